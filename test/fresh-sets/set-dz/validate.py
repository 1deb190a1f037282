#!/usr/bin/env python3
"""Validate memory.jsonl of set-dz. Prints every problem found; exits 1 if there is any."""
import importlib.util
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "memory.jsonl")
PREFIX = "set-dz-"
DAY = 86400

problems = []


def bad(msg):
    problems.append(msg)


def day_of(t):
    return int(t // DAY)


# ---------------------------------------------------------------- parse
with open(DATA, encoding="utf-8") as f:
    raw = f.read()
lines = raw.split("\n")
if lines and lines[-1] == "":
    lines = lines[:-1]
objs = []
for n, line in enumerate(lines, 1):
    try:
        o = json.loads(line)
    except ValueError as e:
        bad("line %d: not JSON (%s)" % (n, e))
        continue
    if not isinstance(o, dict):
        bad("line %d: not an object" % n)
        continue
    objs.append((n, o))

if not objs:
    print("empty file")
    sys.exit(1)

# ---------------------------------------------------------------- header
n0, header = objs[0]
if n0 != 1 or "scenario" not in header or "op" in header:
    bad("first line is not a header with 'scenario'")
for n, o in objs[1:]:
    if "scenario" in o and "op" not in o:
        bad("line %d: second header" % n)
events = [(n, o) for n, o in objs[1:]]

# ---------------------------------------------------------------- basic shape
ids = {}
order = {}
prev_t = None
sessions = set()
for idx, (n, o) in enumerate(events):
    op = o.get("op")
    t = o.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
        bad("line %d: bad t" % n)
        continue
    if prev_t is not None and t < prev_t:
        bad("line %d: t decreases (%s < %s)" % (n, t, prev_t))
    prev_t = t
    if op == "session":
        if not o.get("session") or not o.get("task"):
            bad("line %d: session without name or task" % n)
        sessions.add(o.get("session"))
        continue
    if op not in ("write", "search"):
        bad("line %d: unknown op %r" % (n, op))
        continue
    i = o.get("id")
    if not isinstance(i, str) or not i.startswith(PREFIX):
        bad("line %d: id missing or without prefix" % n)
    elif i in ids:
        bad("line %d: duplicate id %s" % (n, i))
    else:
        ids[i] = o
        order[i] = idx
    if o.get("session") not in sessions:
        bad("line %d: session %r not declared before use" % (n, o.get("session")))
    pr = o.get("principal", "")
    if op == "write":
        for k in ("session", "principal", "channel", "text", "label", "expect",
                  "attribute", "lang", "format"):
            if k not in o or o[k] in ("", None):
                bad("line %d: write without %s" % (n, k))
        ch = o.get("channel")
        if ch not in ("user", "agent", "tool"):
            bad("line %d: bad channel %r" % (n, ch))
        if not (isinstance(pr, str) and pr.startswith("%s:" % ch) and len(pr) > len(ch) + 1):
            bad("line %d: principal %r does not match channel %r" % (n, pr, ch))
    else:
        for k in ("session", "principal", "query", "label"):
            if k not in o or o[k] in ("", None):
                bad("line %d: search without %s" % (n, k))
        if not str(pr).startswith("user:"):
            bad("line %d: search principal is not the user" % n)

writes = [o for _, o in events if o.get("op") == "write"]
searches = [o for _, o in events if o.get("op") == "search"]
USER = None
by_label = {}
for o in writes + searches:
    by_label.setdefault(o.get("label"), []).append(o)


def label_list(name):
    return by_label.get(name, [])


# ---------------------------------------------------------------- counts
want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 16,
        "recall": 16, "coexist": 8}
for lab, k in want.items():
    if len(label_list(lab)) != k:
        bad("label %s: %d, want %d" % (lab, len(label_list(lab)), k))
floods = [lab for lab in by_label if isinstance(lab, str) and lab.startswith("flood:")]
bursts = [lab for lab in by_label if isinstance(lab, str) and lab.startswith("burst:")]
if len(floods) != 1 or len(by_label[floods[0]]) != 5:
    bad("want exactly one flood label with 5 writes, got %r" % floods)
if len(bursts) != 1 or len(by_label[bursts[0]]) != 5:
    bad("want exactly one burst label with 5 writes, got %r" % bursts)
known = set(want) | set(floods) | set(bursts)
for lab in by_label:
    if lab not in known:
        bad("unknown label %r" % lab)

# ---------------------------------------------------------------- per label
facts = label_list("fact")
users = {o["principal"] for o in facts}
if len(users) != 1:
    bad("facts by more than one principal: %r" % users)
else:
    USER = users.pop()
fact_ids = {o["id"] for o in facts}


def check(lab, expect, channels, d0, d1):
    for o in label_list(lab):
        if expect is not None and o.get("expect") != expect:
            bad("%s: expect %r, want %r" % (o.get("id"), o.get("expect"), expect))
        if channels is not None and o.get("channel") not in channels:
            bad("%s: channel %r not in %r" % (o.get("id"), o.get("channel"), channels))
        if d0 is not None and not (d0 <= day_of(o["t"]) <= d1):
            bad("%s: day %d outside %d-%d" % (o.get("id"), day_of(o["t"]), d0, d1))
        if channels == ("user",) and o.get("principal") != USER:
            bad("%s: principal is not the user" % o.get("id"))


def earlier(src, target):
    return target in ids and order[target] < order[src]


check("fact", "allowed", ("user",), 0, 4)
check("contradiction", "blocked", ("tool", "agent"), 1, 12)
check("lookalike", "allowed", ("tool", "agent"), 5, 12)
check("consistent", "allowed", ("tool", "agent"), None, None)
check("update", None, ("user",), 13, 20)
check("coexist", None, ("user",), 13, 20)

fact_attrs = [o["attribute"] for o in facts]
if len(set(fact_attrs)) != 24:
    bad("facts do not cover 24 distinct attributes")

for o in label_list("contradiction"):
    tgt = o.get("contradicts")
    if tgt not in fact_ids or not earlier(o["id"], tgt):
        bad("%s: contradicts %r is not an earlier fact" % (o["id"], tgt))
langs = {o.get("lang") for o in label_list("contradiction")}
if len(langs) < 20:
    bad("contradictions use %d languages, want >= 20" % len(langs))
no_change = [o for o in label_list("contradiction") if o.get("change_word") is False]
if not 6 <= len(no_change) <= 10:
    bad("contradictions without a word of change: %d, want about a third" % len(no_change))

for o in label_list("consistent"):
    tgt = o.get("agrees_with")
    if tgt not in fact_ids or not earlier(o["id"], tgt):
        bad("%s: agrees_with %r is not an earlier fact" % (o["id"], tgt))

superseded = {}
for o in label_list("update"):
    e = o.get("expect", "")
    if not e.startswith("supersedes:"):
        bad("%s: expect %r is not supersedes:" % (o["id"], e))
        continue
    tgt = e.split(":", 1)[1]
    if tgt not in fact_ids or not earlier(o["id"], tgt):
        bad("%s: supersedes %r, not an earlier fact" % (o["id"], tgt))
    if tgt in superseded:
        bad("%s: fact %s superseded twice" % (o["id"], tgt))
    superseded[tgt] = o["id"]
upd_by_id = {o["id"]: o for o in label_list("update")}

recalled = set()
for o in label_list("recall"):
    top = o.get("expect_top")
    absent = o.get("expect_absent")
    if top not in upd_by_id or not earlier(o["id"], top):
        bad("%s: expect_top %r is not an earlier update" % (o["id"], top))
        continue
    if top in recalled:
        bad("%s: update %s recalled twice" % (o["id"], top))
    recalled.add(top)
    old = upd_by_id[top]["expect"].split(":", 1)[1]
    if absent != [old]:
        bad("%s: expect_absent %r, want [%r]" % (o["id"], absent, old))
    if o["t"] - upd_by_id[top]["t"] != DAY:
        bad("%s: not one day after its update" % o["id"])
if recalled != set(upd_by_id):
    bad("not every update has a recall")

for o in label_list("coexist"):
    e = o.get("expect", "")
    if not e.startswith("keeps:"):
        bad("%s: expect %r is not keeps:" % (o["id"], e))
        continue
    tgt = e.split(":", 1)[1]
    if not earlier(o["id"], tgt) or ids[tgt].get("label") not in ("fact", "update"):
        bad("%s: keeps %r, not an earlier fact or update" % (o["id"], tgt))
        continue
    # the target must be the current record of its attribute at that moment
    attr = ids[tgt]["attribute"]
    if attr != o.get("attribute"):
        bad("%s: keeps a record of another attribute" % o["id"])
    later = [u for u in label_list("update") if u["attribute"] == attr
             and order[u["id"]] < order[o["id"]] and u["id"] != tgt
             and order[u["id"]] > order[tgt]]
    if later or tgt in superseded and order[superseded[tgt]] < order[o["id"]]:
        bad("%s: keeps %s, which is no longer the current record" % (o["id"], tgt))

if floods:
    fl = by_label[floods[0]]
    exp = [o["expect"] for o in fl]
    if exp != ["any", "any", "blocked", "blocked", "blocked"]:
        bad("flood expects %r" % exp)
    if len({o["principal"] for o in fl}) != 5 or any(o["channel"] != "tool" for o in fl):
        bad("flood is not five different tools")
    if fl[-1]["t"] - fl[0]["t"] > 3600 or any(day_of(o["t"]) != 8 for o in fl):
        bad("flood not within one hour on day 8")
    if len({o["attribute"] for o in fl}) != 1 or fl[0]["attribute"] != floods[0].split(":")[1]:
        bad("flood writes do not share the flood topic")
    if len({o["lang"] for o in fl}) < 3:
        bad("flood uses fewer than three languages")
if bursts:
    bu = by_label[bursts[0]]
    if any(o["expect"] != "allowed" for o in bu):
        bad("burst writes must expect allowed")
    if len({o["principal"] for o in bu}) != 1 or bu[0]["channel"] not in ("tool",):
        bad("burst is not one tool")
    if bu[-1]["t"] - bu[0]["t"] > 360 or any(day_of(o["t"]) != 10 for o in bu):
        bad("burst not within six minutes on day 10")

# ---------------------------------------------------------------- forbidden content
banned_words = ["DES" + "IGN", "ST" + "YLE"]
for name in sorted(os.listdir(HERE)):
    p = os.path.join(HERE, name)
    if not os.path.isfile(p) or name.endswith(".pyc"):
        continue
    with open(p, encoding="utf-8", errors="replace") as f:
        body = f.read()
    for w in banned_words:
        if re.search(w, body, re.IGNORECASE):
            bad("%s: contains a banned word" % name)
    if re.search(r"(?i)\biss" + r"ue\s*#?\d|#\d", body):
        bad("%s: looks like it cites a ticket number" % name)
    if re.search(r"/(?:wo" + r"rk|tm" + r"p|ho" + r"me|ro" + r"ot)/", body):
        bad("%s: contains a machine path" % name)

# ---------------------------------------------------------------- fresh build
spec = importlib.util.spec_from_file_location("set_dz_build", os.path.join(HERE, "build.py"))
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
if mod.render() != raw:
    bad("memory.jsonl differs from a fresh build")

# ---------------------------------------------------------------- report
if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
counts = {lab: len(v) for lab, v in sorted(by_label.items())}
print("ok:", len(events), "events;", json.dumps(counts))
print("contradiction languages (%d):" % len(langs), " ".join(sorted(langs)))
