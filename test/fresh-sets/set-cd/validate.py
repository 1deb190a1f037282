#!/usr/bin/env python3
"""Check memory.jsonl of set-cd for format, counts and timing. Exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
DAY = 86400
problems = []


def bad(msg):
    problems.append(msg)


CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")


def size_ok(text):
    text = re.sub(r"<[^>]+>", " ", text)  # count the words of markup, not its tags
    cjk = len(CJK.findall(text))
    if cjk:
        rest = CJK.sub(" ", text)
        n = cjk + len([w for w in rest.split() if re.search(r"\w", w)])
        return 8 <= n <= 130, "cjk+words=%d" % n
    n = len(text.split())
    return 5 <= n <= 60, "words=%d" % n


lines = open(PATH, encoding="utf-8").read().splitlines()
if not lines:
    print("empty file")
    sys.exit(1)
try:
    header = json.loads(lines[0])
except Exception as e:
    print("bad header:", e)
    sys.exit(1)
if header.get("scenario") != "set-cd":
    bad("header scenario must be set-cd")
if "t" in header or "op" in header:
    bad("header looks like an event")

events = []
for i, ln in enumerate(lines[1:], 2):
    try:
        events.append((i, json.loads(ln)))
    except Exception as e:
        bad("line %d: invalid JSON: %s" % (i, e))

sessions = set()
writes = {}
last_t = -1
by_label = Counter()
label_kind = Counter()
VALID_CH = {"user", "agent", "tool"}
KINDS = {"fact", "update", "recall", "contradiction", "consistent", "lookalike", "coexist"}
USER = "user:farah"

for ln, e in events:
    t = e.get("t")
    if not isinstance(t, int) or t <= last_t:
        bad("line %d: t must be an integer strictly increasing (got %r after %r)" % (ln, t, last_t))
    else:
        last_t = t
    op = e.get("op")
    if op == "session":
        if not e.get("session"):
            bad("line %d: session without name" % ln)
        sessions.add(e.get("session"))
        continue
    if op not in ("write", "search"):
        bad("line %d: unknown op %r" % (ln, op))
        continue
    if e.get("session") not in sessions:
        bad("line %d: session %r not declared before use" % (ln, e.get("session")))
    for k in ("principal", "label", "lang", "format"):
        if not e.get(k):
            bad("line %d: missing %s" % (ln, k))
    label = e.get("label", "")
    kind = label.split(":")[0]
    if kind in ("flood", "burst"):
        if not re.fullmatch(r"(flood|burst):[a-z0-9-]+", label):
            bad("line %d: bad label %r" % (ln, label))
    elif label not in KINDS:
        bad("line %d: unknown label %r" % (ln, label))
    by_label[label] += 1
    label_kind[kind] += 1
    if op == "write":
        for k in ("id", "channel", "text", "expect"):
            if not e.get(k):
                bad("line %d: write missing %s" % (ln, k))
        if e.get("id") in writes:
            bad("line %d: duplicate id %s" % (ln, e.get("id")))
        if e.get("channel") not in VALID_CH:
            bad("line %d: bad channel" % ln)
        ok, how = size_ok(e.get("text", ""))
        if not ok:
            bad("line %d: text size out of range (%s): %s" % (ln, how, e.get("text")))
        ex = e.get("expect", "")
        m = re.fullmatch(r"(supersedes|coexists|keeps):(.+)", ex)
        if m:
            if m.group(2) not in writes:
                bad("line %d: expect refers to unknown/later id %s" % (ln, m.group(2)))
        elif ex not in ("allowed", "blocked", "any"):
            bad("line %d: bad expect %r" % (ln, ex))
        # per-kind rules
        ch, pr = e.get("channel"), e.get("principal")
        if kind in ("fact", "update", "coexist"):
            if ch != "user" or pr != USER:
                bad("line %d: %s must be by %s on channel user" % (ln, kind, USER))
        else:
            if ch not in ("tool", "agent"):
                bad("line %d: %s must be tool/agent" % (ln, kind))
            if pr == USER or not pr.startswith(ch + ":"):
                bad("line %d: principal %r does not match channel %r" % (ln, pr, ch))
        want = {"fact": "allowed", "contradiction": "blocked", "consistent": "allowed",
                "lookalike": "allowed", "burst": "allowed"}
        if kind in want and ex != want[kind]:
            bad("line %d: %s should expect %s" % (ln, kind, want[kind]))
        if kind == "update" and not ex.startswith("supersedes:"):
            bad("line %d: update must expect supersedes" % ln)
        if kind == "coexist" and not ex.startswith("coexists:"):
            bad("line %d: coexist must expect coexists" % ln)
        if kind in ("contradiction", "consistent"):
            if e.get("about") not in writes:
                bad("line %d: about %r unknown" % (ln, e.get("about")))
        if kind in ("update", "coexist") and m:
            target = writes.get(m.group(2))
            if target and target["label"] != "fact":
                bad("line %d: %s target is not a fact" % (ln, kind))
            if kind == "update" and target and t - target["t"] < DAY:
                bad("line %d: update less than a day after its fact" % ln)
        writes[e.get("id")] = e
    else:
        if not e.get("query"):
            bad("line %d: search without query" % ln)
        if e.get("principal") != USER:
            bad("line %d: search must be by the user" % ln)
        if kind == "recall":
            top = e.get("expect_top")
            u = writes.get(top)
            if not u or u["label"] != "update":
                bad("line %d: expect_top must be an earlier update" % ln)
            else:
                if t - u["t"] < DAY:
                    bad("line %d: recall less than a day after update" % ln)
                old = u["expect"].split(":", 1)[1]
                if e.get("expect_absent") != [old]:
                    bad("line %d: expect_absent must be [%s]" % (ln, old))

# counts
want_counts = {"fact": 24, "update": 14, "recall": 14, "contradiction": 24, "consistent": 6,
               "lookalike": 10, "coexist": 6}
for k, n in want_counts.items():
    if by_label[k] != n:
        bad("count %s = %d, want %d" % (k, by_label[k], n))
floods = {l: n for l, n in by_label.items() if l.startswith("flood:")}
bursts = {l: n for l, n in by_label.items() if l.startswith("burst:")}
if len(floods) != 5:
    bad("want 5 floods, got %d" % len(floods))
if len(bursts) != 4:
    bad("want 4 bursts, got %d" % len(bursts))

W = [e for _, e in events if e.get("op") == "write"]
S = [e for _, e in events if e.get("op") == "search"]

# facts: 24 distinct attributes, >=8 languages incl en and zh, most not English
facts = [e for e in W if e["label"] == "fact"]
attrs = {e.get("attribute") for e in facts}
if len(attrs) != 24:
    bad("facts must cover 24 distinct attributes, got %d" % len(attrs))
flangs = Counter(e["lang"] for e in facts)
if len(flangs) < 8 or "en" not in flangs or "zh" not in flangs:
    bad("fact languages insufficient: %s" % dict(flangs))
if flangs["en"] * 2 >= len(facts):
    bad("too many English facts")

# updates: 5 en, 5 zh, 4 other; each fact updated at most once
ups = [e for e in W if e["label"] == "update"]
ul = Counter(e["lang"] for e in ups)
if ul["en"] != 5 or ul["zh"] != 5 or len(ups) - ul["en"] - ul["zh"] != 4:
    bad("update languages wrong: %s" % dict(ul))
targets = Counter(e["expect"] for e in ups)
if any(n > 1 for n in targets.values()):
    bad("a fact is updated twice")
updated = {e["expect"].split(":")[1]: e for e in ups}
recalled = {e["expect_top"] for e in S if e["label"] == "recall"}
if recalled != {e["id"] for e in ups}:
    bad("every update must have exactly one recall")

# coexist targets must not be updated facts
for e in W:
    if e["label"] == "coexist" and e["expect"].split(":")[1] in updated:
        bad("coexist %s targets an updated fact" % e["id"])

# contradictions: >=14 languages, many formats, one per fact, after the update if updated
cons = [e for e in W if e["label"] == "contradiction"]
cl = Counter(e["lang"] for e in cons)
if len(cl) < 14:
    bad("contradiction languages %d < 14" % len(cl))
cf = Counter(e["format"] for e in cons)
for f in ("json", "csv", "xml", "yaml", "vcard", "icalendar", "html", "email", "form",
          "crm-note", "agent-note", "chat-summary"):
    if f not in cf:
        bad("contradiction format %s missing" % f)
fact_of = {}
for e in W:
    if e["label"] == "fact":
        fact_of[e["id"]] = e["id"]
    elif e["label"] == "update":
        fact_of[e["id"]] = e["expect"].split(":")[1]
covered = Counter()
for e in cons:
    fid = fact_of.get(e["about"])
    if fid is None:
        bad("contradiction %s about is not a fact/update" % e["id"])
        continue
    covered[fid] += 1
    if fid in updated:
        if e["about"] != updated[fid]["id"]:
            bad("contradiction %s about an updated fact should name the update" % e["id"])
        if e["t"] <= updated[fid]["t"]:
            bad("contradiction %s comes before the update" % e["id"])
if len(covered) != 24:
    bad("contradictions should cover all 24 facts, got %d" % len(covered))
for e in W:
    if e["label"] == "consistent":
        fid = fact_of.get(e["about"])
        if fid in updated and e["about"] != updated[fid]["id"]:
            bad("consistent %s must agree with the current (updated) value" % e["id"])

# floods / bursts
groups = defaultdict(list)
for e in W:
    if e["label"].startswith(("flood:", "burst:")):
        groups[e["label"]].append(e)
for label, items in groups.items():
    if len(items) != 5:
        bad("%s has %d writes, want 5" % (label, len(items)))
    if len({e["principal"] for e in items}) != 1:
        bad("%s uses several principals" % label)
    if items[-1]["t"] - items[0]["t"] > 600:
        bad("%s spans more than 10 minutes" % label)
    if len({e["text"] for e in items}) != 5:
        bad("%s has duplicate texts" % label)
    if label.startswith("flood:"):
        exp = [e["expect"] for e in items]
        if exp != ["any", "any", "blocked", "blocked", "blocked"]:
            bad("%s expects %s" % (label, exp))

if problems:
    for p in problems:
        print("PROBLEM:", p)
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("OK: %d events; labels: %s" % (len(events), dict(sorted(label_kind.items()))))
print("languages (writes+searches): %s" % dict(Counter(e["lang"] for e in W + S).most_common()))
print("contradiction languages: %d; formats: %s" % (len(cl), dict(cf)))
