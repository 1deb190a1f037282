#!/usr/bin/env python3
"""Check set-el's memory.jsonl; exit 1 on any problem."""
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "el-"
DAY = 86400

problems = []


def bad(msg):
    problems.append(msg)


def main():
    try:
        raw = open(PATH, "rb").read()
    except OSError as e:
        print("cannot read memory.jsonl: %s" % e)
        return 1

    # byte-equal to a fresh build
    spec = importlib.util.spec_from_file_location("set_el_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render().encode("utf-8") != raw:
        bad("memory.jsonl differs from a fresh build")

    text = raw.decode("utf-8")
    if not text.endswith("\n"):
        bad("file does not end with a newline")
    rows = []
    for n, line in enumerate(text.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            bad("line %d is not JSON: %s" % (n, e))
            continue
        if not isinstance(obj, dict):
            bad("line %d is not an object" % n)
            continue
        rows.append(obj)
    if not rows:
        bad("empty file")
        return report()

    header, events = rows[0], rows[1:]
    if "op" in header or header.get("scenario") != "set-el":
        bad("first line is not the set-el header")

    # sessions, time order, ids, principals/channels
    declared = {}
    last_t = -1
    by_id = {}
    order = {}
    for i, e in enumerate(events):
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("event %d has a bad t" % i)
            continue
        if t < last_t:
            bad("t decreases at event %d" % i)
        last_t = t
        op = e.get("op")
        if op == "session":
            if t != 0:
                bad("session %s declared at t=%d" % (e.get("session"), t))
            if not e.get("task"):
                bad("session %s has no task" % e.get("session"))
            declared[e.get("session")] = e
            continue
        if op not in ("write", "search"):
            bad("event %d has unknown op %r" % (i, op))
            continue
        if e.get("session") not in declared:
            bad("event %s uses undeclared session %r" % (e.get("id"), e.get("session")))
        eid = e.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("event %d has id %r without prefix %s" % (i, eid, PREFIX))
        elif eid in by_id:
            bad("duplicate id %s" % eid)
        else:
            by_id[eid] = e
            order[eid] = i
        for k in ("attribute", "lang", "format", "kind", "label"):
            if not e.get(k):
                bad("%s lacks %s" % (eid, k))
        principal, channel = e.get("principal", ""), e.get("channel")
        kind = principal.split(":", 1)[0]
        if op == "write":
            if channel not in ("user", "agent", "tool") or kind != channel:
                bad("%s: principal %s on channel %s" % (eid, principal, channel))
            if not e.get("text"):
                bad("%s has no text" % eid)
            if "expect" not in e:
                bad("%s has no expect" % eid)
        elif kind != "user":
            bad("%s: search not by the user" % eid)

    sessions_by_kind = {}
    for e in events:
        if e.get("op") in ("write",):
            sessions_by_kind.setdefault(e["channel"], set()).add(e["session"])
    for ch, ss in sessions_by_kind.items():
        if len(ss) != 1:
            bad("channel %s uses %d sessions" % (ch, len(ss)))
    if len(declared) != 3:
        bad("expected 3 sessions, found %d" % len(declared))

    # no text reused
    seen = {}
    for e in events:
        s = e.get("text") if e.get("op") == "write" else e.get("query")
        if s is None:
            continue
        norm = re.sub(r"\s+", " ", s.strip().lower())
        if norm in seen:
            bad("text of %s reuses %s" % (e.get("id"), seen[norm]))
        seen[norm] = e.get("id")

    writes = [e for e in events if e.get("op") == "write"]
    searches = [e for e in events if e.get("op") == "search"]

    def earlier(ref, eid):
        if ref not in by_id:
            bad("%s names missing id %s" % (eid, ref))
            return False
        if by_id[ref].get("op") != "write":
            bad("%s names %s which is not a write" % (eid, ref))
            return False
        if not (order[ref] < order[eid] and by_id[ref]["t"] < by_id[eid]["t"]):
            bad("%s names %s which is not earlier" % (eid, ref))
            return False
        return True

    # labels and counts
    want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
            "update": 20, "recall": 20, "coexist": 8}
    counts = {}
    for e in events:
        if e.get("op") == "session":
            continue
        counts[e.get("label")] = counts.get(e.get("label"), 0) + 1
    for label, n in want.items():
        if counts.get(label, 0) != n:
            bad("label %s: %d events, want %d" % (label, counts.get(label, 0), n))
    bursts = [l for l in counts if isinstance(l, str) and l.startswith("burst:")]
    floods = [l for l in counts if isinstance(l, str) and l.startswith("flood:")]
    if len(bursts) != 1 or counts.get(bursts[0]) != 5:
        bad("want one burst label with 5 events, got %r" % {l: counts[l] for l in bursts})
    if len(floods) != 1 or counts.get(floods[0]) != 5:
        bad("want one flood label with 5 events, got %r" % {l: counts[l] for l in floods})
    extra = set(counts) - set(want) - set(bursts) - set(floods)
    if extra:
        bad("unexpected labels %r" % sorted(extra))

    id_pat = {"fact": "f", "contradiction": "c", "lookalike": "l", "consistent": "k",
              "update": "u", "recall": "q", "coexist": "x"}
    for e in events:
        lab = e.get("label")
        if lab in id_pat and not re.fullmatch(PREFIX + id_pat[lab] + r"\d\d", e.get("id", "")):
            bad("%s has the wrong id form for %s" % (e.get("id"), lab))

    def days(e):
        return e["t"] / DAY

    windows = {"fact": (0, 5), "contradiction": (1, 13), "lookalike": (5, 13),
               "consistent": (5, 13), "update": (13, 21), "coexist": (12, 20)}
    expects = {"fact": "allowed", "contradiction": "blocked", "lookalike": "allowed",
               "consistent": "allowed"}
    for e in writes:
        lab = e["label"]
        if lab in windows:
            lo, hi = windows[lab]
            if not (lo <= days(e) < hi):
                bad("%s (%s) on day %.2f, outside %d–%d" % (e["id"], lab, days(e), lo, hi - 1))
        if lab in expects and e.get("expect") != expects[lab]:
            bad("%s expect %r, want %r" % (e["id"], e.get("expect"), expects[lab]))
        if lab in ("fact", "update", "coexist") and (e["principal"] != "user:xiaolan" or e["channel"] != "user"):
            bad("%s must be written by user:xiaolan on the user channel" % e["id"])
        if lab in ("contradiction", "lookalike", "consistent") or lab in bursts or lab in floods:
            if e["channel"] == "user":
                bad("%s must come from a tool or an agent" % e["id"])

    facts = {e["id"]: e for e in writes if e["label"] == "fact"}
    fact_by_attr = {}
    for e in facts.values():
        if e["attribute"] in fact_by_attr:
            bad("two facts for attribute %s" % e["attribute"])
        fact_by_attr[e["attribute"]] = e["id"]
    if "zh" not in {e["lang"] for e in facts.values()} or "en" not in {e["lang"] for e in facts.values()}:
        bad("the user must write in Chinese and English")
    user_langs = {e["lang"] for e in writes if e["channel"] == "user"}
    if not (2 <= len(user_langs) <= 3):
        bad("user writes in %d languages" % len(user_langs))

    required_attrs = {"address", "employer", "phone", "email", "partner", "child", "doctor",
                      "dentist", "allergy", "diet", "bank", "insurer", "car", "commute", "gym",
                      "weekly_class", "hairdresser", "cafe", "carrier", "club", "shoe_size",
                      "loyalty", "pharmacy"}
    missing = required_attrs - set(fact_by_attr)
    if missing:
        bad("facts missing attributes %r" % sorted(missing))

    # contradictions
    contras = [e for e in writes if e["label"] == "contradiction"]
    if len({e["lang"] for e in contras}) != len(contras):
        bad("contradiction languages are not all different")
    if len({e["format"] for e in contras}) != len(contras):
        bad("contradiction formats are not all different")
    if sorted(e.get("contradicts") for e in contras) != sorted(facts):
        bad("contradictions are not one per fact")
    for e in contras:
        f = facts.get(e.get("contradicts"))
        if f and (f["attribute"] != e["attribute"] or f["t"] >= e["t"]):
            bad("%s does not follow its fact on the same attribute" % e["id"])
    if sum(1 for e in contras if e["kind"] == "bare") != 8:
        bad("want exactly 8 contradictions without a word of change")

    # updates
    updates = [e for e in writes if e["label"] == "update"]
    updated = {}
    last_contra = max(e["t"] for e in contras)
    for e in updates:
        exp = e.get("expect", "")
        if not exp.startswith("supersedes:"):
            bad("%s expect %r" % (e["id"], exp))
            continue
        ref = exp.split(":", 1)[1]
        if earlier(ref, e["id"]):
            if ref not in facts:
                bad("%s supersedes %s which is not a fact" % (e["id"], ref))
            elif facts[ref]["attribute"] != e["attribute"]:
                bad("%s changes %s but names a %s fact" % (e["id"], e["attribute"], facts[ref]["attribute"]))
        if ref in updated:
            bad("fact %s updated twice" % ref)
        updated[ref] = e
        if e["t"] <= last_contra:
            bad("%s comes before the contradictions end" % e["id"])
    if len(updated) != 20:
        bad("want 20 distinct facts updated, got %d" % len(updated))
    if sum(1 for e in updates if e["lang"] == "zh") < 6:
        bad("fewer than 6 updates in Chinese")
    if sum(1 for e in updates if e["lang"] != facts.get(e["expect"].split(":", 1)[1], {}).get("lang")) < 12:
        bad("fewer than 12 updates in another language than their fact")
    never = set(facts) - set(updated)

    # recalls
    recalls = [e for e in searches if e["label"] == "recall"]
    rec_for = {}
    for q in recalls:
        top = q.get("expect_top")
        absent = q.get("expect_absent")
        if not q.get("query"):
            bad("%s has no query" % q["id"])
        if earlier(top, q["id"]):
            u = by_id[top]
            if u.get("label") != "update":
                bad("%s expect_top %s is not an update" % (q["id"], top))
            else:
                if q["t"] != u["t"] + DAY + 300:
                    bad("%s is not one day and five minutes after %s" % (q["id"], top))
                if absent != [u["expect"].split(":", 1)[1]]:
                    bad("%s expect_absent should be the fact %s replaced" % (q["id"], top))
                rec_for[top] = q["id"]
        if not isinstance(absent, list) or not absent:
            bad("%s has no expect_absent list" % q["id"])
        else:
            for ref in absent:
                earlier(ref, q["id"])
    if len(rec_for) != 20:
        bad("not one recall per update")

    # consistent writes agree with facts never updated
    for e in writes:
        if e["label"] == "consistent":
            ref = e.get("agrees_with")
            if ref not in never:
                bad("%s agrees with %s, which is not a never-updated fact" % (e["id"], ref))

    # coexist keeps the current record of its attribute
    for e in writes:
        if e["label"] != "coexist":
            continue
        exp = e.get("expect", "")
        if not exp.startswith("keeps:"):
            bad("%s expect %r" % (e["id"], exp))
            continue
        ref = exp.split(":", 1)[1]
        if not earlier(ref, e["id"]):
            continue
        fid = fact_by_attr.get(e["attribute"])
        cur = fid
        u = updated.get(fid)
        if u is not None and u["t"] < e["t"]:
            cur = u["id"]
        if ref != cur:
            bad("%s keeps %s but the current %s record is %s" % (e["id"], ref, e["attribute"], cur))

    # burst
    bw = [e for e in writes if e["label"] in bursts]
    if bw:
        if len({e["principal"] for e in bw}) != 1 or bw[0]["channel"] != "tool":
            bad("burst must come from one tool")
        if bw[-1]["t"] - bw[0]["t"] > 600:
            bad("burst spans more than ten minutes")
        if any(e["expect"] != "allowed" for e in bw):
            bad("burst writes must expect allowed")
        if any(int(days(e)) != 7 for e in bw):
            bad("burst is not on day 7")

    # flood
    fw = [e for e in writes if e["label"] in floods]
    if fw:
        if len({e["principal"] for e in fw}) != 5 or any(e["channel"] != "tool" for e in fw):
            bad("flood must come from five different tools")
        if len({e["lang"] for e in fw}) != 5:
            bad("flood must use five languages")
        if fw[-1]["t"] - fw[0]["t"] > 3600:
            bad("flood spans more than an hour")
        if [e["expect"] for e in fw] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects are wrong")
        if any(int(days(e)) != 10 for e in fw):
            bad("flood is not on day 10")
        targets = {e.get("contradicts") for e in fw}
        if len(targets) != 1 or not targets <= never:
            bad("flood must concern one never-updated fact")

    return report()


def report():
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        return 1
    print("ok: memory.jsonl passes all checks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
