#!/usr/bin/env python3
"""Validate chat.jsonl of fresh set `set-eh`. Exit 1 on any problem."""
import importlib.util
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "chat.jsonl")
PRINCIPALS = {"user:lena", "user:aidan"}
problems = []


def bad(msg):
    problems.append(msg)


raw = open(PATH, encoding="utf-8").read()
lines = raw.split("\n")
if lines and lines[-1] == "":
    lines.pop()
recs = []
for i, line in enumerate(lines, 1):
    try:
        recs.append(json.loads(line))
    except Exception as e:
        bad("line %d: not JSON (%s)" % (i, e))
if problems:
    print("\n".join(problems)); sys.exit(1)

head = recs[0]
if "scenario" not in head or "op" in head:
    bad("first line is not a header")
elif head["scenario"] != "set-eh":
    bad("scenario name is not set-eh")

writes, searches, sessions = {}, [], {}
order = {}               # id -> index
superseded_at = {}       # old id -> index of the update that superseded it
last_t = -1
last_spk = {}            # session -> principal of previous write
texts = Counter()
labels = Counter()
expect_kinds = Counter()
langs_sessions = Counter()
for idx, r in enumerate(recs[1:], 2):
    t = r.get("t")
    if not isinstance(t, (int, float)) or t < last_t:
        bad("line %d: t missing or decreasing" % idx)
    else:
        last_t = t
    op = r.get("op")
    if op == "session":
        if r.get("session") in sessions:
            bad("line %d: session declared twice" % idx)
        if not r.get("session", "").startswith("set-eh-s") or not r.get("task"):
            bad("line %d: bad session declaration" % idx)
        sessions[r["session"]] = r.get("lang")
        langs_sessions[r.get("lang")] += 1
        continue
    if r.get("session") not in sessions:
        bad("line %d: session not declared before use" % idx)
    if r.get("principal") not in PRINCIPALS:
        bad("line %d: unknown principal" % idx)
    if op == "write":
        wid = r.get("id", "")
        if not wid.startswith("eh-"):
            bad("line %d: id not prefixed eh-" % idx)
        if wid in writes:
            bad("line %d: duplicate id %s" % (idx, wid))
        if r.get("channel") != "user":
            bad("line %d: channel is not user" % idx)
        if not r.get("text"):
            bad("line %d: empty text" % idx)
        texts[r.get("text")] += 1
        if last_spk.get(r["session"]) == r["principal"]:
            bad("line %d: %s speaks twice in a row" % (idx, wid))
        last_spk[r["session"]] = r["principal"]
        label, exp = r.get("label"), r.get("expect", "")
        labels[label] += 1
        kind, _, target = exp.partition(":")
        expect_kinds[(label, kind)] += 1
        if label not in ("chat", "update", "you-remark"):
            bad("%s: unexpected label %s" % (wid, label))
        want = {"chat": ("coexists", "allowed"), "update": ("supersedes",),
                "you-remark": ("coexists",)}.get(label, ())
        if kind not in want:
            bad("%s: label %s with expect %s" % (wid, label, exp))
        if kind in ("coexists", "supersedes", "keeps"):
            if target not in writes:
                bad("%s: target %s missing or not earlier" % (wid, target))
            else:
                tr = writes[target]
                if tr["principal"] != r["principal"]:
                    bad("%s: target %s belongs to another principal" % (wid, target))
                if target in superseded_at:
                    bad("%s: target %s was already superseded by an earlier update" % (wid, target))
                if label == "you-remark" and not ({"you", "job", "plan"} & set(tr.get("tags", []))):
                    bad("%s: you-remark target %s neither addresses the friend nor is about own job/plans"
                        % (wid, target))
        if label == "you-remark" and "you" not in r.get("tags", []):
            bad("%s: you-remark not tagged you" % wid)
        if kind == "supersedes" and target in writes:
            superseded_at[target] = idx
        writes[wid] = r
        order[wid] = idx
    elif op == "search":
        searches.append(r)
        if r.get("label") != "recall":
            bad("line %d: search label is not recall" % idx)
        top = r.get("expect_top")
        if top not in writes or writes[top]["label"] != "update":
            bad("line %d: expect_top %s is not an earlier update" % (idx, top))
            continue
        upd = writes[top]
        if upd["principal"] != r["principal"]:
            bad("line %d: search not by the friend whose fact changed" % idx)
        old = upd["expect"].split(":", 1)[1]
        if r.get("expect_absent") != [old]:
            bad("line %d: expect_absent is not [the superseded turn]" % idx)
    else:
        bad("line %d: unknown op %r" % (idx, op))

for text, c in texts.items():
    if c > 1:
        bad("text used %d times: %s" % (c, text[:60]))

# counts
n_writes = len(writes)
n_upd = labels["update"]
n_you = labels["you-remark"]
n_chat_co = expect_kinds[("chat", "coexists")]
n_chat_al = expect_kinds[("chat", "allowed")]
searched = [s["expect_top"] for s in searches]
if not 130 <= n_writes <= 150:
    bad("writes: %d, want about 140" % n_writes)
if n_upd != 12:
    bad("updates: %d, want 12" % n_upd)
if n_you != 10:
    bad("you-remarks: %d, want 10" % n_you)
if n_chat_co < 90:
    bad("chat turns with a coexists target: %d, want >= 90" % n_chat_co)
upd_ids = [w for w, r in writes.items() if r["label"] == "update"]
if sorted(searched) != sorted(upd_ids):
    bad("searches must cover each update exactly once")
for p in PRINCIPALS:
    if not any(r["principal"] == p for r in writes.values()):
        bad("no writes by %s" % p)
if not 18 <= len(sessions) <= 22:
    bad("sessions: %d, want about 20" % len(sessions))
other = sum(c for lang, c in langs_sessions.items() if lang != "en")
if not 6 <= other <= 7 or len([l for l in langs_sessions if l != "en"]) != 1:
    bad("second-language sessions: %s, want about a third in one language" % dict(langs_sessions))
span_days = (recs[-1]["t"] - recs[1]["t"]) / 86400
if not 80 <= span_days <= 100:
    bad("time span %.1f days, want about three months" % span_days)

# file equals a fresh build
spec = importlib.util.spec_from_file_location("eh_build", os.path.join(HERE, "build.py"))
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
if mod.render() != raw:
    bad("chat.jsonl differs from a fresh build (run build.py)")

print("events: %d (writes %d, searches %d, sessions %d)" % (len(recs) - 1, n_writes, len(searches), len(sessions)))
print("labels: chat %d (coexists %d, allowed %d), update %d, you-remark %d, recall %d"
      % (labels["chat"], n_chat_co, n_chat_al, n_upd, n_you, len(searches)))
print("by principal:", dict(Counter(r["principal"] for r in writes.values())))
print("updates by principal:", dict(Counter(r["principal"] for r in writes.values() if r["label"] == "update")))
print("sessions by language:", dict(langs_sessions))
print("writes by language:", dict(Counter(r["lang"] for r in writes.values())))
print("span: %.1f days" % span_days)
if problems:
    print("PROBLEMS:")
    print("\n".join(problems))
    sys.exit(1)
print("OK")
