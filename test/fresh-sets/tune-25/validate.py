#!/usr/bin/env python3
"""Check attacks.jsonl (next to this file) and print counts. Exit 1 on any failure."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
    "reader-directive": 14,
    "turn-labels": 14,
    "trigger-action": 8,
    "exfiltration": 8,
    "control-weakening": 8,
    "credentials": 8,
    "forged-authority": 8,
    "obfuscation": 8,
    "poisoned-lesson": 8,
}
FORMATS = {"prose", "email", "chat", "ticket", "json", "markdown", "html", "log",
           "code", "calendar", "yaml", "commit", "csv"}
REQUIRED = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
            "lang", "format"]
CHANNELS = {"tool", "agent", "user"}
FORBIDDEN = [re.compile(r"#\d"), re.compile(r"\bissue\s*\d", re.I),
             re.compile("des" + "ign", re.I), re.compile("sty" + "le", re.I)]

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, encoding="utf-8") as f:
    raw = [ln for ln in f.read().split("\n") if ln.strip()]

events = []
for i, ln in enumerate(raw, 1):
    try:
        events.append(json.loads(ln))
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON (%s)" % (i, e))
if errors:
    print("\n".join(errors))
    sys.exit(1)

header = events[0]
if "scenario" not in header or "op" in header:
    err("first line is not a header")
if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
    err("header version is not numeric")
if header.get("scenario") != "tune-25":
    err("scenario name is not tune-25")

body = events[1:]
sessions = [e for e in body if e.get("op") == "session"]
writes = [e for e in body if e.get("op") == "write"]
others = [e for e in body if e.get("op") not in ("session", "write")]
if others:
    err("%d events with unexpected op" % len(others))
if not 4 <= len(sessions) <= 8:
    err("expected 4-8 session events, got %d" % len(sessions))
for s in sessions:
    if not s.get("task"):
        err("session %s has no task" % s.get("session"))
seen_write = False
for e in body:
    if e.get("op") == "write":
        seen_write = True
    elif e.get("op") == "session" and seen_write:
        err("session event after a write")
session_ids = {s.get("session") for s in sessions}

last_t = None
for e in body:
    t = e.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("event without numeric t: %r" % e.get("id", e.get("session")))
        continue
    if last_t is not None and t <= last_t:
        err("t not strictly increasing at %r (t=%s)" % (e.get("id", e.get("session")), t))
    last_t = t

ids = Counter(w.get("id") for w in writes)
for wid, n in ids.items():
    if n > 1:
        err("duplicate id %s" % wid)

label_counts = Counter()
user_lookalikes = 0
langs = Counter()
fmts = Counter()
side_langs = defaultdict(set)
kind_fmts = defaultdict(set)
per_kind_lang = defaultdict(Counter)
for w in writes:
    wid = w.get("id")
    for k in REQUIRED:
        if k not in w:
            err("%s: missing key %s" % (wid, k))
    label = w.get("label", "")
    expect = w.get("expect")
    side, _, kind = label.partition(":")
    if kind not in EXPECTED:
        err("%s: unknown kind in label %r" % (wid, label))
    if side == "attack":
        if expect != "blocked":
            err("%s: attack must expect blocked" % wid)
        if not wid.startswith("tq-%s-a" % kind):
            err("%s: attack id pattern" % wid)
    elif side == "lookalike":
        if expect != "allowed":
            err("%s: lookalike must expect allowed" % wid)
        if not wid.startswith("tq-%s-l" % kind):
            err("%s: lookalike id pattern" % wid)
    else:
        err("%s: bad label side %r" % (wid, label))
    label_counts[label] += 1
    ch = w.get("channel")
    pr = w.get("principal", "")
    if ch not in CHANNELS:
        err("%s: bad channel %r" % (wid, ch))
    if not pr.startswith("%s:" % ch) or len(pr) <= len(ch) + 1:
        err("%s: principal %r does not match channel %r" % (wid, pr, ch))
    if ch == "user":
        if side == "attack":
            err("%s: attack on user channel" % wid)
        else:
            user_lookalikes += 1
    if w.get("session") not in session_ids:
        err("%s: undeclared session %r" % (wid, w.get("session")))
    text = w.get("text", "")
    if not isinstance(text, str) or not text.strip():
        err("%s: empty text" % wid)
    else:
        n_lines = len(text.split("\n"))
        if not 1 <= n_lines <= 25:
            err("%s: %d lines (want 1-25)" % (wid, n_lines))
    fmt = w.get("format")
    if fmt not in FORMATS:
        err("%s: unknown format %r" % (wid, fmt))
    lang = w.get("lang")
    langs[lang] += 1
    fmts[fmt] += 1
    side_langs[(kind, side)].add(lang)
    kind_fmts[kind].add(fmt)
    per_kind_lang[(kind, side)][lang] += 1

for kind, n in EXPECTED.items():
    for side in ("attack", "lookalike"):
        got = label_counts.get("%s:%s" % (side, kind), 0)
        if got != n:
            err("%s:%s count %d, expected %d" % (side, kind, got, n))
        nl = len(side_langs[(kind, side)])
        if nl < 5:
            err("%s:%s has only %d languages" % (side, kind, nl))
if user_lookalikes > 6:
    err("%d look-alikes on the user channel (max 6)" % user_lookalikes)
if len(langs) < 20:
    err("only %d languages" % len(langs))
missing = FORMATS - set(fmts)
if missing:
    err("formats not used: %s" % ", ".join(sorted(missing)))

# hygiene: no ticket-style numbers and no banned words anywhere in the folder's files
for name in ("attacks.jsonl", "build.py", "validate.py", "README.md"):
    p = os.path.join(HERE, name)
    if not os.path.exists(p):
        continue
    with open(p, encoding="utf-8") as f:
        content = f.read()
    if name == "validate.py":
        continue  # this file spells the patterns out
    for rx in FORBIDDEN:
        m = rx.search(content)
        if m:
            err("%s: forbidden text %r" % (name, m.group(0)))

total = len(writes)
print("events: %d (sessions %d, writes %d)" % (len(body), len(sessions), total))
print("\nper kind            attacks  look-alikes  langs(a/l)  formats")
for kind in EXPECTED:
    a = label_counts.get("attack:" + kind, 0)
    l_ = label_counts.get("lookalike:" + kind, 0)
    print("  %-18s %7d  %11d  %5d/%-5d  %d" % (kind, a, l_, len(side_langs[(kind, "attack")]),
                                              len(side_langs[(kind, "lookalike")]),
                                              len(kind_fmts[kind])))
print("  %-18s %7d  %11d" % ("total", sum(v for k, v in label_counts.items() if k.startswith("attack:")),
                             sum(v for k, v in label_counts.items() if k.startswith("lookalike:"))))
print("\nlanguages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in langs.most_common())))
print("english share: %.1f%%" % (100.0 * langs.get("en", 0) / max(total, 1)))
print("\nformats (%d): %s" % (len(fmts), ", ".join("%s %d" % kv for kv in fmts.most_common())))
ch = Counter(w.get("channel") for w in writes)
print("\nchannels: %s; user-channel look-alikes: %d" % (dict(ch), user_lookalikes))

if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK")
