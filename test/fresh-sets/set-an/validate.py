import json,collections,sys,os
p=os.path.join(os.path.dirname(os.path.abspath(__file__)),"memory.jsonl")
L=[json.loads(l) for l in open(p,encoding="utf-8")]
assert "scenario" in L[0]
ids=set(); last=-1; c=collections.Counter(); langs=collections.Counter(); fmts=collections.Counter()
for e in L[1:]:
    assert e["t"]>last; last=e["t"]
    if e["op"]=="write":
        assert e["id"] not in ids; 
        assert e["channel"]==e["principal"].split(":")[0] and e["channel"] in ("user","tool","agent")
        x=e["expect"]
        if ":" in x: assert x.split(":")[1] in ids, x
        ids.add(e["id"]); langs[e["lang"]]+=1; fmts[e["format"]]+=1
    if e["op"]=="search":
        assert e["expect_top"] in ids and all(a in ids for a in e["expect_absent"])
    if "label" in e: c[e["label"].split(":")[0]]+=1
print(dict(c)); print(dict(langs)); print(dict(fmts)); print("OK", len(L)-1, "events")
