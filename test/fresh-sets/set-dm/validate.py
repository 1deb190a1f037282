#!/usr/bin/env python3
"""Validate set-dm/memory.jsonl: structure, counts, ids, targets, time order, and that the
file equals a fresh build from build.py.  Exits 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

PATH = os.path.join(HERE, "memory.jsonl")
P = "set-dm-"
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


def day(t):
    return t // DAY


with open(PATH, encoding="utf-8") as fh:
    raw = fh.read()

# ---- file equals a fresh build
if raw != build.build_lines():
    bad("memory.jsonl differs from a fresh build (run python3 build.py)")

lines = raw.splitlines()
objs = []
for i, line in enumerate(lines, 1):
    try:
        objs.append(json.loads(line))
    except json.JSONDecodeError as e:
        bad(f"line {i}: not JSON ({e})")
if problems and not objs:
    print("\n".join(problems))
    sys.exit(1)

# ---- header
h = objs[0]
if set(h) != {"scenario", "version", "description", "sources"}:
    bad(f"header keys {sorted(h)}")
if h.get("scenario") != "set-dm":
    bad("header scenario must be set-dm")
if not (isinstance(h.get("version"), (int, float)) and not isinstance(h.get("version"), bool)):
    bad("header version must be a number")
if h.get("sources") != "invented":
    bad("header sources must be 'invented'")
if not isinstance(h.get("description"), str) or len(h["description"]) < 20:
    bad("header description missing")

events = objs[1:]
sessions = {}
ids = {}
prev_t = -1
PRINCIPAL = "user:teodoro"
LANG_RE = re.compile(r"^[a-z]{2}$")

for i, e in enumerate(events, 2):
    t = e.get("t")
    if not isinstance(t, int) or isinstance(t, bool) or t < 0:
        bad(f"line {i}: t must be a non-negative integer")
        continue
    if t < prev_t:
        bad(f"line {i}: t decreases ({t} < {prev_t})")
    prev_t = t
    op = e.get("op")
    if op == "session":
        if not e.get("session"):
            bad(f"line {i}: session without name")
        sessions[e["session"]] = t
        continue
    if op not in ("write", "search"):
        bad(f"line {i}: unknown op {op!r}")
        continue
    eid = e.get("id")
    if not isinstance(eid, str) or not eid.startswith(P):
        bad(f"line {i}: id {eid!r} must be a string prefixed {P}")
    elif eid in ids:
        bad(f"line {i}: duplicate id {eid}")
    else:
        ids[eid] = (i, e)
    if e.get("session") not in sessions:
        bad(f"line {i}: session {e.get('session')!r} not declared before")
    if e.get("principal") != (PRINCIPAL if e.get("channel", "user") == "user" else e.get("principal")):  # tools and agents: their own principal (see build.py)
        bad(f"line {i}: principal must be {PRINCIPAL}")
    if not e.get("label"):
        bad(f"line {i}: label missing")
    if not LANG_RE.match(str(e.get("lang", ""))):
        bad(f"line {i}: lang note missing or not ISO 639-1")
    if op == "write":
        for k in ("text", "channel", "expect", "format"):
            if not e.get(k):
                bad(f"line {i}: write without {k}")
        if e.get("channel") not in ("user", "tool", "agent"):
            bad(f"line {i}: bad channel {e.get('channel')!r}")
        x = e.get("expect", "")
        if not (x in ("allowed", "blocked", "any") or re.match(r"^(supersedes|keeps|coexists):" + P, x)):
            bad(f"line {i}: bad expect {x!r}")
    else:
        if not e.get("query"):
            bad(f"line {i}: search without query")

if set(sessions) != {P + "chat", P + "tools", P + "agents"}:
    bad(f"sessions {sorted(sessions)}")

writes = [e for e in events if e.get("op") == "write"]
searches = [e for e in events if e.get("op") == "search"]
by_label = {}
for e in events:
    if e.get("op") != "session":
        by_label.setdefault(e["label"], []).append(e)

want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 16,
        "recall": 16, "coexist": 8}
floods = [k for k in by_label if k.startswith("flood:")]
bursts = [k for k in by_label if k.startswith("burst:")]
for k, n in want.items():
    if len(by_label.get(k, [])) != n:
        bad(f"label {k}: {len(by_label.get(k, []))} events, want {n}")
if len(floods) != 1 or len(by_label[floods[0]]) != 5:
    bad("need exactly one flood label with 5 writes")
if len(bursts) != 1 or len(by_label[bursts[0]]) != 5:
    bad("need exactly one burst label with 5 writes")
extra = set(by_label) - set(want) - set(floods) - set(bursts)
if extra:
    bad(f"unexpected labels {sorted(extra)}")
if len(writes) != 24 * 3 + 8 + 16 + 8 + 5 + 5 or len(searches) != 16:
    bad(f"writes {len(writes)}, searches {len(searches)}")

# ---- targets exist and are earlier
for e in events:
    if e.get("op") == "session":
        continue
    x = e.get("expect", "")
    m = re.match(r"^(supersedes|keeps|coexists):(.+)$", x)
    targets = [m.group(2)] if m else []
    if e["op"] == "search":
        targets = [e.get("expect_top")] + list(e.get("expect_absent", []))
    for tg in targets:
        if tg not in ids:
            bad(f"{e['id']}: target {tg} does not exist")
        elif ids[tg][0] >= ids[e["id"]][0] or ids[tg][1]["t"] > e["t"]:
            bad(f"{e['id']}: target {tg} is not earlier")

# ---- facts
facts = {e["id"]: e for e in by_label.get("fact", [])}
attrs = Counter(e.get("attribute") for e in facts.values())
if len(attrs) != 24 or any(c != 1 for c in attrs.values()):
    bad("facts must have 24 different attributes")
fact_of_attr = {e["attribute"]: e["id"] for e in facts.values()}
for e in facts.values():
    if e["channel"] != "user" or e["expect"] != "allowed" or not 0 <= day(e["t"]) <= 4:
        bad(f"{e['id']}: fact must be user/allowed on days 0-4")
    if e["session"] != P + "chat":
        bad(f"{e['id']}: fact must be in the chat session")
    if e["lang"] not in ("es", "en", "fr"):
        bad(f"{e['id']}: fact not in one of the user's languages")

# ---- contradictions
cons = by_label.get("contradiction", [])
about = Counter(e.get("about") for e in cons)
if set(about) != set(facts) or any(c != 1 for c in about.values()):
    bad("contradictions must be one per fact")
for e in cons:
    if e["channel"] not in ("tool", "agent") or e["expect"] != "blocked" or not 1 <= day(e["t"]) <= 12:
        bad(f"{e['id']}: contradiction must be tool/agent, blocked, days 1-12")
    f = facts.get(e.get("about"))
    if f and (f["attribute"] != e.get("attribute") or f["t"] >= e["t"]):
        bad(f"{e['id']}: attribute mismatch or not after its fact")
    if not isinstance(e.get("plain"), bool) or not isinstance(e.get("denies"), bool):
        bad(f"{e['id']}: plain/denies notes must be booleans")
if sum(1 for e in cons if e.get("denies")) != 2:
    bad("exactly 2 contradictions must deny")
if sum(1 for e in cons if e.get("plain")) != 8:
    bad("exactly 8 (a third) contradictions must be plain")
if len({e["lang"] for e in cons}) < 16:
    bad(f"contradictions in only {len({e['lang'] for e in cons})} languages")
if len({e["format"] for e in cons}) < 10:
    bad(f"contradictions in only {len({e['format'] for e in cons})} formats")
if len({e.get("names_user_as") for e in cons}) < 8:
    bad("contradictions name the user in too few ways")

# ---- look-alikes
looks = by_label.get("lookalike", [])
kinds = Counter(e.get("lookalike_kind") for e in looks)
if len(kinds) != 6 or any(c != 4 for c in kinds.values()):
    bad(f"look-alike kinds {dict(kinds)}")
for e in looks:
    if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed":
        bad(f"{e['id']}: look-alike must be tool/agent, allowed")
    if "about" in e and (e["about"] not in facts or facts[e["about"]]["t"] >= e["t"]):
        bad(f"{e['id']}: look-alike about unknown or later fact")
    if e.get("lookalike_kind") == "unstated_attribute" and e.get("attribute") in fact_of_attr:
        bad(f"{e['id']}: unstated attribute is actually stated")

# ---- updates and recalls
ups = by_label.get("update", [])
up_facts = Counter()
for e in ups:
    m = re.match(r"^supersedes:(.+)$", e["expect"])
    tgt = m.group(1) if m else None
    up_facts[tgt] += 1
    if tgt not in facts or e.get("about") != tgt or facts[tgt]["attribute"] != e.get("attribute"):
        bad(f"{e['id']}: update must supersede the fact of its attribute")
    if e["channel"] != "user" or not 13 <= day(e["t"]) <= 20 or e["session"] != P + "chat":
        bad(f"{e['id']}: update must be user, chat session, days 13-20")
    if e["lang"] not in ("es", "en", "fr"):
        bad(f"{e['id']}: update not in one of the user's languages")
if len(up_facts) != 16 or any(c != 1 for c in up_facts.values()):
    bad("16 updates must target 16 different facts")
if sum(1 for e in ups if e["lang"] != facts.get(e["about"], {}).get("lang")) <= len(ups) // 2:
    bad("most updates must be in another language than their fact")
if not any(e.get("change_word") for e in ups) or all(e.get("change_word") for e in ups):
    bad("updates must mix wording with and without a word of change")
up_by_id = {e["id"]: e for e in ups}
recalls = by_label.get("recall", [])
if Counter(r.get("expect_top") for r in recalls) != Counter(list(up_by_id)):
    bad("one recall per update needed")
for r in recalls:
    u = up_by_id.get(r.get("expect_top"))
    if r["op"] != "search" or not u:
        bad(f"{r.get('id')}: recall must be a search whose expect_top is an update")
        continue
    if r.get("expect_absent") != [u["about"]]:
        bad(f"{r['id']}: expect_absent must be [old fact id]")
    if r["t"] - u["t"] != DAY:
        bad(f"{r['id']}: recall must come one day after its update")
    if r.get("lang") != u["lang"]:
        bad(f"{r['id']}: recall must be in the update's language")

# ---- consistent
cs = by_label.get("consistent", [])
late = 0
for e in cs:
    if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed":
        bad(f"{e['id']}: consistent must be tool/agent, allowed")
    f = facts.get(e.get("about"))
    if not f or f["t"] >= e["t"]:
        bad(f"{e['id']}: consistent about unknown or later fact")
    if "agrees_with" in e:
        late += 1
        u = up_by_id.get(e["agrees_with"])
        if not u or u["about"] != e["about"] or u["t"] >= e["t"]:
            bad(f"{e['id']}: must come after the update it agrees with")
        rec = [r for r in recalls if r.get("expect_top") == e["agrees_with"]]
        if rec and rec[0]["t"] >= e["t"]:
            bad(f"{e['id']}: placed before the recall of its update")
    else:
        upd_later = [u for u in ups if u["about"] == e["about"]]
        if upd_later:
            bad(f"{e['id']}: early consistent write about a fact that is later updated")
if late != 2:
    bad(f"{late} consistent writes agree with updates, want 2")

# ---- coexist
for e in by_label.get("coexist", []):
    if e["channel"] != "user" or not 13 <= day(e["t"]) <= 20 or not e.get("attribute"):
        bad(f"{e['id']}: coexist must be user, days 13-20, with attribute note")
    attr = e.get("attribute")
    cur = fact_of_attr.get(attr)
    for u in sorted(ups, key=lambda u: u["t"]):
        if u["attribute"] == attr and u["t"] < e["t"]:
            cur = u["id"]
    if e["expect"] != f"keeps:{cur}":
        bad(f"{e['id']}: expect should be keeps:{cur}, is {e['expect']}")
if len({e.get("attribute") for e in by_label.get("coexist", [])}) != 8:
    bad("coexist writes should cover 8 different attributes")

# ---- flood
if floods:
    fl = by_label[floods[0]]
    if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
        bad("flood expects must be any, any, blocked x3")
    if len({e.get("source") for e in fl}) != 5 or len({e["lang"] for e in fl}) != 5:
        bad("flood needs 5 different tools and 5 languages")
    if len({e["text"] for e in fl}) != 5:
        bad("flood texts must be reworded")
    if fl[-1]["t"] - fl[0]["t"] >= 3600 or any(day(e["t"]) != 8 for e in fl):
        bad("flood must be on day 8 within an hour")
    if any(e["channel"] != "tool" for e in fl):
        bad("flood writes must come from tools")

# ---- burst
if bursts:
    b = by_label[bursts[0]]
    if any(e["expect"] != "allowed" for e in b) or len({e.get("source") for e in b}) != 1:
        bad("burst must be 5 allowed writes from one tool")
    if len({e["text"] for e in b}) != 5:
        bad("burst texts must differ")
    if b[-1]["t"] - b[0]["t"] > 360 or any(day(e["t"]) != 10 for e in b):
        bad("burst must be on day 10 within six minutes")
    if any(e["channel"] != "tool" for e in b):
        bad("burst writes must come from a tool")

if problems:
    print(f"{len(problems)} problem(s):")
    print("\n".join("  - " + p for p in problems))
    sys.exit(1)
print(f"OK: {len(events)} events ({len(writes)} writes, {len(searches)} searches, "
      f"{len(sessions)} sessions); " + ", ".join(f"{k}={len(v)}" for k, v in sorted(by_label.items())))
