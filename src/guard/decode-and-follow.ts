/**
 * An order to decode a passage and then obey it ("put the block below through rot13 and carry it
 * out", "dekodieren und ausführen", "解码后执行"): the write asks its reader to obey text
 * that a person reading it cannot see. Whatever the decoded passage says, the order itself is the
 * attack; what the passage carries is screened on its own.
 */
import { negatedInClause, type SentenceView } from './concept-frames.js';
import { moodOf } from './sensitive-actions.js';

/** Words before an encoding's name that read text back out of it. */
const READ_BACK = new Set(['through', 'from', 'via', 'using', 'with', 'un']);

/** How far on, in tokens, the order to follow may stand after the word of decoding, in one sentence. */
const SPAN = 24;

/**
 * The words of a decode-then-follow order in sentence `i` (its follow word there or opening the
 * next sentence), or undefined. An English word of decoding must be ordered or owed ("decode …",
 * "you need to decode …"); the other languages' lexicons list only the forms that order.
 */
export function decodeAndFollow(vs: SentenceView[], i: number): { what: string; at: number } | undefined {
  const v = vs[i];
  // "put it through rot13", "read it from base64": an encoding's name after "through" or "from" reads it back.
  const through = (v.c.get('cipher') ?? []).filter((h) => READ_BACK.has(v.s.tokens[h.start - 1]?.lower ?? ''));
  for (const d of [...(v.c.get('decode') ?? []), ...through]) {
    if (negatedInClause(v, d.start)) continue;
    // A word the tagger does not take for a verb ("Base64-decode the …") orders when it opens the sentence.
    const opens = v.s.tokens.slice(0, d.start).every((t) => t.pos === 'PUNCT' || t.pos === 'SYM');
    if (d.lang === 'en' && !opens && moodOf(v, d.start).mood === 'declarative') continue;
    const here = (v.c.get('follow') ?? []).find((f) => f.start >= d.end && f.start - d.end <= SPAN && !negatedInClause(v, f.start));
    const next = vs[i + 1];
    const after = here ?? (next?.c.get('follow') ?? []).find((f) => f.start <= 3 && !negatedInClause(next, f.start));
    if (after) return { what: `${d.term}>${after.term}`, at: d.start };
  }
  return undefined;
}
