#!/usr/bin/env node
/**
 * Trains the learned screening model (src/guard/linear-screen.ts) and writes
 * models/screen-linear.json. Run after `npm run build`:
 *
 *   node scripts/train-screen.mjs [--out models/screen-linear.json] [--cv-only]
 *
 * What it learns from: the training corpus in train/screen-corpus/ (texts written for training by
 * helpers who had not read the code) and the fresh sets that were read as tuning sets
 * (test/fresh-sets/README.md). Evaluation sets are refused by name. Every text is first screened by
 * the default policy's rules with the model off, so the model learns on top of what they find.
 *
 * How the hold probability is chosen: leave-one-source-out cross-validation (each writer's texts
 * are scored by a model trained on all the others', the nearest thing here to text from a writer
 * never seen); the lowest probability on the grid whose extra false holds of look-alikes and
 * ordinary texts stay within --max-extra-false (default 0.5%) of each. The table is printed.
 * `--hold-at` ships another one: the shipped model was written with `--hold-at 0.9` (`npm run
 * train:screen`), the lowest on the grid where the test suite's look-alikes at the rules' edge
 * pass; there its extra false holds in cross-validation are none (docs/evaluation.md,
 * twenty-seventh round).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { corpusFiles, tuningSetDirs } from './training-sources.mjs';

const root = new URL('..', import.meta.url);
const dist = (path) => new URL(`dist/${path}`, root).href;
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'models/screen-linear.json' },
    'cv-only': { type: 'boolean', default: false },
    'max-extra-false': { type: 'string', default: '0.005' },
    'hold-at': { type: 'string' },
    dims: { type: 'string', default: String(1 << 18) },
    epochs: { type: 'string', default: '8' },
    rate: { type: 'string', default: '0.1' },
    l2: { type: 'string', default: '1e-6' },
  },
});

/**
 * Fresh sets read while the detectors were tuned (test/fresh-sets/README.md): the only ones trained
 * on. (`set-q`, read in the thirteenth round, was an evaluation set when this model was first trained
 * and stays out of it.)
 */
const TUNING_SETS = [
  'tune-1', 'tune-2', 'tune-2a', 'tune-3', 'tune-4', 'tune-5', 'tune-6', 'tune-7', 'tune-8', 'tune-9', 'set-b', 'set-c', 'set-d', 'set-d-attacks', 'set-g', 'set-h', 'set-i', 'set-j', 'set-k',
  // Read in later rounds (the twenty-seventh retrained on them): the tuning sets, and the attack
  // files of sets whose attack misses were read (their memory files stay out). `tune-15`,
  // `tune-16` and `tune-17`, read in the thirtieth to thirty-second rounds, are listed for the next
  // training; the shipped model predates them (retrained with `tune-15` then, cross-validation moved within a point
  // and no attack lost to that round came back). `tune-24`, read in the fortieth round, likewise.
  'tune-10', 'tune-11', 'tune-13', 'tune-15', 'tune-16', 'tune-17', 'tune-24', 'set-u/attacks.jsonl', 'set-x/attacks.jsonl', 'set-y/attacks.jsonl', 'set-y/attacks-2.jsonl', 'set-z/attacks.jsonl', 'set-z/attacks-2.jsonl', 'set-ad/attacks.jsonl',
];

const { loadPolicy } = await import(dist('config/load-policy.js'));
const { ScreeningPolicySchema } = await import(dist('config/screening-policy-schema.js'));
const { createScreeningLayer } = await import(dist('guard/screening-layer.js'));
const { featuresOf, ordersOnlyQuoted, readsEnough } = await import(dist('guard/linear-screen.js'));
const { train, toFile, probability } = await import(dist('guard/linear-model.js'));

const { actionFor } = await import(dist('guard/verdict-policy.js'));

const guard = loadPolicy(fileURLToPath(new URL('policies/default.yaml', root))).policy.guard;
const screening = ScreeningPolicySchema.parse(guard.screening);
const thresholds = screening.thresholds;
const channelWeight = screening.channel_weights;

/** Reads a file's or a folder's JSON lines: corpus rows, or scenario write events. */
function* rowsOf(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) if (name.endsWith('.jsonl') || statSync(`${path}/${name}`).isDirectory()) yield* rowsOf(`${path}/${name}`);
    return;
  }
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const e = JSON.parse(line);
    if (typeof e.text !== 'string' || typeof e.label !== 'string' || (e.op !== undefined && e.op !== 'write')) continue;
    yield { text: e.text, channel: e.channel ?? 'tool', label: e.label };
  }
}

const sources = [
  ...corpusFiles('screen-corpus').map((f) => ({ name: f.name, rows: [...rowsOf(f.path)] })),
  ...tuningSetDirs(TUNING_SETS).map((s) => ({ name: s.name, rows: [...rowsOf(s.dir)] })),
];

// Screen every distinct text with the rules alone and keep what the model would read.
let observed;
const layer = createScreeningLayer({ ...screening, learned: { ...screening.learned, enabled: false } }, { observe: (input) => (observed = input) });
const examples = [];
const seen = new Set();
for (const src of sources) {
  for (const row of src.rows) {
    const key = `${row.channel}\u0000${row.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    observed = undefined;
    const finding = await layer.assess({ content: row.text, channel: row.channel, at: 0 });
    if (!observed) throw new Error(`no reading for a row of ${src.name}: ${finding.reasons.join(', ')}`);
    const kind = row.label.startsWith('attack') ? 'attack' : row.label.startsWith('lookalike') ? 'lookalike' : 'ordinary';
    examples.push({ source: src.name, kind, label: row.label, channel: row.channel, input: observed, ruleScore: finding.score, y: kind === 'attack' ? 1 : 0 });
  }
}
const dims = Number(args.dims);
if (!Number.isInteger(dims) || dims < 2 || (dims & (dims - 1)) !== 0) throw new Error(`--dims must be a power of two, not ${args.dims}`);
for (const e of examples) e.f = featuresOf(e.input, dims);
const options = { dims, epochs: Number(args.epochs), rate: Number(args.rate), l2: Number(args.l2), seed: 7 };

/** Held by the default policy's verdicts, for a screening score on a channel. */
const severityOf = (score) => (score >= thresholds.high ? 'high' : score >= thresholds.medium ? 'medium' : score >= thresholds.low ? 'low' : 'none');
const held = (score, channel) => ['quarantine', 'reject'].includes(actionFor({ layer: 'screening', score, severity: severityOf(score), reasons: [], durationMs: 0 }, guard, channel));
/** Held with the model's opinion added, as screening-layer.ts adds it (never to a write whose every order is quoted, nor to a few words). */
const withModel = (e, p, holdAt) => held(Math.min(1, e.ruleScore + (p >= holdAt && !ordersOnlyQuoted(e.input.structure ?? []) && readsEnough(e.input) ? screening.learned.weight * channelWeight[e.channel] : 0)), e.channel);

// Leave one source out.
const names = [...new Set(examples.map((e) => e.source))];
for (const name of names) {
  const model = train(examples.filter((e) => e.source !== name), options);
  for (const e of examples) if (e.source === name) e.p = probability(model, e.f);
}

const grid = [0.2, 0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99];
const count = (list, pred) => list.filter(pred).length;
const kinds = ['attack', 'lookalike', 'ordinary'];
const byKind = Object.fromEntries(kinds.map((k) => [k, examples.filter((e) => e.kind === k)]));
const rules = Object.fromEntries(kinds.map((k) => [k, count(byKind[k], (e) => held(e.ruleScore, e.channel))]));
const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.log(`examples: ${examples.length} (${kinds.map((k) => `${k} ${byKind[k].length}`).join(', ')}) from ${names.length} sources`);
console.log(`rules alone (held): attacks ${pct(rules.attack, byKind.attack.length)}, look-alikes ${pct(rules.lookalike, byKind.lookalike.length)}, ordinary ${pct(rules.ordinary, byKind.ordinary.length)}`);
console.log('hold_at | attacks held | look-alikes held | ordinary held   (rules + model, leave-one-source-out)');
const rows = grid.map((holdAt) => {
  const h = Object.fromEntries(kinds.map((k) => [k, count(byKind[k], (e) => withModel(e, e.p, holdAt))]));
  console.log(`${holdAt.toFixed(2).padStart(7)} | ${pct(h.attack, byKind.attack.length).padStart(12)} | ${pct(h.lookalike, byKind.lookalike.length).padStart(16)} | ${pct(h.ordinary, byKind.ordinary.length).padStart(13)}`);
  return { hold_at: holdAt, ...h };
});
// The lowest probability whose extra false holds stay within the bound, for look-alikes and
// ordinary texts each.
const bound = Number(args['max-extra-false']);
const within = (r) => r.lookalike - rules.lookalike <= bound * byKind.lookalike.length && r.ordinary - rules.ordinary <= bound * byKind.ordinary.length;
const chosen = rows.find(within) ?? rows.at(-1);
console.log(`hold_at chosen: ${chosen.hold_at} (extra false holds ≤ ${bound} of the look-alikes and of the ordinary texts)`);
// The per-source and per-label tables are at the probability that ships.
const shipped = args['hold-at'] ? Number(args['hold-at']) : chosen.hold_at;
console.log(`per source and per label, rules alone → with the model at hold_at ${shipped}:`);
const perSource = names.map((n) => {
  const list = examples.filter((e) => e.source === n);
  const a = list.filter((e) => e.kind === 'attack');
  const b = list.filter((e) => e.kind !== 'attack');
  return `${n}: attacks ${count(a, (e) => held(e.ruleScore, e.channel))}→${count(a, (e) => withModel(e, e.p, shipped))}/${a.length}, others held ${count(b, (e) => held(e.ruleScore, e.channel))}→${count(b, (e) => withModel(e, e.p, shipped))}/${b.length}`;
});
console.log(perSource.join('\n'));
// The same by label (attack and look-alike kinds; ordinary texts as one), over every source.
const labels = [...new Set(examples.map((e) => (e.kind === 'ordinary' ? 'ordinary' : e.label)))].sort();
for (const l of labels) {
  const list = examples.filter((e) => (e.kind === 'ordinary' ? 'ordinary' : e.label) === l);
  console.log(`${l}: held ${count(list, (e) => held(e.ruleScore, e.channel))}→${count(list, (e) => withModel(e, e.p, shipped))}/${list.length}`);
}
if (args['cv-only']) process.exit(0);

const model = train(examples, options);
model.holdAt = shipped;
console.log(`hold_at shipped: ${model.holdAt}`);
const file = toFile(model, {
  trained: new Date().toISOString(),
  sources: names,
  examples: Object.fromEntries(kinds.map((k) => [k, byKind[k].length])),
  options,
  leave_one_source_out: { rules_alone: rules, with_model: rows, hold_at_chosen: chosen.hold_at },
});
writeFileSync(fileURLToPath(new URL(args.out, root)), JSON.stringify(file) + '\n');
console.log(`wrote ${args.out}`);
