/**
 * Refuses policy patterns that can backtrack super-linearly (ReDoS): one crafted write must not
 * hold the screening for seconds. JavaScript's regex engine backtracks, so a pattern whose
 * quantifiers can split the same run of characters between them (`[^)]*\?[^)]*=` on a long run
 * of `?`) takes time polynomial or exponential in the text's length. Each pattern is parsed with
 * regexpp and analysed with scslre when the policy loads (those of the shipped policies once, at
 * build time: `LINEAR_PATTERNS_FILE`); a report names the quantifiers and the
 * repeated character, so the policy's author can rewrite the pattern (make the two quantifiers
 * disjoint, bound one, or stop it at the next start of the same shape).
 *
 * scslre finds attacks made of one repeated character, which is how nearly every super-linear
 * pattern fails; it cannot see one built from a repeated string (`(?:ab)*(?:ab)*c`). That rest is
 * why the screening also runs under a deadline that preempts (guard/screening-pool.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RegExpParser } from '@eslint-community/regexpp';
import type { analyse } from 'scslre';

// The parser and the analyser (with refa and regexp-ast-analysis under it) are required on first
// use: a process whose policy holds only patterns the build already checked never loads them.
const require = createRequire(import.meta.url);
let analysis: { parser: RegExpParser; analyse: typeof analyse } | undefined;
const analyser = () =>
  (analysis ??= {
    parser: new (require('@eslint-community/regexpp') as typeof import('@eslint-community/regexpp')).RegExpParser({ ecmaVersion: 2024 }),
    analyse: (require('scslre') as typeof import('scslre')).analyse,
  });

/**
 * Where `npm run build` writes the shipped policies' patterns it found linear
 * (`scripts/build-artifacts.mjs`), beside the built module.
 */
export const LINEAR_PATTERNS_FILE = new URL('./linear-patterns.json', import.meta.url);

/** The key of one pattern with its flags. */
const keyOf = (pattern: string, flags: string) => `${flags}/${pattern}`;

/**
 * Patterns already found linear by this same check when the package was built: each process that
 * loads a shipped policy would otherwise analyse the same few dozen patterns again (a few hundred
 * milliseconds at every start). Not there (sources run by the test runner, a build without the
 * step), every pattern is analysed.
 */
const built: ReadonlySet<string> = (() => {
  try {
    const list = JSON.parse(readFileSync(LINEAR_PATTERNS_FILE, 'utf8')) as unknown;
    return new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set<string>();
  }
})();

/** Patterns this process analysed and found linear (what the build step writes out). */
const analysedLinear = new Set<string>();

/** Reports kept per pattern: the first names the problem; more repeat it. */
const MAX_REPORTS = 2;

/**
 * Why `pattern` with `flags` can take super-linear time, or undefined when no such attack was
 * found (also when it does not parse: compiling it reports that).
 *
 * @example superLinearProblem('a+a+b', 'u') // 'can backtrack super-linearly: `a+` and `a+` both take a run of "a" …'
 */
export function superLinearProblem(pattern: string, flags: string): string | undefined {
  const key = keyOf(pattern, flags);
  if (built.has(key)) return undefined;
  const { parser, analyse } = analyser();
  let literal;
  try {
    literal = parser.parseLiteral(`/${pattern.replace(/\//g, '\\/')}/${flags}`);
  } catch {
    return undefined;
  }
  const { reports } = analyse(literal, { maxReports: MAX_REPORTS });
  const [r] = reports;
  if (!r) {
    analysedLinear.add(key);
    return undefined;
  }
  const char = describeChar(r.character.set.ranges[0]?.min);
  const why =
    r.type === 'Trade'
      ? `\`${r.startQuant.raw}\` and \`${r.endQuant.raw}\` can both take a run of ${char}`
      : r.type === 'Self'
        ? `\`${r.quant.raw}\` can split a run of ${char} among its own repetitions`
        : `\`${r.quant.raw}\` is tried at every position of a run of ${char} and reads to its end each time`;
  const kind = r.exponential ? 'exponentially' : 'super-linearly';
  return `can backtrack ${kind} (ReDoS): ${why}; make the quantifiers take disjoint characters, bound one, or anchor the pattern`;
}

function describeChar(code: number | undefined): string {
  if (code === undefined) return 'one character';
  const c = String.fromCodePoint(code);
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) ? `"${c}"` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The patterns (with their flags) this process analysed and found linear, for the build step to keep. */
export function analysedLinearPatterns(): string[] {
  return [...analysedLinear].sort();
}
