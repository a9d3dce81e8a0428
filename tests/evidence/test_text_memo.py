"""(speed15, round 15) readings kept per text (`text_memo.TextMemo`): each kept reading equals the
reading done anew, on random texts read again in other orders; a caller's list is its own where the
memo gives copies; the memo keeps the latest texts at any size and the rest within its bounds; a text
one digit off is read anew (its equation does not verify)."""

from __future__ import annotations

import random

from evidence_audit.evidence import expressions, normalize
from evidence_audit.evidence.computed import reading
from evidence_audit.evidence.text_memo import TextMemo, end_aside, read_aside

PIECES = ["$12.50", "x", "3", "=", "$37.50", "+", "7", "10%", "of", "200", "is", "20", "total", "(", ")", "/", "2",
          "1,250.00", "-", "4.5", "hours", "at", "€30", "\n", "= 135", "half", "minus", "plus", "1.091,13 €", "and"]


def _texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(rng.choice(PIECES) for _ in range(rng.randint(1, 24))) for _ in range(count)]


def _shuffled_twice(texts: list[str], seed: int) -> list[str]:
    again = texts * 3
    random.Random(seed).shuffle(again)
    return again


def test_memo_keeps_the_latest_at_any_size_and_the_rest_within_bounds() -> None:
    memo: TextMemo[int] = TextMemo(entries=3, chars=10, latest=2)
    big, bigger = "a" * 1_000, "b" * 5_000
    memo.put(big, 1)
    memo.put(bigger, 2)
    assert memo.get(big) == 1 and memo.get(bigger) == 2  # the latest two, past the character bound
    memo.put("c", 3)
    assert memo.get(big) is None  # the least lately read, past the bound: dropped
    assert memo.get(bigger) == 2 and memo.get("c") == 3
    for i in range(10):
        memo.put(str(i), i)
    assert len(memo) <= 3
    assert memo.get("9") == 9 and memo.get("8") == 8
    assert memo.get("0") is None


def test_memo_refreshes_a_text_read_again() -> None:
    memo: TextMemo[int] = TextMemo(entries=2, chars=1_000, latest=1)
    memo.put("a", 1)
    memo.put("b", 2)
    assert memo.get("a") == 1  # read now: "b" is the least lately read
    memo.put("c", 3)
    assert memo.get("b") is None and memo.get("a") == 1 and memo.get("c") == 3


def test_texts_read_aside_are_kept_until_the_last_aside_ends_and_evict_nothing() -> None:
    """(speed22, round 22) a variant ask's texts: kept aside for the ask, dropped after it; the texts
    kept before it stay kept however many texts the asks read."""
    memo: TextMemo[int] = TextMemo(entries=2, chars=1_000, latest=1)
    memo.put("answer", 1)
    memo.put("previous", 2)
    read_aside()
    try:
        for i in range(10):
            memo.put(f"variant {i}", i)
            assert memo.get(f"variant {i}") == i  # read again within the ask: kept
        read_aside()  # nested: the inner end drops nothing
        memo.put("inner", 11)
        end_aside()
        assert memo.get("inner") == 11 and memo.get("variant 0") == 0
    finally:
        end_aside()
    assert memo.get("variant 9") is None and memo.get("inner") is None  # dropped with the ask
    assert memo.get("answer") == 1 and memo.get("previous") == 2  # never evicted
    assert len(memo) == 2
    memo.put("after", 3)  # outside an ask the bounds hold as before
    assert len(memo) == 2 and memo.get("answer") is None


def test_an_aside_is_its_threads_own() -> None:
    """(round 22 review) An aside open on one thread leaves another thread's reads kept as usual, and
    each thread's count stays balanced: threads sharing one count could lose a decrement and leave
    every memo keeping aside for good."""
    import threading

    memo: TextMemo[str] = TextMemo(entries=8, chars=1_000)
    opened, done = threading.Event(), threading.Event()

    def variant_ask() -> None:
        read_aside()
        try:
            memo.put("variant", "v")
            opened.set()
            done.wait(5)
        finally:
            end_aside()

    asker = threading.Thread(target=variant_ask)
    asker.start()
    assert opened.wait(5)
    memo.put("answer", "a")  # this thread has no aside open: kept
    done.set()
    asker.join(5)
    assert memo.get("answer") == "a" and memo.get("variant") is None and len(memo) == 1


def test_the_count_of_asides_open_on_all_threads_returns_to_none() -> None:
    """(speed26) The count of asides open on every thread, which lets a read outside any ask skip the
    thread's own count, is back at zero once each thread's asks end, nested, on several threads, or
    with an end that had no aside open; while one is open on this thread, this thread reads aside."""
    import threading

    from evidence_audit.evidence import text_memo

    assert text_memo._OPEN[0] == 0 and text_memo._aside_depth() == 0
    end_aside()  # an end with none open: counts nothing
    assert text_memo._OPEN[0] == 0
    memo: TextMemo[int] = TextMemo(entries=8, chars=1_000)

    def asks() -> None:
        for _ in range(200):
            read_aside()
            read_aside()
            end_aside()
            end_aside()

    threads = [threading.Thread(target=asks) for _ in range(4)]
    read_aside()
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(10)
        assert text_memo._OPEN[0] == 1 and text_memo._aside_depth() == 1
        memo.put("variant", 1)
        assert len(memo) == 0 and memo.get("variant") == 1  # kept aside
    finally:
        end_aside()
    assert text_memo._OPEN[0] == 0 and memo.get("variant") is None


def test_variant_asks_read_aside_give_the_same_answers() -> None:
    """The same text read with and without an aside open gives an equal reading (the memos keep
    pure functions' values: which texts are kept never changes one)."""
    texts = _texts(7, 40)
    plain = [(expressions._lex(t), reading.number_occurrences(t)) for t in texts]
    read_aside()
    try:
        aside = [(expressions._lex(t), reading.number_occurrences(t)) for t in reversed(texts)][::-1]
    finally:
        end_aside()
    assert aside == plain


def test_kept_expression_tokens_equal_a_new_lex() -> None:
    for text in _shuffled_twice(_texts(1, 120), 2):
        assert expressions._lex(text) == expressions._lex_text(text)


def test_kept_relations_equal_a_new_reading_and_are_the_callers_own() -> None:
    loose = frozenset({"3"})
    for text in _shuffled_twice(_texts(3, 120), 4):
        for looseness in (frozenset(), loose):
            found, steps = expressions.relations(text, looseness)
            assert (found, steps) == expressions._relations(text, looseness)
            found.clear()
            steps.append(expressions.Step(0, expressions.Decimal(1), "x", ()))
            assert expressions.relations(text, looseness) == expressions._relations(text, looseness)


def test_a_text_one_digit_off_is_read_anew() -> None:
    right = "3 x $12.50 = $37.50"
    assert [r.value for r in expressions.relations(right)[0]] == [expressions.Decimal("37.50")]
    wrong = "3 x $12.50 = $37.60"  # one digit off: not the kept reading
    assert expressions.relations(wrong)[0] == []
    assert expressions.contradictions(wrong) and not expressions.contradictions(right)
    assert expressions.relations("3 x $12.50 = -$37.50")[0] == []  # a wrong sign


def test_kept_tokens_equal_a_new_tokenize_and_are_the_callers_own() -> None:
    for text in _shuffled_twice(_texts(5, 150), 6):
        tokens = normalize.tokenize(text)
        assert tokens == normalize._tokenize(text)
        tokens.append("changed")
        assert normalize.tokenize(text) == normalize._tokenize(text)


def test_kept_occurrences_equal_a_new_reading() -> None:
    for text in _shuffled_twice(_texts(7, 100), 8):
        assert reading.number_occurrences(text) == reading._read_occurrences(text, True)


def test_read_reads_a_text_once_while_it_is_kept() -> None:
    memo: TextMemo[tuple[int, ...]] = TextMemo(entries=2, chars=100, latest=1)
    calls: list[str] = []

    def reader(text: str) -> tuple[int, ...]:
        calls.append(text)
        return tuple(len(w) for w in text.split())

    assert memo.read("ab c", reader) == (2, 1) and memo.read("ab c", reader) == (2, 1)
    assert calls == ["ab c"]  # kept: read once
    assert memo.read("", reader) == () and memo.read("", reader) == ()  # an empty reading is kept too
    assert calls == ["ab c", ""]
    memo.read("x", reader), memo.read("y", reader)  # past `entries`: "ab c" dropped, read anew
    assert memo.read("ab c", reader) == (2, 1) and calls[-1] == "ab c" and len(calls) == 5
