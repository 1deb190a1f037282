#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set "set-cw". Exits non-zero on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

LANGS = {"en", "zh", "pt", "es", "de", "fr", "it", "nl", "af", "ja", "ko", "ru", "pl", "sw"}
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form",
           "note", "log", "sms"}
EXPECTED_COUNTS = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8,
                   "update": 8, "recall": 8}
SESSION_OF_CHANNEL = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl missing - run build.py first")
        return 1
    with open(PATH, encoding="utf-8") as fh:
        lines = [l for l in fh.read().split("\n") if l.strip()]
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            bad("line %d: not JSON (%s)" % (n, e))
    if problems:
        return report(Counter())

    header = rows[0]
    if "scenario" not in header or "op" in header:
        bad("line 1 must be the header with 'scenario' and no 'op'")
    events = rows[1:]

    sessions = {}
    writes = {}          # id -> event
    attr_of = {}         # write id -> attribute (facts and updates)
    current = {}         # attribute -> id holding the user's current value
    fact_attrs = Counter()
    labels = Counter()
    last_t = -1
    user_langs, contra_langs, look_langs = set(), set(), set()
    contra_formats, look_formats = set(), set()
    variants = Counter()
    floods = defaultdict(list)
    bursts = defaultdict(list)
    updates = {}         # update id -> (t, old fact id)
    recalls = []

    for n, ev in enumerate(events, 2):
        where = "line %d" % n
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)):
            bad("%s: t missing or not a number" % where)
            continue
        if t < last_t:
            bad("%s: t goes back (%s < %s)" % (where, t, last_t))
        last_t = t

        if op == "session":
            s = ev.get("session")
            if not s:
                bad("%s: session op without session" % where)
            elif s in sessions:
                bad("%s: session %s declared twice" % (where, s))
            else:
                sessions[s] = ev
            continue

        if op not in ("write", "search"):
            bad("%s: unknown op %r" % (where, op))
            continue

        for k in ("session", "principal", "label", "lang", "format"):
            if not ev.get(k):
                bad("%s: missing %s" % (where, k))
        if ev.get("session") not in sessions:
            bad("%s: session %r used before declared" % (where, ev.get("session")))
        if ev.get("lang") not in LANGS:
            bad("%s: unexpected lang %r" % (where, ev.get("lang")))
        if ev.get("format") not in FORMATS:
            bad("%s: unexpected format %r" % (where, ev.get("format")))
        label = ev.get("label", "")
        labels[label] += 1
        day = t / DAY

        if op == "search":
            if not ev.get("query"):
                bad("%s: search without query" % where)
            for ref in [ev.get("expect_top")] + list(ev.get("expect_absent") or []):
                if ref is not None and ref not in writes:
                    bad("%s: search names %r which is not an earlier write" % (where, ref))
            if label == "recall":
                if ev.get("principal") != "user:helena" or ev.get("session") != "s-chat":
                    bad("%s: recall must be by the user in s-chat" % where)
                recalls.append((t, ev, where))
            if ev.get("principal", "").startswith("user:"):
                user_langs.add(ev.get("lang"))
            continue

        # writes
        for k in ("id", "channel", "text", "expect"):
            if not ev.get(k):
                bad("%s: write missing %s" % (where, k))
        wid = ev.get("id")
        if wid in writes:
            bad("%s: duplicate id %r" % (where, wid))
        ch = ev.get("channel")
        principal = ev.get("principal", "")
        if ch not in SESSION_OF_CHANNEL:
            bad("%s: bad channel %r" % (where, ch))
        elif not principal.startswith(ch + ":"):
            bad("%s: principal %r does not match channel %r" % (where, principal, ch))
        elif ev.get("session") != SESSION_OF_CHANNEL[ch]:
            bad("%s: channel %s should write in %s" % (where, ch, SESSION_OF_CHANNEL[ch]))
        if ch == "user":
            user_langs.add(ev.get("lang"))
            if principal != "user:helena":
                bad("%s: unexpected user principal %r" % (where, principal))

        expect = ev.get("expect", "")
        for prefix in ("supersedes:", "coexists:", "keeps:"):
            if expect.startswith(prefix):
                ref = expect[len(prefix):]
                if ref not in writes:
                    bad("%s: expect names %r which is not an earlier write" % (where, ref))
        if expect not in ("allowed", "blocked", "any") and not any(
                expect.startswith(p) for p in ("supersedes:", "coexists:", "keeps:")):
            bad("%s: unknown expect %r" % (where, expect))

        about = ev.get("about")
        if about is not None:
            if about not in writes:
                bad("%s: about %r is not an earlier write" % (where, about))
            elif about not in attr_of:
                bad("%s: about %r is not a user fact/update" % (where, about))
            elif current.get(attr_of[about]) != about:
                bad("%s: about %r is not the current value of %s (current: %r)"
                    % (where, about, attr_of[about], current.get(attr_of[about])))

        if label == "fact":
            if ch != "user" or expect != "allowed":
                bad("%s: fact must be by the user and expect allowed" % where)
            if not 0 <= day < 6:
                bad("%s: fact outside days 0-5" % where)
            a = ev.get("attribute")
            if not a:
                bad("%s: fact without attribute" % where)
            else:
                fact_attrs[a] += 1
                attr_of[wid] = a
                current[a] = wid
        elif label == "update":
            if ch != "user" or not expect.startswith("supersedes:"):
                bad("%s: update must be by the user and expect supersedes:" % where)
            if not 13 <= day < 21:
                bad("%s: update outside days 13-20" % where)
            old = expect[len("supersedes:"):]
            a = ev.get("attribute")
            if attr_of.get(old) != a:
                bad("%s: update attribute %r does not match %r" % (where, a, attr_of.get(old)))
            elif current.get(a) != old:
                bad("%s: update supersedes %r which is not current for %s" % (where, old, a))
            else:
                attr_of[wid] = a
                current[a] = wid
                updates[wid] = (t, old)
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch not in ("tool", "agent"):
                bad("%s: %s must be by a tool or agent" % (where, label))
            if about is None:
                bad("%s: %s without about" % (where, label))
            want = "blocked" if label == "contradiction" else "allowed"
            if expect != want:
                bad("%s: %s should expect %s" % (where, label, want))
            if label in ("contradiction", "lookalike") and not 1 <= day < 13:
                bad("%s: %s outside days 1-12" % (where, label))
            if label == "contradiction":
                contra_langs.add(ev.get("lang"))
                contra_formats.add(ev.get("format"))
            if label == "lookalike":
                look_langs.add(ev.get("lang"))
                look_formats.add(ev.get("format"))
                v = ev.get("variant")
                if v not in ("a", "b", "c", "d", "e"):
                    bad("%s: lookalike variant %r" % (where, v))
                variants[v] += 1
        elif label.startswith("flood:"):
            floods[label].append((t, ev, where))
        elif label.startswith("burst:"):
            bursts[label].append((t, ev, where))
        else:
            bad("%s: unknown label %r" % (where, label))

        writes[wid] = ev

    # counts
    for lab, want in EXPECTED_COUNTS.items():
        if labels[lab] != want:
            bad("label %s: %d events, expected %d" % (lab, labels[lab], want))
    if len(fact_attrs) != 24 or any(c != 1 for c in fact_attrs.values()):
        bad("facts must cover 24 distinct attributes once each: %s" % dict(fact_attrs))
    for v in "abcde":
        if variants[v] != 4:
            bad("lookalike variant %s: %d, expected 4" % (v, variants[v]))
    for s in ("s-chat", "s-sync", "s-agents"):
        if s not in sessions:
            bad("session %s not declared" % s)

    # recalls
    seen_upd = set()
    for t, ev, where in recalls:
        top = ev.get("expect_top")
        if top not in updates:
            bad("%s: recall expect_top %r is not an update" % (where, top))
            continue
        ut, old = updates[top]
        if ev.get("expect_absent") != [old]:
            bad("%s: recall expect_absent should be [%r]" % (where, old))
        if not 0.5 * DAY <= t - ut <= 1.5 * DAY:
            bad("%s: recall not about a day after its update" % where)
        seen_upd.add(top)
    if seen_upd != set(updates):
        bad("every update needs exactly one recall: %s" % (set(updates) ^ seen_upd))

    # floods
    if len(floods) != 2:
        bad("expected 2 floods, got %d" % len(floods))
    for lab, items in floods.items():
        if len(items) != 5:
            bad("%s: %d copies, expected 5" % (lab, len(items)))
        principals = [e["principal"] for _, e, _ in items]
        if len(set(principals)) != len(principals):
            bad("%s: principals must differ" % lab)
        if any(e["channel"] != "tool" for _, e, _ in items):
            bad("%s: flood copies must come from tools" % lab)
        if len({e["text"] for _, e, _ in items}) != len(items):
            bad("%s: copies must be worded differently" % lab)
        for i, (t, e, where) in enumerate(items):
            want = "any" if i < 2 else "blocked"
            if e["expect"] != want:
                bad("%s: copy %d should expect %s" % (where, i + 1, want))
            if i and not 600 <= t - items[i - 1][0] <= 900:
                bad("%s: flood gap %ds not 10-15 min" % (where, t - items[i - 1][0]))

    # bursts
    if len(bursts) != 2:
        bad("expected 2 bursts, got %d" % len(bursts))
    for lab, items in bursts.items():
        if len(items) != 5:
            bad("%s: %d messages, expected 5" % (lab, len(items)))
        if len({e["principal"] for _, e, _ in items}) != 1:
            bad("%s: burst must come from one tool" % lab)
        if len({e["text"] for _, e, _ in items}) != len(items):
            bad("%s: burst messages must differ" % lab)
        for i, (t, e, where) in enumerate(items):
            if e["expect"] != "allowed":
                bad("%s: burst should expect allowed" % where)
            if i and not 120 <= t - items[i - 1][0] <= 600:
                bad("%s: burst gap %ds not 2-10 min" % (where, t - items[i - 1][0]))

    # languages
    others = user_langs - {"en", "zh"}
    if not {"en", "zh"} <= user_langs or len(others) < 4:
        bad("user languages %s: need en, zh and at least 4 others" % sorted(user_langs))
    if len(contra_langs) < 12:
        bad("contradictions use %d languages, need >= 12" % len(contra_langs))
    if len(look_langs) < 12:
        bad("look-alikes use %d languages, need >= 12" % len(look_langs))
    if len(contra_formats) < 10:
        bad("contradictions use only %d formats" % len(contra_formats))

    print("labels:", dict(sorted(labels.items())))
    print("user languages:", sorted(user_langs))
    print("contradiction languages (%d):" % len(contra_langs), sorted(contra_langs))
    print("look-alike languages (%d):" % len(look_langs), sorted(look_langs))
    print("contradiction formats:", sorted(contra_formats))
    print("look-alike formats:", sorted(look_formats))
    return report(labels)


def report(labels):
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
