#!/usr/bin/env python3
"""Check memory.jsonl of set-fa; exit non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter

problems = []


def bad(msg):
    problems.append(msg)


HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

with open(PATH, encoding="utf-8") as fh:
    lines = [ln for ln in fh.read().split("\n") if ln.strip()]

try:
    rows = [json.loads(ln) for ln in lines]
except json.JSONDecodeError as e:
    print("invalid JSON:", e)
    sys.exit(1)

# ---- header
header, events = rows[0], rows[1:]
if "scenario" not in header or "op" in header or "t" in header:
    bad("first line is not a header with a scenario")
if header.get("scenario") != "set-fa":
    bad("scenario name is not set-fa")

CHANNELS = {"user", "agent", "tool"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "attribute", "lang", "format"]
SEARCH_KEYS = ["t", "op", "session", "principal", "query", "label", "expect_top", "expect_absent"]

sessions = set()
writes = {}          # id -> event
order = []
last_t = -1
for i, ev in enumerate(events, start=2):
    op = ev.get("op")
    t = ev.get("t")
    if not isinstance(t, (int, float)) or t < 0:
        bad(f"line {i}: bad t")
        continue
    if t < last_t:
        bad(f"line {i}: t goes back ({t} < {last_t})")
    last_t = t
    if op == "session":
        if "session" not in ev:
            bad(f"line {i}: session without name")
        sessions.add(ev.get("session"))
        continue
    if ev.get("session") not in sessions:
        bad(f"line {i}: session {ev.get('session')} not declared before")
    if op == "write":
        for k in WRITE_KEYS:
            if k not in ev or ev[k] in ("", None):
                bad(f"line {i}: write lacks {k}")
        wid = ev.get("id")
        if wid in writes:
            bad(f"line {i}: duplicate id {wid}")
        ch = ev.get("channel")
        if ch not in CHANNELS:
            bad(f"line {i}: bad channel {ch}")
        if not str(ev.get("principal", "")).startswith(f"{ch}:"):
            bad(f"line {i}: principal {ev.get('principal')} does not match channel {ch}")
        exp = ev.get("expect", "")
        m = re.fullmatch(r"(supersedes|coexists|keeps):(\S+)", exp)
        if m:
            if m.group(2) not in writes:
                bad(f"line {i}: expect refers to {m.group(2)}, not an earlier write")
        elif exp not in ("allowed", "blocked", "any"):
            bad(f"line {i}: bad expect {exp}")
        about = ev.get("about")
        if about is not None and about not in writes:
            bad(f"line {i}: about {about} is not an earlier write")
        writes[wid] = ev
        order.append(ev)
    elif op == "search":
        for k in SEARCH_KEYS:
            if k not in ev:
                bad(f"line {i}: search lacks {k}")
        if ev.get("expect_top") not in writes:
            bad(f"line {i}: expect_top {ev.get('expect_top')} is not an earlier write")
        for a in ev.get("expect_absent", []):
            if a not in writes:
                bad(f"line {i}: expect_absent {a} is not an earlier write")
        order.append(ev)
    else:
        bad(f"line {i}: unknown op {op}")

by_label = Counter(e["label"] for e in order)
W = [e for e in order if e["op"] == "write"]


def lab(name):
    return [e for e in W if e["label"] == name]


facts = lab("fact")
core = [f for f in facts if f.get("core")]
extra = [f for f in facts if not f.get("core")]
contra, look, cons = lab("contradiction"), lab("lookalike"), lab("consistent")
upd, coex = lab("update"), lab("coexist")
recalls = [e for e in order if e["op"] == "search" and e["label"] == "recall"]
bursts = [e for e in W if e["label"].startswith("burst:")]
floods = [e for e in W if e["label"].startswith("flood:")]

want = {"core facts": (len(core), 24), "contradictions": (len(contra), 24),
        "lookalikes": (len(look), 24), "consistent": (len(cons), 8), "updates": (len(upd), 20),
        "recalls": (len(recalls), 20), "coexist": (len(coex), 8), "burst": (len(bursts), 5),
        "flood": (len(floods), 5)}
for name, (got, exp) in want.items():
    if got != exp:
        bad(f"{name}: {got}, want {exp}")

# ---- facts
for f in facts:
    if f["channel"] != "user" or f["expect"] != "allowed":
        bad(f"fact {f['id']} must be a user write expected allowed")
langs = Counter(f["lang"] for f in core)
if len(langs) < 3 or langs.get("en", 0) + langs.get("zh", 0) < 16:
    bad(f"core fact languages not mostly English and Chinese plus one more: {dict(langs)}")
if not {"field", "sentence"} <= {f["format"] for f in core}:
    bad("core facts do not mix sentences and field lines")
core_ids = {f["id"] for f in core}
updated = [e["expect"].split(":", 1)[1] for e in upd]
if len(set(updated)) != len(updated):
    bad("two updates update the same fact")
if not set(updated) <= core_ids:
    bad("an update targets something other than a core fact")
never = core_ids - set(updated)
if len(never) != 4:
    bad(f"{len(never)} core facts never change, want 4")
for f in core:
    if bool(f.get("changes_later")) != (f["id"] in updated):
        bad(f"fact {f['id']}: changes_later note is wrong")

# ---- tool/agent writes
for grp, exp in ((contra, "blocked"), (look, "allowed"), (cons, "allowed")):
    for e in grp:
        if e["channel"] not in ("tool", "agent"):
            bad(f"{e['id']}: must come from a tool or agent")
        if e["expect"] != exp:
            bad(f"{e['id']}: expect {e['expect']}, want {exp}")
        if e.get("about") not in core_ids:
            bad(f"{e['id']}: about must name a core fact")
combos = Counter((e["lang"], e["format"]) for e in contra)
if len(combos) != 24:
    bad(f"contradictions use {len(combos)} language/format combinations, want 24 different")
if sum(1 for e in contra if e.get("bare") is True) != 8:
    bad("want exactly 8 bare-value contradictions")
for e in look:
    if not e.get("sort"):
        bad(f"{e['id']}: look-alike without sort")
first_upd_t = min(e["t"] for e in upd) if upd else 0
for e in contra + look + cons + bursts + floods + facts:
    if e["t"] >= first_upd_t:
        bad(f"{e['id']}: not earlier than all updates")

# ---- burst and flood
for grp, kind in ((bursts, "burst"), (floods, "flood")):
    if len({e["label"] for e in grp}) != 1 or len({e["principal"] for e in grp}) != 1:
        bad(f"{kind}: must be one label and one principal")
    if grp and grp[0]["channel"] != "tool":
        bad(f"{kind}: must come from a tool")
    if grp and grp[-1]["t"] - grp[0]["t"] > 600:
        bad(f"{kind}: spans more than ten minutes")
if [e["expect"] for e in bursts] != ["allowed"] * 5:
    bad("burst writes must all expect allowed")
if [e["expect"] for e in floods] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expectations must be any, any, blocked, blocked, blocked")
if len({e["text"] for e in bursts}) != 5 or len({e["text"] for e in floods}) != 5:
    bad("burst and flood texts must all differ")

# ---- updates
kinds = Counter(e.get("kind") for e in upd)
for k in ("names the old value", "bare field", "verb of change", "time word"):
    if kinds.get(k, 0) < 2:
        bad(f"updates: too few of kind {k}")
for e in upd:
    if e["channel"] != "user":
        bad(f"{e['id']}: update not by the user")
    if not e.get("kind"):
        bad(f"{e['id']}: update without kind")
zh_upd = sum(1 for e in upd if e["lang"] == "zh")
if zh_upd < 6:
    bad(f"only {zh_upd} updates in Chinese")
other_lang = sum(1 for e in upd
                 if e["lang"] != writes.get(e["expect"].split(":", 1)[-1], {}).get("lang", e["lang"]))
if other_lang < 12:
    bad(f"only {other_lang} updates in another language than their fact")

# ---- recalls
upd_by_id = {e["id"]: e for e in upd}
seen_top = set()
for r in recalls:
    u = upd_by_id.get(r["expect_top"])
    if u is None:
        bad(f"recall '{r['query']}' does not point at an update")
        continue
    seen_top.add(u["id"])
    if r["t"] - u["t"] != 86700:
        bad(f"recall for {u['id']} is {r['t'] - u['t']} s after it, want 86700")
    if r["expect_absent"] != [u["expect"].split(":", 1)[1]]:
        bad(f"recall for {u['id']}: expect_absent must be the old fact")
    if r["principal"] != u["principal"]:
        bad(f"recall for {u['id']}: not by the user")
if seen_top != set(upd_by_id):
    bad("not every update has exactly one recall")

# ---- coexist
for e in coex:
    if e["channel"] != "user":
        bad(f"{e['id']}: coexist write not by the user")
    tgt = e["expect"].split(":", 1)[1] if e["expect"].startswith("coexists:") else None
    if tgt is None or writes.get(tgt, {}).get("label") != "fact":
        bad(f"{e['id']}: must expect coexists:<fact id>")
    elif tgt in updated:
        bad(f"{e['id']}: coexists with a fact that is later updated")
if len({e["expect"] for e in coex}) != len(coex):
    bad("two coexist writes name the same fact")

# ---- words and paths not allowed in any file of the set
banned = ["DES" + "IGN", "STY" + "LE"]
for name in sorted(os.listdir(HERE)):
    p = os.path.join(HERE, name)
    if not os.path.isfile(p):
        continue
    with open(p, encoding="utf-8", errors="replace") as fh:
        body = fh.read()
    for word in banned:
        if word.lower() in body.lower():
            bad(f"{name}: contains a word that is not allowed")
    if re.search(r"(^|[\s\"'(=])/(tmp|work|home|root|usr|etc|var)/", body):
        bad(f"{name}: contains an absolute path")

print("labels:", dict(sorted(by_label.items())))
if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("OK:", len(events), "events")
