"""Read the check's options from a TOML file (`--config audit.toml`), validated before any work.

Top-level keys have the names and meanings of the `check` options (profile, min_digits, shapes,
exempt, figures, ranges, decimals, spellings, flag_self_sourced, amounts, arithmetic). A bad key or
value is an error naming the file and the key.

    profile = "default"
    min_digits = 4
    figures = true
    exempt = ["build-0001", { pattern = "ticket-[0-9]+" }]
    [[shapes]]
    name = "ticket"
    pattern = "[a-z]{3}-[a-z]{4}"
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from .evidence import OptionError, resolve_gate

__all__ = ["ConfigError", "load_check_options"]


class ConfigError(ValueError):
    """A config file that cannot be used; the message names the file and what was wrong."""


def load_check_options(path: str | Path, profile: str | None = None) -> dict[str, Any]:
    """The check options in `path` (plus a command-line profile), validated by resolving a gate."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            options = tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such config file") from None
    except tomllib.TOMLDecodeError as err:
        raise ConfigError(f"{path}: not valid TOML: {err}") from None
    if profile is not None:
        options["profile"] = profile
    validate(options, str(path))
    return options


def validate(options: dict[str, Any], where: str = "options") -> None:
    try:
        resolve_gate(options)
    except OptionError as err:
        raise ConfigError(f"{where}: {err}") from None
