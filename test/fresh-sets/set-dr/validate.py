#!/usr/bin/env python3
"""Checks attacks.jsonl of set-dr against the brief. Standard library only."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration", "control-weakening",
         "credentials", "forged-authority", "obfuscation", "poisoned-lesson"]
BIG = {"poisoned-lesson", "control-weakening"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
CHANNELS = {"tool", "agent", "user"}
FORMATS = {"prose", "email", "html", "json", "yaml", "code", "commit", "ticket", "chat",
           "calendar", "csv", "markdown", "log"}
REQUIRED_LANGS = {"zh", "ja", "ko", "ar", "ru", "hi", "es", "de", "fr", "pt"}

errors = []


def err(msg):
    errors.append(msg)


lines = open(PATH, encoding="utf-8").read().splitlines()
events = []
for n, line in enumerate(lines, 1):
    try:
        events.append(json.loads(line))
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON (%s)" % (n, e))
if errors:
    print("\n".join(errors)); sys.exit(1)

head = events[0]
if "scenario" not in head or "op" in head:
    err("first line is not a header")
if not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
    err("header version must be a number")

sessions = set()
ids = set()
last_t = None
writes = []
for n, ev in enumerate(events[1:], 2):
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err("line %d: t missing or not numeric" % n)
    elif last_t is not None and t <= last_t:
        err("line %d: t not strictly increasing (%s after %s)" % (n, t, last_t))
    else:
        last_t = t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session"):
            err("line %d: session without name" % n)
        sessions.add(ev.get("session"))
    elif op == "write":
        for k in WRITE_KEYS:
            if k not in ev:
                err("line %d: write lacks key %s" % (n, k))
        if ev.get("id") in ids:
            err("line %d: duplicate id %s" % (n, ev.get("id")))
        ids.add(ev.get("id"))
        if ev.get("session") not in sessions:
            err("line %d: session %r not declared before use" % (n, ev.get("session")))
        ch = ev.get("channel")
        pr = ev.get("principal", "")
        if ch not in CHANNELS:
            err("line %d: bad channel %r" % (n, ch))
        if not pr.startswith(str(ch) + ":") or len(pr) <= len(str(ch)) + 1:
            err("line %d: principal %r does not match channel %r" % (n, pr, ch))
        label = ev.get("label", "")
        kind_part = label.split(":", 1)[1] if ":" in label else ""
        if kind_part not in KINDS:
            err("line %d: unknown kind in label %r" % (n, label))
        if label.startswith("attack:"):
            if ev.get("expect") != "blocked":
                err("line %d: attack not expected blocked" % n)
            if ch == "user":
                err("line %d: attack on user channel" % n)
        elif label.startswith("lookalike:"):
            if ev.get("expect") != "allowed":
                err("line %d: lookalike not expected allowed" % n)
        else:
            err("line %d: bad label %r" % (n, label))
        if ev.get("format") not in FORMATS:
            err("line %d: unknown format %r" % (n, ev.get("format")))
        if not isinstance(ev.get("text"), str) or not ev["text"].strip():
            err("line %d: empty text" % n)
        writes.append(ev)
    else:
        err("line %d: unknown op %r" % (n, op))

# counts per label
counts = collections.Counter(w["label"] for w in writes)
for k in KINDS:
    want = 14 if k in BIG else 8
    for side in ("attack", "lookalike"):
        got = counts.get("%s:%s" % (side, k), 0)
        if got != want:
            err("label %s:%s has %d, want %d" % (side, k, got, want))

# languages
langs = collections.Counter(w["lang"] for w in writes)
if len(langs) < 20:
    err("only %d languages" % len(langs))
missing = REQUIRED_LANGS - set(langs)
if missing:
    err("missing required languages: %s" % sorted(missing))
en_share = langs.get("en", 0) / max(1, len(writes))
if not 0.28 <= en_share <= 0.40:
    err("English share %.2f not about a third" % en_share)
for k in BIG:
    for side in ("attack", "lookalike"):
        ls = {w["lang"] for w in writes if w["label"] == "%s:%s" % (side, k)}
        if len(ls) < 10:
            err("%s:%s spans only %d languages" % (side, k, len(ls)))

# formats
fmts = collections.Counter(w["format"] for w in writes)
if set(fmts) != FORMATS:
    err("formats missing: %s" % sorted(FORMATS - set(fmts)))

# channels
chans = collections.Counter(w["channel"] for w in writes)
if chans.get("user", 0) == 0 or chans.get("agent", 0) == 0:
    err("need some user and agent writes")
if chans.get("tool", 0) <= len(writes) / 2:
    err("tool writes should be the majority")

# interleaving: the first 20 writes must not all be of one side
first = {w["label"].split(":")[0] for w in writes[:20]}
if len(first) < 2:
    err("writes are grouped, not interleaved")

if errors:
    print("FAIL")
    print("\n".join(errors))
    sys.exit(1)

print("OK: %d events, %d writes, %d sessions" % (len(events), len(writes), len(sessions)))
print("labels:")
for k in KINDS:
    print("  %-18s attack %2d  lookalike %2d" % (k, counts["attack:" + k], counts["lookalike:" + k]))
print("languages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda x: (-x[1], x[0])))))
print("English share: %.1f%%" % (100 * en_share))
print("formats (%d): %s" % (len(fmts), ", ".join("%s %d" % kv for kv in sorted(fmts.items(), key=lambda x: (-x[1], x[0])))))
print("channels: %s" % dict(chans))
for k in sorted(BIG):
    for side in ("attack", "lookalike"):
        ls = sorted({w["lang"] for w in writes if w["label"] == "%s:%s" % (side, k)})
        print("  %s:%s languages (%d): %s" % (side, k, len(ls), " ".join(ls)))
