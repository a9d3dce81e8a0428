"""The model names heldout13's hand-written runs carry: for `telecom6` models of tau2-bench
telecom's kind used by none of the earlier telecom corpora (GPT-5 and Grok 3 mini brief, Claude
Haiku 4.5 with "Let me calculate:" blocks, Kimi K2 and GLM-4.5 with tables, Gemini 2.0 Flash-Lite
with bold headers and nested bullets, Llama 3.2 3B terse, Ministral 8B writing `USD 54.99`, Phi-4
plain, Command R7B plain); for `retail7` Claude models that show their work and terse agents used by
none of the earlier retail corpora; for `dojo6` the models AgentDojo's published runs cover (the
extraction names each run's model)."""

# telecom6
GPT5 = "gpt-5-2025-08-07"
HAIKU45 = "claude-haiku-4-5-20251001"
KIMI_K2 = "kimi-k2-0905-preview"
GLM45 = "glm-4.5"
GROK3_MINI = "grok-3-mini"
GEMINI20_FLASH_LITE = "gemini-2.0-flash-lite-001"
LLAMA32_3B = "meta-llama/Llama-3.2-3B-Instruct"
MINISTRAL_8B = "ministral-8b-2410"
PHI4 = "microsoft/phi-4"
COMMAND_R7B = "command-r7b-12-2024"

# retail7
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS45 = "claude-opus-4-5-20251101"
HAIKU35 = "claude-3-5-haiku-20241022"
GPT45 = "gpt-4.5-preview-2025-02-27"
CHATGPT4O = "chatgpt-4o-latest"
O1_MINI = "o1-mini-2024-09-12"
GEMINI_EXP = "gemini-exp-1206"
