#!/usr/bin/env python3
"""Structural check of memory.jsonl in this folder (fresh set at)."""
import json, os, sys
from collections import Counter

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
errors = []
with open(path, encoding="utf-8") as fh:
    lines = [l for l in fh.read().splitlines() if l.strip()]
try:
    header = json.loads(lines[0])
    if "scenario" not in header:
        errors.append("line 1: header lacks 'scenario'")
except Exception as e:
    errors.append(f"line 1: bad JSON: {e}")
    header = {}

seen, last_t, sessions = set(), None, set()
labels, langs, formats, ops = Counter(), Counter(), Counter(), Counter()
for n, line in enumerate(lines[1:], 2):
    try:
        ev = json.loads(line)
    except Exception as e:
        errors.append(f"line {n}: bad JSON: {e}"); continue
    t, op = ev.get("t"), ev.get("op")
    ops[op] += 1
    if not isinstance(t, (int, float)):
        errors.append(f"line {n}: missing numeric t")
    elif last_t is not None and t <= last_t:
        errors.append(f"line {n}: t {t} not strictly after {last_t}")
    else:
        last_t = t
    if op == "session":
        if not ev.get("session"): errors.append(f"line {n}: session without name")
        sessions.add(ev.get("session")); continue
    if op not in ("write", "search"):
        errors.append(f"line {n}: unknown op {op!r}"); continue
    if ev.get("session") not in sessions:
        errors.append(f"line {n}: session {ev.get('session')!r} not declared")
    label = ev.get("label") or ""
    if not label: errors.append(f"line {n}: no label")
    labels[label.split(":")[0]] += 1
    langs[ev.get("lang", "?")] += 1
    formats[ev.get("format", "?")] += 1
    if "lang" not in ev or "format" not in ev:
        errors.append(f"line {n}: missing lang/format")
    principal = ev.get("principal", "")
    if ":" not in principal: errors.append(f"line {n}: bad principal {principal!r}")
    if op == "write":
        for k in ("id", "principal", "channel", "text", "expect"):
            if not ev.get(k): errors.append(f"line {n}: write lacks {k}")
        ch = ev.get("channel")
        if ch not in ("user", "tool", "agent"):
            errors.append(f"line {n}: bad channel {ch!r}")
        if principal.split(":")[0] != ch:
            errors.append(f"line {n}: channel {ch!r} != principal prefix of {principal!r}")
        exp = ev.get("expect", "")
        kind, _, ref = exp.partition(":")
        if kind in ("supersedes", "coexists", "keeps"):
            if ref not in seen: errors.append(f"line {n}: {exp} refers to unknown/later id")
        elif exp not in ("allowed", "blocked", "any"):
            errors.append(f"line {n}: bad expect {exp!r}")
        if ev.get("id") in seen: errors.append(f"line {n}: duplicate id {ev.get('id')}")
        seen.add(ev.get("id"))
    else:
        if not ev.get("query"): errors.append(f"line {n}: search lacks query")
        if principal.split(":")[0] not in ("user", "tool", "agent"):
            errors.append(f"line {n}: bad principal prefix {principal!r}")
        top = ev.get("expect_top")
        if top is not None and top not in seen:
            errors.append(f"line {n}: expect_top {top} unknown")
        for a in ev.get("expect_absent", []) or []:
            if a not in seen: errors.append(f"line {n}: expect_absent {a} unknown")

print(f"scenario: {header.get('scenario')}  events: {len(lines)-1}  ops: {dict(ops)}")
for name, c in (("label prefix", labels), ("lang", langs), ("format", formats)):
    print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in sorted(c.items(), key=lambda x: (-x[1], x[0]))))
if errors:
    print("\n".join("ERROR " + e for e in errors)); sys.exit(1)
print("OK")
