"""The model names heldout19's hand-written runs carry: for `farm` and `venue` models the earlier
sets wrote little of (OpenAI o3 terse with tables, GPT-5 mini brief, Gemini 2.5 Flash with bullets,
Claude Opus 4.1 in Anthropic envelopes, Cohere Command R+ plain with citations of the tool, Qwen3-235B
with bold labels, DeepSeek V3.1 with steps, Llama 4 Maverick chatty, Mistral Large 2 in German or
French spellings, Gemma 3 27B short, Qwen3-235B Thinking with its reasoning in `<think>`); `dojo12`
carries the same names."""

O3 = "o3-2025-04-16"
GPT5_MINI = "gpt-5-mini-2025-08-07"
GEMINI25_FLASH = "gemini-2.5-flash"
OPUS41 = "claude-opus-4-1-20250805"
COMMAND_R_PLUS = "command-r-plus-08-2024"
QWEN3_235B = "Qwen/Qwen3-235B-A22B-Instruct-2507"
DEEPSEEK_V31 = "deepseek-ai/DeepSeek-V3.1"
LLAMA4_MAVERICK = "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8"
MISTRAL_LARGE2 = "mistral-large-2411"
GEMMA3_27B = "google/gemma-3-27b-it"
QWEN3_THINKING = "Qwen/Qwen3-235B-A22B-Thinking-2507"
