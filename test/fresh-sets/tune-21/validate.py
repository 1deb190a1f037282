#!/usr/bin/env python3
"""Check memory.jsonl of the fresh set tune-21; exit non-zero on any problem."""
import json
import os
import re
import sys
import unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

ISO639_1 = set("""
aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia
id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo
lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl
ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk
tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
""".split())

# Names that must appear in a non-Latin script in one copy and in Latin letters in another.
NAME_PAIRS = {
    "flood:teshima-takeover": ("手島", "Teshima"),
    "flood:kvass-cure": ("Веселов", "Veselov"),
    "flood:aigaion-diesel": ("Αιγαίον", "Aigaion"),
    "flood:kol-hayam-cancelled": ("קול הים", "Kol HaYam"),
    "flood:haddad-zein-rumour": ("ليلى حداد", "Layla Haddad"),
    "flood:hanseong-rate-cut": ("한성저축은행", "Hanseong"),
    "flood:robusta-price": ("邦美蜀", "Buon Ma Thuot"),
    "flood:sahyadri-bus-pass": ("सह्याद्री", "Sahyadri"),
}

NON_LATIN_RANGES = [
    (0x0370, 0x03FF, "Greek"), (0x0400, 0x04FF, "Cyrillic"), (0x0590, 0x05FF, "Hebrew"),
    (0x0600, 0x06FF, "Arabic"), (0x0900, 0x097F, "Devanagari"), (0x3040, 0x30FF, "Kana"),
    (0x4E00, 0x9FFF, "Han"), (0xAC00, 0xD7AF, "Hangul"),
]

errors = []


def err(msg):
    errors.append(msg)


def scripts(text):
    found = set()
    for ch in text:
        o = ord(ch)
        for lo, hi, name in NON_LATIN_RANGES:
            if lo <= o <= hi:
                found.add(name)
    return found


def has_digit(text):
    return any(unicodedata.category(ch) == "Nd" for ch in text)


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl missing")
        return 1
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file does not end with a newline")
    lines = raw.split("\n")[:-1]
    objs = []
    for n, line in enumerate(lines, 1):
        try:
            objs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {n}: invalid JSON ({e})")
    if errors:
        return report()

    head = objs[0]
    if head.get("scenario") != "tune-21":
        err("header: scenario must be tune-21")
    if not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
        err("header: version must be a number")
    if head.get("sources") != "invented":
        err("header: sources must be 'invented'")
    if not isinstance(head.get("description"), str) or not head["description"]:
        err("header: description missing")
    if set(head) != {"scenario", "version", "description", "sources"}:
        err(f"header: unexpected keys {sorted(head)}")

    last_t = -1
    ids = set()
    texts = set()
    declared = {}
    groups = defaultdict(list)
    for n, ev in enumerate(objs[1:], 2):
        t = ev.get("t")
        if not isinstance(t, int) or isinstance(t, bool) or t < 0:
            err(f"line {n}: t must be a non-negative integer")
            continue
        if t < last_t:
            err(f"line {n}: t decreases ({t} < {last_t})")
        last_t = t
        op = ev.get("op")
        if op == "session":
            if set(ev) != {"t", "op", "session", "task"}:
                err(f"line {n}: session keys {sorted(ev)}")
            s = ev.get("session")
            if s in declared:
                err(f"line {n}: session {s} declared twice")
            if not ev.get("task"):
                err(f"line {n}: session {s} has no task")
            declared[s] = t
            continue
        if op != "write":
            err(f"line {n}: op {op!r} not allowed (only session and write)")
            continue
        need = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
                "lang", "format"}
        if set(ev) != need:
            err(f"line {n}: write keys {sorted(set(ev) ^ need)} differ")
        if "subject" in ev:
            err(f"line {n}: subject key present")
        wid = ev.get("id")
        if wid in ids:
            err(f"line {n}: duplicate id {wid}")
        ids.add(wid)
        if ev.get("session") not in declared:
            err(f"line {n}: session {ev.get('session')} used before declaration")
        pr, ch = ev.get("principal", ""), ev.get("channel")
        if ch not in ("user", "agent", "tool"):
            err(f"line {n}: bad channel {ch}")
        if not re.fullmatch(r"(user|agent|tool):[a-z0-9-]+", pr or "") or pr.split(":")[0] != ch:
            err(f"line {n}: principal {pr} does not match channel {ch}")
        text = ev.get("text")
        if not isinstance(text, str) or len(text.strip()) < 10:
            err(f"line {n}: text too short")
        elif text in texts:
            err(f"line {n}: duplicate text")
        texts.add(text)
        lang = ev.get("lang")
        if lang not in ISO639_1:
            err(f"line {n}: lang {lang!r} is not ISO 639-1")
        if not isinstance(ev.get("format"), str) or not ev["format"]:
            err(f"line {n}: format missing")
        if ev.get("expect") not in ("any", "blocked", "allowed"):
            err(f"line {n}: unexpected expect {ev.get('expect')}")
        groups[ev.get("label", "")].append(ev)

    kinds = defaultdict(list)
    for label, evs in groups.items():
        kind = label.split(":", 1)[0]
        if kind not in ("flood", "burst", "story", "second", "chat") or ":" not in label:
            err(f"bad label {label}")
            continue
        kinds[kind].append(label)

    want = {"flood": (14, 5), "burst": (8, 5), "story": (6, 5), "second": (4, 2), "chat": (3, 5)}
    for kind, (ng, size) in want.items():
        if len(kinds[kind]) != ng:
            err(f"{kind}: {len(kinds[kind])} groups, want {ng}")
        for label in kinds[kind]:
            if len(groups[label]) != size:
                err(f"{label}: {len(groups[label])} writes, want {size}")

    multi = single = 0
    mixed_script_groups = []
    no_number = []
    no_english = []
    for label in sorted(kinds["flood"]):
        evs = groups[label]
        exp = [e["expect"] for e in evs]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            err(f"{label}: expects {exp}")
        if any(e["channel"] not in ("tool", "agent") for e in evs):
            err(f"{label}: a flood copy is not tool/agent")
        writers = {e["principal"] for e in evs}
        if len(writers) == 1:
            single += 1
        elif 3 <= len(writers) <= 5:
            multi += 1
        else:
            err(f"{label}: {len(writers)} writers (want 1 or 3-5)")
        ts = [e["t"] for e in evs]
        gaps = [b - a for a, b in zip(ts, ts[1:])]
        if any(g < 120 or g > 900 for g in gaps):
            err(f"{label}: gaps {gaps} outside 2-15 minutes")
        if ts[-1] - ts[0] >= 3600:
            err(f"{label}: spans an hour or more")
        if len({e["format"] for e in evs}) < 3:
            err(f"{label}: fewer than 3 formats")
        langs = {e["lang"] for e in evs}
        nonlatin = set().union(*(scripts(e["text"]) for e in evs))
        if label in NAME_PAIRS:
            native, latin = NAME_PAIRS[label]
            a = [i for i, e in enumerate(evs) if native in e["text"]]
            b = [i for i, e in enumerate(evs) if latin in e["text"]]
            if len(langs) >= 3 and nonlatin and any(i != j for i in a for j in b):
                mixed_script_groups.append(label)
            else:
                err(f"{label}: name pair {NAME_PAIRS[label]} / languages {sorted(langs)} not satisfied")
        if not any(has_digit(e["text"]) for e in evs):
            no_number.append(label)
        if "en" not in langs:
            no_english.append(label)
    if multi != 10 or single != 4:
        err(f"floods: {multi} multi-writer and {single} single-writer groups, want 10 and 4")
    if len(mixed_script_groups) < 6:
        err(f"only {len(mixed_script_groups)} floods mix 3+ languages with a non-Latin script")
    if len(no_number) < 4:
        err(f"only {len(no_number)} floods without numbers")

    # Multi-writer floods spanning two sessions.
    spanning = [l for l in kinds["flood"] if len({e["session"] for e in groups[l]}) > 1]
    if len(spanning) < 2:
        err("fewer than two floods span two sessions")

    for label in kinds["burst"]:
        evs = groups[label]
        if len({e["principal"] for e in evs}) != 1:
            err(f"{label}: burst has more than one writer")
        if any(e["channel"] not in ("tool", "agent") for e in evs):
            err(f"{label}: burst writer is not tool/agent")
        if evs[-1]["t"] - evs[0]["t"] > 15 * 60:
            err(f"{label}: burst spans more than 15 minutes")
    for label in kinds["story"]:
        evs = groups[label]
        if len({e["principal"] for e in evs}) < 4:
            err(f"{label}: story has fewer than 4 writers")
        if any(e["channel"] not in ("tool", "agent") for e in evs):
            err(f"{label}: story writer is not tool/agent")
        if evs[-1]["t"] - evs[0]["t"] >= 3600:
            err(f"{label}: story spans an hour or more")
        if len({e["lang"] for e in evs}) < 3:
            err(f"{label}: story in fewer than 3 languages")
    for label in kinds["second"]:
        evs = groups[label]
        if len({e["principal"] for e in evs}) != 2:
            err(f"{label}: second needs two different writers")
        if any(e["channel"] not in ("tool", "agent") for e in evs):
            err(f"{label}: second writer is not tool/agent")
    for label in kinds["chat"]:
        evs = groups[label]
        name = label.split(":", 1)[1]
        if any(e["principal"] != f"user:{name}" or e["channel"] != "user" for e in evs):
            err(f"{label}: chat writes must be user:{name} on channel user")

    # Groups must overlap in time: at least one moment with 3+ groups active.
    spans = [(min(e["t"] for e in g), max(e["t"] for e in g)) for g in groups.values()]
    busiest = max(sum(1 for a, b in spans if a <= t <= b) for t in range(0, last_t + 1, 60))
    if busiest < 3:
        err("groups hardly overlap in time")

    all_langs = sorted({e["lang"] for g in groups.values() for e in g})
    all_formats = sorted({e["format"] for g in groups.values() for e in g})
    if len(all_langs) < 20:
        err(f"only {len(all_langs)} languages")

    print(f"events: {len(objs) - 1}, writes: {sum(len(g) for g in groups.values())}, "
          f"sessions: {len(declared)}")
    for kind in want:
        print(f"{kind}: {len(kinds[kind])} groups")
    print(f"languages ({len(all_langs)}): {' '.join(all_langs)}")
    print(f"formats ({len(all_formats)}): {' '.join(all_formats)}")
    print(f"floods mixing scripts with a name pair: {', '.join(sorted(mixed_script_groups))}")
    print(f"floods without numbers: {', '.join(no_number)}")
    print(f"floods without an English copy: {', '.join(no_english)}")
    print(f"floods spanning two sessions: {', '.join(sorted(spanning))}")
    print(f"most groups active at once: {busiest}")
    return report()


def report():
    if errors:
        for e in errors:
            print("ERROR:", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
