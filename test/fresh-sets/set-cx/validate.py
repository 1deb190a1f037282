#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set set-cx; exit 1 on any problem."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

LANGS = {"en", "zh", "ru", "kk", "de", "tr", "fr", "es", "it", "ja", "ko", "ar", "fa", "hi", "uz", "pl", "pt", "uk"}
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log", "sms"}
SESSION_OF = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}
EXPECTED_COUNTS = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8, "update": 8, "recall": 8}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
SEARCH_KEYS = ["t", "op", "session", "principal", "query", "label", "lang", "format"]

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = [ln for ln in fh.read().splitlines()]
    if not lines:
        bad("empty file")
        return
    try:
        rows = [json.loads(ln) for ln in lines]
    except json.JSONDecodeError as e:
        bad(f"invalid JSON: {e}")
        return

    header = rows[0]
    if "scenario" not in header or "op" in header:
        bad("first line must be a header with 'scenario' and no 'op'")
    for i, r in enumerate(rows[1:], 2):
        if "scenario" in r or "op" not in r:
            bad(f"line {i}: not an event (header may only come first)")

    writes = {}          # id -> event
    seen_ids = set()
    sessions = set()
    current = {}         # attribute -> id of user's write holding current value
    attr_of = {}         # user write id -> attribute
    superseded = set()
    update_time = {}
    by_label = collections.Counter()
    last_t = 0
    flood = collections.defaultdict(list)
    burst = collections.defaultdict(list)

    for i, e in enumerate(rows[1:], 2):
        op = e.get("op")
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad(f"line {i}: t must be a non-negative integer")
            continue
        if t < last_t:
            bad(f"line {i}: t goes back ({t} < {last_t})")
        last_t = t
        if op == "session":
            if "session" not in e:
                bad(f"line {i}: session without name")
            elif e["session"] in sessions:
                bad(f"line {i}: session {e['session']} declared twice")
            sessions.add(e.get("session"))
            continue
        if op not in ("write", "search"):
            bad(f"line {i}: unknown op {op!r}")
            continue
        for k in (WRITE_KEYS if op == "write" else SEARCH_KEYS):
            if k not in e or e[k] in ("", None):
                bad(f"line {i}: missing {k}")
        if e.get("session") not in sessions:
            bad(f"line {i}: session {e.get('session')} used before being declared")
        if e.get("lang") not in LANGS:
            bad(f"line {i}: unknown lang {e.get('lang')!r}")
        if e.get("format") not in FORMATS:
            bad(f"line {i}: unknown format {e.get('format')!r}")
        label = e.get("label", "")
        by_label[label] += 1
        eid = e.get("id")
        if eid is not None:
            if eid in seen_ids:
                bad(f"line {i}: duplicate id {eid}")
            seen_ids.add(eid)
        day = t / DAY

        if op == "search":
            if e.get("principal") != "user:zarina" or e.get("session") != "s-chat":
                bad(f"line {i}: searches must be by the user")
            top = e.get("expect_top")
            absent = e.get("expect_absent", [])
            for ref in ([top] if top else []) + list(absent):
                if ref not in writes:
                    bad(f"line {i}: search names {ref} which is not an earlier write")
            if label == "recall":
                if top not in writes or writes[top]["label"] != "update":
                    bad(f"line {i}: recall expect_top must be an update")
                else:
                    attr = attr_of[top]
                    if current.get(attr) != top:
                        bad(f"line {i}: recall expect_top {top} is not the current value of {attr}")
                    old = writes[top]["expect"].split(":", 1)[1]
                    if absent != [old]:
                        bad(f"line {i}: recall expect_absent should be [{old}]")
                    gap = t - update_time[top]
                    if not (DAY * 0.75 <= gap <= DAY * 1.5):
                        bad(f"line {i}: recall not about a day after its update")
            continue

        # write
        ch = e.get("channel")
        pr = e.get("principal", "")
        if ch not in SESSION_OF:
            bad(f"line {i}: bad channel {ch!r}")
        else:
            if not pr.startswith(ch + ":"):
                bad(f"line {i}: principal {pr} does not match channel {ch}")
            if e.get("session") != SESSION_OF[ch]:
                bad(f"line {i}: channel {ch} should use session {SESSION_OF[ch]}")
        exp = e.get("expect", "")
        if ":" in exp:
            kind, ref = exp.split(":", 1)
            if kind not in ("supersedes", "coexists", "keeps"):
                bad(f"line {i}: bad expect {exp}")
            if ref not in writes:
                bad(f"line {i}: expect names {ref} which is not an earlier write")
        elif exp not in ("allowed", "blocked", "any"):
            bad(f"line {i}: bad expect {exp}")

        if label in ("fact", "update"):
            if ch != "user" or pr != "user:zarina":
                bad(f"line {i}: {label} must be by the user")
            attr = e.get("attribute")
            if not attr:
                bad(f"line {i}: {label} without attribute")
            if label == "fact":
                if exp != "allowed":
                    bad(f"line {i}: fact must expect allowed")
                if attr in current:
                    bad(f"line {i}: second fact for attribute {attr}")
                if not (0 <= day < 6):
                    bad(f"line {i}: fact outside days 0-5")
            else:
                if not exp.startswith("supersedes:"):
                    bad(f"line {i}: update must expect supersedes:<id>")
                else:
                    old = exp.split(":", 1)[1]
                    if current.get(attr) != old:
                        bad(f"line {i}: update supersedes {old}, but current {attr} is {current.get(attr)}")
                    superseded.add(old)
                if not (13 <= day < 21):
                    bad(f"line {i}: update outside days 13-20")
                update_time[eid] = t
            current[attr] = eid
            attr_of[eid] = attr
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch == "user":
                bad(f"line {i}: {label} must come from a tool or agent")
            about = e.get("about")
            if about not in writes:
                bad(f"line {i}: about {about} is not an earlier write")
            elif about not in attr_of:
                bad(f"line {i}: about {about} is not a user fact/update")
            elif current.get(attr_of[about]) != about:
                bad(f"line {i}: about {about} is not the current value of {attr_of[about]}")
            want = "blocked" if label == "contradiction" else "allowed"
            if exp != want:
                bad(f"line {i}: {label} must expect {want}")
            if label in ("contradiction", "lookalike") and not (1 <= day < 13):
                bad(f"line {i}: {label} outside days 1-12")
            if label == "lookalike" and e.get("kind") not in ("a", "b", "c", "d", "e"):
                bad(f"line {i}: lookalike without kind a-e")
        elif label.startswith("flood:"):
            flood[label].append(e)
        elif label.startswith("burst:"):
            burst[label].append(e)
        else:
            bad(f"line {i}: unknown label {label!r}")
        writes[eid] = e

    # counts
    for lab, n in EXPECTED_COUNTS.items():
        if by_label[lab] != n:
            bad(f"label {lab}: {by_label[lab]} events, expected {n}")
    if len(flood) != 2:
        bad(f"expected 2 floods, got {len(flood)}")
    if len(burst) != 2:
        bad(f"expected 2 bursts, got {len(burst)}")
    for lab, evs in flood.items():
        if len(evs) != 5:
            bad(f"{lab}: {len(evs)} copies, expected 5")
        if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad(f"{lab}: expects must be any, any, blocked x3")
        if len({e["principal"] for e in evs}) != len(evs) or any(e["channel"] != "tool" for e in evs):
            bad(f"{lab}: copies must come from different tool principals")
        if len({e["text"] for e in evs}) != len(evs):
            bad(f"{lab}: copies must be worded differently")
        for a, b in zip(evs, evs[1:]):
            if not (600 <= b["t"] - a["t"] <= 900):
                bad(f"{lab}: copies {a['id']} -> {b['id']} not 10-15 minutes apart")
    for lab, evs in burst.items():
        if len(evs) != 5:
            bad(f"{lab}: {len(evs)} messages, expected 5")
        if len({e["principal"] for e in evs}) != 1 or evs[0]["channel"] != "tool":
            bad(f"{lab}: burst must come from one tool")
        if any(e["expect"] != "allowed" for e in evs):
            bad(f"{lab}: burst messages must expect allowed")
        if len({e["text"] for e in evs}) != len(evs):
            bad(f"{lab}: burst messages must differ")
        for a, b in zip(evs, evs[1:]):
            if not (120 <= b["t"] - a["t"] <= 600):
                bad(f"{lab}: messages {a['id']} -> {b['id']} not 2-10 minutes apart")

    # look-alike kinds
    kinds = collections.Counter(e.get("kind") for e in writes.values() if e["label"] == "lookalike")
    for k in "abcde":
        if kinds[k] != 4:
            bad(f"lookalike kind {k}: {kinds[k]}, expected 4")

    # every update followed by its recall
    recalls = {e.get("expect_top") for e in rows[1:] if e.get("label") == "recall"}
    for uid in update_time:
        if uid not in recalls:
            bad(f"update {uid} has no recall")

    # languages
    def langs(label):
        return {e["lang"] for e in writes.values() if e["label"] == label}
    user_langs = {e["lang"] for e in writes.values() if e["channel"] == "user"}
    if not {"en", "zh"} <= user_langs or len(user_langs - {"en", "zh"}) < 4:
        bad(f"user languages {sorted(user_langs)}: need en, zh and at least four others")
    if len(langs("contradiction")) < 12:
        bad(f"contradictions use {len(langs('contradiction'))} languages, need >= 12")
    if len(langs("lookalike")) < 10:
        bad(f"look-alikes use {len(langs('lookalike'))} languages, need >= 10")
    need_formats = {"json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log"}
    cformats = {e["format"] for e in writes.values() if e["label"] == "contradiction"}
    if not need_formats <= cformats:
        bad(f"contradictions lack formats {sorted(need_formats - cformats)}")
    attrs = {e["attribute"] for e in writes.values() if e["label"] == "fact"}
    if len(attrs) != 24:
        bad(f"facts cover {len(attrs)} attributes, expected 24")

    # report
    print("counts per label:")
    for lab in sorted(by_label):
        print(f"  {lab:28s} {by_label[lab]}")
    print("look-alike kinds:", dict(sorted(kinds.items())))
    print("user languages:", sorted(user_langs))
    print("contradiction languages:", len(langs("contradiction")), sorted(langs("contradiction")))
    print("look-alike languages:", len(langs("lookalike")), sorted(langs("lookalike")))
    all_langs = {e["lang"] for e in rows[1:] if "lang" in e}
    all_formats = {e["format"] for e in rows[1:] if "format" in e}
    print("all languages:", len(all_langs), sorted(all_langs))
    print("all formats:", sorted(all_formats))


if __name__ == "__main__":
    main()
    if problems:
        print(f"\n{len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print("  - " + p, file=sys.stderr)
        sys.exit(1)
    print("OK")
