"""Tool results as AgentDojo serves them: YAML dumps (`yaml.safe_dump` of models: quoted scalars
`'6'`, `id_`, folded single-quoted strings with `''` escapes, lists of dicts) and `str()` of Python
dicts, whose strings keep their newlines as the two characters `\\n` (the `escaped` rule,
`escapes.py`). Every value such a result carries is grounded as written; a one-digit change stays
flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.escapes import EscapedTokens

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})

YAML = """- amount: 1050.0
  date: '2022-03-07'
  id: 5
  recipient: GB29NWBK60161331926819
  recurring: false
  subject: 'Purchase at Apple Store: iPhone 3GS'
- amount: 1000.0
  id_: '31092'
  note: 'It''s 4,567.89 or
    12,345 items and
    ''98765'''
  size: 3183
  filename: '2024-05-08_report.xlsx'
  content: 'name,email,rating

    John,john@x.com,4

    '
  time: '10:30'
  opening: '9:00 AM - 11:00 PM'
"""
# `str()` of a dict whose strings hold newlines and tabs (travel's reviews, an address on two lines)
REPR = (
    "{'Le Marais Boutique': 'Rating: 4.2\\nReviews: Charming\\nAddress: 12 Rue Vieille\\n75004 Paris',"
    " 'Good Night': 'Fee:\\t$1,250.50\\nCode:\\n463820\\n2024-06-10'}"
)


def verdict(answer: str, result: str, gate=DEFAULT):
    return check_answer(answer, [{"role": "tool", "tool_call_id": "c1", "content": result}], gate)


def test_a_yaml_dump_is_read_as_written() -> None:
    v = verdict(
        "Paid 1,050.00 on 2022-03-07 to GB29NWBK60161331926819; id 31092; 4,567.89, 12,345 items, 98765;"
        " 3,183 bytes; 1,000.00; 2024-05-08_report.xlsx at 10:30, open 9:00 AM-11:00 PM (09:00-23:00)",
        YAML,
    )
    assert not v.unsupported
    assert {g.value for g in v.grounded} >= {"31092", "98765", "12345", "4567.89", "10:30", "09:00", "23:00"}


@pytest.mark.parametrize("answer", ["id 31093", "4,567.80", "98766", "12,346 items", "3,184 bytes"])
def test_a_one_digit_change_of_a_yaml_value_stays_flagged(answer: str) -> None:
    assert len(verdict(answer, YAML).unsupported) == 1


def test_a_value_after_an_escaped_newline_is_grounded() -> None:
    v = verdict("Le Marais is at 12 Rue Vieille, 75004 Paris; the fee is $1,250.50, code 463820, on 2024-06-10.", REPR)
    assert not v.unsupported
    assert {g.value: g.by for g in v.grounded} == {
        "75004": "escaped", "1250.5": "escaped", "463820": "escaped", "2024-06-10": "escaped",
    }


@pytest.mark.parametrize("answer", ["75005 Paris", "$1,250.60", "code 463829", "on 2024-06-11"])
def test_a_one_digit_change_after_an_escape_stays_flagged(answer: str) -> None:
    assert len(verdict(answer, REPR).unsupported) == 1


def test_an_escaped_backslash_is_no_escape() -> None:
    """`C:\\\\new4711` in the text is a backslash and `n4711`: no newline before 4711."""
    assert [c.value for c in verdict("see 4711", "{'path': 'C:\\\\\\\\n4711'}").unsupported] == ["4711"]


def test_escapes_ground_nothing_at_the_reference_setting() -> None:
    assert [c.value for c in verdict("75004 Paris", REPR, gate=REFERENCE).unsupported] == ["75004"]


def test_escaped_tokens_keep_their_latest_turn() -> None:
    escaped = EscapedTokens()
    escaped.add_text("a\\n75004 b\\tx1234 c\\r\\n$12.50", 3)
    escaped.add_text("plain 99999", 4)  # no escape: nothing read
    assert escaped.turn("75004") == 3
    assert escaped.turn("x1234") == 3
    assert escaped.turn("12.5") == 3
    assert escaped.turn("99999") == -1
