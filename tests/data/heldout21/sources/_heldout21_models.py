"""The model names heldout21's hand-written runs carry: for `site` and `fleet` models the earlier
sets wrote little or nothing of (GPT-5 plain, GPT-4o mini terse, Claude Opus 4.1 in Anthropic
envelopes, Gemini 2.5 Flash with bullets, Qwen3 235B in tables, DeepSeek V3.1 in steps, Cohere
Command A, Llama 4 Maverick chatty, Mistral Small in German or French spellings, Amazon Nova Pro, a
small local model (Qwen3 4B through a local runner) that is terse, QwQ 32B with its reasoning in
`<think>`); `dojo14` carries the same names."""

GPT5 = "gpt-5-2025-08-07"
GPT4O_MINI = "gpt-4o-mini-2024-07-18"
OPUS41 = "claude-opus-4-1-20250805"
GEMINI25_FLASH = "gemini-2.5-flash"
QWEN3_235B = "Qwen/Qwen3-235B-A22B-Instruct-2507"
DEEPSEEK_V31 = "deepseek-ai/DeepSeek-V3.1"
COMMAND_A = "command-a-03-2025"
LLAMA4_MAVERICK = "meta-llama/Llama-4-Maverick-17B-128E-Instruct"
MISTRAL_SMALL = "mistral-small-2506"
NOVA_PRO = "amazon.nova-pro-v1:0"
LOCAL_4B = "qwen3:4b"
QWQ_32B = "Qwen/QwQ-32B"
