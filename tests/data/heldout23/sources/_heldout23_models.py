"""The model names heldout23's runs carry: for `brewery` and `printshop` models the earlier sets
wrote little or nothing of (GPT-5 plain, Claude Opus 4.5, Claude Opus 4.1 and Claude Sonnet 4 in
Anthropic envelopes, Gemini 3 Pro with bullets, Qwen3 235B in tables, MiniMax M2 with bold headings,
DeepSeek V3.1 terse, Mistral Medium 3 in Portuguese, Bielik 11B in Polish, gpt-oss-120b in Japanese,
a local Qwen2.5 7B in a few words, QwQ-32B with its reasoning in `<think>`); `dojo16` carries most of
them, and GPT-5 mini and Hunyuan A13B (`../extract.py` names each run's model)."""

GPT5 = "gpt-5-2025-08-07"
GPT5_MINI = "gpt-5-mini-2025-08-07"
OPUS41 = "claude-opus-4-1-20250805"
OPUS45 = "claude-opus-4-5-20251101"
SONNET4 = "claude-sonnet-4-20250514"
GEMINI3_PRO = "gemini-3-pro-preview"
QWEN3 = "Qwen/Qwen3-235B-A22B-Instruct-2507"
MINIMAX_M2 = "MiniMaxAI/MiniMax-M2"
HUNYUAN = "tencent/Hunyuan-A13B-Instruct"
DSV31 = "deepseek-ai/DeepSeek-V3.1"
MISTRAL_MEDIUM = "mistral-medium-2505"
BIELIK = "speakleash/Bielik-11B-v2.3-Instruct"
GPT_OSS = "openai/gpt-oss-120b"
LOCAL_QWEN = "qwen2.5:7b"
QWQ = "Qwen/QwQ-32B"
