"""Build a held-out set's corpora (JSONL traces and truth) from its hand-written runs in
`FOLDER/sources/`: one builder for every set (`heldout/`, `heldout2/` to `heldout45/`).

The runs are written by hand (answers, user turns, tool results), one Python module per domain
and half, in a small vocabulary (`_vocab.py` beside this file): `U(text)` a user turn, `A(text)`
an assistant reply, `C(name, args, result)` a tool call and the result the tool returned. This
script only writes them out as producers write them, so that the committed `*.jsonl` files can be
checked against their source:

- openai-chat envelopes (one run a line; `tool_calls[].function.arguments` a JSON string), and
  Anthropic Messages envelopes for the runs marked `fmt="anthropic"` (top-level `system`,
  `tool_use` blocks, `tool_result` blocks inside user messages);
- a tool result given as a dict or list is written the way the tool's harness serialized it:
  `json.dumps` (tau-bench: `", "` and `": "` separators, floats as Python prints them) unless the
  source already gives the string (YAML dumps, Python reprs, command output);
- `NAME.truth.jsonl`: one line per answer that holds a planted invention or a value the answer
  computed. In an answer, `[[...]]` marks an invented value (the brackets are removed; what is
  inside is the value as written) and `{{expr|spec}}` is a value computed from the run's numbers
  (written as `format(eval(expr), spec)`; the truth keeps the expression so a reader can check it).

Run from the repository root: `python tests/data/heldout_build.py heldout3` rewrites that set's
corpora (`python tests/data/heldout_build.py heldout3 coding` only one corpus; no argument: every
set).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import math
import re
import statistics
import sys
import types
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent
if str(DATA) not in sys.path:
    sys.path.insert(0, str(DATA))

from _vocab import A, C, Run, U  # noqa: E402

# Each held-out set: its folder (beside this file) and its corpora, one per domain.
SETS = {
    "heldout": ("retail", "telecom", "assistant"),
    "heldout2": ("logistics", "clinic", "devops", "finance"),
    "heldout3": ("shopadmin", "apis", "coding"),
    "heldout4": ("hr", "energy", "research", "analyst"),
    "heldout5": ("workspace", "banking", "travel", "slack"),
    "heldout6": ("trading", "vehicle", "travel", "files"),
    "heldout7": ("telecom", "retail", "bfcl"),
    "heldout8": ("dojo_attack", "retail", "airline2"),
    "heldout9": ("telecom2", "retail3", "dojo_style"),
    "heldout10": ("telecom3", "retail4", "dojo3"),
    "heldout11": ("telecom4", "retail5", "dojo4"),
    "heldout12": ("telecom5", "retail6", "dojo5"),
    "heldout13": ("telecom6", "retail7", "dojo6"),
    "heldout14": ("telecom7", "retail8", "dojo7"),
    "heldout15": ("telecom8", "retail9", "dojo8"),
    "heldout16": ("airline3", "property", "dojo9"),
    "heldout17": ("insurance", "cloud", "dojo10"),
    "heldout18": ("ads", "campus", "dojo11"),
    "heldout19": ("farm", "venue", "dojo12"),
    "heldout20": ("lab", "kitchen", "dojo13"),
    "heldout21": ("site", "fleet", "dojo14"),
    "heldout22": ("marine", "league", "dojo15"),
    "heldout23": ("brewery", "printshop", "dojo16"),
    "heldout24": ("bikeshop", "translation", "skiresort"),
    "heldout25": ("removals", "studio", "bookshop"),
    "heldout26": ("tailor", "pool", "apiary"),
    "heldout27": ("laundry", "cinema", "vet"),
    "heldout28": ("parking", "pharmacy", "water"),
    "heldout29": ("ferry", "bakery", "solar"),
    "heldout30": ("hut", "winery", "driving"),
    "heldout31": ("pottery", "carpet", "library"),
    "heldout32": ("piano", "stable", "trek"),
    "heldout33": ("watch", "cashmere", "tea"),
    "heldout34": ("brandy", "rice", "silk"),
    "heldout35": ("mussel", "surgical", "dive"),
    "heldout36": ("coffee", "sawmill", "palm"),
    "heldout37": ("glass", "fish", "salt"),
    "heldout38": ("seed", "bell", "boat"),
    "heldout39": ("paper", "tannery", "incense"),
    "heldout40": ("clock", "quarry", "rope"),
    "heldout41": ("kiln", "felt", "camel"),
    "heldout42": ("cashew", "apricot", "adire"),
    "heldout43": ("vanilla", "tsampa", "avocado"),
    "heldout44": ("pomegranate", "salleaf", "beadwork"),
    "heldout45": ("cheese", "tuna", "bamboo"),
    # Not held out: round 7's dev set, every AgentDojo user task answered by several models.
    "dojo_dev": ("workspace", "banking", "travel", "slack"),
}

# `[[value]]`: a planted invention, written as is. `{{expr|spec}}`: a computed value.
INVENTED = re.compile(r"\[\[(.+?)\]\]")
COMPUTED = re.compile(r"\{\{(.+?)\|([^|}]*)\}\}")


def localized(value: float, spec: str, thousands: str, point: str) -> str:
    """A number the way a locale writes it: `localized(1464.43, ",.2f", ".", ",")` is `1.464,43`."""
    return format(value, spec).replace(",", "\0").replace(".", point).replace("\0", thousands)


def de(value: float, spec: str = ",.2f") -> str:
    """German spelling: `1.464,43`."""
    return localized(value, spec, ".", ",")


def fr(value: float, spec: str = ",.2f") -> str:
    """French spelling, a space between thousands: `1 464,43`."""
    return localized(value, spec, " ", ",")


def nb(value: float, spec: str = ",.2f") -> str:
    """French spelling with a no-break space (U+00A0) between thousands: `1 464,43`."""
    return localized(value, spec, "\u00a0", ",")


def ch(value: float, spec: str = ",.2f") -> str:
    """Swiss spelling, an apostrophe between thousands: `1'464.43`."""
    return localized(value, spec, "'", ".")


def thin(value: float, spec: str = ",.0f") -> str:
    """Thousands split by a narrow no-break space (U+202F): `12 500`."""
    return localized(value, spec, "\u202f", ".")


def inr(value: float, decimals: int = 0) -> str:
    """Indian grouping, lakhs and crores: `inr(125000)` is `1,25,000`, `inr(1234567.5, 2)` `12,34,567.50`."""
    whole, _, cents = format(abs(value), f".{decimals}f").partition(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    text = ",".join([*groups, tail]) + (f".{cents}" if cents else "")
    return ("-" if value < 0 else "") + text


PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def fa(value: float, spec: str = ",.0f") -> str:
    """Persian spelling: Extended Arabic-Indic digits, U+066C between thousands and U+066B as the
    decimal point: `fa(38500000)` is `۳۸٬۵۰۰٬۰۰۰`, `fa(12.5, ".1f")` `۱۲٫۵`."""
    return localized(value, spec, "٬", "٫").translate(PERSIAN_DIGITS)


DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def deva(text: str) -> str:
    """A text's digits in Devanagari, as a Nepali answer writes a clock or a date: `deva("14:30")` is `१४:३०`."""
    return text.translate(DEVANAGARI_DIGITS)


def ne(value: float, decimals: int = 0) -> str:
    """Nepali spelling: Devanagari digits grouped in lakhs and crores: `ne(125000)` is `१,२५,०००`,
    `ne(1234.5, 1)` `१,२३४.५`."""
    return deva(inr(value, decimals))


BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def beng(text: str) -> str:
    """A text's digits in Bengali, as a Bengali answer writes a clock or a date: `beng("14:30")` is `১৪:৩০`."""
    return text.translate(BENGALI_DIGITS)


def bn(value: float, decimals: int = 0) -> str:
    """Bengali spelling: Bengali digits grouped in lakhs and crores: `bn(125000)` is `১,২৫,০০০`,
    `bn(1234.5, 1)` `১,২৩৪.৫`."""
    return beng(inr(value, decimals))


KHMER_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def khm(text: str) -> str:
    """A text's digits in Khmer, as a Khmer answer writes a clock or a date: `khm("4:40")` is `៤:៤០`."""
    return text.translate(KHMER_DIGITS)


def km(value: float, spec: str = ",.0f") -> str:
    """Khmer spelling: Khmer digits, a dot between thousands and a decimal comma: `km(91000)` is
    `៩១.០០០`, `km(22.386, ".2f")` `២២,៣៩`."""
    return khm(de(value, spec))


MYANMAR_DIGITS = str.maketrans("0123456789", "၀၁၂၃၄၅၆၇၈၉")


def mym(text: str) -> str:
    """A text's digits in Myanmar (Burmese) digits, as a Burmese answer writes a clock or a date: `mym("4:30")` is `၄:၃၀`."""
    return text.translate(MYANMAR_DIGITS)


def mm(value: float, spec: str = ",.0f") -> str:
    """Burmese spelling: Myanmar digits, a comma between thousands and a decimal point: `mm(125000)` is
    `၁၂၅,၀၀၀`, `mm(7.656, ".2f")` `၇.၆၆`."""
    return mym(format(value, spec))


LAO_DIGITS = str.maketrans("0123456789", "໐໑໒໓໔໕໖໗໘໙")


def lao(text: str) -> str:
    """A text's digits in Lao digits, as a Lao answer writes a clock or a date: `lao("7:45")` is `໗:໔໕`."""
    return text.translate(LAO_DIGITS)


def lo(value: float, spec: str = ",.0f") -> str:
    """Lao spelling: Lao digits, a dot between thousands and a decimal comma: `lo(125000)` is
    `໑໒໕.໐໐໐`, `lo(7.656, ".2f")` `໗,໖໖`."""
    return lao(de(value, spec))


GUJARATI_DIGITS = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")


def guj(text: str) -> str:
    """A text's digits in Gujarati digits, as a Gujarati answer writes a clock or a date: `guj("2:30")` is `૨:૩૦`."""
    return text.translate(GUJARATI_DIGITS)


def gu(value: float, decimals: int = 0) -> str:
    """Gujarati spelling: Gujarati digits grouped in lakhs and crores: `gu(125000)` is `૧,૨૫,૦૦૦`,
    `gu(1234.5, 2)` `૧,૨૩૪.૫૦`."""
    return guj(inr(value, decimals))


GURMUKHI_DIGITS = str.maketrans("0123456789", "੦੧੨੩੪੫੬੭੮੯")


def gur(text: str) -> str:
    """A text's digits in Gurmukhi digits, as a Punjabi answer writes a clock or a date: `gur("5:30")` is `੫:੩੦`."""
    return text.translate(GURMUKHI_DIGITS)


def pa(value: float, decimals: int = 0) -> str:
    """Punjabi spelling: Gurmukhi digits grouped in lakhs and crores: `pa(125000)` is `੧,੨੫,੦੦੦`,
    `pa(1234.5, 2)` `੧,੨੩੪.੫੦`."""
    return gur(inr(value, decimals))


KANNADA_DIGITS = str.maketrans("0123456789", "೦೧೨೩೪೫೬೭೮೯")


def kan(text: str) -> str:
    """A text's digits in Kannada digits, as a Kannada answer writes a clock or a date: `kan("6:30")` is `೬:೩೦`."""
    return text.translate(KANNADA_DIGITS)


def kn(value: float, decimals: int = 0) -> str:
    """Kannada spelling: Kannada digits grouped in lakhs and crores: `kn(125000)` is `೧,೨೫,೦೦೦`,
    `kn(1234.5, 2)` `೧,೨೩೪.೫೦`."""
    return kan(inr(value, decimals))


ODIA_DIGITS = str.maketrans("0123456789", "୦୧୨୩୪୫୬୭୮୯")


def ori(text: str) -> str:
    """A text's digits in Odia digits, as an Odia answer writes a clock or a date: `ori("7:30")` is `୭:୩୦`."""
    return text.translate(ODIA_DIGITS)


def od(value: float, decimals: int = 0) -> str:
    """Odia spelling: Odia digits grouped in lakhs and crores: `od(125000)` is `୧,୨୫,୦୦୦`,
    `od(1234.5, 2)` `୧,୨୩୪.୫୦`."""
    return ori(inr(value, decimals))


TIBETAN_DIGITS = str.maketrans("0123456789", "༠༡༢༣༤༥༦༧༨༩")


def tib(text: str) -> str:
    """A text's digits in Tibetan digits, as a Tibetan answer writes a clock or a date: `tib("8:30")` is `༨:༣༠`."""
    return text.translate(TIBETAN_DIGITS)


def bo(value: float, spec: str = ",.0f") -> str:
    """Tibetan spelling: Tibetan digits, a comma between thousands and a decimal point: `bo(11520)` is
    `༡༡,༥༢༠`, `bo(1555.2, ",.1f")` `༡,༥༥༥.༢`."""
    return tib(format(value, spec))


ARABIC_INDIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def kur(text: str) -> str:
    """A text's digits in Arabic-Indic digits (U+0660 to U+0669), as a Sorani Kurdish answer writes a clock
    or a date: `kur("8:30")` is `٨:٣٠`."""
    return text.translate(ARABIC_INDIC_DIGITS)


def ckb(value: float, spec: str = ",.0f") -> str:
    """Sorani Kurdish spelling: Arabic-Indic digits, U+066C between thousands and U+066B as the decimal
    point: `ckb(1250000)` is `١٬٢٥٠٬٠٠٠`, `ckb(37.5, ".1f")` `٣٧٫٥`."""
    return kur(localized(value, spec, "٬", "٫"))


OL_CHIKI_DIGITS = str.maketrans("0123456789", "᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙")


def olck(text: str) -> str:
    """A text's digits in Ol Chiki digits, as a Santali answer writes a clock or a date: `olck("8:30")` is `᱘:᱓᱐`."""
    return text.translate(OL_CHIKI_DIGITS)


def sat(value: float, decimals: int = 0) -> str:
    """Santali spelling: Ol Chiki digits grouped in lakhs and crores: `sat(125000)` is `᱑,᱒᱕,᱐᱐᱐`,
    `sat(1234.5, 2)` `᱑,᱒᱓᱔.᱕᱐`."""
    return olck(inr(value, decimals))


def rm(value: float, spec: str = ",.2f") -> str:
    """Romansh (Swiss) spelling with a right single quote (U+2019) between thousands and a decimal point:
    `rm(1241)` is `1’241.00`, `rm(131.4, ",.1f")` `131.4`."""
    return localized(value, spec, "\u2019", ".")


MEETEI_DIGITS = str.maketrans("0123456789", "\uabf0\uabf1\uabf2\uabf3\uabf4\uabf5\uabf6\uabf7\uabf8\uabf9")


def mtei(text: str) -> str:
    """A text's digits in Meetei Mayek digits (U+ABF0 to U+ABF9), as a Meitei answer writes a clock or a
    date: `mtei("6:15")` is `꯶:꯱꯵`."""
    return text.translate(MEETEI_DIGITS)


def mni(value: float, decimals: int = 0) -> str:
    """Meitei spelling: Meetei Mayek digits grouped in lakhs and crores: `mni(125000)` is `꯱,꯲꯵,꯰꯰꯰`,
    `mni(1234.5, 2)` `꯱,꯲꯳꯴.꯵꯰`."""
    return mtei(inr(value, decimals))


# What a computed value's expression may call: arithmetic helpers, dates (a due date, a deadline)
# and locale spellings (`{{de(192.07+1203.13)|s}}` writes `1.395,20`, `{{inr(125000)|s}}` `1,25,000`);
# `mean` and `sd` (a sample's standard deviation) for replicates (heldout20); `log2` for a pitch's
# cents from two frequencies, `ne` and `deva` for Nepali's Devanagari digits (heldout32), `bn` and
# `beng` for Bengali's digits (heldout34), `km` and `khm` for Khmer's (heldout36), `mm` and `mym` for Burmese's
# Myanmar digits (heldout37), `lo` and `lao` for Lao digits (heldout38), `gu` and `guj` for Gujarati
# digits (heldout39), `pa` and `gur` for Gurmukhi digits (heldout40), `kn` and `kan` for Kannada digits (heldout41), `od` and `ori` for Odia digits (heldout42), `bo` and `tib` for Tibetan digits (heldout43), `ckb` and `kur` for Sorani Kurdish's
# Arabic-Indic digits and `sat` and `olck` for Santali's Ol Chiki digits (heldout44), `rm` for Romansh's
# U+2019 between thousands and `mni` and `mtei` for Meitei's Meetei Mayek digits (heldout45).
NAMES = {"round": round, "abs": abs, "int": int, "sum": sum, "min": min, "max": max, "date": date,
         "datetime": datetime, "timedelta": timedelta, "de": de, "fr": fr, "nb": nb, "ch": ch, "thin": thin,
         "inr": inr, "fa": fa, "ne": ne, "deva": deva, "bn": bn, "beng": beng, "km": km, "khm": khm, "mm": mm, "mym": mym, "lo": lo, "lao": lao, "gu": gu, "guj": guj, "pa": pa, "gur": gur, "kn": kn, "kan": kan, "od": od, "ori": ori, "bo": bo, "tib": tib, "ckb": ckb, "kur": kur, "sat": sat, "olck": olck, "rm": rm, "mni": mni, "mtei": mtei, "log2": math.log2, "mean": statistics.mean, "sd": statistics.stdev}


def serialize(result: Any) -> str:
    return result if isinstance(result, str) else json.dumps(result)


def _computed(match: re.Match[str], out: list[dict[str, str]]) -> str:
    expr, spec = match.group(1), match.group(2)
    written = format(eval(expr, {"__builtins__": {}}, NAMES), spec)  # noqa: S307
    out.append({"written": written, "expr": expr})
    return written


def render(text: str) -> tuple[str, list[str], list[dict[str, str]]]:
    """The answer as written, its invented values, and its computed values."""
    computed: list[dict[str, str]] = []
    text = COMPUTED.sub(lambda m: _computed(m, computed), text)
    invented = INVENTED.findall(text)
    text = INVENTED.sub(lambda m: m.group(1), text)
    if "{{" in text or "[[" in text:
        raise SystemExit(f"a marker left unrendered (a computed value needs `|spec`): {text[:120]!r}")
    return text, invented, computed


def _call_id(run_id: str, n: int, prefix: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    return prefix + digest[:24]


def openai_envelope(run: Run) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    messages: list[dict[str, Any]] = [{"role": "system", "content": run.system}]
    truth: list[dict[str, Any]] = []
    answers = 0
    for n, step in enumerate(run.steps):
        if isinstance(step, U):
            messages.append({"role": "user", "content": step.text})
        elif isinstance(step, A):
            text, invented, computed = render(step.text)
            messages.append({"role": "assistant", "content": text})
            if invented or computed:
                truth.append(_truth(run, answers, invented, computed, step.why))
            answers += 1
        else:
            cid = _call_id(run.run_id, n, "call_")
            messages.append({
                "role": "assistant",
                "content": step.say,
                "tool_calls": [{"id": cid, "type": "function",
                                "function": {"name": step.name, "arguments": json.dumps(step.args)}}],
            })
            messages.append({"role": "tool", "tool_call_id": cid, "name": step.name,
                             "content": serialize(step.result)})
    envelope = {"run_id": run.run_id, "model": run.model, **run.meta, "messages": messages}
    return envelope, truth


def anthropic_envelope(run: Run) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    messages: list[dict[str, Any]] = []
    truth: list[dict[str, Any]] = []
    answers = 0
    for n, step in enumerate(run.steps):
        if isinstance(step, U):
            messages.append({"role": "user", "content": step.text})
        elif isinstance(step, A):
            text, invented, computed = render(step.text)
            messages.append({"role": "assistant", "content": [{"type": "text", "text": text}]})
            if invented or computed:
                truth.append(_truth(run, answers, invented, computed, step.why))
            answers += 1
        else:
            cid = _call_id(run.run_id, n, "toolu_")
            blocks: list[dict[str, Any]] = []
            if step.say:
                blocks.append({"type": "text", "text": step.say})
            blocks.append({"type": "tool_use", "id": cid, "name": step.name, "input": step.args})
            messages.append({"role": "assistant", "content": blocks})
            messages.append({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": cid, "content": serialize(step.result)}]})
    envelope = {"run_id": run.run_id, "model": run.model, **run.meta, "system": run.system,
                "messages": messages}
    return envelope, truth


def _truth(run: Run, index: int, invented: list[str], computed: list[dict[str, str]],
           why: str) -> dict[str, Any]:
    row: dict[str, Any] = {"run_id": run.run_id, "answer_index": index, "invented": invented,
                           "computed": computed}
    if why:
        row["why"] = why
    return row


def _package(name: str, path: Path) -> None:
    """`name` in `sys.modules` as a package whose modules are the files of `path`."""
    module = sys.modules.get(name)
    if module is None or list(getattr(module, "__path__", ())) != [str(path)]:
        module = types.ModuleType(name, f"held-out set sources in {path}")
        module.__path__ = [str(path)]
        sys.modules[name] = module


def _packages() -> None:
    """Every set's sources as the package `SET.sources` (`heldout6.sources._bfcl`), so equal module
    names of two sets never collide in `sys.modules` and a set imports another's helpers by name."""
    for name in SETS:
        if (DATA / name / "sources").is_dir():
            _package(name, DATA / name)
            _package(f"{name}.sources", DATA / name / "sources")


def _forget_bare(sources: Path, own: bool) -> None:
    """Forget helpers imported by their bare name (`from _retail import ...`, the older sources'
    style): with `own`, this set's (after its runs are read); else another folder's of a name this
    set also has (before), so each set gets its own `_shared`, `_retail`, ..."""
    names = {path.stem for path in sources.glob("_*.py")}
    for name in [n for n in sys.modules if n in names]:
        file = getattr(sys.modules[name], "__file__", None)
        if file is None:
            continue
        folder = Path(file).resolve().parent
        if folder == sources.resolve() if own else (folder.name == "sources" and folder != sources.resolve()):
            del sys.modules[name]


def load_runs(folder: Path, domain: str) -> list[Run]:
    """The runs of a domain: `RUNS` of each `FOLDER/sources/DOMAIN*.py`, in file name order.

    Each module is loaded as `SET.sources.MODULE` (`heldout7.sources.bfcl`); a helper of the set is
    imported relatively or by its package name (`from heldout6.sources._bfcl import Extracted`),
    or, in the older sources, by its bare name from the set's own sources folder."""
    _packages()
    sources = folder / "sources"
    if folder.parent != DATA:
        _package(folder.name, folder)
        _package(f"{folder.name}.sources", sources)
    _forget_bare(sources, own=False)
    sys.path.insert(0, str(sources))  # for the bare-name helpers (`from _retail import ...`)
    try:
        runs: list[Run] = []
        for path in sorted(sources.glob(f"{domain}*.py")):
            module = importlib.import_module(f"{folder.name}.sources.{path.stem}")
            runs.extend(module.RUNS)
    finally:
        sys.path.remove(str(sources))
        _forget_bare(sources, own=True)
    ids = [run.run_id for run in runs]
    dupes = {i for i in ids if ids.count(i) > 1}
    if dupes:
        raise SystemExit(f"{folder.name}/{domain}: duplicate run ids {sorted(dupes)}")
    return runs


def build(folder: Path, domain: str, out: Path | None = None) -> tuple[int, int, int]:
    """Write `DOMAIN.jsonl` and `DOMAIN.truth.jsonl` of a set (into `out`, by default the set's
    folder); return the runs, answers and planted inventions written."""
    out = folder if out is None else out
    lines: list[str] = []
    truth_rows: list[dict[str, Any]] = []
    answers = 0
    for run in load_runs(folder, domain):
        make = anthropic_envelope if run.fmt == "anthropic" else openai_envelope
        envelope, truth = make(run)
        lines.append(json.dumps(envelope, ensure_ascii=False))
        truth_rows.extend({"corpus": domain, **row} for row in truth)
        answers += sum(isinstance(step, A) for step in run.steps)
    (out / f"{domain}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (out / f"{domain}.truth.jsonl").write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in truth_rows), encoding="utf-8")
    planted = sum(len(row["invented"]) for row in truth_rows)
    return len(lines), answers, planted


def main(argv: list[str]) -> int:
    if argv and argv[0] not in SETS:
        raise SystemExit(f"unknown set {argv[0]!r}: one of {', '.join(SETS)}")
    for name in argv[:1] or list(SETS):
        domains = argv[1:] or SETS[name]
        unknown = sorted(set(domains) - set(SETS[name]))
        if unknown:
            raise SystemExit(f"{name} has no corpus {', '.join(unknown)}: it has {', '.join(SETS[name])}")
        for domain in domains:
            runs, answers, planted = build(DATA / name, domain)
            print(f"{name}/{domain}: {runs} runs, {answers} answers, {planted} planted inventions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
