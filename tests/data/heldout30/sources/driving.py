"""driving runs: a driving school's assistant (Veilig Bestuur Rybskool's, tools designed for this set:
students, a test booking, a lesson booking and an address as JSON, a lesson log, instructors' pass
rates and a fleet's fuel log as CSV text, an invoice and an instructor's day as plain text), with
singles against packages, hours done against a target, a warm-up lesson on the half hour before a
test, pick-up by the kilometre beyond 10 km both ways, pass rates, a learner's licence's last day, VAT
inside, litres per 100 km, a late cancellation's 24 hours, free slots in a day, a course's last
evening; tool results and answers written here, in the styles of GPT-5.1 and Llama 4 (Afrikaans,
`R5 580,00`, `15h05`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro
(bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), DeepSeek V3.2 (plain), GPT-5 mini (numbered
steps), Mistral Medium and Grok 4.1 (a few words)."""

from _heldout30_driving import POLICY, csv
from _heldout30_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_MEDIUM, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"driving-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def rand(expr: str, spec: str = ",.2f") -> str:
    """A computed amount in South African spelling, a space between thousands and a decimal comma: `5 580,00`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


STUDENT_1 = {"student": "Jana Steyn", "gearbox": "manual", "lessons_recommended": 14, "lessons_taken": 0}
LOG_2 = csv("date,minutes,type", "2026-08-03,60,single", "2026-08-07,120,double", "2026-08-12,60,single", "2026-08-18,120,double",
            "2026-08-21,60,single", "2026-08-26,60,single", "2026-09-01,120,double", "2026-09-04,60,single", "2026-09-08,60,single")
STUDENT_2 = {"student": "Anika Botha", "gearbox": "manual", "package_lessons": 10, "package_bought": "2026-08-03", "target_hours": 20}
TEST_3 = {"student": "Sipho Ndlovu", "test": "2026-09-17T09:40", "centre": "Stellenbosch DLTC", "gearbox": "manual",
          "pickup_distance_km": 16.5}
RATES_4 = csv("instructor,tests,passes", "Marlize Fourie,42,31", "Thabo Mokoena,38,30", "Jacques Olivier,27,17", "Zanele Dlamini,35,29")
STUDENT_5 = {"student": "Liezl van Wyk", "learners_issued": "2025-03-12", "test_booked": "2027-03-15", "gearbox": "automatic"}
ADDRESS_6 = {"student": "Ruan Pretorius", "suburb": "Kylemore", "distance_km": 17.4, "gearbox": "manual"}
INVOICE_7 = """VEILIG BESTUUR RYBSKOOL   FAKTUUR VB-26-0914   Datum 2026-09-01
Student: Annemarie du Toit   Afstand 14,1 km
Pakket 10 lesse (handrat)                 3 900,00
Optelkoste 10 lesse x 8,2 km x R6,50        533,00
Toetsmotor                                  650,00
Totaal (BTW 15% ingesluit)                5 083,00"""
FUEL_8 = csv("car,km,litres,rand", "CA 412-889,1842,121.6,2736.00", "CA 530-117,1510,108.7,2445.75", "CA 771-204,2105,139.0,3127.50")
LESSON_9 = {"lesson": "L-88213", "student": "Kagiso Molefe", "start": "2026-09-11T08:00", "type": "double", "gearbox": "automatic"}
DAY_10 = """Instructor: Marlize Fourie   Fri 2026-09-11
07:00-08:00  Pieterse   single
08:00-10:00  Molefe     double
10:30-11:30  Jacobs     single
13:00-15:00  Naidoo     double
15:30-16:30  Botha      single"""
COURSE_11 = {"course": "Theory T-26-09", "first_evening": "2026-09-15", "days": ["Tue", "Thu"], "evenings": 8, "price": 1150}
PRICES_12 = {"manual": {"single": 420, "package_10": 3900}, "automatic": {"single": 460, "package_10": 4300}}

RUNS = [
    run(1, GPT51,
        U("Goeiemiddag! Ek is Jana Steyn. Julle sê ek het 14 lesse nodig (handrat). Wat is die goedkoopste manier?"),
        C("get_student", {"student": "Jana Steyn"}, STUDENT_1),
        A("Vir 14 lesse met 'n handrat:\n\n- 14 enkel lesse × R420 = **R" + rand("14*420") + "**\n- 1 pakket van 10 (R3 900,00) + "
          + v("14-10", "d") + " enkel lesse × R420 = R3 900,00 + R" + rand("4*420") + " = **R" + rand("3900+1680") + "**\n\n"
          "Die pakket plus enkel lesse spaar jou **R" + rand("5880-5580") + "**."),
        U("Hoeveel kos elke les dan gemiddeld?"),
        A("R" + rand("3900+1680") + " / 14 = **R" + rand("5580/14") + "** per les."),
        U("En as ek sommer twee pakkette koop?"),
        A("Twee pakkette kos R" + rand("2*3900") + ", dis R" + rand("7800-5580") + " meer, maar jy kry " + v("20-14", "d") + " lesse ekstra: R"
          + rand("2220/6") + " per ekstra les, minder as 'n enkel les van R420."),
        U("En met 'n outomatiese motor?"),
        A("Outomaties: R4 300,00 + " + v("14-10", "d") + " × R460 = **R" + rand("4300+4*460") + "**, dis R" + rand("6140-5580") + " meer as met die handrat."),
        U("Hoeveel was die besparing weer met een pakket?"),
        A("R[[350]].", why="5,880 − 5,580 is 300; the model changed one digit in a later short reply"),
    ),
    run(2, OPUS45,
        U("How many hours have I done so far? Anika Botha. I'm aiming for 20."),
        C("get_student", {"student": "Anika Botha"}, STUDENT_2),
        C("get_lesson_log", {"student": "Anika Botha"}, LOG_2),
        A("You've had 9 lessons since 3 August, " + v("60+120+60+120+60+60+120+60+60", "d") + " minutes in all: **"
          + v("720/60", ".0f") + " hours**. To reach 20 you need " + v("20-12", "d") + " more."),
        U("How much of my package is left?"),
        A("The package was 10 lessons of 60 minutes, 10 hours. You've done " + v("720/60", ".0f") + ", so it is used up and the last "
          + v("12-10", "d") + " hours were charged as single manual lessons: " + v("12-10", "d") + " × R420 = R" + v("2*420", ",d") + "."),
        U("For the 8 hours still to go: another package or singles?"),
        A("Singles: 8 × R420 = R" + v("8*420", ",d") + ". A new package is R3,900 for 10 lessons, so for 8 hours singles are **R[[450]]** "
          "cheaper (unless you expect to need the other " + v("10-8", "d") + " lessons).", why="3,900 − 3,360 is 540; the model swapped two digits"),
        U("What's my average lesson length?"),
        A(v("60+120+60+120+60+60+120+60+60", "d") + " minutes over 9 lessons: **" + v("720/9", ".0f") + " minutes**, since 3 of them were doubles."),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Sipho Ndlovu here, my test is next week. When is my warm-up lesson and what do I pay?"),
        C("get_test_booking", {"student": "Sipho Ndlovu"}, TEST_3),
        A("* **Test:** Thursday 17 September, 09:40, Stellenbosch DLTC\n* **Warm-up must end by:** "
          + v("datetime(2026,9,17,9,40)-timedelta(minutes=15)", "%H:%M") + " (15 minutes before)\n* **Lessons start on the hour or half hour**, so "
          "the latest 60-minute start is **08:00**, ending 09:00, " + v("(datetime(2026,9,17,9,40)-datetime(2026,9,17,9,0)).seconds//60", "d")
          + " minutes before your test"),
        U("And the cost? I live 16.5 km out."),
        A("* **Test car with warm-up:** R650.00\n* **Pick-up:** " + v("16.5-10", ".1f") + " km beyond 10 km, both ways: " + v("6.5*2", ".0f")
          + " km × R6.50 = R" + v("13*6.5", ".2f") + "\n* **Total: R[[743.50]]**", why="650 + 84.50 is 734.50; the model swapped two digits"),
        U("How many days away is it?"),
        A("* " + v("(date(2026,9,17)-date(2026,9,10)).days", "d") + " days from today, a week."),
        U("If the warm-up could start at any minute, what's the latest?"),
        A("* " + v("datetime(2026,9,17,9,25)-timedelta(minutes=60)", "%H:%M") + ", but lessons only start on the hour or half hour, so 08:00 stands."),
    ),
    run(4, QWEN3,
        U("Pass rates per instructor, please."),
        C("get_pass_rates", {"year": 2026}, RATES_4),
        A("| Instructor | Tests | Passes | Pass rate |\n|---|---|---|---|\n| Marlize Fourie | 42 | 31 | " + v("31/42*100", ".1f") + "% |\n"
          "| Thabo Mokoena | 38 | 30 | [[79.8]]% |\n| Jacques Olivier | 27 | 17 | " + v("17/27*100", ".1f") + "% |\n| Zanele Dlamini | 35 | 29 | "
          + v("29/35*100", ".1f") + "% |", why="30 / 38 is 78.9%; the model swapped two digits"),
        U("Overall?"),
        A("| | |\n|---|---|\n| Tests | " + v("42+38+27+35", "d") + " |\n| Passes | " + v("31+30+17+29", "d") + " |\n| Pass rate | "
          + v("107/142*100", ".1f") + "% |"),
        U("Gap between best and worst?"),
        A("| | |\n|---|---|\n| Best (Zanele) | " + v("29/35*100", ".1f") + "% |\n| Worst (Jacques) | " + v("17/27*100", ".1f") + "% |\n"
          "| Gap | " + v("29/35*100-17/27*100", ".1f") + " points |"),
        U("Fails per instructor?"),
        A("| Instructor | Fails |\n|---|---|\n| Marlize | " + v("42-31", "d") + " |\n| Thabo | " + v("38-30", "d") + " |\n| Jacques | "
          + v("27-17", "d") + " |\n| Zanele | " + v("35-29", "d") + " |\n| **Total** | **" + v("142-107", "d") + "** |"),
        U("Thabo and Zanele together?"),
        A("| Tests | Passes | Rate |\n|---|---|---|\n| " + v("38+35", "d") + " | " + v("30+29", "d") + " | " + v("59/73*100", ".1f") + "% |"),
    ),
    run(5, KIMI_K2,
        U("My learner's is from March last year and my test is booked for 15 March 2027. Is that OK? Liezl van Wyk."),
        C("get_student", {"student": "Liezl van Wyk"}, STUDENT_5),
        A("<think>\nIssued 2025-03-12. Valid 24 months, last day the day before " + v("date(2025+2,3,12)", "%Y-%m-%d") + " → " + v("date(2027,3,12)-timedelta(days=1)", "%Y-%m-%d")
          + ". Test 2027-03-15 is " + v("(date(2027,3,15)-date(2027,3,11)).days", "d") + " days after that.\n</think>\n\n"
          "Unfortunately not. Your learner's licence was issued on 12 March 2025 and its last day is **"
          + v("date(2027,3,12)-timedelta(days=1)", "%-d %B %Y") + "**. A test on 15 March 2027 is " + v("(date(2027,3,15)-date(2027,3,11)).days", "d")
          + " days after it expires, so you would need to move the test earlier."),
        U("How long do I have from today?"),
        A("<think>\nFrom 2026-09-10 to " + v("date(2027,3,12)-timedelta(days=1)", "%Y-%m-%d") + ".\n</think>\n\n" + v("(date(2027,3,11)-date(2026,9,10)).days", "d") + " days, about "
          + v("182//7", "d") + " weeks."),
        U("So what's the last day I could take the test?"),
        A("<think>\nThe expiry day itself.\n</think>\n\nThe last day your learner's is valid: **[[12 March 2027]]**.",
          why="the licence's last day is 11 March 2027 (the day before 12 March); the model gave the anniversary"),
        U("And an automatic lesson each week until then, what would that cost?"),
        A("<think>\n" + v("182//7", "d") + " weeks × 460 = " + v("26*460", "d") + "; or 2 packages + " + v("26-20", "d") + " singles = " + v("2*4300+6*460", "d") + ".\n</think>\n\n"
          + v("182//7", "d") + " weekly singles: R" + v("26*460", ",d") + ". Two packages of 10 and " + v("26-20", "d") + " singles: R" + v("2*4300+6*460", ",d") + ", R"
          + v("11960-11360", ",d") + " less."),
    ),
    run(6, DEEPSEEK_V32,
        U("I'm Ruan Pretorius in Kylemore. Do I pay for pick-up?"),
        C("get_address", {"student": "Ruan Pretorius"}, ADDRESS_6),
        A("Yes. Kylemore is 17.4 km from the school, " + v("17.4-10", ".1f") + " km beyond the free 10 km. Counted both ways that is "
          + v("7.4*2", ".1f") + " km × R6.50 = **R" + v("14.8*6.5", ".2f") + " per lesson**."),
        U("With a manual package of 10?"),
        A("Pick-up for 10 lessons: R[[926.00]]; with the package R3,900 the total is R" + v("3900+962", ",.2f") + ".",
          why="10 × 96.20 is 962.00; the model swapped two digits"),
        U("What if I meet the instructor in Idas Valley, 9.8 km away?"),
        A("Then there's no pick-up charge: 9.8 km is within the free 10 km. You would save R" + v("10*14.8*6.5", ",.2f") + " on the package."),
        U("What does each lesson come to with pick-up from home?"),
        A("R" + v("3900/10", ".2f") + " + R" + v("14.8*6.5", ".2f") + " = R" + v("390+96.2", ".2f") + " a lesson."),
        U("And with an automatic package instead?"),
        A("R4,300 + R" + v("10*14.8*6.5", ",.2f") + " = R" + v("4300+962", ",.2f") + " for 10 lessons."),
    ),
    run(7, LLAMA4,
        U("Hallo, kan julle my faktuur VB-26-0914 verduidelik? Hoeveel BTW is daarin?"),
        C("get_invoice", {"invoice": "VB-26-0914"}, INVOICE_7),
        A("BTW van 15% is ingesluit: R5 083,00 × 15/115 = **R" + rand("5083*15/115") + "**. Sonder BTW: R" + rand("5083-663") + "."),
        U("Is die optelkoste reg?"),
        A("Ja. Jy woon 14,1 km weg, " + rand("14.1-10", ",.1f") + " km verder as die gratis 10 km, heen en terug " + rand("4.1*2", ",.1f")
          + " km × R6,50 = R" + rand("8.2*6.5") + " per les, × 10 = R" + rand("53.3*10") + "."),
        U("Wat is die faktuurnommer weer?"),
        A("[[VB-26-0941]].", why="the invoice is VB-26-0914; the model swapped the last two digits"),
        U("Wat kos elke les met alles, sonder die toetsmotor?"),
        A("(R3 900,00 + R533,00) / 10 = **R" + rand("(3900+533)/10") + "** per les."),
    ),
    run(8, SONNET45,
        U("Can you compare fuel use across our three cars for last month?"),
        C("get_fuel_log", {"month": "2026-08"}, FUEL_8),
        A("| Car | km | Litres | L/100 km |\n|---|---|---|---|\n| CA 412-889 | 1,842 | 121.6 | " + v("121.6/1842*100", ".2f") + " |\n"
          "| CA 530-117 | 1,510 | 108.7 | [[7.02]] |\n| CA 771-204 | 2,105 | 139.0 | " + v("139/2105*100", ".2f") + " |\n\n"
          "CA 530-117 uses the most per kilometre.", why="108.7 / 1,510 × 100 is 7.20; the model swapped two digits"),
        U("Fleet totals?"),
        A("- Distance: " + v("1842+1510+2105", ",d") + " km\n- Fuel: " + v("121.6+108.7+139.0", ".1f") + " L\n- Cost: R"
          + v("2736+2445.75+3127.5", ",.2f") + "\n- Average: " + v("369.3/5457*100", ".2f") + " L/100 km"),
        U("What did we pay per litre?"),
        A("R" + v("2736/121.6", ".2f") + " on every fill: 2,736.00 / 121.6, 2,445.75 / 108.7 and 3,127.50 / 139.0 all come to the same."),
        U("Which car drove the furthest?"),
        A("CA 771-204, with 2,105 km, " + v("2105-1510", "d") + " km more than CA 530-117."),
        U("And fuel cost per km for the fleet?"),
        A("R" + v("2736+2445.75+3127.5", ",.2f") + " / " + v("1842+1510+2105", ",d") + " km = **R" + v("8309.25/5457", ".2f") + " per km**."),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("I can't make tomorrow's 08:00 lesson. If I cancel now, do I pay? Kagiso Molefe."),
        C("get_lesson", {"student": "Kagiso Molefe"}, LESSON_9),
        A("1. Lesson L-88213 starts 2026-09-11 at 08:00.\n2. Now: 15:05 today, so " + v("(datetime(2026,9,11,8,0)-datetime(2026,9,10,15,5)).seconds//3600", "d")
          + " h " + v("(datetime(2026,9,11,8,0)-datetime(2026,9,10,15,5)).seconds//60%60", "d") + " min before it.\n3. Under 24 hours: charged in full.\n"
          "4. A double automatic lesson: 2 × R460 = **R" + v("2*460", "d") + "**."),
        U("When was the last moment to cancel for free?"),
        A("1. 24 hours before 08:00 tomorrow: " + v("datetime(2026,9,11,8,0)-timedelta(hours=24)", "%H:%M") + " today.\n2. That was "
          + v("(datetime(2026,9,10,15,5)-datetime(2026,9,10,8,0)).seconds//3600", "d") + " h " + v("(datetime(2026,9,10,15,5)-datetime(2026,9,10,8,0)).seconds//60%60", "d")
          + " min ago."),
        U("If it had been a single lesson?"),
        A("1. R460, also charged in full."),
        U("And three more automatic doubles next week?"),
        A("1. 3 × 2 × R460 = R" + v("3*2*460", ",d") + "."),
        U("What if I'd booked a manual double instead?"),
        A("1. 2 × R420 = R" + v("2*420", "d") + ".\n2. That is R" + v("920-840", "d") + " less than the automatic double."),
    ),
    run(10, HAIKU45,
        U("Can Marlize fit another lesson in tomorrow?"),
        C("get_instructor_day", {"instructor": "Marlize Fourie", "date": "2026-09-11"}, DAY_10),
        A("Marlize has " + v("1+2+1+2+1", "d") + " lesson hours booked tomorrow, so with the 9-hour limit she has **" + v("9-7", "d")
          + " hours** left. Her free gaps are 11:30–13:00 (" + v("(datetime(2026,9,11,13,0)-datetime(2026,9,11,11,30)).seconds//60", "d")
          + " min) and 16:30–18:00 (" + v("(datetime(2026,9,11,18,0)-datetime(2026,9,11,16,30)).seconds//60", "d") + " min)."),
        U("Could she take a double?"),
        A("No: a double needs 120 minutes and neither gap is longer than " + v("(datetime(2026,9,11,13,0)-datetime(2026,9,11,11,30)).seconds//60", "d") + ". She could take single lessons at 11:30, " + v("datetime(2026,9,11,11,30)+timedelta(minutes=30)", "%H:%M") + ", 16:30 or " + v("datetime(2026,9,11,16,30)+timedelta(minutes=30)", "%H:%M") + ", "
          "at most " + v("9-7", "d") + " of them."),
        U("If Molefe's double is cancelled, how many hours does she have booked then?"),
        A(v("7-2", "d") + " hours, leaving " + v("9-5", "d") + " under the limit, and 08:00–10:00 opens up for a double."),
        U("If Botha stays on for a double instead of her single, when does it end?"),
        A("It would run from 15:30 to [[17:20]].", why="15:30 plus 120 minutes is 17:30; the model changed one digit"),
        anthropic=True,
    ),
    run(11, MISTRAL_MEDIUM,
        U("Theory course T-26-09: last evening?"),
        C("get_course", {"course": "Theory T-26-09"}, COURSE_11),
        A("Thu " + v("date(2026,9,15)+timedelta(days=23)", "%-d %b") + " (8 evenings, Tue/Thu from 15 Sep)."),
        U("Hours in total?"),
        A(v("8*2", "d") + " h."),
        U("Per hour?"),
        A("R" + v("1150/16", ".2f") + "."),
        U("Per evening?"),
        A("R[[134.75]].", why="1,150 / 8 is 143.75; the model swapped two digits"),
        U("Two students?"),
        A("R" + v("2*1150", ",d") + "."),
    ),
    run(12, GROK41,
        U("auto vs manual, difference?"),
        C("get_prices", {}, PRICES_12),
        A("R" + v("460-420", "d") + " a lesson; R" + v("4300-3900", "d") + " a package."),
        U("per lesson in a package?"),
        A("Manual R" + v("3900/10", ".0f") + ", auto R" + v("4300/10", ".0f") + "."),
        U("20 auto lessons, 2 packages vs singles?"),
        A("R" + v("2*4300", ",d") + " vs R" + v("20*460", ",d") + ": save R" + v("9200-8600", "d") + "."),
        U("package saving on manual, in %?"),
        A(v("(10*420-3900)/(10*420)*100", ".1f") + "%."),
        U("theory + manual package?"),
        A("R" + v("1150+3900", ",d") + "."),
    ),
]
