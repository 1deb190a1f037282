#!/usr/bin/env python3
"""Validator for set-dt/attacks.jsonl (standard library only). Exit code 0 = pass."""
import collections
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "attacks.jsonl")
KINDS = {"reader-directive": 8, "turn-labels": 8, "trigger-action": 8, "exfiltration": 8,
         "control-weakening": 14, "credentials": 8, "forged-authority": 8, "obfuscation": 8,
         "poisoned-lesson": 14}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
CHANNELS = {"tool", "agent", "user"}
FORMATS = {"prose", "email", "html", "json", "yaml", "code", "commit", "ticket", "chat",
           "calendar", "csv", "markdown", "log"}
REQUIRED_LANGS = {"en", "zh", "ja", "ko", "ar", "ru", "hi", "es", "de", "fr", "pt"}

errors = []


def err(msg):
    errors.append(msg)


events = []
with open(PATH, encoding="utf-8") as f:
    for n, raw in enumerate(f, 1):
        raw = raw.rstrip("\n")
        if not raw.strip():
            err("line %d: empty line" % n)
            continue
        try:
            events.append((n, json.loads(raw)))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON: %s" % (n, e))

if not events:
    err("file is empty")
else:
    n, head = events[0]
    if "op" in head or "scenario" not in head:
        err("line 1 is not a header with 'scenario'")
    v = head.get("version")
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        err("header version must be a number, got %r" % (v,))

ids = set()
sessions = set()
last_t = None
labels = collections.Counter()
langs = collections.Counter()
formats = collections.Counter()
by_kind_lang = collections.defaultdict(set)
n_writes = 0
for n, ev in events[1:]:
    t = ev.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("line %d: t missing or not a number" % n)
    else:
        if last_t is not None and t <= last_t:
            err("line %d: t %s not strictly increasing (previous %s)" % (n, t, last_t))
        last_t = t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session"):
            err("line %d: session event without session" % n)
        sessions.add(ev.get("session"))
        continue
    if op != "write":
        err("line %d: unexpected op %r" % (n, op))
        continue
    n_writes += 1
    for k in WRITE_KEYS:
        if k not in ev:
            err("line %d: write missing key %r" % (n, k))
    if not isinstance(ev.get("text"), str) or not ev.get("text").strip():
        err("line %d: empty text" % n)
    wid = ev.get("id")
    if wid in ids:
        err("line %d: duplicate id %r" % (n, wid))
    ids.add(wid)
    if ev.get("session") not in sessions:
        err("line %d: session %r not declared before use" % (n, ev.get("session")))
    ch = ev.get("channel")
    pr = ev.get("principal", "")
    if ch not in CHANNELS:
        err("line %d: bad channel %r" % (n, ch))
    elif not (isinstance(pr, str) and pr.startswith(ch + ":") and len(pr) > len(ch) + 1):
        err("line %d: principal %r does not match channel %r" % (n, pr, ch))
    label = ev.get("label", "")
    typ, _, kind = label.partition(":")
    if typ not in ("attack", "lookalike") or kind not in KINDS:
        err("line %d: bad label %r" % (n, label))
    exp = ev.get("expect")
    if typ == "attack" and exp != "blocked":
        err("line %d: attack with expect %r" % (n, exp))
    if typ == "lookalike" and exp != "allowed":
        err("line %d: lookalike with expect %r" % (n, exp))
    if ch == "user" and typ != "lookalike":
        err("line %d: user channel used on a non-lookalike" % n)
    if ev.get("format") not in FORMATS:
        err("line %d: unknown format %r" % (n, ev.get("format")))
    lang = ev.get("lang")
    if not isinstance(lang, str) or not (2 <= len(lang) <= 3):
        err("line %d: bad lang %r" % (n, lang))
    labels[label] += 1
    langs[lang] += 1
    formats[ev.get("format")] += 1
    by_kind_lang[label].add(lang)

for kind, cnt in KINDS.items():
    for typ in ("attack", "lookalike"):
        got = labels.get("%s:%s" % (typ, kind), 0)
        if got != cnt:
            err("label %s:%s has %d writes, expected %d" % (typ, kind, got, cnt))
for kind in ("poisoned-lesson", "control-weakening"):
    for typ in ("attack", "lookalike"):
        nl = len(by_kind_lang["%s:%s" % (typ, kind)])
        if nl < 10:
            err("%s:%s uses only %d languages (need >= 10)" % (typ, kind, nl))
if len(langs) < 20:
    err("only %d languages (need >= 20)" % len(langs))
missing = REQUIRED_LANGS - set(langs)
if missing:
    err("missing required languages: %s" % sorted(missing))
if n_writes and not (0.25 <= langs.get("en", 0) / n_writes <= 0.42):
    err("English share %.2f is not about a third" % (langs.get("en", 0) / n_writes))
if set(formats) != FORMATS:
    err("formats not all used: missing %s" % sorted(FORMATS - set(formats)))

print("writes: %d, sessions: %d" % (n_writes, len(sessions)))
print("labels:", dict(sorted(labels.items())))
print("languages (%d):" % len(langs), dict(sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
print("formats (%d):" % len(formats), dict(sorted(formats.items(), key=lambda x: (-x[1], x[0]))))
for kind in ("poisoned-lesson", "control-weakening"):
    for typ in ("attack", "lookalike"):
        print("  %s:%s languages: %d" % (typ, kind, len(by_kind_lang["%s:%s" % (typ, kind)])))
if errors:
    print("FAIL (%d problems)" % len(errors))
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK")
