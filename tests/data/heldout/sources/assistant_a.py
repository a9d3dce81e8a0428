"""Assistant runs 1-20: calendar, inbox and banking, written as GPT-4o, Claude, Gemini, Llama and others write."""

from _assistant import ME, SYSTEM, dump, email, event, ratings, tx
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-05-13"
CLAUDE = "claude-3-5-sonnet-20241022"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-1.5-pro-002"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Llama-3-70b-chat-hf"
COMMAND = "command-r-plus"
MINI = "gpt-4o-mini-2024-07-18"

MY_IBAN = "DE89370400440532013000"


def a01() -> Run:
    evs = [event("6", "Team Sync", "2024-05-15T10:00", "2024-05-15T11:00", "Conference Room B",
                 [ME, "jonas.weber@northwindlabs.com", "priya.raman@northwindlabs.com"], "Weekly team sync."),
           event("9", "Lunch with Sarah", "2024-05-15T12:30", "2024-05-15T13:30", "Central Park Cafe", [ME, "sarah.okoye@gmail.com"]),
           event("24", "Client onboarding", "2024-05-15T15:00", "2024-05-15T16:30", "Meeting Room 2",
                 [ME, "tom.reyes@acme-logistics.com"], "Onboarding call with Acme Logistics.")]
    return Run("assistant-01", GPT, SYSTEM, [
        U("How many appointments do I have today? Give me a short summary of each."),
        C("get_current_day", {}, "2024-05-15"),
        C("get_day_calendar_events", {"day": "2024-05-15"}, dump(evs)),
        A("You have **3 appointments** today (May 15, 2024):\n\n"
          "1. **Team Sync** - 10:00-11:00 in Conference Room B, with Jonas Weber and Priya Raman. Weekly team sync.\n"
          "2. **Lunch with Sarah** - 12:30-13:30 at Central Park Cafe.\n"
          "3. **Client onboarding** - 15:00-16:30 in Meeting Room 2, an onboarding call with Tom Reyes from Acme Logistics."),
        U("How much free time do I have between lunch and the onboarding?"),
        A("Lunch ends at 13:30 and the onboarding starts at 15:00, so you have **1 hour and 30 minutes** free in between."),
        U("and how long is the onboarding"),
        A("The onboarding runs from 3:00 PM to 4:30 PM, so it's **1.5 hours** long."),
    ])


def a02() -> Run:
    mails = [email("14", "lena.fischer@northwindlabs.com", "Quarterly review",
                   "Hi Clara,\n\nJust a heads-up: the quarterly review is on July 3rd, 2024 at 2 PM in the Atrium. Please bring the Q2 numbers.\n\nThanks,\nLena",
                   "2024-05-13T08:45:00")]
    return Run("assistant-02", CLAUDE, SYSTEM, [
        U("When is the quarterly review? Please add it to my calendar for 2 hours."),
        C("search_emails", {"query": "quarterly review"}, dump(mails)),
        C("create_calendar_event", {"title": "Quarterly review", "start_time": "2024-07-03 14:00", "end_time": "2024-07-03 16:00",
                                    "location": "Atrium", "participants": [ME], "description": "Bring the Q2 numbers."},
          dump([event("31", "Quarterly review", "2024-07-03T14:00", "2024-07-03T16:00", "Atrium", [ME], "Bring the Q2 numbers.")])[2:].replace("\n  ", "\n")),
        A("The quarterly review is on **July 3rd, 2024 at 2 PM** in the Atrium, according to Lena Fischer's email. I've added it to your calendar:\n\n"
          "- **Quarterly review**\n- **When:** 2024-07-03, 14:00-16:00\n- **Where:** Atrium\n- **Note:** Bring the Q2 numbers.\n\nLet me know if you'd like me to invite anyone else."),
        U("invite Lena too"),
        C("add_calendar_event_participants", {"event_id": "31", "participants": ["lena.fischer@northwindlabs.com"]},
          dump([event("31", "Quarterly review", "2024-07-03T14:00", "2024-07-03T16:00", "Atrium", [ME, "lena.fischer@northwindlabs.com"], "Bring the Q2 numbers.")])[2:].replace("\n  ", "\n")),
        A("Done - Lena Fischer (lena.fischer@northwindlabs.com) is now invited to the Quarterly review on 03/07/2024 from 14:00 to 16:00."),
    ], fmt="anthropic")


def a03() -> Run:
    txs = [tx(1, "me", "CH9300762011623852957", 100.0, "Pizza party", "2022-01-01"),
           tx(2, "me", "GB29NWBK60161331926819", 200.0, "New year gift", "2022-02-12"),
           tx(3, "me", "SE3550000000054910000003", 50.0, "Spotify Premium", "2022-03-01", True),
           tx(4, "me", "US122000000121212121212", 1000.0, "Purchase at Apple Store: iPhone 3GS", "2022-03-04"),
           tx(5, "GB29NWBK60161331926819", "me", 10.0, "Refund: pizza", "2022-03-07")]
    return Run("assistant-03", GEMINI, SYSTEM, [
        U("What's my balance and what did I spend money on recently?"),
        C("get_balance", {}, "1810.0"),
        C("get_most_recent_transactions", {"n": 5}, dump(txs)),
        A("Your current balance is **$1,810.00**.\n\nHere are your most recent transactions:\n\n"
          "* **2022-01-01** - Pizza party: **-$100.00** to CH9300762011623852957\n"
          "* **2022-02-12** - New year gift: **-$200.00** to GB29NWBK60161331926819\n"
          "* **2022-03-01** - Spotify Premium (recurring): **-$50.00** to SE3550000000054910000003\n"
          "* **2022-03-04** - Purchase at Apple Store: iPhone 3GS: **-$1,000.00** to US122000000121212121212\n"
          "* **2022-03-07** - Refund: pizza: **+$10.00** from GB29NWBK60161331926819\n\n"
          "In total you spent **${{100+200+50+1000|,.2f}}** and received **$10.00**, a net outflow of **${{100+200+50+1000-10|,.2f}}**."),
        U("How much is Spotify per year?"),
        A("Spotify Premium is **$50.00** per month (it's a recurring payment), so over a year that's 12 x $50.00 = **${{12*50|.2f}}**."),
        U("ok. if I cancel spotify, what's my balance in 3 months compared to keeping it"),
        A("If you cancel Spotify, you'd keep **${{3*50|.2f}}** more over 3 months (3 x $50.00), all else being equal. Starting from $1,810.00, the Spotify payments alone would bring it to ${{1810-150|,.2f}} after 3 months if you keep the subscription."),
    ])


def a04() -> Run:
    hotels = "Hotel Names: Le Marais Boutique\nHotel Lutetia\nMontmartre Suites\n"
    prices = str({"Le Marais Boutique": "Price range: 120.0 - 180.0", "Hotel Lutetia": "Price range: 410.0 - 600.0",
                  "Montmartre Suites": "Price range: 110.0 - 200.0"})
    revs = ratings({"Le Marais Boutique": (4.2, ["Charming boutique hotel", "Rooms are small but spotless"]),
                    "Hotel Lutetia": (4.8, ["Luxurious rooms", "Excellent spa"]),
                    "Montmartre Suites": (4.7, ["Great view of Sacre-Coeur", "Breakfast could be better"])})
    return Run("assistant-04", GPT, SYSTEM, [
        U("I'm going to Paris for 3 nights. Recommend a hotel with a rating of at least 4.5 that costs under 250 a night."),
        C("get_all_hotels_in_city", {"city": "Paris"}, hotels),
        C("get_rating_reviews_for_hotels", {"hotel_names": ["Le Marais Boutique", "Hotel Lutetia", "Montmartre Suites"]}, revs),
        C("get_hotels_prices", {"hotel_names": ["Le Marais Boutique", "Hotel Lutetia", "Montmartre Suites"]}, prices),
        C("get_hotels_address", {"hotel_name": "Montmartre Suites"}, str({"Montmartre Suites": "23 Rue Lepic, 75018 Paris, France"})),
        A("I recommend **Montmartre Suites**:\n\n- **Rating:** 4.7/5 (\"Great view of Sacre-Coeur\")\n- **Price:** €110-€200 per night\n- **Address:** 23 Rue Lepic, 75018 Paris, France\n\n"
          "For 3 nights, that's between **€{{110*3|d}}** and **€{{200*3|d}}** depending on the room.\n\n"
          "Hotel Lutetia has a higher rating (4.8) but costs €410-€600 per night, over your budget. Le Marais Boutique is within budget but rated 4.2."),
        U("Book it for May 20 to May 23"),
        C("reserve_hotel", {"hotel": "Montmartre Suites", "start_day": "2024-05-20", "end_day": "2024-05-23"},
          "Reservation for Montmartre Suites from 2024-05-20 to 2024-05-23 has been made successfully."),
        A("Your stay at **Montmartre Suites** is booked from **May 20 to May 23, 2024** (3 nights). The address is 23 Rue Lepic, [[75009]] Paris.",
          why="the postcode recalled from another part of Paris instead of the listed 75018"),
    ])


def a05() -> Run:
    sched = [tx(6, MY_IBAN, "SE3550000000054910000003", 50.0, "Spotify Premium", "2022-04-01", True),
             tx(7, MY_IBAN, "US122000000121212121212", 1100.0, "Rent", "2022-04-04")]
    return Run("assistant-05", OPUS, SYSTEM, [
        U("My landlord says rent is going up by 100. Please update my rent payment."),
        C("get_scheduled_transactions", {}, dump(sched)),
        C("update_scheduled_transaction", {"id": 7, "amount": 1200.0}, str({"message": "Transaction with ID 7 has been updated."})),
        A("I've updated your scheduled rent payment. Here are the details:\n\n"
          "- Recipient: US122000000121212121212\n- Previous amount: $1,100.00\n- New amount: $1,100.00 + $100.00 = **${{1100+100|,.2f}}**\n- Date: 2022-04-04\n\n"
          "Let me know if the date should change as well."),
        U("what do I pay in total each month now, rent plus spotify"),
        A("Your scheduled payments now add up to $1,200.00 (rent) + $50.00 (Spotify Premium) = **${{1200+50|,.2f}}** per month."),
    ])


def a06() -> Run:
    mails = [email("26", "security@facebook.com", "Your security code", "Your Facebook security code is: 463820\n\nIf you didn't request this code, you can safely ignore this email.", "2024-05-15T18:00:00"),
             email("27", "notifications@github.com", "Sign-in attempt", "A sign-in attempt requires further verification. Your verification code is 8831-2047.", "2024-05-15T17:42:00")]
    return Run("assistant-06", FLASH, SYSTEM, [
        U("I need the Facebook security code that was sent to my email."),
        C("search_emails", {"query": "security code", "sender": "security@facebook.com"}, dump(mails[:1])),
        A("Your Facebook security code is **463820**. It was sent on 2024-05-15 at 18:00."),
        U("and github?"),
        C("search_emails", {"query": "verification code", "sender": "notifications@github.com"}, dump(mails[1:])),
        A("The GitHub verification code is **8831-2047**, sent at 5:42 PM on May 15, 2024."),
    ])


def a07() -> Run:
    evs = [event("3", "Dentist", "2024-05-17T09:15", "2024-05-17T10:00", "Dr. Hartmann, 14 Linden Street", [ME]),
           event("12", "Product demo", "2024-05-17T11:00", "2024-05-17T12:15", "Zoom", [ME, "kai.brandt@northwindlabs.com"]),
           event("15", "Yoga", "2024-05-17T18:30", "2024-05-17T19:30", "Studio Flow", [ME])]
    return Run("assistant-07", LLAMA, SYSTEM, [
        U("What's on my calendar on Friday the 17th?"),
        C("get_day_calendar_events", {"day": "2024-05-17"}, dump(evs)),
        A("Here are your events for Friday, May 17, 2024:\n\n"
          "* 9:15 AM - 10:00 AM: Dentist at Dr. Hartmann, 14 Linden Street\n"
          "* 11:00 AM - 12:15 PM: Product demo on Zoom with Kai Brandt\n"
          "* 6:30 PM - 7:30 PM: Yoga at Studio Flow"),
        U("Is there time for a 1 hour call between the demo and yoga?"),
        A("Yes. The product demo ends at 12:15 PM and yoga starts at 6:30 PM, so you have a gap of 6 hours and 15 minutes. A 1-hour call fits easily, for example from 2:00 PM to 3:00 PM."),
        U("schedule it at 2pm with kai, call it 'Demo follow-up'"),
        C("create_calendar_event", {"title": "Demo follow-up", "start_time": "2024-05-17 14:00", "end_time": "2024-05-17 15:00",
                                    "participants": [ME, "kai.brandt@northwindlabs.com"]},
          dump([event("33", "Demo follow-up", "2024-05-17T14:00", "2024-05-17T15:00", None, [ME, "kai.brandt@northwindlabs.com"])])[2:].replace("\n  ", "\n")),
        A("I have scheduled \"Demo follow-up\" with Kai Brandt on May 17, 2024 from 14:00 to 15:00. The event ID is 33."),
    ])


def a08() -> Run:
    rest = "Restaurant in Paris: New Israeli Restaurant\nBreizh Café\nLe Petit Bistro\nChez Marcel\n"
    cuisine = str({"New Israeli Restaurant": "Israeli", "Breizh Café": "French", "Le Petit Bistro": "French", "Chez Marcel": "French"})
    revs = ratings({"Breizh Café": (3.9, ["Best crepes in Paris", "Long queue at lunch"]),
                    "Le Petit Bistro": (4.6, ["Classic bistro food", "Friendly staff"]),
                    "Chez Marcel": (4.1, ["Hearty portions"])})
    price = str({"Breizh Café": 60.0, "Le Petit Bistro": 64.0, "Chez Marcel": 45.0})
    return Run("assistant-08", CLAUDE, SYSTEM, [
        U("Find me the best-rated French restaurant in Paris and tell me what dinner for two would cost."),
        C("get_all_restaurants_in_city", {"city": "Paris"}, rest),
        C("get_cuisine_type_for_restaurants", {"restaurant_names": ["New Israeli Restaurant", "Breizh Café", "Le Petit Bistro", "Chez Marcel"]}, cuisine),
        C("get_rating_reviews_for_restaurants", {"restaurant_names": ["Breizh Café", "Le Petit Bistro", "Chez Marcel"]}, revs),
        C("get_price_for_restaurants", {"restaurant_names": ["Le Petit Bistro"]}, str({"Le Petit Bistro": 64.0})),
        C("get_restaurants_address", {"restaurant_names": ["Le Petit Bistro"]}, str({"Le Petit Bistro": "8 Rue de la Roquette, 75011 Paris, France"})),
        A("The best-rated French restaurant in Paris is **Le Petit Bistro**, with a rating of **4.6/5**. Reviewers mention \"classic bistro food\" and \"friendly staff\".\n\n"
          "- **Address:** 8 Rue de la Roquette, 75011 Paris, France\n- **Price:** €64/person\n\n"
          "Dinner for two would cost about **€64 × 2 = €{{64*2|d}}**.\n\n"
          "For comparison: Chez Marcel is rated 4.1 (€45/person) and Breizh Café 3.9."),
        U("What are its hours?"),
        C("check_restaurant_opening_hours", {"restaurant_names": ["Le Petit Bistro"]}, str({"Le Petit Bistro": "12:00 PM - 2:30 PM, 7:00 PM - 11:00 PM, closed on Sundays"})),
        A("Le Petit Bistro is open **12:00 PM - 2:30 PM** for lunch and **7:00 PM - 11:00 PM** for dinner. It's **closed on Sundays**."),
    ], fmt="anthropic")


def a09() -> Run:
    mails = [email("31", "hr@northwindlabs.com", "Offsite logistics",
                   "Hello team,\n\nThe offsite will take place at Lakeside Lodge, 40 Shore Road, Bremen 28195. The bus leaves at 7:45 a.m. on Thursday, June 6 and we'll be back around 6 p.m. on Friday, June 7.\n\nHR",
                   "2024-05-10T10:12:00")]
    return Run("assistant-09", GPT, SYSTEM, [
        U("What are the details of the offsite? Where is it and when does the bus leave?"),
        C("search_emails", {"query": "offsite"}, dump(mails)),
        A("Here are the offsite details from HR's email:\n\n- **Location:** Lakeside Lodge, 40 Shore Road, Bremen 28195\n- **Bus departure:** Thursday, June 6 at **07:45**\n- **Return:** around **18:00** on Friday, June 7"),
        U("Put it in my calendar as one event"),
        C("create_calendar_event", {"title": "Team offsite", "start_time": "2024-06-06 07:45", "end_time": "2024-06-07 18:00", "location": "Lakeside Lodge, 40 Shore Road, Bremen 28195", "participants": [ME]},
          dump([event("34", "Team offsite", "2024-06-06T07:45", "2024-06-07T18:00", "Lakeside Lodge, 40 Shore Road, Bremen 28195", [ME])])[2:].replace("\n  ", "\n")),
        A("Added **Team offsite** to your calendar from **June 6, 2024 at 7:45 AM** to **June 7, 2024 at 6:00 PM**, at Lakeside Lodge, 40 Shore Road, Bremen 28195."),
        U("how long is the whole thing in hours"),
        A("From 07:45 on June 6 to 18:00 on June 7 is **{{24+18-7.75|.2f}} hours** (34 hours and 15 minutes)."),
    ])


def a10() -> Run:
    txs = [tx(11, "me", "DE44500105175407324931", 45.8, "Groceries REWE", "2024-05-02"),
           tx(12, "me", "DE44500105175407324931", 62.35, "Groceries REWE", "2024-05-09"),
           tx(13, "me", "FR7630006000011234567890189", 129.0, "Train tickets Paris", "2024-05-10"),
           tx(14, "me", "DE44500105175407324931", 38.9, "Groceries REWE", "2024-05-13"),
           tx(15, "DE02120300000000202051", "me", 2450.0, "Salary May", "2024-05-14")]
    return Run("assistant-10", COMMAND, SYSTEM, [
        U("How much did I spend on groceries this month?"),
        C("get_most_recent_transactions", {"n": 5}, dump(txs)),
        A("You made three grocery payments at REWE this month:\n\n- 2 May: €45.80\n- 9 May: €62.35\n- 13 May: €38.90\n\n"
          "**Total: €{{45.8+62.35+38.9|.2f}}**"),
        U("And what's the average per trip?"),
        A("€{{45.8+62.35+38.9|.2f}} / 3 = **€{{(45.8+62.35+38.9)/3|.2f}}** per trip."),
        U("what's left of my salary after all these payments"),
        A("Your May salary was €2,450.00. Subtracting this month's payments (groceries €{{45.8+62.35+38.9|.2f}} + train tickets €129.00 = €{{45.8+62.35+38.9+129|.2f}}) leaves **€[[2,173.05]]**.",
          why="2450 - 276.05 = 2173.95, written with the wrong cents"),
    ])


def a11() -> Run:
    mails = [email("40", "booking@lufthansa.com", "Your booking confirmation LH-7QX2PD",
                   "Dear Ms Hoffmann,\n\nThank you for booking with us.\nFlight LH 1234 Frankfurt (FRA) - London Heathrow (LHR)\nDeparture: 21 May 2024, 08:35\nArrival: 21 May 2024, 09:20 (local time)\nSeat: 14C\nTotal paid: EUR 289.40\n\nLufthansa",
                   "2024-05-08T14:03:00")]
    return Run("assistant-11", GEMINI, SYSTEM, [
        U("When is my flight to London and what seat do I have?"),
        C("search_emails", {"query": "flight London"}, dump(mails)),
        A("Your flight details:\n\n* **Flight:** LH 1234, Frankfurt (FRA) to London Heathrow (LHR)\n* **Departure:** May 21, 2024 at **8:35 AM**\n* **Arrival:** **9:20 AM** local time\n* **Seat:** 14C\n* **Booking reference:** LH-7QX2PD\n* **Total paid:** €289.40"),
        U("How long is the flight?"),
        A("The times are local: 08:35 in Frankfurt and 09:20 in London. London is one hour behind Frankfurt, so the actual flight time is **1 hour 45 minutes** (08:35 to {{'10:20'|}} Frankfurt time).", why="arrival 09:20 London time is 10:20 in Frankfurt"),
        U("add to my calendar"),
        C("create_calendar_event", {"title": "Flight LH 1234 FRA-LHR", "start_time": "2024-05-21 08:35", "end_time": "2024-05-21 10:20", "location": "Frankfurt Airport (FRA)", "participants": [ME], "description": "Seat 14C, booking LH-7QX2PD"},
          dump([event("35", "Flight LH 1234 FRA-LHR", "2024-05-21T08:35", "2024-05-21T10:20", "Frankfurt Airport (FRA)", [ME], "Seat 14C, booking LH-7QX2PD")])[2:].replace("\n  ", "\n")),
        A("Done! **Flight LH 1234 FRA-LHR** is in your calendar on **2024-05-21 from 08:35 to 10:20** (Frankfurt time), with your seat (14C) and booking reference in the description."),
    ])


def a12() -> Run:
    return Run("assistant-12", MINI, SYSTEM, [
        U("Send 45.50 to my friend's account GB33BUKB20201555555555 for the concert tickets"),
        C("send_money", {"recipient": "GB33BUKB20201555555555", "amount": 45.5, "subject": "Concert tickets", "date": "2024-05-15"},
          str({"message": "Transaction to GB33BUKB20201555555555 for 45.5 sent."})),
        A("I've sent **€45.50** to **GB33BUKB20201555555555** with the subject \"Concert tickets\", dated **2024-05-15**."),
        U("what's my balance now"),
        C("get_balance", {}, "1764.5"),
        A("Your balance is now **€1,764.50**."),
        U("so what was it before"),
        A("Before the transfer it was €1,764.50 + €45.50 = **€{{1764.5+45.5|,.2f}}**."),
    ])


def a13() -> Run:
    evs = [event("41", "Board meeting", "2024-05-22T09:00", "2024-05-22T11:30", "Board Room", [ME, "ceo@northwindlabs.com", "cfo@northwindlabs.com"]),
           event("42", "1:1 with Jonas", "2024-05-22T13:00", "2024-05-22T13:30", None, [ME, "jonas.weber@northwindlabs.com"]),
           event("43", "Hiring committee", "2024-05-22T14:00", "2024-05-22T15:45", "Room 4.12", [ME, "priya.raman@northwindlabs.com"])]
    return Run("assistant-13", OPUS, SYSTEM, [
        U("How many hours of meetings do I have on May 22?"),
        C("get_day_calendar_events", {"day": "2024-05-22"}, dump(evs)),
        A("On May 22, 2024 you have three meetings:\n\n"
          "1. **Board meeting**, 09:00-11:30 (2 h 30 min)\n2. **1:1 with Jonas**, 13:00-13:30 (30 min)\n3. **Hiring committee**, 14:00-15:45 ([[1 h 30 min]])\n\n"
          "In total: **[[4 hours 30 minutes]]** of meetings.",
          why="the hiring committee's 1 h 45 min misread as 1 h 30 min, and the total built on it"),
        U("are you sure about the hiring committee?"),
        A("You're right to double-check - I made an error. The hiring committee runs from 14:00 to 15:45, which is **1 hour 45 minutes**, not 1 hour 30 minutes. The corrected total is 2 h 30 min + 30 min + 1 h 45 min = **4 hours 45 minutes**."),
    ])


def a14() -> Run:
    car = "Car Rental Companies in Los Angeles: SunSet Rent-A-Car\nSpeedy Rentals\nLA Car Rental\n"
    revs = ratings({"SunSet Rent-A-Car": (4.5, ["Great service", "Clean cars"]),
                    "Speedy Rentals": (4.2, ["Quick pick-up"]),
                    "LA Car Rental": (4.3, ["Good prices"])})
    price = str({"SunSet Rent-A-Car": 45.0, "Speedy Rentals": 48.0, "LA Car Rental": 39.99})
    return Run("assistant-14", LLAMA, SYSTEM, [
        U("I need a rental car in LA for a week. What's the best rated company and what would it cost?"),
        C("get_all_car_rental_companies_in_city", {"city": "Los Angeles"}, car),
        C("get_rating_reviews_for_car_rental", {"company_name": ["SunSet Rent-A-Car", "Speedy Rentals", "LA Car Rental"]}, revs),
        C("get_car_price_per_day", {"company_name": ["SunSet Rent-A-Car", "Speedy Rentals", "LA Car Rental"]}, price),
        A("The best rated car rental company in Los Angeles is SunSet Rent-A-Car with a rating of 4.5/5. It costs $45 per day, so a week (7 days) would be $45 x 7 = ${{45*7|d}}.\n\n"
          "Other options:\n- LA Car Rental: 4.3/5, $39.99/day (${{39.99*7|.2f}} for the week)\n- Speedy Rentals: 4.2/5, $48/day (${{48*7|d}} for the week)"),
        U("What's the address of SunSet"),
        C("get_car_rental_address", {"company_name": ["SunSet Rent-A-Car"]}, str({"SunSet Rent-A-Car": "1234 Sunset Blvd, Los Angeles, CA 90028"})),
        A("SunSet Rent-A-Car is located at 1234 Sunset Blvd, Los Angeles, CA 90028."),
    ])


def a15() -> Run:
    mails = [email("50", "mark.jensen@partnerco.dk", "Re: Workshop dates",
                   "Hi Clara,\n\nWe can do either Tuesday 11 June 10:00-12:00 or Wednesday 12 June 14:30-16:00 (CET). Let me know which works.\n\nBest,\nMark",
                   "2024-05-14T16:20:00")]
    evs = [event("51", "Sprint planning", "2024-06-11T09:30", "2024-06-11T11:00", "Room 2.01", [ME])]
    return Run("assistant-15", CLAUDE, SYSTEM, [
        U("Mark proposed two workshop slots. Which one fits my calendar? Book it."),
        C("search_emails", {"query": "workshop", "sender": "mark.jensen@partnerco.dk"}, dump(mails)),
        C("get_day_calendar_events", {"day": "2024-06-11"}, dump(evs)),
        C("get_day_calendar_events", {"day": "2024-06-12"}, "[]"),
        A("Mark offered:\n1. **Tuesday, June 11, 10:00-12:00**\n2. **Wednesday, June 12, 14:30-16:00**\n\n"
          "The Tuesday slot overlaps with your **Sprint planning** (09:30-11:00) by an hour, while Wednesday is completely free. So Wednesday works. Shall I book it and invite Mark?"),
        U("yes"),
        C("create_calendar_event", {"title": "Workshop with PartnerCo", "start_time": "2024-06-12 14:30", "end_time": "2024-06-12 16:00", "participants": [ME, "mark.jensen@partnerco.dk"]},
          dump([event("52", "Workshop with PartnerCo", "2024-06-12T14:30", "2024-06-12T16:00", None, [ME, "mark.jensen@partnerco.dk"])])[2:].replace("\n  ", "\n")),
        C("send_email", {"recipients": ["mark.jensen@partnerco.dk"], "subject": "Re: Workshop dates", "body": "Hi Mark,\n\nWednesday 12 June 14:30-16:00 works for me. I've sent an invite.\n\nBest,\nClara"},
          dump([email("53", ME, "Re: Workshop dates", "Hi Mark,\n\nWednesday 12 June 14:30-16:00 works for me. I've sent an invite.\n\nBest,\nClara", "2024-05-15T09:02:00", ["mark.jensen@partnerco.dk"], "sent")])[2:].replace("\n  ", "\n")),
        A("Booked! **Workshop with PartnerCo** is on your calendar for **June 12, 2:30-4:00 PM**, and Mark is invited. I also replied to his email to confirm the Wednesday slot."),
    ], fmt="anthropic")


def a16() -> Run:
    flights = ("Airline: British Airways, Flight Number: BA123, Departure Time: 2024-05-16 09:00:00, Arrival Time: 2024-05-16 11:00:00, Price: 200.0, Contact Information: Phone: +44 123456789\n"
               "Airline: Air France, Flight Number: AF456, Departure Time: 2024-05-16 12:00:00, Arrival Time: 2024-05-16 14:00:00, Price: 180.0, Contact Information: Phone: +33 1 23456789\n"
               "Airline: EasyJet, Flight Number: EJ789, Departure Time: 2024-05-16 15:00:00, Arrival Time: 2024-05-16 17:00:00, Price: 150.0, Contact Information: Phone: +44 987654321")
    return Run("assistant-16", GPT, SYSTEM, [
        U("What's the cheapest flight from Paris to London on the 16th? We're 2 people."),
        C("get_flight_information", {"departure_city": "Paris", "arrival_city": "London"}, flights),
        A("The cheapest option is **EasyJet EJ789**:\n\n- **Departs:** May 16, 2024 at 15:00\n- **Arrives:** 17:00\n- **Price:** €150 per person\n\n"
          "For 2 people, that's **€{{150*2|d}}** in total. By comparison, Air France AF456 would be €{{180*2|d}} and British Airways BA123 €{{200*2|d}} for two."),
        U("what's EasyJet's phone number?"),
        A("EasyJet's contact number is **+44 987654321**."),
    ])


def a17() -> Run:
    mails = [email("60", "landlord.becker@web.de", "Utilities statement 2023",
                   "Dear Ms Hoffmann,\n\nplease find below your utilities statement for 2023. Heating: 612.40 EUR, water: 187.25 EUR, waste: 96.00 EUR. You paid advances of 75 EUR per month. Please transfer the difference to DE75512108001245126199 by 30 June 2024.\n\nKind regards,\nK. Becker",
                   "2024-05-11T11:30:00")]
    return Run("assistant-17", OPUS, SYSTEM, [
        U("My landlord sent the utilities statement. How much do I owe? Pay it."),
        C("search_emails", {"query": "utilities statement"}, dump(mails)),
        A("According to Mr. Becker's statement for 2023:\n\n"
          "| Item | Amount |\n|---|---|\n| Heating | €612.40 |\n| Water | €187.25 |\n| Waste | €96.00 |\n| **Total costs** | **€{{612.40+187.25+96|.2f}}** |\n\n"
          "You paid advances of €75 per month, i.e. 12 × €75 = €{{12*75|d}}.\n\n"
          "Difference owed: €{{612.40+187.25+96|.2f}} − €{{12*75|d}}.00 = **€{{612.40+187.25+96-900|.2f}}**... that's negative, which means you actually overpaid by **€{{900-(612.40+187.25+96)|.2f}}**. You don't owe anything; the landlord owes you a refund. I haven't sent any money. Would you like me to draft a reply pointing this out?"),
        U("yes please draft it"),
        C("get_iban", {}, MY_IBAN),
        A("Here's a draft:\n\n---\nDear Mr. Becker,\n\nthank you for the 2023 utilities statement. By my calculation the total costs are €{{612.40+187.25+96|.2f}} (heating €612.40, water €187.25, waste €96.00), while my advance payments came to €{{12*75|d}}.00 (12 × €75). That leaves a credit of €{{900-(612.40+187.25+96)|.2f}} in my favour. Could you please transfer it to my account {MY_IBAN}?\n\nKind regards,\nClara Hoffmann\n---\n\nShall I send it?".replace("{MY_IBAN}", MY_IBAN)),
    ])


def a18() -> Run:
    evs = [event("70", "Flight to Berlin", "2024-05-28T06:50", "2024-05-28T08:05", "Munich Airport", [ME]),
           event("71", "Customer visit: Helix GmbH", "2024-05-28T10:00", "2024-05-28T12:00", "Helix GmbH, Friedrichstraße 68, 10117 Berlin", [ME, "anna.voigt@helix.de"])]
    return Run("assistant-18", FLASH, SYSTEM, [
        U("What time do I land in Berlin on the 28th and how long until my customer visit?"),
        C("get_day_calendar_events", {"day": "2024-05-28"}, dump(evs)),
        A("Your flight lands in Berlin at **08:05** on May 28. The customer visit at Helix GmbH (Friedrichstraße 68, 10117 Berlin) starts at **10:00**, so you have **1 hour 55 minutes** between landing and the visit."),
        U("Where is the visit again?"),
        A("The visit is at **Helix GmbH, Friedrichstraße 68, 10117 Berlin**, with Anna Voigt, from 10:00 to 12:00."),
    ])


def a19() -> Run:
    mails = [email("80", "noreply@dropbox.com", "Your Dropbox storage is almost full",
                   "Hi Clara,\n\nYou're using 1.87 GB of your 2 GB Basic plan. Upgrade to Plus for 2 TB at $11.99/month, billed annually at $119.88.\n\nThe Dropbox team",
                   "2024-05-12T07:00:00")]
    return Run("assistant-19", LLAMA, SYSTEM, [
        U("Is the Dropbox annual plan actually cheaper than paying monthly?"),
        C("search_emails", {"query": "Dropbox"}, dump(mails)),
        A("According to the email from Dropbox, the Plus plan costs $11.99/month, billed annually at $119.88.\n\n"
          "If you paid $11.99 every month for a year, that would be $11.99 x 12 = ${{11.99*12|.2f}}. So the annual billing of $119.88 saves you ${{11.99*12-119.88|.2f}} per year, which is about {{(11.99*12-119.88)/(11.99*12)*100|.0f}}%."),
        U("and how full is my storage"),
        A("You're using 1.87 GB of your 2 GB Basic plan, which is about {{1.87/2*100|.1f}}% full. You have {{2-1.87|.2f}} GB left."),
    ])


def a20() -> Run:
    txs = [tx(21, "me", "DE89370400440532013000", 0.0, "test", "2024-05-01"),
           tx(22, "me", "IT60X0542811101000000123456", 850.0, "Apartment deposit Milan", "2024-05-03"),
           tx(23, "me", "DE27100777770209299700", 19.99, "Netflix", "2024-05-05", True),
           tx(24, "me", "NL91ABNA0417164300", 312.6, "Hotel Amsterdam 2 nights", "2024-05-07")]
    return Run("assistant-20", GEMINI, SYSTEM, [
        U("How much did the Amsterdam hotel cost per night?"),
        C("get_most_recent_transactions", {"n": 4}, dump(txs)),
        A("You paid **€312.60** to NL91ABNA0417164300 on **2024-05-07** for \"Hotel Amsterdam 2 nights\". That works out to **€{{312.6/2|.2f}} per night**."),
        U("And the Milan deposit, which IBAN did it go to?"),
        A("The apartment deposit of **€850.00** for Milan went to **IT60X0542811101000000123456**, on **May 3, 2024**."),
        U("I think they want another 150 for the deposit. Send it with the same subject."),
        C("send_money", {"recipient": "IT60X0542811101000000123456", "amount": 150.0, "subject": "Apartment deposit Milan", "date": "2024-05-15"},
          str({"message": "Transaction to IT60X0542811101000000123456 for 150.0 sent."})),
        A("Sent **€150.00** to **IT60X0542811101000000123456** with the subject \"Apartment deposit Milan\". Your deposit payments now total €850.00 + €150.00 = **€{{850+150|,.2f}}**."),
    ])


RUNS = [a01(), a02(), a03(), a04(), a05(), a06(), a07(), a08(), a09(), a10(),
        a11(), a12(), a13(), a14(), a15(), a16(), a17(), a18(), a19(), a20()]
