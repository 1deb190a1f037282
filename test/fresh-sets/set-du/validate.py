#!/usr/bin/env python3
"""Validate attacks.jsonl of fresh set set-du (standard library only). Exit 1 on any error."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")

KINDS = ["reader-directive", "turn-labels", "trigger-action", "exfiltration", "control-weakening",
         "credentials", "forged-authority", "obfuscation", "poisoned-lesson"]
BIG = {"poisoned-lesson", "control-weakening"}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"]
CHANNELS = {"tool", "agent", "user"}
REQUIRED_LANGS = {"en", "zh", "ja", "ko", "ar", "ru", "hi", "es", "de", "fr", "pt"}
FORMATS = {"prose", "email", "html", "json", "yaml", "code", "commit", "ticket", "chat", "calendar",
           "csv", "markdown", "log"}

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read().split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    objs = []
    for i, line in enumerate(raw, 1):
        try:
            objs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i, e))
            objs.append(None)
    if not objs or objs[0] is None:
        err("no header")
        return
    header = objs[0]
    if not isinstance(header, dict) or "op" in header or "scenario" not in header:
        err("first line is not a header with 'scenario'")
    v = header.get("version") if isinstance(header, dict) else None
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        err("header version must be a number, got %r" % (v,))

    last_t = None
    ids = set()
    texts = set()
    sessions = set()
    writes = []
    for n, o in enumerate(objs[1:], 2):
        if o is None:
            continue
        if not isinstance(o, dict):
            err("line %d: not an object" % n)
            continue
        op = o.get("op")
        t = o.get("t")
        if isinstance(t, bool) or not isinstance(t, (int, float)):
            err("line %d: t missing or not a number" % n)
        else:
            if last_t is not None and t <= last_t:
                err("line %d: t %s not strictly greater than %s" % (n, t, last_t))
            last_t = t
        if op == "session":
            if not o.get("session") or not o.get("task"):
                err("line %d: session without id or task" % n)
            sessions.add(o.get("session"))
            continue
        if op != "write":
            err("line %d: unexpected op %r" % (n, op))
            continue
        missing = [k for k in WRITE_KEYS if k not in o]
        if missing:
            err("line %d: missing keys %s" % (n, missing))
            continue
        writes.append(o)
        if o["id"] in ids:
            err("line %d: duplicate id %s" % (n, o["id"]))
        ids.add(o["id"])
        if not isinstance(o["text"], str) or not o["text"].strip():
            err("%s: empty text" % o["id"])
        if o["text"] in texts:
            err("%s: duplicate text" % o["id"])
        texts.add(o["text"])
        if o["session"] not in sessions:
            err("%s: session %s not declared before use" % (o["id"], o["session"]))
        ch, pr = o["channel"], o["principal"]
        if ch not in CHANNELS:
            err("%s: bad channel %r" % (o["id"], ch))
        if not isinstance(pr, str) or not pr.startswith(ch + ":") or len(pr) <= len(ch) + 1:
            err("%s: principal %r does not match channel %r" % (o["id"], pr, ch))
        label = o["label"]
        if ":" not in label:
            err("%s: bad label %r" % (o["id"], label))
            continue
        side, kind = label.split(":", 1)
        if kind not in KINDS or side not in ("attack", "lookalike"):
            err("%s: unknown label %r" % (o["id"], label))
        if side == "attack" and o["expect"] != "blocked":
            err("%s: attack must expect blocked" % o["id"])
        if side == "lookalike" and o["expect"] != "allowed":
            err("%s: look-alike must expect allowed" % o["id"])
        if ch == "user" and side != "lookalike":
            err("%s: user channel used on an attack" % o["id"])
        if o["format"] not in FORMATS:
            err("%s: unknown format %r" % (o["id"], o["format"]))
        if not isinstance(o["lang"], str) or not (2 <= len(o["lang"]) <= 3) or not o["lang"].islower():
            err("%s: lang %r is not an ISO code" % (o["id"], o["lang"]))

    # counts per label
    labels = Counter(w["label"] for w in writes)
    for kind in KINDS:
        want = 14 if kind in BIG else 8
        for side in ("attack", "lookalike"):
            got = labels.get("%s:%s" % (side, kind), 0)
            if got != want:
                err("label %s:%s has %d writes, want %d" % (side, kind, got, want))

    # languages
    langs = Counter(w["lang"] for w in writes)
    if len(langs) < 20:
        err("only %d languages, want >= 20" % len(langs))
    miss = REQUIRED_LANGS - set(langs)
    if miss:
        err("required languages missing: %s" % sorted(miss))
    en_share = langs.get("en", 0) / max(1, len(writes))
    if not 0.25 <= en_share <= 0.42:
        err("English share %.2f is not about a third" % en_share)
    per = defaultdict(set)
    for w in writes:
        per[w["label"]].add(w["lang"])
    for kind in BIG:
        for side in ("attack", "lookalike"):
            n = len(per["%s:%s" % (side, kind)])
            if n < 10:
                err("%s:%s uses only %d languages, want >= 10" % (side, kind, n))

    # formats and channels
    fmts = Counter(w["format"] for w in writes)
    if FORMATS - set(fmts):
        err("formats never used: %s" % sorted(FORMATS - set(fmts)))
    chans = Counter(w["channel"] for w in writes)
    if not (chans["tool"] > chans["agent"] > 0 and chans["user"] > 0 and chans["tool"] > len(writes) / 2):
        err("channel mix unexpected: %s" % dict(chans))

    # interleaving: no long run of one kind or one side, both sides in each half
    run_kind = run_side = 1
    for a, b in zip(writes, writes[1:]):
        run_kind = run_kind + 1 if a["label"].split(":")[1] == b["label"].split(":")[1] else 1
        run_side = run_side + 1 if a["label"].split(":")[0] == b["label"].split(":")[0] else 1
        if run_kind > 5:
            err("more than 5 consecutive writes of one kind ending at %s" % b["id"])
        if run_side > 8:
            err("more than 8 consecutive writes of one side ending at %s" % b["id"])
    half = len(writes) // 2
    for part in (writes[:half], writes[half:]):
        sides = Counter(w["label"].split(":")[0] for w in part)
        if min(sides.get("attack", 0), sides.get("lookalike", 0)) < len(part) // 4:
            err("attacks and look-alikes are not mixed over the file")

    print("writes: %d, sessions: %d, languages: %d, formats: %d, english share: %.2f"
          % (len(writes), len(sessions), len(langs), len(fmts), en_share))
    print("channels:", dict(sorted(chans.items())))


if __name__ == "__main__":
    main()
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("OK")
