"""pool runs: a leisure centre and swimming pool's front-desk assistant (Centrul Acvatic Someș's Delfin,
tools designed for this set: members, bookings, classes, a swim-school course and exchange rates as
JSON, a timetable and a water log as CSV text, a lane plan and an invoice as plain text), with
pro-rata joins by days left in the month, yearly against monthly, child, concession and family
discounts, peak and off-peak swims, a 10-visit pass at the price of 9, lane hire by the started half
hour with a club discount over 10 hours, VAT inside the price (`x 21 / 121`), freezes that move an end
date, class capacities and a 7-day booking window, pool volumes and chlorine dosing, C in F; tool
results and answers written here, in the styles of GPT-5 (plain), Claude Opus 4.5, Sonnet 4.5 and
Haiku 4.5 (Anthropic envelopes), Gemini 2.5 Flash (bullets), Kimi K2 (tables), Magistral (`<think>`),
GLM-4.5 (numbered steps), RoLlama (Romanian `2.100,00 lei`, `4 noiembrie`), Gemma 3 (Hungarian `45 360
Ft`, `november 4.`), GPT-5 mini and DeepSeek V3.2 (a few words, `0930`, `9h30`)."""

from _heldout26_models import (DSV32, GEMINI25_FLASH, GEMMA3, GLM45, GPT5, GPT5_MINI, HAIKU45, KIMI_K2, MAGISTRAL,
                               OPUS45, ROLLAMA, SONNET45)
from _heldout26_pool import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"pool-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


FAMILY_REQ = {"request": "FM-1184", "adults": 2, "children": [{"name": "Bence", "age": 9}, {"name": "Réka", "age": 13}],
              "start": "2026-12-01", "plan": "monthly"}
FX_RON = {"base": "RON", "rates": {"HUF": 80.46, "EUR": 0.1963, "USD": 0.2281}, "date": "2026-11-04"}
LANES = """LANE PLAN  November 2026   Clubul Sportiv Delta Cluj (CS-088)
day   date        lanes  from   to
Tue   2026-11-10  2      18:30  20:00
Thu   2026-11-12  2      18:30  20:15
Tue   2026-11-17  3      18:30  20:00
Thu   2026-11-19  2      18:30  20:15
Sat   2026-11-21  4      07:00  08:30"""
WATER = csv("time,pool,temp_c,free_cl_ppm,ph", "06:00,main,27.4,0.8,7.3", "09:00,main,27.6,0.6,7.4",
            "12:00,main,27.9,0.4,7.5", "15:00,main,28.1,0.5,7.4", "06:00,learner,30.8,1.1,7.2",
            "12:00,learner,31.4,0.7,7.3")
MEMBER_40217 = {"member": "M-40217", "name": "Ioana Pop", "plan": "annual", "start": "2026-03-01", "end": "2027-02-28",
                "frozen_days_2026": 12, "status": "active"}
CLASSES = {"date": "2026-11-06", "classes": [
    {"id": "CL-7731", "name": "Aqua aerobic", "time": "09:30", "capacity": 18, "booked": 15, "waitlist": 0},
    {"id": "CL-7734", "name": "Spinning", "time": "18:00", "capacity": 22, "booked": 22, "waitlist": 4},
    {"id": "CL-7736", "name": "Pilates", "time": "19:15", "capacity": 14, "booked": 9, "waitlist": 0}]}
INVOICE = """FACTURA  DLF-2026-0517   data 2026-10-31   scadenta 2026-11-14
Client: Clubul Sportiv Delta Cluj (CS-088)
Inchiriere culoar octombrie   13,5 ore x 140,00 = 1.890,00
Reducere club 15%                               -283,50
Total de plata (TVA 21% inclus)                 1.606,50"""
TIMETABLE = csv("day,from,to,band", "Mon-Fri,06:00,16:00,off-peak", "Mon-Fri,16:00,21:00,peak", "Mon-Fri,21:00,22:00,off-peak",
                "Sat-Sun,08:00,20:00,peak")
MEMBER_51390 = {"member": "M-51390", "name": "Andrei Mureșan", "plan": "monthly", "paid_until": "2026-11-30",
                "locker": "B-114", "next_class": {"id": "CL-7731", "date": "2026-11-06", "time": "09:30"}, "balance_ron": -35.0}
COURSE = {"course": "SW-2611", "name": "Learn to swim, 6-9 years", "first_lesson": "2026-11-07", "weekday": "Saturday",
          "lessons": 10, "time": "10:00-10:45", "price_per_lesson": 38.00, "no_lesson": ["2026-12-26", "2027-01-02"],
          "places": 8, "enrolled": 6}

LANE_H = "(2*1.5+2*2.0+3*1.5+2*2.0+4*1.5)"
FAM = "((210*2+105*2)*0.9)"

RUNS = [
    run(1, ROLLAMA,
        U("Bună ziua, vreau să mă abonez azi. Cât plătesc pentru luna asta?"),
        A("Astăzi este 4 noiembrie, deci rămân " + v("30-4+1", "d") + " zile din 30 (inclusiv azi). Pro rata: "
          + v("30-4+1", "d") + " / 30 × 210 = **" + v("de(27/30*210)", "s") + " lei**. De la 1 decembrie plătiți 210 lei pe lună."),
        U("Și dacă iau abonamentul anual?"),
        A("Anual: 2.100 lei, față de 12 × 210 = " + v("de(12*210,',.0f')", "s") + " lei lunar, adică economisiți "
          + v("de(2520-2100,',.0f')", "s") + " lei (" + v("de(420/2520*100,'.1f')", "s") + " %), echivalentul a "
          + v("420/210", ".0f") + " luni gratuite."),
        U("Sunt studentă. Am reducere?"),
        A("Da, 30 %: abonamentul lunar devine " + v("de(210*0.7)", "s") + " lei, cel anual " + v("de(2100*0.7)", "s")
          + " lei, iar pro rata de azi " + v("de(27/30*210*0.7)", "s") + " lei."),
        U("Cât TVA e inclus în abonamentul anual cu reducere?"),
        A("TVA 21 % inclus: " + v("de(2100*0.7)", "s") + " × 21 / 121 = " + v("de(1470*21/121)", "s") + " lei."),
        U("Deci azi plătesc cât, ca studentă, pentru noiembrie?"),
        A("[[123,30]] lei pentru restul lunii noiembrie.",
          why="27/30 × 210 × 0.7 is 132.30 (the answer before has it); the model swapped two digits"),
    ),
    run(2, GEMMA3,
        U("Jó napot! Családi bérletet szeretnénk decembertől, két felnőtt és két gyerek (FM-1184). Mennyi havonta?"),
        C("get_request", {"request": "FM-1184"}, FAMILY_REQ),
        A("Két felnőtt: 2 × 210 = " + v("2*210", "d") + " lej, két gyerek (9 és 13 év, 50%): 2 × " + v("210*0.5", ".0f") + " = "
          + v("2*105", "d") + " lej. Összesen " + v("420+210", "d") + " lej, a családi 10% kedvezménnyel **" + v(FAM, ".0f") + " lej** havonta."),
        U("Mennyi ez forintban?"),
        C("get_fx", {"base": "RON"}, FX_RON),
        A(v(FAM, ".0f") + " lej × 80,46 = **" + v("thin(" + FAM + "*80.46)", "s") + " Ft** havonta (a mai, 2026. november 4-i árfolyamon)."),
        U("És egy évre, ha havonta fizetünk?"),
        A("12 × " + v(FAM, ".0f") + " = " + v("thin(12*" + FAM + ")", "s") + " lej, azaz kb. " + v("thin(12*" + FAM + "*80.46)", "s") + " Ft."),
        U("Milyen árfolyammal számoltál?"),
        A("1 lej = [[84,06]] Ft.", why="the rate is 80.46; the model swapped two digits (the sums used the right rate)"),
        U("Réka 16 éves lesz márciusban. Mi változik?"),
        A("16 évesen már felnőtt árat fizet: a havi díj " + v("de((210*3+105)*0.9,'.1f')", "s") + " lej lesz, "
          + v("de((210*3+105)*0.9-" + FAM + ",'.1f')", "s") + " lejjel több."),
    ),
    run(3, OPUS45,
        U("Delta Cluj's lane plan for November is in. What will it cost them?"),
        C("get_lane_plan", {"club": "CS-088", "month": "2026-11"}, LANES),
        A("**Lane hours:**\n- Tue 10: 2 lanes × 1.5 h = " + v("2*1.5", ".1f") + "\n- Thu 12: 2 × 1 h 45 min, billed by the started half hour as " + v("-(-105//30)*30/60", ".1f") + " h = " + v("2*2.0", ".1f")
          + "\n- Tue 17: 3 × 1.5 h = " + v("3*1.5", ".1f") + "\n- Thu 19: 2 × " + v("-(-105//30)*30/60", ".1f") + " h = " + v("2*2.0", ".1f") + "\n- Sat 21: 4 × 1.5 h = "
          + v("4*1.5", ".1f") + "\n\n**" + v(LANE_H, ".1f") + " lane hours**, over 10, so the 15% club discount applies: "
          + v(LANE_H, ".1f") + " × RON 140 = RON " + v(LANE_H + "*140", ",.2f") + ", less 15% = **RON " + v(LANE_H + "*140*0.85", ",.2f") + "** (VAT included)."),
        U("How much VAT is in that?"),
        A("RON " + v(LANE_H + "*140*0.85", ",.2f") + " × 21 / 121 = **RON " + v(LANE_H + "*140*0.85*21/121", ",.2f") + "**; net RON "
          + v(LANE_H + "*140*0.85*100/121", ",.2f") + "."),
        U("If they'd dropped the Saturday session, would they still get the discount?"),
        A("Yes: " + v(LANE_H + "-6", ".1f") + " hours is still 10 or more. RON " + v("(" + LANE_H + "-6)*140*0.85", ",.2f") + ", saving RON "
          + v("6*140*0.85", ",.2f") + "."),
        U("What time do the Thursday sessions finish?"),
        A("Both Thursdays (12 and 19 November) run 18:30 to **[[20:45]]**.",
          why="the lane plan gives 20:15; the model wrote 20:45"),
        U("And the average per session?"),
        A("RON " + v(LANE_H + "*140*0.85", ",.2f") + " / 5 = **RON " + v(LANE_H + "*140*0.85/5", ",.2f") + "**."),
        anthropic=True),
    run(4, KIMI_K2,
        U("Water log today: anything out of range?"),
        C("get_water_log", {"date": "2026-11-04"}, WATER),
        A("| time | pool | °C | Cl ppm | status |\n|---|---|---|---|---|\n| 06:00 | main | 27.4 | 0.8 | ok |\n| 09:00 | main | 27.6 | 0.6 | ok |\n"
          "| 12:00 | main | 27.9 | **0.4** | Cl low (min 0.5) |\n| 15:00 | main | **28.1** | 0.5 | temp " + v("28.1-28", ".1f") + " °C over |\n"
          "| 06:00 | learner | 30.8 | 1.1 | ok |\n| 12:00 | learner | 31.4 | 0.7 | ok |"),
        U("How much granulate to bring the main pool from 0.4 to 1.0 ppm?"),
        A("| step | value |\n|---|---|\n| volume | 25 × 12.5 × 1.6 = " + v("25*12.5*1.6", ".0f") + " m³ |\n| raise | 1.0 − 0.4 = " + v("1.0-0.4", ".1f")
          + " ppm |\n| dose | " + v("500*0.6", ".0f") + " / 0.65 = **" + v("500*0.6/0.65", ".1f") + " g** |"),
        U("Average main pool chlorine today?"),
        A("| readings | mean |\n|---|---|\n| 0.8, 0.6, 0.4, 0.5 | " + v("(0.8+0.6+0.4+0.5)/4", ".3f") + " ppm |"),
        U("And in Fahrenheit, the 15:00 temperature?"),
        A("| °C | °F |\n|---|---|\n| 28.1 | " + v("28.1*9/5+32", ".2f") + " |"),
        U("What was the learner pool at noon again?"),
        A("| time | °C | Cl ppm |\n|---|---|---|\n| 12:00 | [[31.7]] | 0.7 |",
          why="the log gives 31.4 °C at 12:00; the model wrote 31.7"),
    ),
    run(5, MAGISTRAL,
        U("Ioana Pop (M-40217) wants to freeze her annual membership for 45 days from 10 November. What's her new end date?"),
        C("get_member", {"member": "M-40217"}, MEMBER_40217),
        A("<think>\nMax 60 days a year. Already frozen 12 in 2026. 12 + 45 = " + v("12+45", "d") + " ≤ 60, ok. End 2027-02-28 + 45 days = "
          + v("date(2027,2,28)+timedelta(days=45)", "%Y-%m-%d") + ". Freeze runs 2026-11-10 to " + v("date(2026,11,10)+timedelta(days=44)", "%Y-%m-%d")
          + ".\n</think>\n\nYes, she can: with the 12 days she has already used this year that makes " + v("12+45", "d") + " of her 60. "
          "Her membership will end on **" + v("date(2027,2,28)+timedelta(days=45)", "%-d %B %Y") + "** instead of 28 February 2027; "
          "the freeze covers 10 November to " + v("date(2026,11,10)+timedelta(days=44)", "%-d %B") + "."),
        U("How many freeze days does she have left this year after that?"),
        A("<think>\n60 - " + v("12+45", "d") + " = " + v("60-57", "d") + ".\n</think>\n\n" + v("60-12-45", "d") + " days."),
        U("If she froze the full remaining 48 days instead?"),
        A("<think>\n12 + 48 = 60, exactly the max. End = 2027-02-28 + 48 = " + v("date(2027,2,28)+timedelta(days=48)", "%Y-%m-%d")
          + ".\n</think>\n\nThat uses all 60 days; her end date would be **" + v("date(2027,2,28)+timedelta(days=48)", "%-d %B %Y") + "**, "
          "and she'd be back on " + v("date(2026,11,10)+timedelta(days=48)", "%-d %B") + "."),
        U("So with the 45-day freeze, when is she back?"),
        A("<think>\n2026-11-10 + 45 = 2026-12-25.\n</think>\n\nShe can swim again from **[[26 December]]**.",
          why="the reasoning gives 2026-12-25 (10 November + 45 days); the answer wrote the 26th"),
    ),
    run(6, GEMINI25_FLASH,
        U("Can I still get into Friday's aqua aerobic?"),
        C("get_classes", {"date": "2026-11-06"}, CLASSES),
        A("* **Aqua aerobic** (CL-7731), Friday 6 November, 09:30\n* **Booked:** 15 of 18, so " + v("18-15", "d") + " places left\n* Book now to be sure"),
        U("And spinning at 18:00?"),
        A("* **Spinning** (CL-7734) is full: 22 of 22\n* **Waitlist:** 4, you'd be number " + v("4+1", "d")),
        U("How full are Friday's classes overall?"),
        A("* **Places:** 18 + 22 + 14 = " + v("18+22+14", "d") + "\n* **Booked:** 15 + 22 + 9 = " + v("15+22+9", "d") + "\n* **Fill rate:** "
          + v("46/54*100", ".1f") + "%\n* Pilates has the most room: " + v("14-9", "d") + " places"),
        U("What's the furthest date I can book a class today?"),
        A("* **7 days ahead:** " + v("date(2026,11,4)+timedelta(days=7)", "%A %-d %B")),
        U("Which class code for the aqua one?"),
        A("* **[[CL-7713]]**, Aqua aerobic, 09:30", why="the class is CL-7731; the model swapped the last two digits"),
    ),
    run(7, SONNET45,
        U("Is the 10-visit pass worth it for me? I usually swim weekday mornings."),
        A("The pass costs 9 peak swims: 9 × RON 35 = **RON " + v("9*35", "d") + "**, so RON " + v("315/10", ".2f")
          + " a visit. Weekday mornings are off-peak at RON 25, so ten off-peak swims cost RON " + v("10*25", "d") + ": "
          "**RON " + v("315-250", "d") + " less than the pass.** It only pays off if you swim at peak times."),
        U("How many peak swims make it worth it, out of ten?"),
        A("With p peak swims, singles cost 35p + 25(10 − p). That exceeds RON " + v("9*35", "d") + " when 10p > " + v("9*35-250", "d") + ", so from **" + v("-(-65//10)", "d")
          + " peak swims** out of ten (" + v("7*35+3*25", "d") + " against " + v("9*35", "d") + ")."),
        U("What would a pass cost for my 10-year-old?"),
        A("Half: RON " + v("315*0.5", ".2f") + ", or RON " + v("315*0.5/10", ".2f") + " a visit."),
        U("If I buy the pass today, until when is it valid?"),
        A("Six months: until **" + v("date(2027,5,4)", "%-d %B %Y") + "**."),
        U("Remind me the adult pass price?"),
        A("RON **[[351]]** for ten visits.", why="9 × 35 is 315 (the first answer has it); the model swapped two digits"),
        anthropic=True),
    run(8, GLM45,
        U("Delta Cluj query their October invoice DLF-2026-0517. Is it right?"),
        C("get_invoice", {"invoice": "DLF-2026-0517"}, INVOICE),
        A("1. Hours: 13,5 × 140,00 = " + v("de(13.5*140)", "s") + " lei ✓\n2. 13,5 hours ≥ 10, so the 15% club discount applies: "
          + v("de(1890*0.15)", "s") + " ✓\n3. Total: " + v("de(1890-283.5)", "s") + " lei ✓\n4. VAT inside: " + v("de(1606.5*21/121)", "s")
          + " lei; net " + v("de(1606.5*100/121)", "s") + " lei"),
        U("How long do they have to pay?"),
        A("1. Due 14 November 2026\n2. From today: " + v("(date(2026,11,14)-date(2026,11,4)).days", "d") + " days\n3. The invoice gave "
          + v("(date(2026,11,14)-date(2026,10,31)).days", "d") + " days from issue"),
        U("What's that per lane hour after the discount?"),
        A("1. 1.606,50 / 13,5 = " + v("de(1606.5/13.5)", "s") + " lei an hour\n2. That is 140 × 0,85 = " + v("de(140*0.85)", "s") + " ✓"),
        U("The invoice number for their payment reference?"),
        A("1. DLF-2026-[[0571]]", why="the invoice is DLF-2026-0517; the model swapped the last two digits"),
    ),
    run(9, HAIKU45,
        U("We're a family of two adults and one child. If we come Friday at 15:30, what do we pay?"),
        C("get_timetable", {}, TIMETABLE),
        A("Friday 15:30 is **off-peak** (06:00–16:00): RON 25 each for the adults and half for your child: 25 + 25 + " + v("25*0.5", ".2f")
          + " = **RON " + v("25*2+12.5", ".2f") + "**."),
        U("And if we came at 16:00 instead?"),
        A("From 16:00 it's peak: 35 + 35 + " + v("35*0.5", ".2f") + " = **RON " + v("35*2+17.5", ".2f") + "**, RON "
          + v("87.5-62.5", ".2f") + " more."),
        U("Saturday morning?"),
        A("Weekends are peak all day (from 08:00): the same RON " + v("35*2+35*0.5", ".2f") + "."),
        U("Until when is the Friday off-peak?"),
        A("Off-peak runs until **[[17:00]]** on weekdays.", why="the timetable gives 16:00; the model wrote 17:00"),
        anthropic=True),
    run(10, DSV32,
        U("m-51390?"),
        C("get_member", {"member": "M-51390"}, MEMBER_51390),
        A("Andrei Mureșan, monthly, paid to 30.11, locker B-114, owes 35 lei"),
        U("next class"),
        A("CL-7731 aqua, Fri 6.11 0930"),
        U("days left paid"),
        A(v("(date(2026,11,30)-date(2026,11,4)).days", "d") + " (incl. today " + v("(date(2026,11,30)-date(2026,11,4)).days+1", "d") + ")"),
        U("to renew december + clear balance"),
        A(v("210+35", "d") + " lei"),
        U("member no again"),
        A("M-[[51309]]", why="the member is M-51390; the model swapped the last two digits"),
    ),
    run(11, GPT5_MINI,
        U("learner pool volume?"),
        A("12 × 6 × 0.9 = " + v("12*6*0.9", ".1f") + " m³"),
        U("dose to raise 0.5 ppm"),
        A(v("64.8*0.5", ".1f") + " / 0.65 = " + v("12*6*0.9*0.5/0.65", ".1f") + " g"),
        U("main pool same raise"),
        A(v("25*12.5*1.6*0.5/0.65", ".1f") + " g (" + v("500/64.8", ".1f") + "× the volume)"),
        U("learner pool target in F"),
        A(v("30*9/5+32", ".0f") + "–" + v("32*9/5+32", ".1f") + " °F"),
    ),
    run(12, GPT5,
        U("My daughter is 7. Tell me about the Saturday swim course SW-2611."),
        C("get_course", {"course": "SW-2611"}, COURSE),
        A("SW-2611, Learn to swim for 6–9 year olds, on Saturdays 10:00–10:45, 10 lessons from Saturday 7 November. There are no lessons on "
          "26 December and 2 January, so the last lesson is on **" + v("date(2026,11,7)+timedelta(weeks=11)", "%A %-d %B %Y") + "**. "
          + v("8-6", "d") + " places are left."),
        U("How much is the course?"),
        A("10 × RON 38.00 = **RON " + v("10*38", ".2f") + "**, VAT included (RON " + v("380*21/121", ".2f") + " of it is VAT)."),
        U("She'll miss the first lesson. Is it pro rata?"),
        A("If the centre charges per lesson, 9 lessons would be RON " + v("9*38", ".2f") + ", RON 38.00 less."),
        U("How many weeks from the first to the last lesson?"),
        A(v("((date(2026,11,7)+timedelta(weeks=11))-date(2026,11,7)).days//7", "d") + " weeks, with the two holiday Saturdays."),
        U("When's the last lesson again?"),
        A("Saturday [[9 January 2027]].",
          why="10 lessons from 7 November skipping 26 December and 2 January end on 23 January 2027 (the first answer has it); the model wrote 9 January, ten Saturdays on without the gaps"),
    ),
]
