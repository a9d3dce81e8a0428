"""Which core runs: the hot modules compiled with mypyc, or the same source interpreted.

`COMPILED` is the one list of modules `setup.py` compiles when the package is built on a machine
with a C compiler (a regular `pip install .`); an editable install (`pip install -e .`) runs the
source as it is, so an edit takes effect at once, unless it is built with
`EVIDENCE_AUDIT_COMPILE=1`. `EVIDENCE_AUDIT_COMPILE=0` builds without compiling anywhere. The
compiled and interpreted cores are the same source and give the same results (CI runs the whole
suite both ways). A module added to the core is compiled once it is listed here; one not listed
is simply interpreted beside the compiled ones.

`evidence-audit --version` says which core runs (`describe()`), and so does
`python -m evidence_audit.core`.
"""

from __future__ import annotations

import importlib
from importlib.machinery import EXTENSION_SUFFIXES

__all__ = ["COMPILED", "compiled_modules", "describe"]

# Modules under evidence_audit/, compiled in this order; read by setup.py (a literal tuple).
# Every module of evidence/ is listed. Not listed: package doors (__init__), traces/model.py
# (ParseError's pickling is patched on the class), the writers and synth (not on the audit's
# path), and everything that imports Beam (beam/rows.py does not).
COMPILED = (
    "evidence.text_memo",
    "evidence.normalize",
    "evidence.extract",
    "evidence.served",
    "evidence.index",
    "evidence.figures",
    "evidence.patterns",
    "evidence.unit_words",
    "evidence.si_units",
    "evidence.units",
    "evidence.prefixes",
    "evidence.minor_units",
    "evidence.decimal_text",
    "evidence.expressions",
    "evidence.rounded_steps",
    "evidence.rescaled",
    "evidence.amounts",
    "evidence.rated",
    "evidence.glued_clocks",
    "evidence.durations",
    "evidence.stamp_gaps",
    "evidence.escapes",
    "evidence.work",
    "evidence.chains",
    "evidence.row_formulas",
    "evidence.clock_elapsed",
    "evidence.clock_gaps",
    "evidence.zone_shifts",
    "evidence.computed.values",
    "evidence.computed.cues",
    "evidence.computed.reading",
    "evidence.computed.lists",
    "evidence.computed.tables",
    "evidence.computed.gaps",
    "evidence.computed.products",
    "evidence.computed.run_rules",
    "evidence.computed.wide",
    "evidence.computed.narrow",
    "evidence.computed.basis",
    "evidence.zones",
    "evidence.epochs",
    "evidence.clock_shifts",
    "evidence.asked_shifts",
    "evidence.fraction_shares",
    "evidence.time_sums",
    "evidence.results_queue",
    "evidence.rates",
    "evidence.walk",
    "evidence.means",
    "evidence.replicate_spreads",
    "evidence.periods",
    "evidence.stored_values",
    "evidence.series_sums",
    "evidence.row_sums",
    "evidence.split_parts",
    "evidence.record_gaps",
    "evidence.carried_totals",
    "evidence.signed_nets",
    "evidence.signed_cells",
    "evidence.subtotal_percents",
    "evidence.arrow_steps",
    "evidence.cell_equations",
    "evidence.group_sums",
    "evidence.named_gaps",
    "evidence.balance_steps",
    "evidence.reapplied",
    "evidence.prorations",
    "evidence.spans",
    "evidence.even_splits",
    "evidence.anchored_derivations",
    "evidence.sibling_quotes",
    "evidence.switch_gaps",
    "evidence.party_counts",
    "evidence.unit_columns",
    "evidence.quoted_rates",
    "evidence.numeric_dates",
    "evidence.month_days",
    "evidence.date_steps",
    "evidence.date_reach",
    "evidence.keyed_operands",
    "evidence.rate_steps",
    "evidence.rate_factors",
    "evidence.coded_amounts",
    "evidence.whole_shares",
    "evidence.clock_leads",
    "evidence.ago_durations",
    "evidence.in_order",
    "evidence.count_divisions",
    "evidence.sibling_changes",
    "evidence.own_summands",
    "evidence.earlier_builds",
    "evidence.dollar_codes",
    "evidence.section_totals",
    "evidence.adjusted_totals",
    "evidence.stated_changes",
    "evidence.counterparts",
    "evidence.cron",
    "evidence.joined",
    "evidence.layout",
    "evidence.respellings",
    "evidence.groups",
    "evidence.said",
    "evidence.clock_words",
    "evidence.segments",
    "evidence.glued",
    "evidence.decimal_comma",
    "evidence.comma_amounts",
    "evidence.sum_guards",
    "evidence.zero_places",
    "evidence.day_counts",
    "evidence.days_between",
    "evidence.locales",
    "evidence.gate",
    "evidence.spellings",
    "evidence.ranges",
    "evidence.range_ends",
    "evidence.versions",
    "evidence.constants",
    "evidence.subseconds",
    "evidence.seconds_clocks",
    "evidence.growth",
    "evidence.operand_tokens",
    "evidence.names",
    "evidence.said_dates",
    "evidence.person_readings",
    "evidence.ratios",
    "evidence.restated",
    "evidence.clock_series",
    "evidence.compact_dates",
    "evidence.written",
    "evidence.word_keys",
    "evidence.weekly_lists",
    "evidence.iso_weeks",
    "evidence.word_dates",
    "evidence.yearless_context",
    "evidence.near_misses",
    "evidence.slipped_results",
    "evidence.range_lengths",
    "evidence.narration",
    "evidence.unverified",
    "evidence.yaml_dumps",
    "evidence.slashed_dates",
    "evidence.yearless_words",
    "evidence.stated_exchanges",
    "evidence.pack_counts",
    "evidence.named_counts",
    "evidence.ledger_totals",
    "evidence.period_scaled",
    "evidence.policy_chains",
    "evidence.rest_of_whole",
    "evidence.contrasted_gaps",
    "evidence.priced_chains",
    "evidence.span_paces",
    "evidence.digit_groupings",
    "evidence.text_tables",
    "evidence.csv_cells",
    "evidence.carried_ratios",
    "evidence.carried_products",
    "evidence.cost_lines",
    "evidence.period_lengths",
    "evidence.unit_gaps",
    "evidence.clock_forms",
    "evidence.inch_fractions",
    "evidence.measure_rates",
    "evidence.unit_costs",
    "evidence.reading_series",
    "evidence.stated_intervals",
    "evidence.count_multiples",
    "evidence.print_sizes",
    "evidence.item_prices",
    "evidence.coordinates",
    "evidence.worded_multiples",
    "evidence.ledger_percents",
    "evidence.rated_subtotals",
    "evidence.reasoning_blocks",
    "evidence.stated_factors",
    "evidence.stated_terms",
    "evidence.time_left",
    "evidence.duration_steps",
    "evidence.month_shares",
    "evidence.count_shares",
    "evidence.unit_products",
    "evidence.working_days",
    "evidence.unit_prices",
    "evidence.schedule_steps",
    "evidence.fee_schedules",
    "evidence.applied_rates",
    "evidence.other_shares",
    "evidence.month_lengths",
    "evidence.share_parts",
    "evidence.leads",
    "evidence.auditor",
    "traces._common",
    "traces._build",
    "traces._flat",
    "traces.otel",
    "traces.events",
    "traces.openai_chat",
    "traces.anthropic",
    "traces.openai_responses",
    "traces.openinference",
    "traces.openllmetry",
    "traces.langfuse",
    "traces.langsmith",
    "traces.assemble",
    "beam.rows",
)


def compiled_modules() -> list[str]:
    """The modules of `COMPILED` that this process imported from a compiled extension."""
    out = []
    for name in COMPILED:
        module = importlib.import_module(f"evidence_audit.{name}")
        if str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES)):
            out.append(name)
    return out


def describe() -> str:
    """Which core runs, in a few words: `pure Python` or `compiled with mypyc, 25 of 25 modules`."""
    done = compiled_modules()
    if not done:
        return "pure Python"
    if len(done) == len(COMPILED):
        return f"compiled with mypyc, {len(done)} of {len(COMPILED)} modules"
    missing = ", ".join(name for name in COMPILED if name not in done)
    return f"partly compiled with mypyc, {len(done)} of {len(COMPILED)} modules; interpreted: {missing}"


if __name__ == "__main__":
    print(f"core: {describe()}")
