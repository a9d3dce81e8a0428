"""brewery runs: a craft brewery's production and trade assistant (Quarry Lane Brewing Co.'s
Cellarman, tools designed for this set: batches, recipes, an order, a brew log and an event order as
JSON, a gravity log, a packaging log and a hop store as CSV text with no spaces after the commas, a
fermenter schedule and a maltster's invoice as plain text), with ABV from OG and FG, attenuation,
IBU from hop additions, recipe scaling, fermentation schedules worked forward by days, duty per litre
of pure alcohol, casks, kegs and cases in litres and pints, VAT, a 5% cask discount, boil-off and
extract, conversions to BRL, EUR and JPY; tool results and answers written here, in the styles of
GPT-5 (plain), Claude Opus 4.5 and Claude Opus 4.1 (Anthropic envelopes), Gemini 3 Pro
(bullets), Qwen3 235B (tables), DeepSeek V3.1 (terse), Mistral Medium 3 (Portuguese `R$ 11.676,80`),
Bielik 11B (Polish `4,9%`, `25 czerwca`), a local Qwen2.5 7B (a few words), QwQ-32B (`<think>`),
MiniMax M2, gpt-oss-120b (Japanese `10万2,771円`) and Claude Sonnet 4 (numbered steps)."""

from _heldout23_brewery import POLICY, csv
from _heldout23_models import (BIELIK, DSV31, GEMINI3_PRO, GPT5, GPT_OSS, LOCAL_QWEN, MINIMAX_M2,
                               MISTRAL_MEDIUM, OPUS41, OPUS45, QWEN3, QWQ, SONNET4)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"brewery-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


BATCH_2611 = {"batch_id": "QL-2611", "beer": "Ridgeline Pale", "style": "pale ale", "brewed": "2026-06-02",
              "fv": "FV3", "volume_l": 1150, "og": 1.049, "target_fg": 1.011, "yeast": "US-05", "status": "fermenting"}
GRAVITY_2611 = csv("date,time,sg,temp_c",
                   "2026-06-02,1630,1.049,18.6", "2026-06-03,0900,1.047,19.0", "2026-06-04,0900,1.036,19.2",
                   "2026-06-05,0900,1.027,19.1", "2026-06-06,0900,1.019,19.0", "2026-06-08,0900,1.013,19.0",
                   "2026-06-09,0900,1.012,20.8", "2026-06-10,0815,1.012,21.0")
RECIPE_PALE = {"recipe": "Ridgeline Pale", "batch_l": 1000, "og": 1.049, "grain_kg": [
    {"malt": "Maris Otter", "kg": 185}, {"malt": "Crystal 60", "kg": 9.5}, {"malt": "Wheat malt", "kg": 12}],
    "hops": [{"hop": "Magnum", "g": 420, "alpha_pct": 12.5, "when": "60 min"},
             {"hop": "Cascade", "g": 1200, "alpha_pct": 6.8, "when": "10 min"},
             {"hop": "Citra", "g": 3500, "alpha_pct": 12.1, "when": "dry hop day 4"}],
    "costs_gbp_per_kg": {"Maris Otter": 1.12, "Crystal 60": 1.31, "Wheat malt": 1.18, "Magnum": 24.0,
                         "Cascade": 21.5, "Citra": 38.5}}
SCHEDULE = """FERMENTER SCHEDULE - week 24 (08-14 Jun 2026)
FV   cap_L  batch    beer              brewed      status           next
FV1  2000   QL-2604  Lantern Lager     2026-05-14  lagering 1C      package 2026-06-25
FV2  1200   -        -                 -           CIP done         free
FV3  1200   QL-2611  Ridgeline Pale    2026-06-02  diacetyl rest    crash 2026-06-12
FV4  1200   QL-2609  Black Tor Stout   2026-05-28  cold crash 2C    package 2026-06-11
FV5  2000   QL-2613  Saison Four       2026-06-08  primary 26C      -
FV6  600    -        -                 -           out of service (outlet valve)"""
PACKAGING_MAY = csv("date,batch,beer,abv,format,units,litres",
                    "2026-05-04,QL-2598,Ridgeline Pale,4.8,firkin,18,736.2",
                    "2026-05-04,QL-2598,Ridgeline Pale,4.8,case24x440,20,211.2",
                    "2026-05-12,QL-2601,Black Tor Stout,5.6,keg30,14,420.0",
                    "2026-05-19,QL-2603,Hop Ledger IPA,6.2,case24x440,35,369.6",
                    "2026-05-19,QL-2603,Hop Ledger IPA,6.2,keg30,10,300.0",
                    "2026-05-27,QL-2605,Mild Mannered,3.4,firkin,12,490.8")
ORDER_3318 = {"order_id": "QLO-3318", "customer": "The Millstone Inn", "account": "MILL01", "deliver_on": "2026-06-12",
              "lines": [{"item": "Ridgeline Pale firkin", "qty": 6, "unit_gbp": 98.0},
                        {"item": "Black Tor Stout firkin", "qty": 3, "unit_gbp": 112.0},
                        {"item": "Hop Ledger IPA keg 30L", "qty": 2, "unit_gbp": 129.5},
                        {"item": "Ridgeline Pale case 24x440ml", "qty": 4, "unit_gbp": 41.0}],
              "empties_out": 7, "status": "confirmed"}
BREWLOG_2613 = {"batch_id": "QL-2613", "beer": "Saison Four", "brewed": "2026-06-08", "grain_kg": 380,
                "mash_in": "08:10", "boil_start": "13:35", "boil_min": 75, "preboil_l": 2250, "preboil_sg": 1.042,
                "postboil_l": 2050, "postboil_sg": 1.050, "into_fv_l": 2000, "fv": "FV5", "yeast": "Belle Saison",
                "target_fg": 1.004, "ferment_c": 26}
FX = {"date": "2026-06-10", "GBP_BRL": 7.12, "GBP_EUR": 1.17, "GBP_JPY": 198.4}
IPA_CASE = {"item": "Hop Ledger IPA case 24x440ml", "abv": 6.2, "unit_gbp": 41.0, "cases_per_pallet": 60,
            "in_stock": 212, "best_before": "2026-11-19"}
IPA_KEG = {"item": "Hop Ledger IPA keg 30L", "abv": 6.2, "unit_gbp": 129.5, "in_stock": 9, "best_before": "2026-09-19"}
BATCH_2604 = {"batch_id": "QL-2604", "beer": "Lantern Lager", "brewed": "2026-05-14", "fv": "FV1", "volume_l": 1950,
              "og": 1.046, "fg": 1.009, "fg_read": "2026-05-28", "lagering_c": 1, "package": "cans 440 ml",
              "packaging_loss_pct": 4}
HOPS = csv("hop,lot,alpha_pct,kg_on_hand,best_before",
           "Magnum,MG-2211,12.5,8.4,2027-03-31", "Cascade,CA-2304,6.8,14.2,2026-11-30",
           "Citra,CI-2402,12.1,6.6,2026-10-31", "Mosaic,MO-2405,11.8,9.0,2027-01-31",
           "EKG,EK-2301,5.2,3.1,2026-07-31")
FESTIVAL = {"event": "Don Valley Beer Festival", "dates": "2026-07-17 to 2026-07-19", "casks": 20,
            "beer": "Mild Mannered", "abv": 3.4, "price_per_firkin_gbp": 89.0, "festival_pint_gbp": 4.2, "ullage_pct": 5,
            "deliver_days_before": 2}
INVOICE_MALT = """CASTLE MALTINGS (UK) LTD                      INVOICE CM-558120
Invoice date 2026-06-08   Delivered to: Quarry Lane Brewing Co., Sheffield
Product               Pack        Qty   Unit GBP
Maris Otter Pale      25kg sack   40    27.40
Crystal 150           25kg sack    4    31.90
Wheat Malt            25kg sack    6    28.60
Munich                25kg sack    8    29.20
Carriage                                48.00
Terms: net 30 days from invoice date. VAT at 20% on goods and carriage."""

CIP_LOG = csv("date,vessel,solution_l,caustic_pct,temp_c,minutes,rinse_l",
               "2026-06-01,FV4,120,2.0,75,45,300", "2026-06-05,FV6,90,2.0,75,40,200",
               "2026-06-09,FV2,180,2.0,75,45,400", "2026-06-09,HLT,150,1.5,80,30,350")
NET_MALT = "(40*27.40+4*31.90+6*28.60+8*29.20+48)"
DUTY = ["736.2*4.8/100*19.08", "211.2*4.8/100*21.78", "420*5.6/100*19.08", "369.6*6.2/100*21.78",
        "300*6.2/100*19.08", "490.8*3.4/100*8.42"]
LPA = ["736.2*4.8/100", "211.2*4.8/100", "420*5.6/100", "369.6*6.2/100", "300*6.2/100", "490.8*3.4/100"]
ORDER_NET = "(6*98+3*112+2*129.5+4*41)"

RUNS = [
    run(1, GPT5,
        U("Where's QL-2611 at? Can we work out the ABV yet?"),
        C("get_batch", {"batch_id": "QL-2611"}, BATCH_2611),
        C("get_gravity_log", {"batch_id": "QL-2611"}, GRAVITY_2611),
        A("QL-2611 (Ridgeline Pale, FV3) has held at 1.012 for two readings (9th and this morning), so it's "
          "effectively done. ABV = (1.049 − 1.012) × 131.25 = " + v("(1.049-1.012)*131.25", ".2f") + ", call it "
          + v("(1.049-1.012)*131.25", ".1f") + "%. Apparent attenuation " + v("(1.049-1.012)/0.049*100", ".1f")
          + "%. It's one point above the 1.011 target, and it's already warming at 21.0 °C for the diacetyl rest."),
        U("When can we package it?"),
        A("Brewed 2 June: 7 days primary takes it to " + v("date(2026,6,2)+timedelta(days=7)", "%d %B")
          + ", 3 days of diacetyl rest to " + v("date(2026,6,2)+timedelta(days=10)", "%d %B")
          + ", then 2 days cold crash, so packaging on " + v("date(2026,6,2)+timedelta(days=12)", "%A %d %B") + "."),
        U("What's 21 C in Fahrenheit, for the new cellar guy?"),
        A("21 × 9/5 + 32 = " + v("21*9/5+32", ".1f") + " °F. The crash at 2 °C is " + v("2*9/5+32", ".1f") + " °F."),
        U("How fast did it drop in the first four days?"),
        A("From 1.049 on the 2nd to 1.019 on the 6th: " + v("49-19", "d") + " points in 4 days, "
          + v("30/4", ".1f") + " points a day on average. The busiest day was the 3rd to the 4th, "
          + v("47-36", "d") + " points."),
        U("And what did it read on the 5th?"),
        A("[[1.029]] at 09:00, 19.1 °C.", why="the gravity log gives 1.027 on the 5th; the model wrote one digit off"),
    ),
    run(2, OPUS45,
        U("Scale Ridgeline Pale up to 1,200 L for Friday's brew and give me the hop IBUs."),
        C("get_recipe", {"name": "Ridgeline Pale"}, RECIPE_PALE),
        A("Scale factor: 1,200 / 1,000 = " + v("1200/1000", ".1f") + "\n\n**Grain**\n- Maris Otter: 185 × 1.2 = "
          + v("185*1.2", ".1f") + " kg\n- Crystal 60: 9.5 × 1.2 = " + v("9.5*1.2", ".1f") + " kg\n- Wheat malt: 12 × 1.2 = "
          + v("12*1.2", ".1f") + " kg\n\n**Hops**\n- Magnum (60 min): 420 × 1.2 = " + v("420*1.2", ".0f")
          + " g\n- Cascade (10 min): 1,200 × 1.2 = " + v("1200*1.2", ",.0f") + " g\n- Citra (dry hop day 4): 3.5 × 1.2 = "
          + v("3.5*1.2", ".1f") + " kg\n\n**IBU in 1,200 L**\n- Magnum: 504 × 0.125 × 0.25 × 1000 / 1200 = "
          + v("504*0.125*0.25*1000/1200", ".1f") + "\n- Cascade: 1440 × 0.068 × 0.10 × 1000 / 1200 = "
          + v("1440*0.068*0.10*1000/1200", ".2f") + "\n- Citra adds no bitterness as a dry hop\n- **Total ≈ "
          + v("504*0.125*0.25*1000/1200+1440*0.068*0.10*1000/1200", ".1f") + " IBU**"),
        U("What's the total grain and how much of it is base malt?"),
        A(v("185*1.2+9.5*1.2+12*1.2", ".1f") + " kg in all; Maris Otter is " + v("185*1.2", ".1f") + " kg of it, "
          + v("222/247.8*100", ".1f") + "%."),
        U("Cost of the grain at the recipe's prices?"),
        A("- Maris Otter: " + v("185*1.2", ".1f") + " × £1.12 = £" + v("222*1.12", ".2f") + "\n- Crystal 60: " + v("9.5*1.2", ".1f")
          + " × £1.31 = £" + v("11.4*1.31", ".2f") + "\n- Wheat malt: " + v("12*1.2", ".1f") + " × £1.18 = £" + v("14.4*1.18", ".2f") + "\n- **Total: £"
          + v("222*1.12+11.4*1.31+14.4*1.18", ".2f") + "**"),
        U("And the Citra alone?"),
        A("4.2 kg × £38.50 = **£[[167.10]]**", why="4.2 × 38.50 is £161.70; the model swapped two digits"),
        U("If I wanted 30 IBU instead, how much Magnum at 60 minutes, keeping the Cascade as is?"),
        A("Magnum must give 30 − " + v("1440*0.068*0.10*1000/1200", ".2f") + " = " + v("30-8.16", ".2f") + " IBU: grams = 21.84 × 1200 / (0.125 × 0.25 × 1000) = "
          + v("21.84*1200/(0.125*0.25*1000)", ".0f") + " g, about " + v("21.84*1200/(0.125*0.25*1000)/1000", ".2f")
          + " kg."),
        anthropic=True),
    run(3, GEMINI3_PRO,
        U("What's free in the cellar this week?"),
        C("get_fermenter_schedule", {"week": 24}, SCHEDULE),
        A("Here's the picture:\n\n* **Free:** FV2 only, 1,200 L, CIP done\n* **Out of service:** FV6 (600 L), "
          "outlet valve\n* **Busy:** FV1 (Lantern Lager, lagering), FV3 (Ridgeline Pale, diacetyl rest), FV4 (Black "
          "Tor Stout, cold crash), FV5 (Saison Four, primary at 26 °C)\n* In use: 2,000 + 1,200 + 1,200 + 2,000 = **"
          + v("2000+1200+1200+2000", ",d") + " L** of " + v("2000+1200*3+2000+600", ",d") + " L, "
          + v("6400/8200*100", ".1f") + "% of the cellar"),
        U("When does the lager come out, and how many days is that?"),
        A("* **Lantern Lager (QL-2604):** packaged on 2026-06-25\n* That's **"
          + v("(date(2026,6,25)-date(2026,6,10)).days", "d") + " days** from today\n* Check: brewed 14 May, 14 days "
          "primary to " + v("date(2026,5,14)+timedelta(days=14)", "%d %b") + ", 28 days lagering to "
          + v("date(2026,5,14)+timedelta(days=42)", "%d %b")),
        U("We want to brew 1,800 L of Ridgeline next week. Where does it go?"),
        A("* It doesn't fit FV2 (1,200 L): it needs a 2,000 L tank\n* **FV1** frees on 25 June, **FV5** after the "
          "saison: brewed 8 June, so on an ale schedule it's ready to package on "
          + v("date(2026,6,8)+timedelta(days=12)", "%a %d %b") + "\n* Earliest 2,000 L tank: **FV5, "
          + v("date(2026,6,8)+timedelta(days=12)", "%d %b") + "** (after packaging and CIP)\n* Or split it: "
          "1,200 L into FV2 now and " + v("1800-1200", "d") + " L in FV6 once its valve is fixed"),
        U("How long has the stout been in tank?"),
        A("* Brewed 28 May, so **" + v("(date(2026,6,10)-date(2026,5,28)).days", "d") + " days** today, and it "
          "packages tomorrow, day " + v("(date(2026,6,11)-date(2026,5,28)).days", "d")),
    ),
    run(4, QWEN3,
        U("Work out May's duty from the packaging log."),
        C("get_packaging_log", {"month": "2026-05"}, PACKAGING_MAY),
        A("| Date | Beer | Format | Litres | ABV | lpa | Rate | Duty |\n|---|---|---|---|---|---|---|---|\n"
          "| 04/05 | Ridgeline Pale | firkin ×18 | 736.2 | 4.8% | " + v(LPA[0], ".2f") + " | £19.08 | £" + v(DUTY[0], ".2f") + " |\n"
          "| 04/05 | Ridgeline Pale | cases ×20 | 211.2 | 4.8% | " + v(LPA[1], ".2f") + " | £21.78 | £" + v(DUTY[1], ".2f") + " |\n"
          "| 12/05 | Black Tor Stout | keg ×14 | 420.0 | 5.6% | " + v(LPA[2], ".2f") + " | £19.08 | £" + v(DUTY[2], ".2f") + " |\n"
          "| 19/05 | Hop Ledger IPA | cases ×35 | 369.6 | 6.2% | " + v(LPA[3], ".2f") + " | £21.78 | £" + v(DUTY[3], ".2f") + " |\n"
          "| 19/05 | Hop Ledger IPA | keg ×10 | 300.0 | 6.2% | " + v(LPA[4], ".2f") + " | £19.08 | £" + v(DUTY[4], ".2f") + " |\n"
          "| 27/05 | Mild Mannered | firkin ×12 | 490.8 | 3.4% | " + v(LPA[5], ".2f") + " | £8.42 | £" + v(DUTY[5], ".2f") + " |\n"
          "| **Total** | | | **" + v("736.2+211.2+420+369.6+300+490.8", ",.1f") + "** | | **" + v("+".join(LPA), ".2f")
          + "** | | **£" + v("+".join(DUTY), ",.2f") + "** |"),
        U("How many pints did we package in May?"),
        A("| Litres | L per pint | Pints |\n|---|---|---|\n| " + v("736.2+211.2+420+369.6+300+490.8", ",.1f") + " | 0.568 | " + v("2527.8/0.568", ",.0f") + " |"),
        U("What's the duty on one pint of the IPA in cans, vs on draught?"),
        A("| Format | Per pint |\n|---|---|\n| Cans | 0.568 × 6.2% × £21.78 = £" + v("0.568*0.062*21.78", ".3f")
          + " (" + v("0.568*0.062*21.78*100", ".0f") + "p) |\n| Keg | 0.568 × 6.2% × £19.08 = £" + v("0.568*0.062*19.08", ".3f")
          + " (" + v("0.568*0.062*19.08*100", ".0f") + "p) |\n| Difference | " + v("0.568*0.062*(21.78-19.08)*100", ".1f") + "p |"),
        U("Just the stout line again, I need it for the return."),
        A("| Batch | Kegs | lpa | Duty |\n|---|---|---|---|\n| QL-2601 | 14 | " + v("420*5.6/100", ".2f") + " | £[[448.67]] |",
          why="23.52 lpa × £19.08 is £448.76; the model swapped the last two digits"),
        U("If the mild had been 3.6%, what would its duty have been?"),
        A("| lpa | Rate | Duty | Extra |\n|---|---|---|---|\n| 490.8 × 3.6% = " + v("490.8*0.036", ".3f") + " | £19.08 | £"
          + v("490.8*0.036*19.08", ".2f") + " | £" + v("490.8*0.036*19.08-490.8*0.034*8.42", ".2f") + " |"),
    ),
    run(5, OPUS41,
        U("Can you total up the Millstone's order for Friday, QLO-3318?"),
        C("get_order", {"order_id": "QLO-3318"}, ORDER_3318),
        A("QLO-3318 for The Millstone Inn, delivery Friday 12 June:\n\n| Item | Qty | Unit | Line |\n|---|---|---|---|\n"
          "| Ridgeline Pale firkin | 6 | £98.00 | £" + v("6*98", ".2f") + " |\n| Black Tor Stout firkin | 3 | £112.00 | £"
          + v("3*112", ".2f") + " |\n| Hop Ledger IPA keg 30L | 2 | £129.50 | £" + v("2*129.5", ".2f") + " |\n"
          "| Ridgeline Pale cases | 4 | £41.00 | £" + v("4*41", ".2f") + " |\n\nSubtotal £" + v(ORDER_NET, ",.2f")
          + ", VAT 20% £" + v(ORDER_NET + "*0.2", ".2f") + ", **total £" + v(ORDER_NET + "*1.2", ",.2f") + "**. "
          "That's " + v("6+3", "d") + " casks, one short of the 10-cask discount; delivery is free (over £300)."),
        U("If they add one more firkin of Pale, does it work out cheaper?"),
        A("With a seventh Pale firkin the order has 10 casks:\n\n- Subtotal £" + v(ORDER_NET + "+98", ",.2f")
          + "\n- Less 5%: −£" + v("(" + ORDER_NET + "+98)*0.05", ".2f") + " → £" + v("(" + ORDER_NET + "+98)*0.95", ",.2f")
          + "\n- VAT: £" + v("(" + ORDER_NET + "+98)*0.95*0.2", ".2f") + "\n- **Total £" + v("(" + ORDER_NET + "+98)*0.95*1.2", ",.2f")
          + "**\n\nSo they get an extra firkin for £" + v("(" + ORDER_NET + "+98)*0.95*1.2-" + ORDER_NET + "*1.2", ".2f")
          + " more, which is less than its list price of £98 + VAT."),
        U("How many pints is that in the casks, and what's the Pale per pint to them?"),
        A("10 casks × 72 = **" + v("10*72", "d") + " pints**. A Pale firkin at £98.00 less 5% is £"
          + v("98*0.95", ".2f") + ", or **£" + v("98*0.95/72", ".2f") + " a pint** ex VAT."),
        U("Where's it going? The driver wants the postcode."),
        A("The Millstone Inn, account MILL01, **[[S11 8YB]]**. They also have 7 empties out to collect.",
          why="neither the order nor any result gives a postcode; the model invented one"),
        anthropic=True),
    run(6, DSV31,
        U("Saison brew day numbers, QL-2613."),
        C("get_brew_log", {"batch_id": "QL-2613"}, BREWLOG_2613),
        A("Boil-off " + v("2250-2050", "d") + " L in 75 min = " + v("200/75*60", ".0f") + " L/h, " + v("200/2250*100", ".1f")
          + "% of pre-boil. Gravity 42 → 50 points. Extract " + v("2050*50", ",d") + " pt·L, "
          + v("2050*50/380", ".0f") + " pt·L/kg of grain. " + v("2050-2000", "d") + " L left in the kettle."),
        U("Expected ABV?"),
        A("To 1.004: (1.050 − 1.004) × 131.25 = " + v("(1.050-1.004)*131.25", ".2f") + " ≈ " + v("(1.050-1.004)*131.25", ".1f")
          + "%. Attenuation " + v("0.046/0.050*100", ".0f") + "%."),
        U("26 C in F?"),
        A(v("26*9/5+32", ".1f") + " °F."),
        U("When did we knock out?"),
        A("Boil started 13:35. Knock-out [[15:05]].",
          why="13:35 plus the log's 75-minute boil is 14:50; the model used an invented 90-minute boil"),
        U("Mash in to boil start, how long?"),
        A("08:10 → 13:35: " + v("(13*60+35-(8*60+10))//60", "d") + " h " + v("(13*60+35-(8*60+10))%60", "02d") + " min."),
    ),
    run(7, MISTRAL_MEDIUM,
        U("Olá! Sou importador em São Paulo. Quanto custam 40 caixas da Hop Ledger IPA em latas, em reais?"),
        C("get_product", {"item": "Hop Ledger IPA case 24x440ml"}, IPA_CASE),
        C("get_fx_rates", {"date": "2026-06-10"}, FX),
        A("Olá! Cada caixa (24 latas de 440 ml, 6,2%) custa £41,00.\n\n- 40 caixas × £41,00 = £" + v("de(40*41)", "s")
          + "\n- Câmbio de hoje: £1 = R$ 7,12\n- **Total: R$ " + v("de(40*41*7.12)", "s") + "** (sem IVA: exportação)"),
        U("Quantos litros são, e qual o preço por lata?"),
        A("- Litros: 40 × 24 × 0,44 = " + v("de(40*24*0.44, ',.1f')", "s") + " L\n- Latas: " + v("40*24", "d")
          + "\n- Por lata: £41,00 / 24 = £" + v("de(41/24, '.3f')", "s") + ", ou seja R$ " + v("de(41/24*7.12)", "s")),
        U("Cabe num palete?"),
        A("Sim: o palete leva 60 caixas, e sobram " + v("60-40", "d") + " lugares. Temos 212 caixas em stock, "
          "validade 19/11/2026."),
        U("E em euros, para um cliente em Lisboa?"),
        A("40 × £41,00 = £" + v("de(40*41)", "s") + " × 1,17 = **[[1.981,80]] €**.",
          why="1,640 × 1.17 is 1,918.80 euros; the model swapped two digits"),
    ),
    run(8, BIELIK,
        U("Jak idzie lager QL-2604? Ile ma alkoholu i kiedy pakujemy?"),
        C("get_batch", {"batch_id": "QL-2604"}, BATCH_2604),
        A("Lantern Lager (QL-2604), FV1, 1 950 l:\n- OG [[1,064]], FG 1,009 (odczyt 28.05)\n- ABV: (1,046 − 1,009) × 131,25 = "
          + v("de((1.046-1.009)*131.25, '.1f')", "s") + "%\n- Odfermentowanie pozorne: " + v("de(0.037/0.046*100, '.1f')", "s") + "%",
          why="the batch's OG is 1.046 (the ABV line uses it); the model swapped two digits in the OG it quoted"),
        U("A leżakowanie? Ile dni już i ile zostało?"),
        A("Leżakowanie od " + v("date(2026,5,14)+timedelta(days=14)", "%d.%m") + " w 1 °C: dziś "
          + v("(date(2026,6,10)-date(2026,5,28)).days", "d") + " dni, zostało " + v("28-13", "d") + " dni, pakowanie "
          + v("date(2026,5,28)+timedelta(days=28)", "%d") + " czerwca."),
        U("Ile kartonów puszek z tego wyjdzie?"),
        A("1 950 l − 4% strat = " + v("thin(1950*0.96)", "s") + " l. Karton to 24 × 0,44 = " + v("de(24*0.44)", "s")
          + " l, więc " + v("de(1872/10.56, '.1f')", "s") + " → **" + v("1872//10.56", ".0f") + " pełnych kartonów**."),
        U("A akcyza za te kartony?"),
        A(v("1872//10.56", ".0f") + " kartonów × " + v("de(24*0.44)", "s") + " l = " + v("fr(177*10.56)", "s") + " l × "
          + v("de((1.046-1.009)*131.25, '.3f')", "s") + "% = " + v("de(177*10.56*(1.046-1.009)*131.25/100, '.2f')", "s")
          + " lpa × £21,78 = **£" + v("fr(177*10.56*(1.046-1.009)*131.25/100*21.78)", "s") + "**."),
    ),
    run(9, LOCAL_QWEN,
        U("enough citra for two dry hops of 4.2 kg?"),
        C("get_hop_store", {}, HOPS),
        A("No. Need " + v("4.2*2", ".1f") + " kg, have 6.6 kg. Short " + v("8.4-6.6", ".1f") + " kg."),
        U("total hops on hand"),
        A(v("8.4+14.2+6.6+9.0+3.1", ".1f") + " kg."),
        U("which goes off first"),
        A("EKG, lot EK-2301, 2026-07-31. " + v("(date(2026,7,31)-date(2026,6,10)).days", "d") + " days."),
        U("mosaic instead of the missing citra, how much for the same bitterness?"),
        A("Dry hop, no bitterness. Same weight: 1.8 kg Mosaic, you have 9.0."),
    ),
    run(10, QWQ,
        U("Don Valley festival wants 20 firkins of Mild. When's the latest we can brew, and what will they make on it?"),
        C("get_event_order", {"event": "Don Valley Beer Festival"}, FESTIVAL),
        A("<think>\nFestival 2026-07-17 to 07-19. Casks delivered 2 days before: 17 - 2 = 15 July. Cask ale: 12 days "
          "in tank (7 + 3 + 2), then 5 days conditioning in the cellar after racking. 12 + 5 = 17 days before 15 July. "
          "15 July minus 17 days: July 15 - 15 = June 30, minus 2 more = June 28.\nRevenue: 20 × 72 = 1440 pints, 5% "
          "ullage → 1368 pints × £4.20.\n</think>\n\nDeliver by **" + v("date(2026,7,17)-timedelta(days=2)", "%d %B")
          + "**. With " + v("7+3+2", "d") + " days in tank and 5 days of cask conditioning, the latest brew day is **"
          + v("date(2026,7,15)-timedelta(days=17)", "%A %d %B") + "**.\n\nThe festival's side: " + v("20*72", ",d")
          + " pints, less 5% ullage = " + v("20*72*0.95", ",.0f") + " pints at £4.20 = **£" + v("20*72*0.95*4.2", ",.2f") + "**."),
        U("What do we get, with VAT?"),
        A("<think>\n20 × 89 = 1780. VAT 20% = 356. Total 2136. Duty: 3.4% is under 3.5%, draught rate 8.42.\n</think>\n\n"
          "20 × £89.00 = £" + v("20*89", ",.2f") + " + VAT £" + v("20*89*0.2", ".2f") + " = **£" + v("20*89*1.2", ",.2f")
          + "**. Duty on our side: " + v("20*40.9", ".0f") + " L × 3.4% = " + v("818*0.034", ".3f") + " lpa × £8.42 = £"
          + v("818*0.034*8.42", ".2f") + "."),
        U("If the brew slips a day, can we still make it?"),
        A("<think>\nLatest brew is June 28. A day later means cask conditioning ends a day late: delivery 16 July, "
          "the day before the festival opens. Probably OK if they accept it.\n</think>\n\nOnly just: brewing on "
          "[[2026-06-29]] would put delivery on " + v("date(2026,7,16)", "%d %B")
          + ", one day before the festival opens instead of two.",
          why="the latest brew day worked above is 28 June; the model wrote the slipped day as if it were the latest (a date one digit off)"),
        U("Their margin per pint?"),
        A("<think>\nCost per pint to them: 89 × 1.2 / 72 = " + v("89*1.2/72", ".3f") + ". Sold pints are " + v("100-5", "d")
          + "%, so per sold pint " + v("89*1.2", ".1f") + " / " + v("72*0.95", ".1f") + ".\n</think>\n\n"
          "A firkin costs them £" + v("89*1.2", ".2f") + " with VAT; of its 72 pints " + v("72*0.95", ".1f")
          + " are sold, so £" + v("89*1.2/(72*0.95)", ".2f") + " a pint sold, against £4.20: a margin of £"
          + v("4.2-89*1.2/(72*0.95)", ".2f") + " a pint."),
    ),
    run(11, MINIMAX_M2,
        U("Check the Castle Maltings invoice for me: total and due date."),
        C("get_invoice", {"supplier": "Castle Maltings", "invoice": "CM-558120"}, INVOICE_MALT),
        A("**Invoice CM-558120**\n\n- Maris Otter: 40 × £27.40 = £" + v("40*27.40", ",.2f") + "\n- Crystal 150: 4 × £31.90 = £"
          + v("4*31.90", ".2f") + "\n- Wheat Malt: 6 × £28.60 = £" + v("6*28.60", ".2f") + "\n- Munich: 8 × £29.20 = £"
          + v("8*29.20", ".2f") + "\n- Carriage: £48.00\n\n**Net £" + v(NET_MALT, ",.2f") + "**, VAT £" + v(NET_MALT + "*0.2", ".2f")
          + ", **total £" + v(NET_MALT + "*1.2", ",.2f") + "**. Due 30 days from 8 June: **"
          + v("date(2026,6,8)+timedelta(days=30)", "%d %B %Y") + "**."),
        U("How much malt is that by weight, and the Maris Otter per kg?"),
        C("get_recipe", {"name": "Ridgeline Pale"}, RECIPE_PALE),
        A(v("40+4+6+8", "d") + " sacks × 25 kg = **" + v("58*25", ",d") + " kg**. Maris Otter £27.40 / 25 = **£"
          + v("27.40/25", ".3f") + "/kg**, against the £1.12 in the recipe costs."),
        U("How many 1,200 L brews of Ridgeline does the Maris Otter cover?"),
        A("Each needs " + v("185*1.2", ".0f") + " kg (185 kg per 1,000 L × 1.2). 40 sacks = " + v("40*25", ",d") + " kg → "
          + v("1000/222", ".1f") + ", so **4 brews**, with " + v("1000-4*222", "d") + " kg over."),
        U("Remind me when it's due?"),
        A("**[[2026-07-18]]**.", why="30 days from 2026-06-08 is 2026-07-08; the model wrote one digit off"),
    ),
    run(12, GPT_OSS,
        U("大阪のバーから、Hop Ledger IPAの樽を4本ほしいと連絡がありました。円でいくらになりますか？"),
        C("get_product", {"item": "Hop Ledger IPA keg 30L"}, IPA_KEG),
        C("get_fx_rates", {"date": "2026-06-10"}, FX),
        A("Hop Ledger IPA（30L樽、6.2%）は1本£129.50です。\n\n- 4本 × £129.50 ＝ £" + v("4*129.5", ".2f")
          + "\n- 本日のレート £1 ＝ 198.4円\n- 合計 約" + v("int(4*129.5*198.4)//10000", "d") + "万"
          + v("round(4*129.5*198.4)%10000", ",d") + "円（輸出のため付加価値税なし）\n\n在庫は9本、賞味期限は2026年9月19日です。"),
        U("リットルとパイントでは？"),
        A("4 × 30L ＝ " + v("4*30", "d") + "L、" + v("120/0.568", ".0f") + "パイントです。1パイントあたり £"
          + v("518/(120/0.568)", ".2f") + "。"),
        U("1本だけだと円でいくら？"),
        A("£129.50 × 198.4 ＝ 約[[2万5,963円]]です。",
          why="129.50 × 198.4 is 25,692.8 yen; the model swapped two digits"),
        U("賞味期限まであと何日？"),
        A("2026年9月19日まで、今日から" + v("(date(2026,9,19)-date(2026,6,10)).days", "d") + "日です。"),
    ),
    run(13, SONNET4,
        U("How much caustic did the CIPs use this month? Our concentrate is 50%."),
        C("get_cip_log", {"month": "2026-06"}, CIP_LOG),
        A("Four cleans so far in June:\n\n1. FV4 (1 Jun): 120 L at 2.0% = " + v("120*0.02", ".1f") + " L NaOH\n"
          "2. FV6 (5 Jun): 90 L at 2.0% = " + v("90*0.02", ".1f") + " L\n3. FV2 (9 Jun): 180 L at 2.0% = " + v("180*0.02", ".1f")
          + " L\n4. HLT (9 Jun): 150 L at 1.5% = " + v("150*0.015", ".2f") + " L\n\nThat is " + v("2.4+1.8+3.6+2.25", ".2f")
          + " L of NaOH, or **" + v("(2.4+1.8+3.6+2.25)/0.5", ".1f") + " L of the 50% concentrate**."),
        U("And water, solution plus rinse?"),
        A("Solution " + v("120+90+180+150", "d") + " L plus rinse " + v("300+200+400+350", ",d") + " L = **"
          + v("120+90+180+150+300+200+400+350", ",d") + " L**. FV2's clean alone took " + v("180+400", "d") + " L."),
        U("Average time at temperature?"),
        A("(45 + 40 + 45 + 30) / 4 = **" + v("(45+40+45+30)/4", ".0f") + " minutes**; the HLT's was the shortest, 30 minutes at 80 °C."),
        anthropic=True),
]
