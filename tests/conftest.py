"""Test-wide settings: hypothesis without per-example deadlines (these machines are shared and
noisy), and derandomized in CI so a landing never depends on the draw (locally, every run explores
new examples)."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("local", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "local")
