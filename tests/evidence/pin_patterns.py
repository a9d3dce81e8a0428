"""Pin what JavaScript says about every pattern case: `python tests/evidence/pin_patterns.py`.

Runs node on `pattern_cases.CASES` and writes `data/patterns_js.json`; the pattern tests compare our
translation to it, and (where node is installed) node to it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PINNED = HERE / "data" / "patterns_js.json"

NODE_PROGRAM = r"""
const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const out = cases.map(([source, flags, tokens]) => {
  let re;
  try { re = new RegExp('^(?:' + source + ')$', flags); }
  catch (e) { return {syntax_error: true}; }
  return {syntax_error: false, matches: tokens.map(t => re.test(t))};
});
process.stdout.write(JSON.stringify(out));
"""


def key(source: str, flags: str) -> str:
    return f"/{source}/{flags}"


def run_node(cases: list[tuple[str, str, list[str]]]) -> list[dict]:
    """What node says for each case, in order."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not installed")
    done = subprocess.run(
        [node, "-e", NODE_PROGRAM], input=json.dumps(cases), capture_output=True, text=True, check=True, timeout=120
    )
    return json.loads(done.stdout)


def main() -> int:
    sys.path.insert(0, str(HERE))
    from pattern_cases import CASES

    results = run_node(CASES)
    pinned = {key(s, f): r for (s, f, _), r in zip(CASES, results)}
    PINNED.write_text(json.dumps(pinned, indent=1, sort_keys=True) + "\n")
    print(f"pinned {len(pinned)} cases to {PINNED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
