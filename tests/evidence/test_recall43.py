"""Round 43's recall: terse restatements of an earlier answer's number (recall43).

Of heldout41's seven planted inventions the default let through (bench/missed_plants.py), three
were a terse reply restating a number an earlier answer worked out, with a slip, that `lone` mode
(near_misses.py) never judged:

- framed as a result by a word alone (`Book **225 kg** more.` for an earlier `short **252 kg**`):
  `framed_as_arithmetic` left it out, as it leaves out a result computed one slip from a carried
  number; a terse reply with no operand shown on its line nor above it computes nothing
  (`unverified.framed_by_word_alone`);
- a reply with no word of its own (`**3.82%**.` for an earlier `16.4 / 5 = **3.28%**.`): the line
  and the earlier number's share no word; the person asked again with every word of the question
  the earlier answer replied to (`Mean of all five samples?`, `Repeat the mean of all samples?`),
  no result read since and no number of its own (`SlipWords.asked_again`);
- a decimal comma no reading decided (`**219,00 manat**`: `manat` is no currency word the locale
  reader knows), read as 21900: a comma before one or two digits that end a number is no English
  thousands group (`near_misses.terse_english`).

Bound: still `lone` mode only (the value alone on its line, short, one slip from the earlier
number, no result carried nor a person said it); a new result read, or a question asking a number of
its own, asks for a new value; a two-digit value with one digit replaced is not judged by the
question alone.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.near_misses import terse_english

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, *turns: str, user: str = "hi", system: str = "You are an agent.") -> list[dict[str, Any]]:
    """The system message, the user's message, one tool result, then answers and questions alternating."""
    out: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {"role": "user", "content": user},
        {"role": "tool", "content": content(result)},
    ]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, hist, gate))


# --- a terse reply framed by a result word alone ---------------------------------------------------

SAND = {"job": "J-31", "sand_t": 14.2, "booked_t": 1.9}
SAND_SYSTEM = "You are a yard's agent. Rules: a job needs 0.15 t of cement a tonne of sand."
SAND_FIRST = "Cement: 14.2 × 0.15 = 2.13 t; booked 1.9 t, short **230 kg**."


def _sand(*more: str) -> list[dict[str, Any]]:
    return run(SAND, SAND_FIRST, "When does it set?", "In **two days**.", *more,
               user="Cement for J-31?", system=SAND_SYSTEM)


def test_a_terse_restatement_framed_by_more_is_flagged() -> None:
    hist = _sand("How much more cement do I book?")
    assert "320" in check("Book **320 kg** more.", hist)


def test_the_terse_restatement_as_written_stays_excused() -> None:
    hist = _sand("How much more cement do I book?")
    assert check("Book **230 kg** more.", hist) == set()


def test_a_result_shown_with_its_operands_stays_framed() -> None:
    # operands on its line: arithmetic of its own, left to the arithmetic (no slip of 230)
    hist = _sand("How much more cement do I book?")
    assert "320" not in check("2,130 − 1,810 = **320 kg** more.", hist)


def test_the_reference_profile_reads_no_terse_framed_slip() -> None:
    hist = _sand("How much more cement do I book?")
    assert "320" not in check("Book **320 kg** more.", hist, REFERENCE)


# --- a reply with no word, the question asked again ------------------------------------------------

TESTS = "sample,cow,protein_pct\nS-1,Bella,3.4\nS-2,Bella,3.1\nS-3,Daisy,3.3\nS-4,Daisy,3.6"
MEAN = "(3.4 + 3.1 + 3.3 + 3.6) / 4 = 13.4 / 4 = **3.35%**."


def _tests(*more: str) -> list[dict[str, Any]]:
    return run(TESTS, "Bella **3.25%**, Daisy **3.45%**.", "Mean of all four samples?", MEAN, *more,
               user="Protein tests: each cow's mean?")


def test_a_swapped_restatement_asked_again_is_flagged() -> None:
    hist = _tests("Repeat the mean of all samples?")
    assert "3.53" in check("**3.53%**.", hist)


def test_the_restatement_asked_again_as_written_stays_excused() -> None:
    hist = _tests("Repeat the mean of all samples?")
    assert check("**3.35%**.", hist) == set()
    assert check("**3.4%**.", hist) == set()  # rounded: no slip


def test_a_question_with_a_new_word_is_no_restatement() -> None:
    # `Daisy` was not in the earlier question: what is asked may be a new value
    hist = _tests("Mean of Daisy's samples?")
    assert "3.53" not in check("**3.53%**.", hist)


def test_a_question_with_a_number_of_its_own_is_no_restatement() -> None:
    hist = _tests("Mean of all samples if the 3.1 were 3.8?")
    assert "3.53" not in check("**3.53%**.", hist)


def test_a_result_read_since_is_no_restatement() -> None:
    hist = _tests("Fetch the new sample too.")
    hist += [
        {"role": "tool", "content": "sample,cow,protein_pct\nS-5,Bella,3.9"},
        {"role": "assistant", "content": "S-5 read."},
        {"role": "user", "content": "Mean of all samples?"},
    ]
    assert "3.53" not in check("**3.53%**.", hist)  # (13.4 + 3.9) / 5 = 3.46: a new value asked


# --- a bare decimal comma in a terse reply ---------------------------------------------------------

PAY = "felter,hours\nAýna,9.0\nGülşat,7.5"
PAY_FIRST = "- Aýna: 8 × 22 + 1 × 33 = 209,00 manat\n- Gülşat: 7,5 × 22 = 165,00 manat"


def test_terse_english_reads_a_bare_decimal_comma() -> None:
    assert terse_english("**219,00 manat**") == "**219.00 manat**"
    assert terse_english("3,5 sagat") == "3.5 sagat"
    assert terse_english("1,250 kg") == "1,250 kg"  # three digits: a thousands group
    assert terse_english("**1,234,56**") == "**1,234,56**"  # no number of one reading


def test_a_terse_decimal_comma_restatement_one_digit_off_is_flagged() -> None:
    hist = run(PAY, PAY_FIRST, "Aýna's pay?", user="Felters' pay this week?")
    assert "219,00" in check("**219,00 manat**", hist)


def test_the_terse_decimal_comma_restatement_as_written_stays_excused() -> None:
    hist = run(PAY, PAY_FIRST, "Aýna's pay?", user="Felters' pay this week?")
    assert check("**209,00 manat**", hist) == set()


def test_an_earlier_answers_own_number_restated_stays_excused() -> None:
    # 3.45 is one digit from the mean 3.35, but an earlier answer wrote it: restated as written
    hist = _tests("Mean of Daisy's samples?")
    assert check("**3.45%**.", hist) == set()

