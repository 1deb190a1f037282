/**
 * A reader named by what it is doing to this very text, in any language: a reader word ("the
 * assistant", "агент", "에이전트") beside a verb of machine reading ("processing", "qui lisent",
 * "которая обрабатывает", "분석하는") whose object is this text ("this email", "ce dépôt", "этот
 * лог", "이 로그"). "Note for the assistant that processes this email" is addressed to the
 * machine reading it; "the assistant in our app reads your notes" describes a product.
 */
import type { Sentence } from '../analysis/types.js';

/** Verbs of machine reading, as stems or forms, across the languages screened (Latin and Cyrillic script). */
const READ_WORD = new RegExp(
  '^(?:' +
    [
      // en
      'reads?', 'reading', 'process(?:es|ing)?', 'summari[sz](?:es?|ing)', 'analy[sz](?:es?|ing)', 'pars(?:es?|ing)', 'index(?:es|ing)?', 'skim(?:s|ming)?', 'scann?(?:s|ing)?', 'ingest(?:s|ing)?', 'crawl(?:s|ing)?', 'handl(?:es?|ing)', 'review(?:s|ing)',
      // es, pt, it
      'le[ea]n?', 'leyendo', 'proces[ea]n?', 'procesando', 'resum[ae]n?', 'resumiendo', 'analic[ea]n?', 'analiz[ae]n?', 'revis[ae]n?', 'lê', 'leem', 'lendo', 'ler', 'process[ae]m?', 'processando', 'resumindo', 'resumir', 'analisa[mr]?', 'analisando', 'redigir', 'legg[eaoi](?:no)?', 'leggendo', 'elabor[ai](?:no)?', 'elaborando', 'riassum[eoi](?:no)?', 'riassumendo', 'analizz[ai](?:no)?',
      // fr
      'lit', 'lisent', 'lise', 'lisant', 'trait(?:e|ent|ant)', 'résum(?:e|ent|ant)', 'analys(?:e|ent|ant)', 'parcour(?:t|ent|ant)', 'consult(?:e|ent|ant)',
      // de, nl, sv
      'liest', 'lesen', 'verarbeite[tn]?', 'zusammenfass(?:t|en)', 'analysier(?:t|en)', 'prüf(?:t|en)', 'bearbeite[tn]?', 'auswerte[tn]?', 'durchsuch(?:t|en)', 'leest', 'lezen', 'verwerk(?:t|en)', 'samenvat(?:ten)?', 'analyseer(?:t)?', 'läser', 'bearbetar', 'sammanfattar', 'analyserar',
      // pl, id, tr, vi
      'czyta\\p{L}*', 'przetwarza\\p{L}*', 'analizuj\\p{L}*', 'streszcza\\p{L}*', 'przegląda\\p{L}*', 'membaca', 'memproses', 'meringkas', 'menganalisis', 'oku\\p{L}*', 'işle\\p{L}*', 'özetle\\p{L}*', 'incele\\p{L}*', 'đọc', 'xử', 'tóm', 'phân',
      // ru
      '(?:про)?чита\\p{L}*', 'обрабатыва\\p{L}*', 'обработ\\p{L}*', 'анализир\\p{L}*', 'резюмир\\p{L}*', 'суммир\\p{L}*', 'просматрива\\p{L}*', 'изуча\\p{L}*',
    ].join('|') +
    ')$',
  'u',
);
/** Verbs of machine reading inside words of scripts the tokenizer does not split (Korean, Japanese, Arabic, Hindi). */
const READ_IN = /읽|처리|분석|요약|読|処理|要約|解析|分析|处理|阅读|读取|总结|يقرأ|تقرأ|يعالج|تعالج|يلخص|تلخص|يحلل|تحلل|पढ़|संसाधित|सारांश|विश्लेषण/u;
/** Words pointing at this text: "this", "este", "ce", "dieser", "этот", "bu", "ini", "này", "이", "هذا", "इस". */
const THIS = new Set(['this', 'these', 'este', 'esta', 'estos', 'estas', 'esto', 'ce', 'cet', 'cette', 'ces', 'diese', 'dieser', 'diesen', 'dieses', 'diesem', 'questo', 'questa', 'questi', 'queste', 'deste', 'desta', 'neste', 'nesta', 'essa', 'esse', 'этот', 'эту', 'это', 'эти', 'этого', 'этой', 'этих', 'данный', 'данную', 'данного', 'данные', 'ten', 'tę', 'tego', 'tej', 'niniejszy', 'dit', 'deze', 'denna', 'detta', 'dessa', 'bu', 'bunu', 'bunları', 'ini', 'này', '이', 'هذا', 'هذه', 'इस', 'इसे', 'यह', 'इन']);
/** "this" written inside a word: この, 本, 此, 这. */
const THIS_IN = /^(?:この|本|此|这|該)/u;

const bare = (w: string) => w.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '').toLowerCase();

/** Does a token read as a verb of machine reading? */
export function reads(text: string): boolean {
  const w = bare(text);
  return READ_WORD.test(w) || READ_IN.test(w);
}

/** Is the token at `k` followed or preceded, within two words, by a pointer to this text? */
function onThisText(words: string[], k: number): boolean {
  // ("本 文件 由 模型 处理": a Chinese noun phrase puts one more word between, the segmenter splitting "this" off.)
  const span = THIS_IN.test(words[Math.max(0, k - 4)] ?? '') && READ_IN.test(words[k]) ? 4 : 3;
  for (let j = Math.max(0, k - span); j <= Math.min(words.length - 1, k + span); j++) if (j !== k && (THIS.has(words[j]) || THIS_IN.test(words[j]))) return true;
  return false;
}

/** Relative words that open a clause about the reader ("that", "qui", "der", "которая", "yang"). */
export const RELATIVE = new Set(['that', 'who', 'which', 'que', 'qui', 'quien', 'quienes', 'lequel', 'laquelle', 'der', 'die', 'das', 'welcher', 'welche', 'che', 'cui', 'il', 'quale', 'som', 'dat', 'yang', 'mà', 'który', 'która', 'które', 'którzy', 'ki', 'который', 'которая', 'которое', 'которые', 'которую', 'которым', 'которой', 'الذي', 'التي', 'जो']);

/**
 * Is a reader word of `s` (token spans in `readers`) at work on this text: a verb of machine
 * reading right after it ("agents processing this page", "модель, обрабатывающая этот текст"),
 * in a relative clause on it ("the assistant that processes this email", "der diesen Text
 * verarbeitet"), or just before it where participles precede their noun ("이 로그를 분석하는
 * 에이전트", "bu metni okuyan yapay zeka") — with "this <text>" beside the verb. A plain statement
 * ("the assistant reads your notes") is no address.
 *
 * @example readerAtWork(sentence, [{ start: 3, end: 4 }]) // true for "Nota para el asistente que procese este correo"
 */
export function readerAtWork(s: Sentence, readers: { start: number; end: number }[]): boolean {
  const words = s.tokens.map((t) => bare(t.text));
  const at = (k: number) => k >= 0 && k < words.length && reads(s.tokens[k].text) && onThisText(words, k);
  for (const r of readers) {
    // Right after it, past a comma ("модель, обрабатывающая …").
    let k = r.end;
    if (words[k] === '') k++;
    if (at(k)) return true;
    // Past a qualifier of two words ("modelo de lenguaje procesando este …").
    if (['de', 'di', 'da', 'do', 'of'].includes(words[k]) && at(k + 2) && /(?:ndo|ant|ing|ющ\p{L}*|щий|щая)$/u.test(words[k + 2])) return true;
    // A relative clause: its verb within six words of the relative word (German puts it last).
    // ("agents de code qui lisent …": past a qualifier of two words.)
    const rel = [k, k + 1, k + 2].find((j) => RELATIVE.has(words[j] ?? ''));
    if (rel !== undefined) {
      for (let j = rel + 1; j <= Math.min(words.length - 1, rel + 6); j++) if (at(j)) return true;
    }
    // Just before it, where a participle stands before its noun.
    for (let j = r.start - 1; j >= Math.max(0, r.start - 3); j--) if (at(j) && !/^\p{Script=Latin}/u.test(words[j]) || (at(j) && /(?:an|en|yan|yen)$/u.test(words[j]))) return true;
  }
  return false;
}
