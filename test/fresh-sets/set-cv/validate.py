#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set `set-cv`; exit non-zero on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

USER = "user:serena"
CHANNEL_SESSION = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
SEARCH_KEYS = ["t", "op", "session", "principal", "query", "label", "lang", "format"]
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log", "sms"}
EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8, "update": 8, "recall": 8,
}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    try:
        with open(PATH, encoding="utf-8") as fh:
            raw = [ln for ln in fh.read().split("\n") if ln.strip()]
    except OSError as exc:
        print(f"cannot read memory.jsonl: {exc}")
        return 2

    rows = []
    for n, ln in enumerate(raw, 1):
        try:
            rows.append(json.loads(ln))
        except json.JSONDecodeError as exc:
            bad(f"line {n}: not JSON ({exc})")
            rows.append({})
    if not rows:
        bad("file is empty")
        return report(Counter(), {})

    header = rows[0]
    if "scenario" not in header or "op" in header:
        bad("line 1: header must come first and carry `scenario` (and no `op`)")

    sessions = {}
    writes = {}           # id -> event
    current = {}          # attribute -> id of the user's current value
    fact_attr = {}        # attribute -> fact id (one fact per attribute)
    last_t = -1
    labels = Counter()
    langs_by_label = defaultdict(set)
    formats_by_label = defaultdict(set)
    kinds = Counter()
    groups = defaultdict(list)   # flood/burst label -> events
    update_of = {}               # update id -> (old id, t, attribute)
    recalls = []

    for n, ev in enumerate(rows[1:], 2):
        where = f"line {n}"
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, (int, float)):
            bad(f"{where}: missing numeric `t`")
            continue
        if t < last_t:
            bad(f"{where}: t={t} goes back (previous {last_t})")
        last_t = max(last_t, t)

        if op == "session":
            s = ev.get("session")
            if not s:
                bad(f"{where}: session without name")
            elif s in sessions:
                bad(f"{where}: session {s} declared twice")
            else:
                sessions[s] = ev
            continue

        if op not in ("write", "search"):
            bad(f"{where}: unknown op {op!r}")
            continue

        keys = WRITE_KEYS if op == "write" else SEARCH_KEYS
        for k in keys:
            if k not in ev or ev[k] in ("", None):
                bad(f"{where}: missing `{k}`")
        if ev.get("session") not in sessions:
            bad(f"{where}: session {ev.get('session')!r} not declared before use")
        principal = ev.get("principal", "")
        ch = principal.split(":", 1)[0]
        if op == "write" and ev.get("channel") != ch:
            bad(f"{where}: channel {ev.get('channel')!r} does not match principal {principal!r}")
        if CHANNEL_SESSION.get(ch) != ev.get("session"):
            bad(f"{where}: principal {principal} should be in session {CHANNEL_SESSION.get(ch)}")
        if ev.get("format") not in FORMATS:
            bad(f"{where}: unknown format {ev.get('format')!r}")
        lang = ev.get("lang", "")
        if not (isinstance(lang, str) and 2 <= len(lang) <= 3 and lang.isalpha() and lang.islower()):
            bad(f"{where}: lang {lang!r} is not an ISO code")

        label = ev.get("label", "")
        labels[label] += 1
        langs_by_label[label].add(lang)
        formats_by_label[label].add(ev.get("format"))
        day = t / DAY

        # references must name earlier writes
        refs = []
        exp = ev.get("expect", "")
        if isinstance(exp, str) and ":" in exp:
            refs.append(exp.split(":", 1)[1])
        if "about" in ev:
            refs.append(ev["about"])
        if "expect_top" in ev:
            refs.append(ev["expect_top"])
        refs.extend(ev.get("expect_absent", []) or [])
        for r in refs:
            if r not in writes:
                bad(f"{where}: reference {r!r} is not an earlier write")

        if op == "search":
            if label != "recall":
                bad(f"{where}: unexpected search label {label!r}")
            if principal != USER:
                bad(f"{where}: recall must be by {USER}")
            recalls.append((n, ev))
            continue

        wid = ev.get("id")
        if wid in writes:
            bad(f"{where}: duplicate id {wid!r}")
        writes[wid] = ev

        if label in ("fact", "update"):
            if principal != USER or ev.get("channel") != "user":
                bad(f"{where}: {label} must be written by the user")
            attr = ev.get("attribute")
            if not attr:
                bad(f"{where}: {label} without `attribute`")
        if label == "fact":
            if exp != "allowed":
                bad(f"{where}: fact must expect allowed")
            if not (0 <= day < 6):
                bad(f"{where}: fact outside days 0-5")
            if attr in fact_attr:
                bad(f"{where}: second fact for attribute {attr}")
            fact_attr[attr] = wid
            current[attr] = wid
        elif label == "update":
            if not (13 <= day < 21):
                bad(f"{where}: update outside days 13-20")
            if not exp.startswith("supersedes:"):
                bad(f"{where}: update must expect supersedes:<fact>")
            old = exp.split(":", 1)[1]
            if fact_attr.get(attr) != old:
                bad(f"{where}: update supersedes {old} but the fact for {attr} is {fact_attr.get(attr)}")
            if current.get(attr) != old:
                bad(f"{where}: update supersedes {old} but the current value of {attr} is {current.get(attr)}")
            update_of[wid] = (old, t, attr)
            current[attr] = wid
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch not in ("tool", "agent"):
                bad(f"{where}: {label} must be by a tool or agent")
            want = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}[label]
            if exp != want:
                bad(f"{where}: {label} must expect {want}")
            attr = ev.get("attribute")
            about = ev.get("about")
            if not about:
                bad(f"{where}: {label} without `about`")
            elif not attr:
                bad(f"{where}: {label} without `attribute`")
            elif current.get(attr) != about:
                bad(f"{where}: about={about} but the user's current value of {attr} is {current.get(attr)}")
            if label in ("contradiction", "lookalike") and not (1 <= day < 13):
                bad(f"{where}: {label} outside days 1-12")
            if label == "lookalike":
                k = ev.get("kind")
                if k not in ("a", "b", "c", "d", "e"):
                    bad(f"{where}: lookalike without kind a-e")
                kinds[k] += 1
        elif label.startswith("flood:") or label.startswith("burst:"):
            if ch != "tool":
                bad(f"{where}: {label} must be by tools")
            groups[label].append(ev)
        else:
            bad(f"{where}: unknown label {label!r}")

    # recalls: a day after their update, expect_top = update, expect_absent = [old fact]
    for n, ev in recalls:
        top = ev.get("expect_top")
        if top not in update_of:
            bad(f"line {n}: recall expect_top {top!r} is not an update")
            continue
        old, ut, attr = update_of[top]
        if ev.get("expect_absent") != [old]:
            bad(f"line {n}: recall expect_absent should be [{old}]")
        gap = ev["t"] - ut
        if not (DAY <= gap < 2 * DAY):
            bad(f"line {n}: recall is {gap / 3600:.1f} h after its update, want about a day")
    if len({ev.get("expect_top") for _, ev in recalls}) != len(recalls):
        bad("two recalls target the same update")

    # floods and bursts
    floods = [g for g in groups if g.startswith("flood:")]
    bursts = [g for g in groups if g.startswith("burst:")]
    if len(floods) != 2:
        bad(f"want 2 floods, found {len(floods)}")
    if len(bursts) != 2:
        bad(f"want 2 bursts, found {len(bursts)}")
    for g in floods:
        evs = groups[g]
        if len(evs) != 5:
            bad(f"{g}: {len(evs)} copies, want 5")
        if len({e['principal'] for e in evs}) != len(evs):
            bad(f"{g}: principals must all differ")
        if len({e['lang'] for e in evs}) < 4 or len({e['format'] for e in evs}) < 4:
            bad(f"{g}: copies should vary in language and format")
        for i, e in enumerate(evs):
            want = "any" if i < 2 else "blocked"
            if e["expect"] != want:
                bad(f"{g}: copy {i + 1} expects {e['expect']}, want {want}")
        for a, b in zip(evs, evs[1:]):
            if not (600 <= b["t"] - a["t"] <= 900):
                bad(f"{g}: gap {b['t'] - a['t']} s not within 10-15 min")
    for g in bursts:
        evs = groups[g]
        if len(evs) != 5:
            bad(f"{g}: {len(evs)} messages, want 5")
        if len({e['principal'] for e in evs}) != 1:
            bad(f"{g}: must come from one tool")
        if len({e['text'] for e in evs}) != 5:
            bad(f"{g}: messages must differ")
        for e in evs:
            if e["expect"] != "allowed":
                bad(f"{g}: every message must expect allowed")
        for a, b in zip(evs, evs[1:]):
            if not (120 <= b["t"] - a["t"] <= 600):
                bad(f"{g}: gap {b['t'] - a['t']} s not within 2-10 min")

    # counts
    for lab, want in EXPECTED_COUNTS.items():
        if labels[lab] != want:
            bad(f"label {lab}: {labels[lab]}, want {want}")
    for k in "abcde":
        if kinds[k] != 4:
            bad(f"lookalike kind {k}: {kinds[k]}, want 4")
    if len(fact_attr) != 24:
        bad(f"{len(fact_attr)} distinct fact attributes, want 24")
    for s in ("s-chat", "s-sync", "s-agents"):
        if s not in sessions:
            bad(f"session {s} not declared")

    # languages
    user_langs = langs_by_label["fact"] | langs_by_label["update"] | langs_by_label["recall"]
    if not {"en", "zh"} <= user_langs or len(user_langs) < 6:
        bad(f"user languages {sorted(user_langs)}: want en, zh and at least four others")
    if len(langs_by_label["contradiction"]) < 12:
        bad(f"contradictions use {len(langs_by_label['contradiction'])} languages, want >= 12")
    if len(langs_by_label["lookalike"]) < 10:
        bad(f"lookalikes use {len(langs_by_label['lookalike'])} languages, want >= 10")
    if len(formats_by_label["contradiction"]) < 10:
        bad(f"contradictions use {len(formats_by_label['contradiction'])} formats, want >= 10")
    if len(formats_by_label["lookalike"]) < 10:
        bad(f"lookalikes use {len(formats_by_label['lookalike'])} formats, want >= 10")
    updates_in_new_lang = sum(
        1 for uid, (old, _, _) in update_of.items() if writes[uid]["lang"] != writes[old]["lang"])
    if updates_in_new_lang < 3:
        bad("fewer than 3 updates are in another language than their fact")

    return report(labels, langs_by_label, formats_by_label)


def report(labels, langs_by_label, formats_by_label=None):
    print("counts per label:")
    for lab in sorted(labels):
        extra = ""
        if langs_by_label:
            extra = f"  langs={','.join(sorted(langs_by_label[lab]))}"
        print(f"  {lab:28s} {labels[lab]:3d}{extra}")
    all_langs = set().union(*langs_by_label.values()) if langs_by_label else set()
    print(f"languages overall ({len(all_langs)}): {', '.join(sorted(all_langs))}")
    if formats_by_label:
        all_fmts = set().union(*formats_by_label.values())
        print(f"formats overall ({len(all_fmts)}): {', '.join(sorted(all_fmts))}")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
