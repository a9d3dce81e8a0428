"""The audit's date: --date words, {date} placeholders, the day's folder, the partition decorator."""

from __future__ import annotations

import datetime as dt

import pytest

from evidence_audit.dates import DateError, day_folder, fill, has_placeholder, partition_decorator, resolve_date

TODAY = dt.date(2024, 3, 1)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("yesterday", dt.date(2024, 2, 29)),
        ("today", TODAY),
        ("YESTERDAY", dt.date(2024, 2, 29)),
        ("2023-12-31", dt.date(2023, 12, 31)),
        (None, None),
    ],
)
def test_resolve_date(text, day):
    assert resolve_date(text, TODAY) == day


@pytest.mark.parametrize("text", ["2024-02-30", "2024-5-1", "last week", "20240501", ""])
def test_a_bad_date_names_the_flag_and_the_value(text):
    with pytest.raises(DateError, match="--date"):
        resolve_date(text, TODAY)


def test_fill_placeholders():
    day = dt.date(2024, 5, 1)
    assert fill("gs://b/traces/dt={date}/*.jsonl.gz", day) == "gs://b/traces/dt=2024-05-01/*.jsonl.gz"
    assert fill("logs/{date:%Y/%m/%d}/run-{date:%Y%m%d}-*.jsonl", day) == "logs/2024/05/01/run-20240501-*.jsonl"
    assert fill("plain/*.jsonl", None) == "plain/*.jsonl"
    assert fill("plain/{other}/x", day) == "plain/{other}/x"
    assert has_placeholder("a/{date:%Y}") and not has_placeholder("a/{dates}")


def test_a_placeholder_without_a_date_is_an_error_naming_the_pattern():
    with pytest.raises(DateError, match=r"--input 'traces/dt=\{date\}/\*' has a \{date\} placeholder but no --date"):
        fill("traces/dt={date}/*", None, "--input")
    with pytest.raises(DateError, match="empty format"):
        fill("x/{date:}", dt.date(2024, 5, 1))


def test_day_folder():
    day = dt.date(2024, 5, 1)
    assert day_folder("gs://b/audits/", day) == "gs://b/audits/dt=2024-05-01/"
    assert day_folder("out", day) == "out/dt=2024-05-01/"
    assert day_folder("gs://b/audits/{date:%Y%m%d}/", day) == "gs://b/audits/20240501/"
    assert day_folder("out/", None) == "out/"


def test_partition_decorator():
    assert partition_decorator(dt.date(2024, 5, 1)) == "$20240501"
