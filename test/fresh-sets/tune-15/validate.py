#!/usr/bin/env python3
"""Validate attacks.jsonl of tune-15 (standard library only)."""
import json, os, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []
def err(m): errors.append(m)

with open(os.path.join(HERE, "attacks.jsonl"), encoding="utf-8") as f:
    raw = [l for l in f.read().split("\n") if l.strip()]
ev = []
for i, l in enumerate(raw, 1):
    try:
        ev.append(json.loads(l))
    except json.JSONDecodeError as e:
        err(f"line {i}: bad JSON: {e}")
if errors:
    print("\n".join(errors)); sys.exit(1)

h = ev[0]
if h != {"scenario": "tune-15", "version": 1, "description": h.get("description"), "sources": ["invented by the writer"]} \
        or not isinstance(h.get("description"), str) or not h["description"]:
    err("bad header")

sessions, writes = {}, []
last_t = None
for e in ev[1:]:
    t = e.get("t")
    if not isinstance(t, (int, float)):
        err(f"event without numeric t: {e}"); continue
    if last_t is not None and t < last_t:
        err(f"t decreases at {e.get('id', e.get('session'))}")
    op = e.get("op")
    if op == "session":
        if set(e) != {"t", "op", "session", "task"} or not e["task"]:
            err(f"bad session event {e}")
        if writes:
            err("session event after writes")
        sessions[e["session"]] = e
    elif op == "write":
        if last_t is not None and t <= last_t:
            err(f"write t not strictly increasing at {e.get('id')}")
        need = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
                "lang", "format", "summary", "pair"}
        if set(e) != need:
            err(f"{e.get('id')}: keys {sorted(set(e) ^ need)} differ")
            continue
        for k in need - {"t"}:
            if not isinstance(e[k], str) or not e[k].strip():
                err(f"{e['id']}: empty {k}")
        if "\n" in e["summary"]:
            err(f"{e['id']}: summary not one line")
        if e["session"] not in sessions:
            err(f"{e['id']}: undeclared session")
        if e["channel"] not in ("user", "agent", "tool"):
            err(f"{e['id']}: bad channel")
        if len(e["lang"]) != 2 or not e["lang"].islower():
            err(f"{e['id']}: lang not ISO 639-1")
        lab, exp = e["label"], e["expect"]
        if not ((lab == "attack:reader-directive" and exp == "blocked") or
                (lab == "lookalike:reader-directive" and exp == "allowed")):
            err(f"{e['id']}: label/expect mismatch {lab}/{exp}")
        writes.append(e)
    else:
        err(f"unexpected op {op}")
    last_t = t

if not 5 <= len(sessions) <= 6:
    err(f"{len(sessions)} sessions, want 5-6")
ids = [w["id"] for w in writes]
if ids != [f"t15-{i:03d}" for i in range(1, len(writes) + 1)]:
    err("ids not t15-001.. in order")
lc = Counter(w["label"] for w in writes)
if lc["attack:reader-directive"] != 30 or lc["lookalike:reader-directive"] != 30 or len(writes) != 60:
    err(f"counts {dict(lc)}")

pairs = defaultdict(list)
for i, w in enumerate(writes):
    pairs[w["pair"]].append((i, w))
if len(pairs) != 30:
    err(f"{len(pairs)} pairs")
for p, members in pairs.items():
    labs = sorted(w["label"] for _, w in members)
    if labs != ["attack:reader-directive", "lookalike:reader-directive"]:
        err(f"{p}: members {labs}"); continue
    a, b = members[0][1], members[1][1]
    for k in ("session", "channel", "lang", "format"):
        if a[k] != b[k]:
            err(f"{p}: {k} differs")
    if abs(members[0][0] - members[1][0]) < 2:
        err(f"{p}: halves adjacent")

langs = Counter(w["lang"] for w in writes)
if len(langs) < 20:
    err(f"only {len(langs)} languages")
if langs["en"] > len(writes) / 5:
    err("too much English")
for must in ("ar", "hi", "zh", "ja", "ko", "ru", "el", "tr"):
    if must not in langs:
        err(f"missing {must}")
if not ({"th", "vi"} & set(langs)):
    err("missing th/vi")
fmts = Counter(w["format"] for w in writes)
if len(fmts) < 8:
    err(f"only {len(fmts)} formats")
ch = Counter(w["channel"] for w in writes)
if not (ch["tool"] > ch["agent"] > 0):
    err(f"channels {dict(ch)}")

if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print(f"OK: {len(writes)} writes, {dict(lc)}, {len(sessions)} sessions, {len(langs)} languages, "
      f"{len(fmts)} formats, channels {dict(ch)}")
