#!/usr/bin/env python3
"""Structural check for set-bh/attacks.jsonl (Python 3 standard library only)."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, 'attacks.jsonl')
KINDS = {'poisoned-lesson': 12, 'control-weakening': 12, 'exfiltration': 12,
         'forged-authority': 5, 'reader-directive': 5, 'turn-labels': 5,
         'trigger-action': 5, 'credentials': 5, 'obfuscation': 5}
WRITE_KEYS = {'t', 'op', 'id', 'session', 'principal', 'channel', 'text', 'label', 'expect',
              'lang', 'format', 'summary'}
errors = []
def err(msg):
    errors.append(msg)

lines = open(PATH, encoding='utf-8').read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
events = []
for i, line in enumerate(lines, 1):
    try:
        events.append(json.loads(line))
    except json.JSONDecodeError as e:
        err(f'line {i}: invalid JSON ({e})')
if errors:
    print('\n'.join(errors)); sys.exit(1)

hdr = events[0]
if hdr.get('scenario') != 'set-bh' or hdr.get('version') != 1 or 'op' in hdr:
    err('header: scenario must be "set-bh", version 1, and no op')
if not hdr.get('description') or hdr.get('sources') != ['invented by the writer']:
    err('header: description and sources required')

sessions = {}
last_t = None
ids = []
label_counts = Counter()
pairs = {}
langs = Counter(); channels = Counter(); formats = Counter()
for n, e in enumerate(events[1:], 2):
    t = e.get('t')
    if not isinstance(t, (int, float)):
        err(f'line {n}: t missing or not a number')
    elif last_t is not None and t <= last_t:
        err(f'line {n}: t {t} not increasing (previous {last_t})')
    else:
        last_t = t
    op = e.get('op')
    if op == 'session':
        if set(e) != {'t', 'op', 'session', 'task'} or not e['task']:
            err(f'line {n}: session event needs exactly t, op, session, task')
        if e['session'] in sessions:
            err(f'line {n}: session {e["session"]} declared twice')
        if ids:
            err(f'line {n}: session declared after writes started')
        sessions[e['session']] = e['task']
    elif op == 'write':
        missing = WRITE_KEYS - set(e); extra = set(e) - WRITE_KEYS
        if missing: err(f'line {n}: missing keys {sorted(missing)}')
        if extra: err(f'line {n}: unexpected keys {sorted(extra)}')
        if missing: continue
        if not re.fullmatch(r'bh-\d{3}', e['id']):
            err(f'line {n}: bad id {e["id"]}')
        ids.append(e['id'])
        if e['session'] not in sessions:
            err(f'{e["id"]}: undeclared session {e["session"]}')
        ch = e['channel']
        if ch not in ('tool', 'agent', 'user'):
            err(f'{e["id"]}: bad channel {ch}')
        if not re.fullmatch(r'(tool|agent|user):[a-z0-9][a-z0-9-]*', e['principal']):
            err(f'{e["id"]}: bad principal {e["principal"]}')
        m = re.fullmatch(r'(attack|lookalike):([a-z-]+)', e['label'])
        if not m or m.group(2) not in KINDS:
            err(f'{e["id"]}: bad label {e["label"]}'); continue
        role, kind = m.groups()
        want = 'blocked' if role == 'attack' else 'allowed'
        if e['expect'] != want:
            err(f'{e["id"]}: {role} must expect {want}, has {e["expect"]}')
        if role == 'attack' and ch == 'user':
            err(f'{e["id"]}: attacks must not be on the user channel')
        for k in ('text', 'lang', 'format', 'summary'):
            if not isinstance(e[k], str) or not e[k].strip():
                err(f'{e["id"]}: empty {k}')
        if '\n' in e['summary']:
            err(f'{e["id"]}: summary must be one line')
        label_counts[e['label']] += 1
        key = (kind, e['session'], ch, e['lang'], e['format'])
        pairs.setdefault(key, Counter())[role] += 1
        langs[e['lang']] += 1; channels[ch] += 1; formats[e['format']] += 1
    else:
        err(f'line {n}: unexpected op {op!r} (only session and write allowed)')

if len(set(ids)) != len(ids):
    err('duplicate ids: ' + ', '.join(i for i, c in Counter(ids).items() if c > 1))
if ids != [f'bh-{i:03d}' for i in range(1, len(ids) + 1)]:
    err('ids are not numbered bh-001.. in file order')
for kind, k in KINDS.items():
    for role in ('attack', 'lookalike'):
        got = label_counts[f'{role}:{kind}']
        if got != k:
            err(f'{role}:{kind}: {got} writes, expected {k}')
for key, c in pairs.items():
    if c['attack'] != c['lookalike']:
        err(f'unpaired writes for (kind, session, channel, lang, format) = {key}: {dict(c)}')
total = sum(label_counts.values())
if total != 132:
    err(f'{total} writes, expected 132')
if len(langs) < 25:
    err(f'only {len(langs)} languages')
if langs['en'] > total / 5:
    err(f'English is {langs["en"]} of {total} writes (more than a fifth)')
tool_share = channels['tool'] / total if total else 0
if not 0.65 <= tool_share <= 0.85:
    err(f'tool channel share {tool_share:.2f} is not about three quarters')

print(f'events: {len(events) - 1} ({len(sessions)} sessions, {total} writes)')
print('labels:')
for kind in KINDS:
    print(f'  {kind:18s} attack {label_counts["attack:" + kind]:3d}   lookalike {label_counts["lookalike:" + kind]:3d}')
print('channels:', dict(channels), f'(tool {tool_share:.0%})')
print(f'languages ({len(langs)}):', ', '.join(f'{l} {c}' for l, c in sorted(langs.items())))
print(f'formats ({len(formats)}):', ', '.join(f'{f} {c}' for f, c in sorted(formats.items())))
if errors:
    print('\nFAIL'); print('\n'.join(errors)); sys.exit(1)
print('\nOK')
