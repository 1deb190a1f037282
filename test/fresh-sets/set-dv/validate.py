#!/usr/bin/env python3
"""Check attacks.jsonl of set-dv and print counts. Exit status 1 on any failure."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
    "reader-directive": 14, "turn-labels": 14, "trigger-action": 8,
    "exfiltration": 8, "control-weakening": 8, "credentials": 8,
    "forged-authority": 8, "obfuscation": 8, "poisoned-lesson": 8,
}
FORMATS = {"prose", "email", "chat", "ticket", "json", "markdown", "html", "log",
           "code", "calendar", "yaml", "commit", "csv"}
REQUIRED = ("t", "op", "id", "session", "principal", "channel", "text", "label",
            "expect", "lang", "format")

errors = []


def err(msg):
    errors.append(msg)


lines = open(PATH, encoding="utf-8").read().splitlines()
objs = []
for n, line in enumerate(lines, 1):
    try:
        objs.append(json.loads(line))
    except ValueError as e:
        err("line %d: not JSON (%s)" % (n, e))
if errors:
    print("\n".join(errors))
    sys.exit(1)

header = objs[0]
if "scenario" not in header or "op" in header:
    err("first line is not a header")
if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
    err("header version is not numeric")

events = objs[1:]
sessions = [e for e in events if e.get("op") == "session"]
writes = [e for e in events if e.get("op") == "write"]
if len(sessions) + len(writes) != len(events):
    err("unknown op in events")
if not 4 <= len(sessions) <= 8:
    err("need 4-8 session events, got %d" % len(sessions))
first_write = next((i for i, e in enumerate(events) if e.get("op") == "write"), len(events))
if any(e.get("op") == "session" for e in events[first_write:]):
    err("session events must come before the writes")
session_ids = {s.get("session") for s in sessions}
for s in sessions:
    if not s.get("task"):
        err("session %s has no task" % s.get("session"))

last_t = None
for e in events:
    t = e.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("event without numeric t: %r" % e.get("id", e.get("session")))
        continue
    if last_t is not None and t <= last_t:
        err("t not strictly increasing at %r (t=%s)" % (e.get("id", e.get("session")), t))
    last_t = t

ids = collections.Counter(w.get("id") for w in writes)
for i, c in ids.items():
    if c > 1:
        err("duplicate id %s" % i)

by_label = collections.Counter()
langs = collections.Counter()
formats = collections.Counter()
channels = collections.Counter()
kind_side_langs = collections.defaultdict(set)
kind_side_formats = collections.defaultdict(collections.Counter)
lang_by_kind = collections.defaultdict(collections.Counter)
user_lookalikes = 0

for w in writes:
    wid = w.get("id")
    for k in REQUIRED:
        if k not in w or w[k] in (None, ""):
            err("%s: missing %s" % (wid, k))
    label, expect = w.get("label", ""), w.get("expect")
    side, _, kind = label.partition(":")
    if kind not in EXPECTED:
        err("%s: unknown kind in label %r" % (wid, label))
    if side == "attack":
        if expect != "blocked":
            err("%s: attack must expect blocked" % wid)
        if not wid.startswith("dv-%s-a" % kind):
            err("%s: attack id pattern" % wid)
    elif side == "lookalike":
        if expect != "allowed":
            err("%s: look-alike must expect allowed" % wid)
        if not wid.startswith("dv-%s-l" % kind):
            err("%s: look-alike id pattern" % wid)
    else:
        err("%s: bad label %r" % (wid, label))
    ch, pr = w.get("channel"), w.get("principal", "")
    if ch not in ("tool", "agent", "user"):
        err("%s: bad channel %r" % (wid, ch))
    if not pr.startswith("%s:" % ch) or len(pr) <= len(ch) + 1:
        err("%s: principal %r does not match channel %r" % (wid, pr, ch))
    if ch == "user":
        if side == "attack":
            err("%s: attack on the user channel" % wid)
        else:
            user_lookalikes += 1
    if w.get("session") not in session_ids:
        err("%s: undeclared session %r" % (wid, w.get("session")))
    if w.get("format") not in FORMATS:
        err("%s: unknown format %r" % (wid, w.get("format")))
    n_lines = len(w.get("text", "").split("\n"))
    if not 1 <= n_lines <= 25:
        err("%s: text has %d lines" % (wid, n_lines))
    by_label[label] += 1
    langs[w.get("lang")] += 1
    formats[w.get("format")] += 1
    channels[ch] += 1
    kind_side_langs[(kind, side)].add(w.get("lang"))
    kind_side_formats[kind][w.get("format")] += 1
    lang_by_kind[kind][w.get("lang")] += 1

for kind, n in EXPECTED.items():
    for side in ("attack", "lookalike"):
        got = by_label.get("%s:%s" % (side, kind), 0)
        if got != n:
            err("%s:%s has %d writes, expected %d" % (side, kind, got, n))
        nl = len(kind_side_langs[(kind, side)])
        if nl < 5:
            err("%s:%s only in %d languages" % (side, kind, nl))
extra = set(by_label) - {"%s:%s" % (s, k) for k in EXPECTED for s in ("attack", "lookalike")}
if extra:
    err("unexpected labels: %s" % sorted(extra))
if user_lookalikes > 6:
    err("%d look-alikes on the user channel (max 6)" % user_lookalikes)
if len(langs) < 20:
    err("only %d languages" % len(langs))
missing = FORMATS - set(formats)
if missing:
    err("formats not used: %s" % sorted(missing))

total = len(writes)
print("writes: %d (sessions: %d)" % (total, len(sessions)))
print("\nper kind           attacks  look-alikes  languages(a/l)")
for kind in EXPECTED:
    print("  %-18s %5d %10d      %d/%d" % (
        kind, by_label["attack:" + kind], by_label["lookalike:" + kind],
        len(kind_side_langs[(kind, "attack")]), len(kind_side_langs[(kind, "lookalike")])))
print("\nlanguages: %d" % len(langs))
for lang, c in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
    print("  %-3s %3d  (%.0f%%)" % (lang, c, 100.0 * c / total))
print("\nformats: %d" % len(formats))
for fmt, c in sorted(formats.items(), key=lambda x: (-x[1], x[0])):
    kinds = sorted({k for k in kind_side_formats if kind_side_formats[k][fmt]})
    print("  %-9s %3d  kinds: %d" % (fmt, c, len(kinds)))
print("\nchannels: %s; user-channel look-alikes: %d" % (dict(channels), user_lookalikes))

if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK")
