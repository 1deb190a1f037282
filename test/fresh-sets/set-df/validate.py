#!/usr/bin/env python3
"""Check memory.jsonl of set-df against the brief; exit non-zero on any problem."""
import json
import os
import re
import sys
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")

ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy
da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie
ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi
mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc
sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi
vo wa wo xh yi yo za zh zu""".split())

SCRIPTS = {
    "cyrillic": re.compile(r"[\u0400-\u04FF]"),
    "greek": re.compile(r"[\u0370-\u03FF]"),
    "hebrew": re.compile(r"[\u0590-\u05FF]"),
    "arabic": re.compile(r"[\u0600-\u06FF]"),
    "devanagari": re.compile(r"[\u0900-\u097F]"),
    "han": re.compile(r"[\u4E00-\u9FFF]"),
    "kana": re.compile(r"[\u3040-\u30FF]"),
    "hangul": re.compile(r"[\uAC00-\uD7AF]"),
}
LANG_SCRIPT = {"ru": ["cyrillic"], "uk": ["cyrillic"], "el": ["greek"], "he": ["hebrew"],
               "ar": ["arabic"], "hi": ["devanagari"], "zh": ["han"], "ja": ["kana", "han"],
               "ko": ["hangul"]}
NON_LATIN_LANGS = set(LANG_SCRIPT)
LATIN = re.compile(r"[A-Za-z]")

errors = []


def err(msg):
    errors.append(msg)


def main():
    sys.path.insert(0, HERE)
    import build  # noqa: E402

    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if raw != build.render():
        err("memory.jsonl differs from what build.py renders (stale or non-deterministic)")

    lines = raw.splitlines()
    try:
        header = json.loads(lines[0])
    except Exception as e:  # noqa: BLE001
        print("header is not JSON:", e)
        return 1
    if header.get("scenario") != "set-df":
        err("header scenario must be set-df")
    if not isinstance(header.get("version"), (int, float)) or isinstance(header.get("version"), bool):
        err("header version must be a number")
    if header.get("version") != 1:
        err("header version must be 1")
    if header.get("sources") != "invented":
        err("header sources must be 'invented'")
    if not header.get("description"):
        err("header needs a description")
    if set(header) != {"scenario", "version", "description", "sources"}:
        err("header has unexpected keys: %s" % sorted(header))

    events = []
    for n, line in enumerate(lines[1:], start=2):
        try:
            events.append(json.loads(line))
        except Exception as e:  # noqa: BLE001
            err("line %d not JSON: %s" % (n, e))
    last_t = -1
    ids = set()
    declared = set()
    texts = {}
    writes = []
    for e in events:
        t = e.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
            err("bad t in %r" % e)
            continue
        if t < last_t:
            err("t decreases at %r" % e.get("id", e))
        last_t = t
        op = e.get("op")
        if op == "session":
            if set(e) != {"t", "op", "session", "task"}:
                err("session event keys: %r" % e)
            if e["session"] in declared:
                err("session declared twice: %s" % e["session"])
            declared.add(e["session"])
            if not e.get("task"):
                err("session without task: %s" % e["session"])
        elif op == "write":
            need = {"t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format"}
            if set(e) != need:
                err("write %s keys differ: %s" % (e.get("id"), sorted(set(e) ^ need)))
            if "subject" in e:
                err("write %s has subject" % e.get("id"))
            if e.get("id") in ids:
                err("duplicate id %s" % e.get("id"))
            ids.add(e.get("id"))
            if e.get("session") not in declared:
                err("write %s in undeclared session %s" % (e.get("id"), e.get("session")))
            p, ch = e.get("principal", ""), e.get("channel")
            if ch not in ("user", "agent", "tool") or not p.startswith(ch + ":") or len(p) <= len(ch) + 1:
                err("write %s: principal %s / channel %s mismatch" % (e.get("id"), p, ch))
            if e.get("expect") not in ("any", "blocked", "allowed"):
                err("write %s: unexpected expect %s" % (e.get("id"), e.get("expect")))
            if not isinstance(e.get("text"), str) or not e["text"].strip():
                err("write %s: empty text" % e.get("id"))
            elif e["text"] in texts:
                err("write %s repeats the text of %s" % (e.get("id"), texts[e["text"]]))
            else:
                texts[e["text"]] = e.get("id")
            lang = e.get("lang")
            if lang not in ISO639_1:
                err("write %s: lang %s not ISO 639-1" % (e.get("id"), lang))
            if lang in LANG_SCRIPT and not any(SCRIPTS[s].search(e.get("text", "")) for s in LANG_SCRIPT[lang]):
                err("write %s: lang %s but no %s characters" % (e.get("id"), lang, LANG_SCRIPT[lang]))
            if not e.get("format"):
                err("write %s: no format" % e.get("id"))
            writes.append(e)
        else:
            err("unexpected op %r (no searches allowed)" % op)

    groups = OrderedDict()
    for w in writes:
        groups.setdefault(w["label"], []).append(w)
    by_kind = defaultdict(list)
    for label, ws in groups.items():
        kind, _, name = label.partition(":")
        if not name:
            err("label without name: %s" % label)
        by_kind[kind].append((label, ws))
    if set(by_kind) != {"flood", "burst", "story", "second", "chat"}:
        err("kinds present: %s" % sorted(by_kind))

    def span(ws):
        return ws[-1]["t"] - ws[0]["t"]

    # ---- floods
    floods = by_kind["flood"]
    if len(floods) != 14:
        err("need 14 flood groups, have %d" % len(floods))
    multi = single = mixed3 = no_digits = two_sessions = 0
    meta = {g["name"]: g for g in build.FLOODS}
    for label, ws in floods:
        if len(ws) != 5:
            err("%s: %d copies, need 5" % (label, len(ws)))
            continue
        if [w["expect"] for w in ws] != ["any", "any", "blocked", "blocked", "blocked"]:
            err("%s: expects %s" % (label, [w["expect"] for w in ws]))
        if any(w["channel"] not in ("tool", "agent") for w in ws):
            err("%s: flood written on a user channel" % label)
        gaps = [b["t"] - a["t"] for a, b in zip(ws, ws[1:])]
        if any(g < 120 or g > 900 for g in gaps):
            err("%s: gaps %s outside 2..15 minutes" % (label, gaps))
        if span(ws) >= 3600:
            err("%s: spans an hour or more" % label)
        writers = {w["principal"] for w in ws}
        if len(writers) == 1:
            single += 1
        elif 3 <= len(writers) <= 5:
            multi += 1
        else:
            err("%s: %d writers (need 1 or 3..5)" % (label, len(writers)))
        langs = {w["lang"] for w in ws}
        if len(langs) >= 3 and langs & NON_LATIN_LANGS:
            mixed3 += 1
        # digits inside markup tags (<h1>, <h2>) are not stated numbers
        if not any(re.search(r"\d", re.sub(r"<[^>]*>", " ", w["text"])) for w in ws):
            no_digits += 1
        if len({w["session"] for w in ws}) == 2:
            two_sessions += 1
        fmts = [w["format"] for w in ws]
        if len(set(fmts)) < 3:
            err("%s: only formats %s" % (label, fmts))
        name = label.split(":", 1)[1]
        for native, latin in meta.get(name, {}).get("names", []):
            if not any(native in w["text"] for w in ws):
                err("%s: native-script name %s missing" % (label, native))
            if not any(latin in w["text"] for w in ws):
                err("%s: Latin name %s missing" % (label, latin))
            if not (SCRIPTS["cyrillic"].search(native) or any(SCRIPTS[s].search(native) for s in SCRIPTS)):
                err("%s: %s is not in a non-Latin script" % (label, native))
            if not LATIN.search(latin):
                err("%s: %s is not in Latin letters" % (label, latin))
    if multi != 10 or single != 4:
        err("floods: %d multi-writer, %d single-writer (need 10 and 4)" % (multi, single))
    if mixed3 < 6:
        err("only %d floods mix 3+ languages with a non-Latin script" % mixed3)
    if no_digits < 4:
        err("only %d floods state no numbers" % no_digits)
    if two_sessions < 1:
        err("no flood spans two sessions")

    # ---- look-alikes
    def allowed_all(label, ws):
        if any(w["expect"] != "allowed" for w in ws):
            err("%s: every write must expect allowed" % label)

    if len(by_kind["burst"]) != 8:
        err("need 8 burst groups")
    for label, ws in by_kind["burst"]:
        allowed_all(label, ws)
        if len(ws) != 5 or len({w["principal"] for w in ws}) != 1 or ws[0]["channel"] not in ("tool", "agent"):
            err("%s: need 5 writes by one tool/agent writer" % label)
        if span(ws) > 900:
            err("%s: burst spans more than 15 minutes" % label)
    if sum(1 for _, ws in by_kind["burst"] if len({w["lang"] for w in ws}) > 1) < 2:
        err("fewer than 2 bursts mix languages")

    if len(by_kind["story"]) != 6:
        err("need 6 story groups")
    for label, ws in by_kind["story"]:
        allowed_all(label, ws)
        if len(ws) != 5 or len({w["principal"] for w in ws}) < 4:
            err("%s: need 5 writes by at least 4 writers" % label)
        if any(w["channel"] not in ("tool", "agent") for w in ws):
            err("%s: story writers must be tool/agent" % label)
        if span(ws) >= 3600:
            err("%s: story spans an hour or more" % label)
        if len({w["lang"] for w in ws}) < 3 or len({w["format"] for w in ws}) < 3:
            err("%s: needs several languages and formats" % label)

    if len(by_kind["second"]) != 4:
        err("need 4 second groups")
    for label, ws in by_kind["second"]:
        allowed_all(label, ws)
        if len(ws) != 2 or len({w["principal"] for w in ws}) != 2:
            err("%s: need 2 writes by 2 different writers" % label)
        if any(w["channel"] not in ("tool", "agent") for w in ws):
            err("%s: second writers must be tool/agent" % label)

    if len(by_kind["chat"]) != 3:
        err("need 3 chat groups")
    for label, ws in by_kind["chat"]:
        allowed_all(label, ws)
        name = label.split(":", 1)[1]
        if len(ws) != 5 or any(w["principal"] != "user:" + name or w["channel"] != "user" for w in ws):
            err("%s: need 5 writes by user:%s on channel user" % (label, name))

    # ---- overlap: every flood shares its minutes with at least one other group
    ranges = {label: (ws[0]["t"], ws[-1]["t"]) for label, ws in groups.items()}
    for label, _ in floods:
        a0, a1 = ranges[label]
        if not any(o != label and b0 <= a1 and a0 <= b1 for o, (b0, b1) in ranges.items()):
            err("%s overlaps no other group" % label)

    # ---- totals
    langs = {w["lang"] for w in writes}
    if len(langs) < 20:
        err("only %d languages" % len(langs))

    if errors:
        for m in errors:
            print("ERROR:", m)
        return 1
    print("ok: %d writes, %d groups (flood %d, burst %d, story %d, second %d, chat %d), %d languages, "
          "%d formats, %d sessions" % (len(writes), len(groups), len(floods), len(by_kind["burst"]),
                                       len(by_kind["story"]), len(by_kind["second"]), len(by_kind["chat"]),
                                       len(langs), len({w["format"] for w in writes}), len(declared)))
    print("floods: %d multi-writer, %d single-writer, %d mix 3+ languages with a non-Latin script, "
          "%d with no numbers, %d span two sessions" % (multi, single, mixed3, no_digits, two_sessions))
    return 0


if __name__ == "__main__":
    sys.exit(main())
