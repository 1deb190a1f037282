#!/usr/bin/env python3
"""Check memory.jsonl of set-ek; print every problem and exit 1 if there is any."""

import importlib.util
import json
import os
import re
import sys
import unicodedata

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
PREFIX = "ek-"
SCENARIO = "set-ek"
DAY = 86400

COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "update": 20, "recall": 20, "coexist": 8,
}
LETTER = {"f": "fact", "c": "contradiction", "l": "lookalike", "k": "consistent",
          "u": "update", "q": "recall", "x": "coexist"}
FIXED_EXPECT = {"fact": "allowed", "contradiction": "blocked", "lookalike": "allowed",
                "consistent": "allowed"}
DAYS = {"fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12), "consistent": (5, 12),
        "update": (13, 20), "coexist": (12, 19)}
FLOOD_EXPECT = ["any", "any", "blocked", "blocked", "blocked"]
# words that mark a change, in the languages used; a "bare" contradiction must hold none
CHANGE_WORDS = [
    "change", "new ", "now ", "update", "moved", "replac", "switch", "correct",
    "neu", "geändert", "gewechselt", "wechsel", "jetzt", "seit",
    "nieuw", "gewijzigd", "veranderd", "nuevo", "nueva", "cambi", "ahora",
    "nouveau", "nouvelle", "mise à jour", "désormais", "novo", "nova", "alterad", "agora",
    "nuovo", "nuova", "aggiorn", "ora ", "ny ", "nytt", "ändr", "numera",
    "yeni", "güncel", "artık", "değiş", "uusi", "päivit", "vaihd", "nyt ",
    "új ", "megváltoz", "mostantól", "nový", "nová", "změn", "přestoup", "teď",
    "nowy", "nowa", "zmian", "zaktualiz", "teraz", "nou ", "nouă", "actualiz", "acum",
    "canvi", "ara ", "mới", "chuyển", "đổi", "cập nhật", "baru", "ubah", "sekarang",
    "нов", "измен", "сменил", "теперь", "νέ", "άλλαξ", "αλλαγ", "τώρα",
    "تحديث", "تغيير", "جديد", "الآن", "नया", "नई", "बदल", "अब ",
    "新", "变", "換", "换", "改", "更新", "不再", "现在", "現在", "変更", "변경", "새", "이제",
]


def has_word(text, w):
    """Alphabetic scripts: w starts a word (and ends it, if w ends in a space).
    Chinese, Japanese, Korean: plain substring."""
    if ord(w[0]) >= 0x2E80:
        return w in text
    pat = r"(?<!\w)" + re.escape(w.strip()) + (r"(?!\w)" if w.endswith(" ") else "")
    return re.search(pat, text) is not None


def norm(s):
    s = unicodedata.normalize("NFKC", s).lower()
    return re.sub(r"\s+", " ", s).strip()


def main():
    problems = []

    def bad(msg):
        problems.append(msg)

    try:
        raw = open(PATH, "rb").read()
    except OSError as e:
        print("cannot read memory.jsonl: %s" % e)
        return 1

    # byte-equal to a fresh build
    spec = importlib.util.spec_from_file_location("ek_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render().encode("utf-8") != raw:
        bad("memory.jsonl differs from a fresh build (run python3 build.py)")

    text = raw.decode("utf-8")
    if not text.endswith("\n"):
        bad("file does not end with a newline")
    lines = text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")
    rows = []
    for n, line in enumerate(lines, start=1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            bad("line %d: not JSON (%s)" % (n, e))
            continue
        if not isinstance(obj, dict):
            bad("line %d: not an object" % n)
            continue
        rows.append((n, obj))
    if not rows:
        bad("empty file")
        return report(problems)

    # header
    hn, header = rows[0]
    if hn != 1 or "op" in header or header.get("scenario") != SCENARIO:
        bad("line 1 must be the header with scenario %r" % SCENARIO)
    for n, obj in rows[1:]:
        if "scenario" in obj and "op" not in obj:
            bad("line %d: a second header" % n)

    events = rows[1:]
    seen = {}          # id -> (index, event)
    order = []
    declared = {}
    last_t = None
    texts = {}
    current = {}       # attribute -> id of current user record
    fact_by_id = {}
    label_rows = {}
    superseded = set()

    for idx, (n, e) in enumerate(events):
        op = e.get("op")
        t = e.get("t")
        if not isinstance(t, int) or isinstance(t, bool) or t < 0:
            bad("line %d: t must be a non-negative integer" % n)
            continue
        if last_t is not None and t < last_t:
            bad("line %d: t decreases (%d < %d)" % (n, t, last_t))
        last_t = t

        if op == "session":
            if t != 0:
                bad("line %d: session declared at t=%d, not 0" % (n, t))
            s = e.get("session")
            if not s or s in declared:
                bad("line %d: missing or repeated session" % n)
            if not e.get("task"):
                bad("line %d: session without a task" % n)
            declared[s] = e
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (n, op))
            continue

        eid = e.get("id")
        if not isinstance(eid, str) or not eid.startswith(PREFIX):
            bad("line %d: id %r lacks the prefix %s" % (n, eid, PREFIX))
            continue
        if eid in seen:
            bad("line %d: duplicate id %s" % (n, eid))
            continue
        seen[eid] = (idx, e)
        order.append(eid)

        if e.get("session") not in declared:
            bad("%s: session %r not declared before use" % (eid, e.get("session")))
        principal = e.get("principal", "")
        kind = principal.split(":", 1)[0]
        if op == "write":
            if e.get("channel") != kind or kind not in ("user", "tool", "agent"):
                bad("%s: channel %r does not match principal %r" % (eid, e.get("channel"), principal))
            body = e.get("text")
        else:
            body = e.get("query")
        if not isinstance(body, str) or not body.strip():
            bad("%s: empty text/query" % eid)
            body = ""
        key = norm(body)
        if key in texts:
            bad("%s: text reused from %s" % (eid, texts[key]))
        texts[key] = eid

        label = e.get("label", "")
        label_rows.setdefault(label, []).append(e)
        m = re.match(r"^ek-([a-z])(\d{2})$", eid)
        if m and m.group(1) in LETTER and LETTER[m.group(1)] != label:
            bad("%s: id letter does not match label %s" % (eid, label))
        for key_ in ("attribute", "lang", "format", "kind"):
            if not e.get(key_):
                bad("%s: missing extra key %s" % (eid, key_))

        day = t // DAY
        if label in DAYS:
            lo, hi = DAYS[label]
            if not lo <= day <= hi:
                bad("%s: day %d outside %d-%d for %s" % (eid, day, lo, hi, label))

        expect = e.get("expect")
        if label in FIXED_EXPECT and expect != FIXED_EXPECT[label]:
            bad("%s: expect %r, want %r" % (eid, expect, FIXED_EXPECT[label]))

        if label in ("fact", "update", "coexist", "recall") and principal != "user:qiaolan":
            bad("%s: %s must come from the user" % (eid, label))
        if label in ("contradiction", "lookalike", "consistent") or label.startswith(("burst:", "flood:")):
            if kind not in ("tool", "agent"):
                bad("%s: %s must come from a tool or an agent" % (eid, label))

        def target(tid, what):
            if tid not in seen or seen[tid][0] >= idx:
                bad("%s: %s target %r missing or not earlier" % (eid, what, tid))
                return None
            return seen[tid][1]

        if label == "fact":
            attr = e["attribute"]
            if attr in current:
                bad("%s: second fact for attribute %s" % (eid, attr))
            current[attr] = eid
            fact_by_id[eid] = e
        elif label == "update":
            if not isinstance(expect, str) or not expect.startswith("supersedes:"):
                bad("%s: update must expect supersedes:<id>" % eid)
            else:
                tid = expect.split(":", 1)[1]
                tgt = target(tid, "supersedes")
                if tgt is not None:
                    if tgt.get("label") != "fact":
                        bad("%s: supersedes a non-fact %s" % (eid, tid))
                    if tid in superseded:
                        bad("%s: %s superseded twice" % (eid, tid))
                    superseded.add(tid)
                    if tgt.get("attribute") != e.get("attribute"):
                        bad("%s: attribute differs from %s" % (eid, tid))
                    if current.get(e.get("attribute")) != tid:
                        bad("%s: %s is not the current record" % (eid, tid))
                    current[e["attribute"]] = eid
        elif label == "coexist":
            if not isinstance(expect, str) or not expect.startswith("keeps:"):
                bad("%s: coexist must expect keeps:<id>" % eid)
            else:
                tid = expect.split(":", 1)[1]
                if target(tid, "keeps") is not None and current.get(e.get("attribute")) != tid:
                    bad("%s: keeps %s but the current record of %s is %s"
                        % (eid, tid, e.get("attribute"), current.get(e.get("attribute"))))
        elif label == "contradiction":
            tid = e.get("contradicts")
            tgt = target(tid, "contradicts")
            if tgt is not None and tgt.get("attribute") != e.get("attribute"):
                bad("%s: contradicts %s of another attribute" % (eid, tid))
        if op == "search":
            if label != "recall":
                bad("%s: search with label %r" % (eid, label))
            if "expect_top" in e:
                target(e["expect_top"], "expect_top")
            absent = e.get("expect_absent", [])
            if not isinstance(absent, list):
                bad("%s: expect_absent must be a list" % eid)
                absent = []
            for tid in absent:
                target(tid, "expect_absent")

    # sessions: one each for user, tools, agents
    if len(declared) != 3:
        bad("expected 3 sessions, found %d" % len(declared))

    # counts per label
    for label, want in COUNTS.items():
        got = len(label_rows.get(label, []))
        if got != want:
            bad("label %s: %d events, want %d" % (label, got, want))
    bursts = [l for l in label_rows if l.startswith("burst:")]
    floods = [l for l in label_rows if l.startswith("flood:")]
    unknown = [l for l in label_rows if l not in COUNTS and l not in bursts and l not in floods]
    if unknown:
        bad("unknown labels: %s" % unknown)
    if len(bursts) != 1 or len(label_rows.get(bursts[0] if bursts else "", [])) != 5:
        bad("want exactly one burst label with 5 events")
    if len(floods) != 1 or len(label_rows.get(floods[0] if floods else "", [])) != 5:
        bad("want exactly one flood label with 5 events")

    facts = label_rows.get("fact", [])
    fact_attrs = [f["attribute"] for f in facts]
    updated_attrs = {u["attribute"] for u in label_rows.get("update", [])}
    never_updated = set(fact_attrs) - updated_attrs

    # contradictions: one per fact, distinct languages and formats, 8 bare
    cs = label_rows.get("contradiction", [])
    if sorted(c["attribute"] for c in cs) != sorted(fact_attrs):
        bad("contradictions do not cover each fact exactly once")
    if len({c["lang"] for c in cs}) != len(cs):
        bad("contradiction languages are not all different")
    if len({c["format"].lower() for c in cs}) != len(cs):
        bad("contradiction formats are not all different")
    bare = [c for c in cs if c.get("kind") == "bare"]
    if len(bare) != 8:
        bad("want 8 bare contradictions, found %d" % len(bare))
    for c in bare:
        low = norm(c["text"]) + " "
        for w in CHANGE_WORDS:
            if has_word(low, w):
                bad("%s: bare contradiction holds a change word %r" % (c["id"], w))
    for c in cs:
        f = fact_by_id.get(c.get("contradicts"))
        if f and c["t"] <= f["t"]:
            bad("%s: not after its fact" % c["id"])
    last_contra = max((c["t"] for c in cs), default=0)

    # consistent writes agree with facts never updated
    for k in label_rows.get("consistent", []):
        if k["attribute"] not in never_updated:
            bad("%s: consistent write on an attribute that is updated" % k["id"])

    # burst
    for l in bursts:
        b = label_rows[l]
        if len({x["principal"] for x in b}) != 1:
            bad("burst: more than one principal")
        if any(x["expect"] != "allowed" for x in b):
            bad("burst: every item must expect allowed")
        if b[-1]["t"] - b[0]["t"] > 600:
            bad("burst: longer than 10 minutes")
        if any(x["t"] // DAY != 7 for x in b):
            bad("burst: not on day 7")
    # flood
    for l in floods:
        w = label_rows[l]
        if [x["expect"] for x in w] != FLOOD_EXPECT:
            bad("flood: expects %s, want %s" % ([x["expect"] for x in w], FLOOD_EXPECT))
        if len({x["principal"] for x in w}) != 5 or any(not x["principal"].startswith("tool:") for x in w):
            bad("flood: want five different tools")
        if len({x["lang"] for x in w}) != 5:
            bad("flood: want five languages")
        if w[-1]["t"] - w[0]["t"] > 3600:
            bad("flood: longer than one hour")
        if any(x["t"] // DAY != 10 for x in w):
            bad("flood: not on day 10")
        if len({x["attribute"] for x in w}) != 1 or w[0]["attribute"] not in never_updated:
            bad("flood: must concern one fact that is never updated")

    # updates
    us = label_rows.get("update", [])
    zh = sum(1 for u in us if u["lang"] == "zh")
    if zh < 6:
        bad("only %d updates in Chinese, want at least 6" % zh)
    other = 0
    for u in us:
        tid = u["expect"].split(":", 1)[1] if ":" in u.get("expect", "") else None
        f = fact_by_id.get(tid)
        if f and f["lang"] != u["lang"]:
            other += 1
        if u["t"] <= last_contra:
            bad("%s: update before the last contradiction" % u["id"])
    if other < 12:
        bad("only %d updates in another language than their fact, want at least 12" % other)
    if len(us) != len({u["attribute"] for u in us}):
        bad("two updates change the same fact")

    # recalls: a day and five minutes after their update
    for q in label_rows.get("recall", []):
        u = seen.get(q.get("expect_top"), (None, {}))[1]
        if u.get("label") != "update":
            bad("%s: expect_top is not an update" % q["id"])
            continue
        if q["t"] != u["t"] + DAY + 300:
            bad("%s: not one day and five minutes after %s" % (q["id"], u["id"]))
        if q.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
            bad("%s: expect_absent must be [the superseded fact]" % q["id"])
    tops = [q.get("expect_top") for q in label_rows.get("recall", [])]
    if len(set(tops)) != len(tops) or set(tops) != {u["id"] for u in us}:
        bad("recalls do not pair one-to-one with updates")

    return report(problems)


def report(problems):
    if problems:
        for p in problems:
            print("FAIL:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: memory.jsonl is valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
