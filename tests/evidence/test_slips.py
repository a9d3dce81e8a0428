"""Round 10's `slips` dial: a short number (three digits, under the digit minimum) one slip from a
carried number that its line attributes to the same thing is judged (`evidence/near_misses.py`).
Flagged when nothing grounds it (a digit replaced, two neighbours swapped); grounded when carried
in another spelling; left alone when the answer frames it as its own arithmetic, writes the
carried number too, names nothing the result names beside it, or has fewer than three digits; on
by default, off in `reference`."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.near_misses import slip_candidates, slips_of, words_of

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, history

OFF = resolve_gate({"slips": False})
FUEL = {"fuelLevel": 22.5}
PTO = {"employee_id": "E-38214", "unit": "hours", "balances": {"pto": 21.5, "sick": 36.0}}
SHOP = {"shopLocation": "456 Oakwood Avenue, Rivermist, 83214"}


def check(answer: str, *results, gate=DEFAULT, user: str = "hi"):
    return check_answer(answer, history(*results, user=user), gate)


# --- reading ---------------------------------------------------------------------------------------

def test_slips_are_one_digit_replaced_or_two_neighbours_swapped() -> None:
    slips = slips_of("23.5")
    assert "22.5" in slips and "32.5" in slips and "25.3" in slips and "23.4" in slips
    assert "23" not in slips  # `23.0`: a digit lost, no slip of the same length
    assert "3.5" not in slips  # the leading digit never becomes `0`
    assert "23.5" not in slips
    assert "456" in slips_of("465") and "564" not in slips_of("465")  # neighbours only


def test_words_are_split_and_common_words_and_units_left_out() -> None:
    assert words_of('{"fuelLevel": 22.5') == {"fuel", "level"}
    assert words_of("The new fuel level is 23.5 gallons") == {"fuel", "level"}
    assert words_of("pto_hours: 21.5 minutes") == {"pto"}


# --- flagged ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("answer, value, result", [
    ("**New fuel level:** 23.5 gallons.", "23.5", FUEL),  # a digit replaced
    ("That's 40 h; she has 12.5 h PTO, so no.", "12.5", PTO),  # two digits swapped
    ("Navigating to 465 Oakwood Avenue now.", "465", SHOP),  # swapped, the words after it
    ("Navigating to 457 Oakwood Avenue now.", "457", SHOP),  # the last digit
])
def test_a_slip_of_a_carried_number_is_flagged(answer: str, value: str, result) -> None:
    assert value in flagged(check(answer, result))
    assert value not in flagged(check(answer, result, gate=OFF))  # the dial off: prose, as before
    assert value not in flagged(check(answer, result, gate=REFERENCE))


def test_every_slip_of_the_carried_number_is_flagged() -> None:
    for slip in slips_of("22.5"):
        if "." not in slip or len(slip) != 4:
            continue
        assert slip in flagged(check(f"New fuel level: {slip} gallons.", FUEL)), slip


# --- grounded or not judged ------------------------------------------------------------------------

def test_the_carried_number_itself_is_grounded_in_any_spelling() -> None:
    assert not flagged(check("New fuel level: 22.5 gallons.", FUEL))
    assert not flagged(check("New fuel level: 22.50 gallons.", FUEL))
    assert not flagged(check("She has 21.5 h PTO left.", PTO))


@pytest.mark.parametrize("other, rule", [
    ({"fuelLevelGallons": 23.502}, "rescaled"),  # a carried number rounded to the written precision
    ({"fuelLevelGallons": "23.5gal"}, "glued"),  # glued to its unit
])
def test_a_slip_carried_in_another_spelling_is_grounded(other, rule: str) -> None:
    v = check("New fuel level: 23.5 gallons.", FUEL, other)
    assert not flagged(v) and grounded(v) == {"23.5": rule}


def test_a_number_a_person_said_is_not_judged_as_a_slip() -> None:
    assert not flagged(check("New fuel level: 23.5 gallons.", FUEL, user="I think it is at 23.5 now"))


def test_a_slip_the_answer_frames_as_arithmetic_is_left_to_the_arithmetic() -> None:
    # `= 23.5`: a result the answer computed, one slip from a carried number by coincidence
    assert "23.5" not in flagged(check("Fuel level: 8.5 + 15 = 23.5 gallons.", FUEL))
    assert "23.5" not in flagged(check("The total fuel level is 23.5 gallons.", FUEL))


def test_a_slip_is_not_judged_when_the_answer_writes_the_carried_number_too() -> None:
    assert "23.5" not in flagged(check("Fuel level was 22.5; at 23.5 gallons it would be full.", FUEL))


def test_a_slip_is_not_judged_when_its_line_names_nothing_the_result_names() -> None:
    assert "23.5" not in flagged(check("The trip is about 23.5 miles.", FUEL))
    # a unit shared is no attribution: every quantity of the kind wears it
    minutes = {"remaining_minutes": 12.5}
    assert "12.7" not in flagged(check("It ran 12.7 minutes.", minutes))


def test_a_rounding_of_the_answers_own_number_is_not_judged_as_a_slip() -> None:
    bill = {"abschlag": 112, "verbrauch_kwh": 311}
    answer = "Das kostet 112,67 € pro Monat. Ein Abschlag von 113 € würde passen."
    assert "113" not in flagged(check(answer, bill))
    assert "114" in flagged(check(answer.replace("113 €", "114 €"), bill))  # not a rounding: judged


def test_a_cell_of_a_column_the_answer_derived_is_not_judged_as_a_slip() -> None:
    wind = {"wind_speed_10m": [7.8, 9.4, 14.2, 12.9]}  # in mp/h; the answer's column in km/h
    table = "| Time | Wind |\n|---|---|\n| 08:00 | 12.6 km/h |\n| 11:00 | 15.1 km/h |"
    assert "12.6" not in flagged(check(table, wind))
    assert "12.6" not in flagged(check(table + "\n\nAt 8:00 the wind is 12.6 km/h.", wind))  # restated
    # a column of data (another cell carried): a slip in it is judged
    data = "| Time | Wind |\n|---|---|\n| 08:00 | 12.6 mp/h wind |\n| 11:00 | 9.4 mp/h wind |"
    assert "12.6" in flagged(check(data, wind))


def test_short_numbers_are_not_judged_as_slips() -> None:
    assert "23" not in flagged(check("New fuel level: 23 gallons.", {"fuelLevel": 22}))


def test_candidates_are_bounded_per_answer() -> None:
    result = {f"k{i}": 100 + 2 * i for i in range(60)}
    answer = " ".join(f"k{i} {101 + 2 * i}." for i in range(60))
    assert len(slip_candidates(answer, {str(v) for v in result.values()}, set(), 4)) <= 16
    check(answer, result)  # judged without error, within the run's budget


def _derived_the_long_way(text, number, numbers, carried):
    """The derived-column test as first written (each number's row and column found by rescanning
    the table): the oracle of the one-pass `_table_cells`."""
    line_start = text.rfind("\n", 0, number.start) + 1
    if not text[line_start:number.start].lstrip().startswith("|"):
        return False
    start = line_start
    while start > 0:
        prev = text.rfind("\n", 0, start - 1) + 1
        if not text[prev:start - 1].lstrip().startswith("|"):
            break
        start = prev
    rows, pos = [], start
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        if not text[pos:end].lstrip().startswith("|"):
            break
        rows.append((pos, end))
        pos = end + 1

    def column_of(at):
        row = next(r for r in rows if r[0] <= at < r[1])
        return sum(1 for i in range(row[0], at) if text[i] == "|") - 1

    column = column_of(number.start)
    others = [n for n in numbers if n is not number and any(a <= n.start < b for a, b in rows)
              and column_of(n.start) == column]
    return bool(others) and 2 * sum(1 for n in others if n.value in carried) < len(others)


def test_the_derived_column_read_in_one_pass_equals_the_long_way():
    import random

    from evidence_audit.evidence.layout import Layout
    from evidence_audit.evidence.near_misses import _column_counts, _in_derived_column, _table_cells
    from evidence_audit.evidence.unverified import numbers_of

    rng = random.Random(10)
    pieces = ["| ", " | ", "|", "\n", "\n\n", "  | ", "x ", "Total ", "|---|---|\n"]
    for _ in range(400):
        text = "".join(
            rng.choice(pieces) if rng.random() < 0.5 else str(rng.choice([112, 113, 465, 23.5, 1.5, 208, 209]))
            for _ in range(rng.randint(1, 40))
        )
        numbers = numbers_of(text)
        carried = {n.value for n in numbers if rng.random() < 0.5}
        cells = _table_cells(Layout(text), numbers)
        counts = _column_counts(cells, numbers, carried)
        for number, cell in zip(numbers, cells):
            assert _in_derived_column(number, cell, counts, carried) == _derived_the_long_way(
                text, number, numbers, carried), (text, number)


def test_the_run_index_of_slip_words_equals_reading_every_text_per_answer():
    """`SlipWords` (a run's texts read once, a number's words once) against `attributed_slips`
    (every text per answer): random texts of signs, points, zeros, letters and words, asked as
    they grow, with slips of every shape (an exponent one is read the long way)."""
    import random

    from evidence_audit.evidence.near_misses import SlipWords, attributed_slips

    rng = random.Random(11)
    pieces = ["465", "456", "-465", "465.0", "465.00", "0465", "4650", "22.5", "22.50", "22.501", "2.25",
              "-22.5", "1.5e-7", "1.6e-7", "x", "_", ".", "-", "--", " ", "\n", ",", "fuel ", "level ",
              "price ", "seat ", '{"fuelLevel": ', "a-", "v", "1,465"]
    for _ in range(150):
        index = SlipWords()
        texts: list[tuple[str, int]] = []
        for turn in range(rng.randint(1, 5)):
            texts.append(("".join(rng.choice(pieces) for _ in range(rng.randint(0, 30))), turn))
            candidates = {
                "999": (rng.sample(["465", "-465", "22.5", "-22.5", "1.5e-7", "456", "4650"], 3),
                        set(rng.sample(["fuel", "level", "price", "seat"], 2))),
                "998": (["1.6e-7", "465"], {"price"}),
            }
            assert index.attributed(candidates, texts, 5) == attributed_slips(candidates, texts), texts
