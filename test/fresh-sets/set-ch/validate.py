#!/usr/bin/env python3
"""Checks memory.jsonl of set-ch; exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

LANGS = {"en", "zh", "de", "fr", "es", "it", "pt", "nl", "ja", "sv", "pl", "ru", "tr", "ko"}
FORMATS = {"chat", "email", "json", "csv", "vcard", "ical", "html", "yaml", "form", "sms", "note", "log"}
CHANNELS = {"user", "agent", "tool"}

EXPECTED_COUNTS = {
    "fact": 24, "update": 20, "recall": 20, "contradiction": 20, "consistent": 6,
    "lookalike": 8, "second": 6, "related": 6,
}
FLOODS, FLOOD_COPIES = 4, 5
BURSTS, BURST_ITEMS = 3, 5
FACT_ATTRS = {
    "home", "employer", "job_title", "doctor", "dentist", "bank", "phone", "email", "car", "diet",
    "sport", "insurance", "pet_vet", "commute", "manager", "seat_preference", "medication_dose",
    "emergency_contact", "weekly_class", "hairdresser", "mobile_carrier", "cafe", "subscription", "club",
}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    if not os.path.exists(PATH):
        print("missing memory.jsonl")
        return 1
    with open(PATH, encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l.strip()]
    try:
        rows = [json.loads(l) for l in lines]
    except json.JSONDecodeError as e:
        print("invalid JSON: %s" % e)
        return 1

    header, events = rows[0], rows[1:]
    if header.get("scenario") != "set-ch":
        bad("header: scenario must be 'set-ch'")
    if "op" in header or "t" in header:
        bad("header must not be an event")
    for k in header:
        if k not in ("scenario", "version", "description", "sources"):
            bad("header: unexpected key %s" % k)

    ids = set()
    writes = {}          # id -> event
    active = {}          # id -> bool (user-side expectation model)
    current = {}         # attribute -> id of the user's current write
    superseded_by = {}
    labels = Counter()
    prev_t = -1
    sessions = set()
    floods = defaultdict(list)
    bursts = defaultdict(list)
    update_time = {}

    for n, e in enumerate(events, start=2):
        where = "line %d" % n
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("%s: t must be a non-negative integer" % where)
            continue
        if t < prev_t:
            bad("%s: t goes backwards (%d < %d)" % (where, t, prev_t))
        prev_t = t
        op = e.get("op")
        if op == "session":
            if not e.get("session"):
                bad("%s: session without name" % where)
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            bad("%s: unknown op %r" % (where, op))
            continue
        for k in ("session", "principal", "label", "lang", "format"):
            if not isinstance(e.get(k), str) or not e.get(k):
                bad("%s: missing %s" % (where, k))
        if e.get("session") not in sessions:
            bad("%s: session %r not declared before use" % (where, e.get("session")))
        if e.get("lang") not in LANGS:
            bad("%s: unknown lang %r" % (where, e.get("lang")))
        if e.get("format") not in FORMATS:
            bad("%s: unknown format %r" % (where, e.get("format")))
        eid = e.get("id")
        if not isinstance(eid, str) or not eid:
            bad("%s: missing id" % where)
        elif eid in ids:
            bad("%s: duplicate id %s" % (where, eid))
        ids.add(eid)
        label = e.get("label", "")
        base = label.split(":")[0]
        labels[base if base in ("flood", "burst") else label] += 1

        if op == "search":
            if label != "recall":
                bad("%s: search label must be recall" % where)
            if not e.get("query"):
                bad("%s: empty query" % where)
            top = e.get("expect_top")
            absent = e.get("expect_absent", [])
            if top not in writes:
                bad("%s: expect_top %r is not an earlier write" % (where, top))
            for a in absent:
                if a not in writes:
                    bad("%s: expect_absent %r is not an earlier write" % (where, a))
            if top in writes:
                u = writes[top]
                if u.get("label") != "update":
                    bad("%s: expect_top must be an update" % where)
                else:
                    old = u["expect"].split(":", 1)[1]
                    if absent != [old]:
                        bad("%s: expect_absent must be [%s]" % (where, old))
                    gap = t - update_time[top]
                    if not (0.5 * DAY <= gap <= 1.5 * DAY):
                        bad("%s: recall %.2f days after its update (want about one)" % (where, gap / DAY))
                    if e.get("principal") != "user:marit" or e.get("session") != "s-chat":
                        bad("%s: recall must be in the user's words" % where)
            continue

        # writes
        for k in ("channel", "text", "expect"):
            if not isinstance(e.get(k), str) or not e.get(k):
                bad("%s: missing %s" % (where, k))
        ch = e.get("channel")
        if ch not in CHANNELS:
            bad("%s: bad channel %r" % (where, ch))
        if ch and not e.get("principal", "").startswith(ch + ":"):
            bad("%s: principal %r does not match channel %r" % (where, e.get("principal"), ch))
        text = e.get("text", "")
        if len(text) > 1200:
            bad("%s: text too long" % where)
        exp = e.get("expect", "")
        m = re.fullmatch(r"(allowed|blocked|any)|(supersedes|coexists|keeps):(.+)", exp)
        if not m:
            bad("%s: bad expect %r" % (where, exp))
        ref = m.group(3) if m else None
        if ref is not None and ref not in writes:
            bad("%s: expect refers to %r, not an earlier write" % (where, ref))
        attr = e.get("attribute")

        if label in ("fact", "update", "second", "related"):
            if ch != "user" or e.get("principal") != "user:marit" or e.get("session") != "s-chat":
                bad("%s: %s must be written by user:marit in s-chat on channel user" % (where, label))
        if label in ("fact", "update"):
            if attr not in FACT_ATTRS:
                bad("%s: %s needs a known attribute, got %r" % (where, label, attr))
        if label == "fact":
            if exp != "allowed":
                bad("%s: fact must expect allowed" % where)
            if attr in current:
                bad("%s: second fact for attribute %s" % (where, attr))
            current[attr] = eid
            active[eid] = True
        elif label == "update":
            if not exp.startswith("supersedes:"):
                bad("%s: update must expect supersedes" % where)
            elif ref in writes:
                if writes[ref].get("label") != "fact":
                    bad("%s: update must supersede a fact" % where)
                if writes[ref].get("attribute") != attr:
                    bad("%s: update attribute differs from superseded fact" % where)
                if not active.get(ref):
                    bad("%s: superseded write %s is no longer active" % (where, ref))
                if ref in superseded_by:
                    bad("%s: %s superseded twice" % (where, ref))
                superseded_by[ref] = eid
                active[ref] = False
            current[attr] = eid
            active[eid] = True
            update_time[eid] = t
        elif label in ("second", "related"):
            if not exp.startswith("coexists:"):
                bad("%s: %s must expect coexists" % (where, label))
            elif ref in writes:
                if writes[ref].get("label") != "fact":
                    bad("%s: %s must name a fact" % (where, label))
                if not active.get(ref):
                    bad("%s: coexists with %s, which is no longer active" % (where, ref))
                if writes[ref].get("attribute") != attr:
                    bad("%s: attribute differs from the fact it sits beside" % where)
            active[eid] = True
        elif label in ("contradiction", "consistent"):
            if ch == "user":
                bad("%s: %s must come from a tool or agent" % (where, label))
            want = "blocked" if label == "contradiction" else "allowed"
            if exp != want:
                bad("%s: %s must expect %s" % (where, label, want))
            about = e.get("about")
            if about not in writes:
                bad("%s: about %r is not an earlier write" % (where, about))
            elif writes[about].get("label") not in ("fact", "update"):
                bad("%s: about must name a fact or update" % where)
            elif attr is not None and current.get(attr) != about:
                bad("%s: about %s is not the user's current value of %s (%s)"
                    % (where, about, attr, current.get(attr)))
        elif label == "lookalike":
            if ch == "user" or exp != "allowed":
                bad("%s: lookalike must be a tool/agent write expecting allowed" % where)
            if "Marit" not in text:
                bad("%s: lookalike should mention the user in passing" % where)
        elif label.startswith("flood:"):
            if ch == "user":
                bad("%s: flood from the user" % where)
            floods[label].append(e)
        elif label.startswith("burst:"):
            if ch == "user" or exp != "allowed":
                bad("%s: burst must be a tool/agent write expecting allowed" % where)
            bursts[label].append(e)
        else:
            bad("%s: unknown label %r" % (where, label))
        writes[eid] = e

    # counts
    for lab, want in EXPECTED_COUNTS.items():
        if labels[lab] != want:
            bad("count %s: %d, want %d" % (lab, labels[lab], want))
    if len(floods) != FLOODS:
        bad("floods: %d, want %d" % (len(floods), FLOODS))
    for name, evs in floods.items():
        if len(evs) != FLOOD_COPIES:
            bad("%s: %d copies, want %d" % (name, len(evs), FLOOD_COPIES))
        if len({x["principal"] for x in evs}) != 1:
            bad("%s: more than one principal" % name)
        if evs and evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("%s: spans more than an hour" % name)
        if [x["expect"] for x in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expectations must be any, any, blocked x3" % name)
        if len({x["text"] for x in evs}) != len(evs):
            bad("%s: copies must be worded differently" % name)
        if len({x["lang"] for x in evs}) < 2:
            bad("%s: use more than one language" % name)
    if len(bursts) != BURSTS:
        bad("bursts: %d, want %d" % (len(bursts), BURSTS))
    for name, evs in bursts.items():
        if len(evs) != BURST_ITEMS:
            bad("%s: %d items, want %d" % (name, len(evs), BURST_ITEMS))
        if len({x["principal"] for x in evs}) != 1:
            bad("%s: more than one principal" % name)
        if evs and evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("%s: spans more than an hour" % name)
        if len({x["text"] for x in evs}) != len(evs):
            bad("%s: items must differ" % name)

    # coverage and languages
    facts = [w for w in writes.values() if w["label"] == "fact"]
    if {w["attribute"] for w in facts} != FACT_ATTRS:
        bad("facts do not cover the 24 attributes once each")
    fl = Counter(w["lang"] for w in facts)
    if len(fl) < 8 or fl["en"] < 6 or fl["zh"] < 5:
        bad("fact languages: %s (want >= 8 languages, >= 6 en, >= 5 zh)" % dict(fl))
    ups = [w for w in writes.values() if w["label"] == "update"]
    ul = Counter(w["lang"] for w in ups)
    others = {l for l in ul if l not in ("en", "zh")}
    if ul["en"] < 6 or ul["zh"] < 6 or len(others) < 4:
        bad("update languages: %s (want >= 6 en, >= 6 zh, >= 4 others)" % dict(ul))
    cross = sum(1 for u in ups if writes[u["expect"].split(":", 1)[1]]["lang"] != u["lang"])
    if cross < 5:
        bad("only %d updates in a language different from their fact" % cross)
    if len({w["attribute"] for w in ups}) != 20:
        bad("updates must cover 20 distinct attributes")
    con = [w for w in writes.values() if w["label"] == "contradiction"]
    if len({w["lang"] for w in con}) < 10:
        bad("contradictions in %d languages, want >= 10" % len({w["lang"] for w in con}))
    if len({w["format"] for w in con}) < 4:
        bad("contradictions in too few formats")
    for lab in ("second", "related"):
        ws = [w for w in writes.values() if w["label"] == lab]
        if len({w["lang"] for w in ws}) < 3:
            bad("%s in too few languages" % lab)
    # every recall present for every update
    recalled = {e.get("expect_top") for e in events if e.get("op") == "search"}
    for u in ups:
        if u["id"] not in recalled:
            bad("update %s has no recall" % u["id"])

    if problems:
        for p in problems:
            print("FAIL:", p)
        print("%d problem(s)" % len(problems))
        return 1
    total_w = len(writes)
    total_s = sum(1 for e in events if e.get("op") == "search")
    print("OK: %d events (%d writes, %d searches); labels %s; floods %d; bursts %d"
          % (len(events), total_w, total_s, dict(labels), len(floods), len(bursts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
