"""The model names heldout9's runs carry: for `telecom2` models of tau2-bench telecom's leaderboard
(GPT-4.1 with tables, o4-mini and GPT-5 terse, Claude 3.7 Sonnet and Sonnet 4 with the arithmetic
written out, Gemini 2.5, Qwen 3, Kimi K2, Grok 4); for `retail3` Claude models that show their work
and gpt-4o-style terse agents; for `dojo_style` the models AgentDojo's published runs cover (the
extraction names each run's model)."""

# telecom2
GPT41 = "gpt-4.1-2025-04-14"
GPT41_MINI = "gpt-4.1-mini-2025-04-14"
O4_MINI = "o4-mini-2025-04-16"
GPT5 = "gpt-5-2025-08-07"
SONNET37 = "claude-3-7-sonnet-20250219"
SONNET4 = "claude-sonnet-4-20250514"
GEMINI25 = "gemini-2.5-pro"
QWEN3 = "qwen3-235b-a22b-instruct-2507"
KIMI = "moonshotai/kimi-k2-instruct"
GROK4 = "grok-4-0709"

# retail3
SONNET35 = "claude-3-5-sonnet-20241022"
HAIKU35 = "claude-3-5-haiku-20241022"
OPUS4 = "claude-opus-4-20250514"
GPT4O = "gpt-4o-2024-08-06"
GPT4O_MINI = "gpt-4o-mini-2024-07-18"
