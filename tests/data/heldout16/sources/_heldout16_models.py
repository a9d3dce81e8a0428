"""The model names heldout16's hand-written runs carry: for `airline3` and `property` models the
earlier sets wrote little of (Qwen2.5-72B numbered and formal, DeepSeek-V3 plain with bold totals,
DeepSeek-R1 with long reasoning prose before its answer, Mistral Large with European decimal
commas, GPT-4.1 with headed bullets and GPT-4.1 nano very brief, Claude Sonnet 4 and Claude Haiku
4.5 in Anthropic envelopes, Gemini 2.0 Flash with bold bullets, Grok 3 casual with `≈` and `k`,
Amazon Nova Pro with tables, Llama 3.3 70B plain, Command A with `→` steps); for `dojo9` the
models AgentDojo's published runs cover (the extraction names each run's model)."""

QWEN25_72B = "Qwen/Qwen2.5-72B-Instruct"
DEEPSEEK_V3 = "deepseek-v3-0324"
DEEPSEEK_R1 = "deepseek-r1-0528"
MISTRAL_LARGE = "mistral-large-2411"
GPT41 = "gpt-4.1-2025-04-14"
GPT41_NANO = "gpt-4.1-nano-2025-04-14"
SONNET4 = "claude-sonnet-4-20250514"
HAIKU45 = "claude-haiku-4-5-20251001"
GEMINI20_FLASH = "gemini-2.0-flash-001"
GROK3 = "grok-3"
NOVA_PRO = "amazon.nova-pro-v1:0"
LLAMA33_70B = "meta-llama/Llama-3.3-70B-Instruct"
COMMAND_A = "command-a-03-2025"
