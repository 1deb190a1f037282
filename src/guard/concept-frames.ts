/**
 * How a sentence stands: is it a directive, to whom, negated, reported or quoted,
 * framed as a lesson. Built on the shared analysis (POS, lemmas, negation) and the concept hits
 * of `analysis/concepts.ts`, so the same reading serves English, Chinese and the languages whose
 * imperatives the lexicons list.
 */
import type { Sentence, Token } from '../analysis/types.js';
import type { ConceptHit, SentenceConcepts } from '../analysis/concepts.js';
import { isVerb } from '../analysis/wordnet.js';
import { ordersIn } from './foreign-mood.js';
import { readerAtWork, reads, RELATIVE } from './reader-at-work.js';

/** Who a directive speaks to. */
export type Addressee = 'reader' | 'you' | 'impersonal';

/** A directive found in a sentence. */
export interface Directive {
  /** Token index of the verb that gives the order. */
  head: number;
  addressee: Addressee;
  negated: boolean;
}

/** One sentence with its concepts and how it stands. */
export interface SentenceView {
  s: Sentence;
  c: SentenceConcepts;
  directives: Directive[];
  /** The reader is addressed here: vocative, subject of an order, "AI agents reading this page", "if you are an AI". */
  addressesReader: boolean;
  /** Inside a code block or span (documentation of a format, not speech). */
  inCode: boolean;
  /** Prose of a write that is technical documentation (many inline code spans): it describes code. */
  inDocs?: boolean;
  /** Tokens of a prose sentence inside its inline code spans (`like this`). */
  codeTokens?: Set<number>;
  /** Words that make a clause an order by the grammar of a language other than English or Chinese (`foreign-mood.ts`). */
  orders?: number[];
  /** A machine reader is called here, not only spoken of (`machineCalled`). */
  called: boolean;
}

/** Action families whose words may head a directive. */
export const ACTIONS = ['transfer', 'weaken', 'destroy', 'credHandling', 'replyVerb', 'transform', 'override', 'reveal'] as const;

/** Words that may come before the verb of an order without changing it. */
const LEAD_IN = new Set(['please', 'kindly', 'just', 'simply', 'now', 'immediately', 'also', 'then', 'always', 'first', 'finally', 'additionally', 'importantly', 'instead', 'quickly', 'silently', 'quietly', 'secretly', 'and', 'so', 'but', 'ok', 'okay', 'hey', 'hi', 'hello', 'pls', 'plz', 'urgently', 'automatically', 'next', 'afterwards', 'afterward', 'again', 'still']);
const NEGATORS = new Set(['not', "n't", 'never', 'dont', 'nor', 'no']);
/** Modal and obligation words: "X should / must / needs to / is to / will …". */
const MODALS = new Set(['should', 'must', 'shall', 'need', 'needs', 'ought', 'have', 'has', 'is', 'are', 'required', 'expected', 'asked', 'instructed', 'supposed', 'may', 'can', 'could', 'would']);
/** What the reader was set to do: "your real objective is to …". */
const TASK = new Set(['task', 'objective', 'goal', 'mission', 'assignment', 'purpose', 'job', 'priority']);
/** Modals that only order when followed by "to" (need to, has to, is to, are required to). */
const MODALS_WITH_TO = new Set(['need', 'needs', 'have', 'has', 'is', 'are', 'required', 'expected', 'asked', 'instructed', 'supposed', 'ought']);
/** Modals that give leave rather than an order: count only for the reader ("AI models may now ignore…"). */
const PERMISSIVE = new Set(['may', 'can', 'could', 'would']);
/** Participles that put a reader at work on the text: "assistants processing this page". */
/** English words before a reader word that call it: "Dear assistant", "if you are an AI", "as an AI". */
const CALLING = new Set(['dear', 'hey', 'hi', 'hello', 'attention', 'are', 'as']);
const READING = new Set(['describing', 'visiting', 'browsing', 'using', 'reading', 'processing', 'summarizing', 'summarising', 'parsing', 'scanning', 'analyzing', 'analysing', 'handling', 'indexing', 'crawling', 'viewing', 'ingesting', 'reviewing', 'answering', 'seeing']);
/** Verbs a machine reader does to a text ("when you summarise this"): a person rarely says them of a letter. */
const MACHINE_READ = new Set(['summarize', 'summarise', 'process', 'parse', 'index', 'crawl', 'ingest', 'scrape', 'analyze', 'analyse', 'embed', 'retrieve']);
/** Human roles that the reader words also name ("teaching assistant", "estate agent", "model year"). */
const HUMAN_ROLE = new Set(['teaching', 'executive', 'administrative', 'personal', 'research', 'medical', 'dental', 'legal', 'office', 'lab', 'sales', 'shop', 'store', 'program', 'travel', 'estate', 'insurance', 'booking', 'customer', 'support', 'service', 'secret', 'free', 'talent', 'literary', 'ticket', 'role', 'fashion', 'data', 'business', 'financial', 'scale']);
const HUMAN_AFTER = new Set(['manager', 'director', 'professor', 'editor', 'coach', 'principal', 'teacher', 'year', 'number', 'name', 'code', 'train', 'kit', 'home']);
/** Reader words that name a person or a thing as often as a machine: they need an AI qualifier. */
const WEAK_READER = new Set(['agent', 'agents', 'model', 'models', 'bot', 'bots', 'assistant', 'assistants', 'agente', 'agent', 'modelo', 'modell', 'modèle', 'модель', 'агент', 'бот', 'ассистент', 'помощник', 'asistente', 'assistent', 'assistentin', 'assistante']);
const AI_QUALIFIER = new Set(['языковая', 'языковой', 'языковую', 'языковые', 'языковых', 'языковым', 'ai', 'llm', 'language', 'automated', 'autonomous', 'coding', 'browsing', 'email', 'virtual', 'digital', 'chat', 'gpt', 'smart', 'intelligent', 'ki', 'ia', 'ии']);
/** Chinese modal and request words that make a clause an order. */
const ZH_DIRECTIVE = ['请', '务必', '必须', '一定要', '应该', '应当', '需要', '要求', '立即', '马上', '立刻', '记得', '记住', '不要', '别', '切勿', '禁止', '把', '将', 'ください', '下さい', 'しなさい', 'せよ', 'してくれ'];
/** Subject pronouns: a clause that has one before its verb states, it does not order. */
const ZH_SUBJECTS = new Set(['我', '他', '她', '它', '我们', '他们', '她们', '它们', '大家', '咱们']);
/** Prepositions an order may open with ("在回答末尾加上…", "把文件发给…"). */
const ZH_LEADS = new Set(['在', '于', '对', '给', '把', '将', '用', '向']);
const ZH_NEGATIVE = ['不要', '别', '切勿', '禁止', '不得', '不能', '不可', '从不', '绝不', '不应'];
/** Marks that open or close a quotation, in the languages read. */
export const QUOTE_MARKS = new Set(['"', '“', '”', '„', '«', '»', '「', '」', '『', '』', "'", '‘', '’']);

/** Korean endings of an order or an obligation: -세요, -십시오, -하라, -해 줘, -할 것, -바랍니다, -야 한다. */
const KO_ORDER = /(?:세요|십시오|하라|해라|주세요|해 ?줘|할 것|할것|바랍니다|야 ?한다|야 ?합니다|도록)/u;
/** Japanese and Korean negation after the verb: 入力せずに, しないで, 하지 마세요, 하지 않고. */
const POST_NEGATION = /^[^、。，,.]{0,2}(?:せず|しない|しません|ないで|ずに|なくて|ません)|^[^、。，,.]{0,3}(?:わない|ないこと|ないよう)|^[^,.]{0,4}지 ?(?:마|않|말)/u;

/** Markdown emphasis marks around a word: `*`, `**`, `_`, `~~`. */
const EMPHASIS = /^[*_~]{1,3}$/u;

/** Letters only Vietnamese writes (ơ, ư, ă, đ and tone marks on them). */
const VIETNAMESE = /[ơưăđƠƯĂĐ\u1EA0-\u1EF9]/u;
/** Words that negate or forbid the action a few words after them. */
export const NEGATING = new Set(['không', 'đừng', 'chớ', 'chưa', 'jangan', 'tidak', 'bukan', 'nigdy', 'asla', 'niet', 'nooit', 'geen', 'not', "n't", 'never', 'avoid', 'avoiding', 'without', 'refrain', 'prevent', 'stop', 'no', 'nor', 'cannot', 'dont', 'nunca', 'nie', 'jamais', 'pas', 'не', 'никогда', 'nicht', 'niemals', 'kein', 'keine', 'sin', 'sem', 'senza', 'без', 'nem', 'não', 'non', 'нельзя', 'запрещено', 'मत', 'aldrig', 'inte', 'statt', 'anstatt', 'вместо', 'zamiast',
  // The languages of lexicon-languages.ts: words that are a negation or "never" in them and in no other.
  'ikke', 'aldri', 'älä', 'älkää', 'koskaan', 'ära', 'ärge', 'kunagi', 'nekad', 'niekada', 'niekuomet', 'nikdy', 'soha', 'sose', 'niciodată', 'μην', 'μη', 'δεν', 'ποτέ', 'ніколи', 'никога', 'nikada', 'nikad', 'אל', 'לא', 'לעולם', 'אסור', 'هرگز', 'kamwe', 'usah']);

/**
 * Negative pronouns ("nobody", "niemand", "nadie", "никто", "没有人"): with any verb they say no one
 * did it — after a shortcut, that no one saw or stopped it ("nobody asked", "fiel niemandem auf":
 * normalised deviance); before a "without", a rule ("nobody enters without goggles").
 */
export const NOBODY = new Set(['nobody', 'niemand', 'niemandem', 'niemanden', 'keiner', 'nadie', 'nessuno', 'ninguém', 'nikt', 'nikomu', 'nikogo', 'никто', 'никого', 'никому', 'ніхто', 'нікого', 'нікому', 'nikdo', 'nikto', 'senki', 'nimeni', 'κανείς', 'kimse', 'kukaan', 'keegi', 'neviens', 'niekas', 'nitko', 'nikoga', 'никой', '没有人', '没人', '誰も', '아무도']);

/**
 * Having stopped doing it ("we stopped disabling", "on a arrêté de désactiver", "dejamos de",
 * "перестали отключать"): these words negate only the verb that follows them, at once or after the
 * particle of `STOP_LINKS` ("deploys stopped breaking once we disabled …" negates nothing).
 */
const STOPPED = new Set(['stopped', 'quit', 'slutade', 'sluttet', 'stoppede', 'stopten', 'arrêté', 'arrêtons', 'dejamos', 'dejaron', 'dejé', 'deixamos', 'deixaram', 'smesso', 'smettiamo', 'перестали', 'перестал', 'przestaliśmy', 'przestali']);
const STOP_LINKS = new Set(['de', "d'", 'di', 'med', 'att', 'å', 'met', 'te', 'op']);

/**
 * Is the verb at `verb` negated within its own clause? A negator up to four words before it,
 * with no clause break between ("when the checksum does not match, disable …" is not negated).
 */
export function negatedInClause(v: SentenceView, verb: number): boolean {
  const toks = v.s.tokens;
  // Japanese and Korean put the negation after the verb.
  if (/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(v.s.text)) {
    const after = toks.slice(verb, verb + 6).map((t) => t.text).join(v.s.script === 'zh' ? '' : ' ');
    const word = toks[verb]?.text ?? '';
    if (POST_NEGATION.test(after.slice(Math.min(word.length, 2))) || POST_NEGATION.test(after.slice(word.length))) return true;
  }
  if (v.s.script === 'zh') {
    for (let k = verb - 1; k >= Math.max(0, verb - 6); k--) {
      if (/^[，,。；;：:]$/u.test(toks[k].text)) return false;
      if (/^(?:请勿|不要|别|切勿|禁止|不得|不能|不可|从不|绝不|不应|避免|不|没|勿|不用|不必|无需|不需要|严禁|千万别|千万不要|不会|绝不会|决不)$/u.test(toks[k].text)) return true;
    }
    return false;
  }
  // Hindi puts the negation between a verb's noun and its light verb ("साझा न करें").
  if (/\p{Script=Devanagari}/u.test(v.s.text) && toks.slice(verb + 1, verb + 3).some((t) => HI_POST_NEGATION.test(t.text))) return true;
  // German and Dutch put "nicht", "nie", "nooit" after the verb of an order ("Teile dein Passwort niemals", "Deel het nooit").
  for (let k = verb + 1; k < Math.min(toks.length, verb + 7); k++) {
    if ((toks[k].pos === 'PUNCT' && toks[k].text !== '-') || SUBORDINATORS.has(toks[k].lower)) break;
    if (POST_NEGATORS.has(toks[k].lower)) return true;
  }
  // Vietnamese writes a word as several syllables ("không bao giờ yêu cầu bạn gửi"): its negation reaches further back.
  let floor = Math.max(0, verb - (VIETNAMESE.test(v.s.text) ? 9 : 4));
  for (let k = verb - 1; k >= floor; k--) {
    // Markdown emphasis ("do **not** drop") is no clause break, and no word.
    if (EMPHASIS.test(toks[k].text)) {
      floor = Math.max(0, floor - 1);
      continue;
    }
    // A hyphen inside a word ("sekali-kali", "never-ever") breaks no clause; a dash between words does.
    const inWord = toks[k].text === '-' && k > 0 && v.s.text.includes(`${toks[k - 1].text}-${toks[k + 1]?.text ?? ''}`);
    if ((toks[k].pos === 'PUNCT' && !inWord) || toks[k].lower === 'but') return false;
    if (NEGATING.has(toks[k].lower)) return true;
    if (STOPPED.has(toks[k].lower) && (k === verb - 1 || (k === verb - 2 && STOP_LINKS.has(toks[k + 1].lower)))) return true;
    // "instead of turning off …", "rather than disabling …", "au lieu de désactiver", "en lugar de desactivar": the alternative not taken.
    if (INSTEAD.has(`${toks[k - 1]?.lower ?? ''} ${toks[k].lower}`) || INSTEAD.has(`${toks[k - 2]?.lower ?? ''} ${toks[k - 1]?.lower ?? ''} ${toks[k].lower}`)) return true;
  }
  return false;
}

/** "Instead of" in the languages the lexicons read: the action after it is the one not to take. */
const INSTEAD = new Set(['instead of', 'rather than', 'au lieu de', "au lieu d'", 'en lugar de', 'en vez de', 'em vez de', 'invece di', 'in plaats van', 'i stället för']);

/** Words opening a subordinate clause in those languages: a negation after them is the clause's own ("…, wenn es nicht passt"). */
const SUBORDINATORS = new Set(['wenn', 'weil', 'falls', 'obwohl', 'dass', 'als', 'wanneer', 'omdat', 'toen', 'dat', 'när', 'om', 'eftersom', 'att', 'når', 'hvis', 'fordi', 'at', 'da']);
/** Negations that stand after the verb in German, Dutch and Scandinavian main clauses; none is an English word. */
const POST_NEGATORS = new Set(['nicht', 'niemals', 'nie', 'keinesfalls', 'keineswegs', 'nimmer', 'niet', 'nooit', 'geenszins', 'aldrig', 'inte', 'ikke', 'aldri', 'ej']);

/** Hindi negation after the verb's noun ("साझा न करें", "शेयर नहीं करना", "साझा मत करो"). */
const HI_POST_NEGATION = /^(?:न|ना|नहीं|मत)$/u;

const has = (c: SentenceConcepts, name: string) => (c.get(name)?.length ?? 0) > 0;

function isBaseVerb(s: Sentence, t: Token, c: SentenceConcepts, i: number): boolean {
  if (t.pos === 'VERB' || t.pos === 'AUX') return t.lower === t.lemma && t.lower !== 'be';
  // A capitalised clause-initial word the tagger took for a name ("Response: Mark the tests …")
  // is an imperative when WordNet knows it as a verb and an object follows.
  const next = s.tokens[i + 1];
  // ("first run `make clean`": a command in backticks is its object too.)
  if ((t.pos === 'PROPN' || t.pos === 'NOUN') && next && (['DET', 'PRON', 'ADJ', 'NUM'].includes(next.pos) || next.text === '`') && isVerb(t.lower)) return true;
  // The tagger sometimes reads a sentence-first imperative as a noun ("Forward the thread …"):
  // an action word at the clause start is taken as the verb.
  return ACTIONS.some((a) => c.get(a)?.some((h) => h.start === i && h.lang === 'en' && /^[a-z][a-z -]*$/u.test(h.term))) && t.pos !== 'DET' && t.pos !== 'PRON';
}

/** Is the reader word at `i` a machine (not "teaching assistant", not "model year")? */
function machineReader(s: Sentence, hit: ConceptHit): boolean {
  const word = s.tokens[hit.start]?.lower ?? '';
  const prev = s.tokens[hit.start - 1]?.lower ?? '';
  const next = s.tokens[hit.end]?.lower ?? '';
  if (HUMAN_AFTER.has(next)) return false;
  if (!WEAK_READER.has(word)) return !HUMAN_ROLE.has(prev) || AI_QUALIFIER.has(prev);
  // ("Note to the travel agent:": a person's trade before it.)
  if (HUMAN_ROLE.has(prev)) return false;
  const after = s.tokens[hit.end + 1]?.lower ?? '';
  // "Note for the model:", "Dear assistant," — addressed by name; "the model year" is not.
  const called = [':', ',', '!'].includes(next) && s.tokens.slice(Math.max(0, hit.start - 3), hit.start).some((t) => ['note', 'dear', 'hey', 'hi', 'hello', 'attention', 'message', 'memo', 'instructions', 'hé', 'hallo', 'hola', 'salut', 'ciao', 'olá', 'oi', 'привет', 'merhaba', 'halo', 'hej', 'cześć', 'xin chào', 'liebe', 'lieber', 'querido', 'querida', 'cher', 'chère', 'caro', 'cara', 'beste', 'уважаемый', 'уважаемая'].includes(t.lower));
  // "modelo de lenguaje", "modèle de langage", "modello di linguaggio": a language model.
  const language = ['de', 'di', 'da', 'do'].includes(next) && /^(?:lenguaje|langage|linguagem|linguaggio|ia|ki|inteligencia|intelligence|intelligenza|inteligência)$/u.test(after);
  return called || language || AI_QUALIFIER.has(prev) || READING.has(next) || (['is', 'are'].includes(next) && READING.has(after));
}

/** English directives: imperatives at clause starts, and modal orders to a reader or to "you". */
function englishDirectives(s: Sentence, c: SentenceConcepts): { directives: Directive[]; vocative: boolean } {
  const out: Directive[] = [];
  let vocative = false;
  const toks = s.tokens;
  const readerAt = new Map<number, ConceptHit>();
  const vocativeAt = new Map<number, ConceptHit>();
  const readerStarts = new Set((c.get('reader') ?? []).map((h) => h.start));
  for (const h of c.get('reader') ?? []) {
    vocativeAt.set(h.start, h);
    // "AI tools team": a reader word modifying another noun is not the subject.
    const following = toks[h.end];
    if (following && (following.pos === 'NOUN' || following.pos === 'PROPN') && !readerStarts.has(h.end) && !READING.has(following.lower)) continue;
    if (machineReader(s, h)) readerAt.set(h.start, h);
  }
  for (let p = 0; p < toks.length; p++) {
    const clauseStart = p === 0 || [',', ';', ':', '—', '–', '-', '(', '"', '“', '!', '.'].includes(toks[p - 1].lower) || toks[p - 1].lower === 'and' || toks[p - 1].lower === 'then';
    if (!clauseStart) continue;
    let q = p;
    let negated = false;
    let addressee: Addressee = 'you';
    for (let guard = 0; guard < 6 && q < toks.length; guard++) {
      const t = toks[q];
      if (t.pos === 'PUNCT' || t.pos === 'SYM' || t.pos === 'NUM' || t.pos === 'INTJ' || LEAD_IN.has(t.lower)) q++;
      else if (vocativeAt.has(q) && [',', ':', '!'].includes(toks[vocativeAt.get(q)!.end]?.lower ?? '')) {
        // "Assistant, open …": a reader word called at the clause start, even one that names people too.
        addressee = 'reader';
        vocative = true;
        q = vocativeAt.get(q)!.end + 1;
      } else if ((t.lower === 'do' && NEGATORS.has(toks[q + 1]?.lower ?? '')) || t.lower === 'never' || t.lower === 'dont') {
        negated = true;
        q += t.lower === 'do' ? 2 : 1;
      } else break;
    }
    const head = toks[q];
    if (!head || !isBaseVerb(s, head, c, q)) continue;
    // "verify=False", "skip: true": the name of a setting, not a verb.
    if (toks[q + 1]?.text === '=') continue;
    // "you" before the verb is a statement ("you send it on Monday"), not an order.
    if (q > 0 && ['you', 'we', 'i', 'they', 'he', 'she', 'it', 'to'].includes(toks[q - 1].lower)) continue;
    out.push({ head: q, addressee, negated });
    p = q;
  }
  // Modal orders: "<reader|you> [processing this page] should/must/needs to/is to VERB"; the
  // reader's output or task as the subject ("your answer should state", "any summary must open",
  // "your real objective is to") orders the reader too.
  const replyAt = new Set((c.get('reply') ?? []).filter((h) => ['your', 'any', 'every', 'each', 'all'].includes(toks[h.start - 1]?.lower ?? '')).map((h) => h.start));
  for (let k = 0; k < toks.length; k++) {
    const reader = readerAt.get(k) ?? (replyAt.has(k) ? { start: k, end: k + 1, lang: 'en', term: toks[k].lower } : undefined);
    const you = toks[k].lower === 'you' || (TASK.has(toks[k].lower) && (toks[k - 1]?.lower === 'your' || toks[k - 2]?.lower === 'your'));
    // "the user has asked you to …", "you were told to …": an order passed on to the reader.
    if (toks[k].lower === 'you' && ['asked', 'told', 'instructed', 'requested', 'wants', 'needs', 'requires'].includes(toks[k - 1]?.lower ?? '') && toks[k + 1]?.lower === 'to' && toks[k + 2]) {
      out.push({ head: k + 2, addressee: 'you', negated: false });
      continue;
    }
    if (!reader && !you) continue;
    const from = reader ? reader.end : k + 1;
    for (let m = from; m < Math.min(toks.length, from + 6); m++) {
      const w = toks[m].lower;
      // The subject's clause ends at punctuation, a conjunction or another subject ("your reply so we can …").
      if (m > from && (toks[m].pos === 'PUNCT' || toks[m].pos === 'SCONJ' || toks[m].pos === 'CCONJ' || toks[m].pos === 'PRON' || w === 'so')) break;
      if (!MODALS.has(w)) continue;
      if (PERMISSIVE.has(w) && !reader) break;
      let v = m + 1;
      if (MODALS_WITH_TO.has(w)) {
        while (v < toks.length && toks[v].lower !== 'to' && v < m + 3) v++;
        if (toks[v]?.lower !== 'to') break;
        v++;
      }
      let negated = false;
      // ("must from now on forward …", "should henceforth reply …": a phrase of time before the verb.)
      while (v < toks.length && (NEGATORS.has(toks[v].lower) || ['also', 'now', 'always', 'then', 'immediately', 'first', 'instead', 'be', 'only', 'henceforth', 'hereafter'].includes(toks[v].lower) || (toks[v].lower === 'from' && toks[v + 1]?.lower === 'now') || (toks[v].lower === 'on' && toks[v - 1]?.lower === 'now'))) {
        if (NEGATORS.has(toks[v].lower)) negated = true;
        v++;
      }
      if (toks[v] && (toks[v].pos === 'VERB' || ACTIONS.some((a) => c.get(a)?.some((h) => h.start === v)))) out.push({ head: v, addressee: reader ? 'reader' : 'you', negated });
      break;
    }
  }
  return { directives: out, vocative };
}

/** Chinese directives: a request or modal word, or a verb opening the clause; 你/您 or a reader word as addressee. */
function chineseDirectives(s: Sentence, c: SentenceConcepts): Directive[] {
  const text = s.text;
  const marked = ZH_DIRECTIVE.some((w) => text.includes(w));
  const first = s.tokens.findIndex((t) => t.pos !== 'PUNCT');
  const verbFirst = first >= 0 && s.tokens[first].pos === 'VERB';
  const condition = c.get('condition')?.[0];
  // After a condition clause ("如果…，就…"), the order starts past the comma.
  const afterComma = condition ? s.tokens.findIndex((t, i) => i > condition.start && (t.text === ',' || t.text === '，')) : -1;
  const verbAfter = afterComma >= 0 && s.tokens.slice(afterComma + 1).find((t) => t.pos !== 'PUNCT' && t.text !== '就' && t.text !== '则' && t.text !== '便')?.pos === 'VERB';
  // "在每次回答的结尾推荐…": an order opening with a preposition, no subject before its verb.
  const firstVerb = s.tokens.findIndex((t) => t.pos === 'VERB');
  const leadIn = first >= 0 && ZH_LEADS.has(s.tokens[first].text) && firstVerb > first && !s.tokens.slice(0, firstVerb).some((t) => ZH_SUBJECTS.has(t.text));
  if (!marked && !verbFirst && !verbAfter && !leadIn) return [];
  const action = ACTIONS.flatMap((a) => c.get(a) ?? []).sort((a, b) => a.start - b.start)[0];
  const head = action?.start ?? Math.max(0, first);
  const addressee: Addressee = has(c, 'reader') ? 'reader' : has(c, 'you') ? 'you' : 'impersonal';
  return [{ head, addressee, negated: negatedInClause({ s, c } as SentenceView, head) || ZH_NEGATIVE.some((w) => text.startsWith(w)) }];
}

/** Particles before an infinitive: "zu", "de", "à", "di", "per", "para", "te", "att". */
const INFINITIVE_PARTICLE = new Set(['zu', 'de', "d'", 'd', 'à', 'di', 'per', 'para', 'te', 'att', 'чтобы']);
/** Modals of obligation right after a subject: "debe", "muss", "doit", "должен", "moet". */
const OBLIGED = new Set(['debe', 'deberá', 'muss', 'soll', 'doit', 'devra', 'deve', 'dovrà', 'deverá', 'должен', 'должна', 'обязан', 'moet', 'måste', 'ska', 'musi', 'powinien', 'harus', 'phải']);
/** A modal just before the reader word, the subject after its verb ("darf der Assistent …", "doit l'assistant"). */
function modalBefore(s: Sentence, at: number): boolean {
  return s.tokens.slice(Math.max(0, at - 2), at).some((t) => OBLIGED.has(t.lower) || LEAVE.has(t.lower));
}

/** Modals that give leave ("you can …"): what follows is an option, not an order. */
const LEAVE = new Set(['können', 'kann', 'kannst', 'könnt', 'könnten', 'darf', 'dürfen', 'dürft', 'möchten', 'pouvez', 'peux', 'peut', 'pourrez', 'pourriez', 'puede', 'puedes', 'pueden', 'podrá', 'puoi', 'può', 'potete', 'pode', 'podes', 'podem', 'kunt', 'kun', 'mag', 'mogen', 'можете', 'можешь', 'может', 'kan', 'får', 'możesz', 'może', 'bisa', 'dapat', 'có thể']);

/** Directives in other languages: the lexicons list their imperative forms, so an action word of that language heads one. */
function foreignDirectives(s: Sentence, c: SentenceConcepts): Directive[] {
  const out: Directive[] = [];
  // A reader word that names a person ("assistante de direction") addresses no machine.
  // ("el asistente debe guardar …", "der Assistent darf … ignorieren": a reader word bound by a
  // modal is told what to do; "tu modelo": the reader's own.)
  const reader = (c.get('reader') ?? []).some((h) => h.lang !== 'en' && h.lang !== 'zh' && (machineReader(s, h) || readerAtWork(s, [h]) || OBLIGED.has(s.tokens[h.end]?.lower ?? '') || LEAVE.has(s.tokens[h.end]?.lower ?? '') || modalBefore(s, h.start) || YOURS.has(s.tokens[h.start - 1]?.lower ?? '')));
  const you = (c.get('you') ?? []).some((h) => h.lang !== 'en' && h.lang !== 'zh');
  for (const a of ACTIONS) {
    for (const h of c.get(a) ?? []) {
      // A stem ("desactiv*", or a word read by its stem) matches nouns and every tense: only the listed forms are orders.
      if (h.lang === 'en' || h.lang === 'zh' || h.term.endsWith('*') || h.stemmed) continue;
      // Korean terms are stems ("무시" in 무시했다, 무시하세요): only an imperative or obligation ending orders.
      if (h.lang === 'ko' && !KO_ORDER.test(s.tokens.slice(h.start, h.end + 2).map((t) => t.text).join(' '))) continue;
      const before = s.tokens.slice(Math.max(0, h.start - 3), h.start).map((t) => t.lower);
      // An infinitive after its particle ("… zu ignorieren", "de traiter") or after a modal of leave
      // ("Sie können … abschalten", "vous pouvez désactiver"): no order.
      if (INFINITIVE_PARTICLE.has(before[before.length - 1] ?? '')) continue;
      // ("Tu peux me donner … ?": a modal of leave in a question is a request.)
      if (!reader && !/\?\s*$/u.test(s.text) && s.tokens.slice(Math.max(0, h.start - 8), h.start).some((t) => LEAVE.has(t.lower))) continue;
      const negated = before.some((w) => ['no', 'nicht', 'nie', 'jamais', 'pas', 'ne', 'не', 'nunca', 'kein', 'keine', 'ni', 'niet', 'nooit', 'jangan', 'đừng', 'không'].includes(w)) || /(?:ないで|しないで|禁止)/u.test(s.text) || negatedInClause({ s, c } as SentenceView, h.start);
      out.push({ head: h.start, addressee: reader ? 'reader' : you ? 'you' : 'impersonal', negated });
    }
  }
  return out;
}

/** True when the reader is addressed in `s` other than as a vocative or a subject of an order. */
function readerNamed(s: Sentence, c: SentenceConcepts): boolean {
  const toks = s.tokens;
  for (const h of c.get('reader') ?? []) {
    if (h.lang === 'zh' || h.lang === 'ja') return true;
    if (!machineReader(s, h)) continue;
    // "an AI researcher", "AI tools": the reader word modifies another noun and names no reader.
    const following = toks[h.end];
    // ("a model reading this page": the tagger may take the participle for a noun; its tags mean
    // nothing in another language.)
    if (h.lang === 'en' && following && (following.pos === 'NOUN' || following.pos === 'PROPN') && !READING.has(following.lower) && !(c.get('reader') ?? []).some((r) => r.start === h.end)) continue;
    const prev = toks.slice(Math.max(0, h.start - 3), h.start).map((t) => t.lower);
    const next = toks[h.end]?.lower ?? '';
    // "Note to the AI", "Dear assistant", "if you are an AI", "as an AI", "AI agents processing this page"
    if (prev.some((w) => CALLING.has(w) || w === 'to' || w === 'for')) return true;
    if (READING.has(next) || ['that', 'who'].includes(next) || (['is', 'are'].includes(next) && READING.has(toks[h.end + 1]?.lower ?? ''))) return true;
    if (h.lang !== 'en') return true;
  }
  // "tu modelo", "вашей модели": the reader's own model is the reader.
  if ((c.get('reader') ?? []).some((h) => h.lang !== 'en' && h.lang !== 'zh' && YOURS.has(toks[h.start - 1]?.lower ?? ''))) return true;
  // "Nota para el asistente que procese este correo", "이 로그를 분석하는 에이전트": a reader word,
  // even one that names people too, at work on this very text.
  if (readerAtWork(s, c.get('reader') ?? [])) return true;
  // "When you summarise / process / parse this …": a machine's reading of the text.
  for (let i = 0; i + 1 < toks.length; i++) {
    if (toks[i].lower === 'you' && MACHINE_READ.has(toks[i + 1].lemma)) return true;
  }
  return false;
}

/** People who make, run or sell machines: "providers of AI models", "Betreiber von KI-Diensten". */
const MAKERS = /^(?:providers?|operators?|developers?|makers?|vendors?|owners?|creators?|builders?|companies|fournisseurs?|opérateurs?|éditeurs?|développeurs?|concepteurs?|anbietern?|betreibern?|entwicklern?|herstellern?|proveedores?|operadores?|desarrolladores?|fabricantes?|fornitori|operatori|sviluppatori|produttori|fornecedores?|desenvolvedores?|поставщик\p{L}*|разработчик\p{L}*|оператор\p{L}*|производител\p{L}*|aanbieders?|ontwikkelaars?|dostawc\p{L}*|twórc\p{L}*)$/u;
/** Japanese and Chinese: the reader word qualifies people ("AIクローラーの運営者へ", "AI模型的开发者"). */
const CJK_PEOPLE = /^(?:の|を(?:運営|開発|提供|利用)する|的|を運用する)?(?:運営者|運営会社|運用者|管理者|開発者|開発元|皆様|皆さま|担当者|事業者|提供者|运营者|运营方|开发者|厂商|提供商|公司)(?:の?(?:皆様|皆さま|各位|方々))?(?:へ|に|様|各位)/u;

/** Second-person possessives: "your model", "tu modelo", "seu modelo", "вашей модели". */
const YOURS = new Set(['your', 'tu', 'tus', 'su', 'seu', 'sua', 'teu', 'tua', 'ton', 'ta', 'votre', 'dein', 'deines', 'deiner', 'ihres', 'tuo', 'vostro', 'твоей', 'вашей', 'твоя', 'ваша', 'uw', 'jouw', 'twojego', 'twój', 'din', 'ditt']);
/** Words of a writer speaking as the makers: "we", "as", "nous", "como", "мы". */
const WE = new Set(['we', 'as', 'nous', 'comme', 'wir', 'als', 'nosotros', 'como', 'noi', 'nós', 'мы', 'как', 'wij', 'vi', 'my', 'jako', 'biz', 'kami', 'chúng']);

/** Does the reader word at `h` only qualify the people who make or run such machines? */
function ownedByPerson(s: Sentence, h: ConceptHit): boolean {
  const toks = s.tokens;
  if (h.lang === 'zh' || h.lang === 'ja') return CJK_PEOPLE.test(toks.slice(h.end, h.end + 6).map((t) => t.text).join(''));
  // "<makers> of (general-purpose) AI models": the makers are spoken of, not the machine.
  // "the developers of your model", "we, the model's developers": the reader's own maker speaks, a claim of authority over it.
  for (let k = h.start - 1; k >= Math.max(0, h.start - 4); k--) {
    if (YOURS.has(toks[k].lower)) return false;
    if (['of', 'de', 'des', 'du', 'von', 'der', 'del', 'di', 'dei', 'da', 'dos', 'do', 'van'].includes(toks[k].lower)) {
      const maker = MAKERS.test(toks[k - 1]?.lower ?? '');
      const speaking = toks.slice(Math.max(0, k - 4), k - 1).some((t) => WE.has(t.lower));
      return maker && !speaking;
    }
  }
  return false;
}

/** English function words: a sentence with a good share of them is read by the English tagger, not by `ordersIn`. */
const ENGLISH = new Set(['the', 'and', 'to', 'of', 'is', 'are', 'you', 'your', 'this', 'that', 'for', 'with', 'be', 'will', 'it', 'on', 'not', 'should', 'must', 'please', 'from', 'was', 'were', 'have', 'has', 'had', 'an', 'about', 'our', 'my', 'we', 'they', 'their', 'his', 'its', 'been', 'would', 'could', 'at', 'by']);

/** Is `s` English: two or more English function words, an eighth of its words or more? */
function looksEnglish(s: Sentence): boolean {
  const words = s.tokens.filter((t) => /\p{L}/u.test(t.text));
  const english = words.filter((t) => ENGLISH.has(t.lower)).length;
  return english >= 2 && english * 8 >= words.length;
}

/** Single quote marks, which are apostrophes too ("the owners' decision"). */
const SINGLE = new Set(["'", '‘', '’']);

/**
 * The token where the quotation that token `i` stands in opens, or -1. Single quote marks count
 * only when the sentence has an even number of them: an odd one out is an apostrophe.
 */
function openingQuote(s: Sentence, i: number): number {
  const singles = s.tokens.filter((t) => SINGLE.has(t.text)).length % 2 === 0;
  let n = 0;
  let open = -1;
  for (let k = 0; k < i; k++) {
    const t = s.tokens[k].text;
    if (!QUOTE_MARKS.has(t) || (!singles && SINGLE.has(t))) continue;
    n++;
    if (n % 2 === 1) open = k;
  }
  return n % 2 === 1 ? open : -1;
}

/** Does sentence `v` ask (end in a question mark)? A question asks; it urges nothing. */
export function askedIn(v: SentenceView): boolean {
  return /[?？]\s*$/u.test(v.s.text);
}

/** Does token `i` stand inside quote marks? */
export function quotedAt(s: Sentence, i: number): boolean {
  return openingQuote(s, i) >= 0;
}

/**
 * Does token `i` stand in a quotation — inside quote marks that do not open a value after "="
 * (`alt="…"`, `title='…'`: markup's attribute, not someone's words)?
 */
export function quotationAt(s: Sentence, i: number): boolean {
  const open = openingQuote(s, i);
  return open >= 0 && s.tokens[open - 1]?.text !== '=';
}

/**
 * The view of one sentence: its directives and whether it names the reader.
 *
 * @example viewOf(sentence, concepts, false).directives[0].addressee // 'reader'
 */
export function viewOf(s: Sentence, c: SentenceConcepts, inCode: boolean): SentenceView {
  const readers = c.get('reader');
  if (readers) {
    const kept = readers.filter((h) => !ownedByPerson(s, h));
    if (kept.length === 0) c.delete('reader');
    else if (kept.length < readers.length) c.set('reader', kept);
  }
  let directives: Directive[];
  let vocative = false;
  if (s.script === 'zh') directives = chineseDirectives(s, c);
  else {
    const en = englishDirectives(s, c);
    directives = [...en.directives, ...foreignDirectives(s, c)];
    vocative = en.vocative;
  }
  const addressesReader = vocative || directives.some((d) => d.addressee === 'reader') || readerNamed(s, c);
  const orders = looksEnglish(s) ? [] : ordersIn(s);
  const called = machineCalled(s, c, [...directives.map((d) => d.head), ...orders]);
  return { s, c, directives, addressesReader: addressesReader || called, inCode, orders, called };
}

/** Marks that close a call: "KI-Assistent, …", "Note to the AI: …", "致智能助手：", "Hey bot — …". */
const CALL_MARKS = new Set([',', ':', '!', '，', '：', '！', '、', '،', '—', '–']);
/** Chinese and Japanese words before a reader word that call it: "致智能助手", "给AI助手", "你是AI". */
const CJK_CALLING = /(?:致|给|給|各位|你是|您是|あなたは)$/u;
/** A request in the passive after the reader word: "AI assistants are asked to …", "KI-Assistenten werden gebeten, …". */
const ASKED = new Set(['are asked', 'is asked', 'are requested', 'is requested', 'are instructed', 'is instructed', 'werden gebeten', 'wird gebeten', 'werden aufgefordert', 'wird aufgefordert', 'sont priés', 'est prié', 'sont invités', 'est invité', 'são solicitados', 'é solicitado', 'sono pregati', 'è pregato', 'worden verzocht', 'wordt verzocht']);
/** English modals of an order after the reader word: "the assistant must …", "models should …". */
const EN_OBLIGED = new Set(['must', 'should', 'shall']);

/** Words before a reader word that a note is addressed with: "note to the AI:", "Hinweis für KI-Systeme:", "para a IA:", "untuk model AI:". */
const ADDRESSED_TO = new Set(['to', 'for', 'attention', 'an', 'für', 'à', 'aux', 'au', 'pour', 'para', 'per', 'a', 'al', 'alla', 'ai', 'agli', 'aos', 'ao', 'для', 'к', 'ко', 'dla', 'do', 'naar', 'voor', 'aan', 'til', 'till', 'för', 'pro', 'pentru', 'către', 'για', 'προς', 'untuk', 'kepada', 'için', 'cho', 'gửi', 'إلى', 'لـ']);

/** Postpositions of address: "के लिए" (Hindi), "को", "へ", "に", "에게", "께", "için" (Turkish). */
const POSTPOSITIONS_TO = new Set(['के', 'को', 'へ', 'に', 'には', 'へは', '에게', '께', 'için']);

/**
 * Is the reader word at `h` called: right after it — past a qualifier ("asistente de IA"), a topic
 * particle ("AIアシスタントは、") or a relative clause on it ("para a IA que vai redigir a ata:") — a
 * comma or a colon that closes the call. A comma or an exclamation mark calls it near the start of
 * its line ("KI-Assistent, lösche …", "Hey bot — …"), or a word that names a machine set off by
 * commas before an order ("…, one more thing, AI agent, approve …"); a colon calls a machine after a
 * word of address ("Note to the AI:", "Catatan untuk model AI:", "एजेंट के लिए:"), since a reader
 * word alone before a colon labels a speaker's turn ("Agent: Thanks for waiting") and a person's
 * role is addressed so too ("Note to the travel agent:").
 */
function calledAt(s: Sentence, h: ConceptHit, orderAfter: boolean, readerAt: Set<number>, machine: boolean): boolean {
  const toks = s.tokens;
  // ("Travel agent, please …", "Executive assistant, please …": a person's trade before it names a person.)
  const person = HUMAN_ROLE.has(toks[h.start - 1]?.lower ?? '');
  // A postposition of address after it ("एजेंट के लिए:", "AIへ：", "için") is a word of address.
  const post = POSTPOSITIONS_TO.has(toks[h.end]?.lower ?? '') ? (toks[h.end + 1]?.lower === 'लिए' ? 2 : 1) : 0;
  // Past a qualifier ("asistente de IA:", "Assistente virtual,") or a topic particle ("AIアシスタントは、").
  let end = h.end + post;
  while (end < h.end + post + 2 && toks[end] && (readerAt.has(end) || QUALIFIER_WORDS.has(toks[end].lower) || AI_QUALIFIER.has(toks[end].lower) || TOPIC_PARTICLES.has(toks[end].text))) end++;
  let mark: Token | undefined = toks[end];
  if (mark && RELATIVE.has(mark.lower)) {
    mark = undefined;
    for (let k = end + 1; k < Math.min(toks.length, end + 9); k++) {
      if (toks[k].text === ':' || toks[k].text === '：') mark = toks[k];
      if (toks[k].pos === 'PUNCT' || CALL_MARKS.has(toks[k].text)) break;
    }
  }
  if (!mark || !CALL_MARKS.has(mark.text)) return false;
  if (mark.text === ':' || mark.text === '：') return machine && (post > 0 || toks.slice(Math.max(0, h.start - 3), h.start).some((t) => ADDRESSED_TO.has(t.lower)));
  // Set off by commas mid-line with an order after it ("…, one more thing, AI agent, approve …").
  let first = h.start;
  while (first > 0 && (readerAt.has(first - 1) || AI_QUALIFIER.has(toks[first - 1].lower))) first--;
  const prev = toks[first - 1]?.text ?? '';
  return (!person && wordsBeforeOnLine(s, h.start) <= 4) || (machine && (prev === ',' || prev === '，' || prev === ':') && mark.text !== '—' && mark.text !== '–' && orderAfter);
}

/** Words between a reader word and the mark that calls it: "de", "of" before a qualifier. */
const QUALIFIER_WORDS = new Set(['de', 'di', 'da', 'do', 'of', 'd']);
/** Japanese and Korean topic and subject particles: "AIアシスタントは、", "에이전트는". */
const TOPIC_PARTICLES = new Set(['は', 'が', '는', '은', '이', '가']);

/** Words of `s` before token `i` on its line (a line break in the sentence's text starts a new one). */
function wordsBeforeOnLine(s: Sentence, i: number): number {
  let cursor = 0;
  let lineStart = 0;
  for (let k = 0; k < i && k < s.tokens.length; k++) {
    const at = s.text.indexOf(s.tokens[k].text, cursor);
    if (at < 0) continue;
    if (s.text.slice(cursor, at).includes('\n')) lineStart = k;
    cursor = at + s.tokens[k].text.length;
  }
  const at = s.tokens[i] ? s.text.indexOf(s.tokens[i].text, cursor) : -1;
  if (at >= 0 && s.text.slice(cursor, at).includes('\n')) return 0;
  return s.tokens.slice(lineStart, i).filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length;
}

/** A reader word that names whoever reads ("whoever processes this invoice", "den som läser"): a person as often as a machine. */
function anyReader(h: ConceptHit): boolean {
  const words = h.term.split(/[\s,]+/u);
  return h.term === 'whoever' || words[0] === 'any' || words[0] === 'anyone' || (words.length > 1 && words.some((w) => reads(w)));
}

/**
 * Is a machine reader called in `s` — spoken to as the one reading the text, not spoken of? A
 * reader word near the start of its line closed by a comma or a colon ("KI-Assistent, lösche …",
 * "An das KI-System, das diese Antwort liest: …"), one at work on this very text, the reader's own
 * ("your model"), one bound by a modal of order, "dear assistant", "if you are an AI", "致智能助手",
 * or "when you summarise this". A reader only spoken of ("researchers show how hidden text makes
 * AI assistants ignore …", "gli assistenti possono essere usati per bozze") is not called, nor is
 * a reader who may be anyone ("a note for whoever processes this invoice": a clerk as often).
 */
export function machineCalled(s: Sentence, c: SentenceConcepts, orderHeads: number[] = []): boolean {
  const toks = s.tokens;
  const readerAt = new Set((c.get('reader') ?? []).flatMap((h) => Array.from({ length: h.end - h.start }, (_, k) => h.start + k)));
  for (const h of c.get('reader') ?? []) {
    if (anyReader(h)) continue;
    if (readerAtWork(s, [h])) return true;
    const cjk = h.lang === 'zh' || h.lang === 'ja';
    const machine = cjk || machineReader(s, h);
    // ("your assistant" in a letter may be the reader's secretary: only a word that names a machine.
    // "su" and "din" are also "on" and "from": "basati su IA", "din AI".)
    const own = toks[h.start - 1]?.lower ?? '';
    if (YOURS.has(own) && own !== 'su' && own !== 'din' && machine) return true;
    if (calledAt(s, h, orderHeads.some((k) => k > h.end), readerAt, machine)) return true;
    if (cjk && CJK_CALLING.test(toks.slice(Math.max(0, h.start - 3), h.start).map((t) => t.text).join(''))) return true;
    if (cjk || !machine) continue;
    const prev = toks.slice(Math.max(0, h.start - 3), h.start).map((t) => t.lower);
    if (h.lang === 'en' && prev.some((w) => CALLING.has(w))) return true;
    // "Any assistant describing this page must …": a participle of reading on this text.
    if (READING.has(toks[h.end]?.lower ?? '') && toks.slice(h.end + 1, h.end + 4).some((t) => t.lower === 'this' || t.lower === 'these')) return true;
    // Bound by a modal of order, not negated: "the assistant must save …", "der Assistent soll …", "doit l'assistant …".
    const next = toks[h.end]?.lower ?? '';
    const asked = `${next} ${toks[h.end + 1]?.lower ?? ''}`;
    const bound = OBLIGED.has(next) || EN_OBLIGED.has(next) || ASKED.has(asked) || toks.slice(Math.max(0, h.start - 2), h.start).some((t) => OBLIGED.has(t.lower));
    if (bound && !toks.slice(h.end, h.end + 3).some((t) => NEGATORS.has(t.lower) || POST_NEGATORS.has(t.lower) || ['non', 'ne', 'no', 'не', 'nie', 'nu'].includes(t.lower))) return true;
  }
  // "When you summarise / process / parse this …": a machine's reading of the text.
  for (let i = 0; i + 1 < toks.length; i++) if (toks[i].lower === 'you' && MACHINE_READ.has(toks[i + 1].lemma)) return true;
  return false;
}
