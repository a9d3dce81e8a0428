"""mend38b: review38's D3 (a repeat in the other grouping), D4 (the word for the last of a run of
days), D6 (a day period across noon). Honest cases stay excused, the inventions stay flagged. Texts
made up in the rules' shapes.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit.evidence.last_words import says_last
from evidence_audit.evidence.spellings import period_half

from ._helpers import history, judged


# --- D4: the word for the last, beside a day word or right before the date ------------------------------
CAMP = {"ref": "TR-0903", "start": "2027-09-03", "guests": 8}
CAMP_SYSTEM = "You are the assistant of a trekking lodge. Today is 2027-08-02 (Monday), 09:00.\n"


@pytest.mark.parametrize(("answer", "value"), [
    ("Dal 3 settembre per 6 giorni: l'ultimo è l'8 settembre 2027.", "8 settembre 2027"),        # right before
    ("Del 3 de septiembre, 6 días: el último día es el 8 de septiembre de 2027.", "8 de septiembre de 2027"),
    ("सितंबर ३ से ६ दिन: अंतिम दिन सितंबर ८, २०२७।", "सितंबर 8, 2027"),                              # beside दिन
])
def test_the_last_day_beside_its_day_word_or_the_date_is_excused(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(CAMP, system=CAMP_SYSTEM, user="Last day?"))
    assert value not in flags and computed.get(value) == "date-step", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    # 6 days after 3 September is 9 September: `ultimo` of a bus, after the date
    ("Dal 3 settembre, 6 giorni dopo: l'8 settembre 2027, l'ultimo autobus parte.", "8 settembre 2027"),
    # `último` far before the date, with a number between
    ("El último de los 6 días, tras 3 grupos: el 8 de septiembre de 2027.", "8 de septiembre de 2027"),
    # Bengali `বিশেষ` (special) holds `শেষ` inside a word
    ("৩ সেপ্টেম্বর থেকে ৬ দিন পরে বিশেষ অনুষ্ঠান: ৮ সেপ্টেম্বর ২০২৭।", "8 সেপ্টেম্বর 2027"),
])
def test_a_last_word_of_something_else_counts_no_end(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(CAMP, system=CAMP_SYSTEM, user="When?"))
    assert value in flags, flags


def test_says_last_reads_the_word_at_a_words_start_and_beside_a_day() -> None:
    text = "अंतिमदिन सितंबर ८"
    assert says_last(text, 0, len(text), text.index("सितंबर"))
    text = "বিশেষ দিন: ৮ সেপ্টেম্বর"
    assert not says_last(text, 0, len(text), text.index("৮"))
    text = "最后一天是9月8日"
    assert says_last(text, 0, len(text), text.index("9"))


# --- D3: the other grouping of an earlier computed value is a repeat only as the same characters --------
def _account(earlier: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "fees?"},
            {"role": "tool", "content": json.dumps({"account": "AC-77", "balance_usd": 5120.00, "fee_usd": 86.00})},
            {"role": "assistant", "content": earlier}, {"role": "user", "content": "and now?"}]


@pytest.mark.parametrize("earlier", ["Fee: 5% of $86.00 = $4.30.", "Fee: 5% of $86.00 = $4.300."])
def test_a_thousand_times_an_earlier_fee_stays_flagged(earlier: str) -> None:
    flags, computed = judged("Your balance is 4,300 USD.", _account(earlier))
    assert "4300" in flags, (flags, computed)


# --- D6: a day period across noon read by its span --------------------------------------------------------
@pytest.mark.parametrize(("text", "hour", "half"), [
    ("Тръгва в 1:30 на обяд.", 1, "p"),     # 13:30 in 11:00-14:00
    ("Тръгва в 11:30 на обяд.", 11, "a"),   # 11:30
    ("Тръгва в 12:15 на обяд.", 12, "p"),   # 12:15
    ("Тръгва в 5:30 на обяд.", 5, None),    # neither 05:30 nor 17:30 is at lunch
    ("Тръгва в 2:30 на обяд.", 2, None),    # 14:30 is past the span's end (before 14:00)
])
def test_a_period_across_noon_reads_the_half_its_span_holds(text: str, hour: int, half: str | None) -> None:
    at = text.index(f"{hour}:")
    end = text.index(" на")
    assert period_half(text, at, end, hour, int(text[end - 2:end])) == half


def test_the_lunchtime_clock_of_the_result_is_grounded() -> None:
    flags, _ = judged("Автобусът тръгва в 1:30 на обяд.",
                      history({"bus": "Sofia-Plovdiv", "departures": ["13:30", "07:10"]}, system="You are an agent.", user="Кога?"))
    assert not flags, flags


def test_a_night_clock_written_at_lunch_stays_flagged() -> None:
    flags, _ = judged("Автобусът тръгва в 12:45 на обяд.",  # 12:45, not the result's 00:45
                      history({"bus": "Sofia-Plovdiv", "departures": ["00:45", "07:10"]}, system="You are an agent.", user="Кога?"))
    assert "12:45" in flags, flags
