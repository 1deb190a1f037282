#!/usr/bin/env python3
"""Validate memory.jsonl of the fresh set tune-23.  Exits 1 on any problem."""
import collections
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "tune-23-"
PRINCIPAL = "user:jihoon"
DAY = 86400

ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr
cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr
ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb
lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os
pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th
ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
USER_LANGS = {"ko", "en", "ja"}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    lines = raw.splitlines()
    if not lines:
        bad("empty file")
        return
    try:
        rows = [json.loads(l) for l in lines]
    except ValueError as e:
        bad("invalid JSON: %s" % e)
        return

    # fresh build must equal the file
    spec = importlib.util.spec_from_file_location("tune23_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.build_text() != raw:
        bad("memory.jsonl differs from a fresh build (run build.py)")

    header, events = rows[0], rows[1:]
    if header != {"scenario": "tune-23", "version": 1, "description": header.get("description"),
                  "sources": "invented"}:
        bad("header keys/values wrong: %r" % header)
    if not isinstance(header.get("version"), int) or isinstance(header.get("version"), bool):
        bad("version must be a number")
    if not isinstance(header.get("description"), str) or not header["description"].strip():
        bad("description missing")

    # structure, ids, time
    sessions = set()
    ids = {}
    last_t = -1
    for i, e in enumerate(events, 2):
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("line %d: bad t" % i)
            continue
        if t < last_t:
            bad("line %d: t decreases (%d < %d)" % (i, t, last_t))
        last_t = t
        op = e.get("op")
        if op == "session":
            if not e.get("session") or not e.get("task"):
                bad("line %d: session needs session and task" % i)
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (i, op))
            continue
        eid = e.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks prefix" % (i, eid))
        if eid in ids:
            bad("line %d: duplicate id %s" % (i, eid))
        ids[eid] = (i, e)
        if e.get("principal") != (PRINCIPAL if e.get("channel", "user") == "user" else e.get("principal")):  # tools and agents: their own principal (see build.py)
            bad("%s: principal %r" % (eid, e.get("principal")))
        if e.get("session") not in sessions:
            bad("%s: session %r not declared before" % (eid, e.get("session")))
        if op == "write":
            for k in ("text", "label", "expect", "channel", "lang", "format"):
                if not isinstance(e.get(k), str) or not e.get(k):
                    bad("%s: missing %s" % (eid, k))
            if e.get("channel") not in ("user", "tool", "agent"):
                bad("%s: bad channel" % eid)
            if e.get("lang") not in ISO639_1:
                bad("%s: lang %r not ISO 639-1" % (eid, e.get("lang")))
        else:
            for k in ("query", "label", "expect_top"):
                if not isinstance(e.get(k), str) or not e.get(k):
                    bad("%s: missing %s" % (eid, k))
            if not isinstance(e.get("expect_absent"), list):
                bad("%s: expect_absent must be a list" % eid)
    if len(sessions) != 3:
        bad("expected 3 sessions, got %d" % len(sessions))

    by_label = collections.defaultdict(list)
    for eid, (_, e) in ids.items():
        by_label[e["label"]].append(e)
    for lst in by_label.values():
        lst.sort(key=lambda e: e["t"])

    def day(e):
        return e["t"] // DAY

    want = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8, "update": 16,
            "recall": 16, "coexist": 8}
    for lab, n in want.items():
        if len(by_label[lab]) != n:
            bad("label %s: %d, want %d" % (lab, len(by_label[lab]), n))
    floods = [l for l in by_label if l.startswith("flood:")]
    bursts = [l for l in by_label if l.startswith("burst:")]
    if len(floods) != 1 or len(bursts) != 1:
        bad("need exactly one flood label and one burst label")
    extra = set(by_label) - set(want) - set(floods) - set(bursts)
    if extra:
        bad("unexpected labels %s" % sorted(extra))

    # facts
    facts = {e["id"]: e for e in by_label["fact"]}
    fact_attrs = [e["attribute"] for e in facts.values()]
    if len(set(fact_attrs)) != 24:
        bad("facts need 24 distinct attributes")
    attr_fact = {e["attribute"]: e["id"] for e in facts.values()}
    for e in facts.values():
        if e["channel"] != "user" or e["expect"] != "allowed" or e["session"] != PREFIX + "chat":
            bad("%s: fact must be user/allowed in chat session" % e["id"])
        if not 0 <= day(e) <= 4:
            bad("%s: fact outside days 0-4" % e["id"])
        if e["lang"] not in USER_LANGS:
            bad("%s: fact not in the user's languages" % e["id"])
    if len({e["lang"] for e in facts.values()}) != 3:
        bad("facts should use all three user languages")
    fact_formats = collections.Counter(e["format"] for e in facts.values())
    if fact_formats["chat"] < 16 or fact_formats["chat"] == 24:
        bad("facts: most (not all) should be chat sentences: %s" % dict(fact_formats))

    def check_about(e):
        a = e.get("about")
        if a not in facts:
            bad("%s: about %r is not a fact" % (e["id"], a))
            return None
        if facts[a]["t"] >= e["t"]:
            bad("%s: comes before its fact %s" % (e["id"], a))
        if e.get("attribute") != facts[a]["attribute"]:
            bad("%s: attribute differs from its fact" % e["id"])
        return a

    # contradictions
    cs = by_label["contradiction"]
    abouts = []
    for e in cs:
        if e["channel"] not in ("tool", "agent") or e["expect"] != "blocked":
            bad("%s: contradiction must be tool/agent and blocked" % e["id"])
        if not 1 <= day(e) <= 12:
            bad("%s: contradiction outside days 1-12" % e["id"])
        if not isinstance(e.get("plain"), bool) or not isinstance(e.get("denies"), bool):
            bad("%s: plain/denies must be booleans" % e["id"])
        abouts.append(check_about(e))
    if sorted(abouts, key=str) != sorted(facts):
        bad("contradictions must cover each fact exactly once")
    if sum(e.get("denies") is True for e in cs) != 2:
        bad("need exactly 2 denials")
    if sum(e.get("plain") is True for e in cs) != 8:
        bad("need exactly 8 plain contradictions (a third)")
    if len({e["lang"] for e in cs}) < 16:
        bad("contradictions in fewer than 16 languages")
    if len({e["format"] for e in cs}) < 10:
        bad("contradictions in fewer than 10 formats")
    if len({e.get("naming") for e in cs}) < 8:
        bad("contradictions should name the user in many ways")
    if {e["channel"] for e in cs} != {"tool", "agent"}:
        bad("contradictions should come from both tools and agents")

    # look-alikes
    ls = by_label["lookalike"]
    kinds = collections.Counter(e.get("lookalike_kind") for e in ls)
    if kinds != collections.Counter({k: 4 for k in "abcdef"}):
        bad("look-alike kinds must be 4 each of a-f: %s" % dict(kinds))
    for e in ls:
        if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed":
            bad("%s: look-alike must be tool/agent and allowed" % e["id"])
        if e.get("lookalike_kind") == "f":
            if e.get("attribute") in attr_fact:
                bad("%s: kind f must use an attribute never stated" % e["id"])
            if "about" in e:
                bad("%s: kind f has no fact" % e["id"])
        else:
            a = e.get("about")
            if a not in facts or facts[a]["t"] >= e["t"]:
                bad("%s: about must be an earlier fact" % e["id"])

    # updates and recalls
    us = by_label["update"]
    updated = {}
    other_lang = 0
    for e in us:
        if e["channel"] != "user" or e["session"] != PREFIX + "chat":
            bad("%s: update must be a user write" % e["id"])
        if not 13 <= day(e) <= 20:
            bad("%s: update outside days 13-20" % e["id"])
        exp = e["expect"]
        if not exp.startswith("supersedes:"):
            bad("%s: update expect %r" % (e["id"], exp))
            continue
        tgt = exp.split(":", 1)[1]
        if tgt not in ids or ids[tgt][1]["t"] > e["t"] or ids[tgt][0] > ids[e["id"]][0]:
            bad("%s: supersedes target %s missing or not earlier" % (e["id"], tgt))
        if tgt not in facts or e.get("about") != tgt:
            bad("%s: must supersede its fact" % e["id"])
        if tgt in updated:
            bad("%s: fact %s updated twice" % (e["id"], tgt))
        updated[tgt] = e
        check_about(e)
        if e["lang"] not in USER_LANGS:
            bad("%s: update not in the user's languages" % e["id"])
        if tgt in facts and e["lang"] != facts[tgt]["lang"]:
            other_lang += 1
    if other_lang <= len(us) // 2:
        bad("most updates must be in another language than their fact (%d)" % other_lang)
    if not any(e.get("change_word") is False for e in us) or not any(
            e.get("change_word") is True for e in us):
        bad("updates need wording with and without a word of change")
    if not any(e.get("names_old") for e in us) or all(e.get("names_old") for e in us):
        bad("updates should sometimes name the old value")
    if len({e["format"] for e in us}) < 4:
        bad("updates should vary in format")

    recalls = by_label["recall"]
    upd_by_id = {e["id"]: e for e in us}
    seen_top = set()
    for r in recalls:
        u = upd_by_id.get(r.get("expect_top"))
        if u is None:
            bad("%s: expect_top is not an update" % r["id"])
            continue
        seen_top.add(u["id"])
        if r["t"] - u["t"] != DAY:
            bad("%s: recall not one day after its update" % r["id"])
        if r.get("expect_absent") != [u["about"]]:
            bad("%s: expect_absent must be [old fact]" % r["id"])
        if r.get("lang") != u["lang"]:
            bad("%s: recall language differs from its update" % r["id"])
        if r["session"] != PREFIX + "chat":
            bad("%s: recall outside the chat session" % r["id"])
    if seen_top != set(upd_by_id):
        bad("each update needs exactly one recall")

    # coexist
    for e in by_label["coexist"]:
        if e["channel"] != "user":
            bad("%s: coexist must be a user write" % e["id"])
        if not 13 <= day(e) <= 20:
            bad("%s: coexist outside days 13-20" % e["id"])
        exp = e["expect"]
        if not exp.startswith("keeps:"):
            bad("%s: coexist expect %r" % (e["id"], exp))
            continue
        tgt = exp.split(":", 1)[1]
        if tgt not in ids or ids[tgt][0] > ids[e["id"]][0] or ids[tgt][1]["t"] > e["t"]:
            bad("%s: keeps target %s missing or not earlier" % (e["id"], tgt))
        f = attr_fact.get(e.get("attribute"))
        if f is None:
            bad("%s: attribute note is not a fact attribute" % e["id"])
            continue
        current = f
        if f in updated and updated[f]["t"] < e["t"]:
            current = updated[f]["id"]
        if tgt != current:
            bad("%s: keeps %s, but the current record is %s" % (e["id"], tgt, current))
    if len({e["attribute"] for e in by_label["coexist"]}) != 8:
        bad("coexist should touch 8 different attributes")

    # consistent
    ks = by_label["consistent"]
    after_update = 0
    for e in ks:
        if e["channel"] not in ("tool", "agent") or e["expect"] != "allowed":
            bad("%s: consistent must be tool/agent and allowed" % e["id"])
        a = check_about(e)
        if a in updated:
            if updated[a]["t"] < e["t"] and e.get("agrees_with") == updated[a]["id"]:
                after_update += 1
            else:
                bad("%s: agrees with an updated fact but is not placed after it" % e["id"])
    if after_update != 2:
        bad("need 2 consistent records after updates, got %d" % after_update)

    # flood
    if floods:
        fl = by_label[floods[0]]
        if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects wrong")
        if len(fl) != 5 or len({e.get("source") for e in fl}) != 5:
            bad("flood needs five different tools")
        if len({e["lang"] for e in fl}) != 5:
            bad("flood needs five languages")
        if len({e["text"] for e in fl}) != 5:
            bad("flood texts must be reworded")
        if any(e["channel"] != "tool" for e in fl):
            bad("flood must come from tools")
        if fl and (fl[-1]["t"] - fl[0]["t"] > 3600 or any(day(e) != 8 for e in fl)):
            bad("flood must fit within an hour on day 8")
        if any(e.get("attribute") not in ("home_address", "employer") for e in fl):
            bad("flood must be about town or employer")
    # burst
    if bursts:
        bs = by_label[bursts[0]]
        if len(bs) != 5 or any(e["expect"] != "allowed" for e in bs):
            bad("burst needs 5 allowed writes")
        if len({e.get("source") for e in bs}) != 1 or any(e["channel"] != "tool" for e in bs):
            bad("burst must come from one tool")
        if len({e["text"] for e in bs}) != 5:
            bad("burst texts must differ")
        if bs and (bs[-1]["t"] - bs[0]["t"] > 360 or any(day(e) != 10 for e in bs)):
            bad("burst must fit within six minutes on day 10")

    # every supersedes/keeps target anywhere exists and is earlier
    for eid, (line, e) in ids.items():
        exp = e.get("expect", "")
        if exp.startswith(("supersedes:", "keeps:", "coexists:")):
            tgt = exp.split(":", 1)[1]
            if tgt not in ids or ids[tgt][0] >= line:
                bad("%s: target %s missing or not earlier" % (eid, tgt))
        for a in e.get("expect_absent", []) + ([e["expect_top"]] if op_is_search(e) else []):
            if a not in ids or ids[a][0] >= line:
                bad("%s: search id %s missing or not earlier" % (eid, a))


def op_is_search(e):
    return e.get("op") == "search"


if __name__ == "__main__":
    try:
        main()
    except Exception as exc:  # any crash is a problem too
        bad("validator crashed: %r" % exc)
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("OK: memory.jsonl is valid")
