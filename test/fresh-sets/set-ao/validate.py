#!/usr/bin/env python3
"""Structural check of fresh set ao (memory.jsonl in this script's folder)."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "tool", "agent"}
EXPECT_PREFIX = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                 "update": "supersedes:", "coexist": "keeps:"}

errors = []
def err(n, msg):
    errors.append("line %d: %s" % (n, msg))

with open(PATH, encoding="utf-8") as fh:
    raw = [l for l in fh.read().splitlines() if l.strip()]
rows = []
for n, l in enumerate(raw, 1):
    try:
        rows.append((n, json.loads(l)))
    except ValueError as e:
        err(n, "not JSON: %s" % e)
if not rows or "scenario" not in rows[0][1]:
    err(1, "first line has no 'scenario'")

seen = set()
last_t = None
by_label, by_lang, by_format, by_op = Counter(), Counter(), Counter(), Counter()
for n, ev in rows[1:]:
    op = ev.get("op")
    by_op[op] += 1
    if op not in ("session", "write", "search"):
        err(n, "unknown op %r" % op)
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err(n, "t missing or not a number")
    else:
        if last_t is not None and t <= last_t:
            err(n, "t %s not strictly greater than %s" % (t, last_t))
        last_t = t
    for k in ("lang", "format"):
        if not ev.get(k):
            err(n, "missing %s" % k)
    by_lang[ev.get("lang")] += 1
    by_format[ev.get("format")] += 1
    if op == "write" or "channel" in ev:
        p, c = ev.get("principal", ""), ev.get("channel")
        if ":" not in p:
            err(n, "principal %r has no prefix" % p)
        elif c != p.split(":", 1)[0]:
            err(n, "channel %r != principal prefix of %r" % (c, p))
        if c not in CHANNELS:
            err(n, "channel %r not user/tool/agent" % c)
    if op == "session":
        if not ev.get("session"):
            err(n, "session without name")
        continue
    label = ev.get("label", "")
    prefix = label.split(":", 1)[0]
    by_label[prefix] += 1
    if op == "write":
        for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
            if k not in ev:
                err(n, "write missing %s" % k)
        i = ev.get("id")
        if i in seen:
            err(n, "duplicate id %r" % i)
        exp = ev.get("expect", "")
        for pre in ("supersedes:", "coexists:", "keeps:"):
            if exp.startswith(pre):
                ref = exp[len(pre):]
                if ref not in seen:
                    err(n, "expect references %r, not an earlier id" % ref)
        if exp not in ("allowed", "blocked", "any") and not exp.startswith(("supersedes:", "coexists:", "keeps:")):
            err(n, "unknown expect %r" % exp)
        want = EXPECT_PREFIX.get(prefix)
        if want and not exp.startswith(want):
            err(n, "label %r expects %r, found %r" % (label, want, exp))
        if prefix in ("fact", "update", "coexist") and ev.get("channel") != "user":
            err(n, "%s write not on user channel" % prefix)
        if prefix in ("contradiction", "consistent") and ev.get("channel") == "user":
            err(n, "%s write on user channel" % prefix)
        seen.add(i)
    elif op == "search":
        for k in ("session", "principal", "query", "label"):
            if k not in ev:
                err(n, "search missing %s" % k)
        top = ev.get("expect_top")
        if top is not None and top not in seen:
            err(n, "expect_top %r not an earlier id" % top)
        for a in ev.get("expect_absent", []) or []:
            if a not in seen:
                err(n, "expect_absent %r not an earlier id" % a)

def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-20s %d" % (k, v))

show("events per op:", by_op)
show("per label prefix:", by_label)
show("per language:", by_lang)
show("per format:", by_format)
if errors:
    print("FAILED: %d problem(s)" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d lines, %d ids" % (len(rows), len(seen)))
