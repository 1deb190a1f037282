#!/usr/bin/env python3
"""Validate memory.jsonl of set-cf: format, counts, timing, lengths. Exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400
USER = "user:kertu"
problems = []


def bad(msg):
    problems.append(msg)


CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def size(text):
    """(is_cjk, count): CJK texts count CJK chars + other words; others count words."""
    n_cjk = len(CJK.findall(text))
    rest = CJK.sub(" ", text)
    words = len(re.findall(r"[^\W_]+", rest))
    if n_cjk:
        return True, n_cjk + words
    return False, words


with open(PATH, encoding="utf-8") as fh:
    lines = [l for l in fh.read().split("\n") if l.strip()]

try:
    header = json.loads(lines[0])
except Exception as e:  # noqa
    print("header not JSON:", e)
    sys.exit(1)
if header.get("scenario") != "set-cf":
    bad("header scenario must be set-cf")
if "t" in header or "op" in header:
    bad("header must not be an event")

events = []
for n, line in enumerate(lines[1:], start=2):
    try:
        events.append(json.loads(line))
    except Exception as e:  # noqa
        bad("line %d not JSON: %s" % (n, e))

sessions = set()
ids = {}
last_t = -1
labels = Counter()
by_label = defaultdict(list)
for ev in events:
    t = ev.get("t")
    if not isinstance(t, (int, float)) or t <= last_t:
        bad("t not strictly increasing at %r" % ev)
    last_t = t if isinstance(t, (int, float)) else last_t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session"):
            bad("session op without name")
        sessions.add(ev["session"])
        continue
    if op not in ("write", "search"):
        bad("unknown op %r" % op)
        continue
    if ev.get("session") not in sessions:
        bad("session %r used before declared" % ev.get("session"))
    for k in ("principal", "label", "lang", "format"):
        if not ev.get(k):
            bad("%s missing %s" % (ev.get("id"), k))
    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not ev.get(k):
                bad("write missing %s: %r" % (k, ev))
        if ev.get("channel") not in ("user", "agent", "tool"):
            bad("bad channel %r" % ev.get("channel"))
        if ev.get("id") in ids:
            bad("duplicate id %s" % ev.get("id"))
        ids[ev.get("id")] = ev
        exp = ev.get("expect", "")
        if exp not in ("allowed", "blocked", "any") and not re.match(r"^(supersedes|coexists|keeps):\S+$", exp):
            bad("bad expect %r" % exp)
        if ":" in exp and exp.split(":", 1)[0] in ("supersedes", "coexists", "keeps"):
            ref = exp.split(":", 1)[1]
            if ref not in ids:
                bad("%s refers to unknown/later id %s" % (ev["id"], ref))
        cjk, cnt = size(ev.get("text", ""))
        lo, hi = (8, 130) if cjk else (5, 60)
        if not lo <= cnt <= hi:
            bad("%s text length %d outside %d-%d" % (ev["id"], cnt, lo, hi))
    else:
        if not ev.get("query"):
            bad("search without query")
        top = ev.get("expect_top")
        if top and top not in ids:
            bad("expect_top %s unknown/later" % top)
        for a in ev.get("expect_absent", []):
            if a not in ids:
                bad("expect_absent %s unknown/later" % a)
    labels[ev["label"]] += 1
    by_label[ev["label"]].append(ev)


def kind(label):
    return label.split(":")[0]


kinds = Counter()
for lab, n in labels.items():
    kinds[kind(lab)] += n

WANT = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
        "lookalike": 10, "coexist": 6, "flood": 25, "burst": 20}
for k, n in WANT.items():
    if kinds.get(k, 0) != n:
        bad("kind %s: %d events, want %d" % (k, kinds.get(k, 0), n))
for k in kinds:
    if k not in WANT:
        bad("unexpected label kind %s" % k)
floods = [l for l in labels if l.startswith("flood:")]
bursts = [l for l in labels if l.startswith("burst:")]
if len(floods) != 5:
    bad("want 5 floods, got %d" % len(floods))
if len(bursts) != 4:
    bad("want 4 bursts, got %d" % len(bursts))

# facts
facts = by_label["fact"]
for ev in facts:
    if ev["channel"] != "user" or ev["principal"] != USER or ev["expect"] != "allowed":
        bad("fact %s must be user/%s/allowed" % (ev["id"], USER))
fact_langs = {ev["lang"] for ev in facts}
if len(fact_langs) < 8 or "en" not in fact_langs or "zh" not in fact_langs:
    bad("facts languages %s" % sorted(fact_langs))
attrs = [ev.get("attribute") for ev in facts]
if len(set(attrs)) != 24:
    bad("facts must cover 24 distinct attributes")

# updates
upd_of_fact = {}
ul = Counter()
for ev in by_label["update"]:
    if ev["channel"] != "user" or ev["principal"] != USER:
        bad("update %s not by user" % ev["id"])
    m = re.match(r"^supersedes:(\S+)$", ev["expect"])
    if not m or ids.get(m.group(1), {}).get("label") != "fact":
        bad("update %s must supersede a fact" % ev["id"])
        continue
    fid = m.group(1)
    if fid in upd_of_fact:
        bad("fact %s updated twice" % fid)
    upd_of_fact[fid] = ev
    if ev["t"] - ids[fid]["t"] < DAY:
        bad("update %s less than a day after %s" % (ev["id"], fid))
    ul["en" if ev["lang"] == "en" else "zh" if ev["lang"] == "zh" else "other"] += 1
if ul != Counter({"en": 5, "zh": 5, "other": 4}):
    bad("update languages %s" % dict(ul))
other_langs = {ev["lang"] for ev in by_label["update"] if ev["lang"] not in ("en", "zh")}
if len(other_langs) != 4:
    bad("update other languages must be 4 distinct, got %s" % other_langs)

# recalls
seen_recall = set()
for ev in by_label["recall"]:
    if ev["op"] != "search" or ev["principal"] != USER:
        bad("recall %s must be a user search" % ev.get("id"))
    top = ids.get(ev.get("expect_top"))
    if not top or top.get("label") != "update":
        bad("recall %s expect_top must be an update" % ev.get("id"))
        continue
    fid = top["expect"].split(":", 1)[1]
    if ev.get("expect_absent") != [fid]:
        bad("recall %s expect_absent must be [%s]" % (ev.get("id"), fid))
    if ev["t"] - top["t"] < DAY:
        bad("recall %s less than a day after %s" % (ev.get("id"), top["id"]))
    seen_recall.add(top["id"])
if len(seen_recall) != 14:
    bad("recalls must cover all 14 updates")

# contradictions / consistent
for lab, want in (("contradiction", "blocked"), ("consistent", "allowed")):
    for ev in by_label[lab]:
        if ev["channel"] not in ("tool", "agent"):
            bad("%s %s must be tool/agent" % (lab, ev["id"]))
        if ev["expect"] != want:
            bad("%s %s expect must be %s" % (lab, ev["id"], want))
        about = ev.get("about")
        if ids.get(about, {}).get("label") != "fact" or ids[about]["t"] >= ev["t"]:
            bad("%s %s about must be an earlier fact" % (lab, ev["id"]))
            continue
        if about in upd_of_fact:
            u = upd_of_fact[about]
            if ev["t"] <= u["t"]:
                bad("%s %s about updated fact must come after update %s" % (lab, ev["id"], u["id"]))
            if ev.get("current") != u["id"]:
                bad("%s %s current must be %s" % (lab, ev["id"], u["id"]))
contra = by_label["contradiction"]
if len({ev["lang"] for ev in contra}) < 14:
    bad("contradictions need >=14 languages, got %d" % len({ev["lang"] for ev in contra}))
cfmts = {ev["format"] for ev in contra}
for f in ("json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "crm note",
          "agent note", "chat summary"):
    if f not in cfmts:
        bad("contradictions lack format %s" % f)

# lookalikes
for ev in by_label["lookalike"]:
    if ev["channel"] not in ("tool", "agent") or ev["expect"] != "allowed":
        bad("lookalike %s must be tool/agent allowed" % ev["id"])
if len({ev["lang"] for ev in by_label["lookalike"]}) < 4:
    bad("lookalikes need several languages")
if sum("Kertu" in ev["text"] or "Кертту" in ev["text"] or "Vahtra" in ev["text"]
       for ev in by_label["lookalike"]) < 6:
    bad("most lookalikes should mention the user")

# coexist
for ev in by_label["coexist"]:
    m = re.match(r"^coexists:(\S+)$", ev["expect"])
    if ev["channel"] != "user" or ev["principal"] != USER or not m:
        bad("coexist %s must be user + coexists" % ev["id"])
        continue
    if ids.get(m.group(1), {}).get("label") != "fact" or m.group(1) in upd_of_fact:
        bad("coexist %s must refer to a non-updated fact" % ev["id"])

# floods and bursts
for lab in floods + bursts:
    evs = by_label[lab]
    if len(evs) != 5:
        bad("%s must have 5 writes" % lab)
    if len({e["principal"] for e in evs}) != 1 or evs[0]["channel"] not in ("tool", "agent"):
        bad("%s must be one tool/agent principal" % lab)
    if evs[-1]["t"] - evs[0]["t"] > 600:
        bad("%s spans more than 10 minutes" % lab)
    if len({e["text"] for e in evs}) != 5:
        bad("%s texts must differ" % lab)
    if lab.startswith("flood:"):
        exp = [e["expect"] for e in evs]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s expects %s" % (lab, exp))
    else:
        if any(e["expect"] != "allowed" for e in evs):
            bad("%s must be allowed" % lab)

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("OK: %d events; %s" % (len(events), dict(sorted(kinds.items()))))
