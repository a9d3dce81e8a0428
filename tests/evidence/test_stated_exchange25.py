"""Round 25 (brewery25): an amount converted at an exchange rate the answer states on the line right
above it with both currencies named (`- Rate today: £1 = R$ 7.12` then `- **Total: R$ 11,676.80**`,
in English or with a decimal comma), `rate-step`; the real (`R$`) and the yen written after its
amount (`円`) are currencies; a Japanese answer's fullwidth `＝` and a counter glued to a count
(`4本 × £129.50 ＝ £518.00`) are a written equation. Refusals: a conversion one digit off stays
flagged; a rate no source carried converts nothing; the rate converts only between its currencies."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.stated_exchanges import exchanges_in

from ._helpers import history, judged

CASE = {"item": "IPA case 24x440ml", "unit_gbp": 41.0}
FX = {"date": "2026-06-10", "GBP_BRL": 7.12, "GBP_JPY": 198.4}
ENGLISH = "- 40 cases × £41.00 = £1,640.00\n- Rate today: £1 = R$ 7.12\n- **Total: R$ {total}** (no VAT: export)"
PORTUGUESE = "- 40 caixas × £41,00 = £1.640,00\n- Câmbio de hoje: £1 = R$ 7,12\n- **Total: R$ {total}** (sem IVA)"


@pytest.mark.parametrize("text, rate, pair", [
    ("£1 = R$ 7.12", "7.12", {"GBP", "BRL"}),
    ("本日のレート £1 ＝ 198.4円", "198.4", {"GBP", "JPY"}),
])
def test_the_real_and_the_yen_after_its_amount_are_currencies(text: str, rate: str, pair: set[str]) -> None:
    (found,) = exchanges_in(text)
    assert found.shown == rate and found.pair == pair


@pytest.mark.parametrize("answer, total, value", [(ENGLISH, "11,676.80", "11676.8"), (PORTUGUESE, "11.676,80", "11.676,80")])
def test_an_amount_at_the_rate_stated_on_the_line_above_is_a_rate_step(answer: str, total: str, value: str) -> None:
    flags, computed = judged(answer.format(total=total), history(CASE, FX))
    assert flags == set()
    assert computed[value] == "rate-step"


@pytest.mark.parametrize("answer, total", [(ENGLISH, "11,676.30"), (ENGLISH, "11,576.80"), (PORTUGUESE, "11.676,90")])
def test_a_conversion_one_digit_off_stays_flagged(answer: str, total: str) -> None:
    flags, computed = judged(answer.format(total=total), history(CASE, FX))
    assert "rate-step" not in computed.values()
    assert flags


def test_a_rate_no_source_carried_or_another_currency_converts_nothing() -> None:
    # 7.21 no result carried: 1,640 x 7.21 = 11,824.40
    flags, _ = judged(ENGLISH.replace("7.12", "7.21").format(total="11,824.40"), history(CASE, FX))
    assert "11824.4" in flags
    # a total in pounds is no conversion at a pound-to-real rate
    _, computed = judged(ENGLISH.replace("R$ {total}", "£{total}").format(total="11,676.80"), history(CASE, FX))
    assert "11676.8" not in computed


def test_a_fullwidth_equals_and_a_glued_counter_are_a_written_equation() -> None:
    keg = {"item": "IPA keg 30L", "unit_gbp": 129.5}
    flags, computed = judged("- 4本 × £129.50 ＝ £518.00", history(keg))
    assert flags == set() and computed["518"] == "written"
    flags, _ = judged("- 4本 × £129.50 ＝ £581.00", history(keg))
    assert "581" in flags


@pytest.mark.parametrize("text, rate", [("£1 = R$ 7,12", "7.12"), ("1 USD = 1,350 KRW", "1350"), ("1 EUR = 1,0850 USD", "1.0850")])
def test_a_rate_with_a_decimal_comma_is_read_whole(text: str, rate: str) -> None:
    (found,) = exchanges_in(text)
    assert found.shown == rate


def test_a_mark_before_a_decimal_comma_decides_the_text() -> None:
    answer = "- Litros: 40 × 24 × 0,44 = 422,4 L\n- Por lata: £41,00 / 24 = £{each}, ou seja R$ 12,16"
    fx_line = "- 40 caixas × £41,00 = £1.640,00\n- Câmbio de hoje: £1 = R$ 7,12\n- **Total: R$ 11.676,80**"
    hist = history(CASE, FX, answers=(fx_line,))
    flags, computed = judged(answer.format(each="1,708"), hist)
    assert flags == set() and computed["1708"] == "written"
    flags, _ = judged(answer.format(each="1,718"), hist)
    assert flags
