"""Apis runs 16-30: multi-city weather, portfolios, standings, fixtures, trip budgets, flight legs, recipes."""

from _apis import (CLAUDE, DEEPSEEK, GEMINI, GPT, GPT35, GPT41, HAIKU, LLAMA, MINI, MISTRAL, OPUS, QWEN,
                   SYSTEM, TOOLLLAMA, FLASH, rapid)
from _vocab import A, C, Run, U


def a16() -> Run:
    cities = {"Paris": (8.4, 47.1, 88, 14.8, 9.2), "Madrid": (12.9, 55.2, 61, 9.0, 5.6), "Oslo": (-2.1, 28.2, 79, 20.5, 12.7)}
    calls = []
    for name, (c, f, h, kph, mph) in cities.items():
        calls.append(C("current_weather_for_weatherapi_com", {"q": name},
                       rapid({"location": {"name": name, "localtime": "2026-11-30 17:20"}, "current": {"temp_c": c, "temp_f": f, "humidity": h, "wind_kph": kph, "wind_mph": mph, "condition": {"text": "Overcast" if name != "Madrid" else "Clear"}}})))
    return Run("apis-16", GPT41, SYSTEM, [
        U("Compare the weather right now in Paris, Madrid and Oslo (°C)."),
        *calls,
        A("Current conditions (17:20 local):\n\n"
          "| City | Temp | Humidity | Wind | Sky |\n|---|---:|---:|---:|---|\n"
          "| Paris | 8.4 °C | 88% | 14.8 km/h | Overcast |\n| Madrid | 12.9 °C | 61% | 9.0 km/h | Clear |\n| Oslo | −2.1 °C | 79% | 20.5 km/h | Overcast |\n\n"
          "Madrid is the warmest, {{12.9-(-2.1)|.1f}} °C warmer than Oslo. The average of the three is {{(8.4+12.9-2.1)/3|.1f}} °C."),
        U("Oslo in fahrenheit?"),
        A("Oslo is **28.2 °F** right now (−2.1 °C), below freezing, with wind at 12.7 mph."),
        U("what's the spread paris to oslo in F"),
        A("47.1 °F − 28.2 °F = **{{47.1-28.2|.1f}} °F** (that's the same as the {{8.4+2.1|.1f}} °C gap × 1.8)."),
        U("which has the strongest wind in mph?"),
        A("Oslo, at 12.7 mph (20.5 km/h). Paris has 9.2 mph and Madrid 5.6 mph."),
    ])


def a17() -> Run:
    table = {"response": [{"league": {"id": 140, "name": "La Liga", "season": 2026, "standings": [[
        {"rank": 1, "team": {"name": "Barcelona"}, "points": 34, "goalsDiff": 22, "all": {"played": 14, "win": 11, "draw": 1, "lose": 2, "goals": {"for": 37, "against": 15}}, "form": "WWDWW"},
        {"rank": 2, "team": {"name": "Real Madrid"}, "points": 32, "goalsDiff": 17, "all": {"played": 14, "win": 10, "draw": 2, "lose": 2, "goals": {"for": 31, "against": 14}}, "form": "WLWWW"},
        {"rank": 3, "team": {"name": "Atletico Madrid"}, "points": 29, "goalsDiff": 13, "all": {"played": 14, "win": 8, "draw": 5, "lose": 1, "goals": {"for": 24, "against": 11}}, "form": "DWWDW"},
        {"rank": 4, "team": {"name": "Villarreal"}, "points": 25, "goalsDiff": 6, "all": {"played": 14, "win": 7, "draw": 4, "lose": 3, "goals": {"for": 23, "against": 17}}, "form": "WDLWD"}]]}}]}
    return Run("apis-17", CLAUDE, SYSTEM, [
        U("La Liga top 4 right now? with goals for/against"),
        C("standings_for_api_football", {"league": 140, "season": 2026}, rapid(table)),
        A("Here's the top of La Liga after 14 matches:\n\n"
          "| # | Team | Pts | W-D-L | GF | GA | GD | Form |\n|---|---|---|---|---|---|---|---|\n"
          "| 1 | Barcelona | 34 | 11-1-2 | 37 | 15 | +22 | WWDWW |\n| 2 | Real Madrid | 32 | 10-2-2 | 31 | 14 | +17 | WLWWW |\n"
          "| 3 | Atlético Madrid | 29 | 8-5-1 | 24 | 11 | +13 | DWWDW |\n| 4 | Villarreal | 25 | 7-4-3 | 23 | 17 | +6 | WDLWD |\n\n"
          "Barcelona lead Real Madrid by {{34-32|d}} points. Atlético are the only side in the top four with a single defeat."),
        U("goals per game for barca and real?"),
        A("- **Barcelona:** 37 goals in 14 games = **{{37/14|.2f}}** per game (conceding {{15/14|.2f}})\n- **Real Madrid:** 31 in 14 = **{{31/14|.2f}}** per game (conceding {{14/14|.2f}})"),
        U("points per game needed for atletico to catch barca if barca keep their pace, 24 games left"),
        A("Barcelona are averaging {{34/14|.2f}} points per game. At that pace they'd finish on about {{34+34/14*24|.0f}} points. Atlético need {{34+34/14*24-29|.0f}} more points from 24 games to match that, which is **{{(34+34/14*24-29)/24|.2f}} points per game**, more than Barcelona's own {{34/14|.2f}}: possible, but they'd have to win nearly every game."),
    ], fmt="anthropic")


def a18() -> Run:
    quote = {"Global Quote": {"01. symbol": "SAP.DE", "02. open": "241.1000", "03. high": "243.8500", "04. low": "239.6000", "05. price": "242.9500",
                              "06. volume": "1873302", "07. latest trading day": "2026-11-30", "08. previous close": "238.4000", "09. change": "4.5500", "10. change percent": "1.9086%"}}
    return Run("apis-18", GEMINI, SYSTEM, [
        U("SAP Aktie heute? Ich habe 120 Stück, Einstand 198,50 €"),
        C("global_quote_for_alpha_vantage", {"symbol": "SAP.DE"}, rapid(quote)),
        A("**SAP (Xetra), 30.11.2026:** 242,95 € (+4,55 €, **+1,91 %**). Tageshoch 243,85 €, Tief 239,60 €.\n\n"
          "Deine 120 Stück: Wert **{{de(120*242.95)|s}} €**, Einstand {{de(120*198.5)|s}} €, Gewinn **{{de(120*(242.95-198.5))|s}} €** (+{{de((242.95-198.5)/198.5*100,'.1f')|s}} %). Heute: +{{de(120*4.55)|s}} €."),
        U("ab welchem Kurs wäre ich bei +25%?"),
        A("198,50 € × 1,25 = **{{de(198.5*1.25)|s}} €**. Aktuell liegst du {{de((242.95-198.5)/198.5*100-25,'.1f')|s}} Prozentpunkte darüber."),
    ])


def a19() -> Run:
    fl = {"data": [{"flight_date": "2026-11-30", "flight_status": "landed",
                    "departure": {"airport": "John F Kennedy International", "iata": "JFK", "timezone": "America/New_York", "scheduled": "2026-11-29T22:10:00+00:00", "actual": "2026-11-29T22:41:00+00:00", "delay": 31, "gate": "B30"},
                    "arrival": {"airport": "Heathrow", "iata": "LHR", "timezone": "Europe/London", "terminal": "5", "baggage": "11", "scheduled": "2026-11-30T10:05:00+00:00", "actual": "2026-11-30T10:12:00+00:00"},
                    "airline": {"name": "British Airways", "iata": "BA"}, "flight": {"number": "178", "iata": "BA178"}}]}
    return Run("apis-19", DEEPSEEK, SYSTEM, [
        U("did BA178 from JFK land? my mom was on it"),
        C("flights_for_aviationstack", {"flight_iata": "BA178", "flight_date": "2026-11-30"}, fl),
        A("Yes, BA178 has landed at Heathrow Terminal 5 at 10:12 this morning London time, {{12-5|d}} minutes after its scheduled 10:05. It left JFK 31 minutes late (22:41 instead of 22:10 New York time, gate B30). Bags are on belt 11."),
        U("what time was that in New York when it landed?"),
        A("10:12 in London (GMT, UTC+0) is **5:12 AM** in New York (EST, UTC−5)."),
        U("how long was she in the air"),
        A("From 22:41 New York time (03:41 UTC) to 10:12 London time (10:12 UTC): **6 h 31 min** gate to gate."),
        U("which terminal do I pick her up from"),
        A("Terminal 5 at Heathrow; her bags are on belt 11."),
    ])


def a20() -> Run:
    r = {"hits": [{"recipe": {"label": "Chickpea & Spinach Curry", "yield": 4.0, "calories": 1689.2285999999999, "totalTime": 35.0,
                              "digest": [{"label": "Fat", "total": 61.30241, "unit": "g"}, {"label": "Carbs", "total": 221.6402, "unit": "g"}, {"label": "Protein", "total": 62.88919000000001, "unit": "g"}],
                              "dietLabels": ["High-Fiber"], "healthLabels": ["Vegan", "Vegetarian", "Dairy-Free", "Gluten-Free"]}},
                  {"recipe": {"label": "Lentil Shepherd's Pie", "yield": 6.0, "calories": 2410.5, "totalTime": 70.0,
                              "digest": [{"label": "Fat", "total": 58.8, "unit": "g"}, {"label": "Carbs", "total": 372.3, "unit": "g"}, {"label": "Protein", "total": 113.4, "unit": "g"}],
                              "dietLabels": ["Balanced", "High-Fiber"], "healthLabels": ["Vegan", "Vegetarian", "Dairy-Free"]}}]}
    return Run("apis-20", MINI, SYSTEM, [
        U("vegan dinner ideas under 500 kcal per serving, under 1 hour"),
        C("recipe_search_for_edamam", {"q": "vegan dinner", "health": "vegan", "time": "1-60", "calories": "0-2500"}, rapid(r)),
        A("Here's one that fits both limits:\n\n"
          "**Chickpea & Spinach Curry**: 35 minutes, serves 4\n"
          "- Calories per serving: **{{1689.2286/4|.0f}} kcal**\n- Protein: {{62.88919/4|.1f}} g, Carbs: {{221.6402/4|.1f}} g, Fat: {{61.30241/4|.1f}} g per serving\n"
          "- Vegan, gluten-free, high-fiber\n\n"
          "The Lentil Shepherd's Pie is {{2410.5/6|.0f}} kcal per serving (serves 6) and also vegan, but it takes 70 minutes, so it's just over your time limit."),
        U("how much protein in grams per 100 kcal for each"),
        A("- Curry: {{62.88919/1689.2286*100|.1f}} g protein per 100 kcal\n- Shepherd's pie: {{113.4/2410.5*100|.1f}} g per 100 kcal\n\nThe shepherd's pie is slightly more protein-dense."),
        U("give me the curry per serving calories split between fat carbs protein in %"),
        A("Using 9 kcal/g for fat and 4 kcal/g for carbs and protein, per serving:\n\n- Fat: {{61.30241/4|.1f}} g × 9 = {{61.30241/4*9|.0f}} kcal\n- Carbs: {{221.6402/4|.1f}} g × 4 = {{221.6402/4*4|.0f}} kcal\n- Protein: {{62.88919/4|.1f}} g × 4 = {{62.88919/4*4|.0f}} kcal\n\n"
          "That sums to {{(61.30241*9+221.6402*4+62.88919*4)/4|.0f}} kcal (a bit below the {{1689.2286/4|.0f}} listed, since fiber and rounding), so roughly **{{61.30241*9/(61.30241*9+221.6402*4+62.88919*4)*100|.0f}}% fat, {{221.6402*4/(61.30241*9+221.6402*4+62.88919*4)*100|.0f}}% carbs, {{62.88919*4/(61.30241*9+221.6402*4+62.88919*4)*100|.0f}}% protein**."),
    ])


def a21() -> Run:
    hist = {"base": "USD", "start_date": "2026-11-23", "end_date": "2026-11-30", "rates": {
        "2026-11-23": {"EUR": 0.86912, "GBP": 0.75581}, "2026-11-24": {"EUR": 0.87035, "GBP": 0.75702}, "2026-11-25": {"EUR": 0.86754, "GBP": 0.75399},
        "2026-11-26": {"EUR": 0.86501, "GBP": 0.7521}, "2026-11-27": {"EUR": 0.86388, "GBP": 0.75118}, "2026-11-30": {"EUR": 0.86304, "GBP": 0.75046}}}
    return Run("apis-21", LLAMA, SYSTEM, [
        U("How has the dollar moved against euro and pound over the last week?"),
        C("timeseries_for_exchangerates_api", {"base": "USD", "symbols": "EUR,GBP", "start_date": "2026-11-23", "end_date": "2026-11-30"}, rapid(hist)),
        A("Over the past week (Nov 23 to Nov 30) the dollar weakened slightly against both:\n\n"
          "- EUR: 0.86912 → 0.86304 per USD, a change of {{(0.86304-0.86912)/0.86912*100|.2f}}%\n"
          "- GBP: 0.75581 → 0.75046 per USD, a change of {{(0.75046-0.75581)/0.75581*100|.2f}}%\n\n"
          "The dollar's high for the week was on Nov 24 against both (0.87035 EUR, 0.75702 GBP)."),
        U("so how many dollars is 1 euro today"),
        A("1 ÷ 0.86304 = **{{1/0.86304|.4f}} USD** per euro."),
        U("i'm paying a 3.400,00 € invoice, in USD?"),
        A("€3,400.00 ÷ 0.86304 = **${{3400/0.86304|,.2f}}** at today's rate (before any bank fees)."),
        U("average EUR rate over the week?"),
        A("Average of the six daily rates: (0.86912 + 0.87035 + 0.86754 + 0.86501 + 0.86388 + 0.86304) ÷ 6 = **{{(0.86912+0.87035+0.86754+0.86501+0.86388+0.86304)/6|.5f}} EUR per USD**."),
    ])


def a22() -> Run:
    live = {"events": [{"idEvent": "2150831", "strEvent": "Toronto Maple Leafs vs Montreal Canadiens", "strLeague": "NHL", "intHomeScore": "4", "intAwayScore": "2",
                        "strStatus": "FT", "dateEvent": "2026-11-29", "strTime": "00:00:00", "strVenue": "Scotiabank Arena",
                        "strResult": "Goals: Matthews 2 (12:44 1st, 3:15 3rd), Nylander (8:02 2nd), Knies (18:50 3rd EN); Suzuki (5:31 2nd), Caufield (14:20 2nd)", "intSpectators": "18789"}]}
    return Run("apis-22", QWEN, SYSTEM, [
        U("leafs habs score last night? who scored"),
        C("eventspastleague_for_thesportsdb", {"id": "4380", "team": "Toronto Maple Leafs"}, rapid(live)),
        A("The Maple Leafs beat the Canadiens **4-2** at Scotiabank Arena (18,789 spectators).\n\n"
          "Toronto: Matthews 2 (12:44 of the 1st, 3:15 of the 3rd), Nylander (8:02 of the 2nd), Knies (18:50 of the 3rd, empty net)\n"
          "Montreal: Suzuki (5:31 of the 2nd), Caufield (14:20 of the 2nd)"),
        U("was it close in the 3rd"),
        A("Going into the 3rd it was 2-2: Matthews (1st) and Nylander (2nd) for Toronto, Suzuki and Caufield answered in the 2nd. Matthews scored the winner 3:15 into the 3rd, and Knies sealed it with the empty-netter at 18:50, with {{(20*60-(18*60+50))//60|d}}:{{(20*60-(18*60+50))%60|02d}} left. So yes, close until the last minutes."),
    ])


def a23() -> Run:
    legs = [{"flight": "AF1145", "from": "CDG", "to": "FCO", "dep_utc": 1796366700, "arr_utc": 1796373900, "status": "scheduled", "aircraft": "A321"},
            {"flight": "AZ609", "from": "FCO", "to": "JFK", "dep_utc": 1796380800, "arr_utc": 1796416800, "status": "scheduled", "aircraft": "A330-900"}]
    return Run("apis-23", GPT, SYSTEM, [
        U("I'm booked Paris -> Rome -> New York on Dec 4. Can you give me the times in local time for each leg and the layover?"),
        C("flight_schedule_for_flightaware", {"itinerary": ["AF1145", "AZ609"], "date": "2026-12-04"}, legs),
        A("Here's your itinerary for **Friday, December 4, 2026** (local times):\n\n"
          "| Leg | Flight | Departs | Arrives | Duration |\n|---|---|---|---|---|\n"
          "| Paris CDG → Rome FCO | AF1145 (A321) | 07:45 | 09:45 | {{(1796373900-1796366700)//3600|d}} h 00 min |\n"
          "| Rome FCO → New York JFK | AZ609 (A330-900) | 11:40 | 15:40 | {{(1796416800-1796380800)//3600|d}} h 00 min |\n\n"
          "**Layover in Rome:** {{(1796380800-1796373900)//3600|d}} h {{(1796380800-1796373900)%3600//60|d}} min (09:45 to 11:40).\n\n"
          "Paris and Rome are both on CET (UTC+1) and New York on EST (UTC−5). Total travel time: **{{(1796416800-1796366700)//3600|d}} h {{(1796416800-1796366700)%3600//60|d}} min**."),
        U("is 1h55 enough in FCO for a schengen -> non-schengen connection"),
        A("It's generally workable: Rome's minimum connection time for Schengen to non-Schengen is well under that, but you'll pass passport control, so don't linger. If AF1145 runs 30+ minutes late it gets tight."),
        U("what aircraft for the long leg"),
        A("AZ609 from Rome to New York is scheduled on an **Airbus A330-900**."),
    ])


def a24() -> Run:
    aq = {"status": "ok", "data": {"aqi": 152, "idx": 1451, "city": {"name": "Beijing (北京)", "geo": [39.954592, 116.468117]}, "dominentpol": "pm25",
                                   "iaqi": {"pm25": {"v": 152}, "pm10": {"v": 68}, "o3": {"v": 11.3}, "no2": {"v": 27.5}, "t": {"v": 3.2}, "h": {"v": 41}, "w": {"v": 1.5}},
                                   "time": {"s": "2026-12-01 00:00:00", "tz": "+08:00", "v": 1796054400}}}
    return Run("apis-24", FLASH, SYSTEM, [
        U("air quality beijing"),
        C("city_feed_for_waqi", {"city": "beijing"}, rapid(aq)),
        A("Beijing AQI **152**, Unhealthy. Main pollutant PM2.5 (152). PM10 68, NO₂ 27.5, O₃ 11.3. 3.2°C, humidity 41%. Measured 00:00 local (Dec 1, UTC+8)."),
        U("in fahrenheit"),
        A("3.2°C = **{{3.2*9/5+32|.1f}}°F**."),
        U("should I run outside"),
        A("At AQI 152 (Unhealthy), better not: move the run indoors or wear a proper mask."),
        U("what are the station coordinates"),
        A("The station is at 39.954592, 116.468117 (station idx 1451)."),
    ])


def a25() -> Run:
    crypto = {"data": {"BTC": {"quote": {"EUR": {"price": 84088.73219481736, "percent_change_1h": 0.0412, "percent_change_24h": -1.8773, "percent_change_7d": 3.20154, "last_updated": "2026-11-30T16:20:00.000Z"}}},
                       "ETH": {"quote": {"EUR": {"price": 3128.7707101, "percent_change_1h": -0.1832, "percent_change_24h": 1.1491, "percent_change_7d": -2.48812, "last_updated": "2026-11-30T16:20:00.000Z"}}}}}
    return Run("apis-25", MISTRAL, SYSTEM, [
        U("BTC and ETH in euros, 7d change. I bought 0,5 BTC at 78.000 € last week"),
        C("quotes_latest_for_coinmarketcap", {"symbol": "BTC,ETH", "convert": "EUR"}, rapid(crypto)),
        A("- **BTC:** €84,088.73 (24h: −1.88%, 7d: **+3.20%**)\n- **ETH:** €3,128.77 (24h: +1.15%, 7d: **−2.49%**)\n\n"
          "Your 0.5 BTC bought at €78,000 cost €{{0.5*78000|,.0f}} and is now worth **€{{0.5*84088.73219481736|,.2f}}**, a gain of **€{{0.5*(84088.73219481736-78000)|,.2f}}** ({{(84088.73219481736/78000-1)*100|.1f}}%)."),
        U("What was BTC a week ago then?"),
        A("Working back from the 7-day change: €84,088.73 ÷ 1.0320154 ≈ **€{{84088.73219481736/1.0320154|,.2f}}** seven days ago. Your €78,000 purchase was below that level, so you bought on a dip during the week."),
        U("and in 1h?"),
        A("BTC is +0.04% over the last hour, essentially flat (about €{{84088.73219481736*0.000412|.0f}})."),
    ])


def a26() -> Run:
    tz = {"status": "OK", "message": "", "countryCode": "JP", "zoneName": "Asia/Tokyo", "abbreviation": "JST", "gmtOffset": 32400, "dst": "0", "timestamp": 1796088480, "formatted": "2026-12-01 01:28:00"}
    tz2 = {"status": "OK", "message": "", "countryCode": "US", "zoneName": "America/Los_Angeles", "abbreviation": "PST", "gmtOffset": -28800, "dst": "0", "timestamp": 1796027280, "formatted": "2026-11-30 08:28:00"}
    return Run("apis-26", TOOLLLAMA, SYSTEM, [
        U("what time is it in tokyo and los angeles now, and the difference"),
        C("get_time_zone_for_timezonedb", {"by": "zone", "zone": "Asia/Tokyo", "format": "json"}, tz),
        C("get_time_zone_for_timezonedb", {"by": "zone", "zone": "America/Los_Angeles", "format": "json"}, tz2),
        A("The current time in Tokyo is 01:28 on December 1, 2026 (JST). The current time in Los Angeles is 08:28 on November 30, 2026 (PST). Tokyo is {{(32400+28800)//3600|d}} hours ahead of Los Angeles."),
        U("meeting at 9am LA time tomorrow is what in tokyo"),
        A("9:00 AM in Los Angeles on December 1 is [[1:00 AM]] on December 2 in Tokyo.",
          why="9:00 PST plus the 17-hour difference is 2:00 AM on December 2; the answer writes 1:00 AM, an hour off."),
        U("are you sure? 9 + 17 = 26"),
        A("You're right, I made an error. 9:00 AM PST + 17 hours = 26:00, which is **2:00 AM on December 2** in Tokyo. Sorry about that."),
    ])


def a27() -> Run:
    geo = [{"name": "Zermatt", "lat": 46.0212076, "lon": 7.7491113, "country": "CH", "state": "Valais"}]
    fc = {"lat": 46.0212, "lon": 7.7491, "timezone": "Europe/Zurich", "timezone_offset": 3600, "daily": [
        {"dt": 1796119200, "temp": {"min": -9.64, "max": -2.27}, "humidity": 66, "wind_speed": 6.31, "snow": 14.87, "pop": 0.92, "weather": [{"description": "snow"}]},
        {"dt": 1796205600, "temp": {"min": -12.05, "max": -4.48}, "humidity": 58, "wind_speed": 3.12, "pop": 0.08, "weather": [{"description": "clear sky"}]}]}
    return Run("apis-27", OPUS, SYSTEM, [
        U("Planning to ski in Zermatt on Tuesday and Wednesday. What does the forecast say? Snow amounts in cm please."),
        C("direct_geocoding_for_openweathermap", {"q": "Zermatt,CH", "limit": 1}, geo),
        C("one_call_for_openweathermap", {"lat": 46.0212, "lon": 7.7491, "exclude": "current,minutely,hourly", "units": "metric"}, rapid(fc)),
        A("Zermatt (46.0212° N, 7.7491° E, Valais) has a classic powder-day setup for you:\n\n"
          "**Tuesday, December 1:** snow, {{0.92*100|.0f}}% chance of precipitation, about **{{14.87/10|.1f}} cm** of snow in the village forecast (the API gives 14.87 mm of snow water; fresh snow is often ~10× deeper than its water, so up the mountain it could be considerably more). Temperatures −9.6 °C to −2.3 °C, wind {{6.31*3.6|.0f}} km/h.\n\n"
          "**Wednesday, December 2:** clear sky, only {{0.08*100|.0f}}% chance of precipitation, −12.1 °C to −4.5 °C, light wind at {{3.12*3.6|.0f}} km/h.\n\n"
          "So: Tuesday brings the snow, Wednesday the bluebird day. Wednesday morning will be very cold, so dress for −12 °C."),
        U("Wait, you said 1.5 cm. That seems very little for 14.87 mm?"),
        A("You're right to question it; I mixed up two conversions. The API's 14.87 is millimetres, so the straight unit conversion is **{{14.87/10|.3f}} cm**, but that is the snowfall expressed as liquid water. With the usual ratio of about 10:1 for fresh snow, the actual snow depth would be around **{{14.87|.0f}} cm**, and in cold, dry conditions like these (around −10 °C) the ratio can be 15:1 or more, so {{14.87|.0f}}-{{14.87*1.5|.0f}} cm is plausible. I should have said that clearly the first time."),
    ], fmt="anthropic")


def a28() -> Run:
    nut = {"foods": [{"food_name": "banana", "serving_qty": 1, "serving_unit": "medium (7\" to 7-7/8\" long)", "serving_weight_grams": 118, "nf_calories": 105.02, "nf_total_carbohydrate": 26.95, "nf_protein": 1.29, "nf_sugars": 14.43, "nf_potassium": 422.44},
                     {"food_name": "greek yogurt", "serving_qty": 1, "serving_unit": "container (6 oz)", "serving_weight_grams": 170, "nf_calories": 100.3, "nf_total_carbohydrate": 6.12, "nf_protein": 17.32, "nf_sugars": 5.56, "nf_potassium": 240.7},
                     {"food_name": "rolled oats", "serving_qty": 40, "serving_unit": "g", "serving_weight_grams": 40, "nf_calories": 151.6, "nf_total_carbohydrate": 27.12, "nf_protein": 5.27, "nf_sugars": 0.39, "nf_potassium": 143.2}]}
    return Run("apis-28", HAIKU, SYSTEM, [
        U("breakfast: 1 banana, 1 greek yogurt, 40g oats. calories and protein?"),
        C("natural_nutrients_for_nutritionix", {"query": "1 banana, 1 greek yogurt, 40g rolled oats"}, nut),
        A("Your breakfast:\n\n| Food | kcal | Protein | Carbs | Sugar |\n|---|---|---|---|---|\n"
          "| Banana (118 g) | 105 | 1.3 g | 27.0 g | 14.4 g |\n| Greek yogurt (170 g) | 100 | 17.3 g | 6.1 g | 5.6 g |\n| Rolled oats (40 g) | 152 | 5.3 g | 27.1 g | 0.4 g |\n"
          "| **Total** | **{{105.02+100.3+151.6|.0f}}** | **{{1.29+17.32+5.27|.1f}} g** | **{{26.95+6.12+27.12|.1f}} g** | **{{14.43+5.56+0.39|.1f}} g** |\n\n"
          "Potassium comes to {{422.44+240.7+143.2|.0f}} mg, mostly from the banana."),
        U("what % of a 2000 kcal day"),
        A("{{105.02+100.3+151.6|.0f}} ÷ 2,000 = **{{(105.02+100.3+151.6)/2000*100|.1f}}%** of a 2,000 kcal day."),
        U("swap yogurt for 2 eggs, roughly?"),
        A("I don't have the eggs' values from the API, so I'd need to look them up to give you exact numbers. Want me to?"),
    ])


def a29() -> Run:
    rates = {"success": True, "timestamp": 1796054403, "base": "USD", "date": "2026-11-30", "rates": {"MXN": 19.418502, "BRL": 5.709104, "ARS": 1184.501987, "CLP": 948.85, "COP": 4020.355}}
    return Run("apis-29", GPT35, SYSTEM, [
        U("Backpacking Latin America with $3000: 1 week each in Mexico, Brazil, Argentina. Split evenly, how much local currency each?"),
        C("latest_for_fixer", {"base": "USD", "symbols": "MXN,BRL,ARS,CLP,COP"}, rapid(rates)),
        A("Splitting $3,000 evenly gives ${{3000/3|,.2f}} per country. At today's rates:\n\n"
          "- Mexico: $1,000 × 19.418502 = **{{1000*19.418502|,.2f}} MXN**\n"
          "- Brazil: $1,000 × 5.709104 = **{{1000*5.709104|,.2f}} BRL**\n"
          "- Argentina: $1,000 × 1184.501987 = **[[1,148,501.99]] ARS**\n\n"
          "Rates are from November 30, 2026 and may vary at exchange offices.",
          why="1,000 × 1,184.501987 is 1,184,501.99 ARS; the answer swaps two digits (1,148,...)."),
        U("and if I add a week in Chile with $500 from the Argentina budget"),
        A("Argentina would get $500: {{500*1184.501987|,.2f}} ARS. Chile gets $500 × 948.85 = **{{500*948.85|,.2f}} CLP**."),
        U("what's the rate for pesos colombianos btw"),
        A("1 USD = 4,020.355 COP today, so $100 is about {{100*4020.355|,.0f}} COP."),
    ])


def a30() -> Run:
    ev = {"events": [
        {"id": "401705612", "date": "2026-11-29T18:00Z", "name": "Kansas City Chiefs at Buffalo Bills", "status": {"type": {"completed": True, "detail": "Final"}},
         "competitions": [{"competitors": [{"homeAway": "home", "team": {"abbreviation": "BUF"}, "score": "27", "linescores": [{"value": 7}, {"value": 10}, {"value": 3}, {"value": 7}]},
                                           {"homeAway": "away", "team": {"abbreviation": "KC"}, "score": "24", "linescores": [{"value": 3}, {"value": 14}, {"value": 0}, {"value": 7}]}],
                           "attendance": 70412}]},
        {"id": "401705618", "date": "2026-11-30T01:20Z", "name": "Philadelphia Eagles at San Francisco 49ers", "status": {"type": {"completed": True, "detail": "Final/OT"}},
         "competitions": [{"competitors": [{"homeAway": "home", "team": {"abbreviation": "SF"}, "score": "23", "linescores": [{"value": 0}, {"value": 13}, {"value": 7}, {"value": 0}, {"value": 3}]},
                                           {"homeAway": "away", "team": {"abbreviation": "PHI"}, "score": "20", "linescores": [{"value": 7}, {"value": 3}, {"value": 3}, {"value": 7}, {"value": 0}]}],
                           "attendance": 68210}]}]}
    return Run("apis-30", GEMINI, SYSTEM, [
        U("nfl sunday: bills chiefs and eagles niners scores, by quarter"),
        C("scoreboard_for_espn", {"sport": "football", "league": "nfl", "dates": "20261129"}, ev),
        A("**BUF 27, KC 24** (Final)\n| | Q1 | Q2 | Q3 | Q4 | T |\n|---|---|---|---|---|---|\n| KC | 3 | 14 | 0 | 7 | 24 |\n| BUF | 7 | 10 | 3 | 7 | 27 |\n\n"
          "**SF 23, PHI 20** (Final/OT)\n| | Q1 | Q2 | Q3 | Q4 | OT | T |\n|---|---|---|---|---|---|---|\n| PHI | 7 | 3 | 3 | 7 | 0 | 20 |\n| SF | 0 | 13 | 7 | 0 | 3 | 23 |"),
        U("halftime scores?"),
        A("* BUF-KC at half: Bills {{7+10|d}}, Chiefs {{3+14|d}}, tied.\n* SF-PHI at half: 49ers {{0+13|d}}, Eagles {{7+3|d}}."),
        U("what time did the niners game start ET"),
        A("01:20 UTC Nov 30 = **8:20 PM ET** Sunday Nov 29."),
        U("attendance for both?"),
        A("Bills-Chiefs: 70,412. Eagles-49ers: 68,210. Together {{70412+68210|,d}}."),
    ])


RUNS = [a16(), a17(), a18(), a19(), a20(), a21(), a22(), a23(), a24(), a25(), a26(), a27(), a28(), a29(), a30()]
