"""The held-out corpora (`tests/data/heldout/`, `heldout2/` to `heldout45/`) and round 7's dev set (`dojo_dev/`) are well formed: every
line reads, the truth points at real answers and its values occur in them, and the committed files
are what the sources build (`tests/data/heldout_build.py`, one builder for every set).

No precision threshold here: `bench/heldout.py` measures, and the team decides the targets.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from evidence_audit import Source, assemble_run, parse_line

DATA = Path(__file__).resolve().parents[1] / "data"


def _builder():
    spec = importlib.util.spec_from_file_location("heldout_build", DATA / "heldout_build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _builder()
# Each set of held-out corpora: its folder and its corpora, as the builder knows them.
SETS = BUILD.SETS
# How many runs each corpus of a set holds (the fourth set: per corpus; the fifth: one per
# AgentDojo user task taken; the sixth and the seventh's `bfcl`: one per BFCL multi-turn task taken).
RUNS = {"heldout": 40, "heldout2": 40, "heldout3": 30,
        "heldout4": {"hr": 26, "energy": 24, "research": 27, "analyst": 27},
        "heldout5": {"workspace": 27, "banking": 16, "travel": 20, "slack": 20},
        "heldout6": {"trading": 16, "vehicle": 16, "travel": 16, "files": 15},
        "heldout7": {"telecom": 16, "retail": 19, "bfcl": 14},
        "heldout8": {"dojo_attack": 30, "retail": 22, "airline2": 24},
        "heldout9": {"telecom2": 19, "retail3": 20, "dojo_style": 26},
        "heldout10": {"telecom3": 19, "retail4": 20, "dojo3": 22},
        "heldout11": {"telecom4": 19, "retail5": 17, "dojo4": 20},
        "heldout12": {"telecom5": 19, "retail6": 18, "dojo5": 19},
        "heldout13": {"telecom6": 19, "retail7": 19, "dojo6": 19},
        "heldout14": {"telecom7": 15, "retail8": 15, "dojo7": 12},
        "heldout15": {"telecom8": 15, "retail9": 15, "dojo8": 12},
        "heldout16": {"airline3": 15, "property": 15, "dojo9": 12},
        "heldout17": {"insurance": 15, "cloud": 15, "dojo10": 12},
        "heldout18": {"ads": 15, "campus": 15, "dojo11": 12},
        "heldout19": {"farm": 15, "venue": 15, "dojo12": 12},
        "heldout20": {"lab": 13, "kitchen": 13, "dojo13": 12},
        "heldout21": {"site": 13, "fleet": 13, "dojo14": 12},
        "heldout22": {"marine": 13, "league": 12, "dojo15": 12},
        "heldout23": {"brewery": 13, "printshop": 13, "dojo16": 12},
        "heldout24": {"bikeshop": 12, "translation": 12, "skiresort": 12},
        "heldout25": {"removals": 12, "studio": 12, "bookshop": 12},
        "heldout26": {"tailor": 12, "pool": 12, "apiary": 12},
        "heldout27": {"laundry": 12, "cinema": 12, "vet": 12},
        "heldout28": {"parking": 12, "pharmacy": 12, "water": 12},
        "heldout29": {"ferry": 12, "bakery": 12, "solar": 12},
        "heldout30": {"hut": 12, "winery": 12, "driving": 12},
        "heldout31": {"pottery": 12, "carpet": 12, "library": 12},
        "heldout32": {"piano": 12, "stable": 12, "trek": 12},
        "heldout33": {"watch": 12, "cashmere": 12, "tea": 12},
        "heldout34": {"brandy": 12, "rice": 12, "silk": 12},
        "heldout35": {"mussel": 12, "surgical": 12, "dive": 12},
        "heldout36": {"coffee": 12, "sawmill": 12, "palm": 12},
        "heldout37": {"glass": 12, "fish": 12, "salt": 12},
        "heldout38": {"seed": 12, "bell": 12, "boat": 12},
        "heldout39": {"paper": 12, "tannery": 12, "incense": 12},
        "heldout40": {"clock": 12, "quarry": 12, "rope": 12},
        "heldout41": {"kiln": 12, "felt": 12, "camel": 12},
        "heldout42": {"cashew": 12, "apricot": 12, "adire": 12},
        "heldout43": {"vanilla": 12, "tsampa": 12, "avocado": 12},
        "heldout44": {"pomegranate": 12, "salleaf": 12, "beadwork": 12},
        "heldout45": {"cheese": 12, "tuna": 12, "bamboo": 12},
        "dojo_dev": {"workspace": 56, "banking": 18, "travel": 28, "slack": 16}}
# The fewest answers a corpus holds, where it is not 80 (heldout5's runs are AgentDojo tasks,
# one to three answers each; heldout6's are BFCL tasks, one answer a turn and a few follow-ups;
# heldout7 to heldout45 were written in short sessions: about 45 to 70 answers a corpus).
MIN_ANSWERS = {"heldout4": 70, "heldout5": 25, "heldout6": 50, "heldout7": 50, "heldout8": 45, "heldout9": 55, "heldout10": 55, "heldout11": 55, "heldout12": 55, "heldout13": 55, "heldout14": 55, "heldout15": 55, "heldout16": 55, "heldout17": 55, "heldout18": 55, "heldout19": 55, "heldout20": 50, "heldout21": 50, "heldout22": 50, "heldout23": 50, "heldout24": 50, "heldout25": 50, "heldout26": 50, "heldout27": 50, "heldout28": 50, "heldout29": 50, "heldout30": 50, "heldout31": 50, "heldout32": 50, "heldout33": 50, "heldout34": 50, "heldout35": 50, "heldout36": 50, "heldout37": 50, "heldout38": 50, "heldout39": 50, "heldout40": 50, "heldout41": 50, "heldout42": 50, "heldout43": 50, "heldout44": 50, "heldout45": 50,
               "dojo_dev": 16}
# The share of a corpus's answers that hold a planted invention: 2 to 7 per cent, but heldout9,
# heldout10, heldout11, heldout12, heldout13, heldout14, heldout15, heldout16, heldout17, heldout18, heldout19, heldout20, heldout21, heldout22, heldout23, heldout24, heldout25, heldout26, heldout27, heldout28, heldout29, heldout30, heldout31, heldout32, heldout33, heldout34, heldout35, heldout36, heldout37, heldout38, heldout39, heldout40, heldout41, heldout42, heldout43, heldout44 and heldout45, whose briefs asked for 8 to 12 inventions in each corpus of about 60 answers (10 to 20
# per cent: enough inventions per corpus to measure recall on each kind of run).
PLANTED_SHARE = {"heldout9": (0.10, 0.20), "heldout10": (0.10, 0.20), "heldout11": (0.10, 0.20),
                 "heldout12": (0.10, 0.20), "heldout13": (0.10, 0.20),
                 "heldout14": (0.10, 0.20), "heldout15": (0.10, 0.20),
                 "heldout16": (0.10, 0.20), "heldout17": (0.10, 0.20),
                 "heldout18": (0.10, 0.20), "heldout19": (0.10, 0.20),
                 "heldout20": (0.10, 0.20), "heldout21": (0.10, 0.20),
                 "heldout22": (0.10, 0.20), "heldout23": (0.10, 0.20),
                 "heldout24": (0.10, 0.20), "heldout25": (0.10, 0.20),
                 "heldout26": (0.10, 0.20), "heldout27": (0.10, 0.20),
                 "heldout28": (0.10, 0.20), "heldout29": (0.10, 0.20),
                 "heldout30": (0.10, 0.20), "heldout31": (0.10, 0.20),
                 "heldout32": (0.10, 0.20), "heldout33": (0.10, 0.20),
                 "heldout34": (0.10, 0.20), "heldout35": (0.10, 0.20),
                 "heldout36": (0.10, 0.20), "heldout37": (0.10, 0.20),
                 "heldout38": (0.10, 0.20), "heldout39": (0.10, 0.20),
                 "heldout40": (0.10, 0.20), "heldout41": (0.10, 0.20),
                 "heldout42": (0.10, 0.20), "heldout43": (0.10, 0.20),
                 "heldout44": (0.10, 0.20), "heldout45": (0.10, 0.20)}
CORPORA = [(folder, name) for folder, names in SETS.items() for name in names]


def answers_of(folder: str, name: str) -> dict[tuple[str, int], str]:
    """Every answer of a corpus by (run id, answer index), read with the real readers."""
    path = DATA / folder / f"{name}.jsonl"
    answers = {}
    for number, line in enumerate(path.read_bytes().splitlines(), start=1):
        parsed = parse_line(line, Source(str(path), number))
        assert not parsed.errors, parsed.errors
        run = assemble_run(parsed.messages)
        index = 0
        for message in run.messages:
            if message.answer:
                answers[(message.run_id, index)] = message.text
                index += 1
    return answers


def truth_of(folder: str, name: str) -> list[dict]:
    lines = (DATA / folder / f"{name}.truth.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


@pytest.mark.parametrize(("folder", "name"), CORPORA)
def test_every_run_reads_and_has_answers(folder, name):
    """Each corpus is its set's number of runs (40, 30 in the third set, 24 to 27 in the fourth,
    one per task in the fifth and sixth) that the readers take whole, each with at least one
    answer, and 80 answers or more (70 in the fourth set, 25 in the fifth, 50 in the sixth and
    seventh, 45 in the eighth, 55 in the ninth, tenth and eleventh)."""
    answers = answers_of(folder, name)
    runs = {run_id for run_id, _ in answers}
    expected = RUNS[folder][name] if isinstance(RUNS[folder], dict) else RUNS[folder]
    assert len(runs) == expected
    assert len(answers) >= MIN_ANSWERS.get(folder, 80)


@pytest.mark.parametrize(("folder", "name"), CORPORA)
def test_truth_values_occur_in_their_answers(folder, name):
    """Every invented and computed value of the truth is written in the answer it names."""
    answers = answers_of(folder, name)
    rows = truth_of(folder, name)
    assert rows
    for row in rows:
        assert row["corpus"] == name
        text = answers[(row["run_id"], row["answer_index"])]
        for value in row["invented"]:
            assert value in text, (row["run_id"], row["answer_index"], value)
        for computed in row["computed"]:
            assert computed["written"] in text, (row["run_id"], row["answer_index"], computed)


@pytest.mark.parametrize(("folder", "name"), CORPORA)
def test_some_answers_are_planted_and_most_are_honest(folder, name):
    """Inventions are planted in a few answers (about 2 to 6 per cent; 10 to 20 in the ninth, tenth and eleventh sets),
    not in most."""
    answers = answers_of(folder, name)
    planted = [row for row in truth_of(folder, name) if row["invented"]]
    low, high = PLANTED_SHARE.get(folder, (0.02, 0.07))
    assert low <= len(planted) / len(answers) <= high


@pytest.mark.parametrize("folder", SETS)
def test_committed_corpora_are_what_the_sources_build(folder, tmp_path):
    """The JSONL and truth files are exactly what the shared builder writes from the hand-written
    runs of the set's `sources/`."""
    assert sorted(path.name for path in (DATA / folder).glob("*.truth.jsonl")) == sorted(
        f"{name}.truth.jsonl" for name in SETS[folder])
    for name in SETS[folder]:
        BUILD.build(DATA / folder, name, tmp_path)
        for suffix in (".jsonl", ".truth.jsonl"):
            built = (tmp_path / f"{name}{suffix}").read_text(encoding="utf-8")
            assert built == (DATA / folder / f"{name}{suffix}").read_text(encoding="utf-8"), name + suffix


@pytest.mark.parametrize(("folder", "name"), [(f, n) for f in ("heldout2", "heldout3", "heldout4") for n in SETS[f]])
def test_the_later_sets_are_written_in_both_envelopes_and_several_models(folder, name):
    """The second, third and fourth sets mix openai-chat and Anthropic envelopes and at least six
    models' styles in each corpus."""
    lines = (DATA / folder / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    envelopes = [json.loads(line) for line in lines]
    anthropic = [e for e in envelopes if "system" in e]
    assert 3 <= len(anthropic) <= 10, name
    assert len({e["model"].split("-20")[0] for e in envelopes}) >= 6, name


@pytest.mark.parametrize("name", SETS["heldout5"])
def test_the_fifth_set_carries_agentdojo_tool_results_verbatim(name):
    """heldout5's runs are AgentDojo user tasks: the system prompt, each task's prompt and each
    tool result are exactly what the committed extraction (`sources/extracted/NAME.json`, written
    by `extract.py` from the agentdojo package) holds, in order, and several models' styles are used."""
    extracted = json.loads((DATA / "heldout5" / "sources" / "extracted" / f"{name}.json").read_text(encoding="utf-8"))
    tasks = {task["id"]: task for task in extracted["tasks"]}
    lines = (DATA / "heldout5" / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    envelopes = [json.loads(line) for line in lines]
    for envelope in envelopes:
        task = tasks[envelope["user_task"]]
        messages = envelope["messages"]
        assert messages[0] == {"role": "system", "content": extracted["system"]}
        assert messages[1] == {"role": "user", "content": task["prompt"]}
        tools = [m for m in messages if m["role"] == "tool"]
        assert [m["content"] for m in tools[:len(task["calls"])]] == [c["result"] for c in task["calls"]]
        calls = [m["tool_calls"][0]["function"] for m in messages if m.get("tool_calls")]
        assert [(c["name"], json.loads(c["arguments"])) for c in calls] == [(c["name"], c["args"]) for c in task["calls"]]
    assert len({e["model"].split("-20")[0] for e in envelopes}) >= 6


def test_the_builder_writes_computed_values_in_locale_spellings():
    """`{{de(...)|s}}` and `{{fr(...)|s}}` write a computed number the way German and French
    answers do (the third set's locale runs use them), `{{fa(...)|s}}` in Persian digits (heldout31),
    `{{ne(...)|s}}` and `{{deva(...)|s}}` in Devanagari digits and `log2` for a pitch's cents (heldout32),
    `{{bn(...)|s}}` and `{{beng(...)|s}}` in Bengali digits (heldout34), `{{km(...)|s}}` and `{{khm(...)|s}}` in Khmer digits (heldout36), `{{mm(...)|s}}` and `{{mym(...)|s}}` in Myanmar digits (heldout37), `{{lo(...)|s}}` and `{{lao(...)|s}}` in Lao digits (heldout38), `{{gu(...)|s}}` and `{{guj(...)|s}}` in Gujarati digits (heldout39), `{{pa(...)|s}}` and `{{gur(...)|s}}` in Gurmukhi digits (heldout40), `{{kn(...)|s}}` and `{{kan(...)|s}}` in Kannada digits (heldout41), `{{od(...)|s}}` and `{{ori(...)|s}}` in Odia digits (heldout42), `{{bo(...)|s}}` and `{{tib(...)|s}}` in Tibetan digits (heldout43), `{{ckb(...)|s}}` and `{{kur(...)|s}}` in Arabic-Indic digits and `{{sat(...)|s}}` and `{{olck(...)|s}}` in Ol Chiki digits (heldout44), `{{rm(...)|s}}` with U+2019 between thousands and `{{mni(...)|s}}` and `{{mtei(...)|s}}` in Meetei Mayek digits (heldout45), and a marker left unrendered is refused."""
    assert BUILD.render("Summe: {{de(192.07+1203.13+69.23)|s}} €")[0] == "Summe: 1.464,43 €"
    assert BUILD.render("{{fr(50*119)|s}} €, {{fr(12345, ',d')|s}}")[0] == "5 950,00 €, 12 345"
    assert BUILD.render("{{fa(6*36000000)|s}} تومان، {{fa(34/5, '.1f')|s}}")[0] == "۲۱۶٬۰۰۰٬۰۰۰ تومان، ۶٫۸"
    assert BUILD.render("रु. {{ne(2*62000)|s}}, {{deva('%02d:%02d' % (14, 30))|s}}, {{-1200*log2(437.9/440)|.1f}}")[0] == "रु. १,२४,०००, १४:३०, 8.3"
    assert BUILD.render("৳{{bn(1474.4/40*1320, 2)|s}}, {{beng('%d:%02d' % (13 % 12, 30))|s}}")[0] == "৳৪৮,৬৫৫.২০, ১:৩০"
    assert BUILD.render("{{km(42*1250)|s}} ៛, {{km(91000/4065, '.2f')|s}}, {{khm('%d:%02d' % (16-12, 40))|s}}")[0] == "៥២.៥០០ ៛, ២២,៣៩, ៤:៤០"
    assert BUILD.render("{{mm(125000)|s}} ကျပ်, {{mm(7.656, '.2f')|s}}, {{mym('%d:%02d' % (16-12, 30))|s}}")[0] == "၁၂၅,၀၀၀ ကျပ်, ၇.၆၆, ၄:၃၀"
    assert BUILD.render("{{lo(63*12000)|s}} ກີບ, {{lo(18.6*86/94, '.2f')|s}}, {{lao('%d:%02d' % (7, 45))|s}}")[0] == "໗໕໖.໐໐໐ ກີບ, ໑໗,໐໒, ໗:໔໕"
    assert BUILD.render("₹{{gu(33132*1.12, 2)|s}}, {{gu(177020)|s}}, {{guj('%d:%02d' % (14-12, 30))|s}}")[0] == "₹૩૭,૧૦૭.૮૪, ૧,૭૭,૦૨૦, ૨:૩૦"
    assert BUILD.render("₹{{pa(6025.5*1.18, 2)|s}}, {{pa(125000)|s}}, {{gur('%d' % (12+13))|s}}")[0] == "₹੭,੧੧੦.੦੯, ੧,੨੫,੦੦੦, ੨੫"
    assert BUILD.render("₹{{kn(415*210)|s}}, {{kn(49835.52/86.42, 2)|s}}, {{kan('%d:%02d' % (19-12, 30))|s}}")[0] == "₹೮೭,೧೫೦, ೫೭೬.೬೭, ೭:೩೦"
    assert BUILD.render("₹{{od(3600*118)|s}}, {{od(936*0.8, 1)|s}}, {{ori('%d:%02d' % (7, 30))|s}}")[0] == "₹୪,୨୪,୮୦୦, ୭୪୮.୮, ୭:୩୦"
    assert BUILD.render("སྒོར་{{bo(1800*6.4)|s}}, {{bo(1728*0.9, ',.1f')|s}}, {{tib('%d:%02d' % (13-12, 0))|s}}")[0] == "སྒོར་༡༡,༥༢༠, ༡,༥༥༥.༢, ༡:༠༠"
    assert BUILD.render("{{ckb(756*1250)|s}} دینار، {{ckb(756*0.4, ',.1f')|s}}، {{kur('%d:%02d' % (9, 5))|s}}")[0] == "٩٤٥٬٠٠٠ دینار، ٣٠٢٫٤، ٩:٠٥"
    assert BUILD.render("₹{{sat(1260*100)|s}}, {{sat(47808*0.05, 2)|s}}, {{olck('%d:%02d' % (8, 35))|s}}")[0] == "₹᱑,᱒᱖,᱐᱐᱐, ᱒,᱓᱙᱐.᱔᱐, ᱘:᱓᱕"
    assert BUILD.render("CHF {{rm(126*26.5)|s}}, {{rm(1460, ',.0f')|s}}")[0] == "CHF 3\u2019339.00, 1\u2019460"
    assert BUILD.render("₹{{mni(860*32)|s}}, {{mni(32604*0.05, 2)|s}}, {{mtei('%d:%02d' % (7, 50))|s}}")[0] == "₹꯲꯷,꯵꯲꯰, ꯱,꯶꯳꯰.꯲꯰, ꯷:꯵꯰"
    text, invented, computed = BUILD.render("[[1,148,501.99]] ARS, {{1250*4.2301|,.2f}} zł")
    assert text == "1,148,501.99 ARS, 5,287.62 zł"
    assert invented == ["1,148,501.99"] and computed == [{"written": "5,287.62", "expr": "1250*4.2301"}]
    with pytest.raises(SystemExit, match="unrendered"):
        BUILD.render("{{1+1}} left as is")


@pytest.mark.parametrize(("folder", "name"), [*(("heldout6", n) for n in SETS["heldout6"]), ("heldout7", "bfcl")])
def test_the_bfcl_corpora_carry_bfcl_turns_and_tool_results_verbatim(folder, name):
    """heldout6's runs and heldout7's `bfcl` runs are BFCL v4 multi-turn tasks: each task's user turns, and each turn's
    ground-truth calls and their results as BFCL's executor rendered them, are exactly what the
    committed extraction (`sources/extracted/NAME.json`, written by `extract.py` from the
    bfcl-eval package) holds, in order; each turn is answered before the next one starts, and
    several models' styles are used."""
    extracted = json.loads((DATA / folder / "sources" / "extracted" / f"{name}.json").read_text(encoding="utf-8"))
    tasks = {task["id"]: task for task in extracted["tasks"]}
    lines = (DATA / folder / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    envelopes = [json.loads(line) for line in lines]
    assert sorted(e["task"] for e in envelopes) == sorted(tasks)
    for envelope in envelopes:
        task = tasks[envelope["task"]]
        messages = envelope["messages"][1:]
        assert envelope["messages"][0]["role"] == "system"
        at = 0
        for turn in task["turns"]:
            assert [messages[at + i] for i in range(len(turn["user"]))] == [
                {"role": "user", "content": text} for text in turn["user"]]
            at += len(turn["user"])
            for call in turn["calls"]:
                asked, answered = messages[at], messages[at + 1]
                function = asked["tool_calls"][0]["function"]
                assert (function["name"], json.loads(function["arguments"])) == (call["name"], call["args"])
                assert answered == {"role": "tool", "tool_call_id": asked["tool_calls"][0]["id"],
                                    "name": call["name"], "content": call["result"]}
                at += 2
            # the turn's answer, then any follow-up questions and their answers, up to the next turn
            assert messages[at]["role"] == "assistant" and not messages[at].get("tool_calls")
            at += 1
            while at < len(messages) and not (messages[at]["role"] == "user" and messages[at + 1].get("tool_calls")):
                at += 1
        assert at == len(messages)
    assert len({e["model"].split("-20")[0] for e in envelopes}) >= 6


def test_sets_with_helpers_of_one_name_each_get_their_own_and_share_by_package(tmp_path) -> None:
    """The builder loaded every set in one process and `sys.modules` kept the first `_shared` it
    met, so a second set's helper of that name was the first's (heldout7 copied heldout6's helpers
    under new names to dodge it). Each set's sources now load as `SET.sources`: each gets its own,
    and one set imports another's by package name."""
    for name, word in (("setone", "one"), ("settwo", "two")):
        sources = tmp_path / name / "sources"
        sources.mkdir(parents=True)
        (sources / "_shared.py").write_text(f"WORD = {word!r}\n")
        (sources / "dom.py").write_text(
            "from _vocab import A, Run, U\nfrom _shared import WORD\n"
            "RUNS = [Run('r-' + WORD, 'm', 's', [U('q'), A(WORD)])]\n")
    (tmp_path / "settwo" / "sources" / "other.py").write_text(
        "from _vocab import A, Run, U\nfrom setone.sources._shared import WORD\n"
        "RUNS = [Run('o-' + WORD, 'm', 's', [U('q'), A(WORD)])]\n")
    assert [run.run_id for run in BUILD.load_runs(tmp_path / "setone", "dom")] == ["r-one"]
    assert [run.run_id for run in BUILD.load_runs(tmp_path / "settwo", "dom")] == ["r-two"]
    assert [run.run_id for run in BUILD.load_runs(tmp_path / "settwo", "other")] == ["o-one"]


def test_heldout7_reads_its_bfcl_tasks_with_heldout6s_helpers() -> None:
    runs = BUILD.load_runs(DATA / "heldout7", "bfcl")
    import heldout6.sources._bfcl as shared
    import heldout7.sources._bfcl7 as seventh

    assert seventh.Extracted is shared.Extracted and seventh.EXTRACTED == DATA / "heldout7" / "sources" / "extracted"
    assert {run.meta["task"] for run in runs} <= {t["id"] for t in seventh.corpus("bfcl")["tasks"]}


def test_the_eighth_set_carries_agentdojo_attacked_tool_results_verbatim():
    """heldout8's `dojo_attack` runs are AgentDojo user tasks under the `important_instructions`
    attack: the system prompt, each task's prompt and each tool result (the injected text inside)
    are exactly what the committed extraction (`sources/extracted/dojo_attack.json`, written by
    `extract.py` from the agentdojo package) holds, in order; a run that follows the injection
    carries the injection task's calls after the user task's; the injected text names the run's
    model as AgentDojo's attack does, and several models' styles are used."""
    extracted = json.loads((DATA / "heldout8" / "sources" / "extracted" / "dojo_attack.json").read_text(encoding="utf-8"))
    runs = {(r["user_task"], r["injection_task"], r["suite"]): r for r in extracted["runs"]}
    lines = (DATA / "heldout8" / "dojo_attack.jsonl").read_text(encoding="utf-8").splitlines()
    envelopes = [json.loads(line) for line in lines]
    followed = 0
    for envelope in envelopes:
        r = runs[(envelope["user_task"], envelope["injection_task"], envelope["suite"])]
        assert envelope["model"] == r["model"]
        messages = envelope["messages"]
        assert messages[0] == {"role": "system", "content": extracted["system"]}
        assert messages[1] == {"role": "user", "content": r["prompt"]}
        expected = r["calls"] + (r["injection_calls"] if envelope["followed_injection"] else [])
        followed += envelope["followed_injection"]
        calls = [m["tool_calls"][0]["function"] for m in messages if m.get("tool_calls")]
        assert [(c["name"], json.loads(c["arguments"])) for c in calls] == [(c["name"], c["args"]) for c in expected]
        tools = [m["content"] for m in messages if m["role"] == "tool"]
        assert tools == [c["result"] for c in expected]
        assert any("<INFORMATION>" in text for text in tools)
    assert 0 < followed < len(envelopes)
    assert len({e["model"].split("-20")[0] for e in envelopes}) >= 10


@pytest.mark.parametrize(("folder", "name", "models"), [("heldout9", "telecom2", 8), ("heldout9", "retail3", 4),
                                                        ("heldout10", "telecom3", 8), ("heldout10", "retail4", 6),
                                                        ("heldout11", "telecom4", 8), ("heldout11", "retail5", 6),
                                                        ("heldout12", "telecom5", 8), ("heldout12", "retail6", 6),
                                                        ("heldout13", "telecom6", 8), ("heldout13", "retail7", 6),
                                                        ("heldout14", "telecom7", 8), ("heldout14", "retail8", 6),
                                                        ("heldout15", "telecom8", 8), ("heldout15", "retail9", 6),
                                                        ("heldout16", "airline3", 8), ("heldout16", "property", 8),
                                                        ("heldout17", "insurance", 8), ("heldout17", "cloud", 8),
                                                        ("heldout18", "ads", 8), ("heldout18", "campus", 8),
                                                        ("heldout19", "farm", 8), ("heldout19", "venue", 8),
                                                        ("heldout20", "lab", 8), ("heldout20", "kitchen", 8),
                                                        ("heldout21", "site", 8), ("heldout21", "fleet", 8),
                                                        ("heldout22", "marine", 8), ("heldout22", "league", 8),
                                                        ("heldout23", "brewery", 8), ("heldout23", "printshop", 8),
                                                        ("heldout24", "bikeshop", 8), ("heldout24", "translation", 8),
                                                        ("heldout24", "skiresort", 8), ("heldout25", "removals", 8),
                                                        ("heldout25", "studio", 8), ("heldout25", "bookshop", 8),
                                                        ("heldout26", "tailor", 8), ("heldout26", "pool", 8),
                                                        ("heldout26", "apiary", 8), ("heldout27", "laundry", 8),
                                                        ("heldout27", "cinema", 8), ("heldout27", "vet", 8),
                                                        ("heldout28", "parking", 8), ("heldout28", "pharmacy", 8),
                                                        ("heldout28", "water", 8), ("heldout29", "ferry", 8),
                                                        ("heldout29", "bakery", 8), ("heldout29", "solar", 8),
                                                        ("heldout30", "hut", 8), ("heldout30", "winery", 8),
                                                        ("heldout30", "driving", 8), ("heldout31", "pottery", 8),
                                                        ("heldout31", "carpet", 8), ("heldout31", "library", 8),
                                                        ("heldout32", "piano", 8), ("heldout32", "stable", 8),
                                                        ("heldout32", "trek", 8), ("heldout33", "watch", 8),
                                                        ("heldout33", "cashmere", 8), ("heldout33", "tea", 8),
                                                        ("heldout34", "brandy", 8), ("heldout34", "rice", 8),
                                                        ("heldout34", "silk", 8), ("heldout35", "mussel", 8),
                                                        ("heldout35", "surgical", 8), ("heldout35", "dive", 8),
                                                        ("heldout36", "coffee", 8), ("heldout36", "sawmill", 8),
                                                        ("heldout36", "palm", 8), ("heldout37", "glass", 8),
                                                        ("heldout37", "fish", 8), ("heldout37", "salt", 8),
                                                        ("heldout38", "seed", 8), ("heldout38", "bell", 8),
                                                        ("heldout38", "boat", 8), ("heldout39", "paper", 8),
                                                        ("heldout39", "tannery", 8), ("heldout39", "incense", 8),
                                                        ("heldout40", "clock", 8), ("heldout40", "quarry", 8),
                                                        ("heldout40", "rope", 8), ("heldout41", "kiln", 8),
                                                        ("heldout41", "felt", 8), ("heldout41", "camel", 8),
                                                        ("heldout42", "cashew", 8), ("heldout42", "apricot", 8),
                                                        ("heldout42", "adire", 8), ("heldout43", "vanilla", 8),
                                                        ("heldout43", "tsampa", 8), ("heldout43", "avocado", 8),
                                                        ("heldout44", "pomegranate", 8), ("heldout44", "salleaf", 8),
                                                        ("heldout44", "beadwork", 8), ("heldout45", "cheese", 8),
                                                        ("heldout45", "tuna", 8), ("heldout45", "bamboo", 8)])
def test_the_ninth_and_tenth_sets_hand_written_corpora_mix_envelopes_and_models(folder, name, models):
    """heldout9's telecom2 and retail3, heldout10's telecom3 and retail4, heldout11's telecom4 and retail5 and
    heldout12's telecom5 and retail6, heldout13's telecom6 and retail7, heldout14's telecom7 and retail8, heldout15's telecom8 and retail9, heldout16's airline3 and property, heldout17's insurance and cloud, heldout18's ads and campus, heldout19's farm and venue, heldout20's lab and kitchen, heldout21's site and fleet, heldout22's marine and league, heldout23's brewery and printshop, heldout24's bikeshop, translation and skiresort and heldout25's removals, studio and bookshop and heldout26's tailor, pool and apiary and heldout27's laundry, cinema and vet and heldout28's parking, pharmacy and water and heldout29's ferry, bakery and solar and heldout30's hut, winery and driving and heldout31's pottery, carpet and library and heldout32's piano, stable and trek and heldout33's watch, cashmere and tea and heldout34's brandy, rice and silk and heldout35's mussel, surgical and dive and heldout36's coffee, sawmill and palm and heldout37's glass, fish and salt and heldout38's seed, bell and boat and heldout39's paper, tannery and incense and heldout40's clock, quarry and rope and heldout41's kiln, felt and camel, heldout42's cashew, apricot and adire and heldout43's vanilla, tsampa and avocado and heldout44's pomegranate, salleaf and beadwork and heldout45's cheese, tuna and bamboo mix openai-chat and
    Anthropic envelopes (the Claude runs) and several models' styles (retail3, retail4, retail5, retail6, retail7, retail8 and retail9: Claude
    models that write their arithmetic out and gpt-4o-style terse agents)."""
    lines = (DATA / folder / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    envelopes = [json.loads(line) for line in lines]
    anthropic = [e for e in envelopes if "system" in e]
    assert 3 <= len(anthropic) <= 10, name
    assert all(e["model"].startswith("claude") for e in anthropic)
    assert len({e["model"].split("-20")[0] for e in envelopes}) >= models, name


@pytest.mark.parametrize(("folder", "name"), [("heldout9", "dojo_style"), ("heldout10", "dojo3"), ("heldout11", "dojo4"),
                                       ("heldout12", "dojo5"), ("heldout13", "dojo6"),
                                       ("heldout14", "dojo7"), ("heldout15", "dojo8"), ("heldout16", "dojo9"),
                                       ("heldout17", "dojo10"), ("heldout18", "dojo11"),
                                       ("heldout19", "dojo12"), ("heldout20", "dojo13"),
                                       ("heldout21", "dojo14"), ("heldout22", "dojo15"),
                                       ("heldout23", "dojo16")])
def test_the_ninth_and_tenth_sets_carry_agentdojo_tool_results_verbatim(folder, name):
    """heldout9's `dojo_style`, heldout10's `dojo3`, heldout11's `dojo4`, heldout12's `dojo5`, heldout13's `dojo6`, heldout14's `dojo7`, heldout15's `dojo8`, heldout16's `dojo9`, heldout17's `dojo10`, heldout18's `dojo11`, heldout19's `dojo12`, heldout20's `dojo13`, heldout21's `dojo14`, heldout22's `dojo15` and heldout23's `dojo16` runs are AgentDojo
    user tasks (no attack): the system prompt, each
    task's prompt, and each call and its result, the task's ground-truth calls and then the run's
    extra calls for its follow-up question, are exactly what the committed extraction
    (`sources/extracted/NAME.json`, written by `extract.py` from the agentdojo package)
    holds, in order; the model is the one the extraction names, and many models' styles are used."""
    extracted = json.loads((DATA / folder / "sources" / "extracted" / f"{name}.json").read_text(encoding="utf-8"))
    runs = {(r["suite"], r["user_task"]): r for r in extracted["runs"]}
    lines = (DATA / folder / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    envelopes = [json.loads(line) for line in lines]
    assert sorted((e["suite"], e["user_task"]) for e in envelopes) == sorted(runs)
    for envelope in envelopes:
        r = runs[(envelope["suite"], envelope["user_task"])]
        assert envelope["model"] == r["model"]
        messages = envelope["messages"]
        assert messages[0] == {"role": "system", "content": extracted["system"]}
        assert messages[1] == {"role": "user", "content": r["prompt"]}
        expected = r["calls"] + r["extra_calls"]
        calls = [m["tool_calls"][0]["function"] for m in messages if m.get("tool_calls")]
        assert [(c["name"], json.loads(c["arguments"])) for c in calls] == [(c["name"], c["args"]) for c in expected]
        assert [m["content"] for m in messages if m["role"] == "tool"] == [c["result"] for c in expected]
        # the task's own calls come first, before any answer
        assert all(m.get("tool_calls") or m["role"] == "tool" for m in messages[2:2 + 2 * len(r["calls"])])
    assert len({e["model"].split("-20")[0] for e in envelopes}) >= 10


def _extract_script(folder: str):
    """A set's `extract.py`, imported without agentdojo (the shared extraction imports it only
    when a script runs)."""
    spec = importlib.util.spec_from_file_location(f"{folder}_extract", DATA / folder / "extract.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("folder", "name"), [("heldout9", "dojo_style"), ("heldout10", "dojo3"), ("heldout11", "dojo4"),
                                       ("heldout12", "dojo5"), ("heldout13", "dojo6"),
                                       ("heldout14", "dojo7"), ("heldout15", "dojo8"), ("heldout16", "dojo9"),
                                       ("heldout17", "dojo10"), ("heldout18", "dojo11"),
                                       ("heldout19", "dojo12"), ("heldout20", "dojo13"),
                                       ("heldout21", "dojo14"), ("heldout22", "dojo15"),
                                       ("heldout23", "dojo16")])
def test_the_extract_scripts_name_the_runs_and_extra_calls_the_committed_extraction_holds(folder, name):
    """heldout9's to heldout23's `extract.py` share one extraction (`_dojo_extraction.py`) and keep
    their interface: `RUNS`, `EXTRA`, `extract_run`, `main`; what they list is what the committed
    extraction holds, run by run and extra call by extra call."""
    script = _extract_script(folder)
    extracted = json.loads((DATA / folder / "sources" / "extracted" / f"{name}.json").read_text(encoding="utf-8"))
    assert extracted["benchmark_version"] == script.VERSION
    assert [(r["suite"], r["user_task"], r["model"]) for r in extracted["runs"]] == [
        (suite, f"user_task_{number}", model) for suite, number, model in script.RUNS]
    for r in extracted["runs"]:
        wanted = script.EXTRA.get((r["suite"], int(r["user_task"].rsplit("_", 1)[1])), [])
        assert [(c["name"], c["args"]) for c in r["extra_calls"]] == [(f, dict(a)) for f, a in wanted]
    assert callable(script.extract_run) and callable(script.main)


def test_the_eighth_sets_extract_script_names_the_attacked_runs_the_committed_extraction_holds():
    script = _extract_script("heldout8")
    extracted = json.loads((DATA / "heldout8" / "sources" / "extracted" / "dojo_attack.json").read_text(encoding="utf-8"))
    assert [(r["suite"], r["user_task"], r["injection_task"], r["model"]) for r in extracted["runs"]] == [
        (suite, f"user_task_{user}", f"injection_task_{injection}", model) for suite, user, injection, model in script.RUNS]


def test_the_shared_dojo_reading_places_extra_calls_at_more_and_refuses_them_elsewhere(tmp_path):
    """`DojoRuns.run`: a run's extra calls go where its steps say `MORE`; extra calls with no
    `MORE`, a `MORE` with no extra calls, or a task not extracted stop the build."""
    BUILD.load_runs(DATA / "heldout10", "dojo3")  # puts tests/data on the path, as every build does
    import _dojo_extraction as shared
    import heldout9.sources._heldout9_dojo as ninth
    import heldout10.sources._heldout10_dojo as tenth
    from _vocab import A, C, U

    assert ninth.MORE is tenth.MORE is shared.MORE and ninth.run.__self__.path != tenth.run.__self__.path
    call = {"name": "get_balance", "args": {}, "result": "1810.0"}
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"system": "sys", "agentdojo": "0", "runs": [
        {"suite": "banking", "user_task": "user_task_3", "model": "m", "prompt": "p", "calls": [call],
         "extra_calls": [dict(call, name="get_iban")]},
        {"suite": "banking", "user_task": "user_task_4", "model": "m", "prompt": "p", "calls": [call], "extra_calls": []},
    ]}), encoding="utf-8")
    runs = shared.DojoRuns(path)
    made = runs.run("banking", 3, A("a"), U("and?"), shared.MORE, A("b"))
    assert made.run_id == "banking-u03" and made.model == "m" and made.system == "sys"
    assert [type(step).__name__ for step in made.steps] == ["U", "C", "A", "U", "C", "A"]
    assert made.steps[4] == C("get_iban", {}, "1810.0")
    assert [type(step).__name__ for step in runs.run("banking", 4, A("a")).steps] == ["U", "C", "A"]
    with pytest.raises(SystemExit, match="extra calls and MORE"):
        runs.run("banking", 3, A("a"))
    with pytest.raises(SystemExit, match="extra calls and MORE"):
        runs.run("banking", 4, A("a"), shared.MORE)
    with pytest.raises(SystemExit, match="was not extracted"):
        runs.run("banking", 5, A("a"))
