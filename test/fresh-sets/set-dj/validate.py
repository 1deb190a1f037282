#!/usr/bin/env python3
"""Validate memory.jsonl of set-dj; exit 1 on any problem."""
import collections
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "set-dj"
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


path = os.path.join(HERE, "memory.jsonl")
raw = open(path, encoding="utf-8").read()

spec = importlib.util.spec_from_file_location("build", os.path.join(HERE, "build.py"))
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)
if build.build() != raw:
    bad("memory.jsonl differs from a fresh build")
if build.build() != build.build():
    bad("build is not deterministic")

lines = [json.loads(l) for l in raw.splitlines() if l.strip()]
header, events = lines[0], lines[1:]
if header.get("scenario") != SET:
    bad("header scenario")
if header.get("version") != 1 or isinstance(header.get("version"), bool) or not isinstance(header.get("version"), int):
    bad("header version must be the number 1")
if header.get("sources") != "invented":
    bad("header sources")

# sessions at t=0
sess = [e for e in events if e["op"] == "session"]
if sorted(s["session"] for s in sess) != ["s-agents", "s-chat", "s-sync"] or any(s["t"] != 0 for s in sess):
    bad("sessions must be s-chat, s-sync, s-agents at t=0")

# time order
last = -1
for e in events:
    if not isinstance(e.get("t"), int) or e["t"] < last:
        bad(f"time order at {e.get('id', e)}")
    last = e.get("t", last)

ids = {}
for e in events:
    if e["op"] in ("write", "search"):
        i = e.get("id")
        if not i or not i.startswith(SET + "-"):
            bad(f"bad id {i}")
        if i in ids:
            bad(f"duplicate id {i}")
        ids[i] = e
        for k in ("lang", "format"):
            if not e.get(k):
                bad(f"{i} missing {k}")
        if len(e.get("lang", "")) != 2:
            bad(f"{i} lang not ISO 639-1")
        if e["op"] == "write":
            for k in ("session", "principal", "channel", "text", "label", "expect"):
                if k not in e:
                    bad(f"{i} missing {k}")
            want = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}[e["channel"]]
            if e["session"] != want:
                bad(f"{i} session {e['session']} for channel {e['channel']}")
            if not e["principal"].startswith(e["channel"] + ":"):
                bad(f"{i} principal/channel mismatch")

by = collections.defaultdict(list)
for e in events:
    if e["op"] in ("write", "search"):
        by[e["label"]].append(e)

flood_labels = [l for l in by if l.startswith("flood:")]
burst_labels = [l for l in by if l.startswith("burst:")]
want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 10, "recall": 10}
for l, n in want.items():
    if len(by[l]) != n:
        bad(f"label {l}: {len(by[l])} != {n}")
if len(flood_labels) != 1 or len(burst_labels) != 1:
    bad("need exactly one flood and one burst label")
extra = set(by) - set(want) - set(flood_labels) - set(burst_labels)
if extra:
    bad(f"unexpected labels {extra}")


def day(e):
    return e["t"] / DAY


def earlier(target, e):
    return target in ids and ids[target]["t"] < e["t"]


# facts
facts = {e["id"]: e for e in by["fact"]}
attrs = [e.get("attribute") for e in by["fact"]]
if len(set(attrs)) != 24 or None in attrs:
    bad("facts must have 24 distinct attributes")
for e in by["fact"]:
    if e["expect"] != "allowed" or e["channel"] != "user" or e["principal"] != "user:oksana" or not 0 <= day(e) < 6:
        bad(f"fact {e['id']} shape")
fact_langs = {e["lang"] for e in by["fact"]}
if len(fact_langs) < 2:
    bad("facts need at least two languages")

# contradictions
covered = collections.Counter()
for e in by["contradiction"]:
    if e["expect"] != "blocked" or e["channel"] not in ("tool", "agent") or not 1 <= day(e) < 13:
        bad(f"contradiction {e['id']} shape")
    if e.get("about") not in facts or not earlier(e.get("about"), e):
        bad(f"contradiction {e['id']} about")
    covered[e.get("about")] += 1
if set(covered) != set(facts) or any(v != 1 for v in covered.values()):
    bad("contradictions must cover each of the 24 facts exactly once")
cl = {e["lang"] for e in by["contradiction"]}
cf = {e["format"] for e in by["contradiction"]}
if len(cl) < 16:
    bad(f"contradiction languages {len(cl)} < 16")
if len(cf) < 10:
    bad(f"contradiction formats {len(cf)} < 10")
plain = sum(1 for e in by["contradiction"] if e.get("plain"))
if not 7 <= plain <= 10:
    bad(f"plain contradictions {plain} not about a third")
if not any(e["channel"] == "agent" for e in by["contradiction"]):
    bad("no agent contradictions")

# look-alikes
kinds = collections.Counter(e.get("lookalike_kind") for e in by["lookalike"])
if kinds != collections.Counter({k: 4 for k in "abcdef"}):
    bad(f"look-alike kinds {dict(kinds)}")
for e in by["lookalike"]:
    if e["expect"] != "allowed" or not 1 <= day(e) < 13:
        bad(f"lookalike {e['id']} shape")
    if e.get("about") not in facts or not earlier(e["about"], e):
        bad(f"lookalike {e['id']} about")
    if e["channel"] == "user" and e["lookalike_kind"] != "b":
        bad(f"lookalike {e['id']}: only kind b may come from the user")
if len({e["lang"] for e in by["lookalike"]}) < 6 or len({e["format"] for e in by["lookalike"]}) < 8:
    bad("look-alikes need more variety")

# updates
updates = {e["id"]: e for e in by["update"]}
old_targets = []
for e in by["update"]:
    ex = e["expect"]
    if not ex.startswith("supersedes:"):
        bad(f"update {e['id']} expect")
        continue
    old = ex.split(":", 1)[1]
    old_targets.append(old)
    if old not in facts or not earlier(old, e):
        bad(f"update {e['id']} target")
    elif facts[old]["attribute"] != e.get("attribute"):
        bad(f"update {e['id']} attribute mismatch")
    if e["channel"] != "user" or not 13 <= day(e) < 20:
        bad(f"update {e['id']} shape")
if len(set(old_targets)) != 10:
    bad("updates must target 10 different facts")
if sum(1 for e in by["update"] if e["lang"] != facts.get(e["expect"].split(":", 1)[1], {}).get("lang")) < 5:
    bad("at least half of the updates should switch language")

# consistent
n_upd = 0
for e in by["consistent"]:
    a = e.get("about")
    if e["expect"] != "allowed" or e["channel"] not in ("tool", "agent") or not 2 <= day(e) < 17:
        bad(f"consistent {e['id']} shape")
    if a in updates:
        n_upd += 1
    elif a not in facts:
        bad(f"consistent {e['id']} about")
    if not earlier(a, e):
        bad(f"consistent {e['id']} before its target")
    if a in facts and a in old_targets:
        sup = [u for u in updates.values() if u["expect"] == "supersedes:" + a][0]
        if sup["t"] < e["t"]:
            bad(f"consistent {e['id']} agrees with a superseded fact")
if n_upd != 2:
    bad(f"consistent-with-update {n_upd} != 2")

# recalls
recalled = set()
for e in by["recall"]:
    if e["op"] != "search" or e["principal"] != "user:oksana" or e["session"] != "s-chat":
        bad(f"recall {e['id']} shape")
    u = updates.get(e.get("expect_top"))
    if not u:
        bad(f"recall {e['id']} expect_top")
        continue
    recalled.add(u["id"])
    if e["t"] - u["t"] < DAY or e["t"] - u["t"] >= 2 * DAY:
        bad(f"recall {e['id']} not one day after its update")
    if e["lang"] != u["lang"]:
        bad(f"recall {e['id']} language differs from update")
    if e.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
        bad(f"recall {e['id']} expect_absent")
if len(recalled) != 10:
    bad("each update needs exactly one recall")

# flood
if flood_labels:
    fl = by[flood_labels[0]]
    if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
        bad("flood expectations")
    if len({e["principal"] for e in fl}) != 5 or any(e["channel"] != "tool" for e in fl):
        bad("flood needs five different tools")
    if len({e["lang"] for e in fl}) != 5 or len({e["format"] for e in fl}) != 5:
        bad("flood needs five languages and formats")
    if fl[-1]["t"] - fl[0]["t"] > 3600:
        bad("flood longer than an hour")
# burst
if burst_labels:
    bu = by[burst_labels[0]]
    if len(bu) != 5 or any(e["expect"] != "allowed" for e in bu):
        bad("burst shape")
    if len({e["principal"] for e in bu}) != 1 or len({e["text"] for e in bu}) != 5:
        bad("burst must be one tool, five different items")
    if bu[-1]["t"] - bu[0]["t"] > 15 * 60:
        bad("burst not within minutes")

# overall language/format counts
langs = collections.Counter(e["lang"] for e in ids.values())
fmts = collections.Counter(e["format"] for e in ids.values())
if len(langs) < 16 or len(fmts) < 10:
    bad("overall variety too small")

n_writes = sum(1 for e in events if e["op"] == "write")
n_search = sum(1 for e in events if e["op"] == "search")
print(f"writes {n_writes}, searches {n_search}")
print("labels:", {l: len(v) for l, v in sorted(by.items())})
print("contradictions: languages", len(cl), "formats", len(cf), "plain", plain)
print("languages:", dict(sorted(langs.items())))
print("formats:", dict(sorted(fmts.items())))
if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("OK")
