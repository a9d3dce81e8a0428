"""Measure the audit's precision and recall on a folder of held-out corpora (`tests/data/heldout/`
by default, the second set `tests/data/heldout2/`, the third `tests/data/heldout3/`, or the sealed
fourth set `tests/data/heldout4/`).

Not a test: it measures, and a person reads what it prints. From the repository root:

    .venv/bin/python bench/heldout.py                        # default profile, every corpus
    .venv/bin/python bench/heldout.py --profile reference
    .venv/bin/python bench/heldout.py --corpus retail --no-mutations
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout2   # the second set
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout3   # the third set
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout4   # the fourth set
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout5   # AgentDojo's tool outputs
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout6   # BFCL's multi-turn tool outputs
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout7   # telecom, retail and BFCL's other backends
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout8   # AgentDojo under attack, retail, tau2-style airline
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout9   # tau2-style telecom, retail, AgentDojo's outputs
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout10  # the tenth set: telecom, retail, AgentDojo, other models' styles
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout11  # the eleventh set: telecom, retail, AgentDojo, newer models' styles
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout12  # the twelfth set: telecom, retail, AgentDojo, other models and arithmetic
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout13  # the thirteenth set: telecom, retail, AgentDojo, yet other models and arithmetic
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout14  # the fourteenth set: telecom, retail, AgentDojo, DeepSeek, Qwen3, Mistral and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout15  # the fifteenth set: telecom, retail, AgentDojo, Llama, GPT-5, Kimi, GLM, Phi-4 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout16  # the sixteenth set: airline, property, AgentDojo, Qwen, DeepSeek, Mistral, GPT-4.1 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout17  # the seventeenth set: insurance, cloud billing, AgentDojo, o3, GPT-5 mini, Gemini 2.5, Llama 4 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout18  # the eighteenth set: ad campaigns, a bursar, AgentDojo, Gemini 2.5 Pro, GPT-4.1 nano, Kimi K2, DeepSeek R1 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout19  # the nineteenth set: a farm assistant, a venue box office, AgentDojo banking and travel, o3, GPT-5 mini, Claude Opus 4.1, Qwen3 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout20  # the twentieth set: a lab bench assistant, a restaurant kitchen, AgentDojo workspace and slack, Claude Sonnet 4.5, GPT-4.1, o4-mini, Kimi K2, DeepSeek R1 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout21  # the twenty-first set: a contractor's estimating assistant, a vehicle fleet, AgentDojo travel and banking, GPT-5, Claude Opus 4.1, Gemini 2.5 Flash, QwQ 32B and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout22  # the twenty-second set: a charter-yacht and harbour assistant, an amateur sports league, AgentDojo workspace and slack, o3, Claude Sonnet 4.5 and Haiku 4.5, Grok 4, DeepSeek R1 and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout23  # the twenty-third set: a craft brewery, a print-and-sign shop, AgentDojo workspace, slack, banking and travel, Gemini 3 Pro, Claude Opus 4.5, MiniMax M2, Bielik (Polish), QwQ and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout24  # the twenty-fourth set: a bicycle shop, a translation agency, a ski area and guide office, GPT-5.1, Claude Sonnet 4.5 and Haiku 4.5, Kimi K2 Thinking, GLM-4.6, EXAONE (Korean), Aya (Turkish) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout25  # the twenty-fifth set: a removals company, a recording studio, a bookshop and small press, o3, GPT-4.1, Claude Opus 4.1, Grok 4, DeepSeek R1, GPT-SW3 (Swedish), Meltemi (Greek), SeaLLMs (Vietnamese, Indonesian) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout26  # the twenty-sixth set: a tailoring workshop, a leisure centre and pool, a honey co-operative, GPT-5, Claude Opus 4.5, Kimi K2, Magistral, Poro (Finnish), Llama 3.3 (Danish), Gemma 3 (Hungarian), RoLlama (Romanian), MamayLM (Ukrainian), Sarvam-M (Hindi) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout27  # the twenty-seventh set: a laundry and dry-cleaning chain, a cinema box office, a veterinary practice, GPT-5.1, Claude Opus 4.1, Qwen3, DeepSeek R1, SEA-LION (Malay), Typhoon (Thai), NorMistral (Norwegian), DictaLM (Hebrew), YugoGPT (Croatian), Llammas (Estonian) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout28  # the twenty-eighth set: a car park operator, a pharmacy, a water utility, GPT-5, Claude Opus 4, Qwen2.5, QwQ, o3, EuroLLM (Lithuanian, Latvian, Slovak), Gemma 3 (Serbian, Swahili) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout29  # the twenty-ninth set: a ferry operator, a wholesale bakery, a rooftop solar installer, GPT-5.1, Claude Opus 4.1, Sonnet 4.5, Qwen3, DeepSeek R1, o4-mini, GPT-4o (Icelandic), Salamandra (Catalan), SEA-LION (Tagalog), Command R7B Arabic and Jais (Arabic) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout30  # the thirtieth set: an Alpine club's mountain huts, a qvevri winery, a driving school, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, GaMS and Mistral Medium (Slovenian), Gemini 3 Pro and GPT-5.1 (Georgian), GPT-5.1 and Llama 4 (Afrikaans) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout31  # the thirty-first set: a ceramics studio, a hand-knotted carpet workshop, a county library service, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, GLM-4.6, BgGPT and Mistral Large 3 (Bulgarian), Dorna and DeepSeek V3.2 (Persian), GPT-5.1 and Mistral Large 3 (Welsh) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout32  # the thirty-second set: a piano workshop, a riding stable and livery yard, a trekking agency, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, GLM-4.6, Latxa and Mistral Large 3 (Basque), KazLLM and Sherkala (Kazakh), GPT-5.1 and Gemini 3 Pro (Nepali) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout33  # the thirty-third set: a watch repair workshop, a herders' cashmere co-operative, a tea estate and factory, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3 and GPT-5.1 (Albanian), Gemini 3 Pro and Qwen3 (Mongolian), GPT-5.1 and Gemini 3 Pro (Sinhala), DeepSeek V3.2 and Llama 4 (Tamil) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout34  # the thirty-fourth set: a brandy distillery, a rice mill, a silk house, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, GPT-5.1 and Gemini 3 Pro (Armenian), GPT-5.1 and Qwen3 (Bengali), Gemini 3 Pro and DeepSeek V3.2 (Uzbek) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout35  # the thirty-fifth set: a mussel co-operative, a surgical instrument maker, a dive centre, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Mistral Large 3 (Galician), GPT-5.1 and Gemini 3 Pro (Urdu), Gemini 3 Pro, DeepSeek V3.2 and GPT-5.1 (Maltese) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout36  # the thirty-sixth set: a coffee washing station, a sawmill, a palm sugar co-operative, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 (Amharic), Mistral Large 3 and GPT-5.1 (Macedonian), GPT-5.1 and Gemini 3 Pro (Khmer) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout37  # the thirty-seventh set: a glassblowing studio, a fish auction, a salt works, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Mistral Large 3 (Azerbaijani), GPT-5.1 and Gemini 3 Pro (Burmese), GPT-5.1 and Gemini 3 Pro (Telugu) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout38  # the thirty-eighth set: a seed bank, a bell foundry, a boatyard, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Lao), GPT-5.1 and Mistral Large 3 (Belarusian), GPT-5.1 and Gemini 3 Pro (Malayalam) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout39  # the thirty-ninth set: a handmade paper mill, a tannery, a frankincense co-operative, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Gujarati), GPT-5.1 and Mistral Large 3 (Bosnian), GPT-5.1 and Gemini 3 Pro (Tigrinya) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout40  # the fortieth set: a clock repairer, a slate quarry, a rope walk, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Punjabi), GPT-5.1 and Mistral Large 3 (Kyrgyz), GPT-5.1 and Gemini 3 Pro (Hausa) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout41  # the forty-first set: a lime kiln, a felt workshop, a camel milk centre, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Kannada), GPT-5.1 and Mistral Large 3 (Turkmen), GPT-5.1 and Gemini 3 Pro (Somali) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout42  # the forty-second set: a cashew processing unit, a dried apricot yard, an adire dye works, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Odia), GPT-5.1 and Mistral Large 3 (Tajik), GPT-5.1 and Gemini 3 Pro (Yoruba) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout43  # the forty-third set: a vanilla curing house, a tsampa mill, an avocado packhouse, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Malagasy), GPT-5.1 and Gemini 3 Pro (Tibetan), GPT-5.1 and Mistral Large 3 (Kinyarwanda) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout44  # the forty-fourth set: a pomegranate juice press, a sal leaf plate co-operative, a beadwork co-operative, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, GPT-5.1 and Gemini 3 Pro (Sorani Kurdish), GPT-5.1 and Gemini 3 Pro (Santali), GPT-5.1 and Mistral Large 3 (isiZulu) and others
    .venv/bin/python bench/heldout.py --corpora tests/data/heldout45  # the forty-fifth set: an alpine cheese dairy, a Maldive fish works, a fermented bamboo shoot unit, GPT-5.1, GPT-5 mini, Claude Opus 4.5, Sonnet 4.5, Haiku 4.5, Gemini 3 Pro, Qwen3, Kimi K2 Thinking, DeepSeek V3.2, Mistral Large 3, Grok 4.1 and Llama 4; GPT-5.1 and Gemini 3 Pro (Romansh), GPT-5.1 and Gemini 3 Pro (Dhivehi), GPT-5.1 and Mistral Large 3 (Meitei)

A folder's corpora are its `NAME.jsonl` files that have a `NAME.truth.jsonl` beside them.

For each corpus it runs the real audit (`evidence-audit audit`, the in-process runner) and prints:
- answers, findings (ungrounded values), and the false flags: findings that are not planted
  inventions (the corpus's truth file lists every invented value per answer), per 1,000 answers;
  false flags on values the answer computed (the truth lists those too) are counted apart (round
  20: the truth's value at the flag's own occurrence, so `12` is no label of `$12.76`);
- planted inventions caught / planted (an invention is caught when a finding of its answer is
  part of the invented text as written, at the invention's own occurrence where both can be found
  in the answer: round 21, as flags are labelled since round 20);
- the one-digit-mutation catch rate: for each value the check grounds in an answer, one digit of
  its first spelling in the answer is changed (first, middle and last digit, each +1 mod 10) and
  the answer is judged again with `check_answer` against the same history. A mutation that lands
  on a value the history carries (a tool result, a user or system message) is excluded: the same
  token, the same number, a clock with that hour and minute (either half of the day; the same
  seconds when written), a score `4.8/5` whose score is a carried number, a number range
  `96-98` whose two ends are carried numbers, or (round 7) an ISO date or a clock the history
  writes in words (`June 14` in a result dated 2024, `7:00 PM`). A mutant that is no
  candidate at all (a number under the digit minimum, `15 GB` -> `16 GB`, judged before only as
  an amount written elsewhere in the answer) is excluded too, and counted apart. The
  others are caught (a new ungrounded value), excused as computed (a new computed value, when the
  verdict has a computed list), self-sourced, or missed (grounded again);
- every false flag with its context, so a person can read why it was raised;
- with `--computed-mutations`, the price of the arithmetic rules: each value the check computed,
  one digit changed the same way, must be flagged; the mutants left unflagged are counted by rule.
- (round 45) both mutations find a value as the answer wrote it in any digit system (`1800` as
  Tibetan `༡,༨༠༠`, `424800` as Odia `୪,୨୪,୮୦୦`, Devanagari, Arabic-Indic ... digits) and write the
  mutant in the same digits (`༡,༨༡༠`, not `1,810`); before, such a value was never mutated (it
  counted "not found in text"), so a set in another script's digits reported a one-digit rate
  without them. What counts is unchanged: the mutant is read in ASCII digits for the carried
  check (the history's digits too, `carried_numbers`) and for "judged again", the digit minimum
  and the excluded categories as above.
- (gaps46) both find a value in another locale's spelling too (`81 722 880`, `5 914,02`,
  `2.479.062`, Arabic `٢٬٥١٩٬٣٧٠` and `٫`, a decimal comma `០,៥`): before "not found in text"; such
  a token's mutants are read back as the number they write (`spelled`, `reading`). The one-digit
  mutants excused as computed are listed with the rule that excused them, and `--computed-mutations`
  skips (and counts apart) a mutant that is no value of its kind (`possible`: `41 January`, a
  month 21, `27:45`), which counted as a mutant not flagged.

The truth is not read by the audit: it is this script's yardstick only.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from evidence_audit import Source, assemble_run, check_answer, parse_line, resolve_gate  # noqa: E402
from evidence_audit.evidence.auditor import ReadingCache  # noqa: E402
from evidence_audit.evidence.word_dates import answer_dates, numeric_spellings  # noqa: E402
from evidence_audit.evidence.yearless_words import yearless_in  # noqa: E402
from evidence_audit.evidence.written import written_keys  # noqa: E402

HELDOUT = ROOT / "tests" / "data" / "heldout"

# What a written value loses before findings and truth are compared: currency marks, separators.
DECORATION = re.compile(r"[$€£#*,\s]")
# A number in a history text: digits with optional separators and decimals.
NUMBER = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?")
# (bench45) a digit of any digit system (Tibetan `༡`, Odia `୪`, Devanagari `४`, Arabic-Indic `٤` ...):
# Unicode's decimal digits, each system's ten in one run from its zero
ANY_DIGIT = re.compile(r"\d")
ZEROS = [chr(c) for c in range(sys.maxunicode + 1) if unicodedata.decimal(chr(c), None) == 0]
# each digit 0-9 as a character class of its spellings in every digit system
DIGIT_CLASS = {str(d): "[" + "".join(chr(ord(z) + d) for z in ZEROS) + "]" for d in range(10)}
ASCII_DIGITS = str.maketrans({chr(ord(z) + d): str(d) for z in ZEROS for d in range(10) if z != "0"})


def in_ascii(text: str) -> str:
    """`text` with its digits of any digit system written 0-9 (`༡,༨༠༠` is `1,800`)."""
    return text.translate(ASCII_DIGITS)


def bare(text: str) -> str:
    return DECORATION.sub("", text).lower()


@dataclass
class CorpusFigures:
    name: str
    answers: int = 0
    findings: int = 0
    planted: int = 0
    caught: int = 0
    false_flags: list[dict[str, Any]] = field(default_factory=list)
    computed_flags: int = 0
    # the `unverified` kind (round 7): listed, not flagged; a planted invention listed there and
    # not flagged is a recall loss (`moved_plants`)
    unverified: list[dict[str, Any]] = field(default_factory=list)
    unverified_computed: int = 0
    moved_plants: list[tuple[str, int, str]] = field(default_factory=list)
    missed_plants: list[tuple[str, int, str]] = field(default_factory=list)
    mutations: Counter = field(default_factory=Counter)
    missed_mutations: list[tuple[str, int, str, str]] = field(default_factory=list)
    # (gaps46) one-digit mutants excused as computed, with the rule that excused them
    excused_mutations: list[tuple[str, int, str, str, str]] = field(default_factory=list)
    # --computed-mutations: mutants of computed values judged and left unflagged, by rule
    computed_judged: Counter = field(default_factory=Counter)
    computed_excused: Counter = field(default_factory=Counter)
    excused_computed: list[tuple[str, int, str, str, str]] = field(default_factory=list)
    computed_unverified: Counter = field(default_factory=Counter)
    computed_impossible: int = 0  # (gaps46) mutants of computed values that are no value of their kind, skipped


def corpora_in(folder: Path) -> list[str]:
    """The corpora of a folder: each `NAME.jsonl` with its `NAME.truth.jsonl`, in name order."""
    return sorted(path.name[: -len(".truth.jsonl")] for path in folder.glob("*.truth.jsonl")
                  if (folder / path.name.replace(".truth.jsonl", ".jsonl")).is_file())


def read_truth(folder: Path, name: str) -> dict[tuple[str, int], dict[str, Any]]:
    truth = {}
    for line in (folder / f"{name}.truth.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            truth[(row["run_id"], row["answer_index"])] = row
    return truth


def run_audit(corpus: Path, profile: str, out: Path,
              dials: dict[str, bool] | None = None) -> tuple[int, list[dict[str, Any]], list[dict[str, Any]]]:
    """Run the real audit command; return its answer count, its ungrounded findings (the only
    kind that flags) and its unverified findings (listed, not flagged). `dials` (`--dial`) go to
    the audit in a config file."""
    command = [str(Path(sys.executable).parent / "evidence-audit"), "audit", str(corpus),
               "--out", str(out), "--quiet"]
    if profile != "default":
        command += ["--profile", profile]
    if dials:
        config = out / "dials.toml"
        config.write_text("".join(f"{name} = {str(on).lower()}\n" for name, on in dials.items()))
        command += ["--config", str(config)]
    subprocess.run(command, check=True, cwd=ROOT)
    summary = json.loads((out / "summary.json").read_text())
    findings, unverified = [], []
    for path in sorted(out.glob("findings*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["kind"] == "ungrounded":
                findings.append(row)
            elif row["kind"] == "unverified":
                unverified.append(row)
    return summary["answers"], findings, unverified


def matches(written: str, invented: str) -> bool:
    """A finding is a planted invention when its written value is part of the invented text."""
    w, i = bare(written), bare(invented)
    return bool(w) and (w in i or i in w)


def answer_texts(corpus: Path) -> dict[tuple[str, int], str]:
    """Each answer's text by (run id, answer index), as the audit numbers them."""
    texts: dict[tuple[str, int], str] = {}
    for number, line in enumerate(corpus.read_bytes().splitlines(), start=1):
        parsed = parse_line(line, Source(str(corpus), number))
        answer_index = 0
        for message in assemble_run(parsed.messages).messages:
            if message.answer:
                texts[(message.run_id, answer_index)] = message.text or ""
                answer_index += 1
    return texts


FINDING_REACH = 8  # characters after a finding's offset where its written value may start (`$12.76`)


def written_at(written: str, text: str, offset: int) -> tuple[int, int] | None:
    """The span of the finding's written value at its offset (after a mark written first, `$`)."""
    start = text.find(written, offset, offset + len(written) + FINDING_REACH)
    return None if start < 0 else (start, start + len(written))


def same_occurrence(row: dict[str, Any], written: str, computed: str, text: str | None) -> bool:
    """Whether the truth's value `computed` (a computed value, or a planted invention: round 21) is
    the one the finding flags: its text matches (`matches`) and, where both can be found in the
    answer, at the same place: a written occurrence of `computed` (not inside a longer number)
    overlaps the finding's (`12` of `2*6` is no label of the `12.76` of `$12.76`). Where either
    cannot be found, the text alone decides."""
    if not matches(written, computed):
        return False
    offset = row.get("offset")
    if text is None or not isinstance(offset, int):
        return True
    flagged = written_at(written, text, offset)
    spans = [m.span() for m in re.finditer(r"(?<![0-9])(?<![0-9][.,])" + re.escape(computed) + r"(?![0-9])(?![.,][0-9])", text)]
    if flagged is None or not spans:
        return True
    return any(start < flagged[1] and flagged[0] < end for start, end in spans)


# (tidy44) a number's reading in any digit system: its digits (Odia `୪`, Devanagari `४`, Tibetan `༤` ...)
# read as 0-9, its marks and spaces dropped; `,` a grouping mark unless it is the only mark and
# fewer or more than 3 digits follow it (`2,50` is 2.50)
NUMERIC_GROUPED = re.compile(r"[0-9]{1,3}(?:,[0-9]{2})*,[0-9]{3}(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?")
NUMERIC_COMMA = re.compile(r"[0-9]+,[0-9]+")


def numeric_reading(written: str) -> str | None:
    """The number `written` reads as in any digit system (`୪,୨୪,୮୦୦` and `4,24,800` are `424800`;
    `2,50` is `2.50`), a plain decimal string without trailing zeros, or None (a date, a clock, words)."""
    ascii_digits = "".join(str(unicodedata.decimal(c)) if unicodedata.decimal(c, None) is not None else c for c in written)
    if re.search(r"[0-9][:/-][0-9]", ascii_digits):
        return None  # a clock, a date, a range
    core = re.sub(r"[^0-9.,]", "", ascii_digits).strip(".,")
    if not core:
        return None
    if NUMERIC_GROUPED.fullmatch(core):
        core = core.replace(",", "")
    elif NUMERIC_COMMA.fullmatch(core):
        core = core.replace(",", ".")
    else:
        return None
    if "." in core:
        core = core.rstrip("0").rstrip(".")
    return core.lstrip("0") or "0"


def truth_expression(written: str, computed: list[dict[str, Any]]) -> str | None:
    """(tidy44) The expression shown beside a flag: of the truth's computed values at its occurrence
    (`same_occurrence`, which matches by text: `୮୦` is inside `୪,୨୪,୮୦୦`, the other script's digits
    no digits to its pattern), the first that reads as the same number as the flagged value in any
    digit system, else the first."""
    if not computed:
        return None
    reading = numeric_reading(written)
    if reading is not None:
        for c in computed:
            if numeric_reading(c["written"]) == reading:
                return str(c["expr"])
    return str(computed[0]["expr"])


def judge_findings(fig: CorpusFigures, findings: list[dict[str, Any]],
                   truth: dict[tuple[str, int], dict[str, Any]],
                   unverified: list[dict[str, Any]] | None = None,
                   texts: dict[tuple[str, int], str] | None = None) -> None:
    """Only an `ungrounded` finding catches a planted invention; an `unverified` one that matches
    an invention not caught otherwise is a planted invention moved (a recall loss). A flag is
    labelled with the truth's computed value at its occurrence (`same_occurrence`; `texts`: the
    answers' texts)."""
    texts = texts or {}
    caught: set[tuple[str, int, str]] = set()
    for row in findings:
        key = (row["run_id"], row["answer_index"])
        planted = truth.get(key, {}).get("invented", [])
        written = row["written"] if row["written"] is not None else row["value"]  # not located: its value
        hit = [p for p in planted if same_occurrence(row, written, p, texts.get(key))]
        if hit:
            caught.update((key[0], key[1], p) for p in hit)
            continue
        computed = [c for c in truth.get(key, {}).get("computed", [])
                    if same_occurrence(row, written, c["written"], texts.get(key))]
        if computed:
            fig.computed_flags += 1
        fig.false_flags.append({**row, "truth_computed": truth_expression(written, computed)})
    moved: set[tuple[str, int, str]] = set()
    for row in unverified or ():
        key = (row["run_id"], row["answer_index"])
        written = row["written"] if row["written"] is not None else row["value"]
        hit = [p for p in truth.get(key, {}).get("invented", []) if same_occurrence(row, written, p, texts.get(key))]
        moved.update((key[0], key[1], p) for p in hit)
        computed = [c for c in truth.get(key, {}).get("computed", [])
                    if same_occurrence(row, written, c["written"], texts.get(key))]
        fig.unverified_computed += bool(computed) and not hit
        fig.unverified.append({**row, "truth_computed": truth_expression(written, computed),
                               "truth_invented": bool(hit)})
    for (run_id, index), row in truth.items():
        for value in row["invented"]:
            fig.planted += 1
            if (run_id, index, value) in caught:
                fig.caught += 1
            else:
                fig.missed_plants.append((run_id, index, value))
                if (run_id, index, value) in moved:
                    fig.moved_plants.append((run_id, index, value))


def history_of(messages: list[Any]) -> list[dict[str, Any]]:
    return [{"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id,
             "tool_calls": m.tool_calls, "tool_name": m.tool_name} for m in messages]


def carried_numbers(messages: list[Any]) -> tuple[str, set[float]]:
    """The text a mutation must not land on: tool results, user and system messages."""
    texts = [m.text or "" for m in messages if m.role in ("tool", "user", "system")]
    joined = in_ascii("\n".join(texts))  # (bench45) read in ASCII digits, as the mutants are
    numbers = set()
    for token in NUMBER.findall(joined):
        try:
            numbers.add(float(token.replace(",", "")))
        except ValueError:  # pragma: no cover - the pattern only yields numbers
            pass
    return joined, numbers


def locate(value: str, text: str) -> tuple[int, int] | None:
    """Where the answer wrote a candidate's normalized value: case aside, with or without
    thousands separators, with or without trailing zeros after a decimal point, and (bench45) in
    any digit system (`1800` is found as `༡,༨༠༠` and `୧୮୦୦`; each digit of `value` read in ASCII).
    (gaps46) Else in the spellings of other locales (`GROUPS`, `DECIMALS`): a plain number grouped
    with a space, a no-break space, a dot, an apostrophe or the Arabic `٬` between groups of three
    (`81 722 880`, `2.479.062`, `٢٬٥١٩٬٣٧٠`), its decimal point written `,` or the Arabic `٫`
    (`5 914,02`, `0,5`): before, such a value was never mutated ("not found in text")."""
    parts = []
    for ch in in_ascii(value):
        parts.append(DIGIT_CLASS[ch] + "," + "?" if ch in DIGIT_CLASS else re.escape(ch))
    tail = DIGIT_CLASS["0"] + "*" if "." in value else ""
    pattern = r"(?<![0-9A-Za-z])(?<!\d)" + "".join(parts) + tail + r"(?!\d)"
    found = re.search(pattern, text, re.IGNORECASE)
    if found is None:
        found = _in_locale_spelling(in_ascii(value), text)
    return found.span() if found else None


def spelled(value: str, text: str, span: tuple[int, int]) -> Any:
    """(gaps46) How a located token's mutants are read for the carried check and "judged again":
    in ASCII digits as written (`in_ascii`), or, where the token is a locale's spelling of the value
    (found by `_in_locale_spelling` only), as the plain number it writes (`reading`)."""
    token = text[span[0]:span[1]]
    parts = []
    for ch in in_ascii(value):
        parts.append(DIGIT_CLASS[ch] + "," + "?" if ch in DIGIT_CLASS else re.escape(ch))
    tail = DIGIT_CLASS["0"] + "*" if "." in value else ""
    plain = re.fullmatch("".join(parts) + tail, token, re.IGNORECASE) is not None
    return in_ascii if plain else reading


# (gaps46) what other locales write between groups of three digits (a space, a no-break space, a
# narrow one, a thin one, a dot, an apostrophe, the Arabic thousands separator) and for a decimal point
GROUPS = " \u00a0\u202f\u2009.'\u2019\u066c,"
DECIMALS = ".,\u066b"
PLAIN_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")


def _in_locale_spelling(value: str, text: str) -> re.Match[str] | None:
    """(gaps46) A plain number `value` (`5914.02`) as another locale writes it: its integer digits
    grouped by threes from the right with one separator of `GROUPS` (the same one throughout), its
    decimal point any of `DECIMALS` (not the grouping one), trailing zeros after it allowed."""
    if not PLAIN_NUMBER.fullmatch(value):
        return None
    whole, _, fraction = value.lstrip("-").partition(".")
    digit = lambda ch: DIGIT_CLASS[ch]  # noqa: E731
    for group in GROUPS:
        heads = [whole[:len(whole) % 3 or 3]] + [whole[k:k + 3] for k in range(len(whole) % 3 or 3, len(whole), 3)]
        if len(heads) < 2 and not fraction:
            continue  # nothing to group and no decimal point: the plain pattern looked already
        body = re.escape(group).join("".join(digit(c) for c in h) for h in heads)
        if fraction:
            points = "".join(re.escape(d) for d in DECIMALS if d != group)
            body += "[" + points + "]" + "".join(digit(c) for c in fraction) + DIGIT_CLASS["0"] + "*"
        found = re.search(r"(?<![0-9A-Za-z])(?<!\d)" + body + r"(?![\d]|[" + re.escape(group) + r".,\u066b\u066c'\u2019]\d)", text)
        if found is not None:
            return found
    return None


def reading(token: str) -> str:
    """(gaps46) A located token (or its mutant) as a plain ASCII number where it is one in a
    locale's spelling (`5 915,02` -> `5915.02`, `٢٬٥١٩٬٣٨٠` -> `2519380`): the last `,`, `.` or `٫`
    followed by other than three digits is its decimal point, the other separators groups. Any
    other token is returned in ASCII digits as it is (a clock, a date, `1,234.50`)."""
    ascii_token = in_ascii(token)
    squeezed = re.sub(r"(?<=\d)[ \u00a0\u202f\u2009'\u2019\u066c](?=\d)", "", ascii_token)
    if squeezed == ascii_token or not re.fullmatch(r"[0-9.,\u066b]+", squeezed):
        if not re.fullmatch(r"[0-9]{1,3}(?:\.[0-9]{3})+|[0-9]+(?:[,\u066b][0-9]{1,2}|,[0-9]{4,})|[0-9]{1,3}(?:\.[0-9]{3})+,[0-9]+", ascii_token):
            return ascii_token
        squeezed = ascii_token
    m = re.fullmatch(r"([0-9.,]*?)(?:[.,\u066b]([0-9]{1,2}|[0-9]{4,}))?", squeezed)
    if m is None:
        return ascii_token
    whole = re.sub(r"[.,]", "", m.group(1))
    return whole + ("." + m.group(2) if m.group(2) else "")


def mutants(token: str) -> list[str]:
    """The token with its first, middle and last digit each changed by +1 mod 10 (+2 where +1
    would give a leading zero, which changes how many digits the value has), (bench45) in the
    token's own digit system: `༡,༨༠༠` gives `༢,༨༠༠`, `༡,༩༠༠` and `༡,༨༠༡`."""
    positions = [m.start() for m in ANY_DIGIT.finditer(token)]
    if not positions:
        return []
    chosen = sorted({positions[0], positions[len(positions) // 2], positions[-1]})
    out = []
    for p in chosen:
        step = 1
        leading = p == 0 or not token[p - 1].isdigit()
        value = unicodedata.decimal(token[p])
        if leading and (value + 1) % 10 == 0:
            step = 2
        digit = chr(ord(token[p]) - value + (value + step) % 10)  # the same system's digit
        out.append(token[:p] + digit + token[p + 1:])
    return out


# A clock in a history text (alone or inside a timestamp): 9:00, 19:30, 15:58:02, T02:31:16.
HISTORY_CLOCK = re.compile(r"(?<![0-9])([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(?![0-9])")
MUTANT_CLOCK = re.compile(r"([0-9]{1,2})[:h]([0-9]{2})(?::([0-9]{2}))?(?:\.?([AaPp])\.?[Mm]\.?)?")
MUTANT_RANGE = re.compile(r"([0-9]+)-([0-9]+)")
MUTANT_SCORE = re.compile(r"([0-9]+(?:\.[0-9]+)?)/(?:4|5|10|20|100)(?:\.0+)?")


def carried_clocks(joined: str) -> set[tuple[int, int, int | None]]:
    """The clocks the history writes, as (hour, minute, seconds) and (hour, minute, None)."""
    clocks: set[tuple[int, int, int | None]] = set()
    for m in HISTORY_CLOCK.finditer(joined):
        hour, minute = int(m.group(1)), int(m.group(2))
        clocks.add((hour, minute, None))
        clocks.add((hour, minute, int(m.group(3) or 0)))
    return clocks


def carried_words(joined: str) -> set[tuple[str, Any]]:
    """The dates and clocks the history writes in words (`June 14`, `7:00 PM`), as the rules read
    them (`evidence/written.py`): `("date", "2024-06-14")`, `("clock", (19, 0))`."""
    return set(written_keys(joined))


def lands_on_carried(mutant: str, joined: str, numbers: set[float],
                     clocks: set[tuple[int, int, int | None]] | None = None,
                     words: set[tuple[str, Any]] | None = None) -> bool:
    """The mutant is a value the history carries: the same spelling as a whole token, (for a
    plain number) the same number however the history wrote it, (for a clock, `19:30`, `7:30pm`,
    `21h00`) a clock the history writes with that hour and minute, in either half of the day when it
    writes no am/pm, and with
    those seconds when it has seconds, (for a score `4.8/5`) a carried score, or (for a number
    range `96-98`) a range of two carried numbers."""
    core = DECORATION.sub("", mutant).lstrip("+-")
    if core and re.search(r"(?<![0-9A-Za-z])" + re.escape(core) + r"(?![0-9A-Za-z])", joined):
        return True
    if NUMBER.fullmatch(core):
        return float(core.replace(",", "")) in numbers
    if words and ("date", core) in words:  # an ISO date the history writes in words (round 7)
        return True
    for found in answer_dates(mutant):  # a date in words (round 9): its day, however the history wrote it
        iso = found.day.isoformat()
        if iso in joined or (words and ("date", iso) in words) or any(f in joined for f in numeric_spellings(iso)):
            return True
    for day in yearless_in(mutant, []):  # a date in words without its year (round 14): any year's day
        if re.search(rf"(?<![0-9])(?:19|20)[0-9]{{2}}-{day.month:02d}-{day.day:02d}(?![0-9])", joined):
            return True
        if words and any(key[0] == "date" and isinstance(key[1], str) and key[1][5:] == f"{day.month:02d}-{day.day:02d}"
                         for key in words):
            return True
    clock = MUTANT_CLOCK.fullmatch(core)
    if clock is not None and clocks is not None:
        hour, minute = int(clock.group(1)), int(clock.group(2))
        seconds = int(clock.group(3)) if clock.group(3) else None
        hours = {hour} | ({hour + 12, hour % 12} if hour <= 12 else set())
        half = (clock.group(4) or "").lower()
        if half and 1 <= hour <= 12:  # round 21: `7:30pm` is 19:30, `11h00` 11:00 (their own spellings)
            hours = {hour % 12 + (12 if half == "p" else 0)}
        if words and seconds is None and any(("clock", (h, minute)) in words for h in hours):
            return True  # a clock the history writes in 12-hour words (`7:00 PM`) (round 7)
        return any((h, minute, seconds) in clocks for h in hours)
    score = MUTANT_SCORE.fullmatch(core)
    if score is not None:
        return float(score.group(1)) in numbers
    ends = MUTANT_RANGE.fullmatch(core)
    if ends is not None:  # `lines 96-98`: a range of two carried numbers (line numbers of a listing)
        return float(ends.group(1)) in numbers and float(ends.group(2)) in numbers
    return False


def judged_again(mutant: str, verdict: Any) -> bool:
    """Whether the mutated value is among the candidates the check judged (and grounded), read
    in ASCII digits (bench45: a grounded value is `1810` however the answer wrote it)."""
    core = bare(in_ascii(mutant)).strip(".,;:!?)(")
    for candidate in verdict.grounded:
        value = bare(in_ascii(candidate.value))
        if value == core or core in value or value in core:
            return True
        try:
            if float(value) == float(core):
                return True
        except ValueError:
            pass
    return False


def mutate_corpus(fig: CorpusFigures, corpus: Path, gate: Any, computed: bool = False) -> None:
    cache = ReadingCache()
    for number, line in enumerate(corpus.read_bytes().splitlines(), start=1):
        parsed = parse_line(line, Source(str(corpus), number))
        messages = list(assemble_run(parsed.messages).messages)
        answer_index = 0
        for position, message in enumerate(messages):
            if not message.answer:
                continue
            before = messages[:position]
            history = history_of(before)
            verdict = check_answer(message.text, history, gate, readings=cache)
            joined, numbers = carried_numbers(before)
            clocks = carried_clocks(joined)
            words = carried_words(joined)
            old_flags = {c.value for c in verdict.unsupported}
            old_computed = {c.value for c in (verdict.computed or ())}
            old_self = {c.value for c in verdict.self_sourced}
            old_unverified = {u.candidate.value for u in verdict.unverified}
            for grounded in verdict.grounded:
                span = locate(grounded.value, message.text)
                if span is None:
                    fig.mutations["not found in text"] += 1
                    continue
                token = message.text[span[0]:span[1]]
                read = spelled(grounded.value, message.text, span)
                for mutant in mutants(token):
                    if lands_on_carried(read(mutant), joined, numbers, clocks, words):
                        fig.mutations["excluded: lands on a carried or user value"] += 1
                        continue
                    text = message.text[:span[0]] + mutant + message.text[span[1]:]
                    after = check_answer(text, history, gate, readings=cache)
                    if {c.value for c in after.unsupported} - old_flags:
                        fig.mutations["caught"] += 1
                    elif new_computed := [c for c in (after.computed or ()) if c.value not in old_computed]:
                        fig.mutations["excused as computed"] += 1
                        fig.excused_mutations.append((message.run_id, answer_index, token, mutant, new_computed[0].derivation))
                    elif {c.value for c in after.self_sourced} - old_self:
                        fig.mutations["self-sourced"] += 1
                    elif {u.candidate.value for u in after.unverified} - old_unverified:
                        fig.mutations["unverified (listed, not flagged)"] += 1
                        fig.missed_mutations.append((message.run_id, answer_index, token, mutant))
                    elif not judged_again(read(mutant), after):
                        # the mutant is no candidate at all: a number under the digit minimum
                        # (`15 GB` -> `16 GB`, judged only as `$15.00` elsewhere), by design
                        fig.mutations["excluded: not a candidate (under the digit minimum)"] += 1
                    else:
                        fig.mutations["missed"] += 1
                        fig.missed_mutations.append((message.run_id, answer_index, token, mutant))
            if computed:
                mutate_computed(fig, message, answer_index, history, verdict, joined, numbers, gate, cache)
            answer_index += 1


def mutate_computed(fig: CorpusFigures, message: Any, answer_index: int, history: list[dict[str, Any]],
                    verdict: Any, joined: str, numbers: set[float], gate: Any, cache: Any) -> None:
    """The price of the arithmetic rules on real answers: each value the check computed, with one
    digit changed (as `mutants`), must be flagged; a mutant left unflagged is excused, by its rule."""
    old_flags = {c.value for c in verdict.unsupported}
    for c in verdict.computed or ():
        span = locate(c.value, message.text)
        if span is None:
            continue
        token = message.text[span[0]:span[1]]
        read = spelled(c.value, message.text, span)
        for mutant in mutants(token):
            if lands_on_carried(read(mutant), joined, numbers):
                continue
            if not possible(token, mutant):  # (gaps46) `41 January`, month 21, `27:45`: no value of its kind
                fig.computed_impossible += 1
                continue
            after = check_answer(message.text[:span[0]] + mutant + message.text[span[1]:], history, gate, readings=cache)
            fig.computed_judged[c.derivation] += 1
            if not {x.value for x in after.unsupported} - old_flags:
                fig.computed_excused[c.derivation] += 1
                if {u.candidate.value for u in after.unverified} - {u.candidate.value for u in verdict.unverified}:
                    fig.computed_unverified[c.derivation] += 1
                fig.excused_computed.append((message.run_id, answer_index, c.derivation, token, mutant))


def _reads_as_a_date(text: str) -> bool:
    if any(True for _ in answer_dates(text)) or yearless_in(text, []):
        return True
    iso = ISO_DATE.search(text)
    if iso is not None:
        try:
            date.fromisoformat(iso.group(0))
            return True
        except ValueError:
            return False
    return False


ISO_DATE = re.compile(r"(?<![0-9])[0-9]{4}-[0-9]{2}-[0-9]{2}(?![0-9])")


def possible(token: str, mutant: str) -> bool:
    """(gaps46) Whether a mutant of a computed value is a value of the token's kind: a token the
    audit's readers read as a date (in words, any language's, or ISO) must still read as one
    (`31 ਜਨਵਰੀ` -> `41 ਜਨਵਰੀ`, Tibetan month `༡༡` -> `༢༡` are no dates), a clock must keep an hour
    of its day and a minute under 60 (`17:45` -> `27:45` is none). A mutant no reader could take
    for the value it replaces is no invention a rule could excuse: before, it counted as a mutant
    not flagged."""
    ascii_token, ascii_mutant = in_ascii(token), in_ascii(mutant)
    if _reads_as_a_date(ascii_token) and not _reads_as_a_date(ascii_mutant):
        return False
    clock = MUTANT_CLOCK.fullmatch(DECORATION.sub("", ascii_token))
    if clock is not None:
        changed = MUTANT_CLOCK.fullmatch(DECORATION.sub("", ascii_mutant))
        if changed is None:
            return False
        hour, minute = int(changed.group(1)), int(changed.group(2))
        seconds = int(changed.group(3)) if changed.group(3) else 0
        if minute > 59 or seconds > 59 or hour > 24 or (changed.group(4) and not 1 <= hour <= 12):
            return False
    return True


def shown(row: dict[str, Any]) -> str:
    """A finding as the list shows it: as the answer wrote it, or its value where the audit could not
    locate it in the answer's text (`written` is None: a value spelled with a no-break space in it)."""
    return str(row["written"] if row["written"] is not None else row["value"])


def per_thousand(count: int, answers: int) -> str:
    return f"{1000 * count / answers:.1f}" if answers else "n/a"


def report(fig: CorpusFigures, show: int) -> None:
    judged = sum(fig.mutations[k] for k in ("caught", "excused as computed", "self-sourced", "missed",
                                            "unverified (listed, not flagged)"))
    print(f"\n== {fig.name} ==")
    print(f"answers                {fig.answers}")
    print(f"findings               {fig.findings}")
    print(f"false flags            {len(fig.false_flags)}  ({per_thousand(len(fig.false_flags), fig.answers)} per 1,000 answers;"
          f" {fig.computed_flags} of them on values the answer computed)")
    print(f"planted caught         {fig.caught} / {fig.planted}")
    print(f"unverified (listed)    {len(fig.unverified)}  ({per_thousand(len(fig.unverified), fig.answers)} per 1,000 answers;"
          f" {fig.unverified_computed} on values the answer computed; {len(fig.moved_plants)} planted inventions moved)")
    for run_id, index, value in fig.moved_plants:
        print(f"  planted, moved to unverified: {run_id} answer {index}: {value!r}")
    if judged:
        rate = 100 * fig.mutations["caught"] / judged
        print(f"one-digit mutations    {fig.mutations['caught']} / {judged} caught ({rate:.1f}%)")
        for key in ("excused as computed", "self-sourced", "unverified (listed, not flagged)", "missed",
                    "excluded: lands on a carried or user value",
                    "excluded: not a candidate (under the digit minimum)", "not found in text"):
            if fig.mutations[key]:
                print(f"  {key:<40} {fig.mutations[key]}")
    for run_id, index, value in fig.missed_plants:
        print(f"  planted, not caught: {run_id} answer {index}: {value!r}")
    if fig.false_flags and show:
        print("false flags:")
        for row in fig.false_flags[:show]:
            context = " ".join(row["context"].split())
            note = f"  [computed: {row['truth_computed']}]" if row["truth_computed"] else ""
            print(f"  {row['run_id']} #{row['answer_index']} {shown(row)!r}{note}\n      ...{context}...")
    if fig.unverified and show:
        print("unverified:")
        for row in fig.unverified[:show]:
            context = " ".join(row["context"].split())
            note = "  [INVENTED]" if row["truth_invented"] else f"  [computed: {row['truth_computed']}]" if row["truth_computed"] else ""
            print(f"  {row['run_id']} #{row['answer_index']} {shown(row)!r} ({row['expression']}){note}\n      ...{context}...")
    for run_id, index, token, mutant in fig.missed_mutations[:show]:
        print(f"  mutation missed: {run_id} answer {index}: {token!r} -> {mutant!r}")
    for run_id, index, token, mutant, rule in fig.excused_mutations[:show]:
        print(f"  mutation excused as computed: {run_id} answer {index} ({rule}): {token!r} -> {mutant!r}")
    if fig.computed_judged:
        judged, excused = sum(fig.computed_judged.values()), sum(fig.computed_excused.values())
        print(f"mutants of computed values  {excused} / {judged} not flagged ({100 * excused / judged:.1f}%)")
        for rule in sorted(fig.computed_judged):
            print(f"  {rule:<14} {fig.computed_excused[rule]} / {fig.computed_judged[rule]}")
        if fig.computed_unverified:
            print(f"  of them unverified (listed): {sum(fig.computed_unverified.values())}")
        if fig.computed_impossible:
            print(f"  skipped: no value of its kind (a date or clock that cannot be) {fig.computed_impossible}")
        for run_id, index, rule, token, mutant in fig.excused_computed[:show]:
            print(f"  not flagged: {run_id} answer {index} ({rule}): {token!r} -> {mutant!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", choices=("default", "reference"), default="default")
    parser.add_argument("--corpora", type=Path, default=HELDOUT, metavar="DIR",
                        help="the folder of corpora and truth files (default: tests/data/heldout)")
    parser.add_argument("--corpus", action="append", metavar="NAME",
                        help="a corpus of that folder to measure (repeatable; default: all of them)")
    parser.add_argument("--no-mutations", action="store_true", help="skip the mutation test")
    parser.add_argument("--computed-mutations", action="store_true",
                        help="also mutate each value the check computed, and count by rule the mutants it leaves unflagged")
    parser.add_argument("--show", type=int, default=1000, help="print at most this many false flags per corpus")
    parser.add_argument("--dial", action="append", default=[], metavar="NAME=true|false",
                        help="set a boolean dial of the check (repeatable), e.g. --dial word_dates=true")
    args = parser.parse_args(argv)
    dials: dict[str, bool] = {}
    for item in args.dial:
        name, _, setting = item.partition("=")
        if setting not in ("true", "false"):
            parser.error(f"--dial {item}: write NAME=true or NAME=false")
        dials[name] = setting == "true"
    folder = args.corpora if args.corpora.is_absolute() else Path.cwd() / args.corpora
    found = corpora_in(folder)
    if not found:
        parser.error(f"--corpora {args.corpora}: no NAME.jsonl with a NAME.truth.jsonl beside it")
    unknown = sorted(set(args.corpus or ()) - set(found))
    if unknown:
        parser.error(f"--corpus {', '.join(unknown)}: not in {args.corpora} (it has {', '.join(found)})")
    gate = resolve_gate({"profile": args.profile, **dials})
    totals = CorpusFigures("all")
    print(f"profile: {args.profile}; corpora: {args.corpora}" + "".join(f"; {n}={v}" for n, v in dials.items()))
    for name in args.corpus or found:
        corpus = folder / f"{name}.jsonl"
        fig = CorpusFigures(name)
        with tempfile.TemporaryDirectory() as out:
            fig.answers, findings, unverified = run_audit(corpus, args.profile, Path(out), dials)
        fig.findings = len(findings)
        judge_findings(fig, findings, read_truth(folder, name), unverified, answer_texts(corpus))
        if not args.no_mutations:
            mutate_corpus(fig, corpus, gate, args.computed_mutations)
        report(fig, args.show)
        totals.answers += fig.answers
        totals.findings += fig.findings
        totals.planted += fig.planted
        totals.caught += fig.caught
        totals.false_flags += fig.false_flags
        totals.computed_flags += fig.computed_flags
        totals.unverified += fig.unverified
        totals.unverified_computed += fig.unverified_computed
        totals.moved_plants += fig.moved_plants
        totals.mutations.update(fig.mutations)
        totals.computed_judged.update(fig.computed_judged)
        totals.computed_excused.update(fig.computed_excused)
        totals.computed_unverified.update(fig.computed_unverified)
    report(totals, 0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
