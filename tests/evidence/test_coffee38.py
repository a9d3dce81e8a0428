"""(round 38, coffee38) heldout36's coffee corpus: a clock moved by a rule's count of hours over a
day, the date it lands on, and the dates stepped from it, in made-up runs of a tannery.

- `stated-shift` (`stated_shifts.py`): a count of hours over a day the rules state (`Liming lasts
  30 hours`) moves the clock written right before the value where the value's line or its table
  column's header writes that count (`30 hours of liming later, at 23:10`; `| Lime out (+30 h) |`);
  a table column's range start is the cell above's end plus a stated duration (`_column_step`:
  `| 08:00–10:00 |` then `| 10:20–11:50 |` for `20 minutes of rinsing between two batches`); a
  clock one digit off the step its line or column writes is refuted first (`shown_slip`).
- `midnight-step` (`hour_steps.shown_hour_step`): the date beside such a clock (`23:10 on 5 March`,
  `5 Mar 16:00`) is the base clock's day plus the days crossed; that day known and written beside
  the base clock, or alone among its neighbours; the date restated later is a `repeat`.
- `date-step` from a date without its year an earlier answer computed (`chain_step`), by the span
  the answer writes between them alone (`Lime out 5 March, plus 10 days: 15 March 2027`); and a
  yearless step by the span its table column's header writes, alone (`| 10 days on |`).
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, judged

SYSTEM = (
    "You are the assistant of a tannery. Today is {today}, 08:00.\n"
    "- The loader takes 200 hides an hour, with 20 minutes of rinsing between two batches. Liming lasts 30 hours after loading ends.\n"
    "- Hides rest 10 days after liming; tanning takes 14 days.\n"
)


def _run(result: object, question: str, answers: tuple[str, ...] = (), today: str = "2027-03-20") -> list[dict]:
    import json
    out = [{"role": "system", "content": SYSTEM.format(today=today)}, {"role": "user", "content": question},
           {"role": "tool", "content": json.dumps(result) if not isinstance(result, str) else result}]
    for a in answers:
        out += [{"role": "assistant", "content": a}, {"role": "user", "content": "and then?"}]
    return out


BATCH = {"batch": "T-7", "hides": 600, "loading_start": "2027-03-04T14:10"}
LOADED = "* **Loading:** 600 / 200 = 3 hours, from 14:10 to **17:10** on 4 March\n"


def batch(answer: str, answers: tuple[str, ...] = ()) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _run(BATCH, "When is batch T-7 out of the lime?", answers))


def test_a_rules_hours_over_a_day_its_line_writes() -> None:
    flags, how = batch(LOADED + "* **Lime out:** 30 hours of liming later, at **23:10 on 5 March**")
    assert flags == set()
    assert how["23:10"] == "stated-shift" and how["5 March"] == "midnight-step"


def test_a_wrong_hour_or_day_after_hours_over_a_day_stays_flagged() -> None:
    assert batch(LOADED + "* **Lime out:** 30 hours of liming later, at **22:10 on 5 March**")[0] == {"22:10", "5 March"}
    assert batch(LOADED + "* **Lime out:** 30 hours of liming later, at **23:10 on 6 March**")[0] == {"6 March"}
    # no count written on the line: the rule's 30 hours is not asked (a base plus any stated length)
    assert "23:10" in batch(LOADED + "* **Lime out:** at **23:10 on 5 March**")[0]


def test_the_date_reached_restated_and_stepped_on() -> None:
    first = LOADED + "* **Lime out:** 30 hours of liming later, at **23:10 on 5 March**"
    flags, how = batch("* Lime out 5 March, plus 10 days: **15 March 2027**", (first,))
    assert flags == set() and how["15 March 2027"] == "date-step"
    assert batch("* Lime out 5 March, plus 10 days: **16 March 2027**", (first,))[0] == {"16 March 2027"}


QUEUE = {"date": "2027-03-04", "start": "08:00", "lots": [{"lot": "A", "hides": 400}, {"lot": "B", "hides": 300}]}


def queue(rows: str) -> tuple[set[str], dict[str, str]]:
    answer = ("<think>\n400/200 = 2 h, 300/200 = 1.5 h.\n</think>\n\n"
              "| Lot | Hides | Loading | Lime out (+30 h) |\n|---|---|---|---|\n" + rows)
    return judged(answer, _run(QUEUE, "Schedule the loading queue: when is each lot out of the lime?", today="2027-03-04"))


def test_a_column_of_ranges_of_another_day_than_today_stays_flagged() -> None:
    # (mend36's bound) a date the run knows that no clock is written beside is the clock's day only as the stated today
    answer = ("<think>\n400/200 = 2 h, 300/200 = 1.5 h.\n</think>\n\n| Lot | Hides | Loading | Lime out (+30 h) |\n|---|---|---|---|\n"
              "| A | 400 | 08:00–10:00 | 5 Mar 16:00 |\n")
    assert "5 Mar" in judged(answer, _run(QUEUE, "Schedule the loading queue?", today="2027-03-10"))[0]


def test_a_column_of_ranges_and_its_hours_over_a_day() -> None:
    flags, how = queue("| A | 400 | 08:00–10:00 | 5 Mar 16:00 |\n| B | 300 | 10:20–11:50 | 5 Mar 17:50 |")
    assert flags == set()
    assert how["10:20"] == "stated-shift" and how["17:50"] == "stated-shift" and how["5 Mar"] == "midnight-step"


def test_a_column_slip_stays_flagged() -> None:
    # one digit off 10:00 + 30 h (06:00: 08:00 - 2 h of the reasoning reaches it)
    assert queue("| A | 400 | 08:00–10:00 | 5 Mar 06:00 |\n| B | 300 | 10:20–11:50 | 5 Mar 17:50 |")[0] == {"06:00"}
    assert "16:40" in queue("| A | 400 | 08:00–10:00 | 5 Mar 16:40 |\n| B | 300 | 10:20–11:50 | 5 Mar 17:50 |")[0]
    assert "6 Mar" in queue("| A | 400 | 08:00–10:00 | 6 Mar 16:00 |\n| B | 300 | 10:20–11:50 | 6 Mar 17:50 |")[0]


BEDS = "lot,loaded,hides\nA,2027-03-02,40\nB,2027-03-06,44\n"


def test_a_column_header_names_its_span() -> None:
    answer = "| Lot | Loaded | 10 days on |\n|---|---|---|\n| A | 2 Mar | 12 Mar |\n| B | 6 Mar | 16 Mar |"
    flags, how = judged(answer, _run(BEDS, "When do the lots come out of rest?"))
    assert flags == set() and how["12 Mar"] == "date-step" and how["16 Mar"] == "date-step"


def test_a_column_header_span_wrong_day_stays_flagged() -> None:
    answer = "| Lot | Loaded | 10 days on |\n|---|---|---|\n| A | 2 Mar | 13 Mar |\n| B | 6 Mar | 16 Mar |"
    assert judged(answer, _run(BEDS, "When do the lots come out of rest?"))[0] == {"13 Mar"}


def test_check_answer_is_imported() -> None:
    assert check_answer("Nothing here.", _run(BEDS, "hi"), DEFAULT).unsupported == ()


def test_a_months_last_day_off_the_step_stays_flagged() -> None:
    late = dict(QUEUE, date="2027-03-29")
    answer = ("<think>\n400/200 = 2 h, 300/200 = 1.5 h.\n</think>\n\n| Lot | Hides | Loading | Lime out (+30 h) |\n|---|---|---|---|\n"
              "| A | 400 | 08:00–10:00 | {} 16:00 |\n")
    question = "Schedule the loading queue: when is each lot out of the lime?"
    assert judged(answer.format("30 Mar"), _run(late, question, today="2027-03-29"))[0] == set()
    # a month's last day is not judged as read off a calendar where the step over midnight puts its clock on another day
    assert judged(answer.format("31 Mar"), _run(late, question, today="2027-03-29"))[0] == {"31 Mar"}


# --- a stated price in a named dollar's cents (`said.py`) ----------------------------------------------

HIDES = "You are the assistant of a tannery. Exports are priced in US cents a sq ft; full grain earns a premium of 35 US cents a sq ft."


def test_a_premium_in_us_cents_said_in_dollars() -> None:
    hist = [{"role": "system", "content": HIDES}, {"role": "user", "content": "What does the premium add to lot L-4?"},
            {"role": "tool", "content": '{"lot": "L-4", "sq_ft": 12480}'}]
    flags, how = judged("12,480 sq ft × $0.35 = **$4,368.00**.", hist)
    assert flags == set() and how["4368"] == "written"
    # another figure of cents is none the rules state
    assert "0.53" in judged("12,480 sq ft × $0.53 = **$6,614.40**.", hist)[0]


def test_per_cent_is_no_cents() -> None:
    text = "You are the assistant of a tannery. Splits lose 35 per cent of their weight."
    hist = [{"role": "system", "content": text}, {"role": "user", "content": "Lot L-4?"},
            {"role": "tool", "content": '{"lot": "L-4", "sq_ft": 12480}'}]
    assert "0.35" in judged("12,480 sq ft × $0.35 = **$4,368.00**.", hist)[0]


# --- a stated loss applied in a table row its headers name (`rate_steps.py`) ------------------------------

TRIM = "You are the assistant of a tannery.\n- Trimming: raw hides lose 15% of their weight to leather.\n- Dye costs 12% more in winter.\n"
STOCK = "lot,kg\nA,2300\nB,1170\n"


def trim(table: str) -> set[str]:
    hist = [{"role": "system", "content": TRIM}, {"role": "user", "content": "How much leather from lot A?"},
            {"role": "tool", "content": STOCK}]
    return judged(table, hist)[0]


def test_a_stated_loss_in_a_row_its_headers_name() -> None:
    assert trim("| Raw hides (kg) | Leather (kg) |\n|---|---|\n| 2,300 | 1,955.0 |") == set()


def test_a_wrong_loss_or_a_row_naming_nothing_stays_flagged() -> None:
    assert "1956" in trim("| Raw hides (kg) | Leather (kg) |\n|---|---|\n| 2,300 | 1,956.0 |")
    assert "1955" in trim("| Lots | Total |\n|---|---|\n| A, B | 2,300 |\n\n| x | y |\n|---|---|\n| 2,300 | 1,955.0 |")


# --- a dotted unit inside a written product (`expressions.py`) -------------------------------------------

RECEIPT = "Lot   Bags  Net kg\nL-1   42    2,520\nL-2   53    3,180\nTOTAL 95    5,700\n"


def receipt(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = [{"role": "system", "content": "You are the assistant of a warehouse. 1 kg = 2.2046 lb."},
            {"role": "user", "content": "The total in pounds?"}, {"role": "tool", "content": RECEIPT}]
    flags, how = judged(answer, hist)
    return flags, how


def test_a_dotted_unit_before_the_operator() -> None:
    assert receipt("5,700 ኪ.ግ × 2.2046 = **12,566.22 ፓውንድ**።") == (set(), {"12566.22": "written"})
    assert receipt("5,700 k.g × 2.2046 = **12,566.22 lb**.") == (set(), {"12566.22": "written"})


def test_a_dotted_units_wrong_product_stays_flagged() -> None:
    assert "12567.22" in receipt("5,700 ኪ.ግ × 2.2046 = **12,567.22 ፓውንድ**።")[0]
