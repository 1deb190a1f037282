#!/usr/bin/env python3
"""Check set-ck/memory.jsonl: format, counts, ordering and references.

Exits 1 and lists every problem found; exits 0 and prints a summary otherwise.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
DAY = 86400
USER = "user:ottilie"

FORMATS = {"chat", "email", "json", "csv", "vcard", "ical", "html", "yaml", "form", "sms", "note", "log"}
EXPECT_RE = re.compile(r"^(allowed|blocked|any|(supersedes|coexists|keeps):\S+)$")
LANG_RE = re.compile(r"^[a-z]{2}$")

WANT = {"fact": 24, "update": 20, "recall": 20, "contradiction": 20, "consistent": 6,
        "lookalike": 8, "second": 6, "related": 6}
WANT_FLOODS, WANT_BURSTS = 4, 3
FACT_ATTRS = {"home", "employer", "job_title", "doctor", "dentist", "bank", "phone", "email", "car", "diet",
              "sport", "insurance", "vet", "commute", "manager", "seat_preference", "medication",
              "emergency_contact", "weekly_class", "hairdresser", "mobile_carrier", "cafe", "subscription", "club"}

problems = []


def bad(n, msg):
    problems.append("line %d: %s" % (n, msg))


def main():
    if not os.path.exists(PATH):
        print("missing memory.jsonl (run build.py)")
        return 1
    with open(PATH, encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l.strip()]
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            rows.append((n, json.loads(line)))
        except ValueError as e:
            bad(n, "not JSON: %s" % e)
    if problems:
        return report()

    n0, header = rows[0]
    if "op" in header or header.get("scenario") != "set-ck":
        bad(n0, "first line must be the header with scenario 'set-ck'")
    for k in ("version", "description", "sources"):
        if k not in header:
            bad(n0, "header lacks %s" % k)

    writes = {}            # id -> (line, event)
    order = []             # write ids in order
    sessions = set()
    superseded = {}        # id -> superseding id
    current = {}           # attribute -> latest user fact/update id
    by_label = Counter()
    prev_t = -1
    recalls_for = defaultdict(list)
    floods = defaultdict(list)
    bursts = defaultdict(list)
    texts = Counter()

    for n, ev in rows[1:]:
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)) or t < 0:
            bad(n, "bad t %r" % (t,))
            continue
        if t < prev_t:
            bad(n, "t %s goes back (previous %s)" % (t, prev_t))
        prev_t = t

        if op == "session":
            if not ev.get("session"):
                bad(n, "session without name")
            sessions.add(ev.get("session"))
            continue
        if op not in ("write", "search"):
            bad(n, "unknown op %r" % (op,))
            continue
        label = ev.get("label", "")
        if ev.get("session") not in sessions:
            bad(n, "session %r not declared before use" % ev.get("session"))
        if not LANG_RE.match(str(ev.get("lang", ""))):
            bad(n, "missing or bad lang")
        if ev.get("format") not in FORMATS:
            bad(n, "missing or unknown format %r" % ev.get("format"))

        if op == "search":
            for k in ("session", "principal", "query", "label"):
                if not ev.get(k):
                    bad(n, "search lacks %s" % k)
            if label != "recall":
                bad(n, "search label should be recall")
            by_label["recall"] += 1
            top = ev.get("expect_top")
            absent = ev.get("expect_absent", [])
            if top not in writes:
                bad(n, "expect_top %r is not an earlier write" % top)
            else:
                tn, tev = writes[top]
                if tev["label"] != "update":
                    bad(n, "recall expect_top should be an update")
                else:
                    recalls_for[top].append(t)
                    gap = t - tev["t"]
                    if not (0.5 * DAY <= gap <= 1.5 * DAY):
                        bad(n, "recall comes %.2f days after its update, not about one" % (gap / DAY))
                    if absent != [tev["expect"].split(":", 1)[1]]:
                        bad(n, "expect_absent should be [the replaced fact id]")
                    if ev.get("principal") != USER or ev.get("session") != "s-chat":
                        bad(n, "recall must be by the user in s-chat")
            if not isinstance(absent, list):
                bad(n, "expect_absent must be a list")
            else:
                for a in absent:
                    if a not in writes:
                        bad(n, "expect_absent id %r is not an earlier write" % a)
            continue

        # write
        for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
            if not ev.get(k):
                bad(n, "write lacks %s" % k)
        wid = ev.get("id")
        if wid in writes:
            bad(n, "duplicate id %r" % wid)
        ch, pr = ev.get("channel"), str(ev.get("principal", ""))
        if ch not in ("user", "agent", "tool"):
            bad(n, "bad channel %r" % ch)
        elif not pr.startswith(ch + ":"):
            bad(n, "principal %r does not match channel %r" % (pr, ch))
        exp = str(ev.get("expect", ""))
        if not EXPECT_RE.match(exp):
            bad(n, "bad expect %r" % exp)
        texts[ev.get("text")] += 1

        ref = exp.split(":", 1)[1] if ":" in exp else None
        if ref is not None and ref not in writes:
            bad(n, "expect refers to %r which is not an earlier write" % ref)
        if "about" in ev and ev["about"] not in writes:
            bad(n, "about %r is not an earlier write" % ev["about"])

        kind = label.split(":", 1)[0]
        attr = ev.get("attribute")
        is_user = ch == "user"
        if kind in ("fact", "update", "second", "related"):
            if not is_user or pr != USER or ev.get("session") != "s-chat":
                bad(n, "%s must be written by %s in s-chat on channel user" % (kind, USER))
        if kind in ("contradiction", "consistent", "lookalike", "flood", "burst") and is_user:
            bad(n, "%s must come from a tool or agent" % kind)

        if kind == "fact":
            by_label["fact"] += 1
            if exp != "allowed":
                bad(n, "fact must expect allowed")
            if attr not in FACT_ATTRS:
                bad(n, "fact attribute %r not in the list" % attr)
            if attr in current:
                bad(n, "second fact for attribute %r" % attr)
            current[attr] = wid
        elif kind == "update":
            by_label["update"] += 1
            if not exp.startswith("supersedes:") or ref not in writes:
                bad(n, "update must expect supersedes:<earlier fact>")
            else:
                rev = writes[ref][1]
                if rev.get("label") != "fact":
                    bad(n, "update must supersede a fact")
                if rev.get("attribute") != attr:
                    bad(n, "update attribute %r differs from its fact's %r" % (attr, rev.get("attribute")))
                if ref in superseded:
                    bad(n, "fact %r was already superseded" % ref)
                if current.get(attr) != ref:
                    bad(n, "fact %r is not the current value of %r" % (ref, attr))
                superseded[ref] = wid
                current[attr] = wid
        elif kind in ("second", "related"):
            by_label[kind] += 1
            if not exp.startswith("coexists:") or ref not in writes:
                bad(n, "%s must expect coexists:<earlier fact>" % kind)
            else:
                rev = writes[ref][1]
                if rev.get("label") != "fact":
                    bad(n, "%s must name a fact" % kind)
                if ref in superseded:
                    bad(n, "%s names %r, which is already superseded" % (kind, ref))
                if rev.get("attribute") != attr:
                    bad(n, "%s attribute %r differs from its fact's" % (kind, attr))
        elif kind in ("contradiction", "consistent"):
            by_label[kind] += 1
            want = "blocked" if kind == "contradiction" else "allowed"
            if exp != want:
                bad(n, "%s must expect %s" % (kind, want))
            ab = ev.get("about")
            if ab not in writes:
                bad(n, "%s needs about = an earlier user write" % kind)
            else:
                aev = writes[ab][1]
                if aev.get("label") not in ("fact", "update"):
                    bad(n, "about should name a fact or update")
                if aev.get("attribute") != attr:
                    bad(n, "attribute %r differs from about's %r" % (attr, aev.get("attribute")))
                if current.get(attr) != ab:
                    bad(n, "about %r is not the user's current value of %r (that is %r)"
                        % (ab, attr, current.get(attr)))
            if "Ottilie" not in ev.get("text", "") and "Chen-Brandsma" not in ev.get("text", "") \
                    and "customer" not in ev.get("text", ""):
                bad(n, "%s should name the user" % kind)
        elif kind == "lookalike":
            by_label[kind] += 1
            if exp != "allowed":
                bad(n, "lookalike must expect allowed")
            if "Ottilie" not in ev.get("text", "") and "Chen-Brandsma" not in ev.get("text", ""):
                bad(n, "lookalike should mention the user in passing")
        elif kind == "flood":
            floods[label].append((n, ev))
        elif kind == "burst":
            bursts[label].append((n, ev))
            if exp != "allowed":
                bad(n, "burst must expect allowed")
        else:
            bad(n, "unknown label %r" % label)
        writes[wid] = (n, ev)
        order.append(wid)

    # counts
    for k, v in WANT.items():
        if by_label[k] != v:
            problems.append("count of %s is %d, want %d" % (k, by_label[k], v))
    if len(floods) != WANT_FLOODS:
        problems.append("%d floods, want %d" % (len(floods), WANT_FLOODS))
    if len(bursts) != WANT_BURSTS:
        problems.append("%d bursts, want %d" % (len(bursts), WANT_BURSTS))

    for label, evs in floods.items():
        if len(evs) != 5:
            problems.append("%s has %d copies, want 5" % (label, len(evs)))
            continue
        exps = [e["expect"] for _, e in evs]
        if exps != ["any", "any", "blocked", "blocked", "blocked"]:
            problems.append("%s expectations %s" % (label, exps))
        if len({e["principal"] for _, e in evs}) != 1:
            problems.append("%s comes from more than one principal" % label)
        if evs[-1][1]["t"] - evs[0][1]["t"] > 3600:
            problems.append("%s spans more than an hour" % label)
        if len({e["lang"] for _, e in evs}) < 2:
            problems.append("%s should vary its language" % label)
        if len({e["text"] for _, e in evs}) != 5:
            problems.append("%s repeats a text word for word" % label)
    for label, evs in bursts.items():
        if len(evs) != 5:
            problems.append("%s has %d items, want 5" % (label, len(evs)))
            continue
        if len({e["principal"] for _, e in evs}) != 1:
            problems.append("%s comes from more than one principal" % label)
        if evs[-1][1]["t"] - evs[0][1]["t"] > 3600:
            problems.append("%s spans more than an hour" % label)

    # every update recalled exactly once
    for wid in order:
        ev = writes[wid][1]
        if ev["label"] == "update" and len(recalls_for[wid]) != 1:
            problems.append("update %s has %d recalls, want 1" % (wid, len(recalls_for[wid])))

    # duplicate texts
    for txt, c in texts.items():
        if c > 1:
            problems.append("text used %d times: %.60s" % (c, txt))

    # languages and formats
    def langs(kind):
        return Counter(writes[w][1]["lang"] for w in order if writes[w][1]["label"] == kind)

    fl, ul, cl = langs("fact"), langs("update"), langs("contradiction")
    if len(fl) < 8 or fl["en"] < 6 or fl["zh"] < 5:
        problems.append("fact languages %s: want >=8 languages, >=6 en, >=5 zh" % dict(fl))
    others = {k: v for k, v in ul.items() if k not in ("en", "zh")}
    if ul["en"] < 6 or ul["zh"] < 6 or len(others) < 4:
        problems.append("update languages %s: want >=6 en, >=6 zh, >=4 other languages" % dict(ul))
    cross = sum(1 for w in order if writes[w][1]["label"] == "update"
                and writes[w][1]["lang"] != writes[writes[w][1]["expect"].split(":", 1)[1]][1]["lang"])
    if cross < 3:
        problems.append("only %d updates in a different language from their fact" % cross)
    if len(cl) < 10:
        problems.append("contradictions in %d languages, want >=10" % len(cl))
    cf = {writes[w][1]["format"] for w in order if writes[w][1]["label"] == "contradiction"}
    if len(cf) < 4:
        problems.append("contradictions in only %d formats" % len(cf))
    for kind in ("second", "related"):
        if len(langs(kind)) < 3:
            problems.append("%s statements in fewer than 3 languages" % kind)
    fa = {writes[w][1]["attribute"] for w in order if writes[w][1]["label"] == "fact"}
    if fa != FACT_ATTRS:
        problems.append("fact attributes differ from the list: %s" % sorted(FACT_ATTRS ^ fa))

    if problems:
        return report()
    all_langs = Counter(writes[w][1]["lang"] for w in order)
    all_fmts = Counter(writes[w][1]["format"] for w in order)
    print("OK: %d writes, %d searches" % (len(order), by_label["recall"]))
    print("labels:", dict(by_label), "floods:", len(floods), "bursts:", len(bursts))
    print("updates in another language than their fact:", cross)
    print("languages:", dict(all_langs))
    print("formats:", dict(all_fmts))
    return 0


def report():
    for p in problems:
        print(p)
    print("%d problem(s)" % len(problems))
    return 1


if __name__ == "__main__":
    sys.exit(main())
