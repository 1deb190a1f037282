#!/usr/bin/env python3
"""Structural checks for memory.jsonl in this folder. Exits 1 on any error."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "agent", "tool"}
errors = []


def err(n, msg):
    errors.append(f"line {n}: {msg}")


with open(PATH, encoding="utf-8") as fh:
    raw = [l for l in fh.read().split("\n") if l.strip()]

rows = []
for n, line in enumerate(raw, 1):
    try:
        rows.append((n, json.loads(line)))
    except json.JSONDecodeError as e:
        err(n, f"invalid JSON: {e}")

if not rows:
    errors.append("empty file")
else:
    n, hdr = rows[0]
    if not isinstance(hdr.get("scenario"), str) or not hdr["scenario"]:
        err(n, "header lacks a 'scenario' string")
    if "op" in hdr:
        err(n, "header must not be an event")

defined = set()
sessions = set()
last_t = None
by_prefix, by_lang, by_format, by_op = Counter(), Counter(), Counter(), Counter()

for n, ev in rows[1:]:
    op = ev.get("op")
    by_op[op] += 1
    t = ev.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err(n, "missing or non-numeric t")
    else:
        if last_t is not None and t <= last_t:
            err(n, f"t={t} not strictly greater than previous t={last_t}")
        last_t = t
    if op == "session":
        if not ev.get("session"):
            err(n, "session event without session")
        sessions.add(ev.get("session"))
        continue
    if op not in ("write", "search"):
        err(n, f"unknown op {op!r}")
        continue
    if ev.get("session") not in sessions:
        err(n, f"session {ev.get('session')!r} not declared earlier")
    for k in ("principal", "label", "lang", "format"):
        if not isinstance(ev.get(k), str) or not ev.get(k):
            err(n, f"missing {k}")
    label = ev.get("label", "")
    by_prefix[label.split(":")[0]] += 1
    by_lang[ev.get("lang")] += 1
    by_format[ev.get("format")] += 1
    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not isinstance(ev.get(k), str) or not ev.get(k):
                err(n, f"write missing {k}")
        wid = ev.get("id")
        if wid in defined:
            err(n, f"duplicate id {wid!r}")
        ch = ev.get("channel")
        if ch not in CHANNELS:
            err(n, f"bad channel {ch!r}")
        prefix = str(ev.get("principal", "")).split(":")[0]
        if prefix != ch:
            err(n, f"channel {ch!r} does not match principal {ev.get('principal')!r}")
        exp = ev.get("expect", "")
        if exp in ("allowed", "blocked", "any"):
            pass
        elif ":" in exp and exp.split(":", 1)[0] in ("supersedes", "coexists", "keeps"):
            ref = exp.split(":", 1)[1]
            if ref not in defined:
                err(n, f"expect refers to {ref!r}, not defined earlier")
        else:
            err(n, f"bad expect {exp!r}")
        defined.add(wid)
    else:
        if not isinstance(ev.get("query"), str) or not ev.get("query"):
            err(n, "search missing query")
        if str(ev.get("principal", "")).split(":")[0] not in CHANNELS:
            err(n, f"bad principal {ev.get('principal')!r}")
        top = ev.get("expect_top")
        if top is not None and top not in defined:
            err(n, f"expect_top {top!r} not defined earlier")
        for a in ev.get("expect_absent") or []:
            if a not in defined:
                err(n, f"expect_absent {a!r} not defined earlier")


def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {k}: {v}")


show("events by op:", by_op)
show("by label prefix:", by_prefix)
show(f"by language ({len(by_lang)}):", by_lang)
show(f"by format ({len(by_format)}):", by_format)
if errors:
    print(f"{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
