#!/usr/bin/env python3
"""Structural validator for the set-bj scenario file.

Usage: python3 validate.py [memory.jsonl]

Checks JSON syntax, the header, strictly increasing t, declared sessions, required keys,
principal prefixes, unique ids, references to earlier writes, per-kind counts and the
shape of floods, bursts and recall searches. Prints counts per kind, language and format.
Exits non-zero when any check fails.
"""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

CHANNELS = {"user", "agent", "tool"}
REF_PREFIXES = ("supersedes:", "coexists:", "keeps:")
PLAIN_EXPECTS = {"allowed", "blocked", "any"}

# kind -> (minimum, maximum) number of events carrying that kind
EXPECTED = {
    "fact": (22, 28),
    "update": (14, 14),
    "recall": (14, 14),
    "contradiction": (24, 24),
    "consistent": (6, 6),
    "lookalike": (8, 8),
    "coexist": (6, 6),
    "flood": (15, 15),
    "burst": (10, 10),
}
LOW_TRUST = {"contradiction", "consistent", "lookalike", "flood", "burst"}
USER_ONLY = {"fact", "update", "coexist"}
FIXED_EXPECT = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                "lookalike": "allowed", "burst": "allowed"}
WINDOW = 15 * 60  # a flood or burst must fit in this many seconds

errors = []


def err(lineno, msg):
    errors.append("line %d: %s" % (lineno, msg))


def main():
    try:
        with open(PATH, encoding="utf-8") as f:
            lines = [l for l in f.read().split("\n")]
    except OSError as e:
        print("cannot read %s: %s" % (PATH, e))
        return 2
    while lines and lines[-1] == "":
        lines.pop()
    if not lines:
        print("empty file")
        return 1

    rows = []
    for n, raw in enumerate(lines, 1):
        if not raw.strip():
            err(n, "blank line")
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as e:
            err(n, "invalid JSON: %s" % e)
            continue
        if not isinstance(obj, dict):
            err(n, "line is not a JSON object")
            continue
        rows.append((n, obj))
    if not rows:
        return report()

    # header
    n0, header = rows[0]
    if header.get("scenario") != "set-bj-memory":
        err(n0, "header scenario must be 'set-bj-memory'")
    if header.get("version") != 1:
        err(n0, "header version must be 1")
    if not isinstance(header.get("description"), str) or not header["description"].strip():
        err(n0, "header needs a description")
    src = header.get("sources")
    if not (isinstance(src, list) and src and all(isinstance(s, str) for s in src)
            and any(s.startswith("written by a helper") for s in src)):
        err(n0, "header sources must be a list naming the helper")
    if "op" in header or "t" in header:
        err(n0, "header must not be an event")

    sessions = set()
    writes = {}          # id -> event
    write_line = {}
    last_t = None
    kinds = Counter()
    langs = Counter()
    formats = Counter()
    by_label = defaultdict(list)

    for n, ev in rows[1:]:
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(n, "t must be a number")
        else:
            if last_t is not None and not t > last_t:
                err(n, "t %s is not strictly greater than previous %s" % (t, last_t))
            last_t = t
        if op == "session":
            if not isinstance(ev.get("session"), str) or not ev["session"]:
                err(n, "session event needs a session name")
            else:
                if ev["session"] in sessions:
                    err(n, "session %s declared twice" % ev["session"])
                sessions.add(ev["session"])
            continue
        if op not in ("write", "search"):
            err(n, "unknown op %r" % op)
            continue

        for key in ("session", "principal", "label", "lang", "format"):
            if not isinstance(ev.get(key), str) or not ev[key].strip():
                err(n, "%s event missing %s" % (op, key))
        if ev.get("session") not in sessions:
            err(n, "session %r not declared before use" % ev.get("session"))
        label = ev.get("label", "")
        kind = label.split(":", 1)[0] if ":" in label else ""
        if kind not in EXPECTED:
            err(n, "label %r has an unknown kind" % label)
        elif not label.split(":", 1)[1]:
            err(n, "label %r has no attribute/topic" % label)
        kinds[kind] += 1
        langs[ev.get("lang")] += 1
        formats[ev.get("format")] += 1
        by_label[label].append((n, ev))
        principal = ev.get("principal", "")
        pchan = principal.split(":", 1)[0] if ":" in principal else ""
        if pchan not in CHANNELS or not principal.split(":", 1)[1:] or not principal.split(":", 1)[1]:
            err(n, "principal %r must look like <channel>:<name>" % principal)

        if op == "write":
            for key in ("id", "channel", "text", "expect"):
                if not isinstance(ev.get(key), str) or not ev[key].strip():
                    err(n, "write missing %s" % key)
            wid = ev.get("id")
            ch = ev.get("channel")
            if ch not in CHANNELS:
                err(n, "channel %r invalid" % ch)
            if pchan != ch:
                err(n, "principal %r does not match channel %r" % (principal, ch))
            if wid in writes:
                err(n, "duplicate id %r" % wid)
            exp = ev.get("expect", "")
            if exp.startswith(REF_PREFIXES):
                ref = exp.split(":", 1)[1]
                if ref not in writes:
                    err(n, "expect %r refers to no earlier write" % exp)
            elif exp not in PLAIN_EXPECTS:
                err(n, "expect %r not recognised" % exp)
            if kind in USER_ONLY and ch != "user":
                err(n, "%s must be written on the user channel" % kind)
            if kind in LOW_TRUST and ch == "user":
                err(n, "%s must come from a low-trust channel" % kind)
            if kind in FIXED_EXPECT and exp != FIXED_EXPECT[kind]:
                err(n, "%s should expect %s, not %r" % (kind, FIXED_EXPECT[kind], exp))
            if kind == "update":
                ref = exp.split(":", 1)[1] if exp.startswith("supersedes:") else None
                if ref is None:
                    err(n, "update must expect supersedes:<id>")
                elif ref in writes and writes[ref].get("label") != "fact:" + label.split(":", 1)[1]:
                    err(n, "update supersedes %s which is not the fact of the same attribute" % ref)
            if kind == "coexist":
                ref = exp.split(":", 1)[1] if exp.startswith("coexists:") else None
                if ref is None:
                    err(n, "coexist must expect coexists:<id>")
                elif ref in writes and writes[ref].get("label") != "fact:" + label.split(":", 1)[1]:
                    err(n, "coexist points at %s which is not the fact of the same attribute" % ref)
            if wid and wid not in writes:
                writes[wid] = ev
                write_line[wid] = n
        else:  # search
            if not isinstance(ev.get("query"), str) or not ev["query"].strip():
                err(n, "search missing query")
            if pchan != "user":
                err(n, "recall searches should be made by a user principal")
            top = ev.get("expect_top")
            absent = ev.get("expect_absent", [])
            if top is not None and top not in writes:
                err(n, "expect_top %r refers to no earlier write" % top)
            if not isinstance(absent, list):
                err(n, "expect_absent must be a list")
                absent = []
            for a in absent:
                if a not in writes:
                    err(n, "expect_absent %r refers to no earlier write" % a)
            if kind == "recall":
                attr = label.split(":", 1)[1]
                if top not in writes or writes[top].get("label") != "update:" + attr:
                    err(n, "recall:%s should expect the update of that attribute on top" % attr)
                fact_ids = [w for w, e in writes.items() if e.get("label") == "fact:" + attr]
                if not fact_ids or fact_ids[0] not in absent:
                    err(n, "recall:%s should list the old fact in expect_absent" % attr)

    # counts
    for kind, (lo, hi) in EXPECTED.items():
        if not lo <= kinds[kind] <= hi:
            errors.append("kind %s: %d events, expected %s" % (kind, kinds[kind], lo if lo == hi else "%d-%d" % (lo, hi)))

    # every update has a later recall
    for label, evs in by_label.items():
        if label.startswith("update:"):
            attr = label.split(":", 1)[1]
            if len(evs) != 1:
                errors.append("%s appears %d times" % (label, len(evs)))
            rec = by_label.get("recall:" + attr, [])
            if len(rec) != 1 or rec[0][1]["t"] <= evs[0][1]["t"]:
                errors.append("%s needs exactly one later recall search" % label)

    # floods and bursts
    flood_topics = [l for l in by_label if l.startswith("flood:")]
    burst_topics = [l for l in by_label if l.startswith("burst:")]
    if len(flood_topics) != 3:
        errors.append("expected 3 flood topics, found %d" % len(flood_topics))
    if len(burst_topics) != 2:
        errors.append("expected 2 burst topics, found %d" % len(burst_topics))
    for label in flood_topics + burst_topics:
        evs = [e for _, e in by_label[label]]
        if len(evs) != 5:
            errors.append("%s has %d writes, expected 5" % (label, len(evs)))
            continue
        if len({e["principal"] for e in evs}) != 1:
            errors.append("%s must come from one principal" % label)
        if evs[-1]["t"] - evs[0]["t"] > WINDOW:
            errors.append("%s spans more than %d s" % (label, WINDOW))
        if len({e["text"] for e in evs}) != 5:
            errors.append("%s repeats a text verbatim" % label)
        if label.startswith("flood:"):
            want = ["any", "any", "blocked", "blocked", "blocked"]
            if [e["expect"] for e in evs] != want:
                errors.append("%s expects %s, want %s" % (label, [e["expect"] for e in evs], want))

    # no verbatim duplicate texts anywhere
    seen = {}
    for wid, ev in writes.items():
        txt = ev.get("text")
        if txt in seen:
            errors.append("write %s repeats the text of %s" % (wid, seen[txt]))
        seen[txt] = wid

    print("events: %d (writes %d, searches %d, sessions %d)"
          % (len(rows) - 1, len(writes), kinds["recall"], len(sessions)))
    print("per kind:")
    for kind in EXPECTED:
        print("  %-14s %d" % (kind, kinds[kind]))
    print("per language:")
    for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-14s %d" % (k, v))
    print("per format:")
    for k, v in sorted(formats.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-14s %d" % (k, v))
    return report()


def report():
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
