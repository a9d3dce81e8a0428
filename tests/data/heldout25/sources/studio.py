"""studio runs: a recording studio's booking and accounts assistant (Studio Vltava's Mix, tools designed
for this set: bookings, a split sheet, a disk and exchange rates as JSON, track sheets as CSV text, an
album's running order and an invoice as plain text), with started hours over a minimum, day rates and
a five-day block, +50% after 22:00, mixing per song and per started 8 tracks, mastering per track or
flat, deposits at 30% of the total, cancellation 14 days before, VAT 21% on top, track lengths
(`3:47`), album and LP side totals, BPM into bar lengths and delay times, sample rates and bit depths
into MB and GB, royalties split in shares after a publisher's cut; tool results and answers written
here, in the styles of o3 (short paragraphs), Claude Sonnet 4, Opus 4.1 and 3.7 Sonnet (Anthropic
envelopes), Gemini 2.5 Pro (bullets), Grok 4 (tables), DeepSeek-R1 (`<think>`), Qwen3 235B (terse), a
Czech Mistral fine-tune (Czech `9 500 Kč`, `32:45`), Qwen2.5 72B (Chinese `¥15,847.24`, `4月8日`),
Command A and gpt-4o-mini (a few words, `14h00`, `7.25k`)."""

from _heldout25_models import (COMMAND_A, CZECH_MISTRAL, DSR1, GEMINI25_PRO, GPT4O_MINI, GROK4, O3, OPUS41,
                               QWEN3_235B, QWEN25_72B, SONNET4, SONNET37)
from _heldout25_studio import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"studio-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def mss(seconds: str) -> str:
    """A length in seconds written as m:ss, both parts computed."""
    return v("(" + seconds + ")//60", "d") + ":" + v("(" + seconds + ")%60", "02d")


BKG_2291 = {"booking": "BKG-2291", "client": "Mlha (band)", "room": "Studio A", "date": "2027-03-15",
            "start": "13:00", "end": "23:30", "engineer": "Tomáš Kratochvíl", "status": "confirmed"}
ALBUM = """ALBUM  "Tiché město" - Mlha   (masters v3, 48 kHz / 24-bit stereo)
#  title              length   bpm   key
1  Ranní vlak         3:47     124   Am
2  Tiché město        4:12     96    F
3  Most               2:58     140   Em
4  Letní noc          5:05     88    C
5  Pod lampou         3:31     110   Dm
6  Kameny             4:44     76    G
7  Vltava v noci      6:02     92    Bm
8  Konec              2:26     132   E"""
SECS = "(227+252+178+305+211+284+362+146)"
BKG_2304 = {"booking": "BKG-2304", "client": "月光乐队 (Moonlight)", "room_a_days": ["2027-04-06", "2027-04-07", "2027-04-08"],
            "room_b_hours": 6, "contact": "Chen Yu", "currency_pref": "CNY"}
FX_CZK = {"base": "CZK", "rates": {"EUR": 0.03984, "CNY": 0.3105, "USD": 0.04321}, "date": "2027-03-09"}
MIX_SHEET = csv("song,tracks,length", "Ranní vlak,52,3:47", "Tiché město,38,4:12", "Most,64,2:58", "Letní noc,44,5:05")
DISK = {"volume": "RAID-2 /sessions", "size_gb": 2000, "free_gb": 512, "format": "APFS"}
SPLIT_MOST = {"song": "Most", "isrc": "CZ-VL7-27-00031", "streams_q4_2026": 1284500, "payout_czk_per_stream": 0.062,
              "publisher": "Vltava Songs s.r.o.", "publisher_share": 0.20,
              "writers": [{"name": "Petra Nováková", "share": 0.40}, {"name": "Jan Dvořák", "share": 0.35},
                          {"name": "Lukáš Beneš", "share": 0.25}]}
BKG_2312 = {"booking": "BKG-2312", "client": "Eliška Horká", "room": "Studio B", "date": "2027-03-12",
            "start": "18:00", "end": "00:30", "purpose": "vocal overdubs"}
INVOICE = """INVOICE FV-2027-0142   issued 2027-03-05   due 2027-03-19
Client: Mlha z.s., ID 09876512
Studio A day rate        2 x 12 500,00    25 000,00
Studio B hours           5 x    780,00     3 900,00
Mixing (4 songs)                          21 000,00
Mastering album                            9 500,00
Subtotal                                  59 400,00
VAT 21 %                                  12 474,00
Total                                     71 874,00
Deposit paid 2027-02-20                  -15 000,00
Balance due                               56 874,00"""
BKG_2320 = {"booking": "BKG-2320", "client": "Prague Session Orchestra", "room": "Studio A", "block": True,
            "first_day": "2027-04-12", "last_day": "2027-04-16", "status": "option"}
PODCAST = {"file": "ep47_final.wav", "sample_rate_hz": 44100, "bit_depth": 16, "channels": 2, "length": "58:20",
           "client": "Rádio Na Rohu"}
BKG_2331 = {"booking": "BKG-2331", "client": "Ondřej Malý", "room": "Studio A", "date": "2027-03-10",
            "start": "14:00", "end": "18:30"}

S1 = "(9*1450+2*1450*1.5)"
MIXES = "(4800+600+4800+4800+2*600+4800)"

RUNS = [
    run(1, O3,
        U("What will Mlha's session on BKG-2291 cost?"),
        C("get_booking", {"booking": "BKG-2291"}, BKG_2291),
        A("BKG-2291 runs in Studio A from 13:00 to 23:30 on " + v("date(2027,3,15)", "%A %-d %B") + ": 13:00 to 22:00 is "
          + v("22-13", "d") + " hours at CZK 1,450 = CZK " + v("9*1450", ",d") + ", and 22:00 to 23:30 is 1.5 hours, billed as "
          + v("-(-1.5//1)", ".0f") + " started hours at +50% (CZK " + v("1450*1.5", ",.0f") + ") = CZK " + v("2*1450*1.5", ",.0f")
          + ".\n\nThat's CZK " + v(S1, ",.0f") + " before VAT, CZK " + v(S1 + "*0.21", ",.0f") + " VAT, CZK "
          + v(S1 + "*1.21", ",.0f") + " in all."),
        U("Would a day rate be cheaper?"),
        A("The day rate only covers 10:00 to 20:00, so it would be CZK 12,500 plus 20:00–22:00 at CZK " + v("2*1450", ",d")
          + " plus the two late hours at CZK " + v("2*1450*1.5", ",.0f") + ": CZK " + v("12500+2*1450+2*1450*1.5", ",.0f")
          + ", which is CZK " + v("12500+2*1450+2*1450*1.5-" + S1, ",.0f") + " more. The hourly booking is better."),
        U("How much deposit do they pay?"),
        A("30% of CZK " + v(S1 + "*1.21", ",.0f") + " is CZK [[6,136.20]], and the rest, CZK " + v(S1 + "*1.21*0.7", ",.2f")
          + ", is due on the day.",
          why="30% of 21,054 is 6,316.20; the model swapped two digits (the balance beside it is right)"),
        U("Until when can they cancel for free?"),
        A("Until " + v("date(2027,3,15)-timedelta(days=14)", "%A %-d %B") + ", 14 days before the session."),
        U("Who's engineering?"),
        A("Tomáš Kratochvíl, 13:00 to 23:30."),
    ),
    run(2, CZECH_MISTRAL,
        U("Dobrý den, jak dlouhé je celé album Tiché město a vejde se na LP?"),
        C("get_album", {"title": "Tiché město"}, ALBUM),
        A("Celková délka alba: " + v(SECS, "d") + " s, tedy **" + mss(SECS) + "** (8 skladeb).\n\n"
          "Strana A (1–4): " + mss("227+252+178+305") + "\nStrana B (5–8): " + mss("211+284+362+146") + "\n\n"
          "Obě strany jsou pod limitem 22 minut, na LP se album vejde (rezerva " + mss("22*60-(211+284+362+146)") + " na straně B)."),
        U("Jaká je průměrná délka skladby?"),
        A(v(SECS, "d") + " s / 8 = " + v(SECS + "/8", ".1f") + " s, tedy zhruba **" + mss("round(" + SECS + "/8)") + "**."),
        U("Kolik bude stát mastering celého alba?"),
        A("Album má 8 skladeb, takže paušál **9 500 Kč** bez DPH (" + v("nb(9500*1.21)", "s") + " Kč s DPH). Po skladbách by to bylo "
          "8 × 1 200 = " + v("nb(8*1200,',.0f')", "s") + " Kč, paušál ušetří " + v("9600-9500", "d") + " Kč."),
        U("Jak velké budou mastery ve 48 kHz / 24 bit?"),
        A("48 000 × 24 / 8 × 2 = " + v("nb(48000*24/8*2,',.0f')", "s") + " B/s; × " + v(SECS, "d") + " s = "
          + v("de(48000*3*2*1965/1e6,',.1f')", "s") + " MB celkem."),
        U("A jak dlouhá je Letní noc?"),
        A("Letní noc (č. 4, 88 BPM, C dur) má [[5:50]].",
          why="the running order gives 5:05; the model swapped the digits"),
    ),
    run(3, QWEN25_72B,
        U("你好，我们月光乐队订了BKG-2304，三天A棚加6小时B棚。总共多少钱？可以换算成人民币吗？"),
        C("get_booking", {"booking": "BKG-2304"}, BKG_2304),
        C("get_fx", {"base": "CZK"}, FX_CZK),
        A("费用明细（捷克克朗）：\n- A棚日租：3 × 12,500 = " + v("3*12500", ",d") + " CZK\n- B棚：6 × 780 = " + v("6*780", ",d")
          + " CZK\n- 小计：" + v("37500+4680", ",d") + " CZK\n- 增值税21%：" + v("42180*0.21", ",.2f") + " CZK\n- **合计："
          + v("42180*1.21", ",.2f") + " CZK**\n\n按1 CZK = 0.3105 CNY，约 **¥" + v("42180*1.21*0.3105", ",.2f") + "**（约"
          + v("42180*1.21*0.3105/10000", ".2f") + "万元）。"),
        U("定金要付多少？"),
        A("定金为含税总额的30%：" + v("42180*1.21", ",.2f") + " × 30% = **" + v("42180*1.21*0.3", ",.2f") + " CZK**，约¥"
          + v("42180*1.21*0.3*0.3105", ",.2f") + "。"),
        U("录音是哪几天？"),
        A("A棚：2027-04-06 至 [[2027-04-09]]，共3天（周二到周四）。",
          why="the booking gives 2027-04-06 to 2027-04-08; the model wrote the 9th"),
        U("最晚什么时候可以免费取消？"),
        A("第一天前14天，即 " + v("date(2027,4,6)-timedelta(days=14)", "%Y年%-m月%-d日") + "。"),
        U("换成欧元是多少？"),
        A(v("42180*1.21", ",.2f") + " CZK × 0.03984 = **€" + v("42180*1.21*0.03984", ",.2f") + "**。"),
    ),
    run(4, SONNET4,
        U("Can you quote mixing for the four songs on Mlha's sheet?"),
        C("get_track_sheet", {"client": "Mlha"}, MIX_SHEET),
        A("| Song | Tracks | Over 48 | Extra | Price (CZK) |\n|---|---|---|---|---|\n| Ranní vlak | 52 | " + v("52-48", "d")
          + " | 1 × 600 | " + v("4800+600", ",d") + " |\n| Tiché město | 38 | 0 | — | 4,800 |\n| Most | 64 | " + v("64-48", "d")
          + " | " + v("-(-16//8)", "d") + " × 600 | " + v("4800+2*600", ",d") + " |\n| Letní noc | 44 | 0 | — | 4,800 |\n| **Total** | | | | **"
          + v(MIXES, ",d") + "** |\n\nWith 21% VAT: **CZK " + v(MIXES + "*1.21", ",.0f") + "**."),
        U("What's that per minute of music?"),
        A("The four songs run 3:47 + 4:12 + 2:58 + 5:05 = " + mss("227+252+178+305") + " (" + v("227+252+178+305", "d")
          + " s). CZK " + v(MIXES, ",d") + " / " + v("962/60", ".2f") + " min = **CZK " + v(MIXES + "/(962/60)", ",.0f") + " a minute** before VAT."),
        U("If they bounce Most down to 48 tracks?"),
        A("Most drops to CZK 4,800, saving **CZK " + v("2*600", ",d") + "** (CZK " + v("1200*1.21", ",.0f") + " with VAT); the total becomes CZK "
          + v(MIXES + "-1200", ",d") + "."),
        U("How long is Letní noc, for the mix notes?"),
        A("**[[5:15]]**, with 44 tracks.", why="the sheet gives 5:05; one digit off"),
        anthropic=True),
    run(5, GEMINI25_PRO,
        U("We're tracking 24 mono channels at 96 kHz / 24-bit for about 6 hours. Will the session drive cope?"),
        C("get_disk", {"volume": "sessions"}, DISK),
        A("* **Per track:** 96,000 × 24 / 8 = " + v("96000*24/8", ",.0f") + " bytes/s\n* **24 tracks:** " + v("96000*3*24/1e6", ".3f")
          + " MB/s\n* **Per hour:** " + v("96000*3*24*3600/1e9", ".2f") + " GB\n* **6 hours:** **" + v("96000*3*24*3600*6/1e9", ".1f")
          + " GB**\n* **Free:** 512 GB, so yes, with " + v("512-96000*3*24*3600*6/1e9", ".1f") + " GB left"),
        U("How many such days fit on the free space?"),
        A("* 512 / " + v("96000*3*24*3600*6/1e9", ".1f") + " = **" + v("512/(96000*3*24*3600*6/1e9)", ".1f") + "** six-hour days, so "
          + v("512//(96000*3*24*3600*6/1e9)", ".0f") + " full days"),
        U("And at 48 kHz?"),
        A("* Half the data: " + v("48000*3*24*3600*6/1e9", ".1f") + " GB a day\n* " + v("512//(48000*3*24*3600*6/1e9)", ".0f")
          + " full days on 512 GB\n* One track for one minute: " + v("48000*3*60/1e6", ".2f") + " MB"),
        U("How full is the RAID now?"),
        A("* **Size:** 2,000 GB\n* **Free:** [[521]] GB\n* **Used:** " + v("2000-512", ",d") + " GB, " + v("1488/2000*100", ".1f") + "%",
          why="the disk reports 512 GB free; the model swapped two digits (the used space beside it is right)"),
    ),
    run(6, GROK4,
        U("How do Q4's streaming royalties for Most split between the writers?"),
        C("get_split_sheet", {"song": "Most"}, SPLIT_MOST),
        A("| | Share | CZK |\n|---|---|---|\n| Gross: 1,284,500 × 0.062 | | " + v("1284500*0.062", ",.2f") + " |\n| Vltava Songs (publisher) | 20% | "
          + v("1284500*0.062*0.2", ",.2f") + " |\n| Writers' pool | 80% | " + v("1284500*0.062*0.8", ",.2f") + " |\n| Petra Nováková | 40% | "
          + v("1284500*0.062*0.8*0.4", ",.2f") + " |\n| Jan Dvořák | 35% | " + v("1284500*0.062*0.8*0.35", ",.2f") + " |\n| Lukáš Beneš | 25% | "
          + v("1284500*0.062*0.8*0.25", ",.2f") + " |"),
        U("What's each writer's share of the gross?"),
        A("| Writer | Of gross |\n|---|---|\n| Nováková | 0.8 × 40% = " + v("0.8*40", ".0f") + "% |\n| Dvořák | 0.8 × 35% = " + v("0.8*35", ".0f")
          + "% |\n| Beneš | 0.8 × 25% = " + v("0.8*25", ".0f") + "% |"),
        U("In euros?"),
        C("get_fx", {"base": "CZK"}, FX_CZK),
        A("| | CZK | EUR |\n|---|---|---|\n| Gross | " + v("1284500*0.062", ",.0f") + " | " + v("1284500*0.062*0.03984", ",.2f") + " |\n| Nováková | "
          + v("1284500*0.062*0.8*0.4", ",.2f") + " | " + v("1284500*0.062*0.8*0.4*0.03984", ",.2f") + " |\n| Dvořák | " + v("1284500*0.062*0.8*0.35", ",.2f") + " | "
          + v("1284500*0.062*0.8*0.35*0.03984", ",.2f") + " |\n| Beneš | " + v("1284500*0.062*0.8*0.25", ",.2f") + " | " + v("1284500*0.062*0.8*0.25*0.03984", ",.2f") + " |"),
        U("How many streams was that again, and the per-stream rate?"),
        A("| Streams Q4 2026 | Rate |\n|---|---|\n| [[1,248,500]] | CZK 0.062 |",
          why="the split sheet gives 1,284,500 streams; the model swapped two digits"),
    ),
    run(7, DSR1,
        U("Eliška's overdub session BKG-2312 ran past midnight. What do we bill?"),
        C("get_booking", {"booking": "BKG-2312"}, BKG_2312),
        A("<think>\nStudio B 780/h. 18:00 to 00:30 = " + v("(24*60+30-18*60)/60", ".1f") + " h. Before 22:00: 4 h × 780 = " + v("4*780", "d")
          + ". After 22:00: " + v("(24*60+30-22*60)/60", ".1f") + " h → " + v("-(-2.5//1)", ".0f") + " started hours × 780 × 1.5 = " + v("3*780*1.5", ".0f")
          + ". Total " + v("4*780+3*780*1.5", ".0f") + ". VAT 21% → " + v("(4*780+3*780*1.5)*1.21", ".2f") + ".\n</think>\n\n"
          "BKG-2312, Studio B, 18:00 to 00:30:\n- 18:00–22:00: 4 h × CZK 780 = CZK " + v("4*780", ",d") + "\n- 22:00–00:30: 3 started hours × CZK "
          + v("780*1.5", ",.0f") + " = CZK " + v("3*780*1.5", ",.0f") + "\n- **Total: CZK [[6,360]]** before VAT",
          why="3,120 + 3,510 is 6,630, as the reasoning says; the answer swapped two digits"),
        U("With VAT?"),
        A("<think>\n" + v("4*780+3*780*1.5", ".0f") + " × 1.21.\n</think>\n\nCZK " + v("(4*780+3*780*1.5)*1.21", ",.2f") + "."),
        U("How much did the late hours add over normal rates?"),
        A("<think>\n3 × 780 × 0.5.\n</think>\n\nCZK " + v("3*780*0.5", ",.0f") + " (50% on 3 hours)."),
        U("What if she'd stopped at 22:00?"),
        A("<think>\n4 h only, min 3 h doesn't apply to B anyway.\n</think>\n\nCZK " + v("4*780", ",d") + " before VAT, CZK "
          + v("4*780*1.21", ",.2f") + " with it."),
    ),
    run(8, QWEN3_235B,
        U("ranní vlak 124 bpm: bar length 4/4, 8 bars, delay times"),
        C("get_album", {"title": "Tiché město"}, ALBUM),
        A("bar " + v("60/124*4", ".3f") + " s\n8 bars " + v("60/124*4*8", ".2f") + " s\n1/4 " + v("60000/124", ".1f") + " ms\n1/8 "
          + v("60000/124/2", ".1f") + " ms\n1/16 " + v("60000/124/4", ".1f") + " ms"),
        U("dotted 1/8?"),
        A(v("60000/124*0.75", ".1f") + " ms (1/4 × 0.75)"),
        U("how many bars is the whole song"),
        A("3:47 = " + v("3*60+47", "d") + " s × 124 / 60 = " + v("227*124/60", ".1f") + " beats = " + v("227*124/60/4", ".1f") + " bars"),
        U("same for Most, 140"),
        A("1/4 " + v("60000/140", ".1f") + " ms, dotted 1/8 [[312.4]] ms, bar " + v("60/140*4", ".3f") + " s",
          why="60000 / 140 × 0.75 is 321.4 ms; the model swapped two digits"),
        U("kameny bpm?"),
        A("76"),
    ),
    run(9, COMMAND_A,
        U("Mlha asked us to double-check invoice FV-2027-0142 before they pay."),
        C("get_invoice", {"invoice": "FV-2027-0142"}, INVOICE),
        A("The invoice adds up. The lines come to 25,000 + 3,900 + 21,000 + 9,500 = CZK " + v("25000+3900+21000+9500", ",d")
          + "; 21% VAT is CZK " + v("59400*0.21", ",.0f") + "; the total is CZK " + v("59400*1.21", ",.0f") + ". After the CZK 15,000 deposit, "
          "CZK " + v("71874-15000", ",d") + " is due by " + v("date(2027,3,19)", "%-d %B") + "."),
        U("How many days do they have?"),
        A(v("(date(2027,3,19)-date(2027,3,9)).days", "d") + " days from today; the invoice gave them "
          + v("(date(2027,3,19)-date(2027,3,5)).days", "d") + " from its issue date."),
        U("What share of the total did the deposit cover?"),
        A("CZK 15,000 / 71,874 = " + v("15000/71874*100", ".1f") + "%. A standard 30% deposit would have been CZK "
          + v("71874*0.3", ",.2f") + "."),
        U("Balance in euros?"),
        C("get_fx", {"base": "CZK"}, FX_CZK),
        A("CZK 56,874 × 0.03984 = EUR " + v("56874*0.03984", ",.2f") + "."),
        U("Which invoice number should they put on the transfer?"),
        A("FV-2027-[[0124]], with their ID 09876512.",
          why="the invoice is FV-2027-0142; the model swapped the last two digits"),
    ),
    run(10, OPUS41,
        U("The Prague Session Orchestra has an option on a week in Studio A (BKG-2320). Is the block worth it?"),
        C("get_booking", {"booking": "BKG-2320"}, BKG_2320),
        A("**Yes.** Five separate day rates would be 5 × CZK 12,500 = CZK " + v("5*12500", ",d") + "; the block is CZK 56,000, "
          "**CZK " + v("62500-56000", ",d") + " less** (" + v("6500/62500*100", ".1f") + "%).\n\nPer hour over the five 10-hour days: CZK 56,000 / "
          + v("5*10", "d") + " = **CZK " + v("56000/50", ",.0f") + "**, against CZK 1,450 by the hour."),
        U("What would they pay up front and when is the rest due?"),
        A("- Total with VAT: CZK 56,000 × 1.21 = **CZK " + v("56000*1.21", ",.0f") + "**\n- Deposit 30%: **CZK " + v("56000*1.21*0.3", ",.0f")
          + "** at booking\n- Balance: **CZK " + v("56000*1.21*0.7", ",.0f") + "** on the last day, " + v("date(2027,4,16)", "%A %-d %B")),
        U("Until when can they drop the option for free?"),
        A("Until **Monday [[30]] March**, 14 days before the first day (Monday 12 April).",
          why="14 days before 2027-04-12 is Monday 29 March; the model wrote the 30th"),
        U("What does the block come to in euros?"),
        C("get_fx", {"base": "CZK"}, FX_CZK),
        A("CZK " + v("56000*1.21", ",.0f") + " × 0.03984 = **EUR " + v("56000*1.21*0.03984", ",.2f") + "** with VAT."),
        anthropic=True),
    run(11, SONNET37,
        U("Rádio Na Rohu want ep47 as a WAV and an MP3. How big is the WAV, and at 192 kbps?"),
        C("get_file_info", {"file": "ep47_final.wav"}, PODCAST),
        A("**WAV** (44.1 kHz, 16-bit, stereo): 44,100 × 16 / 8 × 2 = " + v("44100*2*2", ",d") + " bytes a second. 58:20 is "
          + v("58*60+20", ",d") + " s, so **" + v("176400*3500/1e6", ",.1f") + " MB**.\n\n**MP3 at 192 kbps:** 192,000 / 8 = "
          + v("192000/8", ",.0f") + " bytes a second × " + v("58*60+20", ",d") + " s = **" + v("24000*3500/1e6", ".1f") + " MB**, about "
          + v("176400/24000", ".2f") + " times smaller."),
        U("And at 128 kbps?"),
        A("128,000 / 8 × " + v("58*60+20", ",d") + " s = **" + v("16000*3500/1e6", ".1f") + " MB**."),
        U("If we resample to 48 kHz 24-bit for their archive?"),
        A("48,000 × 24 / 8 × 2 = " + v("48000*3*2", ",d") + " bytes a second × " + v("58*60+20", ",d") + " s = **" + v("288000*3500/1e6", ",.1f") + " MB**, "
          + v("288000/176400", ".2f") + " times the 16-bit file."),
        U("How long is the episode in minutes, as a decimal?"),
        A(v("3500/60", ".2f") + " minutes."),
        anthropic=True),
    run(12, GPT4O_MINI,
        U("bkg-2331 price?"),
        C("get_booking", {"booking": "BKG-2331"}, BKG_2331),
        A("14h00–18h30 = " + v("(18*60+30-14*60)/60", ".1f") + " h → " + v("-(-4.5//1)", ".0f") + " started h × 1,450 = " + v("5*1450", ",d")
          + " CZK (~" + v("5*1450/1000", ".2f") + "k), " + v("5*1450*1.21", ",.2f") + " with VAT"),
        U("deposit?"),
        A(v("5*1450*1.21*0.3", ",.2f") + " CZK"),
        U("cancel free?"),
        A("no, it's tomorrow (" + v("date(2027,3,10)", "%-d %b") + "), < 14 days → 50% = " + v("5*1450*1.21*0.5", ",.2f") + " CZK"),
        U("if only 3h?"),
        A("min 3 h: 3 × 1,450 = " + v("3*1450", ",d") + " CZK, ends " + v("datetime(2027,3,10,14,0)+timedelta(hours=3)", "%-Hh%M")),
    ),
]
