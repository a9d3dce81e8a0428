"""The report as a person sees it, in headless Chromium: charts drawn, planted values marked,
nothing run, nothing fetched. One browser serves every check of this module.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from evidence_audit.evidence.normalize import normalize_token

from ..e2e.helpers import run_cli
from .browser import launch, unavailable
from .conftest import HOSTILE_ANSWER, HOSTILE_BAD_LINE, HOSTILE_MODEL, HOSTILE_RUN, HOSTILE_TOOL

ARTIFACTS = Path(os.environ.get("EVIDENCE_AUDIT_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-artifacts"))
MARKED_RED = "rgb(249, 208, 203)"  # mark.ungrounded's background in page.py
MARKED_BLUE = "rgb(212, 228, 245)"  # mark.computed's


@pytest.fixture(scope="module")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@dataclass
class Visit:
    """A page opened on a report, with everything it said and asked for while loading."""

    page: object
    console: list[tuple[str, str]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)


def visit(browser, path: Path) -> Visit:
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    seen = Visit(page)
    page.on("console", lambda message: seen.console.append((message.type, message.text)))
    page.on("pageerror", lambda error: seen.errors.append(str(error)))
    page.on("request", lambda request: seen.requests.append(request.url))
    page.on("dialog", lambda dialog: (seen.dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(path.resolve().as_uri(), wait_until="load")
    return seen


@pytest.fixture(scope="module")
def synth_report(synth_jsonl, tmp_path_factory) -> Path:
    """The synth audit's report with every flagged answer listed (so every plant can be looked for)."""
    html = tmp_path_factory.mktemp("report") / "synth.html"
    done = run_cli("report", str(synth_jsonl), "--html", str(html), "--answers-per-model", "1000")
    assert done.returncode == 0, done.stderr
    return html


def test_synth_report_draws_every_chart_with_marks(browser, synth_report):
    """Each chart is an SVG with a size and drawn bars; the page logs nothing and loads nothing else."""
    seen = visit(browser, synth_report)
    page = seen.page
    figures = page.locator("figure")
    assert figures.count() == 6
    for index in range(figures.count()):
        figure = figures.nth(index)
        caption = figure.locator("figcaption").inner_text()
        svg = figure.locator("svg")
        assert svg.count() == 1, f"chart {caption!r} has no SVG"
        box = svg.bounding_box()
        assert box and box["width"] > 100 and box["height"] > 30, caption
        bars = svg.locator("g.mark-rect path")
        assert bars.count() > 0, f"chart {caption!r} drew no bar"
    assert seen.console == [] and seen.errors == [] and seen.dialogs == []
    assert seen.requests == [synth_report.resolve().as_uri()]
    page.close()


def test_synth_report_lists_and_marks_every_planted_fabrication(browser, synth_report, truth):
    """Every fabricated value of the truth file stands marked (red) in the text of its answer's card."""
    seen = visit(browser, synth_report)
    page = seen.page
    planted = [row for row in truth if row["kind"] == "fabricated"]
    assert len(planted) >= 20
    marked = page.eval_on_selector_all(
        "article.answer",
        """cards => cards.map(card => [card.dataset.run, card.dataset.answer,
              Array.from(card.querySelectorAll('pre.text mark.ungrounded')).map(m => m.textContent)])""",
    )
    by_answer = {(run, int(index)): {normalize_token(text) for text in texts} for run, index, texts in marked}
    missing = [
        (row["run_id"], row["answer_index"], row["value"])
        for row in planted
        if row["value"] not in by_answer.get((row["run_id"], row["answer_index"]), set())
    ]
    assert missing == []
    first = page.locator("pre.text mark.ungrounded").first
    assert first.is_visible()
    assert first.evaluate("m => getComputedStyle(m).backgroundColor") == MARKED_RED
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / "report-synth.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 10_000
    card = ARTIFACTS / "report-synth-flagged-answer.png"
    page.locator("#flagged article.answer").first.screenshot(path=str(card))
    assert card.stat().st_size > 2_000
    page.close()


def test_every_planted_computed_value_shows_its_expression(browser, arithmetic_audit):
    """Each value the synth answers computed stands marked (blue) in its answer, and its row shows the
    expression that gives it (`2 x 347.59 = 695.18`) and one operand, with where it came from, per number."""
    out, truth = arithmetic_audit
    seen = visit(browser, out / "report.html")
    page = seen.page
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    shown = page.eval_on_selector_all(
        "article.answer",
        """cards => cards.flatMap(card => Array.from(card.querySelectorAll('table.values[data-kind=computed]'))
              .flatMap(table => {
                  const column = Object.fromEntries(Array.from(table.rows[0].cells).map((th, i) => [th.innerText, i]));
                  return Array.from(table.rows).slice(1).map(row => [card.dataset.run, card.dataset.answer,
                      row.cells[column.value].innerText, row.cells[column.expression].innerText,
                      Array.from(row.cells[column.operands].querySelectorAll('li')).map(li => li.innerText),
                      Array.from(card.querySelectorAll('pre.text mark.computed')).map(m => m.textContent)]);
              }))""",
    )
    by_value = {(run, int(index), value): (expression, operands, marked)
                for run, index, value, expression, operands, marked in shown}
    planted = [row for row in truth if row["kind"] == "computed"]
    assert len(planted) >= 20
    missing, wrong = [], []
    for row in planted:
        got = by_value.get((row["run_id"], row["answer_index"], row["value"]))
        if got is None:
            missing.append((row["run_id"], row["answer_index"], row["value"]))
            continue
        expression, operands, marked = got
        numbers = row["expression"].replace(" x ", " + ").replace(" - ", " + ").split(" + ")
        if (not expression.endswith(f"{row['expression']} = {row['value']}") or len(operands) != len(numbers)
                or row["value"] not in {normalize_token(text) for text in marked}):
            wrong.append((row["value"], row["expression"], expression, operands, marked))
    assert missing == [] and wrong == []
    first = page.locator("pre.text mark.computed").first
    assert first.is_visible()
    assert first.evaluate("m => getComputedStyle(m).backgroundColor") == MARKED_BLUE
    assert page.locator("table.values[data-kind=computed] span.rule").first.is_visible()
    assert seen.console == [] and seen.errors == [] and seen.requests == [(out / "report.html").resolve().as_uri()]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    card = ARTIFACTS / "report-computed-answer.png"
    page.locator("table.values[data-kind=computed]").first.locator("xpath=ancestor::article").screenshot(path=str(card))
    assert card.stat().st_size > 2_000
    page.close()


def test_hostile_text_shows_verbatim_and_runs_nothing(browser, hostile_audit):
    """Markup in an answer, a model, a tool name, a run id and a bad line is text: nothing executes."""
    seen = visit(browser, hostile_audit / "report.html")
    page = seen.page
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert seen.console == [] and seen.errors == [] and seen.dialogs == []
    assert seen.requests == [(hostile_audit / "report.html").resolve().as_uri()]
    assert page.evaluate("document.querySelectorAll('script, img, iframe, object, embed, link, b').length") == 0
    handlers = page.evaluate(
        """Array.from(document.querySelectorAll('*')).flatMap(
              e => Array.from(e.attributes).filter(a => a.name.startsWith('on')).map(a => e.tagName + ' ' + a.name))"""
    )
    assert handlers == []
    card = page.locator("#flagged article.answer")
    assert card.count() == 1
    assert card.get_attribute("data-run") == HOSTILE_RUN
    assert card.locator("pre.text").inner_text() == HOSTILE_ANSWER
    assert card.locator("pre.text mark.ungrounded").inner_text() == "W2378157"
    assert HOSTILE_TOOL in card.inner_text()
    assert HOSTILE_MODEL in page.locator("#flagged details.model > summary").inner_text()
    assert HOSTILE_BAD_LINE in page.locator("#summary").inner_text()
    page.close()
