#!/usr/bin/env node
/**
 * Trains the learned repeat model of the rate layer (src/guard/repeat-model.ts) and writes
 * models/repeat-linear.json. Run after `npm run build`:
 *
 *   node scripts/train-repeat.mjs [--out models/repeat-linear.json] [--cv-only] [--hold-at p]
 *
 * What it learns from: one source's writes in a row — floods (one claim said again in other words,
 * languages and formats) and busy feeds (one topic, other claims) — from the training corpus in
 * train/pair-corpus/ (written for training by helpers who had not read the code) and the fresh sets
 * read as tuning sets, where a flood's rows name their claim. Every two writes of one run are a
 * pair: the same claim or not. Evaluation sets are refused by name.
 *
 * How the probability is chosen: leave-one-source-out cross-validation, replaying each run as the
 * rate layer does (a write is held when two earlier writes of its claim, linked transitively, were
 * not); the lowest on the grid whose busy-feed writes held stay within --max-false (default 1%).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { corpusFiles, tuningSetDirs } from './training-sources.mjs';

const root = new URL('..', import.meta.url);
const dist = (path) => new URL(`dist/${path}`, root).href;
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'models/repeat-linear.json' },
    'cv-only': { type: 'boolean', default: false },
    'max-false': { type: 'string', default: '0.01' },
    'hold-at': { type: 'string' },
    epochs: { type: 'string', default: '20' },
    rate: { type: 'string', default: '0.1' },
    l2: { type: 'string', default: '1e-5' },
  },
});

/** Fresh sets read while the detectors were tuned (test/fresh-sets/README.md): the only ones trained on. */
const TUNING_SETS = ['tune-2', 'tune-2a', 'tune-3', 'tune-4', 'tune-5', 'tune-6', 'tune-7', 'tune-8', 'tune-9', 'set-b', 'set-c', 'set-d', 'set-g', 'set-h', 'set-i', 'set-j', 'set-k', 'set-q'];

const { readForRate } = await import(dist('guard/rate-layer.js'));
const { repeatFeatures, mayRepeat, REPEAT_DIMS } = await import(dist('guard/repeat-model.js'));
const { train, toFile, probability } = await import(dist('guard/linear-model.js'));

const readLines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

/** Runs of one source: `{ flood, texts }`, a flood's texts all one claim, a feed's each its own. */
function corpusRuns(path) {
  const groups = new Map();
  for (const r of readLines(path)) {
    if (r.kind !== 'flood' && r.kind !== 'burst') continue;
    if (!groups.has(r.group)) groups.set(r.group, { flood: r.kind === 'flood', texts: [] });
    groups.get(r.group).texts.push(r.text);
  }
  return [...groups.values()];
}

/** A tuning set's runs: each principal's flood and burst writes, in order; a flood row names its claim. */
function tuningRuns(dir) {
  const runs = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    const byPrincipal = new Map();
    for (const e of readLines(`${dir}/${name}`)) {
      const label = String(e.label ?? '');
      // The user's own words are never asked about (rate-layer.ts).
      if (e.op !== 'write' || typeof e.text !== 'string' || e.channel === 'user' || !(label.startsWith('flood') || label.startsWith('benign-burst'))) continue;
      const key = `${e.principal}\u0000${label.startsWith('flood') ? 'f' : 'b'}`;
      if (!byPrincipal.has(key)) byPrincipal.set(key, { flood: label.startsWith('flood'), texts: [], claims: [] });
      const run = byPrincipal.get(key);
      run.texts.push(e.text);
      run.claims.push(e.claim ?? label);
    }
    runs.push(...byPrincipal.values());
  }
  return runs;
}

const sources = [
  ...corpusFiles('pair-corpus').map((f) => ({ name: f.name, runs: corpusRuns(f.path) })),
  ...tuningSetDirs(TUNING_SETS).map((s) => ({ name: s.name, runs: tuningRuns(s.dir) })),
];

const runs = [];
for (const src of sources) {
  for (const r of src.runs) {
    if (r.texts.length < 2) continue;
    const sketches = r.texts.map((t) => readForRate(t, undefined, 0, 8_000).values);
    const pairs = [];
    for (let j = 1; j < sketches.length; j++)
      for (let i = 0; i < j; i++) {
        const same = r.flood ? (r.claims ? r.claims[i] === r.claims[j] : true) : false;
        pairs.push({ i, j, y: same ? 1 : 0, may: mayRepeat(sketches[i], sketches[j]), f: repeatFeatures(sketches[i], sketches[j], REPEAT_DIMS) });
      }
    runs.push({ source: src.name, flood: r.flood, n: sketches.length, pairs });
  }
}
const options = { dims: REPEAT_DIMS, epochs: Number(args.epochs), rate: Number(args.rate), l2: Number(args.l2), seed: 13 };
const examplesOf = (list) => list.flatMap((r) => r.pairs.map((p) => ({ f: p.f, y: p.y })));
const names = [...new Set(runs.map((r) => r.source))];
for (const name of names) {
  const model = train(examplesOf(runs.filter((r) => r.source !== name)), options);
  for (const r of runs) if (r.source === name) for (const p of r.pairs) p.p = probability(model, p.f);
}

/**
 * Replays a run as the rate layer does: a write joins the claim of every earlier write it reads as
 * the same (copies link transitively), and is held when two earlier writes of its claim were not.
 */
function replay(run, at) {
  const held = new Array(run.n).fill(false);
  const claim = [...Array(run.n).keys()];
  for (let j = 0; j < run.n; j++) {
    const joined = new Set(run.pairs.filter((p) => p.j === j && p.may && p.p >= at).map((p) => claim[p.i]));
    for (let i = 0; i < j; i++) if (joined.has(claim[i])) claim[i] = j;
    held[j] = [...Array(j).keys()].filter((i) => claim[i] === j && !held[i]).length >= 2;
  }
  return held;
}
const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const floods = runs.filter((r) => r.flood);
const feeds = runs.filter((r) => !r.flood);
// A flood's third and later writes should be held; a feed's none.
const floodTargets = floods.reduce((a, r) => a + Math.max(0, r.n - 2), 0);
const feedWrites = feeds.reduce((a, r) => a + r.n, 0);
console.log(`runs: ${floods.length} floods (${floodTargets} writes to hold), ${feeds.length} feeds (${feedWrites} writes); ${runs.reduce((a, r) => a + r.pairs.length, 0)} pairs from ${names.length} sources`);
console.log('hold_at | flood writes held (3rd on) | feed writes held   (model alone, leave-one-source-out)');
const grid = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99];
const rows = grid.map((at) => {
  const hit = floods.reduce((a, r) => a + replay(r, at).slice(2).filter(Boolean).length, 0);
  const fp = feeds.reduce((a, r) => a + replay(r, at).filter(Boolean).length, 0);
  console.log(`${at.toFixed(2).padStart(7)} | ${pct(hit, floodTargets).padStart(26)} | ${pct(fp, feedWrites).padStart(16)}`);
  return { hold_at: at, flood_held: hit, feed_held: fp };
});
const bound = Number(args['max-false']);
const chosen = rows.find((r) => r.feed_held <= bound * feedWrites) ?? rows.at(-1);
console.log(`hold_at chosen: ${chosen.hold_at} (feed writes held ≤ ${bound})`);
for (const n of names) {
  const f = floods.filter((r) => r.source === n);
  const b = feeds.filter((r) => r.source === n);
  const hit = f.reduce((a, r) => a + replay(r, chosen.hold_at).slice(2).filter(Boolean).length, 0);
  const fp = b.reduce((a, r) => a + replay(r, chosen.hold_at).filter(Boolean).length, 0);
  console.log(`${n}: floods ${hit}/${f.reduce((a, r) => a + Math.max(0, r.n - 2), 0)}, feeds held ${fp}/${b.reduce((a, r) => a + r.n, 0)}`);
}
if (args['cv-only']) process.exit(0);

const model = train(examplesOf(runs), options);
model.holdAt = args['hold-at'] ? Number(args['hold-at']) : chosen.hold_at;
console.log(`hold_at shipped: ${model.holdAt}`);
const file = toFile(model, { trained: new Date().toISOString(), sources: names, runs: { floods: floods.length, feeds: feeds.length }, options, leave_one_source_out: { rows, hold_at_chosen: chosen.hold_at } }, 'hindsight-linear-repeat');
writeFileSync(fileURLToPath(new URL(args.out, root)), JSON.stringify(file) + '\n');
console.log(`wrote ${args.out}`);
