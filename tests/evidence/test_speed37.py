"""(speed37) Reading a served result faster, with the same reading.

- A cut JSON result is closed with the brackets the cut left open and parsed by orjson
  (`served._prefix_by_closing`); its leaves and the cut string's words must be what the token
  reader (`served._prefix_by_tokens`) reads, on every prefix it accepts, and it must leave to the
  token reader what it cannot tell (a repeated key, an escape that hides a quote, a bracket in a
  string, a value that closed the outermost bracket).
- A text's pieces are read by one `findall` (`normalize._TOKEN_PIECE`) and their forms taken from
  `normalize_token`'s memo in one `map` (`normalize._tokenize_known`): the same forms as the rough
  runs split at their commas and each piece normalized.
- Text in brackets after the values (`[note: result served from cache]`) is refused by the token
  after its bracket (`served._opens_with_text`, the cut reader's own refusal) without a parse.
"""

from __future__ import annotations

import json
import random

import pytest

from evidence_audit.evidence import json_prefix_of, normalize, served
from evidence_audit.evidence.normalize import normalize_token, tokenize_raw
from evidence_audit.evidence.served import read_result

_WORDS = ["ok", "b c", "W1773051", 'x"y', "é t", "\\", "tab\there", "[", "]", "{x}", ":", ",", "", "null", "1,234.5"]


def _number(rng: random.Random) -> float | int:
    kind = rng.randrange(5)
    if kind == 0:
        return rng.randrange(-10**6, 10**6)
    if kind == 1:
        return round(rng.uniform(-1e5, 1e5), rng.randrange(0, 6))
    if kind == 2:
        return rng.choice([0, -0.0, 1e21, 1e-7, 5e-324, 2**53 + 1, 2**64 + 3, 10**30])
    if kind == 3:
        return rng.uniform(-1, 1) * 10 ** rng.randrange(-30, 30)
    return rng.randrange(0, 100)


def _value(rng: random.Random, depth: int) -> object:
    kind = rng.randrange(10 if depth < 4 else 6)
    if kind < 2:
        return rng.choice(_WORDS) + str(rng.randrange(100))
    if kind < 4:
        return _number(rng)
    if kind == 4:
        return rng.choice([True, False, None])
    if kind == 5:
        return rng.choice(_WORDS)
    if kind < 8:
        keys = ["id", "amount", "a", "1", "0", "10", "note"]
        return {rng.choice(keys) + str(rng.randrange(4)): _value(rng, depth + 1) for _ in range(rng.randrange(0, 5))}
    return [_value(rng, depth + 1) for _ in range(rng.randrange(0, 5))]


def _document(rng: random.Random) -> str:
    value = {"rows": [_value(rng, 0) for _ in range(rng.randrange(1, 5))]} if rng.random() < 0.5 else _value(rng, 0)
    text = rng.choice([
        json.dumps(value), json.dumps(value, ensure_ascii=False), json.dumps(value, indent=2), json.dumps(value, separators=(",", ":")),
    ])
    if rng.random() < 0.2:  # a key written twice in one object
        text = text.replace('{"', '{"dup": 1, "dup": "two", "', 1)
    if rng.random() < 0.2 and len(text) > 2:  # something JSON does not allow, somewhere
        i = rng.randrange(1, len(text))
        text = text[:i] + rng.choice(['"', ",", ":", "}", "]", "{", "[", "\\", "x", "\x01", "\xa0", '"a":']) + text[i:]
    return text


def _both(text: str) -> tuple[object, object]:
    pos = len(text) - len(text.lstrip(" \t\r\n"))
    closed = served._prefix_by_closing(text, pos)
    return closed, served._prefix_by_tokens(text, pos)


@pytest.mark.parametrize("seed", range(4))
def test_closing_reads_as_the_token_reader(seed: int) -> None:
    """On random prefixes of random JSON (and of JSON with a fault), whatever the closing path
    reads, the token reader reads alike; `json_prefix_of` is unchanged either way."""
    rng = random.Random(seed)
    closed_count = 0
    for _ in range(250):
        text = _document(rng)
        for cut in sorted({rng.randrange(1, len(text) + 1) for _ in range(5)}):
            prefix = text[:cut] + (rng.choice([" ", ",", ": ", "\n"]) if rng.random() < 0.1 else "")
            if prefix.lstrip(" \t\r\n")[:1] not in ("{", "["):
                continue
            closed, tokens = _both(prefix)
            if closed is not None:
                closed_count += 1
                assert tokens == closed, prefix
            assert json_prefix_of(prefix) == tokens
    assert closed_count > 200  # the closing path reads most of them


def test_a_cut_result_is_read_by_closing() -> None:
    """The bench's shape, a list of rows cut mid-row, is read by closing, not token by token
    (d1bd494c had no closing path), with the leaves the token reader gives."""
    rows = [{"id": f"W{1773051 + i}", "amount": 1032.5 + i, "status": "pending", "count": i} for i in range(6)]
    body = json.dumps({"rows": rows, "note": "served from the ledger"})
    for cut in (len(body) * 3 // 4, len(body) // 2, 40):
        text = body[:cut]
        closed = served._prefix_by_closing(text, 0)
        assert closed is not None, text
        assert closed == served._prefix_by_tokens(text, 0)
    served_cut = read_result(body[: len(body) // 2])
    assert served_cut.has_parsed and served_cut.parsed[:4] == ["rows", "id", "W1773051", "amount"]


@pytest.mark.parametrize(
    ("text", "leaves", "words"),
    [
        ('{"a": "b c d', ["a"], "b c"),  # the key's value cut: `:null` given, the words kept
        ('{"a": 12', ["a"], None),  # a literal the cut ran through is never a leaf
        ('{"a":', ["a"], None),
        ('{"a"', ["a"], None),
        ('[1, 2 ', ["1", "2"], None),
        ('{"k": [1.5e3, -0.0, null, true], "n": "', ["k", "1500", "0", "true", "n"], None),
        ('[9007199254740993, 1e21, 0.1, 5e-324', ["9007199254740992", "1e+21", "0.1"], None),
    ],
)
def test_closing_edges(text: str, leaves: list[str], words: str | None) -> None:
    closed = served._prefix_by_closing(text, 0)
    assert closed is not None and (closed.leaves, closed.words) == (leaves, words)
    assert served._prefix_by_tokens(text, 0) == closed


@pytest.mark.parametrize(
    "text",
    [
        '{"dup": 1, "dup": 2, "b": [1',  # orjson keeps one of two keys: left to the token reader
        '{"a": "]", "b": [1',  # a bracket in a string makes a wrong guess: orjson refuses it
        '{"a": "x\\"y", "b": [1',  # an escape: brackets counted outside strings (still closed)
        "[1, 2], [3",  # the outermost bracket closed before the cut: not a prefix
        "[1x, 2",  # not JSON
        '{"a": 1 "b": 2, "c',  # separators JSON needs are missing: the token reader ignores them
        "[" * 70 + "1,",  # deeper than the closing path walks
    ],
)
def test_left_to_the_token_reader(text: str) -> None:
    """What the closing path cannot read as the token reader does, it leaves to it (None), or
    reads alike; `json_prefix_of` gives the token reader's answer, a refusal included."""
    closed = served._prefix_by_closing(text, 0)
    tokens = served._prefix_by_tokens(text, 0)
    assert closed is None or closed == tokens
    assert json_prefix_of(text) == tokens


def test_a_digit_changed_changes_the_reading() -> None:
    """A one-digit change of a leaf changes the closing path's reading (the test can fail)."""
    got = served._prefix_by_closing('{"id": "W1773051", "n": 4, "m": 5', 0)
    assert got is not None and got.leaves == ["id", "W1773051", "n", "4", "m"]
    other = served._prefix_by_closing('{"id": "W1773052", "n": 4, "m": 5', 0)
    assert other is not None and other.leaves != got.leaves


# --- text results: pieces read in one findall, forms from the memo in one map ------------------

_TEXT_ALPHABET = "aZ09,,, ..$#@+%:_-/\t\xa0é\u212a;!'\"()[]"


def _reference_tokens(text: str) -> list[str]:
    """`tokenize` as d1bd494c wrote it: rough runs split at commas not flanked by digits, each
    piece normalized, the empty forms dropped."""
    forms = (normalize_token(piece) for piece in tokenize_raw(text))
    return [form for form in forms if form]


@pytest.mark.parametrize("seed", range(3))
def test_pieces_and_forms_as_before(seed: int) -> None:
    """On random texts of token characters, commas, decoration, spaces and characters past ASCII,
    `_tokenize_known` (the one-findall pieces, the memo's forms in one map) is the reference's
    reading, whether the memo knew the pieces or not."""
    rng = random.Random(seed)
    for i in range(3000):
        text = "".join(rng.choice(_TEXT_ALPHABET) for _ in range(rng.randrange(0, 40)))
        if i % 3 == 0:
            text += f" W{rng.randrange(10**6, 10**7)}, {rng.randrange(10**5):,}.{rng.randrange(100):02d} ok."
        want = _reference_tokens(text)
        assert normalize._tokenize_known(text) == want, text
        assert normalize._tokenize_known(text) == want, text  # read again: every piece now known


def test_a_text_result_reads_its_pieces_at_once() -> None:
    """A text result's pieces come from one `findall` (d1bd494c split each rough run with a comma
    again): an amount's commas between digits stay in its piece, others split."""
    assert normalize._TOKEN_PIECE.findall("W1773051 owes 41,200.50, paid,late 1,2,3 ,7") == [
        "W1773051", "owes", "41,200.50", "paid", "late", "1,2,3", "7",
    ]
    assert normalize._tokenize_known("W1773051 owes 41,200.50, paid,late") == ["w1773051", "owes", "41200.5", "paid", "late"]
    assert normalize._tokenize_known("W1773051 owes 41,200.51") != normalize._tokenize_known("W1773051 owes 41,200.50")


# --- a note after the values: refused without a parse ------------------------------------------

_NOTE_ALPHABET = ['[', ']', '{', '}', '"', "note", "INFO", "1", "-2.5", "true", "null", "NaN", "Infinity", ":", ",", " ", "\n", "x y", "é"]


@pytest.mark.parametrize("seed", range(3))
def test_text_in_brackets_is_never_json(seed: int) -> None:
    """Where `_opens_with_text` says a bracket opens text, no JSON value opens there: the bracketed
    extent does not parse (so `leading_json_values` stops there without asking orjson, as it
    stopped after asking), on random bracketed texts."""
    rng = random.Random(seed)
    refused = 0
    for _ in range(4000):
        text = rng.choice("[{") + "".join(rng.choice(_NOTE_ALPHABET) for _ in range(rng.randrange(1, 12)))
        if served._opens_with_text(text, 0):
            refused += 1
            end = served._bracket_extent(text, 0)
            assert end < 0 or not served.is_json(served.parse_json(text[:end])), text
    assert refused > 500


def test_a_note_after_the_values() -> None:
    """A framework's note after the tool's JSON stays the text after the values (read as before)."""
    read = served.leading_json_values('{"id": "W1773051"}\n\n[note: result served from cache]')
    assert read.values == [{"id": "W1773051"}] and read.rest == "[note: result served from cache]"
    read = served.leading_json_values('{"id": "W1773051"}\n[1, 2]\n[note: cached]')
    assert read.values == [{"id": "W1773051"}, [1, 2]] and read.rest == "[note: cached]"
    assert served._opens_with_text("[note: cached]", 0) and not served._opens_with_text("[1, 2]", 0)
    assert not served._opens_with_text("[note", 0)  # the text's last token: a cut literal, maybe
