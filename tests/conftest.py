"""Test-wide settings: hypothesis without per-example deadlines (these machines are shared and
noisy), and derandomized in CI so a landing never depends on the draw (locally, every run explores
new examples); with `--dist loadfile`, the workers take the longest work first (`scheduling.py`)."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("local", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "local")


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist: unknown to a run without it
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadfile":
        return None  # xdist's own scheduler for any other --dist
    from .scheduling import LongestFirstScheduling

    return LongestFirstScheduling(config, log)
