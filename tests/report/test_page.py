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
    """Ungrounded, computed and unknown kinds are listed apart; a lead's derivation and a computed
    value's expression and operands are shown; a value not in the text says so."""
    text = "Order W1773051 costs 61.5; see W2 and refund 248."
    rows = [
        finding("r", 0, "w1773051", offset=6,
                nearest={"value": "w1773050", "how": "one character off", "position": 2, "tool_name": "find_order",
                         "path": "orders[0].id"}),
        finding("r", 0, "61.5", kind="computed", shape="number", offset=21, written="61.5",
                expression="per-count: 2 x 30.75 = 61.5",
                operands=[{"value": "2", "source": "count", "where": "the user wrote 'two'"},
                          {"value": "30.75", "source": "result", "where": "result 0: offers[3].price"}]),
        finding("r", 0, "w2", kind="some_new_kind", offset=31),
        finding("r", 0, "248", shape="number", offset=45,
                derivation={"expression": "123 + 125", "from": [{"value": "123", "position": 0, "path": "total"},
                                                               {"value": "125", "position": 1, "path": "fee"}]}),
        finding("r", 0, "w999", offset=-1, context="beyond the text kept"),
    ]
    html = build_report(write(tmp_path, [answer("r", 0, "flagged", text=text, incomplete=True)], rows))
    assert '<mark class="ungrounded">W1773051</mark>' in html
    assert '<mark class="computed">61.5</mark>' in html
    assert '<mark class="other">W2</mark>' in html
    assert "Ungrounded: no earlier tool result carried it (3)" in html
    assert "Computed: the answer worked it out from numbers it had (check the expression) (1)" in html
    assert "some_new_kind (1)" in html
    assert '<span class="rule">per-count</span> <code>2 x 30.75 = 61.5</code>' in html
    assert "<li><code>2</code>: a count (the user wrote &#x27;two&#x27;)</li>" in html
    assert "<li><code>30.75</code>: result #0 at <code>offers[3].price</code></li>" in html
    assert "<code>123 + 125</code> = <code>248</code>" in html
    assert "from <code>123</code> (result #0 at <code>total</code>)" in html
    assert "result #2 <code>find_order</code> at <code>orders[0].id</code>" in html
    assert "w999: not located in the text shown" in html
    assert "incomplete run" in html


def test_not_actionable_and_conflicting_answers_say_why(tmp_path):
    """An answer judged on partial evidence says which part is missing; a run whose records
    conflict says so on its cards, and both are counted in the summary."""
    answers = [
        answer("lost", 0, "not_actionable", text="Refund W7 now.", incomplete=True, evidence_truncated=False),
        answer("full", 0, "not_actionable", text="Refund W8 now.", incomplete=False),
        answer("twice", 0, "clean", text="You paid 61.5.", conflict="run_id"),
    ]
    rows = [
        finding("lost", 0, "w7", kind="not_actionable", offset=7),
        finding("full", 0, "w8", kind="not_actionable", offset=7),
        finding("twice", 0, "61.5", kind="computed", shape="number", offset=9, expression="total: 60 + 1.5 = 61.5",
                operands=[{"value": "60", "source": "answer", "where": "answer offset 0"}]),
    ]
    html = build_report(write(tmp_path, answers, rows))
    assert '<mark class="not_actionable">W7</mark>' in html and '<mark class="not_actionable">W8</mark>' in html
    assert html.count("Not actionable: no earlier tool result carried it") == 2
    assert "Not actionable: a line of this run was lost" in html
    assert "Not actionable: the run&#x27;s evidence index hit its budget" in html
    assert '<span class="verdict conflict">conflict: run id</span>' in html
    assert "Conflict: records of another run share this run id" in html
    assert "<li><code>60</code>: the answer, at offset 0</li>" in html
    assert "not actionable values (leads on partial evidence)" in html
    assert "answers of runs that lost a line (incomplete)" in html
    assert "answers of runs whose records conflict" in html
    assert '<div class="kind other">' not in html and html.count('<mark class="other">') == 1  # the legend's
    assert "truncated evidence" not in html
    runs = html[html.index('<div id="partial-runs">'):]
    runs = runs[: runs.index("</div>")]
    assert "<td><code>lost</code></td>" in runs and "a line was lost" in runs
    assert "<td><code>twice</code></td>" in runs and "records of another run share its id" in runs
    assert "<code>full</code>" not in runs  # not actionable for a full index: no run to name


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


def test_one_run_and_one_record_are_said_in_the_singular(tmp_path):
    """The page said `answers in 1 runs` and `1 records parsed`: each noun agrees with its count."""
    import json

    root = write(tmp_path, [answer("r", 0, "clean", ts=None)], [])
    summary = {"runs": 1, "lines_read": 1, "records_parsed": 1, "dead_letters": 0, "blank_lines": 0,
               "equation_holds": True}
    (root / "summary.json").write_text(json.dumps(summary))
    html = build_report(root)
    assert "answers from 1 run<" in html or "answers from 1 run " in html
    assert "= 1 record parsed + 0 dead letters + 0 blank lines" in html
