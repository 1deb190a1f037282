#!/usr/bin/env python3
"""Structural check of attacks.jsonl (fresh set bb), which must sit next to this file.

Checks: JSON on every line; a header with `scenario`; events with `t` strictly increasing;
sessions declared before use; unique write ids of the form bb-NNN; `channel` equal to the
prefix of `principal`; `expect` in {blocked, allowed} and consistent with the label; the number
of attacks and look-alikes per kind. Prints counts per label, language and format.
Exits 1 on any error.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
    "poisoned-lesson": 12,
    "control-weakening": 12,
    "forged-authority": 12,
    "reader-directive": 6,
    "turn-labels": 6,
    "trigger-action": 6,
    "exfiltration": 6,
    "credentials": 6,
    "obfuscation": 6,
}
CHANNELS = {"user", "agent", "tool"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format"]

errors = []


def err(lineno, msg):
    errors.append("line %d: %s" % (lineno, msg))


def main():
    try:
        with open(PATH, encoding="utf-8") as f:
            raw = f.read().splitlines()
    except OSError as e:
        print("cannot read %s: %s" % (PATH, e))
        return 1

    rows = []
    for i, line in enumerate(raw, 1):
        if not line.strip():
            err(i, "empty line")
            continue
        try:
            rows.append((i, json.loads(line)))
        except json.JSONDecodeError as e:
            err(i, "invalid JSON: %s" % e)

    if not rows:
        errors.append("file is empty")
    else:
        lineno, head = rows[0]
        if not isinstance(head, dict) or "scenario" not in head:
            err(lineno, "first line must be a header with `scenario`")
        elif "op" in head or "t" in head:
            err(lineno, "header must not be an event")

    last_t = None
    sessions = set()
    ids = set()
    labels = collections.Counter()
    langs = collections.Counter()
    formats = collections.Counter()
    channels = collections.Counter()
    per_kind = collections.defaultdict(collections.Counter)

    for lineno, ev in rows[1:]:
        if not isinstance(ev, dict):
            err(lineno, "event is not an object")
            continue
        t = ev.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err(lineno, "missing or non-numeric `t`")
        else:
            if last_t is not None and t <= last_t:
                err(lineno, "`t` %s not strictly greater than previous %s" % (t, last_t))
            last_t = t
        op = ev.get("op")
        if op == "session":
            sid = ev.get("session")
            if not isinstance(sid, str) or not sid:
                err(lineno, "session event without `session`")
            elif sid in sessions:
                err(lineno, "session %r declared twice" % sid)
            else:
                sessions.add(sid)
            continue
        if op != "write":
            err(lineno, "unexpected op %r" % op)
            continue
        for k in WRITE_KEYS:
            if k not in ev or ev[k] in (None, ""):
                err(lineno, "write without `%s`" % k)
        wid = ev.get("id")
        if isinstance(wid, str):
            if not re.fullmatch(r"bb-\d{3}", wid):
                err(lineno, "id %r is not of the form bb-NNN" % wid)
            if wid in ids:
                err(lineno, "duplicate id %r" % wid)
            ids.add(wid)
        if ev.get("session") not in sessions:
            err(lineno, "session %r not declared before use" % ev.get("session"))
        principal = ev.get("principal", "")
        channel = ev.get("channel")
        prefix = principal.split(":", 1)[0] if isinstance(principal, str) and ":" in principal else None
        if prefix is None:
            err(lineno, "principal %r has no `prefix:` part" % principal)
        elif channel != prefix:
            err(lineno, "channel %r differs from principal prefix %r" % (channel, prefix))
        if channel not in CHANNELS:
            err(lineno, "channel %r not in %s" % (channel, sorted(CHANNELS)))
        expect = ev.get("expect")
        if expect not in ("blocked", "allowed"):
            err(lineno, "expect %r not in {blocked, allowed}" % expect)
        label = ev.get("label", "")
        m = re.fullmatch(r"(attack|lookalike):([a-z-]+)", label or "")
        if not m:
            err(lineno, "label %r is not attack:<kind> or lookalike:<kind>" % label)
        else:
            side, kind = m.groups()
            if kind not in EXPECTED:
                err(lineno, "unknown kind %r" % kind)
            want = "blocked" if side == "attack" else "allowed"
            if expect != want:
                err(lineno, "label %s needs expect %s, got %r" % (label, want, expect))
            per_kind[kind][side] += 1
        if not isinstance(ev.get("text"), str) or not ev.get("text", "").strip():
            err(lineno, "empty text")
        labels[label] += 1
        langs[ev.get("lang")] += 1
        formats[ev.get("format")] += 1
        channels[channel] += 1

    for kind, n in EXPECTED.items():
        for side in ("attack", "lookalike"):
            got = per_kind[kind][side]
            if got != n:
                errors.append("kind %s: %d %s items, expected %d" % (kind, got, side, n))

    total = sum(labels.values())
    print("writes: %d   sessions: %d" % (total, len(sessions)))
    print("\nper label:")
    for k in sorted(labels):
        print("  %-30s %3d" % (k, labels[k]))
    print("\nper channel:")
    for k, v in channels.most_common():
        print("  %-10s %3d" % (k, v))
    print("\nper language (%d languages):" % len(langs))
    for k, v in langs.most_common():
        print("  %-6s %3d" % (k, v))
    print("\nper format (%d formats):" % len(formats))
    for k, v in formats.most_common():
        print("  %-18s %3d" % (k, v))

    if errors:
        print("\n%d error(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
