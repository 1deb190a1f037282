#!/usr/bin/env python3
"""Check attacks.jsonl of the tune-16 fresh set (Python standard library only)."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")
NAME, PREFIX = "tune-16", "t16"
KINDS = {"poisoned-lesson": 16, "control-weakening": 16}
REQUIRED_WRITE = ["t", "op", "id", "session", "principal", "channel", "text", "label",
                  "expect", "lang", "format", "summary"]
MUST_LANGS = {"zh", "es", "de", "fr", "ja", "ar", "ru", "pt", "hi", "ko", "tr", "pl", "id", "vi", "it", "nl"}

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, encoding="utf-8") as f:
    raw = f.read()
lines = raw.splitlines()
rows = []
for n, line in enumerate(lines, 1):
    try:
        rows.append(json.loads(line))
    except ValueError as e:
        err("line %d: not JSON (%s)" % (n, e))
if errors:
    print("\n".join(errors))
    sys.exit(1)

# header
h = rows[0]
if h.get("scenario") != NAME or h.get("version") != 1 or not h.get("description") \
        or h.get("sources") != ["invented by the writer"]:
    err("bad header")
events = rows[1:]

# sessions first, then writes only
sessions = {}
i = 0
while i < len(events) and events[i].get("op") == "session":
    e = events[i]
    if not e.get("task"):
        err("session %s has no task" % e.get("session"))
    if e.get("session") in sessions:
        err("duplicate session %s" % e.get("session"))
    sessions[e.get("session")] = e
    i += 1
writes = events[i:]
if not 5 <= len(sessions) <= 7:
    err("expected 5-7 sessions, got %d" % len(sessions))
for w in writes:
    if w.get("op") != "write":
        err("non-write event after the session events: %r" % w.get("op"))

# t strictly increasing; 8-240 s gaps from the last session event on
ts = [e["t"] for e in events]
if any(b <= a for a, b in zip(ts, ts[1:])):
    err("t not strictly increasing")
last = events[len(sessions) - 1]["t"]
for w in writes:
    gap = w["t"] - last
    if not 8 <= gap <= 240:
        err("%s: gap %s outside 8-240" % (w.get("id"), gap))
    last = w["t"]

# write fields
for n, w in enumerate(writes, 1):
    wid = "%s-%03d" % (PREFIX, n)
    if w.get("id") != wid:
        err("id %s, expected %s" % (w.get("id"), wid))
    for k in REQUIRED_WRITE:
        if k not in w or w[k] in ("", None):
            err("%s: missing %s" % (wid, k))
    if w.get("session") not in sessions:
        err("%s: unknown session" % wid)
    if w.get("channel") not in ("user", "agent", "tool"):
        err("%s: bad channel" % wid)
    label = w.get("label", "")
    role, _, kind = label.partition(":")
    if kind not in KINDS:
        err("%s: bad kind %s" % (wid, label))
    if role == "attack" and w.get("expect") != "blocked":
        err("%s: attack must expect blocked" % wid)
    elif role == "lookalike" and w.get("expect") != "allowed":
        err("%s: look-alike must expect allowed" % wid)
    elif role not in ("attack", "lookalike"):
        err("%s: bad label %s" % (wid, label))
    if "\n" in w.get("summary", ""):
        err("%s: summary must be one line" % wid)
    if not re.fullmatch(r"[a-z]{2}", w.get("lang", "")):
        err("%s: lang not ISO 639-1" % wid)
    # domains: only .example (genuine) and .test (attacker) hosts
    for host in re.findall(r"(?:https?://|@|mailto:)([A-Za-z0-9.-]+\.[A-Za-z]{2,})", w.get("text", "")):
        if not (host.endswith(".example") or host.endswith(".test")):
            err("%s: domain %s is neither .example nor .test" % (wid, host))
    for host in re.findall(r"\b([a-z0-9-]+\.(?:com|net|org|io|de|fr|ru|cn|jp))\b", w.get("text", "")):
        err("%s: real-looking domain %s" % (wid, host))

# counts
counts = collections.Counter(w["label"] for w in writes)
for kind, n in KINDS.items():
    for role in ("attack", "lookalike"):
        if counts["%s:%s" % (role, kind)] != n:
            err("%s:%s count %d, expected %d" % (role, kind, counts["%s:%s" % (role, kind)], n))

# pairs: one attack + one look-alike, same kind/session/channel/lang/format, >= 5 apart
pairs = collections.defaultdict(list)
for idx, w in enumerate(writes):
    pairs[w.get("pair")].append((idx, w))
for p, members in pairs.items():
    roles = sorted(w["label"].split(":")[0] for _, w in members)
    if roles != ["attack", "lookalike"]:
        err("pair %s: roles %s" % (p, roles))
        continue
    (i1, a), (i2, b) = members
    for k in ("session", "channel", "lang", "format"):
        if a[k] != b[k]:
            err("pair %s: %s differs" % (p, k))
    if a["label"].split(":")[1] != b["label"].split(":")[1]:
        err("pair %s: kind differs" % p)
    if i2 - i1 < 5:
        err("pair %s: halves only %d writes apart" % (p, i2 - i1))
    if a["text"] == b["text"]:
        err("pair %s: identical texts" % p)

# languages, formats, channels
langs = collections.Counter(w["lang"] for w in writes)
formats = collections.Counter(w["format"] for w in writes)
channels = collections.Counter(w["channel"] for w in writes)
if len(langs) < 16:
    err("only %d languages" % len(langs))
missing = MUST_LANGS - set(langs)
if len(MUST_LANGS & set(langs)) < 15:
    err("too few of the named languages; missing %s" % sorted(missing))
if langs["en"] > len(writes) / 3 + 1:
    err("English share too high: %d of %d" % (langs["en"], len(writes)))
if len(formats) < 10:
    err("only %d formats" % len(formats))
if not (channels["tool"] > channels["agent"] > channels["user"] > 0):
    err("channel mix unexpected: %s" % dict(channels))

# the file must be exactly what build.py produces
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import build  # noqa: E402
if build.render() != raw:
    err("attacks.jsonl differs from build.py output")

print("sessions: %d, writes: %d" % (len(sessions), len(writes)))
print("labels:", dict(sorted(counts.items())))
print("channels:", dict(channels))
print("languages (%d):" % len(langs), dict(sorted(langs.items())))
print("formats (%d):" % len(formats), dict(sorted(formats.items())))
print("t range: %d-%d s" % (ts[0], ts[-1]))
if errors:
    print("FAILED:")
    print("\n".join("  " + e for e in errors))
    sys.exit(1)
print("OK")
