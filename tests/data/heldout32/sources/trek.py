"""trek runs: the assistant of a trekking agency in Kathmandu (Himal Sathi Treks, tools designed for this
set: a trek, an itinerary, a group's bags, a permit request, a road transfer, a flight, a booking, the
day's rates and a sunrise as JSON, season bookings and staff days as CSV text, an invoice in USD as
plain text), with a trek's permits, guide and porter days, a deposit and a balance, a last day, nightly
altitude gains against a limit, a restricted area permit by the week and the day, porters for pairs of
bags, baggage above an allowance, revenue per trekker, a jeep against bus seats and arrival clocks, a
delayed flight's landing, wages against billed days, a cancellation by days before the start, rupees
and dollars at the day's rate, a climb's start before sunrise; tool results and answers written here,
in the styles of GPT-5.1 and Gemini 3 Pro in Nepali (Devanagari digits in lakhs, `रु. १,२४,०००`,
`जनवरी २१`, `१४:३०`), GLM-4.6 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered
steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout32_models import GEMINI3_PRO, GLM46, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout32_trek import POLICY, csv, dv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"trek-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def np_(expr: str, decimals: int = 0) -> str:
    """A computed number in Nepali spelling: Devanagari digits grouped in lakhs, `१,२४,०००`."""
    return v("ne(" + expr + ", " + str(decimals) + ")", "s")


def np_day(expr: str) -> str:
    """The day of the month of a computed date in Devanagari digits, beside a month name: `जनवरी २१`."""
    return np_("(" + expr + ").day")


def np_clock(expr: str) -> str:
    """A computed clock in Devanagari digits: `१४:३०`."""
    return v("deva('%02d:%02d' % ((" + expr + ").hour, (" + expr + ").minute))", "s")


RATE = {"date": "2026-12-03", "usd_npr": 134.60, "eur_npr": 156.85}
TREK_1 = {"trek": "Annapurna circuit, 12 days", "code": "ANN-12", "start": "2027-01-10", "days": 12, "trekkers": 2, "guide": True,
          "porters": 1, "transfer": "jeep, Kathmandu-Besisahar, one way"}
ITINERARY_2 = {"trek": "MAN-14", "start": "2027-03-02", "nights": [
    {"day": 1, "place": "Soti Khola", "alt_m": 710}, {"day": 2, "place": "Machha Khola", "alt_m": 890},
    {"day": 3, "place": "Jagat", "alt_m": 1340}, {"day": 4, "place": "Deng", "alt_m": 1860},
    {"day": 5, "place": "Namrung", "alt_m": 2630}, {"day": 6, "place": "Lho", "alt_m": 3180},
    {"day": 7, "place": "Samagaon", "alt_m": 3530}, {"day": 8, "place": "Samagaon", "alt_m": 3530},
    {"day": 9, "place": "Samdo", "alt_m": 3875}, {"day": 10, "place": "Dharamsala", "alt_m": 4460}]}
INVOICE_3 = """HIMAL SATHI TREKS PVT. LTD. - INVOICE HST-2612-0391
Client: Ms. Clara Weber (2 trekkers)   Manaslu circuit, 14 days, from 2027-03-02
Restricted area permit, 14 days     2 x 190.00      380.00
Conservation permits + cards        2 x 37.15        74.30
Guide, 14 days                                      468.05
Porter, 14 days                                     364.04
TOTAL USD                                         1,286.39
Rate used: USD 1 = NPR 134.60"""
BAGS_4 = {"booking": "EBC-0214", "trekkers": 5, "bags_kg": [9.5, 11, 8, 12.5, 10], "flight": "KTM-LUK", "date": "2027-04-06", "trek_days": 12}
SEASON_5 = csv("trek,bookings,trekkers,revenue_npr", "Annapurna circuit,14,31,3410000", "Everest base camp,22,47,6204000",
               "Manaslu circuit,6,11,2035000", "Langtang valley,9,18,1116000", "Mardi Himal,11,26,1482000")
PERMIT_6 = {"area": "Upper Valley", "trekkers": 3, "days_in_area": 10, "entry": "2027-03-05"}
TRANSFER_7 = {"route": "Kathmandu-Besisahar", "date": "2026-12-12", "jeep_npr": 18000, "jeep_seats": 6, "bus_npr_seat": 1200, "bus_depart": "07:00",
              "bus_hours": 7.5, "jeep_hours": 6}
FLIGHT_8 = {"flight": "TA-101", "from": "KTM", "to": "LUK", "date": "2027-04-06", "scheduled": "06:45", "duration_min": 35, "seats": 5,
            "fare_usd": 217, "status": "delayed 1 h 50 min"}
STAFF_9 = csv("name,role,days,daily_wage_npr", "Pasang Sherpa,guide,22,3000", "Mingma Tamang,guide,18,3000", "Dawa Gurung,porter,24,2200",
              "Nima Lama,porter,19,2200", "Kami Rai,porter,26,2200")
BOOKING_10 = {"booking": "MAR-0109", "trek": "Mardi Himal, 6 days", "start": "2026-12-28", "trekkers": 4, "price_npr": 228000,
              "deposit_paid_npr": 68400}
SUNRISE_12 = {"place": "Poon Hill", "alt_m": 3210, "date": "2026-12-08", "sunrise": "06:52", "from": "Ghorepani", "from_alt_m": 2860,
              "climb_min": 55}

RUNS = [
    run(1, GPT51,
        U("नमस्ते! हामी दुई जना जनवरीमा अन्नपूर्ण सर्किट (ANN-12) गर्न चाहन्छौं। कुल खर्च कति हुन्छ र अग्रिम कति तिर्नुपर्छ?"),
        C("get_trek", {"code": "ANN-12"}, TREK_1),
        A("अन्नपूर्ण सर्किट, " + dv("12") + " दिन, " + dv("2") + " जना, गाइड र एक भरिया सहित:\n\n"
          "- अनुमतिपत्र: " + dv("2") + " × (" + dv("3,000") + " + " + dv("2,000") + ") = रु. " + np_("2*(3000+2000)") + "\n"
          "- गाइड: " + dv("12") + " × " + dv("4,500") + " = रु. " + np_("12*4500") + "\n"
          "- भरिया: " + dv("12") + " × " + dv("3,500") + " = रु. " + np_("12*3500") + "\n"
          "- जीप (काठमाडौं–बेसीसहर): रु. " + dv("18,000") + "\n\n"
          "**कुल: रु. " + np_("10000+54000+42000+18000") + "**\n**अग्रिम (३०%): रु. " + np_("124000*0.3") + "**"),
        U("प्रति व्यक्ति कति पर्छ?"),
        A("रु. " + np_("124000/2") + " प्रति व्यक्ति।"),
        U("ट्रेक कहिले सकिन्छ?"),
        A("जनवरी " + dv("10") + " मा सुरु, " + dv("12") + " दिनको ट्रेक: अन्तिम दिन जनवरी " + np_day("date(2027,1,10)+timedelta(days=11)")
          + ", " + dv("2027") + "।"),
        U("आइपुगेपछि बाँकी कति तिर्नुपर्छ?"),
        A("बाँकी रकम: रु. [[८६,०८०]]।", why="124,000 less the 30% deposit leaves 86,800; the model swapped two digits"),
        U("कुल रकम डलरमा कति हुन्छ?"),
        C("get_rate", {"currency": "USD"}, RATE),
        A("आजको दर " + dv("134.60") + " अनुसार: रु. " + np_("10000+54000+42000+18000") + " ÷ " + dv("134.60") + " = **$"
          + np_("124000/134.60", 2) + "**।"),
    ),
    run(2, GLM46,
        U("Can you check the Manaslu itinerary MAN-14 against your acclimatisation rule?"),
        C("get_itinerary", {"trek": "MAN-14"}, ITINERARY_2),
        A("Nightly gains (the rule applies to nights above 3,000 m, at most 500 m higher than the night before):\n\n"
          "- Day 5, Namrung 2,630 m: +" + v("2630-1860", "d") + " m (below 3,000 m)\n"
          "- Day 6, Lho 3,180 m: +" + v("3180-2630", "d") + " m, **over the limit by " + v("550-500", "d") + " m**\n"
          "- Day 7, Samagaon 3,530 m: +" + v("3530-3180", "d") + " m\n- Day 8, Samagaon: rest day\n"
          "- Day 9, Samdo 3,875 m: +" + v("3875-3530", "d") + " m\n"
          "- Day 10, Dharamsala 4,460 m: +" + v("4460-3875", "d") + " m, **over the limit by " + v("585-500", "d") + " m**\n\n"
          "Two nights break the rule: Lho and Dharamsala."),
        U("What's the total ascent, Soti Khola to Dharamsala?"),
        A(v("4460-710", ",d") + " m over " + v("10-1", "d") + " walking days, " + v("3750/9", ".0f") + " m a day on average."),
        U("If we add a second night at Samdo, what date do we sleep at Dharamsala?"),
        A("Dharamsala becomes day " + v("10+1", "d") + ": " + v("date(2027,3,2)+timedelta(days=10)", "%-d %B %Y") + "."),
        U("And how much higher is Lho than Namrung, once more?"),
        A("[[505]] m.", why="3,180 − 2,630 is 550 m; the model swapped two digits in a later short reply"),
        U("What's the highest we sleep?"),
        A("Dharamsala, 4,460 m, " + v("4460-3530", "d") + " m above Samagaon."),
    ),
    run(3, OPUS45,
        U("Could you check invoice HST-2612-0391 for our Manaslu trek? We're two."),
        C("get_invoice", {"invoice": "HST-2612-0391"}, INVOICE_3),
        A("The restricted area permit line is short. The permit is USD 100 for the first 7 days, then USD 15 a day:\n\n"
          "| Line | Invoice | Check |\n|---|---|---|\n"
          "| Permit, 14 days | 190.00 each | 100 + " + v("14-7", "d") + " × 15 = **" + v("100+7*15", ".2f") + "** each |\n"
          "| Conservation permits + cards | 37.15 each | NPR " + v("3000+2000", ",d") + " / 134.60 = " + v("5000/134.60", ".2f") + " ✓ |\n"
          "| Guide | 468.05 | 14 × 4,500 / 134.60 = " + v("14*4500/134.60", ".2f") + " ✓ |\n"
          "| Porter | 364.04 | 14 × 3,500 / 134.60 = " + v("14*3500/134.60", ".2f") + " ✓ |\n\n"
          "The permits should be USD " + v("2*205", ".2f") + ", so the total is **USD " + v("410+74.30+468.05+364.04", ",.2f")
          + "**, USD " + v("410-380", ".2f") + " more than invoiced."),
        U("What's the corrected total in rupees at that rate?"),
        A("USD " + v("410+74.30+468.05+364.04", ",.2f") + " × 134.60 = **NPR " + v("1316.39*134.60", ",.2f") + "**."),
        U("What's the invoice number again, for the bank transfer?"),
        A("**[[HST-2612-0319]]**.", why="the invoice is HST-2612-0391; the model swapped the last two digits"),
        U("And the 30% deposit on the corrected total?"),
        A("USD " + v("1316.39*0.3", ",.2f") + ", with USD " + v("1316.39*0.7", ",.2f") + " due on arrival."),
        U("How many days beyond the first week does the permit cover?"),
        A(v("14-7", "d") + " days, at USD 15 each: USD " + v("7*15", "d") + " a trekker."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("Booking EBC-0214: how many porters do we need for the bags, and are we within the flight allowance?"),
        C("get_group_bags", {"booking": "EBC-0214"}, BAGS_4),
        A("* A porter carries two trekkers' bags (at most 20 kg): 5 trekkers → **" + v("-(-5//2)", "d") + " porters**\n"
          "* Heaviest pair: 12.5 + 11 = " + v("12.5+11", ".1f") + " kg, over 20 kg, so pair it with a lighter bag: 12.5 + 8 = "
          + v("12.5+8", ".1f") + " kg, still over; 12.5 kg goes alone, 11 + 8 = " + v("11+8", "d") + " kg and 9.5 + 10 = " + v("9.5+10", ".1f") + " kg\n"
          "* Flight: every bag is under the 15 kg allowance, no excess charge\n* Total load: " + v("9.5+11+8+12.5+10", ".1f") + " kg"),
        U("Porter cost for the 12 days?"),
        A("* 3 porters × 12 days × NPR 3,500 = **NPR " + v("3*12*3500", ",d") + "**"),
        U("Flights for the group, both ways, in USD?"),
        A("* 5 trekkers × 2 flights × USD 217 = **USD [[2,710]]**", why="5 × 2 × 217 is 2,170; the model swapped two digits"),
        U("If the 12.5 kg bag were 17 kg?"),
        A("* " + v("17-15", "d") + " kg above the allowance × NPR 150 = **NPR " + v("2*150", "d") + "**"),
        U("Average load per porter?"),
        A("* " + v("9.5+11+8+12.5+10", ".1f") + " kg / 3 = **" + v("51/3", ".1f") + " kg**"),
    ),
    run(5, QWEN3,
        U("Season so far: revenue per trekker on each trek, and the totals."),
        C("get_season_bookings", {"season": "2026-autumn"}, SEASON_5),
        A("| Trek | Bookings | Trekkers | Revenue (NPR) | Per trekker (NPR) |\n|---|---|---|---|---|\n"
          "| Annapurna circuit | 14 | 31 | 3,410,000 | " + v("3410000/31", ",.0f") + " |\n"
          "| Everest base camp | 22 | 47 | 6,204,000 | " + v("6204000/47", ",.0f") + " |\n"
          "| Manaslu circuit | 6 | 11 | 2,035,000 | [[158,000]] |\n"
          "| Langtang valley | 9 | 18 | 1,116,000 | " + v("1116000/18", ",.0f") + " |\n"
          "| Mardi Himal | 11 | 26 | 1,482,000 | " + v("1482000/26", ",.0f") + " |\n"
          "| **Total** | **" + v("14+22+6+9+11", "d") + "** | **" + v("31+47+11+18+26", "d") + "** | **"
          + v("3410000+6204000+2035000+1116000+1482000", ",d") + "** | " + v("14247000/133", ",.0f") + " |",
          why="2,035,000 / 11 is 185,000; the model swapped two digits"),
        U("Everest's share of revenue?"),
        A("| Trek | Share |\n|---|---|\n| Everest base camp | " + v("6204000/14247000*100", ".1f") + "% |"),
        U("Average trekkers per booking?"),
        A("| | Value |\n|---|---|\n| Trekkers per booking | " + v("133/62", ".2f") + " |"),
        U("How much came in as deposits (30%)?"),
        A("| | NPR |\n|---|---|\n| Deposits | " + v("14247000*0.3", ",.0f") + " |\n| Balances | " + v("14247000*0.7", ",.0f") + " |"),
    ),
    run(6, KIMI_K2,
        U("Three of us want 10 days in Upper Valley from 5 March. Permit cost in USD and rupees?"),
        C("get_permit_request", {"area": "Upper Valley", "trekkers": 3, "days": 10}, PERMIT_6),
        C("get_rate", {"currency": "USD"}, RATE),
        A("<think>\nFirst 7 days USD 100, then 15/day: 10 − 7 = " + v("10-7", "d") + " × 15 = " + v("3*15", "d") + ". Per trekker " + v("100+45", "d")
          + ". × 3 = " + v("3*145", "d") + ". × 134.60 = " + v("435*134.60", ",.0f") + ".\n</think>\n\n"
          "USD " + v("100+45", "d") + " a trekker (USD 100 for the first 7 days + " + v("10-7", "d") + " × USD 15), so **USD "
          + v("3*145", "d") + "** for the three of you, **NPR " + v("435*134.60", ",.0f") + "** at today's rate."),
        U("And if we stay 12 days?"),
        A("<think>\n12 − 7 = " + v("12-7", "d") + " → " + v("5*15", "d") + " → " + v("100+75", "d") + " × 3 = " + v("3*175", "d") + ".\n</think>\n\nUSD " + v("100+(12-7)*15", "d") + " each, USD " + v("3*175", "d") + " in all."),
        U("On the 10-day plan, what's our last day in the area?"),
        A("<think>\nDay 1 is 5 March, day 10 is 5 + " + v("10-1", "d") + ".\n</think>\n\n" + v("date(2027,3,5)+timedelta(days=9)", "%-d %B %Y") + "."),
        U("So for the 10 days, what's it per person again?"),
        A("<think>\n100 + " + v("10-7", "d") + " × 15.\n</think>\n\nUSD [[154]] per person.", why="100 + 3 × 15 is USD 145; the model swapped the last two digits after an honest think"),
    ),
    run(7, GEMINI3_PRO,
        U("हामी ५ जना डिसेम्बर १२ मा बेसीसहर जाँदैछौं। जीप कि बस, कुन सस्तो? कति बजे पुगिन्छ?"),
        C("get_transfer", {"route": "Kathmandu-Besisahar", "date": "2026-12-12"}, TRANSFER_7),
        A("* बस: " + dv("5") + " × रु. " + dv("1,200") + " = **रु. " + np_("5*1200") + "**\n"
          "* जीप: **रु. " + dv("18,000") + "** (प्रति व्यक्ति रु. " + np_("18000/5") + ")\n"
          "* बस रु. " + np_("18000-6000") + " सस्तो छ।\n"
          "* बस बिहान " + dv("07:00") + " बजे छुट्छ, " + dv("7.5") + " घण्टा: " + np_clock("datetime(2026,12,12,7,0)+timedelta(hours=7.5)")
          + " बजे पुगिन्छ।"),
        U("जीप बिहान ८ बजे छुट्यो भने?"),
        A("* जीप " + dv("6") + " घण्टा: " + np_clock("datetime(2026,12,12,8,0)+timedelta(hours=6)")
          + " बजे पुगिन्छ।"),
        U("६ जना भए बस कति पर्छ, जीप प्रति व्यक्ति कति?"),
        A("* बस: " + dv("6") + " × " + dv("1,200") + " = रु. " + np_("6*1200") + "\n* जीप: रु. " + dv("18,000") + " ÷ " + dv("6") + " = रु. "
          + np_("18000/6") + " प्रति व्यक्ति"),
        U("बस फेरि कति बजे पुग्छ?"),
        A("* [[१५:३०]] बजे।", why="07:00 plus 7.5 hours is 14:30; the model restated the clock one digit off"),
    ),
    run(8, SONNET45,
        U("Our Lukla flight TA-101 shows a delay. When do we land now, and what's the fare for the five of us in rupees?"),
        C("get_flight", {"flight": "TA-101", "date": "2027-04-06"}, FLIGHT_8),
        C("get_rate", {"currency": "USD"}, RATE),
        A("**TA-101 Kathmandu → Lukla, 6 April**\n\n- Scheduled 06:45, 35 minutes: landing " + v("datetime(2027,4,6,6,45)+timedelta(minutes=35)", "%H:%M") + "\n"
          "- Delayed 1 h 50 min: departure " + v("datetime(2027,4,6,6,45)+timedelta(minutes=110)", "%H:%M") + ", landing about **"
          + v("datetime(2027,4,6,6,45)+timedelta(minutes=110+35)", "%H:%M") + "**\n\n"
          "Fares: 5 × USD 217 = USD " + v("5*217", ",d") + ", **NPR " + v("1085*134.60", ",.0f") + "** at today's rate of 134.60."),
        U("The walk to Phakding is 3 h 30 min, and we'd start 45 minutes after landing. When do we arrive?"),
        A("From " + v("datetime(2027,4,6,6,45)+timedelta(minutes=145)", "%H:%M") + ": start " + v("datetime(2027,4,6,9,10)+timedelta(minutes=45)", "%H:%M")
          + ", arrive about **" + v("datetime(2027,4,6,9,55)+timedelta(minutes=210)", "%H:%M") + "**."),
        U("What's the fare per person in rupees?"),
        A("USD 217 × 134.60 = **NPR " + v("217*134.60", ",.2f") + "**."),
        U("And the five fares in dollars, once more for our records?"),
        A("USD [[1,058]] one way for the five of you.", why="5 × USD 217 is 1,085; the model swapped two digits in a later short reply"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("November staff pay, and our margin against what we billed clients for those days?"),
        C("get_staff_days", {"month": "2026-11"}, STAFF_9),
        A("1. Wages:\n   - Pasang Sherpa: 22 × 3,000 = " + v("22*3000", ",d") + "\n   - Mingma Tamang: 18 × 3,000 = " + v("18*3000", ",d") + "\n"
          "   - Dawa Gurung: 24 × 2,200 = " + v("24*2200", ",d") + "\n   - Nima Lama: 19 × 2,200 = " + v("19*2200", ",d") + "\n"
          "   - Kami Rai: 26 × 2,200 = " + v("26*2200", ",d") + "\n2. Total wages: NPR " + v("66000+54000+52800+41800+57200", ",d") + ".\n"
          "3. Billed: guides " + v("22+18", "d") + " days × 4,500 = " + v("40*4500", ",d") + "; porters " + v("24+19+26", "d") + " days × 3,500 = "
          + v("69*3500", ",d") + "; total NPR " + v("180000+241500", ",d") + ".\n4. Margin: **NPR " + v("421500-271800", ",d") + "**."),
        U("Margin as a share of billing?"),
        A("1. " + v("149700/421500*100", ".1f") + "%."),
        U("Average days per porter?"),
        A("1. " + v("24+19+26", "d") + " / 3 = " + v("69/3", ".1f") + " days."),
        U("What did guides earn per day worked, against what we bill?"),
        A("1. NPR 3,000 against 4,500: the agency keeps " + v("4500-3000", ",d") + " a guide-day, " + v("1500/4500*100", ".1f") + "%."),
    ),
    run(10, HAIKU45,
        U("We may have to cancel Mardi Himal booking MAR-0109. What would we lose?"),
        C("get_booking", {"booking": "MAR-0109"}, BOOKING_10),
        A("Your trek starts on 28 December, " + v("(date(2026,12,28)-date(2026,12,3)).days", "d") + " days from today, so it falls in the "
          "30-to-8-days band: the fee is 50% of NPR 228,000, **NPR [[141,000]]**. You've paid a deposit of NPR 68,400.",
          why="50% of 228,000 is 114,000; the model swapped two digits"),
        U("So how much more would we owe?"),
        A("NPR " + v("114000-68400", ",d") + " beyond the deposit."),
        U("From what day is there no refund at all?"),
        A("Within 7 days of the start: from **" + v("date(2026,12,28)-timedelta(days=7)", "%-d %B") + "**."),
        U("When did the 10% band end?"),
        A("More than 30 days before the start means " + v("date(2026,12,28)-timedelta(days=31)", "%-d %B") + " at the latest; it has passed."),
        U("What is the trek per person?"),
        A("NPR 228,000 / 4 = **NPR " + v("228000/4", ",.0f") + "**."),
        anthropic=True,
    ),
    run(11, GROK41,
        U("1500 usd in rupees today?"),
        C("get_rate", {"currency": "USD,EUR"}, RATE),
        A("NPR " + v("1500*134.60", ",.0f") + "."),
        U("eur 800?"),
        A("NPR [[125,840]].", why="800 × 156.85 is 125,480; the model swapped two digits"),
        U("usd per eur?"),
        A(v("156.85/134.60", ".4f") + "."),
        U("1 lakh npr in usd?"),
        A("$" + v("100000/134.60", ",.2f") + "."),
        U("and in eur?"),
        A("€" + v("100000/156.85", ",.2f") + "."),
    ),
    run(12, LLAMA4,
        U("poon hill sunrise on the 8th, when do we leave ghorepani to be up 20 min early?"),
        C("get_sunrise", {"place": "Poon Hill", "date": "2026-12-08"}, SUNRISE_12),
        A("Sunrise 06:52, climb 55 min: leave " + v("datetime(2026,12,8,6,52)-timedelta(minutes=20+55)", "%H:%M") + "."),
        U("climb in m?"),
        A(v("3210-2860", "d") + " m."),
        U("m per hour?"),
        A(v("350/(55/60)", ".0f") + " m/h."),
        U("wake-up 30 min before leaving?"),
        A(v("datetime(2026,12,8,5,37)-timedelta(minutes=30)", "%H:%M") + "."),
        U("back down same time, breakfast when if we stay 40 min?"),
        A(v("datetime(2026,12,8,6,32)+timedelta(minutes=40+55)", "%H:%M") + " at Ghorepani."),
    ),
]
