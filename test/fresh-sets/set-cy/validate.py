#!/usr/bin/env python3
"""Validate memory.jsonl of scenario set-cy; exit non-zero on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = [ln for ln in fh.read().split("\n") if ln.strip()]
    if not lines:
        print("empty file")
        return 1
    rows = []
    for i, ln in enumerate(lines, 1):
        try:
            rows.append(json.loads(ln))
        except json.JSONDecodeError as exc:
            bad(f"line {i}: invalid JSON: {exc}")
    if problems:
        return report()

    # ---- header
    head = rows[0]
    if set(head) != {"scenario", "version", "description", "sources"}:
        bad(f"header keys must be scenario/version/description/sources, got {sorted(head)}")
    if head.get("scenario") != "set-cy":
        bad("header scenario must be 'set-cy'")
    if not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
        bad("header version must be a number")
    if not isinstance(head.get("description"), str) or not head.get("description"):
        bad("header description must be a non-empty string")
    if not isinstance(head.get("sources"), list) or not head.get("sources"):
        bad("header sources must be a non-empty list")
    if "op" in head:
        bad("first line must be the header, not an event")

    events = rows[1:]
    sessions = {}
    writes = {}          # id -> event
    order = []           # ids in order
    current = {}         # attribute -> id of the user's write holding the current value
    attr_of = {}         # user write id -> attribute
    superseded = set()
    last_t = -1
    label_count = Counter()
    lang_by_label = defaultdict(set)
    fmt_by_label = defaultdict(set)
    user_langs = set()
    flood_events = defaultdict(list)
    burst_events = defaultdict(list)
    lookalike_kinds = Counter()

    session_channel = {"s-chat": "user", "s-sync": "tool", "s-agents": "agent"}

    for n, ev in enumerate(events, 2):
        where = f"line {n}"
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            bad(f"{where}: t must be a number")
            continue
        if t < last_t:
            bad(f"{where}: t goes back ({t} < {last_t})")
        last_t = t

        if op == "session":
            for k in ("session", "task"):
                if not ev.get(k):
                    bad(f"{where}: session event missing {k}")
            if ev.get("session") in sessions:
                bad(f"{where}: session {ev.get('session')} declared twice")
            sessions[ev.get("session")] = t
            continue

        if op not in ("write", "search"):
            bad(f"{where}: unknown op {op!r}")
            continue

        sess = ev.get("session")
        if sess not in sessions:
            bad(f"{where}: session {sess!r} not declared before use")
        for k in ("lang", "format", "label", "principal"):
            if not ev.get(k):
                bad(f"{where}: missing {k}")
        label = ev.get("label", "")
        label_count[label] += 1
        lang_by_label[label].add(ev.get("lang"))
        fmt_by_label[label].add(ev.get("format"))

        if op == "search":
            for k in ("query", "expect_top"):
                if not ev.get(k):
                    bad(f"{where}: search missing {k}")
            if ev.get("principal") != "user:mindaugas" or sess != "s-chat":
                bad(f"{where}: searches must be by the user in s-chat")
            refs = [ev.get("expect_top")] + list(ev.get("expect_absent") or [])
            for r in refs:
                if r not in writes:
                    bad(f"{where}: search names {r!r}, not an earlier write")
            top = ev.get("expect_top")
            if top in writes and writes[top].get("label") != "update":
                bad(f"{where}: recall expect_top should be an update")
            for r in ev.get("expect_absent") or []:
                if r in attr_of and top in attr_of and attr_of[r] != attr_of[top]:
                    bad(f"{where}: expect_absent {r} is about another attribute than {top}")
                if r not in superseded:
                    bad(f"{where}: expect_absent {r} has not been superseded")
            if label == "recall":
                user_langs.add(ev.get("lang"))
            continue

        # ---- write
        for k in ("id", "channel", "text", "expect"):
            if k not in ev or ev[k] in (None, ""):
                bad(f"{where}: write missing {k}")
        wid = ev.get("id")
        if wid in writes:
            bad(f"{where}: duplicate id {wid}")
        ch = ev.get("channel")
        if ch not in ("user", "agent", "tool"):
            bad(f"{where}: bad channel {ch!r}")
        if session_channel.get(sess) != ch:
            bad(f"{where}: channel {ch} in session {sess}")
        if not str(ev.get("principal", "")).startswith(f"{ch}:"):
            bad(f"{where}: principal {ev.get('principal')} does not match channel {ch}")

        exp = ev.get("expect", "")
        if ":" in exp:
            kind, ref = exp.split(":", 1)
            if kind not in ("supersedes", "coexists", "keeps"):
                bad(f"{where}: bad expect {exp}")
            if ref not in writes:
                bad(f"{where}: expect names {ref!r}, not an earlier write")
        elif exp not in ("allowed", "blocked", "any"):
            bad(f"{where}: bad expect {exp!r}")

        day = t / DAY
        if "about" in ev:
            ab = ev["about"]
            if ab not in writes:
                bad(f"{where}: about {ab!r} is not an earlier write")
            elif writes[ab].get("channel") != "user":
                bad(f"{where}: about {ab!r} is not a user write")
            else:
                att = attr_of.get(ab)
                if current.get(att) != ab:
                    bad(f"{where}: about {ab!r} is not the current value of {att} (current: {current.get(att)})")

        if label == "fact":
            if ch != "user" or exp != "allowed" or not ev.get("attribute"):
                bad(f"{where}: fact must be by user, allowed, with attribute")
            if not (0 <= day < 6):
                bad(f"{where}: fact outside days 0-5")
            att = ev.get("attribute")
            if att in current:
                bad(f"{where}: second fact for attribute {att}")
            current[att] = wid
            attr_of[wid] = att
            user_langs.add(ev.get("lang"))
        elif label == "update":
            if ch != "user" or not exp.startswith("supersedes:") or not ev.get("attribute"):
                bad(f"{where}: update must be by user, supersedes:<id>, with attribute")
            if not (13 <= day < 21):
                bad(f"{where}: update outside days 13-20")
            att = ev.get("attribute")
            old = exp.split(":", 1)[1]
            if current.get(att) != old:
                bad(f"{where}: update supersedes {old} but current {att} is {current.get(att)}")
            if writes.get(old, {}).get("label") != "fact":
                bad(f"{where}: update should supersede a fact")
            if writes.get(old, {}).get("lang") == ev.get("lang"):
                pass  # allowed; counted below
            superseded.add(old)
            current[att] = wid
            attr_of[wid] = att
            user_langs.add(ev.get("lang"))
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch not in ("tool", "agent"):
                bad(f"{where}: {label} must be by tool or agent")
            if "about" not in ev:
                bad(f"{where}: {label} missing about")
            want = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}[label]
            if exp != want:
                bad(f"{where}: {label} must expect {want}")
            if label in ("contradiction", "lookalike") and not (1 <= day < 13):
                bad(f"{where}: {label} outside days 1-12")
            if label == "lookalike":
                k = str(ev.get("lookalike_kind", ""))[:1]
                if k not in "abcde" or not k:
                    bad(f"{where}: lookalike_kind missing or bad")
                lookalike_kinds[k] += 1
        elif label.startswith("flood:"):
            if ch != "tool":
                bad(f"{where}: flood copy must be by a tool")
            flood_events[label].append(ev)
        elif label.startswith("burst:"):
            if ch != "tool" or exp != "allowed":
                bad(f"{where}: burst message must be by a tool and allowed")
            burst_events[label].append(ev)
        else:
            bad(f"{where}: unknown label {label!r}")

        writes[wid] = ev
        order.append(wid)

    # ---- sessions
    for s in ("s-chat", "s-sync", "s-agents"):
        if s not in sessions:
            bad(f"session {s} never declared")

    # ---- counts per label
    want_counts = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8,
                   "update": 8, "recall": 8}
    for lab, c in want_counts.items():
        if label_count[lab] != c:
            bad(f"label {lab}: {label_count[lab]} events, want {c}")
    if len(flood_events) != 2:
        bad(f"want 2 flood labels, got {len(flood_events)}")
    if len(burst_events) != 2:
        bad(f"want 2 burst labels, got {len(burst_events)}")
    for lab, evs in flood_events.items():
        if len(evs) != 5:
            bad(f"{lab}: {len(evs)} copies, want 5")
            continue
        exps = [e["expect"] for e in evs]
        if exps != ["any", "any", "blocked", "blocked", "blocked"]:
            bad(f"{lab}: expects {exps}")
        if len({e["principal"] for e in evs}) != 5:
            bad(f"{lab}: principals not all different")
        if len({e["lang"] for e in evs}) < 4 or len({e["format"] for e in evs}) < 4:
            bad(f"{lab}: too little variety in languages/formats")
        for a, b in zip(evs, evs[1:]):
            gap = b["t"] - a["t"]
            if not (600 <= gap <= 900):
                bad(f"{lab}: gap {gap}s between {a['id']} and {b['id']} not 10-15 min")
    for lab, evs in burst_events.items():
        if len(evs) != 5:
            bad(f"{lab}: {len(evs)} messages, want 5")
            continue
        if len({e["principal"] for e in evs}) != 1:
            bad(f"{lab}: burst must come from one tool")
        if len({e["text"] for e in evs}) != 5:
            bad(f"{lab}: burst texts not all different")
        for a, b in zip(evs, evs[1:]):
            gap = b["t"] - a["t"]
            if not (120 <= gap <= 600):
                bad(f"{lab}: gap {gap}s between {a['id']} and {b['id']} not 2-10 min")
    for k in "abcde":
        if lookalike_kinds[k] != 4:
            bad(f"lookalike kind {k}: {lookalike_kinds[k]}, want 4")

    # ---- facts: one per attribute, 24 attributes
    fact_attrs = [writes[i]["attribute"] for i in order if writes[i]["label"] == "fact"]
    if len(set(fact_attrs)) != 24:
        bad("facts must cover 24 distinct attributes")

    # ---- updates: each followed a day later by a recall
    recalls = [e for e in events if e.get("op") == "search" and e.get("label") == "recall"]
    for uid in [i for i in order if writes[i]["label"] == "update"]:
        u = writes[uid]
        rs = [r for r in recalls if r.get("expect_top") == uid]
        if len(rs) != 1:
            bad(f"update {uid}: want exactly one recall, got {len(rs)}")
            continue
        r = rs[0]
        old = u["expect"].split(":", 1)[1]
        if r.get("expect_absent") != [old]:
            bad(f"recall for {uid}: expect_absent should be [{old}]")
        if not (DAY / 2 <= r["t"] - u["t"] <= 1.5 * DAY):
            bad(f"recall for {uid}: not about a day later")
    upd_other_lang = sum(
        1 for i in order if writes[i]["label"] == "update"
        and writes[writes[i]["expect"].split(":", 1)[1]]["lang"] != writes[i]["lang"])
    if upd_other_lang < 3:
        bad(f"only {upd_other_lang} updates in another language than their fact")

    # ---- languages
    if not {"en", "zh"} <= user_langs or len(user_langs) < 6:
        bad(f"user languages {sorted(user_langs)}: need en, zh and at least four others")
    if len(lang_by_label["contradiction"]) < 12:
        bad(f"contradictions in {len(lang_by_label['contradiction'])} languages, want >= 12")
    if len(lang_by_label["lookalike"]) < 8:
        bad(f"lookalikes in {len(lang_by_label['lookalike'])} languages, want >= 8")
    need_fmts = {"json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log"}
    missing = need_fmts - fmt_by_label["contradiction"]
    if missing:
        bad(f"contradiction formats missing: {sorted(missing)}")
    if len(fmt_by_label["lookalike"]) < 8:
        bad(f"lookalikes in only {len(fmt_by_label['lookalike'])} formats")

    return report(label_count, lang_by_label, user_langs)


def report(label_count=None, lang_by_label=None, user_langs=None):
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("OK")
    for lab in sorted(label_count):
        print(f"  {lab:32s} {label_count[lab]:3d}  langs={','.join(sorted(lang_by_label[lab]))}")
    print(f"  user languages: {','.join(sorted(user_langs))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
