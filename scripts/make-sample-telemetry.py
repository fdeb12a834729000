#!/usr/bin/env python3
"""Writes examples/telemetry/observations.jsonl: a Langfuse observations export of the demo
project's support assistant (resources/demo/sizing-request.yaml), half an hour of the pilot's
busiest morning, already sanitised as an export for llmcap should be: no prompt, output or
metadata field at all, identifiers opaque.

    scripts/make-sample-telemetry.py [OUT]    # default: examples/telemetry/observations.jsonl

The figures follow the demo request's answers, so that `llmcap-cli telemetry derive --sizing`
measures answers near the ones it replaces: a run (a Langfuse trace named "chat") is one model
call, half of them a tool lookup and a second call with the tool's result; input tokens p50 about
900 and p95 about 3,200, output p50 about 250 and p95 about 700; arrivals at about 450 runs an
hour with a two-minute burst at three times the rate. The layout is Langfuse's observations_v2
JSONL: start_time etc. as "YYYY-MM-DD HH:MM:SS.ffffff" (UTC), latency and time_to_first_token
in seconds (integrations made on or after 2026-04-01). Seeded: the same file every time.
"""
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 48
START = datetime(2026, 11, 24, 9, 0, 0, tzinfo=timezone.utc)  # a Tuesday of ISO week 48
SPAN_S = 30 * 60
RUNS_PER_HOUR = 450
BURST_FROM_S, BURST_S, BURST_FACTOR = 12 * 60, 120, 3.0
MODEL = "meta-llama/Llama-3.1-8B-Instruct"
AGENTS = 75  # support agents active in the pilot's morning
SYSTEM_PROMPT_TOKENS = 600  # cached after the first call of the morning


def lognormal(rng, p50, p95, lo, hi):
    sigma = math.log(p95 / p50) / 1.6449
    return int(min(hi, max(lo, round(rng.lognormvariate(math.log(p50), sigma)))))


def stamp(t):
    return t.strftime("%Y-%m-%d %H:%M:%S.%f")


def opaque(rng, n=16):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def generation(rng, trace, start, input_tokens, name, user, session, error):
    output_tokens = lognormal(rng, 250, 700, 8, 2000)
    ttft_s = 0.12 + input_tokens * 0.00004 + rng.expovariate(1 / 0.08)
    latency_s = ttft_s + output_tokens * rng.uniform(0.018, 0.026)
    if error:  # a rate-limited call: no tokens back
        output_tokens, latency_s = 0, ttft_s
    cached = min(SYSTEM_PROMPT_TOKENS, input_tokens)
    obs = {
        "id": opaque(rng),
        "trace_id": trace,
        "type": "GENERATION",
        "name": name,
        "start_time": stamp(start),
        "end_time": stamp(start + timedelta(seconds=latency_s)),
        "completion_start_time": None if error else stamp(start + timedelta(seconds=ttft_s)),
        "latency": round(latency_s, 3),
        "time_to_first_token": None if error else round(ttft_s, 3),
        "provided_model_name": MODEL,
        "usage_details": {"input": input_tokens, "output": output_tokens,
                          "total": input_tokens + output_tokens, "input_cached_tokens": cached},
        "level": "ERROR" if error else "DEFAULT",
        "trace_name": "chat",
        "user_id": user,
        "session_id": session,
        "environment": "production",
    }
    return obs, start + timedelta(seconds=latency_s)


def tool(rng, trace, start, user, session):
    duration_s = rng.uniform(0.15, 1.2)
    obs = {
        "id": opaque(rng),
        "trace_id": trace,
        "type": "TOOL",
        "name": rng.choice(["order_lookup", "refund_policy", "ticket_history"]),
        "start_time": stamp(start),
        "end_time": stamp(start + timedelta(seconds=duration_s)),
        "latency": round(duration_s, 3),
        "level": "DEFAULT",
        "trace_name": "chat",
        "user_id": user,
        "session_id": session,
        "environment": "production",
    }
    return obs, start + timedelta(seconds=duration_s)


def arrivals(rng):
    t = 0.0
    base = RUNS_PER_HOUR / 3600
    while True:
        burst = BURST_FROM_S <= t < BURST_FROM_S + BURST_S
        t += rng.expovariate(base * (BURST_FACTOR if burst else 1))
        if t >= SPAN_S:
            return
        yield t


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else \
        Path(__file__).resolve().parent.parent / "examples/telemetry/observations.jsonl"
    rng = random.Random(SEED)
    users = [opaque(rng, 12) for _ in range(AGENTS)]
    sessions = {}
    rows = []
    for offset in arrivals(rng):
        user = rng.choice(users)
        # An agent's conversations of one customer share a session.
        if user not in sessions or rng.random() < 0.4:
            sessions[user] = opaque(rng, 12)
        trace = opaque(rng, 32)
        start = START + timedelta(seconds=offset)
        input_tokens = lognormal(rng, 900, 3200, 120, 14000)
        error = rng.random() < 0.006
        obs, end = generation(rng, trace, start, input_tokens, "answer", user, sessions[user],
                              error)
        rows.append(obs)
        if not error and rng.random() < 0.5:  # a tool lookup, then a second call with its result
            t, end = tool(rng, trace, end + timedelta(seconds=0.01), user, sessions[user])
            rows.append(t)
            follow = min(15000, input_tokens + obs["usage_details"]["output"] +
                         lognormal(rng, 300, 1200, 40, 4000))
            obs, end = generation(rng, trace, end + timedelta(seconds=0.01), follow,
                                  "answer-with-tool", user, sessions[user],
                                  rng.random() < 0.006)
            rows.append(obs)
    rows.sort(key=lambda r: r["start_time"])
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        for r in rows:
            f.write(json.dumps({k: v for k, v in r.items() if v is not None},
                               separators=(",", ":")) + "\n")
    print(f"{out}: {len(rows)} observations")


if __name__ == "__main__":
    main(sys.argv)
