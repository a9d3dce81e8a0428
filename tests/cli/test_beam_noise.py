"""The CLI's log filter drops Beam's messages that say nothing about the audit, and nothing else."""

import logging

from evidence_audit.cli import _DropNoise


def _record(message: str) -> logging.LogRecord:
    return logging.LogRecord("apache_beam.runners.portability.local_job_service", logging.WARNING, __file__, 1, message, None, None)


def test_the_worker_start_warning_is_dropped() -> None:
    worker = 'Worker: severity: WARN message: "No semi_persistent_directory found:  User registered objects ..."'
    assert not _DropNoise().filter(_record(worker))
    assert not _DropNoise().filter(_record("apitools not found; falling back"))


def test_other_warnings_pass() -> None:
    assert _DropNoise().filter(_record("Worker: severity: ERROR message: \"Traceback ...\""))
