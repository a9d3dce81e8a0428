"""A personal-assistant domain: a mailbox, a calendar, a bank account and hotel bookings.

Its shapes follow public assistant benchmarks' environments (AgentDojo's workspace, banking and
travel suites): calendar events with `"start_time": "2024-05-20 14:00"`, emails whose bodies say
"the review is on July 3rd, 2024 at 2 PM", transactions with IBANs and ISO dates, hotels with a
`rating` of 4.6 and an address with a postcode. Its answers do what assistant answers do (issue
9): a meeting as a range `14:00-15:30` or `2:00-3:30 PM`, a hotel rated `4.6/5`, a price band
`$1,240-$1,890`, the date and time an email wrote in words as `2024-07-03` and `14:00`, a numeric
date `03/07/2024`, the date the agent searched itself; and arithmetic the computed rule judges (a
meeting's duration `1:30`, a monthly payment times twelve), planted with truth kind `computed`.
Planted fabrications: an invented postcode, a meeting time no email stated, a duration off by a
quarter hour, an IBAN and an amount no result carried.

Every respelling is checked against the check as it stands when it is written: one the rule would
not ground (another rule grounds it first, or the value is carried verbatim) is written another way
or left out, so its truth row says what the check does.
"""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from ..evidence import normalize_token
from ..evidence.date_steps import add_months
from .scenarios import Answer, Builder, _Domain, dump, pick
from .values import Computed, Fab, Fact, Respelled, SelfSourced, money, rand_digits

__all__ = ["Assistant"]

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")
_FIRST = ("Emma", "Liam", "Sara", "Noah", "Mia", "Lucas", "Zoe", "Omar")
_TOPICS = ("quarterly review", "design review", "team offsite", "budget meeting", "client workshop",
           "reunion lunch", "dentist appointment", "board call")
_TITLES = ("Team Sync", "Client Presentation", "Lunch with Sarah", "1:1 with Michael", "Sprint Planning",
           "Introductory meeting", "Project Kickoff", "Yoga Class")
_PLACES = ("Conference Room B", "Meeting Room 2", "Central Park Cafe", "Client's Office", "Zoom")
_HOTELS = (("Le Marais Boutique", "Paris", "12 Rue des Archives", "75004"),
           ("Good Night", "Paris", "15 Rue Cler", "75007"),
           ("Montmartre Suites", "Paris", "23 Rue Lepic", "75018"),
           ("Cozy Stay", "London", "12 Leinster Gardens", "W2 3AN"),
           ("City Hub", "Tokyo", "1-1-1 Nishi-Shinjuku", "160-0023"),
           ("Riverside View", "London", "1 Thames Embankment", "SE1 7PB"))
_RATINGS = (3.8, 3.9, 4.1, 4.2, 4.3, 4.5, 4.6, 4.7, 4.8, 5.0)
_PAYEES = (("Rent", 1100.0, 1650.0, True), ("Car insurance", 1240.0, 1890.0, False),
           ("Apple Store: iPhone", 1000.0, 1299.0, False), ("Spotify Premium", 50.0, 50.0, True),
           ("Dental surgery", 1450.0, 2300.0, False), ("Gym membership", 1020.0, 1020.0, True))
_IBAN_HEADS = ("GB29NWBK", "DE8937040044", "CH930076201162", "FR1420041010", "US1220000001")


def _ordinal(day: int) -> str:
    return f"{day}{'th' if 11 <= day % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def _twelve(hour: int, minute: int, rng: Random) -> str:
    """`2 PM`, `2:00 p.m.`, `2pm` or `2:30 PM` as people write a time in an email."""
    h12, half = (hour % 12 or 12), ("AM" if hour < 12 else "PM")
    if minute == 0 and rng.random() < 0.6:
        return pick(rng, f"{h12} {half}", f"{h12}{half.lower()}")
    return pick(rng, f"{h12}:{minute:02d} {half}", f"{h12}:{minute:02d} {half[0].lower()}.m.")


def _twelve_clock(minutes: int, glued: bool) -> str:
    """`2:00 PM` or `2:00pm` for 14:00."""
    h12, half = (minutes // 60 % 12 or 12), ("AM" if minutes < 720 else "PM")
    return f"{h12}:{minutes % 60:02d}{half.lower()}" if glued else f"{h12}:{minutes % 60:02d} {half}"


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _duration(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


class Assistant(_Domain):
    """A personal assistant: the day's calendar, an email's date and time, bank payments, hotels."""

    name = "assistant"
    INTENTS = ("_calendar", "_email", "_bank", "_hotels")
    RECALL = ("when was that again?", "can you repeat the details?")
    SYSTEMS = (
        "You are a personal assistant with access to the user's email, calendar, bank account and travel bookings.",
        "You help the user manage email, calendar and payments. Today is a working day.",
    )

    def __init__(self, b: Builder) -> None:
        super().__init__()
        rng = b.rng
        self.first = rng.choice(_FIRST)
        base = b.now - b.now % 86400
        self.days = [base + k * 86400 for k in range(1, 12)]
        self.clocks: set[int] = set()  # minutes of the day of every clock a result carried

    # --- helpers ---------------------------------------------------------------------------------

    @staticmethod
    def _date(secs: int) -> tuple[int, int, int]:
        import time

        t = time.gmtime(secs)
        return t.tm_year, t.tm_mon, t.tm_mday

    def _iso(self, secs: int) -> str:
        y, m, d = self._date(secs)
        return f"{y:04d}-{m:02d}-{d:02d}"

    @staticmethod
    def _grounded(b: Any, text: str) -> dict[str, str]:
        """How the check, asked now, grounds each value of `text` (value: rule)."""
        return {g.value: g.by for g in b.auditor.judge(text).grounded}

    @staticmethod
    def _flagged(b: Any, text: str) -> bool:
        """Whether every value of `text` is flagged by the check asked now (none carried or said);
        a value the arithmetic computes alone (`1:15`, a gap between carried timestamps: the
        `stamp-gap` rule) is no carried value either."""
        v = b.auditor.judge(text)
        return bool(v.candidates) and len(v.unsupported) + len(v.computed or ()) == len(v.candidates)

    def _respelled(self, b: Any, label: str, spelling: str, rule: str, carried: str, source: str) -> Any:
        """A respelling when the check grounds it by `rule` now; a plain copy when it is carried
        verbatim; None (write it in words) when another rule would ground it."""
        reading = b.reading(spelling)
        if reading is None:
            return None
        by = self._grounded(b, spelling).get(reading.value)
        if by == rule:
            return Respelled(label, (spelling,), rule, normalize_token(carried), source)
        if by == "exact":
            return Fact(label, (spelling,), "text", spelling, source)
        return None

    # --- intents ---------------------------------------------------------------------------------

    def _events(self, b: Builder, day: int) -> list[dict[str, Any]]:
        rng = b.rng
        out = []
        start = rng.choice((8, 9, 10)) * 60 + rng.choice((0, 30))
        for title in rng.sample(_TITLES, rng.randint(1, 3)):
            length = rng.choice((30, 45, 60, 75, 90, 120))
            out.append({"title": title, "start": start, "end": start + length,
                        "location": rng.choice(_PLACES)})
            start += length + rng.choice((15, 30, 60, 90))
        return out

    def _calendar(self, b: Builder) -> Answer:
        rng = b.rng
        day = rng.choice(self.days)
        iso = self._iso(day)
        y, m, d = self._date(day)
        b.user(pick(rng, f"What's on my calendar on {_MONTHS[m - 1]} {d}?", f"do I have meetings on {_MONTHS[m - 1]} {_ordinal(d)}?"))
        cid = b.call("get_day_calendar_events", {"day": iso})
        b.step()
        events = self._events(b, day) if rng.random() < 0.85 else []
        rows = [{"id_": rand_digits(rng, 2), "title": e["title"], "start_time": f"{iso} {_hhmm(e['start'])}",
                 "end_time": f"{iso} {_hhmm(e['end'])}", "location": e["location"], "all_day": False,
                 "status": "confirmed"} for e in events]
        b.result(cid, dump(rng, rows))
        if not events:
            day_spelling = pick(rng, iso, f"{m:02d}/{d:02d}/{y}", f"{d:02d}/{m:02d}/{y}")
            return Answer().say("You have nothing scheduled on ", SelfSourced("day", day_spelling, cid, "that day"), ".")
        for e in events:
            self.clocks.update((e["start"], e["end"]))
        answer = Answer()
        when = pick(rng, 0, 1, 2)
        if when == 0:
            answer.say("On ", Fact("day", (iso,), "date", (day, 0), cid), " you have:")
        else:
            spelling = f"{m:02d}/{d:02d}/{y}" if when == 1 else f"{d:02d}/{m:02d}/{y}"
            part = self._respelled(b, "day", spelling, "numeric-date", iso, cid)
            answer.say("On ", part if part is not None else f"{_MONTHS[m - 1]} {d}", " you have:")
        used: set[int] = set()
        # every clock this answer may write, in both styles: a duration must not share a value with one
        written = {f"{t // 60 % 12 or 12}:{t % 60:02d}{h}" for e in events for t in (e["start"], e["end"]) for h in ("", "am", "pm")}
        written |= {_hhmm(t) for e in events for t in (e["start"], e["end"])}
        for e in events:
            start, end = e["start"], e["end"]
            parts: list[Any] = [f"- {e['title']}: "]
            style = rng.random()
            if start in used or end in used or style < 0.4:
                parts += [Fact("start_time", (_hhmm(start),), "time", (day + start * 60, 0, False), cid), "-",
                          Fact("end_time", (_hhmm(end),), "time", (day + end * 60, 0, False), cid)]
            else:
                # each end with its own am/pm, so each spelling reads alone as it reads in the range
                # (a shared "2:00-3:30 PM" is read by the range rule: tests/evidence/test_assistant_rules.py)
                glued = style >= 0.7
                s12 = _twelve_clock(start, glued)
                e12 = _twelve_clock(end, glued)
                joint = "-" if glued or style < 0.55 else pick(rng, " - ", " to ")
                text = f"{s12}{joint}{e12}"
                if set(self._grounded(b, text).values()) == {"clock"} and len(self._grounded(b, text)) == 2:
                    carried_s = f"{iso} {_hhmm(start)}"
                    carried_e = f"{iso} {_hhmm(end)}"
                    parts += [Respelled("start_time", (s12,), "clock", normalize_token(carried_s), cid), joint,
                              Respelled("end_time", (e12,), "clock", normalize_token(carried_e), cid)]
                else:
                    parts += [Fact("start_time", (_hhmm(start),), "time", (day + start * 60, 0, False), cid), "-",
                              Fact("end_time", (_hhmm(end),), "time", (day + end * 60, 0, False), cid)]
            used.update((start, end))
            parts.append(f" at {e['location']}")
            length = end - start
            if length >= 60 and rng.random() < 0.7:
                parts += self._length(b, start, end, written)
            answer.line(*parts)
        return answer

    def _length(self, b: Any, start: int, end: int, written: set[str]) -> list[Any]:
        """A meeting's duration in H:MM: computed (truth), or a planted one off by a quarter hour.

        Never a value the answer writes as a clock too (`1:45` long and `1:45 PM`)."""
        rng = b.rng
        length = end - start
        if b.rate > 0 and rng.random() < 0.45:  # planted only when the run plants fabrications
            wrong = length + rng.choice((-15, 15))
            differences = {abs(x - y) for x in self.clocks for y in self.clocks}
            spelling = _duration(wrong)
            if wrong > 0 and wrong not in differences and wrong not in self.clocks and spelling not in written \
                    and self._flagged(b, spelling):
                return [" (", Fab("duration", spelling, "wrong_duration"), " long)"]
        spelling = _duration(length)
        if spelling in written or b.reading(spelling) is None or not self._flagged(b, spelling):
            return []
        return [" (", Computed("duration", spelling, f"{_hhmm(end)} - {_hhmm(start)} = {spelling}"), " long)"]

    def _email(self, b: Builder) -> Answer:
        rng = b.rng
        topic = rng.choice(_TOPICS)
        day = rng.choice(self.days)
        y, m, d = self._date(day)
        minute = rng.choice((9, 10, 11, 13, 14, 15, 16)) * 60 + rng.choice((0, 0, 30))
        sent = b.now - rng.randrange(3, 20) * 86400 + rng.randrange(7, 19) * 3600
        sy, sm, sd = self._date(sent)
        when = _twelve(minute // 60, minute % 60, rng)
        style = rng.randrange(3)
        if style == 0:
            words = f"{_MONTHS[m - 1]} {_ordinal(d)}, {y}"
            said = f"the {topic} is on {words} at {when}"
        elif style == 1:
            words, when = f"{d} {_MONTHS[m - 1]} {y}", f"{minute // 60}h{minute % 60:02d}"
            said = f"the {topic} will be on {words}, {when}"
        else:
            words = f"{_MONTHS[m - 1][:3]} {d}"
            said = f"can we do the {topic} {words} at {when}? Let me know"
        b.user(pick(rng, f"When is the {topic}?", f"check my email: when's the {topic}?"))
        cid = b.call("search_emails", {"query": topic})
        b.step()
        sender = pick(rng, "lily.white@gmail.com", "james.miller@yahoo.com", "david.smith@bluesparrowtech.com")
        b.result(cid, dump(rng, [{"id_": rand_digits(rng, 2), "sender": sender, "subject": topic.title(),
                                  "body": f"Hi {self.first},\n\nJust a reminder: {said}.\n\nBest,\n{sender.split('.')[0].title()}",
                                  "status": "received", "read": True,
                                  "timestamp": f"{sy:04d}-{sm:02d}-{sd:02d}T{(sent // 3600) % 24:02d}:00:00"}]))
        self.clocks.add(((sent // 3600) % 24) * 60)
        iso = f"{y:04d}-{m:02d}-{d:02d}"
        date_part = self._respelled(b, "event_date", iso, "date-in-words", words, cid)
        if date_part is None and rng.random() < 0.5:
            date_part = self._respelled(b, "event_date", f"{d:02d}/{m:02d}/{y}", "numeric-date", words, cid)
        h12 = minute // 60 % 12 or 12
        time_spelling = _hhmm(minute)  # 14:00 for the email's "2 PM" (its own 2:00 PM would be a copy)
        if ":" not in when and "h" not in when and rng.random() < 0.3:
            time_spelling = f"{h12}:{minute % 60:02d} {'AM' if minute < 720 else 'PM'}"
        time_part = self._respelled(b, "event_time", time_spelling, "time-in-words", when, cid)
        answer = Answer().say(
            f"According to {sender}'s email, the {topic} is on ",
            date_part if date_part is not None else "the day it gives",  # round 14: a yearless `January 7` is a data value
            " at ",
            time_part if time_part is not None else "the time it gives",
            ".",
        )
        if rng.random() < 0.25:
            answer.say("I added it to your calendar.")
        return answer

    def _bank(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, "What were my most recent payments?", "show me my last transactions"))
        n = rng.randint(3, 5)
        cid = b.call("get_most_recent_transactions", {"n": n})
        b.step()
        rows = []
        for k, (subject, lo, hi, recurring) in enumerate(rng.sample(_PAYEES, n)):
            amount = float(rng.randrange(int(lo), int(hi) + 1)) if hi > lo else lo
            when = b.now - rng.randrange(2, 60) * 86400
            iban = rng.choice(_IBAN_HEADS) + rand_digits(rng, 22 - len(_IBAN_HEADS[0]) + 2)
            rows.append({"id": k + 1, "sender": "me", "recipient": iban, "amount": amount, "subject": subject,
                         "date": self._iso(when), "recurring": recurring, "_secs": when})
        b.result(cid, dump(rng, [{k: v for k, v in r.items() if k != "_secs"} for r in rows]))
        answer = Answer().say("Here are your latest payments:")
        dues: dict[str, str] = {}  # each due date this answer wrote (the check's value) -> its truth kind
        for r in rows:
            y, m, d = self._date(r["_secs"])
            style = rng.random()
            if style < 0.5:
                date_part: Any = Fact("payment_date", (r["date"],), "date", (r["_secs"], 0), cid)
            else:
                spelling = f"{d:02d}/{m:02d}/{y}" if style < 0.75 else f"{m:02d}/{d:02d}/{y}"
                date_part = self._respelled(b, "payment_date", spelling, "numeric-date", r["date"], cid) \
                    or f"{_MONTHS[m - 1]} {d}"
            line: list[Any] = ["- ", date_part, ": ", Fact("amount", money(r["amount"]), "amount", r["amount"], cid),
                               " to ", Fact("iban", (r["recipient"],), "id", r["recipient"], cid), f" ({r['subject']})"]
            yearly = round(r["amount"] * 12, 2)
            if r["recurring"] and yearly >= 1000 and rng.random() < 0.6:
                spelling = money(yearly)[0]
                if self._flagged(b, spelling):
                    line += [", about ", Computed("yearly_cost", spelling,
                                                  f"{r['amount']:g} x 12 = {yearly:g}"), " a year"]
            answer.line(*line)
            if r["recurring"]:
                due = self._next_due(b, r, dues)
                if due:
                    answer.line(*due)
        return answer

    def _next_due(self, b: Any, r: dict[str, Any], dues: dict[str, str]) -> list[Any]:
        """A recurring payment's next due date, a span its sentence states after the carried date
        (`date-step`, round 13): computed (truth), or a planted slip a day off (issue 8); the sentence
        is judged as it will be written, so its truth row says what the check does. Its draws come
        from the payment's own generator, so the rest of the run is drawn as before it was added.

        `dues` holds the due dates the answer's earlier lines wrote (value -> kind), and this one's
        is added: one date is one value of the answer, so a slip never lands on another payment's
        due date nor a due date on another's slip (Rent's 2024-12-02 slipped to 2024-12-03 beside
        Spotify's computed 2024-12-03, round 14: the same draw 40 times, and synth stopped)."""
        rng = Random(f"due {r['date']} {r['recipient']}")
        if rng.random() >= 0.6:
            return []
        y, m, d = self._date(r["_secs"])
        paid = date(y, m, d)
        size, unit, words = rng.choice(((30, "day", "30 days"), (1, "month", "a month"), (2, "week", "two weeks"),
                                        (3, "month", "three months"), (4, "week", "four weeks")))
        due = add_months(paid, size) if unit == "month" else paid + timedelta(days=size * (7 if unit == "week" else 1))
        if due is None:
            return []
        # in words only well inside the window the `word_dates` rule judges (31 days of a known date)
        in_words = (due - paid).days <= 28 and rng.random() < 0.4

        def spelled(day: date, words: bool) -> str:
            return f"{_MONTHS[day.month - 1]} {day.day}, {day.year}" if words else day.isoformat()

        lead = f"  The next {r['subject']} payment is due {words} later, on "
        if b.rate > 0 and rng.random() < 0.4:  # planted only when the run plants fabrications
            slip = spelled(due + timedelta(days=rng.choice((-1, 1))), False)
            verdict = b.auditor.judge(lead + slip + ".")
            for c in verdict.unsupported:
                if c.value in (slip, normalize_token(slip)) and c.value not in dues:
                    dues[c.value] = "fabricated"
                    return [lead, Fab("due_date", slip, "wrong_due_date"), "."]
        spelling = spelled(due, in_words)
        if not self._flagged(b, spelling):
            return []  # the run carries the due date itself: no arithmetic to judge
        verdict = b.auditor.judge(lead + spelling + ".")
        for c in verdict.computed or ():
            if c.derivation in ("date-step", "date-shift", "date-span") and c.value in (spelling, normalize_token(spelling)):
                if dues.setdefault(c.value, "computed") != "computed":
                    return []  # an earlier line planted this date as a slip
                return [lead, Computed("due_date", spelling, c.from_), "."]
        return []

    def _hotels(self, b: Builder) -> Answer:
        rng = b.rng
        city = rng.choice(("Paris", "London", "Tokyo"))
        nights = rng.randint(3, 7)
        b.user(pick(rng, f"Find me a hotel in {city} for {nights} nights.", f"hotels in {city}? staying {nights} nights"))
        cid = b.call("get_hotels", {"city": city, "nights": nights})
        b.step()
        hotels = [h for h in _HOTELS if h[1] == city]
        rows = []
        for name, _, street, postcode in hotels:
            low = rng.randrange(110, 260)
            high = low + rng.randrange(40, 160)
            rows.append({"name": name, "city": city, "rating": rng.choice(_RATINGS), "price_min": low,
                         "price_max": high, "total_min": float(low * nights), "total_max": float(high * nights),
                         "address": f"{street}, {postcode} {city}"})
        b.result(cid, dump(rng, rows))
        answer = Answer().say(f"I found {len(rows)} hotels in {city}:")
        for r in rows:
            line: list[Any] = [f"- {r['name']}, rated "]
            score = pick(rng, f"{r['rating']:g}/5", f"{r['rating']:.1f}/5.0", f"{r['rating']:g}/5")
            part = self._respelled(b, "rating", score, "score", f"{r['rating']:g}", cid)
            line.append(part if part is not None else f"{r['rating']:g} stars")
            low, high = r["total_min"], r["total_max"]
            if high >= 1000:
                # kind "text": a wrong copy in another spelling (`1,699.00 USD-$1,988`) would break the range
                line += [": ", Fact("total_min", (f"${low:,.0f}",), "text", low, cid), "-",
                         Fact("total_max", (f"${high:,.0f}",), "text", high, cid), f" for {nights} nights"]
            street, _, rest = r["address"].partition(", ")
            postcode = rest[: -len(city) - 1]
            if postcode.isdigit():
                line += [f", at {street}, ", Fact("postcode", (postcode,), "id", postcode, cid), f" {city}"]
            answer.line(*line, ".")
        return answer

    def invent(self, b: Builder) -> tuple[Any, ...]:
        rng = b.rng
        minute = rng.choice((8, 9, 10, 11, 13, 14, 15, 16, 17)) * 60 + rng.choice((0, 15, 30, 45))
        return pick(
            rng,
            ("The closest one is at ", Fab("postcode", "750" + rand_digits(rng, 2), "invented_postcode"), " Paris."),
            ("There is also a follow-up meeting at ", Fab("meeting_time", _hhmm(minute), "made_up_time"), "."),
            ("You also paid ", Fab("iban", rng.choice(_IBAN_HEADS) + rand_digits(rng, 12), "invented_id"), " last week."),
            ("Your balance is ", Fab("balance", money(float(rng.randrange(1200, 9000)))[0], "invented_amount"), "."),
        )
