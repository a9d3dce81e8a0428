"""Assistant runs 21-40: travel planning with budgets, emails that write dates in words, IBANs."""

from _assistant import ME, SYSTEM, dump, email, event, ratings, tx
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-05-13"
CLAUDE = "claude-3-5-sonnet-20240620"
HAIKU = "claude-3-haiku-20240307"
GEMINI = "gemini-1.5-pro-001"
LLAMA = "meta-llama/Llama-3-70b-chat-hf"
MINI = "gpt-4o-mini-2024-07-18"
TURBO = "gpt-4-turbo-2024-04-09"


def a21() -> Run:
    hotels = "Hotel Names: Cozy Stay\nMom's Home\nLondon Luxury\nCovent Garden Retreat\nRiverside View\n"
    prices = str({"Cozy Stay": "Price range: 80.0 - 150.0", "Mom's Home": "Price range: 64.0 - 90.0", "London Luxury": "Price range: 200.0 - 300.0",
                  "Covent Garden Retreat": "Price range: 180.0 - 250.0", "Riverside View": "Price range: 145.0 - 210.0"})
    revs = ratings({"Cozy Stay": (4.7, ["Cozy rooms", "Great location"]), "Mom's Home": (4.5, ["Feels like home"]),
                    "London Luxury": (5.0, ["Impeccable service"]), "Covent Garden Retreat": (4.3, ["Central"]),
                    "Riverside View": (4.6, ["Stunning river views"])})
    return Run("assistant-21", GPT, SYSTEM, [
        U("I'm visiting London for 5 nights. Find me the cheapest hotel with a rating above 4.4, and tell me the cost."),
        C("get_all_hotels_in_city", {"city": "London"}, hotels),
        C("get_hotels_prices", {"hotel_names": ["Cozy Stay", "Mom's Home", "London Luxury", "Covent Garden Retreat", "Riverside View"]}, prices),
        C("get_rating_reviews_for_hotels", {"hotel_names": ["Cozy Stay", "Mom's Home", "London Luxury", "Covent Garden Retreat", "Riverside View"]}, revs),
        C("get_hotels_address", {"hotel_name": "Mom's Home"}, str({"Mom's Home": "123 Oxford Street, London W1D 1LL, United Kingdom"})),
        A("The cheapest hotel rated above 4.4 is **Mom's Home**:\n\n- **Rating:** 4.5/5.0\n- **Price:** from $64/night (up to $90/night)\n- **Address:** 123 Oxford Street, London W1D 1LL\n\n"
          "For 5 nights: **${{64*5|d}}-${{90*5|d}}** (5 × $64 to 5 × $90).\n\nOther options above 4.4: Cozy Stay (4.7, $80-$150) and Riverside View (4.6, $145-$210)."),
        U("What would Cozy Stay cost at the minimum?"),
        A("At its minimum price of $80/night, 5 nights at Cozy Stay would be **${{80*5|d}}**, which is ${{80*5-64*5|d}} more than Mom's Home at its minimum."),
    ])


def a22() -> Run:
    mails = [email("90", "dr.albers@praxis-albers.de", "Appointment reminder",
                   "Dear Ms Hoffmann,\n\nthis is a reminder of your appointment on Monday, 27 May at half past nine. Please arrive ten minutes early.\n\nPraxis Dr. Albers, Hauptstraße 12, 69117 Heidelberg",
                   "2024-05-15T07:30:00")]
    return Run("assistant-22", CLAUDE, SYSTEM, [
        U("When is my doctor's appointment? Add it to my calendar for 30 minutes."),
        C("search_emails", {"query": "appointment"}, dump(mails)),
        C("create_calendar_event", {"title": "Doctor's appointment (Dr. Albers)", "start_time": "2024-05-27 09:30", "end_time": "2024-05-27 10:00",
                                    "location": "Praxis Dr. Albers, Hauptstraße 12, 69117 Heidelberg", "participants": [ME]},
          dump([event("91", "Doctor's appointment (Dr. Albers)", "2024-05-27T09:30", "2024-05-27T10:00", "Praxis Dr. Albers, Hauptstraße 12, 69117 Heidelberg", [ME])])[2:].replace("\n  ", "\n")),
        A("Your appointment with Dr. Albers is on **Monday, May 27 at 9:30 AM** (\"half past nine\"). I've added it to your calendar from 09:30 to 10:00 at Praxis Dr. Albers, Hauptstraße 12, 69117 Heidelberg. The practice asks you to arrive ten minutes early, so plan to be there by **{{'9:20 AM'|}}**.", why="ten minutes before the 9:30 appointment"),
    ], fmt="anthropic")


def a23() -> Run:
    txs = [tx(31, "me", "DE91100000000123456789", 1250.0, "Rent June", "2024-05-30", True),
           tx(32, "me", "DE68210501700012345678", 89.9, "Electricity", "2024-05-28", True),
           tx(33, "me", "DE02300209000106531065", 34.99, "Mobile phone", "2024-05-25", True),
           tx(34, "me", "DE12500105170648489890", 12.5, "Gym", "2024-05-20", True)]
    return Run("assistant-23", GEMINI, SYSTEM, [
        U("What are my recurring payments and how much do they cost per year?"),
        C("get_scheduled_transactions", {}, dump(txs)),
        A("Here are your recurring payments:\n\n| Payment | Monthly | Yearly |\n|---|---|---|\n"
          "| Rent | €1,250.00 | €{{1250*12|,.2f}} |\n| Electricity | €89.90 | €{{89.9*12|,.2f}} |\n| Mobile phone | €34.99 | €{{34.99*12|,.2f}} |\n| Gym | €12.50 | €{{12.5*12|,.2f}} |\n"
          "| **Total** | **€{{1250+89.9+34.99+12.5|,.2f}}** | **€{{(1250+89.9+34.99+12.5)*12|,.2f}}** |"),
        U("cancel the gym one"),
        C("delete_scheduled_transaction", {"id": 34}, str({"message": "Scheduled transaction 34 deleted."})),
        A("The gym payment (€12.50/month to DE12500105170648489890) has been cancelled. Your recurring payments now total **€{{1250+89.9+34.99|,.2f}}** per month."),
    ])


def a24() -> Run:
    mails = [email("100", "events@berlin-techconf.de", "Your ticket: Berlin TechConf 2024",
                   "Hi Clara,\n\nyour ticket for Berlin TechConf 2024 is confirmed.\nWhen: June 18-19, 2024, doors open 8:30am, keynote at 9am\nWhere: Station Berlin, Luckenwalder Str. 4-6, 10963 Berlin\nTicket no.: BTC24-558301\nPrice: EUR 399.00 (incl. 19% VAT)\n\nSee you there!",
                   "2024-04-30T12:00:00")]
    return Run("assistant-24", TURBO, SYSTEM, [
        U("Give me the details of my conference ticket, and how much of the price was VAT?"),
        C("search_emails", {"query": "ticket conference"}, dump(mails)),
        A("**Berlin TechConf 2024**\n- **Dates:** June 18-19, 2024\n- **Doors open:** 08:30, keynote at 09:00\n- **Venue:** Station Berlin, Luckenwalder Str. 4-6, 10963 Berlin\n- **Ticket no.:** BTC24-558301\n- **Price:** €399.00 incl. 19% VAT\n\n"
          "The VAT part is €399.00 × 19/119 = **€{{399*19/119|.2f}}**, so the net price is **€{{399-399*19/119|.2f}}**."),
        U("Block both days in my calendar"),
        C("create_calendar_event", {"title": "Berlin TechConf 2024", "start_time": "2024-06-18 08:30", "end_time": "2024-06-19 18:00",
                                    "location": "Station Berlin, Luckenwalder Str. 4-6, 10963 Berlin", "participants": [ME]},
          dump([event("101", "Berlin TechConf 2024", "2024-06-18T08:30", "2024-06-19T18:00", "Station Berlin, Luckenwalder Str. 4-6, 10963 Berlin", [ME])])[2:].replace("\n  ", "\n")),
        A("Done. I blocked June 18, 08:30 to June 19, 18:00 for Berlin TechConf 2024. The email didn't say when the conference ends, so I set the end to 18:00 on the 19th; let me know if you want a different time."),
    ])


def a25() -> Run:
    rest = "Restaurant in London: Dishoom\nThe Ledbury\nBao Soho\n"
    revs = ratings({"Dishoom": (4.6, ["Amazing black daal", "Queue is long"]), "The Ledbury": (4.8, ["Exceptional tasting menu"]), "Bao Soho": (4.4, ["Tasty buns"])})
    price = str({"Dishoom": 35.0, "The Ledbury": 210.0, "Bao Soho": 28.0})
    diet = str({"Dishoom": "Vegetarian available, Vegan available", "The Ledbury": "Vegetarian available", "Bao Soho": "Vegetarian available"})
    return Run("assistant-25", HAIKU, SYSTEM, [
        U("We're 4 people, one vegan. Which London restaurant would you suggest and what's the bill?"),
        C("get_all_restaurants_in_city", {"city": "London"}, rest),
        C("get_dietary_restrictions_for_all_restaurants", {"restaurant_names": ["Dishoom", "The Ledbury", "Bao Soho"]}, diet),
        C("get_rating_reviews_for_restaurants", {"restaurant_names": ["Dishoom"]}, ratings({"Dishoom": (4.6, ["Amazing black daal", "Queue is long"])})),
        C("get_price_for_restaurants", {"restaurant_names": ["Dishoom"]}, str({"Dishoom": 35.0})),
        C("get_restaurants_address", {"restaurant_names": ["Dishoom"]}, str({"Dishoom": "12 Upper St Martin's Lane, London WC2H 9FB"})),
        A("I'd suggest **Dishoom** (4.6/5 rating) - it's the only option with vegan dishes available. It's at 12 Upper St Martin's Lane, London WC2H 9FB.\n\n"
          "At £35 per person, the bill for 4 would be about **£{{35*4|d}}**."),
        U("Can you book a table for Saturday at 7?"),
        A("I don't have the date for Saturday yet - let me be careful not to assume it. Could you confirm the date (for example, 2024-05-18)? Then I'll reserve Dishoom from 7:00 PM."),
        U("yes the 18th"),
        C("reserve_restaurant", {"restaurant": "Dishoom", "start_time": "2024-05-18 19:00"}, "Reservation for Dishoom from 2024-05-18 19:00 to 2024-05-18 21:00 on 2024-05-18 has been made successfully."),
        A("Your table at Dishoom is reserved for Saturday, May 18, from 7:00 PM to 9:00 PM for your group of 4."),
    ])


def a26() -> Run:
    mails = [email("110", "jonas.weber@northwindlabs.com", "Dinner on Friday?",
                   "Hey Clara, a few of us are going to Trattoria Sole on Friday at 8. Want to join? Address is Via Roma 15, 80331 München.",
                   "2024-05-14T19:05:00")]
    return Run("assistant-26", LLAMA, SYSTEM, [
        U("Jonas invited me to dinner. Where and when is it? Add it to my calendar."),
        C("search_emails", {"query": "dinner", "sender": "jonas.weber@northwindlabs.com"}, dump(mails)),
        C("create_calendar_event", {"title": "Dinner at Trattoria Sole", "start_time": "2024-05-17 20:00", "end_time": "2024-05-17 22:00",
                                    "location": "Via Roma 15, 80331 München", "participants": [ME, "jonas.weber@northwindlabs.com"]},
          dump([event("111", "Dinner at Trattoria Sole", "2024-05-17T20:00", "2024-05-17T22:00", "Via Roma 15, 80331 München", [ME, "jonas.weber@northwindlabs.com"])])[2:].replace("\n  ", "\n")),
        A("Jonas invited you to dinner at Trattoria Sole, Via Roma 15, 80331 München, on Friday at 8 PM. I've added it to your calendar on May 17, 2024 from 20:00 to 22:00, with Jonas as a participant."),
    ])


def a27() -> Run:
    txs = [tx(41, "me", "FR1420041010050500013M02606", 742.0, "Flat share May", "2024-05-01"),
           tx(42, "FR1420041010050500013M02606", "me", 371.0, "Refund: half of flat share May", "2024-05-06")]
    return Run("assistant-27", MINI, SYSTEM, [
        U("I paid the flat share and my roommate refunded her half. Did she pay the right amount?"),
        C("get_most_recent_transactions", {"n": 2}, dump(txs)),
        A("Yes! You paid **€742.00** for the flat share on May 1, and your roommate sent back **€371.00** on May 6. Half of €742.00 is **€{{742/2|.2f}}**, so she paid exactly the right amount."),
        U("what's the IBAN she sent from"),
        A("The refund came from **FR1420041010050500013M02606**, the same account you paid the flat share to."),
    ])


def a28() -> Run:
    evs = [event("120", "Marketing sync", "2024-05-20T09:00", "2024-05-20T09:45", "Room 3.04", [ME, "nora.klein@northwindlabs.com"]),
           event("121", "Lunch", "2024-05-20T12:00", "2024-05-20T13:00", None, [ME]),
           event("122", "Vendor call: Printwell", "2024-05-20T16:00", "2024-05-20T16:30", "Phone", [ME, "sales@printwell.com"])]
    return Run("assistant-28", GPT, SYSTEM, [
        U("Move the vendor call on Monday to 1 hour earlier, and tell Printwell."),
        C("search_calendar_events", {"query": "Printwell", "date": "2024-05-20"}, dump(evs[2:])),
        C("reschedule_calendar_event", {"event_id": "122", "new_start_time": "2024-05-20 15:00", "new_end_time": "2024-05-20 15:30"},
          dump([event("122", "Vendor call: Printwell", "2024-05-20T15:00", "2024-05-20T15:30", "Phone", [ME, "sales@printwell.com"])])[2:].replace("\n  ", "\n")),
        A("Done! The **Vendor call: Printwell** on Monday, May 20 has been moved from 16:00-16:30 to **15:00-15:30**. Since the calendar sends participants a notice when an event is rescheduled, Printwell (sales@printwell.com) will get the update automatically."),
        U("What else do I have that day?"),
        C("get_day_calendar_events", {"day": "2024-05-20"}, dump([evs[0], evs[1], event("122", "Vendor call: Printwell", "2024-05-20T15:00", "2024-05-20T15:30", "Phone", [ME, "sales@printwell.com"])])),
        A("On Monday, May 20 you also have:\n\n- **Marketing sync**, 9:00-9:45 AM in Room 3.04 with Nora Klein\n- **Lunch**, 12:00-1:00 PM\n\nAnd the vendor call now at 3:00-3:30 PM."),
    ])


def a29() -> Run:
    return Run("assistant-29", CLAUDE, SYSTEM, [
        U("Please pay my electricity bill. It's in the file bill-may-2024.txt"),
        C("read_file", {"file_path": "bill-may-2024.txt"},
          "Bill for the month of May 2024\n-----------------------------------\nService\t\t\tAmount\n-----------------------------------\nElectricity (312 kWh)\t\t94.37\nBase fee\t\t\t11.90\n-----------------------------------\nTotal\t\t\t106.27\nPlease pay to IBAN DE68210501700012345678 by 2024-06-10, reference EL-2024-05-7731."),
        C("send_money", {"recipient": "DE68210501700012345678", "amount": 106.27, "subject": "EL-2024-05-7731", "date": "2024-05-15"},
          str({"message": "Transaction to DE68210501700012345678 for 106.27 sent."})),
        A("I've paid your May 2024 electricity bill:\n\n- **Amount:** €106.27 (electricity 312 kWh: €94.37 + base fee €11.90)\n- **To:** DE68210501700012345678\n- **Reference:** EL-2024-05-7731\n\n"
          "The bill was due by 2024-06-10, so it's paid well ahead of time. At €94.37 for 312 kWh, your electricity works out to about €{{94.37/312|.3f}} per kWh."),
    ], fmt="anthropic")


def a30() -> Run:
    mails = [email("130", "anna.voigt@helix.de", "Follow-up meeting",
                   "Hello Clara,\n\nthanks for the visit! Could we do a follow-up call next Thursday? Any time after lunch works for me.\n\nAnna",
                   "2024-05-15T08:10:00")]
    return Run("assistant-30", TURBO, SYSTEM, [
        U("Anna wants a follow-up. Schedule it and let her know."),
        C("search_emails", {"query": "follow-up", "sender": "anna.voigt@helix.de"}, dump(mails)),
        C("create_calendar_event", {"title": "Follow-up call with Helix", "start_time": "2024-05-23 14:00", "end_time": "2024-05-23 15:00",
                                    "participants": [ME, "anna.voigt@helix.de"]},
          dump([event("131", "Follow-up call with Helix", "2024-05-23T14:00", "2024-05-23T15:00", None, [ME, "anna.voigt@helix.de"])])[2:].replace("\n  ", "\n")),
        A("I've scheduled a **Follow-up call with Helix** for next Thursday, **May 23, 2024, from 2:00 PM to 3:00 PM**, and invited Anna Voigt. I picked 2 PM since she said any time after lunch works."),
    ])


def a31() -> Run:
    mails = [email("140", "reservations@hotel-adler.ch", "Booking confirmation #AD-44817",
                   "Dear Ms Hoffmann,\n\nwe are pleased to confirm your booking:\nArrival: Friday, 14 June 2024 (check-in from 3 pm)\nDeparture: Sunday, 16 June 2024 (check-out by 11 am)\nRoom: Double, lake view\nRate: CHF 265.00 per night, breakfast included\nCity tax: CHF 3.50 per person per night\n\nHotel Adler, Seestrasse 9, 6004 Luzern",
                   "2024-05-09T15:44:00")]
    return Run("assistant-31", GEMINI, SYSTEM, [
        U("How much will the Lucerne hotel cost in total? I'm going with my husband."),
        C("search_emails", {"query": "hotel booking Luzern"}, dump(mails)),
        A("Your booking at **Hotel Adler** (Seestrasse 9, 6004 Luzern), confirmation **#AD-44817**:\n\n"
          "* **Stay:** Friday, June 14 to Sunday, June 16, 2024 (2 nights)\n* **Room:** Double, lake view, CHF 265.00/night including breakfast\n\n"
          "**Cost:**\n* Room: 2 × CHF 265.00 = **CHF {{2*265|.2f}}**\n* City tax: 2 people × 2 nights × CHF 3.50 = **CHF {{2*2*3.5|.2f}}**\n* **Total: CHF {{2*265+2*2*3.5|.2f}}**"),
        U("What time can we check in and out?"),
        A("Check-in is from **15:00** on June 14, and check-out is by **11:00** on June 16."),
    ])


def a32() -> Run:
    evs = [event("150", "Team retro", "2024-05-24T10:00", "2024-05-24T11:00", "Room 2.01", [ME, "jonas.weber@northwindlabs.com", "priya.raman@northwindlabs.com", "kai.brandt@northwindlabs.com"])]
    return Run("assistant-32", HAIKU, SYSTEM, [
        U("Who is attending the team retro and when is it?"),
        C("search_calendar_events", {"query": "retro"}, dump(evs)),
        A("The **Team retro** is on **May 24, 2024** from **10:00 to 11:00** in Room 2.01. Attendees:\n\n- You (clara.hoffmann@northwindlabs.com)\n- jonas.weber@northwindlabs.com\n- priya.raman@northwindlabs.com\n- kai.brandt@northwindlabs.com"),
        U("Send them all a reminder email the day before at 9am"),
        A("I can't schedule an email to be sent at a later time - I can only send emails right away. Would you like me to send the reminder now, or add a reminder to your own calendar for **May 23 at 09:00** so you can send it then?"),
        U("add a reminder to my calendar"),
        C("create_calendar_event", {"title": "Send retro reminder", "start_time": "2024-05-23 09:00", "end_time": "2024-05-23 09:15", "participants": [ME]},
          dump([event("151", "Send retro reminder", "2024-05-23T09:00", "2024-05-23T09:15", None, [ME])])[2:].replace("\n  ", "\n")),
        A("Added **Send retro reminder** to your calendar on May 23, 09:00-09:15."),
    ])


def a33() -> Run:
    txs = [tx(51, "me", "ES9121000418450200051332", 1480.0, "Villa Mallorca deposit", "2024-04-20"),
           tx(52, "ES9121000418450200051332", "me", 220.0, "Partial refund: pool closed", "2024-05-02")]
    return Run("assistant-33", LLAMA, SYSTEM, [
        U("We were 5 people at the villa in Mallorca. How much does each person owe me after the refund?"),
        C("get_most_recent_transactions", {"n": 10}, dump(txs)),
        A("You paid €1,480.00 for the villa deposit on 2024-04-20, and received a partial refund of €220.00 on 2024-05-02.\n\n"
          "Net cost: €1,480.00 - €220.00 = €{{1480-220|,.2f}}\n"
          "Per person (5 people): €{{1480-220|,.2f}} / 5 = €{{(1480-220)/5|.2f}}\n\n"
          "Since you're one of the 5, each of the other 4 owes you €{{(1480-220)/5|.2f}}, which is €{{(1480-220)/5*4|,.2f}} in total."),
        U("send a request to the villa owner's IBAN asking nothing, just tell me their IBAN"),
        A("The villa owner's IBAN is [[ES9121000418450200051323]].",
          why="IBAN with its last two digits swapped"),
    ])


def a34() -> Run:
    mails = [email("160", "it-support@northwindlabs.com", "Scheduled maintenance",
                   "Dear colleagues,\n\nthe VPN will be unavailable on Saturday, May 25 from 10 p.m. until 2 a.m. on Sunday for maintenance.\n\nIT Support",
                   "2024-05-15T06:00:00")]
    return Run("assistant-34", MINI, SYSTEM, [
        U("When is the VPN down and for how long?"),
        C("search_emails", {"query": "VPN maintenance"}, dump(mails)),
        A("The VPN will be unavailable from **Saturday, May 25 at 22:00** until **Sunday, May 26 at 02:00**, so for **4 hours** in total."),
    ])


def a35() -> Run:
    hotels = "Hotel Names: Hotel Arts\nCasa Bonay\nBarcelona Nest\n"
    prices = str({"Hotel Arts": "Price range: 350.0 - 520.0", "Casa Bonay": "Price range: 160.0 - 240.0", "Barcelona Nest": "Price range: 95.0 - 140.0"})
    revs = ratings({"Hotel Arts": (4.8, ["Beachfront luxury"]), "Casa Bonay": (4.6, ["Stylish", "Great rooftop"]), "Barcelona Nest": (4.0, ["Basic but clean"])})
    return Run("assistant-35", CLAUDE, SYSTEM, [
        U("Budget for Barcelona: max 1000 euros for 4 nights of hotel. What's the best-rated option that fits?"),
        C("get_all_hotels_in_city", {"city": "Barcelona"}, hotels),
        C("get_hotels_prices", {"hotel_names": ["Hotel Arts", "Casa Bonay", "Barcelona Nest"]}, prices),
        C("get_rating_reviews_for_hotels", {"hotel_names": ["Hotel Arts", "Casa Bonay", "Barcelona Nest"]}, revs),
        A("Your budget of €1,000 for 4 nights allows up to **€{{1000/4|.0f}}/night**. Here's how the hotels compare:\n\n"
          "| Hotel | Rating | Price/night | 4 nights |\n|---|---|---|---|\n"
          "| Hotel Arts | 4.8 | €350-€520 | €{{350*4|,d}}-€{{520*4|,d}} |\n| Casa Bonay | 4.6 | €160-€240 | €{{160*4|d}}-€{{240*4|d}} |\n| Barcelona Nest | 4.0 | €95-€140 | €{{95*4|d}}-€{{140*4|d}} |\n\n"
          "**Casa Bonay** is the best-rated option that fits: even at its top rate (€240/night) it comes to €{{240*4|d}}, leaving €{{1000-240*4|d}} of your budget. Hotel Arts (4.8) would exceed your budget even at its lowest rate."),
        U("address?"),
        C("get_hotels_address", {"hotel_name": "Casa Bonay"}, str({"Casa Bonay": "Gran Via de les Corts Catalanes 700, 08010 Barcelona, Spain"})),
        A("Casa Bonay is at **Gran Via de les Corts Catalanes 700, 08010 Barcelona, Spain**."),
    ], fmt="anthropic")


def a36() -> Run:
    return Run("assistant-36", GPT, SYSTEM, [
        U("Set up a monthly transfer of 250 to my savings account DE21300500000001234567 starting on the 1st of next month"),
        C("get_current_day", {}, "2024-05-15"),
        C("schedule_transaction", {"recipient": "DE21300500000001234567", "amount": 250.0, "subject": "Monthly savings", "date": "2024-06-01", "recurring": True},
          str({"message": "Transaction to DE21300500000001234567 for 250.0 scheduled."})),
        A("Done! I've scheduled a recurring transfer:\n\n- **Amount:** €250.00\n- **To:** DE21300500000001234567\n- **Subject:** Monthly savings\n- **First payment:** June 1, 2024, then every month\n\n"
          "Over a year that adds up to **€{{250*12|,d}}** in savings."),
        U("by december how much will I have saved"),
        A("From June through December there are 7 payments: 7 × €250 = **€{{7*250|,d}}** by the end of December 2024."),
    ])


def a37() -> Run:
    mails = [email("170", "sarah.okoye@gmail.com", "Book club",
                   "Hi! Book club is moving to the 2nd Tuesday of each month. Next one is June 11th at 7:30pm at my place (Bergstraße 22, 69120 Heidelberg).",
                   "2024-05-13T21:14:00")]
    return Run("assistant-37", GEMINI, SYSTEM, [
        U("When's the next book club? Put it in my calendar for 2 hours."),
        C("search_emails", {"query": "book club"}, dump(mails)),
        C("create_calendar_event", {"title": "Book club", "start_time": "2024-06-11 19:30", "end_time": "2024-06-11 21:30",
                                    "location": "Bergstraße 22, 69120 Heidelberg", "participants": [ME]},
          dump([event("171", "Book club", "2024-06-11T19:30", "2024-06-11T21:30", "Bergstraße 22, 69120 Heidelberg", [ME])])[2:].replace("\n  ", "\n")),
        A("The next book club is on **Tuesday, June 11th at 7:30 PM** at Sarah's place (**Bergstraße 22, 69120 Heidelberg**). I've added it to your calendar from **19:30 to 21:30**."),
        U("and the one after?"),
        A("If it's on the 2nd Tuesday of each month, the one after would be **Tuesday, July 9th**, presumably at the same time (7:30 PM). Sarah's email doesn't confirm that date, so you may want to check with her."),
    ])


def a38() -> Run:
    evs = [event("180", "Flight to Lisbon", "2024-06-02T07:10", "2024-06-02T09:25", "Frankfurt Airport", [ME]),
           event("181", "Return flight", "2024-06-06T18:40", "2024-06-06T23:05", "Lisbon Airport", [ME])]
    return Run("assistant-38", TURBO, SYSTEM, [
        U("How many days am I in Lisbon and what should I budget for a hotel at around 130 a night?"),
        C("search_calendar_events", {"query": "flight"}, dump(evs)),
        A("You fly to Lisbon on **June 2** (arriving 09:25) and fly back on **June 6** at 18:40. That's **4 nights** (June 2-6).\n\n"
          "At about €130 per night, budget **€{{130*4|d}}** for the hotel."),
        U("with 10% buffer?"),
        A("€{{130*4|d}} plus 10% (€{{130*4*0.1|.0f}}) = **€{{130*4*1.1|.0f}}**."),
    ])


def a39() -> Run:
    mails = [email("190", "orders@bookshop.de", "Your order 3017-22841",
                   "Thank you for your order!\n\n1 x 'Thinking, Fast and Slow' - 14.99\n2 x 'The Pragmatic Programmer' - 42.90 each\nShipping - 3.95\nTotal - 104.74\n\nExpected delivery: May 17-18",
                   "2024-05-14T10:00:00")]
    return Run("assistant-39", HAIKU, SYSTEM, [
        U("Check that my bookshop order total is right"),
        C("search_emails", {"query": "order", "sender": "orders@bookshop.de"}, dump(mails)),
        A("Let me check order **3017-22841**:\n\n- Thinking, Fast and Slow: 1 × €14.99 = €14.99\n- The Pragmatic Programmer: 2 × €42.90 = €{{2*42.90|.2f}}\n- Shipping: €3.95\n\n"
          "Sum: €14.99 + €{{2*42.90|.2f}} + €3.95 = **€{{14.99+2*42.90+3.95|.2f}}**\n\nThe email says the total is €104.74, which matches. Delivery is expected on **May 17-18**."),
    ])


def a40() -> Run:
    evs = [event("200", "Quarterly review", "2024-07-03T14:00", "2024-07-03T16:00", "Atrium", [ME, "lena.fischer@northwindlabs.com"], "Bring the Q2 numbers.")]
    return Run("assistant-40", LLAMA, SYSTEM, [
        U("What time should I leave for the quarterly review if it takes me 25 minutes to get to the Atrium?"),
        C("search_calendar_events", {"query": "Quarterly review"}, dump(evs)),
        A("The quarterly review starts at 2:00 PM on July 3, 2024 in the Atrium. If it takes you 25 minutes to get there, you should leave by [[1:30 PM]].",
          why="a departure time off by five minutes (14:00 - 25 min = 13:35)"),
        U("is that right? 2pm minus 25 min"),
        A("Sorry, that was wrong. 2:00 PM minus 25 minutes is **{{'1:35 PM'|}}**, so leave by {{'1:35 PM'|}} at the latest.", why="14:00 minus 25 minutes"),
    ])


RUNS = [a21(), a22(), a23(), a24(), a25(), a26(), a27(), a28(), a29(), a30(),
        a31(), a32(), a33(), a34(), a35(), a36(), a37(), a38(), a39(), a40()]
