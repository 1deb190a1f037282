/**
 * A safeguard left out: a step that protects people, money, data or quality — a check, an approval,
 * a call-back, a record, a label, a permit, protective gear (`safeguardStep`, `control`) — governed
 * by a word that leaves it undone: "without" or "instead of", a verb of skipping or going around it
 * (`omit`: "skip", "überbrücken", "生略"), a word saying it is not needed (`needless`: "no need",
 * "можно не", "不必"), or a negation of the step itself ("no anotar nada", "не рассылали
 * уведомления"). The reading is grammatical — a cue and a safeguard in one clause — so a step
 * no list foresaw is read by the kind of word that governs it; what the write then does with it (a
 * lesson that urges it, a report, a warning) is for the caller to weigh.
 *
 * "Never skip the check" forbids the omission: a negated cue of skipping leaves nothing out.
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { SAFEGUARD_STEP_TERMS } from '../analysis/lexicon-safeguard-steps.js';
import { NEGATING, negatedInClause, type SentenceView } from './concept-frames.js';
import { urgedAfter } from './control-dismissal.js';
import { moodOf } from './sensitive-actions.js';

/** Words of "without" and "instead of", one token each ("bila" is "when" in Malay, "instead" alone ends a sentence). */
const WITHOUT = new Set(['without', 'sans', 'sin', 'sem', 'senza', 'ohne', 'zonder', 'utan', 'uden', 'uten', 'ilman', 'bez', 'без', 'fără', 'χωρίς', 'tanpa', 'بدون', 'دون', 'בלי', 'ללא', 'बिना', 'nélkül', 'olmadan', 'statt', 'anstatt', 'stattdessen', 'invece', 'вместо', 'замість', 'zamiast', 'místo', 'namísto', 'helyett', 'yerine', 'sijaan']);
/** Two-word forms: "au lieu", "en lugar", "en vez", "em vez", "in plaats", "i stället", "i stedet", "rather than". */
const WITHOUT_PAIRS = new Set(['instead of', 'au lieu', 'en lugar', 'en vez', 'em vez', 'in plaats', 'i stället', 'i stedet', 'rather than', 'in luogo']);
/** Verb endings that say "without doing" (Finnish -matta, Turkish -madan) and the scripts without spaces (未经, せずに, 없이). */
const WITHOUT_FORMS = /^\p{L}{3,}(?:matta|mättä|madan|meden)$|不经|未经|跳过|せずに|しないで|省略|없이|건너뛰/u;
/** Most words between a cue and the safeguard it governs ("without the quality team's sign-off", "the lashing check can be skipped"). */
const REACH = 6;

/**
 * Word openings of safeguards in the languages screened: checks, inspections, approvals, signatures,
 * witnesses, labels, logs, permits, calibration, protective gear ("Sicherheitsprüfung", "inspección",
 * "getuige", "检验"). Read only after a "without".
 */
const SAFEGUARD = /^(?:check|inspec|verif|review|approv|signat|sign-off|signoff|signing|audit|test|record|label|permit|licen[cs]|witness|supervis|safety|calibr|measur|weigh|seal|guard|glove|helmet|harness|goggle|escort|clearance|authori[sz]|log(?:s|ged|ging|book)?$|prüf|kontroll|genehmig|freigab|unterschr|protokoll|zeuge|sicherh|kalibr|etikett|aufsicht|vérif|contrôl|témoin|sécurit|étiquet|autoris|registr|controll|firma|testig|segurid|revisi|aprob|etiquet|verific|ispez|sicurez|autorizz|controle|getuige|keur|handteken|veilighe|etiket|vergunn|besikt|underskr|godkän|tarkast|hyväks|allekir|ellenőr|jóváhagy|aláír|kontrol|podpis|zatwierd|inspek|bezpiecz|провер|контрол|подпис|инспек|разреш|согласов|перевір|підпис|έλεγχ|υπογραφ|denetim|onay|imza|检查|审核|审批|签字|签名|检验|标签|確認|検査|承認|署名|点検|점검|검사|승인|서명)/u;

/**
 * Safeguard nouns that end a compound written as one word ("Sensorprüfung", "UN1845-etiket",
 * "Verfallsetikett"), from the step lexicon: single words of at least five letters.
 */
const COMPOUND_HEADS = new Map<string, string[]>();
for (const t of Object.values(SAFEGUARD_STEP_TERMS.safeguardStep ?? {}).flat()) {
  const w = t.toLowerCase();
  if (w.endsWith('*') || !/^\p{L}{5,}$/u.test(w)) continue;
  const list = COMPOUND_HEADS.get(w.slice(-3));
  if (!list) COMPOUND_HEADS.set(w.slice(-3), [w]);
  else if (!list.includes(w)) list.push(w);
}
/** Shortest part before a compound's safeguard head: "sensor" in "sensorprüfung"; a prefix ("un", "ge") is no part. */
const COMPOUND_PART = 3;

/**
 * Safeguard words of the languages that inflect them, by their first three letters: a word that
 * begins with one and adds a case or a tense ending of up to `ENDING` letters is that word
 * ("kirjausta", "Prüfungen", "weryfikacji"), whatever language the analysis took the text for.
 */
const INFLECTED = new Map<string, string[]>();
for (const [lang, terms] of Object.entries(SAFEGUARD_STEP_TERMS.safeguardStep ?? {})) {
  if (lang === 'en') continue;
  for (const t of terms) {
    const w = t.toLowerCase();
    if (w.endsWith('*') || /\s/u.test(w) || !/^\p{L}{6,}$/u.test(w)) continue;
    const list = INFLECTED.get(w.slice(0, 3));
    if (!list) INFLECTED.set(w.slice(0, 3), [w]);
    else if (!list.includes(w)) list.push(w);
  }
}
const ENDING = 4;

/** The safeguard word that `word` is an inflected form of, if any. */
function inflectedStep(word: string): string | undefined {
  return INFLECTED.get(word.slice(0, 3))?.find((w) => word.length > w.length && word.length - w.length <= ENDING && word.startsWith(w));
}

/** Does token `word` end in a safeguard noun as the head of a compound? */
function compoundHead(word: string): string | undefined {
  if (word.length < 8) return undefined;
  return COMPOUND_HEADS.get(word.slice(-3))?.find((h) => word.length - h.length >= COMPOUND_PART && word.endsWith(h) && /[\p{L}\p{N}-]$/u.test(word.slice(0, -h.length)));
}

/** The parts after a hyphen of a word the tokenizer keeps whole ("UN3373-etiket", "pre-trip-inspectie"). */
function hyphenParts(word: string): string[] {
  return word.includes('-') ? word.split('-').slice(1).filter((w) => w.length >= 4) : [];
}

/** The safeguards of each sentence, read once however many detectors ask. */
const SAFEGUARDS = new WeakMap<SentenceView, { term: string; at: number }[]>();

/** Safeguards named in `v`, as token positions: listed steps and controls, word openings and compound heads. */
function safeguardsIn(v: SentenceView): { term: string; at: number }[] {
  const known = SAFEGUARDS.get(v);
  if (known) return known;
  const hits: ConceptHit[] = [...(v.c.get('safeguardStep') ?? []), ...(v.c.get('control') ?? [])];
  const out = hits.map((h) => ({ term: h.term, at: h.start }));
  v.s.tokens.forEach((t, k) => {
    if (out.some((o) => o.at === k)) return;
    const head = [t.lower, ...hyphenParts(t.lower)].map((w) => (SAFEGUARD.test(w) ? w : (inflectedStep(w) ?? compoundHead(w)))).find(Boolean);
    if (head) out.push({ term: head, at: k });
  });
  SAFEGUARDS.set(v, out);
  return out;
}

/** Is a "without" cue at token `k` of `v`: its text, or undefined. */
function withoutAt(v: SentenceView, k: number): string | undefined {
  const toks = v.s.tokens;
  const w = toks[k].lower;
  const pair = `${w} ${toks[k + 1]?.lower ?? ''}`;
  if (WITHOUT_PAIRS.has(pair)) return pair;
  // Turkish "-madan önce" is "before doing": the step is done, first.
  if (/(?:madan|meden)$/u.test(w) && toks[k + 1]?.lower === 'önce') return undefined;
  return WITHOUT.has(w) || WITHOUT_FORMS.test(w) ? w : undefined;
}

/** A safeguard left out: the cue and the safeguard, where the cue stands, and which kind of cue it is. */
export interface Omission {
  term: string;
  at: number;
  cue: 'without' | 'omit' | 'needless' | 'negated';
}

/**
 * The safeguard sentence `v` leaves out before token `before` (all of it by default), as the cue and
 * the safeguard, or undefined.
 *
 * @example safeguardOmitted(view('we shipped it without the UN1845-etiket')) // { term: 'zonder>etiket', at: … }
 */
export function safeguardOmitted(v: SentenceView, before = Infinity): Omission | undefined {
  const toks = v.s.tokens;
  const end = Math.min(toks.length, before);
  // A sentence that forbids skipping ("từ nay không bỏ qua bước này", "never skip it again") teaches the step.
  if ((v.c.get('omit') ?? []).some((h) => negatedInClause(v, h.start))) return undefined;
  const guards = safeguardsIn(v).filter((g) => g.at < end);
  if (guards.length === 0) return undefined;
  // A cue inside code is a name ("`paths-ignore`"), not a word of the sentence.
  const prose = (at: number) => !v.codeTokens?.has(at);
  // The cue governs a safeguard in its own clause: no punctuation between them ("run tests in parallel, skip docs-only builds").
  const sameClause = (a: number, b: number) => !toks.slice(Math.min(a, b) + 1, Math.max(a, b)).some((t) => t.pos === 'PUNCT' && !/^[-'’"“”«»]$/u.test(t.text));
  const near = (at: number, after: boolean) => guards.find((g) => (after ? g.at >= at && g.at - at <= REACH : Math.abs(g.at - at) <= REACH) && sameClause(at, g.at));
  // "without the inspection", "kirjaamatta" (the safeguard may stand before a verb form that says "without doing").
  for (let k = 0; k < end; k++) {
    const cue = prose(k) ? withoutAt(v, k) : undefined;
    if (!cue) continue;
    const g = WITHOUT_FORMS.test(toks[k].lower) ? guards.find((x) => x.at >= k - 4 && x.at <= k + REACH && sameClause(k, x.at)) : near(k, true);
    if (g) return { term: `${cue}>${g.term}`, at: k, cue: 'without' };
  }
  // "skip the lashing check", "접지 작업을 생략", "the weighing can be left out", "no incident report is needed".
  for (const c of ['omit', 'needless']) {
    for (const h of v.c.get(c) ?? []) {
      if (h.start >= end || !prose(h.start)) continue;
      const g = near(h.start, false);
      if (g) return { term: `${h.term}>${g.term}`, at: h.start, cue: c as Omission['cue'] };
    }
  }
  // "no anotar nada", "didn't notify the neighbours", "No incident report is needed": the step itself
  // negated, right after its negation ("don't forget to log it" negates the forgetting).
  const negated = guards.find((g) => v.c.get('safeguardStep')?.some((h) => h.start === g.at) && negatedRightBefore(v, g.at));
  return negated ? { term: `not>${negated.term}`, at: negated.at, cue: 'negated' } : undefined;
}

/**
 * Is token `at` negated by the word before it, or the one before an article ("no anotar", "kein
 * Protokoll", "not the log")? A verb between them takes the negation ("don't set verify=False").
 */
function negatedRightBefore(v: SentenceView, at: number): boolean {
  const toks = v.s.tokens;
  const one = toks[at - 1];
  const two = toks[at - 2]?.lower ?? '';
  if (!one) return false;
  const article = one.pos === 'DET' || (one.pos !== 'VERB' && one.pos !== 'AUX' && one.lower.length <= 3 && /^\p{L}+$/u.test(one.lower));
  return NEGATING.has(one.lower) || (NEGATING.has(two) && article);
}

/**
 * Is the omission at token `at` of sentence `i` urged on the reader? Ordered or advised in its own
 * clause ("skip the check", "you can backdate"), or told and then urged: from now on, again, as the
 * standard (`urgedAfter`, or a word of `again` in it or the two sentences after). A question asks; an
 * omission that caused harm, or is forbidden ("never leave without the check"), teaches the safeguard.
 */
export function omissionUrged(vs: SentenceView[], i: number, omission: Omission): boolean {
  const v = vs[i];
  if (/[?？]\s*$/u.test(v.s.text)) return false;
  const mood = moodOf(v, omission.at);
  // (A cue of skipping negated, or named as the cause of a failure, forbids the omission; a step's own negation is the omission.)
  if (mood.circumstance || mood.told || (mood.negated && (omission.cue === 'without' || omission.cue === 'omit'))) return false;
  // "The weighing can be left out": saying a step is not needed advises leaving it out.
  if (mood.mood !== 'declarative' || omission.cue === 'needless') return true;
  if (urgedAfter(vs, i)) return true;
  return vs.slice(i, i + 3).some((n) => n.c.get('again')?.some((h) => !negatedInClause(n, h.start)));
}

/**
 * Does the write teach the safeguard rather than the shortcut: a mistake or harm told, or an order
 * that keeps a safeguard ("always weigh the pallets") with no omission in its sentence?
 */
export function safeguardTaught(vs: SentenceView[]): boolean {
  return vs.some((v) => {
    if (v.c.has('mistake')) return true;
    const ordered = v.directives.some((d) => !d.negated) || (v.orders?.length ?? 0) > 0;
    return ordered && !v.c.has('spread') && safeguardsIn(v).length > 0 && safeguardOmitted(v) === undefined && !v.c.has('omit');
  });
}
