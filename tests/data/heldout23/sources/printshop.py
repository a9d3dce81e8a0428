"""printshop runs: a print-and-sign shop's quoting and job assistant (Inkwell Print & Sign's Inky,
tools designed for this set: quote requests, jobs and artwork preflights as JSON, price tables as
plain text, a paper store and an order history as CSV text with no spaces after the commas), with
sizes in mm and inches, bleed, pixels at a DPI and effective DPI, large format per m² with a minimum
charge, eyelets every 50 cm, quantity tiers, imposition on SRA3 sheets and paper weight in gsm,
turnaround in working days past a bank holiday, express at +35%, VAT 23%, delivery; tool results and
answers written here, in the styles of GPT-5 (plain), Claude Opus 4.5 and Claude Opus 4.1
(Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 235B (tables), DeepSeek V3.1 (terse),
Mistral Medium 3 (Portuguese `110,70 €`), Bielik 11B (Polish `194,34 €`, `21 września`), a local
Qwen2.5 7B (a few words), QwQ-32B (`<think>`), MiniMax M2, gpt-oss-120b (Japanese `8枚`) and
Claude Sonnet 4 (Anthropic envelopes)."""

from _heldout23_models import (BIELIK, DSV31, GEMINI3_PRO, GPT5, GPT_OSS, LOCAL_QWEN, MINIMAX_M2,
                               MISTRAL_MEDIUM, OPUS41, OPUS45, QWEN3, QWQ, SONNET4)
from _heldout23_printshop import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"printshop-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


PRICE_CARDS = """BUSINESS CARDS 85x55mm | 400gsm silk | double-sided | EUR ex VAT
qty        250     500     1000    2500
price      38.00   49.00   72.00   145.00
Options: soft-touch lamination +18% | spot UV +35.00 flat | rounded corners +12.00 flat"""
PRICE_LF = """LARGE FORMAT - EUR per m2 ex VAT (finished size)
vinyl banner 510gsm        19.50
foamex 5mm                 46.00
correx 4mm                 22.00
window vinyl (fitted)      34.00    fitting 65.00/hour
roll-up 850x2000 incl. stand: 79.00 each
minimum 30.00 per item"""
QR_4471 = {"request_id": "QR-4471", "customer": "Ballincollig Tidy Towns", "item": "PVC banner",
           "material": "vinyl banner 510gsm", "width_mm": 3000, "height_mm": 1000, "qty": 2,
           "finish": "hemmed, eyelets", "artwork": "tidytowns_banner_v3.pdf", "delivery": True}
PRE_4471 = {"file": "tidytowns_banner_v3.pdf", "page_mm": [3000, 1000], "bleed_mm": 0, "image_px": [7087, 2362],
            "colour": "CMYK", "fonts_embedded": True}
JOB_9032 = {"job_id": "JB-9032", "customer": "Harbour Lights Cafe", "product": "A5 menus, 300gsm silk", "qty": 500,
            "price_eur": 240.0, "approved": "2026-09-16 10:40", "service": "standard"}
JOB_9047 = {"job_id": "JB-9047", "customer": "Glanmire GAA", "product": "correx signs 600x400", "qty": 20,
            "approved": "2026-10-21 14:10", "service": "standard", "price_eur": None}
PRICE_FLYERS = """A5 FLYERS 148x210mm | 170gsm gloss | double-sided | EUR ex VAT
qty     500     1000    2500    5000    10000
price   64.00   82.00   139.00  215.00  360.00
Printed on SRA3, 60 sheets make-ready per job."""
PRE_MENU = {"file": "menu_A4_final.pdf", "pages": 2, "page_mm": [210, 297], "bleed_mm": 0, "colour": "RGB",
            "fonts_embedded": False, "images": [{"name": "hero.jpg", "px": [1654, 1181], "placed_mm": [210, 148]},
                                                {"name": "logo.png", "px": [600, 600], "placed_mm": [40, 40]}]}
QR_4490 = {"request_id": "QR-4490", "customer": "Nolan's Pharmacy", "item": "frosted window vinyl, fitted", "panes": 3,
           "pane_mm": [1200, 1800], "site": "Main St, Midleton", "fit_hours_est": 2.5, "fitter_start": "08:30"}
QR_4502 = {"request_id": "QR-4502", "customer": "Cafe Lisboa Cork", "contact": "Ines Ferreira", "item": "foamex 5mm signs",
           "width_mm": 600, "height_mm": 400, "qty": 3, "delivery": False}
JOB_9011 = {"job_id": "JB-9011", "customer": "Kasia Nowak", "product": "roll-up banner 850x2000 incl. stand", "qty": 2,
            "unit_price_eur": 79.0, "approved": "2026-09-14 09:15", "service": "standard", "ready": "2026-09-21",
            "collect_from": "Unit 4, Marina Commercial Park, Cork T12 X5R2", "paid_eur": 100.0}
STOCK = csv("stock,size,gsm,sheets_on_hand,reorder_at,price_per_500_eur",
            "Silk,SRA3,170,4200,2000,48.50", "Silk,SRA3,350,1350,1500,96.00", "Gloss,SRA3,130,6100,2000,39.20",
            "Uncoated,SRA3,120,800,1500,34.80", "Board,SRA3,400,950,500,118.00")
PHOTO = {"file": "regatta_2026.jpg", "px": [6000, 4000], "colour": "sRGB", "bleed_mm": 0, "target": "A1 poster"}
PRICE_POSTERS = """POSTERS | 200gsm satin | EUR ex VAT each
A3 4.20 | A2 9.80 | A1 14.50 | A0 24.00
10 or more of one size: 10% off"""
HISTORY = csv("order,date,product,qty,net_eur",
              "INK-20311,2026-03-04,A5 flyers 170gsm,2500,139.00", "INK-20588,2026-04-22,business cards,1000,72.00",
              "INK-20954,2026-06-10,vinyl banner 3.2x1m,1,62.40", "INK-21207,2026-07-29,A5 flyers 170gsm,5000,215.00",
              "INK-21480,2026-09-02,roll-up banner,2,158.00")
PRICE_POSTCARDS = """A6 POSTCARDS 105x148mm | 350gsm silk | EUR ex VAT
qty     100     250     500     1000
price   29.00   42.00   58.00   86.00"""

BANNER = "(3*1*19.50*2+2*(2*(3+1)/0.5)*0.35)"

RUNS = [
    run(1, GPT5,
        U("I need 750 business cards, double-sided. What's the best way to order them?"),
        C("get_price_table", {"product": "business cards"}, PRICE_CARDS),
        A("There's no 750 tier. 500 + 250 would be €49.00 + €38.00 = €" + v("49+38", ".2f") + ", but 1,000 cards are €72.00, "
          "so order 1,000: €" + v("87-72", ".2f") + " cheaper and 250 spare. That's €" + v("72/1000", ".3f") + " a card ex VAT."),
        U("With soft-touch lamination, and the VAT? I'll collect."),
        A("1,000 cards €72.00 + 18% soft-touch = €" + v("72*1.18", ".2f") + ", VAT 23% €" + v("72*1.18*0.23", ".2f")
          + ", total €" + v("72*1.18*1.23", ".2f") + ". Collection, so no delivery. Per card ex VAT: €" + v("72*1.18/1000", ".3f") + "."),
        U("What size should my designer set up the file at?"),
        A("Trim is 85 × 55 mm; with 3 mm bleed each edge the artwork is " + v("85+6", "d") + " × " + v("55+6", "d")
          + " mm (" + v("91/25.4", ".2f") + " × " + v("61/25.4", ".2f") + " in). At 300 DPI that's " + v("91/25.4*300", ".0f")
          + " × " + v("61/25.4*300", ".0f") + " px."),
        U("And spot UV on the logo?"),
        A("Spot UV is a flat +€[[53.00]] on the order.", why="the price table gives spot UV at +35.00 flat; the model swapped the digits"),
        U("Rounded corners too?"),
        A("Rounded corners are +€12.00 flat, so laminated cards with rounded corners come to €" + v("72*1.18+12", ".2f")
          + " ex VAT, €" + v("(72*1.18+12)*1.23", ".2f") + " with VAT."),
    ),
    run(2, OPUS45,
        U("Can you price QR-4471 for me?"),
        C("get_quote_request", {"request_id": "QR-4471"}, QR_4471),
        C("get_price_table", {"product": "large format"}, PRICE_LF),
        A("**QR-4471: Ballincollig Tidy Towns, 2 PVC banners 3000 × 1000 mm**\n\n- Area: 3.0 × 1.0 = " + v("3*1", ".1f")
          + " m² each, " + v("3*2", ".1f") + " m² in all\n- Vinyl at €19.50/m²: €" + v("3*19.50", ".2f") + " each, €"
          + v("3*19.50*2", ".2f") + " for two\n- Eyelets: perimeter " + v("2*(3+1)", "d") + " m ÷ 0.5 m = "
          + v("2*(3+1)/0.5", ".0f") + " per banner, " + v("2*2*(3+1)/0.5", ".0f") + " × €0.35 = €" + v("2*2*(3+1)/0.5*0.35", ".2f")
          + "\n- Subtotal: €" + v(BANNER, ".2f") + "\n- Delivery (under €150): €9.50\n- VAT 23%: €" + v("(" + BANNER + "+9.5)*0.23", ".2f")
          + "\n- **Total: €" + v("(" + BANNER + "+9.5)*1.23", ".2f") + "**"),
        U("What should the artwork be?"),
        A("Large format takes 10 mm bleed, so **" + v("3000+20", ",d") + " × " + v("1000+20", ",d") + " mm**. At 150 DPI "
          "at full size the trim area needs " + v("3000/25.4*150", ",.0f") + " × " + v("1000/25.4*150", ",.0f")
          + " px (" + v("3020/25.4*150", ",.0f") + " × " + v("1020/25.4*150", ",.0f") + " px with the bleed)."),
        U("They've sent tidytowns_banner_v3.pdf. Is it OK?"),
        C("check_artwork", {"file": "tidytowns_banner_v3.pdf"}, PRE_4471),
        A("Not yet:\n\n- **Resolution:** 7,087 px over 3000 mm (" + v("3000/25.4", ".1f") + " in) is **"
          + v("7087/(3000/25.4)", ".0f") + " DPI**, and 2,362 px over 1000 mm is " + v("2362/(1000/25.4)", ".0f")
          + " DPI; we need 150, so " + v("150/60", ".1f") + "× the pixels\n- **Bleed:** none; it needs 10 mm each edge\n"
          "- CMYK and embedded fonts are fine"),
        U("The committee thinks in feet. How big is it?"),
        A("3000 mm ≈ **[[9.48]] ft** by 1000 mm ≈ **" + v("1000/304.8", ".2f") + " ft**.",
          why="3000 mm is 9.84 ft; the model swapped two digits"),
        anthropic=True),
    run(3, GEMINI3_PRO,
        U("When will JB-9032 be ready, and what would express cost?"),
        C("get_job", {"job_id": "JB-9032"}, JOB_9032),
        A("* **JB-9032:** 500 A5 menus for Harbour Lights Cafe, approved today at 10:40 (before 12:00, so today counts)\n"
          "* **Standard (5 working days):** " + v("date(2026,9,16)+timedelta(days=7)", "%A %d %B") + "\n"
          "* **Express (2 working days):** " + v("date(2026,9,16)+timedelta(days=2)", "%A %d %B") + "\n"
          "* **Express price:** €240.00 + 35% = **€" + v("240*1.35", ".2f") + "** (€" + v("240*0.35", ".2f") + " more)"),
        U("With VAT?"),
        A("* Standard: €240.00 × 1.23 = **€" + v("240*1.23", ".2f") + "**\n* Express: €" + v("240*1.35", ".2f")
          + " × 1.23 = **€" + v("240*1.35*1.23", ".2f") + "**\n* Delivery is free on both (over €150)"),
        U("And JB-9047 for Glanmire GAA?"),
        C("get_job", {"job_id": "JB-9047"}, JOB_9047),
        C("get_price_table", {"product": "large format"}, PRICE_LF),
        A("* **Approved:** Wed 21 Oct at 14:10, after 12:00, so one extra working day\n* **Counting:** " + v("date(2026,10,21)+timedelta(days=1)", "%a %d") + ", " + v("date(2026,10,21)+timedelta(days=2)", "%a %d") + ", "
          "(" + v("date(2026,10,21)+timedelta(days=5)", "%a %d") + " is the bank holiday), " + v("date(2026,10,21)+timedelta(days=6)", "%a %d") + ", " + v("date(2026,10,21)+timedelta(days=7)", "%a %d") + ", " + v("date(2026,10,21)+timedelta(days=8)", "%a %d") + " = 5 working days, +1\n* **Ready:** **"
          + v("date(2026,10,21)+timedelta(days=9)", "%a %d %b") + "**\n* **Price:** each 600 × 400 sign is "
          + v("0.6*0.4", ".2f") + " m² × €22.00 = €" + v("0.6*0.4*22", ".2f") + ", under the €30.00 minimum, so "
          + "20 × €30.00 = **€" + v("20*30", ".2f") + "** ex VAT"),
        U("Remind me of the express price for the menus?"),
        A("* **€[[342.00]]** ex VAT, ready Friday", why="€240.00 + 35% is €324.00; the model swapped two digits"),
    ),
    run(4, QWEN3,
        U("Flyer prices please, A5, and what's the cost per thousand at each quantity?"),
        C("get_price_table", {"product": "A5 flyers"}, PRICE_FLYERS),
        A("| Qty | Price | Per 1,000 | Per flyer |\n|---|---|---|---|\n"
          "| 500 | €64.00 | €" + v("64/0.5", ".2f") + " | €" + v("64/500", ".3f") + " |\n"
          "| 1,000 | €82.00 | €82.00 | €" + v("82/1000", ".3f") + " |\n"
          "| 2,500 | €139.00 | €" + v("139/2.5", ".2f") + " | €" + v("139/2500", ".4f") + " |\n"
          "| 5,000 | €215.00 | €" + v("215/5", ".2f") + " | €" + v("215/5000", ".3f") + " |\n"
          "| 10,000 | €360.00 | €" + v("360/10", ".2f") + " | €" + v("360/10000", ".3f") + " |"),
        U("We need about 4,000."),
        A("| Option | Cost |\n|---|---|\n| 2,500 + 1,000 + 500 | €[[258.00]] |\n| 5,000 | €215.00 |\n\n"
          "Order 5,000: cheaper, and 1,000 spare.",
          why="139 + 82 + 64 is €285.00; the model swapped two digits"),
        U("How many sheets is that on the press, and how heavy is the paper?"),
        A("| Step | Value |\n|---|---|\n| A5 + bleed | " + v("148+6", "d") + " × " + v("210+6", "d") + " mm |\n"
          "| Up on SRA3 (320 × 450) | " + v("320//154", "d") + " × " + v("450//216", "d") + " = " + v("(320//154)*(450//216)", "d") + " |\n"
          "| Sheets | 5,000 / 4 = " + v("5000/4", ",.0f") + " + 60 make-ready = " + v("5000/4+60", ",.0f") + " |\n"
          "| Sheet area | " + v("320/1000", ".2f") + " × " + v("450/1000", ".2f") + " = " + v("0.32*0.45", ".3f") + " m² |\n| Sheet weight | × 170 g = " + v("0.144*170", ".2f") + " g |\n"
          "| Paper | " + v("1310*24.48/1000", ".2f") + " kg |"),
        U("Total with VAT and delivery?"),
        A("| Item | € |\n|---|---|\n| 5,000 flyers | 215.00 |\n| Delivery (over €150) | 0.00 |\n| VAT 23% | "
          + v("215*0.23", ".2f") + " |\n| **Total** | **" + v("215*1.23", ".2f") + "** |"),
    ),
    run(5, OPUS41,
        U("Can you preflight menu_A4_final.pdf before we print it?"),
        C("check_artwork", {"file": "menu_A4_final.pdf"}, PRE_MENU),
        A("A few problems with menu_A4_final.pdf (2 pages, A4):\n\n1. **No bleed.** It needs 3 mm each edge: set the page to "
          + v("210+6", "d") + " × " + v("297+6", "d") + " mm.\n2. **RGB.** Convert to CMYK, or colours will shift.\n"
          "3. **Fonts not embedded.**\n4. **hero.jpg is low.** 1,654 px across 210 mm (" + v("210/25.4", ".2f") + " in) is "
          + v("1654/(210/25.4)", ".0f") + " DPI, and 1,181 px down 148 mm is " + v("1181/(148/25.4)", ".0f") + " DPI; print wants 300.\n"
          "5. logo.png is fine: 600 px over 40 mm is " + v("600/(40/25.4)", ".0f") + " DPI."),
        U("How big does the hero image need to be?"),
        A("At 300 DPI, 210 × 148 mm needs **" + v("210/25.4*300", ",.0f") + " × " + v("148/25.4*300", ",.0f") + " px**: "
          "about " + v("(210/25.4*300)/1654", ".1f") + "× what they sent in each direction."),
        U("If they can't get a better photo, how big can it go at 300 DPI?"),
        A("1,654 / 300 = " + v("1654/300", ".2f") + " in = **" + v("1654/300*25.4", ".0f") + " mm** wide, and 1,181 / 300 = "
          + v("1181/300", ".2f") + " in = **" + v("1181/300*25.4", ".0f") + " mm** high. Roughly A6 landscape rather than half an A4."),
        U("And the logo if they want it 60 mm wide?"),
        A("600 / (60 / 25.4) = **[[245]] DPI**, a bit under 300 but it's a clean PNG.",
          why="600 px over 60 mm is 254 DPI; the model swapped two digits"),
        anthropic=True),
    run(6, DSV31,
        U("Price QR-4490."),
        C("get_quote_request", {"request_id": "QR-4490"}, QR_4490),
        C("get_price_table", {"product": "large format"}, PRICE_LF),
        A("3 panes × 1.2 × 1.8 m = " + v("3*1.2*1.8", ".2f") + " m² × €34.00 = €" + v("3*1.2*1.8*34", ".2f")
          + ". Fitting 2.5 h × €65.00 = €" + v("2.5*65", ".2f") + ". Net €" + v("3*1.2*1.8*34+2.5*65", ".2f") + ", VAT €"
          + v("(3*1.2*1.8*34+2.5*65)*0.23", ".2f") + ", total €" + v("(3*1.2*1.8*34+2.5*65)*1.23", ".2f") + "."),
        U("Per pane?"),
        A("€" + v("(3*1.2*1.8*34+2.5*65)*1.23/3", ".2f") + " incl. VAT."),
        U("Sq ft?"),
        A(v("6.48*10.764", ".0f") + " ft² (" + v("1.2*1.8*10.764", ".0f") + " per pane)."),
        U("When's the fitter done?"),
        A("Starts 08:30, 2.5 h: " + v("datetime(2026,9,16,8,30)+timedelta(hours=2.5)", "%H:%M") + "."),
        U("If he also does the door panel?"),
        A("Door panel adds the fitting time, done by [[11:45]].",
          why="no result gives the door panel's size or fitting time; the model added an invented 45 minutes to 11:00"),
    ),
    run(7, MISTRAL_MEDIUM,
        U("Olá! Quanto ficam as três placas em foamex do pedido QR-4502?"),
        C("get_quote_request", {"request_id": "QR-4502"}, QR_4502),
        C("get_price_table", {"product": "large format"}, PRICE_LF),
        A("Olá Inês! Cada placa tem 0,6 × 0,4 = " + v("de(0.6*0.4)", "s") + " m² × 46,00 € = " + v("de(0.6*0.4*46)", "s")
          + " €, abaixo do mínimo de 30,00 € por peça, por isso:\n\n- 3 × 30,00 € = " + v("de(3*30)", "s") + " €\n- IVA 23%: "
          + v("de(90*0.23)", "s") + " €\n- **Total: " + v("de(90*1.23)", "s") + " €** (levantamento na loja)"),
        U("Em polegadas, quanto medem?"),
        A("600 × 400 mm = [[26,3]] × " + v("de(400/25.4, '.1f')", "s") + " polegadas.",
          why="600 mm is 23.6 inches; the model swapped two digits"),
        U("E se fizermos 1200 × 800 mm?"),
        A("- Área: 1,2 × 0,8 = " + v("de(1.2*0.8)", "s") + " m² × 46,00 € = " + v("de(0.96*46)", "s") + " € por placa (acima do mínimo)\n"
          "- 3 placas: " + v("de(3*0.96*46)", "s") + " €\n- IVA: " + v("de(3*0.96*46*0.23)", "s") + " €\n- **Total: "
          + v("de(3*0.96*46*1.23)", "s") + " €**"),
        U("Que tamanho deve ter o ficheiro?"),
        A("Com 10 mm de sangria: " + v("1200+20", "d") + " × " + v("800+20", "d") + " mm. A 150 DPI: "
          + v("thin(1220/25.4*150)", "s") + " × " + v("thin(820/25.4*150)", "s") + " píxeis."),
    ),
    run(8, BIELIK,
        U("Dzień dobry, ile jeszcze muszę zapłacić za JB-9011 i kiedy mogę odebrać?"),
        C("get_job", {"job_id": "JB-9011"}, JOB_9011),
        A("Dzień dobry! Zamówienie JB-9011: 2 roll-upy 850 × 2000 mm ze stojakiem.\n\n- 2 × 79,00 € = " + v("de(2*79)", "s")
          + " €\n- VAT 23%: " + v("de(158*0.23)", "s") + " €\n- Razem: " + v("de(158*1.23)", "s") + " €\n- Wpłacono: 100,00 €\n"
          "- **Do zapłaty: " + v("de(158*1.23-100)", "s") + " €**\n\nGotowe w poniedziałek " + v("date(2026,9,21)", "%d")
          + " września."),
        U("Za ile dni to jest?"),
        A("Dziś jest 16 września, więc za " + v("(date(2026,9,21)-date(2026,9,16)).days", "d") + " dni. Zatwierdzone w poniedziałek "
          "o 09:15 (przed 12:00), więc piąty dzień roboczy to " + v("date(2026,9,14)+timedelta(days=7)", "%d.%m") + "."),
        U("Jaki to rozmiar w centymetrach?"),
        A(v("850/10", ".0f") + " × " + v("2000/10", ".0f") + " cm, czyli " + v("de(0.85*2, '.1f')", "s") + " m² każdy, "
          + v("de(0.85*2*2, '.1f')", "s") + " m² razem."),
        U("Ile mam dopłacić przy odbiorze?"),
        A("[[49,34]] €. Odbiór: Unit 4, Marina Commercial Park, Cork T12 X5R2.",
          why="194.34 less the 100.00 paid is 94.34 euros; the model swapped two digits"),
    ),
    run(9, LOCAL_QWEN,
        U("paper below reorder?"),
        C("get_paper_stock", {}, STOCK),
        A("Silk 350gsm: 1350 (reorder 1500). Uncoated 120gsm: 800 (reorder 1500)."),
        U("cost to get the 350 silk to 3000 sheets"),
        A("Need " + v("3000-1350", "d") + " sheets, " + v("-(-1650//500)", "d") + " packs of 500, €" + v("4*96", ".2f") + "."),
        U("value of the gloss"),
        A(v("6100/500", ".1f") + " packs × €39.20 = €" + v("6100/500*39.20", ".2f") + "."),
        U("sheets total"),
        A(v("4200+1350+6100+800+950", ",d") + "."),
    ),
    run(10, QWQ,
        U("Can regatta_2026.jpg print as an A1 poster? And price 12 of them."),
        C("check_artwork", {"file": "regatta_2026.jpg"}, PHOTO),
        C("get_price_table", {"product": "posters"}, PRICE_POSTERS),
        A("<think>\nA1 is 594 × 841 mm. Long side 841 / 25.4 = " + v("841/25.4", ".2f") + " in; 6000 / 33.11 = " + v("6000/33.11", ".0f")
          + " DPI. Short side 594 / 25.4 = " + v("594/25.4", ".2f") + " in; 4000 / 23.39 = " + v("4000/23.39", ".0f") + " DPI. Large "
          "format needs 150, so fine. Aspect: photo 6000/4000 = " + v("6000/4000", ".1f") + ", A1 841/594 = " + v("841/594", ".3f")
          + ". Crop the long side: 4000 × 841 / 594 = " + v("4000*841/594", ".0f") + " px kept.\n12 posters × 14.50 = "
          + v("12*14.5", ".2f") + ", 10% off = " + v("12*14.5*0.9", ".2f") + ", over 150 so free delivery. VAT 23%: "
          + v("156.6*0.23", ".3f") + " → " + v("156.6*0.23", ".2f") + ". Total " + v("156.6*1.23", ".2f") + ".\n</think>\n\nYes. At A1 (594 × 841 mm) the photo gives "
          + v("6000/(841/25.4)", ".0f") + " DPI on the long side and " + v("4000/(594/25.4)", ".0f") + " DPI on the short, above "
          "the 150 DPI large format needs. The photo is 3:2 (" + v("6000/4000", ".1f") + ") and A1 is " + v("841/594", ".3f")
          + ", so about " + v("6000-4000*841/594", ".0f") + " px come off the long side.\n\n12 × €14.50 = €" + v("12*14.5", ".2f")
          + ", less 10% = €" + v("12*14.5*0.9", ".2f") + ", free delivery, VAT €" + v("12*14.5*0.9*0.23", ".2f") + ", **total €"
          + v("12*14.5*0.9*1.23", ".2f") + "**."),
        U("What if we only did 9?"),
        A("<think>\n9 × 14.50 = 130.50, under 10 so no discount, and under 150 so delivery 9.50: 140.00. VAT 32.20. Total "
          "172.20.\n</think>\n\n9 × €14.50 = €" + v("9*14.5", ".2f") + " (no discount under 10), + €9.50 delivery = €"
          + v("9*14.5+9.5", ".2f") + ", VAT €" + v("(9*14.5+9.5)*0.23", ".2f") + ": **€[[172.02]]**. Twelve cost only "
          "€" + v("12*14.5*0.9*1.23-(9*14.5+9.5)*1.23", ".2f") + " more.",
          why="(130.50 + 9.50) × 1.23 is €172.20, as the model's own <think> says; it swapped the last two digits in the answer"),
        U("Would it work at A0?"),
        A("<think>\nA0 is 841 × 1189 mm: 1189 / 25.4 = " + v("1189/25.4", ".2f") + " in; 6000 / 46.81 = " + v("6000/46.81", ".0f")
          + " DPI. Below 150.\n</think>\n\nA0 (841 × 1189 mm) is €24.00 a poster, but the long side would get about "
          + v("6000/(1189/25.4)", ".0f") + " DPI, under the 150 we want: I'd stay at A1."),
    ),
    run(11, MINIMAX_M2,
        U("How much has Harbour Lights spent with us this year?"),
        C("get_order_history", {"customer": "Harbour Lights Cafe", "year": 2026}, HISTORY),
        A("**5 orders in 2026**\n\n| Order | Date | Product | Net € |\n|---|---|---|---|\n| INK-20311 | 4 Mar | A5 flyers ×2,500 | 139.00 |\n"
          "| INK-20588 | 22 Apr | business cards ×1,000 | 72.00 |\n| INK-20954 | 10 Jun | vinyl banner 3.2×1 m | 62.40 |\n"
          "| INK-21207 | 29 Jul | A5 flyers ×5,000 | 215.00 |\n| INK-21480 | 2 Sep | roll-up banner ×2 | 158.00 |\n\n"
          "**Net €" + v("139+72+62.4+215+158", ".2f") + "**, **€" + v("(139+72+62.4+215+158)*1.23", ".2f") + " with VAT**; average order €"
          + v("(139+72+62.4+215+158)/5", ".2f") + " net."),
        U("How long between the two flyer orders?"),
        A("4 March to 29 July: **" + v("(date(2026,7,29)-date(2026,3,4)).days", "d") + " days** (" + v("147/7", ".0f") + " weeks). "
          "If they keep that pace the next run would be due around " + v("date(2026,7,29)+timedelta(days=147)", "%d %B") + "."),
        U("What share of the spend was the big flyer order?"),
        A("€215.00 / €" + v("139+72+62.4+215+158", ".2f") + " = **" + v("215/646.4*100", ".1f") + "%**. Flyers together: €" + v("139+215", ".2f") + ", "
          + v("354/646.4*100", ".1f") + "%."),
        U("Was the banner priced right?"),
        C("get_price_table", {"product": "large format"}, PRICE_LF),
        A("Yes: 3.2 × 1 m = " + v("3.2*1", ".1f") + " m² × €19.50 = **€" + v("3.2*19.5", ".2f") + "**, matching INK-20954."),
    ),
    run(12, GPT_OSS,
        U("A2ポスターを8枚お願いしたいです。送料と税込みでいくらですか？"),
        C("get_price_table", {"product": "posters"}, PRICE_POSTERS),
        A("A2ポスター（200gsmサテン）は1枚€9.80です。\n\n- 8枚 × €9.80 ＝ €" + v("8*9.8", ".2f") + "\n- 送料（€150未満）€9.50\n"
          "- 小計 €" + v("8*9.8+9.5", ".2f") + "\n- VAT 23% €" + v("(8*9.8+9.5)*0.23", ".2f") + "\n- **合計 €"
          + v("(8*9.8+9.5)*1.23", ".2f") + "**"),
        U("A2はインチで何インチですか？"),
        A("A2は[[420×549]]mm、約" + v("420/25.4", ".1f") + "×" + v("594/25.4", ".1f") + "インチです。",
          why="A2 is 420 × 594 mm (the inches the model gives are right); it swapped two digits of the long side"),
        U("データは何ピクセル必要？"),
        A("大判は150DPIなので、" + v("420/25.4*150", ",.0f") + "×" + v("594/25.4*150", ",.0f") + "ピクセル（塗り足し10mmを入れると"
          + v("440/25.4*150", ",.0f") + "×" + v("614/25.4*150", ",.0f") + "）です。"),
        U("10枚にしたら？"),
        A("10枚以上は10%引き：10 × €9.80 × 0.9 ＝ €" + v("10*9.8*0.9", ".2f") + "、送料€9.50を足して€" + v("10*9.8*0.9+9.5", ".2f")
          + "、税込み€" + v("(10*9.8*0.9+9.5)*1.23", ".2f") + "。8枚より€" + v("(10*9.8*0.9+9.5)*1.23-(8*9.8+9.5)*1.23", ".2f") + "高いだけです。"),
    ),
    run(13, SONNET4,
        U("250 A6 postcards on express, how much and when? Approving now."),
        C("get_price_table", {"product": "A6 postcards"}, PRICE_POSTCARDS),
        A("250 A6 postcards are €42.00; express adds 35%: €" + v("42*1.35", ".2f") + " ex VAT, €" + v("42*1.35*1.23", ".2f")
          + " with VAT (collection). Approved now, at 11:20, before the 12:00 cut-off, they're ready on "
          + v("date(2026,9,16)+timedelta(days=2)", "%A %d %B") + "."),
        U("Standard instead?"),
        A("€42.00 + VAT = €" + v("42*1.23", ".2f") + ", ready " + v("date(2026,9,16)+timedelta(days=7)", "%A %d %B")
          + ". Express costs €" + v("42*0.35*1.23", ".2f") + " more with VAT."),
        U("Artwork size?"),
        A("105 × 148 mm plus 3 mm bleed: " + v("105+6", "d") + " × " + v("148+6", "d") + " mm, " + v("111/25.4*300", ",.0f")
          + " × " + v("154/25.4*300", ",.0f") + " px at 300 DPI."),
        U("And 500 instead of 250?"),
        A("€58.00 standard, €" + v("58*1.35", ".2f") + " express (ex VAT): €" + v("58/500", ".3f") + " a card against €"
          + v("42/250", ".3f") + " for 250."),
        anthropic=True),
]
