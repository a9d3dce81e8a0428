"""Round 46 (beadwork46): heldout44's isiZulu answers glue a concord or a locative to a number with a
hyphen (`amasaka angu-36`, `ngomhla ziyi-16`, `ngo-9:20 ekuseni`, `okungu-17 100 g`, `kuka-R10 000`):
`prefix_hyphens` reads the number after the hyphen in a text whose words end in vowels, and keeps
ids as ids (made-up runs: a pottery co-operative in Nongoma; none of the corpus's texts).
"""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.prefix_hyphens import unprefixed

DEFAULT = resolve_gate({"profile": "default"})
SYSTEM = ("You are the assistant of a pottery co-operative in Nongoma.\n\nRules (amounts in ZAR, rand):\n"
          "- A pot sells for R145.\n- 5% off from R3\u00a0000.\n")
KILN = {"lot": "PT-0412", "pots": 24, "kg_clay": 36, "fired": "2027-04-12", "kiln_start": "2027-04-12T07:15",
        "fire_minutes": 125, "order": "order-1234"}
THANKS = " Siyabonga kakhulu ngokuthenga."  # words enough for the text's language to tell


def _run(result: Any) -> list[dict[str, Any]]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Sawubona"},
            {"role": "tool", "content": json.dumps(result)}]


def _judged(answer: str) -> tuple[list[str], dict[str, str]]:
    v = check_answer(answer + THANKS, _run(KILN), DEFAULT)
    return [c.value for c in v.unsupported], {c.value: c.derivation for c in v.computed or ()}


# --- the respelling -----------------------------------------------------------------------------------

def test_a_concord_before_a_number_a_clock_or_an_amount_is_a_prefix() -> None:
    text = ("I-BP-0910 ifike ngomhla ziyi-10 kuMandulo: amasaka angu-36, okungu-17\u00a0100 g, ngo-9:20 ekuseni, "
            "ngaphezu kuka-R10\u00a0000.")
    out = unprefixed(text)
    assert len(out) == len(text)
    for piece in ("ziyi 10", "angu 36", "okungu 17\u00a0100", "ngo 9:20", "kuka R10\u00a0000"):
        assert piece in out, out
    assert "I-BP-0910" in out  # a code in capitals keeps its hyphens


def test_ids_keep_their_hyphen_in_english() -> None:
    text = "Ship SKU-1234 and INV-0042 for order-1234; covid-19 on x-86, alpha-3 and node-7 are down."
    assert unprefixed(text) == text  # capitals, a consonant before the hyphen, one letter, an English text


def test_a_short_text_tells_no_language() -> None:
    assert unprefixed("**Angu-28**") == "**Angu-28**"  # one word: judged as written, as before
    assert unprefixed("Use node-7 here") == "Use node-7 here"  # three words


def test_an_ids_parts_and_a_padded_number_stay() -> None:
    text = "Amabhodwe asekhona: kanga-12-b, bay-0042, ulayini ubuyela emuva kusasa."
    assert unprefixed(text) == text


def test_a_carried_whole_token_keeps_its_hyphen() -> None:
    text = "Amabhodwe ase-kanga-12 nase-indawo angu-24 ayeza kusasa ekuseni."
    out = unprefixed("Inqolobane ka-12 inamabhodwe angu-24 ayeza kusasa ekuseni.", {"ka-12"})
    assert "ka-12" in out and "angu 24" in out, out
    # (mend46c) `kanga` is no concord (a word ending in `nga`, not the particle): whole either way
    assert "ka 12" in unprefixed("Inqolobane ka-12 inamabhodwe angu-24 ayeza kusasa ekuseni.")
    assert len(unprefixed(text)) == len(text)


# --- the judgement ------------------------------------------------------------------------------------

def test_a_clock_after_a_concord_is_judged_by_the_clock_rules() -> None:
    flags, computed = _judged("Ihhavini liqala ngo-7:15 ekuseni, imizuzu engu-125 → **ngo-9:20 ekuseni**.")
    assert flags == [], flags
    assert computed.get("9:20") == "clock-plus-duration", computed


def test_a_clock_off_by_ten_minutes_stays_flagged() -> None:
    flags, _ = _judged("Ihhavini liqala ngo-7:15 ekuseni, imizuzu engu-125 → **ngo-9:30 ekuseni**.")
    assert flags == ["9:30"], flags
    flags, _ = _judged("Ihhavini liqala ngo-7:25 ekuseni, imizuzu engu-125 → **ngo-9:30 ekuseni**.")
    assert "7:25" in flags and "9:30" in flags, flags  # a start the run never carried


def test_a_grouped_amount_after_a_concord_is_glued_and_judged() -> None:
    flags, computed = _judged("Ubumba obungu-36 kg, okungu-36\u00a0000 g.")
    assert flags == [] and computed.get("36000") == "convert", (flags, computed)
    flags, _ = _judged("Ubumba obungu-36 kg, okungu-36\u00a0500 g.")
    assert flags == ["36500"], flags


def test_a_carried_id_answered_one_off_stays_flagged() -> None:
    flags, _ = _judged("I-oda order-1234 lilungile, amabhodwe ayeza kusasa.")
    assert flags == [], flags
    flags, _ = _judged("I-oda order-1235 lilungile, amabhodwe ayeza kusasa.")
    assert flags == ["order-1235"], flags


def test_a_carried_vowel_id_in_a_concord_text_is_grounded_whole_and_a_slip_of_it_flagged() -> None:
    run = _run({**KILN, "shelf": "kanga-1234"})
    v = check_answer("Amabhodwe asesheluni kanga-1234 ayeza kusasa ekuseni." + THANKS, run, DEFAULT)
    assert [c.value for c in v.unsupported] == [], v.unsupported
    v = check_answer("Amabhodwe asesheluni kanga-1235 ayeza kusasa ekuseni." + THANKS, run, DEFAULT)
    # (mend46c) judged whole: `kanga` is no concord, and the run carries `kanga-<digits>` (was `1235`)
    assert [c.value for c in v.unsupported] == ["kanga-1235"], v.unsupported
