#!/usr/bin/env python3
"""Check memory.jsonl of this fresh set and print counts.

Checks: header line, strictly increasing `t`, unique write ids, channel equal to the principal's
prefix, every id referenced by an expectation defined by an earlier write, sessions declared before
use, and `lang`/`format` on every write and search. Prints counts per label prefix, language and
format. Exits 1 on any error.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

errors = []


def err(lineno, msg):
    errors.append(f"line {lineno}: {msg}")


def main():
    with open(PATH, encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l.strip()]
    if not lines:
        print("error: empty file")
        return 1

    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as e:
        err(1, f"header is not JSON: {e}")
        header = {}
    if not isinstance(header, dict) or not header.get("scenario"):
        err(1, "header must be an object with a non-empty 'scenario'")
    elif "op" in header or "t" in header:
        err(1, "header must not be an event")

    ids = set()
    sessions = set()
    last_t = None
    label_prefix = Counter()
    labels = Counter()
    langs = Counter()
    formats = Counter()
    ops = Counter()

    for n, line in enumerate(lines[1:], start=2):
        try:
            e = json.loads(line)
        except json.JSONDecodeError as ex:
            err(n, f"not JSON: {ex}")
            continue
        op = e.get("op")
        ops[op] += 1
        t = e.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(n, "missing or non-numeric t")
        else:
            if last_t is not None and t <= last_t:
                err(n, f"t={t} not strictly greater than previous t={last_t}")
            last_t = t

        if op == "session":
            if not e.get("session"):
                err(n, "session event without 'session'")
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            err(n, f"unknown op {op!r}")
            continue

        for k in ("session", "principal", "label", "lang", "format"):
            if not e.get(k):
                err(n, f"{op} without '{k}'")
        if e.get("session") not in sessions:
            err(n, f"session {e.get('session')!r} not declared before use")
        label = e.get("label", "")
        label_prefix[label.split(":", 1)[0]] += 1
        labels[label] += 1
        langs[e.get("lang")] += 1
        formats[e.get("format")] += 1
        principal = e.get("principal", "")
        if ":" not in principal:
            err(n, f"principal {principal!r} has no prefix")

        if op == "write":
            for k in ("id", "channel", "text", "expect"):
                if not e.get(k):
                    err(n, f"write without '{k}'")
            if e.get("id") in ids:
                err(n, f"duplicate id {e.get('id')!r}")
            channel = e.get("channel")
            if channel not in ("user", "agent", "tool"):
                err(n, f"bad channel {channel!r}")
            if principal.split(":", 1)[0] != channel:
                err(n, f"channel {channel!r} does not match principal {principal!r}")
            expect = e.get("expect", "")
            if expect in ("allowed", "blocked", "any"):
                pass
            elif ":" in expect and expect.split(":", 1)[0] in ("supersedes", "coexists", "keeps"):
                ref = expect.split(":", 1)[1]
                if ref not in ids:
                    err(n, f"expect references {ref!r}, not defined earlier")
            else:
                err(n, f"bad expect {expect!r}")
            ids.add(e.get("id"))
        else:
            if not e.get("query"):
                err(n, "search without 'query'")
            refs = []
            if "expect_top" in e:
                refs.append(e["expect_top"])
            absent = e.get("expect_absent", [])
            if not isinstance(absent, list):
                err(n, "expect_absent must be a list")
                absent = []
            refs.extend(absent)
            for ref in refs:
                if ref not in ids:
                    err(n, f"search references {ref!r}, not defined earlier")

    print(f"file: {os.path.basename(PATH)}")
    print(f"events: {len(lines) - 1}  ops: " + ", ".join(f"{k}={v}" for k, v in sorted(ops.items(), key=lambda x: str(x[0]))))
    print("by label prefix: " + ", ".join(f"{k}={v}" for k, v in sorted(label_prefix.items())))
    print(f"languages ({len(langs)}): " + ", ".join(f"{k}={v}" for k, v in sorted(langs.items(), key=lambda x: (-x[1], str(x[0])))))
    print(f"formats ({len(formats)}): " + ", ".join(f"{k}={v}" for k, v in sorted(formats.items(), key=lambda x: (-x[1], str(x[0])))))
    if errors:
        print(f"{len(errors)} error(s):")
        for m in errors:
            print("  " + m)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
