"""ferry runs: a ferry operator's assistant (Fjarðaferjur's, tools designed for this set: timetables
and an invoice as plain text, fare quotes, bookings, a 10-trip card and a sailing's status as JSON, a
sailing's vehicle manifest and a vessel's fuel log as CSV text), with passenger fares by age, vehicle
fares by length band and by the started metre above 6 m, a fuel surcharge, a cabin, a 10-trip card's
last day and its saving, check-in closing times, arrivals from the crossing time, a late cancellation's
refund, a weather cancellation, VAT inside; tool results and answers written here, in the styles of
GPT-4o (Icelandic, `12.476 kr.`, `kl. 11:45`), GPT-5.1 (plain), Claude Opus 4.1, Sonnet 4.5 and 3.5
Haiku (Anthropic envelopes), Gemini 2.5 Pro (bullets), Qwen3 (tables), DeepSeek R1 (`<think>`), o4-mini
(numbered steps), Mistral Large and Llama 4 Maverick (a few words, `12.1k`, `0730`)."""

from _heldout29_ferry import POLICY, csv
from _heldout29_models import DEEPSEEK_R1, GEMINI25_PRO, GPT4O, GPT51, HAIKU35, LLAMA4, MISTRAL_LARGE, O4MINI, OPUS41, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"ferry-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def isk(expr: str) -> str:
    """A computed amount in Icelandic spelling, a dot between thousands: `12.476`."""
    return v("de(" + expr + ", ',.0f')", "s")


TIMETABLE_K = """ROUTE K  Kaldvik - Solvey   Sat 2026-12-05
DEP Kaldvik  ARR Solvey   VESSEL     CAR SPACES  SEATS
07:30        10:15        Saebjorg   14          212
12:15        15:00        Saebjorg    3          148
17:40        20:25        Saebjorg   22          260
DEP Solvey   ARR Kaldvik
10:45        13:30
15:30        18:15
20:55        23:40"""
QUOTE_1 = {"route": "K", "currency": "ISK", "fuel_surcharge_pct": 4, "lines": [
    {"item": "adult", "qty": 2, "unit": 2950}, {"item": "child 12-17", "qty": 1, "unit": 1480},
    {"item": "child under 12", "qty": 1, "unit": 0}, {"item": "vehicle band A (up to 5.0 m)", "qty": 1, "unit": 4900}]}
BOOKING_1 = {"booking": "KS-26-48137", "route": "K", "departure": "2026-12-05T12:15", "total_isk": 12476, "status": "confirmed"}
SAILING_2 = {"route": "K", "date": "2026-12-07", "departures": ["07:30", "12:15", "17:40"], "car_spaces": [9, 2, 17],
             "freight_lane_m_left": [46.5, 12.0, 88.0]}
CARD_3 = {"card": "10K-7731-0452", "holder": "Sigrún Hallsdóttir", "type": "adult 10-trip, route K", "price_isk": 22400,
          "first_use": "2026-03-14", "trips_used": 7, "trips_total": 10}
GROUP_4 = {"group": "Grunnskóli Kaldvíkur, 9th grade", "route": "K", "date": "2026-12-10", "departure": "07:30",
           "passengers": {"students_14_15": 24, "teachers": 3}, "vehicle": {"type": "coach", "length_m": 12.4}}
MANIFEST_5 = csv("reg,length_m,type", "ZX-412,4.45,car", "KD-908,5.30,car", "RB-277,4.90,car", "TL-651,7.85,van+trailer",
                 "HM-034,16.50,truck", "PS-190,5.95,camper", "AJ-563,6.00,car+box trailer", "VE-728,11.20,truck")
STATUS_5 = {"sailing": "K-2026-12-04-0730", "vessel": "Saebjorg", "vehicle_deck_lane_m": 180, "status": "on time"}
STATUS_6 = {"sailing": "K-2026-12-03-1215", "status": "cancelled", "reason": "wind 24 m/s at Solvey",
            "alternatives": [{"departure": "2026-12-03T17:40", "car_spaces": 4}, {"departure": "2026-12-04T07:30", "car_spaces": 11}]}
BOOKING_6 = {"booking": "KS-26-47702", "sailing": "K-2026-12-03-1215", "passengers": {"adult": 1, "senior": 1},
             "vehicle": {"length_m": 5.6, "fare_isk": 7696}, "cabin": True, "total_isk": 18626}
TIMETABLE_F = """ROUTE F  Kaldvik - Flatstrond   Fri 2026-12-11
DEP Kaldvik   08:05   11:30   16:20
DEP Flatstrond 09:20  13:00   17:45
Crossing 55 min"""
INVOICE_8 = """FJARDAFERJUR HF.   INVOICE 2611-0387
Customer: Vestfirskur Fiskur ehf.   kt. 520119-2240
Period 2026-11-01 to 2026-11-30
Date        Route  Item                    Amount ISK
2026-11-04  K      Truck 13.6 m               25,168
2026-11-04  K      Adult x1                    2,950
2026-11-11  K      Truck 13.6 m               25,168
2026-11-11  K      Adult x1                    2,950
2026-11-18  K      Van 5.8 m                   7,696
2026-11-18  K      Adult x2                    5,900
2026-11-25  K      Truck 13.6 m               25,168
2026-11-25  K      Adult x1                    2,950
Total incl. VAT 11%                           97,950
Due 2026-12-15"""
BOOKING_10 = {"booking": "KS-26-48390", "sailing": "K-2026-12-04-0730", "departure": "2026-12-04T07:30",
              "passengers": {"adult": 2}, "vehicle": {"length_m": 5.4, "fare_isk": 7696}, "total_isk": 13596, "changes_made": 0}
FUEL_11 = csv("date,crossings,fuel_l", "2026-11-23,6,2412", "2026-11-24,6,2388", "2026-11-25,4,1610", "2026-11-26,6,2455",
              "2026-11-27,6,2431", "2026-11-28,2,815")
TODAY_12 = {"route": "K", "date": "2026-12-03", "departures": [
    {"dep": "07:30", "status": "sailed"}, {"dep": "12:15", "status": "cancelled"}, {"dep": "17:40", "status": "on time", "seats": 96, "car_spaces": 4}]}

RUNS = [
    run(1, GPT4O,
        U("Góðan dag, ég vil bóka ferð Kaldvík–Sölvey laugardaginn 5. desember, kl. 12:15. Við erum tvö fullorðin, 14 ára strákur og "
          "8 ára stelpa, á fólksbíl sem er 4,7 m."),
        C("get_timetable", {"route": "K", "date": "2026-12-05"}, TIMETABLE_K),
        C("quote_fare", {"route": "K", "adult": 2, "child_12_17": 1, "child_under_12": 1, "vehicle_length_m": 4.7}, QUOTE_1),
        A("Ferðin kl. 12:15 á laugardag er laus (3 bílapláss eftir). Verðið:\n\n- 2 fullorðnir × 2.950 = " + isk("2*2950") + " kr.\n"
          "- 14 ára: 1.480 kr.\n- 8 ára: frítt\n- Bíll (allt að 5,0 m): 4.900 kr. + 4% olíugjald = " + isk("4900*1.04") + " kr.\n\n"
          "**Samtals " + isk("5900+1480+5096") + " kr.** Á ég að bóka?"),
        U("Já takk."),
        C("create_booking", {"route": "K", "departure": "2026-12-05T12:15", "adult": 2, "child_12_17": 1, "child_under_12": 1,
                             "vehicle_length_m": 4.7}, BOOKING_1),
        A("Bókað! Bókunarnúmer **KS-26-48137**. Brottför frá Kaldvík 5. des. kl. 12:15, koma til Sölveyjar kl. 15:00. Samtals 12.476 kr."),
        U("Hvenær þurfum við að vera mætt á bryggjuna?"),
        A("Innritun bíla lokar 30 mínútum fyrir brottför, þ.e. kl. **" + v("datetime(2026,12,5,12,15)-timedelta(minutes=30)", "%H:%M")
          + "**."),
        U("Hvað er virðisaukaskatturinn mikill af þessu?"),
        A("11% VSK er innifalinn: 12.476 × 11/111 = **" + v("de(12476*11/111)", "s") + " kr.**"),
        U("Og hvað var bókunarnúmerið aftur?"),
        A("[[KS-26-48173]]", why="the booking is KS-26-48137; the model swapped the last two digits"),
    ),
    run(2, GPT51,
        U("I drive a van with a trailer, 8.3 m in total, Kaldvík to Sölvey on Monday 7 December. Just me. What does it cost?"),
        C("get_sailings", {"route": "K", "date": "2026-12-07"}, SAILING_2),
        A("For 8.3 m the vehicle fare is the 6 m fare plus " + v("-(-(8.3-6)//1)", ".0f") + " started metres above 6 m: 7,400 + "
          + v("3*2100", ",d") + " = " + v("7400+3*2100", ",d") + ", plus the 4% fuel surcharge (" + v("13700*0.04", ",.0f") + ") = "
          + v("13700*1.04", ",.0f") + ". With your adult fare of 2,950 the total is **ISK " + v("14248+2950", ",.0f") + "**.\n\n"
          "All three sailings have room: 07:30 (9 car spaces), 12:15 (2) and 17:40 (17)."),
        U("And if I bring the longer trailer, 9.1 m in all?"),
        A("Then it is " + v("-(-(9.1-6)//1)", ".0f") + " started metres: 7,400 + " + v("4*2100", ",d") + " = " + v("7400+4*2100", ",d")
          + ", with the surcharge " + v("15800*1.04", ",.0f") + ", so **ISK " + v("16432+2950", ",.0f") + "** in all, "
          + v("19382-17198", ",d") + " more than with the 8.3 m one."),
        U("When does check-in close for the 17:40, and when do I get in?"),
        A("Vehicle check-in closes at " + v("datetime(2026,12,7,17,40)-timedelta(minutes=30)", "%H:%M") + ". The crossing takes 2 h 45 min, "
          "so you arrive in Sölvey at about " + v("datetime(2026,12,7,17,40)+timedelta(hours=2,minutes=45)", "%H:%M") + "."),
        U("How much freight lane is left on the 12:15?"),
        A("12.0 m of freight lane, so the 9.1 m rig fits with " + v("12.0-9.1", ".1f") + " m to spare; the 07:30 has 46.5 m."),
        U("My colleague has a 6.4 m van, no trailer. His price?"),
        A("6.4 m is one started metre above 6 m: 7,400 + 2,100 = " + v("7400+2100", ",d") + ", plus 4% = ISK [[9,860]] for the van, and 2,950 for him.",
          why="9,500 × 1.04 is 9,880; the model changed one digit"),
    ),
    run(3, OPUS41,
        U("Hi, how long is my 10-trip card still good for? Card 10K-7731-0452."),
        C("get_card", {"card": "10K-7731-0452"}, CARD_3),
        A("Your card was first used on 14 March 2026. It is valid for 365 days counting that day, so the last day you can travel on it is "
          "**" + v("date(2026,3,14)+timedelta(days=364)", "%-d %B %Y") + "**. You have used 7 of 10 trips, so "
          + v("10-7", "d") + " remain."),
        U("Did it actually save me anything?"),
        A("Ten single adult fares would be 10 × 2,950 = ISK " + v("10*2950", ",d") + "; the card cost 22,400, so the full card saves "
          + v("29500-22400", ",d") + " (" + v("7100/29500*100", ".1f") + "%). Each trip on the card costs you " + v("22400/10", ",.0f")
          + " instead of 2,950."),
        U("And so far, with the 7 trips I've taken?"),
        A("7 × 2,950 = " + v("7*2950", ",d") + " in singles against 7 × " + v("22400/10", ",.0f") + " = " + v("7*2240", ",d") + " on the card: ISK "
          + v("20650-15680", ",d") + " saved so far."),
        U("How many days until it runs out?"),
        A("From today, 3 December, to " + v("date(2026,3,14)+timedelta(days=364)", "%-d %B") + ": "
          + v("(date(2026,3,14)+timedelta(days=364)-date(2026,12,3)).days", "d") + " days."),
        U("Can you confirm the card number you looked up?"),
        A("Yes: [[10K-7731-0425]], held by Sigrún Hallsdóttir.", why="the card is 10K-7731-0452; the model swapped two digits"),
        anthropic=True,
    ),
    run(4, GEMINI25_PRO,
        U("Price for our school trip please, group file attached in your system under Grunnskóli Kaldvíkur."),
        C("get_group_request", {"group": "Grunnskóli Kaldvíkur"}, GROUP_4),
        A("Here is the price for 10 December, 07:30, route K:\n\n* **Students (14–15):** 24 × 1,480 = ISK " + v("24*1480", ",d") + "\n"
          "* **Teachers:** 3 × 2,950 = ISK " + v("3*2950", ",d") + "\n* **Coach, 12.4 m:** 7,400 + " + v("-(-(12.4-6)//1)", ".0f")
          + " × 2,100 = " + v("7400+7*2100", ",d") + ", + 4% fuel = ISK " + v("22100*1.04", ",.0f") + "\n\n**Total: ISK "
          + v("35520+8850+22984", ",.0f") + "**"),
        U("What is that per student if the school splits everything over the students?"),
        A("* ISK " + v("24*1480+3*2950+(7400+7*2100)*1.04", ",.0f") + " / 24 = **ISK " + v("67354/24", ",.2f") + "** per student"),
        U("How much VAT is in the total?"),
        A("* VAT 11% is included: " + v("24*1480+3*2950+(7400+7*2100)*1.04", ",.0f") + " × 11 / 111 = **ISK " + v("67354*11/111", ",.2f") + "**"),
        U("Add a cabin for the teachers."),
        A("* Cabin: ISK 6,500 (no fuel surcharge on cabins)\n* New total: **ISK " + v("67354+6500", ",d") + "**"),
        U("And the return trip the same day, same group, no cabin?"),
        A("* Return at the same fares: ISK " + v("24*1480+3*2950+(7400+7*2100)*1.04", ",.0f") + "\n* Both ways with the cabin one way: **ISK [[141,280]]**",
          why="73,854 + 67,354 is 141,208; the model swapped two digits"),
    ),
    run(5, QWEN3,
        U("Give me tomorrow's 07:30 vehicle fares, vehicle by vehicle."),
        C("get_manifest", {"sailing": "K-2026-12-04-0730"}, MANIFEST_5),
        A("| Reg | Length | Band | Fare before surcharge (ISK) |\n|---|---|---|---|\n| ZX-412 | 4.45 m | up to 5 m | 4,900 |\n"
          "| KD-908 | 5.30 m | 5.01–6 m | 7,400 |\n| RB-277 | 4.90 m | up to 5 m | 4,900 |\n| TL-651 | 7.85 m | 6 m + "
          + v("-(-(7.85-6)//1)", ".0f") + " | " + v("7400+2*2100", ",d") + " |\n| HM-034 | 16.50 m | 6 m + " + v("-(-(16.5-6)//1)", ".0f")
          + " | " + v("7400+11*2100", ",d") + " |\n| PS-190 | 5.95 m | 5.01–6 m | 7,400 |\n| AJ-563 | 6.00 m | 5.01–6 m | 7,400 |\n"
          "| VE-728 | 11.20 m | 6 m + " + v("-(-(11.2-6)//1)", ".0f") + " | " + v("7400+6*2100", ",d") + " |\n| **Total** | | | **"
          + v("4900+7400+4900+11600+30500+7400+7400+20000", ",d") + "** |"),
        U("With the fuel surcharge?"),
        A("| | ISK |\n|---|---|\n| Fares | " + v("4900+7400+4900+11600+30500+7400+7400+20000", ",d") + " |\n| Surcharge 4% | " + v("94100*0.04", ",.0f") + " |\n| **Total** | **"
          + v("94100*1.04", ",.0f") + "** |"),
        U("How many are over 6 m, and how much deck do they all take?"),
        C("get_sailing_status", {"sailing": "K-2026-12-04-0730"}, STATUS_5),
        A("| | |\n|---|---|\n| Vehicles over 6.0 m | " + v("sum(x > 6 for x in [4.45,5.30,4.90,7.85,16.50,5.95,6.00,11.20])", "d") + " (TL-651, HM-034, VE-728) |\n"
          "| Total length | " + v("4.45+5.30+4.90+7.85+16.50+5.95+6.00+11.20", ".2f") + " m |\n| Deck | 180 lane m |\n| Left | "
          + v("180-62.15", ".2f") + " m |"),
        U("Average vehicle length?"),
        A(v("4.45+5.30+4.90+7.85+16.50+5.95+6.00+11.20", ".2f") + " m / 8 = **" + v("62.15/8", ".2f") + " m**."),
        U("Which one pays the most?"),
        A("HM-034, the 16.50 m truck: " + v("7400+11*2100", ",d") + " + 4% = ISK " + v("30500*1.04", ",.0f") + "."),
    ),
    run(6, DEEPSEEK_R1,
        U("My 12:15 today was cancelled?? Booking KS-26-47702. What are my options?"),
        C("get_booking", {"booking": "KS-26-47702"}, BOOKING_6),
        C("get_sailing_status", {"sailing": "K-2026-12-03-1215"}, STATUS_6),
        A("<think>\nThe 12:15 is cancelled for wind. Weather rule: full refund or free rebooking. Booking total 18626: adult 2950 + senior "
          "1480 + car 7696 + cabin 6500 = " + v("2950+1480+7696+6500", "d") + ", matches. Alternatives 17:40 today (4 car spaces) and "
          "07:30 tomorrow (11). 17:40 + 2:45 = " + v("datetime(2026,12,3,17,40)+timedelta(hours=2,minutes=45)", "%H:%M") + ".\n</think>\n\n"
          "Sorry, the 12:15 was cancelled because of wind at Sölvey. You can choose:\n\n1. **A full refund** of ISK 18,626.\n"
          "2. **A free rebooking**: today at 17:40 (4 car spaces left, arriving about "
          + v("datetime(2026,12,3,17,40)+timedelta(hours=2,minutes=45)", "%H:%M") + ") or tomorrow at 07:30 (11 spaces)."),
        U("If we take the 17:40, when do we need to be there?"),
        A("<think>\nVehicles: 30 min before. 17:40 − 0:30 = " + v("datetime(2026,12,3,17,40)-timedelta(minutes=30)", "%H:%M")
          + ".\n</think>\n\nBy **" + v("datetime(2026,12,3,17,40)-timedelta(minutes=30)", "%H:%M") + "**, when vehicle check-in closes."),
        U("What would tomorrow's 07:30 cost without the cabin, if we just booked it new?"),
        A("<think>\n18626 − 6500 = " + v("18626-6500", "d") + ".\n</think>\n\nWithout the cabin: ISK " + v("18626-6500", ",d")
          + " (2,950 + 1,480 + 7,696). But a rebooking is free, so you don't need to pay again."),
        U("OK, actually just refund us. How much comes back?"),
        A("<think>\nFull refund for weather: the whole total.\n</think>\n\nThe full amount, **ISK [[18,662]]**.",
          why="the booking's total is 18,626; the model swapped the last two digits"),
        U("And if we had gone tomorrow at 07:30, what time would we arrive?"),
        A("At about " + v("datetime(2026,12,4,7,30)+timedelta(hours=2,minutes=45)", "%H:%M") + " (crossing 2 h 45 min)."),
    ),
    run(7, GPT4O,
        U("Hæ, við erum þrjú fullorðin og einn ellilífeyrisþegi, fótgangandi, til Flatstrandar föstudaginn 11. des. með ferjunni kl. 8:05. "
          "Hvað kostar það?"),
        C("get_timetable", {"route": "F", "date": "2026-12-11"}, TIMETABLE_F),
        A("Leið F kostar helming af fargjaldi leiðar K:\n\n- Fullorðnir: 3 × " + isk("2950/2") + " = " + isk("3*1475") + " kr.\n"
          "- Eldri borgari: " + isk("1480/2") + " kr.\n\n**Samtals " + isk("4425+740") + " kr.** aðra leið."),
        U("Hvenær komum við til Flatstrandar?"),
        A("Siglingin tekur 55 mínútur, svo þið komið kl. **" + v("datetime(2026,12,11,8,5)+timedelta(minutes=55)", "%H:%M") + "**. "
          "Innritun fótgangandi lokar kl. " + v("datetime(2026,12,11,8,5)-timedelta(minutes=15)", "%H:%M") + "."),
        U("Við viljum koma til baka kl. 17:45 frá Flatströnd. Hvað kostar fram og til baka?"),
        A("Sama verð til baka, samtals **" + isk("5165*2") + " kr.** fyrir báðar leiðir."),
        U("Og hvenær erum við komin til Kaldvíkur?"),
        A("Um kl. [[18:50]].", why="17:45 plus the 55-minute crossing is 18:40; the model added 65 minutes"),
        U("Takk. Hvað kostar þetta á mann að meðaltali?"),
        A("2 × (3 × " + isk("2950/2") + " + " + isk("1480/2") + ") = " + isk("2*(3*1475+740)") + " kr. / 4 = um " + isk("10330/4") + " kr. á mann fram og til baka."),
    ),
    run(8, SONNET45,
        U("Can you check our November invoice, 2611-0387? The truck lines look high."),
        C("get_invoice", {"invoice": "2611-0387"}, INVOICE_8),
        A("The truck lines are right. A 13.6 m truck is " + v("-(-(13.6-6)//1)", ".0f") + " started metres above 6 m:\n\n"
          "7,400 + 8 × 2,100 = " + v("7400+8*2100", ",d") + ", plus the 4% fuel surcharge = **" + v("24200*1.04", ",.0f") + "**, as invoiced.\n\n"
          "The van (5.8 m) is 7,400 × 1.04 = " + v("7400*1.04", ",.0f") + ", also right."),
        U("And the total and VAT?"),
        A("Adding the lines: 3 × 25,168 + 7,696 + (2,950 + 2,950 + 5,900 + 2,950) = " + v("3*25168+7696+2950+2950+5900+2950", ",d")
          + ", which matches the total of 97,950. The VAT included at 11% is 97,950 × 11/111 = **" + v("97950*11/111", ",.2f") + "**."),
        U("How long do we have to pay?"),
        A("It is due on 15 December, " + v("(date(2026,12,15)-date(2026,12,3)).days", "d") + " days from today."),
        U("What did each truck crossing cost us with the driver?"),
        A("25,168 + 2,950 = **ISK " + v("25168+2950", ",d") + "** per truck crossing."),
        U("Which invoice number should we reference on the payment?"),
        A("Reference invoice **[[2611-0378]]**.", why="the invoice is 2611-0387; the model swapped the last two digits"),
        anthropic=True,
    ),
    run(9, O4MINI,
        U("I'll commute Kaldvík–Sölvey from tomorrow to the end of March, about 8 crossings a month, 4 months. Singles or 10-trip cards?"),
        A("1. Crossings: 8 × 4 = " + v("8*4", "d") + ".\n2. Singles: " + v("8*4", "d") + " × 2,950 = ISK " + v("32*2950", ",d") + ".\n"
          "3. Cards: " + v("32//10", "d") + " cards cover " + v("3*10", "d") + " crossings, " + v("3*22400", ",d") + "; the other "
          + v("32-30", "d") + " as singles, " + v("2*2950", ",d") + ".\n4. Total with cards: " + v("67200+5900", ",d") + ".\n"
          "5. Saving: " + v("94400-73100", ",d") + "."),
        U("What does each crossing cost me that way?"),
        A("1. " + v("3*22400+2*2950", ",d") + " / " + v("8*4", "d") + " = ISK " + v("73100/32", ",.2f") + " per crossing."),
        U("If I start the first card tomorrow, until when is it valid?"),
        A("1. First use: " + v("date(2026,12,3)+timedelta(days=1)", "%-d %B %Y") + ".\n2. Valid 365 days counting that day.\n3. Last day: **[[4 December 2027]]**.",
          why="365 days counting 4 December 2026 end on 3 December 2027; the model added 365 days"),
        U("How much is the saving in percent?"),
        A("1. " + v("32*2950-(3*22400+2*2950)", ",d") + " / " + v("32*2950", ",d") + " = " + v("21300/94400*100", ".1f") + "%."),
        U("And if I bought a fourth card instead of the 2 singles?"),
        A("1. 4 × 22,400 = " + v("4*22400", ",d") + ".\n2. That is " + v("89600-73100", ",d") + " more than 3 cards and 2 singles, "
          "with 8 trips left unused at the end of March."),
    ),
    run(10, HAIKU35,
        U("I need to cancel booking KS-26-48390 for tomorrow morning. What do I get back?"),
        C("get_booking", {"booking": "KS-26-48390"}, BOOKING_10),
        A("Your sailing leaves tomorrow at 07:30, which is " + v("(datetime(2026,12,4,7,30)-datetime(2026,12,3,14,10)).seconds//3600", "d")
          + " h " + v("(datetime(2026,12,4,7,30)-datetime(2026,12,3,14,10)).seconds//60%60", "d") + " min from now: less than 24 hours, "
          "so a cancellation is refunded 50%: 13,596 / 2 = **ISK " + v("13596/2", ",.0f") + "**."),
        U("What if I move it to a later sailing instead?"),
        A("A change less than 24 hours before departure costs ISK 1,000, so you would keep " + v("13596-1000", ",d")
          + " of value compared with " + v("13596/2", ",.0f") + " refunded."),
        U("When would I have had to cancel for a full refund?"),
        A("By " + v("datetime(2026,12,4,7,30)-timedelta(hours=24)", "%H:%M") + " today, 24 hours before departure; that time has passed."),
        U("What was the car's share of the fare?"),
        A("The car was ISK [[7,969]] and the two adults " + v("2*2950", ",d") + ".", why="the booking's vehicle fare is 7,696; the model swapped two digits"),
        anthropic=True,
    ),
    run(11, MISTRAL_LARGE,
        U("Fuel for Sæbjörg last week?"),
        C("get_fuel_log", {"vessel": "Saebjorg", "from": "2026-11-23", "to": "2026-11-28"}, FUEL_11),
        A(v("2412+2388+1610+2455+2431+815", ",d") + " L over " + v("6+6+4+6+6+2", "d") + " crossings (~"
          + v("12111/1000", ".1f") + "k L)."),
        U("Per crossing?"),
        A("≈ " + v("12111/30", ".0f") + " L."),
        U("Worst day per crossing?"),
        A("26 Nov: 2,455 / 6 = " + v("2455/6", ".1f") + " L per crossing."),
        U("And the 25th?"),
        A("[[1,160]] L, 4 crossings.", why="the log has 1610 litres on 25 November; the model swapped two digits"),
    ),
    run(12, LLAMA4,
        U("next boat to Sölvey today?"),
        C("get_today", {"route": "K"}, TODAY_12),
        A("17:40, on time (12:15 cancelled). Arrives ~" + v("datetime(2026,12,3,17,40)+timedelta(hours=2,minutes=45)", "%H:%M") + "."),
        U("2 seniors on foot, price?"),
        A("2 × 1,480 = ISK " + v("2*1480", ",d") + "."),
        U("latest check-in?"),
        A(v("datetime(2026,12,3,17,40)-timedelta(minutes=15)", "%H%M") + " for foot passengers."),
        U("seats left?"),
        A("96 seats, 4 car spaces."),
    ),
]
