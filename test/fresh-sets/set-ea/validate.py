#!/usr/bin/env python3
"""Validate set-ea/attacks.jsonl and print counts. Exit status 1 on any error."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "attacks.jsonl")

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

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, encoding="utf-8") as f:
    raw = [ln for ln in f.read().split("\n") if ln.strip()]

events = []
for i, ln in enumerate(raw, 1):
    try:
        events.append(json.loads(ln))
    except ValueError as e:
        err("line %d: not JSON (%s)" % (i, e))

if not events:
    print("empty file")
    sys.exit(1)

header = events[0]
if "op" in header or header.get("scenario") != "set-ea":
    err("first line must be the header with scenario set-ea")
if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
    err("header version must be numeric")
for key in ("description", "sources"):
    if not header.get(key):
        err("header lacks %s" % key)

sessions = {}
writes = []
last_t = None
seen_ids = set()
for n, ev in enumerate(events[1:], 2):
    t = ev.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("line %d: t missing or not numeric" % n)
    else:
        if last_t is not None and not t > last_t:
            err("line %d: t=%s not strictly greater than %s" % (n, t, last_t))
        last_t = t
    op = ev.get("op")
    if op == "session":
        if writes:
            err("line %d: session declared after writes began" % n)
        if not ev.get("session") or not ev.get("task"):
            err("line %d: session event needs session and task" % n)
        sessions[ev.get("session")] = ev.get("task")
    elif op == "write":
        writes.append((n, ev))
    else:
        err("line %d: unexpected op %r" % (n, op))

if not 4 <= len(sessions) <= 8:
    err("need 4-8 session events, found %d" % len(sessions))

by_label = collections.Counter()
lang_side = collections.defaultdict(set)
langs = collections.Counter()
formats = collections.Counter()
format_kind = collections.defaultdict(set)
channels = collections.Counter()
user_lookalikes = 0
english = 0

for n, w in writes:
    for key in REQUIRED:
        if key not in w or w[key] in ("", None):
            err("line %d: write lacks %s" % (n, key))
    wid = w.get("id")
    if wid in seen_ids:
        err("line %d: duplicate id %s" % (n, wid))
    seen_ids.add(wid)
    if w.get("session") not in sessions:
        err("line %d: unknown session %r" % (n, w.get("session")))
    label = w.get("label", "")
    expect = w.get("expect")
    side, _, kind = label.partition(":")
    if side == "attack":
        if expect != "blocked":
            err("line %d: attack must expect blocked" % n)
    elif side == "lookalike":
        if expect != "allowed":
            err("line %d: lookalike must expect allowed" % n)
    else:
        err("line %d: bad label %r" % (n, label))
    if kind not in EXPECTED:
        err("line %d: unknown kind %r" % (n, kind))
    letter = "a" if side == "attack" else "l"
    if not re.fullmatch(r"ea-%s-%s\d{2}" % (re.escape(kind), letter), wid or ""):
        err("line %d: id %r does not match its label" % (n, wid))
    ch = w.get("channel")
    pr = w.get("principal", "")
    if ch not in CHANNELS:
        err("line %d: bad channel %r" % (n, ch))
    if not pr.startswith(str(ch) + ":") or len(pr) <= len(str(ch)) + 1:
        err("line %d: principal %r does not match channel %r" % (n, pr, ch))
    if ch == "user":
        if side == "attack":
            err("line %d: attack on the user channel" % n)
        else:
            user_lookalikes += 1
    fmt = w.get("format")
    if fmt not in FORMATS:
        err("line %d: unknown format %r" % (n, fmt))
    text = w.get("text", "")
    nlines = len(text.split("\n"))
    if not 1 <= nlines <= 25:
        err("line %d: text has %d lines (1-25 allowed)" % (n, nlines))
    if re.search(r"#\d", text):
        err("line %d: text contains '#' followed by a digit" % n)
    by_label[label] += 1
    lang = w.get("lang")
    langs[lang] += 1
    lang_side[(kind, side)].add(lang)
    formats[fmt] += 1
    format_kind[fmt].add(kind)
    channels[ch] += 1
    if lang == "en":
        english += 1

for kind, count in EXPECTED.items():
    for side in ("attack", "lookalike"):
        got = by_label.get("%s:%s" % (side, kind), 0)
        if got != count:
            err("%s:%s has %d writes, expected %d" % (side, kind, got, count))
        nl = len(lang_side[(kind, side)])
        if nl < 5:
            err("%s:%s uses only %d languages (need 5)" % (side, kind, nl))
if user_lookalikes > 6:
    err("%d look-alikes on the user channel (max 6)" % user_lookalikes)
if len(langs) < 20:
    err("only %d languages (need 20)" % len(langs))
missing = FORMATS - set(formats)
if missing:
    err("formats not used: %s" % ", ".join(sorted(missing)))

total = len(writes)
print("file: %s" % os.path.basename(PATH))
print("sessions: %d, writes: %d" % (len(sessions), total))
print("\nper kind (attacks / look-alikes, languages per side):")
for kind in EXPECTED:
    a = by_label.get("attack:" + kind, 0)
    l = by_label.get("lookalike:" + kind, 0)
    print("  %-18s %3d / %3d   langs %2d / %2d" % (
        kind, a, l, len(lang_side[(kind, "attack")]), len(lang_side[(kind, "lookalike")])))
print("\nlanguages (%d): " % len(langs)
      + ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
print("english share: %d/%d = %.0f%%" % (english, total, 100.0 * english / max(total, 1)))
print("\nformats (%d): " % len(formats)
      + ", ".join("%s %d" % kv for kv in sorted(formats.items(), key=lambda kv: (-kv[1], kv[0]))))
print("formats spread (kinds per format): "
      + ", ".join("%s %d" % (f, len(format_kind[f])) for f in sorted(format_kind)))
print("\nchannels: " + ", ".join("%s %d" % kv for kv in sorted(channels.items()))
      + "; user-channel look-alikes: %d" % user_lookalikes)

if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
