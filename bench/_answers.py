"""What the date benches share: every answer of a folder of corpora with the history before it, and
the dates that history carries (ISO, or in a result's words as `evidence/written.py` reads them).

Used by `words_dates.py` and `date_mutations.py`; not a bench of its own.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from evidence_audit import Source, assemble_run, parse_line  # noqa: E402
from evidence_audit.evidence.written import written_keys  # noqa: E402

ISO = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})-([0-9]{2})-([0-9]{2})")


class Answer(NamedTuple):
    corpus: str  # the corpus file's stem
    line: int  # the run's line in it, from 1
    text: str  # the answer
    before: list[Any]  # the run's messages before the answer
    texts: list[str]  # what those messages wrote: their text, and the agent's calls as JSON


def answers_of(folder: Path) -> Iterator[Answer]:
    """Every answer of every corpus of `folder` (truth files skipped), in file and line order."""
    for corpus in sorted(folder.glob("*.jsonl")):
        if corpus.name.endswith(".truth.jsonl"):
            continue
        for number, line in enumerate(corpus.read_bytes().splitlines(), start=1):
            messages = list(assemble_run(parse_line(line, Source(str(corpus), number)).messages).messages)
            for position, message in enumerate(messages):
                if not message.answer:
                    continue
                before = messages[:position]
                texts = [m.text or "" for m in before] + [json.dumps(m.tool_calls) for m in before if m.tool_calls]
                yield Answer(corpus.stem, number, message.text, before, texts)


def carried_dates(texts: list[str]) -> set[str]:
    """The ISO dates `texts` carry, written as ISO or in words."""
    out: set[str] = set()
    for text in texts:
        out.update(f"{y}-{m}-{d}" for y, m, d in ISO.findall(text))
        out.update(value for kind, value in written_keys(text) if kind == "date")
    return out
