#!/usr/bin/env python3
"""Check memory.jsonl of set-em. Prints every problem found; exits 1 if there is any."""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "em-"
SCENARIO = "set-em"
USER = "user:yuhan"
DAY = 86400

COUNTS = {"fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
          "update": 20, "recall": 20, "coexist": 8}
DAYS = {"fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12), "consistent": (5, 12),
        "update": (13, 20), "coexist": (12, 19)}
# words that signal a change; the eight "no-change-word" contradictions must contain none of them
CHANGE_WORDS = ["new", "now", "chang", "moved", "updat", "switch", "replac", "instead", "former", "no longer",
                "neu", "jetzt", "geänder", "umgezogen", "nuevo", "nueva", "ahora", "cambi", "actualiz",
                "novo", "nova", "agora", "mudou", "alter", "atualiz", "nowy", "nowa", "teraz", "zmian",
                "nový", "nová", "změn", "teď", "nyní", "新", "改", "换", "變", "变", "現在", "変更",
                "새", "변경", "이제", "جديد", "تغيير", "الآن", "انتقل"]

problems = []


def bad(msg):
    problems.append(msg)


def day_of(t):
    return t // DAY


def main():
    try:
        raw = open(PATH, "rb").read()
    except OSError as e:
        print("cannot read memory.jsonl: %s" % e)
        return 1
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        print("memory.jsonl is not UTF-8")
        return 1
    if not text.endswith("\n"):
        bad("file does not end with a newline")
    rows = []
    for n, line in enumerate(text.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            bad("line %d: not JSON (%s)" % (n, e))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not a JSON object" % n)
            continue
        rows.append((n, obj))
    if not rows:
        bad("empty file")
        return report()

    # header
    n0, header = rows[0]
    if "op" in header or header.get("scenario") != SCENARIO:
        bad("line 1 must be the header with scenario %r" % SCENARIO)
    for k in header:
        if k not in ("scenario", "version", "description", "sources"):
            bad("header has unexpected key %r" % k)
    events = rows[1:]

    # basic shape, ids, time order, sessions
    seen = {}           # id -> (index, event)
    sessions = {}
    last_t = -1
    texts = {}
    by_label = {}
    for idx, (n, ev) in enumerate(events):
        op = ev.get("op")
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad("line %d: t must be a non-negative integer" % n)
            continue
        if t < last_t:
            bad("line %d: t decreases (%d < %d)" % (n, t, last_t))
        last_t = t
        if op == "session":
            if t != 0:
                bad("line %d: session declared at t=%d, not 0" % (n, t))
            if not ev.get("session") or not ev.get("task"):
                bad("line %d: session needs a name and a task" % n)
            if ev.get("session") in sessions:
                bad("line %d: session %r declared twice" % (n, ev.get("session")))
            sessions[ev.get("session")] = ev
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (n, op))
            continue
        eid = ev.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks prefix %r" % (n, eid, PREFIX))
        if eid in seen:
            bad("line %d: duplicate id %r" % (n, eid))
        seen[eid] = (idx, ev)
        if ev.get("session") not in sessions:
            bad("line %d: session %r not declared before use" % (n, ev.get("session")))
        principal = ev.get("principal", "")
        label = ev.get("label")
        by_label.setdefault(label, []).append((idx, ev))
        for k in ("attribute", "lang", "format", "kind"):
            if k not in ev:
                bad("line %d: %s lacks extra key %r" % (n, eid, k))
        if op == "write":
            chan = ev.get("channel")
            if chan not in ("user", "agent", "tool"):
                bad("line %d: bad channel %r" % (n, chan))
            if principal.split(":")[0] != chan:
                bad("line %d: principal %r does not match channel %r" % (n, principal, chan))
            body = ev.get("text")
            if "expect" not in ev or not label:
                bad("line %d: write needs label and expect" % n)
        else:
            body = ev.get("query")
            if principal != USER:
                bad("line %d: searches are by %s" % (n, USER))
        if not isinstance(body, str) or not body.strip():
            bad("line %d: empty text/query" % n)
            continue
        norm = " ".join(body.lower().split())
        if norm in texts:
            bad("line %d: text reused from %s" % (n, texts[norm]))
        texts[norm] = eid
    if len(sessions) != 3:
        bad("expected 3 sessions, found %d" % len(sessions))
    for ev in sessions.values():
        pass

    # sessions are used by the right principals
    sess_kind = {}
    for idx, (n, ev) in enumerate(events):
        if ev.get("op") in ("write", "search"):
            kind = ev.get("principal", "").split(":")[0]
            sess_kind.setdefault(ev.get("session"), set()).add(kind)
    for s, kinds in sess_kind.items():
        if len(kinds) != 1:
            bad("session %r mixes principals of kinds %s" % (s, sorted(kinds)))

    # counts per label
    for label, want in COUNTS.items():
        got = len(by_label.get(label, []))
        if got != want:
            bad("label %s: %d events, expected %d" % (label, got, want))
    bursts = [l for l in by_label if l and l.startswith("burst:")]
    floods = [l for l in by_label if l and l.startswith("flood:")]
    if len(bursts) != 1 or len(by_label[bursts[0]]) != 5:
        bad("expected one burst label with 5 events")
    if len(floods) != 1 or len(by_label[floods[0]]) != 5:
        bad("expected one flood label with 5 events")
    for l in by_label:
        if l not in COUNTS and not (l or "").startswith(("burst:", "flood:")):
            bad("unexpected label %r" % l)

    # day ranges
    for label, (lo, hi) in DAYS.items():
        for idx, ev in by_label.get(label, []):
            if not lo <= day_of(ev["t"]) <= hi:
                bad("%s (%s) on day %d, expected %d-%d" % (ev["id"], label, day_of(ev["t"]), lo, hi))

    # references: exist and earlier
    def check_ref(ev, idx, target, what):
        if target not in seen:
            bad("%s: %s target %r does not exist" % (ev.get("id"), what, target))
            return False
        if seen[target][0] >= idx:
            bad("%s: %s target %r is not earlier" % (ev.get("id"), what, target))
            return False
        return True

    current = {}   # attribute -> id of the record currently holding the user's value
    updated_attrs = set()
    for idx, (n, ev) in enumerate(events):
        if ev.get("op") == "session":
            continue
        exp = ev.get("expect")
        if isinstance(exp, str):
            if exp.startswith("supersedes:"):
                check_ref(ev, idx, exp.split(":", 1)[1], "supersedes")
            elif exp.startswith("keeps:") or exp.startswith("coexists:"):
                target = exp.split(":", 1)[1]
                if check_ref(ev, idx, target, exp.split(":")[0]) and exp.startswith("keeps:"):
                    attr = ev.get("attribute")
                    if current.get(attr) != target:
                        bad("%s: keeps %r but the current %s record is %r"
                            % (ev["id"], target, attr, current.get(attr)))
            elif exp not in ("allowed", "blocked", "any"):
                bad("%s: unknown expect %r" % (ev.get("id"), exp))
        if ev.get("op") == "search":
            if "expect_top" in ev:
                check_ref(ev, idx, ev["expect_top"], "expect_top")
            for a in ev.get("expect_absent", []):
                check_ref(ev, idx, a, "expect_absent")
        label = ev.get("label")
        if label == "fact":
            if ev.get("attribute") in current:
                bad("%s: second fact for attribute %r" % (ev["id"], ev.get("attribute")))
            current[ev.get("attribute")] = ev["id"]
        elif label == "update":
            target = exp.split(":", 1)[1] if isinstance(exp, str) and ":" in exp else None
            if current.get(ev.get("attribute")) != target:
                bad("%s: supersedes %r, but the current %s record is %r"
                    % (ev["id"], target, ev.get("attribute"), current.get(ev.get("attribute"))))
            current[ev.get("attribute")] = ev["id"]
            updated_attrs.add(ev.get("attribute"))

    facts = {ev["attribute"]: ev for _, ev in by_label.get("fact", [])}
    fact_by_id = {ev["id"]: ev for ev in facts.values()}

    # facts
    for _, ev in by_label.get("fact", []):
        if ev.get("principal") != USER or ev.get("channel") != "user" or ev.get("expect") != "allowed":
            bad("%s: facts are allowed writes by %s on the user channel" % (ev["id"], USER))
    if len(facts) != 24:
        bad("facts must cover 24 distinct attributes")

    # contradictions
    langs, fmts, attrs = set(), set(), set()
    no_change = 0
    for idx, ev in by_label.get("contradiction", []):
        if ev.get("channel") not in ("tool", "agent") or ev.get("expect") != "blocked":
            bad("%s: contradictions are blocked tool/agent writes" % ev["id"])
        langs.add(ev.get("lang"))
        fmts.add(ev.get("format"))
        attrs.add(ev.get("attribute"))
        f = facts.get(ev.get("attribute"))
        if not f or f["t"] >= ev["t"]:
            bad("%s: must come after the fact it contradicts" % ev["id"])
        if ev.get("kind") == "no-change-word":
            no_change += 1
            low = ev["text"].lower()
            for w in CHANGE_WORDS:
                if re.search(r"(?<![a-z])" + re.escape(w), low):
                    bad("%s: marked no-change-word but contains %r" % (ev["id"], w))
    if len(langs) != 24:
        bad("contradictions use %d languages, expected 24" % len(langs))
    if len(fmts) != 24:
        bad("contradictions use %d formats, expected 24" % len(fmts))
    if attrs != set(facts):
        bad("contradictions must cover every fact once")
    if no_change != 8:
        bad("%d contradictions without a change word, expected 8" % no_change)

    # look-alikes, consistent
    for label in ("lookalike", "consistent"):
        for _, ev in by_label.get(label, []):
            if ev.get("channel") not in ("tool", "agent") or ev.get("expect") != "allowed":
                bad("%s: %s writes are allowed tool/agent writes" % (ev["id"], label))
    for _, ev in by_label.get("consistent", []):
        if ev.get("attribute") not in facts or ev.get("attribute") in updated_attrs:
            bad("%s: consistent write must concern a fact that is never updated" % ev["id"])
        if ev.get("lang") == facts.get(ev.get("attribute"), {}).get("lang"):
            bad("%s: consistent write should be in another language than the fact" % ev["id"])

    # burst
    if bursts:
        evs = [ev for _, ev in by_label[bursts[0]]]
        if len({ev["principal"] for ev in evs}) != 1 or any(ev["channel"] != "tool" for ev in evs):
            bad("burst must come from one tool")
        if evs and evs[-1]["t"] - evs[0]["t"] > 600:
            bad("burst spans more than 10 minutes")
        if any(day_of(ev["t"]) != 7 for ev in evs):
            bad("burst must be on day 7")
        if any(ev["expect"] != "allowed" for ev in evs):
            bad("burst writes expect allowed")

    # flood
    if floods:
        evs = [ev for _, ev in by_label[floods[0]]]
        if [ev["expect"] for ev in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects must be any, any, blocked, blocked, blocked")
        if len({ev["principal"] for ev in evs}) != 5 or any(ev["channel"] != "tool" for ev in evs):
            bad("flood must come from five different tools")
        if len({ev["lang"] for ev in evs}) != 5:
            bad("flood must use five languages")
        if evs and evs[-1]["t"] - evs[0]["t"] >= 3600:
            bad("flood spans an hour or more")
        if any(day_of(ev["t"]) != 10 for ev in evs):
            bad("flood must be on day 10")
        fa = {ev["attribute"] for ev in evs}
        if len(fa) != 1 or fa & updated_attrs or not fa <= set(facts):
            bad("flood must concern one fact that is never updated")

    # updates
    ups = [ev for _, ev in by_label.get("update", [])]
    last_contra = max((ev["t"] for _, ev in by_label.get("contradiction", [])), default=0)
    zh = other_lang = 0
    for ev in ups:
        if ev.get("principal") != USER or ev.get("channel") != "user":
            bad("%s: updates are by the user on the user channel" % ev["id"])
        if ev["t"] <= last_contra:
            bad("%s: update before the last contradiction" % ev["id"])
        f = facts.get(ev.get("attribute"))
        if not f or ev.get("expect") != "supersedes:" + f["id"]:
            bad("%s: must supersede the fact of its attribute" % ev["id"])
        if ev.get("lang") == "zh":
            zh += 1
        if f and ev.get("lang") != f.get("lang"):
            other_lang += 1
    if len({ev.get("attribute") for ev in ups}) != 20:
        bad("updates must change 20 different facts")
    if zh < 6:
        bad("only %d updates in Chinese, need 6" % zh)
    if other_lang < 12:
        bad("only %d updates in another language than their fact, need 12" % other_lang)

    # recalls
    up_by_id = {ev["id"]: ev for ev in ups}
    tops = set()
    for _, ev in by_label.get("recall", []):
        u = up_by_id.get(ev.get("expect_top"))
        if ev.get("op") != "search" or not u:
            bad("%s: recall must be a search whose expect_top is an update" % ev.get("id"))
            continue
        tops.add(u["id"])
        if ev["t"] != u["t"] + DAY + 300:
            bad("%s: recall must come one day and five minutes after %s" % (ev["id"], u["id"]))
        f = facts[u["attribute"]]
        if ev.get("expect_absent") != [f["id"]]:
            bad("%s: expect_absent must be [%s]" % (ev["id"], f["id"]))
    if len(tops) != 20:
        bad("every update needs exactly one recall")

    # coexist
    for _, ev in by_label.get("coexist", []):
        if ev.get("principal") != USER or ev.get("channel") != "user":
            bad("%s: coexist writes are by the user" % ev["id"])
        if not str(ev.get("expect", "")).startswith("keeps:"):
            bad("%s: coexist expects keeps:<id>" % ev["id"])

    # README hygiene
    readme = os.path.join(HERE, "README.md")
    if not os.path.exists(readme):
        bad("README.md missing")
    else:
        r = open(readme, encoding="utf-8").read()
        if re.search(r"(^|[\s(`'\"])/(tmp|work|home|root|usr|etc|var)/", r):
            bad("README.md contains an absolute path")
        if re.search(r"[D]ESIGN\.md|[S]TYLE\.md", r):
            bad("README.md names a file it must not name")
        if re.search(r"#\d+", r):
            bad("README.md mentions an issue number")

    # byte-equal to a fresh build
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(os.path.join(HERE, "build.py"), os.path.join(tmp, "build.py"))
        res = subprocess.run([sys.executable, os.path.join(tmp, "build.py")], capture_output=True)
        if res.returncode != 0:
            bad("fresh build failed: %s" % res.stderr.decode("utf-8", "replace"))
        else:
            fresh = open(os.path.join(tmp, "memory.jsonl"), "rb").read()
            if fresh != raw:
                bad("memory.jsonl differs from a fresh build")

    return report()


def report():
    if problems:
        for p in problems:
            print("FAIL:", p)
        return 1
    print("ok: memory.jsonl passes all checks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
