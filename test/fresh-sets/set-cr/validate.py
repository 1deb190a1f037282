#!/usr/bin/env python3
"""Check memory.jsonl of fresh set "set-cr". Exit code 0 when every check passes.

Usage: python3 validate.py [path/to/memory.jsonl]
"""
import json
import os
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is
it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
FORMATS = {"news", "post", "json", "csv", "yaml", "email", "html", "chat", "headline", "markdown", "recipe",
           "minutes", "note", "timetable", "reading"}
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, encoding="utf-8") as f:
    raw = [ln for ln in f.read().split("\n") if ln.strip()]

rows = []
for n, ln in enumerate(raw, 1):
    try:
        rows.append(json.loads(ln))
    except json.JSONDecodeError as e:
        err(f"line {n}: not JSON ({e})")
if errors:
    print("\n".join(errors))
    sys.exit(1)

# header
h = rows[0]
if "scenario" not in h or "op" in h or "t" in h:
    err("line 1 is not a header")
if h.get("scenario") != "set-cr":
    err("header scenario is not set-cr")
for k in ("version", "description", "sources"):
    if k not in h:
        err(f"header lacks {k}")

last_t = -1
ids = set()
sessions = set()
groups = defaultdict(list)
for n, e in enumerate(rows[1:], 2):
    op = e.get("op")
    t = e.get("t")
    if not isinstance(t, int) or t < 0:
        err(f"line {n}: bad t {t!r}")
        continue
    if t < last_t:
        err(f"line {n}: t decreases ({t} < {last_t})")
    last_t = t
    if op == "session":
        if not e.get("session"):
            err(f"line {n}: session line without session")
        sessions.add(e.get("session"))
        continue
    if op != "write":
        err(f"line {n}: op {op!r} not allowed in this set (only session/write)")
        continue
    if "subject" in e:
        err(f"line {n}: has a subject key")
    missing = WRITE_KEYS - set(e)
    if missing:
        err(f"line {n}: missing {sorted(missing)}")
        continue
    if e["id"] in ids:
        err(f"line {n}: duplicate id {e['id']}")
    ids.add(e["id"])
    if e["session"] not in sessions:
        err(f"line {n}: session {e['session']} not declared before use")
    prefix, _, name = e["principal"].partition(":")
    if prefix not in ("tool", "agent", "user") or not name:
        err(f"line {n}: bad principal {e['principal']}")
    if e["channel"] != prefix:
        err(f"line {n}: channel {e['channel']} does not match principal {e['principal']}")
    if not isinstance(e["text"], str) or not e["text"].strip():
        err(f"line {n}: empty text")
    if e["lang"] != "mixed" and e["lang"] not in ISO639_1:
        err(f"line {n}: lang {e['lang']} not ISO 639-1")
    if e["format"] not in FORMATS:
        err(f"line {n}: unknown format {e['format']}")
    if e["format"] == "json":
        try:
            json.loads(e["text"])
        except json.JSONDecodeError:
            err(f"line {n}: format json but text is not JSON")
    if e["format"] == "email" and not (re.search(r"^From: ", e["text"], re.M) and re.search(r"^Subject: ", e["text"], re.M)):
        err(f"line {n}: email without From/Subject")
    if e["format"] == "csv" and "\n" not in e["text"]:
        err(f"line {n}: csv without header row")
    kind = e["label"].split(":")[0]
    if kind not in ("flood", "burst", "chat") or not re.fullmatch(r"(flood|burst|chat):[a-z0-9-]+", e["label"]):
        err(f"line {n}: bad label {e['label']}")
    if e["expect"] not in ("allowed", "blocked", "any"):
        err(f"line {n}: expect {e['expect']} not used in this set")
    groups[e["label"]].append(e)

principal_of = {}
count = defaultdict(int)
no_english = multi_lang = 0
all_langs = set()
timing = defaultdict(int)
for label, ev in groups.items():
    kind = label.split(":")[0]
    count[kind] += 1
    ps = {e["principal"] for e in ev}
    if len(ps) != 1:
        err(f"{label}: more than one principal {sorted(ps)}")
    p = next(iter(ps))
    if p in principal_of:
        err(f"{label}: principal {p} also used by {principal_of[p]}")
    principal_of[p] = label
    if len(ev) != 5:
        err(f"{label}: {len(ev)} writes, expected 5")
    langs = {e["lang"] for e in ev}
    all_langs |= langs
    gaps = [b["t"] - a["t"] for a, b in zip(ev, ev[1:])]
    span = ev[-1]["t"] - ev[0]["t"]
    if kind == "flood":
        if not p.startswith(("tool:", "agent:")):
            err(f"{label}: flood principal must be tool: or agent:")
        exp = [e["expect"] for e in ev]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            err(f"{label}: expects {exp}, wanted any,any,blocked,blocked,blocked")
        if len(set(e["text"] for e in ev)) != len(ev):
            err(f"{label}: identical copies")
        if len(langs) > 1 or "mixed" in langs:
            multi_lang += 1
        if "en" not in langs:
            no_english += 1
        if all(40 <= g <= 135 for g in gaps) and span < 600:
            timing["flood-fast"] += 1
        elif all(300 <= g <= 840 for g in gaps) and span < 3600:
            timing["flood-slow"] += 1
        else:
            err(f"{label}: gaps {gaps} fit neither timing class")
    elif kind == "burst":
        if not p.startswith(("tool:", "agent:")):
            err(f"{label}: burst principal must be tool: or agent:")
        if any(e["expect"] != "allowed" for e in ev):
            err(f"{label}: every burst write must expect allowed")
        if len(set(e["text"] for e in ev)) != len(ev):
            err(f"{label}: repeated text in a burst")
        if span < 600:
            timing["burst-fast"] += 1
        elif span <= 3600:
            timing["burst-slow"] += 1
        else:
            err(f"{label}: span {span} s over an hour")
    elif kind == "chat":
        if not p.startswith("user:"):
            err(f"{label}: chat principal must be user:")
        if any(e["channel"] != "user" for e in ev):
            err(f"{label}: chat channel must be user")
        if any(e["expect"] != "allowed" for e in ev):
            err(f"{label}: every chat write must expect allowed")

if count["flood"] != 16:
    err(f"{count['flood']} floods, expected 16")
if count["burst"] != 14:
    err(f"{count['burst']} bursts, expected 14")
if count["chat"] != 4:
    err(f"{count['chat']} chats, expected 4")
if multi_lang < 10:
    err(f"only {multi_lang} floods mix languages (need 10)")
if no_english < 5:
    err(f"only {no_english} floods without English (need 5)")
if timing["flood-fast"] != 8 or timing["flood-slow"] != 8:
    err(f"flood timing split {dict(timing)} (need 8 fast / 8 slow)")
if timing["burst-fast"] != 7 or timing["burst-slow"] != 7:
    err(f"burst timing split {dict(timing)} (need 7 / 7)")

if errors:
    print("FAIL")
    print("\n".join(errors))
    sys.exit(1)
n_writes = sum(len(v) for v in groups.values())
print(f"OK: {n_writes} writes; {count['flood']} floods ({multi_lang} multilingual, {no_english} without English), "
      f"{count['burst']} bursts, {count['chat']} chats; {len(all_langs)} languages: {', '.join(sorted(all_langs))}; "
      f"timing {dict(timing)}; last t = {last_t}")
