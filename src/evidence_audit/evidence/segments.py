"""Identifiers cut from carried ones: a host without its port, a path's file name, a name's last
part, an IPv6 address written in full; and the local port of a port mapping the answer offers.

People write part of an identifier a result carried whole: the host of `pg-prod-02:9187` or of
`acq-eu-2.partner.example:443` ("pg-prod-02 is lagging"), the file of `pg_wal/000000010000A2F10000003C`
(the WAL segment), the generated suffix of a pod `ledger-7d9c-tq4zr` ("`tq4zr`: 9 restarts"). And
they expand an IPv6 address a result wrote compressed (`2001:db8:4a2::18` as
`2001:0db8:04a2:0000:0000:0000:0000:0018`). Under the `spellings` dial (default on) the `segment`
rule grounds a token that is exactly one of a carried identifier's own segments:

| the answer writes | a result carried | segment |
|---|---|---|
| `pg-prod-02`, `acq-eu-2.partner.example` | `pg-prod-02:9187`, `acq-eu-2.partner.example:443` | the host before `:port` (a letter in it, a port of 1-5 digits) |
| `000000010000A2F10000003C` | `pg_wal/000000010000A2F10000003C` | the last `/` part (a digit in it, 4 or more characters) |
| `tq4zr` | `ledger-7d9c-tq4zr` | the last `-` or `_` part, with a letter and a digit (4 or more characters; a number alone is `id-part`'s) |
| `2001:0db8:04a2:0000:0000:0000:0000:0018` | `2001:db8:4a2::18` | the same IPv6 address, compressed or in full |
| `1880`, `1990` written apart (round 8) | `1880-1990` (a subtitle's period) | the ends of a range of two numbers carried as one token (rising, of one size, 3+ digits each; an end written apart, not inside the answer's own range) |
| `2410.05229` (round 8) | `http://arxiv.org/abs/2410.05229v3` | an arXiv id without its version suffix |
| `2000`, `600` written apart (round 25) | `850x2000`, `600x400`, `1920x1080` (a size as one token) | a side of a size: two numbers joined by `x` or `×`, a length or pixel unit glued after or none |
| `65.00` (round 25) | `65.00/hour`, `19.50/m2` (a price glued to what it is per) | the number of a number glued to a unit of letters after a slash |

Never "similar enough": the token must equal the segment, so a mutated digit of a host, a suffix or
a file name, or a segment no carried identifier ends with, stays flagged. Its price: the segment of
another object that ends the same way (a pod suffix shared by two deployments).

A port mapping `L:R` whose remote port `R` a result carried (or with its protocol, `8080/TCP`) and
whose local port `L` the answer offers ("map it to another local port, for example `18080:8080`";
the cue in the same clause, as for a proposed time) is no claim about `L` (`offered_port`): the
local port is the reader's to choose: the mapping is not judged (neither grounded nor flagged). `R`
one digit off stays flagged; without the cue the mapping is judged (`joined`). Its price: an
invented local port offered as an example.
"""

from __future__ import annotations

from typing import Final

import ipaddress
import re
from collections.abc import Mapping

from .extract import Candidate, locate
from .normalize import normalize_token

__all__ = ["expanded_ipv6", "offered_port", "segment_keys"]

# A host and its port: pg-prod-02:9187, acq-eu-2.partner.example:443 (the host with a letter).
# (hostile38) The letter found by a lookahead and the host's run taken whole: the old
# `[a-z0-9][a-z0-9.\-_]*[a-z][a-z0-9.\-_]*` tried every letter with every end (a form of 8,000
# letters and a colon: 0.25 s a form, the square); the same matches (`test_hostile38.py`).
_HOST_PORT: Final = re.compile(r"([a-z0-9](?=[a-z0-9.\-_]*?[a-z])[a-z0-9.\-_]*+):([0-9]{1,5})", re.ASCII)
_HAS_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
_HAS_LETTER: Final = re.compile(r"[a-z]", re.ASCII)
_PART: Final = re.compile(r"[a-z0-9]{4,}", re.ASCII)
_PATH_PART: Final = re.compile(r"[a-z0-9][a-z0-9._\-]{3,}", re.ASCII)
# A registry id with its version suffix: arXiv's `2410.05229v3` (the id is `2410.05229`).
_VERSIONED_ID: Final = re.compile(r"([0-9]{4}\.[0-9]{4,5})v[0-9]{1,3}", re.ASCII)
# A range of two numbers a result wrote as one token: `1880-1990`, `2,800-3,100`.
_RANGE_NUMBER: Final = r"(?:[1-9][0-9]{0,2}(?:,[0-9]{3})+|[1-9][0-9]{2,})(?:\.[0-9]+)?"
_NUMBER_RANGE: Final = re.compile(rf"({_RANGE_NUMBER})-({_RANGE_NUMBER})", re.ASCII)
# (round 25) A size a result wrote as one token: `600x400`, `850x2000`, `1920x1080`, `3.2x1m` (two
# numbers, no leading zero, joined by `x` or `×`, a length or pixel unit glued after the second or none).
_SIZE_SIDES: Final = re.compile(r"([1-9][0-9]*+(?:\.[0-9]++)?+)[x\u00d7]([1-9][0-9]*+(?:\.[0-9]++)?+)(?:mm|cm|m|in|px)?")
# (round 25) A number glued to the unit it is per: `65.00/hour`, `19.50/m2`, `0.35/each` (a price
# per unit as a result writes it; the number alone is what a bill line multiplies).
_PER_UNIT_FORM: Final = re.compile(r"([0-9]++\.[0-9]++|[1-9][0-9]*+)/[a-z]{1,12}2?", re.ASCII)
# An IPv6 address as a token: hex groups and colons, with `::` or eight groups.
_IPV6: Final = re.compile(r"[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}", re.ASCII)
# A port mapping: 18080:8080.
_PORT_MAP: Final = re.compile(r"([0-9]{2,5}):([0-9]{2,5})", re.ASCII)
# How an answer offers a value to choose (as `respellings.is_proposal` reads a proposed time).
_OFFER_CUE: Final = re.compile(r"(?:for\s+example|for\s+instance|e\.g\.|such\s+as|\bsay,)", re.IGNORECASE)
_CLAUSE_END: Final = re.compile(r"[.!?;](?:\s|$)|\n")


def segment_keys(form: str) -> list[str]:
    """The segments (module doc) of one carried, normalized form; none for most forms."""
    out: list[str] = []
    if ":" in form:
        m = _HOST_PORT.fullmatch(form)
        if m is not None and not _IPV6.fullmatch(form):
            out.append(m.group(1))
    if "/" in form:
        per = _PER_UNIT_FORM.fullmatch(form)
        if per is not None:
            out.append(normalize_token(per.group(1)))  # `65.00` of a carried `65.00/hour` (round 25)
        last = form.rsplit("/", 1)[1]
        if _PATH_PART.fullmatch(last) and _HAS_DIGIT.search(last) and _HAS_LETTER.search(form):
            out.append(last)
            versioned = _VERSIONED_ID.fullmatch(last)
            if versioned is not None:  # `2410.05229` for a carried `.../abs/2410.05229v3` (round 8)
                out.append(versioned.group(1))
    if "-" in form:
        ends = _NUMBER_RANGE.fullmatch(form)
        if ends is not None:
            low, high = ends.group(1).replace(",", ""), ends.group(2).replace(",", "")
            if _range_ends(low, high):
                out += [low, high]  # `1880` of a carried `1880-1990` (round 8)
    if "x" in form or "\u00d7" in form:
        sides = _SIZE_SIDES.fullmatch(form)
        if sides is not None:
            out += [normalize_token(sides.group(1)), normalize_token(sides.group(2))]  # `2000` of `850x2000` (round 25)
    cut = max(form.rfind("-"), form.rfind("_"))
    if cut > 0 and "/" not in form and ":" not in form:
        last = form[cut + 1 :]
        if _PART.fullmatch(last) and _HAS_DIGIT.search(last) and _HAS_LETTER.search(last):
            out.append(last)
    return out


def _range_ends(low: str, high: str) -> bool:
    """Whether `low-high` reads as a range (a rising pair of one size: `1880-1990`, `2,800-3,100`),
    not an identifier in two parts (`555-1234`, `555-0199`, `7-4411`)."""
    return len(low.split(".")[0]) == len(high.split(".")[0]) and float(low) < float(high)


def expanded_ipv6(token: str, values: Mapping[str, int]) -> int:
    """The turn of a carried IPv6 address the token writes in another of its spellings, or -1."""
    if token.count(":") < 2 or not _IPV6.fullmatch(token):
        return -1
    try:
        address = ipaddress.IPv6Address(token)
    except ValueError:
        return -1
    best = -1
    for spelling in (address.compressed, address.exploded):
        if spelling != token:
            best = max(best, values.get(spelling, -1))
    return best


def offered_port(candidate: Candidate, answer: str, values: Mapping[str, int]) -> int:
    """The turn of the carried remote port of a mapping whose local port the answer offers
    (module doc), or -1."""
    m = _PORT_MAP.fullmatch(candidate.value)
    if m is None or m.group(1) == m.group(2):
        return -1
    offset, _ = locate(answer, candidate)
    if offset < 0:
        return -1
    remote = m.group(2)
    turn = max(values.get(remote, -1), values.get(remote + "/tcp", -1), values.get(remote + "/udp", -1))
    if turn < 0:
        return -1
    cues = list(_OFFER_CUE.finditer(answer, max(0, offset - 80), offset))
    if not cues or _CLAUSE_END.search(answer, cues[-1].end(), offset) is not None:
        return -1
    return turn
