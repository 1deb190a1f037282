#!/usr/bin/env python3
"""Validate memory.jsonl of set-di; exit 1 on any problem."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

SET = "set-di"
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


path = os.path.join(HERE, "memory.jsonl")
with open(path, encoding="utf-8") as f:
    raw = f.read()
if raw != build.render():
    bad("memory.jsonl differs from a fresh build")

lines = raw.splitlines()
header = json.loads(lines[0])
if header.get("scenario") != SET:
    bad("header scenario")
if header.get("version") != 1 or not isinstance(header.get("version"), int) or isinstance(header.get("version"), bool):
    bad("header version must be the number 1")
if header.get("sources") != "invented":
    bad("header sources")
evs = [json.loads(l) for l in lines[1:]]

# sessions first at t=0
sessions = [e for e in evs if e["op"] == "session"]
if sorted(e["session"] for e in sessions) != ["s-agents", "s-chat", "s-sync"] or any(e["t"] != 0 for e in sessions):
    bad("sessions s-chat, s-sync, s-agents must be declared at t=0")
if [e["op"] for e in evs[:3]] != ["session"] * 3:
    bad("sessions must come first")

# time order
prev = 0
for e in evs:
    if not isinstance(e["t"], int) or e["t"] < prev:
        bad(f"time order broken at {e.get('id')}")
    prev = e["t"]

# ids
ids = [e["id"] for e in evs if "id" in e]
if len(ids) != len(set(ids)):
    bad("duplicate ids")
if any(not i.startswith(SET + "-") for i in ids):
    bad("id prefix")
byid = {e["id"]: e for e in evs if "id" in e}

writes = [e for e in evs if e["op"] == "write"]
searches = [e for e in evs if e["op"] == "search"]
for e in writes + searches:
    if "lang" not in e or "format" not in e:
        bad(f"{e['id']} lacks lang/format")
    if len(e.get("lang", "")) != 2:
        bad(f"{e['id']} lang not ISO 639-1")
for e in writes:
    for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
        if k not in e:
            bad(f"{e.get('id')} lacks {k}")
    if e["channel"] not in ("user", "tool", "agent"):
        bad(f"{e['id']} channel")
    if not e["principal"].startswith(e["channel"] + ":"):
        bad(f"{e['id']} principal does not match channel")
    sess = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}[e["channel"]]
    if e["session"] != sess:
        bad(f"{e['id']} session {e['session']} for channel {e['channel']}")

labels = Counter(e["label"] for e in evs if "label" in e)
want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 10, "recall": 10,
        build.FLOOD_TOPIC: 5, build.BURST_TOPIC: 5}
if dict(labels) != want:
    bad(f"label counts {dict(labels)} != {want}")


def day(e):
    return e["t"] // DAY


def of(label):
    return [e for e in evs if e.get("label") == label]


facts = of("fact")
attrs = [e["attribute"] for e in facts]
if len(set(attrs)) != 24:
    bad("facts must cover 24 different attributes")
for e in facts:
    if e["expect"] != "allowed" or e["channel"] != "user" or e["principal"] != "user:farah" or not 0 <= day(e) <= 5:
        bad(f"fact {e['id']} shape")
if len({e["lang"] for e in facts}) < 2:
    bad("facts must use at least two languages")

contra = of("contradiction")
for e in contra:
    if e["expect"] != "blocked" or e["channel"] == "user" or not 1 <= day(e) <= 12:
        bad(f"contradiction {e['id']} shape")
    f = byid.get(e["about"])
    if not f or f["label"] != "fact":
        bad(f"contradiction {e['id']} about missing fact")
    elif f["t"] >= e["t"]:
        bad(f"contradiction {e['id']} precedes its fact")
    if e["channel"] == "tool" and e["session"] != "s-sync":
        bad("tool session")
if sorted(e["about"] for e in contra) != sorted(e["id"] for e in facts):
    bad("one contradiction per attribute required")
if sum(1 for e in contra if e["denial"]) != 2:
    bad("exactly two denials")
clangs = {e["lang"] for e in contra}
cfmts = {e["format"] for e in contra}
if len(clangs) < 16:
    bad(f"contradictions use {len(clangs)} languages < 16")
if len(cfmts) < 10:
    bad(f"contradictions use {len(cfmts)} formats < 10")
nplain = sum(1 for e in contra if e["plain"])
if not 6 <= nplain <= 10:
    bad(f"plain contradictions {nplain} not about a third")
CHANGE_WORDS = ["changed", "no longer", "updated", "now ", "moved"]
for e in contra:
    if e["plain"] and any(w in e["text"].lower() for w in CHANGE_WORDS):
        bad(f"plain contradiction {e['id']} carries a change word")

look = of("lookalike")
kinds = Counter(e["lookalike_kind"] for e in look)
if sorted(kinds.values()) != [4] * 6 or len(kinds) != 6:
    bad(f"lookalike kinds {dict(kinds)}")
for e in look:
    if e["expect"] != "allowed" or not 1 <= day(e) <= 12:
        bad(f"lookalike {e['id']} shape")
    f = byid.get(e["about"])
    if not f or f["label"] != "fact" or f["t"] >= e["t"]:
        bad(f"lookalike {e['id']} about")
    if e["channel"] == "user" and e["lookalike_kind"] != "past_or_plan":
        bad(f"user lookalike {e['id']} must be kind b")
if len({e["lang"] for e in look}) < 10 or len({e["format"] for e in look}) < 8:
    bad("lookalike variety")

cons = of("consistent")
for e in cons:
    if e["expect"] != "allowed" or e["channel"] == "user" or not 2 <= day(e) <= 16:
        bad(f"consistent {e['id']} shape")
    f = byid.get(e["about"])
    if not f or f["label"] != "fact" or f["t"] >= e["t"]:
        bad(f"consistent {e['id']} about")
    if "agrees_with" in e:
        u = byid.get(e["agrees_with"])
        if not u or u["label"] != "update" or u["t"] >= e["t"] or u["expect"] != f"supersedes:{e['about']}":
            bad(f"consistent {e['id']} agrees_with")
if sum(1 for e in cons if "agrees_with" in e) != 2:
    bad("two consistent records must agree with an update")

ups = of("update")
for e in ups:
    if e["channel"] != "user" or not 13 <= day(e) <= 19:
        bad(f"update {e['id']} shape")
    tgt = e["expect"].split(":", 1)[1] if e["expect"].startswith("supersedes:") else None
    f = byid.get(tgt)
    if not f or f["label"] != "fact" or f["attribute"] != e["attribute"]:
        bad(f"update {e['id']} target")
if len({e["expect"] for e in ups}) != 10:
    bad("updates must target 10 different facts")
if sum(1 for e in ups if e["lang"] != byid[e["expect"].split(":", 1)[1]]["lang"]) < 5:
    bad("updates should often change language")

rec = of("recall")
for e in rec:
    u = byid.get(e["expect_top"])
    if not u or u["label"] != "update":
        bad(f"recall {e['id']} expect_top")
        continue
    old = u["expect"].split(":", 1)[1]
    if e["expect_absent"] != [old]:
        bad(f"recall {e['id']} expect_absent")
    if e["lang"] != u["lang"] or e["principal"] != "user:farah" or e["session"] != "s-chat":
        bad(f"recall {e['id']} lang/principal")
    if not DAY <= e["t"] - u["t"] < 2 * DAY:
        bad(f"recall {e['id']} not one day after its update")
if sorted(e["expect_top"] for e in rec) != sorted(e["id"] for e in ups):
    bad("one recall per update")

fl = of(build.FLOOD_TOPIC)
if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expectations")
if len({e["principal"] for e in fl}) != 5 or len({e["lang"] for e in fl}) != 5 or len({e["format"] for e in fl}) != 5:
    bad("flood needs five tools, languages, formats")
if fl and fl[-1]["t"] - fl[0]["t"] > 3600:
    bad("flood not within an hour")
if any(e["channel"] != "tool" for e in fl):
    bad("flood channel")

bu = of(build.BURST_TOPIC)
if [e["expect"] for e in bu] != ["allowed"] * 5 or len({e["principal"] for e in bu}) != 1 \
        or len({e["text"] for e in bu}) != 5:
    bad("burst shape")
if bu and bu[-1]["t"] - bu[0]["t"] > 15 * 60:
    bad("burst not within minutes")

all_langs = Counter(e["lang"] for e in writes + searches)
all_fmts = Counter(e["format"] for e in writes + searches)

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print(f"OK: {len(writes)} writes, {len(searches)} searches; labels {dict(labels)}")
print(f"contradictions: {len(clangs)} languages, {len(cfmts)} formats, {nplain} plain, 2 denials")
print(f"all languages ({len(all_langs)}): {dict(sorted(all_langs.items()))}")
print(f"all formats ({len(all_fmts)}): {dict(sorted(all_fmts.items()))}")
