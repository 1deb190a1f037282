/**
 * Sensitive actions in a sentence: data moved to an outside destination, a control
 * weakened, a credential handled in the open. An action is an action word of one family with an
 * object of the matching kind near it; how it is said (an order, a lesson, a report, negated)
 * is the caller's business, through `moodOf`.
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { negatedInClause, type Directive, type SentenceView } from './concept-frames.js';
import { configCommands } from './config-commands.js';
import { askedFor, CLAUSE_END } from './foreign-mood.js';
import { openAccess } from './open-access.js';

/** The kinds of sensitive action. */
export type ActionKind = 'exfiltration' | 'transfer' | 'weaken' | 'credential' | 'destroy' | 'grant';

/** One sensitive action: its kind, where its verb is, and the words that made it. */
export interface SensitiveAction {
  kind: ActionKind;
  verb: number;
  terms: string[];
  /** A setting in configuration (`verify_ssl: false`): its name is no verb, so it heads no order. */
  setting?: boolean;
}

/** How an action is said. */
export interface Mood {
  mood: 'directive' | 'infinitive' | 'declarative';
  negated: boolean;
  directive?: Directive;
  /** The action is the time of a precaution ("before deleting …, check …"), not what is taught or ordered. */
  circumstance?: boolean;
  /** The action is told as the background of a story, in the pluperfect ("an intern had pasted a key"): not what is taught. */
  told?: boolean;
}

/** Auxiliaries of the pluperfect: a verb after them (or after them and one word) tells what had happened before. */
const PLUPERFECT = new Set(['had', 'avait', 'avaient', 'avais', 'avions', 'aviez', 'hatte', 'hatten', 'hattest', 'hattet', 'había', 'habían', 'habíamos', 'tinha', 'tinham', 'tínhamos', 'havia', 'haviam', 'aveva', 'avevano', 'avevamo', 'avevo', 'hade', 'hadde', 'havde', 'hadden']);

/** Words after "had" that make it no pluperfect: "had better", "had best", "had to" order or oblige. */
const NOT_PLUPERFECT = new Set(['to', 'better', 'best']);

/** Is the verb at `verb` in the pluperfect ("had pasted", "avait déjà collé"), not after "had better" or "had to"? */
function pluperfect(v: SentenceView, verb: number): boolean {
  const toks = v.s.tokens;
  const gap = toks[verb - 1];
  return PLUPERFECT.has(gap?.lower ?? '') || (PLUPERFECT.has(toks[verb - 2]?.lower ?? '') && gap?.pos !== 'PUNCT' && !NOT_PLUPERFECT.has(gap?.lower ?? ''));
}

/** Words that take all of something: "all", "entire", "todas", "全部". */
const TOTAL = new Set(['all', 'every', 'entire', 'whole', 'full', 'complete', 'todas', 'todos', 'toda', 'todo', 'tous', 'toutes', 'tout', 'alle', 'gesamte', 'все', 'всю', 'весь', 'всех', '全部', '所有', '整个', 'すべて', '全て']);
const PRONOUN = new Set(['them', 'it', 'these', 'those', 'this', 'that', 'everything', 'all']);
/** How far after a verb of sending its object may reach when an address follows it, in tokens. */
const OBJECT_REACH = 30;

/**
 * The first address after token `from`, when no clause mark (a comma or semicolon outside
 * brackets) stands between: what is sent stops where its clause does. -1 when there is none.
 */
function objectReach(v: SentenceView, from: number, addresses: number[]): number {
  const to = addresses.find((k) => k >= from && k - from <= OBJECT_REACH);
  if (to === undefined) return -1;
  let depth = 0;
  for (let k = from; k < to; k++) {
    const t = v.s.tokens[k].text;
    depth += t === '(' ? 1 : t === ')' ? -1 : 0;
    if (depth <= 0 && (t === ',' || t === ';')) return -1;
  }
  return to;
}
/** An IPv4 address, with or without a port: a destination the entity tagger does not name. */
const IP = /\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?::\d{2,5})?\b/u;
/** A URL, or an e-mail address: each a literal start and one character class, linear. */
const URL_OR_EMAIL = /\b[a-z][a-z0-9+.-]{1,15}:\/\/\S|\bwww\.\S|[\w.+-]@[\w-]+\.\w/u;
const ALNUM = /[\p{L}\p{N}]/u;
const TLDS = new Set(['com', 'net', 'org', 'io', 'co', 'info', 'biz', 'xyz', 'app', 'dev', 'site', 'online', 'top', 'shop', 'click', 'link', 'example', 'ru', 'cn', 'de', 'uk', 'me', 'ly', 'to', 'gg']);

/**
 * Whether `text` carries a URL, an e-mail address or a host name with a common top-level domain,
 * where the tagger gives no entity (Chinese clauses, bare domains).
 */
export function hasLink(text: string): boolean {
  if (URL_OR_EMAIL.test(text)) return true;
  // Dotted names ("collect.example", "a.b.io"): the last label of each word, read without a regex.
  for (const word of text.split(/\s+/u)) {
    let end = word.length;
    while (end > 0 && !ALNUM.test(word[end - 1])) end--;
    // A file name that starts with a dot (".env.example", "`.npmrc.example`") is no host.
    const host = word.slice(0, end).replace(/^[`'"(\[]+/u, '');
    const dot = host.lastIndexOf('.');
    if (dot > 0 && !host.startsWith('.') && TLDS.has(host.slice(dot + 1).toLowerCase())) return true;
  }
  return false;
}

/** Auxiliaries of the passive: "be sent", "être transmis", "ser enviado", "werden gesendet", "essere inviato". */
const PASSIVE = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were', 'être', 'été', 'est', 'sont', 'ser', 'sea', 'sido', 'werden', 'wird', 'worden', 'essere', 'venga', 'sia', 'быть']);

/** A Romance verb with its object pronoun joined to it: "proporcionarlas", "enviarlo", "reenviá-lo", "salvala". */
const ENCLITIC = /(?:[aeiáéí]r|[aeiou])-?l[aoe]s?$/u;

/** Scripts of languages that put the object before the verb (Korean, Japanese kana, Hindi). */
const OBJECT_FIRST = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}]/u;

/** Languages in Latin letters whose verb comes last: the object of an action word stands before it. */
const OBJECT_FIRST_LANGS = new Set(['tr']);

const PLAINTEXT = /\bplain[\s-]?text\b|\bin\s+the\s+clear\b|\bunencrypted\b|明文|平文|en\s+clair|en\s+texto\s+plano|im\s+klartext|открытом\s+виде/iu;

/** The first hit of any of `names` in [from, to], in the same clause (no `;` between), not a verb ("check the logs"). */
function near(v: SentenceView, names: string[], from: number, to: number, min = 0): ConceptHit | undefined {
  const toks = v.s.tokens;
  let lo = Math.max(0, from);
  let hi = Math.min(toks.length - 1, to);
  if (lo > hi) return undefined;
  const mid = Math.max(lo, Math.min(hi, from + 3));
  for (let k = mid; k >= lo; k--) if (toks[k].text === ';' || toks[k].text === '；') lo = k + 1;
  for (let k = mid; k <= hi; k++) if (toks[k].text === ';' || toks[k].text === '；') hi = k - 1;
  // After the verb, its object ends where a preposition follows a noun ("skip docs builds with path filters").
  let seenNoun = false;
  for (let k = Math.max(lo, from + 4); k <= hi; k++) {
    // ("the contents of ~/.ssh/id_rsa", "a copy of the user's contacts": "of" names what the object holds.)
    if (seenNoun && toks[k].pos === 'ADP' && v.s.script === 'en' && toks[k].lower !== 'of') {
      hi = k - 1;
      break;
    }
    if (toks[k].pos === 'NOUN' || toks[k].pos === 'PROPN') seenNoun = true;
  }
  for (const n of names) {
    for (const h of v.c.get(n) ?? []) {
      if (h.start < lo || h.start > hi || h.start < min) continue;
      if (v.s.script === 'en' && toks[h.start]?.pos === 'VERB' && h.end - h.start === 1) continue;
      // A public key is meant to be shared: "your public key", "sua chave pública", "öffentlicher Schlüssel".
      if (n === 'credential' && (PUBLIC.has(toks[h.end]?.lower ?? '') || PUBLIC.has(toks[h.start - 1]?.lower ?? ''))) continue;
      return h;
    }
  }
  return undefined;
}

/** Verbs of typing something in: handing a credential over only with a destination. */
const ENTRY = new Set(['enter', 'type', 'input', 'saisir', 'saisissez', 'saisis', 'introducir', 'introducirla', 'introducirlas', 'introduce', 'introduzca', 'eingeben', 'gib ein', 'trage ein', 'введи', 'введите', 'ввести', 'digitar', 'digite', 'inserire', 'inserisci', 'wpisz', 'gir', 'girin', 'masukkan', 'nhập', 'voer in', '入力', '输入', '입력해', 'أدخل', 'दर्ज']);

/** "Public" beside a key's name, in the languages the lexicons read. */
const PUBLIC = new Set(['public', 'pública', 'público', 'publique', 'öffentlicher', 'öffentliche', 'öffentlichen', 'pubblica', 'pubblico', 'публичный', 'открытый', 'публичного', 'открытого', 'openbare', 'publiczny', 'publiczna', 'genel', 'công', 'offentlig', 'offentliga', 'عام', 'العام', 'सार्वजनिक']);

/** A loopback host: this machine, not an outside destination ("postgres://u:p@localhost:5432/app"). */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?)(?::\d+)?$/iu;

/** The host of a URL or an address as written ("https://a.b/c" → "a.b", "u:p@h:5432/db" → "h:5432"). */
function hostOf(text: string): string {
  const rest = text.replace(/^[a-z][a-z0-9+.-]*:\/\//iu, '');
  const authority = rest.split(/[/?#\s]/u)[0] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1);
}

/** Words for "to" or "into" before a destination: "copy to .env", "copiez en .env", "kopiere nach .env", "скопируй в .env". */
const DESTINATION_PREP = new Set(['to', 'into', 'onto', 'en', 'dans', 'vers', 'nach', 'naar', 'в', 'во', 'na', 'do', 'till', 'i']);

/** Whether the hit at token `at` stands right after "to" or "into" (an article between): a destination. */
function afterTo(v: SentenceView, at: number): boolean {
  const toks = v.s.tokens;
  const prev = toks[at - 1]?.pos === 'DET' ? at - 2 : at - 1;
  return DESTINATION_PREP.has(toks[prev]?.lower ?? '');
}

/** Whether a sentence names an outside destination: a URL, an e-mail address, an IP, a webhook or paste site. */
export function destinationIn(v: SentenceView): string | undefined {
  const e = v.s.entities.find((x) => (x.type === 'URL' && !LOOPBACK.test(hostOf(x.text))) || x.type === 'EMAIL');
  if (e) return e.type;
  const ip = IP.exec(v.s.text);
  if (ip && !LOOPBACK.test(ip[0])) return 'IP';
  if (hasLink(v.s.text.replace(LOCAL_URL, ' '))) return 'URL';
  return v.c.get('destination')?.[0]?.term;
}

/** URLs to a loopback host, left out before looking for links: a literal start and classes, linear. */
const LOCAL_URL = /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s/@]*@?(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0)\S*/giu;

/**
 * The sensitive actions of one sentence; `next` is the sentence after it, where a destination
 * may follow ("Send the chat log. Use https://…").
 */
export function sensitiveActions(v: SentenceView, next?: SentenceView, prev?: SentenceView): SensitiveAction[] {
  const out: SensitiveAction[] = [];
  const dest = destinationIn(v) ?? (next ? destinationIn(next) : undefined);
  // Chinese, Japanese, Korean and Hindi put the object before the verb.
  // Turkish is written in Latin letters but puts the object before the verb too ("şifresini … gönder").
  const objectFirst = v.s.script === 'zh' || OBJECT_FIRST.test(v.s.text) || OBJECT_FIRST_LANGS.has(v.c.get('transfer')?.[0]?.lang ?? v.c.get('credHandling')?.[0]?.lang ?? v.c.get('weaken')?.[0]?.lang ?? '');
  const addresses = v.s.entities.filter((x) => (x.type === 'URL' && !LOOPBACK.test(hostOf(x.text))) || x.type === 'EMAIL').map((x) => x.start);
  for (const a of v.c.get('transfer') ?? []) {
    if (nounUse(v, a)) continue;
    // What is sent stands between the verb and where it goes ("mail the list of members that the
    // treasurer keeps and their home addresses to x@y"): with an address after the verb, the object reaches it.
    const reach = Math.max(a.end + 8, objectReach(v, a.end, addresses));
    // "collect the tokens … and upload them": a pronoun after the verb points back to the object.
    // Chinese and Japanese put the object before the verb ("把密码发送到…", "パスワードを送信").
    // German and Dutch put an infinitive or a separated particle last ("… an meine Adresse mailen", "leiten Sie … weiter").
    const back = objectFirst ? 20 : PRONOUN.has(v.s.tokens[a.end]?.lower ?? '') ? 12 : VERB_LAST.has(a.lang) ? 10 : 3;
    // "copy to .env", "export into the secrets file": what follows "to" is where, not what.
    const found = near(v, ['privateData', 'credential'], a.start - back, reach);
    const strong = found && !afterTo(v, found.start) ? found : undefined;
    // Whatever belongs to "the user" is private: "the user's contacts", "用户的文件".
    const owned = near(v, ['user'], a.start - back, reach);
    const weak = strong ? undefined : near(v, ['userData'], a.start - back, reach);
    // Other languages name the owner after the thing: "la carpeta … del usuario", "les fichiers de l'utilisateur", "die Dateien des Nutzers".
    if (!strong && weak && owned && (owned.start < weak.start || (owned.lang !== 'en' && owned.start - weak.end <= 4))) {
      out.push({ kind: dest ? 'exfiltration' : 'transfer', verb: a.start, terms: [a.term, `user's ${weak.term}`, ...(dest ? [dest] : [])] });
      continue;
    }
    // All of the user's things sent to an outside address ("a copy of all the user's invoices to
    // x@y", "the user's entire library"): what it is matters less than whose it is, how much, and
    // where it goes. One complaint forwarded to a team address is support work.
    const whole = v.s.tokens.slice(Math.max(0, a.start - back), reach).some((t) => TOTAL.has(t.lower)) || wholeNear(v, a.start - back, reach) || (v.s.script === 'zh' && /完整|全部|所有|整个/u.test(v.s.text));
    if (!strong && !weak && owned && dest && whole) {
      out.push({ kind: 'exfiltration', verb: a.start, terms: [a.term, "user's data", dest] });
      continue;
    }
    // The whole of a store or a set of records to an outside address ("the full customers.csv",
    // "this whole sheet", "整个目录"): bulk is what makes a copy a leak.
    const all = v.s.tokens.slice(Math.max(0, a.start - back), reach).some((t) => TOTAL.has(t.lower) && t.lower !== 'every') || wholeNear(v, a.start - back, reach) || (v.s.script === 'zh' && /完整|全部|所有|整个/u.test(v.s.text));
    const bulk = !strong && dest && all ? (weak ?? near(v, ['asset'], a.start - back, reach)) : undefined;
    if (bulk && dest) {
      out.push({ kind: 'exfiltration', verb: a.start, terms: [a.term, `all ${bulk.term}`, dest] });
      continue;
    }
    if (strong && dest) out.push({ kind: 'exfiltration', verb: a.start, terms: [a.term, strong.term, dest] });
    else if (strong || (weak && dest)) out.push({ kind: 'transfer', verb: a.start, terms: [a.term, (strong ?? weak)!.term, ...(dest ? [dest] : [])] });
  }
  for (const a of v.c.get('weaken') ?? []) {
    // A switch such as "--no-verify" or "chmod 777" names its control itself.
    if (/^-|[=0-9]/u.test(a.term)) {
      out.push({ kind: 'weaken', verb: a.start, terms: [a.term], setting: a.term.includes('=') });
      continue;
    }
    // "with the sandbox disabled": a participle after its control; "an engineer disabled TLS" is a past act, read by the verb's lemma.
    // (`mfa: disabled` is a setting's value, read with the settings below.)
    if (POSTPOSED.has(a.term) && (SETS.has(v.s.tokens[a.start - 1]?.text ?? '') || !(v.c.get('control') ?? []).some((h) => h.end === a.start || (h.end === a.start - 1 && v.s.tokens[h.end]?.pos !== 'PUNCT')))) continue;
    // "… security warnings, so best practice is to suppress them": a pronoun after the verb points back.
    // German puts an infinitive last ("die Ratenbegrenzung der API dauerhaft abschalten"): its object stands further back.
    // A verb-first language names the object after the verb: look there first ("… the reviewer and skip the security scan").
    const after = objectFirst || VERB_LAST.has(a.lang) ? undefined : near(v, ['control'], a.start - 3, a.end + 7, a.end);
    const o = after ?? near(v, ['control'], a.start - (objectFirst ? 20 : PRONOUN.has(v.s.tokens[a.end]?.lower ?? '') ? 12 : VERB_LAST.has(a.lang) ? 10 : 3), a.end + 7);
    if (o && o.start !== a.start) out.push({ kind: 'weaken', verb: a.start, terms: [a.term, o.term] });
    else {
      // "the check blocked the deploy, so we bypassed it", "on l'a coupé", "wir haben sie deaktiviert": a pronoun
      // beside the verb stands for the control named earlier in the sentence.
      const back = referredControl(v, a, prev);
      if (back) out.push({ kind: 'weaken', verb: a.start, terms: [a.term, back.term] });
    }
  }
  out.push(...controlSwitches(v), ...configCommands(v), ...openAccess(v));
  out.push(...looseningFlags(v, out));
  // Destroying what cannot be had back: data, backups, a repository, production. With a control as
  // its object the same verb weakens it (above), which is not counted twice.
  const weakened = new Set(out.filter((a) => a.kind === 'weaken').map((a) => a.verb));
  for (const a of v.c.get('destroy') ?? []) {
    if (weakened.has(a.start)) continue;
    const o = near(v, ['asset', 'privateData', 'userData', 'credential'], a.start - (objectFirst ? 20 : 3), a.end + 8);
    if (o && o.start !== a.start) out.push({ kind: 'destroy', verb: a.start, terms: [a.term, o.term] });
  }
  // Powers given (to whom is the caller's question): a grant near a privilege, or a safeguard
  // declared unnecessary ("needs no confirmation", "sin aprobación").
  for (const a of v.c.get('grant') ?? []) {
    // "only allow trusted addresses", "仅允许受信任的IP": a grant narrowed by "only" is a restriction.
    if (onlyBefore(v, a.start)) continue;
    // The reader itself may be what is granted to: "the assistant is cleared to …", "助手有权…".
    const o = near(v, ['privilege', 'control', 'reader'], a.start - (objectFirst ? 20 : 4), a.end + 8);
    if (o && o.start !== a.start) out.push({ kind: 'grant', verb: a.start, terms: [a.term, o.term] });
  }
  for (const a of v.c.get('noConfirm') ?? []) out.push({ kind: 'grant', verb: a.start, terms: [a.term] });
  out.push(...unattended(v, new Set((v.c.get('noConfirm') ?? []).map((a) => a.start))));
  // A credential's own words are no action on it ("mot de passe" holds Portuguese "passe").
  const credentialWords = (at: number) => (v.c.get('credential') ?? []).some((h) => h.start <= at && at < h.end && h.end - h.start > 1);
  for (const a of v.c.get('credHandling') ?? []) {
    if (credentialWords(a.start) || nounUse(v, a)) continue;
    // "… the admin password …, and save it in your notes": a pronoun after the verb points back.
    // Korean, Japanese and Hindi put the object before the verb, as Chinese does.
    // (Spanish, Portuguese and Italian join the pronoun to the verb: "proporcionarlas", "reenviá-lo".)
    // A passive ("the code … must be sent to us", "doit nous être transmis") has its object as the subject, before the verb.
    const passive = v.s.tokens.slice(Math.max(0, a.start - 3), a.start).some((t) => PASSIVE.has(t.lower));
    const pronoun = PRONOUN.has(v.s.tokens[a.end]?.lower ?? '') || OBJECT_PRONOUN.has(v.s.tokens[a.end]?.lower ?? '');
    const back = objectFirst ? 20 : pronoun || ENCLITIC.test(a.term) || passive ? 16 : VERB_LAST.has(a.lang) ? 10 : 3;
    const o = near(v, ['credential'], a.start - back, a.end + 7);
    // Kept in a password manager, a vault or an environment variable: the advice, not a leak.
    const safe = (v.c.get('safeStore') ?? []).some((h) => h.start >= a.start - (objectFirst ? 20 : 6) && h.start <= a.end + 10);
    // Typing a password into a sign-in form is what a login page asks ("saisissez votre mot de passe",
    // "パスワードを入力"); only with an outside address to type it into is it handed over.
    // (A text that speaks of "the user" or to an AI, "ask the user to enter the password again", is no sign-in page.)
    const entry = ENTRY.has(a.term) && !dest && !v.c.has('user') && !v.c.has('reader');
    if (o && o.start !== a.start && !safe && !entry) out.push({ kind: 'credential', verb: a.start, terms: [a.term, o.term, ...(PLAINTEXT.test(v.s.text) ? ['plaintext'] : [])] });
  }
  // "reply to this message with your password", "responde … con el token": a credential asked for in the reply.
  for (const a of v.c.get('replyVerb') ?? []) {
    const w = v.s.tokens.slice(a.end, a.end + 10).findIndex((t) => WITH.has(t.lower));
    if (w < 0) continue;
    const o = near(v, ['credential'], a.end + w + 1, a.end + w + 8);
    if (o && !out.some((x) => x.kind === 'credential' && x.terms[1] === o.term)) out.push({ kind: 'credential', verb: a.start, terms: [`${a.term} with`, o.term] });
  }
  return out;
}

/** Verbs of letting something through that a person is meant to check first. */
const LET_THROUGH = new Set(['approve', 'accept', 'authorize', 'authorise', 'sign', 'release', 'merge', 'pay', 'confirm', 'validate', 'clear', 'whitelist']);
/** Adverbs of doing it with no one looking. */
const UNATTENDED = new Set(['automatically', 'blindly', 'unreviewed', 'unchecked', 'unverified', 'unseen']);
/** Nouns of the consent or check a step waits for. */
const SIGN_OFF = new Set(['approval', 'sign-off', 'signoff', 'review', 'confirmation', 'authorization', 'authorisation', 'permission', 'consent', 'verification', 'countersignature', 'inspection', 'oversight']);

/**
 * A check left out in the words of English grammar rather than one fixed phrase: a verb of letting
 * something through done automatically or blindly ("approve it automatically", "pay them all
 * blindly"), or something done without a sign-off, whoever's ("without the quality team's
 * approval"). `taken`: where a fixed phrase of the lexicon was found already.
 */
function unattended(v: SentenceView, taken: ReadonlySet<number>): SensitiveAction[] {
  const toks = v.s.tokens;
  const out: SensitiveAction[] = [];
  const reach = (from: number, span: number, test: (j: number) => boolean) => {
    for (let j = from; j < Math.min(toks.length, from + span) && !CLAUSE_END.test(toks[j].text); j++) if (test(j)) return j;
    return -1;
  };
  // The tokenizer cuts "sign-off" in three.
  const signOff = (j: number) => (toks[j].pos === 'NOUN' && SIGN_OFF.has(toks[j].lemma)) || (toks[j].lower === 'sign' && toks[j + 1]?.text === '-' && toks[j + 2]?.lower === 'off');
  toks.forEach((t, i) => {
    if (taken.has(i)) return;
    if (t.pos === 'VERB' && LET_THROUGH.has(t.lemma)) {
      const j = reach(i + 1, 8, (k) => UNATTENDED.has(toks[k].lower));
      if (j >= 0) out.push({ kind: 'grant', verb: i, terms: [`${t.lemma} ${toks[j].lower}`] });
    } else if (t.lower === 'without') {
      const j = reach(i + 1, 5, signOff);
      if (j >= 0) out.push({ kind: 'grant', verb: i, terms: [`without ${SIGN_OFF.has(toks[j].lemma) ? toks[j].lemma : 'sign-off'}`] });
    }
  });
  return out;
}

/** Object pronouns before a verb: Romance clitics and elisions, German and Dutch pronouns of a verb at the end, Chinese 它. */
const PRONOUN_BEFORE = /^(?:le|la|les|l'a|l'ai|l'avons|l'ont|lo|los|las|sie|es|ihn|het|ze|它|它们)$/u;
/** Object pronouns after a verb: "bypassed it", "schalte sie ab", "отключи его". */
const PRONOUN_AFTER = /^(?:it|them|sie|es|ihn|его|её|ее|их|het|ze|den|det)$/u;

/** The control a pronoun beside the weakening verb `a` stands for: the last one named before the verb in its sentence, or in the sentence before. */
function referredControl(v: SentenceView, a: ConceptHit, prev?: SentenceView): ConceptHit | undefined {
  const toks = v.s.tokens;
  const before = toks.slice(Math.max(0, a.start - 2), a.start).some((t) => PRONOUN_BEFORE.test(t.lower));
  const after = toks.slice(a.end, a.end + 2).some((t) => PRONOUN_AFTER.test(t.lower));
  if (!before && !after) return undefined;
  return (v.c.get('control') ?? []).filter((h) => h.end <= a.start).pop() ?? prev?.c.get('control')?.at(-1);
}

/** Words of "only" before a verb, in the languages the lexicons read. */
const ONLY = /^(?:only|solely|just|nur|ausschließlich|seulement|uniquement|solo|sólo|solamente|apenas|somente|soltanto|только|лишь|alleen|endast|bara|tylko|仅|只|仅仅|只能|のみ|만)$/u;

/** Does a word of "only" stand right before the verb at `at` (or end the token before it, in Chinese)? */
function onlyBefore(v: SentenceView, at: number): boolean {
  const toks = v.s.tokens;
  for (let k = at - 1; k >= Math.max(0, at - 2); k--) if (ONLY.test(toks[k].lower) || (v.s.script === 'zh' && /[仅只]$/u.test(toks[k].text))) return true;
  return false;
}

/** Participles that weaken only after their control ("the sandbox disabled", "with MFA turned off"). */
const POSTPOSED = new Set(['disabled', 'turned off', 'switched off']);

/** "You can" in the languages the lexicons read: a second-person pronoun, then a modal of ability or leave. */
const MAY = new Set(['can', 'may', 'could', 'können', 'kannst', 'könnt', 'pouvez', 'peux', 'puedes', 'puede', 'pueden', 'pode', 'podem', 'puoi', 'può', 'potete', 'можете', 'можешь', 'kunt', 'kan', 'możesz', 'możecie']);

/** Is the verb at `verb` what "you can" do, within its clause ("Sie können … exportieren")? */
function youMay(v: SentenceView, verb: number): boolean {
  const toks = v.s.tokens;
  for (let k = verb - 1; k >= Math.max(1, verb - 8); k--) {
    if (/^[.;:!?]$/u.test(toks[k].text)) return false;
    // Only "you can" stated: "can you …?", "Tu peux me donner … ?" ask for it.
    if (MAY.has(toks[k].lower) && (v.c.get('you') ?? []).some((h) => h.start === k - 1) && !v.s.text.trimEnd().endsWith('?')) return true;
  }
  return false;
}

/** Endings of an order in Japanese and Korean, later in the sentence than the verb they govern. */
// (Korean written orders end in "… 할 것" / "… 말 것": a memo's or a ticket's imperative.)
const ORDER_AFTER = /ください|下さい|なさい|してくれ|세요|십시오|주세요|해줘|하라|해라|할 ?것|말 ?것/u;

/** Object pronouns after a verb in other languages ("communiquez-le", "schick es mir", "отправь его"): the object stands before. */
const OBJECT_PRONOUN = new Set(['-le', '-la', '-les', '-lo', '-los', '-las', 'le', 'la', 'les', 'es', 'ihn', 'sie', 'его', 'её', 'ее', 'их', 'het', 'ze', 'je', 'go', 'det', 'den']);

/** Words of "with" after a reply verb: what the reply must carry. */
const WITH = new Set(['with', 'con', 'avec', 'mit', 'с', 'com', 'met', 'z', 'ze', 'ile', 'với', 'med']);

/** Languages whose infinitive or verb particle stands at the end of the clause, after the object. */
const VERB_LAST = new Set(['de', 'nl']);

/** Words of all of a store near [from, to]: "sämtliche", "la carpeta completa", "всю базу" (the `whole` lexicon). */
function wholeNear(v: SentenceView, from: number, to: number): boolean {
  return (v.c.get('whole') ?? []).some((h) => h.start >= from && h.start <= to);
}

/** English words before an action word that make it a noun: "by email", "in commit 3fa9", "the post", "a copy". */
const NOUN_BEFORE_EN = new Set(['by', 'via', 'per', 'in', 'of', 'the', 'a', 'an', 'each', 'every', 'its', 'our', 'their', 'my', 'his', 'her', 'your']);
/** Words that stand before a noun or a verb ("that email" / "found that emailing …"): the tagger decides. */
const NOUN_OR_VERB_BEFORE_EN = new Set(['this', 'that', 'latest', 'last', 'next', 'new', 'first']);
/** The same in other languages: indefinite articles and the prepositions of a means ("une copie", "par e-mail", "по почте"). */
const NOUN_BEFORE = new Set(['un', 'une', 'una', 'uno', 'um', 'uma', 'ein', 'eine', 'einen', 'einem', 'einer', 'een', 'par', 'por', 'via', 'über', 'по', 'adresse', 'dirección', 'endereço', 'indirizzo', 'adres', 'adressen', 'courrier']);

/**
 * Is the action word at `a` a noun here ("never ask for your password by email", "detected in
 * commit 3fa9", "une copie de vos données")? A one-word hit after an article, a possessive or a
 * preposition of means names a thing or a channel, not an act. (Not "to email": an infinitive.)
 */
function nounUse(v: SentenceView, a: ConceptHit): boolean {
  if ((a.end - a.start !== 1 && a.lang === 'en') || v.s.script === 'zh') return false;
  const prev = v.s.tokens[a.start - 1]?.lower ?? '';
  if (a.lang !== 'en') return NOUN_BEFORE.has(prev);
  return NOUN_BEFORE_EN.has(prev) || (NOUN_OR_VERB_BEFORE_EN.has(prev) && v.s.tokens[a.start]?.pos !== 'VERB');
}

/** Parts of a setting's name that make it a control ("verify_ssl", "REJECT_UNAUTHORIZED", "requiredApprovals"). */
const CONTROL_KEYS = ['verif', 'ssl', 'tls', 'cert', 'auth', 'signature', 'signed', 'audit', 'sandbox', 'approval', 'review', 'lint', 'check', 'scan', 'mfa', '2fa', 'firewall', 'csrf', 'cors', 'limit', 'protect', 'secure', 'encrypt', 'validat', 'antivirus', 'filter', 'moderation', 'safety', 'guard', 'lockout', 'reject', 'enforce', 'strict', 'require', 'confirm', 'restrict', 'screen', 'quarantin'];
/** Parts of a setting's name that make turning it on a weakening ("allow_unsigned", "skip_tests", "insecure"). */
const LOOSE_KEYS = ['allow', 'skip', 'disable', 'insecure', 'ignore', 'bypass', 'unsigned', 'unverified', 'permissive', 'unsafe', 'trustall', 'dangerous', 'no', 'trust_all', 'continue_on_error'];
const OFF = new Set(['false', '0', 'off', 'no', 'none', 'disabled', 'disable', 'never', 'null', 'nil']);
const ON = new Set(['true', '1', 'on', 'yes', 'enabled', 'enable', 'always']);
/** Separators of a setting and its value: `=`, `:`, and Chinese 设成 / 设为 / 改为 (the segmenter cuts them in two). */
const SETS = new Set(['=', ':', '：', '==']);
const ZH_SET = new Set(['成', '为', '為']);
const SETTING_VERBS = new Set(['set', 'change', 'switch', 'flip', 'turn', 'update', 'lower', 'reduce', 'drop']);

/**
 * Settings that turn a control off in a line of configuration, in any format the tokenizer splits
 * (`verify_ssl: false`, `NODE_TLS_REJECT_UNAUTHORIZED=0`, `"sslVerify": false`, `rate_limit 设成 0`):
 * a setting named by a control, set to an off value, or named by a loosening word, set on.
 */
function controlSwitches(v: SentenceView): SensitiveAction[] {
  const toks = v.s.tokens;
  const out: SensitiveAction[] = [];
  for (let k = 1; k + 1 < toks.length; k++) {
    const zhSet = toks[k - 1]?.text === '设' && ZH_SET.has(toks[k].text);
    // "change branch_protection to false": `to` after a setting verb and a name.
    const to = toks[k].lower === 'to' && toks.slice(Math.max(0, k - 4), k).some((t) => SETTING_VERBS.has(t.lemma));
    if (!SETS.has(toks[k].text) && !zhSet && !to) continue;
    let at = k + 1;
    if (QUOTE_TOKEN.has(toks[at]?.text ?? '')) at++;
    const value = toks[at]?.lower ?? '';
    const off = OFF.has(value);
    if (!off && !ON.has(value)) continue;
    // The name: the words joined by `_`, `-` or `.` before the separator (and its quote).
    let start = zhSet ? k - 2 : k - 1;
    if (QUOTE_TOKEN.has(toks[start]?.text ?? '')) start--;
    const words: string[] = [];
    let first = start;
    for (let j = start; j >= 0 && words.length < 6; j--) {
      const t = toks[j].text;
      if (t === '_' || t === '-' || t === '.') continue;
      if (!/^[\p{L}\p{N}]+$/u.test(t)) break;
      words.push(t.toLowerCase());
      first = j;
      if (j > 0 && !['_', '-', '.'].includes(toks[j - 1].text)) break;
    }
    if (words.length === 0) continue;
    const name = words.reverse().join('_');
    const control = CONTROL_KEYS.some((c) => name.includes(c));
    if (settingWeakens(name, words, off)) out.push({ kind: 'weaken', verb: first, terms: [`${name}=${value}`], setting: true });
  }
  return out;
}
const QUOTE_TOKEN = new Set(['"', "'", '“', '”', '`']);

/** Loosening words that weaken whatever they name ("insecure", "allow_shell"): the others need a control in the name. */
const LOOSE_ANYWAY = ['allow', 'insecure', 'unsafe', 'unsigned', 'unverified', 'permissive', 'trustall', 'trust_all', 'dangerous', 'bypass', 'allow_failure', 'continue_on_error', 'ignore_errors'];
/** Controls a loosening word may name besides those of `CONTROL_KEYS`. */
const LOOSE_TARGETS = ['test', 'hook', 'host', 'ssl', 'cert', 'gpg'];

/**
 * Does a setting named `name` (its words `words`), set off (`off`) or on, weaken a control? Off: the
 * name is a control's (`verify_ssl: false`) and no loosening word. On: a loosening word that weakens
 * whatever it names (`allow_insecure: true`), or one that names a control (`skip_tests=1`);
 * `DISABLE_CACHE=1` switches off a cache, no control.
 *
 * @example settingWeakens('skip_tests', ['skip', 'tests'], false) // true
 */
export function settingWeakens(name: string, words: string[], off: boolean): boolean {
  const control = CONTROL_KEYS.some((c) => name.includes(c));
  const loose = words.some((w) => LOOSE_KEYS.includes(w)) || LOOSE_KEYS.some((c) => c.length > 3 && name.includes(c));
  if (off) return control && !loose;
  return loose && (LOOSE_ANYWAY.some((c) => name.includes(c)) || control || LOOSE_TARGETS.some((c) => name.includes(c)));
}

/** A command-line option: two dashes (or one) and words joined by dashes ("--skip-host-checks"). */
const FLAG = /(?<![\w-])--?([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\b/giu;
/** Words of an option that turn something off or let it through ("--no-…", "--dangerously-…", "--allow-unsigned"). */
const FLAG_LOOSE = new Set(['no', 'skip', 'disable', 'ignore', 'bypass', 'insecure', 'unsafe', 'dangerously', 'dangerous', 'without', 'trust', 'accept', 'allow', 'unchecked']);
/** Words of an option that name what a control checks: verification, permissions, constraints, certificates. */
const FLAG_CONTROL = /^(?:verify|verification|verified|check|checks|checking|permission|permissions|perms|constraint|constraints|ssl|tls|cert|certs|certificate|certificates|auth|authentication|test|tests|hook|hooks|sandbox|sandboxing|lint|scan|signature|signatures|signed|sign|gpg|validation|validate|integrity|security|safety|review|approval|approvals|firewall|guard|guards|protection|unsigned|unverified|unauthenticated|untrusted|all-certs)$/u;

/**
 * Command-line options that loosen a control, named by what they do rather than listed one by one:
 * a loosening word and a control word among the option's parts ("--no-check-certificate",
 * "--skip-constraints", "--allow-unauthenticated"). A switch the lexicon already names is not counted twice.
 */
function looseningFlags(v: SentenceView, found: SensitiveAction[]): SensitiveAction[] {
  const text = v.s.text;
  if (!text.includes('-')) return [];
  const out: SensitiveAction[] = [];
  const seen = found.filter((a) => a.kind === 'weaken').map((a) => a.verb);
  for (const m of text.matchAll(FLAG)) {
    const parts = m[1].toLowerCase().split('-');
    const loose = parts.some((p) => FLAG_LOOSE.has(p)) || parts.some((p) => /^un(?:signed|verified|authenticated|trusted)$/u.test(p));
    if (!loose || !parts.some((p) => FLAG_CONTROL.test(p))) continue;
    // The lexicon may have read the option's own words ("skip" … "lint"): one weakening, not two.
    const from = tokenAtOffset(v, m.index ?? 0);
    const to = tokenAtOffset(v, (m.index ?? 0) + m[0].length - 1);
    if (seen.some((k) => k >= from && k <= to)) continue;
    out.push({ kind: 'weaken', verb: from, terms: [m[0].toLowerCase()] });
  }
  return out;
}

/** The index of the token that covers character `offset` of the sentence's text (tokens appear in order). */
function tokenAtOffset(v: SentenceView, offset: number): number {
  let at = 0;
  let last = 0;
  for (let i = 0; i < v.s.tokens.length; i++) {
    const k = v.s.text.indexOf(v.s.tokens[i].text, at);
    if (k < 0) continue;
    if (k > offset) return last;
    last = i;
    at = k + v.s.tokens[i].text.length;
  }
  return last;
}

/** How the action at token `verb` is said in its sentence: ordered, as an infinitive ("the fix was to…"), or stated. */
export function moodOf(v: SentenceView, verb: number, setting = false): Mood {
  // "avoid sharing", "never to disable", "without exposing": a negation a few words before the verb.
  // "lowered by mistake", "versehentlich gelöscht": an error reported is a warning.
  const negatedNear = negatedInClause(v, verb) || v.c.has('mistake') || causedFailure(v, verb);
  // "Before deleting the backups, check …", "avant de supprimer …", "删除备份之前，请先…": the action
  // is the circumstance of a precaution, the order is the check.
  if (inPrecaution(v, verb)) return { mood: 'declarative', negated: negatedNear, circumstance: true };
  // "曾关闭", "已经删除": done once, reported, not ordered.
  if (v.s.script === 'zh' && ZH_PAST.test(v.s.tokens.slice(Math.max(0, verb - 3), verb).map((t) => t.text).join('').slice(-4))) return { mood: 'declarative', negated: negatedNear };
  // "Sie können Ihre Daten exportieren", "you can forward it", "vous pouvez transférer": what the reader's person may do, not an order.
  if (youMay(v, verb)) return { mood: 'declarative', negated: negatedNear };
  const own = setting ? undefined : v.directives.find((d) => d.head === verb);
  if (own) return { mood: 'directive', negated: own.negated || negatedNear, directive: own };
  // An earlier order governs the verbs after it ("make sure to send …", "请把…发送到…"); a setting
  // only when the order stands right before it ("set verify_ssl: false"), not a line of YAML above.
  // "Do not drop the table or rerun it with `--skip-checks`": a negated order covers the verbs joined to it by "or".
  const joined = (d: Directive) => d.negated && verb - d.head <= 14 && v.s.tokens.slice(d.head, verb).some((t) => t.lower === 'or' || t.lower === 'nor') && !v.s.tokens.slice(d.head, verb).some((t) => /^[.;:!?]$/u.test(t.text));
  const before = v.directives.filter((d) => d.head < verb && (verb - d.head <= (setting ? 3 : 8) || (!setting && joined(d)))).pop();
  const negated = negatedNear;
  if (before) return { mood: 'directive', negated: negated || before.negated, directive: before };
  // Japanese and Korean close a sentence with its order: "… アップロードしておいてください", "… 붙여 넣고 … 저장하세요".
  if (OBJECT_FIRST.test(v.s.text) && ORDER_AFTER.test(v.s.tokens.slice(verb + 1).map((t) => t.text).join(''))) return { mood: 'directive', negated };
  if (pluperfect(v, verb)) return { mood: 'declarative', negated, told: true };
  const prev = v.s.tokens[verb - 1]?.lower;
  // "the fix was to delete …", "MFA is to be / must be disabled": an obligation, not a report.
  // ("you had better backdate …": an obligation too.)
  const obliged = (prev === 'be' && ['to', 'must', 'should', 'shall', 'will', 'can'].includes(v.s.tokens[verb - 2]?.lower ?? '')) || ((prev === 'better' || prev === 'best') && v.s.tokens[verb - 2]?.lower === 'had');
  // A word of asking or an imperative ending in the verb's clause, in a language the tagger does not
  // read ("Per favore disattivate …", "… kapatın", "Merci de désactiver …"): the verb is what is asked for.
  if (askedFor(v.s, v.orders ?? [], verb)) return { mood: 'directive', negated };
  if (prev === 'to' || obliged || obligedInClause(v, verb)) return { mood: 'infinitive', negated };
  return { mood: 'declarative', negated };
}

/**
 * Words opening a clause of what comes first ("before", "avant de", "antes de", "bevor", "prima di",
 * "перед"): the action in it is the time of the order, not the order.
 */
const BEFORE = new Set(['before', 'prior', 'avant', 'antes', 'bevor', 'vor', 'prima', 'перед', 'прежде', 'pré']);
/** Chinese and Japanese words closing such a clause after its verb: 之前, 以前, 前に. */
const ZH_BEFORE = /^(?:之前|以前|前|前に|する前に)$/u;

/** Is the action at `verb` inside a "before …" clause (a word of `BEFORE` up to three words before it, no clause break)? */
function inPrecaution(v: SentenceView, verb: number): boolean {
  const toks = v.s.tokens;
  if (v.s.script === 'zh') {
    for (let k = verb + 1; k < Math.min(toks.length, verb + 10); k++) {
      if (/^[，,。；;：:！!？?]$/u.test(toks[k].text)) return false;
      if (ZH_BEFORE.test(toks[k].text) || /^(?:之前|以前)/u.test(toks[k].text)) return true;
    }
    return false;
  }
  // The action follows the word at once or after a particle or a subject ("before deleting", "avant
  // de supprimer", "before you delete"); "перед ответом удалите" puts a noun in the clause and orders.
  for (let k = verb - 1; k >= Math.max(0, verb - 3); k--) {
    if (BEFORE.has(toks[k].lower)) return true;
    if (!BEFORE_LINKS.has(toks[k].lower)) return false;
  }
  return false;
}
/** Particles and subjects between a "before" word and its verb. */
const BEFORE_LINKS = new Set(['to', 'you', 'we', 'i', 'they', 'de', "d'", 'di', 'du', 'ihr', 'wir', 'man', 'тем', 'как', 'que', 'of']);

/**
 * Words naming a failure and its cause ("failed because", "what went wrong", "root cause",
 * "salió mal", "schiefgelaufen", "根本原因"): an action after them is what went wrong, not advice.
 */
const FAILURE = new Set(['failed', 'failure', 'broke', 'wrong', 'outage', 'incident', 'cause', 'caused', 'culprit', 'falló', 'fallo', 'mal', 'schiefgelaufen', 'fehlgeschlagen', 'ursache', 'échoué', 'échec', 'cause', 'сбой', 'причина', 'причиной', 'falhou', 'causa', 'fallito', '失败', '出错', '原因', '故障', '事故']);
/** Words linking a failure to the action that caused it: "because", "porque", "weil", "parce", "потому", "因为". */
export const BECAUSE = new Set(['because', 'since', 'porque', 'weil', 'parce', 'car', 'потому', 'perché', 'poiché', 'pois', '因为', '由于']);

/** Words after an action that name the harm it did: "skipping it broke the build", "무시했더니 장애가 났다". */
// ("desactivar la verificación expone el sistema a …": the harm a warning names, in the verb's finite form only — "to expose" may be the aim.)
const HARM_AFTER = /^(?:exposes|expone|expõe|espone|exponiert|подвергает|vulnerable|vulnérable|vulnerável|anfällig|broke|corrupted|crashed|outage|breach|leaked|failed|caused|fined|penali[sz]ed|caused an? (?:outage|incident)|罚款|被罚|处罚|罰金|벌금|장애|실패|사고|오류|문제가|발생|故障|失败|事故|出错|障害|失敗|事故)/u;

/** Harm named in a clause of a language without spaces: the action is what caused it ("テストを省略したリリースで障害が起きた"). */
const CJK_HARM = /障害|事故|失敗|故障|事故|失败|出错|罚款|被罚|漏洩|泄露|장애|사고|유출/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Is the action at `verb` named as the cause of a failure ("the deploy failed because I skipped the check")? */
function causedFailure(v: SentenceView, verb: number): boolean {
  const toks = v.s.tokens;
  if (CJK.test(toks[verb]?.text ?? '')) {
    const clause = toks.slice(verb + 1, verb + 16).map((t) => t.text).join('').split(/[、。，,；;！？]/u)[0];
    if (CJK_HARM.test(clause)) return true;
  }
  for (let k = verb + 1; k < Math.min(toks.length, verb + 14); k++) {
    // ("disable the tests when the build failed": a condition is no consequence.)
    // ("… and that caused the outage": "and" followed by "that" or "this" goes on about the same act.)
    const sameAct = toks[k].lower === 'and' && ['that', 'this', 'it'].includes(toks[k + 1]?.lower ?? '');
    if (!sameAct && (/^[.;:!?。；：！？,，]$/u.test(toks[k].text) || v.c.get('condition')?.some((h) => h.start === k) || ['so', 'unless', 'until', 'because', 'and'].includes(toks[k].lower))) break;
    if (HARM_AFTER.test(toks[k].lower)) return true;
  }
  let because = false;
  for (let k = verb - 1; k >= Math.max(0, verb - 10); k--) {
    const t = toks[k];
    if (t.text === ';' || t.text === '；' || t.text === '.' || t.text === '。') return false;
    if (BECAUSE.has(t.lower)) because = true;
    else if (because && FAILURE.has(t.lower)) return true;
    // "What went wrong: a password was sent …": the failure heads the clause, a colon after it.
    else if (t.lower === 'wrong' && toks[k - 1]?.lemma === 'go' && toks.slice(k + 1, verb).some((x) => x.text === ':')) return true;
  }
  return false;
}

/** Chinese words that put an action in the past: 曾 (once), 已 / 已经 (already); the segmenter may join them to a neighbour. */
const ZH_PAST = /[曾已]/u;

/**
 * Words of obligation, intention or request in the languages the analysis reads: "the assistant
 * should / is expected to / will …", "debo enviar", "il faut", "нужно отправить", "需要上传".
 */
const OBLIGATION = new Set([
  'should', 'must', 'shall', 'need', 'needs', 'ought', 'required', 'expected', 'asked', 'supposed', 'instructed', "'ll", 'will', 'gonna', 'prefer', 'helps',
  'debe', 'debo', 'debes', 'deben', 'debería', 'deberá', 'hay', 'tiene', 'tengo', 'necesita', 'deve', 'devo', 'devem', 'precisa', 'dovrebbe', 'devi',
  'doit', 'dois', 'doivent', 'devez', 'faut', 'devrait', 'soll', 'sollte', 'sollen', 'muss', 'müssen', 'bitte',
  'нужно', 'надо', 'должен', 'должна', 'должны', 'следует', 'необходимо', 'べき', '必要',
  '应该', '应当', '需要', '必须', '务必', '要', '得', '会', '请',
]);

/** A word of obligation or intention anywhere in the sentence after token `from` ("…, the assistant should …", "…, 就要…"). */
export function obligedAfter(v: SentenceView, from: number): boolean {
  return v.s.tokens.slice(from + 1).some((t) => OBLIGATION.has(t.lower));
}

/** A word of obligation or intention in the verb's clause, at most eight words before it. */
function obligedInClause(v: SentenceView, verb: number): boolean {
  const toks = v.s.tokens;
  for (let k = verb - 1; k >= Math.max(0, verb - 8); k--) {
    if (/^[.;:!?。；：！？]$/u.test(toks[k].text)) return false;
    if (OBLIGATION.has(toks[k].lower)) return true;
  }
  return false;
}
