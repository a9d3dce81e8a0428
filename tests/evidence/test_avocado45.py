"""avocado45: heldout43 avocado's causes as made-up runs (none of the corpus's texts): a due day
stepped from a base by a stated span whose count the answer writes in a word no table reads
(Swahili's `siku 10`, the days before their count), from a dated base or a yearless one a result
carries; the Rwandan franc's own sign after an amount deciding point thousands (`10.500 FRW`); an
article-led hour after an amount (`900 TZS an hour past 8 hours`) read as a rate's unit, no offset
from a clock; each with its refusals."""

from __future__ import annotations

from ._helpers import history, judged


def test_named_count_spans_picks_the_stated_span_of_the_one_bare_count() -> None:
    from evidence_audit.evidence.date_steps import Span, named_count_spans

    day = Span(1, "day", "a day", "rules")
    ten = Span(10, "day", "10 days", "rules")
    spans = [day, ten]
    assert named_count_spans("; siku 10 → **", spans) == [ten]
    # no count, two counts, a count no stated span has, a clock's piece: the spans unchanged
    assert named_count_spans("; → **", spans) is spans
    assert named_count_spans("; siku 10 na 3 → **", spans) is spans
    assert named_count_spans("; siku 11 → **", spans) is spans
    assert named_count_spans(" saa 10:30 → **", spans) is spans


# a due day stepped from a dated base (`word_dates.chain_step`); today (the 17th) one digit from the 19th
WAREHOUSE = ("You are the desk of a tea warehouse in Mombasa. Today is 2027-08-17 (Tuesday), 08:00. "
             "Rules: loaders 6,000 KES a day; invoices are paid within 10 days of their date.")
INVOICE = {"invoice": "TW-0311", "date": "2027-08-09", "total": 418500}


def test_a_due_day_by_the_stated_span_its_count_names_passes() -> None:
    flags, comp = judged("Ankara TW-0311 ya tarehe 9 Agosti 2027; siku 10 → **19 Agosti 2027**.",
                         history(INVOICE, system=WAREHOUSE, user="Inalipwa lini?"))
    assert not any("19 Agosti" in f for f in flags) and comp.get("19 Agosti 2027") == "date-step"


def test_a_due_day_a_day_on_or_by_a_count_no_one_stated_stays_flagged() -> None:
    for line in ("Ankara TW-0311 ya tarehe 9 Agosti 2027; siku 10 → **20 Agosti 2027**.",
                 "Ankara TW-0311 ya tarehe 9 Agosti 2027; siku 11 → **20 Agosti 2027**.",
                 "Ankara TW-0311 ya tarehe 9 Agosti 2027; siku 10 → **18 Agosti 2027**."):
        flags, _ = judged(line, history(INVOICE, system=WAREHOUSE, user="Inalipwa lini?"))
        assert any("Agosti 2027" in f and "9 Agosti" not in f[:2] for f in flags), line


# a yearless base a result carries, on the value's line
SHIPMENT = {"shipment": "SH-88", "departs": "2027-08-19T05:30", "to": "Nairobi"}


def test_a_due_day_from_a_yearless_carried_base_by_its_named_count_passes() -> None:
    flags, comp = judged("Imesafirishwa tarehe 19 Agosti; siku 10 → **29 Agosti 2027**.",
                         history(SHIPMENT, system=WAREHOUSE, user="Inalipwa lini?"))
    assert not any("29 Agosti" in f for f in flags) and comp.get("29 Agosti 2027") == "date-step"


def test_a_due_day_from_a_yearless_base_refuses_a_day_off_or_an_unknown_base() -> None:
    for line in ("Imesafirishwa tarehe 19 Agosti; siku 10 → **28 Agosti 2027**.",
                 "Imesafirishwa tarehe 18 Agosti; siku 10 → **28 Agosti 2027**."):
        flags, _ = judged(line, history(SHIPMENT, system=WAREHOUSE, user="Inalipwa lini?"))
        assert any("28 Agosti 2027" in f for f in flags), line
    # no count written between them: the spans the rules state (vanilla45's fallback, merged with this
    # rule: `paid within 10 days`; the loaders' `a day` is a rate, no span) under the chance test, a
    # day off still flagged
    flags, comp = judged("Imesafirishwa tarehe 19 Agosti; → **29 Agosti 2027**.",
                         history(SHIPMENT, system=WAREHOUSE, user="Inalipwa lini?"))
    assert not any("29 Agosti" in f for f in flags) and comp.get("29 Agosti 2027") == "date-step"
    flags, _ = judged("Imesafirishwa tarehe 19 Agosti; → **30 Agosti 2027**.",
                      history(SHIPMENT, system=WAREHOUSE, user="Inalipwa lini?"))
    assert any("30 Agosti 2027" in f for f in flags)


# the Rwandan franc's sign after an amount decides point thousands (`decimal_comma.SYMBOL_AFTER`)
def test_the_rwandan_francs_sign_decides_point_thousands() -> None:
    from evidence_audit.evidence.decimal_comma import point_text

    assert point_text("Imifuka 150 × 70 = 10.500 Frw") and point_text("**10.500 FRW**")
    # two decimals are no thousands group; an English thousands comma beside it decides nothing
    assert not point_text("**10.50 Frw**") and not point_text("1,250 kg and 10.500 Frw")
    # a word that starts like the sign is none
    assert not point_text("10.500 Frwx")


MILL = ("You are the desk of a maize mill in Huye. Rules: porters are paid 70 RWF a bag carried.")
BAGS = {"day": "2027-08-16", "bags": 150}


def test_a_point_thousands_amount_with_the_francs_sign_is_computed() -> None:
    flags, comp = judged("Imifuka 150 × 70 Frw = **10.500 Frw**", history(BAGS, system=MILL, user="Abikorezi bahembwa angahe?"))
    assert "10500" in comp and not flags


def test_a_point_thousands_amount_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("Imifuka 150 × 70 Frw = **10.600 Frw**", history(BAGS, system=MILL, user="Abikorezi bahembwa angahe?"))
    assert flags


# an article-led hour after an amount is a rate's unit (`record_ends._stated_offsets`)
def test_an_hour_after_an_amount_is_no_offset() -> None:
    from evidence_audit.evidence.record_ends import _stated_offsets

    assert _stated_offsets("loaders 900 TZS an hour past 8 hours") == ()
    assert _stated_offsets("pay $20 an hour after 6 pm") == ()
    # an hour of its own is an offset still
    assert _stated_offsets("Doors open an hour before the show") == ((2, 60.0, "an hour"),)
    assert _stated_offsets("we start an hour after sunrise") == ((0, 60.0, "an hour"),)


STORE = ("You are the desk of a fish cold store. Today is 2027-08-17 (Tuesday), 07:30. "
         "Rules: loaders are paid 900 TZS an hour past 8 hours.")
LOG = "lot,in,out\nFS-7,2027-08-16 18:10,2027-08-17 05:40"


def test_a_clock_an_hour_on_from_a_rate_hour_stays_flagged() -> None:
    flags, _ = judged("FS-7 came out at **06:40** this morning.", history(LOG, system=STORE, user="When did FS-7 come out?"))
    assert "06:40" in flags
    flags, _ = judged("FS-7 came out at **05:40** this morning.", history(LOG, system=STORE, user="When did FS-7 come out?"))
    assert "05:40" not in flags


# a cost per a unit in a currency whose code the `amounts` dial does not mark (`unit_costs._coded`)
DELIVERIES = "date,lot,kg\n2027-07-06,A,2400\n2027-07-13,B,3360"
LOT_COSTS = '{"lot_a_xof": 278400, "lot_b_xof": 399840}'


def mean_price_in(tail: str) -> set[str]:
    hist = [{"role": "system", "content": "You are a shea butter co-op's agent."}, {"role": "user", "content": "Kg, cost and mean price?"},
            {"role": "tool", "content": DELIVERIES}, {"role": "tool", "content": LOT_COSTS}]
    answer = "- 2,400 + 3,360 = **5,760 kg**\n- 278,400 + 399,840 = **678,240 XOF**\n- Mean **" + tail
    flags, _ = judged(answer, hist)
    return flags


def test_a_cost_per_unit_after_any_active_iso_code_is_computed() -> None:
    assert mean_price_in("117.75 XOF/kg**") == set()


def test_a_cost_per_unit_off_stays_flagged() -> None:
    assert mean_price_in("117.85 XOF/kg**") == {"117.85"}  # a digit off
    assert mean_price_in("117.57 XOF/kg**") == {"117.57"}  # two digits swapped
