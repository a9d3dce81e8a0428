"""The model names heldout15's hand-written runs carry: for `telecom8` and `retail9` models the
earlier sets wrote little of (Llama 3.1 405B and Llama 4 Maverick plain and long, GPT-5 and o4-mini
very brief with `≈` and inline math, Claude Opus 4 and Haiku 3.5 with headed sections and `→`,
Gemini 2.5 Pro with bold and tables with totals rows, Kimi K2 and GLM-4.5 numbered with `RMB` and
`¥`, Phi-4 repetitive and restating the user's figures, Claude 3.7 Sonnet with "Let me calculate:"
blocks, GPT-4o terse); for `dojo8` the models AgentDojo's published runs cover (the extraction
names each run's model)."""

LLAMA31_405B = "meta-llama/Llama-3.1-405B-Instruct"
LLAMA4_MAVERICK = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
GPT5 = "gpt-5-2025-08-07"
O4_MINI = "o4-mini-2025-04-16"
OPUS4 = "claude-opus-4-20250514"
HAIKU35 = "claude-3-5-haiku-20241022"
GEMINI25_PRO = "gemini-2.5-pro"
KIMI_K2 = "kimi-k2-instruct"
GLM45 = "glm-4.5"
PHI4 = "phi-4"
SONNET37 = "claude-3-7-sonnet-20250219"
GPT4O = "gpt-4o-2024-08-06"
