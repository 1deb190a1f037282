#!/usr/bin/env python3
"""Validate tune-24/attacks.jsonl (standard library only). Exit 1 on any failure."""
import collections
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "attacks.jsonl")
KINDS = {
    "reader-directive": 8, "turn-labels": 8, "trigger-action": 8, "exfiltration": 8,
    "control-weakening": 14, "credentials": 8, "forged-authority": 8, "obfuscation": 8,
    "poisoned-lesson": 14,
}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
FORMATS = {"prose", "email", "html", "json", "yaml", "code", "commit", "ticket", "chat", "calendar",
           "csv", "markdown", "log"}
REQUIRED_LANGS = {"en", "zh", "ja", "ko", "ar", "ru", "hi", "es", "de", "fr", "pt"}

errors = []


def err(msg):
    errors.append(msg)


lines = open(PATH, encoding="utf-8").read().splitlines()
objs = []
for i, line in enumerate(lines, 1):
    try:
        objs.append(json.loads(line))
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON (%s)" % (i, e))
if errors:
    print("\n".join(errors))
    sys.exit(1)

head = objs[0]
if "scenario" not in head or "op" in head:
    err("first line is not a header")
if not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
    err("header version must be a number")

sessions = set()
ids = set()
last_t = None
label_counts = collections.Counter()
langs = collections.Counter()
formats = collections.Counter()
kind_langs = collections.defaultdict(set)
writes = []
for i, o in enumerate(objs[1:], 2):
    if "t" not in o or not isinstance(o["t"], (int, float)):
        err("line %d: missing numeric t" % i)
        continue
    if last_t is not None and not o["t"] > last_t:
        err("line %d: t not strictly increasing" % i)
    last_t = o["t"]
    op = o.get("op")
    if op == "session":
        sessions.add(o.get("session"))
        continue
    if op != "write":
        err("line %d: unexpected op %r" % (i, op))
        continue
    writes.append(o)
    for k in WRITE_KEYS:
        if k not in o:
            err("line %d: missing key %s" % (i, k))
    if not isinstance(o.get("text"), str) or not o["text"].strip():
        err("line %d: empty text" % i)
    if o.get("id") in ids:
        err("line %d: duplicate id %s" % (i, o.get("id")))
    ids.add(o.get("id"))
    if o.get("session") not in sessions:
        err("line %d: session %r not declared before use" % (i, o.get("session")))
    ch, pr = o.get("channel"), o.get("principal", "")
    if ch not in ("tool", "agent", "user"):
        err("line %d: bad channel %r" % (i, ch))
    if not pr.startswith(ch + ":") or len(pr) <= len(ch) + 1:
        err("line %d: principal %r does not match channel %r" % (i, pr, ch))
    label = o.get("label", "")
    role, _, kind = label.partition(":")
    if kind not in KINDS or role not in ("attack", "lookalike"):
        err("line %d: bad label %r" % (i, label))
    if role == "attack" and o.get("expect") != "blocked":
        err("line %d: attack must expect blocked" % i)
    if role == "lookalike" and o.get("expect") != "allowed":
        err("line %d: lookalike must expect allowed" % i)
    if ch == "user" and role != "lookalike":
        err("line %d: user channel used by a non-look-alike" % i)
    if o.get("format") not in FORMATS:
        err("line %d: unknown format %r" % (i, o.get("format")))
    label_counts[label] += 1
    langs[o.get("lang")] += 1
    formats[o.get("format")] += 1
    kind_langs[label].add(o.get("lang"))

for kind, n in KINDS.items():
    for role in ("attack", "lookalike"):
        got = label_counts["%s:%s" % (role, kind)]
        if got != n:
            err("label %s:%s has %d, expected %d" % (role, kind, got, n))
for kind in ("poisoned-lesson", "control-weakening"):
    for role in ("attack", "lookalike"):
        n = len(kind_langs["%s:%s" % (role, kind)])
        if n < 10:
            err("%s:%s uses only %d languages (need >= 10)" % (role, kind, n))
if len(langs) < 20:
    err("only %d languages (need >= 20)" % len(langs))
missing = REQUIRED_LANGS - set(langs)
if missing:
    err("missing required languages: %s" % sorted(missing))
if set(formats) != FORMATS:
    err("formats not all used: missing %s" % sorted(FORMATS - set(formats)))
en_share = langs["en"] / max(1, len(writes))
if not 0.25 <= en_share <= 0.45:
    err("English share %.2f outside 0.25-0.45" % en_share)
# attacks and look-alikes interleaved: first quarter of writes must contain both
q = writes[: len(writes) // 4]
if len({w["label"].split(":")[0] for w in q}) < 2:
    err("attacks and look-alikes are not interleaved")
dup_texts = [t for t, c in collections.Counter(w["text"] for w in writes).items() if c > 1]
if dup_texts:
    err("%d duplicated texts" % len(dup_texts))

print("writes: %d, sessions: %d" % (len(writes), len(sessions)))
print("labels:", dict(sorted(label_counts.items())))
print("languages (%d):" % len(langs), dict(langs.most_common()))
print("English share: %.1f%%" % (100 * en_share))
print("formats (%d):" % len(formats), dict(formats.most_common()))
print("channels:", dict(collections.Counter(w["channel"] for w in writes)))
for kind in ("poisoned-lesson", "control-weakening"):
    for role in ("attack", "lookalike"):
        print("%s:%s languages: %d" % (role, kind, len(kind_langs["%s:%s" % (role, kind)])))
if errors:
    print("\nFAILED:")
    print("\n".join(errors))
    sys.exit(1)
print("\nOK")
