"""mussel runs: the assistant of a mussel growers' co-operative on the Ría de Arousa (Bateas Ría de
Arousa, tools designed for this set: a harvest, a raft, a depuration lot, an export order, a seed
purchase, a crane boat's day and the day's rate as JSON, biotoxin closures, a rope log and a crew's
week as CSV text, a delivery note as plain text), with mussels by the kilo and a bonus by the kilo
above a meat yield, seed by the metre of rope, a thinning day 110 days on and the ropes it makes, a
rope's expected harvest, a depuration end clock 22 hours on, boxes and pallets rounded up, days closed
for biotoxins, a crane boat's end clock, overtime by the day; tool results and answers written here,
in the styles of GPT-5.1 and Mistral Large 3 in Galician (`4.853,36 €`, `17 de xaneiro`, `21,3 %`),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3
(tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few
words)."""

from _heldout35_models import GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout35_mussel import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"mussel-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def gl(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Galician spelling, a dot between thousands and a decimal comma: `4.853,36`."""
    return v("de(" + expr + ", '" + spec + "')", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, before a Galician month name: `17 de xaneiro`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-21", "eur_usd": 1.0512, "eur_gbp": 0.8731, "source": "ECB reference rate"}
HARVEST_1 = {"harvest": "CO-1218-02", "batea": "A-47", "polygon": "Vilanova A", "date": "2026-12-18", "ropes": 38, "kg": 4712,
             "market": "fresh", "meat_yield_pct": 21.3}
BATEA_2 = {"batea": "B-12", "polygon": "Cambados C", "ropes_seeded": 420, "rope_m": 12, "seeded": "2026-09-02", "seed": "rock seed"}
LOT_3 = {"lot": "DP-1220-07", "plant": "Depuradora O Grove", "tank": 2, "tank_kg": 4000, "in": "2026-12-20T19:40", "kg": 3860,
         "batea": "A-47", "market": "fresh"}
CLOSURES_4 = csv("polygon,closed,reopened,reason", "Vilanova A,2026-10-03,2026-10-21,DSP", "Cambados C,2026-10-10,2026-11-04,DSP",
                 "Vilanova A,2026-11-15,2026-11-26,ASP", "Ribeira B,2026-11-20,2026-12-09,DSP")
ROPES_5 = csv("rope,batea,length_m,kg,meat_yield_pct", "A47-112,A-47,12,138,21.0", "A47-113,A-47,12,126,19.4",
              "A47-114,A-47,11,119,20.2", "A47-115,A-47,12,141,22.1", "A47-116,A-47,12,117,18.6")
HOURS_6 = csv("worker,mon,tue,wed,thu,fri,sat", "Xosé Lago,9,8,10,8,9,0", "Antía Piñeiro,8,8,8,8,8,8",
              "Brais Outeiro,10,10,0,9,8,8", "Uxía Regueira,8,11,8,0,8,9")
ALBARAN_7 = """BATEAS RIA DE AROUSA S.C.G. - ALBARAN AL-2612-0311   14/12/2026
Cliente: Depuradora O Grove S.L. (C-0044)
Mexillon fresco   A-47   2.140 kg x 1,03    2.204,20
Mexillon coccion  B-12   3.600 kg x 0,62    2.232,00
Mexillon coccion  C-05   1.275 kg x 0,70      892,50
BASE                                        5.328,70
IVE 10%                                       532,87
TOTAL EUR                                   5.861,57
Pagamento a 30 dias da data do albaran"""
ORDER_8 = {"order": "EX-2612-014", "buyer": "Harbour Fish Ltd, Brixham", "boxes": 180, "box_kg": 15, "price_eur_kg": 2.35,
           "ships": "2026-12-22", "terms_days": 45}
BOAT_9 = {"boat": "Mar de Arousa II", "date": "2026-12-22", "batea": "C-05", "ropes_to_lift": 46, "start": "07:10", "crew": 3}
SEED_10 = {"purchase": "SE-2611-08", "supplier": "Mexilla Costa da Morte", "date": "2026-11-26", "kg": 2350, "price_eur_kg": 1.60,
           "batea": "C-05"}
LOT_12 = {"lot": "DP-1221-02", "plant": "Depuradora O Grove", "tank": 1, "in": "2026-12-21T06:15", "kg": 2980}

RUNS = [
    run(1, GPT51,
        U("Bos días, son o titular da batea A-47. Canto me pagades pola colleita do 18 de decembro e cando?"),
        C("get_harvest", {"batea": "A-47", "date": "2026-12-18"}, HARVEST_1),
        A("A colleita CO-1218-02 do 18 de decembro: 38 cordas e 4.712 kg para fresco. O rendemento en carne foi do 21,3 %, por riba "
          "do 20 %, así que o prezo é 0,95 + 0,08 = " + gl("0.95+0.08") + " €/kg.\n\n"
          "- Importe: 4.712 kg × " + gl("1.03") + " € = " + gl("4712*1.03") + " €\n"
          "- IVE 10 %: " + gl("4712*1.03*0.10") + " €\n"
          "- **Total: " + gl("4712*1.03*1.10") + " €**\n\n"
          "O pagamento faise aos 30 días da data: o **" + day("date(2026,12,18)+timedelta(days=30)") + " de xaneiro de " + v("(date(2026,12,18)+timedelta(days=30)).year", "d") + "**."),
        U("E canto saíu por corda?"),
        A("4.712 kg / 38 cordas = **" + gl("4712/38", ",.1f") + " kg por corda**. A previsión é de 12 m × 11 kg = " + v("12*11", "d")
          + " kg, así que quedaron " + gl("132-4712/38", ",.1f") + " kg por debaixo en cada corda."),
        U("E en dólares canto é?"),
        C("get_rate", {"date": "2026-12-21"}, RATE),
        A("Ao cambio de hoxe (1 € = 1,0512 $): " + gl("4712*1.03*1.10") + " € × 1,0512 = **" + gl("5338.70*1.0512") + " $**."),
        U("Repíteme o total en euros, que o apunto."),
        A("**[[5.383,70]] €**, IVE incluído.", why="the harvest's total is 5.338,70 €; the model restated it with two digits swapped"),
    ),
    run(2, MISTRAL_L3,
        U("Canta semente levou a batea B-12 e canto nos custou?"),
        C("get_batea", {"batea": "B-12"}, BATEA_2),
        A("A B-12 sementouse o 2 de setembro con 420 cordas de 12 m:\n\n"
          "420 × 12 m × 1,4 kg = **" + gl("420*12*1.4", ",.0f") + " kg de semente**, que a 1,60 €/kg son **" + gl("7056*1.6") + " €**."),
        U("E cando toca o desdobre?"),
        A("Aos 110 días da sementeira: o **" + day("date(2026,9,2)+timedelta(days=110)") + " de decembro**, é dicir, hoxe mesmo."),
        U("Cantas cordas teremos despois?"),
        A("420 × 2,5 = **" + gl("420*2.5", ",.0f") + " cordas**."),
        U("E que colleita esperamos delas?"),
        A(gl("420*2.5", ",.0f") + " cordas × 12 m × 11 kg = **" + gl("1050*12*11", ",.0f") + " kg**. Para cocción, a 0,62 €/kg, serían "
          + gl("138600*0.62") + " €."),
        U("E se fose todo para fresco?"),
        A(gl("1050*12*11", ",.0f") + " kg × 0,95 € = **[[131.760,00]] €** (sen contar a bonificación por rendemento).",
          why="138,600 kg at 0.95 € is 131.670,00 €; the model wrote it with two digits swapped"),
    ),
    run(3, OPUS45,
        U("When can lot DP-1220-07 come out of depuration, and how many 15 kg boxes will it fill?"),
        C("get_depuration_lot", {"lot": "DP-1220-07"}, LOT_3),
        A("**DP-1220-07** went into tank 2 at O Grove at 19:40 yesterday (20 December) with 3,860 kg from A-47.\n\n"
          "- **Earliest release:** 19:40 + 22 h = **" + v("datetime(2026,12,20,19,40)+timedelta(hours=22)", "%H:%M") + " today**, "
          + v("datetime(2026,12,20,19,40)+timedelta(hours=22)", "%-d %B") + "\n"
          "- **Boxes:** 3,860 / 15 = " + v("3860/15", ".2f") + ", so **" + v("3860//15", "d") + " full boxes** and " + v("3860-257*15", "d")
          + " kg over\n"
          "- **Tank use:** 3,860 of 4,000 kg, " + v("3860/4000*100", ".1f") + "% full"),
        U("What's the lot worth at the fresh price?"),
        A("At the base fresh price: 3,860 × €0.95 = **€" + v("3860*0.95", ",.2f") + "**. If its meat yield comes in at 20% or more, "
          "the bonus makes it 3,860 × €" + v("0.95+0.08", ".2f") + " = €" + v("3860*1.03", ",.2f") + "."),
        U("How much more could the tank have taken?"),
        A(v("4000-3860", "d") + " kg, a little over " + v("(4000-3860)//15", "d") + " boxes' worth."),
        U("And the release time again?"),
        A("**[[18:40]]** today.", why="22 hours after 19:40 is 17:40; the model restated it an hour on"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("How many days were our polygons closed for biotoxins this autumn?"),
        C("get_closures", {"season": "2026-autumn"}, CLOSURES_4),
        A("* **Vilanova A:** 3 Oct to 21 Oct, " + v("(date(2026,10,21)-date(2026,10,3)).days", "d") + " days (DSP)\n"
          "* **Cambados C:** 10 Oct to 4 Nov, " + v("(date(2026,11,4)-date(2026,10,10)).days", "d") + " days (DSP)\n"
          "* **Vilanova A:** 15 Nov to 26 Nov, " + v("(date(2026,11,26)-date(2026,11,15)).days", "d") + " days (ASP)\n"
          "* **Ribeira B:** 20 Nov to 9 Dec, " + v("(date(2026,12,9)-date(2026,11,20)).days", "d") + " days (DSP)\n"
          "* **Total:** **" + v("18+25+11+19", "d") + " closure days** across 4 closures"),
        U("Which closure was longest?"),
        A("* **Cambados C**, " + v("(date(2026,11,4)-date(2026,10,10)).days", "d") + " days, from 10 October to 4 November."),
        U("Average length?"),
        A("* " + v("18+25+11+19", "d") + " / 4 = **" + v("73/4", ".2f") + " days** per closure."),
        U("If Cambados C had reopened a week earlier, when would that have been?"),
        A("* 4 November − 7 days = **" + v("date(2026,11,4)-timedelta(days=7)", "%-d %B") + "**."),
        U("How many days in total was Vilanova A shut?"),
        A("* " + v("(date(2026,10,21)-date(2026,10,3)).days", "d") + " + " + v("(date(2026,11,26)-date(2026,11,15)).days", "d") + " = **[[39]] days** over its two closures.",
          why="Vilanova A was closed 18 and 11 days, 29 in all; the model wrote the sum one digit off"),
    ),
    run(5, QWEN3,
        U("Price this morning's five sample ropes for the fresh market, with the yield bonus where it applies."),
        C("get_rope_log", {"batea": "A-47", "date": "2026-12-21"}, ROPES_5),
        A("| Rope | kg | Meat yield | €/kg | Value (€) |\n|---|---|---|---|---|\n"
          "| A47-112 | 138 | 21.0% | " + v("0.95+0.08", ".2f") + " | " + v("138*1.03", ".2f") + " |\n"
          "| A47-113 | 126 | 19.4% | 0.95 | " + v("126*0.95", ".2f") + " |\n"
          "| A47-114 | 119 | 20.2% | " + v("0.95+0.08", ".2f") + " | " + v("119*1.03", ".2f") + " |\n"
          "| A47-115 | 141 | 22.1% | " + v("0.95+0.08", ".2f") + " | " + v("141*1.03", ".2f") + " |\n"
          "| A47-116 | 117 | 18.6% | 0.95 | " + v("117*0.95", ".2f") + " |\n"
          "| **Total** | **" + v("138+126+119+141+117", "d") + "** | | | **" + v("(138+119+141)*1.03+(126+117)*0.95", ".2f") + "** |"),
        U("kg per metre on each?"),
        A("| Rope | Length | kg/m |\n|---|---|---|\n"
          "| A47-112 | 12 | " + v("138/12", ".2f") + " |\n| A47-113 | 12 | " + v("126/12", ".2f") + " |\n"
          "| A47-114 | 11 | " + v("119/11", ".2f") + " |\n| A47-115 | 12 | " + v("141/12", ".2f") + " |\n"
          "| A47-116 | 12 | " + v("117/12", ".2f") + " |\n| All | " + v("12*4+11", "d") + " | " + v("(138+126+119+141+117)/59", ".2f") + " |\n\n"
          "Against the 11 kg/m expectation, only A47-112 and A47-115 are above it."),
        U("Mean meat yield?"),
        A("| Ropes | Sum of yields | Mean |\n|---|---|---|\n| 5 | " + v("21.0+19.4+20.2+22.1+18.6", ".1f") + " | "
          + v("(21.0+19.4+20.2+22.1+18.6)/5", ".2f") + "% |"),
        U("How many got the bonus?"),
        A("| With bonus | Without |\n|---|---|\n| 3 (A47-112, A47-114, A47-115) | 2 |"),
        U("And their value if all five went for cooking instead?"),
        A("| Ropes | kg | €/kg | Value (€) |\n|---|---|---|---|\n"
          "| Bonus (112, 114, 115) | " + v("138+119+141", "d") + " | " + v("0.62+0.08", ".2f") + " | " + v("398*0.70", ".2f") + " |\n"
          "| No bonus (113, 116) | " + v("126+117", "d") + " | 0.62 | " + v("243*0.62", ".2f") + " |\n"
          "| **Total** | " + v("398+243", "d") + " | | **[[429.62]]** |",
          why="278.60 + 150.66 is 429.26 €; the model swapped the last two digits of the total"),
    ),
    run(6, KIMI_K2,
        U("Work out last week's crew wages from the hours sheet."),
        C("get_crew_hours", {"week": "2026-W51"}, HOURS_6),
        A("<think>\n110 a day worked, 16/h over 8 in a day.\nXosé: 5 days, over " + v("9-8", "d") + "+" + v("10-8", "d") + "+" + v("9-8", "d") + " = " + v("1+2+1", "d") + " → "
          + v("5*110+4*16", "d") + ".\nAntía: 6 days, no over → " + v("6*110", "d") + ".\nBrais: 5 days, over " + v("10-8", "d") + "+" + v("10-8", "d") + "+" + v("9-8", "d") + " = " + v("2+2+1", "d")
          + " → " + v("5*110+5*16", "d") + ".\nUxía: 5 days, over " + v("11-8", "d") + "+" + v("9-8", "d") + " = " + v("3+1", "d") + " → " + v("5*110+4*16", "d")
          + ".\nTotal " + v("614+660+630+614", ",d") + ".\n</think>\n\n"
          "| Worker | Days | Overtime h | Pay (€) |\n|---|---|---|---|\n"
          "| Xosé Lago | 5 | 4 | " + v("5*110+4*16", "d") + " |\n| Antía Piñeiro | 6 | 0 | " + v("6*110", "d") + " |\n"
          "| Brais Outeiro | 5 | 5 | " + v("5*110+5*16", "d") + " |\n| Uxía Regueira | 5 | 4 | " + v("5*110+4*16", "d") + " |\n\n"
          "**Total: €" + v("614+660+630+614", ",d") + "**"),
        U("Who did the most overtime?"),
        A("<think>\nBrais " + v("2+2+1", "d") + " h.\n</think>\n\nBrais Outeiro: " + v("2+2+1", "d") + " hours, €" + v("5*16", "d") + " of overtime."),
        U("Total overtime cost?"),
        A("<think>\n" + v("1+2+1", "d") + "+0+" + v("2+2+1", "d") + "+" + v("3+1", "d") + " = " + v("4+0+5+4", "d") + " h × 16.\n</think>\n\n" + v("4+0+5+4", "d") + " hours × €16 = **€" + v("13*16", "d") + "**."),
        U("What share of the wage bill is that?"),
        A("<think>\n" + v("13*16", "d") + " / " + v("614+660+630+614", "d") + ".\n</think>\n\n**" + v("208/2518*100", ".2f") + "%**."),
        U("Brais's pay again?"),
        A("<think>\n5 × 110 = " + v("5*110", "d") + ", + " + v("2+2+1", "d") + " × 16 = " + v("5*16", "d") + ", = " + v("550+80", "d") + ".\n</think>\n\n"
          "**€[[660]]**.", why="Brais's pay is 630 €; the model wrote one digit off after an honest think"),
    ),
    run(7, GPT51,
        U("Ola. Cando vence o albarán AL-2612-0311 e cantos quilos leva?"),
        C("get_delivery_note", {"note": "AL-2612-0311"}, ALBARAN_7),
        A("O albarán é do 14/12/2026 e págase a 30 días: vence o **" + day("date(2026,12,14)+timedelta(days=30)") + " de xaneiro de " + v("(date(2026,12,14)+timedelta(days=30)).year", "d") + "**.\n\n"
          "Leva 2.140 + 3.600 + 1.275 = **" + gl("2140+3600+1275", ",.0f") + " kg** de mexillón, por un total de 5.861,57 € con IVE."),
        U("Por que a C-05 vai a 0,70?"),
        A("Porque o seu rendemento en carne chegou ao 20 %: 0,62 + 0,08 = " + gl("0.62+0.08") + " €/kg para cocción."),
        U("E o prezo medio por quilo sen IVE?"),
        A("5.328,70 € / " + gl("2140+3600+1275", ",.0f") + " kg = **" + gl("5328.70/7015", ",.3f") + " €/kg**."),
        U("Canto é o total en libras?"),
        C("get_rate", {"date": "2026-12-21"}, RATE),
        A("5.861,57 € × 0,8731 = **" + gl("5861.57*0.8731") + " £**."),
        U("E o IVE, canto era?"),
        A("**[[523,87]] €**.", why="the note's VAT is 532,87 €; the model restated it with two digits swapped"),
    ),
    run(8, SONNET45,
        U("Order EX-2612-014: value in euros and pounds, pallets, and when do they pay?"),
        C("get_order", {"order": "EX-2612-014"}, ORDER_8),
        C("get_rate", {"date": "2026-12-21"}, RATE),
        A("**EX-2612-014, Harbour Fish Ltd (Brixham)**\n\n"
          "- 180 boxes × 15 kg = **" + v("180*15", ",d") + " kg**\n"
          "- At €2.35/kg: **€" + v("2700*2.35", ",.2f") + "**\n"
          "- At 0.8731: **£" + v("6345*0.8731", ",.2f") + "**\n"
          "- Pallets of 48 boxes: 180 / 48 = " + v("180/48", ".2f") + ", so **" + v("-(-180//48)", "d") + " pallets**\n"
          "- Ships 22 December on 45-day terms: payment due **" + v("date(2026,12,22)+timedelta(days=45)", "%-d %B %Y") + "**"),
        U("How many ropes' worth is that at the expected yield?"),
        A("A rope should give 12 m × 11 kg = " + v("12*11", "d") + " kg, so " + v("180*15", ",d") + " kg is " + v("2700/132", ".2f") + " ropes, about **"
          + v("-(-2700//132)", "d") + " ropes** to lift."),
        U("What if they add 30 boxes?"),
        A(v("180+30", "d") + " boxes × 15 kg × €2.35 = **€" + v("210*15*2.35", ",.2f") + "**, and " + v("210/48", ".3f") + " pallets, so **"
          + v("-(-210//48)", "d") + "** pallets with " + v("5*48-210", "d") + " box spaces free on the last."),
        U("Do they have a PO number I should quote on the invoice?"),
        A("Yes, quote their purchase order **[[PO-HF-2612-88]]** on the invoice.",
          why="the order record carries no purchase order number; the model invented one"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Crane boat tomorrow on C-05: when will it finish lifting?"),
        C("get_boat_day", {"boat": "Mar de Arousa II", "date": "2026-12-22"}, BOAT_9),
        A("1. Ropes: 46 × 8 min = " + v("46*8", "d") + " min (" + v("368//60", "d") + " h " + v("368%60", "d") + " min)\n"
          "2. Start 07:10 + 368 min = **" + v("datetime(2026,12,22,7,10)+timedelta(minutes=368)", "%H:%M") + "**\n"
          "3. Expected mussels: 46 × " + v("12*11", "d") + " kg = " + v("46*132", ",d") + " kg\n"
          "4. Tanks of 4,000 kg: " + v("6072/4000", ".2f") + " → " + v("-(-6072//4000)", "d") + " tanks"),
        U("If they stop 30 minutes for lunch?"),
        A("1. " + v("datetime(2026,12,22,7,10)+timedelta(minutes=368)", "%H:%M") + " + 30 min = **" + v("datetime(2026,12,22,13,18)+timedelta(minutes=30)", "%H:%M") + "**"),
        U("Crew cost for the day?"),
        A("1. 07:10 to " + v("datetime(2026,12,22,7,10)+timedelta(minutes=368+30)", "%H:%M") + " is " + v("(13*60+48-(7*60+10))//60", "d") + " h " + v("(13*60+48-(7*60+10))%60", "d") + " min, under 8 h: no overtime\n"
          "2. 3 × €110 = **€" + v("3*110", "d") + "**"),
        U("And the value of the expected mussels at the cooking price?"),
        A("1. " + v("46*132", ",d") + " kg × €0.62 = **€[[3,784.64]]**",
          why="6,072 kg at 0.62 € is 3,764.64 €; the model wrote one digit off"),
    ),
    run(10, HAIKU45,
        U("How many ropes will the seed from SE-2611-08 cover, and when do we thin them?"),
        C("get_seed_purchase", {"purchase": "SE-2611-08"}, SEED_10),
        A("SE-2611-08: 2,350 kg of seed at €1.60 = €" + v("2350*1.6", ",.2f") + ".\n\n"
          "At 1.4 kg a metre it seeds " + v("2350/1.4", ",.1f") + " m of rope, which is " + v("2350/1.4/12", ".1f") + " ropes of 12 m: **"
          + v("int(2350/1.4/12)", "d") + " full ropes**.\n\n"
          "Seeded on 26 November, the thinning falls 110 days later, on **" + v("date(2026,11,26)+timedelta(days=110)", "%-d %B %Y")
          + "**, and gives " + v("139*2.5", ".1f") + ", so " + v("int(139*2.5)", "d") + " ropes."),
        U("What harvest should those give?"),
        A(v("int(139*2.5)", "d") + " ropes × " + v("12*11", "d") + " kg = **" + v("347*132", ",d") + " kg**, worth €" + v("45804*0.62", ",.2f")
          + " at the cooking price."),
        U("Seed cost per rope?"),
        A("€" + v("2350*1.6", ",.2f") + " / " + v("int(2350/1.4/12)", "d") + " = **€" + v("3760/139", ".2f") + "** a rope."),
        U("When was the thinning again?"),
        A("**[[17 March]] " + v("(date(2026,11,26)+timedelta(days=110)).year", "d") + "**.", why="110 days after 26 November 2026 is 16 March 2027; the model restated it a day on"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("gbp rate?"),
        C("get_rate", {"date": "2026-12-21"}, RATE),
        A("1 € = 0.8731 £."),
        U("fresh kg in gbp?"),
        A("£" + v("0.95*0.8731", ".2f") + "."),
        U("with the yield bonus?"),
        A("£" + v("1.03*0.8731", ".2f") + "."),
        U("usd for that?"),
        A("$" + v("1.03*1.0512", ".2f") + "."),
        U("seed kg in usd?"),
        A("$" + v("1.60*1.0512", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("lot DP-1221-02 out when?"),
        C("get_depuration_lot", {"lot": "DP-1221-02"}, LOT_12),
        A("06:15 + 22 h = " + v("datetime(2026,12,21,6,15)+timedelta(hours=22)", "%H:%M") + " tomorrow, "
          + v("datetime(2026,12,21,6,15)+timedelta(hours=22)", "%-d %b") + "."),
        U("boxes?"),
        A(v("2980//15", "d") + " boxes of 15 kg, " + v("2980-198*15", "d") + " kg over."),
        U("room left in the tank?"),
        A(v("4000-2980", ",d") + " kg."),
        U("value fresh?"),
        A("€" + v("2980*0.95", ",.2f") + " at 0.95."),
    ),
]
