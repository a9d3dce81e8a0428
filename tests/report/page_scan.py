"""Read a report's HTML the way a browser's parser would, to check what it holds and refers to."""

from __future__ import annotations

import re
from html.parser import HTMLParser

# Attributes through which an element loads or sends something.
LOADING_ATTRIBUTES = {"src", "srcset", "href", "xlink:href", "action", "formaction", "poster", "data", "background",
                      "ping", "manifest", "codebase", "cite", "longdesc", "usemap"}
LOADING_TAGS = {"script", "link", "iframe", "frame", "img", "object", "embed", "base", "audio", "video", "source",
                "track", "form", "input", "button", "image", "use", "foreignobject", "meta"}
URL_SCHEME = re.compile(r"(?i)\b(?:https?|ftp|file)://|\bjavascript:|\bdata:[a-z]+/")


class Scan(HTMLParser):
    """Every tag with its attributes, the text inside each `pre`, and the contents of `style`."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.pre_texts: list[str] = []
        self.styles: list[str] = []
        self.text: list[str] = []
        self._in: list[str] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag in ("pre", "style"):
            self._in.append(tag)
            (self.pre_texts if tag == "pre" else self.styles).append("")

    def handle_endtag(self, tag):
        if self._in and self._in[-1] == tag:
            self._in.pop()

    def handle_data(self, data):
        self.text.append(data)
        if self._in:
            if self._in[-1] == "pre":
                self.pre_texts[-1] += data
            else:
                self.styles[-1] += data


def external_references(html: str) -> list[str]:
    """Everything in the page that could load or send something outside it (empty: nothing)."""
    scan = Scan(html)
    found = []
    for tag, attrs in scan.tags:
        if tag in LOADING_TAGS and not (tag == "meta" and set(attrs) <= {"charset", "name", "content", "http-equiv"}):
            found.append(f"<{tag}>")
        for name, value in attrs.items():
            value = value or ""
            if name.startswith("on"):
                found.append(f"<{tag} {name}>")
            if name in LOADING_ATTRIBUTES and not value.startswith("#"):
                found.append(f"<{tag} {name}={value!r}>")
            if "url(" in value and not value.replace(" ", "").startswith("url(#"):
                found.append(f"<{tag} {name}> with url(")
    for style in scan.styles:
        if "url(" in style or "@import" in style:
            found.append("a style that loads")
    return found
