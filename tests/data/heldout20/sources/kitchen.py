"""kitchen runs: a restaurant-kitchen and meal-planning assistant (Calder Street Kitchen's Mise, tools
designed for this set: recipes with their yields, supplier price lists and a Spanish quote as plain
text, nutrition per 100 g, stock against par and usage as CSV text with no spaces after the commas,
orders, invoices, an event and its prep times), with recipes scaled by portions, cost per portion and
food-cost percentage on prices with VAT, grams to kg, ounces and pounds, US cups to grams, kcal and
macros per serving, par levels and order quantities in whole cases, delivery dates from cut-offs, prep
start times worked back from service; tool results and answers written here, in the styles of GPT-4.1
(plain), Claude Sonnet 4.5 and Claude Haiku 4.5 (Anthropic envelopes), o4-mini (terse, `2¼ cups`),
Gemini 2.5 Pro (headings), Grok 4 (blunt), Kimi K2 (tables), GLM-4.5 (steps), Llama 3.3 70B (chatty,
`6.30`, `the 10th`), Mistral Medium 3 (Spanish, `1.139,82 €`), a local Llama 3.2 3B (terse), DeepSeek R1
(`<think>`)."""

from _heldout20_kitchen import POLICY, csv, item, recipe
from _heldout20_models import (DEEPSEEK_R1, GEMINI25_PRO, GLM45, GPT41, GROK4, HAIKU45, KIMI_K2, LLAMA33_70B, LOCAL_3B,
                               MISTRAL_MEDIUM3, O4_MINI, SONNET45)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"kitchen-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def back(day: int, hour: int, minute: int, minus: int, fmt: str = "%H:%M") -> str:
    """A computed clock time: `minus` minutes before `hour:minute` on April `day` 2026, as `fmt` writes it."""
    return f"{{{{datetime(2026,4,{day},{hour},{minute})-timedelta(minutes={minus})|{fmt}}}}}"


SHORT_RIB = recipe("R-214", "Braised short rib", 8, [
    item("bone-in short rib", 2400, "g"), item("red wine", 750, "ml"), item("veal stock", 1000, "ml"),
    item("mirepoix", 600, "g"), item("tomato paste", 60, "g"), item("thyme", 10, "g")],
    method="sear, then braise covered at 150 °C for 3 h 30 min; rest 30 min in the liquor")
RISOTTO = recipe("R-118", "Risotto ai funghi", 6, [
    item("arborio rice", 480, "g"), item("mixed wild mushrooms", 600, "g"), item("parmigiano reggiano", 120, "g"),
    item("unsalted butter", 90, "g"), item("banana shallots", 150, "g"), item("white wine", 200, "ml"),
    item("vegetable stock", 1800, "ml")], menu_price_gbp=18.50)
HARLOW = """HARLOW FRESH - TRADE PRICE LIST w/c 2026-04-06 (prices ex VAT)
ARB-01  Arborio rice ................ £4.20/kg
MSH-07  Mixed wild mushrooms ........ £14.50/kg
PAR-24  Parmigiano Reggiano 24m ..... £22.80/kg
BUT-02  Unsalted butter ............. £8.60/kg
SHA-01  Banana shallots ............. £3.80/kg
WIN-11  Cooking white wine .......... £9.00/75cl
STK-03  Vegetable stock ............. £1.10/L"""
PREP_TIMES = """PREP TIMES (kitchen book)
Focaccia: mix 20 min; prove 2 h 30 min; bake 25 min; 12 portions per tray
Slow lamb shoulder: braise 4 h at 140 °C; rest 30 min; 350 g raw weight per cover
Panna cotta: make 30 min; set at least 4 h in the fridge"""
QUOTE_ES = """CONSERVAS DEL CANTÁBRICO S.L. - PRESUPUESTO P-2026-0318 (válido hasta 2026-04-30)
ANC-050  Anchoas en aceite, lata 50 g (caja de 24 latas) ...... 8,90 €/lata
JAM-BEL  Jamón ibérico de bellota, pieza de 7,5 kg ............ 189,00 €/pieza
AOV-5L   Aceite de oliva virgen extra, garrafa 5 L ............ 38,50 €/garrafa
Portes: 35,00 € por pedido; gratis a partir de 600,00 € de mercancía.
IVA: 10% en alimentos; 21% en portes."""

RUNS = [
    run(1, GPT41,
        U("Scale the braised short rib to 30 portions for Saturday, please."),
        C("get_recipe", {"name": "braised short rib"}, SHORT_RIB),
        A("The recipe (R-214) yields 8 portions, so the factor is 30 / 8 = {{30/8|.2f}}:\n\n"
          "- Bone-in short rib: {{2400*30/8/1000|.2f}} kg\n- Red wine: {{750*30/8/1000|.2f}} L\n"
          "- Veal stock: {{1000*30/8/1000|.2f}} L\n- Mirepoix: {{600*30/8/1000|.2f}} kg\n"
          "- Tomato paste: [[252]] g\n- Thyme: {{10*30/8|.1f}} g\n\nBraise covered at 150 °C for 3 h 30 min, then rest "
          "30 min in the liquor.",
          why="60 g × 3.75 is 225 g; the model swapped two digits"),
        U("How many 75cl bottles of wine is that?"),
        A("{{750*30/8|,.1f}} ml ÷ 750 ml = {{30/8|.2f}} bottles, so open 4."),
        U("Service starts at 18.00. When does it have to go in the oven?"),
        A("Working back from 18.00: 30 min rest and 3 h 30 min braise, so it goes in at " + back(9, 18, 0, 240, "%H.%M")
          + " at the latest (after searing)."),
        U("What's the raw meat per portion in ounces?"),
        A("2,400 g ÷ 8 = {{2400/8|.0f}} g per portion, which is {{2400/8/28.35|.1f}} oz."),
    ),
    run(2, SONNET45,
        U("What does a portion of the risotto ai funghi cost us, and what's the food cost %?"),
        C("get_recipe", {"name": "risotto ai funghi"}, RISOTTO),
        C("get_price_list", {"supplier": "Harlow Fresh"}, HARLOW),
        A("Costed on Harlow Fresh's list for this week (ex VAT), for the batch of 6:\n\n"
          "| Ingredient | Qty | Cost |\n|---|---|---|\n"
          "| Arborio | 480 g | £{{0.48*4.20|.2f}} |\n| Wild mushrooms | 600 g | £{{0.6*14.5|.2f}} |\n"
          "| Parmigiano | 120 g | £{{0.12*22.8|.2f}} |\n| Butter | 90 g | £{{0.09*8.6|.2f}} |\n"
          "| Shallots | 150 g | £{{0.15*3.8|.2f}} |\n| White wine | 200 ml | £{{200/750*9|.2f}} |\n"
          "| Veg stock | 1.8 L | £{{1.8*1.1|.2f}} |\n"
          "| **Batch** | | **£{{0.48*4.2+0.6*14.5+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1|.2f}}** |\n\n"
          "That's **£{{(0.48*4.2+0.6*14.5+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1)/6|.2f}} a portion**. The "
          "menu price of £18.50 is £{{18.5/1.2|.2f}} before VAT, so the food cost is "
          "**{{(0.48*4.2+0.6*14.5+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1)/6/(18.5/1.2)*100|.1f}}%**."),
        U("Harlow say mushrooms go to £18.90/kg next week. What happens?"),
        A("The mushrooms become £{{0.6*18.9|.2f}} a batch instead of £{{0.6*14.5|.2f}}, so the batch is "
          "£{{0.48*4.2+0.6*18.9+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1|.2f}} and a portion "
          "£{{(0.48*4.2+0.6*18.9+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1)/6|.2f}}. Food cost rises to **[[22.6]]%**.",
          why="3.636 / 15.417 is 23.6%; the model wrote one digit off"),
        U("How many portions does a 5 kg bag of arborio give?"),
        A("Each portion takes 480 g ÷ 6 = {{480/6|.0f}} g, so a 5 kg bag gives {{5000/80|.1f}}: "
          "{{5000//80|d}} full portions."),
        U("What menu price would bring it back to 20% with the dearer mushrooms?"),
        A("£{{(0.48*4.2+0.6*18.9+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1)/6|.2f}} ÷ 0.20 = "
          "£{{(0.48*4.2+0.6*18.9+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1)/6/0.2|.2f}} before VAT, so "
          "**£{{(0.48*4.2+0.6*18.9+0.12*22.8+0.09*8.6+0.15*3.8+200/750*9+1.8*1.1)/6/0.2*1.2|.2f}}** on the menu."),
        anthropic=True),
    run(3, O4_MINI,
        U("US biscuit recipe, need 40 biscuits. Metric please."),
        C("get_recipe", {"name": "buttermilk biscuits"}, recipe("R-305", "Buttermilk biscuits (US)", 16, [
            item("all-purpose flour", 4, "cup"), item("cold butter", 1, "cup"), item("buttermilk", 1.5, "cup"),
            item("baking powder", 4, "tsp"), item("salt", 2, "tsp")], oven_c=220)),
        A("×{{40/16|.1f}}:\n- flour [[1,520]] g\n- butter {{2.5*227|.1f}} g\n- buttermilk {{1.5*2.5*240|.0f}} ml\n"
          "- baking powder {{4*2.5|.0f}} tsp ({{4*2.5*5|.0f}} ml)\n- salt {{2*2.5|.0f}} tsp ({{2*2.5*5|.0f}} ml)",
          why="10 cups × 125 g is 1,250 g; the model swapped two digits"),
        U("butter in lb?"),
        A("{{2.5*227/453.6|.2f}} lb."),
        U("butter is £3.95 per 250 g block. cost?"),
        A("{{2.5*227/250|.2f}} blocks → buy 3 (£{{3*3.95|.2f}}); used £{{2.5*227/250*3.95|.2f}}."),
        U("2¼ cups buttermilk in ml?"),
        A("{{2.25*240|.0f}} ml."),
    ),
    run(4, GEMINI25_PRO,
        U("I need kcal and macros per 50 g serving of the house granola for the brunch menu."),
        C("get_recipe", {"name": "house granola"}, recipe("R-410", "House granola", 17, [
            item("rolled oats", 500, "g"), item("honey", 150, "g"), item("almonds", 200, "g"), item("olive oil", 60, "g")],
            baked_yield_g=850, serving_g=50)),
        C("get_nutrition", {"items": ["rolled oats", "honey", "almonds", "olive oil"]}, [
            {"item": "rolled oats", "per_100g": {"kcal": 389, "protein_g": 16.9, "carbs_g": 66.3, "fat_g": 6.9}},
            {"item": "honey", "per_100g": {"kcal": 304, "protein_g": 0.3, "carbs_g": 82.4, "fat_g": 0.0}},
            {"item": "almonds", "per_100g": {"kcal": 579, "protein_g": 21.2, "carbs_g": 21.6, "fat_g": 49.9}},
            {"item": "olive oil", "per_100g": {"kcal": 884, "protein_g": 0.0, "carbs_g": 0.0, "fat_g": 100.0}}]),
        A("## Per 50 g serving\n\nThe batch bakes down to 850 g, so it gives {{850/50|.0f}} servings. Summing the "
          "ingredients per 100 g values over the batch:\n\n"
          "- **Energy:** {{5*389+1.5*304+2*579+0.6*884|,.1f}} kcal per batch → **{{(5*389+1.5*304+2*579+0.6*884)/17|.0f}} kcal**\n"
          "- **Protein:** {{(5*16.9+1.5*0.3+2*21.2)/17|.1f}} g\n"
          "- **Carbohydrate:** {{(5*66.3+1.5*82.4+2*21.6)/17|.1f}} g\n"
          "- **Fat:** {{(5*6.9+2*49.9+0.6*100)/17|.1f}} g"),
        U("And per 100 g of finished granola?"),
        A("## Per 100 g\n\n{{(5*389+1.5*304+2*579+0.6*884)/8.5|.0f}} kcal, {{(5*16.9+1.5*0.3+2*21.2)/8.5|.1f}} g protein, "
          "{{(5*66.3+1.5*82.4+2*21.6)/8.5|.1f}} g carbohydrate and {{(5*6.9+2*49.9+0.6*100)/8.5|.1f}} g fat."),
        U("We expect 60 guests at brunch, one serving each. How many batches and how many oats?"),
        A("## Batches\n\n60 ÷ 17 = {{60/17|.2f}}, so **4 batches** ({{4*17|d}} servings), using "
          "**{{4*500/1000|.0f}} kg** of oats."),
        U("Write the allergen line for the card."),
        A("## Allergen card\n\nContains **almonds** (tree nuts): {{200/17|.1f}} g per 50 g serving. Per serving: "
          "{{(5*389+1.5*304+2*579+0.6*884)/17|.0f}} kcal, [[8.5]] g protein.",
          why="127.35 g / 17 is 7.5 g of protein a serving; the model wrote one digit off"),
    ),
    run(5, GROK4,
        U("Dry store order to par. What do we need from Pellow & Sons and what does it cost?"),
        C("get_stock", {"area": "dry store"}, csv(
            "item,unit,on_hand,par,case_size,case_price_gbp",
            "olive oil,L,14,40,5,38.50", "arborio,kg,6,20,5,21.00", "plum tomatoes 2.5kg tin,tin,38,96,6,17.40",
            "flour 00,kg,22,50,25,29.90", "caster sugar,kg,9,15,10,12.60")),
        A("| Item | Short | Cases | Cost |\n|---|---|---|---|\n"
          "| Olive oil | {{40-14|d}} L | {{-(-(40-14)//5)|d}} ({{6*5|d}} L) | £{{6*38.5|.2f}} |\n"
          "| Arborio | {{20-6|d}} kg | {{-(-(20-6)//5)|d}} ({{3*5|d}} kg) | £{{3*21|.2f}} |\n"
          "| Plum tomatoes | {{96-38|d}} tins | {{-(-(96-38)//6)|d}} ({{10*6|d}} tins) | £{{10*17.4|.2f}} |\n"
          "| Flour 00 | {{50-22|d}} kg | {{-(-(50-22)//25)|d}} ({{2*25|d}} kg) | £{{2*29.9|.2f}} |\n"
          "| Caster sugar | {{15-9|d}} kg | {{-(-(15-9)//10)|d}} (10 kg) | £{{1*12.6|.2f}} |\n\n"
          "Total **£{{6*38.5+3*21+10*17.4+2*29.9+12.6|.2f}}**."),
        U("When does it land? They deliver Tuesdays and Fridays."),
        C("get_supplier", {"name": "Pellow & Sons"},
          {"supplier": "Pellow & Sons", "code": "SUP-PEL-014", "delivery_days": ["Tue", "Fri"], "min_order_gbp": 150.0,
           "account": "CSK-2291", "rep": "Tom Pellow"}),
        A("Tomorrow's Friday drop closed at 14:00 yesterday. Next is **Tue 14-Apr**; order by Sunday 14:00."),
        U("Are we over their minimum?"),
        A("Yes, by £{{6*38.5+3*21+10*17.4+2*29.9+12.6-150|.2f}} (minimum £150.00)."),
        U("Put the account and supplier code in the order note."),
        A("Pellow & Sons (SUP-PEL-014), account [[CSK-2219]], delivery Tue 14-Apr, £{{6*38.5+3*21+10*17.4+2*29.9+12.6|.2f}}.",
          why="the supplier's record gives account CSK-2291; the model swapped the last two digits"),
    ),
    run(6, KIMI_K2,
        U("Saturday's private dinner: give me the prep timings working back from service."),
        C("get_event", {"event_id": "PD-0411"},
          {"event_id": "PD-0411", "name": "Private dinner - Ashcombe party", "date": "2026-04-11", "covers": 40,
           "service_start": "19:30", "menu": ["focaccia", "slow lamb shoulder", "panna cotta"]}),
        C("get_prep_times", {"dishes": ["focaccia", "slow lamb shoulder", "panna cotta"]}, PREP_TIMES),
        A("Sat 11/4, 40 covers, service 19:30.\n\n| Dish | Step | Start | End |\n|---|---|---|---|\n"
          "| Panna cotta | make | " + back(11, 19, 30, 270) + " | " + back(11, 19, 30, 240) + " |\n"
          "| Panna cotta | set (4 h) | " + back(11, 19, 30, 240) + " | 19:30 |\n"
          "| Lamb shoulder | braise 140 °C | " + back(11, 19, 30, 270) + " | " + back(11, 19, 30, 30) + " |\n"
          "| Lamb shoulder | rest | " + back(11, 19, 30, 30) + " | 19:30 |\n"
          "| Focaccia | mix | " + back(11, 19, 30, 195) + " | " + back(11, 19, 30, 175) + " |\n"
          "| Focaccia | prove | " + back(11, 19, 30, 175) + " | " + back(11, 19, 30, 25) + " |\n"
          "| Focaccia | bake | " + back(11, 19, 30, 25) + " | 19:30 |"),
        U("How many focaccia trays?"),
        A("| Covers | Per tray | Trays |\n|---|---|---|\n| 40 | 12 | 4 ({{40/12|.2f}} rounded up) |"),
        U("Lamb: shoulders are about 2.2 kg each. How many?"),
        A("| Raw needed | Per shoulder | Shoulders |\n|---|---|---|\n| 40 × 350 g = {{40*350/1000|.0f}} kg | 2.2 kg | "
          "{{40*0.35/2.2|.1f}} → 7 |"),
        U("When does the lamb go in, again?"),
        A("| Lamb in | Out to rest |\n|---|---|\n| [[16:00]] | " + back(11, 19, 30, 30) + " |",
          why="19:30 less 30 min of rest and 4 h of braise is 15:00; the model wrote one digit off"),
    ),
    run(7, GLM45,
        U("Check the Halden Meats invoice INV-88317 before I sign it."),
        C("get_invoice", {"invoice_id": "INV-88317"},
          {"invoice_id": "INV-88317", "supplier": "Halden Meats", "supplier_code": "SUP-HAL-003", "date": "2026-04-08",
           "lines": [{"item": "chicken thighs, boneless", "qty_kg": 18.0, "unit_price": 7.2, "amount": 129.6},
                     {"item": "pork belly, skin on", "qty_kg": 9.5, "unit_price": 11.4, "amount": 108.3},
                     {"item": "beef mince 15%", "qty_kg": 12.0, "unit_price": 9.8, "amount": 117.6}],
           "subtotal": 356.5, "vat": 0.0, "total": 356.5, "due": "2026-05-08"}),
        A("Step 1, the lines: 18.0 kg × £7.20 = £{{18*7.2|.2f}}; 9.5 kg × £11.40 = £{{9.5*11.4|.2f}}; 12.0 kg × £9.80 = "
          "£{{12*9.8|.2f}}. All three match.\nStep 2, the sum: £{{18*7.2+9.5*11.4+12*9.8|.2f}}.\nStep 3, the invoice "
          "says £356.50, so it is **£{{356.5-(18*7.2+9.5*11.4+12*9.8)|.2f}} over**. Ask Halden to correct it before "
          "signing. (No VAT: fresh meat is zero-rated.)"),
        U("What's the pork belly per lb?"),
        A("Step 1: £11.40/kg ÷ 2.205 lb/kg.\nStep 2: **£{{11.4/2.205|.2f}}/lb**."),
        U("Chicken thighs were £6.85 on the last invoice. How much more is that?"),
        A("Step 1: £7.20 − £6.85 = £{{7.2-6.85|.2f}}/kg, up {{(7.2-6.85)/6.85*100|.1f}}%.\nStep 2: on 18 kg, "
          "£{{18*(7.2-6.85)|.2f}} more."),
        U("What do I quote to them for the £1 correction, and when is it due?"),
        A("Step 1: quote credit note **[[CN-88317-01]]** against INV-88317.\nStep 2: payment is due 2026-05-08, in "
          "{{(date(2026,5,8)-date(2026,4,9)).days|d}} days.",
          why="no tool returned a credit note; the model made up its number from the invoice's"),
    ),
    run(8, HAIKU45,
        U("What does a portion of staff chilli cost, weigh and give in kcal?"),
        C("get_recipe", {"name": "staff chilli"}, recipe("R-520", "Staff chilli con carne", 20, [
            item("beef mince 15%", 2.0, "kg"), item("kidney beans, drained", 1.6, "kg"), item("chopped tomatoes", 2.4, "kg"),
            item("onions", 0.6, "kg"), item("chilli mix", 0.05, "kg")], batch_cost_gbp=31.60, batch_yield_kg=6.0,
            kcal_per_100g=128)),
        A("A batch of staff chilli (R-520) costs £31.60 and makes 20 portions:\n\n- **Cost:** £{{31.6/20|.2f}} a "
          "portion\n- **Weight:** {{6000/20|.0f}} g\n- **Energy:** {{128*300/100|.0f}} kcal (128 kcal per 100 g)"),
        U("14 staff, Monday to Friday, budget £3.50 a head a day. If we do chilli twice, what does that cost against "
          "the budget?"),
        A("The week's budget is 14 × 5 × £3.50 = **£{{14*5*3.5|.2f}}**. Two chilli days are {{2*14|d}} portions, "
          "{{28/20|.1f}} batches: **£{{28*31.6/20|.2f}}**."),
        U("What's left per head per day for the other three days?"),
        A("£{{14*5*3.5|.2f}} − £{{28*31.6/20|.2f}} = £{{14*5*3.5-28*31.6/20|.2f}} over {{14*3|d}} meals, so "
          "**£{{(14*5*3.5-28*31.6/20)/42|.2f}}** a head a day."),
        anthropic=True),
    run(9, LLAMA33_70B,
        U("Hiya! When's the fish order from Brixham landing?"),
        C("get_order", {"order_id": "PO-5531"},
          {"order_id": "PO-5531", "supplier": "Brixham Direct", "supplier_code": "SUP-BRX-021",
           "placed": "2026-04-08T16:10", "delivery_date": "2026-04-10", "delivery_window": "06:30-08:00",
           "lines": [{"item": "hake fillet", "qty_kg": 6.0, "price_per_kg": 16.8},
                     {"item": "mussels, rope grown", "qty_kg": 10.0, "price_per_kg": 4.9},
                     {"item": "cod cheeks", "qty_kg": 2.5, "price_per_kg": 21.5}],
           "total": 203.55}),
        A("Good news! 🐟 PO-5531 from Brixham Direct lands tomorrow, **Friday the 10th**, between **6.30 and 8am**. "
          "It's 6 kg of hake, 10 kg of mussels and 2.5 kg of cod cheeks, £203.55 all in."),
        U("How many 160 g hake portions is that, and what does each cost?"),
        A("6 kg ÷ 160 g = {{6000/160|.1f}}, so you'll get **{{6000//160|d}} portions** (with a bit over for staff "
          "tea!), each costing **£{{16.8*0.16|.2f}}** 😊"),
        U("And the mussels at 400 g a pot?"),
        A("10 kg ÷ 400 g = **{{10000/400|.0f}} pots**, at £{{4.9*0.4|.2f}} each. Lovely!"),
        U("What did the cod cheeks come to?"),
        A("2.5 kg at £21.50/kg comes to **£[[35.75]]**. Perfect for a special! 🎉",
          why="2.5 × 21.50 is 53.75; the model swapped the first two digits"),
    ),
    run(10, MISTRAL_MEDIUM3,
        U("¿Cuánto nos sale el pedido a Conservas del Cantábrico: 2 cajas de anchoas, 2 jamones y 6 garrafas de aceite? "
          "Dímelo también en libras."),
        C("get_quote", {"supplier": "Conservas del Cantábrico"}, QUOTE_ES),
        C("get_fx", {"pair": "EUR/GBP"}, "EUR/GBP 0.8612 (2026-04-09 09:00)"),
        A("Según el presupuesto P-2026-0318:\n\n"
          "- Anchoas: 2 cajas × 24 latas = {{2*24|d}} latas × 8,90 € = {{de(48*8.9)|s}} €\n"
          "- Jamón ibérico: 2 × 189,00 € = {{de(2*189)|s}} €\n"
          "- Aceite: 6 × 38,50 € = {{de(6*38.5)|s}} €\n"
          "- **Mercancía:** {{de(48*8.9+2*189+6*38.5)|s}} € (portes gratis, más de 600,00 €)\n"
          "- IVA 10%: {{de((48*8.9+2*189+6*38.5)*0.10)|s}} €\n"
          "- **Total: {{de((48*8.9+2*189+6*38.5)*1.10)|s}} €**\n\n"
          "Al cambio de 0,8612: **£{{(48*8.9+2*189+6*38.5)*1.10*0.8612|,.2f}}**."),
        U("¿Y a cuánto sale el jamón por kilo?"),
        A("189,00 € / 7,5 kg = {{de(189/7.5)|s}} €/kg sin IVA."),
        U("¿Y una ración de 80 g?"),
        A("80 g × {{de(189/7500,'.4f')|s}} €/g = {{de(80*189/7500)|s}} € sin IVA ({{de(80*189/7500*1.1)|s}} € con IVA)."),
        U("Resúmemelo en una línea para el jefe."),
        A("Pedido Conservas del Cantábrico (P-2026-0318): {{2*24|d}} latas de anchoas, 2 jamones, 6 garrafas de aceite; "
          "{{de((48*8.9+2*189+6*38.5)*1.10)|s}} € IVA incl., unos [[£918.61]].",
          why="1.139,82 € at 0.8612 is £981.61; the model swapped two digits"),
    ),
    run(11, LOCAL_3B,
        U("250 g in oz"),
        A("{{250/28.35|.1f}} oz"),
        U("2¼ cups flour in g"),
        A("{{2.25*125|.0f}} g"),
        U("walk-in temps this morning?"),
        C("get_temp_log", {"unit": "walk-in", "date": "2026-04-09"}, csv("time,probe_c", "06:00,3.8", "08:00,4.1",
                                                                        "10:00,5.2")),
        A("3.8–5.2 °C. 10:00 reading is over the 5 °C limit."),
        U("avg?"),
        A("{{(3.8+4.1+5.2)/3|.1f}} °C"),
    ),
    run(12, DEEPSEEK_R1,
        U("Set a par for burrata from last week's usage and tell me what to order."),
        C("get_usage", {"item": "burrata 125g", "days": 7}, csv(
            "date,used", "2026-04-02,18", "2026-04-03,22", "2026-04-04,44", "2026-04-05,40", "2026-04-06,20",
            "2026-04-07,25", "2026-04-08,31")),
        C("get_stock", {"item": "burrata 125g"},
          {"item": "burrata 125g", "on_hand": 34, "case_size": 12, "case_price_gbp": 28.2, "lead_time_days": 2}),
        A("<think>\nSeven days: 18+22+44+40+20+25+31 = {{18+22+44+40+20+25+31|d}}. Average {{200/7|.2f}} a day. Lead "
          "time 2 days, plus a day of safety: 3 days of cover. Par = {{200/7*3|.1f}}, round up to {{-(-200*3//7)|d}}. "
          "On hand 34, so short {{86-34|d}}; cases of 12 → {{52/12|.2f}} → 5 cases = {{5*12|d}}.\n</think>\n\n"
          "**Average use:** {{200/7|.1f}} a day\n**Par (lead time + 1 day):** {{-(-200*3//7)|d}}\n"
          "**Order:** 5 cases ({{5*12|d}} burrata), £{{5*28.2|.2f}}"),
        U("What's one burrata cost us?"),
        A("<think>\n28.20 / 12.\n</think>\n\n£{{28.2/12|.2f}}."),
        U("What share of the week was the busiest day?"),
        A("<think>\nBusiest: 2026-04-04 with 44. 44/200.\n</think>\n\nSaturday the 4th: 44 of {{18+22+44+40+20+25+31|d}}, "
          "{{44/200*100|.0f}}%."),
        U("One line for the order sheet?"),
        A("Burrata 125g: avg [[28.75]]/day, par {{-(-200*3//7)|d}}, on hand 34, order 5 × 12.",
          why="200 / 7 is 28.57 a day; the model swapped the last two digits"),
    ),
    run(13, SONNET45,
        U("Give me the gross profit per portion and food cost % for our four mains last week."),
        C("get_menu_costs", {"week": "2026-03-30"}, csv(
            "dish,menu_price_gbp,cost_per_portion_gbp,sold_last_week", "Short rib,26.00,6.85,84",
            "Risotto ai funghi,18.50,3.20,112", "Hake & mussels,24.00,6.10,67", "Burrata,11.50,3.05,143")),
        A("Menu prices include 20% VAT, so I've taken it off first:\n\n"
          "| Dish | Price ex VAT | Cost | GP/portion | Food cost |\n|---|---|---|---|---|\n"
          "| Short rib | £{{26/1.2|.2f}} | £6.85 | £{{26/1.2-6.85|.2f}} | {{6.85/(26/1.2)*100|.1f}}% |\n"
          "| Risotto ai funghi | £{{18.5/1.2|.2f}} | £3.20 | £{{18.5/1.2-3.2|.2f}} | {{3.2/(18.5/1.2)*100|.1f}}% |\n"
          "| Hake & mussels | £{{24/1.2|.2f}} | £6.10 | £{{24/1.2-6.1|.2f}} | {{6.1/(24/1.2)*100|.1f}}% |\n"
          "| Burrata | £{{11.5/1.2|.2f}} | £3.05 | £{{11.5/1.2-3.05|.2f}} | {{3.05/(11.5/1.2)*100|.1f}}% |"),
        U("And total gross profit from them last week?"),
        A("- Short rib: 84 × £{{26/1.2-6.85|.2f}} = £{{84*(26/1.2-6.85)|,.2f}}\n"
          "- Risotto: 112 × £{{18.5/1.2-3.2|.2f}} = £{{112*(18.5/1.2-3.2)|,.2f}}\n"
          "- Hake & mussels: 67 × £{{24/1.2-6.1|.2f}} = £{{67*(24/1.2-6.1)|,.2f}}\n"
          "- Burrata: 143 × £{{11.5/1.2-3.05|.2f}} = £{{143*(11.5/1.2-3.05)|,.2f}}\n\n"
          "**Total: £{{84*(26/1.2-6.85)+112*(18.5/1.2-3.2)+67*(24/1.2-6.1)+143*(11.5/1.2-3.05)|,.2f}}** from "
          "{{84+112+67+143|d}} covers of those dishes."),
        U("Which one earns us the most?"),
        A("The risotto: £{{112*(18.5/1.2-3.2)|,.2f}} of gross profit, helped by the lowest food cost "
          "({{3.2/(18.5/1.2)*100|.1f}}%) and 112 sold."),
        U("If the burrata went to £12.50, what would its food cost be?"),
        A("£12.50 is £{{12.5/1.2|.2f}} before VAT, so £3.05 ÷ £{{12.5/1.2|.2f}} = **{{3.05/(12.5/1.2)*100|.1f}}%**, "
          "down from {{3.05/(11.5/1.2)*100|.1f}}%."),
        anthropic=True),
]
