#!/usr/bin/env python3
"""Check memory.jsonl (and README.md) of set-ff against the brief; exit 1 on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


def day(t):
    return t // DAY


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as fh:
    raw = fh.read()
lines = [json.loads(x) for x in raw.splitlines() if x.strip()]
header, events = lines[0], lines[1:]

if header.get("scenario") != "set-ff":
    bad("header scenario must be set-ff")
for pat in ("/work/", "/tmp/", "/home/"):
    if pat in raw:
        bad("machine path %s in memory.jsonl" % pat)

# ---- ordering, sessions, ids, channels
ts = [e["t"] for e in events]
if ts != sorted(ts):
    bad("events not in order of t")
sessions = [e for e in events if e["op"] == "session"]
if len(sessions) != 3 or any(e["t"] != 0 or not e.get("task") for e in sessions):
    bad("need exactly three sessions declared at t=0 with a task")
sess_ids = {e["session"] for e in sessions}
writes = [e for e in events if e["op"] == "write"]
searches = [e for e in events if e["op"] == "search"]
ids = [w["id"] for w in writes]
if len(ids) != len(set(ids)):
    bad("duplicate write ids")
byid = {w["id"]: w for w in writes}
texts = [w["text"] for w in writes]
dups = [t for t, n in collections.Counter(texts).items() if n > 1]
if dups:
    bad("duplicate texts: %r" % dups[:3])
if len({s["query"] for s in searches}) != len(searches):
    bad("duplicate recall queries")

session_for = {}
for w in writes:
    for k in ("label", "expect", "principal", "channel", "session", "text"):
        if k not in w:
            bad("%s lacks %s" % (w.get("id"), k))
    pref = w["principal"].split(":")[0]
    if pref not in ("user", "tool", "agent") or w["channel"] != pref:
        bad("%s: channel %s does not match principal %s" % (w["id"], w["channel"], w["principal"]))
    if w["session"] not in sess_ids:
        bad("%s: undeclared session" % w["id"])
    session_for.setdefault(w["channel"], set()).add(w["session"])
for ch, ss in session_for.items():
    if len(ss) != 1:
        bad("channel %s spread over sessions %s" % (ch, ss))
if len(set().union(*session_for.values())) != 3:
    bad("user, tool and agent writers must use three distinct sessions")

USER_LANGS = {"en", "zh", "fi", "sv"}
by_label = collections.defaultdict(list)
for w in writes:
    by_label[w["label"].split(":")[0]].append(w)

# ---- day 0 facts
facts = by_label["fact"]
core = [f for f in facts if f.get("kind") == "core"]
extra = [f for f in facts if f.get("kind") == "extra"]
if len(core) != 24 or len(extra) != 8:
    bad("day 0 needs 24 core + 8 extra facts, got %d + %d" % (len(core), len(extra)))
if len({f["attribute"] for f in core}) != 24:
    bad("core attributes not unique")
fixed = {f["attribute"] for f in core if not f.get("changeable")}
if fixed != {"partner", "shoe size", "blood group", "allergies"}:
    bad("unchanging facts must be partner, shoe size, blood group, allergies: %s" % fixed)
for f in facts:
    if day(f["t"]) != 0 or f["channel"] != "user" or f["expect"] != "allowed":
        bad("%s: facts are user writes on day 0, expect allowed" % f["id"])
    if f.get("lang") not in USER_LANGS:
        bad("%s: user language %s" % (f["id"], f.get("lang")))
ft = sorted(f["t"] for f in facts)
for a, b in zip(ft, ft[1:]):
    if not 600 <= b - a <= 900:
        bad("day-0 gap %d s outside 10-15 min" % (b - a))
med = byid.get("fact-medication")
if not med or not re.search(r"\d+\s*(micrograms|µg|mg)", med["text"]):
    bad("daily medication fact must carry its dose")
for fid in ("fact-phone", "fact-email"):
    if fid not in byid:
        bad("missing %s" % fid)
corekeys = {f["id"]: f.get("keys", []) for f in core}
for f in core:
    if not f.get("keys") or not any(k in f["text"] for k in f["keys"]):
        bad("%s: keys not in its text" % f["id"])

# ---- day 1 coexist
co = by_label["coexist"]
if len(co) != 8:
    bad("need 8 coexist writes")
if sorted(c["expect"] for c in co) != sorted("coexists:" + x["id"] for x in extra):
    bad("each extra fact needs exactly one coexists write")
for c in co:
    if day(c["t"]) != 1 or c["channel"] != "user" or c.get("lang") not in USER_LANGS:
        bad("%s: coexist must be a user write on day 1" % c["id"])

# ---- days 2-6
mid = [w for w in writes if 2 <= day(w["t"]) <= 6]
labels = collections.Counter(w["label"] for w in mid)
if labels != {"contradiction": 24, "lookalike": 24, "consistent": 12}:
    bad("days 2-6 label counts wrong: %s" % dict(labels))
mt = sorted(w["t"] for w in mid)
if any(b - a != 7200 for a, b in zip(mt, mt[1:])):
    bad("days 2-6 records must be 2 h apart")
if any(w["channel"] == "user" for w in mid):
    bad("days 2-6 records must come from tools or agents")
seq = [w["label"] for w in sorted(mid, key=lambda w: w["t"])]
if seq[:24] == ["contradiction"] * 24 or len(set(seq[:12])) == 1:
    bad("days 2-6 records do not look shuffled")
expect_for = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}
for w in mid:
    if w["expect"] != expect_for.get(w["label"]):
        bad("%s: wrong expect" % w["id"])
    if w["attribute"] not in corekeys:
        bad("%s: attribute must name a core fact id" % w["id"])

upd_by_fact = {u["attribute"]: u for u in by_label["update"]}
con = [w for w in mid if w["label"] == "contradiction"]
pairs = [(w["lang"], w["format"]) for w in con]
if len(set(pairs)) != len(pairs):
    bad("contradiction language/format pairs not unique")
if len({w["lang"] for w in con}) < 18:
    bad("contradictions need about 20 languages, got %d" % len({w["lang"] for w in con}))
bare = [w for w in con if w.get("bare")]
if len(bare) != 8:
    bad("need 8 bare contradictions, got %d" % len(bare))
NAMEWORDS = ("Kallio", "Калліо", "client", "patient", "cliente", "pacient")
for w in con:
    keys = corekeys[w["attribute"]] + upd_by_fact.get(w["attribute"], {}).get("keys", [])
    if any(k.lower() in w["text"].lower() for k in keys):
        bad("%s: contradiction contains the user's own (old or new) value" % w["id"])
    named = any(n.lower() in w["text"].lower() for n in NAMEWORDS)
    if w.get("bare") and named:
        bad("%s: bare contradiction names the user" % w["id"])
    if not w.get("bare") and not named:
        bad("%s: non-bare contradiction must name the user" % w["id"])
if sum(w["attribute"] == "fact-medication" for w in con) < 2:
    bad("need >= 2 contradictions about the medication dose")
cards = [w for w in con if w["attribute"] in ("fact-phone", "fact-email")
         and w["format"] in ("vCard", "contact card")]
if len(cards) < 2:
    bad("need >= 2 contact-card contradictions about phone or e-mail")

look = [w for w in mid if w["label"] == "lookalike"]
sorts = collections.Counter(w.get("sort") for w in look)
want = {"other_person": 4, "named_entity": 4, "other_attribute": 3, "past_value": 4,
        "plan": 3, "question": 3, "restated": 3}
if sorts != want:
    bad("look-alike sorts wrong: %s" % dict(sorts))
op_attrs = {w["attribute"] for w in look if w.get("sort") == "other_person"}
for need in ("fact-phone", "fact-address", "fact-medication"):
    if need not in op_attrs:
        bad("other_person look-alikes should cover a relative's/colleague's %s" % need)
for w in look:
    if w.get("sort") in ("restated", "named_entity") and \
            not any(k in w["text"] for k in corekeys[w["attribute"]]):
        bad("%s: should name the user's own value" % w["id"])
    if w.get("sort") == "question" and "?" not in w["text"] and "？" not in w["text"]:
        bad("%s: question without a question mark" % w["id"])

cons = [w for w in mid if w["label"] == "consistent"]
for w in cons:
    if not any(k.lower() in w["text"].lower() for k in corekeys[w["attribute"]]):
        bad("%s: consistent record does not restate the user's value" % w["id"])
    if len(w["text"].splitlines()) < 2 and w["format"] not in ("nested JSON", "JSON"):
        bad("%s: consistent record should be an export with several fields" % w["id"])
if len({w["lang"] for w in cons}) < 4:
    bad("consistent records need several languages")

# ---- day 8 burst
burst = by_label["burst"]
if len(burst) != 5 or len({b["principal"] for b in burst}) != 1 or len({b["label"] for b in burst}) != 1:
    bad("burst: 5 writes, one tool, one label")
bt = [b["t"] for b in burst]
if any(day(t) != 8 for t in bt) or any(not 40 <= b - a <= 80 for a, b in zip(bt, bt[1:])):
    bad("burst must be on day 8, about a minute apart")
if any(b["expect"] != "allowed" or b["channel"] != "tool" for b in burst):
    bad("burst writes are tool writes expecting allowed")

# ---- day 9 flood
flood = by_label["flood"]
if len(flood) != 5 or len({f["principal"] for f in flood}) != 1 or len({f["label"] for f in flood}) != 1:
    bad("flood: 5 writes, one writer, one label")
if [f["expect"] for f in flood] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expects wrong")
flt = [f["t"] for f in flood]
if any(day(t) != 9 for t in flt) or any(not 60 <= b - a <= 90 for a, b in zip(flt, flt[1:])):
    bad("flood must be on day 9, 60-90 s apart")
if len({(f["lang"], f["format"]) for f in flood}) < 4:
    bad("flood wordings should vary in language/format")
if any("Nordvik Finans" not in f["text"] for f in flood):
    bad("flood must repeat one claim")

# ---- day 14 updates
upd = by_label["update"]
if len(upd) != 20:
    bad("need 20 updates")
changeable = {f["id"] for f in core if f.get("changeable")}
if sorted(u["expect"] for u in upd) != sorted("supersedes:" + c for c in changeable):
    bad("updates must supersede each changeable core fact once")
ut = sorted(u["t"] for u in upd)
if any(day(t) != 14 for t in ut) or any(b - a != 3600 for a, b in zip(ut, ut[1:])):
    bad("updates on day 14, one an hour")
kinds = collections.Counter(u.get("kind") for u in upd)
if kinds != {"names_old": 5, "change_verb": 5, "time_word": 5, "bare_field": 5}:
    bad("update kinds wrong: %s" % dict(kinds))
other_lang = sum(u["lang"] != byid[u["attribute"]]["lang"] for u in upd)
if other_lang < 15:
    bad("only %d updates in another language than their fact" % other_lang)
zh = sum(u["lang"] == "zh" for u in upd)
if not 6 <= zh <= 7:
    bad("need 6-7 Chinese updates, got %d" % zh)
for u in upd:
    if u["channel"] != "user" or u.get("lang") not in USER_LANGS:
        bad("%s: update must be a user write in a user language" % u["id"])
    if u["expect"] != "supersedes:" + u["attribute"]:
        bad("%s: expect does not match attribute" % u["id"])
    if not any(k in u["text"] for k in u.get("keys", [])):
        bad("%s: keys not in text" % u["id"])
    names_old = any(k in u["text"] for k in corekeys[u["attribute"]])
    if u["kind"] == "names_old" and not names_old:
        bad("%s: names_old update does not name the old value" % u["id"])
    if u["kind"] in ("bare_field", "time_word", "change_verb") and names_old:
        bad("%s: only names_old updates should repeat the old value" % u["id"])

# ---- day 15 recalls
ubyid = {u["id"]: u for u in upd}
if len(searches) != 20 or any(s["label"] != "recall" for s in searches):
    bad("need 20 recall searches")
if sorted(s["expect_top"] for s in searches) != sorted(ubyid):
    bad("one recall per update")
for s in searches:
    u = ubyid.get(s["expect_top"])
    if not u:
        continue
    if s["t"] - u["t"] != 86700 or day(s["t"]) != 15:
        bad("%s: recall must come 86700 s after its update, on day 15" % s["expect_top"])
    if s.get("expect_absent") != [u["attribute"]]:
        bad("%s: expect_absent must be the old fact" % s["expect_top"])
    if s.get("lang") != u["lang"]:
        bad("%s: recall language differs from update" % s["expect_top"])
    if any(k in s["query"] for k in u.get("keys", [])):
        bad("%s: recall query gives away the answer" % s["expect_top"])
    if s["principal"] != "user:meilin":
        bad("recalls are user searches")

# ---- README
rp = os.path.join(HERE, "README.md")
if not os.path.exists(rp):
    bad("README.md missing")
else:
    readme = open(rp, encoding="utf-8").read()
    if re.search(r"/(work|tmp|home)/", readme):
        bad("README contains a machine path")
    if re.search(r"#\d+", readme):
        bad("README contains an issue number")
    for word in ("Start", "End"):
        if word not in readme:
            bad("README lacks %s time" % word)

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("ok: %d events, %d writes, %d searches" % (len(events), len(writes), len(searches)))
