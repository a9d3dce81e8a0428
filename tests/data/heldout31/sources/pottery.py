"""pottery runs: the assistant of a ceramics studio in Plovdiv (Ателие „Глина и огън“, tools designed
for this set: a course, a workshop booking, pieces, a clay body, a commission, a member and stored
pieces as JSON, a firing schedule, a kiln log, clay stock and a month of firings as CSV text, a firing
invoice and an old lev receipt as plain text), with a course's weekly sessions, a firing's hours from
ramp rates into a clock and kWh, a firing charged by volume with a minimum, wet sizes from shrinkage,
bags of clay, a group discount from a head count, a deposit and a ready date, a card's visits and its
last day, leva into euros at the fixed rate, storage by the week begun; tool results and answers
written here, in the styles of BgGPT and Mistral Large 3 (Bulgarian, `420,00 €`, `22.12.2026 г.`,
`21:00 ч.`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini
3 Pro (bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1
and Llama 4 (a few words)."""

from _heldout31_models import BGGPT, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_LARGE3, OPUS45, QWEN3, SONNET45
from _heldout31_pottery import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"pottery-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def bg(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Bulgarian spelling, a space between thousands and a decimal comma: `1 156,00`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


HOURS_2 = "(580/100+500/150+140/60+0.25)"

COURSE_1 = {"course": "WH-NOV-26", "title": "Грънчарско колело за начинаещи", "first_session": "2026-11-17", "weekday": "Tuesday",
            "start": "18:30", "sessions": 6, "places_left": 3, "teacher": "Даниела Колева"}
SCHEDULE_2 = csv("segment,ramp_c_per_h,target_c,hold_min", "1,100,600,0", "2,150,1100,0", "3,60,1240,15")
PIECES_3 = {"member": "Ralitsa Petrova", "member_no": "M-0412", "firing": "glaze", "firing_date": "2026-11-09", "pieces": [
    {"piece": "vase", "h_cm": 24, "w_cm": 12, "d_cm": 12}, {"piece": "bowl", "h_cm": 8, "w_cm": 16, "d_cm": 16},
    {"piece": "mug", "h_cm": 10, "w_cm": 9, "d_cm": 9}, {"piece": "mug", "h_cm": 10, "w_cm": 9, "d_cm": 9},
    {"piece": "espresso cup", "h_cm": 6, "w_cm": 7, "d_cm": 7}]}
INVOICE_3 = """GLINA I OGAN CERAMICS STUDIO - FIRING INVOICE 2611-0738
Member: Ralitsa Petrova (M-0412)
Glaze firing, kiln 2, 09.11.2026
vase 24x12x12              8.06
bowl 8x16x16               4.10
mug 10x9x9                 1.62
mug 10x9x9                 1.62
espresso cup 6x7x7         1.50
Total EUR                 16.90"""
CLAY_4 = {"clay": "Stoneware S-12 (white)", "shrinkage_pct": 12, "bag_kg": 12.5, "bag_price_eur": 18, "fires_to_c": 1240,
          "stock_bags": 14}
STOCK_5 = csv("clay,bags,bag_kg,reorder_at_bags,weekly_use_kg,bag_price_eur", "Stoneware S-12,14,12.5,10,37.5,18",
              "Stoneware black S-40,6,12.5,8,12.5,21", "Earthenware red E-3,22,12.5,12,50,14", "Porcelain P-1,3,10,4,6,26")
BOOKING_6 = {"booking": "SW-2611-0093", "workshop": "Saturday workshop: hand-built plates", "date": "2026-11-21", "start": "10:00",
             "adults": 7, "children": [{"age": 9}, {"age": 12}, {"age": 13}], "contact": "Мария Ангелова", "paid": False}
LOG_7 = csv("time,kiln,temp_c", "2026-11-10 20:00,1,22", "2026-11-10 21:00,1,118", "2026-11-10 22:00,1,215", "2026-11-10 23:00,1,311",
            "2026-11-11 00:00,1,408", "2026-11-11 01:00,1,506", "2026-11-11 02:00,1,598", "2026-11-11 03:00,1,742",
            "2026-11-11 04:00,1,889", "2026-11-11 05:00,1,950", "2026-11-11 10:00,1,612", "2026-11-11 14:00,1,341",
            "2026-11-11 18:00,1,174", "2026-11-11 22:00,1,96")
ORDER_8 = {"commission": "KM-2611-017", "customer": "Restaurant Tepeto", "items": [
    {"item": "dinner plate 28 cm", "qty": 24, "unit_eur": 22.5}, {"item": "soup bowl", "qty": 24, "unit_eur": 16},
    {"item": "serving platter", "qty": 4, "unit_eur": 58}], "deposit_paid": None, "glaze": "celadon"}
FIRINGS_9 = csv("date,kiln,type,heating_h,duty_pct,pieces", "2026-10-02,2,bisque,8.5,65,52", "2026-10-09,2,glaze,11.7,72,38",
                "2026-10-16,2,bisque,8.0,64,47", "2026-10-23,2,glaze,12.1,70,41", "2026-10-30,2,glaze,11.5,71,36")
MEMBER_10 = {"member": "Stefan Iliev", "member_no": "M-0388", "card": "10-visit", "bought": "2026-06-03", "visits_used": 7,
             "last_visit": "2026-11-05"}
RECEIPT_11 = """ГЛИНА И ОГЪН ЕООД   КАСОВА БЕЛЕЖКА 0004417
14.12.2025  10:52
Курс грънчарско колело x1      410.72
Глина S-12 12,5 кг x2           70.41
ОБЩО ЛВ                        481.13"""
STORED_12 = {"member": "M-0455", "shelf": "C3", "pieces": 5, "fired": "2026-09-28", "status": "waiting for collection"}

RUNS = [
    run(1, BGGPT,
        U("Здравейте! Искаме да се запишем двама за курса на грънчарско колело през ноември. Кога е последното занятие и колко ще струва?"),
        C("get_course", {"month": "2026-11", "type": "wheel"}, COURSE_1),
        A("Курсът „Грънчарско колело за начинаещи“ започва на 17.11.2026 г. (вторник) от 18:30 ч. с Даниела Колева: 6 занятия по "
          "2,5 часа, веднъж седмично. Последното занятие е на **" + v("date(2026,11,17)+timedelta(weeks=5)", "%d.%m.%Y") + " г.**\n\n"
          "Цена: 2 × 210 € = **" + bg("2*210") + " €**."),
        U("Колко часа е курсът общо и колко излиза на час?"),
        A("6 × 2,5 ч = " + bg("6*2.5", ".1f") + " часа; 210 € / 15 = " + bg("210/15") + " € на час."),
        U("До колко часа продължава всяко занятие?"),
        A("От 18:30 до " + v("datetime(2026,11,17,18,30)+timedelta(hours=2.5)", "%H:%M") + " ч."),
        U("Има ли място и за трети човек?"),
        A("Да, свободни са 3 места. За трима курсът струва " + bg("3*210") + " €."),
        U("Кога беше последното занятие, да го запиша?"),
        A("На [[29.12.2026]] г.", why="the first session is 17.11 and the sixth is five weeks later, 22.12.2026; the model added six weeks"),
    ),
    run(2, GPT51,
        U("I'm loading kiln 2 for the cone 6 glaze firing tonight and starting it at 18:00, from room temperature (20 °C). When does it finish heating?"),
        C("get_firing_schedule", {"kiln": 2, "program": "glaze cone 6"}, SCHEDULE_2),
        A("Three ramps and a hold:\n\n- 20 → 600 °C at 100 °C/h: " + v("(600-20)/100", ".1f") + " h\n- 600 → 1,100 °C at 150 °C/h: "
          + v("(1100-600)/150", ".2f") + " h\n- 1,100 → 1,240 °C at 60 °C/h: " + v("(1240-1100)/60", ".2f") + " h\n- hold: 15 min\n\n"
          "That is " + v(HOURS_2, ".2f") + " h in all, so heating ends at about **" + v("datetime(2026,11,12,18,0)+timedelta(hours=" + HOURS_2 + ")", "%H:%M")
          + "** tomorrow morning."),
        U("What will the electricity cost if the elements are on about 70% of that time?"),
        A("11 kW × " + v(HOURS_2, ".2f") + " h × 0.70 ≈ " + v("11*" + HOURS_2 + "*0.7", ".1f") + " kWh. At EUR 0.21 per kWh that is **EUR "
          + v("11*" + HOURS_2 + "*0.7*0.21", ".2f") + "**."),
        U("There are 34 pieces in the load. What's that per piece?"),
        A("EUR " + v("11*" + HOURS_2 + "*0.7*0.21/34", ".2f") + " of electricity per piece."),
        U("Cooling down to 100 °C usually takes 14 hours on this kiln. When can I open it?"),
        A("Heating ends at about " + v("datetime(2026,11,12,18,0)+timedelta(hours=" + HOURS_2 + ")", "%H:%M") + "; 14 hours later it is "
          "around **[[18:43]]** tomorrow evening, and only if the pyrometer shows under 100 °C.",
          why="05:43 plus 14 hours is 19:43; the model wrote one digit off"),
    ),
    run(3, OPUS45,
        U("Can you check my firing invoice from Monday's glaze firing? It feels high."),
        C("get_invoice", {"member_no": "M-0412", "firing_date": "2026-11-09"}, INVOICE_3),
        C("get_pieces", {"member_no": "M-0412", "firing_date": "2026-11-09"}, PIECES_3),
        A("One line is wrong. Glaze firing is EUR 0.002 per cm³, at least EUR 1.50 a piece:\n\n"
          "| Piece | Volume | Charge | Invoiced |\n|---|---|---|---|\n| vase 24×12×12 | " + v("24*12*12", ",d") + " cm³ | "
          + v("24*12*12*0.002", ".2f") + " | 8.06 |\n| bowl 8×16×16 | " + v("8*16*16", ",d") + " cm³ | " + v("8*16*16*0.002", ".2f")
          + " | 4.10 |\n| mug 10×9×9 (×2) | " + v("10*9*9", "d") + " cm³ each | " + v("10*9*9*0.002", ".2f") + " each | 1.62 each |\n"
          "| espresso cup 6×7×7 | " + v("6*7*7", "d") + " cm³ | " + v("6*7*7*0.002", ".2f") + " → minimum 1.50 | 1.50 |\n\n"
          "The vase looks as if it was charged at 14 cm wide (24 × 14 × 12 = " + v("24*14*12", ",d") + " cm³ → EUR "
          + v("24*14*12*0.002", ".2f") + "). The correct total is **EUR " + v("6.91+4.10+1.62+1.62+1.50", ".2f") + "**, EUR "
          + v("16.90-15.75", ".2f") + " less than invoiced."),
        U("Until when can I leave those pieces on the shelf?"),
        A("Pieces are kept 30 days after their firing, so until **" + v("date(2026,11,9)+timedelta(days=30)", "%-d %B %Y")
          + "**; after that it is EUR 2 a piece for each week begun."),
        U("Which invoice number do I give at the desk?"),
        A("Invoice **[[2611-0783]]**, and ask for the vase line to be corrected to EUR " + v("24*12*12*0.002", ".2f") + ".",
          why="the invoice is 2611-0738; the model swapped the last two digits"),
        U("Out of interest, what would the vase cost for a bisque and a glaze firing together?"),
        A(v("24*12*12", ",d") + " cm³ × (0.0015 + 0.002) = EUR " + v("3456*(0.0015+0.002)", ".2f") + " for both firings."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("I want to make a stoneware dinner set in S-12: plates 27 cm across and mugs 10 cm tall after firing. How big do I throw them?"),
        C("get_clay", {"clay": "S-12"}, CLAY_4),
        A("* S-12 shrinks **12%** from wet to fired, so a fired piece is 88% of its wet size\n* Plate: 27 / 0.88 = **"
          + v("27/0.88", ".1f") + " cm** wet\n* Mug: 10 / 0.88 = **" + v("10/0.88", ".1f") + " cm** wet"),
        U("I need 6 plates at 1.4 kg and 6 mugs at 0.45 kg of wet clay each, plus 15% for trimming. How many bags?"),
        A("* Plates: 6 × 1.4 = " + v("6*1.4", ".1f") + " kg\n* Mugs: 6 × 0.45 = " + v("6*0.45", ".1f") + " kg\n* With 15% for trimming: "
          + v("(8.4+2.7)*1.15", ".2f") + " kg\n* At 12.5 kg a bag: **" + v("-(-((8.4+2.7)*1.15)//12.5)", ".0f") + " bags**, EUR "
          + v("2*18", "d")),
        U("Would studio clay by the kilo be cheaper?"),
        A("* " + v("(8.4+2.7)*1.15", ".2f") + " kg × EUR 1.60 = **EUR " + v("(8.4+2.7)*1.15*1.6", ".2f") + "**\n* Two bags cost EUR " + v("2*18", "d") + ", "
          "so by the kilo you save **EUR [[15.85]]**", why="36 − 20.42 is 15.58; the model swapped the last two digits"),
        U("And a plate I throw at 30 cm wet, what size is it fired?"),
        A("* 30 × 0.88 = **" + v("30*0.88", ".1f") + " cm** fired"),
    ),
    run(5, QWEN3,
        U("Clay stock check: kilos on hand, weeks left at our usual use, and what needs reordering."),
        C("get_clay_stock", {}, STOCK_5),
        A("| Clay | Bags | kg | Weeks left | Reorder? |\n|---|---|---|---|---|\n| Stoneware S-12 | 14 | " + v("14*12.5", ".0f") + " | "
          + v("14*12.5/37.5", ".1f") + " | no |\n| Stoneware black S-40 | 6 | " + v("6*12.5", ".0f") + " | " + v("6*12.5/12.5", ".1f")
          + " | **yes** (6 < 8) |\n| Earthenware red E-3 | 22 | [[257]] | " + v("22*12.5/50", ".1f") + " | no |\n| Porcelain P-1 | 3 | "
          + v("3*10", "d") + " | " + v("3*10/6", ".1f") + " | **yes** (3 < 4) |", why="22 bags of 12.5 kg are 275 kg; the model swapped two digits"),
        U("Order the flagged ones back up to their reorder level plus 10 bags. Cost?"),
        A("| Clay | Bags to order | Price | Cost |\n|---|---|---|---|\n| S-40 | " + v("8+10-6", "d") + " | 21 | " + v("12*21", "d")
          + " |\n| P-1 | " + v("4+10-3", "d") + " | 26 | " + v("11*26", "d") + " |\n| **Total** | " + v("12+11", "d") + " | | **EUR "
          + v("252+286", "d") + "** |"),
        U("Total kilos in stock now?"),
        A("| | kg |\n|---|---|\n| All clays | " + v("175+75+275+30", "d") + " |"),
        U("And what is the stock worth at bag prices?"),
        A("| Clay | Value |\n|---|---|\n| S-12 | " + v("14*18", "d") + " |\n| S-40 | " + v("6*21", "d") + " |\n| E-3 | " + v("22*14", "d")
          + " |\n| P-1 | " + v("3*26", "d") + " |\n| **Total** | **EUR " + v("252+126+308+78", "d") + "** |"),
    ),
    run(6, KIMI_K2,
        U("Hi, I'm Maria, booking SW-2611-0093 for the Saturday workshop. What do we owe?"),
        C("get_booking", {"booking": "SW-2611-0093"}, BOOKING_6),
        A("<think>\n7 adults × 45 = " + v("7*45", "d") + ". Children 9, 12, 13 all in 7-14: 3 × 30 = " + v("3*30", "d") + ". Sum "
          + v("315+90", "d") + ". People 7 + 3 = " + v("7+3", "d") + " ≥ 8 → 10% off: " + v("405*0.9", ".2f") + ".\n</think>\n\n"
          "Your group of " + v("7+3", "d") + " gets the 10% group price: **EUR " + v("405*0.9", ".2f") + "** (EUR " + v("315+90", ".2f")
          + " before the discount)."),
        U("What is that per adult and per child?"),
        A("<think>\n45 × 0.9, 30 × 0.9.\n</think>\n\nEUR " + v("45*0.9", ".2f") + " per adult and EUR " + v("30*0.9", ".2f") + " per child."),
        U("Two adults might drop out. Then?"),
        A("<think>\n5 adults + 3 children = " + v("5+3", "d") + ", still ≥ 8. (5 × 45 + " + v("3*30", "d") + ") × 0.9 = " + v("(5*45+90)*0.9", ".2f")
          + ".\n</think>\n\nStill a group of " + v("5+3", "d") + ", so EUR " + v("(5*45+90)*0.9", ".2f") + "."),
        U("And if one of the children can't come either?"),
        A("<think>\n5 + 2 = " + v("5+2", "d") + " < 8, no discount: 5 × 45 + 2 × 30 = " + v("5*45+2*30", ".2f") + ".\n</think>\n\n"
          "Then you are " + v("5+2", "d") + " people, below the group size, and pay the full EUR " + v("5*45+2*30", ".2f") + ", EUR "
          + v("285-283.5", ".2f") + " more than with that child. The workshop runs 10:00 to " + v("datetime(2026,11,21,10,0)+timedelta(hours=3)", "%H:%M") + "."),
        U("OK, so as booked right now, what's our total?"),
        A("<think>\nAs booked: 10 people.\n</think>\n\nAs booked, EUR [[346.50]].",
          why="the booked group pays 364.50; the model swapped two digits after an honest think"),
    ),
    run(7, MISTRAL_LARGE3,
        U("Можете ли да ми дадете данните от бисквитното изпичане в пещ 1 от снощи? С каква средна скорост се е нагрявала и кога може да се отвори?"),
        C("get_kiln_log", {"kiln": 1, "from": "2026-11-10 20:00"}, LOG_7),
        A("Изпичането е започнало на 10.11. в 20:00 ч. при 22 °C и е достигнало максимум **950 °C** в 05:00 ч., след "
          + v("(datetime(2026,11,11,5)-datetime(2026,11,10,20)).seconds//3600", "d") + " часа.\n\n"
          "- Първите 6 часа (до 598 °C): (598 − 22) / 6 = **" + bg("(598-22)/6", ".1f") + " °C/ч**\n"
          "- От 598 до 950 °C за 3 часа: " + bg("(950-598)/3", ".1f") + " °C/ч\n\n"
          "Под 100 °C пещта е паднала в 22:00 ч. на 11.11. (96 °C), така че вече може да се отвори."),
        U("Колко бързо се е охлаждала?"),
        A("От 950 °C в 05:00 ч. до 96 °C в 22:00 ч.: " + bg("950-96", ".0f") + " °C за "
          + v("(datetime(2026,11,11,22)-datetime(2026,11,11,5)).seconds//3600", "d") + " часа, средно " + bg("(950-96)/17", ".1f") + " °C/ч."),
        U("А колко часа е продължило цялото изпичане, от включването до 100 °C?"),
        A("От 20:00 ч. на 10.11. до 22:00 ч. на 11.11.: " + v("(datetime(2026,11,11,22)-datetime(2026,11,10,20)).total_seconds()/3600", ".0f")
          + " часа."),
        U("Колко часа е изстивала след максимума?"),
        A("[[16]] часа.", why="from the peak at 05:00 to 96 °C at 22:00 is 17 hours; the model counted from 06:00"),
    ),
    run(8, SONNET45,
        U("Restaurant Tepeto here. What's the total for commission KM-2611-017, the deposit, and when will it be ready if we pay the deposit today?"),
        C("get_commission", {"commission": "KM-2611-017"}, ORDER_8),
        A("**Commission KM-2611-017**\n\n- 24 dinner plates × EUR 22.50 = EUR " + v("24*22.5", ",.2f") + "\n- 24 soup bowls × EUR 16.00 = EUR "
          + v("24*16", ",.2f") + "\n- 4 serving platters × EUR 58.00 = EUR " + v("4*58", ",.2f") + "\n\n**Total: EUR " + v("540+384+232", ",.2f")
          + "**\n\nDeposit (40%): **EUR " + v("1156*0.4", ",.2f") + "**; balance on collection EUR " + v("1156*0.6", ",.2f") + ".\n\n"
          "Paid today, the set will be ready 5 weeks later, on **" + v("date(2026,11,12)+timedelta(weeks=5)", "%A %-d %B %Y") + "**."),
        U("How much VAT is included in the total?"),
        A("VAT is 20% included: EUR " + v("540+384+232", ",.2f") + " / 1.20 × 0.20 = **EUR " + v("1156/1.2*0.2", ",.2f") + "** (net EUR " + v("1156/1.2", ",.2f") + ")."),
        U("If we add 12 more soup bowls?"),
        A("12 × EUR 16.00 = EUR " + v("12*16", ".2f") + ", making the total EUR " + v("1156+192", ",.2f") + " and the deposit EUR "
          + v("1348*0.4", ",.2f") + "."),
        U("Let's keep the original order. What's each plate-and-bowl setting worth?"),
        A("EUR 22.50 + EUR 16.00 = **EUR " + v("22.5+16", ".2f") + "** a setting."),
        U("And the original total once more, for our accountant?"),
        A("EUR [[1,165.00]], VAT included.", why="the total is 1,156.00; the model swapped two digits in a later short reply"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("How much electricity did kiln 2 use in October, and what did it cost?"),
        C("get_firings", {"kiln": 2, "month": "2026-10"}, FIRINGS_9),
        A("1. kWh per firing = 11 kW × hours × duty:\n   - 2 Oct bisque: " + v("11*8.5*0.65", ".1f") + " kWh\n   - 9 Oct glaze: "
          + v("11*11.7*0.72", ".1f") + " kWh\n   - 16 Oct bisque: " + v("11*8.0*0.64", ".1f") + " kWh\n   - 23 Oct glaze: "
          + v("11*12.1*0.70", ".1f") + " kWh\n   - 30 Oct glaze: " + v("11*11.5*0.71", ".1f") + " kWh\n2. Total: "
          + v("11*(8.5*0.65+11.7*0.72+8.0*0.64+12.1*0.70+11.5*0.71)", ".1f") + " kWh.\n3. Cost: × EUR 0.21 = **EUR "
          + v("11*(8.5*0.65+11.7*0.72+8.0*0.64+12.1*0.70+11.5*0.71)*0.21", ".2f") + "**."),
        U("Per piece fired?"),
        A("1. Pieces: " + v("52+38+47+41+36", "d") + ".\n2. EUR " + v("11*(8.5*0.65+11.7*0.72+8.0*0.64+12.1*0.70+11.5*0.71)*0.21/214", ".2f")
          + " per piece."),
        U("Glaze against bisque, kWh per piece?"),
        A("1. Glaze: " + v("11*(11.7*0.72+12.1*0.70+11.5*0.71)", ".1f") + " kWh / " + v("38+41+36", "d") + " pieces = "
          + v("11*(11.7*0.72+12.1*0.70+11.5*0.71)/115", ".2f") + " kWh.\n2. Bisque: " + v("11*(8.5*0.65+8.0*0.64)", ".1f") + " kWh / "
          + v("52+47", "d") + " pieces = " + v("11*(8.5*0.65+8.0*0.64)/99", ".2f") + " kWh.\n3. A glaze piece takes about "
          + v("(11*(11.7*0.72+12.1*0.70+11.5*0.71)/115)/(11*(8.5*0.65+8.0*0.64)/99)", ".1f") + " times the energy."),
        U("How many hours were the elements actually on over the month?"),
        A("1. " + v("8.5*0.65+11.7*0.72+8.0*0.64+12.1*0.70+11.5*0.71", ".1f") + " h (hours × duty, summed)."),
    ),
    run(10, HAIKU45,
        U("How many visits are left on my card, and until when is it valid? Member M-0388."),
        C("get_member", {"member_no": "M-0388"}, MEMBER_10),
        A("You've used 7 of 10 visits, so **" + v("10-7", "d") + " visits** are left. The card was bought on 3 June 2026 and is valid "
          "6 months, until **" + v("date(2026,6+6,3)", "%-d %B %Y") + "**."),
        U("Was the card cheaper than a monthly pass for me?"),
        A("A card visit costs EUR 120 / 10 = EUR " + v("120/10", ".2f") + ". A month at EUR 85 is cheaper only if you come more than "
          + v("85//12", "d") + " times in that month (85 / 12 = " + v("85/12", ".2f") + ")."),
        U("If I come in at 14:20 today, when do I have to leave?"),
        A("A visit is up to 3 hours: by **" + v("datetime(2026,11,12,14,20)+timedelta(hours=3)", "%H:%M") + "**."),
        U("How many days do I have left to use the rest?"),
        A("[[12]] days, until " + v("date(2026,6+6,3)", "%-d %B") + ".", why="from 12 November to 3 December is 21 days; the model swapped the digits"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("old receipt 0004417 from last december, in euros?"),
        C("get_receipt", {"receipt": "0004417"}, RECEIPT_11),
        A("€" + v("481.13/1.95583", ".2f") + "."),
        U("the clay line?"),
        A("€" + v("70.41/1.95583", ".2f") + " (2 bags)."),
        U("and the course?"),
        A("€[[201.00]].", why="410.72 lv at 1.95583 is EUR 210.00; the model swapped two digits"),
        U("vat in it?"),
        A("€" + v("246/1.2*0.2", ".2f") + " of €" + v("481.13/1.95583", ".2f") + "."),
        U("date?"),
        A("14.12.2025, 10:52."),
    ),
    run(12, LLAMA4,
        U("storage fee for my 5 pieces on shelf C3? M-0455, picking up today"),
        C("get_stored_pieces", {"member_no": "M-0455"}, STORED_12),
        A("Free until " + v("date(2026,9,28)+timedelta(days=30)", "%Y-%m-%d") + ". Today is "
          + v("(date(2026,11,12)-date(2026,10,28)).days", "d") + " days past: " + v("-(-15//7)", "d") + " weeks begun × €2 × 5 = €"
          + v("3*2*5", "d") + "."),
        U("saturday instead?"),
        A(v("(date(2026,11,14)-date(2026,10,28)).days", "d") + " days, still " + v("-(-17//7)", "d") + " weeks: €" + v("3*2*5", "d") + "."),
        U("next friday the 20th?"),
        A(v("(date(2026,11,20)-date(2026,10,28)).days", "d") + " days, " + v("-(-23//7)", "d") + " weeks: €" + v("4*2*5", "d") + "."),
        U("per piece today?"),
        A("€" + v("3*2", "d") + "."),
    ),
]
