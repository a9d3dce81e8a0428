"""The model names heldout22's hand-written runs carry: for `marine` and `league` models the earlier
sets wrote little or nothing of (o3 plain, Claude Sonnet 4.5 and Claude Haiku 4.5 in Anthropic
envelopes, GPT-4.1 terse, Gemini 2.5 Pro with bullets, Grok 4 blunt, Kimi K2 in tables, GLM-4.6 in
steps, Phi-4 short, Mistral Large in Spanish, a Dutch run by GPT-4.1 mini, a terse local Gemma 3 4B,
DeepSeek R1 with its reasoning in `<think>`); `dojo15` carries the same names."""

O3 = "o3-2025-04-16"
GPT41 = "gpt-4.1-2025-04-14"
GPT41_MINI = "gpt-4.1-mini-2025-04-14"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GEMINI25_PRO = "gemini-2.5-pro"
GROK4 = "grok-4-0709"
KIMI_K2 = "moonshotai/Kimi-K2-Instruct-0905"
GLM46 = "zai-org/GLM-4.6"
PHI4 = "microsoft/phi-4"
MISTRAL_LARGE = "mistral-large-2411"
LOCAL_GEMMA = "gemma3:4b"
R1 = "deepseek-ai/DeepSeek-R1-0528"
