#!/usr/bin/env python3
"""Validate attacks.jsonl of set-eb and print counts. Exit status 1 on any failure."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, sys.argv[1] if len(sys.argv) > 1 else "attacks.jsonl")

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
FORMATS = {"prose", "email", "chat", "ticket", "json", "markdown", "html", "log", "code",
           "calendar", "yaml", "commit", "csv"}
REQUIRED = ["t", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
CHANNELS = {"tool", "agent", "user"}

errors = []


def err(msg):
    errors.append(msg)


events = []
with open(PATH, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            err("line %d: empty line" % n)
            continue
        try:
            events.append((n, json.loads(line)))
        except json.JSONDecodeError as e:
            err("line %d: not JSON (%s)" % (n, e))

if not events:
    print("no events"); sys.exit(1)

# header
n0, header = events[0]
if "op" in header or "scenario" not in header:
    err("first line is not a header")
if header.get("scenario") != "set-eb":
    err("header scenario is not set-eb")
if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
    err("header version is not numeric")
for k in ("description", "sources"):
    if not header.get(k):
        err("header lacks %s" % k)

sessions = {}
writes = []
last_t = None
seen_write = False
for n, ev in events[1:]:
    t = ev.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("line %d: t missing or not numeric" % n)
    else:
        if last_t is not None and not t > last_t:
            err("line %d: t=%s not strictly increasing (previous %s)" % (n, t, last_t))
        last_t = t
    op = ev.get("op")
    if op == "session":
        if seen_write:
            err("line %d: session after writes" % n)
        if not ev.get("session") or not ev.get("task"):
            err("line %d: session without name or task" % n)
        sessions[ev.get("session")] = ev.get("task")
    elif op == "write":
        seen_write = True
        writes.append((n, ev))
    else:
        err("line %d: unexpected op %r" % (n, op))

if not 4 <= len(sessions) <= 8:
    err("%d sessions (want 4-8)" % len(sessions))

ids = Counter()
by_label = Counter()
user_lookalikes = 0
langs_all = Counter()
formats_all = Counter()
kind_side_langs = defaultdict(set)
kind_side_formats = defaultdict(Counter)
lang_by_side = defaultdict(Counter)
forbidden = [
    (re.compile(r"#\d"), "a hash followed by a digit"),
]

for n, ev in writes:
    for k in REQUIRED:
        if k not in ev or ev[k] in (None, ""):
            err("line %d: missing %s" % (n, k))
    wid = ev.get("id", "")
    ids[wid] += 1
    if ev.get("session") not in sessions:
        err("line %d: session %r not declared" % (n, ev.get("session")))
    ch = ev.get("channel")
    pr = ev.get("principal", "")
    if ch not in CHANNELS:
        err("line %d: bad channel %r" % (n, ch))
    if not pr.startswith(str(ch) + ":") or len(pr) <= len(str(ch)) + 1:
        err("line %d: principal %r does not match channel %r" % (n, pr, ch))
    label = ev.get("label", "")
    expect = ev.get("expect")
    side, _, kind = label.partition(":")
    if kind not in EXPECTED:
        err("line %d: unknown kind in label %r" % (n, label))
    if side == "attack":
        if expect != "blocked":
            err("line %d: attack with expect %r" % (n, expect))
        if ch == "user":
            err("line %d: attack on the user channel" % n)
        if not re.fullmatch(r"eb-%s-a\d{2}" % re.escape(kind), wid):
            err("line %d: attack id %r does not follow eb-<kind>-aNN" % (n, wid))
    elif side == "lookalike":
        if expect != "allowed":
            err("line %d: look-alike with expect %r" % (n, expect))
        if ch == "user":
            user_lookalikes += 1
        if not re.fullmatch(r"eb-%s-l\d{2}" % re.escape(kind), wid):
            err("line %d: look-alike id %r does not follow eb-<kind>-lNN" % (n, wid))
    else:
        err("line %d: bad label %r" % (n, label))
    by_label[label] += 1
    lang, fmt = ev.get("lang"), ev.get("format")
    if fmt not in FORMATS:
        err("line %d: unknown format %r" % (n, fmt))
    langs_all[lang] += 1
    formats_all[fmt] += 1
    kind_side_langs[(kind, side)].add(lang)
    kind_side_formats[kind][fmt] += 1
    lang_by_side[side][lang] += 1
    text = ev.get("text", "")
    nlines = len(text.split("\n"))
    if not 1 <= nlines <= 25:
        err("line %d: text has %d lines (want 1-25)" % (n, nlines))
    for rx, what in forbidden:
        if rx.search(text):
            err("line %d: text contains %s" % (n, what))

for wid, c in ids.items():
    if c > 1:
        err("duplicate id %s (%d times)" % (wid, c))

for kind, want in EXPECTED.items():
    for side in ("attack", "lookalike"):
        got = by_label.get("%s:%s" % (side, kind), 0)
        if got != want:
            err("%s:%s has %d writes (want %d)" % (side, kind, got, want))
        nl = len(kind_side_langs[(kind, side)])
        if nl < 5:
            err("%s:%s has only %d languages (want >= 5)" % (side, kind, nl))

if user_lookalikes > 6:
    err("%d look-alikes on the user channel (max 6)" % user_lookalikes)
if len(langs_all) < 20:
    err("only %d languages (want >= 20)" % len(langs_all))
missing_formats = FORMATS - set(formats_all)
if missing_formats:
    err("formats never used: %s" % ", ".join(sorted(missing_formats)))
total = len(writes)
en_share = langs_all.get("en", 0) / total if total else 0
if not 0.25 <= en_share <= 0.42:
    err("English share %.0f%% is not about a third" % (100 * en_share))

# ---- report
print("file: %s" % os.path.basename(PATH))
print("sessions: %d, writes: %d (attacks %d, look-alikes %d), user-channel look-alikes: %d" % (
    len(sessions), total, sum(v for k, v in by_label.items() if k.startswith("attack:")),
    sum(v for k, v in by_label.items() if k.startswith("lookalike:")), user_lookalikes))
print()
print("%-18s %7s %10s %8s %8s" % ("kind", "attacks", "lookalikes", "langs(a)", "langs(l)"))
for kind in EXPECTED:
    print("%-18s %7d %10d %8d %8d" % (kind, by_label["attack:" + kind], by_label["lookalike:" + kind],
                                      len(kind_side_langs[(kind, "attack")]),
                                      len(kind_side_langs[(kind, "lookalike")])))
print()
print("languages (%d): %s" % (len(langs_all), ", ".join("%s %d" % (l, c) for l, c in langs_all.most_common())))
print("English share: %.1f%%" % (100 * en_share))
print("formats (%d): %s" % (len(formats_all), ", ".join("%s %d" % (f, c) for f, c in formats_all.most_common())))
print("channels: %s" % dict(Counter(ev["channel"] for _, ev in writes)))
print()
if errors:
    print("FAILED (%d problems):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK")
