#!/usr/bin/env node
/**
 * How often the analysis tells a text's language: every write of the fresh sets
 * (`test/fresh-sets/**.jsonl`) whose writer noted its language (`"lang"`, ISO 639-1) is read by
 * `languageOf`, and the reading is compared with the note, per language. Needs `npm run build` first.
 *
 *   node scripts/language-accuracy.mjs [--json]
 *
 * Prints one line per noted language (most texts first) — right / texts, and the languages most
 * often read instead — then the total and the median time of one reading.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { languageOf } = await import(join(root, 'dist/analysis/analyze.js'));
const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });

const { ISO3: LEXICON_CODES } = await import(join(root, 'dist/revision/facets.js'));
/** The analysis's name (ISO 639-3) of each noted language: the lexicons' names, and those of languages they do not list. */
const ISO3 = { ...LEXICON_CODES, bg: 'bul', sr: 'srp', is: 'isl', ga: 'gle', cy: 'cym', eu: 'eus', gl: 'glg' };

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.jsonl')) files.push(path);
  }
};
walk(join(root, 'test/fresh-sets'));

const by = new Map();
const times = [];
for (const file of files.sort()) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      continue;
    }
    const want = typeof event.lang === 'string' ? ISO3[event.lang.toLowerCase()] : undefined;
    if (typeof event.text !== 'string' || !want) continue;
    const start = performance.now();
    const got = languageOf(event.text);
    times.push(performance.now() - start);
    const row = by.get(want) ?? { right: 0, texts: 0, instead: {} };
    row.texts++;
    if (got === want) row.right++;
    else row.instead[got] = (row.instead[got] ?? 0) + 1;
    by.set(want, row);
  }
}

const rows = [...by].sort((a, b) => b[1].texts - a[1].texts);
const right = rows.reduce((n, [, r]) => n + r.right, 0);
const texts = rows.reduce((n, [, r]) => n + r.texts, 0);
times.sort((a, b) => a - b);
const median = times.length ? times[times.length >> 1] : 0;
if (values.json) {
  console.log(JSON.stringify({ right, texts, median_ms: Number(median.toFixed(4)), languages: Object.fromEntries(rows) }));
} else {
  for (const [language, r] of rows) {
    const instead = Object.entries(r.instead).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([l, n]) => `${l} ${n}`).join(', ');
    console.log(`${language} ${r.right}/${r.texts}${instead ? `  (instead: ${instead})` : ''}`);
  }
  console.log(`all ${right}/${texts}; median ${median.toFixed(3)} ms a text`);
}
