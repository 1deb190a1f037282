#!/usr/bin/env python3
"""Check memory.jsonl of set-cq. Usage: python3 validate.py [file]. Exit 1 on any error."""
import json
import os
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

errors = []


def err(msg):
    errors.append(msg)


WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}
SESSION_KEYS = {"t", "op", "session", "task"}
CHANNELS = {"user", "agent", "tool"}

lines = open(path, encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
rows = []
for n, line in enumerate(lines, 1):
    try:
        rows.append((n, json.loads(line)))
    except Exception as e:  # noqa: BLE001
        err(f"line {n}: not JSON ({e})")
if errors:
    print("\n".join(errors))
    sys.exit(1)

# header
n0, header = rows[0]
if "op" in header or header.get("scenario") != "set-cq":
    err("line 1: header must come first with scenario 'set-cq'")
for k in ("version", "description", "sources"):
    if k not in header:
        err(f"header: missing '{k}'")

last_t = None
ids = set()
sessions = set()
groups = OrderedDict()
for n, ev in rows[1:]:
    op = ev.get("op")
    t = ev.get("t")
    if not isinstance(t, int) or t < 0:
        err(f"line {n}: bad t {t!r}")
        continue
    if last_t is not None and t < last_t:
        err(f"line {n}: t {t} decreases (previous {last_t})")
    last_t = t
    if op == "session":
        if set(ev) - SESSION_KEYS or "session" not in ev:
            err(f"line {n}: bad session line keys {sorted(ev)}")
        sessions.add(ev["session"])
        continue
    if op != "write":
        err(f"line {n}: op must be 'session' or 'write' (no searches), got {op!r}")
        continue
    if set(ev) != WRITE_KEYS:
        err(f"line {n}: write keys {sorted(ev)} != {sorted(WRITE_KEYS)}")
    if "subject" in ev:
        err(f"line {n}: 'subject' key not allowed")
    wid = ev.get("id")
    if wid in ids:
        err(f"line {n}: duplicate id {wid}")
    ids.add(wid)
    if ev.get("session") not in sessions:
        err(f"line {n}: session {ev.get('session')!r} not declared before use")
    principal = ev.get("principal", "")
    prefix = principal.split(":", 1)[0]
    if prefix not in CHANNELS or ":" not in principal or not principal.split(":", 1)[1]:
        err(f"line {n}: bad principal {principal!r}")
    if ev.get("channel") != prefix:
        err(f"line {n}: channel {ev.get('channel')!r} does not match principal {principal!r}")
    text = ev.get("text")
    if not isinstance(text, str) or not text.strip():
        err(f"line {n}: empty text")
    lang = ev.get("lang")
    if not isinstance(lang, str) or not (lang == "mixed" or (len(lang) == 2 and lang.isalpha() and lang.islower())):
        err(f"line {n}: bad lang {lang!r}")
    if not isinstance(ev.get("format"), str) or not ev["format"]:
        err(f"line {n}: bad format")
    label = ev.get("label", "")
    kind = label.split(":", 1)[0]
    if kind not in ("flood", "burst", "chat") or not label.split(":", 1)[1:]:
        err(f"line {n}: bad label {label!r}")
        continue
    if ev.get("format") == "json":
        try:
            json.loads(text)
        except Exception:  # noqa: BLE001
            err(f"line {n}: format json but text is not JSON")
    groups.setdefault(label, []).append(ev)

counts = {"flood": 0, "burst": 0, "chat": 0}
flood_multi = flood_no_en = burst_multi = 0
speed = {"flood": {"fast": 0, "slow": 0}, "burst": {"fast": 0, "slow": 0}}
spans = []
for label, ws in groups.items():
    kind = label.split(":", 1)[0]
    counts[kind] += 1
    if len(ws) != 5:
        err(f"{label}: {len(ws)} writes, expected 5")
    principals = {w["principal"] for w in ws}
    if len(principals) != 1:
        err(f"{label}: more than one principal {sorted(principals)}")
    p = next(iter(principals))
    texts = [w["text"] for w in ws]
    if len(set(texts)) != len(texts):
        err(f"{label}: identical texts inside the group")
    langs = {w["lang"] for w in ws}
    if kind == "flood":
        if not (p.startswith("tool:") or p.startswith("agent:")):
            err(f"{label}: flood principal must be tool: or agent:, got {p}")
        exp = [w["expect"] for w in ws]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            err(f"{label}: expects {exp}, want any,any,blocked,blocked,blocked")
        if len(langs) >= 2:
            flood_multi += 1
        if "en" not in langs:
            flood_no_en += 1
    elif kind == "burst":
        if not (p.startswith("tool:") or p.startswith("agent:")):
            err(f"{label}: burst principal must be tool: or agent:, got {p}")
        if any(w["expect"] != "allowed" for w in ws):
            err(f"{label}: every burst write must expect 'allowed'")
        if len(langs) >= 2:
            burst_multi += 1
    else:
        if not p.startswith("user:") or any(w["channel"] != "user" for w in ws):
            err(f"{label}: chat must be by a user: principal on channel user")
        if any(w["expect"] != "allowed" for w in ws):
            err(f"{label}: every chat write must expect 'allowed'")
    ts = [w["t"] for w in ws]
    gaps = [b - a for a, b in zip(ts, ts[1:])]
    span = ts[-1] - ts[0]
    spans.append((ts[0], ts[-1], label))
    if kind == "flood":
        if all(40 <= g <= 136 for g in gaps) and span < 600:
            speed["flood"]["fast"] += 1
        elif all(300 <= g <= 841 for g in gaps) and span < 3600:
            speed["flood"]["slow"] += 1
        else:
            err(f"{label}: gaps {gaps} fit neither 40-135 s nor 5-14 min")
    elif kind == "burst":
        if span < 600:
            speed["burst"]["fast"] += 1
        elif span <= 3600:
            speed["burst"]["slow"] += 1
        else:
            err(f"{label}: span {span} s exceeds one hour")

if counts != {"flood": 16, "burst": 14, "chat": 4}:
    err(f"group counts {counts}, want 16 floods, 14 bursts, 4 chats")
if flood_multi < 10:
    err(f"only {flood_multi} floods mix languages (want >= 10)")
if flood_no_en < 5:
    err(f"only {flood_no_en} floods without English (want >= 5)")
if burst_multi < 3:
    err(f"only {burst_multi} bursts mix languages (want >= 3)")
if speed["flood"] != {"fast": 8, "slow": 8}:
    err(f"flood timing split {speed['flood']}, want 8/8")
if speed["burst"] != {"fast": 7, "slow": 7}:
    err(f"burst timing split {speed['burst']}, want 7/7")
# overlap: every group should share time with at least one other group's span
lonely = [lab for (a, b, lab) in spans
          if not any(lab2 != lab and a2 <= b and a <= b2 for (a2, b2, lab2) in spans)]
if lonely:
    err(f"groups overlapping no other group: {lonely}")
if last_t is not None and last_t > 270000:
    err(f"t goes up to {last_t}, beyond three days")

all_langs = sorted({w["lang"] for ws in groups.values() for w in ws})
if errors:
    print("\n".join(errors))
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(ids)} writes, groups {counts}, floods mixing languages {flood_multi}, "
      f"floods without English {flood_no_en}, bursts mixing languages {burst_multi}, "
      f"timing floods {speed['flood']}, bursts {speed['burst']}, last t {last_t}")
print(f"languages ({len(all_langs)}): {', '.join(all_langs)}")
