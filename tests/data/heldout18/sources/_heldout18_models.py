"""The model names heldout18's hand-written runs carry: for `ads` and `campus` models the earlier
sets wrote little of (Gemini 2.5 Pro with headed sections, GPT-4.1 nano terse, Claude Sonnet 4.5
and Claude Haiku 4.5 in Anthropic envelopes, Grok 4 direct, Kimi K2 with tables, GLM-4.6 with
numbered steps, Phi-4 plain, Mistral Small 3.2 brief, Llama 3.3 70B plain, DeepSeek R1 with its
reasoning visible in `<think>`, Qwen2.5-72B with bold totals); `dojo11` carries the same names."""

GEMINI25_PRO = "gemini-2.5-pro"
GPT41_NANO = "gpt-4.1-nano-2025-04-14"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GROK4 = "grok-4-0709"
KIMI_K2 = "moonshotai/Kimi-K2-Instruct-0905"
GLM46 = "zai-org/GLM-4.6"
PHI4 = "microsoft/phi-4"
MISTRAL_SMALL32 = "mistral-small-2506"
LLAMA33_70B = "meta-llama/Llama-3.3-70B-Instruct"
DEEPSEEK_R1 = "deepseek-ai/DeepSeek-R1-0528"
QWEN25_72B = "Qwen/Qwen2.5-72B-Instruct"
