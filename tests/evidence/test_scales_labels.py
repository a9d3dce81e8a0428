"""Precision round 8: amounts written at a scale (`$1,097.3M`, `140.1 M`, `1,284,617K`, `113.292`
million t), the names of standards, labels and schemes, times converted between zones the answer
names. Each rule grounds what people write and refuses a mutated digit."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, flagged, grounded, verdict

TEN_K = ("Results of Operations (in thousands)\n| | 2025 | 2024 |\n|---|---|---|\n"
         "| Revenue | $1,284,617 | $1,107,992 |\n\nSubscription revenue was $1,097.3 million.")
WHEAT = {"unit": "t", "data": [{"area": "India", "value": 113292000.0}, {"area": "China", "value": 140100000.0},
                               {"area": "US", "value": 53650000.0}]}


@pytest.mark.parametrize(
    "answer, payload, value, grounds",
    [
        ("Subscription revenue was $1,097.3M.", TEN_K, "1097.3", True),  # the number as carried, a scale glued
        ("Subscription revenue was $1,097.4M.", TEN_K, "1097.4", False),  # a mutated digit
        ("Revenue: $1,284,617K.", TEN_K, "1284617", True),
        ("Revenue: $1,284,618K.", TEN_K, "1284618", False),
        ("Revenue: $1,284.6M.", TEN_K, "1284.6", True),  # thousands restated in millions
        ("Revenue: $1,284.7M.", TEN_K, "1284.7", False),
        ("Revenue: $1,108.0M in 2024.", TEN_K, "1108", True),  # rounded from 1,107,992 thousands
        ("Revenue: $1,109.0M in 2024.", TEN_K, "1109", False),
        ("| China | 140.1 M |", WHEAT, "140.1", True),  # a spaced capital M: millions
        ("| China | 140.2 M |", WHEAT, "140.2", False),
        ("| US | 53.65 M |", WHEAT, "53.65", True),
        ("| US | 53.65 m |", WHEAT, "53.65", False),  # a spaced lower-case m is a metre
        ("113.292 - 81.6 = 31.7 million t", WHEAT, "113.292", True),  # exact digits, a scale on the line
        ("113.293 - 81.6 = 31.7 million t", WHEAT, "113.293", False),
        ("India: 113.292 units.", WHEAT, "113.292", False),  # no scale named on its line
    ],
)
def test_an_amount_written_at_a_scale(answer: str, payload, value: str, grounds: bool) -> None:
    v = verdict(answer, payload)
    assert (value not in flagged(v)) is grounds, (flagged(v), grounded(v))
    assert value in flagged(v) or value in grounded(v)  # judged, not read as prose


def test_a_grouped_amount_with_a_scale_is_one_identifier_in_the_reference() -> None:
    assert "1,097.3m" in flagged(verdict("Subscription revenue was $1,097.3M.", TEN_K, gate=REFERENCE))


# --- labels, schemes and standards' names ------------------------------------------------------

BOOK = {"identifiers": {"isbn_13": ["9780300274912"], "isbn_10": ["0300274912"]},
        "subtitle": "Power, Cities and the Making of Modern Europe, 1880-1990", "band": "2,800-3,100"}
PAPER = {"id": "http://arxiv.org/abs/2410.05229v3", "page": "e2531877", "year": "2025"}


@pytest.mark.parametrize(
    "answer, payload, value, grounds",
    [
        ("**ISBN-13:** 978-0-300-27491-2 (ISBN-10: 0-300-27491-2)", BOOK, "0-300-27491-2", True),
        ("**ISBN-13:** 978-0-300-27491-2 (ISBN-10: 0-300-27491-2)", BOOK, "isbn-13", None),  # a scheme's name
        ("ISBN 0-300-27419-2", BOOK, "0-300-27419-2", False),  # two digits swapped
        ("ISBN 978-0-300-27491-3", BOOK, "978-0-300-27491-3", False),
        ("Timestamps are UTF-8 text signed with SHA-256.", BOOK, "utf-8", None),
        ("Signed with SHA-257.", BOOK, "sha-257", False),  # not a listed length: judged
        ("@article{kjaergaard2024heat,\n  year = {2024}\n}", PAPER, "kjaergaard2024heat", None),
        ("1880 to 1990, so 110 years.", BOOK, "1880", True),  # a carried range's first end
        ("1881 to 1990, so 109 years.", BOOK, "1881", False),
        ("From 2,800 to 3,100 a month.", BOOK, "2800", True),
        ("From 2,900 to 3,100 a month.", BOOK, "2900", False),
        ("[arXiv:2410.05229](http://arxiv.org/abs/2410.05229v3)", PAPER, "2410.05229", True),
        ("See arXiv:2410.05239.", PAPER, "2410.05239", False),  # an invented id after its scheme
        ("JAMA Network Open 8(9):e2531877", PAPER, "e2531877", True),
        ("JAMA Network Open 8(9):e2531878", PAPER, "e2531878", False),
        ("Northfield Systems, FY2025 (Form 10-K)", PAPER, "2025", True),  # a fiscal year is its year
        ("Northfield Systems, FY2026 (Form 10-K)", PAPER, "2026", False),
    ],
)
def test_labels_schemes_and_standards(answer: str, payload, value: str, grounds: bool | None) -> None:
    """grounds None: not data at all (no candidate)."""
    v = verdict(answer, payload)
    values = {c.value for c in v.candidates}
    if grounds is None:
        assert value not in values, values
        return
    assert value in values, values
    assert (value not in flagged(v)) is grounds, (flagged(v), grounded(v))


def test_labels_are_judged_as_written_in_the_reference() -> None:
    v = verdict("**ISBN-13:** 978 (arXiv:2410.05229) FY2025", PAPER, gate=REFERENCE)
    assert {"isbn-13", "arxiv:2410.05229", "fy2025"} <= flagged(v)


# --- conventions the answer narrates, its own examples respelled -------------------------------

HOSTS = {"hostname": "pg-prod-01", "private_ip": "10.40.8.21"}


@pytest.mark.parametrize(
    "answer, value, flags",
    [
        ("psql -h 10.40.8.21 -p 5432\n\n5432 is the default Postgres port.", "5432", False),
        ("psql -h 10.40.8.21 -p 5433\n\n5433 is the default Postgres port.", "5433", True),  # not a default
        ("psql -h 10.40.8.21 -p 5432", "5432", True),  # no sentence says it is the default
        ("Use `K1A 0B1`. The space is optional, so `K1A0B1` also works.", "k1a0b1", False),
        ("Use `K1A 0B2`. The space is optional, so `K1A0B1` also works.", "k1a0b1", True),  # not its own
        ("Write `AB 1234` as `AB1234`.", "ab1234", True),  # a part is data: judged as written
    ],
)
def test_conventions_and_own_examples(answer: str, value: str, flags: bool) -> None:
    assert (value in flagged(verdict(answer, HOSTS))) is flags


# --- clocks converted between zones the answer names --------------------------------------------

LAUNCH = ("Sentinel-7B lifts off on **3 December 2026 at 01:49:17 UTC**. Live coverage starts at 01:20 UTC.")
CALL = "Apple Q4 FY26 earnings call transcript: Oct 29, 2026, 5:00 p.m. ET ... Tim Cook"
ORDERS = " order_id |       created_at\n----------+------------------------\n  1063305 | 2026-08-28 21:47:13+02\n"


@pytest.mark.parametrize(
    "answer, payload, value, grounds",
    [
        ("Live coverage starts at 02:20 in Berlin.", LAUNCH, "02:20", True),  # a result's prose `01:20 UTC`
        ("Live coverage starts at 03:20 in Berlin.", LAUNCH, "03:20", False),  # an hour off
        ("Live coverage starts at 8:20 PM in New York.", LAUNCH, "8:20", True),
        ("Live coverage starts at 9:20 PM in New York.", LAUNCH, "9:20", False),
        ("| Where | Local time |\n|---|---|\n| Berlin (CET, UTC+1) | 3 December, 02:49:17 |", LAUNCH, "02:49:17", True),
        ("| Where | Local time |\n|---|---|\n| Berlin (CET, UTC+1) | 3 December, 02:49:18 |", LAUNCH, "02:49:18", False),
        ("| Where | Local time |\n|---|---|\n| New York (EST, UTC-5) | 2 December, 20:49:17 |", LAUNCH, "20:49:17", True),
        ("That is 21:00 UTC, 9:00 p.m. in London.", CALL, "21:00", True),  # `5:00 p.m. ET` on Oct 29: EDT
        ("That is 20:00 UTC, 8:00 p.m. in London.", CALL, "20:00", False),
        ("It was created at 21:47:13 +02:00, which is **19:47:13 UTC**.", ORDERS, "19:47:13", True),
        ("It was created at 21:47:13 +02:00, which is **20:47:13 UTC**.", ORDERS, "20:47:13", False),
    ],
)
def test_clocks_results_write_with_a_zone(answer: str, payload, value: str, grounds: bool) -> None:
    v = verdict(answer, payload)
    assert (value not in flagged(v)) is grounds, (flagged(v), grounded(v))


def test_an_offset_after_a_clock_is_its_zone() -> None:
    v = verdict("It was created at 21:47:13 +02:00, which is 19:47:13 UTC.", ORDERS)
    assert "02:00" not in flagged(v)
    assert "02:00" in flagged(verdict("The job ran at 02:00 and at 21:47:13.", ORDERS))  # a clock of its own


def test_an_ending_of_the_card_the_user_typed_is_the_users() -> None:
    user = "Register my card 1432-7890-6543-9876, please."
    v = verdict("Card registered: ending 9876, new card ID 262919693687.", {"card_id": "262919693687"}, user=user)
    assert "9876" not in flagged(v)
    v = verdict("Card registered: ending 9875, new card ID 262919693687.", {"card_id": "262919693687"}, user=user)
    assert "9875" in flagged(v)  # not the card's ending


# --- what a person said, in another spelling ---------------------------------------------------

PEW = ("Cite the Pew piece at https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/ "
       "by Rina Gaddis, October 14, 2026?")


@pytest.mark.parametrize(
    "answer, value, flags",
    [
        ("ISO 8601: **2026-10-14** for the publication date.", "2026-10-14", False),  # said in words
        ("ISO 8601: **2026-10-15** for the publication date.", "2026-10-15", True),
        ("MLA: *Pew*, 14 Oct. 2026, www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/. Accessed.",
         "www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/", False),  # the URL without its scheme
        ("MLA: *Pew*, www.pewresearch.org/short-reads/2026/10/15/americans-and-ai-at-work/. Accessed.",
         "www.pewresearch.org/short-reads/2026/10/15/americans-and-ai-at-work/", True),
    ],
)
def test_a_persons_date_in_words_and_url_without_scheme(answer: str, value: str, flags: bool) -> None:
    found = flagged(verdict(answer, {"ok": True}, user=PEW))
    assert any(value.startswith(f.rstrip("\u2026")) for f in found) is flags, found  # a long value is shown cut
