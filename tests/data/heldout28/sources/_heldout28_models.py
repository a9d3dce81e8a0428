"""The model names heldout28's runs carry: models and habits the earlier sets wrote little of (GPT-5
plain, GPT-4o and Llama 3.3 terse, o3 in numbered steps, Claude Opus 4, Sonnet 4 and 3.7 Sonnet in
Anthropic envelopes, Gemini 2.5 Flash in bullets, Qwen2.5 in tables, QwQ with its reasoning in
`<think>`, Phi-4, DeepSeek V3, Kimi K2 and GLM-4.5 in a few words, EuroLLM in
Lithuanian, Latvian and Slovak, Gemma 3 in Serbian (Cyrillic) and Swahili)."""

GPT5 = "gpt-5-2025-08-07"
GPT4O = "gpt-4o-2024-11-20"
O3 = "o3-2025-04-16"
OPUS4 = "claude-opus-4-20250514"
SONNET4 = "claude-sonnet-4-20250514"
SONNET37 = "claude-3-7-sonnet-20250219"
GEMINI25_FLASH = "gemini-2.5-flash"
LLAMA33 = "meta-llama/Llama-3.3-70B-Instruct"
QWEN25 = "Qwen/Qwen2.5-72B-Instruct"
QWQ = "Qwen/QwQ-32B"
PHI4 = "microsoft/phi-4"
DEEPSEEK_V3 = "deepseek-ai/DeepSeek-V3-0324"
KIMI_K2 = "moonshotai/Kimi-K2-Instruct"
GLM45 = "zai-org/GLM-4.5"
EUROLLM = "utter-project/EuroLLM-9B-Instruct"
GEMMA3 = "google/gemma-3-27b-it"
