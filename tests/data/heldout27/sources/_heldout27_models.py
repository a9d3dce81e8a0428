"""The model names heldout27's runs carry: models and habits the earlier sets wrote little of (GPT-5.1
plain, GPT-4.1 mini and gpt-oss-120b terse, Claude Opus 4.1, Sonnet 4.5 and Haiku 4.5 in Anthropic
envelopes, Gemini 2.5 Pro in bullets, Qwen3 235B in tables, DeepSeek R1 with its reasoning in
`<think>`, Mistral Large in numbered steps, Command A in a few words, SEA-LION in Malay, Typhoon 2 in
Thai, NorMistral in Norwegian, DictaLM 2.0 in Hebrew, YugoGPT in Croatian, Llammas in Estonian)."""

GPT51 = "gpt-5.1-2025-11-13"
GPT41_MINI = "gpt-4.1-mini-2025-04-14"
GPT_OSS = "openai/gpt-oss-120b"
OPUS41 = "claude-opus-4-1-20250805"
SONNET45 = "claude-sonnet-4-5-20250929"
HAIKU45 = "claude-haiku-4-5-20251001"
GEMINI25_PRO = "gemini-2.5-pro"
QWEN3 = "Qwen/Qwen3-235B-A22B-Instruct-2507"
DEEPSEEK_R1 = "deepseek-ai/DeepSeek-R1-0528"
MISTRAL_LARGE = "mistralai/Mistral-Large-Instruct-2411"
COMMAND_A = "CohereLabs/c4ai-command-a-03-2025"
SEALION = "aisingapore/Llama-SEA-LION-v3-70B-IT"
TYPHOON = "scb10x/typhoon2-qwen2.5-7b-instruct"
NORMISTRAL = "norallm/normistral-7b-warm-instruct"
DICTALM = "dicta-il/dictalm2.0-instruct"
YUGOGPT = "gordicaleksa/YugoGPT"
LLAMMAS = "tartuNLP/Llammas"
