"""File-system runs: BFCL v4 multi-turn base tasks on the GorillaFileSystem backend (with MessageAPI,
TicketAPI or MathAPI beside it): directories, file contents, word, line and character counts, disk
usage, means and logarithms of those; tool results from the backend, answers written here."""

from _bfcl import DEEPSEEK, FLASH, GEMINI, GPT4O, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3, QWEN, SONNET, SONNET37
from _bfcl import A, U, run

RUNS = [
    run("files", 6, SONNET37,
        A("I've moved into the `communal` folder and created an empty file named **Annual_Report_2023.docx** there."),
        A("I've written your statistics into Annual_Report_2023.docx:\n\n> Company Earning: 2000 Company Expenditure: 500 Company Name: Gorilla"),
        (A("Here's what's inside Annual_Report_2023.docx:\n\n```\nCompany Earning: 2000 Company Expenditure: 500 Company Name: Gorilla\n```"),
         U("so what's left after expenditure?"),
         A("Earnings of 2000 minus expenditure of 500 leaves **{{2000-500|d}}**, so the company keeps {{(2000-500)/2000*100|.0f}}% of what it earns.")),
        A("Annual_Report_2023.docx contains **9 words**: Company, Earning:, 2000, Company, Expenditure:, 500, Company, Name:, Gorilla. The count treats each number and each label with its colon as one word."),
        A("Done. I went back up to the parent directory, into `shared`, created **report_word_count.txt** and wrote **9** into it."),
    ),
    run("files", 14, GPT4O,
        A("I'm in **ResearchDocs** and found one match: `./report.csv`."),
        A("`report.csv` holds its content on a single line, and \"Quarterly Financial Overview\" appears **4 times** in it, at Line 2, Line 5, Line 7 and Line 9 of the text."),
        A("Here are the last lines of `report.csv`. The file is stored as one line, so tail returns all of it:\n\n"
          "`Line 1: Introduction Line 2: Quarterly Financial Overview Line 3: Details Line 4: More Details Line 5: Quarterly Financial Overview Line 6: Conclusion Line 7: Quarterly Financial Overview Line 8: Quarter has been successful. Line 9: Quarterly Financial Overview Line 10: Final Thoughts`\n\n"
          "Its last five entries (Line 6 to Line 10) are: Conclusion, Quarterly Financial Overview, Quarter has been successful., Quarterly Financial Overview, Final Thoughts."),
        A("Logged in as **USR001**, added **John Levy** as a contact (user ID **USR005**), and sent him \"Latest Quarter Performance has been well.\" ✅"),
    ),
    run("files", 15, GEMINI,
        A("I've created **DataSet1.csv** in the current directory. It's empty and ready for data. 📄"),
        A("**DataSet1.csv** now contains your data, one row per line:\n\n```\nStudent | Math | Computer Science\nAlice | 5 | 9\nBob | 10 | 7\n```"),
        A("The last entry of **DataSet1.csv** is:\n\n*   `Bob | 10 | 7`\n\nBob scored **10** in Math and **7** in Computer Science."),
        A("Here's the summary of **DataSet1.csv**:\n\n| Measure | Count |\n|---|---|\n| Lines | **3** |\n| Words | **16** |\n| Characters | **60** |"),
        (A("The average of the three values (3, 16 and 60) is **26.33**."),
         U("and the average math score?"),
         A("Alice scored 5 and Bob 10, so the average math score is (5 + 10) / 2 = **{{(5+10)/2|.1f}}**. In Computer Science it's (9 + 7) / 2 = **{{(9+7)/2|.1f}}**.")),
    ),
    run("files", 17, LLAMA,
        A("The current directory contains one item: project. There are no hidden files."),
        A("I went into the project folder and found Kelly's test report, test_report.docx. It says: \"Kelly Total Score: 96\"."),
        A("I added Kelly as a contact (USR005) and sent her \"Kelly Total Score: 96\". Message ID: [[67401]].\n\n"
          "Here are all the messages you've sent so far:\n- To USR002: \"Meeting at 3 PM\"\n- To USR003: \"Please review the document.\"\n- To USR005: \"Kelly Total Score: 96\"",
          why="the send call returned message id 67410; two digits swapped"),
    ),
    run("files", 23, MINI,
        A("Created **Project_Guide_1.md** and wrote \"Comprehensive guide for the new initiative.\" into it."),
        A("Disk usage of the current directory: **[[68.00 B]]**.",
          why="du returned 86.00 B; the two digits were swapped in the answer"),
        A("Ticket **#7423** is now marked resolved, with an empty resolution description."),
    ),
    run("files", 24, O3,
        A("Found report_draft.txt and report_final.txt. Diff:\n\n- draft: \"Initial draft content for the report.\"\n- final: \"Finalized content for the report.\"\n\nOnly the opening changed: \"Initial draft\" became \"Finalized\"."),
        A("Moved temp_notes.txt into archives/ and renamed it to notes_2024.txt."),
        A("Ticket 987654: status open, description \"Issue with workstation not booting properly.\", no resolution yet."),
        A("Ticket 987654 resolved: \"Fixed through manual troubleshooting techniques.\""),
    ),
    run("files", 25, QWEN,
        A("Yes, summary.txt is in the current directory. It contains:\n\n\"This is the summary of the project. It includes various findings and conclusions. Further analysis is required.\""),
        A("I copied summary.txt into Research2023 (Research2023/summary.txt)."),
        A("I sorted the lines of summary.txt in Research2023. It has only one line, so the content stays the same: \"This is the summary of the project. It includes various findings and conclusions. Further analysis is required.\""),
        A("The sorted summary.txt has 1 line in total."),
    ),
    run("files", 28, HAIKU,
        A("I found one file with \"analysis\" in its name: `./data/analysis_report.txt`."),
        A("I went into the data folder and searched analysis_report.txt for \"error\". It matched this content:\n\n"
          "\"Line 1: No error Line 2: Minor error detected Line 3: All systems operational Line 4: Critical error found\"\n\n"
          "The ones to look at are Line 2 (minor error detected) and Line 4 (critical error found)."),
        (A("The current directory uses 205.00 B. I created usage.txt and wrote \"205 bytes\" into it."),
         U("is that even a kilobyte?"),
         A("No, 205 bytes is about {{205/1024|.2f}} KB, roughly a fifth of a kilobyte.")),
    ),
    run("files", 31, DEEPSEEK,
        A("Here's what I did:\n\n1. Created the **Reports** directory.\n2. Moved **summary.doc** into Reports.\n"
          "3. Opened **data.txt**: `Q1 results Q2 results Q3 results Q4 financials Q4 financials analysis End of year summary`\n"
          "4. Lines mentioning \"Q4 financials\": the file's one line matches (it mentions Q4 financials twice).\n"
          "5. **Total lines in data.txt: 1**"),
        A("The only file in Reports is summary.doc, with **37 characters**, so the mean character count is **37.0**."),
    ),
    run("files", 32, SONNET,
        A("Here's the content of **Spring2023Draft**:\n\n> These are the notes for Spring 2023.\n\nThe file contains **36 characters** in total."),
        A("The logarithm of 36 to base 6 is **2.0** (since 6² = {{6**2|d}}), and I've created **result.txt** with just that answer written in it: `2.0`."),
    ),
    run("files", 34, GPT41,
        A("The last line of finance_report.txt is:\n\n`Revenue: $5000Expenses: $3000Profit: $2000Deadline: Q1Deadline: Q2Deadline: Q3Deadline: Q4Deadline: Q1Deadline: Q2Deadline: Q3Deadline: Q4`\n\n"
          "(The file is a single line, so that's the whole report.)"),
        A("From the report: revenue **$5,000**, expenses **$3,000**, profit **$2,000**. Their mean is (5000 + 3000 + 2000) / 3 = **3,333.33**, which rounds to **3333**. "
          "I created **statistics.txt** and wrote `3333` into it.\n\nThe figures are consistent: $5,000 − $3,000 = ${{5000-3000|,d}}, the stated profit."),
    ),
    run("files", 44, MISTRAL,
        A("I found annual_report.txt in the documents folder and wrote the quarterly revenue into it: \"Q1: $5000, Q2: $7000, Q3: $6000, Q4: $8000\"."),
        A("The mean quarterly revenue is $6,500 (a total of $[[25,000]] over 4 quarters).",
          why="5000 + 7000 + 6000 + 8000 is 26,000; the total the model gave does not add up to its own mean"),
        (A("Created MeanRevenue.txt and wrote 6500 in it."),
         U("which quarter was furthest from the mean?"),
         A("Q1 and Q4 are tied: Q1 at $5,000 is ${{6500-5000|,d}} below the mean, and Q4 at $8,000 is ${{8000-6500|,d}} above it.")),
    ),
    run("files", 47, FLASH,
        A("Found it! The student record file is **`student_record.txt`** (at `./student_record.txt`)."),
        A("The scores in **student_record.txt** are:\n\n*   John: 100\n*   Jane: 95\n*   Alice: 85\n*   Bob: 90\n*   Tom: 88\n*   Olivia: 92\n\n**Average score: 91.67**"),
        (A("The standard deviation of the scores is **4.85**."),
         U("and the spread between best and worst?"),
         A("John's 100 is the highest and Alice's 85 the lowest, a range of **{{100-85|d}} points**.")),
    ),
    run("files", 48, GPT4O,
        A("The workspace contains **assignment.docx**, **test**, **submissions** and **completed_tasks** (no hidden files). I've moved into the **test** directory."),
        (A("Character counts:\n\n- **test_file1.txt:** 20\n- **test_file2.txt:** 18"),
         U("combined?"),
         A("20 + 18 = **{{20+18|d}}** characters.")),
        A("Neither file has more than 20 characters (20 is not greater than 20), so I set ticket **654321** to priority **2**."),
    ),
    run("files", 49, SONNET37,
        A("The temp directory contains three files:\n\n1. file1.txt\n2. file2.txt\n3. file3.txt\n\nThere are no hidden files, and I didn't create or change anything."),
        A("The third file is **file3.txt**. Sorted alphabetically, its contents are:\n\n"
          "Apple, Banana, Cherry, Coconut, Date, Fig, Grape, Guava, Kiwi, Lemon, Lime, Lychee, Mango, Orange, Papaya, Peach, Pear, Pineapple, Plum, Zebra\n\n"
          "One caveat: the sort returned the sorted text without saving it to the file, so `tail` read the file in its original order. The last 10 lines it returned are:\n\n"
          "Kiwi, Plum, Pear, Fig, Date, Coconut, Pineapple, Papaya, Guava, Lychee\n\n"
          "The last 10 lines of the *sorted* list would be Lime through Zebra (Lime, Lychee, Mango, Orange, Papaya, Peach, Pear, Pineapple, Plum, Zebra)."),
        A("file3.txt has **20 lines**."),
        A("The tool returned **1.3027** for the base-10 logarithm of 20 at precision 2.\n\n"
          "Rounded to two decimal places, that's **1.30**."),
    ),
]
