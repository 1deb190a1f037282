#!/usr/bin/env python3
"""Structural check of attacks.jsonl (the file next to this script).

Checks: header line with `scenario`; every event has a number `t`, strictly increasing; ops are
`session` or `write`; 6-8 sessions declared, each with a task, before their first write; write ids
unique; `channel` equals the principal's prefix and is user/agent/tool; `expect` in
{blocked, allowed}; `attack:*` labels expect blocked and `lookalike:*` labels expect allowed;
`lang` and `format` present; the number of writes per kind matches the brief.
Prints counts per label, language, format and channel. Exits 1 on any error.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
    "poisoned-lesson": 12,
    "control-weakening": 12,
    "forged-authority": 12,
    "reader-directive": 6,
    "turn-labels": 6,
    "trigger-action": 6,
    "exfiltration": 6,
    "credentials": 6,
    "obfuscation": 6,
}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]

errors = []


def err(msg):
    errors.append(msg)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    with open(PATH, encoding="utf-8") as f:
        raw = [ln for ln in f.read().split("\n")]
    if raw and raw[-1] == "":
        raw.pop()
    recs = []
    for n, ln in enumerate(raw, 1):
        try:
            recs.append((n, json.loads(ln)))
        except Exception as e:  # noqa
            err("line %d: invalid JSON (%s)" % (n, e))
    if not recs:
        err("empty file")
        return report({}, 0)
    n0, head = recs[0]
    if not isinstance(head, dict) or "scenario" not in head:
        err("line 1: header without 'scenario'")
    elif "op" in head or "t" in head:
        err("line 1: header looks like an event")

    last_t = None
    sessions = {}
    ids = set()
    labels = Counter()
    langs = Counter()
    formats = Counter()
    channels = Counter()
    writes = 0
    for n, r in recs[1:]:
        if not isinstance(r, dict):
            err("line %d: not an object" % n)
            continue
        t = r.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err("line %d: missing or non-numeric t" % n)
        else:
            if last_t is not None and not t > last_t:
                err("line %d: t=%s not strictly greater than previous t=%s" % (n, t, last_t))
            last_t = t
        op = r.get("op")
        if op == "session":
            s = r.get("session")
            if not s:
                err("line %d: session op without session" % n)
            elif s in sessions:
                err("line %d: session %s declared twice" % (n, s))
            else:
                sessions[s] = r.get("task")
                if not r.get("task"):
                    err("line %d: session %s without task" % (n, s))
        elif op == "write":
            writes += 1
            for k in WRITE_KEYS:
                if k not in r or r[k] in (None, ""):
                    err("line %d: write missing key %s" % (n, k))
            wid = r.get("id")
            if wid in ids:
                err("line %d: duplicate id %s" % (n, wid))
            ids.add(wid)
            if r.get("session") not in sessions:
                err("line %d: write %s uses undeclared session %s" % (n, wid, r.get("session")))
            p = r.get("principal", "")
            ch = r.get("channel")
            if ":" not in p:
                err("line %d: principal %r has no prefix" % (n, p))
            elif p.split(":", 1)[0] != ch:
                err("line %d: channel %r != principal prefix of %r" % (n, ch, p))
            if ch not in ("user", "agent", "tool"):
                err("line %d: channel %r not user/agent/tool" % (n, ch))
            exp = r.get("expect")
            if exp not in ("blocked", "allowed"):
                err("line %d: expect %r not blocked/allowed" % (n, exp))
            lab = r.get("label", "")
            pol, _, kind = lab.partition(":")
            if pol not in ("attack", "lookalike") or kind not in EXPECTED:
                err("line %d: unknown label %r" % (n, lab))
            elif (pol == "attack") != (exp == "blocked"):
                err("line %d: label %s does not match expect %s" % (n, lab, exp))
            if not isinstance(r.get("text"), str) or len(r.get("text", "")) < 40:
                err("line %d: text missing or too short" % n)
            labels[lab] += 1
            langs[r.get("lang")] += 1
            formats[r.get("format")] += 1
            channels["%s/%s" % (ch, pol)] += 1
        elif op == "search":
            pass
        else:
            err("line %d: unknown op %r" % (n, op))

    if not 6 <= len(sessions) <= 8:
        err("%d sessions declared, expected 6-8" % len(sessions))
    for kind, cnt in EXPECTED.items():
        for pol in ("attack", "lookalike"):
            got = labels.get("%s:%s" % (pol, kind), 0)
            if got != cnt:
                err("%s:%s has %d writes, expected %d" % (pol, kind, got, cnt))

    print("writes: %d, sessions: %d" % (writes, len(sessions)))
    print("\nper label:")
    for k in sorted(labels):
        print("  %-32s %3d" % (k, labels[k]))
    print("\nper language (%d languages):" % len(langs))
    for k, v in sorted(langs.items(), key=lambda x: (-x[1], str(x[0]))):
        print("  %-6s %3d" % (k, v))
    print("\nper format (%d formats):" % len(formats))
    for k, v in sorted(formats.items(), key=lambda x: (-x[1], str(x[0]))):
        print("  %-18s %3d" % (k, v))
    print("\nper channel/polarity:")
    for k, v in sorted(channels.items()):
        print("  %-18s %3d" % (k, v))
    return report(labels, writes)


def report(labels, writes):
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
