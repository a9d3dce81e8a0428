"""(gaps46) `bench/heldout.py` finds a value written in another locale's spelling and mutates it
there: grouped with a space, a no-break space, a dot or the Arabic `٬`, its decimal point a comma or
the Arabic `٫` (before, "not found in text" and never mutated); a mutant is read back as the number
it writes. `mutate_computed` skips a mutant that is no value of its kind (`41 January`, month 21,
`27:45`)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent.parent.parent / "bench" / "heldout.py"


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("heldout_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("heldout_bench", module)
    spec.loader.exec_module(module)
    return module


def found(value: str, text: str) -> str | None:
    span = _bench().locate(value, text)
    return None if span is None else text[span[0]:span[1]]


def test_a_value_in_a_locales_spelling_is_found() -> None:
    assert found("5914.02", "**5\u00a0914,02 manat**") == "5\u00a0914,02"
    assert found("81722880", "**81 722 880 Ar**") == "81 722 880"
    assert found("2479062", "**2.479.062 Frw**") == "2.479.062"
    assert found("2519370", "کۆ: ٢٬٥١٩٬٣٧٠ دینار") == "٢٬٥١٩٬٣٧٠"
    assert found("0.5", "៤៨០ × ០,៥ = ២៤០") == "០,៥"
    assert found("12.75", "١٢٫٧٥ كغ") == "١٢٫٧٥"


def test_no_spelling_is_read_that_the_value_does_not_write() -> None:
    assert found("1234", "12 34 and 1 2345") is None  # groups of other than three
    assert found("2479062", "2.479.062,5") is None  # the head of a longer number
    assert found("1310", "13.10") is None  # a decimal, no thousands group
    assert found("1800", "1,800") == "1,800"  # the plain spelling as before


def test_a_mutant_is_read_as_the_number_it_writes() -> None:
    bench = _bench()
    text = "**5\u00a0914,02 manat**"
    span = bench.locate("5914.02", text)
    read = bench.spelled("5914.02", text, span)
    assert [read(m) for m in bench.mutants(text[span[0]:span[1]])] == ["6914.02", "5915.02", "5914.03"]
    plain = "total 1,800 kg"
    span = bench.locate("1800", plain)
    assert bench.spelled("1800", plain, span)("1,810") == "1,810"  # a plain spelling read as before


def test_a_mutant_that_is_no_value_of_its_kind_is_not_possible() -> None:
    bench = _bench()
    assert not bench.possible("੩੧ ਜਨਵਰੀ", "੪੧ ਜਨਵਰੀ")
    assert not bench.possible("ཟླ་༡༡ ཚེས་༣", "ཟླ་༢༡ ཚེས་༣")
    assert not bench.possible("17:45", "27:45")
    assert not bench.possible("2027-02-28", "2027-02-29")
    assert bench.possible("ཟླ་༡༡ ཚེས་༣", "ཟླ་༡༢ ཚེས་༣")
    assert bench.possible("27 February", "28 February")
    assert bench.possible("17:45", "18:45")
    assert bench.possible("1,234", "1,235")
