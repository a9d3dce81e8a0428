"""The model names heldout14's hand-written runs carry: for `telecom7` and `retail8` models the
earlier sets wrote little of (DeepSeek V3 terse with `**Answer:**`, DeepSeek R1 brief after its
reasoning, Qwen3 with numbered steps, Grok 3 brief, Mistral Large chatty with `USD 54.99`, Command
R+ plain, Gemini 2.5 Flash with bold headers and nested bullets, GPT-4.1-mini terse, Claude Sonnet
4.5 with tables and "Let me calculate:" blocks); for `dojo7` the models AgentDojo's published runs
cover (the extraction names each run's model)."""

DEEPSEEK_V3 = "deepseek-chat-v3-0324"
DEEPSEEK_R1 = "deepseek-reasoner-r1-0528"
QWEN3 = "qwen3-235b-a22b"
GROK3 = "grok-3"
MISTRAL_LARGE = "mistral-large-2411"
COMMAND_RPLUS = "command-r-plus-08-2024"
GEMINI25_FLASH = "gemini-2.5-flash"
GPT41_MINI = "gpt-4.1-mini-2025-04-14"
SONNET45 = "claude-sonnet-4-5-20250929"
GPT4O = "gpt-4o-2024-11-20"
