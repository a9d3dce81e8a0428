"""Translate the real audit for DataflowRunner without submitting it; write what Dataflow would get.

    python tests/deploy/dataflow_dry_run.py OUT_DIR -- AUDIT_FLAGS...
    python tests/deploy/dataflow_dry_run.py OUT_DIR watch -- WATCH_FLAGS...    # the streaming audit

Builds the job exactly as `evidence_audit.beam.job` (or, with `watch`, `evidence_audit.beam.watch`)
does (resolve the flags, lay the pipeline out) and runs it on DataflowRunner with Beam's `--dry_run`: the runner applies its overrides, translates
the graph to the portable proto it would submit and builds the Dataflow job, then returns before
its API client stages anything. With a valid gs:// `--temp_location` nothing reaches the network
(without one, Beam's option validation goes looking for a default staging bucket). Writes
OUT_DIR/pipeline.pb (the portable pipeline proto) and OUT_DIR/job.json (the Dataflow job message).
Run in a subprocess (under `unshare --net` where it can) by test_dataflow_translation.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import apache_beam as beam
from apache_beam.options.pipeline_options import PipelineOptions, TestOptions

from evidence_audit.beam import job as batch
from evidence_audit.beam import watch


def main(argv: list[str]) -> int:
    out_dir, flags = Path(argv[0]), argv[argv.index("--") + 1 :]
    streaming = argv[1:argv.index("--")] == ["watch"]
    options = PipelineOptions(flags)
    if not options.view_as(TestOptions).dry_run:
        print("refusing to run without --dry_run: this script never submits a job", file=sys.stderr)
        return 2
    if streaming:
        job = watch.resolve_watch(options)
        watch.streaming_options(options)
        pipeline = beam.Pipeline(options=options)
        watch.build(pipeline, job)
    else:
        job = batch.resolve_job(options)
        pipeline = beam.Pipeline(options=options)
        batch.build(pipeline, job)
    result = pipeline.run()
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "pipeline.pb").write_bytes(result.job.proto_pipeline.SerializeToString())
    (out_dir / "job.json").write_text(result.job.json(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
