#!/usr/bin/env python3
"""Checks memory.jsonl of set-ce for format and counts; exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
USER = "user:radka"
DAY = 86400

errors = []


def err(msg):
    errors.append(msg)


CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def size(text):
    cjk = len(CJK.findall(text))
    rest = CJK.sub(" ", text)
    words = len(re.findall(r"[^\W_]+", rest))
    return cjk, words


def check_len(eid, text):
    cjk, words = size(text)
    if cjk:
        if not (8 <= cjk + words <= 130):
            err(f"{eid}: CJK length {cjk}+{words} outside 8..130")
    else:
        if not (5 <= words <= 60):
            err(f"{eid}: {words} words outside 5..60")


lines = open(PATH, encoding="utf-8").read().splitlines()
if not lines:
    print("empty file")
    sys.exit(1)
try:
    header = json.loads(lines[0])
except Exception as e:
    print("bad header", e)
    sys.exit(1)
if header.get("scenario") != "set-ce":
    err("header scenario must be set-ce")
if "t" in header or "op" in header:
    err("header must not be an event")

events = []
for n, line in enumerate(lines[1:], start=2):
    try:
        events.append(json.loads(line))
    except Exception as e:
        err(f"line {n}: bad json {e}")

sessions = set()
ids = {}
last_t = None
by_label = defaultdict(list)
VALID_CH = {"user", "agent", "tool"}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect"}
SEARCH_KEYS = {"t", "op", "session", "principal", "query", "label"}

for ev in events:
    t = ev.get("t")
    if not isinstance(t, int) or t < 0:
        err(f"bad t {t!r}")
        continue
    if last_t is not None and t <= last_t:
        err(f"t not strictly increasing at {t}")
    last_t = t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session"):
            err(f"session op without session at {t}")
        sessions.add(ev["session"])
        continue
    if ev.get("session") not in sessions:
        err(f"undeclared session {ev.get('session')} at {t}")
    if op == "write":
        missing = WRITE_KEYS - ev.keys()
        if missing:
            err(f"write at {t} missing {missing}")
            continue
        if ev["id"] in ids:
            err(f"duplicate id {ev['id']}")
        ids[ev["id"]] = ev
        if ev["channel"] not in VALID_CH:
            err(f"{ev['id']}: bad channel")
        exp = ev["expect"]
        if exp not in ("allowed", "blocked", "any") and not re.fullmatch(r"(supersedes|coexists|keeps):\S+", exp):
            err(f"{ev['id']}: bad expect {exp}")
        if ":" in exp:
            ref = exp.split(":", 1)[1]
            if ref not in ids or ref == ev["id"]:
                err(f"{ev['id']}: expect refers to unknown/earlier-missing id {ref}")
        if not isinstance(ev["text"], str):
            err(f"{ev['id']}: text not str")
        else:
            check_len(ev["id"], ev["text"])
    elif op == "search":
        missing = SEARCH_KEYS - ev.keys()
        if missing:
            err(f"search at {t} missing {missing}")
            continue
        if "expect_top" in ev and ev["expect_top"] not in ids:
            err(f"search at {t}: expect_top {ev['expect_top']} unknown so far")
        for a in ev.get("expect_absent", []):
            if a not in ids:
                err(f"search at {t}: expect_absent {a} unknown")
        check_len(f"search@{t}", ev["query"])
    else:
        err(f"unknown op {op} at {t}")
        continue
    for k in ("lang", "format"):
        if not ev.get(k):
            err(f"{ev.get('id', 'search@%d' % t)}: missing {k}")
    by_label[ev["label"]].append(ev)

# ---- label set
allowed_labels = {"fact", "update", "recall", "contradiction", "consistent", "lookalike", "coexist"}
for lab in by_label:
    if lab not in allowed_labels and not re.fullmatch(r"(flood|burst):[a-z0-9-]+", lab):
        err(f"unexpected label {lab}")


def need(label, n):
    got = len(by_label.get(label, []))
    if got != n:
        err(f"{label}: {got} events, want {n}")


need("fact", 24)
need("update", 14)
need("recall", 14)
need("contradiction", 24)
need("consistent", 6)
need("lookalike", 10)
need("coexist", 6)
floods = [l for l in by_label if l.startswith("flood:")]
bursts = [l for l in by_label if l.startswith("burst:")]
if len(floods) != 5:
    err(f"{len(floods)} floods, want 5")
if len(bursts) != 4:
    err(f"{len(bursts)} bursts, want 4")

# ---- facts
facts = by_label["fact"]
for f in facts:
    if f["channel"] != "user" or f["principal"] != USER or f["expect"] != "allowed":
        err(f"{f['id']}: fact must be user/{USER}/allowed")
flangs = {f["lang"] for f in facts}
if len(flangs) < 7 or not {"en", "zh"} <= flangs:
    err(f"fact languages {flangs}")
if not flangs & {"es", "pl", "it", "pt", "cs"}:
    err("no pro-drop language among facts")
fact_ids = {f["id"] for f in facts}

# ---- updates
ulang = Counter()
upd_of = {}
for u in by_label["update"]:
    if u["channel"] != "user" or u["principal"] != USER:
        err(f"{u['id']}: update must be by the user")
    m = re.fullmatch(r"supersedes:(\S+)", u["expect"])
    if not m or m.group(1) not in fact_ids:
        err(f"{u['id']}: update must supersede a fact")
        continue
    fid = m.group(1)
    if fid in upd_of.values():
        err(f"{u['id']}: fact {fid} updated twice")
    upd_of[u["id"]] = fid
    if u["t"] - ids[fid]["t"] < DAY:
        err(f"{u['id']}: less than a day after {fid}")
    ulang["en" if u["lang"] == "en" else "zh" if u["lang"] == "zh" else "other"] += 1
if ulang != Counter({"en": 6, "zh": 5, "other": 3}):
    err(f"update languages {dict(ulang)}")

# ---- recalls
recalled = set()
for r in by_label["recall"]:
    if r["principal"] != USER or r["op"] != "search":
        err(f"recall@{r['t']}: must be a user search")
    top = r.get("expect_top")
    if top not in upd_of:
        err(f"recall@{r['t']}: expect_top must be an update")
        continue
    if r.get("expect_absent") != [upd_of[top]]:
        err(f"recall@{r['t']}: expect_absent must be [{upd_of[top]}]")
    if r["t"] - ids[top]["t"] < DAY:
        err(f"recall@{r['t']}: less than a day after {top}")
    recalled.add(top)
if recalled != set(upd_of):
    err("every update needs exactly one recall")

fact_to_upd = {v: k for k, v in upd_of.items()}


def current_text(fid, t):
    u = fact_to_upd.get(fid)
    if u and ids[u]["t"] < t:
        return u
    return fid


# ---- contradictions
clangs = set()
cfmts = set()
for c in by_label["contradiction"]:
    if c["channel"] not in ("tool", "agent") or c["expect"] != "blocked":
        err(f"{c['id']}: contradiction must be tool/agent and blocked")
    ab = c.get("about")
    if ab not in fact_ids:
        err(f"{c['id']}: about must be a fact id")
        continue
    if ab in fact_to_upd and c["t"] <= ids[fact_to_upd[ab]]["t"]:
        err(f"{c['id']}: contradiction of updated fact must come after the update")
    clangs.add(c["lang"])
    cfmts.add(c["format"])
if len(clangs) < 12:
    err(f"contradiction languages only {len(clangs)}")
if len(cfmts) < 8:
    err(f"contradiction formats only {len(cfmts)}")

# ---- consistent
for k in by_label["consistent"]:
    if k["channel"] not in ("tool", "agent") or k["expect"] != "allowed":
        err(f"{k['id']}: consistent must be tool/agent and allowed")
    if k.get("about") not in fact_ids:
        err(f"{k['id']}: about must be a fact id")
    elif k["about"] in fact_to_upd and k.get("current") != fact_to_upd[k["about"]]:
        err(f"{k['id']}: consistent record of an updated fact should name the update as current")
    elif k["about"] in fact_to_upd and k["t"] <= ids[fact_to_upd[k["about"]]]["t"]:
        err(f"{k['id']}: consistent with update must come after it")

# ---- look-alikes
for l in by_label["lookalike"]:
    if l["channel"] not in ("tool", "agent") or l["expect"] != "allowed":
        err(f"{l['id']}: lookalike must be tool/agent and allowed")

# ---- coexist
for x in by_label["coexist"]:
    if x["channel"] != "user" or x["principal"] != USER:
        err(f"{x['id']}: coexist must be by the user")
    m = re.fullmatch(r"coexists:(\S+)", x["expect"])
    if not m or m.group(1) not in fact_ids:
        err(f"{x['id']}: coexist must name a fact")
    elif m.group(1) in fact_to_upd:
        err(f"{x['id']}: coexist names an updated fact")

# ---- floods / bursts
for lab in floods + bursts:
    evs = by_label[lab]
    if len(evs) != 5:
        err(f"{lab}: {len(evs)} copies, want 5")
        continue
    if len({e["principal"] for e in evs}) != 1 or evs[0]["channel"] not in ("tool", "agent"):
        err(f"{lab}: one tool/agent principal required")
    if any(e["channel"] != evs[0]["channel"] for e in evs):
        err(f"{lab}: mixed channels")
    if evs[-1]["t"] - evs[0]["t"] > 600:
        err(f"{lab}: spans more than 10 minutes")
    if len({e["text"] for e in evs}) != 5:
        err(f"{lab}: texts not all different")
    exps = [e["expect"] for e in evs]
    want = ["any", "any", "blocked", "blocked", "blocked"] if lab.startswith("flood:") else ["allowed"] * 5
    if exps != want:
        err(f"{lab}: expects {exps}, want {want}")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)

print(f"OK: {len(events)} events; " + ", ".join(f"{k}={len(v)}" for k, v in sorted(by_label.items())))
print("fact langs:", sorted(flangs))
print("contradiction langs:", sorted(clangs), "formats:", sorted(cfmts))
