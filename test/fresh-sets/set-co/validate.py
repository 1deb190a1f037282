#!/usr/bin/env python3
"""Validate set-co/memory.jsonl. Prints a summary; exits 1 on any problem."""
import json
import os
import sys
from collections import Counter, defaultdict

DAY = 86400
here = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "memory.jsonl")
problems = []


def bad(msg):
    problems.append(msg)


lines = []
with open(path, encoding="utf-8") as fh:
    for n, raw in enumerate(fh, 1):
        if not raw.strip():
            bad("line %d is empty" % n)
            continue
        try:
            lines.append((n, json.loads(raw)))
        except json.JSONDecodeError as e:
            bad("line %d is not JSON: %s" % (n, e))

if not lines:
    print("no lines"); sys.exit(1)

# ---- header
n0, header = lines[0]
if "scenario" not in header or "op" in header:
    bad("first line is not a header")
for k in ("scenario", "version", "description", "sources"):
    if k not in header:
        bad("header lacks %s" % k)
if header.get("scenario") != "set-co":
    bad("scenario name is not set-co")

events = [(n, e) for n, e in lines[1:]]
sessions = {}
writes = {}          # id -> event
order = {}           # id -> index
ids = set()
prev_t = -1
user_principals, user_sessions = set(), set()
labels = Counter()
WRITE_KEYS = ("t", "op", "id", "session", "principal", "channel", "text", "label", "expect", "lang", "format")


def earlier_write(ref, n, what):
    if ref not in writes:
        bad("line %d: %s %r does not name an earlier write" % (n, what, ref))
        return False
    return True


for idx, (n, e) in enumerate(events):
    op = e.get("op")
    t = e.get("t")
    if "scenario" in e:
        bad("line %d: a header line after the first line" % n); continue
    if not isinstance(t, int) or t < 0:
        bad("line %d: bad t" % n); continue
    if t < prev_t:
        bad("line %d: t decreases (%d < %d)" % (n, t, prev_t))
    prev_t = t
    if "subject" in e:
        bad("line %d: has a subject key" % n)
    if op == "session":
        if "session" not in e or "task" not in e:
            bad("line %d: session line lacks keys" % n)
        sessions[e["session"]] = e
        continue
    if e.get("session") not in sessions:
        bad("line %d: session %r not declared before use" % (n, e.get("session")))
    if op == "write":
        for k in WRITE_KEYS:
            if k not in e:
                bad("line %d: write lacks %s" % (n, k))
        wid = e.get("id")
        if wid in ids:
            bad("line %d: duplicate id %s" % (n, wid))
        ids.add(wid)
        pr, ch = e.get("principal", ""), e.get("channel")
        if ch not in ("user", "agent", "tool"):
            bad("line %d: bad channel %r" % (n, ch))
        if pr.split(":", 1)[0] != ch or ":" not in pr:
            bad("line %d: channel %r does not match principal %r" % (n, ch, pr))
        if ch == "user":
            user_principals.add(pr); user_sessions.add(e["session"])
        ex = e.get("expect", "")
        if ex.startswith("supersedes:") or ex.startswith("coexists:") or ex.startswith("keeps:"):
            earlier_write(ex.split(":", 1)[1], n, "expect")
        elif ex not in ("allowed", "blocked", "any"):
            bad("line %d: bad expect %r" % (n, ex))
        if "about" in e:
            earlier_write(e["about"], n, "about")
        labels[e["label"]] += 1
        writes[wid] = e
        order[wid] = idx
    elif op == "search":
        for k in ("session", "principal", "query", "label"):
            if k not in e:
                bad("line %d: search lacks %s" % (n, k))
        if "expect_top" in e:
            earlier_write(e["expect_top"], n, "expect_top")
        for a in e.get("expect_absent", []):
            earlier_write(a, n, "expect_absent")
        labels[e["label"]] += 1
    else:
        bad("line %d: unknown op %r" % (n, op))

ws = [e for _, e in events if e.get("op") == "write"]
searches = [e for _, e in events if e.get("op") == "search"]
by_label = defaultdict(list)
for e in ws + searches:
    by_label[e["label"]].append(e)

# ---- counts
want = {"fact": 24, "update": 20, "recall": 20, "contradiction": 20, "consistent": 6,
        "lookalike": 8, "second": 6, "related": 6}
for lab, k in want.items():
    if len(by_label[lab]) != k:
        bad("label %s: %d events, want %d" % (lab, len(by_label[lab]), k))
floods = {l: v for l, v in by_label.items() if l.startswith("flood:")}
bursts = {l: v for l, v in by_label.items() if l.startswith("burst:")}
if len(floods) != 4:
    bad("%d floods, want 4" % len(floods))
if len(bursts) != 3:
    bad("%d bursts, want 3" % len(bursts))
other = set(by_label) - set(want) - set(floods) - set(bursts)
if other:
    bad("unexpected labels %s" % sorted(other))

if len(user_principals) != 1:
    bad("user principals: %s" % sorted(user_principals))
if len(user_sessions) != 1:
    bad("user sessions: %s" % sorted(user_sessions))

# ---- facts
fact_attr = {}
for e in by_label["fact"]:
    if e["channel"] != "user" or e["expect"] != "allowed":
        bad("fact %s: must be a user write expecting allowed" % e["id"])
    if not (0 <= e["t"] < 7 * DAY):
        bad("fact %s: not on days 0-6" % e["id"])
    a = e.get("attribute")
    if not a:
        bad("fact %s: no attribute" % e["id"])
    if a in fact_attr.values():
        bad("fact %s: attribute %s used twice" % (e["id"], a))
    fact_attr[e["id"]] = a

# ---- updates: supersession timeline
superseded_at = {}   # fact id -> t of its update
upd_of = {}
diff_lang = zh = 0
for e in by_label["update"]:
    ex = e["expect"]
    if not ex.startswith("supersedes:") or e["channel"] != "user":
        bad("update %s: must be a user write expecting supersedes:" % e["id"]); continue
    fid = ex.split(":", 1)[1]
    if fid not in fact_attr:
        bad("update %s: supersedes %s which is not a fact" % (e["id"], fid)); continue
    if fid in superseded_at:
        bad("update %s: fact %s updated twice" % (e["id"], fid))
    if e.get("attribute") != fact_attr[fid]:
        bad("update %s: attribute differs from its fact" % e["id"])
    superseded_at[fid] = e["t"]
    upd_of[fid] = e["id"]
    if e["lang"] != writes[fid]["lang"]:
        diff_lang += 1
    if e["lang"] == "zh":
        zh += 1
if diff_lang < 12:
    bad("only %d updates in a language other than their fact's (want >= 12)" % diff_lang)
if zh < 5:
    bad("only %d updates in Chinese (want >= 5)" % zh)


def current_for(attr, t):
    """id of the user's current write for attr at time t (latest fact/update)."""
    cur = None
    for e in by_label["fact"] + by_label["update"]:
        if e.get("attribute") == attr and e["t"] < t:
            if cur is None or e["t"] > writes[cur]["t"]:
                cur = e["id"]
    return cur


# ---- recalls
recalled = Counter()
for s in by_label["recall"]:
    top = s.get("expect_top")
    if top not in writes or writes[top]["label"] != "update":
        bad("recall %r: expect_top is not an update" % s.get("query")); continue
    recalled[top] += 1
    fid = writes[top]["expect"].split(":", 1)[1]
    if s.get("expect_absent") != [fid]:
        bad("recall %r: expect_absent should be [%s]" % (s["query"], fid))
    dt = s["t"] - writes[top]["t"]
    if not (0.5 * DAY <= dt <= 2 * DAY):
        bad("recall %r: %.2f days after its update (want about one)" % (s["query"], dt / DAY))
    if s["principal"] not in user_principals or s["session"] not in user_sessions:
        bad("recall %r: not by the user in the chat session" % s["query"])
for e in by_label["update"]:
    if recalled[e["id"]] != 1:
        bad("update %s has %d recalls" % (e["id"], recalled[e["id"]]))

# ---- contradictions and consistent records
c_langs, c_formats = set(), set()
for lab in ("contradiction", "consistent"):
    for e in by_label[lab]:
        if e["channel"] == "user":
            bad("%s %s: written on the user channel" % (lab, e["id"]))
        want_ex = "blocked" if lab == "contradiction" else "allowed"
        if e["expect"] != want_ex:
            bad("%s %s: expect should be %s" % (lab, e["id"], want_ex))
        about = e.get("about")
        if about not in writes or writes[about]["label"] not in ("fact", "update"):
            bad("%s %s: about must name a fact or update" % (lab, e["id"])); continue
        cur = current_for(writes[about]["attribute"], e["t"])
        if cur != about:
            bad("%s %s: about=%s but the current write for %s is %s"
                % (lab, e["id"], about, writes[about]["attribute"], cur))
        if lab == "contradiction":
            c_langs.add(e["lang"]); c_formats.add(e["format"])
if len(c_langs) < 8:
    bad("contradictions in only %d languages" % len(c_langs))
need_formats = {"json", "email", "html", "vcard", "csv", "yaml", "log", "sms", "ical", "form"}
if not need_formats <= c_formats:
    bad("contradiction formats missing: %s" % sorted(need_formats - c_formats))

# ---- look-alikes
for e in by_label["lookalike"]:
    if e["channel"] == "user" or e["expect"] != "allowed":
        bad("lookalike %s: must be tool/agent expecting allowed" % e["id"])

# ---- second and related: coexist with a fact still current
for lab in ("second", "related"):
    for e in by_label[lab]:
        ex = e["expect"]
        if not ex.startswith("coexists:") or e["channel"] != "user":
            bad("%s %s: must be a user write expecting coexists:" % (lab, e["id"])); continue
        fid = ex.split(":", 1)[1]
        if fid not in fact_attr:
            bad("%s %s: coexists with a non-fact" % (lab, e["id"])); continue
        if fid in superseded_at and superseded_at[fid] <= e["t"]:
            bad("%s %s: fact %s was already updated" % (lab, e["id"], fid))

# ---- floods and bursts
for lab, evs in list(floods.items()) + list(bursts.items()):
    evs = sorted(evs, key=lambda x: x["t"])
    kind = lab.split(":")[0]
    if len(evs) != 5:
        bad("%s: %d writes, want 5" % (lab, len(evs)))
    if len({x["principal"] for x in evs}) != 1:
        bad("%s: more than one principal" % lab)
    if any(x["channel"] == "user" for x in evs):
        bad("%s: written by the user" % lab)
    if evs[-1]["t"] - evs[0]["t"] > 3600:
        bad("%s: spans more than an hour" % lab)
    if len({x["text"] for x in evs}) != len(evs):
        bad("%s: repeated identical text" % lab)
    if kind == "flood":
        exp = [x["expect"] for x in evs]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s: expects %s" % (lab, exp))
        if len({x["lang"] for x in evs}) < 2 or len({x["format"] for x in evs}) < 2:
            bad("%s: wording not varied in language and format" % lab)
    else:
        if any(x["expect"] != "allowed" for x in evs):
            bad("%s: every item should expect allowed" % lab)

# ---- span, languages
tvals = [e["t"] for _, e in events if isinstance(e.get("t"), int)]
span = (max(tvals) - min(tvals)) / DAY if tvals else 0
if not (70 <= span <= 90):
    bad("events span %.1f days (want about 80)" % span)
user_langs = {e["lang"] for e in ws if e["channel"] == "user"} | {s["lang"] for s in searches}
if not {"en", "zh"} <= user_langs or len(user_langs) < 4:
    bad("user languages %s" % sorted(user_langs))

# ---- report
print("lines: %d (header + %d events: %d sessions, %d writes, %d searches)"
      % (len(lines), len(events), len(sessions), len(ws), len(searches)))
for lab in sorted(by_label):
    print("  %-28s %d" % (lab, len(by_label[lab])))
print("updates in another language than their fact: %d; in Chinese: %d" % (diff_lang, zh))
print("contradiction languages (%d): %s" % (len(c_langs), " ".join(sorted(c_langs))))
print("contradiction formats (%d): %s" % (len(c_formats), " ".join(sorted(c_formats))))
print("user languages: %s" % " ".join(sorted(user_langs)))
print("all languages: %s" % " ".join(sorted({e['lang'] for e in ws} | user_langs)))
print("span: %.1f days" % span)
if problems:
    print("\n%d problem(s):" % len(problems))
    for p in problems:
        print("  - " + p)
    sys.exit(1)
print("OK")
