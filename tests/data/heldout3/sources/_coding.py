"""Shapes the coding runs share: an OpenHands-style system prompt (a coding agent with a shell and
a file editor in a checked-out repository), the models it runs as, and what its tools return: the
plain text of `pytest`, `grep -n`, `git log`, `git diff --stat`, tracebacks, benchmark timings, and
the editor's `cat -n` views.

Written for this corpus: the shapes follow what those commands print, as SWE-agent and OpenHands
trajectories show them; every repository, path, SHA, issue and figure is made up here.
"""

from __future__ import annotations

SYSTEM = """You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.
<ROLE>
Your primary role is to assist users by executing commands, modifying code, and solving technical problems effectively. You should be thorough, methodical, and prioritize quality over speed.
</ROLE>
<ENVIRONMENT>
Today's date: 2026-11-30 (UTC). The repository is checked out at /workspace/tidyframe (a Python dataframe utility library, main branch). Python 3.11 in a virtualenv at /workspace/tidyframe/.venv. Tools: execute_bash (runs a command, returns stdout+stderr and the exit code), str_replace_editor (view, create, str_replace, insert).
</ENVIRONMENT>
<EFFICIENCY>
Combine commands where you can. Do not guess file contents, line numbers, versions or test results: run the command and read its output.
</EFFICIENCY>
"""

GPT = "gpt-4o-2024-11-20"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
O3MINI = "o3-mini-2025-01-31"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
HAIKU = "claude-3-5-haiku-20241022"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-2.5-pro-preview-03-25"
QWEN = "Qwen/Qwen2.5-Coder-32B-Instruct"
DEEPSEEK = "deepseek-chat"
DEEPSEEKR1 = "deepseek-reasoner"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
DEVSTRAL = "mistralai/Devstral-Small-2505"


def bash(output: str, exit_code: int = 0) -> str:
    """The execute_bash observation: the command's output and its exit code, as OpenHands shows it."""
    return f"{output.rstrip()}\n[The command completed with exit code {exit_code}.]\n[Current working directory: /workspace/tidyframe]\n[Python interpreter: /workspace/tidyframe/.venv/bin/python]"


def cat_n(path: str, first: int, lines: list[str]) -> str:
    """The editor's view of a file range, numbered like `cat -n`."""
    body = "\n".join(f"{first + i:6d}\t{line}" for i, line in enumerate(lines))
    return f"Here's the result of running `cat -n` on {path}:\n{body}"
