"""The README is a user's page; the rounds' history lives in `docs/`, linked both ways.

Round 13 moved the README's per-round sections (precision rounds 1-10, each held-out set, each
speed and stage branch, the hostile-answer rounds) verbatim into the pages below, and the README
kept one table of the rules by family and one table of where each held-out set stands. Here: each
page is linked from the README and links back, is listed in `docs/README.md`, the round-by-round
headings stay out of the README, the README's rule table names every rule a finding can carry, and
the moved commands are still run (by `test_docs_run.py`, which runs every tracked Markdown file).
"""

from __future__ import annotations

import re

import pytest

from .harness import REPO, Command, parse_markdown

HISTORY_PAGES = (
    "docs/precision-history.md",
    "docs/heldout-sets.md",
    "docs/performance-history.md",
    "docs/reliability-history.md",
)

# Headings of the history, which belong on the pages above, not in the README.
HISTORY_HEADING = re.compile(
    r"^#+ (?:Precision round \d+|The (?:second|third|fourth|fifth|\w+th) held-out set|"
    r"The (?:speed|stage|flat)\d+ branch|The precision rules under hostile answers)",
    re.MULTILINE,
)


def _readme() -> str:
    return (REPO / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("page", HISTORY_PAGES)
def test_each_history_page_is_linked_from_the_readme_and_back(page: str) -> None:
    text = (REPO / page).read_text(encoding="utf-8")
    assert f"]({page})" in _readme() or f"]({page}#" in _readme(), f"the README does not link to {page}"
    assert "](../README.md)" in text, f"{page} does not link back to the README"
    name = page.split("/")[-1]
    assert f"| `{name}` |" in (REPO / "docs" / "README.md").read_text(encoding="utf-8")


def test_the_readme_keeps_no_round_by_round_section() -> None:
    """A round's section goes to its history page; the README sums up (its tables link there)."""
    assert HISTORY_HEADING.findall(_readme()) == []
    pages = "\n".join((REPO / page).read_text(encoding="utf-8") for page in HISTORY_PAGES)
    assert len(HISTORY_HEADING.findall(pages)) >= 20  # the pattern matches the moved headings


def _rule_table() -> str:
    text = _readme()
    start = text.index("\n### The rules, by family\n")
    return text[start : text.index("\n### ", start + 1)]


def test_the_readme_rule_table_names_every_rule() -> None:
    """Every rule a grounded value (`grounded_by`) or a computed one can name is in the table."""
    from evidence_audit.evidence import computed, spellings

    table = _rule_table()
    missing = [rule for rule in (*spellings.RULES, *computed.RULES) if f"`{rule}`" not in table]
    assert missing == [], f"add these rules to the README's rule table: {missing}"


def test_the_moved_arithmetic_commands_are_still_run() -> None:
    """The synth arithmetic commands moved with round 1's section and stay runnable examples."""
    page = "docs/precision-history.md"
    doc = parse_markdown(page, (REPO / page).read_text(encoding="utf-8"))
    commands = [step for step in doc.steps if isinstance(step, Command)]
    assert sum("synth --arithmetic" in c.text for c in commands) == 3
    assert all(c.expected for c in commands)
