/**
 * A request made in someone's name under pressure: the pattern of business e-mail fraud and its
 * relatives (a "CEO" wanting an urgent, confidential wire; a "supplier" with new bank details; a
 * "bank" threatening to close an account unless a code is read out; "IT" wanting a remote-support
 * tool installed at once). What fraud-awareness training teaches to spot is not the sender's words
 * but the shape of the request, so that is what is read:
 *
 * - something at stake is asked for: a payment or the account a payment goes to, an install, access
 *   to a system or its data, a credential (`lexicon-stakes.ts`, `credential`);
 * - under the pressure tactics of such requests, none of them negated: urgency (or a time limit of
 *   minutes or hours), secrecy (or someone kept out of the matter), a requester who cannot be
 *   reached, a new destination for money or replies ("our new account"), a channel the reader is held
 *   to ("reply only to this address"), the usual procedure bypassed, a threat (or what happens
 *   "otherwise") (`lexicon-pressure.ts`, `lexicon-pressure-channel.ts`, `lexicon-pressure-frames.ts`);
 * - whose name it uses is reported — a sender naming an authority (`senderClaimed`), or an
 *   executive, an institution or an authority named in the write — but not required: a request of
 *   this shape is the fraud whoever signs it, and the sender is the part a fraudster forges best.
 *
 * Two tactics of different kinds make the pressure, one of them out of the ordinary (a secret, a
 * requester out of reach, a new destination, an exclusive channel, a bypassed procedure: a
 * reminder's deadline and late fee are everyday business, and so is a new account announced on its
 * own), or any two where a
 * credential is to be handed over (sent, told, entered: not changed in a portal). A notice that
 * counsels checking back through a contact the reader already has ("call the number in your
 * contract", `lexicon-verify-frame.ts`), or promises never to ask for a secret, is the opposite of
 * one; a warning about such frauds reports them (`reportsAttack`, `warnsOfImpersonation`; a word of
 * suspicion alone is a fraud's pretext as often as a warning).
 */
import type { ConceptHit } from '../analysis/concepts.js';
import type { Analysis } from '../analysis/types.js';
import type { SentenceView } from './concept-frames.js';
import { negatedInClause } from './concept-frames.js';
import { KEPT_OUT, reportsAttack, senderClaimed, warnsOfImpersonation } from './forged-notice.js';

/** What a fraudulent request asks for. */
export const STAKES = ['payment', 'install', 'access', 'credential'] as const;
/** The pressure tactics by their words, each its own kind; older concepts of the same sense stand for one. */
const TACTICS: Record<string, string> = {
  urgency: 'urgency',
  secrecy: 'secrecy',
  conceal: 'secrecy',
  unreachable: 'unreachable',
  offChannel: 'newDestination',
  bypassProcess: 'bypassProcess',
  noConfirm: 'bypassProcess',
  threat: 'threat',
  otherwise: 'threat',
};
/**
 * Tactics that mark a request as out of the ordinary: a reminder's urgency and the consequence it
 * names ("please pay within 14 days, otherwise late fees apply") are everyday business; a secret, a
 * requester out of reach, a new or exclusive channel, a procedure bypassed are not.
 */
const ANOMALIES = new Set(['secrecy', 'unreachable', 'newDestination', 'onlyChannel', 'bypassProcess']);
/** Who a request may be made in the name of. */
const NAMES = ['executive', 'institution', 'authority'] as const;
/** Words between "only" and the destination it restricts to ("only by reply to this address"). */
const REACH = 4;
/** Words between "new" and the account it qualifies: next to it in its noun phrase ("new bank account", "cuenta nueva"). */
const NOVEL_REACH = 2;
/** Words that ask for a credential to be handed over — sent, told, entered, asked for — not changed in a portal. */
const HANDED_OVER = ['transfer', 'reveal', 'credHandling', 'solicit', 'replyVerb'];
/** "within 10 minutes", "sous 48 heures", "24 saat içinde": a time limit of minutes or hours. */
const TIME_UNIT = /^(?:min|mins|minutes?|minuten?|minuter|minutter|minuti|minutos?|minut[aiyoě]?|minuut|минут[ауы]?|perc(?:en|et)?|λεπτά|דקות|دقيقة|دقائق|मिनट|menit|phút|分钟|分|h|hrs?|hours?|stunden?|timer?|timmar|tim|tunni[na]?|tuntia?|heures?|horas?|or[ae]|uur|час(?:а|ов)?|годин[иу]?|godzin[ay]?|saat|óra|órán|hodin[uy]?|ώρες|ωρών|ώρα|שעות|שעה|ساعة|ساعات|घंटे|घंटों|jam|giờ|小时|小時|時間|시간)$/u;
/** The longest time limit that presses: three days in hours. */
const PRESSING_HOURS = 72;
/** A deadline this close to the write, at an hour it names ("by 17:00 today", "bis morgen 12 Uhr"), presses too. */
const PRESSING_MS = 36 * 3600_000;
/** An e-mail address or a web address written out: a destination by its form. */
const ADDRESS = /@[\p{L}\p{N}-]+\.|^https?:|^www\./u;

/** A request under pressure: what it asks for, the tactics, and whose name it uses ('unnamed' where none is claimed). */
export interface PressuredRequest {
  stakes: string[];
  tactics: string[];
  sender: string;
}

/**
 * Words of suspicion: a fraud's pretext ("a suspicious transfer was stopped on your account") as
 * often as a warning, so they alone do not make a sentence a report of an attack.
 */
const SUSPICION = new Set(['suspicious', 'suspect', 'suspecte', 'sospechoso', 'sospechosa', 'verdächtig', 'verdächtige', 'verdächtigen', 'подозрительный', 'подозрительная', 'подозрительное', 'podejrzany', 'podejrzana', 'podejrzane', 'şüpheli', 'mencurigakan', 'đáng ngờ', '可疑', '不審', '의심스러운', 'مشبوه', 'संदिग्ध', 'verdacht', 'verdachte', 'sospetto', 'sospetta', 'suspeito', 'suspeita']);

/** Does sentence `i` or one of the two before it warn of an attack, by a word other than one of suspicion? */
function warned(vs: SentenceView[], i: number): boolean {
  return reportsAttack(vs, i) && vs.slice(Math.max(0, i - 2), i + 1).some((v) => (v.c.get('reported') ?? []).some((h) => !SUSPICION.has(h.term)));
}

/** Hits of concept `c` in sentence `v` outside a negated clause. */
function live(v: SentenceView, c: string): ConceptHit[] {
  return (v.c.get(c) ?? []).filter((h) => !negatedInClause(v, h.start) && !v.s.tokens[h.start]?.negated);
}

interface Span {
  start: number;
  end: number;
}
/** Do two spans stand within `reach` words of each other (or overlap)? */
const near = (a: Span, b: Span, reach: number) => !(b.start - a.end > reach || a.start - b.end > reach);

/**
 * Does a hit of `qualifier` qualify a destination of sentence `v` ("our new account", "only to this
 * address"): a `whereTo` noun or a written-out address within `reach` words of it, that no word of a
 * contact already known qualifies too ("your new salary, paid to your usual account")? A qualifier
 * that is part of another frame word ("अन्य" in "अन्यथा", otherwise) qualifies nothing.
 */
function qualifies(v: SentenceView, qualifier: string, reach: number): boolean {
  const at: Span[] = [...(v.c.get('whereTo') ?? []), ...v.s.tokens.flatMap((t, k) => (ADDRESS.test(t.lower) ? [{ start: k, end: k + 1 }] : []))];
  const otherwise = v.c.get('otherwise') ?? [];
  const known = v.c.get('knownContact') ?? [];
  const qs = live(v, qualifier).filter((q) => !otherwise.some((o) => o.start === q.start));
  return at.some((n) => qs.some((q) => near(q, n, reach)) && !known.some((k) => near(k, n, REACH)));
}

/** Words between a verb of checking back and the known contact it names ("rufen Sie uns unter der hinterlegten Nummer an"). */
const COUNSEL_REACH = 8;

/**
 * Does sentence `v` counsel checking back through a contact the reader already has ("call the number
 * in your contract")? Not where it asks for a credential: "confirm your registered password" is the phish.
 */
function counselsCheck(v: SentenceView): boolean {
  const known = v.c.get('knownContact') ?? [];
  if (live(v, 'credential').length > 0) return false;
  return live(v, 'checkBack').some((c) => known.some((k) => Math.abs(k.start - c.start) <= COUNSEL_REACH));
}

/** A time limit of minutes or hours in sentence `v`: a number up to `PRESSING_HOURS` with a unit of time right after it. */
function timeLimit(v: SentenceView): boolean {
  const toks = v.s.tokens;
  for (let k = 0; k < toks.length - 1; k++) {
    const n = Number(toks[k].text);
    if (!Number.isInteger(n) || n <= 0 || n > PRESSING_HOURS) continue;
    if (toks.slice(k + 1, k + 3).some((t) => TIME_UNIT.test(t.lower))) return true;
  }
  return false;
}

/** Words of a sentence that is a heading or a label rather than a request ("Privileged and confidential."). */
const HEADING_WORDS = 4;

/**
 * A word of secrecy used as a label ("Confidential:", "대외비 –", a heading of a few words): a
 * document's classification, not a request to keep the matter secret.
 */
function label(v: SentenceView, h: Span): boolean {
  const next = v.s.tokens[h.end];
  const words = v.s.tokens.filter((t) => t.pos !== 'PUNCT').length;
  return words <= HEADING_WORDS || (h.start <= 1 && (!next || /^[:：\-–—|]$/u.test(next.text)));
}

/** The tactics sentence `v` uses. `deadlines`: texts of dates close to the write. */
function tacticsIn(v: SentenceView, deadlines: readonly string[]): Set<string> {
  const tactics = new Set<string>();
  for (const [c, tactic] of Object.entries(TACTICS)) if (live(v, c).some((h) => tactic !== 'secrecy' || !label(v, h))) tactics.add(tactic);
  // "Do not loop in Finance", "ne la prévenez pas": someone kept out of the matter.
  if (KEPT_OUT.test(v.s.text)) tactics.add('secrecy');
  // "our new account", "reply only to this address": a new or exclusive destination. ("If a message
  // gives a new account number, call us first" supposes one: no redirection.)
  const supposed = v.c.has('condition');
  if (!supposed && qualifies(v, 'novel', NOVEL_REACH)) tactics.add('newDestination');
  if (!supposed && qualifies(v, 'exclusively', REACH)) tactics.add('onlyChannel');
  // Urgency under a condition is what to do if something happens ("if you received this in error,
  // notify us immediately"), not a demand.
  if (supposed) tactics.delete('urgency');
  else if (timeLimit(v) || deadlines.some((d) => v.s.text.includes(d))) tactics.add('urgency');
  return tactics;
}

/** A time of day written as one: "17:00", "5 pm", "12 Uhr", "14h30", "15時", "3点" (not "von 14", a number a date parser may take for an hour). */
const CLOCK = /\d[:.h]\d\d|\d\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h\b|heures?|hrs|時|点|點|시)/iu;

/** Texts of the dates in `analysis` that fall at a named clock time within `PRESSING_MS` after the write. */
export function pressingDates(analysis: Analysis): string[] {
  return analysis.dates.filter((d) => d.known.hour && CLOCK.test(d.text) && d.at > analysis.at && d.at - analysis.at <= PRESSING_MS).map((d) => d.text);
}

/**
 * Is the write a request for something at stake, made under pressure?
 * `deadlines`: texts of dates close to the write (`pressingDates`).
 */
export function pressuredRequest(text: string, vs: SentenceView[], deadlines: readonly string[] = []): PressuredRequest | undefined {
  if (warnsOfImpersonation(text)) return undefined;
  const stakes = new Set<string>();
  const tactics = new Set<string>();
  const named = new Set<string>();
  for (let i = 0; i < vs.length; i++) {
    const v = vs[i];
    if (v.inCode || warned(vs, i)) continue;
    // "Confirm any change of bank details by calling the number you already have": the counsel against such a request.
    if (live(v, 'verifyAdvice').length || counselsCheck(v)) return undefined;
    for (const c of STAKES) if (live(v, c).length && (c !== 'credential' || HANDED_OVER.some((k) => live(v, k).length))) stakes.add(c);
    for (const t of tacticsIn(v, deadlines)) tactics.add(t);
    for (const c of NAMES) if (v.c.has(c)) named.add(c);
  }
  if (stakes.size === 0) return undefined;
  // Two tactics, one of them out of the ordinary, or any two where a credential is to be handed over
  // (no one asks for a password or a code with a deadline and a threat but a phisher).
  const anomalous = [...tactics].some((t) => ANOMALIES.has(t));
  if (tactics.size < 2 || !(anomalous || stakes.has('credential'))) return undefined;
  return { stakes: [...stakes], tactics: [...tactics], sender: senderClaimed(text) ?? [...named][0] ?? 'unnamed' };
}
