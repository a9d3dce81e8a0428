"""Marking values in an answer's text: every occurrence, the tokenizer's spans, escaped text."""

from __future__ import annotations

from evidence_audit.report.highlight import Mark, highlight, spans_of


def marked(text: str, marks: list[Mark]) -> list[tuple[str, str]]:
    """(marked text, css) of each span."""
    return [(text[s.start : s.end], marks[s.mark].css) for s in spans_of(text, marks)]


# --- what is marked


def test_every_occurrence_of_a_value_is_marked_whatever_its_case():
    """A value written twice, once upper-cased, is marked twice."""
    text = "Order W1773051 is cancelled; order w1773051 was refunded."
    assert marked(text, [Mark("ungrounded", ("w1773051",))]) == [("W1773051", "ungrounded"), ("w1773051", "ungrounded")]


def test_values_are_found_by_their_normalized_token_not_by_substring():
    """12345 inside 912345 is not the value 12345; $1,032.50 is the value 1032.5."""
    text = "Ticket 912345 costs $1,032.50."
    assert marked(text, [Mark("a", ("12345",)), Mark("b", ("1032.5",))]) == [("$1,032.50", "b")]


def test_the_sentence_around_a_value_is_not_marked():
    """Brackets and the sentence's punctuation stay outside the mark."""
    text = "(see W1773051), then W1773052."
    assert marked(text, [Mark("u", ("w1773051", "w1773052"))]) == [("W1773051", "u"), ("W1773052", "u")]


def test_a_glued_spelling_marks_its_token():
    """A finding's glued spelling is looked for as well as its value, and marked whole."""
    text = "latency 1007us"
    assert marked(text, [Mark("u", ("1007", "1007us"))]) == [("1007us", "u")]


def test_a_range_written_whole_still_marks_only_its_endpoint():
    """A row whose `written` is the whole range token still marks the endpoint alone."""
    text = "Yoga 10:00-07:46."
    mark = Mark("u", ("07:46", "10:00-07:46"), offset=5, written="10:00-07:46")
    assert marked(text, [mark]) == [("07:46", "u")]


def test_a_range_marks_only_the_endpoint_that_is_the_value():
    """In a range token only the invented end is marked; both ends when both are findings."""
    text = "Yoga 10:00-07:46, budget 300-$800, years 2024-2025, stay 2024-07-03-2024-07-05."
    marks = [
        Mark("u", ("07:46", "10:00-07:46")),
        Mark("u", ("800", "300-$800")),
        Mark("u", ("2024", "2024-2025")),
        Mark("s", ("2025", "2024-2025")),
        Mark("u", ("2024-07-05", "2024-07-03-2024-07-05")),
    ]
    assert marked(text, marks) == [
        ("07:46", "u"), ("$800", "u"), ("2024", "u"), ("2025", "s"), ("2024-07-05", "u"),
    ]


def test_a_written_spelling_is_marked_at_its_offset():
    """A `written` spelling that stands at the row's offset is marked when no token matches it."""
    text = "about 3 point 5 TB"
    assert marked(text, [Mark("computed", ("3.5",), offset=6, written="3 point 5 TB")]) == [("3 point 5 TB", "computed")]


def test_a_spelling_of_several_tokens_is_marked_at_its_offset_when_no_token_matched():
    """A spelling the tokenizer splits is marked where the row located it, whatever its case."""
    text = "On march 5, 2024 at noon"
    assert marked(text, [Mark("u", ("2024-03-05", "March 5, 2024"), offset=3)]) == [("march 5, 2024", "u")]


def test_a_written_spelling_not_at_its_offset_is_not_marked():
    """An offset that does not hold the written spelling marks nothing there."""
    assert marked("abc", [Mark("u", ("zz",), offset=0, written="zz")]) == []


def test_overlapping_marks_keep_the_first_and_longest():
    """Two marks over the same token give one span: the first mark listed."""
    text = "W1773051"
    assert marked(text, [Mark("u", ("w1773051",)), Mark("s", ("w1773051",))]) == [("W1773051", "u")]


def test_empty_text_and_no_marks():
    """Nothing to mark gives the escaped text and no mark."""
    assert highlight("", []) == ("", set())
    assert highlight("a < b", []) == ("a &lt; b", set())


# --- escaping


def test_markup_in_the_text_and_in_a_value_is_escaped():
    """Tags, quotes and ampersands around and inside a marked value come out as text."""
    text = '<script>alert("x")</script> W1773051 & <b>'
    html, placed = highlight(text, [Mark("ungrounded", ("w1773051",))])
    assert html == (
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; "
        '<mark class="ungrounded">W1773051</mark> &amp; &lt;b&gt;'
    )
    assert placed == {0}


def test_the_marks_placed_are_reported_so_the_rest_can_be_listed_apart():
    """A mark whose value is not in the text is not among the placed ones."""
    _, placed = highlight("W1773051", [Mark("u", ("w1773051",)), Mark("u", ("w0000000",))])
    assert placed == {0}
