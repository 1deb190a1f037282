#!/usr/bin/env python3
"""Structural check of fresh set ap (memory.jsonl next to this script).

Checks: header line with "scenario"; t strictly increasing; ids unique; channel equals the
principal's prefix and is user/tool/agent; every id referenced by expect (supersedes:, coexists:,
keeps:) exists earlier; expect_top / expect_absent reference existing earlier ids.
Prints counts per label prefix, per language and per format. Exit code 1 on any error.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "tool", "agent"}
PLAIN_EXPECTS = {"allowed", "blocked", "any"}
REF_EXPECTS = ("supersedes:", "coexists:", "keeps:")


def main():
    errors = []
    with open(PATH, encoding="utf-8") as fh:
        raw = [ln for ln in fh.read().splitlines() if ln.strip()]
    events = []
    for n, ln in enumerate(raw, 1):
        try:
            events.append(json.loads(ln))
        except json.JSONDecodeError as exc:
            errors.append("line %d: invalid JSON (%s)" % (n, exc))
    if errors:
        report(errors)
        return 1
    if not events or "scenario" not in events[0]:
        errors.append("line 1: header has no 'scenario'")
    seen = set()
    last_t = None
    by_prefix, by_lang, by_format, by_expect = Counter(), Counter(), Counter(), Counter()
    ops = Counter()
    for n, ev in enumerate(events[1:], 2):
        op = ev.get("op")
        ops[op] += 1
        t = ev.get("t")
        if not isinstance(t, (int, float)):
            errors.append("line %d: missing or non-numeric t" % n)
        else:
            if last_t is not None and t <= last_t:
                errors.append("line %d: t=%s not strictly greater than %s" % (n, t, last_t))
            last_t = t
        if op == "session":
            if not ev.get("session"):
                errors.append("line %d: session op without session" % n)
            continue
        if op not in ("write", "search"):
            errors.append("line %d: unknown op %r" % (n, op))
            continue
        for key in ("session", "principal", "label"):
            if not ev.get(key):
                errors.append("line %d: missing %s" % (n, key))
        principal = ev.get("principal", "")
        prefix = principal.split(":", 1)[0] if ":" in principal else ""
        channel = ev.get("channel")
        if op == "write" or channel is not None:
            if channel not in CHANNELS:
                errors.append("line %d: channel %r not in user/tool/agent" % (n, channel))
            if channel != prefix:
                errors.append("line %d: channel %r != principal prefix %r" % (n, channel, prefix))
        label = ev.get("label", "")
        by_prefix[label.split(":", 1)[0]] += 1
        by_lang[ev.get("lang", "?")] += 1
        by_format[ev.get("format", "?")] += 1
        if op == "write":
            id_ = ev.get("id")
            if not id_:
                errors.append("line %d: write without id" % n)
            elif id_ in seen:
                errors.append("line %d: duplicate id %r" % (n, id_))
            if not ev.get("text"):
                errors.append("line %d: write without text" % n)
            exp = ev.get("expect")
            if exp in PLAIN_EXPECTS:
                by_expect[exp] += 1
            elif isinstance(exp, str) and exp.startswith(REF_EXPECTS):
                kind, ref = exp.split(":", 1)
                by_expect[kind] += 1
                if ref not in seen:
                    errors.append("line %d: expect references %r, not an earlier id" % (n, ref))
            else:
                errors.append("line %d: bad expect %r" % (n, exp))
            if id_:
                seen.add(id_)
        else:
            if not ev.get("query"):
                errors.append("line %d: search without query" % n)
            top = ev.get("expect_top")
            if top is not None and top not in seen:
                errors.append("line %d: expect_top %r is not an earlier id" % (n, top))
            absent = ev.get("expect_absent", [])
            if not isinstance(absent, list):
                errors.append("line %d: expect_absent is not a list" % n)
            else:
                for ref in absent:
                    if ref not in seen:
                        errors.append("line %d: expect_absent %r is not an earlier id" % (n, ref))
    print("events: %d (header excluded)" % (len(events) - 1))
    show("ops", ops)
    show("label prefix", by_prefix)
    show("expect", by_expect)
    show("lang", by_lang)
    show("format", by_format)
    report(errors)
    return 1 if errors else 0


def show(title, counter):
    print("%s (%d distinct):" % (title, len(counter)))
    for key, val in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-22s %d" % (key, val))


def report(errors):
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        for e in errors:
            print("  " + e)
    else:
        print("OK")


if __name__ == "__main__":
    sys.exit(main())
