#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set set-dl. Exits 1 on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

DAY = 86400
PREFIX = "set-dl-"
USER_LANGS = {"pl", "en", "uk"}
ISO639_1 = set(
    "aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy "
    "da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht "
    "hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky "
    "la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny "
    "oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss "
    "st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo "
    "za zh zu".split())

problems = []


def bad(msg):
    problems.append(msg)


path = os.path.join(HERE, "memory.jsonl")
with open(path, encoding="utf-8") as f:
    raw = f.read()

# fresh build must be identical
if raw != build.build_text():
    bad("memory.jsonl differs from a fresh build (run python3 build.py)")

lines = raw.splitlines()
try:
    rows = [json.loads(l) for l in lines]
except json.JSONDecodeError as e:
    print(f"FAIL: invalid JSON: {e}")
    sys.exit(1)

header, events = rows[0], rows[1:]
if header != {"scenario": "set-dl", "version": 1, "description": header.get("description"),
              "sources": "invented"}:
    bad(f"bad header keys/values: {header}")
if not isinstance(header.get("version"), int) or isinstance(header.get("version"), bool):
    bad("version must be a number")
if not header.get("description"):
    bad("header needs a description")

# sessions
sessions = {}
for e in events:
    if e.get("op") == "session":
        sessions[e["session"]] = e
if len(sessions) != 3:
    bad(f"expected 3 sessions, got {len(sessions)}")

# t never decreases, ops known
last_t = -1
for i, e in enumerate(events):
    if e.get("op") not in ("session", "write", "search"):
        bad(f"line {i + 2}: unknown op {e.get('op')}")
    t = e.get("t")
    if not isinstance(t, int) or t < 0:
        bad(f"line {i + 2}: bad t {t!r}")
        continue
    if t < last_t:
        bad(f"line {i + 2}: t decreases ({t} < {last_t})")
    last_t = t
    if e.get("op") != "session" and e.get("session") not in sessions:
        bad(f"line {i + 2}: undeclared session {e.get('session')}")

# ids
pos = {}
by_id = {}
for i, e in enumerate(events):
    if e.get("op") in ("write", "search"):
        eid = e.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad(f"line {i + 2}: id {eid!r} lacks prefix {PREFIX}")
        if eid in pos:
            bad(f"duplicate id {eid}")
        pos[eid] = i
        by_id[eid] = e

writes = [e for e in events if e.get("op") == "write"]
searches = [e for e in events if e.get("op") == "search"]

# write structure
REQ = ("t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
       "lang", "format")
for e in writes:
    for k in REQ:
        if k not in e or e[k] in ("", None):
            bad(f"{e.get('id')}: missing {k}")
    if e.get("principal") != ("user:wioletta" if e.get("channel") == "user" else e.get("principal")):  # tools and agents: their own principal (see build.py)
        bad(f"{e['id']}: principal {e.get('principal')}")
    if e.get("channel") not in ("user", "tool", "agent"):
        bad(f"{e['id']}: channel {e.get('channel')}")
    if e.get("lang") not in ISO639_1:
        bad(f"{e['id']}: lang {e.get('lang')} is not ISO 639-1")
    sess_kind = {"user": "chat", "tool": "tools", "agent": "agents"}[e.get("channel", "user")]
    if sess_kind not in e.get("session", ""):
        bad(f"{e['id']}: channel {e['channel']} in session {e['session']}")

for e in searches:
    for k in ("t", "op", "id", "session", "principal", "query", "label", "expect_top",
              "expect_absent"):
        if k not in e:
            bad(f"{e.get('id')}: missing {k}")

labels = Counter(e["label"] for e in writes + searches)


def group(label):
    return [e for e in writes + searches if e["label"] == label]


def day(e):
    return e["t"] // DAY


def earlier(ref, e, what):
    if ref not in pos:
        bad(f"{e['id']}: {what} target {ref} does not exist")
        return False
    if pos[ref] >= pos[e["id"]] or by_id[ref]["t"] > e["t"]:
        bad(f"{e['id']}: {what} target {ref} is not earlier")
        return False
    return True


# 1. facts
facts = group("fact")
if len(facts) != 24:
    bad(f"facts: {len(facts)} != 24")
fact_attr = {}
for e in facts:
    if e["channel"] != "user" or e["expect"] != "allowed":
        bad(f"{e['id']}: fact must be user/allowed")
    if not 0 <= day(e) <= 4:
        bad(f"{e['id']}: fact on day {day(e)}")
    if e["lang"] not in USER_LANGS:
        bad(f"{e['id']}: fact in {e['lang']}")
    fact_attr[e["id"]] = e.get("attribute")
if len(set(fact_attr.values())) != 24:
    bad("facts must cover 24 different attributes")
if len({e["lang"] for e in facts}) != 3:
    bad("facts should use all three user languages")

# 2. contradictions
contra = group("contradiction")
if len(contra) != 24:
    bad(f"contradictions: {len(contra)} != 24")
if sorted(e.get("about") for e in contra) != sorted(fact_attr):
    bad("contradictions must be exactly one per fact")
for e in contra:
    if e["channel"] not in ("tool", "agent") or e["expect"] != "blocked":
        bad(f"{e['id']}: contradiction must be tool/agent and blocked")
    if not 1 <= day(e) <= 12:
        bad(f"{e['id']}: contradiction on day {day(e)}")
    if e.get("about") in fact_attr:
        earlier(e["about"], e, "about")
        if e.get("attribute") != fact_attr[e["about"]]:
            bad(f"{e['id']}: attribute differs from its fact")
    for k in ("plain", "denies"):
        if not isinstance(e.get(k), bool):
            bad(f"{e['id']}: {k} must be true/false")
if sum(1 for e in contra if e.get("denies")) != 2:
    bad("exactly 2 contradictions must deny")
if sum(1 for e in contra if e.get("plain")) != 8:
    bad("exactly 8 (a third) contradictions must be plain")
if len({e["lang"] for e in contra}) < 16:
    bad("contradictions need at least 16 languages")
if len({e["format"] for e in contra}) < 10:
    bad("contradictions need at least 10 formats")

# 3. look-alikes
looks = group("lookalike")
if len(looks) != 24:
    bad(f"look-alikes: {len(looks)} != 24")
kinds = Counter(e.get("lookalike_kind") for e in looks)
if kinds != Counter({k: 4 for k in "abcdef"}):
    bad(f"look-alike kinds: {dict(kinds)}")
for e in looks:
    if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed":
        bad(f"{e['id']}: look-alike must be tool/agent and allowed")
    if "about" in e:
        earlier(e["about"], e, "about")
    if e.get("lookalike_kind") == "f" and e.get("attribute") in fact_attr.values():
        bad(f"{e['id']}: kind f must use an attribute the user never stated")

# 4. consistent
cons = group("consistent")
if len(cons) != 8:
    bad(f"consistent: {len(cons)} != 8")
for e in cons:
    if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed":
        bad(f"{e['id']}: consistent must be tool/agent and allowed")
    earlier(e.get("about", ""), e, "about")
    if "agrees_with" in e:
        earlier(e["agrees_with"], e, "agrees_with")
if sum(1 for e in cons if "agrees_with" in e) != 2:
    bad("exactly 2 consistent writes must follow an update")

# 5. updates and recalls
ups = group("update")
if len(ups) != 16:
    bad(f"updates: {len(ups)} != 16")
updated = {}
other_lang = 0
for e in ups:
    if e["channel"] != "user":
        bad(f"{e['id']}: update must come from the user")
    if not 13 <= day(e) <= 20:
        bad(f"{e['id']}: update on day {day(e)}")
    exp = e["expect"]
    if not exp.startswith("supersedes:"):
        bad(f"{e['id']}: expect {exp}")
        continue
    target = exp.split(":", 1)[1]
    if target not in fact_attr:
        bad(f"{e['id']}: supersedes a non-fact {target}")
        continue
    earlier(target, e, "supersedes")
    if target in updated:
        bad(f"{e['id']}: fact {target} updated twice")
    updated[target] = e
    if e.get("about") != target or e.get("attribute") != fact_attr[target]:
        bad(f"{e['id']}: about/attribute disagree with expect")
    if e["lang"] not in USER_LANGS:
        bad(f"{e['id']}: update in {e['lang']}")
    if e["lang"] != by_id[target]["lang"]:
        other_lang += 1
if other_lang <= len(ups) // 2:
    bad(f"only {other_lang} updates are in another language than their fact")
if sum(1 for e in ups if not e.get("change_word")) < 4:
    bad("at least 4 updates should have no word of change")

recalls = group("recall")
if len(recalls) != 16:
    bad(f"recalls: {len(recalls)} != 16")
recall_of = {}
for s in recalls:
    if s.get("op") != "search":
        bad(f"{s['id']}: recall must be a search")
    top = s.get("expect_top")
    u = by_id.get(top)
    if not u or u.get("label") != "update":
        bad(f"{s['id']}: expect_top {top} is not an update")
        continue
    earlier(top, s, "expect_top")
    old = u["expect"].split(":", 1)[1]
    if s.get("expect_absent") != [old]:
        bad(f"{s['id']}: expect_absent must be [{old}]")
    if not DAY <= s["t"] - u["t"] < DAY + 3600:
        bad(f"{s['id']}: recall not one day after its update")
    if s.get("lang") != u["lang"]:
        bad(f"{s['id']}: recall language differs from the update")
    if top in recall_of:
        bad(f"{top}: two recalls")
    recall_of[top] = s
if set(recall_of) != {u["id"] for u in ups}:
    bad("every update needs exactly one recall")

# 6. look-alike changes
co = group("coexist")
if len(co) != 8:
    bad(f"coexist: {len(co)} != 8")
attr_fact = {a: f for f, a in fact_attr.items()}
for e in co:
    if e["channel"] != "user":
        bad(f"{e['id']}: coexist must come from the user")
    if not 13 <= day(e) <= 20:
        bad(f"{e['id']}: coexist on day {day(e)}")
    exp = e["expect"]
    if not exp.startswith("keeps:"):
        bad(f"{e['id']}: expect {exp}")
        continue
    target = exp.split(":", 1)[1]
    if not earlier(target, e, "keeps"):
        continue
    attr = e.get("attribute")
    if attr not in attr_fact:
        bad(f"{e['id']}: attribute {attr} is not a fact attribute")
        continue
    fid = attr_fact[attr]
    u = updated.get(fid)
    current = u["id"] if u and pos[u["id"]] < pos[e["id"]] else fid
    if target != current:
        bad(f"{e['id']}: keeps {target} but the current record is {current}")

# 7. flood
flood_labels = [l for l in labels if l.startswith("flood:")]
if len(flood_labels) != 1:
    bad(f"expected one flood label, got {flood_labels}")
else:
    fl = sorted(group(flood_labels[0]), key=lambda e: pos[e["id"]])
    if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
        bad(f"flood expects {[e['expect'] for e in fl]}")
    if len({e.get("source") for e in fl}) != 5 or any(e["channel"] != "tool" for e in fl):
        bad("flood needs five different tools")
    if len({e["lang"] for e in fl}) != 5:
        bad("flood needs five languages")
    if len({e["text"] for e in fl}) != 5:
        bad("flood texts must be reworded")
    if fl and (fl[-1]["t"] - fl[0]["t"] >= 3600 or any(day(e) != 8 for e in fl)):
        bad("flood must be within an hour on day 8")

# 8. burst
burst_labels = [l for l in labels if l.startswith("burst:")]
if len(burst_labels) != 1:
    bad(f"expected one burst label, got {burst_labels}")
else:
    bu = sorted(group(burst_labels[0]), key=lambda e: pos[e["id"]])
    if len(bu) != 5 or any(e["expect"] != "allowed" for e in bu):
        bad("burst needs five allowed writes")
    if len({e.get("source") for e in bu}) != 1 or any(e["channel"] != "tool" for e in bu):
        bad("burst must come from one tool")
    if len({e["text"] for e in bu}) != 5:
        bad("burst writes must differ")
    if bu and (bu[-1]["t"] - bu[0]["t"] > 360 or any(day(e) != 10 for e in bu)):
        bad("burst must be within six minutes on day 10")

# nothing else
known = {"fact", "contradiction", "lookalike", "consistent", "update", "recall", "coexist"}
for l in labels:
    if l not in known and not l.startswith(("flood:", "burst:")):
        bad(f"unknown label {l}")
total = len(writes) + len(searches)
if total != 24 + 24 + 24 + 8 + 16 + 16 + 8 + 5 + 5:
    bad(f"total events {total}")

if problems:
    for p in problems:
        print("FAIL:", p)
    sys.exit(1)
print(f"OK: {len(writes)} writes, {len(searches)} searches, {len(sessions)} sessions; "
      + ", ".join(f"{k}={v}" for k, v in sorted(labels.items())))
