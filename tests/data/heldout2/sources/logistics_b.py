"""Logistics runs 21-40: multi-piece freight, cold chain, warehouses, hazmat, invoices and reweighs."""

from _logistics import POLICY, events, shipment, text
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-11-20"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20240620"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Meta-Llama-3.1-405B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2407"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"


def l21() -> Run:
    s = shipment("NSF3071188240", "in_transit", "Freight Ground", "Memphis, TN 38118", "Louisville, KY 40213",
                 98.60000000000001, (120, 100, 95), "2025-03-20T20:00:00Z",
                 events(("2025-03-18T12:10:00Z", "picked_up", "Memphis, TN")),
                 pieces=[{"piece": 1, "weight_kg": 31.2}, {"piece": 2, "weight_kg": 28.7},
                         {"piece": 3, "weight_kg": 22.5}, {"piece": 4, "weight_kg": 16.2}])
    return Run("logistics-21", GPT, POLICY, [
        U("Hi, shipment NSF3071188240 to 40213. How many pieces and what's the total weight?"),
        C("track_shipment", {"tracking_number": "NSF3071188240", "postal_code": "40213"}, s),
        A("Your shipment **NSF3071188240** has **4 pieces** with a total weight of **98.6 kg**:\n\n"
          "| Piece | Weight |\n|---|---:|\n| 1 | 31.2 kg |\n| 2 | 28.7 kg |\n| 3 | 22.5 kg |\n| 4 | 16.2 kg |\n\n"
          "It was picked up in Memphis on **March 18 at 7:10 AM CDT** and is expected in Louisville on **Thursday, March 20 by 4:00 PM EDT**."),
        U("in pounds?"),
        A("In pounds, that's about **{{98.6*2.20462|.1f}} lb** in total. Per piece:\n\n"
          "- Piece 1: {{31.2*2.20462|.1f}} lb\n- Piece 2: {{28.7*2.20462|.1f}} lb\n- Piece 3: {{22.5*2.20462|.1f}} lb\n- Piece 4: {{16.2*2.20462|.1f}} lb"),
        U("my forklift is rated for 60 lb per box by hand... I mean my guys can only lift 60 lb. which ones can they lift?"),
        A("Only **piece 4** ({{16.2*2.20462|.1f}} lb) is under 60 lb. Pieces 1, 2 and 3 are all heavier than 60 lb, so you'll want a pallet jack or forklift for those."),
        U("average weight per piece?"),
        A("98.6 kg ÷ 4 = **{{98.6/4|.2f}} kg** per piece on average, about **{{98.6/4*2.20462|.1f}} lb**."),
        U("can I pick it up at the terminal instead?"),
        A("I don't have terminal pickup options in the shipment details. I can check hold options for Louisville if you'd like. Note the shipment weighs 98.6 kg in 4 pieces, so you'd need a vehicle that can take that."),
    ])


def l22() -> Run:
    rates = {"origin": "Rotterdam, NL 3011", "destination": "Milan, IT 20121", "currency": "EUR",
             "billable_weight_kg": 14.0, "fuel_surcharge_pct": 9.0,
             "services": [{"service": "Road Economy", "base_fee": 16.5, "rate_per_kg": 0.95, "transit_days": "4-5"},
                          {"service": "Road Express", "base_fee": 24.0, "rate_per_kg": 1.6, "transit_days": "2"},
                          {"service": "Air Next Day", "base_fee": 39.0, "rate_per_kg": 3.2, "transit_days": "1"}]}
    return Run("logistics-22", CLAUDE, POLICY, [
        U("Quote please: Rotterdam 3011 to Milan 20121, one parcel, 14 kg, 60x40x40."),
        A("Let me check the billable weight first: 60 × 40 × 40 / 5000 = {{60*40*40/5000|.1f}} kg dimensional, against 14 kg actual. The actual weight is higher, so the quote uses 14 kg."),
        C("get_rates", {"origin_postal": "3011", "destination_postal": "20121", "weight_kg": 14.0, "pieces": 1}, rates),
        A("Here are the three options (EUR, before the 9% fuel surcharge):\n\n"
          "1. **Road Economy** (4-5 days): €16.50 + 14 × €0.95 = €16.50 + €{{14*0.95|.2f}} = €{{16.5+14*0.95|.2f}}\n"
          "2. **Road Express** (2 days): €24.00 + 14 × €1.60 = €24.00 + €{{14*1.6|.2f}} = €{{24+14*1.6|.2f}}\n"
          "3. **Air Next Day** (1 day): €39.00 + 14 × €3.20 = €39.00 + €{{14*3.2|.2f}} = €{{39+14*3.2|.2f}}\n\n"
          "With the surcharge: €{{(16.5+14*0.95)*1.09|.2f}}, €{{(24+14*1.6)*1.09|.2f}} and €{{(39+14*3.2)*1.09|.2f}}."),
        U("Is air worth it vs road express?"),
        A("That depends on how much a day is worth to you. Air Next Day costs €{{(39+14*3.2)*1.09|.2f}} and Road Express €{{(24+14*1.6)*1.09|.2f}}, so air is €{{(39+14*3.2)*1.09-(24+14*1.6)*1.09|.2f}} more to arrive one day sooner (1 day instead of 2). I can't judge that trade-off for you, but I can book either."),
        U("road express then"),
        A("To confirm: Road Express from Rotterdam 3011 to Milan 20121, 1 parcel of 14 kg, €{{(24+14*1.6)*1.09|.2f}} including the fuel surcharge. Shall I create the label?"),
        U("yes"),
        C("create_label", {"origin_postal": "3011", "destination_postal": "20121", "service": "Road Express", "pieces": 1, "weight_kg": 14.0},
          {"label_id": "LBL-80122377", "master_tracking_number": "NSF5500710982", "pieces": 1, "charge": 50.576, "currency": "EUR"}),
        A("Done. Label **LBL-80122377**, tracking number **NSF5500710982**, charge €50.58."),
    ], fmt="anthropic")


def l23() -> Run:
    inv = {"warehouse_id": "WH-ATL-07", "sku": "CHR-OFF-221", "description": "Ergonomic office chair, black",
           "on_hand": 412, "allocated": 265, "in_transfer": 40,
           "locations": [{"bin": "A-14-03", "qty": 180}, {"bin": "A-14-04", "qty": 172}, {"bin": "C-02-11", "qty": 60}]}
    return Run("logistics-23", GEMINI, POLICY, [
        U("stock of CHR-OFF-221 at WH-ATL-07?"),
        C("get_inventory", {"warehouse_id": "WH-ATL-07", "sku": "CHR-OFF-221"}, inv),
        A("CHR-OFF-221 (Ergonomic office chair, black) at WH-ATL-07:\n* On hand: 412\n* Allocated: 265\n* Available: {{412-265|d}}\n* In transfer: 40\n\nBins: A-14-03 (180), A-14-04 (172), C-02-11 (60)."),
        U("can I ship 150 to a customer today"),
        A("No. Only {{412-265|d}} are unallocated, {{150-(412-265)|d}} short. The 40 in transfer would cover it once they arrive."),
        U("ok ship 147 now and the other 3 later"),
        C("create_outbound_order", {"warehouse_id": "WH-ATL-07", "sku": "CHR-OFF-221", "qty": 147},
          {"order_id": "OUT-991274", "status": "released_to_pick", "qty": 147, "pick_bins": ["A-14-03", "A-14-04"]}),
        A("OUT-991274 released to pick: 147 units from A-14-03 and A-14-04. Remaining 3 can go on a second order when the transfer lands."),
        U("which bin has the most"),
        A("A-14-03, 180 units."),
    ])


def l24() -> Run:
    appts = {"tracking_number": "NSF8104427790", "service": "Freight White Glove", "destination": "Scottsdale, AZ 85251",
             "timezone": "America/Phoenix",
             "slots": [{"slot_id": "S-1", "start": "2025-03-21T15:00:00Z", "end": "2025-03-21T19:00:00Z"},
                       {"slot_id": "S-2", "start": "2025-03-21T19:00:00Z", "end": "2025-03-21T23:00:00Z"},
                       {"slot_id": "S-3", "start": "2025-03-24T15:00:00Z", "end": "2025-03-24T19:00:00Z"}]}
    return Run("logistics-24", LLAMA, POLICY, [
        U("I need to set up a delivery appointment for my sofa, NSF8104427790, zip 85251."),
        C("get_delivery_slots", {"tracking_number": "NSF8104427790", "postal_code": "85251"}, appts),
        A("Here are the available delivery appointments for your White Glove shipment (Arizona time, MST):\n\n"
          "1. Friday, March 21, 8:00 AM - 12:00 PM\n2. Friday, March 21, 12:00 PM - 4:00 PM\n3. Monday, March 24, 8:00 AM - 12:00 PM\n\nWhich one works for you?"),
        U("Friday afternoon"),
        C("book_delivery_slot", {"tracking_number": "NSF8104427790", "slot_id": "S-2"},
          {"tracking_number": "NSF8104427790", "slot_id": "S-2", "status": "booked", "crew_size": 2, "call_ahead_minutes": 30}),
        A("You're booked for Friday, March 21, between 12:00 PM and 4:00 PM MST. A crew of 2 will deliver and set up the sofa, and they will call you about 30 minutes before they arrive."),
        U("My husband is in Chicago, what time is that for him?"),
        A("Chicago is on Central Daylight Time right now, 2 hours ahead of Arizona, so the window is 2:00 PM to 6:00 PM for him."),
        U("thanks"),
        A("You're welcome! Is there anything else I can help you with?"),
        U("oh also, will they take the old sofa away?"),
        A("The booking doesn't mention haul-away of old furniture, so I can't confirm that. You could ask the crew when they call ahead 30 minutes before arrival."),
    ])


def l25() -> Run:
    log = {"tracking_number": "NSF6620381457", "service": "Cold Chain Express", "required_range_c": [2.0, 8.0],
           "readings": [{"t": "2025-03-17T08:00:00Z", "temp_c": 4.1}, {"t": "2025-03-17T14:00:00Z", "temp_c": 5.3},
                        {"t": "2025-03-17T20:00:00Z", "temp_c": 7.9}, {"t": "2025-03-18T02:00:00Z", "temp_c": 8.6},
                        {"t": "2025-03-18T08:00:00Z", "temp_c": 6.2}],
           "excursions": [{"start": "2025-03-18T00:40:00Z", "end": "2025-03-18T03:10:00Z", "max_temp_c": 8.9}],
           "status": "delivered", "delivered_at": "2025-03-18T10:25:00Z"}
    return Run("logistics-25", QWEN, POLICY, [
        U("We received vaccine shipment NSF6620381457 this morning. Was the temperature OK the whole way? It needs 2-8 C."),
        C("get_temperature_log", {"tracking_number": "NSF6620381457"}, log),
        A("I checked the temperature log for NSF6620381457. Most readings were within the required 2-8 °C range, but there was one excursion:\n\n"
          "- From 00:40 to 03:10 UTC on March 18, the temperature went above 8 °C, with a maximum of 8.9 °C.\n"
          "- That excursion lasted {{(3*60+10-40)//60|d}} hours and {{(3*60+10-40)%60|d}} minutes.\n\n"
          "The readings were: 4.1, 5.3, 7.9, 8.6 and 6.2 °C. The shipment was delivered on March 18 at 10:25 UTC."),
        U("what's 8.9 in fahrenheit? our SOP uses F"),
        A("8.9 °C is {{8.9*9/5+32|.1f}} °F. The required range of 2-8 °C is {{2*9/5+32|.1f}}-{{8*9/5+32|.1f}} °F."),
        U("ok we'll need to file an excursion report. what was the average temp"),
        A("The average of the 5 readings is (4.1 + 5.3 + 7.9 + 8.6 + 6.2) / 5 = {{(4.1+5.3+7.9+8.6+6.2)/5|.2f}} °C. Note that the readings were taken every 6 hours, so this average does not capture the exact peak of 8.9 °C during the excursion."),
        U("thanks"),
        A("You're welcome. If you need the full temperature log exported for your report, let me know."),
    ])


def l26() -> Run:
    hold = {"tracking_number": "NSF4471900236", "customs_status": "duties_unpaid", "destination": "Vancouver, BC V6B 1A1",
            "amounts_due": {"duty": 38.25, "gst": 22.83, "clearance_fee": 9.95, "currency": "CAD"},
            "total_due": 71.03, "storage_starts": "2025-03-23"}
    return Run("logistics-26", MISTRAL, POLICY, [
        U("I got a notice that I have to pay duties on NSF4471900236, postal V6B 1A1. How much?"),
        C("get_customs_hold", {"tracking_number": "NSF4471900236", "postal_code": "V6B 1A1"}, hold),
        A("Your package NSF4471900236 is waiting for duty payment. The amounts due (CAD):\n\n- Duty: $38.25\n- GST: $22.83\n- Clearance fee: $9.95\n- Total: $71.03\n\nPlease pay before March 23, 2025, after which storage fees start."),
        U("ok charge my card on file"),
        A("To confirm: I will charge CAD $71.03 to the card on file to release NSF4471900236. Proceed?"),
        U("yes"),
        C("pay_duties", {"tracking_number": "NSF4471900236", "amount": 71.03, "method": "card_on_file"},
          {"receipt": "DTY-20250318-5512", "amount": 71.03, "currency": "CAD", "card_last4": "6604", "customs_status": "released"}),
        A("Payment done. Receipt DTY-20250318-5512, CAD $71.03 charged to your card ending in 6604. The package is released from customs and will continue to delivery."),
        U("how much of that was actual taxes vs fees"),
        A("Taxes and duty: $38.25 + $22.83 = ${{38.25+22.83|.2f}}. The clearance fee was $9.95."),
        U("when will it be delivered now"),
        A("The release confirmation doesn't include a new delivery date. Customs has released it, so it should move again soon; you can track NSF4471900236 for the updated estimate."),
    ])


def l27() -> Run:
    cmp = [{"carrier": "Northstar Ground", "rate_per_kg": 1.42, "min_charge": 12.0, "transit_days": 4},
           {"carrier": "Northstar Partner: Ridgeline Freight", "rate_per_kg": 1.19, "min_charge": 25.0, "transit_days": 5},
           {"carrier": "Northstar Partner: BlueJay Express", "rate_per_kg": 2.05, "min_charge": 15.0, "transit_days": 2}]
    return Run("logistics-27", GPT41, POLICY, [
        U("Compare carriers for 18 kg from Boise 83702 to Salt Lake City 84101."),
        C("compare_carriers", {"origin_postal": "83702", "destination_postal": "84101", "weight_kg": 18.0}, cmp),
        A("For **18 kg** from Boise to Salt Lake City:\n\n"
          "| Carrier | Rate/kg | Min. charge | Cost for 18 kg | Transit |\n|---|---:|---:|---:|---:|\n"
          "| Northstar Ground | $1.42 | $12.00 | **${{max(12,18*1.42)|.2f}}** | 4 days |\n"
          "| Ridgeline Freight (partner) | $1.19 | $25.00 | **${{max(25,18*1.19)|.2f}}** | 5 days |\n"
          "| BlueJay Express (partner) | $2.05 | $15.00 | **${{max(15,18*2.05)|.2f}}** | 2 days |\n\n"
          "Ridgeline has the lowest rate per kg, but at 18 kg you'd pay its **$25.00 minimum** (18 × $1.19 = ${{18*1.19|.2f}}). **Northstar Ground** is the cheapest overall at ${{18*1.42|.2f}}."),
        U("at what weight does ridgeline become cheaper than northstar ground?"),
        A("Ridgeline charges at least $25.00, which Northstar Ground reaches at $25.00 / $1.42 ≈ **{{25/1.42|.1f}} kg**. Above that, Ridgeline's lower per-kg rate ($1.19 vs $1.42) makes it cheaper. So from roughly **{{25/1.42|.0f}} kg** up, Ridgeline wins, at the cost of one extra day in transit."),
        U("cool, book northstar ground for this one"),
        C("create_label", {"origin_postal": "83702", "destination_postal": "84101", "service": "Ground", "pieces": 1, "weight_kg": 18.0},
          {"label_id": "LBL-80139921", "master_tracking_number": "NSF5500733104", "pieces": 1, "charge": 25.56, "currency": "USD"}),
        A("Booked! **Label LBL-80139921**, tracking **NSF5500733104**, charged **$25.56**."),
    ])


def l28() -> Run:
    s = shipment("NSF1829930471", "in_transit", "Ground", "Raleigh, NC 27601", "Richmond, VA 23219",
                 4.45, (35, 25, 20), "2025-03-20T21:00:00Z",
                 events(("2025-03-18T13:30:00Z", "departed_facility", "Raleigh, NC")))
    return Run("logistics-28", DEEPSEEK, POLICY, [
        U("I moved. Can I change the delivery address for NSF1829930471? zip 23219, new address is 1400 E Main St, Richmond VA 23219"),
        C("track_shipment", {"tracking_number": "NSF1829930471", "postal_code": "23219"}, s),
        C("get_reroute_options", {"tracking_number": "NSF1829930471"},
          {"tracking_number": "NSF1829930471", "reroute_allowed": True,
           "options": [{"type": "redirect_address", "fee": 9.5, "delay_days": 0}]}),
        A("Yes. The package is in transit, expected March 20 by 5:00 PM EDT. Since the new address is in the same ZIP code, the redirect costs $9.50 and adds no delay. Do you want me to redirect it to 1400 E Main St, Richmond, VA 23219?"),
        U("yes"),
        C("redirect_shipment", {"tracking_number": "NSF1829930471", "address1": "1400 E Main St", "city": "Richmond", "state": "VA", "postal_code": "23219"},
          {"tracking_number": "NSF1829930471", "status": "redirected", "fee": 9.5, "estimated_delivery": "2025-03-20T21:00:00Z"}),
        A("Done. NSF1829930471 will go to 1400 E Main St, Richmond, VA 23219. The $9.50 fee has been charged and the delivery estimate is unchanged: March 20 by 5:00 PM EDT."),
        U("thank you"),
        A("You're welcome!"),
        U("wait, is the 9.50 refundable if I'm not home?"),
        A("I don't have information on refunds for redirect fees. The $9.50 was charged for changing the address, which has been done."),
    ])


def l29() -> Run:
    return Run("logistics-29", SONNET37, POLICY, [
        U("I'm planning a full truckload. I have 22 pallets, each 120 x 100 cm and 150 cm tall. Will they fit in a 53 ft trailer single-stacked?"),
        C("get_equipment_specs", {"equipment": "53ft_dry_van"},
          {"equipment": "53ft_dry_van", "interior_length_cm": 1600, "interior_width_cm": 250, "interior_height_cm": 270,
           "max_payload_kg": 20400, "max_pallet_positions_120x100": 26}),
        A("Let me work through it with the trailer's interior dimensions (1600 × 250 × 270 cm).\n\n"
          "**Floor positions:** the trailer holds up to 26 pallets of 120 × 100 cm single-stacked, and you have 22, so they fit with {{26-22|d}} positions to spare.\n\n"
          "**Height:** your pallets are 150 cm tall and the interior height is 270 cm, so there's {{270-150|d}} cm of clearance above each. That's not enough to double-stack two 150 cm pallets ({{2*150|d}} cm > 270 cm).\n\n"
          "**Volume used:** each pallet takes 1.2 × 1.0 × 1.5 = {{1.2*1.0*1.5|.1f}} m³, so 22 pallets are {{22*1.2*1.0*1.5|.1f}} m³ of the trailer's {{16.0*2.5*2.7|.1f}} m³ ({{22*1.8/(16*2.5*2.7)*100|.0f}}%)."),
        U("total weight will be about 14,500 kg. ok?"),
        A("Yes: 14,500 kg is under the trailer's maximum payload of 20,400 kg, leaving {{20400-14500|,d}} kg of margin. That's an average of about {{14500/22|.0f}} kg per pallet. You may still want to check axle weight distribution when loading, but I don't have axle limits in the specs."),
        U("great"),
        A("Glad that helps. When you're ready to book the truckload, I can get you a quote."),
    ], fmt="anthropic")


def l30() -> Run:
    pod = {"tracking_number": "NSF2750194463", "delivered_at": "2025-03-17T17:42:18Z", "signed_by": "R. OKAFOR",
           "location": "Front desk", "gps": {"lat": 39.95258, "lon": -75.16522}, "photo": True,
           "destination": "Philadelphia, PA 19107"}
    return Run("logistics-30", PRO, POLICY, [
        U("Our office says they never got NSF2750194463, zip 19107. Proof of delivery?"),
        C("get_proof_of_delivery", {"tracking_number": "NSF2750194463", "postal_code": "19107"}, pod),
        A("Proof of delivery for NSF2750194463:\n\n* **Delivered:** March 17, 2025 at 1:42 PM EDT\n* **Signed by:** R. OKAFOR\n* **Left at:** Front desk\n* **GPS:** 39.95258, -75.16522\n* A delivery photo is on file.\n\nCould R. Okafor be someone at your front desk?"),
        U("oh yes that's Rita at reception. nevermind"),
        A("Glad it's found! Anything else?"),
        U("actually can you email me the POD as a pdf"),
        C("send_pod", {"tracking_number": "NSF2750194463", "format": "pdf"}, "POD for NSF2750194463 sent to the account email on file (r***@harborlaw.example)."),
        A("Sent! The POD PDF went to the account email on file, r***@harborlaw.example."),
    ])


def l31() -> Run:
    s = shipment("NSF9043318820", "exception", "Ground", "Las Vegas, NV 89101", "San Diego, CA 92101",
                 5.6, (45, 30, 30), None,
                 events(("2025-03-16T19:00:00Z", "picked_up", "Las Vegas, NV"),
                        ("2025-03-17T23:15:00Z", "delivery_attempted", "San Diego, CA"),
                        ("2025-03-18T22:40:00Z", "delivery_attempted", "San Diego, CA")),
                 exception="recipient_not_available", attempts_remaining=1)
    return Run("logistics-31", MINI, POLICY, [
        U("Why hasn't NSF9043318820 been delivered?? zip 92101"),
        C("track_shipment", {"tracking_number": "NSF9043318820", "postal_code": "92101"}, s),
        A("I see **2 delivery attempts** on NSF9043318820:\n\n"
          "1. **March 17 at 4:15 PM PDT**\n2. **March 18 at 3:40 PM PDT**\n\n"
          "Both times the recipient wasn't available. There is **1 attempt remaining** before the package is held. Would you like to have it held at a location instead?"),
        U("yes hold it"),
        C("hold_at_location", {"tracking_number": "NSF9043318820", "postal_code": "92101"},
          {"tracking_number": "NSF9043318820", "location_id": "LOC-SAN-044", "address": "1055 F St, San Diego, CA 92101",
           "hours": "Mon-Sat 09:00-19:00", "hold_until": "2025-03-25", "fee": 0.0}),
        A("Done! Your package will be held at **1055 F St, San Diego, CA 92101** (location LOC-SAN-044), open **Mon-Sat 9 AM-7 PM**, until **March 25**. When you pick it up, give them the hold reference **[[HLD-44120937]]** and a photo ID.",
          why="a hold reference no tool returned"),
        U("ok"),
        A("Anything else I can help you with?"),
    ])


def l32() -> Run:
    return Run("logistics-32", COMMAND, POLICY, [
        U("My bulk upload batch BU-20250318-07 failed. Which rows?"),
        C("get_bulk_upload", {"batch_id": "BU-20250318-07"},
          "Batch BU-20250318-07: 250 rows, 243 accepted, 7 rejected\nrow 18: postal_code 'M5V3L' invalid for CA\nrow 44: weight_kg 0 must be > 0\nrow 45: weight_kg 0 must be > 0\nrow 97: service 'Overnite' unknown\nrow 130: country 'UK' not ISO 3166-1 (use GB)\nrow 201: dimensions_cm.height 310 exceeds max 274\nrow 233: postal_code '9021' invalid for US"),
        A("Batch BU-20250318-07: 243 of 250 rows were accepted and 7 were rejected:\n\n"
          "- **Row 18:** postal code `M5V3L` is incomplete for Canada (format `A9A 9A9`)\n"
          "- **Rows 44 and 45:** weight is 0 kg; it must be greater than 0\n"
          "- **Row 97:** unknown service `Overnite`\n"
          "- **Row 130:** country `UK` is not an ISO 3166-1 code; use `GB`\n"
          "- **Row 201:** height 310 cm exceeds the maximum of 274 cm\n"
          "- **Row 233:** postal code `9021` is invalid for the US (5 digits, or ZIP+4)\n\n"
          "Fix those 7 rows and upload them as a new batch; the 243 accepted rows are already processed."),
        U("what are valid service names?"),
        C("list_services", {}, ["Ground", "2Day", "Express", "International Priority", "International Economy", "Freight Ground", "Freight White Glove", "Cold Chain Express"]),
        A("Valid service names are: Ground, 2Day, Express, International Priority, International Economy, Freight Ground, Freight White Glove and Cold Chain Express. For overnight delivery, `Express` is probably what row 97 meant."),
        U("height 310 is a mistake, it's 31.0"),
        A("That makes sense: 31.0 cm is well within the limit. Correct row 201 to 31.0 and it should pass."),
        U("thanks. re-uploaded as BU-20250318-09"),
        C("get_bulk_upload", {"batch_id": "BU-20250318-09"}, "Batch BU-20250318-09: 7 rows, 7 accepted, 0 rejected"),
        A("All 7 rows of BU-20250318-09 were accepted. Together with the 243 from the first batch, all 250 shipments are now in."),
    ])


def l33() -> Run:
    fsc = {"table": "fuel_surcharge", "service_group": "Ground",
           "weeks": [{"week_of": "2025-03-03", "pct": 7.25}, {"week_of": "2025-03-10", "pct": 7.5},
                     {"week_of": "2025-03-17", "pct": 8.0}]}
    return Run("logistics-33", LLAMA, POLICY, [
        U("Why did my ground shipping get more expensive this week? Same box, same route."),
        C("get_fuel_surcharge", {"service_group": "Ground", "weeks": 3}, fsc),
        A("The most likely reason is the fuel surcharge, which changes weekly. For Ground shipments:\n\n"
          "- Week of March 3: 7.25%\n- Week of March 10: 7.5%\n- Week of March 17: 8.0%\n\n"
          "So this week's surcharge is {{8.0-7.5|.1f}} percentage points higher than last week."),
        U("what does that mean in dollars on a $40 shipment"),
        A("On a $40.00 base charge, the surcharge was $40.00 × 7.5% = ${{40*0.075|.2f}} last week and $40.00 × 8.0% = ${{40*0.08|.2f}} this week, so you pay ${{40*0.08-40*0.075|.2f}} more."),
        U("and compared to 2 weeks ago"),
        A("Two weeks ago the surcharge was [[7.75%]], so it was [[${{40*0.0775|.2f}}]] on $40.00. This week it's ${{40*0.08|.2f}}, which is [[${{40*0.08-40*0.0775|.2f}}]] more.",
          why="the fuel surcharge of two weeks ago quoted wrong: the table gave 7.25"),
        U("ok"),
        A("Is there anything else I can help you with?"),
    ])


def l34() -> Run:
    rules = {"item": "lithium ion batteries packed with equipment", "un_number": "UN3481",
             "air": {"allowed": True, "packing_instruction": "PI 966 Section II", "max_net_battery_kg_per_package": 5.0,
                     "label": "Lithium battery mark", "state_of_charge_max_pct": None},
             "ground": {"allowed": True, "label": "Lithium battery mark"},
             "standalone_batteries_air": {"un_number": "UN3480", "packing_instruction": "PI 965", "state_of_charge_max_pct": 30}}
    return Run("logistics-34", QWEN, POLICY, [
        U("Can I ship laptops with batteries by air? We have 10 laptops in one box."),
        C("get_dangerous_goods_rules", {"item": "laptop with lithium ion battery", "mode": "air"}, rules),
        A("Yes, laptops with their batteries installed or packed with the equipment can go by air. They fall under UN3481 (lithium ion batteries packed with equipment), shipped under IATA Packing Instruction 966, Section II. The key requirements:\n\n"
          "- The package must carry the lithium battery mark.\n"
          "- The net weight of lithium batteries must not exceed 5.0 kg per package.\n\n"
          "With 10 laptops in one box, please check the batteries' total weight on their spec sheets to confirm you're under the 5.0 kg limit."),
        U("what if I send spare batteries alone?"),
        A("Spare batteries shipped on their own are a different entry: UN3480, under Packing Instruction 965. They must be at a state of charge of no more than 30%. Those rules are stricter, so let me know if you want the full requirements."),
        U("no that's fine. ground is ok too right"),
        A("Yes, ground shipping is allowed for UN3481 as well; the package still needs the lithium battery mark."),
        U("how many kg of battery is that for 10 laptops if each battery is 0.3 kg"),
        A("10 × 0.3 kg = {{10*0.3|.1f}} kg of lithium batteries, which is under the 5.0 kg per package limit for PI 966 Section II."),
    ])


def l35() -> Run:
    exc = [{"tracking_number": "NSF6100234519", "exception": "weather_delay", "region": "Denver, CO", "new_eta": "2025-03-20T23:00:00Z"},
           {"tracking_number": "NSF6100234527", "exception": "damaged_label", "action": "relabeled", "new_eta": "2025-03-19T23:00:00Z"},
           {"tracking_number": "NSF6100234535", "exception": "address_not_found", "action": "awaiting_customer"}]
    return Run("logistics-35", OPUS, POLICY, [
        U("Account ACC-550912. Three of my shipments show exceptions. Can you summarize?"),
        C("list_exceptions", {"account": "ACC-550912"}, exc),
        A("Certainly. Here's a summary of the three exceptions on account ACC-550912:\n\n"
          "1. **NSF6100234519**: delayed by weather in the Denver, CO area. The new estimated delivery is March 20 at 5:00 PM MDT. No action is needed from you.\n\n"
          "2. **NSF6100234527**: the label was damaged in transit, and it has already been relabeled. It's now expected March 19 at 5:00 PM MDT, assuming it's going to the same region. Again, nothing needed from you.\n\n"
          "3. **NSF6100234535**: the driver couldn't find the address, and the shipment is waiting on you. This is the one that needs attention: could you confirm the full delivery address?"),
        U("I don't know where 27 is going, you said mountain time?"),
        A("You're right to question that, and I apologize: the exception record for NSF6100234527 doesn't include its destination, so I shouldn't have assumed Mountain Time. Its new estimated delivery is March 19 at 23:00 UTC. Would you like me to look up the shipment so I can give you the local time?"),
        U("yes"),
        C("track_shipment", {"tracking_number": "NSF6100234527"},
          shipment("NSF6100234527", "in_transit", "Ground", "Omaha, NE 68102", "Kansas City, MO 64105", 2.2, (30, 20, 10),
                   "2025-03-19T23:00:00Z", events(("2025-03-18T09:00:00Z", "relabeled", "Omaha, NE")))),
        A("NSF6100234527 is going to Kansas City, MO 64105, which is on Central Daylight Time. The new estimated delivery is March 19 at 6:00 PM CDT."),
    ], fmt="anthropic")


def l36() -> Run:
    tr = {"transfer_id": "TRF-20250318-118", "from_warehouse": "WH-LAX-03", "to_warehouse": "WH-OAK-01",
          "sku": "TBL-DESK-140", "qty": 60, "status": "in_transit", "departed": "2025-03-18T16:00:00Z",
          "eta": "2025-03-19T03:30:00Z", "trailer": "TRL-58820"}
    return Run("logistics-36", GPT, POLICY, [
        U("Where's transfer TRF-20250318-118?"),
        C("get_transfer", {"transfer_id": "TRF-20250318-118"}, tr),
        A("Transfer **TRF-20250318-118** is **in transit**:\n\n"
          "- **From:** WH-LAX-03 → **To:** [[WH-OAK-04]]\n"
          "- **SKU:** TBL-DESK-140 × **60**\n"
          "- **Trailer:** TRL-58820\n"
          "- **Departed:** March 18 at 9:00 AM PDT\n"
          "- **ETA:** March 18 at **8:30 PM PDT**",
          why="a warehouse id with its digit changed (WH-OAK-01)"),
        U("will the receiving dock be open then?"),
        C("get_warehouse", {"warehouse_id": "WH-OAK-01"},
          {"warehouse_id": "WH-OAK-01", "city": "Oakland", "state": "CA", "timezone": "America/Los_Angeles",
           "hours": {"mon_fri": "06:00-22:00", "sat": "07:00-15:00", "sun": None}, "dock_doors": 16}),
        A("Yes. WH-OAK-01 in Oakland receives **Mon-Fri 6:00 AM-10:00 PM**, so an 8:30 PM arrival on Tuesday leaves about **{{22-20.5|.1f}} hours** before closing."),
        U("how many doors there"),
        A("WH-OAK-01 has **16 dock doors**."),
    ])


def l37() -> Run:
    fees = {"warehouse_id": "WH-NJ-02", "account": "ACC-771205", "storage_rate_per_pallet_day": 0.85,
            "free_days": 7, "handling_in_per_pallet": 6.5, "handling_out_per_pallet": 6.5}
    return Run("logistics-37", MISTRAL, POLICY, [
        U("We want to store 40 pallets at WH-NJ-02 for 30 days. What will it cost? Account ACC-771205"),
        C("get_storage_fees", {"warehouse_id": "WH-NJ-02", "account": "ACC-771205"}, fees),
        A("At WH-NJ-02 the storage rate is $0.85 per pallet per day, with the first 7 days free. For 40 pallets over 30 days:\n\n"
          "- Billable days: 30 - 7 = {{30-7|d}}\n"
          "- Storage: 40 pallets × {{30-7|d}} days × $0.85 = ${{40*23*0.85|,.2f}}\n"
          "- Handling in: 40 × $6.50 = ${{40*6.5|.2f}}\n"
          "- Handling out: 40 × $6.50 = ${{40*6.5|.2f}}\n\n"
          "Total: ${{40*23*0.85+2*40*6.5|,.2f}}"),
        U("and for 60 days"),
        A("For 60 days: 40 × {{60-7|d}} × $0.85 = ${{40*53*0.85|,.2f}} storage, plus ${{2*40*6.5|.2f}} handling in and out, so ${{40*53*0.85+2*40*6.5|,.2f}} in total."),
        U("per pallet per month that's what, roughly?"),
        A("Over 60 days, ${{40*53*0.85+2*40*6.5|,.2f}} / 40 pallets / 2 months = about ${{(40*53*0.85+2*40*6.5)/40/2|.2f}} per pallet per month, handling included."),
    ])


def l38() -> Run:
    return Run("logistics-38", FLASH, POLICY, [
        U("COD status for NSF7350021198?"),
        C("get_cod", {"tracking_number": "NSF7350021198"},
          {"tracking_number": "NSF7350021198", "cod_amount": 245.0, "collected": True, "collected_at": "2025-03-14T18:20:00Z",
           "method": "certified_check", "remittance": {"status": "sent", "amount": 240.1, "fee": 4.9, "sent_at": "2025-03-17T12:00:00Z", "reference": "RMT-0091733"}}),
        A("COD $245.00 collected March 14 (certified check). Remitted $240.10 on March 17 after a $4.90 fee, ref RMT-0091733."),
        U("fee is what percent"),
        A("$4.90 / $245.00 = {{4.9/245*100|.0f}}%."),
        U("when was the check collected, my time? I'm in Chicago"),
        A("March 14, 1:20 PM CDT."),
    ])


def l39() -> Run:
    s = shipment("NSF5012277408", "return_to_sender", "International Economy", "Austin, TX 78701", "São Paulo, BR 01310-100",
                 3.3, (40, 30, 20), None,
                 events(("2025-02-20T17:00:00Z", "picked_up", "Austin, TX"),
                        ("2025-03-03T11:30:00Z", "customs_refused", "São Paulo, BR"),
                        ("2025-03-05T09:00:00Z", "return_initiated", "São Paulo, BR")),
                 return_charges={"return_shipping": 48.2, "customs_admin": 15.0, "currency": "USD"},
                 refusal_reason="CPF number of recipient missing")
    return Run("logistics-39", GPT, POLICY, [
        U("My package to Brazil NSF5012277408 is coming back?? zip 01310-100"),
        C("track_shipment", {"tracking_number": "NSF5012277408", "postal_code": "01310-100"}, s),
        A("Yes, unfortunately **NSF5012277408** is being **returned to you**. Brazilian customs refused it on **March 3** because the recipient's **CPF number** was missing. A return was initiated on March 5.\n\n"
          "Return charges:\n- Return shipping: **$48.20**\n- Customs admin fee: **$15.00**\n- **Total: ${{48.2+15|.2f}}**"),
        U("what's a CPF"),
        A("A **CPF** (Cadastro de Pessoas Físicas) is the Brazilian individual taxpayer number. It's 11 digits, usually written as `000.000.000-00`. Brazil requires it for every import to an individual, so next time include your recipient's CPF on the shipment."),
        U("can I stop the return and give the CPF now?"),
        A("I don't have a tool to stop a return once it has been initiated, so I can't promise that. The return started on March 5, so it's likely already on its way back. I'd recommend reshipping with the CPF once it arrives."),
        U("how much will the return cost me again"),
        A("${{48.2+15|.2f}}: $48.20 return shipping plus the $15.00 customs admin fee."),
        U("ugh. ok thanks"),
        A("I'm sorry about the trouble. Once the package is back, I can help you reship it with the CPF included."),
    ])


def l40() -> Run:
    adj = {"tracking_number": "NSF8450932216", "declared_weight_kg": 5.0, "reweighed_kg": 7.3,
           "declared_dims_cm": [40, 30, 20], "measured_dims_cm": [40, 30, 20],
           "rate_per_kg": 2.2, "adjustment": 5.06, "currency": "USD", "reweigh_scan": "2025-03-15T05:12:00Z"}
    return Run("logistics-40", SONNET37, POLICY, [
        U("I was charged an extra $5.06 on NSF8450932216 for a weight correction. I weighed it myself at 5 kg! Why?"),
        C("get_weight_adjustment", {"tracking_number": "NSF8450932216"}, adj),
        A("I understand the frustration. Here's what the record shows for NSF8450932216:\n\n"
          "- Declared weight: 5.0 kg\n- Reweighed at our facility: 7.3 kg\n- Dimensions were confirmed as declared, 40 × 30 × 20 cm\n\n"
          "The adjustment is the difference times the rate: (7.3 - 5.0) kg × $2.20/kg = {{7.3-5.0|.1f}} × $2.20 = ${{(7.3-5.0)*2.2|.2f}}, which matches the $5.06 you were charged.\n\n"
          "For reference, 7.3 kg is about [[15.1 lb]], so if your scale showed about {{5*2.20462|.0f}} lb it may be worth checking.",
          why="a unit conversion written wrong: 7.3 kg is 16.1 lb"),
        U("Could the dimensional weight have been higher?"),
        A("No. The dimensional weight is 40 × 30 × 20 / 5000 = {{40*30*20/5000|.1f}} kg, which is below both 5.0 kg and 7.3 kg, so it didn't play a role here."),
        U("I want to dispute it"),
        C("open_dispute", {"tracking_number": "NSF8450932216", "reason": "weight_adjustment", "customer_weight_kg": 5.0},
          "Dispute DSP-118823 opened. Reweigh photos will be attached by the facility within 48 hours."),
        A("I've opened dispute DSP-118823. The facility will attach their reweigh photos within 48 hours, so you'll be able to see the scale reading."),
    ], fmt="anthropic")


RUNS = [l21(), l22(), l23(), l24(), l25(), l26(), l27(), l28(), l29(), l30(),
        l31(), l32(), l33(), l34(), l35(), l36(), l37(), l38(), l39(), l40()]
