"""(round 45, tsampa45) heldout43 tsampa's causes in made-up runs of other trades and scripts.

A script that writes a mark between the syllables of a word and after its last one where others
write a space (the Tibetan tsheg: `ཀི་ལོ་༡,༨༠༠`, kilos 1,800) glued its unit words to the numbers:
the expression lexer read each tsheg as a stop, so `སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠ = **ཀི་ལོ་༡,༨༠༠**` was no
equation and every value so written was flagged (`expressions._SYLLABLE_MARKS`). Now the mark joins
a word's syllables and spaces it from the number, and a result's unit word written first is a word of
letters and their combining marks, in any script (`expressions._lettered`: `= **किलो १,८००**` too,
whose vowel signs `str.isalpha` refused). Refused: a result the expression does not give.

A terse restatement of a count one digit off, its unit word written before it (`**སྒྱེ་མོ་༦༨**`
after `**སྒྱེ་མོ་༦༣**`, `**sacks 68**` after `**sacks 63**`), is a weak slip as `**68 sacks**` after
`**63 sacks**` is (`near_misses._before_keys`). Refused: the same count, another unit word, a
question asking about another lot or giving a number of its own.

A numeric date written with its words before its numbers (`ཟླ་༡༠ ཚེས་༡༨`, month 10 day 18, as CJK
writes them after: `10月18日`) is a date (`worded_dates._HEADED`: the head word twelve months' names
share, read from the CLDR table): a due day worked out is computed, a day on is flagged. Refused as
a date: a thirteenth month, a day followed by a clock's colon or a decimal.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged


def run(result: Any, turns: list[tuple[str, str]], system: str = "You are a mill's assistant. Today is 2026-05-12.") -> list[dict[str, Any]]:
    """A run: the system, the first question, one result, then each (answer, next question)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": turns[0][1]},
                                 {"role": "tool", "content": content(result)}]
    for answer, question in turns[1:]:
        out.append({"role": "assistant", "content": answer})
        out.append({"role": "user", "content": question})
    return out


PURCHASE = {"lot": "NS-1008", "bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4}


def judged(answer: str) -> tuple[set[str], set[str]]:
    verdict = check_answer(answer, run(PURCHASE, [("", "NS-1008?")]), DEFAULT)
    return flagged(verdict), {c.value for c in verdict.computed or ()}


def test_a_result_with_its_unit_word_first_and_syllable_marks_is_computed() -> None:
    assert judged("- སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠ = **ཀི་ལོ་༡,༨༠༠**") == (set(), {"༡,༨༠༠"})
    assert judged("- ༣༦ × ༥༠ = **ཀི་ལོ ༡,༨༠༠**")[0] == set()
    assert judged("- སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠ = **ཀི་ལོ་༡,༨༠༠**\n- ༡,༨༠༠ × སྒོར་༦.༤༠ = **སྒོར་༡༡,༥༢༠**")[0] == set()
    # vowel signs are combining marks: a Devanagari unit word first is a word too
    assert judged("- ३६ × ५० = **किलो १,८००**") == (set(), {"१,८००"})
    assert judged("- 36 × 50 = **किलो 1,800**")[0] == set()


def test_a_result_the_expression_does_not_give_stays_flagged() -> None:
    assert judged("- སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠ = **ཀི་ལོ་༡,༩༠༠**")[0] == {"༡,༩༠༠"}
    assert judged("- སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠ = **ཀི་ལོ་༡,༨༠༠**\n- ༡,༨༠༠ × སྒོར་༦.༤༠ = **སྒོར་༡༡,༥༣༠**")[0] == {"༡༡,༥༣༠"}
    assert judged("- ३६ × ५० = **किलो १,८१०**")[0] == {"१,८१०"}


SACKS = {"lot": "NS-1008", "kg": 1555.2, "sack_kg": 25}


def restated(first: str, question: str, answer: str, earlier: str = "") -> set[str]:
    hist = run(SACKS, [("", first), (earlier, question)])
    return flagged(check_answer(answer, hist, DEFAULT))


TIBETAN = ("སྒྱེ་མོ་ག་ཚོད་དགོས།", "སྒྱེ་མོ་ག་ཚོད་ཟེར་སོང་།")
EARLIER_BO = "༡,༥༥༥.༢ ÷ ༢༥ → **སྒྱེ་མོ་༦༣**"


def test_a_count_restated_one_digit_off_with_its_unit_word_first_is_a_slip() -> None:
    assert restated("How many sacks for NS-1008?", "How many sacks did you say?", "**68 sacks**",
                    "1,555.2 / 25 -> **63 sacks**") == {"68"}  # the rule as it stood, unit after
    assert restated("How many sacks for NS-1008?", "How many sacks did you say?", "**sacks 68**",
                    "1,555.2 / 25 -> **sacks 63**") == {"68"}
    assert restated(TIBETAN[0], TIBETAN[1], "**སྒྱེ་མོ་༦༨**", EARLIER_BO) == {"༦༨"}


def test_a_count_restated_as_written_or_asked_anew_is_no_slip() -> None:
    assert restated(TIBETAN[0], TIBETAN[1], "**སྒྱེ་མོ་༦༣**", EARLIER_BO) == set()
    # another unit word before it: not the count restated
    assert restated(TIBETAN[0], TIBETAN[1], "**ཀི་ལོ་༦༨**", EARLIER_BO) == set()
    # the question asks of another lot, or gives a number of its own: a new value
    assert restated("How many sacks for NS-1008?", "How many bags for NS-1009?", "**sacks 68**",
                    "1,555.2 / 25 -> **sacks 63**") == set()
    assert restated("How many sacks for NS-1008?", "How many sacks would 1,700 kg take?", "**sacks 68**",
                    "1,555.2 / 25 -> **sacks 63**") == set()
    # no unit word beside either number
    assert restated("How many sacks for NS-1008?", "How many sacks did you say?", "**68**", "1,555.2 / 25 -> 63") == set()


INVOICE = "INVOICE NT-2291\nDate: 2027-09-28\nTotal (CNY) 11,494.05\nPayable within 20 days of the invoice date"
DUE_Q = ("NT-2291 འཛིན་ཤོག་གི་དངུལ་ནམ་སྤྲོད་དགོས།", "མཐའ་མའི་ཚེས་གྲངས་ཡང་བསྐྱར་ཤོད།")
DUE = "NT-2291 ནི་ ༢༠༢༧ ལོའི་ཟླ་༩ ཚེས་༢༨ ལ་བཟོས། ཉིན་༢༠ → **ཟླ་༡༠ ཚེས་༡༨**"


def test_a_numeric_date_with_its_words_before_its_numbers_is_a_date() -> None:
    from evidence_audit.evidence.worded_dates import worded_dates

    found = worded_dates("**ཟླ་10 ཚེས་18**, ཟླ་13 ཚེས་1, ཟླ་10 ཚེས་19:30, ཟླ་10 ཚེས་19.5")
    assert [(d.month, d.day, d.year) for d in found] == [(10, 18, None)]  # no 13th month, no clock or decimal
    # the due day, 20 days after the invoice's date, is worked out; restated a day on, it is flagged
    hist = run(INVOICE, [("", DUE_Q[0]), (DUE, DUE_Q[1])], system="A mill's assistant. Today is 2027-10-12. Invoices are paid within 20 days.")
    assert flagged(check_answer(DUE, hist[:3], DEFAULT)) == set()
    assert flagged(check_answer("**ཟླ་༡༠ ཚེས་༡༩**", hist, DEFAULT)) == {"ཟླ་10 ཚེས་19"}
    assert flagged(check_answer("**ཟླ་༡༠ ཚེས་༡༨**", hist, DEFAULT)) == set()
    assert flagged(check_answer("NT-2291 ཉིན་༢༠ → **ཟླ་༡༠ ཚེས་༡༧**", hist[:3], DEFAULT)) == {"ཟླ་10 ཚེས་17"}
