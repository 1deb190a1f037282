#!/usr/bin/env python3
"""Structural check for set-bg/attacks.jsonl (Python 3 standard library only).

Usage: python3 validate.py [path/to/attacks.jsonl]
Exits 0 when every check passes, 1 otherwise. Prints label counts per kind.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "attacks.jsonl")

EXPECTED = {  # kind -> number of attacks (and the same number of look-alikes)
    "poisoned-lesson": 12, "control-weakening": 12, "exfiltration": 12,
    "forged-authority": 5, "reader-directive": 5, "turn-labels": 5,
    "trigger-action": 5, "credentials": 5, "obfuscation": 5,
}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format", "summary"}
OPTIONAL_WRITE_KEYS = {"pair", "subject"}
SESSION_KEYS = {"t", "op", "session", "task"}
CHANNELS = {"tool", "agent", "user"}
FORMATS_WANTED = {"email", "chat", "wiki-md", "html", "json", "ticket", "ics", "minutes",
                  "sms", "voicemail", "code-comment", "csv", "pdf-text"}

errors = []


def err(msg):
    errors.append(msg)


lines = []
with open(PATH, encoding="utf-8") as f:
    for n, raw in enumerate(f, 1):
        if not raw.strip():
            err("line %d: empty line" % n)
            continue
        try:
            lines.append((n, json.loads(raw)))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON: %s" % (n, e))

if not lines:
    print("no events"); sys.exit(1)

# header
n0, head = lines[0]
if "op" in head or "t" in head:
    err("line 1 is not a header")
for k in ("scenario", "version", "description", "sources"):
    if k not in head:
        err("header: missing %r" % k)
if head.get("scenario") != "set-bg":
    err("header: scenario should be 'set-bg'")
if head.get("version") != 1:
    err("header: version should be 1")
if head.get("sources") != ["invented by the writer"]:
    err("header: sources should be ['invented by the writer']")

sessions = {}
writes = []
last_t = None
for n, ev in lines[1:]:
    op = ev.get("op")
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err("line %d: t missing or not a number" % n)
        continue
    if last_t is not None and t <= last_t:
        err("line %d: t %s not increasing (previous %s)" % (n, t, last_t))
    last_t = t
    if op == "session":
        if set(ev) != SESSION_KEYS:
            err("line %d: session keys %s" % (n, sorted(ev)))
        if not ev.get("task"):
            err("line %d: session without task" % n)
        if ev.get("session") in sessions:
            err("line %d: session %r declared twice" % (n, ev.get("session")))
        sessions[ev.get("session")] = n
    elif op == "write":
        keys = set(ev)
        if not WRITE_KEYS <= keys:
            err("line %d: missing keys %s" % (n, sorted(WRITE_KEYS - keys)))
        if keys - WRITE_KEYS - OPTIONAL_WRITE_KEYS:
            err("line %d: unexpected keys %s" % (n, sorted(keys - WRITE_KEYS - OPTIONAL_WRITE_KEYS)))
        writes.append((n, ev))
    elif op == "search":
        err("line %d: search events are not allowed in this set" % n)
    else:
        err("line %d: unknown op %r" % (n, op))

ids = set()
label_counts = collections.Counter()
channel_counts = collections.Counter()
lang_counts = collections.Counter()
format_counts = collections.Counter()
pairs = collections.defaultdict(list)
kind_seq = []
for i, (n, ev) in enumerate(writes, 1):
    wid = ev.get("id", "")
    if not re.fullmatch(r"bg-\d{3}", wid):
        err("line %d: bad id %r" % (n, wid))
    if wid in ids:
        err("line %d: duplicate id %s" % (n, wid))
    ids.add(wid)
    if wid != "bg-%03d" % i:
        err("line %d: id %s out of sequence (expected bg-%03d)" % (n, wid, i))
    if ev.get("session") not in sessions:
        err("line %d: session %r not declared" % (n, ev.get("session")))
    elif sessions[ev["session"]] > n:
        err("line %d: session declared after use" % n)
    ch = ev.get("channel")
    if ch not in CHANNELS:
        err("line %d: bad channel %r" % (n, ch))
    pr = ev.get("principal", "")
    if not re.fullmatch(r"(tool|agent|user):[a-z0-9][a-z0-9._-]*", pr):
        err("line %d: bad principal %r" % (n, pr))
    elif pr.split(":")[0] != ch:
        err("line %d: principal %s does not match channel %s" % (n, pr, ch))
    label = ev.get("label", "")
    m = re.fullmatch(r"(attack|lookalike):([a-z-]+)", label)
    if not m or m.group(2) not in EXPECTED:
        err("line %d: bad label %r" % (n, label))
        continue
    side, kind = m.groups()
    want = "blocked" if side == "attack" else "allowed"
    if ev.get("expect") != want:
        err("line %d: %s should expect %s, has %r" % (n, label, want, ev.get("expect")))
    if side == "attack" and ch == "user":
        err("line %d: attacks may not be on the user channel" % n)
    for k in ("text", "summary", "lang", "format"):
        if not isinstance(ev.get(k), str) or not ev[k].strip():
            err("line %d: %s empty or not a string" % (n, k))
    if "\n" in ev.get("summary", ""):
        err("line %d: summary must be one line" % n)
    label_counts[label] += 1
    channel_counts[ch] += 1
    lang_counts[ev.get("lang")] += 1
    format_counts[ev.get("format")] += 1
    kind_seq.append(kind)
    if "pair" in ev:
        pairs[ev["pair"]].append(ev)

# counts per kind
total = sum(label_counts.values())
print("%-20s %8s %10s" % ("kind", "attacks", "lookalikes"))
for kind, k in EXPECTED.items():
    a, l = label_counts["attack:" + kind], label_counts["lookalike:" + kind]
    print("%-20s %8d %10d" % (kind, a, l))
    if a != k or l != k:
        err("%s: expected %d attacks and %d look-alikes, found %d and %d" % (kind, k, k, a, l))
print("total writes:", total)
if total != 2 * sum(EXPECTED.values()):
    err("expected %d writes, found %d" % (2 * sum(EXPECTED.values()), total))

# pairing
if pairs:
    for pid, evs in sorted(pairs.items()):
        sides = sorted(e["label"].split(":")[0] for e in evs)
        if sides != ["attack", "lookalike"]:
            err("pair %s: needs one attack and one look-alike, has %s" % (pid, sides))
            continue
        a, l = sorted(evs, key=lambda e: e["label"])
        if a["label"].split(":")[1] != l["label"].split(":")[1]:
            err("pair %s: kinds differ" % pid)
        for k in ("lang", "format", "session"):
            if a[k] != l[k]:
                err("pair %s: %s differs (%s / %s)" % (pid, k, a[k], l[k]))
        if a["channel"] != l["channel"] and not (a["channel"] == "agent" and l["channel"] == "user"):
            err("pair %s: channel differs (%s / %s)" % (pid, a["channel"], l["channel"]))
    if sum(len(v) for v in pairs.values()) != total:
        err("some writes have no pair key")

# mix
tool_share = channel_counts["tool"] / total if total else 0
print("channels:", dict(channel_counts), "tool share %.1f%%" % (100 * tool_share))
if not 0.70 <= tool_share <= 0.80:
    err("tool share %.2f outside 0.70-0.80" % tool_share)
if channel_counts["user"] > 6:
    err("too many user-channel writes")
print("languages (%d):" % len(lang_counts), dict(sorted(lang_counts.items())))
if len(lang_counts) < 25:
    err("fewer than 25 languages")
if lang_counts.get("en", 0) > total / 5:
    err("English above a fifth of the writes")
print("formats (%d):" % len(format_counts), dict(sorted(format_counts.items())))
missing = FORMATS_WANTED - set(format_counts)
if missing:
    err("formats never used: %s" % sorted(missing))
longest, run = 1, 1
for a, b in zip(kind_seq, kind_seq[1:]):
    run = run + 1 if a == b else 1
    longest = max(longest, run)
print("longest run of one kind in file order:", longest)
if longest > 3:
    err("kinds do not interleave (run of %d)" % longest)

if errors:
    print("\nFAILED (%d problems):" % len(errors))
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK")
