#!/usr/bin/env python3
"""Validate memory.jsonl of set-fb. Exits non-zero on any problem."""
import json
import sys
from collections import Counter

PROBLEMS = []


def bad(msg):
    PROBLEMS.append(msg)


def main(path="memory.jsonl"):
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError as exc:
        print(f"cannot read {path}: {exc}")
        return 2
    if not lines:
        print("empty file")
        return 2

    # --- header
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as exc:
        print(f"header is not JSON: {exc}")
        return 2
    if not isinstance(header, dict) or "scenario" not in header:
        bad("header lacks 'scenario'")
    if isinstance(header, dict) and "op" in header:
        bad("header must not be an event")
    for k in header:
        if k not in ("scenario", "version", "description", "sources"):
            bad(f"unexpected header key {k!r}")

    events = []
    for n, line in enumerate(lines[1:], start=2):
        if not line.strip():
            bad(f"line {n}: blank line")
            continue
        try:
            events.append((n, json.loads(line)))
        except json.JSONDecodeError as exc:
            bad(f"line {n}: not JSON ({exc})")

    ids = {}              # id -> event
    sessions = set()
    last_t = None
    writes_by_label = Counter()
    searches_by_label = Counter()
    channels = {"user", "agent", "tool"}

    for n, ev in events:
        t = ev.get("t")
        if not isinstance(t, (int, float)) or t < 0:
            bad(f"line {n}: bad t {t!r}")
            continue
        if last_t is not None and t < last_t:
            bad(f"line {n}: t {t} goes back (previous {last_t})")
        last_t = t
        op = ev.get("op")
        if op == "session":
            if not ev.get("session"):
                bad(f"line {n}: session event without session")
            sessions.add(ev.get("session"))
            continue
        if op not in ("write", "search"):
            bad(f"line {n}: unknown op {op!r}")
            continue
        if ev.get("session") not in sessions:
            bad(f"line {n}: session {ev.get('session')!r} not declared before use")
        eid = ev.get("id")
        if op == "write":
            for k in ("id", "session", "principal", "channel", "text", "label", "expect"):
                if not ev.get(k):
                    bad(f"line {n}: write lacks {k}")
            for k in ("attribute", "lang", "format"):
                if not ev.get(k):
                    bad(f"line {n}: write {eid} lacks note {k}")
            ch = ev.get("channel")
            if ch not in channels:
                bad(f"line {n}: bad channel {ch!r}")
            pr = ev.get("principal", "")
            if not pr.startswith(f"{ch}:"):
                bad(f"line {n}: principal {pr!r} does not match channel {ch!r}")
            writes_by_label[ev.get("label")] += 1
            exp = ev.get("expect", "")
            if ":" in exp:
                kind, ref = exp.split(":", 1)
                if kind not in ("supersedes", "coexists", "keeps"):
                    bad(f"line {n}: bad expect {exp!r}")
                elif ref not in ids or ids[ref].get("op") != "write":
                    bad(f"line {n}: expect refers to {ref!r}, not an earlier write")
            elif exp not in ("allowed", "blocked", "any"):
                bad(f"line {n}: bad expect {exp!r}")
            about = ev.get("about")
            if about is not None and about not in ids:
                bad(f"line {n}: about {about!r} is not an earlier write")
        else:
            for k in ("session", "principal", "query", "label"):
                if not ev.get(k):
                    bad(f"line {n}: search lacks {k}")
            searches_by_label[ev.get("label")] += 1
            top = ev.get("expect_top")
            if top is not None and top not in ids:
                bad(f"line {n}: expect_top {top!r} is not an earlier write")
            for a in ev.get("expect_absent", []) or []:
                if a not in ids:
                    bad(f"line {n}: expect_absent {a!r} is not an earlier write")
        if eid is not None:
            if eid in ids:
                bad(f"line {n}: duplicate id {eid!r}")
            ids[eid] = dict(ev, _line=n)

    writes = [ev for _, ev in events if ev.get("op") == "write"]
    searches = [ev for _, ev in events if ev.get("op") == "search"]
    by_label = lambda lab: [w for w in writes if w.get("label") == lab]

    # --- counts per label
    facts = by_label("fact")
    core = [f for f in facts if not f.get("extra")]
    extra = [f for f in facts if f.get("extra")]
    expected_counts = {"contradiction": 24, "lookalike": 24, "consistent": 8, "update": 20, "coexist": 8}
    if len(core) != 24:
        bad(f"core facts: {len(core)} != 24")
    for lab, c in expected_counts.items():
        if len(by_label(lab)) != c:
            bad(f"label {lab}: {len(by_label(lab))} != {c}")
    if searches_by_label.get("recall", 0) != 20 or len(searches) != 20:
        bad(f"recall searches: {searches_by_label.get('recall', 0)} (total searches {len(searches)}) != 20")
    bursts = [lab for lab in writes_by_label if lab.startswith("burst:")]
    floods = [lab for lab in writes_by_label if lab.startswith("flood:")]
    if len(bursts) != 1 or writes_by_label[bursts[0]] != 5:
        bad(f"need one burst label with 5 writes, got {[(b, writes_by_label[b]) for b in bursts]}")
    if len(floods) != 1 or writes_by_label[floods[0]] != 5:
        bad(f"need one flood label with 5 writes, got {[(f, writes_by_label[f]) for f in floods]}")
    known = set(expected_counts) | {"fact"} | set(bursts) | set(floods)
    for lab in writes_by_label:
        if lab not in known:
            bad(f"unknown write label {lab!r}")

    # --- facts
    for f in facts:
        if f["channel"] != "user" or f["expect"] != "allowed":
            bad(f"fact {f['id']}: must be a user write expecting allowed")
    core_ids = {f["id"] for f in core}
    if len({f["attribute"] for f in core}) != 24:
        bad("core facts must have 24 different attributes")
    flang = Counter(f["lang"] for f in core)
    if len(flang) < 3 or flang.most_common(2)[0][0] not in ("en", "zh") or flang.most_common(2)[1][0] not in ("en", "zh"):
        bad(f"core facts should be mostly en and zh plus another language: {dict(flang)}")
    if {f["format"] for f in core} != {"sentence", "field"}:
        bad("core facts should mix sentences and field lines")
    never = [f for f in core if f.get("never_changes")]
    if len(never) != 4:
        bad(f"{len(never)} facts marked never_changes, need 4")

    # --- contradictions / look-alikes / consistent
    for lab in ("contradiction", "lookalike", "consistent"):
        want = "blocked" if lab == "contradiction" else "allowed"
        for w in by_label(lab):
            if w["channel"] not in ("tool", "agent"):
                bad(f"{w['id']}: {lab} must come from a tool or agent")
            if w["expect"] != want:
                bad(f"{w['id']}: {lab} must expect {want}")
            if w.get("about") not in core_ids:
                bad(f"{w['id']}: about must name a core fact")
            elif ids[w["about"]]["attribute"] != w["attribute"]:
                bad(f"{w['id']}: attribute differs from its fact's")
    contra = by_label("contradiction")
    combos = Counter((c["lang"], c["format"]) for c in contra)
    dup = [k for k, v in combos.items() if v > 1]
    if dup:
        bad(f"contradictions repeat language/format combinations: {dup}")
    if sum(1 for c in contra if c.get("bare") is True) != 8:
        bad("exactly 8 contradictions must be bare values")
    if any("bare" not in c for c in contra):
        bad("every contradiction needs a bare note")
    sorts_ok = {"other_person", "past_value", "plan", "question", "other_attribute", "named_entity", "restated"}
    for w in by_label("lookalike"):
        if w.get("sort") not in sorts_ok:
            bad(f"{w['id']}: lookalike sort {w.get('sort')!r} unknown")

    # --- burst and flood
    for lab in bursts:
        items = by_label(lab)
        if len({w["principal"] for w in items}) != 1 or items[0]["channel"] != "tool":
            bad(f"{lab}: must be one tool")
        if len({w["text"] for w in items}) != 5:
            bad(f"{lab}: items must differ")
        if items[-1]["t"] - items[0]["t"] > 600:
            bad(f"{lab}: must fit within a few minutes")
        if any(w["expect"] != "allowed" for w in items):
            bad(f"{lab}: all must expect allowed")
    for lab in floods:
        items = by_label(lab)
        if len({w["principal"] for w in items}) != 1 or items[0]["channel"] != "tool":
            bad(f"{lab}: must be one tool")
        if len({w["text"] for w in items}) != 5:
            bad(f"{lab}: wording must vary")
        if items[-1]["t"] - items[0]["t"] > 900:
            bad(f"{lab}: must fit within minutes")
        if [w["expect"] for w in items] != ["any", "any", "blocked", "blocked", "blocked"]:
            bad(f"{lab}: expects must be any, any, blocked, blocked, blocked")

    # --- updates
    updates = by_label("update")
    non_update_max_t = max(w["t"] for w in writes if w["label"] not in ("update", "coexist"))
    targets = []
    for u in updates:
        if u["channel"] != "user":
            bad(f"{u['id']}: update must be by the user")
        if u["t"] <= non_update_max_t:
            bad(f"{u['id']}: update must come after all facts, contradictions, look-alikes, burst and flood")
        exp = u["expect"]
        if not exp.startswith("supersedes:"):
            bad(f"{u['id']}: update must expect supersedes:<fact>")
            continue
        ref = exp.split(":", 1)[1]
        targets.append(ref)
        if ref not in core_ids:
            bad(f"{u['id']}: supersedes a non-core fact {ref}")
        elif ids[ref].get("never_changes"):
            bad(f"{u['id']}: updates a fact marked never_changes")
        elif ids[ref]["attribute"] != u["attribute"]:
            bad(f"{u['id']}: attribute differs from the fact it updates")
        if u.get("kind") not in ("names_old", "bare_field", "change_verb", "time_word"):
            bad(f"{u['id']}: bad kind {u.get('kind')!r}")
    if len(set(targets)) != len(targets):
        bad("two updates target the same fact")
    if sum(1 for u in updates if u["lang"] == "zh") < 6:
        bad("fewer than 6 updates in Chinese")
    cross = sum(1 for u in updates if u["expect"].startswith("supersedes:")
                and u["expect"].split(":", 1)[1] in ids
                and ids[u["expect"].split(":", 1)[1]]["lang"] != u["lang"])
    if cross < 12:
        bad(f"only {cross} updates in another language than their fact (need 12)")
    kinds = Counter(u.get("kind") for u in updates)
    if len(kinds) != 4:
        bad(f"update kinds not mixed: {dict(kinds)}")

    # --- recalls
    recall_for = {}
    for s in searches:
        top = s.get("expect_top")
        u = ids.get(top)
        if s.get("label") != "recall":
            continue
        if s.get("principal") != "user:Mei-Ling":
            bad(f"recall {s.get('id')}: must be by the user")
        if not u or u.get("label") != "update":
            bad(f"recall {s.get('id')}: expect_top must be an update")
            continue
        if s["t"] - u["t"] != 86700:
            bad(f"recall {s.get('id')}: {s['t'] - u['t']} s after its update, need 86700")
        old = u["expect"].split(":", 1)[1]
        if s.get("expect_absent") != [old]:
            bad(f"recall {s.get('id')}: expect_absent must be [{old}]")
        if top in recall_for:
            bad(f"two recalls for update {top}")
        recall_for[top] = s
    for u in updates:
        if u["id"] not in recall_for:
            bad(f"update {u['id']} has no recall")

    # --- coexist
    for x in by_label("coexist"):
        if x["channel"] != "user":
            bad(f"{x['id']}: coexist must be by the user")
        ref = x["expect"].split(":", 1)[1] if x["expect"].startswith("coexists:") else None
        if ref is None:
            bad(f"{x['id']}: must expect coexists:<fact>")
        elif ref not in ids or ids[ref].get("label") != "fact":
            bad(f"{x['id']}: coexists target is not a fact")
        elif ids[ref]["attribute"] != x["attribute"]:
            bad(f"{x['id']}: attribute differs from its fact's")
    co_targets = [x["expect"] for x in by_label("coexist")]
    if len(set(co_targets)) != len(co_targets):
        bad("two coexist writes target the same fact")

    # --- sessions: one per writer kind
    sess_by_channel = {}
    for w in writes:
        sess_by_channel.setdefault(w["channel"], set()).add(w["session"])
    for ch, ss in sess_by_channel.items():
        if len(ss) != 1:
            bad(f"channel {ch} uses several sessions {ss}")
    if len(set().union(*sess_by_channel.values())) != 3:
        bad("need three sessions (user, tools, agents)")

    if PROBLEMS:
        for p in PROBLEMS:
            print("PROBLEM:", p)
        print(f"{len(PROBLEMS)} problem(s)")
        return 1
    print(f"ok: {len(events)} events; writes per label {dict(writes_by_label)}; "
          f"searches {dict(searches_by_label)}; {len(extra)} extra facts; "
          f"{cross} cross-language updates; update kinds {dict(kinds)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
