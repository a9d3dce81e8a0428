"""Round 32 (fold32): one reader per spelling, no change in output. Each fold's reading pinned where
its callers differ: a year-first date read by `compact_dates` alone in prose (the respelling), glued
in a token (a result's text) and as a date rule's base (`computed/basis._dates_in`); an answer's
labelled lines read once per answer text (`count_multiples._priced_lines`), a person's line once
per text (`add_text`), the same quantities as before."""

from __future__ import annotations

import pytest

from evidence_audit import core
from evidence_audit.evidence import count_multiples
from evidence_audit.evidence.compact_dates import compact_dates, year_first, year_first_dates
from evidence_audit.evidence.computed.basis import _dates_in
from evidence_audit.evidence.count_multiples import StatedQuantities

from ._helpers import history, judged


def _read(text: str, alone: bool = False) -> list[str]:
    return [text[s:e] for s, e, _ in year_first_dates(text, alone=alone)]


def test_one_year_first_reader_three_neighbourhoods() -> None:
    # a result's token: glued inside a name it is a date (`compact_dates`), alone in prose it is not
    assert _read("logs-app-2025.08.13") == ["2025.08.13"] and list(compact_dates("logs-app-2025.08.13")) == ["2025-08-13"]
    assert _read("logs-app-2025.08.13", alone=True) == []
    # a range of two: glued by a hyphen, neither is alone (left as written); both are a date rule's bases
    text = "from 2026/11/03-2026/11/10, then 2026-11-12"
    assert _read(text, alone=True) == []
    assert [w for _, w in _dates_in(text, 0, len(text))] == ["2026/11/03", "2026/11/10", "2026-11-12"]
    # a path's part after a slash or a point is no base; no date beyond 2099 or past a month's days
    assert _dates_in("see x/2026/11/03", 0, 16) == [] and _read("2150/01/01 2026/02/30") == []
    assert year_first("2026.11.03") == "2026-11-03" and year_first("2026/11/03/4") is None


def test_the_date_rules_still_read_a_carried_year_first_base() -> None:
    # the run carries `2026/10/20` as written: kept, grounded, and the base of a stated term's step
    run = history({"order": "A-7", "paid": "2026/10/20"}, user="The warranty is 30 days from payment.")
    flags, computed = judged("Paid 2026/10/20, so the warranty runs until 2026/11/19.", run)
    assert flags == set() and "2026/11/19" in computed
    assert "2026/11/18" in judged("Paid 2026/10/20, so the warranty runs until 2026/11/18.", run)[0]


@pytest.mark.skipif("evidence.count_multiples" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_an_answers_labels_are_read_once_per_answer(monkeypatch) -> None:
    read: list[tuple[str, int]] = []
    real = count_multiples._line_labels

    def counted(text: str, line_start: int):
        read.append((text, line_start))
        return real(text, line_start)

    monkeypatch.setattr(count_multiples, "_line_labels", counted)
    count_multiples._ANSWER_LABELS.clear()  # the same answer read by an earlier test of this process is kept
    system = ("Rules (amounts in CZK):\n- Trailers, by the days out: one day CZK 1,250; above one day CZK 1,250 plus "
              "CZK 830 per started day above the first.\n- Season pass, members only: CZK 9,600, valid for 180 days.")
    answer = ("1. Days: 7 × 2 = 14.\n2. Singles: 14 × 1,250 = 17,500.\n"
              "3. Passes: 1 pass covers 11 days, 9,600; the other 3 as singles, 3,750.\n4. Together: 13,350.")
    flags, computed = judged(answer, history({"member": True}, system=system))
    assert flags == set() and computed.get("3750") == "count-multiple"
    of_answer = [at for text, at in read if text.startswith("1. Days")]
    assert of_answer and len(of_answer) == len(set(of_answer)), "a line's label read twice for one answer"
    assert "3850" in judged(answer.replace("3,750", "3,850").replace("13,350", "13,450"), history({"member": True}, system=system))[0]


@pytest.mark.skipif("evidence.count_multiples" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_a_persons_line_label_is_read_once_for_all_its_clauses(monkeypatch) -> None:
    read: list[int] = []
    real = count_multiples._line_labels
    monkeypatch.setattr(count_multiples, "_line_labels", lambda text, at: read.append(at) or real(text, at))
    kept = StatedQuantities()
    text = "- Vans, route K: 40 crates, 12 pallets, 3 drivers, 2 days\n- Bikes: 4 boxes"
    kept.add_text(text)
    assert sorted(read) == [0, text.index("- Bikes")] and len(kept._quantities) == 5
    assert all("van" in nouns for _, nouns, clause in kept._quantities if "box" not in clause)


# --- stamp_gaps._record_reach: which colon clocks it can read ---------------------------------------

ROOMS = ("room,check_in,check_out\nR1,2026-03-02T07:12,2026-03-02T09:30\nR2,2026-03-02T07:40,2026-03-02T18:05\n"
         "R3,2026-03-02T12:55,2026-03-03T08:20\n")


@pytest.mark.skipif("evidence.stamp_gaps" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_a_records_clocks_written_with_colons_never_reach_the_record_reach(monkeypatch) -> None:
    """`explain_gap` refuses a line that writes other `H:MM` clocks (a schedule) before it asks
    `_record_reach`: the colon of its `_LINE_CLOCK` reads only the value's own token (and the terms
    of a holding `H:MM` sum, `summed_terms`), so a record is named by `0740`, `7.40`, `7h40` alone."""
    from evidence_audit.evidence import stamp_gaps

    lines: list[str] = []
    real = stamp_gaps._record_reach

    def asked(answer: str, value: str, minutes: int, records):  # type: ignore[no-untyped-def]
        lines.append(value)
        return real(answer, value, minutes, records)

    monkeypatch.setattr(stamp_gaps, "_record_reach", asked)
    run = history(ROOMS, user="How long was each room used?")
    flags, computed = judged("R2: 0740 to 1805, 10h25.", run)
    assert computed.get("10h25") == "stamp-gap" and lines == ["10h25"]
    lines.clear()
    flags, computed = judged("R2: 07:40 to 18:05, 10h25.", run)
    assert lines == [] and computed.get("10h25") != "stamp-gap"  # another rule's (elapsed), or none


# --- convert: the question's and the previous answer's quantities read once per text ---------------------------------

@pytest.mark.skipif("evidence.computed.run_rules" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_convert_reads_the_questions_quantities_once_for_every_value(monkeypatch) -> None:
    from evidence_audit.evidence.computed import run_rules

    read: list[str] = []
    real = run_rules._unit_numbers
    monkeypatch.setattr(run_rules, "_unit_numbers", lambda text: read.append(text) or real(text))
    run_rules._UNIT_NUMBERS._kept.clear()
    question = "How many litres are 12.5 m3 and 7.5 m3, and how many grams is 2.5 kg?"
    answer = "That is 12,500 L and 7,500 L, and 2,500 g."
    flags, computed = judged(answer, history(system="You are a farm supply's assistant.", user=question))
    assert flags == set() and all(computed[v].startswith("convert") for v in ("12500", "7500", "2500"))
    assert read.count(question) == 1  # once, not once per value
    assert "12600" in judged(answer.replace("12,500", "12,600"), history(user=question))[0]
