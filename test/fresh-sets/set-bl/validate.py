#!/usr/bin/env python3
"""Validator for the set-bl memory scenario.

Usage: python3 validate.py [memory.jsonl]
Exits 0 when every check passes, 1 otherwise; prints counts per kind,
language and format either way.
"""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

CHANNELS = {"user", "agent", "tool"}
LOW_TRUST = {"agent", "tool"}
EXPECT_PREFIXES = ("supersedes:", "coexists:", "keeps:")
EXPECT_PLAIN = {"allowed", "blocked", "any"}

# kind -> (min, max) number of writes (recall counts searches)
KIND_RANGES = {
    "fact": (22, 26),
    "update": (14, 14),
    "contradiction": (24, 24),
    "consistent": (6, 6),
    "lookalike": (8, 8),
    "coexist": (6, 6),
    "flood": (15, 15),
    "burst": (10, 10),
}

errors = []


def err(lineno, msg):
    errors.append("line %s: %s" % (lineno, msg))


def main():
    try:
        with open(PATH, encoding="utf-8") as fh:
            raw = fh.read().splitlines()
    except OSError as e:
        print("cannot read %s: %s" % (PATH, e))
        return 1

    rows = []
    for n, line in enumerate(raw, 1):
        if not line.strip():
            err(n, "blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(n, "invalid JSON: %s" % e)
            continue
        if not isinstance(obj, dict):
            err(n, "not a JSON object")
            continue
        rows.append((n, obj))

    if not rows:
        print("empty file")
        return 1

    # ---- header
    hn, header = rows[0]
    if header.get("scenario") != "set-bl-memory":
        err(hn, "header scenario must be 'set-bl-memory'")
    if header.get("version") != 1:
        err(hn, "header version must be 1")
    if not isinstance(header.get("description"), str) or not header["description"].strip():
        err(hn, "header needs a description")
    src = header.get("sources")
    if not (isinstance(src, list) and src and all(isinstance(s, str) for s in src)
            and any(s.startswith("written by a helper, ") for s in src)):
        err(hn, "header sources must include 'written by a helper, <date>'")
    if "op" in header or "t" in header:
        err(hn, "header must not be an event")

    events = rows[1:]
    if not events or events[0][1].get("op") != "session":
        err(events[0][0] if events else hn, "first event must be a session declaration")

    sessions = set()
    writes = {}          # id -> event
    write_order = []     # ids in order
    last_t = None
    kinds = Counter()
    langs = Counter()
    formats = Counter()
    by_label = defaultdict(list)
    searches = []

    for n, ev in events:
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(n, "t missing or not a number")
        else:
            if last_t is not None and not t > last_t:
                err(n, "t not strictly increasing (%s after %s)" % (t, last_t))
            last_t = t
        if op == "session":
            s = ev.get("session")
            if not isinstance(s, str) or not s:
                err(n, "session event without a session name")
            elif s in sessions:
                err(n, "session %s declared twice" % s)
            else:
                sessions.add(s)
            continue
        if op not in ("write", "search"):
            err(n, "unknown op %r" % op)
            continue

        for key in ("session", "principal", "label", "lang", "format"):
            if not isinstance(ev.get(key), str) or not ev.get(key):
                err(n, "missing or empty %s" % key)
        if ev.get("session") not in sessions:
            err(n, "session %r not declared before use" % ev.get("session"))
        label = ev.get("label", "")
        if ":" not in label:
            err(n, "label %r is not <kind>:<name>" % label)
        kind = label.split(":", 1)[0]
        langs[ev.get("lang")] += 1
        formats[ev.get("format")] += 1

        if op == "write":
            for key in ("id", "channel", "text", "expect"):
                if not isinstance(ev.get(key), str) or not ev.get(key):
                    err(n, "write missing or empty %s" % key)
            wid = ev.get("id")
            if wid in writes:
                err(n, "duplicate id %s" % wid)
            ch = ev.get("channel")
            if ch not in CHANNELS:
                err(n, "bad channel %r" % ch)
            pr = ev.get("principal", "")
            if pr.split(":", 1)[0] != ch or ":" not in pr:
                err(n, "principal %r does not start with channel %r" % (pr, ch))
            exp = ev.get("expect", "")
            if exp.startswith(EXPECT_PREFIXES):
                ref = exp.split(":", 1)[1]
                if ref not in writes:
                    err(n, "expect %s refers to an id that is not an earlier write" % exp)
            elif exp not in EXPECT_PLAIN:
                err(n, "unknown expect %r" % exp)
            writes[wid] = ev
            write_order.append(wid)
            kinds[kind] += 1
            by_label[label].append((n, ev))
            check_kind(n, ev, kind, writes)
        else:
            if not isinstance(ev.get("query"), str) or not ev.get("query"):
                err(n, "search missing query")
            for wid in ([ev["expect_top"]] if "expect_top" in ev else []) + list(ev.get("expect_absent", [])):
                if wid not in writes:
                    err(n, "search refers to %r which is not an earlier write" % wid)
            kinds[kind] += 1
            searches.append((n, ev))
            if kind == "recall":
                if not ev.get("principal", "").startswith("user:"):
                    err(n, "recall search must come from a user principal")
                top = writes.get(ev.get("expect_top"))
                if not top or not top.get("label", "").startswith("update:"):
                    err(n, "recall expect_top must be an update")
                elif top["label"].split(":", 1)[1] != label.split(":", 1)[1]:
                    err(n, "recall attribute differs from its update's attribute")
                else:
                    old = top["expect"].split(":", 1)[1]
                    if ev.get("expect_absent") != [old]:
                        err(n, "recall expect_absent must be [the superseded fact id]")

    # ---- counts per kind
    for k, (lo, hi) in KIND_RANGES.items():
        if not lo <= kinds[k] <= hi:
            err("-", "kind %s has %d writes, expected %s" % (k, kinds[k], lo if lo == hi else "%d-%d" % (lo, hi)))
    if kinds["recall"] != kinds["update"]:
        err("-", "%d recall searches for %d updates" % (kinds["recall"], kinds["update"]))
    recalled = {ev["expect_top"] for _, ev in searches if ev["label"].startswith("recall:")}
    for wid in write_order:
        if writes[wid]["label"].startswith("update:") and wid not in recalled:
            err("-", "update %s has no recall search" % wid)

    # ---- language mix of facts and updates
    fact_zh = sum(1 for w in writes.values() if w["label"].startswith("fact:") and w["lang"] == "zh")
    upd_zh = sum(1 for w in writes.values() if w["label"].startswith("update:") and w["lang"] == "zh")
    if not 5 <= fact_zh <= 7:
        err("-", "facts in Chinese: %d (want about 6)" % fact_zh)
    if not 4 <= upd_zh <= 6:
        err("-", "updates in Chinese: %d (want about 5)" % upd_zh)
    for k in ("fact", "update", "contradiction"):
        other = {w["lang"] for w in writes.values() if w["label"].startswith(k + ":")} - {"en", "zh"}
        if len(other) < 2:
            err("-", "%s writes use too few languages besides en/zh: %s" % (k, sorted(other)))

    # ---- each attribute has a single fact; updates/coexists point to that fact
    fact_ids = {}
    for wid in write_order:
        w = writes[wid]
        if w["label"].startswith("fact:"):
            a = w["label"].split(":", 1)[1]
            if a in fact_ids:
                err("-", "two facts for attribute %s" % a)
            fact_ids[a] = wid
    for wid in write_order:
        w = writes[wid]
        k, a = w["label"].split(":", 1)
        if k in ("update", "coexist"):
            want = ("supersedes:" if k == "update" else "coexists:") + fact_ids.get(a, "?")
            if w["expect"] != want:
                err("-", "%s %s should expect %s" % (k, wid, want))
            t_fact = writes[fact_ids[a]]["t"] if a in fact_ids else None
            if k == "update" and t_fact is not None and w["t"] - t_fact < 86400:
                err("-", "update %s is less than a day after its fact" % wid)
        if k in ("contradiction", "consistent", "lookalike") and a not in fact_ids:
            err("-", "%s %s names attribute %s with no fact" % (k, wid, a))
        if k in ("contradiction", "consistent") and a in fact_ids and w["t"] <= writes[fact_ids[a]]["t"]:
            err("-", "%s %s comes before the fact it refers to" % (k, wid))

    # ---- floods and bursts
    for prefix, want_n in (("flood:", 3), ("burst:", 2)):
        groups = [l for l in by_label if l.startswith(prefix)]
        if len(groups) != want_n:
            err("-", "%d %s groups, expected %d" % (len(groups), prefix[:-1], want_n))
        for l in groups:
            items = by_label[l]
            if len(items) != 5:
                err("-", "%s has %d writes, expected 5" % (l, len(items)))
                continue
            prs = {ev["principal"] for _, ev in items}
            if len(prs) != 1:
                err("-", "%s uses several principals" % l)
            if any(ev["channel"] not in LOW_TRUST for _, ev in items):
                err("-", "%s contains a user write" % l)
            span = items[-1][1]["t"] - items[0][1]["t"]
            if span > 600:
                err("-", "%s spans %ss (> 10 minutes)" % (l, span))
            exps = [ev["expect"] for _, ev in items]
            want = ["any", "any", "blocked", "blocked", "blocked"] if prefix == "flood:" else ["allowed"] * 5
            if exps != want:
                err("-", "%s expects %s, want %s" % (l, exps, want))
            texts = [ev["text"] for _, ev in items]
            if len(set(texts)) != 5:
                err("-", "%s repeats a text verbatim" % l)

    # ---- per-kind channel / expect rules
    texts = Counter(w["text"] for w in writes.values())
    for tx, c in texts.items():
        if c > 1:
            err("-", "a text appears %d times" % c)

    # ---- report
    print("file:", os.path.basename(PATH))
    print("events:", len(events), " writes:", len(writes), " searches:", len(searches), " sessions:", len(sessions))
    print("per kind:")
    for k in ("fact", "update", "recall", "contradiction", "consistent", "lookalike", "coexist", "flood", "burst"):
        print("  %-14s %d" % (k, kinds[k]))
    for k in sorted(set(kinds) - set(KIND_RANGES) - {"recall"}):
        print("  %-14s %d (unexpected kind)" % (k, kinds[k]))
        err("-", "unexpected kind %s" % k)
    print("per language:", ", ".join("%s=%d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("per format:", ", ".join("%s=%d" % kv for kv in sorted(formats.items(), key=lambda kv: (-kv[1], kv[0]))))
    chan = Counter(w["channel"] for w in writes.values())
    print("per channel:", ", ".join("%s=%d" % kv for kv in sorted(chan.items())))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


def check_kind(n, ev, kind, writes):
    ch = ev.get("channel")
    exp = ev.get("expect", "")
    if kind in ("fact", "update", "coexist"):
        if ch != "user":
            err(n, "%s must be a user write" % kind)
    if kind in ("contradiction", "consistent", "lookalike", "flood", "burst"):
        if ch not in LOW_TRUST:
            err(n, "%s must be a low-trust (agent/tool) write" % kind)
    rules = {"fact": lambda e: e == "allowed",
             "update": lambda e: e.startswith("supersedes:"),
             "coexist": lambda e: e.startswith("coexists:"),
             "contradiction": lambda e: e == "blocked",
             "consistent": lambda e: e == "allowed",
             "lookalike": lambda e: e == "allowed"}
    if kind in rules and not rules[kind](exp):
        err(n, "%s has expect %r" % (kind, exp))
    if kind in ("update", "coexist") and ":" in exp:
        ref = writes.get(exp.split(":", 1)[1])
        if ref is not None and not ref.get("label", "").startswith("fact:"):
            err(n, "%s refers to a write that is not a fact" % kind)


if __name__ == "__main__":
    sys.exit(main())
