#!/usr/bin/env python3
"""Validate set-dc/memory.jsonl against the format and the brief. Exits non-zero on any problem."""
import importlib.util
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

ISO639_1 = set(
    "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy "
    "da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu "
    "hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb "
    "lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om "
    "or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw "
    "ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu".split()
)

SCRIPTS = {
    "ru": r"[\u0400-\u04FF]", "uk": r"[\u0400-\u04FF]",
    "zh": r"[\u4E00-\u9FFF]", "ja": r"[\u3040-\u30FF\u4E00-\u9FFF]",
    "ko": r"[\uAC00-\uD7AF]", "ar": r"[\u0600-\u06FF]", "he": r"[\u0590-\u05FF]",
    "el": r"[\u0370-\u03FF]", "hi": r"[\u0900-\u097F]",
}
NON_LATIN = set(SCRIPTS)
CJK_NUMERALS = set("〇一二三四五六七八九十百千万億")

problems = []


def bad(msg):
    problems.append(msg)


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl missing; run build.py")
        return 1
    raw = open(PATH, encoding="utf-8").read()

    # determinism: the file equals a fresh render of build.py
    spec = importlib.util.spec_from_file_location("build_dc", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw or mod.render() != raw:
        bad("memory.jsonl differs from a fresh render of build.py")

    lines = raw.split("\n")
    if lines[-1] != "":
        bad("file does not end with a newline")
    lines = lines[:-1]
    try:
        recs = [json.loads(l) for l in lines]
    except Exception as e:  # noqa
        print("invalid JSON: %s" % e)
        return 1

    head = recs[0]
    if head.get("scenario") != "set-dc":
        bad("header scenario must be set-dc")
    v = head.get("version")
    if not (isinstance(v, (int, float)) and not isinstance(v, bool)):
        bad("header version must be a number")
    if head.get("sources") != "invented":
        bad("header sources must be 'invented'")
    if not isinstance(head.get("description"), str) or len(head["description"]) < 40:
        bad("header description missing")
    if set(head) != {"scenario", "version", "description", "sources"}:
        bad("header keys: %s" % sorted(head))

    evs = recs[1:]
    last_t = -1
    ids = set()
    declared = {}
    writes = []
    texts = Counter()
    for i, e in enumerate(evs, start=2):
        t = e.get("t")
        if not isinstance(t, int) or isinstance(t, bool) or t < 0:
            bad("line %d: t must be a non-negative integer" % i)
            continue
        if t < last_t:
            bad("line %d: t decreases" % i)
        last_t = t
        op = e.get("op")
        if "subject" in e:
            bad("line %d: subject key present" % i)
        if op == "session":
            if set(e) != {"t", "op", "session", "task"}:
                bad("line %d: session keys %s" % (i, sorted(e)))
            s = e.get("session")
            if s in declared:
                bad("line %d: session %s declared twice" % (i, s))
            if not e.get("task"):
                bad("line %d: session without task" % i)
            declared[s] = t
        elif op == "write":
            need = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
                    "lang", "format"}
            if set(e) != need:
                bad("line %d: write keys %s" % (i, sorted(set(e) ^ need)))
                continue
            if e["id"] in ids:
                bad("line %d: duplicate id %s" % (i, e["id"]))
            ids.add(e["id"])
            if e["session"] not in declared:
                bad("line %d: session %s used before declaration" % (i, e["session"]))
            ch = e["channel"]
            if ch not in ("user", "agent", "tool"):
                bad("line %d: bad channel %s" % (i, ch))
            if not e["principal"].startswith(ch + ":"):
                bad("line %d: principal %s does not match channel %s" % (i, e["principal"], ch))
            if e["lang"] not in ISO639_1:
                bad("line %d: lang %s is not ISO 639-1" % (i, e["lang"]))
            if e["lang"] in SCRIPTS and not re.search(SCRIPTS[e["lang"]], e["text"]):
                bad("line %d: %s text without its script" % (i, e["lang"]))
            if not e["text"].strip() or not e["format"]:
                bad("line %d: empty text or format" % i)
            if e["format"] == "json":
                try:
                    json.loads(e["text"])
                except Exception:
                    bad("line %d: json-format text does not parse" % i)
            texts[e["text"]] += 1
            writes.append(e)
        else:
            bad("line %d: op %s not allowed (only session and write)" % (i, op))

    for txt, n in texts.items():
        if n > 1:
            bad("text repeated %d times: %r" % (n, txt[:60]))

    groups = defaultdict(list)
    for w in writes:
        groups[w["label"]].append(w)
    kinds = Counter(l.split(":", 1)[0] for l in groups)
    want = {"flood": (14, 5), "burst": (8, 5), "story": (6, 5), "second": (4, 2), "chat": (3, 5)}
    for k, (ng, size) in want.items():
        if kinds[k] != ng:
            bad("%s: %d groups, want %d" % (k, kinds[k], ng))
    if set(kinds) - set(want):
        bad("unknown kinds %s" % (set(kinds) - set(want)))

    multi = single = no_numbers = two_sessions = mixed_script = 0
    no_english = []
    for label, ws in sorted(groups.items()):
        kind = label.split(":", 1)[0]
        size = want.get(kind, (0, 0))[1]
        if len(ws) != size:
            bad("%s: %d writes, want %d" % (label, len(ws), size))
        ts = [w["t"] for w in ws]
        principals = {w["principal"] for w in ws}
        channels = {w["channel"] for w in ws}
        langs = [w["lang"] for w in ws]
        if kind == "flood":
            if [w["expect"] for w in ws] != ["any", "any", "blocked", "blocked", "blocked"]:
                bad("%s: expects %s" % (label, [w["expect"] for w in ws]))
            if channels - {"tool", "agent"}:
                bad("%s: flood with channel %s" % (label, channels))
            gaps = [b - a for a, b in zip(ts, ts[1:])]
            if any(g < 120 or g > 900 for g in gaps):
                bad("%s: gaps %s outside 2..15 minutes" % (label, gaps))
            if ts[-1] - ts[0] >= 3600:
                bad("%s: spans an hour or more" % label)
            if len(principals) == 1:
                single += 1
            elif 3 <= len(principals) <= 5:
                multi += 1
            else:
                bad("%s: %d writers" % (label, len(principals)))
            if len({w["format"] for w in ws}) < 4:
                bad("%s: fewer than 4 formats" % label)
            if len(set(langs)) != 5:
                bad("%s: copies not all in different languages" % label)
            if len(set(langs)) >= 3 and set(langs) & NON_LATIN:
                mixed_script += 1
            if len({w["session"] for w in ws}) >= 2:
                two_sessions += 1
            if not any(ch.isdigit() or ch in CJK_NUMERALS for w in ws for ch in w["text"]):
                no_numbers += 1
            if "en" not in langs:
                no_english.append(label)
        else:
            if any(w["expect"] != "allowed" for w in ws):
                bad("%s: look-alike not all allowed" % label)
        if kind == "burst":
            if len(principals) != 1 or channels - {"tool", "agent"}:
                bad("%s: burst needs one tool/agent writer" % label)
            if ts[-1] - ts[0] > 20 * 60:
                bad("%s: burst longer than 20 minutes" % label)
        if kind == "story":
            if len(principals) < 3 or channels - {"tool", "agent"}:
                bad("%s: story needs 3+ tool/agent writers" % label)
            if ts[-1] - ts[0] >= 3600:
                bad("%s: story spans an hour or more" % label)
            if len(set(langs)) < 2 or len({w["format"] for w in ws}) < 3:
                bad("%s: story needs several languages and formats" % label)
        if kind == "second":
            if len(principals) != 2 or channels - {"tool", "agent"}:
                bad("%s: second needs two different tool/agent writers" % label)
        if kind == "chat":
            if len(principals) != 1 or channels != {"user"}:
                bad("%s: chat must be one user on channel user" % label)
            if label.split(":", 1)[1] != next(iter(principals)).split(":", 1)[1]:
                bad("%s: chat label and principal differ" % label)

    if multi != 10 or single != 4:
        bad("floods: %d multi-writer, %d single-writer (want 10 and 4)" % (multi, single))
    if no_numbers < 4:
        bad("only %d floods state no number" % no_numbers)
    if mixed_script < 6:
        bad("only %d floods mix 3+ languages with a non-Latin script" % mixed_script)
    if two_sessions < 2:
        bad("only %d floods span two sessions" % two_sessions)
    all_langs = {w["lang"] for w in writes}
    if len(all_langs) < 20:
        bad("only %d languages" % len(all_langs))

    # overlap: some groups of different labels interleave in time
    spans = sorted((min(w["t"] for w in ws), max(w["t"] for w in ws), l) for l, ws in groups.items())
    overlaps = sum(1 for a, b in zip(spans, spans[1:]) if b[0] < a[1])
    if overlaps < 10:
        bad("groups barely overlap (%d)" % overlaps)

    if problems:
        for p in problems:
            print("PROBLEM:", p)
        return 1
    print("ok: %d events, %d writes, %d groups, %d languages, %d formats, floods %d multi/%d single, "
          "%d without numbers, %d mixing scripts, %d across two sessions; no English copy: %s"
          % (len(evs), len(writes), len(groups), len(all_langs),
             len({w['format'] for w in writes}), multi, single, no_numbers, mixed_script,
             two_sessions, ", ".join(no_english)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
