"""The model names heldout20's hand-written runs carry: for `lab` and `kitchen` models the earlier
sets wrote little or nothing of (Claude Sonnet 4.5 and Claude Haiku 4.5 in Anthropic envelopes,
GPT-4.1 plain, o4-mini terse, Gemini 2.5 Pro with headings, Grok 4 blunt, Kimi K2 in tables, GLM-4.5
in steps, Phi-4 short, Llama 3.3 70B chatty, Mistral Medium 3 in Italian or Spanish spellings, a
small local model (Llama 3.2 3B through a local runner) that is terse, DeepSeek R1 with its reasoning
in `<think>`); `dojo13` carries the same names."""

SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GPT41 = "gpt-4.1-2025-04-14"
O4_MINI = "o4-mini-2025-04-16"
GEMINI25_PRO = "gemini-2.5-pro"
GROK4 = "grok-4-0709"
KIMI_K2 = "moonshotai/Kimi-K2-Instruct"
GLM45 = "zai-org/GLM-4.5"
PHI4 = "microsoft/phi-4"
LLAMA33_70B = "meta-llama/Llama-3.3-70B-Instruct"
MISTRAL_MEDIUM3 = "mistral-medium-2505"
LOCAL_3B = "llama3.2:3b"
DEEPSEEK_R1 = "deepseek-ai/DeepSeek-R1-0528"
