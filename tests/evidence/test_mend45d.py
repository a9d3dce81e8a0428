"""mend45d: review45b's D1 and D4 on `word_dates.chain_step`'s round-45 steps (avocado45, vanilla45).

- D1: a base from another record. Where the codes of the value's line name one record of the latest
  result (`SH-89`, `TW-0312`: `row_records.line_codes`, `named_record_days`, `basis.line_days`), the
  named-count step from a dated base and the step from a yearless base take only that record's days
  (its dates', its timestamps'): another row's day on the line (SH-88's 19 August) stays flagged,
  the record's own passes.
- D4: the bare count that names the span (`date_steps.named_count_spans`) is the one right before the
  value: a word at most, then an arrow's marks; a count closing its clause (`mizigo 10, →`) names none.
"""

from __future__ import annotations

from ._helpers import history, judged

WAREHOUSE = ("You are the desk of a tea warehouse in Mombasa. Today is 2027-08-17 (Tuesday), 08:00. "
             "Rules: loaders 6,000 KES a day; invoices are paid within 10 days of their date.")
SHIPS = [{"shipment": "SH-88", "departs": "2027-08-19T05:30"}, {"shipment": "SH-89", "departs": "2027-08-21T05:30"}]
INVOICES = [{"invoice": "TW-0311", "date": "2027-08-09", "total": 418500},
            {"invoice": "TW-0312", "date": "2027-08-11", "total": 220000}]
INVOICE = {"invoice": "TW-0311", "date": "2027-08-09", "total": 418500}


def test_record_days_of_a_line_read_dates_and_timestamps() -> None:
    from evidence_audit.evidence.row_records import line_codes, named_record_days
    from evidence_audit.evidence.served import Served

    text = "Sawa.\nSH-89 imesafirishwa tarehe 19 Agosti; siku 10 → **29 Agosti 2027**."
    codes = line_codes(text, text.index("29 Agosti"))
    assert codes == ["SH-89"]
    served = Served(parsed=SHIPS, has_parsed=True)
    assert named_record_days(codes, served) == ("2027-08-21",)
    assert named_record_days(["SH-88", "SH-89"], served) == ()  # two records named: none


def test_d1_a_yearless_base_of_another_record_stays_flagged() -> None:
    flags, comp = judged("SH-89 imesafirishwa tarehe 19 Agosti; siku 10 → **29 Agosti 2027**.",
                         history(SHIPS, system=WAREHOUSE, user="Inalipwa lini?"))
    assert "29 Agosti 2027" in flags and "29 Agosti 2027" not in comp


def test_d1_a_yearless_base_of_the_line_s_record_passes() -> None:
    flags, comp = judged("SH-89 imesafirishwa tarehe 21 Agosti; siku 10 → **31 Agosti 2027**.",
                         history(SHIPS, system=WAREHOUSE, user="Inalipwa lini?"))
    assert not flags and comp.get("31 Agosti 2027") == "date-step"


def test_d1_a_dated_base_of_another_record_stays_flagged() -> None:
    flags, comp = judged("Ankara TW-0312 ya tarehe 9 Agosti 2027; siku 10 → **19 Agosti 2027**.",
                         history(INVOICES, system=WAREHOUSE, user="Inalipwa lini?"))
    assert "19 Agosti 2027" in flags and "19 Agosti 2027" not in comp


def test_d1_a_dated_base_of_the_line_s_record_passes() -> None:
    flags, comp = judged("Ankara TW-0312 ya tarehe 11 Agosti 2027; siku 10 → **21 Agosti 2027**.",
                         history(INVOICES, system=WAREHOUSE, user="Inalipwa lini?"))
    assert not flags and comp.get("21 Agosti 2027") == "date-step"


def test_d4_named_count_spans_takes_the_count_right_before_the_value() -> None:
    from evidence_audit.evidence.date_steps import Span, named_count_spans

    day = Span(1, "day", "a day", "rules")
    ten = Span(10, "day", "10 days", "rules")
    spans = [day, ten]
    assert named_count_spans("; siku 10 → **", spans) == [ten]
    assert named_count_spans("; 10 andro → **", spans) == [ten]  # the days' word after the count
    assert named_count_spans("; mizigo 10, → **", spans) is spans  # a count closing its clause
    assert named_count_spans("; mizigo 10; siku → **", spans) is spans
    assert named_count_spans("; 10 mizigo ya chai → **", spans) is spans  # more than a word after it


def test_d4_a_count_of_something_else_closing_its_clause_stays_flagged() -> None:
    flags, comp = judged("Ankara TW-0311 ya tarehe 9 Agosti 2027; mizigo 10, → **19 Agosti 2027**.",
                         history(INVOICE, system=WAREHOUSE, user="Inalipwa lini?"))
    assert "19 Agosti 2027" in flags and "19 Agosti 2027" not in comp


def test_d4_the_named_count_before_the_arrow_passes() -> None:
    flags, comp = judged("Ankara TW-0311 ya tarehe 9 Agosti 2027; siku 10 → **19 Agosti 2027**.",
                         history(INVOICE, system=WAREHOUSE, user="Inalipwa lini?"))
    assert not flags and comp.get("19 Agosti 2027") == "date-step"
