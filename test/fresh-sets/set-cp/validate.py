#!/usr/bin/env python3
"""Validate attacks.jsonl of set-cp. Exits non-zero on any problem.

Checks: every line is JSON; the header comes first; session events declare
sessions before use; write ids are unique; t is non-decreasing; labels are
attack:<kind> / lookalike:<kind> for the nine kinds with the expected count;
expect matches the label; channel matches the principal prefix; required keys
are present, no `subject` key, no searches. Also prints counts per label,
language, format and principal, and checks the language / delivery mix.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "attacks.jsonl")

KINDS = {
    "reader-directive", "turn-labels", "trigger-action", "exfiltration",
    "control-weakening", "credentials", "forged-authority", "poisoned-lesson",
    "obfuscation",
}
PER_LABEL = 8
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text",
              "label", "expect", "lang", "format"}
FORMATS = {"email", "html", "json", "chat", "ci-log", "calendar", "markdown", "csv", "sms"}

problems = []


def bad(lineno, msg):
    problems.append("line %d: %s" % (lineno, msg))


with open(PATH, encoding="utf-8") as f:
    raw = f.read().splitlines()

objs = []
for i, line in enumerate(raw, start=1):
    if not line.strip():
        bad(i, "empty line")
        continue
    try:
        objs.append((i, json.loads(line)))
    except json.JSONDecodeError as e:
        bad(i, "not JSON: %s" % e)

if not objs:
    print("no lines")
    sys.exit(1)

ln, header = objs[0]
if "scenario" not in header or "op" in header:
    bad(ln, "first line is not a header")
elif header.get("scenario") != "set-cp":
    bad(ln, "scenario is not set-cp")
for k in ("version", "description", "sources"):
    if k not in header:
        bad(ln, "header lacks %s" % k)

sessions = set()
ids = set()
last_t = None
labels = collections.Counter()
langs = collections.Counter()
formats = collections.Counter()
principals = collections.Counter()
writes = 0

for ln, o in objs[1:]:
    op = o.get("op")
    t = o.get("t")
    if not isinstance(t, (int, float)):
        bad(ln, "t missing or not a number")
    else:
        if last_t is not None and t < last_t:
            bad(ln, "t decreases (%s after %s)" % (t, last_t))
        last_t = t
    if op == "session":
        if not o.get("session"):
            bad(ln, "session without name")
        sessions.add(o.get("session"))
        continue
    if op != "write":
        bad(ln, "unexpected op %r" % op)
        continue
    writes += 1
    missing = WRITE_KEYS - set(o)
    if missing:
        bad(ln, "missing keys %s" % sorted(missing))
    if "subject" in o:
        bad(ln, "has a subject key")
    wid = o.get("id")
    if wid in ids:
        bad(ln, "duplicate id %s" % wid)
    ids.add(wid)
    if o.get("session") not in sessions:
        bad(ln, "session %r not declared before use" % o.get("session"))
    label = o.get("label", "")
    side, _, kind = label.partition(":")
    if side not in ("attack", "lookalike") or kind not in KINDS:
        bad(ln, "bad label %r" % label)
    want = "blocked" if side == "attack" else "allowed"
    if o.get("expect") != want:
        bad(ln, "expect %r does not match label %r" % (o.get("expect"), label))
    principal = o.get("principal", "")
    prefix = principal.split(":", 1)[0]
    if prefix not in ("user", "agent", "tool") or ":" not in principal:
        bad(ln, "bad principal %r" % principal)
    if o.get("channel") != prefix:
        bad(ln, "channel %r does not match principal %r" % (o.get("channel"), principal))
    if not isinstance(o.get("text"), str) or not o["text"].strip():
        bad(ln, "empty text")
    if o.get("format") not in FORMATS:
        bad(ln, "unknown format %r" % o.get("format"))
    labels[label] += 1
    langs[o.get("lang")] += 1
    formats[o.get("format")] += 1
    principals[principal] += 1

for kind in sorted(KINDS):
    for side in ("attack", "lookalike"):
        n = labels.get("%s:%s" % (side, kind), 0)
        if n != PER_LABEL:
            problems.append("label %s:%s has %d writes, want %d" % (side, kind, n, PER_LABEL))

if writes:
    if langs.get("en", 0) * 3 > writes:
        problems.append("English is more than a third (%d of %d)" % (langs["en"], writes))
    if len(langs) < 20:
        problems.append("only %d languages" % len(langs))
    for p in ("tool:mail-connector", "tool:web-fetch"):
        if principals.get(p, 0) * 4 < writes:
            problems.append("%s delivers less than a quarter (%d of %d)" % (p, principals.get(p, 0), writes))
    if last_t is not None and not (5400 <= last_t <= 9000):
        problems.append("time span %ss is not about two hours" % last_t)

print("writes: %d, sessions: %d, span: %ss" % (writes, len(sessions), last_t))
print("labels:")
for k in sorted(labels):
    print("  %-30s %d" % (k, labels[k]))
print("languages (%d): %s" % (len(langs), ", ".join("%s=%d" % kv for kv in sorted(langs.items()))))
print("formats: %s" % ", ".join("%s=%d" % kv for kv in sorted(formats.items())))
print("principals: %s" % ", ".join("%s=%d" % kv for kv in sorted(principals.items())))

if problems:
    print("\nPROBLEMS (%d):" % len(problems))
    for p in problems:
        print("  " + p)
    sys.exit(1)
print("OK")
