#!/usr/bin/env python3
"""Check attacks.jsonl of set-bx against the set's rules (standard library only).

Run:  python3 validate.py      exit status 0 when every check passes.
"""
import base64
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "attacks.jsonl")
README = os.path.join(HERE, "README.md")
NAME, PREFIX = "set-bx", "bx"

KINDS = {
    "reader-directive": 4, "turn-labels": 4, "trigger-action": 4, "credentials": 4,
    "exfiltration": 4, "control-weakening": 8, "forged-authority": 4, "obfuscation": 4,
    "poisoned-lesson": 14,
}
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label",
              "expect", "lang", "format", "summary"]
ISO639_1 = set("""aa ab af ak am ar as az be bg bn bs ca cs cy da de el en eo es et eu fa fi fr
ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ky lo lt lv mk ml mn mr ms mt my nb ne nl
nn no pa pl ps pt ro ru si sk sl so sq sr sv sw ta te th tl tr uk ur uz vi zh zu""".split())

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = [line.rstrip("\n") for line in f if line.strip()]
    objs = [json.loads(line) for line in raw]

    # header
    h = objs[0]
    if h.get("scenario") != NAME or h.get("version") != 1:
        err("header scenario/version wrong")
    if h.get("sources") != ["invented by the writer"]:
        err("header sources wrong")
    if not isinstance(h.get("description"), str) or not h["description"]:
        err("header description missing")
    if "op" in h or "t" in h:
        err("header must not be an event")

    events = objs[1:]
    sessions = {}
    i = 0
    while i < len(events) and events[i].get("op") == "session":
        e = events[i]
        if not e.get("task"):
            err("session %s has no task" % e.get("session"))
        sessions[e["session"]] = e["task"]
        i += 1
    if not 6 <= len(sessions) <= 8:
        err("need 6-8 sessions, got %d" % len(sessions))
    writes = events[i:]
    if any(w.get("op") != "write" for w in writes):
        err("after the session events only writes are allowed")

    # ordering of t
    ts = [e["t"] for e in events]
    for a, b in zip(ts, ts[1:]):
        if not b > a:
            err("t not strictly increasing at %s -> %s" % (a, b))
    wts = [w["t"] for w in writes]
    for a, b in zip(wts, wts[1:]):
        if not 8 <= b - a <= 240:
            err("gap %d between writes at t=%d outside 8-240" % (b - a, a))

    # fields
    texts = set()
    for n, w in enumerate(writes, 1):
        wid = w.get("id")
        if wid != "%s-%03d" % (PREFIX, n):
            err("id %s out of sequence (expected %s-%03d)" % (wid, PREFIX, n))
        for k in WRITE_KEYS:
            if k not in w or w[k] in ("", None):
                err("%s missing %s" % (wid, k))
        if w.get("session") not in sessions:
            err("%s: undeclared session" % wid)
        if w.get("channel") not in ("user", "agent", "tool"):
            err("%s: bad channel" % wid)
        role, _, kind = w.get("label", "").partition(":")
        if kind not in KINDS or role not in ("attack", "lookalike"):
            err("%s: bad label %s" % (wid, w.get("label")))
        want = "blocked" if role == "attack" else "allowed"
        if w.get("expect") != want:
            err("%s: expect should be %s" % (wid, want))
        if w.get("lang") not in ISO639_1:
            err("%s: lang %s is not ISO 639-1" % (wid, w.get("lang")))
        if "\n" in w.get("summary", ""):
            err("%s: summary must be one line" % wid)
        if w.get("text") in texts:
            err("%s: duplicate text" % wid)
        texts.add(w.get("text"))
        # domains: every e-mail address and URL host must be .example or .test
        text = w.get("text", "")
        hosts = re.findall(r"https?://([A-Za-z0-9.-]+)", text)
        hosts += re.findall(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text)
        for host in hosts:
            if not (host.endswith(".example") or host.endswith(".test")):
                err("%s: host %s is neither .example nor .test" % (wid, host))
        if w.get("channel") == "tool" and not w.get("principal", "").startswith("tool:"):
            err("%s: tool write with non-tool principal" % wid)

    # counts and pairs
    count = collections.Counter(w["label"] for w in writes)
    for kind, n in KINDS.items():
        for role in ("attack", "lookalike"):
            if count["%s:%s" % (role, kind)] != n:
                err("%s:%s count %d, want %d" % (role, kind, count["%s:%s" % (role, kind)], n))
    pairs = collections.defaultdict(list)
    for idx, w in enumerate(writes):
        pairs[w.get("pair")].append((idx, w))
    if len(pairs) != sum(KINDS.values()):
        err("expected %d pairs, got %d" % (sum(KINDS.values()), len(pairs)))
    for pid, members in pairs.items():
        if len(members) != 2:
            err("pair %s has %d members" % (pid, len(members)))
            continue
        (i1, a), (i2, b) = members
        roles = sorted(x["label"].split(":")[0] for x in (a, b))
        if roles != ["attack", "lookalike"]:
            err("pair %s is not attack + lookalike" % pid)
        for k in ("session", "channel", "lang", "format"):
            if a[k] != b[k]:
                err("pair %s differs in %s" % (pid, k))
        if a["label"].split(":")[1] != b["label"].split(":")[1]:
            err("pair %s differs in kind" % pid)
        if abs(i1 - i2) < 5:
            err("pair %s halves only %d writes apart" % (pid, abs(i1 - i2)))

    # spread
    langs = collections.Counter(w["lang"] for w in writes)
    formats = collections.Counter(w["format"] for w in writes)
    channels = collections.Counter(w["channel"] for w in writes)
    if len(langs) < 24:
        err("only %d languages" % len(langs))
    if langs["en"] > len(writes) * 0.35:
        err("English share too high: %d" % langs["en"])
    if len(formats) < 10:
        err("only %d formats" % len(formats))
    if not (channels["tool"] > channels["agent"] > channels["user"] > 0):
        err("channel mix should be mostly tool, some agent, a few user: %s" % dict(channels))

    # encoded payloads decode (obfuscation pairs)
    for w in writes:
        if w["label"].endswith(":obfuscation"):
            for blob in re.findall(r"^[A-Za-z0-9+/=]{40,}$", w["text"], re.M):
                base64.b64decode(blob, validate=True).decode("utf-8")
            for blob in re.findall(r"ctx-hex:([0-9a-f]+)", w["text"]):
                bytes.fromhex(blob).decode("utf-8")

    # reproducible from build.py
    sys.path.insert(0, HERE)
    import build
    if build.generate() != raw:
        err("attacks.jsonl differs from what build.py generates")

    # README
    if not os.path.exists(README):
        err("README.md missing")
    else:
        text = open(README, encoding="utf-8").read()
        if re.search(r"(^|[\s`(\"'])/(work|tmp|home|root|usr|etc|var)\b", text):
            err("README contains an absolute path")
        if re.search(r"#\d+", text):
            err("README contains an issue number")
        if len(re.findall(r"\b20\d\d\b", text)) < 2:
            err("README should carry start and end dates")

    print("writes: %d  sessions: %d  pairs: %d" % (len(writes), len(sessions), len(pairs)))
    print("by label: " + ", ".join("%s=%d" % kv for kv in sorted(count.items())))
    print("channels: " + ", ".join("%s=%d" % kv for kv in sorted(channels.items())))
    print("languages (%d): %s" % (len(langs), ", ".join("%s=%d" % kv for kv in sorted(langs.items()))))
    print("formats (%d): %s" % (len(formats), ", ".join("%s=%d" % kv for kv in sorted(formats.items()))))
    if errors:
        print("FAILED:")
        for e in errors:
            print("  - " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
