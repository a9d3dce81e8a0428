"""The deploy scripts, as far as they run offline: syntax, settings, and the names Terraform uses."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from .conftest import DEPLOY, ROOT

SCRIPTS = sorted(DEPLOY.rglob("*.sh"))
MAIN_TF = (DEPLOY / "schedule" / "terraform" / "main.tf").read_text()


def settings_file(tmp_path):
    path = tmp_path / "settings.env"
    shutil.copy(DEPLOY / "settings.env.example", path)
    return path


def sourced(tmp_path, command: str) -> subprocess.CompletedProcess:
    """Run `command` in bash after sourcing deploy/env.sh with the example settings."""
    return subprocess.run(
        ["bash", "-c", f'source "{DEPLOY / "env.sh"}" && {command}'],
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin:/usr/local/bin", "SETTINGS": str(settings_file(tmp_path))},
        cwd=tmp_path,
        timeout=60,
    )


def test_there_are_scripts_and_each_parses():
    assert {str(p.relative_to(DEPLOY)) for p in SCRIPTS} >= {
        "dataflow/build.sh", "dataflow/launch.sh", "schedule/gcloud.sh", "env.sh", "stream/launch.sh", "stream/gcloud.sh",
    }
    for script in SCRIPTS:
        done = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        assert done.returncode == 0, f"{script}: {done.stderr}"


@pytest.mark.parametrize(
    "script", ["dataflow/build.sh", "dataflow/launch.sh", "schedule/gcloud.sh", "stream/launch.sh", "stream/gcloud.sh"]
)
def test_a_script_without_settings_says_what_to_do_and_does_nothing(script, tmp_path):
    done = subprocess.run(
        ["bash", str(DEPLOY / script)],
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin", "SETTINGS": str(tmp_path / "missing.env")},
        timeout=60,
    )
    assert done.returncode == 2
    assert "copy deploy/settings.env.example to deploy/settings.env" in done.stderr


def _terraform_local(name: str, values: dict[str, str]) -> str:
    expression = re.search(rf'^\s*{name}\s*=\s*"(.*)"$', MAIN_TF, re.M).group(1)
    return re.sub(r"\$\{var\.([a-z_]+)\}", lambda m: values[m.group(1)], expression)


def test_the_scripts_derive_the_names_terraform_uses(tmp_path):
    done = sourced(
        tmp_path,
        'printf "%s\\n" "$TEMPLATE_PATH" "$CONFIG" "$BIGQUERY_TABLE" "$LAUNCH_URL" "$SERVICE_ACCOUNT" "$VERSION"',
    )
    assert done.returncode == 0, done.stderr
    template_path, config, table, url, account, version = done.stdout.split()
    tfvars = {"project": "my-project", "region": "us-central1", "bucket": "my-project-evidence-audit",
              "dataset": "evidence_audit", "table_prefix": "audit"}
    assert template_path == _terraform_local("template_path", tfvars)
    assert config == _terraform_local("config", tfvars)
    assert table == _terraform_local("bigquery_table", tfvars)
    assert url == _terraform_local("launch_url", tfvars)
    worker_id = re.search(r'resource "google_service_account" "worker" \{\s*account_id\s*=\s*"([^"]+)"', MAIN_TF).group(1)
    assert account == f"{worker_id}@my-project.iam.gserviceaccount.com"
    assert version == re.search(r'^version = "([^"]+)"$', (ROOT / "pyproject.toml").read_text(), re.M).group(1)


def test_the_gcloud_rendering_of_the_request_is_terraforms(tmp_path):
    done = sourced(tmp_path, f'python3 "{DEPLOY / "dataflow" / "render_request.py"}" date=yesterday')
    assert done.returncode == 0, done.stderr
    request = json.loads(done.stdout)["launchParameter"]
    assert request["jobName"] == "evidence-audit-daily"
    assert request["parameters"] == {
        "input": "gs://my-project-evidence-audit/traces/dt={date}/*.jsonl.gz",
        "out": "gs://my-project-evidence-audit/audits/",
        "date": "yesterday",
        "output_format": "bigquery",
        "bigquery_table": "my-project:evidence_audit.audit",
        "config": "gs://my-project-evidence-audit/config/audit.toml",
    }
    assert request["environment"] == {
        "serviceAccountEmail": "evidence-audit-worker@my-project.iam.gserviceaccount.com",
        "tempLocation": "gs://my-project-evidence-audit/tmp",
        "stagingLocation": "gs://my-project-evidence-audit/staging",
        "maxWorkers": 10,
    }
    # Terraform's defaults put the traces and results where the example settings do.
    assert ': "gs://${var.bucket}/traces/dt={date}/*.jsonl.gz"' in MAIN_TF
    assert ': "gs://${var.bucket}/audits/"' in MAIN_TF


def test_settings_written_before_the_stream_existed_still_work(tmp_path):
    """An older settings.env (no stream settings) still serves the batch scripts; the stream's have defaults."""
    old = tmp_path / "old.env"
    old.write_text("".join(line + "\n" for line in (DEPLOY / "settings.env.example").read_text().splitlines()
                           if not line.startswith(("TRACES_TOPIC", "STREAM_"))))
    done = subprocess.run(
        ["bash", "-c", f'source "{DEPLOY / "env.sh"}" && printf "%s\\n" "$TEMPLATE_PATH" "$STREAM_BIGQUERY_TABLE" "$STREAM_WAIT" "[$TRACES_TOPIC]"'],
        capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "SETTINGS": str(old)}, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [
        "gs://my-project-evidence-audit/templates/evidence-audit.json", "my-project:evidence_audit.audit_live", "10", "[]",
    ]


def test_the_stream_setup_without_a_traces_topic_says_so_and_does_nothing(tmp_path):
    settings = tmp_path / "settings.env"
    settings.write_text((DEPLOY / "settings.env.example").read_text().replace(
        "TRACES_TOPIC=projects/my-project/topics/agent-traces", "TRACES_TOPIC="))
    done = subprocess.run(
        ["bash", str(DEPLOY / "stream" / "gcloud.sh")],
        capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "SETTINGS": str(settings)}, timeout=60,
    )
    assert done.returncode == 2 and "no TRACES_TOPIC" in done.stderr


def test_the_stream_launch_takes_only_update(tmp_path):
    done = subprocess.run(
        ["bash", str(DEPLOY / "stream" / "launch.sh"), "--now"],
        capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "SETTINGS": str(settings_file(tmp_path))}, timeout=60,
    )
    assert done.returncode == 2 and "usage: deploy/stream/launch.sh [--update]" in done.stderr


def test_the_renderer_says_which_value_is_missing(tmp_path):
    done = subprocess.run(
        ["python3", str(DEPLOY / "dataflow" / "render_request.py"), "date=yesterday"],
        capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}, timeout=60,
    )
    assert done.returncode == 2 and "no value for" in done.stderr and "BIGQUERY_TABLE" in done.stderr


@pytest.mark.skipif(shutil.which("terraform") is None, reason="terraform is not installed here")
def test_the_terraform_is_formatted():
    done = subprocess.run(
        ["terraform", "fmt", "-check", "-diff", "-recursive", str(DEPLOY / "schedule" / "terraform")],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
