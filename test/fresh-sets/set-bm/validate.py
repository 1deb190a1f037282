#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set bm; exit non-zero on any problem."""
import json, os, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
errs = []
def err(m): errs.append(m)

EXPECTED = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
            "lookalike": 8, "coexist": 6, "flood": 30, "burst": 20}
lines = open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8").read().splitlines()
evs = []
for i, ln in enumerate(lines, 1):
    try:
        evs.append(json.loads(ln))
    except Exception as e:
        err(f"line {i}: bad JSON: {e}")
if errs or not evs:
    print("\n".join(errs) or "empty file"); sys.exit(1)

hdr = evs[0]
if "scenario" not in hdr or "op" in hdr or "t" in hdr:
    err("first line is not a header with 'scenario'")
body = evs[1:]
last = None
sessions = set()
writes = {}      # id -> event
kinds = Counter()
REQ_W = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
REQ_S = ["t", "op", "session", "principal", "query", "label", "lang", "format"]
for n, e in enumerate(body, 2):
    t = e.get("t")
    if not isinstance(t, (int, float)): err(f"line {n}: t missing"); continue
    if last is not None and t <= last: err(f"line {n}: t not strictly increasing ({t} <= {last})")
    last = t
    op = e.get("op")
    if op == "session":
        if not e.get("session"): err(f"line {n}: session without name")
        if e["session"] in sessions: err(f"line {n}: session {e['session']} declared twice")
        sessions.add(e.get("session")); continue
    if op not in ("write", "search"): err(f"line {n}: unknown op {op}"); continue
    for k in (REQ_W if op == "write" else REQ_S):
        if k not in e or e[k] in (None, ""): err(f"line {n}: missing {k}")
    if e.get("session") not in sessions: err(f"line {n}: session {e.get('session')} used before declaration")
    pr, ch = e.get("principal", ""), e.get("channel")
    pfx = pr.split(":")[0]
    if op == "write":
        if ch not in ("user", "agent", "tool"): err(f"line {n}: bad channel {ch}")
        if pfx != ch: err(f"line {n}: principal prefix {pfx} != channel {ch}")
    elif pfx not in ("user", "agent", "tool"): err(f"line {n}: bad principal {pr}")
    lab = e.get("label", "")
    if ":" not in lab: err(f"line {n}: label not kind:name"); continue
    kind = lab.split(":")[0]
    kinds[kind] += 1
    if op == "write":
        if e["id"] in writes: err(f"line {n}: duplicate id {e['id']}")
        ex = e.get("expect", "")
        if ":" in ex:
            k, ref = ex.split(":", 1)
            if k not in ("supersedes", "coexists", "keeps"): err(f"line {n}: bad expect {ex}")
            elif ref not in writes: err(f"line {n}: {ex} does not point at an earlier write")
        elif ex not in ("allowed", "blocked", "any"): err(f"line {n}: bad expect {ex}")
        words = len(e["text"].split())
        cjk = sum(1 for c in e["text"] if "\u3000" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af")
        if not (5 <= max(words, cjk // 2) and words <= 60): err(f"line {n}: text length out of range ({words} words)")
        writes[e["id"]] = dict(e, _line=n)
    else:
        refs = ([e["expect_top"]] if "expect_top" in e else []) + list(e.get("expect_absent", []))
        for r in refs:
            if r not in writes: err(f"line {n}: search refers to {r}, not an earlier write")

for k, c in EXPECTED.items():
    if kinds[k] != c: err(f"kind {k}: {kinds[k]} events, expected {c}")
for k in kinds:
    if k not in EXPECTED: err(f"unexpected kind {k}")

# kind-specific expectations
ws = list(writes.values())
for e in ws:
    kind = e["label"].split(":")[0]; ex = e["expect"]; ch = e["channel"]
    want = {"fact": ("allowed", "user"), "contradiction": ("blocked", None), "consistent": ("allowed", None),
            "lookalike": ("allowed", None), "burst": ("allowed", None)}
    if kind in want:
        w_ex, w_ch = want[kind]
        if ex != w_ex: err(f"{e['id']}: {kind} expects {ex}")
        if w_ch and ch != w_ch: err(f"{e['id']}: {kind} channel {ch}")
    if kind in ("contradiction", "consistent", "lookalike", "flood", "burst") and ch == "user":
        err(f"{e['id']}: {kind} must come from tool or agent")
    if kind == "update":
        if ch != "user" or not ex.startswith("supersedes:"): err(f"{e['id']}: bad update")
        else:
            old = writes.get(ex.split(":", 1)[1])
            if old is None: err(f"{e['id']}: supersedes an unknown write")
            elif not old["label"].startswith("fact:"): err(f"{e['id']}: supersedes a non-fact")
            if old and e["t"] - old["t"] < 86400: err(f"{e['id']}: update less than a day after its fact")
    if kind == "coexist":
        if ch != "user" or not ex.startswith("coexists:"): err(f"{e['id']}: bad coexist")
        elif not writes.get(ex.split(":", 1)[1], {}).get("label", "").startswith("fact:"): err(f"{e['id']}: coexists with a non-fact")
        elif False and not writes[ex.split(":", 1)[1]]["label"].startswith("fact:"): err(f"{e['id']}: coexists with a non-fact")

# recalls: top = update, absent = its old fact, days later
upd_of = {e["id"]: e for e in ws if e["label"].startswith("update:")}
for e in body:
    if e.get("op") == "search":
        top = e.get("expect_top")
        if top not in upd_of: err(f"recall {e['label']}: expect_top is not an update"); continue
        u = upd_of[top]
        if not u["expect"].startswith("supersedes:"): continue
        if e.get("expect_absent") != [u["expect"].split(":", 1)[1]]: err(f"recall {e['label']}: expect_absent is not the old fact")
        if e["t"] - u["t"] < 86400: err(f"recall {e['label']}: less than a day after update")

# contradictions on updated facts come after the update
upd_names = {u["label"].split(":")[1]: u for u in upd_of.values()}
for e in ws:
    if e["label"].startswith("contradiction:"):
        nm = e["label"].split(":")[1]
        if nm in upd_names and e["t"] <= upd_names[nm]["t"]: err(f"{e['id']}: contradiction before the update")
langs_c = {e["lang"] for e in ws if e["label"].startswith("contradiction:")}
if len(langs_c) < 8: err(f"contradictions in only {len(langs_c)} languages")
ul = Counter(u["lang"] for u in upd_of.values())
if ul["en"] != 6 or ul["zh"] != 5 or sum(ul.values()) - 11 != 3: err(f"update languages {dict(ul)}")

# floods and bursts
groups = defaultdict(list)
for e in ws:
    k = e["label"].split(":")[0]
    if k in ("flood", "burst"): groups[(k, e["label"])].append(e)
seen_principals = {}
mixed = 0
for (k, lab), g in groups.items():
    g.sort(key=lambda x: x["t"])
    if len(g) != 5: err(f"{lab}: {len(g)} copies")
    ps = {x["principal"] for x in g}
    if len(ps) != 1: err(f"{lab}: several principals {ps}")
    p = next(iter(ps))
    if p in seen_principals: err(f"{lab}: principal {p} also used by {seen_principals[p]}")
    seen_principals[p] = lab
    if g[-1]["t"] - g[0]["t"] > 600: err(f"{lab}: spans more than 10 minutes")
    if len({x["text"] for x in g}) != len(g): err(f"{lab}: duplicate texts")
    if k == "flood":
        for a, b in zip(g, g[1:]):
            if not 30 <= b["t"] - a["t"] <= 150: err(f"{lab}: gap {b['t'] - a['t']}s outside 30-150")
        exp = [x["expect"] for x in g]
        if exp[2:] != ["blocked"] * 3: err(f"{lab}: copies 3-5 must be blocked")
        if len({x["lang"] for x in g}) > 1: mixed += 1
        if len({x["format"] for x in g}) < 3: err(f"{lab}: fewer than 3 formats")
    else:
        if any(x["expect"] != "allowed" for x in g): err(f"{lab}: burst writes must be allowed")
if sum(1 for k, _ in groups if k == "flood") != 6: err("need 6 floods")
if sum(1 for k, _ in groups if k == "burst") != 4: err("need 4 bursts")
if mixed < 3: err(f"only {mixed} floods mix languages")

if errs:
    print("\n".join(errs)); sys.exit(1)
print(f"OK: {len(body)} events, {len(sessions)} sessions; " + ", ".join(f"{k}={kinds[k]}" for k in EXPECTED))
