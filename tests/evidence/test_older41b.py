"""(older41b) heldout19 farm: a sum over the records a label names by their codes.

- `carried_totals.py` (`carried-total`, `explain_named`): a row's record code (`F-112`, `B-03`:
  letters then 2 or more digits) is one of the words that name it, named only whole (`F-11` names
  no `F-112`); a label that names codes (`- P-204: 1,129 kg`, `| Silos (S-01, S-02) | 172.20 |`)
  sums those records' rows only, though its unit names the whole column (`kg`). A sum of rows the
  label does not name, a digit off, or rows of another code stay flagged.
"""

from __future__ import annotations

from evidence_audit.evidence.carried_totals import KeyNamer

from ._helpers import history, judged

LOG = ("date,press,kg,plot_id\n2026-09-01,Press A9,431,P-204\n2026-09-02,Press A9,402,P-204\n"
       "2026-09-03,Press A9,296,P-204\n2026-09-08,Press A9,487,P-318\n2026-09-09,Press A9,393,P-318\n"
       "2026-09-20,Press A9,577,P-27\n2026-09-21,Press A9,565,P-27\n")
PRESS = history(LOG, user="olives pressed per plot?")

SILOS = "silo_id,crop,tonnes\nS-01,barley,81.35\nS-02,barley,90.85\nS-05,barley,44.10\n"
STORE = history(SILOS, user="how much barley is in storage for the contract?")


def test_a_plots_rows_summed_under_its_code() -> None:
    flags, how = judged("- P-204: 1,129 kg over 3 days\n- P-318: 880 kg\n- P-27: 1,142 kg", PRESS)
    assert "1129" not in flags and "1142" not in flags
    assert how["1129"] == how["1142"] == "carried-total"


def test_a_table_cell_naming_its_silos_sums_them() -> None:
    flags, how = judged("| | t |\n|---|---|\n| Silos (S-01, S-02) | 172.20 |\n", STORE)
    assert flags == set()
    assert how["172.2"] == "carried-total"


def test_a_digit_off_stays_flagged() -> None:
    assert "1139" in judged("- P-204: 1,139 kg over 3 days", PRESS)[0]
    assert "172.3" in judged("| | t |\n|---|---|\n| Silos (S-01, S-02) | 172.30 |\n", STORE)[0]


def test_rows_of_another_code_are_no_sum_of_the_one_named() -> None:
    # 402 + 296 + 487 (P-204's last two, P-318's first) = 1,185: a run across codes
    assert "1185" in judged("- P-204: 1,185 kg", PRESS)[0]
    # S-02 + S-05 = 134.95, written under S-01's code
    assert "134.95" in judged("| | t |\n|---|---|\n| Silo S-01 | 134.95 |\n", STORE)[0]


def test_a_code_is_named_whole() -> None:
    # `P-20` names no row of `P-204`, nor `P-204` one of `P-20`; a code names its own row only
    assert not KeyNamer("- P-20: ").part("p-204")
    assert not KeyNamer("- P-204: ").part("p-20")
    assert KeyNamer("| Silos (S-01, S-02) |").part("s-02")
