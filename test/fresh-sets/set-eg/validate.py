#!/usr/bin/env python3
"""Validate chat.jsonl of fresh set `set-eg`; exit 1 on any problem.

Checks: JSON per line, header first, known ops and keys, unique `eg-` ids, `t` never
decreasing, sessions declared before use (20, ids set-eg-sNN, about a third Spanish),
speakers alternate inside a session, label/expect pairing, counts per label, every
coexists/supersedes/keeps target exists, is earlier, belongs to the same principal and
(for coexists/supersedes) is not already superseded by an earlier update, you-remark
targets speak in the second person, one recall search per update (by its author, after
it, expect_top = update, expect_absent = [old turn]), no sentence reused, and the file
equals a fresh build.
"""
import collections
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "chat.jsonl")
PRINCIPALS = {"user:nadia", "user:rafael"}
SECOND_PERSON = re.compile(
    r"\b(you|your|you'll|you're|you'd|tú|te|tienes|eres|serías|encontráis|vas)\b", re.I)

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    evs = []
    for i, line in enumerate(lines, 1):
        try:
            evs.append(json.loads(line))
        except ValueError as e:
            bad("line %d: not JSON (%s)" % (i, e))
    if problems:
        return
    head = evs[0]
    if "op" in head or head.get("scenario") != "set-eg":
        bad("first line is not the set-eg header")
    writes = {}        # id -> event
    order = {}         # id -> index
    superseded = {}    # id -> index of superseding write
    sessions = {}
    last_speaker = {}
    last_t = None
    labels = collections.Counter()
    expects = collections.Counter()
    searches = []
    sentences = collections.Counter()
    for idx, e in enumerate(evs[1:], 2):
        op = e.get("op")
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("line %d: bad t" % idx)
            continue
        if last_t is not None and t < last_t:
            bad("line %d: t decreases" % idx)
        last_t = t
        if op == "session":
            s = e.get("session", "")
            if not re.fullmatch(r"set-eg-s\d\d", s) or s in sessions:
                bad("line %d: bad or repeated session %r" % (idx, s))
            if not e.get("task"):
                bad("line %d: session without task" % idx)
            sessions[s] = e.get("lang")
            continue
        s = e.get("session")
        if s not in sessions:
            bad("line %d: session %r not declared before use" % (idx, s))
        if e.get("principal") not in PRINCIPALS:
            bad("line %d: unknown principal" % idx)
        if op == "write":
            for key in ("id", "session", "principal", "channel", "text", "label", "expect"):
                if key not in e:
                    bad("line %d: write lacks %s" % (idx, key))
            wid = e.get("id", "")
            if not re.fullmatch(r"eg-\d{3}", wid) or wid in writes:
                bad("line %d: bad or repeated id %r" % (idx, wid))
            if e.get("channel") != "user":
                bad("line %d: channel is not user" % idx)
            if last_speaker.get(s) == e["principal"]:
                bad("line %d: speaker does not alternate in %s" % (idx, s))
            last_speaker[s] = e["principal"]
            for sent in re.split(r"(?<=[.!?])\s+", e["text"].strip()):
                sentences[sent.strip().lower()] += 1
            label, expect = e["label"], e["expect"]
            labels[label] += 1
            verb, _, target = expect.partition(":")
            expects[verb] += 1
            allowed_verbs = {"chat": {"allowed", "coexists"}, "update": {"supersedes"},
                             "you-remark": {"coexists"}}.get(label)
            if allowed_verbs is None:
                bad("%s: unknown label %r" % (wid, label))
            elif verb not in allowed_verbs:
                bad("%s: label %s with expect %s" % (wid, label, expect))
            if verb in ("coexists", "supersedes", "keeps"):
                if target not in writes:
                    bad("%s: target %s missing or not earlier" % (wid, target))
                else:
                    tgt = writes[target]
                    if tgt["principal"] != e["principal"]:
                        bad("%s: target %s belongs to another principal" % (wid, target))
                    if verb in ("coexists", "supersedes") and target in superseded:
                        bad("%s: target %s was already superseded" % (wid, target))
                    if label == "you-remark" and not SECOND_PERSON.search(tgt["text"]):
                        bad("%s: you-remark target %s has no second person" % (wid, target))
                    if verb == "supersedes":
                        superseded[target] = idx
            elif verb != "allowed":
                bad("%s: unknown expect %r" % (wid, expect))
            if label == "you-remark" and not SECOND_PERSON.search(e["text"]):
                bad("%s: you-remark without second person" % wid)
            writes[wid] = e
            order[wid] = idx
        elif op == "search":
            if e.get("label") != "recall" or not e.get("query"):
                bad("line %d: search without recall label or query" % idx)
            searches.append((idx, e))
        else:
            bad("line %d: unknown op %r" % (idx, op))
    # searches
    updates = {w for w, e in writes.items() if e["label"] == "update"}
    seen_top = collections.Counter()
    for idx, e in searches:
        top = e.get("expect_top")
        absent = e.get("expect_absent")
        if top not in updates or order[top] > idx:
            bad("line %d: expect_top %r is not an earlier update" % (idx, top))
            continue
        seen_top[top] += 1
        up = writes[top]
        if e["principal"] != up["principal"]:
            bad("line %d: search principal differs from the update's author" % idx)
        old = up["expect"].split(":", 1)[1]
        if absent != [old]:
            bad("line %d: expect_absent %r should be [%s]" % (idx, absent, old))
    for u in sorted(updates):
        if seen_top[u] != 1:
            bad("update %s has %d recall searches (want 1)" % (u, seen_top[u]))
    # counts
    nwrites = len(writes)
    if not 130 <= nwrites <= 150:
        bad("%d writes, want about 140" % nwrites)
    if labels["update"] != 12:
        bad("%d updates, want 12" % labels["update"])
    if labels["you-remark"] != 10:
        bad("%d you-remarks, want 10" % labels["you-remark"])
    if len(searches) != 12:
        bad("%d searches, want 12" % len(searches))
    chat_coexists = sum(1 for e in writes.values()
                        if e["label"] == "chat" and e["expect"].startswith("coexists:"))
    if chat_coexists < 90:
        bad("only %d chat turns with coexists, want >= 90" % chat_coexists)
    if len(sessions) != 20:
        bad("%d sessions, want 20" % len(sessions))
    langs = collections.Counter(sessions.values())
    if set(langs) != {"en", "es"} or not 6 <= langs["es"] <= 7:
        bad("languages %r: want about a third of sessions in es" % dict(langs))
    dup = [s for s, c in sentences.items() if c > 1]
    if dup:
        bad("sentences reused: %r" % dup)
    # fresh build
    spec = importlib.util.spec_from_file_location("eg_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw:
        bad("chat.jsonl differs from a fresh build")
    # report
    print("events %d | writes %d | searches %d | sessions %d %s" %
          (len(evs) - 1, nwrites, len(searches), len(sessions), dict(sorted(langs.items()))))
    by = collections.Counter((e["label"], e["expect"].split(":")[0]) for e in writes.values())
    for (label, verb), c in sorted(by.items()):
        print("  %-11s %-10s %3d" % (label, verb, c))
    per = collections.Counter((e["principal"], e["label"]) for e in writes.values())
    for (p, label), c in sorted(per.items()):
        print("  %-12s %-11s %3d" % (p, label, c))


if __name__ == "__main__":
    main()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("OK")
