"""Date mutations: what the `word_dates` dial catches of a date in words moved by a day, a month, a year.

For each answer of each corpus of the folders given, the check is run with the dial on
(`evidence/word_dates.py`); each date in words it grounds or computes is rewritten moved by one
day either way, by one month (the next month's name, same day) and by one year, and the answer is
judged again against the same history. A mutant that lands on a date the history carries (ISO, in
words, numeric; results, people, the agent's calls) is excluded, as `bench/heldout.py` excludes a
number that lands on a carried one. Caught: the mutant is flagged. Printed per folder: dates judged
by kind, and mutants caught / excused as computed / missed by kind of move. Not a test; from the
repository root:

    .venv/bin/python bench/date_mutations.py tests/data/heldout tests/data/heldout7
"""

from __future__ import annotations

import calendar
import re
import sys
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

from _answers import ROOT, answers_of, carried_dates
from evidence_audit import check_answer, resolve_gate
from evidence_audit.evidence.auditor import ReadingCache
from evidence_audit.evidence.word_dates import answer_dates, numeric_spellings


def history_of(messages: list) -> list[dict]:
    return [{"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id,
             "tool_calls": m.tool_calls, "tool_name": m.tool_name} for m in messages]


def moved(day: date) -> list[tuple[str, date]]:
    out = [("day +1", day + timedelta(days=1)), ("day -1", day - timedelta(days=1))]
    month = day.month % 12 + 1
    try:
        out.append(("month +1", date(day.year + (day.month == 12), month, day.day)))
    except ValueError:
        pass
    try:
        out.append(("year +1", date(day.year + 1, day.month, day.day)))
    except ValueError:
        pass
    return out


def rewrite(written: str, old: date, new: date) -> str:
    """`written` (`Tuesday, August 11, 2026`, `11 Aug 2026`) naming `new` in the same style; a
    weekday written is updated too (a mutant must be a consistent date, not a weekday mismatch)."""
    text = written
    if old.year != new.year:
        text = text.replace(str(old.year), str(new.year))
    if old.month != new.month:
        for names in (calendar.month_name, calendar.month_abbr):
            pattern = re.compile(r"\b" + names[old.month] + r"\b", re.IGNORECASE)
            if pattern.search(text):
                text = pattern.sub(names[new.month], text, count=1)
                break
    if old.day != new.day:
        text = re.sub(r"(?<![0-9])" + str(old.day) + r"(?=(?:st|nd|rd|th)?(?![0-9]))", str(new.day), text, count=1)
        text = re.sub(r"(?<=[0-9])(st|nd|rd|th)\b", lambda m: _suffix(new.day), text, count=1)
    for names in (calendar.day_name, calendar.day_abbr):
        pattern = re.compile(r"\b" + names[old.weekday()] + r"\b", re.IGNORECASE)
        if pattern.search(text):
            text = pattern.sub(names[new.weekday()], text, count=1)
            break
    return text


def _suffix(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def measure(folder: Path, gate) -> None:
    answers = 0
    kinds: Counter = Counter()
    results: Counter = Counter()
    missed: list[str] = []
    cache = ReadingCache()
    for answer in answers_of(folder):
        answers += 1
        history = history_of(answer.before)
        known = carried_dates(answer.texts)
        joined = "\n".join(answer.texts)
        verdict = check_answer(answer.text, history, gate, readings=cache)
        flagged = {c.value for c in verdict.unsupported}
        grounded = {g.value for g in verdict.grounded}
        computed = {c.value for c in verdict.computed or ()}
        for found in answer_dates(answer.text):
            if found.written in flagged:
                kinds["flagged"] += 1
                continue
            if found.written in computed:
                kinds["computed"] += 1
            elif found.written in grounded:
                kinds["grounded"] += 1
            else:
                kinds["not judged (far from every carried date, said, or own)"] += 1
                continue
            for how, new in moved(found.day):
                iso = new.isoformat()
                if iso in known or any(form in joined for form in numeric_spellings(iso)):
                    results[(how, "excluded: lands on a carried date")] += 1
                    continue
                mutant = rewrite(found.written, found.day, new)
                text = answer.text[:found.start] + mutant + answer.text[found.end:]
                after = check_answer(text, history, gate, readings=cache)
                if {c.value for c in after.unsupported} - flagged:
                    results[(how, "caught")] += 1
                elif {c.value for c in after.computed or ()} - computed:
                    results[(how, "excused as computed")] += 1
                else:
                    results[(how, "missed")] += 1
                    missed.append(f"{answer.corpus}:{answer.line}: {found.written!r} -> {mutant!r}")
    print(f"{folder}: {answers} answers; dates in words with a year: " + ", ".join(f"{k} {v}" for k, v in kinds.items()))
    for how in ("day +1", "day -1", "month +1", "year +1"):
        row = {k[1]: v for k, v in results.items() if k[0] == how}
        judged = sum(v for k, v in row.items() if not k.startswith("excluded"))
        caught = row.get("caught", 0)
        share = f"{100 * caught / judged:.1f}%" if judged else "-"
        print(f"  {how:<9} caught {caught}/{judged} ({share}); " + ", ".join(f"{k} {v}" for k, v in sorted(row.items()) if k != "caught"))
    for line in missed[:20]:
        print(f"    missed: {line}")


def main(argv: list[str]) -> int:
    gate = resolve_gate({"word_dates": True})
    for folder in argv or [str(ROOT / "tests" / "data" / "heldout")]:
        measure(Path(folder), gate)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
