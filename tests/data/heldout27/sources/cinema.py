"""cinema runs: a cinema's box-office assistant (Kino Fjordlys's Billett, tools designed for this set:
showtimes, bookings and exchange rates as JSON, a week's box office as CSV text, a seat map, a kiosk
price list and a distributor settlement as plain text), with tickets by age, premium rows and 3D
supplements, a group discount on tickets only, combos against single items, a film's end from its
listed time plus 20 minutes of ads and its runtime, doors 30 minutes before, refunds up to 2 hours
before less a fee, a 10-ticket card, VAT inside (12% tickets, 25% kiosk), a distributor's share of net
ticket revenue by week, a screen's day of shows with cleaning between them; tool results and answers
written here, in the styles of GPT-5.1 (plain), Claude Opus 4.1, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Qwen3 (tables), DeepSeek R1 (`<think>`), Gemini 2.5 Pro (bullets), Mistral Large
(numbered steps), NorMistral (Norwegian `kr 1 250,-`, `kl. 19.34`), DictaLM (Hebrew, `₪988.14`),
Command A and gpt-oss (a few words, `20h05`)."""

from _heldout27_cinema import POLICY
from _heldout27_models import (COMMAND_A, DEEPSEEK_R1, DICTALM, GEMINI25_PRO, GPT51, GPT_OSS, HAIKU45, MISTRAL_LARGE,
                               NORMISTRAL, OPUS41, QWEN3, SONNET45)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"cinema-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


SHOWS_21 = {"date": "2026-11-21", "shows": [
    {"id": "S-1121-03", "film": "Isbjørnen Ivar", "screen": 3, "time": "17:30", "runtime_min": 104, "format": "2D", "age": "A"},
    {"id": "S-1121-05", "film": "Nordlysets datter", "screen": 1, "time": "19:00", "runtime_min": 131, "format": "2D", "age": "12"},
    {"id": "S-1121-06", "film": "Isfjellet", "screen": 2, "time": "19:45", "runtime_min": 158, "format": "3D", "age": "15"}]}
SHOWS_20 = {"date": "2026-11-20", "shows": [
    {"id": "S-1120-01", "film": "Isbjørnen Ivar", "screen": 3, "time": "10:00", "runtime_min": 104, "format": "2D", "age": "A"}]}
KIOSK = """KIOSK  (NOK, inkl. mva)
popcorn S / M / L                 49 / 69 / 85
brus 0,5 l                        59
vann 0,5 l                        39
sjokolade                         45
Combo M (popcorn M + brus 0,5 l)  109
Combo L (popcorn L + 2 brus)      179
Barnemeny (popcorn S, juice, leke) 79"""
BOX_WEEK = "\n".join(["date,shows,admissions,gross_nok", "2026-11-06,5,412,62480", "2026-11-07,6,688,101240",
                      "2026-11-08,6,603,88770", "2026-11-09,4,211,31650", "2026-11-10,4,198,29340",
                      "2026-11-11,4,236,35160", "2026-11-12,4,254,37820"])
FILM_ND = {"film": "Nordlysets datter", "distributor": "Fjellfilm AS", "opened": "2026-11-06", "runtime_min": 131}
SEATS = """SAL 1  2026-11-21 19:00  Nordlysets datter   (rows A-D and K-L sold out)
row   free seats
E     3-4, 11-16
F     1-2, 6-10
G     12-13
H     5-9            premium
I     -              premium
J     1-4, 14-16     premium"""
FILM_ISF = {"film": "Isfjellet", "runtime_min": 158, "format": "3D", "screen": 2, "first_show": "12:00", "closing": "01:00"}
FX = {"base": "NOK", "rates": {"EUR": 0.0851, "ILS": 0.3312, "USD": 0.0987}, "date": "2026-11-18"}
BOOKING_448201 = {"booking": "FB-448201", "show": "S-1118-04", "film": "Isfjellet", "date": "2026-11-18", "time": "19:00",
                  "seats": ["H7", "H8", "H9"], "tickets": [{"type": "adult", "premium": True, "format": "3D", "qty": 3}],
                  "paid_nok": 705, "status": "paid"}
SETTLEMENT = """OPPGJØR  FD-2611-0729   Kino Fjordlys -> Nordisk Filmfordeling AS
Film: Vinterveien   uke 2 (2026-11-06 -- 2026-11-12)
Brutto billettinntekt          214 816,00
MVA 12 %                       -23 016,00
Netto                          191 800,00
Distributør 40 %                76 720,00
Forfall                        2026-11-26"""
BOOKING_448377 = {"booking": "FB-448377", "show": "S-1121-05", "film": "Nordlysets datter", "date": "2026-11-21", "time": "19:00",
                  "screen": 1, "seats": ["G12", "G13"], "runtime_min": 131, "tickets": [{"type": "student", "qty": 2}], "paid": False,
                  "created": "2026-11-18T14:02"}

GROSS = "(62480+101240+88770+31650+29340+35160+37820)"

RUNS = [
    run(1, NORMISTRAL,
        U("Hei! Vi er to voksne og to barn (7 og 9 år) som vil se Isbjørnen Ivar lørdag. Hva koster det?"),
        C("get_showtimes", {"date": "2026-11-21"}, SHOWS_21),
        A("Isbjørnen Ivar går lørdag 21. november kl. 17.30 i sal 3.\n\n- 2 voksne: 2 × 165 = " + v("2*165", "d") + " kr\n- 2 barn: 2 × 110 = "
          + v("2*110", "d") + " kr\n\n**Totalt kr " + v("330+220", "d") + ",-**"),
        U("Og med to Combo M?"),
        C("get_kiosk", {}, KIOSK),
        A("To Combo M à 109 kr = " + v("2*109", "d") + " kr, så alt i alt **kr " + v("550+218", "d") + ",-**. Kjøpt hver for seg (popcorn M 69 + brus 59) hadde det blitt "
          + v("2*(69+59)", "d") + " kr for kiosken, så dere sparer " + v("2*(69+59)-218", "d") + " kr."),
        U("Når er filmen ferdig? Vi må rekke bussen."),
        A("Forestillingen starter kl. 17.30 med 20 minutter reklame, filmen varer 104 minutter: ferdig ca. **kl. "
          + v("datetime(2026,11,21,17,30)+timedelta(minutes=20+104)", "%H.%M") + "**."),
        U("Når åpner dørene?"),
        A("Kl. " + v("datetime(2026,11,21,17,30)-timedelta(minutes=30)", "%H.%M") + ", en halvtime før."),
        U("Hva kostet barnebilletten igjen?"),
        A("Kr [[100]],- per barn.", why="a child ticket is NOK 110; the model wrote 100"),
    ),
    run(2, GPT51,
        U("I'm booking Friday's 10:00 Isbjørnen Ivar for my class: 26 pupils, all under 12, and 3 teachers. What's the price?"),
        C("get_showtimes", {"date": "2026-11-20"}, SHOWS_20),
        A("Friday 20 November, 10:00, screen 3:\n\n26 children × NOK 110 = NOK " + v("26*110", ",d") + "\n3 adults × NOK 165 = NOK " + v("3*165", "d")
          + "\nTickets NOK " + v("2860+495", ",d") + "\n\nThat's " + v("26+3", "d") + " tickets, so the group discount of 15% applies: **NOK "
          + v("3355*0.85", ",.2f") + "**."),
        U("Per pupil, if the teachers go free for the parents?"),
        A("NOK " + v("3355*0.85", ",.2f") + " / 26 = **NOK " + v("3355*0.85/26", ".2f") + "** per pupil."),
        U("How much of it is VAT? The school needs it on the invoice."),
        A("Tickets carry 12% VAT, included: NOK " + v("3355*0.85", ",.2f") + " × 12 / 112 = **NOK " + v("3355*0.85*12/112", ",.2f")
          + "**; net NOK " + v("3355*0.85*100/112", ",.2f") + "."),
        U("And the film ends when? We have to be back by 12:30."),
        A("The film starts at " + v("datetime(2026,11,20,10,0)+timedelta(minutes=20)", "%H:%M") + " after the ads and runs 104 minutes: it ends at **"
          + v("datetime(2026,11,20,10,20)+timedelta(minutes=104)", "%H:%M") + "**, leaving " + v("(12*60+30)-(12*60+4)", "d") + " minutes."),
        U("So what do I tell the parents per child?"),
        A("NOK [[109.86]] per child, teachers included.", why="2,851.75 / 26 is 109.68 (the answer before has it); the model swapped the last two digits"),
    ),
    run(3, OPUS41,
        U("Can you pull the first-week numbers for Nordlysets datter and work out what we owe the distributor?"),
        C("get_film", {"film": "Nordlysets datter"}, FILM_ND),
        C("get_box_office", {"film": "Nordlysets datter", "from": "2026-11-06", "to": "2026-11-12"}, BOX_WEEK),
        A("**First week (Fri 6 – Thu 12 November):**\n\n- Shows: " + v("5+6+6+4+4+4+4", "d") + "\n- Admissions: " + v("412+688+603+211+198+236+254", ",d")
          + "\n- Gross: NOK " + v(GROSS, ",d") + "\n- VAT 12% inside: NOK " + v(GROSS + "*12/112", ",.2f") + "\n- Net: NOK " + v(GROSS + "/1.12", ",.2f")
          + "\n\nFjellfilm's first-week share is 45% of net: **NOK " + v(GROSS + "/1.12*0.45", ",.2f") + "**."),
        U("When is that due?"),
        A("14 days after the week ends on Thursday 12 November: **" + v("date(2026,11,12)+timedelta(days=14)", "%A %-d %B") + "**, "
          + v("(date(2026,11,26)-date(2026,11,18)).days", "d") + " days from today."),
        U("What did an average admission bring in?"),
        A("NOK " + v(GROSS, ",d") + " / " + v("2602", ",d") + " = **NOK " + v(GROSS + "/2602", ".2f") + "** gross, or NOK " + v(GROSS + "/1.12/2602", ".2f")
          + " net, and " + v("2602/33", ".1f") + " admissions per show."),
        U("What was Saturday like?"),
        A("Saturday 7 November was the best day: **[[668]]** admissions over 6 shows, NOK 101,240 gross.",
          why="the box office gives 688 admissions on 2026-11-07; the model swapped two digits"),
        U("And if the second week brings the same gross, what's their share then?"),
        A("Second week at 40%: NOK " + v(GROSS + "/1.12", ",.2f") + " × 0.40 = **NOK " + v(GROSS + "/1.12*0.40", ",.2f") + "**, NOK "
          + v(GROSS + "/1.12*0.05", ",.2f") + " less than the first."),
        anthropic=True),
    run(4, QWEN3,
        U("Five seats together for Nordlysets datter on Saturday at 19:00?"),
        C("get_seatmap", {"show": "S-1121-05"}, SEATS),
        A("| option | seats | price each | total |\n|---|---|---|---|\n| standard | F6–F10 | 165 | " + v("5*165", "d") + " |\n"
          "| premium | H5–H9 | " + v("165+40", "d") + " | " + v("5*205", ",d") + " |\n\nPremium costs NOK " + v("1025-825", "d") + " more for the five."),
        U("How full is the show?"),
        A("| row | free |\n|---|---|\n| E | " + v("2+6", "d") + " |\n| F | " + v("2+5", "d") + " |\n| G | 2 |\n| H | 5 |\n| I | 0 |\n| J | " + v("4+3", "d")
          + " |\n| **total** | **" + v("8+7+2+5+0+7", "d") + "** |\n\nOf " + v("12*16", "d") + " seats, " + v("192-29", "d") + " are sold: **" + v("163/192*100", ".1f") + "%**."),
        U("Book the standard ones for me, 5 adults."),
        A("| booking | value |\n|---|---|\n| seats | F6–[[F11]] |\n| tickets | 5 adult |\n| total | NOK " + v("5*165", "d") + " |",
          why="the free block in row F is 6-10; the model wrote F11, a seat the map does not list as free"),
        U("Any two seats left in the premium rows side by side?"),
        A("| row | pairs |\n|---|---|\n| H | 5–9 (" + v("5-1", "d") + " pairs) |\n| J | 1–4, 14–16 |\n| I | none |"),
    ),
    run(5, DEEPSEEK_R1,
        U("Isfjellet runs all day in screen 2 from 12:00. What listed times can we fit, starting each show on the next full or half hour?"),
        C("get_film", {"film": "Isfjellet"}, FILM_ISF),
        A("<think>\nShow 12:00: film " + v("datetime(2026,11,21,12,0)+timedelta(minutes=20)", "%H:%M") + ", ends " + v("datetime(2026,11,21,12,0)+timedelta(minutes=20)", "%H:%M") + " + 158 min = " + v("datetime(2026,11,21,12,20)+timedelta(minutes=158)", "%H:%M")
          + ", clean 25 → " + v("datetime(2026,11,21,14,58)+timedelta(minutes=25)", "%H:%M") + " → next " + v("datetime(2026,11,21)+timedelta(minutes=-(-(14*60+58+25)//30)*30)", "%H:%M") + ".\n15:30 → ends "
          + v("datetime(2026,11,21,15,50)+timedelta(minutes=158)", "%H:%M") + ", clean → " + v("datetime(2026,11,21,18,28)+timedelta(minutes=25)", "%H:%M")
          + " → " + v("datetime(2026,11,21)+timedelta(minutes=-(-(18*60+28+25)//30)*30)", "%H:%M") + ".\n19:00 → ends " + v("datetime(2026,11,21,19,20)+timedelta(minutes=158)", "%H:%M") + ", clean → "
          + v("datetime(2026,11,21,21,58)+timedelta(minutes=25)", "%H:%M") + " → " + v("datetime(2026,11,21)+timedelta(minutes=-(-(21*60+58+25)//30)*30)", "%H:%M") + ", ends " + v("datetime(2026,11,21,22,50)+timedelta(minutes=158)", "%H:%M")
          + " > 01:00.\n</think>\n\nThree shows: **12:00, 15:30 and 19:00**. A fourth at 22:30 would end at "
          + v("datetime(2026,11,21,22,50)+timedelta(minutes=158)", "%H:%M") + ", after closing at 01:00."),
        U("How much screen time is idle between the end of one film and the next listed time?"),
        A("<think>\n" + v("datetime(2026,11,21,12,20)+timedelta(minutes=158)", "%H:%M") + " → " + v("datetime(2026,11,21)+timedelta(minutes=-(-(14*60+58+25)//30)*30)", "%H:%M") + " = " + v("15*60+30-(14*60+58)", "d") + " min; " + v("datetime(2026,11,21,15,50)+timedelta(minutes=158)", "%H:%M") + " → " + v("datetime(2026,11,21)+timedelta(minutes=-(-(18*60+28+25)//30)*30)", "%H:%M") + " = " + v("19*60-(18*60+28)", "d")
          + " min. Cleaning 25 each.\n</think>\n\n" + v("32-25", "d") + " minutes after cleaning before each of the 15:30 and 19:00 shows, "
          + v("7+7", "d") + " minutes in all."),
        U("The 19:00 show: when does the film actually end?"),
        A("<think>\n19:00 + 20 + 158 = " + v("datetime(2026,11,21,19,0)+timedelta(minutes=20)", "%H:%M") + " + " + v("158//60", "d") + ":" + v("158%60", "02d") + " = " + v("datetime(2026,11,21,19,20)+timedelta(minutes=158)", "%H:%M") + ".\n</think>\n\nAt **[[21:48]]**.",
          why="the reasoning gives 21:58 (19:00 + 20 minutes of ads + 158 minutes); the model wrote 21:48"),
        U("What's the runtime in hours and minutes?"),
        A("<think>\n158 = " + v("158//60", "d") + " × 60 + " + v("158%60", "d") + ".\n</think>\n\n" + v("158//60", "d") + " h " + v("158%60", "d") + " min."),
    ),
    run(6, GEMINI25_PRO,
        U("Are the combos actually cheaper?"),
        C("get_kiosk", {}, KIOSK),
        A("* **Combo M:** 109 against popcorn M 69 + brus 59 = " + v("69+59", "d") + ", so you save **NOK " + v("128-109", "d") + "** (" + v("19/128*100", ".1f") + "%)\n"
          "* **Combo L:** 179 against popcorn L 85 + 2 × brus 59 = " + v("85+2*59", "d") + ", you save **NOK " + v("203-179", "d") + "**"),
        U("How much VAT is in a Combo L?"),
        A("* **VAT 25% inside:** 179 × 25 / 125 = **NOK " + v("179*25/125", ".2f") + "**\n* **Net:** NOK " + v("179*100/125", ".2f")),
        U("We're 2 adults and 2 kids: 2 Combo M and 2 Barnemeny?"),
        A("* **Combo M:** 2 × 109 = " + v("2*109", "d") + "\n* **Barnemeny:** 2 × 79 = " + v("2*79", "d") + "\n* **Total:** NOK " + v("218+158", "d")),
        U("What does a Combo L cost again?"),
        A("* **Combo L:** NOK [[197]]", why="the kiosk list gives 179; the model swapped two digits"),
        U("Just a large popcorn and a water?"),
        A("* **Popcorn L + vann:** 85 + 39 = NOK " + v("85+39", "d") + ", no combo for that"),
    ),
    run(7, DICTALM,
        U("שלום, אנחנו קבוצה של 18 מבוגרים מישראל. כמה עולה Isfjellet בתלת-ממד ביום שבת ב-19:45?"),
        C("get_showtimes", {"date": "2026-11-21"}, SHOWS_21),
        A("Isfjellet, שבת 21 בנובמבר, 19:45, אולם 2 (תלת-ממד).\n\nכרטיס: 165 + 30 = " + v("165+30", "d") + " NOK\n18 × " + v("165+30", "d") + " = " + v("18*195", ",d")
          + " NOK\nהנחת קבוצה 15%: **" + v("3510*0.85", ",.2f") + " NOK**"),
        U("וכמה זה בשקלים?"),
        C("get_fx", {"base": "NOK"}, FX),
        A(v("3510*0.85", ",.2f") + " × 0.3312 = **₪" + v("3510*0.85*0.3312", ",.2f") + "**, כלומר ₪" + v("3510*0.85*0.3312/18", ".2f") + " לאדם."),
        U("מתי הסרט נגמר?"),
        A("הסרט מתחיל ב-" + v("datetime(2026,11,21,19,45)+timedelta(minutes=20)", "%H:%M") + " ואורכו 158 דקות: סיום ב-"
          + v("datetime(2026,11,21,20,5)+timedelta(minutes=158)", "%H:%M") + "."),
        U("באיזה שער המרה השתמשת?"),
        A("1 NOK = ₪[[0.3132]]", why="the rate is 0.3312; the model swapped two digits"),
    ),
    run(8, SONNET45,
        U("I need to cancel booking FB-448201 for tonight. Can I get a refund?"),
        C("get_booking", {"booking": "FB-448201"}, BOOKING_448201),
        A("Yes. Refunds are possible up to 2 hours before the listed time; tonight's Isfjellet is at 19:00, and it's 14:10 now, so you're in time.\n\n"
          "You paid NOK 705 for three premium 3D seats (3 × (165 + 40 + 30) = " + v("3*(165+40+30)", "d") + "). Less the NOK 20 fee you get back **NOK "
          + v("705-20", "d") + "**."),
        U("What's the latest I could cancel?"),
        A("Two hours before 19:00: **[[17:30]]** today.", why="19:00 less 2 hours is 17:00; the model wrote 17:30"),
        U("If I move to Saturday's 19:45 instead, would it cost the same?"),
        C("get_showtimes", {"date": "2026-11-21"}, SHOWS_21),
        A("Saturday's Isfjellet at 19:45 is in screen 2, which has no premium rows, so three 3D adult tickets are 3 × (165 + 30) = **NOK "
          + v("3*195", "d") + "**, NOK " + v("705-585", "d") + " less than tonight."),
        U("And when would that finish?"),
        A("20 minutes of ads and 158 minutes of film: about **" + v("datetime(2026,11,21,19,45)+timedelta(minutes=178)", "%H:%M") + "**."),
        anthropic=True),
    run(9, MISTRAL_LARGE,
        U("Check the Vinterveien settlement before we pay it."),
        C("get_settlement", {"film": "Vinterveien", "week": 2}, SETTLEMENT),
        A("1. VAT inside 214 816,00: × 12 / 112 = " + v("fr(214816*12/112)", "s") + " ✓\n2. Net: " + v("fr(214816-23016)", "s") + " ✓\n"
          "3. Week 2 share 40%: " + v("fr(191800*0.40)", "s") + " ✓\n4. Due 14 days after Thursday 12 November: " + v("date(2026,11,12)+timedelta(days=14)", "%Y-%m-%d") + " ✓"),
        U("How many days do we have?"),
        A("1. Today 18 November → 26 November: " + v("(date(2026,11,26)-date(2026,11,18)).days", "d") + " days"),
        U("What would it have been at the first-week rate?"),
        A("1. 45% of 191 800,00 = " + v("fr(191800*0.45)", "s") + "\n2. Difference: " + v("fr(191800*0.05)", "s")),
        U("Reference for the bank transfer?"),
        A("1. **FD-2611-[[0792]]**", why="the settlement is FD-2611-0729; the model swapped the last two digits"),
        U("The week had 1,370 admissions. Net per admission?"),
        A("1. 191 800,00 / 1 370 = " + v("fr(191800/1370)", "s") + "\n2. Distributor's part: " + v("fr(76720/1370)", "s")),
    ),
    run(10, HAIKU45,
        U("Is the 10-ticket card worth it? I go about once a month."),
        A("The card is NOK 1,350 for 10 adult 2D tickets: NOK " + v("1350/10", ".0f") + " a ticket against 165, so NOK " + v("165-135", "d")
          + " saved per film and NOK " + v("10*165-1350", "d") + " over all ten. It's valid 12 months, so once a month you'd use all 10 in time."),
        U("How many films before it pays off compared with singles?"),
        A("1,350 / 165 = " + v("1350/165", ".2f") + ", so the card pays off from the **[[8]]th film**.",
          why="1,350 / 165 is 8.18: eight singles cost 1,320, less than the card; it pays off from the 9th film"),
        U("If I buy it today, until when is it valid?"),
        A("Until **" + v("date(2027,11,18)", "%-d %B %Y") + "**."),
        U("Can I use it for 3D?"),
        A("No, it's for adult 2D tickets only; a 3D film would be a single at NOK " + v("165+30", "d") + "."),
        anthropic=True),
    run(11, COMMAND_A,
        U("booking FB-448377 status?"),
        C("get_booking", {"booking": "FB-448377"}, BOOKING_448377),
        A("Unpaid. Held until " + v("datetime(2026,11,18,14,2)+timedelta(minutes=20)", "%H:%M") + " today, " + v("22-10", "d") + " min left."),
        U("price?"),
        A("2 student × 125 = NOK " + v("2*125", "d") + "."),
        U("seats and doors"),
        A("G12, G13, sal 1. Doors " + v("datetime(2026,11,21,19,0)-timedelta(minutes=30)", "%H:%M") + " Sat 21.11."),
        U("film end?"),
        A(v("datetime(2026,11,21,19,20)+timedelta(minutes=131)", "%H:%M") + " (19:00 + 20 ads + 131)."),
        U("can I pay now"),
        A("Yes, NOK " + v("2*125", "d") + " by card before " + v("datetime(2026,11,18,14,2)+timedelta(minutes=20)", "%H:%M") + "."),
    ),
    run(12, GPT_OSS,
        U("2 adults, Isfjellet 3D Saturday. price in EUR?"),
        C("get_showtimes", {"date": "2026-11-21"}, SHOWS_21),
        C("get_fx", {"base": "NOK"}, FX),
        A("2 × (165 + 30) = NOK " + v("2*195", "d") + " → **EUR " + v("390*0.0851", ".2f") + "**. Show 19h45."),
        U("film starts?"),
        A(v("datetime(2026,11,21,19,45)+timedelta(minutes=20)", "%Hh%M") + "."),
        U("in USD?"),
        A("NOK " + v("2*195", "d") + " × 0.0987 = USD " + v("390*0.0987", ".2f") + "."),
        U("EUR again?"),
        A("EUR [[33.91]].", why="390 × 0.0851 is 33.19 (the first answer has it); the model swapped two digits"),
        U("one student instead of an adult?"),
        A("165 + 30 + 125 + 30 = NOK " + v("195+155", "d") + " → EUR " + v("350*0.0851", ".2f") + "."),
    ),
]
