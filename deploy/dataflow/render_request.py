"""Render a Flex Template launch request (launch_request.json.tftpl) as Terraform would.

    python3 deploy/dataflow/render_request.py date=2024-05-01 > request.json
    python3 deploy/dataflow/render_request.py --template deploy/stream/launch_request.json.tftpl update=false

The request is written once, as a Terraform template: Terraform's `templatefile()` renders it for
Cloud Scheduler, and this script renders the same file for the gcloud commands and for a one-off
launch. Only `${name}` interpolation is used (no directives), and this renderer refuses anything
else, so the two renderings agree. Values come from `name=value` arguments, else from the
environment variable NAME (upper case, as deploy/env.sh exports them). A missing value is an error.
`--template PATH` renders another request written the same way (the streaming job's,
deploy/stream/launch_request.json.tftpl). Python standard library only.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

TEMPLATE = Path(__file__).with_name("launch_request.json.tftpl")
_NAME = re.compile(r"\$\{([a-z_][a-z0-9_]*)\}")


def names_in(text: str) -> set[str]:
    """The `${name}` variables a template uses."""
    return set(_NAME.findall(text))


def render(text: str, values: Mapping[str, object]) -> dict:
    """The template with every `${name}` replaced; parsed, so a broken rendering fails here."""
    if "%{" in text or "$${" in text:
        raise ValueError("the launch request template may use only ${name} interpolation")
    missing = sorted(names_in(text) - set(values))
    if missing:
        raise ValueError(f"no value for {', '.join(missing)} (give name=value or set {', '.join(m.upper() for m in missing)})")
    rendered = _NAME.sub(lambda match: str(values[match.group(1)]), text)
    return json.loads(rendered)


def main(argv: list[str]) -> int:
    template = TEMPLATE
    if argv[:1] == ["--template"]:
        if len(argv) < 2:
            print("render_request.py: --template needs a path", file=sys.stderr)
            return 2
        template, argv = Path(argv[1]), argv[2:]
    try:
        text = template.read_text(encoding="utf-8")
    except OSError as err:
        print(f"render_request.py: cannot read the template: {err}", file=sys.stderr)
        return 2
    values: dict[str, object] = {name: os.environ[name.upper()] for name in names_in(text) if name.upper() in os.environ}
    for arg in argv:
        name, sep, value = arg.partition("=")
        if not sep:
            print(f"render_request.py: expected name=value, got {arg!r}", file=sys.stderr)
            return 2
        values[name] = value
    try:
        request = render(text, values)
    except ValueError as err:
        print(f"render_request.py: {err}", file=sys.stderr)
        return 2
    json.dump(request, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
