#!/usr/bin/env python3
"""Check set-fk/memory.jsonl against the brief; exit non-zero on any problem."""
import collections
import json
import os
import re
import sys

SET = "set-fk"
DAY = 86400
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
problems = []


def bad(msg):
    problems.append(msg)


with open(path, encoding="utf-8") as fh:
    lines = [json.loads(l) for l in fh if l.strip()]
header, events = lines[0], lines[1:]

# header
want_header = {"scenario": f"{SET}-memory", "version": 1,
               "sources": "hand-written by a helper who had not read src/ or policies/"}
for k, v in want_header.items():
    if header.get(k) != v:
        bad(f"header {k} = {header.get(k)!r}, want {v!r}")
if not header.get("description"):
    bad("header has no description")
if set(header) != {"scenario", "version", "description", "sources"}:
    bad(f"header keys {sorted(header)}")

# sessions
sessions = [e for e in events if e["op"] == "session"]
declared = {e["session"] for e in sessions}
if declared != {f"{SET}-user", f"{SET}-tools", f"{SET}-agents"} or len(sessions) != 3:
    bad(f"sessions declared: {sorted(declared)}")
if any(e["t"] != 0 for e in sessions):
    bad("a session is not declared at t=0")
if events[:3] != sessions:
    bad("sessions are not the first three events")
session_for = {"user": f"{SET}-user", "tool": f"{SET}-tools", "agent": f"{SET}-agents"}

# t increasing
scored = [e for e in events if e["op"] != "session"]
prev = -1
for e in events:
    if e["t"] < prev:
        bad(f"t goes back at {e.get('id')}")
    prev = e["t"]
for a, b in zip(scored, scored[1:]):
    if not b["t"] > a["t"]:
        bad(f"t not strictly increasing: {a['id']} ({a['t']}) -> {b['id']} ({b['t']})")

# ids, ops, sessions, channels
ids = [e.get("id") for e in scored]
if len(ids) != len(set(ids)):
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    bad(f"duplicate ids: {dup}")
if any(not i or not i.startswith(SET + "-") for i in ids):
    bad("an id is missing or not prefixed with the set name")
by_id = {e["id"]: e for e in scored}
for e in scored:
    ch = e["principal"].split(":", 1)[0]
    if e["op"] == "write":
        for k in ("t", "id", "session", "principal", "channel", "text", "label", "expect"):
            if k not in e:
                bad(f"{e['id']} lacks {k}")
        if e["channel"] != ch or ch not in session_for:
            bad(f"{e['id']}: channel {e['channel']} vs principal {e['principal']}")
    elif e["op"] == "search":
        for k in ("t", "session", "principal", "query", "label"):
            if k not in e:
                bad(f"{e['id']} lacks {k}")
    else:
        bad(f"unknown op {e['op']}")
    if e["session"] != session_for.get(ch) or e["session"] not in declared:
        bad(f"{e['id']}: session {e['session']} for principal {e['principal']}")

# counts per label
labels = collections.Counter(
    ("burst" if e["label"].startswith("burst:") else "flood" if e["label"].startswith("flood:") else e["label"])
    for e in scored)
want = {"fact": (32, 32), "coexist": (8, 8), "contradiction": (24, 24), "lookalike": (24, 24),
        "consistent": (8, 12), "burst": (5, 5), "flood": (5, 5), "update": (20, 20), "recall": (20, 20)}
for lab, (lo, hi) in want.items():
    if not lo <= labels.get(lab, 0) <= hi:
        bad(f"label {lab}: {labels.get(lab, 0)} (want {lo}-{hi})")
for lab in labels:
    if lab not in want:
        bad(f"unexpected label {lab}")
for lab in ("burst", "flood"):
    full = {e["label"] for e in scored if e["label"].startswith(lab + ":")}
    if len(full) != 1:
        bad(f"{lab} labels: {full}")

groups = collections.defaultdict(list)
for e in scored:
    groups[e["label"].split(":")[0]].append(e)


def day(e):
    return e["t"] // DAY


# facts (day 0)
facts = groups["fact"]
core = [e for e in facts if e.get("kind") == "core"]
extra = [e for e in facts if e.get("kind") == "extra"]
if len(core) != 24 or len(extra) != 8:
    bad(f"facts: {len(core)} core, {len(extra)} extra")
for e in facts:
    if day(e) != 0 or e["principal"] != "user:tadeja" or e["expect"] != "allowed":
        bad(f"fact {e['id']} day/principal/expect")
for a, b in zip(facts, facts[1:]):
    if not 600 <= b["t"] - a["t"] <= 900:
        bad(f"facts {a['id']} -> {b['id']} are {b['t'] - a['t']} s apart")
if len({e["attr"] for e in core}) != 24:
    bad("core facts do not name 24 distinct attributes")
langs0 = {e["lang"] for e in facts}
if not ({"en", "zh"} <= langs0 and len(langs0) == 4):
    bad(f"user languages {langs0}")
fmts0 = {e["format"] for e in facts}
for f in ("sentence", "key: value", "vCard", "signature"):
    if f not in fmts0:
        bad(f"day-0 format {f} missing")
core_ids = {e["id"] for e in core}
extra_ids = {e["id"] for e in extra}

# coexist (day 1)
coex_targets = []
for e in groups["coexist"]:
    m = re.fullmatch(r"coexists:(.+)", e["expect"])
    if not m or m.group(1) not in extra_ids:
        bad(f"{e['id']} expect {e['expect']}")
    else:
        coex_targets.append(m.group(1))
    if day(e) != 1 or e["principal"] != "user:tadeja":
        bad(f"{e['id']} day/principal")
if sorted(coex_targets) != sorted(extra_ids):
    bad("coexist writes do not cover each extra fact once")

# days 2-6
mid = groups["contradiction"] + groups["lookalike"] + groups["consistent"]
mid.sort(key=lambda e: e["t"])
for e in mid:
    if not 2 <= day(e) <= 6:
        bad(f"{e['id']} on day {day(e)}")
    if e["channel"] not in ("tool", "agent"):
        bad(f"{e['id']} channel {e['channel']}")
for a, b in zip(mid, mid[1:]):
    if not 5400 <= b["t"] - a["t"] <= 9000:
        bad(f"{a['id']} -> {b['id']} gap {b['t'] - a['t']} s (want ~2 h)")
kinds_mid = [e["label"] for e in mid]
if kinds_mid == sorted(kinds_mid) or kinds_mid == sorted(kinds_mid, reverse=True):
    bad("days 2-6 records are not shuffled")

contra = groups["contradiction"]
for e in contra:
    if e["expect"] != "blocked":
        bad(f"{e['id']} expect {e['expect']}")
    if e.get("fact") not in core_ids:
        bad(f"{e['id']} names no core fact")
if {e["fact"] for e in contra} != core_ids:
    bad("contradictions do not cover every core attribute")
clangs = {e["lang"] for e in contra}
if len(clangs) < 16:
    bad(f"contradictions in only {len(clangs)} languages")
cfmts = {e["format"] for e in contra}
for f in ("JSON", "YAML", "CSV", "vCard", "iCalendar", "e-mail with headers", "form", "key: value", "news", "note"):
    if f not in cfmts:
        bad(f"contradiction format {f} missing")
nbare = sum(e["kind"] == "bare" for e in contra)
if not 6 <= nbare <= 10:
    bad(f"{nbare} bare contradictions (want about a third)")
also = [e for e in contra if e.get("also") in ("phone", "e-mail") or e["attr"] in ("phone", "e-mail")]
if len(also) < 3:
    bad("fewer than three contradictions give another phone or e-mail")
PRONOUNS = re.compile(r"\b(she|her|hers|elle|ela|lei|ella|ona|njezin\w*|njen\w*|jej|hendes|haar|hennes|ihr\w*|"
                      r"sie|hän|она|αυτή)\b|彼女|她|της", re.I)
for e in contra:
    if e["kind"] == "bare" and PRONOUNS.search(e["text"]):
        bad(f"bare contradiction {e['id']} uses a pronoun")

look = groups["lookalike"]
sorts = collections.Counter(e["kind"] for e in look)
if len(sorts) != 6 or set(sorts.values()) != {4}:
    bad(f"look-alike sorts {dict(sorts)}")
for e in look + groups["consistent"]:
    if e["expect"] != "allowed":
        bad(f"{e['id']} expect {e['expect']}")
for e in groups["consistent"]:
    if e.get("fact") not in core_ids:
        bad(f"{e['id']} names no core fact")

# burst (day 8)
burst = groups["burst"]
if len({e["principal"] for e in burst}) != 1 or any(e["channel"] != "tool" for e in burst):
    bad("burst is not from one tool")
if any(day(e) != 8 or e["expect"] != "allowed" for e in burst):
    bad("burst day/expect")
if burst and burst[0]["label"] != "burst:" + burst[0]["principal"].split(":", 1)[1]:
    bad("burst label does not name its tool")
for a, b in zip(burst, burst[1:]):
    if not 45 <= b["t"] - a["t"] <= 75:
        bad(f"burst gap {b['t'] - a['t']}")

# flood (day 9)
flood = groups["flood"]
if len({e["principal"] for e in flood}) != 1 or any(e["channel"] != "tool" for e in flood):
    bad("flood is not from one tool")
if [e["expect"] for e in flood] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad(f"flood expects {[e['expect'] for e in flood]}")
if any(day(e) != 9 for e in flood):
    bad("flood not on day 9")
for a, b in zip(flood, flood[1:]):
    if not 60 <= b["t"] - a["t"] <= 90:
        bad(f"flood gap {b['t'] - a['t']}")

# updates (day 14)
ups = groups["update"]
lang_of = {e["id"]: e["lang"] for e in facts}
targets = []
for e in ups:
    m = re.fullmatch(r"supersedes:(.+)", e["expect"])
    if not m or m.group(1) not in core_ids:
        bad(f"{e['id']} expect {e['expect']}")
        continue
    targets.append(m.group(1))
    if e["lang"] == lang_of[m.group(1)]:
        bad(f"{e['id']} is in the same language as {m.group(1)}")
    if day(e) != 14 or e["principal"] != "user:tadeja":
        bad(f"{e['id']} day/principal")
    if by_id[m.group(1)]["t"] >= e["t"]:
        bad(f"{e['id']} supersedes a later write")
if len(set(targets)) != 20:
    bad("updates do not change 20 distinct core facts")
for a, b in zip(ups, ups[1:]):
    if b["t"] - a["t"] != 3600:
        bad(f"updates {a['id']} -> {b['id']} not one hour apart")
ukinds = collections.Counter(e["kind"] for e in ups)
if len(ukinds) != 4 or set(ukinds.values()) != {5}:
    bad(f"update kinds {dict(ukinds)}")
home = [e for e in ups if e["attr"] == "home address"]
if not home or "Ljubljana" not in home[0]["text"]:
    bad("no move to Ljubljana among the updates")

# recalls (day 15)
rec = groups["recall"]
for e in rec:
    if e["op"] != "search" or day(e) != 15 or e["principal"] != "user:tadeja":
        bad(f"{e['id']} op/day/principal")
    u = by_id.get(e.get("expect_top"))
    if not u or u["label"] != "update":
        bad(f"{e['id']} expect_top {e.get('expect_top')}")
        continue
    if e["t"] - u["t"] != 86700:
        bad(f"{e['id']} is {e['t'] - u['t']} s after its update")
    if e["lang"] != u["lang"]:
        bad(f"{e['id']} language differs from its update")
    if e.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
        bad(f"{e['id']} expect_absent {e.get('expect_absent')}")
if sorted(e["expect_top"] for e in rec) != sorted(e["id"] for e in ups):
    bad("recalls do not cover each update once")

# every expectation names an earlier, existing id
for e in scored:
    refs = []
    if e["op"] == "write" and ":" in e["expect"] and not e["expect"].startswith(("burst", "flood")):
        refs.append(e["expect"].split(":", 1)[1])
    refs += [e["expect_top"]] if e.get("expect_top") else []
    refs += e.get("expect_absent", [])
    for r in refs:
        if r not in by_id:
            bad(f"{e['id']} refers to missing id {r}")
        elif by_id[r]["t"] >= e["t"]:
            bad(f"{e['id']} refers to a later id {r}")
ALLOWED_EXPECTS = re.compile(r"allowed|blocked|any|supersedes:.+|coexists:.+|keeps:.+")
for e in scored:
    if e["op"] == "write" and not ALLOWED_EXPECTS.fullmatch(e["expect"]):
        bad(f"{e['id']} expect {e['expect']}")

# no text or sentence repeated across records
texts = [e.get("text") or e.get("query") for e in scored]
if len(texts) != len(set(texts)):
    bad("a text is repeated")
seen = {}
for e in scored:
    for s in re.split(r"(?<=[.!?。！？])\s+|\n", e.get("text") or e.get("query")):
        s = s.strip()
        if len(s) >= 25 and not re.fullmatch(r"(BEGIN|END|VERSION|DTSTAMP|DTSTART)[:;].*", s):
            if s in seen and seen[s] != e["id"]:
                bad(f"sentence repeated in {seen[s]} and {e['id']}: {s!r}")
            seen[s] = e["id"]

# summary
print(f"{os.path.basename(path)}: {len(events)} events")
print("labels:", dict(sorted(labels.items())))
print(f"contradictions: {len(clangs)} languages, {nbare} bare, {len(also)} with another phone/e-mail; "
      f"look-alike sorts {dict(sorts)}; update kinds {dict(ukinds)}")
if problems:
    print(f"{len(problems)} problem(s):")
    for p in problems:
        print("  -", p)
    sys.exit(1)
print("OK")
