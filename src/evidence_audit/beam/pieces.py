"""A run's piece as it crosses the batch audit's shuffle: one bytes value per run and bundle.

The parse stage gathers each run's messages within a bundle (`parse.py`); each such piece crosses
the GroupByKey as one bytes value (`encode_piece`), and the audit stage reads each piece once
(`decode_piece`): the run's messages, each with its line's run key, and whether a dead letter
named the run (then the audit never accuses on what it knows is partial evidence).

Why one pickled value rather than Beam's coder on nested tuples of primitives: that coder walks
every field of every message in Python on the way back (about 4 us a message on the synth
corpus), and the `Message` values were then rebuilt field by field (about 5 us a message). A
pickled list of `Message` named tuples is written and read in C (about 1.5 us a message both ways;
the messages of one line share one `Source` and one run key, stored once), and Beam moves the
bytes as they are. The values are never keys, so they need not be deterministic, and every runner
moves bytes (Dataflow included). Pickle is read only here, from what `encode_piece` wrote in the
same job.

(hostile36) A piece over `PACK_BYTES` crosses the shuffle deflated (`zlib`, level 1). The runner
holds about three copies of each value it moves (its output stream, the data element, the decoded
value: tracemalloc in the DirectRunner), so one 50 MB tool result was 150 MB of pickled copies
waiting beside the audit (peak 592 MB of RSS for a 50 MB line); deflated, a result of text is a
few percent of that. Smaller pieces, nearly all of them, stay plain pickles (no time spent).
"""

from __future__ import annotations

import pickle
import zlib

from ..traces.model import Message

__all__ = ["PACK_BYTES", "PROTOCOL", "Piece", "decode_piece", "encode_piece"]

PROTOCOL = 5  # pickle protocol of the pieces (Python 3.8+)
PACK_BYTES = 1 << 20  # a pickled piece longer than this crosses deflated
_DEFLATED = b"z"  # first byte of a deflated piece (a pickle of protocol 2+ starts with 0x80)

Piece = tuple[list[tuple[str, Message]], bool]  # ((run key, message) in arrival order, incomplete)


def encode_piece(messages: list[tuple[str, Message]], incomplete: bool = False) -> bytes:
    """One run's piece: its (run key, message) pairs in the order they were read, and the mark."""
    pickled = pickle.dumps((messages, incomplete), protocol=PROTOCOL)
    if len(pickled) <= PACK_BYTES:
        return pickled
    return _DEFLATED + zlib.compress(pickled, 1)


def decode_piece(piece: bytes) -> Piece:
    """The inverse of `encode_piece`."""
    if piece[:1] == _DEFLATED:
        piece = zlib.decompress(memoryview(piece)[1:])
    messages, incomplete = pickle.loads(piece)
    return messages, incomplete
