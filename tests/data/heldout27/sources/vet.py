"""vet runs: a veterinary practice's assistant (Veterinarska ambulanta Savica's Vita, tools designed
for this set: patients, drugs, a parasite product, boarding bookings and exchange rates as JSON, a
vaccination record and a weight log as CSV text, a price list, an invoice and a day's schedule as
plain text), with doses in mg per kg as ml of a suspension and as tablets rounded up to the half,
a course's volume and tablet count, kg and lb, a vaccination course three weeks apart and its
booster, weight lost per week and weeks to a target, fluids from a deficit and maintenance as ml an
hour and drops a minute, weight bands, boarding per night with medication and a deposit, energy
needs (`70 × kg^0.75`), PDV 25% on top, invoices due in 15 days; tool results and answers written
here, in the styles of GPT-5.1 (plain), Claude Opus 4.1, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Qwen3 (tables), DeepSeek R1 (`<think>`), Gemini 2.5 Pro (bullets), Mistral Large
(numbered steps), YugoGPT (Croatian `203,25 €`, `4. 11. 2026.`), Llammas (Estonian `236,25 €`,
`24.10.2026`), Command A and GPT-4.1 mini (a few words, `0930`)."""

from _heldout27_models import (COMMAND_A, DEEPSEEK_R1, GEMINI25_PRO, GPT41_MINI, GPT51, HAIKU45, LLAMMAS, MISTRAL_LARGE,
                               OPUS41, QWEN3, SONNET45, YUGOGPT)
from _heldout27_vet import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"vet-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


MEDO = {"patient": "P-20417", "name": "Medo", "species": "dog", "breed": "mješanac", "weight_kg": 28.4, "weighed": "2026-10-21",
        "owner": "Ivan Horvat"}
MELOX = {"drug": "meloxicam oral suspension", "mg_per_ml": 1.5, "dose_mg_per_kg": 0.1, "first_day_mg_per_kg": 0.2,
         "frequency": "once daily", "bottles_ml": [10, 32], "price_eur": {"10": 6.90, "32": 14.60}}
LUNA = {"patient": "P-20533", "name": "Luna", "species": "cat", "weight_kg": 4.6, "weighed": "2026-10-21", "owner": "Ana Kovačić"}
AMOXI = {"drug": "amoxicillin/clavulanate 50 mg tablets", "mg_per_tablet": 50, "dose_mg_per_kg": 12.5, "frequency": "twice daily",
         "price_eur_per_tablet": 0.85}
BRUNO = {"patient": "P-20588", "name": "Bruno", "species": "dog", "born": "2026-07-08", "microchip": "191100000482716",
         "owner": "Petra Babić"}
BRUNO_VACC = csv("dose,vaccine,date", "1,DHPPi+L4,2026-09-02", "2,DHPPi+L4,2026-09-23")
REX_WEIGHTS = csv("date,kg", "2026-08-05,34.6", "2026-08-19,33.9", "2026-09-02,33.1", "2026-09-16,32.6", "2026-09-30,31.9",
                  "2026-10-14,31.2")
PARASITE = {"product": "Parazit Stop chewable", "per_tablet_months": 1, "pack": 3, "bands": [
    {"kg": "2-4", "price_eur": 13.90}, {"kg": "4.1-10", "price_eur": 14.90}, {"kg": "10.1-25", "price_eur": 16.40},
    {"kg": "25.1-50", "price_eur": 18.90}]}
MIISU_BOARDING = {"booking": "BO-3318", "patient": "P-20611", "name": "Miisu", "species": "cat", "check_in": "2026-10-24",
                  "check_out": "2026-11-02", "medication": True, "owner": "Kadri Tamm"}
ATLAS = {"patient": "P-20102", "name": "Atlas", "species": "dog", "weight_kg": 34.0, "owner": "Marko Jurić"}
INVOICE = """RAČUN  R-2026-1047   datum 2026-10-14   dospijeće 2026-10-29
Pacijent: Žuja (P-20344)   Vlasnik: Ivana Perić
Pregled                          35,00
RTG kuka (2 snimke)              65,00
Krvna slika                      48,00
Meloksikam 32 ml                 14,60
Osnovica                        162,60
PDV 25 %                         40,65
Ukupno                          203,25"""
SCHEDULE = """RASPORED  čet 2026-10-22   dr. Kovač
08:30  P-20102  Atlas    cijepljenje
09:00  --       slobodno
09:30  P-20533  Luna     kontrola
10:00  P-19876  Rex      vaganje
10:30  --       slobodno
11:00  P-20611  Miisu    pregled"""
PRICES = """CJENIK (EUR bez PDV-a)
pregled                     35,00
kontrola (do 14 dana)       20,00
kastracija mačak            95,00
sterilizacija mačka        145,00
kastracija pas do 20 kg    180,00
kastracija pas 20-40 kg    230,00
čišćenje zubnog kamenca    110,00
mikročip                    25,00"""

DAY1 = "28.4*0.2/1.5"
DAILY = "28.4*0.1/1.5"
RER = "70*(62/2.2046)**0.75"

RUNS = [
    run(1, YUGOGPT,
        U("Dobar dan, Medo (P-20417) je dobio meloksikam. Kolika je doza?"),
        C("get_patient", {"patient": "P-20417"}, MEDO),
        C("get_drug", {"drug": "meloxicam"}, MELOX),
        A("Medo ima 28,4 kg.\n\n- Prvi dan: 28,4 × 0,2 mg/kg = " + v("de(28.4*0.2)", "s") + " mg, tj. " + v("de(" + DAY1 + ")", "s") + " ml (1,5 mg/ml)\n"
          "- Zatim jednom dnevno: 28,4 × 0,1 = " + v("de(28.4*0.1)", "s") + " mg = **" + v("de(" + DAILY + ")", "s") + " ml**\n\nDozu potvrđuje veterinar."),
        U("Koliko ml treba za 10 dana i koja bočica?"),
        A("Prvi dan " + v("de(" + DAY1 + ")", "s") + " ml + 9 × " + v("de(" + DAILY + ")", "s") + " ml = " + v("de(" + DAY1 + "+9*" + DAILY + ")", "s")
          + " ml, dakle bočica od 32 ml. Cijena " + v("de(14.60)", "s") + " € + PDV 25 % = **" + v("de(14.60*1.25)", "s") + " €**."),
        U("Koliko je to u funtama, njegova težina?"),
        A("28,4 kg × 2,2046 = " + v("de(28.4*2.2046)", "s") + " lb."),
        U("Koliko je Medo težak prema zadnjem vaganju?"),
        A("Medo je danas imao [[24,8]] kg.", why="the record gives 28.4 kg; the model swapped two digits"),
        U("Kad je kontrola i koliko košta?"),
        A("Kontrola unutar 14 dana, do " + v("date(2026,10,21)+timedelta(days=14)", "%-d. %-m. %Y.") + ", stoji 20,00 € + PDV = **"
          + v("de(20*1.25)", "s") + " €**."),
    ),
    run(2, GPT51,
        U("Luna (P-20533) needs amoxiclav. How many tablets per dose?"),
        C("get_patient", {"patient": "P-20533"}, LUNA),
        C("get_drug", {"drug": "amoxiclav"}, AMOXI),
        A("Luna weighs 4.6 kg. At 12.5 mg/kg that's " + v("12.5*4.6", ".1f") + " mg, or " + v("57.5/50", ".2f") + " of a 50 mg tablet. Rounded up to the next half: **"
          + v("-(-57.5//25)*0.5", ".1f") + " tablets twice a day** (" + v("1.5*50", ".0f") + " mg, " + v("75/4.6", ".1f") + " mg/kg). A vet confirms the dose."),
        U("For a 7-day course, how many tablets and what's the bill with today's consultation?"),
        A(v("-(-57.5//25)*0.5", ".1f") + " × 2 × 7 = **" + v("1.5*2*7", ".0f") + " tablets**.\n\nTablets: " + v("1.5*2*7", ".0f") + " × EUR 0.85 = EUR " + v("21*0.85", ".2f") + "\nConsultation: EUR 35.00\nSubtotal: EUR "
          + v("17.85+35", ".2f") + "\nPDV 25%: EUR " + v("52.85*0.25", ".2f") + "\n**Total: EUR " + v("52.85*1.25", ".2f") + "**"),
        U("When does the course end if she starts today?"),
        A("Seven days from today, Wednesday 21 October, through **" + v("date(2026,10,21)+timedelta(days=6)", "%A %-d %B") + "**."),
        U("And by when should we book the cheaper follow-up?"),
        A("The EUR 20 follow-up applies within 14 days of today's consultation: book it by **[[Thursday 5 November]]**.",
          why="21 October + 14 days is Wednesday 4 November; the model counted one day more"),
        U("What would the follow-up cost with tax?"),
        A("EUR 20 + 25% = **EUR " + v("20*1.25", ".2f") + "**."),
    ),
    run(3, OPUS41,
        U("Bruno (P-20588) is in for his third puppy vaccination. Is he on schedule?"),
        C("get_patient", {"patient": "P-20588"}, BRUNO),
        C("get_vaccinations", {"patient": "P-20588"}, BRUNO_VACC),
        A("Bruno had doses 1 and 2 on 2 and 23 September. The third was due 3 weeks after the second, on **"
          + v("date(2026,9,23)+timedelta(weeks=3)", "%-d %B") + "**, so it is " + v("(date(2026,10,21)-date(2026,10,14)).days", "d")
          + " days late; giving it today is fine.\n\nHe is " + v("(date(2026,10,21)-date(2026,7,8)).days", "d") + " days old ("
          + v("(date(2026,10,21)-date(2026,7,8)).days//7", "d") + " weeks), so past the 12 weeks for rabies, which he could have had from "
          + v("date(2026,7,8)+timedelta(weeks=12)", "%-d %B") + "."),
        U("When are his boosters due if he has both today?"),
        A("- **Booster (DHPPi+L4):** 12 months after the third dose: " + v("date(2027,10,21)", "%-d %B %Y") + "\n- **Rabies:** yearly, also "
          + v("date(2027,10,21)", "%-d %B %Y")),
        U("The vaccine is EUR 28 and rabies EUR 22. What's today's bill with the consultation?"),
        A("EUR 35 + 28 + 22 = EUR " + v("35+28+22", "d") + ", plus PDV 25% (EUR " + v("85*0.25", ".2f") + "): **EUR " + v("85*1.25", ".2f") + "**."),
        U("Can you read me his microchip number for the passport?"),
        A("Bruno's microchip: **[[191100000428716]]**.", why="the record gives 191100000482716; the model swapped two digits"),
        U("When could he have had the third dose at the earliest, and how old was he then?"),
        A("Three weeks after 23 September: " + v("date(2026,9,23)+timedelta(days=21)", "%-d %B") + ", at " + v("(date(2026,10,14)-date(2026,7,8)).days//7", "d") + " weeks."),
        anthropic=True),
    run(4, QWEN3,
        U("How is Rex (P-19876) doing on his diet?"),
        C("get_weight_log", {"patient": "P-19876"}, REX_WEIGHTS),
        A("| date | kg | change |\n|---|---|---|\n| 5 Aug | 34.6 | |\n| 19 Aug | 33.9 | " + v("33.9-34.6", "+.1f") + " |\n| 2 Sep | 33.1 | " + v("33.1-33.9", "+.1f")
          + " |\n| 16 Sep | 32.6 | " + v("32.6-33.1", "+.1f") + " |\n| 30 Sep | 31.9 | " + v("31.9-32.6", "+.1f") + " |\n| 14 Oct | 31.2 | " + v("31.2-31.9", "+.1f")
          + " |\n\n**Lost " + v("34.6-31.2", ".1f") + " kg (" + v("(34.6-31.2)/34.6*100", ".1f") + "%) in " + v("(date(2026,10,14)-date(2026,8,5)).days//7", "d") + " weeks.**"),
        U("Target is 28 kg. How long at this rate?"),
        A("| item | value |\n|---|---|\n| rate | " + v("3.4/10", ".2f") + " kg/week |\n| to lose | " + v("31.2-28", ".1f") + " kg |\n| weeks | "
          + v("3.2/0.34", ".1f") + " → **" + v("-(-3.2//0.34)", ".0f") + "** |"),
        U("His latest weight in lb?"),
        A("| kg | lb |\n|---|---|\n| 31.2 | " + v("31.2*2.2046", ".2f") + " |"),
        U("Energy at target, on the weight-loss plan?"),
        A("| item | value |\n|---|---|\n| RER at 28 kg | 70 × 28^0.75 = " + v("70*28**0.75", ".0f") + " kcal |\n| × 1.0 | **" + v("70*28**0.75", ".0f") + " kcal/day** |"),
        U("What did he weigh on 30 September?"),
        A("| date | kg |\n|---|---|\n| 30 Sep | [[31.6]] |", why="the log gives 31.9 kg on 2026-09-30; the model wrote 31.6"),
    ),
    run(5, DEEPSEEK_R1,
        U("Fifi, 12 kg, about 7% dehydrated. Fluid rate for the next 24 hours? Our drip set is 20 drops/ml."),
        A("<think>\nDeficit 12 × 0.07 × 1000 = " + v("12*0.07*1000", ".0f") + " ml. Maintenance 12 × 50 = " + v("12*50", "d") + " ml. Total "
          + v("840+600", ",d") + " ml / 24 = " + v("1440/24", ".0f") + " ml/h. Drops: 60 × 20 / 60 = " + v("60*20/60", ".0f") + " per min.\n</think>\n\n"
          "- Deficit: " + v("12*0.07*1000", ".0f") + " ml\n- Maintenance: " + v("12*50", "d") + " ml\n- **Total " + v("840+600", ",d") + " ml over 24 h = "
          + v("1440/24", ".0f") + " ml/h**, " + v("60*20/60", ".0f") + " drops a minute with your set.\n\nA vet confirms the plan."),
        U("And with a 15 drops/ml set?"),
        A("<think>\n" + v("(12*0.07*1000+12*50)/24", ".0f") + " ml/h × 15 / 60 = " + v("60*15/60", ".0f") + ".\n</think>\n\n" + v("60*15/60", ".0f") + " drops a minute, one every "
          + v("60/15", ".0f") + " seconds."),
        U("How many 1-litre bags?"),
        A("<think>\n" + v("12*0.07*1000+12*50", ".0f") + " / 1000 = " + v("(12*0.07*1000+12*50)/1000", ".2f") + " → " + v("-(-1440//1000)", "d") + ".\n</think>\n\n**" + v("-(-1440//1000)", "d") + " bags** (" + v("2000-1440", "d") + " ml left over)."),
        U("So with the 20 drops/ml set, how many drops a minute?"),
        A("<think>\n" + v("(12*0.07*1000+12*50)/24", ".0f") + " ml/h × 20 drops/ml / 60 min = " + v("60*20/60", ".0f") + ".\n</think>\n\n**[[25]] drops a minute.**",
          why="the reasoning gives 20 drops a minute (the first answer has it); the model wrote 25"),
    ),
    run(6, GEMINI25_PRO,
        U("Which Parazit Stop for my 22.5 kg dog, and what does a year cost?"),
        C("get_product", {"product": "Parazit Stop"}, PARASITE),
        A("* **Band:** 10.1–25 kg, EUR 16.40 a tablet, one a month\n* **Pack of 3:** EUR " + v("3*16.40", ".2f") + "\n* **A year:** 12 × 16.40 = EUR "
          + v("12*16.40", ".2f") + ", with PDV **EUR " + v("12*16.40*1.25", ".2f") + "**"),
        U("He might reach 26 kg by spring. What then?"),
        A("* **Band:** 25.1–50 kg at EUR 18.90\n* **Difference:** EUR " + v("18.90-16.40", ".2f") + " a month, EUR " + v("12*2.50", ".2f") + " a year before PDV"),
        U("How many packs for a year?"),
        A("* **12 / 3 = " + v("12/3", ".0f") + " packs**"),
        U("Price per month with tax, current band?"),
        A("* **EUR " + v("16.40*1.25", ".2f") + "** a month"),
    ),
    run(7, LLAMMAS,
        U("Tere! Miisu hoiukoht (BO-3318), kui palju see maksab?"),
        C("get_boarding", {"booking": "BO-3318"}, MIISU_BOARDING),
        A("Miisu on hoiul 24.10.2026 kuni 02.11.2026, see on **" + v("(date(2026,11,2)-date(2026,10,24)).days", "d") + " ööd**.\n\n"
          "- Kass: " + v("(date(2026,11,2)-date(2026,10,24)).days", "d") + " × 18 € = " + v("de(9*18)", "s") + " €\n- Ravimid: " + v("(date(2026,11,2)-date(2026,10,24)).days", "d") + " × 3 € = " + v("de(9*3)", "s") + " €\n- Kokku: " + v("de(162+27)", "s") + " €\n"
          "- KM (PDV) 25 %: " + v("de(189*0.25)", "s") + " €\n\n**Kokku " + v("de(189*1.25)", "s") + " €**"),
        U("Kui suur on ettemaks?"),
        A("30 %: " + v("de(189*1.25*0.3)", "s") + " €. Ülejäänud " + v("de(189*1.25*0.7)", "s") + " € maksate 02.11. järele tulles."),
        U("Ja ilma ravimiteta?"),
        A(v("de(162*1.25)", "s") + " €, see on " + v("de(27*1.25)", "s") + " € vähem."),
        U("Kokku veel kord, palun?"),
        A("Kokku [[263,25]] € koos KM-ga.", why="189 × 1.25 is 236.25 (the first answer has it); the model swapped two digits"),
    ),
    run(8, SONNET45,
        U("Atlas (P-20102) needs boarding from 22 December to 3 January. What will it cost?"),
        C("get_patient", {"patient": "P-20102"}, ATLAS),
        A("Atlas weighs 34 kg, so he's in the over-25 kg rate of EUR 30 a night. 22 December to 3 January is "
          + v("(date(2027,1,3)-date(2026,12,22)).days", "d") + " nights:\n\n- 12 × EUR 30 = EUR " + v("12*30", "d") + "\n- PDV 25%: EUR " + v("360*0.25", ".2f")
          + "\n- **Total EUR " + v("360*1.25", ".2f") + "**\n\nThe 30% deposit to book is **EUR " + v("450*0.3", ".2f") + "**."),
        U("He'll need his joint medication daily there. Updated total?"),
        A("Medication is EUR 3 a night: 12 × 3 = EUR " + v("12*3", "d") + ". New total EUR " + v("(360+36)*1.25", ".2f") + " with PDV, deposit EUR "
          + v("396*1.25*0.3", ".2f") + "."),
        U("How many nights did you say?"),
        A("**[[13]] nights**, 22 December to 3 January.", why="22 December to 3 January is 12 nights (the first answer has it); the model counted the days"),
        U("What day of the week is pick-up?"),
        A("3 January 2027 is a **" + v("date(2027,1,3)", "%A") + "**."),
        anthropic=True),
    run(9, MISTRAL_LARGE,
        U("Mrs Perić says her invoice R-2026-1047 looks high. Can you check it?"),
        C("get_invoice", {"invoice": "R-2026-1047"}, INVOICE),
        A("1. Lines: 35,00 + 65,00 + 48,00 + 14,60 = " + v("de(35+65+48+14.6)", "s") + " ✓\n2. PDV 25 %: " + v("de(162.6*0.25)", "s") + " ✓\n"
          "3. Total: " + v("de(162.6*1.25)", "s") + " ✓\n4. Due 15 days after 14 October: " + v("date(2026,10,14)+timedelta(days=15)", "%Y-%m-%d") + " ✓"),
        U("How many days does she have left?"),
        A("1. From today to 29 October: " + v("(date(2026,10,29)-date(2026,10,21)).days", "d") + " days"),
        U("What would it be without the X-ray?"),
        A("1. Base: 162,60 − 65,00 = " + v("de(162.6-65)", "s") + "\n2. With PDV: " + v("de(97.6*1.25)", "s") + " €"),
        U("Which invoice number for her bank transfer?"),
        A("1. **R-2026-[[1074]]**", why="the invoice is R-2026-1047; the model swapped the last two digits"),
        U("If she pays only the base now, what's left?"),
        A("1. Left: the PDV, " + v("de(162.6*0.25)", "s") + " €\n2. Share of the total: " + v("de(40.65/203.25*100,'.0f')", "s") + " %"),
    ),
    run(10, HAIKU45,
        U("My dog Duke is 62 lb and neutered. How many calories a day should he get? His food has 365 kcal a cup."),
        A("62 lb / 2.2046 = " + v("62/2.2046", ".2f") + " kg.\n\n- RER = 70 × " + v("62/2.2046", ".2f") + "^0.75 = " + v(RER, ".0f") + " kcal\n"
          "- Neutered adult: 1.6 × RER = **" + v("1.6*" + RER, ".0f") + " kcal a day**\n- That's " + v("1.6*" + RER + "/365", ".2f") + " cups, split over two meals "
          + v("1.6*" + RER + "/365/2", ".2f") + " cups each\n\nYour vet can confirm the target."),
        U("And if he needs to lose weight?"),
        A("At 1.0 × RER: **" + v(RER, ".0f") + " kcal**, " + v(RER + "/365", ".2f") + " cups a day, " + v("0.6*" + RER, ".0f") + " kcal less."),
        U("Which Parazit Stop band is he?"),
        C("get_product", {"product": "Parazit Stop"}, PARASITE),
        A("At " + v("62/2.2046", ".1f") + " kg, the **25.1–50 kg** band, EUR 18.90 a tablet (EUR " + v("18.90*1.25", ".2f") + " with PDV)."),
        U("Remind me his weight in lb?"),
        A("Duke weighs **[[82]] lb**.", why="the owner said 62 lb; the model wrote 82"),
        anthropic=True),
    run(11, COMMAND_A,
        U("Luna's check tomorrow, what time?"),
        C("get_schedule", {"date": "2026-10-22"}, SCHEDULE),
        A("Thu 22.10, 0930, dr. Kovač."),
        U("free slots?"),
        A("0900 and 1030."),
        U("how many booked?"),
        A("4: Atlas, Luna, Rex, Miisu."),
        U("Miisu when?"),
        A("[[1130]], pregled.", why="the schedule has Miisu at 11:00; the model wrote 1130"),
        U("time between Atlas and Luna?"),
        A(v("(9*60+30)-(8*60+30)", "d") + " min (0830 → 0930)."),
    ),
    run(12, GPT41_MINI,
        U("price to spay a female cat + microchip?"),
        C("get_prices", {}, PRICES),
        A("145,00 + 25,00 = " + v("de(145+25)", "s") + " € + PDV 25 % = **" + v("de(170*1.25)", "s") + " €**."),
        U("castration, male dog 23 kg?"),
        A("20–40 kg: 230,00 € → " + v("de(230*1.25)", "s") + " € with PDV."),
        U("and a male cat?"),
        A("95,00 € → " + v("de(95*1.25)", "s") + " €."),
        U("microchip alone?"),
        A("[[52,00]] € + PDV.", why="the price list gives 25,00; the model swapped two digits"),
        U("cat spay + dental cleaning same day?"),
        A("145,00 + 110,00 = " + v("de(255)", "s") + " € → " + v("de(255*1.25)", "s") + " €."),
    ),
]
