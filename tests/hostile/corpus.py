"""A hostile corpus: inputs a flaky exporter or a hostile user can hand the audit.

Each builder returns lines (or writes a file) that once hung the audit, blew its memory or made it
accuse on partial evidence (issue 10). The tests use them one by one; `bench/bench_hostile.py`
writes them all and measures time and peak memory:

    python tests/hostile/corpus.py OUT_DIR [--giant-mb 1024]

- `catastrophic_config`: a TOML config of the classic exponential patterns (shapes and exempt);
  `catastrophic_run`: a run whose answer holds the tokens that make them backtrack;
- `write_giant_line_gz`: one line of N MB in a small `.gz` (a compression bomb; streamed, so
  writing it takes no memory either);
- `write_truncated_gz`: a `.gz` cut inside a run;
- `deep_lines`: tool content nested 300, 1,500 and 5,000 levels deep; a lone surrogate escape;
- `collision_lines`: runs whose ids collide: `7` and `"7"`, `t/1`+`2` and `t`+`1/2`, the same id
  in an events line and a chat line;
- `many_ids_run`: one run with many carried ids and many invented ones (leads were quadratic);
  `long_run`: one run of many messages, each answer inventing a value;
- `rule_runs`: one run per default-profile rule family, its answer built to make the family work
  hardest (`rule_inputs.py`: 5,000 numbers or amounts, a table of 10,000 rows, slash chains,
  `1-2-3-...` runs, digit groups, 2,000 distinct clocks, zones and dates, `= x = y = ...` chains,
  a result of 50,000 numbers, runs of separators, Unicode digits and spaces, distinct tokens for
  the joined, glued, locale, segment and unit rules, written ranges, versions and dates in words).
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

CATASTROPHIC_PATTERNS = [
    "([a-z]+-?)+[0-9]{4}",
    "(a+)+b",
    "(a|aa)+$",
    "(.*a){12}",
    "(x+x+)+y",
]


def catastrophic_config() -> str:
    """A TOML config declaring the classic exponential patterns as shapes and exemptions."""
    lines = []
    for i, pattern in enumerate(CATASTROPHIC_PATTERNS):
        lines += ["[[shapes]]", f'name = "shape{i}"', f"pattern = {json.dumps(pattern)}", ""]
    exempt = ", ".join("{ pattern = " + json.dumps(p) + " }" for p in CATASTROPHIC_PATTERNS)
    return f"exempt = [{exempt}]\n\n" + "\n".join(lines)


def events(run_id, records: list[tuple[str, str]], **extra) -> list[dict]:
    """Events records of one run: (role, content) in order."""
    return [{"run_id": run_id, "seq": i, "role": role, "content": content, **extra} for i, (role, content) in enumerate(records)]


def catastrophic_run(run_id: str = "cat") -> list[dict]:
    """A run whose answer holds long words that make the catastrophic patterns backtrack."""
    words = ["a" * 40 + "!", "x" * 5000, "abcd-" * 400 + "!", "a" * 30 + "-" + "b" * 30]
    return events(run_id, [("user", "status?"), ("tool", '{"ticket": "ab-cd1234"}'), ("assistant", "Ticket ab-cd1234: " + " ".join(words))])


def write_giant_line_gz(path: Path, megabytes: int, run_id: str = "giant") -> Path:
    """A `.gz` holding one line of `megabytes` MB (it starts like an events record), then a good run."""
    block = b"x" * (1 << 20)
    with gzip.open(path, "wb", compresslevel=1) as out:
        out.write(b'{"run_id": "' + run_id.encode() + b'", "seq": 1, "role": "tool", "content": "')
        for _ in range(megabytes):
            out.write(block)
        out.write(b'"}\n')
        for record in events("after-giant", [("user", "hi"), ("tool", '{"id": "W2378156"}'), ("assistant", "Your id is W2378156.")]):
            out.write(json.dumps(record).encode() + b"\n")
    return path


def truncated_run_lines() -> list[dict]:
    """A clean run, then the run that the cut will hit (its answer comes after a long result)."""
    clean = events("whole", [("user", "order?"), ("tool", '{"order": "W2378156"}'), ("assistant", "Order W2378156.")])
    result = json.dumps({"order": "W7777777", "items": ["item-%05d" % i for i in range(3000)]})
    cut = events("cut", [("user", "order?"), ("tool", result), ("assistant", "Order W7777777 has item-00042.")])
    return clean + cut


def write_truncated_gz(path: Path) -> Path:
    """A `.gz` cut inside the tool result of the run `cut` (the answer line is lost)."""
    data = "".join(json.dumps(r) + "\n" for r in truncated_run_lines()).encode()
    whole = gzip.compress(data)
    # cut in the middle of the compressed stream: the decompressor stops inside line 5
    path.write_bytes(whole[: len(whole) * 2 // 3])
    return path


def deep_lines() -> list[str]:
    """Valid JSON the reference reads: tool content nested deep; a lone surrogate escape."""
    lines = []
    for depth in (300, 1500, 5000):
        run = f"deep{depth}"
        content = "[" * depth + '{"n": 1e3, "id": "host-7731"}' + "]" * depth
        lines.append(json.dumps({"run_id": run, "seq": 0, "role": "user", "content": "which host?"}))
        lines.append('{"run_id": "%s", "seq": 1, "role": "tool", "content": %s}' % (run, content))
        lines.append(json.dumps({"run_id": run, "seq": 2, "role": "assistant", "content": "Host host-7731 has 1000 jobs."}))
    lines.append(json.dumps({"run_id": "emoji", "seq": 0, "role": "user", "content": "name?"}))
    lines.append('{"run_id": "emoji", "seq": 1, "role": "tool", "content": "{\\"name\\": \\"cut \\\\ud83d\\", \\"id\\": \\"W2378156\\"}"}')
    lines.append('{"run_id": "emoji", "seq": 2, "role": "assistant", "content": "W2378156 is cut \\ud83d"}')
    return lines


def collision_lines() -> list[str]:
    """Runs whose ids join to the same string; each one's result must not ground the other."""
    def chat(run_id_fields: dict, carried: str, answer: str) -> str:
        return json.dumps(
            {
                **run_id_fields,
                "messages": [
                    {"role": "user", "content": "id?"},
                    {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"id": carried})},
                    {"role": "assistant", "content": answer},
                ],
            }
        )

    return [
        # 7 and "7": the second run's answer invents W1111111, which only the first carried
        chat({"run_id": 7}, "W1111111", "Your id is W1111111."),
        chat({"run_id": "7"}, "W2222222", "Your id is W1111111."),
        # the same id in an events run and a chat run
        json.dumps({"run_id": "shared", "seq": 0, "role": "tool", "content": '{"id": "W3333333"}'}),
        json.dumps({"run_id": "shared", "seq": 1, "role": "assistant", "content": "Found W3333333."}),
        chat({"run_id": "shared"}, "W4444444", "Your id is W3333333."),
    ]


def joined_id_lines() -> list[str]:
    """`--run-id task,trial`: `t/1`+`2` and `t`+`1/2` join to `t/1/2`."""
    return [
        json.dumps({"task": "t/1", "trial": "2", "seq": 0, "role": "tool", "content": '{"id": "W5555555"}'}),
        json.dumps({"task": "t/1", "trial": "2", "seq": 1, "role": "assistant", "content": "Found W5555555."}),
        json.dumps({"task": "t", "trial": "1/2", "seq": 0, "role": "tool", "content": '{"id": "W6666666"}'}),
        json.dumps({"task": "t", "trial": "1/2", "seq": 1, "role": "assistant", "content": "Found W5555555."}),
    ]


def many_ids_run(carried: int = 50_000, invented: int = 5_000, run_id: str = "ids") -> list[dict]:
    """One run: a result carrying `carried` ids, an answer inventing `invented` others."""
    ids = [f"A{100000 + i}" for i in range(carried)]
    answer = "Ids: " + " ".join(f"Z{900000 + i}" for i in range(invented))
    return events(run_id, [("user", "list ids"), ("tool", json.dumps({"ids": ids})), ("assistant", answer)])


def near_ids_run(carried: int = 20_000, invented: int = 300, run_id: str = "near") -> list[dict]:
    """One run: a result carrying `carried` ids, an answer writing `invented` of its last ones one
    character off, so each lead names a value deep in the one big result (its path is walked)."""
    ids = [f"A{100000 + i}" for i in range(carried)]
    answer = "Ids: " + " ".join(f"{ids[-1 - i]}x" for i in range(invented))
    return events(run_id, [("user", "list ids"), ("tool", json.dumps({"ids": ids})), ("assistant", answer)])


def long_run(messages: int = 50_000, run_id: str = "long") -> list[dict]:
    """One run of `messages` messages: tool results each carrying an id, answers each inventing one."""
    records: list[tuple[str, str]] = [("user", "go")]
    for i in range((messages - 1) // 2):
        records.append(("tool", json.dumps({"id": f"A{1000000 + i}"})))
        records.append(("assistant", f"Next is Z{1000000 + i}."))
    return events(run_id, records)


# sizes of `rule_runs`: the hang tests' sizes (`test_rule_growth.py`)
RULE_SIZES = {
    "numbers": 5_000, "amounts": 5_000, "table": 10_000, "slash_chain": 10_000, "dash_range": 10_000,
    "digit_groups": 100_000, "clocks": 2_000, "equation_chain": 4_000, "big_result": 50_000,
    "separators": 25_000, "unicode_digits": 20_000, "spelled_tokens": 4_000,
    "written_ranges": 2_000,
}


def rule_runs(sizes: dict[str, int] | None = None) -> list[dict]:
    """One run per rule family (`rule_inputs.py`): a user turn, a result, the hostile answer."""
    try:
        from .rule_inputs import FAMILIES
    except ImportError:  # run as a script: its folder is on the path
        from rule_inputs import FAMILIES  # type: ignore[no-redef]

    records: list[dict] = []
    for name, size in (sizes or RULE_SIZES).items():
        answer, result, *user = FAMILIES[name][0](size)
        records += events(f"rules-{name}", [("user", user[0] if user else "report"), ("tool", result), ("assistant", answer)])
    return records


# the answers of `hostile_run`, in turn: each costs about a second on main be9cbe7 (at the
# per-answer bounds of the arithmetic and zone rules, or near them)
HOSTILE_RUN_SIZES = {
    "numbers": 2_500, "amounts": 2_500, "clocks": 1_000, "spelled_tokens": 2_000, "written_ranges": 1_000,
    "restated": 2_000, "table": 5_000, "arithmetic6": 250,
}


def hostile_run(answers: int = 1_000, run_id: str = "hostile") -> list[dict]:
    """One run of `answers` hostile answers (each a user turn, a result, the answer; the families of
    HOSTILE_RUN_SIZES in turn): per-answer bounds alone cost each answer its bound, the run's rule
    budget (`evidence/work.py`) bounds the whole run."""
    try:
        from .rule_inputs import FAMILIES
    except ImportError:  # run as a script: its folder is on the path
        from rule_inputs import FAMILIES  # type: ignore[no-redef]

    built = {name: FAMILIES[name][0](size) for name, size in HOSTILE_RUN_SIZES.items()}
    names = list(built)
    turns: list[tuple[str, str]] = []
    for k in range(answers):
        answer, result, *user = built[names[k % len(names)]]
        # each answer its own text (a copy with its number): no cache may answer for it
        turns += [("user", user[0] if user else f"report {k}"), ("tool", result), ("assistant", f"Answer {k}. {answer}")]
    return events(run_id, turns)


def write_all(folder: Path, giant_mb: int = 1024) -> list[Path]:
    """Write every hostile input under `folder`; return the trace files (and the config)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    (folder / "catastrophic.toml").write_text(catastrophic_config())
    plain = {
        "catastrophic.jsonl": [json.dumps(r) for r in catastrophic_run()],
        "deep.jsonl": deep_lines(),
        "collisions.jsonl": collision_lines(),
        "many_ids.jsonl": [json.dumps(r) for r in many_ids_run()],
        "long_run.jsonl": [json.dumps(r) for r in long_run()],
        "rules.jsonl": [json.dumps(r) for r in rule_runs()],
    }
    for name, lines in plain.items():
        path = folder / name
        path.write_text("\n".join(lines) + "\n")
        files.append(path)
    files.append(write_giant_line_gz(folder / "giant.jsonl.gz", giant_mb))
    files.append(write_truncated_gz(folder / "truncated.jsonl.gz"))
    return files


if __name__ == "__main__":
    out = Path(sys.argv[1])
    mb = int(sys.argv[sys.argv.index("--giant-mb") + 1]) if "--giant-mb" in sys.argv else 1024
    for written in write_all(out, mb):
        print(written, written.stat().st_size)
