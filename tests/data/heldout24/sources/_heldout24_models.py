"""The model names heldout24's runs carry: models the earlier sets wrote little or nothing of (GPT-5.1
plain, Claude Sonnet 4.5, Claude Haiku 4.5 and Claude Opus 4.5 in Anthropic envelopes, Gemini 2.5
Flash with bullets, Kimi K2 Thinking in tables, Mistral Large in German, GLM-4.6 in Dutch and in
Italian, DeepSeek V3.2 terse, Qwen3-Next Thinking with its reasoning in `<think>`, Llama 4 Maverick,
EXAONE 4.0 in Korean, Aya Expanse in Turkish, GEITje in Dutch, gpt-oss-20b in a few words)."""

GPT51 = "gpt-5.1-2025-11-13"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
OPUS45 = "claude-opus-4-5-20251101"
GEMINI25_FLASH = "gemini-2.5-flash"
KIMI_K2T = "moonshotai/Kimi-K2-Thinking"
MISTRAL_LARGE = "mistral-large-2411"
GLM46 = "zai-org/GLM-4.6"
DSV32 = "deepseek-ai/DeepSeek-V3.2-Exp"
QWEN3_NEXT = "Qwen/Qwen3-Next-80B-A3B-Thinking"
LLAMA4 = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
EXAONE = "LGAI-EXAONE/EXAONE-4.0-32B"
AYA = "CohereLabs/aya-expanse-32b"
GEITJE = "BramVanroy/GEITje-7B-ultra"
GPT_OSS_20B = "openai/gpt-oss-20b"
