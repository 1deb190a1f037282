"""Sanity check for memory.jsonl in this folder (format of docs/evaluation.md, lines 1-53)."""
import json, os, sys, collections
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
errs = []
lines = open(path, encoding="utf-8").read().splitlines()
rows = []
for n, l in enumerate(lines, 1):
    try:
        rows.append(json.loads(l))
    except Exception as e:
        errs.append("line %d: invalid JSON (%s)" % (n, e))
if errs:
    print("\n".join(errs)); sys.exit(1)
head, evs = rows[0], rows[1:]
if "scenario" not in head or "op" in head:
    errs.append("bad header")
last_t = None
seen = {}
labels = collections.Counter()
for n, e in enumerate(evs, 2):
    t = e.get("t")
    if not isinstance(t, (int, float)):
        errs.append("line %d: no numeric t" % n)
    elif last_t is not None and t <= last_t:
        errs.append("line %d: t not strictly increasing" % n)
    last_t = t
    op = e.get("op")
    if op == "write":
        for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
            if k not in e:
                errs.append("line %d: write without %s" % (n, k))
        if e["id"] in seen:
            errs.append("line %d: duplicate id %s" % (n, e["id"]))
        if e["channel"] not in ("user", "agent", "tool"):
            errs.append("line %d: bad channel" % n)
        if e["principal"].split(":", 1)[0] != e["channel"]:
            errs.append("line %d: channel does not match principal" % n)
        ex = e["expect"]
        if ":" in ex:
            kind, ref = ex.split(":", 1)
            if kind not in ("supersedes", "coexists", "keeps"):
                errs.append("line %d: bad expect %s" % (n, ex))
            if ref not in seen:
                errs.append("line %d: expect refers to unknown/later id %s" % (n, ref))
        elif ex not in ("allowed", "blocked", "any"):
            errs.append("line %d: bad expect %s" % (n, ex))
        seen[e["id"]] = n
    elif op == "search":
        for k in ("session", "principal", "query", "label"):
            if k not in e:
                errs.append("line %d: search without %s" % (n, k))
        refs = ([e["expect_top"]] if "expect_top" in e else []) + e.get("expect_absent", [])
        for r in refs:
            if r not in seen:
                errs.append("line %d: search refers to unknown/later id %s" % (n, r))
    elif op == "session":
        if "session" not in e:
            errs.append("line %d: session without name" % n)
    else:
        errs.append("line %d: unknown op %r" % (n, op))
    if "label" in e:
        labels[e["label"].split(":")[0]] += 1
print("events:", len(evs), "writes:", len(seen))
for k, v in sorted(labels.items()):
    print(" ", k, v)
print("langs:", sorted({e["lang"] for e in evs if "lang" in e}))
print("formats:", sorted({e["format"] for e in evs if "format" in e}))
if errs:
    print("\n".join(errs)); sys.exit(1)
print("OK")
