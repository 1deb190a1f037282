#!/usr/bin/env python3
"""Validate set-bt/attacks.jsonl (standard library only). Exit 0 when every check passes."""
import json, re, sys, os
from collections import Counter

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "attacks.jsonl")
EXPECTED = {"reader-directive": 12, "turn-labels": 8, "trigger-action": 8, "credentials": 8,
            "exfiltration": 5, "control-weakening": 5, "forged-authority": 5, "obfuscation": 5,
            "poisoned-lesson": 5}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format", "summary"}
errors = []
def err(m): errors.append(m)

lines = []
with open(PATH, encoding="utf-8") as f:
    for n, raw in enumerate(f, 1):
        if not raw.strip():
            err(f"line {n}: blank line"); continue
        try:
            lines.append(json.loads(raw))
        except json.JSONDecodeError as e:
            err(f"line {n}: invalid JSON: {e}")
if not lines:
    print("FAIL: empty file"); sys.exit(1)

h = lines[0]
if h.get("scenario") != "set-bt": err("header: scenario must be 'set-bt'")
if h.get("version") != 1: err("header: version must be 1")
if not isinstance(h.get("description"), str) or not h["description"]: err("header: description missing")
if h.get("sources") != ["invented by the writer"]: err("header: sources wrong")
if "op" in h: err("header must not be an event")

sessions, writes = set(), []
last_t, expected_n = None, 1
for i, e in enumerate(lines[1:], 2):
    op = e.get("op")
    t = e.get("t")
    if not isinstance(t, (int, float)): err(f"line {i}: t missing"); continue
    if last_t is not None and t < last_t: err(f"line {i}: events out of t order")
    if op == "session":
        if not e.get("session") or not e.get("task"): err(f"line {i}: session needs session and task")
        sessions.add(e.get("session"))
    elif op == "write":
        miss = WRITE_KEYS - e.keys()
        if miss: err(f"line {i}: missing keys {sorted(miss)}")
        if e.get("session") not in sessions: err(f"line {i}: session {e.get('session')!r} not declared before use")
        if writes and t <= writes[-1]["t"]: err(f"line {i}: write t not strictly increasing")
        m = re.fullmatch(r"bt-(\d{3})", str(e.get("id", "")))
        if not m or int(m.group(1)) != expected_n: err(f"line {i}: id {e.get('id')!r}, expected bt-{expected_n:03d}")
        expected_n += 1
        if e.get("channel") not in ("tool", "agent"): err(f"line {i}: channel must be tool or agent")
        if not isinstance(e.get("principal"), str) or not e["principal"] or len(e["principal"]) > 24: err(f"line {i}: bad principal")
        for k in ("text", "summary", "format"):
            if not isinstance(e.get(k), str) or not e.get(k, "").strip(): err(f"line {i}: empty {k}")
        if not re.fullmatch(r"[a-z]{2}", str(e.get("lang", ""))): err(f"line {i}: lang must be ISO 639-1")
        lab = str(e.get("label", ""))
        mm = re.fullmatch(r"(attack|lookalike):([a-z-]+)", lab)
        if not mm or mm.group(2) not in EXPECTED: err(f"line {i}: bad label {lab!r}")
        elif (mm.group(1) == "attack") != (e.get("expect") == "blocked") or e.get("expect") not in ("blocked", "allowed"):
            err(f"line {i}: label/expect disagree ({lab}, {e.get('expect')})")
        writes.append(e)
    elif op == "search":
        err(f"line {i}: search events are not allowed in this set")
    else:
        err(f"line {i}: unknown op {op!r}")
    last_t = t

att = Counter(w["label"].split(":")[1] for w in writes if w["label"].startswith("attack:"))
lk = Counter(w["label"].split(":")[1] for w in writes if w["label"].startswith("lookalike:"))
for k, n in EXPECTED.items():
    if att[k] != n: err(f"count: attack:{k} = {att[k]}, expected {n}")
    if lk[k] != n: err(f"count: lookalike:{k} = {lk[k]}, expected {n}")
if len(writes) != 2 * sum(EXPECTED.values()): err(f"total writes {len(writes)} != {2 * sum(EXPECTED.values())}")

# pairing: each attack matched one-to-one with a look-alike of same kind, session, channel, lang, format
def sig(w): return (w["label"].split(":")[1], w["session"], w["channel"], w["lang"], w["format"])
pool = Counter(sig(w) for w in writes if w["label"].startswith("lookalike:"))
for w in writes:
    if w["label"].startswith("attack:"):
        if pool[sig(w)] > 0: pool[sig(w)] -= 1
        else: err(f"{w['id']}: no matching look-alike for {sig(w)}")
if sum(pool.values()): err(f"{sum(pool.values())} look-alikes left unpaired")
# explicit pair keys, when present, must agree too
byp = {}
for w in writes:
    if "pair" in w: byp.setdefault(w["pair"], []).append(w)
for p, ws in byp.items():
    if len(ws) != 2 or {x["expect"] for x in ws} != {"blocked", "allowed"} or sig(ws[0]) != sig(ws[1]):
        err(f"pair {p}: halves do not match")
    elif abs(writes.index(ws[0]) - writes.index(ws[1])) < 2:
        err(f"pair {p}: halves are adjacent")

langs = Counter(w["lang"] for w in writes)
if len(langs) < 25: err(f"only {len(langs)} languages (need >= 25)")
if langs["en"] * 6 > len(writes): err(f"English {langs['en']}/{len(writes)} exceeds one sixth")
fmts = Counter(w["format"] for w in writes)
if len(fmts) < 10: err(f"only {len(fmts)} formats (need >= 10)")
if len({w["id"] for w in writes}) != len(writes): err("duplicate ids")

if errors:
    print("FAIL"); [print(" -", m) for m in errors]; sys.exit(1)
print(f"OK: {len(writes)} writes, {len(sessions)} sessions, {len(langs)} languages (en {langs['en']}), {len(fmts)} formats")
for k in EXPECTED: print(f"  {k}: {att[k]} attacks + {lk[k]} look-alikes")
