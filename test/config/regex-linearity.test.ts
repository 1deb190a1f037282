/** Policy patterns that can backtrack super-linearly are refused at load, by file and line. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePolicy, PolicyError } from '../../src/config/load-policy.js';
import { analysedLinearPatterns, superLinearProblem } from '../../src/config/regex-linearity.js';
import { assertBuilt, ROOT } from '../helpers/paths.js';

/** The problems `parsePolicy` reports for `text`, or [] when it loads. */
function problems(text: string): string[] {
  try {
    parsePolicy(text, 'p.yaml');
    return [];
  } catch (err) {
    if (err instanceof PolicyError) return err.problems;
    throw err;
  }
}

describe('pattern linearity at policy load', () => {
  it('refuses a link rule whose two quantifiers share a run, naming the line, the path and the quantifiers', () => {
    const text = ['version: 1', 'name: x', 'guard:', '  screening:', '    links:', '      - id: img', "        pattern: '!\\[[^\\]]*\\]\\(https?://[^)\\s]*\\?[^)\\s]*='", '        weight: 0.5', ''].join('\n');
    const [line] = problems(text);
    expect(line).toMatch(/^p\.yaml:7: guard\.screening\.links\.0\.pattern: can backtrack super-linearly \(ReDoS\): `\[\^\)\\s\]\*` and `\[\^\)\\s\]\*` can both take a run of "\?"/);
  });

  it('refuses a forgery pattern whose optional quote leaves two whitespace runs side by side', () => {
    const text = ['version: 1', 'name: x', 'guard:', '  provenance:', '    forgery:', '      patterns:', "        - id: f", "          pattern: 'source\\s*:\\s*[\"'']?\\s*system'", ''].join('\n');
    expect(problems(text)).toEqual([expect.stringMatching(/^p\.yaml:8: guard\.provenance\.forgery\.patterns\.0\.pattern: can backtrack super-linearly/)]);
  });

  it('says when a pattern backtracks exponentially', () => {
    expect(superLinearProblem('^(a+)+$', 'u')).toMatch(/exponentially/);
  });

  it('loads every shipped policy: their patterns are linear', () => {
    for (const name of ['default', 'strict', 'permissive']) {
      expect(problems(readFileSync(join(ROOT, 'policies', `${name}.yaml`), 'utf8'))).toEqual([]);
    }
  });

  it('passes a linear rewrite of the refused image pattern', () => {
    expect(superLinearProblem('!\\[(?:[^\\]!]|!(?!\\[))*\\]\\(https?://(?:[^?)\\s!]|!(?!\\[))*\\?(?:[^=)\\s!]|!(?!\\[))*=', 'u')).toBeUndefined();
  });

  it('the build keeps the shipped policies\' patterns it found linear, and a built loader still analyses any other', async () => {
    assertBuilt();
    // Every pattern of the shipped policies, as loaded (the defaults filled in).
    const shipped = new Set<string>();
    for (const name of ['default', 'strict', 'permissive']) {
      const { guard } = parsePolicy(readFileSync(join(ROOT, 'policies', `${name}.yaml`), 'utf8'), `${name}.yaml`).policy;
      const s = guard.screening;
      for (const r of [...s.instructions, ...s.role_tags, ...s.links, ...s.secrets, ...guard.provenance.forgery.patterns]) shipped.add(`${r.flags}/${r.pattern}`);
    }
    expect(shipped.size).toBeGreaterThan(20);
    // This process analysed them (the sources have no list beside them) and found them linear.
    expect(analysedLinearPatterns()).toEqual(expect.arrayContaining([...shipped]));
    const kept = JSON.parse(readFileSync(join(ROOT, 'dist', 'config', 'linear-patterns.json'), 'utf8')) as string[];
    expect(kept).toEqual(expect.arrayContaining([...shipped]));
    // Each one kept is linear by the same check, run here on the sources.
    for (const key of kept) {
      const slash = key.indexOf('/');
      expect(superLinearProblem(key.slice(slash + 1), key.slice(0, slash)), key).toBeUndefined();
    }
    const built = (await import(pathToFileURL(join(ROOT, 'dist', 'config', 'regex-linearity.js')).href)) as typeof import('../../src/config/regex-linearity.js');
    expect(built.superLinearProblem('^(a+)+$', 'u')).toMatch(/exponentially/);
    expect(built.superLinearProblem('!\\[[^\\]]*\\]\\(https?://[^)\\s]*\\?[^)\\s]*=', 'u')).toMatch(/super-linearly/);
  });
});
