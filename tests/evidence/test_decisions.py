"""Section 11's decisions beyond the vectors: unread, ranges, exact tokens, typed, decimals."""

from __future__ import annotations

from evidence_audit.evidence import MAX_ANSWER_TOKENS, check_answer, read_answer, resolve_gate

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def values(reading) -> list[str]:
    return [c.value for c in reading.candidates]


# --- unread (11.1) --------------------------------------------------------------------------------


def test_unread_is_zero_for_an_empty_answer() -> None:
    """An empty answer has no candidates and nothing unread."""
    assert read_answer("", DEFAULT) == ((), 0)


def test_a_typed_answer_spends_one_budget_across_its_values() -> None:
    """Typed value texts share the 20,000-token budget, in reading order."""
    answer = '{"a": "' + "w " * (MAX_ANSWER_TOKENS - 1) + '", "b": "HOST-7731 and 0xef0101"}'
    reading = read_answer(answer, DEFAULT, typed=True)
    assert values(reading) == ["host-7731"]
    assert reading.unread == 2


def test_a_range_counts_as_one_token_against_the_budget() -> None:
    """Both endpoints of a range come from one token, so a range at the ceiling is read whole."""
    answer = "w " * (MAX_ANSWER_TOKENS - 1) + "2024-2025 9999"
    reading = read_answer(answer, DEFAULT)
    assert values(reading) == ["2024", "2025"]
    assert reading.unread == 1


def test_unread_is_reported_on_the_verdict() -> None:
    """check_answer carries the reading's unread count, and such a verdict is not clean."""
    verdict = check_answer("w " * (MAX_ANSWER_TOKENS + 3), [], DEFAULT)
    assert verdict.unread == 3 and not verdict.clean


# --- ranges (11.2) --------------------------------------------------------------------------------


def test_a_range_with_a_unit_is_split() -> None:
    """`4000-5000ms` is read as two endpoints, each with the range token."""
    reading = read_answer("took 4000-5000ms", DEFAULT)
    assert [(c.value, c.range_token) for c in reading.candidates] == [("4000", "4000-5000ms"), ("5000", "4000-5000ms")]


def test_dates_and_several_hyphen_ids_are_not_ranges() -> None:
    """ISO dates, phone-like ids and letters between the numbers stay single tokens."""
    reading = read_answer("2026-10-09 555-1234-5678 12a-5000", DEFAULT)
    assert values(reading) == ["2026-10-09", "555-1234-5678", "12a-5000"]


def test_a_result_carrying_the_whole_range_keeps_it_whole_and_grounds_it() -> None:
    """A result that carries `4000-5000ms` whole makes it an exact token: one grounded value."""
    verdict = check_answer("took 4000-5000ms", [{"role": "tool", "content": "window 4000-5000ms ok"}], DEFAULT)
    assert verdict.unsupported == () and verdict.looked_up == 1


def test_the_range_token_is_a_lookup_form_of_each_endpoint() -> None:
    """Read without exact tokens, each endpoint is looked up under the whole range token too."""
    (low, high) = read_answer("took 4000-5000ms", DEFAULT).candidates
    assert low.range_token == high.range_token == "4000-5000ms"
    verdict = check_answer("took 4000-5000ms", [{"role": "tool", "content": "window 4000-5000 ok"}], DEFAULT)
    assert [c.value for c in verdict.unsupported] == ["4000", "5000"]


def test_a_result_carrying_one_endpoint_grounds_only_that_one() -> None:
    """The index is never widened: a carried 2024 grounds 2024, not 2025."""
    verdict = check_answer("ran 2024-2025", [{"role": "tool", "content": '{"year": 2024}'}], DEFAULT)
    assert [c.value for c in verdict.unsupported] == ["2025"]


def test_a_person_who_wrote_the_range_exempts_both_endpoints() -> None:
    """A user's `2024-2025` is an exact token: the answer's range stays whole and is exempt."""
    verdict = check_answer("ran 2024-2025", [{"role": "user", "content": "what about 2024-2025?"}], DEFAULT)
    assert verdict.unsupported == () and verdict.looked_up == 0


def test_a_declared_shape_claims_a_range_token_whole() -> None:
    """Declared shapes are tested on the whole token before it could be split."""
    gate = resolve_gate({"shapes": [{"name": "period", "pattern": "[0-9]{4}-[0-9]{4}"}]})
    assert [(c.value, c.shape) for c in read_answer("ran 2024-2025", gate).candidates] == [("2024-2025", "period")]


def test_ranges_off_reads_one_identifier() -> None:
    """At the reference setting the range is one identifier token."""
    assert values(read_answer("ran 2024-2025", REFERENCE)) == ["2024-2025"]


# --- typed answers (11.4) -------------------------------------------------------------------------


def test_typed_answer_given_as_a_json_value() -> None:
    """check_answer accepts a typed answer as a parsed JSON value too."""
    verdict = check_answer({"vol_2291": "ok", "port": "fc1/9"}, [], DEFAULT, typed=True)
    assert [c.value for c in verdict.unsupported] == ["fc1/9"]


def test_typed_scalar_json_is_read_as_text() -> None:
    """A typed answer that is a JSON scalar, not an object or array, is read as plain text."""
    assert values(read_answer('"HOST-7731"', DEFAULT, typed=True)) == ["host-7731"]


# --- decimals (11.5) ------------------------------------------------------------------------------


def test_decimal_spelling_is_kept_under_the_dial() -> None:
    """With decimals on, `1,234.50` keeps the spelling `1234.50`; the value stays `1234.5`."""
    gate = resolve_gate({"decimals": True})
    (candidate,) = read_answer("paid $1,234.50", gate).candidates
    assert (candidate.value, candidate.decimal_spelling) == ("1234.5", "1234.50")


def test_no_decimal_spelling_without_trailing_zeros_or_without_the_dial() -> None:
    """`1234.5` has no trailing zero to keep; with the dial off nothing is kept."""
    gate = resolve_gate({"decimals": True})
    assert read_answer("paid 1234.5", gate).candidates[0].decimal_spelling is None
    assert read_answer("paid 1234.50", DEFAULT).candidates[0].decimal_spelling is None


# --- the one-shot check and the history -----------------------------------------------------------


def test_user_message_is_exempt_before_the_history() -> None:
    """A separate user_message (the reference's userMessage) exempts its values."""
    verdict = check_answer("ticket TCK-99812", [], DEFAULT, user_message="about TCK-99812")
    assert verdict.unsupported == () and verdict.exempt == 1


def test_content_as_text_parts() -> None:
    """Message content given as a list of text parts is read as their text."""
    history = [{"role": "tool", "content": [{"type": "text", "text": '{"id": "HOST-7731"}'}]}]
    assert check_answer("HOST-7731", history, DEFAULT).unsupported == ()


def test_grounding_counts_turns() -> None:
    """Grounded values are counted as from this turn or a prior turn, with the latest prior turn."""
    history = [
        {"role": "user", "content": "first"},
        {"role": "tool", "content": "HOST-1111"},
        {"role": "user", "content": "second"},
        {"role": "tool", "content": "HOST-2222"},
    ]
    g = check_answer("HOST-1111 and HOST-2222", history, DEFAULT).grounding
    assert (g.from_this_turn, g.from_prior_turns, g.latest_prior_turn, g.current_turn, g.tool_results_this_turn) == (1, 1, 1, 2, 1)


def test_long_values_are_clipped_in_findings() -> None:
    """An unsupported value over 64 characters is clipped to 63 and an ellipsis."""
    value = "x1" * 40
    (flagged,) = check_answer(value, [], DEFAULT).unsupported
    assert flagged.value == value[:63] + "\u2026"
