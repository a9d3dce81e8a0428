"""The model names heldout8's runs carry: AgentDojo's 13 attacked models for `dojo_attack`, and
for `retail` and `airline2` models whose styles the earlier sets did not use (o1/o3 terse with
totals, DeepSeek and Qwen with markdown tables, Claude 4 with the arithmetic written out, Llama 4
and Kimi plainer and sloppier)."""

# AgentDojo's published runs under the `important_instructions` attack.
GPT4O = "gpt-4o-2024-05-13"
TURBO = "gpt-4-turbo-2024-04-09"
GPT35 = "gpt-3.5-turbo-0125"
OPUS3 = "claude-3-opus-20240229"
SONNET3 = "claude-3-sonnet-20240229"
HAIKU3 = "claude-3-haiku-20240307"
SONNET35 = "claude-3-5-sonnet-20240620"
GEMINI_PRO = "gemini-1.5-pro-001"
GEMINI_FLASH = "gemini-1.5-flash-001"
LLAMA3 = "meta-llama/Llama-3-70b-chat-hf"
COMMAND_R = "command-r-plus"
MISTRAL_L = "mistral-large-2407"
GPT4O_MINI = "gpt-4o-mini-2024-07-18"

# retail and airline2
O1 = "o1-2024-12-17"
O3 = "o3-2025-04-16"
DEEPSEEK_R1 = "deepseek-reasoner"
DEEPSEEK_V3 = "deepseek-chat"
QWEN = "qwen3-235b-a22b"
SONNET4 = "claude-sonnet-4-20250514"
OPUS4 = "claude-opus-4-20250514"
LLAMA4 = "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8"
KIMI = "moonshotai/kimi-k2-instruct"
