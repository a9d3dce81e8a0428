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
from datetime import date, timedelta

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
        A("${{842*45+291*62+50*140|,.2f}} / {{842+291+50|,d}} = **$[[53.02]]**.",
          why="62,932.00 / 1,183 is 53.20; the model swapped the last two digits"),
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
        A("* ${{2584+2318+3716+4523+3109+1736+2093|,.2f}} / {{64+58+91+112+77+43+51|d}} = **${{(2584+2318+3716+4523+3109+1736+2093)/(64+58+91+112+77+43+51)|.2f}}**"),
    ),    run(4, OPUS41,
        U("My show on Friday got cancelled (Dune Static at the Glasshouse). Order ORD-58821. What do I get back and when?"),
        C("get_order", {"order_id": "ORD-58821"},
          {"order_id": "ORD-58821", "event_id": "EV-2240", "channel": "online", "placed": "2026-01-16T10:04:00",
           "tickets": [{"tier": "Standing", "qty": 3, "face_value": 32.0, "service_fee": 3.84, "facility_fee": 2.5}],
           "order_processing": 1.95, "subtotal": 116.97, "tax": 10.38, "total": 127.35,
           "payment": {"method": "card", "last4": "4417"}}),
        C("get_event", {"event_id": "EV-2240"},
          event("EV-2240", "Dune Static", "The Glasshouse", "2026-03-13", "19:30", "20:30",
                [tier("Standing", 420, 32.0)], status="cancelled", cancelled_on="2026-03-10")),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("I'm sorry the show fell through. Because Dune Static (Fri 13 Mar) was **cancelled**, order ORD-58821 is "
          "refunded in full: **${{127.35|.2f}}**, the face value, every fee and the tax, back to the card ending 4417.\n\n"
          "The refund goes out within 7 business days, so counting from today (Wednesday, March 11) it should reach you "
          "by **Friday, March {{11+7+2|d}}** at the latest."),
        U("Can you break that down?"),
        A("Certainly:\n\n- Face value: 3 × $32.00 = ${{3*32|.2f}}\n- Service fees: 3 × $3.84 = ${{3*3.84|.2f}}\n"
          "- Facility fees: 3 × $2.50 = ${{3*2.5|.2f}}\n- Order processing: $1.95\n"
          "- Subtotal: ${{3*32+3*3.84+3*2.5+1.95|.2f}}\n- Sales tax (8.875%): $10.38\n"
          "- **Total refunded: ${{116.97+10.38|.2f}}**"),
        U("What if it had only been rescheduled instead?"),
        A("Then your tickets would have stayed valid for the new date, and a refund would only be available on request "
          "within 30 days of the announcement, **less the service fee**: ${{127.35|.2f}} − ${{3*3.84|.2f}} = "
          "**${{127.35-3*3.84|.2f}}**."),
        U("Is there a refund reference I can quote to my bank?"),
        A("Yes: your refund reference is **[[RF-58821-0310]]**; quote it with the order number ORD-58821.",
          why="no tool returned a refund reference; the model made one from the order number and the cancellation date"),
        anthropic=True),
    run(5, COMMAND_R_PLUS,
        U("The Northbound Choir concert was moved. Can I get my money back? Order ORD-57310."),
        C("get_order", {"order_id": "ORD-57310"},
          {"order_id": "ORD-57310", "event_id": "EV-2219", "channel": "online", "placed": "2025-12-02T19:41:00",
           "tickets": [{"tier": "Stalls", "qty": 2, "face_value": 75.0, "service_fee": 9.0, "facility_fee": 2.5}],
           "order_processing": 1.95, "subtotal": 174.95, "tax": 15.53, "total": 190.48}),
        C("get_event", {"event_id": "EV-2219"},
          event("EV-2219", "Northbound Choir", "Pier 9 Hall", "2026-04-18", "18:30", "19:30",
                [tier("Stalls", 800, 75.0), tier("Gallery", 300, 48.0)], status="rescheduled",
                original_date="2026-03-07", announced="2026-02-27")),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("Yes. The concert was rescheduled from Saturday 7 March to Saturday 18 April 2026 (announced on 27 February), "
          "so you can ask for a refund within 30 days of the announcement, that is until {{date(2026,2,27)+timedelta(days=30)|%B %d}}. "
          "The service fee is not refunded: ${{190.48|.2f}} − 2 × $9.00 = ${{190.48-2*9|.2f}} would come back to you."),
        U("How many days do I have left to decide?"),
        A("From today, 11 March, to {{(date(2026,2,27)+timedelta(days=30)).day|d}} March there are [[81]] days left.",
          why="March 11 to March 29 is 18 days; the model swapped the digits"),
        U("If I keep the tickets, what time is the new show?"),
        A("Saturday 18 April at Pier 9 Hall: doors at 6:30 pm and the concert at 7:30 pm."),
        U("How full is the new date so far?"),
        C("get_sales", {"event_id": "EV-2219", "group": "tier"}, sales(BY_TIER, "Stalls,800,611,14,75.00", "Gallery,300,187,6,48.00")),
        A("{{611+187|d}} of {{800+300|,d}} seats are sold ({{(611+187)/1100*100|.1f}}%): the Stalls are "
          "{{611/800*100|.1f}}% sold and the Gallery {{187/300*100|.1f}}%."),
    ),
    run(6, QWEN3_235B,
        U("Does SPRING15 work for Aurelio Banda? I want 4 Floor tickets online."),
        C("get_promo", {"code": "SPRING15"},
          {"code": "SPRING15", "discount_pct": 15, "applies_to": "face_value", "events": ["EV-2252", "EV-2260"],
           "valid_until": "2026-03-31", "max_uses": 500, "used": 337}),
        C("get_event", {"event_id": "EV-2252"},
          event("EV-2252", "Aurelio Banda: Late Set", "The Foundry", "2026-04-04", "21:00", "22:00",
                [tier("Floor", 700, 52.0), tier("Seated", 300, 68.0)])),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("**Yes**: SPRING15 covers EV-2252 until March 31.\n\n**Per Floor ticket:**\n"
          "- Face: $52.00 − 15% = ${{52*0.85|.2f}}\n- Service fee (12% of the full face; promos never reduce fees): "
          "${{52*0.12|.2f}}\n- Facility fee: $2.50\n- **Per ticket: ${{52*0.85+52*0.12+2.5|.2f}}**\n\n"
          "**4 tickets:** ${{4*(52*0.85+52*0.12+2.5)|.2f}} + $1.95 processing = ${{4*(52*0.85+52*0.12+2.5)+1.95|.2f}}, "
          "tax ${{(4*(52*0.85+52*0.12+2.5)+1.95)*0.08875|.2f}}, **total ${{(4*(52*0.85+52*0.12+2.5)+1.95)*1.08875|.2f}}**"),
        U("How much does the code save me?"),
        A("**Saving:** 4 × $52.00 × 15% = ${{4*52*0.15|.2f}} off the face, plus the tax on it: "
          "**${{4*52*0.15*1.08875|.2f}}** in all."),
        U("And for Seated?"),
        A("**Per Seated ticket:** ${{68*0.85|.2f}} + ${{68*0.12|.2f}} + $2.50 = ${{68*0.85+68*0.12+2.5|.2f}}\n"
          "**4 tickets with tax:** **${{(4*(68*0.85+68*0.12+2.5)+1.95)*1.08875|.2f}}**"),
        U("How many uses are left on the code?"),
        A("**{{500-337|d}}** of 500 ({{337/500*100|.1f}}% used)."),
    ),
    run(7, DEEPSEEK_V31,
        U("Settle Kestrel Youth at Pier 9 (EV-2198) for me: what does the promoter get?"),
        C("get_settlement", {"event_id": "EV-2198"},
          {"event_id": "EV-2198", "name": "Kestrel Youth", "date": "2026-02-28", "tickets_sold": 1214, "comps": 37,
           "gross_face": 47346.0, "service_fees": 5681.52, "facility_fees": 3035.0, "tax_collected": 4974.73,
           "venue_rent": 6500.0, "promoter_share_pct": 85, "terms": "promoter share of gross face after venue rent"}),
        A("Step 1, net face after rent: $47,346.00 − $6,500.00 = ${{47346-6500|,.2f}}\n"
          "Step 2, promoter's 85%: ${{(47346-6500)*0.85|,.2f}}\n"
          "Step 3, the venue keeps the rent and the other {{100-85|d}}%: ${{6500+(47346-6500)*0.15|,.2f}}\n\n"
          "Fees (${{5681.52+3035|,.2f}}) and tax are not part of the split."),
        U("Average ticket price?"),
        A("Step 1: $47,346.00 / 1,214 = **${{47346/1214|.2f}}** face per sold ticket (comps excluded)."),
        U("Fees per ticket?"),
        A("Step 1, service: $5,681.52 / 1,214 = ${{5681.52/1214|.2f}}\nStep 2, facility: $3,035.00 / 1,214 = "
          "${{3035/1214|.2f}}\nStep 3, together ${{(5681.52+3035)/1214|.2f}} a ticket."),
        U("Attendance including comps?"),
        A("Step 1: 1,214 + 37 = **[[1,215]]** in the room, of which {{37/1251*100|.1f}}% were comps.",
          why="1,214 + 37 is 1,251; the model swapped the last two digits"),
    ),
    run(8, LLAMA4_MAVERICK,
        U("Hiya! What's the running order for Saturday's Mara Quell show?"),
        C("get_run_sheet", {"event_id": "EV-2214"},
          "RUN SHEET - EV-2214 Mara Quell - Low Tide Tour - The Foundry - Sat 2026-03-14\n"
          "17:00  Load-in complete / soundcheck\n19:00  Doors\n19:45  Harbour Lights (support)\n20:20  Changeover\n"
          "20:45  Mara Quell\n22:30  Show ends\n23:00  Curfew (hard)\n"),
        A("Hiya! Here's how Saturday the 14th runs at The Foundry 🎶\n\n- **7pm**: doors open\n- **7:45pm**: Harbour Lights "
          "(support) for {{(20*60+20)-(19*60+45)|d}} minutes\n- **8:20pm**: changeover, {{(20*60+45)-(20*60+20)|d}} minutes\n"
          "- **8:45pm**: Mara Quell takes the stage!\n- **10:30pm**: show ends\n\nHard curfew is 11pm, so there's a "
          "{{23*60-(22*60+30)|d}}-minute cushion."),
        U("How long does Mara play?"),
        A("From 8:45 to 10:30, so Mara plays for [[150]] minutes. That's a proper long set!",
          why="20:45 to 22:30 is 105 minutes; the model swapped two digits"),
        U("If I get there at doors, how long until the headliner?"),
        A("If you walk in at 7pm, you've got {{(20*60+45)-19*60|d}} minutes ({{'%dh%02d' % (105//60, 105%60)|s}}) before Mara "
          "comes on, plenty of time to grab a drink and catch Harbour Lights!"),
        U("How long is the whole night from doors to curfew?"),
        A("Doors at 7pm to the 11pm curfew is {{23-19|d}} hours, or {{(23-19)*60|d}} minutes. Have a blast! 🎉"),
    ),    run(9, MISTRAL_LARGE2,
        U("Bonjour, pouvez-vous me donner les recettes de la tournée Low Tide de samedi, par catégorie ?"),
        C("get_event", {"event_id": "EV-2214"}, LOW_TIDE),
        C("get_sales", {"event_id": "EV-2214", "group": "tier"}, sales(
            BY_TIER, "GA Floor,900,842,12,45.00", "Balcony,350,291,8,62.00", "VIP,50,50,4,140.00")),
        A("Voici les recettes (valeur faciale) de Mara Quell – Low Tide Tour, samedi 14/03 à The Foundry :\n\n"
          "| Catégorie | Billets | Prix | Recette |\n|---|---|---|---|\n"
          "| GA Floor | 842 | 45,00 $ | {{nb(842*45)|s}} $ |\n| Balcony | 291 | 62,00 $ | {{nb(291*62)|s}} $ |\n"
          "| VIP | 50 | 140,00 $ | {{nb(50*140)|s}} $ |\n| **Total** | **{{nb(842+291+50, ',d')|s}}** | | "
          "**{{nb(842*45+291*62+50*140)|s}} $** |\n\nOuverture des portes à 19h00, concert à 20h00."),
        U("Et le taux de remplissage ?"),
        A("- GA Floor : 842 / 900 = {{de(842/900*100, '.1f')|s}} %\n- Balcony : 291 / 350 = {{de(291/350*100, '.1f')|s}} %\n"
          "- VIP : complet\n- **Ensemble : {{nb(1183, ',d')|s}} / {{nb(1300, ',d')|s}} = {{de(1183/1300*100, '.1f')|s}} %** "
          "(hors invitations)"),
        U("Combien de frais de service ?"),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("Frais de service de 12 % sur {{nb(62932)|s}} $ : **{{nb(62932*0.12)|s}} $**. Frais d'installation : "
          "2,50 $ × {{nb(1183, ',d')|s}} = {{nb(2.5*1183)|s}} $."),
        U("Et le prix total TTC d'un billet GA ?"),
        A("45,00 $ + {{de(45*0.12)|s}} $ de frais de service + 2,50 $ = {{de(45*1.12+2.5)|s}} $ ; avec la taxe de 8,875 % : "
          "**[[57,95]] $** (plus 1,95 $ de traitement par commande en ligne).",
          why="52,90 × 1,08875 is 57,59; the model swapped the last two digits"),
    ),
    run(10, GEMMA3_27B,
        U("Seated show at the Glasshouse on March 27th. How many seats?"),
        C("get_seat_map", {"event_id": "EV-2260"},
          {"event_id": "EV-2260", "name": "Lior & the Quiet Room", "venue": "The Glasshouse", "date": "2026-03-27",
           "doors": "19:30", "show": "20:00", "sections": [{"section": "A", "rows": 12, "seats_per_row": 18},
                                                           {"section": "B", "rows": 10, "seats_per_row": 22},
                                                           {"section": "C", "rows": 8, "seats_per_row": 16}],
           "accessible_spaces": 14, "production_holds": 20}),
        A("A {{12*18|d}} + B {{10*22|d}} + C {{8*16|d}} = {{216+220+128|d}} seats, plus 14 accessible: "
          "**{{564+14|d}}**. With 20 held for production, {{578-20|d}} on sale."),
        U("Sold?"),
        C("get_sales", {"event_id": "EV-2260", "group": "section"}, sales(
            "section,on_sale,sold", "A,216,209", "B,200,171", "C,128,112", "ACC,14,11")),
        A("{{209+171+112+11|d}} of {{216+200+128+14|d}}: **{{503/558*100|.1f}}%**. {{558-503|d}} left."),
        U("Which section is fullest?"),
        A("A: 209/216 = {{209/216*100|.1f}}%."),
        U("Doors?"),
        A("Friday March 27th, doors 7:30pm, show 8pm."),
    ),
    run(11, QWEN3_THINKING,
        U("We want Aurelio Banda (EV-2252) at 90% by show day. What daily pace do we need, and are we on it?"),
        C("get_event", {"event_id": "EV-2252"},
          event("EV-2252", "Aurelio Banda: Late Set", "The Foundry", "2026-04-04", "21:00", "22:00",
                [tier("Floor", 700, 52.0), tier("Seated", 300, 68.0)])),
        C("get_sales", {"event_id": "EV-2252", "group": "tier"}, sales(BY_TIER, "Floor,700,412,10,52.00",
                                                                       "Seated,300,188,4,68.00")),
        C("get_sales", {"event_id": "EV-2252", "group": "day", "from": "2026-03-04", "to": "2026-03-10"}, sales(
            BY_DAY, "2026-03-04,7,380.00", "2026-03-05,6,328.00", "2026-03-06,11,604.00", "2026-03-07,15,812.00",
            "2026-03-08,10,536.00", "2026-03-09,5,276.00", "2026-03-10,9,484.00")),
        A("<think>\nCapacity 700 + 300 = 1000. Sold 412 + 188 = 600. 90% of 1000 = 900, so 300 more. From today "
          "Mar 11 through Apr 3 (the day before the show) is 24 days. 300 / 24 = 12.5 a day. Last week: 7+6+11+15+10+5+9 = "
          "63, 9 a day.\n</think>\n\n**Sold:** {{412+188|d}} of {{700+300|,d}} ({{600/1000*100|.0f}}%).\n"
          "**Target:** {{0.9*1000|.0f}}, so {{900-600|d}} more in the {{(date(2026,4,4)-date(2026,3,11)).days|d}} selling "
          "days before Sat 4 Apr: **{{300/24|.1f}} tickets a day**.\n**Last 7 days:** {{7+6+11+15+10+5+9|d}} tickets, "
          "{{63/7|.0f}} a day. Not on pace."),
        U("Where do we land at the current pace?"),
        A("<think>\n{{(date(2026,4,4)-date(2026,3,11)).days|d}} days x 9 = {{24*9|d}}. {{412+188|d}} + {{24*9|d}} = {{600+216|d}}, {{816/1000*100|.1f}}%.\n</think>\n\n{{600+24*9|d}} tickets, "
          "**{{(600+24*9)/1000*100|.1f}}%**, about {{900-(600+24*9)|d}} short of the goal."),
        U("How much more face revenue would hitting 90% bring, if the mix stays as it is?"),
        A("<think>\nAverage face so far: (412 x 52 + 188 x 68) / {{412+188|d}} = ({{412*52|d}} + {{188*68|d}}) / {{412+188|d}} = "
          "{{412*52+188*68|d}} / {{412+188|d}} = {{34208/600|.2f}}. {{900-600|d}} more x {{34208/600|.2f}}.\n</think>\n\nAverage face so far: ${{(412*52+188*68)/600|.2f}}. 300 more tickets: about "
          "**${{(412*52+188*68)/600*300|,.2f}}**."),
        U("And what pace would get us to 85% instead?"),
        A("<think>\n{{0.85*1000|.0f}} - {{412+188|d}} = {{850-600|d}}. {{850-600|d}} / {{(date(2026,4,4)-date(2026,3,11)).days|d}} = {{250/24|.1f}}.\n</think>\n\n{{850-600|d}} more over {{(date(2026,4,4)-date(2026,3,11)).days|d}} days: **[[11.4]] a day**.",
          why="250 / 24 is 10.4 a day; the model wrote one digit off"),
    ),
    run(12, O3,
        U("Group of twelve for the Gannets, GA. Price?"),
        C("get_group_policy", {"event_id": "EV-2231"},
          "Groups of 10 or more tickets in one order: 10% off face value; order processing waived. "
          "Fees are charged on the full face value. Book through the box office."),
        C("get_event", {"event_id": "EV-2231"}, PIER9),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("| | $ |\n|---|---|\n| Face 12 × $38.00 − 10% | {{12*38*0.9|.2f}} |\n| Service 12% of full face | "
          "{{12*38*0.12|.2f}} |\n| Facility 12 × $2.50 | {{12*2.5|.2f}} |\n| Processing | waived |\n| Subtotal | "
          "{{12*38*0.9+12*38*0.12+12*2.5|.2f}} |\n| Tax 8.875% | {{(12*38*0.9+12*38*0.12+12*2.5)*0.08875|.2f}} |\n"
          "| **Total** | **{{(12*38*0.9+12*38*0.12+12*2.5)*1.08875|.2f}}** |"),
        U("Per head?"),
        A("${{(12*38*0.9+12*38*0.12+12*2.5)*1.08875/12|.2f}}."),
        U("Saving vs twelve separate online orders?"),
        A("Separate: 12 × (${{38*1.12+2.5|.2f}} + $1.95) × {{1+0.08875|.5f}} = ${{12*(38*1.12+2.5+1.95)*1.08875|.2f}}. "
          "Saving ${{12*(38*1.12+2.5+1.95)*1.08875-(12*38*0.9+12*38*0.12+12*2.5)*1.08875|.2f}}."),
        U("Booking code for the box office?"),
        A("Quote group code **[[GRP-2231-12]]**.",
          why="the policy gives no group code; the model made one up from the event id and the party size"),
    ),    run(13, OPUS41,
        U("4 balcony for Mara Quell sat. cheaper at the box office or online?"),
        C("get_event", {"event_id": "EV-2214"}, LOW_TIDE),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("Per ticket $62.00 + ${{62*0.12|.2f}} service + $2.50 = ${{62*1.12+2.5|.2f}}.\n"
          "- Box office: 4 × that + tax = **${{4*(62*1.12+2.5)*1.08875|.2f}}**\n"
          "- Online: + $1.95 processing = **${{(4*(62*1.12+2.5)+1.95)*1.08875|.2f}}**\n"
          "Box office saves ${{1.95*1.08875|.2f}}."),
        U("still available?"),
        C("get_sales", {"event_id": "EV-2214", "group": "tier"}, sales(
            BY_TIER, "GA Floor,900,842,12,45.00", "Balcony,350,291,8,62.00", "VIP,50,50,4,140.00")),
        A("Yes, {{350-291|d}} balcony seats left (comps already counted out)."),
        U("box office hours sat?"),
        C("get_venue_info", {"venue": "The Foundry"},
          "The Foundry, 41 Quay Street. Box office: Tue-Sat 12:00-18:00, and on show days from 17:00 until the last "
          "support act starts. Capacity 1,300 standing/balcony."),
        A("Sat: 12pm–6pm, and on show days from 5pm until the support starts ([[7:45pm]] that night). Doors 7pm.",
          why="not planted on purpose: the writer carried the support act's start from venue-08's run sheet, which this "
              "run never read; the first measurement flagged it, and the truth lists it as invented (the text unchanged)"),
        U("total for 4 if i pay online and one ticket is VIP instead?"),
        A("3 balcony {{3*(62*1.12+2.5)|.2f}} + 1 VIP (${{140*1.12+2.5|.2f}}) + $1.95 = ${{3*(62*1.12+2.5)+140*1.12+2.5+1.95|.2f}}; "
          "with tax **${{(3*(62*1.12+2.5)+140*1.12+2.5+1.95)*1.08875|.2f}}**. But VIP is sold out: all 50 are "
          "gone, so that one can't be VIP."),
        anthropic=True),
    run(14, GEMINI25_FLASH,
        U("Quick season recap across all three venues, please."),
        C("get_season_summary", {"season": "winter 2025-26", "group": "venue"}, sales(
            "venue,shows,tickets,gross_face", "The Foundry,12,14208,598320.00", "Pier 9 Hall,11,12904,462150.00",
            "The Glasshouse,5,4300,176010.00")),
        A("* **Shows:** {{12+11+5|d}}\n* **Tickets:** {{14208+12904+4300|,d}} (about {{31412/1000|.1f}}k)\n"
          "* **Gross face:** ${{598320+462150+176010|,.2f}}, roughly ${{1236480/1e6|.2f}}M\n"
          "* **Per show:** ${{1236480/28|,.2f}} and {{31412/28|,.0f}} tickets on average"),
        U("Which venue earns the most per show?"),
        A("* The Foundry: ${{598320/12|,.2f}} a show\n* Pier 9 Hall: ${{462150/11|,.2f}}\n"
          "* The Glasshouse: ${{176010/5|,.2f}}\n\nThe Foundry leads, about ${{598320/12/1000|.1f}}k a night."),
        U("Average ticket price by venue?"),
        A("* The Foundry: ${{598320/14208|.2f}}\n* Pier 9 Hall: ${{462150/12904|.2f}}\n"
          "* The Glasshouse: ${{176010/4300|.2f}}\n* Overall: ${{1236480/31412|.2f}}"),
        U("What share of the season's gross came from the Glasshouse?"),
        A("* **[[41.2]]%** ($176,010.00 of ${{1236480|,.2f}}), from just {{5/28*100|.0f}}% of the shows",
          why="176,010 / 1,236,480 is 14.2%; the model swapped the first two digits"),
    ),
    run(15, OPUS41,
        U("For the Gannets show, what's our real sell-through? Production is holding some seats and there are comps."),
        C("get_inventory", {"event_id": "EV-2231"}, sales(
            "tier,capacity,production_holds,sold,comps", "GA,1100,0,812,20", "Mezzanine,240,40,178,6")),
        C("get_fee_schedule", {}, FEE_SCHEDULE),
        A("Sell-through counts sold tickets over the capacity actually on sale, leaving comps out:\n\n"
          "- **GA:** 812 of 1,100 on sale, **{{812/1100*100|.1f}}%**\n"
          "- **Mezzanine:** 240 − 40 held = {{240-40|d}} on sale; 178 sold, **{{178/200*100|.1f}}%**\n"
          "- **Overall:** {{812+178|d}} of {{1100+200|,d}}, **{{990/1300*100|.1f}}%**\n\n"
          "The {{20+6|d}} comps fill seats but aren't sales."),
        U("If production releases its 40 holds, how does the Mezzanine look?"),
        A("With all 240 on sale, 178 sold is {{178/240*100|.1f}}%, leaving {{240-178-6|d}} seats to sell after the 6 comps."),
        U("How many people will be in the room, counting comps?"),
        A("{{812+20|d}} on GA and {{178+6|d}} in the Mezzanine: **{{832+184|,d}}** people, "
          "{{1016/1340*100|.1f}}% of the {{1100+240|,d}}-person capacity."),
        U("What's left to sell across both tiers, at face value?"),
        C("get_event", {"event_id": "EV-2231"}, PIER9),
        A("- GA: {{1100-812-20|d}} × $38.00 = ${{(1100-812-20)*38|,.2f}}\n"
          "- Mezzanine (holds still held): {{200-178-6|d}} × $55.00 = ${{(200-178-6)*55|,.2f}}\n\n"
          "About **${{(1100-812-20)*38+(200-178-6)*55|,.2f}}** of face value still on the table."),
        anthropic=True),
]
