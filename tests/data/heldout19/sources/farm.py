"""farm runs: an agronomy and farm-management assistant (FieldLedger at Marlow Creek Farms, tools
designed for this set: fields with areas in hectares and acres, yield logs and rain logs as CSV-like
text, input purchases, the weather as text, a grain price sheet), with yields per hectare and per
acre, moisture shrink to a standard moisture, bushels and tonnes, seed and nitrogen rates, costs per
hectare and per tonne, rainfall totals, growing degree days, contracts and spot bids; tool results
and answers written here, in the styles of OpenAI o3 (terse, tables), GPT-5 mini (brief), Gemini 2.5
Flash (bullets), Claude Opus 4.1 (Anthropic envelopes), Command R+ (plain), Qwen3-235B (bold labels),
DeepSeek V3.1 (steps), Llama 4 Maverick (chatty), Mistral Large 2 (German `1.234,56 €`, `3,4 t/ha`),
Gemma 3 27B (short, `¾`), Qwen3-235B Thinking (`<think>`); numbers as `12.5k`, `$1.2M`, `10–12 t/ha`,
`twelve hundred`; dates as `Sat 11 Oct`, `14/08`, `August 14th`.

A planted slip is written from the true value as the answer would write it (`swapped`, `one_off`),
so the truth's `why` and the slip cannot drift apart."""

from _heldout19_farm import POLICY, PRICE_SHEET, field, log, one_off, purchase, swapped
from _heldout19_models import (COMMAND_R_PLUS, DEEPSEEK_V31, GEMINI25_FLASH, GEMMA3_27B, GPT5_MINI, LLAMA4_MAVERICK,
                               MISTRAL_LARGE2, O3, OPUS41, QWEN3_235B, QWEN3_THINKING)
from datetime import date

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"farm-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


LOADS = "date,load_id,wet_t,moisture_pct"
RAIN = "date,rain_mm"
TEMPS = "date,max_c,min_c"

# farm-01: North Quarter's wheat, five loads shrunk to 13.5%.
DRY1 = "(28.40*(100-14.8)+30.15*(100-14.2)+29.70*(100-13.6)+31.05*(100-13.1)+27.90*(100-12.9))/86.5"
REV1 = f"(120*248.50+({DRY1}-120)*236.10)"
NET1 = eval(f"({REV1}-{DRY1}*6.50)/160.1")
# farm-02: Creek Bottom's corn, four loads shrunk to 15.5%; drying per point above it.
DRY2 = "(61.20*(100-21.4)+58.75*(100-20.1)+63.40*(100-19.3)+55.10*(100-18.6))/84.5"
POINTS2 = "(61.20*(21.4-15.5)+58.75*(20.1-15.5)+63.40*(19.3-15.5)+55.10*(18.6-15.5))"
# farm-04: nitrogen on Hilltop (F-118), 52.4 ha: UAN 28% and urea 46%.
N4 = "(14200*0.28+6800*0.46)"
# farm-06: growing degree days of a week.
WEEK6 = [(27.4, 14.2), (29.1, 15.8), (31.6, 17.0), (24.3, 12.5), (19.8, 9.4), (22.6, 11.1), (26.0, 13.8)]
GDD6 = "+".join(f"max(0,({hi}+{lo})/2-10)" for hi, lo in WEEK6)
# farm-07: cost per tonne on three fields.
COST7 = {"F-112": 21480.60, "F-207": 38915.25, "F-221": 17342.80}
T7 = {"F-112": 146.83, "F-207": 477.18, "F-221": 132.90}

RUNS = [
    run(1, O3,
        U("North Quarter (F-112) wheat: what did it yield?"),
        C("get_field", {"field_id": "F-112"},
          field("F-112", "North Quarter", 64.8, 160.1, "wheat", variety="SY Monument", seeded="2024-10-02")),
        C("get_yield_log", {"field_id": "F-112"}, log(
            LOADS, "2025-08-04,L-01,28.40,14.8", "2025-08-04,L-02,30.15,14.2", "2025-08-05,L-03,29.70,13.6",
            "2025-08-05,L-04,31.05,13.1", "2025-08-06,L-05,27.90,12.9")),
        A("| | F-112 |\n|---|---|\n| Loads | 5 (Aug 4–6) |\n| Wet | {{28.40+30.15+29.70+31.05+27.90|.2f}} t |\n"
          f"| Dry @ 13.5% | {{{{{DRY1}|.2f}}}} t |\n| Yield | {{{{{DRY1}/64.8|.2f}}}} t/ha |\n"
          f"| Yield | {{{{{DRY1}*36.744/160.1|.1f}}}} bu/ac |"),
        U("Worth at the contract price?"),
        C("get_price_sheet", {}, PRICE_SHEET),
        A(f"C-2025-014 takes 120.0 t @ $248.50 = ${{{{120*248.50|,.2f}}}}. Remaining {{{{{DRY1}-120|.2f}}}} t at "
          f"spot $236.10 = ${{{{({DRY1}-120)*236.10|,.2f}}}}. Total ≈ ${{{{{REV1}|,.0f}}}}."),
        U("Handling cost on all of it?"),
        A(f"{{{{{DRY1}|.2f}}}} t × $6.50 = ${{{{{DRY1}*6.50|,.2f}}}}."),
        U("Revenue per acre after handling?"),
        A(f"(${{{{{REV1}|,.2f}}}} − ${{{{{DRY1}*6.50|,.2f}}}}) / 160.1 ac = **$[[{swapped(format(NET1, '.2f'), 0)}]]/ac**.",
          why=f"the net is {NET1:.2f} an acre; the model swapped its first two digits"),
    ),
    run(2, GPT5_MINI,
        U("Creek Bottom corn is all in. Dry tonnes and yield?"),
        C("get_field", {"field_id": "F-207"},
          field("F-207", "Creek Bottom", 48.6, 120.1, "corn", hybrid="DKC62-70", seeded="2025-04-29")),
        C("get_yield_log", {"field_id": "F-207"}, log(
            LOADS, "2025-09-29,L-01,61.20,21.4", "2025-09-30,L-02,58.75,20.1", "2025-10-02,L-03,63.40,19.3",
            "2025-10-03,L-04,55.10,18.6")),
        A(f"Wet {{{{61.20+58.75+63.40+55.10|.2f}}}} t → dry (15.5%) **{{{{{DRY2}|.2f}}}} t**. "
          f"That's {{{{{DRY2}/48.6|.2f}}}} t/ha, {{{{{DRY2}*39.368/120.1|.1f}}}} bu/ac."),
        U("drying bill?"),
        C("get_price_sheet", {}, PRICE_SHEET),
        A(f"{{{{{POINTS2}|.1f}}}} tonne-points above 15.5% × $2.15 = **${{{{{POINTS2}*2.15|,.2f}}}}**."),
        U("how much of the Delta corn contract does it cover?"),
        A(f"{{{{{DRY2}|.2f}}}} of 400.0 t = {{{{{DRY2}/400*100|.1f}}}}%. Still {{{{400-{DRY2}|.2f}}}} t short "
          f"(≈{{{{(400-{DRY2})*39.368|,.0f}}}} bu)."),
        U("value of the contract if filled?"),
        A("400.0 t × $181.20 = $[[" + one_off(format(400 * 181.20, ",.2f"), 1, "4") + "]], due by Nov 28.",
          why="400 × 181.20 is 72,480.00; the model wrote one digit off"),
    ),
    run(3, GEMINI25_FLASH,
        U("How much rain did the home farm get this season, April through September?"),
        C("get_rain_log", {"station": "MC-HOME", "from": "2025-04-01", "to": "2025-09-30", "group": "month"}, log(
            "month,rain_mm,rain_days,wettest_day,wettest_mm", "2025-04,48.2,9,2025-04-17,14.6",
            "2025-05,71.5,11,2025-05-22,22.8", "2025-06,96.3,12,2025-06-08,31.4", "2025-07,54.0,7,2025-07-29,18.2",
            "2025-08,38.7,6,2025-08-14,12.9", "2025-09,29.4,5,2025-09-03,9.8")),
        C("get_weather", {"station": "MC-HOME", "kind": "normals"},
          "MC-HOME 30-year normals (1991-2020): Apr 52 mm, May 78 mm, Jun 88 mm, Jul 67 mm, Aug 61 mm, Sep 47 mm. "
          "Season Apr-Sep: 393 mm."),
        A("* **Total, Apr–Sep:** {{48.2+71.5+96.3+54.0+38.7+29.4|.1f}} mm over {{9+11+12+7+6+5|d}} rain days\n"
          "* **Normal:** 393 mm, so the season ran {{(48.2+71.5+96.3+54.0+38.7+29.4)/393*100|.0f}}% of normal\n"
          "* **Wettest month:** June, 96.3 mm ({{96.3-88|.1f}} mm above its normal)\n"
          "* **Wettest day:** June 8th, 31.4 mm"),
        U("What about just July and August, when the corn was filling?"),
        A("* July + August: {{54.0+38.7|.1f}} mm against a normal of {{67+61|d}} mm\n"
          "* That's a deficit of {{67+61-(54.0+38.7)|.1f}} mm, or {{(54.0+38.7)/(67+61)*100|.0f}}% of normal"),
        U("Average per rain day in June?"),
        A("* June: 96.3 mm / 12 days ≈ **{{96.3/12|.1f}} mm** per rain day"),
        U("When was the last real soaking, over 15 mm?"),
        A("* The last day over 15 mm was **[[July 27th]]**, 18.2 mm",
          why="the last day over 15 mm is July 29 (18.2 mm); the model wrote the day one digit off"),
    ),
    run(4, OPUS41,
        U("What nitrogen rate did Hilltop get this year, and what did it cost per kilo of N?"),
        C("get_field", {"field_id": "F-118"}, field("F-118", "Hilltop", 52.4, 129.5, "corn", seeded="2025-05-02")),
        C("get_inputs", {"field_id": "F-118", "season": 2025}, [
            purchase("UAN 28-0-0", 14200, "kg", 0.41, applied="2025-04-24", supplier="Prairie Co-op"),
            purchase("Urea 46-0-0", 6800, "kg", 0.62, applied="2025-06-10", supplier="Prairie Co-op"),
            purchase("Atrazine 4L", 78, "L", 9.85, applied="2025-05-06", supplier="Prairie Co-op")]),
        A(f"Hilltop (F-118, 52.4 ha) got two nitrogen passes:\n\n"
          f"- **UAN 28%** on Apr 24: 14,200 kg × 0.28 = {{{{14200*0.28|,.0f}}}} kg N\n"
          f"- **Urea 46%** on Jun 10: 6,800 kg × 0.46 = {{{{6800*0.46|,.0f}}}} kg N\n\n"
          f"That's {{{{{N4}|,.0f}}}} kg N, or **{{{{{N4}/52.4|.0f}}}} kg N/ha** ({{{{{N4}/129.5|.1f}}}} kg N per acre).\n\n"
          f"The two products cost ${{{{14200*0.41|,.2f}}}} + ${{{{6800*0.62|,.2f}}}} = ${{{{14200*0.41+6800*0.62|,.2f}}}}, "
          f"so about **${{{{(14200*0.41+6800*0.62)/{N4}|.2f}}}} per kg of N**."),
        U("Which of the two was the cheaper source of N?"),
        A("Per kilo of nitrogen, UAN at $0.41 / 0.28 = **${{0.41/0.28|.2f}}**, urea at $0.62 / 0.46 = "
          "**${{0.62/0.46|.2f}}**. Urea was cheaper by about {{(0.41/0.28-0.62/0.46)*100|.0f}} cents per kg N."),
        U("And the herbicide, per hectare?"),
        A("Atrazine: 78 L × $9.85 = ${{78*9.85|,.2f}}, which is **${{78*9.85/52.4|.2f}}/ha** at {{78/52.4|.2f}} L/ha."),
        U("Which Prairie Co-op invoice was the urea on?"),
        A("The urea was billed on Prairie Co-op invoice **[[PC-77841]]**, dated June 10.",
          why="the purchases carry no invoice number; the model invented one"),
        anthropic=True),
    run(5, COMMAND_R_PLUS,
        U("What seeding rate did we use on the Long Flat soybeans?"),
        C("get_field", {"field_id": "F-221"},
          field("F-221", "Long Flat", 45.2, 111.7, "soybeans", variety="P22T69E", seeded="2025-05-14", row_width_cm=38)),
        C("get_inputs", {"field_id": "F-221", "season": 2025, "category": "seed"}, [
            purchase("Soybean seed P22T69E (140,000 seeds/unit)", 138, "unit", 61.50, applied="2025-05-14")]),
        A("Long Flat (F-221) was seeded on May 14 with 138 units of P22T69E at 140,000 seeds a unit: "
          "{{138*140000|,d}} seeds over 45.2 ha, a rate of about {{138*140000/45.2|,.0f}} seeds/ha "
          "({{138*140000/111.7|,.0f}} seeds per acre)."),
        U("What did the seed cost per hectare and per acre?"),
        A("138 × $61.50 = ${{138*61.50|,.2f}}; that is ${{138*61.50/45.2|.2f}} per hectare or ${{138*61.50/111.7|.2f}} "
          "per acre."),
        U("If we drop to 120 units next year, what rate is that?"),
        A("120 units would put {{120*140000|,d}} seeds on the field, about {{120*140000/45.2|,.0f}} seeds/ha, and save "
          "${{(138-120)*61.50|,.2f}} at this year's price."),
        U("How many units would 350,000 seeds/ha need?"),
        A("350,000 × 45.2 ha = {{350000*45.2|,.0f}} seeds, or {{350000*45.2/140000|.1f}} units, so [[131]] units.",
          why="113.0 units exactly; the model swapped the last two digits of 113"),
    ),
    run(6, QWEN3_235B,
        U("GDD for last week at the home station? The corn on Creek Bottom needs about 1,450 to black layer."),
        C("get_weather", {"station": "MC-HOME", "kind": "daily", "from": "2025-09-01", "to": "2025-09-07"}, log(
            TEMPS, *(f"2025-09-0{i + 1},{hi},{lo}" for i, (hi, lo) in enumerate(WEEK6)))),
        C("get_weather", {"station": "MC-HOME", "kind": "gdd_since", "since": "2025-04-29"},
          "GDD (base 10 C) at MC-HOME from 2025-04-29 to 2025-08-31: 1318.6"),
        A("**Week of Sep 1–7, base 10 °C:**\n\n| Day | Max | Min | GDD |\n|---|---|---|---|\n" +
          "".join(f"| {d} | {hi} | {lo} | {{{{max(0,({hi}+{lo})/2-10)|.2f}}}} |\n"
                  for d, (hi, lo) in zip(["Mon 1 Sep", "Tue 2 Sep", "Wed 3 Sep", "Thu 4 Sep", "Fri 5 Sep", "Sat 6 Sep",
                                          "Sun 7 Sep"], WEEK6)) +
          f"\n**Week total:** {{{{{GDD6}|.1f}}}} GDD"),
        U("So where is Creek Bottom against 1,450?"),
        A(f"**Since seeding (Apr 29):** 1,318.6 + {{{{{GDD6}|.1f}}}} = **{{{{1318.6+{GDD6}|,.1f}}}}** GDD by Sep 7, "
          f"so it still needed **{{{{1450-(1318.6+{GDD6})|.1f}}}}** on that date."),
        U("At last week's pace, how many more days?"),
        A(f"**Pace:** {{{{{GDD6}|.1f}}}} / 7 = {{{{({GDD6})/7|.2f}}}} GDD a day, so about "
          f"**{{{{(1450-(1318.6+{GDD6}))/(({GDD6})/7)|.1f}}}} days** after Sep 7."),
        U("Which day of the week was the warmest?"),
        A("**Wednesday, Sep 3**: 31.6 °C max, {{max(0,(31.6+17.0)/2-10)|.1f}} GDD."),
    ),
    run(7, DEEPSEEK_V31,
        U("Cost per tonne for the three harvested fields? Use the input totals and dry tonnes."),
        C("get_field_costs", {"field_ids": ["F-112", "F-207", "F-221"], "season": 2025}, log(
            "field_id,crop,area_ha,inputs_usd,dry_t", *(f"{f},{c},{a},{COST7[f]:.2f},{T7[f]:.2f}" for f, c, a in
                                                        [("F-112", "wheat", 64.8), ("F-207", "corn", 48.6),
                                                         ("F-221", "soybeans", 45.2)]))),
        A("Step 1, cost per tonne = inputs / dry t:\n"
          "- F-112 wheat: $21,480.60 / 146.83 = **${{21480.60/146.83|.2f}}/t**\n"
          "- F-207 corn: $38,915.25 / 477.18 = **${{38915.25/477.18|.2f}}/t**\n"
          "- F-221 soybeans: $17,342.80 / 132.90 = **${{17342.80/132.90|.2f}}/t**\n\n"
          "Step 2, cost per hectare:\n"
          "- F-112: ${{21480.60/64.8|.2f}}/ha\n- F-207: ${{38915.25/48.6|.2f}}/ha\n- F-221: ${{17342.80/45.2|.2f}}/ha"),
        U("Against the spot bids, which one loses money on inputs alone?"),
        C("get_price_sheet", {}, PRICE_SHEET),
        A("Step 1, spot bid less cost per tonne:\n"
          "- Wheat: $236.10 − ${{21480.60/146.83|.2f}} = ${{236.10-21480.60/146.83|.2f}}/t\n"
          "- Corn: $172.40 − ${{38915.25/477.18|.2f}} = ${{172.40-38915.25/477.18|.2f}}/t\n"
          "- Soybeans: $391.00 − ${{17342.80/132.90|.2f}} = ${{391.00-17342.80/132.90|.2f}}/t\n\n"
          "Step 2: none loses money on inputs alone; soybeans have the widest margin."),
        U("Whole-farm input spend and tonnes?"),
        A("Inputs: ${{21480.60+38915.25+17342.80|,.2f}} (≈ ${{(21480.60+38915.25+17342.80)/1000|.1f}}k). "
          "Tonnes: {{146.83+477.18+132.90|.2f}} t."),
        U("Break-even price for the corn?"),
        A("Break-even = inputs / tonnes = $38,915.25 / 477.18 = **$[[" +
          one_off(format(38915.25 / 477.18, ".2f"), 3, "6") + "]]/t**, well under the $181.20 contract.",
          why="38,915.25 / 477.18 is 81.55; the model wrote one digit off"),
    ),    run(8, LLAMA4_MAVERICK,
        U("Hey! How did the canola on Ridge Forty do, and what's it worth at today's spot?"),
        C("get_field", {"field_id": "F-309"},
          field("F-309", "Ridge Forty", 16.2, 40.0, "canola", variety="InVigor L340PC", seeded="2025-05-06",
                swathed="2025-08-21")),
        C("get_yield_log", {"field_id": "F-309"}, log(
            LOADS, "2025-09-02,L-01,12.85,9.2", "2025-09-02,L-02,13.40,9.6", "2025-09-03,L-03,11.95,8.8")),
        C("get_price_sheet", {}, PRICE_SHEET),
        A("Great question! Ridge Forty came off on Sept 2–3 in three loads, {{12.85+13.40+11.95|.2f}} t wet. All three "
          "were at or under canola's 10% standard, so the tonnage doesn't shrink: you've got {{12.85+13.40+11.95|.2f}} t, "
          "which works out to about {{(12.85+13.40+11.95)/16.2|.2f}} t/ha or {{(12.85+13.40+11.95)*44.092/40.0|.1f}} "
          "bushels an acre 🎉\n\nAt today's spot bid of $598.30/t that's roughly ${{(12.85+13.40+11.95)*598.30|,.2f}}, "
          "call it ${{(12.85+13.40+11.95)*598.30/1000|.1f}}k."),
        U("How many bushels is that in total?"),
        A("About {{(12.85+13.40+11.95)*44.092|,.0f}} bushels: {{12.85+13.40+11.95|.2f}} t × 44.092 bu/t. Call it "
          "seventeen hundred bushels give or take!"),
        U("After elevator handling, per acre?"),
        A("Handling is $6.50/t, so ${{(12.85+13.40+11.95)*6.50|.2f}} off the top. Net ${{(12.85+13.40+11.95)*(598.30-6.50)|,.2f}}, "
          "which over 40.0 acres is about **$[[556.17]] an acre**.",
          why="38.20 t × (598.30 − 6.50) / 40.0 ac is 565.17 an acre; the model swapped two digits"),
        U("How long was it in the swath?"),
        A("It was swathed on August 21st and the first load came in on September 2nd, so it lay in the swath "
          "{{(date(2025,9,2)-date(2025,8,21)).days|d}} days before combining."),
    ),
    run(9, MISTRAL_LARGE2,
        U("Wir haben ein Angebot von der BayWa für Saatgut und Dünger für Nordfeld bekommen. Was kostet das pro Hektar?"),
        C("get_field", {"field_id": "F-402"},
          field("F-402", "Nordfeld", 28.6, 70.7, "winter wheat", variety="KWS Donovan", seeded="2025-10-03")),
        C("get_quote", {"quote_id": "Q-BW-2025-3318"},
          {"quote_id": "Q-BW-2025-3318", "supplier": "BayWa AG", "currency": "EUR", "valid_until": "2025-10-24",
           "lines": [purchase("Z-Saatgut KWS Donovan", 5148, "kg", 0.74),
                     purchase("KAS 27% N", 11400, "kg", 0.365),
                     purchase("Kornkali 40%", 2860, "kg", 0.488)]}),
        A("Das Angebot Q-BW-2025-3318 der BayWa (gültig bis 24.10.2025) für Nordfeld (28,6 ha):\n\n"
          "| Position | Menge | Betrag | pro ha |\n|---|---|---|---|\n"
          "| Z-Saatgut KWS Donovan | 5.148 kg | {{de(5148*0.74)|s}} € | {{de(5148*0.74/28.6)|s}} € |\n"
          "| KAS 27 % N | 11.400 kg | {{de(11400*0.365)|s}} € | {{de(11400*0.365/28.6)|s}} € |\n"
          "| Kornkali 40 % | 2.860 kg | {{de(2860*0.488)|s}} € | {{de(2860*0.488/28.6)|s}} € |\n"
          "| **Summe** | | **{{de(5148*0.74+11400*0.365+2860*0.488)|s}} €** | "
          "**{{de((5148*0.74+11400*0.365+2860*0.488)/28.6)|s}} €/ha** |"),
        U("Und die Saatstärke und der Stickstoff pro Hektar?"),
        A("- Saatgut: 5.148 kg / 28,6 ha = **{{de(5148/28.6, '.0f')|s}} kg/ha**\n"
          "- Stickstoff: 11.400 kg × 27 % = {{de(11400*0.27, ',.0f')|s}} kg N, also **{{de(11400*0.27/28.6, '.1f')|s}} kg N/ha**"),
        U("Bei einem Ertrag von 8,5 t/ha, was kostet das pro Tonne Weizen?"),
        A("8,5 t/ha × 28,6 ha = {{de(8.5*28.6, '.1f')|s}} t. {{de(5148*0.74+11400*0.365+2860*0.488)|s}} € / "
          "{{de(8.5*28.6, '.1f')|s}} t = **{{de((5148*0.74+11400*0.365+2860*0.488)/(8.5*28.6))|s}} €/t**."),
        U("Und bei 7–9 t/ha?"),
        A("Bei 7 t/ha: {{de((5148*0.74+11400*0.365+2860*0.488)/(7*28.6))|s}} €/t; bei 9 t/ha: "
          "[[37,39]] €/t.",
          why="9.366,20 € / (9 × 28,6 t) is 36,39 €/t; the model wrote one digit off"),
    ),
    run(10, GEMMA3_27B,
        U("F-305 needs fungicide on ¾ of it (the low end). How much product at 0.75 L/ha?"),
        C("get_field", {"field_id": "F-305"}, field("F-305", "Schoolhouse", 38.4, 94.9, "soybeans", seeded="2025-05-19")),
        C("get_inventory", {"item": "Delaro 325 SC"}, {"item": "Delaro 325 SC", "on_hand_l": 18.5, "unit_price": 42.80,
                                                       "location": "Shop shed"}),
        A("¾ of 38.4 ha = {{38.4*3/4|.1f}} ha. At 0.75 L/ha: **{{38.4*3/4*0.75|.1f}} L**. You have 18.5 L, so "
          "{{38.4*3/4*0.75-18.5|.1f}} L short."),
        U("Cost of the shortfall?"),
        A("{{38.4*3/4*0.75-18.5|.1f}} L × $42.80 = ${{(38.4*3/4*0.75-18.5)*42.80|.2f}}."),
        U("Whole-job product cost per acre?"),
        A("{{38.4*3/4*0.75|.1f}} L × $42.80 = ${{38.4*3/4*0.75*42.80|.2f}}, over ¾ of 94.9 ac ({{94.9*3/4|.1f}} ac) = "
          "${{38.4*3/4*0.75*42.80/(94.9*3/4)|.2f}}/ac."),
        U("What if we do the whole field?"),
        A("38.4 × 0.75 = {{38.4*0.75|.1f}} L, ${{38.4*0.75*42.80|.2f}}; {{38.4*0.75-18.5|.1f}} L more than on hand."),
    ),
    run(11, QWEN3_THINKING,
        U("When can we combine Schoolhouse? Check the forecast."),
        C("get_field", {"field_id": "F-305"}, field("F-305", "Schoolhouse", 38.4, 94.9, "soybeans", seeded="2025-05-19",
                                                   maturity="R8 reached 2025-10-01")),
        C("get_weather", {"station": "MC-HOME", "kind": "forecast"},
          "Forecast MC-HOME issued 2025-10-08 06:00\n"
          "Wed 8 Oct: showers, 6 mm, high 14 C, RH 88%\n"
          "Thu 9 Oct: rain, 11 mm, high 12 C, RH 92%\n"
          "Fri 10 Oct: cloudy, dry, high 15 C, RH 70%, wind W 20 km/h\n"
          "Sat 11 Oct: sunny, dry, high 19 C, RH 48%, wind W 25 km/h\n"
          "Sun 12 Oct: sunny, dry, high 21 C, RH 42%\n"
          "Mon 13 Oct: cloudy, 2 mm late, high 17 C, RH 65%"),
        A("<think>\nSoybeans reached R8 on Oct 1. Rain Wed and Thu: 6 + 11 = 17 mm. Friday dries, Saturday and Sunday "
          "are sunny with low humidity. Best window Sat–Sun, maybe Mon before the late rain.\n</think>\n\n"
          "Schoolhouse hit R8 on Oct 1, so it's ready once the pods dry. After {{6+11|d}} mm on Wed–Thu, the best window is "
          "**Sat 11 Oct and Sun 12 Oct** (sunny, 48% and 42% humidity, a westerly breeze). Monday the 13th could work until "
          "the late showers."),
        U("How many days from seeding to R8?"),
        A("<think>\nMay 19 to Oct 1: 12 days left in May after the 19th, June 30, July 31, August 31, September 30, "
          "plus 1 = 135.\n</think>\n\nFrom 19/05 to 01/10 is **{{(date(2025,10,1)-date(2025,5,19)).days|d}} days**."),
        U("And to Sunday if we go then?"),
        A("<think>\nMay 19 to Oct 12 = 135 + 11 = 146.\n</think>\n\n**{{(date(2025,10,12)-date(2025,5,19)).days|d}} days** "
          "from seeding to Sun 12 Oct, {{(date(2025,10,12)-date(2025,10,1)).days|d}} days after R8."),
        U("How many acres a day do we need to finish in the two dry days?"),
        A("<think>\n94.9 ac over 2 days = {{94.9/2|.2f}}, call it 47.\n</think>\n\n94.9 ac / 2 = about **{{94.9/2|.0f}} acres a "
          "day** ({{38.4/2|.1f}} ha)."),
    ),    run(12, O3,
        U("Soy contract C-2025-022: how many truckloads at 27 t, and are we covered?"),
        C("get_price_sheet", {}, PRICE_SHEET),
        C("get_bin_inventory", {"crop": "soybeans"}, log(
            "bin_id,crop,tonnes,moisture_pct,field_id", "B-03,soybeans,64.20,12.6,F-221", "B-04,soybeans,68.70,12.9,F-221",
            "B-07,soybeans,41.35,13.4,F-305")),
        A("| | t |\n|---|---|\n| Contract | 150.0 |\n| In bins (B-03, B-04, B-07) | {{64.20+68.70+41.35|.2f}} |\n"
          "| Surplus | {{64.20+68.70+41.35-150|.2f}} |\n\nLoads: 150 / 27 = {{150/27|.2f}} → **{{-(-150//27)|d}} trucks** "
          "(last one {{150-5*27|d}} t). Deliver by Nov 14."),
        U("B-07 is wet. Shrink it?"),
        A("41.35 × (100 − 13.4) / {{100-13.0|.0f}} = **{{41.35*(100-13.4)/87|.2f}} t**, {{41.35-41.35*(100-13.4)/87|.2f}} t less. "
          "Total dry {{64.20+68.70+41.35*(100-13.4)/87|.2f}} t; still covered."),
        U("Contract value, and surplus at spot?"),
        A("Contract: 150.0 × $402.75 = ${{150*402.75|,.2f}}. Surplus {{64.20+68.70+41.35*(100-13.4)/87-150|.2f}} t × "
          "$391.00 = ${{(64.20+68.70+41.35*(100-13.4)/87-150)*391|,.2f}}."),
        U("Which elevator takes it?"),
        A("Prairie Co-op, delivery point [[Oakvale terminal, ZIP 58437]].",
          why="no tool gave a delivery point or a ZIP code; the model invented both"),
    ),
    run(13, OPUS41,
        U("diesel use per hectare this harvest?"),
        C("get_fuel_log", {"from": "2025-08-01", "to": "2025-10-07"}, log(
            "date,machine,litres,field_id", "2025-08-04,Combine S780,412,F-112", "2025-08-05,Combine S780,398,F-112",
            "2025-08-06,Combine S780,274,F-112", "2025-09-02,Combine S780,168,F-309", "2025-09-03,Combine S780,85,F-309",
            "2025-09-29,Combine S780,356,F-207", "2025-09-30,Combine S780,341,F-207", "2025-10-02,Combine S780,362,F-207",
            "2025-10-03,Combine S780,318,F-207")),
        C("get_fields", {"field_ids": ["F-112", "F-309", "F-207"]}, [
            field("F-112", "North Quarter", 64.8, 160.1, "wheat"), field("F-309", "Ridge Forty", 16.2, 40.0, "canola"),
            field("F-207", "Creek Bottom", 48.6, 120.1, "corn")]),
        A("- F-112: {{412+398+274|,d}} L / 64.8 ha = {{(412+398+274)/64.8|.1f}} L/ha\n"
          "- F-309: {{168+85|d}} L / 16.2 ha = {{(168+85)/16.2|.1f}} L/ha\n"
          "- F-207: {{356+341+362+318|,d}} L / 48.6 ha = {{(356+341+362+318)/48.6|.1f}} L/ha\n"
          "Total {{412+398+274+168+85+356+341+362+318|,d}} L over {{64.8+16.2+48.6|.1f}} ha = "
          "{{(412+398+274+168+85+356+341+362+318)/(64.8+16.2+48.6)|.1f}} L/ha."),
        U("at $1.18/L what's that per acre on corn?"),
        A("{{356+341+362+318|,d}} L × $1.18 = ${{1377*1.18|,.2f}}; / 120.1 ac = ${{1377*1.18/120.1|.2f}}/ac."),
        U("per tonne of corn? we had 477.18 t dry"),
        A("${{1377*1.18|,.2f}} / 477.18 = ${{1377*1.18/477.18|.2f}}/t, or {{1377/477.18|.2f}} L/t."),
        U("busiest day?"),
        A("Aug 4 on F-112: 412 L."),
        anthropic=True),
    run(14, GEMINI25_FLASH,
        U("Give me the yield-monitor zones for Creek Bottom."),
        C("get_yield_zones", {"field_id": "F-207"}, log(
            "zone,area_ha,yield_dry_t_ha", "Z1 creek flats,12.4,11.8", "Z2 mid slope,21.3,10.2", "Z3 knolls,9.6,7.4",
            "Z4 headlands,5.3,8.1")),
        A("* **Z1 creek flats:** 11.8 t/ha on 12.4 ha → {{12.4*11.8|.1f}} t\n"
          "* **Z2 mid slope:** 10.2 t/ha on 21.3 ha → {{21.3*10.2|.1f}} t\n"
          "* **Z3 knolls:** 7.4 t/ha on 9.6 ha → {{9.6*7.4|.1f}} t\n"
          "* **Z4 headlands:** 8.1 t/ha on 5.3 ha → {{5.3*8.1|.1f}} t\n\n"
          "Most of the field ({{12.4+21.3|.1f}} ha) sits in the 10–12 t/ha band; the area-weighted average is "
          "{{(12.4*11.8+21.3*10.2+9.6*7.4+5.3*8.1)/(12.4+21.3+9.6+5.3)|.2f}} t/ha."),
        U("How big is the gap between the best and worst zone?"),
        A("* Z1 vs Z3: {{11.8-7.4|.1f}} t/ha, or {{(11.8-7.4)/7.4*100|.0f}}% more on the flats\n"
          "* On the knolls' 9.6 ha that gap is {{(11.8-7.4)*9.6|.1f}} t"),
        U("What would lifting the knolls to the mid-slope yield be worth at our $181.20 corn contract?"),
        A("* Extra: (10.2 − 7.4) × 9.6 ha = {{(10.2-7.4)*9.6|.2f}} t\n"
          "* At $181.20/t: ${{(10.2-7.4)*9.6*181.20|,.2f}}"),
        U("Headlands as a share of the field?"),
        A("* 5.3 of {{12.4+21.3+9.6+5.3|.1f}} ha = **[[11.9]]%**",
          why="5.3 / 48.6 is 10.9%; the model wrote one digit off"),
    ),
    run(15, OPUS41,
        U("Give me a rough whole-farm gross for 2025 from the three sold-or-contracted crops: wheat, corn, soybeans."),
        C("get_sales_summary", {"season": 2025}, log(
            "crop,tonnes,avg_price_usd_t,basis", "wheat,1850.4,241.30,contracted+spot", "corn,3962.7,178.90,contracted+spot",
            "soybeans,1127.5,399.60,contracted+spot")),
        A("Here's the 2025 gross by crop:\n\n"
          "- **Wheat:** 1,850.4 t × $241.30 = ${{1850.4*241.30|,.2f}}\n"
          "- **Corn:** 3,962.7 t × $178.90 = ${{3962.7*178.90|,.2f}}\n"
          "- **Soybeans:** 1,127.5 t × $399.60 = ${{1127.5*399.60|,.2f}}\n\n"
          "Together **${{1850.4*241.30+3962.7*178.90+1127.5*399.60|,.2f}}**, about "
          "${{(1850.4*241.30+3962.7*178.90+1127.5*399.60)/1e6|.2f}}M."),
        U("What share comes from corn?"),
        A("Corn brings in {{3962.7*178.90/(1850.4*241.30+3962.7*178.90+1127.5*399.60)*100|.1f}}% of the gross, on "
          "{{3962.7/(1850.4+3962.7+1127.5)*100|.1f}}% of the tonnes."),
        U("Average price per tonne across everything?"),
        A("${{(1850.4*241.30+3962.7*178.90+1127.5*399.60)/(1850.4+3962.7+1127.5)|.2f}} per tonne over "
          "{{1850.4+3962.7+1127.5|,.1f}} t."),
        U("If soybeans had fetched the contract's $402.75 on all of it, how much more?"),
        A("1,127.5 t × ($402.75 − $399.60) = **${{1127.5*(402.75-399.60)|,.0f}}** more, a small lift on a "
          "${{(1850.4*241.30+3962.7*178.90+1127.5*399.60)/1e6|.1f}}M year."),
        anthropic=True),
]
