"""(round 46, mend46b) review leftovers of round 45, as tests that fail at d1215d11.

- `ArithmeticBasis.gives_number`: a date's day, month or year is no quantity the run gives: the `30`
  of a result's `deliver by 2027-09-30` is no threshold `earlier-rest` takes (`K-7 takes 30 t ...
  Remaining 82.47 t`), nor the `9` of a person's `9 August`.
- `units.unit_after`: `mil` is the Scandinavian mile (10 km) only in a text that writes Scandinavian
  (`Umeå`, `SEK`): English `86.76 mil` (thousandths of an inch) and Spanish `86.76 mil.` are no 867.6 km.
- `carried_totals.explain_named`: a group of rows named by a category value only where the label's
  last word names some row, the summed column or the value's unit: `| Shelling wastage | 193.5 kg |`
  and `| Shelling hours | 193.5 kg |` are no sum of the shelling rows; `| Raw nuts shelled |` is.
- `stated_tiers`: a tier clause in French or Spanish (`au-delà de 200 km`, `a partir de 200 km`, `más
  de 200 km`) states its threshold as the English `beyond 200 km` does; `hasta 200 km` states none.
- slow paths, the same output: `fee_schedules.steps_in` reads each line and its heading once (a long
  rule line was quadratic); a long sentence of dates reads its spans (`date_steps.spans_in`,
  `word_dates.computed_date`), its inclusive words and its last words (`last_words.says_last`) once per
  window, and the run's verdict of each date once (`judge_dates`).
"""

from __future__ import annotations

import random
import time
from datetime import date, timedelta
from decimal import Decimal

import pytest

from evidence_audit import core
from evidence_audit.evidence import date_steps, fee_schedules, last_words, word_dates
from evidence_audit.evidence.computed import products

from .test_shapes45a import sheet_run
from .test_shapes45b import _contract, _route
from ._helpers import history, judged


def test_a_date_s_day_is_no_threshold_the_run_gives() -> None:
    # the prices' `deliver by 2027-09-30` gives no 30 t: 112.47 - 30 stays the answer's own
    flags, _ = _contract("K-7 takes 30 t @ $210.00 = $6,300.00. Remaining 82.47 t at spot.")
    assert "82.47" in flags, flags
    flags, _ = _contract("K-7 takes 9 t @ $210.00 = $1,890.00. Remaining 103.47 t at spot.")
    assert "103.47" in flags, flags


def test_a_person_s_date_gives_no_threshold_but_a_stated_quantity_does() -> None:
    def run(user: str, answer: str) -> set[str]:
        hist = history({"lot": "L-4", "crop": "barley", "dry_t": 112.47}, user="Dry tonnes on lot L-4?",
                       answers=("| | L-4 |\n|---|---|\n| Crop | barley |\n| Dry | 112.47 t |",))
        hist.append({"role": "user", "content": user})
        return judged(answer, hist)[0]
    assert "103.47" in run("The buyer collects on 9 August. What is left?", "Collected 9 t. Remaining 103.47 t.")
    assert "103.47" not in run("The buyer collects 9 t on Monday. What is left?", "Collected 9 t. Remaining 103.47 t.")


@pytest.mark.parametrize("answer", [
    "The drive is 867.6 km (86.76 mil).",  # English: a mil is a thousandth of an inch
    "La ruta: 867.6 km (86.76 mil).",  # Spanish: mil is a thousand
])
def test_mil_beside_no_scandinavian_is_no_ten_km(answer: str) -> None:
    flags, _ = _route(answer)
    assert "86.76" in flags, flags


@pytest.mark.parametrize("answer", [
    "The drive to Umeå is 867.6 km (86.76 mil).",
    "| Leg | km | SEK |\n|---|---|---|\n| **Total** | **867.6** (86.76 mil) | 9,573.60 |",
])
def test_mil_beside_scandinavian_is_ten_km(answer: str) -> None:
    flags, how = _route(answer)
    assert "86.76" not in flags and how.get("86.76") == "convert", (flags, how)


def _sheet(label: str, value: str = "193.5 kg") -> tuple[set[str], dict[str, str]]:
    return judged(f"| Item | Value |\n|---|---|\n| {label} | {value} |", sheet_run())


@pytest.mark.parametrize("label", ["Shelling wastage", "Shelling losses", "Shelling hours"])
def test_a_label_of_something_else_of_a_group_sums_none(label: str) -> None:
    assert "193.5" in _sheet(label)[0]


@pytest.mark.parametrize("label", ["Raw nuts shelled", "Total shelled", "Shelling total", "Shelling kilograms"])
def test_a_label_of_the_group_s_quantity_sums_it(label: str) -> None:
    flags, how = _sheet(label)
    assert not flags and how["193.5"] == "carried-total", (label, flags, how)


# --- French and Spanish tier clauses (probe45: `stated_tiers._TIER_WORD`) ---------------------------

HAUL_FR = ("Vous êtes le guichet d'un transporteur.\nRègles (montants en SEK) :\n- Distance : 40 premiers km inclus ; "
           "du km 41 au km 200, 14 SEK le km ; au-delà de 200 km, 11 SEK le km.\n- TVA 25 % en sus.")
HAUL_ES = ("Eres la oficina de un transportista.\nReglas (importes en SEK):\n- Distancia: los primeros 40 km incluidos; "
           "del km 41 al 200, 14 SEK por km; {word} 200 km, 11 SEK por km.\n- IVA 25% aparte.")
ROUTE = {"from": "depot", "to": "Storgatan 44, Umea", "km": 712.4, "minutes": 540}


def _bands(system: str, beyond: str) -> set[str]:
    answer = ("| Band | km | Rate | SEK |\n|---|---|---|---|\n| 0–40 | 40 | included | 0 |\n| 41–200 | 160 | 14 | 2,240 |\n"
              f"| 200+ | {beyond} | 11 | 5,636.40 |\n| **Total** | **712.4** | | |")  # the answer writes q
    return judged(answer, history(ROUTE, system=system, user="Distance charge?"))[0]


@pytest.mark.parametrize("system", [HAUL_FR, HAUL_ES.format(word="a partir de"), HAUL_ES.format(word="más de")])
def test_a_tier_clause_in_french_or_spanish_states_its_threshold(system: str) -> None:
    assert "512.4" not in _bands(system, "512.4")  # 712.4 - 200
    assert "513.4" in _bands(system, "513.4")  # one digit off
    assert "672.4" in _bands(system, "672.4")  # past the 40, not the 200 the band writes


def test_a_clause_that_compares_nothing_states_no_threshold() -> None:
    system = HAUL_ES.format(word="hasta")  # `up to 200 km`: no tier past it
    assert "512.4" in _bands(system, "512.4")


# --- slow paths: the same output, each window read once ------------------------------------------


def test_a_rule_line_s_headings_are_those_walked_up_to() -> None:
    # `_Lines` finds every line's heading in one pass: the same as `_line_and_heading` walking up
    rng = random.Random(46)
    parts = ["Per ticket", "  Facility fee $2.50", "    x 5% y", "\t15% off", "", "   ", "Per order", " a", "  b  $3 fee"]
    for _ in range(300):
        text = "\n".join(rng.choice(parts) for _ in range(rng.randint(1, 14)))
        lines = fee_schedules._Lines(text)
        for k, start in enumerate(lines.starts):
            line, heading = fee_schedules._line_and_heading(text, start)
            assert lines._line(k) == line
            assert (lines._line(lines.headings[k]) if lines.headings[k] >= 0 else "") == heading, (text, k)


def test_a_long_rule_line_s_steps_are_read_as_before() -> None:
    text = "Per ticket\n  " + "Service fee 12% of face value; sales tax 8.875% on all fees; a $2.50 fee per ticket; " * 40
    steps = fee_schedules.steps_in(text)
    assert len(steps) == 120
    assert [(s.kind, s.shown) for _, s in steps[:3]] == [
        (fee_schedules.UNIT_PERCENT, "12%"), (fee_schedules.TAX, "8.875%"), (fee_schedules.UNIT_FEE, "$2.50")]


def _steps_time(n: int) -> float:
    text = ("a 5% b " * n)[:n]
    best = 1e9
    for _ in range(3):
        t = time.perf_counter()
        assert fee_schedules.steps_in(text) == []
        best = min(best, time.perf_counter() - t)
    return best


def test_a_long_rule_line_costs_linear_time() -> None:
    """4x the line, under 9x the time (d1215d11: 16x, every step's line searched whole)."""
    small, large = _steps_time(2_000), _steps_time(8_000)
    assert large < 9 * small + 0.05, (small, large)


def _dates_sentence(n: int) -> str:
    out, d = [], date(2027, 3, 1)
    for _ in range(n):
        out.append(d.strftime("%B ") + str(d.day) + d.strftime(", %Y") + " plus 2 weeks =")
        d += timedelta(days=1)
    return "Milled on " + " ".join(out) + " done."


KNOWN = {"2027-03-01", "2027-03-15", "2027-04-02"}


def _judged(answer: str) -> list[tuple[str, str, str]]:
    verdicts = word_dates.judge_dates(answer, lambda iso, w=None: "exact" if iso in KNOWN else None,
                                      lambda iso: False, lambda iso: False, years=lambda: [2027])
    return [(v.kind, v.candidate.value, v.expression) for v in verdicts]


def test_a_long_sentence_of_dates_is_judged_as_before() -> None:
    judged_dates = _judged(_dates_sentence(120))
    assert len(judged_dates) == word_dates.MAX_DATES
    assert [v for v in judged_dates if v[0] != "unsupported"] == [  # as d1215d11 judged them, 58 flagged
        ("grounded", "March 1, 2027", ""), ("grounded", "March 15, 2027", ""),
        ("computed", "March 19, 2027", "2027-04-02 - 2 weeks = 2027-03-19"),
        ("computed", "March 29, 2027", "2027-03-15 + 2 weeks = 2027-03-29"), ("grounded", "April 2, 2027", ""),
        ("computed", "April 16, 2027", "2027-04-02 + 2 weeks = 2027-04-16")]


@pytest.mark.skipif("evidence.date_steps" in core.compiled_modules() or "evidence.last_words" in core.compiled_modules(),
                    reason="counts calls by patching; compiled calls are bound early")
def test_a_sentence_s_spans_and_last_words_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    spans: list[tuple[int, int, str]] = []
    lasts: list[tuple[int, int]] = []
    real_spans, real_last = date_steps._spans_in, last_words._read_last

    def counted_spans(text: str, start: int, end: int, where: str) -> list[date_steps.Span]:
        spans.append((start, end, where))
        return real_spans(text, start, end, where)

    def counted_last(text: str, start: int, end: int) -> tuple[bool, list[int]]:
        lasts.append((start, end))
        return real_last(text, start, end)

    monkeypatch.setattr(date_steps, "_spans_in", counted_spans)
    monkeypatch.setattr(last_words, "_read_last", counted_last)
    _judged(_dates_sentence(121) + " l'ultimo giorno")  # a text no earlier test read (the readings kept)
    assert spans and len(spans) == len(set(spans)), "a window's spans read twice for one answer"
    assert lasts and len(lasts) == len(set(lasts)), "a sentence's last words read twice for one answer"


def test_the_nearest_kept_terms_are_the_nearest_of_the_kept() -> None:
    # `products._nearest_kept` (asked lazily) takes what `_nearest` takes of the kept items
    rng = random.Random(460)
    for _ in range(400):
        at_list = sorted(rng.sample(range(2000), rng.randint(0, 80)))
        items = [(Decimal(k), "t", at, "") for k, at in enumerate(at_list)]
        kept = {k for k in range(len(items)) if rng.random() < 0.6}
        at = rng.randrange(2000)
        expected = products._nearest([x for k, x in enumerate(items) if k in kept], at, lambda t: t[2])
        assert products._nearest_kept(items, at, lambda k: k in kept) == expected


@pytest.mark.parametrize("cost, rated", [("1,030.75", True), ("1,030.85", False)])
def test_a_rate_on_a_long_line_of_quantities_is_read_as_before(cost: str, rated: bool) -> None:
    # a previous answer of 300 quantities, a line of 60 more: the rate's product found (one digit off: flagged)
    previous = "Loads: " + ", ".join(f"{100 + k * 7 % 900}.{k % 10} t" for k in range(300)) + "."
    hist = history({"lot": "L-4", "dry_t": 412.3, "rate_usd_t": 2.5}, user="Loads?", answers=(previous,))
    hist.append({"role": "user", "content": "Cost?"})
    answer = ("Loads: " + ", ".join(f"{200 + k * 13 % 700}.{k % 10} t" for k in range(60))
              + f"; at $2.50/t, 412.3 t would cost about ${cost}.")
    flags, how = judged(answer, hist)
    value = cost.replace(",", "")
    assert (how.get(value) == "rate" and value not in flags) if rated else value in flags, (value, how)
