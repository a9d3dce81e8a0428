"""The models the heldout4 runs are written as (several vendors' names, as their APIs report them).

Written for this corpus; each domain's shapes are in its own module (`_hr.py`, `_energy.py`,
`_research.py`, `_analyst.py`).
"""

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
O3MINI = "o3-mini-2025-01-31"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
HAIKU = "claude-3-5-haiku-20241022"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-2.5-pro"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2411"
DEEPSEEK = "deepseek-chat"
R1 = "deepseek-reasoner"
COMMAND = "command-r-plus-08-2024"
