#!/usr/bin/env python3
"""Check memory.jsonl in this folder (fresh set as) and print counts.

Exit status 1 if any check fails.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "tool", "agent"}
SIMPLE_EXPECT = {"allowed", "blocked", "any"}
REF_EXPECT = ("supersedes:", "coexists:", "keeps:")

errors = []


def err(line, msg):
    errors.append("line %d: %s" % (line, msg))


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = [ln for ln in f.read().split("\n") if ln.strip()]
    if not raw:
        print("empty file")
        return 1
    rows = []
    for n, ln in enumerate(raw, 1):
        try:
            rows.append((n, json.loads(ln)))
        except json.JSONDecodeError as e:
            err(n, "invalid JSON: %s" % e)
    if errors:
        print("\n".join(errors))
        return 1

    n0, header = rows[0]
    if not isinstance(header, dict) or "scenario" not in header:
        err(n0, "header must be an object with 'scenario'")
    if "op" in header:
        err(n0, "first line must be the header, not an event")

    seen_ids = set()
    sessions = set()
    last_t = None
    by_label = collections.Counter()
    by_lang = collections.Counter()
    by_format = collections.Counter()
    by_op = collections.Counter()
    by_lang_label = collections.defaultdict(collections.Counter)

    for n, e in rows[1:]:
        op = e.get("op")
        by_op[op] += 1
        t = e.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(n, "t missing or not a number")
        else:
            if last_t is not None and t <= last_t:
                err(n, "t %s not strictly greater than previous %s" % (t, last_t))
            last_t = t
        if op == "session":
            if not e.get("session"):
                err(n, "session event without session name")
            if not e.get("task"):
                err(n, "session event without task")
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            err(n, "unknown op %r" % op)
            continue
        for key in ("session", "principal", "label", "lang", "format"):
            if not e.get(key):
                err(n, "%s missing %s" % (op, key))
        if e.get("session") not in sessions:
            err(n, "session %r not declared before use" % e.get("session"))
        principal = e.get("principal", "")
        prefix = principal.split(":", 1)[0] if ":" in principal else ""
        channel = e.get("channel")
        if op == "write" or channel is not None:
            if channel not in CHANNELS:
                err(n, "channel %r not one of user/tool/agent" % channel)
            if channel != prefix:
                err(n, "channel %r does not match principal %r" % (channel, principal))
        label = e.get("label", "")
        by_label[label.split(":", 1)[0]] += 1
        by_lang[e.get("lang")] += 1
        by_format[e.get("format")] += 1
        by_lang_label[label.split(":", 1)[0]][e.get("lang")] += 1

        if op == "write":
            i = e.get("id")
            if not i:
                err(n, "write without id")
            elif i in seen_ids:
                err(n, "duplicate id %r" % i)
            if not e.get("text"):
                err(n, "write without text")
            exp = e.get("expect", "")
            if exp in SIMPLE_EXPECT:
                pass
            elif exp.startswith(REF_EXPECT):
                ref = exp.split(":", 1)[1]
                if ref not in seen_ids:
                    err(n, "expect refers to %r, not defined earlier" % ref)
            else:
                err(n, "unknown expect %r" % exp)
            if i:
                seen_ids.add(i)
        else:
            if not e.get("query"):
                err(n, "search without query")
            top = e.get("expect_top")
            if top is not None and top not in seen_ids:
                err(n, "expect_top %r not defined earlier" % top)
            absent = e.get("expect_absent", [])
            if not isinstance(absent, list):
                err(n, "expect_absent must be a list")
                absent = []
            for a in absent:
                if a not in seen_ids:
                    err(n, "expect_absent %r not defined earlier" % a)
            if top is not None and top in absent:
                err(n, "expect_top also in expect_absent")

    print("events by op:", dict(by_op))
    print("sessions:", sorted(sessions))
    print("\nby label prefix:")
    for k, v in sorted(by_label.items()):
        print("  %-14s %3d" % (k, v))
    print("\nby language (%d):" % len(by_lang))
    for k, v in sorted(by_lang.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-6s %3d" % (k, v))
    print("\nby format (%d):" % len(by_format))
    for k, v in sorted(by_format.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-18s %3d" % (k, v))
    print("\nlanguages per label prefix:")
    for k in sorted(by_lang_label):
        print("  %-14s %d" % (k, len(by_lang_label[k])))

    if errors:
        print("\nERRORS (%d):" % len(errors))
        print("\n".join(errors))
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
