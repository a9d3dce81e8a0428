"""The report as one HTML page: summary, charts, and the answers behind them, all inline.

Every string that came from a trace (answer text, values, model and tool names, paths, file names,
dead-letter lines) goes through `html.escape` before it is written, and the page carries a
Content-Security-Policy that forbids every script and every load from elsewhere, so even a
mistake in escaping could not run code or fetch anything. The page has no script of its own: the
charts are SVG drawn when the report was written, and the lists open with `<details>`.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ..text import noun, plural
from . import charts
from .highlight import Mark, highlight
from .query import AnswerCard, ModelAnswers, ReportData

__all__ = ["KIND_LABELS", "render_page"]

# Finding kinds in the order they are shown, with the words a person reads; unknown kinds follow.
KIND_LABELS = {
    "ungrounded": "Ungrounded: no earlier tool result carried it",
    "not_actionable": (
        "Not actionable: no earlier tool result carried it, but the answer's evidence is partial "
        "(a lead, not an accusation)"
    ),
    "computed": "Computed: the answer worked it out from numbers it had (check the expression)",
    "self_sourced": "Self-sourced: only the assistant's own tool-call arguments carried it",
    "unverified": "Unverified: the answer presents it as its own arithmetic and no expression reproduces it (check it)",
}

# Why an answer is not actionable, or why its run's records conflict, in a person's words.
NOT_ACTIONABLE_WHY = {
    "incomplete": (
        "Not actionable: a line of this run was lost (a dead letter names the run), so a value no "
        "result carried may be one the lost line carried."
    ),
    "truncated": (
        "Not actionable: the run's evidence index hit its budget, so a value may sit in a result "
        "it did not index."
    ),
    "other": "Not actionable: the answer was judged on partial evidence.",
}
CONFLICT_WHY = {
    "run_id": (
        "Conflict: records of another run share this run id (7 and \"7\", id parts that join alike, or "
        "another trace format); each run was audited apart, and their answers are numbered on from one another."
    ),
    "positions": (
        "Conflict: two different records of this run claim one position; both were kept and audited "
        "in a stable order."
    ),
}
CONFLICT_SHORT = {
    "run_id": "records of another run share its id (audited apart)",
    "positions": "two records claim one position (both kept)",
}
# An operand's source, as the audit names it, in the words shown before where it was found.
OPERAND_SOURCES = {"answer": "the answer", "result": "a tool result", "user": "the user", "count": "a count",
                   "earlier answer": "an earlier answer"}
# How the audit writes an operand's place: `answer offset 45`, `result 2: items[0].price`.
_ANSWER_OFFSET = re.compile(r"answer offset ([0-9]+)")
_RESULT_PATH = re.compile(r"result ([0-9]+): (.+)", re.S)

CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

STYLE = """
:root { --ink:#1d2733; --muted:#5b6775; --line:#d9dee4; --bg:#f6f7f9; --red:#c0392b; --amber:#b9770e;
        --blue:#2e6da4; --grey:#7f8c8d; }
* { box-sizing: border-box; }
body { margin:0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color:var(--ink); background:var(--bg); }
header.top { background:#fff; border-bottom:1px solid var(--line); padding:16px 28px; }
h1 { margin:0 0 4px; font-size:22px; }
h2 { margin:28px 0 10px; font-size:18px; }
h3 { margin:18px 0 6px; font-size:15px; }
.sub, .note { color:var(--muted); }
nav a { margin-right:14px; color:var(--blue); text-decoration:none; }
main { padding:8px 28px 40px; max-width:1300px; }
.tiles { display:flex; flex-wrap:wrap; gap:10px; }
.tile { background:#fff; border:1px solid var(--line); border-radius:6px; padding:10px 14px; min-width:150px; }
.tile .n { font-size:22px; font-weight:600; }
.tile .what { color:var(--muted); font-size:12px; }
.tile.bad .n { color:var(--red); }
.equation { background:#fff; border:1px solid var(--line); border-radius:6px; padding:8px 12px; margin:12px 0; font-family: ui-monospace, monospace; }
.equation.broken { border-color:var(--red); color:var(--red); }
table { border-collapse:collapse; background:#fff; }
th, td { border:1px solid var(--line); padding:4px 8px; text-align:left; vertical-align:top; }
th { background:#eef1f4; font-weight:600; }
td.n { text-align:right; font-variant-numeric: tabular-nums; }
.cols { display:flex; flex-wrap:wrap; gap:0 40px; }
details > summary { cursor:pointer; }
.grid { display:grid; grid-template-columns: repeat(auto-fill, minmax(560px, 1fr)); gap:14px; }
figure { margin:0; background:#fff; border:1px solid var(--line); border-radius:6px; padding:10px 12px; overflow-x:auto; }
figcaption { font-weight:600; margin-bottom:6px; }
figure .note { font-size:12px; margin-top:4px; }
details.model { background:#fff; border:1px solid var(--line); border-radius:6px; margin:8px 0; padding:6px 12px; }
details.model > summary { cursor:pointer; font-weight:600; }
article.answer { border-top:1px solid var(--line); padding:10px 4px; background:#fff; }
article.answer > .meta { color:var(--muted); font-size:12px; }
.verdict { display:inline-block; padding:0 6px; border-radius:3px; font-size:12px; color:#fff; background:var(--grey); }
.verdict.flagged { background:var(--red); }
.verdict.incomplete, .verdict.not_actionable { background:var(--amber); }
.verdict.conflict { background:#6c4f9e; }
p.why { margin:4px 0; font-size:12px; color:var(--muted); }
pre.text { white-space:pre-wrap; word-break:break-word; background:var(--bg); border:1px solid var(--line); border-radius:4px; padding:8px 10px; margin:6px 0; font: 13px/1.5 ui-monospace, monospace; }
mark { padding:0 2px; border-radius:2px; }
mark.ungrounded { background:#f9d0cb; outline:1px solid var(--red); }
mark.self_sourced { background:#fbe5c0; outline:1px dashed var(--amber); }
mark.computed { background:#d4e4f5; outline:1px dashed var(--blue); }
mark.unverified { background:#e8dcf3; outline:1px dashed var(--blue); }
mark.not_actionable { background:#f1e4e2; outline:1px dotted var(--red); }
mark.other { background:#e5e8eb; outline:1px dotted var(--grey); }
.kind { font-weight:600; }
.kind.ungrounded { color:var(--red); }
.kind.self_sourced { color:var(--amber); }
.kind.computed { color:var(--blue); }
.kind.unverified { color:var(--blue); }
.kind.not_actionable { color:var(--grey); }
.rule { font-size:12px; color:var(--blue); font-weight:600; }
ul.operands { margin:0; padding-left:16px; }
table.values { margin:4px 0 8px; font-size:13px; }
table.values code, .meta code { font-size:12px; }
.legend mark { margin-right:8px; }
.raw { font-family: ui-monospace, monospace; font-size:12px; white-space:pre-wrap; word-break:break-all; }
footer { color:var(--muted); font-size:12px; margin-top:30px; }
"""


def _n(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else escape(str(value))


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def _css(kind: str | None) -> str:
    return kind if kind in KIND_LABELS else "other"


def _time(ts: int | None) -> str:
    if ts is None:
        return ""
    try:
        moment = _dt.datetime.fromtimestamp(ts / 1e9, tz=_dt.UTC)
    except (OverflowError, OSError, ValueError):
        return ""
    return moment.strftime("%Y-%m-%d %H:%M:%S UTC")


def _tile(value: Any, what: str, bad: bool = False) -> str:
    return f'<div class="tile{" bad" if bad else ""}"><div class="n">{_n(value)}</div><div class="what">{escape(what)}</div></div>'


def _table(head: Sequence[str], rows: Iterable[Sequence[Any]], numeric: Sequence[int] = ()) -> str:
    out = ["<table><tr>", *(f"<th>{escape(h)}</th>" for h in head), "</tr>"]
    for row in rows:
        out.append("<tr>")
        for index, cell in enumerate(row):
            css = ' class="n"' if index in numeric else ""
            out.append(f"<td{css}>{_n(cell)}</td>")
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def _partial_runs(data: ReportData) -> str:
    """The runs whose answers were judged on partial records (a lost line) or on conflicting ones."""
    if not data.partial_runs:
        return ""
    out = ['<div id="partial-runs"><h3>Runs that lost a line or whose records conflict</h3>',
           '<table><tr><th>run</th><th>answers</th><th>why</th><th>first answer at</th></tr>']
    for run in data.partial_runs:
        why = []
        if run["incomplete"]:
            why.append('<span class="verdict incomplete">incomplete run</span> a line was lost: its answers are not actionable')
        for conflict in str(run["conflict"] or "").split(", "):
            if conflict:
                told = CONFLICT_SHORT.get(conflict, conflict)
                why.append(f'<span class="verdict conflict">conflict: {escape(conflict.replace("_", " "))}</span> {escape(told)}')
        where = f"{escape(str(run['source_file']))}:{_n(run['source_line'])}" if run["source_file"] else ""
        out.append(f"<tr><td><code>{escape(str(run['run_id']))}</code></td><td class=\"n\">{_n(run['answers'])}</td>"
                   f"<td>{'<br>'.join(why)}</td><td>{where}</td></tr>")
    out.append("</table>")
    if data.partial_run_count > len(data.partial_runs):
        out.append(f'<p class="note">The first {len(data.partial_runs):,} of {data.partial_run_count:,} runs, in input order.</p>')
    out.append("</div>")
    return "".join(out)


def _summary(data: ReportData, summary: dict[str, Any] | None) -> str:
    t = data.totals
    kinds = dict(data.kinds)
    verdicts = dict(data.verdicts)
    out = ['<section id="summary"><h2>Summary</h2><div class="tiles">']
    if summary and isinstance(summary.get("runs"), int):
        runs = f"answers from {plural(summary['runs'], 'run')}"
        if summary.get("runs_without_answer"):
            runs += f" ({summary['runs_without_answer']:,} with no answer)"
    else:
        runs = f"answers in {plural(t['runs'], 'run')}"
    out.append(_tile(t["answers"], runs))
    out.append(_tile(t["flagged"], f"flagged answers ({_pct(t['flagged'], t['answers'])})", bad=t["flagged"] > 0))
    out.append(_tile(kinds.get("ungrounded", 0), "ungrounded values", bad=kinds.get("ungrounded", 0) > 0))
    out.append(_tile(kinds.get("self_sourced", 0), "self-sourced values (listed, not flagged)"))
    if "computed" in kinds:
        out.append(_tile(kinds["computed"], "computed values (with their expressions)"))
    if "unverified" in kinds:
        out.append(_tile(kinds["unverified"], "unverified arithmetic (listed, for a person to check)"))
    if "not_actionable" in kinds:
        out.append(_tile(kinds["not_actionable"], "not actionable values (leads on partial evidence)"))
    for kind, n in data.kinds:
        if kind not in KIND_LABELS:
            out.append(_tile(n, f"{kind} values"))
    out.append(_tile(t["unread_tokens"], "unread tokens (past the reading ceiling)"))
    out.append(_tile(
        verdicts.get("not_actionable", 0),
        "not actionable answers (partial evidence: lost lines or a full index)",
    ))
    if t["incomplete"]:
        out.append(_tile(t["incomplete"], "answers of runs that lost a line (incomplete)"))
    if t.get("conflicting"):
        out.append(_tile(t["conflicting"], "answers of runs whose records conflict"))
    out.append(_tile(t["dead_letters"], "dead letters (bad input lines)", bad=t["dead_letters"] > 0))
    out.append("</div>")
    if summary and "lines_read" in summary:
        holds = summary.get("equation_holds")
        out.append(
            f'<div class="equation{"" if holds else " broken"}">lines read {_n(summary["lines_read"])} = '
            f'{_n(summary.get("records_parsed", 0))} {noun(summary.get("records_parsed", 0), "record")} parsed'
            f' + {_n(summary.get("dead_letters", 0))} {noun(summary.get("dead_letters", 0), "dead letter")}'
            f' + {_n(summary.get("blank_lines", 0))} {noun(summary.get("blank_lines", 0), "blank line")}: the equation {"holds" if holds else "DOES NOT HOLD"}</div>'
        )
    else:
        out.append('<p class="note">No summary.json beside the outputs: the accounting equation is not shown; '
                   "every other figure is counted from the rows.</p>")
    out.append('<div class="cols"><div><h3>Answers by verdict</h3>')
    out.append(_table(("verdict", "answers", "share"), ((v, n, _pct(n, t["answers"])) for v, n in data.verdicts), (1, 2)))
    out.append("</div><div><h3>Dead letters by reason</h3>")
    if data.dead_reasons:
        out.append(_table(("reason", "lines"), data.dead_reasons, (1,)))
        out.append(_shown_note(len(data.dead_reasons), data.dead_reason_count, "reasons"))
        out.append("<h3>First dead letters</h3>")
        out.append('<table><tr><th>where</th><th>reason</th><th>raw line (clipped)</th></tr>')
        for row in data.dead_examples:
            out.append(
                f"<tr><td>{escape(str(row['source_file']))}:{_n(row['source_line'])}</td>"
                f"<td>{escape(str(row['reason']))}</td><td class=\"raw\">{escape(str(row['raw'] or ''))}</td></tr>"
            )
        out.append("</table>")
    else:
        out.append('<p class="note">None: every input line was read.</p>')
    out.append("</div></div>")
    out.append(_partial_runs(data))
    if summary:
        shown = {"lines_read", "records_parsed", "dead_letters", "blank_lines", "equation_holds", "answers",
                 "flagged_answers", "unread_tokens"}
        rest = [(k, v) for k, v in summary.items() if k not in shown and isinstance(v, int | float) and not isinstance(v, bool)]
        if rest:
            out.append(f"<details><summary>Every other figure of summary.json ({len(rest)})</summary>")
            out.append(_table(("figure", "value"), rest, (1,)))
            out.append("</details>")
    out.append("</section>")
    return "".join(out)


def _shown_note(shown: int, total: int, what: str) -> str:
    if total > shown:
        return f'<p class="note">The top {shown:,} of {total:,} {escape(what)}.</p>'
    return ""


def _figure(caption: str, spec: dict[str, Any] | None, note: str = "", empty: str = "Nothing to draw.") -> str:
    body = charts.render_svg(spec) if spec is not None else f'<p class="note">{escape(empty)}</p>'
    note_html = f'<div class="note">{escape(note)}</div>' if note else ""
    return f"<figure><figcaption>{escape(caption)}</figcaption>{body}{note_html}</figure>"


def _top_note(shown: int, total: int, what: str) -> str:
    return f"The top {shown:,} of {total:,} {what}." if total > shown else ""


def _charts(data: ReportData) -> str:
    out = ['<section id="charts"><h2>Where the findings are</h2><div class="grid">']
    out.append(_figure(
        "Flagged answers by model",
        charts.stacked_rate(data.models) if data.models else None,
        _top_note(len(data.models), data.model_count, "models, by answers"),
    ))
    unit = data.time_unit
    out.append(_figure(
        f"Answers by {unit} (UTC), flagged in red",
        charts.daily(data.days, unit) if data.days else None,
        f"The last {len(data.days):,} of {data.day_count:,} {unit}s with answers." if data.day_count > len(data.days) else "",
        empty="The traces carry no answer times.",
    ))
    tool_note = _top_note(len(data.tools), data.tool_count, "tools")
    if data.without_lead:
        tool_note = (tool_note + " " if tool_note else "") + (
            f"{plural(data.without_lead, 'ungrounded value')} {'has' if data.without_lead == 1 else 'have'}"
            " no nearest carried value."
        )
    out.append(_figure(
        "Tools whose results hold the nearest carried value of an ungrounded one",
        charts.bars(data.tools, "ungrounded values") if data.tools else None,
        tool_note,
        empty="No ungrounded value has a nearest carried value.",
    ))
    out.append(_figure(
        "Most frequent ungrounded values",
        charts.bars([(f"{value} ({shape})" if shape else value, n) for value, shape, n in data.values], "findings", charts.FLAGGED)
        if data.values else None,
        _top_note(len(data.values), data.value_count, "distinct values"),
        empty="No ungrounded value.",
    ))
    out.append(_figure(
        "Ungrounded values by shape",
        charts.bars(data.shapes, "findings", charts.FLAGGED) if data.shapes else None,
        empty="No ungrounded value.",
    ))
    out.append(_figure(
        "Grounded values by rule (and computed values)",
        charts.bars(data.rules, "values") if any(n for _, n in data.rules) else None,
        "exact: the value as carried; the others are the spellings rules; computed: the values the figures dial "
        "derived and the arithmetic dial found the answer computed.",
        empty="No value was grounded.",
    ))
    out.append("</div></section>")
    return "".join(out)


def _lead(nearest: Any) -> str:
    if not isinstance(nearest, dict):
        return ""
    parts = [f"<code>{escape(str(nearest.get('value', '')))}</code>"]
    if nearest.get("how"):
        parts.append(f" ({escape(str(nearest['how']))})")
    where = []
    if nearest.get("position") is not None:
        where.append(f"result #{_n(nearest['position'])}")
    if nearest.get("tool_name"):
        where.append(f"<code>{escape(str(nearest['tool_name']))}</code>")
    if nearest.get("path"):
        where.append(f"at <code>{escape(str(nearest['path']))}</code>")
    if where:
        parts.append(" in " + " ".join(where))
    return "".join(parts)


def _operand(item: Any) -> str:
    """One carried number of a lead's derivation: its value and the tool result that carried it."""
    if isinstance(item, dict):
        text = f"<code>{escape(str(item.get('value', '')))}</code>"
        where = []
        if item.get("position") is not None:
            where.append(f"result #{_n(item['position'])}")
        if item.get("tool_name"):
            where.append(f"<code>{escape(str(item['tool_name']))}</code>")
        if item.get("path"):
            where.append(f"at <code>{escape(str(item['path']))}</code>")
        return text + (" (" + " ".join(where) + ")" if where else "")
    return f"<code>{escape(str(item))}</code>"


def _derivation(finding: dict[str, Any]) -> str:
    """The `derivation` lead: a sum or difference of carried numbers that equals the value."""
    derivation = finding.get("derivation")
    if not isinstance(derivation, dict) or not (derivation.get("expression") or derivation.get("from")):
        return ""
    out = []
    if derivation.get("expression"):
        out.append(f"<code>{escape(str(derivation['expression']))}</code> = <code>{escape(str(finding.get('value', '')))}</code>")
    if isinstance(derivation.get("from"), list) and derivation["from"]:
        out.append("from " + ", ".join(_operand(item) for item in derivation["from"]))
    return "<br>".join(out)


def _expression(finding: dict[str, Any]) -> str:
    """A computed value's expression (`per-count: 12 x 1020 = 12240`): the rule, then the arithmetic."""
    expression = finding.get("expression")
    if not expression:
        return ""
    rule, sep, arithmetic = str(expression).partition(": ")
    if sep and rule.replace("-", "").replace("_", "").isalpha():
        return f'<span class="rule">{escape(rule)}</span> <code>{escape(arithmetic)}</code>'
    return f"<code>{escape(str(expression))}</code>"


def _operands(finding: dict[str, Any]) -> str:
    """A computed value's operands, each with where it came from (`1020`: the answer, answer offset 45)."""
    operands = finding.get("operands")
    if not isinstance(operands, list) or not operands:
        return ""
    items = []
    for item in operands:
        if not isinstance(item, dict):
            items.append(f"<li><code>{escape(str(item))}</code></li>")
            continue
        told = _operand_where(str(item.get("source") or ""), str(item.get("where") or ""))
        value = f"<code>{escape(str(item.get('value', '')))}</code>"
        items.append(f"<li>{value}: {told}</li>" if told else f"<li>{value}</li>")
    return '<ul class="operands">' + "".join(items) + "</ul>"


def _operand_where(source: str, where: str) -> str:
    """Where an operand came from, as HTML: `the answer, at offset 45`, `result #2 at items[0].price`,
    `a count (the user wrote 'two')`."""
    if source == "answer" and (at := _ANSWER_OFFSET.fullmatch(where)):
        return f"the answer, at offset {escape(at.group(1))}"
    if source == "result" and (at := _RESULT_PATH.fullmatch(where)):
        return f"result #{escape(at.group(1))} at <code>{escape(at.group(2))}</code>"
    said = OPERAND_SOURCES.get(source, source)
    return escape(f"{said} ({where})" if said and where else said or where)


def _values_table(kind: str, findings: list[dict[str, Any]]) -> str:
    """One row per value; a column only when a value has it: as written, the nearest carried value
    and the derivation (leads), the expression and its operands (computed values)."""
    columns = {
        "as written": [f"<code>{escape(str(w))}</code>" if (w := f.get("written") or f.get("spelling")) else ""
                       for f in findings],
        "nearest carried value": [_lead(f.get("nearest")) for f in findings],
        "derivation": [_derivation(f) for f in findings],
        "expression": [_expression(f) for f in findings],
        "operands": [_operands(f) for f in findings],
    }
    shown = {name: cells for name, cells in columns.items() if any(cells)}
    out = [f'<table class="values" data-kind="{escape(kind)}"><tr><th>value</th><th>shape</th>',
           *(f"<th>{name}</th>" for name in shown), "</tr>"]
    for row, f in enumerate(findings):
        cells = [f"<code>{escape(str(f.get('value') or ''))}</code>", escape(str(f.get("shape") or ""))]
        cells += [column[row] for column in shown.values()]
        out.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
    out.append("</table>")
    return "".join(out)


def _kind_order(kind: str) -> tuple[int, str]:
    order = list(KIND_LABELS)
    return (order.index(kind) if kind in order else len(order), kind)


def _card(card: AnswerCard, anchor: str) -> str:
    marks = [
        Mark(
            _css(f["kind"]),
            tuple(s for s in (f.get("value"), f.get("spelling")) if s),
            f["offset"] if f.get("offset") is not None else -1,
            f.get("written"),
        )
        for f in card.findings
    ]
    meta = [f'<span class="verdict {escape(_css_verdict(card.verdict))}">{escape(card.verdict or "no verdict")}</span>']
    if card.incomplete:
        meta.append('<span class="verdict incomplete">incomplete run</span>')
    if card.conflict:
        meta.append(f'<span class="verdict conflict">conflict: {escape(card.conflict.replace("_", " "))}</span>')
    meta.append(f"run <code>{escape(card.run_id)}</code>, answer_index {_n(card.answer_index)}")
    if card.source_file:
        meta.append(f"from <code>{escape(card.source_file)}:{_n(card.source_line)}</code>")
    when = _time(card.ts)
    if when:
        meta.append(escape(when))
    out = [
        f'<article class="answer" id="{anchor}" data-run="{escape(card.run_id)}" data-answer="{_n(card.answer_index)}">',
        f'<div class="meta">{" · ".join(meta)}</div>',
    ]
    if card.verdict == "not_actionable":
        why = "incomplete" if card.incomplete else "truncated" if card.truncated else "other"
        out.append(f'<p class="why">{escape(NOT_ACTIONABLE_WHY[why])}</p>')
    if card.conflict:
        out.append(f'<p class="why">{escape(CONFLICT_WHY.get(card.conflict, "Conflict: " + card.conflict))}</p>')
    placed: set[int] = set()
    if card.text is not None:
        body, placed = highlight(card.text, marks)
        out.append(f'<pre class="text">{body}</pre>')
    else:
        out.append('<p class="note">The answer text is not in these outputs (written before the audit kept it); '
                   "each value's context follows.</p>")
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for index, finding in enumerate(card.findings):
        finding = dict(finding, _placed=index in placed)
        by_kind.setdefault(finding.get("kind") or "other", []).append(finding)
    for kind in sorted(by_kind, key=_kind_order):
        findings = by_kind[kind]
        label = KIND_LABELS.get(kind, kind)
        out.append(f'<div class="kind {escape(_css(kind))}">{escape(label)} ({len(findings):,})</div>')
        out.append(_values_table(kind, findings))
        missing = [f for f in findings if not f["_placed"]]
        for f in missing:
            why = "not located in the text shown" if card.text is not None else "context"
            out.append(f'<p class="note">{escape(str(f.get("value")))}: {why}: <q>{escape(str(f.get("context") or ""))}</q></p>')
    out.append("</article>")
    return "".join(out)


def _css_verdict(verdict: str | None) -> str:
    return verdict if verdict in ("flagged", "clean", "unread", "not_actionable") else "other"


def _answers(n: int) -> str:
    return f"{n:,} answer" + ("" if n == 1 else "s")


def _answer_section(section: str, title: str, lead: str, lists: list[ModelAnswers], models: int, data: ReportData) -> str:
    out = [f'<section id="{section}"><h2>{escape(title)}</h2><p class="note">{escape(lead)}</p>']
    if not lists:
        out.append('<p class="note">None.</p></section>')
        return "".join(out)
    total = sum(item.total for item in lists)
    if models > len(lists):
        out.append(f'<p class="note">The {len(lists):,} models with most of them are listed, of {models:,}.</p>')
    for number, item in enumerate(lists):
        shown = len(item.answers)
        count = _answers(item.total) if shown == item.total else f"the first {shown:,} of {_answers(item.total)}"
        opened = " open" if number == 0 else ""
        out.append(f'<details class="model"{opened}><summary>{escape(item.model)}: {count}</summary>')
        for index, card in enumerate(item.answers):
            out.append(_card(card, f"{section}-{number}-{index}"))
        out.append("</details>")
    out.append(f'<p class="note">{plural(total, "answer")} in the listed models; at most {data.limits.per_model:,} shown per model.</p>')
    out.append("</section>")
    return "".join(out)


def render_page(data: ReportData, *, title: str, source: str, summary: dict[str, Any] | None, command: str) -> str:
    """The whole report as one HTML document."""
    legend = (
        '<p class="legend"><mark class="ungrounded">ungrounded</mark><mark class="not_actionable">not actionable</mark>'
        '<mark class="computed">computed</mark><mark class="self_sourced">self-sourced</mark>'
        '<mark class="other">other listed values</mark></p>'
    )
    parts = [
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">",
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>",
        f'<header class="top"><h1>{escape(title)}</h1><div class="sub">{escape(source)}</div>',
        (
            '<nav><a href="#summary">Summary</a><a href="#charts">Charts</a><a href="#flagged">Flagged answers</a>'
            '<a href="#listed">Other listed values</a></nav></header><main>'
        ),
        _summary(data, summary),
        _charts(data),
        legend,
        _answer_section(
            "flagged",
            "Flagged answers",
            "Answers with at least one ungrounded value, in input order, with their text and every value the audit "
            "listed, marked in place. Self-sourced and computed values are listed apart from the ungrounded ones.",
            data.flagged,
            data.flagged_models,
            data,
        ),
        _answer_section(
            "listed",
            "Other answers with listed values",
            "Answers that are not flagged but list values: computed ones with their expressions, self-sourced "
            "ones, and the uncarried values of not actionable answers (judged on partial evidence).",
            data.listed,
            data.listed_models,
            data,
        ),
        (
            f"<footer>Written by <code>{escape(command)}</code>. Charts: top {data.limits.top:,} per chart; "
            f"lists: the first {data.limits.per_model:,} answers of the {data.limits.models:,} models with most. "
            "No script, nothing loaded from elsewhere.</footer>"
        ),
        "</main></body></html>\n",
    ]
    return "".join(parts)
