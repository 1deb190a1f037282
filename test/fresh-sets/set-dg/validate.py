#!/usr/bin/env python3
"""Check memory.jsonl of set-dg against the brief; exit 1 on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co
cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi
ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw
ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc
oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv
sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

FORMATS_WANTED = {"json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "log",
                  "sms", "note"}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        bad("file does not end with a newline")
    lines = raw.split("\n")[:-1]
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            bad(f"line {n}: not JSON ({exc})")
    if problems:
        return

    header, events = rows[0], rows[1:]
    if header.get("scenario") != "set-dg":
        bad("header: scenario must be 'set-dg'")
    if type(header.get("version")) is not int:
        bad("header: version must be a number")
    if header.get("sources") != "invented":
        bad("header: sources must be 'invented'")
    if not isinstance(header.get("description"), str) or not header["description"]:
        bad("header: description missing")
    if "op" in header:
        bad("header carries an op")

    # sessions
    sessions = {e["session"]: e for e in events if e.get("op") == "session"}
    for s in ("s-chat", "s-sync", "s-agents"):
        if s not in sessions:
            bad(f"session {s} not declared")
        elif sessions[s]["t"] != 0:
            bad(f"session {s} not declared at t=0")

    # order, ids, common keys
    last_t = -1
    ids = Counter()
    by_id = {}
    for i, e in enumerate(events):
        op = e.get("op")
        if op not in ("session", "write", "search"):
            bad(f"event {i}: unknown op {op!r}")
            continue
        t = e.get("t")
        if type(t) is not int or t < 0:
            bad(f"event {i}: bad t {t!r}")
            continue
        if t < last_t:
            bad(f"event {i} ({e.get('id')}): t decreases ({t} < {last_t})")
        last_t = t
        if op == "session":
            continue
        wid = e.get("id")
        if not wid:
            bad(f"event {i}: no id")
            continue
        ids[wid] += 1
        by_id[wid] = (i, e)
        for k in ("session", "principal", "label", "lang", "format"):
            if not isinstance(e.get(k), str) or not e[k]:
                bad(f"{wid}: missing {k}")
        if e.get("lang") not in ISO639_1:
            bad(f"{wid}: lang {e.get('lang')!r} is not ISO 639-1")
        if e.get("session") not in sessions:
            bad(f"{wid}: undeclared session {e.get('session')}")
        if op == "write":
            for k in ("channel", "text", "expect"):
                if not isinstance(e.get(k), str) or not e[k].strip():
                    bad(f"{wid}: missing {k}")
            ch = e.get("channel")
            if ch not in ("user", "agent", "tool"):
                bad(f"{wid}: bad channel {ch}")
            if not e.get("principal", "").startswith(ch + ":"):
                bad(f"{wid}: principal {e.get('principal')} does not match channel {ch}")
            want_session = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}.get(ch)
            if e.get("session") != want_session:
                bad(f"{wid}: channel {ch} in session {e.get('session')}")
        if op == "search":
            if not isinstance(e.get("query"), str) or not e["query"].strip():
                bad(f"{wid}: search without query")
    for wid, c in ids.items():
        if c > 1:
            bad(f"id {wid} used {c} times")

    writes = [e for e in events if e.get("op") == "write"]
    searches = [e for e in events if e.get("op") == "search"]
    labels = Counter(e["label"] for e in writes + searches)
    texts = Counter(e["text"] for e in writes)
    for text, c in texts.items():
        if c > 1:
            bad(f"text written {c} times: {text[:40]!r}")

    def group(label):
        return [e for e in writes if e["label"] == label]

    user = "user:teodora"
    # ---- facts
    facts = group("fact")
    if len(facts) != 24:
        bad(f"{len(facts)} facts, want 24")
    attrs = Counter(e.get("attribute") for e in facts)
    if len(attrs) != 24 or None in attrs:
        bad("facts must have 24 distinct attributes")
    fact_by_attr = {e["attribute"]: e for e in facts}
    user_langs = set()
    for e in facts:
        if e["expect"] != "allowed" or e["principal"] != user or e["session"] != "s-chat":
            bad(f"{e['id']}: fact must be allowed, by {user}, in s-chat")
        if not 0 <= e["t"] < 6 * DAY:
            bad(f"{e['id']}: fact outside days 0-5")
        user_langs.add(e["lang"])

    # ---- updates & recalls
    updates = group("update")
    if len(updates) != 8:
        bad(f"{len(updates)} updates, want 8")
    superseded_at = {}
    other_lang = 0
    for u in updates:
        exp = u["expect"]
        if not exp.startswith("supersedes:"):
            bad(f"{u['id']}: expect must be supersedes:<fact>")
            continue
        fid = exp.split(":", 1)[1]
        f = by_id.get(fid, (None, None))[1]
        if not f or f.get("label") != "fact":
            bad(f"{u['id']}: supersedes unknown fact {fid}")
            continue
        if f["attribute"] != u.get("attribute"):
            bad(f"{u['id']}: attribute {u.get('attribute')} != fact's {f['attribute']}")
        if u["principal"] != user or u["session"] != "s-chat":
            bad(f"{u['id']}: update must be by the user in s-chat")
        if not 13 * DAY <= u["t"] <= 20 * DAY:
            bad(f"{u['id']}: update outside days 13-20")
        if fid in superseded_at:
            bad(f"{fid} superseded twice")
        superseded_at[fid] = u["t"]
        if u["lang"] != f["lang"]:
            other_lang += 1
        user_langs.add(u["lang"])
        rec = [s for s in searches if s.get("expect_top") == u["id"]]
        if len(rec) != 1:
            bad(f"{u['id']}: want exactly one recall search")
            continue
        r = rec[0]
        if r["label"] != "recall" or r.get("expect_absent") != [fid]:
            bad(f"{r['id']}: recall must expect_absent [{fid}]")
        if r["principal"] != user or r["session"] != "s-chat":
            bad(f"{r['id']}: recall must be by the user")
        if r["t"] - u["t"] != DAY:
            bad(f"{r['id']}: recall not one day after {u['id']}")
        user_langs.add(r["lang"])
    if other_lang < 4:
        bad(f"only {other_lang} updates in another language than their fact (want often)")
    if len(searches) != 8 or labels["recall"] != 8:
        bad("want exactly 8 searches, all recall")
    if not 5 <= len(user_langs) <= 7:
        bad(f"user writes in {len(user_langs)} languages, want 5-7: {sorted(user_langs)}")
    updated_facts = set(superseded_at)

    def check_about(e, allow_updates=False):
        a = e.get("about")
        ref = by_id.get(a, (None, None))[1]
        if not ref or ref.get("op") != "write":
            bad(f"{e['id']}: about {a!r} is not a write")
            return None
        kinds = ("fact", "update") if allow_updates else ("fact",)
        if ref["label"] not in kinds:
            bad(f"{e['id']}: about {a} is a {ref['label']}")
        if ref["t"] >= e["t"]:
            bad(f"{e['id']}: about {a}, which is written later")
        # the referenced write must hold the current value at that time
        if a in superseded_at and superseded_at[a] <= e["t"]:
            bad(f"{e['id']}: about {a}, already superseded")
        return ref

    # ---- contradictions
    contra = group("contradiction")
    if len(contra) != 20:
        bad(f"{len(contra)} contradictions, want 20")
    clangs, cfmts = set(), set()
    for e in contra:
        if e["expect"] != "blocked" or e["channel"] not in ("tool", "agent"):
            bad(f"{e['id']}: contradiction must be blocked, on tool/agent")
        if not 1 * DAY <= e["t"] < 13 * DAY:
            bad(f"{e['id']}: contradiction outside days 1-12")
        check_about(e)
        clangs.add(e["lang"])
        cfmts.add(e["format"])
    if len(clangs) < 14:
        bad(f"contradictions in {len(clangs)} languages, want 14+")
    if not FORMATS_WANTED <= cfmts:
        bad(f"contradiction formats missing: {sorted(FORMATS_WANTED - cfmts)}")

    # ---- look-alikes
    looks = group("lookalike")
    if len(looks) != 20:
        bad(f"{len(looks)} lookalikes, want 20")
    kinds = Counter(e.get("lookalike_kind") for e in looks)
    if kinds != Counter({k: 4 for k in "abcde"}):
        bad(f"lookalike kinds {dict(kinds)}, want 4 each of a-e")
    for e in looks:
        if e["expect"] != "allowed":
            bad(f"{e['id']}: lookalike must be allowed")
        ref = check_about(e)
        if ref and ref["id"] in updated_facts:
            bad(f"{e['id']}: lookalike about an attribute that is later updated")

    # ---- consistent
    cons = group("consistent")
    if len(cons) != 8:
        bad(f"{len(cons)} consistent, want 8")
    on_fact = on_update = 0
    for e in cons:
        if e["expect"] != "allowed" or e["channel"] == "user":
            bad(f"{e['id']}: consistent must be allowed, not from the user")
        ref = check_about(e, allow_updates=True)
        if not ref:
            continue
        if ref["label"] == "fact":
            on_fact += 1
            if ref["id"] in updated_facts:
                bad(f"{e['id']}: consistent about a fact that is later updated")
        else:
            on_update += 1
            rec = [s for s in searches if s.get("expect_top") == ref["id"]][0]
            if rec["t"] >= e["t"]:
                bad(f"{e['id']}: consistent record before the recall of {ref['id']}")
    if (on_fact, on_update) != (6, 2):
        bad(f"consistent: {on_fact} about facts, {on_update} about updates; want 6 and 2")

    # ---- floods
    flood_groups = defaultdict(list)
    burst_groups = defaultdict(list)
    for e in writes:
        if e["label"].startswith("flood:"):
            flood_groups[e["label"]].append(e)
        if e["label"].startswith("burst:"):
            burst_groups[e["label"]].append(e)
    if len(flood_groups) != 2:
        bad(f"{len(flood_groups)} flood groups, want 2")
    for name, g in flood_groups.items():
        if len(g) != 5:
            bad(f"{name}: {len(g)} copies, want 5")
        if [e["expect"] for e in g] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad(f"{name}: expects {[e['expect'] for e in g]}")
        if len({e["principal"] for e in g}) != 5 or any(e["channel"] != "tool" for e in g):
            bad(f"{name}: want 5 different tools")
        if len({e["lang"] for e in g}) != 5 or len({e["format"] for e in g}) != 5:
            bad(f"{name}: want 5 languages and 5 formats")
        if g[-1]["t"] - g[0]["t"] > 3600:
            bad(f"{name}: spread over more than an hour")
    # ---- bursts
    if len(burst_groups) != 2:
        bad(f"{len(burst_groups)} burst groups, want 2")
    for name, g in burst_groups.items():
        if len(g) != 5:
            bad(f"{name}: {len(g)} items, want 5")
        if any(e["expect"] != "allowed" for e in g):
            bad(f"{name}: burst items must be allowed")
        if len({e["principal"] for e in g}) != 1 or g[0]["channel"] != "tool":
            bad(f"{name}: want one tool")
        if g[-1]["t"] - g[0]["t"] > 15 * 60:
            bad(f"{name}: spread over more than 15 minutes")

    # ---- nothing else
    known = {"fact", "contradiction", "lookalike", "consistent", "update", "recall"}
    for lab in labels:
        if lab not in known and not lab.startswith(("flood:", "burst:")):
            bad(f"unknown label {lab}")
    if len(writes) != 24 + 20 + 20 + 8 + 8 + 10 + 10:
        bad(f"{len(writes)} writes, want 100")
    last_day = max(e["t"] for e in events) / DAY
    if not 18 <= last_day <= 21:
        bad(f"timeline ends at day {last_day:.1f}, want about 20")

    print(f"{len(events)} events: {len(writes)} writes, {len(searches)} searches")
    print(f"user languages ({len(user_langs)}): {' '.join(sorted(user_langs))}")
    print(f"contradiction languages ({len(clangs)}): {' '.join(sorted(clangs))}")
    all_langs = {e['lang'] for e in writes + searches}
    print(f"all languages ({len(all_langs)}): {' '.join(sorted(all_langs))}")
    print(f"formats: {' '.join(sorted({e['format'] for e in writes + searches}))}")


if __name__ == "__main__":
    main()
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        sys.exit(1)
    print("OK")
