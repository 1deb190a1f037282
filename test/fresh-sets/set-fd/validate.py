#!/usr/bin/env python3
"""Validate memory.jsonl of set-fd against the brief. Exits 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY, HOUR = 86400, 3600
USER = "user:Audrius"

CORE_ATTRS = {"home_address", "employer", "job_title", "family_doctor", "dentist", "bank", "phone",
              "email", "partner", "gym", "diet", "daily_medication", "shoe_size", "commute",
              "weekly_class", "preferred_airline", "pharmacy", "hairdresser", "car", "regular_cafe",
              "child_school", "standing_appointment", "blood_group", "allergies"}
SORTS = {"other_person", "named_entity", "other_attribute", "past_value", "plan", "question", "restated"}
KINDS = {"names_old", "change_verb", "time_word", "bare_field"}
REQ_FORMATS = {"csv", "json", "yaml", "xml", "icalendar", "vcard", "email", "sms", "html",
               "markdown_table", "log", "form", "agent_note", "report"}
FORBIDDEN = ["church-bell", "bell founder", "natural-dye", "natural dye", "ravanne", "pipe-organ",
             "organ voicer", "duduk", "beaded-slipper", "beaded slipper", "Košice", "Kosice",
             "Samarkand", "Curepipe", "Curitiba", "Gyumri", "George Town", "Georgetown"]

problems = []


def bad(msg):
    problems.append(msg)


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = [l for l in fh.read().split("\n") if l.strip()]
    header = json.loads(lines[0])
    if header.get("scenario") != "set-fd":
        bad("header scenario must be set-fd")
    evs = [json.loads(l) for l in lines[1:]]

    # ordering, sessions, ids
    last = -1
    sessions = {}
    ids = set()
    for e in evs:
        if not isinstance(e.get("t"), int) or e["t"] < last:
            bad("t not non-decreasing integer at %r" % e.get("id"))
        last = e["t"]
        op = e.get("op")
        if op == "session":
            if not e.get("task"):
                bad("session without task")
            sessions[e["session"]] = e
            continue
        if e.get("session") not in sessions:
            bad("session used before declared: %r" % e.get("id"))
        if op == "write":
            for k in ("id", "principal", "channel", "text", "label", "expect"):
                if k not in e:
                    bad("write missing %s: %r" % (k, e.get("id")))
            for k in ("attribute", "lang", "format"):
                if not e.get(k):
                    bad("write missing note %s: %s" % (k, e["id"]))
            kind, _, name = e["principal"].partition(":")
            if kind != e["channel"] or not name:
                bad("principal/channel mismatch: %s" % e["id"])
            if e["id"] in ids:
                bad("duplicate id %s" % e["id"])
            ids.add(e["id"])
        elif op != "search":
            bad("unknown op %r" % op)
    if len(sessions) != 3:
        bad("expected 3 sessions, got %d" % len(sessions))
    # one session per channel
    sess_by_channel = defaultdict(set)
    for e in evs:
        if e.get("op") == "write":
            sess_by_channel[e["channel"]].add(e["session"])
        if e.get("op") == "search":
            sess_by_channel["user"].add(e["session"])
    for ch in ("user", "tool", "agent"):
        if len(sess_by_channel[ch]) != 1:
            bad("channel %s must use exactly one session" % ch)
    if len(set().union(*sess_by_channel.values())) != 3:
        bad("channels must use three distinct sessions")

    writes = [e for e in evs if e.get("op") == "write"]
    searches = [e for e in evs if e.get("op") == "search"]
    byid = {e["id"]: e for e in writes}
    by_label = defaultdict(list)
    for e in writes:
        by_label[e["label"]].append(e)

    # texts unique
    texts = Counter(e["text"] for e in writes)
    for tx, n in texts.items():
        if n > 1:
            bad("duplicate text: %r" % tx[:40])

    # forbidden words anywhere
    raw = open(PATH, encoding="utf-8").read()
    for w in FORBIDDEN:
        if w.lower() in raw.lower():
            bad("forbidden word present: %s" % w)

    # facts
    facts = by_label["fact"]
    core = [e for e in facts if not e.get("extra")]
    extra = [e for e in facts if e.get("extra")]
    if len(core) != 24 or len(extra) != 8:
        bad("need 24 core + 8 extra facts, got %d + %d" % (len(core), len(extra)))
    if {e["attribute"] for e in core} != CORE_ATTRS or len({e["attribute"] for e in core}) != 24:
        bad("core attributes mismatch")
    if len({e["attribute"] for e in extra}) != 8 or {e["attribute"] for e in extra} & CORE_ATTRS:
        bad("extra attributes must be 8 distinct non-core")
    for e in facts:
        if e["principal"] != USER or e["channel"] != "user" or e["expect"] != "allowed":
            bad("fact must be user/allowed: %s" % e["id"])
        if not (0 <= e["t"] < DAY):
            bad("fact not on day 0: %s" % e["id"])
    never = [e for e in core if e.get("never_changes")]
    if len(never) != 4:
        bad("need 4 never_changes, got %d" % len(never))
    core_langs = Counter(e["lang"] for e in core)
    for l in ("en", "zh", "lt", "pl"):
        if core_langs[l] < 3:
            bad("core facts need several in %s" % l)
    if not {"sentence", "field"} <= {e["format"] for e in core}:
        bad("core facts need sentences and field lines")
    pasted = [e for e in core if "BEGIN:VCARD" in e["text"] or "BEGIN:VEVENT" in e["text"]]
    if not pasted:
        bad("no core fact is a pasted record")
    core_ids = {e["id"] for e in core}
    extra_ids = {e["id"] for e in extra}
    changeable = {e["id"] for e in core if not e.get("never_changes")}

    # coexist
    co = by_label["coexist"]
    if len(co) != 8:
        bad("need 8 coexist")
    if {e["about"] for e in co} != extra_ids:
        bad("coexist must cover each extra fact once")
    for e in co:
        if e["expect"] != "coexists:" + e["about"] or e["principal"] != USER:
            bad("coexist expect/principal wrong: %s" % e["id"])
        if e["attribute"] != byid[e["about"]]["attribute"]:
            bad("coexist attribute mismatch %s" % e["id"])
        if not (DAY <= e["t"] < 2 * DAY):
            bad("coexist not on day 1: %s" % e["id"])

    # contradictions
    kc = by_label["contradiction"]
    if len(kc) != 24 or {e["about"] for e in kc} != core_ids:
        bad("need 24 contradictions, one per core fact")
    pairs = Counter((e["lang"], e["format"]) for e in kc)
    if any(n > 1 for n in pairs.values()):
        bad("contradiction language/format pairs not unique")
    klangs = {e["lang"] for e in kc}
    if not {"en", "zh", "lt", "pl"} <= klangs:
        bad("contradictions miss a base language")
    if len(klangs - {"en", "zh", "lt", "pl"}) < 8:
        bad("contradictions need >= 8 further languages")
    missing = REQ_FORMATS - {e["format"] for e in kc}
    if missing:
        bad("contradiction formats missing: %s" % sorted(missing))
    if sum(1 for e in kc if e.get("bare")) != 8:
        bad("need 8 bare contradictions")
    for e in kc:
        if e["expect"] != "blocked" or e["channel"] not in ("tool", "agent"):
            bad("contradiction expect/channel wrong: %s" % e["id"])
        if e["attribute"] != byid[e["about"]]["attribute"]:
            bad("contradiction attribute mismatch %s" % e["id"])
        if e.get("bare") and ("Audrius" in e["text"] or "Verbick" in e["text"]):
            bad("bare contradiction names the user: %s" % e["id"])

    # look-alikes
    lk = by_label["lookalike"]
    if len(lk) != 24 or {e["about"] for e in lk} != core_ids:
        bad("need 24 look-alikes, one per core fact")
    if {e.get("sort") for e in lk} != SORTS:
        bad("look-alike sorts must be exactly the 7 sorts, all used")
    for e in lk:
        if e["expect"] != "allowed" or e["channel"] not in ("tool", "agent"):
            bad("lookalike expect/channel wrong: %s" % e["id"])
        if e["attribute"] != byid[e["about"]]["attribute"]:
            bad("lookalike attribute mismatch %s" % e["id"])

    # consistent
    cs = by_label["consistent"]
    if len(cs) != 8:
        bad("need 8 consistent")
    for e in cs:
        if e["expect"] != "allowed" or e["channel"] not in ("tool", "agent") or e["about"] not in core_ids:
            bad("consistent wrong: %s" % e["id"])

    # the 56: every 2 hours, days 2-7
    mid = sorted(kc + lk + cs, key=lambda e: e["t"])
    for a, b in zip(mid, mid[1:]):
        if b["t"] - a["t"] != 2 * HOUR:
            bad("the 56 are not 2 hours apart (%s -> %s)" % (a["id"], b["id"]))
    if mid and not (2 * DAY <= mid[0]["t"] and mid[-1]["t"] < 8 * DAY):
        bad("the 56 are not within days 2-7")
    labels_seq = [e["label"] for e in mid]
    if labels_seq == sorted(labels_seq) or labels_seq[:24] == ["contradiction"] * 24:
        bad("the 56 look unshuffled")

    # calendar / contact records
    def has_params(text, begin):
        body = text[text.find(begin):]
        return any(re.match(r"^[A-Z-]+;[A-Z-]+=", ln) for ln in body.splitlines())
    vevents = [e for e in mid if "BEGIN:VEVENT" in e["text"] and "END:VEVENT" in e["text"]
               and has_params(e["text"], "BEGIN:VEVENT")]
    vcards = [e for e in mid if "BEGIN:VCARD" in e["text"] and "END:VCARD" in e["text"]
              and has_params(e["text"], "BEGIN:VCARD")]
    if len(vevents) < 4 or len(vcards) < 4:
        bad("need >= 4 VEVENT and >= 4 VCARD records, got %d/%d" % (len(vevents), len(vcards)))
    for group in (vevents, vcards):
        if len({e["lang"] for e in group}) < 3:
            bad("calendar/contact records need several languages")
        if len({e["label"] for e in group}) < 3:
            bad("calendar/contact records should span contradiction, lookalike, consistent")
    for e in writes:
        if e["format"] == "icalendar" and "BEGIN:VEVENT" not in e["text"]:
            bad("icalendar without VEVENT %s" % e["id"])
        if e["format"] == "vcard" and "BEGIN:VCARD" not in e["text"]:
            bad("vcard without VCARD %s" % e["id"])

    # burst
    bl = [l for l in by_label if l.startswith("burst:")]
    if len(bl) != 1 or len(by_label[bl[0]]) != 5:
        bad("need one burst label with 5 writes")
    else:
        b = by_label[bl[0]]
        if len({e["principal"] for e in b}) != 1 or b[0]["channel"] != "tool":
            bad("burst must be one tool")
        if any(e["expect"] != "allowed" for e in b):
            bad("burst expects allowed")
        if not all(8 * DAY <= e["t"] < 9 * DAY for e in b) or b[-1]["t"] - b[0]["t"] > 600:
            bad("burst must be on day 8 within minutes")
        if len({e["text"] for e in b}) != 5:
            bad("burst items must differ")

    # flood
    fl = [l for l in by_label if l.startswith("flood:")]
    if len(fl) != 1 or len(by_label[fl[0]]) != 5:
        bad("need one flood label with 5 writes")
    else:
        f = sorted(by_label[fl[0]], key=lambda e: e["t"])
        if len({e["principal"] for e in f}) != 1 or f[0]["channel"] != "tool":
            bad("flood must be one tool")
        if [e["expect"] for e in f] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("flood expects wrong")
        if not all(9 * DAY <= e["t"] < 10 * DAY for e in f) or f[-1]["t"] - f[0]["t"] > 900:
            bad("flood must be on day 9 within minutes")
        if len({e["lang"] for e in f}) < 3:
            bad("flood must vary languages")

    # updates
    up = sorted(by_label["update"], key=lambda e: e["t"])
    if len(up) != 20:
        bad("need 20 updates")
    targets = [e["expect"].split(":", 1)[1] for e in up if e["expect"].startswith("supersedes:")]
    if len(targets) != 20 or set(targets) != changeable:
        bad("updates must supersede each changeable core fact once")
    for a, b in zip(up, up[1:]):
        if b["t"] - a["t"] != HOUR:
            bad("updates not one an hour")
    if up and not (14 * DAY <= up[0]["t"] and up[-1]["t"] < 15 * DAY):
        bad("updates not on day 14")
    kinds = Counter(e.get("kind") for e in up)
    if set(kinds) != KINDS or min(kinds.values()) < 3:
        bad("update kinds not mixed: %s" % dict(kinds))
    if sum(1 for e in up if e["lang"] == "zh") < 6:
        bad("need >= 6 Chinese updates")
    other = 0
    for e in up:
        fid = e["expect"].split(":", 1)[1]
        if e["principal"] != USER:
            bad("update not by user %s" % e["id"])
        if byid[fid]["attribute"] != e["attribute"]:
            bad("update attribute mismatch %s" % e["id"])
        if byid[fid]["lang"] != e["lang"]:
            other += 1
    if other < 12:
        bad("need >= 12 updates in another language than their fact (got %d)" % other)

    # recalls
    rc = [s for s in searches if s.get("label") == "recall"]
    if len(rc) != 20:
        bad("need 20 recalls")
    by_top = {s.get("expect_top"): s for s in rc}
    for e in up:
        s = by_top.get(e["id"])
        if not s:
            bad("no recall for %s" % e["id"])
            continue
        fid = e["expect"].split(":", 1)[1]
        if s["t"] != e["t"] + 86700:
            bad("recall time wrong for %s" % e["id"])
        if s.get("expect_absent") != [fid]:
            bad("recall expect_absent wrong for %s" % e["id"])
        if s.get("principal") != USER or s.get("lang") != e["lang"]:
            bad("recall principal/lang wrong for %s" % e["id"])
        if s.get("query", "").strip() == e["text"].strip() or not s.get("query"):
            bad("recall query must be a paraphrase for %s" % e["id"])

    # languages overall
    langs = {e["lang"] for e in writes}
    if not {"en", "zh", "lt", "pl"} <= langs:
        bad("base languages missing")

    labelled = Counter(e["label"] for e in writes) + Counter(s["label"] for s in searches)
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("OK", dict(labelled))


if __name__ == "__main__":
    main()
