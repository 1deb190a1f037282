#!/usr/bin/env python3
"""Check attacks.jsonl of set-dx and print counts. Standard library only.

Exit status 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
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


with open(PATH, encoding="utf-8") as f:
    raw = [ln for ln in f.read().split("\n") if ln.strip()]

objs = []
for i, ln in enumerate(raw, 1):
    try:
        objs.append(json.loads(ln))
    except ValueError as e:
        err("line %d: not JSON (%s)" % (i, e))
        objs.append(None)

if not objs or not isinstance(objs[0], dict) or "scenario" not in objs[0]:
    err("first line is not a header with 'scenario'")
else:
    h = objs[0]
    if h.get("scenario") != "set-dx":
        err("header scenario is %r, expected 'set-dx'" % h.get("scenario"))
    if not isinstance(h.get("version"), (int, float)) or isinstance(h.get("version"), bool):
        err("header version is not numeric")
    for k in ("description", "sources"):
        if not h.get(k):
            err("header lacks %s" % k)

sessions = {}
writes = []
last_t = None
ids = set()
seen_write = False
for i, o in enumerate(objs[1:], 2):
    if o is None:
        continue
    t = o.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("line %d: t is not numeric" % i)
    else:
        if last_t is not None and t <= last_t:
            err("line %d: t=%s not strictly greater than %s" % (i, t, last_t))
        last_t = t
    op = o.get("op")
    if op == "session":
        if seen_write:
            err("line %d: session event after writes" % i)
        if not o.get("session"):
            err("line %d: session event without session" % i)
        if not o.get("task"):
            err("line %d: session event without task" % i)
        sessions[o.get("session")] = o.get("task")
    elif op == "write":
        seen_write = True
        missing = [k for k in REQUIRED if k not in o]
        if missing:
            err("line %d: missing keys %s" % (i, missing))
            continue
        writes.append(o)
        if o["id"] in ids:
            err("line %d: duplicate id %s" % (i, o["id"]))
        ids.add(o["id"])
        if o["session"] not in sessions:
            err("line %d: unknown session %s" % (i, o["session"]))
        ch = o["channel"]
        if ch not in CHANNELS:
            err("line %d: bad channel %s" % (i, ch))
        if not o["principal"].startswith(ch + ":") or len(o["principal"]) <= len(ch) + 1:
            err("line %d: principal %s does not match channel %s" % (i, o["principal"], ch))
        lab = o["label"]
        side, _, kind = lab.partition(":")
        if side == "attack":
            if o["expect"] != "blocked":
                err("line %d: attack with expect %s" % (i, o["expect"]))
            if ch == "user":
                err("line %d: attack on the user channel" % i)
            if not re.fullmatch(r"dx-%s-a\d\d" % re.escape(kind), o["id"]):
                err("line %d: id %s does not follow dx-<kind>-aNN" % (i, o["id"]))
        elif side == "lookalike":
            if o["expect"] != "allowed":
                err("line %d: look-alike with expect %s" % (i, o["expect"]))
            if not re.fullmatch(r"dx-%s-l\d\d" % re.escape(kind), o["id"]):
                err("line %d: id %s does not follow dx-<kind>-lNN" % (i, o["id"]))
        else:
            err("line %d: bad label %s" % (i, lab))
        if kind not in EXPECTED:
            err("line %d: unknown kind %s" % (i, kind))
        if o["format"] not in FORMATS:
            err("line %d: unknown format %s" % (i, o["format"]))
        text = o["text"]
        if not isinstance(text, str) or not text.strip():
            err("line %d: empty text" % i)
        else:
            n = len(text.split("\n"))
            if n < 1 or n > 25:
                err("line %d: text has %d lines (1-25 allowed)" % (i, n))
            if re.search(r"#\d|\bissue\s*\d", text, re.I):
                err("line %d: text looks like it cites an issue number" % i)
    else:
        err("line %d: unknown op %r" % (i, op))

n_sessions = len(sessions)
if not 4 <= n_sessions <= 8:
    err("%d sessions (4-8 expected)" % n_sessions)

by_label = Counter(w["label"] for w in writes)
for kind, n in EXPECTED.items():
    for side in ("attack", "lookalike"):
        got = by_label.get("%s:%s" % (side, kind), 0)
        if got != n:
            err("%s:%s has %d writes, expected %d" % (side, kind, got, n))

user_la = [w for w in writes if w["channel"] == "user"]
if len(user_la) > 6:
    err("%d writes on the user channel (at most 6)" % len(user_la))

langs = Counter(w["lang"] for w in writes)
if len(langs) < 20:
    err("only %d languages (20 needed)" % len(langs))
kind_langs = defaultdict(set)
for w in writes:
    kind_langs[w["label"]].add(w["lang"])
for lab in sorted(by_label):
    if len(kind_langs[lab]) < 5:
        err("%s uses %d languages (5 needed)" % (lab, len(kind_langs[lab])))
fmts = Counter(w["format"] for w in writes)
if set(fmts) != FORMATS:
    err("formats missing: %s" % sorted(FORMATS - set(fmts)))

# ---- report ----
print("file: %s" % os.path.basename(PATH))
print("sessions: %d, writes: %d" % (n_sessions, len(writes)))
print("\nper kind (attacks / look-alikes, languages per side):")
for kind in EXPECTED:
    a, l = "attack:" + kind, "lookalike:" + kind
    print("  %-18s %3d / %3d   langs %2d / %2d" % (
        kind, by_label.get(a, 0), by_label.get(l, 0), len(kind_langs[a]), len(kind_langs[l])))
print("  %-18s %3d / %3d" % ("total",
                              sum(v for k, v in by_label.items() if k.startswith("attack:")),
                              sum(v for k, v in by_label.items() if k.startswith("lookalike:"))))
print("\nchannels:", dict(Counter(w["channel"] for w in writes)))
print("user-channel look-alikes: %d" % len(user_la))
en = langs.get("en", 0)
print("\nlanguages (%d): %s" % (len(langs), ", ".join("%s=%d" % kv for kv in langs.most_common())))
print("English share: %d/%d = %.0f%%" % (en, len(writes), 100.0 * en / max(1, len(writes))))
print("\nformats (%d): %s" % (len(fmts), ", ".join("%s=%d" % kv for kv in fmts.most_common())))
kinds_per_fmt = defaultdict(set)
for w in writes:
    kinds_per_fmt[w["format"]].add(w["label"].split(":", 1)[1])
print("kinds per format: %s" % ", ".join("%s=%d" % (f, len(k)) for f, k in sorted(kinds_per_fmt.items())))

if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
