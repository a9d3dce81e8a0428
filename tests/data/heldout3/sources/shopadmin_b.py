"""Shopadmin runs 16-30: search terms, order lookups, attribute fixes, price rules, stock moves, review stats, exports."""

from _shopadmin import (CLAUDE, COMMAND, DEEPSEEK, GEMINI, GPT, GPT41, LLAMA, MINI, MISTRAL, OPUS, PRO,
                        QWEN, SONNET37, SYSTEM, order, search)
from _vocab import A, C, Run, U


def s16() -> Run:
    terms = [{"query_text": "linen duvet", "num_results": 6, "popularity": 1843}, {"query_text": "weighted blanket", "num_results": 0, "popularity": 1207},
             {"query_text": "sage towel", "num_results": 4, "popularity": 966}, {"query_text": "king sheets", "num_results": 9, "popularity": 874},
             {"query_text": "curtains blackout", "num_results": 3, "popularity": 702}]
    return Run("shopadmin-16", MINI, SYSTEM, [
        U("What are customers searching for most? Anything we don't carry?"),
        C("report_search_terms", {"sort": "popularity", "limit": 5}, search(terms, total=2318)),
        A("Top 5 search terms (out of 2,318 tracked):\n\n"
          "| # | Search term | Searches | Results |\n|---|---|---|---|\n"
          "| 1 | linen duvet | 1,843 | 6 |\n| 2 | **weighted blanket** | 1,207 | **0** |\n| 3 | sage towel | 966 | 4 |\n| 4 | king sheets | 874 | 9 |\n| 5 | curtains blackout | 702 | 3 |\n\n"
          "**\"weighted blanket\"** returns no results but was searched 1,207 times. That's the clearest gap: either a product to source, or a synonym/redirect to the closest item you do carry."),
        U("what share of the top 5 searches is weighted blanket"),
        A("1,207 out of {{1843+1207+966+874+702|,d}} searches, so about **{{1207/(1843+1207+966+874+702)*100|.1f}}%**."),
        U("ok add a search synonym weighted blanket -> throw blanket"),
        C("search_synonyms_create", {"scope": "all_store_views", "synonyms": "weighted blanket,throw blanket", "type": "one_way"}, {"group_id": 17, "synonyms": "weighted blanket,throw blanket"}),
        A("Added synonym group **17** (all store views): searches for \"weighted blanket\" now also match \"throw blanket\", so they'll see the waffle throw instead of an empty page."),
        U("how many terms return nothing at all, overall?"),
        A("The report I pulled only has the top 5 of the 2,318 terms, and only \"weighted blanket\" among them returns 0 results. To count all zero-result terms I'd need to query the full report with a filter on results = 0."),
    ])


def s17() -> Run:
    o = order(5598, "000004940", "processing", "2026-11-14 22:36:18", "olu.ade@example.com", 2750, 352.0, 14.95, 0.0, 23.29, 390.24,
              [("LL-DUV-K-LIN", "Linen Duvet Cover King", 1, 229.0), ("LL-PIL-CASE-LIN", "Linen Pillowcase Pair", 2, 33.0), ("LL-THR-QN-OAT", "Waffle Throw Blanket - Oat", 1, 57.0)],
              shipping_description="UPS Ground", extension_attributes={"shipping_assignments": [{"shipping": {"address": {"city": "Portland", "region": "Oregon", "postcode": "97209"}}}]})
    return Run("shopadmin-17", GPT41, SYSTEM, [
        U("order #4940 - customer says they were charged 390 but the items only add up to ~350, explain?"),
        C("order_get", {"increment_id": "000004940"}, o),
        A("Order **#000004940** (olu.ade@example.com, shipping to Portland, OR 97209) breaks down as follows:\n\n"
          "| Line | Amount |\n|---|---:|\n| Linen Duvet Cover King × 1 | $229.00 |\n| Linen Pillowcase Pair × 2 ($33.00 each) | ${{2*33|.2f}} |\n| Waffle Throw Blanket - Oat × 1 | $57.00 |\n"
          "| **Subtotal** | **$352.00** |\n| Shipping (UPS Ground) | $14.95 |\n| Tax | $23.29 |\n| **Grand total** | **$390.24** |\n\n"
          "So the customer is right that the items come to $352.00; the remaining ${{390.24-352|.2f}} is shipping ($14.95) plus tax ($23.29). Nothing was overcharged."),
        U("why is the throw 57 and not 59?"),
        A("The order line records the throw at $57.00, so a lower price applied when the order was placed on November 14 (the order has no discount amount, so it wasn't a coupon; most likely a catalog price rule or a special price active that day). The current regular price isn't on this order record; I can look up the product's price history if you need it."),
        U("fine. can you send me the order total in the format our accounting import wants, which is like 0000390,24"),
        A("In that format (7 digits before a comma decimal separator, zero-padded): **0000390,24**. For reference the pattern is `0000000,00`, so $14.95 shipping would be `0000014,95`."),
    ])


def s18() -> Run:
    prods = [{"sku": "LL-CUR-84-CHR", "name": "Blackout Curtain 84in - Charcoal", "weight": 1.8, "price": 45.0, "custom_attributes": [{"attribute_code": "color", "value": "Charcoal"}, {"attribute_code": "length_in", "value": "84"}]},
             {"sku": "LL-CUR-96-CHR", "name": "Blackout Curtain 96in - Charcoal", "weight": 2.05, "price": 52.0, "custom_attributes": [{"attribute_code": "color", "value": "Charcoal"}, {"attribute_code": "length_in", "value": "84"}]},
             {"sku": "LL-CUR-108-CHR", "name": "Blackout Curtain 108in - Charcoal", "weight": 2.3, "price": 58.0, "custom_attributes": [{"attribute_code": "color", "value": "Charcoal"}, {"attribute_code": "length_in", "value": "108"}]}]
    return Run("shopadmin-18", SONNET37, SYSTEM, [
        U("Something's off with the curtain lengths in the layered nav filter. Can you check the charcoal blackout curtains?"),
        C("products_search", {"name_like": "Blackout Curtain%Charcoal"}, search(prods)),
        A("Found it. Of the three charcoal blackout curtains, one has the wrong length attribute:\n\n"
          "| SKU | Name says | `length_in` attribute |\n|---|---|---|\n"
          "| LL-CUR-84-CHR | 84in | 84 ✓ |\n| LL-CUR-96-CHR | 96in | **84** ✗ |\n| LL-CUR-108-CHR | 108in | 108 ✓ |\n\n"
          "So the 96-inch curtain shows up under \"84\" in the filter and never under \"96\". Want me to set its `length_in` to 96?"),
        U("yes please. also the weights look like kg, the carrier wants lb"),
        C("product_update", {"sku": "LL-CUR-96-CHR", "product": {"custom_attributes": [{"attribute_code": "length_in", "value": "96"}]}}, {"sku": "LL-CUR-96-CHR", "custom_attributes": [{"attribute_code": "length_in", "value": "96"}]}),
        A("Fixed: LL-CUR-96-CHR now has `length_in` = 96.\n\n"
          "On weights: the store's weight unit isn't in these records, but 1.8 / 2.05 / 2.3 would be light for lb, so kg is plausible. In pounds (× 2.20462) they'd be:\n\n"
          "- 84in: 1.8 kg = {{1.8*2.20462|.2f}} lb\n- 96in: 2.05 kg = {{2.05*2.20462|.2f}} lb\n- 108in: 2.3 kg = {{2.3*2.20462|.2f}} lb\n\n"
          "I'd check Stores > Configuration > General > Locale Options > Weight Unit before converting anything in the catalog."),
    ], fmt="anthropic")


def s19() -> Run:
    stock = [{"sku": "LL-TWL-BTH-SGE", "qty": 7.0, "is_in_stock": True}, {"sku": "LL-TWL-BTH-WHT", "qty": 64.0, "is_in_stock": True},
             {"sku": "LL-TWL-BTH-NVY", "qty": 31.0, "is_in_stock": True}, {"sku": "LL-TWL-BTH-TRC", "qty": 0.0, "is_in_stock": False}]
    return Run("shopadmin-19", GEMINI, SYSTEM, [
        U("bath towel stock per color"),
        C("stock_items_search", {"sku_like": "LL-TWL-BTH-%"}, search(stock)),
        A("Turkish Bath Towel stock:\n* Sage `LL-TWL-BTH-SGE`: 7\n* White `LL-TWL-BTH-WHT`: [[46]]\n* Navy `LL-TWL-BTH-NVY`: 31\n* Terracotta `LL-TWL-BTH-TRC`: 0 (out of stock)\n\nTotal {{7+64+31|d}}.",
          why="White's stock of 64 written with its digits swapped as 46 (the total, computed from the record, is right)."),
        U("move 20 white from nj_main to ca_west"),
        C("inventory_transfer", {"sku": "LL-TWL-BTH-WHT", "from_source": "nj_main", "to_source": "ca_west", "qty": 20}, {"transfer_id": "TR-20261130-0042", "status": "complete", "from_qty_after": 44.0, "to_qty_after": 20.0}),
        A("Transfer TR-20261130-0042 done: 20 white bath towels moved from nj_main to ca_west. nj_main now has 44, ca_west 20."),
        U("terracotta restock eta?"),
        A("The stock record doesn't carry a restock date or purchase order. I can't see supplier ETAs from here."),
    ])


def s20() -> Run:
    o = order(5377, "000004702", "complete", "2026-08-30 17:58:02", "bianca.r@example.com", 2455, 458.0, 0.0, -45.8, 27.21, 439.41,
              [("LL-DUV-K-LIN", "Linen Duvet Cover King", 2, 229.0)], payment={"method": "stripe_payments", "cc_last4": "4242", "cc_type": "VI"})
    return Run("shopadmin-20", CLAUDE, SYSTEM, [
        U("A customer (bianca.r@example.com) is asking for a refund of one of the two duvet covers from her August order. It's past our 60-day window. What would the refund be if I make an exception?"),
        C("orders_search", {"customer_email": "bianca.r@example.com"}, search([o])),
        A("Her order is **#000004702**, placed August 30, 2026 (complete), paid by Visa ending 4242:\n\n"
          "- 2 × Linen Duvet Cover King at $229.00 = $458.00\n- Discount: −$45.80 ({{45.8/458*100|.0f}}%)\n- Tax: $27.21\n- **Grand total: $439.41**\n\n"
          "You're right that it's outside the window: August 30 to today (November 30) is {{(date(2026,11,30)-date(2026,8,30)).days|d}} days.\n\n"
          "If you refund one cover, the fair amount is half of the order, since both lines are identical: **${{439.41/2|.2f}}** (half of each part: $229.00 less ${{45.8/2|.2f}} discount plus about ${{27.21/2|.2f}} tax)."),
        U("customer says she only wants $200 back and keeps it as is with a little stain. what's the difference from a full refund of one?"),
        A("A $200.00 refund is ${{439.41/2-200|.2f}} less than the ${{439.41/2|.2f}} for a full return of one cover. Since she keeps the item, you'd issue it as an offline credit memo with an adjustment refund of $200.00 and no items returned."),
        U("do it"),
        C("creditmemo_create", {"order_id": 5377, "items": [], "adjustment_positive": 200.0, "offline": True, "comment": "Goodwill: stained duvet cover, customer keeps item"},
          {"entity_id": 814, "increment_id": "000000814", "order_id": 5377, "grand_total": 200.0, "state": "refunded"}),
        A("Done: credit memo **#000000814** for **$200.00** on order #000004702, marked offline with the comment \"Goodwill: stained duvet cover, customer keeps item\". Since it's offline, remember to send the $200.00 to her Visa ending 4242 through Stripe yourself."),
    ])


def s21() -> Run:
    rows = [{"period": "2025-11", "orders": 1204, "total": 118922.4}, {"period": "2026-11", "orders": 1488, "total": 151036.87}]
    return Run("shopadmin-21", DEEPSEEK, SYSTEM, [
        U("November this year vs last year? (november 2026 isn't quite over, include up to today)"),
        C("report_sales", {"period": "month", "from": "2025-11-01", "to": "2025-11-30"}, rows[:1]),
        C("report_sales", {"period": "month", "from": "2026-11-01", "to": "2026-11-30"}, rows[1:]),
        A("| | Nov 2025 | Nov 2026 (to date) | Change |\n|---|---|---|---|\n"
          "| Orders | 1,204 | 1,488 | +{{1488-1204|d}} (+{{(1488-1204)/1204*100|.1f}}%) |\n"
          "| Revenue | $118,922.40 | $151,036.87 | +${{151036.87-118922.40|,.2f}} (+{{(151036.87-118922.40)/118922.40*100|.1f}}%) |\n\n"
          "Strong month. AOV went from ${{118922.40/1204|.2f}} to ${{151036.87/1488|.2f}}."),
        U("the owner says our target was 150k for nov. hit?"),
        A("Yes, $151,036.87 is ${{151036.87-150000|,.2f}} over the $150,000 target, with today's orders still coming in."),
        U("revenue per day in nov 2026 so far?"),
        A("November 1 to 30 is {{30|d}} days (today included, although today isn't finished): $151,036.87 ÷ 30 ≈ **${{151036.87/30|,.2f}} per day**. Last November averaged ${{118922.40/30|,.2f}} per day over its 30 days."),
    ])


def s22() -> Run:
    reviews = {"sku": "LL-SHT-Q-WHT", "review_count": 36, "rating_summary": 87, "ratings_breakdown": {"5": 21, "4": 9, "3": 3, "2": 2, "1": 1}}
    return Run("shopadmin-22", MISTRAL, SYSTEM, [
        U("what is the star rating for the white percale queen sheets? the product page shows 87%"),
        C("review_summary", {"sku": "LL-SHT-Q-WHT"}, reviews),
        A("The 87% on the product page is Magento's rating summary: the average rating as a percentage of 5 stars. 87% of 5 = **{{0.87*5|.2f}} stars**.\n\n"
          "From the breakdown of the 36 reviews:\n\n- 5 stars: 21\n- 4 stars: 9\n- 3 stars: 3\n- 2 stars: 2\n- 1 star: 1\n\n"
          "Weighted average: ({{5*21|d}} + {{4*9|d}} + {{3*3|d}} + {{2*2|d}} + 1) / 36 = {{5*21+4*9+3*3+2*2+1|d}} / 36 = **{{(5*21+4*9+3*3+2*2+1)/36|.2f}} stars**, which rounds to the same 87%."),
        U("what % are 4 or 5 stars"),
        A("{{21+9|d}} of 36 reviews, so **{{(21+9)/36*100|.1f}}%** are 4 or 5 stars."),
        U("and negative (1-2)?"),
        A("3 of 36 ({{3/36*100|.1f}}%): 2 two-star and 1 one-star review."),
        U("if we got 10 more 5-star reviews what would the average be"),
        A("({{5*21+4*9+3*3+2*2+1|d}} + {{10*5|d}}) / {{36+10|d}} = **{{(5*21+4*9+3*3+2*2+1+50)/46|.2f}} stars**, about {{(5*21+4*9+3*3+2*2+1+50)/46/5*100|.0f}}% in Magento's summary."),
    ])


def s23() -> Run:
    cust = {"id": 3177, "email": "claire.dubois@example.fr", "firstname": "Claire", "lastname": "Dubois", "group_id": 2, "store_id": 3,
            "created_at": "2026-03-02 13:09:45", "addresses": [{"city": "Lyon", "postcode": "69002", "country_id": "FR", "telephone": "+33 4 55 01 23 45"}],
            "extension_attributes": {"company_attributes": {"company_name": "Maison Dubois SARL", "vat_id": "FR40303265045"}}}
    orders = [order(5590, "300000087", "complete", "2026-11-10 13:00:12", "claire.dubois@example.fr", 3177, 10450.0, 0.0, -1045.0, 1881.0, 11286.0,
                    [("LL-SHT-Q-WHT", "Parure percale Queen - Blanc", 50, 119.0), ("LL-TWL-BTH-SGE", "Drap de bain Sauge", 100, 24.5), ("LL-PIL-STD-2PK", "Oreillers (lot de 2)", 30, 48.0)], order_currency_code="EUR")]
    return Run("shopadmin-23", PRO, SYSTEM, [
        U("Client B2B Maison Dubois à Lyon : quel est son numéro client et le total de sa dernière commande ? Réponds en français avec le format français des nombres."),
        C("customers_search", {"company": "Maison Dubois"}, search([cust])),
        C("orders_search", {"customer_id": 3177, "sort": "created_at desc", "limit": 1}, search(orders)),
        A("**Maison Dubois SARL** (Claire Dubois, Lyon 69002) est le client n° **3177** (groupe 2, numéro de TVA FR40303265045).\n\n"
          "Sa dernière commande est la **#300000087** du 10/11/2026 à 14h00 (heure de Paris), statut terminée :\n\n"
          "| Article | Qté | Prix unitaire | Total ligne |\n|---|---:|---:|---:|\n"
          "| Parure percale Queen - Blanc | 50 | 119,00 € | {{fr(50*119)|s}} € |\n| Drap de bain Sauge | 100 | 24,50 € | {{fr(100*24.5)|s}} € |\n| Oreillers (lot de 2) | 30 | 48,00 € | {{fr(30*48)|s}} € |\n"
          "| Sous-total | | | 10 450,00 € |\n| Remise (10 %) | | | −1 045,00 € |\n| TVA | | | 1 881,00 € |\n| **Total TTC** | | | **11 286,00 €** |\n\n"
          "La TVA correspond à 20 % de {{fr(10450-1045)|s}} €."),
        U("Combien d'articles au total, et le prix moyen par article après remise ?"),
        A("{{50+100+30|d}} articles au total. Après remise, le montant HT est de {{fr(10450-1045)|s}} €, soit **{{fr((10450-1045)/180)|s}} €** par article en moyenne (hors TVA)."),
    ])


def s24() -> Run:
    rules = [{"rule_id": 52, "name": "WELCOME10", "coupon_code": "WELCOME10", "is_active": True, "discount_amount": 10.0, "times_used": 812, "to_date": None},
             {"rule_id": 55, "name": "FALL-SHIP", "coupon_code": "FREESHIP75", "is_active": False, "simple_action": "free_shipping", "times_used": 264, "to_date": "2026-10-31"},
             {"rule_id": 58, "name": "BLACKFRI26 - 15% off sitewide", "coupon_code": "BLACKFRI26", "is_active": True, "discount_amount": 15.0, "times_used": 151, "to_date": "2026-12-01"},
             {"rule_id": 61, "name": "CYBER26 - 20% off orders $75+", "coupon_code": "CYBER26", "is_active": True, "discount_amount": 20.0, "times_used": 0, "to_date": "2026-12-03"}]
    return Run("shopadmin-24", QWEN, SYSTEM, [
        U("list active coupons with usage"),
        C("sales_rules_search", {"is_active": True, "with_coupon": True}, search([r for r in rules if r["is_active"]])),
        A("Active coupon codes:\n\n"
          "| Rule | Code | Discount | Used | Ends |\n|---|---|---|---|---|\n"
          "| 52 | WELCOME10 | 10% | 812 | no end date |\n"
          "| 58 | BLACKFRI26 | 15% | 151 | 2026-12-01 |\n"
          "| 61 | CYBER26 | 20% | 0 | 2026-12-03 |\n\n"
          "Total uses across active codes: {{812+151+0|d}}."),
        U("deactivate the black friday one after tomorrow, and what about the old free shipping one"),
        A("Rule 58 (BLACKFRI26) already ends on 2026-12-01, so it stops applying after tomorrow by itself; nothing to do.\n\n"
          "The old free shipping code isn't in the active list. Let me check it."),
        U("go"),
        C("sales_rules_search", {"name_like": "%SHIP%"}, search([rules[1]])),
        A("Found it: rule **55**, \"FALL-SHIP\", coupon **[[FREESHIP57]]**, free shipping, **inactive** since it ended 2026-10-31. It was used 264 times while it ran.",
          why="The coupon code FREESHIP75 written with its two digits swapped."),
        U("reactivate it until 12/31 for december"),
        C("sales_rule_update", {"rule_id": 55, "is_active": True, "to_date": "2026-12-31"}, {"rule_id": 55, "is_active": True, "from_date": "2026-09-01", "to_date": "2026-12-31", "coupon_code": "FREESHIP75"}),
        A("Rule 55 is active again with coupon FREESHIP75, valid through **2026-12-31**. It keeps its original start date of 2026-09-01."),
    ])


def s25() -> Run:
    orders = [order(5701, "000005031", "processing", "2026-11-30 13:05:44", "n.kowalski@example.com", 3201, 119.0, 9.95, 0.0, 7.89, 136.84, [("LL-SHT-Q-WHT", "Percale Sheet Set Queen - White", 1, 119.0)]),
              order(5702, "000005032", "processing", "2026-11-30 13:19:02", "jo.park@example.com", None, 98.0, 0.0, -19.6, 5.2, 83.6, [("LL-PIL-STD-2PK", "Down Alternative Pillow (2-pack)", 2, 49.0)]),
              order(5703, "000005033", "processing", "2026-11-30 14:02:37", "sam.ortiz@example.com", 2988, 229.0, 0.0, -45.8, 12.14, 195.34, [("LL-DUV-K-LIN", "Linen Duvet Cover King", 1, 229.0)])]
    return Run("shopadmin-25", OPUS, SYSTEM, [
        U("What came in today so far? Times in New York time please."),
        C("orders_search", {"created_from": "2026-11-30 05:00:00", "created_to": "2026-11-30 23:59:59"}, search(orders)),
        A("Three orders so far today (times converted from UTC to New York, EST = UTC−5):\n\n"
          "1. **#000005031** at **8:05 AM**: n.kowalski@example.com, Percale Sheet Set Queen - White, **$136.84**\n"
          "2. **#000005032** at **8:19 AM**: jo.park@example.com (guest), 2 × Down Alternative Pillow (2-pack), **$83.60** (20% off)\n"
          "3. **#000005033** at **9:02 AM**: sam.ortiz@example.com, Linen Duvet Cover King, **$195.34** (20% off)\n\n"
          "Total so far: **${{136.84+83.6+195.34|.2f}}**."),
        U("hmm, the pillows are listed at 48 not 49, why 49 on order 5032?"),
        A("You're right that order #000005032 records the pillow 2-pack at $49.00 per unit. I can't tell from the order alone why it differs from the $48.00 you expect; a price change or a price for a specific customer group could explain it. If you'd like, I can pull the product's current price to compare."),
        U("no. which coupon got 20% off today? CYBER26 isn't live yet"),
        A("The orders I fetched show the discount amounts (−$19.60 on #000005032 and −$45.80 on #000005033, each 20% of the subtotal) but not the coupon code that produced them. Since CYBER26 only starts December 1, it's worth checking these two orders' coupon codes before assuming anything; I'd need to open each order to see it."),
    ], fmt="anthropic")


def s26() -> Run:
    export = ("sku,name,qty,price,cost\n"
              "LL-SHT-Q-WHT,Percale Sheet Set Queen - White,148,119.00,44.10\n"
              "LL-SHT-K-WHT,Percale Sheet Set King - White,77,139.00,51.80\n"
              "LL-SHT-Q-GRY,Percale Sheet Set Queen - Dove Grey,53,119.00,44.10\n"
              "LL-SHT-K-GRY,Percale Sheet Set King - Dove Grey,0,139.00,51.80\n")
    return Run("shopadmin-26", COMMAND, SYSTEM, [
        U("What's the inventory value of the percale sheets at cost at nj_main?"),
        C("catalog_export", {"sku_like": "LL-SHT-%", "source_code": "nj_main", "fields": ["sku", "name", "qty", "price", "cost"]}, export),
        A("Inventory value at cost for percale sheets at nj_main:\n\n"
          "| SKU | Qty | Cost | Value |\n|---|---|---|---|\n"
          "| LL-SHT-Q-WHT | 148 | $44.10 | ${{148*44.1|,.2f}} |\n"
          "| LL-SHT-K-WHT | 77 | $51.80 | ${{77*51.8|,.2f}} |\n"
          "| LL-SHT-Q-GRY | 53 | $44.10 | ${{53*44.1|,.2f}} |\n"
          "| LL-SHT-K-GRY | 0 | $51.80 | $0.00 |\n"
          "| **Total** | **{{148+77+53|d}}** | | **${{148*44.1+77*51.8+53*44.1|,.2f}}** |"),
        U("and at retail?"),
        A("At retail prices: 148 × $119 + 77 × $139 + 53 × $119 = **${{148*119+77*139+53*119|,.2f}}**. That's a markup of about {{(148*119+77*139+53*119)/(148*44.1+77*51.8+53*44.1)|.2f}}× on cost."),
        U("thx"),
        A("You're welcome. Note the King Dove Grey (LL-SHT-K-GRY) is at 0 at nj_main, in case it needs reordering."),
        U("how much would we need to reorder to get 40 of the king grey?"),
        A("It's at 0, so 40 units; at a cost of $51.80 each that's **${{40*51.8|,.2f}}**."),
    ])


def s27() -> Run:
    o = order(5480, "000004799", "closed", "2026-10-09 12:30:00", "marc.lefevre@example.com", 2812, 163.0, 9.95, 0.0, 10.81, 183.76,
              [("LL-THR-QN-OAT", "Waffle Throw Blanket - Oat", 1, 59.0), ("LL-TWL-HND-SGE", "Turkish Hand Towel - Sage", 4, 14.0), ("LL-PIL-STD-2PK", "Down Alternative Pillow (2-pack)", 1, 48.0)],
              status_histories=[{"created_at": "2026-10-22 16:12:09", "comment": "Refunded offline: 183.76", "status": "closed"},
                                 {"created_at": "2026-10-12 09:48:55", "comment": "Shipped via USPS, tracking 9400111899562537188412", "status": "complete"}])
    return Run("shopadmin-27", LLAMA, SYSTEM, [
        U("order 000004799 - the customer is asking when we shipped and when we refunded"),
        C("order_get", {"increment_id": "000004799"}, o),
        A("Order #000004799 (marc.lefevre@example.com):\n\n"
          "- Placed: October 9, 2026 at 8:30 AM New York time (12:30 UTC)\n"
          "- Shipped: October 12, 2026 at 5:48 AM New York time, USPS tracking 9400111899562537188412\n"
          "- Refunded: October 22, 2026 at 12:12 PM New York time, offline refund of $183.76 (the full grand total)\n\n"
          "The refund came {{(date(2026,10,22)-date(2026,10,12)).days|d}} days after shipping."),
        U("he says the refund was short, he paid 183.76 and got 173.81"),
        A("Our record shows the full $183.76 refunded. The gap he describes is ${{183.76-173.81|.2f}}, exactly the shipping charge of $9.95 on this order, so it's possible the refund was issued without shipping at the payment processor despite the comment. Since it was an offline refund, check the payment processor's transaction to see what actually went out before issuing anything more."),
    ])


def s28() -> Run:
    rows = [{"sku": "LL-THR-QN-OAT", "views": 9412, "orders": 318}, {"sku": "LL-SHT-Q-WHT", "views": 7120, "orders": 244},
            {"sku": "LL-DUV-K-LIN", "views": 6033, "orders": 96}]
    return Run("shopadmin-28", GPT, SYSTEM, [
        U("Conversion rate for our 3 hero products in Q3 (views to orders)?"),
        C("report_product_views", {"from": "2026-07-01", "to": "2026-09-30", "skus": ["LL-THR-QN-OAT", "LL-SHT-Q-WHT", "LL-DUV-K-LIN"]}, rows),
        A("Q3 view-to-order conversion:\n\n"
          "| Product | Views | Orders | Conversion |\n|---|---:|---:|---:|\n"
          "| Waffle Throw (LL-THR-QN-OAT) | 9,412 | 318 | **{{318/9412*100|.2f}}%** |\n"
          "| Percale Sheets Queen White (LL-SHT-Q-WHT) | 7,120 | 244 | **{{244/7120*100|.2f}}%** |\n"
          "| Linen Duvet King (LL-DUV-K-LIN) | 6,033 | 96 | **[[1.95%]]** |\n\n"
          "The duvet cover converts at about half the rate of the other two, probably because of its higher price.",
          why="96 / 6,033 is 1.59%, written as 1.95% (digits swapped)."),
        U("if the duvet converted like the sheets, how many more orders?"),
        A("At the sheets' {{244/7120*100|.2f}}% rate, 6,033 views would give about {{6033*244/7120|.0f}} orders instead of 96, so roughly **{{6033*244/7120-96|.0f}} more**."),
        U("what would that be in revenue at $229 a cover?"),
        A("About {{6033*244/7120-96|.0f}} extra orders × $229.00 ≈ **${{round(6033*244/7120-96)*229|,.2f}}**, assuming one duvet cover per order."),
    ])


def s29() -> Run:
    cust = [{"id": 1022, "email": "h.osei@example.com", "firstname": "Hannah", "lastname": "Osei", "group_id": 1, "dob": "1990-12-04", "extension_attributes": {"is_subscribed": True}},
            {"id": 2750, "email": "olu.ade@example.com", "firstname": "Olu", "lastname": "Adeyemi", "group_id": 1, "dob": "1985-12-11", "extension_attributes": {"is_subscribed": True}},
            {"id": 3077, "email": "ahmed.n@example.com", "firstname": "Ahmed", "lastname": "Nasser", "group_id": 1, "dob": "1979-12-23", "extension_attributes": {"is_subscribed": False}}]
    return Run("shopadmin-29", GPT41, SYSTEM, [
        U("Which customers have birthdays in December? I want to send the birthday coupon to subscribers only."),
        C("customers_search", {"dob_month": 12}, search(cust)),
        A("Three customers have December birthdays:\n\n"
          "| ID | Name | Birthday | Newsletter |\n|---|---|---|---|\n"
          "| 1022 | Hannah Osei | Dec 4 | ✅ subscribed |\n| 2750 | Olu Adeyemi | Dec 11 | ✅ subscribed |\n| 3077 | Ahmed Nasser | Dec 23 | ❌ not subscribed |\n\n"
          "So the coupon goes to **2 customers**: 1022 and 2750."),
        U("generate 2 single-use codes from rule 52 with prefix BDAY-"),
        C("coupons_generate", {"rule_id": 52, "qty": 2, "length": 6, "format": "alphanum", "prefix": "BDAY-"}, ["BDAY-7K2QXM", "BDAY-R94TLD"]),
        A("Generated two codes from rule 52:\n\n- **BDAY-7K2QXM** → Hannah Osei (1022)\n- **BDAY-R94TLD** → Olu Adeyemi (2750)\n\nEach is 6 characters after the prefix (format `BDAY-XXXXXX`)."),
        U("Hannah turns what age?"),
        A("Hannah Osei was born on 1990-12-04, so she turns **{{2026-1990|d}}** on December 4."),
    ])


def s30() -> Run:
    rows = [{"region": "New York", "orders": 388, "total": 39611.2}, {"region": "California", "orders": 301, "total": 31904.55},
            {"region": "New Jersey", "orders": 244, "total": 23877.1}, {"region": "Texas", "orders": 190, "total": 18230.0},
            {"region": "other", "orders": 365, "total": 37414.02}]
    return Run("shopadmin-30", MINI, SYSTEM, [
        U("Sales by state for November (to date)? Percentages too"),
        C("report_sales_by_region", {"from": "2026-11-01", "to": "2026-11-30"}, rows),
        A("November 2026 sales by state (to date):\n\n"
          "| State | Orders | Revenue | Share of revenue |\n|---|---|---|---|\n"
          "| New York | 388 | $39,611.20 | {{39611.2/151036.87*100|.1f}}% |\n"
          "| California | 301 | $31,904.55 | {{31904.55/151036.87*100|.1f}}% |\n"
          "| New Jersey | 244 | $23,877.10 | {{23877.1/151036.87*100|.1f}}% |\n"
          "| Texas | 190 | $18,230.00 | {{18230/151036.87*100|.1f}}% |\n"
          "| Other states | 365 | $37,414.02 | {{37414.02/151036.87*100|.1f}}% |\n"
          "| **Total** | **{{388+301+244+190+365|,d}}** | **${{39611.2+31904.55+23877.1+18230+37414.02|,.2f}}** | 100% |"),
        U("NY + NJ combined?"),
        A("New York + New Jersey: {{388+244|d}} orders and **${{39611.2+23877.1|,.2f}}**, which is {{(39611.2+23877.1)/151036.87*100|.1f}}% of November revenue."),
        U("AOV for california vs texas"),
        A("- California: $31,904.55 ÷ 301 = **${{31904.55/301|.2f}}**\n- Texas: $18,230.00 ÷ 190 = **${{18230/190|.2f}}**\n\nCalifornia orders are about ${{31904.55/301-18230/190|.2f}} bigger on average."),
    ])


RUNS = [s16(), s17(), s18(), s19(), s20(), s21(), s22(), s23(), s24(), s25(), s26(), s27(), s28(), s29(), s30()]
