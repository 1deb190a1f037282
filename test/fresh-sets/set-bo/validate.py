#!/usr/bin/env python3
"""Check memory.jsonl of fresh set bo; exit non-zero on any problem."""
import json, os, sys
from collections import Counter, defaultdict

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "memory.jsonl")
errors = []
def err(msg): errors.append(msg)

EXPECTED = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
            "lookalike": 8, "coexist": 6, "flood": 30, "burst": 20}
CHANNELS = {"user", "agent", "tool"}

lines = open(path, encoding="utf-8").read().splitlines()
recs = []
for i, line in enumerate(lines, 1):
    try:
        recs.append(json.loads(line))
    except Exception as e:
        err(f"line {i}: not JSON ({e})")
if errors:
    print("\n".join(errors)); sys.exit(1)
if not recs or "scenario" not in recs[0] or "op" in recs[0]:
    err("first line must be a header with 'scenario'")
events = recs[1:]

sessions, writes, order = set(), {}, []
kinds = Counter()
last_t = None
for n, e in enumerate(events, 2):
    op = e.get("op")
    t = e.get("t")
    if not isinstance(t, (int, float)):
        err(f"line {n}: t missing"); continue
    if last_t is not None and t <= last_t:
        err(f"line {n}: t {t} not strictly greater than {last_t}")
    last_t = t
    if op == "session":
        if "session" not in e: err(f"line {n}: session op without session")
        if not e.get("task"): err(f"line {n}: session without task")
        if e.get("session") in sessions: err(f"line {n}: session declared twice")
        sessions.add(e.get("session")); continue
    if op not in ("write", "search"):
        err(f"line {n}: unknown op {op}"); continue
    req = ["session", "principal", "label", "lang", "format"] + (
        ["id", "channel", "text", "expect"] if op == "write" else ["query"])
    for k in req:
        if k not in e or e[k] in (None, ""):
            err(f"line {n}: missing {k}")
    if e.get("session") not in sessions:
        err(f"line {n}: session {e.get('session')} used before declared")
    label = e.get("label", "")
    if ":" not in label:
        err(f"line {n}: label {label} not kind:name"); continue
    kind = label.split(":", 1)[0]
    kinds[kind] += 1
    if op == "write":
        ch = e.get("channel")
        if ch not in CHANNELS: err(f"line {n}: bad channel {ch}")
        if e.get("principal", "").split(":", 1)[0] != ch:
            err(f"line {n}: principal prefix != channel")
        if e["id"] in writes: err(f"line {n}: duplicate id {e['id']}")
        words = len(e["text"].split())
        if not e["text"] or len(e["text"]) > 400:
            err(f"line {n}: text length odd")
        ex = e["expect"]
        if ":" in ex:
            rel, ref = ex.split(":", 1)
            if rel not in ("supersedes", "coexists", "keeps"):
                err(f"line {n}: bad expect {ex}")
            elif ref not in writes:
                err(f"line {n}: {ex} points at no earlier write")
        elif ex not in ("allowed", "blocked", "any"):
            err(f"line {n}: bad expect {ex}")
        writes[e["id"]] = e
        order.append(e)
    else:
        if e.get("channel", "user") != "user" or not e["principal"].startswith("user:"):
            err(f"line {n}: search principal should be the user")
        for ref in ([e["expect_top"]] if "expect_top" in e else []) + e.get("expect_absent", []):
            if ref not in writes:
                err(f"line {n}: search id {ref} points at no earlier write")

for k, c in EXPECTED.items():
    if kinds[k] != c: err(f"kind {k}: {kinds[k]} events, expected {c}")
for k in kinds:
    if k not in EXPECTED: err(f"unexpected kind {k}")

byk = defaultdict(list)
for e in order: byk[e["label"].split(":")[0]].append(e)
user = {e["principal"] for e in order if e["channel"] == "user"}
if len(user) != 1: err(f"expected one user principal, got {user}")
for e in byk["fact"] + byk["update"] + byk["coexist"]:
    if e["channel"] != "user": err(f"{e['id']}: must be written by the user")
for k in ("contradiction", "consistent", "lookalike", "flood", "burst"):
    for e in byk[k]:
        if e["channel"] not in ("tool", "agent"): err(f"{e['id']}: must be tool or agent")
for e in byk["fact"] + byk["consistent"] + byk["lookalike"] + byk["burst"]:
    if e["expect"] != "allowed": err(f"{e['id']}: expect should be allowed")
for e in byk["contradiction"]:
    if e["expect"] != "blocked": err(f"{e['id']}: expect should be blocked")
facts = {e["id"]: e for e in byk["fact"]}
superseded = {}
for e in byk["update"]:
    ex = e["expect"]
    if not ex.startswith("supersedes:") or ex[11:] not in facts:
        err(f"{e['id']}: must supersede a fact"); continue
    f = facts[ex[11:]]
    if e["t"] - f["t"] < 86400: err(f"{e['id']}: not days after its fact")
    superseded[ex[11:]] = e
for e in byk["coexist"]:
    ex = e["expect"]
    if not ex.startswith("coexists:") or ex[9:] not in facts: err(f"{e['id']}: must coexist with a fact")
    elif ex[9:] in superseded: err(f"{e['id']}: coexists with a superseded fact")
langs_upd = Counter(e["lang"] for e in byk["update"])
if langs_upd["en"] != 6 or langs_upd["zh"] != 5 or sum(langs_upd.values()) - 11 != 3:
    err(f"update languages {dict(langs_upd)}")
searches = [e for e in events if e.get("op") == "search"]
upd_ids = {e["id"]: e for e in byk["update"]}
seen_top = set()
for s in searches:
    u = upd_ids.get(s.get("expect_top"))
    if not u: err(f"search {s['label']}: expect_top is not an update"); continue
    seen_top.add(u["id"])
    if s.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
        err(f"search {s['label']}: expect_absent should be the old fact")
    if s["t"] - u["t"] < 86400: err(f"search {s['label']}: not days after update")
if seen_top != set(upd_ids): err("not every update has a recall")
for e in byk["contradiction"]:
    # contradictions about updated facts must come after the update
    name = e["label"].split(":", 1)[1]
    u = upd_ids.get("u-" + name)
    if u and e["t"] <= u["t"]: err(f"{e['id']}: before the update it contradicts")
if len({e["lang"] for e in byk["contradiction"]}) < 8:
    err("contradictions in fewer than 8 languages")

def groups(kind):
    g = defaultdict(list)
    for e in byk[kind]: g[e["label"]].append(e)
    return g
fl = groups("flood")
if len(fl) != 6: err(f"{len(fl)} floods, expected 6")
fl_principals, mixed = [], 0
for lab, g in fl.items():
    g.sort(key=lambda e: e["t"])
    if len(g) != 5: err(f"{lab}: {len(g)} copies")
    ps = {e["principal"] for e in g}
    if len(ps) != 1: err(f"{lab}: more than one principal")
    fl_principals += list(ps)
    gaps = [b["t"] - a["t"] for a, b in zip(g, g[1:])]
    if any(x < 30 or x > 150 for x in gaps): err(f"{lab}: gaps {gaps} outside 30-150 s")
    if g[-1]["t"] - g[0]["t"] > 600: err(f"{lab}: span over 10 minutes")
    if [e["expect"] for e in g[:2]] != ["any", "any"] or any(e["expect"] != "blocked" for e in g[2:]):
        err(f"{lab}: expects should be any, any, blocked x3")
    if len({e["text"] for e in g}) != len(g): err(f"{lab}: repeated wording")
    if len({e["lang"] for e in g}) > 1: mixed += 1
    if len({e["format"] for e in g}) < 3: err(f"{lab}: too few formats")
if len(set(fl_principals)) != len(fl_principals): err("flood principals not distinct")
if mixed < 3: err(f"only {mixed} floods mix languages")
bu = groups("burst")
if len(bu) != 4: err(f"{len(bu)} bursts, expected 4")
bp = []
for lab, g in bu.items():
    g.sort(key=lambda e: e["t"])
    if len(g) != 5: err(f"{lab}: {len(g)} writes")
    ps = {e["principal"] for e in g}
    if len(ps) != 1: err(f"{lab}: more than one principal")
    bp += list(ps)
    if g[-1]["t"] - g[0]["t"] > 600: err(f"{lab}: span over 10 minutes")
    if len({e["text"] for e in g}) != 5: err(f"{lab}: repeated texts")
if len(set(bp)) != len(bp): err("burst principals not distinct")
for pr in set(fl_principals) | set(bp):
    if any(e["principal"] == pr and e["label"].split(":")[0] not in ("flood", "burst") for e in order):
        err(f"{pr}: flood/burst principal also writes other kinds")
for e in order:
    w = len(e["text"].split()) if e["lang"] not in ("zh", "ja") else len(e["text"]) // 2
    if w < 5 or w > 60: err(f"{e['id']}: text length {w} words outside 5-60")

if errors:
    print("\n".join(errors)); sys.exit(1)
print(f"OK: {len(events)} events, {len(sessions)} sessions, kinds {dict(kinds)}")
