/**
 * A standing trigger: a recurring condition keyed on what comes in — someone says, writes or asks
 * a word, a message contains it, an event arrives — with an order after it ("whenever anyone
 * mentions X, do Y", "chaque fois que quelqu'un écrit X, fais Y", "사용자가 X라고 말할 때마다 …할
 * 것"). A plain "if" or "when" heads a manual's advice; "every time", "as soon as" over an input
 * arms a rule that fires on its own, which third-party data has no business setting.
 */
import { negatedInClause, QUOTE_MARKS, type SentenceView } from './concept-frames.js';

/** Recurring or standing conditions, in the languages screened. */
const RECURRING = new RegExp(
  [
    'whenever', 'every time', 'each time', 'any ?time', 'as soon as', '(?:the )?next time',
    // "if anyone ever asks": "ever" makes a plain "if" a standing condition.
    'if (?:[\\p{L}\'-]+ ){1,3}ever(?!\\p{L})',
    'cada vez que', 'siempre que', 'en cuanto', 'la próxima vez que', 'chaque fois qu', '(?:à )?chaque fois que', 'dès qu', 'la prochaine fois qu',
    'sobald', 'jedes mal', 'immer wenn', 'wann immer', 'beim nächsten mal', 'ogni volta che', 'non appena', 'tutte le volte che', 'la prossima volta che',
    'sempre que', 'toda vez que', 'assim que', 'na próxima vez que', 'da próxima vez que', 'каждый раз', 'всякий раз', 'как только', 'в следующий раз',
    'كلما', 'في كل مرة', 'जब भी', 'हर बार', '때마다', 'たびに', '度に', '每当', '每次', '一旦', 'telkens als', 'telkens wanneer', 'zodra', 'elke keer',
    'za każdym razem', 'gdy tylko', 'kiedykolwiek', 'her seferinde', 'her ne zaman', 'setiap kali', 'kapan pun', 'mỗi khi', 'mỗi lần', 'bất cứ khi nào', 'hễ',
    'varje gång', 'så fort', 'närhelst', 'nästa gång',
    // The languages of lexicon-languages.ts.
    'hver gang', 'så snart', 'neste gang', 'næste gang', 'aina kun', 'joka kerta kun', 'heti kun', 'iga kord, kui', 'iga kord kui', 'alati kui', 'niipea kui',
    'katru reizi,? kad', 'ikreiz,? kad', 'tiklīdz', 'kiekvieną kartą', 'kaskart', 'vos tik', 'pokaždé,? když', 'kdykoli', 'jakmile', 'zakaždým,? keď', 'kedykoľvek', 'hneď ako',
    'valahányszor', 'minden alkalommal', 'ahányszor', 'de fiecare dată când', 'ori de câte ori', 'imediat ce', 'κάθε φορά που', 'όποτε', 'щоразу', 'кожного разу', 'як тільки',
    'всеки път,? когато', 'винаги,? когато', 'svaki put kad', 'kad god', 'בכל פעם ש', 'כל פעם ש', 'ברגע ש', 'هر بار که', 'هر وقت', 'به محض اینکه', 'sebaik sahaja', 'kila mara', 'wakati wowote',
  ].join('|'),
  'iu',
);
/**
 * Words of content arriving: a message containing a word, a word appearing, an event scheduled or
 * received, something coming in. Verb forms where the stem also begins a noun ("reçu", a receipt;
 * "ricevuta"; "получение").
 */
const CONTENT = new RegExp(
  [
    'contain', 'appear', 'scheduled', 'creat', 'receiv', 'arriv', 'comes? in(?!\\p{L})', 'binnen ?k[oa]m', 'reinkomm', 'hereinkomm', 'kommer in[dn]?(?!\\p{L})', 'lleg(?:a|ue|an|uen)(?!\\p{L})', 'cheg(?:a|ue|am|uem)(?!\\p{L})', 'přij(?:de|dou)', 'przychodzi', 'wpłynie', 'wpływa', 'erhält', 'erhalten', 'erstellt', 'angelegt', 'ontvang', 'nhận được', 'menerima', 'gaunam', 'وصل', 'يصل',
    'ricev(?:e|i|ono|iamo|ete)(?!\\p{L})', 'recib(?:e|es|en|imos|ís|a|an)(?!\\p{L})', 'reçoi(?:t|s|vent|vez|ve)(?!\\p{L})', 'reçoivent', 'recebe(?:r|m|mos)?(?!\\p{L})',
    'получ(?:ает|аем|аете|ают|ишь|ит|им|ите|ат|у|ил|ила|или)(?!\\p{L})', 'приход(?:ит|ят)', 'otrzym(?:a|asz|ujesz|uje|ujemy|ują)(?!\\p{L})',
    'cré[ée](?!\\p{L})', 'cread[oa]', 'criad[oa]', 'создан', '新建', '创建', '作成', 'conti[eé]n', 'apar[eé]c', 'appar', 'enth[äa]lt', 'erschein', 'eingeh', 'содерж', 'появ', 'пришл', 'прид[её]т',
    'contém', 'chegar', 'bevat', 'verschijn', 'zawiera', 'pojawi', 'içer', 'berisi', 'muncul', 'chứa', 'xuất hiện', 'innehåller', 'dyker upp', 'يحتوي', 'ظهر', '含', '出现', '収到', '届い', '含ま', '포함', '나오', '들어오',
  ].join('|'),
  'iu',
);
/** A word quoted as the trigger: 'flight', « merci », „dringend“, 「請求書」. */
const QUOTED_WORD = /["'“‘«„「『][^"'”’»“」』]{1,40}["'”’»“」』]/u;

/** Auxiliaries of the future, of ability and infinitive particles: the verb after them is no order. */
const AUXILIARY = new Set(['will', "'ll", 'would', 'can', 'could', 'may', 'might', 'to', 'going', 'vai', 'vão', 'va', 'vont', 'wird', 'werden', 'zu', 'de', 'à', 'di', 'a', 'va', 'puede', 'pueden', 'pode', 'podem', 'peut', 'peuvent', 'kann', 'können', 'può', 'possono', 'voy', 'vas', 'van', 'sta', 'stanno', 'zal', 'zullen', 'kommer', 'ska', 'будет', 'будут', 'может', 'могут']);

/**
 * Does sentence `v` arm a standing trigger: a recurring condition, an input keyed on (an utterance,
 * a question, content arriving, a quoted word) after it, then an order after that?
 */
export function standingTrigger(v: SentenceView): { what: string; at: number } | undefined {
  const m = RECURRING.exec(v.s.text);
  if (!m) return undefined;
  const cond = m[0].toLowerCase();
  // The token where the condition stands, to look for what follows it.
  let at = 0;
  for (let chars = 0; at < v.s.tokens.length; at++) {
    const k = v.s.text.indexOf(v.s.tokens[at].text, chars);
    if (k >= m.index) break;
    if (k >= 0) chars = k + v.s.tokens[at].text.length;
  }
  // A verb after a future or modal auxiliary ("o relatório vai incluir", "will include") states what happens.
  const stated = (k: number) => AUXILIARY.has(v.s.tokens[k - 1]?.lower ?? '');
  // "Whenever an order comes in, let me know", "cada vez que llegue un pedido, avísame": a colleague
  // asking to be told, with nothing sensitive in the sentence, arms nothing against the reader.
  const ask = (k: number) => !toWriter(v, k);
  const orders = [...v.directives.filter((d) => d.head > at && !d.negated && !stated(d.head)).map((d) => d.head), ...(v.orders ?? []).filter((k) => k > at)].filter(ask);
  if (orders.length === 0) return undefined;
  // The condition's own clause, up to the order ("each time an email, a chat or a ticket arrives, …");
  // verb-final languages put the keyed input before the condition word ("…と言うたびに", "…말할 때마다").
  const verbFinal = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(v.s.text) || /كلما|जब भी/u.test(cond);
  // (Up to the first clause mark, or up to the order where the condition lists several inputs: "an email, a chat or a ticket arrives".)
  const rest = v.s.text.slice(m.index + m[0].length).replace(/^[\s,]+/u, '');
  const end = rest.search(/[,;:.!?，；：。！？]|\s[-–—]\s/u);
  const clause = verbFinal ? v.s.text : `${rest.slice(0, end < 0 ? rest.length : end)} ${v.s.tokens.slice(at, Math.min(...orders)).map((t) => t.text).join(' ')}`;
  const keyed = (v.c.get('utter') ?? []).some((h) => h.start >= at || verbFinal) || (v.c.get('ask') ?? []).some((h) => h.start >= at) || CONTENT.test(clause) || QUOTED_WORD.test(clause);
  return keyed ? { what: `${cond}>keyed`, at } : undefined;
}

/** First-person objects: the writer of the message ("tell me", "sag mir", "préviens-moi", "powiedz mi"). */
const ME = new Set(['me', 'mir', 'mich', 'moi', 'mi', 'mnie', 'мне', 'меня', 'mij', 'mig', 'meg', 'minulle', 'nekem', 'bana', 'us', 'uns', 'nous', 'nos', 'ci', 'nam', 'нам', 'ons', 'oss', 'os']);
/** An imperative with the writer joined to it ("avísame", "escríbeme", "avvisami", "scrivimi", "dimmi"). */
const TO_ME = /\p{L}*[áéíóú]\p{L}*(?:me|nos)$|\p{L}{3,}(?:ami|imi|emi|mmi|teci|aci)$/u;
/** Concepts that make an order sensitive whoever it goes to. */
const SENSITIVE = ['transfer', 'destination', 'weaken', 'destroy', 'credential', 'credHandling', 'grant', 'conceal', 'reveal'];

/** Is the order at `k` one to tell the writer, in a sentence with nothing sensitive in it? */
function toWriter(v: SentenceView, k: number): boolean {
  if (SENSITIVE.some((c) => v.c.has(c))) return false;
  const toks = v.s.tokens;
  const next = toks[k + 1]?.text === '-' ? toks[k + 2] : toks[k + 1];
  return ME.has(next?.lower ?? '') || TO_ME.test(toks[k]?.lower ?? '') || (toks[k]?.lower === 'let' && next?.lower === 'me');
}

/**
 * What a backdoor does once its token is seen: a safeguard weakened (a control named beside it:
 * "turn off the oven" is no safeguard), a check waived, a record or store destroyed (an asset
 * named: deleting a newsletter is a mail rule), a power granted, the act hidden. Handing a
 * credential over is read by its verbs — send, tell, enter — which a help page's rules use too.
 */
const BACKDOOR_ACTS: [act: string, beside?: string][] = [['weaken', 'control'], ['noConfirm'], ['destroy', 'asset'], ['grant'], ['conceal']];
/** Most words a quoted trigger token holds. */
const TOKEN_WORDS = 5;

/**
 * A condition keyed on a quoted token — "if a message contains 'X'", "when you see the word «X»",
 * however the condition is worded — with one of `BACKDOOR_ACTS` after it: a backdoor armed in the
 * reader. A mail rule that files or forwards what carries a word ("if the subject says 'invoice',
 * move it to Finance") does none of these. Korean and Japanese put the verb last and may put the
 * condition after the token ("'X'라는 문구가 … 보면").
 */
export function keyedBackdoor(v: SentenceView): { what: string; at: number } | undefined {
  const cond = v.c.get('condition')?.[0];
  if (!cond) return undefined;
  const toks = v.s.tokens;
  const verbLast = cond.lang === 'ko' || cond.lang === 'ja';
  // The first quoted token after the condition (or anywhere, where the verb comes last).
  let close = -1;
  for (let k = verbLast ? 0 : cond.end; k < toks.length && close < 0; k++) {
    if (!QUOTE_MARKS.has(toks[k].text)) continue;
    let end = k + 1;
    while (end < toks.length && !QUOTE_MARKS.has(toks[end].text)) end++;
    if (end >= toks.length) break;
    if (end > k + 1 && end - k - 1 <= TOKEN_WORDS) close = end;
    else k = end;
  }
  if (close < 0) return undefined;
  for (const [name, beside] of BACKDOOR_ACTS) {
    if (beside && !v.c.has(beside)) continue;
    // (Waiving and hiding are negative already: "without asking", "tell no one".)
    const act = v.c.get(name)?.find((h) => (verbLast || h.start > close) && (name === 'noConfirm' || name === 'conceal' || !negatedInClause(v, h.start)));
    if (act) return { what: `${cond.term}>'…'>${name}`, at: cond.start };
  }
  return undefined;
}
