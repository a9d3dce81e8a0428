"""venue runs: an event-ticketing and venue assistant (Harbourline Venues' box office, tools designed
for this set: events with seating tiers, sales by day and by tier as CSV-like text, orders, promo
codes, run sheets, the fee schedule as plain text), with seats sold and the share of capacity, face
revenue by tier, service and facility fees per ticket, sales tax on face and fees, refunds after a
cancellation or a reschedule, sell-through pace, door and set times; tool results and answers written
here, in the styles of OpenAI o3 (terse, tables), GPT-5 mini (brief, `7:30pm`), Gemini 2.5 Flash
(bullets), Claude Opus 4.1 (Anthropic envelopes), Command R+ (plain), Qwen3-235B (bold labels),
DeepSeek V3.1 (steps), Llama 4 Maverick (chatty), Mistral Large 2 (French, `1 234,56 $` with no-break
spaces, `19h30`, `12,5 %`), Gemma 3 27B (short), Qwen3-235B Thinking (`<think>`); numbers as `12.5k`,
`$1.2M`, `twelve`; dates as `Sat 14 Mar`, `14/03`, `March 14th`."""

from _heldout19_models import (COMMAND_R_PLUS, DEEPSEEK_V31, GEMINI25_FLASH, GEMMA3_27B, GPT5_MINI, LLAMA4_MAVERICK,
                               MISTRAL_LARGE2, O3, OPUS41, QWEN3_235B, QWEN3_THINKING)
from _heldout19_venue import FEE_SCHEDULE, POLICY, event, sales, tier
from datetime import date

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"venue-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


BY_TIER = "tier,capacity,sold,comps,face_value"
BY_DAY = "date,tickets,face_revenue"

LOW_TIDE = event("EV-2214", "Mara Quell - Low Tide Tour", "The Foundry", "2026-03-14", "19:00", "20:00", [
    tier("GA Floor", 900, 45.0), tier("Balcony", 350, 62.0), tier("VIP", 50, 140.0)])
PIER9 = event("EV-2231", "The Gannets + Slow Harbour", "Pier 9 Hall", "2026-03-20", "18:30", "19:30", [
    tier("GA", 1100, 38.0), tier("Mezzanine", 240, 55.0)])

RUNS = [
    run(1, O3,
        U("Low Tide Tour Saturday (EV-2214): where are we on sales?"),
        C("get_event", {"event_id": "EV-2214"}, LOW_TIDE),
        C("get_sales", {"event_id": "EV-2214", "group": "tier"}, sales(
            BY_TIER, "GA Floor,900,842,12,45.00", "Balcony,350,291,8,62.00", "VIP,50,50,4,140.00")),
        A("| Tier | Sold | Cap | % |\n|---|---|---|---|\n| GA Floor | 842 | 900 | {{842/900*100|.1f}} |\n"
          "| Balcony | 291 | 350 | {{291/350*100|.1f}} |\n| VIP | 50 | 50 | {{50/50*100|.1f}} |\n"
          "| **Total** | **{{842+291+50|,d}}** | **{{900+350+50|,d}}** | **{{(842+291+50)/1300*100|.1f}}** |\n\n"
          "Comps ({{12+8+4|d}}) excluded. {{900+350+50-(842+291+50)|d}} seats left."),
        U("Face revenue by tier?"),
        A("| Tier | Face |\n|---|---|\n| GA Floor | ${{842*45|,.2f}} |\n| Balcony | ${{291*62|,.2f}} |\n"
          "| VIP | ${{50*140|,.2f}} |\n| **Total** | **${{842*45+291*62+50*140|,.2f}}** |"),
        U("Fees on top?"),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("Service 12%: ${{(842*45+291*62+50*140)*0.12|,.2f}}. Facility $2.50 × {{842+291+50|,d}} = "
          "${{2.50*1183|,.2f}}. Fees ${{(842*45+291*62+50*140)*0.12+2.50*1183|,.2f}} (order processing not "
          "included: it's per order)."),
        U("Average face per sold ticket?"),
        A("${{842*45+291*62+50*140|,.2f}} / {{842+291+50|,d}} = **$[[54.40]]**.",
          why="63,932.00 / 1,183 is 54.04; the model swapped the last two digits"),
    ),    run(2, GPT5_MINI,
        U("2 mezzanine tix for the Gannets show, bought online. all-in price? and what time do i need to be there"),
        C("get_event", {"event_id": "EV-2231"}, PIER9),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("Per ticket: $55.00 + 12% service (${{55*0.12|.2f}}) + $2.50 facility = ${{55*1.12+2.50|.2f}}. "
          "x2 = ${{2*(55*1.12+2.50)|.2f}}, + $1.95 order = ${{2*(55*1.12+2.50)+1.95|.2f}}. Tax 8.875%: "
          "${{(2*(55*1.12+2.50)+1.95)*0.08875|.2f}}. **Total ${{(2*(55*1.12+2.50)+1.95)*1.08875|.2f}}**.\n\n"
          "Fri Mar 20 at Pier 9 Hall: doors 6:30pm, show 7:30pm."),
        U("same for GA?"),
        A("$38.00 + ${{38*0.12|.2f}} + $2.50 = ${{38*1.12+2.50|.2f}} each; x2 + $1.95 = ${{2*(38*1.12+2.50)+1.95|.2f}}; "
          "with tax **${{(2*(38*1.12+2.50)+1.95)*1.08875|.2f}}**."),
        U("difference?"),
        A("${{(2*(55*1.12+2.50)+1.95)*1.08875-(2*(38*1.12+2.50)+1.95)*1.08875|.2f}} more for mezzanine."),
        U("how long between doors and show?"),
        A("6:30pm to 7:30pm: [[70]] min.",
          why="doors at 18:30 and the show at 19:30 are 60 minutes apart; the model wrote one digit off"),
    ),
    run(3, GEMINI25_FLASH,
        U("How's the pace on the Gannets show this week?"),
        C("get_sales", {"event_id": "EV-2231", "group": "day", "from": "2026-03-04", "to": "2026-03-10"}, sales(
            BY_DAY, "2026-03-04,64,2584.00", "2026-03-05,58,2318.00", "2026-03-06,91,3716.00", "2026-03-07,112,4523.00",
            "2026-03-08,77,3109.00", "2026-03-09,43,1736.00", "2026-03-10,51,2093.00")),
        C("get_sales", {"event_id": "EV-2231", "group": "tier"}, sales(
            BY_TIER, "GA,1100,786,20,38.00", "Mezzanine,240,171,6,55.00")),
        A("* **Last 7 days (Mar 4–10):** {{64+58+91+112+77+43+51|d}} tickets, ${{2584+2318+3716+4523+3109+1736+2093|,.2f}} "
          "face\n* **Daily pace:** {{(64+58+91+112+77+43+51)/7|.1f}} tickets a day\n"
          "* **Best day:** Sat 7 Mar, 112 tickets\n"
          "* **Sold so far:** {{786+171|d}} of {{1100+240|,d}} ({{(786+171)/1340*100|.1f}}%)"),
        U("At that pace, do we sell out by the show?"),
        A("* **Left:** {{1340-957|d}} tickets\n* **Days to go (Mar 11–20, show day included):** "
          "{{(date(2026,3,20)-date(2026,3,11)).days+1|d}}\n"
          "* **At {{496/7|.1f}} a day:** about {{496/7*10|.0f}} more, so yes, with a margin of roughly "
          "{{496/7*10-383|.0f}}"),
        U("What's the weekend share of the week's sales?"),
        A("* Sat + Sun: {{112+77|d}} of {{64+58+91+112+77+43+51|d}} = **{{(112+77)/496*100|.1f}}%**"),
        U("Average face per ticket this week?"),
        A("* ${{2584+2318+3716+4523+3109+1736+2093|,.2f}} / {{64+58+91+112+77+43+51|d}} = **${{19079/496|.2f}}**"),
    ),
]
