"""Analyst runs 11-25: churn, an A/B test, a funnel, DAU/MAU, NULL-aware sums, float noise, duplicates,
a French weekly report, a user's own numbers, a failed query, session durations, epoch events, running totals, warehouse credits."""

from _analyst import SYSTEM, SYSTEM_FR, bigquery, psql, rows_json
from _shared import CLAUDE, COMMAND, DEEPSEEK, FLASH, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, O3MINI, PRO, QWEN, R1, SONNET37
from _vocab import A, C, Run, U

RUNS = []

churn11 = psql(["month", "active_start", "cancelled", "new_subs"], [["2026-08", 118402, 4731, 6120], ["2026-09", 119791, 5208, 5877], ["2026-10", 120460, 4415, 7316]], 388.02)
RUNS.append(Run("analyst-11", QWEN, SYSTEM, [
    U("Club monthly churn rate for Aug-Oct, and net subscriber growth"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT month, active_start, cancelled, new_subs FROM mart.club_monthly_movements WHERE month BETWEEN '2026-08' AND '2026-10' ORDER BY month;"}, churn11),
    A("Loomwell Club, August-October 2026 (churn = cancellations ÷ active subscribers at the start of the month):\n\n"
      "| Month | Active at start | Cancelled | Churn | New | Net change |\n|---|---|---|---|---|---|\n"
      "| Aug | 118,402 | 4,731 | {{4731/118402*100|.2f}}% | 6,120 | +{{6120-4731|,d}} |\n"
      "| Sep | 119,791 | 5,208 | {{5208/119791*100|.2f}}% | 5,877 | +{{5877-5208|d}} |\n"
      "| Oct | 120,460 | 4,415 | {{4415/120460*100|.2f}}% | 7,316 | +{{7316-4415|,d}} |\n\n"
      "Average monthly churn over the three months: {{(4731/118402+5208/119791+4415/120460)/3*100|.2f}}%. At that rate, annual retention would be about (1 − {{(4731/118402+5208/119791+4415/120460)/3|.4f}})^12 = **{{(1-(4731/118402+5208/119791+4415/120460)/3)**12*100|.0f}}%**."),
    U("active at end of October then?"),
    A("120,460 − 4,415 + 7,316 = **{{120460-4415+7316|,d}}**."),
]))

ab12 = rows_json(["variant", "visitors", "conversions"], [["control", 61204, 4812], ["free_shipping_60", 60988, 5107]], 2210.4)
RUNS.append(Run("analyst-12", CLAUDE, SYSTEM, [
    U("Results of the free-shipping-at-€60 test? Is it significant?"),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT variant, COUNT(DISTINCT visitor_id) AS visitors, COUNT(DISTINCT IF(purchased, visitor_id, NULL)) AS conversions FROM `loomwell-prod.experiments.exp_2026_11_ship60` GROUP BY variant"}, ab12),
    A("Here are the results of the free-shipping-at-€60 experiment:\n\n"
      "| Variant | Visitors | Conversions | Conversion rate |\n|---|---:|---:|---:|\n"
      "| Control | 61,204 | 4,812 | {{4812/61204*100|.2f}}% |\n| Free shipping ≥ €60 | 60,988 | 5,107 | {{5107/60988*100|.2f}}% |\n\n"
      "**Absolute lift:** {{(5107/60988-4812/61204)*100|.2f}} percentage points; **relative lift:** {{((5107/60988)/(4812/61204)-1)*100|.1f}}%.\n\n"
      "**Significance (two-proportion z-test):**\n"
      "- Pooled rate: (4,812 + 5,107) ÷ (61,204 + 60,988) = {{(4812+5107)/(61204+60988)*100|.3f}}%\n"
      "- Standard error: √(p(1−p)(1/61,204 + 1/60,988)) = {{((4812+5107)/(61204+60988)*(1-(4812+5107)/(61204+60988))*(1/61204+1/60988))**0.5*100|.3f}} points\n"
      "- z = {{(5107/60988-4812/61204)/(((4812+5107)/(61204+60988)*(1-(4812+5107)/(61204+60988))*(1/61204+1/60988))**0.5)|.2f}}\n\n"
      "A z of about 3.3 gives a two-sided p-value of roughly 0.001, well below 0.05, so the lift is statistically significant. "
      "Whether it's worth it depends on the shipping cost you absorb; conversion alone doesn't tell you that."),
    U("how many extra orders per 100k visitors?"),
    A("{{(5107/60988-4812/61204)*100|.2f}} points × 100,000 ≈ **{{(5107/60988-4812/61204)*100000|.0f}}** extra orders per 100,000 visitors."),
], fmt="anthropic"))

fun13 = bigquery([("step", "STRING"), ("sessions", "INTEGER")], [["1_session", 1482210], ["2_product_view", 803344], ["3_add_to_cart", 151877], ["4_checkout", 88412], ["5_purchase", 70915]], 19327352832, 6880)
RUNS.append(Run("analyst-13", GPT, SYSTEM, [
    U("October funnel: sessions to purchase, with step conversion"),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT step, COUNT(DISTINCT session_id) AS sessions FROM `loomwell-prod.app.funnel_events` WHERE event_date BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY step ORDER BY step"}, fun13),
    A("**October 2026 funnel**\n\n| Step | Sessions | Step conversion | From session |\n|---|---:|---:|---:|\n"
      "| Session | 1,482,210 | | 100% |\n| Product view | 803,344 | {{803344/1482210*100|.1f}}% | {{803344/1482210*100|.1f}}% |\n"
      "| Add to cart | 151,877 | {{151877/803344*100|.1f}}% | {{151877/1482210*100|.1f}}% |\n| Checkout | 88,412 | [[56.2%]] | {{88412/1482210*100|.1f}}% |\n"
      "| Purchase | 70,915 | {{70915/88412*100|.1f}}% | **{{70915/1482210*100|.2f}}%** |\n\n"
      "The biggest leak is product view → add to cart: only about 1 in 5 product views leads to a cart.",
      why="88,412 ÷ 151,877 is 58.2%; the answer writes 56.2%."),
    U("how much data did that scan"),
    A("19,327,352,832 bytes = **18 GiB** ({{19327352832/1e9|.1f}} GB), in 6.9 s."),
    U("cart abandonment rate?"),
    A("Carts that never reached purchase: 1 − 70,915 ÷ 151,877 = **{{(1-70915/151877)*100|.1f}}%**."),
]))

dau14 = rows_json(["day", "dau"], [["2026-11-23", 41220], ["2026-11-24", 40118], ["2026-11-25", 43907], ["2026-11-26", 39561], ["2026-11-27", 61883], ["2026-11-28", 52410], ["2026-11-29", 47302]], 1804.2)
mau14 = rows_json(["mau_30d"], [[228415]], 2511.9)
RUNS.append(Run("analyst-14", PRO, SYSTEM, [
    U("DAU last 7 days and stickiness (DAU/MAU)"),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT DATE(event_ts, 'Europe/Berlin') AS day, COUNT(DISTINCT user_id) AS dau FROM `loomwell-prod.app.events` WHERE DATE(event_ts, 'Europe/Berlin') BETWEEN '2026-11-23' AND '2026-11-29' GROUP BY day ORDER BY day"}, dau14),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT COUNT(DISTINCT user_id) AS mau_30d FROM `loomwell-prod.app.events` WHERE DATE(event_ts, 'Europe/Berlin') BETWEEN '2026-10-31' AND '2026-11-29'"}, mau14),
    A("**DAU, Nov 23-29** (Berlin days):\n\n- Mon 23: 41,220\n- Tue 24: 40,118\n- Wed 25: 43,907\n- Thu 26: 39,561\n- **Fri 27: 61,883** (Black Friday)\n- Sat 28: 52,410\n- Sun 29: 47,302\n\n"
      "Average DAU: **{{(41220+40118+43907+39561+61883+52410+47302)/7|,.0f}}**. 30-day MAU: **228,415**.\n\n"
      "**Stickiness (avg DAU ÷ MAU): {{(41220+40118+43907+39561+61883+52410+47302)/7/228415*100|.1f}}%**. Black Friday alone reached {{61883/228415*100|.1f}}%."),
    U("black friday vs the mon-thu average"),
    A("Mon-Thu average: {{(41220+40118+43907+39561)/4|,.0f}}. Black Friday was **{{61883/((41220+40118+43907+39561)/4)|.2f}}×** that (+{{(61883/((41220+40118+43907+39561)/4)-1)*100|.0f}}%)."),
    U("what's the weekend (Sat+Sun) average"),
    A("(52,410 + 47,302) ÷ 2 = **{{(52410+47302)/2|,.0f}}**."),
]))

nul15 = psql(["channel", "orders", "revenue_eur", "orders_missing_total"], [["email", 9012, "701884.19", 14], ["paid_search", 21877, "1431962.04", 0], ["organic", 24106, "1702330.88", 301], ["social", 9440, "611205.77", None], ["affiliate", 6480, "565066.03", 2]], 977.3, right={1, 2, 3})
RUNS.append(Run("analyst-15", HAIKU, SYSTEM, [
    U("October revenue by marketing channel. Watch out for the missing totals."),
    C("run_sql", {"engine": "postgres", "sql": "SELECT a.channel, count(*) AS orders, sum(o.total_eur) AS revenue_eur, nullif(count(*) FILTER (WHERE o.total_eur IS NULL), 0) AS orders_missing_total FROM core.orders o JOIN mart.attribution a USING (order_id) WHERE o.status <> 'cancelled' AND o.created_at >= '2026-10-01 00:00+02' AND o.created_at < '2026-11-01 00:00+01' GROUP BY 1 ORDER BY 3 DESC;"}, nul15),
    A("October revenue by last-touch channel:\n\n| Channel | Orders | Revenue | Orders with no total |\n|---|---:|---:|---:|\n"
      "| Email | 9,012 | €701,884.19 | 14 |\n| Paid search | 21,877 | €1,431,962.04 | 0 |\n| Organic | 24,106 | €1,702,330.88 | **301** |\n| Social | 9,440 | €611,205.77 | 0 (shown as NULL) |\n| Affiliate | 6,480 | €565,066.03 | 2 |\n"
      "| **Total** | **{{9012+21877+24106+9440+6480|,d}}** | **€{{701884.19+1431962.04+1702330.88+611205.77+565066.03|,.2f}}** | **{{14+301+2|d}}** |\n\n"
      "Organic has most of the missing totals: {{301/24106*100|.2f}}% of its orders. At organic's average order value (€{{1702330.88/(24106-301)|.2f}} over the orders with a total), those 301 orders would add roughly €{{301*1702330.88/(24106-301)|,.0f}}.\n\n"
      "The social row's NULL in the last column is just my `nullif(…, 0)`: it means zero, not unknown."),
    U("ok so what's organic's estimated true revenue?"),
    A("€1,702,330.88 + about €{{301*1702330.88/(24106-301)|,.0f}} ≈ **€{{1702330.88+301*1702330.88/(24106-301)|,.0f}}**, assuming the missing orders look like the rest."),
], fmt="anthropic"))

top16 = rows_json(["sku", "units", "revenue_eur"], [["DUV-LIN-240-SAGE", 1804, 521356.00000000006], ["THR-WOOL-130", 1122, 391297.50000000006], ["TWL-COT-SET6-WHT", 4410, 330309.0], ["PIL-LIN-65-SAGE", 3987, 257161.49999999997], ["SHT-PERC-180-WHT", 2206, 174274.0]], 844.1)
RUNS.append(Run("analyst-16", LLAMA, SYSTEM, [
    U("Top 5 SKUs by revenue in November so far"),
    C("run_sql", {"engine": "duckdb", "sql": "SELECT sku, sum(qty) AS units, sum(qty * unit_price_eur::DOUBLE) AS revenue_eur FROM read_parquet('/data/order_items_2026_11.parquet') GROUP BY sku ORDER BY revenue_eur DESC LIMIT 5;"}, top16),
    A("Top 5 SKUs by revenue, November 2026 so far:\n\n"
      "1. **DUV-LIN-240-SAGE**: €521,356.00 (1,804 units, €{{521356/1804|.2f}} each)\n2. **THR-WOOL-130**: €391,297.50 (1,122 units)\n3. **TWL-COT-SET6-WHT**: €330,309.00 (4,410 units)\n"
      "4. **PIL-LIN-65-SAGE**: €257,161.50 (3,987 units)\n5. **SHT-PERC-180-WHT**: €174,274.00 (2,206 units)\n\n"
      "Together the top 5 brought in **€[[1,647,398.00]]**. (The tiny fractions in the raw output, like 521356.00000000006, are floating-point noise from casting to DOUBLE; the amounts are exact to the cent.)",
      why="The five revenues add up to €1,674,398.00; the answer swaps two digits of the total."),
    U("average unit price of the top 5 overall"),
    A("Total revenue ÷ total units = €{{521356+391297.5+330309+257161.5+174274|,.2f}} ÷ {{1804+1122+4410+3987+2206|,d}} = **€{{(521356+391297.5+330309+257161.5+174274)/(1804+1122+4410+3987+2206)|.2f}}** per unit."),
    U("units share of the top SKU among the 5"),
    A("1,804 ÷ {{1804+1122+4410+3987+2206|,d}} = **{{1804/(1804+1122+4410+3987+2206)*100|.1f}}%** of the units, but {{521356/(521356+391297.5+330309+257161.5+174274)*100|.1f}}% of the revenue."),
]))

dup17 = psql(["total_rows", "distinct_order_ids", "duplicate_rows"], [[1862051, 1861688, 363]], 2904.66)
RUNS.append(Run("analyst-17", SONNET37, SYSTEM, [
    U("Before I trust these numbers: are there duplicate order_ids in core.orders?"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT count(*) AS total_rows, count(DISTINCT order_id) AS distinct_order_ids, count(*) - count(DISTINCT order_id) AS duplicate_rows FROM core.orders;"}, dup17),
    A("Yes, a few: `core.orders` has **1,862,051 rows** but only **1,861,688 distinct order IDs**, so **363 rows** are duplicates ({{363/1862051*100|.3f}}% of the table).\n\n"
      "That's small enough not to move monthly totals much, but it does mean `count(*)` overstates orders by 363 and any sum includes those rows twice. "
      "It's also surprising for what should be a primary key, so it's worth finding out whether the replica's load job is re-inserting rows. Want me to list the duplicated IDs with their `created_at`?"),
    U("yes, just the first few"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT order_id, count(*) AS copies, min(created_at) AS first_seen, max(created_at) AS last_seen FROM core.orders GROUP BY order_id HAVING count(*) > 1 ORDER BY order_id LIMIT 5;"},
      psql(["order_id", "copies", "first_seen", "last_seen"], [[1031177, 2, "2026-06-02 03:00:14+02", "2026-06-02 03:00:14+02"], [1031178, 2, "2026-06-02 03:00:15+02", "2026-06-02 03:00:15+02"],
                                                            [1031180, 2, "2026-06-02 03:00:15+02", "2026-06-02 03:00:15+02"], [1031184, 2, "2026-06-02 03:00:17+02", "2026-06-02 03:00:17+02"], [1031185, 2, "2026-06-02 03:00:17+02", "2026-06-02 03:00:17+02"]], 3311.04, right={0, 1})),
    A("The first five duplicates are all exact copies from a few seconds on **June 2, 2026, around 03:00 Berlin time** (01:00 UTC):\n\n"
      "| order_id | copies | created_at |\n|---|---|---|\n| 1031177 | 2 | 03:00:14 |\n| 1031178 | 2 | 03:00:15 |\n| 1031180 | 2 | 03:00:15 |\n| 1031184 | 2 | 03:00:17 |\n| 1031185 | 2 | 03:00:17 |\n\n"
      "Identical timestamps within seconds of each other at 3 AM look like a batch load that ran twice, not real duplicate orders. If all 363 cluster there, a `SELECT DISTINCT ON (order_id)` view would be a safe fix for reporting."),
    U("how much revenue would those 363 rows inflate at our avg order of ~€70.68?"),
    A("363 × €70.68 ≈ **€{{363*70.68|,.2f}}** counted twice across the table's history, if the duplicates are typical orders."),
]))

fr18 = psql(["semaine", "commandes", "ca_eur", "ca_eur_n_1"], [["2026-W46", 14220, "1002311.40", "911208.55"], ["2026-W47", 15108, "1088922.07", "947733.10"], ["2026-W48", 22981, "1807466.93", "1512050.38"]], 1204.7, right={1, 2, 3})
RUNS.append(Run("analyst-18", MINI, SYSTEM_FR, [
    U("Chiffre d'affaires France des 3 dernières semaines, comparé à l'an dernier ?"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT to_char(created_at, 'IYYY-\"W\"IW') AS semaine, count(*) AS commandes, sum(total_eur) AS ca_eur, sum(total_eur_n_1) AS ca_eur_n_1 FROM mart.weekly_fr WHERE semaine IN ('2026-W46','2026-W47','2026-W48') GROUP BY 1 ORDER BY 1;"}, fr18),
    A("Voici le chiffre d'affaires France des semaines 46 à 48 :\n\n| Semaine | Commandes | CA 2026 | CA 2025 | Évolution |\n|---|---:|---:|---:|---:|\n"
      "| S46 | 14 220 | 1 002 311,40 € | 911 208,55 € | {{fr((1002311.40/911208.55-1)*100, '+.1f')|s}} % |\n"
      "| S47 | 15 108 | 1 088 922,07 € | 947 733,10 € | {{fr((1088922.07/947733.10-1)*100, '+.1f')|s}} % |\n"
      "| S48 | 22 981 | 1 807 466,93 € | 1 512 050,38 € | {{fr((1807466.93/1512050.38-1)*100, '+.1f')|s}} % |\n"
      "| **Total** | **{{fr(14220+15108+22981, ',d')|s}}** | **{{fr(1002311.40+1088922.07+1807466.93)|s}} €** | **{{fr(911208.55+947733.10+1512050.38)|s}} €** | **{{fr(((1002311.40+1088922.07+1807466.93)/(911208.55+947733.10+1512050.38)-1)*100, '+.1f')|s}} %** |\n\n"
      "La semaine 48 (Black Friday) pèse à elle seule {{fr(1807466.93/(1002311.40+1088922.07+1807466.93)*100, '.0f')|s}} % du CA des trois semaines."),
    U("Panier moyen par semaine ?"),
    A("- S46 : {{fr(1002311.40/14220)|s}} €\n- S47 : {{fr(1088922.07/15108)|s}} €\n- S48 : {{fr(1807466.93/22981)|s}} €"),
]))

RUNS.append(Run("analyst-19", COMMAND, SYSTEM, [
    U("Quick one without querying: our partner says they sent us 1,240 signups last month and 87 became Club members. Our own numbers say 1,198 signups from them. What's the conversion either way?"),
    A("- On the partner's count: 87 ÷ 1,240 = **{{87/1240*100|.2f}}%**\n- On our count: 87 ÷ 1,198 = **{{87/1198*100|.2f}}%**\n\n"
      "The gap is {{1240-1198|d}} signups ({{(1240-1198)/1198*100|.1f}}% more on their side), which is typical when one side counts duplicates or unverified emails. If their payout is per signup, it's worth reconciling the lists by email hash."),
    U("and if it were 92 members on our count?"),
    A("92 ÷ 1,198 = **{{92/1198*100|.2f}}%**."),
    U("give me the reconciliation query shape, table partner_signups(email_sha256, signed_up_at)"),
    A("```sql\nSELECT count(*) FILTER (WHERE c.customer_id IS NULL) AS only_partner,\n       count(*) FILTER (WHERE c.customer_id IS NOT NULL) AS matched\nFROM partner_signups p\nLEFT JOIN core.customers c ON c.email_sha256 = p.email_sha256\nWHERE p.signed_up_at >= '2026-10-01' AND p.signed_up_at < '2026-11-01';\n```\n\nIf `matched` comes out near 1,198 and `only_partner` near {{1240-1198|d}}, the gap is signups we never saw."),
]))

err20 = "ERROR:  column \"refund_eur\" does not exist\nLINE 1: SELECT sum(refund_eur) FROM core.refunds WHERE created_at >= ...\n                   ^\nHINT:  Perhaps you meant to reference the column \"refunds.amount_eur\"."
ok20 = psql(["refunds", "refunded_eur"], [[3911, "402118.36"]], 288.2, right={0, 1})
RUNS.append(Run("analyst-20", R1, SYSTEM, [
    U("total refunds in November so far?"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT sum(refund_eur) FROM core.refunds WHERE created_at >= '2026-11-01 00:00+01';"}, err20),
    C("run_sql", {"engine": "postgres", "sql": "SELECT count(*) AS refunds, sum(amount_eur) AS refunded_eur FROM core.refunds WHERE created_at >= '2026-11-01 00:00+01';"}, ok20),
    A("November 1-30 so far: **3,911 refunds** totalling **€402,118.36**, an average of €{{402118.36/3911|.2f}} per refund.\n\n(My first query used a wrong column name, `refund_eur`; the column is `amount_eur`.)"),
    U("per day?"),
    A("Over 29 full days plus today: about €{{402118.36/30|,.0f}} a day if you count today as a full day, or €{{402118.36/29|,.0f}} over the 29 complete days."),
    U("refunds as a share of November revenue so far, if revenue is €4,448,966.01?"),
    A("€402,118.36 ÷ €4,448,966.01 = **{{402118.36/4448966.01*100|.1f}}%**, using your revenue figure."),
]))

ses21 = bigquery([("device", "STRING"), ("sessions", "INTEGER"), ("avg_duration_s", "FLOAT"), ("median_duration_s", "FLOAT")],
                 [["mobile", 972114, 187.44310299, 121.0], ["desktop", 431027, 342.90077115, 236.0], ["tablet", 79069, 268.0131, 190.0]], 5368709120, 3874)
RUNS.append(Run("analyst-21", GEMINI, SYSTEM, [
    U("avg + median session length by device, october, in min:sec"),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT device, COUNT(*) AS sessions, AVG(duration_s) AS avg_duration_s, APPROX_QUANTILES(duration_s, 2)[OFFSET(1)] AS median_duration_s FROM `loomwell-prod.app.sessions` WHERE session_date BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY device"}, ses21),
    A("| device | sessions | avg | median |\n|---|---:|---:|---:|\n| mobile | 972,114 | 3:07 | 2:01 |\n| desktop | 431,027 | 5:43 | 3:56 |\n| tablet | 79,069 | 4:28 | 3:10 |\n\n"
      "Mobile = {{972114/(972114+431027+79069)*100|.1f}}% of sessions. Medians are from APPROX_QUANTILES, so approximate."),
    U("overall avg"),
    A("Session-weighted: (972,114 × 187.44 + 431,027 × 342.90 + 79,069 × 268.01) / {{972114+431027+79069|,d}} = **{{(972114*187.44310299+431027*342.90077115+79069*268.0131)/(972114+431027+79069)|.1f}} s** ({{int((972114*187.44310299+431027*342.90077115+79069*268.0131)/(972114+431027+79069))//60|d}}:{{int((972114*187.44310299+431027*342.90077115+79069*268.0131)/(972114+431027+79069))%60|02d}})."),
]))

ev22 = rows_json(["event_id", "user_id", "event", "ts_epoch_ms"], [
    ["ev_9f1c22a0", 80219944, "checkout_started", 1795617133412], ["ev_9f1c22e7", 80219944, "payment_failed", 1795617198044],
    ["ev_9f1c2311", 80219944, "payment_retry", 1795617262910], ["ev_9f1c2340", 80219944, "order_placed", 1795617290577]], 512.7)
RUNS.append(Run("analyst-22", O3MINI, SYSTEM, [
    U("What happened in user 80219944's last checkout? Timestamps in Berlin time please."),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT event_id, user_id, event, UNIX_MILLIS(event_ts) AS ts_epoch_ms FROM `loomwell-prod.app.events` WHERE user_id = 80219944 AND event IN ('checkout_started','payment_failed','payment_retry','order_placed') ORDER BY event_ts DESC LIMIT 4"}, ev22),
    A("User 80219944's last checkout, **Wednesday 25 November 2026** (Berlin, CET):\n\n"
      "| Time (Berlin) | Event | Since start |\n|---|---|---|\n| 15:32:13.412 | checkout_started | 0 s |\n| 15:33:18.044 | **payment_failed** | {{(1795617198044-1795617133412)/1000|.1f}} s |\n"
      "| 15:34:22.910 | payment_retry | {{(1795617262910-1795617133412)/1000|.1f}} s |\n| 15:34:50.577 | order_placed | {{(1795617290577-1795617133412)/1000|.1f}} s |\n\n"
      "The first payment failed, the retry went through, and the order was placed about {{(1795617290577-1795617133412)/60000|.1f}} minutes after checkout began."),
    U("in UTC?"),
    A("One hour earlier: 14:32:13 to 14:34:50 UTC on 25 November."),
    U("how long did the failed payment to retry take"),
    A("From 15:33:18.044 to 15:34:22.910: **{{(1795617262910-1795617198044)/1000|.3f}} s**."),
]))

run23 = psql(["day", "revenue_eur", "running_total_eur"], [["2026-11-26", "171204.55", "3521660.02"], ["2026-11-27", "402877.19", "3924537.21"], ["2026-11-28", "288410.03", "4212947.24"], ["2026-11-29", "236018.77", "4448966.01"]], 1502.3, right={1, 2})
RUNS.append(Run("analyst-23", DEEPSEEK, SYSTEM, [
    U("Running total of November revenue for the last 4 days. Will we beat October's €5,012,448.91?"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT day, revenue_eur, running_total_eur FROM (SELECT (created_at AT TIME ZONE 'Europe/Berlin')::date AS day, sum(total_eur) AS revenue_eur, sum(sum(total_eur)) OVER (ORDER BY (created_at AT TIME ZONE 'Europe/Berlin')::date) AS running_total_eur FROM core.orders WHERE status <> 'cancelled' AND created_at >= '2026-11-01 00:00+01' AND created_at < '2026-11-30 00:00+01' GROUP BY 1) t WHERE day >= '2026-11-26' ORDER BY day;"}, run23),
    A("| Day | Revenue | Running total |\n|---|---:|---:|\n| Nov 26 | €171,204.55 | €3,521,660.02 |\n| Nov 27 (Black Friday) | €402,877.19 | €3,924,537.21 |\n| Nov 28 | €288,410.03 | €4,212,947.24 |\n| Nov 29 | €236,018.77 | €4,448,966.01 |\n\n"
      "Through November 29 the month stands at **€4,448,966.01**. To beat October's €5,012,448.91, today needs **€{{5012448.91-4448966.01|,.2f}}**, more than Black Friday's €402,877.19. "
      "Unless Cyber Monday is exceptional, November will finish below October."),
    U("average daily revenue so far in November"),
    A("€4,448,966.01 ÷ 29 days = **€{{4448966.01/29|,.2f}}** a day."),
    U("what did Nov 1-25 bring in total then"),
    A("The running total before November 26: €3,521,660.02 − €171,204.55 = **€{{3521660.02-171204.55|,.2f}}**."),
]))

cred24 = {"rowtype": [{"name": "WAREHOUSE_NAME"}, {"name": "CREDITS_USED"}, {"name": "QUERIES"}, {"name": "TB_SCANNED"}],
          "data": [["ANALYTICS_WH", "412.583333", "18204", "61.77"], ["LOADER_WH", "188.916667", "2911", "9.02"], ["DASHBOARD_WH", "97.25", "120388", "3.14"]],
          "resultSetMetaData": {"numRows": 3, "format": "jsonv2"}, "statementHandle": "01b8f2a1-0604-8a11-0000-4c2d00019e2e", "code": "090001", "message": "Statement executed successfully."}
RUNS.append(Run("analyst-24", GPT41, SYSTEM, [
    U("What did our Snowflake warehouses cost in November? We pay $3.00 per credit."),
    C("run_sql", {"engine": "snowflake", "sql": "SELECT warehouse_name, SUM(credits_used) AS credits_used, COUNT(DISTINCT query_id) AS queries, ROUND(SUM(bytes_scanned)/POWER(1024,4), 2) AS tb_scanned FROM snowflake.account_usage.query_history JOIN snowflake.account_usage.warehouse_metering_history USING (warehouse_name) WHERE start_time >= '2026-11-01' GROUP BY 1 ORDER BY 2 DESC;"}, cred24),
    A("**Snowflake usage, November 1-30, 2026:**\n\n| Warehouse | Credits | Cost @ $3.00 | Queries | TB scanned | Cost per 1,000 queries |\n|---|---:|---:|---:|---:|---:|\n"
      "| ANALYTICS_WH | 412.58 | ${{412.583333*3|,.2f}} | 18,204 | 61.77 | ${{412.583333*3/18.204|.2f}} |\n"
      "| LOADER_WH | 188.92 | ${{188.916667*3|,.2f}} | 2,911 | 9.02 | ${{188.916667*3/2.911|.2f}} |\n"
      "| DASHBOARD_WH | 97.25 | ${{97.25*3|,.2f}} | 120,388 | 3.14 | ${{97.25*3/120.388|.2f}} |\n"
      "| **Total** | **{{412.583333+188.916667+97.25|.2f}}** | **${{(412.583333+188.916667+97.25)*3|,.2f}}** | **{{18204+2911+120388|,d}}** | **{{61.77+9.02+3.14|.2f}}** | |\n\n"
      "ANALYTICS_WH accounts for {{412.583333/(412.583333+188.916667+97.25)*100|.0f}}% of credits. DASHBOARD_WH is by far the cheapest per query."),
    U("projected for a full year at this rate?"),
    A("${{(412.583333+188.916667+97.25)*3|,.2f}} × 12 ≈ **${{(412.583333+188.916667+97.25)*3*12|,.0f}}** a year."),
]))

sig25 = psql(["plan", "signups", "first_order_within_14d"], [["club_annual", 2204, 1830], ["club_monthly", 5117, 3462], ["none", 30218, 9107]], 640.1)
RUNS.append(Run("analyst-25", FLASH, SYSTEM, [
    U("November signups by plan and % ordering within 14 days"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT coalesce(plan, 'none') AS plan, count(*) AS signups, count(*) FILTER (WHERE first_order_at < signup_at + interval '14 days') AS first_order_within_14d FROM core.customers c LEFT JOIN mart.first_orders f USING (customer_id) WHERE signup_at >= '2026-11-01 00:00+01' GROUP BY 1 ORDER BY 2;"}, sig25),
    A("- club_annual: 2,204 signups, {{1830/2204*100|.1f}}% ordered within 14 d\n- club_monthly: 5,117, {{3462/5117*100|.1f}}%\n- none: 30,218, {{9107/30218*100|.1f}}%\n\nTotal {{2204+5117+30218|,d}} signups. Note: signups from the last 14 days haven't had a full window yet."),
    U("club total share of signups"),
    A("{{2204+5117|,d}} / {{2204+5117+30218|,d}} = {{(2204+5117)/(2204+5117+30218)*100|.1f}}%."),
    U("non-club in 14d conversion vs club_monthly, how many times"),
    A("{{3462/5117*100|.1f}}% / {{9107/30218*100|.1f}}% = {{(3462/5117)/(9107/30218)|.2f}}×."),
]))

gb26 = psql(["region", "q3_revenue_eur", "q2_revenue_eur"], [["DACH", "5102877.40", "4720331.18"], ["Benelux", "1288104.66", "1301777.02"], ["France", "2611049.90", "2398412.55"], ["US", "3012466.71", "2604518.30"], ["Other", "1264871.82", "1127096.07"]], 2288.47, right={1, 2})
RUNS.append(Run("analyst-26", GPT, SYSTEM, [
    U("Q3 vs Q2 revenue by region with QoQ growth, and check the Q3 total against the monthly numbers (Jul 4,390,117.80 + Aug 4,587,260.04 + Sep 4,301,992.65)"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT region, sum(total_eur) FILTER (WHERE created_at >= '2026-07-01 00:00+02' AND created_at < '2026-10-01 00:00+02') AS q3_revenue_eur, sum(total_eur) FILTER (WHERE created_at >= '2026-04-01 00:00+02' AND created_at < '2026-07-01 00:00+02') AS q2_revenue_eur FROM core.orders JOIN mart.regions USING (country_code) WHERE status <> 'cancelled' GROUP BY region ORDER BY 2 DESC;"}, gb26),
    A("| Region | Q2 2026 | Q3 2026 | QoQ |\n|---|---:|---:|---:|\n"
      "| DACH | €4,720,331.18 | €5,102,877.40 | {{(5102877.40/4720331.18-1)*100|+.1f}}% |\n| US | €2,604,518.30 | €3,012,466.71 | {{(3012466.71/2604518.30-1)*100|+.1f}}% |\n"
      "| France | €2,398,412.55 | €2,611,049.90 | {{(2611049.90/2398412.55-1)*100|+.1f}}% |\n| Benelux | €1,301,777.02 | €1,288,104.66 | {{(1288104.66/1301777.02-1)*100|+.1f}}% |\n| Other | €1,127,096.07 | €1,264,871.82 | {{(1264871.82/1127096.07-1)*100|+.1f}}% |\n"
      "| **Total** | **€{{4720331.18+1301777.02+2398412.55+2604518.30+1127096.07|,.2f}}** | **€{{5102877.40+1288104.66+2611049.90+3012466.71+1264871.82|,.2f}}** | **{{((5102877.40+1288104.66+2611049.90+3012466.71+1264871.82)/(4720331.18+1301777.02+2398412.55+2604518.30+1127096.07)-1)*100|+.1f}}%** |\n\n"
      "**Check:** your monthly figures add up to €{{4390117.80+4587260.04+4301992.65|,.2f}}, and the regional Q3 total is €{{5102877.40+1288104.66+2611049.90+3012466.71+1264871.82|,.2f}}: they match. Benelux is the only region that shrank."),
    U("US share of Q3"),
    A("€3,012,466.71 ÷ €{{5102877.40+1288104.66+2611049.90+3012466.71+1264871.82|,.2f}} = **{{3012466.71/(5102877.40+1288104.66+2611049.90+3012466.71+1264871.82)*100|.1f}}%**."),
]))

med27 = ("┌─────────────┬──────────┬──────────┬──────────┐\n│ ship_method │ p50_days │ p90_days │ n_orders │\n│   varchar   │  double  │  double  │  int64   │\n├─────────────┼──────────┼──────────┼──────────┤\n"
         "│ dhl_paket   │      2.0 │      4.0 │    41207 │\n│ ups_standard│      3.0 │      6.0 │    12880 │\n│ express     │      1.0 │      2.0 │     5019 │\n│ null        │     NULL │     NULL │      312 │\n"
         "└─────────────┴──────────┴──────────┴──────────┘\n  4 rows                            4 columns\nRun Time (s): real 0.274 user 0.611000 sys 0.040000")
RUNS.append(Run("analyst-27", HAIKU, SYSTEM, [
    U("Delivery times by shipping method from /data/shipments_oct.parquet, median and p90"),
    C("run_sql", {"engine": "duckdb", "sql": "SELECT ship_method, quantile_cont(delivery_days, 0.5) AS p50_days, quantile_cont(delivery_days, 0.9) AS p90_days, count(*) AS n_orders FROM read_parquet('/data/shipments_oct.parquet') GROUP BY ALL ORDER BY n_orders DESC;"}, med27),
    A("October delivery times (days from dispatch to delivery):\n\n| Method | Median | P90 | Orders |\n|---|---:|---:|---:|\n| DHL Paket | 2 | 4 | 41,207 |\n| UPS Standard | 3 | 6 | 12,880 |\n| Express | 1 | 2 | 5,019 |\n| *(missing)* | – | – | 312 |\n\n"
      "312 shipments ({{312/(41207+12880+5019+312)*100|.2f}}% of {{41207+12880+5019+312|,d}}) have no shipping method recorded, so they have no delivery statistics either. "
      "1 in 10 UPS parcels takes 6 days or more, which is where complaints probably come from."),
    U("share of orders going express"),
    A("5,019 ÷ {{41207+12880+5019+312|,d}} = **{{5019/(41207+12880+5019+312)*100|.1f}}%**."),
    U("how long did that query take"),
    A("0.274 s wall-clock (0.611 s of CPU across threads)."),
], fmt="anthropic"))
