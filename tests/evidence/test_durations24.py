"""Round 24 (league24): durations written `m:ss` / `h:mm:ss` computed from the run's durations and
distances (`duration_steps.py`, the `duration-step` rule), and a CSV cell that is a duration or a
price with cents read as written (`csv_cells.py`). Examples of other trades than the corpus's: a
swim squad's lap times, a cycling club's time trial, a call centre's handling times. Refusals: a
duration one second off, a pace off by a digit, a pace over a distance of another unit, a
duration one digit off a carried one, stay flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.csv_cells import block_cells
from evidence_audit.evidence.duration_steps import duration_columns

from ._helpers import history, judged

SWIM = "swimmer,lane,heat_1,heat_2\nOla Berg,3,1:04:12,1:02:55\nTess Ng,5,58:40,57:31\nRui Sa,2,1:10:07,1:08:44"
TT = "rider,club,split_20k,finish\nAnna Holt,VC North,31:12,63:05\nBen Ives,VC North,33:40,66:58\nCara Diaz,Lea CC,29:58,61:16"


def test_csv_cells_read_durations_and_cents() -> None:
    cells = block_cells("rider,club,split_20k,finish\nAnna Holt,VC North,31:12,63:05\nBen Ives,VC North,33:40,66:58")
    assert "63:05" in cells and "33:40" in cells
    assert "29" in block_cells("item,size,qty,unit\nGK shirt,L,2,29.00\nsocks,M,4,6.75")
    assert "10" not in block_cells("item,size,qty,unit\nmat,L,2,10.0\npad,M,4,10.0")  # `10.0`: no cents, two digits


def test_duration_columns() -> None:
    columns = dict(duration_columns(TT))
    assert [s for s, _ in columns["finish"]] == [3785, 4018, 3676]
    assert "club" not in columns


@pytest.mark.parametrize("answer, value", [
    ("Cara won; Anna was 1:49 behind.", "1:49"),                   # 63:05 - 61:16
    ("Anna's second 20 k took 31:53.", "31:53"),                  # 63:05 - 31:12
    ("Anna: first 20 km 31:12, so 1:33/km.", "1:33/km"),          # 31:12 / 20, cut
    ("At that pace Cara would ride 40 km in 59:56.", "59:56"),    # 29:58 x 40/20
    ("Mean finish of the three: 63:46.", "63:46"),                # (63:05 + 66:58 + 61:16) / 3 = 63:46.3
])
def test_a_duration_computed_from_the_runs_durations(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(TT, user="How did the 40 km time trial go?"))
    assert value not in flags
    assert computed.get(value) == "duration-step"


@pytest.mark.parametrize("answer, value", [
    ("Cara won; Anna was 1:48 behind.", "1:48"),                  # a second off
    ("Anna's second 20 k took 31:54.", "31:54"),                  # a second off
    ("Anna: first 20 km 31:12, so 1:34/km.", "1:34/km"),          # rounded up: one reading only (cut)
    ("Anna: first 20 km 31:12, so 1:33/mi.", "1:33/mi"),          # a pace over miles: no distance in miles
    ("At that pace Cara would ride 40 km in 59:58.", "59:58"),
    ("Mean finish of the three: 63:47.", "63:47"),
])
def test_a_duration_off_by_a_digit_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(TT, user="How did the 40 km time trial go?"))
    assert value in flags


def test_a_riegel_prediction_with_its_written_exponent() -> None:
    hist = history({"event": "club 5k", "distance_km": 5}, user="I ran 22:30 in the 5 km parkrun. What about a 10 km?")
    flags, computed = judged("With Riegel (T2 = T1 x (D2/D1)^1.06) a 10 km would be about 46:54.", hist)
    assert computed.get("46:54") == "duration-step" and "46:54" not in flags  # 1350 x 2^1.06 = 2814.7
    flags, _ = judged("With Riegel (T2 = T1 x (D2/D1)^1.06) a 10 km would be about 45:00.", hist)
    assert "45:00" in flags  # the exponent the answer writes, not the same pace (22:30 x 2)
    flags, computed = judged("At the same pace a 10 km would be 45:00.", hist)
    assert computed.get("45:00") == "duration-step"


def test_a_persons_minutes_respelled_and_a_duration_one_digit_off_a_carried_one() -> None:
    hist = history(SWIM, user="I want to break 55 minutes. What split is that?")
    flags, computed = judged("So 55:00 is the mark.", hist)
    assert computed.get("55:00") == "duration-step"
    flags, _ = judged("So 56:00 is the mark.", hist)
    assert "56:00" in flags
    # 1:02:55 - 58:40 would be 4:15, but a result carries 57:31 ... no neighbour: computed
    flags, computed = judged("Tess was 4:15 ahead of Ola's second heat.", history(SWIM))
    assert "4:15" not in flags
    flags, _ = judged("Tess's heats differ by 1:19.", history(SWIM))  # 58:40 - 57:31 = 1:09
    assert "1:19" in flags


PLANS = {"season": 2026, "fees": {"allotment_eur": 96, "garden_plot_eur": 220}}


@pytest.mark.parametrize("answer, value, ok", [
    ("Joining now covers July to December: 6 months of 12. Allotment: €48 for the rest of the year.", "48", True),
    ("Joining now covers July to December: 6 months. The garden plot: €110.", "110", True),
    ("Joining now covers July to December: 6 months. The garden plot: €111.", "111", False),   # a digit off
    ("Joining now covers July to December: 5 months. The garden plot: €110.", "110", False),  # other months
    ("The garden plot: €110.", "110", False),                                                  # no months written
])
def test_a_yearly_fee_prorated_by_the_months_the_answer_states(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(PLANS, user="What would we pay if we join today?"))
    if ok:
        assert computed.get(value) == "month-share" and value not in flags
    else:
        assert value in flags


@pytest.mark.parametrize("answer, value, ok", [
    ("Readmitted: 7 of 12 patients, 58.33%.", "58.33", True),
    ("Late: 3 out of 16 deliveries (18.75%).", "18.75", True),
    ("Passed 15 checks in 16: 0.9375, i.e. 93.75%.", "93.75", True),
    ("Readmitted: 7 of 12 patients, 58.34%.", "58.34", False),        # a digit off
    ("Late: 3 out of 16 deliveries (18.76%).", "18.76", False),
    ("Readmitted: 7 of 12 patients. The ward's rate is 58.33%.", "58.33", False),  # another sentence
])
def test_the_share_a_pair_of_counts_states(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history({"ward": "B4", "beds": 24}, user="How did the ward do?"))
    if ok:
        assert computed.get(value) == "count-share" and value not in flags
    else:
        assert value in flags


@pytest.mark.parametrize("answer, value, ok", [
    ("| Total | Guests | Each |\n|---|---|---|\n| €1,245.60 | 12 | €103.80 |", "103.8", True),
    ("| Total | Guests | Each |\n|---|---|---|\n| €1,245.60 | 12 | €103.90 |", "103.9", False),   # a digit off
])
def test_a_rows_each_is_its_total_over_its_count(answer: str, value: str, ok: bool) -> None:
    # the total computed in the answer before (the price less a deposit), not carried
    hist = history({"booking": "BK-2231", "price_eur": 1445.60, "deposit_eur": 200}, user="Split the dinner between all of us?")
    flags, computed = judged("Balance: €1,445.60 - €200.00 = €1,245.60.\n\n" + answer, hist)
    if ok:
        assert computed.get(value) == "row-ratio" and value not in flags
    else:
        assert value in flags


@pytest.mark.parametrize("answer, value, ok", [
    ("<think>\n1450/16 and 1377/12.\n</think>\n\nNorth 90.63 a shift, South 114.75.", "114.75", True),
    ("<think>\n1450/16 and 1377/12.\n</think>\n\nNorth 90.63 a shift, South 114.85.", "114.85", False),  # a digit off
    ("Rota from 16/04 to 30/04: 114.75 a shift.", "114.75", False),                                  # dates, no fraction
])
def test_a_fraction_the_answer_wrote_before(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history({"north_units": 1450, "south_units": 1377}, user="Units per shift?"))
    if ok:
        assert computed.get(value) == "count-share" and value not in flags
    else:
        assert value in flags


@pytest.mark.parametrize("answer, value, ok", [
    ("Anna: first 7 km 31:12, 267.43 s per km.", "267.43", True),  # 1872 s / 7
    ("Anna: first 7 km 31:12, 267.53 s per km.", "267.53", False),  # a digit off
    ("Anna: first 7 km 31:12, 267.43 s per mile.", "267.43", False),  # no distance in miles
])
def test_a_pace_in_seconds(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(TT, user="How did the 40 km time trial go?"))
    if ok:
        assert computed.get(value) == "duration-step" and value not in flags
    else:
        assert value in flags


def test_clocks_of_the_day_are_no_durations() -> None:
    hist = history({"shift": "S-14", "start": "14:45", "end": "16:00", "route_km": 12}, user="When?")
    flags, computed = judged("Start 14:45.\nEnd 16:00.\nDriving: 1:15.", hist)
    assert "1:15" in flags  # 16:00 - 14:45 on other lines: clocks, not durations (the `duration` rule's)
    flags, _ = judged("Meet at 20:00.", history({"slot": "evening"}, user="The talk lasts 20 minutes."))
    assert "20:00" in flags  # a person's `20 minutes` is no clock `20:00`
