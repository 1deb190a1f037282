#!/usr/bin/env python3
"""Check memory.jsonl of set-cg: format, ordering, references, counts, lengths.
Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400
USER = "user:valentina"

problems = []


def bad(msg):
    problems.append(msg)


CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")


def size(text):
    """(is_cjk, units): CJK texts count CJK characters plus other words."""
    n_cjk = len(CJK.findall(text))
    if n_cjk:
        rest = CJK.sub(" ", text)
        words = [w for w in re.split(r"\s+", rest) if re.search(r"\w", w)]
        return True, n_cjk + len(words)
    words = [w for w in re.split(r"\s+", text) if re.search(r"\w", w)]
    return False, len(words)


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = [l for l in fh.read().split("\n") if l.strip()]
    if not lines:
        bad("empty file")
        return
    try:
        header = json.loads(lines[0])
    except Exception as e:
        bad("header not JSON: %s" % e)
        return
    if header.get("scenario") != "set-cg":
        bad("header scenario must be set-cg")
    if "op" in header:
        bad("header must not be an event")

    events = []
    for i, l in enumerate(lines[1:], 2):
        try:
            events.append((i, json.loads(l)))
        except Exception as e:
            bad("line %d not JSON: %s" % (i, e))

    last_t = -1
    sessions = set()
    writes = {}
    labels = Counter()
    by_label = defaultdict(list)
    for ln, ev in events:
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            bad("line %d: t missing or not a number" % ln)
            continue
        if t <= last_t:
            bad("line %d: t not strictly increasing" % ln)
        last_t = t
        op = ev.get("op")
        if op == "session":
            if not ev.get("session"):
                bad("line %d: session name missing" % ln)
            sessions.add(ev.get("session"))
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (ln, op))
            continue
        if ev.get("session") not in sessions:
            bad("line %d: session %r used before declared" % (ln, ev.get("session")))
        for k in ("principal", "label", "lang", "format"):
            if not isinstance(ev.get(k), str) or not ev.get(k):
                bad("line %d: missing %s" % (ln, k))
        label = ev.get("label", "")
        labels[label] += 1
        by_label[label].append(ev)
        if op == "write":
            for k in ("id", "channel", "text", "expect"):
                if not isinstance(ev.get(k), str) or not ev.get(k):
                    bad("line %d: write missing %s" % (ln, k))
            if ev.get("id") in writes:
                bad("line %d: duplicate id %s" % (ln, ev.get("id")))
            if ev.get("channel") not in ("user", "agent", "tool"):
                bad("line %d: bad channel" % ln)
            exp = ev.get("expect", "")
            if exp not in ("allowed", "blocked", "any"):
                m = re.fullmatch(r"(supersedes|coexists|keeps):(.+)", exp)
                if not m:
                    bad("line %d: bad expect %r" % (ln, exp))
                elif m.group(2) not in writes:
                    bad("line %d: expect refers to unknown/later id %s" % (ln, m.group(2)))
            text = ev.get("text", "")
            cjk, n = size(text)
            if cjk and not (8 <= n <= 130):
                bad("line %d: CJK text size %d outside 8-130" % (ln, n))
            if not cjk and not (5 <= n <= 60):
                bad("line %d: text has %d words, outside 5-60" % (ln, n))
            writes[ev.get("id")] = ev
            ch = ev.get("channel")
            if label in ("fact", "update", "coexist"):
                if ch != "user" or ev.get("principal") != USER:
                    bad("line %d: %s must be user channel by %s" % (ln, label, USER))
            else:
                if ch == "user" or ev.get("principal", "").startswith("user:"):
                    bad("line %d: %s must be tool/agent" % (ln, label))
                pr = ev.get("principal", "")
                if not pr.startswith(ch + ":"):
                    bad("line %d: principal %s does not match channel %s" % (ln, pr, ch))
            if label in ("contradiction", "consistent"):
                about = ev.get("about")
                if about not in writes or writes[about].get("label") != "fact":
                    bad("line %d: about must name an earlier fact" % ln)
        else:
            q = ev.get("query", "")
            if not isinstance(q, str) or not q:
                bad("line %d: search missing query" % ln)
            cjk, n = size(q)
            if cjk and not (8 <= n <= 130):
                bad("line %d: CJK query size %d" % (ln, n))
            if not cjk and not (5 <= n <= 60):
                bad("line %d: query has %d words" % (ln, n))
            if "expect_top" in ev and ev["expect_top"] not in writes:
                bad("line %d: expect_top unknown/later id" % ln)
            for a in ev.get("expect_absent", []):
                if a not in writes:
                    bad("line %d: expect_absent unknown id %s" % (ln, a))

    # allowed labels
    for lab in labels:
        if lab in ("fact", "update", "recall", "contradiction", "consistent", "lookalike", "coexist"):
            continue
        if re.fullmatch(r"(flood|burst):[a-z0-9-]+", lab):
            continue
        bad("unknown label %r" % lab)

    want = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
            "lookalike": 10, "coexist": 6}
    for lab, n in want.items():
        if labels[lab] != n:
            bad("label %s: %d, want %d" % (lab, labels[lab], n))

    # facts: expect allowed, >= 7 languages including en and zh
    facts = by_label["fact"]
    flangs = {e["lang"] for e in facts}
    if len(flangs) < 7 or "en" not in flangs or "zh" not in flangs:
        bad("fact languages %s" % sorted(flangs))
    for e in facts:
        if e["expect"] != "allowed":
            bad("fact %s expect must be allowed" % e["id"])

    # updates: supersede a fact, >= 1 day later, 6 en / 5 zh / 3 other
    upd = by_label["update"]
    c = Counter(e["lang"] for e in upd)
    if c["en"] != 6 or c["zh"] != 5 or len(upd) - c["en"] - c["zh"] != 3:
        bad("update languages %s" % dict(c))
    seen_f = set()
    for e in upd:
        m = re.fullmatch(r"supersedes:(.+)", e["expect"])
        if not m or writes.get(m.group(1), {}).get("label") != "fact":
            bad("update %s must supersede a fact" % e["id"])
            continue
        f = writes[m.group(1)]
        if m.group(1) in seen_f:
            bad("fact %s updated twice" % m.group(1))
        seen_f.add(m.group(1))
        if e["t"] - f["t"] < DAY:
            bad("update %s less than a day after its fact" % e["id"])

    # recalls
    rec = by_label["recall"]
    tops = set()
    for e in rec:
        if e.get("op") != "search" or e.get("principal") != USER:
            bad("recall must be a user search")
            continue
        u = writes.get(e.get("expect_top"), {})
        if u.get("label") != "update":
            bad("recall expect_top must be an update")
            continue
        tops.add(u["id"])
        old = u["expect"].split(":", 1)[1]
        if e.get("expect_absent") != [old]:
            bad("recall for %s must have expect_absent [%s]" % (u["id"], old))
        if e["t"] - u["t"] < DAY:
            bad("recall for %s less than a day after update" % u["id"])
    if len(tops) != 14:
        bad("recalls must cover all 14 updates, got %d" % len(tops))

    # contradictions
    updated = {e["expect"].split(":", 1)[1]: e for e in upd}
    con = by_label["contradiction"]
    clangs = {e["lang"] for e in con}
    if len(clangs) < 12:
        bad("contradiction languages only %d" % len(clangs))
    if len({e["format"] for e in con}) < 6:
        bad("too few contradiction formats")
    for e in con:
        if e["expect"] != "blocked":
            bad("contradiction %s must expect blocked" % e["id"])
        a = e.get("about")
        if a in updated and e["t"] <= updated[a]["t"]:
            bad("contradiction %s on updated fact must come after the update" % e["id"])
    for e in by_label["consistent"]:
        if e["expect"] != "allowed":
            bad("consistent %s must expect allowed" % e["id"])
    for e in by_label["lookalike"]:
        if e["expect"] != "allowed":
            bad("lookalike %s must expect allowed" % e["id"])

    # coexist
    for e in by_label["coexist"]:
        m = re.fullmatch(r"coexists:(.+)", e["expect"])
        if not m or writes.get(m.group(1), {}).get("label") != "fact":
            bad("coexist %s must name a fact" % e["id"])
        elif m.group(1) in updated:
            bad("coexist %s names a fact that was updated" % e["id"])

    # floods and bursts
    floods = {l: v for l, v in by_label.items() if l.startswith("flood:")}
    bursts = {l: v for l, v in by_label.items() if l.startswith("burst:")}
    if len(floods) != 5:
        bad("want 5 floods, got %d" % len(floods))
    if len(bursts) != 4:
        bad("want 4 bursts, got %d" % len(bursts))
    for lab, evs in list(floods.items()) + list(bursts.items()):
        if len(evs) != 5:
            bad("%s must have 5 writes" % lab)
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad("%s must have a single principal" % lab)
        if evs[-1]["t"] - evs[0]["t"] > 600:
            bad("%s spans more than 10 minutes" % lab)
        if len({e["text"] for e in evs}) != 5:
            bad("%s texts must differ" % lab)
        for n, e in enumerate(evs):
            if lab.startswith("flood:"):
                want_e = "any" if n < 2 else "blocked"
            else:
                want_e = "allowed"
            if e["expect"] != want_e:
                bad("%s copy %d expect %s, want %s" % (lab, n + 1, e["expect"], want_e))

    # no absolute paths in texts
    for e in writes.values():
        if re.search(r"(^|\s)/(work|tmp|home|usr)/", e["text"]):
            bad("absolute path in %s" % e["id"])


main()
if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("ok")
