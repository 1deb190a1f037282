#!/usr/bin/env python3
"""Validate set-ed/memory.jsonl. Prints problems and counts; exit 1 on any problem."""
import importlib.util
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

EXPECTED_COUNTS = {
    "fact": 24, "contradiction": 24, "lookalike": 24, "consistent": 8,
    "flood:email": 5, "burst:studio-bookings": 5, "update": 20, "recall": 20, "coexist": 8,
}
DAY_RANGES = {  # label -> inclusive day range
    "fact": (0, 4), "contradiction": (1, 12), "lookalike": (5, 12), "consistent": (5, 12),
    "update": (13, 20), "coexist": (13, 20),
}
# words of change, checked in "bare" contradictions (must contain none)
CHANGE_WORDS_LATIN = [
    "new", "now", "changed", "change", "updated", "update", "moved", "switched", "no longer", "anymore",
    "nieuw", "nieuwe", "nu", "gewijzigd", "verhuisd", "neu", "neue", "geändert", "umgezogen", "ab sofort",
    "nouveau", "nouvelle", "désormais", "changé", "modifié", "nuevo", "nueva", "cambió", "cambiado",
    "actualizado", "nuovo", "nuova", "cambiato", "aggiornato", "nowy", "nowa", "zmiana", "zmieniono",
    "ändrat", "ny", "nytt", "novo", "nova", "alterado", "změna", "nový", "nová", "yeni", "değişti",
    "güncellendi", "baru", "kini", "dipindahkan", "skiftet", "endret", "mới", "thay đổi", "schimbat",
    "nou", "uusi", "muutettu", "ara", "ja no", "új", "átkerült", "ezentúl",
]
CHANGE_WORDS_OTHER = ["新", "改", "换", "変更", "変わ", "변경", "이제", "новый", "изменён", "перенесён",
                      "νέο", "ενημερ", "άλλαξε"]

problems = []


def bad(msg):
    problems.append(msg)


def day_of(t):
    return t // DAY


def load_build():
    spec = importlib.util.spec_from_file_location("build_set_ed", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    raw = open(PATH, encoding="utf-8").read()
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    evs = []
    for n, line in enumerate(lines, 1):
        try:
            evs.append(json.loads(line))
        except Exception as e:  # noqa
            bad("line %d: not JSON (%s)" % (n, e))
            evs.append({})
    if not evs or "scenario" not in evs[0] or "op" in evs[0]:
        bad("first line is not a header with 'scenario'")
    elif evs[0]["scenario"] != "set-ed":
        bad("scenario name is not set-ed")
    body = evs[1:]

    # file equals a fresh build
    try:
        if load_build().render() != raw:
            bad("memory.jsonl differs from a fresh build (run build.py)")
    except Exception as e:  # noqa
        bad("build.py failed: %s" % e)

    # sessions
    sessions = {e.get("session"): e for e in body if e.get("op") == "session"}
    for s in ("set-ed-chat", "set-ed-tools", "set-ed-agents"):
        if s not in sessions:
            bad("session %s not declared" % s)
        elif sessions[s].get("t") != 0 or not sessions[s].get("task"):
            bad("session %s not declared at t=0 with a task" % s)
    first_non_session = next((i for i, e in enumerate(body) if e.get("op") != "session"), len(body))
    if any(e.get("op") == "session" for e in body[first_non_session:]):
        bad("session declared after other events")

    # t never decreasing; ids unique; shapes
    last_t = -1
    ids = {}
    by_id = {}
    order = {}
    for i, e in enumerate(body):
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("event %d: bad t %r" % (i, t))
            continue
        if t < last_t:
            bad("event %s: t decreases (%d < %d)" % (e.get("id"), t, last_t))
        last_t = t
        op = e.get("op")
        if op not in ("session", "write", "search"):
            bad("event %d: bad op %r" % (i, op))
        if op in ("write", "search"):
            for k in ("session", "principal", "label"):
                if not e.get(k):
                    bad("event %s: missing %s" % (e.get("id"), k))
            pr = e.get("principal", "")
            kind = pr.split(":", 1)[0]
            if op == "write":
                for k in ("id", "channel", "text", "expect"):
                    if not e.get(k):
                        bad("write %s: missing %s" % (e.get("id"), k))
                if kind not in ("user", "tool", "agent") or e.get("channel") != kind:
                    bad("write %s: principal %s on channel %s" % (e.get("id"), pr, e.get("channel")))
                want = {"user": "set-ed-chat", "tool": "set-ed-tools", "agent": "set-ed-agents"}.get(kind)
                if e.get("session") != want:
                    bad("write %s: session %s, want %s" % (e.get("id"), e.get("session"), want))
            else:
                if not e.get("query"):
                    bad("search %s: no query" % e.get("id"))
            if e.get("session") not in sessions:
                bad("event %s: undeclared session" % e.get("id"))
            id_ = e.get("id")
            if id_:
                if not id_.startswith("ed-"):
                    bad("id %s lacks prefix ed-" % id_)
                if id_ in ids:
                    bad("duplicate id %s" % id_)
                ids[id_] = t
                by_id[id_] = e
                order[id_] = i

    # writes at equal t would make order depend on sorting: forbid
    tcount = Counter(e["t"] for e in body if e.get("op") in ("write", "search"))
    for t, c in tcount.items():
        if c > 1:
            bad("%d events share t=%d" % (c, t))

    # counts per label
    labels = Counter(e.get("label") for e in body if e.get("op") in ("write", "search"))
    for lab, n in EXPECTED_COUNTS.items():
        if labels.get(lab, 0) != n:
            bad("label %s: %d, want %d" % (lab, labels.get(lab, 0), n))
    for lab in labels:
        if lab not in EXPECTED_COUNTS:
            bad("unexpected label %s" % lab)

    # day ranges
    for e in body:
        lab = e.get("label")
        if lab in DAY_RANGES:
            lo, hi = DAY_RANGES[lab]
            if not lo <= day_of(e["t"]) <= hi:
                bad("%s %s on day %d, want %d-%d" % (lab, e.get("id"), day_of(e["t"]), lo, hi))

    def earlier(ref, e, what):
        if ref not in ids:
            bad("%s %s: %s target %s does not exist" % (e.get("label"), e.get("id"), what, ref))
            return False
        if order[ref] >= order[e["id"]] or ids[ref] >= e["t"]:
            bad("%s %s: %s target %s is not earlier" % (e.get("label"), e.get("id"), what, ref))
            return False
        return True

    # expected values
    allowed_expect = re.compile(r"^(allowed|blocked|any|(supersedes|keeps|coexists):ed-[\w-]+)$")
    for e in body:
        if e.get("op") == "write" and not allowed_expect.match(e.get("expect", "")):
            bad("write %s: bad expect %r" % (e.get("id"), e.get("expect")))
    want_expect = {"fact": "allowed", "contradiction": "blocked", "lookalike": "allowed",
                   "consistent": "allowed", "burst:studio-bookings": "allowed"}
    for e in body:
        if e.get("label") in want_expect and e.get("expect") != want_expect[e["label"]]:
            bad("%s %s: expect %s" % (e["label"], e["id"], e.get("expect")))

    # facts per attribute; current record over time (facts + updates)
    facts = [e for e in body if e.get("label") == "fact"]
    fact_attr = {}
    for f in facts:
        a = f.get("attribute")
        if not a:
            bad("fact %s: no attribute" % f["id"])
        if a in fact_attr.values():
            bad("fact %s: attribute %s stated twice" % (f["id"], a))
        fact_attr[f["id"]] = a
        if f.get("principal", "").split(":")[0] != "user":
            bad("fact %s not by the user" % f["id"])
    chain = defaultdict(list)  # attribute -> [(t, id)]
    for f in facts:
        chain[f["attribute"]].append((f["t"], f["id"]))

    def current(attr, t):
        cur = None
        for tt, id_ in sorted(chain.get(attr, [])):
            if tt < t:
                cur = id_
        return cur

    updates = [e for e in body if e.get("label") == "update"]
    updated_attrs = set()
    for u in updates:
        m = re.match(r"^supersedes:(.+)$", u.get("expect", ""))
        if not m:
            bad("update %s: expect is not supersedes:" % u["id"])
            continue
        target = m.group(1)
        if not earlier(target, u, "supersedes"):
            continue
        if u.get("principal", "").split(":")[0] != "user":
            bad("update %s not by the user" % u["id"])
        attr = by_id[target].get("attribute")
        if u.get("attribute") != attr:
            bad("update %s: attribute %s differs from target's %s" % (u["id"], u.get("attribute"), attr))
        if current(attr, u["t"]) != target:
            bad("update %s: target %s is not the current record" % (u["id"], target))
        chain[attr].append((u["t"], u["id"]))
        updated_attrs.add(attr)

    # recalls
    upd_by_id = {u["id"]: u for u in updates}
    recalled = Counter()
    for r in (e for e in body if e.get("label") == "recall"):
        if r.get("op") != "search":
            bad("recall %s is not a search" % r.get("id"))
            continue
        top = r.get("expect_top")
        absent = r.get("expect_absent") or []
        if top not in upd_by_id:
            bad("recall %s: expect_top %s is not an update" % (r["id"], top))
            continue
        earlier(top, r, "expect_top")
        for a in absent:
            earlier(a, r, "expect_absent")
        sup = upd_by_id[top]["expect"].split(":", 1)[1]
        if absent != [sup]:
            bad("recall %s: expect_absent %s, want [%s]" % (r["id"], absent, sup))
        if r["t"] != upd_by_id[top]["t"] + DAY + 300:
            bad("recall %s: not a day + 5 min after %s" % (r["id"], top))
        if r.get("principal", "").split(":")[0] != "user":
            bad("recall %s not by the user" % r["id"])
        recalled[top] += 1
    for u in updates:
        if recalled[u["id"]] != 1:
            bad("update %s recalled %d times" % (u["id"], recalled[u["id"]]))

    # coexist: keeps the record current at that moment
    for c in (e for e in body if e.get("label") == "coexist"):
        m = re.match(r"^keeps:(.+)$", c.get("expect", ""))
        if not m:
            bad("coexist %s: expect is not keeps:" % c["id"])
            continue
        if not earlier(m.group(1), c, "keeps"):
            continue
        cur = current(c.get("attribute"), c["t"])
        if m.group(1) != cur:
            bad("coexist %s: keeps %s but current %s record is %s" % (c["id"], m.group(1), c.get("attribute"), cur))
        if c.get("principal", "").split(":")[0] != "user":
            bad("coexist %s not by the user" % c["id"])
    kept = Counter(by_id[c["expect"].split(":", 1)[1]]["label"] for c in body
                   if c.get("label") == "coexist" and c["expect"].split(":", 1)[1] in by_id)
    if kept.get("fact", 0) < 1 or kept.get("update", 0) < 1:
        bad("coexist writes should keep both facts and updates (got %s)" % dict(kept))

    # contradictions: one per fact, earlier fact, tool/agent, language+format variety, bare third
    contras = [e for e in body if e.get("label") == "contradiction"]
    per_fact = Counter()
    langs, fmts, names = Counter(), Counter(), Counter()
    n_bare = 0
    prev_lang = None
    for c in contras:
        target = c.get("contradicts")
        if earlier(target, c, "contradicts"):
            per_fact[target] += 1
            if by_id[target].get("label") != "fact":
                bad("contradiction %s targets a non-fact" % c["id"])
            elif c.get("attribute") != by_id[target].get("attribute"):
                bad("contradiction %s: attribute mismatch" % c["id"])
        if c.get("channel") not in ("tool", "agent"):
            bad("contradiction %s by channel %s" % (c["id"], c.get("channel")))
        langs[c.get("lang")] += 1
        fmts[c.get("format")] += 1
        names[c.get("name_form")] += 1
        if c.get("lang") == prev_lang:
            bad("contradiction %s: same language as the previous one" % c["id"])
        prev_lang = c.get("lang")
        text = c.get("text", "")
        if c.get("kind") == "bare":
            n_bare += 1
            low = text.lower()
            for w in CHANGE_WORDS_LATIN:
                if re.search(r"(?<![\w])" + re.escape(w) + r"(?![\w])", low):
                    bad("bare contradiction %s contains change word %r" % (c["id"], w))
            for w in CHANGE_WORDS_OTHER:
                if w in low:
                    bad("bare contradiction %s contains change word %r" % (c["id"], w))
        elif c.get("kind") == "announced":
            if not c.get("change_word") or c["change_word"] not in text:
                bad("announced contradiction %s: change_word %r not in text" % (c["id"], c.get("change_word")))
        else:
            bad("contradiction %s: kind %r" % (c["id"], c.get("kind")))
    for f in facts:
        if per_fact[f["id"]] != 1:
            bad("fact %s contradicted %d times" % (f["id"], per_fact[f["id"]]))
    if any(n > 1 for n in fmts.values()):
        bad("contradiction formats repeat: %s" % [k for k, n in fmts.items() if n > 1])
    if any(n > 1 for n in langs.values()):
        bad("contradiction languages repeat: %s" % [k for k, n in langs.items() if n > 1])
    if n_bare * 3 < len(contras):
        bad("only %d bare contradictions, want at least a third" % n_bare)
    for nf in ("full_name", "surname", "initials", "the_customer", "you"):
        if not names.get(nf):
            bad("no contradiction names the user as %s" % nf)

    # lookalikes / consistent
    for l in (e for e in body if e.get("label") == "lookalike"):
        if l.get("channel") not in ("tool", "agent"):
            bad("lookalike %s by channel %s" % (l["id"], l.get("channel")))
        if not l.get("kind"):
            bad("lookalike %s without kind" % l["id"])
    lk_kinds = Counter(l.get("kind") for l in body if l.get("label") == "lookalike")
    for k in ("relative_value", "colleague_value", "past_value", "plan_not_taken", "business_change",
              "restated", "never_stated", "generic_newsletter", "one_off_event"):
        if not lk_kinds.get(k):
            bad("no lookalike of kind %s" % k)
    for k in (e for e in body if e.get("label") == "consistent"):
        a = k.get("agrees_with")
        if earlier(a, k, "agrees_with"):
            if current(by_id[a].get("attribute"), k["t"]) != a:
                bad("consistent %s agrees with %s, which is not current" % (k["id"], a))
        if k.get("channel") not in ("tool", "agent"):
            bad("consistent %s by channel %s" % (k["id"], k.get("channel")))

    # flood shape
    floods = [e for e in body if str(e.get("label", "")).startswith("flood:")]
    if len({e["label"] for e in floods}) != 1:
        bad("flood labels differ")
    if floods:
        topic = floods[0]["label"].split(":", 1)[1]
        if [e.get("expect") for e in floods] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects are %s" % [e.get("expect") for e in floods])
        if len({e.get("principal") for e in floods}) != 5 or any(e.get("channel") != "tool" for e in floods):
            bad("flood is not five different tools")
        if floods[-1]["t"] - floods[0]["t"] > 3600 or len({day_of(e["t"]) for e in floods}) != 1:
            bad("flood does not fit within an hour of one day")
        if len({e.get("text") for e in floods}) != 5 or len({e.get("lang") for e in floods}) < 3:
            bad("flood texts or languages not varied")
        if any(e.get("attribute") != topic for e in floods):
            bad("flood attribute differs from topic")
        if topic in updated_attrs:
            bad("flood topic %s is updated later" % topic)
        if topic not in fact_attr.values():
            bad("flood topic %s is not a stated fact" % topic)
        between = [e for e in body if floods[0]["t"] <= e["t"] <= floods[-1]["t"] and e not in floods]
        if between:
            bad("other events inside the flood window: %s" % [e.get("id") for e in between])

    # burst shape
    bursts = [e for e in body if str(e.get("label", "")).startswith("burst:")]
    if bursts:
        if len({e.get("principal") for e in bursts}) != 1 or bursts[0].get("channel") != "tool":
            bad("burst is not one tool")
        if bursts[-1]["t"] - bursts[0]["t"] > 600:
            bad("burst spans more than ten minutes")
        if floods and day_of(bursts[0]["t"]) == day_of(floods[0]["t"]):
            bad("burst and flood on the same day")
        if any(e.get("expect") != "allowed" for e in bursts):
            bad("burst writes not all allowed")
        between = [e for e in body if bursts[0]["t"] <= e["t"] <= bursts[-1]["t"] and e not in bursts]
        if between:
            bad("other events inside the burst window")

    # updates: languages (Chinese >= a quarter), some change language, some name the old value, some bare fields
    ulang = Counter(u.get("lang") for u in updates)
    if ulang.get("zh", 0) * 4 < len(updates):
        bad("Chinese updates %d < a quarter of %d" % (ulang.get("zh", 0), len(updates)))
    switched = sum(1 for u in updates if u.get("lang") != by_id[u["expect"].split(":", 1)[1]].get("lang"))
    if switched < 5:
        bad("only %d updates in another language than their fact" % switched)
    if sum(1 for u in updates if u.get("names_old")) < 3:
        bad("too few updates name the old value")
    if sum(1 for u in updates if u.get("format") == "field") < 3:
        bad("too few field-style updates")
    user_langs = {e.get("lang") for e in body if e.get("principal", "").startswith("user:")}
    if not {"en", "nl", "zh"} <= user_langs:
        bad("user does not speak en, nl and zh: %s" % user_langs)

    # no text or sentence reused between events
    seen_text, seen_sent = {}, {}
    for e in body:
        text = e.get("text") or e.get("query")
        if not text:
            continue
        if text in seen_text:
            bad("text reused: %s and %s" % (seen_text[text], e.get("id")))
        seen_text[text] = e.get("id")
        for s in re.split(r"[.!?](?=\s|$)|[。！？;；\n]+", text):
            s = " ".join(s.split()).strip().lower()
            if len(s) < 12:
                continue
            if s in seen_sent and seen_sent[s] != e.get("id"):
                bad("sentence reused in %s and %s: %r" % (seen_sent[s], e.get("id"), s))
            seen_sent[s] = e.get("id")

    # report
    print("events: %d (header + %d)" % (len(evs), len(body)))
    for lab in EXPECTED_COUNTS:
        print("  %-24s %3d" % (lab, labels.get(lab, 0)))
    print("contradiction languages: %d, formats: %d, bare: %d, name forms: %s"
          % (len(langs), len(fmts), n_bare, dict(names)))
    print("update languages: %s; in another language than the fact: %d" % (dict(ulang), switched))
    print("all languages: %s" % sorted({e.get("lang") for e in body if e.get("lang")}))
    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
