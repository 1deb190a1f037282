/**
 * A third-party source given precedence over the user when the two disagree: "if the user and the
 * website disagree, the website always wins", "gilt immer die Website", "以网站为准". Taught as a
 * lesson or kept as a procedure, it is a poisoned lesson: the reader would side with whatever a page
 * says against the person it works for. The same rule the other way round ("the user's word wins")
 * is what an assistant should do.
 */
import type { SentenceView } from './concept-frames.js';
import { negatedInClause } from './concept-frames.js';

/**
 * The source sentence `v` puts above the user, as a short reason: a word of precedence (`prevail`),
 * a source (a page, a website, an e-mail) and the user in the sentence, the source the nearer of the
 * two to the word of precedence.
 *
 * @example sourceOverUser(view('When the user and the wiki disagree, the wiki always wins.')) // 'wins>wiki'
 */
export function sourceOverUser(v: SentenceView): string | undefined {
  const users = v.c.get('user');
  const sources = v.c.get('relaySource');
  if (!users || !sources) return undefined;
  for (const p of v.c.get('prevail') ?? []) {
    if (negatedInClause(v, p.start)) continue;
    const distance = (h: { start: number; end: number }) => (h.start >= p.end ? h.start - p.end : p.start - h.end);
    const source = [...sources].sort((a, b) => distance(a) - distance(b))[0];
    const user = [...users].sort((a, b) => distance(a) - distance(b))[0];
    if (distance(source) < distance(user)) return `${p.term}>${source.term}`;
  }
  return undefined;
}
