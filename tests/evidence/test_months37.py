"""(round 37, months37) Dates in words in any language: the month names of every language (CLDR,
`month_names.py`) read by `worded_dates.py`, in an answer (judged by the date rules) and in a result
(a key that grounds an answer's date).

Made-up runs of a freight desk in many languages: a date in words per script family grounded by a
carried ISO date, the same date a day off flagged (on d1bd494c it was prose, never judged); a
result's date in words grounding an answer's ISO date; a date computed by a stated span, its year
no number of its own; an article glued to a day (Maltese `fis-16`); and words that are months only
in a language the table refuses (short, of one small language) read as no date.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.month_names import MONTH_NAMES
from evidence_audit.evidence.worded_dates import worded_dates

from ._helpers import DEFAULT, REFERENCE, flagged, history, judged

SHIPMENT = {"order": "PO-5512", "ship_date": "2027-01-15", "status": "confirmed"}


def ship(answer: str, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(SHIPMENT, user="When does it ship?"), gate))


def test_latin_dates_with_connectors_are_judged() -> None:
    assert ship("A expedición sae o 15 de xaneiro de 2027.") == set()
    assert ship("A expedición sae o 16 de xaneiro de 2027.") == {"16 de xaneiro de 2027"}
    assert ship("Wysyłka: 15 stycznia 2027.") == set()
    assert ship("Wysyłka: 16 stycznia 2027.") == {"16 stycznia 2027"}
    assert ship("Versand am 16. Januar 2027.") == {"16. Januar 2027"}
    assert ship("Szállítás: 2027. január 15.") == set()
    assert ship("Szállítás: 2027. január 16.") == {"2027. január 16."}


def test_a_yearless_date_with_connectors_is_judged_in_the_runs_year() -> None:
    assert ship("A expedición sae o 15 de xaneiro.") == set()
    assert ship("A expedición sae o 16 de xaneiro.") == {"16 de xaneiro"}


def test_cyrillic_genitive_dates_are_judged() -> None:
    assert ship("Отгрузка 15 января 2027 года.") == set()
    assert ship("Отгрузка 16 января 2027 года.") == {"16 января 2027"}
    assert ship("Відвантаження 16 січня 2027 року.") == {"16 січня 2027"}


def test_arabic_script_dates_are_judged() -> None:
    assert ship("شپمنٹ 15 جنوری 2027 کو ہے۔") == set()
    assert ship("شپمنٹ 16 جنوری 2027 کو ہے۔") == {"16 جنوری 2027"}


def test_armenian_month_first_with_an_ordinal_ending() -> None:
    assert ship("Առաքումը հունվարի 15-ին է։") == set()
    assert ship("Առաքումը հունվարի 16-ին է։") == {"հունվարի 16"}


def test_bengali_digits() -> None:
    assert ship("চালান ১৫ জানুয়ারি ২০২৭।") == set()
    assert len(ship("চালান ১৬ জানুয়ারি ২০২৭।")) == 1  # flagged (shown in ASCII digits)


def test_cjk_and_korean_numeric_dates() -> None:
    assert ship("出荷日は2027年1月15日です。") == set()
    assert ship("出荷日は2027年1月16日です。") == {"2027年1月16日"}
    assert ship("배송일은 2027년 1월 15일입니다.") == set()
    assert ship("배송일은 2027년 1월 16일입니다.") == {"2027년 1월 16일"}


def test_an_article_glued_to_the_day_is_the_dates_day() -> None:
    # Maltese glues its article to the day (`fis-16`): no id, the day of the date it starts
    assert ship("Il-kunsinna titlaq fil-15 ta' Jannar.") == set()
    assert ship("Il-kunsinna titlaq fis-16 ta' Jannar.") == {"16 ta' Jannar"}
    # a word glued to a number that starts no date stays an id, as before
    assert "fis-16" in ship("Il-kunsinna fis-16 tal-port.")


def test_a_results_date_in_words_grounds_an_answers_iso_date() -> None:
    for note in ("Pedido PO-5512: sae o 15 de xaneiro de 2027.", "آرڈر PO-5512: روانگی 15 جنوری 2027", "Заказ PO-5512: отгрузка 15 января 2027 г."):
        run = history(note, user="When does it ship?")
        assert flagged(check_answer("It ships on 2027-01-15.", run, DEFAULT)) == set()
        assert flagged(check_answer("It ships on 2027-01-16.", run, DEFAULT)) == {"2027-01-16"}


def test_a_date_a_stated_span_reaches_is_computed_with_its_year() -> None:
    invoice = {"invoice": "F-2291", "issued": "2026-12-18", "terms_days": 30}
    run = history(invoice, user="Cando vence?")
    found, computed = judged("O pagamento faise aos 30 días: vence o **17 de xaneiro de 2027**.", run)
    assert found == set() and computed == {"17 de xaneiro de 2027": "date-step", "2027": "date-step"}
    found, _ = judged("O pagamento faise aos 30 días: vence o **18 de xaneiro de 2027**.", run)
    assert found == {"18 de xaneiro de 2027", "2027"}


def test_words_that_are_months_only_of_a_refused_reading_are_no_dates() -> None:
    # Tok Pisin's `mas` (March) is Portuguese's `mas` (but): a short name of few languages is refused
    assert "mas" not in MONTH_NAMES and not worded_dates("Chegam mas 16 caixas.")
    assert ship("Chegam mas 16 caixas na sexta.") == set()
    # `listopad` is November in Polish, October in Croatian: two readings, refused
    assert "listopad" not in MONTH_NAMES and "listopada" not in MONTH_NAMES
    # English keeps its own readers: none of its names is in the table
    assert not any(name in MONTH_NAMES for name in ("january", "may", "march", "sept", "dec"))


def test_ranges_and_decimals_are_no_days() -> None:
    assert worded_dates("27-29 ta' Diċembru") == ()
    # (mend37d) with a year: a bare yearless `3 Januar` alone is read only beside its language's dates
    assert [(d.month, d.day) for d in worded_dates("1.5 Januar und 3 Januar 2027")] == [(1, 3)]


def test_the_reference_profile_is_unchanged() -> None:
    assert ship("Отгрузка 16 января 2027 года.", REFERENCE) == ship("Отгрузка 15 января 2027 года.", REFERENCE)


WARRANTY = {"repair": "R-771", "picked_up": "2026-12-01", "status": "ready"}


def test_a_span_in_any_languages_word_for_a_month_steps_a_date() -> None:
    # CLDR's unit patterns (`duration_words.py`): Albanian `muaj`, Urdu `مہینے` are months
    run = history(WARRANTY, user="Deri kur vlen garancia?")
    found, computed = judged("Garancia: 12 muaj nga 1 dhjetor 2026, deri më **1 dhjetor 2027**.", run)
    # (camel43) a span in Latin letters is `date-span`'s too (the answer writes its base and span)
    assert found == set() and computed["1 dhjetor 2027"] in ("date-step", "date-span")
    found, _ = judged("Garancia: 12 muaj nga 1 dhjetor 2026, deri më **2 dhjetor 2027**.", run)
    assert "2 dhjetor 2027" in found
    found, computed = judged("وارنٹی 12 مہینے: **1 دسمبر 2027** تک۔", run)
    assert found == set() and computed["1 دسمبر 2027"] == "date-step"
    found, _ = judged("وارنٹی 12 مہینے: **2 دسمبر 2027** تک۔", run)
    assert "2 دسمبر 2027" in found


def test_a_date_in_another_scripts_digits_is_located_as_written() -> None:
    from evidence_audit.evidence.extract import locate

    answer = "अन्तिम दिन जनवरी २२, २०२७।"
    verdict = check_answer(answer, history({"trek": "T-1", "start": "2027-01-21"}, user="?"), DEFAULT)
    (found,) = verdict.unsupported
    at, length = locate(answer, found)
    assert answer[at:at + length] == "जनवरी २२, २०२७"
    answer = "截止日期是2027年1月23日。"
    verdict = check_answer(answer, history({"trek": "T-1", "start": "2027-01-21"}, user="?"), DEFAULT)
    (found,) = verdict.unsupported
    at, length = locate(answer, found)
    assert answer[at:at + length] == "2027年1月23日"


def test_a_day_no_month_has_is_flagged() -> None:
    # a day one digit off a real one that no month has (`39 ta' Jannar`, `30 de febreiro`): mistyped
    assert ship("Il-kunsinna titlaq fid-39 ta' Jannar.") == {"39 ta' Jannar"}
    assert "30 de febreiro" in ship("A expedición sae o 30 de febreiro de 2027.")
    # a month's name no English month starts like (`dhjetor`): the impossible day is still read
    assert "39 dhjetor" in ship("Garancia fillon më 39 dhjetor 2027.")
