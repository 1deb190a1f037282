#!/usr/bin/env python3
"""Structural check of memory.jsonl in this folder (or a file given as argument).

Checks: header line, strictly increasing t, unique write ids, channel equal to the
principal's prefix, every id referenced by an expectation defined earlier, lang and
format on every write and search. Prints counts per label prefix, language and format.
Exits 1 on any error.
"""
import json
import os
import sys
from collections import Counter

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
errors = []


def err(n, msg):
    errors.append(f"line {n}: {msg}")


with open(path, encoding="utf-8") as f:
    lines = [l for l in f.read().split("\n") if l.strip()]

if not lines:
    print("empty file")
    sys.exit(1)

try:
    header = json.loads(lines[0])
except json.JSONDecodeError as e:
    print(f"line 1: header is not JSON: {e}")
    sys.exit(1)
if not isinstance(header, dict) or "scenario" not in header or "op" in header:
    err(1, "header must be an object with 'scenario' and no 'op'")

ids = set()
sessions = set()
last_t = None
by_prefix, by_label, by_lang, by_format, by_op = Counter(), Counter(), Counter(), Counter(), Counter()
CHANNELS = {"user", "agent", "tool"}

for n, line in enumerate(lines[1:], start=2):
    try:
        e = json.loads(line)
    except json.JSONDecodeError as ex:
        err(n, f"not JSON: {ex}")
        continue
    t = e.get("t")
    if not isinstance(t, (int, float)):
        err(n, "missing numeric t")
    else:
        if last_t is not None and t <= last_t:
            err(n, f"t={t} not greater than previous {last_t}")
        last_t = t
    op = e.get("op")
    by_op[op] += 1
    if op == "session":
        if not e.get("session"):
            err(n, "session event without session name")
        sessions.add(e.get("session"))
        continue
    if op not in ("write", "search"):
        err(n, f"unknown op {op!r}")
        continue
    for k in ("lang", "format", "label", "session", "principal"):
        if not e.get(k):
            err(n, f"{op} without {k}")
    if e.get("session") not in sessions:
        err(n, f"session {e.get('session')!r} not declared before use")
    label = e.get("label", "")
    by_label[label] += 1
    by_prefix[label.split(":")[0]] += 1
    by_lang[e.get("lang")] += 1
    by_format[e.get("format")] += 1
    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not e.get(k):
                err(n, f"write without {k}")
        wid = e.get("id")
        if wid in ids:
            err(n, f"duplicate id {wid}")
        principal = e.get("principal", "")
        ch = e.get("channel")
        if ch not in CHANNELS:
            err(n, f"bad channel {ch!r}")
        if principal.split(":")[0] != ch:
            err(n, f"channel {ch!r} does not match principal {principal!r}")
        exp = e.get("expect", "")
        if exp in ("allowed", "blocked", "any"):
            pass
        elif ":" in exp and exp.split(":", 1)[0] in ("supersedes", "coexists", "keeps"):
            ref = exp.split(":", 1)[1]
            if ref not in ids:
                err(n, f"expect refers to {ref!r}, not defined earlier")
        else:
            err(n, f"bad expect {exp!r}")
        ids.add(wid)
    else:
        if not e.get("query"):
            err(n, "search without query")
        top = e.get("expect_top")
        if top is not None and top not in ids:
            err(n, f"expect_top {top!r} not defined earlier")
        for ref in e.get("expect_absent", []) or []:
            if ref not in ids:
                err(n, f"expect_absent {ref!r} not defined earlier")


def show(title, c):
    print(f"{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {k}: {v}")


print(f"file: {os.path.basename(path)}  scenario: {header.get('scenario')}")
show("events by op", by_op)
show("by label prefix", by_prefix)
print(f"languages ({len(by_lang)}):")
for k, v in sorted(by_lang.items(), key=lambda kv: (-kv[1], str(kv[0]))):
    print(f"  {k}: {v}")
show("by format", by_format)
if errors:
    print(f"{len(errors)} error(s):")
    for m in errors:
        print("  " + m)
    sys.exit(1)
print("OK")
