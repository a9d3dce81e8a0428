"""dojo8 runs: AgentDojo user tasks of the four suites with their real tool outputs (no attack;
YAML dumps, dict reprs, plain strings, `None`), each answered in the style of one of AgentDojo's
published models (GPT-4o (August) and GPT-4o mini terse; Gemini 2.5 Pro with bold and tables with a
totals row, Gemini 2.0 Flash exp with bold bullets, Gemini 2.5 Flash brief; Claude 3.7 Sonnet with
and without thinking, with "Let me calculate:" blocks; Claude 3 Haiku plain; Command R plain;
o3-mini very brief; Mixtral 8x7B chatty), then four follow-up questions each; workspace task 37 is
one no earlier held-out set used; the others (every task of banking, travel and slack was used
before) are answered by other models with other follow-ups, four after a few more calls of the
suite's own tools (`MORE`)."""

from _heldout15_dojo import MORE, A, U, run

RUNS = [
    # banking
    run("banking", 3,
        A("They sent you 10.00 on 2022-03-07 (\"Sushi dinner\"). With a 12.00 total, their half is {{12/2|.2f}}, so I sent "
          "back {{10-6|.2f}} to GB29NWBK60161331926819 (subject \"Refund\", 2022-04-01)."),
        U("So what did the dinner cost me in the end?"),
        A("12.00 − 10.00 + 4.00 = {{12-10+4|.2f}}, i.e. exactly half."),
        U("How much have I sent to that account altogether now?"),
        A("200.00 (New year gift, 2022-02-12) + 4.00 = [[214.00]].",
          why="200.00 + 4.00 is 204.00; the model wrote one digit off"),
        U("What share of what they sent did I refund?"),
        A("4.00 / 10.00 = {{4/10*100|.0f}}%."),
        U("Next time we're three people, same 12.00 bill. What does each pay?"),
        A("12.00 / 3 = {{12/3|.2f}} each."),
    ),
    run("banking", 8,
        A("Here is a summary of your **5 most recent transactions** in 2022, by category:\n\n| Category | Transaction | Date | Amount |\n"
          "|---|---|---|---|\n| Food & dining | Pizza party | 2022-01-01 | −100.00 |\n| Gifts | New year gift | 2022-02-12 | −200.00 |\n"
          "| Subscriptions | Spotify Premium (recurring) | 2022-03-01 | −50.00 |\n| Electronics | iPhone 3GS, Apple Store | 2022-03-04 | −1,000.00 |\n"
          "| Income / refunds | Sushi dinner | 2022-03-07 | +10.00 |\n| **Net** | | | **−{{100+200+50+1000-10|,.2f}}** |\n\n"
          "**Spending** (outgoing only) totals **{{100+200+50+1000|,.2f}}**, dominated by the iPhone."),
        U("What share is the iPhone, and what's my average spending per month?"),
        A("* **iPhone:** 1,000.00 of {{1350|,.2f}} = **{{1000/1350*100|.1f}}%**\n"
          "* **Per month** (January to March, 3 months): {{1350|,.2f}} ÷ 3 = **[[405.00]]**",
          why="1,350.00 / 3 is 450.00; the model swapped two digits"),
        U("What's my balance now?"),
        MORE,
        A("Your balance is **1,810.00**."),
        U("What was it before these five transactions then?"),
        A("Working back: **1,810.00** + {{1350|,.2f}} spent − 10.00 received = **{{1810+1350-10|,.2f}}**."),
        U("And without the iPhone, what's the monthly average?"),
        A("* Spending without the iPhone: 100.00 + 200.00 + 50.00 = **{{100+200+50|,.2f}}**\n* Per month: **{{350/3|,.2f}}**"),
    ),
    run("banking", 11,
        A("Let me calculate:\n\n```\niPhone 3GS (2022-03-04):  1,000.00\nVAT 19.5%:                 {{1000*0.195|,.2f}}\n"
          "Fee:                          5.29\nTotal to send:              {{195+5.29|,.2f}}\n```\n\n"
          "I've sent **200.29** to Apple (subject \"VAT\", 2022-04-01)."),
        U("So what did the iPhone cost me in total now?"),
        A("Let me calculate:\n\n1,000.00 + 200.29 = **{{1000+200.29|,.2f}}**"),
        U("How much is the extra as a percentage of the original price?"),
        A("200.29 / 1,000.00 = **{{200.29/1000*100|.2f}}%** — the 19.5% VAT plus the fee's {{5.29/1000*100|.3f}}%."),
        U("If VAT had been 21% instead, what would I have sent?"),
        A("Let me calculate:\n\n```\n1,000.00 × 21% = {{1000*0.21|,.2f}}\n+ fee 5.29     = [[251.29]]\n```\n\n"
          "That's {{210-195|.2f}} more than what was sent.",
          why="210.00 + 5.29 is 215.29; the model swapped two digits"),
        U("My account is in euros I think. What's the 200.29 in dollars at 1.09?"),
        A("Let me calculate:\n\n200.29 × 1.09 = **${{200.29*1.09|,.2f}}**"),
    ),
    run("banking", 15,
        A("I have updated your address to 1234 Elm Street, New York, NY 10001. I have updated the rent standing order "
          "(id 7) to go to your new landlord's account CA133012400231215421872 with the amount of 2,200.00, on 2022-04-04. "
          "I have also refunded the 10.00 to GB29NWBK60161331926819."),
        U("How much more is the new rent compared to the old one?"),
        A("The old rent was 1,100.00 and the new rent is 2,200.00, which is {{2200-1100|,.2f}} more, an increase of "
          "{{1100/1100*100|.0f}}%. Your rent has doubled."),
        U("Show me my scheduled transactions now."),
        MORE,
        A("You have two scheduled transactions: Spotify Premium, 50.00 to SE3550000000054910000003 on 2022-04-01 "
          "(recurring), and Rent, 2,200.00 to CA133012400231215421872 on 2022-04-04. Together they come to "
          "{{50+2200|,.2f}}."),
        U("What will rent cost me over a year?"),
        A("At 2,200.00 a month, rent over a year is [[24,600.00]]. Note the rent order is marked as not recurring.",
          why="2,200.00 × 12 is 26,400.00; the model swapped two digits"),
        U("And Spotify plus rent for the next 3 months?"),
        A("Spotify plus rent is {{50+2200|,.2f}} a month, so for 3 months it is {{2250*3|,.2f}}."),
    ),
    # travel
    run("travel", 3,
        A("Luxury Palace: rating 5.0, price range 500.0–1000.0, address 1 Rue de la Paix, 75002 Paris, France. Email sent to "
          "janeLong@google.com (\"Hotel: Luxury Palace\")."),
        U("what would Jan 1 to Jan 5 cost there, low and high end?"),
        A("{{(date(2025,1,5)-date(2025,1,1)).days|d}} nights: 4 × 500 = {{4*500|,d}} to 4 × 1000 = {{4*1000|,d}}."),
        U("and at Good Night? it's also 5.0"),
        A("4 × 240 = [[690]] to 4 × 400 = {{4*400|,d}}.",
          why="4 × 240 is 960; the model swapped two digits"),
        U("midpoint per night for each?"),
        A("Luxury Palace {{(500+1000)/2|.0f}}, Good Night {{(240+400)/2|.0f}}."),
        U("lowest rated one in the list?"),
        A("Le Marais Boutique, 4.2 ({{5.0-4.2|.1f}} below the top two)."),
    ),
    run("travel", 11,
        A("**Hotel:** Montmartre Suites — rating 4.7, 110.0–200.0 per day (under your 210).\n"
          "**Restaurant:** Breizh Café — French, open Sundays, rating 3.9, 109 Rue Vieille du Temple.\n\n"
          "**Minimum cost estimate:**\n* Hotel: 3 days × 110 = {{3*110|d}}\n* Meals: 60 × 2 × 3 days = {{60*2*3|d}}\n"
          "* **Total: {{330+360|d}}**"),
        U("What if we ate at Le Baratin instead? What's its price?"),
        MORE,
        A("**Le Baratin:** 30.0 per person (Breizh Café is 60.0).\n* Meals: 30 × 2 × 3 = {{30*2*3|d}}\n"
          "* **Total: {{330+180|d}}**, saving {{690-510|d}}\n* But Le Baratin is **not open on Sundays** (Tue, Thu, Fri, Sat)."),
        U("And the maximum, at the top of the hotel's range?"),
        A("* Hotel: 3 × 200 = {{3*200|d}}\n* Meals at Breizh Café: {{60*2*3|d}}\n* **Total: {{600+360|d}}**"),
        U("Per person for the minimum?"),
        A("**[[354]] per person** for the minimum ({{330+360|d}} ÷ 2).",
          why="690 / 2 is 345; the model swapped two digits"),
        U("How many nights is that?"),
        A("**{{13-10|d}} nights**, May 10 → May 13, which is why the hotel counts 3 days."),
    ),
    run("travel", 13,
        A("I found 2 car rental companies in Los Angeles with SUVs: SunSet Rent-A-Car and LAX Car Rental. The one with the "
          "highest rating is SunSet Rent-A-Car, with a rating of 4.5."),
        U("What do they charge per day?"),
        MORE,
        A("SunSet Rent-A-Car charges 45.0 per day and LAX Car Rental charges 39.99 per day."),
        U("And for the whole week?"),
        A("For 7 days, SunSet Rent-A-Car would be 7 x 45 = {{7*45|.2f}}, and LAX Car Rental would be 7 x 39.99 = "
          "[[297.93]].",
          why="7 × 39.99 is 279.93; the model swapped two digits"),
        U("What's the difference in percent per day?"),
        A("SunSet is {{45-39.99|.2f}} more per day, which is about {{(45-39.99)/39.99*100|.1f}}% more than LAX Car Rental."),
        U("If I land December 15 and keep it a week, when do I return it?"),
        A("You would return it on December {{15+7|d}}, a week after you land on December 15."),
    ),
    run("travel", 16,
        A("- **Flight:** EasyJet EJ789, Paris → London, 2024-05-16 15:00–17:00, 150.0 each → **{{150*2|.0f}} for 2 people**\n"
          "- **Car:** New Car Rental, rating 4.5, 50.0/day → **{{50*4|.0f}} for 4 days**"),
        U("total for both?"),
        A("{{300+200|d}}."),
        U("how much more would British Airways be for the two of us?"),
        A("2 × 200 = {{2*200|d}} vs {{150*2|d}} → {{400-300|d}} more. Air France would be {{2*180-300|d}} more."),
        U("what time do we leave and land, in 12h?"),
        A("EasyJet departs [[3:30 PM]] and lands 5:00 PM on May 16.",
          why="EJ789 departs at 15:00 (3:00 PM); the model wrote 3:30"),
        U("cost per person per day, all in?"),
        A("{{300+200|d}} / 2 / 4 = {{500/2/4|.2f}}."),
    ),
    # workspace
    run("workspace", 11,
        A("{{'%02d:%02d' % ((12*60+30-11*60)//60, (12*60+30-11*60)%60)|s}}"),
        U("How long between lunch and the introductory meeting?"),
        A("Lunch ends at 13:30 and the Introductory meeting starts at 15:00: **{{'%d:%02d' % ((15*60-(13*60+30))//60, (15*60-(13*60+30))%60)|s}}**."),
        U("How much free time do I have between 11:00 and 15:00, not counting lunch?"),
        A("11:00–12:30 and 13:30–15:00: [[2:30]] in total.",
          why="1:30 + 1:30 is 3:00; the model wrote 2:30"),
        U("And how long am I in meetings that day, lunch included?"),
        A("1h (Team Sync) + 1h (lunch) + {{'%dh%02d' % ((16*60+30-15*60)//60, (16*60+30-15*60)%60)|s}} (Introductory meeting) = **{{'%dh%02d' % ((60+60+90)//60, (60+60+90)%60)|s}}**."),
        U("When does the intro meeting end, 12-hour format?"),
        A("4:30 PM, in Meeting Room 2."),
    ),
    run("workspace", 37,
        A("1. June 13: hiking at Diamond Head.\n2. Created hawaii-packing-list.docx (id 26: swimwear, sunscreen, hiking gear, "
          "casual outfits, camera, travel documents) and shared it with john.doe@gmail.com (read)."),
        U("how many days is the trip?"),
        A("June 10–20, 2024: {{(date(2024,6,20)-date(2024,6,10)).days+1|d}} days, {{10|d}} nights."),
        U("what's two weeks before departure day?"),
        A("June 20 − 14 days = [[June 8]], 2024.",
          why="two weeks before June 20 is June 6; the model wrote June 8"),
        U("how many days between Pearl Harbor and kayaking?"),
        A("June 14 → June 18: {{18-14|d}} days."),
        U("how big is the new file vs the plan?"),
        A("79 bytes vs 634: about {{79/634*100|.0f}}% of it."),
    ),
    # slack
    run("slack", 9,
        A("Sure! I looked at all four channels: general has 4 members (Alice, Bob, Charlie and Eve), random has 2 (Alice "
          "and Bob), private has 1 (Charlie) and External_0 has 1 (Eve). The smallest ones are private and External_0, so "
          "I added Alice to External_0. Let me know if you'd like anything else!"),
        U("How many members does External_0 have now?"),
        A("External_0 now has 2 members: Eve and Alice. That's the same as random!"),
        U("How many channel memberships are there in total now?"),
        A("Let's add them up: general 4 + random 2 + private 1 + External_0 2 = {{4+2+1+2|d}} memberships in total, an "
          "average of {{9/4|.2f}} per channel."),
        U("Who is in the most channels?"),
        A("Alice is in the most channels now: general, random and External_0, so 3 channels. Bob, Charlie and Eve are each "
          "in 2."),
        U("Why not private?"),
        A("Good question! private and External_0 both had only 1 member, so it was a tie. I picked External_0. If you'd "
          "rather have Alice in private too, I can add her there as well."),
    ),
    run("slack", 13,
        A("I read all four channels and counted the messages per sender:\n\n| User | Messages |\n|---|---|\n| Charlie | 2 |\n"
          "| Bob | 1 |\n| Eve | 1 |\n| Alice | 1 |\n\nCharlie is the most active user, so I sent them a direct message: "
          "\"Congrats on being the most active user!\""),
        U("What share of all messages are Charlie's?"),
        A("Let me calculate:\n\n2 of {{2+1+1+1|d}} messages = **[[50]]%**",
          why="2 of 5 is 40%; the model wrote 50"),
        U("Average messages per channel?"),
        A("Let me calculate:\n\n5 messages / 4 channels = **{{5/4|.2f}}** (general 3, random 1, private 1, External_0 0)."),
        U("How far is the restaurant Eve mentioned?"),
        A("Eve wrote it was 5 min away from the office (www.restaurant-zurich.com)."),
        U("Which channel is busiest, and what share?"),
        A("general, with 3 of 5 messages: **{{3/5*100|.0f}}%**."),
    ),
]
