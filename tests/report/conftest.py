"""Audits the report tests read: a synth corpus (JSONL and Parquet outputs) and a hostile one.

Each is made once per session by the real commands (`write_corpus`, then `evidence-audit audit`
in a subprocess), so the report is tested on outputs exactly as the audit writes them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evidence_audit.synth import write_corpus
from evidence_audit.synth.arithmetic import write_arithmetic_corpus

from ..e2e.helpers import run_cli

SYNTH_RUNS = 60
SYNTH_SEED = 7
ARITHMETIC_RUNS = 8  # about 60 planted computed values, some in flagged answers, some in clean ones

# Trace text written to break a page: markup, a script, an event handler, quotes, a closing tag of
# the element the text is shown in, and an entity. The answer also invents W2378157 (one off).
HOSTILE_ANSWER = (
    'Order W2378157 is ready. <script>window.__pwned = 1; console.error("pwned")</script>'
    ' <img src=x onerror="window.__pwned = 2"> </pre></article><b>bold</b> & "quoted" \'single\''
    " &amp; <!-- comment --> total $1,032.50"
)
HOSTILE_MODEL = "<script>window.__pwned = 3</script>gpt\"'<b>"
HOSTILE_TOOL = '"><svg onload="window.__pwned = 4">get_order'
HOSTILE_RUN = 'r"><img src=x onerror="window.__pwned = 5">'
HOSTILE_BAD_LINE = '<script>window.__pwned = 6</script> not json'


def hostile_records() -> list[dict]:
    """An events run whose every field a report shows carries markup."""
    run = HOSTILE_RUN
    return [
        {"run_id": run, "seq": 0, "role": "user", "content": "What is my order's total?"},
        {
            "run_id": run, "seq": 1, "role": "assistant", "content": "",
            "tool_calls": [{"id": "c1", "name": HOSTILE_TOOL, "arguments": "{}"}],
        },
        {"run_id": run, "seq": 2, "role": "tool", "tool_call_id": "c1", "name": HOSTILE_TOOL,
         "content": '{"order": "W2378156", "total": 1032.5}'},
        {"run_id": run, "seq": 3, "role": "assistant", "content": HOSTILE_ANSWER, "model": HOSTILE_MODEL,
         "ts": "2025-03-04T05:06:07Z"},
    ]


def _audit(traces: Path, out: Path, *flags: str) -> Path:
    done = run_cli("audit", str(traces), "--out", str(out), *flags)
    assert done.returncode == 0, done.stderr
    return out


@pytest.fixture(scope="session")
def synth_corpus(tmp_path_factory) -> tuple[Path, Path]:
    """A mixed-format synth corpus and its truth file."""
    root = tmp_path_factory.mktemp("synth")
    traces = root / "traces.jsonl"
    write_corpus(str(traces), SYNTH_RUNS, SYNTH_SEED, "mixed", truth_path=str(root / "truth.jsonl"))
    return traces, root / "truth.jsonl"


@pytest.fixture(scope="session")
def synth_jsonl(synth_corpus, tmp_path_factory) -> Path:
    """The synth corpus audited to JSONL, with `--report` (so OUT/report.html exists)."""
    return _audit(synth_corpus[0], tmp_path_factory.mktemp("out-jsonl"), "--report")


@pytest.fixture(scope="session")
def synth_parquet(synth_corpus, tmp_path_factory) -> Path:
    """The same corpus audited to Parquet (no report written)."""
    return _audit(synth_corpus[0], tmp_path_factory.mktemp("out-parquet"), "--output-format", "parquet")


@pytest.fixture(scope="session")
def truth(synth_corpus) -> list[dict]:
    with open(synth_corpus[1], encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


@pytest.fixture(scope="session")
def arithmetic_audit(tmp_path_factory) -> tuple[Path, list[dict]]:
    """Synth runs whose answers do arithmetic, audited with --report: OUT and the truth rows."""
    root = tmp_path_factory.mktemp("arithmetic")
    traces = root / "traces.jsonl"
    stats = write_arithmetic_corpus(str(traces), ARITHMETIC_RUNS, SYNTH_SEED, "mixed", truth_path=str(root / "truth.jsonl"))
    assert stats.computed > 20 and stats.missed == 0
    with open(root / "truth.jsonl", encoding="utf-8") as handle:
        truth = [json.loads(line) for line in handle]
    return _audit(traces, root / "out", "--report"), truth


@pytest.fixture(scope="session")
def hostile_audit(tmp_path_factory) -> Path:
    """A run whose answer, model, tool, run id and a bad line all carry markup, audited with --report."""
    root = tmp_path_factory.mktemp("hostile")
    traces = root / "hostile.jsonl"
    lines = [json.dumps(record) for record in hostile_records()] + [HOSTILE_BAD_LINE]
    traces.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return _audit(traces, root / "out", "--report")
