#!/usr/bin/env python3
"""Validate memory.jsonl of set-ci: format, counts, ordering and references.

Exits 0 when every check passes, 1 otherwise (printing every problem found).
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs
cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr
ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la
lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om
or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta
te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
FORMATS = {"chat", "email", "json", "csv", "vcard", "ical", "html", "yaml", "form", "sms",
           "note", "log", "xml", "markdown", "pdf"}
CHANNELS = {"user", "agent", "tool"}
USER = "user:yunqiu"

EXPECTED_COUNTS = {
    "fact": 24, "update": 20, "recall": 20, "contradiction": 20, "consistent": 6,
    "lookalike": 8, "second": 6, "related": 6,
}
REQUIRED_ATTRS = {
    "home", "employer", "job_title", "doctor", "dentist", "bank", "phone", "email", "car",
    "diet", "gym", "health_insurance", "pet_vet", "commute", "manager", "seat_preference",
    "medication_dose", "emergency_contact", "weekly_class", "hairdresser", "mobile_carrier",
    "favourite_cafe", "subscription", "club",
}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl not found; run build.py first")
        return 1
    with open(PATH, encoding="utf-8") as f:
        lines = [ln for ln in f.read().split("\n") if ln.strip()]
    if not lines:
        print("empty file")
        return 1
    try:
        rows = [json.loads(ln) for ln in lines]
    except json.JSONDecodeError as e:
        print("invalid JSON: %s" % e)
        return 1

    header, events = rows[0], rows[1:]
    if header.get("scenario") != "set-ci":
        bad("header: scenario must be 'set-ci'")
    if "op" in header or "t" in header:
        bad("header must not be an event")
    for k in header:
        if k not in ("scenario", "version", "description", "sources"):
            bad("header: unexpected key %r" % k)

    writes = {}          # id -> event
    write_t = {}         # id -> t
    all_ids = set()
    superseded_at = {}   # fact id -> t of its update
    sessions = set()
    prev_t = -1
    label_count = Counter()
    by_label = defaultdict(list)

    for n, ev in enumerate(events, start=2):
        where = "line %d" % n
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad("%s: t must be a non-negative integer" % where)
            continue
        if t < prev_t:
            bad("%s: t=%d goes backwards (previous %d)" % (where, t, prev_t))
        prev_t = t
        if op == "session":
            if not ev.get("session"):
                bad("%s: session event without session" % where)
            sessions.add(ev.get("session"))
            continue
        if op not in ("write", "search"):
            bad("%s: unknown op %r" % (where, op))
            continue
        eid = ev.get("id")
        if not isinstance(eid, str) or not eid:
            bad("%s: missing id" % where)
            continue
        if eid in all_ids:
            bad("%s: duplicate id %s" % (where, eid))
        all_ids.add(eid)
        where = "%s (%s)" % (where, eid)
        for k in ("session", "principal", "label", "lang", "format"):
            if not isinstance(ev.get(k), str) or not ev.get(k):
                bad("%s: missing %s" % (where, k))
        if ev.get("session") not in sessions:
            bad("%s: session %r not declared before use" % (where, ev.get("session")))
        if ev.get("lang") not in ISO639_1:
            bad("%s: lang %r is not an ISO 639-1 code" % (where, ev.get("lang")))
        if ev.get("format") not in FORMATS:
            bad("%s: unknown format %r" % (where, ev.get("format")))
        label = ev.get("label", "")
        label_count[label] += 1
        by_label[label].append(ev)

        if op == "search":
            if not isinstance(ev.get("query"), str) or not ev["query"].strip():
                bad("%s: search without query" % where)
            top = ev.get("expect_top")
            if top is not None and top not in writes:
                bad("%s: expect_top %r is not an earlier write" % (where, top))
            absent = ev.get("expect_absent", [])
            if not isinstance(absent, list):
                bad("%s: expect_absent must be a list" % where)
                absent = []
            for a in absent:
                if a not in writes:
                    bad("%s: expect_absent %r is not an earlier write" % (where, a))
            continue

        # writes
        if ev.get("channel") not in CHANNELS:
            bad("%s: bad channel %r" % (where, ev.get("channel")))
        if not isinstance(ev.get("text"), str) or not ev["text"].strip():
            bad("%s: empty text" % where)
        exp = ev.get("expect", "")
        m = re.fullmatch(r"(allowed|blocked|any)|(supersedes|coexists|keeps):(.+)", exp or "")
        if not m:
            bad("%s: bad expect %r" % (where, exp))
        elif m.group(3):
            ref = m.group(3)
            if ref not in writes:
                bad("%s: %s target %r is not an earlier write" % (where, m.group(2), ref))
            elif m.group(2) == "coexists" and ref in superseded_at:
                bad("%s: coexists target %r was already superseded" % (where, ref))
        if "about" in ev:
            a = ev["about"]
            if a not in writes:
                bad("%s: about %r is not an earlier write" % (where, a))
            elif writes[a].get("channel") != "user":
                bad("%s: about %r is not a user write" % (where, a))
        if label in ("fact", "update", "second", "related") or label in (
                "contradiction", "consistent", "lookalike"):
            if not ev.get("attribute"):
                bad("%s: missing attribute" % where)
        if label in ("fact", "update", "second", "related", "recall"):
            if ev.get("principal") != USER or ev.get("channel") != "user" or \
                    ev.get("session") != "s-chat":
                bad("%s: user statements must be user:yunqiu / user / s-chat" % where)
        elif ev.get("channel") == "user":
            bad("%s: label %s must come from a tool or agent" % (where, label))
        if exp.startswith("supersedes:") and m and m.group(3) in writes:
            superseded_at[m.group(3)] = t
        writes[eid] = ev
        write_t[eid] = t

    # ---- counts -------------------------------------------------------------
    for label, want in EXPECTED_COUNTS.items():
        if label_count[label] != want:
            bad("count: %s has %d, want %d" % (label, label_count[label], want))
    floods = {k: v for k, v in by_label.items() if k.startswith("flood:")}
    bursts = {k: v for k, v in by_label.items() if k.startswith("burst:")}
    if len(floods) != 4:
        bad("count: %d floods, want 4" % len(floods))
    if len(bursts) != 3:
        bad("count: %d bursts, want 3" % len(bursts))
    known = set(EXPECTED_COUNTS) | set(floods) | set(bursts)
    for label in label_count:
        if label not in known:
            bad("unknown label %r" % label)

    # ---- expectations per label ----------------------------------------------
    want_expect = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                   "lookalike": "allowed"}
    for label, exp in want_expect.items():
        for ev in by_label[label]:
            if ev.get("expect") != exp:
                bad("%s: %s must expect %s" % (ev["id"], label, exp))

    # facts: one per attribute
    facts = by_label["fact"]
    fact_attrs = Counter(ev.get("attribute") for ev in facts)
    for a, c in fact_attrs.items():
        if c > 1:
            bad("fact attribute %s used %d times" % (a, c))
    if set(fact_attrs) != REQUIRED_ATTRS:
        bad("fact attributes differ from the required set: missing %s, extra %s" % (
            sorted(REQUIRED_ATTRS - set(fact_attrs)), sorted(set(fact_attrs) - REQUIRED_ATTRS)))
    fl = Counter(ev["lang"] for ev in facts)
    if len(fl) < 8 or fl["en"] < 6 or fl["zh"] < 5:
        bad("fact languages: %s (need >=8 languages, en>=6, zh>=5)" % dict(fl))

    # updates: supersede a fact of the same attribute, each fact at most once
    fact_by_id = {ev["id"]: ev for ev in facts}
    updates = by_label["update"]
    targets = Counter()
    cross_lang = 0
    for ev in updates:
        exp = ev.get("expect", "")
        if not exp.startswith("supersedes:"):
            bad("%s: update must expect supersedes:<fact id>" % ev["id"])
            continue
        fid = exp.split(":", 1)[1]
        targets[fid] += 1
        f = fact_by_id.get(fid)
        if f is None:
            bad("%s: supersedes target %s is not a fact" % (ev["id"], fid))
            continue
        if f.get("attribute") != ev.get("attribute"):
            bad("%s: attribute differs from its fact" % ev["id"])
        if f["lang"] != ev["lang"]:
            cross_lang += 1
    for fid, c in targets.items():
        if c > 1:
            bad("fact %s is superseded by %d updates" % (fid, c))
    ul = Counter(ev["lang"] for ev in updates)
    others = {k: v for k, v in ul.items() if k not in ("en", "zh")}
    if ul["en"] < 6 or ul["zh"] < 6 or len(others) < 4:
        bad("update languages: %s (need en>=6, zh>=6, >=4 other languages)" % dict(ul))
    if cross_lang < 3:
        bad("only %d updates are in a different language from their fact" % cross_lang)

    # recalls: one per update, about a day later, expect_top update, absent its fact
    recalls = by_label["recall"]
    recall_for = {}
    for ev in recalls:
        top = ev.get("expect_top")
        if top is None or top not in writes or writes[top].get("label") != "update":
            bad("%s: recall expect_top must be an update" % ev["id"])
            continue
        recall_for[top] = ev
        u = writes[top]
        fid = u["expect"].split(":", 1)[1]
        if ev.get("expect_absent") != [fid]:
            bad("%s: expect_absent must be [%s]" % (ev["id"], fid))
        gap = ev["t"] - u["t"]
        if not (0.5 * DAY <= gap <= 1.6 * DAY):
            bad("%s: recall comes %.2f days after its update (want about one)" % (
                ev["id"], gap / DAY))
    for u in updates:
        if u["id"] not in recall_for:
            bad("%s: no recall search for this update" % u["id"])

    # second / related: coexists with a fact
    for label in ("second", "related"):
        langs = Counter()
        for ev in by_label[label]:
            langs[ev["lang"]] += 1
            exp = ev.get("expect", "")
            if not exp.startswith("coexists:") or exp.split(":", 1)[1] not in fact_by_id:
                bad("%s: %s must expect coexists:<fact id>" % (ev["id"], label))
        if len(langs) < 3:
            bad("%s: only %d languages" % (label, len(langs)))

    # contradictions / consistent: about the current user value of that attribute
    update_by_fact = {u["expect"].split(":", 1)[1]: u for u in updates}
    for label in ("contradiction", "consistent"):
        for ev in by_label[label]:
            a = ev.get("about")
            if a is None:
                bad("%s: %s without about" % (ev["id"], label))
                continue
            if a not in writes:
                continue
            target = writes[a]
            if target.get("label") not in ("fact", "update"):
                bad("%s: about must name a fact or update" % ev["id"])
                continue
            if target.get("attribute") != ev.get("attribute"):
                bad("%s: attribute differs from its about target" % ev["id"])
            if target["label"] == "fact":
                u = update_by_fact.get(a)
                if u is not None and u["t"] <= ev["t"]:
                    bad("%s: about names fact %s but update %s came first" % (
                        ev["id"], a, u["id"]))
            if ev.get("channel") not in ("tool", "agent"):
                bad("%s: %s must come from a tool or agent" % (ev["id"], label))
    cl = Counter(ev["lang"] for ev in by_label["contradiction"])
    if len(cl) < 10:
        bad("contradictions use %d languages, need >= 10" % len(cl))
    cf = Counter(ev["format"] for ev in by_label["contradiction"])
    if len(cf) < 4:
        bad("contradictions use %d formats, need several" % len(cf))
    for ev in by_label["lookalike"]:
        if "about" in ev:
            bad("%s: a look-alike is about someone else and carries no about" % ev["id"])
        if ev.get("channel") not in ("tool", "agent"):
            bad("%s: look-alike must come from a tool or agent" % ev["id"])

    # floods: one writer, five copies within an hour, any any blocked blocked blocked
    for label, evs in floods.items():
        if len(evs) != 5:
            bad("%s: %d copies, want 5" % (label, len(evs)))
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad("%s: more than one writer" % label)
        if any(e.get("channel") not in ("tool", "agent") for e in evs):
            bad("%s: floods come from a tool or agent" % label)
        if evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("%s: spans more than an hour" % label)
        if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expectations must be any, any, blocked, blocked, blocked" % label)
        if len({e["text"] for e in evs}) != 5:
            bad("%s: copies must be worded differently" % label)

    # bursts: one tool, five different facts within an hour, all allowed
    for label, evs in bursts.items():
        if len(evs) != 5:
            bad("%s: %d items, want 5" % (label, len(evs)))
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad("%s: more than one writer" % label)
        if any(e.get("channel") != "tool" for e in evs):
            bad("%s: bursts come from a tool" % label)
        if evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("%s: spans more than an hour" % label)
        if any(e["expect"] != "allowed" for e in evs):
            bad("%s: every item must expect allowed" % label)
        if len({e["text"] for e in evs}) != 5:
            bad("%s: items must differ" % label)

    # texts: no duplicates across the whole file
    texts = Counter(e["text"] for e in writes.values())
    for txt, c in texts.items():
        if c > 1:
            bad("text used %d times: %.60s" % (c, txt))

    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    summary = ", ".join("%s=%d" % (k, label_count[k]) for k in EXPECTED_COUNTS)
    print("OK: %d events (%d writes, %d searches); %s; floods=%d x5; bursts=%d x5" % (
        len(events), len(writes), len(recalls), summary, len(floods), len(bursts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
