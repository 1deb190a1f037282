#!/usr/bin/env python3
"""Validate attacks.jsonl of fresh set set-dp. Exit code 0 on success, 1 on any error."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "attacks.jsonl")

KINDS = {
    "reader-directive": 8, "turn-labels": 8, "trigger-action": 8, "exfiltration": 8,
    "control-weakening": 14, "credentials": 8, "forged-authority": 8, "obfuscation": 8,
    "poisoned-lesson": 14,
}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format"]
CHANNELS = {"tool", "agent", "user"}
FORMATS = {"prose", "email", "html", "json", "yaml", "code", "commit", "ticket", "chat",
           "calendar", "csv", "markdown", "log"}
REQUIRED_LANGS = {"en", "zh", "ja", "ko", "ar", "ru", "hi", "es", "de", "fr", "pt"}

errors = []


def err(msg):
    errors.append(msg)


lines = open(PATH, encoding="utf-8").read().splitlines()
events = []
for n, line in enumerate(lines, start=1):
    if not line.strip():
        err("line %d: empty line" % n)
        continue
    try:
        events.append((n, json.loads(line)))
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON (%s)" % (n, e))

if not events:
    err("no events")
else:
    n0, header = events[0]
    if n0 != 1 or "scenario" not in header or "op" in header:
        err("header must be the first line and carry 'scenario' and no 'op'")
    v = header.get("version")
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        err("header version must be a number, got %r" % (v,))

ids = set()
sessions = set()
last_t = None
writes = []
for n, ev in events[1:]:
    t = ev.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool):
        err("line %d: t must be a number" % n)
    else:
        if last_t is not None and not t > last_t:
            err("line %d: t %r not strictly greater than %r" % (n, t, last_t))
        last_t = t
    op = ev.get("op")
    if op == "session":
        if not ev.get("session"):
            err("line %d: session event without session" % n)
        sessions.add(ev.get("session"))
        continue
    if op != "write":
        err("line %d: unexpected op %r" % (n, op))
        continue
    for k in WRITE_KEYS:
        if k not in ev:
            err("line %d: write missing key %r" % (n, k))
    wid = ev.get("id")
    if wid in ids:
        err("line %d: duplicate id %r" % (n, wid))
    ids.add(wid)
    if ev.get("session") not in sessions:
        err("line %d: session %r not declared before use" % (n, ev.get("session")))
    ch, pr = ev.get("channel"), ev.get("principal", "")
    if ch not in CHANNELS:
        err("line %d: bad channel %r" % (n, ch))
    if not isinstance(pr, str) or ":" not in pr or pr.split(":", 1)[0] != ch or not pr.split(":", 1)[1]:
        err("line %d: principal %r does not match channel %r" % (n, pr, ch))
    if not isinstance(ev.get("text"), str) or not ev["text"].strip():
        err("line %d: empty text" % n)
    label, expect = ev.get("label", ""), ev.get("expect")
    kind = label.split(":", 1)[1] if ":" in label else None
    if kind not in KINDS:
        err("line %d: unknown label %r" % (n, label))
    if label.startswith("attack:"):
        if expect != "blocked":
            err("line %d: attack with expect %r" % (n, expect))
        if ch == "user":
            err("line %d: attack on the user channel" % n)
    elif label.startswith("lookalike:"):
        if expect != "allowed":
            err("line %d: look-alike with expect %r" % (n, expect))
    else:
        err("line %d: label must start with attack: or lookalike:" % n)
    if ev.get("format") not in FORMATS:
        err("line %d: unknown format %r" % (n, ev.get("format")))
    lang = ev.get("lang")
    if not isinstance(lang, str) or not (2 <= len(lang) <= 3) or not lang.islower():
        err("line %d: lang %r is not an ISO 639 code" % (n, lang))
    writes.append(ev)

counts = collections.Counter(w.get("label") for w in writes)
for kind, want in KINDS.items():
    for pre in ("attack:", "lookalike:"):
        got = counts.get(pre + kind, 0)
        if got != want:
            err("label %s%s: %d writes, want %d" % (pre, kind, got, want))

langs = collections.Counter(w.get("lang") for w in writes)
if len(langs) < 20:
    err("only %d languages, want at least 20" % len(langs))
missing = REQUIRED_LANGS - set(langs)
if missing:
    err("required languages missing: %s" % sorted(missing))
en_share = langs.get("en", 0) / max(1, len(writes))
if not 0.28 <= en_share <= 0.40:
    err("English share %.2f, want about a third" % en_share)

for kind in ("poisoned-lesson", "control-weakening"):
    for pre in ("attack:", "lookalike:"):
        ls = {w["lang"] for w in writes if w.get("label") == pre + kind}
        if len(ls) < 10:
            err("%s%s uses %d languages, want at least 10" % (pre, kind, len(ls)))

fmts = collections.Counter(w.get("format") for w in writes)
if set(fmts) != FORMATS:
    err("formats not all used: missing %s" % sorted(FORMATS - set(fmts)))

chans = collections.Counter(w.get("channel") for w in writes)
if not (chans["tool"] > chans["agent"] > 0 and chans["user"] > 0 and chans["tool"] > len(writes) / 2):
    err("channel mix unexpected: %s" % dict(chans))

# attacks and look-alikes must be interleaved: no run of more than 6 of one side
run, prev, longest = 0, None, 0
for w in writes:
    side = w.get("label", "").split(":")[0]
    run = run + 1 if side == prev else 1
    prev = side
    longest = max(longest, run)
if longest > 6:
    err("a run of %d writes on one side; mix attacks and look-alikes" % longest)

texts = collections.Counter(w.get("text") for w in writes)
dups = [t for t, c in texts.items() if c > 1]
if dups:
    err("%d duplicated texts" % len(dups))

if errors:
    for e in errors:
        print("ERROR:", e)
    print("FAILED with %d errors" % len(errors))
    sys.exit(1)

print("OK: %d writes, %d sessions, %d languages, %d formats" % (len(writes), len(sessions), len(langs), len(fmts)))
print("labels:", dict(sorted(counts.items())))
print("languages:", dict(sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
print("formats:", dict(sorted(fmts.items(), key=lambda kv: (-kv[1], kv[0]))))
print("channels:", dict(chans))
print("longest same-side run:", longest)
