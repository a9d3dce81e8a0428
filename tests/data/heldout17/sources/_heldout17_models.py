"""The model names heldout17's hand-written runs carry: for `insurance` and `cloud` models the
earlier sets wrote little of (Gemini 2.5 Flash-Lite terse, GPT-5 mini with short headed lists, o3
with dense tables and `≈`, Claude Opus 4.1 and Claude 3.5 Sonnet in Anthropic envelopes, Llama 4
Scout plain, Qwen3-235B numbered, DeepSeek V3.1 with bold totals, Mistral Medium 3 with European
decimal commas, Jamba plain prose, Nemotron with step lists, Command R7B brief); for `dojo10` the
models AgentDojo's published runs cover (the extraction names each run's model)."""

GEMINI25_FLASH_LITE = "gemini-2.5-flash-lite"
GPT5_MINI = "gpt-5-mini-2025-08-07"
O3 = "o3-2025-04-16"
OPUS41 = "claude-opus-4-1-20250805"
SONNET35 = "claude-3-5-sonnet-20241022"
LLAMA4_SCOUT = "meta-llama/Llama-4-Scout-17B-16E-Instruct"
QWEN3_235B = "Qwen/Qwen3-235B-A22B-Instruct-2507"
DEEPSEEK_V31 = "deepseek-v3.1"
MISTRAL_MEDIUM3 = "mistral-medium-2505"
JAMBA = "jamba-large-1.7"
NEMOTRON = "nvidia/llama-3.3-nemotron-super-49b-v1.5"
COMMAND_R7B = "command-r7b-12-2024"
