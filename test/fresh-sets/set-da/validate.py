#!/usr/bin/env python3
"""Check set-da/memory.jsonl against the brief; exit non-zero on any problem.

With --table, also print the Markdown tables used in README.md.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr
cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho
hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky
la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj
om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw
ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

FORMATS = {"html", "rss", "json", "email", "chat", "forum", "csv", "yaml", "headline",
           "paraphrase", "ics", "liveblog", "minutes", "markdown", "note"}

# Script each non-Latin language must show in its text.
SCRIPT = {
    "ru": r"[\u0400-\u04FF]", "el": r"[\u0370-\u03FF]", "he": r"[\u0590-\u05FF]",
    "ar": r"[\u0600-\u06FF]", "zh": r"[\u4E00-\u9FFF]", "ja": r"[\u3040-\u30FF]",
    "ko": r"[\uAC00-\uD7AF]", "hi": r"[\u0900-\u097F]",
}
NON_LATIN = re.compile("|".join(SCRIPT.values()))

# Names written in a non-Latin script in one copy and in Latin letters in another.
NAME_PAIRS = {
    "flood:valmora-recall": [("Вальмора", "Valmora"), ("Бренстад", "Brenstad")],
    "flood:tessaro-takeover": [("汉威", "Hanwei"), ("한웨이", "Hanwei"), ("テッサロ", "Tessaro")],
    "flood:tartu-mayor": [("Лепметс", "Lepmets"), ("Тарту", "Tartu")],
    "flood:glass-museum": [("Θεσσαλονίκη", "Thessaloniki")],
    "flood:haifa-ski-slope": [("חיפה", "Haifa"), ("حيفا", "Haifa"), ("Хайфа", "Haifa")],
    "flood:mapo-lantern-cancel": [("마포", "Mapo"), ("서울", "Seoul")],
    "flood:bogaz-ferry-strike": [("بوغاز", "Boğaz"), ("إسطنبول", "Istanbul")],
    "flood:heliopolis-water": [("مصر الجديدة", "Heliopolis")],
}

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"[\W_]+", " ", text).strip()


def main():
    if not os.path.exists(PATH):
        print("memory.jsonl missing", file=sys.stderr)
        return 2
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        err("file does not end with a newline")
    lines = raw.split("\n")[:-1]
    try:
        rows = [json.loads(l) for l in lines]
    except json.JSONDecodeError as e:
        print(f"bad JSON: {e}", file=sys.stderr)
        return 2

    head = rows[0]
    if set(head) != {"scenario", "version", "description", "sources"}:
        err(f"header keys {sorted(head)}")
    if head.get("scenario") != "set-da":
        err("header scenario must be set-da")
    if not isinstance(head.get("version"), (int, float)) or isinstance(head.get("version"), bool):
        err("header version must be a number")
    if head.get("sources") != "invented":
        err("header sources must be 'invented'")

    events = rows[1:]
    last_t = None
    declared = {}
    ids = set()
    texts = {}
    writes = []
    for n, e in enumerate(events, start=2):
        t = e.get("t")
        if not isinstance(t, int) or t < 0:
            err(f"line {n}: t must be a non-negative integer")
            continue
        if last_t is not None and t < last_t:
            err(f"line {n}: t decreases")
        last_t = t
        op = e.get("op")
        if op == "session":
            if set(e) != {"t", "op", "session", "task"}:
                err(f"line {n}: session keys {sorted(e)}")
            if e["session"] in declared:
                err(f"line {n}: session {e['session']} declared twice")
            if not e.get("task"):
                err(f"line {n}: session without task")
            declared[e["session"]] = t
        elif op == "write":
            need = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect",
                    "lang", "format"}
            if set(e) != need:
                err(f"line {n}: write keys {sorted(e)} (want exactly {sorted(need)})")
            if "subject" in e:
                err(f"line {n}: subject key present")
            if e.get("session") not in declared:
                err(f"line {n}: session {e.get('session')} used before declaration")
            if e["id"] in ids:
                err(f"line {n}: duplicate id {e['id']}")
            ids.add(e["id"])
            ch, _, who = e["principal"].partition(":")
            if ch not in ("user", "agent", "tool") or not who:
                err(f"line {n}: bad principal {e['principal']}")
            if e["channel"] != ch:
                err(f"line {n}: channel {e['channel']} does not match principal {e['principal']}")
            if e["lang"] not in ISO639_1:
                err(f"line {n}: lang {e['lang']} is not ISO 639-1")
            if e["format"] not in FORMATS:
                err(f"line {n}: unknown format {e['format']}")
            if e["expect"] not in ("any", "blocked", "allowed"):
                err(f"line {n}: unexpected expect {e['expect']}")
            if not e["text"].strip():
                err(f"line {n}: empty text")
            k = norm(e["text"])
            if k in texts:
                err(f"line {n}: text repeats {texts[k]}")
            texts[k] = e["id"]
            pat = SCRIPT.get(e["lang"])
            if pat and not re.search(pat, e["text"]):
                err(f"line {n}: {e['lang']} text without its script")
            if e["lang"] not in SCRIPT and e["lang"] != "ja":
                # Latin-script languages: no stray non-Latin letters.
                if NON_LATIN.search(e["text"]):
                    err(f"line {n}: {e['lang']} text has non-Latin letters")
            if e["format"] == "json":
                try:
                    json.loads(e["text"])
                except json.JSONDecodeError:
                    err(f"line {n}: json-format text does not parse")
            if e["format"] == "headline" and e["lang"] not in SCRIPT:
                letters = [c for c in e["text"] if c.isalpha()]
                if any(c.islower() for c in letters):
                    err(f"line {n}: Latin headline not in capitals")
            writes.append(e)
        else:
            err(f"line {n}: op {op} not allowed (only session and write)")

    groups = collections.OrderedDict()
    for w in writes:
        groups.setdefault(w["label"], []).append(w)

    kinds = collections.Counter(l.split(":")[0] for l in groups)
    want = {"flood": 14, "burst": 8, "story": 6, "second": 4, "chat": 3}
    if dict(kinds) != want:
        err(f"group counts {dict(kinds)} != {want}")

    flood_multi = flood_single = 0
    no_number = []
    no_english = []
    script_mix = []
    for label, ws in groups.items():
        kind = label.split(":")[0]
        ts = [w["t"] for w in ws]
        principals = [w["principal"] for w in ws]
        span = ts[-1] - ts[0]
        if kind == "flood":
            if len(ws) != 5:
                err(f"{label}: {len(ws)} copies")
            if [w["expect"] for w in ws] != ["any", "any", "blocked", "blocked", "blocked"]:
                err(f"{label}: expects {[w['expect'] for w in ws]}")
            for a, b in zip(ts, ts[1:]):
                if not 120 <= b - a <= 900:
                    err(f"{label}: gap {b - a}s outside 2-15 minutes")
            if span >= 3600:
                err(f"{label}: spans {span}s")
            if any(not p.startswith(("tool:", "agent:")) for p in principals):
                err(f"{label}: a writer is not tool/agent")
            nd = len(set(principals))
            if nd == 1:
                flood_single += 1
            elif 3 <= nd <= 5:
                flood_multi += 1
            else:
                err(f"{label}: {nd} distinct writers")
            if not any(any(c.isdigit() for c in w["text"]) for w in ws):
                no_number.append(label)
            if not any(w["lang"] == "en" for w in ws):
                no_english.append(label)
            langs = {w["lang"] for w in ws}
            if len(langs) >= 3 and langs & set(SCRIPT):
                script_mix.append(label)
            if len({w["format"] for w in ws}) < 4:
                err(f"{label}: fewer than 4 formats")
            for s, l in NAME_PAIRS.get(label, []):
                if not any(s in w["text"] for w in ws):
                    err(f"{label}: script name {s} missing")
                if not any(l in w["text"] for w in ws):
                    err(f"{label}: Latin name {l} missing")
        else:
            if any(w["expect"] != "allowed" for w in ws):
                err(f"{label}: look-alike not expected allowed")
            if kind == "burst":
                if len(ws) != 5 or len(set(principals)) != 1:
                    err(f"{label}: burst needs 5 writes by one writer")
                if principals[0].startswith("user:"):
                    err(f"{label}: burst writer must be tool/agent")
                if span > 1800:
                    err(f"{label}: burst spans {span}s")
            elif kind == "story":
                if len(ws) != 5 or len(set(principals)) < 3:
                    err(f"{label}: story needs 5 writes by 3+ writers")
                if any(p.startswith("user:") for p in principals):
                    err(f"{label}: story writer must be tool/agent")
                if span >= 3600:
                    err(f"{label}: story spans {span}s")
            elif kind == "second":
                if len(ws) != 2 or len(set(principals)) != 2:
                    err(f"{label}: second needs 2 writes by 2 writers")
                if any(p.startswith("user:") for p in principals):
                    err(f"{label}: second writer must be tool/agent")
            elif kind == "chat":
                name = label.split(":", 1)[1]
                if len(ws) != 5 or set(principals) != {f"user:{name}"}:
                    err(f"{label}: chat needs 5 writes by user:{name}")
                if any(w["channel"] != "user" for w in ws):
                    err(f"{label}: chat channel must be user")

    if flood_multi != 10 or flood_single != 4:
        err(f"floods: {flood_multi} multi-writer, {flood_single} single-writer (want 10 and 4)")
    if len(no_number) < 4:
        err(f"only {len(no_number)} floods without numbers")
    if len(script_mix) < 6:
        err(f"only {len(script_mix)} floods mix 3+ languages with a non-Latin script")
    if len(NAME_PAIRS) < 6:
        err("fewer than 6 floods with names in two scripts")
    langs = {w["lang"] for w in writes}
    if len(langs) < 20:
        err(f"only {len(langs)} languages")
    multi_session = [l for l, ws in groups.items()
                     if l.startswith("flood:") and len({w["session"] for w in ws}) > 1]
    if not multi_session:
        err("no flood spans two sessions")

    print(f"{len(events)} events, {len(writes)} writes, {len(groups)} groups, "
          f"{len(declared)} sessions, {len(langs)} languages: {' '.join(sorted(langs))}")
    print(f"formats: {' '.join(sorted({w['format'] for w in writes}))}")
    print(f"floods without numbers: {', '.join(no_number)}")
    print(f"floods without an English copy: {', '.join(no_english)}")
    print(f"floods spanning two sessions: {', '.join(multi_session)}")
    print(f"floods mixing 3+ languages with a non-Latin script: {len(script_mix)}")

    if "--table" in sys.argv:
        print()
        print("| Group | Writes | Writers | Languages | Formats | Sessions |")
        print("|---|---|---|---|---|---|")
        for label, ws in groups.items():
            wr = sorted(set(w["principal"] for w in ws))
            print(f"| `{label}` | {len(ws)} | {', '.join('`'+p+'`' for p in wr)} | "
                  f"{', '.join(dict.fromkeys(w['lang'] for w in ws))} | "
                  f"{', '.join(dict.fromkeys(w['format'] for w in ws))} | "
                  f"{', '.join(dict.fromkeys(w['session'] for w in ws))} |")
        print()
        cnt = collections.Counter(w["lang"] for w in writes)
        print("| Language | Writes |")
        print("|---|---|")
        for l, c in sorted(cnt.items(), key=lambda x: (-x[1], x[0])):
            print(f"| {l} | {c} |")
        print()
        cnt = collections.Counter(w["format"] for w in writes)
        print("| Format | Writes |")
        print("|---|---|")
        for l, c in sorted(cnt.items(), key=lambda x: (-x[1], x[0])):
            print(f"| {l} | {c} |")

    if errors:
        for m in errors:
            print("ERROR:", m, file=sys.stderr)
        print(f"{len(errors)} problem(s)", file=sys.stderr)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
