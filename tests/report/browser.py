"""Headless Chromium for the report tests: Debian's /usr/bin/chromium, driven by Playwright.

Playwright downloads no browser here: it launches the system's Chromium by path, headless, with a
fresh profile (its own temporary user-data-dir) and every flag that keeps a browser from calling
home. Where Chromium or Playwright is missing the tests skip, except in CI (CI=true), where
.ci/run installs Chromium and a skip would hide a missing install step: there they fail.
"""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = os.environ.get("EVIDENCE_AUDIT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def unavailable(why: str) -> None:
    """Skip locally; fail in CI, where the browser must be there."""
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the browser tests: {why}")
    pytest.skip(why)


def launch(playwright):
    """Chromium, headless, from its system path."""
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
