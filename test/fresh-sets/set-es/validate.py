"""Validate memory.jsonl of the fresh set "es". Standard library only.

Run: python3 validate.py [file]   (default: memory.jsonl next to this script)
Exits 0 when every check passes, 1 on any problem (each problem is printed).
"""
import importlib.util
import json
import os
import re
import sys

PREFIX = "es-"
HERE = os.path.dirname(os.path.abspath(__file__))

EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "update": 20, "recall": 20, "coexist": 8,
}
BURST_N, FLOOD_N, TOTAL_SCORED = 5, 5, 138
FLOOD_EXPECTS = ["any", "any", "blocked", "blocked", "blocked"]
DAY = 86400
RECALL_DELAY = DAY + 300

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def load_build():
    spec = importlib.util.spec_from_file_location("es_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()

    rows = []
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as exc:
            bad("line %d: bad JSON (%s)" % (i, exc))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not an object" % i)
            continue
        rows.append((i, obj))
    if not rows:
        bad("empty file")
        return finish()

    # Header first, and only first.
    i0, head = rows[0]
    if i0 != 1 or "scenario" not in head or "op" in head:
        bad("header is not the first line")
    for i, obj in rows[1:]:
        if "scenario" in obj and "op" not in obj:
            bad("line %d: a second header" % i)
    events = [(i, o) for i, o in rows[1:]]

    sessions = {}
    seen_ids = {}          # id -> line
    by_id = {}
    texts = {}
    last_t = None
    current = {}           # attribute -> id of the record current now
    superseded = set()
    label_counts = {}
    burst, flood, updates, recalls = [], [], [], []
    contradictions = []
    fact_lang = {}

    for i, ev in events:
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
            bad("line %d: bad t" % i)
            continue
        if last_t is not None and t < last_t:
            bad("line %d: t decreases (%s < %s)" % (i, t, last_t))
        last_t = t

        if op == "session":
            if t != 0:
                bad("line %d: session %r not declared at t = 0" % (i, ev.get("session")))
            if not ev.get("session") or not ev.get("task"):
                bad("line %d: session without name or task" % i)
            if ev.get("session") in sessions:
                bad("line %d: session declared twice" % i)
            sessions[ev.get("session")] = i
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (i, op))
            continue

        sess = ev.get("session")
        if sess not in sessions:
            bad("line %d: session %r not declared" % (i, sess))

        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r without prefix %s" % (i, eid, PREFIX))
        if eid in seen_ids:
            bad("line %d: id %r repeated (first on line %d)" % (i, eid, seen_ids[eid]))
        seen_ids[eid] = i
        by_id[eid] = ev

        label = ev.get("label")
        if not label:
            bad("line %d: no label" % i)
        key = label.split(":")[0] + ":" if label and ":" in label else label
        label_counts[key] = label_counts.get(key, 0) + 1

        def ref(target, what):
            if target not in seen_ids or target == eid:
                bad("line %d: %s refers to missing or later id %r" % (i, what, target))
                return False
            return True

        principal = ev.get("principal", "")
        if op == "write":
            ch = ev.get("channel")
            if ch not in ("user", "agent", "tool"):
                bad("line %d: bad channel %r" % (i, ch))
            elif not principal.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %r" % (i, principal, ch))
            text = ev.get("text")
            if not isinstance(text, str) or not text.strip():
                bad("line %d: empty text" % i)
                text = ""
            k = norm(text)
            if k in texts:
                bad("line %d: text reused from line %d" % (i, texts[k]))
            texts[k] = i
            exp = ev.get("expect", "")
            attr = ev.get("attribute")

            if label == "fact":
                if exp != "allowed" or ch != "user" or not (0 <= t < 5 * DAY):
                    bad("line %d: fact must be user, allowed, days 0-4" % i)
                if attr in current:
                    bad("line %d: two facts about %r" % (i, attr))
                current[attr] = eid
                fact_lang[eid] = ev.get("lang")
            elif label == "contradiction":
                if exp != "blocked" or ch == "user" or not (DAY <= t < 13 * DAY):
                    bad("line %d: contradiction must be tool/agent, blocked, days 1-12" % i)
                c = ev.get("contradicts")
                if ref(c, "contradicts"):
                    if current.get(attr) != c:
                        bad("line %d: contradicts %r, not the current record of %r" % (i, c, attr))
                contradictions.append(ev)
            elif label == "lookalike":
                if exp != "allowed" or ch == "user" or not (5 * DAY <= t < 13 * DAY):
                    bad("line %d: lookalike must be tool/agent, allowed, days 5-12" % i)
            elif label == "consistent":
                if exp != "allowed" or ch == "user":
                    bad("line %d: consistent must be tool/agent, allowed" % i)
                a = ev.get("agrees_with")
                if ref(a, "agrees_with"):
                    if by_id[a].get("kind") != "never-changes":
                        bad("line %d: consistent write agrees with a fact that changes" % i)
            elif label and label.startswith("burst:"):
                if exp != "allowed" or ch == "user":
                    bad("line %d: burst must be tool/agent, allowed" % i)
                burst.append(ev)
            elif label and label.startswith("flood:"):
                if ch == "user":
                    bad("line %d: flood must not be the user" % i)
                flood.append(ev)
            elif label == "update":
                if ch != "user" or not (13 * DAY <= t < 21 * DAY):
                    bad("line %d: update must be user, days 13-20" % i)
                m = re.fullmatch(r"supersedes:(.+)", exp)
                if not m:
                    bad("line %d: update without supersedes:" % i)
                elif ref(m.group(1), "supersedes"):
                    old = m.group(1)
                    if by_id[old].get("label") != "fact":
                        bad("line %d: update does not replace a fact" % i)
                    if current.get(attr) != old or old in superseded:
                        bad("line %d: supersedes %r, not current for %r" % (i, old, attr))
                    superseded.add(old)
                    current[attr] = eid
                    updates.append((ev, old))
            elif label == "coexist":
                if ch != "user" or not (12 * DAY <= t < 20 * DAY):
                    bad("line %d: coexist must be user, days 12-19" % i)
                m = re.fullmatch(r"keeps:(.+)", exp)
                if not m:
                    bad("line %d: coexist without keeps:" % i)
                elif ref(m.group(1), "keeps"):
                    if current.get(attr) != m.group(1):
                        bad("line %d: keeps %r but the current record of %r is %r"
                            % (i, m.group(1), attr, current.get(attr)))
            else:
                bad("line %d: unknown label %r" % (i, label))
        else:  # search
            q = ev.get("query")
            if not isinstance(q, str) or not q.strip():
                bad("line %d: empty query" % i)
                q = ""
            k = norm(q)
            if k in texts:
                bad("line %d: query reused from line %d" % (i, texts[k]))
            texts[k] = i
            if label != "recall":
                bad("line %d: search with label %r" % (i, label))
            top = ev.get("expect_top")
            absent = ev.get("expect_absent") or []
            if ref(top, "expect_top"):
                if by_id[top].get("label") != "update":
                    bad("line %d: expect_top is not an update" % i)
                elif current.get(ev.get("attribute")) != top:
                    bad("line %d: expect_top is not the current record" % i)
                elif t != by_id[top]["t"] + RECALL_DELAY:
                    bad("line %d: recall not one day and five minutes after its update" % i)
            if not isinstance(absent, list) or not absent:
                bad("line %d: expect_absent missing" % i)
            else:
                for a in absent:
                    if ref(a, "expect_absent") and a not in superseded:
                        bad("line %d: expect_absent %r is not a superseded fact" % (i, a))
            recalls.append(ev)

    if len(sessions) != 3:
        bad("expected 3 sessions, found %d" % len(sessions))

    # Counts per label.
    for lab, n in EXPECTED_COUNTS.items():
        if label_counts.get(lab, 0) != n:
            bad("label %s: %d events, expected %d" % (lab, label_counts.get(lab, 0), n))
    if label_counts.get("burst:", 0) != BURST_N:
        bad("burst: %d events, expected %d" % (label_counts.get("burst:", 0), BURST_N))
    if label_counts.get("flood:", 0) != FLOOD_N:
        bad("flood: %d events, expected %d" % (label_counts.get("flood:", 0), FLOOD_N))
    total = sum(label_counts.values())
    if total != TOTAL_SCORED:
        bad("%d scored expectations, expected %d" % (total, TOTAL_SCORED))

    # Contradictions: one per fact, 24 languages, 24 formats, 8 without a word of change.
    facts = [e for _, e in events if e.get("label") == "fact"]
    if sorted(c.get("contradicts") for c in contradictions) != sorted(f["id"] for f in facts):
        bad("contradictions do not cover every fact exactly once")
    if len({c.get("lang") for c in contradictions}) != len(contradictions):
        bad("contradiction languages are not all different")
    if len({c.get("format") for c in contradictions}) != len(contradictions):
        bad("contradiction formats are not all different")
    if sum(1 for c in contradictions if c.get("kind") == "bare-value") != 8:
        bad("expected exactly 8 contradictions without a word of change")
    for c in contradictions:
        if not c.get("names_user_as"):
            bad("contradiction %s: names_user_as missing" % c.get("id"))

    # Burst: one tool, five different items within ten minutes.
    if burst:
        if len({e["principal"] for e in burst}) != 1 or len({e["label"] for e in burst}) != 1:
            bad("burst is not one tool under one label")
        if burst[-1]["t"] - burst[0]["t"] > 600:
            bad("burst spans more than ten minutes")

    # Flood: five tools, five languages, within one hour, the given expectations.
    if flood:
        if [e.get("expect") for e in flood] != FLOOD_EXPECTS:
            bad("flood expectations are not any, any, blocked, blocked, blocked")
        if len({e["principal"] for e in flood}) != 5 or len({e.get("lang") for e in flood}) != 5:
            bad("flood needs five different tools in five languages")
        if flood[-1]["t"] - flood[0]["t"] > 3600:
            bad("flood spans more than one hour")
        if len({e["label"] for e in flood}) != 1 or len({e.get("contradicts") for e in flood}) != 1:
            bad("flood does not tell one story")
        target = flood[0].get("contradicts")
        if target in superseded or (target in by_id and by_id[target].get("kind") != "never-changes"):
            bad("flood is not about a never-changing fact")

    # Updates: at least 6 in Chinese, at least 12 in another language than their fact.
    if sum(1 for u, _ in updates if u.get("lang") == "zh") < 6:
        bad("fewer than 6 updates in Chinese")
    if sum(1 for u, old in updates if u.get("lang") != fact_lang.get(old)) < 12:
        bad("fewer than 12 updates in a different language from their fact")
    if len(recalls) != len(updates):
        bad("every update needs exactly one recall")

    # The file must be exactly what build.py produces now.
    try:
        fresh = load_build().render()
        if fresh != raw:
            bad("file differs from a fresh build (run python3 build.py)")
    except Exception as exc:  # noqa: BLE001
        bad("could not run build.py: %s" % exc)

    return finish()


def finish():
    if problems:
        for p in problems:
            print("problem:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("ok: memory.jsonl passes every check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
