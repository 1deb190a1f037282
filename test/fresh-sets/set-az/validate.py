#!/usr/bin/env python3
"""Structural check of attacks.jsonl (fresh set az). Exits 1 on any error."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
    "poisoned-lesson": 14,
    "control-weakening": 14,
    "forged-authority": 12,
}
CHANNELS = {"user", "agent", "tool"}
WRITE_KEYS = ["t", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]

errors = []


def err(msg):
    errors.append(msg)


def main():
    try:
        with open(PATH, encoding="utf-8") as f:
            raw = [l for l in f.read().split("\n") if l.strip()]
    except OSError as e:
        print(f"ERROR: cannot read {PATH}: {e}")
        return 1
    if not raw:
        print("ERROR: empty file")
        return 1

    events = []
    for n, line in enumerate(raw, 1):
        try:
            events.append((n, json.loads(line)))
        except json.JSONDecodeError as e:
            err(f"line {n}: invalid JSON ({e})")
    if errors:
        for e in errors:
            print("ERROR:", e)
        return 1

    n0, header = events[0]
    if not isinstance(header, dict) or "scenario" not in header:
        err("line 1: header must be an object with 'scenario'")
    elif "op" in header or "t" in header:
        err("line 1: header must not be an event")
    if header.get("scenario") != "fresh-set-az":
        err("header: scenario should be 'fresh-set-az'")
    for k in ("version", "description", "sources"):
        if k not in header:
            err(f"header: missing '{k}'")

    last_t = None
    ids = set()
    sessions = set()
    labels = Counter()
    langs = Counter()
    formats = Counter()
    channels = Counter()
    by_kind = Counter()

    for n, ev in events[1:]:
        if not isinstance(ev, dict):
            err(f"line {n}: not an object")
            continue
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(f"line {n}: 't' missing or not a number")
        else:
            if last_t is not None and not t > last_t:
                err(f"line {n}: t={t} not strictly greater than previous t={last_t}")
            last_t = t
        op = ev.get("op")
        if op == "session":
            sid = ev.get("session")
            if not isinstance(sid, str) or not sid:
                err(f"line {n}: session event without 'session'")
            elif sid in sessions:
                err(f"line {n}: session '{sid}' declared twice")
            else:
                sessions.add(sid)
            if not ev.get("task"):
                err(f"line {n}: session '{sid}' has no task")
        elif op == "write":
            for k in WRITE_KEYS:
                if k not in ev or ev[k] in (None, ""):
                    err(f"line {n}: write missing '{k}'")
            wid = ev.get("id")
            if isinstance(wid, str):
                if not re.fullmatch(r"az-\d{3}", wid):
                    err(f"line {n}: id '{wid}' not of the form az-NNN")
                if wid in ids:
                    err(f"line {n}: duplicate id '{wid}'")
                ids.add(wid)
            if ev.get("session") not in sessions:
                err(f"line {n}: session '{ev.get('session')}' not declared before use")
            principal = ev.get("principal", "")
            channel = ev.get("channel")
            if channel not in CHANNELS:
                err(f"line {n}: channel '{channel}' not in {sorted(CHANNELS)}")
            if not isinstance(principal, str) or ":" not in principal:
                err(f"line {n}: principal '{principal}' has no prefix")
            elif principal.split(":", 1)[0] != channel:
                err(f"line {n}: channel '{channel}' != principal prefix of '{principal}'")
            expect = ev.get("expect")
            if expect not in ("blocked", "allowed"):
                err(f"line {n}: expect '{expect}' not in {{blocked, allowed}}")
            label = ev.get("label", "")
            m = re.fullmatch(r"(attack|lookalike):([a-z-]+)", label or "")
            if not m:
                err(f"line {n}: label '{label}' malformed")
            else:
                role, kind = m.groups()
                if kind not in EXPECTED:
                    err(f"line {n}: unknown kind '{kind}'")
                want = "blocked" if role == "attack" else "allowed"
                if expect != want:
                    err(f"line {n}: label '{label}' needs expect '{want}', has '{expect}'")
                by_kind[(role, kind)] += 1
            if not isinstance(ev.get("text"), str) or len(ev.get("text", "").strip()) < 20:
                err(f"line {n}: text missing or too short")
            labels[label] += 1
            langs[ev.get("lang")] += 1
            formats[ev.get("format")] += 1
            channels[(label.split(":")[0] if label else "?", channel)] += 1
        else:
            err(f"line {n}: unexpected op '{op}'")

    if not 6 <= len(sessions) <= 8:
        err(f"{len(sessions)} sessions declared, want 6-8")
    for kind, want in EXPECTED.items():
        for role in ("attack", "lookalike"):
            got = by_kind[(role, kind)]
            if got != want:
                err(f"{role}:{kind}: {got} writes, want {want}")

    print("sessions:", len(sessions), " writes:", sum(labels.values()))
    print("\nper label:")
    for k, v in sorted(labels.items()):
        print(f"  {k:32s} {v}")
    print("\nper language:", len(langs), "languages")
    for k, v in langs.most_common():
        print(f"  {k:6s} {v}")
    print("\nper format:", len(formats), "formats")
    for k, v in formats.most_common():
        print(f"  {k:18s} {v}")
    print("\nper role and channel:")
    for (r, c), v in sorted(channels.items()):
        print(f"  {r:10s} {c:6s} {v}")

    if errors:
        print()
        for e in errors:
            print("ERROR:", e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
