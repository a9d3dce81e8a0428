"""The words, patterns and bounds that more than one of the arithmetic's modules reads."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from ..amounts import MONEY_SIGN_CLASS
from ..number_words import alternatives, cardinals, words


WIDE_RULES: Final = ("conversation", "earlier", "record", "split")

MAX_WINDOW = 8  # items a `total` may sum
PAIR_SPAN: Final = 2  # distinct resolved numbers before a value that `pair` combines
MIN_COUNT, MAX_COUNT = 2, 12
RECORD_NUMBERS: Final = 48  # numbers of named records the `record` rule may take
_PLAIN: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# A number inside a token, as written: 1,344.51, 110 of `110-`, both ends of `320-$450`.
_WRITTEN_NUMBER: Final = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?", re.ASCII)
# Counts people write: 2-12 as digits, or as words.
_COUNT_WORDS: Final = {**cardinals(2, 12), **words("twice", "double", "triple")}
_COUNT_WORD: Final = re.compile(r"\b(" + alternatives(_COUNT_WORDS) + r")\b", re.IGNORECASE)
# A quantity with its unit in a sentence: `7.7 GB`, `312 kWh`, `3 nights`; a rate per unit: `$2.00/GB`.
_QUANTITY: Final = re.compile(r"(?<![0-9.,])([0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{1,12})\b")
# The rules that compute a time of day: an earlier answer's result of one may be repeated.
_CLOCK_RULES: Final = frozenset(("end-time", "clock-shift", "repeat", "clock-sum", "zone-shift", "lead-time", "schedule-step", "asked-shift", "clock-plus-duration", "clock-chain", "listed-steps", "clock-offset", "clock-round-up", "stated-shift", "leg-sum"))

# A percent an answer writes: `20%`, `7.5 %`, `6 percent`.
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,3})?)[ \t]?(?:%|percent\b)", re.ASCII)
MAX_PERCENTS: Final = 4  # percents an answer writes that the `percent` rule tries
MAX_QUANTITY: Final = 1_000_000


# A quote an answer writes: `1 USD = 0.8594 EUR`, `1 USD = EUR 0.8594`.
_QUOTE: Final = re.compile(
    r"\b1\s?([A-Z]{3})\s?=\s?(?:([A-Z]{3})\s?)?([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?:\s?([A-Z]{3}))?\b"
)  # (the rate may be written with thousands separators: `1 USD = 4,020.355 COP`)
MAX_RUN_ROWS: Final = 24  # body rows of a table whose runs of adjacent rows `column` tries (whole columns: any size)
# A gap measured against something the answer names, not a number: `$0.25 above the 5-day`.
_GAP_TO_NAMED: Final = re.compile(
    r"(?:\*\*)?(?:[ \t]?[A-Za-z%]{1,10}){0,2}?(?:\*\*)?[ \t]+(?:over|above|under|below|(?:more|less|higher|lower|greater|"
    r"cheaper|fewer)(?:[ \t]+(?:per|a|an|each)[ \t]+[A-Za-z]{2,10})?[ \t]+than)(?:\*\*)?[ \t]+"
    r"(?:the|its|their|your|our|that|this|what)[ \t]+"
    r"(?![$\u20ac\u00a3]?[0-9]+(?:[.,][0-9]+)*(?![0-9]|[.,][0-9]|-?[A-Za-z]))",
    re.IGNORECASE,
)


# Round 9 (near9): a gap to a thing the answer names, whose amount is written right after the
# name (`$0.82 less than your silver one ($154.07)`) or next to the name earlier in this answer or
# the previous one (`$49.29 less than the red one` after `Bluetooth Speaker (red) $321.18`).
_NAME_THEN_NUMBER: Final = re.compile(
    r"([A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){0,3})[ \t]*(?:\*\*)?[ \t]*(?:\(|,|:|=|at|is|of)?[ \t]*(?:\*\*)?[ \t]*"
    r"(?:[A-Z]{3}[ \t]?)?[" + MONEY_SIGN_CLASS + r"]?",
)
# (round 12) the source `ArithmeticBasis.explain` reads as computed in this answer: the gate's asks
# of a variant (`gate._unverified_of`) mark what the answer's own pass derived with it
COMPUTED_HERE: Final = "computed here"
# A rate glued to its unit of time, read as one token (`1,669/min`, `$607.36/month`): the gate lets it
# through as a candidate and the arithmetic reads its number (one pattern for both, kept in step).
GLUED_PER_TIME: Final = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?/(?:s|sec|min|h|hr|day|wk|week|mo|month|yr|year)", re.ASCII)

MAX_SHORT_FACTORS: Final = 96  # (round 33) factors of a short reply's stated product (`wide._stated_scaled`)
MAX_SHORT_FACTOR: Final = Decimal(1000)  # (round 33) a factor at or over it is an amount or a year, no multiplier
