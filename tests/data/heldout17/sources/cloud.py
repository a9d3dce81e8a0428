"""cloud runs: a cloud and SaaS billing assistant (Nimbus Stack, tools designed for this set:
accounts, the price list with tiered storage per GB-month and egress per GB, vCPU-hours, seats per
month; invoices with their lines, credits and tax; usage records with timestamps in UTC or with
offsets; commitments, credits, SLA records), with committed-use discounts on compute only, seats
added or removed mid-cycle prorated by the days left, credits before tax, a 1.5% late charge per
full month overdue, SLA credits of 10% and 25%, invoices in USD, EUR and GBP; tool results and
answers written here, in the styles of o3 (tables, `≈`), Claude Opus 4.1 and Claude 3.5 Sonnet
(Anthropic envelopes), Mistral Medium 3 (European decimal commas, `14h30`), Nemotron (steps),
Qwen3-235B (numbered), Gemini 2.5 Flash-Lite (terse), DeepSeek V3.1 (bold totals), Llama 4 Scout
(plain), Jamba (prose), GPT-5 mini (`k`, `M`, `B`), Command R7B (brief); dates as `Dec. 31st`,
`12/31`, `3 Dec`; times as `2:30pm`, `03h40`."""

from _heldout17_cloud import POLICY, PRICES, account, invoice, line
from _heldout17_models import (COMMAND_R7B, DEEPSEEK_V31, GEMINI25_FLASH_LITE, GPT5_MINI, JAMBA, LLAMA4_SCOUT,
                               MISTRAL_MEDIUM3, NEMOTRON, O3, OPUS41, QWEN3_235B, SONNET35)
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"cloud-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


FERNHILL = invoice("INV-2026-11-04417", "ACC-88120", "2026-11-01/2026-11-30", "USD", [
    line("Object storage", 3480, "GB-month", 77.58),
    line("Egress", 2150, "GB", 184.5),
    line("Compute", 6200, "vCPU-hour", 257.92),
    line("Committed-use discount 25% (compute)", 1, "discount", -64.48),
    line("Business seats", 14, "seat-month", 448.0),
], credits=150.0, tax_rate=8.25, issued="2026-12-01", due="2026-12-31")

ORCHARD = invoice("INV-2026-11-05102", "ACC-41876", "2026-11-01/2026-11-30", "USD", [
    line("Team seats", 12, "seat-month", 216.0),
    line("Team seats added 2026-11-19, prorated 12/30", 3, "seat", 21.6),
    line("Object storage", 310, "GB-month", 7.13),
], credits=0.0, tax_rate=6.0, issued="2026-12-01", due="2026-12-31")

LUMEN = invoice("INV-2026-11-03388", "ACC-30419", "2026-11-01/2026-11-30", "EUR", [
    line("Stockage objet", 1850, "GB-mois", 38.85, unit_price=0.021),
    line("Trafic sortant (100 GB inclus)", 640, "GB", 44.82, unit_price=0.083),
    line("Calcul", 2940, "vCPU-heure", 111.72, unit_price=0.038),
    line("Sièges Team", 6, "siège-mois", 99.0, unit_price=16.5),
], credits=40.0, tax_rate=20.0, issued="2026-12-01", due="2026-12-31")

RUNS = [
    run(1, O3,
        U("Can you explain our November invoice INV-2026-11-04417? Seems high."),
        C("get_invoice", {"invoice_id": "INV-2026-11-04417"}, FERNHILL),
        C("get_price_list", {}, PRICES),
        A("| line | how it's priced | amount |\n|---|---|---|\n"
          "| Storage 3,480 GB-mo | 1,024 × $0.023 + {{3480-1024|,d}} × $0.022 | ${{1024*0.023+2456*0.022|.2f}} |\n"
          "| Egress 2,150 GB | first 100 free, {{2150-100|,d}} × $0.09 | ${{2050*0.09|.2f}} |\n"
          "| Compute 6,200 vCPU-h | × $0.0416 | ${{6200*0.0416|.2f}} |\n| CUD 25% on compute | | −${{257.92*0.25|.2f}} |\n"
          "| 14 Business seats | × $32 | ${{14*32|.2f}} |\n| **Subtotal** | | **$903.52** |\n"
          "| Credits | | −$150.00 |\n| Tax 8.25% on ${{903.52-150|.2f}} | | ${{753.52*0.0825|.2f}} |\n"
          "| **Total** | | **$815.69** |\n\nSeats are ≈ {{448/903.52*100|.0f}}% of the subtotal, egress ≈ {{184.5/903.52*100|.0f}}%."),
        U("What if we cut egress to 1,000 GB a month?"),
        A("1,000 GB → {{1000-100|d}} billable × $0.09 = ${{900*0.09|.2f}} instead of $184.50: you'd save $[[130.50]] "
          "before tax, ≈ ${{103.5*1.0825|.2f}} with it.",
          why="$184.50 − $81.00 is $103.50; the model swapped two digits"),
        U("and the seats, what's that per seat per day?"),
        A("$32 / 30 days ≈ ${{32/30|.3f}} per seat-day; 14 seats ≈ ${{448/30|.2f}} a day."),
        U("When's it due?"),
        A("Issued 12/01, due **Dec. 31st** (net 30): {{(date(2026,12,31)-date(2026,12,2)).days|d}} days from today."),
    ),
    run(2, OPUS41,
        U("Why is there a weird $21.60 line for seats on our bill? Account ACC-41876."),
        C("get_invoice", {"invoice_id": "INV-2026-11-05102"}, ORCHARD),
        C("get_account", {"account_id": "ACC-41876"},
          account("ACC-41876", "Orchard Row Design", "USD", "team", 15, seat_changes=[
              {"at": "2026-11-19T16:42:07Z", "change": "+3", "by": "maya@orchardrow.example"}])),
        C("get_price_list", {}, PRICES),
        A("That line is the three Team seats Maya added on November 19. Seats added mid-cycle are prorated by the days "
          "left in the cycle, counting the day they were added:\n\n"
          "- Days left in November: 19th to 30th = {{30-19+1|d}} of 30\n"
          "- Per seat: $18.00 × 12 / 30 = ${{18*12/30|.2f}}\n- Three seats: 3 × $7.20 = **${{3*7.2|.2f}}**\n\n"
          "From December on, all 15 seats are billed for the full month."),
        U("So what will December's seats cost?"),
        A("15 seats × $18.00 = **${{15*18|.2f}}**, plus 6% tax = ${{270*1.06|.2f}}. That's ${{270-216|.2f}} more than "
          "November's 12 full seats."),
        U("What was November's total then?"),
        A("November: $216.00 + $21.60 + $7.13 storage = ${{216+21.6+7.13|.2f}}, plus 6% tax (${{244.73*0.06|.2f}}) "
          "= **${{244.73*1.06|.2f}}**."),
        U("If we'd waited and added them Dec 1?"),
        A("You'd have saved the $21.60, i.e. ${{21.6/3|.2f}} per seat, but the three people would have had no access "
          "for {{30-19+1|d}} days. Per seat per day a Team seat costs ${{18/30|.2f}}."),
        anthropic=True),
    run(3, MISTRAL_MEDIUM3,
        U("Bonjour, pouvez-vous m'expliquer la facture INV-2026-11-03388 ? Compte ACC-30419."),
        C("get_invoice", {"invoice_id": "INV-2026-11-03388"}, LUMEN),
        A("Voici le détail de la facture de novembre (en EUR) :\n\n"
          "- Stockage : 1 850 GB-mois × 0,021 = {{de(1850*0.021)|s}} €\n"
          "- Trafic sortant : (640 − 100) GB × 0,083 = {{de(540*0.083)|s}} €\n"
          "- Calcul : 2 940 vCPU-heures × 0,038 = {{de(2940*0.038)|s}} €\n- Sièges : 6 × 16,50 = {{de(6*16.5)|s}} €\n\n"
          "Sous-total {{de(38.85+44.82+111.72+99)|s}} €, crédit −40,00 €, base {{de(294.39-40)|s}} €, "
          "TVA 20 % {{de(254.39*0.2)|s}} € → **total {{de(254.39*1.2)|s}} €**."),
        U("Et sans le crédit ?"),
        A("Sans crédit : {{de(294.39*1.2)|s}} €, soit [[84,00]] € de plus (le crédit de 40,00 € plus sa TVA).",
          why="40,00 € × 1,2 is 48,00 €; the model swapped two digits"),
        U("Quelle part du sous-total pour le calcul ?"),
        A("111,72 / 294,39 ≈ {{de(111.72/294.39*100, '.1f')|s}} %. Le stockage ≈ {{de(38.85/294.39*100, '.1f')|s}} %."),
        U("Can you convert the total to USD at 1.0842?"),
        A("305,27 € × 1,0842 ≈ **{{de(305.27*1.0842)|s}} $** (taux donné par vous ; la facture reste en EUR)."),
    ),
    run(4, NEMOTRON,
        U("We had an autoscaling incident around midnight on Nov 21 (our time, UTC-5). What did it cost us? ACC-88120"),
        C("get_usage_records", {"account_id": "ACC-88120", "service": "compute", "from": "2026-11-21T00:00:00-05:00",
                                "to": "2026-11-23T00:00:00-05:00"},
          [{"group": "ingest-workers", "event": "scale_out", "vcpus_from": 8, "vcpus_to": 200,
            "at": "2026-11-21T22:40:00-05:00"},
           {"group": "ingest-workers", "event": "scale_in", "vcpus_from": 200, "vcpus_to": 8, "at": "2026-11-22T06:10:00Z"},
           {"group": "ingest-workers", "event": "egress_spike", "gb": 1380, "window": "2026-11-22T03:40Z/2026-11-22T06:10Z"}]),
        C("get_price_list", {}, PRICES),
        A("Step 1 – Convert times: scale-out at 22:40 UTC−5 = {{'%02d:%02d' % ((22+5)%24, 40)|s}} UTC on Nov 22; scale-in at 06:10 UTC.\n"
          "Step 2 – Duration: {{'%dh%02d' % (((6*60+10)-(3*60+40))//60, ((6*60+10)-(3*60+40))%60)|s}}.\n"
          "Step 3 – Extra vCPUs: 200 − 8 = {{200-8|d}}."),
        U("So the compute cost?"),
        A("Step 1 – Extra vCPU-hours: {{200-8|d}} × 2.5 = [[408]].\nStep 2 – At $0.0416: ${{480*0.0416|.2f}} before the 25% "
          "committed-use discount, ${{480*0.0416*0.75|.2f}} after it.",
          why="192 × 2.5 is 480 vCPU-hours; the model swapped two digits"),
        U("and the egress spike?"),
        A("Step 1 – 1,380 GB, all above the free 100 GB already used this month.\nStep 2 – 1,380 × $0.09 = ${{1380*0.09|.2f}}.\n"
          "Step 3 – Incident total ≈ ${{19.97*0.75+124.2|.2f}} with the discount on compute."),
        U("What time did it end for us locally?"),
        A("Step 1 – 06:10 UTC − 5 h = {{'%d:%02dam' % (6-5, 10)|s}} on Nov 22, UTC−5.\nStep 2 – It started at 10:40pm on "
          "Nov 21, so about {{((6*60+10)-(3*60+40))/60|.1f}} hours for your team."),
    ),
    run(5, QWEN3_235B,
        U("Should we take a compute commitment? Show me 1-year vs 3-year. ACC-67215"),
        C("get_usage_summary", {"account_id": "ACC-67215", "service": "compute", "months": 6},
          {"account_id": "ACC-67215", "unit": "vCPU-hour",
           "monthly": {"2026-06": 14180, "2026-07": 14520, "2026-08": 14490, "2026-09": 14760, "2026-10": 14870,
                       "2026-11": 14780}, "average": 14600}),
        C("get_commitment_offers", {"account_id": "ACC-67215"},
          [{"term_months": 12, "discount_pct": 30, "commit": "monthly spend at the discounted rate"},
           {"term_months": 36, "discount_pct": 45, "commit": "monthly spend at the discounted rate"}]),
        C("get_price_list", {}, PRICES),
        A("1. Your average: 14,600 vCPU-hours × $0.0416 = **${{14600*0.0416|.2f}}/month**, ${{607.36*12|,.2f}}/year on demand.\n"
          "2. **1-year, 30% off**: ${{607.36*0.7|.2f}}/month, saving ${{607.36*0.3*12|,.2f}} a year.\n"
          "3. **3-year, 45% off**: ${{607.36*0.55|.2f}}/month, saving ${{607.36*0.45*12|,.2f}} a year, "
          "${{607.36*0.45*36|,.2f}} over the term."),
        U("What's the 1-year commitment per month again and in total?"),
        A("1. Per month: $[[452.15]]\n2. Over 12 months: ${{607.36*0.7*12|,.2f}}",
          why="$607.36 × 0.7 is $425.15; the model swapped two digits"),
        U("How stable is our usage?"),
        A("1. Lowest month June: 14,180; highest October: 14,870\n2. Spread: {{14870-14180|d}} vCPU-hours, "
          "{{690/14600*100|.1f}}% of the average\n3. Stable enough for a commitment."),
        U("If usage dropped 40%, would the 3-year still pay off?"),
        A("1. At {{100-40|d}}% usage on demand: ${{607.36*0.6|.2f}}/month\n2. Commitment: ${{607.36*0.55|.2f}}/month regardless\n"
          "3. On demand would then be ${{364.42-334.05|.2f}} more, so the 3-year still pays off, barely."),
    ),
    run(6, GEMINI25_FLASH_LITE,
        U("how much credit do we have left? ACC-52044"),
        C("get_credits", {"account_id": "ACC-52044"},
          [{"credit_id": "CR-PROMO-1931", "type": "promotional", "granted": 500.0, "used": 312.48,
            "granted_on": "2026-06-01", "expires": "2026-12-31"},
           {"credit_id": "CR-START-0877", "type": "startup", "granted": 2000.0, "used": 1245.9,
            "granted_on": "2026-05-31", "expires": "2027-05-31"}]),
        A("Promo CR-PROMO-1931: ${{500-312.48|.2f}} left (expires 12/31).\nStartup CR-START-0877: ${{2000-1245.9|.2f}} left "
          "(expires 5/31/27).\nTotal: $[[914.62]].",
          why="$187.52 + $754.10 is $941.62; the model swapped two digits"),
        U("days until promo expires"),
        A("{{(date(2026,12,31)-date(2026,12,2)).days|d}} days (Dec 31)."),
        U("avg promo use per month"),
        A("$312.48 over 6 months (Jun–Nov) ≈ ${{312.48/6|.2f}}/mo."),
        U("december bill will be about 260, what gets used"),
        A("Promo first: ${{500-312.48|.2f}}, then ${{260-187.52|.2f}} from startup, leaving ${{754.1-72.48|.2f}} there."),
    ),
    run(7, DEEPSEEK_V31,
        U("We missed paying INV-2026-09-02276. What do we owe now?"),
        C("get_invoice", {"invoice_id": "INV-2026-09-02276"},
          {"invoice_id": "INV-2026-09-02276", "account_id": "ACC-19340", "period": "2026-09-01/2026-09-30",
           "currency": "USD", "total": 1284.6, "status": "overdue", "issued": "2026-10-01", "due": "2026-10-31",
           "payments": []}),
        A("The invoice was due **Oct 31** and is now {{(date(2026,12,2)-date(2026,10,31)).days|d}} days overdue: "
          "one full month.\n\n- Invoice: $1,284.60\n- Late charge 1.5%: ${{1284.6*0.015|.2f}}\n"
          "- **Total now: ${{1284.6+19.27|,.2f}}**"),
        U("And if we pay after Dec 31?"),
        A("Then two full months have passed: 2 × ${{1284.6*0.015|.2f}} = ${{2*19.27|.2f}} in late charges.\n\n"
          "**Total: $[[1,332.14]]**",
          why="$1,284.60 + $38.54 is $1,323.14; the model swapped two digits"),
        U("What is that as a yearly rate?"),
        A("1.5% × 12 = **{{1.5*12|.0f}}%** a year, simple."),
        U("Can we split today's amount into three payments?"),
        A("Three payments of **${{1303.87/3|.2f}}**, the last **${{1303.87-2*434.62|.2f}}**, all before Dec 31 to avoid "
          "the second late charge."),
    ),
    run(8, LLAMA4_SCOUT,
        U("Our storage keeps growing. Show me the trend and what December might cost. ACC-88120"),
        C("get_usage_summary", {"account_id": "ACC-88120", "service": "storage", "months": 5},
          {"account_id": "ACC-88120", "unit": "GB-month",
           "monthly": {"2026-07": 4120, "2026-08": 4610, "2026-09": 5180, "2026-10": 5790, "2026-11": 6430}}),
        C("get_price_list", {}, PRICES),
        A("Your storage went from 4,120 GB-months in July to 6,430 in November. That's {{6430-4120|,d}} more, or about "
          "{{2310/4|.1f}} GB-months a month on average. November cost 1,024 × $0.023 + {{6430-1024|,d}} × $0.022 = "
          "${{1024*0.023+5406*0.022|.2f}}."),
        U("December?"),
        A("If the trend holds, December is about {{6430+577.5|,.1f}} GB-months, costing about "
          "${{1024*0.023+(7007.5-1024)*0.022|.2f}}."),
        U("How much has it grown in percent since July?"),
        A("{{2310/4120*100|.1f}}% since July."),
        U("How many TB is that?"),
        A("6,430 GB is about {{6430/1024|.2f}} TB, using 1,024 GB per TB."),
    ),
    run(9, JAMBA,
        U("Can you give me our invoices since July and the quarterly picture? ACC-60733"),
        C("list_invoices", {"account_id": "ACC-60733", "since": "2026-07-01"},
          [{"invoice_id": "INV-2026-07-01982", "period": "2026-07", "total": 2418.3, "status": "paid"},
           {"invoice_id": "INV-2026-08-02105", "period": "2026-08", "total": 2502.75, "status": "paid"},
           {"invoice_id": "INV-2026-09-02231", "period": "2026-09", "total": 2611.4, "status": "paid"},
           {"invoice_id": "INV-2026-10-03097", "period": "2026-10", "total": 2587.05, "status": "paid"},
           {"invoice_id": "INV-2026-11-04120", "period": "2026-11", "total": 2734.9, "status": "open"}]),
        A("You have five invoices since July. The third quarter, July to September, came to $[[7,523.45]], and October "
          "and November so far add ${{2587.05+2734.9|,.2f}}. November's $2,734.90 is the only one still open.",
          why="2,418.30 + 2,502.75 + 2,611.40 is 7,532.45; the model swapped two digits"),
        U("What's the monthly average?"),
        A("Across the five months the average is ${{(2418.3+2502.75+2611.4+2587.05+2734.9)/5|,.2f}}, on a total of "
          "${{2418.3+2502.75+2611.4+2587.05+2734.9|,.2f}}."),
        U("How much have bills grown since July?"),
        A("From $2,418.30 to $2,734.90 is ${{2734.9-2418.3|.2f}} more, about {{316.6/2418.3*100|.1f}}% in four months."),
        U("If Q4 ends with December like November, what would Q4 be?"),
        A("October and November plus a December like November come to ${{2587.05+2734.9*2|,.2f}}, which would be "
          "${{8056.85-7532.45|.2f}} above the third quarter."),
    ),
    run(10, GPT5_MINI,
        U("API gateway bill jumped, how many requests did we make in Nov vs Oct? ACC-73581"),
        C("get_usage_summary", {"account_id": "ACC-73581", "service": "api_gateway", "months": 2},
          {"account_id": "ACC-73581", "unit": "requests", "monthly": {"2026-10": 1096200000, "2026-11": 1284500000},
           "price_per_million": 0.4}),
        A("**API requests**\n\n- Oct: ≈ {{1096200000/1e9|.2f}}B → ${{1096.2*0.4|.2f}}\n"
          "- Nov: ≈ {{1284500000/1e9|.2f}}B → ${{1284.5*0.4|.2f}}\n- Up ≈ {{(1284.5-1096.2)|.1f}}M requests "
          "(+{{188.3/1096.2*100|.1f}}%), +${{513.8-438.48|.2f}}"),
        U("per day?"),
        A("**Nov per day**: {{1284500000/1e6|,.1f}}M / 30 ≈ [[24.8M]] requests, ≈ ${{513.8/30|.2f}}/day.",
          why="1,284.5M / 30 is 42.8M; the model swapped two digits"),
        U("what if we cache and cut 35%?"),
        A("**With 35% fewer requests**\n\n- ≈ {{1284.5*0.65|.1f}}M requests\n- ≈ ${{1284.5*0.65*0.4|.2f}}/month, "
          "saving ≈ ${{513.8*0.35|.2f}}"),
        U("per year saving?"),
        A("≈ ${{179.83*12|,.2f}}/yr, ≈ ${{2157.96/1000|.1f}}k."),
    ),
    run(11, COMMAND_R7B,
        U("we removed 4 business seats on nov 24, do we get money back? ACC-27790"),
        C("get_account", {"account_id": "ACC-27790"},
          account("ACC-27790", "Tallgrass Legal", "USD", "business", 16,
                  seat_changes=[{"at": "2026-11-24T10:05:33Z", "change": "-4", "by": "ops@tallgrass.example"}])),
        C("get_price_list", {}, PRICES),
        A("Yes, a credit on the December invoice: 4 × $32 × {{30-24+1|d}}/30 = ${{4*32*7/30|.2f}}."),
        U("new monthly seat cost"),
        A("16 × $32 = ${{16*32|d}}/month (was ${{20*32|d}})."),
        U("saving per month and year"),
        A("${{640-512|d}}/month, ${{128*12|,d}}/year."),
        U("what if we go to team plan"),
        A("16 × $18 = ${{16*18|d}}/month, ${{512-288|d}} less than Business."),
    ),
    run(12, SONNET35,
        U("Our egress is spread over three regions. Can you split November's egress charge by region? ACC-94102"),
        C("get_usage_records", {"account_id": "ACC-94102", "service": "egress", "period": "2026-11"},
          [{"region": "us-east", "gb": 4800}, {"region": "eu-west", "gb": 3900}, {"region": "ap-south", "gb": 2100}]),
        C("get_price_list", {}, PRICES),
        A("Total egress: 4,800 + 3,900 + 2,100 = {{4800+3900+2100|,d}} GB. The tiers apply to the account's total:\n\n"
          "- First 100 GB: free\n- Next 10,140 GB × $0.09 = ${{10140*0.09|.2f}}\n"
          "- Remaining {{10800-10240|d}} GB × $0.085 = ${{560*0.085|.2f}}\n- **Egress charge: ${{912.6+47.6|.2f}}**\n\n"
          "Split in proportion to each region's GB:\n\n- us-east: ${{960.2*4800/10800|.2f}}\n"
          "- eu-west: $[[364.74]]\n- ap-south: ${{960.2*2100/10800|.2f}}",
          why="960.20 × 3,900 / 10,800 is 346.74; the model swapped two digits"),
        U("What's the average price per GB?"),
        A("${{912.6+47.6|.2f}} / {{4800+3900+2100|,d}} GB ≈ ${{960.2/10800|.4f}} per GB, a little under the $0.09 list rate thanks to the free "
          "100 GB and the cheaper top tier."),
        U("If a CDN took 40% of us-east's traffic, what would we save?"),
        A("40% of 4,800 GB is {{4800*0.4|,.0f}} GB, leaving {{4800+3900+2100-1920|,d}} GB in total. That's 100 GB free and "
          "{{8880-100|,d}} × $0.09 = ${{8780*0.09|.2f}}, so you'd save ${{960.2-790.2|.2f}} a month before the CDN's own fees."),
        U("And per year?"),
        A("${{170*12|,.2f}} a year."),
        anthropic=True),
    run(13, O3,
        U("Will we blow our $3,000 December budget? ACC-88120"),
        C("get_month_to_date", {"account_id": "ACC-88120"},
          {"account_id": "ACC-88120", "period": "2026-12", "as_of": "2026-12-02T09:00:00Z", "spend": 210.6,
           "budget": 3000.0}),
        A("| | |\n|---|---|\n| MTD spend ({{24+9|d}} h) | $210.60 |\n| Run-rate | ≈ $[[6.83]]/h |\n"
          "| Dec has {{31*24|d}} h → forecast | ≈ ${{210.6/33*744|,.2f}} |\n| vs budget | ≈ ${{210.6/33*744-3000|,.2f}} over |",
          why="$210.60 / 33 h is $6.38 an hour; the model swapped two digits"),
        U("When would we hit 3k?"),
        A("3,000 / (210.60/{{24+9|d}}) ≈ {{3000/(210.6/33)|.0f}} h after 12/01 00:00Z → ≈ "
          "**{{datetime(2026,12,1)+timedelta(hours=3000/(210.6/33))|%-d %b, %H:%M}} UTC**."),
        U("What daily spend keeps us under?"),
        A("Remaining ${{3000-210.6|,.2f}} over the remaining {{744-33|d}} h ≈ ${{2789.4/711*24|.2f}}/day, "
          "vs ≈ ${{210.6/33*24|.2f}}/day now."),
        U("so cut by how much %?"),
        A("≈ {{(1-94.16/153.16)*100|.0f}}% lower daily spend."),
    ),
    run(14, OPUS41,
        U("Our managed database was down twice in November. Do we get an SLA credit? ACC-60733"),
        C("get_sla_report", {"account_id": "ACC-60733", "service": "managed_db", "period": "2026-11"},
          {"service": "managed_db", "period": "2026-11", "charge": 1126.4,
           "incidents": [{"start": "2026-11-09T14:12:00Z", "end": "2026-11-09T14:49:00Z"},
                         {"start": "2026-11-17T08:30:00+01:00", "end": "2026-11-17T07:51:00Z"}]}),
        A("1. Incident 1: 14:12 to 14:49 UTC = {{49-12|d}} minutes\n"
          "2. Incident 2: 08:30+01:00 is 07:30 UTC, to 07:51 UTC = {{51-30|d}} minutes\n"
          "3. Downtime: {{37+21|d}} minutes of {{30*24*60|,d}} in November\n"
          "4. Uptime: {{(1-58/43200)*100|.3f}}%, below 99.9% → 10% credit: **${{1126.4*0.1|.2f}}**"),
        U("How much downtime before the 25% tier?"),
        A("1. 99.0% uptime allows 1% of {{30*24*60|,d}} = {{43200*0.01|.0f}} minutes\n2. You had {{37+21|d}}, so {{432-58|d}} more minutes "
          "would have been needed."),
        U("What will the database line cost after credit?"),
        A("1. $1,126.40 − $112.64 = **${{1126.4-112.64|,.2f}}**"),
        U("And how much downtime would 99.9% allow?"),
        A("1. 0.1% of {{30*24*60|,d}} = {{43200*0.001|.1f}} minutes\n2. You were {{58-43.2|.1f}} minutes over it"),
        anthropic=True),
    run(15, DEEPSEEK_V31,
        U("Our invoice is in GBP, INV-2026-11-06231. Finance wants it in USD at 1.2714 and per month of the quarter."),
        C("get_invoice", {"invoice_id": "INV-2026-11-06231"},
          invoice("INV-2026-11-06231", "ACC-51730", "2026-09-01/2026-11-30", "GBP", [
              line("Enterprise seats (quarter)", 25, "seat-quarter", 3187.5, unit_price=127.5),
              line("Compute", 18600, "vCPU-hour", 613.8, unit_price=0.033),
              line("Object storage", 9200, "GB-month", 165.6, unit_price=0.018),
          ], credits=250.0, tax_rate=20.0, issued="2026-12-01", due="2026-12-31")),
        A("**Invoice INV-2026-11-06231 (Sep–Nov, GBP)**\n\n- Subtotal: £3,187.50 + £613.80 + £165.60 = £{{3187.5+613.8+165.6|,.2f}}\n"
          "- Credit: −£250.00 → £{{3966.9-250|,.2f}}\n- VAT 20%: £{{3716.9*0.2|,.2f}}\n- **Total: £{{3716.9*1.2|,.2f}}**\n\n"
          "In USD at 1.2714: **${{4460.28*1.2714|,.2f}}**"),
        U("Per month?"),
        A("**£{{4460.28/3|,.2f}}** a month, ≈ **${{4460.28*1.2714/3|,.2f}}**."),
        U("Per seat per month?"),
        A("£127.50 a seat per quarter / 3 = **£{{127.5/3|.2f}}** a month, ≈ ${{42.5*1.2714|.2f}}."),
        U("What did the credit save after VAT?"),
        A("£250.00 × 1.2 = **£{{250*1.2|.2f}}**, ≈ ${{300*1.2714|.2f}}."),
    ),
]
