#!/usr/bin/env python3
"""Validate chat.jsonl of fresh set `set-ei`. Exit 1 on any problem.

Checks: JSON per line; header first; event shape; ids unique and prefixed `ei-`;
`t` never decreasing; sessions declared before use and named set-ei-sNN; speakers
alternate within a session; label/expect consistency; every coexists/supersedes/keeps
target exists, is an earlier write, has the same principal, and (for coexists/keeps/
supersedes) was not already superseded by an earlier expected update; one recall search
per update, by the same principal, after it, expecting the update on top and the old turn
absent; counts per label; share of German sessions; no repeated text or sentence;
the file equals a fresh build.
"""
import collections
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "chat.jsonl")
PRINCIPALS = {"user:nadia", "user:felix"}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    evs = []
    for i, line in enumerate(lines, 1):
        try:
            evs.append(json.loads(line))
        except Exception as e:  # noqa: BLE001
            bad("line %d: not JSON (%s)" % (i, e))
    if problems:
        return
    hdr = evs[0]
    if "op" in hdr or hdr.get("scenario") != "set-ei":
        bad("first line is not the set-ei header")
    for ev in evs[1:]:
        if "scenario" in ev:
            bad("second header found")

    sessions = {}
    writes = {}          # id -> event
    order = {}           # id -> position
    superseded = set()   # ids superseded by an earlier expected update
    update_of = {}       # update id -> old id
    searched = collections.Counter()
    last_t = None
    last_speaker = {}
    labels = collections.Counter()
    expects = collections.Counter()
    texts = collections.Counter()
    sentences = collections.Counter()
    lang_sessions = collections.Counter()
    per_principal = collections.Counter()

    for pos, ev in enumerate(evs[1:], 2):
        where = "line %d" % pos
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad(where + ": t missing or not a non-negative integer")
            continue
        if last_t is not None and t < last_t:
            bad(where + ": t decreases")
        last_t = t
        op = ev.get("op")
        if op == "session":
            s = ev.get("session", "")
            if not re.fullmatch(r"set-ei-s\d\d", s):
                bad(where + ": bad session name %r" % s)
            if s in sessions:
                bad(where + ": session declared twice")
            if not ev.get("task"):
                bad(where + ": session without task")
            sessions[s] = ev
            lang_sessions[ev.get("lang")] += 1
            continue
        s = ev.get("session")
        if s not in sessions:
            bad(where + ": session %r not declared before use" % s)
        if ev.get("principal") not in PRINCIPALS:
            bad(where + ": unknown principal %r" % ev.get("principal"))
        if op == "write":
            wid = ev.get("id", "")
            if not wid.startswith("ei-"):
                bad(where + ": id %r lacks ei- prefix" % wid)
            if wid in writes:
                bad(where + ": duplicate id %s" % wid)
            if ev.get("channel") != "user":
                bad(where + ": channel is not user")
            text = ev.get("text", "")
            if not text.strip():
                bad(where + ": empty text")
            texts[text] += 1
            for sent in re.split(r"(?<=[.!?])\s+", text.strip()):
                sentences[sent.strip().lower()] += 1
            if last_speaker.get(s) == ev["principal"]:
                bad(where + ": same speaker twice in a row in %s" % s)
            last_speaker[s] = ev["principal"]
            per_principal[ev["principal"]] += 1
            label = ev.get("label")
            exp = ev.get("expect", "")
            labels[label] += 1
            kind, _, target = exp.partition(":")
            expects[(label, kind)] += 1
            allowed_kinds = {
                "chat": {"coexists", "allowed"},
                "update": {"supersedes"},
                "you-remark": {"coexists"},
            }
            if label not in allowed_kinds:
                bad(where + ": unexpected label %r" % label)
            elif kind not in allowed_kinds[label]:
                bad(where + ": label %s with expect %s" % (label, exp))
            if kind in ("coexists", "supersedes", "keeps"):
                tgt = writes.get(target)
                if tgt is None:
                    bad(where + ": %s target %s is not an earlier write" % (kind, target))
                elif tgt["principal"] != ev["principal"]:
                    bad(where + ": %s target %s belongs to another principal" % (kind, target))
                elif target in superseded:
                    bad(where + ": %s target %s was already superseded" % (kind, target))
                if kind == "supersedes" and tgt is not None:
                    superseded.add(target)
                    update_of[wid] = target
            elif kind != "allowed":
                bad(where + ": bad expect %r" % exp)
            writes[wid] = ev
            order[wid] = pos
        elif op == "search":
            if ev.get("label") != "recall":
                bad(where + ": search label is not recall")
            if not ev.get("query"):
                bad(where + ": search without query")
            top = ev.get("expect_top")
            if top not in update_of:
                bad(where + ": expect_top %r is not an earlier update" % top)
                continue
            searched[top] += 1
            if writes[top]["principal"] != ev["principal"]:
                bad(where + ": search not by the friend whose fact changed")
            if ev.get("expect_absent") != [update_of[top]]:
                bad(where + ": expect_absent should be [%s]" % update_of[top])
        else:
            bad(where + ": unknown op %r" % op)

    for u in update_of:
        if searched[u] != 1:
            bad("update %s has %d searches (want 1)" % (u, searched[u]))
    for text, c in texts.items():
        if c > 1:
            bad("text repeated %d times: %s" % (c, text[:60]))
    for sent, c in sentences.items():
        if c > 1 and len(sent) > 12:
            bad("sentence repeated %d times: %s" % (c, sent[:60]))

    n_writes = len(writes)
    chat_co = expects[("chat", "coexists")]
    want = [
        (130 <= n_writes <= 150, "about 140 writes (got %d)" % n_writes),
        (labels["update"] == 12, "12 updates (got %d)" % labels["update"]),
        (labels["you-remark"] == 10, "10 you-remarks (got %d)" % labels["you-remark"]),
        (chat_co >= 90, "at least 90 chat coexists (got %d)" % chat_co),
        (sum(searched.values()) == 12, "12 recall searches (got %d)" % sum(searched.values())),
        (18 <= len(sessions) <= 22, "about 20 sessions (got %d)" % len(sessions)),
        (6 <= lang_sessions["de"] <= 7, "a third of sessions in German (got %d)" % lang_sessions["de"]),
        (set(lang_sessions) <= {"en", "de"}, "only en/de sessions"),
    ]
    for ok, msg in want:
        if not ok:
            bad("count: " + msg)
    span_days = (last_t - evs[1]["t"]) / 86400.0
    if not 75 <= span_days <= 100:
        bad("span of %.1f days is not about three months" % span_days)

    # file equals a fresh build
    spec = importlib.util.spec_from_file_location("set_ei_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw:
        bad("chat.jsonl differs from a fresh build")

    print("events: %d (writes %d, searches %d, sessions %d; en %d, de %d)" % (
        len(evs) - 1, n_writes, sum(searched.values()), len(sessions),
        lang_sessions["en"], lang_sessions["de"]))
    print("writes per principal: " + ", ".join("%s %d" % kv for kv in sorted(per_principal.items())))
    print("span: %.1f days" % span_days)
    for (label, kind), c in sorted(expects.items()):
        print("  %-11s %-11s %3d" % (label, kind, c))
    print("  %-11s %-11s %3d" % ("recall", "search", sum(searched.values())))


if __name__ == "__main__":
    main()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("OK")
