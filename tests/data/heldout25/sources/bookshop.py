"""bookshop runs: a bookshop and small press's assistant (Canongate Lane Books' Quire, tools designed for
this set: titles with ISBN-13s, trade orders, royalty statements, parcel weights and exchange rates as
JSON, stock as CSV text, a printer's quote, a postage tariff and a till receipt as plain text), with
pre-orders and publication dates, trade discounts by quantity and free carriage over a threshold,
royalties in three tiers and an advance earned out, ebook receipts, a print run's unit cost, run-on,
overs and pallets, weights in g, oz and lb into postage bands, VAT inside stationery (`/ 6`), loyalty
stamps per whole GBP 10, special orders in working days, weeks of stock cover, an ISBN's check digit;
tool results and answers written here, in the styles of GPT-4.1 (plain), Claude Sonnet 4, Opus 4.1 and
3.7 Sonnet (Anthropic envelopes), Gemini 2.5 Pro (bullets), Grok 4 (tables), DeepSeek-R1 (`<think>`),
Qwen3 235B (terse), Meltemi (Greek `62,32 €`, `1.565 g`), SeaLLMs (Indonesian `Rp7.040.803`), Command A
and gpt-4o-mini (a few words)."""

from _heldout25_bookshop import POLICY
from _heldout25_models import (COMMAND_A, DSR1, GEMINI25_PRO, GPT4O_MINI, GPT41, GROK4, MELTEMI, OPUS41,
                               QWEN3_235B, SEALLM, SONNET4, SONNET37)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"bookshop-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


SALT_ROADS = {"isbn": "978-1-9164-2207-0", "title": "The Salt Roads", "author": "Morag Lennie", "imprint": "Lane Press",
              "format": "hardback", "list_gbp": 16.99, "pub_date": "2026-10-15", "status": "forthcoming",
              "preorders": 143, "weight_g": 640}
HARBOUR = {"isbn": "978-1-9164-2184-4", "title": "Harbour Lights", "author": "Ewan Rae", "imprint": "Lane Press",
           "format": "paperback", "list_gbp": 9.99, "status": "in print", "weight_g": 385}
TRADE_ORDER = {"order": "TO-5127", "shop": "Wigtown Quay Books", "lines": [
    {"isbn": "978-1-9164-2207-0", "title": "The Salt Roads", "qty": 28, "list_gbp": 16.99},
    {"isbn": "978-1-9164-2184-4", "title": "Harbour Lights", "qty": 12, "list_gbp": 9.99}], "status": "draft"}
GREEK_ORDER = {"order": "WEB-88213", "customer": "Ελένη Παπαδοπούλου", "country": "GR", "items": [
    {"title": "The Salt Roads", "gbp": 16.99, "weight_g": 640}, {"title": "Skerries", "gbp": 12.99, "weight_g": 420},
    {"title": "Harbour Lights", "gbp": 9.99, "weight_g": 385}], "packaging_g": 120}
TARIFF = """INTERNATIONAL TARIFF (tracked)   from 2026-04-01
zone       up to 500 g   up to 1 kg   up to 2 kg
Europe     6.45          9.85         14.20
USA        8.90          12.40        15.95
World      9.75          13.60        19.80"""
FX = {"base": "GBP", "rates": {"EUR": 1.172, "USD": 1.341, "IDR": 21350}, "date": "2026-09-22"}
STATEMENT = {"author": "Isla Crombie", "title": "Skerries", "isbn": "978-1-9164-2231-5", "list_gbp": 14.99,
             "print_copies_sold_to_date": 9240, "ebook_net_receipts_gbp": 3412.60, "advance_gbp": 8000,
             "period": "to 2026-06-30", "previously_paid_gbp": 0}
QUOTE = """QUOTE Q-88412   Bell & Lomond Print, Glasgow   2026-09-18
Title: Harbour Lights (reprint)  198 x 129 mm, 288 pp, 80 gsm cream, 4/0 cover, matt lam
qty      unit_gbp   total_gbp
1,000    2.86       2,860.00
2,000    1.94       3,880.00
3,000    1.63       4,890.00
run-on per further 1,000 above 3,000:   1,480.00
delivery: GBP 85.00 per pallet of up to 1,500 copies"""
SPECIAL = {"order": "SO-4471", "customer": "Mr A. Drummond", "title": "The Quiet Firth", "isbn": "978-0-00-845127-1",
           "gbp": 20.00, "ordered": "2026-09-22", "supplier": "Gardners"}
LOYALTY = {"customer": "Mr A. Drummond", "stamps": 6, "last_purchase_gbp": 87.45}
STOCK = """isbn,title,on_hand,sold_30d,list_gbp
978-1-9164-2184-4,Harbour Lights,46,54,9.99
978-1-9164-2231-5,Skerries,12,39,14.99
978-1-9164-2207-0,The Salt Roads,0,0,16.99
978-0-00-845127-1,The Quiet Firth,3,9,20.00
978-1-9164-2195-0,Gannet Summer,88,11,8.99"""
INDO_ORDER = {"order": "TO-5140", "shop": "Toko Buku Kenari, Jakarta", "isbn": "978-1-9164-2231-5",
              "title": "Skerries (Indonesian edition: Gugusan Karang)", "qty": 40, "list_gbp": 14.99, "weight_g_each": 410}
COURIER = {"service": "air freight, Jakarta", "per_kg_started_gbp": 4.80, "handling_gbp": 18.00}
RECEIPT = """CANONGATE LANE BOOKS   till 2   2026-09-22 09:41   receipt 0047-2291
The Salt Roads (pre-order)        16.99   Z
Gannet Summer                      8.99   Z
Notebook A5 linen                 12.00   S
Fountain pen set                   7.50   S
TOTAL                             45.48
Z = zero-rated   S = standard rate 20%"""
US_ORDER = {"order": "WEB-88240", "customer": "Dana Whitfield", "country": "US", "items": [
    {"title": "Skerries", "gbp": 14.99, "weight_g": 455}, {"title": "The Quiet Firth", "gbp": 20.00, "weight_g": 520}],
    "packaging_g": 95}
LAUNCH = {"event": "Launch: The Salt Roads", "date": "2026-10-15", "book_gbp": 16.99, "seats": 80, "tickets_sold": 62, "ticket_gbp": 5.00,
          "ticket_redeemable": True, "attended": 58, "books_sold_with_ticket": 41, "books_sold_full_price": 9}

RUNS = [
    run(1, GPT41,
        U("Do you have The Salt Roads by Morag Lennie? I'd like three copies."),
        C("get_title", {"query": "The Salt Roads"}, SALT_ROADS),
        A("The Salt Roads (hardback, ISBN 978-1-9164-2207-0) isn't out yet: it's published on " + v("date(2026,10,15)", "%A %-d %B")
          + ", " + v("(date(2026,10,15)-date(2026,9,22)).days", "d") + " days from now. You can pre-order: 3 × £16.99 = £" + v("3*16.99", ".2f")
          + ", paid today, and the copies ship on publication day."),
        U("Do I get loyalty stamps for that?"),
        A("Yes, one per whole £10: £" + v("3*16.99", ".2f") + " gives you " + v("int(50.97//10)", "d") + " stamps."),
        U("How heavy is it? I want to post one to my sister in Leeds."),
        A("It's 640 g, about " + v("640/28.35", ".1f") + " oz, so it's over the 750 g large-letter limit only with "
          "packaging heavier than " + v("750-640", "d") + " g; in a padded bag it should go as a large letter for £2.70, otherwise a small parcel for £4.19."),
        U("Is it selling well?"),
        A("It has 143 pre-orders so far; with your three that makes " + v("143+3", "d") + "."),
        U("Can you give me the ISBN so she can order it herself?"),
        A("ISBN [[978-1-9164-2270-0]], hardback, £16.99.",
          why="the title's ISBN is 978-1-9164-2207-0; the model swapped two digits"),
    ),
    run(2, SONNET4,
        U("Wigtown Quay Books sent a draft trade order, TO-5127. What do they pay?"),
        C("get_trade_order", {"order": "TO-5127"}, TRADE_ORDER),
        A("| Title | Qty | List | Discount | Net each | Net |\n|---|---|---|---|---|---|\n| The Salt Roads | 28 | £16.99 | 45% (25+) | £"
          + v("16.99*0.55", ".2f") + " | £" + v("28*16.99*0.55", ",.2f") + " |\n| Harbour Lights | 12 | £9.99 | 40% | £" + v("9.99*0.6", ".2f")
          + " | £" + v("12*9.99*0.6", ",.2f") + " |\n\n**Net total: £[[333.75]]**, over £150, so carriage is free.",
          why="the two lines come to 333.57 (261.646 + 71.928); the model swapped the last two digits"),
        U("How much are they saving against list?"),
        A("List value: 28 × £16.99 + 12 × £9.99 = £" + v("28*16.99+12*9.99", ",.2f") + "; net £" + v("28*16.99*0.55+12*9.99*0.6", ",.2f")
          + "; saving **£" + v("(28*16.99+12*9.99)-(28*16.99*0.55+12*9.99*0.6)", ",.2f") + "** (" + v("((28*16.99+12*9.99)-(28*16.99*0.55+12*9.99*0.6))/(28*16.99+12*9.99)*100", ".1f") + "%)."),
        U("If they took 25 Harbour Lights instead of 12, would it be worth it?"),
        A("At 25 copies they'd get 45%: 25 × £9.99 × 0.55 = £" + v("25*9.99*0.55", ".2f") + ", £" + v("9.99*0.55", ".2f")
          + " each instead of £" + v("9.99*0.6", ".2f") + ". That's " + v("25-12", "d") + " more copies for £"
          + v("25*9.99*0.55-12*9.99*0.6", ".2f") + " more."),
        U("What's the Salt Roads order worth at retail?"),
        A("28 × £16.99 = **£" + v("28*16.99", ",.2f") + "**."),
        anthropic=True),
    run(3, MELTEMI,
        U("Καλημέρα! Παρήγγειλα τρία βιβλία (WEB-88213). Πόσο κοστίζουν τα μεταφορικά για Αθήνα;"),
        C("get_web_order", {"order": "WEB-88213"}, GREEK_ORDER),
        C("get_tariff", {}, TARIFF),
        A("Καλημέρα! Βάρος δέματος: 640 + 420 + 385 + 120 (συσκευασία) = " + v("de(640+420+385+120,',.0f')", "s") + " g ("
          + v("de((640+420+385+120)/28.35,'.1f')", "s") + " oz).\nΖώνη Ευρώπη, έως 2 kg: **£14,20**.\n\nΒιβλία: 16,99 + 12,99 + 9,99 = £"
          + v("de(16.99+12.99+9.99)", "s") + "\nΣύνολο: **£" + v("de(16.99+12.99+9.99+14.20)", "s") + "**"),
        U("Πόσο είναι σε ευρώ;"),
        C("get_fx", {"base": "GBP"}, FX),
        A("Με ισοτιμία 1 GBP = 1,172 EUR: " + v("de(16.99+12.99+9.99+14.20)", "s") + " × 1,172 = **" + v("de(54.17*1.172)", "s") + " €**."),
        U("Αν αφαιρέσω το Harbour Lights;"),
        A("Βάρος " + v("de(1565-385,',.0f')", "s") + " g, ακόμα πάνω από 1 kg, άρα πάλι £14,20. Σύνολο £" + v("de(16.99+12.99+14.20)", "s")
          + " (" + v("de((16.99+12.99+14.20)*1.172)", "s") + " €)."),
        U("Πόσο ζυγίζει το Harbour Lights;"),
        A("[[458]] g.", why="the order gives 385 g; the model swapped the digits"),
    ),
    run(4, GEMINI25_PRO,
        U("Can you work out Isla Crombie's royalty statement for Skerries to 30 June?"),
        C("get_royalty_statement", {"author": "Isla Crombie"}, STATEMENT),
        A("* **Print, 9,240 copies at £14.99 list:**\n  * First 3,000 at 7.5%: 3,000 × £14.99 × 0.075 = £" + v("3000*14.99*0.075", ",.2f")
          + "\n  * 3,001–8,000 at 10%: " + v("8000-3000", ",d") + " × £14.99 × 0.10 = £" + v("5000*14.99*0.1", ",.2f") + "\n  * Beyond 8,000 at 12.5%: "
          + v("9240-8000", ",d") + " × £14.99 × 0.125 = £" + v("1240*14.99*0.125", ",.2f") + "\n  * Print total: **£"
          + v("3000*14.99*0.075+5000*14.99*0.1+1240*14.99*0.125", ",.2f") + "**\n* **Ebook:** 25% of £3,412.60 = **£" + v("3412.60*0.25", ",.2f")
          + "**\n* **Earned:** £" + v("3000*14.99*0.075+5000*14.99*0.1+1240*14.99*0.125+3412.60*0.25", ",.2f")),
        U("Has she earned out her advance?"),
        A("* Advance: £8,000\n* Earned: £" + v("13191.20+853.15", ",.2f") + "\n* **Yes**, by £" + v("13191.20+853.15-8000", ",.2f")
          + ", which is due to her"),
        U("At what copy did the print royalties alone pass the advance?"),
        A("* After 8,000 copies print earned £" + v("3372.75+7495", ",.2f") + ", so it passed £8,000 inside the 10% band\n"
          "* £8,000 − £" + v("3000*14.99*0.075", ",.2f") + " = £" + v("8000-3372.75", ",.2f") + " at £" + v("14.99*0.1", ".3f") + " a copy = " + v("(8000-3372.75)/1.499", ",.0f")
          + " copies into the band\n* So around copy **" + v("3000+(8000-3372.75)/1.499", ",.0f") + "**"),
        U("What was her advance again?"),
        A("* **£[[8,500]]**, paid against Skerries", why="the statement gives an advance of 8,000; one digit off"),
    ),
    run(5, GROK4,
        U("Bell & Lomond quoted for a Harbour Lights reprint. What would 4,000 copies cost all in?"),
        C("get_printer_quote", {"quote": "Q-88412"}, QUOTE),
        C("get_title", {"query": "Harbour Lights"}, HARBOUR),
        A("| Item | GBP |\n|---|---|\n| 3,000 copies | 4,890.00 |\n| Run-on 1,000 | 1,480.00 |\n| Print total | " + v("4890+1480", ",.2f")
          + " |\n| Delivery: " + v("-(-4000//1500)", "d") + " pallets × 85.00 | " + v("3*85", ".2f") + " |\n| **All in** | **" + v("4890+1480+3*85", ",.2f")
          + "** |\n| Per copy | " + v("(4890+1480+3*85)/4000", ".2f") + " |"),
        U("How do the unit costs fall?"),
        A("| Qty | Unit | Each extra 1,000 costs | Per extra copy |\n|---|---|---|---|\n| 1,000 | 2.86 | | |\n| 2,000 | 1.94 | "
          + v("3880-2860", ",.2f") + " | " + v("(3880-2860)/1000", ".2f") + " |\n| 3,000 | 1.63 | " + v("4890-3880", ",.2f") + " | "
          + v("(4890-3880)/1000", ".2f") + " |\n| 4,000 | " + v("6370/4000", ".4f") + " | 1,480.00 | " + v("1480/1000", ".2f") + " |"),
        U("Worst case with 5% overs on 4,000?"),
        A("| | |\n|---|---|\n| Overs | " + v("4000*0.05", ".0f") + " copies |\n| At run-on | " + v("200*1.48", ".2f") + " |\n| Print total | "
          + v("6370+200*1.48", ",.2f") + " |\n| Copies | " + v("4000*1.05", ",.0f") + " |\n| Pallets | " + v("-(-4200//1500)", "d") + " (unchanged) |"),
        U("What's our margin per copy sold to the trade at 40% off?"),
        A("| | GBP |\n|---|---|\n| Trade price 9.99 × 0.6 | " + v("9.99*0.6", ".2f") + " |\n| Cost per copy | " + v("(4890+1480+3*85)/4000", ".2f")
          + " |\n| Margin | " + v("9.99*0.6-(4890+1480+3*85)/4000", ".2f") + " |\n| Margin % of trade price | " + v("(9.99*0.6-(4890+1480+3*85)/4000)/(9.99*0.6)*100", ".1f") + " |"),
        U("Which quote number do I reply to?"),
        A("| Quote | Printer | Date |\n|---|---|---|\n| Q-[[84412]] | Bell & Lomond Print, Glasgow | " + v("date(2026,9,18)", "%-d %b %Y") + " |",
          why="the quote is Q-88412; one digit off"),
    ),
    run(6, DSR1,
        U("Mr Drummond just ordered The Quiet Firth (SO-4471). When will it come in?"),
        C("get_special_order", {"order": "SO-4471"}, SPECIAL),
        A("<think>\nOrdered Tue 22 Sep. 3 to 5 working days Mon-Fri: Wed " + v("date(2026,9,22)+timedelta(days=1)", "%-d") + " (1), Thu " + v("date(2026,9,22)+timedelta(days=2)", "%-d") + " (2), Fri " + v("date(2026,9,22)+timedelta(days=3)", "%-d") + " (3), Mon " + v("date(2026,9,22)+timedelta(days=6)", "%-d") + " (4), Tue " + v("date(2026,9,22)+timedelta(days=7)", "%-d") + " (5). "
          "So between " + v("date(2026,9,22)+timedelta(days=3)", "%a %-d") + " and " + v("date(2026,9,22)+timedelta(days=7)", "%a %-d") + " September.\n</think>\n\n"
          "The Quiet Firth should arrive between **" + v("date(2026,9,22)+timedelta(days=3)", "%A %-d") + "** and **"
          + v("date(2026,9,22)+timedelta(days=7)", "%A %-d") + " September** (3 to 5 working days)."),
        U("How many loyalty stamps does he have after today's £87.45?"),
        C("get_loyalty", {"customer": "Mr A. Drummond"}, LOYALTY),
        A("<think>\n87.45 → whole tens: 8 stamps. He had 6 → 14. One voucher at 10, leaves 4.\n</think>\n\n"
          + v("int(87.45//10)", "d") + " new stamps: " + v("6+8", "d") + " in all, enough for one £10 voucher with " + v("14-10", "d") + " stamps left."),
        U("If he uses the voucher on the special order, what does he pay?"),
        A("<think>\n20.00 − 10 = 10.00.\n</think>\n\n£" + v("20-10", ".2f") + "."),
        U("He's asking again for the latest possible day."),
        A("<think>\nFifth working day from Tue 22: Tue " + v("date(2026,9,22)+timedelta(days=7)", "%-d") + ".\n</think>\n\nAt the latest **Tuesday [[30]] September**.",
          why="the fifth working day is Tuesday 29 September, as the reasoning says; the answer wrote the 30th"),
    ),
    run(7, QWEN3_235B,
        U("stock cover in weeks, flag anything under 2"),
        C("get_stock", {}, STOCK),
        A("weeks = on_hand / (sold_30d/30×7)\n- Harbour Lights " + v("46/(54/30*7)", ".1f") + "\n- Skerries " + v("12/(39/30*7)", ".1f")
          + " ⚠\n- Quiet Firth " + v("3/(9/30*7)", ".1f") + " ⚠\n- Gannet Summer " + v("88/(11/30*7)", ".1f") + "\n- Salt Roads: not out"),
        U("reorder skerries + firth to 4 weeks cover"),
        A("- Skerries: " + v("39/30*7*4", ".1f") + " − 12 → " + v("-(-(39/30*7*4-12)//1)", ".0f") + "\n- Quiet Firth: " + v("9/30*7*4", ".1f")
          + " − 3 → " + v("-(-(9/30*7*4-3)//1)", ".0f")),
        U("stock value at list"),
        A("£" + v("46*9.99+12*14.99+3*20+88*8.99", ",.2f") + " (" + v("46+12+3+88", "d") + " copies)"),
        U("fastest seller a week"),
        A("Harbour Lights, " + v("54/30*7", ".1f") + " a week"),
        U("gannet summer value"),
        A("88 × 8.99 = £[[719.12]]", why="88 × 8.99 is 791.12; the model swapped two digits"),
    ),
    run(8, SEALLM,
        U("Halo, kami Toko Buku Kenari (TO-5140), pesan 40 eksemplar Gugusan Karang. Berapa totalnya, dan dalam rupiah?"),
        C("get_trade_order", {"order": "TO-5140"}, INDO_ORDER),
        C("get_fx", {"base": "GBP"}, FX),
        A("Untuk 40 eksemplar (≥25) diskon 45%:\n- Harga per buku: £14,99 × 0,55 = £" + v("de(14.99*0.55)", "s") + "\n- 40 × £14,99 × 0,55 = **£"
          + v("de(40*14.99*0.55)", "s") + "**\n- Kurs 1 GBP = Rp21.350: **Rp" + v("de(40*14.99*0.55*21350,',.0f')", "s") + "**"),
        U("Berapa ongkos kirimnya?"),
        C("get_courier_rate", {"to": "Jakarta"}, COURIER),
        A("Berat: 40 × 410 g = " + v("de(40*410/1000,'.1f')", "s") + " kg → " + v("-(-16.4//1)", ".0f") + " kg × £4,80 = £"
          + v("de(17*4.8)", "s") + " + penanganan £18,00 = **£" + v("de(17*4.8+18)", "s") + "** (Rp" + v("de((17*4.8+18)*21350,',.0f')", "s") + ")"),
        U("Total semuanya?"),
        A("£" + v("de(40*14.99*0.55+17*4.8+18)", "s") + ", yaitu **Rp" + v("de((40*14.99*0.55+17*4.8+18)*21350,',.0f')", "s") + "**."),
        U("Berat per buku berapa?"),
        A("[[401]] gram per eksemplar.", why="the order gives 410 g each; the model swapped two digits"),
    ),
    run(9, COMMAND_A,
        U("A customer wants a VAT breakdown of receipt 0047-2291."),
        C("get_receipt", {"receipt": "0047-2291"}, RECEIPT),
        A("Only the stationery carries VAT. Standard-rated items: £12.00 + £7.50 = £" + v("12+7.5", ".2f") + ", of which VAT is £19.50 / 6 = £"
          + v("19.5/6", ".2f") + " and the net £" + v("19.5-19.5/6", ".2f") + ". The books, £" + v("16.99+8.99", ".2f")
          + ", are zero-rated. Total £45.48, VAT £3.25."),
        U("How many loyalty stamps did that earn?"),
        A(v("int(45.48//10)", "d") + " stamps (one per whole £10 of £45.48)."),
        U("When does the pre-order ship?"),
        A("On publication day, " + v("date(2026,10,15)", "%A %-d %B") + "."),
        U("Would two separate purchases have earned more stamps?"),
        A("No: books and pen £" + v("16.99+8.99+7.50", ".2f") + " → " + v("int((16.99+8.99+7.50)//10)", "d") + " stamps, notebook £12.00 → 1 stamp: "
          + v("3+1", "d") + " either way."),
        U("What did the notebook cost?"),
        A("The A5 linen notebook was £[[21.00]], VAT included.",
          why="the receipt gives 12.00; the model swapped the digits"),
    ),
    run(10, OPUS41,
        U("Dana Whitfield in the US ordered Skerries and The Quiet Firth (WEB-88240). Postage, and the total in dollars?"),
        C("get_web_order", {"order": "WEB-88240"}, US_ORDER),
        C("get_tariff", {}, TARIFF),
        C("get_fx", {"base": "GBP"}, FX),
        A("**Weight:** 455 + 520 + 95 g packaging = **" + v("455+520+95", ",d") + " g**, which is " + v("1070/28.35", ".1f") + " oz, or about "
          + v("1070/28.35/16", ".2f") + " lb (roughly 2⅓ lb).\n\n**Postage:** USA, over 1 kg and up to 2 kg: **£15.95**.\n\n"
          "**Total:** £14.99 + £20.00 + £15.95 = **£" + v("14.99+20+15.95", ".2f") + "**, at 1.341 that's **$" + v("(14.99+20+15.95)*1.341", ".2f") + "**."),
        U("Could we get it under a kilo by using lighter packaging?"),
        A("The books alone weigh " + v("455+520", "d") + " g, so the packaging would have to be under " + v("1000-975", "d")
          + " g, against " + "95 g now. Not realistic with padding, I'm afraid; at up to 1 kg it would have been £12.40, £"
          + v("15.95-12.40", ".2f") + " less."),
        U("What would she pay per book, postage split evenly?"),
        A("£15.95 / 2 = £" + v("15.95/2", ".3f") + " each on top: Skerries £" + v("14.99+15.95/2", ".3f") + ", The Quiet Firth £"
          + v("20+15.95/2", ".3f") + ". Rounded, about $" + v("(14.99+15.95/2)*1.341", ".2f") + " and $" + v("(20+15.95/2)*1.341", ".2f") + "."),
        U("What share of her total is postage?"),
        A("£15.95 of £" + v("14.99+20+15.95", ".2f") + " = **" + v("15.95/(14.99+20+15.95)*100", ".1f") + "%**."),
        anthropic=True),
    run(11, SONNET37,
        U("How did the Salt Roads launch go on paper? The event sheet's in."),
        C("get_event", {"event": "Launch: The Salt Roads"}, LAUNCH),
        A("**Tickets:** 62 of 80 seats sold (" + v("62/80*100", ".1f") + "%), " + "58 came, " + v("62-58", "d") + " no-shows.\n\n"
          "**Money:**\n- Tickets: 62 × £5.00 = £" + v("62*5", ".2f") + "\n- Books with a ticket (£5 off): 41 × £" + v("16.99-5", ".2f") + " = £"
          + v("41*(16.99-5)", ".2f") + "\n- Books at full price: 9 × £16.99 = £" + v("9*16.99", ".2f") + "\n- **Total: £[[810.59]]**",
          why="the total is 954.50 (310.00 + 491.59 + 152.91); the model left out the full-price books and swapped two digits of 801.59"),
        U("How many books is that in all, and per attendee?"),
        A("**" + v("41+9", "d") + " copies**, " + v("50/58", ".2f") + " per attendee; " + v("41/62*100", ".1f") + "% of ticket holders redeemed."),
        U("What did the evening take per seat?"),
        A("£" + v("62*5+41*(16.99-5)+9*16.99", ".2f") + " / 80 = **£" + v("(62*5+41*(16.99-5)+9*16.99)/80", ".2f") + "** a seat, £"
          + v("(62*5+41*(16.99-5)+9*16.99)/58", ".2f") + " per person who came."),
        U("What did redeeming the tickets cost us in book sales?"),
        A("41 × £5.00 = **£" + v("41*5", ".2f") + "** off the cover price."),
        anthropic=True),
    run(12, GPT4O_MINI,
        U("check digit for 978-1-9164-2231-?"),
        A("weights 1 and 3: 9+" + v("3*7", "d") + "+8+3+9+3+6+" + v("3*4", "d") + "+2+" + v("3*2", "d") + "+3+3 = " + v("9+21+8+3+9+3+6+12+2+6+3+3", "d") + " → (10 − 5) mod 10 = "
          + v("(10-85%10)%10", "d") + ". so 978-1-9164-2231-5"),
        U("whose book is that"),
        C("get_title", {"isbn": "978-1-9164-2231-5"}, {"isbn": "978-1-9164-2231-5", "title": "Skerries", "author": "Isla Crombie",
                                                       "imprint": "Lane Press", "format": "paperback", "list_gbp": 14.99, "weight_g": 455}),
        A("Skerries, Isla Crombie, pb £14.99, " + v("455/28.35", ".1f") + " oz"),
        U("large letter ok?"),
        A("yes, 455 g < 750 g: £2.70. " + v("750-455", "d") + " g spare for packaging"),
        U("5 of them by post?"),
        A(v("5*455", ",d") + " g → small parcel (≤2 kg)? no, " + v("5*455/1000", ".3f") + " kg > 2 kg: 2 parcels, 2 × £4.19 = £" + v("2*4.19", ".2f")),
        U("total for 5 with postage"),
        A("5 × 14.99 + " + v("2*4.19", ".2f") + " = £" + v("5*14.99+2*4.19", ".2f")),
    ),
]
