"""Round 30 (steps30): sums, differences and products over carried AND already computed values.

- `total` adds a bill's lines the answer computed (a percent of a line, a tier) and the lines it
  worked out in written equations alike, where it sets them out as a bill does: three items or
  more, on two lines or more, above the value's own line (`bill_lines.set_out`); a two-item step
  still never mixes them (the running balance's twin).
- `written` reads a currency's local symbol spaced before a number as a code (`= Rs 7,350`,
  `KSh 1,450`), and an abbreviation's point before an operator or `=` as no stop (`50 дин. =`).
- `quantity` takes an amount wearing any ISO 4217 code or local symbol spaced before it (`PLN
  1,533.00`), and a unit price a result carried under the digit minimum (`42.00`) times
  the answer's own count.
- `carried-total` totals a column of any kept result in a terse reply to a question that asks a
  total (`all three together?`, `the sum?`), refused when another total of that pool is a one-digit
  neighbour (`sum of` is a total word of the value's own sentence too).
- `earlier` takes a recent number less an earlier answer's equation result under the digit
  minimum (`6 × 50 = 300.00` then `1,743.90 ..., 1,443.90 more`), chance-tested.
Each with its refusal: a value one digit off stays flagged.
"""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.bill_lines import set_out
from evidence_audit.evidence.expressions import relations

from ._helpers import REFERENCE, content, history, judged


def _run(system: str, *turns: tuple[str, Any, str]) -> list[dict[str, Any]]:
    """A run: the system text, then per turn the user's text, a tool result (or None) and an answer
    (the last turn's answer left out: it is the one judged)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for k, (user, result, answer) in enumerate(turns):
        out.append({"role": "user", "content": user})
        if result is not None:
            out.append({"role": "tool", "content": content(result)})
        if k < len(turns) - 1:
            out.append({"role": "assistant", "content": answer})
    return out


# --- a bill's lines, computed and worked, then its total: a bakery's catering order ---------------

BAKERY = {"order": "CAT-118", "rolls": 40, "roll_price": 2.75, "loaves": 6, "loaf_price": 3.50, "delivery_km": 12}
BAKERY_RULES = "A service charge of 10% on the bread; delivery EUR 1.50 a km plus VAT 20% on delivery only."
BAKERY_BILL = ("- Bread: 6 × 3.50 = 21.00; 40 × 2.75 = 110.00; bread EUR 131.00\n- Service 10%: EUR 13.10\n"
               "- Delivery: 12 km × 1.50 = EUR 18.00, VAT 20% EUR 3.60\n\n**Celkem: EUR {total}**")


@pytest.mark.parametrize("total,ok", [("165.70", True), ("165.80", False), ("175.70", False)])
def test_a_bills_total_adds_its_computed_and_worked_lines(total: str, ok: bool) -> None:
    # 131.00 (a total), 13.10 and 3.60 (percents) computed, 18.00 a written equation's result; the
    # total labelled in Czech (`Celkem`): the lines are the cue, not an English word
    flags, computed = judged(BAKERY_BILL.format(total=total), history(BAKERY, system=BAKERY_RULES))
    assert computed.get("13.1") is not None and computed.get("3.6") is not None, computed
    number = total.rstrip("0")
    assert (computed.get(number) == "total") is ok, computed
    assert (number in flags) is not ok


def test_set_out_wants_three_items_on_two_lines_above_the_value() -> None:
    text = "- a: 10.00\n- b: 20.00, c: 3.00\nTotal: 33.00"
    value = text.index("33.00")
    assert set_out(text, [text.index("10.00"), text.index("20.00"), text.index("3.00")], value)
    assert not set_out(text, [text.index("20.00"), text.index("3.00")], value)  # two items: a step
    one_line = "a 10.00, b 20.00, c 3.00, total 33.00"
    assert not set_out(one_line, [one_line.index("10.00"), one_line.index("20.00"), one_line.index("3.00")],
                       one_line.index("33.00"))


# --- written: a local symbol spaced before its number; an abbreviation's point --------------------

@pytest.mark.parametrize("text,value", [
    ("3 nights × Rs 2,450 = Rs 7,350", "7350"),
    ("8 m × 1,450 = KSh 11,600; with the deposit", "11600"),
    ("6 boxes × 50 дин. = 300,00 дин.", "300"),
    ("2 × 45 Std. = 90 Std.", "90"),
])
def test_written_reads_a_spaced_symbol_and_an_abbreviations_point(text: str, value: str) -> None:
    found = {format(r.value.normalize(), "f") for r in relations(text)[0]}
    assert value in found, found


def test_a_spaced_symbol_result_one_digit_off_is_no_relation() -> None:
    assert not relations("3 nights × Rs 2,450 = Rs 7,450")[0]


# --- quantity: a spaced ISO code, a carried price under the digit minimum: a feed store ------------

FEED_RULES = "You are a feed store's assistant."
FEED = "ORDER F-311   bulk layer feed   56.5 kg\nTariff: first 20 kg x 48.00, then 42.00 a kg"


@pytest.mark.parametrize("amount,ok", [("1,533.00", True), ("1,534.00", False), ("1,633.00", False)])
def test_a_count_times_a_stated_price_under_the_digit_minimum(amount: str, ok: bool) -> None:
    answer = f"The first 20 kg at PLN 48 is PLN 960.00. The other 36.5 kg at PLN 42: PLN {amount}."
    flags, computed = judged(answer, history(FEED, system=FEED_RULES))
    number = amount.replace(",", "").rstrip("0").rstrip(".")
    assert (computed.get(number) == "quantity") is ok, computed
    assert (number in flags) is not ok


# --- carried-total: the previous turn's column, a question that asks a total: car parks, a clinic --

SITES = {"time": "2026-11-26T16:20", "sites": [
    {"id": "A", "capacity": 420, "free": 37}, {"id": "B", "capacity": 260, "free": 112},
    {"id": "C", "capacity": 1150, "free": 404}]}


@pytest.mark.parametrize("written,ok", [("1,830", True), ("1,840", False), ("1,930", False)])
def test_a_terse_reply_to_a_question_asking_a_total(written: str, ok: bool) -> None:
    hist = _run("You are the operator's assistant.",
                ("free spaces now?", SITES, "A 37 free, B 112, C 404."),
                ("how big is C?", None, "1 150 spaces."),
                ("all three together?", None, ""))
    flags, computed = judged(f"{written} spaces.", hist)
    number = written.replace(",", "")
    assert (computed.get(number) == "carried-total") is ok, computed
    assert (number in flags) is not ok


def test_a_question_without_a_total_word_cues_nothing() -> None:
    hist = _run("You are the operator's assistant.",
                ("free spaces now?", SITES, "A 37 free, B 112, C 404."),
                ("and the capacity?", None, ""))
    flags, _ = judged("1,830 spaces.", hist)
    assert "1830" in flags


def test_a_long_answer_is_not_cued_by_the_question() -> None:
    hist = _run("You are the operator's assistant.",
                ("free spaces now?", SITES, "A 37 free, B 112, C 404."),
                ("all three together?", None, ""))
    long_answer = "Site A holds 420 and site B 260; site C is the airport's long stay. " * 3 + "Capacity 1,830."
    flags, _ = judged(long_answer, hist)
    assert "1830" in flags


VISITS = "day,visits\nmon,212\ntue,341\nwed,388\nthu,402\nfri,396"


@pytest.mark.parametrize("question,ok", [("and the sum?", True), ("and the average?", False)])
def test_a_question_asking_a_sum_reads_an_earlier_turns_column(question: str, ok: bool) -> None:
    # a total word of the answer's own sentence reads this turn's results only (test_sums10); the
    # question's `sum` reads any kept result, in a terse reply
    hist = _run("You are the clinic's assistant.",
                ("visits this week?", VISITS, "| day | visits |\n|---|---|\n| mon | 212 |\n| thu | 402 |"),
                (question, None, ""))
    flags, computed = judged("1,739.", hist)  # (no label: `visits` would name the column itself)
    assert (computed.get("1739") == "carried-total") is ok, computed
    assert ("1739" in flags) is not ok


# --- earlier: a recent number less an earlier answer's equation result: a pharmacy ----------------

PRICES = {"Amlodipin 5 mg": {"price": 312.4}, "Metformin 850 mg": {"price": 268.9}}


@pytest.mark.parametrize("written,ok", [("1,443.90", True), ("1,453.90", False), ("1,443.80", False)])
def test_a_recent_number_less_an_earlier_equation_result(written: str, ok: bool) -> None:
    hist = _run("You are the pharmacy's assistant. A co-payment of RSD 50 a pack.",
                ("how much with the prescription?", None, "Co-payment: 6 packs × 50 = **300.00**."),
                ("and without it?", PRICES, ""))
    answer = f"3 × 312.40 + 3 × 268.90 = **1,743.90**, that is {written} more than with the prescription."
    flags, computed = judged(answer, hist)
    number = written.replace(",", "").rstrip("0")
    assert (computed.get(number) == "earlier") is ok, computed
    assert (number in flags) is not ok


def test_the_reference_profile_computes_none_of_it() -> None:
    _, computed = judged(BAKERY_BILL.format(total="165.70"), history(BAKERY, system=BAKERY_RULES), REFERENCE)
    assert "165.7" not in computed



def test_a_column_its_label_names_in_a_reply_to_an_asked_total() -> None:
    """(review of round 30) a terse reply to `How many passes sold in all?` still takes the column
    its label names (the named `carried-total`: heldout24 skiresort-10's `53,319 passes`, a real
    run): the asked total had turned that path off; a one-digit slip stays flagged."""
    from pathlib import Path

    from evidence_audit import Source, assemble_run, parse_line

    corpus = Path(__file__).resolve().parents[1] / "data" / "heldout24" / "skiresort.jsonl"
    line = next(raw for raw in corpus.read_bytes().splitlines() if b"skiresort-10" in raw[:400])
    messages = list(assemble_run(parse_line(line, Source(str(corpus), 1)).messages).messages)
    answers = [k for k, m in enumerate(messages) if m.answer]
    at = answers[2]
    history = [{"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id, "tool_calls": m.tool_calls,
                "tool_name": m.tool_name} for m in messages[:at]]
    answer = messages[at].text
    assert answer.startswith("53,319 passes")
    gate = resolve_gate({"profile": "default"})
    verdict = check_answer(answer, history, gate)
    assert "53319" not in [c.value for c in verdict.unsupported]
    assert [c.derivation for c in verdict.computed or () if c.value == "53319"] == ["carried-total"]
    slipped = check_answer(answer.replace("53,319", "53,819"), history, gate)
    assert "53819" in [c.value for c in slipped.unsupported]
