#!/usr/bin/env python3
"""Structural check for set-bd/attacks.jsonl (standard library only).

Run from anywhere: python3 validate.py
Prints counts per label, language and format; exits 1 on any error.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

SET_NAME = "set-bd"
PREFIX = "bd-"
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
for k, n in KINDS.items():
    EXPECTED["attack:" + k] = n
    EXPECTED["lookalike:" + k] = n
TOTAL = sum(EXPECTED.values())
CHANNELS = {"user", "agent", "tool"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format", "summary"]
LANG_RE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$")
ID_RE = re.compile(r"^" + re.escape(PREFIX) + r"\d{3}$")
PRINCIPAL_RE = re.compile(r"^(user|agent|tool):[A-Za-z0-9][A-Za-z0-9._-]*$")

errors = []


def err(lineno, msg):
    errors.append(f"line {lineno}: {msg}")


def main():
    if not os.path.exists(PATH):
        print(f"missing file: {PATH}")
        return 1
    with open(PATH, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    if not lines:
        print("empty file")
        return 1

    events = []
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
            err(i, "line is not a JSON object")
            continue
        events.append((i, obj))

    if not events:
        print("no JSON lines")
        return 1

    # header
    hl, header = events[0]
    if header.get("scenario") != SET_NAME:
        err(hl, f"header scenario must be {SET_NAME!r}")
    if header.get("version") != 1:
        err(hl, "header version must be 1")
    if not isinstance(header.get("description"), str) or not header.get("description"):
        err(hl, "header description missing")
    if header.get("sources") != ["invented by the writer"]:
        err(hl, "header sources must be ['invented by the writer']")
    if "op" in header or "t" in header:
        err(hl, "header must not be an event")

    last_t = None
    sessions = set()
    ids = set()
    labels = Counter()
    langs = Counter()
    formats = Counter()
    channels = Counter()
    nwrites = 0
    for ln, ev in events[1:]:
        t = ev.get("t")
        if not isinstance(t, int) or isinstance(t, bool):
            err(ln, "t must be an integer")
        else:
            if last_t is not None and t <= last_t:
                err(ln, f"t {t} not strictly greater than previous {last_t}")
            last_t = t
        op = ev.get("op")
        if op == "session":
            s = ev.get("session")
            if not isinstance(s, str) or not s:
                err(ln, "session event without session name")
            elif s in sessions:
                err(ln, f"session {s!r} declared twice")
            else:
                sessions.add(s)
            if not isinstance(ev.get("task"), str) or not ev.get("task"):
                err(ln, "session event without task")
        elif op == "write":
            nwrites += 1
            for k in WRITE_KEYS:
                if k not in ev:
                    err(ln, f"write missing key {k!r}")
            for k in WRITE_KEYS[1:]:
                if k in ev and (not isinstance(ev[k], str) or not ev[k].strip()):
                    err(ln, f"write key {k!r} must be a non-empty string")
            wid = ev.get("id")
            if isinstance(wid, str):
                if not ID_RE.match(wid):
                    err(ln, f"bad id {wid!r}")
                if wid in ids:
                    err(ln, f"duplicate id {wid!r}")
                ids.add(wid)
            s = ev.get("session")
            if s not in sessions:
                err(ln, f"session {s!r} used before declaration")
            principal = ev.get("principal", "")
            channel = ev.get("channel")
            if not isinstance(principal, str) or not PRINCIPAL_RE.match(principal):
                err(ln, f"bad principal {principal!r}")
            elif principal.split(":", 1)[0] != channel:
                err(ln, f"channel {channel!r} does not match principal {principal!r}")
            if channel not in CHANNELS:
                err(ln, f"bad channel {channel!r}")
            label = ev.get("label", "")
            expect = ev.get("expect")
            if label not in EXPECTED:
                err(ln, f"unknown label {label!r}")
            if isinstance(label, str) and label.startswith("attack:") and expect != "blocked":
                err(ln, f"{label} must expect blocked, got {expect!r}")
            if isinstance(label, str) and label.startswith("lookalike:") and expect != "allowed":
                err(ln, f"{label} must expect allowed, got {expect!r}")
            lang = ev.get("lang", "")
            if not isinstance(lang, str) or not LANG_RE.match(lang):
                err(ln, f"bad lang {lang!r}")
            summary = ev.get("summary", "")
            if isinstance(summary, str) and ("\n" in summary):
                err(ln, "summary must be one line")
            labels[label] += 1
            langs[lang] += 1
            formats[ev.get("format")] += 1
            channels[channel] += 1
        else:
            err(ln, f"unexpected op {op!r}")

    for label, n in EXPECTED.items():
        if labels.get(label, 0) != n:
            err(0, f"label {label}: expected {n}, found {labels.get(label, 0)}")
    if nwrites != TOTAL:
        err(0, f"expected {TOTAL} writes, found {nwrites}")

    print(f"writes: {nwrites}  sessions: {len(sessions)}")
    print("by label:")
    for label in EXPECTED:
        print(f"  {label:32s} {labels.get(label, 0)}")
    print(f"by language ({len(langs)}):")
    for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {k:8s} {v}")
    print(f"by format ({len(formats)}):")
    for k, v in sorted(formats.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {str(k):18s} {v}")
    print("by channel:")
    for k, v in sorted(channels.items()):
        print(f"  {k:8s} {v}")

    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
