"""hut runs: the booking assistant of an Alpine club section's three mountain huts (PD Zelenica's,
tools designed for this set: availability, bookings, a cargo list, a water tank, a power system and a
club group as JSON, trail segments, a week's occupancy and a guest forecast as CSV text, a hut's bill
and a route note as plain text), with nights by bed type less a member's 30% and a child's half, half
board, a tourist tax by age, a deposit of 30% of the nights and its 7-day window, walking times into
arrival clocks, helicopter flights by the started 650 kg, a water tank's days, a generator's diesel;
tool results and answers written here, in the styles of GaMS and Mistral Medium (Slovenian,
`310,80 €`, `ob 18.10`, `17. 7. 2026`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5
(Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5
mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout30_hut import POLICY, csv
from _heldout30_models import GAMS, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_MEDIUM, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"hut-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def eur(expr: str) -> str:
    """A computed amount in Slovenian spelling, a dot between thousands and a decimal comma: `1.152,00`."""
    return v("de(" + expr + ")", "s")


AVAIL_1 = {"hut": "Dom pod Zelenim vrhom", "from": "2026-07-24", "nights": 2, "rooms_free": [{"room": "S4", "beds": 4}],
           "dormitory_free": 11}
BOOKING_1 = {"booking": "ZV-2607-0386", "hut": "Dom pod Zelenim vrhom", "arrival": "2026-07-24", "nights": 2, "room": "S4",
             "deposit_eur": 42.24, "deposit_due": "2026-07-19", "status": "reserved"}
ROUTE_1 = """Vrata parking (1,015 m) - Dom pod Zelenim vrhom (2,102 m)
Marked trail 7, 3 h 40 min up, 2 h 30 min down, ascent 1,087 m
Water at Koca na Mlinski planini only"""
SEGMENTS_2 = csv("from,to,km,ascent_m,descent_m,minutes,to_alt_m",
                 "Vrata parking,Koca na Mlinski planini,4.8,643,0,125,1658",
                 "Koca na Mlinski planini,Sedlo Vratca,3.1,512,0,95,2170",
                 "Sedlo Vratca,Koca ob Srnjem jezeru,2.6,0,299,60,1871",
                 "Koca ob Srnjem jezeru,Dom pod Zelenim vrhom,5.4,391,160,150,2102")
BILL_3 = """KOCA OB SRNJEM JEZERU   RACUN 2607-1142
Gost: Tomaz Kranjc (PZS 2026, st. 118-40297)
15.07.2026  Nocitev soba x2              64.00
15.07.2026  Polpenzion x2                48.00
15.07.2026  Turisticna taksa x2           5.00
15.07.2026  Pijaca                       17.60
Skupaj EUR                              134.60"""
CARGO_4 = {"hut": "Dom pod Zelenim vrhom", "flight_date": "2026-07-21", "items": [
    {"item": "beer keg 30 L", "qty": 12, "kg_each": 41}, {"item": "flour sack", "qty": 8, "kg_each": 25},
    {"item": "gas cylinder", "qty": 6, "kg_each": 33}, {"item": "mineral water crate", "qty": 20, "kg_each": 14.5},
    {"item": "tinned food pallet", "qty": 1, "kg_each": 96}]}
OCCUPANCY_5 = csv("date,beds,booked", "2026-07-17,64,58", "2026-07-18,64,64", "2026-07-19,64,41", "2026-07-20,64,22",
                  "2026-07-21,64,27", "2026-07-22,64,35", "2026-07-23,64,49")
BOOKING_6 = {"booking": "MP-2607-0211", "hut": "Koča na Mlinski planini", "arrival": "2026-07-20", "nights": 3,
             "guests": {"adult": 4, "members": 2}, "bed": "dormitory", "half_board": False, "deposit_eur": 67.32,
             "deposit_paid": "2026-07-02"}
TANK_7 = {"hut": "Dom pod Zelenim vrhom", "capacity_l": 18000, "level_l": 7400, "reading": "2026-07-16T07:00",
          "reserve_l": 2000, "base_use_l_day": 150, "use_per_guest_l": 12}
FORECAST_7 = csv("date,guests", "2026-07-16,52", "2026-07-17,61", "2026-07-18,64", "2026-07-19,38", "2026-07-20,30",
                 "2026-07-21,33", "2026-07-22,45")
GROUP_8 = {"group": "PD Kamnik, seniors", "members": 14, "guides": 2, "all_members_carded": True, "half_board": True, "stays": [
    {"hut": "Koča na Mlinski planini", "date": "2026-08-06", "bed": "dormitory"},
    {"hut": "Koča ob Srnjem jezeru", "date": "2026-08-07", "bed": "dormitory"},
    {"hut": "Dom pod Zelenim vrhom", "date": "2026-08-08", "bed": "room"}]}
POWER_9 = {"hut": "Koča ob Srnjem jezeru", "battery_kwh": 28, "solar_kwh_day_avg": 19.5, "use_kwh_day": 26.0,
           "generator_kw": 6, "generator_l_per_h": 2.1, "diesel_l": 240, "season_end": "2026-09-30"}
LIFT_10 = {"lift": "Zelenica cable car", "first_up": "08:00", "last_down": "17:30", "ride_min": 12}
ROUTE_10 = """Zelenica upper station (1,560 m) - Koca na Mlinski planini (1,658 m)
Trail 12: 1 h 05 min there, 50 min back"""
HUTS_11 = [{"hut": "Koča na Mlinski planini", "alt_m": 1658, "beds": 48}, {"hut": "Koča ob Srnjem jezeru", "alt_m": 1871, "beds": 64},
           {"hut": "Dom pod Zelenim vrhom", "alt_m": 2102, "beds": 86}]
TONIGHT_12 = {"hut": "Koča na Mlinski planini", "date": "2026-07-16", "dormitory_free": 9, "rooms_free": [{"room": "2", "beds": 2}],
              "dinner": "18:00-20:00"}

RUNS = [
    run(1, GAMS,
        U("Pozdravljeni! Za 24. in 25. julij bi rezervirali sobo v Domu pod Zelenim vrhom, 2 noči s polpenzionom. Sva dva odrasla "
          "(jaz imam člansko izkaznico PZS, mož ne), hči ima 10 let, sin 5."),
        C("check_availability", {"hut": "Dom pod Zelenim vrhom", "from": "2026-07-24", "nights": 2}, AVAIL_1),
        A("Soba S4 (4 ležišča) je prosta. Izračun za 2 noči:\n\n- Vi (članica): 32 € − 30 % = " + eur("32*0.7") + " € × 2 = "
          + eur("32*0.7*2") + " €\n- Mož: 32 € × 2 = " + eur("32*2") + " €\n- Hči (10 let, polovica): " + eur("32/2") + " € × 2 = "
          + eur("16*2") + " €\n- Sin (5 let): brezplačno\n- Polpenzion: 2 × 24 € × 2 + 2 × 16 € × 2 = " + eur("2*24*2+2*16*2") + " €\n"
          "- Turistična taksa: 2 × 2,50 € × 2 = " + eur("2*2.5*2") + " €\n\n**Skupaj " + eur("44.8+64+32+160+10") + " €**"),
        U("Rezervirajte, prosim."),
        C("create_booking", {"hut": "Dom pod Zelenim vrhom", "arrival": "2026-07-24", "nights": 2, "room": "S4", "adults": 2, "members": 1,
                             "children": [10, 5], "half_board": True}, BOOKING_1),
        A("Rezervirano! Številka rezervacije je **ZV-2607-0386**. Polog 30 % od nočitev, " + eur("(44.8+64+32)*0.3")
          + " €, plačajte do 19. 7. 2026."),
        U("Do kdaj lahko brezplačno odpovemo?"),
        A("Polog vrnemo, če odpoveste vsaj 7 dni pred prihodom, torej najkasneje **" + v("date(2026,7,24)-timedelta(days=7)", "%-d. %-m. %Y")
          + "**."),
        U("Koliko časa se hodi od parkirišča? Če gremo ob 14.30, ujamemo večerjo?"),
        C("get_route", {"from": "Vrata parking", "to": "Dom pod Zelenim vrhom"}, ROUTE_1),
        A("Od parkirišča Vrata je 3 h 40 min hoje (1.087 m vzpona). Če krenete ob 14.30, ste v domu okoli **"
          + v("datetime(2026,7,24,14,30)+timedelta(hours=3,minutes=40)", "%H.%M") + "**, večerja je do 20.00, torej imate še "
          + v("(datetime(2026,7,24,20,0)-(datetime(2026,7,24,14,30)+timedelta(hours=3,minutes=40))).seconds//60", "d") + " minut rezerve."),
        U("Kakšna je že številka rezervacije?"),
        A("[[ZV-2607-0368]]", why="the booking is ZV-2607-0386; the model swapped the last two digits"),
    ),
    run(2, GPT51,
        U("I'm planning the two-day traverse Vrata → Mlinska planina → Srnje jezero, then on to Zeleni vrh. What's day one like?"),
        C("get_segments", {"from": "Vrata parking", "to": "Dom pod Zelenim vrhom"}, SEGMENTS_2),
        A("Day one, Vrata parking to Koča ob Srnjem jezeru, is three segments: " + v("4.8+3.1+2.6", ".1f") + " km, "
          + v("643+512", ",d") + " m of ascent and 299 m of descent, " + v("125+95+60", "d") + " minutes of walking ("
          + v("280//60", "d") + " h " + v("280%60", "d") + " min). The long climb is the second segment, 512 m up to Sedlo Vratca."),
        U("If I leave the car at 7:45 and take a 30-minute lunch break, when do I get to Srnje jezero?"),
        A("7:45 + " + v("280//60", "d") + " h " + v("280%60", "d") + " min + 0:30 = **" + v("datetime(2026,7,16,7,45)+timedelta(minutes=280+30)", "%H:%M") + "**, well before dinner at 18:00."),
        U("And day two, leaving at 8:30?"),
        A("Srnje jezero to Dom pod Zelenim vrhom is 5.4 km, 391 m up and 160 m down, 150 minutes: you arrive at about "
          + v("datetime(2026,7,17,8,30)+timedelta(minutes=150)", "%H:%M") + ". Over both days that makes " + v("10.5+5.4", ".1f")
          + " km and [[1,564]] m of ascent.", why="1,155 + 391 is 1,546 m; the model swapped the last two digits"),
        U("I'm a club member. Dormitory both nights with half board, what do I pay?"),
        A("Per night: dormitory 22 × 0.70 = " + v("22*0.7", ".2f") + ", half board 24, tourist tax 2.50, so " + v("15.4+24+2.5", ".2f")
          + " a night and **EUR " + v("41.9*2", ".2f") + "** for the two."),
        U("What's the highest point of the whole route?"),
        A("Sedlo Vratca at 2,170 m, " + v("2170-2102", "d") + " m higher than Dom pod Zelenim vrhom and " + v("2170-1015", ",d")
          + " m above the Vrata parking."),
    ),
    run(3, OPUS45,
        U("We stayed at Srnje jezero last night. I'm a PZS member (card on the bill), my wife isn't. Is this bill right?"),
        C("get_bill", {"bill": "2607-1142"}, BILL_3),
        A("Not quite. The room night is charged at 32.00 for both of you, but as a member you pay 30% less:\n\n"
          "- Your night: 32.00 × 0.70 = " + v("32*0.7", ".2f") + "\n- Your wife's night: 32.00\n- Nights together: " + v("22.4+32", ".2f")
          + " instead of 64.00, an overcharge of **EUR " + v("64-54.4", ".2f") + "**\n\nHalf board (48.00), tourist tax (5.00) and drinks "
          "(17.60) are right. The corrected total is 134.60 − " + v("64-54.4", ".2f") + " = **EUR " + v("134.6-9.6", ".2f") + "**."),
        U("What is that per person?"),
        A(v("134.6-9.6", ".2f") + " / 2 = EUR " + v("125/2", ".2f") + " each."),
        U("How much of the corrected bill was drinks?"),
        A("17.60 of " + v("134.6-9.6", ".2f") + ", about " + v("17.6/125*100", ".1f") + "%."),
        U("Which bill number should I quote when I ask for the refund?"),
        A("Quote bill **[[2607-1124]]** from Koča ob Srnjem jezeru, with your card number 118-40297.",
          why="the bill is 2607-1142; the model swapped the last two digits"),
        U("And the card number they have for me?"),
        A("PZS 2026, number 118-40297, as printed on the bill."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("How many helicopter flights does the 21 July supply for Dom pod Zelenim vrhom need, and what does it cost?"),
        C("get_cargo", {"hut": "Dom pod Zelenim vrhom", "flight_date": "2026-07-21"}, CARGO_4),
        A("* **Beer:** 12 × 41 = " + v("12*41", "d") + " kg\n* **Flour:** 8 × 25 = " + v("8*25", "d") + " kg\n* **Gas:** 6 × 33 = "
          + v("6*33", "d") + " kg\n* **Water:** 20 × 14.5 = " + v("20*14.5", ".0f") + " kg\n* **Tinned food:** 96 kg\n\n**Total "
          + v("492+200+198+290+96", ",d") + " kg**, so " + v("-(-1276//650)", "d") + " flights of up to 650 kg: **EUR "
          + v("2*1240", ",d") + "**, about EUR " + v("2480/1276", ".2f") + " per kg."),
        U("What does the transport add to each litre of beer?"),
        A("* The kegs are " + v("12*41", "d") + " of " + v("492+200+198+290+96", ",d") + " kg: EUR " + v("2480*492/1276", ",.2f") + " of the flights\n"
          "* " + v("12*30", "d") + " L of beer: **EUR " + v("2480*492/1276/360", ".2f") + " per litre**"),
        U("And if we leave the water crates for a later flight?"),
        A("* " + v("1276-290", "d") + " kg: still " + v("-(-986//650)", "d") + " flights, the first full and [[326]] kg in the second",
          why="986 − 650 is 336 kg; the model changed one digit"),
        U("How many more water crates would fit into the two flights as planned?"),
        A("* Room left: " + v("2*650-1276", "d") + " kg\n* " + v("24/14.5", ".2f") + " crates, so **" + v("24//14.5", ".0f") + " more crate**"),
    ),
    run(5, QWEN3,
        U("Show me next week's beds at Srnje jezero, free and occupancy."),
        C("get_occupancy", {"hut": "Koča ob Srnjem jezeru", "from": "2026-07-17", "days": 7}, OCCUPANCY_5),
        A("| Date | Booked | Free | Occupancy |\n|---|---|---|---|\n| 17 Jul | 58 | " + v("64-58", "d") + " | " + v("58/64*100", ".1f") + "% |\n"
          "| 18 Jul | 64 | " + v("64-64", "d") + " | " + v("64/64*100", ".1f") + "% |\n| 19 Jul | 41 | " + v("64-41", "d") + " | " + v("41/64*100", ".1f")
          + "% |\n| 20 Jul | 22 | " + v("64-22", "d") + " | " + v("22/64*100", ".1f") + "% |\n| 21 Jul | 27 | " + v("64-27", "d") + " | "
          + v("27/64*100", ".1f") + "% |\n| 22 Jul | 35 | " + v("64-35", "d") + " | [[57.4]]% |\n| 23 Jul | 49 | " + v("64-49", "d") + " | "
          + v("49/64*100", ".1f") + "% |", why="35 / 64 is 54.7%; the model swapped two digits"),
        U("Whole week?"),
        A("| | |\n|---|---|\n| Bed-nights | " + v("7*64", "d") + " |\n| Booked | " + v("58+64+41+22+27+35+49", "d") + " |\n| Occupancy | "
          + v("296/448*100", ".1f") + "% |"),
        U("Can we take a group of 18 for the nights of 20 and 21 July?"),
        A("| Night | Free | After the group |\n|---|---|---|\n| 20 Jul | " + v("64-22", "d") + " | " + v("42-18", "d") + " |\n| 21 Jul | "
          + v("64-27", "d") + " | " + v("37-18", "d") + " |\n\nYes, both nights."),
        U("Average free beds a night?"),
        A("| | |\n|---|---|\n| Free bed-nights | " + v("448-296", "d") + " |\n| Per night | " + v("152/7", ".1f") + " |"),
    ),
    run(6, KIMI_K2,
        U("We have to cancel MP-2607-0211, the four of us can't come on Monday. Do we get the deposit back?"),
        C("get_booking", {"booking": "MP-2607-0211"}, BOOKING_6),
        A("<think>\nArrival 2026-07-20, today 2026-07-16: " + v("(date(2026,7,20)-date(2026,7,16)).days", "d") + " days. Rule: 7 days or more "
          "refunded, later kept. Deposit 67.32: check: 2 members 22*0.7*3*2 = " + v("22*0.7*3*2", ".2f") + ", 2 others 22*3*2 = "
          + v("22*3*2", ".2f") + ", nights " + v("92.4+132", ".2f") + ", 30% = " + v("224.4*0.3", ".2f") + ". Matches.\n</think>\n\n"
          "I'm sorry: your arrival is in " + v("(date(2026,7,20)-date(2026,7,16)).days", "d") + " days, and the deposit is only refunded for "
          "cancellations at least 7 days before arrival (by " + v("date(2026,7,20)-timedelta(days=7)", "%-d %B") + "). The deposit of "
          "EUR 67.32 is kept."),
        U("What would the stay have cost us at the hut on top of the deposit?"),
        A("<think>\nNights " + v("92.4+132", ".2f") + " − deposit 67.32 = " + v("224.4-67.32", ".2f") + "; tax 4 adults × 2.50 × 3 = "
          + v("4*2.5*3", ".2f") + ". No half board.\n</think>\n\nEUR " + v("224.4-67.32", ".2f") + " for the nights plus EUR "
          + v("4*2.5*3", ".2f") + " tourist tax, **EUR " + v("157.08+30", ".2f") + "**."),
        U("So what do we lose in the end?"),
        A("<think>\nThe deposit.\n</think>\n\nThe deposit, **EUR [[67.23]]**.", why="the deposit is 67.32; the model swapped the last two digits"),
        U("If only the two members come for the three nights, what would they pay in all?"),
        A("<think>\n2 × " + v("22*0.7", ".2f") + " × 3 = " + v("2*15.4*3", ".2f") + " + tax 2 × 2.50 × 3 = " + v("2*2.5*3", ".2f") + ".\n</think>\n\n"
          "EUR " + v("92.4+15", ".2f") + " for the two of them (nights " + v("2*15.4*3", ".2f") + ", tax " + v("2*2.5*3", ".2f") + ")."),
    ),
    run(7, MISTRAL_MEDIUM,
        U("Ali bo voda v Domu pod Zelenim vrhom zdržala do 22. julija, če ne bo dežja?"),
        C("get_tank", {"hut": "Dom pod Zelenim vrhom"}, TANK_7),
        C("get_guest_forecast", {"hut": "Dom pod Zelenim vrhom", "from": "2026-07-16", "days": 7}, FORECAST_7),
        A("Poraba na dan je 150 L + 12 L na gosta:\n\n| Datum | Gostje | Poraba (L) |\n|---|---|---|\n| 16. 7. | 52 | " + v("150+12*52", "d")
          + " |\n| 17. 7. | 61 | " + v("150+12*61", "d") + " |\n| 18. 7. | 64 | " + v("150+12*64", "d") + " |\n| 19. 7. | 38 | "
          + v("150+12*38", "d") + " |\n| 20. 7. | 30 | " + v("150+12*30", "d") + " |\n| 21. 7. | 33 | " + v("150+12*33", "d") + " |\n"
          "| 22. 7. | 45 | " + v("150+12*45", "d") + " |\n\nSkupaj **" + v("de(774+882+918+606+510+546+690, ',.0f')", "s") + " L**. V rezervoarju je 7.400 L, "
          "rezerva 2.000 L, na voljo torej " + v("de(7400-2000, ',.0f')", "s") + " L. **Da, zdrži**: 22. 7. zvečer ostane "
          + v("de(7400-4926, ',.0f')", "s") + " L."),
        U("Koliko je to nad rezervo?"),
        A(v("de(7400-4926-2000, ',.0f')", "s") + " L."),
        U("Koliko gostov lahko sprejmemo 23. 7., da ne gremo pod rezervo?"),
        A("(" + v("de(7400-4926-2000, ',.0f')", "s") + " − 150) / 12 = " + v("de((7400-4926-2000-150)/12, ',.0f')", "s") + " gostov."),
        U("Povprečna dnevna poraba?"),
        A("Okoli [[821]] L na dan.", why="4,926 L over 7 days is 703.7 L a day; the model divided by 6"),
    ),
    run(8, SONNET45,
        U("Price the PD Kamnik seniors' three-hut tour in August, please."),
        C("get_group", {"group": "PD Kamnik, seniors"}, GROUP_8),
        A("All 14 participants hold a 2026 card, and the 2 guides sleep free:\n\n**Nights**\n- 6 Aug, Mlinska planina, dormitory: 14 × "
          + v("22*0.7", ".2f") + " = " + v("14*15.4", ".2f") + "\n- 7 Aug, Srnje jezero, dormitory: " + v("14*15.4", ".2f") + "\n"
          "- 8 Aug, Zeleni vrh, rooms: 14 × " + v("32*0.7", ".2f") + " = " + v("14*22.4", ".2f") + "\n\n**Half board**: 16 people × 24 × 3 = "
          + v("16*24*3", ",.2f") + "\n**Tourist tax**: 16 × 2.50 × 3 = " + v("16*2.5*3", ".2f") + "\n\n**Total: EUR "
          + v("215.6*2+313.6+1152+120", ",.2f") + "**"),
        U("If the members share the guides' food and tax, what does each member pay?"),
        A(v("215.6*2+313.6+1152+120", ",.2f") + " / 14 = **EUR " + v("2016.8/14", ".2f") + "** per member."),
        U("What's the deposit and by when?"),
        A("30% of the nights (" + v("215.6*2+313.6", ".2f") + "): **EUR " + v("744.8*0.3", ".2f") + "**, due within 3 days of booking, "
          "so by " + v("date(2026,7,16)+timedelta(days=3)", "%-d %B") + " if you book today."),
        U("Total again, for the club newsletter?"),
        A("EUR [[2,061.80]] for the whole tour.", why="the total is 2,016.80; the model swapped two digits in a later short reply"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Will the diesel at Srnje jezero last the season?"),
        C("get_power", {"hut": "Koča ob Srnjem jezeru"}, POWER_9),
        A("1. Daily shortfall: 26.0 − 19.5 = " + v("26-19.5", ".1f") + " kWh.\n2. Generator hours: " + v("26-19.5", ".1f") + " / 6 = "
          + v("6.5/6", ".2f") + " h a day.\n3. Diesel: " + v("6.5/6", ".2f") + " × 2.1 = " + v("6.5/6*2.1", ".2f") + " L a day.\n"
          "4. 240 L last " + v("240/(6.5/6*2.1)", ".1f") + " days."),
        U("Until 30 September?"),
        A("1. " + v("(date(2026,9,30)-date(2026,7,16)).days", "d") + " days from today.\n2. Needed: " + v("76*6.5/6*2.1", ".1f")
          + " L.\n3. Left at the end: " + v("240-76*6.5/6*2.1", ".1f") + " L. It lasts."),
        U("And if a cloudy spell halves the solar?"),
        A("1. Solar " + v("19.5/2", ".2f") + " kWh, shortfall " + v("26-19.5/2", ".2f") + " kWh.\n2. " + v("16.25/6", ".2f") + " h, "
          + v("16.25/6*2.1", ".2f") + " L a day.\n3. 240 L last " + v("240/(16.25/6*2.1)", ".1f") + " days."),
        U("From today at that rate, the last day with diesel?"),
        A("1. " + v("240//(16.25/6*2.1)", ".0f") + " full days.\n2. Last day: " + v("date(2026,7,16)+timedelta(days=42)", "%-d %B %Y") + "."),
        U("And a normal week's diesel?"),
        A("1. 7 × " + v("6.5/6*2.1", ".2f") + " = " + v("7*6.5/6*2.1", ".1f") + " L."),
    ),
    run(10, HAIKU45,
        U("Day trip: first cable car up, walk to Mlinska planina for lunch. When am I there, and when must I leave?"),
        C("get_lift", {"lift": "Zelenica cable car", "date": "2026-07-16"}, LIFT_10),
        C("get_route", {"from": "Zelenica upper station", "to": "Koca na Mlinski planini"}, ROUTE_10),
        A("The first car goes up at 08:00 and the ride takes 12 minutes, then 1 h 05 min on foot: you reach the hut at **"
          + v("datetime(2026,7,16,8,0)+timedelta(minutes=12+65)", "%H:%M") + "**.\n\nThe way back takes 50 minutes and the last car down "
          "is at 17:30, so leave the hut by **" + v("datetime(2026,7,16,17,30)-timedelta(minutes=50)", "%H:%M") + "**."),
        U("How long do I have at the hut then?"),
        A("From " + v("datetime(2026,7,16,8,0)+timedelta(minutes=77)", "%H:%M") + " to " + v("datetime(2026,7,16,17,30)-timedelta(minutes=50)", "%H:%M")
          + ": " + v("((datetime(2026,7,16,17,30)-timedelta(minutes=50))-(datetime(2026,7,16,8,0)+timedelta(minutes=77))).seconds//3600", "d")
          + " h " + v("((datetime(2026,7,16,17,30)-timedelta(minutes=50))-(datetime(2026,7,16,8,0)+timedelta(minutes=77))).seconds//60%60", "d")
          + " min."),
        U("How much climbing is that walk?"),
        A("From 1,560 m to 1,658 m: " + v("1658-1560", "d") + " m up."),
        U("Remind me, the latest I can set off back?"),
        A("[[16:50]] at the latest.", why="17:30 less the 50-minute walk is 16:40; the model took off 40 minutes"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("beds across all 3 huts?"),
        C("list_huts", {}, HUTS_11),
        A(v("48+64+86", "d") + "."),
        U("altitude spread?"),
        A(v("2102-1658", "d") + " m (1,658 → 2,102)."),
        U("Dom's share of beds?"),
        A(v("86/198*100", ".1f") + "%."),
        U("Srnje jezero above Mlinska?"),
        A("[[231]] m.", why="1,871 − 1,658 is 213 m; the model swapped two digits"),
        U("if Mlinska adds 12 bunks?"),
        A(v("198+12", "d") + " beds total."),
    ),
    run(12, LLAMA4,
        U("free beds tonight at mlinska?"),
        C("get_tonight", {"hut": "Koča na Mlinski planini"}, TONIGHT_12),
        A(v("9+2", "d") + ": 9 dorm, room 2 (2 beds)."),
        U("member, dorm, half board, price?"),
        A("€" + v("22*0.7+24+2.5", ".2f") + " (bed " + v("22*0.7", ".2f") + " + HB 24 + tax 2.50)."),
        U("two of us non-members in the room, half board?"),
        A("€" + v("2*32+2*24+2*2.5", ".2f") + "."),
        U("dinner till?"),
        A("20:00."),
        U("deposit if I stay 2 nights dorm as member?"),
        A("€" + v("2*22*0.7*0.3", ".2f") + " (30% of €" + v("2*22*0.7", ".2f") + ")."),
    ),
]
