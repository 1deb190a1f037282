#!/usr/bin/env python3
"""Check memory.jsonl of set-dd against the brief; exit 1 on any problem."""

import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400
USER = "user:marisol"

ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv
cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id
ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh
mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa
sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve
vi vo wa wo xh yi yo za zh zu""".split())

FACT_ATTRS_REQUIRED = {"address", "employer", "job_title", "doctor", "dentist", "bank", "phone", "email",
                       "car", "gym", "weekly_class", "diet", "allergy", "partner", "child", "hairdresser",
                       "cafe", "mobile_carrier", "commute", "club", "insurer", "recurring_appointment",
                       "airline", "shoe_size"}

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        bad("file does not end with a newline")
    lines = raw.splitlines()
    try:
        rows = [json.loads(l) for l in lines]
    except json.JSONDecodeError as e:
        print("invalid JSON:", e)
        return 1

    # ---- determinism: the file equals a fresh build ----
    sys.path.insert(0, HERE)
    sys.dont_write_bytecode = True
    import build  # noqa: E402
    fresh = [build.HEADER] + build.build()
    if [json.dumps(r, ensure_ascii=False) for r in fresh] != lines:
        bad("memory.jsonl differs from a fresh build (run build.py)")

    # ---- header ----
    h = rows[0]
    if set(h) != {"scenario", "version", "description", "sources"}:
        bad("header keys %r" % sorted(h))
    if h.get("scenario") != "set-dd":
        bad("header scenario")
    if not isinstance(h.get("version"), (int, float)) or isinstance(h.get("version"), bool):
        bad("header version must be a number")
    if h.get("sources") != "invented":
        bad("header sources must be 'invented'")
    if not isinstance(h.get("description"), str) or len(h["description"]) < 40:
        bad("header description")

    events = rows[1:]
    ids = {}
    last_t = -1
    sessions = {}
    writes = {}
    by_label = defaultdict(list)
    for i, e in enumerate(events, start=2):
        t = e.get("t")
        if not isinstance(t, int) or isinstance(t, bool) or t < 0:
            bad("line %d: t must be a non-negative integer" % i)
            continue
        if t < last_t:
            bad("line %d: t decreases" % i)
        last_t = t
        op = e.get("op")
        if op == "session":
            if set(e) - {"t", "op", "session", "task"}:
                bad("line %d: session keys" % i)
            sessions[e["session"]] = t
            continue
        if op not in ("write", "search"):
            bad("line %d: unknown op %r" % (i, op))
            continue
        eid = e.get("id")
        if not eid or eid in ids:
            bad("line %d: missing or duplicate id %r" % (i, eid))
        ids[eid] = e
        if e.get("session") not in sessions:
            bad("line %d: session %r not declared before use" % (i, e.get("session")))
        if e.get("lang") not in ISO639_1:
            bad("line %d: lang %r is not ISO 639-1" % (i, e.get("lang")))
        if not isinstance(e.get("format"), str) or not e["format"]:
            bad("line %d: format missing" % i)
        if not isinstance(e.get("label"), str):
            bad("line %d: label missing" % i)
        by_label[e.get("label")].append(e)
        if op == "write":
            for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
                if not isinstance(e.get(k), str) or not e[k]:
                    bad("line %d: write lacks %s" % (i, k))
            kind = e["principal"].split(":", 1)[0]
            if kind != e["channel"]:
                bad("line %d: principal %s on channel %s" % (i, e["principal"], e["channel"]))
            want_session = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}.get(e["channel"])
            if e["session"] != want_session:
                bad("line %d: channel %s in session %s" % (i, e["channel"], e["session"]))
            if e["channel"] == "user" and e["principal"] != USER:
                bad("line %d: user channel with principal %s" % (i, e["principal"]))
            ex = e["expect"]
            if ex.split(":", 1)[0] in ("supersedes", "coexists", "keeps"):
                if ex.split(":", 1)[1] not in writes:
                    bad("line %d: expect names unknown or later write %s" % (i, ex))
            elif ex not in ("allowed", "blocked", "any"):
                bad("line %d: expect %r" % (i, ex))
            writes[eid] = e
        else:
            if not isinstance(e.get("query"), str) or not e["query"]:
                bad("line %d: search lacks query" % i)
            if "expect_top" in e and e["expect_top"] not in writes:
                bad("line %d: expect_top names unknown or later write" % i)
            for a in e.get("expect_absent", []):
                if a not in writes:
                    bad("line %d: expect_absent names unknown write %s" % (i, a))

    for s in ("s-chat", "s-sync", "s-agents"):
        if sessions.get(s) != 0:
            bad("session %s not declared at t=0" % s)
    if not (19 * DAY <= last_t <= 22 * DAY):
        bad("time span %.1f days, expected about 20" % (last_t / DAY))

    labels = Counter(by_label)
    known = {"fact", "contradiction", "lookalike", "consistent", "update", "recall"}
    for lab in by_label:
        if lab not in known and not lab.startswith(("flood:", "burst:")):
            bad("unknown label %r" % lab)

    # ---- facts ----
    facts = by_label["fact"]
    if len(facts) != 24:
        bad("%d facts, want 24" % len(facts))
    fact_by_attr = {}
    for e in facts:
        if e["channel"] != "user" or e["expect"] != "allowed":
            bad("%s: fact must be user/allowed" % e["id"])
        if not (0 <= e["t"] < 6 * DAY):
            bad("%s: fact outside days 0-5" % e["id"])
        a = e.get("attribute")
        if a in fact_by_attr:
            bad("%s: attribute %s repeated" % (e["id"], a))
        fact_by_attr[a] = e
    if set(fact_by_attr) != FACT_ATTRS_REQUIRED:
        bad("fact attributes differ: %r" % (set(fact_by_attr) ^ FACT_ATTRS_REQUIRED))

    # ---- updates & recalls ----
    updates = by_label["update"]
    if len(updates) != 8:
        bad("%d updates, want 8" % len(updates))
    update_t = {}  # attribute -> time of update
    other_lang = 0
    for e in updates:
        a = e.get("attribute")
        f = fact_by_attr.get(a)
        if e["channel"] != "user":
            bad("%s: update not from the user" % e["id"])
        if not f or e["expect"] != "supersedes:" + f["id"]:
            bad("%s: update must supersede the fact of attribute %s" % (e["id"], a))
        if not (13 * DAY <= e["t"] < 21 * DAY):
            bad("%s: update outside days 13-20" % e["id"])
        if a in update_t:
            bad("%s: attribute updated twice" % e["id"])
        update_t[a] = e["t"]
        if f and f["lang"] != e["lang"]:
            other_lang += 1
    if other_lang < 5:
        bad("only %d updates in another language than their fact" % other_lang)
    recalls = by_label["recall"]
    if len(recalls) != 8:
        bad("%d recalls, want 8" % len(recalls))
    recall_of = {}
    for s in recalls:
        u = writes.get(s.get("expect_top"))
        if s["op"] != "search" or s["principal"] != USER or s["session"] != "s-chat":
            bad("%s: recall must be a user search in s-chat" % s["id"])
        if not u or u["label"] != "update":
            bad("%s: expect_top is not an update" % s["id"])
            continue
        if s["t"] != u["t"] + DAY:
            bad("%s: recall not exactly a day after its update" % s["id"])
        if s.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
            bad("%s: expect_absent must be the superseded fact" % s["id"])
        recall_of[u["id"]] = s["t"]
    if set(recall_of) != {u["id"] for u in updates}:
        bad("not every update has its recall")

    # ---- contradictions ----
    contras = by_label["contradiction"]
    if len(contras) != 20:
        bad("%d contradictions, want 20" % len(contras))
    for e in contras:
        if e["channel"] not in ("tool", "agent") or e["expect"] != "blocked":
            bad("%s: contradiction must be tool/agent and blocked" % e["id"])
        if not (1 * DAY <= e["t"] < 13 * DAY):
            bad("%s: contradiction outside days 1-12" % e["id"])
        about = writes.get(e.get("about"))
        if not about or about["channel"] != "user" or about["t"] > e["t"]:
            bad("%s: about must be an earlier user write" % e["id"])
            continue
        a = about.get("attribute")
        if a != e.get("attribute"):
            bad("%s: attribute mismatch with about" % e["id"])
        current = fact_by_attr[a]["id"]
        if a in update_t and update_t[a] <= e["t"]:
            current = "dd-update-" + a.replace("_", "-")
        if e["about"] != current:
            bad("%s: about is not the current value (%s)" % (e["id"], current))
    c_langs = {e["lang"] for e in contras}
    c_formats = {e["format"] for e in contras}
    if len(c_langs) < 14:
        bad("contradictions in only %d languages" % len(c_langs))
    if len(c_formats) < 10:
        bad("contradictions in only %d formats" % len(c_formats))
    if len({e["about"] for e in contras}) != 20:
        bad("contradictions should each target a different attribute")

    # ---- lookalikes ----
    looks = by_label["lookalike"]
    if len(looks) != 20:
        bad("%d lookalikes, want 20" % len(looks))
    kinds = Counter(e.get("lookalike_kind") for e in looks)
    if kinds != Counter({k: 4 for k in "abcde"}):
        bad("lookalike kinds %r" % dict(kinds))
    for e in looks:
        if e["expect"] != "allowed":
            bad("%s: lookalike must be allowed" % e["id"])
        about = writes.get(e.get("about"))
        if not about or about["label"] not in ("fact", "update") or about["t"] > e["t"]:
            bad("%s: about must be an earlier fact/update" % e["id"])

    # ---- consistent ----
    cons = by_label["consistent"]
    if len(cons) != 8:
        bad("%d consistent, want 8" % len(cons))
    n_fact = n_upd = 0
    for e in cons:
        if e["expect"] != "allowed" or e["channel"] == "user":
            bad("%s: consistent must be a tool/agent write, allowed" % e["id"])
        about = writes.get(e.get("about"))
        if not about or about["t"] > e["t"]:
            bad("%s: about must be an earlier write" % e["id"])
            continue
        if about["label"] == "fact":
            n_fact += 1
            a = about["attribute"]
            if a in update_t and update_t[a] <= e["t"]:
                bad("%s: agrees with a fact already superseded" % e["id"])
        elif about["label"] == "update":
            n_upd += 1
            if e["t"] <= recall_of.get(about["id"], 10 ** 9):
                bad("%s: should come after the recall of %s" % (e["id"], about["id"]))
        else:
            bad("%s: about is neither fact nor update" % e["id"])
    if (n_fact, n_upd) != (6, 2):
        bad("consistent split %d facts / %d updates, want 6/2" % (n_fact, n_upd))

    # ---- floods ----
    floods = {k: v for k, v in by_label.items() if k.startswith("flood:")}
    if len(floods) != 2:
        bad("%d flood groups, want 2" % len(floods))
    for name, g in floods.items():
        g = sorted(g, key=lambda e: e["t"])
        if len(g) != 5:
            bad("%s: %d copies, want 5" % (name, len(g)))
            continue
        if [e["expect"] for e in g] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expects %r" % (name, [e["expect"] for e in g]))
        if any(e["channel"] != "tool" for e in g):
            bad("%s: every copy must come from a tool" % name)
        for key in ("principal", "lang", "format"):
            if len({e[key] for e in g}) != 5:
                bad("%s: copies must differ in %s" % (name, key))
        if g[-1]["t"] - g[0]["t"] > 3600:
            bad("%s: spread over more than an hour" % name)
        if any("marisol" in e["text"].lower() or "achterberg" in e["text"].lower() for e in g):
            bad("%s: a flood claim must not be about the user" % name)

    # ---- bursts ----
    bursts = {k: v for k, v in by_label.items() if k.startswith("burst:")}
    if len(bursts) != 2:
        bad("%d burst groups, want 2" % len(bursts))
    for name, g in bursts.items():
        if len(g) != 5:
            bad("%s: %d items, want 5" % (name, len(g)))
            continue
        if len({e["principal"] for e in g}) != 1 or g[0]["channel"] != "tool":
            bad("%s: one tool must deliver every item" % name)
        if len({e["text"] for e in g}) != 5:
            bad("%s: items must differ" % name)
        if any(e["expect"] != "allowed" for e in g):
            bad("%s: burst items must be allowed" % name)
        if g[-1]["t"] - g[0]["t"] > 15 * 60:
            bad("%s: spread over more than a few minutes" % name)

    # ---- languages ----
    user_langs = {e["lang"] for e in events if e.get("principal") == USER}
    if not (5 <= len(user_langs) <= 7):
        bad("user writes in %d languages, want 5-7" % len(user_langs))
    all_langs = {e["lang"] for e in events if "lang" in e}
    if len(all_langs) < 14:
        bad("only %d languages overall" % len(all_langs))

    # ---- totals ----
    n_writes = sum(1 for e in events if e["op"] == "write")
    n_search = sum(1 for e in events if e["op"] == "search")
    if (n_writes, n_search) != (24 + 20 + 20 + 8 + 8 + 10 + 10, 8):
        bad("totals: %d writes, %d searches" % (n_writes, n_search))

    if problems:
        for p in problems:
            print("PROBLEM:", p)
        return 1
    print("ok: %d events (%d writes, %d searches), %d languages (%s), user languages %s, formats %s"
          % (len(events), n_writes, n_search, len(all_langs), " ".join(sorted(all_langs)),
             " ".join(sorted(user_langs)), " ".join(sorted({e["format"] for e in events if "format" in e}))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
