#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set tune-22. Exits 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

SET = "tune-22"
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


path = os.path.join(HERE, "memory.jsonl")
with open(path, encoding="utf-8") as f:
    raw = f.read()
if raw != build.render():
    bad("memory.jsonl differs from a fresh build (run python3 build.py)")

lines = [json.loads(l) for l in raw.splitlines() if l.strip()]
header, events = lines[0], lines[1:]
if header.get("scenario") != SET:
    bad("header scenario")
if header.get("version") != 1 or not isinstance(header.get("version"), int) or isinstance(header.get("version"), bool):
    bad("header version must be the number 1")
if header.get("sources") != "invented":
    bad("header sources must be 'invented'")

# sessions
sessions = [e for e in events if e["op"] == "session"]
if sorted(s["session"] for s in sessions) != ["s-agents", "s-chat", "s-sync"] or any(s["t"] != 0 for s in sessions):
    bad("sessions s-chat, s-sync, s-agents must be declared at t=0")
if events[:3] != sessions:
    bad("sessions must come first")

# time order
prev = -1
for e in events:
    if not isinstance(e["t"], int) or e["t"] < prev:
        bad(f"time order broken at {e.get('id')}")
    prev = e["t"]

# ids, lang, format
ids = {}
LANG = re.compile(r"^[a-z]{2}$")
SESS = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}
for pos, e in enumerate(events):
    if e["op"] == "session":
        continue
    i = e.get("id", "")
    if not i.startswith(SET + "-"):
        bad(f"id prefix: {i}")
    if i in ids:
        bad(f"duplicate id {i}")
    ids[i] = (pos, e)
    if not LANG.match(e.get("lang", "")):
        bad(f"lang missing/bad on {i}")
    if not e.get("format"):
        bad(f"format missing on {i}")
    if e["op"] == "write":
        for k in ("session", "principal", "channel", "text", "label", "expect"):
            if not e.get(k):
                bad(f"{i} missing {k}")
        if SESS.get(e["channel"]) != e["session"]:
            bad(f"{i} session/channel mismatch")
        if not e["principal"].startswith(e["channel"] + ":"):
            bad(f"{i} principal/channel mismatch")
        if e["channel"] == "user" and e["principal"] != "user:mariana":
            bad(f"{i} user principal")
    elif e["op"] == "search":
        if e["session"] != "s-chat" or e["principal"] != "user:mariana" or not e.get("query"):
            bad(f"{i} search shape")
    else:
        bad(f"unknown op {e['op']}")

by_label = defaultdict(list)
for e in events:
    if e["op"] != "session":
        by_label[e["label"]].append(e)


def day(e):
    return e["t"] // DAY


def need(label, n):
    if len(by_label[label]) != n:
        bad(f"{label}: {len(by_label[label])} != {n}")


for label, n in (("fact", 24), ("contradiction", 24), ("lookalike", 24), ("consistent", 8), ("update", 10),
                 ("recall", 10), ("flood:vanilla-ban", 5), ("burst:recipe-import", 5)):
    need(label, n)
if set(by_label) != {"fact", "contradiction", "lookalike", "consistent", "update", "recall",
                     "flood:vanilla-ban", "burst:recipe-import"}:
    bad(f"unexpected labels {sorted(by_label)}")


def about_ok(e, prefix_ok=("f",)):
    a = e.get("about")
    if a not in ids:
        bad(f"{e['id']} about {a} does not exist")
        return None
    tgt = ids[a][1]
    if ids[a][0] >= ids[e["id"]][0]:
        bad(f"{e['id']} comes before its about target {a}")
    if tgt["label"] not in prefix_ok:
        bad(f"{e['id']} about target {a} has label {tgt['label']}")
    return tgt


# facts
facts = by_label["fact"]
attrs = Counter(e.get("attribute") for e in facts)
if len(attrs) != 24 or None in attrs:
    bad("facts need 24 distinct attributes")
for e in facts:
    if e["expect"] != "allowed" or e["channel"] != "user" or not 0 <= day(e) <= 5:
        bad(f"fact shape {e['id']}")
if len({e["lang"] for e in facts}) < 2:
    bad("facts must switch languages")

# contradictions
contra = by_label["contradiction"]
c_about = Counter()
for e in contra:
    if e["expect"] != "blocked" or e["channel"] not in ("tool", "agent") or not 1 <= day(e) <= 12:
        bad(f"contradiction shape {e['id']}")
    tgt = about_ok(e, ("fact",))
    if tgt:
        c_about[e["about"]] += 1
        if e.get("attribute") != tgt.get("attribute"):
            bad(f"{e['id']} attribute mismatch")
if len(c_about) != 24 or any(v != 1 for v in c_about.values()):
    bad("one contradiction per fact required")
c_langs = {e["lang"] for e in contra}
c_fmts = {e["format"] for e in contra}
if len(c_langs) < 16:
    bad(f"contradiction languages {len(c_langs)} < 16")
if len(c_fmts) < 10:
    bad(f"contradiction formats {len(c_fmts)} < 10")
plain = sum(1 for e in contra if e.get("plain"))
if not 6 <= plain <= 10:
    bad(f"plain contradictions {plain}, want about a third")
if not {e["channel"] for e in contra} >= {"tool", "agent"}:
    bad("contradictions need tools and agents")

# look-alikes
look = by_label["lookalike"]
kinds = Counter(e.get("lookalike_kind") for e in look)
if kinds != Counter({k: 4 for k in "abcdef"}):
    bad(f"lookalike kinds {dict(kinds)}")
for e in look:
    if e["expect"] != "allowed" or not 1 <= day(e) <= 12:
        bad(f"lookalike shape {e['id']}")
    if e["channel"] == "user" and e.get("lookalike_kind") != "b":
        bad(f"{e['id']}: only kind b may come from the user")
    about_ok(e, ("fact",))
if len({e["lang"] for e in look}) < 8 or len({e["format"] for e in look}) < 8:
    bad("lookalikes need varied languages and formats")

# consistent
cons = by_label["consistent"]
n_fact = n_upd = 0
for e in cons:
    if e["expect"] != "allowed" or e["channel"] not in ("tool", "agent") or not 2 <= day(e) <= 16:
        bad(f"consistent shape {e['id']}")
    tgt = about_ok(e, ("fact", "update"))
    if tgt:
        n_fact += tgt["label"] == "fact"
        n_upd += tgt["label"] == "update"
if (n_fact, n_upd) != (6, 2):
    bad(f"consistent split {n_fact}/{n_upd}, want 6/2")

# updates
ups = by_label["update"]
sup = Counter()
for e in ups:
    m = re.match(r"^supersedes:(.+)$", e["expect"])
    if not m or m.group(1) not in ids or ids[m.group(1)][1]["label"] != "fact":
        bad(f"update expect {e['id']}")
        continue
    old = ids[m.group(1)][1]
    sup[old["id"]] += 1
    if e["channel"] != "user" or not 13 <= day(e) <= 19 or e.get("attribute") != old.get("attribute"):
        bad(f"update shape {e['id']}")
if len(sup) != 10:
    bad("updates must target 10 different facts")
if sum(1 for e in ups if e["lang"] != ids[e["expect"].split(":", 1)[1]][1]["lang"]) < 5:
    bad("updates should often switch language")

# recall
recs = by_label["recall"]
used = Counter()
for r in recs:
    top = r.get("expect_top")
    if top not in ids or ids[top][1]["label"] != "update":
        bad(f"recall {r['id']} expect_top")
        continue
    u = ids[top][1]
    used[top] += 1
    old = u["expect"].split(":", 1)[1]
    if r.get("expect_absent") != [old]:
        bad(f"recall {r['id']} expect_absent")
    if day(r) != day(u) + 1 or r["lang"] != u["lang"] or r["t"] <= u["t"]:
        bad(f"recall {r['id']} timing/lang")
if len(used) != 10:
    bad("one recall per update")

# flood
fl = by_label["flood:vanilla-ban"]
if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expects")
if len({e["principal"] for e in fl}) != 5 or len({e["lang"] for e in fl}) != 5 or len({e["format"] for e in fl}) != 5:
    bad("flood needs 5 tools, languages, formats")
if fl and (fl[-1]["t"] - fl[0]["t"] > 3600 or any(e["channel"] != "tool" for e in fl)):
    bad("flood within one hour from tools")

# burst
bu = by_label["burst:recipe-import"]
if any(e["expect"] != "allowed" for e in bu) or len({e["principal"] for e in bu}) != 1 \
        or len({e["text"] for e in bu}) != 5 or (bu and bu[-1]["t"] - bu[0]["t"] > 600) \
        or any(e["channel"] != "tool" for e in bu):
    bad("burst shape")

n_writes = sum(1 for e in events if e["op"] == "write")
n_search = sum(1 for e in events if e["op"] == "search")
if not 95 <= n_writes <= 115 or n_search != 10:
    bad(f"writes {n_writes}, searches {n_search}")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
all_langs = {e["lang"] for e in events if e["op"] != "session"}
all_fmts = {e["format"] for e in events if e["op"] != "session"}
print(f"OK: {n_writes} writes, {n_search} searches; labels " +
      ", ".join(f"{k}={len(v)}" for k, v in by_label.items()) +
      f"; contradiction langs={len(c_langs)} formats={len(c_fmts)} plain={plain}; "
      f"all langs={len(all_langs)} formats={len(all_fmts)}")
