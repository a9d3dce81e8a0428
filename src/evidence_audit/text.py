"""Wording shared by the printed summaries and progress lines: a count or a rate with its noun,
singular or plural (`1 run`, `2 runs`, `1 line/s`, `2,000 lines/s`)."""

from __future__ import annotations

__all__ = ["noun", "per_second", "plural"]


def noun(count: int, word: str, many: str | None = None) -> str:
    """The noun alone, as `count` needs it (`run`, `runs`)."""
    return word if count == 1 else (many or word + "s")


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 run`, `2 runs`, `1,926 duplicate records` (thousands separated)."""
    return f"{count:,} {noun(count, word, many)}"


def per_second(value: float, word: str, many: str | None = None) -> str:
    """A rate rounded to a whole number, its noun agreeing with what is shown: `1 line/s`, `0 lines/s`,
    `2,000 lines/s` (1.4 shows as `1 line/s`)."""
    shown = f"{value:,.0f}"
    return f"{shown} {word if shown == '1' else (many or word + 's')}/s"
