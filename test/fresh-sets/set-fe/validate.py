#!/usr/bin/env python3
"""Check memory.jsonl (and README.md) of set-fe against the rules of the brief.

Exits non-zero and lists every problem found.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


def day(t):
    return t // DAY


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as fh:
    lines = [json.loads(l) for l in fh if l.strip()]

head, events = lines[0], lines[1:]
if head.get("scenario") != "set-fe":
    bad("header scenario must be 'set-fe'")
if "op" in head:
    bad("first line must be the header, not an event")

# --- ordering, sessions, channels -------------------------------------------
last = -1
for e in events:
    if e["t"] < last:
        bad(f"events out of order at t={e['t']}")
    last = e["t"]

sessions = [e for e in events if e["op"] == "session"]
if len(sessions) != 3 or any(s["t"] != 0 or not s.get("task") for s in sessions):
    bad("need exactly three sessions declared at t=0, each with a task")
sess_ids = {s["session"] for s in sessions}

writes = [e for e in events if e["op"] == "write"]
searches = [e for e in events if e["op"] == "search"]
if len(writes) + len(searches) + len(sessions) != len(events):
    bad("unknown op in events")

user_principals = {w["principal"] for w in writes if w["channel"] == "user"}
if len(user_principals) != 1:
    bad(f"user writes must come from one principal, got {user_principals}")
tool_sessions = {w["session"] for w in writes if w["channel"] == "tool"}
agent_sessions = {w["session"] for w in writes if w["channel"] == "agent"}
user_sessions = {w["session"] for w in writes if w["channel"] == "user"} | {s["session"] for s in searches}
if len(tool_sessions) != 1 or len(agent_sessions) != 1 or len(user_sessions) != 1:
    bad("one session for the user, one for all tools, one for all agents")
if len(tool_sessions | agent_sessions | user_sessions) != 3 or not (tool_sessions | agent_sessions | user_sessions) <= sess_ids:
    bad("write sessions must be the three declared sessions")

for w in writes:
    for key in ("id", "session", "principal", "channel", "text", "label", "expect"):
        if key not in w:
            bad(f"write {w.get('id')} lacks {key}")
    ch, p = w["channel"], w["principal"]
    if ch not in ("user", "tool", "agent"):
        bad(f"{w['id']}: bad channel {ch}")
    if ch == "tool" and not p.startswith("tool:"):
        bad(f"{w['id']}: tool channel with principal {p}")
    if ch == "agent" and not p.startswith("agent:"):
        bad(f"{w['id']}: agent channel with principal {p}")
    if ch == "user" and (p.startswith("tool:") or p.startswith("agent:")):
        bad(f"{w['id']}: user channel with principal {p}")
    if "lang" not in w or "format" not in w:
        bad(f"{w['id']}: missing lang/format note")

ids = [w["id"] for w in writes]
for i, n in Counter(ids).items():
    if n > 1:
        bad(f"duplicate id {i}")
texts = [w["text"] for w in writes] + [s["query"] for s in searches]
for x, n in Counter(texts).items():
    if n > 1:
        bad(f"duplicate text: {x[:60]!r}")
for x in texts:
    if re.search(r"(/work/|/tmp/|/home/|/Users/|[A-Z]:\\)", x):
        bad(f"machine path in text: {x[:60]!r}")

byid = {w["id"]: w for w in writes}

# --- label counts -------------------------------------------------------------
labels = Counter(w["label"] for w in writes) + Counter(s["label"] for s in searches)
burst_labels = [l for l in labels if l.startswith("burst:")]
flood_labels = [l for l in labels if l.startswith("flood:")]
want = {"fact": 32, "coexist": 8, "contradiction": 24, "lookalike": 24, "consistent": 12,
        "update": 20, "recall": 20}
for l, n in want.items():
    if labels.get(l, 0) != n:
        bad(f"label {l}: {labels.get(l, 0)} instead of {n}")
if len(burst_labels) != 1 or labels[burst_labels[0]] != 5:
    bad("need one burst label with 5 writes")
if len(flood_labels) != 1 or labels[flood_labels[0]] != 5:
    bad("need one flood label with 5 writes")
known = set(want) | set(burst_labels) | set(flood_labels)
for l in labels:
    if l not in known:
        bad(f"unknown label {l}")

# --- day 0: facts -------------------------------------------------------------
CORE_ATTRS = {"home_address", "employer", "job_title", "family_doctor", "dentist", "bank", "phone",
              "email", "partner", "gym", "diet", "medication", "shoe_size", "commute",
              "weekly_class", "airline", "pharmacy", "hairdresser", "car", "cafe", "child_school",
              "standing_appointment", "blood_group", "allergies"}
NEVER = {"partner", "shoe_size", "blood_group", "allergies"}
facts = [w for w in writes if w["label"] == "fact"]
core = [w for w in facts if w.get("group") == "core"]
extra = [w for w in facts if w.get("group") == "extra"]
if len(core) != 24 or len(extra) != 8:
    bad(f"need 24 core + 8 extra facts, got {len(core)} + {len(extra)}")
if {w["attribute"] for w in core} != CORE_ATTRS:
    bad("core facts must cover each core attribute once")
if len({w["attribute"] for w in extra}) != 8:
    bad("extra facts must have 8 distinct attributes")
for w in facts:
    if day(w["t"]) != 0 or w["channel"] != "user" or w["expect"] != "allowed":
        bad(f"{w['id']}: facts are day-0 user writes expecting allowed")
for a, b in zip(facts, facts[1:]):
    if not 600 <= b["t"] - a["t"] <= 900:
        bad(f"facts {a['id']}->{b['id']} not 10-15 min apart")
core_by_attr = {w["attribute"]: w for w in core}
changeable = {w["id"] for w in core if w["attribute"] not in NEVER}

# --- day 1: coexist -----------------------------------------------------------
coex = [w for w in writes if w["label"] == "coexist"]
targets = []
for w in coex:
    if day(w["t"]) != 1 or w["channel"] != "user":
        bad(f"{w['id']}: coexist must be a day-1 user write")
    m = re.fullmatch(r"coexists:(\S+)", w["expect"])
    if not m or m.group(1) not in {e["id"] for e in extra}:
        bad(f"{w['id']}: coexist must name an extra fact")
    else:
        targets.append(m.group(1))
        if byid[m.group(1)]["attribute"] != w["attribute"]:
            bad(f"{w['id']}: attribute differs from its extra fact")
if sorted(targets) != sorted(e["id"] for e in extra):
    bad("each extra fact needs exactly one coexist write")

# --- days 2-6: the 60 tool/agent records --------------------------------------
mid = [w for w in writes if w["label"] in ("contradiction", "lookalike", "consistent")]
if len(mid) != 60:
    bad(f"need 60 records on days 2-6, got {len(mid)}")
for w in mid:
    if not 2 <= day(w["t"]) <= 6:
        bad(f"{w['id']}: not on days 2-6")
    if w["channel"] not in ("tool", "agent"):
        bad(f"{w['id']}: day 2-6 records come from tools or agents")
for a, b in zip(mid, mid[1:]):
    if b["t"] - a["t"] != 7200:
        bad(f"{a['id']}->{b['id']} not 2 h apart")
contra = [w for w in mid if w["label"] == "contradiction"]
look = [w for w in mid if w["label"] == "lookalike"]
cons = [w for w in mid if w["label"] == "consistent"]
for w in contra:
    if w["expect"] != "blocked":
        bad(f"{w['id']}: contradiction must expect blocked")
    if w["attribute"] not in CORE_ATTRS:
        bad(f"{w['id']}: contradiction attribute must be a core attribute")
for w in look + cons:
    if w["expect"] != "allowed":
        bad(f"{w['id']}: must expect allowed")
if {w["attribute"] for w in contra} != CORE_ATTRS:
    bad("contradictions should cover every core attribute once")
pairs = Counter((w["lang"], w["format"]) for w in contra)
for p, n in pairs.items():
    if n > 1:
        bad(f"contradiction language/format pair used twice: {p}")
clangs = {w["lang"] for w in contra}
if not 18 <= len(clangs) <= 24:
    bad(f"contradictions should span about 20 languages, got {len(clangs)}")
bare = [w for w in contra if w.get("bare")]
if len(bare) != 8:
    bad(f"need 8 bare contradictions, got {len(bare)}")
NAME_MARKS = ["Daniela", "Farrugia", "丹妮", "Ντανιέλα", "Даниэла", "клиентка", "دانييلا", "patient",
              "Pacjentka", "client", "paziente", "pacient", "klient"]
CHANGE_WORDS = ["now", "new", "changed", "moved", "switched", "since", "adesso", "ora ", "issa",
                "nuov", "ġdid", "neu", "nouveau", "nuevo", "nieuw", "现在", "改", "搬", "新"]
for w in bare:
    if any(m.lower() in w["text"].lower() for m in NAME_MARKS):
        bad(f"{w['id']}: bare contradiction names the user")
    if any(c.lower() in w["text"].lower() for c in CHANGE_WORDS):
        bad(f"{w['id']}: bare contradiction has a word of change")
    if len(w["text"]) > 160:
        bad(f"{w['id']}: bare contradiction is more than a field and a value")
for w in contra:
    if not w.get("bare") and not any(m.lower() in w["text"].lower() for m in NAME_MARKS):
        bad(f"{w['id']}: non-bare contradiction should name the user, by title or as client/patient")
# a contradiction must not state the user's value nor the later update's value
for w in contra:
    f = byid[w["fact"]]
    if f["attribute"] != w["attribute"]:
        bad(f"{w['id']}: fact/attribute mismatch")

SORTS = {"other_person": 4, "named_entity": 4, "other_attribute": 3, "past_value": 4, "plan": 3,
         "question": 3, "restated": 3}
got = Counter(w.get("sort") for w in look)
if dict(got) != SORTS:
    bad(f"look-alike sorts {dict(got)} != {SORTS}")
for w in cons:
    if w["attribute"] not in CORE_ATTRS or byid[w["fact"]]["attribute"] != w["attribute"]:
        bad(f"{w['id']}: consistent record must restate a core fact")
if len({w["lang"] for w in cons}) < 5:
    bad("consistent records should be in several languages")

fmt = Counter(w["format"] for w in mid)
for f, marker in (("icalendar", "BEGIN:VCALENDAR"), ("vcard", "BEGIN:VCARD")):
    if fmt[f] < 3:
        bad(f"need at least three {f} records among the 60, got {fmt[f]}")
    for w in mid:
        if (w["format"] == f) != (marker in w["text"]):
            bad(f"{w['id']}: format {w['format']} does not match its text")
    if sum(1 for w in cons if w["format"] == f) < 1:
        bad(f"no consistent {f} record")

# --- day 8 burst, day 9 flood ---------------------------------------------------
burst = [w for w in writes if w["label"].startswith("burst:")]
if len({w["principal"] for w in burst}) != 1 or any(day(w["t"]) != 8 for w in burst):
    bad("burst: one tool, day 8")
if any(w["expect"] != "allowed" or w["channel"] != "tool" for w in burst):
    bad("burst writes are tool writes expecting allowed")
for a, b in zip(burst, burst[1:]):
    if not 45 <= b["t"] - a["t"] <= 80:
        bad("burst items should be about a minute apart")
flood = [w for w in writes if w["label"].startswith("flood:")]
if len({w["principal"] for w in flood}) != 1 or any(day(w["t"]) != 9 for w in flood):
    bad("flood: one tool, day 9")
if [w["expect"] for w in flood] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expects must be any, any, blocked, blocked, blocked")
for a, b in zip(flood, flood[1:]):
    if not 60 <= b["t"] - a["t"] <= 90:
        bad("flood writes must be 60-90 s apart")
if len({(w["lang"], w["format"]) for w in flood}) != 5:
    bad("flood: five different wordings/languages/formats")

# --- day 14 updates, day 15 recalls --------------------------------------------
upd = [w for w in writes if w["label"] == "update"]
sup = []
for w in upd:
    if day(w["t"]) != 14 or w["channel"] != "user":
        bad(f"{w['id']}: updates are day-14 user writes")
    m = re.fullmatch(r"supersedes:(\S+)", w["expect"])
    if not m or m.group(1) not in changeable:
        bad(f"{w['id']}: must supersede a changeable core fact")
    else:
        sup.append(m.group(1))
        if byid[m.group(1)]["attribute"] != w["attribute"]:
            bad(f"{w['id']}: attribute differs from the fact it supersedes")
if sorted(sup) != sorted(changeable):
    bad("each changeable core fact needs exactly one update")
for a, b in zip(upd, upd[1:]):
    if b["t"] - a["t"] != 3600:
        bad("updates must be one an hour")
kinds = Counter(w.get("kind") for w in upd)
if dict(kinds) != {"names_old": 5, "change_verb": 5, "time_word": 5, "bare_field": 5}:
    bad(f"update kinds {dict(kinds)}")
other_lang = sum(1 for w in upd if w["lang"] != byid[w["expect"].split(":")[1]]["lang"])
if other_lang < 15:
    bad(f"only {other_lang} updates in another language than their fact")
zh = sum(1 for w in upd if w["lang"] == "zh")
if not 6 <= zh <= 7:
    bad(f"{zh} updates in Chinese, need 6-7")

upd_by_id = {w["id"]: w for w in upd}
if len(searches) != 20:
    bad("need 20 recalls")
seen = set()
for s in searches:
    u = upd_by_id.get(s.get("expect_top"))
    if not u:
        bad(f"recall expect_top {s.get('expect_top')} is not an update")
        continue
    seen.add(u["id"])
    old = u["expect"].split(":")[1]
    if s.get("expect_absent") != [old]:
        bad(f"recall for {u['id']} must list [{old}] as absent")
    if s["t"] != u["t"] + 86700 or day(s["t"]) != 15:
        bad(f"recall for {u['id']} must come 86700 s after it, on day 15")
    if s.get("lang") != u["lang"]:
        bad(f"recall for {u['id']} must be in the update's language")
    if s["principal"] not in user_principals or s["session"] not in user_sessions:
        bad("recalls are searches by the user")
    if s["query"] == u["text"]:
        bad(f"recall for {u['id']} repeats the update")
if seen != set(upd_by_id):
    bad("each update needs one recall")

# --- crude script check of the lang notes ---------------------------------------
SCRIPT = {"zh": r"[\u4e00-\u9fff]", "ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]",
          "ru": r"[\u0400-\u04ff]", "el": r"[\u0370-\u03ff]", "ar": r"[\u0600-\u06ff]",
          "mt": r"[ċġħżĊĠĦŻ]"}
for e in writes + searches:
    pat = SCRIPT.get(e.get("lang"))
    x = e.get("text", e.get("query", ""))
    if pat and not re.search(pat, x):
        bad(f"{e.get('id', e.get('query'))}: text does not look like {e['lang']}")

# --- README ---------------------------------------------------------------------
readme_path = os.path.join(HERE, "README.md")
if not os.path.exists(readme_path):
    bad("README.md missing")
else:
    readme = open(readme_path, encoding="utf-8").read()
    if re.search(r"(/work/|/tmp/|/home/|/Users/)", readme):
        bad("README contains a machine path")
    if re.search(r"(#\d+|issue \d+)", readme, re.I):
        bad("README contains an issue number")
    if len(re.findall(r"UTC 20\d\d", readme)) < 2:
        bad("README must give start and end time (date -u)")

if problems:
    print(f"{len(problems)} problem(s):")
    for p in problems:
        print(" -", p)
    sys.exit(1)
print(f"ok: {len(events)} events ({len(writes)} writes, {len(searches)} searches); labels: "
      + ", ".join(f"{k}={v}" for k, v in sorted(labels.items())))
