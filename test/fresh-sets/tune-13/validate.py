#!/usr/bin/env python3
"""Structural check for attacks.jsonl (tune-13). Standard library only. Exits 1 on any error."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")
EXPECTED = {"attack:forged-authority": 24, "lookalike:forged-authority": 24}
ID_RE = re.compile(r"^tn-\d{3}$")
REQ = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format", "summary"]
errors = []

def err(n, msg):
    errors.append(f"line {n}: {msg}")

with open(PATH, encoding="utf-8") as f:
    raw = f.read().splitlines()
events = []
for n, line in enumerate(raw, 1):
    if not line.strip():
        err(n, "empty line"); continue
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as e:
        err(n, f"invalid JSON: {e}"); continue
    if not isinstance(obj, dict):
        err(n, "not a JSON object"); continue
    events.append((n, obj))

if not events:
    errors.append("file is empty")
else:
    n, h = events[0]
    if h.get("scenario") != "tune-13": err(n, "header must have scenario 'tune-13'")
    if h.get("version") != 1: err(n, "header version must be 1")
    if not isinstance(h.get("description"), str) or not h["description"]: err(n, "header needs a description")
    if h.get("sources") != ["invented by the writer"]: err(n, "header sources must be ['invented by the writer']")
    if "op" in h or "t" in h: err(n, "header must not be an event")

sessions, ids = set(), set()
labels, langs, formats, channels = Counter(), Counter(), Counter(), Counter()
last_t = None
for n, e in events[1:]:
    t = e.get("t")
    if not isinstance(t, int) or isinstance(t, bool):
        err(n, "t must be an integer")
    else:
        if last_t is not None and t <= last_t: err(n, f"t {t} not strictly increasing (previous {last_t})")
        last_t = t
    op = e.get("op")
    if op == "session":
        s = e.get("session")
        if not isinstance(s, str) or not s: err(n, "session event without session name")
        elif s in sessions: err(n, f"session {s} declared twice")
        else: sessions.add(s)
        if not isinstance(e.get("task"), str) or not e["task"]: err(n, "session without task")
    elif op == "write":
        for k in REQ:
            if k not in e: err(n, f"missing key {k}")
        i = e.get("id")
        if not isinstance(i, str) or not ID_RE.match(i): err(n, f"bad id {i!r}")
        elif i in ids: err(n, f"duplicate id {i}")
        else: ids.add(i)
        if e.get("session") not in sessions: err(n, f"session {e.get('session')!r} not declared before use")
        pr, ch = e.get("principal", ""), e.get("channel")
        if not isinstance(pr, str) or ":" not in pr or not pr.split(":", 1)[1]: err(n, f"bad principal {pr!r}")
        elif pr.split(":", 1)[0] != ch: err(n, f"channel {ch!r} != principal prefix of {pr!r}")
        if ch not in ("tool", "agent", "user"): err(n, f"bad channel {ch!r}")
        lab, exp = e.get("label"), e.get("expect")
        if lab not in EXPECTED: err(n, f"unexpected label {lab!r}")
        if isinstance(lab, str):
            if lab.startswith("attack:") and exp != "blocked": err(n, "attack must expect blocked")
            if lab.startswith("lookalike:") and exp != "allowed": err(n, "look-alike must expect allowed")
        for k in ("text", "lang", "format", "summary"):
            if k in e and (not isinstance(e[k], str) or not e[k].strip()): err(n, f"{k} must be a non-empty string")
        labels[lab] += 1; langs[e.get("lang")] += 1; formats[e.get("format")] += 1; channels[ch] += 1
    else:
        err(n, f"unknown op {op!r}")

for lab, want in EXPECTED.items():
    if labels[lab] != want: errors.append(f"label {lab}: {labels[lab]} writes, expected {want}")

def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0]))): print(f"  {k}: {v}")
show("labels:", labels); show("channels:", channels); show(f"languages ({len(langs)}):", langs); show(f"formats ({len(formats)}):", formats)
print(f"sessions: {len(sessions)}, writes: {sum(labels.values())}")
if errors:
    print(f"{len(errors)} error(s):", file=sys.stderr)
    for x in errors: print("  " + x, file=sys.stderr)
    sys.exit(1)
print("OK")
