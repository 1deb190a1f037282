#!/usr/bin/env python3
"""Validate memory.jsonl of set bq; exit 1 on any problem."""
import json, os, re, sys
from collections import Counter, defaultdict

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "memory.jsonl")
errs = []
def err(msg): errs.append(msg)

EXPECTED = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
            "lookalike": 8, "coexist": 6, "flood": 30, "burst": 30}
USER = "user:suyin"
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

def length_ok(text):
    cjk = len(CJK.findall(text))
    words = len(text.split())
    if cjk >= 8:
        return 8 <= cjk + words <= 130
    return 5 <= words <= 60

rows = []
with open(path, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            err(f"line {n}: empty line"); continue
        try:
            rows.append((n, json.loads(line)))
        except json.JSONDecodeError as e:
            err(f"line {n}: bad JSON: {e}")
if not rows:
    print("empty file"); sys.exit(1)
n0, header = rows[0]
if "scenario" not in header or "op" in header:
    err("first line is not a header with 'scenario'")

sessions, writes, order = set(), {}, []
last_t = None
kinds = Counter()
by_label = defaultdict(list)
for n, e in rows[1:]:
    t = e.get("t")
    if not isinstance(t, (int, float)):
        err(f"line {n}: t missing or not a number"); continue
    if last_t is not None and t <= last_t:
        err(f"line {n}: t {t} not strictly greater than {last_t}")
    last_t = t
    op = e.get("op")
    if op == "session":
        for k in ("session",):
            if k not in e: err(f"line {n}: session missing {k}")
        if e.get("session") in sessions: err(f"line {n}: session declared twice")
        sessions.add(e.get("session")); continue
    if op not in ("write", "search"):
        err(f"line {n}: unknown op {op}"); continue
    req = ["session", "principal", "label", "lang", "format"] + (
        ["id", "channel", "text", "expect"] if op == "write" else ["query"])
    for k in req:
        if k not in e or e[k] in (None, ""): err(f"line {n}: {op} missing {k}")
    if e.get("session") not in sessions:
        err(f"line {n}: session {e.get('session')} used before declaration")
    label = e.get("label", "")
    if not re.fullmatch(r"[a-z]+:[a-z0-9-]+", label):
        err(f"line {n}: bad label {label}")
    kind = label.split(":")[0]
    kinds[kind] += 1
    by_label[label].append(e)
    if op == "write":
        ch = e.get("channel")
        if ch not in ("user", "agent", "tool"): err(f"line {n}: bad channel {ch}")
        if e.get("principal", "").split(":")[0] != ch:
            err(f"line {n}: principal prefix != channel")
        if e["id"] in writes: err(f"line {n}: duplicate id {e['id']}")
        if not length_ok(e.get("text", "")): err(f"line {n}: text length out of range")
        ex = e.get("expect", "")
        m = re.fullmatch(r"(supersedes|coexists|keeps):(.+)", ex)
        if m:
            if m.group(2) not in writes: err(f"line {n}: {ex} does not point at an earlier write")
        elif ex not in ("allowed", "blocked", "any"):
            err(f"line {n}: bad expect {ex}")
        writes[e["id"]] = e
        user_kinds = ("fact", "update", "coexist")
        if kind in user_kinds and (e["principal"] != USER or ch != "user"):
            err(f"line {n}: {kind} must be written by {USER}")
        if kind not in user_kinds and ch == "user":
            err(f"line {n}: {kind} must be written by a tool or agent")
        want = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                "lookalike": "allowed", "burst": "allowed"}.get(kind)
        if want and ex != want: err(f"line {n}: {kind} expects {want}, has {ex}")
        if kind == "update":
            if not ex.startswith("supersedes:"): err(f"line {n}: update must supersede")
            else:
                old = writes.get(ex.split(":", 1)[1])
                if old and old["label"].split(":")[0] != "fact": err(f"line {n}: update target not a fact")
                if old and t - old["t"] < 86400: err(f"line {n}: update less than a day after its fact")
        if kind == "coexist":
            if not ex.startswith("coexists:"): err(f"line {n}: coexist must use coexists:")
            else:
                old = writes.get(ex.split(":", 1)[1])
                if old and old["label"].split(":")[0] != "fact": err(f"line {n}: coexist target not a fact")
        if kind == "contradiction":
            fid = e.get("about")
            if fid not in writes: err(f"line {n}: contradiction 'about' not an earlier fact")
            upd = [w for w in writes.values() if w.get("expect") == "supersedes:" + str(fid)]
            # updated facts: contradiction must come after the update (third value)
            upd_all = [1 for _, x in rows[1:] if x.get("expect") == "supersedes:" + str(fid)]
            if upd_all and not upd: err(f"line {n}: contradiction on updated fact precedes the update")
    else:
        if e.get("principal") != USER: err(f"line {n}: search principal must be {USER}")
        top, absent = e.get("expect_top"), e.get("expect_absent", [])
        for x in [top] + list(absent):
            if x not in writes: err(f"line {n}: search id {x} not an earlier write")
        if kind == "recall" and top in writes:
            u = writes[top]
            if not u.get("expect", "").startswith("supersedes:"): err(f"line {n}: recall top is not an update")
            elif absent != [u["expect"].split(":", 1)[1]]: err(f"line {n}: recall absent != superseded fact")
            if t - u["t"] < 86400: err(f"line {n}: recall less than a day after update")

for k, c in EXPECTED.items():
    if kinds[k] != c: err(f"count {k}: {kinds[k]} != {c}")
for k in kinds:
    if k not in EXPECTED: err(f"unexpected kind {k}")

# update language mix
ul = Counter(w["lang"] for w in writes.values() if w["label"].startswith("update:"))
if ul["en"] != 6 or ul["zh"] != 5 or sum(ul.values()) - 11 != 3:
    err(f"update languages {dict(ul)}")
cl = {w["lang"] for w in writes.values() if w["label"].startswith("contradiction:")}
if len(cl) < 8: err(f"contradictions in only {len(cl)} languages")
# each recalled update once
tops = Counter(e["expect_top"] for L, es in by_label.items() if L.startswith("recall:") for e in es)
if len(tops) != 14 or max(tops.values()) != 1: err("recalls must cover 14 distinct updates")

flood_principals, burst_principals = set(), set()
for label, es in by_label.items():
    kind = label.split(":")[0]
    if kind not in ("flood", "burst"): continue
    if len(es) != 5: err(f"{label}: {len(es)} copies, want 5")
    prs = {e["principal"] for e in es}
    if len(prs) != 1: err(f"{label}: more than one principal")
    pool = flood_principals if kind == "flood" else burst_principals
    if prs & pool: err(f"{label}: principal reused across {kind}s")
    pool |= prs
    ts = [e["t"] for e in es]
    if ts[-1] - ts[0] > 600: err(f"{label}: spans more than 10 minutes")
    if len({e["text"] for e in es}) != 5: err(f"{label}: duplicate texts")
    if kind == "flood":
        for a, b in zip(ts, ts[1:]):
            if not 30 <= b - a <= 150: err(f"{label}: gap {b - a}s outside 30-150")
        for i, e in enumerate(es):
            want = "any" if i < 2 else "blocked"
            if e["expect"] != want: err(f"{label}: copy {i + 1} expects {e['expect']}, want {want}")
if kinds["flood"] and len(flood_principals) != 6: err("need 6 distinct flood principals")
if kinds["burst"] and len(burst_principals) != 6: err("need 6 distinct burst principals")
# no other write interleaved inside a flood/burst window by the same principal
if errs:
    print("\n".join(errs)); print(f"{len(errs)} problem(s)"); sys.exit(1)
print("ok:", len(rows) - 1, "events;", dict(kinds))
