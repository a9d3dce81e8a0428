"""Research runs 1-12: populations that sources disagree on, GDP series, DOIs, ISBNs, reports, survey shares, quotes."""

from _research import SYSTEM, data, page, search
from _shared import CLAUDE, COMMAND, DEEPSEEK, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3MINI, PRO, QWEN, SONNET37
from _vocab import A, C, Run, U

RUNS = []

RUNS.append(Run("research-01", GPT, SYSTEM, [
    U("What's the population of the Porto metropolitan area? I've seen very different numbers."),
    C("web_search", {"query": "Porto metropolitan area population"},
      search("Porto metropolitan area population",
             ("Área Metropolitana do Porto - Census 2021 results", "https://www.ine.pt/censos2021/amp-resultados", "The Área Metropolitana do Porto had 1,736,228 residents on census day (19 April 2021), up 0.3% from 2011 ..."),
             ("Porto - Wikipedia", "https://en.wikipedia.org/wiki/Porto", "Porto is the second-largest city in Portugal ... city proper 231,962 (2021), metropolitan area 1,758,531 (2024 estimate) ..."),
             ("Greater Porto (NUTS III) demographic profile 2023", "https://www.pordata.pt/en/municipalities/greater-porto-2023", "Resident population estimate, 31 Dec 2023: 1,311,904 (Grande Porto NUTS III) ..."))),
    A("The numbers differ mainly because they measure **different areas and dates**:\n\n"
      "| Figure | Area | Date | Source |\n|---|---|---|---|\n"
      "| **1,736,228** | Área Metropolitana do Porto | Census, 19 April 2021 | [INE](https://www.ine.pt/censos2021/amp-resultados) |\n"
      "| **1,758,531** | Metropolitan area | 2024 estimate | [Wikipedia](https://en.wikipedia.org/wiki/Porto) |\n"
      "| **1,311,904** | Grande Porto (NUTS III), a smaller region | 31 Dec 2023 estimate | [PORDATA](https://www.pordata.pt/en/municipalities/greater-porto-2023) |\n"
      "| 231,962 | City of Porto only | 2021 | Wikipedia |\n\n"
      "For the metropolitan area, the census figure of **about 1.74 million** (2021) is the most authoritative; the 2024 estimate is {{1758531-1736228|,d}} higher ({{(1758531-1736228)/1736228*100|.1f}}%). "
      "The city proper holds only about {{231962/1736228*100|.0f}}% of the metro population."),
    U("what was it in 2011 then, given the +0.3%?"),
    A("If 1,736,228 is 0.3% more than 2011, then 2011 was about 1,736,228 ÷ 1.003 ≈ **{{1736228/1.003|,.0f}}**. That's a back-calculation from a rounded percentage, so it could be off by a few thousand; the 2011 census table would give the exact number."),
    U("and the city's share using the 2024 metro estimate?"),
    A("231,962 ÷ 1,758,531 = **{{231962/1758531*100|.1f}}%**, though that mixes a 2021 city figure with a 2024 metro estimate."),
]))

wb02 = [{"page": 1, "pages": 1, "per_page": 50, "total": 6, "sourceid": "2", "lastupdated": "2026-10-28"},
        [{"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "EE", "value": "Estonia"}, "countryiso3code": "EST", "date": "2025", "value": 43718206511.2783, "unit": "", "obs_status": "", "decimal": 0},
         {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "LV", "value": "Latvia"}, "countryiso3code": "LVA", "date": "2025", "value": 45102938770.1104, "unit": "", "obs_status": "", "decimal": 0},
         {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "LT", "value": "Lithuania"}, "countryiso3code": "LTU", "date": "2025", "value": 84377120943.5521, "unit": "", "obs_status": "", "decimal": 0}]]
pop02 = [{"page": 1, "pages": 1, "per_page": 50, "total": 3, "sourceid": "2", "lastupdated": "2026-10-28"},
         [{"indicator": {"id": "SP.POP.TOTL", "value": "Population, total"}, "country": {"id": "EE", "value": "Estonia"}, "countryiso3code": "EST", "date": "2025", "value": 1371826, "obs_status": "", "decimal": 0},
          {"indicator": {"id": "SP.POP.TOTL", "value": "Population, total"}, "country": {"id": "LV", "value": "Latvia"}, "countryiso3code": "LVA", "date": "2025", "value": 1862707, "obs_status": "", "decimal": 0},
          {"indicator": {"id": "SP.POP.TOTL", "value": "Population, total"}, "country": {"id": "LT", "value": "Lithuania"}, "countryiso3code": "LTU", "date": "2025", "value": 2891520, "obs_status": "", "decimal": 0}]]
RUNS.append(Run("research-02", CLAUDE, SYSTEM, [
    U("Compare GDP and GDP per capita of the three Baltic states for 2025."),
    C("worldbank_indicator", {"indicator": "NY.GDP.MKTP.CD", "countries": "EST;LVA;LTU", "date": "2025", "format": "json"}, data(wb02)),
    C("worldbank_indicator", {"indicator": "SP.POP.TOTL", "countries": "EST;LVA;LTU", "date": "2025", "format": "json"}, data(pop02)),
    A("Here's the comparison from the World Bank's World Development Indicators (last updated 28 October 2026), GDP in current US dollars:\n\n"
      "| Country | GDP 2025 | Population 2025 | GDP per capita |\n|---|---:|---:|---:|\n"
      "| Estonia | ${{43718206511.2783/1e9|.1f}} bn | 1,371,826 | ${{43718206511.2783/1371826|,.0f}} |\n"
      "| Latvia | ${{45102938770.1104/1e9|.1f}} bn | 1,862,707 | ${{45102938770.1104/1862707|,.0f}} |\n"
      "| Lithuania | ${{84377120943.5521/1e9|.1f}} bn | 2,891,520 | ${{84377120943.5521/2891520|,.0f}} |\n\n"
      "To show the working for Estonia: $43,718,206,511 ÷ 1,371,826 people = ${{43718206511.2783/1371826|,.0f}} per person.\n\n"
      "A few observations:\n- Lithuania's economy is nearly as large as the other two combined (${{84377120943.5521/1e9|.1f}} bn vs ${{(43718206511.2783+45102938770.1104)/1e9|.1f}} bn).\n"
      "- Estonia, the smallest by population, has the highest GDP per capita, {{(43718206511.2783/1371826)/(45102938770.1104/1862707)|.2f}}× Latvia's.\n\n"
      "Source: https://api.worldbank.org/v2/country/EST;LVA;LTU/indicator/NY.GDP.MKTP.CD"),
    U("and the three together per capita"),
    A("Combined GDP: ${{(43718206511.2783+45102938770.1104+84377120943.5521)/1e9|.1f}} bn; combined population: {{1371826+1862707+2891520|,d}}. "
      "Per capita: **${{(43718206511.2783+45102938770.1104+84377120943.5521)/(1371826+1862707+2891520)|,.0f}}**."),
    U("what is Latvia's per capita again, rounded to the thousand?"),
    A("About **$[[25,000]]** (${{45102938770.1104/1862707|,.0f}} exactly).",
      why="45,102,938,770 ÷ 1,862,707 is $24,214, which rounds to $24,000; the answer rounds it up to 25,000."),
], fmt="anthropic"))

cr03 = {"status": "ok", "message-type": "work", "message": {"DOI": "10.1016/j.enpol.2024.114182", "type": "journal-article",
        "title": ["Heat pump adoption and household electricity demand: evidence from 41,806 Danish homes"],
        "author": [{"given": "Mette", "family": "Kjærgaard", "sequence": "first"}, {"given": "Lars", "family": "Holm", "sequence": "additional"}, {"given": "Ana", "family": "Ribeiro", "sequence": "additional"}],
        "container-title": ["Energy Policy"], "volume": "192", "page": "114182", "published": {"date-parts": [[2024, 9]]}, "is-referenced-by-count": 37,
        "URL": "https://doi.org/10.1016/j.enpol.2024.114182", "ISSN": ["0301-4215"]}}
RUNS.append(Run("research-03", GEMINI, SYSTEM, [
    U("cite 10.1016/j.enpol.2024.114182 in APA"),
    C("crossref_work", {"doi": "10.1016/j.enpol.2024.114182"}, data(cr03)),
    A("Kjærgaard, M., Holm, L., & Ribeiro, A. (2024). Heat pump adoption and household electricity demand: Evidence from 41,806 Danish homes. *Energy Policy*, *192*, 114182. https://doi.org/10.1016/j.enpol.2024.114182"),
    U("how many citations"),
    A("37 (Crossref is-referenced-by-count)."),
    U("bibtex"),
    A("```bibtex\n@article{kjaergaard2024heat,\n  author  = {Kj{\\ae}rgaard, Mette and Holm, Lars and Ribeiro, Ana},\n  title   = {Heat pump adoption and household electricity demand: evidence from 41,806 Danish homes},\n  journal = {Energy Policy},\n  volume  = {192},\n  pages   = {114182},\n  year    = {2024},\n  month   = sep,\n  doi     = {10.1016/j.enpol.2024.114182}\n}\n```"),
]))

ol04 = {"ISBN:9780300274912": {"title": "The Grid Beneath Us", "subtitle": "Power, Cities and the Making of Modern Europe, 1880-1990", "authors": [{"name": "Helena Varga"}],
        "publishers": [{"name": "Yale University Press"}], "publish_date": "2024", "number_of_pages": 416, "identifiers": {"isbn_13": ["9780300274912"], "isbn_10": ["0300274912"], "oclc": ["1389201774"]},
        "url": "https://openlibrary.org/books/OL50231877M/The_Grid_Beneath_Us"}}
RUNS.append(Run("research-04", LLAMA, SYSTEM, [
    U("Find me details on the book with ISBN 978-0-300-27491-2"),
    C("openlibrary_isbn", {"bibkeys": "ISBN:9780300274912", "jscmd": "data", "format": "json"}, data(ol04)),
    A("Here are the details:\n\n- **Title:** The Grid Beneath Us: Power, Cities and the Making of Modern Europe, 1880-1990\n- **Author:** Helena Varga\n"
      "- **Publisher:** Yale University Press, 2024\n- **Pages:** 416\n- **ISBN-13:** 978-0-300-27491-2 (ISBN-10: 0-300-27491-2)\n- **OCLC:** 1389201774\n\n"
      "Open Library page: https://openlibrary.org/books/OL50231877M/The_Grid_Beneath_Us"),
    U("how many years does it cover"),
    A("1880 to 1990, so {{1990-1880|d}} years."),
    U("give me a Chicago style reference"),
    A("Varga, Helena. *The Grid Beneath Us: Power, Cities and the Making of Modern Europe, 1880-1990*. New Haven: Yale University Press, 2024. ISBN [[978-0-300-27419-2]].",
      why="The ISBN is 978-0-300-27491-2; the reference swaps the 9 and the 1."),
]))

rep05 = page("https://www.iea.org/reports/global-ev-outlook-2026/executive-summary", "Global EV Outlook 2026 - Executive summary",
             "# Global EV Outlook 2026\n\n## Executive summary\n\nElectric car sales reached **21.3 million** in 2025, up 24% on 2024, and accounted for more than one in four cars sold worldwide (26.8%).\n\n"
             "China remained the largest market with 14.1 million sales, followed by Europe (3.6 million) and the United States (1.9 million).\n\n"
             "| Region | 2024 sales (million) | 2025 sales (million) |\n|---|---|---|\n| China | 11.3 | 14.1 |\n| Europe | 3.2 | 3.6 |\n| United States | 1.6 | 1.9 |\n| Rest of world | 1.1 | 1.7 |\n\n"
             "Under the Stated Policies Scenario (STEPS), sales are projected to exceed 40 million by 2030.")
RUNS.append(Run("research-05", MINI, SYSTEM, [
    U("What does the IEA Global EV Outlook 2026 say about EV sales in 2025?"),
    C("fetch_page", {"url": "https://www.iea.org/reports/global-ev-outlook-2026/executive-summary"}, rep05),
    A("According to the **IEA's Global EV Outlook 2026** ([executive summary](https://www.iea.org/reports/global-ev-outlook-2026/executive-summary)):\n\n"
      "- **21.3 million** electric cars were sold in 2025, **up 24%** from 2024\n- That's **26.8%** of all cars sold worldwide (more than 1 in 4)\n\n"
      "**By region (million):**\n\n| Region | 2024 | 2025 | Growth |\n|---|---|---|---|\n"
      "| China | 11.3 | 14.1 | +{{(14.1-11.3)/11.3*100|.0f}}% |\n| Europe | 3.2 | 3.6 | +{{(3.6-3.2)/3.2*100|.1f}}% |\n| United States | 1.6 | 1.9 | +{{(1.9-1.6)/1.6*100|.1f}}% |\n| Rest of world | 1.1 | 1.7 | +{{(1.7-1.1)/1.1*100|.1f}}% |\n\n"
      "China alone accounted for **{{14.1/21.3*100|.1f}}%** of global EV sales. Under the STEPS scenario, sales are projected to exceed **40 million by 2030**."),
    U("the regional 2024 numbers add to what? does that match +24%?"),
    A("2024: 11.3 + 3.2 + 1.6 + 1.1 = **{{11.3+3.2+1.6+1.1|.1f}} million**. 2025: 14.1 + 3.6 + 1.9 + 1.7 = **{{14.1+3.6+1.9+1.7|.1f}} million** (the report's 21.3 million).\n\n"
      "Growth from the table: {{(21.3-17.2)/17.2*100|.1f}}%, which is the report's 24% after rounding. ✓"),
    U("what total would 2030 be vs 2025 as a multiple"),
    A("40 ÷ 21.3 ≈ **{{40/21.3|.1f}}×** (\"more than 40 million\", so at least that)."),
]))

pew06 = page("https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/", "Americans' use of AI chatbots at work",
             "# About a third of U.S. workers now use AI chatbots for work\n\n*By Rina Gaddis | October 14, 2026*\n\n"
             "In a survey of 5,273 employed U.S. adults conducted Aug. 4-17, 2026, **34%** say they use AI chatbots at least a few times a month for work, up from 16% in 2024.\n\n"
             "| Age | Use for work |\n|---|---|\n| 18-29 | 51% |\n| 30-49 | 39% |\n| 50-64 | 22% |\n| 65+ | 11% |\n\n"
             "Among those with a postgraduate degree, 49% use them, compared with 18% of those with a high school diploma or less. "
             "The margin of sampling error for the full sample is plus or minus 1.8 percentage points.\n\n"
             "> \"Adoption has doubled in two years, but it is still concentrated among younger and college-educated workers,\" said Gaddis.")
RUNS.append(Run("research-06", QWEN, SYSTEM, [
    U("How many American workers use AI chatbots for their job? Latest Pew data please, with the age breakdown."),
    C("fetch_page", {"url": "https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/"}, pew06),
    A("According to a Pew Research Center survey of 5,273 employed U.S. adults (August 4-17, 2026), **34%** of workers use AI chatbots at least a few times a month for work, up from 16% in 2024, an increase of {{34-16|d}} percentage points.\n\n"
      "By age:\n- 18-29: 51%\n- 30-49: 39%\n- 50-64: 22%\n- 65+: 11%\n\n"
      "By education, 49% of postgraduates use them versus 18% of those with a high school diploma or less. The margin of error is ±1.8 points, so the 2026 figure is between {{34-1.8|.1f}}% and {{34+1.8|.1f}}%.\n\n"
      "Source: Rina Gaddis, \"About a third of U.S. workers now use AI chatbots for work,\" Pew Research Center, October 14, 2026, https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/"),
    U("give me the quote from the author"),
    A("\"Adoption has doubled in two years, but it is still concentrated among younger and college-educated workers.\" (Rina Gaddis, Pew Research Center, October 14, 2026)"),
    U("roughly how many of the 5,273 respondents said yes"),
    A("34% of 5,273 ≈ **{{5273*0.34|,.0f}}** respondents, unweighted. Pew weights its samples, so the raw count who said yes may differ."),
]))

mb07a = page("https://www.ign.fr/publications-de-l-ign/mont-blanc-mesure-2025", "Mont Blanc : la mesure 2025",
             "# Mont Blanc : la mesure 2025\n\nLe 14 septembre 2025, les géomètres ont mesuré le sommet du mont Blanc à **4 805,59 m**, soit 2,16 m de moins qu'en 2023 (4 807,75 m). "
             "La hauteur varie avec l'épaisseur de la calotte de neige et de glace.")
mb07b = search("Mont Blanc height",
               ("Mont Blanc - Wikipedia", "https://en.wikipedia.org/wiki/Mont_Blanc", "Mont Blanc ... Elevation 4,805.59 m (15,766 ft) (2025 measurement) ... Prominence 4,696 m"),
               ("Mont Blanc | Britannica", "https://www.britannica.com/place/Mont-Blanc", "... highest peak in Europe outside the Caucasus, reaching 15,771 feet (4,807 metres) ..."))
RUNS.append(Run("research-07", MISTRAL, SYSTEM, [
    U("How tall is Mont Blanc? I keep seeing 4,808 m"),
    C("web_search", {"query": "Mont Blanc height"}, mb07b),
    C("fetch_page", {"url": "https://www.ign.fr/publications-de-l-ign/mont-blanc-mesure-2025"}, mb07a),
    A("Mont Blanc's height changes with its snow and ice cap, so sources differ:\n\n"
      "- **4,805.59 m** (15,766 ft): the most recent survey, 14 September 2025 ([IGN](https://www.ign.fr/publications-de-l-ign/mont-blanc-mesure-2025); also on [Wikipedia](https://en.wikipedia.org/wiki/Mont_Blanc))\n"
      "- 4,807.75 m: the 2023 survey, {{4807.75-4805.59|.2f}} m higher (same IGN page)\n"
      "- 4,807 m (15,771 ft): [Britannica](https://www.britannica.com/place/Mont-Blanc), a rounded older figure\n\n"
      "The 4,808 m you've seen is an older rounded value; none of the sources I found gives it, and the current measured height is 4,805.59 m."),
    U("in feet exactly?"),
    A("4,805.59 m ÷ 0.3048 = **{{4805.59/0.3048|,.1f}} ft**, which Wikipedia rounds to 15,766 ft."),
    U("how much did it shrink per year between the two surveys"),
    A("2.16 m over the two years from 2023 to 2025, so about **{{2.16/2|.2f}} m a year** on average; the IGN page notes it rises and falls with the snow cap, so it isn't a steady trend."),
]))

fred08 = {"realtime_start": "2026-11-30", "realtime_end": "2026-11-30", "units": "lin", "output_type": 1, "file_type": "json", "count": 6, "observations": [
    {"date": "2026-05-01", "value": "4.2"}, {"date": "2026-06-01", "value": "4.3"}, {"date": "2026-07-01", "value": "4.3"},
    {"date": "2026-08-01", "value": "4.4"}, {"date": "2026-09-01", "value": "4.6"}, {"date": "2026-10-01", "value": "."}]}
RUNS.append(Run("research-08", O3MINI, SYSTEM, [
    U("US unemployment rate trend over the last 6 months (FRED UNRATE)?"),
    C("fred_series_observations", {"series_id": "UNRATE", "observation_start": "2026-05-01", "file_type": "json"}, data(fred08)),
    A("**UNRATE (seasonally adjusted), FRED:**\n\n| Month | Rate |\n|---|---|\n| May 2026 | 4.2% |\n| Jun 2026 | 4.3% |\n| Jul 2026 | 4.3% |\n| Aug 2026 | 4.4% |\n| Sep 2026 | **4.6%** |\n| Oct 2026 | not available (\".\") |\n\n"
      "Up **{{4.6-4.2|.1f}} percentage points** from May to September, a relative rise of {{(4.6-4.2)/4.2*100|.1f}}%. The October value is missing in FRED (\".\" marks a missing observation).\n\n"
      "Source: https://fred.stlouisfed.org/series/UNRATE"),
    U("average over the 5 months"),
    A("(4.2 + 4.3 + 4.3 + 4.4 + 4.6) ÷ 5 = **{{(4.2+4.3+4.3+4.4+4.6)/5|.2f}}%**."),
    U("what does a rise from 4.2 to 4.6 mean in people, roughly, if the labor force is 170 million"),
    A("0.4 percentage points of 170 million ≈ **{{170e6*0.004|,.0f}}** more unemployed people, using your labor force figure."),
]))

RUNS.append(Run("research-09", HAIKU, SYSTEM, [
    U("I read that Iceland has 400,000 people and 103,000 km² of land. What's the population density? I don't need sources for this, just the math"),
    A("Using your figures: 400,000 ÷ 103,000 km² ≈ **{{400000/103000|.1f}} people per km²**, or about {{400000/(103000/2.589988)|.1f}} per square mile.\n\n"
      "For comparison, that's among the lowest in Europe; most of the population lives around Reykjavík, so the interior is nearly empty."),
    U("and if the population were 390,000"),
    A("390,000 ÷ 103,000 ≈ **{{390000/103000|.2f}} per km²**."),
], fmt="anthropic"))

de10a = page("https://www.statistik-bremen.de/aktuelle-zahlen/bevoelkerung", "Bevölkerung im Land Bremen",
             "# Bevölkerung\n\n| Gebiet | 31.12.2024 | 31.12.2025 |\n|---|---|---|\n| Stadt Bremen | 569.352 | 571.046 |\n| Stadt Bremerhaven | 115.883 | 116.211 |\n| **Land Bremen** | **685.235** | **687.257** |\n\nStand: 12.06.2026")
RUNS.append(Run("research-10", DEEPSEEK, SYSTEM + "\nThe user writes German; answer in German.", [
    U("Wie viele Einwohner hat Bremen und wie stark ist die Stadt gewachsen?"),
    C("fetch_page", {"url": "https://www.statistik-bremen.de/aktuelle-zahlen/bevoelkerung"}, de10a),
    A("Laut Statistischem Landesamt Bremen (https://www.statistik-bremen.de/aktuelle-zahlen/bevoelkerung, Stand 12.06.2026):\n\n"
      "- **Stadt Bremen:** 571.046 Einwohner (31.12.2025), nach 569.352 ein Jahr zuvor, also +{{de(571046-569352, ',d')|s}} bzw. +{{de((571046-569352)/569352*100, '.2f')|s}} %\n"
      "- **Bremerhaven:** 116.211 (+{{de(116211-115883, ',d')|s}})\n- **Land Bremen:** 687.257 (+{{de(687257-685235, ',d')|s}})\n\n"
      "Die Stadt Bremen stellt damit {{de(571046/687257*100, '.1f')|s}} % der Bevölkerung des Landes."),
    U("Und Bremerhaven in Prozent?"),
    A("+{{de((116211-115883)/115883*100, '.2f')|s}} % gegenüber dem 31.12.2024."),
    U("Wie viele Einwohner hatte das Land Bremen Ende 2024?"),
    A("685.235 (31.12.2024)."),
]))

RUNS.append(Run("research-11", COMMAND, SYSTEM, [
    U("Find the Lancet paper on the 2024 global burden of antimicrobial resistance and tell me the headline death figure"),
    C("web_search", {"query": "Lancet 2024 global burden antimicrobial resistance deaths"},
      search("Lancet 2024 global burden antimicrobial resistance deaths",
             ("Global burden of bacterial antimicrobial resistance 1990-2021: a systematic analysis with forecasts to 2050", "https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)01867-1/fulltext",
              "... In 2021, an estimated 4.71 million (95% UI 4.23-5.19) deaths were associated with bacterial AMR, including 1.14 million (1.00-1.28) deaths attributable to bacterial AMR ... forecast 1.91 million attributable deaths in 2050 ..."),
             ("AMR deaths to rise 70% by 2050 - news", "https://www.example-health-news.org/2024/09/amr-deaths-2050", "Deaths attributable to AMR could reach 1.91 million a year by 2050, a 68% increase ..."))),
    A("The paper is **\"Global burden of bacterial antimicrobial resistance 1990-2021: a systematic analysis with forecasts to 2050\"** in *The Lancet* (https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)01867-1/fulltext).\n\n"
      "Headline figures for 2021:\n- **4.71 million** deaths *associated* with bacterial AMR (95% UI 4.23-5.19 million)\n- **1.14 million** deaths directly *attributable* to AMR (1.00-1.28 million)\n\n"
      "Forecast: **1.91 million** attributable deaths a year by 2050. From 1.14 million that's an increase of {{(1.91-1.14)/1.14*100|.0f}}%; a news report rounds this to 70% in its headline and says 68% in the text."),
    U("so what share of associated deaths are attributable"),
    A("1.14 ÷ 4.71 = **{{1.14/4.71*100|.1f}}%**, about a quarter."),
    U("and the width of the uncertainty interval for associated deaths"),
    A("5.19 − 4.23 = **{{5.19-4.23|.2f}} million**, about ±{{(5.19-4.23)/2|.2f}} million around the 4.71 million estimate."),
]))

tall12 = page("https://www.ctbuh.org/resource/tallest-2026", "The 5 tallest completed buildings, 2026",
              "| Rank | Building | City | Height (m) | Height (ft) | Floors | Completed |\n|---|---|---|---|---|---|---|\n"
              "| 1 | Burj Khalifa | Dubai | 828 | 2,717 | 163 | 2010 |\n| 2 | Merdeka 118 | Kuala Lumpur | 678.9 | 2,227 | 118 | 2023 |\n"
              "| 3 | Shanghai Tower | Shanghai | 632 | 2,073 | 128 | 2015 |\n| 4 | Makkah Royal Clock Tower | Mecca | 601 | 1,972 | 120 | 2012 |\n| 5 | Ping An Finance Center | Shenzhen | 599.1 | 1,966 | 115 | 2017 |")
RUNS.append(Run("research-12", GPT41, SYSTEM, [
    U("How much taller is the Burj Khalifa than the second tallest building, in m and as a percentage? And the average height of the top 5?"),
    C("fetch_page", {"url": "https://www.ctbuh.org/resource/tallest-2026"}, tall12),
    A("From the [CTBUH list](https://www.ctbuh.org/resource/tallest-2026):\n\n"
      "- **Burj Khalifa** (Dubai): 828 m\n- **Merdeka 118** (Kuala Lumpur): 678.9 m\n\n"
      "Difference: 828 − 678.9 = **{{828-678.9|.1f}} m** ({{(828-678.9)/0.3048|.0f}} ft), so the Burj Khalifa is **{{(828-678.9)/678.9*100|.1f}}%** taller.\n\n"
      "**Average of the top 5:** (828 + 678.9 + 632 + 601 + 599.1) ÷ 5 = **{{(828+678.9+632+601+599.1)/5|.2f}} m**."),
    U("and floors per 100 m for each?"),
    A("| Building | Floors per 100 m |\n|---|---|\n| Burj Khalifa | {{163/8.28|.1f}} |\n| Merdeka 118 | {{118/6.789|.1f}} |\n| Shanghai Tower | {{128/6.32|.1f}} |\n| Makkah Royal Clock Tower | {{120/6.01|.1f}} |\n| Ping An Finance Center | {{115/5.991|.1f}} |\n\n"
      "Shanghai Tower packs the most floors into its height; the Burj Khalifa's spire adds height without floors."),
]))
