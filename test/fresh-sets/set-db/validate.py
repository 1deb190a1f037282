#!/usr/bin/env python3
"""Check memory.jsonl of the fresh set "set-db"; exit non-zero on any problem.

Checks the scenario format (header, event keys, ordering, sessions, ids), the
shape the brief asks for (group counts and sizes, expectations, writers, time
spacing, languages, scripts, formats, numberless floods) and that build.py
reproduces the file byte for byte. Prints a summary used for the README.
"""

import collections
import csv
import datetime
import email.utils
import importlib.util
import io
import json
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
EPOCH = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)

problems = []


def bad(msg):
    problems.append(msg)


ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs
cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht
hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg
li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa
pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti
tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

FORMATS = {"html", "rss-xml", "json", "email", "chat", "forum", "csv", "yaml", "headline",
           "paraphrase", "markdown", "ics", "sms", "live-blog", "minutes", "newsletter", "notice"}

SCRIPTS = [  # (name, ranges)
    ("Cyrillic", [(0x0400, 0x04FF)]),
    ("Greek", [(0x0370, 0x03FF)]),
    ("Hebrew", [(0x0590, 0x05FF)]),
    ("Arabic", [(0x0600, 0x06FF)]),
    ("Devanagari", [(0x0900, 0x097F)]),
    ("Hangul", [(0xAC00, 0xD7AF), (0x1100, 0x11FF)]),
    ("Kana", [(0x3040, 0x30FF)]),
    ("Han", [(0x4E00, 0x9FFF)]),
]

# A name written in a non-Latin script in one copy and in Latin letters in another copy.
NAME_PAIRS = {
    "flood:oat-milk-recall": [("Брайтвелл", "Brightwell")],
    "flood:map-museum": [("ヴィレオ", "Vireo")],
    "flood:korvane-fares": [("코르바네", "Korvane")],
    "flood:halbrecht-takeover": [("ハルブレヒト", "Halbrecht"), ("丸中", "Marunaka")],
    "flood:marsh-leaves": [("Μαρς", "Marsh")],
    "flood:nettle-tea": [("Эмайыэ", "Emajõe")],
    "flood:orvane-cash": [("أورفان", "Orvane")],
    "flood:izmir-quake": [("Σμύρνη", "Izmir"), ("إزمير", "Izmir")],
    "flood:lindqvist-arrest": [("Линдквист", "Lindqvist"), ("林德奎斯特", "Lindqvist")],
    "flood:catania-flights": [("קטניה", "Catania")],
}

EXPECTED_NO_NUMBERS = {"flood:map-museum", "flood:marsh-leaves", "flood:orvane-cash",
                       "flood:lindqvist-arrest", "flood:catania-flights"}
EXPECTED_NO_ENGLISH = {"flood:map-museum", "flood:night-train", "flood:lindqvist-arrest"}

NUMBER_WORDS = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|"
    r"first|second|third|once|twice)\b|[〇一二三四五六七八九十百千万億]", re.I)


def scripts_of(text):
    found = set()
    for ch in text:
        o = ord(ch)
        for name, ranges in SCRIPTS:
            if any(a <= o <= b for a, b in ranges):
                found.add(name)
    return found


def has_digit(text):
    return any(unicodedata.category(ch) == "Nd" for ch in text)


def check_format(ev):
    fmt, text, wid = ev["format"], ev["text"], ev["id"]
    t_wall = EPOCH + datetime.timedelta(seconds=ev["t"])
    try:
        if fmt in ("rss-xml", "html"):
            root = ET.fromstring(text)
            if fmt == "rss-xml" and root.tag != "item":
                bad("%s: rss-xml root is <%s>, not <item>" % (wid, root.tag))
            pub = root.find("pubDate")
            if pub is not None:
                d = email.utils.parsedate_to_datetime(pub.text)
                if abs((d - t_wall).total_seconds()) > 60:
                    bad("%s: pubDate %s does not match t (%s)" % (wid, pub.text, t_wall))
        elif fmt == "json":
            if not isinstance(json.loads(text), dict):
                bad("%s: json text is not an object" % wid)
        elif fmt == "csv":
            rows = list(csv.reader(io.StringIO(text)))
            if len(rows) < 2 or any(len(r) != len(rows[0]) for r in rows):
                bad("%s: csv needs a header and rows of equal width" % wid)
        elif fmt == "yaml":
            for line in text.split("\n"):
                if not re.match(r"^[^\s:][^:]*: \S", line):
                    bad("%s: yaml line %r is not 'key: value'" % (wid, line))
        elif fmt == "email":
            head, sep, body = text.partition("\n\n")
            if not sep or not body.strip():
                bad("%s: email needs headers, a blank line and a body" % wid)
            hdr = dict(l.split(": ", 1) for l in head.split("\n"))
            for k in ("From", "Subject"):
                if k not in hdr:
                    bad("%s: email without %s header" % (wid, k))
            if "Date" in hdr:
                d = email.utils.parsedate_to_datetime(hdr["Date"])
                if abs((d - t_wall).total_seconds()) > 60:
                    bad("%s: Date %s does not match t (%s)" % (wid, hdr["Date"], t_wall))
        elif fmt == "ics":
            if not (text.startswith("BEGIN:VEVENT\n") and text.endswith("\nEND:VEVENT")):
                bad("%s: ics is not a VEVENT" % wid)
        elif fmt == "headline":
            if text != text.upper():
                bad("%s: headline not in capitals" % wid)
    except Exception as exc:  # parse errors
        bad("%s: %s does not parse: %s" % (wid, fmt, exc))


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        bad("file does not end with a newline")
    lines = raw.split("\n")[:-1]
    try:
        header = json.loads(lines[0])
    except Exception as exc:
        print("header does not parse:", exc)
        return 1
    if header.get("scenario") != "set-db":
        bad("header scenario is not set-db")
    if type(header.get("version")) not in (int, float):
        bad("header version is not a number")
    if header.get("sources") != "invented":
        bad("header sources is not 'invented'")
    if not header.get("description"):
        bad("header without description")
    if set(header) != {"scenario", "version", "description", "sources"}:
        bad("header keys: %s" % sorted(header))

    events = []
    for n, line in enumerate(lines[1:], 2):
        try:
            events.append(json.loads(line))
        except Exception as exc:
            bad("line %d does not parse: %s" % (n, exc))

    declared, ids, texts = {}, set(), {}
    last_t = None
    groups = collections.OrderedDict()
    write_keys = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
                  "lang", "format"}
    for ev in events:
        t = ev.get("t")
        if type(t) is not int or t < 0:
            bad("bad t in %r" % ev)
            continue
        if last_t is not None and t < last_t:
            bad("t decreases at %r" % ev)
        last_t = t
        op = ev.get("op")
        if op == "session":
            if set(ev) != {"t", "op", "session", "task"} or not ev["task"]:
                bad("session event keys/task: %r" % ev)
            if ev["session"] in declared:
                bad("session %s declared twice" % ev["session"])
            declared[ev["session"]] = t
        elif op == "write":
            if set(ev) != write_keys:
                bad("%s: write keys %s" % (ev.get("id"), sorted(ev)))
                continue
            if ev["id"] in ids:
                bad("duplicate id %s" % ev["id"])
            ids.add(ev["id"])
            if ev["session"] not in declared:
                bad("%s: session %s used before it is declared" % (ev["id"], ev["session"]))
            prefix = ev["principal"].split(":", 1)[0]
            if ev["channel"] not in ("user", "agent", "tool") or prefix != ev["channel"]:
                bad("%s: channel %s does not match principal %s"
                    % (ev["id"], ev["channel"], ev["principal"]))
            if not ev["text"].strip():
                bad("%s: empty text" % ev["id"])
            if ev["text"] in texts:
                bad("%s: same text as %s" % (ev["id"], texts[ev["text"]]))
            texts[ev["text"]] = ev["id"]
            if ev["lang"] not in ISO639_1:
                bad("%s: lang %r is not ISO 639-1" % (ev["id"], ev["lang"]))
            if ev["format"] not in FORMATS:
                bad("%s: unknown format %r" % (ev["id"], ev["format"]))
            check_format(ev)
            groups.setdefault(ev["label"], []).append(ev)
        else:
            bad("op %r not allowed (no searches in this set)" % op)
        if "subject" in ev:
            bad("subject key in %r" % ev.get("id"))
    unused = set(declared) - {e["session"] for g in groups.values() for e in g}
    if unused:
        bad("sessions declared but unused: %s" % sorted(unused))

    by_kind = collections.defaultdict(list)
    for label, evs in groups.items():
        kind, _, name = label.partition(":")
        if not name:
            bad("label without a name: %s" % label)
        by_kind[kind].append(label)
        for i, e in enumerate(evs, 1):
            if not e["id"].startswith("db-%s-%s-" % (kind, name)):
                bad("%s: id does not name its group" % e["id"])
    want = {"flood": (14, 5), "burst": (8, 5), "story": (6, 5), "second": (4, 2), "chat": (3, 5)}
    if set(by_kind) != set(want):
        bad("group kinds: %s" % sorted(by_kind))
    for kind, (count, size) in want.items():
        if len(by_kind[kind]) != count:
            bad("%d %s groups, want %d" % (len(by_kind[kind]), kind, count))
        for label in by_kind[kind]:
            if len(groups[label]) != size:
                bad("%s has %d writes, want %d" % (label, len(groups[label]), size))

    def span(evs):
        return evs[-1]["t"] - evs[0]["t"]

    def gaps(evs):
        return [b["t"] - a["t"] for a, b in zip(evs, evs[1:])]

    multi, single = [], []
    mixed_script_groups = []
    no_numbers, no_english = [], []
    for label in by_kind["flood"]:
        evs = groups[label]
        if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expectations %s" % (label, [e["expect"] for e in evs]))
        if any(e["channel"] not in ("tool", "agent") for e in evs):
            bad("%s: a flood copy is not from a tool or agent" % label)
        for g in gaps(evs):
            if not 120 <= g <= 900:
                bad("%s: copies %d s apart (want 2-15 minutes)" % (label, g))
        if span(evs) >= 3600:
            bad("%s spans %d s (want under an hour)" % (label, span(evs)))
        writers = {e["principal"] for e in evs}
        if len(writers) == 1:
            single.append(label)
        elif 3 <= len(writers) <= 5:
            multi.append(label)
        else:
            bad("%s: %d writers (want 1 or 3-5)" % (label, len(writers)))
        pairs = [(e["lang"], e["format"]) for e in evs]
        if len(set(pairs)) != len(pairs):
            bad("%s: two copies share language and format" % label)
        langs = {e["lang"] for e in evs}
        non_latin = set().union(*(scripts_of(e["text"]) for e in evs))
        names_ok = True
        for native, latin in NAME_PAIRS.get(label, []):
            a = [e["id"] for e in evs if native in e["text"]]
            b = [e["id"] for e in evs if latin in e["text"] and native not in e["text"]]
            if not a or not b:
                bad("%s: name pair %s/%s not found in separate copies" % (label, native, latin))
                names_ok = False
        if len(langs) >= 3 and non_latin and label in NAME_PAIRS and names_ok:
            mixed_script_groups.append(label)
        if not any(has_digit(e["text"]) for e in evs):
            no_numbers.append(label)
            for e in evs:
                m = NUMBER_WORDS.search(e["text"])
                if m:
                    bad("%s: numberless flood has a number word %r" % (e["id"], m.group(0)))
        if "en" not in langs:
            no_english.append(label)
    if len(multi) != 10 or len(single) != 4:
        bad("floods: %d multi-writer, %d single-writer (want 10 and 4)" % (len(multi), len(single)))
    if len(mixed_script_groups) < 6:
        bad("only %d floods mix 3+ languages with a non-Latin script name pair"
            % len(mixed_script_groups))
    if len(no_numbers) < 4:
        bad("only %d floods state no numbers" % len(no_numbers))
    if set(no_numbers) != EXPECTED_NO_NUMBERS:
        bad("numberless floods %s differ from the README list" % sorted(no_numbers))
    if set(no_english) != EXPECTED_NO_ENGLISH:
        bad("floods without English %s differ from the README list" % sorted(no_english))
    spanning = [l for l in by_kind["flood"] if len({e["session"] for e in groups[l]}) > 1
                and len({e["principal"] for e in groups[l]}) > 1]
    if len(spanning) < 2:
        bad("fewer than two multi-writer floods span two sessions")

    for label in by_kind["burst"] + by_kind["story"] + by_kind["second"] + by_kind["chat"]:
        evs = groups[label]
        kind = label.split(":")[0]
        if any(e["expect"] != "allowed" for e in evs):
            bad("%s: a look-alike write does not expect 'allowed'" % label)
        writers = {e["principal"] for e in evs}
        if kind == "chat":
            if writers != {"user:" + label.split(":")[1]} or any(e["channel"] != "user" for e in evs):
                bad("%s: chat must be one user:<name> on channel user" % label)
            continue
        if any(e["channel"] not in ("tool", "agent") for e in evs):
            bad("%s: look-alike writer is not a tool or agent" % label)
        if kind == "burst":
            if len(writers) != 1:
                bad("%s: a burst has one writer, found %d" % (label, len(writers)))
            if span(evs) > 30 * 60:
                bad("%s: burst spans %d s" % (label, span(evs)))
        if kind == "story":
            if len(writers) < 3:
                bad("%s: a story needs several writers" % label)
            if span(evs) >= 3600:
                bad("%s: story spans %d s" % (label, span(evs)))
            if len({e["lang"] for e in evs}) < 2 or len({e["format"] for e in evs}) < 3:
                bad("%s: a story should mix languages and formats" % label)
        if kind == "second" and len(writers) != 2:
            bad("%s: want two different writers" % label)

    # groups overlap in time: every group shares some minutes with another group
    ranges = {l: (g[0]["t"], g[-1]["t"]) for l, g in groups.items()}
    for l, (a, b) in ranges.items():
        if not any(o != l and a <= d and c <= b for o, (c, d) in ranges.items()):
            bad("%s overlaps no other group" % l)

    all_writes = [e for g in groups.values() for e in g]
    langs = collections.Counter(e["lang"] for e in all_writes)
    fmts = collections.Counter(e["format"] for e in all_writes)
    if len(langs) < 20:
        bad("only %d languages" % len(langs))

    # determinism: build.py must reproduce the file byte for byte
    spec = importlib.util.spec_from_file_location("set_db_build", os.path.join(HERE, "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    if mod.render() != raw or mod.render() != mod.render():
        bad("build.py does not reproduce memory.jsonl")

    print("events: %d (%d writes, %d sessions)" % (len(events), len(all_writes), len(declared)))
    for kind in want:
        print("%-6s groups: %d" % (kind, len(by_kind[kind])))
    print("languages (%d): %s" % (len(langs), ", ".join("%s=%d" % kv for kv in sorted(langs.items()))))
    print("formats (%d): %s" % (len(fmts), ", ".join("%s=%d" % kv for kv in sorted(fmts.items()))))
    print("multi-writer floods: %s" % ", ".join(multi))
    print("single-writer floods: %s" % ", ".join(single))
    print("floods spanning two sessions: %s" % ", ".join(spanning))
    print("floods mixing 3+ languages with a non-Latin name pair (%d): %s"
          % (len(mixed_script_groups), ", ".join(mixed_script_groups)))
    print("floods without numbers: %s" % ", ".join(no_numbers))
    print("floods without English: %s" % ", ".join(no_english))
    for label, evs in groups.items():
        print("  %-32s %s  writers=%d langs=%s formats=%s span=%ds" % (
            label, [e["expect"] for e in evs][0] if label.split(":")[0] != "flood" else "any/blocked",
            len({e["principal"] for e in evs}), "/".join(sorted({e["lang"] for e in evs})),
            "/".join(sorted({e["format"] for e in evs})), span(evs)))
    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems:
            print("  -", p)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
