#!/usr/bin/env python3
"""Validate memory.jsonl of set `set-ee`. Exit 1 on any problem. Standard library only."""
import importlib.util
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400
PREFIX = "ee-"
SESSIONS = {"set-ee-chat", "set-ee-tools", "set-ee-agents"}
EXPECTED_COUNTS = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
                   "update": 20, "recall": 20, "coexist": 8}
problems = []


def bad(msg):
    problems.append(msg)


def day(t):
    return t // DAY


def load():
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    rows = []
    for n, line in enumerate(raw.splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"line {n}: not JSON ({e})")
            rows.append(None)
    return raw, rows


def main():
    raw, rows = load()
    if not rows or rows[0] is None or "scenario" not in rows[0] or "op" in rows[0]:
        bad("first line is not a header with `scenario`")
    elif rows[0]["scenario"] != "set-ee":
        bad("header scenario is not set-ee")
    events = [r for r in rows[1:] if r is not None]

    # --- file equals a fresh build
    spec = importlib.util.spec_from_file_location("build_ee", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw:
        bad("memory.jsonl differs from a fresh build (run build.py)")
    if mod.render() != mod.render():
        bad("build is not deterministic")

    # --- ordering, sessions, ids, principals
    last_t = -1
    declared = set()
    ids = {}
    order = {}
    for i, e in enumerate(events):
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad(f"event {i}: bad t {t!r}")
            continue
        if t < last_t:
            bad(f"event {i}: t decreases ({t} < {last_t})")
        last_t = t
        op = e.get("op")
        if op == "session":
            if t != 0:
                bad(f"session {e.get('session')} not declared at t=0")
            if not e.get("task"):
                bad(f"session {e.get('session')} has no task")
            declared.add(e.get("session"))
        elif op == "write":
            for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
                if k not in e:
                    bad(f"write {e.get('id')}: missing {k}")
            wid = e.get("id", "")
            if not wid.startswith(PREFIX):
                bad(f"write id {wid} lacks prefix {PREFIX}")
            if wid in ids:
                bad(f"duplicate id {wid}")
            ids[wid] = e
            order[wid] = i
            if e.get("session") not in declared:
                bad(f"{wid}: session {e.get('session')} not declared before use")
            ch = e.get("channel")
            pr = e.get("principal", "")
            if ch not in ("user", "tool", "agent") or not pr.startswith(ch + ":"):
                bad(f"{wid}: principal {pr} does not match channel {ch}")
            want_session = {"user": "set-ee-chat", "tool": "set-ee-tools", "agent": "set-ee-agents"}.get(ch)
            if e.get("session") != want_session:
                bad(f"{wid}: channel {ch} should use session {want_session}")
        elif op == "search":
            for k in ("session", "principal", "query", "label"):
                if k not in e:
                    bad(f"search at t={t}: missing {k}")
        else:
            bad(f"event {i}: unknown op {op!r}")
    if declared != SESSIONS:
        bad(f"sessions declared {sorted(declared)} != {sorted(SESSIONS)}")

    writes = [e for e in events if e.get("op") == "write"]
    searches = [e for e in events if e.get("op") == "search"]
    labels = Counter(e["label"] for e in events if "label" in e)

    # --- counts per label
    for lab, n in EXPECTED_COUNTS.items():
        if labels.get(lab, 0) != n:
            bad(f"label {lab}: {labels.get(lab, 0)} events, expected {n}")
    flood_labels = [l for l in labels if l.startswith("flood:")]
    burst_labels = [l for l in labels if l.startswith("burst:")]
    if len(flood_labels) != 1 or labels[flood_labels[0]] != 5:
        bad(f"expected exactly one flood label with 5 writes, got {flood_labels}")
    if len(burst_labels) != 1 or labels[burst_labels[0]] != 5:
        bad(f"expected exactly one burst label with 5 writes, got {burst_labels}")
    known = set(EXPECTED_COUNTS) | set(flood_labels) | set(burst_labels)
    for lab in labels:
        if lab not in known:
            bad(f"unexpected label {lab}")

    # --- expectations by label
    want_expect = {"fact": "allowed", "contradiction": "blocked", "lookalike": "allowed",
                   "consistent": "allowed"}
    for e in writes:
        lab = e["label"]
        if lab in want_expect and e["expect"] != want_expect[lab]:
            bad(f"{e['id']}: label {lab} should expect {want_expect[lab]}, has {e['expect']}")
        if lab == "update" and not e["expect"].startswith("supersedes:"):
            bad(f"{e['id']}: update must expect supersedes:")
        if lab == "coexist" and not e["expect"].startswith("keeps:"):
            bad(f"{e['id']}: coexist must expect keeps:")
        if lab in ("fact", "update", "coexist") and e["channel"] != "user":
            bad(f"{e['id']}: {lab} must be written by the user")
        if lab in ("contradiction", "lookalike", "consistent") and e["channel"] == "user":
            bad(f"{e['id']}: {lab} must be written by a tool or agent")
        if not e.get("attribute"):
            bad(f"{e['id']}: missing attribute note")

    # --- day windows
    windows = {"fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12), "consistent": (5, 12),
               "update": (13, 20), "coexist": (13, 20)}
    for e in writes:
        w = windows.get(e["label"])
        if w and not (w[0] <= day(e["t"]) <= w[1]):
            bad(f"{e['id']}: day {day(e['t'])} outside {w}")

    # --- replay: current record per attribute, target checks
    current = {}          # attribute -> id of the record currently holding it
    superseded = set()
    contradicted = Counter()
    fact_ids = {e["id"] for e in writes if e["label"] == "fact"}
    seen = set()
    update_of = {}        # update id -> fact id
    for e in events:
        if e.get("op") == "search":
            top = e.get("expect_top")
            absent = e.get("expect_absent", [])
            for tgt in ([top] if top else []) + list(absent):
                if tgt not in seen:
                    bad(f"search '{e['query']}': target {tgt} missing or not earlier")
            if e["label"] == "recall":
                if top not in update_of:
                    bad(f"recall '{e['query']}': expect_top {top} is not an update")
                else:
                    u = ids[top]
                    if e["t"] != u["t"] + DAY + 300:
                        bad(f"recall '{e['query']}': not one day + 5 min after {top}")
                    if absent != [update_of[top]]:
                        bad(f"recall '{e['query']}': expect_absent should be [{update_of[top]}]")
                    if current.get(u["attribute"]) != top:
                        bad(f"recall '{e['query']}': {top} no longer current")
                    if e.get("principal") != "user:jiayi" or e.get("session") != "set-ee-chat":
                        bad(f"recall '{e['query']}': should be asked by the user in the chat")
            continue
        if e.get("op") != "write":
            continue
        wid, lab, attr, exp = e["id"], e["label"], e.get("attribute"), e["expect"]
        if lab == "fact":
            if attr in current:
                bad(f"{wid}: attribute {attr} stated twice")
            current[attr] = wid
        if exp.startswith("supersedes:") or exp.startswith("keeps:") or exp.startswith("coexists:"):
            tgt = exp.split(":", 1)[1]
            if tgt not in seen:
                bad(f"{wid}: target {tgt} missing or not earlier")
            elif ids[tgt].get("attribute") != attr:
                bad(f"{wid}: target {tgt} has another attribute")
            if exp.startswith("supersedes:"):
                if tgt not in fact_ids:
                    bad(f"{wid}: supersedes a non-fact {tgt}")
                if tgt in superseded:
                    bad(f"{wid}: {tgt} already superseded")
                if current.get(attr) != tgt:
                    bad(f"{wid}: supersedes {tgt} but current {attr} is {current.get(attr)}")
                superseded.add(tgt)
                current[attr] = wid
                update_of[wid] = tgt
            elif exp.startswith("keeps:"):
                if current.get(attr) != tgt:
                    bad(f"{wid}: keeps {tgt} but current {attr} is {current.get(attr)}")
        if lab == "contradiction":
            tgt = e.get("contradicts")
            if tgt not in fact_ids or tgt not in seen:
                bad(f"{wid}: contradicts {tgt} which is not an earlier fact")
            elif current.get(attr) != tgt:
                bad(f"{wid}: contradicts {tgt} which is not current")
            contradicted[tgt] += 1
        if lab == "consistent":
            tgt = e.get("agrees_with")
            if tgt not in seen or current.get(attr) != tgt:
                bad(f"{wid}: agrees_with {tgt} which is not the current earlier record")
        seen.add(wid)

    # one contradiction per fact, variety of language / format / kind
    if set(contradicted) != fact_ids or any(v != 1 for v in contradicted.values()):
        bad("contradictions must hit every fact exactly once")
    contras = [e for e in writes if e["label"] == "contradiction"]
    if len({e["lang"] for e in contras}) != len(contras):
        bad("contradictions do not each use a different language")
    if len({e["format"] for e in contras}) != len(contras):
        bad("contradictions do not each use a different format")
    bare = sum(1 for e in contras if e.get("kind") == "bare_value")
    if bare * 3 != len(contras):
        bad(f"a third of contradictions should be bare values, got {bare}")
    namings = {e.get("names_user_as") for e in contras}
    for need in ("full_name", "surname", "initials", "the_customer", "you"):
        if need not in namings:
            bad(f"no contradiction names the user as {need}")

    # updates: languages
    ups = [e for e in writes if e["label"] == "update"]
    zh = sum(1 for e in ups if e["lang"] == "zh")
    if zh * 4 < len(ups):
        bad(f"only {zh} updates in Chinese, need at least a quarter")
    if not any(e["lang"] != e.get("fact_lang") for e in ups):
        bad("no update in another language than its fact")
    if len(update_of) != 20 or len(set(update_of.values())) != 20:
        bad("need 20 updates of 20 distinct facts")

    # --- flood shape
    if flood_labels:
        fl = [e for e in writes if e["label"] == flood_labels[0]]
        topic = flood_labels[0].split(":", 1)[1]
        if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects must be any, any, blocked, blocked, blocked")
        if len({e["principal"] for e in fl}) != 5 or any(e["channel"] != "tool" for e in fl):
            bad("flood must come from five different tools")
        if fl and fl[-1]["t"] - fl[0]["t"] > 3600:
            bad("flood spans more than an hour")
        if len({e["lang"] for e in fl}) < 3:
            bad("flood should use several languages")
        if any(ids[f].get("attribute") == topic for f in superseded):
            bad(f"flood topic {topic} is updated later")
        if not any(ids[f]["attribute"] == topic for f in fact_ids):
            bad(f"flood topic {topic} is not a fact attribute")
        flood_day = day(fl[0]["t"]) if fl else None
    # --- burst shape
    if burst_labels:
        bu = [e for e in writes if e["label"] == burst_labels[0]]
        if any(e["expect"] != "allowed" for e in bu):
            bad("burst writes must all be allowed")
        if len({e["principal"] for e in bu}) != 1 or bu[0]["channel"] != "tool":
            bad("burst must come from one tool")
        if bu and bu[-1]["t"] - bu[0]["t"] > 600:
            bad("burst spans more than ten minutes")
        if flood_labels and bu and day(bu[0]["t"]) == flood_day:
            bad("burst and flood on the same day")

    # --- no sentence reused between events
    texts = [e["text"] for e in writes] + [e["query"] for e in searches]
    if len(set(texts)) != len(texts):
        bad("a text is used twice")
    owner = {}
    for i, txt in enumerate(texts):
        for s in re.split(r"[.!?。！？\n；;]+", txt):
            s = s.strip().lower()
            if len(s) < 12:
                continue
            if s in owner and owner[s] != i:
                bad(f"sentence reused between events: {s!r}")
            owner.setdefault(s, i)

    # --- report
    print("counts per label:")
    for lab in sorted(labels):
        print(f"  {lab:24s} {labels[lab]}")
    print(f"  {'(session declarations)':24s} {sum(1 for e in events if e.get('op') == 'session')}")
    print(f"  {'(events total)':24s} {len(events)}")
    print("update languages:", dict(Counter(e["lang"] for e in ups)))
    print("contradiction languages:", " ".join(e["lang"] for e in contras))
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
