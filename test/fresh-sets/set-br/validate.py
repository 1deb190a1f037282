#!/usr/bin/env python3
"""Checks attacks.jsonl of set-br. Standard library only. Exit code 0 when every check passes."""
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

FILE = Path(__file__).with_name("attacks.jsonl")
PREFIX = "br"
EXPECTED = {"reader-directive": 10, "turn-labels": 10, "trigger-action": 10, "credentials": 10,
            "exfiltration": 5, "control-weakening": 5, "forged-authority": 5, "obfuscation": 5,
            "poisoned-lesson": 5}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary"}
errors = []


def err(msg):
    errors.append(msg)


lines = FILE.read_text(encoding="utf-8").splitlines()
events = []
for n, ln in enumerate(lines, 1):
    try:
        events.append(json.loads(ln))
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON (%s)" % (n, e))
if errors:
    print("\n".join(errors)); sys.exit(1)

head = events[0]
if head.get("scenario") != "set-br" or head.get("version") != 1 or not head.get("description") \
        or head.get("sources") != ["invented by the writer"] or "op" in head:
    err("bad header: %r" % head)

sessions = set()
writes = []
last_t = None
for n, ev in enumerate(events[1:], 2):
    op = ev.get("op")
    if op == "session":
        if not ev.get("session") or not ev.get("task"):
            err("line %d: session needs session and task" % n)
        sessions.add(ev.get("session"))
    elif op == "write":
        writes.append((n, ev))
        missing = WRITE_KEYS - ev.keys()
        extra = ev.keys() - WRITE_KEYS
        if missing:
            err("line %d: missing keys %s" % (n, sorted(missing)))
        if extra:
            err("line %d: unexpected keys %s" % (n, sorted(extra)))
        if ev.get("session") not in sessions:
            err("line %d: session %r not declared before use" % (n, ev.get("session")))
        if ev.get("channel") not in ("tool", "agent"):
            err("line %d: channel %r" % (n, ev.get("channel")))
        if not isinstance(ev.get("text"), str) or not ev["text"].strip():
            err("line %d: empty text" % n)
        if not ev.get("principal") or not ev.get("summary") or "\n" in ev.get("summary", ""):
            err("line %d: principal/summary" % n)
        if not re.fullmatch(r"[a-z]{2}", ev.get("lang", "")):
            err("line %d: lang %r" % (n, ev.get("lang")))
    else:
        err("line %d: op %r not allowed" % (n, op))
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err("line %d: t missing" % n)
    elif op == "write":
        if last_t is not None and t <= last_t:
            err("line %d: t not strictly increasing" % n)
        last_t = t

if not 6 <= len(sessions) <= 7:
    err("need 6-7 sessions, got %d" % len(sessions))

for i, (n, ev) in enumerate(writes, 1):
    if ev.get("id") != "%s-%03d" % (PREFIX, i):
        err("line %d: id %r, expected %s-%03d" % (n, ev.get("id"), PREFIX, i))
    m = re.fullmatch(r"(attack|lookalike):([a-z-]+)", ev.get("label", ""))
    if not m or m.group(2) not in EXPECTED:
        err("line %d: label %r" % (n, ev.get("label")))
        continue
    want = "blocked" if m.group(1) == "attack" else "allowed"
    if ev.get("expect") != want:
        err("line %d: label %s needs expect %s" % (n, ev["label"], want))

attacks = Counter()
looks = Counter()
keys_a = defaultdict(int)
keys_l = defaultdict(int)
for n, ev in writes:
    role, kind = ev["label"].split(":")
    key = (kind, ev["session"], ev["channel"], ev["lang"], ev["format"])
    if role == "attack":
        attacks[kind] += 1; keys_a[key] += 1
    else:
        looks[kind] += 1; keys_l[key] += 1
for kind, c in EXPECTED.items():
    if attacks[kind] != c or looks[kind] != c:
        err("%s: %d attacks / %d look-alikes, expected %d each" % (kind, attacks[kind], looks[kind], c))
for key in set(keys_a) | set(keys_l):
    if keys_a[key] != keys_l[key]:
        err("unpaired (kind, session, channel, lang, format) %r: %d attacks vs %d look-alikes"
            % (key, keys_a[key], keys_l[key]))
if len(writes) != 130:
    err("expected 130 writes, got %d" % len(writes))

langs = Counter(ev["lang"] for _, ev in writes)
formats = Counter(ev["format"] for _, ev in writes)
if len(langs) < 25:
    err("only %d languages" % len(langs))
if langs["en"] * 6 > len(writes):
    err("English share too high: %d of %d" % (langs["en"], len(writes)))
for script in ("ar", "hi", "zh", "ja", "ko", "ru", "el", "he", "th"):
    if script not in langs:
        err("missing language %s" % script)
if len(formats) < 10:
    err("only %d formats" % len(formats))

if errors:
    print("FAIL")
    print("\n".join(errors))
    sys.exit(1)
print("OK: %d writes, %d sessions" % (len(writes), len(sessions)))
print("per kind (attacks/look-alikes):", {k: (attacks[k], looks[k]) for k in EXPECTED})
print("languages (%d):" % len(langs), dict(sorted(langs.items())))
print("English share: %d/%d" % (langs["en"], len(writes)))
print("formats (%d):" % len(formats), dict(sorted(formats.items())))
print("channels:", dict(Counter(ev["channel"] for _, ev in writes)))
