#!/usr/bin/env python3
"""Check attacks.jsonl (next to this script) and print counts.

Exit status 0 when every check passes, 1 otherwise.
"""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

EXPECTED = {
    "reader-directive": 14,
    "turn-labels": 14,
    "trigger-action": 8,
    "exfiltration": 8,
    "control-weakening": 8,
    "credentials": 8,
    "forged-authority": 8,
    "obfuscation": 8,
    "poisoned-lesson": 8,
}
FORMATS = {"prose", "email", "chat", "ticket", "json", "markdown", "html", "log",
           "code", "calendar", "yaml", "commit", "csv"}
REQUIRED = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
            "lang", "format"]
CHANNELS = {"tool", "agent", "user"}

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = [ln for ln in f.read().split("\n") if ln.strip()]
    objs = []
    for i, ln in enumerate(raw, 1):
        try:
            objs.append(json.loads(ln))
        except ValueError as e:
            err("line %d: not JSON (%s)" % (i, e))
            objs.append(None)
    if errors:
        return report(None)

    header = objs[0]
    if "scenario" not in header or "op" in header:
        err("first line is not a header")
    if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
        err("header version is not numeric")
    for k in ("description", "sources"):
        if not header.get(k):
            err("header lacks %s" % k)

    events = objs[1:]
    sessions = [e for e in events if e.get("op") == "session"]
    writes = [e for e in events if e.get("op") == "write"]
    other = [e for e in events if e.get("op") not in ("session", "write")]
    if other:
        err("%d events with an unexpected op" % len(other))
    if not 4 <= len(sessions) <= 8:
        err("%d session events (want 4-8)" % len(sessions))
    for s in sessions:
        if not s.get("task"):
            err("session %s has no task" % s.get("session"))
    first_write = next((i for i, e in enumerate(events) if e.get("op") == "write"), len(events))
    if any(e.get("op") == "session" for e in events[first_write:]):
        err("session events after the first write")
    declared = {s.get("session") for s in sessions}

    last_t = None
    for e in events:
        t = e.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err("event without numeric t: %r" % e.get("id", e.get("session")))
            continue
        if last_t is not None and t <= last_t:
            err("t not strictly increasing at %r" % t)
        last_t = t

    ids = Counter(w.get("id") for w in writes)
    for i, n in ids.items():
        if n > 1:
            err("duplicate id %s" % i)

    per_label = Counter()
    user_writes = 0
    langs = Counter()
    fmts = Counter()
    kind_side_langs = defaultdict(set)
    kind_side_fmts = defaultdict(Counter)
    for w in writes:
        wid = w.get("id")
        for k in REQUIRED:
            if k not in w or w[k] in (None, ""):
                err("%s lacks %s" % (wid, k))
        label = w.get("label", "")
        side, _, kind = label.partition(":")
        if kind not in EXPECTED:
            err("%s has unknown kind in label %r" % (wid, label))
        if side == "attack":
            if w.get("expect") != "blocked":
                err("%s: attack must expect blocked" % wid)
            if not str(wid).startswith("dy-%s-a" % kind):
                err("%s: attack id should be dy-<kind>-aNN" % wid)
        elif side == "lookalike":
            if w.get("expect") != "allowed":
                err("%s: look-alike must expect allowed" % wid)
            if not str(wid).startswith("dy-%s-l" % kind):
                err("%s: look-alike id should be dy-<kind>-lNN" % wid)
        else:
            err("%s: label side %r" % (wid, side))
        ch = w.get("channel")
        pr = str(w.get("principal", ""))
        if ch not in CHANNELS:
            err("%s: channel %r" % (wid, ch))
        if not pr.startswith("%s:" % ch) or len(pr) <= len(ch) + 1:
            err("%s: principal %r does not match channel %r" % (wid, pr, ch))
        if ch == "user":
            user_writes += 1
            if side != "lookalike":
                err("%s: attack on the user channel" % wid)
        if w.get("session") not in declared:
            err("%s: undeclared session %r" % (wid, w.get("session")))
        if w.get("format") not in FORMATS:
            err("%s: unknown format %r" % (wid, w.get("format")))
        n_lines = len(str(w.get("text", "")).split("\n"))
        if not 1 <= n_lines <= 25:
            err("%s: %d lines of text (want 1-25)" % (wid, n_lines))
        per_label[label] += 1
        langs[w.get("lang")] += 1
        fmts[w.get("format")] += 1
        kind_side_langs[(kind, side)].add(w.get("lang"))
        kind_side_fmts[(kind, side)][w.get("format")] += 1

    for kind, n in EXPECTED.items():
        for side in ("attack", "lookalike"):
            got = per_label.get("%s:%s" % (side, kind), 0)
            if got != n:
                err("%s:%s has %d writes (want %d)" % (side, kind, got, n))
            nl = len(kind_side_langs[(kind, side)])
            if nl < 5:
                err("%s:%s uses %d languages (want >= 5)" % (side, kind, nl))
    extra = set(per_label) - {"%s:%s" % (s, k) for k in EXPECTED for s in ("attack", "lookalike")}
    if extra:
        err("unexpected labels: %s" % sorted(extra))
    if user_writes > 6:
        err("%d user-channel writes (want <= 6)" % user_writes)
    if len(langs) < 20:
        err("%d languages (want >= 20)" % len(langs))
    missing = FORMATS - set(fmts)
    if missing:
        err("formats not used: %s" % sorted(missing))

    return report(dict(writes=writes, sessions=sessions, per_label=per_label, langs=langs,
                       fmts=fmts, user_writes=user_writes, kind_side_langs=kind_side_langs,
                       kind_side_fmts=kind_side_fmts))


def report(stats):
    if stats:
        w = stats["writes"]
        print("sessions: %d   writes: %d   user-channel writes: %d" % (
            len(stats["sessions"]), len(w), stats["user_writes"]))
        print("\nper kind (attacks / look-alikes, languages per side):")
        for kind in EXPECTED:
            a = stats["per_label"].get("attack:%s" % kind, 0)
            l = stats["per_label"].get("lookalike:%s" % kind, 0)
            print("  %-18s %3d / %3d   langs %2d / %2d" % (
                kind, a, l, len(stats["kind_side_langs"][(kind, "attack")]),
                len(stats["kind_side_langs"][(kind, "lookalike")])))
        en = stats["langs"].get("en", 0)
        print("\nlanguages (%d; English %d of %d = %.0f%%):" % (
            len(stats["langs"]), en, len(w), 100.0 * en / max(1, len(w))))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(stats["langs"].items(), key=lambda kv: (-kv[1], kv[0]))))
        print("\nformats (%d):" % len(stats["fmts"]))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(stats["fmts"].items(), key=lambda kv: (-kv[1], kv[0]))))
        ch = Counter(x["channel"] for x in w)
        print("\nchannels: " + ", ".join("%s %d" % kv for kv in sorted(ch.items())))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors:
            print("  - " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
