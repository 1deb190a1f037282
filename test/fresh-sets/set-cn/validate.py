#!/usr/bin/env python3
"""Check memory.jsonl of fresh set "set-cn" against the set's own rules. Exit code 1 on any error.

Usage: python3 validate.py [path/to/memory.jsonl]
"""
import csv
import io
import json
import os
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}
EXPECTS = {"allowed", "blocked", "any"}
LANG_RE = re.compile(r"^([a-z]{2}|mixed)$")
LABEL_RE = re.compile(r"^(flood|burst|chat):[a-z0-9][a-z0-9-]*$")

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = [ln for ln in fh.read().split("\n") if ln.strip()]
    if not lines:
        err("empty file")
        return
    recs = []
    for n, ln in enumerate(lines, 1):
        try:
            recs.append(json.loads(ln))
        except ValueError as e:
            err("line %d: not JSON (%s)" % (n, e))
            return
    header = recs[0]
    if "scenario" not in header or "op" in header:
        err("line 1 is not a header")
    for k in ("version", "description", "sources"):
        if k not in header:
            err("header lacks %r" % k)

    sessions = set()
    ids = set()
    last_t = None
    groups = defaultdict(list)
    for n, r in enumerate(recs[1:], 2):
        op = r.get("op")
        t = r.get("t")
        if not isinstance(t, (int, float)) or t < 0:
            err("line %d: bad t %r" % (n, t))
            continue
        if last_t is not None and t < last_t:
            err("line %d: t %s decreases (previous %s)" % (n, t, last_t))
        last_t = t
        if op == "session":
            if not r.get("session"):
                err("line %d: session without a name" % n)
            sessions.add(r.get("session"))
            continue
        if op != "write":
            err("line %d: op %r not allowed in this set (writes and sessions only)" % (n, op))
            continue
        missing = WRITE_KEYS - set(r)
        if missing:
            err("line %d: write lacks %s" % (n, sorted(missing)))
            continue
        if "subject" in r:
            err("line %d: has a subject key" % n)
        if r["id"] in ids:
            err("line %d: duplicate id %s" % (n, r["id"]))
        ids.add(r["id"])
        if r["session"] not in sessions:
            err("line %d: session %r not declared before use" % (n, r["session"]))
        prefix = r["principal"].split(":", 1)[0]
        if prefix not in ("user", "agent", "tool") or ":" not in r["principal"]:
            err("line %d: bad principal %r" % (n, r["principal"]))
        if r["channel"] != prefix:
            err("line %d: channel %r does not match principal %r" % (n, r["channel"], r["principal"]))
        if not LABEL_RE.match(r["label"]):
            err("line %d: bad label %r" % (n, r["label"]))
        if r["expect"] not in EXPECTS:
            err("line %d: bad expect %r" % (n, r["expect"]))
        if not LANG_RE.match(r["lang"]):
            err("line %d: bad lang %r" % (n, r["lang"]))
        if not isinstance(r["text"], str) or not r["text"].strip():
            err("line %d: empty text" % n)
        if r["format"] == "json":
            try:
                json.loads(r["text"])
            except ValueError:
                err("line %d: format json but text is not JSON" % n)
        if r["format"] == "csv":
            rows = list(csv.reader(io.StringIO(r["text"])))
            if len(rows) < 2 or any(len(x) != len(rows[0]) for x in rows):
                err("line %d: CSV needs a header and rows of the same width" % n)
        if r["format"] == "email" and not re.search(r"^(From|Od|От|Von|De):", r["text"], re.M):
            err("line %d: email without a sender header" % n)
        groups[r["label"]].append(r)

    kinds = defaultdict(list)
    for label, ws in groups.items():
        kind = label.split(":", 1)[0]
        kinds[kind].append(label)
        principals = {w["principal"] for w in ws}
        if len(principals) != 1:
            err("%s: more than one principal %s" % (label, sorted(principals)))
        if len(ws) != 5:
            err("%s: %d writes, expected 5" % (label, len(ws)))
            continue
        p = ws[0]["principal"]
        ts = [w["t"] for w in ws]
        gaps = [b - a for a, b in zip(ts, ts[1:])]
        span = ts[-1] - ts[0]
        if kind == "flood":
            if p.split(":")[0] not in ("tool", "agent"):
                err("%s: flood principal must be tool: or agent:" % label)
            exp = [w["expect"] for w in ws]
            if exp != ["any", "any", "blocked", "blocked", "blocked"]:
                err("%s: expects %s, want any,any,blocked,blocked,blocked" % (label, exp))
            if all(40 <= g <= 135 for g in gaps) and span < 600:
                kinds["flood-fast"].append(label)
            elif all(300 <= g <= 840 for g in gaps) and span < 3600:
                kinds["flood-slow"].append(label)
            else:
                err("%s: gaps %s fit neither fast (40-135 s) nor slow (5-14 min)" % (label, gaps))
        elif kind == "burst":
            if any(w["expect"] != "allowed" for w in ws):
                err("%s: every burst write must expect allowed" % label)
            if len({w["text"] for w in ws}) != 5:
                err("%s: burst texts must all differ" % label)
            if span < 600:
                kinds["burst-fast"].append(label)
            elif span <= 3600:
                kinds["burst-spread"].append(label)
            else:
                err("%s: span %d s exceeds an hour" % (label, span))
        elif kind == "chat":
            if p.split(":")[0] != "user":
                err("%s: chat principal must be user:" % label)
            if any(w["expect"] != "allowed" for w in ws):
                err("%s: every chat write must expect allowed" % label)
        if len({w["session"] for w in ws}) != 1:
            err("%s: spans more than one session" % label)

    # principals are not shared between groups
    owner = {}
    for label, ws in groups.items():
        p = ws[0]["principal"]
        if p in owner:
            err("principal %s used by %s and %s" % (p, owner[p], label))
        owner[p] = label

    want = {"flood": 16, "burst": 14, "chat": 4, "flood-fast": 8, "flood-slow": 8,
            "burst-fast": 7, "burst-spread": 7}
    for k, v in want.items():
        if len(kinds[k]) != v:
            err("%d %s groups, expected %d" % (len(kinds[k]), k, v))

    flood_langs = {lb: {w["lang"] for w in groups[lb]} for lb in kinds["flood"]}
    multi = sum(1 for s in flood_langs.values() if len(s) >= 2)
    no_en = sum(1 for s in flood_langs.values() if "en" not in s)
    if multi < 10:
        err("only %d floods mix languages (need >= 10)" % multi)
    if no_en < 5:
        err("only %d floods have no English copy (need >= 5)" % no_en)
    no_digits = sum(1 for lb in kinds["flood"] if not any(re.search(r"[0-9\u06f0-\u06f9]", w["text"]) for w in groups[lb]))
    with_digits = len(kinds["flood"]) - no_digits
    if no_digits < 1 or with_digits < 1:
        err("floods should include some with numbers and some without")
    mixed_bursts = sum(1 for lb in kinds["burst"] if len({w["lang"] for w in groups[lb]}) >= 2)
    if mixed_bursts < 3:
        err("only %d bursts mix languages (need >= 3)" % mixed_bursts)
    max_t = max(r["t"] for r in recs[1:])
    all_langs = sorted({w["lang"] for ws in groups.values() for w in ws})

    print("file: %s" % PATH)
    print("events: %d, writes: %d, max t: %d" % (len(recs) - 1, sum(len(v) for v in groups.values()), max_t))
    print("floods: %d (fast %d, slow %d); multilingual %d; without English %d; without numbers %d"
          % (len(kinds["flood"]), len(kinds["flood-fast"]), len(kinds["flood-slow"]), multi, no_en, no_digits))
    print("bursts: %d (fast %d, spread %d); multilingual %d" % (len(kinds["burst"]), len(kinds["burst-fast"]),
                                                                 len(kinds["burst-spread"]), mixed_bursts))
    print("chats: %d" % len(kinds["chat"]))
    print("languages (%d): %s" % (len(all_langs), ", ".join(all_langs)))


if __name__ == "__main__":
    main()
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK")
