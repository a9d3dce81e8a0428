"""A run's budget for its costly rules' work: bounded per run, not only per answer.

The arithmetic rules and the zone and epoch rules are bounded per answer (`computed.MAX_ARITHMETIC_WORK`,
`spellings.MAX_ZONE_WORK`): an answer built to make them work hardest costs a second or two. A run
of 1,000 such answers cost that a thousand times (most of an hour: a stalled worker). So a run's
auditor holds one `RuleWork`, as it holds the lead budget (`leads.py`): a base plus a grant per
character of the run's messages, so an ordinary run, however long, never meets it. Each arithmetic
reading of an answer, each arithmetic try and each zone or epoch try takes its units from it
(the units of the per-answer bounds). Past it, the run's later values are judged without those
rules: flagged unless another rule grounds them, never grounded by default; and the answer says so
(`omitted`: the verdict's `rules_omitted`, the answer and finding rows' column), as it does when a
per-answer bound cut its rules short. No module state: one per run.
"""

from __future__ import annotations

from typing import Final

__all__ = ["RULE_WORK_BASE", "RULE_WORK_CHARS_PER_UNIT", "UNBOUNDED", "RuleWork"]

# Five answers at the per-answer bounds (200,000 units each), whatever the run's length; the dev
# corpora's costliest answer spends under 5,000, a 2 KB ordinary answer a few hundred.
RULE_WORK_BASE: Final = 1_000_000
# A unit granted per this many characters of every message the run is fed (results, a person's
# text, answers): a run's rule work is linear in its size, about a second per MB of a hostile run
# at most (3-6 us a unit here). The dev corpora's costliest run spends 1,952 units (1.1 a character
# of a 1.5 KB run): the base covers 500 such runs; a long run is granted its share as it grows.
RULE_WORK_CHARS_PER_UNIT: Final = 4
UNBOUNDED: Final = 1 << 62  # a basis or index used alone (tests, one-off readers): per-answer bounds only


class RuleWork:
    """The units a run's costly rules may still spend, and whether the answer judged now lost a rule."""

    __slots__ = ("budget", "spent", "answers", "omitted", "refused")

    def __init__(self, budget: int = RULE_WORK_BASE) -> None:
        self.budget = budget
        self.spent = 0
        self.answers = 0  # answers started: the per-answer counts start over with each
        self.omitted = False  # a bound (the run's or the answer's) cut this answer's rules short
        self.refused = 0  # tries and readings the run's budget refused

    def grant(self, units: int) -> None:
        """Add units to the run's budget (the auditor grants them as the run is fed)."""
        self.budget += units

    def grant_text(self, chars: int) -> None:
        """Grant the units of `chars` characters of the run (RULE_WORK_CHARS_PER_UNIT)."""
        self.budget += chars // RULE_WORK_CHARS_PER_UNIT

    def start(self) -> None:
        """A new answer is judged: per-answer counts start over; nothing omitted yet."""
        self.answers += 1
        self.omitted = False

    def take(self, units: int) -> bool:
        """Spend `units` if the run can afford them; else nothing is spent and the answer lost a rule."""
        if self.spent + units > self.budget:
            self.omitted = True
            self.refused += 1
            return False
        self.spent += units
        return True

    def cut(self) -> None:
        """A per-answer bound cut this answer's rules short."""
        self.omitted = True

    @property
    def exhausted(self) -> bool:
        return self.spent >= self.budget
