"""Shapes the research runs share: a web-research agent's system prompt and its tools' results
(a search API's ranked results with snippets, page extracts as markdown, Crossref-style works,
an Open Library-style ISBN record, World Bank and FRED-style series with nulls and strings).

Written for this corpus: the places, institutions and journals are real names, but every figure,
title, DOI, ISBN, URL path, quote and date in a tool result is made up here and is not a fact
about them.
"""

from __future__ import annotations

import json
from typing import Any

SYSTEM = """You are a research assistant with web access. Today's date is 2026-11-30.
Use web_search to find sources and fetch_page to read them; use the scholarly and data tools for papers, books and statistics.
Cite every figure you report with the source's URL. When sources disagree, say so and give each figure with its source and date. Do not state figures from memory."""


def search(query: str, *results: tuple[str, str, str]) -> str:
    """A search API page: ranked results with title, url and snippet."""
    return json.dumps({"query": query, "results": [{"position": n, "title": t, "url": u, "snippet": s}
                                                   for n, (t, u, s) in enumerate(results, start=1)], "search_metadata": {"status": "Success"}})


def page(url: str, title: str, markdown: str) -> str:
    """A fetched page, reduced to markdown by the fetcher."""
    return json.dumps({"url": url, "title": title, "content_type": "text/markdown", "content": markdown})


def data(payload: Any) -> str:
    return json.dumps(payload)
