#!/usr/bin/env python3
"""Structural checks for memory.jsonl in this folder.

Usage: python3 validate.py [path/to/memory.jsonl]
Exits non-zero and lists the problems if any check fails.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

EXPECTED_KIND_COUNTS = {
    "fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
    "lookalike": 8, "coexist": 6, "flood": 15, "burst": 10,
}
KIND_EXPECT = {  # kind -> allowed expect prefix (None: checked separately)
    "fact": "allowed", "update": "supersedes", "contradiction": "blocked",
    "consistent": "allowed", "lookalike": "allowed", "coexist": "coexists",
    "burst": "allowed", "flood": None,
}
CHANNELS = {"user", "agent", "tool"}
LOW_TRUST = {"agent", "tool"}
REF_PREFIXES = ("supersedes:", "coexists:", "keeps:")

errors = []
def err(lineno, msg):
    errors.append(f"line {lineno}: {msg}")

with open(PATH, encoding="utf-8") as f:
    raw = [l for l in f.read().split("\n")]
if raw and raw[-1] == "":
    raw.pop()

objs = []
for i, line in enumerate(raw, 1):
    try:
        o = json.loads(line)
    except json.JSONDecodeError as e:
        err(i, f"invalid JSON: {e}")
        continue
    if not isinstance(o, dict):
        err(i, "not a JSON object")
        continue
    objs.append((i, o))

if not objs:
    print("no lines"); sys.exit(1)

# header
hl, header = objs[0]
if "op" in header or "t" in header:
    err(hl, "first line must be a header, not an event")
for k in ("scenario", "version", "description", "sources"):
    if k not in header:
        err(hl, f"header lacks {k}")
if not str(header.get("scenario", "")).endswith("-memory"):
    err(hl, "scenario name should end with -memory")
if not (isinstance(header.get("sources"), list) and header["sources"]
        and str(header["sources"][0]).startswith("written by a helper")):
    err(hl, "sources should say 'written by a helper, <date>'")

events = objs[1:]
if not events or events[0][1].get("op") != "session":
    err(events[0][0] if events else hl, "first event must be a session")

sessions = set()
write_ids = {}          # id -> (lineno, event)
writes_in_order = []
last_t = None
kinds = Counter(); langs = Counter(); fmts = Counter(); expects = Counter()
floods = {}; bursts = {}

for ln, e in events:
    op = e.get("op")
    t = e.get("t")
    if not isinstance(t, (int, float)):
        err(ln, "t missing or not a number")
    else:
        if last_t is not None and not t > last_t:
            err(ln, f"t={t} not strictly greater than previous {last_t}")
        last_t = t
    if op == "session":
        if not e.get("session"):
            err(ln, "session event lacks session")
        sessions.add(e.get("session"))
        continue
    if op not in ("write", "search"):
        err(ln, f"unknown op {op!r}")
        continue
    for k in ("session", "principal", "label", "lang", "format"):
        if not e.get(k):
            err(ln, f"{op} lacks {k}")
    if e.get("session") not in sessions:
        err(ln, f"session {e.get('session')!r} not declared before use")
    label = str(e.get("label", ""))
    if ":" not in label:
        err(ln, f"label {label!r} is not kind:topic")
    kind = label.split(":", 1)[0]
    kinds[kind] += 1
    langs[e.get("lang")] += 1
    fmts[e.get("format")] += 1
    principal = str(e.get("principal", ""))
    pchan = principal.split(":", 1)[0] if ":" in principal else None

    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not e.get(k):
                err(ln, f"write lacks {k}")
        ch = e.get("channel")
        if ch not in CHANNELS:
            err(ln, f"bad channel {ch!r}")
        if pchan != ch:
            err(ln, f"principal {principal!r} does not start with channel {ch!r}")
        wid = e.get("id")
        if wid in write_ids:
            err(ln, f"duplicate id {wid}")
        exp = str(e.get("expect", ""))
        expects[exp.split(":", 1)[0]] += 1
        if exp.startswith(REF_PREFIXES):
            ref = exp.split(":", 1)[1]
            if ref not in write_ids:
                err(ln, f"expect refers to {ref!r}, not an earlier write")
        elif exp not in ("allowed", "blocked", "any"):
            err(ln, f"unknown expect {exp!r}")
        want = KIND_EXPECT.get(kind, "missing")
        if want == "missing":
            err(ln, f"unknown kind {kind!r} for a write")
        elif want is not None and exp.split(":", 1)[0] != want:
            err(ln, f"{kind} write should expect {want}, has {exp}")
        # channel rules per kind
        if kind in ("fact", "update", "coexist") and ch != "user":
            err(ln, f"{kind} must be a user write")
        if kind in ("contradiction", "consistent", "lookalike", "flood", "burst") and ch not in LOW_TRUST:
            err(ln, f"{kind} must be a low-trust (agent/tool) write")
        if kind == "update" or kind == "coexist":
            ref = exp.split(":", 1)[1] if ":" in exp else None
            if ref in write_ids:
                rl = write_ids[ref][1].get("label", "")
                if rl.split(":", 1)[-1] != label.split(":", 1)[-1]:
                    err(ln, f"{kind} refers to {ref} whose label is {rl!r}")
        if kind == "flood":
            floods.setdefault(label, []).append(e)
        if kind == "burst":
            bursts.setdefault(label, []).append(e)
        write_ids[wid] = (ln, e)
        writes_in_order.append(e)
    else:  # search
        if not e.get("query"):
            err(ln, "search lacks query")
        if pchan not in CHANNELS:
            err(ln, f"principal {principal!r} has no channel prefix")
        if kind == "recall" and pchan != "user":
            err(ln, "recall searches must be by a user principal")
        top = e.get("expect_top")
        if top is not None and top not in write_ids:
            err(ln, f"expect_top {top!r} is not an earlier write")
        for a in e.get("expect_absent", []) or []:
            if a not in write_ids:
                err(ln, f"expect_absent {a!r} is not an earlier write")
        if kind == "recall" and top in write_ids:
            tl = write_ids[top][1].get("label", "")
            if not tl.startswith("update:") or tl.split(":", 1)[1] != label.split(":", 1)[1]:
                err(ln, f"recall top {top} is {tl!r}, expected the matching update")

# per-kind counts
for k, n in EXPECTED_KIND_COUNTS.items():
    if kinds.get(k, 0) != n:
        errors.append(f"count: {k} = {kinds.get(k, 0)}, expected {n}")
for k in kinds:
    if k not in EXPECTED_KIND_COUNTS:
        errors.append(f"count: unexpected kind {k!r}")

# every update has a later recall on the same attribute
upd_attrs = {e["label"].split(":", 1)[1] for e in writes_in_order if e["label"].startswith("update:")}
recall_attrs = {e["label"].split(":", 1)[1] for _, e in events if e.get("op") == "search" and str(e.get("label", "")).startswith("recall:")}
if upd_attrs != recall_attrs:
    errors.append(f"updates without recall: {sorted(upd_attrs - recall_attrs)}; recalls without update: {sorted(recall_attrs - upd_attrs)}")

# floods and bursts: 3 floods / 2 bursts, 5 writes each, one principal, within ~10 minutes
def group_check(groups, name, n_groups):
    if len(groups) != n_groups:
        errors.append(f"{name}: {len(groups)} topics, expected {n_groups}")
    for label, evs in groups.items():
        if len(evs) != 5:
            errors.append(f"{label}: {len(evs)} writes, expected 5")
        if len({e['principal'] for e in evs}) != 1:
            errors.append(f"{label}: more than one principal")
        span = evs[-1]["t"] - evs[0]["t"]
        if span > 660:
            errors.append(f"{label}: spans {span}s, more than ~10 minutes")
        if name == "flood":
            exp = [e["expect"] for e in evs]
            if exp != ["any", "any", "blocked", "blocked", "blocked"]:
                errors.append(f"{label}: expects {exp}, want any,any,blocked,blocked,blocked")
        if name == "burst" and len({e['text'] for e in evs}) != len(evs):
            errors.append(f"{label}: repeated text")
group_check(floods, "flood", 3)
group_check(bursts, "burst", 2)

# no duplicated texts anywhere
texts = Counter(e["text"] for e in writes_in_order)
for tx, c in texts.items():
    if c > 1:
        errors.append(f"text repeated {c} times: {tx[:40]!r}")

def show(title, c):
    print(title + ": " + ", ".join(f"{k}={v}" for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0])))))

print(f"file: {os.path.basename(PATH)}  scenario: {header.get('scenario')}  events: {len(events)}  writes: {len(writes_in_order)}  sessions: {len(sessions)}")
show("kinds", kinds)
show("expect", expects)
show("languages", langs)
show("formats", fmts)
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
