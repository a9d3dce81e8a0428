"""translation runs: a translation agency's project desk assistant (Kestrel Language Services' Relay,
tools designed for this set: jobs with CAT analyses, rates, documents and exchange rates as JSON, a
review queue as CSV text, a day's deliveries, a vendor's invoice and September's figures as plain
text), with weighted words from match bands, per-word rates, a minimum charge, a rush surcharge,
review per word, certified pages of 1,800 characters, Swiss VAT, working days, deadlines across time
zones, CHF to EUR, TRY and KRW; tool results and answers written here, in the styles of GPT-5.1
(plain), Claude Sonnet 4.5, Haiku 4.5 and Opus 4.5 (Anthropic envelopes, Opus with Swiss
apostrophes `2'870.40`), Gemini 2.5 Flash (bullets), Kimi K2 Thinking (tables), GLM-4.6 (Italian
`1.338,00`), Aya Expanse (Turkish `469,15`, `%8,1`), DeepSeek V3.2 (terse), Qwen3-Next (`<think>`,
`1.5k`), Llama 4 Maverick and GEITje (Dutch)."""

from _heldout24_models import (AYA, DSV32, GEITJE, GEMINI25_FLASH, GLM46, GPT51, HAIKU45, KIMI_K2T, LLAMA4,
                               OPUS45, QWEN3_NEXT, SONNET45)
from _heldout24_translation import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"translation-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


JOB_7714 = {"job": "KLS-7714", "client": "Aaremed AG", "country": "CH", "pair": "de-CH>en-GB", "file": "IFU_pump_v4.docx",
            "ordered": "2026-10-07T11:05Z", "due": "2026-10-14T15:00Z",
            "analysis": {"100%": 1840, "95-99%": 620, "85-94%": 1135, "75-84%": 410, "no match": 5270, "total": 9275}}
RATE_DE_EN = {"pair": "de>en", "chf_per_word": 0.24, "review_chf_per_word": 0.06}
DOCS_2210 = {"order": "KLS-C-2210", "client": "Deniz Yılmaz", "country": "CH", "pair": "tr>de",
             "docs": [{"doc": "birth certificate", "chars": 2140}, {"doc": "diploma", "chars": 3605},
                      {"doc": "transcript of records", "chars": 9870}], "ordered": "2026-10-07T09:40Z"}
DELIVERIES = """DELIVERIES DUE THU 08 OCT 2026 (times UTC)
job        client                target   due_utc   words   status
KLS-7690   Hanbit Games          ko-KR    00:00     3,200   in review
KLS-7695   Brightwell LLP (NY)   en-US    21:30     4,850   translating
KLS-7701   Marmara Tekstil       tr-TR    06:00     1,500   delivered
KLS-7703   Sumida Seiki          ja-JP    03:00     7,400   translating"""
INVOICE_LV = """Lena Vogt - Übersetzungen - Freiburg i. Br.
Rechnung LV-2026-118          Datum: 30.09.2026
Projekt      Wörter    Satz EUR/Wort   Betrag EUR
KLS-7598     6.420     0,11            706,20
KLS-7611     2.980     0,11            327,80
KLS-7633     1.150     0,13            149,50
Zahlbar innerhalb von 21 Tagen ohne Abzug."""
FX = {"date": "2026-10-07", "EUR_CHF": 0.937, "USD_CHF": 0.798, "CHF_TRY": 51.62, "CHF_KRW": 1742.0, "CHF_JPY": 188.6}
JOB_7720 = {"job": "KLS-7720", "client": "Studio Brera", "country": "IT", "pair": "en>it", "file": "press_release_AW27.docx",
            "ordered": "2026-10-07T12:00Z", "due": "2026-10-08T16:00Z",
            "analysis": {"100%": 0, "95-99%": 0, "85-94%": 120, "75-84%": 0, "no match": 480, "total": 600}}
RATE_EN_IT = {"pair": "en>it", "chf_per_word": 0.19, "review_chf_per_word": 0.06}
JOB_7725 = {"job": "KLS-7725", "client": "Ferrovie Alpine Srl", "country": "IT", "pair": "it>de,fr,en",
            "file": "orario_inverno.xlsx", "ordered": "2026-10-07T10:15Z", "due": "2026-10-16T12:00Z",
            "analysis": {"100%": 2600, "95-99%": 0, "85-94%": 300, "75-84%": 0, "no match": 1400, "total": 4300}}
RATE_IT = {"pair": "it>*", "it>de": 0.22, "it>fr": 0.20, "it>en": 0.18, "review_chf_per_word": 0.06}
DOCS_2214 = {"order": "KLS-C-2214", "client": "Mehmet Kaya", "country": "CH", "pair": "tr>de",
             "docs": [{"doc": "marriage certificate", "chars": 1620}, {"doc": "court decision", "chars": 12450}],
             "ordered": "2026-10-07T12:05Z"}
QUEUE = csv("job,target,words,reviewer,start_utc",
            "KLS-7690,ko-KR,3200,H. Seo,2026-10-07T08:00Z", "KLS-7698,de-DE,11800,M. Frei,2026-10-07T07:00Z",
            "KLS-7702,fr-CH,6350,M. Frei,2026-10-09T07:00Z", "KLS-7707,en-GB,9400,A. Rossi,2026-10-08T07:00Z")
RATE_EN_KO = {"pair": "en>ko", "chf_per_word": 0.21, "review_chf_per_word": 0.06}
SEPTEMBER = """SEPTEMBER 2026 - BY TARGET LANGUAGE
target   jobs   words      revenue_chf
en       38     212,400    41,120.00
de       29     158,950    33,870.50
fr       21      96,300    18,204.00
it       12      51,780     9,318.60
ko        4      18,200     3,822.00
tr        6      14,900     3,129.00"""
JOB_7731 = {"job": "KLS-7731", "client": "Baumann & Rüegg Treuhand", "country": "CH", "pair": "de-CH>fr-CH",
            "file": "Aktionaersbindungsvertrag.pdf", "ordered": "2026-10-07T12:10Z", "due": "2026-10-20T10:00Z",
            "analysis": {"100%": 0, "95-99%": 0, "85-94%": 0, "75-84%": 0, "no match": 12480, "total": 12480}}
RATE_DE_FR = {"pair": "de>fr", "chf_per_word": 0.23, "review_chf_per_word": 0.06}
JOB_7736 = {"job": "KLS-7736", "client": "Van Dijk Logistiek BV", "country": "NL", "pair": "nl>en",
            "file": "jaarverslag_2025.docx", "ordered": "2026-10-07T12:15Z", "due": "2026-10-16T09:00Z",
            "analysis": {"100%": 3150, "95-99%": 880, "85-94%": 0, "75-84%": 1240, "no match": 7730, "total": 13000}}
RATE_NL_EN = {"pair": "nl>en", "chf_per_word": 0.20, "review_chf_per_word": 0.06}

W7714 = "(1840*0.25+620*0.4+1135*0.6+410*0.8+5270)"
T7714 = "(" + W7714 + "*0.24)"
R7714 = "(9275*0.06)"
W7720 = "(120*0.6+480)"
T7720 = "(" + W7720 + "*0.19)"
W7725 = "(2600*0.25+300*0.6+1400)"
T7725 = "(" + W7725 + "*(0.22+0.20+0.18))"
C2210 = "((2+3+6)*48+3*25)"
C2214 = "((1+7)*48+2*25)"
W7736 = "(3150*0.25+880*0.4+1240*0.8+7730)"
T7736 = "(" + W7736 + "*0.20+13000*0.06)"

RUNS = [
    run(1, GPT51,
        U("Can you quote KLS-7714 for Aaremed? Translation and review."),
        C("get_job", {"job": "KLS-7714"}, JOB_7714),
        C("get_rates", {"pair": "de>en"}, RATE_DE_EN),
        A("KLS-7714, IFU_pump_v4.docx, DE>EN, 9,275 words.\n\nWeighted words: 1,840 × 25% = " + v("1840*0.25", ",.0f")
          + ", 620 × 40% = " + v("620*0.4", ",.0f") + ", 1,135 × 60% = " + v("1135*0.6", ",.0f") + ", 410 × 80% = "
          + v("410*0.8", ",.0f") + ", plus 5,270 new: " + v(W7714, ",.0f") + " weighted words.\n\nTranslation: "
          + v(W7714, ",.0f") + " × CHF 0.24 = CHF " + v(T7714, ",.2f") + "\nReview: 9,275 × CHF 0.06 = CHF " + v(R7714, ",.2f")
          + "\nSubtotal: CHF " + v(T7714 + "+" + R7714, ",.2f") + "\nVAT 8.1% (Swiss client): CHF "
          + v("(" + T7714 + "+" + R7714 + ")*0.081", ",.2f") + "\nTotal: CHF " + v("(" + T7714 + "+" + R7714 + ")*1.081", ",.2f")),
        U("Can one translator make the deadline?"),
        A("Due 15:00 UTC on Wednesday 14 October, which is " + v("15+2", "d") + ":00 in Zürich. One translator needs 9,275 / 2,500 = "
          + v("9275/2500", ".1f") + ", so " + v("-(-9275//2500)", "d") + " working days (Thu 8, Fri 9, Mon " + v("date(2026,10,9)+timedelta(days=3)", "%d") + ", Tue " + v("date(2026,10,9)+timedelta(days=4)", "%d") + " Oct), "
          "then review 9,275 / 8,000 = " + v("9275/8000", ".2f") + " days, which runs past Wednesday afternoon. With two "
          "translators it's 9,275 / " + v("2*2500", ",d") + " = " + v("9275/5000", ".1f") + ", so 2 days (Thu and Fri), review Mon " + v("date(2026,10,9)+timedelta(days=3)", "%d") + " and Tue " + v("date(2026,10,9)+timedelta(days=4)", "%d") + ": "
          "done a day early."),
        U("What did the matches save them?"),
        A("Full rate would be 9,275 × 0.24 = CHF " + v("9275*0.24", ",.2f") + "; weighted it's CHF " + v(T7714, ",.2f")
          + ", a saving of CHF " + v("9275*0.24-" + T7714, ",.2f") + ". The weighted words are "
          + v(W7714 + "/9275*100", ".1f") + "% of the file."),
        U("How many words had no match at all?"),
        A("[[5,720]] words, the largest band.", why="the analysis gives 5,270 no-match words; the model swapped two digits"),
        U("And the 100% matches, what share of the file?"),
        A("1,840 of 9,275 words, " + v("1840/9275*100", ".1f") + "%."),
    ),
    run(2, SONNET45,
        U("Deniz Yılmaz needs certified German translations of three Turkish documents, KLS-C-2210. Price?"),
        C("get_documents", {"order": "KLS-C-2210"}, DOCS_2210),
        A("**KLS-C-2210 — certified TR>DE**\n\n| Document | Characters | Pages (started) |\n|---|---|---|\n"
          "| Birth certificate | 2,140 | " + v("2140/1800", ".2f") + " → " + v("-(-2140//1800)", "d") + " |\n| Diploma | 3,605 | "
          + v("3605/1800", ".2f") + " → " + v("-(-3605//1800)", "d") + " |\n| Transcript of records | 9,870 | "
          + v("9870/1800", ".2f") + " → " + v("-(-9870//1800)", "d") + " |\n\n- " + v("2+3+6", "d") + " pages × CHF 48.00 = CHF "
          + v("11*48", ".2f") + "\n- Stamps: 3 × CHF 25.00 = CHF " + v("3*25", ".2f") + "\n- Subtotal CHF " + v(C2210, ".2f")
          + "\n- VAT 8.1%: CHF " + v(C2210 + "*0.081", ".2f") + "\n- **Total CHF " + v(C2210 + "*1.081", ".2f") + "**\n\n"
          "Ready " + v("date(2026,10,12)", "%A %d %B") + " (3 working days)."),
        U("The diploma is only just over two pages, isn't it?"),
        A("Yes: 3,605 characters is " + v("3605-2*1800", "d") + " characters over 2 pages (" + v("2*1800", ",d") + "), so it's charged as 3."),
        U("If she sends it trimmed to 3,600 characters, what does she save?"),
        A("One page: CHF 48.00, or CHF " + v("48*1.081", ".2f") + " with VAT. New subtotal CHF " + v(C2210 + "-48", ".2f") + " before VAT."),
        U("How many characters is the birth certificate?"),
        A("**[[2,410]]** characters, 2 pages.", why="the order gives 2,140 characters; the model swapped two digits"),
        U("And all three together, in exact pages?"),
        A(v("2140+3605+9870", ",d") + " characters / 1,800 = " + v("15615/1800", ".1f") + " pages of text, charged as " + v("2+3+6", "d") + " started pages."),
        anthropic=True),
    run(3, GEMINI25_FLASH,
        U("What's due tomorrow, in each client's own time?"),
        C("get_deliveries", {"date": "2026-10-08"}, DELIVERIES),
        A("* **KLS-7690**, Hanbit Games (ko-KR): 00:00 UTC = **" + v("0+9", "02d") + ":00 Seoul**, Thu 8 Oct (in review)\n"
          "* **KLS-7695**, Brightwell LLP (en-US): 21:30 UTC = **" + v("21-4", "d") + ":30 New York**\n"
          "* **KLS-7701**, Marmara Tekstil (tr-TR): 06:00 UTC = " + v("6+3", "02d") + ":00 Istanbul, already delivered\n"
          "* **KLS-7703**, Sumida Seiki (ja-JP): 03:00 UTC = **" + v("3+9", "d") + ":00 Tokyo**\n"
          "* In Zürich: " + v("0+2", "02d") + ":00, " + v("21+2", "d") + ":30, " + v("6+2", "02d") + ":00 and " + v("3+2", "02d") + ":00"),
        U("How many words are still open?"),
        A("* 3,200 + 4,850 + 7,400 = **" + v("3200+4850+7400", ",d") + " words** (KLS-7701 is delivered)"),
        U("How long until KLS-7703 is due?"),
        A("* Now: 14:20 Zürich = " + v("14-2", "d") + ":20 UTC on 7 Oct\n* Due 03:00 UTC on 8 Oct\n* **"
          + v("(datetime(2026,10,8,3,0)-datetime(2026,10,7,12,20)).seconds//3600", "d") + " h "
          + v("(datetime(2026,10,8,3,0)-datetime(2026,10,7,12,20)).seconds%3600//60", "d") + " min** left"),
        U("And KLS-7695?"),
        A("* Due 21:30 UTC on 8 Oct\n* **" + v("(datetime(2026,10,8,21,30)-datetime(2026,10,7,12,20)).total_seconds()//3600", ".0f")
          + " h " + v("(datetime(2026,10,8,21,30)-datetime(2026,10,7,12,20)).seconds%3600//60", "d") + " min** from now"),
        U("Remind me when Sumida get theirs, their time?"),
        A("* **[[13:00]] Tokyo**, Thursday 8 October (KLS-7703, 7,400 words)",
          why="03:00 UTC is 12:00 in Tokyo (UTC+9); the model added ten hours"),
    ),
    run(4, KIMI_K2T,
        U("Check Lena Vogt's invoice and tell me what we owe in CHF and by when."),
        C("get_vendor_invoice", {"vendor": "Lena Vogt"}, INVOICE_LV),
        C("get_fx", {"date": "2026-10-07"}, FX),
        A("| Project | Words | Rate | Line | Check |\n|---|---|---|---|---|\n| KLS-7598 | 6,420 | 0.11 | 706.20 | "
          + v("6420*0.11", ".2f") + " ✓ |\n| KLS-7611 | 2,980 | 0.11 | 327.80 | " + v("2980*0.11", ".2f") + " ✓ |\n"
          "| KLS-7633 | 1,150 | 0.13 | 149.50 | " + v("1150*0.13", ".2f") + " ✓ |\n| **Total** | **" + v("6420+2980+1150", ",d")
          + "** | | **EUR " + v("706.20+327.80+149.50", ",.2f") + "** | |\n\nAt EUR/CHF 0.937: **CHF " + v("1183.50*0.937", ",.2f")
          + "**, due " + v("date(2026,9,30)+timedelta(days=21)", "%d %B %Y") + " (30.09. + 21 days)."),
        U("What's her average rate per word?"),
        A("| EUR | Words | Per word |\n|---|---|---|\n| " + v("1183.50", ",.2f") + " | " + v("10550", ",d") + " | " + v("1183.5/10550", ".4f") + " |"),
        U("How many days do we have left to pay?"),
        A("| Today | Due | Days |\n|---|---|---|\n| 7 Oct | 21 Oct | " + v("(date(2026,10,21)-date(2026,10,7)).days", "d") + " |"),
        U("What was the KLS-7611 line again?"),
        A("| Project | Words | Line |\n|---|---|---|\n| KLS-7611 | 2,980 | EUR [[372.80]] |",
          why="the invoice gives 327.80; the model swapped two digits"),
    ),
    run(5, HAIKU45,
        U("Studio Brera want KLS-7720 back tomorrow afternoon. What's the price?"),
        C("get_job", {"job": "KLS-7720"}, JOB_7720),
        C("get_rates", {"pair": "en>it"}, RATE_EN_IT),
        A("KLS-7720 (EN>IT, 600 words):\n\n- Weighted: 120 × 60% + 480 = " + v(W7720, ".0f") + " words × CHF 0.19 = CHF "
          + v(T7720, ".2f") + "\n- Rush (due tomorrow, under 2 working days): +35% → CHF " + v(T7720 + "*1.35", ".2f")
          + "\n- Review: 600 × 0.06 = CHF " + v("600*0.06", ".2f") + "\n- **Total: CHF " + v(T7720 + "*1.35+36", ".2f")
          + "** (Italian client, no VAT; above the CHF 90.00 minimum)"),
        U("And without the rush, when would it be?"),
        A("Two working days after today: **" + v("date(2026,10,7)+timedelta(days=2)", "%A %d October") + "**, at CHF "
          + v(T7720 + "+36", ".2f") + "."),
        U("What's the rush surcharge on its own?"),
        A("CHF " + v(T7720, ".2f") + " × 35% = **CHF " + v(T7720 + "*0.35", ".2f") + "**."),
        U("If they skip the review?"),
        A("Just the rush translation: **CHF " + v(T7720 + "*1.35", ".2f") + "**."),
        anthropic=True),
    run(6, GLM46,
        U("Ferrovie Alpine ci chiede un preventivo per KLS-7725, in tre lingue. Quanto costa?"),
        C("get_job", {"job": "KLS-7725"}, JOB_7725),
        C("get_rates", {"pair": "it>*"}, RATE_IT),
        A("**KLS-7725 – orario_inverno.xlsx (IT > DE, FR, EN)**\n\nParole ponderate: 2.600 × 25% + 300 × 60% + 1.400 = "
          + v("de(" + W7725 + ", ',.0f')", "s") + "\n\n- Tedesco: " + v("de(" + W7725 + ", ',.0f')", "s") + " × 0,22 = CHF "
          + v("de(" + W7725 + "*0.22)", "s") + "\n- Francese: × 0,20 = CHF " + v("de(" + W7725 + "*0.20)", "s")
          + "\n- Inglese: × 0,18 = CHF " + v("de(" + W7725 + "*0.18)", "s") + "\n- Traduzione: CHF " + v("de" + T7725, "s")
          + "\n- Revisione: 3 × 4.300 × 0,06 = CHF " + v("de(3*4300*0.06)", "s") + "\n\n**Totale: CHF "
          + v("de(" + T7725 + "+774)", "s") + "** (cliente in Italia, senza IVA)"),
        U("E in euro?"),
        C("get_fx", {"date": "2026-10-07"}, FX),
        A("CHF " + v("de(" + T7725 + "+774)", "s") + " / 0,937 = **€ " + v("de((" + T7725 + "+774)/0.937)", "s") + "**."),
        U("Quanto pesano le ripetizioni?"),
        A("2.600 parole su 4.300, il " + v("de(2600/4300*100, '.1f')", "s") + "% del file, pagate al 25%."),
        U("A che ora scade, ora italiana?"),
        A("Venerdì 16 ottobre alle **[[15:00]]** (12:00 UTC).",
          why="12:00 UTC is 14:00 in Italy (UTC+2, as Zürich); the model wrote 15:00"),
    ),
    run(7, AYA,
        U("Mehmet Kaya'nın iki belgesi için yeminli tercüme ne kadar tutar? Sipariş KLS-C-2214."),
        C("get_documents", {"order": "KLS-C-2214"}, DOCS_2214),
        A("KLS-C-2214 (Türkçe > Almanca, yeminli):\n\n- Evlilik cüzdanı: 1.620 karakter → " + v("-(-1620//1800)", "d")
          + " sayfa\n- Mahkeme kararı: 12.450 / 1.800 = " + v("de(12450/1800)", "s") + " → " + v("-(-12450//1800)", "d")
          + " sayfa\n- " + v("1+7", "d") + " sayfa × 48,00 CHF = " + v("de(8*48)", "s") + " CHF\n- Mühür: 2 × 25,00 = "
          + v("de(2*25)", "s") + " CHF\n- Ara toplam: " + v("de" + C2214, "s") + " CHF\n- KDV %8,1: " + v("de(" + C2214 + "*0.081)", "s")
          + " CHF\n- **Toplam: " + v("de(" + C2214 + "*1.081)", "s") + " CHF**"),
        U("Türk lirası olarak ne kadar?"),
        C("get_fx", {"date": "2026-10-07"}, FX),
        A(v("de(" + C2214 + "*1.081)", "s") + " CHF × 51,62 = **" + v("de(469.15*51.62)", "s") + " TL**"),
        U("Ne zaman hazır olur?"),
        A("Sipariş bugün, 3 iş günü sonra: **" + v("date(2026,10,12)", "%d.%m.%Y") + "** Pazartesi."),
        U("Mahkeme kararı kaç karakterdi?"),
        A("[[12.540]] karakter, 7 sayfa.", why="the order gives 12,450 characters; the model swapped two digits"),
    ),
    run(8, DSV32,
        U("Frei's review load?"),
        C("get_review_queue", {"team": "review"}, QUEUE),
        A("KLS-7698 11800 + KLS-7702 6350 = " + v("11800+6350", "d") + " words, " + v("18150/8000", ".2f") + " days at 8000/day."),
        U("when does KLS-7707 finish?"),
        A("9400/8000 = " + v("9400/8000", ".1f") + " → 2 working days from Thu 8 Oct: done Fri " + v("date(2026,10,9)", "%d %b") + "."),
        U("total words in the queue?"),
        A(v("3200+11800+6350+9400", "d") + " words, 4 jobs, 3 reviewers."),
        U("what's next for Frei after KLS-7702?"),
        A("[[KLS-7716]], fr-CH.", why="the queue lists nothing after KLS-7702 for Frei; the model invented a job"),
    ),
    run(9, QWEN3_NEXT,
        U("Client in Seoul wants 1.5k words of website copy EN>KO, no CAT matches, delivery next Tuesday. Price?"),
        C("get_rates", {"pair": "en>ko"}, RATE_EN_KO),
        A("<think>\n1.5k = 1500 words, all new. 1500 × 0.21 = " + v("1500*0.21", ".0f") + ". Review 1500 × 0.06 = "
          + v("1500*0.06", ".0f") + ". Next Tuesday is " + v("date(2026,10,7)+timedelta(days=6)", "%d") + " Oct, more than 2 working days: no rush. Client abroad: no VAT. Total "
          + v("315+90", "d") + ".\n</think>\n\n**CHF " + v("1500*0.21+1500*0.06", ".2f") + "**: translation CHF "
          + v("1500*0.21", ".2f") + " + review CHF " + v("1500*0.06", ".2f") + ", no VAT (client abroad), delivery Tue " + v("date(2026,10,7)+timedelta(days=6)", "%d %b") + "."),
        U("And if they want it Thursday instead?"),
        A("<think>\nThursday 8 Oct is 1 working day after today: rush. " + v("1500*0.21", ".0f") + " × 1.35 = " + v("315*1.35", ".2f") + ", plus 90.\n</think>\n\n"
          "Thursday is a rush: CHF " + v("315*1.35", ".2f") + " + CHF 90.00 review = **CHF [[551.25]]**.",
          why="425.25 + 90 is 515.25; the model swapped two digits after an honest reasoning"),
        U("The normal quote in won?"),
        C("get_fx", {"date": "2026-10-07"}, FX),
        A("CHF " + v("1500*0.21+1500*0.06", ".2f") + " × 1,742 = **₩" + v("405*1742", ",.0f") + "**."),
        U("How long for one translator?"),
        A("1,500 / 2,500 = " + v("1500/2500", ".1f") + " of a day, so one working day, plus review the same day."),
    ),
    run(10, LLAMA4,
        U("How did September go by target language?"),
        C("get_month_stats", {"month": "2026-09"}, SEPTEMBER),
        A("September 2026: " + v("38+29+21+12+4+6", "d") + " jobs, " + v("212400+158950+96300+51780+18200+14900", ",d")
          + " words and CHF " + v("41120+33870.50+18204+9318.60+3822+3129", ",.2f") + " in revenue."),
        U("Revenue per word for each language?"),
        A("en " + v("41120/212400", ".3f") + ", de " + v("33870.5/158950", ".3f") + ", fr " + v("18204/96300", ".3f")
          + ", it " + v("9318.6/51780", ".3f") + ", ko " + v("3822/18200", ".3f") + ", tr " + v("3129/14900", ".3f") + " CHF."),
        U("English's share of revenue?"),
        A(v("41120/109464.1*100", ".1f") + "% (CHF 41,120.00 of " + v("109464.1", ",.2f") + ")."),
        U("Average job size?"),
        A(v("552530", ",d") + " words / " + v("110", "d") + " jobs = " + v("552530/110", ",.0f") + " words a job."),
        U("How many words went into French?"),
        A("96,300 words in 21 jobs, " + v("96300/21", ",.0f") + " words a job."),
    ),
    run(11, OPUS45,
        U("Quote KLS-7731 for Baumann & Rüegg, please. They like Swiss formatting."),
        C("get_job", {"job": "KLS-7731"}, JOB_7731),
        C("get_rates", {"pair": "de>fr"}, RATE_DE_FR),
        A("**KLS-7731 — Aktionärbindungsvertrag, DE>FR, 12'480 words (all new)**\n\n| | CHF |\n|---|---:|\n"
          "| Translation 12'480 × 0.23 | " + v("ch(12480*0.23)", "s") + " |\n| Review 12'480 × 0.06 | " + v("ch(12480*0.06)", "s")
          + " |\n| Subtotal | " + v("ch(12480*0.29)", "s") + " |\n| VAT 8.1% | " + v("ch(12480*0.29*0.081)", "s")
          + " |\n| **Total** | **" + v("ch(12480*0.29*1.081)", "s") + "** |"),
        U("How long will it take with one translator?"),
        A("Translation: 12'480 / 2'500 = " + v("12480/2500", ".2f") + ", so **5 working days** (Thu 8 to Wed "
          + v("date(2026,10,14)", "%d %b") + ").\nReview: 12'480 / 8'000 = " + v("12480/8000", ".2f") + ", so 2 days "
          "(Thu " + v("date(2026,10,15)", "%d") + " and Fri " + v("date(2026,10,16)", "%d %b") + ").\nReady **Friday [[17 October]]**, ahead of the due date.",
          why="the review's second day is Friday 16 October; the model wrote a date one off"),
        U("What's the due date in Zürich time?"),
        A("10:00 UTC on Tuesday 20 October is **" + v("10+2", "d") + ":00 in Zürich** (still CEST, UTC+2, until 25 October)."),
        U("Give them 5% off the translation. New total?"),
        A("| | CHF |\n|---|---:|\n| Translation " + v("ch(12480*0.23)", "s") + " − 5% | " + v("ch(12480*0.23*0.95)", "s")
          + " |\n| Review | " + v("ch(12480*0.06)", "s") + " |\n| Subtotal | " + v("ch(12480*0.23*0.95+12480*0.06)", "s")
          + " |\n| VAT 8.1% | " + v("ch((12480*0.23*0.95+12480*0.06)*0.081)", "s") + " |\n| **Total** | **"
          + v("ch((12480*0.23*0.95+12480*0.06)*1.081)", "s") + "** |"),
        anthropic=True),
    run(12, GEITJE,
        U("Wat kost KLS-7736 voor Van Dijk Logistiek?"),
        C("get_job", {"job": "KLS-7736"}, JOB_7736),
        C("get_rates", {"pair": "nl>en"}, RATE_NL_EN),
        A("Gewogen woorden: 3.150 × 25% + 880 × 40% + 1.240 × 80% + 7.730 = " + v("de(" + W7736 + ", ',.1f')", "s")
          + "\nVertaling: " + v("de(" + W7736 + ", ',.1f')", "s") + " × 0,20 = CHF " + v("de(" + W7736 + "*0.20)", "s")
          + "\nRevisie: 13.000 × 0,06 = CHF " + v("de(13000*0.06)", "s") + "\n**Totaal: CHF " + v("de" + T7736, "s")
          + "**, geen btw (klant in Nederland)."),
        U("En in euro?"),
        C("get_fx", {"date": "2026-10-07"}, FX),
        A("CHF " + v("de" + T7736, "s") + " / 0,937 = **€ [[2.973,35]]**.",
          why="2,752.30 / 0.937 is 2,937.35; the model swapped two digits"),
        U("Haalt één vertaler de deadline van 16 oktober?"),
        A("13.000 / 2.500 = " + v("de(13000/2500, '.1f')", "s") + " werkdagen, dus " + v("-(-13000//2500)", "d")
          + " dagen: do 8 t/m do 15 oktober, en revisie 13.000 / 8.000 = " + v("de(13000/8000, '.3f')", "s")
          + " dagen. Dat past niet vóór vrijdag 16 oktober " + v("9+2", "d") + ":00 (Zürich). Met twee vertalers: " + v("-(-13000//5000)", "d")
          + " dagen (do 8 t/m ma " + v("date(2026,10,8)+timedelta(days=4)", "%d") + "), revisie di " + v("date(2026,10,8)+timedelta(days=5)", "%d") + " en wo " + v("date(2026,10,8)+timedelta(days=6)", "%d") + ": op tijd."),
    ),
]
