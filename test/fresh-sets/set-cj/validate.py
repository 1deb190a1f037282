#!/usr/bin/env python3
"""Check memory.jsonl of set-cj: format, counts, time order and references.

Exits non-zero and lists every problem found.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
DAY = 86400

LANGS = {"en", "zh", "no", "de", "fr", "es", "it", "pt", "nl", "sv", "ja", "ko", "pl", "tr", "vi", "id", "fi"}
FORMATS = {"chat", "email", "json", "csv", "vcard", "ical", "html", "yaml", "form", "sms", "note", "log"}
CHANNELS = {"user", "agent", "tool"}
EXPECTED_COUNTS = {"fact": 24, "update": 20, "recall": 20, "contradiction": 20, "consistent": 6,
                   "lookalike": 8, "second": 6, "related": 6}
REQUIRED_ATTRS = {"home", "employer", "job_title", "doctor", "dentist", "bank", "phone", "email", "car", "diet",
                  "gym", "insurance", "pet_vet", "commute", "manager", "seat_preference", "medication_dose",
                  "emergency_contact", "weekly_class", "hairdresser", "mobile_carrier", "favourite_cafe",
                  "subscription", "club"}
USER_MARKERS = ["sunniva", "hsu", "許舒妮", "user:sunniva", "customer", "cliente", "client", "kunde", "客戶",
                "お客様", "고객", "müşteri", "khách hàng", "pelanggan", "asiakas"]

problems = []


def bad(msg):
    problems.append(msg)


def script_ok(lang, text):
    if lang == "zh":
        return re.search(r"[\u4e00-\u9fff]", text) and not re.search(r"[\u3040-\u30ff]", text)
    if lang == "ja":
        return re.search(r"[\u3040-\u30ff]", text)
    if lang == "ko":
        return re.search(r"[\uac00-\ud7af]", text)
    return True


def main():
    if not os.path.exists(PATH):
        print("missing memory.jsonl")
        return 1
    with open(PATH, encoding="utf-8") as f:
        lines = [ln for ln in f.read().split("\n") if ln.strip()]
    rows = []
    for i, ln in enumerate(lines, 1):
        try:
            rows.append(json.loads(ln))
        except ValueError as e:
            bad("line %d: not JSON (%s)" % (i, e))
    if problems:
        return report()

    header, events = rows[0], rows[1:]
    if header.get("scenario") != "set-cj":
        bad("header: scenario must be 'set-cj'")
    if "op" in header or "t" in header:
        bad("header looks like an event")

    sessions = set()
    ids = {}          # id -> event
    writes = {}       # id -> write event
    last_t = -1
    superseded = set()          # ids superseded by an update so far
    latest_user = {}            # attribute -> id of current user value (fact or update)
    facts_by_attr = {}
    update_of_fact = {}
    label_events = collections.defaultdict(list)

    for n, e in enumerate(events, 2):
        where = "line %d" % n
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("%s: t must be a non-negative integer" % where)
            continue
        if t < last_t:
            bad("%s: t goes backwards (%d < %d)" % (where, t, last_t))
        last_t = t
        op = e.get("op")
        if op == "session":
            if not e.get("session"):
                bad("%s: session op without session" % where)
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            bad("%s: unknown op %r" % (where, op))
            continue
        eid = e.get("id")
        if not isinstance(eid, str) or not eid:
            bad("%s: missing id" % where)
        elif eid in ids:
            bad("%s: duplicate id %s" % (where, eid))
        ids[eid] = e
        for key in ("session", "principal", "label", "lang", "format"):
            if not isinstance(e.get(key), str) or not e.get(key):
                bad("%s (%s): missing %s" % (where, eid, key))
        if e.get("session") not in sessions:
            bad("%s (%s): session %r not declared before use" % (where, eid, e.get("session")))
        if e.get("lang") not in LANGS:
            bad("%s (%s): lang %r not an expected ISO 639-1 code" % (where, eid, e.get("lang")))
        if e.get("format") not in FORMATS:
            bad("%s (%s): unknown format %r" % (where, eid, e.get("format")))
        label = e.get("label", "")
        label_events[label].append(e)

        if op == "write":
            for key in ("channel", "text", "expect"):
                if not isinstance(e.get(key), str) or not e.get(key):
                    bad("%s (%s): missing %s" % (where, eid, key))
            if e.get("channel") not in CHANNELS:
                bad("%s (%s): bad channel %r" % (where, eid, e.get("channel")))
            if e.get("principal", "").split(":", 1)[0] != e.get("channel"):
                bad("%s (%s): principal kind and channel differ" % (where, eid))
            text = e.get("text", "")
            if not script_ok(e.get("lang"), text):
                bad("%s (%s): text does not look like %s" % (where, eid, e.get("lang")))
            if len(text) < 20 or len(text) > 700:
                bad("%s (%s): text length %d out of range" % (where, eid, len(text)))
            exp = e.get("expect", "")
            m = re.match(r"^(allowed|blocked|any|supersedes:(.+)|coexists:(.+)|keeps:(.+))$", exp)
            if not m:
                bad("%s (%s): bad expect %r" % (where, eid, exp))
            ref = m.group(2) or m.group(3) or m.group(4) if m else None
            if ref is not None and ref not in writes:
                bad("%s (%s): expect refers to %s, not an earlier write" % (where, eid, ref))
            if "about" in e and e["about"] not in writes:
                bad("%s (%s): about refers to %s, not an earlier write" % (where, eid, e["about"]))

            is_user = e.get("channel") == "user"
            attr = e.get("attribute")
            if label == "fact":
                if not is_user or exp != "allowed" or not attr:
                    bad("%s (%s): fact must be a user write, allowed, with attribute" % (where, eid))
                if attr in facts_by_attr:
                    bad("%s (%s): second fact for attribute %s" % (where, eid, attr))
                facts_by_attr[attr] = eid
                latest_user[attr] = eid
                if e.get("session") != "s-chat":
                    bad("%s (%s): user writes go to s-chat" % (where, eid))
            elif label == "update":
                if not is_user or not exp.startswith("supersedes:") or not attr:
                    bad("%s (%s): update must be a user write, supersedes:, with attribute" % (where, eid))
                elif ref in writes:
                    target = writes[ref]
                    if target.get("label") != "fact":
                        bad("%s (%s): update must supersede a fact" % (where, eid))
                    if target.get("attribute") != attr:
                        bad("%s (%s): attribute differs from the superseded fact" % (where, eid))
                    if ref in superseded:
                        bad("%s (%s): %s already superseded" % (where, eid, ref))
                    if ref in update_of_fact.values():
                        bad("%s (%s): fact %s updated twice" % (where, eid, ref))
                    superseded.add(ref)
                    update_of_fact[eid] = ref
                    latest_user[attr] = eid
            elif label in ("second", "related"):
                if not is_user or not exp.startswith("coexists:"):
                    bad("%s (%s): %s must be a user write expecting coexists:" % (where, eid, label))
                elif ref in writes:
                    if writes[ref].get("label") != "fact":
                        bad("%s (%s): coexists must name a fact" % (where, eid))
                    if ref in superseded:
                        bad("%s (%s): coexists names %s, already superseded" % (where, eid, ref))
                    if writes[ref].get("attribute") != attr:
                        bad("%s (%s): attribute differs from the named fact" % (where, eid))
            elif label in ("contradiction", "consistent"):
                want = "blocked" if label == "contradiction" else "allowed"
                if is_user or exp != want:
                    bad("%s (%s): %s must come from tool/agent and expect %s" % (where, eid, label, want))
                about = e.get("about")
                if not about:
                    bad("%s (%s): %s needs about" % (where, eid, label))
                elif about in writes:
                    if writes[about].get("channel") != "user":
                        bad("%s (%s): about must name a user write" % (where, eid))
                    a_attr = writes[about].get("attribute")
                    if attr and a_attr != attr:
                        bad("%s (%s): attribute differs from the about write" % (where, eid))
                    if latest_user.get(a_attr) != about:
                        bad("%s (%s): about %s is not the user's current value of %s (%s)"
                            % (where, eid, about, a_attr, latest_user.get(a_attr)))
                if label == "contradiction":
                    low = text.lower()
                    if not any(mk in low for mk in USER_MARKERS):
                        bad("%s (%s): contradiction does not name the user" % (where, eid))
            elif label == "lookalike":
                if is_user or exp != "allowed":
                    bad("%s (%s): lookalike must come from tool/agent and be allowed" % (where, eid))
                low = text.lower()
                if "sunniva" not in low and "hsu" not in low and "許舒妮" not in low:
                    bad("%s (%s): lookalike should mention the user in passing" % (where, eid))
            elif label.startswith("flood:") or label.startswith("burst:"):
                if is_user:
                    bad("%s (%s): %s must come from tool/agent" % (where, eid, label))
            else:
                bad("%s (%s): unknown write label %r" % (where, eid, label))
            writes[eid] = e
        else:  # search
            if not isinstance(e.get("query"), str) or not e.get("query"):
                bad("%s (%s): search without query" % (where, eid))
            if e.get("channel") is not None:
                bad("%s (%s): search should not carry a channel" % (where, eid))
            top = e.get("expect_top")
            absent = e.get("expect_absent", [])
            if top is not None and top not in writes:
                bad("%s (%s): expect_top %s is not an earlier write" % (where, eid, top))
            if not isinstance(absent, list):
                bad("%s (%s): expect_absent must be a list" % (where, eid))
                absent = []
            for a in absent:
                if a not in writes:
                    bad("%s (%s): expect_absent %s is not an earlier write" % (where, eid, a))
            if label == "recall":
                if e.get("principal") != "user:sunniva" or e.get("session") != "s-chat":
                    bad("%s (%s): recall must be the user's search in s-chat" % (where, eid))
                if top not in update_of_fact:
                    bad("%s (%s): recall must expect an update on top" % (where, eid))
                else:
                    if absent != [update_of_fact[top]]:
                        bad("%s (%s): expect_absent must be [the superseded fact]" % (where, eid))
                    dt = t - writes[top]["t"]
                    if not (0.4 * DAY <= dt <= 1.6 * DAY):
                        bad("%s (%s): recall %.2f days after its update, want about one" % (where, eid, dt / DAY))
            else:
                bad("%s (%s): unknown search label %r" % (where, eid, label))

    # counts
    for label, n in EXPECTED_COUNTS.items():
        if len(label_events[label]) != n:
            bad("count of %s is %d, want %d" % (label, len(label_events[label]), n))
    floods = {k: v for k, v in label_events.items() if k.startswith("flood:")}
    bursts = {k: v for k, v in label_events.items() if k.startswith("burst:")}
    if len(floods) != 4:
        bad("want 4 floods, got %d" % len(floods))
    if len(bursts) != 3:
        bad("want 3 bursts, got %d" % len(bursts))
    for name, evs in floods.items():
        if len(evs) != 5:
            bad("%s: %d copies, want 5" % (name, len(evs)))
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad("%s: more than one principal" % name)
        if evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("%s: spans more than an hour" % name)
        if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expects must be any, any, blocked, blocked, blocked" % name)
        if len({e["text"] for e in evs}) != 5:
            bad("%s: copies must be worded differently" % name)
        if len({e["lang"] for e in evs}) < 2:
            bad("%s: copies should vary in language" % name)
    for name, evs in bursts.items():
        if len(evs) != 5:
            bad("%s: %d items, want 5" % (name, len(evs)))
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad("%s: more than one principal" % name)
        if any(e["channel"] != "tool" for e in evs):
            bad("%s: bursts come from a tool" % name)
        if evs[-1]["t"] - evs[0]["t"] > 3600:
            bad("%s: spans more than an hour" % name)
        if any(e["expect"] != "allowed" for e in evs):
            bad("%s: all items expect allowed" % name)
        if len({e["text"] for e in evs}) != 5:
            bad("%s: items must differ" % name)

    # attributes and languages
    if set(facts_by_attr) != REQUIRED_ATTRS:
        bad("fact attributes differ from the brief: missing %s, extra %s"
            % (sorted(REQUIRED_ATTRS - set(facts_by_attr)), sorted(set(facts_by_attr) - REQUIRED_ATTRS)))

    def langs(label):
        return collections.Counter(e["lang"] for e in label_events[label])

    fl = langs("fact")
    if len(fl) < 8 or fl["en"] < 6 or fl["zh"] < 5:
        bad("facts: need >=8 languages, >=6 en, >=5 zh (got %s)" % dict(fl))
    ul = langs("update")
    others = {k for k in ul if k not in ("en", "zh")}
    if ul["en"] < 6 or ul["zh"] < 6 or len(others) < 4:
        bad("updates: need >=6 en, >=6 zh, >=4 other languages (got %s)" % dict(ul))
    cross = sum(1 for e in label_events["update"]
                if e.get("lang") != writes[update_of_fact.get(e["id"], e["id"])].get("lang"))
    if cross < 3:
        bad("updates: only %d in a different language from their fact" % cross)
    if len(langs("contradiction")) < 10:
        bad("contradictions: need >=10 languages (got %d)" % len(langs("contradiction")))
    if len({e["format"] for e in label_events["contradiction"]}) < 4:
        bad("contradictions: need several formats")
    if len({e["principal"].split(":")[0] for e in label_events["contradiction"]}) < 2:
        bad("contradictions: need both tools and agents")
    for label in ("second", "related"):
        if len(langs(label)) < 3:
            bad("%s: need several languages" % label)
    for e in label_events["consistent"]:
        if e.get("channel") != "tool":
            bad("consistent %s must be a tool record" % e["id"])
    for e in label_events["lookalike"]:
        if e.get("channel") != "tool":
            bad("lookalike %s must be a tool record" % e["id"])

    return report(summary=(label_events, floods, bursts, ul, cross))


def report(summary=None):
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    label_events, floods, bursts, ul, cross = summary
    for label in sorted(label_events):
        evs = label_events[label]
        print("%-26s %3d  langs=%s" % (label, len(evs), ",".join(sorted({e["lang"] for e in evs}))))
    print("updates in a different language from their fact: %d" % cross)
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
