"""campus runs: a university bursar and registrar assistant (Halvorsen University, tools designed for
this set: students, accounts with charges and payments, the spring term's fee schedule and the
residence rates as plain text, courses, transcripts, aid, housing), with tuition per credit hour,
fees per term, fixed and percentage scholarships and waivers (tuition only), a payment plan of 4
instalments after a $40 fee, refunds by withdrawal week (100/75/50/25%), GPA from grades and
credits, transfer credits, add/drop and withdrawal deadlines, room and meal plans prorated by the
week, refunds by deposit or check; tool results and answers written here, in the styles of Gemini
2.5 Pro (headed sections), Claude Sonnet 4.5 and Claude Haiku 4.5 (Anthropic envelopes), GLM-4.6
(numbered steps), Phi-4 (plain), Kimi K2 (tables), DeepSeek R1 (`<think>`, `per cent`), Mistral
Small 3.2 (brief, Swiss francs `CHF 4'658.89`, dates `15.03.`), Llama 3.3 70B (plain), Grok 4
(direct), Qwen2.5-72B (bold totals), GPT-4.1 nano (terse); dates as `Fri 30 Jan`, `3rd of
February`, `2026-W06`; times as `2.30 pm`."""

from _heldout18_campus import FEE_SCHEDULE, HOUSING_RATES, POLICY, account, charge, course, student
from _heldout18_models import (DEEPSEEK_R1, GEMINI25_PRO, GLM46, GPT41_NANO, GROK4, HAIKU45, KIMI_K2, LLAMA33_70B,
                               MISTRAL_SMALL32, PHI4, QWEN25_72B, SONNET45)
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"campus-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


FEES = C("get_fee_schedule", {"term": "2026SP"}, FEE_SCHEDULE)
HOUSING = C("get_housing_rates", {"term": "2026SP"}, HOUSING_RATES)

RUNS = [
    run(1, GEMINI25_PRO,
        U("Hi, I'm Maya Okonkwo, H00482971. Can you break down my spring bill?"),
        C("get_student", {"student_id": "H00482971"},
          student("H00482971", "Maya Okonkwo", "undergraduate", "resident", major="Biology")),
        C("get_courses", {"student_id": "H00482971", "term": "2026SP"}, [
            course("BIOL 2210", "Genetics", 4, lab=True), course("CHEM 2310", "Organic Chemistry I", 4, lab=False),
            course("STAT 2100", "Biostatistics", 3), course("ENGL 2040", "Science Writing", 3),
            course("PE 1030", "Rock Climbing", 1)]),
        FEES,
        C("get_account", {"student_id": "H00482971", "term": "2026SP"}, account("H00482971", "2026SP", [
            charge("Tuition, 15 credit hours", 6180.0), charge("Technology fee", 145.0),
            charge("Student activity fee", 92.0), charge("Health services fee", 310.0), charge("Lab fee, BIOL 2210", 65.0)],
            [{"date": "2026-01-09", "method": "ACH", "amount": 2000.0}])),
        A("### Spring 2026 charges\n\n- **Tuition:** {{4+4+3+3+1|d}} credit hours × $412.00 = ${{15*412|,.2f}}\n"
          "- **Fees:** technology $145 + activity $92 + health $310 + one lab $65 = ${{145+92+310+65|,.2f}}\n"
          "- **Total charges:** ${{6180+612|,.2f}}\n- **Paid:** $2,000.00 on January 9\n\n"
          "Payment is due **Fri 30 Jan**."),
        U("I have my parents' insurance. Can the health fee come off?"),
        A("### Health fee waiver\n\nYes: with proof of insurance the $310.00 health services fee is waived, which brings "
          "your charges to ${{6792-310|,.2f}} and your balance to ${{6482-2000|,.2f}}."),
        U("What if I'd dropped to 12 credits during add/drop?"),
        A("### At 12 credits\n\nAdd/drop closed on Monday, January 26, so this would now be a withdrawal. For reference, "
          "12 × $412.00 = ${{12*412|,.2f}} in tuition, ${{12*412+612|,.2f}} with the same fees, still full-time."),
        U("So what do I owe by Friday, without the waiver?"),
        A("### Balance due\n\nWithout the waiver your balance is **$[[4,729.00]]**, due Friday, January 30.",
          why="6,792.00 − 2,000.00 is 4,792.00; the model swapped two digits"),
    ),
    run(2, SONNET45,
        U("I want to withdraw from CHEM 1410 today. How much tuition do I get back? I'm H00517346."),
        C("get_student", {"student_id": "H00517346"},
          student("H00517346", "Jonah Reyes", "undergraduate", "non-resident", major="Chemical Engineering")),
        C("get_courses", {"student_id": "H00517346", "term": "2026SP"}, [
            course("CHEM 1410", "General Chemistry II", 4, lab=True), course("MATH 2250", "Calculus III", 4),
            course("PHYS 2110", "Physics I", 4, lab=True), course("ENGR 1020", "Design Studio", 4)]),
        FEES,
        A("Today, January 28, falls in **week 2** of the term (Jan 27–Feb 2), so tuition is refunded at 75%:\n\n"
          "- CHEM 1410 tuition: 4 credits × $1,036.00 = ${{4*1036|,.2f}}\n"
          "- Refund at 75%: **${{4*1036*0.75|,.2f}}**\n- The $65 lab fee is not refunded.\n\n"
          "You'd stay at {{16-4|d}} credit hours, which keeps you full-time."),
        U("Ugh. What if I'd done it Monday?"),
        A("Monday, January 26 was still week 1, with a 100% refund: ${{4*1036|,.2f}}, or ${{4*1036*0.25|,.2f}} more "
          "than today."),
        U("And if I wait until next Wednesday?"),
        A("Wednesday, February 4 is in week 3 (Feb 3–9): 50%, so ${{4*1036*0.5|,.2f}} back, "
          "${{4*1036*0.25|,.2f}} less than withdrawing today."),
        U("OK, doing it today. What's my tuition after?"),
        A("Your tuition for the term becomes:\n\n- 12 remaining credits × $1,036.00 = ${{12*1036|,.2f}}\n"
          "- plus the 25% of CHEM 1410's tuition that is kept: ${{4*1036*0.25|,.2f}}\n"
          "- **${{12*1036+1036|,.2f}}** in total, with a refund of $[[3,018.00]] credited to your account.",
          why="75% of 4,144.00 is 3,108.00; the model swapped two digits"),
        anthropic=True),
    run(3, GLM46,
        U("What was my GPA last term? H00493305. And am I on the Dean's list (3.50)?"),
        C("get_transcript", {"student_id": "H00493305", "term": "2025FA"}, {
            "student_id": "H00493305", "term": "2025FA", "courses": [
                {"course": "ENGL 1101", "credits": 3, "grade": "A"}, {"course": "MATH 1520", "credits": 4, "grade": "B+"},
                {"course": "HIST 1200", "credits": 3, "grade": "A-"}, {"course": "BIOL 1150", "credits": 4, "grade": "B"},
                {"course": "PE 1010", "credits": 1, "grade": "A"}],
            "prior_cumulative": {"credits": 30, "gpa": 3.21}}),
        A("1. Quality points: A 3 × 4.0 = 12.0; B+ 4 × 3.3 = {{4*3.3|.1f}}; A- 3 × 3.7 = {{3*3.7|.1f}}; "
          "B 4 × 3.0 = 12.0; A 1 × 4.0 = 4.0\n2. Total: {{12+13.2+11.1+12+4|.1f}} points over {{3+4+3+4+1|d}} credits\n"
          "3. Term GPA: 52.3 / 15 = **{{52.3/15|.2f}}**\n4. Dean's list needs 3.50, so you miss it by "
          "{{3.50-round(52.3/15, 2)|.2f}}"),
        U("What's my cumulative now?"),
        A("1. Before: 30 credits × 3.21 = {{30*3.21|.1f}} points\n2. Add fall: {{96.3+52.3|.1f}} points over "
          "{{30+15|d}} credits\n3. Cumulative GPA: **{{148.6/45|.2f}}**"),
        U("If I get straight A's this spring with 16 credits, can I reach a 3.5 cumulative?"),
        A("1. Spring points: 16 × 4.0 = {{16*4.0|.1f}}\n2. Total: {{148.6+64|.1f}} over {{45+16|d}} credits\n"
          "3. Cumulative: {{212.6/61|.3f}}, just short of 3.5\n4. You would reach it the term after with strong grades"),
        U("Just to confirm my fall term GPA for the scholarship form?"),
        A("1. Fall 2025 term GPA: **[[3.48]]** over 15 credits",
          why="52.3 / 15 is 3.49; the model wrote one digit off"),
    ),
    run(4, PHI4,
        U("Can I go on the payment plan? My student ID is H00501287."),
        C("get_account", {"student_id": "H00501287", "term": "2026SP"}, account("H00501287", "2026SP", [
            charge("Tuition, 14 credit hours", 5768.0), charge("Technology fee", 145.0), charge("Student activity fee", 92.0),
            charge("Health services fee", 310.0), charge("Birch Hall, double", 3180.0), charge("Meal plan, 14 a week", 2120.0)],
            [{"date": "2026-01-12", "method": "grant", "amount": 3755.0}])),
        A("Yes. Your balance is $7,860.00. The payment plan adds a $40 enrolment fee and splits the balance into four "
          "equal instalments of ${{7860/4|,.2f}}, due on February 15, March 15, April 15 and May 15."),
        U("What if I pay $1,500 now and put the rest on the plan?"),
        A("Then ${{7860-1500|,.2f}} goes on the plan, in four instalments of ${{6360/4|,.2f}}, plus the $40 fee."),
        U("How many days until the first instalment?"),
        A("From today, January 28, to February 15 is {{(date(2026,2,15)-date(2026,1,28)).days|d}} days. Note that "
          "February 15 is a {{date(2026,2,15)|%A}}."),
        U("Without the $1,500, how much will I have paid in total by May?"),
        A("Four instalments of ${{7860/4|,.2f}} plus the $40.00 enrolment fee, so $[[7,090.00]] in all.",
          why="7,860.00 + 40.00 is 7,900.00; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("H00530188 — how does my aid cover the spring bill?"),
        C("get_account", {"student_id": "H00530188", "term": "2026SP"}, account("H00530188", "2026SP", [
            charge("Tuition, 14 credit hours", 5768.0), charge("Technology fee", 145.0), charge("Student activity fee", 92.0),
            charge("Health services fee", 310.0)], [])),
        C("get_aid", {"student_id": "H00530188", "term": "2026SP"}, [
            {"award": "Presidential Scholarship", "kind": "percentage", "percent_of_tuition": 40},
            {"award": "Halvorsen Grant", "kind": "fixed", "amount": 1200.0},
            {"award": "Federal Pell Grant", "kind": "fixed", "amount": 3698.0}]),
        FEES,
        A("| Item | Amount |\n|---|---|\n| Tuition (14 cr) | $5,768.00 |\n| Fees | ${{145+92+310|,.2f}} |\n"
          "| **Charges** | **${{5768+547|,.2f}}** |\n| Presidential 40% of tuition | −${{5768*0.40|,.2f}} |\n"
          "| Halvorsen Grant | −$1,200.00 |\n| Pell Grant | −$3,698.00 |\n| **Aid** | **${{2307.20+1200+3698|,.2f}}** |\n"
          "| **Credit balance** | **${{7205.20-6315|,.2f}}** |"),
        U("What percent of my charges does aid cover?"),
        A("| | |\n|---|---|\n| Aid / charges | {{7205.20/6315*100|.1f}}% |\n"
          "| Scholarship share of aid | {{2307.20/7205.20*100|.1f}}% |"),
        U("If I drop to 12 credits, assuming Pell stays the same?"),
        A("| Item | Amount |\n|---|---|\n| Tuition 12 × $412 | ${{12*412|,.2f}} |\n| Charges with fees | "
          "${{4944+547|,.2f}} |\n| Presidential 40% | −${{4944*0.40|,.2f}} |\n| Aid total | "
          "${{1977.60+1200+3698|,.2f}} |\n| Credit balance | **${{6875.60-5491|,.2f}}** |"),
        U("At 14 credits, if I put $250 of the refund toward my housing deposit?"),
        A("| | |\n|---|---|\n| Credit balance | ${{7205.20-6315|,.2f}} |\n| Housing deposit | −$250.00 |\n"
          "| **Refund to you** | **${{890.20-250|,.2f}}** |"),
    ),
    run(6, DEEPSEEK_R1,
        U("I'm in a Birch Hall double with the 14-meal plan. What does that work out to per week and per meal?"),
        HOUSING,
        A("<think>\nDouble 3180 / 16 weeks. Meals: 14 × 16 = {{14*16|d}} meals, 2120 / {{14*16|d}}.\n</think>\n\n"
          "- Room: $3,180.00 / 16 weeks = **${{3180/16|.2f}} per week**\n"
          "- Meals: {{14*16|d}} meals a term, so $2,120.00 / 224 = **${{2120/224|.2f}} per meal**"),
        U("If I move to a single after week 6, what's the extra charge?"),
        A("<think>\nWeeks remaining after week 6: {{16-6|d}}. Difference 3960 − 3180 = {{3960-3180|d}} per term; prorate by 10/16.\n</think>\n\n"
          "The single costs ${{3960-3180|,.2f}} more per term. Prorated for the {{16-6|d}} weeks left: "
          "${{3960-3180|d}} × 10 / 16 = **$[[478.50]]**.",
          why="780 × 10 / 16 is 487.50; the model swapped two digits"),
        U("Would the Block 160 plan be cheaper per meal?"),
        A("<think>\n1880 / 160 = {{1880/160|.2f}} per meal vs {{2120/224|.2f}}. Cheaper in total, dearer per meal.\n</think>\n\n"
          "Per meal, no: $1,880.00 / 160 = ${{1880/160|.2f}}, against ${{2120/224|.2f}} on the 14-a-week plan. In total it is "
          "${{2120-1880|,.2f}} cheaper for the term, but with {{224-160|d}} fewer meals."),
        U("How much is that saving as a percentage?"),
        A("<think>\n{{2120-1880|d}} / 2120.\n</think>\n\n${{2120-1880|,.2f}} / $2,120.00 is {{240/2120*100|.1f}} per cent of the "
          "14-meal plan's price."),
    ),
    run(7, MISTRAL_SMALL32,
        U("I'm an exchange student from ETH (H00544210). What do I owe, and in francs please?"),
        C("get_account", {"student_id": "H00544210", "term": "2026SP"}, account("H00544210", "2026SP", [
            charge("Tuition, 12 credit hours", 12432.0), charge("Exchange tuition waiver (100%)", -12432.0),
            charge("Technology fee", 145.0), charge("Student activity fee", 92.0), charge("Health services fee", 310.0),
            charge("Birch Hall, double", 3180.0), charge("Meal plan, 14 a week", 2120.0)], [])),
        C("get_international_payment_quote", {"student_id": "H00544210", "currency": "CHF"},
          {"pay_currency": "CHF", "usd_to_chf": 0.7968, "quote_valid_until": "2026-01-30", "provider": "Flywire"}),
        A("Balance USD 5,847.00 (tuition waived). At 0.7968: CHF {{ch(5847*0.7968)|s}}."),
        U("On the payment plan, per instalment?"),
        A("(5'847.00 + 40.00) / 4 = USD {{ch(5887/4)|s}}, about CHF {{ch(5887/4*0.7968)|s}} each; due 15.02., 15.03., "
          "15.04. and 15.05."),
        U("My Swiss insurance covers me. Without the health fee?"),
        A("USD {{ch(5847-310)|s}} = CHF {{ch(5537*0.7968)|s}}."),
        U("How long is the rate valid?"),
        A("Until 30.01.2026, so {{(date(2026,1,30)-date(2026,1,28)).days|d}} days."),
    ),
    run(8, LLAMA33_70B,
        U("What are the important deadlines left this term? I'm thinking about dropping a class."),
        FEES,
        A("The add/drop period ended on Monday, January 26, so dropping a class now counts as a withdrawal. The last day to "
          "withdraw with a W grade is Friday, April 3, which is {{(date(2026,4,3)-date(2026,1,28)).days|d}} days from "
          "today. Refunds of tuition are 75% until February 2, 50% until February 9, 25% until February 16 and nothing after "
          "that."),
        U("When do I have to decide to still get 50% back?"),
        A("By Monday, February 9, the last day of week 3. That's {{(date(2026,2,9)-date(2026,1,28)).days|d}} days from now."),
        U("And when is the last day to apply for graduation in May?"),
        A("The graduation application deadline for May is Friday, [[March 13]]. Your payment for this term is also due "
          "this Friday, January 30.",
          why="no tool gave a graduation application deadline; the model invented the date"),
        U("How many weeks of class are there after the withdrawal deadline?"),
        A("Classes end on May 8, so after April 3 there are {{(date(2026,5,8)-date(2026,4,3)).days//7|d}} weeks of "
          "class left."),
    ),
    run(9, GROK4,
        U("I overpaid. H00472630. Can I get the money back and how soon?"),
        C("get_account", {"student_id": "H00472630", "term": "2026SP"}, account("H00472630", "2026SP", [
            charge("Tuition, 13 credit hours", 5356.0), charge("Technology fee", 145.0), charge("Student activity fee", 92.0)],
            [{"date": "2026-01-05", "method": "card", "amount": 3000.0},
             {"date": "2026-01-21", "method": "check", "amount": 4838.5}])),
        C("get_student", {"student_id": "H00472630"},
          student("H00472630", "Tomasz Wójcik", "undergraduate", "resident",
                  mailing_address="1420 W Addison St, Apt 3B, Chicago, IL", direct_deposit=False)),
        A("Charges ${{5356+145+92|,.2f}}, payments ${{3000+4838.50|,.2f}}: you have a credit balance of "
          "**${{7838.50-5593|,.2f}}**. No direct deposit on file, so it goes out as a paper check within 10 business days."),
        U("Where will the check go?"),
        A("To your mailing address on file: 1420 W Addison St, Apt 3B, Chicago, IL [[60613]].",
          why="the record has no ZIP code; the model invented one"),
        U("Latest date it should go out?"),
        A("10 business days from today (Wed Jan 28) is **{{date(2026,2,11)|%a %b %d}}**."),
        U("With direct deposit instead?"),
        A("5 business days: by {{date(2026,2,4)|%a %b %d}}, a week sooner. Set it up in the portal first."),
    ),
    run(10, QWEN25_72B,
        U("I'm a grad student with a teaching assistantship. What do I pay this spring? H00561092"),
        C("get_account", {"student_id": "H00561092", "term": "2026SP"}, account("H00561092", "2026SP", [
            charge("Tuition, 9 credit hours (graduate)", 6192.0), charge("Technology fee", 145.0),
            charge("Student activity fee", 92.0), charge("Health services fee", 310.0)], [])),
        C("get_aid", {"student_id": "H00561092", "term": "2026SP"}, [
            {"award": "Graduate teaching assistantship tuition waiver", "kind": "percentage", "percent_of_tuition": 75},
            {"award": "TA stipend", "kind": "payroll", "monthly": 2150.0, "months": 4}]),
        FEES,
        A("**Tuition:** 9 × $688.00 = ${{9*688|,.2f}}\n**Waiver (75% of tuition):** −${{6192*0.75|,.2f}}\n"
          "**Tuition you pay:** ${{6192*0.25|,.2f}}\n**Fees:** ${{145+92+310|,.2f}}\n**Total due: ${{1548+547|,.2f}}**"),
        U("How much does the waiver save me exactly?"),
        A("The waiver covers **$[[4,614.00]]** of your $6,192.00 tuition.",
          why="75% of 6,192.00 is 4,644.00; the model wrote one digit off"),
        U("And what share of my stipend goes to the bill?"),
        A("Stipend for the term: 4 × $2,150.00 = **${{4*2150|,.2f}}**. The bill of ${{1548+547|,.2f}} is "
          "**{{2095/8600*100|.1f}}%** of it."),
        U("If I take 12 credits instead?"),
        A("**Tuition:** 12 × $688.00 = ${{12*688|,.2f}}\n**You pay {{100-75|d}}%:** ${{8256*0.25|,.2f}}\n"
          "**Total with fees: ${{2064+547|,.2f}}**, ${{2611-2095|,.2f}} more than now."),
    ),
    run(11, GPT41_NANO,
        U("bal for H00489914? due when? what if late"),
        C("get_account", {"student_id": "H00489914", "term": "2026SP"}, account("H00489914", "2026SP", [
            charge("Tuition, 12 credit hours", 4944.0), charge("Technology fee", 145.0), charge("Student activity fee", 92.0),
            charge("Health services fee", 310.0)],
            [{"date": "2026-01-14", "method": "529 plan", "amount": 3180.6}])),
        FEES,
        A("Balance ${{4944+145+92+310-3180.60|,.2f}}. Due Fri 30 Jan. Late: +$75 → ${{2310.40+75|,.2f}}."),
        U("if i pay feb 3?"),
        A("{{(date(2026,2,3)-date(2026,1,30)).days|d}} days late → $75 late fee, ${{2310.40+75|,.2f}} total."),
        U("payment plan instead?"),
        A("$40 fee + 4 × ${{2310.40/4|.2f}} (Feb 15–May 15). Total ${{2310.40+40|,.2f}}; cheaper than a late fee by "
          "${{75-40|d}}."),
        U("minimum to pay now to keep each instalment under $500?"),
        A("Plan max 4 × $500 = ${{4*500|,d}} → pay ${{2310.40-2000|.2f}} now."),
    ),
    run(12, HAIKU45,
        U("How many credits do I still need to graduate? I transferred in 24 credits. H00455718"),
        C("get_transcript", {"student_id": "H00455718", "summary": True}, {
            "student_id": "H00455718", "program": "BA Economics", "credits_required": 120,
            "halvorsen": {"credits": 45, "gpa": 3.18}, "transfer": {"credits": 24, "institution": "Lakeview CC"},
            "in_progress": {"term": "2026SP", "credits": 15}}),
        A("You have **{{45+24|d}} credits** counted toward the degree (45 at Halvorsen + 24 transferred), out of 120. "
          "That leaves **{{120-69|d}}**, or {{120-69-15|d}} after the 15 you're taking this spring."),
        U("At 15 a term, when would I finish?"),
        A("{{120-69-15|d}} credits after spring ÷ 15 = {{36/15|.1f}} terms, so **{{-(-36//15)|d}} more terms** after this one (the last "
          "one lighter, {{36-2*15|d}} credits), counting fall and spring only: fall, spring, then fall again."),
        U("My transfer GPA was 3.6. Does it raise my GPA?"),
        A("No. Transfer credits count toward hours, not GPA, so your Halvorsen GPA stays **3.18** on 45 credits."),
        U("What's the most my cumulative could be after spring?"),
        A("Straight A's on 15 credits: (45 × 3.18 + 15 × 4.0) / 60 = ({{45*3.18|.1f}} + {{15*4.0|.1f}}) / 60 = "
          "**{{(45*3.18+60)/60|.3f}}**."),
        anthropic=True),
    run(13, SONNET45,
        U("Which meal plan is the best deal? I eat about 2 meals a day, 6 days a week."),
        HOUSING,
        A("### Your meals\n\n2 × 6 = {{2*6|d}} meals a week, {{12*16|d}} over the 16-week term.\n\n"
          "### The plans\n\n| Plan | Price | Meals | Per meal you'd eat |\n|---|---|---|---|\n"
          "| Unlimited | $2,450.00 | unlimited | ${{2450/192|.2f}} |\n| 14 a week | $2,120.00 | {{14*16|d}} | "
          "${{2120/192|.2f}} |\n| Block 160 | $1,880.00 | 160 | short by {{192-160|d}} |\n\n"
          "The 14-a-week plan covers you; Block 160 runs out about {{160/12|.1f}} weeks in."),
        U("What would 32 extra meals cost at the door if I took Block 160? It's $12.50 a door meal."),
        A("### Block 160 plus door meals\n\n32 × $12.50 = ${{32*12.5|.2f}}; with the plan, ${{1880+400|,.2f}}, "
          "which is ${{2280-2120|.2f}} more than the 14-a-week plan."),
        U("And unlimited against 14 a week, per week?"),
        A("### Per week\n\nUnlimited about ${{2450/16|.0f}} against ${{2120/16|.2f}}: roughly ${{(2450-2120)/16|.0f}} more a week, "
          "${{2450-2120|.2f}} for the term."),
        U("Is the room more than the meals?"),
        A("### Room and board\n\nA Birch Hall double is $3,180.00, the 14-a-week plan $2,120.00: together "
          "${{3180+2120|,.2f}}, the room {{3180/5300*100|.0f}}% of it."),
        anthropic=True),
    run(14, KIMI_K2,
        U("I plan to withdraw from HIST 2300 on 5 Feb and from SOC 2100 on 12 Feb (3 credits each, resident). "
          "Refunds? H00508821"),
        FEES,
        C("get_courses", {"student_id": "H00508821", "term": "2026SP"}, [
            course("HIST 2300", "Modern Europe", 3, status="enrolled"),
            course("SOC 2100", "Social Theory", 3, status="enrolled"),
            course("ECON 2010", "Microeconomics", 3), course("POLS 2200", "Comparative Politics", 3),
            course("SPAN 2010", "Intermediate Spanish", 3)]),
        A("| Course | Withdrawal | Week | Refund | Tuition | Back |\n|---|---|---|---|---|---|\n"
          "| HIST 2300 | Thu 5 Feb | 3 | 50% | ${{3*412|,.2f}} | ${{1236*0.5|.2f}} |\n"
          "| SOC 2100 | Thu 12 Feb | 4 | 25% | ${{3*412|,.2f}} | ${{1236*0.25|.2f}} |\n"
          "| **Total** | | | | | **${{618+309|.2f}}** |"),
        U("Which ISO weeks were those?"),
        A("| Date | ISO week |\n|---|---|\n| 5 Feb 2026 | {{'%d-W%02d' % (date(2026,2,5).isocalendar()[0], date(2026,2,5).isocalendar()[1])|s}} |\n"
          "| 12 Feb 2026 | {{'%d-W%02d' % (date(2026,2,12).isocalendar()[0], date(2026,2,12).isocalendar()[1])|s}} |"),
        U("Would I still be full-time?"),
        A("| | |\n|---|---|\n| Credits before | {{5*3|d}} |\n| Withdrawn | {{2*3|d}} |\n| Now | {{15-6|d}} |\n"
          "| Full-time (12+) | No |"),
        U("And if I withdrew from both on 5 Feb?"),
        A("| | |\n|---|---|\n| Both at 50% | ${{2*1236*0.5|,.2f}} |\n| vs the plan | +$[[390.00]] |",
          why="1,236.00 − 927.00 is 309.00; the model swapped two digits"),
    ),
    run(15, DEEPSEEK_R1,
        U("Estimate a full year (fall + spring) for a resident at 15 credits a term with a Birch double and the 14-meal "
          "plan, and what a 25% scholarship would save."),
        FEES,
        HOUSING,
        A("<think>\nTuition 15 × 412 = {{15*412|d}} per term, {{15*412*2|d}} a year. Fees 145 + 92 + 310 = {{145+92+310|d}} per term (no lab). "
          "Room 3180, meals 2120. Assume fall rates equal spring.\n</think>\n\n"
          "Per term: tuition ${{15*412|,.2f}} + fees ${{145+92+310|,.2f}} + room $3,180.00 + meals $2,120.00 = "
          "${{6180+547+3180+2120|,.2f}}.\nFor the year (×2): **${{(6180+547+3180+2120)*2|,.2f}}**, assuming fall's rates "
          "match spring's."),
        U("And the 25% scholarship?"),
        A("<think>\nPercentage scholarships apply to tuition only: 25% of {{15*412*2|d}}.\n</think>\n\n"
          "It applies to tuition only: 25% of ${{6180*2|,.2f}} saves **$[[3,900.00]]** a year.",
          why="25% of 12,360.00 is 3,090.00; the model swapped two digits"),
        U("Per month over the 8 months of the two terms?"),
        A("<think>\nYear total minus the scholarship, over 8.\n</think>\n\n"
          "(${{24054-3090|,.2f}}) / 8 = **${{(24054-3090)/8|,.2f}}** a month."),
        U("What share of the year is housing and meals?"),
        A("<think>\n(3180 + 2120) × 2 = {{(3180+2120)*2|d}} over {{(6180+547+3180+2120)*2|d}}.\n</think>\n\n"
          "${{(3180+2120)*2|,.2f}} of ${{24054|,.2f}}: {{10600/24054*100|.1f}} per cent, before the scholarship."),
    ),
]
