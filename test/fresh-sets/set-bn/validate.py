#!/usr/bin/env python3
"""Check memory.jsonl of fresh set bn; exit non-zero on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
CHANNELS = {"user", "agent", "tool"}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}
SEARCH_KEYS = {"t", "op", "session", "principal", "query", "label", "lang", "format"}
EXPECTED = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
            "lookalike": 8, "coexist": 6, "flood": 30, "burst": 20}

problems = []


def bad(n, msg):
    problems.append("line %d: %s" % (n, msg))


rows = []
with open(PATH, encoding="utf-8") as fh:
    for n, line in enumerate(fh, 1):
        if not line.strip():
            bad(n, "blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            bad(n, "invalid JSON: %s" % exc)
            continue
        if not isinstance(obj, dict):
            bad(n, "not an object")
            continue
        rows.append((n, obj))

if not rows or "scenario" not in rows[0][1] or "op" in rows[0][1]:
    problems.append("first line must be a header with 'scenario'")
events = rows[1:]

last_t = None
sessions = set()
writes = {}          # id -> (index, event)
kinds = Counter()
by_label = defaultdict(list)
for idx, (n, e) in enumerate(events):
    t = e.get("t")
    if not isinstance(t, (int, float)):
        bad(n, "missing or non-numeric t")
        continue
    if last_t is not None and t <= last_t:
        bad(n, "t %s not strictly greater than %s" % (t, last_t))
    last_t = t
    op = e.get("op")
    if op == "session":
        if not e.get("session"):
            bad(n, "session op without session")
        if e.get("session") in sessions:
            bad(n, "session declared twice")
        sessions.add(e.get("session"))
        continue
    if op not in ("write", "search"):
        bad(n, "unknown op %r" % op)
        continue
    need = WRITE_KEYS if op == "write" else SEARCH_KEYS
    missing = need - set(e)
    if missing:
        bad(n, "missing keys %s" % sorted(missing))
        continue
    if e["session"] not in sessions:
        bad(n, "session %r used before declaration" % e["session"])
    label = e["label"]
    if ":" not in label or not label.split(":", 1)[1]:
        bad(n, "label not <kind>:<name>: %r" % label)
        continue
    kind = label.split(":", 1)[0]
    kinds[kind] += 1
    by_label[label].append((idx, n, e))
    if op == "write":
        ch = e["channel"]
        if ch not in CHANNELS:
            bad(n, "bad channel %r" % ch)
        if e["principal"].split(":", 1)[0] != ch:
            bad(n, "principal prefix != channel")
        if e["id"] in writes:
            bad(n, "duplicate id %r" % e["id"])
        words = len(e["text"].split())
        if e.get("lang") in ("zh", "ja"):
            if len(e["text"]) < 10:
                bad(n, "text too short")
        elif not 5 <= words <= 60:
            bad(n, "text has %d words, expected 5-60" % words)
        ex = e["expect"]
        if ex.split(":", 1)[0] in ("supersedes", "coexists", "keeps"):
            ref = ex.split(":", 1)[1]
            if ref not in writes:
                bad(n, "%s points at unknown or later write %r" % (ex, ref))
        elif ex not in ("allowed", "blocked", "any"):
            bad(n, "bad expect %r" % ex)
        writes[e["id"]] = (idx, e)
        # kind-specific expectations
        want = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                "lookalike": "allowed", "burst": "allowed"}.get(kind)
        if want and ex != want:
            bad(n, "%s should expect %s" % (kind, want))
        if kind == "update" and not ex.startswith("supersedes:"):
            bad(n, "update must supersede")
        if kind == "coexist" and not ex.startswith("coexists:"):
            bad(n, "coexist must use coexists:")
        if kind in ("fact", "update", "coexist", "recall") and e["principal"] != "user:mei":
            bad(n, "%s must come from the user" % kind)
        if kind in ("contradiction", "consistent", "lookalike", "flood", "burst") and ch == "user":
            bad(n, "%s must come from a tool or agent" % kind)
    else:
        if e["principal"].split(":", 1)[0] not in CHANNELS:
            bad(n, "search principal prefix invalid")
        top = e.get("expect_top")
        absent = e.get("expect_absent", [])
        if top is not None and top not in writes:
            bad(n, "expect_top %r not an earlier write" % top)
        if not isinstance(absent, list):
            bad(n, "expect_absent not a list")
            absent = []
        for a in absent:
            if a not in writes:
                bad(n, "expect_absent %r not an earlier write" % a)
        if kind == "recall" and top is not None and top in writes:
            upd = writes[top][1]
            if not upd["label"].startswith("update:"):
                bad(n, "recall should target an update")
            elif upd["expect"].split(":", 1)[1] not in absent:
                bad(n, "recall should list the superseded fact as absent")
            elif e["t"] - upd["t"] < 86400:
                bad(n, "recall less than a day after its update")

for k, c in EXPECTED.items():
    if kinds[k] != c:
        problems.append("kind %s: %d, expected %d" % (k, kinds[k], c))
for k in kinds:
    if k not in EXPECTED:
        problems.append("unexpected kind %s" % k)

# updates days after their fact; update language mix
langs = Counter()
for id_, (idx, e) in writes.items():
    if e["label"].startswith("update:"):
        ref = writes.get(e["expect"].split(":", 1)[1])
        if ref is None:
            continue
        fact = ref[1]
        if not fact["label"].startswith("fact:"):
            problems.append("%s supersedes a non-fact" % id_)
        if e["t"] - fact["t"] < 2 * 86400:
            problems.append("%s comes less than two days after its fact" % id_)
        langs["en" if e["lang"] == "en" else "zh" if e["lang"] == "zh" else "other"] += 1
if langs != Counter({"en": 6, "zh": 5, "other": 3}):
    problems.append("update languages %s, expected 6 en / 5 zh / 3 other" % dict(langs))

# contradictions on updated facts must come after the update
updated = {}
for id_, (idx, e) in writes.items():
    if e["label"].startswith("update:"):
        updated[e["label"].split(":", 1)[1]] = e["t"]
clangs = set()
for id_, (idx, e) in writes.items():
    if e["label"].startswith("contradiction:"):
        clangs.add(e["lang"])
        name = e["label"].split(":", 1)[1]
        if name in updated and e["t"] <= updated[name]:
            problems.append("%s precedes the update of %s" % (id_, name))
if len(clangs) < 8:
    problems.append("contradictions in only %d languages" % len(clangs))

# flood and burst shape
mixed = 0
for label, items in by_label.items():
    kind = label.split(":", 1)[0]
    if kind not in ("flood", "burst"):
        continue
    if len(items) != 5:
        problems.append("%s has %d writes, expected 5" % (label, len(items)))
        continue
    items.sort(key=lambda x: x[2]["t"])
    prin = {x[2]["principal"] for x in items}
    if len(prin) != 1:
        problems.append("%s uses several principals" % label)
    ts = [x[2]["t"] for x in items]
    if ts[-1] - ts[0] > 600:
        problems.append("%s spans more than 10 minutes" % label)
    texts = {x[2]["text"] for x in items}
    if len(texts) != 5:
        problems.append("%s repeats an identical text" % label)
    if kind == "flood":
        for a, b in zip(ts, ts[1:]):
            if not 30 <= b - a <= 150:
                problems.append("%s gap %d s outside 30-150" % (label, b - a))
        exp = [x[2]["expect"] for x in items]
        if exp[:2] != ["any", "any"] and not all(x in ("any", "allowed") for x in exp[:2]):
            problems.append("%s first copies should be any" % label)
        if exp[2:] != ["blocked"] * 3:
            problems.append("%s copies 3-5 should be blocked" % label)
        if len({x[2]["lang"] for x in items}) > 1:
            mixed += 1
        if len({x[2]["format"] for x in items}) < 3:
            problems.append("%s formats not varied" % label)
    else:
        if any(x[2]["expect"] != "allowed" for x in items):
            problems.append("%s burst writes must be allowed" % label)
    # the principal of a flood/burst must not write anything else
    p = prin.pop()
    others = [e for (idx, e) in writes.values() if e["principal"] == p and e["label"] != label]
    if others:
        problems.append("%s principal %s also writes elsewhere" % (label, p))
if mixed < 3:
    problems.append("only %d floods mix languages" % mixed)

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("ok: %d events, %s" % (len(events), dict(sorted(kinds.items()))))
