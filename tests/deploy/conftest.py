"""Shared deploy-test helpers: the repository's deploy/ folder, a synth corpus, the [gcp] guard."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from evidence_audit.synth import write_corpus

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
DATAFLOW = DEPLOY / "dataflow"


def gcp_missing() -> str | None:
    from evidence_audit.beam.bigquery import gcp_missing as missing

    return missing()


needs_gcp = pytest.mark.skipif(
    gcp_missing() is not None,
    reason="needs the [gcp] extra (pip install -e '.[test,gcp]'; .ci/run installs it)",
)


def can_unshare() -> bool:
    """Whether this machine lets us cut the network for a child (`unshare --net`, as root)."""
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode == 0


def offline_prefix() -> list[str]:
    """`unshare --net` where it works, so a child that reaches for the network fails loudly."""
    return ["unshare", "--net"] if can_unshare() else []


@pytest.fixture(scope="session")
def synth_traces(tmp_path_factory) -> Path:
    """A mixed-format synth corpus of 40 runs (with planted fabrications)."""
    path = tmp_path_factory.mktemp("synth") / "traces.jsonl"
    write_corpus(str(path), 40, 7, "mixed")
    return path
