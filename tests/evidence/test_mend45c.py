"""(round 45, mend45c) review45a's D5 and D7 on the merged round, as tests.

- D5: `carried_totals.explain_named`'s group sum took a row named by any word of the label (`Yards
  dyed` added the metres dyed and the yards sewn; `Shelled by Sabita` summed every shelling row), and
  `_stem` read `filling` as the `fil` of `filed`: a row is now in the group only if every label word
  that names some row names it, and a doubled consonant is undone only after a vowel's ending and never
  a word's own `ll`, `ss`, `ff`, `zz`. The honest group sums (`Yards dyed` over the yards dyed, `Raw
  nuts shelled`, `Papers filed` over the filing rows) still pass.
- D7: a long answer of dates in one sentence (Tibetan `ཟླ་༡༠ ཚེས་༡༨`, CJK `10月18日`) scanned the
  whole answer for spans once per date (`word_dates.computed_date`, `_spans_around`): its spans are
  now read once per answer and window (`word_dates._spans_of`); the dates are judged as before.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit import core
from evidence_audit.evidence import check_answer, word_dates
from evidence_audit.evidence.carried_totals import _stem

from ._helpers import DEFAULT, flagged, judged


def sheet(rows: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the assistant of a dye unit."},
            {"role": "user", "content": "Yesterday's sheet?"},
            {"role": "tool", "content": rows},
            {"role": "assistant", "content": "Six rows on the sheet."},
            {"role": "user", "content": "Mean per worker?"}]


def row(label: str, value: str) -> str:
    return f"| Item | Value |\n|---|---|\n| {label} | {value} |"


DYE = ("worker,task,qty,unit\nAda,dyeing,40.75,yard\nBisi,dyeing,35.25,metre\nCeci,sewing,22.75,yard\n"
       "Dayo,dyeing,51,yard\nEke,sewing,18.5,metre\nFola,cutting,12.25,metre")
CASHEW = "worker,task,kg\nSabita,shelling,64\nKuni,shelling,58.5\nRashmi,peeling,21.5\nJamuna,peeling,18.25\nTilottama,shelling,71"
FILES = "worker,task,kg\nA,filling,30.5\nB,filling,41.25\nC,filing,12.5\nD,sorting,9.75\nE,filing,20.25"


def test_d5_a_group_is_the_rows_every_naming_label_word_names() -> None:
    # the yards dyed (40.75 + 51) pass; the yards or the dyeing (149.75: metres dyed and yards sewn) do not
    flags, how = judged(row("Yards dyed", "91.75"), sheet(DYE))
    assert not flags and how["91.75"] == "carried-total"
    assert "149.75" in judged(row("Yards dyed", "149.75"), sheet(DYE))[0]
    # a person's name and a task: Sabita's shelling is one row, no group; all shelling rows are not hers
    assert "193.5" in judged(row("Shelled by Sabita", "193.5 kg"), sheet(CASHEW))[0]
    flags, how = judged(row("Raw nuts shelled", "193.5 kg"), sheet(CASHEW))
    assert not flags and how["193.5"] == "carried-total"


def test_d5_a_word_s_own_double_consonant_is_kept() -> None:
    assert _stem("filling") != _stem("filed") == _stem("filing")
    assert _stem("cutting") == _stem("cut") and _stem("shelling") == _stem("shelled") == _stem("shellers")
    # `Papers filed` is the filing rows (12.5 + 20.25), not the filling ones added (+ 30.5 + 41.25)
    assert "104.5" in judged(row("Papers filed", "104.5"), sheet(FILES))[0]
    flags, how = judged(row("Papers filed", "32.75"), sheet(FILES))
    assert not flags and how["32.75"] == "carried-total"


RESULT = [{"role": "system", "content": "You are a mill's assistant."}, {"role": "user", "content": "x"},
          {"role": "tool", "content": json.dumps({"lot": "NS-1008", "kg": 1555.2, "sack_kg": 25})}]


@pytest.mark.parametrize("date, shown", [("ཟླ་༡༠ ཚེས་༡༨ ཟླ་", "ཟླ་10 ཚེས་18"), ("10月18日 x", "10月18日")])
def test_d7_a_long_sentence_of_dates_is_judged_as_before(date: str, shown: str) -> None:
    verdict = check_answer(" ".join(date for _ in range(300)), RESULT, DEFAULT)
    assert flagged(verdict) == {shown}  # every date no result carries stays flagged


@pytest.mark.skipif("evidence.word_dates" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_d7_a_sentence_s_spans_are_read_once_per_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[tuple[int, int, str]] = []
    real = word_dates.spans_in

    def counted(text: str, start: int, end: int, where: str) -> list[Any]:
        read.append((start, end, where))
        return real(text, start, end, where)

    monkeypatch.setattr(word_dates, "spans_in", counted)
    word_dates._SPANS_READ.clear()
    answer = " ".join("ཟླ་༡༠ ཚེས་༡༨ ཟླ་" for _ in range(200)) + " 2"
    check_answer(answer, RESULT, DEFAULT)
    assert read and len(read) == len(set(read)), "a window's spans read twice for one answer"


def test_d7_a_window_s_spans_are_kept() -> None:
    answer = "Paid 2027-09-28; 20 days later, ཟླ་༡༠ ཚེས་༡༨."
    first = word_dates._spans_of(answer, 0, len(answer), "x")
    assert [(s.size, s.unit) for s in first] == [(20, "day")]
    assert word_dates._spans_of(answer, 0, len(answer), "x") is first
