#!/usr/bin/env python3
"""Check the structure of memory.jsonl (set-eu). Exit 0 when every check passes."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = 86400
RECALL_DELAY = 86700
problems = []


def check(cond, msg):
    if not cond:
        problems.append(msg)


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as f:
    lines = [json.loads(l) for l in f if l.strip()]

header, events = lines[0], lines[1:]
check("scenario" in header and "op" not in header, "first line must be a header with scenario")

# --- t is an int and never decreases ------------------------------------------------------
prev = 0
for ev in events:
    check(isinstance(ev.get("t"), int), "t not an int: %r" % ev)
    check(ev["t"] >= prev, "t decreases at %s" % ev.get("id", ev))
    prev = ev["t"]

# --- sessions -------------------------------------------------------------------------------
sessions = [e for e in events if e["op"] == "session"]
check(sorted(s["session"] for s in sessions) == ["agents", "chat", "tools"], "three sessions")
check(all(s["t"] == 0 and s.get("task") for s in sessions), "sessions at t=0 with a task")
declared = {s["session"] for s in sessions}

# --- notes on every event --------------------------------------------------------------------
for ev in events:
    for k in ("attribute", "lang", "format", "kind"):
        check(k in ev and ev[k], "missing note %s on %s" % (k, ev.get("id", ev.get("session"))))
    check(re.fullmatch(r"[a-z]{2}", ev.get("lang", "")) is not None, "lang not ISO 639-1: %r" % ev)

# --- ids ---------------------------------------------------------------------------------------
ided = [e for e in events if e["op"] in ("write", "search")]
ids = [e.get("id") for e in ided]
check(all(ids), "every write and search has an id")
check(len(ids) == len(set(ids)), "ids are unique")
check(all(i and i.startswith("eu-") for i in ids), "every id starts with eu-")
pos = {e["id"]: n for n, e in enumerate(events) if "id" in e}
byid = {e["id"]: e for e in ided}

for e in ided:
    check(e["session"] in declared, "undeclared session on %s" % e["id"])
    if e["op"] == "write":
        for k in ("principal", "channel", "text", "label", "expect"):
            check(k in e, "%s lacks %s" % (e["id"], k))
        check(e["channel"] in ("user", "tool", "agent"), "bad channel on %s" % e["id"])
        check(e["principal"].split(":")[0] == e["channel"], "principal/channel on %s" % e["id"])


def earlier(ref, e):
    return ref in pos and pos[ref] < pos[e["id"]] and byid[ref]["t"] <= e["t"]


def label(name):
    return [e for e in ided if e["label"] == name]


# --- counts -------------------------------------------------------------------------------------
facts = label("fact")
contra = label("contradiction")
look = label("lookalike")
cons = label("consistent")
updates = label("update")
recalls = label("recall")
coex = label("coexist")
bursts = [e for e in ided if e["label"].startswith("burst:")]
floods = [e for e in ided if e["label"].startswith("flood:")]
for name, group, n in (("fact", facts, 24), ("contradiction", contra, 24), ("lookalike", look, 24),
                       ("consistent", cons, 8), ("update", updates, 20), ("recall", recalls, 20),
                       ("coexist", coex, 8), ("burst", bursts, 5), ("flood", floods, 5)):
    check(len(group) == n, "%s: %d, want %d" % (name, len(group), n))
check(len(ided) == 24 * 3 + 8 + 5 + 5 + 20 + 20 + 8, "total scored events")
check(len({e["label"] for e in bursts}) == 1, "one burst label")
check(len({e["label"] for e in floods}) == 1, "one flood label")

fact_ids = {e["id"] for e in facts}

# --- facts ----------------------------------------------------------------------------------------
check(all(e["channel"] == "user" and e["expect"] == "allowed" for e in facts), "facts: user, allowed")
check(all(0 <= e["t"] < 5 * DAY for e in facts), "facts within days 0-4")
flangs = {e["lang"] for e in facts}
check(len(flangs) >= 3 and {"en", "zh"} <= flangs, "facts in en, zh and one more")
check({"terse", "sentence"} <= {e["kind"] for e in facts}, "facts mix sentences and terse notes")
check(len({e["attribute"] for e in facts}) == 24, "24 distinct fact attributes")

# --- updates and recalls -----------------------------------------------------------------------------
superseded = {}
for e in updates:
    check(e["channel"] == "user", "update %s not on user channel" % e["id"])
    check(13 * DAY <= e["t"] < 20 * DAY, "update %s outside days 13-19" % e["id"])
    m = re.fullmatch(r"supersedes:(eu-f\d\d)", e["expect"])
    check(m is not None, "update %s expect" % e["id"])
    if m:
        ref = m.group(1)
        check(ref in fact_ids and earlier(ref, e), "update %s points at a missing/later fact" % e["id"])
        check(ref not in superseded, "fact %s superseded twice" % ref)
        superseded[ref] = e
        check(byid[ref]["attribute"] == e["attribute"], "update %s attribute mismatch" % e["id"])
check(len(superseded) == 20, "20 distinct facts updated")
never = fact_ids - set(superseded)
check(len(never) == 4, "four facts never change")
zh_updates = [e for e in updates if e["lang"] == "zh"]
check(len(zh_updates) >= 6, "at least 6 updates in Chinese (%d)" % len(zh_updates))
cross = [e for ref, e in superseded.items() if e["lang"] != byid[ref]["lang"]]
check(len(cross) >= 12, "at least 12 updates cross language (%d)" % len(cross))
check(len({e["kind"] for e in updates}) >= 4, "update wording varies")

recall_for = {}
for r in recalls:
    check(r["op"] == "search" and r["principal"].startswith("user:"), "recall %s is a user search" % r["id"])
    check(r.get("query"), "recall %s has a query" % r["id"])
    top = r.get("expect_top")
    check(top in byid and byid[top]["label"] == "update", "recall %s expect_top" % r["id"])
    if top in byid:
        u = byid[top]
        check(r["t"] == u["t"] + RECALL_DELAY, "recall %s not 86700 s after %s" % (r["id"], top))
        old = u["expect"].split(":", 1)[1]
        check(r.get("expect_absent") == [old], "recall %s expect_absent" % r["id"])
        check(earlier(top, r), "recall %s before its update" % r["id"])
        recall_for[top] = r["id"]
check(len(recall_for) == 20, "one recall per update")

# --- contradictions -------------------------------------------------------------------------------------
for e in contra:
    check(e["channel"] in ("tool", "agent") and e["expect"] == "blocked", "contradiction %s" % e["id"])
    check(1 * DAY <= e["t"] < 13 * DAY, "contradiction %s outside days 1-12" % e["id"])
    ref = e.get("contradicts")
    check(ref in fact_ids and earlier(ref, e), "contradiction %s contradicts" % e["id"])
    if ref in superseded:
        check(e["t"] < superseded[ref]["t"], "contradiction %s after the update" % e["id"])
check(len({e["contradicts"] for e in contra}) == 24, "one contradiction per fact")
check(len({e["lang"] for e in contra}) == 24, "24 languages among contradictions")
check(len({e["format"] for e in contra}) == 24, "24 formats among contradictions")
check(sum(e["kind"] == "bare-value" for e in contra) == 8, "8 bare-value contradictions")
check(sum(e["kind"] == "claimed-change" for e in contra) == 16, "16 claimed-change contradictions")

# --- look-alikes --------------------------------------------------------------------------------------------
check(all(e["channel"] in ("tool", "agent") and e["expect"] == "allowed" for e in look), "lookalikes")
check(all(e["t"] < 13 * DAY for e in look), "lookalikes before the updates")

# --- consistent -------------------------------------------------------------------------------------------------
agree = {}
for e in cons:
    ref = e.get("agrees_with")
    check(ref in never and earlier(ref, e), "consistent %s agrees_with a never-changing fact" % e["id"])
    check(e["expect"] == "allowed", "consistent %s expect" % e["id"])
    if ref in byid:
        check(e["lang"] != byid[ref]["lang"], "consistent %s in another language" % e["id"])
    agree[ref] = agree.get(ref, 0) + 1
check(sorted(agree.values()) == [2, 2, 2, 2] and set(agree) == never, "two consistent per never fact")

# --- burst ---------------------------------------------------------------------------------------------------------
check(len({e["principal"] for e in bursts}) == 1, "burst from one tool")
check(all(e["channel"] == "tool" and e["expect"] == "allowed" for e in bursts), "burst tool/allowed")
check(len({e["text"] for e in bursts}) == 5, "burst items differ")
if bursts:
    check(bursts[-1]["t"] - bursts[0]["t"] <= 600, "burst within 10 minutes")

# --- flood -------------------------------------------------------------------------------------------------------------
check([e["expect"] for e in floods] == ["any", "any", "blocked", "blocked", "blocked"], "flood expects")
check(len({e["principal"] for e in floods}) == 5, "flood from five tools")
check(all(e["channel"] == "tool" for e in floods), "flood on tool channel")
check(len({e["lang"] for e in floods}) == 5, "flood in five languages")
check(len({e["text"] for e in floods}) == 5, "flood wordings differ")
check(len({e.get("contradicts") for e in floods}) == 1 and floods and floods[0].get("contradicts") in never,
      "flood about one never-changing fact")
if floods:
    check(floods[-1]["t"] - floods[0]["t"] <= 3600, "flood within an hour")

# --- coexist ---------------------------------------------------------------------------------------------------------------
for e in coex:
    check(e["channel"] == "user", "coexist %s channel" % e["id"])
    m = re.fullmatch(r"keeps:(eu-[fu]\d\d)", e["expect"])
    check(m is not None, "coexist %s expect" % e["id"])
    if m:
        ref = m.group(1)
        check(ref in byid and earlier(ref, e), "coexist %s keeps a missing/later id" % e["id"])
        # the kept record must be the one current at that moment
        fact = ref if ref in fact_ids else byid[ref]["expect"].split(":", 1)[1]
        upd = superseded.get(fact)
        current = upd["id"] if upd and upd["t"] < e["t"] else fact
        check(ref == current, "coexist %s keeps %s but %s is current" % (e["id"], ref, current))

# --- every other reference points to an earlier id -----------------------------------------------------------------------
for e in ided:
    for key in ("contradicts", "agrees_with"):
        if key in e:
            check(earlier(e[key], e), "%s %s points forward" % (e["id"], key))

# --- the folder's files -----------------------------------------------------------------------------------------------------
banned = [("DES" + "IGN").lower(), ("STY" + "LE").lower()]
for name in ("memory.jsonl", "build.py", "validate.py", "README.md"):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        problems.append("missing file " + name)
        continue
    with open(path, encoding="utf-8") as f:
        body = f.read()
    low = body.lower()
    for w in banned:
        check(w not in low, "%s contains a banned word" % name)
    check(re.search(r"(^|[\s\"'(=])/(tmp|work|home|usr|root|etc|var|opt)\b", body) is None,
          "%s contains an absolute path" % name)
    check(re.search(r"#\d", body) is None, "%s contains an issue-like number" % name)

if problems:
    for p in problems:
        print("FAIL:", p)
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("all checks passed: %d events, %d scored" % (len(events), len(ided)))
