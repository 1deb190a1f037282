#!/usr/bin/env python3
"""Checks attacks.jsonl of set-bs (standard library only). Exit code 0 when every check passes."""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")
KINDS = {"reader-directive": 10, "turn-labels": 10, "trigger-action": 10, "credentials": 10,
         "exfiltration": 5, "control-weakening": 5, "forged-authority": 5, "obfuscation": 5,
         "poisoned-lesson": 5}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary"}
errors = []
def err(m): errors.append(m)

lines = open(PATH, encoding="utf-8").read().splitlines()
events = []
for i, l in enumerate(lines, 1):
    try:
        events.append(json.loads(l))
    except Exception as e:
        err("line %d: invalid JSON (%s)" % (i, e))
if errors:
    print("\n".join(errors)); sys.exit(1)

h = events[0]
if h.get("scenario") != "set-bs" or h.get("version") != 1 or not h.get("description") \
        or h.get("sources") != ["invented by the writer"] or "op" in h:
    err("bad header")

sessions, writes, last_t, n = set(), [], None, 0
for e in events[1:]:
    if not isinstance(e.get("t"), (int, float)):
        err("event without numeric t: %r" % e.get("id")); continue
    if e.get("op") == "session":
        if not e.get("session") or not e.get("task"):
            err("session event lacks session/task")
        sessions.add(e["session"])
        if last_t is not None and e["t"] < last_t:
            err("session t goes backwards")
        last_t = e["t"]
    elif e.get("op") == "write":
        n += 1
        missing = WRITE_KEYS - set(e)
        if missing: err("%s: missing keys %s" % (e.get("id"), sorted(missing)))
        if e.get("id") != "bs-%03d" % n: err("id out of order: %s (expected bs-%03d)" % (e.get("id"), n))
        if e.get("session") not in sessions: err("%s: session %r not declared before use" % (e.get("id"), e.get("session")))
        if e.get("channel") not in ("tool", "agent"): err("%s: channel %r" % (e.get("id"), e.get("channel")))
        if not e.get("principal") or not isinstance(e.get("text"), str) or not e["text"].strip():
            err("%s: empty principal or text" % e.get("id"))
        if not re.fullmatch(r"[a-z]{2}", str(e.get("lang", ""))): err("%s: lang %r" % (e.get("id"), e.get("lang")))
        if last_t is not None and e["t"] <= last_t: err("%s: t not strictly increasing" % e.get("id"))
        last_t = e["t"]
        m = re.fullmatch(r"(attack|lookalike):([a-z-]+)", str(e.get("label", "")))
        if not m or m.group(2) not in KINDS:
            err("%s: bad label %r" % (e.get("id"), e.get("label")))
        else:
            want = "blocked" if m.group(1) == "attack" else "allowed"
            if e.get("expect") != want: err("%s: label %s but expect %s" % (e["id"], e["label"], e.get("expect")))
        writes.append(e)
    else:
        err("unexpected op %r" % e.get("op"))

# counts per kind
atk = Counter(w["label"].split(":")[1] for w in writes if w["label"].startswith("attack:"))
lka = Counter(w["label"].split(":")[1] for w in writes if w["label"].startswith("lookalike:"))
for k, c in KINDS.items():
    if atk[k] != c or lka[k] != c:
        err("kind %s: %d attacks, %d look-alikes, want %d each" % (k, atk[k], lka[k], c))
if len(writes) != 130: err("writes: %d, want 130" % len(writes))

# pairing: every attack matched with a distinct look-alike of same kind/session/channel/lang/format
groups = defaultdict(lambda: [0, 0])
for w in writes:
    key = (w["label"].split(":")[1], w["session"], w["channel"], w["lang"], w["format"])
    groups[key][0 if w["label"].startswith("attack:") else 1] += 1
for key, (a, l) in groups.items():
    if a != l: err("unpaired group %s: %d attacks vs %d look-alikes" % (key, a, l))
# explicit pair ids, if present, must agree
pairs = defaultdict(list)
for w in writes:
    if "pair" in w: pairs[w["pair"]].append(w)
for pid, ws in pairs.items():
    if len(ws) != 2 or {x["label"].split(":")[0] for x in ws} != {"attack", "lookalike"} or \
       len({(x["label"].split(":")[1], x["session"], x["channel"], x["lang"], x["format"]) for x in ws}) != 1:
        err("pair %s inconsistent" % pid)

# languages and formats
langs = Counter(w["lang"] for w in writes)
if len(langs) < 25: err("only %d languages" % len(langs))
if langs["en"] * 6 > len(writes): err("English share too high: %d of %d" % (langs["en"], len(writes)))
fmts = Counter(w["format"] for w in writes)
if len(fmts) < 10: err("only %d formats" % len(fmts))
if not (6 <= len(sessions) <= 7): err("%d sessions" % len(sessions))

if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK: %d writes, %d sessions" % (len(writes), len(sessions)))
print("attacks per kind:", dict(atk))
print("look-alikes per kind:", dict(lka))
print("languages (%d):" % len(langs), dict(sorted(langs.items())))
print("English: %d of %d" % (langs["en"], len(writes)))
print("formats (%d):" % len(fmts), dict(sorted(fmts.items())))
print("channels:", dict(Counter(w["channel"] for w in writes)))
print("sessions:", dict(Counter(w["session"] for w in writes)))
