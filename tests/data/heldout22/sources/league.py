"""league runs: an amateur sports-league and club assistant (Riverside Sports Club's Clubhouse, tools
designed for this set: a standings table as text, results and fixtures as JSON records, player stats,
race splits and a kit order as CSV text with no spaces after the commas, membership fees, pitch
bookings, player registrations), with points from wins and draws, goal difference, win shares,
per-game averages, 5 km splits and paces, finish times, ages on a cut-off date, fees prorated by the
months left, a kit order with a squad discount, weekly fixture dates, sessions' costs split per
player; tool results and answers written here, in the styles of o3 (plain), Claude Sonnet 4.5 (headings) and Claude
Haiku 4.5 (steps) in Anthropic envelopes, Gemini 2.5 Pro (bullets, `1st/2nd/3rd`), Grok 4 (blunt),
Kimi K2 (tables), Phi-4 (short), Mistral Large (Spanish), GPT-4.1 mini (Dutch
`£ 315,00`, `12 apr`), a local Gemma 3 4B (terse) and DeepSeek R1 (`<think>`)."""

from _heldout22_league import POLICY, csv
from _heldout22_models import (GEMINI25_PRO, GPT41_MINI, GROK4, HAIKU45, KIMI_K2, LOCAL_GEMMA,
                               MISTRAL_LARGE, O3, PHI4, R1, SONNET45)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"league-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def mmss(seconds: str) -> str:
    """A computed duration in minutes and seconds (`4:17`): `seconds` an expression, truncated to whole seconds."""
    return f"{{{{int({seconds})//60|d}}}}:{{{{int({seconds})%60|02d}}}}"


STANDINGS = """RIVERSIDE SUNDAY LEAGUE - DIVISION 2 - after matchweek 16
Pos Team                 P  W  D  L  GF GA  Pts
1   Ashby Rovers        16 11  3  2  38 17  36
2   Millbrook Athletic  16 10  4  2  35 19  34
3   Kingsfield Town     16 10  2  4  31 22  32
4   Riverside Reserves  16  8  5  3  29 21  29
5   Oakham Wanderers    16  7  2  7  27 28  23
6   Elmstead United     16  5  3  8  22 30  18
7   Crossways FC        16  3  4  9  18 33  13
8   Dunmore Park        16  2  1 13  15 45   7"""
RESULTS = [
    {"match_id": "RSL-D2-117", "date": "2026-03-08", "home": "Riverside Reserves", "away": "Oakham Wanderers", "score": "3-1"},
    {"match_id": "RSL-D2-124", "date": "2026-03-15", "home": "Crossways FC", "away": "Riverside Reserves", "score": "2-2"},
    {"match_id": "RSL-D2-131", "date": "2026-03-22", "home": "Riverside Reserves", "away": "Kingsfield Town", "score": "0-1"},
    {"match_id": "RSL-D2-138", "date": "2026-03-29", "home": "Elmstead United", "away": "Riverside Reserves", "score": "1-4"},
    {"match_id": "RSL-D2-145", "date": "2026-04-05", "home": "Riverside Reserves", "away": "Ashby Rovers", "score": "2-2"}]
FIXTURES = {"team": "Riverside Reserves", "remaining": 6, "interval_days": 7, "next": {
    "match_id": "RSL-D2-152", "date": "2026-04-12", "kickoff": "10:30", "home": "Millbrook Athletic",
    "away": "Riverside Reserves", "venue": "Millbrook Rec, pitch 2"}}
STATS = csv("player,apps,goals,assists,minutes,yellow",
            "Dan Achterberg,15,9,4,1262,2", "Sol Mensah,16,7,6,1384,1", "Ife Adeyemi,12,5,2,871,3",
            "Rory Quayle,14,3,8,1190,0", "Marek Duda,9,2,1,540,4")
SPLITS = csv("runner,bib,age_cat,split_5k,finish",
             "Amira Haddad,214,F40,23:41,48:15", "Joe Brannigan,187,M35,21:08,42:50",
             "Keiko Tanaka,233,F50,26:02,51:47", "Liam Sorensen,171,M20,19:55,40:31")
RACE = {"race": "Riverside 10K", "date": "2026-04-05", "distance_km": 10, "finishers": 4, "club_only": True}
FEES = {"season": "2025-26", "senior_gbp": 240, "junior_gbp": 120, "season_end": "2026-08-31",
        "junior_cutoff": "under 16 on 2025-08-31"}
FAMILY = {"applicant": "Nadia Brooks", "members": [
    {"name": "Nadia Brooks", "dob": "1984-05-17"}, {"name": "Owen Brooks", "dob": "1982-12-01"},
    {"name": "Ella Brooks", "dob": "2010-11-02"}, {"name": "Sam Brooks", "dob": "2009-07-20"}]}
KIT = csv("item,size,qty,unit_gbp", "home shirt,S,4,24.50", "home shirt,M,7,24.50", "home shirt,L,5,24.50",
          "shorts,M,16,12.00", "socks,one size,16,6.75", "GK shirt,L,2,29.00")
PITCH = {"ref": "PB-0416-3G2", "pitch": "3G pitch 2", "first_date": "2026-04-16", "start": "18:30", "end": "20:00",
         "weekly": True, "sessions": 6, "rate_gbp_h": 65, "floodlights_gbp_h": 12, "squad_size": 18}
JUNIORS = [{"name": "Kai Morton", "dob": "2014-09-03"}, {"name": "Ben Oduya", "dob": "2014-08-29"},
           {"name": "Rhea Patel", "dob": "2015-02-14"}]
REFS = {"team": "Riverside Reserves", "home_games": 9, "referee_fee_gbp": 35, "squad_size": 16,
        "next_home": "2026-04-19"}
PLAYER_SOL = {"name": "Sol Mensah", "licence": "RSL-LIC-88213", "registered": "2025-08-22", "team": "Riverside Reserves",
              "shirt": 8}

RUNS = [
    run(1, O3,
        U("Where do the Reserves stand?"),
        C("get_standings", {"division": 2}, STANDINGS),
        A("Riverside Reserves are 4th: W-D-L 8-5-3, 29 points from 16 games, goals 29–21 so a goal difference of "
          "+{{29-21|d}}. That's {{36-29|d}} points behind Ashby Rovers and {{32-29|d}} behind Kingsfield in 3rd. "
          "Win percentage {{8/16*100|.1f}}%, {{29/16|.2f}} points per game."),
        U("We've 6 games left. Can we still win it?"),
        A("Six wins would take you to {{29+6*3|d}}. Ashby are on 36 with six to play too, so they'd need fewer than "
          "{{47-36|d}} more points; mathematically yes, but you need them to drop points."),
        U("What's Ashby's win share and goal difference?"),
        A("11 wins in 16: {{11/16|.4f}}, i.e. {{11/16*100|.2f}}%. Goal difference +{{38-17|d}}."),
        U("And Millbrook's?"),
        A("Millbrook: 10-4-2, goal difference +[[61]].", why="35 − 19 is +16; the model swapped the digits"),
        U("How many goals in the division so far?"),
        A("{{38+35+31+29+27+22+18+15|d}} goals in {{8*16//2|d}} games: {{215/64|.2f}} a game."),
    ),
    run(2, SONNET45,
        U("How have we done in the last five?"),
        C("get_results", {"team": "Riverside Reserves", "last": 5}, RESULTS),
        A("## Last five (Riverside Reserves)\n\n| Date | Opponent | Score | Result |\n|---|---|---|---|\n"
          "| 08/03 | Oakham Wanderers (H) | 3-1 | W |\n| 15/03 | Crossways FC (A) | 2-2 | D |\n"
          "| 22/03 | Kingsfield Town (H) | 0-1 | L |\n| 29/03 | Elmstead United (A) | 4-1 | W |\n"
          "| 05/04 | Ashby Rovers (H) | 2-2 | D |\n\nForm W-D-L-W-D: {{3+1+0+3+1|d}} points out of {{5*3|d}}, goals "
          "{{3+2+0+4+2|d}}–{{1+2+1+1+2|d}} (+{{11-7|d}})."),
        U("When are the rest of our games?"),
        C("get_fixtures", {"team": "Riverside Reserves"}, FIXTURES),
        A("## Remaining fixtures (6, a week apart)\n\n1. Sun 12th Apr: away at Millbrook Athletic, 10:30, Millbrook Rec pitch 2\n"
          "2. {{date(2026,4,12)+timedelta(days=7)|%a %d %b}}\n3. {{date(2026,4,12)+timedelta(days=14)|%a %d %b}}\n"
          "4. {{date(2026,4,12)+timedelta(days=21)|%a %d %b}}\n5. {{date(2026,4,12)+timedelta(days=28)|%a %d %b}}\n"
          "6. {{date(2026,4,12)+timedelta(days=35)|%a %d %b}}"),
        U("If we meet an hour before kick-off on Sunday, what time is that?"),
        A("## Meet time\n\nKick-off 10:30, so meet at **half past nine** (09:30)."),
        U("Match ID for Sunday, for the ref's card?"),
        A("## Sunday\n\nRSL-D2-[[125]], Millbrook Athletic v Riverside Reserves.",
          why="the fixture is RSL-D2-152; the model swapped two digits"),
        U("Our biggest win of the five?"),
        A("## Biggest win\n\n4-1 away at Elmstead United on {{date(2026,3,29)|%a %d %b}} (RSL-D2-138)."),
        anthropic=True),
    run(3, SONNET45,
        U("Who's our top scorer, and how often does he score?"),
        C("get_player_stats", {"team": "Riverside Reserves"}, STATS),
        A("**Dan Achterberg**, 9 goals in 15 appearances: {{9/15|.2f}} a game, one every "
          "{{1262/9|.1f}} minutes he's on the pitch."),
        U("Goal contributions?"),
        A("Goals + assists: Dan Achterberg {{9+4|d}}, Sol Mensah {{7+6|d}}, Rory Quayle {{3+8|d}}, Ife Adeyemi "
          "{{5+2|d}}, Marek Duda {{2+1|d}}. Per 90 minutes Sol is at {{13/1384*90|.2f}} and Dan {{13/1262*90|.2f}}."),
        U("Anyone close to a ban? It's 5 yellows."),
        A("Marek Duda is on 4, one away. Ife Adeyemi has 3. The squad's total is {{2+1+3+0+4|d}}."),
        U("Remind me Dan's minutes per goal?"),
        A("[[104.2]] minutes per goal.", why="1,262 / 9 is 140.2; the model swapped two digits"),
        U("Sol's minutes per game?"),
        A("{{1384/16|.1f}} minutes a game over his 16 appearances."),
        anthropic=True),
    run(4, GEMINI25_PRO,
        U("Results of Sunday's club 10K please, with the 5 k splits."),
        C("get_race", {"race": "Riverside 10K"}, RACE),
        C("get_splits", {"race": "Riverside 10K"}, SPLITS),
        A("Here are the club results:\n\n* **1st** Liam Sorensen 40:31 (5 k 19:55)\n* **2nd** Joe Brannigan 42:50 (5 k 21:08)\n"
          "* **3rd** Amira Haddad 48:15 (5 k 23:41)\n* **4th** Keiko Tanaka 51:47 (5 k 26:02)\n\n"
          "Liam won by " + mmss("(42*60+50)-(40*60+31)") + "."),
        U("Joe's paces?"),
        A("* First 5 k: 21:08 → " + mmss("(21*60+8)/5") + "/km\n* Second 5 k: " + mmss("(42*60+50)-(21*60+8)")
          + " → " + mmss("((42*60+50)-(21*60+8))/5") + "/km\n* Overall " + mmss("(42*60+50)/10") + "/km"),
        U("Did Keiko negative split?"),
        A("* Yes: second half " + mmss("(51*60+47)-(26*60+2)") + " against 26:02, {{(26*60+2)-((51*60+47)-(26*60+2))|d}} s faster\n"
          "* At her first-half pace throughout she'd have run " + mmss("2*(26*60+2)")),
        U("Amira's bib number for the results board?"),
        A("* Amira Haddad, F40, bib **[[241]]**", why="the splits give bib 214; the model swapped two digits"),
        U("Average finish of the four?"),
        A("* " + mmss("((40*60+31)+(42*60+50)+(48*60+15)+(51*60+47))/4")),
    ),
    run(5, GROK4,
        U("My family wants to join today. What do we pay?"),
        C("get_membership_fees", {"season": "2025-26"}, FEES),
        C("get_application", {"applicant": "Nadia Brooks"}, FAMILY),
        A("Joining in April you pay for May to August: {{12-8|d}} months of 12.\n\n"
          "Ella (born 2010-11-02) was {{2025-2010-((8,31)<(11,2))|d}} on 31 Aug 2025: junior. "
          "Sam (born 2009-07-20) was {{2025-2009-((8,31)<(7,20))|d}}: that's a senior fee.\n\n"
          "3 seniors × £{{240*4/12|.0f}} + 1 junior × £{{120*4/12|.0f}} = **£{{3*240*4/12+120*4/12|.0f}}**."),
        U("What would a full season have cost?"),
        A("3 × £240 + £120 = £{{3*240+120|d}}. You're saving £{{3*240+120-(3*240*4/12+120*4/12)|.0f}}."),
        U("If we wait till May?"),
        A("Then it's June–August, 3 months: £{{(3*240+120)*3/12|.0f}}. Waiting saves £{{(3*240+120)*(4-3)/12|.0f}}."),
        U("Just the kids, then?"),
        A("Ella as a junior £{{120*4/12|.0f}}, Sam as a senior £{{240*4/12|.0f}}: £{{120*4/12+240*4/12|.0f}}."),
    ),
    run(6, KIMI_K2,
        U("Price up the new kit order."),
        C("get_kit_order", {"team": "Riverside Reserves"}, KIT),
        A("| Item | Qty | Unit | Line |\n|---|---|---|---|\n| Home shirts (S/M/L) | {{4+7+5|d}} | £24.50 | £{{16*24.5|.2f}} |\n"
          "| Shorts | 16 | £12.00 | £{{16*12|.2f}} |\n| Socks | 16 | £6.75 | £{{16*6.75|.2f}} |\n"
          "| GK shirts | 2 | £29.00 | £{{2*29|.2f}} |\n| **Subtotal** | **{{16+16+16+2|d}}** | | **£{{16*24.5+16*12+16*6.75+2*29|,.2f}}** |"),
        U("Do we get the squad discount?"),
        A("| Items | Threshold | Discount | Total |\n|---|---|---|---|\n| 50 | 15 | 10%: £{{750*0.1|.2f}} | **£[[657.00]]** |",
          why="£750.00 less 10% is £675.00; the model swapped two digits"),
        U("Per outfield player, 16 of them, with the keepers' shirts shared out too?"),
        A("| Total | Players | Each |\n|---|---|---|\n| £{{750*0.9|.2f}} | 16 | £{{750*0.9/16|.2f}} |"),
        U("And the saving over buying without the discount?"),
        A("| Without | With | Saving |\n|---|---|---|\n| £{{750|.2f}} | £{{675|.2f}} | £{{75|.2f}} |"),
        U("The shirts alone after the discount?"),
        A("| Shirts | Before | After 10% |\n|---|---|---|\n| {{16+2|d}} | £{{16*24.5+2*29|.2f}} | £{{(16*24.5+2*29)*0.9|.2f}} |"),
    ),
    run(7, HAIKU45,
        U("What does the Thursday training block on the 3G cost us, and per player?"),
        C("get_pitch_booking", {"ref": "PB-0416-3G2"}, PITCH),
        A("Step 1: 18:30 to 20:00 is 1.5 h.\nStep 2: per session 1.5 × (£65 + £12 floodlights) = £{{1.5*(65+12)|.2f}}.\n"
          "Step 3: 6 sessions: £{{6*1.5*(65+12)|.2f}}.\nStep 4: 18 players: £[[38.05]] each.",
          why="£693.00 / 18 is £38.50; the model swapped two digits"),
        U("What are the dates?"),
        A("Step 1: weekly from Thu 16 Apr.\nStep 2: {{date(2026,4,16)|%d/%m}}, {{date(2026,4,23)|%d/%m}}, "
          "{{date(2026,4,30)|%d/%m}}, {{date(2026,5,7)|%d/%m}}, {{date(2026,5,14)|%d/%m}}, {{date(2026,5,21)|%d/%m}}."),
        U("How much would grass have been, without lights?"),
        A("Step 1: 1.5 × £42 = £{{1.5*42|.2f}} a session.\nStep 2: 6 sessions £{{6*1.5*42|.2f}}, "
          "£{{6*1.5*42/18|.2f}} a player.\nStep 3: £{{6*1.5*(65+12)-6*1.5*42|.2f}} less than the 3G block."),
        U("If only 15 players pay?"),
        A("Step 1: £{{6*1.5*(65+12)|.2f}} / 15 = £{{6*1.5*(65+12)/15|.2f}} each."),
        anthropic=True),
    run(8, PHI4,
        U("Which of these juniors are U12 next season?"),
        C("get_players", {"squad": "U11"}, JUNIORS),
        A("Age on 31 Aug 2026: Kai Morton {{2026-2014-((8,31)<(9,3))|d}} (U12), Ben Oduya "
          "{{2026-2014-((8,31)<(8,29))|d}} (U13), Rhea Patel "
          "{{2026-2015-((8,31)<(2,14))|d}} (U12)."),
        U("How close was Ben?"),
        A("His birthday is {{(date(2014,8,31)-date(2014,8,29)).days|d}} days before the cut-off."),
        U("And Kai?"),
        A("{{(date(2014,9,3)-date(2014,8,31)).days|d}} days after it."),
        U("Rhea's age today?"),
        A("{{2026-2015-((4,9)<(2,14))|d}}."),
    ),
    run(9, MISTRAL_LARGE,
        U("Hice 23:41 en el 5K del sábado. ¿A qué ritmo fui y qué podría hacer en un 10K?"),
        A("Tu ritmo fue de " + mmss("(23*60+41)/5") + " min/km ({{(23*60+41)/5|.1f}} s por km). Con la fórmula de Riegel "
          "(T2 = T1 × (D2/D1)^1,06), un 10K saldría en unos " + mmss("(23*60+41)*2**1.06") + "."),
        U("¿Y a qué ritmo sería eso?"),
        A("A unos " + mmss("(23*60+41)*2**1.06/10") + " min/km."),
        U("Quiero bajar de 50 minutos. ¿Qué ritmo necesito?"),
        A("50:00 en 10 km son [[4:55]] min/km de media; el paso por el 5K en {{50//2|d}}:00.",
          why="50:00 over 10 km is 5:00/km; the model wrote one digit off"),
        U("¿Y en km/h?"),
        A("5 km en 23:41 son {{5/((23*60+41)/3600)|.1f}} km/h."),
    ),
    run(10, GPT41_MINI,
        U("Hoi, wat kost de scheidsrechter ons dit seizoen per speler?"),
        C("get_referee_fees", {"team": "Riverside Reserves"}, REFS),
        A("- Thuiswedstrijden: 9 × £ 35 = £ {{de(9*35)|s}}\n- Per speler (16): £ {{de(9*35/16)|s}}"),
        U("Wanneer is de volgende thuiswedstrijd?"),
        A("Zondag {{date(2026,4,19)|%d}} apr ({{date(2026,4,19)|%d-%m-%Y}})."),
        U("En als we met 18 spelers delen?"),
        A("£ {{de(315/18)|s}} per speler, £ {{de(315/16-315/18)|s}} minder."),
        U("En per wedstrijd per speler?"),
        A("£ 35 / 16 = £ {{de(35/16)|s}}."),
    ),
    run(11, LOCAL_GEMMA,
        U("sol mensah licence no"),
        C("get_player", {"name": "Sol Mensah"}, PLAYER_SOL),
        A("RSL-LIC-88213."),
        U("registered when"),
        A("22/08/2025."),
        U("dan achterberg's licence?"),
        A("RSL-LIC-[[88231]].", why="no tool was called for Dan Achterberg; the model invented his licence from Sol's"),
        U("sol shirt no"),
        A("8."),
        U("registered how long ago"),
        A("{{(date(2026,4,9)-date(2025,8,22)).days|d}} days."),
    ),
    run(12, R1,
        U("If we keep scoring points at our current rate, where do we finish after 22 games?"),
        C("get_standings", {"division": 2}, STANDINGS),
        A("<think>\nRiverside 29 pts in 16 games: {{29/16|.4f}} a game. × 22 = {{29/16*22|.3f}}. Ashby 36/16 × 22 = "
          "{{36/16*22|.1f}}. Millbrook {{34/16*22|.2f}}. Kingsfield {{32/16*22|.1f}}.\n</think>\n\n"
          "At {{29/16|.2f}} points a game you'd reach about [[38.9]] points after 22 games. Ashby project to "
          "{{36/16*22|.1f}}, Millbrook {{34/16*22|.2f}}, Kingsfield {{32/16*22|.1f}}: you'd still finish 4th.",
          why="29/16 × 22 is 39.9 (its own <think> says 39.875); the model wrote one digit off"),
        U("What if we beat Millbrook 2-0 on Sunday?"),
        A("<think>\n29+3 = {{29+3|d}}, GD 8+2 = {{8+2|d}}, GF {{29+2|d}}. Millbrook 34, GD 16-2 = 14. Kingsfield 32, GD 9.\n</think>\n\n"
          "You'd be on {{29+3|d}} points, level with Kingsfield, and ahead on goal difference (+{{29+2-21|d}} against "
          "+{{31-22|d}}): 3rd. Millbrook would stay on 34 with +{{35-19-2|d}}."),
        U("Goals per game, us against Ashby?"),
        A("<think>\n29/16 and 38/16.\n</think>\n\nRiverside {{29/16|.2f}}, Ashby {{38/16|.3f}} scored; conceded "
          "{{21/16|.2f}} and {{17/16|.2f}}."),
        U("Ashby's points per game?"),
        A("<think>\n36/16.\n</think>\n\n{{36/16|.2f}}."),
    ),
]
