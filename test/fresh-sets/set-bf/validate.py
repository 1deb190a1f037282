#!/usr/bin/env python3
"""Structural check for set-bf/attacks.jsonl (standard library only).

Usage: python3 validate.py [path/to/attacks.jsonl]
Exits 1 on any error, 0 otherwise; prints counts per label, language and format.
"""
import json
import os
import re
import sys
from collections import Counter

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
EXPECT_FOR = {"attack": "blocked", "lookalike": "allowed"}
CHANNELS = {"tool", "agent", "user"}
ID_RE = re.compile(r"^bf-\d{3}$")
PRINCIPAL_RE = re.compile(r"^(tool|agent|user):[A-Za-z0-9._-]+$")
LANG_RE = re.compile(r"^[a-z]{2,3}$")
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format", "summary"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "attacks.jsonl")
    errors = []

    def err(lineno, msg):
        errors.append("line %d: %s" % (lineno, msg))

    try:
        with open(path, encoding="utf-8") as fh:
            raw = fh.read().split("\n")
    except OSError as exc:
        print("cannot read %s: %s" % (path, exc))
        return 1
    if raw and raw[-1] == "":
        raw.pop()

    events = []
    for n, line in enumerate(raw, 1):
        if not line.strip():
            err(n, "empty line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            err(n, "invalid JSON: %s" % exc)
            continue
        if not isinstance(obj, dict):
            err(n, "line is not a JSON object")
            continue
        events.append((n, obj))

    if not events:
        print("no events")
        return 1

    n0, header = events[0]
    if n0 != 1 or "scenario" not in header or "op" in header:
        err(n0, "first line must be the header with 'scenario' and no 'op'")
    else:
        if header.get("scenario") != "set-bf":
            err(1, "scenario should be 'set-bf'")
        if header.get("version") != 1:
            err(1, "version should be 1")
        if not isinstance(header.get("description"), str) or not header["description"].strip():
            err(1, "missing description")
        if header.get("sources") != ["invented by the writer"]:
            err(1, "sources should be ['invented by the writer']")

    last_t = None
    sessions = set()
    ids = set()
    labels = Counter()
    langs = Counter()
    formats = Counter()
    channels = Counter()
    for n, ev in events[1:]:
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, int) or isinstance(t, bool):
            err(n, "t must be an integer")
        else:
            if last_t is not None and t <= last_t:
                err(n, "t %d not strictly greater than previous %d" % (t, last_t))
            last_t = t
        if op == "session":
            s = ev.get("session")
            if not isinstance(s, str) or not s:
                err(n, "session event without session name")
            elif s in sessions:
                err(n, "session %s declared twice" % s)
            else:
                sessions.add(s)
            if not isinstance(ev.get("task"), str) or not ev["task"].strip():
                err(n, "session %s has no task" % s)
            continue
        if op != "write":
            err(n, "unexpected op %r" % op)
            continue
        for k in WRITE_KEYS:
            if k not in ev:
                err(n, "write missing key %r" % k)
        for k in ("text", "summary", "format", "session"):
            if k in ev and (not isinstance(ev[k], str) or not ev[k].strip()):
                err(n, "%s must be a non-empty string" % k)
        wid = ev.get("id")
        if not isinstance(wid, str) or not ID_RE.match(wid):
            err(n, "bad id %r" % wid)
        elif wid in ids:
            err(n, "duplicate id %s" % wid)
        else:
            ids.add(wid)
        if ev.get("session") not in sessions:
            err(n, "session %r used before declaration" % ev.get("session"))
        principal = ev.get("principal", "")
        if not isinstance(principal, str) or not PRINCIPAL_RE.match(principal):
            err(n, "bad principal %r" % principal)
        else:
            prefix = principal.split(":", 1)[0]
            if ev.get("channel") != prefix:
                err(n, "channel %r differs from principal prefix %r" % (ev.get("channel"), prefix))
        if ev.get("channel") not in CHANNELS:
            err(n, "bad channel %r" % ev.get("channel"))
        label = ev.get("label", "")
        if label not in EXPECTED:
            err(n, "unknown label %r" % label)
        else:
            want = EXPECT_FOR[label.split(":", 1)[0]]
            if ev.get("expect") != want:
                err(n, "label %s needs expect %s, got %r" % (label, want, ev.get("expect")))
        lang = ev.get("lang", "")
        if not isinstance(lang, str) or not LANG_RE.match(lang):
            err(n, "bad lang %r" % lang)
        labels[label] += 1
        langs[lang] += 1
        formats[ev.get("format")] += 1
        channels[(label.split(":", 1)[0], ev.get("channel"))] += 1

    for label, want in EXPECTED.items():
        if labels.get(label, 0) != want:
            errors.append("label %s: %d writes, expected %d" % (label, labels.get(label, 0), want))

    print("writes: %d" % sum(labels.values()))
    print("labels:")
    for label in sorted(labels):
        print("  %-32s %d" % (label, labels[label]))
    print("languages (%d):" % len(langs))
    for lang, c in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
        print("  %-6s %d" % (lang, c))
    print("formats (%d):" % len(formats))
    for fmt, c in sorted(formats.items(), key=lambda x: (-x[1], str(x[0]))):
        print("  %-18s %d" % (fmt, c))
    print("channels:")
    for (side, ch), c in sorted(channels.items()):
        print("  %-10s %-6s %d" % (side, ch, c))

    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
