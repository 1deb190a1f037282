#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set tune-20. Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

ISO = {"en", "zh", "cs", "de", "pl", "sk", "hu", "fr", "it", "es", "nl", "sv", "fi", "uk", "ro", "no",
       "hr", "sl", "da", "lv", "lt", "et", "pt", "ru"}
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log", "sms"}
SESSION_OF = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = [ln for ln in fh.read().split("\n") if ln.strip()]
    if not lines:
        err("empty file")
        return
    recs = []
    for n, ln in enumerate(lines, 1):
        try:
            recs.append(json.loads(ln))
        except json.JSONDecodeError as e:
            err(f"line {n}: bad JSON: {e}")
            return
    head = recs[0]
    if "scenario" not in head or "op" in head:
        err("line 1 is not a header with 'scenario'")

    last_t = -1
    declared = set()
    writes = {}            # id -> event
    current = {}           # attribute -> id of current value
    label_count = Counter()
    sort_count = Counter()
    langs = defaultdict(set)
    fmts = defaultdict(set)
    texts = set()
    groups = defaultdict(list)  # flood/burst label -> events
    updates = {}

    for n, ev in enumerate(recs[1:], 2):
        where = f"line {n}"
        t = ev.get("t")
        if not isinstance(t, (int, float)):
            err(f"{where}: missing numeric t")
            continue
        if t < last_t:
            err(f"{where}: t goes back ({t} < {last_t})")
        last_t = t
        op = ev.get("op")
        if op == "session":
            s = ev.get("session")
            if not s:
                err(f"{where}: session without name")
            elif s in declared:
                err(f"{where}: session {s} declared twice")
            declared.add(s)
            continue
        if op not in ("write", "search"):
            err(f"{where}: unknown op {op!r}")
            continue
        for k in ("session", "principal", "label", "lang", "format"):
            if not ev.get(k):
                err(f"{where}: missing {k}")
        if ev.get("session") not in declared:
            err(f"{where}: session {ev.get('session')!r} not declared before use")
        lang, fmt, label = ev.get("lang"), ev.get("format"), ev.get("label", "")
        if lang not in ISO:
            err(f"{where}: unexpected lang {lang!r}")
        if fmt not in FORMATS:
            err(f"{where}: unexpected format {fmt!r}")
        label_count[label] += 1
        langs[label].add(lang)
        fmts[label].add(fmt)
        day = t / DAY

        if op == "search":
            if not ev.get("query"):
                err(f"{where}: search without query")
            if label != "recall":
                err(f"{where}: search label should be recall")
            if ev.get("principal") != "user:zuzana" or ev.get("session") != "s-chat":
                err(f"{where}: recall must be by the user in s-chat")
            top = ev.get("expect_top")
            absent = ev.get("expect_absent")
            if top not in writes:
                err(f"{where}: expect_top {top!r} is not an earlier write")
            if not isinstance(absent, list) or not absent:
                err(f"{where}: expect_absent must be a non-empty list")
                absent = []
            for a in absent:
                if a not in writes:
                    err(f"{where}: expect_absent {a!r} is not an earlier write")
            if top in updates:
                u = updates[top]
                if absent != [u["expect"].split(":", 1)[1]]:
                    err(f"{where}: expect_absent should be the superseded fact of {top}")
                if int(t // DAY) != int(u["t"] // DAY) + 1:
                    err(f"{where}: recall should come the day after its update")
            else:
                err(f"{where}: expect_top {top!r} is not an update")
            continue

        # write
        for k in ("id", "channel", "text", "expect"):
            if not ev.get(k):
                err(f"{where}: missing {k}")
        wid = ev.get("id")
        if wid in writes:
            err(f"{where}: duplicate id {wid}")
        ch = ev.get("channel")
        if ch not in SESSION_OF:
            err(f"{where}: bad channel {ch!r}")
        else:
            if not str(ev.get("principal", "")).startswith(ch + ":"):
                err(f"{where}: principal {ev.get('principal')!r} does not match channel {ch}")
            if ev.get("session") != SESSION_OF[ch]:
                err(f"{where}: channel {ch} should use session {SESSION_OF[ch]}")
        if ev["text"] in texts:
            err(f"{where}: duplicate text")
        texts.add(ev["text"])
        exp = ev.get("expect", "")
        m = re.match(r"^(supersedes|coexists|keeps):(.+)$", exp)
        if m and m.group(2) not in writes:
            err(f"{where}: {exp} names no earlier write")
        elif not m and exp not in ("allowed", "blocked", "any"):
            err(f"{where}: bad expect {exp!r}")

        if label in ("fact", "update"):
            if ch != "user" or ev.get("principal") != "user:zuzana":
                err(f"{where}: {label} must be by user:zuzana")
            if fmt != "chat":
                err(f"{where}: {label} should be chat")
            attr = ev.get("attribute")
            if not attr:
                err(f"{where}: {label} without attribute")
            if label == "fact":
                if exp != "allowed":
                    err(f"{where}: fact must expect allowed")
                if not 0 <= day < 6:
                    err(f"{where}: fact outside days 0-5")
                if attr in current:
                    err(f"{where}: second fact for attribute {attr}")
            else:
                if not 13 <= day < 21:
                    err(f"{where}: update outside days 13-20")
                if exp != f"supersedes:{current.get(attr)}":
                    err(f"{where}: update should supersede {current.get(attr)}, has {exp}")
                if writes.get(current.get(attr), {}).get("label") != "fact":
                    err(f"{where}: update should supersede the fact")
                updates[wid] = ev
            current[attr] = wid
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch == "user":
                err(f"{where}: {label} must come from tool or agent")
            want = {"contradiction": "blocked"}.get(label, "allowed")
            if exp != want:
                err(f"{where}: {label} should expect {want}")
            if label != "consistent" and not 1 <= day < 13:
                err(f"{where}: {label} outside days 1-12")
            about = ev.get("about")
            if about not in writes:
                err(f"{where}: about {about!r} is not an earlier write")
            else:
                attr = writes[about].get("attribute")
                if current.get(attr) != about:
                    err(f"{where}: about {about} is not the current value of {attr} (current {current.get(attr)})")
            if label == "lookalike":
                s = ev.get("sort")
                if s not in ("a", "b", "c", "d", "e"):
                    err(f"{where}: look-alike needs sort a-e")
                sort_count[s] += 1
            elif "sort" in ev:
                err(f"{where}: sort only on look-alikes")
        elif label.startswith("flood:") or label.startswith("burst:"):
            if ch != "tool":
                err(f"{where}: {label} must come from a tool")
            groups[label].append(ev)
        else:
            err(f"{where}: unknown label {label!r}")
        writes[wid] = ev

    # counts
    want = {"fact": 24, "contradiction": 30, "lookalike": 30, "consistent": 8, "update": 8, "recall": 8}
    for k, v in want.items():
        if label_count[k] != v:
            err(f"count {k}: {label_count[k]} != {v}")
    for s in "abcde":
        if sort_count[s] != 6:
            err(f"look-alike sort {s}: {sort_count[s]} != 6")
    floods = [g for g in groups if g.startswith("flood:")]
    bursts = [g for g in groups if g.startswith("burst:")]
    if len(floods) != 2 or len(bursts) != 2:
        err(f"need 2 floods and 2 bursts, have {floods} {bursts}")
    for g in floods:
        evs = groups[g]
        if len(evs) != 5:
            err(f"{g}: {len(evs)} copies != 5")
        if len({e["principal"] for e in evs}) != len(evs):
            err(f"{g}: principals not all different")
        if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            err(f"{g}: expects wrong")
        for a, b in zip(evs, evs[1:]):
            if not 600 <= b["t"] - a["t"] <= 900:
                err(f"{g}: gap {b['t'] - a['t']}s not 10-15 min")
        if len({e["lang"] for e in evs}) < 3 or len({e["format"] for e in evs}) < 3:
            err(f"{g}: too little variety of language/format")
    for g in bursts:
        evs = groups[g]
        if len(evs) != 5:
            err(f"{g}: {len(evs)} messages != 5")
        if len({e["principal"] for e in evs}) != 1:
            err(f"{g}: must come from one tool")
        if any(e["expect"] != "allowed" for e in evs):
            err(f"{g}: all must expect allowed")
        for a, b in zip(evs, evs[1:]):
            if not 120 <= b["t"] - a["t"] <= 600:
                err(f"{g}: gap {b['t'] - a['t']}s not 2-10 min")

    # languages and formats
    user_langs = langs["fact"] | langs["update"]
    if not {"en", "zh"} <= user_langs or len(user_langs) < 6:
        err(f"user languages too few: {sorted(user_langs)}")
    for k in ("contradiction", "lookalike"):
        if len(langs[k]) < 12:
            err(f"{k}: only {len(langs[k])} languages")
        need = {"json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log"}
        if k == "contradiction" and not need <= fmts[k]:
            err(f"{k}: formats missing {sorted(need - fmts[k])}")
        if len(fmts[k]) < 10:
            err(f"{k}: only {len(fmts[k])} formats")
    if not any(u["lang"] != writes[u["expect"].split(":", 1)[1]]["lang"] for u in updates.values()):
        err("no update is in another language than its fact")
    if declared != {"s-chat", "s-sync", "s-agents"}:
        err(f"sessions declared: {sorted(declared)}")

    # README must not name paths outside the repository
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        with open(readme, encoding="utf-8") as fh:
            if re.search(r"/(tmp|work|home|root)/", fh.read()):
                err("README names a path outside the repository")
    else:
        err("README.md missing")

    print("labels:", dict(sorted(label_count.items())))
    print("look-alike sorts:", dict(sorted(sort_count.items())))
    for k in ("fact", "update", "contradiction", "lookalike", "consistent"):
        print(f"{k} languages ({len(langs[k])}):", ",".join(sorted(langs[k])))
        print(f"{k} formats ({len(fmts[k])}):", ",".join(sorted(fmts[k])))


if __name__ == "__main__":
    main()
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("OK")
