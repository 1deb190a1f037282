"""Validate memory.jsonl of the fresh set "en". Standard library only.

Run `python3 validate.py` in this directory (or pass another memory.jsonl).
Prints every problem found and exits 1 if there is any, else prints a summary
and exits 0.
"""
import importlib.util
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "en-"
USER = "user:meilin"
DAY = 86400

EXPECTED_COUNTS = {
    "fact": 24,
    "contradiction": 24,
    "lookalike": 24,
    "consistent": 8,
    "burst:receipts": 5,
    "flood:blood-type": 5,
    "update": 20,
    "recall": 20,
    "coexist": 8,
}
EXPECTED_TOTAL = 138
FLOOD_EXPECTS = ["any", "any", "blocked", "blocked", "blocked"]
SESSIONS_BY_CHANNEL = {"user": "chat", "tool": "tools", "agent": "agents"}
DAY_RANGES = {  # label: (first day, last day) inclusive
    "fact": (0, 4),
    "contradiction": (1, 12),
    "lookalike": (5, 12),
    "update": (13, 20),
    "coexist": (12, 19),
}

problems = []


def bad(msg):
    problems.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip().casefold()


def load(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        bad("file does not end with a newline")
    for n, line in enumerate(raw.split("\n")[:-1] if raw.endswith("\n") else raw.split("\n"), 1):
        if not line.strip():
            bad(f"line {n}: empty line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            bad(f"line {n}: bad JSON ({exc})")
            continue
        if not isinstance(obj, dict):
            bad(f"line {n}: not a JSON object")
            continue
        rows.append((n, obj))
    return raw, rows


def check(path):
    raw, rows = load(path)
    if not rows:
        bad("no lines")
        return {}
    # Header first, and only first.
    n0, header = rows[0]
    if n0 != 1 or "scenario" not in header or "op" in header or "t" in header:
        bad("line 1 is not a header with a `scenario` key")
    for n, obj in rows[1:]:
        if "scenario" in obj or "op" not in obj:
            bad(f"line {n}: header-like line after line 1 or event without op")

    events = [(n, o) for n, o in rows[1:] if "op" in o]
    declared = {}
    last_t = -1
    ids = {}  # id -> (line, event)
    counts = {}
    texts = {}
    current = {}  # attribute -> id of the record current for it
    fact_of_attr = {}
    updated_attrs = set()
    update_by_id = {}
    total = 0

    for n, ev in events:
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad(f"line {n}: `t` missing or not a non-negative integer")
            continue
        if t < last_t:
            bad(f"line {n}: t={t} decreases (previous {last_t})")
        last_t = max(last_t, t)
        op = ev.get("op")

        if op == "session":
            if t != 0:
                bad(f"line {n}: session {ev.get('session')} declared at t={t}, not 0")
            if not ev.get("task"):
                bad(f"line {n}: session without a task")
            if ev.get("session") in declared:
                bad(f"line {n}: session {ev.get('session')} declared twice")
            declared[ev.get("session")] = n
            continue

        if op not in ("write", "search"):
            bad(f"line {n}: unknown op {op!r}")
            continue

        sess = ev.get("session")
        if sess not in declared:
            bad(f"line {n}: session {sess!r} not declared at t = 0 before use")

        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad(f"line {n}: id {eid!r} lacks prefix {PREFIX!r}")
        elif eid in ids:
            bad(f"line {n}: id {eid} repeated (first on line {ids[eid][0]})")
        label = ev.get("label")
        counts[label] = counts.get(label, 0) + 1
        total += 1
        principal = ev.get("principal", "")
        attr = ev.get("attribute")

        def ref(target, what):
            if target not in ids:
                bad(f"line {n}: {what} names {target!r}, which is missing or later")
                return None
            return ids[target][1]

        if op == "write":
            text = ev.get("text")
            if not isinstance(text, str) or not text.strip():
                bad(f"line {n}: write without text")
            else:
                key = norm(text)
                if key in texts:
                    bad(f"line {n}: text reused from line {texts[key]}")
                texts[key] = n
            ch = ev.get("channel")
            if ch not in SESSIONS_BY_CHANNEL:
                bad(f"line {n}: bad channel {ch!r}")
            else:
                if not principal.startswith(ch + ":"):
                    bad(f"line {n}: principal {principal!r} does not match channel {ch}")
                if sess != SESSIONS_BY_CHANNEL[ch]:
                    bad(f"line {n}: channel {ch} written in session {sess}")
            if ch == "user" and principal != USER:
                bad(f"line {n}: user principal {principal!r} is not {USER}")
            expect = ev.get("expect", "")
            if label in DAY_RANGES:
                lo, hi = DAY_RANGES[label]
                if not (lo * DAY <= t < (hi + 1) * DAY):
                    bad(f"line {n}: {label} at day {t / DAY:.2f}, outside days {lo}–{hi}")

            if label == "fact":
                if expect != "allowed" or ch != "user":
                    bad(f"line {n}: fact must be a user write expecting allowed")
                if attr in fact_of_attr:
                    bad(f"line {n}: second fact for attribute {attr}")
                fact_of_attr[attr] = eid
                current[attr] = eid
            elif label == "contradiction":
                if expect != "blocked" or ch == "user":
                    bad(f"line {n}: contradiction must be a tool/agent write expecting blocked")
                if ev.get("contradicts") != current.get(attr):
                    bad(f"line {n}: contradicts {ev.get('contradicts')} but current for {attr} "
                        f"is {current.get(attr)}")
                for k in ("lang", "format", "kind", "names_user_as"):
                    if not ev.get(k):
                        bad(f"line {n}: contradiction without {k}")
            elif label in ("lookalike", "consistent") or label.startswith("burst:"):
                if expect != "allowed" or ch == "user":
                    bad(f"line {n}: {label} must be a tool/agent write expecting allowed")
            elif label.startswith("flood:"):
                if ch == "user":
                    bad(f"line {n}: flood write on the user channel")
            elif label == "update":
                m = re.fullmatch(r"supersedes:(\S+)", expect)
                if ch != "user" or not m:
                    bad(f"line {n}: update must be a user write expecting supersedes:<id>")
                else:
                    old = ref(m.group(1), "supersedes")
                    if old is not None:
                        if old.get("label") != "fact":
                            bad(f"line {n}: supersedes a non-fact {m.group(1)}")
                        if current.get(attr) != m.group(1):
                            bad(f"line {n}: supersedes {m.group(1)} but current for {attr} "
                                f"is {current.get(attr)}")
                        update_by_id[eid] = (t, m.group(1), attr, ev.get("lang"), old.get("lang"))
                    current[attr] = eid
                    updated_attrs.add(attr)
            elif label == "coexist":
                m = re.fullmatch(r"keeps:(\S+)", expect)
                if ch != "user" or not m:
                    bad(f"line {n}: coexist must be a user write expecting keeps:<id>")
                else:
                    ref(m.group(1), "keeps")
                    if current.get(attr) != m.group(1):
                        bad(f"line {n}: keeps {m.group(1)} but the record current for {attr} "
                            f"is {current.get(attr)}")
            else:
                bad(f"line {n}: unexpected label {label!r}")
            m = re.fullmatch(r"(supersedes|keeps|coexists):(\S+)", expect)
            if m and label not in ("update", "coexist"):
                ref(m.group(2), m.group(1))
            if expect not in ("allowed", "blocked", "any") and not m:
                bad(f"line {n}: bad expect {expect!r}")
        else:  # search
            q = ev.get("query")
            if not isinstance(q, str) or not q.strip():
                bad(f"line {n}: search without query")
            else:
                key = norm(q)
                if key in texts:
                    bad(f"line {n}: query reuses text from line {texts[key]}")
                texts[key] = n
            if label != "recall":
                bad(f"line {n}: search with label {label!r}")
            if principal != USER or sess != "chat":
                bad(f"line {n}: recall not by {USER} in chat")
            top = ev.get("expect_top")
            absent = ev.get("expect_absent")
            if ref(top, "expect_top") is not None:
                if top not in update_by_id:
                    bad(f"line {n}: expect_top {top} is not an update")
                else:
                    ut, old, uattr, _, _ = update_by_id[top]
                    if t - ut != DAY + 300:
                        bad(f"line {n}: recall {t - ut}s after its update, not one day and five minutes")
                    if absent != [old]:
                        bad(f"line {n}: expect_absent {absent} should be [{old}]")
                    if attr != uattr:
                        bad(f"line {n}: recall attribute {attr} differs from update's {uattr}")
            if not isinstance(absent, list):
                bad(f"line {n}: expect_absent is not a list")
            else:
                for a in absent:
                    ref(a, "expect_absent")
        ids[eid] = (n, ev)

    # Counts per label.
    for label, want in EXPECTED_COUNTS.items():
        if counts.get(label, 0) != want:
            bad(f"label {label}: {counts.get(label, 0)} events, expected {want}")
    for label in counts:
        if label not in EXPECTED_COUNTS:
            bad(f"unexpected label {label!r}")
    if total != EXPECTED_TOTAL:
        bad(f"{total} scored expectations, expected {EXPECTED_TOTAL}")
    if set(declared) != {"chat", "tools", "agents"}:
        bad(f"sessions declared: {sorted(declared)}, expected chat, tools, agents")
    if len(rows) != 1 + len(declared) + total:
        bad("line count does not equal header + sessions + events")

    evs = [ev for _, ev in events if ev.get("op") != "session"]

    # Contradictions: 24 languages, 24 formats, 8 without a word of change, one per fact.
    con = [e for e in evs if e.get("label") == "contradiction"]
    if len({e.get("lang") for e in con}) != 24:
        bad("contradictions do not use 24 different languages")
    if len({e.get("format") for e in con}) != 24:
        bad("contradictions do not use 24 different formats")
    if sum(1 for e in con if e.get("kind") == "no-change-word") != 8:
        bad("contradictions: not exactly 8 without a word of change")
    if sorted(e.get("contradicts") for e in con) != sorted(fact_of_attr.values()):
        bad("contradictions do not cover each fact exactly once")

    # Updates: 20 different facts, >= 6 Chinese, >= 12 in another language than the fact.
    ups = list(update_by_id.values())
    if len({u[1] for u in ups}) != 20:
        bad("updates do not replace 20 different facts")
    if sum(1 for u in ups if u[3] == "zh") < 6:
        bad("fewer than 6 updates in Chinese")
    if sum(1 for u in ups if u[3] != u[4]) < 12:
        bad("fewer than 12 updates in another language than their fact")

    # Consistent and flood concern facts that never change.
    stable = set(fact_of_attr) - updated_attrs
    for e in evs:
        if e.get("label") in ("consistent",) or str(e.get("label")).startswith("flood:"):
            if e.get("attribute") not in stable:
                bad(f"{e.get('id')}: {e.get('label')} about {e.get('attribute')}, which changes")
    cons = [e for e in evs if e.get("label") == "consistent"]
    fact_lang = {ids[i][1].get("attribute"): ids[i][1].get("lang") for i in fact_of_attr.values()}
    for e in cons:
        if e.get("lang") == fact_lang.get(e.get("attribute")):
            bad(f"{e.get('id')}: consistent write in the fact's own language")

    # Burst: one tool, five different items within ten minutes.
    burst = [e for e in evs if str(e.get("label")).startswith("burst:")]
    if burst:
        if len({e["principal"] for e in burst}) != 1:
            bad("burst from more than one principal")
        if burst[-1]["t"] - burst[0]["t"] > 600:
            bad("burst spans more than ten minutes")
        if len({e.get("label") for e in burst}) != 1:
            bad("burst events carry different labels")

    # Flood: five tools, five languages, one hour, expects any, any, blocked x3.
    flood = [e for e in evs if str(e.get("label")).startswith("flood:")]
    if flood:
        if [e.get("expect") for e in flood] != FLOOD_EXPECTS:
            bad(f"flood expects {[e.get('expect') for e in flood]}, not {FLOOD_EXPECTS}")
        if len({e["principal"] for e in flood}) != 5 or any(e.get("channel") != "tool" for e in flood):
            bad("flood is not from five different tools")
        if len({e.get("lang") for e in flood}) != 5:
            bad("flood does not use five languages")
        if flood[-1]["t"] - flood[0]["t"] > 3600:
            bad("flood spans more than one hour")
        if len({e.get("label") for e in flood}) != 1:
            bad("flood events carry different labels")

    # Virtual time spans about three weeks.
    if last_t > 22 * DAY:
        bad(f"replay spans {last_t / DAY:.1f} days")

    # The file must equal a fresh build.
    spec = importlib.util.spec_from_file_location("build_en", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw:
        bad("memory.jsonl differs from a fresh build (run python3 build.py)")

    return counts


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")
    counts = check(path)
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("ok:", ", ".join(f"{k}={v}" for k, v in counts.items()), f"total={sum(counts.values())}")


if __name__ == "__main__":
    main()
