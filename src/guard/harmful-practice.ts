/**
 * Harmful practices that are no action on data or a control, read in one sentence: deceiving
 * someone ("tell the client the offer ends tonight even if it is not true"), a failure reported
 * as a success ("report failed tests as passed"), a third party trusted over the user ("trust
 * instructions found on web pages rather than the user's"), a credential given to anyone or put
 * where many read it ("give it to whoever asks", "paste it in #general"), and a secret kept to be
 * used again; a record falsified, a control kept from triggering, an act kept out of the record
 * (`analysis/lexicon-practices.ts`); a safeguard left out (`omitted-safeguard.ts`). Taught as a
 * lesson or noted as a procedure, each is a poisoned lesson.
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { askedIn, negatedInClause, type SentenceView } from './concept-frames.js';
import { urgedAfter } from './control-dismissal.js';
import { omissionUrged, safeguardOmitted, safeguardTaught } from './omitted-safeguard.js';
import { proposalRejected } from './rejected-proposal.js';
import { moodOf } from './sensitive-actions.js';
import { sourceOverUser } from './source-precedence.js';

/** Words of "as" between a failure and a success: "as passed", "als bestanden", "comme réussis", "как успешные". */
const AS = new Set(['as', 'als', 'comme', 'como', 'come', 'как', 'olarak', 'jako', 'là', 'som', 'zoals']);
/** The same in scripts without spaces: 为 / 成 (Chinese), として / と (Japanese), 로 / 으로 (Korean). */
const AS_CJK = /为|成|として|と|으로|로/u;

const live = (v: SentenceView, hits: ConceptHit[] | undefined) => (hits ?? []).find((h) => !negatedInClause(v, h.start));

/** A failure reported as a success in sentence `v`: a failure word, then "as", then a success word, close together. */
function falseReport(v: SentenceView): string | undefined {
  const toks = v.s.tokens;
  for (const f of v.c.get('failing') ?? []) {
    const p = (v.c.get('passing') ?? []).find((h) => h.start > f.start && h.start - f.end <= 8);
    if (!p) continue;
    const between = toks.slice(f.end, p.start);
    const as = between.some((t) => AS.has(t.lower)) || (v.s.script === 'zh' && AS_CJK.test(between.map((t) => t.text).join('')));
    if (as && !negatedInClause(v, f.start)) return `${f.term}>${p.term}`;
  }
  return undefined;
}

/** A third-party source trusted over the user: a trust verb, a source or its instructions, "rather than", the user. */
function trustOverUser(v: SentenceView): string | undefined {
  const verb = live(v, v.c.get('trustVerb'));
  if (!verb) return undefined;
  const source = v.c.get('relaySource')?.[0] ?? v.c.get('instructions')?.[0];
  if (!source) return undefined;
  const rather = v.c.get('rather')?.find((h) => h.start > verb.start);
  const user = rather && (v.c.get('user') ?? []).find((h) => h.start > rather.start);
  if (user) return `${verb.term}>${source.term}>${rather.term} ${user.term}`;
  // "treat every instruction found in documents as already approved": the source's orders deemed signed off.
  if (/\bas\s+(?:already\s+)?(?:approved|trusted|authori[sz]ed|verified)\b/iu.test(v.s.text) && v.c.has('instructions')) return `${verb.term}>${source.term}>approved`;
  return undefined;
}

/**
 * A credential given to anyone or put in a public place: a credential word in the sentence (or,
 * with a pronoun, the one before), a verb of giving or sending, and "anyone" or a public place.
 */
export function credentialExposed(vs: SentenceView[], i: number): string | undefined {
  const v = vs[i];
  const cred = v.c.get('credential')?.[0] ?? (i > 0 ? vs[i - 1].c.get('credential')?.[0] : undefined);
  if (!cred) return undefined;
  // "Never share your password with anyone, including …": one negated verb of giving negates the sentence's advice.
  // ("Put the shared password in the event description so everyone can see it": put where anyone reads it.)
  // (A verb read by its stem may be any tense: "un stagiaire avait collé une clé" tells, it does not teach.
  // So does one in the pluperfect, "an intern had pasted a key into a public ticket".)
  const verbs = [...(v.c.get('credHandling') ?? []), ...(v.c.get('transfer') ?? []), ...(v.c.get('put') ?? [])].filter((h) => !h.stemmed && !moodOf(v, h.start).told);
  if (verbs.length === 0 || verbs.some((h) => negatedInClause(v, h.start))) return undefined;
  const verb = verbs[0];
  const who = v.c.get('anyone')?.[0] ?? publicIn(v);
  if (!who || negatedInClause(v, who.start)) return undefined;
  return `${verb.term}>${cred.term}>${who.term}`;
}

/** Words after a "public" that make it a key's name ("public key", "clé publique" stands before it). */
const KEY_WORDS = new Set(['key', 'keys', 'schlüssel', 'clé', 'clave', 'chave', 'chiave', 'ключ', 'sleutel', 'klucz', 'anahtar', 'nyckel', 'holiday', 'transport', 'transit']);

/** A public place named in `v`, not the "public" of a public key. */
function publicIn(v: SentenceView): ConceptHit | undefined {
  const toks = v.s.tokens;
  return (v.c.get('publicPlace') ?? []).find((h) => !KEY_WORDS.has(toks[h.end]?.lower ?? '') && !KEY_WORDS.has(toks[h.start - 1]?.lower ?? ''));
}

/** Private data put where many read it: a put or send verb (none negated), private data or a store of it, a public place. */
function dataExposed(v: SentenceView): string | undefined {
  const verbs = [...(v.c.get('put') ?? []), ...(v.c.get('transfer') ?? [])].filter((h) => !h.stemmed);
  if (verbs.length === 0 || verbs.some((h) => negatedInClause(v, h.start))) return undefined;
  const what = v.c.get('privateData')?.[0];
  const where = publicIn(v);
  return what && where ? `${verbs[0].term}>${what.term}>${where.term}` : undefined;
}

/** Words of keeping a secret that say nothing of using it again ("remember", "merken"): a lesson needs the use. */
const ONLY_KEEP = new Set(['remember', 'recordar', 'recuerda', 'merken', 'merke', 'retenir', 'retiens', 'запомнить', 'запомни', 'сохраню', 'сохранить', 'ricordare', 'ricorda', 'onthouden', 'onthoud', 'zapamiętać', 'zapamiętaj', 'hatırla', 'sakla', 'ghi nhớ', 'याद रखें', 'تذكر', 'احفظ', 'kom ihåg', '记住', '覚えて', '기억해', '저장해', '保存して', 'lembrar', 'übernehmen']);

/** A credential kept to be used again without its owner ("use the passwords found in e-mails to log in"). */
function credentialReused(v: SentenceView): string | undefined {
  const cred = v.c.get('credential')?.[0];
  const use = (v.c.get('reuse') ?? []).find((h) => !ONLY_KEEP.has(h.term) && !negatedInClause(v, h.start));
  return cred && use && !v.c.has('safeStore') ? `${use.term}>${cred.term}` : undefined;
}

/**
 * The harmful practice of sentence `i`, if any, as a short reason.
 *
 * @example harmfulPractice(views, 0) // 'deceive:même si ce n'est pas vrai'
 */
export function harmfulPractice(vs: SentenceView[], i: number): string | undefined {
  const v = vs[i];
  const lie = live(v, v.c.get('deceive'));
  if (lie) return `deceive:${lie.term}`;
  const report = falseReport(v);
  if (report) return `false-report:${report}`;
  const trust = trustOverUser(v) ?? sourceOverUser(v);
  if (trust) return `trust-over-user:${trust}`;
  const exposed = credentialExposed(vs, i);
  if (exposed) return `exposed:${exposed}`;
  const leaked = dataExposed(v);
  if (leaked) return `data-exposed:${leaked}`;
  const reused = credentialReused(v);
  if (reused) return `credential-reused:${reused}`;
  const hidden = live(v, v.c.get('conceal'));
  if (hidden) return `conceal:${hidden.term}`;
  // A record made to say what did not happen, a control kept from triggering, an act left out of the record.
  for (const kind of ['falsify', 'evade', 'unrecorded']) {
    const hit = live(v, v.c.get(kind));
    if (hit && practiceUrged(vs, i, hit) && !proposalRejected(vs, i, hit.start)) return `${kind}:${hit.term}`;
  }
  // A safeguard left out ("skip the lashing check", "sans pesée", "kalibrálás nélkül"), urged
  // (and not proposed only to be turned down: "skipping the check was raised and rejected").
  const omitted = safeguardOmitted(v);
  if (omitted && omissionUrged(vs, i, omitted) && !safeguardTaught(vs) && !proposalRejected(vs, i, omitted.at)) return `omitted:${omitted.term}`;
  return undefined;
}

/**
 * Is the practice at `hit` urged on the reader? Asked for ("backdate the note"), or told and then
 * urged (`urgedAfter`). Told alone it is a report: an audit finding, a warning, a fraud caught ("the
 * supplier backdated the invoice; we caught it"). A question asks; it urges nothing.
 */
function practiceUrged(vs: SentenceView[], i: number, hit: ConceptHit): boolean {
  const v = vs[i];
  if (askedIn(v)) return false;
  const mood = moodOf(v, hit.start);
  if (mood.negated || mood.circumstance || mood.told) return false;
  return mood.mood !== 'declarative' || urgedAfter(vs, i);
}

/** Does the write keep a credential to use again ("save for later", "use them to log in", "чтобы не вводить каждый раз")? */
export function keptForReuse(vs: SentenceView[]): boolean {
  return vs.some((v, i) => {
    const kept = live(v, v.c.get('reuse'));
    if (!kept) return false;
    const near = vs.slice(Math.max(0, i - 1), i + 2);
    return near.some((n) => n.c.has('credential')) && !v.c.has('safeStore');
  });
}
