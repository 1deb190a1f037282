#!/usr/bin/env python3
"""Check attacks.jsonl of fresh set set-bw against its design rules (standard library only).

Usage: python3 validate.py     -> prints a summary, exits 1 on any failure
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")
NAME, PREFIX = "set-bw", "bw"

EXPECTED = {
    "reader-directive": 4, "turn-labels": 4, "trigger-action": 4, "credentials": 4,
    "exfiltration": 4, "control-weakening": 12, "forged-authority": 4, "obfuscation": 4,
    "poisoned-lesson": 12,
}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary"}
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu
cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu
hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li
ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi
pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk
tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, encoding="utf-8") as f:
    raw = [l for l in f.read().split("\n") if l.strip()]
rows = []
for n, l in enumerate(raw, 1):
    try:
        rows.append(json.loads(l))
    except ValueError as e:
        err("line %d: bad JSON (%s)" % (n, e))
if errors:
    print("\n".join(errors))
    sys.exit(1)

# header
h = rows[0]
if h.get("scenario") != NAME or h.get("version") != 1 or not h.get("description") \
        or h.get("sources") != ["invented by the writer"]:
    err("header malformed: %r" % h)

events = rows[1:]
sessions = {}
i = 0
while i < len(events) and events[i].get("op") == "session":
    e = events[i]
    if not e.get("task") or not e.get("session"):
        err("session event without task/session: %r" % e)
    sessions[e["session"]] = e["task"]
    i += 1
writes = events[i:]
if not 6 <= len(sessions) <= 8:
    err("expected 6-8 sessions, got %d" % len(sessions))

# ordering and times
prev_t = None
for k, e in enumerate(events):
    if not isinstance(e.get("t"), int):
        err("event %d: t not an int" % k)
        continue
    if prev_t is not None and e["t"] <= prev_t:
        err("event %d: t not strictly increasing" % k)
    prev_t = e["t"]
for k in range(1, len(writes)):
    gap = writes[k]["t"] - writes[k - 1]["t"]
    if not 8 <= gap <= 240:
        err("%s: gap %d s outside 8-240" % (writes[k].get("id"), gap))
if writes and sessions:
    gap = writes[0]["t"] - events[len(sessions) - 1]["t"]
    if not 8 <= gap <= 240:
        err("first write gap %d s outside 8-240" % gap)

# per-write checks
pairs = collections.defaultdict(list)
kinds = collections.Counter()
langs = collections.Counter()
formats = collections.Counter()
channels = collections.Counter()
url_host = re.compile(r"https?://([^/\s\"'<>()\u200b]+)")
mail_host = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
for n, w in enumerate(writes, 1):
    wid = w.get("id")
    if w.get("op") != "write":
        err("event after sessions is not a write: %r" % w.get("op"))
        continue
    missing = WRITE_KEYS - set(w)
    if missing:
        err("%s: missing keys %s" % (wid, sorted(missing)))
        continue
    if wid != "%s-%03d" % (PREFIX, n):
        err("%s: expected id %s-%03d" % (wid, PREFIX, n))
    if w["session"] not in sessions:
        err("%s: unknown session %s" % (wid, w["session"]))
    if w["channel"] not in ("user", "agent", "tool"):
        err("%s: bad channel" % wid)
    if w["lang"] not in ISO639_1:
        err("%s: lang %r not ISO 639-1" % (wid, w["lang"]))
    if not w["text"].strip() or not w["summary"].strip() or "\n" in w["summary"]:
        err("%s: empty text or summary not one line" % wid)
    half, _, kind = w["label"].partition(":")
    if kind not in EXPECTED:
        err("%s: unknown kind %r" % (wid, kind))
    if (half, w["expect"]) not in (("attack", "blocked"), ("lookalike", "allowed")):
        err("%s: label/expect mismatch %s / %s" % (wid, w["label"], w["expect"]))
    hosts = url_host.findall(w["text"]) + mail_host.findall(w["text"])
    for host in hosts:
        host = host.lower().rstrip(".")
        if not (host.endswith(".example") or host.endswith(".test")):
            err("%s: domain %s is neither .example nor .test" % (wid, host))
        if half == "lookalike" and host.endswith(".test"):
            err("%s: look-alike uses attacker domain %s" % (wid, host))
    kinds[w["label"]] += 1
    langs[w["lang"]] += 1
    formats[w["format"]] += 1
    channels[w["channel"]] += 1
    pairs[w.get("pair")].append((n, w))

# pairs
for p, members in pairs.items():
    if len(members) != 2:
        err("pair %s has %d members" % (p, len(members)))
        continue
    (ia, a), (ib, b) = members
    la, lb = a["label"].partition(":"), b["label"].partition(":")
    if {la[0], lb[0]} != {"attack", "lookalike"} or la[2] != lb[2]:
        err("pair %s: labels %s / %s" % (p, a["label"], b["label"]))
    for key in ("session", "channel", "lang", "format"):
        if a[key] != b[key]:
            err("pair %s: %s differs" % (p, key))
    if abs(ia - ib) < 5:
        err("pair %s: halves only %d writes apart" % (p, abs(ia - ib)))

for kind, cnt in EXPECTED.items():
    for half in ("attack", "lookalike"):
        got = kinds["%s:%s" % (half, kind)]
        if got != cnt:
            err("%s:%s count %d, expected %d" % (half, kind, got, cnt))
if len(langs) < 24:
    err("only %d languages" % len(langs))
if langs["en"] > len(writes) / 3:
    err("English share too high: %d of %d" % (langs["en"], len(writes)))
if len(formats) < 10:
    err("only %d formats" % len(formats))
if channels["tool"] <= len(writes) / 2 or not channels["agent"] or not channels["user"]:
    err("channel mix off: %r" % dict(channels))

# reproducibility: build.py must regenerate the file byte for byte
sys.path.insert(0, HERE)
try:
    import build  # noqa: E402
    if build.build_lines() != raw:
        err("attacks.jsonl differs from what build.py generates")
except Exception as e:  # pragma: no cover
    err("could not run build.build_lines(): %s" % e)

print("writes: %d (%d attacks, %d look-alikes) in %d sessions" % (
    len(writes), sum(v for k, v in kinds.items() if k.startswith("attack:")),
    sum(v for k, v in kinds.items() if k.startswith("lookalike:")), len(sessions)))
print("per kind (attack/look-alike): " + ", ".join(
    "%s %d/%d" % (k, kinds["attack:" + k], kinds["lookalike:" + k]) for k in EXPECTED))
print("languages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items()))))
print("formats (%d): %s" % (len(formats), ", ".join("%s %d" % kv for kv in sorted(formats.items()))))
print("channels: %s" % ", ".join("%s %d" % kv for kv in sorted(channels.items())))
if errors:
    print("FAILED:")
    print("\n".join("  " + e for e in errors))
    sys.exit(1)
print("OK")
