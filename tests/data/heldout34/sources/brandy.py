"""brandy runs: the assistant of a brandy distillery near Ashtarak (Kasagh Distillery, tools designed for
this set: a grower's delivery, a blend, a tour booking, a cask, a trade order, a bottling line and the
day's rate as JSON, a cask register and a distillation log as CSV text, an invoice and an excise
declaration as plain text), with grapes by the kilo and a sugar bonus paid 30 days on, pure alcohol
from litres and strength, the angels' share compounded by the year, water to bring a blend down to
40%, bottles and cases, excise by the litre of pure alcohol, tours with a group discount and their
end clock, a bottling line's end clock over a break, drams into dollars and euros; tool results and
answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Armenian (`1 280 480 ֏`,
`նոյեմբերի 1-ին`, `23,1 Brix`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered
steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout34_brandy import POLICY, csv
from _heldout34_models import GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"brandy-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def hy(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Armenian spelling, a space between thousands and a decimal comma: `1 280 480`, `3 304,46`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, before an Armenian month name: `նոյեմբերի 1-ին`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-16", "usd_amd": 387.50, "eur_amd": 452.30, "source": "Central Bank of Armenia"}
DELIVERY_1 = {"grower": "Armen Hakobyan", "grower_no": "G-0218", "delivered": "2026-10-02", "loads": [
    {"variety": "Voskehat", "kg": 1840, "brix": 23.1}, {"variety": "Kangun", "kg": 2260, "brix": 21.4}]}
CASKS_2 = csv("cask,spirit,filled,litres_filled,abv_filled", "K-0412,grape,2019-10-21,250,70.0", "K-0413,grape,2019-10-21,250,69.5",
              "K-0587,apricot,2022-09-30,250,68.0", "K-0621,grape,2023-11-14,250,70.5")
BLEND_3 = {"blend": "BL-2612-03", "name": "Kasagh 5 Year", "litres": 1860, "abv": 58.4, "target_abv": 40.0, "bottle_l": 0.5,
           "bottles_per_case": 12}
TOUR_4 = {"booking": "TR-1219-04", "date": "2026-12-19", "slot": "14:00", "adults": 13, "children_under_12": 3, "language": "English"}
STILL_5 = csv("run,still,start,end,wine_l,distillate_l,abv", "D-231,alembic 1,2026-12-14 06:00,2026-12-14 14:30,2500,310,70.2",
              "D-232,alembic 2,2026-12-14 07:15,2026-12-14 16:05,2500,298,69.8",
              "D-233,alembic 1,2026-12-15 06:00,2026-12-15 15:10,2500,322,70.5")
CASK_6 = {"cask": "K-0355", "spirit": "grape", "filled": "2016-10-18", "litres_filled": 250, "abv_filled": 70.0, "measured": "2026-12-14",
          "litres_now": 193.2, "abv_now": 62.4}
INVOICE_7 = """KASAGH DISTILLERY CJSC - INVOICE INV-2612-0418   10.12.2026
Buyer: Yerevan Wine Days LLC (B-0093)
Kasagh 5 Year 0.5 L      240 btl x 7,800     1,872,000
Kasagh 10 Year 0.5 L      60 btl x 16,500      990,000
Apricot brandy 0.5 L     120 btl x 6,200       744,000
NET AMD                                      3,606,000
VAT 20%                                        721,200
TOTAL AMD                                    4,327,200
Payment within 14 days of the invoice date"""
EXCISE_8 = """KASAGH DISTILLERY - EXCISE DECLARATION (DRAFT)   November 2026
BL-2611-01  Kasagh 3 Year    3,120 btl x 0.5 L @ 40.0%
BL-2611-02  Kasagh 5 Year    1,440 btl x 0.5 L @ 40.0%
BL-2611-03  Apricot            960 btl x 0.5 L @ 42.0%
Rate: 2,800 AMD per litre of pure alcohol
Due: 20/12/2026"""
APRICOT_9 = {"purchase": "AP-2607-11", "grower": "Gagik Sargsyan", "date": "2026-07-08", "crates": [
    {"crate_kg": 18.5, "count": 42}, {"crate_kg": 22.0, "count": 35}]}
ORDER_10 = {"order": "SO-2612-0077", "buyer": "Hotel Ani Plaza", "invoice_date": "2026-12-16", "lines": [
    {"item": "Kasagh 10 Year 0.5 L", "bottles": 36, "price_amd": 16500}, {"item": "Kasagh 3 Year 0.5 L", "bottles": 72, "price_amd": 5400}]}
LINE_12 = {"line": "L-1", "date": "2026-12-17", "start": "07:30", "bottles_per_hour": 1500, "lot": "BL-2612-03", "bottles": 5431,
           "break": "12:00-12:45"}

RUNS = [
    run(1, GPT51,
        U("Բարև ձեզ, ես G-0218 աճեցողն եմ։ Որքա՞ն է իմ հոկտեմբերյան խաղողի արժեքը, և ե՞րբ պետք է վճարեիք։"),
        C("get_grower_delivery", {"grower_no": "G-0218"}, DELIVERY_1),
        A("Ձեր 2026 թ. հոկտեմբերի 2-ի առաքումը՝\n\n"
          "- Ոսկեհատ՝ 1 840 կգ × 320 ֏ = " + hy("1840*320") + " ֏; շաքարայնությունը 23,1 Brix է (22-ից բարձր), +10%՝ **"
          + hy("1840*320*1.1") + " ֏**\n"
          "- Կանգուն՝ 2 260 կգ × 280 ֏ = **" + hy("2260*280") + " ֏** (21,4 Brix, առանց հավելավճարի)\n\n"
          "**Ընդամենը՝ " + hy("1840*320*1.1+2260*280") + " ֏**։ Վճարումը առաքումից 30 օր հետո էր՝ **նոյեմբերի "
          + day("date(2026,10,2)+timedelta(days=30)") + "-ին**։"),
        U("Իսկ դոլարո՞վ որքան է։"),
        C("get_rate", {"date": "2026-12-16"}, RATE),
        A("Այսօրվա փոխարժեքով (1 $ = 387,50 ֏)՝ " + hy("1840*320*1.1+2260*280") + " / 387,50 = **" + hy("1280480/387.5", ",.2f") + " $**։"),
        U("Միջինում մեկ կիլոգրամը քանիսո՞վ եք գնել։"),
        A(hy("1280480") + " ֏ / " + hy("1840+2260") + " կգ = **" + hy("1280480/4100", ",.2f") + " ֏/կգ**։"),
        U("Վճարումը քանի՞ օր է ուշանում այսօր։"),
        A("Ժամկետը նոյեմբերի " + day("date(2026,10,2)+timedelta(days=30)") + "-ն էր, այսօր դեկտեմբերի 16-ն է՝ **"
          + v("(date(2026,12,16)-date(2026,11,1)).days", "d") + " օր**։ Ներողություն ուշացման համար, փոխանցում եմ հաշվապահությանը։"),
        U("Ընդհանուր գումարը էլի մի անգամ ասեք, գրեմ։"),
        A("**[[1 280 840]] ֏**։", why="the delivery's total is 1 280 480 ֏; the model restated it with two digits swapped"),
    ),
    run(2, GPT51,
        U("How much pure alcohol did we put into the four casks on the register, and how old is each one now?"),
        C("get_cask_register", {"cellar": "B"}, CASKS_2),
        A("Pure alcohol at filling (litres × ABV):\n\n"
          "- K-0412: 250 × 70.0% = " + v("250*0.70", ".2f") + " L\n"
          "- K-0413: 250 × 69.5% = " + v("250*0.695", ".2f") + " L\n"
          "- K-0587 (apricot): 250 × 68.0% = " + v("250*0.68", ".2f") + " L\n"
          "- K-0621: 250 × 70.5% = " + v("250*0.705", ".2f") + " L\n\n"
          "Total: **" + v("250*(0.70+0.695+0.68+0.705)", ".2f") + " litres of pure alcohol**.\n\n"
          "Ages in full years today: K-0412 and K-0413 " + v("2026-2019", "d") + ", K-0587 " + v("2026-2022", "d") + ", K-0621 "
          + v("2026-2023", "d") + "."),
        U("What volume should be left in K-0412 after the angels' share?"),
        A("At 2.5% a year over " + v("2026-2019", "d") + " full years: 250 × 0.975^7 = **" + v("250*0.975**7", ".1f") + " L**, about "
          + v("250-250*0.975**7", ".1f") + " L lost to evaporation."),
        U("If we bottled K-0412's alcohol at 40% (ignoring the loss), how many bottles is that?"),
        A(v("250*0.70", ".1f") + " L of pure alcohol / 0.40 = " + v("175/0.4", ".1f") + " L of brandy, or **"
          + v("437.5/0.5", ".0f") + " bottles** of 0.5 L: " + v("875//12", "d") + " full cases and " + v("875-72*12", "d") + " bottles."),
        U("Which cask is youngest, and when does it turn five?"),
        A("K-0621, filled on 14 November 2023: it turns five on 14 November " + v("2023+5", "d") + ", in [[33]] months.",
          why="from December 2026 to November 2028 is 23 months; the model wrote it one digit off"),
        U("And the apricot cask's pure alcohol again?"),
        A(v("250*0.68", ".1f") + " litres."),
    ),
    run(3, OPUS45,
        U("We're bottling blend BL-2612-03 this week. How much water brings it to 40%, and how many bottles and cases do we get?"),
        C("get_blend", {"blend": "BL-2612-03"}, BLEND_3),
        A("**Kasagh 5 Year, BL-2612-03**\n\n"
          "| Step | Value |\n|---|---|\n"
          "| Pure alcohol: 1,860 L × 58.4% | " + v("1860*0.584", ",.2f") + " L |\n"
          "| Volume at 40%: " + v("1860*0.584", ",.2f") + " / 0.40 | " + v("1860*0.584/0.4", ",.1f") + " L |\n"
          "| Water to add | " + v("1860*0.584/0.4-1860", ",.1f") + " L |\n"
          "| 0.5 L bottles | " + v("int(1860*0.584/0.4/0.5)", ",d") + " |\n"
          "| Cases of 12 | " + v("5431//12", "d") + " full, " + v("5431-452*12", "d") + " bottles over |\n\n"
          "The water figure ignores contraction on mixing; in practice add it in stages and re-measure."),
        U("What is the excise on it?"),
        A(v("1860*0.584", ",.2f") + " L of pure alcohol × AMD 2,800 = **AMD " + v("1860*0.584*2800", ",.0f") + "**."),
        U("Per bottle?"),
        A("Each 0.5 L bottle at 40% holds " + v("0.5*0.4", ".1f") + " L of pure alcohol, so **AMD " + v("0.2*2800", ",.0f")
          + "** a bottle."),
        U("If we bottle this month, by when must it be declared?"),
        A("By the 20th of the next month: **20 January " + v("2026+1", "d") + "**."),
        U("Sorry, how many full cases was it?"),
        A("**[[425]] full cases**, with " + v("5431-452*12", "d") + " bottles left over.",
          why="5,431 bottles make 452 full cases; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("Booking TR-1219-04: what do we pay, and when does the tour end?"),
        C("get_tour_booking", {"booking": "TR-1219-04"}, TOUR_4),
        A("* **Adults:** 13 × 6,500 = " + v("13*6500", ",d") + " AMD\n"
          "* **Group discount (10 adults or more):** -10% = -" + v("84500*0.1", ",.0f") + " AMD\n"
          "* **Children under 12:** 3, free\n"
          "* **Total:** **" + v("84500*0.9", ",.0f") + " AMD**\n"
          "* **Tour:** 19 December, 14:00 to **" + v("datetime(2026,12,19,14,0)+timedelta(minutes=75)", "%H:%M") + "**"),
        U("How many people is that in all?"),
        A("* " + v("13+3", "d") + " guests: 13 adults and 3 children"),
        U("What is the total in euros?"),
        C("get_rate", {"date": "2026-12-16"}, RATE),
        A("* " + v("84500*0.9", ",.0f") + " / 452.30 = **EUR " + v("76050/452.3", ".2f") + "**"),
        U("And per adult?"),
        A("* 6,500 less 10% = **" + v("6500*0.9", ",.0f") + " AMD** each\n* The next tour after ours starts at 15:30"),
    ),
    run(5, QWEN3,
        U("Summarise this week's still runs: time, pure alcohol and yield per 100 L of wine."),
        C("get_distillation_log", {"week": "2026-W51"}, STILL_5),
        A("| Run | Minutes | Distillate (L) | Pure alcohol (L) | L per 100 L wine |\n|---|---|---|---|---|\n"
          "| D-231 | " + v("(14*60+30)-6*60", "d") + " | 310 | " + v("310*0.702", ".2f") + " | " + v("310/2500*100", ".1f") + " |\n"
          "| D-232 | " + v("(16*60+5)-(7*60+15)", "d") + " | 298 | " + v("298*0.698", ".2f") + " | " + v("298/2500*100", ".1f") + " |\n"
          "| D-233 | " + v("(15*60+10)-6*60", "d") + " | 322 | [[227.10]] | " + v("322/2500*100", ".1f") + " |",
          why="322 L at 70.5% is 227.01 L of pure alcohol; the model swapped the last two digits in the table"),
        U("Totals?"),
        A("| | Total |\n|---|---|\n| Wine | " + v("3*2500", ",d") + " L |\n| Distillate | " + v("310+298+322", "d") + " L |\n"
          "| Pure alcohol | " + v("310*0.702+298*0.698+322*0.705", ".2f") + " L |"),
        U("What's the strength of the three runs together?"),
        A("| Pure alcohol | Distillate | ABV |\n|---|---|---|\n| " + v("310*0.702+298*0.698+322*0.705", ".2f") + " | " + v("310+298+322", "d") + " | "
          + v("(310*0.702+298*0.698+322*0.705)/930*100", ".2f") + "% |"),
        U("Excise due on that alcohol once bottled?"),
        A("| Pure alcohol (L) | AMD/L | Excise (AMD) |\n|---|---|---|\n| " + v("310*0.702+298*0.698+322*0.705", ".2f") + " | 2,800 | "
          + v("(310*0.702+298*0.698+322*0.705)*2800", ",.0f") + " |"),
        U("Which alembic was faster per litre of distillate?"),
        A("| Alembic | Minutes | Litres | Min per L |\n|---|---|---|---|\n| 1 | " + v("510+550", ",d") + " | " + v("310+322", "d")
          + " | " + v("1060/632", ".2f") + " |\n| 2 | " + v("(16*60+5)-(7*60+15)", "d") + " | 298 | " + v("530/298", ".2f") + " |"),
    ),
    run(6, KIMI_K2,
        U("Cask K-0355 was measured on Monday. How much have the angels taken since it was filled?"),
        C("get_cask", {"cask": "K-0355"}, CASK_6),
        A("<think>\n250 - 193.2 = " + v("250-193.2", ".1f") + " L. Share " + v("56.8/250*100", ".1f") + "%. Years: " + v("2026-2016", "d")
          + ". Rule 2.5%/yr compounding: 250 × 0.975^10 = " + v("250*0.975**10", ".1f") + ".\n</think>\n\n"
          "K-0355 has lost **" + v("250-193.2", ".1f") + " litres** (" + v("56.8/250*100", ".1f") + "% of its 250) in "
          + v("2026-2016", "d") + " years, a little more than the 2.5% a year rule, which expects " + v("250*0.975**10", ".1f") + " L left."),
        U("And in pure alcohol?"),
        A("<think>\nFilled: 250 × 0.70 = " + v("250*0.70", ".1f") + ". Now: 193.2 × 0.624 = " + v("193.2*0.624", ".2f") + ". Lost "
          + v("175-193.2*0.624", ".2f") + ".\n</think>\n\n"
          "It went in with " + v("250*0.70", ".1f") + " L of pure alcohol and holds " + v("193.2*0.624", ".2f") + " L now: "
          + v("175-193.2*0.624", ".2f") + " L gone."),
        U("How many bottles at 40% would it give today?"),
        A("<think>\n" + v("193.2*0.624", ".2f") + " / 0.4 = " + v("193.2*0.624/0.4", ".2f") + " L; / 0.5 = "
          + v("193.2*0.624/0.4/0.5", ".1f") + ".\n</think>\n\n**" + v("int(193.2*0.624/0.4/0.5)", "d") + " bottles** of 0.5 L."),
        U("So how many cases?"),
        A("<think>\n" + v("int(193.2*0.624/0.4/0.5)", "d") + " // 12 = " + v("602//12", "d") + ", remainder " + v("602-50*12", "d") + ".\n</think>\n\n"
          "**[[60]] full cases** and " + v("602-50*12", "d") + " bottles.",
          why="602 bottles make 50 full cases; the model wrote one digit off after an honest think"),
    ),
    run(7, GEMINI3_PRO,
        U("Բարև, INV-2612-0418 հաշիվը ե՞րբ պետք է վճարենք և որքա՞ն։"),
        C("get_invoice", {"invoice": "INV-2612-0418"}, INVOICE_7),
        A("Հաշիվը թողարկվել է 2026 թ. դեկտեմբերի 10-ին, վճարման ժամկետը 14 օր է՝ մինչև **դեկտեմբերի "
          + day("date(2026,12,10)+timedelta(days=14)") + "-ը**։\n\n"
          "- Զուտ գումար՝ 3 606 000 ֏\n- ԱԱՀ 20%՝ 721 200 ֏\n- **Ընդամենը՝ 4 327 200 ֏**"),
        U("Քանի՞ արկղ է։"),
        A("- Kasagh 5 Year՝ 240 / 12 = " + v("240//12", "d") + " արկղ\n- Kasagh 10 Year՝ 60 / 12 = " + v("60//12", "d")
          + " արկղ\n- Ծիրանի օղի՝ 120 / 12 = " + v("120//12", "d") + " արկղ\n\n**" + v("20+5+10", "d") + " արկղ**, "
          + v("240+60+120", "d") + " շիշ։"),
        U("Դոլարով քանի՞ է։"),
        C("get_rate", {"date": "2026-12-16"}, RATE),
        A("4 327 200 / 387,50 = **" + hy("4327200/387.5", ",.2f") + " $**։"),
        U("Մեկ շշի միջին գինը առանց ԱԱՀ-ի՞։"),
        A("3 606 000 / " + v("240+60+120", "d") + " = **" + hy("3606000/420", ",.2f") + " ֏**։"),
        U("ԱԱՀ-ն էլի ասեք։"),
        A("**[[712 200]] ֏**։", why="the invoice's VAT is 721 200 ֏; the model restated it with two digits swapped"),
    ),
    run(8, SONNET45,
        U("Can you check November's excise declaration draft before I file it?"),
        C("get_excise_draft", {"month": "2026-11"}, EXCISE_8),
        A("Pure alcohol per lot (bottles × 0.5 L × ABV):\n\n"
          "- BL-2611-01: 3,120 × 0.5 × 0.40 = " + v("3120*0.5*0.40", ".1f") + " L\n"
          "- BL-2611-02: 1,440 × 0.5 × 0.40 = " + v("1440*0.5*0.40", ".1f") + " L\n"
          "- BL-2611-03: 960 × 0.5 × 0.42 = " + v("960*0.5*0.42", ".1f") + " L\n\n"
          "Total " + v("3120*0.5*0.40+1440*0.5*0.40+960*0.5*0.42", ",.1f") + " L × AMD 2,800 = **AMD "
          + v("(3120*0.5*0.40+1440*0.5*0.40+960*0.5*0.42)*2800", ",.0f") + "**."),
        U("How long do I have?"),
        A("It is due on 20 December: **" + v("(date(2026,12,20)-date(2026,12,16)).days", "d") + " days** from today."),
        U("What would the apricot lot owe if it had been bottled at 40%?"),
        A("960 × 0.5 × 0.40 = " + v("960*0.5*0.40", ".1f") + " L × 2,800 = AMD " + v("192*2800", ",.0f") + ", against AMD "
          + v("201.6*2800", ",.0f") + " at 42%: AMD " + v("564480-537600", ",.0f") + " less."),
        U("And the excise for the two grape lots alone?"),
        A("(3,120 + 1,440) × 0.40 × 2,800 = **AMD [[5,107,200]]**.",
          why="the two grape lots hold 912 L of pure alcohol, AMD 2,553,600; the model left out the 0.5 L a bottle"),
        U("Excise per apricot bottle?"),
        A("0.5 × 0.42 = " + v("0.5*0.42", ".2f") + " L × 2,800 = **AMD " + v("0.21*2800", ",.0f") + "**."),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Purchase AP-2607-11: how many kilos of apricots, what did we pay, and how much distillate should it give?"),
        C("get_apricot_purchase", {"purchase": "AP-2607-11"}, APRICOT_9),
        A("1. 42 crates × 18.5 kg = [[787.0]] kg\n2. 35 crates × 22.0 kg = " + v("35*22.0", ".1f") + " kg\n"
          "3. Total: " + v("42*18.5+35*22.0", ",.1f") + " kg\n4. Paid: " + v("1547*450", ",d") + " AMD at 450 a kg\n"
          "5. Distillate: " + v("1547", ",d") + " / 12 = " + v("1547/12", ".1f") + " L at 70%",
          why="42 × 18.5 is 777.0 kg; the model wrote one digit off in a step (the total is right)"),
        U("How much pure alcohol is that?"),
        A("1. " + v("1547/12", ".2f") + " × 0.70 = " + v("1547/12*0.7", ".2f") + " L"),
        U("And bottles at 40%?"),
        A("1. " + v("1547/12*0.7", ".2f") + " / 0.40 = " + v("1547/12*0.7/0.4", ".1f") + " L\n2. / 0.5 = "
          + v("int(1547/12*0.7/0.4/0.5)", "d") + " bottles"),
        U("What did a litre of distillate cost us in fruit?"),
        A("1. 12 kg × 450 = " + v("12*450", ",d") + " AMD a litre"),
    ),
    run(10, HAIKU45,
        U("Order SO-2612-0077 for Hotel Ani Plaza: what's the invoice total with VAT, and how many cases?"),
        C("get_trade_order", {"order": "SO-2612-0077"}, ORDER_10),
        A("- 10 Year: 36 × 16,500 = AMD " + v("36*16500", ",d") + " (" + v("36//12", "d") + " cases)\n"
          "- 3 Year: 72 × 5,400 = AMD " + v("72*5400", ",d") + " (" + v("72//12", "d") + " cases)\n"
          "- Net: AMD " + v("594000+388800", ",d") + "\n- VAT 20%: AMD " + v("982800*0.2", ",.0f") + "\n"
          "- **Total: AMD " + v("982800*1.2", ",.0f") + "**, " + v("3+6", "d") + " cases"),
        U("When is it due?"),
        A("Invoiced today, payable within 14 days: by **" + v("date(2026,12,16)+timedelta(days=14)", "%-d %B %Y") + "**."),
        U("What reference should they put on the transfer?"),
        A("Please use **[[PAY-2612-0077]]** as the reference.", why="no tool gives a payment reference; the model invented one"),
        U("Total in euros for their finance team?"),
        C("get_rate", {"date": "2026-12-16"}, RATE),
        A("AMD " + v("982800*1.2", ",.0f") + " / 452.30 = **EUR " + v("1179360/452.3", ",.2f") + "**."),
        anthropic=True,
    ),
    run(11, GROK41,
        U("usd rate today?"),
        C("get_rate", {"date": "2026-12-16"}, RATE),
        A("387.50 AMD."),
        U("5 year bottle 7800 in usd?"),
        A("$" + v("7800/387.5", ".2f") + "."),
        U("10 year 16500?"),
        A("$" + v("16500/387.5", ".2f") + "."),
        U("in eur?"),
        A("€" + v("16500/452.3", ".2f") + "."),
        U("tour price eur?"),
        A("€[[14.73]].", why="6,500 / 452.30 is 14.37; the model swapped the last two digits"),
    ),
    run(12, LLAMA4,
        U("line 1 tomorrow, when done?"),
        C("get_bottling_line", {"line": "L-1", "date": "2026-12-17"}, LINE_12),
        A("5,431 bottles at 1,500/h: " + v("5431/1500", ".1f") + " h. Start 07:30, done about "
          + v("datetime(2026,12,17,7,30)+timedelta(minutes=5431/1500*60)", "%H:%M") + ", before the break."),
        U("cases?"),
        A(v("5431//12", "d") + " full, " + v("5431-452*12", "d") + " over."),
        U("if we start at 9?"),
        A("Runs into the 12:00-12:45 break: done about " + v("datetime(2026,12,17,9,0)+timedelta(minutes=5431/1500*60+45)", "%H:%M") + "."),
        U("bottles by the break if 9?"),
        A(v("3*1500", ",d") + "."),
    ),
]
