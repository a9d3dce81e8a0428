"""(speed35, issue 13) What a text must write beside a digit before a scanner of number shapes reads it.

About thirty scanners read an answer for numbers of one shape each (a currency glued to an amount,
groups of digits, another digit grouping, a hyphen joining a word to a number, a date written
year first, point groups of three, a scheme's name), each with a pattern whose first item is a lookbehind or a letter, so the regex engine
tries it at every character of the prose: 10-60 ns a character, for shapes most answers never
write. Every such shape is a digit with a particular character beside it (`RM5.50`: a letter right
before a digit; `4402 0044`: a digit, a space, a digit; `over-25`: a hyphen beside a digit), and a
pattern that starts with the digit lets the engine skip every other character at C speed and stop
at the first hit: each gate below costs about 1-2 us on an answer where its scanner costs 10-20.
A scanner asks its gate first and returns what its own patterns would have found, nothing, when
the text writes no such neighbour.

Each gate is a necessary condition of its scanner's patterns, exact, never a heuristic: every
match of the scanner contains a match of the gate, so the scanner's output is the same for every
text (`tests/evidence/test_speed35.py` compares each scanner with its gate and without on
thousands of random texts). Measured first (speed35): one shared scan of a text's digit runs,
kept per text, with each gate a loop over the runs, cost 4-6 us a question interpreted (the memo
and the loop are Python): more than the gates here.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["GLUED_BESIDE", "GROUPED_BESIDE", "HYPHEN_BESIDE", "POINT_GROUP_BESIDE", "SCHEME_BESIDE", "SPACED_BESIDE",
           "YEAR_FIRST_BESIDE"]

# A currency glued to an amount (`glued_amounts.glued_amount_spans`: `RM5.50`, `Rs.450`, `S$12`,
# `768kr`): an ASCII letter right before a digit (or a letter, then `.` or `$`), or right after one.
GLUED_BESIDE: Final = re.compile(r"[0-9](?:(?<=[A-Za-z][0-9])|(?<=[A-Za-z][.$][0-9])|(?=[A-Za-z]))")
# Groups of digits and an IBAN in groups (`groups.glue_digit_groups`: `4402 0044 8213`, `GB29 NWBK`):
# a digit, one space, a digit or a capital letter.
SPACED_BESIDE: Final = re.compile(r"[0-9] [0-9A-Z]")
# Another digit grouping (`digit_groupings._spans`: `18'420`, `412 800`, `12,45,300`): a digit, one
# grouping mark or a comma, a digit.
GROUPED_BESIDE: Final = re.compile("[0-9]['\u2019\u2009\u202f\u00a0 ,][0-9]")
# A hyphen joining a prefix, a word or a case ending to a number (`prefix_hyphens._unprefix`:
# `über-25`, `over-25 kg`, `10-го`): a hyphen (ASCII, U+2010, U+2011) right before or after a digit.
HYPHEN_BESIDE: Final = re.compile("[0-9](?:(?<=[-\u2010\u2011][0-9])|(?=[-\u2010\u2011]))")
# Point groups of three (`decimal_comma._point_groups`: `500.000`, `1.250.000`, which decide a text
# writes its thousands with points): a digit, a point, three digits and no fourth.
POINT_GROUP_BESIDE: Final = re.compile(r"[0-9]\.[0-9]{3}(?![0-9])")
# The name of a format or a scheme with a number in it (`narration._SCHEME_NAME`: `ISBN-13`, `UTF-8`,
# `SHA3-512`, `X.509`, `H.264`): the last letter of a name (any case, as the scheme's pattern reads
# it), maybe a hyphen, then a digit; or `X`, `E`, `H` and a point, then a digit.
SCHEME_BESIDE: Final = re.compile(r"[0-9](?:(?<=(?i:[nfdsac])[0-9])|(?<=(?i:[nfdsac])-[0-9])|(?<=(?i:[xeh])\.[0-9]))")
# A date written year first (`compact_dates.year_first_dates`: `2026/10/20`, `2026.11.03`): a year
# of 1900-2099, a point or a slash, a digit.
YEAR_FIRST_BESIDE: Final = re.compile(r"(?:19|20)[0-9]{2}[./][0-9]")
