"""tannery runs: the assistant of a leather tannery in Visoko (tools designed for this set: a hide
lot, an order, a delivery, the drums' meter and the day's rate as JSON, the drum log, a night shift
and the pit yard as CSV text, the leather stock as a markdown table, a faktura as plain text in
Bosnian), with salted hides into pelt weight, tanning extract as a share of it, 28 days in the pits
into dates, 14-hour drum runs across midnight, a drum's load, leather's area with a trimming loss,
prices by tannage and grade, a discount and PDV on top, a night premium by the hour, a van both ways,
payment days, the euro at a fixed rate and the dollar at the day's rate; tool results and answers
written here, in the styles of GPT-5.1 and Mistral Large 3 in Bosnian (a dot between thousands, a
decimal comma, genitive month names and a dot after the day: `24.081,79 KM`, `2. aprila 2027.`,
`24.03.2027.`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables),
Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4
(a few words)."""

from _heldout39_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout39_tannery import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"tannery-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def bx(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Bosnian spelling: a dot between thousands, a decimal comma."""
    return v("de(" + expr + ", '" + spec + "')", "s")


RATE = {"date": "2027-03-09", "km_per_usd": 1.7842, "km_per_eur": 1.95583, "source": "Centralna banka BiH"}
LOT_1 = {"lot": "RH-0302", "supplier": "Klaonica Lukavac", "hides": 85, "salted_kg": 2380, "received": "2027-03-02", "pits_from": "2027-03-05"}
DRUM_2 = csv("drum,run,started,pelt_kg,tannage", "D1,R-0308-1,2027-03-08 06:00,540,chrome", "D2,R-0308-2,2027-03-08 15:20,585,chrome",
             "D1,R-0308-3,2027-03-08 20:45,480,retan")
SHIFT_3 = csv("worker,date,start,end", "Emir Hodžić,2027-03-08,14:00,22:00", "Selma Kovač,2027-03-08,22:00,06:00",
              "Haris Mehmedović,2027-03-08,18:00,02:00", "Amra Begić,2027-03-08,20:00,04:00")
STOCK_4 = ("| article | tannage | grade | m2 | rack |\n|---|---|---|---|---|\n| Vache natur | vegetable | A | 142.5 | R-1 |\n"
           "| Vache natur | vegetable | B | 36.0 | R-2 |\n| Nappa | chrome | A | 218.75 | R-3 |\n| Nappa | chrome | B | 54.25 | R-3 |")
ORDER_5 = {"order": "VK-0307-2", "customer": "Kožna galanterija Neretva, Mostar", "items": [
    {"article": "Vache natur", "tannage": "vegetable", "grade": "A", "m2": 42}, {"article": "Nappa", "tannage": "chrome", "grade": "A", "m2": 25.5}],
    "delivery_km": 128, "ordered": "2027-03-07"}
FAKTURA_6 = """KOŽARA VISOKO d.o.o.                       FAKTURA br. 2027-0211
Datum: 22.02.2027.
Kupac: Obuća Baščaršija, Sarajevo
Koža biljno štavljena A     58,00 m2 x 68,00     3.944,00
Koža hromno štavljena B     24,50 m2 x 39,20       960,40
Ukupno                                          4.904,40
Popust 8%                                        -392,35
Osnovica                                        4.512,05
PDV 17%                                           767,05
Za platiti (KM)                                 5.279,10
Rok plaćanja: 30 dana od datuma fakture"""
DELIV_7 = {"delivery": "DV-0309-1", "order": "VK-0307-2", "to": "Mostar", "km_one_way": 128, "departs": "2027-03-09T08:15",
           "drive_minutes": 105, "unload_minutes": 40, "van": "Iveco Daily"}
PITS_9 = csv("pit,lot,pelt_kg,in", "P-01,RH-0215,640,2027-02-12", "P-02,RH-0219,590,2027-02-15", "P-03,RH-0223,615,2027-02-20",
             "P-04,RH-0304,700,2027-03-05")
METER_10 = {"drums": ["D1", "D2"], "meter_kwh": {"2027-02-01": 30418.0, "2027-03-01": 33652.0}, "runs_february": 20, "rated_kw_per_drum": 11}

RUNS = [
    run(1, GPT51,
        U("Dobro jutro. Koliko nas je koštala partija RH-0302 i koliko ostaje nakon močenja i mizdrenja?"),
        C("get_hide_lot", {"lot": "RH-0302"}, LOT_1),
        A("Partija RH-0302 (85 koža, 2.380 kg soljene težine):\n\n"
          "- Nabavka: 2.380 × 2,10 = **" + bx("2380*2.10") + " KM**\n"
          "- Nakon močenja i mizdrenja (−25 %): 2.380 × 0,75 = **" + bx("2380*0.75", ",.0f") + " kg** golice\n"
          "- Prosječno " + bx("2380/85", ",.0f") + " kg soljene težine po koži"),
        U("Koliko mimoze treba za biljno štavljenje?"),
        A("30 % od " + bx("1785", ",.0f") + " kg = **" + bx("1785*0.3", ",.1f") + " kg** ekstrakta × 3,20 KM = **" + bx("535.5*3.2") + " KM**"),
        U("Kada izlazi iz jama?"),
        A("U jamama je od 5. marta 2027., plus 28 dana → **" + v("date(2027,3,5)+timedelta(days=28)", "%-d") + ". aprila 2027.**, za "
          + v("(date(2027,4,2)-date(2027,3,9)).days", "d") + " dana."),
        U("Koliko ćemo kože dobiti i koliko vrijedi?"),
        A("- Površina: 2.380 × 0,16 = " + bx("2380*0.16", ",.1f") + " m², manje 7 % obrezivanja: **" + bx("2380*0.16*0.93") + " m²**\n"
          "- Biljno štavljena, klasa A po 68 KM: **" + bx("2380*0.16*0.93*68") + " KM**"),
        U("Možeš li ponoviti vrijednost?"),
        A("**[[24.018,79]] KM**", why="354.14 m2 of vegetable-tanned leather at 68 KM are worth 24,081.79 KM; the model restated it with two digits swapped in Bosnian spelling"),
    ),
    run(2, OPUS45,
        U("When did yesterday's drum runs finish?"),
        C("get_drum_log", {"date": "2027-03-08"}, DRUM_2),
        A("**Drum runs of 8 March** (14 hours each, 600 kg at most):\n\n| Drum | Run | Started | Finished | Pelt | Load |\n|---|---|---|---|---|---|\n"
          "| D1 | R-0308-1 | 06:00 | " + v("datetime(2027,3,8,6,0)+timedelta(hours=14)", "%H:%M") + " (8 Mar) | 540 kg | " + v("540/600*100", ".1f") + "% |\n"
          "| D2 | R-0308-2 | 15:20 | " + v("datetime(2027,3,8,15,20)+timedelta(hours=14)", "%H:%M") + " (9 Mar) | 585 kg | " + v("585/600*100", ".1f") + "% |\n"
          "| D1 | R-0308-3 | 20:45 | " + v("datetime(2027,3,8,20,45)+timedelta(hours=14)", "%H:%M") + " (9 Mar) | 480 kg | " + v("480/600*100", ".1f") + "% |\n\n"
          "Two of the three runs went through the night."),
        U("What did they cost in power?"),
        A("- A run: 11 kW × 14 h = " + v("11*14", "d") + " kWh\n- " + v("3", "d") + " runs: **" + v("3*154", "d") + " kWh** × 0.29 = **"
          + v("462*0.29", ".2f") + " KM**\n- Over " + v("540+585+480", ",d") + " kg of pelt: " + v("133.98/1605", ".3f") + " KM a kg"),
        U("Which drum is free first this morning?"),
        A("- **D2** has been free since " + v("datetime(2027,3,8,15,20)+timedelta(hours=14)", "%H:%M") + "\n- D1 finishes the retan at "
          + v("datetime(2027,3,8,20,45)+timedelta(hours=14)", "%H:%M") + ", " + v("(datetime(2027,3,9,10,45)-datetime(2027,3,9,7,30)).seconds//3600", "d")
          + " h " + v("(datetime(2027,3,9,10,45)-datetime(2027,3,9,7,30)).seconds%3600//60", "d") + " min from now"),
        U("When exactly did R-0308-2 come out?"),
        A("R-0308-2 came out of D2 at **[[06:20]]** on 9 March.", why="R-0308-2 started at 15:20 and a run takes 14 hours, so it finished at 05:20; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Koliko dugujemo noćnoj smjeni od 8. na 9. mart?"),
        C("get_shift", {"date": "2027-03-08"}, SHIFT_3),
        A("Satnica 8,50 KM; sati između 22:00 i 06:00 plaćaju se 30 % više, tj. " + bx("8.5*1.3") + " KM:\n\n"
          "- Emir Hodžić: 8 h danju → " + bx("8*8.5") + " KM\n"
          "- Selma Kovač: 8 h noću → 8 × " + bx("8.5*1.3") + " = " + bx("8*8.5*1.3") + " KM\n"
          "- Haris Mehmedović: 4 h danju + 4 h noću → " + bx("4*8.5") + " + " + bx("4*8.5*1.3") + " = " + bx("4*8.5+4*8.5*1.3") + " KM\n"
          "- Amra Begić: 2 h danju + 6 h noću → " + bx("2*8.5") + " + " + bx("6*8.5*1.3") + " = " + bx("2*8.5+6*8.5*1.3") + " KM\n\n"
          "**Ukupno: " + bx("68+88.4+78.2+83.3") + " KM**"),
        U("Koliko iznosi noćni dodatak ukupno?"),
        A("Noćni sati: 8 + 4 + 6 = " + v("8+4+6", "d") + " h × 8,50 × 0,30 = **" + bx("18*8.5*0.3") + " KM**."),
        U("Koliko je to u eurima?"),
        A(bx("317.9") + " KM ÷ 1,95583 = **" + bx("317.9/1.95583") + " €**."),
        U("A prosječno po radniku?"),
        A(bx("317.9") + " ÷ 4 = **" + bx("317.9/4") + " KM**."),
        U("Selmina zarada još jednom?"),
        A("**[[89,40]] KM**.", why="Selma worked 8 night hours at 11.05 KM, 88.40 KM; the model restated it one digit off in Bosnian spelling"),
    ),
    run(4, QWEN3,
        U("What is the finished leather in stock worth?"),
        C("get_leather_stock", {"store": "finished"}, STOCK_4),
        A("| Article | Grade | m² | KM/m² | Value KM |\n|---|---|---|---|---|\n| Vache natur | A | 142.5 | 68.00 | " + v("142.5*68", ",.2f") + " |\n"
          "| Vache natur | B | 36.0 | " + v("68*0.8", ".2f") + " | " + v("36*68*0.8", ",.2f") + " |\n| Nappa | A | 218.75 | 49.00 | " + v("218.75*49", ",.2f") + " |\n"
          "| Nappa | B | 54.25 | " + v("49*0.8", ".2f") + " | " + v("54.25*49*0.8", ",.2f") + " |\n| **Total** | | **" + v("142.5+36+218.75+54.25", ".1f")
          + "** | | **" + v("9690+1958.4+10718.75+2126.6", ",.2f") + "** |"),
        U("Share of vegetable-tanned by area?"),
        A("| Vegetable m² | All m² | Share |\n|---|---|---|\n| " + v("142.5+36", ".1f") + " | " + v("451.5", ".1f") + " | " + v("178.5/451.5*100", ".1f") + "% |"),
        U("In euros?"),
        A("| KM | Rate | EUR |\n|---|---|---|\n| " + v("24493.75", ",.2f") + " | 1.95583 | **" + v("24493.75/1.95583", ",.2f") + "** |"),
        U("If one customer took all the Nappa A, with discount and PDV?"),
        A("| Step | KM |\n|---|---|\n| 218.75 m² × 49 | " + v("218.75*49", ",.2f") + " |\n| 8% off (50 m² or more) | −" + v("10718.75*0.08", ",.2f")
          + " |\n| Net | " + v("10718.75*0.92", ",.2f") + " |\n| PDV 17% | " + v("9861.25*0.17", ",.2f") + " |\n| **Total** | **" + v("9861.25*1.17", ",.2f") + "** |"),
    ),
    run(5, KIMI_K2,
        U("Price order VK-0307-2 for Mostar."),
        C("get_order", {"order": "VK-0307-2"}, ORDER_5),
        A("<think>\nVache natur A: 42 × 68 = " + v("42*68", ",d") + ". Nappa A: 25.5 × 49 = " + v("25.5*49", ",.1f") + ". Sum " + v("2856+1249.5", ",.1f")
          + ".\nArea 42 + 25.5 = " + v("42+25.5", ".1f") + " m², at least 50, so 8% off: " + v("4105.5*0.08", ",.2f") + ". Net " + v("4105.5*0.92", ",.2f")
          + ".\nPDV 17%: " + v("3777.06*0.17", ",.2f") + ". Total " + v("3777.06*1.17", ",.2f") + ".\n</think>\n\n"
          "- Vache natur A, 42 m²: " + v("2856", ",.2f") + " KM\n- Nappa A, 25.5 m²: " + v("1249.5", ",.2f") + " KM\n- 8% off " + v("67.5", ".1f")
          + " m²: −" + v("328.44", ",.2f") + " KM\n- Net: " + v("3777.06", ",.2f") + " KM\n- PDV 17%: " + v("642.1", ",.2f") + " KM\n- **Total: "
          + v("4419.16", ",.2f") + " KM**"),
        U("Delivery?"),
        A("<think>\n128 km each way, × 2 × 0.95.\n</think>\n\n" + v("128*2", "d") + " km × 0.95 = **" + v("256*0.95", ".2f") + " KM**."),
        U("Grand total with delivery?"),
        A("<think>\n" + v("4419.16", ",.2f") + " + " + v("243.2", ".2f") + ".\n</think>\n\n**" + v("4419.16+243.2", ",.2f") + " KM**."),
        U("PDV again?"),
        A("<think>\n" + v("3777.06", ",.2f") + " × 0.17 = " + v("3777.06*0.17", ",.2f") + ".\n</think>\n\n**[[624.10]] KM**.",
          why="PDV on the net 3,777.06 KM is 642.10 KM; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Do kada treba platiti fakturu 2027-0211?"),
        C("get_faktura", {"number": "2027-0211"}, FAKTURA_6),
        A("Faktura br. 2027-0211 od 22.02.2027., rok 30 dana → **" + v("date(2027,2,22)+timedelta(days=30)", "%d.%m.%Y") + ".**; za platiti 5.279,10 KM, još "
          + v("(date(2027,3,24)-date(2027,3,9)).days", "d") + " dana."),
        U("Koliko je to u eurima?"),
        A("5.279,10 ÷ 1,95583 = **" + bx("5279.1/1.95583") + " €**"),
        U("Koliko bi bilo bez popusta, s PDV-om?"),
        A("4.904,40 × 1,17 = **" + bx("4904.4*1.17") + " KM**, dakle popust je kupcu uštedio " + bx("4904.4*1.17-5279.1") + " KM."),
        U("Koliko je to kvadrata ukupno?"),
        A("58,00 + 24,50 = **" + bx("58+24.5") + " m²**."),
        U("Rok plaćanja još jednom?"),
        A("**[[25]]. marta 2027.**", why="the faktura of 22 February is due 30 days on, on 24 March 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("The van to Mostar leaves this morning. When is it back, and what does the trip cost?"),
        C("get_delivery", {"delivery": "DV-0309-1"}, DELIV_7),
        A("**DV-0309-1 to Mostar** (128 km each way):\n\n- Departs 08:15, arrives after 105 min: **" + v("datetime(2027,3,9,8,15)+timedelta(minutes=105)", "%H:%M")
          + "**\n- Unloading 40 min, leaves Mostar at " + v("datetime(2027,3,9,10,0)+timedelta(minutes=40)", "%H:%M") + "\n- Back in Visoko at **"
          + v("datetime(2027,3,9,10,40)+timedelta(minutes=105)", "%H:%M") + "**\n- Cost: " + v("128*2", "d") + " km × 0.95 = **" + v("256*0.95", ".2f") + " KM**"),
        U("And the driver's pay for it?"),
        A("08:15 to " + v("datetime(2027,3,9,10,40)+timedelta(minutes=105)", "%H:%M") + " is " + v("(datetime(2027,3,9,12,25)-datetime(2027,3,9,8,15)).seconds//3600", "d") + " h "
          + v("(datetime(2027,3,9,12,25)-datetime(2027,3,9,8,15)).seconds%3600//60", "d") + " min, all day hours: " + v("250/60", ".2f") + " × 8.50 = **"
          + v("250/60*8.5", ".2f") + " KM**."),
        U("The van's cost in dollars?"),
        C("get_rate", {"date": "2027-03-09"}, RATE),
        A(v("256*0.95", ".2f") + " / 1.7842 = **$" + v("243.2/1.7842", ".2f") + "**."),
        U("What's the delivery note number?"),
        A("The delivery note is **[[OT-2027-0388]]**.", why="the delivery record carries no delivery note number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("We're offered 120 salted hides averaging 27.5 kg. What would they cost and how many drum runs for chrome?"),
        A("1. Weight: 120 × 27.5 = " + v("120*27.5", ",.0f") + " kg\n2. Cost: " + v("3300", ",d") + " × 2.10 = **" + v("3300*2.1", ",.2f") + " KM**\n"
          "3. Pelt: " + v("3300", ",d") + " × 0.75 = " + v("3300*0.75", ",.0f") + " kg\n4. Drum runs: " + v("2475/600", ".3f") + " → **"
          + v("-(-2475//600)", "d") + " runs**"),
        U("How much leather, and what is it worth as chrome A?"),
        A("1. " + v("3300", ",d") + " × 0.16 = " + v("3300*0.16", ".1f") + " m²\n2. Less 7%: **" + v("3300*0.16*0.93", ".2f") + " m²**\n3. At 49 KM: **"
          + v("3300*0.16*0.93*49", ",.2f") + " KM**"),
        U("Drum power for it?"),
        A("1. " + v("5", "d") + " runs × " + v("11*14", "d") + " kWh = " + v("5*154", "d") + " kWh\n2. × 0.29 = **" + v("770*0.29", ".2f") + " KM**"),
        U("So what's left over hides and power?"),
        A("1. " + v("24060.96", ",.2f") + " − " + v("6930", ",.2f") + " − " + v("223.3", ".2f") + " = **" + v("24060.96-6930-223.3", ",.2f") + " KM**"),
        U("How much saleable leather again?"),
        A("1. Pelt " + v("2475", ",d") + " kg × 0.16 × 0.93 = **[[368.28]] m²**", why="area comes from the salted weight, 3,300 x 0.16 x 0.93 = 491.04 m2; the model took the pelt weight in a wrong step"),
    ),
    run(9, HAIKU45,
        U("When do the pits come out?"),
        C("get_pits", {"yard": "main"}, PITS_9),
        A("28 days in the pits:\n\n- P-01 (RH-0215): **" + v("date(2027,2,12)+timedelta(days=28)", "%-d %B") + "**\n- P-02 (RH-0219): **"
          + v("date(2027,2,15)+timedelta(days=28)", "%-d %B") + "**\n- P-03 (RH-0223): **" + v("date(2027,2,20)+timedelta(days=28)", "%-d %B")
          + "**\n- P-04 (RH-0304): **" + v("date(2027,3,5)+timedelta(days=28)", "%-d %B") + "**\n\nThe first, P-01, is out in "
          + v("(date(2027,3,12)-date(2027,3,9)).days", "d") + " days."),
        U("How much extract went into them?"),
        A("30% of the pelt weight: " + v("640*0.3", ".0f") + " + " + v("590*0.3", ".0f") + " + " + v("615*0.3", ".1f") + " + " + v("700*0.3", ".0f") + " = **"
          + v("(640+590+615+700)*0.3", ".1f") + " kg**, at 3.20 KM: **" + v("763.5*3.2", ",.2f") + " KM**."),
        U("Which come out this week?"),
        A("Only **P-01** (640 kg of pelt), on Friday " + v("date(2027,3,12)", "%-d %B") + "; P-02 follows on Monday " + v("date(2027,3,15)", "%-d %B") + "."),
        U("So P-02 comes out when?"),
        A("P-02 comes out on **[[16 March]]**.", why="P-02 went in on 15 February and stays 28 days, out on 15 March; the model wrote a day on"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("February's drum power and its cost?"),
        C("get_drum_meter", {"month": "2027-02"}, METER_10),
        A("<think>\n33,652 − 30,418 = " + v("33652-30418", ",d") + ". × 0.29 = " + v("3234*0.29", ",.2f") + ".\n</think>\n\n- **" + v("3234", ",d")
          + " kWh**\n- **" + v("3234*0.29", ",.2f") + " KM**"),
        U("Against what 20 runs should draw?"),
        A("<think>\n20 × 154 = " + v("20*154", ",d") + ". Over " + v("3234-3080", "d") + ".\n</think>\n\n- Rated: " + v("3080", ",d") + " kWh\n- Over by **"
          + v("154", "d") + " kWh** (" + v("154/3080*100", ".1f") + "%), " + v("3234/20", ".1f") + " kWh a run"),
        U("Cost per run?"),
        A("<think>\n" + v("3234*0.29", ",.2f") + " / 20.\n</think>\n\n**" + v("937.86/20", ".2f") + " KM** a run."),
        U("In euros?"),
        A("<think>\n" + v("3234*0.29", ",.2f") + " / 1.95583.\n</think>\n\n**€" + v("937.86/1.95583", ".2f") + "**."),
        U("February's cost again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[947.86]] KM**.", why="February's 3,234 kWh at 0.29 KM cost 937.86 KM; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-03-09"}, RATE),
        A("1 USD = 1.7842 KM."),
        U("eur in usd"),
        A("$" + v("1.95583/1.7842", ".4f") + "."),
        U("veg leather m2 in eur"),
        A("€" + v("68/1.95583", ".2f") + "."),
        U("chrome b m2 in usd"),
        A("$" + v("49*0.8/1.7842", ".2f") + "."),
        U("hide kg in eur"),
        A("€" + v("2.1/1.95583", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("31 kg salted hide, how much leather?"),
        A(v("31*0.16*0.93", ".2f") + " m²."),
        U("pelt weight?"),
        A(v("31*0.75", ".2f") + " kg."),
        U("worth as chrome A?"),
        A(v("31*0.16*0.93*49", ".2f") + " KM."),
        U("extract for it?"),
        A(v("23.25*0.3", ".2f") + " kg."),
        U("hide cost?"),
        A("[[56.10]] KM.", why="31 kg at 2.10 KM cost 65.10 KM; the model wrote it with two digits swapped"),
    ),
]
