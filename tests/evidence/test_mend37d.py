"""(round 37, mend37d) review37's proven defects in months37's readers, each bounded to the shape
its rule was written for.

D5: a duration word of another language (`duration_words.py`, read by `date_steps._terms_in`) that
is a plain word in the text's own language (`dies`, English tooling; `mais`, Galician "more") made
`N word` a stated span: an invented date that far from a known date was computed. A Latin word now
counts as a span only in a text that writes another word of another language's dates
(`worded_dates.stands_in_its_language`); a word of another script counts alone.

D7: a month's name of another language that is an English word (`mayo`) read as a yearless date in
English text: a count of sachets flagged as May 12. A yearless date whose month's name is a Latin
word is now read only in a form no English count has (a connector word: `14 de maio`, `15 ta'
Mejju`) or beside such a date of another language; a date with a year is read as before.
"""

from __future__ import annotations

from evidence_audit.evidence.worded_dates import worded_dates

from ._helpers import history, judged

ORDER = {"order": "SI-2291", "placed": "2026-11-20", "delivery": "2026-12-10", "tooling": "12 dies, 4 punches"}
ORDER_RUN = history(
    ORDER, system="You are the assistant of a surgical instrument maker. Today is 2026-11-20.", user="When is SI-2291 delivered?"
)
ROPES = {"lote": "R-14", "sementado": "2026-11-26", "desdobre": "2027-03-16", "cordas_pendentes": 3}
ROPES_RUN = history(ROPES, system="Es o asistente dunha cooperativa. Hoxe é 2026-11-27.", user="Cando se desdobra o lote R-14?")


def test_an_english_plural_that_is_another_languages_day_is_no_span() -> None:
    found, computed = judged("SI-2291 was placed on 2026-11-20 and needs 12 dies; it ships on 2026-12-02.", ORDER_RUN)
    assert found == {"2026-12-02"} and "2026-12-02" not in computed


def test_a_galician_more_is_no_month() -> None:
    found, computed = judged("O lote R-14 sementouse o 2026-11-26 e quedan 3 mais cordas; desdóbrase o 2027-02-26.", ROPES_RUN)
    assert found == {"2027-02-26"} and "2027-02-26" not in computed


def test_a_span_written_among_its_languages_dates_still_steps() -> None:
    invoice = {"invoice": "F-2291", "issued": "2026-12-18", "terms_days": 30}
    run = history(invoice, user="Cando vence?")
    found, computed = judged("Emitida o 18 de decembro de 2026, a 30 días: vence o **17 de xaneiro de 2027**.", run)
    # (census40) `date-span` reads a span in another language's words too, and is tried first: the
    # same step (18 December + 30 days) by the rule for a carried date the answer writes
    assert found == set() and computed["17 de xaneiro de 2027"] in ("date-step", "date-span")
    found, _ = judged("Emitida o 18 de decembro de 2026, a 30 días: vence o **18 de xaneiro de 2027**.", run)
    assert "18 de xaneiro de 2027" in found


def test_a_span_word_of_another_script_steps_alone() -> None:
    warranty = {"repair": "R-771", "picked_up": "2026-12-01", "status": "ready"}
    run = history(warranty, user="وارنٹی کب تک ہے؟")
    found, computed = judged("وارنٹی 12 مہینے: 2027-12-01 تک۔", run)
    assert found == set() and computed["2027-12-01"] == "date-step"
    found, _ = judged("وارنٹی 12 مہینے: 2027-12-02 تک۔", run)
    assert "2027-12-02" in found


KIOSK = {"store": "Kiosk 4", "as_of": "2026-05-10", "next_delivery": "2026-05-14",
         "items": [{"item": "Mars bars", "qty": 20}, {"item": "mayo sachets", "qty": 12}]}
KIOSK_RUN = history(KIOSK, system="You are the assistant of Kiosk 4. Today is 2026-05-10 (Sunday).", user="What's in stock?")


def test_another_languages_month_that_is_an_english_word_is_no_date() -> None:
    assert judged("Kiosk 4 has 12 mayo sachets left; next delivery 2026-05-14.", KIOSK_RUN)[0] == set()
    # two such words do not prop each other up
    assert judged("Stock: 12 mayo sachets and 20 Mars bars (delivery 2026-05-14).", KIOSK_RUN)[0] == set()
    assert worded_dates("Stock: 12 mayo sachets and 30 Mars bars.") == ()


def test_a_month_in_its_languages_form_is_still_read() -> None:
    # with a year, or a connector word: judged, a day off flagged
    assert [(d.month, d.day, d.year) for d in worded_dates("Entrega o 12 de maio de 2026.")] == [(5, 12, 2026)]
    assert judged("A entrega é o 14 de maio.", KIOSK_RUN)[0] == set()
    assert judged("A entrega é o 15 de maio.", KIOSK_RUN)[0] == {"15 de maio"}
    assert judged("Il-kunsinna hija fl-14 ta' Mejju.", KIOSK_RUN)[0] == set()
    assert judged("Il-kunsinna hija fl-15 ta' Mejju.", KIOSK_RUN)[0] == {"15 ta' Mejju"}
    # a bare day and name among its language's dates: read
    assert [(d.month, d.day) for d in worded_dates("Chega o 14 de maio; 12 mayo en stock.")] == [(5, 14), (5, 12)]
