#!/usr/bin/env python3
"""Structural check of memory.jsonl in this folder (fresh set aq).

Checks: header with "scenario"; t strictly increasing; write ids unique;
channel equals the principal's prefix and is user/tool/agent; every write's
session declared earlier; expect is well formed and every id it names
(supersedes:/coexists:/keeps:) exists earlier; expect_top/expect_absent of
searches exist earlier; every event carries lang and format; label prefixes
match their expectation; each update is followed by its recall.
Prints counts per label prefix, per language and per format. Exit 1 on error.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "tool", "agent"}
REF_PREFIXES = ("supersedes:", "coexists:", "keeps:")
LABEL_EXPECT = {
    "fact": lambda e: e == "allowed",
    "contradiction": lambda e: e == "blocked",
    "consistent": lambda e: e == "allowed",
    "update": lambda e: e.startswith("supersedes:"),
    "coexist": lambda e: e.startswith("keeps:") or e.startswith("coexists:"),
}


def main():
    errors = []

    def err(n, msg):
        errors.append(f"line {n}: {msg}")

    with open(PATH, encoding="utf-8") as fh:
        lines = [l for l in fh.read().split("\n") if l.strip()]
    if not lines:
        print("empty file")
        return 1

    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as x:
        print(f"line 1: bad JSON: {x}")
        return 1
    if not isinstance(header, dict) or "scenario" not in header:
        err(1, 'header lacks "scenario"')

    seen_ids = set()
    sessions = set()
    last_t = None
    labels = Counter()
    langs = Counter()
    formats = Counter()
    ops = Counter()
    pending_update = None  # (id, attribute, line) waiting for its recall

    for n, raw in enumerate(lines[1:], start=2):
        try:
            e = json.loads(raw)
        except json.JSONDecodeError as x:
            err(n, f"bad JSON: {x}")
            continue
        op = e.get("op")
        ops[op] += 1
        t = e.get("t")
        if not isinstance(t, (int, float)):
            err(n, "t missing or not a number")
        else:
            if last_t is not None and t <= last_t:
                err(n, f"t {t} not strictly greater than {last_t}")
            last_t = t
        for k in ("lang", "format"):
            if not e.get(k):
                err(n, f"missing {k}")
        langs[e.get("lang")] += 1
        formats[e.get("format")] += 1

        if op == "session":
            if not e.get("session"):
                err(n, "session event without session")
            sessions.add(e.get("session"))
            continue

        if op not in ("write", "search"):
            err(n, f"unknown op {op!r}")
            continue

        if e.get("session") not in sessions:
            err(n, f"session {e.get('session')!r} not declared earlier")
        principal = e.get("principal", "")
        prefix = principal.split(":", 1)[0] if ":" in principal else ""
        if prefix not in CHANNELS:
            err(n, f"principal {principal!r} has no user/tool/agent prefix")
        label = e.get("label", "")
        if not label:
            err(n, "missing label")
        lp = label.split(":", 1)[0]
        labels[lp] += 1

        if op == "write":
            for k in ("id", "text", "expect", "channel"):
                if not e.get(k):
                    err(n, f"write without {k}")
            wid = e.get("id")
            if wid in seen_ids:
                err(n, f"duplicate id {wid}")
            ch = e.get("channel")
            if ch not in CHANNELS:
                err(n, f"channel {ch!r} not user/tool/agent")
            if ch != prefix:
                err(n, f"channel {ch!r} differs from principal prefix {prefix!r}")
            exp = e.get("expect", "")
            if exp.startswith(REF_PREFIXES):
                ref = exp.split(":", 1)[1]
                if ref not in seen_ids:
                    err(n, f"expect refers to {ref!r}, not defined earlier")
            elif exp not in ("allowed", "blocked", "any"):
                err(n, f"bad expect {exp!r}")
            check = LABEL_EXPECT.get(lp)
            if check and not check(exp):
                err(n, f"label {label!r} with unexpected expect {exp!r}")
            if pending_update is not None:
                err(pending_update[2], f"update {pending_update[0]} not followed by its recall")
                pending_update = None
            if lp == "update":
                pending_update = (wid, label.split(":", 1)[1], n)
            seen_ids.add(wid)
        else:  # search
            if not e.get("query"):
                err(n, "search without query")
            if "channel" in e and e["channel"] != prefix:
                err(n, "search channel differs from principal prefix")
            top = e.get("expect_top")
            if top is not None and top not in seen_ids:
                err(n, f"expect_top {top!r} not defined earlier")
            absent = e.get("expect_absent", [])
            if not isinstance(absent, list):
                err(n, "expect_absent is not a list")
                absent = []
            for a in absent:
                if a not in seen_ids:
                    err(n, f"expect_absent {a!r} not defined earlier")
            if lp == "recall":
                attr = label.split(":", 1)[1]
                if pending_update is None or pending_update[1] != attr or pending_update[0] != top:
                    err(n, f"recall {label!r} does not follow its update")
                pending_update = None
            elif pending_update is not None:
                err(pending_update[2], f"update {pending_update[0]} not followed by its recall")
                pending_update = None

    if pending_update is not None:
        err(pending_update[2], f"update {pending_update[0]} not followed by its recall")

    print(f"scenario: {header.get('scenario')}  events: {len(lines) - 1}  writes: {ops['write']}  "
          f"searches: {ops['search']}  sessions: {ops['session']}")
    print("\nper label prefix:")
    for k, v in sorted(labels.items()):
        print(f"  {k:<14} {v}")
    print("\nper language (all events, sessions included):")
    for k, v in sorted(langs.items(), key=lambda x: (-x[1], str(x[0]))):
        print(f"  {k:<6} {v}")
    print("\nper format (all events, sessions included):")
    for k, v in sorted(formats.items(), key=lambda x: (-x[1], str(x[0]))):
        print(f"  {k:<16} {v}")

    if errors:
        print(f"\n{len(errors)} error(s):")
        for x in errors:
            print("  " + x)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
