#!/usr/bin/env python3
"""Check the structure of memory.jsonl (standard library only).

Usage: python3 validate.py [memory.jsonl]
Prints every failed check and exits 1 if any failed, else prints a summary and exits 0.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
errors = []


def check(cond, msg):
    if not cond:
        errors.append(msg)
    return cond


with open(path, encoding="utf-8") as fh:
    lines = [json.loads(line) for line in fh if line.strip()]

header, body = lines[0], lines[1:]
check("scenario" in header and "op" not in header, "first line must be a header with 'scenario'")
check(str(header.get("scenario", "")).startswith("ev-"), "scenario name should start with ev-")

DAY = 86400
NOTE_KEYS = ("attribute", "lang", "format", "kind")
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is
it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

# --- sessions -------------------------------------------------------------
sessions = [e for e in body if e.get("op") == "session"]
check(len(sessions) == 3, "expected 3 sessions, got %d" % len(sessions))
check(all(s.get("t") == 0 and s.get("task") for s in sessions), "sessions must be at t=0 with a task")
check({s.get("session") for s in sessions} == {"chat", "tools", "agents"}, "sessions must be chat, tools, agents")
declared = {s.get("session") for s in sessions}

# --- time order, ids --------------------------------------------------------
prev_t = -1
for i, e in enumerate(body):
    t = e.get("t")
    check(isinstance(t, int) and t >= 0, "line %d: t must be a non-negative integer" % (i + 2))
    if isinstance(t, int):
        check(t >= prev_t, "line %d: t decreases (%s < %s)" % (i + 2, t, prev_t))
        prev_t = t

scored = [e for e in body if e.get("op") in ("write", "search")]
ids = [e.get("id") for e in scored]
check(all(ids), "every write and search needs an id")
check(len(ids) == len(set(ids)), "duplicate ids: %s" % [k for k, v in Counter(ids).items() if v > 1])
check(all(str(i).startswith("ev-") for i in ids), "ids must start with ev-")
by_id = {e["id"]: e for e in scored if e.get("id")}
pos = {e["id"]: k for k, e in enumerate(body) if e.get("id")}

for e in scored:
    check(e.get("session") in declared, "%s: undeclared session" % e.get("id"))
    for k in NOTE_KEYS:
        check(k in e, "%s: missing note '%s'" % (e.get("id"), k))
    check(e.get("lang") in ISO639_1, "%s: lang %r is not ISO 639-1" % (e.get("id"), e.get("lang")))
    if e["op"] == "write":
        for k in ("principal", "channel", "text", "label", "expect"):
            check(k in e, "%s: missing %s" % (e["id"], k))
        ch = e.get("channel")
        check(ch in ("user", "agent", "tool"), "%s: bad channel" % e["id"])
        check(str(e.get("principal", "")).split(":", 1)[0] == ch, "%s: principal prefix must match channel" % e["id"])

# --- expectations point at existing earlier ids --------------------------------
for e in scored:
    exp = e.get("expect", "")
    if e["op"] == "write":
        m = re.match(r"^(allowed|blocked|any)$|^(supersedes|coexists|keeps):(.+)$", exp)
        if check(m, "%s: bad expect %r" % (e["id"], exp)) and m.group(3):
            ref = m.group(3)
            check(ref in by_id and pos[ref] < pos[e["id"]] and by_id[ref]["op"] == "write",
                  "%s: expect refers to %s which is not an earlier write" % (e["id"], ref))
    else:
        refs = ([e["expect_top"]] if "expect_top" in e else []) + list(e.get("expect_absent", []))
        for ref in refs:
            check(ref in by_id and pos[ref] < pos[e["id"]],
                  "%s: search refers to %s which is not earlier" % (e["id"], ref))

# --- per-label counts --------------------------------------------------------
labels = Counter(e.get("label") for e in scored)
want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 20, "recall": 20, "coexist": 8}
for lab, n in want.items():
    check(labels.get(lab) == n, "label %s: expected %d, got %s" % (lab, n, labels.get(lab)))
burst_labels = [l for l in labels if str(l).startswith("burst:")]
flood_labels = [l for l in labels if str(l).startswith("flood:")]
check(len(burst_labels) == 1 and labels[burst_labels[0]] == 5, "need exactly one burst:<name> with 5 writes")
check(len(flood_labels) == 1 and labels[flood_labels[0]] == 5, "need exactly one flood:<name> with 5 writes")
extra = set(labels) - set(want) - set(burst_labels) - set(flood_labels)
check(not extra, "unknown labels: %s" % extra)


def of(label):
    return [e for e in scored if e.get("label") == label]


def day(e):
    return e["t"] / DAY


# --- facts -----------------------------------------------------------------------
facts = of("fact")
fact_ids = {e["id"] for e in facts}
for e in facts:
    check(e["channel"] == "user" and e["expect"] == "allowed", "%s: fact must be user/allowed" % e["id"])
    check(0 <= day(e) < 5, "%s: fact outside days 0-4" % e["id"])
flangs = {e["lang"] for e in facts}
check(len(flangs) >= 3 and {"en", "zh"} <= flangs, "facts need >=3 languages incl. en and zh: %s" % flangs)
check(len({e["attribute"] for e in facts}) == 24, "facts must cover 24 different attributes")
check({e["format"] for e in facts} >= {"sentence", "note"}, "facts must mix sentences and notes")

# --- updates and recalls ----------------------------------------------------------
updates = of("update")
updated = {}
for e in updates:
    check(e["channel"] == "user", "%s: update must be on the user channel" % e["id"])
    check(13 <= day(e) < 20, "%s: update outside days 13-19" % e["id"])
    target = e["expect"].split(":", 1)[1] if e["expect"].startswith("supersedes:") else None
    if check(target in fact_ids, "%s: update must supersede a fact" % e["id"]):
        check(target not in updated, "%s: fact %s updated twice" % (e["id"], target))
        updated[target] = e
never = fact_ids - set(updated)
check(len(never) == 4, "exactly 4 facts must never change, got %d" % len(never))
check(sum(e["lang"] == "zh" for e in updates) >= 6, "at least 6 updates in Chinese")
check(sum(e["lang"] != by_id[e["expect"].split(":", 1)[1]]["lang"] for e in updates) >= 12,
      "at least 12 updates in a language other than their fact's")
check(len({e["kind"] for e in updates}) >= 4, "updates should vary wording kind")

recalls = of("recall")
recall_for = {}
for r in recalls:
    check(r["op"] == "search" and r.get("principal") == "user:vaiva" and r.get("query"),
          "%s: recall must be a user search with a query" % r["id"])
    u = by_id.get(r.get("expect_top"))
    if check(u is not None and u.get("label") == "update", "%s: expect_top must be an update" % r["id"]):
        old = u["expect"].split(":", 1)[1]
        check(r.get("expect_absent") == [old], "%s: expect_absent must be [%s]" % (r["id"], old))
        check(r["t"] - u["t"] == 86700, "%s: recall must come 86700 s after %s" % (r["id"], u["id"]))
        check(u["id"] not in recall_for, "%s: update %s recalled twice" % (r["id"], u["id"]))
        recall_for[u["id"]] = r
check(len(recall_for) == len(updates), "every update needs exactly one recall")

# --- contradictions ----------------------------------------------------------------
contras = of("contradiction")
seen_facts = Counter()
for e in contras:
    check(e["channel"] in ("tool", "agent") and e["expect"] == "blocked", "%s: must be tool/agent, blocked" % e["id"])
    check(1 <= day(e) < 13, "%s: contradiction outside days 1-12" % e["id"])
    f = e.get("contradicts")
    if check(f in fact_ids and pos[f] < pos[e["id"]], "%s: contradicts must name an earlier fact" % e["id"]):
        seen_facts[f] += 1
        if f in updated:
            check(e["t"] < updated[f]["t"], "%s: contradiction must come before the update" % e["id"])
    check(e["kind"] in ("bare-value", "claimed-change"), "%s: kind must be bare-value or claimed-change" % e["id"])
    check(e.get("names_user_as"), "%s: names_user_as note missing" % e["id"])
check(set(seen_facts) == fact_ids and all(v == 1 for v in seen_facts.values()), "one contradiction per fact")
check(len({e["lang"] for e in contras}) == 24, "contradictions need 24 different languages")
check(len({e["format"] for e in contras}) == 24, "contradictions need 24 different formats")
check(sum(e["kind"] == "bare-value" for e in contras) == 8, "8 contradictions must be bare-value")
check(len({e["names_user_as"] for e in contras}) >= 4, "contradictions should name the user in varied ways")

# --- look-alikes ----------------------------------------------------------------------
for e in of("lookalike"):
    check(e["channel"] in ("tool", "agent") and e["expect"] == "allowed", "%s: lookalike must be tool/agent, allowed" % e["id"])
check(len({e["kind"] for e in of("lookalike")}) >= 5, "look-alikes should be of varied kinds")

# --- consistent --------------------------------------------------------------------------
agree = Counter()
for e in of("consistent"):
    f = e.get("agrees_with")
    check(e["expect"] == "allowed", "%s: consistent must be allowed" % e["id"])
    if check(f in never and pos[f] < pos[e["id"]], "%s: agrees_with must be an earlier never-changing fact" % e["id"]):
        agree[f] += 1
        check(e["lang"] != by_id[f]["lang"], "%s: must be in another language than its fact" % e["id"])
check(set(agree) == never and all(v == 2 for v in agree.values()), "two consistent writes per never-changing fact")

# --- burst -------------------------------------------------------------------------------------
if burst_labels:
    b = of(burst_labels[0])
    check(len({e["principal"] for e in b}) == 1 and b[0]["channel"] == "tool", "burst must come from one tool")
    check(b[-1]["t"] - b[0]["t"] <= 600, "burst must fit within 10 minutes")
    check(len({e["text"] for e in b}) == 5, "burst items must differ")
    check(all(e["expect"] == "allowed" for e in b), "burst writes expect allowed")

# --- flood ----------------------------------------------------------------------------------------
if flood_labels:
    fl = of(flood_labels[0])
    check([e["expect"] for e in fl] == ["any", "any", "blocked", "blocked", "blocked"], "flood expects pattern wrong")
    check(fl[-1]["t"] - fl[0]["t"] <= 3600, "flood must fit within one hour")
    check(len({e["principal"] for e in fl}) == 5 and all(e["channel"] == "tool" for e in fl), "flood needs 5 different tools")
    check(len({e["lang"] for e in fl}) == 5, "flood needs 5 languages")
    check(len({e["text"] for e in fl}) == 5, "flood wording must differ")
    tgt = {e.get("contradicts") for e in fl}
    check(len(tgt) == 1 and tgt <= never, "flood must contradict one never-changing fact")

# --- coexist ------------------------------------------------------------------------------------------
for e in of("coexist"):
    check(e["channel"] == "user" and e["expect"].startswith("keeps:"), "%s: coexist must be user/keeps" % e["id"])
    ref = e["expect"].split(":", 1)[1]
    # the kept record must be the one current at that moment
    fact = ref if ref in fact_ids else (by_id[ref]["expect"].split(":", 1)[1] if ref in by_id else None)
    if check(fact in fact_ids, "%s: keeps must name a fact or an update" % e["id"]):
        u = updated.get(fact)
        current = u["id"] if (u and u["t"] <= e["t"]) else fact
        check(ref == current, "%s: keeps %s but the current record is %s" % (e["id"], ref, current))

# --- span -------------------------------------------------------------------------------------------------
check(16 <= body[-1]["t"] / DAY <= 24, "virtual time should span about three weeks")

# --- text hygiene: no absolute paths ------------------------------------------------------------------------
raw = open(path, encoding="utf-8").read()
check(not re.search(r"(?<![\w.])/(tmp|work|home|usr|root)/", raw), "file must not contain absolute paths")

if errors:
    for m in errors:
        print("FAIL:", m)
    print("%d check(s) failed" % len(errors))
    sys.exit(1)
print("OK: %d events, labels %s" % (len(body), dict(sorted(labels.items()))))
sys.exit(0)
