"""site runs: a building contractor's estimating assistant (Harrow & Quist Builders' Plumbline, tools
designed for this set: a plan's rooms as JSON records, a materials price list and supplier quotes as
plain text, a crew roster and takeoff exports as CSV text with no spaces after the commas, a job
calendar, a contract's payment stages), with floor and wall areas, tiles, boards and planks with a
waste allowance rounded up to whole boxes, concrete in m³ with its margin, board feet from nominal
sizes and feet-and-inches, labour days and hours x rates, a bid with overhead and markup and VAT, a
deposit, progress payments as shares less retention, working days skipping weekends and a closed
day, a German and a French supplier's quote; tool results and answers written here, in the styles of
GPT-5 (plain), Claude Opus 4.1 (Anthropic envelopes, `£1.2M`, a French quote `2 116,48 €`), GPT-4o mini (terse), Qwen3 235B (tables),
DeepSeek V3.1 (steps), Mistral Small (German `4.222,84 €`), Command A, Llama 4 Maverick (chatty),
a local Qwen3 4B (terse), QwQ 32B (`<think>`) and Gemini 2.5 Flash
(bullets, `07h30`, `half past four`, `1700 hrs`)."""

from _heldout21_models import (COMMAND_A, DEEPSEEK_V31, GEMINI25_FLASH, GPT4O_MINI, GPT5, LLAMA4_MAVERICK, LOCAL_4B,
                               MISTRAL_SMALL, OPUS41, QWEN3_235B, QWQ_32B)
from _heldout21_site import POLICY, csv, room

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"site-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def day(offset: int, fmt: str = "%a %d %b") -> str:
    """A computed date: `offset` days after Monday 2026-11-09 (the garage's start on site), as `fmt` writes it."""
    return f"{{{{date(2026,11,9)+timedelta(days={offset})|{fmt}}}}}"


PRICES = """HARROW & QUIST - MATERIALS PRICE LIST (November 2026, prices ex VAT)
TL-6030  Porcelain floor tile 600x300, box = 1.44 m2 ........ £38.90/box
TL-2020  Wall tile 200x200 gloss white, box = 1.00 m2 ....... £17.25/box
ADH-20   Tile adhesive 20 kg (covers approx. 4 m2) .......... £21.50/bag
GRT-05   Grout 5 kg (covers approx. 12 m2) .................. £9.80/bag
LVP-18   Oak LVP plank 1220x180, pack = 2.196 m2 ............ £52.40/pack
SKR-24   MDF skirting 119 mm, 2.4 m length ................... £6.40/length
PB-125   Plasterboard 2400x1200x12.5 mm ...................... £11.65/sheet
C32/40   Ready-mix concrete C32/40 ........................... £148.00/m3
Waste allowances: floor tile 10%, wall tile 12%, LVP 8%, plasterboard 10%."""
HALE_PLAN = {"job_id": "J-2611-04", "client": "M. Hale", "address": "22 Orchard Rise, Harrogate HG2 7QJ", "rooms": [
    room("Bathroom", 2.85, 2.40, height_m=2.4),
    room("Ensuite", 2.10, 1.80, height_m=2.4, doors=[{"w_m": 0.8, "h_m": 2.0}])]}
GARAGE_TAKEOFF = csv("element,length_m,width_m,depth_mm,qty", "slab,6.2,3.4,150,1", "footing,6.2,0.6,450,2",
                     "footing,3.4,0.6,450,2")
CASTLEROCK = """CASTLEROCK READYMIX - QUOTE Q-CR-55871 (valid to 2026-11-20)
C32/40 ready-mix, 9.0 m3 @ £141.50/m3
Part-load charge: none above 6 m3
Pump hire (half day): £385.00
Saturday delivery surcharge: £12.00/m3
Prices ex VAT."""
CREW = csv("crew_id,name,trade,day_rate_gbp", "CR-07,Dean Okafor,tiler,264", "CR-11,Priya Lalwani,electrician,312",
           "CR-14,Tomasz Wrona,carpenter,248", "CR-19,Jess Mbeki,labourer,168", "CR-22,Aled Rhys,plasterer,256")
GARAGE_CALENDAR = """JOB CALENDAR - J-2611-07 Garage, 14 Ashby Rd, Ripon HG4 1LW
Start on site: Mon 2026-11-09
Groundworks: 6 working days
Blockwork: 8 working days
Roof: 5 working days
Site closed: Fri 2026-11-13 (crane certification)
Building control: permit BC/26/04417; book each inspection 48 h ahead"""
KRAEMER = """FENSTERWERK KRÄMER GmbH - ANGEBOT A-2026-1187 (gültig bis 30.11.2026)
Pos. 1  Fenster PVC 3-fach, 1230 x 1480 mm ........ 4 Stk. à 612,40 €
Pos. 2  Terrassentür PVC 3-fach, 1780 x 2180 mm .... 1 Stk. à 1.486,90 €
Pos. 3  Fensterbank Alu, 1300 mm .................. 4 Stk. à 38,75 €
Fracht nach UK: 295,00 € pauschal
Rabatt: 4 % auf Pos. 1-3 ab 3.000,00 € Warenwert
Zahlung: 2 % Skonto bei Zahlung innerhalb 10 Tagen, sonst 30 Tage netto"""
DECK_TAKEOFF = csv("item,nominal_in,length,qty", "joist,2x8,12',9", "rim joist,2x8,12'6\",2", "decking,5/4x6,12',22",
                   "post,6x6,8',4")
LOUNGE_PLAN = {"job_id": "J-2611-15", "client": "R. & T. Banerjee", "rooms": [
    room("Living room", 5.40, 4.25, doorways=2), room("Hall", 4.80, 1.15, doorways=1)], "doorway_width_m": 0.9}
CONTRACT = {"job_id": "J-2610-02", "project": "Four townhouses, Mill Lane, Otley", "contract_sum_gbp": 1184600,
            "deposit_pct": 10, "retention_pct": 5,
            "stages": [{"stage": "foundations", "share_pct": 15}, {"stage": "frame", "share_pct": 25},
                       {"stage": "envelope", "share_pct": 20}, {"stage": "fit-out", "share_pct": 20},
                       {"stage": "handover", "share_pct": 10}],
            "certified_to_date_gbp": 296150}
QUARRY_JOB = {"job_id": "J-2611-12", "client": "S. Whitlock", "site": "7 Quarry Lane, Ilkley LS29 9RT",
              "permit": "PP/26/01863", "start": "2026-11-13", "scope": "single-storey rear extension, 4.2 x 3.6 m"}
GARAGE_CONVERSION = {"job_id": "J-2611-18", "room": "Garage conversion", "walls_m": [5.2, 3.1, 5.2, 3.1],
                     "height_m": 2.4, "openings": [{"type": "window", "w_m": 1.2, "h_m": 1.0},
                                                   {"type": "door", "w_m": 0.9, "h_m": 2.0}], "ceiling": True}
DELIVERIES = """DELIVERIES & CREW - J-2611-09 (kitchen extension, 3 Beck Side, Skipton BD23 2PX)
Thu 05/11 0730  Castlerock Readymix, 6.5 m3 C32/40 + pump (Q-CR-55903)
Thu 05/11 0800  Crew on site: T. Wrona, J. Mbeki
Fri 06/11 0900  Brickhouse Supplies, 2,400 facing bricks (PO-77140)
Site hours: 0730-1630, 30 min unpaid lunch. Overtime at time and a half."""
DUVAL = """CÉRAMIQUES DUVAL - DEVIS D-26-3392 (valable 30 jours)
Grès cérame 60x60 « Ardoise », carton = 1,44 m² ......... 41,60 € / carton
Plinthe assortie 60 cm ................................. 3,90 € / pièce
Remise : 5 % sur les carreaux à partir de 40 cartons
Livraison Royaume-Uni : 180,00 € forfait
Règlement : 30 % à la commande, solde à la livraison"""

FLOOR = "(2.85*2.4+2.1*1.8)"
WALLS = "(2*(2.1+1.8)*2.4-0.8*2)"
GARAGE_M3 = "(6.2*3.4*0.15+6.2*0.6*0.45*2+3.4*0.6*0.45*2)"
BID_DIRECT = "(18460+11240+1350)"
BID = "(18460+11240+1350)*1.12*1.15"
LVP = "(5.4*4.25+4.8*1.15)"
BOARD = "(2*(5.2+3.1)*2.4-1.2*1.0-0.9*2.0+5.2*3.1)"

RUNS = [
    run(1, GPT5,
        U("Hale bathroom and ensuite (J-2611-04): how many boxes of the 600x300 porcelain for the floors?"),
        C("get_plan", {"job_id": "J-2611-04"}, HALE_PLAN),
        C("get_price_list", {}, PRICES),
        A("Floor areas from the plan:\n\n- Bathroom: 2.85 × 2.40 = {{2.85*2.4|.2f}} m²\n"
          "- Ensuite: 2.10 × 1.80 = {{2.1*1.8|.2f}} m²\n- Total: {{" + FLOOR + "|.2f}} m²\n\n"
          "With the 10% floor-tile waste that's {{" + FLOOR + "*1.1|.2f}} m². At 1.44 m² a box: "
          "{{" + FLOOR + "*1.1/1.44|.2f}}, so **{{-(-" + FLOOR + "*1.1//1.44)|.0f}} boxes** of TL-6030, "
          "£{{9*38.9|.2f}} ex VAT."),
        U("What's that in square feet? The client thinks in feet."),
        A("{{" + FLOOR + "|.2f}} m² × 10.764 = {{" + FLOOR + "*10.764|.1f}} ft² (bathroom {{2.85*2.4*10.764|.1f}} ft², "
          "ensuite {{2.1*1.8*10.764|.1f}} ft²)."),
        U("Adhesive and grout for the floors?"),
        A("Adhesive: {{" + FLOOR + "|.2f}} m² ÷ 4 m² a bag = {{" + FLOOR + "/4|.1f}}, so 3 bags of ADH-20 "
          "(£{{3*21.5|.2f}}). Grout: one 5 kg bag covers 12 m², so 1 bag of GRT-05 (£9.80)."),
        U("And the ensuite walls tiled full height with the white 200x200?"),
        A("Ensuite perimeter 2 × (2.10 + 1.80) = {{2*(2.1+1.8)|.1f}} m, × 2.4 m high = {{2*(2.1+1.8)*2.4|.2f}} m². "
          "Less the door (0.8 × 2.0 = {{0.8*2|.1f}} m²): {{" + WALLS + "|.2f}} m². Plus 12% waste: "
          "{{" + WALLS + "*1.12|.2f}} m², so **{{-(-" + WALLS + "*1.12//1)|.0f}} boxes** of TL-2020 at £17.25 = "
          "£{{20*17.25|.2f}}."),
    ),
    run(2, OPUS41,
        U("How much concrete do we order for the garage at Ashby Rd (J-2611-07)? Slab and footings."),
        C("get_takeoff", {"job_id": "J-2611-07", "trade": "concrete"}, GARAGE_TAKEOFF),
        C("get_price_list", {}, PRICES),
        A("From the takeoff:\n\n| Element | Size | Volume |\n|---|---|---|\n"
          "| Slab | 6.2 × 3.4 m × 150 mm | {{6.2*3.4*0.15|.3f}} m³ |\n"
          "| Footings (long) | 2 × 6.2 × 0.6 m × 450 mm | {{6.2*0.6*0.45*2|.3f}} m³ |\n"
          "| Footings (short) | 2 × 3.4 × 0.6 m × 450 mm | {{3.4*0.6*0.45*2|.3f}} m³ |\n"
          "| **Total** | | **{{" + GARAGE_M3 + "|.3f}} m³** |\n\n"
          "Plus 5% gives {{" + GARAGE_M3 + "*1.05|.2f}} m³, which rounds up to **{{-(-" + GARAGE_M3 + "*1.05//0.5)*0.5|.1f}} m³** to order. At our list "
          "price of £148.00/m³ that's £{{9*148|,.2f}} ex VAT."),
        U("Castlerock sent a quote. Check it against that."),
        C("get_quote", {"quote_id": "Q-CR-55871"}, CASTLEROCK),
        A("Castlerock's quote Q-CR-55871 matches the 9.0 m³:\n\n- Concrete: 9.0 × £141.50 = £{{9*141.5|,.2f}}\n"
          "- Pump, half day: £385.00\n- **Ex VAT: £{{9*141.5+385|,.2f}}**; VAT £{{(9*141.5+385)*0.2|,.2f}}; "
          "total £{{(9*141.5+385)*1.2|,.2f}}\n\n"
          "The concrete itself is £{{9*(148-141.5)|.2f}} under our list price. It's valid to 20 November."),
        U("The client wants the pour on a Saturday. What does it cost then?"),
        A("The Saturday surcharge is £12.00/m³, so 9.0 × £12 = £{{9*12|d}} more: **£[[1,676.50]] ex VAT** "
          "(£{{(9*141.5+385+108)*1.2|,.2f}} with VAT).",
          why="1,273.50 + 385.00 + 108.00 is 1,766.50; the model swapped two digits"),
        U("What's the slab in square feet, and how thick in inches?"),
        A("6.2 × 3.4 = {{6.2*3.4|.2f}} m², or {{6.2*3.4*10.764|.0f}} ft². 150 mm ÷ 25.4 = {{150/25.4|.1f}} in, "
          "just under 6\"."),
        anthropic=True),
    run(3, GPT4O_MINI,
        U("crew cost: carpenter 3.5 days, labourer 3.5 days, plasterer 2 days?"),
        C("get_crew", {"week": 45}, CREW),
        A("Wrona {{3.5*248|.0f}} + Mbeki {{3.5*168|.0f}} + Rhys {{2*256|.0f}} = £{{3.5*248+3.5*168+2*256|,.0f}}."),
        U("hourly rates?"),
        A("Okafor £{{264/8|.2f}}/h, Lalwani £{{312/8|.2f}}/h, Wrona £{{248/8|.2f}}/h, Mbeki £{{168/8|.2f}}/h, "
          "Rhys £{{256/8|.2f}}/h."),
        U("electrician 14 h?"),
        A("14 × £{{312/8|.0f}} = £{{14*312/8|.0f}}."),
        U("whole crew for 5 days?"),
        A("£{{264+312+248+168+256|,d}}/day × 5 = £{{(264+312+248+168+256)*5|,d}}."),
    ),
    run(4, QWEN3_235B,
        U("Build me the bid for the Skipton kitchen extension, J-2611-09."),
        C("get_estimate", {"job_id": "J-2611-09"},
          {"job_id": "J-2611-09", "client": "H. Lindqvist", "materials_gbp": 18460.00, "labour_gbp": 11240.00,
           "plant_hire_gbp": 1350.00}),
        A("| Line | Basis | £ |\n|---|---|---|\n| Materials | | 18,460.00 |\n| Labour | | 11,240.00 |\n"
          "| Plant hire | | 1,350.00 |\n| **Direct cost** | | **{{" + BID_DIRECT + "|,.2f}}** |\n"
          "| Overhead | 12% of direct | {{" + BID_DIRECT + "*0.12|,.2f}} |\n"
          "| Subtotal | | {{" + BID_DIRECT + "*1.12|,.2f}} |\n| Markup | 15% of subtotal | [[5,126.40]] |\n"
          "| **Bid (ex VAT)** | | **{{" + BID + "|,.2f}}** |\n| VAT | 20% | {{" + BID + "*0.2|,.2f}} |\n"
          "| **Bid (inc VAT)** | | **{{" + BID + "*1.2|,.2f}}** |",
          why="15% of 34,776.00 is 5,216.40; the model swapped two digits"),
        U("Deposit and retention on that?"),
        A("| Item | Basis | £ |\n|---|---|---|\n| Deposit on signing | 10% of bid | {{" + BID + "*0.1|,.2f}} |\n"
          "| Retention over the job | 5% of bid | {{" + BID + "*0.05|,.2f}} |"),
        U("Stages after the deposit: 30% at wall plate, 40% watertight, 20% at handover. Net of retention?"),
        A("| Stage | Share | Gross £ | Retention 5% | Net £ |\n|---|---|---|---|---|\n"
          "| Wall plate | 30% | {{" + BID + "*0.3|,.2f}} | {{" + BID + "*0.3*0.05|,.2f}} | {{" + BID + "*0.3*0.95|,.2f}} |\n"
          "| Watertight | 40% | {{" + BID + "*0.4|,.2f}} | {{" + BID + "*0.4*0.05|,.2f}} | {{" + BID + "*0.4*0.95|,.2f}} |\n"
          "| Handover | 20% | {{" + BID + "*0.2|,.2f}} | {{" + BID + "*0.2*0.05|,.2f}} | {{" + BID + "*0.2*0.95|,.2f}} |"),
        U("What if we drop the markup to 10%?"),
        A("| | £ |\n|---|---|\n| Bid at 10% markup | {{" + BID_DIRECT + "*1.12*1.1|,.2f}} |\n"
          "| Less than at 15% by | {{" + BID_DIRECT + "*1.12*0.05|,.2f}} |"),
    ),
    run(5, DEEPSEEK_V31,
        U("When does the Ashby Rd garage finish if everything runs to the calendar?"),
        C("get_job_calendar", {"job_id": "J-2611-07"}, GARAGE_CALENDAR),
        A("Step 1: groundworks, 6 working days from Mon 9 Nov. Fri 13 Nov is closed, so they run 9-12 Nov and "
          + day(7, "%d") + "-" + day(8, "%d %b") + ", ending **" + day(8) + "**.\n"
          "Step 2: blockwork, 8 working days from " + day(9) + ": " + day(9, "%d") + "-" + day(11, "%d %b") + " and " + day(14, "%d") + "-" + day(18, "%d %b") + ", ending **" + day(18) + "**.\n"
          "Step 3: roof, 5 working days from " + day(21) + " to **" + day(25) + "**.\n"
          "Total: {{6+8+5|d}} working days."),
        U("When do I book the foundation inspection? Before blockwork starts."),
        A("Step 1: blockwork starts " + day(9) + ".\nStep 2: 48 h before that is " + day(7) +
          ".\nStep 3: book it by then under permit BC/26/04417."),
        U("How many calendar days from start to roof done?"),
        A("From Mon 9 Nov to " + day(25) + ": {{(date(2026,12,4)-date(2026,11,9)).days|d}} days, "
          "{{(date(2026,12,4)-date(2026,11,9)).days+1|d}} counting both ends."),
        U("If blockwork slips 3 working days, when is the roof done? And give me the permit for the note."),
        A("Step 1: blockwork ends 3 working days later, " + day(23) + ".\nStep 2: roof 5 working days from "
          + day(24) + " to **" + day(30) + "**.\nStep 3: note under permit [[BC/26/04471]].",
          why="the calendar gives permit BC/26/04417; the model swapped the last two digits"),
    ),
    run(6, MISTRAL_SMALL,
        U("Können Sie das Angebot von Fensterwerk Krämer für J-2611-09 prüfen? Was zahlen wir?"),
        C("get_quote", {"quote_id": "A-2026-1187"}, KRAEMER),
        A("Angebot A-2026-1187:\n\n- Pos. 1: 4 × 612,40 € = {{de(4*612.4)|s}} €\n- Pos. 2: 1 × 1.486,90 €\n"
          "- Pos. 3: 4 × 38,75 € = {{de(4*38.75)|s}} €\n- Warenwert: {{de(4*612.4+1486.9+4*38.75)|s}} €\n\n"
          "Über 3.000,00 €, also 4 % Rabatt: −[[136,66]] €, bleibt {{de((4*612.4+1486.9+4*38.75)*0.96)|s}} €. "
          "Mit Fracht (295,00 €): **{{de((4*612.4+1486.9+4*38.75)*0.96+295)|s}} €**.",
          why="4% of 4.091,50 € is 163,66 €; the model swapped two digits"),
        U("Und mit Skonto?"),
        A("2 % Skonto bei Zahlung innerhalb 10 Tagen: {{de(((4*612.4+1486.9+4*38.75)*0.96+295)*0.02)|s}} €, "
          "zu zahlen {{de(((4*612.4+1486.9+4*38.75)*0.96+295)*0.98)|s}} €."),
        U("What is that in pounds?"),
        C("get_fx_rate", {"pair": "EUR/GBP"}, {"pair": "EUR/GBP", "rate": 0.8674, "date": "2026-11-03"}),
        A("Zum Kurs 0,8674 (03.11.2026): {{de((4*612.4+1486.9+4*38.75)*0.96+295)|s}} € = "
          "£{{((4*612.4+1486.9+4*38.75)*0.96+295)*0.8674|,.2f}}; mit Skonto £{{((4*612.4+1486.9+4*38.75)*0.96+295)*0.98*0.8674|,.2f}}."),
        U("Bis wann gilt das Angebot?"),
        A("Bis 30.11.2026, also noch {{(date(2026,11,30)-date(2026,11,3)).days|d}} Tage."),
    ),
    run(7, COMMAND_A,
        U("Board feet for the Banerjee deck takeoff? The yard prices by the board foot."),
        C("get_takeoff", {"job_id": "J-2611-15", "trade": "deck"}, DECK_TAKEOFF),
        A("Board feet = thickness (in) × width (in) × length (ft) ÷ 12, on nominal sizes:\n\n"
          "- Joists, 2x8 × 12': 2 × 8 × 12 ÷ 12 = {{2*8*12/12|.0f}} bf each, × 9 = {{2*8*12/12*9|.0f}} bf\n"
          "- Rim joists, 2x8 × 12'6\": 2 × 8 × {{12+6/12|.1f}} ÷ 12 = {{2*8*12.5/12|.2f}} bf each, × 2 = {{2*8*12.5/12*2|.2f}} bf\n"
          "- Decking, 5/4x6 × 12': {{5/4|.2f}} × 6 × 12 ÷ 12 = {{1.25*6*12/12|.1f}} bf each, × 22 = [[156]] bf\n"
          "- Posts, 6x6 × 8': 6 × 6 × 8 ÷ 12 = {{6*6*8/12|.0f}} bf each, × 4 = {{6*6*8/12*4|.0f}} bf\n\n"
          "Total: **{{2*8*12/12*9+2*8*12.5/12*2+1.25*6*12/12*22+6*6*8/12*4|.2f}} bf**.",
          why="7.5 bf × 22 boards is 165 bf; the model swapped two digits"),
        U("The deck is 12'6\" by 10'. Area in metric?"),
        A("12'6\" × 10' = 12.5 × 10 = {{12.5*10|.0f}} ft², ÷ 10.764 = {{125/10.764|.2f}} m². In metres: "
          "{{12.5*0.3048|.2f}} m × {{10*0.3048|.3f}} m."),
        U("They want a 3/8\" gap between deck boards. In mm?"),
        A("3/8\" = {{3/8|.3f}} in × 25.4 = {{0.375*25.4|.3f}} mm, so use {{0.375*25.4|.1f}} mm spacers."),
        U("Screws: two per board per joist, boxes of 200?"),
        A("22 boards × 9 joists × 2 = {{22*9*2|d}} screws, so {{-(-22*9*2//200)|d}} boxes of 200."),
    ),
    run(8, LLAMA4_MAVERICK,
        U("Hey! Banerjee living room and hall are getting the oak LVP. How many packs?"),
        C("get_plan", {"job_id": "J-2611-15"}, LOUNGE_PLAN),
        C("get_price_list", {}, PRICES),
        A("Great choice, the oak LVP looks fantastic! 🪵 Here's the maths:\n\n"
          "- Living room: 5.40 × 4.25 = {{5.4*4.25|.2f}} m²\n- Hall: 4.80 × 1.15 = {{4.8*1.15|.2f}} m²\n"
          "- Together: {{" + LVP + "|.2f}} m²\n\nAdd 8% waste → {{" + LVP + "*1.08|.2f}} m². Each pack covers "
          "2.196 m², so that's {{" + LVP + "*1.08/2.196|.2f}} packs... which means **{{-(-" + LVP + "*1.08//2.196)|.0f}} "
          "packs** (just over 14, so round up!). At £52.40 a pack: **£{{15*52.4|.2f}}**, so just under £0.8k."),
        U("Skirting too? Knock off the doorways."),
        A("Sure thing! 😊\n\n- Living room perimeter: 2 × (5.40 + 4.25) = {{2*(5.4+4.25)|.1f}} m\n"
          "- Hall perimeter: 2 × (4.80 + 1.15) = {{2*(4.8+1.15)|.1f}} m\n- Total: {{2*(5.4+4.25)+2*(4.8+1.15)|.1f}} m, "
          "less 3 doorways × 0.9 m = {{2*(5.4+4.25)+2*(4.8+1.15)-2.7|.1f}} m\n\n"
          "That's {{(2*(5.4+4.25)+2*(4.8+1.15)-2.7)/2.4|.1f}} lengths of 2.4 m, so **12 lengths** of SKR-24 at £6.40 = "
          "£{{12*6.4|.2f}}."),
        U("Our fitter lays about 20 m² a day at £230 a day. Labour?"),
        A("{{" + LVP + "|.2f}} m² ÷ 20 = {{" + LVP + "/20|.2f}} days, so call it 2 days → **£{{2*230|d}}** 👍"),
        U("Total for the client with VAT?"),
        A("Here you go! 🎉\n\n- Planks: £{{15*52.4|.2f}}\n- Skirting: £{{12*6.4|.2f}}\n- Labour: £{{2*230|.2f}}\n"
          "- Subtotal: £{{15*52.4+12*6.4+460|,.2f}}\n- VAT 20%: £{{(15*52.4+12*6.4+460)*0.2|.2f}}\n"
          "- **Total: £{{(15*52.4+12*6.4+460)*1.2|,.2f}}**"),
    ),
    run(9, OPUS41,
        U("Where are we on the Mill Lane townhouses contract? The frame stage is done."),
        C("get_contract", {"job_id": "J-2610-02"}, CONTRACT),
        A("Mill Lane (J-2610-02), a £1.2M contract (£1,184,600):\n\n"
          "- Deposit (10%): £{{1184600*0.1|,.0f}}\n- Foundations (15%): £{{1184600*0.15|,.0f}}\n"
          "- Certified to date: £296,150\n\n"
          "Frame (25%): £{{1184600*0.25|,.2f}} gross, less 5% retention (£{{1184600*0.25*0.05|,.2f}}): "
          "**£[[281,432.50]]** to invoice.",
          why="296,150.00 less 14,807.50 is 281,342.50; the model swapped two digits"),
        U("What's left to certify after the frame?"),
        A("£1,184,600 − £296,150 − £{{1184600*0.25|,.0f}} = **£{{1184600-296150-1184600*0.25|,.0f}}** "
          "(envelope, fit-out and handover: {{20+20+10|d}}% of the sum)."),
        U("How much retention is held so far?"),
        A("5% of what's certified: £296,150 + £{{1184600*0.25|,.0f}} = £{{296150+1184600*0.25|,.0f}}, so "
          "**£{{(296150+1184600*0.25)*0.05|,.2f}}**."),
        U("Half the retention comes back at handover and half after the 12-month defects period. How much each?"),
        A("Full retention on the contract: 5% × £1,184,600 = £{{1184600*0.05|,.0f}}. Half at handover: "
          "**£{{1184600*0.05/2|,.0f}}**; the other £{{1184600*0.05/2|,.0f}} after 12 months."),
        anthropic=True),
    run(10, LOCAL_4B,
        U("permit no for quarry lane?"),
        C("get_job", {"job_id": "J-2611-12"}, QUARRY_JOB),
        A("PP/26/01863."),
        U("site postcode"),
        A("LS29 [[9TR]].", why="the job gives LS29 9RT; the model swapped the last two letters"),
        U("start date?"),
        A("Fri 13th (Friday week), 13.11.2026."),
        U("days from today?"),
        A("{{(date(2026,11,13)-date(2026,11,3)).days|d}}."),
        U("extension floor area?"),
        A("4.2 × 3.6 = {{4.2*3.6|.2f}} m² ({{4.2*3.6*10.764|.0f}} ft²)."),
    ),
    run(11, QWQ_32B,
        U("Plasterboard for the garage conversion J-2611-18, walls and ceiling. Sheets and cost?"),
        C("get_plan", {"job_id": "J-2611-18"}, GARAGE_CONVERSION),
        C("get_price_list", {}, PRICES),
        A("<think>\nWalls: perimeter 5.2+3.1+5.2+3.1 = {{2*(5.2+3.1)|.1f}} m, times 2.4 = {{2*(5.2+3.1)*2.4|.2f}}. Openings: "
          "window {{1.2*1.0|.1f}}, door {{0.9*2.0|.1f}}, so {{1.2+1.8|.1f}} off: {{2*(5.2+3.1)*2.4-3|.2f}}. Ceiling 5.2 x 3.1 = "
          "{{5.2*3.1|.2f}}. Total {{" + BOARD + "|.2f}}. Plus 10%: {{" + BOARD + "*1.1|.3f}}. Sheet 2.4 x 1.2 = 2.88. "
          "{{" + BOARD + "*1.1|.3f}} / 2.88 = {{" + BOARD + "*1.1/2.88|.1f}}... so 21 sheets. 21 x 11.65 = {{21*11.65|.2f}}.\n</think>\n\n"
          "Walls {{2*(5.2+3.1)*2.4-1.2*1.0-0.9*2.0|.2f}} m² (after the window and door), ceiling {{5.2*3.1|.2f}} m², "
          "total {{" + BOARD + "|.2f}} m². With 10% waste, {{" + BOARD + "*1.1|.2f}} m² ÷ {{2.4*1.2|.2f}} m² a sheet = "
          "{{" + BOARD + "*1.1/2.88|.1f}} → **{{-(-" + BOARD + "*1.1//2.88)|.0f}} sheets** of PB-125, "
          "£{{21*11.65|.2f}} ex VAT."),
        U("Screws: 28 per sheet, boxes of 500."),
        A("<think>\n{{-(-" + BOARD + "*1.1//2.88)|.0f}} x 28 = {{21*28|d}}. {{21*28|d}}/500 = {{21*28/500|.2f}}, so 2 boxes.\n</think>\n\n"
          "{{21*28|d}} screws → 2 boxes of 500."),
        U("Aled boards about 25 m² a day. How long and what does it cost?"),
        C("get_crew", {"week": 46}, CREW),
        A("<think>\n{{" + BOARD + "|.2f}} / 25 = {{" + BOARD + "/25|.2f}} days. Round up to 3 days. Aled Rhys 256 a day. 3 x 256 = {{3*256|d}}.\n</think>\n\n"
          "{{" + BOARD + "/25|.2f}} days → 3 days at £256 = **£[[786]]**.",
          why="3 days at £256 are £768; the model swapped the last two digits"),
        U("Total materials and labour for this bit?"),
        A("<think>\nBoards {{21*11.65|.2f}} + screws (not priced) + labour {{3*256|d}} = {{21*11.65+3*256|.2f}}.\n</think>\n\n"
          "£{{21*11.65|.2f}} + £{{3*256|d}} = **£{{21*11.65+3*256|,.2f}}** (screws not on the price list)."),
    ),
    run(12, GEMINI25_FLASH,
        U("What's happening on the Skipton job this week and when?"),
        C("get_deliveries", {"job_id": "J-2611-09"}, DELIVERIES),
        A("Here's the Skipton kitchen extension (J-2611-09) this week:\n\n"
          "* **Thu 5th, 07h30:** Castlerock Readymix, 6.5 m³ C32/40 with the pump (Q-CR-55903)\n"
          "* **Thu 5th, 08h00:** Tomasz Wrona and Jess Mbeki on site\n"
          "* **Fri 6th, 09h00:** Brickhouse Supplies, 2,400 facing bricks (PO-77140)"),
        U("How many paid hours a day on site?"),
        A("* Site hours 0730 to 1630 (half past four): {{16.5-7.5|.0f}} h\n* Less the 30 min unpaid lunch: "
          "**{{16.5-7.5-0.5|.1f}} paid hours** a day"),
        U("If Tomasz stays to 1700 hrs on Thursday, what's the overtime?"),
        C("get_crew", {"week": 45}, CREW),
        A("* Overtime from 1630 to 1700 hrs: 0.5 h\n* Tomasz's rate: £248/day ÷ 8 = £{{248/8|.2f}}/h\n"
          "* Time and a half: £{{248/8*1.5|.2f}}/h × 0.5 h = **£{{248/8*1.5*0.5|.2f}}**"),
        U("When are the bricks arriving again?"),
        A("* **Thu [[07/11]] at 0900**, Brickhouse Supplies, PO-77140",
          why="the schedule gives Fri 06/11; the model wrote the date one digit off"),
        U("And how many bricks for the pallet check, in dozens?"),
        A("* 2,400 bricks ÷ 12 = **{{2400/12|.0f}} dozen**"),
    ),
    run(13, OPUS41,
        U("Le devis de Céramiques Duval pour le sol du séjour J-2611-15 : 64 m² plus 10 % de chute. Combien ?"),
        C("get_quote", {"quote_id": "D-26-3392"}, DUVAL),
        A("64 m² + 10 % = {{64*1.1|.1f}} m². Un carton fait 1,44 m² : {{fr(64*1.1/1.44)|s}}, donc "
          "**{{-(-64*1.1//1.44)|.0f}} cartons**.\n\n- Carreaux : 49 × 41,60 € = [[2 083,40]] €\n"
          "- Remise 5 % (plus de 40 cartons) : −{{fr(49*41.6*0.05)|s}} €\n"
          "- Livraison : 180,00 €\n- **Total : {{fr(49*41.6*0.95+180)|s}} €**",
          why="49 × 41,60 € is 2 038,40 €; the model swapped two digits"),
        U("Les plinthes : 31,2 m de périmètre moins 2,7 m de portes ?"),
        A("{{fr(31.2-2.7, '.1f')|s}} m ÷ 0,60 m = {{fr((31.2-2.7)/0.6, '.1f')|s}}, donc {{-(-(31.2-2.7)//0.6)|.0f}} plinthes × 3,90 € = "
          "{{fr(48*3.9)|s}} €."),
        U("Et l'acompte à la commande ?"),
        A("30 % de {{fr(49*41.6*0.95+180+48*3.9)|s}} € (carreaux, livraison et plinthes) = "
          "**{{fr((49*41.6*0.95+180+48*3.9)*0.3)|s}} €** ; le solde de {{fr((49*41.6*0.95+180+48*3.9)*0.7)|s}} € "
          "à la livraison."),
        U("In pounds at today's rate?"),
        C("get_fx_rate", {"pair": "EUR/GBP"}, {"pair": "EUR/GBP", "rate": 0.8674, "date": "2026-11-03"}),
        A("At 0.8674: {{fr(49*41.6*0.95+180+48*3.9)|s}} € ≈ **£{{(49*41.6*0.95+180+48*3.9)*0.8674|,.2f}}**."),
        anthropic=True),

]
