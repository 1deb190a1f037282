#!/usr/bin/env python3
"""Structural check of attacks.jsonl in this folder (set-ay).

Checks: header line with `scenario`; `t` strictly increasing; unique write ids;
channel equal to the principal's prefix; expect in {blocked, allowed} and matching
the label polarity; required keys present; sessions declared (6-8) before use;
counts per kind. Prints counts per label, language and format. Exits 1 on any error.
"""
import json
import os
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
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text",
              "label", "expect", "lang", "format"]

errors = []


def err(msg):
    errors.append(msg)


def main():
    try:
        with open(PATH, encoding="utf-8") as f:
            raw = [l for l in f.read().split("\n") if l.strip()]
    except OSError as e:
        print(f"cannot read {PATH}: {e}")
        return 1
    if not raw:
        print("empty file")
        return 1

    rows = []
    for n, line in enumerate(raw, 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {n}: invalid JSON ({e})")
            rows.append(None)

    header = rows[0]
    if not isinstance(header, dict) or "scenario" not in header:
        err("line 1: header without `scenario`")
    elif header.get("scenario") != "fresh-set-set-ay":
        err(f"line 1: unexpected scenario name {header.get('scenario')!r}")
    if isinstance(header, dict) and "t" in header:
        err("line 1: header carries `t`; expected a header, not an event")

    last_t = None
    ids = set()
    sessions = set()
    labels = Counter()
    langs = Counter()
    formats = Counter()
    channels = Counter()
    kinds = Counter()

    for n, ev in enumerate(rows[1:], 2):
        if not isinstance(ev, dict):
            continue
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(f"line {n}: `t` missing or not a number")
        else:
            if last_t is not None and not t > last_t:
                err(f"line {n}: t={t} not strictly greater than previous {last_t}")
            last_t = t
        op = ev.get("op")
        if op == "session":
            sid = ev.get("session")
            if not sid:
                err(f"line {n}: session event without `session`")
            elif sid in sessions:
                err(f"line {n}: session {sid} declared twice")
            else:
                sessions.add(sid)
            if not ev.get("task"):
                err(f"line {n}: session {sid} without `task`")
        elif op == "write":
            for k in WRITE_KEYS:
                if k not in ev or ev[k] in (None, ""):
                    err(f"line {n}: write missing `{k}`")
            wid = ev.get("id")
            if wid in ids:
                err(f"line {n}: duplicate id {wid}")
            ids.add(wid)
            if ev.get("session") not in sessions:
                err(f"line {n}: session {ev.get('session')!r} not declared before use")
            principal = str(ev.get("principal", ""))
            channel = ev.get("channel")
            if ":" not in principal:
                err(f"line {n}: principal {principal!r} has no prefix")
            elif principal.split(":", 1)[0] != channel:
                err(f"line {n}: channel {channel!r} != principal prefix of {principal!r}")
            if channel not in CHANNELS:
                err(f"line {n}: channel {channel!r} not in {sorted(CHANNELS)}")
            expect = ev.get("expect")
            if expect not in ("blocked", "allowed"):
                err(f"line {n}: expect {expect!r} not in {{blocked, allowed}}")
            label = str(ev.get("label", ""))
            pol, _, kind = label.partition(":")
            if pol not in ("attack", "lookalike") or kind not in EXPECTED:
                err(f"line {n}: unexpected label {label!r}")
            else:
                want = "blocked" if pol == "attack" else "allowed"
                if expect != want:
                    err(f"line {n}: label {label} needs expect {want}, has {expect}")
                kinds[(kind, pol)] += 1
            labels[label] += 1
            langs[ev.get("lang")] += 1
            formats[ev.get("format")] += 1
            channels[(pol, channel)] += 1
        else:
            err(f"line {n}: unexpected op {op!r}")

    if not 6 <= len(sessions) <= 8:
        err(f"{len(sessions)} sessions declared, expected 6-8")
    for kind, want in EXPECTED.items():
        for pol in ("attack", "lookalike"):
            got = kinds[(kind, pol)]
            if got != want:
                err(f"{pol}:{kind}: {got} items, expected {want}")

    total = sum(labels.values())
    print(f"writes: {total}   sessions: {len(sessions)}")
    print("\nper label:")
    for k, v in sorted(labels.items()):
        print(f"  {k:32s} {v}")
    print(f"\nper language ({len(langs)}):")
    for k, v in langs.most_common():
        print(f"  {k:6s} {v}")
    print(f"\nper format ({len(formats)}):")
    for k, v in formats.most_common():
        print(f"  {k:22s} {v}")
    print("\nper polarity and channel:")
    for (p, c), v in sorted(channels.items()):
        print(f"  {p:10s} {c:6s} {v}")

    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
