"""Test-wide settings: hypothesis without per-example deadlines (these machines are shared and
noisy), and derandomized in CI so a landing never depends on the draw (locally, every run explores
new examples); and how tests share out over the cores (pytest-xdist): the tests that share a
fixture built once go to one worker, every other test to whichever worker is free."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("local", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "local")


# --- on every core (pytest-xdist; `addopts` in pyproject.toml: `-n auto --dist loadgroup`) ----------
# A test that uses a fixture built once for many tests (module, class, package or session scope,
# defined in the suite: the synth corpora, the audits the report tests read, a pipeline run) goes to
# the worker of every other test that uses it: it is built once, as in a run on one core. Its group
# is where the fixture is defined (the file, or the conftest's folder; the widest when there are
# several). Every other test goes to whichever worker is free. A test may name its own group
# (`@pytest.mark.xdist_group("name")`), to keep tests that must not overlap on one worker.


def shared_fixture_home(item: pytest.Item) -> str | None:
    """Where the widest suite-defined fixture shared across tests that `item` uses is defined."""
    info = getattr(item, "_fixtureinfo", None)
    homes = []
    for name in info.names_closure if info else ():
        for fixture in info.name2fixturedefs.get(name, ())[-1:]:
            if fixture.scope != "function" and fixture.baseid:  # "": a plugin's (tmp_path_factory)
                homes.append(fixture.baseid.split("::")[0])
    return min(homes, key=len, default=None)  # the homes are the item's ancestors: shortest is widest


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        home = shared_fixture_home(item)
        if home is not None and item.get_closest_marker("xdist_group") is None:
            item.add_marker(pytest.mark.xdist_group(home))
