"""(speed29) Exact rewrites of the check's hot pure helpers: each equals the code it replaced (kept
here as the reference) on random and edge inputs."""

from __future__ import annotations

import random
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation

from evidence_audit.evidence.computed.reading import neighbours, one_digit_off
from evidence_audit.evidence.computed.values import equal_at, equal_at_any
from evidence_audit.evidence.expressions import float_printed
from evidence_audit.evidence.near_misses import MIN_SLIP_DIGITS, SlipWords, _SIGNED_BEFORE, _SITE, _site_key


def _one_digit_off_before(digits: str) -> list[str]:
    out: list[str] = []
    for k, c in enumerate(digits):
        if not c.isdigit():
            continue
        for d in "0123456789":
            if d == c or (k == 0 and d == "0" and len(digits) > 1 and digits[1] != "."):
                continue
            out.append(digits[:k] + d + digits[k + 1 :])
    return out


def _float_printed_before(exact: Decimal, places: int, written: Decimal) -> bool:
    quantum = Decimal(1).scaleb(-places)
    try:
        down = exact.quantize(quantum, rounding=ROUND_DOWN)
    except InvalidOperation:
        return False
    if abs(exact) - abs(down) != quantum / 2 or exact.adjusted() > 15:
        return False
    if Decimal(float(exact)) == exact:
        return False
    return written in (down, down + quantum if exact > 0 else down - quantum)


def _equal_at_before(x: Decimal, target: Decimal, places: int) -> bool:
    quantum = Decimal(1).scaleb(-places)
    try:
        return x.quantize(quantum, rounding=ROUND_HALF_UP) == target or _float_printed_before(x, places, target)
    except InvalidOperation:
        return False


def _decimals(rng: random.Random, n: int) -> list[Decimal]:
    out = [Decimal("39.075"), Decimal("-39.075"), Decimal("3.375"), Decimal("0"), Decimal("-0"), Decimal("0.005"),
           Decimal("5210") * Decimal("0.0075"), Decimal("1E+30"), Decimal("1.5E-40"), Decimal("NaN"),
           Decimal("Infinity"), Decimal("-Infinity"), Decimal("12.50"), Decimal("1.2345678901234567890123456789")]
    for _ in range(n):
        whole = rng.randrange(0, 10 ** rng.randrange(1, 8))
        places = rng.randrange(0, 6)
        frac = rng.randrange(0, 10 ** places) if places else 0
        text = f"{whole}.{frac:0{places}d}" if places else str(whole)
        if rng.random() < 0.3:
            text += "5"  # a tie at one place fewer
        x = Decimal(text)
        if rng.random() < 0.2:
            x = x / Decimal(rng.choice([3, 7, 12, 112, 1.08]))
        out.append(-x if rng.random() < 0.2 else x)
    return out


def test_one_digit_off_and_neighbours_equal_the_loops_they_replaced() -> None:
    rng = random.Random(29)
    texts = ["0", "5", "05", "0.41", "5.41", "1,250.00", "-12.50", "100", "9.9", ".5", "12a4"]
    texts += ["".join(rng.choice("0123456789.,-") for _ in range(rng.randrange(1, 9))) for _ in range(2000)]
    for text in texts:
        assert one_digit_off(text) == _one_digit_off_before(text), text
    for x in _decimals(rng, 1500):
        if not x.is_finite():
            continue
        for places in (0, 1, 2, 3):
            try:
                written = f"{x:.{places}f}"
            except (InvalidOperation, ValueError):
                continue
            expected = [Decimal(n) for n in _one_digit_off_before(written)]
            got = neighbours(x, places)
            assert got == expected and [str(g) for g in got] == [str(e) for e in expected]
            got.append(Decimal(1))  # a caller's list is its own: the next ask is unchanged
            assert neighbours(x, places) == expected


def test_float_printed_and_equal_at_any_equal_the_code_they_replaced() -> None:
    rng = random.Random(2929)
    values = _decimals(rng, 3000)
    for x in values:
        for places in (0, 1, 2, 3, 4):
            targets = [Decimal(0), x] if x.is_finite() else [Decimal(0)]
            if x.is_finite():
                quantum = Decimal(1).scaleb(-places)
                try:
                    down = x.quantize(quantum, rounding=ROUND_DOWN)
                    targets += [down, down + quantum, down - quantum, x.quantize(quantum, rounding=ROUND_HALF_UP)]
                except InvalidOperation:
                    pass
            for t in targets:
                assert float_printed(x, places, t) == _float_printed_before(x, places, t), (x, places, t)
                assert equal_at(x, t, places, True) == _equal_at_before(x, t, places), (x, places, t)
            for k in range(len(targets) + 1):
                some = targets[:k]
                assert equal_at_any(x, some, places) == any(_equal_at_before(x, t, places) for t in some), (x, places, some)
                assert equal_at_any(x, set(some), places) == any(_equal_at_before(x, t, places) for t in some)


def _sites_before(texts: list[tuple[str, int]], below: int) -> dict[str, list[tuple[int, int, int]]]:
    sites: dict[str, list[tuple[int, int, int]]] = {}
    for k, (text, _) in enumerate(texts):
        for match in _SITE.finditer(text):
            start, end = match.start(), match.end()
            key = _site_key(match.group(0))
            digits = sum(1 for c in key if c.isdigit())
            if digits < MIN_SLIP_DIGITS or digits >= below:
                continue
            sites.setdefault(key, []).append((k, start, end))
            if start > 0 and text[start - 1] == "-" and (start == 1 or text[start - 2] not in _SIGNED_BEFORE):
                sites.setdefault("-" + key, []).append((k, start - 1, end))
    return sites


def test_slip_sites_equal_the_walk_they_replaced() -> None:
    rng = random.Random(13)
    pieces = ["12", "123", "1234", "12345", "0.50", "22.50", "64.0", "100.000", "465", "-465", "a-465", " -23.5",
              "007", "0465", "1.0", "10.10", "999.9", "x", " ", "\n", ".", "-", ",", "_9", "v1.2.3", "3.14159"]
    for below in (3, 4, 5, 6, 8):
        texts = [("".join(rng.choice(pieces) for _ in range(rng.randrange(1, 40))), 0) for _ in range(300)]
        slips = SlipWords()
        got = slips.written(texts[:150], below)
        got = slips.written(texts, below)  # caught up in two steps, as a run grows
        # (recall42) less the sites of a swap as written only (`62.02`: `near_misses._zero_swapped`)
        kept = {k: v for k, v in got.items() if sum(1 for c in k if c.isdigit()) < below}
        assert all(k.lstrip("-")[-2] == "0" for k in got if k not in kept)
        assert kept == _sites_before(texts, below)


def test_stems_kept_equal_stems_read_anew() -> None:
    from evidence_audit.evidence import keyed_operands

    rng = random.Random(7)
    words = ["prices", "Boxes", "charged", "billing", "SS", "class", "gb", "per", "Kg", "matches", "dishes", "bus", "Ing"]
    words += ["".join(rng.choice("abcdeginsxhSED") for _ in range(rng.randrange(1, 9))) for _ in range(3000)]
    for _ in range(3):  # asked again once kept, and past the bound (the kept stems dropped)
        for word in words:
            assert keyed_operands.stem(word) == keyed_operands._stem(word)
    assert len(keyed_operands._stems_cache) <= keyed_operands._STEMS_LIMIT
