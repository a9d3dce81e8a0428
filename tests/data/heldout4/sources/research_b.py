"""Research runs 13-25: arXiv listings, CPI inflation, temperature anomalies, a marathon record, a 10-K extract,
a French INSEE page, a meta-analysis, a launch time in several zones, areas in km² and mi², a news story."""

from _research import SYSTEM, data, page, search
from _shared import CLAUDE, DEEPSEEK, FLASH, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, MISTRAL, PRO, QWEN, R1, SONNET37
from _vocab import A, C, Run, U

RUNS = []

arx13 = ('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">2</opensearch:totalResults>\n'
         '  <entry>\n    <id>http://arxiv.org/abs/2410.05229v3</id>\n    <updated>2025-02-11T17:42:09Z</updated>\n    <published>2024-10-07T09:15:33Z</published>\n'
         '    <title>Calibrated Abstention for Tool-Using Language Agents</title>\n    <author><name>Yuki Tanabe</name></author>\n    <author><name>Omar Haddad</name></author>\n'
         '    <summary>We evaluate 14 agent configurations on 2,318 tasks and find that calibrated abstention reduces unsupported claims by 41% at a cost of 6.2 points of task success ...</summary>\n'
         '    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.CL"/>\n  </entry>\n'
         '  <entry>\n    <id>http://arxiv.org/abs/2503.11872v1</id>\n    <updated>2025-03-14T12:00:51Z</updated>\n    <published>2025-03-14T12:00:51Z</published>\n'
         '    <title>Grounding Numbers in Agent Traces</title>\n    <author><name>Clara Nilsson</name></author>\n'
         '    <summary>On 1,200 annotated traces, 7.8% of numeric claims in final answers had no support in tool outputs ...</summary>\n'
         '    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.AI"/>\n  </entry>\n</feed>')
RUNS.append(Run("research-13", SONNET37, SYSTEM, [
    U("Find recent arXiv papers on language agents making up numbers, and summarize the key figures."),
    C("arxiv_query", {"search_query": "all:agent AND (abstention OR grounding) AND numbers", "max_results": 5, "sortBy": "submittedDate"}, arx13),
    A("I found two relevant papers on arXiv:\n\n"
      "**1. \"Calibrated Abstention for Tool-Using Language Agents\"** (Tanabe & Haddad), [arXiv:2410.05229](http://arxiv.org/abs/2410.05229v3), first posted 7 October 2024, revised to v3 on 11 February 2025 (cs.CL)\n"
      "- Evaluates 14 agent configurations on 2,318 tasks\n- Calibrated abstention cuts unsupported claims by **41%**, at a cost of **6.2 points** of task success\n\n"
      "**2. \"Grounding Numbers in Agent Traces\"** (Nilsson), [arXiv:2503.11872](http://arxiv.org/abs/2503.11872v1), 14 March 2025 (cs.AI)\n"
      "- On 1,200 annotated traces, **7.8%** of numeric claims in final answers had no support in tool outputs\n\n"
      "Put together: if roughly 7.8% of numeric claims are unsupported, a 41% reduction would bring that to about {{7.8*(1-0.41)|.1f}}%, though the two papers use different task sets, so that's only an illustration."),
    U("how many unsupported claims is 7.8% of 1,200 traces, if each trace had one numeric claim?"),
    A("7.8% of 1,200 = **{{1200*0.078|.0f}}**. The abstract counts claims, not traces, though, so the real number of unsupported claims depends on how many numeric claims each trace has; the paper's full text would say."),
    U("what share of the 2,318 tasks is one agent configuration's worth, if split evenly?"),
    A("2,318 ÷ 14 ≈ **{{2318/14|.1f}}** tasks per configuration, but the abstract suggests every configuration ran all 2,318 tasks, so an even split probably isn't how they did it."),
], fmt="anthropic"))

cpi14 = {"Results": {"series": [{"seriesID": "CUUR0000SA0", "data": [
    {"year": "2026", "period": "M10", "periodName": "October", "value": "327.914", "footnotes": [{}]},
    {"year": "2026", "period": "M09", "periodName": "September", "value": "327.402", "footnotes": [{}]},
    {"year": "2025", "period": "M10", "periodName": "October", "value": "318.611", "footnotes": [{}]},
    {"year": "2020", "period": "M10", "periodName": "October", "value": "260.388", "footnotes": [{}]}]}]}, "status": "REQUEST_SUCCEEDED", "responseTime": 131}
RUNS.append(Run("research-14", GPT, SYSTEM, [
    U("What's the US inflation rate (CPI-U) for October 2026 year over year, and how much have prices risen since October 2020?"),
    C("bls_timeseries", {"seriesid": ["CUUR0000SA0"], "startyear": "2020", "endyear": "2026"}, data(cpi14)),
    A("From the BLS CPI-U (all items, not seasonally adjusted, series CUUR0000SA0):\n\n"
      "| Month | Index |\n|---|---|\n| Oct 2026 | 327.914 |\n| Sep 2026 | 327.402 |\n| Oct 2025 | 318.611 |\n| Oct 2020 | 260.388 |\n\n"
      "**Year-over-year inflation, October 2026:** (327.914 ÷ 318.611 − 1) × 100 = **{{(327.914/318.611-1)*100|.1f}}%**\n\n"
      "**Since October 2020:** (327.914 ÷ 260.388 − 1) × 100 = **{{(327.914/260.388-1)*100|.1f}}%**, so something that cost $100 then costs about ${{327.914/260.388*100|.2f}} now. That's an average of {{((327.914/260.388)**(1/6)-1)*100|.1f}}% a year over the six years.\n\n"
      "Month over month (Sep to Oct): +{{(327.914/327.402-1)*100|.2f}}% (not seasonally adjusted).\n\nSource: https://data.bls.gov/timeseries/CUUR0000SA0"),
    U("what would a $62,000 salary in Oct 2020 need to be now to keep up"),
    A("$62,000 × 327.914 ÷ 260.388 = **${{62000*327.914/260.388|,.0f}}**."),
    U("and in 2025 dollars?"),
    A("$62,000 × 318.611 ÷ 260.388 = **${{62000*318.611/260.388|,.0f}}** as of October 2025."),
]))

temp15 = ("Year,Annual_Anomaly_C,Uncertainty_95\n2019,1.21,0.03\n2020,1.26,0.03\n2021,1.13,0.03\n2022,1.17,0.03\n2023,1.45,0.03\n2024,1.55,0.03\n2025,1.48,0.04\n"
          "# Anomalies relative to the 1850-1900 average. Source: Copernicus C3S ERA5, retrieved 2026-11-30")
RUNS.append(Run("research-15", GEMINI, SYSTEM, [
    U("global temperature anomaly last 3 years vs preindustrial"),
    C("fetch_page", {"url": "https://climate.copernicus.eu/sites/default/files/data/era5_annual_anomalies.csv"}, temp15),
    A("ERA5 (Copernicus C3S), vs the 1850-1900 average:\n- 2023: +1.45°C\n- 2024: +1.55°C (warmest)\n- 2025: +1.48°C (±0.04)\n\n3-year mean: **+{{(1.45+1.55+1.48)/3|.2f}}°C**, above the 1.5°C Paris threshold only in 2024 as a single year."),
    U("in fahrenheit?"),
    A("A temperature *difference* converts with ×1.8 only: 2023 +{{1.45*1.8|.2f}}°F, 2024 +{{1.55*1.8|.2f}}°F, 2025 +{{1.48*1.8|.2f}}°F."),
    U("2019-2025 average"),
    A("(1.21+1.26+1.13+1.17+1.45+1.55+1.48)/7 = **+{{(1.21+1.26+1.13+1.17+1.45+1.55+1.48)/7|.2f}}°C**."),
]))

mar16 = search("men's marathon world record",
               ("Marathon world record progression - World Athletics", "https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men",
                "Kelvin Kiptum (KEN) 2:00:35, Chicago, 8 Oct 2023 ... Eliud Kipchoge (KEN) 2:01:09, Berlin, 25 Sep 2022 ..."),)
RUNS.append(Run("research-16", LLAMA, SYSTEM, [
    U("What's the men's marathon world record and what pace is that per km and per mile?"),
    C("web_search", {"query": "men's marathon world record"}, mar16),
    A("The men's marathon world record is **2:00:35**, set by Kelvin Kiptum (Kenya) in Chicago on October 8, 2023 ([World Athletics](https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men)).\n\n"
      "The marathon is 42.195 km (26.2188 miles). 2:00:35 is {{2*3600+35|,d}} seconds, so:\n"
      "- **Per km:** {{7235/42.195|.1f}} s, i.e. **{{int(7235/42.195)//60|d}}:{{int(7235/42.195)%60|02d}} per km**\n"
      "- **Per mile:** {{7235/26.2188|.1f}} s, i.e. **{{int(7235/26.2188)//60|d}}:{{int(7235/26.2188)%60|02d}} per mile**\n"
      "- Average speed: **{{42.195/7235*3600|.2f}} km/h**\n\n"
      "It broke Eliud Kipchoge's 2:01:09 from Berlin 2022 by {{69-35|d}} seconds."),
    U("how long would that pace take for a half marathon"),
    A("Half the distance at the same pace is half the time: 7,235 ÷ 2 = {{7235/2|.1f}} s = **{{int(7235/2)//3600|d}}:{{(int(7235/2)%3600)//60|02d}}:{{int(7235/2)%60|02d}}.5**."),
]))

k17 = page("https://www.sec.gov/Archives/edgar/data/0001789342/000178934226000014/ntfy-20251231x10k.htm", "Northfield Systems, Inc. Form 10-K 2025",
           "Item 7. Management's Discussion and Analysis\n\n**Results of Operations** (in thousands, except percentages)\n\n"
           "| | 2025 | 2024 | Change |\n|---|---|---|---|\n| Revenue | $1,284,617 | $1,107,992 | 15.9 % |\n| Gross profit | 802,411 | 681,305 | 17.8 % |\n"
           "| Operating income (loss) | 96,204 | (12,870) | n/m |\n| Net income (loss) | 71,533 | (24,118) | n/m |\n\n"
           "Subscription revenue was $1,097.3 million, or 85% of total revenue, compared with $921.8 million in 2024.")
RUNS.append(Run("research-17", MINI, SYSTEM, [
    U("Summarize Northfield Systems' 2025 results from their 10-K. Revenue growth, margins, profit."),
    C("fetch_page", {"url": "https://www.sec.gov/Archives/edgar/data/0001789342/000178934226000014/ntfy-20251231x10k.htm"}, k17),
    A("**Northfield Systems, Inc. – FY2025 (Form 10-K)**\n\n"
      "| Metric | 2025 | 2024 | Change |\n|---|---|---|---|\n"
      "| Revenue | **$1.28B** ($1,284,617K) | $1.11B | **+15.9%** |\n"
      "| Gross profit | $802.4M | $681.3M | +17.8% |\n"
      "| Gross margin | **{{802411/1284617*100|.1f}}%** | {{681305/1107992*100|.1f}}% | +{{(802411/1284617-681305/1107992)*100|.1f}} pts |\n"
      "| Operating income | $96.2M | −$12.9M | turned positive |\n"
      "| Operating margin | {{96204/1284617*100|.1f}}% | {{-12870/1107992*100|.1f}}% | |\n"
      "| Net income | $71.5M | −$24.1M | turned positive |\n\n"
      "**Subscription revenue** was $1,097.3M (85% of revenue), up **{{(1097.3-921.8)/921.8*100|.1f}}%** from $921.8M.\n\n"
      "Source: [10-K, Item 7](https://www.sec.gov/Archives/edgar/data/0001789342/000178934226000014/ntfy-20251231x10k.htm)"),
    U("non-subscription revenue and its growth?"),
    A("2025: $1,284.6M − $1,097.3M = **${{1284.617-1097.3|.1f}}M**\n2024: $1,108.0M − $921.8M = **${{1107.992-921.8|.1f}}M**\n\nGrowth: **[[+0.8%]]**",
      why="(187.3 − 186.2) ÷ 186.2 is +0.6%; the answer writes +0.8%."),
]))

insee18 = page("https://www.insee.fr/fr/statistiques/zones/lyon-69123", "Commune de Lyon (69123) - Dossier complet",
               "# Lyon (69123)\n\n| Indicateur | Lyon |\n|---|---|\n| Population en 2022 | 522 250 |\n| Population en 2016 | 516 092 |\n| Densité de la population (nombre d'habitants au km²) en 2022 | 10 906,2 |\n"
               "| Superficie en 2022, en km² | 47,9 |\n| Variation de la population : taux annuel moyen entre 2016 et 2022, en % | 0,2 |\n| Nombre de ménages en 2022 | 282 417 |")
RUNS.append(Run("research-18", MISTRAL, SYSTEM + "\nThe user writes French; answer in French.", [
    U("Quelle est la population de Lyon et sa densité selon l'INSEE ?"),
    C("fetch_page", {"url": "https://www.insee.fr/fr/statistiques/zones/lyon-69123"}, insee18),
    A("Selon l'INSEE (https://www.insee.fr/fr/statistiques/zones/lyon-69123) :\n\n"
      "- **Population 2022 :** 522 250 habitants (516 092 en 2016, soit +{{fr(522250-516092, ',d')|s}})\n"
      "- **Superficie :** 47,9 km²\n- **Densité :** 10 906,2 hab./km²\n- **Ménages :** 282 417, soit {{fr(522250/282417)|s}} personnes par ménage en moyenne\n\n"
      "La croissance annuelle moyenne entre 2016 et 2022 est de 0,2 %."),
    U("Et la croissance totale en pourcentage ?"),
    A("(522 250 − 516 092) ÷ 516 092 = **+{{fr((522250-516092)/516092*100)|s}} %** en six ans, cohérent avec environ 0,2 % par an."),
    U("Et la densité, tu peux la recalculer ?"),
    A("522 250 ÷ 47,9 km² = **{{fr(522250/47.9, ',.1f')|s}} hab./km²**. L'INSEE donne 10 906,2 : l'écart vient de la superficie arrondie à 47,9 km²."),
    U("Et en 2011, combien d'habitants ?"),
    A("Environ [[512 000]] habitants en 2011.", why="The INSEE page gives 2016 and 2022 only; no source in the run gives a 2011 population."),
]))

meta19 = {"status": "ok", "message": {"DOI": "10.1001/jamanetworkopen.2025.31877", "title": ["Remote Patient Monitoring and 30-Day Readmission After Heart Failure Hospitalization: A Meta-Analysis"],
          "container-title": ["JAMA Network Open"], "volume": "8", "issue": "9", "page": "e2531877", "published": {"date-parts": [[2025, 9, 22]]},
          "abstract": "<jats:p>Across 19 randomized trials (n = 7,412), remote monitoring was associated with lower 30-day readmission (OR 0.78; 95% CI, 0.66-0.92; I² = 38%). Absolute risk fell from 21.4% to 17.6%.</jats:p>"}}
RUNS.append(Run("research-19", PRO, SYSTEM, [
    U("What did the JAMA Netw Open 2025 meta-analysis on remote monitoring for heart failure readmissions find? DOI 10.1001/jamanetworkopen.2025.31877. How many patients need monitoring to prevent one readmission?"),
    C("crossref_work", {"doi": "10.1001/jamanetworkopen.2025.31877"}, data(meta19)),
    A("**\"Remote Patient Monitoring and 30-Day Readmission After Heart Failure Hospitalization: A Meta-Analysis\"**, *JAMA Network Open* 8(9):e2531877, 22 September 2025 (doi:10.1001/jamanetworkopen.2025.31877).\n\n"
      "- 19 randomized trials, **7,412** patients\n- 30-day readmission: **OR 0.78** (95% CI 0.66-0.92), moderate heterogeneity (I² = 38%)\n- Absolute risk: **21.4% → 17.6%**\n\n"
      "**Number needed to treat:** the absolute risk reduction is 21.4 − 17.6 = {{21.4-17.6|.1f}} percentage points, so NNT = 1 ÷ 0.038 ≈ **{{1/0.038|.0f}}** patients monitored per readmission avoided (rounding up, as is conventional: {{int(1/0.038)+1|d}}).\n"
      "The relative risk reduction is {{(21.4-17.6)/21.4*100|.1f}}%."),
    U("on average how many patients per trial"),
    A("7,412 ÷ 19 ≈ **{{7412/19|.0f}}** patients per trial."),
    U("and the OR as a percent reduction in odds"),
    A("OR 0.78 means the odds of readmission were **{{(1-0.78)*100|.0f}}% lower** (CI: {{(1-0.92)*100|.0f}}% to {{(1-0.66)*100|.0f}}% lower)."),
]))

launch20 = page("https://www.esa.int/Newsroom/Press_Releases/Launch_of_Sentinel-7B", "Launch of Sentinel-7B",
                "Sentinel-7B is scheduled to lift off on a Vega-C rocket from Europe's Spaceport in Kourou, French Guiana, on **3 December 2026 at 01:49:17 UTC** (22:49:17 local time on 2 December). "
                "Separation from the upper stage is expected 57 minutes 42 seconds after lift-off. Live coverage starts at 01:20 UTC.")
RUNS.append(Run("research-20", QWEN, SYSTEM, [
    U("When does Sentinel-7B launch? I'm in Berlin, and my colleague is in New York."),
    C("fetch_page", {"url": "https://www.esa.int/Newsroom/Press_Releases/Launch_of_Sentinel-7B"}, launch20),
    A("Sentinel-7B is scheduled to launch on a Vega-C from Kourou on **3 December 2026 at 01:49:17 UTC** ([ESA](https://www.esa.int/Newsroom/Press_Releases/Launch_of_Sentinel-7B)).\n\n"
      "| Where | Local time |\n|---|---|\n| Berlin (CET, UTC+1) | **3 December, 02:49:17** |\n| New York (EST, UTC−5) | **2 December, 20:49:17** |\n| Kourou (UTC−3) | 2 December, 22:49:17 |\n\n"
      "Live coverage starts at 01:20 UTC, which is 02:20 in Berlin and 8:20 PM in New York."),
    U("when does the satellite separate"),
    A("57 min 42 s after lift-off: 01:49:17 + 0:57:42 = **02:46:59 UTC** (03:46:59 Berlin, 9:46:59 PM New York)."),
]))

area21 = search("area of Switzerland and Netherlands km2",
                ("Switzerland - The World Factbook", "https://www.cia.gov/the-world-factbook/countries/switzerland/", "Area: total: 41,277 sq km; land: 39,997 sq km; water: 1,280 sq km"),
                ("Netherlands - The World Factbook", "https://www.cia.gov/the-world-factbook/countries/netherlands/", "Area: total: 41,543 sq km; land: 33,893 sq km; water: 7,650 sq km"))
RUNS.append(Run("research-21", R1, SYSTEM, [
    U("Which is bigger, Switzerland or the Netherlands? In square miles too."),
    C("web_search", {"query": "area of Switzerland and Netherlands km2"}, area21),
    A("It depends on whether you count water. From the CIA World Factbook:\n\n"
      "| | Total area | Land | Water |\n|---|---|---|---|\n"
      "| Switzerland | 41,277 km² ({{41277/2.589988|,.0f}} mi²) | 39,997 km² ({{39997/2.589988|,.0f}} mi²) | 1,280 km² |\n"
      "| Netherlands | 41,543 km² ({{41543/2.589988|,.0f}} mi²) | 33,893 km² ({{33893/2.589988|,.0f}} mi²) | 7,650 km² |\n\n"
      "- **Total area:** the Netherlands is larger by {{41543-41277|d}} km² ({{(41543-41277)/2.589988|.0f}} mi²)\n"
      "- **Land area:** Switzerland is larger by {{39997-33893|,d}} km² ({{(39997-33893)/2.589988|,.0f}} mi²), about {{(39997-33893)/33893*100|.0f}}% more\n\n"
      "Water makes up {{7650/41543*100|.1f}}% of the Netherlands but only {{1280/41277*100|.1f}}% of Switzerland."),
    U("population density of each then, if Switzerland has 9.0 million and the Netherlands 18.0 million people?"),
    A("Using your figures and land area: Switzerland 9,000,000 ÷ 39,997 ≈ **{{9e6/39997|.0f}}/km²**; the Netherlands 18,000,000 ÷ 33,893 ≈ **{{18e6/33893|.0f}}/km²**, about {{(18e6/33893)/(9e6/39997)|.1f}}× as dense."),
]))

news22 = page("https://www.reuters.com/business/autos-transportation/2026-11-27/rail-strike-germany-ends", "German rail strike ends after 96 hours",
              "BERLIN, Nov 27 (Reuters) - A 96-hour strike by German train drivers ended at 02:00 on Friday, Deutsche Bahn said. About 80% of long-distance services were cancelled during the walkout, "
              "which began at 02:00 on Monday. The union demands a 35-hour week, down from 38 hours, and a pay rise of 555 euros a month. "
              "Deutsche Bahn estimated the cost at 25 million euros per day.")
RUNS.append(Run("research-22", FLASH, SYSTEM, [
    U("german rail strike this week, how long and what did it cost"),
    C("fetch_page", {"url": "https://www.reuters.com/business/autos-transportation/2026-11-27/rail-strike-germany-ends"}, news22),
    A("Reuters, Nov 27: the drivers' strike ran **96 hours**, Mon 02:00 → Fri 02:00 (4 days). ~80% of long-distance trains cancelled. DB's estimate: €25M/day → about **€{{25*4|d}}M** total. Union wants a 35-h week (from 38) and +€555/month."),
    U("the hours cut in percent"),
    A("(38 − 35) ÷ 38 = **{{3/38*100|.1f}}%** fewer hours."),
    U("and the 555 a year"),
    A("555 × 12 = €{{555*12|,d}} a year."),
]))

tz23 = search("Apple Q4 2026 earnings call time",
              ("Apple Reports Fourth Quarter Results - Apple Newsroom", "https://www.apple.com/newsroom/2026/10/apple-reports-fourth-quarter-results/",
               "... revenue of $102.5 billion, up 8 percent year over year, and quarterly earnings per diluted share of $1.85, up 13 percent ..."),
              ("Apple Q4 FY26 earnings call transcript", "https://www.example-transcripts.com/apple-q4-2026", "Oct 29, 2026, 5:00 p.m. ET ... Tim Cook ... iPhone revenue of $49.03 billion ..."))
RUNS.append(Run("research-23", DEEPSEEK, SYSTEM, [
    U("What were Apple's Q4 FY2026 revenue and EPS, and what were they a year earlier?"),
    C("web_search", {"query": "Apple Q4 2026 earnings call time"}, tz23),
    A("From [Apple's press release](https://www.apple.com/newsroom/2026/10/apple-reports-fourth-quarter-results/):\n\n"
      "- Revenue: **$102.5 billion**, up 8% year over year\n- Diluted EPS: **$1.85**, up 13%\n\n"
      "Backing out the year-earlier quarter from those growth rates: revenue ≈ $102.5B ÷ 1.08 = **${{102.5/1.08|.1f}}B**, EPS ≈ $1.85 ÷ 1.13 = **${{1.85/1.13|.2f}}**. "
      "These are approximations from rounded percentages; the year-earlier press release would have the exact figures.\n\n"
      "The earnings call was on October 29, 2026, at 5:00 p.m. ET; iPhone revenue was $49.03 billion according to a call transcript, {{49.03/102.5*100|.1f}}% of the total."),
    U("call time in London?"),
    A("On October 29 the UK had already left summer time but the US hadn't, so New York was on EDT (UTC−4) and London on GMT (UTC+0): 5:00 p.m. EDT = 21:00 UTC = **9:00 p.m. in London**."),
]))

RUNS.append(Run("research-24", CLAUDE, SYSTEM, [
    U("I'm writing a report. How should I format citations to web pages with access dates, say for the Pew piece \"About a third of U.S. workers now use AI chatbots for work\" at https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/ by Rina Gaddis, October 14, 2026?"),
    A("Here it is in the three common styles; I used today's date, November 30, 2026, as the access date:\n\n"
      "**APA 7:**\nGaddis, R. (2026, October 14). *About a third of U.S. workers now use AI chatbots for work*. Pew Research Center. https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/\n\n"
      "**Chicago (notes-bibliography):**\nGaddis, Rina. \"About a Third of U.S. Workers Now Use AI Chatbots for Work.\" Pew Research Center, October 14, 2026. Accessed November 30, 2026. https://www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/.\n\n"
      "**MLA 9:**\nGaddis, Rina. \"About a Third of U.S. Workers Now Use AI Chatbots for Work.\" *Pew Research Center*, 14 Oct. 2026, www.pewresearch.org/short-reads/2026/10/14/americans-and-ai-at-work/. Accessed 30 Nov. 2026.\n\n"
      "APA only wants an access date for pages that are designed to change, like a wiki."),
    U("date format for ISO in the bibliography metadata?"),
    A("ISO 8601: **2026-10-14** for the publication date and **2026-11-30** for the access date (YYYY-MM-DD)."),
], fmt="anthropic"))

wheat25 = {"source": "FAOSTAT", "domain": "QCL", "element": "Production", "item": "Wheat", "unit": "t", "data": [
    {"area": "India", "year": 2024, "value": 113292000.0, "flag": "A"}, {"area": "Russian Federation", "year": 2024, "value": 81600000.0, "flag": "A"},
    {"area": "United States of America", "year": 2024, "value": 53650000.0, "flag": "A"}, {"area": "China, mainland", "year": 2024, "value": 140100000.0, "flag": "A"},
    {"area": "World", "year": 2024, "value": 799450312.0, "flag": "E"}]}
wheat25b = search("USDA world wheat production 2024/25",
                  ("World Agricultural Production - USDA FAS", "https://fas.usda.gov/data/world-agricultural-production", "... global wheat production for 2024/25 is estimated at 793.2 million metric tons ..."))
RUNS.append(Run("research-25", GPT41, SYSTEM, [
    U("Top wheat producers in 2024 and their share of world output. Check a second source for the world total."),
    C("faostat_query", {"domain": "QCL", "item": "Wheat", "element": "Production", "year": 2024, "areas": ["top4", "World"]}, data(wheat25)),
    C("web_search", {"query": "USDA world wheat production 2024/25"}, wheat25b),
    A("**Wheat production 2024 (FAOSTAT):**\n\n| Country | Tonnes | Share of world |\n|---|---:|---:|\n"
      "| China (mainland) | 140.1 M | {{140100000/799450312*100|.1f}}% |\n| India | 113.3 M | {{113292000/799450312*100|.1f}}% |\n| Russia | 81.6 M | {{81600000/799450312*100|.1f}}% |\n| United States | 53.65 M | {{53650000/799450312*100|.1f}}% |\n"
      "| **Top 4** | **{{(140100000+113292000+81600000+53650000)/1e6|.1f}} M** | **{{(140100000+113292000+81600000+53650000)/799450312*100|.1f}}%** |\n\n"
      "**The sources disagree on the world total:**\n- FAOSTAT: **799.45 million t** (calendar 2024, flagged as an estimate)\n- USDA FAS: **793.2 million t** (marketing year 2024/25)\n\n"
      "The gap is {{799.450312-793.2|.2f}} million t ({{(799.450312-793.2)/793.2*100|.1f}}%), mostly because USDA counts a July-June marketing year. Using USDA's total, the top 4 would be {{(140100000+113292000+81600000+53650000)/793.2e6*100|.1f}}%."),
    U("India vs Russia difference"),
    A("113.292 − 81.6 = **{{113.292-81.6|.1f}} million t**; India produced {{113292000/81600000|.2f}}× as much."),
    U("world production per person with 8.2 billion people?"),
    A("799.45 million t ÷ 8.2 billion ≈ **{{799450312/8.2e9*1000|.0f}} kg** of wheat per person per year (FAOSTAT total; with USDA's, {{793.2e6/8.2e9*1000|.0f}} kg)."),
]))

oecd26 = {"dataSets": [{"action": "Information", "series": {"0:0:0": {"observations": {"0": [0.4], "1": [-0.1], "2": [0.3], "3": [0.2]}},
                                                              "0:1:0": {"observations": {"0": [0.2], "1": [0.5], "2": [-0.2], "3": [None]}}}}],
          "structure": {"dimensions": {"series": [{"id": "REF_AREA", "values": [{"id": "DEU", "name": "Germany"}]},
                                                  {"id": "MEASURE", "values": [{"id": "GDP_QoQ", "name": "GDP, q-o-q % change"}, {"id": "CONS_QoQ", "name": "Household consumption, q-o-q % change"}]},
                                                  {"id": "FREQ", "values": [{"id": "Q"}]}],
                                       "observation": [{"id": "TIME_PERIOD", "values": [{"id": "2025-Q4"}, {"id": "2026-Q1"}, {"id": "2026-Q2"}, {"id": "2026-Q3"}]}]}}}
RUNS.append(Run("research-26", GPT, SYSTEM, [
    U("German GDP growth by quarter over the last year, from the OECD"),
    C("oecd_sdmx", {"dataflow": "QNA", "key": "DEU.GDP_QoQ+CONS_QoQ.Q", "startPeriod": "2025-Q4", "format": "jsondata"}, data(oecd26)),
    A("**Germany, quarter-on-quarter % change (OECD):**\n\n| Quarter | GDP | Household consumption |\n|---|---|---|\n"
      "| 2025 Q4 | +0.4% | +0.2% |\n| 2026 Q1 | **−0.1%** | +0.5% |\n| 2026 Q2 | +0.3% | −0.2% |\n| 2026 Q3 | +0.2% | not yet published |\n\n"
      "Compounding the four quarters: 1.004 × 0.999 × 1.003 × 1.002 − 1 = **{{(1.004*0.999*1.003*1.002-1)*100|.2f}}%** growth over the year to Q3 2026, about the same as simply adding the quarterly rates ({{0.4-0.1+0.3+0.2|.1f}}%). "
      "Only one quarter was negative, so this wasn't a technical recession (two consecutive negative quarters)."),
    U("annualized rate for Q2?"),
    A("(1.003)⁴ − 1 = **{{(1.003**4-1)*100|.2f}}%** annualized."),
    U("average consumption growth for the three published quarters"),
    A("(0.2 + 0.5 − 0.2) ÷ 3 = **{{(0.2+0.5-0.2)/3|.2f}}%** per quarter."),
]))

found27a = search("Kraków founding date",
                  ("Kraków - Britannica", "https://www.britannica.com/place/Krakow", "... first mentioned in 965 by the merchant Ibrahim ibn Yaqub ... granted municipal rights in 1257 ..."),
                  ("History of Kraków - Wikipedia", "https://en.wikipedia.org/wiki/History_of_Krak%C3%B3w", "... The earliest known settlement on the Wawel Hill dates to the Paleolithic ... Kraków was granted city rights in 1257 ... capital of Poland from 1038 to 1596 ..."),
                  ("Kraków city website - history", "https://www.krakow.pl/english/history", "The city's charter was granted on 5 June 1257 ... the first written mention of Kraków dates from 966 ..."))
RUNS.append(Run("research-27", HAIKU, SYSTEM, [
    U("When was Kraków founded?"),
    C("web_search", {"query": "Kraków founding date"}, found27a),
    A("There isn't a single founding date, and the sources differ on the first mention:\n\n"
      "- **First written mention:** 965 according to [Britannica](https://www.britannica.com/place/Krakow) (the merchant Ibrahim ibn Yaqub), but **966** according to the [city's own website](https://www.krakow.pl/english/history)\n"
      "- **City rights (charter):** **1257**, which all three sources agree on (the city's website gives the day, 5 June)\n- It was Poland's capital from 1038 to 1596 ([Wikipedia](https://en.wikipedia.org/wiki/History_of_Krak%C3%B3w))\n\n"
      "If you need one date, 1257 (the municipal charter) is the usual answer for when Kraków became a city; people on Wawel Hill go back much further."),
    U("how long was it the capital"),
    A("From 1038 to 1596: **{{1596-1038|d}} years**."),
    U("and how many years since the charter"),
    A("From 1257 to 2026: **{{2026-1257|d}} years** (the anniversary is on 5 June)."),
], fmt="anthropic"))
