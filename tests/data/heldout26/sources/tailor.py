"""tailor runs: a tailoring and textile workshop's order assistant (Ompelimo Aurajoki's Neula, tools
designed for this set: orders, fabrics, garment specs and exchange rates as JSON, a fabric stock and a
cutting plan as CSV text, an alterations price list and a work log as plain text), with labour by the
started quarter hour, fabric cut by the started 10 cm after a 10% allowance, yards and inches into
metres and centimetres, seam allowances and hems, batch discounts, a rush surcharge, working days, a
40% deposit and VAT 25.5% on top; tool results and answers written here, in the styles of GPT-5
(plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 2.5 Flash (bullets),
Kimi K2 (tables), Magistral (`<think>`), GLM-4.5 (numbered steps), Poro (Finnish `1 254,00 €`), Llama
3.3 (Danish `4.127,35 kr.`), GPT-5 mini and DeepSeek V3.2 (a few words, `0930`, `9h30`, `1.2k`)."""

from _heldout26_models import (DSV32, GEMINI25_FLASH, GLM45, GPT5, GPT5_MINI, HAIKU45, KIMI_K2, LLAMA33, MAGISTRAL,
                               OPUS45, PORO, SONNET45)
from _heldout26_tailor import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"tailor-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


ORD_5127 = {"order": "ORD-5127", "customer": "Mikko Lehtinen", "garment": "two-piece suit", "pieces": 3,
            "fabric": "W-2214", "spec": "SP-SUIT-2", "status": "quote"}
FAB_W2214 = {"code": "W-2214", "name": "wool twill, charcoal", "width_cm": 150, "price_per_m": 38.50, "stock_m": 41.2}
SPEC_SUIT = {"spec": "SP-SUIT-2", "garment": "two-piece suit", "fabric_m": 3.1, "lining_m": 1.6,
             "sewing_min": {"jacket": 540, "trousers": 215}}
PRICES = """ALTERAATIOT / ALTERATIONS  (EUR incl. VAT)
housujen lyhennys / trouser hem ............ 18.50
housujen lyhennys, käänne / turn-up hem .... 24.00
takin hihat / jacket sleeves ............... 39.00
takin kavennus / jacket taken in ........... 56.00
vetoketju / zip replacement ................ 22.00
mekon helma / dress hem .................... 32.00
napit (kpl) / buttons (each) ................ 2.40"""
ORD_5140 = {"order": "ORD-5140", "customer": "Café Rønne ApS", "country": "DK", "garment": "linen shirt",
            "pieces": 25, "spec": "SP-SHIRT-1", "fabric": "L-0907"}
SPEC_SHIRT = {"spec": "SP-SHIRT-1", "garment": "linen shirt", "fabric_m": 1.8, "sewing_min": 95}
FAB_L0907 = {"code": "L-0907", "name": "washed linen, sand", "width_cm": 140, "price_per_m": 21.90, "stock_m": 68.0}
FX = {"base": "EUR", "rates": {"DKK": 7.4612, "USD": 1.1624, "SEK": 11.03}, "date": "2026-10-14"}
REQ_US = {"request": "RQ-0388", "customer": "Dana Whitfield", "country": "US", "fabric": "Irish linen, own supply",
          "length_yd": 4.5, "width_in": 58, "garment": "summer suit", "needs_m": 3.6}
CUT_5152 = csv("piece,qty,length_cm,width_cm", "front,2,78,34", "back,2,80,30", "sleeve,2,64,44", "collar,2,46,12",
               "cuff,4,26,8", "yoke,2,52,14")
ORD_5152 = {"order": "ORD-5152", "customer": "Kaisa Mäkelä", "garment": "shirt", "fabric": "C-1130",
            "fabric_width_cm": 150, "price_per_m": 17.40}
ORD_5160 = {"order": "ORD-5160", "customer": "Kahvila Kulma", "garment": "bib apron", "pieces": 60,
            "sewing_min": 22, "fabric_m": 0.9, "fabric": "C-0415", "price_per_m": 9.80, "deposit_paid": "2026-10-14"}
ORD_5163 = {"order": "ORD-5163", "customer": "Hotelli Linna", "item": "cushion cover", "finished_cm": [45, 45],
            "pieces": 24, "fabric": "V-2008", "fabric_width_cm": 140, "price_per_m": 26.00, "closure": "envelope back, 12 cm overlap"}
LOG_5149 = """WORK LOG  ORD-5149  (20 x waistcoat, Ravintola Pursi)
operation          pieces  minutes
cutting            20      150
fusing             20      60
front & pockets    20      410
back & lining      20      330
buttonholes        20      95
pressing           20      115
final check        20      40"""
STOCK = csv("code,name,width_cm,stock_m,price_per_m", "W-2214,wool twill charcoal,150,41.2,38.50",
            "W-2230,wool flannel grey,150,12.6,42.00", "L-0907,washed linen sand,140,68.0,21.90",
            "C-1130,cotton poplin white,150,95.5,17.40", "V-2008,velvet bottle green,140,18.0,26.00",
            "C-0415,cotton drill navy,150,140.0,9.80")
ORD_5171 = {"order": "ORD-5171", "customer": "Aino Virtanen", "garment": "wedding dress", "work": ["dress hem", "zip replacement"],
            "event_date": "2026-10-31", "received": "2026-10-14", "fitting_needed": True}
ORD_5175 = {"order": "ORD-5175", "customer": "Joonas Salo", "garment": "overcoat", "status": "ready",
            "ready_since": "2026-10-12", "total_incl_vat": 1186.48, "deposit_paid": 474.59,
            "delivery": {"address": "Linnankatu 27 B 14", "postcode": "20100", "city": "Turku", "slot": "09:30-11:00"}}
ORD_5180 = {"order": "ORD-5180", "customer": "Studio Hiljaa", "garment": "linen trousers", "pieces": 12,
            "total_excl_vat": 1205.40, "deposit_paid": 605.11, "status": "in production", "ready": "2026-10-23"}

FAB_SUIT = "(-(-3.1*1.1*10//1)/10)"
LAB_SUIT = "(-(-(540+215)//15)*15/60*48)"
SUIT = "(" + FAB_SUIT + "*38.5+" + LAB_SUIT + ")"
SHIRT_LAB = "(-(-95//15)*15/60*48)"
SHIRT_FAB = "(-(-1.8*1.1*10//1)/10)"
SHIRTS = "(25*(" + SHIRT_LAB + "*0.9+" + SHIRT_FAB + "*21.9))"
APR_LAB = "(-(-22//15)*15/60*48)"
APR_FAB = "(-(-0.9*1.1*10//1)/10)"
APRONS = "(60*(" + APR_LAB + "*0.85+" + APR_FAB + "*9.8))"

RUNS = [
    run(1, GPT5,
        U("Can you price ORD-5127 for Mr Lehtinen?"),
        C("get_order", {"order": "ORD-5127"}, ORD_5127),
        C("get_spec", {"spec": "SP-SUIT-2"}, SPEC_SUIT),
        C("get_fabric", {"code": "W-2214"}, FAB_W2214),
        A("Each suit needs 3.1 m of W-2214; with the 10% cutting allowance that is " + v("3.1*1.1", ".2f") + " m, cut as "
          + v(FAB_SUIT, ".1f") + " m, so EUR " + v(FAB_SUIT + "*38.5", ".2f") + " of fabric a suit. Sewing is 540 + 215 = "
          + v("540+215", "d") + " minutes, billed as " + v("-(-(540+215)//15)*15/60", ".2f") + " hours at EUR 48 = EUR "
          + v(LAB_SUIT, ".2f") + ".\n\nOne suit: EUR " + v(SUIT, ",.2f") + "; three suits: EUR " + v("3*" + SUIT, ",.2f")
          + " before VAT."),
        U("With VAT, and what deposit?"),
        A("VAT 25.5% is EUR " + v("3*" + SUIT + "*0.255", ",.2f") + ", so EUR " + v("3*" + SUIT + "*1.255", ",.2f")
          + " in all. The 40% deposit is EUR " + v("3*" + SUIT + "*1.255*0.4", ",.2f") + " and EUR "
          + v("3*" + SUIT + "*1.255*0.6", ",.2f") + " is due on collection."),
        U("And lining?"),
        A("1.6 m a suit, " + v("1.6*1.1", ".2f") + " m with the allowance, cut as " + v("-(-1.6*1.1*10//1)/10", ".1f") + " m: "
          + v("3*-(-1.6*1.1*10//1)/10", ".1f") + " m for the three."),
        U("If he pays the deposit today, when are they ready?"),
        A("Ten working days from today: " + v("date(2026,10,28)", "%A %-d %B") + "."),
        U("Do we have enough of the cloth?"),
        A("Yes: three suits take " + v("3*" + FAB_SUIT, ".1f") + " m and 41.2 m is in stock, leaving "
          + v("41.2-3*" + FAB_SUIT, ".1f") + " m."),
        U("Remind me the fabric code for the order sheet."),
        A("[[W-2241]], wool twill, charcoal, 150 cm wide.",
          why="the order and the fabric record give W-2214; the model swapped the last two digits"),
    ),
    run(2, PORO,
        U("Hei! Haluaisin lyhentää housut ja kaventaa takin. Paljonko maksaa?"),
        C("get_price_list", {"kind": "alterations"}, PRICES),
        A("Housujen lyhennys on 18,50 € ja takin kavennus 56,00 €. Yhteensä " + v("fr(18.5+56)", "s")
          + " € (sis. ALV 25,5 %)."),
        U("Entä jos housuihin tulee käänne?"),
        A("Käänteellinen lyhennys maksaa [[42,00]] €, eli takin kanssa yhteensä " + v("fr(24+56)", "s") + " €.",
          why="the price list gives 24.00 for a turn-up hem; the model wrote 42,00 (the sum beside it is right)"),
        U("Saanko alennusta kun takkiin tulee myös hihat?"),
        A("Kyllä: toinen muutos samaan vaatteeseen on 20 % edullisempi. Hihat 39,00 € − 20 % = " + v("fr(39*0.8)", "s")
          + " €. Takki yhteensä " + v("fr(56+39*0.8)", "s") + " €, ja housujen kanssa " + v("fr(56+39*0.8+24)", "s") + " €."),
        U("Paljonko siitä on arvonlisäveroa?"),
        A("ALV 25,5 %: " + v("fr(111.2*0.255/1.255)", "s") + " €, veroton hinta " + v("fr(111.2/1.255)", "s") + " €."),
        U("Ja napit, jos vaihdan 6 nappia?"),
        A("6 × 2,40 € = " + v("fr(6*2.4)", "s") + " €."),
    ),
    run(3, LLAMA33,
        U("Hej, vi har bestilt 25 hørskjorter (ORD-5140). Hvad koster det i danske kroner?"),
        C("get_order", {"order": "ORD-5140"}, ORD_5140),
        C("get_spec", {"spec": "SP-SHIRT-1"}, SPEC_SHIRT),
        C("get_fabric", {"code": "L-0907"}, FAB_L0907),
        C("get_fx", {"base": "EUR"}, FX),
        A("Pr. skjorte: syning 95 min, faktureret som " + v("-(-95//15)*15", "d") + " min = " + v("de(" + SHIRT_LAB + ",'.2f')", "s")
          + " EUR, med 10 % mængderabat (fra 20 stk.) " + v("de(" + SHIRT_LAB + "*0.9)", "s") + " EUR. Stof: 1,8 m + 10 % = "
          + v("de(" + SHIRT_FAB + ",'.1f')", "s") + " m à 21,90 EUR = " + v("de(" + SHIRT_FAB + "*21.9)", "s") + " EUR.\n\n"
          "25 skjorter: " + v("de(" + SHIRTS + ")", "s") + " EUR ekskl. moms, " + v("de(" + SHIRTS + "*1.255)", "s")
          + " EUR inkl. 25,5 % moms. Til kurs 7,4612: **" + v("de(" + SHIRTS + "*1.255*7.4612)", "s") + " kr.**"),
        U("Hvad er depositum?"),
        A("40 %: " + v("de(" + SHIRTS + "*1.255*0.4)", "s") + " EUR, ca. " + v("de(" + SHIRTS + "*1.255*0.4*7.4612)", "s") + " kr."),
        U("Hvad koster én skjorte i kroner?"),
        A(v("de(" + SHIRTS + "*1.255/25)", "s") + " EUR inkl. moms, dvs. " + v("de(" + SHIRTS + "*1.255/25*7.4612)", "s") + " kr."),
        U("Hvilken kurs brugte du?"),
        A("1 EUR = [[7,4621]] DKK (kurs af 14. oktober 2026).",
          why="the exchange rate is 7.4612; the model swapped the last two digits (the sums used the right rate)"),
        U("Hvor meget stof går der til i alt?"),
        A("25 × " + v("de(" + SHIRT_FAB + ",'.1f')", "s") + " m = " + v("de(25*" + SHIRT_FAB + ",'.1f')", "s") + " m hør af 68,0 m på lager."),
    ),
    run(4, OPUS45,
        U("An American client (RQ-0388) is bringing her own Irish linen. Is it enough for the summer suit?"),
        C("get_request", {"request": "RQ-0388"}, REQ_US),
        A("**Yes, with room to spare.** 4.5 yd × 0.9144 = **" + v("4.5*0.9144", ".3f") + " m**, and the suit needs 3.6 m; with our 10% "
          "cutting allowance that's " + v("3.6*1.1", ".2f") + " m, cut as " + v("-(-3.6*1.1*10//1)/10", ".1f") + " m, leaving "
          + v("4.5*0.9144-4.0", ".2f") + " m."),
        U("What's 58 inches in centimetres? Our layouts assume 150 cm."),
        A("58 in × 2.54 = **" + v("58*2.54", ".2f") + " cm**, " + v("150-58*2.54", ".2f") + " cm narrower than our standard width, so "
          "the layout may need a little more length."),
        U("How much more length, if it scales with width?"),
        A("Scaling " + v("3.6*1.1", ".2f") + " m by 150 / " + v("58*2.54", ".2f") + ": **" + v("3.6*1.1*150/(58*2.54)", ".2f") + " m**, still under the "
          + v("4.5*0.9144", ".2f") + " m she has."),
        U("Tell her the width in centimetres for her records."),
        A("Her linen is 58 inches wide, which is **[[147.23]] cm**.",
          why="58 × 2.54 is 147.32 cm (the model's own earlier figure); the answer swapped two digits"),
        U("And the leftover in inches?"),
        A("About " + v("(4.5*0.9144-4.0)*100", ".1f") + " cm, or **" + v("(4.5*0.9144-4.0)*100/2.54", ".1f") + " in**."),
        anthropic=True),
    run(5, GEMINI25_FLASH,
        U("How much poplin does Kaisa's shirt (ORD-5152) need from the cutting plan?"),
        C("get_order", {"order": "ORD-5152"}, ORD_5152),
        C("get_cutting_plan", {"order": "ORD-5152"}, CUT_5152),
        A("* **Pieces:** " + v("2+2+2+2+4+2", "d") + "\n* **Area:** " + v("(2*78*34+2*80*30+2*64*44+2*46*12+4*26*8+2*52*14)/10000", ".4f")
          + " m²\n* **On 150 cm fabric:** " + v("(2*78*34+2*80*30+2*64*44+2*46*12+4*26*8+2*52*14)/10000/1.5", ".2f")
          + " m of length at perfect nesting\n* **A front and a back side by side:** 34 + 30 = " + v("34+30", "d") + " cm of the width"),
        U("The layout marker says 1.62 m. What's the waste?"),
        A("* **Used:** " + v("(2*78*34+2*80*30+2*64*44+2*46*12+4*26*8+2*52*14)/10000", ".4f") + " m² of " + v("1.62*1.5", ".2f")
          + " m²\n* **Waste:** " + v("(1.62*1.5-(2*78*34+2*80*30+2*64*44+2*46*12+4*26*8+2*52*14)/10000)/(1.62*1.5)*100", ".1f") + "%"),
        U("And the fabric cost with our allowance?"),
        A("* 1.62 m + 10% = " + v("1.62*1.1", ".3f") + " m → cut **" + v("-(-1.62*1.1*10//1)/10", ".1f") + " m**\n* × EUR 17.40 = **EUR "
          + v("-(-1.62*1.1*10//1)/10*17.4", ".2f") + "**"),
        U("How many cuffs?"),
        A("* **[[6]]** cuffs, 26 × 8 cm each", why="the cutting plan lists 4 cuffs; the model wrote 6"),
    ),
    run(6, KIMI_K2,
        U("Kahvila Kulma wants 60 aprons (ORD-5160). Normal vs rush?"),
        C("get_order", {"order": "ORD-5160"}, ORD_5160),
        A("| | Normal | Rush |\n|---|---|---|\n| Labour / piece | 22 min → " + v("-(-22//15)*15", "d") + " min = EUR "
          + v(APR_LAB, ".2f") + " | +35% = EUR " + v(APR_LAB + "*1.35", ".2f") + " |\n| Batch discount (50+) | 15% | 15% |\n| Labour × 60 | EUR "
          + v("60*" + APR_LAB + "*0.85", ",.2f") + " | EUR " + v("60*" + APR_LAB + "*1.35*0.85", ",.2f") + " |\n| Fabric × 60 ("
          + v(APR_FAB, ".1f") + " m) | EUR " + v("60*" + APR_FAB + "*9.8", ",.2f") + " | EUR " + v("60*" + APR_FAB + "*9.8", ",.2f")
          + " |\n| **Total excl. VAT** | **EUR " + v(APRONS, ",.2f") + "** | **EUR " + v("60*(" + APR_LAB + "*1.35*0.85+" + APR_FAB + "*9.8)", ",.2f") + "** |"),
        U("Dates? Deposit was paid today."),
        A("| | Working days | Ready |\n|---|---|---|\n| Normal | 10 | " + v("date(2026,10,28)", "%a %-d %b") + " |\n| Rush | 5 | [[Thu 22 Oct]] |",
          why="5 working days from Wednesday 14 October is Wednesday 21 October; the model wrote Thursday 22"),
        U("Rush total with VAT?"),
        A("| | EUR |\n|---|---|\n| Excl. VAT | " + v("60*(" + APR_LAB + "*1.35*0.85+" + APR_FAB + "*9.8)", ",.2f") + " |\n| VAT 25.5% | "
          + v("60*(" + APR_LAB + "*1.35*0.85+" + APR_FAB + "*9.8)*0.255", ",.2f") + " |\n| **Total** | **"
          + v("60*(" + APR_LAB + "*1.35*0.85+" + APR_FAB + "*9.8)*1.255", ",.2f") + "** |"),
        U("Per apron with VAT, both options?"),
        A("| Normal | Rush |\n|---|---|\n| EUR " + v(APRONS + "*1.255/60", ".2f") + " | EUR "
          + v("(" + APR_LAB + "*1.35*0.85+" + APR_FAB + "*9.8)*1.255", ".2f") + " |"),
        U("How much drill do we need?"),
        A("| Aprons | m each | Total |\n|---|---|---|\n| 60 | " + v(APR_FAB, ".1f") + " | " + v("60*" + APR_FAB, ".1f") + " m |"),
    ),
    run(7, MAGISTRAL,
        U("Hotelli Linna wants 24 cushion covers, ORD-5163. How much velvet?"),
        C("get_order", {"order": "ORD-5163"}, ORD_5163),
        A("<think>\nFinished 45 x 45. Front: 45 + 2 x 1.5 = " + v("45+2*1.5", ".0f") + " cm square. Envelope back: two pieces overlapping 12 cm, total back width 45 + 12 = "
          + v("45+12", "d") + ", split in two: " + v("(45+12)/2", ".1f") + " each + hems 4 cm on the overlap edge + 1.5 seam on the other: "
          + v("(45+12)/2", ".1f") + " + 4 + 1.5 = " + v("(45+12)/2+4+1.5", ".0f") + " wide, 48 tall. Width 140: fronts across " + v("140//48", ".0f")
          + " per row. Backs " + v("(45+12)/2+4+1.5", ".0f") + " x 48: " + v("140//34", ".0f") + " per row.\n"
          "Fronts 24 → " + v("-(-24//2)", ".0f") + " rows x 48 = " + v("12*48", "d") + " cm. Backs 48 → " + v("-(-48//4)", ".0f") + " rows x 48 = "
          + v("12*48", "d") + " cm. Total " + v("(12*48+12*48)/100", ".2f") + " m, + 10% = " + v("11.52*1.1", ".3f") + " → "
          + v("-(-11.52*1.1*10//1)/10", ".1f") + " m.\n</think>\n\n"
          "Front panels are cut " + v("45+2*1.5", ".0f") + " × " + v("45+2*1.5", ".0f") + " cm (45 cm + 1.5 cm seam each side); each envelope back half is " + v("(45+12)/2+4+1.5", ".0f") + " × 48 cm "
          "(half of 45 + 12 cm overlap, plus a 4 cm hem and 1.5 cm seam). On 140 cm velvet that is " + v("(12*48+12*48)/100", ".2f")
          + " m, **" + v("-(-11.52*1.1*10//1)/10", ".1f") + " m** with the cutting allowance."),
        U("Cost of the velvet?"),
        A("<think>\n" + v("-(-11.52*1.1*10//1)/10", ".1f") + " x 26.00.\n</think>\n\n" + v("-(-11.52*1.1*10//1)/10", ".1f") + " m × EUR 26.00 = **EUR " + v("12.7*26", ".2f") + "**."),
        U("Is there enough in stock?"),
        C("get_stock", {}, STOCK),
        A("<think>\nV-2008 stock 18.0 m. Need " + v("-(-11.52*1.1*10//1)/10", ".1f") + ". Left " + v("18.0-12.7", ".1f") + ".\n</think>\n\nYes: 18.0 m of V-2008 in stock, " + v("18.0-12.7", ".1f")
          + " m left after cutting."),
        U("How wide is each back piece again?"),
        A("<think>\n45 + 12 = " + v("45+12", "d") + ", /2 = " + v("57/2", ".1f") + ", + 4 + 1.5 = " + v("57/2+4+1.5", ".0f") + ".\n</think>\n\nEach back half is cut **[[43]] cm** wide and 48 cm tall.",
          why="the reasoning gives 34 cm; the answer swapped the digits"),
    ),
    run(8, GLM45,
        U("What did the waistcoat batch ORD-5149 take per piece?"),
        C("get_work_log", {"order": "ORD-5149"}, LOG_5149),
        A("1. Total minutes: 150 + 60 + 410 + 330 + 95 + 115 + 40 = " + v("150+60+410+330+95+115+40", ",d") + "\n2. Per waistcoat: "
          + v("1200/20", ".0f") + " minutes\n3. In hours: " + v("1200/60", ".0f") + " h for the batch, " + v("1200/20/60", ".0f") + " h a piece\n"
          "4. Largest step: front & pockets, " + v("410/1200*100", ".1f") + "% of the time"),
        U("What does that cost in labour at our rate, with the batch discount?"),
        A("1. " + v("1200/60", ".0f") + " h × EUR 48 = EUR " + v("1200/60*48", ",.0f") + "\n2. 10% off (20 pieces): EUR " + v("1200/60*48*0.9", ",.2f") + "\n3. Per piece: EUR "
          + v("1200/60*48*0.9/20", ".2f")),
        U("If buttonholes went to the new machine at half the time?"),
        A("1. Buttonholes: 95 → " + v("95/2", ".1f") + " min\n2. Batch: " + v("1200-47.5", ",.1f") + " min, " + v("1152.5/20", ".2f")
          + " min a piece\n3. Saving: " + v("47.5/60*48*0.9", ".2f") + " EUR in labour"),
        U("Which order number is that log?"),
        A("1. ORD-[[5194]], 20 waistcoats for Ravintola Pursi",
          why="the log is ORD-5149; the model swapped the last two digits"),
    ),
    run(9, SONNET45,
        U("What's our fabric stock worth?"),
        C("get_stock", {}, STOCK),
        A("| Code | m | EUR/m | Value |\n|---|---|---|---|\n| W-2214 | 41.2 | 38.50 | " + v("41.2*38.5", ",.2f") + " |\n| W-2230 | 12.6 | 42.00 | "
          + v("12.6*42", ",.2f") + " |\n| L-0907 | 68.0 | 21.90 | " + v("68*21.9", ",.2f") + " |\n| C-1130 | 95.5 | 17.40 | " + v("95.5*17.4", ",.2f")
          + " |\n| V-2008 | 18.0 | 26.00 | " + v("18*26", ",.2f") + " |\n| C-0415 | 140.0 | 9.80 | " + v("140*9.8", ",.2f") + " |\n| **Total** | **"
          + v("41.2+12.6+68+95.5+18+140", ".1f") + "** | | **" + v("41.2*38.5+12.6*42+68*21.9+95.5*17.4+18*26+140*9.8", ",.2f") + "** |"),
        U("Which wools could make two more suits at 3.1 m each?"),
        A("Two suits take " + v("2*-(-3.1*1.1*10//1)/10", ".1f") + " m with the allowance. **W-2214** (41.2 m) can; **W-2230** has 12.6 m, also enough, with "
          + v("12.6-2*3.5", ".1f") + " m left."),
        U("What's the flannel worth on its own?"),
        A("W-2230: 12.6 m × EUR 42.00 = **EUR [[592.20]]**.",
          why="12.6 × 42.00 is 529.20 (the table above has it right); the model swapped two digits"),
        U("What would 25 more linen shirts leave of L-0907?"),
        A("Each takes " + v("-(-1.8*1.1*10//1)/10", ".1f") + " m cut, so 25 take " + v("25*2.0", ".1f") + " m, leaving **"
          + v("68.0-25*2.0", ".1f") + " m**."),
        U("Average price per metre across the stock?"),
        A("EUR " + v("41.2*38.5+12.6*42+68*21.9+95.5*17.4+18*26+140*9.8", ",.2f") + " / " + v("41.2+12.6+68+95.5+18+140", ".1f")
          + " m = **EUR " + v("(41.2*38.5+12.6*42+68*21.9+95.5*17.4+18*26+140*9.8)/(41.2+12.6+68+95.5+18+140)", ".2f") + "/m**."),
        anthropic=True),
    run(10, HAIKU45,
        U("Aino's wedding is on the 31st. Can we do her dress (ORD-5171) in time?"),
        C("get_order", {"order": "ORD-5171"}, ORD_5171),
        A("Normal lead time is 10 working days from today, which lands on **" + v("date(2026,10,28)", "%A %-d %B") + "**, "
          + v("(date(2026,10,31)-date(2026,10,28)).days", "d") + " days before the wedding on " + v("date(2026,10,31)", "%A %-d %B")
          + ". There is time for a fitting, but it is tight."),
        U("What does the work cost?"),
        C("get_price_list", {"kind": "alterations"}, PRICES),
        A("Dress hem EUR 32.00, and the zip as a second alteration on the same garment at 20% off: EUR 22.00 × 0.8 = EUR "
          + v("22*0.8", ".2f") + ". **EUR " + v("32+22*0.8", ".2f") + "** including VAT."),
        U("And with rush?"),
        A("Rush is +35% on labour; alterations are all labour, so **EUR " + v("(32+22*0.8)*1.35", ".2f") + "**, ready in 5 working days: **"
          + v("date(2026,10,21)", "%A %-d %B") + "**."),
        U("When should we book her fitting if it's two days before rush pickup?"),
        A("Two days before " + v("date(2026,10,21)", "%A %-d %B") + " is **[[Tuesday 20 October]]**.",
          why="two days before 21 October is Monday 19 October; the model wrote Tuesday 20"),
        U("How much of the normal price is VAT?"),
        A("EUR " + v("32+22*0.8", ".2f") + " × 25.5 / 125.5 = **EUR " + v("(32+22*0.8)*0.255/1.255", ".2f") + "**."),
        anthropic=True),
    run(11, GPT5_MINI,
        U("ORD-5175 delivery when and where"),
        C("get_order", {"order": "ORD-5175"}, ORD_5175),
        A("Linnankatu 27 B 14, [[20110]] Turku, 0930–1100",
          why="the order gives postcode 20100; one digit off"),
        U("balance due?"),
        A(v("1186.48-474.59", ".2f") + " EUR"),
        U("deposit was what %"),
        A(v("474.59/1186.48*100", ".0f") + "%"),
        U("excl vat?"),
        A(v("1186.48/1.255", ".2f") + " EUR total, " + v("(1186.48-474.59)/1.255", ".2f") + " of the balance"),
        U("ready how long"),
        A("since 12.10, " + v("(date(2026,10,14)-date(2026,10,12)).days", "d") + " days"),
    ),
    run(12, DSV32,
        U("5180 status"),
        C("get_order", {"order": "ORD-5180"}, ORD_5180),
        A("in production, ready 23.10 (" + v("(date(2026,10,23)-date(2026,10,14)).days", "d") + " days)"),
        U("total w vat"),
        A(v("1205.40*1.255", ",.2f") + " EUR (~" + v("1205.40*1.255/1000", ".1f") + "k)"),
        U("left to pay"),
        A(v("1205.40*1.255-605.11", ",.2f") + " EUR, deposit was 605.11 (" + v("605.11/(1205.40*1.255)*100", ".0f") + "%)"),
        U("per pair"),
        A(v("1205.40/12", ".2f") + " excl, " + v("1205.40*1.255/12", ".2f") + " incl"),
    ),
]
