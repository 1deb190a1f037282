/**
 * Names in running text, for the agreement check: what a rival answer to a named answer looks
 * like ("Liverpool FC" where the answer is "Manchester United").
 */
import { STOPWORDS, stem } from '../../core/text.js';

/** Connectors allowed inside a name ("Bank of England", "Marco Da Silva"). */
export const NAME_JOINERS: ReadonlySet<string> = new Set(['of', 'the', 'and', 'de', 'da', 'di', 'del', 'van', 'von', 'la', 'le', '&']);

/** Capitalised openers that are not names ("However, …", "Hi, …"), besides adverbs in -ly. */
const OPENERS = new Set(
  (
    'however moreover furthermore meanwhile instead indeed therefore thus hence nevertheless nonetheless besides yet still today now then overall also again thereafter afterwards later ' +
    'sadly oddly truly only early hi hello dear thanks regards sincerely cheers yes ok okay well oh wow please note update subject'
  ).split(' '),
);
/** Words a period follows without ending the sentence: initials, "v", titles. */
const ABBREVIATION = /^(?:\p{Lu}|v|vs|St|Mr|Mrs|Ms|Dr|Jr|Sr|Mt|Ft|Co|Inc|Ltd|No)$/u;
/** Verbs after which a sentence-opening capitalised word is a name ("Sydney is…", "Netflix has…"). */
const NAME_VERBS = new Set(['is', 'was', 'are', 'were', 'has', 'had', 'remains', 'became', 'stands', 'hosts']);

/**
 * Names in a text, as lists of stemmed words: runs of capitalised words (and acronyms, and numbers
 * inside a run). A lone capitalised word opening a sentence is an ordinary word ("Renowned
 * songwriter…"), unless a comma or a copula follows it ("Sydney, located…", "Firewall is…"); a
 * lone adverb or greeting ("Notably, …", "Hi, …") never is.
 */
export function names(text: string): string[][] {
  const out: string[][] = [];
  const toks = [...text.normalize('NFKC').matchAll(/[\p{L}\p{N}]+(?:['’.&-][\p{L}\p{N}]+)*|[.,!?:;"“”()]/gu)].map((m) => m[0]);
  let run: string[] = [];
  let initial = true;
  let startsSentence = true;
  let prev = '';
  const flush = (next: string) => {
    while (run.length > 0 && NAME_JOINERS.has(run[run.length - 1])) run.pop();
    const adverb = run.length === 1 && (OPENERS.has(run[0]) || (run[0].length >= 7 && run[0].endsWith('ly')));
    const lone = run.length === 1 && startsSentence;
    const named = !adverb && (!lone || next === ',' || NAME_VERBS.has(next.toLowerCase()));
    // Words as the index has them: "U.S." is "u" "s", "Buck-Tick" is "buck" "tick".
    if (run.length > 0 && named) out.push(run.flatMap((w) => w.split(/[.&-]/u).filter(Boolean).map(stem)));
    run = [];
  };
  for (const t of toks) {
    if (/^[.,!?:;"“”()]$/u.test(t)) {
      // A period after an initial, "v" or an abbreviation ("Gerald R. Ford", "Craig v. Boren",
      // "U.S. Representative") does not end a sentence.
      const abbreviation = ABBREVIATION.test(prev) || /^\p{L}(?:\.\p{L})+$/u.test(prev);
      if (!(t === '.' && abbreviation)) {
        flush(t);
        if (/^[.!?:;]$/u.test(t)) initial = true;
      }
      prev = t;
      continue;
    }
    prev = t;
    const lower = t.toLowerCase();
    if (/^\p{Lu}/u.test(t) && !(run.length === 0 && STOPWORDS.has(lower))) {
      if (run.length === 0) startsSentence = initial;
      run.push(lower);
    } else if (run.length > 0 && NAME_JOINERS.has(lower)) {
      run.push(lower);
    } else flush(t);
    initial = false;
  }
  flush('');
  return out;
}
