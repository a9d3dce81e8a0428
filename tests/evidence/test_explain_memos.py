"""(stage14, round 14) What one `explain` reads once and keeps: a value's carried neighbours (kept on
the answer's reading, by the value's digits) and the normalized tokens of the last few texts read for
names (`_token_forms`). Each kept answer must equal the long way's, for any text, and a reading's
memo must never answer for another reading's carried forms."""

from __future__ import annotations

import random
from decimal import Decimal

from evidence_audit.evidence.computed import reading as reading_module
from evidence_audit.evidence.computed.reading import (
    MAX_KEPT_FORMS, _Answer, _carried_neighbours, _names_in, _token_forms,
)
from evidence_audit.evidence.computed.values import Operand
from evidence_audit.evidence.normalize import normalize_token, token_spans

COUNTS: dict[int, Operand] = {2: Operand("2", "count", "the user wrote 'two'")}


def _long_way(reading: _Answer, digits: str) -> set[str]:
    """`_carried_neighbours` as main computed it: every one-digit change, normalized, looked up."""
    carried = reading.carried
    assert carried is not None
    found: set[str] = set()
    for k, c in enumerate(digits):
        if not c.isdigit():
            continue
        for d in "0123456789":
            if d == c or (k == 0 and d == "0" and len(digits) > 1 and digits[1] != "."):
                continue
            neighbour = normalize_token(digits[:k] + d + digits[k + 1 :])
            for form in (neighbour, "-" + neighbour):
                if form in carried:
                    found.add(form)
    return found


def test_carried_neighbours_kept_equal_the_long_way_on_random_answers() -> None:
    rng = random.Random(14)
    for _ in range(200):
        values = [f"{rng.randint(1, 9999)}.{rng.randint(0, 99):02d}" for _ in range(6)]
        carried = {normalize_token(v) for v in rng.sample(values, 3)}
        # one-digit neighbours of the answer's numbers carried, some signed
        for v in values[:3]:
            k = rng.randrange(len(v))
            if v[k].isdigit():
                moved = normalize_token(v[:k] + str((int(v[k]) + 1) % 10) + v[k + 1 :])
                carried.add(("-" if rng.random() < 0.3 else "") + moved)
        text = "Totals: " + ", then ".join(f"${v}" for v in values) + "."
        reading = _Answer(text, COUNTS, carried)
        for i, occ in enumerate(reading.occurrences):
            first = _carried_neighbours(reading, occ, i)
            again = _carried_neighbours(reading, occ, i)
            assert first == again == _long_way(reading, occ.digits)


def test_a_readings_memo_is_its_own() -> None:
    """The same answer read against other carried forms finds other neighbours (no shared memo)."""
    text = "The refund is $1,250.00 in all."
    near = _Answer(text, COUNTS, {"1260", "-1240"})
    far = _Answer(text, COUNTS, {"99"})
    none = _Answer(text, COUNTS, None)
    occ = near.occurrences[0]
    assert _carried_neighbours(near, occ, 0) == {"1260", "-1240"}
    assert _carried_neighbours(far, far.occurrences[0], 0) == set()
    assert _carried_neighbours(none, none.occurrences[0], 0) is None
    assert occ.number == Decimal("1250")


def test_token_forms_equal_the_long_way_past_the_kept_texts() -> None:
    rng = random.Random(7)
    words = ["gift_card_3779466", "HAT266", "$1,020.00", "EWR", "two", "3,180", "lbs", "JG7FMM", "the", "(Rent)"]
    texts = [" ".join(rng.choice(words) for _ in range(rng.randint(0, 12))) for _ in range(3 * MAX_KEPT_FORMS)]
    for _ in range(3):
        for text in texts + texts[::-1]:
            want = [normalize_token(piece) for _, piece in token_spans(text)]
            assert _token_forms(text) == want
            assert _names_in(text) == set(want)
            assert len(reading_module._FORMS._kept) <= MAX_KEPT_FORMS
    assert _names_in("") == set()
