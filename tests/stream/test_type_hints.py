"""The type hints Beam reads from our DoFns and composites, resolved as Beam 2.78 resolves them.

Beam before 2.78 left the string annotations of `from __future__ import annotations` unresolved
and read every one as Any; 2.78.0 resolves them (`typehints.decorators._resolve_annotation`), so
each hint we write is now checked. Two kinds broke or polluted the pipeline there:

- a sink DoFn's `process(...) -> None`: Beam strips an Iterable from a process's return hint and
  refused `None` (`ValueError: <class 'NoneType'> is not iterable`) when the pipeline was built:
  round 40's 42 failing streaming, watch and docs tests, all through `follow._AppendFn`;
- a composite's `expand` taking or returning a dict of PCollections or a `DoOutputsTuple`: Beam
  types a PTransform's input only as a PCollection or PBegin, its output as a PCollection, PDone
  or None; any other hint is dropped with a root-logger warning, one per composite and pipeline
  (14 `WARNING root: This output type hint will be ignored ...` lines on `evidence-audit audit`'s
  stderr).

The checks resolve the hints with `typing.get_type_hints` (what Beam 2.78 does, whatever Beam runs
the test), then ask the installed Beam to read them as a pipeline build does.
"""

from __future__ import annotations

import collections.abc
import importlib
import inspect
import logging
import pkgutil
import types
import typing

import apache_beam as beam
import pytest
from apache_beam.pvalue import PBegin, PCollection, PDone
from apache_beam.typehints.decorators import IOTypeHints

import evidence_audit.beam as beam_package

ITERABLE_ORIGINS = (collections.abc.Iterable, collections.abc.Iterator, collections.abc.Generator)
PTRANSFORM_IN = (PCollection, PBegin)
PTRANSFORM_OUT = (PCollection, PDone, type(None))


def _ours(base: type) -> list[type]:
    found = {}
    for info in pkgutil.iter_modules(beam_package.__path__):
        module = importlib.import_module(f"{beam_package.__name__}.{info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, base) and cls.__module__ == module.__name__:
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [found[name] for name in sorted(found)]


DOFNS = _ours(beam.DoFn)
COMPOSITES = _ours(beam.PTransform)


def _bound(cls: type, name: str) -> types.MethodType:
    """The method as Beam reads it (bound: its first hint is the element's, not `self`'s)."""
    return types.MethodType(getattr(cls, name), object.__new__(cls))


def _is(hint: object, kinds: tuple[type, ...]) -> bool:
    return hint in kinds or typing.get_origin(hint) in kinds


def test_the_package_has_the_dofns_and_composites_we_check() -> None:
    names = {cls.__name__ for cls in DOFNS + COMPOSITES}
    assert {"_AppendFn", "AuditRunsFn", "AppendRows", "AuditStream", "AuditTraces", "WriteOutputs"} <= names


@pytest.mark.parametrize("cls", DOFNS, ids=lambda cls: cls.__qualname__)
def test_a_dofn_declares_its_process_output_as_an_iterable(cls: type) -> None:
    """`-> None` (a sink) is what 2.78 refused; a sink declares `Iterable[Never]` and returns ()."""
    hints = typing.get_type_hints(cls.process)
    if "return" in hints:
        assert _is(hints["return"], ITERABLE_ORIGINS), f"{cls.__qualname__}.process -> {hints['return']}"
    read = IOTypeHints.from_callable(_bound(cls, "process")) or IOTypeHints.empty()
    read.strip_iterable()  # raises ValueError where Beam cannot take the output hint


@pytest.mark.parametrize("cls", COMPOSITES, ids=lambda cls: cls.__qualname__)
def test_a_composite_declares_only_hints_beam_can_type(cls: type) -> None:
    """A PCollection or PBegin in, a PCollection, PDone or None out; a dict of outputs is not hinted."""
    hints = typing.get_type_hints(cls.expand)
    output = hints.pop("return", None)
    if output is not None:
        assert _is(output, PTRANSFORM_OUT), f"{cls.__qualname__}.expand -> {output}"
    for name, hint in hints.items():
        assert _is(hint, PTRANSFORM_IN), f"{cls.__qualname__}.expand({name}: {hint})"


@pytest.mark.parametrize("cls", COMPOSITES, ids=lambda cls: cls.__qualname__)
def test_beam_reads_each_composite_without_dropping_a_hint(cls: type, caplog) -> None:
    """What a pipeline build does with `expand`'s hints (`PTransform.default_type_hints`)."""
    with caplog.at_level(logging.WARNING):
        read = IOTypeHints.from_callable(_bound(cls, "expand"))
        if read is not None:
            read.strip_pcoll()
    assert [r.getMessage() for r in caplog.records if "type hint will be ignored" in r.getMessage()] == []
