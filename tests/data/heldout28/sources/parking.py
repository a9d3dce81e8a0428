"""parking runs: a car park operator's assistant (AutoStop Parking's, tools designed for this set:
sessions, an account, a charger session, a booking, a dispute and occupancy as JSON, an hourly
occupancy and an entry log as CSV text, a pay station's receipt and an invoice as plain text), with a
city car park by the started 20 minutes and a day cap, a station car park by the started hour capped
per 24 hours from entry, an airport's short stay by the started half hour and long stay by the started
day or the week with an online discount, season tickets and their last day, a lost ticket, EV charging
per kWh, VAT inside, 15 minutes to leave after paying, refunds 14 days after approval; tool results and
answers written here, in the styles of GPT-5 (plain), Claude Opus 4, Sonnet 4 and 3.7 Sonnet
(Anthropic envelopes), Qwen2.5 (tables), QwQ (`<think>`), Gemini 2.5 Flash (bullets), o3 (numbered
steps), EuroLLM (Lithuanian `8,00 €`, `17.35`; Latvian `8,00 EUR`), Llama 3.3 and GPT-4o (a few
words, `0712`, `2h18`)."""

from _heldout28_models import EUROLLM, GEMINI25_FLASH, GPT4O, GPT5, LLAMA33, O3, OPUS4, QWEN25, QWQ, SONNET4, SONNET37
from _heldout28_parking import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"parking-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


SESSION_HBM = {"plate": "HBM 305", "car_park": "P1", "entry": "2026-11-26T13:05", "exit": None, "paid_eur": 0.00,
               "season_ticket": False}
SESSION_KRA = {"plate": "KRA 771", "car_park": "P2", "entry": "2026-11-24T19:40", "exit": None, "paid_eur": 0.00}
ACCOUNT_0412 = {"account": "AS-0412", "company": "UAB Medvilnė", "tickets": [
    {"plate": "LRN 204", "type": "quarterly", "start": "2026-12-01"}, {"plate": "JGE 518", "type": "quarterly", "start": "2026-12-01"},
    {"plate": "MBT 903", "type": "quarterly", "start": "2026-12-01"}, {"plate": "HZA 116", "type": "quarterly", "start": "2026-12-01"},
    {"plate": "KVD 347", "type": "monthly", "start": "2026-12-07"}, {"plate": "EPL 662", "type": "monthly", "start": "2026-12-07"}]}
HOURLY = csv("hour,occupied", "08,212", "09,341", "10,388", "11,402", "12,396", "13,371", "14,359", "15,377", "16,351", "17,298")
BOOKING_88210 = {"booking": "P3-88210", "plate": "GKS 450", "type": "long_stay", "online": True,
                 "entry": "2026-12-18T05:50", "exit": "2026-12-27T23:10"}
EV_30917 = {"session": "EV-P1-30917", "plate": "LYT 228", "car_park": "P1", "charger": "C-07", "start": "2026-11-26T10:12",
            "end": "2026-11-26T13:47", "energy_kwh": 38.6, "parking_entry": "2026-11-26T10:04", "parking_exit": "2026-11-26T13:55"}
SESSION_HT = {"plate": "HT-3381", "country": "LV", "car_park": "P3", "entry": "2026-11-26T14:02", "exit": "2026-11-26T15:41",
              "paid_eur": None}
RECEIPT = """AUTOSTOP  P1 CENTRAS  pay station K-3
2026-11-21 18:42  ticket 0047715  LKS 906
entry 2026-11-21 11:58
amount           EUR 14.00
incl. PVM 21%    EUR  2.43
card **** 5521   ref 7Q3K9
2026-11-21 18:43  ticket 0047715  LKS 906
amount           EUR 14.00
card **** 5521   ref 7Q3L2"""
DISPUTE = {"dispute": "D-2611-0193", "ticket": "0047715", "status": "approved", "approved": "2026-11-24", "refund_eur": 14.00}
INVOICE = """SĄSKAITA  AS-INV-2611-0271   data 2026-11-30
Klientas: UAB Baltų Logistika (AS-0388)
plate      stays      EUR
LHN 417       14    96.80
KFT 220        9    61.60
GBZ 731       17   118.40
Iš viso            276.80
iš jų PVM 21%       48.04
Apmokėti iki 2026-12-14"""
OCCUPANCY = {"time": "2026-11-26T16:20", "car_parks": [{"id": "P1", "name": "Centras", "capacity": 420, "free": 37},
                                                      {"id": "P2", "name": "Stotis", "capacity": 260, "free": 112},
                                                      {"id": "P3", "name": "Oro uostas", "capacity": 1150, "free": 404}]}
LOG = csv("plate,car_park,entry,exit", "LUK 118,P2,2026-11-25T07:12,2026-11-25T09:30", "LUK 119,P2,2026-11-25T07:40,2026-11-25T18:05",
          "LUK 120,P2,2026-11-25T12:55,2026-11-26T08:20")

KRA = "(2*1440+16*60+20-(19*60+40))"  # minutes from Tuesday 19:40 to Thursday 16:20
GKS = "(datetime(2026,12,27,23,10)-datetime(2026,12,18,5,50))"

RUNS = [
    run(1, EUROLLM,
        U("Laba diena, kiek man kainuos stovėjimas? Numeris HBM 305."),
        C("get_session", {"plate": "HBM 305"}, SESSION_HBM),
        A("Įvažiavote 13.05, dabar 16.20, tai " + v("(16*60+20)-(13*60+5)", "d") + " min. Pradėtų 20 min. intervalų: "
          + v("-(-195//20)", "d") + ", po 0,80 €, iš viso **" + v("de(10*0.8)", "s") + " €**."),
        U("O jei išvažiuosiu 17.30?"),
        A("Iki 17.30 bus " + v("(17*60+30)-(13*60+5)", "d") + " min, t. y. " + v("-(-265//20)", "d") + " intervalų: **"
          + v("de(14*0.8)", "s") + " €**. Dienos riba (14,00 €) dar nepasiekta."),
        U("Nuo kada mokėsiu daugiausia?"),
        A("14,00 € / 0,80 € = " + v("de(14/0.8, '.1f')", "s") + ", taigi " + v("17+1", "d") + "-as intervalas jau viršytų ribą. "
          + v("int(14/0.8)", "d") + " intervalų kainuoja " + v("de(17*0.8)", "s") + " €; nuo " + v("datetime(2026,11,26,13,5)+timedelta(minutes=17*20)", "%H.%M")
          + " mokėsite ne daugiau kaip 14,00 €."),
        U("Sumokėjau automate 17.20. Iki kada turiu išvažiuoti?"),
        A("Per 15 minučių nuo mokėjimo, t. y. iki **" + v("datetime(2026,11,26,17,20)+timedelta(minutes=15)", "%H.%M") + "**."),
        U("Kokiu numeriu užregistruotas automobilis?"),
        A("HBM [[350]].", why="the session's plate is HBM 305; the model swapped the last two digits"),
    ),
    run(2, GPT5,
        U("I parked at Stotis on Tuesday evening and the car is still there, plate KRA 771. What do I owe if I leave now?"),
        C("get_session", {"plate": "KRA 771"}, SESSION_KRA),
        A("You came in on Tuesday 24 November at 19:40, so leaving now is " + v(KRA + "//60", "d") + " h " + v(KRA + "%60", "d")
          + " min.\n\n- First 24 hours: capped at EUR 12.00\n- The " + v("(" + KRA + "-1440)//60", "d") + " h " + v("(" + KRA + "-1440)%60", "d")
          + " min since 19:40 yesterday: " + v("-(-(" + KRA + "-1440)//60)", "d") + " started hours × EUR 1.50 = EUR " + v("21*1.5", ".2f")
          + ", capped at EUR 12.00\n\nTotal: **EUR " + v("12+12", ".2f") + "**."),
        U("And if I only pick it up at 20:10 tonight?"),
        A("Then a third 24-hour period starts at 19:40 today: " + v("(20*60+10)-(19*60+40)", "d") + " minutes, one started hour, EUR 1.50. Total **EUR " + v("24+1.5", ".2f") + "**."),
        U("I can't find the ticket. What happens then?"),
        A("Your stay is recorded by the plate, so it's the fee of the stay plus EUR 10: EUR " + v("12+12", ".2f") + " + EUR 10 = **EUR " + v("24+10", ".2f") + "** if you leave now."),
        U("Remind me, when exactly did I come in?"),
        A("On Tuesday 24 November at [[19:04]].", why="the session's entry is 19:40; the model swapped the minutes' digits"),
        U("If I pay at the machine at 16:25, when do I have to be out?"),
        A("Within 15 minutes: by **" + v("datetime(2026,11,26,16,25)+timedelta(minutes=15)", "%H:%M") + "**."),
    ),
    run(3, SONNET4,
        U("What do UAB Medvilnė's season tickets for December come to?"),
        C("get_account", {"account": "AS-0412"}, ACCOUNT_0412),
        A("UAB Medvilnė (AS-0412) has six tickets:\n\n- 4 quarterly × EUR 330 = EUR " + v("4*330", ",d") + "\n- 2 monthly × EUR 120 = EUR "
          + v("2*120", "d") + "\n\n**Total: EUR " + v("1320+240", ",.2f") + "**, of which VAT 21% is EUR " + v("1560*21/121", ".2f") + "."),
        U("How long are they valid?"),
        A("- Quarterly (LRN 204, JGE 518, MBT 903, HZA 116): 1 December 2026 to **" + v("date(2027,3,1)-timedelta(days=1)", "%-d %B %Y")
          + "**, the day before 1 March.\n- Monthly (KVD 347, EPL 662): 7 December 2026 to **" + v("date(2027,1,7)-timedelta(days=1)", "%-d %B %Y") + "**."),
        U("Would the two monthly ones be cheaper as quarterly?"),
        A("Over three months, yes: 3 × EUR 120 = EUR " + v("3*120", "d") + " against EUR 330, EUR " + v("360-330", "d")
          + " less per car, EUR " + v("2*30", "d") + " for the two."),
        U("What does a quarterly ticket work out to per month?"),
        A("EUR 330 / 3 = **EUR " + v("330/3", ".2f") + "** a month, EUR " + v("120-110", ".2f") + " under the monthly ticket."),
        U("What's the last day of KVD 347's ticket again?"),
        A("**[[7 January 2027]]**.", why="a monthly ticket from 7 December runs to the day before 7 January, 6 January 2027 (the answer above has it)"),
        anthropic=True),
    run(4, QWEN25,
        U("How full was Centras yesterday, hour by hour? It has 420 spaces."),
        C("get_hourly_occupancy", {"car_park": "P1", "date": "2026-11-25"}, HOURLY),
        A("| hour | occupied | % | free |\n|---|---|---|---|\n| 10:00 | 388 | " + v("388/420*100", ".1f") + "% | " + v("420-388", "d") + " |\n"
          "| 11:00 | 402 | " + v("402/420*100", ".1f") + "% | " + v("420-402", "d") + " |\n| 12:00 | 396 | " + v("396/420*100", ".1f") + "% | "
          + v("420-396", "d") + " |\n| 17:00 | 298 | " + v("298/420*100", ".1f") + "% | " + v("420-298", "d") + " |\n\nPeak at 11:00."),
        U("Average occupancy from 08 to 17?"),
        A("| | value |\n|---|---|\n| sum of 10 hours | " + v("212+341+388+402+396+371+359+377+351+298", ",d") + " |\n| average | "
          + v("3495/10", ".1f") + " |\n| of 420 | **" + v("349.5/420*100", ".1f") + "%** |"),
        U("How many hours above 90%?"),
        A("| threshold | hours |\n|---|---|\n| 90% of 420 = " + v("420*0.9", ".0f") + " | **3** (10:00, 11:00, 12:00) |"),
        U("And free spaces at 15:00?"),
        A("| hour | occupied | free |\n|---|---|---|\n| 15:00 | 377 | **[[34]]** |", why="420 − 377 is 43; the model swapped the digits"),
        U("How many more cars at 09 than at 08?"),
        A("| 08 | 09 | more |\n|---|---|---|\n| 212 | 341 | **" + v("341-212", "d") + "** |"),
    ),
    run(5, QWQ,
        U("I booked airport long stay online, booking P3-88210. What will it cost?"),
        C("get_booking", {"booking": "P3-88210"}, BOOKING_88210),
        A("<think>\nEntry 18 Dec 05:50, exit 27 Dec 23:10: " + v(GKS + ".days", "d") + " days " + v(GKS + ".seconds//3600", "d") + " h "
          + v(GKS + ".seconds%3600//60", "d") + " min, so " + v(GKS + ".days+1", "d") + " started 24 h periods.\nBy the day: 10 × 9 = "
          + v("10*9", "d") + ". Week + days: 49 + 3 × 9 = " + v("49+3*9", "d") + ". Cheaper: 76.\nOnline 15% off: 76 × 0.85 = " + v("76*0.85", ".2f")
          + ".\n</think>\n\nThe week at EUR 49.00 plus 3 days at EUR 9.00 is EUR " + v("49+27", ".2f") + "; with the 15% online discount **EUR "
          + v("76*0.85", ".2f") + "**."),
        U("What if I come back a day earlier, 26 December at 23:10?"),
        A("<think>\n" + v(GKS + ".days-1", "d") + " days " + v(GKS + ".seconds//3600", "d") + " h " + v(GKS + ".seconds%3600//60", "d") + " min → " + v("8+1", "d") + " started periods. 9 × 9 = " + v("9*9", "d") + "; 49 + 2 × 9 = " + v("49+2*9", "d")
          + ". 67 × 0.85 = " + v("67*0.85", ".2f") + ". Difference " + v("76*0.85-67*0.85", ".2f") + ".\n</think>\n\n**EUR " + v("67*0.85", ".2f")
          + "**, EUR " + v("64.60-56.95", ".2f") + " less."),
        U("For my original dates, how much does booking online save me?"),
        A("<think>\n" + v("49+3*9", "d") + " × 0.15 = " + v("76*0.15", ".2f") + ".\n</think>\n\nYou save **EUR [[11.04]]**.",
          why="the reasoning has 76 × 0.15 = 11.40; the model swapped two digits in the answer"),
        U("Per started day, what am I paying?"),
        A("<think>\n" + v("76*0.85", ".2f") + " / 10 = " + v("76*0.85/10", ".2f") + ".\n</think>\n\nAbout **EUR " + v("76*0.85/10", ".2f") + "** per started day."),
    ),
    run(6, GEMINI25_FLASH,
        U("What did my charging at Centras cost today? Session EV-P1-30917."),
        C("get_charging_session", {"session": "EV-P1-30917"}, EV_30917),
        A("* **Energy:** 38.6 kWh × EUR 0.39 = EUR " + v("38.6*0.39", ".2f") + "\n* **Parking:** 10:04–13:55 = " + v("(13*60+55)-(10*60+4)", "d")
          + " min, " + v("-(-231//20)", "d") + " started 20 minutes × EUR 0.80 = EUR " + v("12*0.8", ".2f") + "\n* **Total:** EUR "
          + v("round(38.6*0.39,2)+9.60", ".2f")),
        U("What was the average charging power?"),
        A("* **Charging:** 10:12–13:47 = " + v("(13*60+47)-(10*60+12)", "d") + " min = " + v("215/60", ".2f") + " h\n* **Average:** 38.6 / "
          + v("215/60", ".3f") + " = **" + v("38.6/(215/60)", ".2f") + " kW**"),
        U("How much VAT is in the total?"),
        A("* **VAT 21% inside:** EUR " + v("24.65*21/121", ".2f") + "\n* **Net:** EUR " + v("24.65/1.21", ".2f")),
        U("How many kWh again?"),
        A("* **[[36.8]] kWh** on charger C-07", why="the session's energy is 38.6 kWh; the model swapped two digits"),
        U("Would it have been cheaper to drive off at 13:47?"),
        A("* **No:** 10:04–13:47 is " + v("(13*60+47)-(10*60+4)", "d") + " min, still " + v("-(-223//20)", "d") + " started periods, EUR " + v("12*0.8", ".2f")),
    ),
    run(7, EUROLLM,
        U("Labdien! Cik man jāmaksā par stāvēšanu lidostā? Numurs HT-3381."),
        C("get_session", {"plate": "HT-3381"}, SESSION_HT),
        A("Stāvēšana no 14:02 līdz 15:41 ir " + v("(15*60+41)-(14*60+2)", "d") + " minūtes, t. i., " + v("-(-99//30)", "d")
          + " iesākti 30 minūšu periodi × 2,00 EUR = **" + v("de(4*2)", "s") + " EUR**."),
        U("Vai ilgtermiņa stāvvieta būtu lētāka?"),
        A("Nē: ilgtermiņa cena ir 9,00 EUR par iesāktām 24 stundām, tas ir par " + v("de(9-8)", "s") + " EUR dārgāk."),
        U("Un ja es būtu izbraucis 15:30?"),
        A("Tad " + v("(15*60+30)-(14*60+2)", "d") + " minūtes, " + v("-(-88//30)", "d") + " periodi: **" + v("de(3*2)", "s") + " EUR**."),
        U("Cik ilgi var stāvēt par 6 EUR?"),
        A(v("6/2", ".0f") + " periodi × 30 min = " + v("3*30", "d") + " min, no 14:02 līdz " + v("datetime(2026,11,26,14,2)+timedelta(minutes=90)", "%H:%M") + "."),
        U("Cikos es iebraucu?"),
        A("14:02, 26. novembrī."),
    ),
    run(8, OPUS4,
        U("I think I was charged twice at Centras on Saturday. Ticket 0047715."),
        C("get_receipt", {"ticket": "0047715"}, RECEIPT),
        C("get_dispute", {"ticket": "0047715"}, DISPUTE),
        A("You're right: ticket 0047715 (LKS 906) was charged EUR 14.00 at 18:42 and again at 18:43. Your stay from 11:58 to 18:42 was "
          + v("(18*60+42)-(11*60+58)", "d") + " minutes, " + v("-(-404//20)", "d") + " started 20-minute periods, which would be EUR "
          + v("21*0.8", ".2f") + ", so the day cap of EUR 14.00 applied, once. Dispute D-2611-0193 was approved on 24 November for a refund of EUR 14.00."),
        U("When will I get the money?"),
        A("Refunds are paid within 14 days of approval: by **" + v("date(2026,11,24)+timedelta(days=14)", "%A %-d %B %Y") + "**, "
          + v("(date(2026,12,8)-date(2026,11,26)).days", "d") + " days from today at the latest."),
        U("How much of the refund is VAT?"),
        A("VAT is 21% inside the price: EUR 14.00 × 21/121 = **EUR " + v("14*21/121", ".2f") + "**, the rest, EUR " + v("14/1.21", ".2f") + ", is the net fee."),
        U("Which card does it go back to?"),
        A("The card ending in **[[5512]]**, the one both payments were made with.", why="the receipt's card ends in 5521; the model swapped the last two digits"),
        U("Out of interest, what would I have paid leaving at 16:00?"),
        A("11:58 to 16:00 is " + v("(16*60)-(11*60+58)", "d") + " minutes, " + v("-(-242//20)", "d") + " started periods: **EUR " + v("13*0.8", ".2f") + "**."),
        anthropic=True),
    run(9, O3,
        U("UAB Baltų Logistika are asking about invoice AS-0388 for November. Can you check it?"),
        C("get_invoice", {"account": "AS-0388", "month": "2026-11"}, INVOICE),
        A("1. Lines: 96.80 + 61.60 + 118.40 = " + v("96.80+61.60+118.40", ".2f") + " ✓\n2. VAT 21% inside: 276.80 × 21/121 = "
          + v("276.80*21/121", ".2f") + " ✓\n3. Net: EUR " + v("276.80-48.04", ".2f")),
        U("Average per stay?"),
        A("1. Stays: 14 + 9 + 17 = " + v("14+9+17", "d") + "\n2. EUR 276.80 / 40 = **EUR " + v("276.80/40", ".2f") + "**"),
        U("How long do they have to pay?"),
        A("1. Due 14 December 2026\n2. " + v("(date(2026,12,14)-date(2026,11,26)).days", "d") + " days from today"),
        U("What's the invoice number?"),
        A("1. **AS-INV-2611-[[0217]]**", why="the invoice is AS-INV-2611-0271; the model swapped the last two digits"),
        U("Which plate cost most per stay?"),
        A("1. LHN 417: " + v("96.80/14", ".2f") + "\n2. KFT 220: " + v("61.60/9", ".2f") + "\n3. GBZ 731: **" + v("118.40/17", ".2f") + "**, the highest"),
    ),
    run(10, SONNET37,
        U("I park at Centras from 08:30 to 17:45 every working day. December has 22 working days. Is a season ticket worth it?"),
        A("Each day is 8:30 to 17:45, " + v("(17*60+45)-(8*60+30)", "d") + " minutes, or " + v("-(-555//20)", "d") + " started 20-minute periods: EUR "
          + v("28*0.8", ".2f") + ", capped at EUR 14.00. Over 22 days that is EUR " + v("22*14", ".2f") + " against EUR 120 for a monthly ticket, "
          "a saving of **EUR " + v("308-120", ".2f") + "**."),
        U("How many full days do I need to park for the monthly to pay off?"),
        A("EUR 120 / EUR 14 = " + v("120/14", ".2f") + ", so from the **" + v("-(-120//14)", "d") + "th** full day."),
        U("If I start it on 1 December, until when is it valid?"),
        A("Until the day before 1 January: **" + v("date(2027,1,1)-timedelta(days=1)", "%-d %B %Y") + "**."),
        U("And a quarterly from 1 December?"),
        A("Until **" + v("date(2027,3,1)-timedelta(days=1)", "%-d %B %Y") + "**, EUR 330, that is EUR " + v("330/3", ".2f") + " a month."),
        U("So, how many days before the monthly pays off, in short?"),
        A("**[[8]] days.**", why="120 / 14 is 8.57, so it pays off from the 9th day (the answer above has it); the model rounded down"),
        anthropic=True),
    run(11, LLAMA33,
        U("free spaces now?"),
        C("get_occupancy", {}, OCCUPANCY),
        A("P1 Centras 37 free (" + v("(420-37)/420*100", ".1f") + "% full), P2 Stotis 112, P3 Oro uostas 404."),
        U("total free?"),
        A(v("37+112+404", "d") + "."),
        U("how big is P3?"),
        A("1 150 spaces."),
        U("P2 % full?"),
        A(v("(260-112)/260*100", ".1f") + "%."),
        U("all three together?"),
        A(v("383+148+746", ",d") + " of " + v("420+260+1150", ",d") + ", " + v("1277/1830*100", ".1f") + "% full."),
    ),
    run(12, GPT4O,
        U("fleet LUK cars at Stotis yesterday, what do we pay each?"),
        C("get_entry_log", {"car_park": "P2", "date": "2026-11-25", "prefix": "LUK"}, LOG),
        A("LUK 118: 0712–0930, " + v("((9*60+30)-(7*60+12))//60", "d") + "h" + v("((9*60+30)-(7*60+12))%60", "02d") + " → "
          + v("-(-138//60)", "d") + " h × €1.50 = €" + v("3*1.5", ".2f") + "."),
        U("LUK 119?"),
        A("0740–1805, " + v("((18*60+5)-(7*60+40))//60", "d") + "h" + v("((18*60+5)-(7*60+40))%60", "02d") + " → " + v("-(-625//60)", "d")
          + " h = €" + v("11*1.5", ".2f") + ", capped €12.00."),
        U("LUK 120 and the total"),
        A("1255 to 0820 next day, " + v("(24*60-(12*60+55)+8*60+20)//60", "d") + "h" + v("(24*60-(12*60+55)+8*60+20)%60", "02d") + " → "
          + v("-(-1165//60)", "d") + " h = €" + v("20*1.5", ".2f") + ", capped €12.00. Total **€" + v("4.5+12+12", ".2f") + "**."),
        U("when did 119 leave?"),
        A("[[1850]].", why="LUK 119's exit is 18:05; the model swapped the digits"),
        U("if 118 had left 0940?"),
        A(v("((9*60+40)-(7*60+12))//60", "d") + "h" + v("((9*60+40)-(7*60+12))%60", "02d") + ", still " + v("-(-148//60)", "d") + " h, €" + v("3*1.5", ".2f") + "."),
    ),
]
