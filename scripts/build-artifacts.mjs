#!/usr/bin/env node
/**
 * Build step (after tsc): work every process would otherwise redo at start, done once with the
 * built code and kept beside it in dist/.
 *
 * - dist/config/linear-patterns.json: the patterns of every shipped policy (and of an empty one,
 *   for the defaults in the code) that the ReDoS check found linear; a process that loads a shipped
 *   policy skips analysing them again (src/config/regex-linearity.ts). Any other pattern is still
 *   analysed at load.
 * - dist/analysis/date-names.json: the month and weekday names ICU gives for the locales dates are
 *   read in, with the ICU and CLDR versions they came from; a process on other data reads them
 *   itself (src/analysis/date-names.ts).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);
const dist = (path) => new URL(`dist/${path}`, root);
const patternsFile = dist('config/linear-patterns.json');
const namesFile = dist('analysis/date-names.json');
// Made afresh: nothing below is taken from an earlier build.
rmSync(patternsFile, { force: true });
rmSync(namesFile, { force: true });

const { loadPolicy, parsePolicy } = await import(dist('config/load-policy.js').href);
const { analysedLinearPatterns } = await import(dist('config/regex-linearity.js').href);
const policies = new URL('policies/', root);
for (const name of readdirSync(policies).filter((f) => f.endsWith('.yaml'))) loadPolicy(fileURLToPath(new URL(name, policies)));
parsePolicy('version: 1\nname: defaults\n', 'defaults.yaml');
const linear = analysedLinearPatterns();
writeFileSync(patternsFile, JSON.stringify(linear) + '\n');

const { icuData, readDateNames } = await import(dist('analysis/date-names.js').href);
const names = readDateNames();
writeFileSync(namesFile, JSON.stringify({ data: icuData(), ...names }) + '\n');

process.stdout.write(`build-artifacts: ${linear.length} policy patterns checked linear; ${names.months.length} month and ${names.weekdays.length} weekday names (ICU ${process.versions.icu})\n`);
