"""Shapes the apis runs share: a ToolBench-style system prompt (an agent chaining RapidAPI tools),
the models it runs as, and how those tools answer: `{"error": "", "response": ...}` with the API's
JSON inside as a string, or the API's JSON as is (deep objects, epoch timestamps, floats with noise).

Written for this corpus: the shapes follow public weather, market, sports, currency, flight,
geocoding and nutrition APIs as RapidAPI serves them; every figure is made up here.
"""

from __future__ import annotations

import json
from typing import Any

SYSTEM = """You are AutoGPT, you can use many tools (functions) to do the following task.
First I will give you the task description, and your task start.
At each step, you need to give your thought to analyze the status now and what to do next, with a function call to actually execute your step.
After the call, you will get the call result, and you are now in a new state.
Then you will analyze your status now, then decide what to do next...
After many (Thought-call) pairs, you finally perform the task, then you can give your final answer.
Remember:
1. The state change is irreversible, you can't go back to one of the former states.
2. All the thought is short, at most in 5 sentences.
3. You can do more than one try, so if your plan is to continuously try some conditions, you can do one of the conditions per try.
Let's Begin!
Task description: You should use functions to help handle the real time user queries. Remember:
1. ALWAYS call "Finish" function at the end of the task. And the final answer should contain enough information to show to the user.
2. Do not use origin tool names, use only subfunctions' names.
"""

GPT = "gpt-4o-2024-05-13"
MINI = "gpt-4o-mini-2024-07-18"
GPT35 = "gpt-3.5-turbo-16k-0613"
GPT41 = "gpt-4.1-mini-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20240620"
HAIKU = "claude-3-5-haiku-20241022"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Meta-Llama-3.1-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2407"
DEEPSEEK = "deepseek-chat"
TOOLLLAMA = "ToolBench/ToolLLaMA-2-7b-v2"


def rapid(payload: Any, error: str = "") -> str:
    """A ToolBench tool result: the API's JSON as a string inside `{"error", "response"}`."""
    return json.dumps({"error": error, "response": json.dumps(payload)})
