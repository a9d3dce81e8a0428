"""(mend44b) review44's findings on `stated_tiers` (`stated-tier`), each probe kept flagged beside the
honest case of tiers44 that still passes:

- D2: the bare excess with the misread allowance (712.4 - 200 = 512.4) only where the value stands in
  the band its line writes (`200+`, `> 200`, `beyond 200 km: 512.4`) and the answer writes the quantity;
- D6: a clause is a tier only where a tier word names its threshold (`past 150`, `the first 7`), a base
  amount only a number stated before that word;
- D7: the search's size: one threshold per tier clause and at most `MAX_CANDIDATES` tries per value.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit import core
from evidence_audit.evidence import stated_tiers
from evidence_audit.evidence.stated_tiers import MAX_CANDIDATES, StatedTiers, stated_clauses

from ._helpers import history, judged
from .test_tiers44 import HAUL, ROUTE, _bands, _permit

# --- D2: a carried number with a digit lowered by a round threshold -----------------------------------


def _route(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ROUTE, system=HAUL, user="How far is it?"))


def test_d2_a_misread_quantity_beside_a_named_threshold_stays_flagged() -> None:
    # 512.4 is 712.4 with a digit lowered: the sentence names 200 but no excess, and writes no 712.4
    for answer in ("The route is 512.4 km; beyond 200 km the rate is SEK 11.",
                   "The route is 512.4 km, past the 200 km band."):
        flags, how = _route(answer)
        assert "512.4" in flags, (answer, flags, how)


def test_d2_the_excess_in_its_band_still_passes() -> None:
    flags, how = _bands()
    assert not flags and how["512.4"] == "stated-tier", (flags, how)
    flags, how = _route("Of the 712.4 km, beyond 200 km: 512.4 km at SEK 11.")
    assert "512.4" not in flags, (flags, how)  # (`pair` reaches it first here)
    line = "Of the 712.4 km, beyond 200 km: 512.4 km at SEK 11."
    assert stated_tiers._writes_excess(line, "200", line.index("512.4"))
    assert stated_tiers._writes_excess("| 200+ | 512.4 |", "200", 9)
    assert stated_tiers._writes_excess("| > 200 | 512.4 |", "200", 10)
    line = "The route is 512.4 km; beyond 200 km the rate is SEK 11."
    assert not stated_tiers._writes_excess(line, "200", line.index("512.4"))


def test_d2_the_band_without_the_quantity_written_stays_flagged() -> None:
    flags, _ = _route("| Band | km |\n|---|---|\n| 200+ | 512.4 |")
    assert "512.4" in flags, flags


# --- D6: clauses that state no tier -------------------------------------------------------------------

MILL = ("You are the desk of an olive mill.\nRules:\n"
        "- Bottled oil: premium 14 EUR a kg, standard 11 EUR a kg, packed in cases of 6 kg.\n"
        "- Invoices are paid within 20 days; a courier costs 35 EUR per trip.\n")
ORDER = {"order": "OR-7", "kg": 45, "client": "Deli Nord"}


def test_d6_a_clause_with_no_tier_word_gives_no_tier() -> None:
    h = history(ORDER, system=MILL, user="Cost of OR-7?")
    # (45 - 6) x 14, (45 - 11) x 14, 14 + (45 - 6) x 11, 35 + (45 - 20) x 35, (45 - 20) x 35
    for value in ("546", "476", "443", "910", "875"):
        flags, how = judged(f"The order is 45 kg. Total: {value} EUR.", h)
        assert value in flags, (value, flags, how)
    assert stated_clauses(MILL) == []


def test_d6_a_tier_word_names_the_threshold_and_the_base() -> None:
    flags, how = _permit("<think>\n11 − 7 = 4 → 60 → 160 × 3 = 480.\n</think>\n\nUSD 160 each, USD 480 in all.")
    assert not flags and how["160"] == "stated-tier", (flags, how)
    (numbers, _, thresholds, bases), = [c for c in stated_clauses(
        "- Restricted area permit: USD 100 a trekker for the first 7 days, then USD 15 a day.")]
    assert thresholds == (Decimal(7),) and bases == (Decimal(100),), (numbers, thresholds, bases)


# --- D7: the search's size ----------------------------------------------------------------------------

BANDS = "\n".join(f"- Band {k}: {20 + k} EUR a kg, 2.{10 + k} more, fee {40 + k} and {500 + k} "
                  f"past {300 + k} kg for {3 + k % 5} days" for k in range(30))


def test_d7_a_tier_clause_keeps_only_its_named_threshold() -> None:
    clauses = stated_clauses(BANDS)
    assert len(clauses) == 30
    assert all(thresholds == (Decimal(300 + k),) for k, (_, _, thresholds, _) in enumerate(clauses))


@pytest.mark.skipif("evidence.stated_tiers" in core.compiled_modules(), reason="patches a module global (compiled calls bind at build time)")
def test_d7_the_search_stops_at_its_cap(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen: list[int] = []
    real = stated_tiers.first_reached

    def counting(tries, number, quantum, near):  # type: ignore[no-untyped-def]
        listed = list(tries)
        seen.append(len(listed))
        return real(listed, number, quantum, near)

    monkeypatch.setattr(stated_tiers, "first_reached", counting)
    data = {"rows": [{"id": f"R{k}", "kg": 1000 + 37 * k} for k in range(12)]}
    answer = "\n".join(f"{1000 + 37 * k} kg {1037 + 37 * k} kg {1074 + 37 * k} kg: {123456.78 + 1111 * k:.2f} EUR"
                       for k in range(6)) + "."
    flags, _ = judged(answer, history(data, system="You are a desk.\nRules:\n" + BANDS + "\n", user="Totals?"))
    assert seen and max(seen) == MAX_CANDIDATES, seen  # the cap binds: 24 clauses x 6 quantities x 45 forms
    assert "123456.78" in flags, flags
    assert isinstance(StatedTiers(), StatedTiers)
