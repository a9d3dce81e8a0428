"""Round 33 (persian33): numbers written in the digits of any script, and powers written as powers.

A Persian, Hindi, Bengali or Thai answer may write its numbers in its own digits (`۵۱۰٬۲۰۴`,
`७२,०००`, `๑,๒๕๐`); any character Unicode gives a decimal value is read as that digit (no list of
scripts), with Arabic's own separators, and an invisible direction mark inside a number no longer
cuts it. Such a value is located as written (its finding had offset -1), an earlier answer written
so feeds the arithmetic of the next (its computed values repeated, its flagged ones no operand), a
worked expression's `²` is a power, a table's header may name its two columns in any language, a
column may be another times a number stated before its table, and a whole column of the previous
answer's table may be totalled with no English word saying so. Each with its refusals: a digit off,
a wrong step stay flagged; `reference` is unchanged.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.expressions import relations
from evidence_audit.evidence.extract import locate
from evidence_audit.evidence.script_digits import western_digits, western_value

from ._helpers import DEFAULT, REFERENCE, flagged, history, judged

# --- digits of any script ----------------------------------------------------------------------


def test_digits_of_any_script_respelled_one_for_one() -> None:
    for written, ascii_ in (
        ("۵۱۰٬۲۰۴ گره", "510,204 گره"),  # Extended Arabic-Indic, Arabic's thousands separator
        ("۱۷۰٫۱ روز", "170.1 روز"),  # Arabic's decimal separator
        ("कुल ७२,००० रुपये", "कुल 72,000 रुपये"),  # Devanagari with ASCII separators
        ("মোট ৩৫০.৫০ টাকা", "মোট 350.50 টাকা"),  # Bengali
        ("รวม ๑,๒๕๐.๕๐ บาท", "รวม 1,250.50 บาท"),  # Thai
        ("合計 １２，０００円", "合計 12，000円"),  # fullwidth digits (the fullwidth comma is no separator here)
    ):
        text, shown = western_digits(written)
        assert text == ascii_, written
        assert len(text) == len(written)
    assert western_digits("कुल ७२,००० रुपये")[1] == {"72000": "७२,०००"}
    assert western_digits("no such digits 12.5") == ("no such digits 12.5", {})


def test_an_invisible_mark_inside_a_number_moves_after_it() -> None:
    written = "جمع ۱۲\u200f٬۰۰۰ تومان"
    text, shown = western_digits(written)
    assert text == "جمع 12,000\u200f تومان" and len(text) == len(written)
    assert shown == {"12000": "۱۲\u200f٬۰۰۰"}
    assert western_digits("total 12\u200e,500 EUR")[0] == "total 12,500\u200e EUR"
    assert western_value("۵۱۰٬۲۰۴") == "510204" and western_value("INV-2041") == "INV-2041"


QUOTE = {"quote": "Q-7731", "width_cm": 250, "length_cm": 350, "price_per_m2": 41500000}


def test_a_devanagari_answer_is_judged_and_computed() -> None:
    answer = "क्षेत्रफल ८.७५ वर्ग मीटर: ८.७५ × ४१,५००,००० = ३६३,१२५,००० तोमान।"
    v = check_answer(answer, history(QUOTE), DEFAULT)
    assert flagged(v) == set()
    assert "३६३,१२५,०००" in {c.value for c in v.computed or ()}
    slipped = check_answer(answer.replace("३६३,१२५,०००", "३६३,१५२,०००"), history(QUOTE), DEFAULT)
    assert flagged(slipped) == {"३६३,१५२,०००"}
    assert flagged(check_answer(answer, history(QUOTE), REFERENCE)) == set()  # reference reads ASCII only


def test_a_value_in_another_script_is_located_as_written() -> None:
    answer = "پیش‌پرداخت ۱۶٬۶۰۰٬۰۰۰ تومان است."
    v = check_answer(answer, history(QUOTE), DEFAULT)
    (candidate,) = v.unsupported
    assert candidate.value == "۱۶٬۶۰۰٬۰۰۰"
    assert locate(answer, candidate) == (11, 10)  # was (-1, 0): the finding had no offset


# --- an earlier answer in another script feeds the next ------------------------------------------

WEAVERS = "weaver,days_worked,knots_tied\nSara,20,184200\nNeda,19,170905\nMina,21,196350"
TABLE = (
    "| بافنده | روز | گره | گره در روز |\n|---|---|---|---|\n"
    "| سارا | ۲۰ | ۱۸۴٬۲۰۰ | ۹٬۲۱۰ |\n| ندا | ۱۹ | ۱۷۰٬۹۰۵ | ۸٬۹۹۵ |\n| مینا | ۲۱ | ۱۹۶٬۳۵۰ | ۹٬۳۵۰ |"
)


def test_a_header_naming_two_columns_is_their_ratio_in_any_language() -> None:
    flags, done = judged(TABLE, history(WEAVERS))
    assert flags == set()
    assert done["۹٬۲۱۰"] == "row-rate" and done["۸٬۹۹۵"] == "row-rate"
    # refused: a digit off; a header naming no two columns (`بازده`, output) says no ratio
    assert judged(TABLE.replace("۹٬۲۱۰", "۹٬۲۰۱"), history(WEAVERS))[0] == {"۹٬۲۰۱"}
    assert "۹٬۲۱۰" in judged(TABLE.replace("گره در روز", "بازده"), history(WEAVERS))[0]
    # in English too, with no `per`: `Knots a day` beside `Knots` and `Days`
    english = TABLE.replace("| بافنده | روز | گره | گره در روز |", "| Weaver | Days | Knots | Knots a day |")
    assert judged(english, history(WEAVERS))[0] == set()


PAY = "مزد: هر گره ۷۵ تومان.\n\n" + TABLE.replace("| گره در روز |", "| مزد (تومان) |").replace("|---|---|---|---|", "|---|---|---|---|") \
    .replace("۹٬۲۱۰", "۱۳٬۸۱۵٬۰۰۰").replace("۸٬۹۹۵", "۱۲٬۸۱۷٬۸۷۵").replace("۹٬۳۵۰", "۱۴٬۷۲۶٬۲۵۰")
RULES = "You are the workshop's assistant. Weavers are paid 75 toman a knot."


def test_a_column_times_a_number_stated_before_its_table() -> None:
    flags, done = judged(PAY, history(WEAVERS, system=RULES))
    assert flags == set(), flags
    assert done["۱۳٬۸۱۵٬۰۰۰"] == "column-factor"
    # refused: one row's slip is flagged, the rows that hold stay computed (all but one must hold)
    flags, done = judged(PAY.replace("۱۲٬۸۱۷٬۸۷۵", "۱۲٬۸۷۱٬۸۷۵"), history(WEAVERS, system=RULES))
    assert flags == {"۱۲٬۸۷۱٬۸۷۵"} and done["۱۳٬۸۱۵٬۰۰۰"] == "column-factor"
    # refused: no number written before the table and none the rules state (rope42: the rules' own
    # rate worked down the column, every row holding, is computed)
    assert "۱۳٬۸۱۵٬۰۰۰" in judged(PAY.replace("مزد: هر گره ۷۵ تومان.\n\n", ""), history(WEAVERS))[0]
    assert judged(PAY.replace("مزد: هر گره ۷۵ تومان.\n\n", ""), history(WEAVERS, system=RULES))[1]["۱۳٬۸۱۵٬۰۰۰"] == "column-factor"


def test_an_earlier_table_column_named_by_its_header_is_totalled_in_any_language() -> None:
    run = history(WEAVERS, answers=(TABLE,))
    flags, done = judged("جمع گره‌ها ۵۵۱٬۴۵۵ است.", run)
    assert flags == set() and done["۵۵۱٬۴۵۵"] == "column"
    assert judged("جمع گره‌ها ۵۵۱٬۵۴۵ است.", run)[0] == {"۵۵۱٬۵۴۵"}  # a digit off
    assert judged("جمع ۵۵۱٬۴۵۵ است.", run)[0] == {"۵۵۱٬۴۵۵"}  # the column not named (nor a word for total read)
    # and restated once more later, a repeat of the value the earlier answer computed in Persian digits
    later = history(WEAVERS, answers=(TABLE, "جمع گره‌ها ۵۵۱٬۴۵۵ است."))
    assert judged("۵۵۱٬۴۵۵ ÷ ۶۰ روز = ۹٬۱۹۰٫۹ گره در روز.", later) == (set(), {"۵۵۱٬۴۵۵": "repeat", "۹٬۱۹۰٫۹": "written"})


def test_an_earlier_answers_flagged_persian_value_is_no_operand() -> None:
    # 14,255,000 is no 40% of the quote's 36,312,500 (14,525,000): flagged in the first answer, and
    # the remainder worked from it in the next stays flagged (it was settled as an operand before)
    first = "پیش‌پرداخت ۴۰٪: ۱۴٬۲۵۵٬۰۰۰ تومان."
    quote = {**QUOTE, "total_toman": 36312500}
    flags, _ = judged(first, history(quote))
    assert flags == {"۱۴٬۲۵۵٬۰۰۰"}
    assert "۲۲٬۰۵۷٬۵۰۰" in judged("مانده ۲۲٬۰۵۷٬۵۰۰ تومان.", history(quote, answers=(first,)))[0]


# --- powers written as powers ------------------------------------------------------------------


def test_a_superscript_exponent_is_a_power() -> None:
    (relation,) = relations("(50 × 100 ÷ 7)² = 510,204 knots per m²")[0]
    assert relation.expression == "(50 x 100 / 7)^2 = 510204"
    assert relations("6² = 36")[0][0].expression == "6^2 = 36"
    assert relations("(1.05)³ = 1.157625")[0][0].expression == "1.05^3 = 1.157625"
    # refused: a wrong result; a unit's square after a space is no power
    assert relations("(50 × 100 ÷ 7)² = 510,240")[0] == []
    assert relations("1.60 m × 1.14 m = 1.824 m²")[0][0].expression == "1.6 x 1.14 = 1.824"


def test_a_persian_worked_square_is_computed_and_a_slip_flagged() -> None:
    rules = "Knots per m2 = (raj x 100 / 7) squared."
    answer = "در هر متر مربع (۵۰ × ۱۰۰ ÷ ۷)² = ۵۱۰٬۲۰۴ گره است."
    flags, done = judged(answer, history({"raj": 50}, system=rules))
    assert flags == set() and done["۵۱۰٬۲۰۴"] == "written"
    assert judged(answer.replace("۵۱۰٬۲۰۴", "۵۱۰٬۲۴۰"), history({"raj": 50}, system=rules))[0] == {"۵۱۰٬۲۴۰"}
    english = "60 raj: (6000/7)² = 734,694 per m²."
    assert judged(english, history({"raj": 60}, system=rules))[0] == set()
    assert "734964" in judged(english.replace("734,694", "734,964"), history({"raj": 60}, system=rules))[0]


# --- a person's text and a result in another script's digits -------------------------------------


def test_a_number_a_person_said_or_a_result_carried_in_another_script_is_read() -> None:
    said = history({"quote": "Q-7731"}, user="قیمت را ۲۱۶٬۰۰۰٬۰۰۰ تومان گفتند، درست است؟")
    for answer in ("بله، ۲۱۶٬۰۰۰٬۰۰۰ تومان.", "Yes, 216,000,000 toman."):
        assert flagged(check_answer(answer, said, DEFAULT)) == set()
    carried = history("فاکتور: جمع کل ۱۲۹٬۶۰۰٬۰۰۰ ریال")
    v = check_answer("The invoice total is 129,600,000 rials.", carried, DEFAULT)
    assert flagged(v) == set() and {g.value for g in v.grounded} == {"129600000"}
    # refused: a digit off what was said or carried stays flagged
    assert flagged(check_answer("Yes, 261,000,000 toman.", said, DEFAULT)) == {"261000000"}
    assert flagged(check_answer("The invoice total is 126,900,000 rials.", carried, DEFAULT)) == {"126900000"}
