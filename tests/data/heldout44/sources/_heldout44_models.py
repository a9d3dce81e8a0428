"""The model names heldout44's runs carry: current models and habits (GPT-5.1 plain, GPT-5 mini in
numbered steps, Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 in Anthropic envelopes, Gemini 3 Pro in
bullets, Qwen3 in tables, Kimi K2 Thinking and DeepSeek V3.2 with their reasoning in `<think>`,
Grok 4.1 and Llama 4 in a few words, Mistral Large 3 plain; GPT-5.1 and Gemini 3 Pro in Sorani Kurdish
(Arabic-Indic digits, U+066C between thousands, U+066B as the decimal point), GPT-5.1 and Gemini 3 Pro in
Santali (Ol Chiki script and digits, lakh grouping), GPT-5.1 and Mistral Large 3 in isiZulu (a no-break space
between thousands, a decimal comma, `ngo-7:30 ekuseni` clocks))."""

GPT51 = "gpt-5.1-2025-11-13"
GPT5_MINI = "gpt-5-mini-2025-08-07"
OPUS45 = "claude-opus-4-5-20251101"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GEMINI3_PRO = "gemini-3-pro-preview"
QWEN3 = "Qwen/Qwen3-235B-A22B-Instruct-2507"
KIMI_K2 = "moonshotai/Kimi-K2-Thinking"
DEEPSEEK_V32 = "deepseek-ai/DeepSeek-V3.2"
GROK41 = "grok-4-1-fast-non-reasoning"
LLAMA4 = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
MISTRAL_L3 = "mistral-large-2512"
