#!/usr/bin/env python3
"""Structural check of memory.jsonl (fresh set am)."""
import json, sys, collections, os
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
lines = open(path, encoding="utf-8").read().splitlines()
errs = []
rows = []
for i, l in enumerate(lines, 1):
    try:
        rows.append(json.loads(l))
    except Exception as e:
        errs.append(f"line {i}: bad JSON: {e}")
hdr, evs = rows[0], rows[1:]
if "scenario" not in hdr: errs.append("header lacks scenario")
seen, last_t = {}, None
labels, langs, fmts = collections.Counter(), collections.Counter(), collections.Counter()
for n, e in enumerate(evs, 2):
    if last_t is not None and not e["t"] > last_t: errs.append(f"line {n}: t not increasing")
    last_t = e["t"]
    op = e["op"]
    if op == "session":
        continue
    labels[e["label"]] += 1
    if "lang" in e: langs[e["lang"]] += 1
    refs = []
    if op == "write":
        for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
            if k not in e: errs.append(f"line {n}: missing {k}")
        if e["id"] in seen: errs.append(f"line {n}: duplicate id {e['id']}")
        if e["channel"] not in ("user", "agent", "tool"): errs.append(f"line {n}: bad channel")
        if e["principal"].split(":", 1)[0] != e["channel"]: errs.append(f"line {n}: channel/principal mismatch")
        if "format" in e: fmts[e["format"]] += 1
        ex = e["expect"]
        if ":" in ex:
            refs.append(ex.split(":", 1)[1])
        elif ex not in ("allowed", "blocked", "any"):
            errs.append(f"line {n}: bad expect {ex}")
        seen[e["id"]] = n
    elif op == "search":
        for k in ("session", "principal", "query", "label"):
            if k not in e: errs.append(f"line {n}: missing {k}")
        if "expect_top" in e: refs.append(e["expect_top"])
        refs += e.get("expect_absent", [])
    else:
        errs.append(f"line {n}: unknown op {op}")
    for r in refs:
        if r not in seen: errs.append(f"line {n}: reference {r} missing or not earlier")
kinds = collections.Counter(l.split(":")[0] for l in labels.elements())
print("events:", len(evs), "| label kinds:", dict(kinds))
print("languages:", dict(sorted(langs.items())))
print("formats:", dict(sorted(fmts.items())))
if errs:
    print("\n".join(errs)); sys.exit(1)
print("OK")
