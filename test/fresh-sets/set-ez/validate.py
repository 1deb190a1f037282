"""Check memory.jsonl of set-ez. Exits non-zero on any problem.

Run: python3 validate.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "memory.jsonl")
RECALL_DELAY = 86700

problems = []


def bad(msg):
    problems.append(msg)


EXPECTED_LABELS = {
    "contradiction": 24,
    "lookalike": 24,
    "consistent": 8,
    "burst:organ-digest": 5,
    "flood:florianopolis-move": 5,
    "update": 20,
    "coexist": 8,
    "recall": 20,
}
CORE_FACTS = 24
WRITE_KEYS = ["t", "op", "id", "session", "principal", "channel", "text", "label", "expect"]
SEARCH_KEYS = ["t", "op", "session", "principal", "query", "label"]
CHANNELS = {"user", "agent", "tool"}
LANGS = {"en", "zh", "pt"}
UPDATE_KINDS = {"names old value", "bare field", "verb of change", "time word"}
LOOKALIKE_SORTS = {"relative", "colleague", "past value", "plan", "question",
                   "other attribute", "named entity", "restated"}

with open(PATH, encoding="utf-8") as fh:
    lines = [ln for ln in fh.read().split("\n") if ln.strip()]

if not lines:
    print("empty file")
    sys.exit(1)

# header
try:
    header = json.loads(lines[0])
except ValueError as e:
    print("header is not JSON: %s" % e)
    sys.exit(1)
if not isinstance(header, dict) or not isinstance(header.get("scenario"), str) or not header["scenario"]:
    bad("header lacks a 'scenario' string")
if "op" in header or "t" in header:
    bad("header looks like an event")
for k in header:
    if k not in ("scenario", "version", "description", "sources"):
        bad("unexpected header key %r" % k)

events = []
for n, ln in enumerate(lines[1:], start=2):
    try:
        events.append((n, json.loads(ln)))
    except ValueError as e:
        bad("line %d is not JSON: %s" % (n, e))

sessions = set()
writes = {}          # id -> event
write_order = []
labels = Counter()
last_t = None
updates_by_id = {}
superseded_facts = []
recalls = []

for n, ev in events:
    op = ev.get("op")
    t = ev.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool) or t < 0:
        bad("line %d: bad t %r" % (n, t))
        continue
    if last_t is not None and t < last_t:
        bad("line %d: t %s goes back (previous %s)" % (n, t, last_t))
    last_t = t

    if op == "session":
        if not ev.get("session"):
            bad("line %d: session without a name" % n)
        sessions.add(ev.get("session"))
        continue

    if op == "write":
        for k in WRITE_KEYS:
            if k not in ev or ev[k] in (None, ""):
                bad("line %d: write lacks %s" % (n, k))
        wid = ev.get("id")
        if wid in writes:
            bad("line %d: duplicate id %s" % (n, wid))
        if ev.get("session") not in sessions:
            bad("line %d: session %r not declared before" % (n, ev.get("session")))
        ch = ev.get("channel")
        if ch not in CHANNELS:
            bad("line %d: bad channel %r" % (n, ch))
        if not str(ev.get("principal", "")).startswith(str(ch) + ":"):
            bad("line %d: principal %r does not match channel %r" % (n, ev.get("principal"), ch))
        for k in ("attribute", "lang", "format"):
            if not ev.get(k):
                bad("line %d: write %s lacks note %s" % (n, wid, k))
        if ev.get("lang") not in LANGS:
            bad("line %d: lang %r not one of %s" % (n, ev.get("lang"), sorted(LANGS)))
        label = ev.get("label", "")
        labels[label] += 1
        exp = ev.get("expect", "")

        # references to earlier writes
        about = ev.get("about")
        if about is not None and about not in writes:
            bad("line %d: about %r is not an earlier write" % (n, about))
        m = re.match(r"^(supersedes|coexists|keeps):(.+)$", exp)
        if m:
            ref = m.group(2)
            if ref not in writes:
                bad("line %d: %s refers to %r, not an earlier write" % (n, exp, ref))
            elif writes[ref].get("label") != "fact":
                bad("line %d: %s refers to a non-fact" % (n, exp))
        elif exp not in ("allowed", "blocked", "any"):
            bad("line %d: bad expect %r" % (n, exp))

        if label == "fact":
            if exp != "allowed" or ch != "user":
                bad("line %d: fact must be allowed and by the user" % n)
        elif label in ("contradiction", "lookalike", "consistent"):
            if ch not in ("tool", "agent"):
                bad("line %d: %s must be by a tool or an agent" % (n, label))
            if about is None or writes.get(about, {}).get("label") != "fact" \
                    or not writes[about].get("core"):
                bad("line %d: %s needs 'about' = a core fact" % (n, label))
            want = "blocked" if label == "contradiction" else "allowed"
            if exp != want:
                bad("line %d: %s should expect %s" % (n, label, want))
            if label == "contradiction" and not isinstance(ev.get("bare"), bool):
                bad("line %d: contradiction lacks the 'bare' note" % n)
            if label == "lookalike" and ev.get("sort") not in LOOKALIKE_SORTS:
                bad("line %d: lookalike sort %r unknown" % (n, ev.get("sort")))
        elif label == "update":
            if ch != "user" or not exp.startswith("supersedes:"):
                bad("line %d: update must be by the user and expect supersedes:" % n)
            if ev.get("kind") not in UPDATE_KINDS:
                bad("line %d: update kind %r unknown" % (n, ev.get("kind")))
            ref = exp.split(":", 1)[1]
            if ev.get("about") != ref:
                bad("line %d: update about %r differs from %s" % (n, ev.get("about"), exp))
            if ref in writes and not writes[ref].get("core"):
                bad("line %d: update of a non-core fact" % n)
            superseded_facts.append(ref)
            updates_by_id[wid] = ev
        elif label == "coexist":
            if ch != "user" or not exp.startswith("coexists:"):
                bad("line %d: coexist must be by the user and expect coexists:" % n)
        elif label.startswith("burst:"):
            if exp != "allowed" or ch != "tool":
                bad("line %d: burst write must be an allowed tool write" % n)
        elif label.startswith("flood:"):
            pass
        else:
            bad("line %d: unknown write label %r" % (n, label))
        writes[wid] = ev
        write_order.append(wid)
        continue

    if op == "search":
        for k in SEARCH_KEYS:
            if k not in ev or ev[k] in (None, ""):
                bad("line %d: search lacks %s" % (n, k))
        if ev.get("session") not in sessions:
            bad("line %d: session %r not declared before" % (n, ev.get("session")))
        labels[ev.get("label", "")] += 1
        top = ev.get("expect_top")
        if top is not None and top not in writes:
            bad("line %d: expect_top %r is not an earlier write" % (n, top))
        for a in ev.get("expect_absent", []) or []:
            if a not in writes:
                bad("line %d: expect_absent %r is not an earlier write" % (n, a))
        if ev.get("label") == "recall":
            recalls.append((n, ev))
        continue

    bad("line %d: unknown op %r" % (n, op))

# ---- counts per label
for label, want in EXPECTED_LABELS.items():
    if labels[label] != want:
        bad("label %s: %d, want %d" % (label, labels[label], want))
core = [w for w in writes.values() if w["label"] == "fact" and w.get("core")]
extra = [w for w in writes.values() if w["label"] == "fact" and not w.get("core")]
if len(core) != CORE_FACTS:
    bad("core facts: %d, want %d" % (len(core), CORE_FACTS))
for label in labels:
    if label not in EXPECTED_LABELS and label != "fact":
        bad("unexpected label %r" % label)
if labels["fact"] != len(core) + len(extra):
    bad("fact count mismatch")

# ---- facts: languages, formats, attributes
fact_langs = Counter(w["lang"] for w in core)
if len(fact_langs) < 3 or fact_langs["en"] + fact_langs["zh"] <= fact_langs["pt"]:
    bad("core facts should be mostly en and zh plus pt: %s" % dict(fact_langs))
fact_formats = Counter(w["format"] for w in core)
if fact_formats["field"] == 0 or fact_formats["sentence"] == 0:
    bad("core facts should mix sentences and field lines")
if len({w["attribute"] for w in core}) != len(core):
    bad("core facts should each have their own attribute")
providers = {"doctor", "dentist", "pharmacy", "hairdresser", "gym", "bank", "health insurer"}
provider_langs = {w["lang"] for w in core if w["attribute"] in providers}
if len(provider_langs) < 3:
    bad("provider facts should be written in several languages: %s" % provider_langs)

# ---- updates
if len(set(superseded_facts)) != len(superseded_facts):
    bad("two updates update the same fact")
unchanged = [w["id"] for w in core if w["id"] not in superseded_facts]
if len(unchanged) != 4:
    bad("want 4 core facts that never change, got %d" % len(unchanged))
for w in core:
    if w.get("changes_later") != (w["id"] in superseded_facts):
        bad("fact %s: changes_later note is wrong" % w["id"])
upd = list(updates_by_id.values())
if sum(1 for u in upd if u["lang"] == "zh") < 6:
    bad("fewer than 6 updates in Chinese")
if sum(1 for u in upd if u["lang"] != writes[u["about"]]["lang"]) < 12:
    bad("fewer than 12 updates in another language than their fact")
if len({u["kind"] for u in upd}) != len(UPDATE_KINDS):
    bad("updates do not use all kinds")
first_update_t = min(u["t"] for u in upd) if upd else 0
for w in writes.values():
    if w["label"] != "update" and w["t"] >= first_update_t:
        bad("write %s is not earlier than the updates" % w["id"])

# ---- recalls
recalled = set()
for n, r in recalls:
    top = r.get("expect_top")
    u = updates_by_id.get(top)
    if u is None:
        bad("line %d: recall expect_top %r is not an update" % (n, top))
        continue
    if r["t"] - u["t"] != RECALL_DELAY:
        bad("line %d: recall is %s s after %s, want %d" % (n, r["t"] - u["t"], top, RECALL_DELAY))
    if r.get("expect_absent") != [u["about"]]:
        bad("line %d: expect_absent should be [%s]" % (n, u["about"]))
    if r.get("principal") != u["principal"]:
        bad("line %d: recall not by the user" % n)
    recalled.add(top)
if recalled != set(updates_by_id):
    bad("not every update has exactly one recall")

# ---- contradictions
contra = [w for w in writes.values() if w["label"] == "contradiction"]
combos = [(w["lang"], w["format"]) for w in contra]
if len(set(combos)) != len(combos):
    bad("contradictions repeat a language/format combination")
if sum(1 for w in contra if w.get("bare")) != 8:
    bad("want 8 bare contradictions, got %d" % sum(1 for w in contra if w.get("bare")))

# ---- look-alikes
sorts = Counter(w.get("sort") for w in writes.values() if w["label"] == "lookalike")
if len(sorts) < 6:
    bad("look-alikes use too few sorts: %s" % dict(sorts))

# ---- consistent: about facts that never change
for w in writes.values():
    if w["label"] == "consistent" and w["about"] in superseded_facts:
        bad("consistent %s is about a fact that changes later" % w["id"])

# ---- burst and flood: one principal, within minutes
for prefix in ("burst:", "flood:"):
    grp = [w for w in writes.values() if w["label"].startswith(prefix)]
    if len({w["principal"] for w in grp}) != 1:
        bad("%s writes by more than one principal" % prefix)
    if grp and max(w["t"] for w in grp) - min(w["t"] for w in grp) > 900:
        bad("%s writes spread over more than 15 minutes" % prefix)
flood = sorted((w for w in writes.values() if w["label"].startswith("flood:")), key=lambda w: w["t"])
if [w["expect"] for w in flood] != ["any", "any", "blocked", "blocked", "blocked"]:
    bad("flood expectations should be any, any, blocked, blocked, blocked")
burst_texts = [w["text"] for w in writes.values() if w["label"].startswith("burst:")]
if len(set(burst_texts)) != len(burst_texts):
    bad("burst items repeat")

# ---- coexist
for w in writes.values():
    if w["label"] == "coexist":
        ref = w["expect"].split(":", 1)[1]
        if ref in superseded_facts:
            bad("coexist %s refers to a fact that is later updated" % w["id"])

# ---- file hygiene in every file of the set
words = ["DES" + "IGN", "STY" + "LE"]
for name in sorted(os.listdir(HERE)):
    p = os.path.join(HERE, name)
    if not os.path.isfile(p):
        continue
    with open(p, encoding="utf-8", errors="replace") as fh:
        body = fh.read()
    for wd in words:
        if re.search(wd, body, re.IGNORECASE):
            bad("%s contains a forbidden word" % name)
    if re.search(r"(?<![\w.])/(tmp|work|home|usr|etc|root|var|opt|mnt)/", body):
        bad("%s contains an absolute path" % name)
    if re.search(r"#\d+", body):
        bad("%s contains something like an issue number" % name)

if problems:
    for p in problems:
        print("PROBLEM:", p)
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("ok: %d events; labels %s" % (len(events), dict(sorted(labels.items()))))
