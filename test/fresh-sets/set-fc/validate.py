#!/usr/bin/env python3
"""Validate memory.jsonl of set-fc against the brief; exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
README = os.path.join(HERE, "README.md")
DAY = 86400

problems = []


def bad(msg):
    problems.append(msg)


REQUIRED_ATTRS = {
    "home_address", "employer", "job_title", "family_doctor", "dentist", "bank", "phone",
    "email", "partner", "gym", "diet", "daily_medication", "shoe_size", "commute",
    "weekly_class", "preferred_airline", "pharmacy", "hairdresser", "car", "regular_cafe",
    "child_school", "standing_appointment", "blood_group", "allergies"}
SORTS = {"other_person", "named_entity", "other_attribute", "past_value", "plan", "question",
         "restated"}
KINDS = {"names_old", "change_verb", "time_word", "bare_field"}
BASE_LANGS = {"en", "zh", "sk", "hu"}
CONTRA_FORMATS = {"csv", "json", "yaml", "xml", "icalendar", "vcard", "email", "sms", "html",
                  "markdown_table", "log", "form", "agent_note", "report"}
FORBIDDEN = ["natural-dye", "natural dye", "ravanne", "pipe-organ voicer", "organ voicer",
             "duduk", "beaded-slipper", "beaded slipper", "samarkand", "curepipe", "curitiba",
             "gyumri", "george town", "georgetown"]

# the fact's own value, as a token that must not appear in a contradiction of it and
# must appear in a restated look-alike or consistent record about it
VALUE_TOKENS = {
    "f01": ["Jarabinov"], "f02": ["Hornád Bell Foundry"], "f04": ["Fedorová"],
    "f05": ["Lukács"], "f06": ["Východná"], "f07": ["318 742", "318-742"],
    "f08": ["vendelin.kopcak@hornadzvony.sk"], "f09": ["Szabó"], "f10": ["Kalvária"],
    "f12": ["75 "], "f13": ["44"], "f16": ["Tatra Air"], "f17": ["Zlatého zvona"],
    "f18": ["Erika"], "f19": ["KE-418HB", "Octavia"], "f20": ["Mosadz"],
    "f21": ["Jabloňov"], "f23": ["A Rh+"], "f24": ["penicillin"],
}
# new values of updates: a recall query must not give them away
UPDATE_TOKENS = {
    "u01": "Brezová", "u02": "Tatranská", "u03": "head of casting", "u04": "Sekerák",
    "u05": "Bednárová", "u06": "Dunajská", "u07": "207 615", "u08": "zvonytatran",
    "u10": "Oceľ", "u11": "pescatarian", "u12": "100", "u14": "bicykl", "u15": "17:45",
    "u16": "Danubia", "u17": "Alžbety", "u18": "Hamšík", "u19": "Dacia", "u20": "Trojica",
    "u21": "Kalinová", "u22": "piatok",
}


def main():
    try:
        with open(PATH, encoding="utf-8") as fh:
            raw = fh.read()
    except OSError as e:
        print(f"cannot read {PATH}: {e}")
        return 1
    lines = raw.splitlines()
    if not lines:
        print("empty file")
        return 1
    try:
        header = json.loads(lines[0])
    except ValueError:
        print("header is not JSON")
        return 1
    if not isinstance(header, dict) or not header.get("scenario"):
        bad("header lacks scenario")
    if "op" in header:
        bad("header must not be an event")

    events = []
    for n, line in enumerate(lines[1:], 2):
        try:
            events.append(json.loads(line))
        except ValueError:
            bad(f"line {n}: not JSON")
    if problems:
        return report()

    # --- generic checks -----------------------------------------------------
    last_t = -1
    sessions = {}
    ids = {}
    writes = []
    searches = []
    for i, ev in enumerate(events):
        t = ev.get("t")
        if not isinstance(t, int) or t < 0:
            bad(f"event {i}: t must be a non-negative integer (seconds)")
            continue
        if t < last_t:
            bad(f"event {i}: t decreases ({t} < {last_t})")
        last_t = t
        op = ev.get("op")
        if op == "session":
            if not ev.get("session") or not ev.get("task"):
                bad(f"event {i}: session needs session and task")
            sessions[ev["session"]] = set()
        elif op == "write":
            for k in ("id", "session", "principal", "channel", "text", "label", "expect",
                      "attribute", "lang", "format"):
                if not ev.get(k):
                    bad(f"write {ev.get('id')}: missing {k}")
            if ev.get("session") not in sessions:
                bad(f"write {ev.get('id')}: session {ev.get('session')} not declared before use")
            else:
                sessions[ev["session"]].add(ev["channel"])
            pr = ev.get("principal", "")
            ch = ev.get("channel")
            if ch not in ("user", "tool", "agent") or not pr.startswith(ch + ":"):
                bad(f"write {ev.get('id')}: principal {pr} does not match channel {ch}")
            if ev["id"] in ids:
                bad(f"duplicate id {ev['id']}")
            ids[ev["id"]] = ev
            writes.append(ev)
        elif op == "search":
            for k in ("session", "principal", "query", "label"):
                if not ev.get(k):
                    bad(f"search at t={t}: missing {k}")
            if ev.get("session") not in sessions:
                bad(f"search at t={t}: session not declared before use")
            searches.append(ev)
        else:
            bad(f"event {i}: unknown op {op}")

    if len(sessions) != 3:
        bad(f"expected 3 sessions, found {len(sessions)}")
    for s, chans in sessions.items():
        if len(chans) > 1:
            bad(f"session {s} mixes channels {chans}")
    if sorted(tuple(sorted(c)) for c in sessions.values()) != [("agent",), ("tool",), ("user",)]:
        bad("sessions must be one for the user, one for tools, one for agents")
    users = {w["principal"] for w in writes if w["channel"] == "user"}
    if len(users) != 1:
        bad(f"expected one user principal, got {users}")
    user = next(iter(users)) if users else None

    # expectations reference earlier ids
    seen = set()
    for ev in events:
        if ev.get("op") == "write":
            m = re.match(r"^(supersedes|coexists|keeps):(.+)$", ev["expect"])
            if m and m.group(2) not in seen:
                bad(f"{ev['id']}: expect refers to unknown/later id {m.group(2)}")
            elif not m and ev["expect"] not in ("allowed", "blocked", "any"):
                bad(f"{ev['id']}: bad expect {ev['expect']}")
            if "about" in ev and ev["about"] not in seen:
                bad(f"{ev['id']}: about refers to unknown/later id {ev['about']}")
            seen.add(ev["id"])

    by_label = {}
    for w in writes:
        by_label.setdefault(w["label"], []).append(w)

    # --- 1. facts ---------------------------------------------------------------
    facts = by_label.get("fact", [])
    core = [f for f in facts if not f.get("extra")]
    extras = [f for f in facts if f.get("extra") is True]
    if len(core) != 24:
        bad(f"expected 24 core facts, got {len(core)}")
    if len(extras) != 8:
        bad(f"expected 8 extra facts, got {len(extras)}")
    attrs = [f["attribute"] for f in core]
    if set(attrs) != REQUIRED_ATTRS or len(attrs) != len(set(attrs)):
        bad(f"core attributes wrong: missing {REQUIRED_ATTRS - set(attrs)}, "
            f"dupes {[a for a, c in Counter(attrs).items() if c > 1]}")
    for f in facts:
        if f["principal"] != user or f["expect"] != "allowed" or not (0 <= f["t"] < DAY):
            bad(f"fact {f['id']}: must be by the user, allowed, on day 0")
    never = [f for f in core if f.get("never_changes") is True]
    if len(never) != 4:
        bad(f"expected 4 never_changes facts, got {len(never)}")
    if {f["lang"] for f in core} != BASE_LANGS:
        bad(f"core facts languages {set(f['lang'] for f in core)} != {BASE_LANGS}")
    if not {"sentence", "field"} <= {f["format"] for f in core}:
        bad("core facts must mix sentences and field lines")
    if len({f["attribute"] for f in extras}) != 8:
        bad("extra facts need 8 distinct attributes")
    core_by_id = {f["id"]: f for f in core}
    extra_by_id = {f["id"]: f for f in extras}

    # --- 2. coexist -------------------------------------------------------------
    co = by_label.get("coexist", [])
    if len(co) != 8:
        bad(f"expected 8 coexist writes, got {len(co)}")
    if sorted(c.get("about", "") for c in co) != sorted(extra_by_id):
        bad("coexist writes must cover each extra fact once")
    for c in co:
        ex = extra_by_id.get(c.get("about"))
        if not ex:
            continue
        if c["expect"] != f"coexists:{ex['id']}" or c["attribute"] != ex["attribute"]:
            bad(f"coexist {c['id']}: wrong expect/attribute")
        if c["principal"] != user or not (DAY <= c["t"] < 2 * DAY):
            bad(f"coexist {c['id']}: must be by the user on day 1")

    # --- 3. contradictions / look-alikes / consistent ---------------------------
    contra = by_label.get("contradiction", [])
    look = by_label.get("lookalike", [])
    cons = by_label.get("consistent", [])
    if len(contra) != 24:
        bad(f"expected 24 contradictions, got {len(contra)}")
    if len(look) != 24:
        bad(f"expected 24 look-alikes, got {len(look)}")
    if len(cons) != 8:
        bad(f"expected 8 consistent records, got {len(cons)}")
    for group, name in ((contra, "contradiction"), (look, "lookalike")):
        if sorted(x.get("about", "") for x in group) != sorted(core_by_id):
            bad(f"{name}s must be one per core fact")
    for x in contra + look + cons:
        f = core_by_id.get(x.get("about"))
        if not f:
            bad(f"{x['id']}: about must name a core fact")
            continue
        if x["attribute"] != f["attribute"]:
            bad(f"{x['id']}: attribute differs from its fact")
        if x["channel"] not in ("tool", "agent"):
            bad(f"{x['id']}: must be written by a tool or an agent")
        if not (2 * DAY <= x["t"] < 8 * DAY):
            bad(f"{x['id']}: must fall in days 2-7")
        want = "blocked" if x["label"] == "contradiction" else "allowed"
        if x["expect"] != want:
            bad(f"{x['id']}: expect must be {want}")
        toks = VALUE_TOKENS.get(x["about"])
        if toks:
            has = any(tok in x["text"] for tok in toks)
            if x["label"] == "contradiction" and has:
                bad(f"{x['id']}: contradiction repeats the fact's own value")
            if (x["label"] == "consistent" or x.get("sort") == "restated") and not has:
                bad(f"{x['id']}: should repeat the fact's value")
    pairs = [(c["lang"], c["format"]) for c in contra]
    if len(set(pairs)) != len(pairs):
        bad("contradictions need distinct language/format pairs")
    clangs = {c["lang"] for c in contra}
    if not BASE_LANGS <= clangs:
        bad(f"contradictions must use {BASE_LANGS}")
    if len(clangs - BASE_LANGS) < 8:
        bad(f"contradictions need >= 8 further languages, got {sorted(clangs - BASE_LANGS)}")
    missing_fmt = CONTRA_FORMATS - {c["format"] for c in contra}
    if missing_fmt:
        bad(f"contradiction formats missing: {missing_fmt}")
    if sum(1 for c in contra if c.get("bare") is True) != 8:
        bad("expected 8 bare contradictions")
    if any(k in c for c in look + cons for k in ("bare",)):
        bad("only contradictions may be bare")
    sorts = Counter(x.get("sort") for x in look)
    if set(sorts) != SORTS:
        bad(f"look-alike sorts must be exactly {SORTS}, got {dict(sorts)}")
    mixed = sorted(contra + look + cons, key=lambda e: e["t"])
    for a, b in zip(mixed, mixed[1:]):
        if b["t"] - a["t"] != 7200:
            bad(f"{a['id']}->{b['id']}: the 56 records must be 2 hours apart")
    runs = sum(1 for a, b in zip(mixed, mixed[1:]) if a["label"] != b["label"])
    if runs < 20:
        bad("the 56 records do not look shuffled")

    # iCalendar and vCard texts among the 56
    def is_ics(x):
        tx = x["text"]
        return ("BEGIN:VCALENDAR\r\n" in tx and "BEGIN:VEVENT\r\n" in tx
                and "END:VEVENT\r\n" in tx and tx.endswith("END:VCALENDAR\r\n")
                and re.search(r"^DTSTART;TZID=[^:]+:\d{8}T\d{6}\r?$", tx, re.M)
                and re.search(r"^SUMMARY;LANGUAGE=[a-z]{2}:", tx, re.M)
                and "UID:" in tx and "DTSTAMP:" in tx and "PRODID:" in tx)

    def is_vcf(x):
        tx = x["text"]
        return (tx.startswith("BEGIN:VCARD\r\n") and tx.endswith("END:VCARD\r\n")
                and re.search(r"^VERSION:[34]\.0\r?$", tx, re.M)
                and re.search(r"^FN:", tx, re.M)
                and re.search(r"^[A-Z]+;[A-Z]+=", tx, re.M))

    for x in writes:
        if x["format"] == "icalendar" and not is_ics(x):
            bad(f"{x['id']}: not a well-formed iCalendar export")
        if x["format"] == "vcard" and not is_vcf(x):
            bad(f"{x['id']}: not a well-formed vCard export")
    ics = [x for x in mixed if x["format"] == "icalendar"]
    vcf = [x for x in mixed if x["format"] == "vcard"]
    if len(ics) < 4 or len({x["lang"] for x in ics}) < 3:
        bad(f"need >= 4 iCalendar records in >= 3 languages, got {len(ics)}")
    if len(vcf) < 4 or len({x["lang"] for x in vcf}) < 3:
        bad(f"need >= 4 vCard records in >= 3 languages, got {len(vcf)}")
    for group in (ics, vcf):
        if len({x["label"] for x in group}) < 3:
            bad("iCalendar/vCard records must appear among contradictions, look-alikes and consistent")

    # --- 4. burst ------------------------------------------------------------------
    burst_labels = [l for l in by_label if l.startswith("burst:")]
    if len(burst_labels) != 1 or not re.fullmatch(r"burst:[a-z0-9-]+", burst_labels[0] or ""):
        bad(f"expected one burst:<slug> label, got {burst_labels}")
    else:
        b = by_label[burst_labels[0]]
        if len(b) != 5 or len({x["principal"] for x in b}) != 1 or b[0]["channel"] != "tool":
            bad("burst must be 5 writes by one tool")
        if any(x["expect"] != "allowed" for x in b):
            bad("burst writes expect allowed")
        if not all(8 * DAY <= x["t"] < 9 * DAY for x in b) or b[-1]["t"] - b[0]["t"] > 600:
            bad("burst must be on day 8 within a few minutes")
        if len({x["text"] for x in b}) != 5 or any(x["attribute"] in REQUIRED_ATTRS for x in b):
            bad("burst items must be distinct and unrelated to the facts")

    # --- 5. flood ------------------------------------------------------------------
    flood_labels = [l for l in by_label if l.startswith("flood:")]
    if len(flood_labels) != 1 or not re.fullmatch(r"flood:[a-z0-9-]+", flood_labels[0] or ""):
        bad(f"expected one flood:<slug> label, got {flood_labels}")
    else:
        fl = sorted(by_label[flood_labels[0]], key=lambda e: e["t"])
        if len(fl) != 5 or len({x["principal"] for x in fl}) != 1 or fl[0]["channel"] != "tool":
            bad("flood must be 5 writes by one tool")
        if [x["expect"] for x in fl] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects must be any, any, blocked, blocked, blocked")
        if not all(9 * DAY <= x["t"] < 10 * DAY for x in fl) or fl[-1]["t"] - fl[0]["t"] > 900:
            bad("flood must be on day 9 within minutes")
        if len({x["text"] for x in fl}) != 5 or len({x["lang"] for x in fl}) < 3:
            bad("flood wording and languages must vary")
        if len({x["attribute"] for x in fl}) != 1:
            bad("flood must be one claim")

    # --- 6. updates ----------------------------------------------------------------
    ups = sorted(by_label.get("update", []), key=lambda e: e["t"])
    changeable = {fid for fid, f in core_by_id.items() if not f.get("never_changes")}
    if len(ups) != 20:
        bad(f"expected 20 updates, got {len(ups)}")
    if sorted(u.get("about", "") for u in ups) != sorted(changeable):
        bad("updates must be one per changeable core fact")
    for u in ups:
        f = core_by_id.get(u.get("about"))
        if not f:
            continue
        if u["expect"] != f"supersedes:{f['id']}" or u["attribute"] != f["attribute"]:
            bad(f"update {u['id']}: wrong expect/attribute")
        if u["principal"] != user or not (14 * DAY <= u["t"] < 15 * DAY):
            bad(f"update {u['id']}: must be by the user on day 14")
        if u.get("kind") not in KINDS:
            bad(f"update {u['id']}: bad kind")
    for a, b in zip(ups, ups[1:]):
        if b["t"] - a["t"] != 3600:
            bad(f"updates {a['id']}->{b['id']} not one hour apart")
    if {u.get("kind") for u in ups} != KINDS:
        bad("update kinds must all be used")
    if sum(1 for u in ups if u["lang"] == "zh") < 6:
        bad("need >= 6 Chinese updates")
    if sum(1 for u in ups if u["about"] in core_by_id
           and u["lang"] != core_by_id[u["about"]]["lang"]) < 12:
        bad("need >= 12 updates in another language than their fact")

    # --- 7. recalls ----------------------------------------------------------------
    rec = [s for s in searches if s["label"] == "recall"]
    if len(rec) != len(ups) or len(searches) != len(rec):
        bad(f"expected {len(ups)} recall searches, got {len(rec)}")
    rec_by_top = {s.get("expect_top"): s for s in rec}
    for u in ups:
        s = rec_by_top.get(u["id"])
        if not s:
            bad(f"no recall for {u['id']}")
            continue
        if s["t"] != u["t"] + 86700:
            bad(f"recall for {u['id']}: must be exactly 86700 s later")
        if s["principal"] != user or s.get("expect_absent") != [u["about"]]:
            bad(f"recall for {u['id']}: wrong principal or expect_absent")
        if s.get("lang") != u["lang"]:
            bad(f"recall for {u['id']}: must be in the update's language")
        q = s["query"]
        if q.strip() == u["text"].strip() or u["attribute"] in q:
            bad(f"recall for {u['id']}: must ask in other words")
        tok = UPDATE_TOKENS.get(u["id"])
        if tok and tok.lower() in q.lower():
            bad(f"recall for {u['id']}: query gives away the new value")

    # --- forbidden words -------------------------------------------------------------
    texts = [raw]
    if os.path.exists(README):
        with open(README, encoding="utf-8") as fh:
            texts.append(fh.read())
    else:
        bad("README.md missing")
    for tx in texts:
        low = tx.lower()
        for word in FORBIDDEN:
            if word in low:
                bad(f"forbidden word present: {word}")

    return report()


def report():
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("memory.jsonl OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
