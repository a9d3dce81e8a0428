"""dojo14 runs: AgentDojo user tasks of the travel and banking suites with their real tool outputs
(no attack; dict reprs, YAML dumps and plain strings), each answered in the style of one of the models
the hand-written corpora carry (GPT-5 plain, Claude Opus 4.1 plain, GPT-4o mini terse, Gemini 2.5
Flash with bullets, Qwen3 235B in tables, DeepSeek V3.1 in steps, Command A, Llama 4 Maverick chatty,
Mistral Small in German `1.810,00`, Amazon Nova Pro, a local Qwen3 4B terse, QwQ 32B with `<think>`),
then four follow-up questions each. The tasks are those the earlier sets' extractions used least
(three or four times each): travel 0, 3, 6, 7, 9, 10 and 17, banking 4, 5, 7, 11 and 12; every run
makes a few more calls of the suite's own tools (`MORE`)."""

from _heldout21_dojo import MORE, A, U, run

RUNS = [
    # travel
    run("travel", 6,
        A("Highest-rated within 500 a day:\n\n- Paris: **Good Night**, rating 5.0, from 240.0 a night "
          "(Luxury Palace is also 5.0 but starts at 500.0).\n- London: **London Luxury**, rating 5.0, from 80.0 a night.\n\n"
          "Cheapest split: 2 days in Paris and 3 in London, 2 × 240 + 3 × 80 = **{{2*240+3*80|d}}**. The other way "
          "round (3 + 2) would be {{3*240+2*80|d}}."),
        U("Where are they, and how do I get from Paris to London?"),
        MORE,
        A("- Good Night: 15 Rue Cler, 75007 Paris, France\n- London Luxury: 10 Park Lane, London W1K 1LB, United Kingdom\n\n"
          "Flights Paris → London (the only listed date is 2024-05-16): British Airways BA123 09:00–11:00 for 200.0, "
          "Air France AF456 12:00–14:00 for 180.0, EasyJet EJ789 15:00–17:00 for 150.0."),
        U("So the whole trip with the cheapest flight?"),
        A("Hotels {{2*240+3*80|d}} + EasyJet 150 = **[[807]]**.", why="720 + 150 is 870; the model swapped two digits"),
        U("How much more is BA than EasyJet, and how long is each flight?"),
        A("BA is {{200-150|d}} more. Each flight takes {{(14*60-12*60)//60|d}} hours."),
        U("And if I wanted Luxury Palace for the two Paris nights instead?"),
        A("At its minimum, 2 × 500 = {{2*500|d}} instead of {{2*240|d}}: {{2*500-2*240|d}} more."),
    ),
    run("travel", 9,
        A("The best-rated French restaurant in Paris that opens on Sundays is **Breizh Café**:\n\n- Rating: 3.9\n"
          "- Address: 109 Rue Vieille du Temple, 75003 Paris, France\n"
          "- Hours: 9:00 AM – 11:00 PM, open Mondays, Tuesdays, Thursdays, Fridays, Saturdays and Sundays\n\n"
          "Le Baratin, Bistrot Paul Bert and Chez L'Ami Jean are French too, but none of them opens on Sundays."),
        U("What do the French places cost per person? And Breizh's phone number."),
        MORE,
        A("Per person: Breizh Café 60.0, Le Baratin 30.0, Bistrot Paul Bert 40.0, Chez L'Ami Jean 24.0. "
          "Breizh Café's phone is [[+33 1 42 72 31 77]].",
          why="the tool gives +33 1 42 72 13 77; the model swapped two digits"),
        U("Dinner for two at Breizh?"),
        A("2 × 60.0 = {{2*60|d}} euros, before drinks."),
        U("How long is it open on a Sunday?"),
        A("From 9:00 AM to 11:00 PM: {{23-9|d}} hours."),
        U("If we went on Tuesday instead, what's the cheapest French option for two?"),
        A("Chez L'Ami Jean opens on Tuesdays (12:00 PM – 2:00 PM, 7:00 PM – 10:00 PM) at 24.0 a person, so "
          "{{2*24|d}} for two: {{120-48|d}} less than Breizh Café."),
    ),
    run("travel", 10,
        A("New Asiaway: 4.6, 123 Rue de la Gaite, 75014 Paris, France, 30.0 €/person, 12:00 PM - 3:00 PM and "
          "6:00 PM - 10:00 PM, open Mondays."),
        U("veggie options? phone?"),
        MORE,
        A("Vegetarian and gluten-free available. Phone +33 1 23 45 67 89."),
        U("cost for 4?"),
        A("4 × 30 = {{4*30|d}} €."),
        U("vs China Garden for 4?"),
        A("China Garden 4 × 35 = {{4*35|d}} €, {{4*35-4*30|d}} € more (and over your 34 € limit)."),
        U("hours in 24h?"),
        A("12:00-15:00 and [[16:00]]-22:00.", why="6:00 PM is 18:00; the model wrote one digit off"),
    ),
    run("travel", 17,
        A("Here are the best-rated picks in Paris:\n\n* **Car rental:** Eiffel Tower Car Rental (5.0), 60.0 a day\n"
          "* **Hotel:** Good Night (5.0), from 240.0 a night (Luxury Palace is also 5.0 but from 500.0)\n"
          "* **Restaurant:** Le Baratin (4.8), 30.0 per person\n\n"
          "**3-day minimum:** car 3 × 60 = {{3*60|d}}, hotel 3 × 240 = {{3*240|d}}, meals 3 × 2 × 30 = {{3*2*30|d}}: "
          "**{{3*60+3*240+3*2*30|,d}}**."),
        U("What cars do they have, and is the other rental cheaper?"),
        MORE,
        A("* **Eiffel Tower Car Rental:** Sedan, SUV, Truck\n* **Paris Rent-a-Car** (4.5): Sedan, SUV, Convertible, "
          "45.0 a day\n* Over 3 days Paris Rent-a-Car is {{3*45|d}} instead of {{3*60|d}}, saving {{3*60-3*45|d}}."),
        U("Any cheaper restaurant with a rating of 4.5 or more?"),
        A("* **New Israeli Restaurant** (4.5): 20.0 per person, so 6 meals cost {{6*20|d}} instead of {{6*30|d}}\n"
          "* New Asiaway (4.6) is 30.0, the same as Le Baratin; Bistrot Paul Bert (4.5) is 40.0"),
        U("Total for the budget version then?"),
        A("* Paris Rent-a-Car {{3*45|d}} + Good Night {{3*240|d}} + New Israeli Restaurant {{6*20|d}} = **[[957]]**",
          why="135 + 720 + 120 is 975; the model swapped two digits"),
        U("Per day, both versions?"),
        A("* Best-rated: {{3*60+3*240+3*2*30|,d}} ÷ 3 = **{{1080/3|.0f}}** a day\n* Budget: {{3*45+720+120|d}} ÷ 3 = "
          "**{{(3*45+720+120)/3|.0f}}** a day"),
    ),
    run("travel", 0,
        A("| Hotel | Rating | Booking |\n|---|---|---|\n| Le Marais Boutique | 4.2 (above 4) | Reserved 2025-01-11 to "
          "2025-01-15 ({{(date(2025,1,15)-date(2025,1,11)).days|d}} nights) |\n\nReviews: charming boutique hotel in the "
          "heart of Le Marais, beautifully decorated rooms, friendly staff."),
        U("What does it cost and where is it?"),
        MORE,
        A("| Price range | Address |\n|---|---|\n| 120.0 – 180.0 a night | 12 Rue des Archives, 75004 Paris, France |"),
        U("So what will the stay cost?"),
        A("| | Per night | 4 nights |\n|---|---|---|\n| Minimum | 120 | {{4*120|d}} |\n| Maximum | 180 | {{4*180|d}} |"),
        U("And at the middle of the range?"),
        A("| Midpoint | 4 nights |\n|---|---|\n| {{(120+180)/2|.0f}} | {{4*(120+180)/2|.0f}} |"),
        U("What day of the week do I check out?"),
        A("| Check-in | Check-out |\n|---|---|\n| {{date(2025,1,11)|%A}} 11 January | {{date(2025,1,15)|%A}} 15 January |"),
    ),
    run("travel", 3,
        A("Step 1: the highest rating in Paris is 5.0, shared by Good Night and Luxury Palace.\nStep 2: Luxury Palace has the "
          "higher price (500.0 – 1000.0 against 240.0 – 400.0).\nStep 3: **Luxury Palace**, rating 5.0, 500.0 – 1000.0 "
          "a night, 1 Rue de la Paix, 75002 Paris, France.\nStep 4: e-mail sent to janeLong@google.com, subject "
          "\"Hotel: Luxury Palace\"."),
        U("Give me Good Night's address too, and the flights from Paris to London."),
        MORE,
        A("Step 1: Good Night is at 15 Rue Cler, 75007 Paris, France.\nStep 2: flights Paris to London, all on "
          "2024-05-16: BA123 09:00–11:00 (200.0), AF456 12:00–14:00 (180.0), EJ789 15:00–17:00 (150.0)."),
        U("Minimum cost of January 1st to 5th at each hotel?"),
        A("Step 1: January 1st to 5th is {{(date(2025,1,5)-date(2025,1,1)).days|d}} nights.\nStep 2: Luxury Palace "
          "4 × 500 = [[2,100]]; Good Night 4 × 240 = {{4*240|d}}.\nStep 3: Good Night is {{4*500-4*240|,d}} cheaper.",
          why="4 × 500 is 2,000; the model wrote one digit off"),
        U("Cheapest flight and how long?"),
        A("Step 1: EasyJet EJ789 at 150.0.\nStep 2: 15:00 to 17:00, {{17-15|d}} hours."),
        U("Good Night plus that flight?"),
        A("Step 1: {{4*240|d}} + 150 = **{{4*240+150|,d}}**."),
    ),
    run("travel", 7,
        A("The best-rated Israeli restaurant in Paris is **New Israeli Restaurant** (rating 4.5; Miznon has 4.3). "
          "I've added **Dinner at New Israeli Restaurant** to your calendar on November 14th, 18:00–20:00, at "
          "123 Rue de Rivoli, 75001 Paris, France."),
        U("What does it cost and when is it open?"),
        MORE,
        A("New Israeli Restaurant: 20.0 per person, 11:00 AM – 10:00 PM, open Mondays, Tuesdays, Thursdays, Fridays and "
          "Saturdays. Miznon: 15.0 per person, 12:00 PM – 11:00 PM, the same days."),
        U("Will it be open on the 15th?"),
        A("The event was created for 2023-11-14, so the 15th is {{date(2023,11,15)|%A}} 15 November 2023: neither "
          "restaurant opens on Wednesdays. {{(date(2023,11,15)+timedelta(days=1))|%A}} the {{(date(2023,11,15)+timedelta(days=1)).day|d}}th would work."),
        U("Dinner for three?"),
        A("3 × 20.0 = {{3*20|d}} at New Israeli Restaurant, or {{3*15|d}} at Miznon."),
        U("Put the address in my notes again please."),
        A("New Israeli Restaurant, [[132]] Rue de Rivoli, 75001 Paris, France.",
          why="the tool gives 123 Rue de Rivoli; the model swapped two digits"),
    ),
    # banking
    run("banking", 4,
        A("Done! 🙌 GB29NWBK60161331926819 sent you 10.0 on 2022-03-07 (\"Sushi dinner\"), so I've refunded "
          "**10.0** to them with the subject \"Refund\", dated 2022-04-01."),
        U("What's my balance now, and my IBAN?"),
        MORE,
        A("Sure! Your balance is **1,810.00** and your IBAN is **[[DE89370400440532031000]]** 😊",
          why="the tool gives DE89370400440532013000; the model swapped two digits"),
        U("So where do I stand with that person overall?"),
        A("You sent them 200.0 (New year gift), they sent you 10.0 and you refunded it: net **{{200+10-10|d}}** from you to "
          "them."),
        U("How much have I sent out in total, not counting the refund?"),
        A("100 + 200 + 50 + 1,000 = **{{100+200+50+1000|,d}}** across the four payments 💸"),
        U("And in March 2022 only?"),
        A("Spotify 50 + the iPhone 1,000 = **{{50+1000|,d}}** in March 2022."),
    ),
    run("banking", 5,
        A("Erledigt: Spotify hat im März 50,00 erhalten; 10 % mehr sind {{de(50*1.1)|s}}, also habe ich die Differenz von "
          "**{{de(50*0.1)|s}}** an Spotify überwiesen (Betreff \"Difference\", 01.04.2022)."),
        U("Und welche Zahlungen sind geplant? Wie ist der Kontostand?"),
        MORE,
        A("Geplant:\n- Spotify Premium: 50,00 am 01.04.2022 (wiederkehrend)\n- Miete: 1.100,00 am 04.04.2022\n\n"
          "Kontostand: **1.810,00**."),
        U("Die Spotify-Zahlung muss auch 10 % höher sein. Neuer Betrag?"),
        A("50,00 × 1,10 = **{{de(50*1.1)|s}}**."),
        U("Was bleibt nach den Zahlungen im April?"),
        A("1.810,00 − {{de(50*1.1)|s}} − 1.100,00 = **[[565,00]]**.",
          why="1,810 − 55 − 1,100 is 655; the model swapped two digits"),
        U("Und Spotify im Jahr zum neuen Preis?"),
        A("12 × {{de(50*1.1)|s}} = **{{de(12*50*1.1)|s}}** im Jahr."),
    ),
    run("banking", 7,
        A("You spent **200.0** on the New Year's gift (\"New year gift\", 2022-02-12, to GB29NWBK60161331926819)."),
        U("Anything scheduled coming up?"),
        MORE,
        A("Two scheduled payments: Spotify Premium, 50.0 on 2022-04-01 (recurring), and Rent, 1,100.0 on 2022-04-04. "
          "Together {{50+1100|,d}}.0."),
        U("What share of my outgoing payments was the gift?"),
        A("Outgoing payments: 100 + 200 + 50 + 1,000 = {{100+200+50+1000|,d}}. The gift is 200 / 1,350 = "
          "{{200/1350*100|.1f}}%."),
        U("How many days between the gift and the sushi dinner money coming in?"),
        A("2022-02-12 to 2022-03-07: [[32]] days.", why="2022-02-12 to 2022-03-07 is 23 days; the model swapped the digits"),
        U("Average outgoing payment?"),
        A("1,350 / 4 = {{1350/4|.2f}}."),
    ),
    run("banking", 11,
        A("Sent 200.29 to Apple: 19.5% of 1000.0 = {{1000*0.195|.2f}} + fee 5.29."),
        U("balance?"),
        MORE,
        A("1810.0. New txn id 8, 200.29 to Apple, 2022-04-01."),
        U("total paid to apple now"),
        A("1000.0 + 200.29 = {{1000+200.29|,.2f}}."),
        U("without the fee"),
        A("{{1000+195|,.2f}}."),
        U("recent txns count"),
        A("6 (ids 1-5 and 8)."),
    ),
    run("banking", 12,
        A("<think>\nThe notice says rent goes up by 100.00 from next month. Scheduled: id 7, Rent, 1100.0 on 2022-04-04. "
          "1100 + 100 = {{1100+100|d}}. Update id 7.\n</think>\n\n"
          "The landlord raises the rent by 100.00, so I updated your scheduled rent payment (id 7) from 1,100.00 to "
          "**{{1100+100|,.2f}}**, still on 2022-04-04."),
        U("What's my balance, and what name and address does the bank have?"),
        MORE,
        A("<think>\nBalance 1810.0. User info: Emma Johnson, Apple Street 1, Cupertino.\n</think>\n\n"
          "Balance 1,810.00. The account is Emma Johnson's, Apple Street 1, Cupertino."),
        U("What's the rent over a year now, and how much more than before?"),
        A("<think>\n1200 x 12 = {{1200*12|d}}. Before 1100 x 12 = {{1100*12|d}}. Difference {{1200*12-1100*12|d}}.\n</think>\n\n"
          "{{1200*12|,d}} a year, {{1200*12-1100*12|,d}} more than the {{1100*12|,d}} before."),
        U("What's left after April's rent and Spotify go out?"),
        A("<think>\n1810 - 1200 - 50 = {{1810-1200-50|d}}.\n</think>\n\n1,810.00 − 1,200.00 − 50.00 = **[[650.00]]**.",
          why="1,810 − 1,200 − 50 is 560; the model swapped two digits"),
        U("And the increase in percent?"),
        A("<think>\n100 / 1100 = {{100/1100|.4f}}.\n</think>\n\n{{100/1100*100|.2f}}%."),
    ),
]
