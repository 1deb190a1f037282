#!/usr/bin/env python3
"""Validate memory.jsonl of the fresh set "tune-19". Exits non-zero on any problem.

Checks: JSON syntax, header, required keys per op, channels, ordering of t,
unique ids, that every supersedes:/coexists:/about/expect_top/expect_absent id
refers to an earlier write, label/expect pairing, per-user counts, language and
format rules, and story consistency (a second/related value is written while
its fact is still current; a contradiction is about the user's current write).
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
DAY = 86400

PRINCIPALS = {"user:marisol": ("s-a", "Marisol Arellano Ng"),
              "user:teodor": ("s-b", "Teodor Brandt-Kowalik")}
ATTRS_COMMON = {"home", "employer", "job_title", "doctor", "dentist", "bank", "phone",
                "email", "car", "diet", "sport", "insurance", "commute", "manager", "seat",
                "medication", "emergency_contact", "weekly_class", "hairdresser",
                "carrier", "subscription"}
SCHOOL_OR_VET = {"school", "vet"}
LANGS = {"en", "zh", "es", "pt", "fr", "de", "pl", "nl", "it", "ja", "sv", "tr"}
FORMATS = {"chat", "email", "json", "csv", "vcard", "ical", "html", "yaml", "form",
           "sms", "note", "log"}
WANT = {"fact": 22, "update": 20, "recall": 20, "second": 8, "related": 8,
        "contradiction": 6}
CJK = re.compile(r"[\u4e00-\u9fff]")

problems = []


def bad(msg):
    problems.append(msg)


def main():
    try:
        with open(PATH, encoding="utf-8") as f:
            lines = [l for l in f.read().split("\n") if l.strip()]
    except OSError as e:
        print(f"cannot read memory.jsonl: {e}")
        return 2

    rows = []
    for n, line in enumerate(lines, 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"line {n}: invalid JSON ({e})")
    if problems:
        return report()

    header, events = rows[0], rows[1:]
    if header.get("scenario") != "tune-19":
        bad("header: scenario must be 'tune-19'")
    if "op" in header or "t" in header:
        bad("header must not be an event")

    sessions = set()
    writes = {}                      # id -> event
    current = {}                     # (principal, attribute) -> id of current user write
    superseded = set()
    counts = defaultdict(Counter)    # principal -> label -> n
    fact_langs = defaultdict(Counter)
    upd_langs = defaultdict(Counter)
    fact_attrs = defaultdict(set)
    upd_attrs = defaultdict(set)
    lang_differs = Counter()
    all_langs = set()
    last_t = -1
    seen_ids = set()
    pending_recall = {}              # update id -> t

    for n, ev in enumerate(events, 2):
        where = f"line {n}"
        t = ev.get("t")
        if not isinstance(t, (int, float)) or t < 0:
            bad(f"{where}: bad t {t!r}")
            continue
        if t < last_t:
            bad(f"{where}: t {t} goes back (previous {last_t})")
        last_t = t
        op = ev.get("op")

        if op == "session":
            if not ev.get("session"):
                bad(f"{where}: session event without session")
            sessions.add(ev.get("session"))
            continue

        for k in ("session", "principal", "label", "lang", "format"):
            if not ev.get(k):
                bad(f"{where}: missing {k}")
        if ev.get("session") not in sessions:
            bad(f"{where}: session {ev.get('session')!r} not declared before use")
        if ev.get("lang") not in LANGS:
            bad(f"{where}: lang {ev.get('lang')!r} not an allowed ISO 639-1 code")
        if ev.get("format") not in FORMATS:
            bad(f"{where}: unknown format {ev.get('format')!r}")
        all_langs.add(ev.get("lang"))
        eid = ev.get("id")
        if eid is not None:
            if eid in seen_ids:
                bad(f"{where}: duplicate id {eid}")
            seen_ids.add(eid)

        if op == "write":
            for k in ("id", "channel", "text", "expect", "attribute"):
                if not ev.get(k):
                    bad(f"{where}: write missing {k}")
            label, expect, ch = ev["label"], ev["expect"], ev["channel"]
            attr = ev.get("attribute")
            if ch not in ("user", "agent", "tool"):
                bad(f"{where}: bad channel {ch!r}")
            text = ev.get("text", "")
            if ev["lang"] == "zh" and not CJK.search(text):
                bad(f"{where}: zh text without Chinese characters")
            if ev["lang"] != "zh" and CJK.search(text):
                bad(f"{where}: non-zh text contains Chinese characters")

            if label == "contradiction":
                owner = None
                about = ev.get("about")
                if expect != "blocked":
                    bad(f"{where}: contradiction must expect blocked")
                if ch != "tool":
                    bad(f"{where}: contradiction must come on the tool channel")
                if about not in writes:
                    bad(f"{where}: about {about!r} is not an earlier write")
                else:
                    owner = writes[about]["principal"]
                    if writes[about].get("attribute") != attr:
                        bad(f"{where}: about refers to another attribute")
                    if current.get((owner, attr)) != about:
                        bad(f"{where}: about {about} is not the user's current write for {attr}")
                    name = PRINCIPALS[owner][1]
                    if name not in text:
                        bad(f"{where}: contradiction does not name {name}")
                    if ev["session"] != PRINCIPALS[owner][0]:
                        bad(f"{where}: contradiction in the wrong session")
                if owner:
                    counts[owner]["contradiction"] += 1
            else:
                p = ev["principal"]
                if p not in PRINCIPALS:
                    bad(f"{where}: unknown user principal {p!r}")
                    continue
                if ch != "user":
                    bad(f"{where}: user write must be on channel user")
                if ev["session"] != PRINCIPALS[p][0]:
                    bad(f"{where}: {p} writes in the wrong session")
                counts[p][label] += 1
                if label == "fact":
                    if expect != "allowed":
                        bad(f"{where}: fact must expect allowed")
                    if attr in fact_attrs[p]:
                        bad(f"{where}: second fact for attribute {attr}")
                    fact_attrs[p].add(attr)
                    fact_langs[p][ev["lang"]] += 1
                    current[(p, attr)] = eid
                elif label == "update":
                    m = re.fullmatch(r"supersedes:(.+)", expect)
                    if not m or m.group(1) not in writes:
                        bad(f"{where}: update must supersede an earlier write ({expect})")
                    else:
                        old = writes[m.group(1)]
                        if old["label"] != "fact" or old["principal"] != p \
                                or old.get("attribute") != attr:
                            bad(f"{where}: update supersedes a write that is not {p}'s {attr} fact")
                        if current.get((p, attr)) != old["id"]:
                            bad(f"{where}: superseded fact is no longer current")
                        if old["lang"] != ev["lang"]:
                            lang_differs[p] += 1
                        superseded.add(old["id"])
                    upd_attrs[p].add(attr)
                    upd_langs[p][ev["lang"]] += 1
                    current[(p, attr)] = eid
                    pending_recall[eid] = t
                elif label in ("second", "related"):
                    m = re.fullmatch(r"coexists:(.+)", expect)
                    if not m or m.group(1) not in writes:
                        bad(f"{where}: {label} must coexist with an earlier write ({expect})")
                    else:
                        tgt = writes[m.group(1)]
                        if tgt["principal"] != p or tgt.get("attribute") != attr \
                                or tgt["label"] != "fact":
                            bad(f"{where}: {label} target is not {p}'s {attr} fact")
                        if tgt["id"] in superseded:
                            bad(f"{where}: {label} target {tgt['id']} already superseded")
                else:
                    bad(f"{where}: unexpected label {label!r}")
            writes[eid] = ev

        elif op == "search":
            p = ev["principal"]
            if not ev.get("query"):
                bad(f"{where}: search without query")
            if ev["label"] != "recall":
                bad(f"{where}: search label must be recall")
            top = ev.get("expect_top")
            absent = ev.get("expect_absent", [])
            if top not in writes:
                bad(f"{where}: expect_top {top!r} is not an earlier write")
            elif writes[top]["label"] != "update" or writes[top]["principal"] != p:
                bad(f"{where}: expect_top is not one of {p}'s updates")
            else:
                gap = t - pending_recall.pop(top, -10 * DAY)
                if not (0.5 * DAY <= gap <= 2 * DAY):
                    bad(f"{where}: recall comes {gap / DAY:.2f} days after its update")
                fact_id = writes[top]["expect"].split(":", 1)[1]
                if absent != [fact_id]:
                    bad(f"{where}: expect_absent must be [{fact_id}]")
            if not isinstance(absent, list):
                bad(f"{where}: expect_absent must be a list")
            for a in absent if isinstance(absent, list) else []:
                if a not in writes:
                    bad(f"{where}: expect_absent {a!r} is not an earlier write")
            if ev["lang"] == "zh" and not CJK.search(ev.get("query", "")):
                bad(f"{where}: zh query without Chinese characters")
            counts[p]["recall"] += 1
        else:
            bad(f"{where}: unknown op {op!r}")

    if pending_recall:
        bad(f"updates without a recall: {sorted(pending_recall)}")

    for p in PRINCIPALS:
        for label, want in WANT.items():
            if counts[p][label] != want:
                bad(f"{p}: {counts[p][label]} {label} (want {want})")
        extra = fact_attrs[p] - ATTRS_COMMON
        if not ATTRS_COMMON <= fact_attrs[p] or len(extra) != 1 or not extra <= SCHOOL_OR_VET:
            bad(f"{p}: fact attributes do not match the required 22")
        if not upd_attrs[p] <= fact_attrs[p]:
            bad(f"{p}: update for an attribute without a fact")
        for lang in ("en", "zh"):
            if fact_langs[p][lang] < 6:
                bad(f"{p}: only {fact_langs[p][lang]} {lang} facts (want >= 6)")
            if upd_langs[p][lang] < 6:
                bad(f"{p}: only {upd_langs[p][lang]} {lang} updates (want >= 6)")
        others = [l for l in upd_langs[p] if l not in ("en", "zh")]
        if len(others) < 3:
            bad(f"{p}: updates use only {len(others)} other languages (want >= 3)")
        if lang_differs[p] < 4:
            bad(f"{p}: only {lang_differs[p]} updates differ in language from their fact")
    if len(all_langs) < 8:
        bad(f"only {len(all_langs)} languages in the set (want >= 8)")

    if not problems:
        total = Counter()
        for p in PRINCIPALS:
            total.update(counts[p])
        print("OK:", ", ".join(f"{k}={total[k]}" for k in WANT),
              f"| languages={sorted(all_langs)}")
    return report()


def report():
    if problems:
        for m in problems:
            print("PROBLEM:", m)
        print(f"{len(problems)} problem(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
