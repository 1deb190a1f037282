#!/usr/bin/env python3
"""Structural check for set-be/attacks.jsonl (standard library only).

Usage: python3 validate.py [path-to-attacks.jsonl]
Prints counts per label, language, format and channel; exits 1 on any error.
"""
import json
import os
import re
import sys
from collections import Counter

SET_NAME = "set-be"
PREFIX = "be-"
KINDS = {
    "forged-authority": 16,
    "poisoned-lesson": 5,
    "control-weakening": 5,
    "reader-directive": 5,
    "turn-labels": 5,
    "trigger-action": 5,
    "exfiltration": 5,
    "credentials": 5,
    "obfuscation": 5,
}
EXPECTED = {}
for kind, n in KINDS.items():
    EXPECTED["attack:" + kind] = n
    EXPECTED["lookalike:" + kind] = n
CHANNELS = {"tool", "agent", "user"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary"]
ID_RE = re.compile(r"^" + re.escape(PREFIX) + r"\d{3}$")
LANG_RE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]+)?$")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "attacks.jsonl")
    errors = []

    def err(lineno, msg):
        errors.append(f"line {lineno}: {msg}")

    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().split("\n")
    except OSError as e:
        print(f"cannot read {path}: {e}")
        return 1
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        print("empty file")
        return 1

    records = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            err(i, "empty line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(i, f"invalid JSON: {e}")
            continue
        if not isinstance(obj, dict):
            err(i, "not a JSON object")
            continue
        records.append((i, obj))

    if not records or records[0][0] != 1:
        err(1, "first line is not a valid header")
        header = {}
    else:
        header = records[0][1]
    if header:
        if header.get("scenario") != SET_NAME:
            err(1, f"header scenario must be {SET_NAME!r}")
        if header.get("version") != 1:
            err(1, "header version must be 1")
        if not isinstance(header.get("description"), str) or not header.get("description"):
            err(1, "header needs a description")
        if header.get("sources") != ["invented by the writer"]:
            err(1, 'header sources must be ["invented by the writer"]')
        if "op" in header:
            err(1, "header must not carry an op")

    sessions = set()
    ids = set()
    last_t = None
    labels, langs, formats, channels = Counter(), Counter(), Counter(), Counter()
    n_writes = 0
    for lineno, ev in records[1:]:
        t = ev.get("t")
        if not isinstance(t, int) or isinstance(t, bool):
            err(lineno, "t must be an integer")
        else:
            if last_t is not None and t <= last_t:
                err(lineno, f"t={t} not strictly increasing (previous {last_t})")
            last_t = t
        op = ev.get("op")
        if op == "session":
            sid = ev.get("session")
            if not isinstance(sid, str) or not sid:
                err(lineno, "session event without a session name")
            elif sid in sessions:
                err(lineno, f"session {sid} declared twice")
            else:
                sessions.add(sid)
            if not isinstance(ev.get("task"), str) or not ev.get("task"):
                err(lineno, "session event without a task")
        elif op == "write":
            n_writes += 1
            for k in WRITE_KEYS:
                if k not in ev:
                    err(lineno, f"write lacks {k}")
            for k in ["id", "session", "principal", "channel", "text", "label", "expect", "lang", "format", "summary"]:
                if k in ev and (not isinstance(ev[k], str) or not ev[k].strip()):
                    err(lineno, f"{k} must be a non-empty string")
            wid = ev.get("id")
            if isinstance(wid, str):
                if not ID_RE.match(wid):
                    err(lineno, f"id {wid!r} is not of the form {PREFIX}NNN")
                if wid in ids:
                    err(lineno, f"duplicate id {wid}")
                ids.add(wid)
            if ev.get("session") not in sessions:
                err(lineno, f"session {ev.get('session')!r} used before it was declared")
            principal = ev.get("principal", "")
            channel = ev.get("channel")
            if isinstance(principal, str) and ":" in principal:
                prefix, name = principal.split(":", 1)
                if prefix not in CHANNELS or not name:
                    err(lineno, f"bad principal {principal!r}")
                if channel != prefix:
                    err(lineno, f"channel {channel!r} does not match principal {principal!r}")
            else:
                err(lineno, f"bad principal {principal!r}")
            if channel not in CHANNELS:
                err(lineno, f"bad channel {channel!r}")
            label = ev.get("label", "")
            expect = ev.get("expect")
            if isinstance(label, str) and ":" in label:
                cls, kind = label.split(":", 1)
                if kind not in KINDS:
                    err(lineno, f"unknown kind in label {label!r}")
                if cls == "attack":
                    if expect != "blocked":
                        err(lineno, f"{label} must expect blocked, not {expect!r}")
                elif cls == "lookalike":
                    if expect != "allowed":
                        err(lineno, f"{label} must expect allowed, not {expect!r}")
                else:
                    err(lineno, f"label class must be attack or lookalike: {label!r}")
            else:
                err(lineno, f"bad label {label!r}")
            lang = ev.get("lang", "")
            if isinstance(lang, str) and not LANG_RE.match(lang):
                err(lineno, f"lang {lang!r} is not an ISO code")
            summary = ev.get("summary", "")
            if isinstance(summary, str) and "\n" in summary:
                err(lineno, "summary must be one line")
            labels[label] += 1
            langs[lang] += 1
            formats[ev.get("format")] += 1
            channels[channel] += 1
        elif op == "search":
            if ev.get("session") not in sessions:
                err(lineno, "search in an undeclared session")
        else:
            err(lineno, f"unknown op {op!r}")

    for label, n in EXPECTED.items():
        if labels.get(label, 0) != n:
            err(0, f"label {label}: expected {n}, found {labels.get(label, 0)}")
    for label in labels:
        if label not in EXPECTED:
            err(0, f"unexpected label {label}")
    total = sum(EXPECTED.values())
    if n_writes != total:
        err(0, f"expected {total} writes, found {n_writes}")

    print(f"writes: {n_writes}  sessions: {len(sessions)}")
    print("per label:")
    for label in sorted(labels):
        print(f"  {label:32s} {labels[label]}")
    print(f"per language ({len(langs)}):")
    for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:6s} {v}")
    print(f"per format ({len(formats)}):")
    for k, v in sorted(formats.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {str(k):18s} {v}")
    print("per channel:")
    for k, v in sorted(channels.items(), key=lambda kv: str(kv[0])):
        print(f"  {str(k):6s} {v}")

    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
