#!/usr/bin/env python3
"""Check memory.jsonl and README.md of set-fg against the brief's rules; exit 1 on any problem."""
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


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as f:
    lines = [l for l in f.read().splitlines() if l.strip()]
header = json.loads(lines[0])
events = [json.loads(l) for l in lines[1:]]

if header.get("scenario") != "set-fg":
    bad("header scenario must be set-fg")
for k in ("version", "description", "sources"):
    if k not in header:
        bad("header lacks " + k)

# ---------------------------------------------------------------- general shape
prev = -1
for e in events:
    if e["t"] < prev:
        bad("events out of order at t=%s" % e["t"])
    prev = e["t"]
sessions = [e for e in events if e["op"] == "session"]
if len(sessions) != 3 or any(s["t"] != 0 or not s.get("task") for s in sessions):
    bad("need three sessions with a task at t=0")
sess_ids = {s["session"] for s in sessions}
writes = [e for e in events if e["op"] == "write"]
searches = [e for e in events if e["op"] == "search"]
if len(writes) + len(searches) + len(sessions) != len(events):
    bad("unknown op")

ids = [w["id"] for w in writes]
if len(ids) != len(set(ids)):
    bad("duplicate write ids")
texts = [w["text"] for w in writes] + [s["query"] for s in searches]
if len(texts) != len(set(texts)):
    bad("duplicate texts: %s" % [t for t, c in collections.Counter(texts).items() if c > 1])
by_id = {w["id"]: w for w in writes}

session_for = {}
for w in writes:
    for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
        if k not in w:
            bad("%s lacks %s" % (w.get("id"), k))
    ch = w["principal"].split(":", 1)[0]
    if ch not in ("user", "tool", "agent") or w["channel"] != ch:
        bad("%s: channel does not match principal" % w["id"])
    if w["session"] not in sess_ids:
        bad("%s: undeclared session" % w["id"])
    session_for.setdefault(ch, set()).add(w["session"])
    if not w.get("lang"):
        bad("%s lacks lang" % w["id"])
for ch, ss in session_for.items():
    if len(ss) != 1:
        bad("channel %s spread over sessions %s" % (ch, ss))
if len(set().union(*session_for.values())) != 3:
    bad("user, tools and agents must each have their own session")
for s in searches:
    if s["session"] not in sess_ids or not s["principal"].startswith("user:"):
        bad("search must be by the user in a declared session")

pathish = re.compile(r"(/work/|/tmp/|/home/|/root/|[A-Z]:\\)")
for t in texts:
    if pathish.search(t):
        bad("machine path in text: %r" % t[:60])

labels = collections.Counter(w["label"] for w in writes)
want = {"fact": 32, "coexist": 8, "contradiction": 24, "lookalike": 24, "consistent": 12, "update": 20}
for lab, n in want.items():
    if labels[lab] != n:
        bad("label %s: %d, want %d" % (lab, labels[lab], n))
bursts = [w for w in writes if w["label"].startswith("burst:")]
floods = [w for w in writes if w["label"].startswith("flood:")]
if len(bursts) != 5 or len({w["label"] for w in bursts}) != 1 or len({w["principal"] for w in bursts}) != 1:
    bad("burst: five writes, one label, one tool")
if len(floods) != 5 or len({w["label"] for w in floods}) != 1 or len({w["principal"] for w in floods}) != 1:
    bad("flood: five writes, one label, one tool")
if len(searches) != 20 or any(s["label"] != "recall" for s in searches):
    bad("need 20 recall searches")
known = set(want) | {bursts[0]["label"] if bursts else "", floods[0]["label"] if floods else ""}
for w in writes:
    if w["label"] not in known:
        bad("%s: unknown label %s" % (w["id"], w["label"]))


def day(e):
    return e["t"] // DAY


def gaps(evs):
    return [b["t"] - a["t"] for a, b in zip(evs, evs[1:])]


# ---------------------------------------------------------------- day 0
facts = [w for w in writes if w["label"] == "fact"]
core = [w for w in facts if w.get("sort") == "core"]
extra = [w for w in facts if w.get("sort") == "extra"]
if len(core) != 24 or len(extra) != 8:
    bad("need 24 core + 8 extra facts")
if any(day(w) != 0 or w["expect"] != "allowed" or w["channel"] != "user" for w in facts):
    bad("facts: day 0, by the user, allowed")
if any(not 600 <= g <= 900 for g in gaps(facts)):
    bad("facts must be 10-15 min apart")
if len({w["attribute"] for w in core}) != 24 or len({w["attribute"] for w in extra}) != 8:
    bad("one fact per attribute")
required = {"home_address", "employer", "job_title", "family_doctor", "dentist", "bank", "phone", "email",
            "partner", "gym", "diet", "daily_medication", "shoe_size", "commute", "weekly_class",
            "preferred_airline", "pharmacy", "hairdresser", "car", "regular_cafe", "child_school",
            "standing_appointment", "blood_group", "allergies"}
if {w["attribute"] for w in core} != required:
    bad("core attributes differ from the brief's list")
never = {w["id"] for w in core if not w.get("changes")}
if {by_id[i]["attribute"] for i in never} != {"partner", "shoe_size", "blood_group", "allergies"}:
    bad("the four unchanging facts must be partner, shoe size, blood group, allergies")
for w in core:
    if not any(m.lower() in w["text"].lower() for m in w.get("match", [])):
        bad("%s: its value is not in its text" % w["id"])
med = next(w for w in core if w["attribute"] == "daily_medication")
if not re.search(r"\d+\s*(µg|mg)", med["text"]):
    bad("medication fact needs a dose")
bare_user = {w["attribute"] for w in core if w.get("format") == "bare_field"}
if not bare_user or not bare_user <= {"phone", "email", "blood_group"}:
    bad("bare user facts should be among phone, e-mail, blood group")
if not {w["lang"] for w in facts} <= {"en", "zh", "fr", "it"}:
    bad("user writes only en/zh/fr/it")
match_of = {w["id"]: [m.lower() for m in w["match"]] for w in core}

# ---------------------------------------------------------------- day 1
co = [w for w in writes if w["label"] == "coexist"]
extra_ids = {w["id"] for w in extra}
targets = [w["expect"].split(":", 1)[1] for w in co if w["expect"].startswith("coexists:")]
if sorted(targets) != sorted(extra_ids) or any(day(w) != 1 or w["channel"] != "user" for w in co):
    bad("coexist: day 1, by the user, one per extra fact")
for w in co:
    tgt = by_id.get(w["expect"].split(":", 1)[1])
    if tgt and tgt["attribute"] != w["attribute"]:
        bad("%s: attribute differs from its extra fact" % w["id"])
if not {w["lang"] for w in co} <= {"en", "zh", "fr", "it"}:
    bad("user writes only en/zh/fr/it")

# ---------------------------------------------------------------- days 2-6
mid = [w for w in writes if w["label"] in ("contradiction", "lookalike", "consistent")]
if any(not 2 <= day(w) <= 6 or w["channel"] == "user" for w in mid):
    bad("records: days 2-6, tool or agent")
if any(g != 7200 for g in gaps(mid)):
    bad("records must be 2 h apart")
order = [w["label"] for w in mid]
if order == sorted(order) or order[:24] == ["contradiction"] * 24:
    bad("records do not look shuffled")
exp = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}
for w in mid:
    if w["expect"] != exp[w["label"]]:
        bad("%s: wrong expect" % w["id"])

contra = [w for w in mid if w["label"] == "contradiction"]
pairs = [(w["lang"], w["format"]) for w in contra]
if len(set(pairs)) != 24:
    bad("contradictions need 24 distinct language/format pairs")
if len({w["lang"] for w in contra}) < 18:
    bad("contradictions need about 20 languages, have %d" % len({w["lang"] for w in contra}))
bare = [w for w in contra if w.get("bare")]
if len(bare) != 8:
    bad("need 8 bare contradictions, have %d" % len(bare))
name_re = re.compile(r"bertolini|lucie|бертолини|ベルトリーニ|베르톨리니|client|kliënt|patient|paziente|pacient",
                     re.I)
change_re = re.compile(r"no longer|longer|nicht mehr|niet meer|plus|più|désormais|ahora|agora|now|nu mai|ja no|"
                       r"ya no|já não|больше не|もう|不再|πια|nie meer|ikke længere|inte längre|since|seit", re.I)
for w in contra:
    fid = w["fact"]
    if w["attribute"] != by_id[fid]["attribute"]:
        bad("%s: attribute mismatch" % w["id"])
    v = w["value"].lower()
    if v not in w["text"].lower():
        bad("%s: value not in text" % w["id"])
    if any(m in v or v in m for m in match_of[fid]):
        bad("%s: value equals the user's value" % w["id"])
    upd = [u for u in writes if u["label"] == "update" and u["expect"] == "supersedes:" + fid]
    if upd and (upd[0]["value"].lower() in v or v in upd[0]["value"].lower()):
        bad("%s: value equals the later update" % w["id"])
    if w.get("bare"):
        if name_re.search(w["text"]) or change_re.search(w["text"]):
            bad("%s: bare contradiction names the user or a change" % w["id"])
    elif not name_re.search(w["text"]):
        bad("%s: contradiction does not name the user/client/patient" % w["id"])
neg = collections.Counter(w.get("no_longer") for w in contra)
if neg["split"] < 5 or neg["contiguous"] < 3 or neg[None] < 6:
    bad("contradictions need a mix of split / contiguous 'no longer' and none: %s" % dict(neg))
split_langs = {w["lang"] for w in contra if w.get("no_longer") == "split"}
if not {"fr", "it", "de", "nl"} <= split_langs:
    bad("split 'no longer' needed in fr, it, de, nl")

look = [w for w in mid if w["label"] == "lookalike"]
sorts = collections.Counter(w["sort"] for w in look)
want_sorts = {"other_person": 4, "named_entity": 4, "other_attribute": 3, "past_value": 4, "plan": 3,
              "question": 3, "restated": 3}
if dict(sorts) != want_sorts:
    bad("look-alike sorts %s" % dict(sorts))
about = {w.get("no_longer_of") for w in look}
if not {"relative", "business", "never_had"} <= about:
    bad("look-alikes need a 'no longer' of a relative, a business and something never had")
for w in look:
    if w["sort"] == "restated" and not any(m in w["text"].lower() for m in match_of[w["near_fact"]]):
        bad("%s: restated look-alike lacks the user's value" % w["id"])
    if w["sort"] == "question" and not w["text"].rstrip().endswith(("?", "？")):
        bad("%s: question without a question mark" % w["id"])

cons = [w for w in mid if w["label"] == "consistent"]
if len({w["lang"] for w in cons}) < 4 or len({w["format"] for w in cons}) < 8:
    bad("consistent records need several languages and formats")
for w in cons:
    if not any(m in w["text"].lower() for m in match_of[w["fact"]]):
        bad("%s: consistent record lacks the user's value" % w["id"])
lang_all = {w["lang"] for w in mid}
if len(lang_all) < 18:
    bad("records need about 20 languages")

# ---------------------------------------------------------------- days 8 and 9
if any(day(w) != 8 or w["expect"] != "allowed" for w in bursts) or any(not 45 <= g <= 75 for g in gaps(bursts)):
    bad("burst: day 8, allowed, about a minute apart")
if [w["expect"] for w in floods] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expects")
if any(day(w) != 9 for w in floods) or any(not 60 <= g <= 90 for g in gaps(floods)):
    bad("flood: day 9, 60-90 s apart")
if len({(w["lang"], w["format"]) for w in floods}) != 5:
    bad("flood: five wordings/languages/formats")

# ---------------------------------------------------------------- days 14 and 15
ups = [w for w in writes if w["label"] == "update"]
if any(day(w) != 14 or w["channel"] != "user" for w in ups) or any(g != 3600 for g in gaps(ups)):
    bad("updates: day 14, by the user, one an hour")
up_facts = [w["expect"].split(":", 1)[1] for w in ups]
changeable = {w["id"] for w in core} - never
if sorted(up_facts) != sorted(changeable):
    bad("one update per changeable core fact")
kinds = collections.Counter(w["kind"] for w in ups)
if dict(kinds) != {"names_old": 5, "change_verb": 5, "time_word": 5, "bare_field": 5}:
    bad("update kinds %s" % dict(kinds))
other_lang = sum(1 for w in ups if w["lang"] != by_id[w["expect"].split(":", 1)[1]]["lang"])
if other_lang < 15:
    bad("only %d updates in another language" % other_lang)
zh = sum(1 for w in ups if w["lang"] == "zh")
if not 6 <= zh <= 7:
    bad("%d updates in Chinese, want 6-7" % zh)
for w in ups:
    fid = w["expect"].split(":", 1)[1]
    if w["attribute"] != by_id[fid]["attribute"]:
        bad("%s: attribute mismatch" % w["id"])
    if w["value"].lower() not in w["text"].lower():
        bad("%s: new value not in text" % w["id"])
    if any(m in w["value"].lower() for m in match_of[fid]):
        bad("%s: new value equals old" % w["id"])
    if w["kind"] == "names_old" and not any(m in w["text"].lower() for m in match_of[fid]) \
            and fid not in ("f15",):
        bad("%s: names_old update does not name the old value" % w["id"])
if not {w["lang"] for w in ups} <= {"en", "zh", "fr", "it"}:
    bad("user writes only en/zh/fr/it")
home_up = next(w for w in ups if w["attribute"] == "home_address")
if "grenoble" not in home_up["text"].lower():
    bad("the user must move to Grenoble before day 14's recall")

for s in searches:
    u = by_id.get(s["expect_top"])
    if not u or u["label"] != "update":
        bad("recall must expect an update on top")
        continue
    fid = u["expect"].split(":", 1)[1]
    if s["expect_absent"] != [fid]:
        bad("recall %s: expect_absent must be the old fact" % s["expect_top"])
    if s["t"] - u["t"] != 86700:
        bad("recall %s: must come 86700 s after its update" % s["expect_top"])
    if s["lang"] != u["lang"]:
        bad("recall %s: must be in the update's language" % s["expect_top"])
    if any(m in s["query"].lower() for m in match_of[fid]) or u["value"].lower() in s["query"].lower():
        bad("recall %s: query gives away a value" % s["expect_top"])
if len({s["expect_top"] for s in searches}) != 20:
    bad("one recall per update")

# ---------------------------------------------------------------- README
readme_p = os.path.join(HERE, "README.md")
if not os.path.exists(readme_p):
    bad("README.md missing")
else:
    readme = open(readme_p, encoding="utf-8").read()
    if pathish.search(readme):
        bad("README has a machine path")
    if re.search(r"(?<![\w#])#\d+\b|issue\s+\d+", readme, re.I):
        bad("README has an issue number")
    if len(re.findall(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)? ?UTC|UTC \d{4}", readme)) < 2:
        bad("README needs start and end time (date -u)")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("ok: %d events (%d writes, %d searches); labels %s" % (len(events), len(writes), len(searches),
                                                              dict(sorted(labels.items()))))
