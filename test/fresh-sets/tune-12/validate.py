#!/usr/bin/env python3
"""Checks memory.jsonl: JSON lines, header first, t strictly increasing, ids unique, references exist."""
import json, os, sys, collections

here = os.path.dirname(os.path.abspath(__file__))
errors = []
lines = open(os.path.join(here, "memory.jsonl"), encoding="utf-8").read().splitlines()
recs = []
for n, line in enumerate(lines, 1):
    try:
        recs.append(json.loads(line))
    except Exception as e:  # noqa
        errors.append(f"line {n}: not JSON ({e})")
if errors:
    print("\n".join(errors)); sys.exit(1)

if "scenario" not in recs[0] or "op" in recs[0]:
    errors.append("line 1 is not a header")
events = recs[1:]
last_t = None
ids, labels = [], collections.Counter()
sessions = set()
for n, e in enumerate(events, 2):
    t = e.get("t")
    if not isinstance(t, (int, float)):
        errors.append(f"line {n}: t missing")
    elif last_t is not None and t <= last_t:
        errors.append(f"line {n}: t {t} not > {last_t}")
    last_t = t
    op = e.get("op")
    if op == "session":
        sessions.add(e["session"])
        continue
    if e.get("session") not in sessions:
        errors.append(f"line {n}: session {e.get('session')} not declared before use")
    if op == "write":
        for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
            if k not in e:
                errors.append(f"line {n}: write lacks {k}")
        if e.get("channel") not in ("user", "agent", "tool"):
            errors.append(f"line {n}: bad channel")
        ids.append(e["id"])
    elif op == "search":
        for k in ("session", "principal", "query", "label"):
            if k not in e:
                errors.append(f"line {n}: search lacks {k}")
    else:
        errors.append(f"line {n}: unknown op {op}")
    labels[e["label"].split(":")[0]] += 1

dups = [i for i, c in collections.Counter(ids).items() if c > 1]
if dups:
    errors.append(f"duplicate ids: {dups}")
known = set()
for n, e in enumerate(events, 2):
    if e.get("op") == "write":
        ex = e["expect"]
        if ":" in ex:
            verb, ref = ex.split(":", 1)
            if verb not in ("supersedes", "coexists", "keeps"):
                errors.append(f"line {n}: bad expect verb {verb}")
            if ref not in known:
                errors.append(f"line {n}: {ex} refers to an id not written earlier")
        elif ex not in ("allowed", "blocked", "any"):
            errors.append(f"line {n}: bad expect {ex}")
        known.add(e["id"])
    elif e.get("op") == "search":
        for ref in [e.get("expect_top")] + list(e.get("expect_absent", [])):
            if ref is not None and ref not in known:
                errors.append(f"line {n}: search refers to {ref}, not written earlier")

if errors:
    print("\n".join(errors)); sys.exit(1)
print(f"OK: {len(events)} events, {len(ids)} writes, labels {dict(labels)}")
