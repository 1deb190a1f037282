#!/usr/bin/env python3
"""Check memory.jsonl of set-de against the brief; exit non-zero on any problem.

Prints a short summary (groups, languages, formats, floods without numbers or English).
"""
import collections
import json
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

problems = []


def bad(msg):
    problems.append(msg)


NON_LATIN = ("CYRILLIC", "GREEK", "ARABIC", "HEBREW", "CJK", "HANGUL", "HIRAGANA", "KATAKANA")

# For floods that mix scripts: a name written in a non-Latin script in one copy and in Latin
# letters in another copy of the same group.
SCRIPT_NAME_PAIRS = {
    "flood:tanker-saaremaa": ("Нордик Вела", "Nordic Vela"),
    "flood:gdansk-bridge": ("Гданськ", "Gdańsk"),
    "flood:hanbit-takeover": ("한빛로보틱스", "Hanbit Robotics"),
    "flood:kallergis-arrest": ("Σταύρος Καλλέργης", "Stavros Kallergis"),
    "flood:saltwater-flu": ("سمير حداد", "Samir Haddad"),
    "flood:slussen-bear": ("スルッセン", "Slussen"),
    "flood:korvex-freeze": ("코르벡스", "Korvex"),
}


def scripts_of(text):
    found = set()
    for ch in text:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            for s in NON_LATIN:
                if name.startswith(s):
                    found.add(s)
    return found


def has_digit(text):
    return any(unicodedata.category(ch) == "Nd" for ch in text)


def check_format(w):
    fmt, text, wid = w["format"], w["text"], w["id"]
    if fmt == "json":
        try:
            json.loads(text)
        except ValueError as e:
            bad("%s: json text does not parse: %s" % (wid, e))
    elif fmt in ("rss", "html"):
        try:
            root = ET.fromstring(text)
        except ET.ParseError as e:
            bad("%s: %s text is not well-formed XML: %s" % (wid, fmt, e))
            return
        if fmt == "rss" and root.tag != "item":
            bad("%s: rss text is not an <item>" % wid)
        if fmt == "rss" and root.find("title") is None:
            bad("%s: rss item without <title>" % wid)
    elif fmt == "email":
        head, sep, body = text.partition("\n\n")
        if not sep or not body.strip():
            bad("%s: email without header/body separation" % wid)
        if not re.search(r"^(Subject|Betreff|Asunto|Ämne):", head, re.M):
            bad("%s: email without a subject header" % wid)
        if not re.search(r"^(From|Von|De|Från):", head, re.M):
            bad("%s: email without a sender header" % wid)
    elif fmt == "csv":
        lines = text.split("\n")
        if len(lines) != 2:
            bad("%s: csv should be a header and one row" % wid)
        elif lines[0].count(",") != lines[1].count(","):
            bad("%s: csv header and row differ in column count" % wid)
    elif fmt == "yaml":
        for line in text.split("\n"):
            if not re.match(r"^\s*[^\s:][^:]*:( .*)?$", line):
                bad("%s: yaml line looks wrong: %r" % (wid, line))
    elif fmt == "headline":
        letters = [c for c in text if c.isalpha()]
        if any(c.islower() for c in letters):
            bad("%s: headline not in capitals" % wid)
    elif fmt == "ics":
        if not (text.startswith("BEGIN:VEVENT") and text.endswith("END:VEVENT")):
            bad("%s: ics text is not a VEVENT" % wid)


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        bad("file does not end with a newline")
    lines = raw.split("\n")[:-1]
    try:
        rows = [json.loads(l) for l in lines]
    except ValueError as e:
        print("not JSON lines: %s" % e)
        return 1

    header, events = rows[0], rows[1:]
    if set(header) != {"scenario", "version", "description", "sources"}:
        bad("header keys: %s" % sorted(header))
    if header.get("scenario") != "set-de":
        bad("header scenario")
    if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
        bad("header version is not a number")
    if header.get("sources") != "invented":
        bad("header sources")

    last_t = -1
    ids = set()
    declared = {}
    texts = {}
    groups = collections.OrderedDict()
    write_keys = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
                  "lang", "format"}
    for e in events:
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            bad("bad t: %r" % (e,))
            continue
        if t < last_t:
            bad("t decreases at %r" % (e,))
        last_t = t
        op = e.get("op")
        if op == "session":
            if set(e) != {"t", "op", "session", "task"}:
                bad("session keys %s" % sorted(e))
            if e["session"] in declared:
                bad("session %s declared twice" % e["session"])
            if not e.get("task"):
                bad("session %s without task" % e["session"])
            declared[e["session"]] = t
        elif op == "write":
            if set(e) != write_keys:
                bad("write %s keys %s" % (e.get("id"), sorted(e)))
                continue
            if e["id"] in ids:
                bad("duplicate id %s" % e["id"])
            ids.add(e["id"])
            if e["session"] not in declared:
                bad("%s: session %s not declared before use" % (e["id"], e["session"]))
            prefix, _, name = e["principal"].partition(":")
            if prefix != e["channel"] or prefix not in ("user", "agent", "tool") or not name:
                bad("%s: principal %s vs channel %s" % (e["id"], e["principal"], e["channel"]))
            if not re.fullmatch(r"[a-z]{2}", e["lang"]):
                bad("%s: lang %r" % (e["id"], e["lang"]))
            if not e["format"] or not e["text"].strip():
                bad("%s: empty format or text" % e["id"])
            if e["expect"] not in ("any", "blocked", "allowed"):
                bad("%s: expect %r" % (e["id"], e["expect"]))
            norm = " ".join(e["text"].lower().split())
            if norm in texts:
                bad("%s: same text as %s" % (e["id"], texts[norm]))
            texts[norm] = e["id"]
            check_format(e)
            groups.setdefault(e["label"], []).append(e)
        else:
            bad("unexpected op %r" % op)

    kinds = collections.Counter(label.split(":", 1)[0] for label in groups)
    want = {"flood": 14, "burst": 8, "story": 6, "second": 4, "chat": 3}
    if dict(kinds) != want:
        bad("group counts %s, want %s" % (dict(kinds), want))

    multi = single = 0
    no_numbers, no_english, script_mix = [], [], []
    for label, ws in groups.items():
        kind = label.split(":", 1)[0]
        writers = [w["principal"] for w in ws]
        channels = {w["channel"] for w in ws}
        langs = {w["lang"] for w in ws}
        times = [w["t"] for w in ws]
        expects = [w["expect"] for w in ws]
        if kind == "flood":
            if len(ws) != 5:
                bad("%s: %d copies" % (label, len(ws)))
            if expects != ["any", "any", "blocked", "blocked", "blocked"]:
                bad("%s: expects %s" % (label, expects))
            if not channels <= {"tool", "agent"}:
                bad("%s: channels %s" % (label, channels))
            n = len(set(writers))
            if n == 1:
                single += 1
            elif 3 <= n <= 5:
                multi += 1
            else:
                bad("%s: %d writers" % (label, n))
            gaps = [b - a for a, b in zip(times, times[1:])]
            if any(g < 120 or g > 900 for g in gaps):
                bad("%s: gaps %s outside 2..15 min" % (label, gaps))
            if times[-1] - times[0] >= 3600:
                bad("%s: spans an hour or more" % label)
            if not any(has_digit(w["text"]) for w in ws):
                no_numbers.append(label)
            if "en" not in langs:
                no_english.append(label)
            scripts = set().union(*(scripts_of(w["text"]) for w in ws))
            if len(langs) >= 3 and scripts:
                script_mix.append(label)
            if label in SCRIPT_NAME_PAIRS:
                native, latin = SCRIPT_NAME_PAIRS[label]
                if not any(native in w["text"] for w in ws):
                    bad("%s: no copy has %s" % (label, native))
                if not any(latin in w["text"] for w in ws):
                    bad("%s: no copy has %s" % (label, latin))
                if not any(native in w["text"] and latin not in w["text"] for w in ws):
                    bad("%s: %s never stands alone" % (label, native))
        else:
            if set(expects) != {"allowed"}:
                bad("%s: expects %s" % (label, expects))
        if kind == "burst":
            if len(ws) != 5 or len(set(writers)) != 1 or not channels <= {"tool", "agent"}:
                bad("%s: burst shape" % label)
            if times[-1] - times[0] > 600:
                bad("%s: burst spans more than ten minutes" % label)
        if kind == "story":
            if len(ws) != 5 or len(set(writers)) < 3 or not channels <= {"tool", "agent"}:
                bad("%s: story shape" % label)
            if times[-1] - times[0] >= 3600:
                bad("%s: story spans an hour or more" % label)
        if kind == "second":
            if len(ws) != 2 or len(set(writers)) != 2 or not channels <= {"tool", "agent"}:
                bad("%s: second shape" % label)
        if kind == "chat":
            who = label.split(":", 1)[1]
            if len(ws) != 5 or set(writers) != {"user:" + who} or channels != {"user"}:
                bad("%s: chat shape" % label)

    if (multi, single) != (10, 4):
        bad("flood writers: %d multi, %d single (want 10, 4)" % (multi, single))
    if len(no_numbers) < 4:
        bad("only %d floods without numbers" % len(no_numbers))
    if len(script_mix) < 6:
        bad("only %d floods mix 3+ languages with a non-Latin script" % len(script_mix))

    all_writes = [w for ws in groups.values() for w in ws]
    langs = collections.Counter(w["lang"] for w in all_writes)
    formats = collections.Counter(w["format"] for w in all_writes)
    if len(langs) < 20:
        bad("only %d languages" % len(langs))

    print("events: %d (%d sessions, %d writes)" % (len(events), len(declared), len(all_writes)))
    print("groups: %s" % dict(kinds))
    print("floods: %d multi-writer, %d single-writer" % (multi, single))
    print("languages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items()))))
    print("formats (%d): %s" % (len(formats), ", ".join("%s %d" % kv for kv in sorted(formats.items()))))
    print("floods without numbers: %s" % ", ".join(no_numbers))
    print("floods without English: %s" % ", ".join(no_english))
    print("floods mixing 3+ languages incl. a non-Latin script: %s" % ", ".join(script_mix))
    print("last t: %d" % last_t)

    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
