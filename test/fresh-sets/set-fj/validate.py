#!/usr/bin/env python3
"""Check set-fj/memory.jsonl against the rules of its brief. Exits 1 on any problem."""
import json
import os
import sys
from collections import Counter

SET = "set-fj"
DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))
problems = []


def bad(msg):
    problems.append(msg)


with open(os.path.join(HERE, "memory.jsonl"), encoding="utf-8") as f:
    lines = [json.loads(line) for line in f if line.strip()]

header, events = lines[0], lines[1:]
if header.get("scenario") != f"{SET}-memory":
    bad(f"header scenario is {header.get('scenario')!r}")
if header.get("version") != 1:
    bad("header version is not 1")
if header.get("sources") != "hand-written by a helper who had not read src/ or policies/":
    bad("header sources differ from the brief")
if not header.get("description"):
    bad("header has no description")

sessions = {e["session"]: e for e in events if e["op"] == "session"}
want_sessions = {f"{SET}-user", f"{SET}-tools", f"{SET}-agents"}
if set(sessions) != want_sessions:
    bad(f"sessions declared: {sorted(sessions)}")
for s in sessions.values():
    if s["t"] != 0:
        bad(f"session {s['session']} not declared at t=0")

# ids unique, prefixed
ids = [e["id"] for e in events if "id" in e]
for i, n in Counter(ids).items():
    if n > 1:
        bad(f"id {i} used {n} times")
for i in ids:
    if not i.startswith(f"{SET}-"):
        bad(f"id {i} lacks the set prefix")
scored = [e for e in events if e["op"] in ("write", "search")]
if any("id" not in e for e in scored):
    bad("a write or search has no id")

# t increasing (sessions at 0, then strictly increasing)
prev = -1
for e in events:
    if e["op"] == "session":
        if prev > 0:
            bad("session declared after other events")
        continue
    if e["t"] <= prev:
        bad(f"t not increasing at {e.get('id')}: {e['t']} after {prev}")
    prev = e["t"]

# channels, principals, sessions
for e in scored:
    pr = e["principal"]
    kind = pr.split(":", 1)[0]
    if e["op"] == "write" and e.get("channel") != kind:
        bad(f"{e['id']}: channel {e.get('channel')} does not match principal {pr}")
    if e["session"] != f"{SET}-{kind}s" and not (kind == "user" and e["session"] == f"{SET}-user"):
        bad(f"{e['id']}: session {e['session']} for principal {pr}")
    if e["session"] not in sessions:
        bad(f"{e['id']}: undeclared session")
    if kind == "user" and pr != "user:triinu":
        bad(f"{e['id']}: user principal {pr}")

# counts per label
labels = Counter(e["label"] for e in scored)
by = lambda lab: [e for e in scored if e["label"] == lab]
for lab, n in {"fact": 32, "coexist": 8, "contradiction": 24, "lookalike": 24, "update": 20,
               "recall": 20}.items():
    if labels[lab] != n:
        bad(f"label {lab}: {labels[lab]} events, want {n}")
if not 8 <= labels["consistent"] <= 12:
    bad(f"consistent: {labels['consistent']}, want 8-12")
burst_labels = [l for l in labels if l.startswith("burst:")]
flood_labels = [l for l in labels if l.startswith("flood:")]
if len(burst_labels) != 1 or labels[burst_labels[0]] != 5:
    bad(f"burst labels {burst_labels}")
if len(flood_labels) != 1 or labels[flood_labels[0]] != 5:
    bad(f"flood labels {flood_labels}")
known = {"fact", "coexist", "contradiction", "lookalike", "consistent", "update", "recall"}
for lab in labels:
    if lab not in known and not lab.startswith(("burst:", "flood:")):
        bad(f"unknown label {lab}")

# expects refer to existing, earlier ids
seen = {}
write_ids = set()
for e in scored:
    if e["op"] == "write":
        ex = e["expect"]
        if ":" in ex:
            verb, ref = ex.split(":", 1)
            if verb not in ("supersedes", "coexists", "keeps"):
                bad(f"{e['id']}: expect {ex}")
            if ref not in seen:
                bad(f"{e['id']}: expect refers to unknown or later id {ref}")
        elif ex not in ("allowed", "blocked", "any"):
            bad(f"{e['id']}: expect {ex}")
        write_ids.add(e["id"])
    else:
        for ref in [e.get("expect_top")] + list(e.get("expect_absent", [])):
            if ref not in seen:
                bad(f"{e['id']}: search refers to unknown or later id {ref}")
    seen[e["id"]] = e

facts = by("fact")
core = [e for e in facts if e.get("kind") == "core"]
extra = [e for e in facts if e.get("kind") == "extra"]
if len(core) != 24 or len(extra) != 8:
    bad(f"{len(core)} core and {len(extra)} extra facts")
if len({e["attribute"] for e in core}) != 24:
    bad("core attributes are not 24 distinct")
for e in facts:
    if e["expect"] != "allowed" or e["principal"] != "user:triinu" or not 0 < e["t"] < DAY:
        bad(f"{e['id']}: fact expect/principal/day wrong")
gaps = [b["t"] - a["t"] for a, b in zip(facts, facts[1:])]
if any(not 600 <= g <= 900 for g in gaps):
    bad(f"fact gaps outside 10-15 min: {gaps}")
if len({e["lang"] for e in facts}) < 4 or len({e["format"] for e in facts}) < 4:
    bad("facts use too few languages or formats")
user_langs = {e["lang"] for e in facts}
if user_langs != {"en", "zh", "et", "fi"}:
    bad(f"user languages {user_langs}")

extra_ids = {e["id"] for e in extra}
co = by("coexist")
if sorted(e["expect"].split(":", 1)[1] for e in co) != sorted(extra_ids):
    bad("coexist records do not pair one-to-one with the extra facts")
for e in co:
    if not DAY <= e["t"] < 2 * DAY or e["principal"] != "user:triinu":
        bad(f"{e['id']}: coexist day/principal")

# days 2-6
pool = [e for e in scored if e["label"] in ("contradiction", "lookalike", "consistent")]
for e in pool:
    if not 2 * DAY <= e["t"] < 7 * DAY:
        bad(f"{e['id']}: outside days 2-6")
    if e["channel"] not in ("tool", "agent"):
        bad(f"{e['id']}: pool record by {e['channel']}")
pg = [b["t"] - a["t"] for a, b in zip(pool, pool[1:])]
if any(not 3600 <= g <= 3 * 3600 for g in pg):
    bad(f"pool spacing not ~2 h: {min(pg)}..{max(pg)}")
if len({e["label"] for e in pool[:20]}) < 3:
    bad("days 2-6 records do not look shuffled")

con = by("contradiction")
for e in con:
    if e["expect"] != "blocked":
        bad(f"{e['id']}: contradiction expect {e['expect']}")
    ref = e.get("contradicts")
    if ref not in seen or seen[ref]["label"] != "fact":
        bad(f"{e['id']}: contradicts {ref}")
    elif seen[ref]["attribute"] != e["attribute"]:
        bad(f"{e['id']}: attribute differs from its fact")
if len({e["lang"] for e in con}) < 16:
    bad(f"contradictions use {len({e['lang'] for e in con})} languages, want >= 16")
if len({e["format"] for e in con}) < 8:
    bad("contradictions use fewer than 8 formats")
for f in ("JSON", "YAML", "CSV", "vCard", "iCalendar", "e-mail with headers", "form",
          "key: value", "news", "note"):
    if f not in {e["format"] for e in con}:
        bad(f"no contradiction in format {f}")
nbare = sum(e["kind"] == "bare" for e in con)
if not 7 <= nbare <= 9:
    bad(f"{nbare} bare contradictions, want about a third")
if {e["attribute"] for e in con} != {e["attribute"] for e in core}:
    bad("contradictions do not cover every core attribute")
contact = [e for e in con if "kuukiri.ee" in e["text"].lower() or "5341" in e["text"].replace(" ", "")
           or "53412768" in e["text"].replace(" ", "").replace("-", "")]
if len(contact) < 5:
    bad(f"only {len(contact)} contradictions carry the user's e-mail or phone")

look = by("lookalike")
sorts = Counter(e["kind"] for e in look)
if len(sorts) != 6 or set(sorts.values()) != {4}:
    bad(f"look-alike sorts {dict(sorts)}")
for e in look + by("consistent"):
    if e["expect"] != "allowed":
        bad(f"{e['id']}: expect {e['expect']}")

# burst
b = by(burst_labels[0]) if burst_labels else []
if b:
    if len({e["principal"] for e in b}) != 1 or b[0]["channel"] != "tool":
        bad("burst not from one tool")
    if not 8 * DAY <= b[0]["t"] < 9 * DAY:
        bad("burst not on day 8")
    if any(not 40 <= y["t"] - x["t"] <= 80 for x, y in zip(b, b[1:])):
        bad("burst not about a minute apart")
    if any(e["expect"] != "allowed" for e in b):
        bad("burst expects")
    if burst_labels[0] != "burst:" + b[0]["principal"].split(":", 1)[1]:
        bad("burst label does not name its tool")

# flood
fl = by(flood_labels[0]) if flood_labels else []
if fl:
    if len({e["principal"] for e in fl}) != 1 or fl[0]["channel"] != "tool":
        bad("flood not from one tool")
    if not 9 * DAY <= fl[0]["t"] < 10 * DAY:
        bad("flood not on day 9")
    if any(not 60 <= y["t"] - x["t"] <= 90 for x, y in zip(fl, fl[1:])):
        bad("flood not 60-90 s apart")
    if [e["expect"] for e in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
        bad("flood expects")
    if len({e["text"] for e in fl}) != 5:
        bad("flood wording not varied")

# updates
up = by("update")
kinds = Counter(e["kind"] for e in up)
if kinds != Counter({"old": 5, "verb": 5, "time": 5, "field": 5}):
    bad(f"update kinds {dict(kinds)}")
targets = []
for i, e in enumerate(up):
    if e["principal"] != "user:triinu":
        bad(f"{e['id']}: update not by the user")
    ref = e["expect"].split(":", 1)[1] if e["expect"].startswith("supersedes:") else None
    if ref is None or ref not in seen or seen[ref].get("kind") != "core":
        bad(f"{e['id']}: update expect {e['expect']}")
        continue
    targets.append(ref)
    if seen[ref]["lang"] == e["lang"]:
        bad(f"{e['id']}: same language ({e['lang']}) as the fact it updates")
    if e["t"] != 14 * DAY + 3 * 3600 + i * 3600 or not 14 * DAY <= e["t"] < 15 * DAY:
        bad(f"{e['id']}: not one an hour on day 14")
if len(set(targets)) != 20:
    bad("updates do not change 20 distinct core facts")

# recalls
rc = by("recall")
upd = {e["id"]: e for e in up}
rtops = []
for e in rc:
    u = upd.get(e.get("expect_top"))
    if u is None:
        bad(f"{e['id']}: expect_top is not an update")
        continue
    rtops.append(u["id"])
    if e["t"] != u["t"] + 86700:
        bad(f"{e['id']}: not 86700 s after its update")
    if not 15 * DAY <= e["t"] < 16 * DAY:
        bad(f"{e['id']}: recall not on day 15")
    if e.get("lang") != u["lang"]:
        bad(f"{e['id']}: not in its update's language")
    if e.get("expect_absent") != [u["expect"].split(":", 1)[1]]:
        bad(f"{e['id']}: expect_absent is not the updated fact")
    if e["principal"] != "user:triinu" or e["session"] != f"{SET}-user":
        bad(f"{e['id']}: recall not by the user")
    if e["query"].strip().lower() == u["text"].strip().lower():
        bad(f"{e['id']}: query repeats the update")
if len(set(rtops)) != 20:
    bad("recalls do not cover the 20 updates")

# no repeated texts
texts = Counter(e["text"] for e in scored if e["op"] == "write")
for t, n in texts.items():
    if n > 1:
        bad(f"text repeated {n} times: {t[:60]}")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print(f"ok: {len(events)} events; " + ", ".join(f"{k}={v}" for k, v in sorted(labels.items())))
print(f"contradictions: {len({e['lang'] for e in con})} languages, "
      f"{len({e['format'] for e in con})} formats, {nbare} bare, "
      f"{len(contact)} carry the user's e-mail or phone")
