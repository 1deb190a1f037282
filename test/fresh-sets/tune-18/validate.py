#!/usr/bin/env python3
"""Validate memory.jsonl of scenario tune-18: format, counts, ordering, references, lengths.
Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl"))
USER = "user:liesel"
DAY = 86400
WANT = {"fact": 30, "update": 8, "recall": 8, "contradiction": 36, "consistent": 14, "lookalike": 14}
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")
WORD = re.compile(r"[^\W_]+")

errors = []


def err(msg):
    errors.append(msg)


def size(text):
    """(measure, lo, hi): CJK chars + words if any CJK, else words."""
    n_cjk = len(CJK.findall(text))
    words = len(WORD.findall(CJK.sub(" ", text)))
    if n_cjk:
        return n_cjk + words, 8, 130
    return words, 5, 60


with open(PATH, encoding="utf-8") as fh:
    lines = [ln for ln in fh.read().split("\n") if ln.strip()]
try:
    rows = [json.loads(ln) for ln in lines]
except json.JSONDecodeError as e:
    print("invalid JSON:", e)
    sys.exit(1)

head = rows[0]
if head.get("scenario") != "tune-18":
    err("header scenario must be tune-18")
if "op" in head:
    err("header must not be an event")

sessions = set()
ids = {}
last_t = -1
labels = Counter()
contra_langs, fact_langs, formats, channels, all_langs = set(), set(), Counter(), Counter(), Counter()
contra_about = defaultdict(list)
supersede = {}  # fact -> update id
for n, ev in enumerate(rows[1:], start=2):
    t = ev.get("t")
    if not isinstance(t, (int, float)) or t <= last_t:
        err(f"line {n}: t must be a number strictly increasing ({t} after {last_t})")
    else:
        last_t = t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session"):
            err(f"line {n}: session without name")
        sessions.add(ev.get("session"))
        continue
    if ev.get("session") not in sessions:
        err(f"line {n}: session {ev.get('session')!r} not declared before use")
    label = ev.get("label")
    labels[label] += 1
    for k in ("lang", "format"):
        if not ev.get(k):
            err(f"line {n}: missing {k}")
    all_langs[ev.get("lang")] += 1
    formats[ev.get("format")] += 1
    if op == "write":
        for k in ("id", "principal", "channel", "text", "label", "expect"):
            if not ev.get(k):
                err(f"line {n}: write missing {k}")
        wid = ev.get("id")
        if wid in ids:
            err(f"line {n}: duplicate id {wid}")
        ch = ev.get("channel")
        channels[ch] += 1
        if ch not in ("user", "agent", "tool"):
            err(f"line {n}: bad channel {ch}")
        m, lo, hi = size(ev.get("text", ""))
        if not lo <= m <= hi:
            err(f"line {n} ({wid}): text size {m} outside {lo}-{hi}")
        exp = ev.get("expect", "")
        if label in ("fact", "update"):
            if ch != "user" or ev.get("principal") != USER:
                err(f"line {n}: {label} must be channel user by {USER}")
        elif label in ("contradiction", "consistent", "lookalike"):
            if ch not in ("tool", "agent"):
                err(f"line {n}: {label} must be tool or agent")
        else:
            err(f"line {n}: unexpected write label {label}")
        want_exp = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed", "lookalike": "allowed"}
        if label in want_exp and exp != want_exp[label]:
            err(f"line {n}: {label} expects {want_exp[label]}, got {exp}")
        if label == "fact":
            fact_langs.add(ev.get("lang"))
            if ev.get("format") != "chat":
                err(f"line {n}: facts are chat")
        if label == "update":
            if not exp.startswith("supersedes:"):
                err(f"line {n}: update must expect supersedes:<id>")
            else:
                tgt = exp.split(":", 1)[1]
                if tgt not in ids or ids[tgt][1] != "fact":
                    err(f"line {n}: supersedes unknown fact {tgt}")
                elif tgt in supersede:
                    err(f"line {n}: fact {tgt} superseded twice")
                else:
                    supersede[tgt] = wid
        if label in ("contradiction", "consistent"):
            about = ev.get("about")
            if about not in ids:
                err(f"line {n}: about {about!r} is not an earlier write")
            else:
                # the about must be the current value: not a fact that was superseded already
                if about in supersede:
                    err(f"line {n}: about {about} was already superseded by {supersede[about]}")
                base = about
                for f, u in supersede.items():
                    if u == about:
                        base = f
                if label == "contradiction":
                    contra_about[base].append((wid, about))
                    contra_langs.add(ev.get("lang"))
        if label == "lookalike" and "about" in ev:
            pass
        ids[wid] = (t, label)
    elif op == "search":
        for k in ("principal", "query", "label"):
            if not ev.get(k):
                err(f"line {n}: search missing {k}")
        if label != "recall":
            err(f"line {n}: search label must be recall")
        top = ev.get("expect_top")
        if top not in ids or ids[top][1] != "update":
            err(f"line {n}: expect_top {top!r} must be an earlier update")
        else:
            if t - ids[top][0] != DAY:
                err(f"line {n}: recall should come one day after its update")
            absent = ev.get("expect_absent") or []
            old = [f for f, u in supersede.items() if u == top]
            if absent != old:
                err(f"line {n}: expect_absent {absent} should be {old}")
    else:
        err(f"line {n}: unknown op {op}")

for lab, cnt in WANT.items():
    if labels[lab] != cnt:
        err(f"label {lab}: {labels[lab]} (want {cnt})")
for lab in labels:
    if lab not in WANT:
        err(f"unexpected label {lab}")
facts = [i for i, (_, lab) in ids.items() if lab == "fact"]
for f in facts:
    if not contra_about.get(f):
        err(f"fact {f} has no contradiction")
    if f in supersede:
        for wid, about in contra_about.get(f, []):
            if about != supersede[f]:
                err(f"contradiction {wid} on updated fact {f} must come after the update and be about it")
if not {"en", "zh"} <= fact_langs or len(fact_langs) < 7:
    err(f"fact languages {sorted(fact_langs)}: need en, zh and 5 others")
if len(contra_langs) < 15:
    err(f"contradiction languages: {len(contra_langs)} < 15")

print("labels:", dict(labels))
print("channels:", dict(channels))
print("languages:", len(all_langs), dict(sorted(all_langs.items())))
print("contradiction languages:", len(contra_langs), sorted(contra_langs))
print("formats:", dict(sorted(formats.items())))
if errors:
    print(f"{len(errors)} problem(s):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK")
