"""The model names heldout29's runs carry: models and habits the earlier sets wrote little of (GPT-5.1
plain, GPT-4.1 and Mistral Large terse, o4-mini in numbered steps, Claude Opus 4.1, Sonnet 4.5 and 3.5
Haiku in Anthropic envelopes, Gemini 2.5 Pro in bullets, Qwen3 in tables, DeepSeek R1 with its
reasoning in `<think>`, Llama 4 Maverick and Grok 4 in a few words, GPT-4o in Icelandic, Salamandra in
Catalan, SEA-LION in Tagalog, Command R7B Arabic and Jais in Arabic)."""

GPT51 = "gpt-5.1-2025-11-13"
GPT41 = "gpt-4.1-2025-04-14"
GPT4O = "gpt-4o-2024-11-20"
O4MINI = "o4-mini-2025-04-16"
OPUS41 = "claude-opus-4-1-20250805"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU35 = "claude-3-5-haiku-20241022"
GEMINI25_PRO = "gemini-2.5-pro"
QWEN3 = "Qwen/Qwen3-235B-A22B-Instruct-2507"
DEEPSEEK_R1 = "deepseek-ai/DeepSeek-R1-0528"
MISTRAL_LARGE = "mistral-large-2411"
LLAMA4 = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
GROK4 = "grok-4-0709"
SALAMANDRA = "BSC-LT/salamandra-7b-instruct"
SEALION = "aisingapore/Gemma-SEA-LION-v3-9B-IT"
COMMAND_ARABIC = "CohereLabs/c4ai-command-r7b-arabic-02-2025"
JAIS = "inceptionai/jais-adapted-70b-chat"
