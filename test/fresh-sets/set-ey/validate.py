"""Check memory.jsonl of set-ey. Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
RECALL_DELAY = 86700

problems = []


def bad(msg):
    problems.append(msg)


EXPECTED_COUNTS = {
    "fact": 31,  # 24 core one-valued facts + 7 extra multi-valued facts
    "contradiction": 24,
    "lookalike": 24,
    "consistent": 8,
    "update": 20,
    "recall": 20,
    "coexist": 8,
}
LOOK_SORTS = {"other-person", "past-value", "plan", "question", "other-attribute",
              "named-entity", "restated-current"}
UPDATE_KINDS = {"names-old", "bare-field", "verb-of-change", "time-word"}
CHANNELS = {"user", "agent", "tool"}


def check_expect(ev):
    e = ev.get("expect")
    if e in ("allowed", "blocked", "any"):
        return None
    m = re.fullmatch(r"(supersedes|coexists|keeps):(\S+)", e or "")
    if not m:
        bad("%s: bad expect %r" % (ev.get("id"), e))
        return None
    return m.group(2)


def main():
    try:
        with open(PATH, encoding="utf-8") as fh:
            lines = [ln for ln in fh.read().split("\n") if ln.strip()]
    except OSError as exc:
        print("cannot read memory.jsonl: %s" % exc)
        return 1
    if not lines:
        print("empty file")
        return 1
    try:
        header = json.loads(lines[0])
    except ValueError:
        print("header is not JSON")
        return 1
    if not isinstance(header, dict) or not isinstance(header.get("scenario"), str) or not header["scenario"]:
        bad("header must have a non-empty 'scenario'")
    if "op" in header:
        bad("header must not be an event")
    for k in header:
        if k not in ("scenario", "version", "description", "sources"):
            bad("unexpected header key %r" % k)

    events = []
    for n, ln in enumerate(lines[1:], 2):
        try:
            events.append(json.loads(ln))
        except ValueError:
            bad("line %d is not JSON" % n)
    if problems:
        return report()

    writes = {}        # id -> event
    order = {}         # id -> position
    sessions = set()
    last_t = -1
    labels = Counter()
    for pos, ev in enumerate(events):
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
            bad("event %d: bad t %r" % (pos, t))
            continue
        if t < last_t:
            bad("event %d: t %s goes back (previous %s)" % (pos, t, last_t))
        last_t = t
        op = ev.get("op")
        if op == "session":
            if not ev.get("session"):
                bad("event %d: session without name" % pos)
            sessions.add(ev.get("session"))
            continue
        if op not in ("write", "search"):
            bad("event %d: unknown op %r" % (pos, op))
            continue
        for k in ("session", "principal", "label"):
            if not isinstance(ev.get(k), str) or not ev.get(k):
                bad("event %d: missing %s" % (pos, k))
        if ev.get("session") not in sessions:
            bad("event %d: session %r not declared before use" % (pos, ev.get("session")))
        labels[ev.get("label") if not str(ev.get("label", "")).startswith(("burst:", "flood:"))
               else ev["label"].split(":")[0]] += 1
        if op == "write":
            wid = ev.get("id")
            for k in ("id", "channel", "text", "expect"):
                if not isinstance(ev.get(k), str) or not ev.get(k):
                    bad("write %s: missing %s" % (wid, k))
            if wid in writes:
                bad("duplicate id %s" % wid)
            writes[wid] = ev
            order[wid] = pos
            ch = ev.get("channel")
            if ch not in CHANNELS:
                bad("write %s: bad channel %r" % (wid, ch))
            if not str(ev.get("principal", "")).startswith(str(ch) + ":"):
                bad("write %s: principal %r does not match channel %r" % (wid, ev.get("principal"), ch))
            for k in ("attribute", "lang", "format"):
                if not ev.get(k):
                    bad("write %s: missing note %s" % (wid, k))
            target = check_expect(ev)
            if target is not None:
                if target not in writes or order[target] >= pos:
                    bad("write %s: expect refers to %s, not an earlier write" % (wid, target))
            about = ev.get("about")
            if ev["label"] in ("contradiction", "lookalike", "consistent", "update", "coexist") and not about:
                bad("write %s: missing note about" % wid)
            if about is not None and (about not in writes or order[about] >= pos):
                bad("write %s: about %s is not an earlier write" % (wid, about))
        else:
            if not ev.get("query"):
                bad("search at %s: missing query" % t)
            top = ev.get("expect_top")
            if top is not None and (top not in writes):
                bad("search at %s: expect_top %s is not an earlier write" % (t, top))
            absent = ev.get("expect_absent", [])
            if not isinstance(absent, list):
                bad("search at %s: expect_absent must be a list" % t)
                absent = []
            for a in absent:
                if a not in writes:
                    bad("search at %s: expect_absent %s is not an earlier write" % (t, a))

    for lab, n in EXPECTED_COUNTS.items():
        if labels[lab] != n:
            bad("label %s: %d events, expected %d" % (lab, labels[lab], n))
    for lab, n in (("burst", 5), ("flood", 5)):
        if labels[lab] != n:
            bad("%s: %d writes, expected %d" % (lab, labels[lab], n))
    unknown = set(labels) - set(EXPECTED_COUNTS) - {"burst", "flood"}
    if unknown:
        bad("unknown labels %s" % sorted(unknown))

    ws = [e for e in events if e.get("op") == "write"]
    by_label = lambda lab: [e for e in ws if e["label"] == lab]

    # facts
    facts = by_label("fact")
    core = [f for f in facts if f.get("set") == "core"]
    if len(core) != 24:
        bad("expected 24 core facts, found %d" % len(core))
    for f in facts:
        if f["channel"] != "user" or f["expect"] != "allowed":
            bad("fact %s must be a user write expecting allowed" % f["id"])
    flangs = Counter(f["lang"] for f in core)
    if len(flangs) < 3:
        bad("facts need at least three languages, got %s" % dict(flangs))
    if flangs.most_common(2) and {l for l, _ in flangs.most_common(2)} != {"en", "zh"}:
        bad("facts should be mostly English and Chinese, got %s" % dict(flangs))
    ffmts = Counter(f["format"] for f in core)
    if not {"sentence", "field"} <= set(ffmts):
        bad("facts need both sentences and field lines")
    core_attrs = Counter(f["attribute"] for f in core)
    if any(n > 1 for n in core_attrs.values()):
        bad("core fact attributes repeat: %s" % [a for a, n in core_attrs.items() if n > 1])

    # tool/agent writes
    for lab in ("contradiction", "lookalike", "consistent"):
        for e in by_label(lab):
            if e["channel"] not in ("tool", "agent"):
                bad("%s %s must come from a tool or an agent" % (lab, e["id"]))
            if writes.get(e.get("about"), {}).get("label") != "fact":
                bad("%s %s: about must name a fact" % (lab, e["id"]))
    contra = by_label("contradiction")
    for e in contra:
        if e["expect"] != "blocked":
            bad("contradiction %s must expect blocked" % e["id"])
        if not isinstance(e.get("bare_value"), bool):
            bad("contradiction %s: missing bare_value note" % e["id"])
    combos = Counter((e["lang"], e["format"]) for e in contra)
    if len(combos) != 24:
        bad("contradictions need 24 distinct language/format combinations, got %d" % len(combos))
    nbare = sum(1 for e in contra if e.get("bare_value"))
    if nbare != 8:
        bad("contradictions: %d bare values, expected 8" % nbare)
    for e in by_label("lookalike"):
        if e["expect"] != "allowed":
            bad("lookalike %s must expect allowed" % e["id"])
        if e.get("sort") not in LOOK_SORTS:
            bad("lookalike %s: bad sort %r" % (e["id"], e.get("sort")))
    if len({e.get("sort") for e in by_label("lookalike")}) < 5:
        bad("lookalikes should mix at least five sorts")
    for e in by_label("consistent"):
        if e["expect"] != "allowed":
            bad("consistent %s must expect allowed" % e["id"])

    # burst and flood
    for kind, expects in (("burst", ["allowed"] * 5),
                          ("flood", ["any", "any", "blocked", "blocked", "blocked"])):
        grp = [e for e in ws if e["label"].startswith(kind + ":")]
        if len({e["label"] for e in grp}) != 1:
            bad("%s: expected one %s label" % (kind, kind))
        if len({e["principal"] for e in grp}) != 1:
            bad("%s: writes must come from one principal" % kind)
        if any(e["channel"] != "tool" for e in grp):
            bad("%s: writes must come from a tool" % kind)
        if grp and grp[-1]["t"] - grp[0]["t"] > 600:
            bad("%s: writes span more than ten minutes" % kind)
        if [e["expect"] for e in grp] != expects:
            bad("%s: expects %s, wanted %s" % (kind, [e["expect"] for e in grp], expects))
        if len({e["text"] for e in grp}) != len(grp):
            bad("%s: texts must differ" % kind)

    # updates
    ups = by_label("update")
    earlier_labels = ("fact", "contradiction", "lookalike", "consistent")
    last_before = max([e["t"] for e in ws if e["label"] in earlier_labels
                       or e["label"].startswith(("burst:", "flood:"))] or [0])
    targets = Counter()
    for u in ups:
        if u["channel"] != "user":
            bad("update %s must be a user write" % u["id"])
        if u["t"] <= last_before:
            bad("update %s is not later than the facts, contradictions, look-alikes, burst and flood" % u["id"])
        if u.get("kind") not in UPDATE_KINDS:
            bad("update %s: bad kind %r" % (u["id"], u.get("kind")))
        m = re.fullmatch(r"supersedes:(\S+)", u["expect"])
        if not m:
            bad("update %s must expect supersedes:<id>" % u["id"])
            continue
        tgt = m.group(1)
        targets[tgt] += 1
        f = writes.get(tgt)
        if not f or f["label"] != "fact" or f.get("set") != "core":
            bad("update %s must supersede a core fact" % u["id"])
        elif f["attribute"] != u["attribute"]:
            bad("update %s: attribute differs from its fact" % u["id"])
    if any(n > 1 for n in targets.values()):
        bad("several updates target the same fact")
    unchanged = [f["id"] for f in core if f["id"] not in targets]
    if len(unchanged) != 4:
        bad("expected 4 core facts that never change, got %d" % len(unchanged))
    for f in core:
        if f.get("changes_later") != (f["id"] in targets):
            bad("fact %s: changes_later note is wrong" % f["id"])
    nzh = sum(1 for u in ups if u["lang"] == "zh")
    if nzh < 6:
        bad("only %d updates in Chinese, need 6" % nzh)
    ncross = sum(1 for u in ups if u["lang"] != writes.get(u["about"], {}).get("lang"))
    if ncross < 12:
        bad("only %d updates in another language than their fact, need 12" % ncross)
    if {u.get("kind") for u in ups} != UPDATE_KINDS:
        bad("updates must mix all four kinds")

    # recalls
    recalls = [e for e in events if e.get("op") == "search"]
    seen_top = Counter()
    for r in recalls:
        if r.get("label") != "recall":
            bad("search at %s: label must be recall" % r["t"])
        if not str(r.get("principal", "")).startswith("user:"):
            bad("recall at %s must be by the user" % r["t"])
        u = writes.get(r.get("expect_top"))
        if not u or u["label"] != "update":
            bad("recall at %s: expect_top must be an update" % r["t"])
            continue
        seen_top[u["id"]] += 1
        if r["t"] - u["t"] != RECALL_DELAY:
            bad("recall for %s is %s s after its update, not %d" % (u["id"], r["t"] - u["t"], RECALL_DELAY))
        if r.get("expect_absent") != [u["about"]]:
            bad("recall for %s: expect_absent must be [%s]" % (u["id"], u["about"]))
    if set(seen_top) != {u["id"] for u in ups} or any(n != 1 for n in seen_top.values()):
        bad("each update needs exactly one recall")

    # coexist
    for c in by_label("coexist"):
        if c["channel"] != "user":
            bad("coexist %s must be a user write" % c["id"])
        m = re.fullmatch(r"coexists:(\S+)", c["expect"])
        if not m or writes.get(m.group(1), {}).get("label") != "fact":
            bad("coexist %s must expect coexists:<fact id>" % c["id"])
        elif m.group(1) in targets:
            bad("coexist %s names a fact that is later superseded" % c["id"])
    if len({c["expect"] for c in by_label("coexist")}) != 8:
        bad("coexist writes should name 8 different facts")

    scan_files()
    return report()


def scan_files():
    words = ["DES" + "IGN", "STY" + "LE"]
    abs_path = re.compile(r"(?<![\w.:/])/(?:tmp|work|home|usr|etc|var|root|opt|mnt)/")
    issue = re.compile(r"(?<![&\w])#\d+\b")
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if not os.path.isfile(p) or name.startswith("."):
            continue
        try:
            with open(p, encoding="utf-8") as fh:
                text = fh.read()
        except (OSError, UnicodeDecodeError):
            continue
        for w in words:
            if re.search(r"\b" + w + r"\b", text, re.IGNORECASE):
                bad("%s contains a forbidden word" % name)
        if abs_path.search(text):
            bad("%s contains an absolute path" % name)
        if issue.search(text):
            bad("%s contains something like an issue number" % name)


def report():
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("%d problem(s)" % len(problems))
        return 1
    print("memory.jsonl OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
