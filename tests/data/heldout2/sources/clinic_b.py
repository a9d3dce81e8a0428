"""Clinic runs 21-40: kidney and glucose labs, tapers, pre-op, home readings, EOBs and holidays."""

from _clinic import POLICY, obs, patient, slot
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-11-20"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-mini-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20240620"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Meta-Llama-3.1-405B-Instruct"
LLAMA70 = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2407"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"


def c21() -> Run:
    return Run("clinic-21", GPT, POLICY, [
        U("How long is the wait at urgent care right now? I think I sprained my ankle."),
        C("get_urgent_care_status", {}, "Urgent Care (Building C) - status as of 2025-06-10 15:42 CDT\nPatients waiting: 7\nEstimated wait: 45-60 min\nX-ray available: yes\nLast patient accepted: 19:30"),
        A("I'm sorry about your ankle! Here's the current status of **Urgent Care (Building C)** as of 3:42 PM:\n\n"
          "- **Patients waiting:** 7\n- **Estimated wait:** 45-60 minutes\n- **X-ray:** available\n\n"
          "They accept the last patient at **7:30 PM**, and the building is at 2240 Lakeshore Dr. If the pain is severe or you can't put any weight on it, please consider the emergency room."),
        U("what's my copay there? Jamal Wright, 3/3/1990"),
        C("find_patient", {"name": "Jamal Wright", "dob": "1990-03-03"},
          patient("LFH-733018", "Jamal Wright", "1990-03-03", "QUARTZ-EPO-250", "QZ55031147", "Dr. Maria Lopez")),
        C("get_insurance", {"plan_code": "QUARTZ-EPO-250"},
          {"plan_code": "QUARTZ-EPO-250", "copays": {"primary_care": 20.0, "specialist": 40.0, "urgent_care": 50.0, "er": 200.0},
           "imaging": {"x_ray": "covered after copay"}}),
        A("Thanks, Jamal. Your plan **QUARTZ-EPO-250** has a **$50.00 copay** for urgent care, and an x-ray is covered after that copay. For comparison, the ER copay is **$200.00**."),
        U("can I check in online to save time?"),
        C("urgent_care_checkin", {"patient_id": "LFH-733018", "reason": "possible ankle sprain"},
          {"checkin_id": "UC-88012", "queue_position": 8, "estimated_call_time": "2025-06-10T21:40:00Z"}),
        A("You're checked in! 🎉\n\n- **Check-in ID:** UC-88012\n- **Queue position:** 8\n- **Estimated call time:** about **4:40 PM**\n\nHead to Building C a little before then."),
        U("do I need to bring anything"),
        A("Bring your **photo ID** and your **insurance card** (QUARTZ-EPO-250, member ID QZ55031147). Your copay of **$50.00** is collected at check-in."),
    ])


def c22() -> Run:
    labs = {"patient_id": "LFH-119840", "panel": "Basic metabolic panel", "collected": "2025-06-04T12:30:00Z", "status": "released",
            "results": [obs("2160-0", "Creatinine", 1.3, "mg/dL", 0.7, 1.3),
                        obs("33914-3", "eGFR", 58, "mL/min/1.73m2", 60, None, "L"),
                        obs("3094-0", "BUN", 22, "mg/dL", 7, 20, "H"),
                        obs("2951-2", "Sodium", 139, "mmol/L", 135, 145),
                        obs("2823-3", "Potassium", 4.6, "mmol/L", 3.5, 5.1)]}
    return Run("clinic-22", CLAUDE, POLICY, [
        U("Could you go over my kidney labs? William Foster, DOB 1/25/1963"),
        C("find_patient", {"name": "William Foster", "dob": "1963-01-25"},
          patient("LFH-119840", "William Foster", "1963-01-25", "MEDICARE-ADV-G1", "2FT7KD9AB40", "Dr. Paul Stein")),
        C("get_lab_results", {"patient_id": "LFH-119840", "latest": True}, labs),
        A("Of course, William. Your basic metabolic panel from June 4 has been released:\n\n"
          "- **Creatinine:** 1.3 mg/dL (reference 0.7-1.3), at the top of the range\n"
          "- **eGFR:** 58 mL/min/1.73m² (reference 60 or above), flagged low\n"
          "- **BUN:** 22 mg/dL (reference 7-20), flagged high\n"
          "- **Sodium:** 139 mmol/L (reference 135-145), within range\n"
          "- **Potassium:** 4.6 mmol/L (reference 3.5-5.1), within range\n\n"
          "Dr. Stein is the right person to explain what the eGFR and BUN mean for you."),
        U("my daughter is a nurse in the UK and wants the creatinine in micromoles"),
        A("Sure. To convert creatinine from mg/dL to µmol/L, multiply by 88.42:\n\n"
          "1.3 mg/dL × 88.42 = **{{1.3*88.42|.0f}} µmol/L**\n\n"
          "The reference range 0.7-1.3 mg/dL is about {{0.7*88.42|.0f}}-{{1.3*88.42|.0f}} µmol/L."),
        U("and she asked for the BUN creatinine ratio"),
        A("The BUN-to-creatinine ratio is 22 ÷ 1.3 = **{{22/1.3|.1f}}**. The lab report doesn't give a reference range for the ratio, so I'll leave its interpretation to Dr. Stein (or your daughter)."),
        U("how far under 60 is the eGFR"),
        A("Your eGFR of 58 is {{60-58|d}} points below the lower limit of 60 mL/min/1.73m²."),
        U("thanks, that's all"),
        A("You're welcome, William. Take care."),
    ], fmt="anthropic")


def c23() -> Run:
    slots = [slot("PT-1101", "2025-06-16T07:30:00-05:00", "Jordan Ellis, PT", 45, "Rehab Center, Building B"),
             slot("PT-1134", "2025-06-19T07:30:00-05:00", "Jordan Ellis, PT", 45, "Rehab Center, Building B"),
             slot("PT-1170", "2025-06-23T07:30:00-05:00", "Jordan Ellis, PT", 45, "Rehab Center, Building B"),
             slot("PT-1203", "2025-06-26T07:30:00-05:00", "Jordan Ellis, PT", 45, "Rehab Center, Building B")]
    return Run("clinic-23", GEMINI, POLICY, [
        U("PT referral says 2x a week. book early mornings. Daniel Okafor LFH-402256 dob 1984-02-14"),
        C("get_patient", {"patient_id": "LFH-402256", "dob": "1984-02-14"},
          patient("LFH-402256", "Daniel Okafor", "1984-02-14", "UHC-CHOICE-1500", "UHC908841123", "Dr. Anita Rao")),
        C("find_slots", {"service": "physical_therapy", "from": "2025-06-16", "to": "2025-06-27", "before": "09:00"}, slots),
        A("Early slots with Jordan Ellis, PT (Rehab Center, Building B), 45 min, all at 7:30 AM:\n* Mon June 16\n* Thu June 19\n* Mon June 23\n* Thu June 26\n\nBook all 4?"),
        U("yes"),
        C("book_series", {"patient_id": "LFH-402256", "slot_ids": ["PT-1101", "PT-1134", "PT-1170", "PT-1203"]},
          {"booked": ["APT-9940011", "APT-9940012", "APT-9940013", "APT-9940014"], "status": "booked"}),
        A("Booked: APT-9940011 to APT-9940014, June 16, 19, 23 and 26 at 7:30 AM."),
        U("copay for PT?"),
        C("get_insurance", {"plan_code": "UHC-CHOICE-1500"},
          {"plan_code": "UHC-CHOICE-1500", "copays": {"primary_care": 30.0, "specialist": 60.0, "physical_therapy": 40.0}, "pt_visits_per_year": 20, "pt_visits_used": 0}),
        A("$40.00 per visit, so ${{4*40|.2f}} for the 4. Your plan allows 20 PT visits a year; these use 4."),
    ])


def c24() -> Run:
    pa = {"request_id": "PA-2025-33017", "drug": "Adalimumab-adaz (Hyrimoz) 40 mg/0.4 mL pen", "status": "approved",
          "approved_through": "2026-06-09", "tier": 3, "copay_per_fill": 60.0, "specialty_pharmacy": "Optum Specialty, (855) 555-0127",
          "quantity": "2 pens per 28 days"}
    return Run("clinic-24", LLAMA70, POLICY, [
        U("Did my insurance approve the Hyrimoz? Aisha Mohammed, 11/30/1995"),
        C("find_patient", {"name": "Aisha Mohammed", "dob": "1995-11-30"},
          patient("LFH-512290", "Aisha Mohammed", "1995-11-30", "UHC-CHOICE-1500", "UHC908990214", "Dr. Maria Lopez")),
        C("get_prior_auth", {"patient_id": "LFH-512290", "drug": "Hyrimoz"}, pa),
        A("Good news, Aisha. Your prior authorization PA-2025-33017 for Adalimumab-adaz (Hyrimoz) 40 mg/0.4 mL pen has been approved through June 9, 2026.\n\n"
          "- Quantity: 2 pens per 28 days\n- It's a tier 3 drug, with a copay of $[[45.00]] per fill\n- It will be filled by Optum Specialty, (855) 555-0127",
          why="a copay quoted wrong: the prior authorization gives 60.0"),
        U("how much would that be for the year"),
        A("At one fill every 28 days, there are about {{365//28|d}} fills in a year. At $60.00 per fill, that's about ${{13*60|.2f}} per year. I should correct myself: the copay per fill is $60.00, as the authorization states; I quoted it wrong earlier. I apologize for the mistake."),
        U("ok. do I call Optum or do they call me"),
        A("The authorization doesn't say who makes the first contact. To be safe, you can call Optum Specialty at (855) 555-0127 and give them your name and date of birth; they should have the approval on file."),
    ])


def c25() -> Run:
    rx = [{"rx_id": "RX-7820337", "drug": "Prednisone", "strength": "10 mg", "form": "tablet",
           "sig": "Taper: 4 tablets daily for 3 days, then 3 tablets daily for 3 days, then 2 tablets daily for 3 days, then 1 tablet daily for 3 days, then stop",
           "quantity": 30, "refills_remaining": 0, "last_filled": "2025-06-09"}]
    return Run("clinic-25", QWEN, POLICY, [
        U("I got a prednisone taper and I'm confused. Hannah Schultz, DOB 1999-07-19."),
        C("find_patient", {"name": "Hannah Schultz", "dob": "1999-07-19"},
          patient("LFH-510873", "Hannah Schultz", "1999-07-19", "QUARTZ-EPO-250", "QZ55012984", "Dr. Maria Lopez")),
        C("get_prescriptions", {"patient_id": "LFH-510873", "active": True}, rx),
        A("Here is your prednisone 10 mg taper exactly as prescribed:\n\n"
          "- Days 1-3: 4 tablets daily ({{4*10|d}} mg a day)\n"
          "- Days 4-6: 3 tablets daily ({{3*10|d}} mg a day)\n"
          "- Days 7-9: 2 tablets daily ({{2*10|d}} mg a day)\n"
          "- Days 10-12: 1 tablet daily ({{1*10|d}} mg a day)\n"
          "- Then stop.\n\n"
          "The whole course is 12 days."),
        U("how many pills total? I only got 30"),
        A("Total tablets: 3 × (4 + 3 + 2 + 1) = 3 × 10 = {{3*(4+3+2+1)|d}} tablets. You received 30, which is exactly the full course."),
        U("I started yesterday, so when's my last day"),
        A("If day 1 was yesterday, June 9, then day 12 is {{date(2025,6,9)+timedelta(days=11)|%B %-d}}. That's your last day of 1 tablet; you stop after that."),
        U("ok thank you"),
        A("You're welcome, Hannah. If you have questions about side effects, please ask Dr. Lopez or your pharmacist."),
    ])


def c26() -> Run:
    return Run("clinic-26", MISTRAL, POLICY, [
        U("Do you have flu shots yet? Or covid boosters?"),
        C("get_policy", {"topic": "vaccines_walk_in"},
          "Walk-in vaccine clinic: Building A, room 114. Hours: Mon-Fri 9:00-11:30 and 13:00-16:30. Currently available: Tdap, shingles (Shingrix), pneumococcal (PCV20), hepatitis B. Influenza vaccine expected from 2025-09-02. COVID-19 2025-2026 formula: date not yet announced."),
        A("Not yet for either:\n\n- Flu vaccine: expected from September 2, 2025.\n- COVID-19 2025-2026 booster: no date announced yet.\n\n"
          "The walk-in vaccine clinic currently offers Tdap, shingles (Shingrix), pneumococcal (PCV20) and hepatitis B, in Building A, room 114, Monday to Friday 9:00-11:30 AM and 1:00-4:30 PM."),
        U("can I get shingrix today then"),
        A("Yes, walk-ins are available today until 4:30 PM. Please bring your insurance card."),
        U("do I need an appointment for the second dose?"),
        A("I don't have information on the Shingrix dose schedule in my tools. The nurse giving your first dose can tell you when the second one is due and whether it can also be a walk-in."),
        U("what's the room again"),
        A("Building A, room 114."),
    ])


def c27() -> Run:
    kids = [patient("LFH-880412", "Mia Alvarez", "2016-02-09", "WI-MEDICAID", "MA7732104419", "Dr. Grace Kim"),
            patient("LFH-880439", "Leo Alvarez", "2018-10-21", "WI-MEDICAID", "MA7732104427", "Dr. Grace Kim")]
    slots = [slot("SL-58801", "2025-06-20T15:00:00-05:00", "Dr. Grace Kim", 30), slot("SL-58802", "2025-06-20T15:30:00-05:00", "Dr. Grace Kim", 30),
             slot("SL-58830", "2025-06-23T09:00:00-05:00", "Dr. Grace Kim", 30)]
    return Run("clinic-27", GPT41, POLICY, [
        U("I need school physicals for both my kids, back to back if possible. Mia Alvarez 2/9/2016 and Leo Alvarez 10/21/2018"),
        C("find_patients", {"patients": [{"name": "Mia Alvarez", "dob": "2016-02-09"}, {"name": "Leo Alvarez", "dob": "2018-10-21"}]}, kids),
        C("find_slots", {"provider": "Dr. Grace Kim", "type": "well_child", "from": "2025-06-16", "to": "2025-06-27"}, slots),
        A("I found both **Mia** and **Leo**. Dr. Grace Kim has two back-to-back 30-minute well-child visits on **Friday, June 20**:\n\n"
          "- **3:00 PM** for one child\n- **3:30 PM** for the other\n\n"
          "That would keep you there for about an hour in total ({{2*30|d}} minutes of visits). Shall I book Mia at 3:00 and Leo at 3:30?"),
        U("yes"),
        C("book_appointment", {"patient_id": "LFH-880412", "slot_id": "SL-58801", "reason": "school physical"},
          {"appointment_id": "APT-9941207", "status": "booked", "start": "2025-06-20T15:00:00-05:00"}),
        C("book_appointment", {"patient_id": "LFH-880439", "slot_id": "SL-58802", "reason": "school physical"},
          {"appointment_id": "APT-9941208", "status": "booked", "start": "2025-06-20T15:30:00-05:00"}),
        A("Both are booked for **Friday, June 20**:\n\n| Child | Time | Appointment |\n|---|---|---|\n| Mia | 3:00 PM | APT-9941207 |\n| Leo | 3:30 PM | APT-9941208 |\n\nBring the school forms with you."),
        U("will medicaid cover it"),
        A("Their plan is **WI-MEDICAID**. My tools don't show a copay schedule for it, so I can't confirm the cost; the front desk can verify coverage at check-in."),
    ])


def c28() -> Run:
    pays = {"patient_id": "LFH-204117", "year": 2025, "payments": [
        {"date": "2025-01-17", "amount": 25.0, "for": "Office visit 2025-01-17", "method": "HSA card ****3381"},
        {"date": "2025-03-04", "amount": 142.6, "for": "Statement ST-2025-02-38813", "method": "HSA card ****3381"},
        {"date": "2025-04-22", "amount": 25.0, "for": "Office visit 2025-04-22", "method": "Visa ****0456"},
        {"date": "2025-05-30", "amount": 496.0, "for": "Statement ST-2025-05-40092", "method": "HSA card ****3381"}]}
    return Run("clinic-28", DEEPSEEK, POLICY, [
        U("I need a summary of what I paid this year for my HSA. Emily Carter, 1991-04-22"),
        C("find_patient", {"name": "Emily Carter", "dob": "1991-04-22"},
          patient("LFH-204117", "Emily Carter", "1991-04-22", "BCBS-PPO-500", "XKD884120317", "Dr. Anita Rao")),
        C("get_payments", {"patient_id": "LFH-204117", "year": 2025}, pays),
        A("Your 2025 payments so far:\n\n"
          "1. 2025-01-17: $25.00, office visit (HSA card ****3381)\n2. 2025-03-04: $142.60, statement ST-2025-02-38813 (HSA card ****3381)\n"
          "3. 2025-04-22: $25.00, office visit (Visa ****0456)\n4. 2025-05-30: $496.00, statement ST-2025-05-40092 (HSA card ****3381)\n\n"
          "Total paid: ${{25+142.6+25+496|.2f}}\nPaid with the HSA card: ${{25+142.6+496|.2f}}\nPaid with the Visa: $25.00"),
        U("can I get those as receipts?"),
        C("send_receipts", {"patient_id": "LFH-204117", "year": 2025}, "4 receipts sent to e***@gmail.com"),
        A("Done, 4 receipts were emailed to e***@gmail.com."),
        U("the visa one, can I reimburse myself from the HSA?"),
        A("I can't give tax or HSA advice. The Visa payment was $25.00 for the office visit on 2025-04-22, and its receipt is in the email; your HSA administrator can tell you how to reimburse yourself."),
        U("what was the biggest payment"),
        A("The largest was $496.00 on 2025-05-30 for statement ST-2025-05-40092, paid with the HSA card ****3381."),
    ])


def c29() -> Run:
    growth = {"patient_id": "LFH-880439", "measurements": [
        {"date": "2024-06-14", "weight_kg": 20.4, "height_cm": 114.5, "weight_percentile": 62, "height_percentile": 58},
        {"date": "2025-06-06", "weight_kg": 22.9, "height_cm": 120.8, "weight_percentile": 64, "height_percentile": 60}]}
    return Run("clinic-29", SONNET37, POLICY, [
        U("Leo Alvarez, born 10/21/2018. How much did he grow this past year? I need it in pounds and inches for his grandma."),
        C("find_patient", {"name": "Leo Alvarez", "dob": "2018-10-21"},
          patient("LFH-880439", "Leo Alvarez", "2018-10-21", "WI-MEDICAID", "MA7732104427", "Dr. Grace Kim")),
        C("get_growth", {"patient_id": "LFH-880439"}, growth),
        A("Here's Leo's growth between his last two measurements (June 14, 2024 and June 6, 2025):\n\n"
          "**Weight:** 20.4 kg → 22.9 kg, a gain of {{22.9-20.4|.1f}} kg.\n"
          "In pounds: 20.4 × 2.2046 = {{20.4*2.2046|.1f}} lb → 22.9 × 2.2046 = {{22.9*2.2046|.1f}} lb, a gain of about **{{(22.9-20.4)*2.2046|.1f}} lb**.\n\n"
          "**Height:** 114.5 cm → 120.8 cm, a gain of {{120.8-114.5|.1f}} cm.\n"
          "In inches: 114.5 ÷ 2.54 = {{114.5/2.54|.1f}} in → 120.8 ÷ 2.54 = {{120.8/2.54|.1f}} in, a gain of about **{{(120.8-114.5)/2.54|.1f}} in**.\n\n"
          "His percentiles stayed similar: weight went from the 62nd to the 64th, and height from the 58th to the 60th."),
        U("how tall is he in feet and inches"),
        A("120.8 cm is {{120.8/2.54|.1f}} inches, which is {{int(120.8/2.54//12)|d}} feet {{120.8/2.54-36|.1f}} inches, so just under 4 feet."),
    ], fmt="anthropic")


def c30() -> Run:
    pend = {"patient_id": "LFH-627735", "orders": [
        {"order_id": "LAB-551902", "test": "Urine albumin/creatinine ratio", "collected": "2025-06-09T14:00:00Z", "status": "resulted_pending_review"},
        {"order_id": "LAB-551903", "test": "Lipid panel", "collected": "2025-06-09T14:00:00Z", "status": "released",
         "results": [obs("2093-3", "Cholesterol, total", 181, "mg/dL", None, 200), obs("2085-9", "HDL cholesterol", 52, "mg/dL", 40, None),
                     obs("13457-7", "LDL cholesterol (calc)", 104, "mg/dL", None, 100, "H"), obs("2571-8", "Triglycerides", 126, "mg/dL", None, 150)]}]}
    return Run("clinic-30", PRO, POLICY, [
        U("Are my urine and cholesterol results back? Thomas Greene 06/04/1979"),
        C("find_patient", {"name": "Thomas Greene", "dob": "1979-06-04"},
          patient("LFH-627735", "Thomas Greene", "1979-06-04", "AETNA-HMO-20", "W441093382", "Dr. Henry Wu")),
        C("get_lab_orders", {"patient_id": "LFH-627735", "since": "2025-06-01"}, pend),
        A("Both were collected on June 9.\n\n"
          "**Lipid panel** (released):\n* Total cholesterol: 181 mg/dL (ref. under 200)\n* HDL: 52 mg/dL (ref. 40 or above)\n* LDL (calc): 104 mg/dL (ref. under 100), flagged high\n* Triglycerides: 126 mg/dL (ref. under 150)\n\n"
          "**Urine albumin/creatinine ratio**: resulted, but Dr. Wu hasn't reviewed and released it yet, so I can't share it."),
        U("when will he release it"),
        A("There's no release date in the record. Results are usually released after the clinician reviews them; you'll get a portal notification when it's available."),
        U("is 104 bad"),
        A("It's flagged high because it's above the lab's reference of under 100 mg/dL, by {{104-100|d}} mg/dL. I can't tell you what it means for you medically; Dr. Wu can."),
    ])


def c31() -> Run:
    old = patient("LFH-733018", "Jamal Wright", "1990-03-03", "QUARTZ-EPO-250", "QZ55031147", "Dr. Maria Lopez")
    return Run("clinic-31", MINI, POLICY, [
        U("I changed jobs and have new insurance. Jamal Wright, 3/3/1990. New plan is Anthem Blue PPO, member id ANT662019458, group 40018."),
        C("find_patient", {"name": "Jamal Wright", "dob": "1990-03-03"}, old),
        C("verify_insurance", {"payer": "Anthem", "member_id": "ANT662019458", "group": "40018", "dob": "1990-03-03"},
          {"eligible": True, "plan_code": "ANTHEM-BLUE-PPO-1000", "effective": "2025-06-01",
           "copays": {"primary_care": 35.0, "specialist": 70.0, "urgent_care": 75.0, "er": 300.0}, "deductible": 1000.0, "deductible_met": 0.0}),
        A("Your new coverage checks out! ✅\n\n"
          "- **Plan:** ANTHEM-BLUE-PPO-1000, effective **June 1, 2025**\n- **Member ID:** [[ANT662014958]]\n- **Group:** 40018\n\n"
          "**Copays:** primary care $35.00, specialist $70.00, urgent care $75.00, ER $300.00\n"
          "**Deductible:** $1,000.00 (none met yet)\n\nShall I update your record to the new plan?",
          why="a member id with two digits swapped (ANT662019458)"),
        U("yes. how does it compare to my old one for a regular visit"),
        C("update_insurance", {"patient_id": "LFH-733018", "plan_code": "ANTHEM-BLUE-PPO-1000", "member_id": "ANT662019458", "group": "40018"},
          {"patient_id": "LFH-733018", "plan_code": "ANTHEM-BLUE-PPO-1000", "updated": True}),
        C("get_insurance", {"plan_code": "QUARTZ-EPO-250"},
          {"plan_code": "QUARTZ-EPO-250", "copays": {"primary_care": 20.0, "specialist": 40.0, "urgent_care": 50.0, "er": 200.0}}),
        A("Your record is updated to **ANTHEM-BLUE-PPO-1000**.\n\nFor a regular (primary care) visit, your old plan's copay was **$20.00** and the new one is **$35.00**, so **${{35-20|.2f}} more** per visit."),
        U("ugh ok"),
        A("Sorry it's gone up! Anything else I can help with?"),
    ])


def c32() -> Run:
    return Run("clinic-32", COMMAND, POLICY, [
        U("Are you open on the 4th of July? And the Friday after?"),
        C("get_holiday_hours", {"from": "2025-07-01", "to": "2025-07-07"},
          [{"date": "2025-07-04", "main_clinic": "closed", "urgent_care": "09:00-17:00"},
           {"date": "2025-07-05", "main_clinic": "closed", "urgent_care": "08:00-20:00"}]),
        A("For the Independence Day holiday:\n\n"
          "- **Friday, July 4:** the main clinic is closed. Urgent care is open with reduced hours, 9:00 AM to 5:00 PM.\n"
          "- **Saturday, July 5:** the main clinic is also closed; urgent care keeps its normal hours, 8:00 AM to 8:00 PM.\n\n"
          "July 4th falls on a Friday this year, so the Friday after would be July 11, which has regular hours (7:30 AM to 6:00 PM)."),
        U("ok so urgent care on the 4th is 8 hours"),
        A("Yes, 9:00 AM to 5:00 PM is 8 hours, compared with 12 hours on a normal day."),
        U("what about the 3rd, thursday"),
        A("July 3 isn't listed as a holiday, so regular hours apply: 7:30 AM to 6:00 PM."),
    ])


def c33() -> Run:
    bp = {"patient_id": "LFH-330912", "device": "Omron BP7450", "readings": [
        {"t": "2025-06-03T07:12:00-05:00", "sys": 148, "dia": 88, "pulse": 71},
        {"t": "2025-06-04T07:05:00-05:00", "sys": 142, "dia": 85, "pulse": 68},
        {"t": "2025-06-05T07:20:00-05:00", "sys": 151, "dia": 90, "pulse": 74},
        {"t": "2025-06-06T07:09:00-05:00", "sys": 139, "dia": 84, "pulse": 70},
        {"t": "2025-06-07T08:01:00-05:00", "sys": 145, "dia": 87, "pulse": 72}],
        "target": {"sys_below": 130, "dia_below": 80}}
    return Run("clinic-33", LLAMA, POLICY, [
        U("My home BP cuff uploads to you guys. What's my average this week? Gloria Martinez 12/30/1957"),
        C("find_patient", {"name": "Gloria Martinez", "dob": "1957-12-30"},
          patient("LFH-330912", "Gloria Martinez", "1957-12-30", "MEDICARE-ADV-G1", "1EG4TE5MK72", "Dr. Henry Wu")),
        C("get_home_readings", {"patient_id": "LFH-330912", "type": "blood_pressure", "days": 7}, bp),
        A("Hi Gloria. Your Omron BP7450 uploaded 5 morning readings from June 3 to June 7:\n\n"
          "June 3: 148/88, June 4: 142/85, June 5: 151/90, June 6: 139/84, June 7: 145/87\n\n"
          "Average systolic: (148 + 142 + 151 + 139 + 145) / 5 = {{(148+142+151+139+145)/5|.0f}}\n"
          "Average diastolic: (88 + 85 + 90 + 84 + 87) / 5 = {{(88+85+90+84+87)/5|.1f}}\n\n"
          "So your average is about {{(148+142+151+139+145)/5|.0f}}/{{(88+85+90+84+87)/5|.0f}}. The target in your record is below 130/80."),
        U("which was my best day"),
        A("June 6 had your lowest reading, 139/84, with a pulse of 70."),
        U("should I call the doctor"),
        A("I can't give medical advice, but your readings are above the target Dr. Wu set for you, so it's reasonable to let his team know. I can send a message to Dr. Wu's care team with these readings, or you can call (608) 555-0190. Would you like me to send the message?"),
        U("yes send it"),
        C("send_care_team_message", {"patient_id": "LFH-330912", "to": "Dr. Henry Wu care team",
                                     "body": "Patient reports home BP readings June 3-7 averaging 145/87 (target <130/80). Requests review."},
          {"message_id": "MSG-2207714", "status": "delivered"}),
        A("Message sent to Dr. Wu's care team (MSG-2207714). They usually reply through the patient portal."),
    ])


def c34() -> Run:
    labs = {"patient_id": "LFH-225093", "collected": "2025-06-09T13:20:00Z", "status": "released",
            "results": [obs("1558-6", "Glucose, fasting", 118, "mg/dL", 70, 99, "H"),
                        obs("4548-4", "Hemoglobin A1c", 6.6, "%", 4.0, 5.6, "H")]}
    return Run("clinic-34", QWEN, POLICY, [
        U("What was my fasting glucose? I want it in mmol/L for my meter. LFH-225093, DOB 1972-10-08"),
        C("get_patient", {"patient_id": "LFH-225093", "dob": "1972-10-08"},
          patient("LFH-225093", "Marcus Reed", "1972-10-08", "AETNA-HMO-20", "W330182274", "Dr. Henry Wu")),
        C("get_lab_results", {"patient_id": "LFH-225093", "latest": True}, labs),
        A("Hi Marcus. Your fasting glucose on June 9 was 118 mg/dL, which is flagged high (the lab's reference range is [[70-110]] mg/dL).\n\n"
          "In mmol/L: 118 ÷ 18 = {{118/18|.1f}} mmol/L.",
          why="a reference range quoted wrong: the lab gives 70-99"),
        U("and what's the normal range in mmol/L"),
        A("The lab's range is 70-99 mg/dL, which is {{70/18|.1f}}-{{99/18|.1f}} mmol/L. (I misstated the upper limit before; the report says 99.)"),
        U("ok. and the a1c"),
        A("Your A1c from the same draw is 6.6%, above the reference range of 4.0-5.6%."),
    ])


def c35() -> Run:
    pre = {"procedure": "Laparoscopic cholecystectomy", "surgeon": "Dr. Owen Patel", "date": "2025-06-17",
           "scheduled_start": "2025-06-17T12:30:00Z", "arrive_minutes_before": 120, "location": "Lakeside Surgical Center, 2300 Lakeshore Dr, 2nd floor",
           "npo": "No solid food after midnight. Clear liquids allowed until 2 hours before arrival.",
           "medication_holds": [{"drug": "Metformin ER 500 mg", "instruction": "Do not take the evening before or the morning of surgery"},
                                {"drug": "Empagliflozin 10 mg", "instruction": "Stop 3 days before surgery (last dose 2025-06-13)"}],
           "driver_required": True}
    return Run("clinic-35", OPUS, POLICY, [
        U("I'm having gallbladder surgery next week. What time do I need to be there and what do I need to stop? Marcus Reed, LFH-225093, 10/8/1972"),
        C("get_patient", {"patient_id": "LFH-225093", "dob": "1972-10-08"},
          patient("LFH-225093", "Marcus Reed", "1972-10-08", "AETNA-HMO-20", "W330182274", "Dr. Henry Wu")),
        C("get_preop_instructions", {"patient_id": "LFH-225093"}, pre),
        A("Of course, Marcus. Here are your pre-operative instructions for your laparoscopic cholecystectomy with Dr. Owen Patel on Tuesday, June 17.\n\n"
          "**Timing:** the procedure is scheduled to start at 7:30 AM Central. You need to arrive 120 minutes before, so please be there by **5:30 AM** at Lakeside Surgical Center, 2300 Lakeshore Dr, 2nd floor.\n\n"
          "**Eating and drinking:** no solid food after midnight. Clear liquids are allowed until 2 hours before arrival, which means until 3:30 AM.\n\n"
          "**Medications:**\n- **Metformin ER 500 mg:** do not take it the evening before or the morning of surgery.\n"
          "- **Empagliflozin 10 mg:** stop 3 days before surgery; your last dose is Friday, June 13.\n\n"
          "**Transport:** you'll need a driver to take you home."),
        U("Wait, 3:30 AM for liquids? So basically nothing after 3:30?"),
        A("Yes, that's right. Clear liquids are allowed until 2 hours before your 5:30 AM arrival, so your last clear liquids should be by 3:30 AM. Solid food stops at midnight."),
        U("and the other meds? losartan?"),
        A("The instructions only list holds for Metformin ER and Empagliflozin. Losartan isn't mentioned, so I can't tell you whether to take it that morning. Please ask Dr. Patel's team; I can send them a message if you'd like."),
    ], fmt="anthropic")


def c36() -> Run:
    acct = {"patient_id": "LFH-840226", "balance": 50.0, "items": [
        {"date": "2025-05-21", "description": "No-show fee (APT-9911823)", "amount": 50.0, "waivable": True, "waivers_used_this_year": 0}]}
    return Run("clinic-36", GPT, POLICY, [
        U("Why do I owe $50? Priya Shah, 08/11/1988"),
        C("find_patient", {"name": "Priya Shah", "dob": "1988-08-11"},
          patient("LFH-840226", "Priya Shah", "1988-08-11", "BCBS-PPO-500", "XKD884771203", "Dr. Grace Kim")),
        C("get_account", {"patient_id": "LFH-840226"}, acct),
        A("The **$50.00** is a **no-show fee** for appointment **APT-9911823** on **May 21, 2025**. The good news: this fee is **waivable**, and you haven't used a waiver yet this year. Would you like me to request the waiver?"),
        U("yes please, I was sick that day"),
        C("waive_fee", {"patient_id": "LFH-840226", "item": "APT-9911823"}, {"waived": True, "new_balance": 0.0, "waivers_used_this_year": 1}),
        A("Done! The no-show fee has been **waived** and your balance is now **$0.00**. Note that this used your **1** waiver for this year."),
        U("can you also check I have no other balances"),
        A("Your account shows only that one item, and after the waiver your balance is **$0.00**. You have nothing else outstanding."),
    ])


def c37() -> Run:
    return Run("clinic-37", MISTRAL, POLICY, [
        U("How much is a sports physical for my son? Is it covered by insurance?"),
        C("get_policy", {"topic": "sports_physicals"},
          "Sports physicals (pre-participation exams) are a flat $35.00 self-pay fee, not billed to insurance. Visit length 20 minutes. WIAA form required for Wisconsin high school athletes; bring it completed on page 1. If done during an annual well-child visit, no extra fee."),
        A("A sports physical costs a flat $35.00, paid by you; it isn't billed to insurance. The visit takes 20 minutes.\n\n"
          "If your son is a Wisconsin high school athlete, bring the WIAA form with page 1 completed. Also: if the sports physical is done as part of his annual well-child visit, there's no extra fee."),
        U("he had his well child in January"),
        A("In that case the $35.00 flat fee would apply for a separate sports physical, unless his care team can use the January visit for the form. I'd suggest asking them."),
        U("for 2 kids then 70 bucks"),
        A("Yes, 2 × $35.00 = ${{2*35|.2f}}."),
        U("can I book them both on a saturday"),
        C("find_slots", {"type": "sports_physical", "day_of_week": "Saturday", "from": "2025-06-14", "to": "2025-06-28"},
          [slot("SL-59102", "2025-06-14T09:00:00-05:00", "Dr. Grace Kim"), slot("SL-59103", "2025-06-14T09:20:00-05:00", "Dr. Grace Kim")]),
        A("Yes: Saturday, June 14 at 9:00 AM and 9:20 AM with Dr. Grace Kim, back to back (20 minutes each). Would you like both? I'll need each child's name and date of birth."),
    ])


def c38() -> Run:
    inr = {"patient_id": "LFH-119840", "test": "INR", "value": 2.4, "therapeutic_range": {"low": 2.0, "high": 3.0},
           "collected": "2025-06-09T15:15:00Z", "status": "released",
           "warfarin_plan": {"tablet_strength": "5 mg", "schedule": "5 mg daily, except 7.5 mg on Mondays and Fridays", "next_inr": "2025-06-23"}}
    return Run("clinic-38", FLASH, POLICY, [
        U("INR result? William Foster 01/25/1963"),
        C("find_patient", {"name": "William Foster", "dob": "1963-01-25"},
          patient("LFH-119840", "William Foster", "1963-01-25", "MEDICARE-ADV-G1", "2FT7KD9AB40", "Dr. Paul Stein")),
        C("get_inr", {"patient_id": "LFH-119840"}, inr),
        A("INR 2.4 (June 9), within the therapeutic range 2.0-3.0. Warfarin plan unchanged: 5 mg daily, 7.5 mg Mondays and Fridays. Next INR June 23."),
        U("how many mg a week is that"),
        A("5 days × 5 mg + 2 days × 7.5 mg = {{5*5+2*7.5|.0f}} mg per week."),
        U("and with 5 mg tablets how many tablets a week"),
        A("{{40/5|.0f}} tablets: 1 on five days, 1½ on Mondays and Fridays."),
        U("next test is a monday?"),
        A("June 23, 2025 is a Monday, yes."),
    ])


def c39() -> Run:
    sched = {"patient_id": "LFH-512290", "program": "Allergen immunotherapy (cluster build-up)", "vial": "Vial 3 (1:100 v/v)",
             "next_dose_ml": 0.25, "last_dose": {"date": "2025-06-05", "dose_ml": 0.2, "vial": "Vial 3 (1:100 v/v)", "reaction": "none"},
             "observation_minutes": 30, "shot_clinic_hours": "Tue/Thu 13:00-17:30"}
    return Run("clinic-39", GPT, POLICY, [
        U("What dose is my next allergy shot and when can I come? Aisha Mohammed, 11/30/1995"),
        C("find_patient", {"name": "Aisha Mohammed", "dob": "1995-11-30"},
          patient("LFH-512290", "Aisha Mohammed", "1995-11-30", "UHC-CHOICE-1500", "UHC908990214", "Dr. Maria Lopez")),
        C("get_immunotherapy", {"patient_id": "LFH-512290"}, sched),
        A("Here's where you are in your **allergen immunotherapy** (cluster build-up):\n\n"
          "- **Last dose:** June 5, 2025: **0.2 mL** from **Vial 3 (1:100 v/v)**, no reaction\n"
          "- **Next dose:** **0.25 mL** from the same vial, an increase of **{{0.25-0.2|.2f}} mL**\n\n"
          "The shot clinic is open **Tuesdays and Thursdays, 1:00-5:30 PM**. You'll need to stay for **30 minutes** of observation after the shot, so arrive by **5:00 PM** at the latest."),
        U("today's tuesday right? I can be there at 4:45"),
        A("Yes, today is Tuesday, June 10. Arriving at **4:45 PM** gives you time for the shot and the **30-minute** wait before the clinic closes at **5:30 PM**."),
        U("how many mL until I reach the top dose?"),
        A("The record only shows your next dose (0.25 mL); it doesn't list the maintenance dose, so I can't tell you how many steps remain. The shot clinic nurses can walk you through the rest of the build-up schedule."),
    ])


def c40() -> Run:
    eob = {"member_id": "XKD884120317", "plan_code": "BCBS-PPO-500", "claims": [
        {"claim_id": "CLM-80431127", "date_of_service": "2025-05-02", "provider": "Lakeside Family Health", "billed": 310.0, "allowed": 186.5, "plan_paid": 161.5, "patient_resp": 25.0, "applied_to_deductible": 0.0},
        {"claim_id": "CLM-80431166", "date_of_service": "2025-05-02", "provider": "Lakeside Lab Services", "billed": 212.0, "allowed": 96.4, "plan_paid": 0.0, "patient_resp": 96.4, "applied_to_deductible": 96.4},
        {"claim_id": "CLM-80459020", "date_of_service": "2025-05-19", "provider": "Lakeside Imaging", "billed": 880.0, "allowed": 412.0, "plan_paid": 224.8, "patient_resp": 187.2, "applied_to_deductible": 131.0}],
        "deductible": 500.0, "deductible_met_ytd": 401.0}
    return Run("clinic-40", CLAUDE, POLICY, [
        U("I'm confused by my EOB from May. Emily Carter, DOB 4/22/1991. Can you explain what I owe and why?"),
        C("find_patient", {"name": "Emily Carter", "dob": "1991-04-22"},
          patient("LFH-204117", "Emily Carter", "1991-04-22", "BCBS-PPO-500", "XKD884120317", "Dr. Anita Rao")),
        C("get_eob", {"member_id": "XKD884120317", "month": "2025-05"}, eob),
        A("Of course. Your May EOB has three claims:\n\n"
          "1. **Office visit, May 2** (CLM-80431127): billed $310.00, allowed $186.50. The plan paid $161.50 and you owe your **$25.00** copay.\n"
          "2. **Lab work, May 2** (CLM-80431166): billed $212.00, allowed $96.40. The full $96.40 went to your deductible, so the plan paid $0.00 and you owe **$96.40**.\n"
          "3. **Imaging, May 19** (CLM-80459020): allowed $412.00. $131.00 was applied to your deductible, then 20% of the remaining ${{412-131|.2f}} (${{(412-131)*0.2|.2f}}) is your coinsurance. So you owe **$187.20**, and the plan paid $224.80.\n\n"
          "**Total you owe for May:** $25.00 + $96.40 + $187.20 = **${{25+96.4+187.2|.2f}}**"),
        U("How much of my deductible is left now?"),
        A("Your deductible is $500.00 and you've met $401.00 so far this year, so you have **$[[109.00]]** left. After that, you'll just pay the 20% coinsurance on covered services (and copays where they apply).",
          why="a remaining deductible that does not add up: 500 - 401 = 99"),
        U("Wait, 500 minus 401 is 99"),
        A("You're absolutely right, I apologize for the arithmetic error. $500.00 - $401.00 = **${{500-401|.2f}}**. You have $99.00 of your deductible left."),
    ], fmt="anthropic")


RUNS = [c21(), c22(), c23(), c24(), c25(), c26(), c27(), c28(), c29(), c30(),
        c31(), c32(), c33(), c34(), c35(), c36(), c37(), c38(), c39(), c40()]
