"""property runs: a property-management and home-rental assistant (Harbor & Pine, tools designed
for this set: tenants, leases, units with square footage and room areas, rent ledgers, renewal
offers, maintenance tickets with dates and times, owners' units and HOA statements, building
add-ons, short-stay listings with weekend rates, cleaning fees, extra guests and an 11.5%
occupancy tax; utility bills, HOA statements and move-out inspections as plain text), with
prorated move-in and move-out rent, pet rent, a 4% late fee after the 5th, deposits less
deductions returned within 21 days, bills split by occupants, by room area and by days, early
termination at two months' rent; tool results and answers written here, in the styles of Claude
Sonnet 4 and Claude Haiku 4.5 (Anthropic envelopes), DeepSeek-R1 (reasoning prose first),
DeepSeek-V3, Gemini 2.0 Flash (bold bullets), Grok 3 (casual, `≈`, `k`), GPT-4.1 (headed
bullets) and GPT-4.1 nano, Qwen2.5-72B (numbered), Command A (`→`), Llama 3.3 70B (plain), Amazon
Nova Pro (tables), Mistral Large (French spacing `1 880,00 $`, `14h30`); dates as `06/15`,
`Mon 22/06`, `8 Aug`, `Tue 23 Jun`; times as `8:40am`, `1:10pm`, `14h30`."""

from _heldout16_models import (COMMAND_A, DEEPSEEK_R1, DEEPSEEK_V3, GEMINI20_FLASH, GPT41, GPT41_NANO, GROK3, HAIKU45,
                               LLAMA33_70B, MISTRAL_LARGE, NOVA_PRO, QWEN25_72B, SONNET4)
from _heldout16_property import POLICY, entry, lease, tenant, ticket, unit
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"property-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def minutes(expr: str, form: str = "'%dh%02d'") -> str:
    """A duration from a count of minutes, as an expression: `4h30`."""
    return f"{form} % (({expr})//60, ({expr})%60)"


ALDER = "2210 Alder Court Ave, Unit {}, Tacoma, WA 98403"

RUNS = [
    run(1, SONNET4,
        U("Hi! I'm moving into unit 4B at Alder Court on July 12. What do I owe at move-in? Lease L-2207. I have a cat."),
        C("get_lease", {"lease_id": "L-2207"},
          lease("L-2207", "AC-4B", ["Priya Raman"], "2026-07-12", "2027-07-31", 1860.0, 1860.0, pets=1)),
        C("get_unit", {"unit_id": "AC-4B"}, unit("AC-4B", "Alder Court", ALDER.format("4B"), 930, 2)),
        A("Here's what's due at move-in for unit 4B:\n\n"
          "- Prorated July rent: $1,860.00 ÷ 31 days × {{(date(2026,7,31)-date(2026,7,12)).days+1|d}} days (July 12–31) "
          "= ${{1860/31*20|,.2f}}\n- Prorated pet rent: $35 ÷ 31 × 20 = ${{35/31*20|.2f}}\n"
          "- Security deposit (one month's rent): $1,860.00\n\n"
          "**Total at move-in: ${{1860/31*20+35/31*20+1860|,.2f}}**"),
        U("And from August on?"),
        A("From August 1 it's the full month: $1,860.00 + $35.00 pet rent = **${{1860+35|,.2f}}**, due on the 1st, "
          "with a grace period through the 5th."),
        U("How much is that per square foot? And per day in July?"),
        A("- Per square foot: $1,860.00 ÷ 930 sq ft = **${{1860/930|.2f}}** a month, or ${{1860/930*12|.2f}} a year\n"
          "- Per day in July: $1,860.00 ÷ 31 = **${{1860/31|.2f}}**"),
        U("What will I have paid in rent by the end of the lease?"),
        A("Your lease runs to July 31, 2027:\n\n- July 2026 (prorated): ${{1860/31*20|,.2f}}\n"
          "- August 2026 to July 2027: 12 × $1,860.00 = ${{12*1860|,.2f}}\n"
          "- **Rent: ${{1200+22320|,.2f}}**, plus ${{35/31*20+12*35|.2f}} in pet rent"),
        anthropic=True),
    run(2, DEEPSEEK_R1,
        U("Why is my balance $836? I paid June rent. Tenant id T-5512."),
        C("get_tenant", {"tenant_id": "T-5512"},
          tenant("T-5512", "Marcus Bell", "marcus.bell@example.com", "253-555-0184", ["BH-2C"], ["L-1940"])),
        C("get_rent_ledger", {"lease_id": "L-1940"},
          {"lease_id": "L-1940", "monthly_rent": 2150.0,
           "entries": [entry("2026-05-01", "charge", 2150.0, "Rent May 2026"), entry("2026-05-03", "payment", -2150.0, "ACH"),
                       entry("2026-06-01", "charge", 2150.0, "Rent June 2026"),
                       entry("2026-06-06", "late_fee", 86.0, "Late fee 4%"),
                       entry("2026-06-09", "payment", -1400.0, "Check #1182")],
           "balance": 836.0}),
        A("Let me trace the ledger. May was charged 2,150 and paid in full on May 3. June's 2,150 was charged on June 1. "
          "Nothing came in by the 5th, so on the 6th the late fee of 4% of the rent was added: 0.04 × 2,150. Then a check "
          "for 1,400 on June 9. So 2,150 plus the fee minus 1,400 should give the balance. Let me check it matches 836.\n\n"
          "Your June payment of $1,400.00 (check #1182, June 9) covered only part of the rent:\n\n"
          "- June rent: $2,150.00\n- Late fee (4% of rent, charged June 6): ${{0.04*2150|.2f}}\n"
          "- Payment: −$1,400.00\n- **Balance: ${{2150+86-1400|.2f}}**"),
        U("If I pay the rest today, what did June cost me in total?"),
        A("The total for June is the rent plus the late fee; the 836 today plus the 1,400 already paid should equal it.\n\n"
          "**June in total: ${{2150+86|,.2f}}**, of which $86.00 is the late fee."),
        U("What share of the rent had I paid?"),
        A("1,400 / 2,150 ≈ 0.651, so about two thirds.\n\nYou had paid **{{1400/2150*100|.1f}}%** of June's rent; "
          "${{2150-1400|.2f}} ({{750/2150*100|.1f}}%) was still open."),
        U("What's the latest I can pay July without a fee?"),
        A("The grace period ends on the 5th, and the fee is charged on the 6th. The fee would be the same 4% of the rent.\n\n"
          "Pay by **July 5**; from {{date(2026,7,5)+timedelta(days=1)|%B %-d}} another $[[68.00]] late fee is added.",
          why="4% of $2,150.00 is $86.00 (the ledger's fee); the model swapped the digits"),
    ),
    run(3, GEMINI20_FLASH,
        U("Can you split this month's electric and water bill for unit 3 at Cedar House? We're 4 people: Ana and Ben in "
          "room A, Chloe in B, Dev in C. Our lease says water by room area."),
        C("get_unit", {"unit_id": "CH-3"},
          unit("CH-3", "Cedar House", "88 Cedar St, Unit 3, Tacoma, WA 98405", 1310, 3, rooms={"A": 180, "B": 140, "C": 120})),
        C("get_utility_bill", {"unit_id": "CH-3", "month": "2026-05"},
          "PUGET CITY UTILITIES - STATEMENT\nAccount: 4471-20983   Service address: 88 Cedar St Unit 3\n"
          "Period: 05/01/2026 - 05/31/2026 (31 days)\n\nElectric: 812 kWh @ $0.1325/kWh ........ $107.59\n"
          "Base charge ........................... $12.00\nElectric subtotal ..................... $119.59\n"
          "Water/sewer: 4,620 gal ................ $88.00\n\nTOTAL DUE by 06/21/2026 ............... $207.59"),
        A("**Electric ($119.59), split by occupant (4):**\n* **Each person:** ${{119.59/4|.2f}}\n\n"
          "**Water ($88.00), split by room area (180 + 140 + 120 = {{180+140+120|d}} sq ft):**\n"
          "* **Room A:** ${{88*180/440|.2f}}\n* **Room B:** ${{88*140/440|.2f}}\n* **Room C:** ${{88*120/440|.2f}}"),
        U("so what does each person pay in total?"),
        A("* **Ana:** ${{119.59/4|.2f}} + ${{88*180/440/2|.2f}} (half of room A's water) = **${{29.90+36/2|.2f}}**\n"
          "* **Ben:** $29.90 + $18.00 = **${{29.90+18|.2f}}**\n* **Chloe:** $29.90 + ${{88*140/440|.2f}} = **$[[75.90]]**\n"
          "* **Dev:** $29.90 + ${{88*120/440|.2f}} = **${{29.90+24|.2f}}**\n\n"
          "The shares add up to 1¢ more than the bill because of rounding.",
          why="$29.90 + $28.00 is $57.90; the model swapped two digits"),
        U("When is it due and how many days do we have?"),
        A("* **Due:** June 21, 2026\n* **Days left:** {{(date(2026,6,21)-date(2026,6,17)).days|d}} days from today"),
        U("What's the electric use per day?"),
        A("* **Usage:** 812 kWh over 31 days = **{{812/31|.1f}} kWh a day**\n* **Cost:** ${{119.59/31|.2f}} a day"),
    ),
    run(4, GROK3,
        U("how much for Juniper Loft Jul 9 to Jul 13, 4 of us?"),
        C("search_listings", {"name": "Juniper Loft"},
          [{"listing_id": "SS-118", "name": "Juniper Loft", "nightly_rate": 189.0, "weekend_rate": 229.0,
            "cleaning_fee": 80.0, "base_occupancy": 4, "max_occupancy": 6, "min_nights": 2}]),
        C("check_availability", {"listing_id": "SS-118", "check_in": "2026-07-09", "check_out": "2026-07-13"},
          {"available": True, "nights": [{"date": "2026-07-09", "day": "Thu"}, {"date": "2026-07-10", "day": "Fri"},
                                         {"date": "2026-07-11", "day": "Sat"}, {"date": "2026-07-12", "day": "Sun"}]}),
        A("Juniper Loft is open Jul 9–13 🎉 That's 4 nights:\n\n- Thu + Sun at $189: ${{2*189|d}}\n"
          "- Fri + Sat (weekend rate) at $229: ${{2*229|d}}\n- Cleaning: $80\n- Subtotal: ${{378+458+80|d}}\n"
          "- Occupancy tax 11.5%: ${{916*0.115|.2f}}\n\n**Total: ${{916*1.115|,.2f}}**, so ≈ ${{916*1.115/1000|.2f}}k"),
        U("per person per night?"),
        A("${{1021.34|,.2f}} / 4 people / 4 nights ≈ $[[68.83]] each per night. Not bad for a loft 😎",
          why="1,021.34 / 16 is 63.83; the model wrote one digit off"),
        U("what if 6 of us come"),
        A("Base occupancy is 4, so +2 guests × $25 × 4 nights = ${{2*25*4|d}} more before tax → subtotal "
          "${{916+200|,d}}, total ${{1116*1.115|,.2f}}. Per person per night that's ≈ ${{1116*1.115/6/4|.2f}}, cheaper "
          "per head."),
        U("how much of that is tax"),
        A("11.5% of ${{916+200|,d}} = ${{1116*0.115|.2f}} ≈ {{1116*0.115|.0f}} bucks."),
    ),
    run(5, GPT41,
        U("I moved out of Birch Hollow #12 on June 5. When do I get my deposit back and how much? Tenant T-3306."),
        C("get_tenant", {"tenant_id": "T-3306"},
          tenant("T-3306", "Helena Vos", "helena.vos@example.com", "253-555-0127", ["BW-12"], ["L-1588"])),
        C("get_lease", {"lease_id": "L-1588"},
          lease("L-1588", "BW-12", ["Helena Vos"], "2024-06-01", "2026-05-31", 2400.0, 2400.0, move_out_date="2026-06-05")),
        C("get_move_out_inspection", {"lease_id": "L-1588"},
          "MOVE-OUT INSPECTION - Birch Hollow #12\nInspected: 06/08/2026 by R. Ortega\n\n"
          "Bedroom 2 - carpet cleaning (pet stains) ......... $180.00\n"
          "Living room - wall patching and paint .......... $265.50\n"
          "Kitchen - replace blinds (2 @ $37.00) .......... $74.00\n"
          "Keys - 1 mailbox key not returned .............. $45.00\n\n"
          "TOTAL DEDUCTIONS: $564.50\nNotes: appliances clean; no other damage."),
        C("get_rent_ledger", {"lease_id": "L-1588"},
          {"lease_id": "L-1588", "monthly_rent": 2400.0,
           "entries": [entry("2026-05-01", "charge", 2400.0, "Rent May 2026"), entry("2026-05-01", "payment", -2400.0, "ACH"),
                       entry("2026-06-05", "charge", 400.0, "Holdover June 1-5 (prorated)")],
           "balance": 400.0}),
        A("### Deposit\n- Deposit held: $2,400.00\n- Deductions (inspection of 06/08): $564.50\n"
          "- Holdover rent June 1–5: $400.00 (still open on your ledger)\n- **Refund: $[[1,453.50]]**\n\n"
          "### Timing\n- Within 21 days of your move-out on June 5: by **{{date(2026,6,5)+timedelta(days=21)|%B %-d}}**",
          why="2,400.00 − 564.50 − 400.00 is 1,435.50; the model swapped two digits"),
        U("check the deductions add up"),
        A("### Deductions\n- $180.00 + $265.50 + $74.00 + $45.00 = ${{180+265.5+74+45|.2f}} ✔\n"
          "- Blinds: 2 × $37.00 = ${{2*37|.2f}} ✔"),
        U("what share of my deposit am I losing?"),
        A("### Share of the deposit\n- Deductions and holdover: ${{564.5+400|.2f}} of $2,400.00 = "
          "**{{964.5/2400*100|.1f}}%**\n- Deductions alone: {{564.5/2400*100|.1f}}%"),
        U("was the 400 right?"),
        A("### Holdover\n- June has 30 days: $2,400.00 ÷ 30 = ${{2400/30|.2f}} a day\n"
          "- June 1–5, 5 days × $80.00 = **${{5*80|.2f}}** ✔"),
    ),
    run(6, QWEN25_72B,
        U("My AC stopped working Monday morning and the leak under my sink from last Friday is still not fixed. "
          "Unit MV-7 at Maple View."),
        C("get_maintenance_tickets", {"unit_id": "MV-7"},
          [ticket("MT-40913", "MV-7", "2026-06-15T08:40:00", "urgent", "AC not cooling, 82F inside", "in_progress",
                  first_response_at="2026-06-15T13:10:00", technician="K. Aldana"),
           ticket("MT-40877", "MV-7", "2026-06-12T16:20:00", "routine", "Slow leak under kitchen sink", "open",
                  scheduled_for="2026-06-18T09:00:00")]),
        A("I'm sorry for the trouble. Here is where both tickets stand:\n\n"
          "1. **AC (MT-40913, urgent):** opened Monday 06/15 at 8:40am. The first response came at 1:10pm, "
          "{{" + minutes("13*60+10-(8*60+40)") + "|s}} later, which is {{13*60+10-(8*60+40)-240|d}} minutes beyond the "
          "4-hour target for urgent tickets. It is in progress with K. Aldana.\n"
          "2. **Sink leak (MT-40877, routine):** opened Friday 06/12 at 4:20pm. Routine tickets are scheduled within 3 "
          "business days, so by Wednesday 06/17; it is scheduled for Thursday 06/18 at 9:00am, one business day late."),
        U("how long has the AC ticket been open now?"),
        A("1. Opened: 2026-06-15 08:40\n2. Now: 2026-06-17 10:05\n3. Open for **{{(2*24*60+10*60+5-(8*60+40))//60|d}} "
          "hours {{(10*60+5-(8*60+40))%60|d}} minutes**, that is 2 days {{" + minutes("10*60+5-(8*60+40)") + "|s}}."),
        U("how long until the sink visit?"),
        A("1. From now (10:05 on 06/17) to 9:00 on 06/18: **{{(24*60+9*60-(10*60+5))//60|d}} h "
          "{{(24*60+9*60-(10*60+5))%60|d}} min**."),
        U("can you log a new one: bathroom fan is very noisy"),
        C("create_ticket", {"unit_id": "MV-7", "priority": "routine", "summary": "Bathroom exhaust fan noisy"},
          ticket("MT-41002", "MV-7", "2026-06-17T10:06:00", "routine", "Bathroom exhaust fan noisy", "open")),
        A("1. Logged: **MT-41002**, routine, opened at 10:06 today.\n2. It will be scheduled within 3 business days, "
          "by **{{date(2026,6,22)|%a %d/%m}}**."),
    ),
    run(7, DEEPSEEK_V3,
        U("I own unit 1107 at Harborview Towers. What are my HOA dues now with the special assessment? owner id O-2231"),
        C("get_owner", {"owner_id": "O-2231"}, {"owner_id": "O-2231", "name": "Gloria Mendes", "units": ["HT-1107"], "autopay": True}),
        C("get_unit", {"unit_id": "HT-1107"},
          unit("HT-1107", "Harborview Towers", "500 Harbor Blvd, Unit 1107, Tacoma, WA 98402", 1240, 2)),
        C("get_hoa_statement", {"unit_id": "HT-1107"},
          "HARBORVIEW TOWERS OWNERS ASSOCIATION\nUnit 1107 - Statement date: 06/01/2026\n\n"
          "Monthly dues (July 2026 - June 2027): 412.00\n"
          "Roof replacement special assessment: 1,800.00, payable in 6 monthly installments starting 07/01/2026\n"
          "Reserve fund contribution: included in dues\nPrevious balance: 0.00\n\n"
          "Dues are due on the 1st; late charge 25.00 after the 15th."),
        A("Your monthly dues are **$412.00**. The roof special assessment of $1,800.00 in 6 installments adds "
          "**${{1800/6|.2f}}** a month from July 1, so from July through December 2026 you'll pay "
          "**${{412+300|.2f}}** a month, and $412.00 again from January 2027."),
        U("What's that over the year July to June?"),
        A("- Dues: 12 × $412.00 = ${{12*412|,.2f}}\n- Assessment: $1,800.00\n- **Total: ${{4944+1800|,.2f}}**, an "
          "average of **${{6744/12|.2f}}** a month"),
        U("per square foot?"),
        A("With 1,240 sq ft, the dues are **${{412/1240|.3f}}** per sq ft a month; with the assessment, "
          "**${{712/1240|.3f}}**."),
        U("if I pay July late, on the 20th, what's due?"),
        A("July: $412.00 + ${{1800/6|.2f}} + $25.00 late charge = **$[[773.00]]**.",
          why="412 + 300 + 25 is 737.00; the model swapped two digits"),
    ),
    run(8, COMMAND_A,
        U("My renewal offer came in. Lease L-2051. Is it worth it?"),
        C("get_lease", {"lease_id": "L-2051"},
          lease("L-2051", "AC-2A", ["Jonah Whitaker", "Lena Whitaker"], "2025-08-01", "2026-07-31", 2040.0, 2040.0)),
        C("get_renewal_offer", {"lease_id": "L-2051"},
          {"lease_id": "L-2051", "term_months": 12, "new_start": "2026-08-01", "increase_pct": 3.5, "new_rent": 2111.4,
           "respond_by": "2026-06-30", "alt_term_months": 6, "alt_increase_pct": 5.0, "alt_new_rent": 2142.0}),
        A("→ Current rent: $2,040.00\n→ 12-month renewal: +3.5% = $2,111.40, i.e. ${{2111.4-2040|.2f}} more a month, "
          "${{71.4*12|.2f}} more over the year\n→ 6-month renewal: +5% = $2,142.00, ${{2142-2040|.2f}} more a month\n"
          "→ Respond by June 30 ({{(date(2026,6,30)-date(2026,6,17)).days|d}} days from today)"),
        U("total for 12 months vs two 6 month terms at the 6 month rate?"),
        A("→ 12 months at $2,111.40 = ${{12*2111.4|,.2f}}\n→ 12 months at $2,142.00 = ${{12*2142|,.2f}}\n"
          "→ The 12-month term saves $[[376.20]]",
          why="25,704.00 − 25,336.80 is 367.20; the model swapped two digits"),
        U("what would the new deposit be? is it one month's rent?"),
        A("→ Yes, one month's rent: $2,111.40 on the 12-month term\n→ You'd top up ${{2111.4-2040|.2f}} on your "
          "$2,040.00 deposit"),
        U("split between the two of us?"),
        A("→ Rent each: $2,111.40 / 2 = ${{2111.4/2|,.2f}} a month\n→ The increase each: ${{71.4/2|.2f}} a month"),
    ),
    run(9, LLAMA33_70B,
        U("How much rent have I paid this year? Lease L-1733."),
        C("get_rent_ledger", {"lease_id": "L-1733"},
          {"lease_id": "L-1733", "monthly_rent": 1725.0,
           "entries": [entry("2026-01-01", "charge", 1725.0, "Rent January 2026"), entry("2026-01-02", "payment", -1725.0, "ACH"),
                       entry("2026-02-01", "charge", 1725.0, "Rent February 2026"), entry("2026-02-03", "payment", -1725.0, "ACH"),
                       entry("2026-03-01", "charge", 1725.0, "Rent March 2026"),
                       entry("2026-03-06", "late_fee", 69.0, "Late fee 4%"), entry("2026-03-07", "payment", -1794.0, "ACH"),
                       entry("2026-04-01", "charge", 1725.0, "Rent April 2026"), entry("2026-04-01", "payment", -1725.0, "ACH"),
                       entry("2026-05-01", "charge", 1725.0, "Rent May 2026"), entry("2026-05-04", "payment", -1725.0, "ACH"),
                       entry("2026-06-01", "charge", 1725.0, "Rent June 2026"), entry("2026-06-02", "payment", -1725.0, "ACH")],
           "balance": 0.0}),
        A("You have paid $1,725.00 in January, February, April, May and June, and $1,794.00 in March, which included "
          "the $69.00 late fee. In total you have paid ${{5*1725+1794|,.2f}} so far this year, of which "
          "${{6*1725|,.2f}} was rent. Your balance is $0.00."),
        U("How much would I have saved without the late fee? And what's my average monthly payment?"),
        A("Without the March late fee you would have saved $69.00. Your average monthly payment so far is "
          "${{10419/6|,.2f}}."),
        U("how much will I pay for the whole year if I pay on time the rest of the year?"),
        A("The remaining six months, July to December, at $1,725.00 come to ${{6*1725|,.2f}}, so the year would total "
          "$[[20,796.00]].", why="10,419.00 + 10,350.00 is 20,769.00; the model swapped two digits"),
        U("and the late fee was 4%?"),
        A("Yes. 4% of $1,725.00 is ${{0.04*1725|.2f}}, charged on March 6 because the rent was not paid by March 5."),
    ),
    run(10, NOVA_PRO,
        U("I'm owner O-1187. Give me the rent roll for my units at Fern Street."),
        C("get_owner", {"owner_id": "O-1187"},
          {"owner_id": "O-1187", "name": "Terrence Oyelowo", "units": ["FS-101", "FS-102", "FS-201", "FS-202"], "autopay": False}),
        C("get_units", {"unit_ids": ["FS-101", "FS-102", "FS-201", "FS-202"]},
          [unit("FS-101", "Fern Street", "14 Fern St, Unit 101, Tacoma, WA 98406", 720, 1, monthly_rent=1450.0, status="occupied"),
           unit("FS-102", "Fern Street", "14 Fern St, Unit 102, Tacoma, WA 98406", 810, 1, monthly_rent=1590.0, status="occupied"),
           unit("FS-201", "Fern Street", "14 Fern St, Unit 201, Tacoma, WA 98406", 720, 1, monthly_rent=1480.0,
                status="vacant", vacant_since="2026-05-20"),
           unit("FS-202", "Fern Street", "14 Fern St, Unit 202, Tacoma, WA 98406", 1015, 2, monthly_rent=1960.0, status="occupied")]),
        A("| Unit | Sq ft | Rent | $/sq ft | Status |\n|---|---|---|---|---|\n| FS-101 | 720 | $1,450 | "
          "{{1450/720|.2f}} | occupied |\n| FS-102 | 810 | $1,590 | {{1590/810|.2f}} | occupied |\n| FS-201 | 720 | $1,480 | "
          "{{1480/720|.2f}} | vacant since May 20 |\n| FS-202 | 1,015 | $1,960 | {{1960/1015|.2f}} | occupied |\n"
          "| **Total** | **{{720+810+720+1015|,d}}** | **${{1450+1590+1480+1960|,d}}** | | **3 of 4 occupied** |\n\n"
          "Collected rent: ${{6480-1480|,d}} a month; occupancy {{3/4*100|.0f}}%."),
        U("what am I losing a month on the vacant one, and so far?"),
        A("| Period | Days | Lost rent |\n|---|---|---|\n| May 20–31 | {{31-20+1|d}} | ${{1480/31*12|.2f}} |\n"
          "| June 1–17 | 17 | ${{1480/30*17|.2f}} |\n| **So far** | **{{12+17|d}}** | **$[[1,441.57]]** |\n\n"
          "A full month vacant costs $1,480.",
          why="572.90 + 838.67 is 1,411.57; the model wrote one digit off"),
        U("yearly gross if fully rented?"),
        A("| | Amount |\n|---|---|\n| Monthly | ${{1450+1590+1480+1960|,d}} |\n| Yearly | ${{6480*12|,d}} |"),
        U("avg rent per sq ft across all four?"),
        A("| Rent | Sq ft | $/sq ft |\n|---|---|---|\n| ${{1450+1590+1480+1960|,d}} | {{720+810+720+1015|,d}} | {{6480/3265|.2f}} |"),
    ),
    run(11, HAIKU45,
        U("Booking request: Saltbox Cottage, Fri Jul 24 to Mon Jul 27, 6 adults. Total?"),
        C("search_listings", {"name": "Saltbox Cottage"},
          [{"listing_id": "SS-204", "name": "Saltbox Cottage", "nightly_rate": 245.0, "weekend_rate": 295.0,
            "cleaning_fee": 115.0, "base_occupancy": 4, "max_occupancy": 8, "min_nights": 3}]),
        C("check_availability", {"listing_id": "SS-204", "check_in": "2026-07-24", "check_out": "2026-07-27"},
          {"available": True, "nights": [{"date": "2026-07-24", "day": "Fri"}, {"date": "2026-07-25", "day": "Sat"},
                                         {"date": "2026-07-26", "day": "Sun"}]}),
        A("**Saltbox Cottage, 24–27 Jul (3 nights, 6 guests)**\n\n- Fri + Sat at $295: ${{2*295|d}}\n- Sun at $245: $245\n"
          "- Extra guests: 2 × $25 × 3 nights = ${{2*25*3|d}}\n- Cleaning: $115\n- Subtotal: ${{590+245+150+115|,d}}\n"
          "- Occupancy tax 11.5%: ${{1100*0.115|.2f}}\n\n**Total: ${{1100*1.115|,.2f}}**"),
        U("per person?"),
        A("**${{1100*1.115/6|.2f}}** per guest for the stay, about ${{1226.5/6/3|.2f}} per night."),
        U("If we only book 4 people what's the saving?"),
        A("Without the extra-guest fee you'd save ${{150*1.115|.2f}} (the ${{2*25*3|d}} plus its tax), for a total of "
          "**${{(1100-150)*1.115|,.2f}}**."),
        U("How many days until check-in?"),
        A("**[[39]] days** from today (Wed 17 Jun) to Fri 24 Jul.",
          why="June 17 to July 24 is 37 days; the model wrote 39"),
        anthropic=True),
    run(12, GPT41_NANO,
        U("break lease L-2330 and leave Aug 15. cost?"),
        C("get_lease", {"lease_id": "L-2330"},
          lease("L-2330", "BH-4D", ["Sunita Rao"], "2026-01-01", "2026-12-31", 1980.0, 1980.0)),
        A("Fee: 2 × $1,980 = ${{2*1980|,.2f}}. Rent to Aug 15: July in full + Aug 1–15 = $1,980 / 31 × 15 = "
          "${{1980/31*15|.2f}}."),
        U("total from now then (june's paid)"),
        A("$1,980 + ${{1980/31*15|.2f}} + ${{2*1980|,d}} = ${{1980+958.06+3960|,.2f}}."),
        U("vs staying to end of lease?"),
        A("Jul–Dec: 6 × $1,980 = ${{6*1980|,.2f}}. Leaving costs ${{11880-6898.06|,.2f}} less."),
        U("deposit back?"),
        A("$1,980 within 21 days of Aug 15 → by {{date(2026,8,15)+timedelta(days=21)|%b %-d}}, less deductions."),
    ),
    run(13, MISTRAL_LARGE,
        U("Hello, I'm in unit 6C at Alder Court (lease L-2118). I'd like covered parking and a storage locker. What would "
          "my monthly total be?"),
        C("get_lease", {"lease_id": "L-2118"},
          lease("L-2118", "AC-6C", ["Élodie Marchand"], "2025-10-01", "2026-09-30", 1745.0, 1745.0)),
        C("get_building_addons", {"building": "Alder Court"},
          [{"addon": "parking_covered", "monthly": 95.0, "available": 2},
           {"addon": "parking_open", "monthly": 60.0, "available": 5},
           {"addon": "storage_locker_S", "monthly": 25.0, "available": 0},
           {"addon": "storage_locker_L", "monthly": 40.0, "available": 3}]),
        A("Bonjour Élodie. The small lockers are all taken, so here is the calculation with a large one:\n\n"
          "- Rent: 1 745,00 $\n- Covered parking: 95,00 $\n- Storage locker L: 40,00 $\n"
          "- **Total per month: {{fr(1745+95+40)|s}} $** (add-ons {{fr(95+40)|s}} $, i.e. {{fr(135/1745*100, '.1f')|s}} % "
          "of the rent)"),
        U("And until my lease ends, from July?"),
        A("From July 1 to September 30, 3 months:\n\n- Add-ons: 3 × {{fr(95+40)|s}} $ = {{fr(3*135)|s}} $\n"
          "- Rent and add-ons: 3 × {{fr(1745+95+40)|s}} $ = {{fr(3*1880)|s}} $"),
        U("Also, what address do I give for parcels?"),
        C("get_unit", {"unit_id": "AC-6C"}, unit("AC-6C", "Alder Court", ALDER.format("6C"), 1105, 2)),
        A("Use: **2210 Alder Court Ave, Unit 6C, Tacoma, WA [[98430]]**.",
          why="the unit's postcode is 98403; the model swapped the last two digits"),
        U("And when is the pest control visit?"),
        C("get_maintenance_tickets", {"unit_id": "AC-6C"},
          [ticket("MT-40950", "AC-6C", "2026-06-16T11:15:00", "routine", "Quarterly pest control", "scheduled",
                  scheduled_for="2026-06-23T14:30:00", window_minutes=90)]),
        A("Pest control (MT-40950) is scheduled for **{{date(2026,6,23)|%a %-d %b}} at 14h30**, with a 90-minute window, "
          "so until {{" + minutes("14*60+30+90", "'%dh%02d'") + "|s}}."),
    ),
    run(14, SONNET4,
        U("Our gas bill came. I've lived here the whole period; my roommate moved in May 13. Can you split it fairly by "
          "days? Unit RW-5."),
        C("get_utility_bill", {"unit_id": "RW-5", "month": "2026-05"},
          "NORTHWEST GAS CO.\nService: 17 Rowan Way #5\nBilling period: May 1 - May 30, 2026 (30 days)\n"
          "Therms used: 38\nGas charges: $52.44\nDelivery charges: $31.20\nTaxes: $6.36\nAmount due: $90.00\n"
          "Due date: June 25, 2026"),
        C("get_lease", {"lease_id": "L-2419"},
          lease("L-2419", "RW-5", ["Owen Park", "Ravi Menon"], "2025-11-01", "2026-10-31", 1890.0, 1890.0,
                utility_split="occupants",
                occupants=[{"name": "Owen Park", "move_in": "2025-11-01"}, {"name": "Ravi Menon", "move_in": "2026-05-13"}])),
        A("Here's a split by the days each of you lived there during the 30-day period:\n\n"
          "- Ravi: May 13–30 = {{30-13+1|d}} days\n- You: 30 days\n- Together: {{30+18|d}} person-days\n\n"
          "**Your share:** $90.00 × 30/48 = **${{90*30/48|.2f}}**\n**Ravi's share:** $90.00 × 18/48 = "
          "**${{90*18/48|.2f}}**"),
        U("what's the cost per therm?"),
        A("$90.00 ÷ 38 therms = **${{90/38|.2f}}** per therm all-in; the gas charges alone are ${{52.44/38|.2f}} per "
          "therm."),
        U("And if we'd just split it in half?"),
        A("Half would be ${{90/2|.2f}} each, so Ravi would pay ${{45-33.75|.2f}} more than his share by days."),
        U("When's it due?"),
        A("June 25, 2026: {{(date(2026,6,25)-date(2026,6,17)).days|d}} days from today."),
        anthropic=True),
    run(15, HAIKU45,
        U("I'm giving notice: moving out July 18 when my lease ends. Lease L-2075, I have 2 dogs. What's my last rent?"),
        C("get_lease", {"lease_id": "L-2075"},
          lease("L-2075", "MV-3", ["Dana Ilić"], "2025-07-19", "2026-07-18", 1640.0, 1640.0, pets=2)),
        A("Your lease ends July 18, so July is prorated:\n\n- Rent: $1,640 ÷ 31 × 18 days = **${{1640/31*18|.2f}}**\n"
          "- Pet rent for 2 dogs: 2 × $35 ÷ 31 × 18 = **${{70/31*18|.2f}}**\n"
          "- **July total: ${{1640/31*18+70/31*18|,.2f}}**"),
        U("deposit back when?"),
        A("Within 21 days of July 18: by **{{date(2026,7,18)+timedelta(days=21)|%-d %b}}**, less any deductions."),
        U("How much did the lease cost me overall, rent and pets?"),
        A("Rent and pets come to $1,640 + ${{2*35|d}} = ${{1640+70|,d}} a month. The two partial Julys (July 19–31, 2025 and "
          "July 1–18, 2026) add up to 31 days, one full month, so the lease is exactly 12 months: "
          "12 × $1,710 = **${{12*1710|,.2f}}**."),
        U("per dog per year?"),
        A("$35 × 12 = **${{35*12|d}}** per dog."),
        anthropic=True),
]
