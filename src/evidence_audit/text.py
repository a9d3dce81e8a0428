"""Wording shared by the printed summaries: a count with its noun, singular or plural."""

from __future__ import annotations

__all__ = ["plural"]


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 run`, `2 runs`, `1,926 duplicate records` (thousands separated)."""
    return f"{count:,} {word if count == 1 else (many or word + 's')}"
