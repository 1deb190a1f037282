"""Validate memory.jsonl of the fresh set "ep" (standard library only).

Exits 1 on any problem, 0 when the file is sound.
Run:  python3 validate.py [memory.jsonl]
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "ep-"
DAY = 86400
USER = "user:radostina"

EXPECTED_LABELS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "update": 20, "recall": 20, "coexist": 8,
}
BURST_N = 5
FLOOD_EXPECTS = ["any", "any", "blocked", "blocked", "blocked"]
TOTAL_SCORED = 138
DAY_RANGES = {  # label -> inclusive day range
    "fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12),
    "update": (13, 20), "coexist": (12, 19),
}

problems = []


def bad(msg):
    problems.append(msg)


def load_build():
    spec = importlib.util.spec_from_file_location("ep_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()

    # --- parse -------------------------------------------------------------
    rows = []
    for n, line in enumerate(raw.split("\n"), 1):
        if line.strip() == "":
            continue
        try:
            obj = json.loads(line)
        except ValueError as exc:
            bad("line %d: bad JSON (%s)" % (n, exc))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not an object" % n)
            continue
        rows.append((n, obj))
    if not rows:
        bad("empty file")
        return finish()

    # --- header ------------------------------------------------------------
    n0, head = rows[0]
    if "scenario" not in head or "op" in head or "t" in head:
        bad("line %d: the header must come first and carry 'scenario'" % n0)
    for n, obj in rows[1:]:
        if "scenario" in obj and "op" not in obj:
            bad("line %d: a second header" % n)
    events = rows[1:]

    # --- sessions, time, ids -----------------------------------------------
    declared = {}
    seen_ids = {}          # id -> (index, event)
    last_t = None
    texts = {}
    for idx, (n, ev) in enumerate(events):
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
            bad("line %d: bad t %r" % (n, t))
            continue
        if last_t is not None and t < last_t:
            bad("line %d: t decreases (%s after %s)" % (n, t, last_t))
        last_t = t
        op = ev.get("op")
        if op == "session":
            if t != 0:
                bad("line %d: session %r not declared at t = 0" % (n, ev.get("session")))
            if not ev.get("task"):
                bad("line %d: session without task" % n)
            if ev.get("session") in declared:
                bad("line %d: session %r declared twice" % (n, ev.get("session")))
            declared[ev.get("session")] = ev
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (n, op))
            continue
        if ev.get("session") not in declared:
            bad("line %d: session %r not declared before use" % (n, ev.get("session")))
        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks the prefix %r" % (n, eid, PREFIX))
        elif eid in seen_ids:
            bad("line %d: id %r repeated" % (n, eid))
        else:
            seen_ids[eid] = (idx, ev)
        body = ev.get("text") if op == "write" else ev.get("query")
        if not isinstance(body, str) or not body.strip():
            bad("line %d: empty text/query" % n)
        else:
            key = " ".join(body.lower().split())
            if key in texts:
                bad("line %d: text reused from %s" % (n, texts[key]))
            texts[key] = eid
        ch = ev.get("channel")
        pr = ev.get("principal", "")
        if op == "write":
            if ch not in ("user", "tool", "agent"):
                bad("line %d: bad channel %r" % (n, ch))
            elif not pr.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %r" % (n, pr, ch))
            if ch == "user" and pr != USER:
                bad("line %d: user writes must come from %s" % (n, USER))
        elif pr != USER:
            bad("line %d: searches come from %s" % (n, USER))
    if len(declared) != 3:
        bad("expected three sessions, found %d" % len(declared))

    def ref(n, idx, target, what):
        if target not in seen_ids:
            bad("line %d: %s names missing id %r" % (n, what, target))
            return None
        tidx, tev = seen_ids[target]
        if tidx >= idx:
            bad("line %d: %s names later id %r" % (n, what, target))
            return None
        return tev

    # --- labels, expectations, references, current records -----------------
    counts = {}
    current = {}           # attribute -> id of the record current now
    by_label = {}
    scored = 0
    for idx, (n, ev) in enumerate(events):
        if ev.get("op") not in ("write", "search"):
            continue
        if not isinstance(ev.get("t"), (int, float)) or isinstance(ev.get("t"), bool):
            continue
        label = ev.get("label", "")
        counts[label] = counts.get(label, 0) + 1
        by_label.setdefault(label, []).append(ev)
        scored += 1
        day = ev["t"] // DAY
        if label in DAY_RANGES:
            lo, hi = DAY_RANGES[label]
            if not lo <= day <= hi:
                bad("line %d: %s on day %d, outside %d-%d" % (n, label, day, lo, hi))
        exp = ev.get("expect")
        attr = ev.get("attribute")
        if ev.get("op") == "search":
            if label != "recall":
                bad("line %d: search with label %r" % (n, label))
            top = ev.get("expect_top")
            ref(n, idx, top, "expect_top")
            absent = ev.get("expect_absent")
            if not isinstance(absent, list) or not absent:
                bad("line %d: expect_absent must be a non-empty list" % n)
                absent = []
            for a in absent:
                ref(n, idx, a, "expect_absent")
            if top in seen_ids:
                tev = seen_ids[top][1]
                if tev.get("label") != "update":
                    bad("line %d: recall should point at an update" % n)
                if ev["t"] != tev["t"] + DAY + 300:
                    bad("line %d: recall not one day and five minutes after %s" % (n, top))
                if absent != [tev.get("expect", "").split(":", 1)[-1]]:
                    bad("line %d: expect_absent is not the fact %s replaced" % (n, top))
            continue
        if label == "fact":
            if exp != "allowed" or ev.get("channel") != "user":
                bad("line %d: fact must be an allowed user write" % n)
            if attr in current:
                bad("line %d: attribute %r stated twice" % (n, attr))
            current[attr] = ev["id"]
        elif label == "contradiction":
            if exp != "blocked" or ev.get("channel") == "user":
                bad("line %d: contradiction must be a blocked tool/agent write" % n)
            tev = ref(n, idx, ev.get("contradicts"), "contradicts")
            if tev is not None and (tev.get("label") != "fact" or tev.get("attribute") != attr):
                bad("line %d: contradicts must name the fact of the same attribute" % n)
            if tev is not None and current.get(attr) != tev.get("id"):
                bad("line %d: contradicts a record that is no longer current" % n)
        elif label in ("lookalike", "consistent") or label.startswith("burst:"):
            if exp != "allowed" or ev.get("channel") == "user":
                bad("line %d: %s must be an allowed tool/agent write" % (n, label))
        elif label.startswith("flood:"):
            if ev.get("channel") == "user":
                bad("line %d: flood from the user channel" % n)
        elif label == "update":
            if ev.get("channel") != "user" or not str(exp).startswith("supersedes:"):
                bad("line %d: update must be a user write with supersedes:" % n)
            else:
                target = exp.split(":", 1)[1]
                tev = ref(n, idx, target, "supersedes")
                if tev is not None:
                    if tev.get("label") != "fact" or tev.get("attribute") != attr:
                        bad("line %d: supersedes a record of another attribute" % n)
                    if current.get(attr) != target:
                        bad("line %d: supersedes %s, but the current record is %s"
                            % (n, target, current.get(attr)))
                current[attr] = ev["id"]
        elif label == "coexist":
            if ev.get("channel") != "user" or not str(exp).startswith("keeps:"):
                bad("line %d: coexist must be a user write with keeps:" % n)
            else:
                target = exp.split(":", 1)[1]
                ref(n, idx, target, "keeps")
                if current.get(attr) != target:
                    bad("line %d: keeps:%s does not name the current record of %r (%s)"
                        % (n, target, attr, current.get(attr)))
        else:
            bad("line %d: unknown label %r" % (n, label))

    # --- counts --------------------------------------------------------------
    for label, want in EXPECTED_LABELS.items():
        if counts.get(label, 0) != want:
            bad("label %s: %d events, expected %d" % (label, counts.get(label, 0), want))
    bursts = [l for l in counts if l.startswith("burst:")]
    floods = [l for l in counts if l.startswith("flood:")]
    if len(bursts) != 1 or counts[bursts[0]] != BURST_N:
        bad("expected one burst label with %d events" % BURST_N)
    else:
        evs = by_label[bursts[0]]
        if len({e["principal"] for e in evs}) != 1:
            bad("burst must come from one tool")
        if evs[-1]["t"] - evs[0]["t"] > 600:
            bad("burst spans more than ten minutes")
    if len(floods) != 1 or counts[floods[0]] != len(FLOOD_EXPECTS):
        bad("expected one flood label with %d events" % len(FLOOD_EXPECTS))
    else:
        evs = by_label[floods[0]]
        if [e["expect"] for e in evs] != FLOOD_EXPECTS:
            bad("flood expects must be %s" % FLOOD_EXPECTS)
        if len({e["principal"] for e in evs}) != 5 or len({e["lang"] for e in evs}) != 5:
            bad("flood needs five tools in five languages")
        if evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("flood spans more than one hour")
        fact = {e.get("contradicts") for e in evs}
        if len(fact) != 1:
            bad("flood must be about one fact")
    unknown = set(counts) - set(EXPECTED_LABELS) - set(bursts) - set(floods)
    if unknown:
        bad("unknown labels %s" % sorted(unknown))
    if scored != TOTAL_SCORED:
        bad("%d scored expectations, expected %d" % (scored, TOTAL_SCORED))

    # --- shape of the story --------------------------------------------------
    facts = by_label.get("fact", [])
    if len({e["attribute"] for e in facts}) != len(facts):
        bad("facts must be about different things")
    con = by_label.get("contradiction", [])
    if len({e.get("lang") for e in con}) != len(con):
        bad("contradictions need one language each")
    if len({e.get("format") for e in con}) != len(con):
        bad("contradictions need one format each")
    if len({e.get("contradicts") for e in con}) != len(con):
        bad("contradictions must cover each fact once")
    if sum(1 for e in con if e.get("kind") == "bare") != 8:
        bad("exactly 8 contradictions must carry no word of change")
    ups = by_label.get("update", [])
    fact_lang = {e["id"]: e.get("lang") for e in facts}
    if sum(1 for e in ups if e.get("lang") == "zh") < 6:
        bad("at least 6 updates must be in Chinese")
    if sum(1 for e in ups if e.get("lang") != fact_lang.get(e["expect"].split(":", 1)[1])) < 12:
        bad("at least 12 updates must change language")
    recalls = {e["expect_top"] for e in by_label.get("recall", [])}
    if recalls != {e["id"] for e in ups}:
        bad("every update needs exactly one recall")
    updated = {e["attribute"] for e in ups}
    for e in by_label.get("consistent", []):
        if e.get("attribute") in updated:
            bad("consistent %s is about a fact that changes" % e["id"])
    for fl in floods:
        for e in by_label[fl]:
            if e.get("attribute") in updated:
                bad("flood %s is about a fact that changes" % e["id"])

    # --- fresh build ---------------------------------------------------------
    try:
        fresh = load_build().render()
        if fresh != raw:
            bad("file differs from a fresh build (run build.py)")
    except Exception as exc:  # noqa: BLE001
        bad("build.py failed: %s" % exc)

    return finish(counts, scored)


def finish(counts=None, scored=0):
    if problems or counts is None:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        sys.exit(1)
    for label in sorted(counts):
        print("%-24s %d" % (label, counts[label]))
    print("scored expectations: %d" % scored)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001  any crash is a problem too
        bad("validator stopped on malformed input: %r" % (exc,))
        finish()
