"""library runs: the assistant of a county library service in west Wales (Llyfrgelloedd Dyffryn Teifi,
tools designed for this set: a reader's loans, a room, a print job, a lost item, an inter-library loan,
a home-library reader, a reading challenge and DVDs as JSON, branch statistics and overdues as CSV
text, a mobile library timetable and opening hours as plain text), with overdue days into charges and
their cap, renewals adding 3 weeks, a room by the hour begun at half price, printing by the side and
size, shares and rates per opening hour, stops' departures from arrivals and minutes, every second
week's visits, an inter-library loan's 4 weeks, a lost item against its overdue cap, opening hours in
a week, a reading challenge's share, a home delivery every 4 weeks; tool results and answers written
here, in the styles of GPT-5.1 and Mistral Large 3 in Welsh (`£1.40`, `20c`, `12 Tachwedd 2026`),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3
(tables), Kimi K2 Thinking (`<think>`), GLM-4.6 (plain), GPT-5 mini (numbered steps), Grok 4.1 and
Llama 4 (a few words)."""

from _heldout31_library import POLICY, csv
from _heldout31_models import GEMINI3_PRO, GLM46, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_LARGE3, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"library-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def day(expr: str) -> str:
    """The day of the month of a computed date, for a date written with a Welsh month name: `12 Tachwedd`."""
    return v("(" + expr + ").day", "d")


READER_1 = {"reader": "Eleri Davies", "card": "DT-204417", "type": "adult", "loans": [
    {"title": "Un Nos Ola Leuad", "due": "2026-10-08", "renewals": 2, "reserved": False, "children": False},
    {"title": "Y Gwyddonydd Bach", "due": "2026-10-12", "renewals": 0, "reserved": False, "children": True},
    {"title": "Llyfr Glas Nebo", "due": "2026-10-22", "renewals": 1, "reserved": False, "children": False},
    {"title": "Cysgod y Cryman", "due": "2026-10-19", "renewals": 0, "reserved": True, "children": False}]}
ROOM_2 = {"room": "Ystafell Teifi", "branch": "Aberteifi", "date": "2026-10-28", "free": ["09:00-12:00", "14:00-20:00"], "seats": 30}
BOOKED_2 = {"booking": "YT-2610-0419", "room": "Ystafell Teifi", "date": "2026-10-28", "from": "14:00", "to": "16:30",
            "group": "Cymdeithas Hanes Aberteifi", "community_group": True, "status": "provisional"}
JOB_3 = {"job": "P-77120", "card": "DT-311950", "sides": [{"size": "A4", "colour": False, "count": 84},
                                                         {"size": "A4", "colour": True, "count": 12},
                                                         {"size": "A3", "colour": True, "count": 6}], "copies": 3}
STATS_4 = csv("branch,issues,visits,pc_sessions,open_hours", "Aberteifi,4812,6230,912,184", "Castellnewydd Emlyn,2196,3105,388,132",
              "Llandysul,1874,2480,301,120", "Tregaron,962,1390,174,96")
ITEM_5 = {"barcode": "39104002718833", "title": "Atlas Hanes Cymru", "price_gbp": 34.99, "loaned_to": "DT-118092", "due": "2026-09-17",
          "children": False, "status": "reported lost"}
TIMETABLE_6 = """MOBILE LIBRARY ROUTE 3 - TUESDAYS, EVERY SECOND WEEK FROM 2026-10-06
Depart Aberteifi depot   09:15
Penparc                  09:40   stop 30 min
Blaenporth               10:25   stop 45 min
Aberporth                11:30   stop 60 min
Tan-y-groes              13:15   stop 25 min
Sarnau                   14:05   stop 40 min
Back at depot            15:20"""
ILL_7 = {"request": "ILL-26-0553", "title": "The Tithe Maps of Cardiganshire", "lender": "National Library of Wales",
         "requested": "2026-10-01", "arrived": "2026-10-13", "fee_gbp": 4.0, "renewable": False, "collect_at": "Llandysul"}
OVERDUES_8 = csv("card,item,type,due", "DT-300112,book,adult,2026-09-24", "DT-300112,DVD,adult,2026-10-10",
                 "DT-118540,book,child,2026-09-02", "DT-207733,book,adult,2026-08-20", "DT-207733,book,adult,2026-10-06")
HOURS_9 = """Llyfrgell Llandysul - oriau agor / opening hours
Llun / Mon       10:00-17:00
Mawrth / Tue     10:00-19:00
Mercher / Wed    ar gau / closed
Iau / Thu        10:00-17:00
Gwener / Fri     10:00-17:00
Sadwrn / Sat     09:30-12:30"""
CHALLENGE_10 = {"challenge": "Summer Reading Challenge 2026", "branch": "Aberteifi", "registered": 412, "finished": 268,
                "books_read": 2019, "medals_ordered": 250}
DVDS_11 = {"branch": "Aberteifi", "available": ["Y Gwyll S1", "Un Bore Mercher S2", "Pobol y Cwm 50"], "loan_gbp": 1.5, "loan_days": 7}
HOME_12 = {"reader": "Mrs Gwenda Price", "card": "DT-009812", "service": "home library", "last_delivery": "2026-09-24", "every_weeks": 4,
           "items_per_delivery": 8, "on_loan": 8, "volunteer": "Huw"}

RUNS = [
    run(1, GPT51,
        U("Helo, dyma fy ngherdyn, DT-204417. Oes arna i arian, a pha lyfrau alla i eu hadnewyddu?"),
        C("get_reader", {"card": "DT-204417"}, READER_1),
        A("Mae dau lyfr yn hwyr:\n\n- *Un Nos Ola Leuad* (i'w ddychwelyd 8 Hydref): " + v("(date(2026,10,15)-date(2026,10,8)).days", "d")
          + " diwrnod × 20c = **£" + v("7*0.20", ".2f") + "**\n- *Y Gwyddonydd Bach*: llyfr plant, dim tâl.\n\nCyfanswm heddiw: **£"
          + v("7*0.20", ".2f") + "**.\n\nAdnewyddu: dim ond *Llyfr Glas Nebo* (mae un adnewyddiad ar ôl); y dyddiad newydd fydd **"
          + day("date(2026,10,22)+timedelta(weeks=3)") + " Tachwedd 2026**. Mae darllenydd arall wedi cadw *Cysgod y Cryman*, ac mae "
          "*Un Nos Ola Leuad* wedi'i adnewyddu ddwywaith yn barod."),
        U("A phe bawn i'n dod ag *Un Nos Ola Leuad* yn ôl ddydd Iau nesaf?"),
        A("Erbyn dydd Iau " + day("date(2026,10,15)+timedelta(days=7)") + " Hydref bydd yn " + v("(date(2026,10,22)-date(2026,10,8)).days", "d")
          + " diwrnod yn hwyr: " + v("14", "d") + " × 20c = **£" + v("14*0.20", ".2f") + "**."),
        U("Pryd fydd y tâl yn cyrraedd yr uchafswm?"),
        A("Mae'r tâl yn stopio ar £5.00 y llyfr: £5.00 ÷ 20c = " + v("5/0.20", ".0f") + " diwrnod, felly ar **"
          + day("date(2026,10,8)+timedelta(days=25)") + " Tachwedd**."),
        U("Felly faint sydd arna i heddiw, i fod yn siŵr?"),
        A("**[[£1.60]]** am *Un Nos Ola Leuad*.", why="7 days at 20p is GBP 1.40; the model wrote one digit off in a later short reply"),
    ),
    run(2, OPUS45,
        U("Cardigan History Society would like Ystafell Teifi on Wednesday 28 October for a talk, 14:00 to 16:30. We're a registered community group. What will it cost?"),
        C("check_room", {"room": "Ystafell Teifi", "date": "2026-10-28"}, ROOM_2),
        A("The room is free from 14:00 to 20:00 that day. The talk runs 2 h 30 min, and the room is charged by the hour or part of an hour, "
          "so that counts as **" + v("-(-150//60)", "d") + " hours**. At the community rate, half of £16:\n\n" + v("3", "d") + " × £"
          + v("16/2", ".2f") + " = **£" + v("3*8", ".2f") + "**"),
        U("Then we might as well keep it until 17:00?"),
        A("Yes: 14:00 to 17:00 is exactly " + v("17-14", "d") + " hours, the same **£" + v("3*16/2", ".2f") + "**."),
        U("Please book 14:00 to 16:30 for now."),
        C("book_room", {"room": "Ystafell Teifi", "date": "2026-10-28", "from": "14:00", "to": "16:30", "group": "Cymdeithas Hanes Aberteifi",
                        "community_group": True}, BOOKED_2),
        A("Booked provisionally: **YT-2610-0419**, Ystafell Teifi, Wednesday 28 October, 14:00-16:30, for Cymdeithas Hanes Aberteifi. "
          "The charge is £" + v("3*16/2", ".2f") + "."),
        U("Which reference should I put on the cheque?"),
        A("Please write **[[YT-2610-0491]]** on the back.", why="the booking is YT-2610-0419; the model swapped the last two digits"),
        U("Out of interest, what would a group that isn't registered pay?"),
        A("The full rate: " + v("-(-150//60)", "d") + " × £16 = **£" + v("3*16", ".2f") + "**."),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("How much is print job P-77120? Three copies of my report."),
        C("get_print_job", {"job": "P-77120"}, JOB_3),
        A("* **A4 black and white:** 84 × 15p = £" + v("84*0.15", ".2f") + "\n* **A4 colour:** 12 × 50p = £" + v("12*0.50", ".2f") + "\n"
          "* **A3 colour:** 6 × £" + v("2*0.50", ".2f") + " = £" + v("6*1.00", ".2f") + "\n* **One copy:** £" + v("12.6+6+6", ".2f")
          + "\n* **Three copies: £" + v("3*24.6", ".2f") + "**"),
        U("And if everything is printed in black and white?"),
        A("* A4: " + v("84+12", "d") + " × 15p = £" + v("96*0.15", ".2f") + "\n* A3: 6 × " + v("2*15", "d") + "p = £" + v("6*0.30", ".2f")
          + "\n* Per copy £" + v("14.4+1.8", ".2f") + ", **three copies £" + v("3*16.2", ".2f") + "**"),
        U("So I'd save?"),
        A("* £" + v("3*24.6-3*16.2", ".2f") + " on the three copies"),
        U("What's that per side on average, in colour as sent?"),
        A("* " + v("3*(84+12+6)", "d") + " sides for £" + v("3*24.6", ".2f") + ": about **[[21.4p]]** a side",
          why="73.80 over 306 sides is 24.1p a side; the model swapped two digits"),
    ),
    run(4, QWEN3,
        U("September figures by branch: issues per opening hour and each branch's share of issues."),
        C("get_branch_stats", {"month": "2026-09"}, STATS_4),
        A("| Branch | Issues | Open hours | Issues / hour | Share |\n|---|---|---|---|---|\n| Aberteifi | 4,812 | 184 | "
          + v("4812/184", ".1f") + " | " + v("4812/9844*100", ".1f") + "% |\n| Castellnewydd Emlyn | 2,196 | 132 | " + v("2196/132", ".1f")
          + " | [[23.2]]% |\n| Llandysul | 1,874 | 120 | " + v("1874/120", ".1f") + " | " + v("1874/9844*100", ".1f") + "% |\n"
          "| Tregaron | 962 | 96 | " + v("962/96", ".1f") + " | " + v("962/9844*100", ".1f") + "% |\n| **Total** | **"
          + v("4812+2196+1874+962", ",d") + "** | " + v("184+132+120+96", "d") + " | " + v("9844/532", ".1f") + " | |",
          why="2,196 of 9,844 issues is 22.3%; the model swapped two digits"),
        U("PC sessions per 100 visits?"),
        A("| Branch | Visits | PC sessions | Per 100 visits |\n|---|---|---|---|\n| Aberteifi | 6,230 | 912 | " + v("912/6230*100", ".1f")
          + " |\n| Castellnewydd Emlyn | 3,105 | 388 | " + v("388/3105*100", ".1f") + " |\n| Llandysul | 2,480 | 301 | "
          + v("301/2480*100", ".1f") + " |\n| Tregaron | 1,390 | 174 | " + v("174/1390*100", ".1f") + " |"),
        U("Visits per opening hour, and the totals?"),
        A("| Branch | Visits / hour |\n|---|---|\n| Aberteifi | " + v("6230/184", ".1f") + " |\n| Castellnewydd Emlyn | " + v("3105/132", ".1f")
          + " |\n| Llandysul | " + v("2480/120", ".1f") + " |\n| Tregaron | " + v("1390/96", ".1f") + " |\n| **All** | "
          + v("(6230+3105+2480+1390)/532", ".1f") + " |\n\nTotal visits " + v("6230+3105+2480+1390", ",d") + ", PC sessions "
          + v("912+388+301+174", ",d") + "."),
        U("Issues per visit, whole service?"),
        A("| Issues | Visits | Per visit |\n|---|---|---|\n| " + v("4812+2196+1874+962", ",d") + " | " + v("6230+3105+2480+1390", ",d") + " | " + v("9844/13205", ".2f") + " |"),
        U("Busiest branch per opening hour, and how far above the service as a whole?"),
        A("| Branch | Issues / hour | Above the service |\n|---|---|---|\n| Aberteifi | " + v("4812/184", ".1f") + " | +"
          + v("4812/184-9844/532", ".1f") + " |"),
    ),
    run(5, KIMI_K2,
        U("I've lost Atlas Hanes Cymru (card DT-118092). What do I have to pay?"),
        C("get_item", {"barcode": "39104002718833"}, ITEM_5),
        A("<think>\nPrice 34.99 + processing 3.50 = " + v("34.99+3.5", ".2f") + ".\n</think>\n\nA lost item is charged at its price plus "
          "£3.50 processing: £34.99 + £3.50 = **£" + v("34.99+3.5", ".2f") + "**."),
        U("And if I find it at home and bring it back today?"),
        A("<think>\nDue 2026-09-17, today 2026-10-15: " + v("(date(2026,10,15)-date(2026,9,17)).days", "d") + " days × 0.20 = "
          + v("28*0.2", ".2f") + " > cap 5.00.\n</think>\n\nIt would be " + v("(date(2026,10,15)-date(2026,9,17)).days", "d")
          + " days overdue, which would be £" + v("28*0.2", ".2f") + " at 20p a day, but the charge stops at **£5.00**."),
        U("So how much better off am I if I find it?"),
        A("<think>\n" + v("34.99+3.5", ".2f") + " − 5.00.\n</think>\n\n**£" + v("38.49-5", ".2f") + "** better off."),
        U("While you're there: reserve three novels for me and two picture books for my son."),
        A("<think>\nAdult reservations £1 each, children's free.\n</think>\n\nThat's " + v("3*1", "d") + " × £1.00 = **£"
          + v("3*1.0", ".2f") + "**; your son's two are free."),
        U("And if the atlas stays lost, the total was?"),
        A("<think>\nPrice + processing.\n</think>\n\n**£[[38.94]]**.",
          why="34.99 + 3.50 is GBP 38.49; the model swapped the last two digits after an honest think"),
    ),
    run(6, GLM46,
        U("When does the mobile library next come to Aberporth, and how long does it stay?"),
        C("get_mobile_timetable", {"route": 3}, TIMETABLE_6),
        A("Route 3 runs every second Tuesday from 6 October, so the next visits are Tuesday " + day("date(2026,10,6)+timedelta(weeks=2)")
          + " October, then " + day("date(2026,10,6)+timedelta(weeks=4)") + " November and " + day("date(2026,10,6)+timedelta(weeks=6)")
          + " November. At Aberporth it arrives at 11:30 and stays 60 minutes, leaving at " + v("datetime(2026,10,20,11,30)+timedelta(minutes=60)", "%H:%M") + "."),
        U("How much of the day is spent parked at stops, and how much driving?"),
        A("Stops: 30 + 45 + 60 + 25 + 40 = " + v("30+45+60+25+40", "d") + " minutes (" + v("200//60", "d") + " h " + v("200%60", "d")
          + " min). The route takes 09:15 to 15:20, " + v("(15*60+20)-(9*60+15)", "d") + " minutes, so " + v("365-200", "d")
          + " minutes are driving."),
        U("When does it leave Sarnau?"),
        A("At [[14:54]], after its 40 minutes there.", why="14:05 plus 40 minutes is 14:45; the model swapped two digits"),
        U("How many more visits before the end of the year?"),
        A(v("(date(2026,12,31)-date(2026,10,6)).days//14", "d") + ": " + day("date(2026,10,6)+timedelta(weeks=2)") + " October, " + day("date(2026,10,6)+timedelta(weeks=4)") + " and " + day("date(2026,10,6)+timedelta(weeks=6)") + " November, "
          + day("date(2026,10,6)+timedelta(weeks=8)") + " and " + day("date(2026,10,6)+timedelta(weeks=10)") + " December, and "
          + day("date(2026,10,6)+timedelta(weeks=12)") + " December."),
    ),
    run(7, SONNET45,
        U("Has my inter-library loan arrived? When do I have to give it back?"),
        C("get_ill_request", {"card": "DT-150276"}, ILL_7),
        A("Yes: *The Tithe Maps of Cardiganshire* from the National Library of Wales arrived at Llandysul on 13 October, "
          + v("(date(2026,10,13)-date(2026,10,1)).days", "d") + " days after you asked. Inter-library loans run 4 weeks from arrival and "
          "can't be renewed, so it is due back on **" + v("date(2026,10,13)+timedelta(weeks=4)", "%A %-d %B") + "**. The fee is £4.00."),
        U("If I pick it up on Saturday, do I get the four weeks from then?"),
        A("No, the loan counts from arrival. Collected on Saturday " + day("date(2026,10,15)+timedelta(days=2)") + " October you would have " + v("(date(2026,11,10)-date(2026,10,17)).days", "d")
          + " days with it."),
        U("What's the request number, for my notes?"),
        A("**[[ILL-26-0535]]**.", why="the request is ILL-26-0553; the model swapped the last two digits"),
        U("And if I wanted a second book the same way?"),
        A("Another £4.00, so £" + v("2*4", ".2f") + " for the two."),
        U("When did I ask for it, and how long ago is that?"),
        A("On 1 October, " + v("(date(2026,10,15)-date(2026,10,1)).days", "d") + " days ago."),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Overdue charges at Aberteifi as of today, card by card please."),
        C("get_overdues", {"branch": "Aberteifi"}, OVERDUES_8),
        A("1. DT-300112 book (due 24 Sep): " + v("(date(2026,10,15)-date(2026,9,24)).days", "d") + " days × £0.20 = £" + v("21*0.2", ".2f") + ".\n"
          "2. DT-300112 DVD (due 10 Oct): " + v("(date(2026,10,15)-date(2026,10,10)).days", "d") + " days × £1.00 = £" + v("5*1.0", ".2f") + ".\n"
          "3. DT-118540 child's book: no charge.\n4. DT-207733 book (due 20 Aug): " + v("(date(2026,10,15)-date(2026,8,20)).days", "d")
          + " days × £0.20 = £" + v("56*0.2", ".2f") + ", capped at £5.00.\n5. DT-207733 book (due 6 Oct): "
          + v("(date(2026,10,15)-date(2026,10,6)).days", "d") + " days × £0.20 = £" + v("9*0.2", ".2f") + "."),
        U("Totals per card and for the branch?"),
        A("1. DT-300112: £" + v("4.2+5", ".2f") + ".\n2. DT-118540: £0.00.\n3. DT-207733: £" + v("5+1.8", ".2f") + ".\n4. Branch: **£"
          + v("9.2+6.8", ".2f") + "**."),
        U("How many days is DT-300112's book overdue?"),
        A("1. [[12]] days.", why="24 September to 15 October is 21 days; the model swapped the digits"),
        U("When will DT-207733's second book reach the cap?"),
        A("1. £5.00 / £0.20 = " + v("5/0.2", ".0f") + " days.\n2. Due 6 October + 25 days = **" + v("date(2026,10,6)+timedelta(days=25)", "%-d %B") + "**."),
    ),
    run(9, HAIKU45,
        U("What are Llandysul's hours, and how long is it open in a week?"),
        C("get_branch_hours", {"branch": "Llandysul"}, HOURS_9),
        A("Llandysul is open Monday, Thursday and Friday 10:00-17:00, Tuesday 10:00-19:00 and Saturday 09:30-12:30; it is closed on "
          "Wednesday. That's " + v("7+9+7+7+3", "d") + " hours a week."),
        U("If I get there at 15:40 today, how long can I use a PC?"),
        A("It closes at 17:00 on Thursdays, so " + v("17*60-(15*60+40)", "d") + " minutes, less than your 2 free hours."),
        U("And on Tuesday if I arrive at 16:30?"),
        A("The full 2 hours: until " + v("datetime(2026,10,20,16,30)+timedelta(hours=2)", "%H:%M") + ", before it closes at 19:00."),
        U("How many hours a week again?"),
        A("[[35]] hours.", why="7 + 9 + 7 + 7 + 3 is 33 hours; the model wrote one digit off in a later short reply"),
        U("And on Saturday from opening, when does my PC time end?"),
        A("At " + v("datetime(2026,10,17,9,30)+timedelta(hours=2)", "%H:%M") + ", an hour before it closes at 12:30."),
        anthropic=True,
    ),
    run(10, GROK41,
        U("summer reading challenge numbers at aberteifi: what % finished?"),
        C("get_challenge", {"branch": "Aberteifi", "year": 2026}, CHALLENGE_10),
        A(v("268/412*100", ".1f") + "% (268 of 412)."),
        U("books per child who finished?"),
        A(v("2019/268", ".1f") + "."),
        U("medals short?"),
        A("[[81]].", why="268 finishers against 250 medals is 18 short; the model swapped the digits"),
        U("per registered child?"),
        A(v("2019/412", ".1f") + " books."),
        U("share of finishers without a medal?"),
        A(v("(268-250)/268*100", ".1f") + "%."),
    ),
    run(11, LLAMA4,
        U("dvds at aberteifi, price for all 3 for a week?"),
        C("get_dvds", {"branch": "Aberteifi"}, DVDS_11),
        A("£" + v("3*1.5", ".2f") + " (3 × £1.50)."),
        U("due back?"),
        A(v("date(2026,10,15)+timedelta(days=7)", "%a %-d %b") + "."),
        U("if I bring them back a day late?"),
        A("£" + v("3*1.0", ".2f") + " more, £" + v("4.5+3", ".2f") + " in all."),
        U("max late fee per dvd?"),
        A("£5.00, reached after " + v("5/1.0", ".0f") + " days."),
        U("all 3 back 5 days late, total?"),
        A("£" + v("4.5+3*5*1.0", ".2f") + "."),
    ),
    run(12, MISTRAL_LARGE3,
        U("Pryd mae Huw yn dod â llyfrau i Mrs Price nesaf? Cerdyn DT-009812."),
        C("get_home_reader", {"card": "DT-009812"}, HOME_12),
        A("Daeth Huw ddiwethaf ar 24 Medi, ac mae'n dod bob 4 wythnos, felly'r ymweliad nesaf yw dydd Iau **"
          + day("date(2026,9,24)+timedelta(weeks=4)") + " Hydref**."),
        U("A'r ymweliadau wedyn tan ddiwedd y flwyddyn?"),
        A(day("date(2026,9,24)+timedelta(weeks=8)") + " Tachwedd a " + day("date(2026,9,24)+timedelta(weeks=12)") + " Rhagfyr."),
        U("Sawl eitem all hi eu cael erbyn diwedd y flwyddyn?"),
        A("Hyd at " + v("3*8", "d") + " eitem (" + v("3", "d") + " ymweliad × 8)."),
        U("Pryd mae ymweliad mis Tachwedd, eto?"),
        A("Ar [[18 Tachwedd]].", why="24 September plus 8 weeks is 19 November; the model wrote a day early"),
        U("Sawl diwrnod tan yr ymweliad nesaf?"),
        A(v("(date(2026,10,22)-date(2026,10,15)).days", "d") + " diwrnod."),
    ),
]
