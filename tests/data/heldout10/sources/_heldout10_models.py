"""The model names heldout10's hand-written runs carry: for `telecom3` models of tau2-bench
telecom's runs not used by heldout9's telecom2 (o3 and o1 brief after long tool use, Claude 3.7
Sonnet with tables and "Let me calculate:" blocks, Gemini 2.5 Flash with bold headers and nested
bullets, Llama 3.3 70B, Mistral Large and Qwen 2.5 terse or chatty, DeepSeek V3); for `retail4`
Claude models that show their work and gpt-4o-style terse agents; for `dojo3` the models
AgentDojo's published runs cover (the extraction names each run's model)."""

# telecom3
O3 = "o3-2025-04-16"
O1 = "o1-2024-12-17"
SONNET37 = "claude-3-7-sonnet-20250219"
GEMINI25_FLASH = "gemini-2.5-flash"
LLAMA33 = "meta-llama/Llama-3.3-70B-Instruct"
MISTRAL_LARGE = "mistral-large-2411"
QWEN25 = "qwen2.5-72b-instruct"
DEEPSEEK = "deepseek-chat-v3-0324"

# retail4
SONNET37_R = SONNET37
SONNET35_JUNE = "claude-3-5-sonnet-20240620"
HAIKU35 = "claude-3-5-haiku-20241022"
GPT4O = "gpt-4o-2024-11-20"
GPT4O_MINI = "gpt-4o-mini-2024-07-18"
GPT41_NANO = "gpt-4.1-nano-2025-04-14"
