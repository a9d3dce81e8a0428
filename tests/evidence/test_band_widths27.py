"""Round 27: `band-width`, the share of a quantity one band of a tiered scale holds, in a royalty,
an electricity tariff and a shipping scale; each with its refusal: a width one digit off, a bound
written wrong, or a band with no quantity written before it stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.computed import RULES

from ._helpers import history, judged

ROYALTY = {"copies": {"hardback": 4120, "paperback": 5120}, "list_price": 14.99}
ROYALTY_RULES = "Royalty: 7.5% on the first 3,000 copies, 10% on copies 3,001 to 8,000, 12.5% beyond 8,000."
TARIFF = {"meter_a_kwh": 6200, "meter_b_kwh": 8400}
TARIFF_RULES = "Tariff: 0.12 a kWh up to 2,000 kWh, 0.15 from 2,001 to 7,000 kWh, 0.19 above 7,000 kWh."


def test_the_rule_is_named() -> None:
    assert "band-width" in RULES


@pytest.mark.parametrize("payload, rules, answer, value, ok", [
    (ROYALTY, ROYALTY_RULES, "4,120 + 5,120 = 9,240 copies:\n* First 3,000 at 7.5%\n* 3,001–8,000 at 10%: 5,000 × £14.99 × 0.10 = £7,495.00", "5000", True),
    (ROYALTY, ROYALTY_RULES, "4,120 + 5,120 = 9,240 copies:\n* First 3,000 at 7.5%\n* 3,001–8,000 at 10%: 5,100 × £14.99 × 0.10", "5100", False),  # a digit off
    (ROYALTY, ROYALTY_RULES, "4,120 + 5,120 = 9,240 copies:\n* First 3,000 at 7.5%\n* Beyond 8,000 at 12.5%: 1,240 × £14.99 × 0.125 = £2,323.45", "1240", True),
    (ROYALTY, ROYALTY_RULES, "4,120 + 5,120 = 9,240 copies:\n* First 3,000 at 7.5%\n* Beyond 8,000 at 12.5%: 1,340 × £14.99 × 0.125", "1340", False),  # a digit off
    (TARIFF, TARIFF_RULES, "You used 6,200 + 8,400 = 14,600 kWh.\n- 2,001 to 7,000 kWh: 5,000 kWh at 0.15\n- above 7,000 kWh: 7,600 kWh at 0.19", "7600", True),
    (TARIFF, TARIFF_RULES, "You used 6,200 + 8,400 = 14,600 kWh.\n- 2,001 to 7,000 kWh: 5,000 kWh at 0.15\n- above 7,000 kWh: 7,700 kWh at 0.19", "7700", False),
    (TARIFF, TARIFF_RULES, "You used 6,200 + 8,400 = 14,600 kWh.\n- 2,001 to 7,000 kWh: 5,010 kWh at 0.15", "5010", False),
])
def test_a_bands_share_of_the_quantity(payload: dict[str, object], rules: str, answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(payload, system=rules, user="How is it split?"))
    if ok:  # (in an answer this short an earlier, cheaper rule may take it: `pair`, `conversation`)
        assert value not in flags and computed.get(value) is not None
    else:
        assert value in flags


def test_a_band_over_a_bound_needs_the_quantity_written_before() -> None:
    # the quantity is carried but the answer never wrote it before the band: no whole to take the bound from
    flags, computed = judged("* Beyond 8,000 at 12.5%: 1,240 × £14.99", history(ROYALTY, system=ROYALTY_RULES, user="How is it split?"))
    assert computed.get("1240") != "band-width"
