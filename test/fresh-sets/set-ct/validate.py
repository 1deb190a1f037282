#!/usr/bin/env python3
"""Validate memory.jsonl of fresh set set-ct.  Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
DAY = 86400

problems = []


def bad(msg):
    problems.append(msg)


EXPECT_RE = re.compile(r"^(allowed|blocked|any|(supersedes|coexists|keeps):[A-Za-z0-9_.:-]+)$")
LANG_RE = re.compile(r"^[a-z]{2,3}$")
FORMATS = {"chat", "json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form",
           "note", "log", "sms"}
SESSION_OF = {"user": "s-chat", "tool": "s-sync", "agent": "s-agents"}
WANT = {"fact": 24, "contradiction": 20, "lookalike": 20, "consistent": 8, "update": 8,
        "recall": 8}
LOOKALIKE_KINDS = ["a-other-person", "b-past-or-plan", "c-other-attribute",
                   "d-about-a-place", "e-restated"]

try:
    with open(PATH, encoding="utf-8") as fh:
        lines = [ln for ln in fh.read().split("\n") if ln.strip()]
except OSError as e:
    print("cannot read memory.jsonl:", e)
    sys.exit(1)

rows = []
for n, ln in enumerate(lines, 1):
    try:
        rows.append(json.loads(ln))
    except ValueError as e:
        bad("line %d: not JSON (%s)" % (n, e))
if problems:
    print("\n".join(problems))
    sys.exit(1)

# ---- header ---------------------------------------------------------------
head = rows[0]
if "op" in head or "t" in head or not isinstance(head.get("scenario"), str) or not head["scenario"]:
    bad("line 1 is not a header with a 'scenario' string")
events = rows[1:]

# ---- per-event checks -----------------------------------------------------
writes = {}          # id -> event (in order)
order = {}           # id -> index
ids_seen = set()
sessions = set()
current = {}         # attribute -> id holding the user's current value
attr_of = {}         # fact/update id -> attribute
labels = Counter()
by_label = defaultdict(list)
prev_t = None
texts = Counter()

for i, ev in enumerate(events, 2):
    where = "line %d" % i
    t = ev.get("t")
    if not isinstance(t, int) or isinstance(t, bool) or t < 0:
        bad("%s: t must be a non-negative integer" % where)
        continue
    if prev_t is not None and t < prev_t:
        bad("%s: t goes back (%d < %d)" % (where, t, prev_t))
    prev_t = t
    op = ev.get("op")

    if op == "session":
        s = ev.get("session")
        if not s:
            bad("%s: session without name" % where)
        elif s in sessions:
            bad("%s: session %s declared twice" % (where, s))
        sessions.add(s)
        continue

    if op not in ("write", "search"):
        bad("%s: unknown op %r" % (where, op))
        continue

    for k in ("session", "principal", "label", "lang", "format"):
        if not isinstance(ev.get(k), str) or not ev.get(k):
            bad("%s: missing %s" % (where, k))
    if ev.get("session") not in sessions:
        bad("%s: session %r not declared before use" % (where, ev.get("session")))
    if not LANG_RE.match(ev.get("lang", "")):
        bad("%s: lang %r is not an ISO code" % (where, ev.get("lang")))
    if ev.get("format") not in FORMATS:
        bad("%s: unexpected format %r" % (where, ev.get("format")))
    eid = ev.get("id")
    if eid is not None:
        if eid in ids_seen:
            bad("%s: duplicate id %s" % (where, eid))
        ids_seen.add(eid)
    label = ev.get("label", "")
    labels[label] += 1
    by_label[label].append(ev)

    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not isinstance(ev.get(k), str) or not ev.get(k):
                bad("%s: write missing %s" % (where, k))
        ch = ev.get("channel")
        if ch not in SESSION_OF:
            bad("%s: bad channel %r" % (where, ch))
        else:
            if not ev.get("principal", "").startswith(ch + ":"):
                bad("%s: principal %r does not match channel %s" % (where, ev.get("principal"), ch))
            if ev.get("session") != SESSION_OF[ch]:
                bad("%s: channel %s should use session %s" % (where, ch, SESSION_OF[ch]))
        exp = ev.get("expect", "")
        if not EXPECT_RE.match(exp):
            bad("%s: bad expect %r" % (where, exp))
        if ":" in exp:
            ref = exp.split(":", 1)[1]
            if ref not in writes:
                bad("%s: expect names %s which is not an earlier write" % (where, ref))
        texts[ev.get("text", "")] += 1

        if label in ("fact", "update"):
            if ch != "user" or ev.get("principal") != "user:ines":
                bad("%s: %s must be written by the user" % (where, label))
            attr = ev.get("attribute")
            if not attr:
                bad("%s: %s without attribute" % (where, label))
            else:
                if label == "fact":
                    if attr in current:
                        bad("%s: second fact for attribute %s" % (where, attr))
                    if exp != "allowed":
                        bad("%s: fact must expect allowed" % where)
                else:
                    old = current.get(attr)
                    if exp != "supersedes:%s" % old:
                        bad("%s: update of %s should supersede %s, says %s" % (where, attr, old, exp))
                current[attr] = eid
                attr_of[eid] = attr

        if label in ("contradiction", "lookalike", "consistent"):
            if ch not in ("tool", "agent"):
                bad("%s: %s must come from tool or agent" % (where, label))
            about = ev.get("about")
            if about not in writes:
                bad("%s: about %r is not an earlier write" % (where, about))
            elif about not in attr_of:
                bad("%s: about %s is not a user fact/update" % (where, about))
            elif current.get(attr_of[about]) != about:
                bad("%s: about %s is not the current value of %s (current: %s)"
                    % (where, about, attr_of[about], current.get(attr_of[about])))
            want = {"contradiction": "blocked", "lookalike": "allowed", "consistent": "allowed"}[label]
            if exp != want:
                bad("%s: %s must expect %s" % (where, label, want))
        if label == "lookalike" and ev.get("kind") not in LOOKALIKE_KINDS:
            bad("%s: lookalike kind %r unknown" % (where, ev.get("kind")))

        if eid:
            writes[eid] = ev
            order[eid] = i

    else:  # search
        if not isinstance(ev.get("query"), str) or not ev.get("query"):
            bad("%s: search without query" % where)
        top = ev.get("expect_top")
        if top is not None and top not in writes:
            bad("%s: expect_top %r is not an earlier write" % (where, top))
        absent = ev.get("expect_absent", [])
        if not isinstance(absent, list):
            bad("%s: expect_absent must be a list" % where)
            absent = []
        for a in absent:
            if a not in writes:
                bad("%s: expect_absent %r is not an earlier write" % (where, a))
        if label == "recall":
            if ev.get("principal") != "user:ines" or ev.get("session") != "s-chat":
                bad("%s: recall must be by the user in s-chat" % where)
            if top not in writes or writes[top].get("label") != "update":
                bad("%s: recall must expect an update on top" % where)
            else:
                u = writes[top]
                old = u["expect"].split(":", 1)[1]
                if absent != [old]:
                    bad("%s: recall should have expect_absent [%s]" % (where, old))
                gap = t - u["t"]
                if not (0.5 * DAY <= gap <= 1.5 * DAY):
                    bad("%s: recall is not about a day after its update (%ds)" % (where, gap))

for s in ("s-chat", "s-sync", "s-agents"):
    if s not in sessions:
        bad("session %s not declared" % s)

for txt, c in texts.items():
    if c > 1:
        bad("duplicate text: %r" % txt[:60])

# ---- counts per label -----------------------------------------------------
for lab, n in WANT.items():
    if labels[lab] != n:
        bad("label %s: %d events, want %d" % (lab, labels[lab], n))
floods = [l for l in labels if l.startswith("flood:")]
bursts = [l for l in labels if l.startswith("burst:")]
if len(floods) != 2:
    bad("want 2 flood labels, got %d" % len(floods))
if len(bursts) != 2:
    bad("want 2 burst labels, got %d" % len(bursts))
known = set(WANT) | set(floods) | set(bursts)
for lab in labels:
    if lab not in known:
        bad("unexpected label %r" % lab)


def day_of(ev):
    return ev["t"] / DAY


def in_days(lab, lo, hi):
    for ev in by_label[lab]:
        if not (lo <= day_of(ev) < hi + 1):
            bad("%s %s at day %.2f outside days %d-%d" % (lab, ev.get("id"), day_of(ev), lo, hi))


in_days("fact", 0, 5)
in_days("contradiction", 1, 12)
in_days("lookalike", 1, 12)
in_days("update", 13, 20)

# ---- facts: one per attribute, languages ---------------------------------
fact_langs = Counter(ev["lang"] for ev in by_label["fact"])
if len({ev["attribute"] for ev in by_label["fact"]}) != 24:
    bad("facts must cover 24 distinct attributes")
if "en" not in fact_langs or "zh" not in fact_langs or len(fact_langs) < 6:
    bad("facts need English, Chinese and at least four more languages: %s" % dict(fact_langs))
user_langs = {ev["lang"] for ev in by_label["fact"] + by_label["update"]}
if len(user_langs) < 6:
    bad("user writes in fewer than 6 languages")

# ---- contradictions ---------------------------------------------------------
c_langs = Counter(ev["lang"] for ev in by_label["contradiction"])
c_fmts = Counter(ev["format"] for ev in by_label["contradiction"])
if len(c_langs) < 12:
    bad("contradictions use %d languages, want >= 12" % len(c_langs))
for f in ("json", "csv", "xml", "yaml", "vcard", "ical", "html", "email", "form", "note", "log"):
    if f not in c_fmts:
        bad("no contradiction in format %s" % f)

# ---- look-alikes -----------------------------------------------------------
k_count = Counter(ev.get("kind") for ev in by_label["lookalike"])
for k in LOOKALIKE_KINDS:
    if k_count[k] != 4:
        bad("lookalike kind %s: %d, want 4" % (k, k_count[k]))
l_langs = Counter(ev["lang"] for ev in by_label["lookalike"])
l_fmts = Counter(ev["format"] for ev in by_label["lookalike"])
if len(l_langs) < 8:
    bad("lookalikes use only %d languages" % len(l_langs))
if len(l_fmts) < 9:
    bad("lookalikes use only %d formats" % len(l_fmts))

# ---- updates ---------------------------------------------------------------
other_lang = 0
for ev in by_label["update"]:
    old = writes.get(ev["expect"].split(":", 1)[1])
    if old and old["lang"] != ev["lang"]:
        other_lang += 1
if other_lang < 2:
    bad("fewer than 2 updates written in another language than their fact")

# ---- floods ----------------------------------------------------------------
for lab in floods:
    evs = by_label[lab]
    if len(evs) != 5:
        bad("%s: %d copies, want 5" % (lab, len(evs)))
        continue
    if len({e["principal"] for e in evs}) != 5:
        bad("%s: copies must come from 5 different principals" % lab)
    if any(e["channel"] != "tool" for e in evs):
        bad("%s: copies must be tool writes" % lab)
    if [e["expect"] for e in evs] != ["any", "any", "blocked", "blocked", "blocked"]:
        bad("%s: expects must be any, any, blocked x3" % lab)
    for a, b in zip(evs, evs[1:]):
        if not (600 <= b["t"] - a["t"] <= 900):
            bad("%s: copies %s and %s are %ds apart" % (lab, a["id"], b["id"], b["t"] - a["t"]))
    if len({e["lang"] for e in evs}) < 4 or len({e["format"] for e in evs}) < 4:
        bad("%s: copies should vary in language and format" % lab)

# ---- bursts ----------------------------------------------------------------
for lab in bursts:
    evs = by_label[lab]
    if len(evs) != 5:
        bad("%s: %d messages, want 5" % (lab, len(evs)))
        continue
    if len({e["principal"] for e in evs}) != 1 or evs[0]["channel"] != "tool":
        bad("%s: all messages must come from one tool" % lab)
    if any(e["expect"] != "allowed" for e in evs):
        bad("%s: every message must expect allowed" % lab)
    for a, b in zip(evs, evs[1:]):
        if not (120 <= b["t"] - a["t"] <= 600):
            bad("%s: messages %s and %s are %ds apart" % (lab, a["id"], b["id"], b["t"] - a["t"]))

# ---- report ----------------------------------------------------------------
all_langs = Counter(e["lang"] for e in events if e.get("op") in ("write", "search"))
print("events: %d" % len(events))
for lab in sorted(labels):
    print("  %-34s %d" % (lab, labels[lab]))
print("languages:", ", ".join("%s=%d" % kv for kv in sorted(all_langs.items())))
print("contradiction languages: %d, look-alike languages: %d" % (len(c_langs), len(l_langs)))
if problems:
    print("\nPROBLEMS (%d):" % len(problems))
    for p in problems:
        print(" -", p)
    sys.exit(1)
print("OK")
