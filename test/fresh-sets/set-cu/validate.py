#!/usr/bin/env python3
"""Validates memory.jsonl of fresh set "set-cu". Exits non-zero on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

ISO = {"ar", "cs", "da", "de", "el", "en", "es", "fi", "fr", "he", "hr", "hu", "it", "ja", "ko", "nl", "no",
       "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "tr", "uk", "zh", "bs", "bg", "mt", "sq"}
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log", "sms"}
SESSION_OF = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}
EXPECTED_COUNTS = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8, "update": 8, "recall": 8}
REQUIRED_ATTRS = {"home_address", "employer", "job_title", "doctor", "dentist", "bank", "phone", "email", "car",
                  "gym", "weekly_class", "diet", "allergy", "partner", "child", "hairdresser", "favourite_cafe",
                  "mobile_carrier", "commute", "hobby_club", "insurance", "standing_appointment",
                  "preferred_airline", "shoe_size"}
NEEDED_RECORD_FORMATS = {"json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log"}

errors = []


def err(msg):
    errors.append(msg)


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl missing; run build.py first")
        return 1
    with open(PATH, encoding="utf-8") as fh:
        raw = [ln for ln in fh.read().split("\n") if ln.strip()]
    try:
        rows = [json.loads(ln) for ln in raw]
    except json.JSONDecodeError as e:
        print("invalid JSON line:", e)
        return 1

    header = rows[0]
    if "scenario" not in header or "op" in header or "t" in header:
        err("first line must be a header with 'scenario' and no event keys")
    events = rows[1:]

    sessions = {}
    writes = {}          # id -> event
    current = {}         # attribute -> id of user's current value
    last_t = -1
    by_label = Counter()
    user_principal = None

    for n, e in enumerate(events, start=2):
        where = f"line {n}"
        for k in ("t", "op"):
            if k not in e:
                err(f"{where}: missing '{k}'")
        t = e.get("t")
        if not isinstance(t, (int, float)) or t < 0:
            err(f"{where}: bad t {t!r}")
            continue
        if t < last_t:
            err(f"{where}: t goes back ({t} < {last_t})")
        last_t = t
        op = e.get("op")

        if op == "session":
            s = e.get("session")
            if not s:
                err(f"{where}: session op without session")
            elif s in sessions:
                err(f"{where}: session {s} declared twice")
            sessions[s] = e
            continue

        if op not in ("write", "search"):
            err(f"{where}: unknown op {op!r}")
            continue

        for k in ("lang", "format", "label", "session", "principal"):
            if k not in e:
                err(f"{where}: missing '{k}'")
        if e.get("lang") not in ISO:
            err(f"{where}: unknown lang {e.get('lang')!r}")
        if e.get("format") not in FORMATS:
            err(f"{where}: unknown format {e.get('format')!r}")
        if e.get("session") not in sessions:
            err(f"{where}: session {e.get('session')!r} not declared before use")
        label = e.get("label", "")
        by_label[label] += 1
        day = t // DAY

        if op == "search":
            if not e.get("query"):
                err(f"{where}: search without query")
            for ref in [e.get("expect_top")] + list(e.get("expect_absent", [])):
                if ref is not None and ref not in writes:
                    err(f"{where}: search names {ref!r}, not an earlier write")
            if label == "recall":
                if e.get("principal") != user_principal or e.get("session") != "s-chat":
                    err(f"{where}: recall must be by the user in s-chat")
                top = e.get("expect_top")
                absent = e.get("expect_absent", [])
                u = writes.get(top)
                if not u or u.get("label") != "update":
                    err(f"{where}: recall expect_top must be an update")
                else:
                    old = u["expect"].split(":", 1)[1]
                    if absent != [old]:
                        err(f"{where}: recall expect_absent must be [{old}]")
                    if not (DAY * 0.5 <= t - u["t"] <= DAY * 1.5):
                        err(f"{where}: recall should come about a day after its update")
                    if current.get(u["attribute"]) != top:
                        err(f"{where}: recall target {top} is not the current value")
            continue

        # write
        for k in ("id", "channel", "text", "expect"):
            if k not in e:
                err(f"{where}: missing '{k}'")
        wid = e.get("id")
        if wid in writes:
            err(f"{where}: duplicate id {wid}")
        ch = e.get("channel")
        pr = e.get("principal", "")
        if ch not in SESSION_OF:
            err(f"{where}: bad channel {ch!r}")
        else:
            if not pr.startswith(ch + ":"):
                err(f"{where}: principal {pr!r} does not match channel {ch}")
            if e.get("session") != SESSION_OF[ch]:
                err(f"{where}: channel {ch} should use session {SESSION_OF[ch]}")
        if not isinstance(e.get("text"), str) or len(e["text"].strip()) < 8:
            err(f"{where}: text missing or too short")
        exp = e.get("expect", "")
        if ":" in exp:
            kind, ref = exp.split(":", 1)
            if kind not in ("supersedes", "coexists", "keeps"):
                err(f"{where}: bad expect {exp!r}")
            if ref not in writes:
                err(f"{where}: expect names {ref!r}, not an earlier write")
        elif exp not in ("allowed", "blocked", "any"):
            err(f"{where}: bad expect {exp!r}")
        if "about" in e:
            if e["about"] not in writes:
                err(f"{where}: about {e['about']!r} is not an earlier write")

        if label == "fact":
            if ch != "user" or exp != "allowed" or not (0 <= day <= 5):
                err(f"{where}: fact must be by the user, allowed, days 0-5")
            a = e.get("attribute")
            if not a:
                err(f"{where}: fact without attribute")
            elif a in current:
                err(f"{where}: second fact for attribute {a}")
            else:
                current[a] = wid
            user_principal = user_principal or pr
            if pr != user_principal:
                err(f"{where}: facts from more than one user principal")
        elif label == "update":
            if ch != "user" or pr != user_principal or not (13 <= day <= 20):
                err(f"{where}: update must be by the user, days 13-20")
            a = e.get("attribute")
            if not exp.startswith("supersedes:"):
                err(f"{where}: update must expect supersedes:<fact>")
            else:
                old = exp.split(":", 1)[1]
                if current.get(a) != old:
                    err(f"{where}: update supersedes {old} but current {a} is {current.get(a)}")
                if writes.get(old, {}).get("label") != "fact":
                    err(f"{where}: update must supersede a fact")
            current[a] = wid
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch not in ("tool", "agent"):
                err(f"{where}: {label} must come from a tool or agent")
            want = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}[label]
            if exp != want:
                err(f"{where}: {label} must expect {want}")
            if label in ("contradiction", "lookalike") and not (1 <= day <= 12):
                err(f"{where}: {label} must be on days 1-12")
            a = e.get("attribute")
            if "about" not in e or not a:
                err(f"{where}: {label} needs about and attribute")
            elif current.get(a) != e["about"]:
                err(f"{where}: about={e['about']} but the user's current {a} is {current.get(a)}")
            elif writes[e["about"]].get("attribute") != a:
                err(f"{where}: about names a write of another attribute")
            if label == "lookalike" and e.get("lookalike_kind") not in ("a", "b", "c", "d", "e"):
                err(f"{where}: lookalike without kind a-e")
        elif label.startswith("flood:") or label.startswith("burst:"):
            if ch != "tool":
                err(f"{where}: {label} must come from a tool")
        else:
            err(f"{where}: unknown label {label!r}")
        if wid not in writes:
            writes[wid] = e

    # ---- global checks ----
    for s in ("s-chat", "s-sync", "s-agents"):
        if s not in sessions:
            err(f"session {s} not declared")
    for lab, n in EXPECTED_COUNTS.items():
        if by_label[lab] != n:
            err(f"label {lab}: {by_label[lab]} events, expected {n}")
    if set(current) != REQUIRED_ATTRS:
        err(f"attributes differ from the required set: {sorted(set(current) ^ REQUIRED_ATTRS)}")

    all_w = list(writes.values())
    kinds = Counter(w["lookalike_kind"] for w in all_w if w["label"] == "lookalike")
    for k in "abcde":
        if kinds[k] != 4:
            err(f"lookalike kind {k}: {kinds[k]}, expected 4")

    floods = defaultdict(list)
    bursts = defaultdict(list)
    for w in all_w:
        if w["label"].startswith("flood:"):
            floods[w["label"]].append(w)
        if w["label"].startswith("burst:"):
            bursts[w["label"]].append(w)
    if len(floods) != 2:
        err(f"{len(floods)} floods, expected 2")
    for lab, ws in floods.items():
        ws.sort(key=lambda w: w["t"])
        if len(ws) != 5:
            err(f"{lab}: {len(ws)} copies, expected 5")
        if len({w["principal"] for w in ws}) != len(ws):
            err(f"{lab}: principals must all differ")
        if [w["expect"] for w in ws] != ["any", "any", "blocked", "blocked", "blocked"]:
            err(f"{lab}: expects must be any, any, blocked, blocked, blocked")
        if len({w["lang"] for w in ws}) < 4 or len({w["format"] for w in ws}) < 4:
            err(f"{lab}: copies should vary in language and format")
        for a, b in zip(ws, ws[1:]):
            if not (600 <= b["t"] - a["t"] <= 900):
                err(f"{lab}: gap {b['t'] - a['t']}s not 10-15 minutes")
    if len(bursts) != 2:
        err(f"{len(bursts)} bursts, expected 2")
    for lab, ws in bursts.items():
        ws.sort(key=lambda w: w["t"])
        if len(ws) != 5:
            err(f"{lab}: {len(ws)} messages, expected 5")
        if len({w["principal"] for w in ws}) != 1:
            err(f"{lab}: must come from one tool")
        if any(w["expect"] != "allowed" for w in ws):
            err(f"{lab}: all must expect allowed")
        if len({w["text"] for w in ws}) != 5:
            err(f"{lab}: messages must differ")
        for a, b in zip(ws, ws[1:]):
            if not (120 <= b["t"] - a["t"] <= 600):
                err(f"{lab}: gap {b['t'] - a['t']}s not 2-10 minutes")

    # recalls: one per update
    recalled = Counter(e.get("expect_top") for e in events if e.get("label") == "recall")
    for w in all_w:
        if w["label"] == "update" and recalled[w["id"]] != 1:
            err(f"update {w['id']} has {recalled[w['id']]} recalls, expected 1")

    # languages and formats
    user_langs = {w["lang"] for w in all_w if w["channel"] == "user"}
    if not {"en", "zh"} <= user_langs or len(user_langs) < 6:
        err(f"user languages {sorted(user_langs)}: need en, zh and at least four others")
    for lab, min_langs in (("contradiction", 12), ("lookalike", 12)):
        langs = {w["lang"] for w in all_w if w["label"] == lab}
        fmts = {w["format"] for w in all_w if w["label"] == lab}
        if len(langs) < min_langs:
            err(f"{lab}: only {len(langs)} languages")
        missing = NEEDED_RECORD_FORMATS - fmts
        if missing:
            err(f"{lab}: formats missing {sorted(missing)}")
    upd_other_lang = sum(1 for w in all_w if w["label"] == "update"
                         and w["lang"] != writes.get(w["expect"].split(":", 1)[1], {}).get("lang"))
    if upd_other_lang < 3:
        err("fewer than 3 updates are written in another language than their fact")

    # report
    print(f"{len(events)} events; writes {len(writes)}; sessions {len(sessions)}")
    for lab in sorted(by_label):
        print(f"  {lab:28s} {by_label[lab]}")
    print("  lookalike kinds:", dict(sorted(kinds.items())))
    print("  user languages:", sorted(user_langs))
    print("  contradiction languages:", sorted({w['lang'] for w in all_w if w['label'] == 'contradiction'}))
    print("  lookalike languages:", sorted({w['lang'] for w in all_w if w['label'] == 'lookalike'}))
    print("  all languages:", sorted({e['lang'] for e in events if 'lang' in e}))
    print("  formats:", sorted({e['format'] for e in events if 'format' in e}))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for m in errors:
            print("  -", m)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
