"""WriteOutputs: findings, answers and dead letters to sharded JSONL (default) or Parquet.

A JSONL row is written by the text sink's coder (`JsonLineCoder`: one `orjson.dumps` of the row),
so rows go from the audit to the file with no step of their own in between.
"""

from __future__ import annotations

from collections.abc import Mapping

import apache_beam as beam
import orjson
from apache_beam.io.filesystems import FileSystems

from .schema import SCHEMAS

__all__ = ["OUTPUTS", "OUTPUT_FORMATS", "JsonLineCoder", "WriteOutputs", "output_prefix"]

OUTPUT_FORMATS = ("jsonl", "parquet")
OUTPUTS = ("findings", "answers", "dead_letter")


def output_prefix(out_dir: str, name: str) -> str:
    return FileSystems.join(out_dir, name)


class JsonLineCoder(beam.coders.Coder):
    """A row as the bytes of its JSONL line (without the newline, which the text sink adds)."""

    def encode(self, row: Mapping) -> bytes:
        return orjson.dumps(row)

    def decode(self, encoded: bytes) -> Mapping:
        return orjson.loads(encoded)

    def is_deterministic(self) -> bool:
        return True


class WriteOutputs(beam.PTransform):
    """Write each named PCollection of rows under `out_dir`: NAME-SSSSS-of-NNNNN.jsonl|.parquet."""

    def __init__(self, out_dir: str, output_format: str = "jsonl") -> None:
        super().__init__()
        if output_format not in OUTPUT_FORMATS:
            raise ValueError(f"unknown output format {output_format!r}; expected jsonl or parquet")
        self.out_dir = out_dir
        self.output_format = output_format

    def expand(self, outputs):  # {output: PCollection} -> {output: PCollection} (beam/README.md, "Type hints")
        written = {}
        for name in OUTPUTS:
            rows = outputs[name]
            label = "Write" + "".join(part.title() for part in name.split("_"))
            prefix = output_prefix(self.out_dir, name)
            if self.output_format == "jsonl":
                written[name] = rows | label >> beam.io.WriteToText(
                    prefix, file_name_suffix=".jsonl", coder=JsonLineCoder()
                )
            else:
                written[name] = rows | label >> beam.io.WriteToParquet(
                    prefix, SCHEMAS[name], file_name_suffix=".parquet"
                )
        return written
