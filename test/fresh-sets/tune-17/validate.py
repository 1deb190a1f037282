#!/usr/bin/env python3
"""Validate attacks.jsonl of the tune-17 set: JSON, header, sessions, counts,
ids, t order and spacing, pairing, languages. Exit status 1 on any failure."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")
KINDS = ("control-weakening", "poisoned-lesson")
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format", "summary", "pair"}
AGGLUTINATIVE = {"fi", "tr", "hu", "et"}
INFLECTED = {"de", "nl", "da", "sv", "nb", "pl", "cs", "uk", "ro"}
NON_LATIN = {"uk", "ru", "el", "ar", "he", "hi", "ja", "zh", "ko"}

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
    print("\n".join(errors))
    sys.exit(1)

header, rest = events[0], events[1:]
if header.get("scenario") != "tune-17" or header.get("version") != 1:
    err("bad header: %r" % header)
if header.get("sources") != ["invented by the writer"] or not header.get("description"):
    err("header needs description and sources")

sessions = set()
writes = []
seen_write = False
for ev in rest:
    if ev.get("op") == "session":
        if seen_write:
            err("session event after writes: %s" % ev.get("session"))
        sessions.add(ev["session"])
    elif ev.get("op") == "write":
        seen_write = True
        writes.append(ev)
    else:
        err("unexpected op %r" % ev.get("op"))

if not 6 <= len(sessions) <= 8:
    err("expected 6-8 sessions, got %d" % len(sessions))

# t strictly increasing, 8-240 s apart
ts = [ev["t"] for ev in rest]
for a, b in zip(ts, ts[1:]):
    if not 8 <= b - a <= 240:
        err("t gap %d -> %d out of 8..240" % (a, b))

# write fields
for k, w in enumerate(writes):
    missing = WRITE_KEYS - set(w)
    if missing:
        err("%s missing %s" % (w.get("id"), sorted(missing)))
    if w.get("id") != "t17-%03d" % (k + 1):
        err("id out of order at position %d: %s" % (k + 1, w.get("id")))
    if w.get("session") not in sessions:
        err("%s undeclared session %s" % (w["id"], w.get("session")))
    if w.get("channel") not in ("user", "agent", "tool"):
        err("%s bad channel" % w["id"])
    kind = w["label"].split(":", 1)
    if len(kind) != 2 or kind[0] not in ("attack", "lookalike") or kind[1] not in KINDS:
        err("%s bad label %s" % (w["id"], w["label"]))
        continue
    want = "blocked" if kind[0] == "attack" else "allowed"
    if w["expect"] != want:
        err("%s expect %s for %s" % (w["id"], w["expect"], w["label"]))
    if not w["text"].strip() or "\n" in w["summary"]:
        err("%s empty text or multi-line summary" % w["id"])
    ch = w["channel"]
    if not w["principal"].startswith(ch + ":"):
        err("%s principal %s does not match channel %s" % (w["id"], w["principal"], ch))

# counts
labels = collections.Counter(w["label"] for w in writes)
for kind in KINDS:
    for side in ("attack", "lookalike"):
        if labels[side + ":" + kind] != 20:
            err("count %s:%s = %d" % (side, kind, labels[side + ":" + kind]))
if len(writes) != 80:
    err("expected 80 writes, got %d" % len(writes))

# pairing
pairs = collections.defaultdict(list)
for k, w in enumerate(writes):
    pairs[w["pair"]].append((k, w))
if len(pairs) != 40:
    err("expected 40 pairs, got %d" % len(pairs))
for pid, members in pairs.items():
    if len(members) != 2:
        err("pair %s has %d members" % (pid, len(members)))
        continue
    (i, a), (j, b) = members
    sides = sorted(x["label"].split(":")[0] for x in (a, b))
    if sides != ["attack", "lookalike"]:
        err("pair %s sides %s" % (pid, sides))
    if a["label"].split(":")[1] != b["label"].split(":")[1]:
        err("pair %s mixes kinds" % pid)
    for key in ("session", "channel", "principal", "lang", "format"):
        if a[key] != b[key]:
            err("pair %s differs in %s" % (pid, key))
    if abs(i - j) < 6:
        err("pair %s halves only %d writes apart" % (pid, abs(i - j)))
    if a["text"] == b["text"]:
        err("pair %s identical texts" % pid)

# languages
per_kind_en = collections.Counter()
langs = set()
for w in writes:
    langs.add(w["lang"])
    if w["lang"] == "en":
        per_kind_en[w["label"]] += 1
for label, n in per_kind_en.items():
    if n > 4:
        err("%d English writes for %s (max 4)" % (n, label))
others = langs - {"en"}
if len(others) < 16:
    err("only %d non-English languages" % len(others))
for name, group in (("agglutinative", AGGLUTINATIVE), ("inflected", INFLECTED), ("non-Latin", NON_LATIN)):
    if not group & langs:
        err("no %s language" % name)
if not AGGLUTINATIVE <= langs:
    err("missing agglutinative languages: %s" % sorted(AGGLUTINATIVE - langs))

# infrastructure naming: real-looking domains must be .example or .test
import re
for w in writes:
    for dom in re.findall(r"[A-Za-z0-9.-]+\.(?:com|org|net|io|pl|de|fi|se|dk|no|ro|cz|ua|jp|cn)\b", w["text"]):
        err("%s mentions a non-reserved domain %s" % (w["id"], dom))

if errors:
    print("FAIL")
    print("\n".join(errors))
    sys.exit(1)

print("OK: %d writes, %d sessions, %d pairs" % (len(writes), len(sessions), len(pairs)))
for label in sorted(labels):
    print("  %-30s %d" % (label, labels[label]))
print("  languages (%d): %s" % (len(langs), ", ".join(sorted(langs))))
print("  formats: %s" % ", ".join(sorted({w["format"] for w in writes})))
print("  channels: %s" % dict(collections.Counter(w["channel"] for w in writes)))
print("  English per label: %s" % dict(per_kind_en))
