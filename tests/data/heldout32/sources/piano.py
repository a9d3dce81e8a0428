"""piano runs: the assistant of a piano workshop in Donostia (Egia Pianoak, tools designed for this
set: a customer's piano, a rental contract, an address, a concert booking, a stored piano and a
school's tuning plan as JSON, a tuning log, rentals, a humidity log and a parts list as CSV text, a
repair estimate and an invoice as plain text), with a pitch raise and its settling tuning 3 weeks on,
a pitch's cents from its frequency, labour by the half-hour begun, a move by the km there and back
and the floor, rent paid and 70% of it toward buying, a humidity log's days below a limit, a grand
hired for concert days, storage after free days; tool results and answers written here, in the
styles of Latxa and Mistral Large 3 in Basque (`225,00 €`, `abenduaren 15ean`, `10:00etan`, `%39,3`),
GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro
(bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and
Llama 4 (a few words)."""

from _heldout32_models import GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LATXA, LLAMA4, MISTRAL_LARGE3, OPUS45, QWEN3, SONNET45
from _heldout32_piano import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"piano-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def eu(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Basque spelling, a dot between thousands and a decimal comma: `1.740,00`."""
    return v("de(" + expr + ", '" + spec + "')", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, for a date written with a Basque month name: `abenduaren 15ean`."""
    return v("(" + expr + ").day", "d")


PIANO_1 = {"customer": "Amaia Etxeberria", "customer_no": "K-2207", "piano": "Yamaha U1", "type": "upright", "serial": "4418207",
           "last_tuning": "2024-03-14", "a4_hz_measured": 435.2, "cents_from_a440": -19, "next_free_slot": "2026-11-24 10:00"}
LOG_2 = csv("date,a4_before_hz,a4_after_hz,tuner", "2025-01-20,438.6,440.0,JL", "2025-06-16,437.9,440.0,JL", "2025-11-10,438.1,440.0,MA",
            "2026-05-04,437.2,440.0,JL", "2026-11-09,436.8,440.0,MA")
ESTIMATE_3 = """EGIA PIANOAK - REPAIR ESTIMATE 2611-0452
Customer: Inaki Zubiri (K-1963)
Piano: Bechstein upright, 1978
Labour: regulate action, 88 keys     4.5 h x 48.00     216.00
Labour: replace 12 bass strings      2.2 h x 48.00     105.60
Parts: bass strings (set of 12)                        138.00
Parts: key bushing cloth                                24.50
Total EUR                                              484.10"""
ADDRESS_4 = {"customer": "Maite Goikoetxea", "customer_no": "K-2341", "from": "Egia Pianoak workshop, Donostia",
             "to": "Kale Nagusia 14, Tolosa", "km_one_way": 27, "floor": 3, "lift": False, "piano": "Schimmel grand 182"}
RENTALS_5 = csv("rental,piano,type,start,months_paid,monthly_eur", "R-101,Yamaha B2,upright,2025-09-01,15,45",
                "R-102,Kawai K-300,upright,2026-02-01,10,45", "R-103,Yamaha C3,grand,2025-12-01,12,120",
                "R-104,Petrof P118,upright,2026-06-01,6,45", "R-105,Boston GP-163,grand,2026-04-01,8,120")
CONTRACT_6 = {"rental": "R-103", "renter": "Ane Urkizu", "piano": "Yamaha C3", "type": "grand", "start": "2025-12-01", "months_paid": 12,
              "monthly_eur": 120, "deposit_eur": 240, "sale_price_eur": 14900}
HUMIDITY_7 = csv("date,rh_min,rh_max,temp_c", "2026-11-12,38,52,19.5", "2026-11-13,36,49,20.1", "2026-11-14,41,55,19.8",
                 "2026-11-15,44,58,19.2", "2026-11-16,39,51,20.4", "2026-11-17,35,47,21.0", "2026-11-18,42,56,19.7")
CONCERT_8 = {"booking": "KH-2612-031", "client": "Kresala Chamber Festival", "piano": "Steinway D-274 (EP-G-001)",
             "days": ["2026-12-11", "2026-12-12", "2026-12-13"], "venue": "San Telmo cloister, Donostia", "floor": 0, "lift": True,
             "tuning_each_day": True}
PARTS_9 = csv("part,unit,price_eur", "hammer set (88),set,1240.00", "bass string,each,11.50", "treble wire (coil 0.95 mm),coil,36.00",
              "damper felt set,set,185.00", "key top (acrylic),each,2.40")
STORED_10 = {"customer": "Jon Arrieta", "customer_no": "K-2315", "piano": "Zimmermann upright", "in_storage_since": "2026-10-27",
             "bay": "B-07", "reason": "flat renovation"}
INVOICE_11 = """EGIA PIANOAK   FAKTURA / INVOICE 2611-0517   16/11/2026
Bezeroa / Customer: Olatz Mendizabal (K-2288)
Afinazioa / tuning                     95,00
Tonu-igoera / pitch raise              60,00
Garraioa / moving                     180,00
GUZTIRA / TOTAL EUR                   335,00
BEZ %21 barne / VAT 21% included"""
PLAN_12 = {"customer": "Orfeoi Musika Eskola", "pianos": 6, "tunings_a_year": 2, "last_round": "2026-06-08", "interval_months": 6,
           "minutes_per_piano": 75}

RUNS = [
    run(1, LATXA,
        U("Kaixo! Etxeko pianoa afinatu nahi dugu, bezero zenbakia K-2207. Zenbat kostako da eta noiz etor zaitezkete?"),
        C("get_piano", {"customer_no": "K-2207"}, PIANO_1),
        A("Zure Yamaha U1 pianoa 19 cent baxuegi dago A440arekiko (435,2 Hz); 15 cent baino gehiago denez, lehenik tonua igo behar da:\n\n"
          "- Afinazioa: 95,00 €\n- Tonu-igoera: 60,00 €\n- Lehen bisita guztira: **" + eu("95+60") + " €**\n"
          "- Finkatze-afinazioa 3 aste geroago: 70,00 €\n\n**Guztira: " + eu("95+60+70") + " €** (BEZa barne).\n\n"
          "Lehen bisita: 2026ko azaroaren 24an, 10:00etan. Bigarrena: abenduaren " + day("date(2026,11,24)+timedelta(weeks=3)") + "ean."),
        U("Zenbat BEZ dago prezio horretan?"),
        A("BEZa %21 da eta barne dago: " + eu("95+60+70") + " / 1,21 × 0,21 = **" + eu("225/1.21*0.21") + " €**; BEZik gabe "
          + eu("225/1.21") + " €."),
        U("Noiz afinatu zen azkenekoz? Denbora asko pasa da?"),
        A("2024ko martxoaren 14an: gaur arte " + v("(date(2026,11,19)-date(2024,3,14)).days", "d") + " egun, "
          + v("(2026-2024)*12+11-3", "d") + " hilabete. Horregatik jaitsi da hainbeste."),
        U("Bisitak zenbat iraungo du, 10:00etan hasita? 90 minutu esan didate."),
        A("90 minutu: 10:00etatik " + v("datetime(2026,11,24,10,0)+timedelta(minutes=90)", "%H:%M") + "etara, gutxi gorabehera."),
        U("Eta bigarren bisita, zein egunetan da? Apuntatu nahi dut."),
        A("[[Abenduaren 16an]], asteartea, 70,00 €.", why="the settling tuning is 3 weeks after 24 November, on 15 December; the model wrote a day on"),
    ),
    run(2, GPT51,
        U("Our music school's Kawai grand in room 3 (EP-G-031) keeps going flat. Here's what you have on it: how far flat was it each time, in cents, and how fast is it drifting?"),
        C("get_tuning_log", {"piano": "EP-G-031"}, LOG_2),
        A("Before each tuning, A4 was below 440 Hz by:\n\n"
          "- 20 Jan 2025: " + v("440-438.6", ".1f") + " Hz, " + v("-1200*log2(438.6/440)", ".1f") + " cents flat\n"
          "- 16 Jun 2025: " + v("440-437.9", ".1f") + " Hz, " + v("-1200*log2(437.9/440)", ".1f") + " cents flat\n"
          "- 10 Nov 2025: " + v("440-438.1", ".1f") + " Hz, " + v("-1200*log2(438.1/440)", ".1f") + " cents flat\n"
          "- 4 May 2026: " + v("440-437.2", ".1f") + " Hz, " + v("-1200*log2(437.2/440)", ".1f") + " cents flat\n"
          "- 9 Nov 2026: " + v("440-436.8", ".1f") + " Hz, " + v("-1200*log2(436.8/440)", ".1f") + " cents flat\n\n"
          "The drop is getting larger: the last interval of " + v("(date(2026,11,9)-date(2026,5,4)).days", "d") + " days lost " + v("440-436.8", ".1f") + " Hz, about "
          + v("3.2/189*30", ".2f") + " Hz a month, against " + v("(1.4+2.1+1.9+2.8+3.2)/5", ".2f") + " Hz per interval on average."),
        U("So none of those needed a pitch raise?"),
        A("No. The worst reading, 436.8 Hz, is " + v("-1200*log2(436.8/440)", ".1f") + " cents flat, inside the 15-cent limit. A pitch raise "
          "would start below about " + v("440*2**(-15/1200)", ".1f") + " Hz."),
        U("When is it next due if we keep the same interval as last time?"),
        A("The last interval was " + v("(date(2026,11,9)-date(2026,5,4)).days", "d") + " days, so around **"
          + v("date(2026,11,9)+timedelta(days=189)", "%-d %B %Y") + "**."),
        U("How many cents flat was it in June 2025 again?"),
        A("About [[9.3]] cents flat (437.9 Hz).", why="437.9 Hz is 8.3 cents below 440; the model restated it one digit off"),
        U("And what have those tunings cost us at today's price?"),
        A("5 tunings × EUR 95 = **EUR " + v("5*95", "d") + "**."),
    ),
    run(3, OPUS45,
        U("I got repair estimate 2611-0452 for my Bechstein. Can you check it before I approve?"),
        C("get_estimate", {"estimate": "2611-0452"}, ESTIMATE_3),
        A("One labour line is under-charged by the rule. Labour is EUR 48 an hour, **charged by the half-hour begun**:\n\n"
          "| Line | Hours | Charged as | Amount |\n|---|---|---|---|\n| Regulate action | 4.5 | 4.5 h | "
          + v("4.5*48", ".2f") + " |\n| 12 bass strings | 2.2 | " + v("-(-2.2//0.5)*0.5", ".1f") + " h | " + v("2.5*48", ".2f") + " |\n"
          "| Bass strings (parts) | | | 138.00 |\n| Bushing cloth (parts) | | | 24.50 |\n\n"
          "The estimate shows 105.60 (2.2 × 48) for the strings; by the rule it is " + v("2.5*48", ".2f") + ". The corrected total is **EUR "
          + v("216+120+138+24.5", ".2f") + "**, EUR " + v("498.5-484.1", ".2f") + " more than the estimate's 484.10."),
        U("How much of that is labour?"),
        A("Labour is EUR " + v("216+120", ".2f") + " of EUR " + v("216+120+138+24.5", ".2f") + ", about " + v("336/498.5*100", ".0f")
          + "% of the total."),
        U("What number do I quote when I approve it?"),
        A("Estimate **[[2611-0425]]**, and ask them to correct the string-replacement line.", why="the estimate is 2611-0452; the model swapped the last two digits"),
        U("And the VAT inside the corrected total?"),
        A("VAT 21% is included: EUR " + v("216+120+138+24.5", ".2f") + " / 1.21 × 0.21 = **EUR " + v("498.5/1.21*0.21", ".2f") + "**."),
        U("How many hours of bench work is it in all?"),
        A(v("4.5+2.2", ".1f") + " hours of work as estimated, " + v("4.5+2.5", ".1f") + " hours as charged."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("How much to move my Schimmel grand from your workshop to my flat in Tolosa? Customer K-2341."),
        C("get_address", {"customer_no": "K-2341"}, ADDRESS_4),
        A("* Move: **EUR 180**\n* Outside Donostia, 27 km there and back: 27 × 2 × EUR 1.10 = **EUR " + v("27*2*1.1", ".2f") + "**\n"
          "* 3rd floor, no lift, grand: 3 × EUR 40 = **EUR " + v("3*40", "d") + "**\n* **Total: EUR " + v("180+59.4+120", ".2f") + "**"),
        U("What if it were an upright?"),
        A("* Floors: 3 × EUR 25 = EUR " + v("3*25", "d") + "\n* Total: **EUR " + v("180+59.4+75", ".2f") + "**, EUR " + v("120-75", "d")
          + " less"),
        U("I want it tuned once it's in. Total with the tuning?"),
        A("* EUR " + v("180+59.4+120", ".2f") + " + EUR 95 = **EUR " + v("359.4+95", ".2f") + "**"),
        U("What does the distance part come to per km of road?"),
        A("* EUR " + v("27*2*1.1", ".2f") + " / 27 km = **EUR " + v("59.4/27", ".2f") + "** per km one way (the return trip included)"),
        U("My sister and I split the move (without the tuning). Each?"),
        A("* EUR " + v("180+59.4+120", ".2f") + " / 2 = **EUR [[197.70]]** each", why="359.40 / 2 is 179.70; the model swapped two digits"),
    ),
    run(5, QWEN3,
        U("Rentals overview please: rent paid so far on each, and which renters can already buy, with their purchase credit."),
        C("get_rentals", {"status": "active"}, RENTALS_5),
        A("| Rental | Piano | Months | Rent paid (EUR) | Can buy? | Credit 70% (EUR) |\n|---|---|---|---|---|---|\n"
          "| R-101 | Yamaha B2 | 15 | " + v("15*45", ",d") + " | yes | " + v("675*0.7", ",.2f") + " |\n"
          "| R-102 | Kawai K-300 | 10 | " + v("10*45", ",d") + " | no | |\n"
          "| R-103 | Yamaha C3 | 12 | " + v("12*120", ",d") + " | yes | " + v("1440*0.7", ",.2f") + " |\n"
          "| R-104 | Petrof P118 | 6 | " + v("6*45", ",d") + " | no | |\n"
          "| R-105 | Boston GP-163 | 8 | [[690]] | no | |", why="8 months at EUR 120 are 960; the model swapped two digits"),
        U("Monthly rent coming in right now?"),
        A("| Type | Pianos | Monthly (EUR) |\n|---|---|---|\n| Upright | 3 | " + v("3*45", "d") + " |\n| Grand | 2 | " + v("2*120", "d")
          + " |\n| **Total** | 5 | **" + v("135+240", "d") + "** |"),
        U("Total rent paid across all five so far?"),
        A("| | EUR |\n|---|---|\n| All rentals | " + v("675+450+1440+270+960", ",d") + " |"),
        U("And the deposits we're holding?"),
        A("| Rental | Deposit (EUR) |\n|---|---|\n| R-101 | " + v("2*45", "d") + " |\n| R-102 | " + v("2*45", "d") + " |\n| R-103 | "
          + v("2*120", "d") + " |\n| R-104 | " + v("2*45", "d") + " |\n| R-105 | " + v("2*120", "d") + " |\n| **Total** | **"
          + v("3*90+2*240", "d") + "** |"),
        U("When does R-102 reach 12 months?"),
        A("| Rental | Started | 12 months on |\n|---|---|---|\n| R-102 | 2026-02-01 | " + v("date(2027,2,1)", "%Y-%m-%d") + " |"),
    ),
    run(6, KIMI_K2,
        U("I'd like to buy the Yamaha C3 I've been renting (R-103). What would I pay?"),
        C("get_contract", {"rental": "R-103"}, CONTRACT_6),
        A("<think>\n12 months paid × 120 = " + v("12*120", "d") + ". 70% → " + v("1440*0.7", ".2f") + ". Price 14900 − 1008 = "
          + v("14900-1008", "d") + ". Deposit 240 comes back.\n</think>\n\n"
          "You've paid " + v("12*120", ",d") + " EUR of rent, and 70% of it, **EUR " + v("1440*0.7", ",.2f") + "**, counts toward the price:\n\n"
          "EUR 14,900 − EUR " + v("1440*0.7", ",.2f") + " = **EUR " + v("14900-1008", ",.2f") + "**. Your EUR 240 deposit is returned, so "
          "you'd pay EUR " + v("13892-240", ",.2f") + " net."),
        U("Would it be cheaper to wait two more months?"),
        A("<think>\n14 × 120 = " + v("14*120", "d") + ", × 0.7 = " + v("1680*0.7", ".0f") + ". 14900 − 1176 = " + v("14900-1176", "d")
          + ". Extra rent 2 × 120 = " + v("2*120", "d") + ".\n</think>\n\n"
          "The price would drop to EUR " + v("14900-1176", ",.2f") + ", EUR " + v("1176-1008", ".2f") + " less, but you'd pay EUR "
          + v("2*120", ".2f") + " more rent. Buying now is EUR " + v("240-168", ".2f") + " cheaper."),
        U("How much VAT is in the price today?"),
        A("<think>\n" + v("14900-1008", "d") + " / 1.21 × 0.21.\n</think>\n\nEUR " + v("13892/1.21*0.21", ",.2f") + " of VAT is included in EUR "
          + v("14900-1008", ",.2f") + "."),
        U("OK so just to confirm, my price today?"),
        A("<think>\nPrice today after the credit: 14900 − " + v("1440*0.7", ".0f") + ".\n</think>\n\nEUR [[13,982.00]], before your deposit comes back.",
          why="14,900 − 1,008 is 13,892.00; the model swapped two digits after an honest think"),
    ),
    run(7, MISTRAL_LARGE3,
        U("Kaixo, Okendo aretoko Steinway-a zaintzen dugu. Aste honetako hezetasuna nolakoa izan da? Muga barruan egon da?"),
        C("get_humidity_log", {"piano": "EP-G-007", "from": "2026-11-12"}, HUMIDITY_7),
        A("Azken 7 egunetan hezetasun erlatiboa:\n\n"
          "- Minimoen batez bestekoa: **%" + eu("(38+36+41+44+39+35+42)/7", ".1f") + "**\n"
          "- Maximoen batez bestekoa: **%" + eu("(52+49+55+58+51+47+56)/7", ".1f") + "**\n"
          "- Baxuena: %35, azaroaren 17an\n\n"
          "Maximoa beti %60tik behera egon da, baina minimoa %40tik behera jaitsi da 4 egunetan (12, 13, 16 eta 17an). "
          "Ez da muga barruan egon."),
        U("Eta tenperatura, batez beste?"),
        A("(19,5 + 20,1 + 19,8 + 19,2 + 20,4 + 21,0 + 19,7) / 7 = **" + eu("(19.5+20.1+19.8+19.2+20.4+21.0+19.7)/7", ".1f") + " °C**."),
        U("Hezetasun-kontrol sistema jartzeak zenbat balio du?"),
        A("390,00 € instalatuta, BEZa barne; BEZik gabe " + eu("390/1.21") + " €."),
        U("Zenbat puntu aldendu zen mugatik egun txarrenean?"),
        A("Azaroaren 17an %35: %40ko mugatik " + v("40-35", "d") + " puntu behera."),
        U("Beraz, zenbat egunetan egon zen %40tik behera?"),
        A("[[5]] egunetan.", why="the minimum was below 40% on 4 days (12, 13, 16 and 17 November); the model miscounted"),
    ),
    run(8, SONNET45,
        U("Kresala Chamber Festival here, booking KH-2612-031 for the Steinway D. Can you give us the full cost?"),
        C("get_concert_booking", {"booking": "KH-2612-031"}, CONCERT_8),
        A("**Booking KH-2612-031: Steinway D-274, 11–13 December, San Telmo cloister**\n\n"
          "- Hire: 3 days × EUR 350 = EUR " + v("3*350", ",.2f") + "\n- Tuning on site each day: 3 × EUR 110 = EUR " + v("3*110", ",.2f") + "\n"
          "- Moving within Donostia, there and back: 2 × EUR 180 = EUR " + v("2*180", ",.2f") + " (ground floor, no floor charge)\n\n"
          "**Total: EUR " + v("1050+330+360", ",.2f") + "**, VAT included."),
        U("How much VAT is in that?"),
        A("EUR " + v("1050+330+360", ",.2f") + " / 1.21 × 0.21 = **EUR " + v("1740/1.21*0.21", ",.2f") + "** (net EUR "
          + v("1740/1.21", ",.2f") + ")."),
        U("We might skip the tuning on the Sunday. What then?"),
        A("The 13th is the Sunday: without that tuning, EUR " + v("1740-110", ",.2f") + "."),
        U("What's that per concert day with all three tunings?"),
        A("EUR " + v("1050+330+360", ",.2f") + " / 3 = **EUR " + v("1740/3", ",.2f") + "** a day."),
        U("Please confirm the full total once more for our treasurer."),
        A("EUR [[1,470.00]] for the three days, VAT included.", why="the total is 1,740.00; the model swapped two digits in a later short reply"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("We're restoring an old Pleyel: new hammer set, 14 bass strings, 2 coils of treble wire, the damper felts and 52 key tops. Parts total?"),
        C("get_parts", {"category": "restoration"}, PARTS_9),
        A("1. Hammer set: 1,240.00\n2. Bass strings: 14 × 11.50 = [[116.00]]\n3. Treble wire: 2 × 36.00 = " + v("2*36", ".2f") + "\n"
          "4. Damper felts: 185.00\n5. Key tops: 52 × 2.40 = " + v("52*2.4", ".2f") + "\n6. Parts total: **EUR "
          + v("1240+14*11.5+72+185+124.8", ",.2f") + "**", why="14 × 11.50 is 161.00; the model swapped two digits in a step (the total is right)"),
        U("Labour is estimated at 31.25 hours. Labour cost and the total?"),
        A("1. By the half-hour begun: 31.25 h → " + v("-(-31.25//0.5)*0.5", ".1f") + " h.\n2. Labour: " + v("31.5", ".1f") + " × 48 = EUR "
          + v("31.5*48", ",.2f") + ".\n3. Total: EUR " + v("1782.8+1512", ",.2f") + "."),
        U("What share of that is parts?"),
        A("1. " + v("1782.8/3294.8*100", ".1f") + "% parts, " + v("1512/3294.8*100", ".1f") + "% labour."),
        U("If the customer keeps the old ivory key tops?"),
        A("1. Without the key tops: EUR " + v("3294.8-124.8", ",.2f") + "."),
    ),
    run(10, HAIKU45,
        U("My upright is in your storage while we renovate (K-2315). What do I owe if I collect it tomorrow?"),
        C("get_stored_piano", {"customer_no": "K-2315"}, STORED_10),
        A("Your Zimmermann has been in bay B-07 since 27 October. Collected tomorrow, " + v("date(2026,11,19)+timedelta(days=1)", "%-d %B") + ", that is "
          + v("(date(2026,11,20)-date(2026,10,27)).days", "d") + " days; the first 7 are free, so " + v("24-7", "d")
          + " days × EUR 2.50 = **EUR " + v("17*2.5", ".2f") + "**."),
        U("And if the works run on and I collect on 15 December?"),
        A(v("(date(2026,12,15)-date(2026,10,27)).days", "d") + " days, " + v("49-7", "d") + " of them charged: **EUR [[150.00]]**.",
          why="42 days at EUR 2.50 are 105.00; the model swapped two digits"),
        U("When did the free week end?"),
        A("On " + v("date(2026,10,27)+timedelta(days=7)", "%-d %B") + "; every day since is charged."),
        U("What does each extra week cost me from now on?"),
        A("7 × EUR 2.50 = **EUR " + v("7*2.5", ".2f") + "** a week."),
        U("And moving it back home afterwards, I'm in Donostia on the 2nd floor with a lift?"),
        A("With a lift there is no floor charge: EUR 180 for the move."),
        anthropic=True,
    ),
    run(11, GROK41,
        U("vat in invoice 2611-0517?"),
        C("get_invoice", {"invoice": "2611-0517"}, INVOICE_11),
        A("€" + v("335/1.21*0.21", ".2f") + " of €335.00."),
        U("net?"),
        A("€" + v("335/1.21", ".2f") + "."),
        U("pitch raise was on the 16th, settling tuning when?"),
        A(v("date(2026,11,16)+timedelta(weeks=3)", "%a %-d %b") + ", €70."),
        U("total with it?"),
        A("€" + v("335+70", ".2f") + "."),
        U("tuning + raise only?"),
        A("€" + v("95+60", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("orfeoi school pianos, next tuning round?"),
        C("get_tuning_plan", {"customer": "Orfeoi Musika Eskola"}, PLAN_12),
        A(v("date(2026,6+6,8)", "%Y-%m-%d") + " (6 months after 2026-06-08)."),
        U("how long for all 6?"),
        A(v("6*75", "d") + " min, " + v("6*75/60", ".1f") + " h."),
        U("start 08:30 with 30 min lunch, done at?"),
        A(v("datetime(2026,12,8,8,30)+timedelta(minutes=450+30)", "%H:%M") + "."),
        U("cost a year?"),
        A("6 × 2 × €95 = €" + v("6*2*95", ",d") + "."),
        U("per piano?"),
        A("€" + v("2*95", "d") + " a year."),
    ),
]
