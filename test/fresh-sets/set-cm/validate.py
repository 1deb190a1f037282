#!/usr/bin/env python3
"""Validate memory.jsonl of the fresh set 'flood-burst-polyglot'. Exit 1 on any error."""
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
errors = []
err = errors.append

with open(path, encoding="utf-8") as f:
    lines = [l for l in f.read().split("\n") if l.strip()]

rows = []
for n, line in enumerate(lines, 1):
    try:
        rows.append(json.loads(line))
    except json.JSONDecodeError as e:
        err(f"line {n}: not JSON ({e})")
if errors:
    print("\n".join(errors)); sys.exit(1)

head = rows[0]
if "scenario" not in head or "op" in head or "t" in head:
    err("line 1 must be the header with 'scenario' and no 't'/'op'")
for k in ("version", "description", "sources"):
    if k not in head:
        err(f"header lacks '{k}'")

ids, groups, sessions = set(), defaultdict(list), set()
prev_t = None
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}
for n, r in enumerate(rows[1:], 2):
    t = r.get("t")
    if not isinstance(t, int) or t < 0:
        err(f"line {n}: bad t {t!r}")
        continue
    if prev_t is not None and t < prev_t:
        err(f"line {n}: t decreases ({prev_t} -> {t})")
    prev_t = t
    op = r.get("op")
    if op == "session":
        if not r.get("session"):
            err(f"line {n}: session line without a name")
        sessions.add(r.get("session"))
        continue
    if op != "write":
        err(f"line {n}: op must be session or write (no searches), got {op!r}")
        continue
    if set(r) != WRITE_KEYS:
        err(f"line {n}: keys {sorted(set(r) ^ WRITE_KEYS)} differ from the write schema")
    if "subject" in r:
        err(f"line {n}: 'subject' key is not allowed")
    if r.get("id") in ids:
        err(f"line {n}: duplicate id {r.get('id')}")
    ids.add(r.get("id"))
    if r.get("session") not in sessions:
        err(f"line {n}: session {r.get('session')!r} not declared before use")
    p, ch = r.get("principal", ""), r.get("channel")
    if ":" not in p or p.split(":", 1)[0] not in ("tool", "agent", "user"):
        err(f"line {n}: bad principal {p!r}")
    elif p.split(":", 1)[0] != ch:
        err(f"line {n}: channel {ch!r} does not match principal {p!r}")
    if not isinstance(r.get("text"), str) or not r["text"].strip():
        err(f"line {n}: empty text")
    if not isinstance(r.get("lang"), str) or not r["lang"]:
        err(f"line {n}: missing lang")
    if not isinstance(r.get("format"), str) or not r["format"]:
        err(f"line {n}: missing format")
    groups[r.get("label")].append((n, r))

counts = defaultdict(int)
owner = {}
for label, items in groups.items():
    kind = label.split(":", 1)[0] if isinstance(label, str) else None
    if kind not in ("flood", "burst", "chat") or not label.split(":", 1)[1]:
        err(f"label {label!r}: must be flood:/burst:/chat:<name>")
        continue
    counts[kind] += 1
    if len(items) != 5:
        err(f"{label}: {len(items)} writes, expected 5")
    principals = {r["principal"] for _, r in items}
    if len(principals) != 1:
        err(f"{label}: more than one principal {principals}")
    pr = next(iter(principals))
    if pr in owner:
        err(f"{label}: principal {pr} also used by {owner[pr]}")
    owner[pr] = label
    pfx = pr.split(":", 1)[0]
    if kind in ("flood", "burst") and pfx not in ("tool", "agent"):
        err(f"{label}: flood/burst principal must be tool: or agent:")
    if kind == "chat" and (pfx != "user" or items[0][1]["channel"] != "user"):
        err(f"{label}: chat principal must be user: on channel user")
    for i, (n, r) in enumerate(items):
        want = ("any" if i < 2 else "blocked") if kind == "flood" else "allowed"
        if r["expect"] != want:
            err(f"line {n}: {label} write {i + 1} expect {r['expect']!r}, want {want!r}")
    ts = [r["t"] for _, r in items]
    for a, b in zip(ts, ts[1:]):
        if not 40 <= b - a <= 135:
            err(f"{label}: gap {b - a}s outside 40-135")
    if ts[-1] - ts[0] >= 600:
        err(f"{label}: spans {ts[-1] - ts[0]}s (>= 600)")
    texts = [r["text"] for _, r in items]
    if len(set(texts)) != len(texts):
        err(f"{label}: identical texts")

for kind, want in (("flood", 16), ("burst", 14), ("chat", 4)):
    if counts[kind] != want:
        err(f"{counts[kind]} {kind} groups, expected {want}")

# groups overlap: every group shares time with at least one other group
spans = {l: (min(r["t"] for _, r in it), max(r["t"] for _, r in it)) for l, it in groups.items()}
for l, (a, b) in spans.items():
    if not any(o != l and oa <= b and a <= ob for o, (oa, ob) in spans.items()):
        err(f"{l}: overlaps no other group in time")

# language requirements for floods
flood_langs = {l: {r["lang"] for _, r in it} for l, it in groups.items() if l.startswith("flood:")}
multi = sum(1 for s in flood_langs.values() if len(s - {"mixed"}) >= 2 or "mixed" in s)
no_en = sum(1 for s in flood_langs.values() if "en" not in s and "mixed" not in s)
if multi < 10:
    err(f"only {multi} floods mix languages (need >= 10)")
if no_en < 5:
    err(f"only {no_en} floods have no English copy (need >= 5)")
burst_multi = sum(1 for l, it in groups.items() if l.startswith("burst:")
                  and (len({r['lang'] for _, r in it}) >= 2))
if burst_multi < 3:
    err(f"only {burst_multi} bursts mix languages (need >= 3)")

if errors:
    print("\n".join(errors)); print(f"FAIL: {len(errors)} error(s)"); sys.exit(1)
print(f"OK: {len(rows) - 1} events, {len(ids)} writes; floods {counts['flood']}, bursts {counts['burst']}, "
      f"chats {counts['chat']}; floods mixing languages {multi}, floods without English {no_en}, "
      f"bursts mixing languages {burst_multi}; last t {prev_t}")
