#!/usr/bin/env python3
"""Structural check of memory.jsonl in this folder (standard library only).

Checks: the header line, `t` strictly increasing, unique write ids, channel equal to the
principal's prefix, every id referenced by an expectation defined by an earlier write, the
required keys of each event (including `lang` and `format`), and that sessions are declared
before use. Prints counts per label prefix, language and format; exits 1 on any error.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "agent", "tool"}
REF_PREFIXES = ("supersedes:", "coexists:", "keeps:")


def main():
    errors = []
    with open(PATH, encoding="utf-8") as f:
        lines = [ln for ln in f.read().split("\n") if ln.strip()]
    if not lines:
        print("ERROR: empty file")
        return 1
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as e:
        print(f"ERROR line 1: not JSON ({e})")
        return 1
    if not isinstance(header, dict) or not isinstance(header.get("scenario"), str) or not header["scenario"]:
        errors.append("line 1: header must be an object with a non-empty 'scenario'")
    if isinstance(header, dict) and "op" in header:
        errors.append("line 1: header must not carry 'op'")

    ids = set()
    sessions = set()
    last_t = None
    by_prefix, by_lang, by_format, by_op = Counter(), Counter(), Counter(), Counter()

    for n, line in enumerate(lines[1:], start=2):
        try:
            e = json.loads(line)
        except json.JSONDecodeError as ex:
            errors.append(f"line {n}: not JSON ({ex})")
            continue
        t = e.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            errors.append(f"line {n}: 't' missing or not a number")
        else:
            if last_t is not None and t <= last_t:
                errors.append(f"line {n}: t={t} not strictly greater than previous t={last_t}")
            last_t = t
        op = e.get("op")
        by_op[op] += 1
        if op == "session":
            if not e.get("session"):
                errors.append(f"line {n}: session event without 'session'")
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            errors.append(f"line {n}: unknown op {op!r}")
            continue
        need = ["session", "principal", "label", "lang", "format"]
        need += ["id", "channel", "text", "expect"] if op == "write" else ["query"]
        for k in need:
            if not isinstance(e.get(k), str) or not e.get(k):
                errors.append(f"line {n}: {op} missing or empty '{k}'")
        if e.get("session") not in sessions:
            errors.append(f"line {n}: session {e.get('session')!r} not declared before use")
        principal = e.get("principal") or ""
        label = e.get("label") or ""
        by_prefix[label.split(":", 1)[0]] += 1
        by_lang[e.get("lang")] += 1
        by_format[e.get("format")] += 1
        if ":" not in principal:
            errors.append(f"line {n}: principal {principal!r} has no prefix")
        if op == "write":
            ch = e.get("channel")
            if ch not in CHANNELS:
                errors.append(f"line {n}: channel {ch!r} not one of {sorted(CHANNELS)}")
            if principal.split(":", 1)[0] != ch:
                errors.append(f"line {n}: channel {ch!r} does not match principal {principal!r}")
            exp = e.get("expect") or ""
            if exp.startswith(REF_PREFIXES):
                ref = exp.split(":", 1)[1]
                if ref not in ids:
                    errors.append(f"line {n}: expect refers to {ref!r}, not defined earlier")
            elif exp not in ("allowed", "blocked", "any"):
                errors.append(f"line {n}: unknown expect {exp!r}")
            wid = e.get("id")
            if wid in ids:
                errors.append(f"line {n}: duplicate id {wid!r}")
            ids.add(wid)
        else:
            if principal.split(":", 1)[0] not in CHANNELS:
                errors.append(f"line {n}: principal {principal!r} has an unknown prefix")
            top = e.get("expect_top")
            if top is not None and top not in ids:
                errors.append(f"line {n}: expect_top {top!r} not defined earlier")
            absent = e.get("expect_absent")
            if absent is not None:
                if not isinstance(absent, list):
                    errors.append(f"line {n}: expect_absent must be a list")
                else:
                    for a in absent:
                        if a not in ids:
                            errors.append(f"line {n}: expect_absent {a!r} not defined earlier")

    def show(title, c):
        print(title)
        for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            print(f"  {k}: {v}")

    print(f"scenario: {header.get('scenario') if isinstance(header, dict) else '?'}")
    print(f"events: {len(lines) - 1}  writes: {by_op['write']}  searches: {by_op['search']}  sessions: {by_op['session']}")
    show("by label prefix:", by_prefix)
    show(f"by language ({len(by_lang)}):", by_lang)
    show(f"by format ({len(by_format)}):", by_format)
    if errors:
        print(f"{len(errors)} error(s):")
        for err in errors:
            print("  ERROR " + err)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
