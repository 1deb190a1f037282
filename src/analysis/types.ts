/**
 * One reading of a text: what every guard layer and the revision core share, so
 * a write is parsed once. Pure data; `analyze()` in analyze.ts builds it.
 */

/** Coarse part of speech (Universal Dependencies tags; Chinese tags mapped onto them). */
export type Pos =
  | 'NOUN' | 'PROPN' | 'VERB' | 'AUX' | 'ADJ' | 'ADV' | 'PRON' | 'DET' | 'ADP' | 'NUM'
  | 'PART' | 'CCONJ' | 'SCONJ' | 'INTJ' | 'PUNCT' | 'SYM' | 'X' | 'SPACE';

/** One token of a sentence. */
export interface Token {
  /** As written (after normalisation). */
  text: string;
  /** Lower-cased text. */
  lower: string;
  /** Dictionary form ("moved" → "move"); Chinese words are their own lemma. */
  lemma: string;
  pos: Pos;
  /** Inside the scope of a negation ("does *not* like", "不再喜欢"). */
  negated: boolean;
}

/** A span the tagger recognised: a date, a time, a URL, an e-mail address, a number, a name. */
export interface Entity {
  text: string;
  /** `DATE | TIME | URL | EMAIL | MONEY | PERCENT | CARDINAL | ORDINAL | NAME | …`. */
  type: string;
  /** Index of the first and one past the last token of the span in its sentence. */
  start: number;
  end: number;
}

/** One sentence (or one line of a list, or one clause of Chinese text). */
export interface Sentence {
  text: string;
  /** `en` for text the English model reads, `zh` for Chinese. */
  script: 'en' | 'zh';
  tokens: Token[];
  entities: Entity[];
}

/** A date or time the text names, resolved against the write's time. */
export interface DateMention {
  text: string;
  /** Epoch milliseconds of its start. */
  at: number;
  /** Index of the sentence it is in. */
  sentence: number;
  /** Only a time of day or a weekday, relative to the write ("at 10", "on Tuesday"). */
  relative: boolean;
  /** What the text itself fixes: the day of the month, the hour, the weekday ("March 3", "at 10 am", "on Friday"). */
  known: { day: boolean; hour: boolean; weekday: boolean };
  /** Epoch milliseconds of its end, where it names a period ending in a year it states ("March 2015 until June 2019"). */
  until?: number;
}

/** The analysis of one text. */
export interface Analysis {
  /** The text that was read (normalised: NFKC, whitespace collapsed per line, capped). */
  text: string;
  /** ISO 639-3 code of the main language (`eng`, `cmn`, `deu`, …; `und` when unsure). */
  language: string;
  /**
   * The main language and those franc scores nearly as high (`languages[0]` is `language`): on a
   * sentence or two it often cannot tell Portuguese from French or Turkish from Spanish, and a
   * language's closed word classes (pronouns, function words) are looked up in each.
   */
  languages: string[];
  sentences: Sentence[];
  dates: DateMention[];
  /** When the text was written (epoch ms): what relative dates were resolved against. */
  at: number;
}
