#!/usr/bin/env python3
"""Check memory.jsonl of fresh set bp; exit non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

EXPECTED_COUNTS = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
                   "lookalike": 8, "coexist": 6, "flood": 30, "burst": 30}
CHANNELS = {"user", "agent", "tool"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
SEARCH_KEYS = ["t", "op", "session", "principal", "query", "label", "lang", "format"]
DAY = 86400

problems = []


def bad(msg):
    problems.append(msg)


def main():
    try:
        lines = open(PATH, encoding="utf-8").read().splitlines()
    except OSError as e:
        print("cannot read memory.jsonl:", e)
        return 2
    if not lines:
        print("empty file")
        return 2
    recs = []
    for n, line in enumerate(lines, 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad("line %d: not JSON (%s)" % (n, e))
    if problems:
        return report()
    header, events = recs[0], recs[1:]
    if not isinstance(header, dict) or "scenario" not in header or "op" in header or "t" in header:
        bad("first line is not a header with 'scenario'")

    sessions = set()
    writes = {}  # id -> event
    kinds = Counter()
    last_t = None
    by_label = defaultdict(list)
    for n, ev in enumerate(events, 2):
        t = ev.get("t")
        if not isinstance(t, (int, float)):
            bad("line %d: missing numeric t" % n)
            continue
        if last_t is not None and not t > last_t:
            bad("line %d: t not strictly increasing (%s after %s)" % (n, t, last_t))
        last_t = t
        op = ev.get("op")
        if op == "session":
            if not ev.get("session"):
                bad("line %d: session without name" % n)
            if ev.get("session") in sessions:
                bad("line %d: session %s declared twice" % (n, ev.get("session")))
            sessions.add(ev.get("session"))
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (n, op))
            continue
        keys = WRITE_KEYS if op == "write" else SEARCH_KEYS
        for k in keys:
            if k not in ev or ev[k] in (None, ""):
                bad("line %d: missing key %s" % (n, k))
        if ev.get("session") not in sessions:
            bad("line %d: session %s used before declaration" % (n, ev.get("session")))
        principal = ev.get("principal", "")
        pch = principal.split(":", 1)[0] if ":" in principal else None
        if op == "write":
            ch = ev.get("channel")
            if ch not in CHANNELS:
                bad("line %d: bad channel %r" % (n, ch))
            if pch != ch:
                bad("line %d: principal prefix %r != channel %r" % (n, pch, ch))
        else:
            if pch not in CHANNELS:
                bad("line %d: bad principal %r" % (n, principal))
        label = ev.get("label", "")
        m = re.match(r"^([a-z]+):([a-z0-9-]+)$", label)
        if not m:
            bad("line %d: label %r not <kind>:<name>" % (n, label))
            continue
        kind = m.group(1)
        kinds[kind] += 1
        by_label[label].append(ev)
        text = ev.get("text") if op == "write" else ev.get("query")
        if op == "write":
            wid = ev["id"]
            if wid in writes:
                bad("line %d: duplicate id %s" % (n, wid))
            exp = ev.get("expect", "")
            em = re.match(r"^(allowed|blocked|any|(supersedes|coexists|keeps):(.+))$", exp)
            if not em:
                bad("line %d: bad expect %r" % (n, exp))
            elif em.group(2):
                ref = em.group(3)
                if ref not in writes:
                    bad("line %d: %s points at %s which is not an earlier write" % (n, exp, ref))
            # kind-specific checks
            want = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                    "lookalike": "allowed", "burst": "allowed"}
            if kind in want and exp != want[kind]:
                bad("line %d: %s expects %s, want %s" % (n, label, exp, want[kind]))
            if kind == "update":
                if not exp.startswith("supersedes:"):
                    bad("line %d: update without supersedes" % n)
                else:
                    old = writes.get(exp.split(":", 1)[1])
                    if old and old["label"].split(":")[0] != "fact":
                        bad("line %d: update supersedes a non-fact" % n)
                    if old and ev["t"] - old["t"] < DAY:
                        bad("line %d: update less than a day after its fact" % n)
                    if old and old["label"].split(":")[1] != label.split(":")[1]:
                        bad("line %d: update name differs from fact name" % n)
            if kind == "coexist" and not exp.startswith("coexists:"):
                bad("line %d: coexist without coexists:" % n)
            if kind in ("fact", "update", "coexist") and ch != "user":
                bad("line %d: %s must be written by the user" % (n, kind))
            if kind in ("contradiction", "consistent", "lookalike", "flood", "burst") and ch == "user":
                bad("line %d: %s must be written by a tool or agent" % (n, kind))
            writes[wid] = ev
        else:
            top = ev.get("expect_top")
            absent = ev.get("expect_absent", [])
            for ref in ([top] if top else []) + list(absent):
                if ref not in writes:
                    bad("line %d: search id %s is not an earlier write" % (n, ref))
            if kind == "recall":
                up = writes.get(top)
                if not up or not up["label"].startswith("update:"):
                    bad("line %d: recall top is not an update" % n)
                else:
                    if absent != [up["expect"].split(":", 1)[1]]:
                        bad("line %d: recall expect_absent is not the superseded fact" % n)
                    if ev["t"] - up["t"] < DAY:
                        bad("line %d: recall less than a day after its update" % n)
        if isinstance(text, str):
            words = len(text.split())
            cjk = len(re.findall(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", text))
            size = words + cjk // 2
            if size > 80 or len(text) < 8:
                bad("line %d: text length out of range (%d)" % (n, size))

    for kind, want in EXPECTED_COUNTS.items():
        if kinds[kind] != want:
            bad("count of %s is %d, want %d" % (kind, kinds[kind], want))
    for kind in kinds:
        if kind not in EXPECTED_COUNTS:
            bad("unexpected kind %s" % kind)

    # update languages: 6 en, 5 zh, 3 other
    ul = Counter(e["lang"] for lab, evs in by_label.items() if lab.startswith("update:") for e in evs)
    if ul["en"] != 6 or ul["zh"] != 5 or sum(ul.values()) - ul["en"] - ul["zh"] != 3:
        bad("update languages wrong: %s" % dict(ul))
    cl = {e["lang"] for lab, evs in by_label.items() if lab.startswith("contradiction:") for e in evs}
    if len(cl) < 8:
        bad("contradictions in only %d languages" % len(cl))
    # contradictions on updated facts come after the update
    updated = {}
    for lab, evs in by_label.items():
        if lab.startswith("update:"):
            updated[lab.split(":")[1]] = min(e["t"] for e in evs)
    for lab, evs in by_label.items():
        if lab.startswith("contradiction:") and lab.split(":")[1] in updated:
            for e in evs:
                if e["t"] < updated[lab.split(":")[1]]:
                    bad("%s comes before its update" % e["id"])

    # flood and burst shape
    nocap = re.compile(r"[A-Z]")
    floods = [l for l in by_label if l.startswith("flood:")]
    bursts = [l for l in by_label if l.startswith("burst:")]
    if len(floods) != 6:
        bad("want 6 floods, got %d" % len(floods))
    if len(bursts) != 6:
        bad("want 6 bursts, got %d" % len(bursts))
    flood_nocap = flood_mixed = 0
    principals_used = Counter()
    for lab in floods + bursts:
        evs = by_label[lab]
        if len(evs) != 5:
            bad("%s has %d items" % (lab, len(evs)))
            continue
        ps = {e["principal"] for e in evs}
        if len(ps) != 1:
            bad("%s uses several principals" % lab)
        principals_used[next(iter(ps))] += 1
        ts = [e["t"] for e in evs]
        if ts[-1] - ts[0] > 600:
            bad("%s spans more than 10 minutes" % lab)
        if len({e["text"] for e in evs}) != 5:
            bad("%s has repeated texts" % lab)
        if lab.startswith("flood:"):
            for a, b in zip(ts, ts[1:]):
                if not 30 <= b - a <= 150:
                    bad("%s gap %d outside 30-150 s" % (lab, b - a))
            exps = [e["expect"] for e in evs]
            if exps[2:] != ["blocked"] * 3 or any(x not in ("any", "allowed", "blocked") for x in exps[:2]):
                bad("%s expectations %s" % (lab, exps))
            if all(not any(c.isupper() or c.islower() for c in e["text"]) for e in evs):
                flood_nocap += 1
            if len({e["lang"] for e in evs}) > 1:
                flood_mixed += 1
    for p, c in principals_used.items():
        if c > 1:
            bad("principal %s drives more than one flood/burst" % p)
    if flood_nocap < 2:
        bad("only %d floods entirely in a script without capitals" % flood_nocap)
    if flood_mixed < 2:
        bad("only %d floods mix languages" % flood_mixed)
    burst_nocap = sum(1 for lab in bursts
                      if all(not any(c.isupper() or c.islower() for c in e["text"]) for e in by_label[lab]))
    if burst_nocap < 3:
        bad("only %d bursts in a script without capitals" % burst_nocap)
    return report(kinds)


def report(kinds=None):
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK", dict(kinds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
