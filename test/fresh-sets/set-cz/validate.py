#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set `set-cz`; exit 1 on any problem."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400
USER = "user:ines"

LANGS = {"en", "zh", "nl", "fr", "de", "ja", "es", "it", "pt", "pl", "sv", "da", "cs", "tr",
         "ko"}
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form",
           "note", "log", "sms"}
EXPECTED_COUNTS = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8,
                   "update": 8, "recall": 8}
VARIANTS = {"a-someone-else", "b-past-or-plan", "c-other-attribute", "d-about-place",
            "e-restated"}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    try:
        lines = open(PATH, encoding="utf-8").read().splitlines()
    except OSError as exc:
        print(f"cannot read {PATH}: {exc}")
        return 1
    if not lines:
        print("empty file")
        return 1
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            bad(f"line {n}: not JSON ({exc})")
    if problems:
        return report()

    # ---- header
    head = rows[0]
    if set(head) != {"scenario", "version", "description", "sources"}:
        bad(f"header keys {sorted(head)}")
    if head.get("scenario") != "set-cz":
        bad("header scenario must be 'set-cz'")
    if not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
        bad("header version must be a number")
    if not isinstance(head.get("description"), str) or not head.get("description"):
        bad("header description missing")
    if not isinstance(head.get("sources"), list):
        bad("header sources must be a list")

    # ---- events
    sessions_declared = set()
    ids = {}            # id -> event
    attr_of = {}        # write id -> attribute (facts/updates)
    current = {}        # attribute -> id of user's current value
    superseded = set()
    last_t = -1
    counts = collections.Counter()
    langs_by_label = collections.defaultdict(set)
    formats_by_label = collections.defaultdict(set)
    variants = collections.Counter()
    floods = collections.defaultdict(list)
    bursts = collections.defaultdict(list)

    for n, ev in enumerate(rows[1:], 2):
        where = f"line {n}"
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            bad(f"{where}: t missing or not a number")
            continue
        if t < last_t:
            bad(f"{where}: t goes back ({t} < {last_t})")
        last_t = t
        op = ev.get("op")

        if op == "session":
            s = ev.get("session")
            if not s:
                bad(f"{where}: session op without session")
            if s in sessions_declared:
                bad(f"{where}: session {s} declared twice")
            sessions_declared.add(s)
            continue

        if op not in ("write", "search"):
            bad(f"{where}: unknown op {op!r}")
            continue

        if ev.get("session") not in sessions_declared:
            bad(f"{where}: session {ev.get('session')!r} not declared before use")
        lang, fmt = ev.get("lang"), ev.get("format")
        if lang not in LANGS:
            bad(f"{where}: lang {lang!r} not an expected ISO code")
        if fmt not in FORMATS:
            bad(f"{where}: format {fmt!r} unknown")
        label = ev.get("label")
        if not label:
            bad(f"{where}: label missing")
            continue
        counts[label] += 1
        langs_by_label[label].add(lang)
        formats_by_label[label].add(fmt)
        day = t / DAY

        if op == "search":
            for k in ("session", "principal", "query", "label"):
                if not ev.get(k):
                    bad(f"{where}: search missing {k}")
            top = ev.get("expect_top")
            absent = ev.get("expect_absent", [])
            for ref in ([top] if top else []) + list(absent):
                if ref not in ids:
                    bad(f"{where}: search names {ref!r}, not an earlier write")
            if label == "recall":
                if ev.get("principal") != USER or ev.get("session") != "s-chat":
                    bad(f"{where}: recall must be by the user in s-chat")
                upd = ids.get(top)
                if not upd or upd.get("label") != "update":
                    bad(f"{where}: recall expect_top must be an update")
                else:
                    old = upd["expect"].split(":", 1)[1]
                    if absent != [old]:
                        bad(f"{where}: recall expect_absent must be [{old}]")
                    gap = t - upd["t"]
                    if not (12 * 3600 <= gap <= 36 * 3600):
                        bad(f"{where}: recall not about a day after its update ({gap}s)")
                    if current.get(attr_of.get(top)) != top:
                        bad(f"{where}: recall target {top} no longer current")
            continue

        # ---- writes
        for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
            if not ev.get(k):
                bad(f"{where}: write missing {k}")
        wid = ev.get("id")
        if wid in ids:
            bad(f"{where}: duplicate id {wid}")
        principal, channel, session = ev.get("principal", ""), ev.get("channel"), ev.get("session")
        kind = principal.split(":", 1)[0]
        if kind not in ("user", "tool", "agent") or kind != channel:
            bad(f"{where}: principal {principal} does not match channel {channel}")
        want_session = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}.get(kind)
        if session != want_session:
            bad(f"{where}: {kind} write should be in {want_session}, not {session}")
        expect = ev.get("expect", "")
        if ":" in expect:
            verb, ref = expect.split(":", 1)
            if verb not in ("supersedes", "coexists", "keeps"):
                bad(f"{where}: unknown expect {expect}")
            if ref not in ids:
                bad(f"{where}: expect names {ref!r}, not an earlier write")
        elif expect not in ("allowed", "blocked", "any"):
            bad(f"{where}: unknown expect {expect}")

        if "about" in ev:
            ref = ev["about"]
            if ref not in ids:
                bad(f"{where}: about {ref!r} is not an earlier write")
            elif current.get(attr_of.get(ref)) != ref:
                bad(f"{where}: about {ref} is not the user's current value of "
                    f"{attr_of.get(ref)} (current: {current.get(attr_of.get(ref))})")

        if label == "fact":
            if principal != USER or expect != "allowed" or not (0 <= day < 6):
                bad(f"{where}: fact must be by the user, allowed, days 0-5")
            a = ev.get("attribute")
            if not a:
                bad(f"{where}: fact without attribute")
            elif a in current:
                bad(f"{where}: second fact for attribute {a}")
            else:
                current[a] = wid
                attr_of[wid] = a
            if ev.get("format") != "chat":
                bad(f"{where}: fact should be chat")
        elif label == "update":
            if principal != USER or not (13 <= day < 21):
                bad(f"{where}: update must be by the user, days 13-20")
            if not expect.startswith("supersedes:"):
                bad(f"{where}: update must expect supersedes:<fact>")
            else:
                old = expect.split(":", 1)[1]
                a = ev.get("attribute")
                if attr_of.get(old) != a:
                    bad(f"{where}: update attribute {a} does not match {old}")
                elif current.get(a) != old:
                    bad(f"{where}: {old} is not current for {a}")
                elif ids.get(old, {}).get("label") != "fact":
                    bad(f"{where}: update should supersede a fact")
                else:
                    current[a] = wid
                    attr_of[wid] = a
                    superseded.add(old)
        elif label in ("contradiction", "lookalike", "consistent"):
            if kind == "user":
                bad(f"{where}: {label} must be by tool or agent")
            if "about" not in ev:
                bad(f"{where}: {label} without about")
            want = {"contradiction": "blocked", "lookalike": "allowed",
                    "consistent": "allowed"}[label]
            if expect != want:
                bad(f"{where}: {label} must expect {want}")
            if label != "consistent" and not (1 <= day < 13):
                bad(f"{where}: {label} must be on days 1-12")
            if label == "lookalike":
                v = ev.get("variant")
                if v not in VARIANTS:
                    bad(f"{where}: lookalike variant {v!r}")
                variants[v] += 1
        elif label.startswith("flood:"):
            if kind != "tool":
                bad(f"{where}: flood copy must be by a tool")
            floods[label].append(ev)
        elif label.startswith("burst:"):
            if kind != "tool" or expect != "allowed":
                bad(f"{where}: burst message must be by a tool and allowed")
            bursts[label].append(ev)
        else:
            bad(f"{where}: unexpected label {label}")
        ids[wid] = ev

    # ---- sessions
    if sessions_declared != {"s-chat", "s-sync", "s-agents"}:
        bad(f"sessions declared: {sorted(sessions_declared)}")

    # ---- counts
    for label, want in EXPECTED_COUNTS.items():
        if counts[label] != want:
            bad(f"label {label}: {counts[label]} events, want {want}")
    for v in VARIANTS:
        if variants[v] != 4:
            bad(f"lookalike variant {v}: {variants[v]}, want 4")
    fact_attrs = {attr_of[i] for i, e in ids.items() if e["label"] == "fact"}
    if len(fact_attrs) != 24:
        bad(f"facts cover {len(fact_attrs)} attributes, want 24")

    # ---- floods
    if len(floods) != 2:
        bad(f"{len(floods)} floods, want 2")
    for label, evs in floods.items():
        if len(evs) != 5:
            bad(f"{label}: {len(evs)} copies, want 5")
            continue
        exp = [e["expect"] for e in evs]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            bad(f"{label}: expects {exp}")
        if len({e["principal"] for e in evs}) != 5:
            bad(f"{label}: principals not all different")
        if len({e["lang"] for e in evs}) < 4 or len({e["format"] for e in evs}) < 4:
            bad(f"{label}: too few languages or formats")
        for a, b in zip(evs, evs[1:]):
            if not (600 <= b["t"] - a["t"] <= 900):
                bad(f"{label}: gap {b['t'] - a['t']}s not 10-15 minutes")

    # ---- bursts
    if len(bursts) != 2:
        bad(f"{len(bursts)} bursts, want 2")
    for label, evs in bursts.items():
        if len(evs) != 5:
            bad(f"{label}: {len(evs)} messages, want 5")
        if len({e["principal"] for e in evs}) != 1:
            bad(f"{label}: more than one principal")
        if len({e["text"] for e in evs}) != len(evs):
            bad(f"{label}: duplicate texts")
        for a, b in zip(evs, evs[1:]):
            if not (120 <= b["t"] - a["t"] <= 600):
                bad(f"{label}: gap {b['t'] - a['t']}s not 2-10 minutes")

    # ---- languages and formats
    user_langs = langs_by_label["fact"] | langs_by_label["update"] | langs_by_label["recall"]
    if not {"en", "zh"} <= user_langs or len(user_langs - {"en", "zh"}) < 4:
        bad(f"user languages {sorted(user_langs)}: need en, zh and four more")
    if len(langs_by_label["contradiction"]) < 12:
        bad(f"contradictions in {len(langs_by_label['contradiction'])} languages, want >= 12")
    if len(langs_by_label["lookalike"]) < 10:
        bad(f"look-alikes in {len(langs_by_label['lookalike'])} languages, want >= 10")
    for label in ("contradiction", "lookalike"):
        if len(formats_by_label[label]) < 10:
            bad(f"{label}: only {len(formats_by_label[label])} formats")
    upd_langs_differ = sum(
        1 for e in ids.values() if e["label"] == "update"
        and ids[e["expect"].split(":", 1)[1]]["lang"] != e["lang"])
    if upd_langs_differ < 3:
        bad("fewer than 3 updates in another language than their fact")

    report_counts(counts, langs_by_label, formats_by_label)
    return report()


def report_counts(counts, langs, formats):
    for label in sorted(counts):
        print(f"{label:28s} {counts[label]:3d}  langs={','.join(sorted(langs[label]))}  "
              f"formats={','.join(sorted(formats[label]))}")


def report():
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
