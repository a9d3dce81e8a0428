"""Shared pipeline-test helpers: a real in-process Beam runner (FnApiRunner; never Prism)."""

from __future__ import annotations

import json

import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline

from evidence_audit.traces import Source

RUNNER = "FnApiRunner"


def make_pipeline() -> TestPipeline:
    """A TestPipeline on the in-process runner (TestPipeline's default would try Prism)."""
    return TestPipeline(runner=RUNNER, options=PipelineOptions([]))


def lines_of(records: list, file: str = "t.jsonl") -> list[tuple[Source, bytes]]:
    """(Source, bytes) elements for records (dicts are dumped; strings are taken as raw lines)."""
    out = []
    for i, record in enumerate(records, start=1):
        raw = record if isinstance(record, str) else json.dumps(record)
        out.append((Source(file, i), raw.encode()))
    return out


@pytest.fixture
def pipeline() -> TestPipeline:
    return make_pipeline()
