"""Round 6 (layout): values whose every part is accounted for (line ranges, approximate bands,
day-first date ranges, version bumps, constants, names respaced), each rule grounding what is
written and refusing a one-digit mutation of the part that matters."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, grounded


def verdict(answer: str, payload: object, system: str = "You are an agent.", user: str = "hi", gate=DEFAULT,
            call: str | None = None):
    content = payload if isinstance(payload, str) else json.dumps(payload)
    history = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    if call is not None:
        history.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "t", "arguments": call}}]})
    history.append({"role": "tool", "content": content, "tool_call_id": "c1" if call is not None else None})
    return check_answer(answer, history, gate)


def flagged(v) -> set[str]:
    return {c.value for c in v.unsupported} | {c.value for c in v.self_sourced}


# --- range ends (range_ends.py) -------------------------------------------------------------------

BLAME = (
    "a1d7e3f0 (Sam Okafor   2025-06-03 11:20:44 +0200  96)     if how not in (\"left\", \"right\"):\n"
    "a1d7e3f0 (Sam Okafor   2025-06-03 11:20:44 +0200  97)         raise ValueError(how)\n"
    "5c09be22 (Ines Moreau  2026-10-15 16:03:10 +0200  98)     if how == \"cross\" and on is not None:\n"
    "5c09be22 (Ines Moreau  2026-10-15 16:03:10 +0200  99)         raise ValueError(\"cross\")\n"
)
LINES_USER = "there's an unreachable check in merge.py around line 96-99, who added it?"


def test_a_line_range_whose_ends_a_listing_shows_is_grounded() -> None:
    v = verdict("Lines 98-99 can never run: **Lines 96-97** reject it.", BLAME, user=LINES_USER)
    assert not flagged(v), flagged(v)
    assert grounded(v) == {"98-99": "line-range", "96-97": "line-range"}


@pytest.mark.parametrize("answer, wrong", [
    ("Lines 96-97 reject it and lines 98-89 too.", None),  # goes down: not a range, an id
    ("**Lines 86-99** reject it.", "86-99"),  # 86 is in no listing
    ("**Lines 96-95** reject it.", None),
])
def test_a_line_range_with_an_end_no_listing_shows_stays_flagged(answer: str, wrong: str | None) -> None:
    v = verdict(answer, BLAME, user=LINES_USER)
    if wrong is not None:
        assert wrong in flagged(v), (flagged(v), grounded(v))
    assert "line-range" not in grounded(v).values() or "96-97" in grounded(v)


def test_a_line_range_needs_the_word_line() -> None:
    v = verdict("The codes 96-97 reject it.", BLAME, user="codes 96-99 please")
    assert "96-97" in flagged(v)


AOV = {"rows": [{"total": 41847.77, "orders": 412}, {"total": 46017.16, "orders": 451}]}


def test_an_approximate_band_of_the_answers_rounded_values_is_grounded() -> None:
    answer = ("- August: $41,847.77 / 412 = **$101.57**\n- October: $46,017.16 / 451 = **$102.03**\n\n"
              "So AOV stayed in a narrow band around $101-102.")
    v = verdict(answer, AOV)
    assert grounded(v).get("101") == "approx-range", (grounded(v), flagged(v))


@pytest.mark.parametrize("band", ["around $101-103", "around $111-102", "a band of $101-102"])
def test_an_approximate_band_with_an_end_nothing_rounds_to_stays_flagged(band: str) -> None:
    answer = ("- August: $41,847.77 / 412 = **$101.57**\n- October: $46,017.16 / 451 = **$102.03**\n\n"
              f"So AOV stayed in {band}.")
    v = verdict(answer, AOV)
    assert "approx-range" not in grounded(v).values()
    assert flagged(v) & {"101", "111-102"}, flagged(v)


ORDERS = {"items": [{"created_at": "2026-11-27 08:14:22"}, {"created_at": "2026-11-28 19:02:51"},
                    {"created_at": "2026-11-29 10:45:07"}]}


@pytest.mark.parametrize("written", ["27.-29.11.2026", "27.11.-29.11.2026", "27.11.2026-29.11.2026"])
def test_a_day_first_date_range_whose_ends_were_carried_is_grounded(written: str) -> None:
    v = verdict(f"Am Wochenende {written} gab es drei Bestellungen.", ORDERS)
    assert not flagged(v), flagged(v)
    assert "date-range" in grounded(v).values(), grounded(v)


@pytest.mark.parametrize("written", ["27.-30.11.2026", "17.-29.11.2026", "27.-29.12.2026", "27.-29.11.2027",
                                     "29.-27.11.2026"])
def test_a_day_first_date_range_with_an_end_not_carried_stays_flagged(written: str) -> None:
    v = verdict(f"Am Wochenende {written} gab es drei Bestellungen.", ORDERS)
    assert flagged(v), grounded(v)


def test_the_reference_profile_reads_no_range_end_rule() -> None:
    v = verdict("Lines 98-99 can never run: **Lines 96-97** reject it.", BLAME, user=LINES_USER, gate=REFERENCE)
    assert "line-range" not in grounded(v).values()


# --- versions (versions.py) -------------------------------------------------------------------------

TAGS = "v2.14.0\nv2.13.2\nv2.13.1\nv2.13.0\nv2.12.4\n[The command completed with exit code 0.]"
NOTES = ("The latest tag is **v2.14.0**. There are no new public APIs, so under semantic versioning this is "
         "a patch release: **{patch}**. If you count the speedup as a feature-level change you could argue "
         "for **{minor}**.")


def test_the_next_patch_and_minor_release_of_a_carried_version_are_grounded() -> None:
    v = verdict(NOTES.format(patch="2.14.1", minor="2.15.0"), TAGS)
    assert not flagged(v), flagged(v)
    assert grounded(v)["2.14.1"] == "version-bump" and grounded(v)["2.15.0"] == "version-bump"


def test_a_major_bump_named_as_such_is_grounded() -> None:
    v = verdict("We are on v2.14.0; dropping Python 3.9 is a breaking change, so the next is 3.0.0.", TAGS)
    assert grounded(v).get("3.0.0") == "version-bump", (grounded(v), flagged(v))


@pytest.mark.parametrize("patch, minor, wrong", [
    ("2.14.2", "2.15.0", "2.14.2"),  # skips a patch
    ("2.14.1", "2.16.0", "2.16.0"),  # skips a minor
    ("2.14.1", "2.15.1", "2.15.1"),  # a minor bump keeps no patch
    ("2.15.0", "2.14.1", "2.15.0"),  # each sentence names the other kind
    ("3.14.1", "2.15.0", "3.14.1"),
    ("2.13.3", "2.15.0", "2.13.3"),  # below a carried version of its major
])
def test_a_version_that_is_no_named_next_release_stays_flagged(patch: str, minor: str, wrong: str) -> None:
    v = verdict(NOTES.format(patch=patch, minor=minor), TAGS)
    assert wrong in flagged(v), (flagged(v), grounded(v))


def test_a_bump_of_a_version_the_answer_does_not_name_stays_flagged() -> None:
    v = verdict("| mypy | 1.11.2 | 1.14.0 | minor |", "mypy 1.11.2 1.13.0 wheel")
    assert "1.14.0" in flagged(v), grounded(v)


def test_a_tag_is_the_version_with_its_v() -> None:
    v = verdict("Next: commit, then `git tag -a v2.15.0`.", "3:version = \"2.15.0\"")
    assert grounded(v) == {"v2.15.0": "version"}
    v = verdict("Next: commit, then `git tag -a v2.16.0`.", "3:version = \"2.15.0\"")
    assert "v2.16.0" in flagged(v)
    v = verdict("Next: commit, then `git tag -a v2.15.0`.", "ok", user="go with 2.15.0")
    assert not flagged(v)


# --- constants (constants.py) ----------------------------------------------------------------------

WEATHER = {"main": {"temp": 276.35, "pressure": 1021}}


@pytest.mark.parametrize("answer", [
    "3.2°C. The API reports temperatures in Kelvin, so I subtracted 273.15.",
    "In pounds (× 2.20462) they'd be heavier.",
    "For miles, divide by 1.609344.",
    "That is 276.35 - 273.15 = 3.2 degrees.",
])
def test_a_constant_the_answer_uses_as_an_operand_is_no_claim(answer: str) -> None:
    v = verdict(answer, WEATHER)
    assert not flagged(v), flagged(v)


@pytest.mark.parametrize("answer, wrong", [
    ("The API reports temperatures in Kelvin, so I subtracted 273.16.", "273.16"),
    ("In pounds (× 2.20463) they'd be heavier.", "2.20463"),
    ("For miles, divide by 1.609345.", "1.609345"),
    ("The water froze at 273.15 K exactly.", "273.15"),  # a value, not an operand
    ("The station logged 3600 readings.", "3600"),
    ("Requests went up +3600 today.", "3600"),  # a sign, not an operator
])
def test_a_constant_one_digit_off_or_written_as_a_value_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, WEATHER)
    assert wrong in flagged(v), flagged(v)


# --- names respaced (names.py) ---------------------------------------------------------------------

FLIGHT = {"aircraft": {"reg": "CS-TVA", "model": "Airbus A320 NEO"}}
AIR = '{"dominentpol": "pm25", "iaqi": {"pm25": {"v": 152}, "pm10": {"v": 68}}}'


@pytest.mark.parametrize("answer, payload, name", [
    ("TP 1351 (Airbus A320neo CS-TVA) is delayed.", FLIGHT, "a320neo"),
    ("Main pollutant PM2.5 (152).", AIR, "pm2.5"),
    ("The RTX4090 is in stock.", {"gpu": "GeForce RTX 4090"}, "rtx4090"),
])
def test_a_name_respaced_or_recased_is_grounded(answer: str, payload: object, name: str) -> None:
    v = verdict(answer, payload)
    assert grounded(v).get(name) == "respaced", (grounded(v), flagged(v))


@pytest.mark.parametrize("answer, payload, wrong", [
    ("TP 1351 (Airbus A321neo CS-TVA) is delayed.", FLIGHT, "a321neo"),
    ("TP 1351 (Airbus A320ceo CS-TVA) is delayed.", FLIGHT, "a320ceo"),
    ("Main pollutant PM3.5 (152).", AIR, "pm3.5"),
    ("Main pollutant PM2.6 (152).", AIR, "pm2.6"),
    ("Main pollutant PM25 (152).", '{"pm2.5": 152}', "pm25"),  # a point the result wrote is kept
])
def test_a_name_with_other_digits_or_letters_stays_flagged(answer: str, payload: object, wrong: str) -> None:
    v = verdict(answer, payload)
    assert wrong in flagged(v), (grounded(v), flagged(v))


@pytest.mark.parametrize("answer", ["- **Total Additional Cost:** $1,024", "Box 1024 is yours.", "**Total:** 3600"])
def test_markdown_bold_or_a_word_is_no_operator(answer: str) -> None:
    v = verdict(answer, WEATHER)
    assert flagged(v) & {"1024", "3600"}, flagged(v)


# --- a magnitude in words (rescaled.py) --------------------------------------------------------------

CAPS = {"AAPL": {"marketCap": 3650419130368}, "MSFT": {"marketCap": 3806240473088}}


def test_a_carried_number_written_with_its_magnitude_in_words_is_grounded() -> None:
    v = verdict("Apple: about **$3.65 trillion**; Microsoft: about $3.81 trillion.", CAPS)
    assert grounded(v) == {"3.65": "rescaled", "3.81": "rescaled"}, (grounded(v), flagged(v))


@pytest.mark.parametrize("answer, wrong", [
    ("Apple: about **$3.66 trillion**.", "3.66"),
    ("Apple: about **$3.65 billion**.", "3.65"),
    ("Apple: about **$3.55 trillion**.", "3.55"),
])
def test_a_magnitude_that_does_not_round_a_carried_number_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, CAPS)
    assert wrong in flagged(v), (grounded(v), flagged(v))


# --- float noise with its sign (respellings.py) --------------------------------------------------------

QUOTE = '{"regularMarketPrice": 241.37, "regularMarketChange": -2.849999999999994}'


def test_float_noise_of_a_negative_change_grounds_the_amount_written_with_a_minus_sign() -> None:
    v = verdict("| Change | \u2212$2.85 (\u22121.17%) |", QUOTE)
    assert grounded(v).get("2.85") == "float-precision", (grounded(v), flagged(v))


@pytest.mark.parametrize("written", ["\u2212$2.84", "\u2212$2.95", "\u2212$3.85"])
def test_float_noise_does_not_ground_another_amount(written: str) -> None:
    v = verdict(f"| Change | {written} |", QUOTE)
    assert flagged(v), grounded(v)


def test_a_dotted_date_given_as_a_format_example_is_no_claim() -> None:
    answer = "The invoice date is **27.11.2026** (format `TT.MM.JJJJ`, e.g. 01.12.2026 for December 1)."
    v = verdict(answer, {"created_at": "2026-11-27 08:14:22"})
    assert not flagged(v), flagged(v)
    v = verdict("The invoice date is **27.11.2026**; it is due 01.12.2026.", {"created_at": "2026-11-27 08:14:22"})
    assert "01.12.2026" in flagged(v)


# --- a person's yearless date (said_dates.py) --------------------------------------------------------

SHOP = "You are the back office assistant.\nToday is 2026-11-30 (Monday)."
COUPON = "Create a follow-up code CYBER26 for 20% off, valid Dec 1 to Dec 3, one use per customer"


def test_a_yearless_date_a_person_says_is_read_in_the_year_nearest_the_stated_today() -> None:
    v = verdict("- **Valid:** 2026-12-01 to 2026-12-03", {"ok": True}, system=SHOP, user=COUPON)
    assert not flagged(v), flagged(v)
    v = verdict("Due 2027-01-05.", {"ok": True}, system=SHOP, user="pay it on Jan 5th please")
    assert not flagged(v), flagged(v)


@pytest.mark.parametrize("written", ["2026-12-04", "2027-12-03", "2025-12-03", "2026-11-03"])
def test_another_day_or_year_than_the_person_said_stays_flagged(written: str) -> None:
    v = verdict(f"- **Valid:** 2026-12-01 to {written}", {"ok": True}, system=SHOP, user=COUPON)
    assert written in flagged(v), flagged(v)


def test_no_year_is_read_without_a_stated_today() -> None:
    v = verdict("- **Valid:** 2026-12-01 to 2026-12-03", {"ok": True}, user=COUPON)
    assert "2026-12-03" in flagged(v), flagged(v)


# --- ratios (ratios.py) --------------------------------------------------------------------------------

SNOW = {"snowfall_sum": 14.87}


@pytest.mark.parametrize("answer", [
    "With the usual ratio of about 10:1 for fresh snow, the depth would be around 15 cm.",
    "In dry conditions the ratio can be 15:1 or more.",
    "Use a 16:9 aspect ratio.",
])
def test_a_small_ratio_beside_a_ratio_word_is_prose(answer: str) -> None:
    v = verdict(answer, SNOW)
    assert not flagged(v), flagged(v)


@pytest.mark.parametrize("answer, wrong", [
    ("The map uses a 1:50000 scale.", "1:50000"),  # a term of the digit minimum: judged
    ("The train leaves at 10:15 and snow starts at 10:1 tonight.", "10:15"),  # no ratio word: a clock
])
def test_a_ratio_with_a_large_term_or_a_clock_stays_judged(answer: str, wrong: str) -> None:
    v = verdict(answer, SNOW)
    assert wrong in flagged(v), flagged(v)


# --- a duration restated as a clock (restated.py) ----------------------------------------------------

CI = "1 failed, 1291 passed, 14 skipped in 911.62s"


@pytest.mark.parametrize("answer", [
    "That job: 1 failed, 1,291 passed, 14 skipped in 911.62 s (15:11).",
    "That job took 911.62 seconds, i.e. 15:11.",
])
def test_a_duration_restated_as_a_clock_beside_it_is_grounded(answer: str) -> None:
    v = verdict(answer, CI)
    assert not flagged(v), flagged(v)
    assert "restated" in grounded(v).values(), grounded(v)


@pytest.mark.parametrize("answer, wrong", [
    ("That job: 1 failed in 911.62 s (15:21).", "15:21"),
    ("That job: 1 failed in 911.62 s (16:11).", "16:11"),
    ("That job: 1 failed in 911.62 s (15:12).", "15:12"),
    ("That job: 1 failed in 911.62 s. It started at 15:11.", "15:11"),
])
def test_a_clock_that_is_not_the_duration_before_it_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, CI)
    assert wrong in flagged(v), (grounded(v), flagged(v))


# --- the precision as written (spellings.py -> rescaled.py) -----------------------------------------------

def test_a_rounding_whose_trailing_zero_is_written_is_read_at_that_precision() -> None:
    v = verdict("The weighted error is 301.9 x 0.000990.", {"error_rate": 0.0009900990099009901})
    assert grounded(v).get("0.00099") == "rescaled", (grounded(v), flagged(v))
    v = verdict("The weighted error is 301.9 x 0.000991.", {"error_rate": 0.0009900990099009901})
    assert "0.000991" in flagged(v), (grounded(v), flagged(v))


@pytest.mark.parametrize("anchor, ok", [("L96-L97", True), ("merge.py#L98-L99", True), ("L96-L87", False),
                                        ("L86-L97", False)])
def test_a_line_anchor_is_a_line_range(anchor: str, ok: bool) -> None:
    v = verdict(f"See {anchor} for the check.", BLAME, user="who wrote it?")
    if ok:
        assert not flagged(v), flagged(v)
    else:
        assert flagged(v), grounded(v)


def test_an_amount_one_digit_off_is_not_grounded_by_rounding_the_carried_one_coarser() -> None:
    """`$36.70` is read at the two decimals written: a carried `36.72` does not round to it (main
    read `36.7` and grounded it by `rescaled`)."""
    v = verdict("The fare is $36.72. Another option is $36.70 per night.", {"fare": 36.72})
    assert "36.7" in flagged(v), (grounded(v), flagged(v))
