#!/usr/bin/env python3
"""Check memory.jsonl of set-cl against the scenario format and this set's own rules.

Usage: python3 validate.py [path/to/memory.jsonl]
Exit code 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "memory.jsonl")

ISO_639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy
da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig
ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn
mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk
sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za
zh zu""".split())
WRITE_KEYS = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}
GAP_MIN, GAP_MAX, SPAN_MAX = 40, 135, 600

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        lines = [ln for ln in f.read().split("\n") if ln.strip()]
    objs = []
    for i, ln in enumerate(lines, 1):
        try:
            objs.append(json.loads(ln))
        except json.JSONDecodeError as e:
            err(f"line {i}: not JSON ({e})")
            objs.append(None)
    if errors:
        return report(objs)

    head = objs[0]
    if "scenario" not in head or "op" in head:
        err("line 1: header must come first and carry 'scenario'")
    for k in ("scenario", "version", "description", "sources"):
        if k not in head:
            err(f"header: missing {k}")
    if head.get("scenario") != "set-cl":
        err("header: scenario should be 'set-cl'")

    last_t = None
    ids = set()
    sessions = set()
    groups = defaultdict(list)
    for i, o in enumerate(objs[1:], 2):
        op = o.get("op")
        t = o.get("t")
        if not isinstance(t, (int, float)):
            err(f"line {i}: t missing or not a number")
            continue
        if last_t is not None and t < last_t:
            err(f"line {i}: t decreases ({t} < {last_t})")
        last_t = t
        if op == "session":
            if not o.get("session"):
                err(f"line {i}: session line without a session name")
            sessions.add(o.get("session"))
            continue
        if op != "write":
            err(f"line {i}: unexpected op {op!r} (this set has only session and write lines)")
            continue
        if "subject" in o:
            err(f"line {i}: 'subject' key is not allowed")
        missing = WRITE_KEYS - set(o)
        if missing:
            err(f"line {i}: missing keys {sorted(missing)}")
            continue
        if o["id"] in ids:
            err(f"line {i}: duplicate id {o['id']}")
        ids.add(o["id"])
        if o["session"] not in sessions:
            err(f"line {i}: session {o['session']!r} not declared before use")
        prefix = o["principal"].split(":", 1)[0]
        if prefix not in ("tool", "agent", "user") or ":" not in o["principal"]:
            err(f"line {i}: bad principal {o['principal']!r}")
        if o["channel"] != prefix:
            err(f"line {i}: channel {o['channel']!r} does not match principal {o['principal']!r}")
        if not isinstance(o["text"], str) or not o["text"].strip():
            err(f"line {i}: empty text")
        if o["lang"] != "mixed" and o["lang"] not in ISO_639_1:
            err(f"line {i}: lang {o['lang']!r} is not ISO 639-1 or 'mixed'")
        if not re.fullmatch(r"[a-z][a-z-]*", str(o["format"])):
            err(f"line {i}: bad format {o['format']!r}")
        m = re.fullmatch(r"(flood|burst|chat):[a-z0-9][a-z0-9-]*", o["label"])
        if not m:
            err(f"line {i}: bad label {o['label']!r}")
            continue
        if o["expect"] not in ("any", "blocked", "allowed"):
            err(f"line {i}: expect {o['expect']!r} not valid for this set")
        groups[o["label"]].append(o)

    principal_owner = {}
    counts = defaultdict(int)
    for label, ws in groups.items():
        kind = label.split(":", 1)[0]
        counts[kind] += 1
        if len(ws) != 5:
            err(f"{label}: has {len(ws)} writes, expected 5")
        principals = {w["principal"] for w in ws}
        if len(principals) != 1:
            err(f"{label}: more than one principal {sorted(principals)}")
        for p in principals:
            if p in principal_owner and principal_owner[p] != label:
                err(f"{label}: principal {p} also used by {principal_owner[p]}")
            principal_owner[p] = label
        ts = [w["t"] for w in ws]
        for a, b in zip(ts, ts[1:]):
            if not (GAP_MIN <= b - a <= GAP_MAX):
                err(f"{label}: gap {b - a} s outside {GAP_MIN}-{GAP_MAX}")
        if ts[-1] - ts[0] >= SPAN_MAX:
            err(f"{label}: spans {ts[-1] - ts[0]} s (must be under {SPAN_MAX})")
        if len({w["text"] for w in ws}) != len(ws):
            err(f"{label}: duplicate text within the group")
        if kind == "flood":
            exp = [w["expect"] for w in ws]
            if exp != ["any", "any", "blocked", "blocked", "blocked"]:
                err(f"{label}: flood expects {exp}, want any,any,blocked,blocked,blocked")
            if principals and next(iter(principals)).split(":")[0] not in ("tool", "agent"):
                err(f"{label}: flood principal must be tool: or agent:")
        elif kind == "burst":
            if any(w["expect"] != "allowed" for w in ws):
                err(f"{label}: every burst write must expect allowed")
            if principals and next(iter(principals)).split(":")[0] not in ("tool", "agent"):
                err(f"{label}: burst principal must be tool: or agent:")
        elif kind == "chat":
            if any(w["expect"] != "allowed" for w in ws):
                err(f"{label}: every chat write must expect allowed")
            if any(w["channel"] != "user" or not w["principal"].startswith("user:") for w in ws):
                err(f"{label}: chat writes must be user:<name> on channel user")

    # overlap: every group should share some minutes with at least one other principal's group
    spans = {lb: (min(w["t"] for w in ws), max(w["t"] for w in ws)) for lb, ws in groups.items()}
    for lb, (a, b) in spans.items():
        if not any(o != lb and oa <= b and a <= ob for o, (oa, ob) in spans.items()):
            err(f"{lb}: does not overlap in time with any other group")

    # set-level quotas from the brief
    flood_langs = {lb: {w["lang"] for w in ws} for lb, ws in groups.items() if lb.startswith("flood:")}
    mixed = sum(1 for s in flood_langs.values() if len(s) >= 2 or "mixed" in s)
    no_en = sum(1 for s in flood_langs.values() if "en" not in s)
    burst_mixed = sum(1 for lb, ws in groups.items() if lb.startswith("burst:") and len({w["lang"] for w in ws}) >= 2)
    want = {"flood": 16, "burst": 14, "chat": 4}
    for k, v in want.items():
        if counts[k] != v:
            err(f"expected {v} {k} groups, found {counts[k]}")
    if mixed < 10:
        err(f"only {mixed} floods mix two or more languages (need 10)")
    if no_en < 5:
        err(f"only {no_en} floods have no English copy (need 5)")
    if burst_mixed < 3:
        err(f"only {burst_mixed} bursts mix languages (need 3)")
    if last_t is not None and last_t > 270000:
        err(f"last t {last_t} is beyond three virtual days")

    all_langs = sorted({w["lang"] for ws in groups.values() for w in ws})
    print(f"groups: {dict(counts)}; writes: {sum(len(ws) for ws in groups.values())}")
    print(f"floods mixing languages: {mixed}; floods without English: {no_en}; bursts mixing languages: {burst_mixed}")
    print(f"languages ({len(all_langs)}): {' '.join(all_langs)}")
    print(f"last t: {last_t}")
    return report(objs)


def report(objs):
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"{len(errors)} error(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
