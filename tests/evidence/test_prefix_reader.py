"""The cut-JSON reader reads its tokens in one pass (speed6): the edges of that pass, pinned.

`json_prefix_of` takes every token with one `findall`; a lone quote takes the rest of the text,
a literal is a leaf only when separators follow it, and anything not a JSON prefix is None. The
expected values are what the token-by-token reader before it returned (a differential over
145,212 prefixes of random JSON agreed); the conformance vectors cover the common cases.
"""

from __future__ import annotations

import pytest

from evidence_audit.evidence import json_prefix_of

CASES = [
    ('{"a": "b c d', (["a"], "b c")),  # the cut string's words up to its last space
    ('{"a": "x\\"y', (["a"], None)),  # an escaped quote does not close it; no space: no words
    ('{"a": "q\\', (["a"], None)),  # cut inside an escape
    ("[1, 2", (["1"], None)),  # the text ends inside a literal: never a leaf
    ("[1, 2 ", (["1", "2"], None)),  # ... a separator after it: a leaf
    ("[1, 2,", (["1", "2"], None)),
    ("[tru", ([], None)),
    ("[true ", (["true"], None)),
    ("[1x", None),  # a literal that is not JSON
    ("[1,,2", (["1"], None)),  # separators are not checked, as before
    ('{"k": [1.5e3, -0.0, null, "\\u00e9 t"], "n": "', (["k", "1500", "0", "\u00e9 t", "n"], None)),
    ("[]", None),  # the outermost bracket closes: not a prefix
    ("[1]]", None),
    ("[[", ([], None)),
    ('["\\x"', None),  # a string JSON refuses
    ('[" ab\tc"', None),  # a raw control character in a string
    ('  [ "a" : 3', (["a"], None)),
    # (speed12) the token after the opening bracket is read first: a literal that is not JSON and
    # not the text's last token refuses the text before the rest is read
    ("[note: served from cache]", None),
    ("[INFO] 2026-10-01 started\n[INFO] done", None),
    ("[note", None),  # the last token: not a literal's prefix either
    ("[nul", ([], None)),  # the last token, a literal's prefix: still a prefix
    ("[null, 2 ", (["2"], None)),
    ("{-1.5e3 ", (["-1500"], None)),
    ('["a b', ([], "a")),
    ("[ , true ", (["true"], None)),
]


@pytest.mark.parametrize(("text", "want"), CASES)
def test_prefix_edges(text: str, want: tuple[list[str], str | None] | None) -> None:
    got = json_prefix_of(text)
    if want is None:
        assert got is None
    else:
        assert got is not None and (got.leaves, got.words) == want


def test_mutation_is_seen() -> None:
    """A one-digit change of a leaf changes the reading (the test can fail)."""
    got = json_prefix_of('{"id": "W1234567", "n": 4')
    assert got is not None and got.leaves == ["id", "W1234567", "n"]
    assert json_prefix_of('{"id": "W1234568", "n": 4').leaves != got.leaves  # type: ignore[union-attr]
