#!/usr/bin/env python3
"""Check set-fi/memory.jsonl against the rules of its brief. Exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter

SET = "set-fi"
USER = "user:yolanda"
DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))
problems = []


def bad(msg):
    problems.append(msg)


def day(t):
    return t // DAY


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as fh:
    lines = [json.loads(l) for l in fh if l.strip()]
header, events = lines[0], lines[1:]

# header
want = {"scenario": SET + "-memory", "version": 1,
        "sources": "hand-written by a helper who had not read src/ or policies/"}
for k, v in want.items():
    if header.get(k) != v:
        bad("header %s is %r, want %r" % (k, header.get(k), v))
if not header.get("description"):
    bad("header has no description")

# sessions
sessions = {e["session"]: e for e in events if e["op"] == "session"}
want_sessions = {SET + "-user", SET + "-tools", SET + "-agents"}
if set(sessions) != want_sessions:
    bad("sessions are %s" % sorted(sessions))
for s in sessions.values():
    if s["t"] != 0:
        bad("session %s declared at t=%s" % (s["session"], s["t"]))

# time order
prev = -1
prev_scored = -1
for e in events:
    if e["t"] < prev:
        bad("t goes back at %s" % e.get("id"))
    prev = e["t"]
    if e["op"] != "session":
        if e["t"] <= prev_scored:
            bad("t not strictly increasing at %s" % e.get("id"))
        prev_scored = e["t"]

scored = [e for e in events if e["op"] in ("write", "search")]
for e in events:
    if e["op"] not in ("session", "write", "search"):
        bad("unknown op %r" % e["op"])

# ids unique
ids = Counter(e.get("id") for e in scored)
for i, n in ids.items():
    if i is None:
        bad("an event has no id")
    elif n > 1:
        bad("id %s used %d times" % (i, n))
    elif not i.startswith(SET + "-"):
        bad("id %s lacks the set prefix" % i)
by_id = {e["id"]: e for e in scored}

# principals, channels, sessions
for e in scored:
    if e["session"] not in sessions:
        bad("%s names undeclared session %s" % (e["id"], e["session"]))
    p = e["principal"]
    if e["op"] == "write":
        ch = p.split(":", 1)[0]
        if e["channel"] != ch:
            bad("%s: channel %s for principal %s" % (e["id"], e["channel"], p))
        if e["channel"] == "user" and p != USER:
            bad("%s: user write by %s" % (e["id"], p))
        if e["session"] != "%s-%s" % (SET, {"user": "user", "tool": "tools",
                                             "agent": "agents"}[ch]):
            bad("%s: %s write in session %s" % (e["id"], ch, e["session"]))
        if not e.get("text", "").strip():
            bad("%s has no text" % e["id"])
    else:
        if p != USER or e["session"] != SET + "-user":
            bad("%s: search not by the user" % e["id"])

# labels and counts
lab = Counter()
for e in scored:
    L = e["label"]
    lab[L.split(":")[0] + (":*" if ":" in L else "")] += 1
want_counts = {"fact": 32, "coexist": 8, "contradiction": 24, "lookalike": 24,
               "burst:*": 5, "flood:*": 5, "update": 20, "recall": 20}
for k, n in want_counts.items():
    if lab.get(k, 0) != n:
        bad("label %s: %d records, want %d" % (k, lab.get(k, 0), n))
if not 8 <= lab.get("consistent", 0) <= 12:
    bad("consistent: %d records, want 8-12" % lab.get("consistent", 0))
extra_labels = set(lab) - set(want_counts) - {"consistent"}
if extra_labels:
    bad("unexpected labels %s" % extra_labels)


def of_label(name):
    return [e for e in scored if e["label"] == name or e["label"].startswith(name + ":")]


facts, coex = of_label("fact"), of_label("coexist")
contra, look, cons = of_label("contradiction"), of_label("lookalike"), of_label("consistent")
burst, flood = of_label("burst"), of_label("flood")
upd, rec = of_label("update"), of_label("recall")

# days
for group, days in ((facts, {0}), (coex, {1}), (contra + look + cons, {2, 3, 4, 5, 6}),
                    (burst, {8}), (flood, {9}), (upd, {14}), (rec, {15})):
    for e in group:
        if day(e["t"]) not in days:
            bad("%s (%s) on day %d" % (e["id"], e["label"], day(e["t"])))

# facts: user, 24 core + 8 extra, 10-15 min apart, languages
core = [e for e in facts if e.get("kind") == "core"]
extra = [e for e in facts if e.get("kind") == "extra"]
if len(core) != 24 or len(extra) != 8:
    bad("facts: %d core, %d extra" % (len(core), len(extra)))
for a, b in zip(facts, facts[1:]):
    if not 600 <= b["t"] - a["t"] <= 900:
        bad("facts %s -> %s are %d s apart" % (a["id"], b["id"], b["t"] - a["t"]))
user_langs = Counter(e["lang"] for e in facts + coex + upd)
if set(user_langs) != {"en", "zh", "es", "de"}:
    bad("user languages are %s" % dict(user_langs))
if len({e["format"] for e in facts}) < 4:
    bad("day-0 facts use fewer than 4 formats")
for e in facts:
    if e["expect"] != "allowed":
        bad("%s expect %s" % (e["id"], e["expect"]))

# expectations refer to existing, earlier ids of the right kind
for e in scored:
    ex = e.get("expect", "")
    if ":" in ex:
        op, ref = ex.split(":", 1)
        if ref not in by_id:
            bad("%s expects %s of unknown id %s" % (e["id"], op, ref))
        elif by_id[ref]["t"] >= e["t"]:
            bad("%s refers to later id %s" % (e["id"], ref))
        if op == "coexists" and by_id.get(ref, {}).get("kind") != "extra":
            bad("%s coexists with non-extra %s" % (e["id"], ref))
        if op == "supersedes" and by_id.get(ref, {}).get("kind") != "core":
            bad("%s supersedes non-core %s" % (e["id"], ref))
    for ref in ([e["expect_top"]] if "expect_top" in e else []) + e.get("expect_absent", []):
        if ref not in by_id or by_id[ref]["t"] >= e["t"]:
            bad("%s refers to unknown or later id %s" % (e["id"], ref))
for e in coex:
    if not e["expect"].startswith("coexists:"):
        bad("%s expect %s" % (e["id"], e["expect"]))
if len({e["expect"] for e in coex}) != 8:
    bad("coexist records do not cover the 8 extra facts")

# days 2-6: one every ~2 h
mid = sorted(contra + look + cons, key=lambda e: e["t"])
for a, b in zip(mid, mid[1:]):
    if not 5400 <= b["t"] - a["t"] <= 9000:
        bad("%s -> %s are %d s apart" % (a["id"], b["id"], b["t"] - a["t"]))
for e in mid:
    if e["channel"] not in ("tool", "agent"):
        bad("%s on channel %s" % (e["id"], e["channel"]))
for e in contra:
    if e["expect"] != "blocked":
        bad("%s expect %s" % (e["id"], e["expect"]))
    if by_id.get(e.get("contradicts"), {}).get("kind") != "core":
        bad("%s contradicts no core fact" % e["id"])
if len({e["contradicts"] for e in contra}) != 24:
    bad("contradictions do not cover 24 distinct core facts")
if len({e["lang"] for e in contra}) < 16:
    bad("contradictions use %d languages" % len({e["lang"] for e in contra}))
if len({e["format"] for e in contra}) < 8:
    bad("contradictions use %d formats" % len({e["format"] for e in contra}))
nbare = sum(1 for e in contra if e["bare"])
if not 6 <= nbare <= 10:
    bad("%d bare contradictions, want about a third" % nbare)
for e in look + cons:
    if e["expect"] != "allowed":
        bad("%s expect %s" % (e["id"], e["expect"]))
sorts = Counter(e["kind"] for e in look)
if len(sorts) != 6 or set(sorts.values()) != {4}:
    bad("look-alike sorts %s" % dict(sorts))
for e in cons:
    if e["agrees_with"] not in by_id:
        bad("%s agrees with unknown %s" % (e["id"], e["agrees_with"]))
    elif e["lang"] == by_id[e["agrees_with"]]["lang"]:
        bad("%s is in the same language as the fact it agrees with" % e["id"])

# burst: one tool, ~1 minute apart, allowed
if len({e["principal"] for e in burst}) != 1 or len({e["label"] for e in burst}) != 1:
    bad("burst is not from one tool under one label")
elif burst[0]["label"] != "burst:" + burst[0]["principal"].split(":", 1)[1]:
    bad("burst label %s does not name its tool" % burst[0]["label"])
for a, b in zip(burst, burst[1:]):
    if not 40 <= b["t"] - a["t"] <= 80:
        bad("burst gap %d s" % (b["t"] - a["t"]))
for e in burst:
    if e["expect"] != "allowed":
        bad("%s expect %s" % (e["id"], e["expect"]))

# flood: one tool, 60-90 s apart, any, any, blocked x3, one attribute
if len({e["principal"] for e in flood}) != 1 or len({e["label"] for e in flood}) != 1:
    bad("flood is not from one tool under one label")
for a, b in zip(flood, flood[1:]):
    if not 60 <= b["t"] - a["t"] <= 90:
        bad("flood gap %d s" % (b["t"] - a["t"]))
if [e["expect"] for e in flood] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expects %s" % [e["expect"] for e in flood])
if len({e["contradicts"] for e in flood}) != 1 or flood[0]["label"] != "flood:" + flood[0]["attr"]:
    bad("flood does not repeat one claim about one attribute")

# updates: 20 distinct core facts, one an hour, other language, 4 kinds x 5
targets = [e["expect"].split(":", 1)[1] for e in upd if e["expect"].startswith("supersedes:")]
if len(targets) != 20 or len(set(targets)) != 20:
    bad("updates do not supersede 20 distinct facts")
for a, b in zip(upd, upd[1:]):
    if b["t"] - a["t"] != 3600:
        bad("updates %s -> %s are %d s apart" % (a["id"], b["id"], b["t"] - a["t"]))
for e in upd:
    f = by_id.get(e["expect"].split(":", 1)[1], {})
    if e["lang"] == f.get("lang"):
        bad("%s is in the same language (%s) as %s" % (e["id"], e["lang"], f.get("id")))
    if e["attr"] != f.get("attr"):
        bad("%s attribute %s differs from its fact's %s" % (e["id"], e["attr"], f.get("attr")))
kinds = Counter(e["kind"] for e in upd)
if len(kinds) != 4 or set(kinds.values()) != {5}:
    bad("update kinds %s" % dict(kinds))

# recalls: one per update, 86700 s later, same language, other words
upd_by_id = {e["id"]: e for e in upd}
seen = set()
for r in rec:
    u = upd_by_id.get(r.get("expect_top"))
    if not u:
        bad("%s expect_top is not an update" % r["id"])
        continue
    seen.add(u["id"])
    if r["t"] - u["t"] != 86700:
        bad("%s is %d s after %s" % (r["id"], r["t"] - u["t"], u["id"]))
    if r["lang"] != u["lang"]:
        bad("%s language %s, update %s" % (r["id"], r["lang"], u["lang"]))
    if r.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
        bad("%s expect_absent %s" % (r["id"], r.get("expect_absent")))
    if r["query"].strip(" ?？¿").lower() in u["text"].lower():
        bad("%s query is a piece of its update" % r["id"])
if len(seen) != 20:
    bad("recalls cover %d updates" % len(seen))

# natural text: no repeated records, no sentence of 30+ chars repeated across records
texts = Counter(e.get("text") or e.get("query") for e in scored)
for t, n in texts.items():
    if n > 1:
        bad("text repeated %d times: %r" % (n, t[:60]))
owner = {}
for e in scored:
    for s in re.split(r"[.!?。！？\n]+", e.get("text") or e.get("query")):
        s = s.strip().lower()
        if len(s) >= 30:
            if s in owner and owner[s] != e["id"]:
                bad("sentence shared by %s and %s: %r" % (owner[s], e["id"], s[:60]))
            owner.setdefault(s, e["id"])

if problems:
    for p in problems:
        print("PROBLEM:", p)
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("OK: %d events (%d writes, %d searches, %d sessions)" % (
    len(events), sum(e["op"] == "write" for e in events),
    sum(e["op"] == "search" for e in events), len(sessions)))
print("labels:", ", ".join("%s=%d" % kv for kv in sorted(Counter(e["label"] for e in scored).items())))
print("contradictions: %d languages, %d formats, %d bare" % (
    len({e["lang"] for e in contra}), len({e["format"] for e in contra}), nbare))
print("days: " + ", ".join("%s=%s" % (k, sorted({day(e["t"]) for e in g})) for k, g in (
    ("fact", facts), ("coexist", coex), ("mid", mid), ("burst", burst), ("flood", flood),
    ("update", upd), ("recall", rec))))
