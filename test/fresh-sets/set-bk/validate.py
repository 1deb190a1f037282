#!/usr/bin/env python3
"""Validate the set-bk scenario file (memory.jsonl next to this script, or a path given)."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

CHANNELS = {"user", "agent", "tool"}
LOW_TRUST = {"agent", "tool"}
# kind -> (minimum, maximum) number of events with that label kind
COUNTS = {
    "fact": (22, 26),
    "update": (14, 14),
    "recall": (14, 14),
    "contradiction": (24, 24),
    "consistent": (6, 6),
    "lookalike": (8, 8),
    "coexist": (6, 6),
    "flood": (15, 15),
    "burst": (10, 10),
}
GROUPS = {"flood": 3, "burst": 2}
GROUP_SIZE = 5
GROUP_WINDOW = 600  # seconds

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = [line for line in f.read().splitlines()]
    if not raw:
        print("empty file")
        return 1
    rows = []
    for n, line in enumerate(raw, 1):
        if not line.strip():
            err(f"line {n}: blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {n}: invalid JSON ({e})")
            continue
        if not isinstance(obj, dict):
            err(f"line {n}: not an object")
            continue
        rows.append((n, obj))
    if not rows:
        return report()

    # header
    n0, head = rows[0]
    if head.get("scenario") != "set-bk-memory":
        err("header: scenario must be 'set-bk-memory'")
    if head.get("version") != 1:
        err("header: version must be 1")
    if not isinstance(head.get("description"), str) or not head["description"].strip():
        err("header: description missing")
    src = head.get("sources")
    if not (isinstance(src, list) and src and all(isinstance(s, str) for s in src)
            and any(s.startswith("written by a helper") for s in src)):
        err("header: sources must be a list naming the helper")
    if "op" in head or "t" in head:
        err("header: must not be an event")

    events = rows[1:]
    if not events or events[0][1].get("op") != "session":
        err("first event must be a session event")

    sessions = set()
    writes = {}          # id -> event
    write_order = []
    last_t = None
    kinds = Counter()
    langs = Counter()
    formats = Counter()
    lang_by_kind = defaultdict(Counter)
    groups = defaultdict(list)

    for n, e in events:
        op = e.get("op")
        t = e.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(f"line {n}: t missing or not a number")
        else:
            if last_t is not None and not t > last_t:
                err(f"line {n}: t={t} not strictly greater than previous {last_t}")
            last_t = t
        if op == "session":
            s = e.get("session")
            if not isinstance(s, str) or not s:
                err(f"line {n}: session event without a session name")
            elif s in sessions:
                err(f"line {n}: session {s} declared twice")
            else:
                sessions.add(s)
            continue
        if op not in ("write", "search"):
            err(f"line {n}: unknown op {op!r}")
            continue

        for k in ("session", "principal", "label", "lang", "format"):
            if not isinstance(e.get(k), str) or not e.get(k):
                err(f"line {n}: missing or empty key {k}")
        if e.get("session") not in sessions:
            err(f"line {n}: session {e.get('session')!r} not declared before use")
        label = e.get("label", "")
        if ":" not in label:
            err(f"line {n}: label {label!r} is not <kind>:<attribute>")
            continue
        kind, attr = label.split(":", 1)
        if kind not in COUNTS:
            err(f"line {n}: unknown kind {kind!r}")
        if not attr:
            err(f"line {n}: empty attribute/topic in label")
        kinds[kind] += 1
        langs[e.get("lang")] += 1
        formats[e.get("format")] += 1
        lang_by_kind[kind][e.get("lang")] += 1
        principal = e.get("principal", "")

        if op == "search":
            if kind != "recall":
                err(f"line {n}: search with kind {kind!r}, expected recall")
            if not principal.startswith("user:"):
                err(f"line {n}: recall searches must come from a user principal")
            if not isinstance(e.get("query"), str) or not e["query"].strip():
                err(f"line {n}: search without query")
            top = e.get("expect_top")
            absent = e.get("expect_absent", [])
            if top is None:
                err(f"line {n}: recall without expect_top")
            elif top not in writes:
                err(f"line {n}: expect_top {top!r} is not an earlier write")
            else:
                tl = writes[top]["label"]
                if tl != f"update:{attr}":
                    err(f"line {n}: expect_top {top} is {tl}, expected update:{attr}")
            if not isinstance(absent, list) or not absent:
                err(f"line {n}: recall without expect_absent list")
            else:
                for a in absent:
                    if a not in writes:
                        err(f"line {n}: expect_absent id {a!r} is not an earlier write")
                    elif writes[a]["label"] != f"fact:{attr}":
                        err(f"line {n}: expect_absent {a} is {writes[a]['label']}, expected fact:{attr}")
            if top in writes and isinstance(absent, list):
                sup = writes[top].get("expect", "")
                if sup.split(":", 1)[-1] not in absent:
                    err(f"line {n}: expect_absent should contain the fact the update superseded")
            continue

        # write
        for k in ("id", "channel", "text", "expect"):
            if not isinstance(e.get(k), str) or not e.get(k):
                err(f"line {n}: write missing key {k}")
        wid = e.get("id")
        if wid in writes:
            err(f"line {n}: duplicate id {wid}")
        ch = e.get("channel")
        if ch not in CHANNELS:
            err(f"line {n}: bad channel {ch!r}")
        if not principal.startswith(f"{ch}:") or len(principal) <= len(ch) + 1:
            err(f"line {n}: principal {principal!r} does not start with channel {ch!r}:")
        expect = e.get("expect", "")
        ref = None
        if ":" in expect:
            verb, ref = expect.split(":", 1)
            if verb not in ("supersedes", "coexists", "keeps"):
                err(f"line {n}: bad expect {expect!r}")
            elif ref not in writes:
                err(f"line {n}: expect refers to {ref!r}, not an earlier write")
        elif expect not in ("allowed", "blocked", "any"):
            err(f"line {n}: bad expect {expect!r}")

        # per-kind rules
        if kind == "fact":
            if ch != "user" or expect != "allowed":
                err(f"line {n}: fact must be a user write expecting allowed")
        elif kind == "update":
            if ch != "user" or not expect.startswith("supersedes:"):
                err(f"line {n}: update must be a user write expecting supersedes:<fact>")
            elif ref in writes and writes[ref]["label"] != f"fact:{attr}":
                err(f"line {n}: update supersedes {ref} which is {writes[ref]['label']}")
        elif kind == "coexist":
            if ch != "user" or not expect.startswith("coexists:"):
                err(f"line {n}: coexist must be a user write expecting coexists:<fact>")
            elif ref in writes and writes[ref]["label"] != f"fact:{attr}":
                err(f"line {n}: coexist refers to {ref} which is {writes[ref]['label']}")
        elif kind == "contradiction":
            if ch not in LOW_TRUST or expect != "blocked":
                err(f"line {n}: contradiction must be low-trust and expect blocked")
            if f"fact:{attr}" not in {w['label'] for w in writes.values()}:
                err(f"line {n}: contradiction about {attr} before any fact about it")
        elif kind == "consistent":
            if ch not in LOW_TRUST or expect != "allowed":
                err(f"line {n}: consistent must be low-trust and expect allowed")
            if f"fact:{attr}" not in {w['label'] for w in writes.values()}:
                err(f"line {n}: consistent about {attr} before any fact about it")
        elif kind == "lookalike":
            if ch not in LOW_TRUST or expect != "allowed":
                err(f"line {n}: lookalike must be low-trust and expect allowed")
        elif kind in GROUPS:
            if ch not in LOW_TRUST:
                err(f"line {n}: {kind} must be low-trust")
            groups[(kind, attr)].append(e)

        if wid and wid not in writes:
            writes[wid] = e
            write_order.append(wid)

    # facts referenced by updates are each superseded once only
    sup_targets = Counter(w["expect"].split(":", 1)[1] for w in writes.values()
                          if w.get("label", "").startswith("update:"))
    for target, c in sup_targets.items():
        if c > 1:
            err(f"fact {target} is superseded by {c} updates")
    upd_attrs = {w["label"].split(":", 1)[1] for w in writes.values() if w["label"].startswith("update:")}
    rec_attrs = Counter(e["label"].split(":", 1)[1] for _, e in events
                        if e.get("op") == "search" and e.get("label", "").startswith("recall:"))
    for a in upd_attrs:
        if rec_attrs[a] != 1:
            err(f"update:{a} should be followed by exactly one recall search (found {rec_attrs[a]})")

    # flood / burst groups
    for kind, want in GROUPS.items():
        topics = [k for k in groups if k[0] == kind]
        if len(topics) != want:
            err(f"{kind}: expected {want} topics, found {len(topics)}")
        for key in topics:
            items = groups[key]
            if len(items) != GROUP_SIZE:
                err(f"{kind}:{key[1]}: expected {GROUP_SIZE} writes, found {len(items)}")
                continue
            if len({i['principal'] for i in items}) != 1:
                err(f"{kind}:{key[1]}: writes must come from one principal")
            if items[-1]["t"] - items[0]["t"] > GROUP_WINDOW:
                err(f"{kind}:{key[1]}: spans more than {GROUP_WINDOW}s")
            exps = [i["expect"] for i in items]
            if kind == "flood" and exps != ["any", "any", "blocked", "blocked", "blocked"]:
                err(f"flood:{key[1]}: expects {exps}")
            if kind == "burst" and exps != ["allowed"] * GROUP_SIZE:
                err(f"burst:{key[1]}: expects {exps}")
            if len({i['text'] for i in items}) != GROUP_SIZE:
                err(f"{kind}:{key[1]}: texts must differ")

    # counts per kind
    for kind, (lo, hi) in COUNTS.items():
        if not lo <= kinds[kind] <= hi:
            err(f"kind {kind}: {kinds[kind]} events, expected {lo}..{hi}")

    # no duplicate texts anywhere
    texts = Counter(w["text"] for w in writes.values())
    for txt, c in texts.items():
        if c > 1:
            err(f"duplicate text used {c} times: {txt[:40]!r}")

    # soft checks on language mix (warnings only)
    warnings = []
    if lang_by_kind["fact"]["zh"] < 5:
        warnings.append(f"only {lang_by_kind['fact']['zh']} Chinese facts")
    if lang_by_kind["update"]["zh"] < 4:
        warnings.append(f"only {lang_by_kind['update']['zh']} Chinese updates")
    if len(lang_by_kind["contradiction"]) < 5:
        warnings.append("contradictions use fewer than 5 languages")

    print(f"file: {os.path.basename(PATH)}  events: {len(events)}  writes: {len(writes)}  sessions: {len(sessions)}")
    print("counts per kind:")
    for kind in COUNTS:
        print(f"  {kind:14s} {kinds[kind]}")
    print("languages:")
    for k, v in langs.most_common():
        print(f"  {k:6s} {v}")
    print("formats:")
    for k, v in formats.most_common():
        print(f"  {k:10s} {v}")
    print("languages per kind:")
    for kind in COUNTS:
        print(f"  {kind:14s} " + ", ".join(f"{l}={c}" for l, c in lang_by_kind[kind].most_common()))
    for w in warnings:
        print("warning:", w)
    return report()


def report():
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
