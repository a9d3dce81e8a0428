"""Round 46 (mend46c): review46a's D1 on beadwork46's concord prefixes. A vowel-ending word glued to a
number in a text of vowel-ending words was read as a concord and its number (`kanga-13` judged as
`13`), so a slip of a carried id (`kanga-12`, `camera-204`, `ordine-1234`) passed when its number was
carried elsewhere or under the digit minimum. Now (1) a word the run carries glued to digits keeps the
token an id (`prefix_hyphens.CarriedFamilies`), and (2) only a concord or a particle by its Nguni
shape (`angu`, `ezingu`, `ziyi`, `ngo`, `kuka`) is read as a prefix (made-up runs, none of the
corpus's texts).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.prefix_hyphens import CarriedFamilies, carried_families, unprefixed

DEFAULT = resolve_gate({"profile": "default"})


def _flags(answer: str, result: Any) -> list[str]:
    run = [{"role": "system", "content": "You are a helpful assistant."}, {"role": "user", "content": "Sawubona"},
           {"role": "tool", "content": json.dumps(result)}]
    return [c.value for c in check_answer(answer, run, DEFAULT).unsupported]


# --- review46a's probes: a slip of a carried vowel-ending id stays flagged --------------------------------

PROBES = [
    ("Inqolobane kanga-13 inamabhodwe amaningi ayeza kusasa ekuseni.", {"store": "kanga-12"}),
    ("Ikamelo ikamelo-205 lilungile kusasa ekuseni kakhulu.", {"room": "ikamelo-204"}),
    ("Ioda yakho ioda-1235 isithunyelwe futhi izofika kusasa ekuseni.", {"order": "ioda-1234", "total": 1235}),
    ("La camera-205 è pronta e la consegna è prevista domani mattina.", {"room": "camera-204"}),
    ("Il tuo ordine-1235 è stato spedito e arriverà domani mattina presto.", {"order": "ordine-1234", "total": 1235}),
    ("La fattura-2041 è stata pagata ieri sera da Maria.", {"invoice": "fattura-2040", "n": 2041}),
    ("O lote-13 chegou cedo à fabrica nova do Porto.", {"lot": "lote-12"}),
    ("Kono heya-205 wa kirei desu ne, ashita mo daijoubu desu.", {"room": "heya-204"}),
]


@pytest.mark.parametrize(("answer", "result"), PROBES)
def test_a_slip_of_a_carried_vowel_ending_id_stays_flagged(answer: str, result: Any) -> None:
    flags = _flags(answer, result)
    assert flags, flags
    assert any(f.endswith(("13", "205", "1235", "2041")) for f in flags), flags


@pytest.mark.parametrize(("answer", "result"), PROBES)
def test_the_carried_id_itself_is_grounded(answer: str, result: Any) -> None:
    carried = next(v for v in result.values() if isinstance(v, str))
    word = carried.split("-")[0]
    wrong = next(tok for tok in answer.split() if tok.startswith(word + "-"))
    assert _flags(answer.replace(wrong, carried), result) == []


# --- (1) the carried family keeps a concord-shaped word an id --------------------------------------------

def test_a_carried_family_keeps_a_concord_shaped_id_whole() -> None:
    text = "Inqolobane ka-13 inamabhodwe angu-24 ayeza kusasa ekuseni."
    assert "ka 13" in unprefixed(text) and "angu 24" in unprefixed(text)
    out = unprefixed(text, (), {"ka"})
    assert "ka-13" in out and "angu 24" in out, out  # the family's word stays; the concord is still read


def test_a_slip_of_a_carried_concord_shaped_id_is_flagged_whole() -> None:
    result = {"bin": "ka-12", "pots": 24}
    answer = "Inqolobane ka-13 inamabhodwe angu-24 ayeza kusasa ekuseni kakhulu."
    assert _flags(answer, result) == ["ka-13"]
    assert _flags(answer.replace("ka-13", "ka-12"), result) == []


class _Corpus:
    def __init__(self) -> None:
        self.values: dict[str, int] = {}
        self.log: list[str] = []

    def add(self, form: str) -> None:
        self.values[form] = 0
        self.log.append(form)


def test_the_families_are_read_once_per_run_and_caught_up() -> None:
    corpus, said = _Corpus(), {"lote-7": None}
    corpus.add("camera-204")
    families = carried_families(corpus, said)
    assert carried_families(corpus, said) is families  # the same object for the run's next answer
    assert "camera" in families and "lote" in families and "ordine" not in families
    corpus.add("ordine-1234")
    corpus.add("ordine-x")  # no digits after the hyphen: no family
    corpus.add("pg-prod-02")  # a chain: no family
    assert "ordine" in families and "pg" not in families
    assert carried_families(_Corpus(), said) is not families
    assert "camera" not in CarriedFamilies(_Corpus(), {})


# --- (2) the concord by its grammar, not the text's vowels ------------------------------------------------

def test_a_vowel_ending_word_of_another_language_keeps_its_hyphen() -> None:
    for text in ("La camera-205 è pronta e la consegna è prevista domani mattina.",
                 "O lote-13 chegou cedo à fabrica nova do Porto.",
                 "Kono heya-205 wa kirei desu ne, ashita mo daijoubu desu.",
                 "Inqolobane kanga-13 inamabhodwe amaningi ayeza kusasa ekuseni."):
        assert unprefixed(text) == text


def test_the_nguni_concords_and_particles_are_still_read() -> None:
    text = ("Amabhodwe angu-36, imizuzu engu-125, izinto ezingu-10, abantu abangu-5, okungu-17\u00a0100 g, "
            "ngomhla ziyi-16, ngo-9:20 ekuseni, ngaphezu kuka-R10\u00a0000, ngomhla ka-16, imali nge-R50.")
    out = unprefixed(text)
    for piece in ("angu 36", "engu 125", "ezingu 10", "abangu 5", "okungu 17", "ziyi 16", "ngo 9:20",
                  "kuka R10", "ka 16", "nge R50"):
        assert piece in out, (piece, out)
