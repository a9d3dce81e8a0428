"""Logistics runs 1-20: tracking, rates, customs, pickups, claims, written as several models write."""

from _logistics import POLICY, events, shipment, text
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2411"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"


def l01() -> Run:
    s = shipment("NSF7734019826", "in_transit", "Ground", "Chicago, IL 60607", "Denver, CO 80205",
                 12.4, (40, 30, 25), "2025-03-19T23:00:00Z",
                 events(("2025-03-17T15:05:00Z", "picked_up", "Chicago, IL"),
                        ("2025-03-17T22:48:00Z", "departed_facility", "Chicago, IL"),
                        ("2025-03-18T11:42:00Z", "arrived_at_hub", "Omaha, NE")),
                 signature_required=False)
    return Run("logistics-01", GPT, POLICY, [
        U("Hi, where is my package? Tracking NSF7734019826, it's going to 80205."),
        C("track_shipment", {"tracking_number": "NSF7734019826", "postal_code": "80205"}, s),
        A("Thanks! Here's the latest on **NSF7734019826**:\n\n"
          "- **Status:** In transit (Ground)\n"
          "- **Last scan:** Arrived at the **Omaha, NE** hub on March 18 at **6:42 AM CDT**\n"
          "- **Estimated delivery:** **Wednesday, March 19, by 5:00 PM MDT** (Denver time)\n\n"
          "No signature is required, so the driver can leave it at your door."),
        U("how heavy is it in pounds? I need to know if I can carry it up the stairs lol"),
        A("The package weighs **12.4 kg**, which is about **{{12.4*2.20462|.1f}} lb**. It measures 40 × 30 × 25 cm (roughly {{40/2.54|.0f}} × {{30/2.54|.0f}} × {{25/2.54|.0f}} inches), so it should be manageable for one person."),
        U("ok and when did it leave chicago"),
        A("It departed the Chicago facility on **March 17 at 5:48 PM CDT** (22:48 UTC), after being picked up earlier that day at 10:05 AM CDT."),
        U("great thanks"),
        A("You're welcome! Is there anything else I can help you with?"),
    ])


def l02() -> Run:
    rates = {"origin": "Toronto, ON M5V 3L9", "destination": "Boston, MA 02118", "currency": "CAD",
             "billable_weight_kg": 25.5, "fuel_surcharge_pct": 7.5,
             "services": [
                 {"service": "Economy", "base_fee": 9.5, "rate_per_kg": 1.85, "transit_days": "5-7"},
                 {"service": "Standard", "base_fee": 12.0, "rate_per_kg": 2.4, "transit_days": "3-4"},
                 {"service": "Express", "base_fee": 18.0, "rate_per_kg": 3.95, "transit_days": "1-2"}]}
    return Run("logistics-02", CLAUDE, POLICY, [
        U("I need to send 3 boxes from Toronto (M5V 3L9) to Boston (02118). Each box is 8.5 kg and 35x35x30 cm. What would it cost?"),
        A("Happy to help with a quote. First, let me work out the billable weight for your three boxes.\n\n"
          "- Actual weight: 3 × 8.5 kg = {{3*8.5|.1f}} kg\n"
          "- Dimensional weight per box: 35 × 35 × 30 / 5000 = {{35*35*30/5000|.2f}} kg, so {{3*35*35*30/5000|.2f}} kg for all three\n\n"
          "The actual weight is higher, so you'll be billed on {{3*8.5|.1f}} kg. Let me pull the rates."),
        C("get_rates", {"origin_postal": "M5V 3L9", "destination_postal": "02118", "weight_kg": 25.5, "pieces": 3}, rates),
        A("Here are the options for 25.5 kg from Toronto to Boston (prices in CAD):\n\n"
          "**Economy** (5-7 days): $9.50 + 25.5 kg × $1.85 = $9.50 + ${{25.5*1.85|.2f}} = **${{9.5+25.5*1.85|.2f}}**\n"
          "**Standard** (3-4 days): $12.00 + 25.5 kg × $2.40 = $12.00 + ${{25.5*2.4|.2f}} = **${{12+25.5*2.4|.2f}}**\n"
          "**Express** (1-2 days): $18.00 + 25.5 kg × $3.95 = $18.00 + ${{25.5*3.95|.2f}} = **${{18+25.5*3.95|.2f}}**\n\n"
          "A 7.5% fuel surcharge applies on top of each, so the all-in prices are about ${{(9.5+25.5*1.85)*1.075|.2f}}, ${{(12+25.5*2.4)*1.075|.2f}} and ${{(18+25.5*3.95)*1.075|.2f}} respectively."),
        U("what's the difference between standard and express, all in?"),
        A("Express costs ${{(18+25.5*3.95)*1.075|.2f}} and Standard ${{(12+25.5*2.4)*1.075|.2f}}, so Express is ${{(18+25.5*3.95)*1.075-(12+25.5*2.4)*1.075|.2f}} more, and saves you about 2 days in transit."),
        U("ok I'll think about it"),
        A("Of course. These rates are based on today's fuel surcharge of 7.5%, which can change weekly. Just come back whenever you're ready to book."),
        U("actually do you offer any discount for regular shippers?"),
        A("I don't see any discount information in the rates, so I can't quote one. If you ship regularly, an account manager could tell you whether a volume agreement is possible."),
    ], fmt="anthropic")


def l03() -> Run:
    wh = {"warehouse_id": "WH-DEN-04", "city": "Denver", "state": "CO", "timezone": "America/Denver",
          "hours": {"mon_fri": "07:00-19:00", "sat": "08:00-14:00", "sun": None},
          "dock_doors": 24, "capacity_pallets": 5200, "occupied_pallets": 4316,
          "contact": {"phone": "+1-303-555-0148", "email": "den04@northstar-fp.example"}}
    return Run("logistics-03", GEMINI, POLICY, [
        U("what are the receiving hours at your denver warehouse WH-DEN-04? and do you have space for 300 pallets next month"),
        C("get_warehouse", {"warehouse_id": "WH-DEN-04"}, wh),
        A("WH-DEN-04 (Denver, CO), Mountain Time:\n* Mon-Fri 07:00-19:00\n* Sat 08:00-14:00\n* Sun closed\n\n"
          "Occupancy right now: 4,316 of 5,200 pallets ({{4316/5200*100|.0f}}%), so {{5200-4316|d}} free. 300 pallets would fit today; I can't promise next month's availability."),
        U("phone number for them?"),
        A("+1-303-555-0148, or den04@northstar-fp.example."),
        U("how many dock doors"),
        A("24."),
        U("ok and is it open on saturday afternoon"),
        A("No, Saturday hours end at 14:00 (2 PM Mountain)."),
    ])


def l04() -> Run:
    duty = {"shipment_ref": "Q-88120", "destination_country": "GB", "hs_code": "6110.20",
            "declared_value": 420.0, "currency": "USD", "duty_rate": 0.12, "duty": 50.4,
            "vat_rate": 0.2, "vat": 94.08, "brokerage_fee": 12.5, "total_due": 156.98000000000002,
            "payable_by": "recipient", "incoterm": "DAP"}
    return Run("logistics-04", LLAMA, POLICY, [
        U("I'm sending cotton sweaters worth $420 to my sister in London. Will she have to pay anything when it arrives? Quote ref is Q-88120"),
        C("calculate_customs", {"quote_ref": "Q-88120"}, duty),
        A("Yes, since the shipment is sent DAP (Delivered At Place), your sister will have to pay the import charges when it arrives in the UK. Here is the breakdown:\n\n"
          "- Import duty: $50.40 (12% of the $420.00 declared value, HS code 6110.20)\n"
          "- VAT: $94.08 (20% of the value plus duty, ${{420+50.4|.2f}})\n"
          "- Brokerage fee: $12.50\n\n"
          "Total due from the recipient: $156.98\n\n"
          "If you'd prefer to pay these charges yourself, you can ship DDP (Delivered Duty Paid) instead."),
        U("how much would that be in pounds"),
        A("I don't have a currency conversion tool available, so I can't give you an exact amount in pounds sterling. The charges are calculated in USD: $156.98 in total."),
        U("ok fine"),
        A("Is there anything else I can help you with?"),
        U("actually what if I declare it as a gift"),
        A("I can't advise declaring the shipment as something it isn't. If it genuinely is a gift, UK rules may treat it differently, but I don't have the gift thresholds in my tools. The quote Q-88120 was calculated as a standard import of $420.00 of goods."),
    ])


def l05() -> Run:
    ships = {"account": "ACC-220981", "shipments": [
        {"tracking_number": "NSF5120837764", "status": "delivered", "delivered_at": "2025-03-14T16:31:00Z", "destination": "Austin, TX 78704"},
        {"tracking_number": "NSF5120839012", "status": "in_transit", "estimated_delivery": "2025-03-20T22:00:00Z", "destination": "Phoenix, AZ 85004"},
        {"tracking_number": "NSF5120840158", "status": "exception", "exception": "address_incomplete", "destination": "Tucson, AZ 85719"}]}
    return Run("logistics-05", MINI, POLICY, [
        U("Can you list all my open shipments? Account ACC-220981"),
        C("list_shipments", {"account": "ACC-220981"}, ships),
        A("Here are the shipments on account **ACC-220981**:\n\n"
          "1. **NSF5120837764** to Austin, TX 78704: **Delivered** on March 14 at 11:31 AM CDT\n"
          "2. **NSF5120839012** to Phoenix, AZ 85004: **In transit**, expected March 20 by 3:00 PM MST\n"
          "3. **NSF5120840158** to Tucson, AZ 85719: **Exception**: the address is incomplete\n\n"
          "The Tucson shipment needs your attention. Would you like to update its address?"),
        U("yes, it's missing the apartment number. Apt 12B"),
        C("update_address", {"tracking_number": "NSF5120840158", "address_line2": "Apt 12B"},
          {"tracking_number": "NSF5120840158", "status": "in_transit", "address_updated": True, "fee": 0.0,
           "estimated_delivery": "2025-03-21T22:00:00Z"}),
        A("Done! I've added **Apt 12B** to shipment **[[NSF5120840185]]**. There's no fee for this correction, and it's now back in transit with an estimated delivery of **March 21 by 3:00 PM MST**.",
          why="the tracking number repeated with its last two digits swapped (NSF5120840158)"),
        U("thanks"),
        A("You're welcome! Anything else?"),
    ])


def l06() -> Run:
    windows = [{"window_id": "PW-3301", "start": "2025-03-19T13:00:00Z", "end": "2025-03-19T17:00:00Z"},
               {"window_id": "PW-3302", "start": "2025-03-19T17:00:00Z", "end": "2025-03-19T21:00:00Z"},
               {"window_id": "PW-3307", "start": "2025-03-20T13:00:00Z", "end": "2025-03-20T17:00:00Z"}]
    return Run("logistics-06", QWEN, POLICY, [
        U("I need a pickup tomorrow in Brooklyn, 11211. Two boxes already labeled. Account ACC-310554."),
        C("get_pickup_windows", {"account": "ACC-310554", "postal_code": "11211", "date": "2025-03-19"},
          {"postal_code": "11211", "timezone": "America/New_York", "fee": 6.5, "windows": windows}),
        A("Here are the available pickup windows for 11211 (all times Eastern Daylight Time):\n\n"
          "- Wednesday, March 19: 9:00 AM - 1:00 PM\n"
          "- Wednesday, March 19: 1:00 PM - 5:00 PM\n"
          "- Thursday, March 20: 9:00 AM - 1:00 PM\n\n"
          "The pickup fee is $6.50. Which window would you like?"),
        U("afternoon tomorrow"),
        A("To confirm: a pickup of 2 boxes at 11211 on Wednesday, March 19, between 1:00 PM and 5:00 PM EDT, for a fee of $6.50 charged to account ACC-310554. Shall I book it?"),
        U("yes"),
        C("schedule_pickup", {"account": "ACC-310554", "window_id": "PW-3302", "pieces": 2},
          {"confirmation": "PU-5581207", "window_id": "PW-3302", "fee": 6.5, "status": "scheduled"}),
        A("Your pickup is booked. Confirmation number: PU-5581207. The driver will come between 1:00 PM and 5:00 PM EDT tomorrow. Please have both boxes ready with the labels visible."),
        U("can you add a third box to the pickup?"),
        C("update_pickup", {"confirmation": "PU-5581207", "pieces": 3},
          {"confirmation": "PU-5581207", "pieces": 3, "fee": 6.5, "status": "scheduled"}),
        A("Updated. Pickup PU-5581207 is now for 3 boxes. The fee stays the same at $6.50."),
    ])


def l07() -> Run:
    s = shipment("NSF6602914473", "delivered", "Standard", "Portland, OR 97209", "Sacramento, CA 95814",
                 6.8, (50, 40, 20), None,
                 events(("2025-02-27T18:10:00Z", "picked_up", "Portland, OR"),
                        ("2025-03-02T20:14:00Z", "delivered", "Sacramento, CA")),
                 declared_value=350.0, insured=True)
    return Run("logistics-07", MISTRAL, POLICY, [
        U("my lamp arrived smashed. NSF6602914473, zip 95814. what can I do"),
        C("track_shipment", {"tracking_number": "NSF6602914473", "postal_code": "95814"}, s),
        A("I'm sorry to hear the lamp arrived damaged. The shipment NSF6602914473 was delivered on March 2 at 12:14 PM PST. Damage claims must be filed within 30 days of delivery, so you have until {{date(2025,3,2)+timedelta(days=30)|%B %-d, %Y}} to file.\n\n"
          "The package was insured with a declared value of $350.00. To file the claim I will need:\n"
          "- a short description of the damage\n- photos of the item and the packaging\n- whether you still have the original box"),
        U("the base is cracked and the shade is crushed. I have photos and the box"),
        C("file_claim", {"tracking_number": "NSF6602914473", "type": "damage", "description": "Lamp base cracked, shade crushed. Customer has photos and original packaging.", "amount_claimed": 350.0},
          "Claim CLM-2025-004417 created. Status: under_review. An adjuster will contact the customer within 5 business days. Upload photos at the claim page."),
        A("Your claim has been filed. Claim number: CLM-2025-004417, for $350.00. An adjuster will contact you within 5 business days. Please upload your photos on the claim page and keep the box until the claim is settled."),
        U("ok"),
        A("Is there anything else I can help you with today?"),
    ])


def l08() -> Run:
    rates = {"origin": "Seattle, WA 98101", "destination": "Miami, FL 33130", "currency": "USD",
             "billable_weight_kg": 17.0, "fuel_surcharge_pct": 8.25,
             "services": [{"service": "Ground", "base_fee": 11.0, "rate_per_kg": 2.15, "transit_days": "5"},
                          {"service": "2Day", "base_fee": 19.0, "rate_per_kg": 4.6, "transit_days": "2"}]}
    return Run("logistics-08", SONNET37, POLICY, [
        U("I have a box that's 24 x 18 x 12 inches and weighs 9 lb, going from Seattle 98101 to Miami 33130. How much for ground?"),
        A("Let me convert your box to metric first, since our rates use kilograms and centimeters:\n\n"
          "- 24 in × 2.54 = {{24*2.54|.2f}} cm\n- 18 in × 2.54 = {{18*2.54|.2f}} cm\n- 12 in × 2.54 = {{12*2.54|.2f}} cm\n- 9 lb ÷ 2.20462 = {{9/2.20462|.2f}} kg\n\n"
          "Dimensional weight: {{24*2.54|.2f}} × {{18*2.54|.2f}} × {{12*2.54|.2f}} / 5000 = {{24*2.54*18*2.54*12*2.54/5000|.2f}} kg.\n\n"
          "That's much more than the actual {{9/2.20462|.2f}} kg, so the box will be billed at its dimensional weight, which rounds up to {{round(24*2.54*18*2.54*12*2.54/5000+0.5)|d}} kg. Let me get the rates."),
        C("get_rates", {"origin_postal": "98101", "destination_postal": "33130", "weight_kg": 17.0, "pieces": 1}, rates),
        A("For a billable weight of 17 kg, Ground (5 days) costs:\n\n"
          "$11.00 + 17 × $2.15 = $11.00 + ${{17*2.15|.2f}} = ${{11+17*2.15|.2f}}\n"
          "Plus the 8.25% fuel surcharge: ${{11+17*2.15|.2f}} × {{1+8.25/100|.4f}} = **${{(11+17*2.15)*1.0825|.2f}}**\n\n"
          "Since the box is billed on size rather than weight, a smaller box would save you money."),
        U("the item itself is 20x16x10 so that's the smallest I could go. how much would that be?"),
        A("At 20 × 16 × 10 inches the dimensional weight is {{20*2.54*16*2.54*10*2.54/5000|.2f}} kg, which would round up to {{round(20*2.54*16*2.54*10*2.54/5000+0.5)|d}} kg. I'd need to run a new quote to give you an exact price, since the rate may change with the weight. Would you like me to?"),
        U("yes"),
        C("get_rates", {"origin_postal": "98101", "destination_postal": "33130", "weight_kg": 11.0, "pieces": 1},
          {**rates, "billable_weight_kg": 11.0}),
        A("With 11 kg billable: $11.00 + 11 × $2.15 = ${{11+11*2.15|.2f}}, and with the fuel surcharge ${{(11+11*2.15)*1.0825|.2f}}. That's ${{(11+17*2.15)*1.0825-(11+11*2.15)*1.0825|.2f}} less than with the larger box."),
    ], fmt="anthropic")


def l09() -> Run:
    s = shipment("NSF4419027735", "in_transit", "Ground", "Atlanta, GA 30303", "Charlotte, NC 28202",
                 3.2, (30, 20, 15), "2025-03-19T21:00:00Z",
                 events(("2025-03-18T09:12:00Z", "departed_facility", "Atlanta, GA")))
    opts = {"tracking_number": "NSF4419027735", "reroute_allowed": True,
            "options": [{"type": "redirect_address", "fee": 12.0, "delay_days": 1},
                        {"type": "hold_at_location", "fee": 0.0, "delay_days": 0}]}
    return Run("logistics-09", GPT, POLICY, [
        U("I won't be home tomorrow. Can you send NSF4419027735 to my office instead? 28202 is my home zip."),
        C("track_shipment", {"tracking_number": "NSF4419027735", "postal_code": "28202"}, s),
        C("get_reroute_options", {"tracking_number": "NSF4419027735"}, opts),
        A("Sure! Your package **NSF4419027735** is currently in transit from Atlanta and expected **tomorrow, March 19, by 5:00 PM EDT**.\n\n"
          "You have two options:\n\n"
          "1. **Redirect to another address** (e.g. your office): **$[[15.00]]**, and delivery would be pushed back by **1 day**.\n"
          "2. **Hold at a Northstar location** near you: **free**, no delay. You can pick it up with a photo ID.\n\n"
          "Which would you prefer?",
          why="the redirect fee quoted wrong: the tool gave 12.0"),
        U("hold it then"),
        C("hold_at_location", {"tracking_number": "NSF4419027735", "postal_code": "28202"},
          {"tracking_number": "NSF4419027735", "location_id": "LOC-CLT-117", "address": "401 S Tryon St, Charlotte, NC 28202",
           "hours": "Mon-Fri 08:00-20:00, Sat 09:00-17:00", "hold_until": "2025-03-26", "fee": 0.0}),
        A("Done! Your package will be held at **LOC-CLT-117, 401 S Tryon St, Charlotte, NC 28202**.\n\n"
          "- **Hours:** Mon-Fri 8:00 AM - 8:00 PM, Sat 9:00 AM - 5:00 PM\n"
          "- **Held until:** March 26, 2025\n- **Fee:** none\n\n"
          "Bring a photo ID and your tracking number when you pick it up."),
        U("can my wife pick it up instead of me?"),
        A("The hold location requires a photo ID and the tracking number NSF4419027735. I don't have information on whether someone else can pick it up on your behalf, so I'd suggest calling the location before she goes."),
    ])


def l10() -> Run:
    locs = [{"location_id": "LOC-AUS-021", "name": "Northstar Service Point - South Congress", "distance_km": 1.8, "closes": "19:00"},
            {"location_id": "LOC-AUS-034", "name": "QuickMart Partner Counter", "distance_km": 3.35, "closes": "22:00"},
            {"location_id": "LOC-AUS-009", "name": "Northstar Ship Center - Downtown", "distance_km": 5.9, "closes": "18:00"}]
    return Run("logistics-10", PRO, POLICY, [
        U("Where can I drop off a prepaid label near 78704? In miles please"),
        C("find_locations", {"postal_code": "78704", "limit": 3}, locs),
        A("Nearest drop-off points to 78704:\n\n"
          "1. Northstar Service Point - South Congress (LOC-AUS-021): {{1.8/1.609|.1f}} mi, closes 7 PM\n"
          "2. QuickMart Partner Counter (LOC-AUS-034): {{3.35/1.609|.1f}} mi, closes 10 PM\n"
          "3. Northstar Ship Center - Downtown (LOC-AUS-009): {{5.9/1.609|.1f}} mi, closes 6 PM"),
        U("which one is open latest"),
        A("QuickMart Partner Counter, until 10:00 PM."),
        U("and the downtown one, how far in km"),
        A("5.9 km."),
    ])


def l11() -> Run:
    s = shipment("NSF9020044718", "in_transit", "International Priority", "Shenzhen, CN 518000",
                 "Los Angeles, CA 90021", 41.900000000000006, (80, 60, 50), "2025-03-21T01:00:00Z",
                 events(("2025-03-15T02:30:00Z", "picked_up", "Shenzhen, CN"),
                        ("2025-03-16T14:05:00Z", "departed_origin_country", "Hong Kong, HK"),
                        ("2025-03-17T08:40:00Z", "arrived_destination_country", "Los Angeles, CA"),
                        ("2025-03-17T19:20:00Z", "customs_hold", "Los Angeles, CA")),
                 pieces=4, customs_status="documents_required",
                 customs_note="Commercial invoice missing HS code for line 3")
    return Run("logistics-11", LLAMA, POLICY, [
        U("Tracking NSF9020044718, delivery zip 90021. It's been stuck for a day, what's going on?"),
        C("track_shipment", {"tracking_number": "NSF9020044718", "postal_code": "90021"}, s),
        A("Your shipment NSF9020044718 (4 pieces, 41.9 kg) is being held by customs in Los Angeles. It arrived in the US on March 17 at 1:40 AM PDT and was placed on hold at 12:20 PM PDT the same day.\n\n"
          "The reason: the commercial invoice is missing the HS code for line 3. Once the shipper or you provide it, customs can release the shipment. The current estimated delivery is March 20 at 6:00 PM PDT, but that may slip until the documents are fixed."),
        U("When did it leave China?"),
        A("It was picked up in Shenzhen on March 15 at 10:30 AM China Standard Time and departed from Hong Kong on March 16 at 10:05 PM HKT."),
        U("what's an HS code, and what format"),
        A("An HS code (Harmonized System code) is the international product classification used by customs. It is at least 6 digits, written like 8471.30 or 847130; the US uses 10-digit HTS codes such as 8471.30.0100. The shipper can usually find it on their supplier's invoice or through the US International Trade Commission's HTS search."),
        U("ok I'll ask the supplier"),
        A("Sounds good. Once you have the code, send it to us and we'll pass it to customs. Anything else I can help with?"),
    ])


def l12() -> Run:
    s = shipment("NSF3308815520", "lost", "Ground", "Columbus, OH 43215", "Pittsburgh, PA 15222",
                 2.5, (25, 20, 10), None,
                 events(("2025-02-03T16:00:00Z", "picked_up", "Columbus, OH"),
                        ("2025-02-04T03:30:00Z", "departed_facility", "Columbus, OH")),
                 declared_value=180.0, insured=False, ship_date="2025-02-03")
    cover = {"base_liability_usd": 100.0, "declared_value_usd": 180.0, "insured": False,
             "max_payout_usd": 100.0, "claim_window_days": 60}
    return Run("logistics-12", OPUS, POLICY, [
        U("My package NSF3308815520 to 15222 never showed up. It's been over 6 weeks."),
        C("track_shipment", {"tracking_number": "NSF3308815520", "postal_code": "15222"}, s),
        C("get_claim_coverage", {"tracking_number": "NSF3308815520"}, cover),
        A("I'm very sorry. I can see that shipment NSF3308815520 was picked up in Columbus on February 3 and its last scan was leaving the Columbus facility on February 3 at 10:30 PM EST. It's now marked as lost.\n\n"
          "You can file a loss claim: the window is 60 days from the ship date, so the deadline is {{date(2025,2,3)+timedelta(days=60)|%B %-d, %Y}}, which gives you {{(date(2025,2,3)+timedelta(days=60)-date(2025,3,18)).days|d}} more days.\n\n"
          "One thing to know before filing: the package had a declared value of $180.00 but was not insured, so the payout is limited to the base liability of $100.00. That leaves ${{180-100|.2f}} of the value uncovered, unfortunately."),
        U("that's annoying but ok, file it"),
        C("file_claim", {"tracking_number": "NSF3308815520", "type": "loss", "amount_claimed": 100.0},
          "Claim CLM-2025-004452 created. Status: under_review. Expected decision: 7-10 business days."),
        A("I've filed the loss claim. Your claim number is CLM-2025-004452, for $100.00. You should get a decision in 7-10 business days. I'm sorry again that the package didn't arrive."),
        U("how long until I get the money if approved?"),
        A("The claim result doesn't say how the payout is made or how long it takes after approval. What I can tell you is that a decision is expected in 7-10 business days; the claim notice will explain the payment."),
    ], fmt="anthropic")


def l13() -> Run:
    quote = {"quote_id": "LTL-2025-07731", "origin": "Dallas, TX 75212", "destination": "Kansas City, MO 64120",
             "pallets": 4, "total_weight_lb": 3180, "freight_class": "70",
             "charges": [{"code": "LINEHAUL", "description": "Linehaul", "amount": 842.15},
                         {"code": "FSC", "description": "Fuel surcharge (31.2%)", "amount": 262.75},
                         {"code": "LIFT", "description": "Liftgate delivery", "amount": 95.0},
                         {"code": "RES", "description": "Residential delivery", "amount": 110.0}],
             "total": 1309.9, "transit_days": 2, "valid_until": "2025-03-25"}
    return Run("logistics-13", GPT41, POLICY, [
        U("Need an LTL quote: 4 pallets, 3180 lb total, class 70, Dallas 75212 to Kansas City 64120, residential with liftgate."),
        C("get_ltl_quote", {"origin_postal": "75212", "destination_postal": "64120", "pallets": 4, "weight_lb": 3180, "freight_class": "70", "accessorials": ["LIFT", "RES"]}, quote),
        A("Here's your LTL quote **LTL-2025-07731** (valid until March 25, 2025):\n\n"
          "| Charge | Amount |\n|---|---:|\n| Linehaul | $842.15 |\n| Fuel surcharge (31.2%) | $262.75 |\n| Liftgate delivery | $95.00 |\n| Residential delivery | $110.00 |\n| **Total** | **$1,309.90** |\n\n"
          "Transit time is **2 business days**. That works out to about **${{1309.9/3180|.2f}} per lb** or **${{1309.9/4|.2f}} per pallet**."),
        U("what would it be without residential? I might be able to deliver to a business address"),
        A("Dropping the residential delivery charge would bring the total to $1,309.90 - $110.00 = **${{1309.9-110|,.2f}}**. A commercial address may not need the liftgate either; without both it would be **${{1309.9-110-95|,.2f}}**. I'd need to re-quote to confirm, since the fuel surcharge is only applied to the linehaul."),
        U("re-quote without both"),
        C("get_ltl_quote", {"origin_postal": "75212", "destination_postal": "64120", "pallets": 4, "weight_lb": 3180, "freight_class": "70", "accessorials": []},
          {**quote, "quote_id": "LTL-2025-07734", "charges": quote["charges"][:2], "total": 1104.9}),
        A("Updated quote **LTL-2025-07734**: **$1,104.90** (linehaul $842.15 + fuel $262.75), 2 business days, valid until March 25."),
        U("book it for Monday"),
        C("book_ltl", {"quote_id": "LTL-2025-07734", "pickup_date": "2025-03-24"},
          {"bol_number": "BOL-4471029", "pro_number": "PRO-88310452", "pickup_date": "2025-03-24", "status": "booked", "total": 1104.9}),
        A("Booked for **Monday, March 24**:\n\n- **BOL:** BOL-4471029\n- **PRO number:** PRO-88310452 (use it to track the freight)\n- **Total:** $1,104.90\n\nPlease make sure the pallets are shrink-wrapped and labeled with the PRO number."),
    ])


def l14() -> Run:
    s = shipment("NSF2287410063", "out_for_delivery", "Express", "Newark, NJ 07102", "San Francisco, CA 94103",
                 1.1, (30, 22, 8), "2025-03-18T22:30:00Z",
                 events(("2025-03-17T21:00:00Z", "picked_up", "Newark, NJ"),
                        ("2025-03-18T13:55:00Z", "out_for_delivery", "San Francisco, CA")),
                 delivery_window={"start": "2025-03-18T19:30:00Z", "end": "2025-03-18T22:30:00Z"})
    return Run("logistics-14", QWEN, POLICY, [
        U("Is NSF2287410063 arriving today? I'm in SF, 94103. I have to leave at 3pm"),
        C("track_shipment", {"tracking_number": "NSF2287410063", "postal_code": "94103"}, s),
        A("Yes, your package NSF2287410063 is out for delivery today. It went out for delivery at 6:55 AM PDT.\n\n"
          "The delivery window is [[11:30 AM]] to 3:30 PM PDT. Since you need to leave at 3 PM, there's a chance it arrives after you leave. Would you like me to hold it at a nearby location instead?",
          why="a time zone conversion an hour off: 19:30 UTC is 12:30 PM PDT"),
        U("no, I'll leave a note for the driver"),
        A("Okay. The package is Express and weighs 1.1 kg, so the driver may be able to leave it at your door if no signature is required. Good luck!"),
        U("is a signature needed?"),
        A("The tracking record doesn't show that a signature is required, but it doesn't explicitly say it isn't either. If you're worried, you could leave a note authorizing the driver to leave it."),
    ])


def l15() -> Run:
    rates = {"origin": "Minneapolis, MN 55401", "destination": "Milwaukee, WI 53202", "currency": "USD",
             "billable_weight_kg": 32.199999999999996, "fuel_surcharge_pct": 6.0,
             "services": [{"service": "Ground", "base_fee": 14.0, "rate_per_kg": 1.3, "transit_days": "2"}]}
    return Run("logistics-15", DEEPSEEK, POLICY, [
        U("I'm shipping 14 boxes of books, 2.3 kg each, 55401 to 53202. They're small (25x20x15). Ground please, how much?"),
        A("Total actual weight: 14 × 2.3 kg = {{14*2.3|.1f}} kg. Dimensional weight per box: 25 × 20 × 15 / 5000 = {{25*20*15/5000|.1f}} kg, which is less than 2.3 kg, so actual weight applies. Let me get the rate."),
        C("get_rates", {"origin_postal": "55401", "destination_postal": "53202", "weight_kg": 32.2, "pieces": 14}, rates),
        A("Ground, 2 days, billable weight 32.2 kg:\n\n"
          "- Base fee: $14.00\n- Weight: 32.2 × $1.30 = ${{32.2*1.3|.2f}}\n- Subtotal: ${{14+32.2*1.3|.2f}}\n- Fuel surcharge 6%: ${{(14+32.2*1.3)*0.06|.2f}}\n\n"
          "**Total: ${{(14+32.2*1.3)*1.06|.2f}}**, about ${{(14+32.2*1.3)*1.06/14|.2f}} per box."),
        U("book it, pickup not needed I'll drop off"),
        C("create_label", {"origin_postal": "55401", "destination_postal": "53202", "service": "Ground", "pieces": 14, "weight_kg": 32.2},
          {"label_id": "LBL-77410982", "master_tracking_number": "NSF8830021547", "pieces": 14, "charge": 59.2116, "currency": "USD",
           "label_url": "https://labels.northstar-fp.example/LBL-77410982.pdf"}),
        A("Label created.\n\n- Label ID: LBL-77410982\n- Master tracking number: NSF8830021547 (14 pieces)\n- Charge: $59.21\n- Print: https://labels.northstar-fp.example/LBL-77410982.pdf\n\nPrint one label per box and drop them off at any Northstar location."),
    ])


def l16() -> Run:
    return Run("logistics-16", COMMAND, POLICY, [
        U("I'm creating a shipment to Canada through your API and it keeps rejecting the postal code. What format do you expect? Also what's the country code field?"),
        C("get_address_rules", {"country": "CA"},
          "Country: Canada (CA)\nPostal code format: A9A 9A9 (letter-digit-letter space digit-letter-digit). The space is optional in API requests.\nCountry code: ISO 3166-1 alpha-2.\nProvince: 2-letter code required (e.g. ON, QC, BC)."),
        A("For Canadian addresses:\n\n"
          "- **Postal code:** the format is `A9A 9A9`: letter, digit, letter, then digit, letter, digit. For example `K1A 0B1`. The space is optional in API requests, so `K1A0B1` also works.\n"
          "- **Country code:** use the ISO 3166-1 alpha-2 code, `CA`.\n"
          "- **Province:** a 2-letter code is required, such as `ON`, `QC` or `BC`.\n\n"
          "A common cause of rejections is using a lowercase letter or the letter O instead of the digit 0."),
        U("what about the US? zip+4?"),
        C("get_address_rules", {"country": "US"},
          "Country: United States (US)\nPostal code format: 99999 or 99999-9999 (ZIP+4).\nCountry code: ISO 3166-1 alpha-2.\nState: 2-letter USPS code required."),
        A("Yes, for the US both `99999` and ZIP+4 `99999-9999` are accepted, for example `10001` or `10001-2345`. The country code is `US`, and the state must be its 2-letter USPS code (e.g. `NY`)."),
        U("thx"),
        A("You're welcome. Let me know if the API still rejects the addresses and I can look at a specific request."),
        U("one more: how do I write a UK postcode"),
        C("get_address_rules", {"country": "GB"},
          "Country: United Kingdom (GB)\nPostal code format: outward code (2-4 chars) + space + inward code (3 chars), e.g. SW1A 1AA, M1 1AE, B33 8TH.\nCountry code: ISO 3166-1 alpha-2 (GB, not UK)."),
        A("UK postcodes are an outward code of 2-4 characters, a space, then a 3-character inward code, for example `SW1A 1AA`, `M1 1AE` or `B33 8TH`. And the country code is `GB`, not `UK`."),
    ])


def l17() -> Run:
    cls = {"description": "Bluetooth wireless earbuds with charging case", "hs_code": "8518.30.2000",
           "duty_rate_pct": 0.0, "destination_country": "US", "notes": "Section 301 additional duty 7.5% applies to origin CN",
           "section_301_rate_pct": 7.5}
    return Run("logistics-17", CLAUDE, POLICY, [
        U("I'm importing 200 pairs of bluetooth earbuds from China at $11.40 each. What duty will I pay?"),
        C("classify_product", {"description": "Bluetooth wireless earbuds with charging case", "origin_country": "CN", "destination_country": "US"}, cls),
        A("Earbuds like these are classified under HTS code **8518.30.2000** (headphones and earphones). The general duty rate is 0%, but because they're made in China, the Section 301 additional duty of **7.5%** applies.\n\n"
          "Your order value is 200 × $11.40 = **${{200*11.4|,.2f}}**, so the Section 301 duty would be ${{200*11.4|,.2f}} × 7.5% = **${{200*11.4*0.075|.2f}}**.\n\n"
          "Note that this doesn't include other charges that may apply at entry, such as the merchandise processing fee or a customs broker's fee, which I don't have figures for."),
        U("and per pair?"),
        A("Per pair it's $11.40 × 7.5% = **${{11.4*0.075|.3f}}**, so well under a dollar of duty on each pair."),
        U("what would it be if they were made in vietnam"),
        A("The Section 301 duty only applies to goods of Chinese origin. With Vietnam as the origin, the general rate for 8518.30.2000 of 0% would apply, so no duty on the ${{200*11.4|,.2f}}, as far as this classification shows. I'd recommend re-running the classification with the origin set to Vietnam to confirm."),
        U("run it"),
        C("classify_product", {"description": "Bluetooth wireless earbuds with charging case", "origin_country": "VN", "destination_country": "US"},
          {"description": "Bluetooth wireless earbuds with charging case", "hs_code": "8518.30.2000", "duty_rate_pct": 0.0, "destination_country": "US", "notes": None}),
        A("Confirmed: from Vietnam, HTS 8518.30.2000 has a duty rate of **0%** and no additional duty notes. That would save you the ${{200*11.4*0.075|.2f}} Section 301 duty on this order."),
    ], fmt="anthropic")


def l18() -> Run:
    inv = {"invoice_id": "INV-2025-03-4471", "account": "ACC-118204", "period": "2025-03-01 to 2025-03-15",
           "lines": [{"tracking_number": "NSF1190023318", "service": "Ground", "charge": 18.45},
                     {"tracking_number": "NSF1190023326", "service": "Ground", "charge": 22.1},
                     {"tracking_number": "NSF1190023391", "service": "2Day", "charge": 41.75},
                     {"tracking_number": "NSF1190023407", "service": "Ground", "charge": 16.9}],
           "adjustments": [{"reason": "address_correction", "amount": 15.0}],
           "total": 114.2, "due_date": "2025-04-14", "status": "open"}
    return Run("logistics-18", MINI, POLICY, [
        U("Can you explain my latest invoice? account ACC-118204"),
        C("get_invoice", {"account": "ACC-118204", "latest": True}, inv),
        A("Here's your invoice **INV-2025-03-4471** for March 1-15, 2025:\n\n"
          "- NSF1190023318 (Ground): $18.45\n- NSF1190023326 (Ground): $22.10\n- NSF1190023391 (2Day): $41.75\n- NSF1190023407 (Ground): $16.90\n- Address correction fee: $15.00\n\n"
          "**Total: $114.20**, due by April 14, 2025."),
        U("how much was shipping alone, without the fee"),
        A("The shipping charges alone come to **$[[97.20]]** ($18.45 + $22.10 + $41.75 + $16.90), and the other $15.00 is the address correction fee.",
          why="a total that does not add up: the four charges sum to 99.20"),
        U("ok why was there an address correction"),
        A("The invoice lists it as an address correction adjustment, but it doesn't say which shipment it applied to. Usually it's charged when a driver has to correct an incomplete or wrong address. Would you like me to look up each shipment to find it?"),
    ])


def l19() -> Run:
    return Run("logistics-19", GEMINI, POLICY, [
        U("Sendung NSF7001559032 nach Berlin 10115, when will it come? I'm in NYC right now and want to tell my mom"),
        C("track_shipment", {"tracking_number": "NSF7001559032", "postal_code": "10115"},
          "Tracking NSF7001559032\nStatus: With local courier (DHL Paket, ref JJD000390012345678)\nDelivery date: 2025-03-19\nDelivery window: 14:00-18:00 local (Europe/Berlin)\nWeight: 2.75 kg\nLast event: 2025-03-18T06:15:00Z Handed to local courier, Berlin"),
        A("Arrives tomorrow, March 19, 14:00-18:00 Berlin time (CET). That's 9:00 AM-1:00 PM for you in New York (EDT). It's with DHL now, tracking ref JJD000390012345678."),
        U("is it 5 hours or 6 hours difference right now"),
        A("5 hours right now. The US switched to daylight time on March 9, Germany switches on March 30, so until then the gap is 5 hours instead of the usual 6."),
        U("how heavy is it"),
        A("2.75 kg."),
    ])


def l20() -> Run:
    return Run("logistics-20", MISTRAL, POLICY, [
        U("I need a return label for order 55821-B, account ACC-402277. Box is 1.4 kg, going back to your customer's warehouse WH-RNO-02."),
        C("create_return_label", {"account": "ACC-402277", "reference": "55821-B", "weight_kg": 1.4, "destination_warehouse": "WH-RNO-02"},
          {"label_id": "RTN-3390175", "tracking_number": "NSF6458201193", "charge": 8.75, "currency": "USD",
           "destination": {"warehouse_id": "WH-RNO-02", "address": "1250 Capital Blvd, Reno, NV 89502"},
           "expires": "2025-04-17T23:59:59Z", "qr_code": True}),
        A("Your return label is ready:\n\n- Label: RTN-3390175\n- Tracking number: NSF6458201193\n- Going to: WH-RNO-02, 1250 Capital Blvd, Reno, NV 89502\n- Charge: $8.75, billed to ACC-402277\n\n"
          "The label is valid until April 17, 2025. You can also show the QR code at a drop-off point instead of printing it."),
        U("thanks, and how long will it take to get there?"),
        A("The label doesn't include a transit estimate, and I don't want to guess. Once it's dropped off, you can track NSF6458201193 for the estimated delivery date."),
        U("can I use the same label for two boxes?"),
        A("No, each label is for one package. The label RTN-3390175 was created for one box of 1.4 kg. If you have a second box, I can create another return label for it."),
        U("no it's fine, one box"),
        A("Great. Anything else I can help with?"),
    ], fmt="anthropic")


RUNS = [l01(), l02(), l03(), l04(), l05(), l06(), l07(), l08(), l09(), l10(),
        l11(), l12(), l13(), l14(), l15(), l16(), l17(), l18(), l19(), l20()]
