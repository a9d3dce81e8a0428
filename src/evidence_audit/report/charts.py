"""The report's charts: Vega-Lite specs, rendered offline to SVG by vl-convert, inlined in the page.

vl-convert runs Vega in an embedded JavaScript engine with no network, so the chart is drawn when
the report is written, not when it is read: the file needs no script, no CDN and no font download
to show it. Vega escapes every label it writes into the SVG; the namespace declarations it adds
(the only URLs in its output) are dropped, since an SVG inlined in HTML needs none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

__all__ = ["bars", "daily", "render_svg", "stacked_rate"]

FLAGGED = "#c0392b"
NEUTRAL = "#9aa5b1"
BAR = "#3d6fb4"
WIDTH = 300
LABEL_LIMIT = 220

_XMLNS = re.compile(r'\s+xmlns(?::[a-z]+)?="[^"]*"', re.ASCII)

_CONFIG = {
    "background": "white",
    "font": "sans-serif",
    "axis": {"labelFontSize": 11, "titleFontSize": 11, "labelLimit": LABEL_LIMIT},
    "view": {"stroke": None},
}


def _next_step(step: int) -> int:
    """1, 2, 5, 10, 20, 50, ..."""
    return step * 5 // 2 if str(step)[0] == "2" else step * 2


def _count_scale(top: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """(axis, scale) for whole counts from 0 to `top`: at most 6 ticks on a step of 1, 2 or 5
    times a power of ten (Vega alone would put a tick at 0.5 on a scale that ends at 1)."""
    step = 1
    while top > 5 * step:
        step = _next_step(step)
    last = -(-max(top, 1) // step) * step
    return {"values": list(range(0, last + 1, step)), "format": ",d"}, {"domain": [0, last], "nice": False}


def render_svg(spec: dict[str, Any]) -> str:
    """The chart as an inline `<svg>` element (no XML declaration, no namespace URLs)."""
    import vl_convert

    svg = vl_convert.vegalite_to_svg({**spec, "config": _CONFIG})
    return _XMLNS.sub("", svg, count=2)


def _height(rows: int) -> int:
    return max(1, rows) * 20


def bars(rows: Sequence[tuple[str, int]], what: str, color: str = BAR) -> dict[str, Any]:
    """Horizontal bars, one per label, longest first, the count written at the end of each."""
    data = [{"label": label, "n": n} for label, n in rows]
    axis, scale = _count_scale(max((n for _, n in rows), default=0))
    y = {"field": "label", "type": "nominal", "sort": None, "title": None}
    return {
        "width": WIDTH,
        "height": _height(len(rows)),
        "data": {"values": data},
        "encoding": {"y": y, "x": {"field": "n", "type": "quantitative", "title": what, "axis": axis, "scale": scale}},
        "layer": [
            {"mark": {"type": "bar", "color": color}},
            {"mark": {"type": "text", "align": "left", "dx": 3, "fontSize": 10}, "encoding": {"text": {"field": "n", "format": ","}}},
        ],
    }


def stacked_rate(rows: Sequence[tuple[str, int, int]]) -> dict[str, Any]:
    """Per label, the flagged share of its answers as a bar, with 'F of N' written beside it."""
    data = [
        {"label": label, "rate": (flagged / total if total else 0.0), "note": f"{flagged:,} of {total:,}"}
        for label, total, flagged in rows
    ]
    return {
        "width": WIDTH,
        "height": _height(len(rows)),
        "data": {"values": data},
        "encoding": {
            "y": {"field": "label", "type": "nominal", "sort": None, "title": None},
            "x": {"field": "rate", "type": "quantitative", "axis": {"format": "%"}, "title": "flagged answers"},
        },
        "layer": [
            {"mark": {"type": "bar", "color": FLAGGED}},
            {"mark": {"type": "text", "align": "left", "dx": 3, "fontSize": 10}, "encoding": {"text": {"field": "note"}}},
        ],
    }


_TIME_UNITS = {"day": "utcyearmonthdate", "week": "utcyearweek", "month": "utcyearmonth"}


def daily(rows: Sequence[tuple[str, int, int]], unit: str = "day") -> dict[str, Any]:
    """Answers per period (grey) with the flagged ones (red) stacked on them."""
    data = []
    axis, scale = _count_scale(max((total for _, total, _ in rows), default=0))
    for day, total, flagged in rows:
        data.append({"day": day, "n": total - flagged, "what": "not flagged"})
        data.append({"day": day, "n": flagged, "what": "flagged"})
    return {
        "width": WIDTH + 140,
        "height": 160,
        "data": {"values": data},
        "mark": {"type": "bar"},
        "encoding": {
            "x": {"field": "day", "type": "temporal", "timeUnit": _TIME_UNITS[unit], "title": None},
            "y": {"field": "n", "type": "quantitative", "stack": True, "title": "answers", "axis": axis, "scale": scale},
            "color": {
                "field": "what",
                "type": "nominal",
                "scale": {"domain": ["flagged", "not flagged"], "range": [FLAGGED, NEUTRAL]},
                "legend": {"orient": "top", "title": None},
            },
            "order": {"field": "what", "type": "nominal", "sort": "ascending"},
        },
    }
