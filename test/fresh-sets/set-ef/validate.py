#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set `set-ef`. Exit 1 on any problem. Standard library only."""
import importlib.util
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "update": 20, "recall": 20, "coexist": 8,
}
SESS = {"user": "set-ef-chat", "tool": "set-ef-tools", "agent": "set-ef-agents"}


def day(t):
    return t // DAY


def main():
    try:
        raw = open(PATH, encoding="utf-8").read()
    except OSError as e:
        print("cannot read memory.jsonl:", e)
        return 1

    # ---- file equals a fresh build
    spec = importlib.util.spec_from_file_location("set_ef_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw:
        bad("memory.jsonl differs from a fresh build (run build.py)")
    if mod.render() != mod.render():
        bad("build is not deterministic")

    # ---- JSON per line, header first
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    objs = []
    for n, line in enumerate(lines, 1):
        try:
            objs.append(json.loads(line))
        except ValueError as e:
            bad("line %d is not JSON: %s" % (n, e))
            objs.append(None)
    if not objs or not isinstance(objs[0], dict) or objs[0].get("scenario") != "set-ef":
        bad("first line must be a header with scenario 'set-ef'")
    events = [o for o in objs[1:] if o is not None]

    # ---- basic shape, unique ids, t order
    by_id, order = {}, {}
    last_t = -1
    sessions = {}
    for i, ev in enumerate(events):
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad("event %d: t must be a non-negative integer" % i)
            continue
        if t < last_t:
            bad("event %d (%s): t decreases (%d < %d)" % (i, ev.get("id"), t, last_t))
        last_t = t
        if op == "session":
            if t != 0:
                bad("session %s not declared at t=0" % ev.get("session"))
            if not ev.get("task"):
                bad("session %s has no task" % ev.get("session"))
            sessions[ev.get("session")] = t
            continue
        if op not in ("write", "search"):
            bad("event %d: unknown op %r" % (i, op))
            continue
        id_ = ev.get("id")
        if not id_ or not id_.startswith("ef-"):
            bad("event %d: id missing or not prefixed ef-" % i)
        if id_ in by_id:
            bad("duplicate id %s" % id_)
        by_id[id_] = ev
        order[id_] = i
        if ev.get("session") not in sessions:
            bad("%s: session %r not declared before use" % (id_, ev.get("session")))
        pr = ev.get("principal", "")
        kind = pr.split(":", 1)[0]
        if kind not in SESS or ":" not in pr:
            bad("%s: bad principal %r" % (id_, pr))
            continue
        if op == "write":
            for k in ("session", "principal", "channel", "text", "label", "expect"):
                if not ev.get(k):
                    bad("%s: missing %s" % (id_, k))
            if ev.get("channel") != kind:
                bad("%s: channel %r does not match principal %r" % (id_, ev.get("channel"), pr))
        if ev.get("session") != SESS[kind]:
            bad("%s: session %r wrong for principal %r" % (id_, ev.get("session"), pr))
        if op == "search":
            if not ev.get("query") or not ev.get("label"):
                bad("%s: search needs query and label" % id_)
    if set(sessions) != set(SESS.values()):
        bad("sessions declared: %s" % sorted(sessions))

    writes = [e for e in events if e.get("op") == "write"]
    searches = [e for e in events if e.get("op") == "search"]
    lab = Counter(e.get("label") for e in writes + searches)

    # ---- counts per label
    for k, v in EXPECTED_COUNTS.items():
        if lab.get(k, 0) != v:
            bad("label %s: %d, expected %d" % (k, lab.get(k, 0), v))
    floods = sorted({l for l in lab if l.startswith("flood:")})
    bursts = sorted({l for l in lab if l.startswith("burst:")})
    if len(floods) != 1 or lab[floods[0]] != 5:
        bad("need exactly one flood label with 5 writes: %s" % floods)
    if len(bursts) != 1 or lab[bursts[0]] != 5:
        bad("need exactly one burst label with 5 writes: %s" % bursts)
    known = set(EXPECTED_COUNTS) | set(floods) | set(bursts)
    for l in lab:
        if l not in known:
            bad("unexpected label %r" % l)

    def earlier(src, tgt, what):
        if tgt not in by_id:
            bad("%s: %s target %s does not exist" % (src, what, tgt))
            return False
        if order[tgt] >= order[src] or by_id[tgt]["t"] > by_id[src]["t"]:
            bad("%s: %s target %s is not earlier" % (src, what, tgt))
            return False
        return True

    # ---- expectation syntax and targets
    for e in writes:
        exp = e["expect"]
        m = re.match(r"^(supersedes|keeps|coexists):(.+)$", exp)
        if m:
            earlier(e["id"], m.group(2), m.group(1))
        elif exp not in ("allowed", "blocked", "any"):
            bad("%s: unknown expect %r" % (e["id"], exp))
    for s in searches:
        if "expect_top" in s:
            earlier(s["id"], s["expect_top"], "expect_top")
        for a in s.get("expect_absent", []):
            earlier(s["id"], a, "expect_absent")

    # ---- per-label rules
    facts = {e["id"]: e for e in writes if e["label"] == "fact"}
    fact_by_attr = {}
    for e in facts.values():
        if e["channel"] != "user" or e["expect"] != "allowed" or not 0 <= day(e["t"]) <= 4:
            bad("%s: fact must be user, allowed, days 0-4" % e["id"])
        if e.get("attribute") in fact_by_attr:
            bad("%s: attribute %s stated twice" % (e["id"], e.get("attribute")))
        fact_by_attr[e.get("attribute")] = e["id"]

    contra = [e for e in writes if e["label"] == "contradiction"]
    seen_targets, langs, fmts, names = Counter(), Counter(), Counter(), Counter()
    bare = 0
    for e in contra:
        if e["channel"] not in ("tool", "agent") or e["expect"] != "blocked" or not 1 <= day(e["t"]) <= 12:
            bad("%s: contradiction must be tool/agent, blocked, days 1-12" % e["id"])
        tgt = e.get("contradicts")
        if tgt not in facts:
            bad("%s: contradicts %r is not a fact" % (e["id"], tgt))
        else:
            earlier(e["id"], tgt, "contradicts")
            if facts[tgt].get("attribute") != e.get("attribute"):
                bad("%s: attribute differs from its fact" % e["id"])
        seen_targets[tgt] += 1
        langs[e.get("lang")] += 1
        fmts[e.get("format")] += 1
        names[e.get("names")] += 1
        bare += e.get("kind") == "bare_value"
        if e.get("kind") not in ("bare_value", "stated_change"):
            bad("%s: kind must be bare_value or stated_change" % e["id"])
    if set(seen_targets) != set(facts) or any(v != 1 for v in seen_targets.values()):
        bad("each fact must be contradicted exactly once")
    if len(langs) != len(contra) or len(fmts) != len(contra):
        bad("contradictions must each have a different language and format (%d langs, %d formats)"
            % (len(langs), len(fmts)))
    if bare != len(contra) // 3:
        bad("bare-value contradictions: %d, expected %d" % (bare, len(contra) // 3))
    for form in ("full_name", "surname", "initials", "customer", "you"):
        if names.get(form, 0) == 0:
            bad("no contradiction names the user by %s" % form)

    for e in writes:
        if e["label"] in ("lookalike", "consistent"):
            if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed" or not 5 <= day(e["t"]) <= 12:
                bad("%s: %s must be tool/agent, allowed, days 5-12" % (e["id"], e["label"]))
        if e["label"] == "consistent":
            ag = e.get("agrees_with")
            if ag not in facts or not earlier(e["id"], ag, "agrees_with"):
                bad("%s: agrees_with must name an earlier fact" % e["id"])
    lk_kinds = Counter(e.get("kind") for e in writes if e["label"] == "lookalike")
    for k in ("relative_value", "colleague_value", "past_value", "plan_not_taken", "business_change",
              "restated", "never_stated", "newsletter", "one_off"):
        if not lk_kinds.get(k):
            bad("no look-alike of kind %s" % k)

    # ---- updates, currency tracking, keeps, recalls
    current = dict(fact_by_attr)  # attribute -> id current at this moment
    updated_attrs = set()
    upd_langs = Counter()
    switched = 0
    recall_for = {}
    for ev in events:
        if ev.get("op") == "search" and ev.get("label") == "recall":
            recall_for.setdefault(ev.get("expect_top"), []).append(ev)
    for ev in events:
        if ev.get("op") != "write":
            continue
        if ev["label"] == "update":
            if ev["channel"] != "user" or not 13 <= day(ev["t"]) <= 20:
                bad("%s: update must be by the user, days 13-20" % ev["id"])
            m = re.match(r"^supersedes:(.+)$", ev["expect"])
            if not m:
                bad("%s: update must expect supersedes:" % ev["id"])
                continue
            old = m.group(1)
            attr = ev.get("attribute")
            if old not in facts:
                bad("%s: supersedes a non-fact %s" % (ev["id"], old))
            if current.get(attr) != old:
                bad("%s: supersedes %s but current %s is %s" % (ev["id"], old, attr, current.get(attr)))
            current[attr] = ev["id"]
            updated_attrs.add(attr)
            upd_langs[ev.get("lang")] += 1
            if ev.get("lang") != ev.get("original_lang"):
                switched += 1
            if ev.get("original_lang") != facts.get(old, {}).get("lang"):
                bad("%s: original_lang note wrong" % ev["id"])
            rs = recall_for.get(ev["id"], [])
            if len(rs) != 1:
                bad("%s: needs exactly one recall, has %d" % (ev["id"], len(rs)))
            else:
                r = rs[0]
                if r["t"] != ev["t"] + DAY + 300:
                    bad("%s: recall not a day + 5 min after the update" % r["id"])
                if r.get("expect_absent") != [old]:
                    bad("%s: expect_absent must be [%s]" % (r["id"], old))
                if r.get("principal") != ev["principal"]:
                    bad("%s: recall should be asked by the user" % r["id"])
        elif ev["label"] == "coexist":
            if ev["channel"] != "user":
                bad("%s: coexist must be a user write" % ev["id"])
            m = re.match(r"^keeps:(.+)$", ev["expect"])
            if not m:
                bad("%s: coexist must expect keeps:" % ev["id"])
            elif current.get(ev.get("attribute")) != m.group(1):
                bad("%s: keeps %s but the current %s record is %s"
                    % (ev["id"], m.group(1), ev.get("attribute"), current.get(ev.get("attribute"))))
    for r in searches:
        if r.get("label") == "recall" and by_id.get(r.get("expect_top"), {}).get("label") != "update":
            bad("%s: recall expect_top must be an update" % r["id"])
    if upd_langs.get("zh", 0) * 4 < lab.get("update", 0):
        bad("fewer than a quarter of updates in Chinese (%d)" % upd_langs.get("zh", 0))
    if switched == 0:
        bad("no update changes language from its original fact")
    lo = min((e["t"] for e in writes if e["label"] == "update"), default=0)
    hi = max((e["t"] for e in writes if e["label"] == "update"), default=0)
    if not any(lo <= e["t"] <= hi for e in writes if e["label"] == "coexist"):
        bad("coexist writes are not interleaved with the updates")

    # ---- flood shape
    if floods:
        fl = [e for e in writes if e["label"] == floods[0]]
        topic = floods[0].split(":", 1)[1]
        if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects must be any, any, blocked, blocked, blocked")
        if any(e["channel"] != "tool" for e in fl) or len({e["principal"] for e in fl}) != 5:
            bad("flood must come from five different tools")
        if fl and fl[-1]["t"] - fl[0]["t"] > 3600:
            bad("flood spans more than an hour")
        if len({day(e["t"]) for e in fl}) != 1:
            bad("flood spans more than one day")
        if len({e.get("lang") for e in fl}) < 3:
            bad("flood should use several languages")
        if len({e["text"] for e in fl}) != 5:
            bad("flood texts must differ")
        if topic not in fact_by_attr:
            bad("flood topic %s is not a stated fact" % topic)
        if topic in updated_attrs:
            bad("flood topic %s is updated later" % topic)
    if bursts:
        bu = [e for e in writes if e["label"] == bursts[0]]
        if len({e["principal"] for e in bu}) != 1 or bu[0]["channel"] != "tool":
            bad("burst must come from one tool")
        if any(e["expect"] != "allowed" for e in bu):
            bad("burst writes must all be allowed")
        if bu and bu[-1]["t"] - bu[0]["t"] > 900:
            bad("burst spans more than 15 minutes")
        if floods and day(bu[0]["t"]) == day(fl[0]["t"]):
            bad("burst and flood are on the same day")

    # ---- no text or sentence reused between events
    texts = Counter(e["text"] for e in writes)
    for t, c in texts.items():
        if c > 1:
            bad("text used %d times: %s" % (c, t[:60]))
    owner = defaultdict(set)
    for e in writes:
        for s in re.split(r"[.!?。！？\n]+", e["text"]):
            s = " ".join(s.lower().split())
            if len(s) >= 15:
                owner[s].add(e["id"])
    for s, ids in owner.items():
        if len(ids) > 1:
            bad("sentence reused by %s: %s" % (sorted(ids), s[:60]))

    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("ok: %d events; labels: %s" % (len(events), dict(sorted(lab.items()))))
    print("contradiction languages: %s" % ", ".join(sorted(langs)))
    print("update languages: %s (switched from original: %d)" % (dict(upd_langs), switched))
    return 0


if __name__ == "__main__":
    sys.exit(main())
