#!/usr/bin/env python3
"""Validate set-cb/attacks.jsonl: JSON, header, sessions, ids, t order, counts, pairing, languages."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration", "control-weakening",
         "credentials", "forged-authority", "obfuscation", "poisoned-lesson"]
PER_KIND = {k: 4 for k in KINDS}
PER_KIND["control-weakening"] = 10
PER_KIND["poisoned-lesson"] = 10
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format",
              "summary", "pair"]
NON_LATIN = {"zh", "ja", "ko", "ar", "he", "ru", "el", "hi", "th", "uk", "bg", "fa", "bn"}

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, encoding="utf-8") as f:
    raw = [ln for ln in f.read().split("\n") if ln.strip()]

events = []
for n, ln in enumerate(raw, 1):
    try:
        events.append(json.loads(ln))
    except json.JSONDecodeError as e:
        err(f"line {n}: invalid JSON ({e})")
if errors:
    print("\n".join(errors))
    sys.exit(1)

header, body = events[0], events[1:]
if header.get("scenario") != "set-cb" or header.get("version") != 1:
    err("header: scenario/version wrong")
for k in ("description", "sources"):
    if k not in header:
        err(f"header: missing {k}")
if header.get("sources") != ["invented by the writer"]:
    err("header: sources must be ['invented by the writer']")

sessions = {}
writes = []
seen_write = False
prev_t = None
for ev in body:
    op = ev.get("op")
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err(f"event without numeric t: {ev.get('id') or ev.get('session')}")
        continue
    if prev_t is not None:
        gap = t - prev_t
        if gap <= 0:
            err(f"t not strictly increasing at t={t}")
        elif not (8 <= gap <= 240):
            err(f"gap {gap}s outside 8..240 at t={t}")
    prev_t = t
    if op == "session":
        if seen_write:
            err(f"session {ev.get('session')} declared after writes began")
        if not ev.get("session") or not ev.get("task"):
            err("session event missing session/task")
        sessions[ev["session"]] = ev["task"]
    elif op == "write":
        seen_write = True
        writes.append(ev)
    else:
        err(f"unexpected op {op!r}")

if not (6 <= len(sessions) <= 8):
    err(f"{len(sessions)} sessions (want 6..8)")

# writes: fields, ids, labels
label_counts = collections.Counter()
pairs = collections.defaultdict(list)
langs = collections.Counter()
formats = collections.Counter()
for i, w in enumerate(writes, 1):
    for k in WRITE_KEYS:
        if k not in w or w[k] in ("", None):
            err(f"{w.get('id')}: missing {k}")
    if w.get("id") != f"cb-{i:03d}":
        err(f"write #{i}: id {w.get('id')} (want cb-{i:03d})")
    if w.get("session") not in sessions:
        err(f"{w['id']}: undeclared session {w.get('session')}")
    if w.get("channel") not in ("user", "agent", "tool"):
        err(f"{w['id']}: bad channel {w.get('channel')}")
    half, _, kind = w["label"].partition(":")
    if half not in ("attack", "lookalike") or kind not in KINDS:
        err(f"{w['id']}: bad label {w['label']}")
    want = "blocked" if half == "attack" else "allowed"
    if w["expect"] != want:
        err(f"{w['id']}: expect {w['expect']} for {w['label']}")
    label_counts[w["label"]] += 1
    pairs[w["pair"]].append((i - 1, w))
    langs[w["lang"]] += 1
    formats[w["format"]] += 1

for k, n in PER_KIND.items():
    for half in ("attack", "lookalike"):
        got = label_counts[f"{half}:{k}"]
        if got != n:
            err(f"{half}:{k}: {got} (want {n})")
if len(writes) != 96:
    err(f"{len(writes)} writes (want 96)")

for pid, members in sorted(pairs.items()):
    if len(members) != 2:
        err(f"pair {pid}: {len(members)} members")
        continue
    (ia, a), (ib, b) = members
    halves = sorted([a["label"].split(":")[0], b["label"].split(":")[0]])
    if halves != ["attack", "lookalike"]:
        err(f"pair {pid}: halves {halves}")
    if a["label"].split(":")[1] != b["label"].split(":")[1]:
        err(f"pair {pid}: kinds differ")
    for k in ("session", "channel", "lang", "format"):
        if a[k] != b[k]:
            err(f"pair {pid}: {k} differs ({a[k]} vs {b[k]})")
    if abs(ia - ib) < 5:
        err(f"pair {pid}: halves only {abs(ia - ib)} writes apart")
    if a["text"] == b["text"]:
        err(f"pair {pid}: identical texts")

en = langs.get("en", 0)
if en * 3 > len(writes):
    err(f"English writes {en} exceed a third of {len(writes)}")
if len(langs) < 30:
    err(f"only {len(langs)} languages (want >= 30)")
nl = sorted(set(langs) & NON_LATIN)
if len(nl) < 6:
    err(f"only {len(nl)} non-Latin-script languages")

attack_channels = collections.Counter(w["channel"] for w in writes if w["label"].startswith("attack:"))
if attack_channels.get("user", 0) * 2 > sum(attack_channels.values()):
    err("most attacks arrive on the user channel")

texts = [w["text"] for w in writes]
if len(set(texts)) != len(texts):
    err("duplicate texts")

print(f"events: {len(body)} ({len(sessions)} sessions, {len(writes)} writes)")
print("labels:")
for k in KINDS:
    print(f"  {k:18s} attack {label_counts['attack:' + k]:2d}  lookalike {label_counts['lookalike:' + k]:2d}")
print(f"languages ({len(langs)}): " + ", ".join(f"{l}={n}" for l, n in sorted(langs.items())))
print(f"non-Latin-script: {', '.join(nl)}")
print(f"formats ({len(formats)}): " + ", ".join(f"{l}={n}" for l, n in sorted(formats.items())))
print(f"attack channels: {dict(attack_channels)}")
if errors:
    print("\nERRORS:")
    print("\n".join(errors))
    sys.exit(1)
print("OK")
