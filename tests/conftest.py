"""Test-wide settings: hypothesis without per-example deadlines (these machines are shared and
noisy), and derandomized in CI so a landing never depends on the draw (locally, every run explores
new examples); and how tests share out over the cores (pytest-xdist): by file, a folder whose
session fixtures its files share on one worker."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("local", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "local")


# --- on every core (pytest-xdist; `addopts` in pyproject.toml: `-n auto --dist loadgroup`) ----------
# Tests are sent to the workers a file at a time, so a module's fixture is built once; a folder
# whose session fixtures several files share (the report's audits, tests/report/conftest.py) goes
# to one worker whole. A test may name its own group (`@pytest.mark.xdist_group("name")`).
ONE_WORKER_FOLDERS = ("tests/report/",)


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("xdist_group") is not None:
            continue
        path = item.nodeid.split("::")[0]
        group = next((folder for folder in ONE_WORKER_FOLDERS if path.startswith(folder)), path)
        item.add_marker(pytest.mark.xdist_group(group))
