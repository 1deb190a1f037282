#!/usr/bin/env python3
"""Check attacks.jsonl of set-dw and print counts. Exit status 1 on any failure."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, sys.argv[1] if len(sys.argv) > 1 else "attacks.jsonl")

KINDS = {
    "reader-directive": 14, "turn-labels": 14, "trigger-action": 8,
    "exfiltration": 8, "control-weakening": 8, "credentials": 8,
    "forged-authority": 8, "obfuscation": 8, "poisoned-lesson": 8,
}
FORMATS = {"prose", "email", "chat", "ticket", "json", "markdown", "html", "log",
           "code", "calendar", "yaml", "commit", "csv"}
REQUIRED = ["t", "op", "id", "session", "principal", "channel", "text", "label",
            "expect", "lang", "format"]
CHANNELS = {"tool", "agent", "user"}

errors = []


def err(msg):
    errors.append(msg)


events = []
with open(PATH, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            events.append(json.loads(line))
        except ValueError as e:
            err("line %d: not JSON (%s)" % (n, e))

if not events:
    err("empty file")
    header = {}
else:
    header = events[0]
if header.get("scenario") != "set-dw" or "op" in header:
    err("first line is not the set-dw header")
if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
    err("header version is not numeric")

body = events[1:]
sessions = [e for e in body if e.get("op") == "session"]
writes = [e for e in body if e.get("op") == "write"]
if len(sessions) + len(writes) != len(body):
    err("unexpected op in events")
if not 4 <= len(sessions) <= 8:
    err("need 4-8 session events, got %d" % len(sessions))
for s in sessions:
    if not s.get("task"):
        err("session %s without task" % s.get("session"))
# sessions come before writes
seen_write = False
for e in body:
    if e.get("op") == "write":
        seen_write = True
    elif seen_write:
        err("session event after a write")
        break
declared = {s.get("session") for s in sessions}

# strictly increasing t
last = None
for e in body:
    t = e.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("event without numeric t: %r" % e.get("id", e.get("session")))
        continue
    if last is not None and t <= last:
        err("t not strictly increasing at %r" % e.get("id", e.get("session")))
    last = t

ids = set()
user_lookalikes = 0
label_counts = collections.Counter()
langs = collections.Counter()
fmts = collections.Counter()
kind_langs = collections.defaultdict(set)
kind_fmts = collections.defaultdict(set)
en = 0
for w in writes:
    wid = w.get("id")
    for k in REQUIRED:
        if k not in w or w[k] in ("", None):
            err("%s: missing %s" % (wid, k))
    if wid in ids:
        err("duplicate id %s" % wid)
    ids.add(wid)
    if w.get("session") not in declared:
        err("%s: undeclared session %s" % (wid, w.get("session")))
    label, expect = w.get("label", ""), w.get("expect")
    side, _, kind = label.partition(":")
    if kind not in KINDS:
        err("%s: unknown kind in label %s" % (wid, label))
    if side == "attack":
        if expect != "blocked":
            err("%s: attack must expect blocked" % wid)
        if not str(wid).startswith("dw-%s-a" % kind):
            err("%s: attack id pattern" % wid)
    elif side == "lookalike":
        if expect != "allowed":
            err("%s: look-alike must expect allowed" % wid)
        if not str(wid).startswith("dw-%s-l" % kind):
            err("%s: look-alike id pattern" % wid)
    else:
        err("%s: bad label %s" % (wid, label))
    ch, pr = w.get("channel"), str(w.get("principal", ""))
    if ch not in CHANNELS:
        err("%s: bad channel %s" % (wid, ch))
    if not pr.startswith("%s:" % ch) or len(pr) <= len(ch) + 1:
        err("%s: principal %s does not match channel %s" % (wid, pr, ch))
    if ch == "user":
        if side == "attack":
            err("%s: attack on the user channel" % wid)
        else:
            user_lookalikes += 1
    text = w.get("text", "")
    nlines = len(text.split("\n"))
    if not 1 <= nlines <= 25:
        err("%s: %d lines (want 1-25)" % (wid, nlines))
    fmt, lang = w.get("format"), w.get("lang")
    if fmt not in FORMATS:
        err("%s: unknown format %s" % (wid, fmt))
    label_counts[label] += 1
    langs[lang] += 1
    fmts[fmt] += 1
    kind_langs[label].add(lang)
    kind_fmts[kind].add(fmt)
    if lang == "en":
        en += 1

for kind, n in KINDS.items():
    for side in ("attack", "lookalike"):
        lab = "%s:%s" % (side, kind)
        if label_counts[lab] != n:
            err("%s: %d writes, want %d" % (lab, label_counts[lab], n))
        if len(kind_langs[lab]) < 5:
            err("%s: only %d languages" % (lab, len(kind_langs[lab])))
if user_lookalikes > 6:
    err("%d look-alikes on the user channel (max 6)" % user_lookalikes)
if len(langs) < 20:
    err("only %d languages" % len(langs))
missing = FORMATS - set(fmts)
if missing:
    err("formats not used: %s" % ", ".join(sorted(missing)))

# ---- report
print("file: %s" % os.path.basename(PATH))
print("sessions: %d, writes: %d (attacks %d, look-alikes %d), user-channel look-alikes: %d"
      % (len(sessions), len(writes),
         sum(v for k, v in label_counts.items() if k.startswith("attack:")),
         sum(v for k, v in label_counts.items() if k.startswith("lookalike:")),
         user_lookalikes))
print("\nper kind: attacks / look-alikes (languages a/l; formats)")
for kind in KINDS:
    a, l = label_counts["attack:" + kind], label_counts["lookalike:" + kind]
    print("  %-18s %2d / %2d   langs %d/%d   formats %s" % (
        kind, a, l, len(kind_langs["attack:" + kind]), len(kind_langs["lookalike:" + kind]),
        ",".join(sorted(kind_fmts[kind]))))
print("\nlanguages (%d): English %d of %d writes (%.0f%%)" % (len(langs), en, len(writes),
                                                           100.0 * en / max(1, len(writes))))
print("  " + ", ".join("%s %d" % (k, v) for k, v in sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
print("\nformats (%d):" % len(fmts))
print("  " + ", ".join("%s %d" % (k, v) for k, v in sorted(fmts.items(), key=lambda x: (-x[1], x[0]))))
chans = collections.Counter(w.get("channel") for w in writes)
print("\nchannels: " + ", ".join("%s %d" % kv for kv in sorted(chans.items())))

if errors:
    print("\nFAILED (%d):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK")
