"""watch runs: the assistant of a watch repair workshop in Tirana (Ora e Kalasë, tools designed for this
set: a repair ticket, a customer's watches, a warranty, an appointment day and the day's rate as JSON,
a timegrapher reading, a week's accuracy log, parts and a repair queue as CSV text, an estimate and an
invoice as plain text), with a service's price after the diagnosis, a ready date 21 days on and an
express one, a rate's average and spread against a window, an amplitude against a limit, seconds a day
from a week's offsets, uncollected watches by the day after 30 days, warranties by the month, bench
clocks for a row of jobs, lekë into euros; tool results and answers written here, in the styles of
Mistral Large 3 and GPT-5.1 in Albanian (`12.900 lekë`, `29 dhjetor 2026`, `ora 11:40`, `2,5 s`),
GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro
(bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and
Llama 4 (a few words)."""

from _heldout33_models import GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_LARGE3, OPUS45, QWEN3, SONNET45
from _heldout33_watch import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"watch-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def sq(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Albanian spelling, a dot between thousands and a decimal comma: `12.900`, `2.208,33`."""
    return v("de(" + expr + ", '" + spec + "')", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, written beside an Albanian month name: `29 dhjetor`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-08", "eur_all": 97.85, "usd_all": 84.10, "source": "Banka e Shqipërisë, reference rate"}
TICKET_1 = {"ticket": "T-4471", "customer": "Arben Hoxha", "watch": "Seiko SARB033", "movement": "automatic", "calibre": "6R15",
            "dropped_off": "2026-12-08", "diagnosis_paid": 1500, "findings": "mainspring worn, oils dry",
            "parts": [{"part": "mainspring 6R15", "price": 2400}]}
TIMEGRAPHER_2 = csv("position,rate_s_day,amplitude_deg,beat_error_ms", "DU,+6,212,0.4", "DD,+4,215,0.5", "CU,-2,188,0.6",
                    "CD,-5,190,0.6", "CL,-9,184,0.8", "CR,+1,192,0.7")
ESTIMATE_3 = """ORA E KALASE - ESTIMATE EST-2612-0186
Customer: Dr. Elira Dervishi (C-0712)
Watch: Omega Speedmaster Professional, cal. 1861
Full service, chronograph                       18,000
Crown and tube                                   3,200
Sapphire crystal                                 5,400
Gasket set                                         650
Water resistance test                              800
Less diagnosis paid                             -1,500
TOTAL ALL                                       26,550"""
WATCHES_4 = {"customer": "Genti Leka", "customer_no": "C-0388", "watches": [
    {"watch": "Casio MTP-1302", "movement": "quartz", "last_battery": "2025-11-20"},
    {"watch": "Tissot PRX quartz", "movement": "quartz", "last_battery": "2024-06-03"},
    {"watch": "Orient Bambino", "movement": "automatic", "last_service": "2023-02-14", "collected": "2023-03-07"}]}
QUEUE_5 = csv("ticket,watch,movement,dropped_off,status", "T-4302,Longines Conquest,automatic,2026-09-14,ready",
              "T-4355,Zenith Port Royal,manual,2026-10-02,ready", "T-4398,Heuer Carrera,chronograph,2026-10-20,ready",
              "T-4410,Rado Captain Cook,automatic,2026-11-03,in progress")
ACCURACY_6 = csv("date,time,offset_s", "2026-12-01,09:00,0", "2026-12-02,09:00,+5", "2026-12-03,09:00,+11", "2026-12-04,09:00,+16",
                 "2026-12-05,09:00,+22", "2026-12-06,09:00,+27", "2026-12-07,09:00,+33")
INVOICE_7 = """ORA E KALASË   FATURË FAT-2612-0093   01/12/2026
Klienti: Mirela Shehu (C-0951)
Ndërrim baterie / battery change        1.200
Test rezistence ndaj ujit / water test    800
Set guarnicionesh / gasket set            650
TOTALI / TOTAL ALL                      2.650
TVSH 20% e përfshirë / VAT 20% included"""
BENCH_8 = {"date": "2026-12-08", "bench": "front counter", "free_from": "11:40", "lunch": "13:00-13:30",
           "minutes": {"battery change": 20, "water resistance test": 35, "strap fitting": 10}}
PARTS_9 = csv("part,unit,price_all", "mineral crystal 30 mm,each,1800", "crown 5.0 mm,each,1450", "mainspring (manual),each,2100",
              "balance staff,each,3900", "dial refinish,each,7500", "hands set,set,2600")
WARRANTY_10 = {"ticket": "T-3180", "customer": "Besnik Çela", "watch": "Hamilton Khaki Field Mechanical", "service": "manual wind",
               "price_paid": 9000, "collected": "2025-03-18", "warranty_months": 24, "reported": "runs -12 s a day"}
READY_12 = {"ticket": "T-4277", "customer": "Kujtim Marku", "watch": "Certina DS Action", "ready_since": "2026-10-12",
            "notified": ["2026-10-12", "2026-11-12"], "balance_due": 12000}

RUNS = [
    run(1, MISTRAL_LARGE3,
        U("Përshëndetje, sot lashë orën Seiko, bileta T-4471. Sa do të kushtojë shërbimi dhe kur do të jetë gati?"),
        C("get_ticket", {"ticket": "T-4471"}, TICKET_1),
        A("Ora juaj Seiko SARB033 (kalibri 6R15, automatike) ka nevojë për shërbim të plotë dhe sustë të re:\n\n"
          "- Shërbim i plotë, automatike: 12.000 lekë\n- Sustë 6R15: 2.400 lekë\n- Zbritet diagnoza e paguar: -1.500 lekë\n\n"
          "**Totali: " + sq("12000+2400-1500") + " lekë** (TVSH e përfshirë).\n\n"
          "Gati 21 ditë pas dorëzimit: më **" + day("date(2026,12,8)+timedelta(days=21)") + " dhjetor 2026**."),
        U("Sa TVSH ka brenda?"),
        A("TVSH 20% është e përfshirë: " + sq("12000+2400-1500") + " / 1,2 × 0,2 = **" + sq("12900/1.2*0.2") + " lekë**; pa TVSH "
          + sq("12900/1.2") + " lekë."),
        U("Po me shërbim ekspres? Sa më shtrenjtë dhe kur?"),
        A("Ekspres: puna kushton 40% më shumë, 12.000 × 1,4 = " + sq("12000*1.4") + " lekë. Totali: " + sq("16800+2400-1500")
          + " lekë, pra " + sq("17700-12900") + " lekë më shumë.\n\nKoha përgjysmohet: " + sq("21/2", ".1f") + " ditë, gati më "
          + day("date(2026,12,8)+timedelta(days=11)") + " dhjetor."),
        U("Garancia sa zgjat pas shërbimit?"),
        A("24 muaj nga dita e tërheqjes: nëse e merrni më " + day("date(2026,12,8)+timedelta(days=21)") + " dhjetor 2026, garancia vlen deri më 29 dhjetor " + v("2026+2", "d") + "."),
        U("Pra me shërbimin normal, cilën ditë vij ta marr?"),
        A("Më [[30 dhjetor]] 2026.", why="the ready date is 21 days after 8 December, 29 December; the model restated it a day on"),
    ),
    run(2, GPT51,
        U("I had my automatic on your timegrapher (ticket T-4488). What do the readings say, and does it need a service?"),
        C("get_timegrapher", {"ticket": "T-4488"}, TIMEGRAPHER_2),
        A("Across the six positions:\n\n"
          "- Average rate: " + v("(6+4-2-5-9+1)/6", "+.1f") + " s/day\n"
          "- Spread between positions: " + v("6-(-9)", "d") + " s/day (DU +6 to CL -9)\n"
          "- Amplitude dial up: 212°, below the 220° limit by " + v("220-212", "d") + "°\n"
          "- Average amplitude: " + v("(212+215+188+190+184+192)/6", ".0f") + "°\n"
          "- Worst beat error: 0.8 ms (CL)\n\n"
          "The average rate is inside the -4 to +8 window, but the amplitude is low, so a service is advised: "
          "12,000 lekë for an automatic, " + v("12000-1500", ",d") + " lekë after the diagnosis you paid."),
        U("How much would it drift in a week at that average?"),
        A(v("(6+4-2-5-9+1)/6*7", "+.1f") + " seconds a week, if it spent equal time in each position."),
        U("Which positions are outside the window on their own?"),
        A("Only CL, at -9 s/day (the window's floor is -4). CD is " + v("-4-(-5)", "d") + " s below it at -5."),
        U("What was the amplitude dial up again?"),
        A("[[221]]°, just above the limit.", why="dial up read 212°, below 220°; the model restated it with two digits swapped"),
        U("And the vertical positions' amplitudes on average?"),
        A("The four crown positions average " + v("(188+190+184+192)/4", ".1f") + "°, against " + v("(212+215)/2", ".1f")
          + "° flat."),
    ),
    run(3, OPUS45,
        U("Can you check estimate EST-2612-0186 for my Speedmaster before I approve it?"),
        C("get_estimate", {"estimate": "EST-2612-0186"}, ESTIMATE_3),
        A("The estimate adds up and follows the rules:\n\n| Line | ALL |\n|---|---|\n| Chronograph service | 18,000 |\n"
          "| Crown and tube | 3,200 |\n| Sapphire crystal | 5,400 |\n| Gasket set | 650 |\n| Water resistance test | 800 |\n"
          "| Diagnosis deducted | -1,500 |\n| **Total** | **" + v("18000+3200+5400+650+800-1500", ",d") + "** |\n\n"
          "Parts and tests come to ALL " + v("3200+5400+650+800", ",d") + ", the service ALL 18,000."),
        U("What is that in euros?"),
        C("get_rate", {"date": "2026-12-08"}, RATE),
        A("At today's rate of 97.85 lekë to the euro: ALL 26,550 / 97.85 = **EUR " + v("26550/97.85", ",.2f") + "**."),
        U("I need it for a trip. What would express cost?"),
        A("Express adds 40% to the labour only: 18,000 × 0.4 = ALL " + v("18000*0.4", ",.0f") + " more, so **ALL "
          + v("26550+7200", ",d") + "**. It would be ready in " + v("21/2", ".1f") + " days instead of 21: by "
          + v("date(2026,12,8)+timedelta(days=11)", "%-d %B") + " if you approve today."),
        U("And the VAT in the express total?"),
        A("VAT 20% is included: ALL " + v("26550+7200", ",d") + " / 1.2 × 0.2 = **ALL " + v("33750/1.2*0.2", ",.0f") + "**."),
        U("What's the express total in euros, for my card?"),
        A("ALL " + v("26550+7200", ",d") + " / 97.85 = **EUR [[344.29]]**.", why="33,750 / 97.85 is 344.92; the model swapped the last two digits"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("I'm customer C-0388. Which of my watches need something done, and are any still under warranty?"),
        C("get_customer_watches", {"customer_no": "C-0388"}, WATCHES_4),
        A("* **Casio MTP-1302** (quartz): battery changed 20 Nov 2025; its 12-month warranty ended on **"
          + v("date(2025+1,11,20)", "%-d %b %Y") + "**\n"
          "* **Tissot PRX** (quartz): battery from 3 Jun 2024, " + v("(2026-2024)*12+12-6", "d") + " months ago, out of warranty since "
          + v("date(2024+1,6,3)", "%-d %b %Y") + "\n"
          "* **Orient Bambino** (automatic): serviced and collected 7 Mar 2023; the 24-month warranty ran to **"
          + v("date(2023+2,3,7)", "%-d %b %Y") + "**\n* None is under warranty now"),
        U("What would batteries for both quartz watches and a service of the Orient cost?"),
        A("* Batteries: 2 × 1,200 = **" + v("2*1200", ",d") + " lekë**\n* Automatic service: **12,000 lekë**\n* Total: **"
          + v("2400+12000", ",d") + " lekë**"),
        U("How long since the Orient was last collected?"),
        A("* " + v("(date(2026,12,8)-date(2023,3,7)).days", ",d") + " days, about " + v("(date(2026,12,8)-date(2023,3,7)).days/365.25", ".1f")
          + " years"),
        U("If I bring them all today, when would the Orient be ready?"),
        A("* 21 days on: **" + v("date(2026,12,8)+timedelta(days=21)", "%A %-d %B") + "**\n* The batteries are done while you wait"),
    ),
    run(5, QWEN3,
        U("Queue check: which finished watches are past the 30 days, and what storage does each owe today?"),
        C("get_repair_queue", {"status": "all"}, QUEUE_5),
        A("| Ticket | Watch | Ready (drop-off + 21 d) | Charged after | Days charged | Owed (ALL) |\n|---|---|---|---|---|---|\n"
          "| T-4302 | Longines Conquest | " + v("date(2026,9,14)+timedelta(days=21)", "%Y-%m-%d") + " | "
          + v("date(2026,10,5)+timedelta(days=30)", "%Y-%m-%d") + " | " + v("(date(2026,12,8)-date(2026,11,4)).days", "d") + " | "
          + v("34*150", ",d") + " |\n"
          "| T-4355 | Zenith Port Royal | " + v("date(2026,10,2)+timedelta(days=21)", "%Y-%m-%d") + " | "
          + v("date(2026,10,23)+timedelta(days=30)", "%Y-%m-%d") + " | " + v("(date(2026,12,8)-date(2026,11,22)).days", "d")
          + " | [[4,200]] |\n"
          "| T-4398 | Heuer Carrera | " + v("date(2026,10,20)+timedelta(days=21)", "%Y-%m-%d") + " | "
          + v("date(2026,11,10)+timedelta(days=30)", "%Y-%m-%d") + " | 0 | 0 |",
          why="16 days at 150 lekë are 2,400; the model swapped two digits in the table"),
        U("Total storage owed?"),
        A("| | ALL |\n|---|---|\n| T-4302 + T-4355 | " + v("5100+2400", ",d") + " |"),
        U("T-4410 is still in progress. Is it late?"),
        A("| Ticket | Dropped off | Due | Late by |\n|---|---|---|---|\n| T-4410 | 2026-11-03 | "
          + v("date(2026,11,3)+timedelta(days=21)", "%Y-%m-%d") + " | " + v("(date(2026,12,8)-date(2026,11,24)).days", "d") + " days |"),
        U("What do the four services in the queue bill in all?"),
        A("| Movement | Tickets | ALL |\n|---|---|---|\n| Automatic | 2 | " + v("2*12000", ",d") + " |\n| Manual | 1 | 9,000 |\n"
          "| Chronograph | 1 | 18,000 |\n| **Total** | **4** | **" + v("24000+9000+18000", ",d") + "** |"),
        U("If T-4398 is still here on 31 December, what will it owe?"),
        A("| Ticket | Days charged | ALL |\n|---|---|---|\n| T-4398 | " + v("(date(2026,12,31)-date(2026,12,10)).days", "d") + " | "
          + v("21*150", ",d") + " |"),
    ),
    run(6, KIMI_K2,
        U("We kept my watch on the winder for a week and checked it each morning against the atomic clock (ticket T-4460). Does it keep time well enough?"),
        C("get_accuracy_log", {"ticket": "T-4460"}, ACCURACY_6),
        A("<think>\nFrom 0 to +33 over " + v("(date(2026,12,7)-date(2026,12,1)).days", "d") + " days: 33 / 6 = " + v("33/6", ".1f") + " s/day. Window -4 to +8, inside.\n</think>\n\n"
          "It gained 33 seconds from 1 to 7 December, **+" + v("33/6", ".1f") + " s a day** on average, inside the -4 to +8 window: "
          "no service needed for accuracy."),
        U("How far off would it be after a month without setting it?"),
        A("<think>\n" + v("33/6", ".1f") + " × 30 = " + v("5.5*30", ".0f") + " s = " + v("165//60", "d") + " min " + v("165-120", "d") + " s.\n</think>\n\n"
          "About **" + v("5.5*30", ".0f") + " seconds** fast after 30 days, " + v("165//60", "d") + " min " + v("165-120", "d") + " s."),
        U("Was it steady from day to day?"),
        A("<think>\nDaily gains: " + v("5-0", "d") + ", " + v("11-5", "d") + ", " + v("16-11", "d") + ", " + v("22-16", "d") + ", " + v("27-22", "d") + ", " + v("33-27", "d") + ". Largest " + v("max(5,6,5,6,5,6)", "d") + ", smallest " + v("min(5,6,5,6,5,6)", "d") + ".\n</think>\n\n"
          "Yes: it gained between " + v("min(5,6,5,6,5,6)", "d") + " and " + v("max(5,6,5,6,5,6)", "d") + " seconds each day, a spread of " + v("6-5", "d") + " s."),
        U("And over a full week?"),
        A("<think>\n" + v("33/6", ".1f") + " × 7 = " + v("5.5*7", ".1f") + ".\n</think>\n\nAbout **[[35.8]] seconds** a week.",
          why="5.5 s a day over 7 days is 38.5 s; the model swapped two digits after an honest think"),
    ),
    run(7, GPT51,
        U("Mirëdita, kam faturën FAT-2612-0093. Sa TVSH kam paguar?"),
        C("get_invoice", {"invoice": "FAT-2612-0093"}, INVOICE_7),
        A("TVSH 20% është e përfshirë në totalin 2.650 lekë: 2.650 / 1,2 × 0,2 = **" + sq("2650/1.2*0.2", ",.2f") + " lekë**. "
          "Pa TVSH: " + sq("2650/1.2", ",.2f") + " lekë."),
        U("Sa bën në euro?"),
        C("get_rate", {"date": "2026-12-08"}, RATE),
        A("Me kursin e sotëm 97,85 lekë për 1 euro: 2.650 / 97,85 = **" + sq("2650/97.85", ",.2f") + " €**."),
        U("Deri kur kam garanci për baterinë?"),
        A("12 muaj nga 1 dhjetori 2026: deri më **1 dhjetor " + v("2026+1", "d") + "**."),
        U("Sa ishte shuma pa TVSH, ta shënoj?"),
        A("[[2.208,38]] lekë.", why="2,650 / 1.2 is 2,208.33; the model restated it one digit off"),
        U("Testi i ujit dhe guarnicionet sa kushtuan bashkë?"),
        A("800 + 650 = **" + sq("800+650") + " lekë**."),
    ),
    run(8, SONNET45,
        U("I'll bring three watches for batteries, one for a water resistance test, and a strap to fit. If I come when your bench is free today, when will it all be done?"),
        C("get_bench_day", {"date": "2026-12-08"}, BENCH_8),
        A("The bench is free from 11:40. The jobs take:\n\n- 3 batteries × 20 min = " + v("3*20", "d") + " min\n"
          "- Water resistance test: 35 min\n- Strap fitting: 10 min\n\n"
          "That is " + v("60+35+10", "d") + " minutes of bench work. From 11:40 it would end at "
          + v("datetime(2026,12,8,11,40)+timedelta(minutes=105)", "%H:%M") + ", but the bench stops for lunch from 13:00 to 13:30, so "
          "everything is ready at **" + v("datetime(2026,12,8,11,40)+timedelta(minutes=105+30)", "%H:%M") + "**."),
        U("And without the strap?"),
        A(v("60+35", "d") + " minutes: " + v("datetime(2026,12,8,11,40)+timedelta(minutes=95)", "%H:%M") + " plus the lunch break, so **"
          + v("datetime(2026,12,8,11,40)+timedelta(minutes=95+30)", "%H:%M") + "**."),
        U("What will the batteries and the test cost?"),
        A("3 × 1,200 + 800 = **ALL " + v("3*1200+800", ",d") + "**. The strap fitting has no price in our rules; the counter will quote it."),
        U("Can I pay in euros?"),
        C("get_rate", {"date": "2026-12-08"}, RATE),
        A("Yes, at today's rate of 97.85: ALL " + v("3*1200+800", ",d") + " / 97.85 = **EUR " + v("4400/97.85", ".2f") + "**."),
        U("So with the strap, what time should I come back?"),
        A("Come back at **[[13:35]]**, everything will be ready.", why="with the strap the work ends at 13:55 after lunch; the model restated it one digit off"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Restoring a 1960s manual wind watch: new crystal, crown, mainspring, balance staff, dial refinish and hands. Parts total and the full job after the diagnosis?"),
        C("get_parts", {"category": "vintage"}, PARTS_9),
        A("1. Crystal + crown: 1,800 + 1,450 = [[3,350]]\n2. Mainspring + balance staff: 2,100 + 3,900 = " + v("2100+3900", ",d") + "\n"
          "3. Dial refinish + hands: 7,500 + 2,600 = " + v("7500+2600", ",d") + "\n4. Parts total: **" + v("1800+1450+2100+3900+7500+2600", ",d")
          + " lekë**\n5. Manual service: 9,000\n6. Less diagnosis: -1,500\n7. Job total: **" + v("19350+9000-1500", ",d") + " lekë**",
          why="1,800 + 1,450 is 3,250; the model wrote one digit off in a step (the total is right)"),
        U("What share is parts?"),
        A("1. Parts " + v("1800+1450+2100+3900+7500+2600", ",d") + " of " + v("19350+9000", ",d") + " before the deduction: " + v("19350/28350*100", ".1f") + "%."),
        U("If we keep the original dial?"),
        A("1. Without the refinish: " + v("26850-7500", ",d") + " lekë."),
        U("And express?"),
        A("1. Labour + 40%: 9,000 × 1.4 = " + v("9000*1.4", ",.0f") + "\n2. Total: " + v("26850-9000+12600", ",d") + " lekë\n"
          "3. Ready in " + v("21/2", ".1f") + " days instead of 21."),
    ),
    run(10, HAIKU45,
        U("You serviced my Hamilton (T-3180) last year and now it loses about 12 seconds a day. Is that covered?"),
        C("get_warranty", {"ticket": "T-3180"}, WARRANTY_10),
        A("Yes. You collected it on 18 March 2025 and the service warranty runs 24 months, to **"
          + v("date(2025+2,3,18)", "%-d %B %Y") + "**: " + v("(date(2027,3,18)-date(2026,12,8)).days", "d") + " days from today. "
          "At -12 s a day it is outside the -4 to +8 window, so we correct it free of charge."),
        U("What would it have cost without the warranty?"),
        A("A manual-wind service is ALL 9,000; the ALL 1,500 diagnosis is deducted when the repair is done, so ALL 9,000 in all."),
        U("How much does it lose in a week at that rate?"),
        A("12 × 7 = **" + v("12*7", "d") + " seconds** a week."),
        U("How many days of warranty are left, again?"),
        A("[[110]] days, to 18 March " + v("2025+2", "d") + ".", why="18 March 2027 is 100 days after 8 December 2026; the model restated it one digit off"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("eur rate?"),
        C("get_rate", {"date": "2026-12-08"}, RATE),
        A("97.85 lekë."),
        U("battery in eur?"),
        A("€" + v("1200/97.85", ".2f") + "."),
        U("auto service?"),
        A("€" + v("12000/97.85", ".2f") + "."),
        U("in usd?"),
        A("$" + v("12000/84.10", ".2f") + "."),
        U("chrono service eur?"),
        A("€[[183.69]].", why="18,000 / 97.85 is 183.96; the model swapped the last two digits"),
    ),
    run(12, LLAMA4,
        U("t-4277 still not collected?"),
        C("get_ready_watch", {"ticket": "T-4277"}, READY_12),
        A("Ready since 2026-10-12. Storage from " + v("date(2026,10,12)+timedelta(days=30)", "%Y-%m-%d") + ": "
          + v("(date(2026,12,8)-date(2026,11,11)).days", "d") + " days × 150 = " + v("27*150", ",d") + " lekë."),
        U("total to pay?"),
        A(v("12000+4050", ",d") + " lekë."),
        U("if he comes friday?"),
        A(v("(date(2026,12,11)-date(2026,11,11)).days", "d") + " days: " + v("12000+30*150", ",d") + " lekë."),
        U("days since last notice?"),
        A(v("(date(2026,12,8)-date(2026,11,12)).days", "d") + "."),
    ),
]
