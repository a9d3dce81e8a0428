"""The model names heldout45's runs carry: current models and habits (GPT-5.1 plain, GPT-5 mini in
numbered steps, Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 in Anthropic envelopes, Gemini 3 Pro in
bullets, Qwen3 in tables, Kimi K2 Thinking and DeepSeek V3.2 with their reasoning in `<think>`,
Grok 4.1 and Llama 4 in a few words, Mistral Large 3 plain; GPT-5.1 and Gemini 3 Pro in Romansh
(Rumantsch Grischun: a right single quote U+2019 between thousands, a decimal point, Romansh month
names and `a las 9.05 la damaun` clocks), GPT-5.1 and Gemini 3 Pro in Dhivehi (Thaana script, digits
written left to right, `ރ.` before rufiyaa, Dhivehi month names and `ހެނދުނު 6:15` clocks), GPT-5.1 and
Mistral Large 3 in Meitei (Meitei Mayek script and digits, lakh grouping, `ꯑꯌꯨꯛ ꯶:꯱꯵` clocks))."""

GPT51 = "gpt-5.1-2025-11-13"
GPT5_MINI = "gpt-5-mini-2025-08-07"
OPUS45 = "claude-opus-4-5-20251101"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GEMINI3_PRO = "gemini-3-pro-preview"
QWEN3 = "Qwen/Qwen3-235B-A22B-Instruct-2507"
KIMI_K2 = "moonshotai/Kimi-K2-Thinking"
DEEPSEEK_V32 = "deepseek-ai/DeepSeek-V3.2"
GROK41 = "grok-4-1-fast-non-reasoning"
LLAMA4 = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
MISTRAL_L3 = "mistral-large-2512"
