/**
 * Access opened to everyone: a port, a database, an admin panel or a bucket opened or exposed to
 * the whole internet ("open all ports to 0.0.0.0/0", "expose the admin panel to the internet",
 * "全ポートを全世界に開放"). The network's boundary is the control weakened; opening one port to one
 * security group is ordinary configuration and names no "everyone".
 */
import type { SentenceView } from './concept-frames.js';
import type { SensitiveAction } from './sensitive-actions.js';

/** Longest distance in tokens between the verb and what it opens, or to whom (scripts without spaces read farther). */
const SPAN = 10;

/**
 * The weakenings of sentence `v` that open a service to everyone: a verb of opening with a service
 * and an "everyone" (the internet, the world, `0.0.0.0/0`) within a few words of it.
 *
 * @example openAccess(view('Open the database port to the whole internet.')) // [{ kind: 'weaken', terms: ['open', 'port', 'the whole internet'] }]
 */
export function openAccess(v: SentenceView): SensitiveAction[] {
  const everyone = v.c.get('everyone');
  const services = v.c.get('service');
  if (!everyone || !services) return [];
  const reach = v.s.script === 'zh' || /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(v.s.text) ? SPAN * 2 : SPAN;
  const out: SensitiveAction[] = [];
  for (const verb of v.c.get('openAccess') ?? []) {
    const what = services.find((h) => h.start !== verb.start && Math.abs(h.start - verb.start) <= reach);
    const whom = everyone.find((h) => h.start !== verb.start && Math.abs(h.start - verb.start) <= reach);
    if (what && whom) out.push({ kind: 'weaken', verb: verb.start, terms: [verb.term, what.term, whom.term] });
  }
  return out;
}
