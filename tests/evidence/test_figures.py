"""The figures dial (spec section 9): numbers wearing units, the derivation basis, the question."""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evidence_audit.evidence.figures import (
    MAX_BASIS_NUMBERS,
    MAX_DERIVED,
    MAX_FIELDS,
    MAX_GROUP_FIELDS,
    MAX_GROUPS,
    MAX_ROWS,
    UNIT_SCALES,
    Explanation,
    FigureBasis,
    explain_figure,
    figure_basis_of,
    figure_numbers_of,
)
from evidence_audit.evidence.normalize import js_number_string
from evidence_audit.evidence.served import read_result

from .strategies import tool_results

VECTORS_PATH = Path(__file__).resolve().parents[1] / "data" / "vectors.jsonl"
VECTORS = [
    json.loads(line)
    for line in VECTORS_PATH.read_text(encoding="utf-8").splitlines()
    if line.strip()
]
FIGURE_VECTORS = [v for v in VECTORS if v["input"]["fn"] in ("explainFigure", "figureNumbersOf")]

# The two-pool capacity result of figures.test.ts (spec 9.2's pinned table).
CAPACITY = json.dumps(
    {
        "clusters_matched": ["CLUSTER-A01"],
        "rows": [
            {"cluster": "CLUSTER-A01", "pool": "f710_pool", "total_tb": 2429, "used_tb": 1484.1,
             "used_pct": 61.1, "usable_tb": 435.5, "hot_spare_tb": 48.6},
            {"cluster": "CLUSTER-A01", "pool": "h700_pool", "total_tb": 2973.9, "used_tb": 1715.9,
             "used_pct": 57.7, "usable_tb": 1090.8, "hot_spare_tb": 59.5},
        ],
        "note": "usable_tb subtracts the virtual hot spare \u2014 avail_bytes alone overstated"
        " one pool by 36x.",
    }
)
BYTES = json.dumps({"avail_bytes": 435_500_000_000_000, "used": 2 * 1024**4})
GROUPED = json.dumps(
    {"rows": [{"cluster": "A", "usable_tb": 10.5}, {"cluster": "A", "usable_tb": 4.25},
              {"cluster": "B", "usable_tb": 99}]}
)


def basis_of(*results: Any) -> FigureBasis:
    """A basis over tool results given as JSON-able values (or raw strings), in order."""
    basis = FigureBasis()
    for result in results:
        basis.add_result(read_result(result if isinstance(result, str) else json.dumps(result)))
    return basis


def derived_triples(basis: FigureBasis) -> list[tuple[float, str, str]]:
    return [(d.value, d.derivation, d.from_) for d in basis.derived]


# --- conformance vectors -----------------------------------------------------------------------


@pytest.mark.parametrize("vector", FIGURE_VECTORS, ids=[v["id"] for v in FIGURE_VECTORS])
def test_conformance_vector(vector: dict[str, Any]) -> None:
    """Each figures vector of vectors.jsonl passes through our API (`from` checked where given)."""
    inp, expected = vector["input"], vector["expected"]["result"]
    if inp["fn"] == "figureNumbersOf":
        assert figure_numbers_of(inp["text"]) == expected
        return
    got = figure_basis_of(inp["history"]).explain(inp["value"])
    if expected is None:
        assert got is None
    else:
        assert got is not None and got.derivation == expected["derivation"]
        if "from" in expected:
            assert got.from_ == expected["from"]


def test_the_vectors_cover_both_functions() -> None:
    """The vector file holds the 21 figures vectors this suite is meant to run."""
    assert len(FIGURE_VECTORS) == 21


# --- rule 1: figure_numbers_of -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        # spec 9.1's table
        (
            "53.2% used, 6.3 TB free, 24.8TB, 41,200 IOPS, 7 ms, 2 GB/s",
            ["53.2", "6.3", "24.8", "41200", "7", "2"],
        ),
        ("3 issues over 24 hours on a 48-port switch, OneFS 9.5, 1.5x", []),
        # empty text
        ("", []),
        # every unit, case-insensitive, with and without /s
        (
            "1 percent 2 KB 3 mb 4 Gb 5 tB 6 PB 7 kib 8 MiB 9 GiB 10 TiB 11 PiB",
            [str(i) for i in range(1, 12)],
        ),
        ("12 IOPS 13 Mbps 14 gbps 15 ms 16 us 17 MB/s 18 mb/S", [str(i) for i in range(12, 19)]),
        # at most one whitespace character, ECMAScript's set (NBSP counts, two spaces do not)
        ("6.3\u00a0TB and 7\tms and 8  ms and 9\n%", ["6.3", "7", "9"]),
        # a unit followed by a letter or digit is not a unit; % needs no such check
        ("5 msec, 6 mbx, 7 tb2, 8 percentage, 9%x", ["9"]),
        ("2 GB/sec", ["2"]),
        # not preceded by a word character, '.' or ','
        ("v2%, x_3%, 1.5.3 GB, ,4%, .5%", []),
        ("(5%) [6 TB] -7% +8% =9%", ["5", "6", "-7", "8", "9"]),
        ("5-10%", ["10"]),
        # normalization and de-duplication by value
        ("1,234,567 ms then 1234567 ms then 0041 %", ["1234567", "41"]),
        ("2.50 TB and 2.5 TB and 3.0%", ["2.5", "3"]),
        ("41,2000 IOPS and 12,34 ms", []),
        # the caveat: `us` is microseconds
        ("50 US cities", ["50"]),
        # digits are ASCII only
        ("\uff15\uff10% and \u0665 ms", []),
    ],
)
def test_figure_numbers_of(text: str, figures: list[str]) -> None:
    """Rule 1 finds exactly the numbers written with a unit: normalized, ordered, de-duplicated."""
    assert figure_numbers_of(text) == figures


# --- the pinned table of section 9.2 -----------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "derivation", "from_"),
    [
        ("1526.3", "column-sum", "sum of rows[].usable_tb"),
        ("3200", "column-sum", "sum of rows[].used_tb"),
        ("5402.9", "column-sum", "sum of rows[].total_tb"),
        ("59.2", "column-ratio", "100 \u00d7 rows[].used_tb \u00f7 rows[].total_tb"),
        ("61", "rounded", "61.1 at rows[0].used_pct"),
        ("38.9", "complement", "100 \u2212 61.1 at rows[0].used_pct"),
        ("2202.9", "column-difference", "rows[].total_tb \u2212 rows[].used_tb"),
        ("1526", "column-sum", "sum of rows[].usable_tb"),
        ("40.8", "complement", "100 \u2212 (100 \u00d7 rows[].used_tb \u00f7 rows[].total_tb)"),
        ("53.2", None, None),
        ("6.3", None, None),
        ("64.5", None, None),
        ("24.8", None, None),
        ("61.0", None, None),
        ("1527", None, None),
    ],
)
def test_two_pool_capacity_table(value: str, derivation: str | None, from_: str | None) -> None:
    """The two-pool capacity result explains exactly the figures pinned upstream."""
    expected = None if derivation is None else Explanation(derivation, from_)
    assert basis_of(CAPACITY).explain(value) == expected


@pytest.mark.parametrize(
    ("value", "from_"),
    [
        ("435.5", "435500000000000 at avail_bytes \u00f7 1000^4"),
        ("2", "2199023255552 at used \u00f7 1000^4"),
        ("2.2", "2199023255552 at used \u00f7 1000^4"),
        ("396.1", "435500000000000 at avail_bytes \u00f7 1024^4"),
        ("6.3", None),
    ],
)
def test_bytes_table(value: str, from_: str | None) -> None:
    """Byte counts explain their unit-scaled figures, 1000 before 1024 at each power; 6.3 none."""
    expected = None if from_ is None else Explanation("unit-scale", from_)
    assert basis_of(BYTES).explain(value) == expected


def test_group_table() -> None:
    """A text field with 2+ values, fewer than the rows, groups the rows and sums each group."""
    basis = basis_of(GROUPED)
    assert basis.explain("14.75") == Explanation("column-sum", "sum of rows[cluster=A].usable_tb")
    assert basis.explain("113.75") == Explanation("column-sum", "sum of rows[].usable_tb")
    # a one-row group adds no sum (99 is found as the carried number itself)
    assert [d.from_ for d in basis.derived] == [
        "sum of rows[].usable_tb",
        "sum of rows[cluster=A].usable_tb",
    ]


# --- the precision rule --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("carried", "value", "matches"),
    [
        (61.1, "61", True),
        (61.1, "61.0", False),  # d = 1: the precision the value was written at
        (61.1, "61.1", True),
        (61.15, "61.1", True),  # within 0.05
        (61.16, "61.1", False),
        (2.5, "2", True),  # exactly 0.5 away: the tolerance is inclusive
        (2.5000001, "2", False),
        (1.5, "2", True),
        (0.123456, "0.123", True),
        (0.1236, "0.123", False),
        (-14.8, "-15", True),
        (-14.8, "15", False),
        (0.4, "0", True),
        (0.4, "-0", True),
        (100, "00100.00", True),
    ],
)
def test_precision_rule(carried: float, value: str, matches: bool) -> None:
    """roundsTo: |x - f| <= 0.5 * 10**-d * (1 + 1e-9) + 1e-12, d the value's decimals as written."""
    got = basis_of({"v": carried}).explain(value)
    assert (got is not None and got.derivation == "rounded") is matches


@pytest.mark.parametrize(
    "value",
    ["", "abc", "61.", ".5", "1e-7", "1e+21", "1,234", "12ms", "1.2.3", "--61", " 61", "61 ",
     "\uff16\uff11", "\u0666\u0661"],
)
def test_a_value_that_is_not_a_plain_number_is_never_explained(value: str) -> None:
    """Only a plain decimal number (`[-+]?[0-9]+(\\.[0-9]+)?`, ASCII) is asked; else None."""
    basis = basis_of({"v": 61}, "61 1e-7 1234 12")
    assert basis.explain(value) is None


def test_a_leading_plus_is_a_plain_number() -> None:
    """`+61` passes the plain-number test (as normalization's own pattern does) and is 61."""
    assert basis_of({"v": 61.2}).explain("+61") == Explanation("rounded", "61.2 at v")


def test_an_empty_basis_explains_nothing() -> None:
    """With no tool results (or results without numbers) nothing is explained."""
    assert FigureBasis().explain("61") is None
    no_numbers = basis_of("no numbers here", {"name": "srv-a", "up": True, "gone": None})
    assert no_numbers.explain("0") is None


@pytest.mark.parametrize(
    ("x", "printed"),
    [
        (61.1, "61.1"),
        (0.1 + 0.2, "0.3"),
        (1 / 3, "0.333333333333"),
        (2429, "2429"),
        (2.0, "2"),
        (123456.7890123456, "123456.789012"),
        (-0.000012345678901234, "-0.0000123456789012"),
        (1e21, "1e+21"),
    ],
)
def test_x_is_printed_whole_or_at_12_significant_digits(x: float, printed: str) -> None:
    """`<x>` is the integer when whole, else the JS string of x rounded to 12 significant digits."""
    value = f"{x:.9f}"
    got = basis_of({"v": x}).explain(value)
    assert got == Explanation("rounded", f"{printed} at v")


# --- rule order ----------------------------------------------------------------------------------


def test_first_match_wins_in_rule_order() -> None:
    """rounded, then unit-scale, then complement, then derived in basis order, then scaled sums."""
    # 40 is a rounding of 39.8 (carried later) before it is 100 - 60 (complement, carried first)
    basis = basis_of({"used_pct": 60}, {"rows": [{"a_tb": 10}, {"a_tb": 29.8}]}, {"w": 39.8})
    assert basis.explain("40") == Explanation("rounded", "39.8 at w")
    # 40 as a complement comes before 40 as a derived sum
    basis = basis_of({"rows": [{"a_tb": 10}, {"a_tb": 30}]}, {"used_pct": 60})
    assert basis.explain("40") == Explanation("complement", "100 \u2212 60 at used_pct")
    # a unit-scale of a carried number comes before a derived value
    basis = basis_of({"rows": [{"a_tb": 1}, {"a_tb": 1}]}, {"bytes": 2000})
    assert basis.explain("2") == Explanation("unit-scale", "2000 at bytes \u00f7 1000^1")
    # the earliest carried number wins, then the earliest scale for it
    basis = basis_of({"p": 3_000_000, "q": 3000})
    assert basis.explain("3") == Explanation("unit-scale", "3000000 at p \u00f7 1000^2")
    assert basis.explain("2.9") == Explanation("unit-scale", "3000000 at p \u00f7 1024^2")


def test_unit_scale_needs_a_magnitude_of_1000() -> None:
    """Only a carried |x| >= 1000 is unit-scaled; negative magnitudes count."""
    assert basis_of({"v": 999}).explain("1") is None
    expected = Explanation("unit-scale", "-5000 at v \u00f7 1000^1")
    assert basis_of({"v": -5000}).explain("-5") == expected


def test_unit_scale_of_a_column_sum() -> None:
    """A column sum of 1000 or more is unit-scaled last, with its own `from` in parentheses."""
    basis = basis_of({"rows": [{"size_b": 600_000}, {"size_b": 900_000}]})
    assert basis.explain("1.5") == Explanation("unit-scale", "(sum of rows[].size_b) \u00f7 1000^2")
    assert basis.explain("1.4") == Explanation("unit-scale", "(sum of rows[].size_b) \u00f7 1024^2")


@pytest.mark.parametrize("key", ["used_pct", "USED_PCT", "free_percent", "share_percentage", "pct"])
def test_complement_of_a_percentage_key(key: str) -> None:
    """100 - x is a figure when x's key ends in pct, percent or percentage (any case)."""
    expected = Explanation("complement", f"100 \u2212 61.1 at {key}")
    assert basis_of({key: 61.1}).explain("38.9") == expected


@pytest.mark.parametrize(
    "result", [{"used": 61.1}, {"pct_used": 61.1}, {"used_pct": [61.1]}, "used_pct 61.1"]
)
def test_no_complement_without_a_percentage_key(result: Any) -> None:
    """A number not directly under a percentage key (or with no key at all) has no complement."""
    assert basis_of(result).explain("38.9") is None


# --- walking a result ----------------------------------------------------------------------------


def test_carried_numbers_paths_and_keys() -> None:
    """Numbers carry their path; `key` only when the node is an object field's value."""
    basis = basis_of({"a": {"b": [1, {"c": 2}]}, "d": 3.5, "e": True, "f": None, "9": 4})
    assert [tuple(c) for c in basis.carried] == [
        (4.0, "9", "9"),  # integer-like keys first (ECMAScript order)
        (1.0, "a.b[0]", None),
        (2.0, "a.b[1].c", "c"),
        (3.5, "d", "d"),
    ]


def test_root_array_paths_and_label() -> None:
    """A root array's paths start with `[i]`, and a root row list is labelled `result`."""
    basis = basis_of([{"x_gb": 1}, {"x_gb": 2}])
    assert [c.at for c in basis.carried] == ["[0].x_gb", "[1].x_gb"]
    assert derived_triples(basis) == [(3.0, "column-sum", "sum of result[].x_gb")]


def test_numeric_strings_are_carried_but_are_not_numeric_fields() -> None:
    """A string normalizing to a plain number is carried with its key but is not a column."""
    basis = basis_of({"rows": [{"a_tb": "1,200", "b_tb": 5}, {"a_tb": "$300.", "b_tb": 7}]})
    assert [tuple(c) for c in basis.carried] == [
        (1200.0, "rows[0].a_tb", "a_tb"),
        (5.0, "rows[0].b_tb", "b_tb"),
        (300.0, "rows[1].a_tb", "a_tb"),
        (7.0, "rows[1].b_tb", "b_tb"),
    ]
    assert derived_triples(basis) == [(12.0, "column-sum", "sum of rows[].b_tb")]


def test_a_numeric_string_under_a_percent_key_has_a_complement() -> None:
    """`"61.1%"` normalizes to the plain number 61.1 and is carried under its key."""
    expected = Explanation("complement", "100 \u2212 61.1 at used_pct")
    assert basis_of({"used_pct": "61.1%"}).explain("38.9") == expected


def test_text_string_tokens_are_carried_with_no_key() -> None:
    """Each plain-number token of another string is carried, keyless; other tokens are not."""
    basis = basis_of({"note": "53.2% used of 1,200 TB on fc1/3 at 1e-7 and 0.0000001, 36x"})
    assert [tuple(c) for c in basis.carried] == [(53.2, "note", None), (1200.0, "note", None)]


def test_a_text_result_is_walked_as_one_string() -> None:
    """A text result is one string at the root path: whole if it is a number, else by tokens."""
    assert [tuple(c) for c in basis_of("  41,200. ").carried] == [(41200.0, "", None)]
    assert [tuple(c) for c in basis_of("peaks at 41,200 IOPS, 7.5 ms").carried] == [
        (41200.0, "", None),
        (7.5, "", None),
    ]


def test_a_long_text_result_is_read_by_tokens() -> None:
    """A long text result is read token by token like a short one."""
    text = "value 12.5 " + "word " * 200 + "and 99"
    assert [c.x for c in basis_of(text).carried] == [12.5, 99.0]
    assert [c.x for c in basis_of(" " * 300 + "4,096" + " " * 300).carried] == [4096.0]


def test_the_parsed_part_then_the_tail() -> None:
    """JSON followed by a note: the parsed part is walked, then the tail as a string."""
    basis = basis_of('{"used_tb": 12.5}\n\n[note: showing 3 of 1,250 rows]')
    assert [tuple(c) for c in basis.carried] == [
        (12.5, "used_tb", "used_tb"),
        (3.0, "", None),
        (1250.0, "", None),
    ]


def test_json_cut_short_gives_its_leaves() -> None:
    """A cut result contributes its complete leaves (numbers printed as strings) and its words."""
    basis = basis_of('{"id": 4417, "size": 1.50, "msg": "disk at 93.5 percent and cli')
    assert [c.x for c in basis.carried] == [4417.0, 1.5, 93.5]


def test_booleans_and_nulls_are_not_numbers() -> None:
    """true, false and null carry nothing and make no numeric field."""
    basis = basis_of({"rows": [{"a_tb": True, "b_tb": None}, {"a_tb": False, "b_tb": 2}]})
    assert [c.x for c in basis.carried] == [2.0]
    assert derived_triples(basis) == [(2.0, "column-sum", "sum of rows[].b_tb")]


def test_huge_integers_are_doubles() -> None:
    """An integer past 2^53 is the double JavaScript holds; one past the double range is dropped."""
    basis = basis_of('{"a": 90071992547409931234, "b": 1' + "0" * 400 + "}")
    assert [c.x for c in basis.carried] == [9.007199254740993e19]


# --- row lists and columns -----------------------------------------------------------------------


def test_a_list_of_rows_is_an_array_of_objects_or_an_object_of_2_plus_objects() -> None:
    """An array of objects, or an object of 2+ values all objects, is a row list; nothing else."""
    by_object = basis_of({"pools": {"p1": {"u_tb": 1}, "p2": {"u_tb": 2}}})
    assert derived_triples(by_object) == [(3.0, "column-sum", "sum of pools[].u_tb")]
    assert basis_of({"pools": {"p1": {"u_tb": 1}}}).derived == ()
    assert basis_of({"pools": {"p1": {"u_tb": 1}, "n": 2}}).derived == ()
    assert basis_of({"rows": [{"u_tb": 1}, 2]}).derived == ()
    assert basis_of({"rows": []}).derived == ()


def test_the_root_object_of_objects_is_labelled_result() -> None:
    """A root object whose 2+ values are objects is a row list labelled `result`."""
    basis = basis_of({"a": {"n_gb": 1}, "b": {"n_gb": 2}})
    assert derived_triples(basis) == [(3.0, "column-sum", "sum of result[].n_gb")]


def test_nested_row_lists_are_labelled_by_their_path() -> None:
    """A row list inside another is labelled with its own path, after its parent's derivations."""
    hosts = [{"n_gb": 1, "disks": [{"s_gb": 4}, {"s_gb": 5}]}, {"n_gb": 2}]
    basis = basis_of({"data": {"hosts": hosts}})
    assert [d.from_ for d in basis.derived] == [
        "sum of data.hosts[].n_gb",
        "sum of data.hosts[0].disks[].s_gb",
    ]


def test_a_one_row_list_adds_no_column_sum() -> None:
    """A one-row sum is the value itself, so only the pairs are derived."""
    basis = basis_of({"rows": [{"used_tb": 25, "total_tb": 100}]})
    assert derived_triples(basis) == [
        (25.0, "column-ratio", "100 \u00d7 rows[].used_tb \u00f7 rows[].total_tb"),
        (75.0, "complement", "100 \u2212 (100 \u00d7 rows[].used_tb \u00f7 rows[].total_tb)"),
        (75.0, "column-difference", "rows[].total_tb \u2212 rows[].used_tb"),
        (400.0, "column-ratio", "100 \u00d7 rows[].total_tb \u00f7 rows[].used_tb"),
    ]


def test_the_ordered_pair_ordering() -> None:
    """All sums in field first-seen order, then pairs (a, b) with a then b in field order."""
    basis = basis_of({"rows": [{"a_tb": 1, "b_tb": 2}, {"c_tb": 4, "a_tb": 1}]})
    assert derived_triples(basis) == [
        (2.0, "column-sum", "sum of rows[].a_tb"),
        (2.0, "column-sum", "sum of rows[].b_tb"),
        (4.0, "column-sum", "sum of rows[].c_tb"),
        # (a, b): ratio 100; complement 0; no difference (0 is not positive)
        (100.0, "column-ratio", "100 \u00d7 rows[].a_tb \u00f7 rows[].b_tb"),
        (0.0, "complement", "100 \u2212 (100 \u00d7 rows[].a_tb \u00f7 rows[].b_tb)"),
        # (a, c)
        (50.0, "column-ratio", "100 \u00d7 rows[].a_tb \u00f7 rows[].c_tb"),
        (50.0, "complement", "100 \u2212 (100 \u00d7 rows[].a_tb \u00f7 rows[].c_tb)"),
        (2.0, "column-difference", "rows[].c_tb \u2212 rows[].a_tb"),
        # (b, a), (b, c), (c, a), (c, b)
        (100.0, "column-ratio", "100 \u00d7 rows[].b_tb \u00f7 rows[].a_tb"),
        (0.0, "complement", "100 \u2212 (100 \u00d7 rows[].b_tb \u00f7 rows[].a_tb)"),
        (50.0, "column-ratio", "100 \u00d7 rows[].b_tb \u00f7 rows[].c_tb"),
        (50.0, "complement", "100 \u2212 (100 \u00d7 rows[].b_tb \u00f7 rows[].c_tb)"),
        (2.0, "column-difference", "rows[].c_tb \u2212 rows[].b_tb"),
        (200.0, "column-ratio", "100 \u00d7 rows[].c_tb \u00f7 rows[].a_tb"),
        (200.0, "column-ratio", "100 \u00d7 rows[].c_tb \u00f7 rows[].b_tb"),
    ]


@pytest.mark.parametrize(
    ("fields", "pairs"),
    [
        (("used_tb", "total_tb"), 2),
        (("used-TB", "total_tb"), 2),  # `-` separates too; suffixes compare lower-cased
        (("used_tb", "total_gb"), 0),  # different units
        (("used", "total"), 0),  # no suffix
        (("used_1", "total_1"), 0),  # a suffix is letters
        (("used_pct", "total_pct"), 0),  # percentages are not paired
        (("used_percent", "total_percent"), 0),
        (("a_Percentage", "b_percentage"), 0),
        (("used_tb", "used_pct"), 0),
        (("x_tb", "y_tb", "z_pct"), 2),
    ],
)
def test_pairs_need_a_shared_unit_suffix_and_no_percentage(
    fields: tuple[str, ...], pairs: int
) -> None:
    """Only fields sharing a unit suffix pair, and never a *_pct / percent / percentage field."""
    rows = [{f: i + 1 for i, f in enumerate(fields)}, {f: i + 2 for i, f in enumerate(fields)}]
    basis = basis_of({"rows": rows})
    assert sum(d.derivation == "column-ratio" for d in basis.derived) == pairs


def test_ratio_complement_and_difference_conditions() -> None:
    """No ratio over a zero sum, no complement outside [0, 100], no difference unless positive."""
    basis = basis_of({"rows": [{"a_tb": 0, "b_tb": -5}, {"a_tb": 0, "b_tb": 1}]})
    assert derived_triples(basis) == [
        (0.0, "column-sum", "sum of rows[].a_tb"),
        (-4.0, "column-sum", "sum of rows[].b_tb"),
        # (a, b): ratio -0.0 is within [0, 100]; difference -4 is not positive
        (-0.0, "column-ratio", "100 \u00d7 rows[].a_tb \u00f7 rows[].b_tb"),
        (100.0, "complement", "100 \u2212 (100 \u00d7 rows[].a_tb \u00f7 rows[].b_tb)"),
        # (b, a): sum a is 0, so no ratio; difference 0 - (-4) = 4
        (4.0, "column-difference", "rows[].a_tb \u2212 rows[].b_tb"),
    ]


def test_group_fields_need_2_to_50_values_and_fewer_than_rows() -> None:
    """A text field groups when it has 2..MAX_GROUPS distinct values, fewer than the rows."""
    def labels(rows: list[dict[str, Any]]) -> set[str]:
        return {d.from_ for d in basis_of({"rows": rows}).derived}

    # every value distinct (as many values as rows): no group
    assert labels([{"k": "a", "n_tb": 1}, {"k": "b", "n_tb": 2}]) == {"sum of rows[].n_tb"}
    # one value: no group
    assert labels([{"k": "a", "n_tb": 1}, {"k": "a", "n_tb": 2}]) == {"sum of rows[].n_tb"}
    # empty strings and booleans are not values
    rows = [{"k": "", "n_tb": 1}, {"k": True, "n_tb": 2}, {"k": "a", "n_tb": 3}]
    assert labels(rows) == {"sum of rows[].n_tb"}
    # MAX_GROUPS values over more rows: grouped; one more value: not
    rows = [{"k": f"v{i % MAX_GROUPS}", "n_tb": 1} for i in range(MAX_GROUPS + 1)]
    assert "sum of rows[k=v0].n_tb" in labels(rows)
    rows = [{"k": f"v{i % (MAX_GROUPS + 1)}", "n_tb": 1} for i in range(MAX_GROUPS + 2)]
    assert labels(rows) == {"sum of rows[].n_tb"}


def test_at_most_max_group_fields_are_grouped() -> None:
    """Grouping stops after MAX_GROUP_FIELDS fields, in first-seen order, and says it truncated."""
    rows = [
        {**{f"g{j}": "xy"[i % 2] for j in range(MAX_GROUP_FIELDS + 1)}, "n_tb": i} for i in range(3)
    ]
    basis = basis_of({"rows": rows})
    grouped = [d.from_ for d in basis.derived if "=" in d.from_]
    assert grouped == [f"sum of rows[g{j}=x].n_tb" for j in range(MAX_GROUP_FIELDS)]
    assert basis.truncated


def test_group_values_keep_their_spelling_and_order() -> None:
    """Group labels use the value as written, in first-seen order; a one-row group adds no sum."""
    rows = [{"site": "Paris", "n_gb": 1}, {"site": "LYON", "n_gb": 2}, {"site": "Paris", "n_gb": 3}]
    assert [d.from_ for d in basis_of({"rows": rows}).derived] == [
        "sum of rows[].n_gb",
        "sum of rows[site=Paris].n_gb",
    ]


# --- bounds --------------------------------------------------------------------------------------


def test_a_row_list_over_max_rows_reads_only_the_first_rows() -> None:
    """Columns read the first MAX_ROWS rows (and say so); the walk still carries every number."""
    basis = basis_of({"rows": [{"n_tb": 1} for _ in range(MAX_ROWS + 1)]})
    assert derived_triples(basis) == [(float(MAX_ROWS), "column-sum", "sum of rows[].n_tb")]
    assert basis.truncated
    assert len(basis.carried) == MAX_ROWS + 1
    assert not basis_of({"rows": [{"n_tb": 1} for _ in range(MAX_ROWS)]}).truncated


def test_at_most_max_fields_numeric_fields() -> None:
    """Only the first MAX_FIELDS numeric fields make columns; the rest are dropped, truncated."""
    row = {f"f{i}": i for i in range(MAX_FIELDS + 1)}
    basis = basis_of({"rows": [row, row]})
    assert [d.from_ for d in basis.derived] == [f"sum of rows[].f{i}" for i in range(MAX_FIELDS)]
    assert basis.truncated
    row = {f"f{i}": i for i in range(MAX_FIELDS)}
    assert not basis_of({"rows": [row, row]}).truncated


def test_a_basis_past_max_basis_numbers_is_truncated() -> None:
    """Exactly MAX_BASIS_NUMBERS carried numbers fit; one more is dropped and sets truncated."""
    full = basis_of(list(range(MAX_BASIS_NUMBERS)))
    assert len(full.carried) == MAX_BASIS_NUMBERS and not full.truncated
    over = basis_of(list(range(MAX_BASIS_NUMBERS)), {"late": 123456.5})
    assert len(over.carried) == MAX_BASIS_NUMBERS and over.truncated
    assert over.explain("123456.5") is None
    assert over.explain("49999") == Explanation("rounded", "49999 at [49999]")


def test_a_basis_past_max_derived_is_truncated() -> None:
    """Derived values stop at MAX_DERIVED, in basis order, and the drop sets truncated."""
    row = {f"f{i}_tb": i + 1 for i in range(MAX_FIELDS)}
    one = basis_of({"rows": [row, row]})
    per_result = len(one.derived)
    count = MAX_DERIVED // per_result + 1
    basis = basis_of(*[{"rows": [row, row]} for _ in range(count)])
    assert len(basis.derived) == MAX_DERIVED and basis.truncated
    assert basis.derived[:per_result] == one.derived
    assert not one.truncated


# --- incremental building ------------------------------------------------------------------------

_FIELD_NAMES = st.sampled_from(
    ["used_tb", "total_tb", "free_tb", "used_pct", "size_gb", "cluster", "n"]
)
_NUMBERS = st.one_of(
    st.sampled_from([0, 1, 2.5, 61.1, 100, 1000, 1024, 2429, 48.6, -3, 1048576, 2 * 1024**4]),
    st.floats(min_value=-1e7, max_value=1e7, allow_nan=False),
)
_CELL = st.one_of(_NUMBERS, st.sampled_from(["A", "B", "C", "", "61.1%", "12 TB", True, None]))
_ROW = st.dictionaries(_FIELD_NAMES, _CELL, max_size=6)
_ROW_RESULT = st.one_of(
    st.lists(_ROW, min_size=1, max_size=6).map(lambda rows: json.dumps({"rows": rows})),
    st.lists(_ROW, min_size=1, max_size=6).map(json.dumps),
    st.dictionaries(st.sampled_from(["p1", "p2", "p3"]), _ROW, min_size=2).map(json.dumps),
)
_RESULTS = st.lists(st.one_of(_ROW_RESULT, tool_results()), max_size=5)
_QUESTIONS = st.lists(
    st.one_of(
        st.decimals(min_value=-2000, max_value=5000, places=1).map(str),
        st.integers(min_value=-10, max_value=5000).map(str),
        st.sampled_from(["61", "61.0", "38.9", "2", "2.2", "0", "100", "1", "50"]),
    ),
    max_size=6,
)


def _state(basis: FigureBasis) -> tuple[Any, ...]:
    """The basis as data (derived values by repr, so NaN from overflowing sums compares)."""
    derived = [(repr(v), d, f) for v, d, f in derived_triples(basis)]
    return (basis.carried, derived, basis.truncated)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_RESULTS, _QUESTIONS)
def test_incremental_equals_batch(results: list[str], questions: list[str]) -> None:
    """Adding results one at a time, asking in between, equals the basis of the whole history."""
    history = [
        {"role": "tool", "content": r, "tool_call_id": f"c{i}"} for i, r in enumerate(results)
    ]
    batch = figure_basis_of(history)
    incremental = FigureBasis()
    for result in results:
        for question in questions:  # asking builds the sorted indexes: they must follow additions
            incremental.explain(question)
        incremental.add_result(read_result(result))
    assert _state(incremental) == _state(batch)
    for question in questions:
        assert incremental.explain(question) == batch.explain(question)
    # each result's contribution is its own: the whole is the concatenation (under the bounds)
    parts = [figure_basis_of([message]) for message in history]
    assert batch.carried == tuple(c for part in parts for c in part.carried)
    assert _state(batch)[1] == [t for part in parts for t in _state(part)[1]]


def _twelve_digits(x: float) -> str:
    """`<x>` computed independently: exact rational rounding, half away from zero (toPrecision)."""
    if x.is_integer():
        return js_number_string(x)
    exact = Fraction(x)
    exponent = Decimal(x).adjusted() - 11
    step = Fraction(10) ** exponent
    units = abs(exact) / step
    rounded = math.floor(units + Fraction(1, 2))
    return js_number_string(float((-rounded if x < 0 else rounded) * step))


def _reference_explain(basis: FigureBasis, value: str) -> Explanation | None:
    """Section 9.2 read literally: one linear pass per rule over the basis, first match wins."""
    if not re.fullmatch(r"[-+]?[0-9]+(\.[0-9]+)?", value, re.ASCII):
        return None
    f = float(value)
    d = len(value.partition(".")[2])
    tol = 0.5 * 10.0**-d * (1 + 1e-9) + 1e-12

    def rounds_to(x: float) -> bool:
        return abs(x - f) <= tol

    show = _twelve_digits
    for c in basis.carried:
        if rounds_to(c.x):
            return Explanation("rounded", f"{show(c.x)} at {c.at}")
    for c in basis.carried:
        if abs(c.x) >= 1000:
            for scale, name in UNIT_SCALES:
                if rounds_to(c.x / scale):
                    return Explanation("unit-scale", f"{show(c.x)} at {c.at} \u00f7 {name}")
    for c in basis.carried:
        percent_key = c.key is not None and re.search(r"(pct|percent|percentage)\Z", c.key, re.I)
        if percent_key and rounds_to(100 - c.x):
            return Explanation("complement", f"100 \u2212 {show(c.x)} at {c.at}")
    for dv in basis.derived:
        if rounds_to(dv.value):
            return Explanation(dv.derivation, dv.from_)
    for dv in basis.derived:
        if dv.derivation == "column-sum" and dv.value >= 1000:
            for scale, name in UNIT_SCALES:
                if rounds_to(dv.value / scale):
                    return Explanation("unit-scale", f"({dv.from_}) \u00f7 {name}")
    return None


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_ROW_RESULT, min_size=1, max_size=4), _QUESTIONS, st.data())
def test_indexed_explain_equals_the_literal_rules(
    results: list[str], questions: list[str], data: st.DataObject
) -> None:
    """The sorted-index answer equals a literal linear reading of 9.2, near basis values too."""
    basis = basis_of(*results)
    values = [c.x for c in basis.carried]
    values += [d.value for d in basis.derived if math.isfinite(d.value)]
    if values:
        for _ in range(4):
            x = data.draw(st.sampled_from(values))
            scale = data.draw(st.sampled_from([1, 1, 1000, 1024, 1024**2]))
            places = data.draw(st.integers(min_value=0, max_value=3))
            questions.append(f"{x / scale:.{places}f}")
            questions.append(f"{100 - x:.{places}f}")
    for question in questions:
        assert basis.explain(question) == _reference_explain(basis, question), question


# --- the history door --------------------------------------------------------------------------


def test_figure_basis_of_reads_only_tool_messages_within_tool_chars() -> None:
    """Only role "tool" messages count, in order, each cut at its tool_chars."""
    history = [
        {"role": "user", "content": "disk is 61.1% used"},
        {"role": "assistant", "content": "I see 77.7"},
        {"role": "system", "content": "limit 88.8"},
        {"role": "tool", "content": '{"used_pct": 12.5} note 33.3', "tool_chars": 18},
        {"role": "tool", "content": "free 44.4"},
    ]
    basis = figure_basis_of(history)
    assert [tuple(c) for c in basis.carried] == [
        (12.5, "used_pct", "used_pct"),
        (44.4, "", None),
    ]
    assert figure_basis_of([]).carried == ()


def test_explain_figure_is_basis_explain() -> None:
    """`explain_figure(value, basis)` is `basis.explain(value)`."""
    basis = basis_of(CAPACITY)
    for value in ("61", "59.2", "6.3"):
        assert explain_figure(value, basis) == basis.explain(value)


def test_explanations_are_immutable_tuples() -> None:
    """An explanation is a NamedTuple (derivation, from_)."""
    got = basis_of(CAPACITY).explain("61")
    assert got == ("rounded", "61.1 at rows[0].used_pct")
    with pytest.raises(AttributeError):
        got.derivation = "x"  # type: ignore[misc]
