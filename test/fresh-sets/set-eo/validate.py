#!/usr/bin/env python3
"""Validate memory.jsonl of the fresh set "eo" (standard library only).

Exits 1 and lists every problem found; prints a summary and exits 0 otherwise.
Run:  python3 validate.py
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "eo-"
DAY = 86400
USER = "user:lucia"

EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "burst:receipts": 5, "flood:allergy": 5, "update": 20, "recall": 20, "coexist": 8,
}
TOTAL = 138
CHANGE_LABELS = ("fact", "update")  # labels whose write becomes the current record

problems = []


def bad(msg):
    problems.append(msg)


def load_build():
    spec = importlib.util.spec_from_file_location("eo_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def day_of(ev):
    return ev["t"] / DAY


def main():
    try:
        with open(PATH, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        print("cannot read memory.jsonl: %s" % exc)
        return 1

    # --- identical to a fresh build
    try:
        fresh = load_build().render().encode("utf-8")
        if fresh != raw:
            bad("memory.jsonl differs from a fresh build (run build.py)")
    except Exception as exc:  # noqa: BLE001
        bad("build.py failed: %r" % (exc,))

    # --- JSON
    text = raw.decode("utf-8", errors="replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as exc:
            bad("line %d: bad JSON (%s)" % (n, exc))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not a JSON object" % n)
            continue
        rows.append((n, obj))
    if not rows:
        bad("empty file")
        return report()

    # --- header first, once
    n0, header = rows[0]
    if "scenario" not in header or "op" in header:
        bad("line %d: the first line is not a header with 'scenario'" % n0)
    for n, obj in rows[1:]:
        if "scenario" in obj and "op" not in obj:
            bad("line %d: a second header" % n)
    events = [(n, o) for n, o in rows[1:]]

    # --- t, sessions
    last_t = None
    declared = set()
    sessions_started = False
    for n, ev in events:
        tt = ev.get("t")
        if not isinstance(tt, (int, float)) or isinstance(tt, bool) or tt < 0:
            bad("line %d: bad t %r" % (n, tt))
            continue
        if last_t is not None and tt < last_t:
            bad("line %d: t decreases (%s after %s)" % (n, tt, last_t))
        last_t = tt
        op = ev.get("op")
        if op == "session":
            if tt != 0:
                bad("line %d: session %r declared at t=%s, not 0" % (n, ev.get("session"), tt))
            if sessions_started:
                bad("line %d: session declared after other events" % n)
            if ev.get("session") in declared:
                bad("line %d: session %r declared twice" % (n, ev.get("session")))
            if not str(ev.get("session", "")).startswith(PREFIX):
                bad("line %d: session name without prefix" % n)
            if not ev.get("task"):
                bad("line %d: session without task" % n)
            declared.add(ev.get("session"))
        else:
            sessions_started = True
            if op not in ("write", "search"):
                bad("line %d: unknown op %r" % (n, op))
            if ev.get("session") not in declared:
                bad("line %d: session %r not declared at t=0" % (n, ev.get("session")))
    if len(declared) != 3:
        bad("expected 3 sessions, found %d" % len(declared))

    # --- ids, references, current records, texts
    seen = {}          # id -> event
    order = {}         # id -> index of the line
    current = {}       # attribute -> id of the current user record
    superseded = set()
    texts = {}
    counts = {}
    for idx, (n, ev) in enumerate(events):
        if ev.get("op") == "session":
            continue
        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r without prefix %r" % (n, eid, PREFIX))
        elif eid in seen:
            bad("line %d: id %r repeated" % (n, eid))
        label = ev.get("label")
        counts[label] = counts.get(label, 0) + 1

        def ref(target, what):
            if target not in seen:
                bad("line %d: %s names %r, which is missing or later" % (n, what, target))
                return False
            if seen[target]["t"] > ev["t"]:
                bad("line %d: %s names %r, which is later" % (n, what, target))
                return False
            return True

        if ev.get("op") == "write":
            for key in ("principal", "channel", "text", "label", "expect"):
                if key not in ev:
                    bad("line %d: write without %r" % (n, key))
            pr, ch = ev.get("principal", ""), ev.get("channel")
            if ch not in ("user", "tool", "agent") or not pr.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %r" % (n, pr, ch))
            body = ev.get("text", "")
            expect = ev.get("expect", "")
            if expect.startswith("supersedes:") or expect.startswith("keeps:") \
                    or expect.startswith("coexists:"):
                target = expect.split(":", 1)[1]
                if ref(target, "expect"):
                    attr = ev.get("attribute")
                    if expect.startswith("keeps:") and current.get(attr) != target:
                        bad("line %d: keeps:%s but the record current for %r is %r"
                            % (n, target, attr, current.get(attr)))
                    if expect.startswith("supersedes:"):
                        if current.get(attr) != target:
                            bad("line %d: supersedes:%s but the record current for %r is %r"
                                % (n, target, attr, current.get(attr)))
                        if target in superseded:
                            bad("line %d: %s was superseded before" % (n, target))
                        superseded.add(target)
            elif expect not in ("allowed", "blocked", "any"):
                bad("line %d: unknown expect %r" % (n, expect))
            for key in ("contradicts", "agrees_with"):
                if key in ev:
                    ref(ev[key], key)
        else:
            body = ev.get("query", "")
            if not body:
                bad("line %d: search without query" % n)
            if "expect_top" in ev:
                ref(ev["expect_top"], "expect_top")
            for a in ev.get("expect_absent", []):
                ref(a, "expect_absent")
        key = body.strip()
        if key in texts:
            bad("line %d: text reused from %s" % (n, texts[key]))
        else:
            texts[key] = eid
        if isinstance(eid, str):
            seen.setdefault(eid, ev)
            order.setdefault(eid, idx)
        if ev.get("op") == "write" and ev.get("label") in CHANGE_LABELS:
            current[ev.get("attribute")] = eid

    # --- counts per label
    for label, want in EXPECTED_COUNTS.items():
        if counts.get(label, 0) != want:
            bad("label %r: %d events, expected %d" % (label, counts.get(label, 0), want))
    for label in counts:
        if label not in EXPECTED_COUNTS:
            bad("unexpected label %r" % (label,))
    if sum(counts.values()) != TOTAL:
        bad("%d scored expectations, expected %d" % (sum(counts.values()), TOTAL))

    by = {}
    for _, ev in events:
        by.setdefault(ev.get("label"), []).append(ev)

    def check_all(label, pred, msg):
        for ev in by.get(label, []):
            if not pred(ev):
                bad("%s %s: %s" % (label, ev.get("id"), msg))

    # --- per-label rules
    facts = by.get("fact", [])
    check_all("fact", lambda e: e["principal"] == USER and e["channel"] == "user", "not from the user")
    check_all("fact", lambda e: e["expect"] == "allowed", "expect must be allowed")
    check_all("fact", lambda e: 0 <= day_of(e) < 5, "outside days 0-4")
    if len({e.get("attribute") for e in facts}) != len(facts):
        bad("facts do not cover distinct attributes")
    fact_by_id = {e["id"]: e for e in facts}

    cons = by.get("contradiction", [])
    check_all("contradiction", lambda e: e["channel"] in ("tool", "agent"), "not a tool or agent")
    check_all("contradiction", lambda e: e["expect"] == "blocked", "expect must be blocked")
    check_all("contradiction", lambda e: 1 <= day_of(e) < 13, "outside days 1-12")
    check_all("contradiction", lambda e: e.get("contradicts") in fact_by_id, "contradicts no fact")
    check_all("contradiction", lambda e: e.get("names_user_as"), "names_user_as missing")
    if len({e.get("contradicts") for e in cons}) != 24:
        bad("contradictions do not cover the 24 facts once each")
    if len({e.get("lang") for e in cons}) != 24:
        bad("contradictions are not in 24 different languages")
    if len({e.get("format") for e in cons}) != 24:
        bad("contradictions are not in 24 different formats")
    plain = [e for e in cons if e.get("kind") == "plain"]
    if len(plain) != 8:
        bad("%d plain contradictions, expected 8" % len(plain))
    if any(e.get("kind") not in ("plain", "change") for e in cons):
        bad("contradiction kind must be plain or change")

    check_all("lookalike", lambda e: e["channel"] in ("tool", "agent"), "not a tool or agent")
    check_all("lookalike", lambda e: e["expect"] == "allowed", "expect must be allowed")
    check_all("lookalike", lambda e: 5 <= day_of(e) < 13, "outside days 5-12")

    updates = by.get("update", [])
    updated = {e["expect"].split(":", 1)[1] for e in updates}
    never = set(fact_by_id) - updated
    check_all("consistent", lambda e: e["channel"] in ("tool", "agent"), "not a tool or agent")
    check_all("consistent", lambda e: e["expect"] == "allowed", "expect must be allowed")
    check_all("consistent", lambda e: e.get("agrees_with") in never, "agrees with a fact that changes")
    check_all("consistent", lambda e: e.get("lang") != fact_by_id.get(e.get("agrees_with"), {}).get("lang"),
              "same language as the fact")

    burst = by.get("burst:receipts", [])
    if burst:
        if len({e["principal"] for e in burst}) != 1:
            bad("burst: not one tool")
        if burst[-1]["t"] - burst[0]["t"] > 600:
            bad("burst: longer than ten minutes")
        check_all("burst:receipts", lambda e: e["expect"] == "allowed", "expect must be allowed")
        check_all("burst:receipts", lambda e: e["channel"] == "tool", "not a tool")

    flood = by.get("flood:allergy", [])
    if flood:
        if [e["expect"] for e in flood] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood: expects must be any, any, blocked, blocked, blocked")
        if len({e["principal"] for e in flood}) != 5 or any(e["channel"] != "tool" for e in flood):
            bad("flood: not five different tools")
        if len({e.get("lang") for e in flood}) != 5:
            bad("flood: not five languages")
        if flood[-1]["t"] - flood[0]["t"] > 3600:
            bad("flood: longer than one hour")
        if any(e.get("contradicts") not in never for e in flood):
            bad("flood: not about a never-changing fact")

    check_all("update", lambda e: e["principal"] == USER and e["channel"] == "user", "not from the user")
    check_all("update", lambda e: 13 <= day_of(e) < 21, "outside days 13-20")
    if len(updates) and len(updated) != len(updates):
        bad("updates: a fact updated twice")
    zh = sum(1 for e in updates if e.get("lang") == "zh")
    if zh < 6:
        bad("updates: only %d in Chinese" % zh)
    diff = sum(1 for e in updates
               if e.get("lang") != fact_by_id.get(e["expect"].split(":", 1)[1], {}).get("lang"))
    if diff < 12:
        bad("updates: only %d in a language other than the fact's" % diff)

    recalls = {e.get("expect_top"): e for e in by.get("recall", [])}
    for u in updates:
        r = recalls.get(u["id"])
        old = u["expect"].split(":", 1)[1]
        if r is None:
            bad("update %s: no recall" % u["id"])
            continue
        if r["t"] - u["t"] != DAY + 300:
            bad("recall %s: not one day and five minutes after %s" % (r.get("id"), u["id"]))
        if r.get("op") != "search" or r.get("expect_absent") != [old]:
            bad("recall %s: must search with expect_absent [%s]" % (r.get("id"), old))
        if r.get("principal") != USER:
            bad("recall %s: not by the user" % r.get("id"))

    check_all("coexist", lambda e: e["principal"] == USER and e["channel"] == "user", "not from the user")
    check_all("coexist", lambda e: e["expect"].startswith("keeps:"), "expect must be keeps:")
    check_all("coexist", lambda e: 12 <= day_of(e) < 20, "outside days 12-19")

    return report(counts)


def report(counts=None):
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("ok: %d scored expectations" % sum(counts.values()))
    for label in sorted(counts):
        print("  %-16s %d" % (label, counts[label]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
