"""The price of judging the dates an answer writes in words (measured in round 7, not built).

Round 9 built a narrower judgement (`evidence/word_dates.py`, the `word_dates` dial): dates with
their year, near a date the run knows; `bench/date_mutations.py` measures what it catches.

An answer's `May 15th, 2024` or `June 13` is prose to the audit: a wrong day written in words is
never judged. This estimates what judging them would cost: for each answer of a folder of corpora,
the dates its words give (read as `evidence/written.py` reads a result's words: the year written
nearest in the answer; none when the answer writes no year), and whether the run's history (tool
results, user and system turns, the agent's own call arguments) carries that date as an ISO date,
in a timestamp or in words. A date it does not carry would be a finding (a false flag unless the
answer invented it). Not a test; from the repository root:

    .venv/bin/python bench/words_dates.py tests/data/heldout tests/data/heldout2 tests/data/heldout5
"""

from __future__ import annotations

import sys
from pathlib import Path

from _answers import ROOT, answers_of, carried_dates
from evidence_audit.evidence.written import written_keys


def measure(folder: Path) -> None:
    answers = judged = 0
    found: list[tuple[str, int, str]] = []
    for answer in answers_of(folder):
        answers += 1
        known = carried_dates(answer.texts)
        for kind, value in written_keys(answer.text):
            if kind != "date":
                continue
            judged += 1
            if value not in known:
                found.append((answer.corpus, answer.line, value))
    per = 1000 * len(found) / max(answers, 1)
    print(f"{folder}: {answers} answers, {judged} dates in words, {len(found)} not carried ({per:.1f} per 1,000 answers)")
    for corpus, number, value in found:
        print(f"    {corpus} line {number}: {value}")


def main(argv: list[str]) -> int:
    for folder in argv or [str(ROOT / "tests" / "data" / "heldout")]:
        measure(Path(folder))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
