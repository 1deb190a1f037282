#!/usr/bin/env python3
"""Check memory.jsonl of set-ej; print every problem and exit 1 if there is any."""
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "ej-"
SCENARIO = "set-ej"
DAY = 86400
USER = "user:meilin"

COUNTS = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
          "update": 20, "recall": 20, "coexist": 8}
ID_PATTERN = {"fact": r"f\d\d", "contradiction": r"c\d\d", "lookalike": r"l\d\d",
              "consistent": r"k\d\d", "update": r"u\d\d", "recall": r"q\d\d",
              "coexist": r"x\d\d", "burst": r"b\d\d", "flood": r"d\d\d"}
DAYS = {"fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12), "consistent": (5, 12),
        "burst": (7, 7), "flood": (10, 10), "update": (13, 20), "coexist": (12, 19)}
FLOOD_EXPECT = ["any", "any", "blocked", "blocked", "blocked"]
EXTRA_KEYS = ("attribute", "lang", "format", "kind")

problems = []


def bad(msg):
    problems.append(msg)


def family(label):
    return label.split(":", 1)[0] if label else label


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def main():
    try:
        raw = open(PATH, "rb").read()
    except OSError as exc:
        print("cannot read memory.jsonl: %s" % exc)
        return 1

    # byte-equal to a fresh build
    spec = importlib.util.spec_from_file_location("ej_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw:
        bad("memory.jsonl differs from a fresh build (run python3 build.py)")
    if mod.render() != mod.render():
        bad("build.py is not deterministic")

    text = raw.decode("utf-8")
    if not text.endswith("\n"):
        bad("file does not end with a newline")
    lines = text.split("\n")[:-1]
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as exc:
            bad("line %d: not JSON (%s)" % (n, exc))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not an object" % n)
            continue
        rows.append((n, obj))
    if not rows:
        bad("empty file")
        return report()

    n0, head = rows[0]
    if "op" in head or head.get("scenario") != SCENARIO:
        bad("line 1 must be the header with scenario %r" % SCENARIO)
    events = rows[1:]

    sessions = {}
    by_id = {}
    order = {}
    last_t = -1
    seen_text = {}
    for idx, (n, ev) in enumerate(events):
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad("line %d: t must be a non-negative integer" % n)
            continue
        if t < last_t:
            bad("line %d: t decreases (%d < %d)" % (n, t, last_t))
        last_t = max(last_t, t)
        op = ev.get("op")
        if op == "session":
            if t != 0:
                bad("line %d: session declared at t=%d, not 0" % (n, t))
            if not ev.get("session") or not ev.get("task"):
                bad("line %d: session needs a name and a task" % n)
            sessions[ev.get("session")] = n
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (n, op))
            continue
        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks prefix %s" % (n, eid, PREFIX))
        elif eid in by_id:
            bad("line %d: duplicate id %s" % (n, eid))
        else:
            by_id[eid] = ev
            order[eid] = idx
        if ev.get("session") not in sessions:
            bad("line %d: session %r not declared before use" % (n, ev.get("session")))
        for k in EXTRA_KEYS:
            if not ev.get(k):
                bad("line %d: missing extra key %s" % (n, k))
        label = ev.get("label")
        fam = family(label)
        pat = ID_PATTERN.get(fam)
        if pat is None:
            bad("line %d: unexpected label %r" % (n, label))
        elif isinstance(eid, str) and not re.fullmatch(re.escape(PREFIX) + pat, eid):
            bad("line %d: id %s does not fit label %s" % (n, eid, label))
        principal = ev.get("principal", "")
        if op == "write":
            ch = ev.get("channel")
            if ch not in ("user", "agent", "tool"):
                bad("line %d: bad channel %r" % (n, ch))
            elif not principal.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %s" % (n, principal, ch))
            body = ev.get("text")
            if fam == "recall":
                bad("line %d: recall must be a search" % n)
        else:
            body = ev.get("query")
            if fam != "recall":
                bad("line %d: search with label %s" % (n, label))
        if not isinstance(body, str) or not body.strip():
            bad("line %d: empty text/query" % n)
        else:
            key = norm(body)
            if key in seen_text:
                bad("line %d: text reused from line %d" % (n, seen_text[key]))
            seen_text[key] = n
        if fam in DAYS:
            lo, hi = DAYS[fam]
            if not (lo * DAY <= t < (hi + 1) * DAY):
                bad("line %d: %s at day %d, outside days %d-%d" % (n, label, t // DAY, lo, hi))

    # no long passage shared between two events
    shingles = {}
    for key, n in seen_text.items():
        for i in range(0, max(0, len(key) - 48)):
            sh = key[i:i + 48]
            other = shingles.setdefault(sh, n)
            if other != n:
                bad("lines %d and %d share the passage %r" % (other, n, sh))
                break

    writes = [e for e in by_id.values() if e.get("op") == "write"]
    labels = {}
    for e in by_id.values():
        labels.setdefault(e.get("label"), []).append(e)
    for lab, want in COUNTS.items():
        got = len(labels.get(lab, []))
        if got != want:
            bad("label %s: %d events, want %d" % (lab, got, want))
    bursts = [l for l in labels if l and l.startswith("burst:")]
    floods = [l for l in labels if l and l.startswith("flood:")]
    if len(bursts) != 1 or len(labels[bursts[0]]) != 5:
        bad("want exactly one burst label with 5 events")
    if len(floods) != 1 or len(labels[floods[0]]) != 5:
        bad("want exactly one flood label with 5 events")

    def targets(ev):
        out = []
        exp = ev.get("expect", "")
        for pre in ("supersedes:", "keeps:", "coexists:"):
            if exp.startswith(pre):
                out.append(exp[len(pre):])
        if "expect_top" in ev:
            out.append(ev["expect_top"])
        out.extend(ev.get("expect_absent", []))
        return out

    for e in by_id.values():
        for tgt in targets(e):
            if tgt not in by_id:
                bad("%s: target %s does not exist" % (e["id"], tgt))
            elif order[tgt] >= order[e["id"]] or by_id[tgt]["t"] > e["t"]:
                bad("%s: target %s is not earlier" % (e["id"], tgt))

    # facts: user, allowed, one per attribute
    facts = labels.get("fact", [])
    fact_of = {}
    for f in facts:
        if f.get("principal") != USER or f.get("channel") != "user" or f.get("expect") != "allowed":
            bad("%s: fact must be written by %s on user channel, expect allowed" % (f["id"], USER))
        if f["attribute"] in fact_of:
            bad("%s: second fact for attribute %s" % (f["id"], f["attribute"]))
        fact_of[f["attribute"]] = f["id"]
    if facts and {f["lang"] for f in facts} - {"zh", "en", "it"}:
        bad("facts use a language outside the user's three")

    low_trust = ("contradiction", "lookalike", "consistent")
    for lab in low_trust:
        for e in labels.get(lab, []):
            if e.get("channel") not in ("tool", "agent"):
                bad("%s: %s must come from a tool or agent" % (e["id"], lab))
            want = "blocked" if lab == "contradiction" else "allowed"
            if e.get("expect") != want:
                bad("%s: %s must expect %s" % (e["id"], lab, want))

    # contradictions: one per fact, 24 languages, 24 formats, 8 without a change word
    cons = labels.get("contradiction", [])
    if sorted(c["attribute"] for c in cons) != sorted(fact_of):
        bad("contradictions are not exactly one per fact attribute")
    if len({c["lang"] for c in cons}) != len(cons):
        bad("contradiction languages are not all different")
    if len({c["format"] for c in cons}) != len(cons):
        bad("contradiction formats are not all different")
    plain = [c for c in cons if c.get("kind") == "plain-other-value"]
    if len(plain) != 8:
        bad("want 8 contradictions without a word of change, got %d" % len(plain))
    for c in cons:
        f = fact_of.get(c["attribute"])
        if f and by_id[f]["t"] >= c["t"]:
            bad("%s: contradiction comes before its fact" % c["id"])

    # updates
    ups = labels.get("update", [])
    updated = {}
    for u in ups:
        if u.get("principal") != USER or u.get("channel") != "user":
            bad("%s: update must be by the user on the user channel" % u["id"])
        f = fact_of.get(u["attribute"])
        if u.get("expect") != "supersedes:%s" % f:
            bad("%s: update must supersede the fact %s" % (u["id"], f))
        if u["attribute"] in updated:
            bad("%s: attribute %s updated twice" % (u["id"], u["attribute"]))
        updated[u["attribute"]] = u
    if cons and ups and max(c["t"] for c in cons) >= min(u["t"] for u in ups):
        bad("updates must come after all contradictions")
    if sum(1 for u in ups if u["lang"] == "zh") < 6:
        bad("fewer than 6 updates in Chinese")
    other_lang = sum(1 for u in ups if fact_of.get(u["attribute"]) and
                     u["lang"] != by_id[fact_of[u["attribute"]]]["lang"])
    if other_lang < 12:
        bad("only %d updates in another language than their fact (want >= 12)" % other_lang)

    # recalls
    recalled = set()
    for q in labels.get("recall", []):
        if q.get("principal") != USER:
            bad("%s: recall must be by the user" % q["id"])
        u = by_id.get(q.get("expect_top"))
        if not u or u.get("label") != "update":
            bad("%s: expect_top must be an update" % q["id"])
            continue
        recalled.add(u["id"])
        if q["t"] != u["t"] + DAY + 300:
            bad("%s: not one day and five minutes after %s" % (q["id"], u["id"]))
        if q.get("expect_absent") != [fact_of.get(u["attribute"])]:
            bad("%s: expect_absent must be [the superseded fact]" % q["id"])
    if len(recalled) != len(ups):
        bad("every update needs exactly one recall")

    # consistent writes agree only with facts never updated
    for k in labels.get("consistent", []):
        if k["attribute"] in updated or k["attribute"] not in fact_of:
            bad("%s: consistent write about an attribute that is updated or unknown" % k["id"])

    # coexist: user, keeps the record current at that moment
    for x in labels.get("coexist", []):
        if x.get("principal") != USER or x.get("channel") != "user":
            bad("%s: coexist must be by the user" % x["id"])
        attr = x["attribute"]
        if attr not in fact_of:
            bad("%s: unknown attribute %s" % (x["id"], attr))
            continue
        cur = fact_of[attr]
        u = updated.get(attr)
        if u and order[u["id"]] < order[x["id"]]:
            cur = u["id"]
        if x.get("expect") != "keeps:" + cur:
            bad("%s: expect should be keeps:%s" % (x["id"], cur))

    # burst
    for lab in bursts:
        evs = sorted(labels[lab], key=lambda e: e["t"])
        if len({e["principal"] for e in evs}) != 1 or not evs[0]["principal"].startswith("tool:"):
            bad("burst must come from a single tool")
        if evs[-1]["t"] - evs[0]["t"] > 600:
            bad("burst spans more than ten minutes")
        if any(e.get("expect") != "allowed" for e in evs):
            bad("burst items must expect allowed")
    # flood
    for lab in floods:
        evs = sorted(labels[lab], key=lambda e: order[e["id"]])
        if len({e["principal"] for e in evs}) != 5 or any(e["channel"] != "tool" for e in evs):
            bad("flood needs five different tools")
        if len({e["lang"] for e in evs}) != 5:
            bad("flood needs five languages")
        if evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("flood spans more than one hour")
        if [e.get("expect") for e in evs] != FLOOD_EXPECT:
            bad("flood expectations must be %s" % FLOOD_EXPECT)
        attrs = {e["attribute"] for e in evs}
        if len(attrs) != 1 or attrs & set(updated) or not attrs <= set(fact_of):
            bad("flood must concern one fact that is never updated")

    # sessions: one per kind of principal, all used
    used = {}
    for e in by_id.values():
        used.setdefault(e["session"], set()).add(e.get("channel", "user"))
    for s, chans in used.items():
        if len(chans) != 1:
            bad("session %s mixes channels %s" % (s, sorted(chans)))
    if len(sessions) != 3:
        bad("want three sessions, got %d" % len(sessions))
    return report()


def report():
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("ok: memory.jsonl is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
