#!/usr/bin/env python3
"""Validate the set-ec memory scenario. Exit 1 on any problem.

Usage: python3 validate.py [memory.jsonl]   (default: memory.jsonl next to this script)
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "set-ec-"
DAY = 86400
EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "update": 16, "recall": 16, "coexist": 8,
}
DAY_RANGES = {
    "fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12),
    "update": (13, 20), "coexist": (13, 20),
}
USER_LABELS = {"fact", "update", "coexist"}
TOOL_LABELS = {"contradiction", "lookalike", "consistent"}
FIXED_EXPECT = {"fact": "allowed", "contradiction": "blocked", "lookalike": "allowed",
                "consistent": "allowed"}
REQUIRED_WRITE = ["id", "session", "principal", "channel", "text", "label", "expect"]
NOTES = ["attribute", "lang", "format"]

problems = []


def bad(msg):
    problems.append(msg)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
    with open(path, encoding="utf-8") as f:
        raw = f.read()

    rows = []
    for n, line in enumerate(raw.splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except Exception as e:
            bad("line %d: not JSON (%s)" % (n, e))
    if problems:
        return
    if not rows or "scenario" not in rows[0] or "op" in rows[0]:
        bad("first line is not a header with 'scenario'")
        return
    events = rows[1:]

    sessions = set()
    seen = {}          # id -> (index, event)
    by_label = {}
    last_t = -1
    for i, e in enumerate(events):
        op = e.get("op")
        t = e.get("t")
        if not isinstance(t, (int, float)):
            bad("event %d: t missing" % i)
            continue
        if t < last_t:
            bad("event %d: t decreases (%s < %s)" % (i, t, last_t))
        last_t = t
        if op == "session":
            if not e.get("session") or not e.get("task"):
                bad("event %d: session without name or task" % i)
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            bad("event %d: unknown op %r" % (i, op))
            continue
        if e.get("session") not in sessions:
            bad("event %d: session %r not declared before use" % (i, e.get("session")))
        eid = e.get("id")
        if not eid or not str(eid).startswith(PREFIX):
            bad("event %d: id %r missing or without prefix" % (i, eid))
        if eid in seen:
            bad("duplicate id %s" % eid)
        seen[eid] = (i, e)
        label = e.get("label", "")
        by_label.setdefault(label, []).append((i, e))
        principal = e.get("principal", "")
        if op == "write":
            for k in REQUIRED_WRITE:
                if k not in e or e[k] in ("", None):
                    bad("%s: missing %s" % (eid, k))
            for k in NOTES:
                if k not in e:
                    bad("%s: missing note %s" % (eid, k))
            ch = e.get("channel")
            if ch not in ("user", "agent", "tool"):
                bad("%s: bad channel %r" % (eid, ch))
            if not principal.startswith(str(ch) + ":") or len(principal) <= len(str(ch)) + 1:
                bad("%s: principal %r does not match channel %r" % (eid, principal, ch))
        else:
            if not e.get("query") or not principal.startswith("user:"):
                bad("%s: search needs a query and a user principal" % eid)

    # counts per label
    for lab, n in EXPECTED_COUNTS.items():
        got = len(by_label.get(lab, []))
        if got != n:
            bad("label %s: %d events, expected %d" % (lab, got, n))
    flood_labels = [l for l in by_label if l.startswith("flood:")]
    burst_labels = [l for l in by_label if l.startswith("burst:")]
    known = set(EXPECTED_COUNTS) | set(flood_labels) | set(burst_labels) | {""}
    for l in by_label:
        if l not in known:
            bad("unknown label %r" % l)
    if len(flood_labels) != 1 or len(by_label[flood_labels[0]]) != 5:
        bad("need exactly one flood label with five writes")
    if len(burst_labels) != 1 or len(by_label[burst_labels[0]]) != 5:
        bad("need exactly one burst label with five writes")

    # per-label rules
    user_principals = set()
    for lab, items in by_label.items():
        for i, e in items:
            eid = e["id"]
            day = int(e["t"] // DAY)
            if lab in DAY_RANGES:
                lo, hi = DAY_RANGES[lab]
                if not lo <= day <= hi:
                    bad("%s: day %d outside %d-%d" % (eid, day, lo, hi))
            if lab in USER_LABELS:
                if e.get("channel") != "user":
                    bad("%s: must be on channel user" % eid)
                user_principals.add(e.get("principal"))
            if lab in TOOL_LABELS or lab.startswith("flood:") or lab.startswith("burst:"):
                if e.get("channel") not in ("tool", "agent"):
                    bad("%s: must be tool or agent" % eid)
            if lab in FIXED_EXPECT and e.get("expect") != FIXED_EXPECT[lab]:
                bad("%s: expect %r, wanted %r" % (eid, e.get("expect"), FIXED_EXPECT[lab]))

    def target_ok(src, tid, idx, want_label=None):
        if tid not in seen:
            bad("%s: target %s does not exist" % (src, tid))
            return None
        j, te = seen[tid]
        if j >= idx:
            bad("%s: target %s is not earlier" % (src, tid))
        if want_label and te.get("label") not in want_label:
            bad("%s: target %s has label %s" % (src, tid, te.get("label")))
        return te

    fact_attr = {e["attribute"]: e["id"] for _, e in by_label.get("fact", [])}
    if len(fact_attr) != 24:
        bad("facts must cover 24 distinct attributes")

    # updates: supersede a fact of the same attribute
    latest = {}
    for i, e in by_label.get("update", []):
        exp = e.get("expect", "")
        if not exp.startswith("supersedes:"):
            bad("%s: update must expect supersedes:" % e["id"])
            continue
        te = target_ok(e["id"], exp.split(":", 1)[1], i, {"fact"})
        if te and te.get("attribute") != e.get("attribute"):
            bad("%s: supersedes a fact of another attribute" % e["id"])
    # recalls: one day after their update
    for i, e in by_label.get("recall", []):
        if e.get("op") != "search":
            bad("%s: recall must be a search" % e["id"])
        te = target_ok(e["id"], e.get("expect_top"), i, {"update"})
        for a in e.get("expect_absent") or []:
            target_ok(e["id"], a, i, {"fact"})
        if not e.get("expect_absent"):
            bad("%s: expect_absent missing" % e["id"])
        if te:
            gap = e["t"] - te["t"]
            if not DAY <= gap < 2 * DAY:
                bad("%s: not one day after its update" % e["id"])
            if e.get("expect_absent") != [te["expect"].split(":", 1)[1]]:
                bad("%s: expect_absent is not the superseded fact" % e["id"])
    # coexist: keeps the current record of its attribute
    for i, e in by_label.get("coexist", []):
        exp = e.get("expect", "")
        if not exp.startswith("keeps:"):
            bad("%s: coexist must expect keeps:" % e["id"])
            continue
        te = target_ok(e["id"], exp.split(":", 1)[1], i, {"fact", "update"})
        attr = e.get("attribute")
        cur = fact_attr.get(attr)
        for j, u in by_label.get("update", []):
            if u.get("attribute") == attr and j < i:
                cur = u["id"]
        if te and te["id"] != cur:
            bad("%s: keeps %s but the current record is %s" % (e["id"], te["id"], cur))
    # contradictions and consistent writes point at a fact of their attribute
    for lab, key in (("contradiction", "contradicts"), ("consistent", "agrees_with")):
        for i, e in by_label.get(lab, []):
            te = target_ok(e["id"], e.get(key), i, {"fact"})
            if te and te.get("attribute") != e.get("attribute"):
                bad("%s: %s a fact of another attribute" % (e["id"], key))
    contra_langs = {e.get("lang") for _, e in by_label.get("contradiction", [])}
    if len(contra_langs) < 20:
        bad("contradictions use %d languages, need >= 20" % len(contra_langs))
    no_change = sum(1 for _, e in by_label.get("contradiction", []) if e.get("change_word") is False)
    if not 6 <= no_change <= 10:
        bad("contradictions without a change word: %d, want about a third" % no_change)
    if len(user_principals) != 1:
        bad("user writes come from %d principals" % len(user_principals))
    user_langs = {e.get("lang") for lab in USER_LABELS for _, e in by_label.get(lab, [])}
    if not 2 <= len(user_langs) <= 3:
        bad("the person writes in %d languages, want 2-3" % len(user_langs))
    for _, e in by_label.get("recall", []):
        if e.get("principal") not in user_principals:
            bad("%s: recall not by the user" % e["id"])

    # flood: five different tools within one hour on day 8; any, any, blocked x3
    for fl in flood_labels:
        items = by_label[fl]
        ts = [e["t"] for _, e in items]
        if len({e["principal"] for _, e in items}) != 5:
            bad("flood: principals are not five different tools")
        if any(e["channel"] != "tool" for _, e in items):
            bad("flood: all writes must be tools")
        if max(ts) - min(ts) > 3600 or any(int(t // DAY) != 8 for t in ts):
            bad("flood: not within one hour on day 8")
        if [e["expect"] for _, e in items] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood: expectations must be any, any, blocked, blocked, blocked")
        if len({e["lang"] for _, e in items}) < 3:
            bad("flood: wording should vary across languages")
    # burst: one tool, five allowed writes within six minutes on day 10
    for bl in burst_labels:
        items = by_label[bl]
        ts = [e["t"] for _, e in items]
        if len({e["principal"] for _, e in items}) != 1 or items[0][1]["channel"] != "tool":
            bad("burst: not one tool")
        if max(ts) - min(ts) > 360 or any(int(t // DAY) != 10 for t in ts):
            bad("burst: not within six minutes on day 10")
        if any(e["expect"] != "allowed" for _, e in items):
            bad("burst: every write must expect allowed")

    # the file equals a fresh build
    spec = importlib.util.spec_from_file_location("set_ec_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.build_lines() != raw:
        bad("file differs from a fresh build")


if __name__ == "__main__":
    main()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("ok: all checks passed")
