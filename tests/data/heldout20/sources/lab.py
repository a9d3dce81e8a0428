"""lab runs: a research-lab bench assistant (the Hollis Lab's BenchMate, tools designed for this set:
reagents with lots and expiry dates, samples, plate-reader exports and cell counts as CSV text with no
spaces after the commas, an instrument booking calendar, protocols as plain text, a supplier's quote
in Italian), with dilutions by C1V1 = C2V2, molarity from mass and molecular weight, µL/mL and
ng/µg/mg conversions, hemocytometer counts in scientific notation, means, SDs and CVs of replicates,
percent recovery, ΔΔCt fold changes, reagent cost per sample, run times and incubation end times;
tool results and answers written here, in the styles of GPT-4.1 (plain), Claude Sonnet 4.5 and
Claude Haiku 4.5 (Anthropic envelopes), o4-mini (terse, `2.18 × 10⁶`), Gemini 2.5 Pro (headings),
Grok 4 (blunt), Kimi K2 (tables), Phi-4 (short), Llama 3.3 70B (chatty, `3:20 p.m.`, `noon`),
Mistral Medium 3 (Italian, `2.552,48 €`), a local Llama 3.2 3B (terse), DeepSeek R1 (`<think>`)."""


from _heldout20_lab import POLICY, csv, reagent, sample
from _heldout20_models import (DEEPSEEK_R1, GEMINI25_PRO, GPT41, GROK4, HAIKU45, KIMI_K2, LLAMA33_70B, LOCAL_3B,
                               MISTRAL_MEDIUM3, O4_MINI, PHI4, SONNET45)

from _vocab import A, C, Run, U


def at(day: int, hour: int, minute: int, plus: int, fmt: str = "%-H:%M") -> str:
    """A computed clock time: `plus` minutes after `hour:minute` on February `day` 2026, as `fmt` writes it
    (`%-H`: no leading zero, as people write `8:50` and `1:50`)."""
    return f"{{{{datetime(2026,2,{day},{hour},{minute})+timedelta(minutes={plus})|{fmt}}}}}"


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"lab-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


P117 = reagent("Primer P-117 fwd (5'-GCTTACCGAGTTCAAGGTCA-3')", "L24-0931", "2026-09-30", conc_uM=100, volume_uL=180,
               location="Freezer B2, box 4", diluent="nuclease-free water")
NACL = reagent("Sodium chloride, ACS grade", "SLCD4417", "2028-05-31", mw_g_mol=58.44, stock_g=820, location="Shelf C3",
               price_per_kg=74.80)
TRIS = reagent("Tris base (Tris(hydroxymethyl)aminomethane)", "BCCJ2290", "2027-11-30", mw_g_mol=121.14, stock_g=410,
               location="Shelf C1", price_per_kg=212.00)
ELISA = reagent("Human IL-6 ELISA kit, 96 wells", "EK6-25118", "2026-04-30", price=648.00, currency="USD", wells=96,
                kits_in_stock=3, location="Fridge 2, shelf 1")
QPCR_PROTOCOL = """PROTOCOL qPCR-SYBR-03 (rev. 2025-11)  SYBR Green qPCR, 20 µL reactions
1. UNG incubation ........ 50 °C, 2 min
2. Polymerase activation . 95 °C, 10 min
3. 40 cycles ............. 95 °C 15 s, then 60 °C 60 s (read)
4. Melt curve ............ 60 to 95 °C at 0.075 °C/s, about 20 min
Plate: MicroAmp 96-well; load 18 µL master mix + 2 µL template per well."""
QPCR_BOOKINGS = """qPCR-1 (QuantStudio 5, room B214): bookings for Wed 2026-02-18
08:00-10:45  R. Okafor  (plate OK-22)
13:15-15:30  L. Brandt  (genotyping)
16:00-17:00  SERVICE (lamp check)
Slots are booked in 15-minute steps."""
WB_PROTOCOL = """PROTOCOL WB-FL-07  Fluorescent western blot (Odyssey)
1. Transfer: iBlot 2, program P0, 7 min
2. Block: 1 h at room temperature in Intercept blocking buffer
3. Primary antibody: overnight at 4 °C, or 2 h at room temperature
4. Wash: 4 x 5 min TBST
5. Secondary antibody (IRDye 680RD / 800CW, 1:15000): 45 min at room temperature, in the dark
6. Wash: 4 x 5 min TBST, then 1 x 5 min TBS
7. Image: Odyssey CLx, 700 and 800 channels"""
QUOTE = """BIOTECNICA LOMBARDA S.r.l. - OFFERTA N. BL-2026-0142 (valida fino al 2026-03-15)
Cod. AB-3390  Anti-GAPDH, coniglio, 100 µL ............ 389,00 €
Cod. AB-4471  Anti-pERK1/2, coniglio, 100 µL .......... 412,50 €
Cod. RG-1020  Terreno DMEM alto glucosio, 500 mL ....... 18,40 €
Spedizione (per ordine) ................................ 25,00 €
Prezzi IVA 22% esclusa. Sconto 5% sulla merce per ordini oltre 1.000,00 € di merce. IVA su merce e spedizione."""
FRIDGE2 = [
    reagent("Human IL-6 ELISA kit, 96 wells", "EK6-25118", "2026-04-30", qty=3),
    reagent("BSA, 10% solution, 50 mL", "B10-7731", "2026-02-10", qty=2),
    reagent("Protease inhibitor cocktail, 1 mL", "PI-88213", "2026-06-30", qty=5),
    reagent("DTT 1 M, 5 mL", "DT-4402", "2026-02-28", qty=1),
    reagent("Anti-Flag M2 antibody, 200 µL", "SLCK1185", "2027-01-31", qty=1),
]

RUNS = [
    run(1, GPT41,
        U("I need 500 µL of primer P-117 fwd at 2 µM for tomorrow's PCR. How do I make it?"),
        C("get_reagent", {"query": "P-117"}, P117),
        A("Using C1V1 = C2V2 with the 100 µM stock:\n\nV1 = (2 µM × 500 µL) / 100 µM = {{2*500/100|.0f}} µL\n\n"
          "So mix {{2*500/100|.0f}} µL of P-117 fwd (lot L24-0931, Freezer B2, box 4) with {{500-2*500/100|.0f}} µL of "
          "nuclease-free water, and vortex briefly."),
        U("How many of those could I make from what's left in the tube?"),
        A("The tube holds 180 µL of stock, so you could make {{180//10|d}} of those 500 µL dilutions."),
        U("And 1 mL at 0.5 µM?"),
        A("V1 = (0.5 µM × 1,000 µL) / 100 µM = {{0.5*1000/100|.0f}} µL of stock plus {{1000-0.5*1000/100|.0f}} µL of "
          "water."),
        U("Is that lot still fine for assays in late March? How long is left on it?"),
        A("Yes. Lot L24-0931 expires on September 30, 2026, which is [[252]] days from today, so late March is well "
          "within date.",
          why="2026-02-17 to 2026-09-30 is 225 days; the model swapped two digits"),
    ),
    run(2, SONNET45,
        U("For the lysis buffer I need 50 mL of 0.5 M NaCl and 200 mL of 1 M Tris. How much of each do I weigh out?"),
        C("get_reagent", {"query": "NaCl"}, NACL),
        C("get_reagent", {"query": "Tris base"}, TRIS),
        A("Here's the arithmetic (mass = molarity × volume × MW):\n\n"
          "**NaCl** (MW 58.44 g/mol): 0.5 mol/L × 0.050 L × 58.44 g/mol = **{{0.5*0.05*58.44|.3f}} g**\n\n"
          "**Tris base** (MW 121.14 g/mol): 1 mol/L × 0.200 L × 121.14 g/mol = **{{0.2*121.14|.2f}} g**\n\n"
          "Dissolve each in a bit less than the final volume, adjust the Tris to pH with HCl, then bring to volume. Both "
          "lots are in date: NaCl SLCD4417 until May 2028, Tris BCCJ2290 until November 2027."),
        U("Oops, I weighed 1.52 g of NaCl. What molarity is that in 50 mL?"),
        A("1.52 g ÷ 58.44 g/mol = {{1.52/58.44*1000|.2f}} mmol. In 0.050 L that's **{{1.52/58.44/0.05|.3f}} M**, "
          "about {{(1.52/58.44/0.05/0.5-1)*100|.0f}}% above target.\n\nEasiest fix: bring it to "
          "**{{1.52/58.44/0.5*1000|.1f}} mL** instead of 50 mL and you're back at 0.5 M."),
        U("What do the two weighings cost at our prices?"),
        A("- NaCl: {{0.5*0.05*58.44|.3f}} g × $74.80/kg = ${{1.461*74.80/1000|.2f}}\n- Tris: {{0.2*121.14|.2f}} g × $212.00/kg = "
          "${{0.2*121.14*212/1000|.2f}}\n\nAbout **${{1.461*74.80/1000+0.2*121.14*212/1000|.2f}}** in total; the "
          "Tris is almost all of it."),
        U("How much Tris will be left, and how many more batches is that?"),
        A("{{410-0.2*121.14|.1f}} g of the 410 g will be left, enough for [[61]] more batches of 200 mL at 1 M.",
          why="385.8 g / 24.23 g is 15.9, so 15 more batches (16 rounded); the model swapped 16's digits"),
        anthropic=True),
    run(3, O4_MINI,
        U("count for flask HEK-F3 is in. cells/mL and viability? I need 3e5 cells per well in a 6-well plate."),
        C("get_count", {"sample_id": "HEK-F3"},
          "sample=HEK-F3 line=HEK293T passage=P14 last_split=2026-02-13 volume_mL=12 stain=trypan blue 1:1 (DF 2)\n"
          + csv("square,live,dead", "1,112,6", "2,98,4", "3,105,5", "4,121,7")),
        A("- Live/square: {{(112+98+105+121)/4|.0f}}\n"
          "- **{{(112+98+105+121)/4*2*1e4/1e6|.2f}} × 10⁶ cells/mL** (× DF 2 × 10⁴)\n"
          "- Viability: {{(112+98+105+121)/(112+98+105+121+6+4+5+7)*100|.1f}}%\n"
          "- Total in 12 mL: {{109*2*1e4*12/1e7|.2f}} × 10⁷\n"
          "- 3e5/well → {{3e5/2.18e6*1000|.0f}} µL each; 6 wells {{6*3e5/2.18e6*1000|.0f}} µL"),
        U("top each well up to 2 mL with medium - how much medium per well?"),
        A("{{2000-3e5/2.18e6*1000|.0f}} µL medium + {{3e5/2.18e6*1000|.0f}} µL cells."),
        U("enough cells for a second plate?"),
        A("Yes. 2 plates = 12 wells × 3e5 = {{12*3e5/1e6|.1f}}e6 cells; you have {{2.18*12|.1f}}e6. "
          "{{2.18*12-12*0.3|.1f}}e6 left over. Pipette [[183]] µL into each well.",
          why="3e5 cells at 2.18e6/mL is 138 µL; the model swapped two digits"),
        U("when is it due for a split? we split every 3-4 days"),
        A("Last split Fri 13 Feb + 3–4 days → Mon {{(date(2026,2,13)+timedelta(days=3)).day|d}} / Tue "
          "{{(date(2026,2,13)+timedelta(days=4)).day|d}}. Split today."),
    ),
    run(4, GEMINI25_PRO,
        U("Plate PL-0219 (IL-6 ELISA) finished last night. Summarise the replicates and tell me the spike recovery. "
          "The spike was 50 pg/mL into S-0382."),
        C("get_plate_export", {"plate_id": "PL-0219"},
          "plate=PL-0219 assay=IL-6 ELISA read=A450 date=2026-02-16 curve=4PL r2=0.998\n" + csv(
              "well,sample,A450,conc_pg_mL",
              "C1,BLANK,0.052,0.0", "C2,BLANK,0.049,0.0",
              "D1,S-0381,0.842,61.4", "D2,S-0381,0.861,62.9", "D3,S-0381,0.829,60.3",
              "E1,S-0382,0.455,30.2", "E2,S-0382,0.471,31.5", "E3,S-0382,0.448,29.6",
              "F1,S-0382+SPK,1.108,77.8", "F2,S-0382+SPK,1.131,79.6", "F3,S-0382+SPK,1.094,76.9")),
        A("### Replicates (pg/mL)\n\n"
          "| Sample | Mean | SD | CV |\n|---|---|---|---|\n"
          "| S-0381 | {{mean([61.4,62.9,60.3])|.1f}} | {{sd([61.4,62.9,60.3])|.2f}} | {{sd([61.4,62.9,60.3])/mean([61.4,62.9,60.3])*100|.1f}}% |\n"
          "| S-0382 | {{mean([30.2,31.5,29.6])|.1f}} | {{sd([30.2,31.5,29.6])|.2f}} | {{sd([30.2,31.5,29.6])/mean([30.2,31.5,29.6])*100|.1f}}% |\n"
          "| S-0382 + spike | {{mean([77.8,79.6,76.9])|.1f}} | {{sd([77.8,79.6,76.9])|.2f}} | {{sd([77.8,79.6,76.9])/mean([77.8,79.6,76.9])*100|.1f}}% |\n\n"
          "### Spike recovery\n\n({{mean([77.8,79.6,76.9])|.1f}} − {{mean([30.2,31.5,29.6])|.1f}}) / 50 × 100 = "
          "**{{(mean([77.8,79.6,76.9])-mean([30.2,31.5,29.6]))/50*100|.1f}}%**, inside the usual 80–120% window. "
          "All CVs are under 5%, and the curve's r² is 0.998."),
        U("What's the mean blank absorbance, and the mean A450 of S-0381?"),
        A("### Absorbance\n\n- Blank: ({{0.052|.3f}} + {{0.049|.3f}}) / 2 = **{{(0.052+0.049)/2|.4f}}**\n"
          "- S-0381: **{{mean([0.842,0.861,0.829])|.3f}}**, or {{mean([0.842,0.861,0.829])-(0.052+0.049)/2|.2f}} "
          "after subtracting the blank"),
        U("S-0381 was diluted 1:4 before loading. What's the neat concentration?"),
        A("### Neat concentration\n\n{{mean([61.4,62.9,60.3])|.1f}} pg/mL × 4 = **{{mean([61.4,62.9,60.3])*4|.1f}} pg/mL** "
          "(about {{mean([61.4,62.9,60.3])*4/1000|.2f}} ng/mL)."),
        U("Which well was the highest reading on the plate?"),
        A("### Highest reading\n\nF2 (S-0382 + spike): A450 1.131, 79.6 pg/mL."),
    ),
    run(5, GROK4,
        U("I want the qPCR tomorrow for a standard SYBR run. How long is it and when can I get on?"),
        C("get_protocol", {"name": "qPCR-SYBR-03"}, QPCR_PROTOCOL),
        C("get_bookings", {"instrument": "qPCR-1", "date": "2026-02-18"}, QPCR_BOOKINGS),
        A("Run time: 2 + 10 min, then 40 cycles × (15 + 60 s) = {{40*75/60|.0f}} min, then ~20 min melt. Total "
          "**{{2+10+40*75/60+20|.0f}} min** (1 h {{2+10+40*75/60+20-60|.0f}} min).\n\n"
          "Tomorrow qPCR-1 is free 10:45–13:15 ({{(13*60+15)-(10*60+45)|d}} min) and 15:30–16:00 (too short). "
          "Take 10:45: you'd finish at " + at(18, 10, 45, 82) + ", with {{(13*60+15)-(12*60+7)|d}} min to spare."),
        U("Book 10:45 for me, Dana Whitfield."),
        C("book_instrument", {"instrument": "qPCR-1", "start": "2026-02-18T10:45", "minutes": 82, "user": "D. Whitfield"},
          {"booking_id": "BK-26-0418", "instrument": "qPCR-1", "start": "2026-02-18T10:45", "end": "2026-02-18T12:15",
           "user": "D. Whitfield", "status": "confirmed"}),
        A("Done. BK-26-0418, qPCR-1 (B214), Wed 18 Feb 10:45–12:15. The calendar rounds to 15-min slots, so you have "
          "{{(12*60+15)-(10*60+45)-82|d}} min of slack."),
        U("What if I do 45 cycles instead?"),
        A("45 × 75 s = {{45*75/60|.2f}} min, so {{2+10+45*75/60+20|.2f}} min total, ending about " + at(18, 10, 45, 88) + ". Still inside "
          "the 12:15 booking, barely."),
        U("Also starting an overnight culture at 5:40 pm today, 16 h shake. When is it done? And remind me of my "
          "booking number."),
        A("16 h from 5:40 pm is " + at(17, 17, 40, 16 * 60, "%-I:%M") + " am Wednesday, so collect it before your qPCR. Booking: [[BK-26-0481]].",
          why="the booking tool returned BK-26-0418; the model swapped the last two digits"),
    ),
    run(6, KIMI_K2,
        U("IL-6 ELISA next week: 30 serum samples in duplicate, 8 standards in duplicate, 2 blanks. Wells used, cost "
          "per sample and wells left?"),
        C("get_reagent", {"query": "IL-6 ELISA kit"}, ELISA),
        A("| Item | Wells |\n|---|---|\n| Samples 30 × 2 | {{30*2|d}} |\n| Standards 8 × 2 | {{8*2|d}} |\n"
          "| Blanks | 2 |\n| **Total** | **{{30*2+8*2+2|d}}** |\n| Left on the plate | {{96-78|d}} |\n\n"
          "| Cost | USD |\n|---|---|\n| Per well ($648.00 / 96) | {{648/96|.2f}} |\n| Per sample (2 wells) | {{648/96*2|.2f}} |\n"
          "| Wells used ({{30*2+8*2+2|d}}) | {{78*648/96|.2f}} |\n| Whole kit per sample | {{648/30|.2f}} |"),
        U("We have 3 kits. How many samples can we run with the same layout?"),
        A("| Kits | Samples per plate | Samples |\n|---|---|---|\n| 3 | 30 | **{{3*30|d}}** |"),
        U("Will they expire before we use them? One plate a week starting next Tuesday."),
        A("| Plate | Date | Days before expiry (2026-04-30) |\n|---|---|---|\n"
          "| 1 | Tue {{date(2026,2,24)|%d/%m}} | {{(date(2026,4,30)-date(2026,2,24)).days|d}} |\n"
          "| 2 | Tue {{date(2026,3,3)|%d/%m}} | {{(date(2026,4,30)-date(2026,3,3)).days|d}} |\n"
          "| 3 | Tue {{date(2026,3,10)|%d/%m}} | {{(date(2026,4,30)-date(2026,3,10)).days|d}} |\n\n"
          "All three run well before lot EK6-25118 expires."),
        U("The new quote raises the kit price by 8%. New cost per sample?"),
        A("| | USD |\n|---|---|\n| Kit | {{648*1.08|.2f}} |\n| Per well | {{648*1.08/96|.2f}} |\n"
          "| Per sample (2 wells) | **[[14.85]]** |",
          why="699.84 / 96 × 2 is 14.58; the model swapped the last two digits"),
    ),
    run(7, HAIKU45,
        U("How much protein do we have in PRO-1147, and how many 50 µg aliquots can I make?"),
        C("get_sample", {"sample_id": "PRO-1147"},
          sample("PRO-1147", "purified protein", name="His-MBP-Cdc42 (Q61L)", conc_mg_mL=2.35, volume_mL=1.8,
                 buffer="20 mM HEPES pH 7.5, 150 mM NaCl, 5% glycerol", purified="2026-02-12",
                 location="-80 °C, rack 3", freeze_thaw=0, mw_kDa=83.6)),
        A("PRO-1147 (His-MBP-Cdc42 Q61L): 2.35 mg/mL × 1.8 mL = **{{2.35*1.8|.2f}} mg** ({{2.35*1.8*1000|,.0f}} µg).\n\n"
          "At 50 µg each that's **{{int(4230/50)|d}} aliquots** of {{50/2.35|.1f}} µL, with about "
          "{{2.35*1.8*1000-int(4230/50)*50|.0f}} µg left over."),
        U("What's that in micromolar?"),
        A("2.35 g/L ÷ 83,600 g/mol = {{2.35/83600*1e6|.1f}} µM."),
        U("If I dilute the whole batch to 1 mg/mL for the assay, how much buffer do I add?"),
        A("The final volume is {{4.23/1|.2f}} mL, so add {{4.23-1.8|.2f}} mL ({{(4.23-1.8)*1000|,.0f}} µL) of the "
          "HEPES buffer. At 1 mg/mL each 50 µg aliquot is simply 50 µL, so you still get {{int(2.35*1.8*1000/50)|d}}."),
        U("How long ago was it purified, and has it been thawed?"),
        A("Purified on 12 February, 5 days ago, and never thawed (0 freeze–thaw cycles)."),
        anthropic=True),
    run(8, PHI4,
        U("Which KRAS-org lysates are stored, and can each load 30 µg in at most 20 µL?"),
        C("search_samples", {"project": "KRAS-org", "status": "stored"}, [
            sample("ORG-2207", "organoid lysate", donor="D-14", conc_ug_uL=3.1, volume_uL=85, freeze_thaw=1,
                   location="-80 °C, rack 5, box 2"),
            sample("ORG-2208", "organoid lysate", donor="D-14", conc_ug_uL=2.7, volume_uL=60, freeze_thaw=2,
                   location="-80 °C, rack 5, box 2"),
            sample("ORG-2211", "organoid lysate", donor="D-19", conc_ug_uL=4.4, volume_uL=40, freeze_thaw=0,
                   location="-80 °C, rack 5, box 3"),
            sample("ORG-2214", "organoid lysate", donor="D-21", conc_ug_uL=1.9, volume_uL=120, freeze_thaw=3,
                   location="-80 °C, rack 5, box 3")]),
        A("4 lysates. 30 µg needs:\n- ORG-2207: {{30/3.1|.1f}} µL\n- ORG-2208: {{30/2.7|.1f}} µL\n"
          "- ORG-2211: {{30/4.4|.1f}} µL\n- ORG-2214: {{30/1.9|.1f}} µL\nAll under 20 µL."),
        U("Total protein across them?"),
        A("{{3.1*85|.1f}} + {{2.7*60|.0f}} + {{4.4*40|.0f}} + {{1.9*120|.0f}} = {{3.1*85+2.7*60+4.4*40+1.9*120|.1f}} µg."),
        U("Which were thawed more than twice?"),
        A("ORG-2214 (3 cycles)."),
        U("And the id of D-14's matched normal lysate?"),
        A("[[ORG-2206]].",
          why="the search returned no matched normal for donor D-14 (only ORG-2207 and ORG-2208); the model made up an id"),
    ),
    run(9, LLAMA33_70B,
        U("Hey! My transfer just finished at 10:50. If I block now and do the 2 h room-temp primary, when can I image?"),
        C("get_protocol", {"name": "WB-FL-07"}, WB_PROTOCOL),
        A("Great timing! Here's your day, following WB-FL-07:\n\n"
          "- **Block** 1 h: 10:50 → " + at(17, 10, 50, 60) + " (just before noon)\n"
          "- **Primary** 2 h at RT: " + at(17, 10, 50, 60) + " → " + at(17, 10, 50, 180, "%-I:%M") + " p.m.\n"
          "- **Wash** 4 × 5 min: " + at(17, 10, 50, 180, "%-I:%M") + " → " + at(17, 10, 50, 200, "%-I:%M") + " p.m.\n"
          "- **Secondary** 45 min, in the dark: " + at(17, 10, 50, 200, "%-I:%M") + " → " + at(17, 10, 50, 245, "%-I:%M")
        + " p.m.\n"
          "- **Wash** 4 × 5 min TBST + 1 × 5 min TBS ({{4*5+5|d}} min): " + at(17, 10, 50, 245, "%-I:%M")
        + " → [[3:30 p.m.]]\n\n"
          "So you'll be on the Odyssey by [[3:30 p.m.]] 🎉",
          why="2:55 p.m. plus 25 minutes is 3:20 p.m.; the model wrote one digit off, twice"),
        U("What if I do the overnight primary instead and come in at 8:30 tomorrow?"),
        A("Then tomorrow morning goes like this:\n\n- Washes: 8:30 → " + at(18, 8, 30, 20) + "\n- Secondary: "
          + at(18, 8, 30, 20) + " → " + at(18, 8, 30, 65) + "\n"
          "- Final washes: " + at(18, 8, 30, 65) + " → " + at(18, 8, 30, 90) + "\n\nImaging at 10 sharp, with the whole afternoon free. 😊"),
        U("How much hands-off time is there in the room-temp version, and how long are all the washes together?"),
        A("Hands-off: block {{1*60|d}} + primary {{2*60|d}} + secondary 45 = **{{60+120+45|d}} min** ({{(60+120+45)//60|d}} h "
          "{{(60+120+45)%60|d}} min). Washes: 4 × 5 + 4 × 5 + 5 = **{{4*5+4*5+5|d}} min**."),
        U("What dilution is the secondary?"),
        A("1:15000, so for 10 mL of buffer that's {{10000/15000|.2f}} µL of each IRDye, easier to make as a 1:10 "
          "pre-dilution first and add {{10000/15000*10|.1f}} µL of that."),
    ),
    run(10, MISTRAL_MEDIUM3,
        U("Quanto ci costa l'ordine da Biotecnica Lombarda: 3 anti-GAPDH, 2 anti-pERK e 10 DMEM, IVA inclusa?"),
        C("get_quote", {"supplier": "Biotecnica Lombarda"}, QUOTE),
        A("Ecco il calcolo sull'offerta BL-2026-0142:\n\n"
          "- Anti-GAPDH: 3 × 389,00 € = {{de(3*389)|s}} €\n"
          "- Anti-pERK1/2: 2 × 412,50 € = {{de(2*412.5)|s}} €\n"
          "- DMEM: 10 × 18,40 € = {{de(10*18.4)|s}} €\n"
          "- **Merce**: {{de(3*389+2*412.5+10*18.4)|s}} €\n"
          "- Sconto 5% (merce oltre 1.000,00 €): −{{de((3*389+2*412.5+10*18.4)*0.05)|s}} €\n"
          "- Spedizione: 25,00 €\n"
          "- Imponibile: {{de((3*389+2*412.5+10*18.4)*0.95+25)|s}} €\n"
          "- IVA 22%: {{de(((3*389+2*412.5+10*18.4)*0.95+25)*0.22)|s}} €\n"
          "- **Totale: {{de(((3*389+2*412.5+10*18.4)*0.95+25)*1.22)|s}} €**"),
        U("E quanto costa un µL di anti-GAPDH?"),
        A("389,00 € / 100 µL = {{de(389/100)|s}} €/µL; con lo sconto {{de(389*0.95/100)|s}} €/µL, e IVA inclusa "
          "{{de(389*0.95*1.22/100)|s}} €/µL."),
        U("Fino a quando vale l'offerta?"),
        A("Fino al 15/03/2026: restano {{(date(2026,3,15)-date(2026,2,17)).days|d}} giorni."),
        U("Mi fai un riepilogo in una riga per l'approvazione?"),
        A("Ordine Biotecnica Lombarda (offerta BL-2026-0142): 3 × AB-3390, 2 × AB-4471, 10 × RG-1020, totale "
          "[[2.525,48]] € IVA inclusa.",
          why="the total with VAT is 2.552,48 €; the model swapped two digits"),
    ),
    run(11, LOCAL_3B,
        U("trypsin lot and expiry?"),
        C("get_reagent", {"query": "trypsin"},
          reagent("Trypsin-EDTA 0.25%, 100 mL", "2417985", "2026-03-08", bottles=4, opened=1, location="Fridge 1, door")),
        A("Lot 2417985, exp 2026-03-08."),
        U("days left?"),
        A("{{(date(2026,3,8)-date(2026,2,17)).days|d}} days."),
        U("we use about 15 mL a day. enough?"),
        A("{{4*100|d}} mL / 15 = {{400/15|.1f}} days. Yes, more than the {{(date(2026,3,8)-date(2026,2,17)).days|d}} "
          "days left."),
        U("0.75 mL in µL"),
        A("{{0.75*1000|.0f}} µL."),
    ),
    run(12, DEEPSEEK_R1,
        U("Can you work out the IL1B fold change for LPS vs control from plate QP-0211? GAPDH is the reference."),
        C("get_plate_export", {"plate_id": "QP-0211"},
          "plate=QP-0211 assay=SYBR qPCR run=2026-02-16 instrument=qPCR-1 threshold=auto\n" + csv(
              "well,sample,target,Ct",
              "A1,CTRL,GAPDH,18.42", "A2,CTRL,GAPDH,18.51", "A3,CTRL,GAPDH,18.37",
              "A4,CTRL,IL1B,27.86", "A5,CTRL,IL1B,28.03", "A6,CTRL,IL1B,27.94",
              "B1,LPS,GAPDH,18.60", "B2,LPS,GAPDH,18.49", "B3,LPS,GAPDH,18.55",
              "B4,LPS,IL1B,22.31", "B5,LPS,IL1B,22.18", "B6,LPS,IL1B,22.40")),
        A("<think>\nTriplicates. Control GAPDH: 18.42, 18.51, 18.37, mean {{mean([18.42,18.51,18.37])|.3f}}. Control "
          "IL1B: 27.86, 28.03, 27.94, mean {{mean([27.86,28.03,27.94])|.3f}}. dCt control = "
          "{{mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37])|.3f}}.\nLPS GAPDH: 18.60, 18.49, 18.55, mean "
          "{{mean([18.60,18.49,18.55])|.3f}}. LPS IL1B: 22.31, 22.18, 22.40, mean {{mean([22.31,22.18,22.40])|.3f}}. "
          "dCt LPS = {{mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55])|.3f}}.\nddCt = "
          "{{(mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55]))-(mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37]))|.3f}}. "
          "Fold = 2^{{-((mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55]))-(mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37])))|.2f}}.\n</think>\n\n"
          "**ΔCt (control)** = {{mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37])|.2f}}\n"
          "**ΔCt (LPS)** = {{mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55])|.2f}}\n"
          "**ΔΔCt** = {{(mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55]))-(mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37]))|.2f}}\n\n"
          "IL1B is up about **{{2**5.76|.1f}}-fold** with LPS."),
        U("CV of the LPS IL1B Cts?"),
        A("<think>\nSD of 22.31, 22.18, 22.40 is {{sd([22.31,22.18,22.40])|.3f}}; over the mean "
          "{{mean([22.31,22.18,22.40])|.2f}}.\n</think>\n\n{{sd([22.31,22.18,22.40])/mean([22.31,22.18,22.40])*100|.2f}}%, "
          "very tight."),
        U("And if the IL1B primers are only 95% efficient?"),
        A("<think>\nAmplification factor 1.95 per cycle instead of 2; fold = 1.95^{{abs((mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55]))-(mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37])))|.2f}}.\n</think>\n\n"
          "About **{{1.95**5.76|.1f}}-fold** instead of {{2**5.76|.1f}}."),
        U("Give me the one-line result for the lab meeting slide."),
        A("IL1B (vs GAPDH), LPS vs control, plate QP-0211: ΔΔCt −{{abs((mean([22.31,22.18,22.40])-mean([18.60,18.49,18.55]))-(mean([27.86,28.03,27.94])-mean([18.42,18.51,18.37])))|.2f}}, "
          "**[[45.2]]-fold** up.",
          why="2^5.76 is 54.2; the model swapped the first two digits"),
    ),
    run(13, SONNET45,
        U("What in fridge 2 is expired or expires this month?"),
        C("get_inventory", {"location": "Fridge 2"}, FRIDGE2),
        A("Two items need attention:\n\n- **BSA, 10% solution** (lot B10-7731): expired on 10 February, "
          "{{(date(2026,2,17)-date(2026,2,10)).days|d}} days ago. Don't use it for assays.\n"
          "- **DTT 1 M** (lot DT-4402): expires on 28 February, in {{(date(2026,2,28)-date(2026,2,17)).days|d}} days.\n\n"
          "Everything else is in date (the ELISA kits until 30 April, the protease inhibitors until 30 June, the "
          "anti-Flag until January 2027)."),
        U("Please order 2 BSA and 1 DTT to replace them."),
        C("place_order", {"items": [{"item": "BSA, 10% solution, 50 mL", "qty": 2},
                                    {"item": "DTT 1 M, 5 mL", "qty": 1}]},
          {"order_id": "PO-77120", "items": [{"item": "BSA, 10% solution, 50 mL", "qty": 2, "unit_price": 96.0},
                                             {"item": "DTT 1 M, 5 mL", "qty": 1, "unit_price": 41.5}],
           "subtotal": 233.5, "expected_delivery": "2026-02-20"}),
        A("Ordered: **PO-77120**, 2 × BSA at $96.00 and 1 × DTT at $41.50, ${{2*96+41.5|.2f}} in total, expected on "
          "Friday, 20 February."),
        U("How many items are in fridge 2 altogether, and how many are usable today?"),
        A("{{3+2+5+1+1|d}} items in all; {{3+5+1+1|d}} are usable today (everything but the 2 expired BSA bottles), "
          "and the DTT only until the 28th."),
        U("Write me the discard note for the bin log."),
        A("Discarded 2026-02-17: BSA, 10% solution, 50 mL × 2, lot [[B10-7713]], expired 2026-02-10. Replacement on "
          "PO-77120.",
          why="the expired BSA's lot is B10-7731; the model swapped the last two digits"),
        anthropic=True),
]
