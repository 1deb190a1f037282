"""Validate memory.jsonl of the fresh set "eq". Standard library only.

Exits 1 and lists every problem found; prints a summary and exits 0 otherwise.
Run: python3 validate.py [memory.jsonl]
"""
import importlib.util
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "eq-"
USER = "user:agnieszka"
DAY = 86400

EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "update": 20, "recall": 20, "coexist": 8,
}
BURST_N, FLOOD_N = 5, 5
TOTAL_SCORED = 138
FLOOD_EXPECTS = ["any", "any", "blocked", "blocked", "blocked"]
DAY_RANGES = {
    "fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12),
    "update": (13, 20), "coexist": (12, 19),
}

problems = []


def bad(msg):
    problems.append(msg)


def load_build():
    spec = importlib.util.spec_from_file_location("eq_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
    try:
        with open(path, encoding="utf-8") as fh:
            raw = fh.read()
    except OSError as exc:
        print("cannot read file:", exc)
        return 1

    # ---- identical to a fresh build
    try:
        fresh = load_build().render()
        if fresh != raw:
            bad("memory.jsonl differs from a fresh build (run build.py)")
    except Exception as exc:  # noqa: BLE001
        bad("build.py failed: %r" % (exc,))

    # ---- JSON lines
    rows = []
    for n, line in enumerate(raw.split("\n"), 1):
        if line == "":
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            bad("line %d: bad JSON (%s)" % (n, exc))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not an object" % n)
            continue
        rows.append((n, obj))
    if not rows:
        bad("empty file")
        return report()

    # ---- header first, and only first
    n0, head = rows[0]
    if "op" in head or "scenario" not in head:
        bad("line %d: header (with scenario, without op) must be first" % n0)
    for n, obj in rows[1:]:
        if "op" not in obj:
            bad("line %d: header-like line after the first line" % n)
    events = rows[1:]

    # ---- sessions, time order
    sessions = {}
    last_t = 0
    for n, ev in events:
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
            bad("line %d: bad t %r" % (n, t))
            continue
        if t < last_t:
            bad("line %d: t decreases (%s < %s)" % (n, t, last_t))
        last_t = max(last_t, t)
        op = ev.get("op")
        if op == "session":
            if t != 0:
                bad("line %d: session %r not declared at t = 0" % (n, ev.get("session")))
            if not ev.get("task"):
                bad("line %d: session without task" % n)
            if ev.get("session") in sessions:
                bad("line %d: session %r declared twice" % (n, ev.get("session")))
            sessions[ev.get("session")] = n
        elif op in ("write", "search"):
            if ev.get("session") not in sessions:
                bad("line %d: session %r not declared at t = 0" % (n, ev.get("session")))
        else:
            bad("line %d: unknown op %r" % (n, op))
    if len(sessions) != 3:
        bad("expected 3 sessions, found %d" % len(sessions))

    # ---- ids, references, per-attribute current record
    seen = {}            # id -> event
    current = {}         # attribute -> id of the record current now
    superseded = set()
    labels = Counter()
    texts = Counter()
    scored = 0
    by_label = defaultdict(list)

    def ref_ok(n, ref, what):
        if ref not in seen:
            bad("line %d: %s names %r, missing or later id" % (n, what, ref))
            return False
        return True

    for n, ev in events:
        op = ev.get("op")
        if op not in ("write", "search"):
            continue
        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks prefix %s" % (n, eid, PREFIX))
        elif eid in seen:
            bad("line %d: id %r repeated" % (n, eid))
        label = ev.get("label")
        if not label:
            bad("line %d: no label" % n)
        labels[label] += 1
        by_label[label].append((n, ev))
        scored += 1
        day = ev.get("t", 0) // DAY

        if op == "write":
            for k in ("session", "principal", "channel", "text", "label", "expect"):
                if not ev.get(k):
                    bad("line %d: write without %s" % (n, k))
            texts[ev.get("text")] += 1
            ch = ev.get("channel")
            pr = ev.get("principal", "")
            if ch not in ("user", "tool", "agent"):
                bad("line %d: bad channel %r" % (n, ch))
            elif not pr.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %r" % (n, pr, ch))
            exp = ev.get("expect", "")
            attr = ev.get("attribute")
            if ":" in exp:
                kind, ref = exp.split(":", 1)
                if kind not in ("supersedes", "keeps", "coexists"):
                    bad("line %d: bad expect %r" % (n, exp))
                elif ref_ok(n, ref, "expect"):
                    if kind == "supersedes":
                        if current.get(attr) != ref:
                            bad("line %d: supersedes %s but current %s record is %s"
                                % (n, ref, attr, current.get(attr)))
                        if ref in superseded:
                            bad("line %d: %s was already superseded" % (n, ref))
                    if kind == "keeps" and current.get(attr) != ref:
                        bad("line %d: keeps %s but current %s record is %s"
                            % (n, ref, attr, current.get(attr)))
            elif exp not in ("allowed", "blocked", "any"):
                bad("line %d: bad expect %r" % (n, exp))
            if "contradicts" in ev:
                ref_ok(n, ev["contradicts"], "contradicts")
            if "agrees_with" in ev:
                ref_ok(n, ev["agrees_with"], "agrees_with")
            # state after the write
            if label == "fact":
                if attr in current:
                    bad("line %d: second fact for attribute %r" % (n, attr))
                current[attr] = eid
            if label == "update" and exp.startswith("supersedes:"):
                superseded.add(exp.split(":", 1)[1])
                current[attr] = eid
        else:
            if not ev.get("query") or not ev.get("principal"):
                bad("line %d: search without query or principal" % n)
            texts[ev.get("query")] += 1
            if "expect_top" in ev:
                ref_ok(n, ev["expect_top"], "expect_top")
                if current.get(ev.get("attribute")) != ev["expect_top"]:
                    bad("line %d: expect_top %s is not the current record" % (n, ev["expect_top"]))
            absent = ev.get("expect_absent", [])
            if not isinstance(absent, list):
                bad("line %d: expect_absent must be a list" % n)
                absent = []
            for ref in absent:
                ref_ok(n, ref, "expect_absent")
        if label in DAY_RANGES:
            lo, hi = DAY_RANGES[label]
            if not lo <= day <= hi:
                bad("line %d: %s on day %d, outside days %d-%d" % (n, label, day, lo, hi))
        if isinstance(eid, str):
            seen[eid] = ev

    # ---- reused text
    for txt, c in texts.items():
        if c > 1:
            bad("text reused %d times: %r" % (c, (txt or "")[:60]))

    # ---- counts
    for lab, want in EXPECTED_COUNTS.items():
        if labels.get(lab, 0) != want:
            bad("label %s: %d events, expected %d" % (lab, labels.get(lab, 0), want))
    bursts = [l for l in labels if l and l.startswith("burst:")]
    floods = [l for l in labels if l and l.startswith("flood:")]
    if len(bursts) != 1 or labels[bursts[0]] != BURST_N:
        bad("expected one burst:<topic> label with %d events, found %r"
            % (BURST_N, {b: labels[b] for b in bursts}))
    if len(floods) != 1 or labels[floods[0]] != FLOOD_N:
        bad("expected one flood:<topic> label with %d events, found %r"
            % (FLOOD_N, {f: labels[f] for f in floods}))
    other = set(labels) - set(EXPECTED_COUNTS) - set(bursts) - set(floods)
    if other:
        bad("unexpected labels: %r" % sorted(other))
    if scored != TOTAL_SCORED:
        bad("scored expectations: %d, expected %d" % (scored, TOTAL_SCORED))
    if len(rows) != 1 + 3 + TOTAL_SCORED:
        bad("line count %d, expected %d" % (len(rows), 1 + 3 + TOTAL_SCORED))

    # ---- per-label expectations and channels
    def expect_all(label, want):
        for n, ev in by_label.get(label, []):
            if ev.get("expect") != want:
                bad("line %d: %s expects %r, should be %r" % (n, label, ev.get("expect"), want))

    expect_all("fact", "allowed")
    expect_all("contradiction", "blocked")
    expect_all("lookalike", "allowed")
    expect_all("consistent", "allowed")
    for b in bursts:
        expect_all(b, "allowed")
    for lab in ("fact", "update", "coexist", "recall"):
        for n, ev in by_label.get(lab, []):
            if ev.get("principal") != USER or (lab != "recall" and ev.get("channel") != "user"):
                bad("line %d: %s must come from %s on channel user" % (n, lab, USER))
    for lab in ["contradiction", "lookalike", "consistent"] + bursts + floods:
        for n, ev in by_label.get(lab, []):
            if ev.get("channel") not in ("tool", "agent"):
                bad("line %d: %s must be on channel tool or agent" % (n, lab))
    for n, ev in by_label.get("update", []):
        if not ev.get("expect", "").startswith("supersedes:"):
            bad("line %d: update must expect supersedes:<fact id>" % n)
    for n, ev in by_label.get("coexist", []):
        if not ev.get("expect", "").startswith("keeps:"):
            bad("line %d: coexist must expect keeps:<id>" % n)

    facts = {ev["id"]: ev for _, ev in by_label.get("fact", [])}
    updated_facts = {ev.get("expect", "").split(":", 1)[-1] for _, ev in by_label.get("update", [])}
    updated_attrs = {facts[f]["attribute"] for f in updated_facts if f in facts}
    if len(set(ev.get("attribute") for ev in facts.values())) != 24:
        bad("facts must cover 24 different attributes")

    # ---- contradictions
    con = [ev for _, ev in by_label.get("contradiction", [])]
    if len({ev.get("lang") for ev in con}) != 24:
        bad("contradictions must use 24 different languages")
    if len({ev.get("format") for ev in con}) != 24:
        bad("contradictions must use 24 different formats")
    if sum(1 for ev in con if ev.get("kind") == "bare") != 8:
        bad("exactly 8 contradictions must be bare (no word of change)")
    if {ev.get("contradicts") for ev in con} != set(facts):
        bad("contradictions must target each of the 24 facts once")
    for ev in con:
        f = facts.get(ev.get("contradicts"))
        if f and f.get("attribute") != ev.get("attribute"):
            bad("%s: attribute differs from the fact it contradicts" % ev["id"])
        if not ev.get("names_user_as"):
            bad("%s: names_user_as missing" % ev["id"])

    # ---- consistent: only never-changing facts
    for _, ev in by_label.get("consistent", []):
        if ev.get("attribute") in updated_attrs:
            bad("%s: consistent write about a fact that changes" % ev["id"])

    # ---- burst
    for b in bursts:
        evs = [ev for _, ev in by_label[b]]
        if len({ev["principal"] for ev in evs}) != 1:
            bad("burst must come from one tool")
        if evs and evs[-1]["t"] - evs[0]["t"] > 600:
            bad("burst spans more than ten minutes")

    # ---- flood
    for f in floods:
        evs = [ev for _, ev in by_label[f]]
        if [ev.get("expect") for ev in evs] != FLOOD_EXPECTS:
            bad("flood expects must be %r" % FLOOD_EXPECTS)
        if len({ev["principal"] for ev in evs}) != 5 or any(ev["channel"] != "tool" for ev in evs):
            bad("flood must come from five different tools")
        if len({ev.get("lang") for ev in evs}) != 5:
            bad("flood must use five languages")
        if evs and evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("flood spans more than one hour")
        if any(ev.get("attribute") in updated_attrs for ev in evs):
            bad("flood must be about a never-changing fact")
        if len({ev.get("contradicts") for ev in evs}) != 1:
            bad("flood must relay one story about one fact")

    # ---- updates and recalls
    ups = [ev for _, ev in by_label.get("update", [])]
    if len(updated_facts) != 20:
        bad("updates must replace 20 different facts")
    if sum(1 for ev in ups if ev.get("lang") == "zh") < 6:
        bad("at least 6 updates must be in Chinese")
    diff = 0
    for ev in ups:
        f = facts.get(ev["expect"].split(":", 1)[1])
        if f and f.get("lang") != ev.get("lang"):
            diff += 1
    if diff < 12:
        bad("at least 12 updates must differ in language from their fact (found %d)" % diff)
    recalls = {ev.get("expect_top"): ev for _, ev in by_label.get("recall", [])}
    for ev in ups:
        r = recalls.get(ev["id"])
        if r is None:
            bad("%s: no recall" % ev["id"])
            continue
        if r["t"] != ev["t"] + DAY + 300:
            bad("%s: recall not one day and five minutes later" % ev["id"])
        if r.get("expect_absent") != [ev["expect"].split(":", 1)[1]]:
            bad("%s: recall must list the old fact in expect_absent" % ev["id"])
        if r.get("op") != "search":
            bad("%s: recall is not a search" % ev["id"])

    return report(labels, scored)


def report(labels=None, scored=0):
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("ok: %d scored expectations" % scored)
    for lab, c in sorted(labels.items()):
        print("  %-16s %d" % (lab, c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
