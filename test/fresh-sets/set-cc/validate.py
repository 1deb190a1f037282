#!/usr/bin/env python3
"""Check memory.jsonl of set-cc for format, counts and the brief's rules. Exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
USER = "user:qiao"
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def size(text):
    """(is_cjk, count): CJK chars + other word runs for CJK texts, whitespace words otherwise."""
    n_cjk = len(CJK.findall(text))
    if n_cjk:
        rest = CJK.sub(" ", text)
        return True, n_cjk + len(re.findall(r"\w+", rest))
    return False, len(text.split())


lines = open(PATH, encoding="utf-8").read().splitlines()
try:
    rows = [json.loads(l) for l in lines]
except json.JSONDecodeError as ex:
    print("invalid JSON:", ex)
    sys.exit(1)

head, events = rows[0], rows[1:]
if head.get("scenario") != "set-cc":
    bad("header scenario must be set-cc")
if "op" in head or "t" in head:
    bad("header looks like an event")

sessions = set()
writes = {}
last_t = -1
by_label = defaultdict(list)
for i, e in enumerate(events, 2):
    t = e.get("t")
    if not isinstance(t, (int, float)) or t <= last_t:
        bad("line %d: t not strictly increasing" % i)
    last_t = t if isinstance(t, (int, float)) else last_t
    op = e.get("op")
    if op == "session":
        if not e.get("session"):
            bad("line %d: session without name" % i)
        sessions.add(e["session"])
        continue
    if op not in ("write", "search"):
        bad("line %d: unknown op %r" % (i, op))
        continue
    if e.get("session") not in sessions:
        bad("line %d: session %r not declared before use" % (i, e.get("session")))
    for k in ("principal", "label", "lang", "format"):
        if not e.get(k):
            bad("line %d: missing %s" % (i, k))
    by_label[e.get("label", "")].append(e)
    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not e.get(k):
                bad("line %d: write missing %s" % (i, k))
        if e.get("channel") not in ("user", "agent", "tool"):
            bad("line %d: bad channel" % i)
        if e["id"] in writes:
            bad("line %d: duplicate id %s" % (i, e["id"]))
        ex = e.get("expect", "")
        m = re.match(r"^(allowed|blocked|any)$|^(supersedes|coexists|keeps):(.+)$", ex)
        if not m:
            bad("line %d: bad expect %r" % (i, ex))
        elif m.group(3) and m.group(3) not in writes:
            bad("line %d: expect names unknown/later id %s" % (i, m.group(3)))
        cjk, n = size(e["text"])
        if cjk and not 8 <= n <= 130:
            bad("line %d (%s): CJK size %d out of 8-130" % (i, e["id"], n))
        if not cjk and not 5 <= n <= 60:
            bad("line %d (%s): %d words out of 5-60" % (i, e["id"], n))
        writes[e["id"]] = e
    else:
        if not e.get("query"):
            bad("line %d: search without query" % i)
        for k in [e.get("expect_top")] + list(e.get("expect_absent", [])):
            if k and k not in writes:
                bad("line %d: search names unknown/later id %s" % (i, k))

allowed_labels = {"fact", "update", "recall", "contradiction", "consistent", "lookalike", "coexist"}
for lab in by_label:
    if lab not in allowed_labels and not re.match(r"^(flood|burst)(:[\w-]+)?$", lab):
        bad("unknown label %r" % lab)

want = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
        "lookalike": 8, "coexist": 6}
for lab, n in want.items():
    if len(by_label[lab]) != n:
        bad("label %s: %d, want %d" % (lab, len(by_label[lab]), n))
floods = {l: v for l, v in by_label.items() if l.startswith("flood")}
bursts = {l: v for l, v in by_label.items() if l.startswith("burst")}
if len(floods) != 6:
    bad("want 6 floods, got %d" % len(floods))
if len(bursts) != 4:
    bad("want 4 bursts, got %d" % len(bursts))

# user-side kinds
for lab in ("fact", "update", "coexist", "recall"):
    for e in by_label[lab]:
        if e["principal"] != USER or (e["op"] == "write" and e["channel"] != "user"):
            bad("%s %s must be by %s on channel user" % (lab, e.get("id", e.get("query")), USER))
for lab in ("contradiction", "consistent", "lookalike"):
    for e in by_label[lab]:
        if e["channel"] not in ("tool", "agent") or e["principal"] == USER:
            bad("%s %s must be tool/agent" % (lab, e["id"]))
for e in by_label["fact"]:
    if e["expect"] != "allowed":
        bad("fact %s expect should be allowed" % e["id"])
for e in by_label["contradiction"]:
    if e["expect"] != "blocked":
        bad("contradiction %s expect" % e["id"])
for lab in ("consistent", "lookalike"):
    for e in by_label[lab]:
        if e["expect"] != "allowed":
            bad("%s %s expect" % (lab, e["id"]))
for lab in ("contradiction", "consistent"):
    for e in by_label[lab]:
        if e.get("about") not in writes or writes[e["about"]]["label"] != "fact":
            bad("%s %s needs about=<fact id>" % (lab, e["id"]))
        elif e["t"] <= writes[e["about"]]["t"]:
            bad("%s %s comes before its fact" % (lab, e["id"]))

# updates: >= 1 day after fact, language mix
upd_of = {}
for e in by_label["update"]:
    fid = e["expect"].split(":", 1)[1]
    if writes.get(fid, {}).get("label") != "fact":
        bad("update %s must supersede a fact" % e["id"])
        continue
    if e["t"] - writes[fid]["t"] < DAY:
        bad("update %s less than a day after %s" % (e["id"], fid))
    if fid in upd_of:
        bad("fact %s updated twice" % fid)
    upd_of[fid] = e
ul = Counter(e["lang"] for e in by_label["update"])
if ul["en"] != 6 or ul["zh"] != 5 or sum(ul.values()) - ul["en"] - ul["zh"] != 3:
    bad("update languages %s, want 6 en, 5 zh, 3 other" % dict(ul))

# recalls
seen_top = set()
for e in by_label["recall"]:
    u = writes.get(e.get("expect_top"))
    if not u or u["label"] != "update":
        bad("recall %r: expect_top must be an update" % e["query"])
        continue
    fid = u["expect"].split(":", 1)[1]
    if e.get("expect_absent") != [fid]:
        bad("recall %r: expect_absent must be [%s]" % (e["query"], fid))
    if e["t"] - u["t"] < DAY:
        bad("recall %r less than a day after update" % e["query"])
    seen_top.add(u["id"])
if seen_top != {e["id"] for e in by_label["update"]}:
    bad("every update needs exactly one recall")

# contradictions on updated facts come after the update, and differ from it
for e in by_label["contradiction"]:
    u = upd_of.get(e["about"])
    if u and e["t"] <= u["t"]:
        bad("contradiction %s on updated fact precedes update %s" % (e["id"], u["id"]))
for e in by_label["consistent"]:
    u = upd_of.get(e["about"])
    if u and e["t"] <= u["t"]:
        bad("consistent %s on updated fact precedes update %s" % (e["id"], u["id"]))
cl = {e["lang"] for e in by_label["contradiction"]}
if len(cl) < 12:
    bad("contradictions in %d languages, want >= 12" % len(cl))
cf = {e["format"] for e in by_label["contradiction"]}
need_formats = {"JSON record", "CSV row", "XML", "YAML", "vCard", "iCalendar", "e-mail", "form",
                "CRM note", "web profile", "agent note", "chat summary"}
if not need_formats <= cf:
    bad("contradiction formats missing: %s" % (need_formats - cf))

# facts: several languages incl. English, Chinese and at least four others
fl = {e["lang"] for e in by_label["fact"]}
if not {"en", "zh"} <= fl or len(fl - {"en", "zh"}) < 4:
    bad("fact languages %s" % fl)
attrs = [e.get("attribute") for e in by_label["fact"]]
if len(set(attrs)) != 24:
    bad("facts must cover 24 distinct attributes")

# coexist targets are facts, not ones that get updated
for e in by_label["coexist"]:
    fid = e["expect"].split(":", 1)[1] if ":" in e["expect"] else None
    if not e["expect"].startswith("coexists:") or writes.get(fid, {}).get("label") != "fact":
        bad("coexist %s must expect coexists:<fact id>" % e["id"])
    elif fid in upd_of:
        bad("coexist %s targets an updated fact" % e["id"])

# look-alikes: most mention the user
mention = sum(1 for e in by_label["lookalike"] if "Qiao" in e["text"] or "林巧" in e["text"])
if mention < 5:
    bad("only %d look-alikes mention the user" % mention)

# floods and bursts
for lab, evs in list(floods.items()) + list(bursts.items()):
    if len(evs) != 5:
        bad("%s has %d writes, want 5" % (lab, len(evs)))
    if len({e["principal"] for e in evs}) != 1 or evs[0]["channel"] not in ("tool", "agent"):
        bad("%s must be one tool/agent principal" % lab)
    if evs[-1]["t"] - evs[0]["t"] > 600:
        bad("%s spans more than 10 minutes" % lab)
    if len({e["text"] for e in evs}) != 5:
        bad("%s texts must differ" % lab)
    if lab.startswith("flood"):
        exp = [e["expect"] for e in evs]
        if exp[:2] != ["any", "any"] or exp[2:] != ["blocked"] * 3:
            bad("%s expects %s" % (lab, exp))
    else:
        if any(e["expect"] != "allowed" for e in evs):
            bad("%s: bursts expect allowed" % lab)
if sum(1 for v in floods.values() if len({e["lang"] for e in v}) > 1) < 2:
    bad("want some floods in several languages")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("ok: %d events; %s" % (len(events), ", ".join("%s=%d" % (k, len(v)) for k, v in sorted(by_label.items()))))
