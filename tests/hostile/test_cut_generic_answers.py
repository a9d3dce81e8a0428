"""Results never lost, for every generic hostile shape (`generic_inputs.py`): one `audit` of a file
of ordinary runs and one hostile run per generator, each hostile answer long enough that the
arithmetic's bound cuts it (`computed.MAX_ARITHMETIC_CHARS`). Every other answer keeps its result
(its computed total, no finding), each cut answer says `rules_omitted` and is flagged for the token
it invented, the summary counts the cut answers, and the exit code is 0 (no `--fail-on`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import computed

from ..e2e.helpers import read_rows, run_cli, summary_of
from .corpus import events
from .generic_inputs import GENERATORS
from .helpers import write_lines

RESULT = '{"id": "W2378156", "a": 105.0, "b": 102.0}'
ORDINARY = "Order W2378156: items $105.00 and $102.00, total $207.00."
INVENTED = "Z9182736"


def _cut(name: str) -> tuple[str, str, str]:
    """The generator's answer at its n, repeated past the arithmetic's length bound, and a token no
    result carried at its end."""
    answer, result, user = GENERATORS[name][0](GENERATORS[name][1])
    copies = computed.MAX_ARITHMETIC_CHARS // (len(answer) + 1) + 1
    return "\n".join([answer] * copies) + f" Ticket {INVENTED}.", result, user


@pytest.mark.slow
def test_each_generic_hostile_answer_is_cut_and_nothing_else_is_lost(tmp_path) -> None:
    lines = [*events("before", [("user", "total?"), ("tool", RESULT), ("assistant", ORDINARY)])]
    for name in GENERATORS:
        hostile, result, user = _cut(name)
        lines += events(name, [("user", "total?"), ("tool", RESULT), ("assistant", ORDINARY),
                               ("user", user), ("tool", result), ("assistant", hostile)])
    lines += events("after", [("user", "total?"), ("tool", RESULT), ("assistant", ORDINARY)])
    path = write_lines(tmp_path / "runs.jsonl", lines)
    done = run_cli("audit", str(path), "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    answers = {(a["run_id"], a["answer_index"]): a for a in read_rows(tmp_path / "out", "answers")}
    findings = read_rows(tmp_path / "out", "findings")
    ordinary = [("before", 0), ("after", 0), *((name, 0) for name in GENERATORS)]
    assert sorted(answers) == sorted([*ordinary, *((name, 1) for name in GENERATORS)])
    for key in ordinary:  # the answers around the cut ones keep their result: computed, not flagged
        assert answers[key]["rules_omitted"] is False and answers[key]["verdict"] != "flagged", answers[key]
    assert not [f for f in findings if (f["run_id"], f["answer_index"]) in set(ordinary) and f["kind"] == "ungrounded"]
    for name in GENERATORS:
        cut = answers[(name, 1)]
        assert cut["rules_omitted"] is True and cut["verdict"] == "flagged", (name, cut)
        mine = {f["value"].lower() for f in findings if (f["run_id"], f["answer_index"]) == (name, 1)}
        assert INVENTED.lower() in mine, name  # its invention reported, not lost with the cut rules
    assert summary_of(tmp_path / "out")["rules_omitted"] == len(GENERATORS)
