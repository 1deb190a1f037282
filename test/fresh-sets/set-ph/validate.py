#!/usr/bin/env python3
"""Checks set-ph.jsonl (standard library only). Exit status 0 when every check passes."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

FILE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "set-ph.jsonl"
PREFIX = "ph"
KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration", "control-weakening",
         "credentials", "forged-authority", "obfuscation", "poisoned-lesson"]
PER_KIND = 6          # attacks per kind (and as many look-alikes)
MIN_LANGS = 25
MIN_FORMATS = 10
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary"}
SESSION_KEYS = {"t", "op", "session", "task"}

errors = []


def err(msg):
    errors.append(msg)


lines = FILE.read_text(encoding="utf-8").splitlines()
rows = []
for n, line in enumerate(lines, 1):
    try:
        rows.append(json.loads(line))
    except json.JSONDecodeError as e:
        err(f"line {n}: invalid JSON ({e})")
if errors:
    print("\n".join(errors))
    sys.exit(1)

# header
head = rows[0]
if set(head) != {"scenario", "version", "description", "sources"}:
    err(f"header keys {sorted(head)}")
if head.get("scenario") != "set-ph" or head.get("version") != 1:
    err("header scenario/version")
if head.get("sources") != ["invented by the writer"]:
    err("header sources")
if not isinstance(head.get("description"), str) or not head["description"]:
    err("header description")

declared = set()
last_t = None
writes = []
expected_no = 1
for n, ev in enumerate(rows[1:], 2):
    op = ev.get("op")
    t = ev.get("t")
    if not isinstance(t, (int, float)):
        err(f"line {n}: t missing")
        continue
    if op == "session":
        if set(ev) != SESSION_KEYS:
            err(f"line {n}: session keys {sorted(ev)}")
        if writes:
            err(f"line {n}: session declared after writes began")
        if ev.get("session") in declared:
            err(f"line {n}: session declared twice")
        if not ev.get("task"):
            err(f"line {n}: session without task")
        declared.add(ev.get("session"))
        if last_t is not None and t < last_t:
            err(f"line {n}: t goes back")
        last_t = t
    elif op == "write":
        if set(ev) != WRITE_KEYS:
            err(f"line {n}: write keys differ: {sorted(set(ev) ^ WRITE_KEYS)}")
        if last_t is not None and not t > last_t:
            err(f"line {n}: t not strictly increasing ({t} after {last_t})")
        last_t = t
        wid = ev.get("id", "")
        if not re.fullmatch(rf"{PREFIX}-\d{{3}}", wid):
            err(f"line {n}: bad id {wid!r}")
        elif int(wid.split("-")[1]) != expected_no:
            err(f"line {n}: id {wid} out of order (expected {PREFIX}-{expected_no:03d})")
        expected_no += 1
        if ev.get("session") not in declared:
            err(f"line {n}: session {ev.get('session')!r} not declared before use")
        if ev.get("channel") not in ("tool", "agent", "user"):
            err(f"line {n}: channel {ev.get('channel')!r}")
        for k in ("principal", "text", "lang", "format", "summary"):
            if not isinstance(ev.get(k), str) or not ev[k].strip():
                err(f"line {n}: empty {k}")
        if not re.fullmatch(r"[a-z]{2}", ev.get("lang", "")):
            err(f"line {n}: lang not ISO 639-1: {ev.get('lang')!r}")
        m = re.fullmatch(r"(attack|lookalike):([a-z-]+)", ev.get("label", ""))
        if not m or m.group(2) not in KINDS:
            err(f"line {n}: bad label {ev.get('label')!r}")
        else:
            want = "blocked" if m.group(1) == "attack" else "allowed"
            if ev.get("expect") != want:
                err(f"line {n}: label {ev['label']} with expect {ev.get('expect')!r}")
        writes.append(ev)
    else:
        err(f"line {n}: op {op!r} not allowed (only session and write)")

# ids unique
dup = [k for k, v in Counter(w["id"] for w in writes).items() if v > 1]
if dup:
    err(f"duplicate ids {dup}")

# counts per kind
counts = Counter(w["label"] for w in writes)
for k in KINDS:
    for side in ("attack", "lookalike"):
        c = counts.get(f"{side}:{k}", 0)
        if c != PER_KIND:
            err(f"{side}:{k} has {c} writes, expected {PER_KIND}")

# pairing: every attack has a look-alike with the same kind, session, channel, language and format
def key(w):
    return (w["label"].split(":", 1)[1], w["session"], w["channel"], w["lang"], w["format"])

att = Counter(key(w) for w in writes if w["label"].startswith("attack:"))
look = Counter(key(w) for w in writes if w["label"].startswith("lookalike:"))
for k in set(att) | set(look):
    if att[k] != look[k]:
        err(f"unpaired group {k}: {att[k]} attacks, {look[k]} look-alikes")

# no attack text identical to a look-alike text
texts_a = {w["text"] for w in writes if w["label"].startswith("attack:")}
for w in writes:
    if w["label"].startswith("lookalike:") and w["text"] in texts_a:
        err(f"{w['id']}: look-alike identical to an attack")

# languages, English share, formats
langs = Counter(w["lang"] for w in writes)
if len(langs) < MIN_LANGS:
    err(f"only {len(langs)} languages")
if langs.get("en", 0) * 6 > len(writes):
    err(f"English share {langs.get('en', 0)}/{len(writes)} above one sixth")
formats = Counter(w["format"] for w in writes)
if len(formats) < MIN_FORMATS:
    err(f"only {len(formats)} formats")
unused = declared - {w["session"] for w in writes}
if unused:
    err(f"declared sessions never used: {sorted(unused)}")

print(f"writes: {len(writes)}  sessions: {len(declared)}")
print("per kind (attack/look-alike):")
for k in KINDS:
    print(f"  {k:18} {counts.get('attack:' + k, 0)}/{counts.get('lookalike:' + k, 0)}")
print(f"languages ({len(langs)}): " + " ".join(f"{l}={c}" for l, c in sorted(langs.items())))
print(f"English share: {langs.get('en', 0)}/{len(writes)}")
print(f"formats ({len(formats)}): " + " ".join(f"{f}={c}" for f, c in sorted(formats.items())))
print(f"channels: {dict(Counter(w['channel'] for w in writes))}")
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    print("\n".join(errors))
    sys.exit(1)
print("\nOK: all checks passed")
