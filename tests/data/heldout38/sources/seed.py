"""seed runs: the assistant of a community rice seed bank near Luang Prabang (tools designed for this
set: an accession, an NGO order, a cold room's meter, a parcel and the day's rate as JSON, germination
tests, regeneration plots and a week's field days as CSV text, the packet stock as a markdown table, an
invoice as plain text), with fresh seed dried to 6% moisture and cleaned, drying and test windows into
dates, viability against a threshold, packets after a base sample, an NGO discount and VAT, a courier
by the kilo rounded up, plots' seed and yield by the square metre, a cold room's kilowatt-hours,
dollars and baht at the day's rate; tool results and answers written here, in the styles of GPT-5.1
and Gemini 3 Pro in Lao (Lao digits, a dot between thousands and a decimal comma: `໗໕໖.໐໐໐ ກີບ`,
`໑໘ ກຸມພາ ໒໐໒໗`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables),
Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4
(a few words)."""

from _heldout38_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout38_seed import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"seed-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def lx(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Lao spelling: Lao digits, a dot between thousands, a decimal comma."""
    return v("lo(" + expr + ", '" + spec + "')", "s")


def lday(expr: str) -> str:
    """A computed date's day of the month in Lao digits."""
    return v("lao('%d' % (" + expr + ").day)", "s")


RATE = {"date": "2027-02-09", "lak_per_usd": 21850, "lak_per_thb": 642.5, "source": "Bank of the Lao PDR"}
ACC_1 = {"accession": "HK-0412", "variety": "Khao Kai Noi", "village": "Ban Xang Hai", "fresh_kg": 18.6, "moisture_pct": 14,
         "collected": "2027-01-28"}
GERM_2 = csv("accession,variety,sown,germinated,started", "HK-0388,Khao Kai Noi,200,183,2027-01-20", "HK-0391,Mak Hin Sung,200,162,2027-01-20",
             "HK-0397,Khao Deng,200,171,2027-01-22", "HK-0402,Hom Nang Nuan,200,188,2027-01-25")
STOCK_3 = ("| accession | variety | kg | packets (250 g) |\n|---|---|---|---|\n| HK-0371 | Khao Kai Noi | 42.5 | 170 |\n"
           "| HK-0375 | Mak Hin Sung | 18.25 | 73 |\n| HK-0380 | Khao Deng | 27.0 | 108 |\n| HK-0384 | Hom Nang Nuan | 9.75 | 39 |")
ORDER_4 = {"order": "NGO-2702-06", "buyer": "Mekong Seed Network", "packets": {"Khao Kai Noi": 24, "Khao Deng": 16, "Hom Nang Nuan": 8},
           "ordered": "2027-02-08", "ship_to": "Pakse", "packing_kg": 0.6}
FIELD_5 = csv("worker,mon,tue,wed,thu,fri,sat", "Bounmy,1,1,1,1,1,0.5", "Somphone,1,1,0,1,1,0.5", "Vilay,0.5,1,1,1,0,0",
              "Khamla,1,0,1,1,1,1")
PLOTS_6 = csv("plot,accession,m2,sown,days_to_harvest", "P-1,HK-0391,600,2026-11-14,105", "P-2,HK-0356,800,2026-11-20,118",
              "P-3,HK-0363,400,2026-12-02,96")
COLD_7 = {"room": "CR-1", "setpoint_c": -18, "meter_kwh": {"2027-01-01": 48215.4, "2027-02-01": 50619.8}, "rated_kw": 3.2,
          "accessions": 412}
PARCEL_8 = {"parcel": "CP-0209-3", "to": "Savannakhet", "weight_kg": 7.3, "packets": 24, "courier": "Lao Post EMS",
            "picked_up": "2027-02-09T10:30", "transit_hours": 31}
INVOICE_9 = """HOUAY KHOT COMMUNITY SEED BANK          INVOICE SB-2701-019
Date: 2027-01-25
Buyer: Green Fields Association, Vang Vieng
Khao Deng          30 pkt x   20.000         600.000
Mak Hin Sung       12 pkt x   20.000         240.000
Subtotal                                     840.000
Discount 10%                                 -84.000
VAT 10%                                       75.600
Total (LAK)                                  831.600
Payment within 30 days"""
ACC_12 = {"accession": "HK-0415", "variety": "Hom Nang Nuan", "fresh_kg": 9.4, "moisture_pct": 16, "collected": "2027-02-03"}

RUNS = [
    run(1, GPT51,
        U("ສະບາຍດີ. HK-0412 ທີ່ເກັບມາຈາກບ້ານຊ່າງໄຮ້ ຕາກແຫ້ງແລ້ວຈະເຫຼືອຈັກກິໂລ?"),
        C("get_accession", {"accession": "HK-0412"}, ACC_1),
        A("HK-0412 (Khao Kai Noi), ສົດ ໑໘,໖ ກິໂລ, ຄວາມຊຸ່ມ ໑໔%:\n\n"
          "- ຕາກແຫ້ງເຖິງ ໖%: ໑໘,໖ × " + lx("100-14") + " ÷ ໙໔ = **" + lx("18.6*86/94", ".2f") + " ກິໂລ**\n"
          "- ຫຼັງທຳຄວາມສະອາດ (ເສຍ ໔%): " + lx("18.6*86/94", ".2f") + " × ໐,໙໖ = **" + lx("18.6*86/94*0.96", ".2f") + " ກິໂລ**"),
        U("ຕາກແຫ້ງແລ້ວວັນໃດ ແລະ ທົດສອບການງອກແລ້ວວັນໃດ?"),
        A("- ເກັບວັນທີ ໒໘ ມັງກອນ ໒໐໒໗ + ໒໑ ວັນ → ຕາກແຫ້ງແລ້ວ **" + lday("date(2027,1,28)+timedelta(days=21)") + " ກຸມພາ ໒໐໒໗**\n"
          "- ທົດສອບ ໑໔ ວັນ → ແລ້ວ **" + lday("date(2027,1,28)+timedelta(days=35)") + " ມີນາ ໒໐໒໗**"),
        U("ໄດ້ຈັກຊອງ ແລະ ມູນຄ່າເທົ່າໃດຖ້າຂາຍໃຫ້ຊາວນາ?"),
        A("ເກັບຕົວຢ່າງຫຼັກ ໕໐໐ ກຣາມ, ທີ່ເຫຼືອແບ່ງເປັນຊອງ ໒໕໐ ກຣາມ:\n\n"
          "- (" + lx("18.6*86/94*0.96", ".2f") + " − ໐,໕) ÷ ໐,໒໕ = " + lx("(18.6*86/94*0.96-0.5)/0.25", ".1f") + " → **" + lx("int((18.6*86/94*0.96-0.5)/0.25)", ",.0f") + " ຊອງ**\n"
          "- " + lx("63", ",.0f") + " × ໑໒.໐໐໐ = **" + lx("63*12000") + " ກີບ**"),
        U("ອີກຈັກມື້ຈຶ່ງທົດສອບແລ້ວ?"),
        A("ມື້ນີ້ ໙ ກຸມພາ, ທົດສອບແລ້ວ ໔ ມີນາ: **" + lx("(date(2027,3,4)-date(2027,2,9)).days", ",.0f") + " ມື້**."),
        U("ມູນຄ່າຊອງທັງໝົດອີກເທື່ອໜຶ່ງ?"),
        A("**[[໗໖໖.໐໐໐]] ກີບ**.", why="63 packets at 12,000 LAK are 756,000 LAK; the model restated it one digit off in Lao digits"),
    ),
    run(2, OPUS45,
        U("Which of the January germination tests passed?"),
        C("get_germination_tests", {"from": "2027-01-20"}, GERM_2),
        A("**Germination tests** (200 seeds each, threshold 85%):\n\n| Accession | Variety | Germinated | Viability | Test ended | Result |\n|---|---|---|---|---|---|\n"
          "| HK-0388 | Khao Kai Noi | 183 | " + v("183/200*100", ".1f") + "% | " + v("date(2027,1,20)+timedelta(days=14)", "%-d %b") + " | pass |\n"
          "| HK-0391 | Mak Hin Sung | 162 | " + v("162/200*100", ".1f") + "% | " + v("date(2027,1,20)+timedelta(days=14)", "%-d %b") + " | **regenerate** |\n"
          "| HK-0397 | Khao Deng | 171 | " + v("171/200*100", ".1f") + "% | " + v("date(2027,1,22)+timedelta(days=14)", "%-d %b") + " | pass |\n"
          "| HK-0402 | Hom Nang Nuan | 188 | " + v("188/200*100", ".1f") + "% | " + v("date(2027,1,25)+timedelta(days=14)", "%-d %b") + " | pass |\n\n"
          "HK-0397 passes by only " + v("85.5-85", ".1f") + " points."),
        U("Average viability?"),
        A("(" + v("183/2", ".1f") + " + " + v("162/2", ".1f") + " + " + v("171/2", ".1f") + " + " + v("188/2", ".1f") + ") / 4 = **"
          + v("(91.5+81+85.5+94)/4", ".1f") + "%**, but the mean hides HK-0391's " + v("85-81", "d") + "-point shortfall."),
        U("We want 15 kg of fresh seed of HK-0391 back. How much do we sow and on how much land?"),
        A("- At 30 kg of seed per kg sown: 15 / 30 = **" + v("15/30", ".1f") + " kg** of seed\n"
          "- At 1 kg per 400 m²: " + v("15/30", ".1f") + " × 400 = **" + v("0.5*400", ".0f") + " m²**\n"
          "- That is about " + v("15/30/0.25", ".0f") + " packets' worth of seed, if it comes from stock."),
        U("How many HK-0391 seeds germinated, again?"),
        A("**[[126]]** of 200.", why="162 of HK-0391's 200 seeds germinated; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ສາງມີເມັດພັນຫຼາຍປານໃດ ແລະ ມູນຄ່າເທົ່າໃດ?"),
        C("get_stock", {"room": "CR-1"}, STOCK_3),
        A("- ນ້ຳໜັກລວມ: ໔໒,໕ + ໑໘,໒໕ + ໒໗,໐ + ໙,໗໕ = **" + lx("42.5+18.25+27.0+9.75", ".1f") + " ກິໂລ**\n"
          "- ຊອງລວມ: **" + lx("170+73+108+39", ",.0f") + " ຊອງ**\n"
          "- ລາຄາຊາວນາ: " + lx("390", ",.0f") + " × ໑໒.໐໐໐ = **" + lx("390*12000") + " ກີບ**"),
        U("ຖ້າອົງການ NGO ຊື້ທັງໝົດເດ?"),
        A("- " + lx("390", ",.0f") + " × ໒໐.໐໐໐ = " + lx("390*20000") + " ກີບ\n- ຫຼຸດ ໑໐%: " + lx("7800000*0.9") + " ກີບ\n"
          "- ອາກອນ ໑໐%: " + lx("7020000*0.1") + " ກີບ\n- **ລວມ: " + lx("7020000*1.1") + " ກີບ**"),
        U("ເປັນໂດລາເທົ່າໃດ?"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("- ອັດຕາ: ໑ USD = ໒໑.໘໕໐ ກີບ\n- " + lx("7722000") + " ÷ ໒໑.໘໕໐ = **" + lx("7722000/21850", ",.2f") + " USD**"),
        U("ຄ່າເກັບຮັກສາຕໍ່ປີເທົ່າໃດ?"),
        A("- " + lx("4", ",.0f") + " ສາຍພັນ × ໔.໕໐໐ = **" + lx("4*4500") + " ກີບ** ຕໍ່ປີ"),
        U("ຍອດ NGO ລວມອີກເທື່ອໜຶ່ງ?"),
        A("- **[[໗.໒໗໒.໐໐໐]] ກີບ**", why="the NGO total with VAT is 7,722,000 LAK; the model restated it with two digits swapped in Lao digits"),
    ),
    run(4, QWEN3,
        U("Price the Mekong Seed Network order."),
        C("get_order", {"order": "NGO-2702-06"}, ORDER_4),
        A("| Variety | Packets | LAK |\n|---|---|---|\n| Khao Kai Noi | 24 | " + v("24*20000", ",d") + " |\n| Khao Deng | 16 | " + v("16*20000", ",d")
          + " |\n| Hom Nang Nuan | 8 | " + v("8*20000", ",d") + " |\n| Subtotal | " + v("24+16+8", "d") + " | " + v("48*20000", ",d") + " |\n"
          "| Discount 10% | | -" + v("960000*0.1", ",.0f") + " |\n| Net | | " + v("960000*0.9", ",.0f") + " |\n| VAT 10% | | " + v("864000*0.1", ",.0f")
          + " |\n| **Total** | | **" + v("864000*1.1", ",.0f") + "** |"),
        U("Courier to Pakse?"),
        A("| Item | Value |\n|---|---|\n| Seed | " + v("48*0.25", ".1f") + " kg |\n| Packing | 0.6 kg |\n| Parcel | " + v("12+0.6", ".1f") + " kg |\n"
          "| Over 5 kg | " + v("12.6-5", ".1f") + " → " + v("-(-(126-50)//10)", "d") + " kg |\n| Charge | 35,000 + " + v("8*6000", ",d") + " = **"
          + v("35000+48000", ",d") + " LAK** |"),
        U("Grand total with the courier?"),
        A("| Order | Courier | Grand total |\n|---|---|---|\n| " + v("950400", ",d") + " | " + v("83000", ",d") + " | **" + v("950400+83000", ",d") + " LAK** |"),
        U("What share of the packets is Khao Kai Noi?"),
        A("| Khao Kai Noi | All | Share |\n|---|---|---|\n| 24 | " + v("48", "d") + " | " + v("24/48*100", ".1f") + "% |"),
        U("VAT again?"),
        A("| VAT 10% |\n|---|\n| [[84,600]] LAK |", why="the VAT is 86,400 LAK; the model restated it with two digits swapped"),
    ),
    run(5, KIMI_K2,
        U("What do we owe the field workers for last week?"),
        C("get_field_days", {"week": "2027-W05"}, FIELD_5),
        A("<think>\n95,000 a day.\nBounmy 1+1+1+1+1+0.5 = " + v("5.5", "g") + " × 95,000 = " + v("5.5*95000", ",.0f") + ".\nSomphone 1+1+0+1+1+0.5 = "
          + v("4.5", "g") + " → " + v("4.5*95000", ",.0f") + ".\nVilay 0.5+1+1+1 = " + v("3.5", "g") + " → " + v("3.5*95000", ",.0f")
          + ".\nKhamla 1+0+1+1+1+1 = " + v("5", "d") + " → " + v("5*95000", ",d") + ".\nTotal " + v("522500+427500+332500+475000", ",d") + ".\n</think>\n\n"
          "| Worker | Days | LAK |\n|---|---|---|\n| Bounmy | " + v("5.5", "g") + " | " + v("5.5*95000", ",.0f") + " |\n| Somphone | " + v("4.5", "g") + " | "
          + v("4.5*95000", ",.0f") + " |\n| Vilay | " + v("3.5", "g") + " | " + v("3.5*95000", ",.0f") + " |\n| Khamla | " + v("5", "d") + " | "
          + v("5*95000", ",d") + " |\n\n**Total: " + v("1757500", ",d") + " LAK** for " + v("5.5+4.5+3.5+5", "g") + " days."),
        U("In baht?"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("<think>\n1,757,500 / 642.5.\n</think>\n\n**฿" + v("1757500/642.5", ",.2f") + "**."),
        U("Average per worker?"),
        A("<think>\n" + v("1757500", ",d") + " / 4.\n</think>\n\n**" + v("1757500/4", ",.0f") + " LAK**."),
        U("Somphone's pay again?"),
        A("<think>\n" + v("4.5", "g") + " × 95,000 = " + v("4.5*95000", ",.0f") + ".\n</think>\n\n**[[472,500]] LAK**.",
          why="Somphone worked 4.5 days, 427,500 LAK; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("ແປງປູກຟື້ນຟູແຕ່ລະແປງໃຊ້ເມັດພັນຈັກກິໂລ ແລະ ຈະໄດ້ຄືນເທົ່າໃດ?"),
        C("get_plots", {"season": "2026-27"}, PLOTS_6),
        A("ອັດຕາ ໑ ກິໂລ ຕໍ່ ໔໐໐ ມ², ໄດ້ຄືນ ໓໐ ເທົ່າ:\n\n"
          "- P-1 (HK-0391), ໖໐໐ ມ²: " + lx("600/400", ".1f") + " ກິໂລ → " + lx("1.5*30", ",.0f") + " ກິໂລ\n"
          "- P-2 (HK-0356), ໘໐໐ ມ²: " + lx("800/400", ",.0f") + " ກິໂລ → " + lx("2*30", ",.0f") + " ກິໂລ\n"
          "- P-3 (HK-0363), ໔໐໐ ມ²: " + lx("400/400", ",.0f") + " ກິໂລ → " + lx("1*30", ",.0f") + " ກິໂລ\n\n"
          "**ລວມ " + lx("45+60+30", ",.0f") + " ກິໂລ** ຈາກ " + lx("1.5+2+1", ".1f") + " ກິໂລທີ່ຫວ່ານ."),
        U("ເກັບກ່ຽວວັນໃດ?"),
        A("- P-1: ໑໔ ພະຈິກ ໒໐໒໖ + ໑໐໕ ວັນ → **" + lday("date(2026,11,14)+timedelta(days=105)") + " ກຸມພາ ໒໐໒໗**\n"
          "- P-2: ໒໐ ພະຈິກ ໒໐໒໖ + ໑໑໘ ວັນ → **" + lday("date(2026,11,20)+timedelta(days=118)") + " ມີນາ ໒໐໒໗**\n"
          "- P-3: ໒ ທັນວາ ໒໐໒໖ + ໙໖ ວັນ → **" + lday("date(2026,12,2)+timedelta(days=96)") + " ມີນາ ໒໐໒໗**"),
        U("ອີກຈັກມື້ຈະເກັບແປງທຳອິດ?"),
        A("P-1 ວັນທີ ໒໗ ກຸມພາ: ອີກ **" + lx("(date(2027,2,27)-date(2027,2,9)).days", ",.0f") + " ມື້**."),
        U("໑໓໕ ກິໂລ ແບ່ງໄດ້ຈັກຊອງ?"),
        A(lx("135", ",.0f") + " ÷ ໐,໒໕ = **" + lx("135/0.25", ".0f") + " ຊອງ** (ຍັງບໍ່ໄດ້ຫັກຕົວຢ່າງຫຼັກ ແລະ ການຕາກແຫ້ງ)."),
        U("P-2 ເກັບວັນໃດ?"),
        A("P-2 ເກັບວັນທີ **[[໑໙]] ມີນາ ໒໐໒໗**.", why="P-2 was sown on 2026-11-20 with 118 days to harvest, 18 March 2027; the model restated it a day on in Lao digits"),
    ),
    run(7, SONNET45,
        U("How much power did the cold room use in January, and what did it cost?"),
        C("get_cold_room", {"room": "CR-1", "month": "2027-01"}, COLD_7),
        A("**Cold room CR-1, January**\n\n- Meter: 50,619.8 − 48,215.4 = **" + v("50619.8-48215.4", ",.1f") + " kWh** over "
          + v("(date(2027,2,1)-date(2027,1,1)).days", "d") + " days (" + v("31*24", "d") + " hours)\n"
          "- Average draw " + v("2404.4/744", ".2f") + " kW against the rated 3.2 kW\n"
          "- Cost: " + v("2404.4", ",.1f") + " × 1,100 = **" + v("2404.4*1100", ",.0f") + " LAK**"),
        U("Per accession?"),
        A("- " + v("2644840", ",d") + " / 412 = **" + v("2644840/412", ",.2f") + " LAK** per accession for the month\n"
          "- A year at this rate: " + v("2644840*12", ",d") + " LAK, against storage fees of 412 × 4,500 = " + v("412*4500", ",d") + " LAK"),
        U("January's power bill in dollars?"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("" + v("2644840", ",d") + " / 21,850 = **$" + v("2644840/21850", ",.2f") + "**."),
        U("When was the room last defrosted?"),
        A("The last defrost was logged on **[[12 January 2027]]**.", why="the cold room's record carries no defrost date; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Parcel CP-0209-3: what does the courier cost?"),
        C("get_parcel", {"parcel": "CP-0209-3"}, PARCEL_8),
        A("1. First 5 kg: 35,000 LAK\n2. Above: 7.3 − 5 = " + v("7.3-5", ".1f") + " kg → " + v("-(-(73-50)//10)", "d") + " kg × 6,000 = "
          + v("3*6000", ",d") + " LAK\n3. **Total: " + v("35000+18000", ",d") + " LAK**"),
        U("When does it reach Savannakhet?"),
        A("1. Picked up 9 February 10:30\n2. Transit 31 hours\n3. **" + v("datetime(2027,2,9,10,30)+timedelta(hours=31)", "%-d %B %H:%M") + "**"),
        U("How much of the weight is seed?"),
        A("1. 24 × 0.25 = " + v("24*0.25", ".1f") + " kg of seed\n2. Packing: 7.3 − " + v("6", "d") + " = **" + v("7.3-6", ".1f") + " kg**"),
        U("Courier per packet?"),
        A("1. " + v("53000", ",d") + " / 24 = **" + v("53000/24", ",.2f") + " LAK** a packet"),
        U("Tracking number?"),
        A("1. **[[EE 418 302 775 LA]]**", why="the parcel record carries no tracking number; the model invented one"),
    ),
    run(9, HAIKU45,
        U("When is Green Fields' invoice SB-2701-019 due?"),
        C("get_invoice", {"invoice": "SB-2701-019"}, INVOICE_9),
        A("SB-2701-019 is dated 25 January 2027, payable within 30 days: due **" + v("date(2027,1,25)+timedelta(days=30)", "%-d %B %Y")
          + "**, " + v("(date(2027,2,24)-date(2027,2,9)).days", "d") + " days from today. Total **831,600 LAK**."),
        U("How many packets and how much seed?"),
        A("- " + v("30+12", "d") + " packets (30 Khao Deng, 12 Mak Hin Sung)\n- " + v("42*0.25", ".1f") + " kg of seed"),
        U("In baht?"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("831,600 / 642.5 = **฿" + v("831600/642.5", ",.2f") + "**."),
        U("What did they pay per packet in the end?"),
        A(v("831600", ",d") + " / " + v("42", "d") + " = **" + v("831600/42", ",.0f") + " LAK**, against the list 20,000."),
        U("How much was the discount?"),
        A("**[[85,000]] LAK** (10%).", why="the invoice's 10% discount is 84,000 LAK; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("A farmer brings 25 kg of fresh seed at 18% moisture. What do we keep after drying and cleaning?"),
        A("<think>\n25 × " + v("100-18", "d") + " / 94 = " + v("25*82/94", ".4f") + ". × 0.96 = " + v("25*82/94*0.96", ".4f") + ".\n</think>\n\n"
          "- Dried to 6%: **" + v("25*82/94", ".2f") + " kg**\n- Cleaned: **" + v("25*82/94*0.96", ".2f") + " kg**"),
        U("How many packets, and their value at the farmers' price?"),
        A("<think>\n(" + v("25*82/94*0.96", ".3f") + " − 0.5) / 0.25 = " + v("(25*82/94*0.96-0.5)/0.25", ".2f") + " → " + v("int((25*82/94*0.96-0.5)/0.25)", "d")
          + ".\n</think>\n\n- **" + v("int((25*82/94*0.96-0.5)/0.25)", "d") + " packets** after the 500 g base sample\n- "
          + v("81*12000", ",d") + " LAK"),
        U("If it was collected today, when is it dried and when is the test done?"),
        A("<think>\n9 Feb + 21 = " + v("date(2027,2,9)+timedelta(days=21)", "%-d %b") + "; + 14 = " + v("date(2027,2,9)+timedelta(days=35)", "%-d %b")
          + ".\n</think>\n\n- Dried: **" + v("date(2027,2,9)+timedelta(days=21)", "%-d %B") + "**\n- Test done: **" + v("date(2027,2,9)+timedelta(days=35)", "%-d %B") + "**"),
        U("Dry weight again, before cleaning?"),
        A("<think>\n18% down to 6% is 12 points: 25 × 0.88.\n</think>\n\n**[[22.00]] kg**.",
          why="dried to 6% the seed weighs 25 x 82 / 94 = 21.81 kg; the model took 12 points off the fresh weight instead"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("1 USD = 21,850 LAK."),
        U("farmer packet in usd"),
        A("$" + v("12000/21850", ".2f") + "."),
        U("ngo packet in baht"),
        A("฿" + v("20000/642.5", ".2f") + "."),
        U("usd in baht"),
        A("฿" + v("21850/642.5", ".2f") + "."),
        U("storage per accession in usd"),
        A("$" + v("4500/21850", ".2f") + " a year."),
    ),
    run(12, LLAMA4,
        U("HK-0415 dry weight?"),
        C("get_accession", {"accession": "HK-0415"}, ACC_12),
        A(v("9.4*84/94", ".2f") + " kg (from 9.4 kg at 16%)."),
        U("dried when?"),
        A(v("date(2027,2,3)+timedelta(days=21)", "%-d %B") + "."),
        U("packets?"),
        A(v("int((9.4*84/94*0.96-0.5)/0.25)", "d") + "."),
        U("test done?"),
        A("[[11 March]].", why="drying ends on 24 February and the 14-day test on 10 March; the model wrote a day on"),
    ),
]
