"""Reading leading JSON values with orjson's word on where the first one ends gives exactly what
counting brackets gives (the way it was first written, kept here as the oracle)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from evidence_audit.evidence import served

PIECES = [
    '{"a":1}', '{"a":"😀"}', "😀", "[1,2]", " ", "\n", "note", '{"b":"x}"}', '{"c":"\\"q"}', "[", "{",
    '"', "}", "]", "é", '{"d":[1,{"e":2}]}', "\u00a0", '{"big":123456789012345678901234567890}',
    '{"s":"\\ud800"}', ",", "1", ": ", '{"a":"]"', "tru", "[1e400]", '{"a":NaN}', "[-]",
]


def _by_brackets(text: str) -> served.LeadingValues:
    values = []
    i, n = 0, len(text)
    while True:
        j = i
        while j < n and text[j] in served._JSON_SPACE:
            j += 1
        if j >= n or text[j] not in "{[":
            break
        end = served._bracket_extent(text, j)
        if end < 0:
            break
        value = served.parse_json(text[j:end])
        if value is served._NOT_JSON:
            break
        values.append(value)
        i = end
    return served.LeadingValues(values, served.es_trim_start(text[i:]))


@settings(max_examples=2000)
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=7))
def test_leading_values_equal_bracket_counting(pieces: list[str]) -> None:
    """The same values and the same rest, whatever the text."""
    text = "".join(pieces)
    assert repr(served.leading_json_values(text)) == repr(_by_brackets(text))
