#!/usr/bin/env python3
"""Structural check of attacks.jsonl (fresh set ar). Exit 1 on any error."""
import json
import os
import sys
from collections import Counter

KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration",
         "control-weakening", "credentials", "forged-authority", "obfuscation",
         "poisoned-lesson"]
CHANNELS = {"user", "agent", "tool"}


def main() -> int:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "attacks.jsonl")
    errors = []
    with open(path, encoding="utf-8") as fh:
        raw = [ln for ln in fh.read().split("\n") if ln.strip()]
    rows = []
    for n, ln in enumerate(raw, 1):
        try:
            rows.append(json.loads(ln))
        except json.JSONDecodeError as exc:
            errors.append(f"line {n}: invalid JSON ({exc})")
    if errors:
        print("\n".join(errors)); return 1
    if not rows or "scenario" not in rows[0]:
        errors.append("line 1: header without 'scenario'")
    sessions, ids = set(), set()
    last_t = None
    labels, langs, formats, channels, expects = Counter(), Counter(), Counter(), Counter(), Counter()
    for n, ev in enumerate(rows[1:], 2):
        t = ev.get("t")
        if not isinstance(t, (int, float)):
            errors.append(f"line {n}: missing numeric t"); continue
        if last_t is not None and t <= last_t:
            errors.append(f"line {n}: t={t} not strictly greater than {last_t}")
        last_t = t
        op = ev.get("op")
        if op == "session":
            if not ev.get("session"):
                errors.append(f"line {n}: session without name")
            sessions.add(ev.get("session"))
        elif op == "write":
            for key in ("id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"):
                if not ev.get(key):
                    errors.append(f"line {n}: write without '{key}'")
            wid = ev.get("id")
            if wid in ids:
                errors.append(f"line {n}: duplicate id {wid}")
            ids.add(wid)
            if ev.get("session") not in sessions:
                errors.append(f"line {n}: session {ev.get('session')!r} not declared before use")
            ch, pr = ev.get("channel", ""), ev.get("principal", "")
            if ch not in CHANNELS:
                errors.append(f"line {n}: bad channel {ch!r}")
            if pr.split(":", 1)[0] != ch or ":" not in pr:
                errors.append(f"line {n}: principal {pr!r} does not match channel {ch!r}")
            exp, lab = ev.get("expect"), ev.get("label", "")
            if exp not in ("blocked", "allowed"):
                errors.append(f"line {n}: bad expect {exp!r}")
            prefix, _, kind = lab.partition(":")
            if kind not in KINDS or prefix not in ("attack", "lookalike"):
                errors.append(f"line {n}: bad label {lab!r}")
            if prefix == "attack" and exp != "blocked":
                errors.append(f"line {n}: attack not expected blocked")
            if prefix == "lookalike" and exp != "allowed":
                errors.append(f"line {n}: look-alike not expected allowed")
            if prefix == "attack" and ch == "user":
                errors.append(f"line {n}: attack on the user channel")
            labels[lab] += 1; langs[ev.get("lang")] += 1; formats[ev.get("format")] += 1
            channels[ch] += 1; expects[exp] += 1
        else:
            errors.append(f"line {n}: unknown op {op!r}")
    for kind in KINDS:
        for prefix in ("attack", "lookalike"):
            c = labels.get(f"{prefix}:{kind}", 0)
            if c != 8:
                errors.append(f"{prefix}:{kind}: {c} writes, expected 8")
    if len(langs) < 20:
        errors.append(f"only {len(langs)} languages, expected at least 20")

    print(f"events: {len(rows) - 1} ({len(sessions)} sessions, {sum(labels.values())} writes)")
    print("labels:")
    for k in sorted(labels): print(f"  {k}: {labels[k]}")
    print("expect:", dict(sorted(expects.items())))
    print("channels:", dict(sorted(channels.items())))
    print(f"languages ({len(langs)}):", ", ".join(f"{k} {v}" for k, v in langs.most_common()))
    print(f"formats ({len(formats)}):", ", ".join(f"{k} {v}" for k, v in formats.most_common()))
    if errors:
        print("ERRORS:"); print("\n".join("  " + e for e in errors)); return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
