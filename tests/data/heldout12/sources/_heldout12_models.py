"""The model names heldout12's hand-written runs carry: for `telecom5` models of tau2-bench
telecom's kind not used by heldout9's telecom2, heldout10's telecom3 nor heldout11's telecom4
(GPT-5 mini and DeepSeek R1 brief after tool use, Claude Opus 4.1 and Sonnet 4.5 with tables and
"Let me calculate:" blocks, Gemini 2.5 Flash-Lite with bold headers and nested bullets, gpt-oss with
tables, Llama 3.1 405B chatty and 8B terse, Mistral Small writing `USD 54.99`, Command A plain);
for `retail6` Claude models that show their work and gpt-4o-style terse agents not used by the
earlier retail corpora; for `dojo5` the models AgentDojo's published runs cover (the extraction
names each run's model)."""

# telecom5
GPT5_MINI = "gpt-5-mini-2025-08-07"
DEEPSEEK_R1 = "deepseek-r1-0528"
OPUS41 = "claude-opus-4-1-20250805"
SONNET45 = "claude-sonnet-4-5-20250929"
GEMINI25_FLASH_LITE = "gemini-2.5-flash-lite"
GPT_OSS = "gpt-oss-120b"
LLAMA31_405B = "meta-llama/Llama-3.1-405B-Instruct"
LLAMA31_8B = "meta-llama/Llama-3.1-8B-Instruct"
MISTRAL_SMALL = "mistral-small-2503"
COMMAND_A = "command-a-03-2025"

# retail6
OPUS3 = "claude-3-opus-20240229"
SONNET45_R = SONNET45
OPUS41_R = OPUS41
GPT4O_MAY = "gpt-4o-2024-05-13"
GPT4_TURBO = "gpt-4-turbo-2024-04-09"
GPT5_MINI_R = GPT5_MINI
GEMINI15_PRO = "gemini-1.5-pro-002"
