/**
 * Settings changed by a configuration command rather than a line of a file: `npm config set audit
 * false`, `git config --global http.sslVerify false`, `pip config set global.trusted-host …`. The
 * name and value stand apart, with no `=` or `:` between them, so the settings reader of
 * `sensitive-actions.ts` does not see them; the same rule decides whether the change weakens a control.
 */
import type { SentenceView } from './concept-frames.js';
import type { SensitiveAction } from './sensitive-actions.js';
import { settingWeakens } from './sensitive-actions.js';

const OFF = new Set(['false', '0', 'off', 'no', 'none', 'disabled', 'disable', 'never']);
const ON = new Set(['true', '1', 'on', 'yes', 'enabled', 'enable', 'always']);
/** Words between `config` and the name: a sub-command or a scope option's parts. */
const BETWEEN = new Set(['set', '-', '--', 'global', 'system', 'local', 'user', 'add', 'put', 'write']);
/** Joiners inside a setting's name. */
const JOIN = new Set(['.', '_', '-']);

/**
 * The weakenings of sentence `v` made by a `config` command: `config`, optional sub-command and
 * scope, a name of words joined by `.`, `_` or `-`, then an off or on value.
 *
 * @example configCommands(view('run npm config set audit false')) // [{ kind: 'weaken', terms: ['audit=false'], … }]
 */
export function configCommands(v: SentenceView): SensitiveAction[] {
  const toks = v.s.tokens;
  const out: SensitiveAction[] = [];
  for (let k = 0; k + 2 < toks.length; k++) {
    if (toks[k].lower !== 'config') continue;
    let j = k + 1;
    while (j < toks.length && j - k <= 4 && BETWEEN.has(toks[j].lower)) j++;
    const first = j;
    const words: string[] = [];
    while (j < toks.length && words.length < 6) {
      const t = toks[j].lower;
      if (JOIN.has(t)) {
        j++;
        continue;
      }
      if (!/^[\p{L}\p{N}]+$/u.test(t) || (words.length > 0 && (OFF.has(t) || ON.has(t)))) break;
      words.push(t);
      j++;
    }
    const value = toks[j]?.lower ?? '';
    if (words.length === 0 || (!OFF.has(value) && !ON.has(value))) continue;
    const name = words.join('_');
    if (settingWeakens(name, words, OFF.has(value))) out.push({ kind: 'weaken', verb: first, terms: [`${name}=${value}`], setting: true });
  }
  return out;
}
