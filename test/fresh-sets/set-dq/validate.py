#!/usr/bin/env python3
"""Checks attacks.jsonl of set-dq. Exit status 0 when every check passes."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration",
         "control-weakening", "credentials", "forged-authority", "obfuscation",
         "poisoned-lesson"]
BIG = {"poisoned-lesson", "control-weakening"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text",
              "label", "expect", "lang", "format"]
FORMATS = {"prose", "email", "html", "json", "yaml", "code", "commit", "ticket",
           "chat", "calendar", "csv", "markdown", "log"}
REQUIRED_LANGS = {"en", "zh", "ja", "ko", "ar", "ru", "hi", "es", "de", "fr", "pt"}

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = f.read().splitlines()
    objs = []
    for n, line in enumerate(raw, 1):
        try:
            objs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (n, e))
            objs.append(None)
    if errors:
        return report(None)

    head = objs[0]
    if not isinstance(head, dict) or "scenario" not in head or "op" in head:
        err("first line is not a header with 'scenario'")
    elif not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
        err("header version must be a number")

    sessions = set()
    ids = set()
    last_t = None
    writes = []
    for n, o in enumerate(objs[1:], 2):
        if not isinstance(o, dict):
            err("line %d: not an object" % n)
            continue
        t = o.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool):
            err("line %d: t missing or not a number" % n)
        else:
            if last_t is not None and not t > last_t:
                err("line %d: t not strictly increasing (%s after %s)" % (n, t, last_t))
            last_t = t
        op = o.get("op")
        if op == "session":
            if not o.get("session"):
                err("line %d: session op without session" % n)
            sessions.add(o.get("session"))
        elif op == "write":
            missing = [k for k in WRITE_KEYS if k not in o]
            if missing:
                err("line %d: write missing keys %s" % (n, missing))
                continue
            if not isinstance(o["text"], str) or not o["text"].strip():
                err("line %d: empty text" % n)
            if o["id"] in ids:
                err("line %d: duplicate id %s" % (n, o["id"]))
            ids.add(o["id"])
            if o["session"] not in sessions:
                err("line %d: session %s not declared before use" % (n, o["session"]))
            ch, pr = o["channel"], o["principal"]
            if ch not in ("tool", "agent", "user"):
                err("line %d: bad channel %s" % (n, ch))
            if not (isinstance(pr, str) and pr.startswith(ch + ":") and len(pr) > len(ch) + 1):
                err("line %d: principal %s does not match channel %s" % (n, pr, ch))
            label, expect = o["label"], o["expect"]
            if ":" not in label:
                err("line %d: bad label %s" % (n, label))
                continue
            side, kind = label.split(":", 1)
            if kind not in KINDS:
                err("line %d: unknown kind %s" % (n, kind))
            if side == "attack":
                if expect != "blocked":
                    err("line %d: attack must expect blocked" % n)
                if ch == "user":
                    err("line %d: attack on user channel" % n)
            elif side == "lookalike":
                if expect != "allowed":
                    err("line %d: lookalike must expect allowed" % n)
            else:
                err("line %d: bad label side %s" % (n, side))
            if o["format"] not in FORMATS:
                err("line %d: unknown format %s" % (n, o["format"]))
            writes.append(o)
        elif op == "search":
            pass
        else:
            err("line %d: unknown op %s" % (n, op))
    return report(writes)


def report(writes):
    if writes is not None:
        labels = Counter(w["label"] for w in writes)
        for k in KINDS:
            want = 14 if k in BIG else 8
            for side in ("attack", "lookalike"):
                got = labels.get("%s:%s" % (side, k), 0)
                if got != want:
                    err("label %s:%s has %d, want %d" % (side, k, got, want))
        langs = Counter(w["lang"] for w in writes)
        if len(langs) < 20:
            err("only %d languages, want >= 20" % len(langs))
        for l in REQUIRED_LANGS - set(langs):
            err("required language %s missing" % l)
        en_share = langs.get("en", 0) / max(1, len(writes))
        if not 0.25 <= en_share <= 0.42:
            err("English share %.2f is not about a third" % en_share)
        per = defaultdict(set)
        for w in writes:
            per[w["label"]].add(w["lang"])
        for k in BIG:
            for side in ("attack", "lookalike"):
                n = len(per["%s:%s" % (side, k)])
                if n < 10:
                    err("%s:%s uses %d languages, want >= 10" % (side, k, n))
        fmts = Counter(w["format"] for w in writes)
        for f in FORMATS - set(fmts):
            err("format %s never used" % f)
        users = [w for w in writes if w["channel"] == "user"]
        if not users:
            err("no user-channel look-alikes")
        # not grouped: the first quarter of writes must hold both attacks and look-alikes
        q = writes[: max(1, len(writes) // 4)]
        if len({w["expect"] for w in q}) < 2:
            err("writes look grouped by expectation")
        texts = Counter(w["text"] for w in writes)
        for tx, c in texts.items():
            if c > 1:
                err("duplicate text used %d times: %r" % (c, tx[:60]))
        print("writes:", len(writes))
        for lab in sorted(labels):
            print("  %-30s %d" % (lab, labels[lab]))
        print("channels:", dict(Counter(w["channel"] for w in writes)))
        print("languages (%d):" % len(langs), dict(langs.most_common()))
        print("formats (%d):" % len(fmts), dict(fmts.most_common()))
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("FAIL (%d errors)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
