"""The model names heldout26's runs carry: models and habits the earlier sets wrote little of (GPT-5
plain, GPT-5 mini terse, Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 in Anthropic envelopes, Gemini 2.5
Flash in bullets, Kimi K2 in tables, Magistral Small with its reasoning in `<think>`, GLM-4.5 in
numbered steps, Llama 3.3 70B in Danish, Poro 34B in Finnish, a Gemma 3 27B in Hungarian, RoLlama 3.1
in Romanian, MamayLM in Ukrainian, Sarvam-M in Hindi, DeepSeek V3.2 in a few words)."""

GPT5 = "gpt-5-2025-08-07"
GPT5_MINI = "gpt-5-mini-2025-08-07"
OPUS45 = "claude-opus-4-5-20251101"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GEMINI25_FLASH = "gemini-2.5-flash"
KIMI_K2 = "moonshotai/Kimi-K2-Instruct-0905"
MAGISTRAL = "mistralai/Magistral-Small-2509"
GLM45 = "zai-org/GLM-4.5"
LLAMA33 = "meta-llama/Llama-3.3-70B-Instruct"
PORO = "LumiOpen/Poro-34B-chat"
GEMMA3 = "google/gemma-3-27b-it"
ROLLAMA = "OpenLLM-Ro/RoLlama3.1-8b-Instruct"
MAMAY = "INSAIT-Institute/MamayLM-Gemma-2-9B-IT-v0.1"
SARVAM = "sarvamai/sarvam-m"
DSV32 = "deepseek-ai/DeepSeek-V3.2-Exp"
