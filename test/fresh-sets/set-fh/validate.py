#!/usr/bin/env python3
"""Check memory.jsonl of set-fh against the rules of the brief. Exits non-zero on a problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = 86400
problems = []


def check(cond, msg):
    if not cond:
        problems.append(msg)


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as f:
    lines = [json.loads(l) for l in f if l.strip()]
header, events = lines[0], lines[1:]
check(header.get("scenario") == "set-fh", "header scenario must be set-fh")

# ordering and sessions
ts = [e["t"] for e in events]
check(ts == sorted(ts), "events not in order of t")
sessions = [e for e in events if e["op"] == "session"]
check(len(sessions) == 3 and all(s["t"] == 0 and s.get("task") for s in sessions),
      "need three sessions with a task at t=0")
sess = {s["session"] for s in sessions}
writes = [e for e in events if e["op"] == "write"]
searches = [e for e in events if e["op"] == "search"]
by_id = {}
for w in writes:
    check(w["id"] not in by_id, "duplicate id " + w["id"])
    by_id[w["id"]] = w
    for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
        check(k in w, "%s lacks %s" % (w.get("id"), k))
    check(w["channel"] in ("user", "tool", "agent"), "bad channel " + w["id"])
    check(w["principal"].startswith(w["channel"] + ":"), "principal/channel mismatch " + w["id"])
    check(w["session"] in sess, "unknown session " + w["id"])
    check(all(k in w for k in ("lang", "format")) or w["label"] == "update", "notes missing " + w["id"])
# session per channel: one for user, one for all tools, one for all agents
for ch in ("user", "tool", "agent"):
    used = {w["session"] for w in writes if w["channel"] == ch}
    check(len(used) == 1, "channel %s uses %d sessions" % (ch, len(used)))
check(len({w["session"] for w in writes}) == 3, "three sessions must be used")

texts = [w["text"] for w in writes] + [s["query"] for s in searches]
dups = [t for t, n in Counter(texts).items() if n > 1]
check(not dups, "duplicate texts: %r" % dups[:3])

labels = Counter(w["label"] for w in writes)
want = {"fact": 32, "coexist": 8, "contradiction": 24, "lookalike": 24, "consistent": 12, "update": 20}
for k, n in want.items():
    check(labels[k] == n, "label %s: %d, want %d" % (k, labels[k], n))
burst = [w for w in writes if w["label"].startswith("burst:")]
flood = [w for w in writes if w["label"].startswith("flood:")]
check(len(burst) == 5 and len({w["label"] for w in burst}) == 1, "burst must be 5 writes, one label")
check(len(flood) == 5 and len({w["label"] for w in flood}) == 1, "flood must be 5 writes, one label")
check(len(searches) == 20 and all(s["label"] == "recall" for s in searches), "need 20 recall searches")

day = lambda t: t // DAY

# day 0 facts
facts = [w for w in writes if w["label"] == "fact"]
core = [w for w in facts if w.get("sort") == "core"]
extra = [w for w in facts if w.get("sort") == "extra"]
check(len(core) == 24 and len(extra) == 8, "need 24 core + 8 extra facts")
check(all(w["channel"] == "user" and w["expect"] == "allowed" and day(w["t"]) == 0 for w in facts),
      "facts must be user writes on day 0, allowed")
check(len({w["attribute"] for w in core}) == 24, "one core fact per attribute")
check(len({w["attribute"] for w in extra}) == 8, "one extra fact per attribute")
gaps = [b["t"] - a["t"] for a, b in zip(facts, facts[1:])]
check(all(600 <= g <= 900 for g in gaps), "day-0 gaps must be 10-15 min: %r" % gaps)
fixed = {w["attribute"] for w in core if not w["changeable"]}
check(fixed == {"partner", "shoe_size", "blood_group", "allergies"}, "fixed facts wrong: %r" % fixed)
for w in core:
    check(w["key"] in w["text"], "fact %s lacks its key" % w["id"])
med = [w for w in core if w["attribute"] == "daily_medication"][0]
check(re.search(r"\d+\s*(µg|mg|mcg)", med["text"]) is not None, "medication fact needs a dose")
check(sum(1 for w in core if w["format"] == "bare field") >= 2, "some facts should be bare fields")
check({w["lang"] for w in facts} == {"en", "zh", "es", "de"}, "user writes en, zh, es, de")

# day 1 coexist
co = [w for w in writes if w["label"] == "coexist"]
extra_ids = {w["id"] for w in extra}
check(sorted(w["expect"].split(":", 1)[1] for w in co) == sorted(extra_ids), "one coexist per extra fact")
check(all(w["channel"] == "user" and day(w["t"]) == 1 for w in co), "coexist: user writes on day 1")

# days 2-6
mid = [w for w in writes if w["label"] in ("contradiction", "lookalike", "consistent")]
check(all(w["channel"] in ("tool", "agent") for w in mid), "days 2-6 records must be tool/agent")
check(all(2 <= day(w["t"]) <= 6 for w in mid), "days 2-6 records out of range")
mid.sort(key=lambda w: w["t"])
check(all(b["t"] - a["t"] == 7200 for a, b in zip(mid, mid[1:])), "days 2-6 records must be 2 h apart")
seq = [w["label"] for w in mid]
check(len(set(seq[:20])) == 3, "records do not look shuffled")
exp = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}
check(all(w["expect"] == exp[w["label"]] for w in mid), "wrong expect on days 2-6")

core_by_attr = {w["attribute"]: w for w in core}
con = [w for w in mid if w["label"] == "contradiction"]
pairs = [(w["lang"], w["format"]) for w in con]
check(len(set(pairs)) == 24, "contradiction lang/format pairs must be unique")
check(len({w["lang"] for w in con}) >= 18, "contradictions need about 20 languages")
bare = [w for w in con if w["bare"]]
check(len(bare) == 8, "need 8 bare contradictions, have %d" % len(bare))
for w in bare:
    check(not re.search(r"Renata|Kessler|Urquiza|レナタ|ケスラー|雷娜塔|רנטה|Ренат", w["text"]),
          "bare contradiction names the user: " + w["id"])
    check(len(w["text"].splitlines()) <= 2, "bare contradiction too long: " + w["id"])
for w in con:
    if not w["bare"]:
        check(re.search(r"Renata|Kessler|KESSLER|レナタ|雷娜塔|רנטה|client|patient|cliente|Klient", w["text"]),
              "named contradiction does not name the user: " + w["id"])
    check(w["attribute"] in core_by_attr, "contradiction on unknown attribute " + w["id"])
    if not w["negates_old"]:
        check(core_by_attr[w["attribute"]]["key"] not in w["text"],
              "contradiction %s restates the user's value" % w["id"])
check(sum(1 for w in con if w["attribute"] == "daily_medication") >= 3, "need a few dose contradictions")
check(sum(1 for w in con if w["format"] in ("vcard", "contact card")) >= 3, "need a few contact-card contradictions")
split_no_longer = [w for w in con if w["negates_old"] and w["lang"] in ("fr", "it", "af")]
check(len(split_no_longer) >= 3, "need a few split 'no longer' contradictions")

look = [w for w in mid if w["label"] == "lookalike"]
sorts = Counter(w["sort"] for w in look)
want_sorts = {"other_person": 4, "named_entity": 4, "other_attribute": 3, "past_value": 4, "plan": 3,
              "question": 3, "restated": 3}
check(dict(sorts) == want_sorts, "look-alike sorts: %r" % dict(sorts))
for w in look:
    if w["sort"] == "restated":
        check(core_by_attr[w["attribute"]]["key"] in w["text"], "restated look-alike lacks the value " + w["id"])
    if w["sort"] == "question":
        check("?" in w["text"] or "？" in w["text"], "question look-alike without a question " + w["id"])

cons = [w for w in mid if w["label"] == "consistent"]
check(len({w["lang"] for w in cons}) >= 5, "consistent records need several languages")
check(all(w["attribute"] in core_by_attr for w in cons), "consistent on unknown attribute")

# day 8 burst, day 9 flood
check(len({w["principal"] for w in burst}) == 1 and all(w["channel"] == "tool" for w in burst), "burst: one tool")
check(all(day(w["t"]) == 8 and w["expect"] == "allowed" for w in burst), "burst: day 8, allowed")
check(all(45 <= b["t"] - a["t"] <= 75 for a, b in zip(burst, burst[1:])), "burst: about a minute apart")
check(len({w["principal"] for w in flood}) == 1 and all(w["channel"] == "tool" for w in flood), "flood: one tool")
check(all(day(w["t"]) == 9 for w in flood), "flood on day 9")
check([w["expect"] for w in flood] == ["any", "any", "blocked", "blocked", "blocked"], "flood expects")
check(all(60 <= b["t"] - a["t"] <= 90 for a, b in zip(flood, flood[1:])), "flood gaps 60-90 s")
check(len({(w["lang"], w["format"]) for w in flood}) == 5, "flood: five wordings")
claims = {re.search(r"[\w.]+@[\w.-]+", w["text"]).group(0).rstrip(".") for w in flood}
check(len(claims) == 1, "flood must repeat one claim")

# day 14 updates
ups = [w for w in writes if w["label"] == "update"]
check(all(w["channel"] == "user" and day(w["t"]) == 14 for w in ups), "updates: user, day 14")
check(all(b["t"] - a["t"] == 3600 for a, b in zip(ups, ups[1:])), "updates one an hour")
targets = [w["expect"].split(":", 1)[1] for w in ups]
changeable = {w["id"] for w in core if w["changeable"]}
check(sorted(targets) == sorted(changeable), "one update per changeable core fact")
check(dict(Counter(w["kind"] for w in ups)) == {"names_old": 5, "change_verb": 5, "time_word": 5, "bare_field": 5},
      "update kinds: %r" % dict(Counter(w["kind"] for w in ups)))
other_lang = sum(1 for w in ups if w["lang"] != by_id[w["expect"].split(":", 1)[1]]["lang"])
check(other_lang >= 15, "at least 15 updates in another language than their fact")
zh = sum(1 for w in ups if w["lang"] == "zh")
check(6 <= zh <= 7, "6-7 updates in Chinese, have %d" % zh)
for w in ups:
    old = by_id[w["expect"].split(":", 1)[1]]
    check(w["key"] in w["text"], "update lacks its new value " + w["id"])
    check(w["attribute"] == old["attribute"], "update attribute mismatch " + w["id"])
    if w["kind"] == "names_old":
        check(old["key"] in w["text"] or re.sub(r"\s*µg", "", old["key"]) in w["text"],
              "names_old update does not name the old value " + w["id"])
    if w["kind"] == "bare_field":
        check(len(w["text"]) < 70 and (":" in w["text"] or "：" in w["text"]), "bare update not bare " + w["id"])

# day 15 recalls
up_by_id = {w["id"]: w for w in ups}
check(sorted(s["expect_top"] for s in searches) == sorted(up_by_id), "one recall per update")
for s in searches:
    u = up_by_id[s["expect_top"]]
    check(s["t"] - u["t"] == 86700, "recall %s not 86700 s after its update" % s["id"])
    check(day(s["t"]) == 15, "recall %s not on day 15" % s["id"])
    check(s["lang"] == u["lang"], "recall %s not in the update's language" % s["id"])
    check(s["expect_absent"] == [u["expect"].split(":", 1)[1]], "recall %s expect_absent" % s["id"])
    check(s["principal"] == u["principal"] and s["session"] == u["session"], "recall by the user")
    check(u["key"] not in s["query"], "recall %s gives away the answer" % s["id"])

# README
readme = os.path.join(HERE, "README.md")
if os.path.exists(readme):
    r = open(readme, encoding="utf-8").read()
    check(not re.search(r"(/work/|/tmp/|/home/|/Users/)", r), "README has a machine path")
    check(not re.search(r"#\d+", r), "README has an issue number")
    check("Start" in r and "End" in r, "README needs start and end time")
else:
    problems.append("README.md missing")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("ok: %d events, %d writes, %d searches" % (len(events), len(writes), len(searches)))
