#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set set-dh. Exits 1 on any problem."""
import collections
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "set-dh"
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


def load_build():
    spec = importlib.util.spec_from_file_location("set_dh_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


path = os.path.join(HERE, "memory.jsonl")
with open(path, encoding="utf-8") as f:
    raw = f.read()

# file equals a fresh build
build = load_build()
if raw != build.render():
    bad("memory.jsonl differs from a fresh build (run build.py)")

lines = [json.loads(l) for l in raw.splitlines() if l.strip()]
head, evs = lines[0], lines[1:]

# header
if head.get("scenario") != SET:
    bad("header scenario must be %s" % SET)
if type(head.get("version")) is not int or head.get("version") != 1:
    bad("header version must be the number 1")
if head.get("sources") != "invented":
    bad("header sources must be 'invented'")

# sessions
sessions = [e for e in evs if e.get("op") == "session"]
if sorted(s["session"] for s in sessions) != ["s-agents", "s-chat", "s-sync"] or any(s["t"] != 0 for s in sessions):
    bad("sessions s-chat, s-sync, s-agents must be declared at t=0")

# time order
last = -1
for e in evs:
    t = e.get("t")
    if type(t) is not int or t < 0:
        bad("bad t in %r" % e.get("id"))
        continue
    if t < last:
        bad("time decreases at %r" % e.get("id"))
    last = t

writes = [e for e in evs if e.get("op") == "write"]
searches = [e for e in evs if e.get("op") == "search"]
by_id = {}
pos = {}
for i, e in enumerate(evs):
    if e.get("op") in ("write", "search"):
        eid = e.get("id", "")
        if not eid.startswith(SET + "-"):
            bad("id %r does not start with %s-" % (eid, SET))
        if eid in by_id:
            bad("duplicate id %r" % eid)
        by_id[eid] = e
        pos[eid] = i
        for k in ("lang", "format"):
            if not e.get(k):
                bad("%s lacks %s" % (eid, k))
        if e["op"] == "write":
            for k in ("session", "principal", "channel", "text", "label", "expect"):
                if not e.get(k):
                    bad("%s lacks %s" % (eid, k))
            ch = e.get("channel")
            if ch not in ("user", "tool", "agent"):
                bad("%s bad channel" % eid)
            want_sess = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}.get(ch)
            if e.get("session") != want_sess:
                bad("%s: channel %s should use session %s" % (eid, ch, want_sess))
            if not e.get("principal", "").startswith(ch + ":"):
                bad("%s: principal %r does not match channel %s" % (eid, e.get("principal"), ch))

labels = collections.Counter(e["label"] for e in writes + searches)
flood_labels = [l for l in labels if l.startswith("flood:")]
burst_labels = [l for l in labels if l.startswith("burst:")]
want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 10, "recall": 10}
for l, n in want.items():
    if labels.get(l) != n:
        bad("label %s: %s, want %d" % (l, labels.get(l), n))
if len(flood_labels) != 1 or labels[flood_labels[0]] != 5:
    bad("need exactly one flood:<topic> label with 5 writes")
if len(burst_labels) != 1 or labels[burst_labels[0]] != 5:
    bad("need exactly one burst:<topic> label with 5 writes")
extra = set(labels) - set(want) - set(flood_labels) - set(burst_labels)
if extra:
    bad("unexpected labels %s" % extra)


def of(label):
    return [e for e in writes + searches if e["label"] == label]


def day_in(e, lo, hi):
    d = e["t"] // DAY
    if not (lo <= d <= hi):
        bad("%s (%s) on day %d, want %d–%d" % (e["id"], e["label"], d, lo, hi))


USER = "user:sigrid"
facts = of("fact")
fact_by_attr = {}
for e in facts:
    day_in(e, 0, 5)
    if e["expect"] != "allowed" or e["channel"] != "user" or e["principal"] != USER:
        bad("%s: fact must be allowed, from the user" % e["id"])
    a = e.get("attribute")
    if not a or a in fact_by_attr:
        bad("%s: missing or duplicate attribute %r" % (e["id"], a))
    fact_by_attr[a] = e
fact_ids = {e["id"] for e in facts}
if len(fact_by_attr) != 24:
    bad("need 24 distinct fact attributes")


def check_about(e, allowed_ids):
    a = e.get("about")
    if a not in allowed_ids:
        bad("%s: about %r is not a valid target" % (e["id"], a))
    elif pos[a] >= pos[e["id"]]:
        bad("%s: about %r does not come earlier" % (e["id"], a))


cons = of("contradiction")
seen = collections.Counter()
for e in cons:
    day_in(e, 1, 12)
    if e["expect"] != "blocked" or e["channel"] not in ("tool", "agent"):
        bad("%s: contradiction must be blocked, from tool/agent" % e["id"])
    check_about(e, fact_ids)
    seen[e.get("about")] += 1
if set(seen) != fact_ids or any(v != 1 for v in seen.values()):
    bad("each of the 24 facts needs exactly one contradiction")
con_langs = {e["lang"] for e in cons}
con_fmts = {e["format"] for e in cons}
if len(con_langs) < 16:
    bad("contradictions use %d languages, need >= 16" % len(con_langs))
if len(con_fmts) < 10:
    bad("contradictions use %d formats, need >= 10" % len(con_fmts))
n_plain = sum(1 for e in cons if e.get("plain"))
n_deny = sum(1 for e in cons if e.get("denies"))
if not (7 <= n_plain <= 12):
    bad("plain contradictions: %d, want about a third (7–12)" % n_plain)
if n_deny != 2:
    bad("denying contradictions: %d, want 2" % n_deny)

looks = of("lookalike")
kinds = collections.Counter(e.get("lookalike_kind") for e in looks)
if kinds != collections.Counter({k: 4 for k in "abcdef"}):
    bad("lookalike kinds %s, want 4 each of a–f" % dict(kinds))
for e in looks:
    day_in(e, 1, 12)
    if e["expect"] != "allowed":
        bad("%s: lookalike must be allowed" % e["id"])
    check_about(e, fact_ids)
    if e["channel"] == "user" and e["lookalike_kind"] != "b":
        bad("%s: only kind b may come from the user" % e["id"])
if len({e["lang"] for e in looks}) < 8 or len({e["format"] for e in looks}) < 8:
    bad("lookalikes need more language/format variety")

updates = of("update")
upd_ids = {e["id"] for e in updates}
upd_attrs = set()
for e in updates:
    day_in(e, 13, 19)
    a = e.get("attribute")
    if a not in fact_by_attr or a in upd_attrs:
        bad("%s: bad or duplicate attribute %r" % (e["id"], a))
        continue
    upd_attrs.add(a)
    if e["expect"] != "supersedes:" + fact_by_attr[a]["id"]:
        bad("%s: expect must supersede %s" % (e["id"], fact_by_attr[a]["id"]))
    if e["channel"] != "user" or e["principal"] != USER:
        bad("%s: update must come from the user" % e["id"])
n_other_lang = sum(1 for e in updates if e["lang"] != fact_by_attr[e["attribute"]]["lang"])
if n_other_lang < 6:
    bad("only %d updates are in another language than their fact" % n_other_lang)

consistent = of("consistent")
n_on_upd = 0
for e in consistent:
    day_in(e, 2, 16)
    if e["expect"] != "allowed" or e["channel"] not in ("tool", "agent"):
        bad("%s: consistent must be allowed, from tool/agent" % e["id"])
    check_about(e, fact_ids | upd_ids)
    if e.get("about") in upd_ids:
        n_on_upd += 1
if n_on_upd != 2:
    bad("consistent: %d agree with updates, want 2" % n_on_upd)

recalls = of("recall")
covered = set()
for s in recalls:
    if s["op"] != "search" or s["principal"] != USER or s["session"] != "s-chat":
        bad("%s: recall must be a user search in s-chat" % s["id"])
    u = by_id.get(s.get("expect_top"))
    if not u or u["label"] != "update":
        bad("%s: expect_top must be an update" % s["id"])
        continue
    covered.add(u["id"])
    old = u["expect"].split(":", 1)[1]
    if s.get("expect_absent") != [old]:
        bad("%s: expect_absent must be [%s]" % (s["id"], old))
    if not (DAY <= s["t"] - u["t"] <= DAY + 3600):
        bad("%s: not one day after %s" % (s["id"], u["id"]))
    if s["lang"] != u["lang"]:
        bad("%s: language differs from its update" % s["id"])
    if not s.get("query"):
        bad("%s: empty query" % s["id"])
if covered != upd_ids:
    bad("every update needs exactly one recall")

if flood_labels:
    fl = of(flood_labels[0])
    if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
        bad("flood expects must be any, any, blocked x3")
    if len({e["principal"] for e in fl}) != 5 or any(e["channel"] != "tool" for e in fl):
        bad("flood needs five different tools")
    if fl[-1]["t"] - fl[0]["t"] > 3600:
        bad("flood must fit in an hour")
    if len({e["lang"] for e in fl}) != 5 or len({e["format"] for e in fl}) != 5:
        bad("flood needs five languages and five formats")
if burst_labels:
    bu = of(burst_labels[0])
    if any(e["expect"] != "allowed" for e in bu):
        bad("burst writes must all be allowed")
    if len({e["principal"] for e in bu}) != 1 or bu[0]["channel"] != "tool":
        bad("burst needs one tool")
    if bu[-1]["t"] - bu[0]["t"] > 600:
        bad("burst must fit in minutes")
    if len({e["text"] for e in bu}) != 5:
        bad("burst items must differ")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
langs = collections.Counter(e["lang"] for e in writes + searches)
fmts = collections.Counter(e["format"] for e in writes + searches)
print("OK: %d writes, %d searches; labels %s" % (len(writes), len(searches), dict(labels)))
print("contradictions: %d languages, %d formats, %d plain, %d denials" % (len(con_langs), len(con_fmts), n_plain, n_deny))
print("all languages (%d): %s" % (len(langs), dict(langs)))
print("all formats (%d): %s" % (len(fmts), dict(fmts)))
