"""Apis runs 1-15: weather forecasts, stock and crypto quotes, currency rates, flights, geocoding."""

from _apis import (CLAUDE, DEEPSEEK, GEMINI, GPT, GPT35, GPT41, HAIKU, LLAMA, MINI, MISTRAL, OPUS, QWEN,
                   SYSTEM, TOOLLLAMA, FLASH, rapid)
from _vocab import A, C, Run, U


def a01() -> Run:
    w = {"location": {"name": "Lisbon", "region": "Lisboa", "country": "Portugal", "lat": 38.72, "lon": -9.13, "tz_id": "Europe/Lisbon",
                      "localtime_epoch": 1796055300, "localtime": "2026-11-30 16:15"},
         "current": {"last_updated_epoch": 1796055000, "temp_c": 16.0, "temp_f": 60.8, "condition": {"text": "Partly cloudy", "code": 1003},
                     "wind_mph": 11.4, "wind_kph": 18.4, "wind_dir": "NNW", "humidity": 72, "feelslike_c": 15.1, "feelslike_f": 59.2, "uv": 2.0},
         "forecast": {"forecastday": [
             {"date": "2026-12-01", "date_epoch": 1796083200, "day": {"maxtemp_c": 17.3, "maxtemp_f": 63.1, "mintemp_c": 10.9, "mintemp_f": 51.6, "maxwind_kph": 24.1, "avghumidity": 78, "daily_chance_of_rain": 64, "totalprecip_mm": 3.2, "condition": {"text": "Patchy rain nearby"}}},
             {"date": "2026-12-02", "date_epoch": 1796169600, "day": {"maxtemp_c": 15.8, "maxtemp_f": 60.4, "mintemp_c": 9.4, "mintemp_f": 48.9, "maxwind_kph": 31.7, "avghumidity": 83, "daily_chance_of_rain": 89, "totalprecip_mm": 11.6, "condition": {"text": "Moderate rain"}}}]}}
    return Run("apis-01", GPT, SYSTEM, [
        U("I'm flying to Lisbon tomorrow for two days. What's the weather now and the forecast? I'm American so Fahrenheit please"),
        C("forecast_weather_for_weatherapi_com", {"q": "Lisbon", "days": 2}, rapid(w)),
        A("Here's the weather for Lisbon, Portugal:\n\n"
          "**Right now (4:15 PM local):** 60.8°F, partly cloudy, feels like 59.2°F. Humidity 72%, wind 11.4 mph from the NNW.\n\n"
          "**Forecast:**\n\n"
          "| Day | High | Low | Rain chance | Rain | Max wind |\n|---|---|---|---|---|---|\n"
          "| Tue Dec 1 | 63.1°F | 51.6°F | 64% | {{3.2/25.4|.2f}} in | {{24.1/1.609344|.0f}} mph |\n"
          "| Wed Dec 2 | 60.4°F | 48.9°F | 89% | {{11.6/25.4|.2f}} in | {{31.7/1.609344|.1f}} mph |\n\n"
          "Pack a rain jacket, especially for Wednesday, which looks properly wet."),
        U("how much rain in mm total over the two days"),
        A("3.2 mm on Tuesday plus 11.6 mm on Wednesday = **{{3.2+11.6|.1f}} mm** (about {{(3.2+11.6)/25.4|.2f}} inches)."),
        U("and the daily temperature swing?"),
        A("- Tuesday: 63.1°F − 51.6°F = **{{63.1-51.6|.1f}}°F** (17.3°C − 10.9°C = {{17.3-10.9|.1f}}°C)\n- Wednesday: 60.4°F − 48.9°F = **{{60.4-48.9|.1f}}°F** ({{15.8-9.4|.1f}}°C)"),
    ])


def a02() -> Run:
    q = {"quoteResponse": {"result": [
        {"symbol": "AAPL", "shortName": "Apple Inc.", "regularMarketPrice": 241.37, "regularMarketChange": -2.849999999999994, "regularMarketChangePercent": -1.1669805,
         "regularMarketPreviousClose": 244.22, "regularMarketDayHigh": 244.9, "regularMarketDayLow": 240.11, "regularMarketVolume": 48211533, "marketCap": 3650419130368,
         "regularMarketTime": 1796072400, "currency": "USD", "fiftyTwoWeekRange": "196.21 - 260.1"},
        {"symbol": "MSFT", "shortName": "Microsoft Corporation", "regularMarketPrice": 512.08, "regularMarketChange": 6.1299999999999955, "regularMarketChangePercent": 1.2115822,
         "regularMarketPreviousClose": 505.95, "regularMarketDayHigh": 514.5, "regularMarketDayLow": 504.87, "regularMarketVolume": 19877412, "marketCap": 3806240473088,
         "regularMarketTime": 1796072400, "currency": "USD", "fiftyTwoWeekRange": "402.6 - 530.17"}], "error": None}}
    return Run("apis-02", CLAUDE, SYSTEM, [
        U("How did Apple and Microsoft close today? I own 40 AAPL and 25 MSFT."),
        C("market_get_quotes_for_yahoo_finance", {"symbols": "AAPL,MSFT", "region": "US"}, rapid(q)),
        A("Here's how they closed today (4:00 PM ET):\n\n"
          "| | AAPL | MSFT |\n|---|---:|---:|\n"
          "| Close | $241.37 | $512.08 |\n| Change | −$2.85 (−1.17%) | +$6.13 (+1.21%) |\n| Day range | $240.11 – $244.90 | $504.87 – $514.50 |\n| Volume | 48.2M | 19.9M |\n\n"
          "**Your positions:**\n"
          "- 40 AAPL × $241.37 = **${{40*241.37|,.2f}}** (today: −${{40*2.85|.2f}})\n"
          "- 25 MSFT × $512.08 = **${{25*512.08|,.2f}}** (today: +${{25*6.13|.2f}})\n\n"
          "Together: **${{40*241.37+25*512.08|,.2f}}**, a net change of **+${{25*6.13-40*2.85|.2f}}** on the day."),
        U("How far is each from its 52-week high?"),
        A("- **AAPL:** 52-week high $260.10; at $241.37 it's ${{260.1-241.37|.2f}} ({{(260.1-241.37)/260.1*100|.1f}}%) below.\n"
          "- **MSFT:** 52-week high $530.17; at $512.08 it's ${{530.17-512.08|.2f}} ({{(530.17-512.08)/530.17*100|.1f}}%) below."),
        U("market caps?"),
        A("- **Apple:** $3,650,419,130,368, about **$3.65 trillion**\n- **Microsoft:** $3,806,240,473,088, about **$3.81 trillion**\n\nMicrosoft is ahead by roughly ${{(3806240473088-3650419130368)/1e9|.0f}} billion."),
    ], fmt="anthropic")


def a03() -> Run:
    coins = [{"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "current_price": 97412.0, "market_cap": 1931022850417, "price_change_24h": -1840.2135419, "price_change_percentage_24h": -1.85406, "high_24h": 99610.0, "low_24h": 96881.0, "last_updated": "2026-11-30T16:11:42.318Z"},
             {"id": "ethereum", "symbol": "eth", "name": "Ethereum", "current_price": 3624.51, "market_cap": 436928330012, "price_change_24h": 41.93, "price_change_percentage_24h": 1.17038, "high_24h": 3661.2, "low_24h": 3571.06, "last_updated": "2026-11-30T16:11:39.902Z"},
             {"id": "solana", "symbol": "sol", "name": "Solana", "current_price": 241.88, "market_cap": 115230884110, "price_change_24h": 9.4, "price_change_percentage_24h": 4.04331, "high_24h": 244.73, "low_24h": 231.02, "last_updated": "2026-11-30T16:11:45.011Z"}]
    return Run("apis-03", GEMINI, SYSTEM, [
        U("btc eth sol prices + 24h change"),
        C("coins_markets_for_coingecko", {"vs_currency": "usd", "ids": "bitcoin,ethereum,solana"}, coins),
        A("* **BTC** $97,412, **−1.85%** (24h range $96,881–$99,610)\n* **ETH** $3,624.51, **+1.17%**\n* **SOL** $241.88, **+4.04%**\n\nAs of 16:11 UTC."),
        U("I have 0.35 btc, 4 eth, 60 sol. total?"),
        A("0.35 × 97,412 = ${{0.35*97412|,.2f}}\n4 × 3,624.51 = ${{4*3624.51|,.2f}}\n60 × 241.88 = ${{60*241.88|,.2f}}\n\n**Total ${{0.35*97412+4*3624.51+60*241.88|,.2f}}**"),
        U("what was it yesterday same time"),
        A("Using each coin's 24h change: BTC was ${{97412+1840.2135419|,.2f}}, ETH ${{3624.51-41.93|,.2f}}, SOL ${{241.88-9.4|.2f}}. Your holdings were worth **${{0.35*(97412+1840.2135419)+4*(3624.51-41.93)+60*(241.88-9.4)|,.2f}}**, so you're up ${{0.35*97412+4*3624.51+60*241.88-(0.35*(97412+1840.2135419)+4*(3624.51-41.93)+60*(241.88-9.4))|,.2f}}."),
        U("sell the sol if it's above 240, how much do I get after a 0.5% fee"),
        A("SOL is at $241.88, above your $240 line. 60 × $241.88 = ${{60*241.88|,.2f}}; minus the 0.5% fee (${{60*241.88*0.005|.2f}}) you'd get about **${{60*241.88*0.995|,.2f}}**. Prices move by the second, so the fill may differ."),
    ])


def a04() -> Run:
    rates = {"result": "success", "documentation": "https://www.exchangerate-api.com/docs", "time_last_update_unix": 1795996801,
             "time_last_update_utc": "Mon, 30 Nov 2026 00:00:01 +0000", "base_code": "EUR",
             "conversion_rates": {"EUR": 1, "USD": 1.1587, "GBP": 0.8691, "CHF": 0.9402, "JPY": 176.83, "SEK": 11.2714, "PLN": 4.2301}}
    return Run("apis-04", MINI, SYSTEM, [
        U("I have 1.250 € budget for a trip to Sweden and Poland. How much is that in SEK and PLN? And in USD for reference"),
        C("latest_rates_for_exchangerate_api", {"base": "EUR"}, rapid(rates)),
        A("Using today's rates (updated Mon, 30 Nov 2026 00:00 UTC), €1,250 is:\n\n"
          "| Currency | Rate (per €1) | Amount |\n|---|---|---|\n"
          "| SEK | 11.2714 | **{{1250*11.2714|,.2f}} kr** |\n| PLN | 4.2301 | **{{1250*4.2301|,.2f}} zł** |\n| USD | 1.1587 | **${{1250*1.1587|,.2f}}** |\n\n"
          "Keep in mind that banks and exchange offices usually add a margin of 1-3% to these mid-market rates."),
        U("if I spend 600 € in Sweden, how much PLN is left from the rest?"),
        A("€1,250 − €600 = €{{1250-600|d}} left, which is {{650*4.2301|,.2f}} zł at 4.2301. (The €600 in Sweden is {{600*11.2714|,.2f}} kr.)"),
        U("and what's 1 PLN in SEK"),
        A("Crossing through the euro: 11.2714 ÷ 4.2301 = **{{11.2714/4.2301|.4f}} SEK per PLN** (so 100 zł ≈ {{100*11.2714/4.2301|.2f}} kr)."),
        U("actually I'll take 350 € in cash to Stockholm. in kronor?"),
        A("€350 × 11.2714 = **[[3,494.99]] kr** at the mid-market rate.",
          why="350 × 11.2714 is 3,944.99 SEK; the answer swaps the 9 and the 4."),
    ])


def a05() -> Run:
    f = [{"number": "TP 1351", "callSign": "TAP1351", "status": "Delayed", "codeshareStatus": "IsOperator", "isCargo": False,
          "departure": {"airport": {"icao": "LPPT", "iata": "LIS", "name": "Lisbon Humberto Delgado"}, "scheduledTime": {"utc": "2026-12-01 07:05Z", "local": "2026-12-01 07:05+00:00"},
                        "revisedTime": {"utc": "2026-12-01 07:50Z", "local": "2026-12-01 07:50+00:00"}, "terminal": "1", "gate": "14", "quality": ["Basic", "Live"]},
          "arrival": {"airport": {"icao": "EPWA", "iata": "WAW", "name": "Warsaw Chopin"}, "scheduledTime": {"utc": "2026-12-01 11:40Z", "local": "2026-12-01 12:40+01:00"},
                      "revisedTime": {"utc": "2026-12-01 12:19Z", "local": "2026-12-01 13:19+01:00"}, "terminal": "A", "quality": ["Basic"]},
          "aircraft": {"reg": "CS-TVA", "model": "Airbus A320 NEO"}, "airline": {"name": "TAP Air Portugal", "iata": "TP", "icao": "TAP"}}]
    return Run("apis-05", GPT41, SYSTEM, [
        U("Status of TP1351 tomorrow Lisbon to Warsaw?"),
        C("flight_status_for_aerodatabox", {"number": "TP1351", "date": "2026-12-01"}, f),
        A("**TP 1351** (TAP Air Portugal, Airbus A320neo CS-TVA) on **December 1, 2026** is currently showing **Delayed**:\n\n"
          "| | Scheduled | Revised |\n|---|---|---|\n"
          "| Departs Lisbon (LIS), T1, gate 14 | 07:05 | **07:50** |\n"
          "| Arrives Warsaw (WAW), T A | 12:40 | **13:19** |\n\n"
          "Times are local (Lisbon UTC+0, Warsaw UTC+1). The departure is {{50-5|d}} minutes late; the arrival estimate is {{79-40|d}} minutes late, so some of the delay is expected to be made up in the air."),
        U("how long is the flight"),
        A("Scheduled block time: 07:05Z to 11:40Z = **{{(11*60+40-(7*60+5))//60|d}} h {{(11*60+40-(7*60+5))%60|d}} min**. With the revised times (07:50Z to 12:19Z) it's **{{(12*60+19-(7*60+50))//60|d}} h {{(12*60+19-(7*60+50))%60|d}} min**."),
        U("I need to be in the city center by 14:30 Warsaw time, is that realistic"),
        A("The revised arrival is 13:19 Warsaw time, which leaves you {{60+11|d}} minutes until 14:30. After deplaning and (if you checked a bag) baggage claim, plus a 25-30 minute ride to the center, it's tight but doable with carry-on only. I'd not count on it with a checked bag."),
    ])


def a06() -> Run:
    g = {"results": [{"formatted_address": "Marienplatz 1, 80331 München, Germany", "geometry": {"location": {"lat": 48.1373932, "lng": 11.5754485}, "location_type": "ROOFTOP"},
                      "place_id": "ChIJ2V-Mo_l1nkcRfZixfUq4DAE", "types": ["street_address"]}], "status": "OK"}
    g2 = {"results": [{"formatted_address": "Schloßstraße, 82031 Grünwald, Germany", "geometry": {"location": {"lat": 48.0416705, "lng": 11.5232912}, "location_type": "GEOMETRIC_CENTER"},
                       "place_id": "ChIJb9x3Qq7dnUcRy6V1F3l8qw8", "types": ["route"]}], "status": "OK"}
    return Run("apis-06", LLAMA, SYSTEM, [
        U("Get me the coordinates of Marienplatz 1 in Munich and of Schloßstraße in Grünwald, and the straight line distance"),
        C("geocode_for_google_maps_geocoding", {"address": "Marienplatz 1, München"}, rapid(g)),
        C("geocode_for_google_maps_geocoding", {"address": "Schloßstraße, Grünwald"}, rapid(g2)),
        A("Here are the coordinates:\n\n"
          "- Marienplatz 1, 80331 München: 48.1373932, 11.5754485 (rooftop precision)\n"
          "- Schloßstraße, 82031 Grünwald: 48.0416705, 11.5232912 (center of the street)\n\n"
          "Straight-line distance: the latitude difference is {{48.1373932-48.0416705|.4f}}° (about {{(48.1373932-48.0416705)*111.32|.2f}} km) and the longitude difference {{11.5754485-11.5232912|.4f}}° (about {{(11.5754485-11.5232912)*111.32*0.668|.2f}} km at this latitude), "
          "so the distance is roughly **{{(((48.1373932-48.0416705)*111.32)**2+((11.5754485-11.5232912)*111.32*0.668)**2)**0.5|.1f}} km**."),
        U("in degrees minutes seconds for marienplatz?"),
        A("48.1373932° N = 48° 8′ {{(48.1373932*60-int(48.1373932*60))*60|.1f}}″ N\n11.5754485° E = 11° 34′ {{(11.5754485*60-int(11.5754485*60))*60|.1f}}″ E"),
        U("and the postcode of the grünwald one"),
        A("82031 Grünwald."),
    ])


def a07() -> Run:
    fx = {"league": {"id": 39, "name": "Premier League", "season": 2026}, "fixtures": [
        {"fixture": {"id": 1213442, "date": "2026-11-29T14:00:00+00:00", "timestamp": 1795960800, "venue": {"name": "Anfield", "city": "Liverpool"}, "status": {"short": "FT", "elapsed": 90}},
         "teams": {"home": {"name": "Liverpool", "winner": True}, "away": {"name": "Brentford", "winner": False}}, "goals": {"home": 3, "away": 1}, "score": {"halftime": {"home": 1, "away": 1}}},
        {"fixture": {"id": 1213445, "date": "2026-11-29T16:30:00+00:00", "timestamp": 1795969800, "venue": {"name": "Emirates Stadium", "city": "London"}, "status": {"short": "FT", "elapsed": 90}},
         "teams": {"home": {"name": "Arsenal", "winner": None}, "away": {"name": "Newcastle", "winner": None}}, "goals": {"home": 2, "away": 2}, "score": {"halftime": {"home": 0, "away": 1}}},
        {"fixture": {"id": 1213449, "date": "2026-12-05T12:30:00+00:00", "timestamp": 1796473800, "venue": {"name": "Etihad Stadium", "city": "Manchester"}, "status": {"short": "NS", "elapsed": None}},
         "teams": {"home": {"name": "Manchester City", "winner": None}, "away": {"name": "Liverpool", "winner": None}}, "goals": {"home": None, "away": None}, "score": {"halftime": {"home": None, "away": None}}}]}
    return Run("apis-07", QWEN, SYSTEM, [
        U("premier league results this weekend and Liverpool's next game? I'm in New York"),
        C("fixtures_for_api_football", {"league": 39, "season": 2026, "from": "2026-11-28", "to": "2026-12-06"}, rapid(fx)),
        A("Premier League, weekend of November 29:\n\n"
          "- **Liverpool 3-1 Brentford** at Anfield (HT 1-1)\n"
          "- **Arsenal 2-2 Newcastle** at the Emirates (Newcastle led 1-0 at half-time)\n\n"
          "Liverpool's next match: **Manchester City vs Liverpool** at the Etihad Stadium on **Saturday, December 5, 2026**, kick-off 12:30 UK time, which is **7:30 AM** in New York (EST)."),
        U("how many goals total in those two games"),
        A("{{3+1+2+2|d}} goals: 4 at Anfield and 4 at the Emirates. Second halves had {{(3+1-2)+(2+2-1)|d}} of them."),
        U("what was the liverpool match id, I want to look up the stats"),
        A("The Liverpool vs Brentford fixture id is **1213442** (kick-off 2026-11-29 14:00 UTC). The Man City vs Liverpool fixture is 1213449."),
    ])


def a08() -> Run:
    n = {"uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_3f1a", "yield": 4.0, "calories": 2231.6040000000003, "totalWeight": 1320.4471250000002,
         "totalNutrients": {"ENERC_KCAL": {"label": "Energy", "quantity": 2231.6040000000003, "unit": "kcal"},
                            "FAT": {"label": "Fat", "quantity": 98.27415, "unit": "g"},
                            "CHOCDF": {"label": "Carbs", "quantity": 241.11233999999996, "unit": "g"},
                            "PROCNT": {"label": "Protein", "quantity": 92.04502000000001, "unit": "g"},
                            "NA": {"label": "Sodium", "quantity": 2614.2201, "unit": "mg"},
                            "FIBTG": {"label": "Fiber", "quantity": 14.781, "unit": "g"}}}
    return Run("apis-08", HAIKU, SYSTEM, [
        U("Nutrition for my recipe: 400g spaghetti, 300g ground beef, 1 can crushed tomatoes, 1 onion, 2 tbsp olive oil, 50g parmesan. Serves 4. Per serving please."),
        C("nutrition_details_for_edamam", {"title": "Spaghetti bolognese", "ingr": ["400g spaghetti", "300g ground beef", "1 can crushed tomatoes", "1 onion", "2 tbsp olive oil", "50g parmesan"], "yield": 4}, rapid(n)),
        A("Here's the nutrition for your spaghetti bolognese, per serving (1 of 4):\n\n"
          "| Nutrient | Whole recipe | Per serving |\n|---|---:|---:|\n"
          "| Calories | 2,232 kcal | **{{2231.604/4|.0f}} kcal** |\n| Fat | 98.3 g | {{98.27415/4|.1f}} g |\n| Carbs | 241.1 g | {{241.11234/4|.1f}} g |\n"
          "| Protein | 92.0 g | {{92.04502/4|.1f}} g |\n| Fiber | 14.8 g | {{14.781/4|.1f}} g |\n| Sodium | 2,614 mg | {{2614.2201/4|.0f}} mg |\n\n"
          "Each serving weighs about {{1320.447125/4|.0f}} g."),
        U("What share of the calories comes from protein?"),
        A("Protein has 4 kcal per gram, so {{92.04502/4|.1f}} g per serving gives about {{92.04502/4*4|.0f}} kcal out of {{2231.604/4|.0f}}, roughly **{{92.04502*4/2231.604*100|.0f}}%** of the calories."),
        U("and if I make it for 6 instead with the same amounts"),
        A("Same totals divided by 6: about **{{2231.604/6|.0f}} kcal**, {{92.04502/6|.1f}} g protein, {{98.27415/6|.1f}} g fat, {{241.11234/6|.1f}} g carbs and {{2614.2201/6|.0f}} mg sodium per serving."),
    ], fmt="anthropic")


def a09() -> Run:
    ow = {"coord": {"lon": 139.6917, "lat": 35.6895}, "weather": [{"id": 801, "main": "Clouds", "description": "few clouds"}],
          "main": {"temp": 284.82, "feels_like": 283.71, "temp_min": 283.15, "temp_max": 286.48, "pressure": 1021, "humidity": 58},
          "wind": {"speed": 3.6, "deg": 320}, "dt": 1796022000, "sys": {"country": "JP", "sunrise": 1795987800, "sunset": 1796023890}, "timezone": 32400, "name": "Tokyo"}
    return Run("apis-09", DEEPSEEK, SYSTEM, [
        U("weather in tokyo right now in celsius"),
        C("current_weather_data_for_openweathermap", {"q": "Tokyo,JP"}, rapid(ow)),
        A("Tokyo right now: **{{284.82-273.15|.1f}}°C** (feels like {{283.71-273.15|.1f}}°C), few clouds.\n\n"
          "- Min/max today: {{283.15-273.15|.1f}}°C / {{286.48-273.15|.1f}}°C\n- Humidity: 58%\n- Wind: 3.6 m/s ({{3.6*3.6|.1f}} km/h) from the northwest (320°)\n- Pressure: 1021 hPa\n\n"
          "The API reports temperatures in Kelvin, so I subtracted 273.15."),
        U("when is sunset there"),
        A("Sunset is at epoch 1796023890, which is **{{(1796023890-1796022000)//60|d}} minutes** after the observation time. Tokyo is UTC+9 (timezone offset 32400 s), so sunset is at **16:31** local time (07:31 UTC)."),
        U("how much daylight did they get today"),
        A("Sunrise was at epoch 1795987800 and sunset at 1796023890: {{1796023890-1795987800|d}} seconds, so **{{(1796023890-1795987800)//3600|d}} h {{(1796023890-1795987800)%3600//60|d}} min** of daylight (sunrise 06:30, sunset 16:31 local)."),
    ])


def a10() -> Run:
    hist = {"symbol": "NVDA", "currency": "USD", "values": [
        {"datetime": "2026-11-30", "open": "178.32001", "high": "181.05000", "low": "176.88000", "close": "180.41000", "volume": "213887400"},
        {"datetime": "2026-11-27", "open": "176.10001", "high": "178.94000", "low": "175.50000", "close": "177.86000", "volume": "98213300"},
        {"datetime": "2026-11-26", "open": "181.20000", "high": "182.33000", "low": "174.90000", "close": "175.43000", "volume": "265110900"},
        {"datetime": "2026-11-25", "open": "183.80000", "high": "184.60001", "low": "179.71001", "close": "181.04000", "volume": "231054800"},
        {"datetime": "2026-11-24", "open": "186.55000", "high": "187.22000", "low": "182.10001", "close": "183.92000", "volume": "244871600"}], "status": "ok"}
    return Run("apis-10", GPT35, SYSTEM, [
        U("NVDA closing prices for the last 5 trading days and the change over the period"),
        C("time_series_for_twelve_data", {"symbol": "NVDA", "interval": "1day", "outputsize": 5}, rapid(hist)),
        A("NVDA closing prices:\n\n1. Nov 24: $183.92\n2. Nov 25: $181.04\n3. Nov 26: $175.43\n4. Nov 27: $177.86\n5. Nov 30: $180.41\n\n"
          "Over the period it went from $183.92 to $180.41, a change of -${{183.92-180.41|.2f}} ([[-1.19%]]). The average close was ${{(183.92+181.04+175.43+177.86+180.41)/5|.2f}}.",
          why="(180.41 - 183.92) / 183.92 is -1.91%, written as -1.19%."),
        U("which day had the highest volume"),
        A("Nov 26 had the highest volume with 265,110,900 shares, which was also the day with the lowest close ($175.43)."),
        U("range high to low over the 5 days?"),
        A("The highest high was $187.22 (Nov 24) and the lowest low $174.90 (Nov 26), a range of ${{187.22-174.9|.2f}}."),
    ])


def a11() -> Run:
    conv = {"success": True, "query": {"from": "USD", "to": "JPY", "amount": 2400}, "info": {"timestamp": 1796054943, "rate": 152.614994}, "date": "2026-11-30", "result": 366275.9856}
    return Run("apis-11", MISTRAL, SYSTEM, [
        U("convert 2400 dollars to yen"),
        C("convert_for_currency_exchange", {"from": "USD", "to": "JPY", "amount": 2400}, conv),
        A("2,400 USD = **¥366,276** at a rate of 152.615 JPY per USD (November 30, 2026)."),
        U("and 85,000 yen back to USD at the same rate"),
        A("¥85,000 ÷ 152.614994 = **${{85000/152.614994|.2f}}**."),
        U("what about 12 345 yen"),
        A("¥12,345 ÷ 152.614994 ≈ **${{12345/152.614994|.2f}}**."),
        U("what time was that rate from, in UTC"),
        A("The rate's timestamp is 1796054943, which is **16:09:03 UTC** on November 30, 2026."),
    ])


def a12() -> Run:
    dep = {"departures": [
        {"flight": {"iataNumber": "LH2036", "number": "2036"}, "airline": {"name": "Lufthansa"}, "arrival": {"iataCode": "HAM", "scheduledTime": "2026-11-30T18:25:00.000"},
         "departure": {"iataCode": "MUC", "scheduledTime": "2026-11-30T17:15:00.000", "estimatedTime": "2026-11-30T17:15:00.000", "gate": "G28", "terminal": "2"}, "status": "scheduled"},
        {"flight": {"iataNumber": "EW8051", "number": "8051"}, "airline": {"name": "Eurowings"}, "arrival": {"iataCode": "HAM", "scheduledTime": "2026-11-30T19:40:00.000"},
         "departure": {"iataCode": "MUC", "scheduledTime": "2026-11-30T18:30:00.000", "estimatedTime": "2026-11-30T18:55:00.000", "gate": "H45", "terminal": "2", "delay": 25}, "status": "active"},
        {"flight": {"iataNumber": "LH2040", "number": "2040"}, "airline": {"name": "Lufthansa"}, "arrival": {"iataCode": "HAM", "scheduledTime": "2026-11-30T20:25:00.000"},
         "departure": {"iataCode": "MUC", "scheduledTime": "2026-11-30T19:15:00.000", "gate": "G31", "terminal": "2"}, "status": "cancelled"}]}
    return Run("apis-12", FLASH, SYSTEM, [
        U("flights munich to hamburg this evening?"),
        C("departures_for_aviation_edge", {"iataCode": "MUC", "arr_iataCode": "HAM", "date": "2026-11-30"}, rapid(dep)),
        A("MUC → HAM tonight:\n\n| Flight | Dep | Arr | Gate | Status |\n|---|---|---|---|---|\n"
          "| LH2036 | 17:15 | 18:25 | G28 (T2) | on time |\n| EW8051 | 18:30 → **18:55** | 19:40 | H45 (T2) | **+25 min** |\n| LH2040 | 19:15 | 20:25 | G31 (T2) | **cancelled** |\n\nTimes are local (CET)."),
        U("if EW8051 is 25 late when does it land"),
        A("If it makes up nothing in the air, around **{{(datetime(2026,11,30,19,40)+timedelta(minutes=25)).time().isoformat()[:5]|s}}** (scheduled 19:40 + 25 min)."),
        U("ok and the flight time of the LH"),
        A("LH2036: 17:15 → 18:25, **1 h 10 min**."),
    ])


def a13() -> Run:
    w = {"latitude": 40.710335, "longitude": -73.99307, "timezone": "America/New_York", "utc_offset_seconds": -18000,
         "hourly_units": {"time": "unixtime", "temperature_2m": "°F", "relative_humidity_2m": "%", "wind_speed_10m": "mp/h", "precipitation_probability": "%"},
         "hourly": {"time": [1796130000, 1796140800, 1796151600, 1796162400],
                    "temperature_2m": [34.3, 37.9, 44.1, 41.6], "relative_humidity_2m": [81, 74, 55, 62],
                    "wind_speed_10m": [7.8, 9.4, 14.2, 12.9], "precipitation_probability": [5, 5, 10, 20]}}
    return Run("apis-13", OPUS, SYSTEM, [
        U("I'm running a 10k in lower Manhattan tomorrow morning at 8am. What conditions should I expect between 8am and 5pm? Metric please, I'm from Berlin."),
        C("forecast_for_open_meteo", {"latitude": 40.71, "longitude": -73.99, "hourly": "temperature_2m,relative_humidity_2m,wind_speed_10m,precipitation_probability", "temperature_unit": "fahrenheit", "wind_speed_unit": "mph", "timeformat": "unixtime", "start_date": "2026-12-01", "end_date": "2026-12-01"}, w),
        A("Here is tomorrow's forecast for lower Manhattan (Tuesday, 1 December), converted to metric. The API returned times as Unix timestamps, which I've converted to New York time (UTC−5):\n\n"
          "| Time | Temperature | Humidity | Wind | Rain chance |\n|---|---|---|---|---|\n"
          "| 08:00 | {{(34.3-32)*5/9|.1f}} °C | 81 % | {{7.8*1.609344|.1f}} km/h | 5 % |\n"
          "| 11:00 | {{(37.9-32)*5/9|.1f}} °C | 74 % | {{9.4*1.609344|.1f}} km/h | 5 % |\n"
          "| 14:00 | {{(44.1-32)*5/9|.1f}} °C | 55 % | {{14.2*1.609344|.1f}} km/h | 10 % |\n"
          "| 17:00 | {{(41.6-32)*5/9|.1f}} °C | 62 % | {{12.9*1.609344|.1f}} km/h | 20 % |\n\n"
          "At your 8:00 start it will be just above freezing ({{(34.3-32)*5/9|.1f}} °C) with light wind. With a wind of {{7.8*1.609344|.1f}} km/h the wind chill is modest, but gloves and a long-sleeve layer are a good idea."),
        U("How much warmer is it by the time I finish, around 9?"),
        A("The forecast only has 3-hour steps (08:00 and then 11:00). Between those points it warms from {{(34.3-32)*5/9|.1f}} °C to {{(37.9-32)*5/9|.1f}} °C, so if it warms evenly, by 9:00 it would be about {{((34.3-32)*5/9*2+(37.9-32)*5/9)/3|.1f}} °C, roughly {{((37.9-32)*5/9-(34.3-32)*5/9)/3|.1f}} °C warmer than at your start. That's an interpolation, not a forecast value."),
    ], fmt="anthropic")


def a14() -> Run:
    rev = {"status": "OK", "results": [{"address_components": [{"long_name": "221B", "types": ["street_number"]}, {"long_name": "Baker Street", "types": ["route"]},
                                                               {"long_name": "London", "types": ["postal_town"]}, {"long_name": "NW1 6XE", "types": ["postal_code"]}],
                                        "formatted_address": "221B Baker St, London NW1 6XE, UK", "geometry": {"location": {"lat": 51.5237629, "lng": -0.1584743}}}]}
    return Run("apis-14", TOOLLLAMA, SYSTEM, [
        U("what address is at 51.52376, -0.15847"),
        C("reverse_geocode_for_google_maps_geocoding", {"latlng": "51.52376,-0.15847"}, rapid(rev)),
        A("The address at 51.52376, -0.15847 is 221B Baker St, London NW1 6XE, UK. The exact coordinates of the address are latitude 51.5237629 and longitude [[-0.1587443]].",
          why="The geocoder returned lng -0.1584743; the answer swaps two of its digits (4743 -> 7443)."),
        U("postcode only"),
        A("NW1 6XE"),
        U("ok and the coordinates in the format lat,lng with 4 decimals for my spreadsheet"),
        A("51.5238,-0.1585"),
    ])


def a15() -> Run:
    odds = {"sport_key": "basketball_nba", "events": [
        {"id": "b81c2f0e1", "commence_time": "2026-12-01T00:30:00Z", "home_team": "Boston Celtics", "away_team": "Milwaukee Bucks",
         "bookmakers": [{"key": "draftkings", "markets": [{"key": "h2h", "outcomes": [{"name": "Boston Celtics", "price": 1.54}, {"name": "Milwaukee Bucks", "price": 2.55}]},
                                                           {"key": "totals", "outcomes": [{"name": "Over", "price": 1.91, "point": 228.5}, {"name": "Under", "price": 1.91, "point": 228.5}]}]}]}]}
    return Run("apis-15", GPT, SYSTEM, [
        U("odds for celtics bucks tonight? what are the implied probabilities"),
        C("odds_for_live_sports_odds", {"sport": "basketball_nba", "regions": "us", "markets": "h2h,totals", "oddsFormat": "decimal"}, odds),
        A("**Milwaukee Bucks @ Boston Celtics**, tip-off at 00:30 UTC (7:30 PM ET tonight), DraftKings:\n\n"
          "| | Decimal odds | Implied probability |\n|---|---|---|\n"
          "| Celtics | 1.54 | {{1/1.54*100|.1f}}% |\n| Bucks | 2.55 | {{1/2.55*100|.1f}}% |\n\n"
          "The two add up to {{(1/1.54+1/2.55)*100|.1f}}%; the extra {{(1/1.54+1/2.55)*100-100|.1f}}% is the bookmaker's margin. Without it, the Celtics' fair chance is about **{{(1/1.54)/(1/1.54+1/2.55)*100|.1f}}%**.\n\n"
          "Total points line: **228.5**, over and under both at 1.91."),
        U("american odds?"),
        A("- Celtics 1.54 → **{{-100/(1.54-1)|.0f}}**\n- Bucks 2.55 → **+{{(2.55-1)*100|.0f}}**\n- Over/under 1.91 → **{{-100/(1.91-1)|.0f}}**"),
        U("if I bet $50 on the Bucks and they win what's my profit"),
        A("At decimal odds of 2.55, a $50 stake returns $50 × 2.55 = ${{50*2.55|.2f}}, so your profit would be **${{50*(2.55-1)|.2f}}**."),
    ])


RUNS = [a01(), a02(), a03(), a04(), a05(), a06(), a07(), a08(), a09(), a10(), a11(), a12(), a13(), a14(), a15()]
