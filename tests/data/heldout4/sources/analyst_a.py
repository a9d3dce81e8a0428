"""Analyst runs 1-13: schema listings, monthly revenue and growth, group-bys with shares, percentiles, cohorts, query plans, SQL with literals."""

from _analyst import SYSTEM, SYSTEM_DE, bigquery, psql, rows_json
from _shared import CLAUDE, COMMAND, DEEPSEEK, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3MINI, QWEN, SONNET37
from _vocab import A, C, Run, U

RUNS = []

cols01 = psql(["table_name", "column_name", "data_type", "is_nullable"], [
    ["orders", "order_id", "bigint", "NO"], ["orders", "customer_id", "bigint", "NO"], ["orders", "created_at", "timestamp with time zone", "NO"],
    ["orders", "status", "text", "NO"], ["orders", "total_eur", "numeric(12,2)", "YES"], ["orders", "country_code", "character(2)", "NO"],
    ["order_items", "order_id", "bigint", "NO"], ["order_items", "sku", "text", "NO"], ["order_items", "qty", "integer", "NO"], ["order_items", "unit_price_eur", "numeric(10,2)", "NO"],
    ["customers", "customer_id", "bigint", "NO"], ["customers", "signup_at", "timestamp with time zone", "NO"], ["customers", "plan", "text", "YES"]], 4.871)
cnt01 = psql(["relname", "n_live_tup"], [["order_items", 4719833], ["orders", 1862044], ["customers", 611378]], 1.204)
RUNS.append(Run("analyst-01", GPT, SYSTEM, [
    U("What tables do we have in core for orders and customers, and how big are they?"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'core' AND table_name IN ('orders','order_items','customers') ORDER BY table_name, ordinal_position;"}, cols01),
    C("run_sql", {"engine": "postgres", "sql": "SELECT relname, n_live_tup FROM pg_stat_user_tables WHERE schemaname = 'core' AND relname IN ('orders','order_items','customers') ORDER BY n_live_tup DESC;"}, cnt01),
    A("Here's what's in `core` for orders and customers:\n\n"
      "**`core.orders`** (~1.86M rows)\n| Column | Type | Nullable |\n|---|---|---|\n| order_id | bigint | no |\n| customer_id | bigint | no |\n| created_at | timestamptz | no |\n| status | text | no |\n| total_eur | numeric(12,2) | **yes** |\n| country_code | char(2) | no |\n\n"
      "**`core.order_items`** (~4.72M rows): order_id, sku, qty (integer), unit_price_eur (numeric(10,2)), none nullable\n\n"
      "**`core.customers`** (~611K rows): customer_id, signup_at, plan (nullable, presumably null for non-Club customers)\n\n"
      "Row counts are `pg_stat_user_tables` estimates: 4,719,833 order items, 1,862,044 orders and 611,378 customers, so about {{4719833/1862044|.2f}} items per order and {{1862044/611378|.2f}} orders per customer on average."),
    U("total_eur is nullable? how many nulls"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT count(*) FILTER (WHERE total_eur IS NULL) AS nulls, count(*) AS total FROM core.orders;"}, psql(["nulls", "total"], [[2317, 1862051]], 611.408)),
    A("**2,317** orders have a NULL `total_eur` out of 1,862,051 ({{2317/1862051*100|.3f}}%). Small, but `SUM(total_eur)` will silently skip them and `AVG` will exclude them, so it's worth knowing when you compare totals. "
      "(The exact count is 7 higher than the statistics estimate above, since orders keep coming in.)"),
    U("write me a query for the share of Club customers, I'll run it"),
    A("```sql\nSELECT count(*) FILTER (WHERE plan IS NOT NULL) AS club_customers,\n       count(*) AS customers,\n       round(100.0 * count(*) FILTER (WHERE plan IS NOT NULL) / count(*), 2) AS club_pct\nFROM core.customers;\n```\n\n"
      "`plan` is NULL for non-members, so `FILTER (WHERE plan IS NOT NULL)` counts the Club; `100.0` forces a numeric division, and `round(..., 2)` gives e.g. `19.64`."),
]))

rev02 = psql(["month", "orders", "revenue_eur"], [
    ["2026-05", 61204, "4218893.17"], ["2026-06", 58871, "4011206.52"], ["2026-07", 63390, "4390117.80"],
    ["2026-08", 66012, "4587260.04"], ["2026-09", 62448, "4301992.65"], ["2026-10", 70915, "5012448.91"]], 1843.226, right={1, 2})
RUNS.append(Run("analyst-02", CLAUDE, SYSTEM, [
    U("Monthly revenue for the last 6 full months with month-over-month growth, please. Exclude cancelled orders."),
    C("run_sql", {"engine": "postgres", "sql": "SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'Europe/Berlin'), 'YYYY-MM') AS month,\n       count(*) AS orders,\n       sum(total_eur) AS revenue_eur\nFROM core.orders\nWHERE status <> 'cancelled'\n  AND created_at >= '2026-05-01 00:00+02' AND created_at < '2026-11-01 00:00+01'\nGROUP BY 1 ORDER BY 1;"}, rev02),
    A("Here's monthly revenue (non-cancelled orders, months in Berlin time) for May-October 2026:\n\n"
      "| Month | Orders | Revenue | MoM growth | AOV |\n|---|---:|---:|---:|---:|\n"
      "| May | 61,204 | €4,218,893.17 | | €{{4218893.17/61204|.2f}} |\n"
      "| June | 58,871 | €4,011,206.52 | {{(4011206.52/4218893.17-1)*100|+.1f}}% | €{{4011206.52/58871|.2f}} |\n"
      "| July | 63,390 | €4,390,117.80 | {{(4390117.80/4011206.52-1)*100|+.1f}}% | €{{4390117.80/63390|.2f}} |\n"
      "| August | 66,012 | €4,587,260.04 | {{(4587260.04/4390117.80-1)*100|+.1f}}% | €{{4587260.04/66012|.2f}} |\n"
      "| September | 62,448 | €4,301,992.65 | {{(4301992.65/4587260.04-1)*100|+.1f}}% | €{{4301992.65/62448|.2f}} |\n"
      "| October | 70,915 | €5,012,448.91 | **{{(5012448.91/4301992.65-1)*100|+.1f}}%** | €{{5012448.91/70915|.2f}} |\n\n"
      "October was the strongest month by far, the first above €5M. Over the six months revenue totalled **€{{4218893.17+4011206.52+4390117.80+4587260.04+4301992.65+5012448.91|,.2f}}**, "
      "and October was {{(5012448.91/4218893.17-1)*100|.1f}}% above May. The query took about 1.8 s.\n\n"
      "One caveat: `SUM(total_eur)` skips the orders whose total is NULL, so these totals are slightly understated if any of those fall in this window."),
    U("What's the compound monthly growth rate from May to October?"),
    A("Five monthly steps from €4,218,893.17 to €5,012,448.91:\n\n(5,012,448.91 ÷ 4,218,893.17)^(1/5) − 1 = {{5012448.91/4218893.17|.4f}}^0.2 − 1 = **{{((5012448.91/4218893.17)**0.2-1)*100|.2f}}% per month**."),
], fmt="anthropic"))

plan03 = bigquery([("plan", "STRING"), ("users", "INTEGER"), ("active_30d", "INTEGER")], [["club_annual", 48211, 39118], ["club_monthly", 71904, 50377], [None, 491263, 88402]], 2147483648, 2311)
RUNS.append(Run("analyst-03", GEMINI, SYSTEM, [
    U("users by plan + 30d active"),
    C("run_sql", {"engine": "bigquery", "sql": "SELECT plan, COUNT(DISTINCT user_id) AS users, COUNT(DISTINCT IF(last_seen >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 30 DAY), user_id, NULL)) AS active_30d FROM `loomwell-prod.app.users` GROUP BY plan"}, plan03),
    A("| plan | users | active 30d | % active |\n|---|---:|---:|---:|\n| club_annual | 48,211 | 39,118 | {{39118/48211*100|.1f}}% |\n| club_monthly | 71,904 | 50,377 | {{50377/71904*100|.1f}}% |\n| (none) | 491,263 | 88,402 | {{88402/491263*100|.1f}}% |\n| **total** | **{{48211+71904+491263|,d}}** | **{{39118+50377+88402|,d}}** | {{(39118+50377+88402)/(48211+71904+491263)*100|.1f}}% |\n\n2 GiB scanned, 2.3 s."),
    U("club share of all users"),
    A("({{48211+71904|,d}}) / {{48211+71904+491263|,d}} = **{{(48211+71904)/(48211+71904+491263)*100|.1f}}%**. Of active users: {{(39118+50377)/(39118+50377+88402)*100|.1f}}%."),
    U("monthly vs annual active rate difference"),
    A("{{39118/48211*100|.1f}}% − {{50377/71904*100|.1f}}% = **{{(39118/48211-50377/71904)*100|.1f}} points** in favour of annual."),
]))

ctry04 = psql(["country_code", "orders", "revenue_eur"], [["DE", 21884, "1611205.42"], ["US", 11203, "1034877.55"], ["FR", 12907, "913662.10"], ["NL", 6611, "441208.79"], ["AT", 4120, "298805.33"], ["other", 14190, "712689.72"]], 922.517, right={1, 2})
RUNS.append(Run("analyst-04", LLAMA, SYSTEM, [
    U("October revenue by country, top 5 and the rest, with each country's share"),
    C("run_sql", {"engine": "postgres", "sql": "WITH c AS (SELECT country_code, count(*) AS orders, sum(total_eur) AS revenue_eur FROM core.orders WHERE status <> 'cancelled' AND created_at >= '2026-10-01 00:00+02' AND created_at < '2026-11-01 00:00+01' GROUP BY 1), r AS (SELECT *, rank() OVER (ORDER BY revenue_eur DESC) AS rk FROM c) SELECT CASE WHEN rk <= 5 THEN country_code ELSE 'other' END AS country_code, sum(orders) AS orders, sum(revenue_eur) AS revenue_eur FROM r GROUP BY 1 ORDER BY (CASE WHEN min(rk) <= 5 THEN min(rk) ELSE 99 END);"}, ctry04),
    A("Here is October 2026 revenue by country:\n\n"
      "| Country | Orders | Revenue (EUR) | Share |\n|---|---|---|---|\n"
      "| DE | 21,884 | 1,611,205.42 | {{1611205.42/5012448.91*100|.1f}}% |\n| US | 11,203 | 1,034,877.55 | {{1034877.55/5012448.91*100|.1f}}% |\n| FR | 12,907 | 913,662.10 | [[19.2%]] |\n"
      "| NL | 6,611 | 441,208.79 | {{441208.79/5012448.91*100|.1f}}% |\n| AT | 4,120 | 298,805.33 | {{298805.33/5012448.91*100|.1f}}% |\n| Other | 14,190 | 712,689.72 | {{712689.72/5012448.91*100|.1f}}% |\n"
      "| **Total** | **{{21884+12907+11203+6611+4120+14190|,d}}** | **{{1611205.42+913662.10+1034877.55+441208.79+298805.33+712689.72|,.2f}}** | 100% |\n\n"
      "Note that the US has fewer orders than France but more revenue: its average order is €{{1034877.55/11203|.2f}} against €{{913662.10/12907|.2f}} in France.",
      why="913,662.10 of 5,012,448.91 is 18.2%; the answer writes 19.2%."),
    U("and Germany's AOV"),
    A("€1,611,205.42 ÷ 21,884 = **€{{1611205.42/21884|.2f}}**."),
]))

pct05 = rows_json(["p25", "median", "p75", "p90", "p99", "mean", "n"], [[38.9, 61.5, 94.75, 142.6, 311.208, 70.68379226, 70915]], 3120.55)
RUNS.append(Run("analyst-05", O3MINI, SYSTEM, [
    U("Distribution of order values in October: median, quartiles, p90, p99, mean"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT percentile_cont(0.25) WITHIN GROUP (ORDER BY total_eur) AS p25, percentile_cont(0.5) WITHIN GROUP (ORDER BY total_eur) AS median, percentile_cont(0.75) WITHIN GROUP (ORDER BY total_eur) AS p75, percentile_cont(0.9) WITHIN GROUP (ORDER BY total_eur) AS p90, percentile_cont(0.99) WITHIN GROUP (ORDER BY total_eur) AS p99, avg(total_eur) AS mean, count(*) AS n FROM core.orders WHERE status <> 'cancelled' AND created_at >= '2026-10-01 00:00+02' AND created_at < '2026-11-01 00:00+01';"}, pct05),
    A("**October 2026 order values** (n = 70,915, non-cancelled):\n\n"
      "| Statistic | Value |\n|---|---|\n| P25 | €38.90 |\n| **Median** | **€61.50** |\n| P75 | €94.75 |\n| P90 | €142.60 |\n| P99 | €311.21 |\n| Mean | €70.68 |\n\n"
      "- Interquartile range: €94.75 − €38.90 = **€{{94.75-38.9|.2f}}**\n- The mean is {{(70.68379226/61.5-1)*100|.1f}}% above the median: a right-skewed distribution, with a long tail of large orders (the top 1% start at €311).\n"
      "- p99 / median = {{311.208/61.5|.1f}}×"),
    U("if we set free shipping at €75, roughly what share of orders qualifies?"),
    A("€75 falls between the median (€61.50) and P75 (€94.75), so somewhere between 25% and 50% of orders qualify. Interpolating linearly: 50% − 25% × (75 − 61.5) ÷ (94.75 − 61.5) ≈ **{{(0.5-0.25*(75-61.5)/(94.75-61.5))*100|.0f}}%**. That's a rough estimate; a `count(*) FILTER (WHERE total_eur >= 75)` would give the exact share."),
    U("run that"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT count(*) FILTER (WHERE total_eur >= 75) AS qualifying, count(*) AS n FROM core.orders WHERE status <> 'cancelled' AND created_at >= '2026-10-01 00:00+02' AND created_at < '2026-11-01 00:00+01';"}, psql(["qualifying", "n"], [[28102, 70915]], 702.88)),
    A("28,102 of 70,915 orders were €75 or more: **{{28102/70915*100|.1f}}%**, close to the interpolated estimate."),
]))

coh06 = ("┌──────────────┬────────┬────────┬────────┬────────┐\n│ cohort_month │   m0   │   m1   │   m2   │   m3   │\n│   varchar    │ int64  │ int64  │ int64  │ int64  │\n├──────────────┼────────┼────────┼────────┼────────┤\n"
         "│ 2026-06      │   4812 │   1733 │   1204 │   1011 │\n│ 2026-07      │   5290 │   2011 │   1388 │   1162 │\n│ 2026-08      │   5877 │   2175 │   1540 │   NULL │\n│ 2026-09      │   5102 │   1969 │   NULL │   NULL │\n"
         "└──────────────┴────────┴────────┴────────┴────────┘\n  4 rows                                5 columns\nRun Time (s): real 0.412 user 1.380000 sys 0.094000")
RUNS.append(Run("analyst-06", SONNET37, SYSTEM, [
    U("Can you build a retention cohort table from the export in /data/club_signups.parquet? Customers active each month after signup, June-September cohorts."),
    C("run_sql", {"engine": "duckdb", "sql": "PIVOT (SELECT strftime(signup_month, '%Y-%m') AS cohort_month, 'm' || month_offset AS m, count(DISTINCT customer_id) AS n FROM read_parquet('/data/club_signups.parquet') WHERE signup_month BETWEEN DATE '2026-06-01' AND DATE '2026-09-01' GROUP BY ALL) ON m USING sum(n) ORDER BY cohort_month;"}, coh06),
    A("Here's the cohort table as counts and as retention percentages (active customers ÷ cohort size in month 0):\n\n"
      "| Cohort | Size (m0) | m1 | m2 | m3 |\n|---|---:|---:|---:|---:|\n"
      "| 2026-06 | 4,812 | {{1733/4812*100|.1f}}% | {{1204/4812*100|.1f}}% | {{1011/4812*100|.1f}}% |\n"
      "| 2026-07 | 5,290 | {{2011/5290*100|.1f}}% | {{1388/5290*100|.1f}}% | {{1162/5290*100|.1f}}% |\n"
      "| 2026-08 | 5,877 | {{2175/5877*100|.1f}}% | {{1540/5877*100|.1f}}% | – |\n"
      "| 2026-09 | 5,102 | {{1969/5102*100|.1f}}% | – | – |\n\n"
      "The NULLs are months that haven't happened yet for the later cohorts. Month-1 retention is fairly stable at 36-39%, with September the best so far. "
      "The biggest drop is between signup and month 1; after that the curve flattens: of the June cohort's 1,733 month-1 actives, {{1011/1733*100|.0f}}% were still active in month 3."),
    U("weighted average m1 retention across all four cohorts"),
    A("(1,733 + 2,011 + 2,175 + 1,969) ÷ (4,812 + 5,290 + 5,877 + 5,102) = {{1733+2011+2175+1969|,d}} ÷ {{4812+5290+5877+5102|,d}} = **{{(1733+2011+2175+1969)/(4812+5290+5877+5102)*100|.1f}}%**."),
]))

exp07a = ("QUERY PLAN\n---------------------------------------------------------------------------------------------------------------\n"
          " Gather  (cost=1000.00..61254.18 rows=212 width=41) (actual time=14.518..2841.102 rows=187 loops=1)\n   Workers Planned: 2\n   Workers Launched: 2\n"
          "   ->  Parallel Seq Scan on orders  (cost=0.00..60232.98 rows=88 width=41) (actual time=9.338..2829.617 rows=62 loops=3)\n         Filter: (customer_id = 80412377)\n         Rows Removed by Filter: 620619\n"
          " Planning Time: 0.211 ms\n Execution Time: 2841.559 ms\n(8 rows)")
exp07b = ("QUERY PLAN\n---------------------------------------------------------------------------------------------------------------\n"
          " Index Scan using orders_customer_id_idx on orders  (cost=0.43..781.12 rows=212 width=41) (actual time=0.031..12.104 rows=187 loops=1)\n   Index Cond: (customer_id = 80412377)\n"
          " Planning Time: 0.187 ms\n Execution Time: 12.204 ms\n(4 rows)")
RUNS.append(Run("analyst-07", DEEPSEEK, SYSTEM, [
    U("The customer page query is slow. Here's the plan before and after the index the DBA added on the staging copy. How much faster?"),
    C("run_sql", {"engine": "postgres", "sql": "EXPLAIN ANALYZE SELECT * FROM core.orders WHERE customer_id = 80412377; -- prod replica"}, exp07a),
    C("run_sql", {"engine": "postgres", "sql": "EXPLAIN ANALYZE SELECT * FROM staging.orders WHERE customer_id = 80412377; -- staging with orders_customer_id_idx"}, exp07b),
    A("Before (prod replica): a **parallel sequential scan** over the whole table: 2 workers, 620,619 rows removed by the filter per worker, **2,841.559 ms** execution.\n\n"
      "After (staging with `orders_customer_id_idx`): an **index scan**, **12.204 ms**.\n\n"
      "Speedup: 2,841.559 ÷ 12.204 ≈ **{{2841.559/12.204|.0f}}×**, returning the same 187 rows. Planning time is negligible in both (0.211 ms and 0.187 ms).\n\n"
      "Roughly {{620619*3|,d}} rows were read and discarded on prod (620,619 per process across the 3 processes, the leader included) to find 187."),
    U("in seconds saved per 1000 page loads"),
    A("(2,841.559 − 12.204) ms × 1,000 = {{(2841.559-12.204)*1000/1000|,.0f}} s, i.e. about **{{(2841.559-12.204)/60|.0f}} minutes** of database time per 1,000 loads."),
    U("show me the index DDL they probably used"),
    A("```sql\nCREATE INDEX CONCURRENTLY orders_customer_id_idx ON core.orders (customer_id);\n```\n\n`CONCURRENTLY` avoids locking writes on a 1.86M-row table while it builds; it can't run inside a transaction block."),
]))

q08 = psql(["order_id", "created_at", "country_code", "total_eur"], [
    [1048812, "2026-07-03 14:22:09+02", "DE", "612.40"], [1051990, "2026-07-19 09:05:51+02", "FR", "529.00"],
    [1063305, "2026-08-28 21:47:13+02", "NL", "1184.75"], [1070417, "2026-09-14 11:30:02+02", "AT", "507.90"], [1074862, "2026-09-29 18:02:44+02", "DE", "755.10"]], 455.917, right={0, 3})
RUNS.append(Run("analyst-08", GPT41, SYSTEM, [
    U("List EMEA orders over €500 in Q3 2026 shipped to DE, FR, NL or AT that were later refunded. Show me the SQL."),
    C("run_sql", {"engine": "postgres", "sql": "SELECT o.order_id, o.created_at, o.country_code, o.total_eur\nFROM core.orders o\nWHERE o.status = 'refunded'\n  AND o.total_eur > 500\n  AND o.country_code IN ('DE', 'FR', 'NL', 'AT')\n  AND o.created_at >= '2026-07-01 00:00+02'\n  AND o.created_at <  '2026-10-01 00:00+02'\nORDER BY o.created_at;"}, q08),
    A("Here's the query I ran:\n\n```sql\nSELECT o.order_id, o.created_at, o.country_code, o.total_eur\nFROM core.orders o\nWHERE o.status = 'refunded'\n  AND o.total_eur > 500\n  AND o.country_code IN ('DE', 'FR', 'NL', 'AT')\n  AND o.created_at >= '2026-07-01 00:00+02'\n  AND o.created_at <  '2026-10-01 00:00+02'\nORDER BY o.created_at;\n```\n\n"
      "**5 refunded orders over €500:**\n\n| Order | Created (Berlin) | Country | Total |\n|---|---|---|---|\n"
      "| 1048812 | Jul 3, 14:22 | DE | €612.40 |\n| 1051990 | Jul 19, 09:05 | FR | €529.00 |\n| 1063305 | Aug 28, 21:47 | NL | €1,184.75 |\n| 1070417 | Sep 14, 11:30 | AT | €507.90 |\n| 1074862 | Sep 29, 18:02 | DE | €755.10 |\n\n"
      "Together: **€{{612.40+529.00+1184.75+507.90+755.10|,.2f}}** refunded, average €{{(612.40+529.00+1184.75+507.90+755.10)/5|.2f}}."),
    U("the NL one in UTC?"),
    A("Order 1063305 was created at 21:47:13 +02:00 on August 28, which is **19:47:13 UTC**."),
    U("write me the same query for Q4 so far, but I'll run it myself"),
    A("```sql\nSELECT o.order_id, o.created_at, o.country_code, o.total_eur\nFROM core.orders o\nWHERE o.status = 'refunded'\n  AND o.total_eur > 500\n  AND o.country_code IN ('DE', 'FR', 'NL', 'AT')\n  AND o.created_at >= '2026-10-01 00:00+02'\n  AND o.created_at <  '2026-12-01 00:00+01'\nORDER BY o.created_at;\n```\n\n"
      "Note the offset changes from +02 to +01 because Berlin left summer time on October 25; the upper bound `'2026-12-01 00:00+01'` covers everything through today, November 30."),
]))

o09 = rows_json(["order_id", "customer_id", "status", "created_at", "total_eur", "items"], [[1063305, 80219944, "refunded", "2026-08-28T19:47:13Z", 1184.75,
      [{"sku": "DUV-LIN-240-SAGE", "qty": 2, "unit_price_eur": 289.0}, {"sku": "PIL-LIN-65-SAGE", "qty": 4, "unit_price_eur": 64.5}, {"sku": "THR-WOOL-130", "qty": 1, "unit_price_eur": 348.75}]]], 3.05)
RUNS.append(Run("analyst-09", MINI, SYSTEM, [
    U("Show me order 1063305 in detail"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT o.order_id, o.customer_id, o.status, o.created_at, o.total_eur, json_agg(json_build_object('sku', i.sku, 'qty', i.qty, 'unit_price_eur', i.unit_price_eur)) AS items FROM core.orders o JOIN core.order_items i USING (order_id) WHERE o.order_id = 1063305 GROUP BY o.order_id;"}, o09),
    A("**Order 1063305** (customer 80219944), status **refunded**, created 2026-08-28 19:47:13 UTC:\n\n"
      "| SKU | Qty | Unit price | Line total |\n|---|---|---|---|\n| DUV-LIN-240-SAGE | 2 | €289.00 | €{{2*289|.2f}} |\n| PIL-LIN-65-SAGE | 4 | €64.50 | €{{4*64.5|.2f}} |\n| THR-WOOL-130 | 1 | €348.75 | €348.75 |\n\n"
      "Line totals add up to €{{2*289+4*64.5+348.75|,.2f}}, which matches the order total of €1,184.75."),
    U("what else has that customer ordered?"),
    C("run_sql", {"engine": "postgres", "sql": "SELECT order_id, created_at::date AS day, status, total_eur FROM core.orders WHERE customer_id = 80219944 ORDER BY created_at;"},
      psql(["order_id", "day", "status", "total_eur"], [[988104, "2026-02-11", "delivered", "214.30"], [1063305, "2026-08-28", "refunded", "1184.75"], [1077731, "2026-10-06", "delivered", "1093.25"]], 2.611, right={0, 3})),
    A("Customer **[[80291944]]** has 3 orders:\n\n- 988104, Feb 11: €214.30, delivered\n- 1063305, Aug 28: €1,184.75, refunded\n- 1077731, Oct 6: €1,093.25, delivered\n\n"
      "So they reordered a similar amount about five weeks after the refund, which suggests the refund was an exchange or a size issue rather than a lost customer. Net spend: €{{214.30+1093.25|,.2f}}.",
      why="The customer id is 80219944; restating it, the answer swaps the 1 and the 9."),
    U("how long between the refunded order and the reorder"),
    A("August 28 to October 6: **{{(date(2026,10,6)-date(2026,8,28)).days|d}} days**, a little over five weeks."),
]))

de10 = psql(["kategorie", "umsatz_eur", "anteil"], [["Bettwäsche", "1894212.57", "0.3779"], ["Handtücher", "1102938.40", "0.2200"], ["Decken & Plaids", "964021.88", "0.1923"], ["Kissen", "611093.12", "0.1219"], ["Sonstiges", "440182.94", "0.0878"]], 1311.4, right={1, 2})
RUNS.append(Run("analyst-10", MISTRAL, SYSTEM_DE, [
    U("Umsatz im Oktober nach Produktkategorie, bitte mit Anteilen."),
    C("run_sql", {"engine": "postgres", "sql": "SELECT p.kategorie, sum(i.qty * i.unit_price_eur) AS umsatz_eur, round(sum(i.qty * i.unit_price_eur) / sum(sum(i.qty * i.unit_price_eur)) OVER (), 4) AS anteil FROM core.order_items i JOIN core.orders o USING (order_id) JOIN mart.products p USING (sku) WHERE o.status <> 'cancelled' AND o.created_at >= '2026-10-01 00:00+02' AND o.created_at < '2026-11-01 00:00+01' GROUP BY 1 ORDER BY 2 DESC;"}, de10),
    A("Umsatz Oktober 2026 nach Kategorie (Positionsebene, ohne stornierte Bestellungen):\n\n"
      "| Kategorie | Umsatz | Anteil |\n|---|---:|---:|\n| Bettwäsche | 1.894.212,57 € | 37,8 % |\n| Handtücher | 1.102.938,40 € | 22,0 % |\n| Decken & Plaids | 964.021,88 € | 19,2 % |\n| Kissen | 611.093,12 € | 12,2 % |\n| Sonstiges | 440.182,94 € | 8,8 % |\n"
      "| **Summe** | **{{de(1894212.57+1102938.40+964021.88+611093.12+440182.94)|s}} €** | 100 % |\n\n"
      "Bettwäsche allein bringt mehr Umsatz als Kissen und Sonstiges zusammen ({{de(611093.12+440182.94)|s}} €)."),
    U("Und wie viel mehr als Handtücher, in Prozent?"),
    A("1.894.212,57 € ÷ 1.102.938,40 € = {{de(1894212.57/1102938.40, '.3f')|s}}, also **{{de((1894212.57/1102938.40-1)*100, '.1f')|s}} %** mehr."),
    U("Was war der durchschnittliche Anteil pro Kategorie?"),
    A("Bei 5 Kategorien im Mittel 20 %; der Median liegt bei Decken & Plaids mit 19,2 %."),
]))
