"""The config file holds the whole job: job keys, check options, paths from the file's folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from evidence_audit.config import ConfigError, load_check_options, load_config


def write(tmp_path: Path, text: str, name: str = "audit.toml") -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_job_keys_and_check_options_are_told_apart(tmp_path: Path) -> None:
    """Job keys go to the job; every other key is a check option, validated."""
    path = write(
        tmp_path,
        'inputs = ["traces/", "/abs/x.jsonl", "gs://b/t/"]\nout = "out/"\nformat = "openai-chat"\n'
        'run_id = ["task_id", "trial"]\noutput_format = "parquet"\nworkers = 0\nfail_on = "findings,bad-lines"\n'
        'profile = "reference"\nmin_digits = 5\n',
        "jobs/audit.toml",
    )
    config = load_config(path)
    folder = str(path.parent)
    assert config.job == {
        "inputs": [f"{folder}/traces/", "/abs/x.jsonl", "gs://b/t/"],
        "out": f"{folder}/out/",
        "format": "openai-chat",
        "output_format": "parquet",
        "run_id": "task_id,trial",
        "workers": 0,
        "fail_on": ("findings", "bad-lines"),
    }
    assert config.check == {"profile": "reference", "min_digits": 5}


def test_a_config_in_the_current_folder_keeps_paths_as_written(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    write(tmp_path, 'inputs = "samples"\nout = "out/"\n')
    assert load_config("audit.toml").job == {"inputs": ["samples"], "out": "out/"}


def test_check_options_alone_still_work(tmp_path: Path) -> None:
    """A config of check options only (as before) is read as it was; --profile wins over it."""
    path = write(tmp_path, 'profile = "default"\nfigures = true\n')
    assert load_check_options(path) == {"profile": "default", "figures": True}
    assert load_check_options(path, "reference")["profile"] == "reference"


@pytest.mark.parametrize(
    "text,fragment",
    [
        ("inputs = 3\n", "'inputs' must be a string or a list of strings"),
        ('inputs = ["a", 1]\n', "'inputs' must be a string or a list of strings"),
        ('out = ["a", "b"]\n', "'out' must be a string (one folder)"),
        ("format = 1\n", "'format' must be a string"),
        ("workers = -1\n", "'workers' must be a whole number, 0 or more"),
        ("workers = true\n", "'workers' must be a whole number"),
        ('fail_on = ["typos"]\n', "'fail_on': unknown fail-on condition 'typos'"),
        ("colour = 1\n", "a config key is a job key: inputs, out, format"),
        ("min_digits = 0\n", "'min_digits'"),
        ("inputs = [\n", "not valid TOML"),
    ],
)
def test_a_bad_key_or_value_names_the_file_and_the_key(tmp_path: Path, text: str, fragment: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(ConfigError) as error:
        load_config(path)
    assert str(error.value).startswith(str(path)) and fragment in str(error.value)


def test_a_missing_file_or_a_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such config file"):
        load_config(tmp_path / "nope.toml")
    with pytest.raises(ConfigError, match="is a folder, not a config file"):
        load_config(tmp_path)
