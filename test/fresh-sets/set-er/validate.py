#!/usr/bin/env python3
"""Validate memory.jsonl of the fresh set "er". Standard library only.

Run: python3 validate.py [path-to-memory.jsonl]
Exits 0 when every check passes, 1 on any problem (each problem is printed).
"""
import importlib.util
import json
import os
import re
import sys

PREFIX = "er-"
DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))

EXPECTED_COUNTS = {
    "fact": 24,
    "contradiction": 24,
    "lookalike": 24,
    "consistent": 8,
    "update": 20,
    "recall": 20,
    "coexist": 8,
}
FIXED_EXPECT = {
    "fact": "allowed",
    "contradiction": "blocked",
    "lookalike": "allowed",
    "consistent": "allowed",
}
FLOOD_EXPECTS = ["any", "any", "blocked", "blocked", "blocked"]
CHANNELS = {"user", "agent", "tool"}

problems = []


def bad(msg):
    problems.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text.strip().lower())


def load_build():
    spec = importlib.util.spec_from_file_location("er_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
    try:
        with open(path, encoding="utf-8") as fh:
            raw = fh.read()
    except OSError as exc:
        print("cannot read file: %s" % exc)
        return 1

    # --- JSON -------------------------------------------------------------
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    recs = []
    for n, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as exc:
            bad("line %d: bad JSON (%s)" % (n, exc))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not a JSON object" % n)
            continue
        recs.append((n, obj))
    if problems:
        return report()

    # --- header -----------------------------------------------------------
    if not recs or "scenario" not in recs[0][1] or "op" in recs[0][1]:
        bad("line 1: header with 'scenario' must come first")
    for n, obj in recs[1:]:
        if "scenario" in obj and "op" not in obj:
            bad("line %d: second header" % n)
    events = [(n, o) for n, o in recs[1:]]

    # --- sessions, time order ---------------------------------------------
    declared = set()
    last_t = -1
    for n, ev in events:
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad("line %d: t must be a non-negative integer" % n)
            continue
        if t < last_t:
            bad("line %d: t decreases (%d after %d)" % (n, t, last_t))
        last_t = max(last_t, t)
        op = ev.get("op")
        if op == "session":
            if t != 0:
                bad("line %d: session declared at t=%d, not 0" % (n, t))
            if ev.get("session") in declared:
                bad("line %d: session declared twice" % n)
            if not ev.get("task"):
                bad("line %d: session without task" % n)
            declared.add(ev.get("session"))
        elif op in ("write", "search"):
            if ev.get("session") not in declared:
                bad("line %d: session %r not declared at t=0" % (n, ev.get("session")))
        else:
            bad("line %d: unknown op %r" % (n, op))
    if len(declared) != 3:
        bad("expected 3 sessions, found %d" % len(declared))
    if max((ev["t"] for _, ev in events if isinstance(ev.get("t"), int)), default=0) > 23 * DAY:
        bad("replay runs past about three weeks")

    # --- ids, references, texts ------------------------------------------
    seen = {}          # id -> event
    texts = {}
    by_label = {}
    current = {}       # attribute -> id of the record current for the user
    for n, ev in events:
        op = ev.get("op")
        if op == "session":
            continue
        eid = ev.get("id")
        label = ev.get("label")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks prefix %s" % (n, eid, PREFIX))
        elif eid in seen:
            bad("line %d: id %s repeated" % (n, eid))
        if not isinstance(label, str):
            bad("line %d: missing label" % n)
            label = ""
        by_label.setdefault(label, []).append(ev)
        principal = ev.get("principal", "")
        body = ev.get("text") if op == "write" else ev.get("query")
        if not isinstance(body, str) or not body.strip():
            bad("line %d: empty text or query" % n)
        else:
            k = norm(body)
            if k in texts:
                bad("line %d: text reused from %s" % (n, texts[k]))
            texts[k] = eid

        if op == "write":
            ch = ev.get("channel")
            if ch not in CHANNELS:
                bad("line %d: bad channel %r" % (n, ch))
            elif not principal.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %r" % (n, principal, ch))
            exp = ev.get("expect", "")
            m = re.match(r"^(supersedes|keeps|coexists):(.+)$", exp)
            if m:
                ref = m.group(2)
                if ref not in seen:
                    bad("line %d: %s names missing or later id %s" % (n, m.group(1), ref))
                attr = ev.get("attribute")
                if m.group(1) in ("keeps", "supersedes"):
                    if current.get(attr) != ref:
                        bad("line %d: %s:%s but the record current for %r is %s"
                            % (n, m.group(1), ref, attr, current.get(attr)))
            elif exp not in ("allowed", "blocked", "any"):
                bad("line %d: bad expect %r" % (n, exp))
            for key in ("contradicts", "agrees_with"):
                if key in ev and ev[key] not in seen:
                    bad("line %d: %s names missing or later id %s" % (n, key, ev[key]))
            if principal == "user:jiahui" and label in ("fact", "update"):
                current[ev.get("attribute")] = eid
        elif op == "search":
            top = ev.get("expect_top")
            if top is not None and top not in seen:
                bad("line %d: expect_top names missing or later id %s" % (n, top))
            for ref in ev.get("expect_absent", []) or []:
                if ref not in seen:
                    bad("line %d: expect_absent names missing or later id %s" % (n, ref))
        if isinstance(eid, str):
            seen[eid] = ev

    # --- counts and expectations per label --------------------------------
    for label, want in EXPECTED_COUNTS.items():
        got = len(by_label.get(label, []))
        if got != want:
            bad("label %s: %d events, expected %d" % (label, got, want))
    for label, exp in FIXED_EXPECT.items():
        for ev in by_label.get(label, []):
            if ev.get("expect") != exp:
                bad("%s: label %s expects %r, not %r" % (ev.get("id"), label, exp, ev.get("expect")))
    bursts = [l for l in by_label if l.startswith("burst:")]
    floods = [l for l in by_label if l.startswith("flood:")]
    if len(bursts) != 1 or len(by_label[bursts[0]]) != 5:
        bad("need exactly one burst label with 5 events")
    else:
        b = by_label[bursts[0]]
        if any(e.get("expect") != "allowed" for e in b):
            bad("burst events must expect allowed")
        if len({e["principal"] for e in b}) != 1:
            bad("burst must come from one tool")
        if b[-1]["t"] - b[0]["t"] > 600:
            bad("burst spans more than ten minutes")
    if len(floods) != 1 or len(by_label[floods[0]]) != 5:
        bad("need exactly one flood label with 5 events")
    else:
        f = by_label[floods[0]]
        if [e.get("expect") for e in f] != FLOOD_EXPECTS:
            bad("flood expects must be %s" % FLOOD_EXPECTS)
        if len({e["principal"] for e in f}) != 5 or len({e.get("lang") for e in f}) != 5:
            bad("flood needs five tools in five languages")
        if any(e.get("channel") != "tool" for e in f):
            bad("flood must come from tools")
        if f[-1]["t"] - f[0]["t"] > 3600:
            bad("flood spans more than one hour")
    scored = sum(len(v) for k, v in by_label.items())
    if scored != 138:
        bad("%d scored expectations, expected 138" % scored)

    # --- story constraints -------------------------------------------------
    facts = {e["id"]: e for e in by_label.get("fact", [])}
    for e in facts.values():
        if e.get("channel") != "user" or not (0 <= e["t"] < 5 * DAY):
            bad("%s: facts are user writes on days 0-4" % e["id"])
    if len({e.get("attribute") for e in facts.values()}) != 24:
        bad("facts must cover 24 different attributes")
    updates = by_label.get("update", [])
    updated = set()
    for e in updates:
        old = e["expect"].split(":", 1)[1]
        updated.add(old)
        if old not in facts:
            bad("%s: update must supersede a fact" % e["id"])
        if e.get("channel") != "user" or not (13 * DAY <= e["t"] < 21 * DAY):
            bad("%s: updates are user writes on days 13-20" % e["id"])
    if len(updated) != 20:
        bad("updates must change 20 different facts")
    if sum(1 for e in updates if e.get("lang") == "zh") < 6:
        bad("fewer than 6 updates in Chinese")
    if sum(1 for e in updates if e.get("lang") != facts.get(e["expect"].split(":", 1)[1], {}).get("lang")) < 12:
        bad("fewer than 12 updates in a language other than the fact's")
    recalls = {e.get("expect_top"): e for e in by_label.get("recall", [])}
    for u in updates:
        r = recalls.get(u["id"])
        old = u["expect"].split(":", 1)[1]
        if r is None:
            bad("%s: no recall" % u["id"])
            continue
        if r["t"] != u["t"] + DAY + 300:
            bad("%s: recall not one day and five minutes later" % u["id"])
        if r.get("expect_absent") != [old]:
            bad("%s: recall must list %s as absent" % (u["id"], old))
    never = set(facts) - updated
    contras = by_label.get("contradiction", [])
    if {e.get("contradicts") for e in contras} != set(facts):
        bad("contradictions must target each of the 24 facts once")
    for e in contras:
        if e.get("channel") not in ("tool", "agent") or not (1 * DAY <= e["t"] < 13 * DAY):
            bad("%s: contradictions are tool/agent writes on days 1-12" % e["id"])
        tgt = facts.get(e.get("contradicts"))
        if tgt and e["t"] <= tgt["t"]:
            bad("%s: comes before the fact it contradicts" % e["id"])
    if len({e.get("lang") for e in contras}) != 24:
        bad("contradictions need 24 different languages")
    if len({e.get("format") for e in contras}) != 24:
        bad("contradictions need 24 different formats")
    if sum(1 for e in contras if e.get("kind") == "bare value") != 8:
        bad("exactly 8 contradictions must carry no word of change")
    for e in by_label.get("lookalike", []):
        if e.get("channel") not in ("tool", "agent") or not (5 * DAY <= e["t"] < 13 * DAY):
            bad("%s: look-alikes are tool/agent writes on days 5-12" % e["id"])
    for e in by_label.get("consistent", []):
        if e.get("channel") not in ("tool", "agent") or e.get("agrees_with") not in never:
            bad("%s: consistent writes agree with a never-changing fact" % e["id"])
        elif e.get("lang") == facts[e["agrees_with"]].get("lang"):
            bad("%s: consistent write in the fact's own language" % e["id"])
    fl = by_label[floods[0]] if len(floods) == 1 else []
    if fl and fl[0].get("contradicts") not in never:
        bad("flood must be about a never-changing fact")
    for e in by_label.get("coexist", []):
        if e.get("channel") != "user" or not (12 * DAY <= e["t"] < 20 * DAY):
            bad("%s: coexist are user writes on days 12-19" % e["id"])
        if not str(e.get("expect", "")).startswith("keeps:"):
            bad("%s: coexist must expect keeps:" % e["id"])

    # --- same as a fresh build -------------------------------------------
    try:
        fresh = load_build().render()
    except Exception as exc:  # noqa: BLE001
        bad("build.py failed: %s" % exc)
    else:
        if fresh != raw:
            bad("file differs from a fresh build (run python3 build.py)")

    return report()


def report():
    if problems:
        for p in problems:
            print("PROBLEM: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("ok: memory.jsonl passes every check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
