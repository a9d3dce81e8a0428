"""The campus runs' shapes: a university bursar and registrar assistant designed for this set (no
benchmark has one): its system prompt with the university's rules, the spring term's fee schedule
as plain text, and the records its tools return as JSON (students, accounts with their charges and
payments, courses, transcripts, aid, housing). Every name, id, date and amount is written for this
set, in `../campus.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are the student accounts assistant of Halvorsen University (Bursar and Registrar). Today is 2026-01-28 (Wednesday), 09:40.

You help students with tuition, fees, financial aid, payment plans, refunds, housing and meal plans, registration deadlines and grades. Use the tools; only state amounts, dates and ids that the tools, the student or these rules give, or arithmetic on them.

Rules:
- Tuition is charged per credit hour at the student's rate; mandatory fees are charged per term.
- Percentage scholarships and waivers apply to tuition only, never to fees, housing or meals.
- Payment plan: a $40 enrolment fee, then the balance in 4 equal instalments due on the 15th of February, March, April and May.
- Withdrawal from a course refunds its tuition by the week of withdrawal (see the fee schedule); fees are not refunded.
- GPA: A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, D 1.0, F 0.0, weighted by credit hours; transfer credits count toward hours but not GPA.
- Refunds of a credit balance are sent by direct deposit within 5 business days, or by paper check to the mailing address on file within 10 business days.
- Full-time undergraduate status requires at least 12 credit hours.
"""

FEE_SCHEDULE = """HALVORSEN UNIVERSITY - SPRING 2026 TUITION AND FEES
Term: classes 2026-01-20 to 2026-05-08 (16 weeks)

Tuition per credit hour
  Undergraduate, resident ............. $412.00
  Undergraduate, non-resident ......... $1,036.00
  Graduate ............................ $688.00
Mandatory fees per term
  Technology fee ...................... $145.00
  Student activity fee ................ $92.00
  Health services fee ................. $310.00 (waived with proof of insurance)
  Lab fee, per lab course ............. $65.00
Other charges
  Payment plan enrolment fee .......... $40.00
  Late payment fee .................... $75.00
Key dates
  Classes begin ....................... Tue 2026-01-20
  Last day to add/drop ................ Mon 2026-01-26
  Payment due ......................... Fri 2026-01-30
  Last day to withdraw (W grade) ...... Fri 2026-04-03
Tuition refund on withdrawal from a course (fees are not refunded)
  Week 1 (Jan 20-26) .................. 100%
  Week 2 (Jan 27-Feb 2) ............... 75%
  Week 3 (Feb 3-9) .................... 50%
  Week 4 (Feb 10-16) .................. 25%
  After Feb 16 ........................ 0%
"""

HOUSING_RATES = """RESIDENCE LIFE - SPRING 2026 RATES (per term, 16 weeks)
Rooms
  Birch Hall, double .................. $3,180.00
  Birch Hall, single .................. $3,960.00
  Alder Court apartment, 4-person ..... $3,540.00
Meal plans
  Unlimited ........................... $2,450.00
  14 meals a week ..................... $2,120.00
  Block 160 (160 meals a term) ........ $1,880.00
Room changes during the term are prorated by the weeks remaining.
"""


def student(sid: str, name: str, level: str, residency: str, **extra: Any) -> dict[str, Any]:
    return {"student_id": sid, "name": name, "level": level, "residency": residency, **extra}


def account(sid: str, term: str, charges: list[dict[str, Any]], payments: list[dict[str, Any]],
            **extra: Any) -> dict[str, Any]:
    """A student account: its charges and payments, and the balance (charges less payments, to the cent)."""
    balance = round(sum(c["amount"] for c in charges) - sum(p["amount"] for p in payments), 2)
    return {"student_id": sid, "term": term, "charges": charges, "payments": payments, "balance": balance, **extra}


def charge(item: str, amount: float, **extra: Any) -> dict[str, Any]:
    return {"item": item, "amount": amount, **extra}


def course(code: str, title: str, credits: int, **extra: Any) -> dict[str, Any]:
    return {"course": code, "title": title, "credits": credits, **extra}


__all__ = ["FEE_SCHEDULE", "HOUSING_RATES", "POLICY", "account", "charge", "course", "student"]
