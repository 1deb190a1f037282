"""Check memory.jsonl of the fresh set "set-ex". Exits non-zero on any problem.

Run from this folder: python3 validate.py
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
RECALL_DELAY = 86700

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l.strip()]
    if not lines:
        bad("empty file")
        return
    try:
        rows = [json.loads(l) for l in lines]
    except ValueError as e:
        bad("invalid JSON: %s" % e)
        return

    # header
    head = rows[0]
    if not isinstance(head, dict) or "scenario" not in head or "op" in head:
        bad("first line is not a header with 'scenario'")
    else:
        extra = set(head) - {"scenario", "version", "description", "sources"}
        if extra:
            bad("header has unexpected keys %s" % sorted(extra))
        if head["scenario"] != "set-ex":
            bad("scenario name is %r" % head["scenario"])

    events = rows[1:]
    sessions = {}
    writes = {}
    ids = set()
    last_t = -1
    counts = {}
    principals_by_channel = {}

    base_write = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect"]
    base_search = ["t", "op", "session", "principal", "query", "label"]

    for i, e in enumerate(events, 2):
        where = "line %d" % i
        if not isinstance(e.get("t"), (int, float)) or e["t"] < 0:
            bad("%s: bad t" % where)
            continue
        if e["t"] < last_t:
            bad("%s: t goes back (%s < %s)" % (where, e["t"], last_t))
        last_t = e["t"]
        op = e.get("op")
        if "id" in e:
            if e["id"] in ids:
                bad("%s: duplicate id %s" % (where, e["id"]))
            ids.add(e["id"])
        if op == "session":
            if not e.get("session"):
                bad("%s: session without name" % where)
            sessions[e["session"]] = e
            continue
        if op == "write":
            for k in base_write:
                if k not in e or e[k] in ("", None):
                    bad("%s: write lacks %s" % (where, k))
            if e.get("channel") not in ("user", "agent", "tool"):
                bad("%s: bad channel %r" % (where, e.get("channel")))
            pr = e.get("principal", "")
            if not pr.startswith(str(e.get("channel")) + ":"):
                bad("%s: principal %r does not match channel %r" % (where, pr, e.get("channel")))
            principals_by_channel.setdefault(e.get("channel"), set()).add(pr)
            if e.get("session") not in sessions:
                bad("%s: session %r not declared before" % (where, e.get("session")))
            for k in ("attribute", "lang", "format"):
                if not e.get(k):
                    bad("%s: write %s lacks note %s" % (where, e.get("id"), k))
            exp = e.get("expect", "")
            m = re.match(r"^(supersedes|coexists|keeps):(.+)$", exp)
            if m:
                if m.group(2) not in writes:
                    bad("%s: expect refers to %s which is not an earlier write" % (where, m.group(2)))
            elif exp not in ("allowed", "blocked", "any"):
                bad("%s: bad expect %r" % (where, exp))
            if "about" in e and e["about"] not in writes:
                bad("%s: about %s is not an earlier write" % (where, e["about"]))
            writes[e["id"]] = e
        elif op == "search":
            for k in base_search:
                if k not in e or e[k] in ("", None):
                    bad("%s: search lacks %s" % (where, k))
            if e.get("session") not in sessions:
                bad("%s: session %r not declared before" % (where, e.get("session")))
            top = e.get("expect_top")
            if top is not None and top not in writes:
                bad("%s: expect_top %s is not an earlier write" % (where, top))
            for a in e.get("expect_absent", []):
                if a not in writes:
                    bad("%s: expect_absent %s is not an earlier write" % (where, a))
        else:
            bad("%s: unknown op %r" % (where, op))
            continue
        counts[e.get("label")] = counts.get(e.get("label"), 0) + 1

    if len(sessions) != 3:
        bad("expected 3 sessions, found %d" % len(sessions))

    by_label = {}
    for e in events:
        by_label.setdefault(e.get("label"), []).append(e)

    def lab(name):
        return by_label.get(name, [])

    # facts
    facts = lab("fact")
    core = [f for f in facts if not f.get("extra")]
    if len(core) != 24:
        bad("expected 24 core facts, found %d" % len(core))
    for f in facts:
        if f["channel"] != "user" or f["expect"] != "allowed":
            bad("fact %s must be a user write expecting allowed" % f["id"])
    flangs = {f["lang"] for f in core}
    if not {"en", "zh"} <= flangs or len(flangs) < 3:
        bad("facts need English, Chinese and a third language, have %s" % sorted(flangs))
    nen = sum(1 for f in core if f["lang"] == "en")
    nzh = sum(1 for f in core if f["lang"] == "zh")
    if nen + nzh <= len(core) / 2:
        bad("facts are not mostly English and Chinese")
    ffmt = {f["format"] for f in core}
    if not {"sentence", "field"} <= ffmt:
        bad("facts need both plain sentences and field lines")
    if len({f["attribute"] for f in core}) != 24:
        bad("core facts must cover 24 different attributes")

    # contradictions
    con = lab("contradiction")
    if len(con) != 24:
        bad("expected 24 contradictions, found %d" % len(con))
    combos = set()
    for c in con:
        if c["channel"] == "user" or c["expect"] != "blocked":
            bad("contradiction %s must come from a tool/agent and expect blocked" % c["id"])
        if not c.get("about") or writes.get(c.get("about"), {}).get("label") != "fact":
            bad("contradiction %s lacks about -> fact" % c["id"])
        combos.add((c["lang"], c["format"]))
        if "bare" not in c:
            bad("contradiction %s lacks bare note" % c["id"])
    if len(combos) != 24:
        bad("contradictions use %d language/format combinations, need 24" % len(combos))
    nbare = sum(1 for c in con if c.get("bare"))
    if nbare != 8:
        bad("need 8 bare-value contradictions, found %d" % nbare)

    # look-alikes
    look = lab("lookalike")
    if len(look) != 24:
        bad("expected 24 look-alikes, found %d" % len(look))
    sorts = set()
    for l in look:
        if l["channel"] == "user" or l["expect"] != "allowed":
            bad("look-alike %s must come from a tool/agent and expect allowed" % l["id"])
        if not l.get("sort"):
            bad("look-alike %s lacks sort" % l["id"])
        sorts.add(l.get("sort"))
        if not l.get("about") or writes.get(l.get("about"), {}).get("label") != "fact":
            bad("look-alike %s lacks about -> fact" % l["id"])
    if len(sorts) < 5:
        bad("look-alikes use only %d sorts" % len(sorts))

    # consistent
    cons = lab("consistent")
    if len(cons) != 8:
        bad("expected 8 consistent records, found %d" % len(cons))
    for c in cons:
        if c["channel"] == "user" or c["expect"] != "allowed" or not c.get("about"):
            bad("consistent %s: tool/agent, allowed, about needed" % c["id"])

    # burst
    bursts = [k for k in by_label if isinstance(k, str) and k.startswith("burst:")]
    if len(bursts) != 1:
        bad("expected one burst label, found %s" % bursts)
    else:
        b = lab(bursts[0])
        if len(b) != 5 or len({x["principal"] for x in b}) != 1:
            bad("burst must be 5 writes by one principal")
        if any(x["channel"] != "tool" or x["expect"] != "allowed" for x in b):
            bad("burst writes must be tool writes expecting allowed")
        if b and b[-1]["t"] - b[0]["t"] > 600:
            bad("burst spans more than ten minutes")
        if len({x["text"] for x in b}) != 5:
            bad("burst items must differ")

    # flood
    floods = [k for k in by_label if isinstance(k, str) and k.startswith("flood:")]
    if len(floods) != 1:
        bad("expected one flood label, found %s" % floods)
    else:
        fl = lab(floods[0])
        if len(fl) != 5 or len({x["principal"] for x in fl}) != 1:
            bad("flood must be 5 writes by one principal")
        if [x["expect"] for x in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expectations must be any, any, blocked, blocked, blocked")
        if fl and fl[-1]["t"] - fl[0]["t"] > 600:
            bad("flood spans more than ten minutes")
        if len({x["text"] for x in fl}) != 5:
            bad("flood wording must vary")

    # coexist
    co = lab("coexist")
    if len(co) != 8:
        bad("expected 8 coexist writes, found %d" % len(co))
    for c in co:
        m = re.match(r"^coexists:(.+)$", c["expect"])
        if c["channel"] != "user" or not m:
            bad("coexist %s must be a user write expecting coexists:<id>" % c["id"])
        elif writes.get(m.group(1), {}).get("label") != "fact":
            bad("coexist %s does not point at a fact" % c["id"])

    # updates
    ups = lab("update")
    if len(ups) != 20:
        bad("expected 20 updates, found %d" % len(ups))
    others = [e for e in events if e.get("op") == "write" and e.get("label") != "update"]
    latest_other = max(e["t"] for e in others) if others else 0
    targets = []
    kinds = set()
    nzh_up = 0
    ncross = 0
    for u in ups:
        m = re.match(r"^supersedes:(.+)$", u["expect"])
        if u["channel"] != "user" or not m:
            bad("update %s must be a user write expecting supersedes:<id>" % u["id"])
            continue
        tgt = writes.get(m.group(1))
        if not tgt or tgt.get("label") != "fact" or tgt.get("extra"):
            bad("update %s does not point at a core fact" % u["id"])
            continue
        targets.append(m.group(1))
        if u["t"] <= latest_other:
            bad("update %s is not later than all other writes" % u["id"])
        if not u.get("kind"):
            bad("update %s lacks kind" % u["id"])
        kinds.add(u.get("kind"))
        if u["lang"] == "zh":
            nzh_up += 1
        if u["lang"] != tgt["lang"]:
            ncross += 1
    if len(set(targets)) != len(targets):
        bad("two updates change the same fact")
    if nzh_up < 6:
        bad("only %d updates in Chinese" % nzh_up)
    if ncross < 12:
        bad("only %d updates in another language than their fact" % ncross)
    if not {"names-old", "bare-field", "change-verb", "time-word"} <= kinds:
        bad("update kinds missing: %s" % sorted({"names-old", "bare-field", "change-verb", "time-word"} - kinds))
    unchanged = [f["id"] for f in core if f["id"] not in targets]
    if len(unchanged) != 4:
        bad("expected 4 core facts never changed, found %d" % len(unchanged))
    for f in core:
        if bool(f.get("changes_later")) != (f["id"] in targets):
            bad("fact %s changes_later note disagrees with the updates" % f["id"])
    # nothing may refer to an unchanged fact with an update; coexist targets must stay unchanged
    for c in co:
        if c["expect"].split(":", 1)[1] in targets:
            bad("coexist %s points at a fact that is later updated" % c["id"])

    # recalls
    rec = lab("recall")
    if len(rec) != 20:
        bad("expected 20 recall searches, found %d" % len(rec))
    up_by_id = {u["id"]: u for u in ups}
    seen = set()
    for r in rec:
        if r.get("op") != "search" or r.get("principal", "").split(":")[0] != "user":
            bad("recall %s must be a user search" % r.get("id"))
            continue
        u = up_by_id.get(r.get("expect_top"))
        if not u:
            bad("recall %s expect_top is not an update" % r.get("id"))
            continue
        seen.add(u["id"])
        if r["t"] - u["t"] != RECALL_DELAY:
            bad("recall %s is %s s after its update, not %d" % (r.get("id"), r["t"] - u["t"], RECALL_DELAY))
        old = u["expect"].split(":", 1)[1]
        if r.get("expect_absent") != [old]:
            bad("recall %s expect_absent should be [%s]" % (r.get("id"), old))
    if seen != set(up_by_id):
        bad("not every update has its recall")

    # sessions: one per writer kind
    for ch, sess in (("user", "chat-dilnoza"), ("tool", "tools-sync"), ("agent", "agents-helpers")):
        for e in events:
            if e.get("op") == "write" and e["channel"] == ch and e["session"] != sess:
                bad("%s is a %s write outside session %s" % (e["id"], ch, sess))
    if principals_by_channel.get("user") and len(principals_by_channel["user"]) != 1:
        bad("more than one user principal")

    # forbidden content in the files of this folder
    words = ["DES" + "IGN", "STY" + "LE"]
    abs_pat = re.compile(r"(?<![\w.~])/(?:" + "|".join(["tm" + "p", "wo" + "rk", "ho" + "me", "us" + "r", "ro" + "ot"]) + r")\b")
    issue_pat = re.compile(r"#\d+")
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if not os.path.isfile(p):
            continue
        with open(p, encoding="utf-8", errors="replace") as f:
            txt = f.read()
        for w in words:
            if w in txt:
                bad("%s contains a forbidden word" % name)
        if abs_pat.search(txt):
            bad("%s contains an absolute path" % name)
        if issue_pat.search(txt):
            bad("%s contains something like an issue number" % name)

    print("counts per label:")
    for k in sorted(counts, key=str):
        print("  %-24s %d" % (k, counts[k]))


if __name__ == "__main__":
    main()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("OK")
