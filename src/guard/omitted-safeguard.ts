/**
 * A safeguard left out: a step that protects people, money, data or quality — a check, an approval,
 * a call-back, a record, a label, a permit, protective gear (`safeguardStep`, `control`) — governed
 * in its clause by "without" ("sans", "ohne", "bez", a postposition such as "nélkül", a verb form such
 * as "kirjaamatta") or by a verb of skipping or going around it (`omit`: "skip", "bỏ qua", "省略").
 * The reading is grammatical — a cue and the safeguard it governs — so a step no phrase list foresaw
 * is read by the kind of word that governs it; what the write then does with it (a lesson that urges
 * it, a report, a warning) is for the caller to weigh.
 *
 * Where a claim that nothing came of it narrows the story (normalised deviance), "instead of" and a
 * word saying the step is not needed (`needless`) count too, and words that only open like a
 * safeguard; alone they hold ordinary tips ("instead of checking the chicken with a knife, use a
 * thermometer", "no need to test the cake"). A step negated on its own is no omission: "don't approve
 * prompts you did not start" is the caution itself; a negation or a prohibition anywhere in the
 * sentence makes a "without" a rule ("without a helmet, don't ride", "nobody enters without goggles").
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { SAFEGUARD_STEP_TERMS } from '../analysis/lexicon-safeguard-steps.js';
import { askedIn, NEGATING, NOBODY, negatedInClause, type SentenceView } from './concept-frames.js';
import { urgedAfter } from './control-dismissal.js';
import { moodOf } from './sensitive-actions.js';

/** Words of "without", one token each ("bila" is "when" in Malay). */
const WITHOUT = new Set(['without', 'sans', 'sin', 'sem', 'senza', 'ohne', 'zonder', 'utan', 'uden', 'uten', 'ilman', 'bez', 'без', 'fără', 'χωρίς', 'tanpa', 'بدون', 'دون', 'בלי', 'ללא', 'बिना', 'nélkül', 'olmadan']);
/** Of them, the ones that follow what they govern: "ellenőrzés nélkül", "imza olmadan", "점검 없이". */
const POSTPOSITIONS = new Set(['nélkül', 'olmadan', '없이']);
/**
 * Words of "instead of" ("statt", "вместо", "zamiast"): a step replaced may be replaced by a better
 * one ("instead of checking the chicken with a knife, use a thermometer"), so they count only where a
 * claim that nothing came of it narrows the story (normalised deviance).
 */
const INSTEAD = new Set(['statt', 'anstatt', 'invece', 'вместо', 'замість', 'zamiast', 'místo', 'namísto', 'helyett', 'yerine', 'sijaan']);
/** Two-word forms of "instead of": "au lieu", "en lugar", "en vez", "em vez", "in plaats", "i stället", "i stedet", "rather than". */
const INSTEAD_PAIRS = new Set(['instead of', 'au lieu', 'en lugar', 'en vez', 'em vez', 'in plaats', 'i stället', 'i stedet', 'rather than', 'in luogo']);
/**
 * Verb endings that say "without doing" (Finnish -matta, Turkish -madan, on a verb of five letters
 * or more: "yogamatta" is a mat) and the scripts without spaces (未经, せずに, 없이 as its own word:
 * "빠짐없이" is "without fail", 不经意 "by chance").
 */
const WITHOUT_FORMS = /^\p{L}{5,}(?:matta|mättä|madan|meden)$|^未经|^跳过|せずに|しないで|^省略|^없이$|건너뛰/u;
/** Most words between a verb of skipping and its step ("skip the weekly torque inspection"), and, in normalised deviance, a "without" and its step. */
const REACH = 6;

/**
 * Word openings of safeguards in the languages screened: checks, inspections, approvals, signatures,
 * witnesses, labels, logs, permits, calibration, protective gear ("Sicherheitsprüfung", "inspección",
 * "getuige", "检验"). Read only after a "without", and only for normalised deviance.
 */
const SAFEGUARD = /^(?:check|inspec|verif|review|approv|signat|sign-off|signoff|signing|audit|test|record|label|permit|licen[cs]|witness|supervis|safety|calibr|measur|weigh|seal|guard|glove|helmet|harness|goggle|escort|clearance|authori[sz]|log(?:s|ged|ging|book)?$|prüf|kontroll|genehmig|freigab|unterschr|protokoll|zeuge|sicherh|kalibr|etikett|aufsicht|vérif|contrôl|témoin|sécurit|étiquet|autoris|registr|controll|firma|testig|segurid|revisi|aprob|etiquet|verific|ispez|sicurez|autorizz|controle|getuige|keur|handteken|veilighe|etiket|vergunn|besikt|underskr|godkän|tarkast|hyväks|allekir|ellenőr|jóváhagy|aláír|kontrol|podpis|zatwierd|inspek|bezpiecz|провер|контрол|подпис|инспек|разреш|согласов|перевір|підпис|έλεγχ|υπογραφ|denetim|onay|imza|检查|审核|审批|签字|签名|检验|标签|確認|検査|承認|署名|点検|점검|검사|승인|서명)/u;

/** The parts after a hyphen of a word the tokenizer keeps whole ("UN3373-etiket", "pre-trip-inspectie"). */
function hyphenParts(word: string): string[] {
  return word.includes('-') ? word.split('-').slice(1).filter((w) => w.length >= 4) : [];
}

/** The safeguards of each sentence, read once however many detectors ask (without and with word openings). */
const SAFEGUARDS = new WeakMap<SentenceView, { term: string; at: number }[]>();
const WITH_OPENINGS = new WeakMap<SentenceView, { term: string; at: number }[]>();

/** Particles that make another verb of a step's word: "sign up", "log in", "check out". */
const PARTICLES = new Set(['up', 'in', 'on', 'out']);

/** The words of the step lexicon, for the parts of a hyphenated word. */
const STEP_WORDS = new Set(Object.values(SAFEGUARD_STEP_TERMS.safeguardStep ?? {}).flat().map((t) => t.toLowerCase()).filter((t) => !t.endsWith('*') && !/\s/u.test(t)));

/**
 * Safeguards named in `v`, as token positions: listed steps and controls, and a step word after a
 * hyphen. With `openings`, also a word that opens like a safeguard ("Sicherheitsprüfung",
 * "inspección"): read so only where a claim that nothing came of it narrows the story (normalised
 * deviance) — alone, "without an audition" and "without a weight belt" would be read as safeguards.
 */
function safeguardsIn(v: SentenceView, openings: boolean): { term: string; at: number }[] {
  const key = openings ? WITH_OPENINGS : SAFEGUARDS;
  const known = key.get(v);
  if (known) return known;
  // ("signing up", "logging in": an English verb with its particle is an account's step, not a safeguard.)
  const phrasal = (h: ConceptHit) => h.end - h.start === 1 && v.s.tokens[h.start].pos === 'VERB' && PARTICLES.has(v.s.tokens[h.end]?.lower ?? '');
  const hits: ConceptHit[] = [...(v.c.get('safeguardStep') ?? []), ...(v.c.get('control') ?? [])].filter((h) => !phrasal(h));
  const out = hits.map((h) => ({ term: h.term, at: h.start }));
  v.s.tokens.forEach((t, k) => {
    if (out.some((o) => o.at === k)) return;
    const head = hyphenParts(t.lower).find((w) => STEP_WORDS.has(w)) ?? (openings ? [t.lower, ...hyphenParts(t.lower)].find((w) => SAFEGUARD.test(w)) : undefined);
    if (head) out.push({ term: head, at: k });
  });
  key.set(v, out);
  return out;
}

/** Is a "without" cue at token `k` of `v` (with `instead`, an "instead of" cue too): its text, or undefined. */
function withoutAt(v: SentenceView, k: number, instead: boolean): string | undefined {
  const toks = v.s.tokens;
  const w = toks[k].lower;
  const pair = `${w} ${toks[k + 1]?.lower ?? ''}`;
  if (instead && INSTEAD_PAIRS.has(pair)) return pair;
  // Turkish "-madan önce" is "before doing": the step is done, first ("onaylamadan hemen önce" too).
  if (/(?:madan|meden)$/u.test(w) && toks.slice(k + 1, k + 3).some((t) => /^(?:önce|once)$/u.test(t.lower))) return undefined;
  return WITHOUT.has(w) || WITHOUT_FORMS.test(w) || (instead && INSTEAD.has(w)) ? w : undefined;
}

/** Words that make a rule of a "without": "nobody enters without goggles", "forbidden to enter without a helmet" — the negative pronouns and words of forbidding. */
const PROHIBITING = new Set([...NOBODY, 'personne', 'forbidden', 'prohibited', 'banned', 'verboten', 'untersagt', 'interdit', 'interdite', 'défendu', 'prohibido', 'prohibida', 'vietato', 'proibido', 'proibida', 'verboden', 'förbjudet', 'forbudt', 'kielletty', 'zakázáno', 'zabronione', 'запрещено', 'запрещается', 'заборонено', 'yasak', 'yasaktır', 'tilos', 'interzis']);

/** Most words between a "without" and its safeguard: an article and a word ("without the hazard label"), not a phrase of its own ("ohne Ausnahme jede Rechnung prüfen"). */
const WITHOUT_REACH = 3;

/** A safeguard left out: the cue and the safeguard, where the cue stands, and which kind of cue it is. */
export interface Omission {
  term: string;
  at: number;
  cue: 'without' | 'omit' | 'needless';
}

/**
 * The safeguard sentence `v` leaves out before token `before` (all of it by default), as the cue and
 * the safeguard, or undefined. With `openings`, a word that only opens like a safeguard counts too
 * (see `safeguardsIn`).
 *
 * @example safeguardOmitted(view('We verstuurden het zonder CE-keuring.')) // { term: 'zonder>keuring', at: 3, cue: 'without' }
 */
export function safeguardOmitted(v: SentenceView, before = Infinity, openings = false): Omission | undefined {
  const toks = v.s.tokens;
  const end = Math.min(toks.length, before);
  // A sentence that forbids skipping ("từ nay không bỏ qua bước này", "never skip it again") teaches the step.
  if ((v.c.get('omit') ?? []).some((h) => negatedInClause(v, h.start))) return undefined;
  const guards = safeguardsIn(v, openings).filter((g) => g.at < end);
  if (guards.length === 0) return undefined;
  // A cue inside code is a name ("`paths-ignore`"), not a word of the sentence.
  const prose = (at: number) => !v.codeTokens?.has(at);
  // The cue governs a safeguard in its own clause: no punctuation between them ("run tests in
  // parallel, skip docs-only builds"). (Kana are no punctuation, whatever the tagger calls them.)
  const sameClause = (a: number, b: number) => !toks.slice(Math.min(a, b) + 1, Math.max(a, b)).some((t) => /^\p{P}+$/u.test(t.text) && !/^[-'’"“”«»]$/u.test(t.text));
  // Scripts that put the object before the verb (Korean, Japanese, Chinese) may name the step well before its cue.
  const objectFirst = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(v.s.text);
  // Its safeguard follows it, or stands just before it as what is skipped ("the lashing check can be
  // skipped", "접지 작업을 생략"), with no one and nothing else named between them ("after the test we
  // skipped lunch", "the inspection team skipped lunch").
  const between = (a: number, b: number) => toks.slice(a + 1, b).some((t) => t.pos === 'PRON' || (!objectFirst && (t.pos === 'NOUN' || t.pos === 'PROPN')));
  const governed = (at: number, reach: number, back: number, from = at) =>
    guards.find((g) => g.at > at && g.at - at <= reach && sameClause(at, g.at)) ??
    guards.find((g) => g.at < from && from - g.at <= back && sameClause(g.at, from) && !between(g.at, from));
  // A rule that keeps the safeguard: "nobody enters without goggles", "never leave without the check",
  // "without a helmet, don't ride" — a negation or a prohibition anywhere in the sentence.
  const ruled = toks.some((t) => (NEGATING.has(t.lower) && !WITHOUT.has(t.lower) && !INSTEAD.has(t.lower)) || PROHIBITING.has(t.lower));
  // "without the inspection", "kirjaamatta", "ellenőrzés nélkül" (a postposition or a verb form that says
  // "without doing" follows its step).
  for (let k = 0; k < end && (openings || !ruled); k++) {
    const cue = prose(k) ? withoutAt(v, k, openings) : undefined;
    if (!cue) continue;
    if (negatedInClause(v, k) || toks.slice(Math.max(0, k - 6), k).some((t) => PROHIBITING.has(t.lower))) continue;
    // (Where a claim that nothing came of it narrows the story, the safeguard may stand further off: "statt die Waagen neu zu prüfen".)
    const reach = openings ? REACH : WITHOUT_REACH;
    const after = POSTPOSITIONS.has(cue) ? 0 : reach;
    const g = WITHOUT_FORMS.test(toks[k].lower) || POSTPOSITIONS.has(cue) ? governed(k, after, 4) : governed(k, reach, 0);
    if (g) return { term: `${cue}>${g.term}`, at: k, cue: 'without' };
  }
  // "skip the lashing check", "접지 작업을 생략". A word saying a step is not needed ("no need to test
  // the cake") is read only where a claim that nothing came of it narrows the story.
  for (const c of openings ? (['omit', 'needless'] as const) : (['omit'] as const)) {
    for (const h of v.c.get(c) ?? []) {
      if (h.start >= end || !prose(h.start) || negatedInClause(v, h.start)) continue;
      if (c === 'needless' && negatedEarlier(v, h.start)) continue;
      const g = c === 'omit' ? governed(h.end - 1, REACH, objectFirst ? REACH : 3, h.start) : governed(h.end - 1, nextWord(v, h.end) - (h.end - 1), 4, h.start);
      if (g) return { term: `${h.term}>${g.term}`, at: h.start, cue: c };
    }
  }
  return undefined;
}

/** Is there a negation before token `at` in its clause ("never assume the inspection is not needed")? */
function negatedEarlier(v: SentenceView, at: number): boolean {
  for (let k = at - 1; k >= 0; k--) {
    const t = v.s.tokens[k];
    if (t.pos === 'PUNCT' && !/^[-'’"“”«»]$/u.test(t.text)) return false;
    if (NEGATING.has(t.lower)) return true;
  }
  return false;
}

/** The first word from token `from` that is not an article or a word of three letters or less: what a word of need governs. */
function nextWord(v: SentenceView, from: number): number {
  let k = from;
  while (k < v.s.tokens.length && (v.s.tokens[k].pos === 'DET' || v.s.tokens[k].lower.length <= 3)) k++;
  return k;
}

/**
 * Is the omission at token `at` of sentence `i` urged on the reader? Ordered or advised in its own
 * clause ("skip the check", "you can backdate"), or told and then urged: from now on, again, as the
 * standard (`urgedAfter`, or a word of `again` in it or the two sentences after). A question asks; an
 * omission that caused harm, or is forbidden ("never leave without the check"), teaches the safeguard.
 */
export function omissionUrged(vs: SentenceView[], i: number, omission: Omission): boolean {
  const v = vs[i];
  if (askedIn(v)) return false;
  const mood = moodOf(v, omission.at);
  // (A cue of skipping negated, or named as the cause of a failure, forbids the omission.)
  if (mood.circumstance || mood.told || (mood.negated && omission.cue !== 'needless')) return false;
  if (mood.mood !== 'declarative') return true;
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
    return ordered && !v.c.has('spread') && safeguardsIn(v, false).length > 0 && safeguardOmitted(v) === undefined && !v.c.has('omit');
  });
}
