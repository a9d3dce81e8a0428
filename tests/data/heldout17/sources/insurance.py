"""insurance runs: a health and auto insurance claims assistant (Lakeshore Mutual, tools designed
for this set: members, health plans with deductibles, coinsurance, copays and out-of-pocket
maximums, accumulators, claims, explanation-of-benefits letters as plain text, auto policies with
collision and comprehensive deductibles and a rental allowance per day with a cap, auto claims and
rental receipts), with claims split between plan and member, premiums monthly and annual (4% off
for a year paid at once), payment within 10 business days, appeals within 180 days; tool results
and answers written here, in the styles of Claude Opus 4.1 and Claude 3.5 Sonnet (Anthropic
envelopes), GPT-5 mini (short headed lists), o3 (tables, `≈`), Gemini 2.5 Flash-Lite (terse),
Llama 4 Scout (plain), Qwen3-235B (numbered), DeepSeek V3.1 (bold totals), Mistral Medium 3
(European decimal commas `1.176,00 €`-style `1.176,00 $`), Jamba (prose), Nemotron (steps),
Command R7B (brief); dates as `Oct. 12th`, `12/10`, `3 Dec`, times as `14h30`, `2:30pm`."""

from _heldout17_insurance import POLICY, accumulators, auto_policy, claim, member, plan
from _heldout17_models import (COMMAND_R7B, DEEPSEEK_V31, GEMINI25_FLASH_LITE, GPT5_MINI, JAMBA, LLAMA4_SCOUT,
                               MISTRAL_MEDIUM3, NEMOTRON, O3, OPUS41, QWEN3_235B, SONNET35)
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"insurance-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


GOLD = plan("HP-GOLD-26", "Lakeshore Gold PPO", 1500.0, 20, 5000.0, 486.0,
            {"primary_care": 25.0, "specialist": 50.0, "urgent_care": 75.0, "emergency_room": 350.0})
SILVER = plan("HP-SILV-26", "Lakeshore Silver HMO", 3200.0, 30, 7400.0, 371.0,
              {"primary_care": 35.0, "specialist": 70.0, "urgent_care": 90.0, "emergency_room": 500.0})
BRONZE = plan("HP-BRNZ-26", "Lakeshore Bronze HSA", 6100.0, 40, 8150.0, 298.0,
              {"primary_care": 0.0, "specialist": 0.0, "urgent_care": 0.0, "emergency_room": 0.0},
              note="HSA-eligible: every service goes to the deductible first")
FAMILY = plan("HP-FAM-26", "Lakeshore Family PPO", 3000.0, 25, 11000.0, 1342.0,
              {"primary_care": 30.0, "specialist": 60.0, "urgent_care": 80.0, "emergency_room": 400.0},
              individual_deductible=1500.0, members_covered=4)

RUNS = [
    run(1, GPT5_MINI,
        U("I got an MRI on Oct 27 and there's a claim for it. What do I owe? Member M-40418."),
        C("get_member", {"member_id": "M-40418"},
          member("M-40418", "Dana Whitlock", "1987-04-09", ["HP-GOLD-26"], "1419 Larch Ave, Duluth, MN 55805")),
        C("list_claims", {"member_id": "M-40418", "since": "2026-10-01"},
          [claim("CLM-2610-88314", "M-40418", "2026-10-27", "Northshore Imaging", 3420.0, 1850.0, "processed")]),
        C("get_plan", {"plan_id": "HP-GOLD-26"}, GOLD),
        C("get_accumulators", {"member_id": "M-40418"}, accumulators("M-40418", 1120.0, 1480.0)),
        A("**Claim CLM-2610-88314 (MRI, Oct 27, Northshore Imaging)**\n\n"
          "- Allowed amount: $1,850.00\n- Deductible still open: $1,500 − $1,120 = ${{1500-1120|,.2f}} → you pay it first\n"
          "- Rest: $1,850 − $380 = ${{1850-380|,.2f}}, of which you pay 20% = ${{1470*0.2|,.2f}}\n\n"
          "**You owe: ${{380+294|,.2f}}.** The plan pays ${{1470*0.8|,.2f}}."),
        U("Where does that leave my deductible and out-of-pocket?"),
        A("**After this claim**\n\n- Deductible: fully met ($1,500.00 of $1,500.00)\n"
          "- Out-of-pocket: $1,480 + ${{380+294|d}} = ${{1480+674|,.2f}} of $5,000.00\n"
          "- **Left before the plan pays 100%: $[[2,486.00]]**",
          why="$5,000 − $2,154 is $2,846.00; the model swapped two digits"),
        U("The bill said $3,420 though. What happened to the rest?"),
        A("**Billed vs allowed**\n\n- Billed by Northshore Imaging: $3,420.00\n- Allowed under your plan: $1,850.00\n"
          "- Network discount: ${{3420-1850|,.2f}} ({{(3420-1850)/3420*100|.1f}}% of the bill), which you don't owe"),
        U("I need 8 weeks of physical therapy, twice a week, about $140 allowed a session. Cost to me?"),
        A("**Physical therapy estimate**\n\n- Sessions: 8 × 2 = {{8*2|d}}\n- Your deductible is met, so you pay 20%: "
          "${{140*0.2|.2f}} a session\n- **Total: ${{16*28|,.2f}}**, and the plan pays ${{16*140*0.8|,.2f}}"),
    ),
    run(2, OPUS41,
        U("My daughter had 3 urgent care visits and 2 specialist visits this fall. How much did we pay in copays? "
          "Policyholder M-51207, she's on my family plan."),
        C("get_plan", {"plan_id": "HP-FAM-26"}, FAMILY),
        C("list_claims", {"member_id": "M-51207-03", "since": "2026-09-01"},
          [claim("CLM-2609-41127", "M-51207-03", "2026-09-14", "QuickCare Lakeside", 310.0, 182.0, "processed", copay=80.0),
           claim("CLM-2609-41790", "M-51207-03", "2026-09-29", "Duluth Pediatric Allergy", 420.0, 236.0, "processed", copay=60.0),
           claim("CLM-2610-42215", "M-51207-03", "2026-10-08", "QuickCare Lakeside", 295.0, 174.0, "processed", copay=80.0),
           claim("CLM-2610-43306", "M-51207-03", "2026-10-30", "Duluth Pediatric Allergy", 420.0, 236.0, "processed", copay=60.0),
           claim("CLM-2611-44018", "M-51207-03", "2026-11-09", "QuickCare Lakeside", 330.0, 191.0, "processed", copay=80.0)]),
        A("I found all five of your daughter's visits since September 1. On the Family PPO, urgent care has an $80 copay "
          "and a specialist visit $60:\n\n"
          "- Urgent care (Sep 14, Oct 8, Nov 9): 3 × $80 = ${{3*80|d}}\n"
          "- Specialist (Sep 29, Oct 30): 2 × $60 = ${{2*60|d}}\n\n"
          "In all you paid **${{240+120|d}}** in copays. Copays don't touch the deductible, but they do count toward "
          "your family's $11,000 out-of-pocket maximum."),
        U("And what did the plan pay on those visits?"),
        A("The plan pays the allowed amount less your copay on each visit:\n\n"
          "- Sep 14: $182 − $80 = ${{182-80|d}}\n- Sep 29: $236 − $60 = ${{236-60|d}}\n- Oct 8: $174 − $80 = ${{174-80|d}}\n"
          "- Oct 30: $236 − $60 = ${{236-60|d}}\n- Nov 9: $191 − $80 = ${{191-80|d}}\n\n"
          "Together that's **${{102+176+94+176+111|d}}** from the plan against ${{182+236+174+236+191|,d}} allowed."),
        U("How much did the providers bill in total?"),
        A("$310 + $420 + $295 + $420 + $330 = **${{310+420+295+420+330|,d}}** billed, so the network discounts took off "
          "${{1775-1019|d}}, about {{756/1775*100|.0f}}% of the bills."),
        U("What's our premium for the year on this plan?"),
        A("The Family PPO is $1,342.00 a month, so ${{1342*12|,.2f}} for the plan year. Paid at once, with the 4% "
          "discount, it would be ${{1342*12*0.96|,.2f}}, a saving of ${{1342*12*0.04|,.2f}}."),
        anthropic=True),
    run(3, O3,
        U("Rear-ended on Oct 30, car was in the shop 9 days, I rented a car. What will you reimburse? Auto policy AP-77120, claim AC-26-10553."),
        C("get_auto_policy", {"policy_id": "AP-77120"},
          auto_policy("AP-77120", "2021 Subaru Outback", 500.0, 250.0, 40.0, 900.0, 118.0, holder="Rafael Okonkwo")),
        C("get_auto_claim", {"claim_id": "AC-26-10553"},
          {"claim_id": "AC-26-10553", "policy_id": "AP-77120", "date_of_loss": "2026-10-30", "coverage": "collision",
           "repair_estimate": 4862.37, "approved_amount": 4862.37, "status": "approved", "approved_on": "2026-11-16",
           "rental": {"company": "Ridgeway Rent-A-Car", "days": 9}}),
        C("get_rental_receipt", {"claim_id": "AC-26-10553"},
          "RIDGEWAY RENT-A-CAR  Duluth Airport\nAgreement 55-203418   Renter: R. OKONKWO\n"
          "Out: 10/31/2026 08:10   In: 11/09/2026 07:55\nMidsize SUV  9 days @ $52.99 ............ $476.91\n"
          "Concession recovery fee ................ $52.46\nSales tax 8.875% ........................ $46.98\n"
          "TOTAL ................................... $576.35"),
        A("| item | amount |\n|---|---|\n| Rental, 9 days @ $52.99 | $476.91 |\n"
          "| Allowance: 9 × $40/day | ${{9*40|.2f}} |\n| Cap per claim | $900.00 |\n"
          "| **Reimbursed** | **${{9*40|.2f}}** |\n| Your share of the receipt | ${{576.35-360|.2f}} |\n\n"
          "The allowance is per day, so fees and tax aren't covered beyond it; you're ≈ ${{576.35-360|.0f}} out of pocket on the rental."),
        U("And the repair?"),
        A("| | |\n|---|---|\n| Approved repair | $4,862.37 |\n| Collision deductible | −$500.00 |\n"
          "| **Lakeshore pays** | **${{4862.37-500|,.2f}}** |\n\nTogether with the rental: ${{4362.37+360|,.2f}} paid by us; "
          "you carry $500 + ${{576.35-360|.2f}} = ${{500+216.35|.2f}}."),
        U("when does the money arrive?"),
        A("Approved on 11/16 (Mon), paid within 10 business days → by **{{date(2026,11,30)|%a %-d %b}}** "
          "at the latest. The rental reimbursement of $[[306.00]] comes with it.",
          why="the reimbursement is 9 × $40 = $360.00; the model swapped two digits"),
        U("How many days could I have rented before hitting the cap?"),
        A("$900 / $40 = {{900/40|.1f}} → **{{900//40|d}} full days** at the allowance (day {{900//40+1|d}} would be paid ${{900-22*40|.0f}}), "
          "≈ {{22-9|d}} more days than you used."),
    ),
    run(4, GEMINI25_FLASH_LITE,
        U("what's my monthly premium and what if I pay the whole year? M-30662"),
        C("get_member", {"member_id": "M-30662"},
          member("M-30662", "Lucy Arendt", "1994-12-01", ["HP-SILV-26", "AP-60251"], "77 Ridge Rd, Two Harbors, MN 55616")),
        C("get_plan", {"plan_id": "HP-SILV-26"}, SILVER),
        C("get_auto_policy", {"policy_id": "AP-60251"},
          auto_policy("AP-60251", "2018 Honda Civic", 1000.0, 500.0, 35.0, 700.0, 94.5, holder="Lucy Arendt")),
        A("Health (Silver HMO): $371.00/mo. Auto: $94.50/mo. Together ${{371+94.5|.2f}}/mo.\n\n"
          "Year: ${{465.5*12|,.2f}}, or ${{465.5*12*0.96|,.2f}} paid at once (4% off)."),
        U("how much do i save"),
        A("${{465.5*12*0.04|.2f}} a year."),
        U("just the health plan paid yearly?"),
        A("$371 × 12 = ${{371*12|,.2f}}, minus 4% = ${{371*12*0.96|,.2f}}."),
        U("and auto yearly"),
        A("$94.50 × 12 = ${{94.5*12|,.2f}}; paid at once $[[1,088.46]].",
          why="$1,134.00 × 0.96 is $1,088.64; the model swapped the last two digits"),
    ),
    run(5, SONNET35,
        U("I want to appeal the denial on my sleep study. Claim CLM-2608-20931. What are my deadlines?"),
        C("get_claim", {"claim_id": "CLM-2608-20931"},
          claim("CLM-2608-20931", "M-22875", "2026-08-04", "Range Sleep Center", 2940.0, 0.0, "denied",
                denial_reason="prior authorization not on file", eob_date="2026-08-19")),
        C("get_eob", {"claim_id": "CLM-2608-20931"},
          "LAKESHORE MUTUAL INSURANCE - EXPLANATION OF BENEFITS\nThis is not a bill.\n\n"
          "Member: Theo Marchetti (M-22875)      EOB date: August 19, 2026\nClaim: CLM-2608-20931    Provider: Range Sleep Center\n"
          "Date of service: 08/04/2026\n\nService                   Billed     Allowed   Plan paid   You owe\n"
          "Polysomnography (95810)   $2,940.00  $0.00     $0.00       $0.00\n\n"
          "Remark N54: Prior authorization was not on file for this service. You may appeal within 180 days of this EOB. "
          "If the denial is upheld, the provider may bill you up to the billed amount.\n"),
        A("Here's where things stand on your sleep study claim:\n\n"
          "- **Denied** because prior authorization wasn't on file (remark N54)\n"
          "- EOB dated August 19, 2026\n"
          "- **Appeal deadline:** 180 days from the EOB, so {{date(2026,8,19)+timedelta(days=180)|%B %-d, %Y}}\n"
          "- Days you have left from today: {{(date(2027,2,15)-date(2026,11,18)).days|d}}\n\n"
          "Right now you owe nothing, but if the denial stands the provider could bill up to $2,940.00."),
        U("Can you open the appeal now?"),
        C("file_appeal", {"claim_id": "CLM-2608-20931", "reason": "Retroactive authorization requested; study was medically necessary."},
          {"status": "received", "claim_id": "CLM-2608-20931", "received_at": "2026-11-18T11:31:02-06:00",
           "decision_due": "2026-12-18"}),
        A("Done. Your appeal was received at 11:31 a.m. today. Your appeal reference is **[[APL-26-70415]]**, and a "
          "decision is due by December 18, 2026, {{(date(2026,12,18)-date(2026,11,18)).days|d}} days from now.",
          why="the appeal tool returned no reference number; the model made one up"),
        U("If they approve it, what would I pay? I'm on the Gold PPO and I've met $600 of my deductible."),
        C("get_plan", {"plan_id": "HP-GOLD-26"}, GOLD),
        C("estimate_cost", {"plan_id": "HP-GOLD-26", "cpt": "95810", "network": "in"},
          {"cpt": "95810", "typical_allowed": 1610.0, "network": "in"}),
        A("Using the typical in-network allowed amount of $1,610.00:\n\n"
          "- Rest of your deductible: $1,500 − $600 = ${{1500-600|,.2f}}\n"
          "- Coinsurance: 20% of (${{1610|,.2f}} − $900) = ${{(1610-900)*0.2|,.2f}}\n"
          "- **You'd pay about ${{900+142|,.2f}}**; Lakeshore would pay ${{710*0.8|,.2f}}"),
        U("vs. now where they could bill me the full amount?"),
        A("Compared with the $2,940.00 you could be billed if the denial holds, approval would save you about "
          "${{2940-1042|,.2f}}, roughly {{1898/2940*100|.0f}}% of the bill."),
        anthropic=True),
    run(6, MISTRAL_MEDIUM3,
        U("Bonjour, I had an ER visit on 3 Nov then an outpatient surgery on 10 Nov. Please explain the two EOBs. M-61904."),
        C("list_claims", {"member_id": "M-61904", "since": "2026-11-01"},
          [claim("CLM-2611-50112", "M-61904", "2026-11-03", "St. Luke's Emergency", 2215.0, 1388.0, "processed"),
           claim("CLM-2611-50489", "M-61904", "2026-11-10", "Lakeview Surgery Center", 9680.0, 5240.0, "processed")]),
        C("get_plan", {"plan_id": "HP-SILV-26"}, SILVER),
        C("get_accumulators", {"member_id": "M-61904"}, accumulators("M-61904", 2450.0, 2980.0)),
        A("Voici le détail :\n\n**Urgences, 3 nov.** : copay ER de 500,00 $ (le reste, {{de(1388-500)|s}} $, payé par le plan).\n\n"
          "**Chirurgie, 10 nov.** (autorisé 5.240,00 $) :\n"
          "- franchise restante : 3.200 − 2.450 = {{de(3200-2450)|s}} $\n"
          "- coassurance 30 % sur {{de(5240-750)|s}} $ = {{de(4490*0.3)|s}} $\n"
          "- **votre part : {{de(750+1347)|s}} $**, part du plan : {{de(4490*0.7)|s}} $"),
        U("In English please, and how close am I to the out-of-pocket max?"),
        A("Sure. Your out-of-pocket so far: 2.980,00 $ + 500,00 $ (ER) + {{de(750+1347)|s}} $ (surgery) = **{{de(2980+500+2097)|s}} $** "
          "of your 7.400,00 $ maximum. Remaining: **{{de(7400-5577)|s}} $**."),
        U("What did the plan pay in total for both?"),
        A("{{de(1388-500)|s}} $ (ER) + [[3.413,00]] $ (surgery) = {{de(888+3143)|s}} $.",
          why="the plan's share of the surgery is 4.490 × 0,7 = 3.143,00; the model swapped two digits"),
        U("And if I have another procedure in December of 3.000 $ allowed?"),
        A("Your deductible is met, so you'd pay 30 %: {{de(3000*0.3)|s}} $, which stays under the {{de(7400-5577)|s}} $ still "
          "open before the maximum. The plan would pay {{de(3000*0.7)|s}} $."),
    ),
    run(7, LLAMA4_SCOUT,
        U("My windshield got cracked by a rock last week. Is that comprehensive? What would I pay on a $1,140 replacement? Policy AP-60251."),
        C("get_auto_policy", {"policy_id": "AP-60251"},
          auto_policy("AP-60251", "2018 Honda Civic", 1000.0, 500.0, 35.0, 700.0, 94.5, holder="Lucy Arendt",
                      glass_deductible=100.0)),
        A("Yes, a cracked windshield from a rock is a comprehensive claim. Your policy has a separate glass deductible of "
          "$100, so on a $1,140 replacement you would pay $100 and Lakeshore would pay ${{1140-100|,d}}."),
        U("What if it went under the regular comprehensive deductible instead?"),
        A("Under the $500 comprehensive deductible you would pay $500 and we would pay ${{1140-500|d}}. The glass "
          "deductible saves you ${{500-100|d}}."),
        U("Do I get a rental while it's fixed? It takes 2 days."),
        A("Rental coverage is $35 a day up to $700 per claim, so 2 days would be reimbursed up to ${{2*35|d}}."),
        U("How much of my cap would be left?"),
        A("$700 - ${{2*35|d}} = ${{700-70|d}} would be left on this claim's rental cap."),
    ),
    run(8, QWEN3_235B,
        U("Compare the Silver and Gold plans for me. I expect a knee surgery next year, about $18,000 allowed."),
        C("get_plan", {"plan_id": "HP-SILV-26"}, SILVER),
        C("get_plan", {"plan_id": "HP-GOLD-26"}, GOLD),
        A("1. **Silver HMO**: deductible $3,200, then 30% of ${{18000-3200|,d}} = ${{14800*0.3|,.0f}}; $3,200 + $4,440 = "
          "${{3200+4440|,d}}, over the $7,400 maximum, so you pay **$7,400**.\n"
          "2. **Gold PPO**: deductible $1,500, then 20% of ${{18000-1500|,d}} = ${{16500*0.2|,.0f}}; $1,500 + $3,300 = "
          "**${{1500+3300|,d}}** (under the $5,000 maximum).\n"
          "3. Difference on the surgery: ${{7400-4800|,d}} in favour of Gold."),
        U("Now include premiums."),
        A("1. Silver premiums: $371 × 12 = ${{371*12|,d}}\n2. Gold premiums: $486 × 12 = ${{486*12|,d}}\n"
          "3. Silver total: ${{4452+7400|,d}}; Gold total: ${{5832+4800|,d}}\n4. **Gold is ${{11852-10632|,d}} cheaper** for the year."),
        U("What if the surgery is cheaper, say $6,000?"),
        A("1. Silver: $3,200 + 30% × ${{6000-3200|,d}} = ${{3200+2800*0.3|,.0f}}; with premiums ${{4040+4452|,.0f}}\n"
          "2. Gold: $1,500 + 20% × ${{6000-1500|,d}} = ${{1500+4500*0.2|,.0f}}; with premiums ${{2400+5832|,.0f}}\n"
          "3. Gold is still ${{8492-8232|d}} cheaper."),
        U("Where do I send a paper form if I switch?"),
        A("1. Mail it to Lakeshore Mutual, Enrollment, Duluth, MN [[55802]].\n"
          "2. Or switch online during open enrollment.",
          why="no tool or rule gave a mailing address; the model invented the PO box's postcode"),
    ),
    run(9, DEEPSEEK_V31,
        U("I'm on the Bronze HSA. Had bloodwork ($412 allowed) and a specialist visit ($268 allowed) in November. What do I pay? M-73340"),
        C("get_plan", {"plan_id": "HP-BRNZ-26"}, BRONZE),
        C("get_accumulators", {"member_id": "M-73340"}, accumulators("M-73340", 5820.0, 5820.0, hsa_balance=1366.4)),
        A("On the Bronze HSA every service goes to the deductible first. You've met $5,820.00 of $6,100.00, so "
          "${{6100-5820|.2f}} is still open.\n\n- Bloodwork $412.00: the first ${{6100-5820|.2f}} is deductible, then 40% of "
          "${{412-280|.2f}} = ${{132*0.4|.2f}} → **${{280+52.8|.2f}}**\n"
          "- Specialist $268.00: deductible met, 40% = **${{268*0.4|.2f}}**\n\n**Total: ${{332.8+107.2|.2f}}**"),
        U("Can my HSA cover it?"),
        A("Yes. HSA balance $1,366.40 − ${{332.8+107.2|.2f}} = **${{1366.4-440|.2f}}** left."),
        U("What did the plan pay for the two?"),
        A("Bloodwork: {{100-40|d}}% × ${{412-280|.2f}} = ${{132*0.6|.2f}}; specialist: {{100-40|d}}% × $268.00 = ${{268*0.6|.2f}}. "
          "**Plan total: ${{79.2+160.8|.2f}}**."),
        U("How far am I from the out-of-pocket max after this?"),
        A("Out-of-pocket: $5,820.00 + ${{332.8+107.2|.2f}} = ${{5820+440|,.2f}}. Max $8,150.00. **Remaining: ${{8150-6260|,.2f}}**."),
    ),
    run(10, JAMBA,
        U("Hi, I'm new on the Gold PPO since my job switched. Member M-80215. How much of my deductible is left and what's a specialist visit?"),
        C("get_plan", {"plan_id": "HP-GOLD-26"}, GOLD),
        C("get_accumulators", {"member_id": "M-80215"},
          accumulators("M-80215", 315.0, 540.0, carried_over_from="previous employer plan")),
        A("Welcome aboard. Your accumulators carried over from your previous plan, so you've met $315.00 of the $1,500.00 "
          "deductible and have $[[1,158.00]] left. A specialist visit is a $50 copay, which doesn't go toward the deductible.",
          why="$1,500 − $315 is $1,185.00; the model swapped two digits"),
        U("And my out-of-pocket?"),
        A("You're at $540.00 of the $5,000.00 maximum, with ${{5000-540|,.2f}} remaining this plan year, which ends on "
          "December 31."),
        U("If I had six specialist visits before the year ends, what would that cost?"),
        A("Six visits at $50 each would be ${{6*50|d}}, and that would bring your out-of-pocket to ${{540+300|d}}."),
        U("How many weeks do I have left in the plan year?"),
        A("From today, November 18, to December 31 there are {{(date(2026,12,31)-date(2026,11,18)).days|d}} days, a bit over "
          "six weeks."),
    ),
    run(11, NEMOTRON,
        U("Hail damage on my truck, claim AC-26-11020. What's the payout and the rental? Policy AP-48812."),
        C("get_auto_policy", {"policy_id": "AP-48812"},
          auto_policy("AP-48812", "2023 Ford F-150", 1000.0, 750.0, 55.0, 1650.0, 162.0, holder="Gwen Halvorsen")),
        C("get_auto_claim", {"claim_id": "AC-26-11020"},
          {"claim_id": "AC-26-11020", "policy_id": "AP-48812", "date_of_loss": "2026-11-02", "coverage": "comprehensive",
           "repair_estimate": 7415.8, "approved_amount": 7180.8, "status": "approved", "approved_on": "2026-11-13",
           "rental": {"company": "Northern Auto Rental", "days": 34, "daily_rate": 61.0}}),
        A("Step 1 – Repair: approved $7,180.80 − comprehensive deductible $750.00 = **${{7180.8-750|,.2f}}**.\n"
          "Step 2 – Rental: 34 days × $55/day allowance = ${{34*55|,d}}, above the $1,650 cap → **$1,650.00**.\n"
          "Step 3 – Total from Lakeshore: ${{6430.8+1650|,.2f}}."),
        U("What does the rental cost me out of pocket?"),
        A("Step 1 – Rental bill: 34 × $61.00 = ${{34*61|,.2f}}.\nStep 2 – Reimbursed: $1,650.00.\n"
          "Step 3 – **You pay ${{2074-1650|.2f}}**."),
        U("why was the estimate cut?"),
        A("Step 1 – Estimate $7,415.80, approved $7,180.80.\nStep 2 – Difference ${{7415.8-7180.8|.2f}}, "
          "{{235/7415.8*100|.1f}}% of the estimate; the claim record gives no reason, so I'd ask your adjuster."),
        U("How many days of rental did the cap cover?"),
        A("Step 1 – $1,650 / $55 = {{1650/55|.0f}} days.\nStep 2 – So the last {{34-30|d}} days of your 34 were on you entirely, "
          "on top of the ${{61-55|d}} a day above the allowance for the first 30."),
    ),
    run(12, COMMAND_R7B,
        U("EOB for claim CLM-2611-51876 please, what do I owe"),
        C("get_eob", {"claim_id": "CLM-2611-51876"},
          "LAKESHORE MUTUAL INSURANCE - EXPLANATION OF BENEFITS\nThis is not a bill.\n\n"
          "Member: Ines Baptiste (M-19952)      EOB date: November 12, 2026\nClaim: CLM-2611-51876    Provider: Superior Orthopedics\n"
          "Date of service: 10/22/2026\n\nService                       Billed     Allowed   Deductible  Coinsurance  Plan paid\n"
          "Office visit, new (99204)     $385.00    $214.00   $0.00       $42.80       $171.20\n"
          "X-ray knee, 3 views (73562)   $260.00    $118.00   $0.00       $23.60       $94.40\n"
          "Injection, joint (20610)      $340.00    $162.00   $0.00       $32.40       $129.60\n"
          "TOTAL                         $985.00    $494.00   $0.00       $98.80       $395.20\n\n"
          "Your plan: Gold PPO. Coinsurance 20% after deductible. Deductible met for 2026.\n"),
        A("You owe $98.80 (20% coinsurance). Plan paid $395.20 of $494.00 allowed."),
        U("why not the $50 specialist copay"),
        A("The EOB applied coinsurance instead of a copay: 20% of $214.00 = ${{214*0.2|.2f}} on the visit. With a copay you'd pay "
          "$50 + ${{23.6+32.4|.2f}} = ${{50+56|.2f}}, so coinsurance is ${{106-98.8|.2f}} less."),
        U("discount off billed?"),
        A("$985.00 - $494.00 = ${{985-494|.2f}}, {{491/985*100|.1f}}%."),
        U("appeal deadline"),
        A("{{date(2026,11,12)+timedelta(days=180)|%b %-d, %Y}} (180 days from Nov. 12th); the injection "
          "coinsurance of $[[23.40]] is included in what you owe.",
          why="the injection's coinsurance is $32.40; the model swapped two digits"),
    ),
    run(13, OPUS41,
        U("My husband and I are both on the family plan with our two kids. What's our family deductible status? M-51207"),
        C("get_plan", {"plan_id": "HP-FAM-26"}, FAMILY),
        C("get_accumulators", {"member_id": "M-51207"},
          accumulators("M-51207", 2265.0, 3890.0,
                       by_member={"M-51207-01": 1500.0, "M-51207-02": 410.0, "M-51207-03": 355.0, "M-51207-04": 0.0})),
        A("Your family has met $2,265.00 of the $3,000.00 family deductible, so ${{3000-2265|.2f}} remains for the family "
          "as a whole.\n\nBy person (the individual deductible is $1,500.00):\n"
          "- You (-01): $1,500.00, met in full\n- Your husband (-02): $410.00, ${{1500-410|,.2f}} to go\n"
          "- Your daughter (-03): $355.00, ${{1500-355|,.2f}} to go\n- Your son (-04): nothing yet\n\n"
          "Whichever comes first applies: once the family reaches $3,000.00, nobody pays deductible for the rest of the year."),
        U("Out of pocket?"),
        A("The family is at $3,890.00 of $11,000.00, leaving ${{11000-3890|,.2f}}, about {{3890/11000*100|.0f}}% of the "
          "maximum used."),
        U("If my son has a $2,000 procedure, what happens?"),
        A("The family deductible has ${{3000-2265|.2f}} left and his individual one $1,500.00; the family's is smaller, so:\n\n"
          "- Deductible: ${{3000-2265|.2f}} (the family's then met)\n- Coinsurance: 25% of ${{2000-735|,.2f}} = ${{1265*0.25|.2f}}\n"
          "- **He'd pay ${{735+316.25|,.2f}}**; the plan pays ${{1265*0.75|.2f}}"),
        U("And after that the deductible is done for all of us?"),
        A("Yes. After that claim the family deductible is met for 2026, and everyone pays only copays or 25% coinsurance "
          "until the family reaches $11,000.00; the family would then be at ${{3890+1051.25|,.2f}}."),
        anthropic=True),
    run(14, GPT5_MINI,
        U("There's a claim I don't recognize on my account. M-40418"),
        C("list_claims", {"member_id": "M-40418", "since": "2026-09-01"},
          [claim("CLM-2609-80177", "M-40418", "2026-09-21", "Twin Ports Dermatology", 245.0, 131.0, "processed", copay=50.0),
           claim("CLM-2610-83342", "M-40418", "2026-10-12", "Harbor Lab Services", 688.0, 205.0, "processed"),
           claim("CLM-2610-88314", "M-40418", "2026-10-27", "Northshore Imaging", 3420.0, 1850.0, "processed")]),
        A("**Claims since Sep 1**\n\n- 09/21 Twin Ports Dermatology: $131.00 allowed ($50 copay)\n"
          "- 10/12 Harbor Lab Services: $205.00 allowed\n- 10/27 Northshore Imaging (MRI): $1,850.00 allowed\n\n"
          "Which one doesn't look right?"),
        U("The lab one. I never went to Harbor Lab."),
        A("**Harbor Lab Services, claim CLM-2610-83342**\n\n- Date of service: [[Oct. 21st]]\n- Billed $688.00, allowed $205.00\n\n"
          "Labs often bill separately when a doctor sends a sample out; was blood drawn at another visit around then?",
          why="the claim's date of service is 2026-10-12; the model swapped the day's digits"),
        U("Hmm, maybe at the dermatologist. What did I pay on that lab claim?"),
        C("get_claim", {"claim_id": "CLM-2610-83342"},
          claim("CLM-2610-83342", "M-40418", "2026-10-12", "Harbor Lab Services", 688.0, 205.0, "processed",
                member_paid=205.0, plan_paid=0.0, referring_provider="Twin Ports Dermatology")),
        A("**You paid the full $205.00** (it went to your deductible), and the plan paid $0.00.\n\n"
          "The referring provider was Twin Ports Dermatology, so it likely was the biopsy sample from your 09/21 visit."),
        U("So what did the dermatology visit cost me overall?"),
        A("**Dermatology total**\n\n- Visit copay: $50.00\n- Lab (deductible): $205.00\n- **Total: ${{50+205|,.2f}}**, "
          "against ${{245+688|,d}} billed by the two providers"),
    ),
    run(15, SONNET35,
        U("I'm thinking about raising my collision deductible from $500 to $1,000 on AP-77120. What would that save?"),
        C("get_auto_policy", {"policy_id": "AP-77120"},
          auto_policy("AP-77120", "2021 Subaru Outback", 500.0, 250.0, 40.0, 900.0, 118.0, holder="Rafael Okonkwo")),
        C("quote_policy_change", {"policy_id": "AP-77120", "collision_deductible": 1000.0},
          {"policy_id": "AP-77120", "current_premium_monthly": 118.0, "new_premium_monthly": 103.25,
           "effective": "2026-12-01"}),
        A("With a $1,000 collision deductible your premium would drop from $118.00 to $103.25 a month, starting "
          "December 1:\n\n- Monthly saving: ${{118-103.25|.2f}}\n- Yearly saving: ${{14.75*12|.2f}}"),
        U("How long before that pays for the extra $500 if I have a claim?"),
        A("The extra $500 of deductible divided by ${{118-103.25|.2f}} a month is [[39.9]] months, so a little under "
          "three years ({{500/177|.1f}} years) without a collision claim to come out ahead.",
          why="$500 / $14.75 is 33.9 months; the model wrote one digit off"),
        U("And the new annual premium paid upfront?"),
        A("$103.25 × 12 = ${{103.25*12|,.2f}}; with the 4% discount for paying the year at once, ${{1239*0.96|,.2f}}."),
        U("Compared to what I pay now monthly over a year?"),
        A("Now: $118.00 × 12 = ${{118*12|,.2f}}. Paying the new premium upfront would cost ${{1416-1189.44|.2f}} less per "
          "year, about {{226.56/1416*100|.0f}}% less."),
        anthropic=True),
]
