"""Unpickle every user function of a translated pipeline, as a remote worker would; describe them.

    python tests/deploy/unpickle_payloads.py pipeline.pb  ->  JSON on stdout

Run in a fresh interpreter (by test_dataflow_translation.py) so nothing the build imported or
defined is in memory: what loads here loads on a worker with the same packages installed. Prints
the number of ParDo and Combine payloads, each function's class, and the settings of the BigQuery
load steps (destination, dispositions, table parameters) and streaming-insert steps (dispositions,
retry strategy, insert ids, table parameters, schema columns), for the tests to assert on.
"""

from __future__ import annotations

import json
import sys

from apache_beam.internal import pickler
from apache_beam.portability import python_urns
from apache_beam.portability.api import beam_runner_api_pb2
from apache_beam.utils import proto_utils

PARDO = "beam:transform:pardo:v1"
COMBINES = ("beam:transform:combine_globally:v1", "beam:transform:combine_per_key:v1")


def _our_function(fn):
    """The evidence_audit function that a beam.Map/FlatMap wraps (in a lambda's closure), if any."""
    wrapped = getattr(fn, "_fn", None)
    for candidate in [wrapped, *(cell.cell_contents for cell in getattr(wrapped, "__closure__", None) or ())]:
        if callable(candidate) and getattr(candidate, "__module__", "").startswith("evidence_audit"):
            return candidate
    return None


def main(path: str) -> int:
    pipeline = beam_runner_api_pb2.Pipeline()
    with open(path, "rb") as handle:
        pipeline.ParseFromString(handle.read())
    report: dict = {"pardos": 0, "combines": 0, "classes": {}, "loads": [], "inserts": [], "destinations": []}
    for transform in pipeline.components.transforms.values():
        urn = transform.spec.urn
        if urn == PARDO:
            payload = proto_utils.parse_Bytes(transform.spec.payload, beam_runner_api_pb2.ParDoPayload)
            if payload.do_fn.urn != python_urns.PICKLED_DOFN_INFO:
                report.setdefault("other_urns", []).append(payload.do_fn.urn)
                continue
            fn = pickler.loads(payload.do_fn.payload)[0]
            report["pardos"] += 1
        elif urn in COMBINES:
            payload = proto_utils.parse_Bytes(transform.spec.payload, beam_runner_api_pb2.CombinePayload)
            if payload.combine_fn.urn != python_urns.PICKLED_COMBINE_FN:
                report.setdefault("other_urns", []).append(payload.combine_fn.urn)
                continue
            fn = pickler.loads(payload.combine_fn.payload)
            report["combines"] += 1
        else:
            continue
        name = f"{type(fn).__module__}.{type(fn).__qualname__}"
        user = _our_function(fn)
        if user is not None:
            name = f"{user.__module__}.{user.__qualname__}"
        report["classes"].setdefault(name, []).append(transform.unique_name)
        if type(fn).__name__ == "TriggerLoadJobs" and not fn.temporary_tables:
            report["loads"].append(
                {
                    "step": transform.unique_name,
                    "write_disposition": fn.write_disposition,
                    "create_disposition": fn.create_disposition,
                    "additional_bq_parameters": fn.additional_bq_parameters,
                }
            )
        if type(fn).__name__ == "BigQueryWriteFn":
            schema = fn.schema if isinstance(fn.schema, dict) else {"fields": []}
            report["inserts"].append(
                {
                    "step": transform.unique_name,
                    "write_disposition": fn.write_disposition,
                    "create_disposition": fn.create_disposition,
                    "retry_strategy": fn._retry_strategy,
                    "ignore_insert_ids": fn.ignore_insert_ids,
                    "ignore_unknown_columns": fn.ignore_unknown_columns,
                    "additional_bq_parameters": fn.additional_bq_parameters,
                    "columns": [field["name"] for field in schema["fields"]],
                }
            )
        if type(fn).__name__ == "TableRows":  # the streaming sink's destination of each table
            report["destinations"].append(fn.destination)
        if type(fn).__name__ == "AppendDestinationsFn":
            report["destinations"].append(str(fn._display_destination))
    json.dump(report, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
