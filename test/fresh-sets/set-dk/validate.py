#!/usr/bin/env python3
"""Validate set-dk/memory.jsonl against the brief. Exit 1 on any problem."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

SET = "set-dk"
DAY = 86400
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv
cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz
ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt
lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu
rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts
tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

problems = []


def bad(msg):
    problems.append(msg)


path = os.path.join(HERE, "memory.jsonl")
with open(path, encoding="utf-8") as fh:
    raw = fh.read()

# --- file equals a fresh build
if raw != build.render():
    bad("memory.jsonl differs from a fresh build (run build.py)")

lines = raw.splitlines()
try:
    rows = [json.loads(l) for l in lines]
except json.JSONDecodeError as e:
    print("invalid JSON:", e)
    sys.exit(1)

header, evs = rows[0], rows[1:]
if header.get("scenario") != SET:
    bad("header scenario")
if type(header.get("version")) is not int or header.get("version") != 1:
    bad("header version must be the number 1")
if header.get("sources") != "invented":
    bad("header sources must be 'invented'")
for k in ("scenario", "version", "description", "sources"):
    if k not in header:
        bad(f"header lacks {k}")

# --- sessions at t=0
sess = [e for e in evs if e.get("op") == "session"]
if sorted(e["session"] for e in sess) != ["s-agents", "s-chat", "s-sync"]:
    bad("sessions must be exactly s-chat, s-sync, s-agents")
if any(e["t"] != 0 for e in sess):
    bad("sessions must be declared at t=0")
if evs[:3] != sess:
    bad("session declarations must come first")

# --- time order
prev = -1
for e in evs:
    if not isinstance(e.get("t"), int) or e["t"] < 0:
        bad(f"bad t in {e}")
    elif e["t"] < prev:
        bad(f"t decreases at {e.get('id', e.get('query'))}")
    else:
        prev = e["t"]

writes = [e for e in evs if e.get("op") == "write"]
searches = [e for e in evs if e.get("op") == "search"]
if len(sess) + len(writes) + len(searches) != len(evs):
    bad("unknown op present")

# --- ids
ids = [e["id"] for e in writes]
if len(ids) != len(set(ids)):
    bad("duplicate ids")
for i in ids:
    if not i.startswith(SET + "-"):
        bad(f"id {i} does not start with {SET}-")
byid = {e["id"]: e for e in writes}

# --- common keys, channels, sessions, langs
CH = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}
for e in writes + searches:
    name = e.get("id", e.get("query"))
    for k in ("lang", "format"):
        if not e.get(k):
            bad(f"{name}: lacks {k}")
    if e.get("lang") not in ISO639_1:
        bad(f"{name}: lang {e.get('lang')} is not ISO 639-1")
for e in writes:
    for k in ("t", "op", "id", "session", "principal", "channel", "text", "label", "expect"):
        if k not in e or e[k] in ("", None):
            bad(f"{e.get('id')}: lacks {k}")
    if e["channel"] not in CH:
        bad(f"{e['id']}: channel {e['channel']}")
    elif CH[e["channel"]] != e["session"]:
        bad(f"{e['id']}: session {e['session']} for channel {e['channel']}")
    if e["principal"].split(":", 1)[0] != e["channel"]:
        bad(f"{e['id']}: principal {e['principal']} vs channel {e['channel']}")

# --- counts per label
cnt = collections.Counter(e["label"] for e in writes + searches)
want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 10,
        "recall": 10, "flood:" + build.FLOOD_TOPIC: 5, "burst:" + build.BURST_TOPIC: 5}
if dict(cnt) != want:
    bad(f"label counts {dict(cnt)} != {want}")
if len(writes) != 100 or len(searches) != 10:
    bad(f"{len(writes)} writes, {len(searches)} searches (want 100, 10: the sum of the brief's parts)")


def of(label):
    return [e for e in writes + searches if e["label"] == label]


def day(e):
    return e["t"] // DAY


facts = of("fact")
fact_ids = {e["id"] for e in facts}
attrs = [e.get("attribute") for e in facts]
if None in attrs or len(set(attrs)) != 24:
    bad("facts need 24 distinct attributes")
for e in facts:
    if e["expect"] != "allowed" or e["channel"] != "user" or e["principal"] != build.USER:
        bad(f"{e['id']}: fact must be allowed user write")
    if not 0 <= day(e) <= 5:
        bad(f"{e['id']}: fact outside days 0-5")


def check_about(e, allowed_targets):
    a = e.get("about")
    if a not in byid:
        bad(f"{e['id']}: about {a} does not exist")
        return None
    if a not in allowed_targets:
        bad(f"{e['id']}: about {a} not an allowed target")
    if byid[a]["t"] >= e["t"]:
        bad(f"{e['id']}: about {a} comes later")
    return a


# contradictions
con = of("contradiction")
con_langs, con_fmts = set(), set()
for e in con:
    if e["expect"] != "blocked":
        bad(f"{e['id']}: contradiction must be blocked")
    if e["channel"] not in ("tool", "agent"):
        bad(f"{e['id']}: contradiction must come from tool/agent")
    if not 1 <= day(e) <= 12:
        bad(f"{e['id']}: contradiction outside days 1-12")
    check_about(e, fact_ids)
    con_langs.add(e["lang"])
    con_fmts.add(e["format"])
if sorted(e["about"] for e in con) != sorted(fact_ids):
    bad("contradictions must cover each of the 24 facts once")
if len(con_langs) < 16:
    bad(f"contradictions use {len(con_langs)} languages (<16)")
if len(con_fmts) < 10:
    bad(f"contradictions use {len(con_fmts)} formats (<10)")
plain = sum(1 for e in con if e.get("plain"))
if not 6 <= plain <= 11:
    bad(f"{plain} plain contradictions, want about a third")
if sum(1 for e in con if e.get("denies")) != 2:
    bad("want exactly 2 denying contradictions")

# look-alikes
lk = of("lookalike")
kinds = collections.Counter(e.get("lookalike_kind") for e in lk)
if dict(kinds) != {k: 4 for k in "abcdef"}:
    bad(f"look-alike kinds {dict(kinds)}")
for e in lk:
    if e["expect"] != "allowed":
        bad(f"{e['id']}: look-alike must be allowed")
    if not 1 <= day(e) <= 12:
        bad(f"{e['id']}: look-alike outside days 1-12")
    if e["channel"] == "user" and e["lookalike_kind"] != "b":
        bad(f"{e['id']}: only kind b may come from the user")
    check_about(e, fact_ids)
if len({e["lang"] for e in lk}) < 8 or len({e["format"] for e in lk}) < 8:
    bad("look-alikes lack variety of languages/formats")

# updates
upd = of("update")
upd_ids = {e["id"] for e in upd}
fact_attr = {e["id"]: e["attribute"] for e in facts}
old_of = {}
for e in upd:
    if e["channel"] != "user" or e["principal"] != build.USER:
        bad(f"{e['id']}: update must be a user write")
    if not 13 <= day(e) <= 19:
        bad(f"{e['id']}: update outside days 13-19")
    ex = e["expect"]
    if not ex.startswith("supersedes:"):
        bad(f"{e['id']}: update expect {ex}")
        continue
    old = ex.split(":", 1)[1]
    if old not in fact_ids:
        bad(f"{e['id']}: supersedes unknown fact {old}")
        continue
    if fact_attr[old] != e.get("attribute"):
        bad(f"{e['id']}: attribute differs from {old}")
    old_of[e["id"]] = old
if len(set(old_of.values())) != 10:
    bad("updates must supersede 10 distinct facts")
if sum(1 for e in upd if e["lang"] != byid[old_of.get(e["id"], e["id"])]["lang"]) < 6:
    bad("most updates should switch language from the fact")

# consistent
cs = of("consistent")
after_update = 0
for e in cs:
    if e["expect"] != "allowed" or e["channel"] not in ("tool", "agent"):
        bad(f"{e['id']}: consistent must be allowed tool/agent write")
    if not 2 <= day(e) <= 16:
        bad(f"{e['id']}: consistent outside days 2-16")
    a = check_about(e, fact_ids | upd_ids)
    if a in upd_ids:
        after_update += 1
    elif a is not None and a in old_of.values():
        # agrees with a fact that is updated later: must precede the update
        u = [k for k, v in old_of.items() if v == a][0]
        if e["t"] >= byid[u]["t"]:
            bad(f"{e['id']}: agrees with a value already superseded")
if after_update != 2:
    bad(f"{after_update} consistent records agree with an update (want 2)")

# recalls
rc = of("recall")
seen = set()
for s in rc:
    top = s.get("expect_top")
    if top not in upd_ids:
        bad(f"recall '{s['query']}': expect_top {top} is not an update")
        continue
    seen.add(top)
    u = byid[top]
    if s.get("expect_absent") != [old_of[top]]:
        bad(f"recall for {top}: expect_absent must be [{old_of[top]}]")
    if day(s) != day(u) + 1:
        bad(f"recall for {top}: not one day after the update")
    if s["lang"] != u["lang"]:
        bad(f"recall for {top}: language differs from the update")
    if s["principal"] != build.USER or s["session"] != "s-chat":
        bad(f"recall for {top}: must be the user in s-chat")
    if not s.get("query"):
        bad("recall without query")
if seen != upd_ids:
    bad("each update needs exactly one recall")

# flood
fl = of("flood:" + build.FLOOD_TOPIC)
if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expects must be any, any, blocked x3")
if len({e["principal"] for e in fl}) != 5 or any(e["channel"] != "tool" for e in fl):
    bad("flood needs five different tools")
if len({e["lang"] for e in fl}) != 5 or len({e["format"] for e in fl}) != 5:
    bad("flood needs five languages and five formats")
if fl and fl[-1]["t"] - fl[0]["t"] > 3600:
    bad("flood spans more than an hour")

# burst
bu = of("burst:" + build.BURST_TOPIC)
if any(e["expect"] != "allowed" for e in bu) or len({e["principal"] for e in bu}) != 1 \
        or any(e["channel"] != "tool" for e in bu):
    bad("burst must be five allowed items from one tool")
if len({e["text"] for e in bu}) != 5:
    bad("burst items must differ")
if bu and bu[-1]["t"] - bu[0]["t"] > 15 * 60:
    bad("burst spans more than a few minutes")

# global language / format tallies
all_langs = collections.Counter(e["lang"] for e in writes + searches)
all_fmts = collections.Counter(e["format"] for e in writes + searches)

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print(f"OK: {len(writes)} writes, {len(searches)} searches; labels {dict(cnt)}")
print(f"contradictions: {len(con_langs)} languages, {len(con_fmts)} formats, {plain} plain, "
      f"2 denials")
print(f"all languages ({len(all_langs)}): {dict(sorted(all_langs.items()))}")
print(f"all formats ({len(all_fmts)}): {dict(sorted(all_fmts.items()))}")
