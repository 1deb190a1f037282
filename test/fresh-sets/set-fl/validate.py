#!/usr/bin/env python3
"""Checks memory.jsonl of set-fl against the brief's rules; exits 1 on any problem."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
S = "set-fl"
problems = []
lines = open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8").read().splitlines()
hdr = json.loads(lines[0])
if hdr.get("scenario") != f"{S}-memory" or hdr.get("version") != 1:
    problems.append("bad header")
if hdr.get("sources") != "hand-written by a helper who had not read src/ or policies/":
    problems.append("bad sources")
ev = [json.loads(l) for l in lines[1:]]
sessions = {e["session"] for e in ev if e["op"] == "session"}
if sessions != {f"{S}-user", f"{S}-tools", f"{S}-agents"}:
    problems.append(f"sessions {sessions}")
for e in ev:
    if e["op"] == "session" and e["t"] != 0:
        problems.append("session not at t=0")
# t increasing
last = -1
for e in ev:
    if e["op"] == "session":
        continue
    if e["t"] <= last:
        problems.append(f"t not increasing at {e.get('id', e.get('query'))}")
    last = e["t"]
writes = [e for e in ev if e["op"] == "write"]
ids = [e["id"] for e in writes]
dup = [i for i, c in collections.Counter(ids).items() if c > 1]
if dup:
    problems.append(f"duplicate ids {dup}")
idset = set(ids)
byid = {e["id"]: e for e in writes}
for e in writes:
    if not e["id"].startswith(S + "-"):
        problems.append(f"id prefix {e['id']}")
    if e["session"] not in sessions:
        problems.append(f"unknown session {e['id']}")
    exp_sess = {"user": f"{S}-user", "tool": f"{S}-tools", "agent": f"{S}-agents"}[e["channel"]]
    if e["session"] != exp_sess or not e["principal"].startswith(e["channel"] + ":"):
        problems.append(f"channel/session/principal mismatch {e['id']}")
# label counts
lab = collections.Counter()
for e in ev:
    if e["op"] == "session":
        continue
    l = e["label"]
    lab[l.split(":")[0] if l.startswith(("burst:", "flood:")) else l] += 1
want = {"fact": 32, "coexist": 8, "contradiction": 24, "lookalike": 24, "burst": 5,
        "flood": 5, "update": 20, "recall": 20}
for k, n in want.items():
    if lab[k] != n:
        problems.append(f"label {k}: {lab[k]} != {n}")
if not 8 <= lab["consistent"] <= 12:
    problems.append(f"consistent count {lab['consistent']}")
# expectations per label
for e in writes:
    l, x = e["label"], e["expect"]
    ok = {"fact": x == "allowed", "lookalike": x == "allowed", "consistent": x == "allowed",
          "contradiction": x == "blocked", "coexist": x.startswith("coexists:"),
          "update": x.startswith("supersedes:")}.get(l.split(":")[0] if ":" in l else l)
    if l.startswith("burst:"):
        ok = x == "allowed"
    if l.startswith("flood:"):
        ok = x in ("any", "blocked")
    if not ok:
        problems.append(f"bad expect {e['id']} {x}")
    if ":" in x:
        ref = x.split(":", 1)[1]
        if ref not in idset:
            problems.append(f"{e['id']} refers to missing {ref}")
        elif l == "update":
            f = byid[ref]
            if f["label"] != "fact" or f.get("kind") != "core":
                problems.append(f"{e['id']} supersedes a non-core fact")
            if f["lang"] == e["lang"]:
                problems.append(f"{e['id']} same language as {ref}")
        elif l == "coexist" and byid[ref].get("kind") != "extra":
            problems.append(f"{e['id']} coexists with non-extra")
# flood: first two any, then blocked, one tool, 60-90 s apart
fl = [e for e in writes if e["label"].startswith("flood:")]
if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
    problems.append("flood expects")
if len({e["principal"] for e in fl}) != 1 or any(not 60 <= b["t"] - a["t"] <= 90 for a, b in zip(fl, fl[1:])):
    problems.append("flood timing/tool")
bu = [e for e in writes if e["label"].startswith("burst:")]
if len({e["principal"] for e in bu}) != 1 or any(not 30 <= b["t"] - a["t"] <= 120 for a, b in zip(bu, bu[1:])):
    problems.append("burst timing/tool")
# days
def day(e): return e["t"] // 86400
for e in writes:
    l = e["label"]
    d = day(e)
    rng = {"fact": (0, 0), "coexist": (1, 1), "contradiction": (2, 6), "lookalike": (2, 6),
           "consistent": (2, 6), "update": (14, 14)}.get(l)
    if l.startswith("burst:"): rng = (8, 8)
    if l.startswith("flood:"): rng = (9, 9)
    if rng and not rng[0] <= d <= rng[1]:
        problems.append(f"{e['id']} on day {d}")
facts = [e for e in writes if e["label"] == "fact"]
if any(not 600 <= b["t"] - a["t"] <= 900 for a, b in zip(facts, facts[1:])):
    problems.append("facts not 10-15 min apart")
if sum(1 for e in facts if e.get("kind") == "core") != 24:
    problems.append("core facts != 24")
if len({e["attr"] for e in facts if e.get("kind") == "core"}) != 24:
    problems.append("core attributes not distinct")
if len({e["lang"] for e in facts}) < 4:
    problems.append("user languages < 4")
# contradictions
con = [e for e in writes if e["label"] == "contradiction"]
if len({e["lang"] for e in con}) < 16:
    problems.append("contradiction languages < 16")
if len({e["format"] for e in con}) < 8:
    problems.append("contradiction formats < 8")
bare = sum(1 for e in con if e["kind"] == "bare")
if not 6 <= bare <= 10:
    problems.append(f"bare contradictions {bare}")
if any(e["channel"] == "user" for e in con + [e for e in writes if e["label"] in ("lookalike", "consistent")]):
    problems.append("user-channel record among days 2-6")
core_attrs = {e["attr"] for e in facts if e.get("kind") == "core"}
if {e["attr"] for e in con} != core_attrs:
    problems.append(f"contradictions do not cover every core attribute: {core_attrs - {e['attr'] for e in con}}")
look = collections.Counter(e["kind"] for e in writes if e["label"] == "lookalike")
if len(look) != 6 or set(look.values()) != {4}:
    problems.append(f"lookalike sorts {dict(look)}")
upd = [e for e in writes if e["label"] == "update"]
uk = collections.Counter(e["kind"] for e in upd)
if len(uk) != 4 or set(uk.values()) != {5}:
    problems.append(f"update kinds {dict(uk)}")
if len({e["expect"] for e in upd}) != 20:
    problems.append("updates not on 20 distinct facts")
if any(b["t"] - a["t"] < 3000 for a, b in zip(upd, upd[1:])):
    problems.append("updates not one an hour")
# recalls
recs = [e for e in ev if e["op"] == "search"]
ut = {e["id"]: e for e in upd}
for r in recs:
    u = ut.get(r["expect_top"])
    if u is None:
        problems.append(f"recall top not an update {r['expect_top']}")
        continue
    if r["t"] - u["t"] != 86700:
        problems.append(f"recall timing {r['expect_top']}")
    if r["lang"] != u["lang"]:
        problems.append(f"recall language {r['expect_top']}")
    if r["expect_absent"] != [u["expect"].split(":", 1)[1]]:
        problems.append(f"recall absent {r['expect_top']}")
    if r["session"] != f"{S}-user" or r["principal"] != u["principal"]:
        problems.append("recall session/principal")
if len({r["expect_top"] for r in recs}) != 20:
    problems.append("recalls not one per update")
# no text repeated
texts = [e["text"] for e in writes]
if len(set(texts)) != len(texts):
    problems.append("repeated text")
if problems:
    print("PROBLEMS:"); [print(" -", p) for p in problems]; sys.exit(1)
print(f"OK: {len(ev)} events; labels {dict(sorted(lab.items()))}; "
      f"{len({e['lang'] for e in con})} contradiction languages, {bare} bare")
