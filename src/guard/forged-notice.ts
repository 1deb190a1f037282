/**
 * A notice forged in an authority's name: third-party text that presents itself as coming from
 * someone with power over the reader (the system, its developers or vendor, an administrator, a
 * security or policy team, the company's management, the user's manager or lawyer) and uses that
 * standing to change what the reader may do — a source declared trusted, approvals declared
 * given, confirmations declared unnecessary, the reader's rules lifted, or an order to the
 * reader. Two parts must both be there:
 *
 * - the sender claimed: a header or field naming the authority as sender ("From:", "issuer",
 *   "De :"), a notice headed with it ("Notice from the platform admin", "Mitteilung des …",
 *   "security team update:"), a writer naming itself as it ("this is the CEO", "as the user's
 *   manager", "on behalf of management");
 * - a power claimed: trust raised, approval given in advance, a check waived, a safeguard of the
 *   guard switched off, or an obligation put on the reader ("assistants must …"); and, where the
 *   write names the reader or the writer names itself as the authority, powers granted or limits
 *   lifted, or someone kept out of a matter that moves money or powers (`authority-words.ts`).
 *
 * A notice that refuses a change ("request denied", "cannot be granted") or warns of someone
 * impersonating the authority is none. Lexicons are general words in the languages screened.
 */
import type { SentenceView } from './concept-frames.js';
import { negatedInClause, quotedAt } from './concept-frames.js';
import { rulesChanged } from './concept-cues.js';
import { AUTHORITY, KEEP_OUT, POWERS_GRANTED } from '../analysis/authority-words.js';

/** Whole words for an authority over the reader or its user (English plural allowed). */
const AUTH_WORDS = [
  // en
  'system', 'sysadmin', 'admin', 'admins', 'administrator', 'administrators', 'administration', 'developer', 'developers', 'dev team', 'engineering team', 'operator', 'operators',
  'vendor', 'provider', 'platform', 'security team', 'it security', 'it department', 'it team', 'it-abteilung', 'trust & safety', 'trust and safety', 'policy team', 'compliance team', 'compliance',
  'legal department', 'legal team', 'management', 'leadership', 'executive', 'executives', 'ceo', 'cfo', 'cto', 'coo', 'ciso', 'president', 'director', 'manager', 'supervisor', 'boss', 'superior',
  'lawyer', 'attorney', 'counsel', 'head of it', 'headquarters', 'openai', 'anthropic', 'deepmind', 'microsoft', 'ceo office', 'ceo-office', 'board',
  // de, nl
  'geschäftsführung', 'vorstand', 'it-leitung', 'leitung', 'anbieter', 'modellanbieter', 'entwickler', 'sicherheitsteam', 'rechtsabteilung', 'anwalt', 'anwältin', 'vorgesetzter', 'vorgesetzte', 'chef', 'chefin',
  'directie', 'beheerder', 'ontwikkelaar', 'ontwikkelaars', 'leverancier', 'beveiligingsteam', 'advocaat', 'leidinggevende',
  // fr, es, pt, it
  'direction', 'administrateur', 'développeur', 'développeurs', 'fournisseur', 'éditeur', 'équipe sécurité', 'équipe de sécurité', 'service juridique', 'avocat', 'supérieur', 'responsable', 'pdg',
  'dirección', 'directora', 'gerente', 'gerencia', 'administrador', 'desarrollador', 'desarrolladores', 'proveedor', 'equipo de seguridad', 'abogado', 'abogada', 'jefe', 'jefa',
  'diretoria', 'diretor', 'diretora', 'desenvolvedor', 'fornecedor', 'advogado', 'advogada', 'chefe', 'equipe de segurança',
  'direzione', 'direttore', 'direttrice', 'amministratore', 'sviluppatore', 'sviluppatori', 'fornitore', 'avvocato', 'team di sicurezza',
  // ru, pl, sv, id, vi
  'администратор', 'администрация', 'администрации', 'разработчик', 'разработчики', 'руководство', 'руководства', 'директор', 'служба безопасности', 'службы безопасности', 'юрист', 'адвокат', 'поставщик',
  'zarząd', 'dyrektor', 'kierownik', 'przełożony', 'prawnik', 'ledningen', 'chefen', 'säkerhetsteamet', 'pengembang', 'manajemen', 'direksi', 'quản trị viên', 'ban giám đốc', 'giám đốc',
];
/** Stems for languages that inflect or compound the word (Turkish cases, German genitives and compounds). */
const AUTH_STEMS = ['yönetici', 'yönetim', 'geliştirici', 'güvenlik ekib', 'avukat', 'müdür', 'trust-&-safety', 'modellanbieter', 'sicherheitsteam', 'geschäftsführ', 'systemadministrat', 'administrator', 'entwickler'];
/** Words in scripts written without spaces. */
const AUTH_CJK = ['系统', '管理员', '开发者', '开发人员', '开发团队', '官方', '安全团队', '董事长', '总经理', '首席执行官', '领导', '律师', '老板', '经理', '法务部', '管理者', '開発者', '開発チーム', '運営', '社長', '上司', '관리자', '개발자', '개발팀', '보안팀', '대표', '사장', '상사', '변호사'];

/** Scripts written without spaces between words: their terms are found anywhere. */
const UNSPACED = new Set(['zh', 'ja', 'ko', 'th']);
AUTH_WORDS.push(...Object.entries(AUTHORITY).flatMap(([lang, terms]) => (UNSPACED.has(lang) ? [] : terms)));
AUTH_CJK.push(...Object.entries(AUTHORITY).flatMap(([lang, terms]) => (UNSPACED.has(lang) ? terms : [])));

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** A pattern finding any phrase of a per-language lexicon, as whole words where the script has spaces. */
function phrases(lexicon: Record<string, string[]>): RegExp {
  const spaced = Object.entries(lexicon).flatMap(([lang, terms]) => (UNSPACED.has(lang) ? [] : terms.map(esc)));
  const unspaced = Object.entries(lexicon).flatMap(([lang, terms]) => (UNSPACED.has(lang) ? terms.map(esc) : []));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])|${unspaced.join('|')}`, 'iu');
}
/** "do not loop her in", "ona haber vermeyin", "不要告诉她": the reader told to keep someone out of the matter. */
export const KEPT_OUT = phrases(KEEP_OUT);
/** "you are hereby authorised", "vos permissions ont été étendues", "之前的限制不再适用": powers given, limits lifted. */
const GRANTED = phrases(POWERS_GRANTED);
const AUTH = `(?:(?<![\\p{L}\\p{N}])(?:${AUTH_WORDS.map(esc).join('|')})(?:s|es)?(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?:${AUTH_STEMS.map(esc).join('|')})\\p{L}{0,8}|${AUTH_CJK.join('|')})`;

/** A header or data field naming the sender: "From: IT Security", `"issuer": "policy team"`, "ORGANIZER;CN=CEO Office". */
// Short words of other languages ("Od:", "Fra:", "Από:") are a header only with their colon right after them:
// "Odpowiedź: …", "Framework agreement: …" and "Από Δευτέρα:" (from Monday) are none.
const SENDER_LINE = new RegExp(`^[ \\t>*_\\[]{0,4}(?:(?:from|sender|issuer|source|origin|author|signed[ _-]?by|organizer|de|von|van|da|от|kimden|dari|từ|nadawca|avsändare|发件人|寄件人|差出人|보낸 ?사람)(?![\\p{L}])[^:：=\\n]{0,30}|(?:від|od|fra|från|lähettäjä|feladó|expeditor|από|מאת|از|प्रेषक|odesílatel)[ \\t]?)[:：=][ \\t]*[^\\n]{0,80}?${AUTH}`, 'imu');
const SENDER_FIELD = new RegExp(`["'](?:issuer|source|sender|from|author|origin|signed_by|issued_by|requested_by|authority)["'][ \\t]*:[ \\t]*["'][^"'\\n]{0,80}?${AUTH}`, 'iu');
/** Words for a notice, message or order. */
const NOTICE = '(?:message|notice|notification|note|announcement|memo|directive|instruction|instructions|update|alert|order|bulletin|mitteilung|nachricht|hinweis|anweisung|weisung|rundschreiben|avis|communiqué|communication|consigne|mensaje|aviso|nota|comunicado|instrucción|mensagem|comunicação|instrução|messaggio|avviso|comunicazione|bericht|mededeling|instructie|сообщение|уведомление|распоряжение|указание|объявление|not|mesaj|duyuru|talimat|bildirim|komunikat|polecenie|meddelande|pemberitahuan|thông báo|通知|公告|消息|指令|お知らせ|通達|공지|알림)';
/** A notice headed by its sender: "Message from the CEO", "Mitteilung des Teams", "Per CEO directive", "on behalf of management". */
const NOTICE_FROM = new RegExp(`(?<![\\p{L}])${NOTICE}(?![\\p{L}])[^\\n.!?]{0,12}?(?:from|by|of|des|der|von|vom|de la|du|de|del|dal|della|da|van|от|od|från|dari|của)[ \\t][^\\n.!?]{0,40}?${AUTH}`, 'iu');
const AUTH_NOTICE = new RegExp(`^[^\\p{L}\\n]{0,12}[^\\n]{0,40}?${AUTH}[^\\n.!?]{0,20}?${NOTICE}[^\\n]{0,6}[:：\\]】]`, 'imu');
const BEHALF = new RegExp(`(?:(?<![\\p{L}])per|on behalf of|in the name of|namens|im auftrag (?:de[rs]|von)|im namen (?:de[rs]|von)|de la part d[eu]|au nom d[eu]|en nombre de|em nome d[eo]|a nome d[ei]|от имени|w imieniu|代表)[ \\t]+[^\\n.!?]{0,30}?${AUTH}`, 'iu');
/** Nouns that make an authority word part of another role or thing: "developer advocate", "system requirements". */
const COMPOUND = '(?:advocate|advocates|relations|experience|evangelist|account|accounts|panel|console|portal|guide|docs|documentation|requirements|settings|assistant|certification|bootcamp|student|intern|community|program|programme)(?![\\p{L}])';
/** A writer naming itself as the authority: "this is Dana, the CEO", "como superior del usuario", "ben … avukatıyım". */
const SELF = new RegExp(`(?:(?<![\\p{L}])(?:this is|i am|i'm|speaking as|writing as|as (?:the|your|their)|ich bin|hier spricht|je suis|en tant que|soy|como|sou|sono|in qualità di|ik ben|я|ben|jestem)[ \\t,][^\\n.!?]{0,30}?${AUTH}(?![ \\t]+${COMPOUND})|(?:我是|作为)[^\\n。]{0,10}?(?:${AUTH_CJK.join('|')}))`, 'iu');
/** A chat line whose speaker is an authority: "[10:03] Admin (verified): …". */
const SPEAKER = new RegExp(`^[ \\t]*(?:\\[[^\\]\\n]{0,24}\\][ \\t]*)?[^\\p{L}\\n]{0,6}${AUTH}[^\\n:：]{0,20}[:：]`, 'imu');

/** Where a write names its sender as an authority, if it does. */
export function senderClaimed(text: string): string | undefined {
  const head = text.slice(0, 6000);
  if (SENDER_FIELD.test(head)) return 'field';
  if (SENDER_LINE.test(head)) return 'header';
  if (NOTICE_FROM.test(head) || AUTH_NOTICE.test(head)) return 'notice';
  if (BEHALF.test(head)) return 'behalf';
  if (SELF.test(head)) return 'self';
  if (SPEAKER.test(head)) return 'speaker';
  return undefined;
}

/** A warning that someone impersonates an authority, or a notice refusing a change: no forgery. */
const WARNS = /impersonat|forged|forgery|counterfeit|pretend(?:s|ing)? to be|posing as|claiming to be|claim to be|spoof|se faire passer|se font passer|hacerse pasar|se hacen pasar|se passar por|spacciarsi|sich als [^\n]{0,30} ausgeben|ausgeben als|выдают себя|выдавать себя|podszywa|kendini [^\n]{0,30} gibi|冒充|假冒|冒名|伪装成|なりすまし|騙る|사칭|사칭해|denied|rejected|refused|declined|abgelehnt|refusée?|rechazad|recusad|rifiutat|отклонен|отказано|geweigerd|reddedildi|拒绝|驳回/iu;

/** Trust raised for a source or its content. */
const TRUSTED = /(?<![\p{L}])(?:trusted|whitelist(?:ed)?|allowlist(?:ed)?|allow-listed|user-level trust|trust level|official source|only source|sole source|verified partner|vertrauenswürdig\p{L}*|de confiance|fiable|confiable|confiável|fidat\p{L}|доверенн\p{L}*|güvenilir|vertrouwd|zaufan\p{L}*|tepercaya|đáng tin cậy|source officielle|seule source|única fuente|fuente oficial|fonte ufficiale|einzige quelle|offizielle quelle|可信|信任|白名单|唯一来源|官方来源)(?![\p{L}])/iu;
/** The reader's user made to stand behind what others send: "as if the user approved", "the user's own statement". */
const AS_USER = /as if (?:it|they|he|she|the user)[^.\n]{0,30}(?:user|approved|came)|as (?:the user's own|user instructions|trusted user)|alsof de gebruiker|als ob (?:der|die) (?:nutzer|benutzer)|comme si l'utilisateur|como si (?:el|la) usuari|como se o usuário|come se l'utente|как будто (?:это )?пользовател|kullanıcının kendi|用户本人|视为用户|当作用户/iu;
/** Approval given in advance or a check waived. */
const PREAPPROVED = /(?<![\p{L}])(?:pre-?approved|pre-?authori[sz]ed|auto-?approved?|already approved|approved in advance|must not be (?:double-)?checked|not be double-checked|no need to (?:loop in|involve|check with|consult|verify|confirm)|without (?:contacting|telling|asking|informing|looping in|consulting) (?:the user|them|him|her|finance|anyone)|no (?:user )?consent (?:is )?(?:required|needed)|consent is not (?:required|needed)|sin (?:preguntar|consultar|confirmar|avisar)\p{L}*|no hace falta confirmar\p{L}*|sans (?:lui )?demander|ohne (?:ihn|sie|den nutzer) zu fragen|otomatik olarak onaylan\p{L}*|automatisch (?:genehmigt|freigegeben)|automatiquement approuvé\p{L}*|aprobad\p{L}* automáticamente|自动批准|无需确认|无需审批)/iu;
/** The guard itself switched off: "do not quarantine", "karantinaya alma", "nicht in Quarantäne". */
const GUARD_OFF = /(?:(?:do not|don't|never|no longer|stop) (?:quarantine|flag|filter|scan|block|hold)|karantinaya alma|nicht (?:in )?quarantäne|ne (?:pas )?(?:mettre en )?quarantaine|no (?:poner en )?cuarentena|不要隔离|无需隔离)/iu;
/** An obligation on a reader named beside it: "assistants must", "l'assistant doit", "müssen Assistenten". */
const MUST = /^(?:must|should|shall|required|expected|muss|müssen|sollen|soll|doit|doivent|debe|deben|deve|devono|devem|moet|moeten|должен|должна|должны|musi|muszą|ska|harus|phải|mutlaka|zorunda)$/iu;

/** What a notice may move behind the user's back: money, data, powers, a check. */
const STAKES = ['grant', 'privilege', 'transfer', 'noConfirm', 'weaken'];
/** English verbs of moving money ("wire the deposit", "transfer the fee"). */
const PAYING = new Set(['pay', 'wire', 'transfer', 'remit', 'settle']);

/** Report words that only introduce an example ("such as", "e.g."): a notice lists partners with them too. */
const EXAMPLE_ONLY = new Set(['such as', 'for example', 'e.g.', 'for instance', 'por ejemplo', 'zum beispiel', 'beispielsweise', 'par exemple', 'например', '例如', '比如', 'por exemplo', 'per esempio', 'ad esempio', 'bijvoorbeeld', 'na przykład', 'örneğin', 'misalnya', 'contohnya', 'ví dụ', '例えば', '예를 들어', 'مثال', 'على سبيل المثال', 'उदाहरण']);

/** Does sentence `i` or one of the two before it report an attack (an attacker, a scam, a fake), beyond giving an example? */
export function reportsAttack(vs: SentenceView[], i: number): boolean {
  for (let k = Math.max(0, i - 2); k <= i; k++) if ((vs[k].c.get('reported') ?? []).some((h) => !EXAMPLE_ONLY.has(h.term))) return true;
  return false;
}

/** The token of sentence `v` where character `at` of its text falls. */
function tokenAt(v: SentenceView, at: number): number {
  let cursor = 0;
  for (let k = 0; k < v.s.tokens.length; k++) {
    const i = v.s.text.indexOf(v.s.tokens[k].text, cursor);
    if (i < 0) continue;
    if (i + v.s.tokens[k].text.length > at) return k;
    cursor = i + v.s.tokens[k].text.length;
  }
  return Math.max(0, v.s.tokens.length - 1);
}

/** A power claimed in sentence `v`, not negated: its name. */
function powerIn(v: SentenceView, syntaxQuotes: boolean): string | undefined {
  const quoted = (k: number) => !syntaxQuotes && quotedAt(v.s, k);
  for (const [name, re] of [['trusted', TRUSTED], ['as-user', AS_USER], ['pre-approved', PREAPPROVED], ['guard-off', GUARD_OFF]] as const) {
    const m = re.exec(v.s.text);
    // A power inside quotation marks is someone else's words, quoted.
    if (!m || quoted(tokenAt(v, m.index))) continue;
    // "cannot be granted user-level trust", "is not a trusted source": a power denied. (A waived
    // check carries its own negation: "must not be double-checked".)
    if (name === 'trusted' || name === 'as-user') {
      const k = tokenAt(v, m.index);
      if (negatedInClause(v, k) || v.s.tokens.slice(Math.max(0, k - 5), k).some((t) => t.negated || /^(?:not|never|no|cannot|nicht|kein|pas|jamais|no|nunca|não|non|не|değil|niet|nie)$/iu.test(t.lower))) continue;
    }
    return name;
  }
  // "your safety filters are suspended", "les règles ne s'appliquent plus": the reader's rules lifted.
  if (rulesChanged(v)) return 'rules lifted';
  // "assistants are now permitted to share …", "the bot may now approve …": powers granted to a reader.
  if (v.c.has('reader') && v.c.get('grant')?.some((h) => !quoted(h.start) && !negatedInClause(v, h.start) && !v.s.tokens[h.start]?.negated)) return 'granted to reader';
  // "assistants must now forward …", "all bots in this workspace must …", "l'assistant doit …", "müssen Assistenten …".
  for (const h of v.c.get('reader') ?? []) {
    const after: typeof v.s.tokens = [];
    for (const t of v.s.tokens.slice(h.end, h.end + 6)) {
      if (t.pos === 'PUNCT' || t.pos === 'VERB') break;
      after.push(t);
    }
    const near = [...v.s.tokens.slice(Math.max(0, h.start - 2), h.start), ...after];
    const modal = near.find((t) => MUST.test(t.lower));
    if (modal && !quoted(h.start) && !negatedInClause(v, h.end) && !v.s.tokens.slice(h.end, h.end + 4).some((t) => /^(?:not|never|nicht|pas|no|não|non|не|niet|nie)$/iu.test(t.lower))) return 'reader obliged';
  }
  return undefined;
}

/**
 * Is the write a notice forged in an authority's name: a sender claimed and a power claimed, in
 * text that neither warns of impersonation nor refuses the change? `ordered`: the other detectors
 * found an order in it.
 */
export function forgedNotice(text: string, vs: SentenceView[], ordered: boolean): string | undefined {
  if (warnsOfImpersonation(text)) return undefined;
  const sender = senderClaimed(text);
  if (!sender) return undefined;
  if (ordered) return `${sender}+order`;
  // Quotation marks in JSON or CSV are their syntax, not a quotation.
  const syntaxQuotes = /^\s*[[{]/u.test(text) || /^"[^"\n]{0,200}",|","/mu.test(text.slice(0, 6000));
  for (let i = 0; i < vs.length; i++) {
    if (reportsAttack(vs, i)) continue;
    const power = powerIn(vs[i], syntaxQuotes);
    if (power) return `${sender}+${power}`;
  }
  // The phrases below are everyday words of a staff notice too ("your permissions have been
  // extended", "do not tell Maria, it is a surprise"): they claim a power over the reader only where
  // the write names the reader (an assistant, an AI), or where the writer names itself as the authority
  // in its own words ("this is the CEO") rather than in a mail header.
  const readerNamed = vs.some((v) => v.c.has('reader'));
  if (!readerNamed && sender !== 'self') return undefined;
  // Powers given or limits lifted: "vous accordons les droits administrateur", "之前的限制不再适用".
  if (readerNamed && vs.some((v, i) => !reportsAttack(vs, i) && GRANTED.test(v.s.text))) return `${sender}+powers granted`;
  // Someone kept out of a matter that moves money or powers ("wire it today; do not loop in
  // Finance"): a claimed authority going round the reader's user.
  const keptOut = vs.some((v, i) => !reportsAttack(vs, i) && KEPT_OUT.test(v.s.text));
  if (keptOut && vs.some((v) => STAKES.some((k) => v.c.has(k)) || v.s.tokens.some((t) => t.pos === 'VERB' && PAYING.has(t.lemma)))) return `${sender}+kept out`;
  return undefined;
}

/** Does the write warn of someone impersonating an authority, or refuse a change asked for? */
export function warnsOfImpersonation(text: string): boolean {
  return WARNS.test(text.slice(0, 6000));
}
