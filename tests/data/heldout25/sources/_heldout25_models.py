"""The model names heldout25's runs carry: models and habits the earlier sets wrote little of (GPT-4.1
plain, o3 in short paragraphs, Claude Opus 4.1, Sonnet 4 and 3.7 Sonnet in Anthropic envelopes, Gemini
2.5 Pro in bullets, Grok 4 in tables, DeepSeek-R1 with its reasoning in `<think>`, Qwen3 235B terse,
Command A plain, Phi-4 in a few words, GPT-SW3 in Swedish, SeaLLMs in Vietnamese and Indonesian,
a Czech Mistral fine-tune, Qwen2.5 72B in Chinese, Meltemi in Greek, gpt-4o-mini in a few words)."""

GPT41 = "gpt-4.1-2025-04-14"
O3 = "o3-2025-04-16"
OPUS41 = "claude-opus-4-1-20250805"
SONNET4 = "claude-sonnet-4-20250514"
SONNET37 = "claude-3-7-sonnet-20250219"
GEMINI25_PRO = "gemini-2.5-pro"
GROK4 = "grok-4-0709"
DSR1 = "deepseek-ai/DeepSeek-R1-0528"
QWEN3_235B = "Qwen/Qwen3-235B-A22B-Instruct-2507"
COMMAND_A = "CohereLabs/c4ai-command-a-03-2025"
PHI4 = "microsoft/phi-4"
GPT_SW3 = "AI-Sweden-Models/gpt-sw3-20b-instruct"
SEALLM = "SeaLLMs/SeaLLMs-v3-7B-Chat"
CZECH_MISTRAL = "CIIRC-NLP/czech-mistral-7b-instruct"
QWEN25_72B = "Qwen/Qwen2.5-72B-Instruct"
MELTEMI = "ilsp/Meltemi-7B-Instruct-v1.5"
GPT4O_MINI = "gpt-4o-mini-2024-07-18"
