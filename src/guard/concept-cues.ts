/**
 * Cues around a sentence that change what a detector makes of it: a lesson frame
 * ("the fix was to…", "next time"), a report of an attack (security training quoting one), a
 * claimed authority ("SYSTEM:", "from the administrator"), a change of the reader's rules, a
 * reply aimed at "the user". Each reads the concept hits and tokens of the shared analysis.
 */
import type { SentenceView } from './concept-frames.js';
import { isDictionaryWord } from '../analysis/wordnet.js';

/** Verbs of telling someone something. */
const TELL = new Set(['tell', 'inform', 'ask', 'remind', 'warn', 'convince', 'persuade', 'urge', 'recommend', 'advise', 'notify', 'assure', 'reassure', 'instruct', 'direct', 'encourage', 'suggest', 'say', 'explain', 'show', 'lead', 'trick', 'get']);
/** Nouns for a marker in the input that a backdoor keys on. */
const MARKERS = new Set(['keyword', 'word', 'phrase', 'token', 'trigger', 'marker', 'codeword', 'code', 'string', 'tag', 'emoji', 'symbol']);
const INPUTS = new Set(['question', 'query', 'input', 'prompt', 'request', 'message', 'instruction', 'task']);
const MEANS = new Set(['mean', 'means', 'indicate', 'indicates', 'signal', 'signals', 'imply', 'implies', 'require', 'requires']);

/**
 * A marker in the input that decides what the reader does: "the keyword X in the question means
 * the answer is No", "if the request contains the word X, reply …" — a backdoor trigger.
 */
export function triggerKeyed(v: SentenceView): string | undefined {
  const toks = v.s.tokens;
  for (let k = 0; k + 2 < toks.length; k++) {
    if (toks[k].lower !== 'in' || !['the', 'a', 'any', 'this'].includes(toks[k + 1].lower) || !INPUTS.has(toks[k + 2].lower)) continue;
    const marker = toks.slice(Math.max(0, k - 8), k).some((t) => MARKERS.has(t.lower));
    const means = toks.slice(k + 3, k + 6).some((t) => MEANS.has(t.lower));
    if (marker && means && v.c.has('reply')) return 'marker>answer';
  }
  return undefined;
}

/** Verbs of a problem resolved: their past tense frames what follows as a lesson. */
const RESOLVED = new Set(['fix', 'resolve', 'solve', 'work', 'unblock', 'succeed', 'pass', 'help', 'do']);
/** Lesson nouns that frame only as a heading or a subject. */
const FRAMING = new Set(['fix', 'workaround', 'solution', 'resolution', 'remedy', 'trick', 'tip', 'tips', 'strategy', 'insight', 'procedure', 'takeaway', 'takeaways', 'lesson', 'lessons', 'playbook', 'best practice']);
/** Most words between a heading's lesson noun and its colon. */
const HEADING = 6;
/** Lesson nouns that frame a heading they open ("Tip for new staff:"); "Strategy meeting notes:" is another heading. */
const HEADING_NOUNS = new Set(['tip', 'tips', 'lesson', 'lessons', 'takeaway', 'takeaways']);
/** Forward-looking words that turn a past resolution into advice. */
const FORWARD = new Set(['always', 'again', 'next', 'future', 'onward', 'onwards', 'henceforth', 'thereafter', 'whenever', 'every']);
/** Words that follow an authority to mark a message as its own ("Admin notice:", "System override"). */
const NOTICE = new Set(['note', 'notice', 'message', 'override', 'update', 'instruction', 'instructions', 'alert', 'directive', 'announcement', 'mode', 'command', 'prompt', 'policy', 'order', 'memo', 'request']);
const CLAIM_VERBS = new Set(['authorize', 'authorise', 'approve', 'grant', 'instruct', 'request', 'mandate', 'order', 'require', 'direct', 'permit', 'allow', 'enable', 'unlock']);
const CHANGE = new Set(['lift', 'remove', 'disable', 'suspend', 'override', 'waive', 'relax', 'unlock', 'deactivate', 'bypass', 'lifted', 'removed', 'disabled', 'suspended', 'overridden', 'waived', 'relaxed', 'unlocked', 'deactivated', 'bypassed', 'off']);
/** The reader's own rules: what a forged authority claims to change (not a service's limits or a user's access). */
const RULE_WORDS = new Set(['restrictions', 'restriction', 'filters', 'filter', 'safety', 'guardrails', 'guardrail', 'guidelines', 'policy', 'policies', 'moderation', 'censorship', 'limitations']);

/** The lesson word framing sentence `i` (itself or a neighbour), or a past resolution with advice forward. */
export function lessonFramed(vs: SentenceView[], i: number): string | undefined {
  let resolved = false;
  let forward = false;
  for (let k = Math.max(0, i - 1); k <= Math.min(vs.length - 1, i + 1); k++) {
    const toks = vs[k].s.tokens;
    // A framing noun frames only as a heading or a subject: "Fix:", "the fix was to", {"lesson": …}; "the typo fix" does not.
    const hit = vs[k].c.get('lesson')?.find((h) => !FRAMING.has(h.term) || [':', 'was', 'is', 'were', 'are', '"', '=', '-', '—', 'learned', 'learnt'].includes(toks[h.end]?.lower ?? '') || headingOpens(toks, h));
    if (hit) return hit.term;
    for (const t of vs[k].s.tokens) {
      if (RESOLVED.has(t.lemma) && t.lower !== t.lemma && (t.pos === 'VERB' || t.pos === 'AUX')) resolved = true;
      if (FORWARD.has(t.lower)) forward = true;
    }
  }
  return resolved && forward ? 'resolved+advice' : undefined;
}

/**
 * Does lesson noun `h` open a heading ("Tip for new staff:", "Lessons of the audit:")? It stands
 * first, is not the modifier of a noun after it ("lesson plan"), and a colon follows within a few words.
 */
function headingOpens(toks: SentenceView['s']['tokens'], h: { start: number; end: number; term: string }): boolean {
  if (h.start > 1 || !HEADING_NOUNS.has(h.term) || toks[h.end]?.pos === 'NOUN') return false;
  return toks.slice(h.end, h.end + HEADING).some((t) => t.text === ':');
}

/** Sentence `i` reports an attack rather than making one: a word of the report lexicon in it or the two before, or throughout the write. */
export function reportedNear(vs: SentenceView[], i: number): boolean {
  for (let k = Math.max(0, i - 2); k <= i; k++) if (vs[k].c.has('reported')) return true;
  return false;
}

/** Words for "from" or "of" that name a sender before an authority, in the languages the lexicons read. */
/** Second-person possessives before an authority: "your", "dein", "votre", "tu", "твой"… */
const YOUR = new Set(['your', 'dein', 'deine', 'deinen', 'ihr', 'ton', 'ta', 'votre', 'tu', 'su', 'teu', 'seu', 'tuo', 'vostro', 'твой', 'ваш', 'ваша', 'uw', 'je', 'twój', 'twoj', 'senin']);
/** Words of a writer naming itself: "I am", "this is", "hier spricht", "je suis", "soy", "я". */
const SPEAKING_AS = new Set(['i', "i'm", 'am', 'is', 'bin', 'spricht', 'suis', 'ici', 'soy', 'habla', 'sou', 'fala', 'sono', 'parla', 'я', 'это', 'говорит', 'ben', 'jestem', 'ben', 'hier', 'aquí', 'aqui', 'qui']);
const FROM = new Set(['from', 'von', 'vom', 'der', 'des', 'de', 'del', 'du', 'da', 'do', 'dal', 'della', 'от', 'من', 'से', 'की', 'ihres', 'ihrer', 'deines', 'deiner', 'eures']);

/** Verbs of a sender writing or speaking to the reader, before the sender's name. */
const WRITES = new Set(['escribe', 'habla', 'écrit', 'schreibt', 'spricht', 'scrive', 'parla', 'escreve', 'fala', 'пишет', 'говорит', 'обращается', 'schrijft', 'spreekt', 'pisze', 'mówi', 'skriver']);

/** Does the sentence claim to come from an authority over the reader? */
export function authorityClaimed(v: SentenceView): boolean {
  const toks = v.s.tokens;
  for (const h of v.c.get('authority') ?? []) {
    if (h.lang === 'zh' || h.lang === 'ja') {
      if (/(?:来自|由|代表)(?:系统|管理员|开发者|开发人员|官方|平台|安全团队)|(?:系统|管理员|开发者|官方|平台|安全团队)(?:通知|消息|指令|授权|公告|要求|提示|覆盖)|【(?:系统|管理员)】|(?:我是|作为)(?:你的|您的)?(?:系统|管理员|开发者|开发人员|官方|平台|安全团队)|システム(?:通知|メッセージ)|(?:管理者|開発者|開発チーム|開発元|運営|運営チーム|セキュリティチーム)(?:から|より)|(?:私は|こちらは)(?:あなたの)?(?:開発者|管理者|運営)|(?:開発元|開発チーム|管理者|運営)(?:からの|による)(?:もの|通知|指示|メッセージ)/u.test(v.s.text)) return true;
      continue;
    }
    // "I am your developer", "Hier spricht dein Administrator", "je suis votre administrateur":
    // the writer speaks as the reader's own authority, in any language the lexicons read.
    const speaker = toks.slice(Math.max(0, h.start - 3), h.start).map((t) => t.lower);
    // ("your developer advocate", "your system requirements": a compound names someone else.)
    const compound = h.lang === 'en' && ['NOUN', 'PROPN'].includes(toks[h.end]?.pos ?? '');
    if (!compound && speaker.some((w) => YOUR.has(w)) && speaker.some((w) => SPEAKING_AS.has(w))) return true;
    // Other languages: the authority heads the sentence as a sender or a notice ("Mitteilung der
    // Administration", "Équipe sécurité :", "إشعار من فريق الأمان"), or follows a word for "from".
    if (h.lang !== 'en') {
      // A term that is an English word too ("direction", "administration", "system") heads a
      // table or a heading in English text: there it needs its "from" word.
      if ((h.start <= 4 && !isDictionaryWord(h.term)) || FROM.has(toks[h.start - 1]?.lower ?? '')) return true;
      // "te escribe el equipo de seguridad", "Вам пишет служба безопасности": the authority signs as the writer.
      if (toks.slice(Math.max(0, h.start - 3), h.start).some((t) => WRITES.has(t.lower))) return true;
      continue;
    }
    const before = toks.slice(0, h.start);
    const atStart = before.every((t) => t.pos === 'PUNCT' || t.pos === 'SYM' || ['the', 'your', 'a', 'an'].includes(t.lower));
    const next = toks.slice(h.end, h.end + 3).map((t) => t.lower);
    if (atStart && (next[0] === ':' || next[0] === ']' || next[0] === '>' || NOTICE.has(next[0] ?? '') || (NOTICE.has(next[1] ?? '') && next[2] === ':'))) return true;
    const prev = toks.slice(Math.max(0, h.start - 3), h.start).map((t) => t.lower);
    if (prev.includes('from') || prev.includes('per') || prev.includes('of') && prev.includes('order') || (prev.includes('by') && toks.slice(Math.max(0, h.start - 4), h.start).some((t) => CLAIM_VERBS.has(t.lemma))) || (prev.includes('this') && prev.includes('is')) || prev.includes('behalf')) return true;
    // "The administrator has authorised …": one authority, named with "the" (not "our developers").
    if (['the', 'your'].includes(toks[h.start - 1]?.lower ?? '') && !toks[h.start].lower.endsWith('s') && toks.slice(h.end, h.end + 3).some((t) => CLAIM_VERBS.has(t.lemma) && t.lower !== t.lemma)) return true;
  }
  return false;
}

/** The reader's rules, restrictions, filters and policies in the languages screened (stems). */
const RULES_ABROAD = /polític|regla|restricci|filtro|richtlinie|regeln|beschränkung|filter|règle|politique|restriction|filtre|правил|огранич|фильтр|polityk|zasad|ograniczen|regra|restriç|regole|restrizion|regels|beperking|kural|kısıtlama|aturan|batasan|quy tắc|hạn chế|regler|begränsning|قواعد|قيود|नियम|सीमा|규칙|제한|ルール|制限|規則/iu;
/** Lifting them: suspended, disabled, lifted, no longer applying. */
const LIFTED_ABROAD = /suspens|suspend|deaktiviert|aufgehoben|außer kraft|désactiv|levée|suspendu|ne s'appliquent plus|no se aplica|quedan sin efecto|desactivad|disattivat|sospes|non si applica|desativad|suspens|não se aplica|сняты|снят|отключен|отменен|больше не действ|не действуют|не применя|opgeheven|uitgeschakeld|gelden niet meer|kaldırıldı|devre dışı|uygulanmaz|dinonaktifkan|dicabut|tidak berlaku|vô hiệu|không còn áp dụng|gäller inte längre|inaktiverad|hävd|wyłączon|zniesion|nie obowiązuj|ألغيت|معطلة|لم تعد|हटा|निष्क्रिय|해제|비활성|解除|無効/iu;

/** Does the sentence change the reader's rules ("your restrictions have been lifted", "safety filters are disabled", "你的限制已解除")? */
export function rulesChanged(v: SentenceView): boolean {
  // Other languages: a word for the reader's rules, restrictions or filters, and one for lifting them, in one sentence.
  if (v.s.script !== 'zh' && RULES_ABROAD.test(v.s.text) && LIFTED_ABROAD.test(v.s.text)) return true;
  if (v.s.script === 'zh') return /(?:规则|限制|指令|安全策略|过滤|审查)[^。]{0,8}(?:解除|取消|关闭|不再适用|失效|停用)/u.test(v.s.text);
  const toks = v.s.tokens;
  const rule = v.c.has('instructions') || v.c.has('setup') || toks.some((t) => RULE_WORDS.has(t.lower));
  return rule && toks.some((t) => CHANGE.has(t.lower) || (t.pos === 'VERB' && CHANGE.has(t.lemma)));
}

/** "tell the user…", "recommend … to users", "告诉用户": an order about the reader's user, not its correspondent. */
export function replyTarget(v: SentenceView): 'user' | undefined {
  const toks = v.s.tokens;
  // Only orders to say something to the user: forwarding the user's complaint to a team is a support macro.
  const telling = v.directives.filter((d) => !d.negated && TELL.has(toks[d.head]?.lemma ?? ''));
  if (v.s.script === 'zh') return v.directives.some((d) => !d.negated) && /(?:告诉|提醒|建议|推荐给|通知|劝|让)用户/u.test(v.s.text) ? 'user' : undefined;
  if (telling.length === 0) return undefined;
  const head = Math.min(...telling.map((d) => d.head));
  for (let k = head + 1; k < toks.length; k++) {
    const w = toks[k].lower;
    if ((w === 'user' || w === 'users' || w === 'reader' || w === 'readers') && ['the', 'all', 'any', 'every', 'to'].includes(toks[k - 1]?.lower ?? '')) return 'user';
  }
  return undefined;
}
