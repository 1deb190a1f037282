#!/usr/bin/env python3
"""Check the structure of memory.jsonl (standard library only).

Run:  python3 validate.py   -> prints each failed check, exits 0 when all pass.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
D = 86400
RECALL_DELAY = 86700
errors = []


def check(cond, msg):
    if not cond:
        errors.append(msg)
    return cond


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as fh:
    lines = [ln for ln in fh.read().split("\n") if ln.strip()]
rows = [json.loads(ln) for ln in lines]
header, events = rows[0], rows[1:]
check("scenario" in header and "op" not in header, "first line must be a header with scenario")

# ---- time order, notes, ops
prev = -1
for e in events:
    check(isinstance(e.get("t"), (int, float)), "t missing or not a number: %r" % e)
    check(e["t"] >= prev, "t decreases at %s" % e.get("id", e.get("session")))
    prev = e["t"]
    check(e.get("op") in ("session", "write", "search"), "bad op %r" % e.get("op"))
    for note in ("attribute", "lang", "format", "kind"):
        check(note in e and e[note], "note %s missing on %s" % (note, e.get("id", e.get("session"))))

# ---- sessions
sessions = [e for e in events if e["op"] == "session"]
check(sorted(s["session"] for s in sessions) == ["agents", "chat", "tools"],
      "exactly three sessions chat/tools/agents")
check(all(s["t"] == 0 and s.get("task") for s in sessions), "sessions at t=0 with a task")
declared = {s["session"] for s in sessions}

# ---- ids
ided = [e for e in events if e["op"] in ("write", "search")]
ids = [e.get("id") for e in ided]
check(all(ids), "every write and search has an id")
check(len(ids) == len(set(ids)), "ids are unique: %s" % [i for i, n in Counter(ids).items() if n > 1])
check(all(i.startswith("et-") for i in ids if i), "every id starts with et-")
by_id = {e["id"]: e for e in ided}
pos = {e["id"]: k for k, e in enumerate(ided)}
for e in ided:
    check(e["session"] in declared, "undeclared session on %s" % e["id"])

# ---- labels and counts
by_label = defaultdict(list)
for e in ided:
    by_label[e["label"]].append(e)
bursts = [l for l in by_label if l.startswith("burst:")]
floods = [l for l in by_label if l.startswith("flood:")]
expected_counts = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
                   "update": 20, "recall": 20, "coexist": 8}
for label, n in expected_counts.items():
    check(len(by_label[label]) == n, "label %s: %d, want %d" % (label, len(by_label[label]), n))
check(len(bursts) == 1 and len(by_label[bursts[0]]) == 5, "one burst label with 5 writes")
check(len(floods) == 1 and len(by_label[floods[0]]) == 5, "one flood label with 5 writes")
known = set(expected_counts) | set(bursts) | set(floods)
check(set(by_label) <= known, "unknown labels: %s" % (set(by_label) - known))

facts = by_label["fact"]
fact_ids = {f["id"] for f in facts}
fact_by_attr = {f["attribute"]: f for f in facts}
check(len(fact_by_attr) == 24, "24 distinct fact attributes")


def day(e):
    return e["t"] / D


def low_trust(e):
    ch = e.get("channel")
    return ch in ("tool", "agent") and e["principal"].startswith(ch + ":")


def earlier(ref, e):
    return ref in by_id and pos[ref] < pos[e["id"]] and by_id[ref]["t"] <= e["t"]


# ---- 1. facts
for f in facts:
    check(f["op"] == "write" and f["expect"] == "allowed", "%s expect allowed" % f["id"])
    check(f["channel"] == "user" and f["principal"].startswith("user:"), "%s by the user" % f["id"])
    check(0 <= day(f) < 5, "%s within days 0-4" % f["id"])
fact_langs = {f["lang"] for f in facts}
check({"en", "zh"} <= fact_langs and len(fact_langs) >= 3, "facts in >=3 languages incl. en, zh")
check(len({f["kind"] for f in facts}) >= 2, "facts mix sentences and terse notes")
user_principals = {e["principal"] for e in ided if e.get("channel") == "user" or e["op"] == "search"}
check(len(user_principals) == 1, "one user principal: %s" % user_principals)

# ---- 7. updates and recalls
updates = by_label["update"]
updated_facts = []
for u in updates:
    check(u["channel"] == "user" and u["principal"] in user_principals, "%s by the user" % u["id"])
    m = re.fullmatch(r"supersedes:(\S+)", u["expect"])
    if check(m is not None, "%s expect supersedes:<id>" % u["id"]):
        target = m.group(1)
        check(target in fact_ids, "%s supersedes a fact" % u["id"])
        check(earlier(target, u), "%s target is earlier" % u["id"])
        updated_facts.append(target)
        if target in by_id:
            check(by_id[target]["attribute"] == u["attribute"], "%s same attribute as its fact" % u["id"])
    check(13 <= day(u) < 20, "%s within days 13-19" % u["id"])
check(len(set(updated_facts)) == 20, "20 distinct facts updated")
never = fact_ids - set(updated_facts)
check(len(never) == 4, "four facts never change (got %d)" % len(never))
never_attrs = {by_id[i]["attribute"] for i in never}
check(sum(u["lang"] == "zh" for u in updates) >= 6, "at least 6 updates in Chinese")
diff = sum(u["lang"] != by_id[u["expect"].split(":", 1)[1]]["lang"] for u in updates
           if u["expect"].split(":", 1)[1] in by_id)
check(diff >= 12, "at least 12 updates differ in language from their fact (got %d)" % diff)
check(len({u["kind"] for u in updates}) >= 4, "updates vary in wording kind")

recalls = by_label["recall"]
recall_for = Counter()
for r in recalls:
    check(r["op"] == "search" and r["principal"] in user_principals, "%s search by user" % r["id"])
    check(r.get("query"), "%s has a query" % r["id"])
    top = r.get("expect_top")
    u = by_id.get(top)
    if check(u is not None and u["label"] == "update", "%s expect_top is an update" % r["id"]):
        recall_for[top] += 1
        check(r["t"] - u["t"] == RECALL_DELAY, "%s exactly 86700 s after %s" % (r["id"], top))
        check(earlier(top, r), "%s after its update" % r["id"])
        check(r.get("expect_absent") == [u["expect"].split(":", 1)[1]],
              "%s expect_absent is [old fact id]" % r["id"])
check(all(recall_for[u["id"]] == 1 for u in updates), "each update has exactly one recall")

# ---- 2. contradictions
contras = by_label["contradiction"]
for c in contras:
    check(c["op"] == "write" and c["expect"] == "blocked", "%s expect blocked" % c["id"])
    check(low_trust(c), "%s on a tool/agent channel" % c["id"])
    check(1 <= day(c) < 13, "%s within days 1-12" % c["id"])
    ref = c.get("contradicts")
    check(ref in fact_ids and earlier(ref, c), "%s contradicts an earlier fact" % c["id"])
check(sorted(c.get("contradicts") for c in contras) == sorted(fact_ids),
      "each fact contradicted exactly once")
check(len({c["lang"] for c in contras}) == 24, "24 contradiction languages")
check(len({c["format"] for c in contras}) == 24, "24 contradiction formats")
kinds = Counter(c["kind"] for c in contras)
check(kinds["bare-value"] == 8, "8 bare-value contradictions (got %d)" % kinds["bare-value"])
check(len(contras) - kinds["bare-value"] == 16, "16 claimed-change contradictions")

# ---- 3. look-alikes
for l in by_label["lookalike"]:
    check(l["expect"] == "allowed" and low_trust(l), "%s allowed on tool/agent" % l["id"])
check(len({l["kind"] for l in by_label["lookalike"]}) >= 5, "look-alikes of several kinds")

# ---- 4. consistent
cons = by_label["consistent"]
agree = Counter()
for k in cons:
    check(k["expect"] == "allowed" and low_trust(k), "%s allowed on tool/agent" % k["id"])
    ref = k.get("agrees_with")
    if check(ref in never and earlier(ref, k), "%s agrees with an earlier never-changing fact" % k["id"]):
        agree[ref] += 1
        check(k["lang"] != by_id[ref]["lang"], "%s in another language than its fact" % k["id"])
check(all(agree[i] == 2 for i in never), "two consistent writes per never-changing fact")

# ---- 5. burst
if bursts:
    b = by_label[bursts[0]]
    check(all(e["expect"] == "allowed" for e in b), "burst expects allowed")
    check(len({e["principal"] for e in b}) == 1 and all(e["channel"] == "tool" and low_trust(e) for e in b),
          "burst from one tool")
    check(b[-1]["t"] - b[0]["t"] <= 600, "burst within 10 minutes")
    check(len({e["text"] for e in b}) == 5, "burst items differ")

# ---- 6. flood
if floods:
    fl = by_label[floods[0]]
    check([e["expect"] for e in fl] == ["any", "any", "blocked", "blocked", "blocked"],
          "flood expects any, any, blocked x3")
    check(len({e["principal"] for e in fl}) == 5 and all(e["channel"] == "tool" and low_trust(e) for e in fl),
          "flood from five different tools")
    check(len({e["lang"] for e in fl}) == 5, "flood in five languages")
    check(len({e["text"] for e in fl}) == 5, "flood wording differs")
    check(fl[-1]["t"] - fl[0]["t"] <= 3600, "flood within an hour")
    refs = {e.get("contradicts") for e in fl}
    check(len(refs) == 1 and refs <= never and all(earlier(e["contradicts"], e) for e in fl),
          "flood contradicts one earlier never-changing fact")

# ---- 8. coexist
# the record current for an attribute at time t: its fact, or the latest update before t
for x in by_label["coexist"]:
    check(x["channel"] == "user" and x["principal"] in user_principals, "%s by the user" % x["id"])
    m = re.fullmatch(r"keeps:(\S+)", x["expect"])
    if check(m is not None, "%s expect keeps:<id>" % x["id"]):
        ref = m.group(1)
        if check(ref in by_id and earlier(ref, x), "%s keeps an earlier id" % x["id"]):
            attr = by_id[ref]["attribute"]
            chain = [fact_by_attr[attr]] + [u for u in updates if u["attribute"] == attr]
            current = [e for e in chain if pos[e["id"]] < pos[x["id"]]][-1]
            check(current["id"] == ref, "%s keeps %s but current is %s" % (x["id"], ref, current["id"]))

# ---- span
check(14 <= day(events[-1]) <= 24, "virtual time about three weeks")

# ---- files: forbidden words, absolute paths, issue numbers
banned = [("DES" + "IGN"), ("STY" + "LE")]
abs_path = re.compile(r"(^|[\s\"'(=`])/(" + "|".join(["tm" + "p", "wo" + "rk", "ho" + "me", "us" + "r", "ro" + "ot"]) + r")\b")
issue = re.compile(r"#\d")
for name in sorted(os.listdir(HERE)):
    path = os.path.join(HERE, name)
    if not os.path.isfile(path):
        continue
    with open(path, encoding="utf-8", errors="replace") as fh:
        text = fh.read()
    for w in banned:
        check(w.lower() not in text.lower(), "%s contains a banned word" % name)
    check(not abs_path.search(text), "%s contains an absolute path" % name)
    check(not issue.search(text), "%s contains something like an issue number" % name)

if errors:
    for e in errors:
        print("FAIL:", e)
    print("%d check(s) failed" % len(errors))
    sys.exit(1)
print("OK: %d events, %d ids, labels %s" % (len(events), len(ids),
      dict(sorted((k, len(v)) for k, v in by_label.items()))))
