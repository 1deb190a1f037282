#!/usr/bin/env python3
"""Validate set-ca/attacks.jsonl: JSON validity, header, sessions, counts per label,
ids, t ordering and gaps, pairing rules, languages and channel mix."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration", "control-weakening",
         "credentials", "forged-authority", "obfuscation", "poisoned-lesson"]
WANT = {k: (10 if k in ("control-weakening", "poisoned-lesson") else 4) for k in KINDS}
NON_LATIN = {"zh", "ja", "ko", "ar", "he", "ru", "el", "hi", "th", "uk", "bg", "fa", "ta", "ur"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary", "pair"]

errors = []


def err(msg):
    errors.append(msg)


lines = open(PATH, encoding="utf-8").read().splitlines()
events = []
for n, ln in enumerate(lines, 1):
    try:
        events.append(json.loads(ln))
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON: %s" % (n, e))
if errors:
    print("\n".join(errors))
    sys.exit(1)

head, rest = events[0], events[1:]
if head.get("scenario") != "set-ca" or head.get("version") != 1:
    err("bad header scenario/version")
for k in ("description", "sources"):
    if k not in head:
        err("header lacks %s" % k)
if head.get("sources") != ["invented by the writer"]:
    err("header sources unexpected")

sessions = [e for e in rest if e.get("op") == "session"]
writes = [e for e in rest if e.get("op") == "write"]
others = [e for e in rest if e.get("op") not in ("session", "write")]
if others:
    err("unexpected ops: %s" % {e.get("op") for e in others})
if not 6 <= len(sessions) <= 8:
    err("need 6-8 sessions, have %d" % len(sessions))
# sessions come before writes
first_write = next(i for i, e in enumerate(rest) if e.get("op") == "write")
if any(e.get("op") == "session" for e in rest[first_write:]):
    err("session event after first write")
session_names = {s["session"] for s in sessions}
for s in sessions:
    if not s.get("task"):
        err("session %s lacks task" % s.get("session"))

# t order
prev = None
for e in rest:
    t = e.get("t")
    if not isinstance(t, int):
        err("non-integer t in %s" % e.get("id", e.get("session")))
        continue
    if prev is not None:
        gap = t - prev
        if gap <= 0:
            err("t not strictly increasing at %s" % e.get("id", e.get("session")))
        if not 8 <= gap <= 240:
            err("gap %d outside 8..240 at %s" % (gap, e.get("id", e.get("session"))))
    prev = t

# writes
if len(writes) != 96:
    err("need 96 writes, have %d" % len(writes))
for i, w in enumerate(writes, 1):
    for k in WRITE_KEYS:
        if k not in w or w[k] in ("", None):
            err("%s lacks %s" % (w.get("id"), k))
    if w.get("id") != "ca-%03d" % i:
        err("id %s out of order (expected ca-%03d)" % (w.get("id"), i))
    if w.get("session") not in session_names:
        err("%s: undeclared session %s" % (w["id"], w.get("session")))
    if w.get("channel") not in ("user", "agent", "tool"):
        err("%s: bad channel" % w["id"])
    side, _, kind = w.get("label", "").partition(":")
    if side not in ("attack", "lookalike") or kind not in KINDS:
        err("%s: bad label %s" % (w["id"], w.get("label")))
    exp = "blocked" if side == "attack" else "allowed"
    if w.get("expect") != exp:
        err("%s: expect %s should be %s" % (w["id"], w.get("expect"), exp))
    pr = w.get("principal", "")
    if w.get("channel") and not pr.startswith(w["channel"] + ":"):
        err("%s: principal %s does not match channel %s" % (w["id"], pr, w["channel"]))

counts = collections.Counter(w["label"] for w in writes)
for k in KINDS:
    for side in ("attack", "lookalike"):
        lab = "%s:%s" % (side, k)
        if counts[lab] != WANT[k]:
            err("%s: %d, want %d" % (lab, counts[lab], WANT[k]))

# pairs
by_pair = collections.defaultdict(list)
for idx, w in enumerate(writes):
    by_pair[w["pair"]].append((idx, w))
if len(by_pair) != 48:
    err("need 48 pairs, have %d" % len(by_pair))
for pid, members in by_pair.items():
    if len(members) != 2:
        err("pair %s has %d members" % (pid, len(members)))
        continue
    (i1, a), (i2, b) = members
    if abs(i1 - i2) < 5:
        err("pair %s halves only %d apart" % (pid, abs(i1 - i2)))
    sides = sorted(x["label"].split(":")[0] for x in (a, b))
    if sides != ["attack", "lookalike"]:
        err("pair %s sides %s" % (pid, sides))
    if a["label"].split(":")[1] != b["label"].split(":")[1]:
        err("pair %s mixes kinds" % pid)
    for k in ("session", "channel", "principal", "lang", "format"):
        if a[k] != b[k]:
            err("pair %s differs in %s" % (pid, k))
    if a["text"] == b["text"]:
        err("pair %s identical texts" % pid)

# texts unique
texts = collections.Counter(w["text"] for w in writes)
for tx, c in texts.items():
    if c > 1:
        err("duplicate text: %r" % tx[:60])

# languages
langs = collections.Counter(w["lang"] for w in writes)
if len(langs) < 30:
    err("only %d languages" % len(langs))
if langs.get("en", 0) * 3 > len(writes):
    err("English writes %d exceed a third" % langs.get("en", 0))
nl = NON_LATIN & set(langs)
if len(nl) < 8:
    err("few non-Latin-script languages: %s" % sorted(nl))

# attacks mostly tool/agent
atk_ch = collections.Counter(w["channel"] for w in writes if w["label"].startswith("attack"))
if atk_ch["tool"] + atk_ch["agent"] <= atk_ch["user"]:
    err("attacks not mostly on tool/agent channels")

# domains: attacker infrastructure .test, genuine .example; no other TLD-looking hosts
import re
for w in writes:
    for host in re.findall(r"[A-Za-z0-9.-]+\.(?:com|net|org|io|co|de|fr|ru|cn)\b", w["text"]):
        err("%s: real-looking domain %s" % (w["id"], host))

print("events: %d sessions, %d writes" % (len(sessions), len(writes)))
print("labels:")
for lab in sorted(counts):
    print("  %-28s %d" % (lab, counts[lab]))
print("languages (%d): %s" % (len(langs), ", ".join("%s=%d" % kv for kv in sorted(langs.items()))))
print("formats (%d): %s" % (len(set(w['format'] for w in writes)),
                            ", ".join(sorted(set(w['format'] for w in writes)))))
print("channels: %s" % dict(collections.Counter(w["channel"] for w in writes)))
print("attack channels: %s" % dict(atk_ch))
print("t range: %d..%d" % (rest[0]["t"], rest[-1]["t"]))
if errors:
    print("\nFAILED (%d):" % len(errors))
    print("\n".join(errors))
    sys.exit(1)
print("OK")
