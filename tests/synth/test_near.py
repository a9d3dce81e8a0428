"""Near misses and planted sums: how values are mutated, and when a carried form is a rival."""

from __future__ import annotations

import random
import re
from datetime import date

import pytest

from evidence_audit.evidence import normalize_token
from evidence_audit.synth.near import (
    MAX_PAIRED_NUMBERS,
    clock_minutes,
    derivations,
    form_day,
    mutate_amount,
    mutate_clock,
    mutate_date,
    mutate_ending,
    mutate_id,
    one_edit_apart,
    rival_forms,
)
from evidence_audit.synth.values import clock_respellings, ending_respellings

SEEDS = range(200)


# --- respellings ---------------------------------------------------------------------------------


@pytest.mark.parametrize("hour, minute, next_day, expected", [
    (6, 0, False, ("06:00", "6:00 AM", "06:00 AM", "6:00am")),
    (22, 0, False, ("22:00", "10:00 PM", "10:00 PM", "10:00pm")),
    (0, 0, False, ("00:00", "12:00 AM", "12:00 AM", "12:00am")),
    (12, 30, False, ("12:30", "12:30 PM", "12:30 PM", "12:30pm")),
    (9, 5, False, ("09:05", "9:05 AM", "09:05 AM", "9:05am")),
    (3, 0, True, ("03:00+1", "03:00 AM (next day)", "3:00 AM (next day)")),
    (0, 0, True, ("00:00+1", "12:00 AM (next day)", "12:00 AM (next day)")),
])
def test_clock_respellings(hour: int, minute: int, next_day: bool, expected: tuple[str, ...]) -> None:
    """A carried HH:MM:SS is respelled without seconds, in 12-hour time, or with its next day kept."""
    assert clock_respellings(hour, minute, next_day) == expected


def test_ending_respellings() -> None:
    """A card's last four are written after "ending in", "last four", or behind a mask."""
    assert set(ending_respellings("1784")) == {"ending in 1784", "****1784", "xxxx-1784",
                                               "\u2022\u2022\u2022\u2022 1784", "last four 1784"}


# --- mutations -----------------------------------------------------------------------------------


@pytest.mark.parametrize("spelling", ["W2378156", "113-1234567-1234567", "0161234567890", "UA1234", "INC0012345"])
def test_mutate_id_changes_one_digit_and_no_leading_zero(spelling: str) -> None:
    """A mutated id differs in exactly one digit, and normalizes to as many characters."""
    for seed in SEEDS:
        new = mutate_id(random.Random(seed), spelling)
        assert new is not None and len(new) == len(spelling)
        diffs = [(a, b) for a, b in zip(spelling, new) if a != b]
        assert len(diffs) == 1 and diffs[0][0].isdigit() and diffs[0][1].isdigit()
        assert len(normalize_token(new)) == len(normalize_token(spelling))


def test_mutate_id_without_digits_is_none() -> None:
    """An id with no digit to change gives no near miss."""
    assert mutate_id(random.Random(0), "ABCDEF") is None


@pytest.mark.parametrize("carried", ["1032.5", "279.99", "1096", "48.01"])
def test_mutate_amount_changes_one_digit_of_the_carried_form(carried: str) -> None:
    """The amount the answer writes reads back as the carried form with one digit changed."""
    for seed in SEEDS:
        spelling = mutate_amount(random.Random(seed), carried)
        assert spelling is not None
        value = normalize_token(re.sub(r"[$,]| USD", "", spelling))
        assert len(value) == len(carried) and one_edit_apart(value, carried)


def test_mutate_amount_refuses_a_negative() -> None:
    """A negative carried amount (a refund) is not mutated: its unsigned respelling is not near it."""
    assert mutate_amount(random.Random(0), "-6594") is None


@pytest.mark.parametrize("hour, seconds, next_day", [(6, None, False), (0, None, False), (23, None, True), (8, 42, False)])
def test_mutate_clock_is_an_hour_off(hour: int, seconds: int | None, next_day: bool) -> None:
    """The clock is an hour off, inside the day, and means the minutes it returns."""
    for seed in SEEDS:
        spelling, minutes = mutate_clock(random.Random(seed), hour, 15, seconds=seconds, next_day=next_day)
        assert abs(minutes - (hour * 60 + 15)) == 60 and 0 <= minutes < 1440
        assert (":42" in spelling) == (seconds is not None)
        assert ("+1" in spelling or "(next day)" in spelling) == next_day
        h = int(spelling.split(":")[0])
        twelve = spelling.split(" ")[1:2] in (["AM"], ["PM"])
        assert (h % 12 + (12 if "PM" in spelling else 0) if twelve else h) * 60 + 15 == minutes


def test_mutate_date_is_a_day_off() -> None:
    """The date is the day before or after."""
    for seed in SEEDS:
        new = date.fromisoformat(mutate_date(random.Random(seed), date(2024, 3, 1)))
        assert new in (date(2024, 2, 29), date(2024, 3, 2))


@pytest.mark.parametrize("cued", [True, False])
def test_mutate_ending_changes_one_digit(cued: bool) -> None:
    """The ending differs from the carried one in one digit and never starts with 0."""
    for seed in SEEDS:
        spelling, digits = mutate_ending(random.Random(seed), "1784", cued=cued)
        assert sum(a != b for a, b in zip(digits, "1784")) == 1 and digits[0] != "0"
        assert spelling.endswith(digits) and (spelling != digits) == cued


# --- rivals --------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind, value, origin, forms, kwargs, rivals", [
    # ids and amounts: one character off, within 1%, or no farther than the origin
    ("id", "w2378157", "w2378156", ["w2378156", "w9999999", "order"], {}, []),
    ("id", "w2378157", "w2378156", ["w2378156", "w2378158"], {}, ["w2378158"]),
    ("amount", "1037.5", "1032.5", ["1032.5", "88.2", "1500"], {}, []),
    ("amount", "1037.5", "1032.5", ["1032.5", "1036"], {}, ["1036"]),
    ("amount", "2032.5", "1032.5", ["1032.5", "1500"], {}, ["1500"]),
    # clocks: any other form within an hour, a timestamp's time included
    ("clock", "07:00", "06:00:00", ["06:00:00", "09:30:00", "2024-05-01"], {"minutes": 420}, []),
    ("clock", "07:00", "06:00:00", ["06:00:00", "07:45:00"], {"minutes": 420}, ["07:45:00"]),
    ("clock", "07:00", "06:00:00", ["06:00:00", "2024-05-01t06:00:00-07:00"], {"minutes": 420},
     ["2024-05-01t06:00:00-07:00"]),
    ("clock", "07:00", "06:00:00", ["06:00:00", "07:00pm"], {"minutes": 420}, ["07:00pm"]),
    # dates: any other form within a day, a timestamp's date included
    ("date", "2024-05-02", "2024-05-01", ["2024-05-01", "2024-05-20", "1957-10-05"], {}, []),
    ("date", "2024-05-02", "2024-05-01", ["2024-05-01", "2024-05-03t10:00:00z"], {}, ["2024-05-03t10:00:00z"]),
    # endings: any digit run ending in the same digits, or one digit off them
    ("ending", "1785", "gift_card_1591784", ["gift_card_1591784", "credit_card_4421486"], {"ending": "1785"}, []),
    ("ending", "1785", "gift_card_1591784", ["gift_card_1591784", "1784"], {"ending": "1785"}, ["1784"]),
    ("ending", "1785", "1784", ["1784", "visa \u2022\u2022\u2022\u2022 1784"], {"ending": "1785"},
     ["visa \u2022\u2022\u2022\u2022 1784"]),
])
def test_rival_forms(kind: str, value: str, origin: str, forms: list[str], kwargs: dict, rivals: list[str]) -> None:
    """Other carried forms as near to the near miss as its origin are rivals; the origin never is."""
    assert rival_forms(kind, value, origin, forms, **kwargs) == rivals


@pytest.mark.parametrize("form, minutes", [
    ("06:00:00", (360,)), ("03:00:00+1", (180,)), ("2024-05-01t04:50:18", (290,)),
    ("10:00pm", (600, 1320)), ("24:00", ()), ("order", ()),
])
def test_clock_minutes(form: str, minutes: tuple[int, ...]) -> None:
    """The minutes of the day a carried form may mean; a written pm counts both ways."""
    assert sorted(clock_minutes(form)) == sorted(minutes)


def test_form_day() -> None:
    """A date or a timestamp names a day; an impossible date or other text names none."""
    assert form_day("2024-05-01t04:50:18") == date(2024, 5, 1) == form_day("2024-05-01")
    assert form_day("2024-02-30") is None and form_day("w2378156") is None


# --- derivations ---------------------------------------------------------------------------------


@pytest.mark.parametrize("value, forms, expected", [
    ("3538", ["1859", "1679"], [("1859 + 1679", ("1859", "1679"))]),
    ("3538", ["order", "1679", "1859"], [("1679 + 1859", ("1679", "1859"))]),
    ("180", ["1859", "1679"], [("1859 \u2212 1679", ("1859", "1679"))]),
    ("3538", ["1859", "1679", "3000", "538"], [("1859 + 1679", ("1859", "1679")), ("3000 + 538", ("3000", "538"))]),
    ("3718", ["1859"], []),  # a number plus itself is not a pair
    ("1312.49", ["1032.5", "279.99"], [("1032.5 + 279.99", ("1032.5", "279.99"))]),
    ("abc", ["1", "2"], []),
    ("3", [], []),
])
def test_derivations(value: str, forms: list[str], expected: list[tuple[str, tuple[str, str]]]) -> None:
    """Every sum of two carried numbers (in carried order) that gives the value, else every difference."""
    assert [tuple(d) for d in derivations(value, forms)] == expected


def test_derivations_pair_only_the_first_numbers() -> None:
    """Numbers past the first MAX_PAIRED_NUMBERS distinct ones are not paired."""
    forms = [str(n) for n in range(10_000, 10_000 + 100 * MAX_PAIRED_NUMBERS, 100)] + ["7", "8"]
    assert derivations("15", forms[-4:]) != []
    assert derivations("15", forms) == []
