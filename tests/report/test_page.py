"""The page itself, without a browser: what it holds, what it refers to, how it escapes."""

from __future__ import annotations

import re
from pathlib import Path

from evidence_audit.report import Limits, build_report

from .page_scan import URL_SCHEME, Scan, external_references
from .rows import answer, finding, write_jsonl

SCRIPTED = '<script>alert("x")</script><img src=x onerror=alert(1)> order W1773051 & "q" </pre>'


def write(root: Path, answers: list[dict], findings: list[dict], dead: list[dict] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    write_jsonl(root / "answers.jsonl", answers)
    write_jsonl(root / "findings.jsonl", findings)
    write_jsonl(root / "dead_letter.jsonl", dead or [])
    return root


def test_a_synth_audits_report_refers_to_nothing_outside_it(synth_jsonl):
    """No element loads anything, no style fetches, and no URL is written anywhere in the page."""
    html = (synth_jsonl / "report.html").read_text(encoding="utf-8")
    assert external_references(html) == []
    assert URL_SCHEME.findall(html) == []
    assert html.count("<svg") == 6


def test_markup_from_traces_is_text_in_every_place_it_is_shown(tmp_path):
    """Answer text, model, run id, tool name, path, context and a dead letter's line come out escaped."""
    lead = {"value": "w1773050", "how": "one character off", "position": 0, "tool_name": "<b>t</b>", "path": '"><i>'}
    root = write(
        tmp_path,
        [answer("<r>", 0, "flagged", text=SCRIPTED, model="<script>m</script>")],
        [finding("<r>", 0, "w1773051", offset=SCRIPTED.index("W1773051"), nearest=lead, model="<script>m</script>",
                 context="<script>c</script>")],
        [{"source_file": "<f>", "source_line": 1, "reason": "line 1 of <f>: <bad>", "raw": "<script>raw</script>"}],
    )
    html = build_report(root)
    scan = Scan(html)
    assert external_references(html) == []
    assert {tag for tag, _ in scan.tags} & {"script", "img", "b", "i", "r", "f", "bad"} == set()
    assert SCRIPTED in scan.pre_texts
    text = "".join(scan.text)
    for shown in ("<script>m</script>", "<b>t</b>", '"><i>', "<script>raw</script>", "line 1 of <f>: <bad>"):
        assert shown in text
    (card,) = [attrs for tag, attrs in scan.tags if tag == "article"]
    assert card["data-run"] == "<r>"


def test_the_page_forbids_scripts_and_loads_by_policy():
    """A Content-Security-Policy forbids every script and every load, as a second wall behind escaping."""
    from evidence_audit.report.page import CSP

    assert "default-src 'none'" in CSP and "script-src" not in CSP


def test_a_card_shows_values_apart_by_kind_with_leads_and_derivations(tmp_path):
    """Ungrounded, computed and unknown kinds are listed apart; a value not in the text says so."""
    text = "Order W1773051 costs 61.5; see W2 and refund W3."
    rows = [
        finding("r", 0, "w1773051", offset=6,
                nearest={"value": "w1773050", "how": "one character off", "position": 2, "tool_name": "find_order",
                         "path": "orders[0].id"}),
        finding("r", 0, "61.5", kind="computed", shape="figure", offset=21,
                derivation={"expression": "123 / 2", "from": [{"value": "123", "position": 0, "path": "total"}]}),
        finding("r", 0, "w2", kind="some_new_kind", offset=31),
        finding("r", 0, "w999", offset=-1, context="beyond the text kept"),
    ]
    html = build_report(write(tmp_path, [answer("r", 0, "flagged", text=text, incomplete=True)], rows))
    assert '<mark class="ungrounded">W1773051</mark>' in html
    assert '<mark class="computed">61.5</mark>' in html
    assert '<mark class="other">W2</mark>' in html
    assert "Ungrounded: no earlier tool result carried it (2)" in html
    assert "Computed: derived from carried numbers (1)" in html
    assert "some_new_kind (1)" in html
    assert "<code>123 / 2</code> = <code>61.5</code>" in html
    assert "result #2 <code>find_order</code> at <code>orders[0].id</code>" in html
    assert "w999: not located in the text shown" in html
    assert "incomplete run" in html


def test_answers_without_text_show_each_values_context(tmp_path):
    """Outputs written before answers kept their text still list every value, with its context."""
    html = build_report(write(tmp_path, [answer("r", 0, "flagged")], [finding("r", 0, "w1", context="ctx of w1")]))
    assert "The answer text is not in these outputs" in html
    assert "ctx of w1" in html
    assert "<pre" not in html


def test_bounded_lists_and_charts_state_their_totals(tmp_path):
    """'the first N of M answers', the models left out, and 'the top N of M' under a chart."""
    answers = [answer(f"r{i:02}", 0, "flagged", text=f"W{i}", model=f"m{i % 3}") for i in range(30)]
    findings = [finding(f"r{i:02}", 0, f"w{i}", model=f"m{i % 3}") for i in range(30)]
    html = build_report(write(tmp_path, answers, findings), Limits(top=5, per_model=4, models=2))
    assert html.count("the first 4 of 10 answers") == 2
    assert "The 2 models with most of them are listed, of 3." in html
    assert "The top 5 of 30 distinct values." in html
    assert len(re.findall(r'<article class="answer"', html)) == 8


def test_an_audit_with_nothing_flagged_says_so(tmp_path):
    """No finding: charts of findings say there is nothing to draw, the lists say none."""
    html = build_report(write(tmp_path, [answer("r", 0, "clean", ts=None)], []))
    assert "No ungrounded value." in html
    assert "The traces carry no answer times." in html
    assert html.count('<p class="note">None.</p>') == 2
    assert "No summary.json beside the outputs" in html
