#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set set-cs. Exits non-zero on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

DAY = 86400
LANGS = {"en", "zh", "sl", "de", "it", "hr", "fr", "es", "pl", "cs", "hu", "sv", "ja", "tr"}
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log", "sms"}
EXPECTED_COUNTS = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8, "update": 8, "recall": 8}
USER = "user:vesna"

problems = []


def bad(msg):
    problems.append(msg)


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl missing; run build.py first")
        return 1
    lines = open(PATH, encoding="utf-8").read().splitlines()
    if not lines:
        print("empty file")
        return 1
    try:
        rows = [json.loads(l) for l in lines]
    except json.JSONDecodeError as e:
        print("invalid JSON: %s" % e)
        return 1

    header = rows[0]
    if "scenario" not in header or "op" in header or "t" in header:
        bad("first line must be the header with 'scenario' and no 'op'/'t'")
    events = rows[1:]

    sessions_declared = {}
    ids = {}                 # id -> event
    current = {}             # attribute -> id of the user's write holding the current value
    attr_of = {}             # user write id -> attribute
    fact_attrs = Counter()
    labels = Counter()
    by_label = defaultdict(list)
    last_t = -1
    user_langs, contra_langs, look_langs = set(), set(), set()
    contra_formats, look_formats = set(), set()
    look_kinds = Counter()

    for n, ev in enumerate(events, start=2):
        where = "line %d" % n
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad("%s: 't' must be a non-negative integer" % where)
            continue
        if t < last_t:
            bad("%s: t goes back (%d < %d)" % (where, t, last_t))
        last_t = t
        op = ev.get("op")

        if op == "session":
            s = ev.get("session")
            if not s:
                bad("%s: session op without session" % where)
            elif s in sessions_declared:
                bad("%s: session %s declared twice" % (where, s))
            else:
                sessions_declared[s] = t
            continue

        if op not in ("write", "search"):
            bad("%s: unknown op %r" % (where, op))
            continue

        eid = ev.get("id")
        if not eid:
            bad("%s: missing id" % where)
            continue
        if eid in ids:
            bad("%s: duplicate id %s" % (where, eid))
        where = "%s (%s)" % (where, eid)

        req = ["session", "principal", "label", "lang", "format"]
        req += ["channel", "text", "expect"] if op == "write" else ["query"]
        for k in req:
            if k not in ev or ev[k] in ("", None):
                bad("%s: missing %s" % (where, k))
        session, principal, label = ev.get("session"), ev.get("principal", ""), ev.get("label", "")
        if session not in sessions_declared:
            bad("%s: session %s not declared before use" % (where, session))
        lang, fmt = ev.get("lang"), ev.get("format")
        if lang not in LANGS:
            bad("%s: unexpected lang %r" % (where, lang))
        if fmt not in FORMATS:
            bad("%s: unexpected format %r" % (where, fmt))

        # principal / channel / session coherence
        if op == "write":
            ch = ev.get("channel")
            kind = principal.split(":", 1)[0]
            want = {"user": ("user", "s-chat"), "tool": ("tool", "s-sync"), "agent": ("agent", "s-agents")}.get(kind)
            if want is None:
                bad("%s: odd principal %r" % (where, principal))
            elif (ch, session) != want:
                bad("%s: principal %s should use channel/session %s, got %s/%s" % (where, principal, want, ch, session))

        labels[label] += 1
        by_label[label].append(ev)
        day = t // DAY

        def check_ref(ref, what):
            if ref not in ids:
                bad("%s: %s names %r which is not an earlier event" % (where, what, ref))
                return False
            if ids[ref].get("op") != "write":
                bad("%s: %s names %r which is not a write" % (where, what, ref))
                return False
            return True

        exp = ev.get("expect", "")
        if op == "write":
            if exp.startswith(("supersedes:", "coexists:", "keeps:")):
                check_ref(exp.split(":", 1)[1], "expect")
            elif exp not in ("allowed", "blocked", "any"):
                bad("%s: odd expect %r" % (where, exp))

        if label == "fact":
            if principal != USER or exp != "allowed" or fmt != "chat":
                bad("%s: fact must be by %s, chat, allowed" % (where, USER))
            if not 0 <= day <= 5:
                bad("%s: fact on day %d (want 0-5)" % (where, day))
            a = ev.get("attribute")
            if not a:
                bad("%s: fact without attribute" % where)
            else:
                fact_attrs[a] += 1
                current[a] = eid
                attr_of[eid] = a
            user_langs.add(lang)

        elif label == "update":
            if principal != USER or fmt != "chat":
                bad("%s: update must be by the user in chat" % where)
            if not 13 <= day <= 20:
                bad("%s: update on day %d (want 13-20)" % (where, day))
            a = ev.get("attribute")
            if not exp.startswith("supersedes:"):
                bad("%s: update must expect supersedes:<fact>" % where)
            else:
                old = exp.split(":", 1)[1]
                if a not in current:
                    bad("%s: update of unknown attribute %r" % (where, a))
                elif current[a] != old:
                    bad("%s: supersedes %s but current %s value is %s" % (where, old, a, current[a]))
                elif ids.get(old, {}).get("label") != "fact":
                    bad("%s: update must supersede a fact" % where)
                if old in ids and ids[old].get("lang") == lang:
                    pass  # allowed, but the set aims for most updates in another language
            current[a] = eid
            attr_of[eid] = a
            user_langs.add(lang)

        elif label in ("contradiction", "lookalike", "consistent"):
            if not principal.startswith(("tool:", "agent:")):
                bad("%s: %s must be written by a tool or agent" % (where, label))
            want = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}[label]
            if exp != want:
                bad("%s: %s must expect %s" % (where, label, want))
            if label in ("contradiction", "lookalike") and not 1 <= day <= 12:
                bad("%s: %s on day %d (want 1-12)" % (where, label, day))
            about = ev.get("about")
            if not about:
                bad("%s: missing about" % where)
            elif check_ref(about, "about"):
                a = attr_of.get(about)
                if a is None:
                    bad("%s: about %s is not a user fact/update" % (where, about))
                else:
                    if ev.get("attribute") and ev["attribute"] != a:
                        bad("%s: attribute %s but about %s holds %s" % (where, ev["attribute"], about, a))
                    if current.get(a) != about:
                        bad("%s: about %s is not the CURRENT value of %s (that is %s)" % (where, about, a, current.get(a)))
            if label == "contradiction":
                contra_langs.add(lang)
                contra_formats.add(fmt)
            if label == "lookalike":
                look_langs.add(lang)
                look_formats.add(fmt)
                k = ev.get("lookalike_kind")
                if k not in ("a", "b", "c", "d", "e"):
                    bad("%s: lookalike_kind must be a-e" % where)
                look_kinds[k] += 1

        elif label == "recall":
            if op != "search" or principal != USER:
                bad("%s: recall must be a search by the user" % where)
            top = ev.get("expect_top")
            if check_ref(top, "expect_top"):
                if ids[top].get("label") != "update":
                    bad("%s: recall expect_top must be an update" % where)
                elif t - ids[top]["t"] < 12 * 3600 or t - ids[top]["t"] > 2 * DAY:
                    bad("%s: recall should come about a day after its update" % where)
            absent = ev.get("expect_absent") or []
            if not absent:
                bad("%s: recall without expect_absent" % where)
            for a in absent:
                check_ref(a, "expect_absent")
            if top in ids and absent and ids[top].get("expect") != "supersedes:" + absent[0]:
                bad("%s: expect_absent should be the fact the update superseded" % where)

        elif label.startswith("flood:") or label.startswith("burst:"):
            if not principal.startswith("tool:"):
                bad("%s: %s must be by a tool" % (where, label))
        else:
            bad("%s: unknown label %r" % (where, label))

        if "expect_top" in ev and label != "recall":
            check_ref(ev["expect_top"], "expect_top")
        for a in ev.get("expect_absent", []) if label != "recall" else []:
            check_ref(a, "expect_absent")

        ids[eid] = ev

    # --- sessions
    for s in ("s-chat", "s-sync", "s-agents"):
        if s not in sessions_declared:
            bad("session %s never declared" % s)

    # --- counts
    for lab, n in EXPECTED_COUNTS.items():
        if labels[lab] != n:
            bad("label %s: %d events, want %d" % (lab, labels[lab], n))
    if len(fact_attrs) != 24 or any(v != 1 for v in fact_attrs.values()):
        bad("facts must cover 24 distinct attributes, one each")
    for k in "abcde":
        if look_kinds[k] != 4:
            bad("lookalike kind %s: %d, want 4" % (k, look_kinds[k]))

    # --- floods
    floods = [l for l in labels if l.startswith("flood:")]
    bursts = [l for l in labels if l.startswith("burst:")]
    if len(floods) != 2:
        bad("want 2 flood labels, got %d" % len(floods))
    if len(bursts) != 2:
        bad("want 2 burst labels, got %d" % len(bursts))
    for lab in floods:
        evs = by_label[lab]
        if len(evs) != 5:
            bad("%s: %d copies, want 5" % (lab, len(evs)))
            continue
        if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expects must be any, any, blocked x3" % lab)
        if len({e["principal"] for e in evs}) != 5:
            bad("%s: copies need 5 different tool principals" % lab)
        if len({e["lang"] for e in evs}) < 4 or len({e["format"] for e in evs}) < 4:
            bad("%s: vary languages and formats" % lab)
        for a, b in zip(evs, evs[1:]):
            if not 600 <= b["t"] - a["t"] <= 900:
                bad("%s: copies %s/%s are not 10-15 min apart" % (lab, a["id"], b["id"]))
    for lab in bursts:
        evs = by_label[lab]
        if len(evs) != 5:
            bad("%s: %d messages, want 5" % (lab, len(evs)))
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad("%s: one tool must write the whole burst" % lab)
        if any(e["expect"] != "allowed" for e in evs):
            bad("%s: burst messages expect allowed" % lab)
        if len({e["text"] for e in evs}) != 5:
            bad("%s: burst messages must differ" % lab)
        for a, b in zip(evs, evs[1:]):
            if not 120 <= b["t"] - a["t"] <= 600:
                bad("%s: %s/%s are not 2-10 min apart" % (lab, a["id"], b["id"]))

    # --- languages / formats
    if not {"en", "zh"} <= user_langs or len(user_langs - {"en", "zh"}) < 4:
        bad("user must write English, Chinese and at least four other languages: %s" % sorted(user_langs))
    if len(contra_langs) < 12:
        bad("contradictions use %d languages, want >= 12" % len(contra_langs))
    if len(look_langs) < 10:
        bad("look-alikes use %d languages, want >= 10" % len(look_langs))
    need_formats = {"json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log"}
    if not need_formats <= contra_formats:
        bad("contradiction formats missing: %s" % sorted(need_formats - contra_formats))
    if len(look_formats) < 10:
        bad("look-alikes use only %d formats" % len(look_formats))

    # --- report
    print("events: %d (after header)" % len(events))
    for lab in sorted(labels):
        print("  %-28s %d" % (lab, labels[lab]))
    print("user languages: %s" % ", ".join(sorted(user_langs)))
    print("contradiction languages (%d): %s" % (len(contra_langs), ", ".join(sorted(contra_langs))))
    print("look-alike languages (%d): %s" % (len(look_langs), ", ".join(sorted(look_langs))))
    print("look-alike kinds: %s" % dict(sorted(look_kinds.items())))
    if problems:
        print("\nPROBLEMS (%d):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
