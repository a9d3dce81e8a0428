"""Precision round 4 (computed4): arithmetic the answer did and did not write out: an equation
over a carried number restated rounded, a tie float arithmetic prints down, bytes in decimal and
binary units, a restated number repeated bare; each with its refusals (a result one digit off, a
mutated operand, stays flagged)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.expressions import close_enough, relations

from ._helpers import DEFAULT, history, judged


# --- a tie float arithmetic prints down -----------------------------------------------------------
def test_a_tie_a_float_cannot_hold_may_be_written_down() -> None:
    assert close_enough(Decimal("39.075"), Decimal("39.07"), "39.07", False)  # 5210 * 0.0075 = 39.074999...
    assert close_enough(Decimal("39.075"), Decimal("39.08"), "39.08", False)
    assert not close_enough(Decimal("39.075"), Decimal("39.06"), "39.06", False)
    assert not close_enough(Decimal("3.375"), Decimal("3.37"), "3.37", False)  # a float holds 3.375
    assert not close_enough(Decimal("39.0751"), Decimal("39.07"), "39.07", False)  # no tie


@pytest.mark.parametrize("result,ok", [("39.07", True), ("39.08", True), ("39.17", False), ("38.07", False)])
def test_a_written_equation_at_a_tie(result: str, ok: bool) -> None:
    found = {str(r.value) for r in relations(f"ARKK: $5,210.00 × 0.75% = ${result}")[0]}
    assert (result in found) is ok


# --- an equation over a carried number restated rounded --------------------------------------------
BUCKET = {"bucket": "qp-prod-logs", "bytes": 412883412992000, "class": "STANDARD", "ia_price": 0.0125}


@pytest.mark.parametrize("result,ok", [("8,670.55", True), ("8,670.54", True), ("8,670.65", False),
                                       ("8,671.55", False), ("8,670.57", False), ("8,570.55", False)])
def test_an_operand_restated_rounded_is_used_at_its_carried_precision(result: str, ok: bool) -> None:
    # 412,883,412,992,000 bytes are 412,883.41 GB: x 0.021 = 8,670.5517 (412,883 x 0.021 = 8,670.543)
    flags, computed = judged(f"qp-prod-logs: 412,883 GB × $0.021 = ${result}", history(BUCKET))
    value = result.replace(",", "")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_an_operand_carried_as_written_has_no_slack() -> None:
    # the same equation over a carried 412,883 (exact): 8,670.543 is not 8,670.55
    flags, computed = judged("qp-prod-logs: 412,883 GB × $0.021 = $8,670.55", history({"gb": 412883}))
    assert "8670.55" in flags and "8670.55" not in computed


def test_a_result_the_rounding_slack_names_says_so() -> None:
    v = check_answer("qp-prod-logs: 412,883 GB × $0.021 = $8,670.55", history(BUCKET), DEFAULT)
    (c,) = [c for c in v.computed or () if c.value == "8670.55"]
    assert c.from_ == "412883 x 0.021 = 8670.55 (with the carried precision of its rounded operands)"


def test_a_restated_number_an_earlier_answer_wrote_may_be_repeated_bare() -> None:
    first = "qp-prod-logs holds 412,883 GB."
    flags, computed = judged("At $0.0125 it would cost 412,883 × $0.0125 = $5,161.04.", history(BUCKET, answers=(first,)))
    assert "412883" in computed and not flags
    # not one digit off it
    flags, _ = judged("At $0.0125 it would cost 412,893 × $0.0125 = $5,161.16.", history(BUCKET, answers=(first,)))
    assert "412893" in flags


# --- bytes in decimal and binary units ----------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("3,072", True), ("3,082", False), ("3,000", False)])
def test_a_binary_unit_converted(written: str, ok: bool) -> None:
    # the user said 3 TiB (a carried 3 would ground 3,072 GiB by the rescaled rule already)
    hist = history({"used_gib": 1486.5}, user="Is my 3 TiB volume full?")
    flags, computed = judged(f"The volume is 3 TiB, which is {written} GiB.", hist)
    value = written.replace(",", "")
    assert (value in computed) is ok and (value in flags) is not ok


@pytest.mark.parametrize("factor,ok", [("1,099,511,627,776", True), ("1,099,511,627,777", False), ("1,000,000,000", True)])
def test_bytes_in_a_unit_written_as_a_factor(factor: str, ok: bool) -> None:
    exact = {"1,099,511,627,776": "375.5 TiB", "1,099,511,627,777": "375.5 TiB", "1,000,000,000": "412,883.4 GB"}[factor]
    flags, computed = judged(f"412,883,412,992,000 bytes ÷ {factor} = {exact}.", history(BUCKET))
    value = factor.replace(",", "")
    # (2^40 is also a binary unit's size, no claim for the layout rules: not flagged either way)
    assert (value in flags) is not ok
    assert (value in computed) is ok or value == "1099511627776"


# --- what a number needs to be P% of a whole ------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("135.6", True), ("135.7", False), ("145.6", False)])
def test_a_capacity_at_a_percent(written: str, ok: bool) -> None:
    hist = history({"requested_cores": 108.5})
    flags, computed = judged(f"At 80%, 108.5 requested cores need {written} cores of capacity.", hist)
    assert (written in computed) is ok and (written in flags) is not ok


# --- a rate per unit of time ---------------------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("106,164", True), ("106,165", False), ("106,064", False)])
def test_a_rate_per_second_restated_per_minute(written: str, ok: bool) -> None:
    hist = history({"rps": 1769.4})
    flags, computed = judged(f"That is 1,769.4 requests per second, about {written} per minute.", hist)
    value = written.replace(",", "")
    assert (value in computed) is ok and (value in flags) is not ok


@pytest.mark.parametrize("written,ok", [("1,669/min", True), ("1,668/min", False), ("1,769/min", False)])
def test_a_count_over_the_span_it_happened_in(written: str, ok: bool) -> None:
    hist = history({"depth_then": 48213, "depth_now": 39870})
    flags, computed = judged(f"It was 48,213; 39,870 now, down 8,343 in 5 minutes (~{written}).", hist)
    # (brandy36) a grouped number glued to its per-unit suffix is read as its number (`1,669/min`: 1669)
    value = written.partition("/")[0].replace(",", "")
    assert (value in computed) is ok and (value in flags) is not ok


# --- a gap to a number written after it ----------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("112.7", True), ("112.8", False), ("122.7", False)])
def test_a_gap_over_a_target(written: str, ok: bool) -> None:
    hist = history({"p99_ms": 412.7, "slo_ms": 300})
    flags, computed = judged(f"p99 latency: **412.7 ms**, which is **{written} ms over** the 300 ms SLO target", hist)
    assert (written in computed) is ok and (written in flags) is not ok


def test_a_gap_needs_the_comparison_word() -> None:
    flags, _ = judged("p99 latency: 412.7 ms, then 112.7 ms and the 300 ms SLO target", history({"p99_ms": 412.7, "slo_ms": 300}))
    assert "112.7" in flags


# --- a range plus an amount ----------------------------------------------------------------------
# (a range is computed only whole: one end off leaves both flagged)
@pytest.mark.parametrize("written,flagged", [("$55.00-$75.00", set()), ("$55.00-$76.00", {"55", "76"}),
                                             ("$65.00-$75.00", {"65", "75"})])
def test_a_range_plus_an_amount(written: str, flagged: set[str]) -> None:
    hist = history({"wire_fee": 45.0, "correspondent_low": 10, "correspondent_high": 30})
    answer = f"A wire costs $45.00, plus correspondent fees of typically $10-$30. So expect {written} in total fees."
    flags, _ = judged(answer, hist)
    assert flags == flagged


# --- the last installment takes up the rounding -------------------------------------------------
@pytest.mark.parametrize("written,ok", [("68.34", True), ("68.35", False), ("68.32", False)])
def test_the_last_installment(written: str, ok: bool) -> None:
    hist = history({"balance": 205.0})
    answer = f"Over 3 months, $205.00 works out to about $68.33 per month: two payments of $68.33 and one of ${written}."
    flags, computed = judged(answer, hist)
    assert (written in computed) is ok and (written in flags) is not ok


# --- a total skips the asides in parentheses -----------------------------------------------------
@pytest.mark.parametrize("written,ok", [("109,795.32", True), ("109,795.33", False), ("114,184.44", True)])
def test_a_total_without_the_asides(written: str, ok: bool) -> None:
    hist = history({"available": 4212.87, "ledger": 4389.12, "savings": 18250.0, "cash": 3120.55, "positions": 84211.9})
    answer = ("| Account | Balance |\n|---|---:|\n| Checking | **$4,212.87** available ($4,389.12 ledger) |\n"
              "| Savings | **$18,250.00** |\n| Brokerage | **$3,120.55** cash + **$84,211.90** in positions |\n\n"
              f"Altogether that's about **${written}**.")
    flags, computed = judged(answer, hist)
    value = written.replace(",", "")
    assert (value in computed) is ok and (value in flags) is not ok


# --- a table's columns: a share of the column's total, a sum written after the table -------------
CODES = {"result": [{"code": "200", "n": 1184233}, {"code": "201", "n": 40912}, {"code": "500", "n": 1204},
                    {"code": "502", "n": 288}]}
CODE_TABLE = ("| Code | Requests | Share |\n|---|---:|---:|\n| 200 | 1,184,233 | {share}% |\n| 201 | 40,912 | 3.33% |\n"
              "| 500 | 1,204 | 0.10% |\n| 502 | 288 | 0.02% |\n\n5xx responses: **{five}**.")


@pytest.mark.parametrize("share,ok", [("96.54", True), ("96.55", False), ("95.54", False)])
def test_a_percent_cell_is_its_row_over_the_column(share: str, ok: bool) -> None:
    # 1,184,233 / (1,184,233 + 40,912 + 1,204 + 288) = 96.5431...%
    flags, computed = judged(CODE_TABLE.format(share=share, five="1,492"), history(CODES))
    assert (share in computed) is ok and (share in flags) is not ok


@pytest.mark.parametrize("five,ok", [("1,492", True), ("1,493", False), ("1,592", False), ("1,226,637", True)])
def test_a_sum_after_a_table_is_a_run_of_its_column(five: str, ok: bool) -> None:
    flags, computed = judged(CODE_TABLE.format(share="96.54", five=five), history(CODES))
    value = five.replace(",", "")
    assert (value in computed) is ok and (value in flags) is not ok


def test_a_column_sum_takes_each_cells_first_number() -> None:
    hist = history({"ec2": [45903.12, 48211.37], "nat": [3120.55, 9876.40]})
    table = ("| Service | July | August | Change |\n|---|---:|---:|---:|\n"
             "| EC2 | $45,903.12 | $48,211.37 | +$2,308.25 (+5.0%) |\n| NAT | $3,120.55 | $9,876.40 | +$6,755.85 (+216%) |\n\n")
    flags, computed = judged(table + "Of the total increase of $9,064.10, NAT is most.", hist)
    assert computed.get("9064.1") == "column" and not flags
    flags, _ = judged(table + "Of the total increase of $9,064.20, NAT is most.", hist)
    assert "9064.2" in flags


# --- `V: <up to 8 words> E` ---------------------------------------------------------------------
def test_a_result_before_its_expression_after_a_colon() -> None:
    answer = "Roughly $1,260.96: what you'd pay over the remaining term ($15,669.30) minus the payoff ($14,408.34)."
    assert {str(r.value) for r in relations(answer)[0]} == {"1260.96"}
    assert relations(answer.replace("1,260.96", "1,260.86"))[0] == []


# --- a difference of two rounded computed values, at their exact values --------------------------
QUOTES = {"billable_weight_kg": 14.0, "fuel_surcharge_pct": 9.0, "services": [
    {"service": "Road Express", "base_fee": 24.0, "rate_per_kg": 1.6},
    {"service": "Air Next Day", "base_fee": 39.0, "rate_per_kg": 3.2}]}
QUOTED = ("Road Express: €24.00 + 14 × €1.60 = €46.40, plus 9% fuel: €46.40 + 9% = €50.58.\n"
          "Air Next Day: €39.00 + 14 × €3.20 = €83.80, plus 9% fuel: €83.80 + 9% = €91.34.")


@pytest.mark.parametrize("written,ok", [("40.77", True), ("40.76", True), ("40.78", False), ("41.77", False)])
def test_a_difference_of_rounded_values_at_their_exact_values(written: str, ok: bool) -> None:
    # 91.342 - 50.576 = 40.766: 40.77 at the exact values, 40.76 at the written ones
    flags, computed = judged(f"Air Next Day costs €91.34 and Road Express €50.58, so air is €{written} more.",
                             history(QUOTES, answers=(QUOTED,)))
    assert (written in computed) is ok and (written in flags) is not ok


# --- a percent of the amount the previous answer stated ------------------------------------------
@pytest.mark.parametrize("written,ok", [("77.00", True), ("78.00", False), ("77.10", False)])
def test_a_percent_of_the_previous_answers_amount(written: str, ok: bool) -> None:
    hist = history({"apy": 3.85, "checking": 5120.44, "transfer": 2000.0}, answers=("To confirm: transfer $2,000.00 to savings?",))
    flags, computed = judged(f"Done. At 3.85% APY that's about ${written}/yr of interest.", hist)
    value = str(Decimal(written).normalize())
    assert (value in computed) is ok and (value in flags) is not ok


# --- a rate an earlier answer quoted, for an amount in another currency ---------------------------
@pytest.mark.parametrize("written,ok", [("7.52", True), ("7.53", False), ("8.52", False)])
def test_an_exchange_at_an_earlier_quote(written: str, ok: bool) -> None:
    hist = history({"pair": "USD/EUR", "rate": 0.8594, "spread_bps": 35},
                   answers=("Your quote is 1 USD = 0.8594 EUR. For $2,500.00 you would receive €2,148.50.",))
    flags, computed = judged(f"On $2,500.00 that's about 2,500 × 0.0035 = $8.75, or roughly €{written}.", hist)
    assert (written in computed) is ok and (written in flags) is not ok


def test_an_earlier_quote_needs_another_currency_mark() -> None:
    hist = history({"pair": "USD/EUR", "rate": 0.8594, "spread_bps": 35},
                   answers=("Your quote is 1 USD = 0.8594 EUR. For $2,500.00 you would receive €2,148.50.",))
    flags, _ = judged("On $2,500.00 that's about 2,500 × 0.0035 = $8.75, or roughly $7.52.", hist)
    assert "7.52" in flags


# --- a ratio written `N <unit> per <unit>` --------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("150.1", True), ("150.2", False), ("151.1", False)])
def test_a_ratio_of_the_last_two_amounts(written: str, ok: bool) -> None:
    hist = history({"yen": 68810, "usd": 458.46})
    flags, computed = judged(f"In total, ¥68,810 cost you $458.46. That works out to about {written} yen per dollar.", hist)
    assert (written in computed) is ok and (written in flags) is not ok


# --- a duration in two or more units, in one unit ------------------------------------------------
@pytest.mark.parametrize("written,ok", [("37.33", True), ("37.34", False), ("36.33", False)])
def test_a_mixed_duration_in_minutes(written: str, ok: bool) -> None:
    hist = history({"requests": 18244, "alert": "16:02", "mitigated": "16:39:20"})
    flags, computed = judged(f"Over 37 min 20 s that's roughly 18,244 ÷ {written} ≈ **489 requests per minute**.", hist)
    value = str(Decimal(written).normalize())
    assert (value in computed) is ok and (value in flags) is not ok


@pytest.mark.parametrize("written,ok", [("95.92", True), ("95.93", False), ("96.92", False)])
def test_a_mixed_duration_written_after_in_hours(written: str, ok: bool) -> None:
    hist = history({"now": "2025-08-14T16:05:00Z", "deadline": "2025-08-18T16:00:00Z"})
    flags, computed = judged(f"Until the deadline: {written} hours, i.e. 3 days 23 h 55 min.", hist)
    assert (written in computed) is ok and (written in flags) is not ok


# --- a number of this answer less a value an earlier answer computed (wide) ----------------------
BOX = {"base": 11.0, "per_kg": 2.15, "fuel_pct": 8.25, "billable_kg": 17}
BOX_ANSWER = "For 17 kg: $11.00 + 17 × $2.15 = $47.55, plus the 8.25% fuel surcharge: $47.55 × 1.0825 = **$51.47**"


@pytest.mark.parametrize("written,ok", [("13.96", True), ("13.97", False), ("14.96", False), ("89.0", False)])
def test_a_difference_to_a_value_an_earlier_answer_computed(written: str, ok: bool) -> None:
    hist = history(BOX, answers=(BOX_ANSWER, "Shall I quote a smaller box?"))
    answer = f"With 11 kg billable: $11.00 + 11 × $2.15 = $34.65, and with the fuel surcharge $37.51. That's ${written} less."
    flags, computed = judged(answer, hist)
    value = str(Decimal(written).normalize())
    assert (value in computed) is ok and (value in flags) is not ok
    if ok:
        assert computed[value] == "earlier"


def test_the_earlier_rule_never_excuses_a_value_one_digit_off_a_carried_number() -> None:
    # 51.47 - 37.51 = 13.96, but a result carried 13.86: 13.96 is as likely its misread
    hist = history({**BOX, "other_fee": 13.86}, answers=(BOX_ANSWER, "Shall I quote a smaller box?"))
    answer = "With 11 kg billable: $11.00 + 11 × $2.15 = $34.65, and with the fuel surcharge $37.51. That's $13.96 less."
    flags, _ = judged(answer, hist)
    assert "13.96" in flags


# --- a binary suffix glued to a quantity (Kubernetes) ----------------------------------------
@pytest.mark.parametrize("written,ok", [("536,870,912", True), ("536,870,913", False), ("512,000,000", False)])
def test_a_mebibyte_quantity_in_bytes(written: str, ok: bool) -> None:
    flags, computed = judged(f"Limit is 512Mi (= {written} bytes).", history({"limits": {"memory": "512Mi"}}))
    value = written.replace(",", "")
    assert (value in computed) is ok and (value in flags) is not ok


# --- a number halved or doubled where its clause says so -----------------------------------------
@pytest.mark.parametrize("written,ok", [("197.5", True), ("197.6", False), ("187.5", False)])
def test_a_number_halved(written: str, ok: bool) -> None:
    hist = history({"day1_gb": 388.2, "day2_gb": 401.7})
    answer = (f"Average: (388.2 + 401.7) / 2 = 394.95 GB per day. Dropping the replica roughly halves "
              f"their size, to about {written} GB per day.")
    flags, computed = judged(answer, hist)
    assert (written in computed) is ok and (written in flags) is not ok


def test_half_needs_its_cue() -> None:
    flags, _ = judged("Average: (388.2 + 401.7) / 2 = 394.95 GB per day. Later about 197.5 GB per day.",
                      history({"day1_gb": 388.2, "day2_gb": 401.7}))
    assert "197.5" in flags


# --- an average, where the sentence says so -------------------------------------------------------
RUNS = {"runs": [1412, 1388, 1455, 1361]}


@pytest.mark.parametrize("written,ok", [("1404", True), ("1405", False), ("1414", False)])
def test_an_average_of_the_numbers_before_it(written: str, ok: bool) -> None:
    flags, computed = judged(f"Runs took 1412, 1388, 1455 and 1361 seconds; they averaged {written} seconds.", history(RUNS))
    assert (written in computed) is ok and (written in flags) is not ok


def test_an_average_of_a_table_column() -> None:
    table = "| Run | Seconds |\n|---|---|\n| a | 1412 |\n| b | 1388 |\n| c | 1455 |\n| d | 1361 |\n\n"
    assert judged(table + "The runs averaged 1404 seconds.", history(RUNS))[1] == {"1404": "average"}
    assert "1404" in judged(table + "The runs took 1404 seconds.", history(RUNS))[0]  # no cue


def test_an_average_one_digit_off_a_carried_number_stays_flagged() -> None:
    flags, _ = judged("Runs took 1412, 1388, 1455 and 1361 seconds; they averaged 1404 seconds.",
                      history({**RUNS, "other": 1304}))
    assert "1404" in flags


# --- a share written as a percent ---------------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("95.57", True), ("95.58", False), ("96.57", False)])
def test_a_share_of_the_last_two_numbers(written: str, ok: bool) -> None:
    flags, computed = judged(f"Of 1,239,134 requests, 1,184,233 succeeded ({written}%).",
                             history({"ok": 1184233, "all": 1239134}))
    assert (written in computed) is ok and (written in flags) is not ok


# --- a percent change ---------------------------------------------------------------------------
NAT = {"jul": 3120.55, "aug": 9876.40}


@pytest.mark.parametrize("written,ok", [("216.50", True), ("216.49", False), ("216.59", False), ("226.50", False)])
def test_a_percent_change_in_a_sentence(written: str, ok: bool) -> None:
    # (9,876.40 - 3,120.55) / 3,120.55 = 216.4955%
    flags, computed = judged(f"NAT went from $3,120.55 to $9,876.40, up {written}%.", history(NAT))
    value = str(Decimal(written).normalize())
    assert (value in computed) is ok and (value in flags) is not ok


@pytest.mark.parametrize("written,ok", [("216.50", True), ("216.49", False)])
def test_a_percent_change_in_a_table_row(written: str, ok: bool) -> None:
    table = f"| Service | July | August | Change |\n|---|---:|---:|---:|\n| NAT | $3,120.55 | $9,876.40 | +{written}% |"
    flags, computed = judged(table, history(NAT))
    value = str(Decimal(written).normalize())
    assert (value in computed) is ok and (value in flags) is not ok


def test_an_operand_respelled_exactly_has_no_slack() -> None:
    # signed amounts respelled unsigned are exact: no rounding slack for the sum
    hist = history("2025-10-01 Blue Bottle -$6.75\n2025-10-03 Blue Bottle -$12.30\n2025-10-06 Blue Bottle -$6.75")
    assert judged("Blue Bottle: $6.75 + $12.30 + $6.75 = **$25.80**.", hist)[1] == {"25.8": "written"}
    assert "25.81" in judged("Blue Bottle: $6.75 + $12.30 + $6.75 = **$25.81**.", hist)[0]


# --- an ISO date shifted by a span of days the answer or the user states --------------------------
DELIVERED = {"delivered_at": "2025-03-03T14:20:00Z"}


@pytest.mark.parametrize("written,ok", [("2025-04-02", True), ("2025-04-03", False), ("2025-04-12", False)])
def test_a_date_shifted_by_a_stated_span(written: str, ok: bool) -> None:
    flags, computed = judged(f"It was delivered on 2025-03-03; claims are due within 30 days, so until {written}.",
                             history(DELIVERED))
    assert (written in computed) is ok and (written in flags) is not ok


def test_a_date_shift_needs_a_stated_span() -> None:
    assert "2025-04-02" in judged("It was delivered on 2025-03-03, so until 2025-04-02.", history(DELIVERED))[0]
    # the user's span counts; business days do not (weekends and holidays)
    hist = history(DELIVERED, user="Can I still claim? The policy said two weeks.")
    assert judged("Delivered 2025-03-03, so until 2025-03-17.", hist)[1] == {"2025-03-17": "date-shift"}
    assert "2025-03-13" in judged("Delivered 2025-03-03; within 10 business days, until 2025-03-13.", history(DELIVERED))[0]


def test_a_date_shift_takes_the_span_of_its_sentence_only() -> None:
    # `(4 days)` of a later line is no span of the due date (a mutated 2025-01-16 stays flagged)
    answer = ("Your line has been suspended since 2025-01-20. That bill was due on 2025-01-16.\n\n"
              "- Roaming Charges (4 days): $40.00")
    flags, _ = judged(answer, history({"suspended": "2025-01-20", "due": "2025-01-15", "roaming_days": 4, "roaming": 40.0}))
    assert "2025-01-16" in flags


# --- a temperature in the other scale ----------------------------------------------------------
@pytest.mark.parametrize("written,ok", [("38.5 °C (101.3 °F)", True), ("38.5 °C (101.4 °F)", False),
                                        ("38.5 degrees Celsius (101.3 degrees Fahrenheit)", True),
                                        ("38.5 °C (102.3 °F)", False)])
def test_a_temperature_in_the_other_scale(written: str, ok: bool) -> None:
    flags, computed = judged(f"Your temperature is {written}.", history({"temp_c": 38.5}))
    value = written.split("(")[1].split(" ")[0]
    assert (value in computed) is ok and (value in flags) is not ok


def test_a_temperature_below_zero() -> None:
    # -40.25 x 9/5 + 32 = -40.45
    flags, computed = judged("Tonight it drops to -40.25 °C (-40.45 °F).", history({"low_c": -40.25}))
    assert computed == {"-40.45": "convert"} and not flags
    assert "-40.55" in judged("Tonight it drops to -40.25 °C (-40.55 °F).", history({"low_c": -40.25}))[0]


def test_hours_between_two_clocks_are_what_the_clocks_give() -> None:
    # with two clocks before it on its line, a number of hours is read from them only: a wrong
    # clock (16:10 for 16:00) leaves it flagged although `3 days 23 h 55 min` is written beside it
    hist = history({"now": "2025-08-14T16:05:00Z", "deadline": "2025-08-18T16:00:00Z"})
    good = "From now (Aug 14, 16:05 UTC) to Aug 18, 16:00 UTC: 95.92 hours, i.e. 3 days 23 h 55 min."
    assert "95.92" not in judged(good, hist)[0]
    assert "95.92" in judged(good.replace("16:00", "16:10"), hist)[0]
