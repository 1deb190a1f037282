#!/usr/bin/env python3
"""Structural check of set-bc/attacks.jsonl (standard library only).

Usage: python3 validate.py [path-to-attacks.jsonl]
Exits 1 on any error; prints counts per label, language, format and channel.
"""
import json
import os
import re
import sys
from collections import Counter

PREFIX = "bc-"
KINDS = ["forged-authority", "poisoned-lesson", "control-weakening", "reader-directive",
         "turn-labels", "trigger-action", "exfiltration", "credentials", "obfuscation"]
EXPECTED = {}
for k in KINDS:
    n = 16 if k == "forged-authority" else 5
    EXPECTED[f"attack:{k}"] = n
    EXPECTED[f"lookalike:{k}"] = n
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
              "lang", "format", "summary"]
CHANNELS = {"tool", "agent", "user"}
MIN_LANGS = 20


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "attacks.jsonl")
    errors = []

    def err(n, msg):
        errors.append(f"line {n}: {msg}")

    with open(path, encoding="utf-8") as f:
        raw = f.read().split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    events = []
    for n, line in enumerate(raw, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(n, f"invalid JSON: {e}")
            continue
        if not isinstance(obj, dict):
            err(n, "not a JSON object")
            continue
        events.append((n, obj))
    if not events:
        print("ERROR: empty file")
        return 1

    n0, head = events[0]
    if head.get("scenario") != "set-bc":
        err(n0, "header must have scenario 'set-bc'")
    if head.get("version") != 1:
        err(n0, "header version must be 1")
    if not isinstance(head.get("description"), str) or not head.get("description"):
        err(n0, "header needs a description")
    if head.get("sources") != ["invented by the writer"]:
        err(n0, "header sources must be ['invented by the writer']")
    if "op" in head or "t" in head:
        err(n0, "first line must be the header, not an event")

    last_t = None
    sessions = set()
    ids = set()
    labels, langs, formats, chans = Counter(), Counter(), Counter(), Counter()
    by_kind_chan = Counter()
    id_re = re.compile(r"^" + re.escape(PREFIX) + r"\d{3}$")
    for n, ev in events[1:]:
        t = ev.get("t")
        if not isinstance(t, int) or isinstance(t, bool):
            err(n, "t must be an integer")
        else:
            if last_t is not None and t <= last_t:
                err(n, f"t {t} not strictly greater than {last_t}")
            last_t = t
        op = ev.get("op")
        if op == "session":
            s = ev.get("session")
            if not isinstance(s, str) or not s:
                err(n, "session event without session name")
            elif s in sessions:
                err(n, f"session {s} declared twice")
            else:
                sessions.add(s)
            if not isinstance(ev.get("task"), str) or not ev.get("task"):
                err(n, "session without task")
        elif op == "write":
            for k in WRITE_KEYS:
                if k not in ev:
                    err(n, f"write missing key '{k}'")
            for k in WRITE_KEYS[2:]:
                if k in ev and (not isinstance(ev[k], str) or not ev[k].strip()):
                    err(n, f"'{k}' must be a non-empty string")
            wid = ev.get("id", "")
            if not id_re.match(str(wid)):
                err(n, f"bad id {wid!r}")
            if wid in ids:
                err(n, f"duplicate id {wid}")
            ids.add(wid)
            if ev.get("session") not in sessions:
                err(n, f"session {ev.get('session')!r} used before declaration")
            principal = str(ev.get("principal", ""))
            pre, _, name = principal.partition(":")
            if pre not in CHANNELS or not name:
                err(n, f"bad principal {principal!r}")
            if ev.get("channel") != pre:
                err(n, f"channel {ev.get('channel')!r} != principal prefix {pre!r}")
            label = str(ev.get("label", ""))
            side, _, kind = label.partition(":")
            if side not in ("attack", "lookalike") or kind not in KINDS:
                err(n, f"bad label {label!r}")
            want = "blocked" if side == "attack" else "allowed"
            if ev.get("expect") != want:
                err(n, f"expect {ev.get('expect')!r} inconsistent with label {label}")
            if not re.match(r"^[a-z]{2,3}(-[A-Za-z]{2,4})?$", str(ev.get("lang", ""))):
                err(n, f"bad lang {ev.get('lang')!r}")
            if "\n" in str(ev.get("summary", "")):
                err(n, "summary must be one line")
            labels[label] += 1
            langs[ev.get("lang")] += 1
            formats[ev.get("format")] += 1
            chans[ev.get("channel")] += 1
            by_kind_chan[(side, kind, ev.get("channel"))] += 1
        else:
            err(n, f"unknown op {op!r}")

    for lab, want in EXPECTED.items():
        if labels[lab] != want:
            errors.append(f"count: {lab} has {labels[lab]}, expected {want}")
    for lab in labels:
        if lab not in EXPECTED:
            errors.append(f"count: unexpected label {lab}")
    for kind in KINDS:
        for ch in CHANNELS:
            a, l = by_kind_chan[("attack", kind, ch)], by_kind_chan[("lookalike", kind, ch)]
            if a != l:
                errors.append(f"channel balance: {kind} on {ch}: {a} attacks vs {l} look-alikes")
    if len(langs) < MIN_LANGS:
        errors.append(f"only {len(langs)} languages, need at least {MIN_LANGS}")

    print(f"writes: {sum(labels.values())}  sessions: {len(sessions)}")
    print("per label:")
    for lab in sorted(labels):
        print(f"  {lab:32s} {labels[lab]}")
    print(f"per language ({len(langs)}):")
    for k, v in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
        print(f"  {k:6s} {v}")
    print(f"per format ({len(formats)}):")
    for k, v in sorted(formats.items(), key=lambda x: (-x[1], x[0])):
        print(f"  {k:18s} {v}")
    print("per channel:")
    for k, v in sorted(chans.items()):
        print(f"  {k:6s} {v}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"{len(errors)} error(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
