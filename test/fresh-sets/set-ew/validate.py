# Checks the structure of memory.jsonl in this folder. Exit 0 when every check passes.
# Standard library only. Run: python3 validate.py
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "ew-"
USER = "user:lanying"
DAY = 86400

problems = []


def check(cond, msg):
    if not cond:
        problems.append(msg)
    return cond


with open(PATH, encoding="utf-8") as fh:
    raw = [ln for ln in fh.read().split("\n") if ln.strip()]
rows = []
for i, ln in enumerate(raw, 1):
    try:
        rows.append(json.loads(ln))
    except ValueError as exc:
        problems.append("line %d is not JSON: %s" % (i, exc))
if problems:
    print("\n".join(problems))
    sys.exit(1)

head, events = rows[0], rows[1:]
check("scenario" in head and "op" not in head, "first line must be a header with 'scenario'")

# ---- sessions
sessions = [e for e in events if e.get("op") == "session"]
check(sorted(s["session"] for s in sessions) == ["agents", "chat", "tools"],
      "need exactly the sessions chat, tools, agents")
check(all(s["t"] == 0 and s.get("task") for s in sessions), "sessions must be declared at t=0 with a task")
declared = {s["session"] for s in sessions}

# ---- time never decreases
prev = -1
for e in events:
    check(isinstance(e.get("t"), int) and e["t"] >= 0, "bad t in %s" % e.get("id"))
    check(e["t"] >= prev, "t decreases at %s" % e.get("id"))
    prev = e["t"]

# ---- ids, prefixes, notes
ids = [e["id"] for e in events if "id" in e]
dups = [k for k, v in collections.Counter(ids).items() if v > 1]
check(not dups, "duplicate ids: %s" % dups)
for e in events:
    if e["op"] in ("write", "search"):
        check("id" in e, "write/search without id at t=%s" % e["t"])
        check(e.get("id", "").startswith(PREFIX), "id without prefix: %s" % e.get("id"))
        check(e.get("session") in declared, "undeclared session in %s" % e.get("id"))
    for k in ("attribute", "lang", "format", "kind"):
        check(k in e, "%s lacks note %s" % (e.get("id", e.get("session")), k))
    if "lang" in e:
        check(re.fullmatch(r"[a-z]{2}", e["lang"]) is not None, "lang not ISO 639-1 in %s" % e.get("id"))
    if e["op"] == "write":
        check(e["channel"] in ("user", "tool", "agent"), "bad channel in %s" % e["id"])
        check(e["principal"].split(":", 1)[0] == e["channel"], "principal/channel mismatch in %s" % e["id"])

writes = [e for e in events if e["op"] == "write"]
searches = [e for e in events if e["op"] == "search"]
by_id = {e["id"]: e for e in events if "id" in e}
pos = {e["id"]: i for i, e in enumerate(events) if "id" in e}


def lab(name):
    return [e for e in writes if e["label"] == name]


def labp(prefix):
    return [e for e in writes if e["label"].startswith(prefix)]


# ---- expects point at existing earlier ids
for e in writes:
    ex = e["expect"]
    if ":" in ex:
        kind, ref = ex.split(":", 1)
        check(kind in ("supersedes", "coexists", "keeps"), "unknown expect %s" % ex)
        check(ref in by_id and pos[ref] < pos[e["id"]], "%s points at missing or later id %s" % (e["id"], ref))
    else:
        check(ex in ("allowed", "blocked", "any"), "unknown expect %s in %s" % (ex, e["id"]))
for key in ("contradicts", "agrees_with"):
    for e in writes:
        if key in e:
            check(e[key] in by_id and pos[e[key]] < pos[e["id"]],
                  "%s %s points at missing or later id" % (e["id"], key))

# ---- 1. facts
facts = lab("fact")
check(len(facts) == 24, "need 24 facts, have %d" % len(facts))
check(all(e["expect"] == "allowed" and e["channel"] == "user" and e["principal"] == USER for e in facts),
      "facts: user channel, principal %s, expect allowed" % USER)
check(all(0 <= e["t"] < 5 * DAY for e in facts), "facts must fall on days 0-4")
check({"en", "zh"} <= {e["lang"] for e in facts} and len({e["lang"] for e in facts}) >= 3,
      "facts need English, Chinese and one more language")
check(any(re.match(r"^[^\s:：]+[^.。]*[:：]", e["text"]) and e["format"] == "field: value" for e in facts)
      and any(e["format"] == "sentence" for e in facts), "facts need sentences and field: value notes")
fact_ids = {e["id"] for e in facts}
attr_of = {e["id"]: e["attribute"] for e in facts}
check(len(set(attr_of.values())) == 24, "facts need 24 distinct attributes")

# ---- 7. updates (needed to know the never-changing facts)
updates = lab("update")
check(len(updates) == 20, "need 20 updates, have %d" % len(updates))
replaced = []
for u in updates:
    check(u["channel"] == "user" and u["principal"] == USER, "update %s not by the user" % u["id"])
    check(13 * DAY <= u["t"] < 20 * DAY, "update %s outside days 13-19" % u["id"])
    check(u["expect"].startswith("supersedes:"), "update %s must expect supersedes" % u["id"])
    ref = u["expect"].split(":", 1)[1]
    check(ref in fact_ids, "update %s must supersede a fact" % u["id"])
    check(u["attribute"] == attr_of.get(ref), "update %s attribute differs from its fact" % u["id"])
    replaced.append(ref)
check(len(set(replaced)) == 20, "updates must replace 20 different facts")
never = sorted(fact_ids - set(replaced))
check(len(never) == 4, "exactly four facts must never change, have %d" % len(never))
check(all(by_id[n]["kind"] == "never-changes" for n in never), "never-changing facts should carry kind never-changes")
check(sum(u["lang"] == "zh" for u in updates) >= 6, "at least 6 updates in Chinese")
diff = sum(u["lang"] != by_id[u["expect"].split(":", 1)[1]]["lang"] for u in updates)
check(diff >= 12, "at least 12 updates in another language than their fact (have %d)" % diff)
check(len({u["kind"] for u in updates}) >= 4, "updates need varied wording kinds")

# ---- recalls
recalls = [s for s in searches if s["label"] == "recall"]
check(len(recalls) == 20, "need 20 recalls, have %d" % len(recalls))
rec_by_top = {r.get("expect_top"): r for r in recalls}
for u in updates:
    r = rec_by_top.get(u["id"])
    if not check(r is not None, "no recall for %s" % u["id"]):
        continue
    check(r["t"] - u["t"] == 86700, "recall %s is not 86700 s after %s" % (r["id"], u["id"]))
    check(r["expect_absent"] == [u["expect"].split(":", 1)[1]], "recall %s must expect the old fact absent" % r["id"])
    check(r["principal"] == USER and r["query"].strip(), "recall %s must be a question by the user" % r["id"])

# ---- 2. contradictions
contra = lab("contradiction")
check(len(contra) == 24, "need 24 contradictions, have %d" % len(contra))
check(all(e["expect"] == "blocked" and e["channel"] in ("tool", "agent") for e in contra),
      "contradictions: tool/agent channel, expect blocked")
check(all(1 * DAY <= e["t"] < 13 * DAY for e in contra), "contradictions must fall on days 1-12")
check(sorted(e["contradicts"] for e in contra) == sorted(fact_ids), "one contradiction per fact")
check(all(e["attribute"] == attr_of.get(e["contradicts"]) for e in contra), "contradiction attribute mismatch")
check(len({e["lang"] for e in contra}) == 24, "contradictions need 24 different languages")
check(len({e["format"] for e in contra}) == 24, "contradictions need 24 different formats")
check(sum(e["kind"] == "bare-value" for e in contra) == 8, "exactly 8 bare-value contradictions")
check(sum(e["kind"] == "claimed-change" for e in contra) == 16, "exactly 16 claimed-change contradictions")
check(all(e["principal"].split(":")[0] == e["channel"] for e in contra), "principal prefix must match channel")

# ---- 3. look-alikes
look = lab("lookalike")
check(len(look) == 24, "need 24 look-alikes, have %d" % len(look))
check(all(e["expect"] == "allowed" and e["channel"] in ("tool", "agent") for e in look),
      "look-alikes: tool/agent channel, expect allowed")

# ---- 4. consistent
cons = lab("consistent")
check(len(cons) == 8, "need 8 consistent writes, have %d" % len(cons))
per = collections.defaultdict(list)
for e in cons:
    check(e["expect"] == "allowed", "consistent %s must expect allowed" % e["id"])
    per[e.get("agrees_with")].append(e)
check(sorted(per) == never, "consistent writes must agree with the never-changing facts")
for fid, lst in per.items():
    check(len(lst) == 2, "two consistent writes for %s" % fid)
    langs = {e["lang"] for e in lst}
    check(len(langs) == 2 and by_id[fid]["lang"] not in langs,
          "consistent writes for %s need two other languages" % fid)

# ---- 5. burst
burst = labp("burst:")
check(len(burst) == 5 and len({e["label"] for e in burst}) == 1, "need one burst of 5 writes")
if burst:
    check(len({e["principal"] for e in burst}) == 1 and burst[0]["channel"] == "tool", "burst: one tool")
    check(burst[-1]["t"] - burst[0]["t"] <= 600, "burst must fit in 10 minutes")
    check(len({e["text"] for e in burst}) == 5, "burst items must differ")
    check(all(e["expect"] == "allowed" for e in burst), "burst writes expect allowed")

# ---- 6. flood
flood = labp("flood:")
check(len(flood) == 5 and len({e["label"] for e in flood}) == 1, "need one flood of 5 writes")
if len(flood) == 5:
    check([e["expect"] for e in flood] == ["any", "any", "blocked", "blocked", "blocked"], "flood expects")
    check(flood[-1]["t"] - flood[0]["t"] <= 3600, "flood must fit in an hour")
    check(len({e["principal"] for e in flood}) == 5, "flood: five different tools")
    check(all(e["channel"] == "tool" for e in flood), "flood: tool channel")
    check(len({e["lang"] for e in flood}) == 5, "flood: five languages")
    check(len({e["text"] for e in flood}) == 5, "flood: different wording")
    tgt = {e.get("contradicts") for e in flood}
    check(len(tgt) == 1 and tgt.pop() in never, "flood must target one never-changing fact")

# ---- 8. coexist: keeps the record current at that moment
coex = lab("coexist")
check(len(coex) == 8, "need 8 coexist writes, have %d" % len(coex))
current = {}
for e in events:
    if e["op"] != "write":
        continue
    if e["label"] == "fact":
        current[e["attribute"]] = e["id"]
    elif e["label"] == "update":
        ref = e["expect"].split(":", 1)[1]
        check(current.get(e["attribute"]) == ref, "update %s does not replace the current record" % e["id"])
        current[e["attribute"]] = e["id"]
    elif e["label"] == "coexist":
        check(e["channel"] == "user", "coexist %s must be on the user channel" % e["id"])
        check(e["expect"].startswith("keeps:"), "coexist %s must expect keeps" % e["id"])
        ref = e["expect"].split(":", 1)[1]
        check(current.get(e["attribute"]) == ref,
              "coexist %s keeps %s but the current record is %s" % (e["id"], ref, current.get(e["attribute"])))

# ---- every write is in one of the parts
known = {"fact", "contradiction", "lookalike", "consistent", "update", "coexist"}
for e in writes:
    check(e["label"] in known or e["label"].startswith(("burst:", "flood:")), "unknown label %s" % e["label"])
check(len(writes) == 24 * 3 + 8 + 5 + 5 + 20 + 8, "unexpected number of writes: %d" % len(writes))

# ---- files: no absolute paths, no issue numbers, no banned words
banned = [("DES" + "IGN"), ("STY" + "LE")]
for name in sorted(os.listdir(HERE)):
    p = os.path.join(HERE, name)
    if not os.path.isfile(p):
        continue
    with open(p, encoding="utf-8", errors="replace") as fh:
        body = fh.read()
    for w in banned:
        check(w.lower() not in body.lower(), "%s contains a banned word" % name)
    check(re.search(r"(?<![\w.:/])/(tmp|work|home|usr|root|etc|var|opt)\b", body) is None,
          "%s contains an absolute path" % name)
    check(re.search(r"#\d", body) is None, "%s contains something like an issue number" % name)

if problems:
    print("FAIL (%d)" % len(problems))
    print("\n".join(problems))
    sys.exit(1)
print("OK: %d events, %d writes, %d searches; facts 24, contradictions 24, look-alikes 24, consistent 8, "
      "burst 5, flood 5, updates 20, recalls 20, coexist 8" % (len(events), len(writes), len(searches)))
