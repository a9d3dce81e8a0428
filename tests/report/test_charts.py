"""Charts: Vega-Lite specs drawn to inline SVG offline, with whole-count axes and escaped labels."""

from __future__ import annotations

import re

import pytest

from evidence_audit.report import charts

TEXTS = re.compile(r"<text[^>]*>([^<]*)</text>")


@pytest.mark.parametrize(
    ("top", "ticks"),
    [(0, [0, 1]), (1, [0, 1]), (5, [0, 1, 2, 3, 4, 5]), (6, [0, 2, 4, 6]), (23, [0, 5, 10, 15, 20, 25]),
     (1444, [0, 500, 1000, 1500])],
)
def test_count_axes_tick_whole_numbers(top, ticks):
    """At most six ticks, on 1, 2 or 5 times a power of ten, ending at or past the top."""
    axis, scale = charts._count_scale(top)
    assert axis["values"] == ticks and scale["domain"] == [0, ticks[-1]]


def test_a_chart_is_an_inline_svg_with_no_url_and_its_labels_escaped():
    """The SVG has no namespace URL, draws one bar per row, and a label with markup is text."""
    svg = charts.render_svg(charts.bars([("<b>tool</b>", 3), ("plain", 1)], "findings"))
    assert svg.startswith("<svg") and "http" not in svg
    assert "<b>" not in svg and "&lt;b&gt;tool&lt;/b&gt;" in svg
    assert svg.count('aria-roledescription="bar"') == 2
    assert "0.5" not in TEXTS.findall(svg)


def test_rates_and_periods_draw():
    """The flag-rate and per-period charts render with their notes and legend."""
    rate = charts.render_svg(charts.stacked_rate([("m1", 10, 3), ("m2", 4, 0)]))
    assert "3 of 10" in TEXTS.findall(rate) and "0 of 4" in TEXTS.findall(rate)
    days = charts.render_svg(charts.daily([("2025-01-01", 5, 2), ("2025-01-02", 3, 0)], "day"))
    assert {"flagged", "not flagged"} <= set(TEXTS.findall(days))
