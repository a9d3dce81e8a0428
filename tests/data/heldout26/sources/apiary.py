"""apiary runs: a beekeeping and honey co-operative's assistant (Medova Dolyna's Bdzhilka, tools
designed for this set: season accounts, members, orders, lots and exchange rates as JSON, a moisture
log and a hive inspection log as CSV text, a trade price list and an extraction sheet as plain text),
with payouts by a member's share of the season's kg after a 12% fee, moisture grades with 15% off and
a rejection limit, jars of 227, 340 and 454 g in cases of 12 after a 1.5% bottling loss, frames at
2.3 kg, winter feed per hive and 2:1 syrup, pallets of 48 cases or 600 kg, working-day shipping, VAT
20% on trade, UAH in EUR and INR (`1,24,800`); tool results and answers written here, in the styles of
GPT-5 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 2.5 Flash
(bullets), Kimi K2 (tables), Magistral (`<think>`), GLM-4.5 (numbered steps), MamayLM (Ukrainian `128
541,39 грн`, `19 серпня`), Sarvam-M (Hindi, `₹1,24,800`), GPT-5 mini and DeepSeek V3.2 (a few words,
`1.2k`, `±0.2`)."""

from _heldout26_apiary import POLICY, csv
from _heldout26_models import (DSV32, GEMINI25_FLASH, GLM45, GPT5, GPT5_MINI, HAIKU45, KIMI_K2, MAGISTRAL, MAMAY, OPUS45,
                               SARVAM, SONNET45)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"apiary-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


SEASON = {"season": 2026, "sales_uah": 4862500.00, "kg_delivered_total": 61250, "payout_date": "2026-09-15"}
MEMBER_112 = {"member": "M-112", "name": "Оксана Кравець", "hives": 46, "kg_delivered_2026": 1840,
              "deliveries": [{"date": "2026-06-12", "kg": 620}, {"date": "2026-07-08", "kg": 745}, {"date": "2026-08-03", "kg": 475}]}
ORDER_IN = {"order": "EX-2608", "buyer": "Madhuban Naturals Pvt Ltd, Pune", "jar_g": 454, "cases": 40,
            "price_per_case_uah": 1296.00, "incoterm": "FCA Poltava"}
FX = {"base": "UAH", "rates": {"INR": 2.0314, "EUR": 0.02087, "USD": 0.02426}, "date": "2026-08-19"}
EXTRACT = """EXTRACTION SHEET  2026-08-17   apiary: Nyzhni Mlyny (member M-207)
hive   frames   kg_net
N-01   9        21.4
N-02   7        15.8
N-03   10       23.9
N-04   8        17.6
N-05   6        13.1
total  40       91.8"""
MOISTURE = csv("lot,member,kg,moisture_pct,honey", "L26-0811,M-112,475,17.9,sunflower", "L26-0812,M-207,91.8,18.4,linden",
               "L26-0813,M-031,360,19.2,sunflower", "L26-0814,M-154,228,20.3,buckwheat", "L26-0815,M-089,512,18.6,acacia")
PRICES = """TRADE PRICE LIST 2026 (UAH per case of 12, excl. VAT 20%)
honey            227 g    340 g    454 g
sunflower        684      936      1188
linden           756      1044     1296
acacia           864      1188     1548
buckwheat        720      996      1344"""
BUY_PRICE = {"season": 2026, "advance_uah_per_kg": {"sunflower": 92.0, "linden": 118.0, "acacia": 134.0, "buckwheat": 108.0}}
HIVES = csv("hive,brood_frames,honey_frames,queen_seen,temper", "H-14,6,4,yes,calm", "H-15,5,2,no,calm", "H-16,7,5,yes,nervous",
            "H-17,4,1,yes,calm", "H-18,6,3,no,calm", "H-19,8,6,yes,calm")
ORDER_DE = {"order": "TR-4471", "buyer": "Honighaus Weber GmbH", "lines": [{"honey": "acacia", "jar_g": 454, "cases": 30},
            {"honey": "linden", "jar_g": 340, "cases": 20}], "paid": "2026-08-19", "currency": "EUR"}
LOT_0790 = {"lot": "L26-0790", "honey": "linden", "harvest": "2026-07-02", "kg_in": 640, "jars_340g": 1848,
            "bottled": "2026-07-21", "best_before_years": 2, "moisture_pct": 17.6}

PAY = "(4862500*0.88*1840/61250)"

RUNS = [
    run(1, MAMAY,
        U("Добрий день! Скільки я отримаю за сезон? Я Оксана Кравець, M-112."),
        C("get_member", {"member": "M-112"}, MEMBER_112),
        C("get_season", {"season": 2026}, SEASON),
        A("Ви здали 620 + 745 + 475 = " + v("nb(620+745+475,',.0f')", "s") + " кг з " + v("nb(61250,',.0f')", "s") + " кг кооперативу, тобто "
          + v("nb(1840/61250*100,',.3f')", "s") + " %. Продажі сезону " + v("nb(4862500)", "s") + " грн, мінус 12 % внеску = "
          + v("nb(4862500*0.88)", "s") + " грн. Ваша частка: **" + v("nb(" + PAY + ")", "s") + " грн**, виплата 15 вересня."),
        U("А скільки це на кілограм?"),
        A(v("nb(4862500*0.88/61250)", "s") + " грн за кг для всіх членів."),
        U("А на вулик?"),
        A("У вас 46 вуликів: " + v("nb(1840/46,',.1f')", "s") + " кг і " + v("nb(" + PAY + "/46)", "s") + " грн на вулик."),
        U("Скільки днів до виплати?"),
        A(v("(date(2026,9,15)-date(2026,8,19)).days", "d") + " днів, виплата у вівторок, 15 вересня."),
        U("Скільки кг я здала в липні?"),
        A("8 липня ви здали [[754]] кг.", why="the member record gives 745 kg on 2026-07-08; the model swapped two digits"),
    ),
    run(2, SARVAM,
        U("नमस्ते, हमारा ऑर्डर EX-2608 है। कुल कितना शहद है और रुपये में कितना होगा?"),
        C("get_order", {"order": "EX-2608"}, ORDER_IN),
        C("get_fx", {"base": "UAH"}, FX),
        A("आपके ऑर्डर में 40 केस × 12 जार × 454 g = " + v("40*12*0.454", ".2f") + " kg शहद है। कीमत: 40 × 1,296 = "
          + v("40*1296", ",.0f") + " UAH। 2.0314 की दर से यह **₹" + v("inr(40*1296*2.0314, 2)", "s") + "** है।"),
        U("एक जार की कीमत रुपये में?"),
        A("1,296 / 12 = " + v("1296/12", ".2f") + " UAH, यानी ₹" + v("1296/12*2.0314", ".2f") + " प्रति जार।"),
        U("कितने पैलेट लगेंगे?"),
        A("एक पैलेट में 48 केस या 600 kg। 40 केस = " + v("40*12*0.454", ".2f") + " kg, दोनों सीमा से कम, इसलिए **1 पैलेट**।"),
        U("आपने कौन सी विनिमय दर ली?"),
        A("1 UAH = ₹[[2.0341]] (19 अगस्त 2026)।", why="the rate is 2.0314; the model swapped the last two digits"),
        U("अगर हम 60 केस लें तो?"),
        A("60 केस: " + v("inr(60*1296*2.0314, 2)", "s") + " रुपये, " + v("60*12*0.454", ".2f") + " kg, और " + v("-(-60//48)", "d") + " पैलेट (48 + "
          + v("60-48", "d") + " केस)।"),
    ),
    run(3, GPT5,
        U("How did M-207's extraction at Nyzhni Mlyny go?"),
        C("get_extraction_sheet", {"date": "2026-08-17", "member": "M-207"}, EXTRACT),
        A("Five hives gave 91.8 kg from 40 frames: " + v("91.8/5", ".2f") + " kg a hive and " + v("91.8/40", ".3f") + " kg a frame, a little under "
          "the 2.3 kg we expect (40 × 2.3 = " + v("40*2.3", ".1f") + " kg, so " + v("92-91.8", ".1f") + " kg short). N-03 was the best at "
          + v("23.9/10", ".2f") + " kg a frame; N-05 the weakest hive, 13.1 kg."),
        U("How many 340 g jars will it make?"),
        A("After the 1.5% bottling loss, 91.8 kg leaves " + v("91.8*0.985", ".3f") + " kg, enough for **" + v("91.8*0.985//0.34", ".0f")
          + " jars** of 340 g, " + v("91.8*0.985//0.34//12", ".0f") + " full cases and " + v("91.8*0.985//0.34%12", ".0f") + " jar over."),
        U("And in 227 g jars instead?"),
        A(v("91.8*0.985//0.227", ".0f") + " jars, " + v("91.8*0.985//0.227//12", ".0f") + " cases and " + v("91.8*0.985//0.227%12", ".0f") + " over."),
        U("What's the linden worth at the trade price in 340 g cases?"),
        C("get_price_list", {}, PRICES),
        A(v("91.8*0.985//0.34//12", ".0f") + " cases × UAH 1,044 = UAH " + v("(91.8*0.985//0.34//12)*1044", ",.0f") + " before VAT, UAH "
          + v("(91.8*0.985//0.34//12)*1044*1.2", ",.2f") + " with it."),
        U("How many 340 g jars again?"),
        A("[[256]] jars.", why="91.8 × 0.985 / 0.34 gives 265 whole jars (the answer before has it); the model swapped two digits"),
    ),
    run(4, OPUS45,
        U("Which of this week's lots pass moisture?"),
        C("get_moisture_log", {"week": "2026-W34"}, MOISTURE),
        A("| Lot | Member | kg | Moisture | Grade |\n|---|---|---|---|---|\n| L26-0811 | M-112 | 475 | 17.9% | A |\n| L26-0812 | M-207 | 91.8 | 18.4% | A |\n"
          "| L26-0813 | M-031 | 360 | 19.2% | B (−15%) |\n| L26-0814 | M-154 | 228 | 20.3% | **rejected** |\n| L26-0815 | M-089 | 512 | 18.6% | B (−15%) |\n\n"
          "**Accepted: " + v("475+91.8+360+512", ",.1f") + " kg** (grade A " + v("475+91.8", ".1f") + " kg, grade B " + v("360+512", "d") + " kg); "
          + "228 kg rejected at " + v("20.3-20.0", ".1f") + " points over the limit."),
        U("What does grade B cost the members at the advance price?"),
        C("get_buy_prices", {"season": 2026}, BUY_PRICE),
        A("- **M-031**, sunflower: 360 kg × UAH 92.00 × 15% = **UAH " + v("360*92*0.15", ",.2f") + "** less (UAH " + v("92*0.85", ".2f") + " a kg)\n"
          "- **M-089**, acacia: 512 kg × UAH 134.00 × 15% = **UAH " + v("512*134*0.15", ",.2f") + "** less (UAH " + v("134*0.85", ".2f") + " a kg)"),
        U("How dry would M-089's acacia need to be for grade A?"),
        A(v("18.6-18.5", ".1f") + " points drier: 18.5% or below, from 18.6%."),
        U("Which lot was rejected, for the letter?"),
        A("**[[L26-0841]]**, M-154's buckwheat, 228 kg at 20.3%.",
          why="the rejected lot is L26-0814; the model swapped the last two digits"),
        anthropic=True),
    run(5, KIMI_K2,
        U("Honighaus Weber's order TR-4471: total with VAT, in EUR?"),
        C("get_order", {"order": "TR-4471"}, ORDER_DE),
        C("get_price_list", {}, PRICES),
        C("get_fx", {"base": "UAH"}, FX),
        A("| line | cases | UAH/case | UAH |\n|---|---|---|---|\n| acacia 454 g | 30 | 1,548 | " + v("30*1548", ",d") + " |\n| linden 340 g | 20 | 1,044 | "
          + v("20*1044", ",d") + " |\n| net | | | " + v("30*1548+20*1044", ",d") + " |\n| VAT 20% | | | " + v("(30*1548+20*1044)*0.2", ",.2f")
          + " |\n| **total** | | | **" + v("(30*1548+20*1044)*1.2", ",.2f") + "** |\n| **EUR** (× 0.02087) | | | **" + v("(30*1548+20*1044)*1.2*0.02087", ",.2f") + "** |"),
        U("Price per jar in EUR excl. VAT?"),
        A("| jar | UAH | EUR |\n|---|---|---|\n| acacia 454 g | " + v("1548/12", ".2f") + " | " + v("1548/12*0.02087", ".2f") + " |\n| linden 340 g | "
          + v("1044/12", ".2f") + " | " + v("1044/12*0.02087", ".2f") + " |"),
        U("Honey weight and pallets?"),
        A("| | kg |\n|---|---|\n| acacia | 30 × 12 × 0.454 = " + v("30*12*0.454", ".2f") + " |\n| linden | 20 × 12 × 0.340 = " + v("20*12*0.34", ".2f")
          + " |\n| total | " + v("30*12*0.454+20*12*0.34", ".2f") + " |\n| pallets | " + v("-(-50//48)", "d") + " (" + v("30+20", "d") + " cases > 48) |"),
        U("Per kg of acacia, what does the buyer pay excl VAT?"),
        A("| UAH/case | kg/case | UAH/kg |\n|---|---|---|\n| 1,548 | " + v("12*0.454", ".3f") + " | " + v("1548/(12*0.454)", ".2f") + " |"),
        U("Confirm the acacia case price?"),
        A("| acacia 454 g |\n|---|\n| UAH [[1,458]] per case |", why="the price list gives 1,548; the model swapped two digits"),
    ),
    run(6, MAGISTRAL,
        U("We need winter feed for M-112's 46 hives. How much sugar and water?"),
        C("get_member", {"member": "M-112"}, MEMBER_112),
        A("<think>\n46 hives × 14 kg = " + v("46*14", "d") + " kg sugar. Syrup 2:1 → water = sugar / 2 = " + v("644/2", ".0f") + " L. "
          "Not in rules, user didn't say. Syrup mass " + v("644+322", "d") + " kg.\n</think>\n\n**" + v("46*14", "d") + " kg of sugar** and **"
          + v("46*14/2", ".0f") + " L of water** (2:1 syrup), about " + v("46*14*1.5", ".0f") + " kg of syrup in all, " + v("(644+322)/46", ".0f") + " kg a hive."),
        U("Sugar comes in 50 kg sacks. How many?"),
        A("<think>\n" + v("46*14", "d") + " / 50 = " + v("644/50", ".2f") + " → " + v("-(-644//50)", "d") + " sacks. Leftover " + v("13*50", "d") + " - " + v("46*14", "d") + " = " + v("650-644", "d") + " kg.\n</think>\n\n**" + v("-(-644//50)", "d") + " sacks**, with "
          + v("13*50-644", "d") + " kg to spare."),
        U("If 6 of the hives are too weak to winter and get merged?"),
        A("<think>\n" + v("46-6", "d") + " hives × 14 = " + v("40*14", "d") + " kg; sacks " + v("40*14", "d") + "/50 = " + v("560/50", ".1f") + " → " + v("-(-560//50)", "d") + ".\n</think>\n\n" + v("46-6", "d") + " hives: " + v("40*14", "d") + " kg of sugar, "
          + v("40*14/2", ".0f") + " L of water, **[[11]] sacks**.",
          why="the reasoning rounds 11.2 up to 12 sacks; the answer wrote 11"),
        U("What's the sugar per hive in the 2:1 syrup by volume, roughly, if the syrup is 1.33 kg/L?"),
        A("<think>\n" + v("14*1.5", ".0f") + " kg syrup / 1.33 = " + v("14*1.5/1.33", ".1f") + " L.\n</think>\n\n" + v("14*1.5", ".0f") + " kg of syrup a hive / 1.33 = about **" + v("14*1.5/1.33", ".1f") + " L** a hive."),
    ),
    run(7, GEMINI25_FLASH,
        U("A buyer wants 1,150 kg of sunflower in 454 g jars. How many cases and pallets?"),
        A("* **Per case:** 12 × 454 g = " + v("12*0.454", ".3f") + " kg\n* **Cases:** 1,150 / " + v("12*0.454", ".3f") + " = " + v("1150/5.448", ".1f")
          + ", so **" + v("-(-1150//5.448)", ".0f") + " cases**\n* **Honey before bottling loss:** " + v("212*5.448/0.985", ",.1f") + " kg"),
        U("Pallets?"),
        A("* 48 cases a pallet = " + v("48*5.448", ".1f") + " kg, under 600 kg, so cases are the limit\n* " + v("212/48", ".2f") + " → **"
          + v("-(-212//48)", "d") + " pallets**, the last one with " + v("212-4*48", "d") + " cases"),
        U("Price at trade, with VAT?"),
        C("get_price_list", {}, PRICES),
        A("* " + v("-(-1150//5.448)", ".0f") + " × UAH 1,188 = UAH " + v("212*1188", ",d") + "\n* VAT 20%: UAH " + v("212*1188*0.2", ",.2f") + "\n* **Total: UAH " + v("212*1188*1.2", ",.2f") + "**"),
        U("And how many 340 g cases would that much honey fill instead?"),
        A("* " + v("212*12", ",d") + " jars of 454 g hold " + v("212*5.448", ",.3f") + " kg\n* In 340 g jars: " + v("212*5.448//0.34", ",.0f") + " jars, "
          + v("212*5.448//0.34//12", ".0f") + " cases"),
        U("How many pallets was it?"),
        A("* **[[4]] pallets**", why="212 cases at 48 a pallet need 5 pallets (the answer before has it); the model wrote 4"),
    ),
    run(8, GLM45,
        U("Inspection log from yesterday: which hives need attention?"),
        C("get_inspections", {"date": "2026-08-18"}, HIVES),
        A("1. Honey frames: 4 + 2 + 5 + 1 + 3 + 6 = " + v("4+2+5+1+3+6", "d") + ", about " + v("21*2.3", ".1f") + " kg at 2.3 kg a frame\n"
          "2. Average per hive: " + v("21/6", ".1f") + " honey frames, " + v("21*2.3/6", ".2f") + " kg\n3. No queen seen: H-15 and H-18\n"
          "4. Weakest: H-17, 4 brood frames and 1 honey frame (" + v("1*2.3", ".1f") + " kg)\n5. Nervous colony: H-16"),
        U("Which hives have less than 7 kg of stores?"),
        A("1. At 2.3 kg a frame, 7 kg is " + v("7/2.3", ".2f") + " frames\n2. H-15 (" + v("2*2.3", ".1f") + " kg), H-17 (" + v("1*2.3", ".1f")
          + " kg) and H-18 (" + v("3*2.3", ".1f") + " kg)"),
        U("Total brood frames?"),
        A("1. 6 + 5 + 7 + 4 + 6 + 8 = " + v("6+5+7+4+6+8", "d") + "\n2. " + v("36/6", ".0f") + " a hive"),
        U("Strongest hive?"),
        A("1. H-[[91]]: 8 brood frames and 6 honey frames, " + v("6*2.3", ".1f") + " kg of honey",
          why="the strongest hive is H-19; the model swapped the digits"),
    ),
    run(9, SONNET45,
        U("Honighaus Weber paid TR-4471 today. When does it ship?"),
        C("get_order", {"order": "TR-4471"}, ORDER_DE),
        A("Orders ship 3 working days after payment. Paid **Wednesday 19 August**, so it ships on **" + v("date(2026,8,24)", "%A %-d %B") + "** "
          "(Thursday, Friday, then Monday)."),
        U("How many days is that in calendar days?"),
        A(v("(date(2026,8,24)-date(2026,8,19)).days", "d") + " calendar days."),
        U("If they had paid on Friday instead?"),
        A(v("date(2026,8,21)", "%A %-d %B") + " + 3 working days = **" + v("date(2026,8,26)", "%A %-d %B") + "**."),
        U("And the confirmed ship date for today's payment again?"),
        A("**[[Tuesday 25 August]]**.", why="3 working days after Wednesday 19 August is Monday 24 August (the first answer has it)"),
        U("And if a payment lands on the Monday?"),
        A(v("date(2026,8,24)", "%A %-d %B") + " + 3 working days = **" + v("date(2026,8,24)+timedelta(days=3)", "%A %-d %B") + "**."),
        anthropic=True),
    run(10, HAIKU45,
        U("M-031 asks what he'll get as an advance for his 360 kg of sunflower at 19.2%."),
        C("get_moisture_log", {"week": "2026-W34"}, MOISTURE),
        C("get_buy_prices", {"season": 2026}, BUY_PRICE),
        A("At 19.2% his lot L26-0813 is **grade B**, 15% under the UAH 92.00 advance: UAH " + v("92*0.85", ".2f") + " a kg × 360 kg = **UAH "
          + v("92*0.85*360", ",.2f") + "**. As grade A it would have been UAH " + v("92*360", ",.2f") + "."),
        U("How much water would need to come out to reach 18.5%?"),
        A("Keeping the dry matter: 360 × (1 − 0.192) = " + v("360*(1-0.192)", ".2f") + " kg, which at 18.5% weighs " + v("360*0.808/0.815", ".2f")
          + " kg, so about **" + v("360-360*0.808/0.815", ".2f") + " kg** of water."),
        U("Would drying pay off?"),
        A("Dried, he'd deliver " + v("360*0.808/0.815", ".2f") + " kg at UAH 92.00 = UAH " + v("360*0.808/0.815*92", ",.2f") + ", UAH "
          + v("360*0.808/0.815*92-92*0.85*360", ",.2f") + " more than now, as long as it's done below 40 °C."),
        U("What's his lot's moisture?"),
        A("L26-0813 reads **[[19.6]]%**.", why="the log gives 19.2%; the model wrote 19.6"),
        anthropic=True),
    run(11, DSV32,
        U("lot L26-0790?"),
        C("get_lot", {"lot": "L26-0790"}, LOT_0790),
        A("linden, harvest 02.07, 640 kg in, 1848 × 340 g, moisture 17.6%"),
        U("yield"),
        A(v("1848*0.34", ".2f") + " kg in jars, " + v("1848*0.34/640*100", ".1f") + "% (loss " + v("640-1848*0.34", ".2f") + " kg)"),
        U("cases"),
        A(v("1848/12", ".0f") + " cases, ~" + v("1848/12*1044/1000", ".1f") + "k UAH net"),
        U("best before"),
        A("[[21.07.2027]]", why="bottled 2026-07-21 with 2 years' shelf life: 21.07.2028; the model wrote one year"),
    ),
    run(12, GPT5_MINI,
        U("1,296 uah in eur"),
        C("get_fx", {"base": "UAH"}, FX),
        A("€" + v("1296*0.02087", ".2f")),
        U("in usd"),
        A("$" + v("1296*0.02426", ".2f")),
        U("max temp in f"),
        A(v("40*9/5+32", ".0f") + " °F"),
        U("kg in a 454 g case"),
        A(v("12*0.454", ".3f") + " kg"),
        U("how many 227 g jars in 10 kg after loss"),
        A(v("10*0.985//0.227", ".0f") + " jars (" + v("10*0.985/0.227", ".1f") + "), " + v("10*0.985//0.227//12", ".0f") + " cases ±"),
        U("and 20 cases of 227 g, kg of honey needed"),
        A(v("20*12*0.227", ".2f") + " kg in jars, " + v("20*12*0.227/0.985", ".2f") + " kg before the 1.5% loss"),
    ),
]
