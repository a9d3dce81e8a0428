"""Round 40 (long40): the run-long pools keep the latest values, not the first.

- `repeat`'s pools (`ArithmeticBasis._remembered`, `_equations`, `_steps`) held the first
  `MAX_REMEMBERED` values a run computed: past them a long run remembered nothing new, so a reply
  restating the unit price of the answer before last was flagged. Now the oldest value leaves
  (`_make_room`), and a far value is asked more (`_repeat_in_reach`, pool39).
- `_repeated_finer` (a value restated to more places) reached any distance: it now asks what an
  exact repeat asks (from the last `REPEAT_RECENT` answers, else beside one of its operands).
- `products.CarriedRateKeys` held the first `MAX_KEYED` numbers under rate keys: a long run's later
  rates were no rates; it keeps the latest, each number's currencies once.

Made-up order-desk runs, judged answer by answer by the incremental auditor as the pipeline judges
them; the long runs are built here (counts, no timing).
"""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence import resolve_gate
from evidence_audit.evidence.auditor import RunAuditor
from evidence_audit.evidence.computed.basis import MAX_REMEMBERED, REPEAT_RECENT
from evidence_audit.evidence.computed.products import MAX_KEYED, CarriedRateKeys
from evidence_audit.evidence.gate import Verdict
from evidence_audit.evidence.served import Served

GATE = resolve_gate({})


def _amount(i: int) -> Decimal:
    return Decimal(123457 + 977 * i) / 100


def _quantity(i: int) -> int:
    return 7 + i % 5


def _worked(i: int) -> str:
    """Answer `i`'s work: three unit prices from the order's three lines (`1,234.57 / 7 = 176.37`)."""
    parts = []
    for k in range(3):
        amount, q = _amount(3 * i + k), _quantity(3 * i + k)
        parts.append(f"line {k + 1}: {amount:,} / {q} = {amount / q:.2f} a unit")
    return "; ".join(parts) + "."


def _result(i: int) -> str:
    lines = ", ".join('{"amount": %s, "quantity": %d}' % (_amount(3 * i + k), _quantity(3 * i + k)) for k in range(3))
    return '{"order_id": "ORD-%d", "lines": [%s]}' % (24000 + i, lines)


class _Run:
    """An order-desk run: each answer works out the unit prices of its order's three lines."""

    def __init__(self) -> None:
        self.auditor = RunAuditor(GATE)
        self.auditor.add("system", "You are the order desk's assistant. Quote the order system's figures.")
        self.answers = 0

    def ask(self, answer: str) -> Verdict:
        i = self.answers
        self.auditor.add("user", f"Can you check order ORD-{24000 + i}?")
        self.auditor.add("tool", _result(i))
        verdict = self.auditor.judge(answer)
        self.auditor.add("assistant", answer)
        self.answers += 1
        return verdict

    def work(self, n: int) -> None:
        for _ in range(n):
            self.ask(f"Order ORD-{24000 + self.answers}: {_worked(self.answers)}")

    def head(self) -> str:
        return f"Order ORD-{24000 + self.answers}."


def _unit(i: int, k: int = 0, places: int = 2) -> str:
    """The unit price of answer `i`'s line `k`, to `places`."""
    return f"{_amount(3 * i + k) / _quantity(3 * i + k):.{places}f}"


def _same(shown: str, value: str) -> bool:
    try:
        return Decimal(shown.replace(",", "")) == Decimal(value)
    except ArithmeticError:
        return False


def _computed(verdict: Verdict, value: str) -> str | None:
    return next((c.derivation for c in verdict.computed or () if _same(c.value, value)), None)


def _flagged(verdict: Verdict, value: str) -> bool:
    return any(_same(c.value, value) for c in verdict.unsupported)


# --- the repeat pools keep the latest values ---------------------------------------------------------

LONG = MAX_REMEMBERED // 3 + 12  # answers of three computed values each: past the pool's size


def test_a_recent_value_is_repeated_after_the_pool_filled() -> None:
    run = _Run()
    run.work(LONG)
    before_last = run.answers - 2
    value = _unit(before_last, 1)
    verdict = run.ask(f"{run.head()} The {value} a unit from before still stands.")
    assert _computed(verdict, value) == "repeat", verdict.unsupported  # main: flagged (the pool held the first 256)


def test_a_recent_value_restated_finer_is_repeated_after_the_pool_filled() -> None:
    run = _Run()
    run.work(LONG)
    value = _unit(run.answers - 2, 0, 3)
    verdict = run.ask(f"{run.head()} The {value} a unit from before still stands.")
    assert _computed(verdict, value) == "repeat", verdict.unsupported


def test_an_invented_price_late_in_a_long_run_stays_flagged() -> None:
    # no earlier answer computed 88.88 (the unit prices run from 112 up here); one digit off the value
    # of the answer before last stays flagged too
    run = _Run()
    run.work(LONG)
    verdict = run.ask(f"{run.head()} The 88.88 a unit from before still stands.")
    assert _flagged(verdict, "88.88")
    honest = _unit(run.answers - 2, 2)
    slipped = honest[:-1] + ("1" if honest[-1] != "1" else "2")
    verdict = run.ask(f"{run.head()} The {slipped} a unit from before still stands.")
    assert _flagged(verdict, slipped), verdict.computed


def test_the_first_values_leave_the_pool() -> None:
    # the value of the run's first answer, restated bare beside its amount (an operand written, so in
    # reach from any distance while kept): kept in a short run, gone once the pool turned over
    short = _Run()
    short.work(12)
    amount, value = f"{_amount(0):,}", _unit(0)
    verdict = short.ask(f"{short.head()} The {value} a unit of {amount} still stands.")
    assert _computed(verdict, value) == "repeat", verdict.unsupported
    long = _Run()
    long.work(LONG + MAX_REMEMBERED // 3)
    verdict = long.ask(f"{long.head()} The {value} a unit of {amount} still stands.")
    assert _computed(verdict, value) != "repeat"


# --- a value restated finer: within reach as an exact repeat --------------------------------------------


def test_a_far_value_restated_finer_is_in_reach_as_its_exact_repeat() -> None:
    # 40 answers of unit prices (three digits, two places: past one in REPEAT_ODDS of the band's
    # width), then answer 40's, then 10 answers that compute nothing: answer 40's value restated
    # bare is no repeat, neither as written nor to three places (main: the finer one was, from any
    # distance, among the latest MAX_FINER values); beside its amount (an operand), both are
    run = _Run()
    run.work(41)
    for _ in range(REPEAT_RECENT + 6):
        run.ask(f"{run.head()} Nothing has changed.")
    exact, finer, amount = _unit(40), _unit(40, 0, 3), f"{_amount(120):,}"
    for value in (exact, finer):
        verdict = run.ask(f"{run.head()} The {value} a unit from before still stands.")
        assert _computed(verdict, value) != "repeat", value
    for value in (exact, finer):
        verdict = run.ask(f"{run.head()} The {value} a unit of {amount} from before still stands.")
        assert _computed(verdict, value) == "repeat", (value, verdict.unsupported)


def test_a_recent_value_restated_finer_with_a_wrong_digit_stays_flagged() -> None:
    run = _Run()
    run.work(3)
    value = _unit(1, 1, 3)
    assert _computed(run.ask(f"{run.head()} The {value} a unit from before still stands."), value) == "repeat"
    wrong = value[:-2] + ("0" if value[-2] != "0" else "5") + value[-1]  # the second place changed
    verdict = run.ask(f"{run.head()} The {wrong} a unit from before still stands.")
    assert _flagged(verdict, wrong), verdict.computed


# --- the rate keys keep the latest numbers ----------------------------------------------------------


def _rate_result(rate: float, key: str = "eur_usd") -> Served:
    return Served(parsed={"quote": {key: rate, "day": 12}}, has_parsed=True)


def test_the_latest_rate_keys_are_kept() -> None:
    keys = CarriedRateKeys()
    for i in range(MAX_KEYED + 40):
        keys.add_result(_rate_result(1 + (i + 1) / 10000))
        keys.currencies("1")  # read as a run reads them, a result at a time
    latest = 1 + (MAX_KEYED + 40) / 10000
    assert keys.currencies(repr(latest)) == [frozenset({"EUR", "USD"})]  # main: [] (the first 256 kept)
    assert keys.currencies(repr(1 + 1 / 10000)) == []  # the first left
    assert keys.currencies("12") == []  # `day` names no rate


def test_a_rate_every_result_repeats_is_kept_once() -> None:
    keys = CarriedRateKeys()
    for i in range(300):
        keys.add_result(_rate_result(1.0842, "eur_usd" if i % 2 else "usd_per_eur"))
        keys.currencies("1")
    assert keys.currencies("1.0842") == [frozenset({"EUR", "USD"})]  # main: 300 copies
    keys.add_result(_rate_result(1.0842, "gbp_usd"))
    assert sorted(map(sorted, keys.currencies("1.0842"))) == [["EUR", "USD"], ["GBP", "USD"]]


# --- the carried-record rules keep what is still in their window ------------------------------------

from evidence_audit.evidence.carried_differences import MAX_DIFFERENCES, CarriedDifferences  # noqa: E402
from evidence_audit.evidence.carried_ratios import MAX_QUOTIENTS, CarriedRatios  # noqa: E402


def _record(i: int) -> dict[str, object]:
    """Order `i`'s one record: eight numbers (28 differences, 56 quotients), no two alike."""
    base = 1000 + 13 * i
    return {"order": f"ORD-{24000 + i}", **{f"k{k}": base * m + 10 * k * (i % 89) for k, m in enumerate((3, 7, 11, 17, 29, 41, 59, 83))}}


TURNS = MAX_DIFFERENCES // 28 + 20  # past every pool's cap (MAX_QUOTIENTS // 56 too)


def test_a_late_record_s_difference_is_computed() -> None:
    # each turn a result of one record and an answer asking; past the cap main read the later results
    # into nothing (`stopped_at`): no difference was explained for the rest of the run
    assert TURNS * 28 > MAX_DIFFERENCES
    rule = CarriedDifferences()
    for i in range(TURNS):
        rule.add_result(Served(parsed=_record(i), has_parsed=True), i)
        rule.explain(Decimal("1"), "9.99")  # an ask: the results read
        rule.answered()
    rule.add_result(Served(parsed=_record(TURNS), has_parsed=True), TURNS)
    record = _record(TURNS)
    gap = Decimal(record["k7"]) - Decimal(record["k2"])  # type: ignore[arg-type]
    found = rule.explain(gap, str(gap))
    assert found is not None and found.expression == f"{record['k7']} - {record['k2']}"
    wrong = gap + 1  # no two numbers of the record differ by it
    assert rule.explain(wrong, str(wrong)) is None
    # an older turn's record is out of the window, as before
    old = _record(TURNS - 5)
    old_gap = Decimal(old["k7"]) - Decimal(old["k1"])  # type: ignore[arg-type]
    assert rule.explain(old_gap, str(old_gap)) is None


def test_a_late_record_s_quotient_is_computed() -> None:
    rule = CarriedRatios()
    for i in range(TURNS):
        rule.add_result(Served(parsed={"orders": [_record(i)]}, has_parsed=True), i)
        rule.explain(Decimal("1"), "9.99", 1)
        rule.answered()
    record = _record(TURNS)
    rule.add_result(Served(parsed={"orders": [record]}, has_parsed=True), TURNS)
    ratio = (Decimal(record["k7"]) / Decimal(record["k0"])).quantize(Decimal("0.0001"))  # type: ignore[arg-type]
    found = rule.explain(ratio, str(ratio), 1)
    # main: None (the first 4,096 quotients kept, of the run's first 73 turns)
    assert found is not None and found.where.startswith(f"result {TURNS}:"), (ratio, found)
    off = ratio + Decimal("0.0005")
    assert rule.explain(off, str(off), 1) is None
