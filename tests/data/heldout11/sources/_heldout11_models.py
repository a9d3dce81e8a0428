"""The model names heldout11's hand-written runs carry: for `telecom4` models of tau2-bench
telecom's kind not used by heldout9's telecom2 nor heldout10's telecom3 (Gemini 2.5 Pro and 2.0
Flash with bold headers and nested bullets, GPT-4.1 and o4-mini brief after long tool use, Claude
Sonnet 4 with tables and "Let me calculate:" blocks, Qwen3 and Llama 4 Maverick terse or chatty,
Mistral Medium writing `54.99 dollars`); for `retail5` Claude models that show their work and
gpt-4o-style terse agents; for `dojo4` the models AgentDojo's published runs cover (the extraction
names each run's model)."""

# telecom4
GEMINI25_PRO = "gemini-2.5-pro"
GEMINI20_FLASH = "gemini-2.0-flash"
GPT41 = "gpt-4.1-2025-04-14"
O4_MINI = "o4-mini-2025-04-16"
SONNET4 = "claude-sonnet-4-20250514"
QWEN3 = "qwen3-235b-a22b"
LLAMA4 = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
MISTRAL_MEDIUM = "mistral-medium-2505"

# retail5
SONNET4_R = SONNET4
OPUS4 = "claude-opus-4-20250514"
SONNET35_OCT = "claude-3-5-sonnet-20241022"
GPT4O_AUG = "gpt-4o-2024-08-06"
GPT41_MINI = "gpt-4.1-mini-2025-04-14"
O3_MINI = "o3-mini-2025-01-31"
