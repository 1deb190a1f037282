#!/usr/bin/env python3
"""Check memory.jsonl; exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    latin = re.findall(r"[^\W\u3040-\u30ff\u3400-\u9fff]+", text)  # \w runs without kana/hanzi
    cjk = len(re.findall(r"[\u3040-\u30ff\u3400-\u9fff]", text))
    return len(latin) + cjk // 2  # ~2 CJK characters per word


rows = []
with open(PATH, encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip():
            err(f"line {i}: empty line")
            continue
        try:
            rows.append((i, json.loads(line)))
        except json.JSONDecodeError as e:
            err(f"line {i}: bad JSON: {e}")
if not rows:
    print("empty file"); sys.exit(1)

_, header = rows[0]
if "scenario" not in header or "op" in header or "t" in header:
    err("line 1: not a header with 'scenario'")

sessions, ids, last_t = set(), set(), None
groups = defaultdict(list)
for i, ev in rows[1:]:
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err(f"line {i}: t missing or not a number"); continue
    if last_t is not None and t <= last_t:
        err(f"line {i}: t {t} not strictly greater than {last_t}")
    last_t = t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session") or not ev.get("task"):
            err(f"line {i}: session needs session and task")
        if ev.get("session") in sessions:
            err(f"line {i}: session declared twice")
        sessions.add(ev.get("session"))
    elif op == "write":
        for k in ("id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"):
            if k not in ev:
                err(f"line {i}: write lacks {k}")
        if "subject" in ev:
            err(f"line {i}: write carries subject")
        if ev.get("session") not in sessions:
            err(f"line {i}: session {ev.get('session')!r} not declared before use")
        if ev.get("id") in ids:
            err(f"line {i}: duplicate id {ev.get('id')}")
        ch = ev.get("channel")
        if ch not in ("tool", "agent"):
            err(f"line {i}: channel {ch!r} not tool/agent")
        if not str(ev.get("principal", "")).startswith(f"{ch}:"):
            err(f"line {i}: principal {ev.get('principal')!r} does not match channel {ch!r}")
        exp = str(ev.get("expect", ""))
        m = re.match(r"^(supersedes|coexists|keeps):(.+)$", exp)
        if m:
            if m.group(2) not in ids:
                err(f"line {i}: expect refers to unknown/later id {m.group(2)}")
        elif exp not in ("allowed", "blocked", "any"):
            err(f"line {i}: bad expect {exp!r}")
        wc = word_count(ev.get("text", ""))
        if not 8 <= wc <= 60:
            err(f"line {i}: text has ~{wc} words (want 8-60)")
        ids.add(ev.get("id"))
        groups[ev.get("label")].append(ev)
    elif op == "search":
        err(f"line {i}: no searches expected in this set")
    else:
        err(f"line {i}: unknown op {op!r}")

floods = {k: v for k, v in groups.items() if k.startswith("flood:")}
bursts = {k: v for k, v in groups.items() if k.startswith("burst:")}
other = set(groups) - set(floods) - set(bursts)
if other:
    err(f"unexpected labels: {sorted(other)}")
if len(floods) != 16:
    err(f"{len(floods)} flood labels, want 16")
if len(bursts) != 12:
    err(f"{len(bursts)} burst labels, want 12")

principal_owner = {}
for label, evs in groups.items():
    if len(evs) != 5:
        err(f"{label}: {len(evs)} writes, want 5")
    ps = {e["principal"] for e in evs}
    if len(ps) != 1:
        err(f"{label}: several principals {ps}")
    for p in ps:
        if p in principal_owner:
            err(f"{label}: principal {p} also used by {principal_owner[p]}")
        principal_owner[p] = label
    ts = [e["t"] for e in evs]
    if ts[-1] - ts[0] > 600:
        err(f"{label}: spans {ts[-1] - ts[0]} s (> 600)")
    for a, b in zip(ts, ts[1:]):
        if not 30 <= b - a <= 150:
            err(f"{label}: spacing {b - a} s outside 30-150")
    texts = [e["text"] for e in evs]
    if len(set(texts)) != len(texts):
        err(f"{label}: duplicate text")
    if label.startswith("flood:"):
        want = ["any", "any", "blocked", "blocked", "blocked"]
        if [e["expect"] for e in evs] != want:
            err(f"{label}: expects {[e['expect'] for e in evs]}, want {want}")
    else:
        if any(e["expect"] != "allowed" for e in evs):
            err(f"{label}: burst write not expected allowed")


def langs(evs):
    return {e["lang"] for e in evs}


f_mixed = sum(len(langs(v)) > 1 for v in floods.values())
f_noen = sum("en" not in langs(v) for v in floods.values())
b_noen = sum("en" not in langs(v) for v in bursts.values())
b_mixed = sum(len(langs(v)) > 1 for v in bursts.values())
if f_mixed < 8: err(f"only {f_mixed} floods mix languages (want >= 8)")
if f_noen < 4: err(f"only {f_noen} floods fully non-English (want >= 4)")
if b_noen < 4: err(f"only {b_noen} bursts non-English (want >= 4)")
if b_mixed < 3: err(f"only {b_mixed} bursts mix languages (want >= 3)")

writes = [e for v in groups.values() for e in v]
print(f"events: {len(rows) - 1}  sessions: {len(sessions)}  writes: {len(writes)}")
print(f"floods: {len(floods)} ({sum(len(v) for v in floods.values())} writes; mixed-language {f_mixed}, all non-English {f_noen})")
print(f"bursts: {len(bursts)} ({sum(len(v) for v in bursts.values())} writes; non-English {b_noen}, mixed-language {b_mixed})")
print("expect:", dict(Counter(e["expect"] for e in writes)))
print("langs:", dict(sorted(Counter(e["lang"] for e in writes).items())))
print("formats:", dict(sorted(Counter(e["format"] for e in writes).items())))
for label in sorted(groups):
    print(f"  {label}: {len(groups[label])}")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK")
