"""ads runs: an advertising-campaign analytics assistant (Brightpath Ads Manager, tools designed for
this set: campaigns and ad sets as JSON, budgets and spend caps, exchange rates, daily stats as
CSV-like text), with impressions, clicks, CTR, CPC, CPM, conversions, CPA, ROAS, even pacing over a
flight of N days (both ends included), lifetime spend caps, conversions between USD, EUR, GBP, CHF
and INR; tool results and answers written here, in the styles of Gemini 2.5 Pro (headed sections),
GPT-4.1 nano (terse), Kimi K2 (tables, Indian grouping `17,23,930`), Claude Sonnet 4.5 and Claude
Haiku 4.5 (Anthropic envelopes, headed sections in one), Grok 4 (direct), GLM-4.6 (numbered steps), Phi-4 (plain), Mistral
Small 3.2 (brief, Swiss `18'420.50`), Llama 3.3 70B (plain, `x2`), DeepSeek R1 (`<think>`, `per
cent`), Qwen2.5-72B (bold totals, thin-space thousands `412 800`); dates as `3rd of December`,
`2025-W48`, `12.03.`; times as `1430h`, `2.30 pm`."""

from _heldout18_ads import POLICY, ad_set, campaign, stats
from _heldout18_models import (DEEPSEEK_R1, GEMINI25_PRO, GLM46, GPT41_NANO, GROK4, HAIKU45, KIMI_K2, LLAMA33_70B,
                               MISTRAL_SMALL32, PHI4, QWEN25_72B, SONNET45)
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"ads-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


DAILY = "date,impressions,clicks,spend,conversions,revenue"

RUNS = [
    run(1, GEMINI25_PRO,
        U("How did Winter Boots Search (CMP-20451) do last week, Mon to Fri?"),
        C("get_daily_stats", {"campaign_id": "CMP-20451", "from": "2025-11-24", "to": "2025-11-28"}, stats(
            DAILY, "2025-11-24,18420,512,230.40,19,1520.00", "2025-11-25,20110,561,246.84,22,1782.00",
            "2025-11-26,17385,470,216.20,15,1125.00", "2025-11-27,22940,688,316.48,27,2241.00",
            "2025-11-28,25605,804,361.80,31,2697.00")),
        A("### Winter Boots Search, Nov 24–28\n\n"
          "- **Impressions:** {{18420+20110+17385+22940+25605|,d}}\n- **Clicks:** {{512+561+470+688+804|,d}} "
          "(CTR {{3035/104460*100|.2f}}%)\n- **Spend:** ${{230.40+246.84+216.20+316.48+361.80|,.2f}} "
          "(CPC ${{1371.72/3035|.2f}})\n- **Conversions:** {{19+22+15+27+31|d}} (CPA ${{1371.72/114|.2f}})\n"
          "- **Revenue:** ${{1520+1782+1125+2241+2697|,.2f}}, ROAS **{{9365/1371.72|.2f}}x**\n\n"
          "Delivery and conversions both climbed into the end of the week."),
        U("Which day had the best CTR?"),
        A("### Best and worst CTR\n\n**Friday, Nov 28**: 804 / 25,605 = {{804/25605*100|.2f}}%. The weakest day was "
          "Wednesday the 26th at {{470/17385*100|.2f}}%."),
        U("And the CPM for the week?"),
        A("### CPM\n\n${{230.40+246.84+216.20+316.48+361.80|,.2f}} / {{18420+20110+17385+22940+25605|,d}} × 1,000 ≈ "
          "**$[[31.13]]** per thousand impressions.",
          why="1,371.72 / 104,460 × 1,000 is 13.13; the model swapped two digits"),
        U("If Friday's CPC held, what would 1,000 more clicks cost?"),
        A("### Projection\n\nFriday's CPC was $361.80 / 804 = ${{361.80/804|.2f}}, so 1,000 more clicks would cost about "
          "**${{361.80/804*1000|,.2f}}**."),
    ),
    run(2, GPT41_NANO,
        U("holiday gift guide CMP-20788: how much can I spend per day to land the budget?"),
        C("get_campaign", {"campaign_id": "CMP-20788"},
          campaign("CMP-20788", "Holiday Gift Guide", "sales", "active", "2025-11-20", "2025-12-24", "USD")),
        C("get_budget", {"campaign_id": "CMP-20788"},
          {"campaign_id": "CMP-20788", "lifetime_budget": 15000.0, "spent_to_date": 6482.3,
           "as_of": "2025-12-02T23:59:59", "currency": "USD"}),
        A("Left: ${{15000-6482.30|,.2f}}. Days left (Dec 3–24): {{(date(2025,12,24)-date(2025,12,3)).days+1|d}}. "
          "Even pace: ${{(15000-6482.30)/22|.2f}}/day."),
        U("how much per day so far?"),
        A("${{6482.30|,.2f}} over {{(date(2025,12,2)-date(2025,11,20)).days+1|d}} days (Nov 20–Dec 2) = "
          "${{6482.30/13|.2f}}/day."),
        U("at that rate when does it run out?"),
        A("≈{{8517.70/(6482.30/13)|.1f}} days → around {{date(2025,12,3)+timedelta(days=17)|%b %d}}, "
          "{{(date(2025,12,24)-date(2025,12,20)).days|d}} days before the flight ends."),
        U("new daily if I add $2,000?"),
        A("(${{8517.70+2000|,.2f}}) / {{(date(2025,12,24)-date(2025,12,3)).days+1|d}} = $[[487.08]]/day.",
          why="10,517.70 / 22 is 478.08; the model swapped two digits"),
    ),
    run(3, KIMI_K2,
        U("Diwali Sale – Delhi NCR (CMP-31007): break it down by ad set please, in rupees."),
        C("get_ad_set_stats", {"campaign_id": "CMP-31007", "from": "2025-10-10", "to": "2025-10-23"}, stats(
            "ad_set_id,name,impressions,clicks,spend,conversions",
            "AS-31007-A,Mobile,1245300,18680,286540.00,412", "AS-31007-B,Desktop,382150,7643,142300.00,198",
            "AS-31007-C,Tablet,96480,1158,21870.00,23")),
        A("| Ad set | Impressions | Clicks | CTR | Spend | Conv. | CPA |\n|---|---|---|---|---|---|---|\n"
          "| Mobile | 12,45,300 | 18,680 | {{18680/1245300*100|.2f}}% | ₹2,86,540 | 412 | ₹{{286540/412|,.2f}} |\n"
          "| Desktop | 3,82,150 | 7,643 | {{7643/382150*100|.2f}}% | ₹1,42,300 | 198 | ₹{{142300/198|,.2f}} |\n"
          "| Tablet | 96,480 | 1,158 | {{1158/96480*100|.2f}}% | ₹21,870 | 23 | ₹{{21870/23|,.2f}} |\n\n"
          "Desktop has the best CTR; Mobile the cheapest conversions."),
        U("Totals?"),
        A("| | Total |\n|---|---|\n| Impressions | [[17,23,390]] |\n| Clicks | {{inr(18680+7643+1158)|s}} |\n"
          "| Spend | ₹{{inr(286540+142300+21870, 2)|s}} |\n| Conversions | {{412+198+23|d}} |\n"
          "| CPA | ₹{{450710/633|,.2f}} |",
          why="12,45,300 + 3,82,150 + 96,480 is 17,23,930; the model swapped two digits"),
        U("What share of spend went to Mobile?"),
        A("| Ad set | Share of spend |\n|---|---|\n| Mobile | {{286540/450710*100|.1f}}% |\n"
          "| Desktop | {{142300/450710*100|.1f}}% |\n| Tablet | {{21870/450710*100|.1f}}% |"),
        U("If the Tablet money had gone to Desktop at Desktop's CPA, how many conversions?"),
        A("₹21,870 / ₹{{142300/198|,.2f}} ≈ **{{21870/(142300/198)|.0f}}** conversions instead of Tablet's 23, "
          "about {{21870/(142300/198)-23|.0f}} more."),
    ),
    run(4, SONNET45,
        U("Compare my three campaigns on account ACT-5520 — which one is actually earning?"),
        C("list_campaigns", {"account_id": "ACT-5520", "status": "active"}, [
            campaign("CMP-40217", "Retargeting – Cart Abandoners", "sales", "active", "2025-11-01", "2025-12-31", "USD",
                     lifetime_budget=4000.0),
            campaign("CMP-40218", "Prospecting – Lookalike 2%", "sales", "active", "2025-11-01", "2025-12-31", "USD",
                     lifetime_budget=6500.0),
            campaign("CMP-40344", "Brand Video Q4", "awareness", "active", "2025-10-01", "2025-12-31", "USD",
                     lifetime_budget=2500.0)]),
        C("get_campaign_totals", {"campaign_ids": ["CMP-40217", "CMP-40218", "CMP-40344"]}, stats(
            "campaign_id,impressions,clicks,spend,conversions,revenue",
            "CMP-40217,212400,3186,3210.55,141,11878.50", "CMP-40218,918300,6428,5874.10,97,7411.00",
            "CMP-40344,655000,1310,2045.00,9,612.00")),
        A("Retargeting is doing the earning:\n\n"
          "- **Retargeting – Cart Abandoners** (CMP-40217): ROAS {{11878.50/3210.55|.2f}}, CPA ${{3210.55/141|.2f}}\n"
          "- **Prospecting – Lookalike 2%** (CMP-40218): ROAS {{7411/5874.10|.2f}}, CPA ${{5874.10/97|.2f}}\n"
          "- **Brand Video Q4** (CMP-40344): ROAS {{612/2045|.2f}}, CPA ${{2045/9|.2f}}\n\n"
          "Brand Video is an awareness campaign, so its ROAS isn't the right yardstick."),
        U("How far through their budgets are they?"),
        A("- Retargeting: $3,210.55 of $4,000 ({{3210.55/4000*100|.1f}}%)\n"
          "- Prospecting: $5,874.10 of $6,500 ({{5874.10/6500*100|.1f}}%)\n"
          "- Brand Video: $2,045.00 of $2,500 ({{2045/2500*100|.1f}}%)\n\n"
          "Together ${{3210.55+5874.10+2045|,.2f}} of ${{4000+6500+2500|,d}}, or {{11129.65/13000*100|.1f}}%."),
        U("How many times cheaper is a retargeting conversion than a prospecting one?"),
        A("About **{{(5874.10/97)/(3210.55/141)|.1f}}×** cheaper (${{3210.55/141|.2f}} against ${{5874.10/97|.2f}})."),
        U("Which invoice were these charged on?"),
        A("November's spend for ACT-5520 was billed on invoice [[BP-INV-2025-11-0873]]; December's will appear on next "
          "month's invoice.",
          why="no tool returned an invoice; the model invented its number"),
        anthropic=True),
    run(5, GROK4,
        U("Ski Season Launch CMP-51230 — November spend in dollars and pounds?"),
        C("get_campaign_totals", {"campaign_ids": ["CMP-51230"], "month": "2025-11"}, stats(
            "campaign_id,impressions,clicks,spend,conversions,revenue", "CMP-51230,1604250,22460,12480.60,356,41206.00")),
        C("get_fx_rate", {"from": "EUR", "to": "USD"}, {"pair": "EUR/USD", "rate": 1.0863, "as_of": "2025-12-02"}),
        C("get_fx_rate", {"from": "EUR", "to": "GBP"}, {"pair": "EUR/GBP", "rate": 0.8412, "as_of": "2025-12-02"}),
        A("€12,480.60 = ${{12480.60*1.0863|,.2f}} at 1.0863, or £{{12480.60*0.8412|,.2f}} at 0.8412 (rates of Dec 2)."),
        U("CPA in each?"),
        A("€{{12480.60/356|.2f}} / ${{12480.60/356*1.0863|.2f}} / £{{12480.60/356*0.8412|.2f}} per conversion."),
        U("Was it profitable?"),
        A("Revenue €41,206.00 vs spend €12,480.60: ROAS {{41206/12480.60|.1f}}x, €{{41206-12480.60|,.2f}} over ad cost "
          "(before product costs)."),
        U("CTR and CPM?"),
        A("CTR {{22460/1604250*100|.2f}}%, CPM €{{12480.60/1604250*1000|.2f}}."),
    ),
    run(6, GLM46,
        U("Running Shoes Shopping (CMP-52006): ROAS per ad set, and where should budget go?"),
        C("list_ad_sets", {"campaign_id": "CMP-52006"}, [
            ad_set("AS-52006-1", "Men's", 140.0, "max_conversion_value"),
            ad_set("AS-52006-2", "Women's", 130.0, "max_conversion_value"),
            ad_set("AS-52006-3", "Kids", 40.0, "max_conversion_value")]),
        C("get_ad_set_stats", {"campaign_id": "CMP-52006", "from": "2025-11-01", "to": "2025-11-30"}, stats(
            "ad_set_id,name,spend,conversions,revenue", "AS-52006-1,Men's,4120.00,236,17304.00",
            "AS-52006-2,Women's,3880.00,205,14356.00", "AS-52006-3,Kids,1150.00,61,2645.00")),
        A("1. Men's: $17,304 / $4,120 = **{{17304/4120|.2f}}**\n2. Women's: $14,356 / $3,880 = **{{14356/3880|.2f}}**\n"
          "3. Kids: $2,645 / $1,150 = **{{2645/1150|.2f}}**\n4. Campaign: ${{17304+14356+2645|,d}} / "
          "${{4120+3880+1150|,d}} = **{{34305/9150|.2f}}**\n\nMen's and Women's carry the campaign."),
        U("What if we paused Kids and gave its money to Women's?"),
        A("1. Kids' November spend: $1,150\n2. At Women's ROAS of [[3.07]]: $1,150 × {{14356/3880|.2f}} = ${{1150*3.70|,.0f}}\n"
          "3. Minus what Kids earned ($2,645): about **+${{1150*3.70-2645|,.0f}}** revenue a month",
          why="Women's ROAS is 3.70; the model swapped two digits (and used 3.70 in the product)"),
        U("Our margin is 35%. What ROAS do we need to break even?"),
        A("1. Break-even ROAS = 1 / 0.35 = **{{1/0.35|.2f}}**\n2. Men's ({{17304/4120|.2f}}) and Women's "
          "({{14356/3880|.2f}}) clear it\n3. Kids ({{2645/1150|.2f}}) does not"),
        U("So profit per ad set after margin?"),
        A("1. Men's: 17,304 × 0.35 − 4,120 = **${{17304*0.35-4120|,.2f}}**\n"
          "2. Women's: 14,356 × 0.35 − 3,880 = **${{14356*0.35-3880|,.2f}}**\n"
          "3. Kids: 2,645 × 0.35 − 1,150 = **−${{1150-2645*0.35|,.2f}}**\n"
          "4. Total: **${{34305*0.35-9150|,.2f}}**"),
    ),
    run(7, PHI4,
        U("I'm setting up Spring Catalog Preview, CMP-53310. How long is the flight and what's the daily budget?"),
        C("get_campaign", {"campaign_id": "CMP-53310"},
          campaign("CMP-53310", "Spring Catalog Preview", "traffic", "scheduled", "2026-01-12", "2026-02-22", "USD",
                   lifetime_budget=8400.0, pacing="even")),
        A("The flight runs from January 12 to February 22, 2026, which is {{(date(2026,2,22)-date(2026,1,12)).days+1|d}} "
          "days with both ends included. With even pacing, the $8,400 lifetime budget works out to "
          "${{8400/42|.2f}} per day."),
        U("What if we ended it a week earlier?"),
        A("Ending on {{date(2026,2,22)-timedelta(days=7)|%B %d}} gives {{42-7|d}} days, so the daily budget would rise to "
          "${{8400/35|.2f}}, or ${{8400/35-8400/42|.2f}} more per day."),
        U("Remind me which day of the week it ends, with the original dates."),
        A("With the original dates the last day of delivery is {{date(2026,2,22)|%A}}, [[February 23]], 2026.",
          why="the flight ends on February 22; the model wrote the day after"),
        U("Which ISO week does it start in?"),
        A("January 12, 2026 is a {{date(2026,1,12)|%A}} and falls in ISO week "
          "{{'%d-W%02d' % (date(2026,1,12).isocalendar()[0], date(2026,1,12).isocalendar()[1])|s}}; the flight spans {{42//7|d}} full weeks."),
    ),
    run(8, MISTRAL_SMALL32,
        U("Uhren Herbst CMP-60118: wie viel Budget bleibt? CHF please, in English."),
        C("get_budget", {"campaign_id": "CMP-60118"},
          {"campaign_id": "CMP-60118", "lifetime_budget": 25000.0, "spent_to_date": 18420.5,
           "as_of": "2025-12-02T23:59:59", "currency": "CHF", "end_date": "2025-12-14"}),
        C("get_campaign_totals", {"campaign_ids": ["CMP-60118"]}, stats(
            "campaign_id,impressions,clicks,spend,conversions,revenue", "CMP-60118,1482000,9633,18420.50,88,61380.00")),
        A("Remaining: CHF {{ch(25000-18420.50)|s}} of CHF 25'000.00."),
        U("CPM and CPC?"),
        A("CPM CHF {{ch(18420.50/1482000*1000)|s}}, CPC CHF {{ch(18420.50/9633)|s}}."),
        U("Daily budget to finish on 14.12.?"),
        A("{{(date(2025,12,14)-date(2025,12,3)).days+1|d}} days left (03.12.–14.12.): CHF "
          "{{ch((25000-18420.50)/12)|s}} per day."),
        U("And the ROAS?"),
        A("CHF 61'380.00 / CHF 18'420.50 = {{61380/18420.50|.2f}}."),
    ),
    run(9, LLAMA33_70B,
        U("Tea Subscriptions UK (CMP-61402): what did November cost in US dollars?"),
        C("get_campaign_totals", {"campaign_ids": ["CMP-61402"], "month": "2025-11"}, stats(
            "campaign_id,impressions,clicks,spend,conversions,revenue", "CMP-61402,845600,11838,7342.80,214,19474.00")),
        C("get_fx_rate", {"from": "GBP", "to": "USD"}, {"pair": "GBP/USD", "rate": 1.2741, "as_of": "2025-12-02"}),
        A("November's spend was £7,342.80, which at today's rate of 1.2741 is ${{7342.80*1.2741|,.2f}}."),
        U("And the cost per subscription in dollars?"),
        A("There were 214 conversions, so the CPA is £{{7342.80/214|.2f}}, or ${{7342.80/214*1.2741|.2f}} in "
          "dollars. In other words each subscription cost about $[[47.32]] to acquire.",
          why="£34.31 × 1.2741 is $43.72; the model swapped two digits in the restatement"),
        U("What's that per day over the month?"),
        A("£7,342.80 / 30 days = £{{7342.80/30|.2f}} a day, or ${{7342.80*1.2741/30|.2f}}."),
        U("If we doubled the budget, x2, and the CPA held?"),
        A("Twice the spend is £{{7342.80*2|,.2f}}; at the same CPA that would be about {{214*2|d}} subscriptions and "
          "£{{19474*2|,.2f}} in revenue, though CPA usually rises as you scale."),
    ),
    run(10, DEEPSEEK_R1,
        U("Webinar Signups CMP-70033 has a lifetime cap. When will it hit it?"),
        C("get_budget", {"campaign_id": "CMP-70033"},
          {"campaign_id": "CMP-70033", "lifetime_spend_cap": 5000.0, "spent_to_date": 4612.4,
           "as_of": "2025-12-02T23:59:59", "currency": "USD"}),
        C("get_daily_stats", {"campaign_id": "CMP-70033", "from": "2025-11-26", "to": "2025-12-02"}, stats(
            "date,spend,conversions", "2025-11-26,61.20,4", "2025-11-27,58.90,3", "2025-11-28,63.75,5",
            "2025-11-29,55.10,2", "2025-11-30,60.40,4", "2025-12-01,57.80,3", "2025-12-02,62.35,5")),
        A("<think>\nCap 5000, spent 4612.40, so {{5000-4612.40|.2f}} left. Last 7 days spend sums to "
          "{{61.20+58.90+63.75+55.10+60.40+57.80+62.35|.2f}}, about {{419.50/7|.2f}} a day. That leaves about "
          "{{387.60/(419.50/7)|.1f}} days. So it runs out on the 7th day counting today.\n</think>\n\n"
          "At the last week's pace (${{419.50/7|.2f}}/day) the remaining ${{5000-4612.40|.2f}} lasts about "
          "{{387.60/(419.50/7)|.1f}} days: the cap will be reached on **{{date(2025,12,3)+timedelta(days=6)|%A, %B %d}}**, "
          "and delivery stops that day."),
        U("What does a signup cost?"),
        A("<think>\nConversions 4+3+5+2+4+3+5 = {{4+3+5+2+4+3+5|d}}. Spend "
          "{{61.20+58.90+63.75+55.10+60.40+57.80+62.35|.2f}} / 26.\n</think>\n\n"
          "Over the last 7 days: ${{61.20+58.90+63.75+55.10+60.40+57.80+62.35|.2f}} for {{4+3+5+2+4+3+5|d}} signups, **${{419.50/26|.2f}}** per signup."),
        U("If I raise the cap to $6,000?"),
        A("<think>\n6000 − 4612.40 = {{6000-4612.40|.2f}}. At {{419.50/7|.2f}}/day → {{1387.60/(419.50/7)|.1f}} days.\n</think>\n\n"
          "You'd have ${{6000-4612.40|,.2f}} left, about {{1387.60/(419.50/7)|.1f}} days of delivery and roughly "
          "{{1387.60/(419.50/26)|.0f}} more signups at the current cost."),
        U("How much of the cap is used?"),
        A("<think>\n4612.40 / 5000.\n</think>\n\n{{4612.40/5000*100|.1f}} per cent of the $5,000 cap is spent."),
    ),
    run(11, QWEN25_72B,
        U("B2B Demo Requests (CMP-70450): give me the funnel numbers for November."),
        C("get_campaign_totals", {"campaign_ids": ["CMP-70450"], "month": "2025-11"}, stats(
            "campaign_id,impressions,clicks,spend,leads,sales_qualified", "CMP-70450,412800,5160,9804.00,172,38")),
        A("**Impressions:** {{thin(412800)|s}}\n**Clicks:** {{thin(5160)|s}} (CTR {{5160/412800*100|.2f}}%)\n"
          "**Spend:** ${{thin(9804, ',.2f')|s}} (CPC ${{9804/5160|.2f}})\n**Leads:** 172 (CPL **${{9804/172|.2f}}**)\n"
          "**SQLs:** 38"),
        U("Cost per SQL?"),
        A("${{thin(9804, ',.2f')|s}} / 38 = **$[[268.00]]** per sales-qualified lead.",
          why="9,804 / 38 is 258.00; the model wrote one digit off"),
        U("What share of leads become SQLs?"),
        A("38 / 172 = **{{38/172*100|.1f}}%**; clicks to leads {{172/5160*100|.2f}}%."),
        U("If CPL fell 10% at the same spend, how many leads?"),
        A("CPL ${{9804/172*0.9|.2f}} → ${{thin(9804, ',.2f')|s}} / {{9804/172*0.9|.2f}} ≈ **{{9804/(9804/172*0.9)|.0f}} "
          "leads**, and about {{9804/(9804/172*0.9)*38/172|.0f}} SQLs at the same rate."),
    ),
    run(12, HAIKU45,
        U("What's the total daily budget across the ad sets of Winter Sale Retarget (CMP-71208), and when was it "
          "last changed?"),
        C("list_ad_sets", {"campaign_id": "CMP-71208"}, [
            ad_set("AS-71208-1", "Viewed product 7d", 120.0, "lowest_cost"),
            ad_set("AS-71208-2", "Added to cart 14d", 85.0, "lowest_cost"),
            ad_set("AS-71208-3", "Past buyers 180d", 60.0, "cost_cap", cost_cap=18.0)]),
        C("get_change_log", {"campaign_id": "CMP-71208", "limit": 3}, [
            {"at": "2025-12-01T14:30:00", "ad_set_id": "AS-71208-1", "field": "daily_budget", "from": 90.0, "to": 120.0,
             "by": "priya@northfold.example"},
            {"at": "2025-11-28T09:12:00", "ad_set_id": "AS-71208-3", "field": "cost_cap", "from": 22.0, "to": 18.0,
             "by": "priya@northfold.example"},
            {"at": "2025-11-24T16:05:00", "ad_set_id": "AS-71208-2", "field": "status", "from": "paused",
             "to": "active", "by": "tom@northfold.example"}]),
        A("The three ad sets add up to **${{120+85+60|d}} a day** ($120 + $85 + $60). The last change was on the 1st of "
          "December at 1430h, when Priya raised *Viewed product 7d* from $90 to $120 a day (+{{(120-90)/90*100|.0f}}%)."),
        U("The campaign ends Dec 31. What will it spend from today at that rate?"),
        C("get_campaign", {"campaign_id": "CMP-71208"},
          campaign("CMP-71208", "Winter Sale Retarget", "sales", "active", "2025-11-15", "2025-12-31", "USD")),
        A("From today, the 3rd of December, to the 31st is {{(date(2025,12,31)-date(2025,12,3)).days+1|d}} days "
          "including today, so about **${{265*29|,d}}** at ${{120+85+60|d}} a day."),
        U("When did Tom turn the cart ad set back on?"),
        A("On 24 November at 4.05 pm (16:05), from paused to active."),
        U("And the past-buyers cost cap went from what to what?"),
        A("From $22 to $18 per conversion on 28 November at 9.12 am, a cut of "
          "{{(22-18)/22*100|.1f}}%."),
        anthropic=True),
    run(13, GPT41_NANO,
        U("clicks for CMP-72019 last week (2025-W48)? total + daily avg"),
        C("get_daily_stats", {"campaign_id": "CMP-72019", "from": "2025-11-24", "to": "2025-11-30"}, stats(
            "date,impressions,clicks,spend", "2025-11-24,98210,1204,842.80", "2025-11-25,103480,1388,944.15",
            "2025-11-26,101950,1297,895.00", "2025-11-27,110300,1450,1003.40", "2025-11-28,121775,1612,1096.20",
            "2025-11-29,84120,980,656.60", "2025-11-30,79045,875,603.70")),
        A("W48 clicks: [[8,860]]. Avg {{8806/7|.0f}}/day.",
          why="the seven days' clicks add up to 8,806; the model swapped the last two digits"),
        U("weekday vs weekend?"),
        A("Mon–Fri: {{1204+1388+1297+1450+1612|,d}} ({{6951/5|.0f}}/day). Sat–Sun: {{980+875|,d}} "
          "({{1855/2|.1f}}/day)."),
        U("ctr for the week?"),
        A("{{8806/(98210+103480+101950+110300+121775+84120+79045)*100|.2f}}% ({{98210+103480+101950+110300+121775+84120+79045|,d}} "
          "impr)."),
        U("halve weekend spend, save how much?"),
        A("Weekend spend ${{656.60+603.70|,.2f}}; ½ of it = ${{(656.60+603.70)/2|.2f}} saved per week."),
    ),
    run(14, SONNET45,
        U("How is Q4 shaping up against Q3 for Evergreen Shopping (CMP-80112)?"),
        C("get_campaign_totals", {"campaign_ids": ["CMP-80112"], "group_by": "quarter", "from": "2025-07-01",
                                  "to": "2025-12-02"}, stats(
            "quarter,spend,conversions,revenue", "2025-Q3,38420.00,1921,142154.00",
            "2025-Q4 (to 2025-12-02),29865.40,1517,119461.60")),
        A("### Q3 vs Q4 to date\n\n| | Q3 | Q4 to Dec 2 |\n|---|---|---|\n| Spend | $38,420.00 | $29,865.40 |\n"
          "| Conversions | 1,921 | 1,517 |\n| CPA | ${{38420/1921|.2f}} | ${{29865.40/1517|.2f}} |\n"
          "| ROAS | {{142154/38420|.2f}} | {{119461.60/29865.40|.2f}} |\n\nQ4 is already more efficient."),
        U("How many days into Q4 are we, and what's the run rate?"),
        A("### Run rate\n\nOct 1 to Dec 2 is {{(date(2025,12,2)-date(2025,10,1)).days+1|d}} days, so Q4 is spending "
          "${{29865.40/63|.2f}} a day and earning ${{119461.60/63|,.2f}} a day in revenue."),
        U("Project the full quarter at that rate."),
        A("### Projection\n\nQ4 has {{(date(2025,12,31)-date(2025,10,1)).days+1|d}} days: spend ≈ "
          "${{29865.40/63*92|,.2f}}, revenue ≈ ${{119461.60/63*92|,.2f}}, about {{1517/63*92|,.0f}} conversions."),
        U("So revenue growth over Q3?"),
        A("### Growth\n\n${{119461.60/63*92|,.2f}} against $142,154.00 is **{{(119461.60/63*92/142154-1)*100|+.1f}}%** "
          "quarter on quarter, if the pace holds."),
        anthropic=True),
    run(15, KIMI_K2,
        U("Account ACT-9031 has a monthly spend limit. How close are we this month?"),
        C("get_account_spend_limit", {"account_id": "ACT-9031"},
          {"account_id": "ACT-9031", "monthly_limit": 20000.0, "month": "2025-12", "spent_this_month": 1248.6,
           "currency": "USD", "last_month": {"month": "2025-11", "spent": 17462.18, "limit": 20000.0}}),
        A("| | Dec 2025 | Nov 2025 |\n|---|---|---|\n| Limit | $20,000.00 | $20,000.00 |\n"
          "| Spent | $1,248.60 | $17,462.18 |\n| Left | ${{20000-1248.60|,.2f}} | ${{20000-17462.18|,.2f}} |\n"
          "| Used | {{1248.60/20000*100|.1f}}% | {{17462.18/20000*100|.1f}}% |"),
        U("At November's daily pace, would December stay under?"),
        A("| | Value |\n|---|---|\n| Nov daily pace | ${{17462.18/30|.2f}} |\n"
          "| Dec at that pace (31 days) | ${{17462.18/30*31|,.2f}} |\n| Under the limit by | "
          "${{20000-17462.18/30*31|,.2f}} |"),
        U("Remind me how much headroom November had at the end."),
        A("November closed with $[[2,573.82]] of the $20,000.00 limit unused.",
          why="20,000.00 − 17,462.18 is 2,537.82; the model swapped two digits"),
        U("What's the most we can spend per day for the rest of December?"),
        A("| | Value |\n|---|---|\n| Left | ${{20000-1248.60|,.2f}} |\n"
          "| Days left (Dec 3–31) | {{(date(2025,12,31)-date(2025,12,3)).days+1|d}} |\n"
          "| Per day | **${{(20000-1248.60)/29|.2f}}** |"),
    ),
]
