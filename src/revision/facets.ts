/**
 * Facets: what a text states, attribute by attribute (the asymmetric rule). A record
 * from a tool — JSON, a calendar entry, an HTML table, "Key: value" lines, a log line of
 * `key=value` pairs — has no grammar for the claim parser to key, but each of its fields names an
 * attribute and gives it a value; a sentence of prose is one facet whose words name what it is
 * about. Two facets that share a specific attribute word and state incompatible values (another
 * polarity, another date, time, weekday, number or name, or opposite words) are rivals: a less
 * trusted text that rivals a more trusted memory says something else about the same thing.
 */
import { LANGUAGE_MIN_CHARS, analyze } from '../analysis/analyze.js';
import { LruMap } from '../core/lru.js';
import { FIRST_PERSON, USER_WORDS, frameOfNoun, frameOfVerb, frameOfZh } from '../analysis/frames.js';
import { firstPersonWord } from '../analysis/first-person.js';
import { stopwordsOfAny } from '../analysis/stopwords.js';
import type { Analysis, Token } from '../analysis/types.js';
import { hasMarkup, isHtmlElement, readMarkup } from '../analysis/markup.js';
import { cardLines } from '../analysis/cards.js';
import { areAntonyms, isDictionaryWord, kindsApart } from '../analysis/wordnet.js';
import { parse as parseYaml } from 'yaml';
import { STOPWORDS, stem } from '../core/text.js';
import { bareMeasures, compareMeasures, measuresOf, type Measure, type MeasureKind } from '../analysis/measures.js';
import { INFLECTING, inflectedName, nameAcrossScripts, otherScriptWords, sameLetters, sameName } from '../analysis/transliterate.js';
import { antonymsOf } from './values.js';
import { latinFolded, lowerFolded } from '../analysis/letters.js';
import { NAME_FIELD_KEYS } from '../analysis/ending-words.js';
import { endsClause, endsNegation } from '../analysis/negation.js';
import { sameContactKind } from './contact-kinds.js';
import { EMAIL, emailsOf, phonesOf } from './affinity.js';
import { namedIn } from '../analysis/named-in.js';
import { MAIL_KEY, MAIL_REACH } from '../analysis/contact-kind-words.js';
import { ATTRIBUTES, NEGATES_BOTH_WAYS, attributeConcepts, attributeLookupWords, fieldLabelConcepts, chineseAndJapanese, bloodGroupOf, classValue, isLifeTopic } from '../analysis/attributes.js';

/** One attribute stated with its value. */
export interface Facet {
  /** The text of the line or sentence it was read from (for reasons and traces). */
  text: string;
  /** Read from a field (`key: value`), not from a sentence of prose. */
  keyed: boolean;
  /** Words that say what the facet is about: the key's words and the value's nouns (lemmas, lower case). */
  anchors: string[];
  /** The anchors that are the key's own words (a field names its attribute there). */
  keyAnchors: string[];
  /** Anchors in the scope of a negation ("not *married*", "没有*过敏*"). */
  deniedAnchors: string[];
  /** Anchors read from nouns: what a thing or an attribute is called (verbs and adjectives say what is done or how). */
  nounAnchors: string[];
  /** Anchors that are names: they say which thing, not which of its attributes. */
  nameAnchors: string[];
  /** Words right before an anchor noun that narrow it ("*return* flight", "*work* phone"). */
  modifiers: Record<string, string[]>;
  /** The value is a negation or an absence ("none", "No known allergies", "无", "I'm not married"). */
  negated: boolean;
  /** Day of the year (`MM-DD`) of each date the text fixes to a day. */
  days: string[];
  /** Time of day (`HH:MM`) of each time it fixes to an hour. */
  times: string[];
  /** Weekday (0–6) of each weekday it names without a day of the month. */
  weekdays: string[];
  /** Numbers outside dates and times, digits only ("1,000" → "1000"); codes with letters are names, not numbers. */
  numbers: string[];
  /** Years named on their own ("founded in 2014"). */
  years: string[];
  /** Names (proper nouns), lower case. */
  names: string[];
  /** Measures it states (height, weight, shoe size) in one scale per kind, whatever the unit. */
  measures: Measure[];
  /** Words written in another script than Latin (Cyrillic, katakana, Hangul, Arabic …): a name there may be the user's. */
  spelled: string[];
  /** Other content lemmas of the value: what opposite words are looked for in. */
  words: string[];
  /** Tokens read. */
  size: number;
  /** Speaks of or to a person the data belongs to ("your", "the user", "I"). */
  person: boolean;
  /** Speaks of or to the person a record is about, in any language ("the customer", "votre", "пациент"), not of its writer ("we"). */
  addressee: boolean;
  /** A field naming whose record it is ("customer: Pieter Janssen"): the names it gives. */
  holder: string[];
  /** Single-valued attribute frames the facet names (a key "home address" → residence; "works as" → role). */
  frames: string[];
  /** Attributes of a person it names, in any language (attributes.ts): "blutgruppe" and "blood type" → `bloodgroup`. */
  attributes: string[];
  /** The attributes named by their own words or a field's key (not only by a verb or a value: "works", "vegan"). */
  named: string[];
  /** Relatives or others it speaks of ("my *sister*", "votre *mari*"): their attributes are theirs, not the person's. */
  relations: string[];
  /** Names in reach of each attribute word (its value: "partner *Jonas*"), by attribute. */
  slots: Record<string, string[]>;
  /** Values of closed classes it names, by class ("commute" → ["bike"], "bloodgroup" → ["O-"]). */
  classes: Record<string, string[]>;
  /** ISO 639-3 code of the language its text was read in (`und` when unsure). */
  language: string;
}

/** What the facets of one text are about as a whole. */
export interface Facets {
  facets: Facet[];
  /** Every anchor of every facet. */
  anchors: Set<string>;
}

/**
 * Attribute words too general to tie two texts to one attribute on their own: every record has a
 * name, a date, a status and a note. They still name the attribute of a field whose record is
 * tied to a memory by other words.
 */
export const GENERIC = new Set([
  'user', 'customer', 'client', 'guest', 'patient', 'person', 'people', 'member', 'name', 'date', 'time', 'day', 'week', 'month',
  'year', 'hour', 'minute', 'second', 'today', 'tomorrow', 'yesterday', 'now', 'note', 'info', 'information', 'detail', 'status', 'type', 'number', 'id', 'value',
  'item', 'record', 'data', 'update', 'message', 'email', 'mail', 'subject', 'source', 'profile', 'result', 'list', 'page', 'system',
  'current', 'new', 'last', 'first', 'next', 'please', 'thanks', 'thank', 'dear', 'regard', 'hello', 'event', 'summary', 'description',
  'start', 'end', 'field', 'object', 'entry', 'report', 'export', 'import', 'sync', 'version', 'code', 'link', 'contact', 'hi', 'know',
  'content', 'body', 'text', 'make', 'take', 'get', 'go', 'come', 'see', 'use', 'find', 'give', 'tell', 'keep', 'want', 'need', 'like', 'say', 'let', 'put',
  'regular', 'usual', 'general', 'other', 'own', 'main', 'total', 'default', 'sure', 'good', 'great', 'team',
  '用户', '客户', '顾客', '信息', '时间', '日期', '状态', '名称', '姓名', '备注', '更新', '记录', '结果', '通知', '系统', '来源', '类型', '编号',
  '今天', '明天', '现在', '我们', '你们', '他们', '公司', '主题', '内容', '说明', '提醒', '情况', '请', '您好', '尊敬',
]);

/** Day and month names: shared by any two dated texts, so never what ties two texts to one attribute. */
export const CALENDAR_WORDS = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may',
  'june', 'july', 'august', 'september', 'october', 'november', 'december', 'today', 'tomorrow', 'yesterday', 'weekday', 'weekend',
  'morning', 'afternoon', 'evening', 'night', 'am', 'pm', '以后', '以前', '之前', '之后', '上次', '下次', '今年', '明年', '去年', '每天', '每周', '周一', '周二', '周三', '周四', '周五', '周六', '周日', '星期', '上午', '下午', '晚上', '早上',
]);

/** Values that state an absence: "none", "n/a", "false", "无". */
const NONE = new Set([
  'none', 'no', 'nil', 'null', 'n/a', 'na', 'false', 'never', 'nobody', 'nothing', 'not', "n't", 'without', '0', '无', '没有', '否', '未', '不', '暂无', '从不', '从来不', '不是',
  // The same, as a field's whole value in other languages ("Allergie: nessuna", "الأدوية: لا يوجد").
  'ninguno', 'ninguna', 'nada', 'aucun', 'aucune', 'néant', 'keine', 'kein', 'nessuno', 'nessuna', 'nenhum', 'nenhuma', 'geen', 'нет', 'отсутствует', 'なし', '無し', '없음', 'لا', 'yok', 'brak', 'inga', 'ingen', 'không',
]);

/**
 * Frames whose value a record field states outright and which hold one value at a time: where
 * someone lives, who employs them, their job, how to reach them, where they study. (Times, dates
 * and amounts are compared as typed values; a person may own many things.)
 */
const SINGLE_VALUED = new Set(['residence', 'employer', 'role', 'contact', 'education']);
/** The person attribute (attributes.ts) a frame's verb names. */
export const FRAME_ATTRIBUTES: Record<string, string> = { residence: 'residence', employer: 'employer', role: 'job' };

/** A field's key, or the few words before an address in a sentence, name an e-mail address it gives. */
function givesMail(text: string, key: readonly Token[] | undefined): boolean {
  const at = text.search(EMAIL);
  if (at < 0) return false;
  // (A message's header names no e-mail: "From", "De", "Von" give a sender's address.)
  if (key) return key.some((t) => MAIL_KEY.test(t.lower));
  const words = text.slice(0, at).toLowerCase().match(/[\p{L}\p{M}'’-]+/gu) ?? [];
  return words.slice(-MAIL_REACH).some((w) => MAIL_KEY.test(w));
}

/** Words before "address" that make it no place to live. */
const NOT_HOME = new Set(['email', 'e-mail', 'mail', 'ip', 'web', 'mac', 'wallet', 'bitcoin', 'ethereum', 'memory', 'return', 'reply']);

/** Lines of a record read: at most this many, each at most this long. */
const MAX_LINES = 60;
const MAX_LINE = 300;
/** Longest value of a field: a longer one is a paragraph. */
const MAX_FIELD = 80;
/** Longest sentence whose opposite words are read as the value of its attribute. */
const MAX_OPPOSED_WORDS = 16;
/** Words in another script read per facet for the user's name. */
const MAX_SPELLED = 12;
/** A key before a colon: short, and not a sentence ("Note to the team: …" is a label, still a key). */
const KEYED = /^\s*(?:[-*•>]\s*)?([^:：=\n]{1,40}?)\s*[:：]\s*(\S.*)$/u;
/** `key=value` pairs of a log or configuration line. */
const PAIRS = /(?:^|\s)([\p{L}_][\p{L}\p{N}_.-]{0,40})=("[^"]*"|\S+)/gu;
/** A compact ISO date-time ("20270305T140000Z", calendar files): rewritten so the date reader reads it. */
const COMPACT_DATE = /\b(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?\b/gu;
/** An iCalendar property with parameters ("DTSTART;TZID=Europe/Paris:"): its name, then the value. */
const CALENDAR_PROPERTY = /^\s*([A-Z][A-Z-]*);[A-Z-]+=[^:\n]*:/u;
/** A calendar date of a whole day ("20250314"), as a DATE value writes it. */
const CALENDAR_DAY = /^(\d{4})(\d{2})(\d{2})$/u;

/** An element holding only text ("<Blutgruppe>A Rh positiv</Blutgruppe>"), on its own line or among others. */
const XML_FIELD = /<([\p{L}_][\p{L}\p{N}_.:-]{0,40})(?:\s[^<>]{0,200})?>([^<>\n]{1,300})<\/\1>/gu;
/** An element's start or end tag left beside the fields ("<Patientenakte>"): the record's name. */
const XML_TAG = /<\/?([\p{L}_][\p{L}\p{N}_.:-]{0,40})(?:\s[^<>]{0,200})?>/gu;
/** An element's name without its namespace ("ns:bloodType" → "bloodType"). */
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);
/** A field or a start or end tag, in the order they come. */
const XML_PART = new RegExp(`${XML_FIELD.source}|${XML_TAG.source}`, 'gu');

/**
 * An XML record's elements as lines: an element holding text is a `key: value` field, an element
 * holding others a line of its name. Below the root, a field is named by its parent and itself, as
 * a JSON path is ("<gp><name>…" is the GP's name, not the record's); the root's own fields keep their
 * name. HTML elements are left as they are; a text with no field of a record is returned unchanged.
 */
function xmlLines(t: string): string {
  const open: string[] = [];
  let fields = 0;
  const out = t.replace(XML_PART, (m, field: string | undefined, value: string | undefined, tag: string | undefined) => {
    const name = field ?? tag ?? '';
    if (isHtmlElement(name)) return m;
    const words = keyWords(localName(name));
    if (field !== undefined) {
      fields++;
      return `\n${open.length >= 2 ? `${open[open.length - 1]} ` : ''}${words}: ${(value ?? '').trim()}\n`;
    }
    // (An element closed where it opens, "<photo src='a.jpg' />", holds nothing.)
    if (!m.startsWith('</') && !m.endsWith('/>')) open.push(words);
    else if (open.lastIndexOf(words) >= 0) open.length = open.lastIndexOf(words);
    return `\n${words}\n`;
  });
  return fields === 0 ? t : out.split('\n').map((l) => l.trim()).filter(Boolean).join('\n');
}

/** The longest text read as a YAML record. */
const MAX_YAML = 2000;
/** Most brackets in a text read as a YAML record. */
const MAX_YAML_BRACKETS = 32;
/** A line that opens a block of a YAML record ("address:" alone, with fields indented below it). */
const YAML_BLOCK = /^[\p{L}_][^:\n]{0,40}:[ \t]*\n[ \t]+(?:- )?[\p{L}_][^:\n]{0,40}:/mu;

/** A YAML record with nested fields, flattened as JSON is; undefined when the text is no such record. */
function yamlLines(t: string): string[] | undefined {
  // (A record is short and written in blocks: a longer text, or one nesting brackets, is read line
  // by line, as the parser's time grows with both.)
  if (t.length > MAX_YAML || !YAML_BLOCK.test(t) || (t.match(/[[{]/gu)?.length ?? 0) > MAX_YAML_BRACKETS) return undefined;
  let v: unknown;
  try {
    // No aliases: a record has no use for them, and they are how a small text expands into a large one.
    // Every value as written ("0701234567" stays a phone number, not 701234567).
    v = parseYaml(t, { schema: 'failsafe', maxAliasCount: 0, prettyErrors: false });
  } catch {
    return undefined;
  }
  return v && typeof v === 'object' ? structuredLines(v) : undefined;
}

/** Words of a JSON key: "dietary_notes" → "dietary notes", "bloodType" → "blood Type". */
const keyWords = (k: string) => k.replace(/([a-z])([A-Z])/gu, '$1 $2').replace(/[_\-.]+/gu, ' ').trim();

/** A JSON value flattened into `key: value` lines (the last two keys of its path name the field). */
function jsonLines(v: unknown, path: string[], out: string[]): void {
  if (out.length >= MAX_LINES) return;
  const key = path.slice(-2).map(keyWords).join(' ');
  if (Array.isArray(v)) {
    if (v.length === 0) out.push(`${key}: none`);
    else if (v.every((x) => x === null || typeof x !== 'object')) out.push(`${key}: ${v.join(', ')}`);
    else v.slice(0, MAX_LINES).forEach((x) => jsonLines(x, path, out));
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v).slice(0, MAX_LINES)) jsonLines(x, [...path, k], out);
  } else if (path.length && v !== '') {
    out.push(`${key}: ${v === null || v === false ? 'none' : v === true ? 'yes' : String(v)}`);
  }
}

/**
 * A parsed record (JSON or YAML) as lines. An object of one key holding all the rest
 * (`{"patient": {…}}`) is a record named by that key, as an XML root is: its name is a line of its
 * own, and its fields keep their own names ("name: …" is the patient's; "gp name: …" the GP's).
 */
function structuredLines(v: unknown): string[] {
  const out: string[] = [];
  const only = v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : [];
  if (only.length === 1 && only[0][1] && typeof only[0][1] === 'object' && !Array.isArray(only[0][1])) {
    out.push(keyWords(only[0][0]));
    jsonLines(only[0][1], [], out);
  } else jsonLines(v, [], out);
  return out;
}

/** A markdown row (`| a | b |`), or a CSV line of three or more cells split at `csv`. */
function cellsOf(line: string, csv: RegExp | undefined): string[] | undefined {
  const row = /^\s*\|(.*)\|\s*$/u.exec(line);
  if (row) return row[1].split('|').map((c) => c.trim());
  if (!csv) return undefined;
  const cells = splitCells(line, csv).map((c) => c.trim().replace(/^"|"$/gu, '').replace(/""/gu, '"'));
  return cells.length >= 3 ? cells : undefined;
}

/** A CSV line's cells: split at `sep` outside double quotes ("Quezada, M." is one cell), as RFC 4180 quotes them. */
function splitCells(line: string, sep: RegExp): string[] {
  if (!line.includes('"')) return line.split(sep);
  const cells: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (!quoted && sep.test(line[i])) {
      cells.push(line.slice(from, i));
      from = i + 1;
    }
  }
  cells.push(line.slice(from));
  return cells;
}

/** What separates the cells of a CSV file: commas, or semicolons (as spreadsheets write where a comma is the decimal mark). */
const CSV_SEPARATORS = [/[,，]/u, /;/u];

/** Table rows (markdown, or CSV when every line has the header's number of cells) as `header: cell` lines. */
function tableLines(lines: string[]): string[] {
  const out: string[] = [];
  let header: string[] | undefined;
  const filled = lines.filter(Boolean);
  const csv = CSV_SEPARATORS.find((sep) => {
    const width = (l: string) => splitCells(l, sep).length;
    // A title or a comment may come before the table ("# Export of …"): the table starts at its header.
    const rows = filled.slice(Math.max(0, filled.findIndex((l) => width(l) >= 3)));
    return rows.length >= 2 && width(rows[0]) >= 3 && rows.every((l) => width(l) === width(rows[0]));
  });
  for (const line of lines) {
    const cells = cellsOf(line, csv);
    if (!cells) {
      header = undefined;
      out.push(line);
      continue;
    }
    if (cells.every((c) => /^:?-{2,}:?$/u.test(c) || c === '')) continue;
    if (!header) {
      header = cells;
      continue;
    }
    cells.forEach((c, i) => out.push(header && header[i] && c ? `${keyWords(header[i])}: ${c}` : c));
  }
  return out;
}

/**
 * The lines of a text as a record: a calendar entry or a contact card as what it says (cards.ts),
 * JSON flattened, an XML record's elements as fields, markup read as shown (table cells apart),
 * markdown and CSV tables (commas or semicolons) with their header, `key=value` pairs and one-line
 * records split into fields.
 */
export function recordLines(text: string): string[] {
  const t = text.slice(0, 20_000).trim();
  let lines = cardLines(t);
  if (!lines && /^[{[]/u.test(t)) {
    try {
      lines = structuredLines(JSON.parse(t));
    } catch {
      lines = undefined;
    }
  }
  lines ??= yamlLines(t);
  if (!lines) {
    // An XML record's elements are its fields ("<bloodGroup>A+</bloodGroup>"); HTML is read as shown.
    // Only a text that is a record, starting with a tag: a letter's "<Name>" placeholder or a
    // component in a code sample is not one.
    const fields = t.startsWith('<') ? xmlLines(t) : t;
    const shown = hasMarkup(fields) ? readMarkup(fields.replace(/<\/(t[dh])>(\s*)(?=<t[dh][\s>])/giu, '</$1>\t')).text : fields;
    lines = tableLines(shown.split(/\r?\n/u));
  }
  const out: string[] = [];
  for (const raw of lines) {
    // A calendar property's parameters ("DTSTART;VALUE=DATE:") are not part of its name; its date may have no time.
    const prop = CALENDAR_PROPERTY.exec(raw);
    const line = (prop ? `${prop[1]}: ${raw.slice(prop[0].length).replace(CALENDAR_DAY, '$1-$2-$3')}` : raw).replace(COMPACT_DATE, '$1-$2-$3 $4:$5').trim();
    if (!line) continue;
    const pairs = [...line.matchAll(PAIRS)];
    if (pairs.length >= 2 || (pairs.length === 1 && !/\s/u.test(line.replace(pairs[0][0].trim(), '').trim().replace(/^\[[^\]]*\]$/u, '')))) {
      for (const p of pairs) out.push(`${keyWords(p[1])}: ${p[2].replace(/^"|"$/gu, '')}`);
    } else if (/^[^\t]+\t[^\t]+$/u.test(line)) {
      // A table row of two cells is a field and its value.
      out.push(line.replace(/\s*\t\s*/u, ': '));
    } else {
      // (A separator between blanks is found by looking around it: "\s+[·•|]\s+" retried every blank of a long run.)
      // (An ideographic space parts two fields of a form — "宛名：…　銀行：…" — where a short key and a colon follow it; between a family and a given name it does not.)
      out.push(...line.split(/\t|(?<=\s)[·•|](?=\s)|｜|；|;\s+|\u3000(?=[^\s\d:：]{1,12}[:：])/u).map((p) => p.trim()).flatMap(fieldsOf).filter(Boolean));
    }
    if (out.length >= MAX_LINES) break;
  }
  return out.slice(0, MAX_LINES).map((l) => l.slice(0, MAX_LINE));
}

/** A dash between a record's title and its first field ("Visa application — Applicant: …"). */
const TITLE_DASH = /\s[—–]\s/u;
/** A comma or full stop before a short key and its colon: where one field of a one-line record ends ("…, Date of birth: …"). */
const NEXT_FIELD = /(?<=[,.，。])\s*(?=[^\s:：,.;，。]{1,25}(?:\s[^\s:：,.;，。]{1,25}){0,2}\s?[:：]\s)/u;

/**
 * The fields of a one-line record written with two or more keys ("Permit — Holder: …. Vehicle: …",
 * "Name: …, Date of birth: …, Place of birth: …"): one piece each. Prose, with no key or one, is one piece.
 */
function fieldsOf(piece: string): string[] {
  if ((piece.match(/[:：]\s/gu)?.length ?? 0) < 2) return [piece];
  return piece.split(TITLE_DASH).flatMap((p) => p.split(NEXT_FIELD)).map((p) => p.trim());
}

const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
/** Words after a hyphen that say the noun before it is absent ("alcohol-free", "smoke-free", "nut-free"). */
const FREE_OF = new Set(['free', 'less']);
const isNumber = (t: Token) => t.pos === 'NUM' || /\d/u.test(t.text);

/** The word an anchor is compared by. */
function anchorOf(t: Token): string | undefined {
  const w = stem(t.lemma.replace(/[^\p{L}\p{N}]+/gu, ''));
  if (!w || STOPWORDS.has(w) || FIRST_PERSON.has(t.lower)) return undefined;
  if (/\p{Script=Han}/u.test(w) ? w.length < 2 : w.length < 3) return undefined;
  return w;
}

/** Reads one line or sentence of analysis into a facet; a keyed one is split at its first colon. */
function facetOf(text: string, a: Analysis, keyed: boolean): Facet {
  const tokens = a.sentences.flatMap((s) => s.tokens);
  // "la mañana" is the morning, not tomorrow (Spanish writes both "mañana").
  const dated = a.dates.filter((d) => !(/^mañana$/iu.test(d.text.trim()) && /(?:^|\s)(?:la|esta|cada)\s+$/iu.test(text.slice(0, Math.max(0, text.toLowerCase().indexOf(d.text.trim().toLowerCase()))))));
  const inDate = (t: Token) => dated.some((d) => d.text.includes(t.text));
  const colon = keyed ? tokens.findIndex((t) => /^[:：]$/u.test(t.text)) : -1;
  const key = colon >= 0 ? tokens.slice(0, colon) : [];
  const value = colon >= 0 ? tokens.slice(colon + 1) : tokens;
  const anchors = new Set<string>();
  const denied = new Set<string>();
  const named = new Set<string>();
  const modifiers: Record<string, string[]> = {};
  // A capitalised word beside a name is part of it ("Victoria *Park*", "Grove *Road*").
  const capital = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text);
  const isName = (i: number) => tokens[i].pos === 'PROPN' || (capital(tokens[i]) && (tokens[i - 1]?.pos === 'PROPN' || tokens[i + 1]?.pos === 'PROPN'));
  tokens.forEach((t, i) => {
    const w = t.pos === 'NOUN' ? anchorOf(t) : undefined;
    if (!w) return;
    const mods: string[] = [];
    for (let j = i - 1; j >= 0 && (tokens[j].pos === 'ADJ' || tokens[j].pos === 'NOUN'); j--) mods.push(anchorOf(tokens[j]) ?? tokens[j].lower);
    if (mods.length) modifiers[w] = mods;
  });
  const common = new Set<string>();
  const nouns = new Set<string>();
  tokens.forEach((t, i) => {
    const inKey = colon >= 0 && i < colon;
    const inValue = colon < 0 || i > colon;
    if (!CONTENT.has(t.pos) || (inValue && !inKey && colon >= 0 && t.pos !== 'NOUN' && t.pos !== 'PROPN') || (!inKey && !inValue)) return;
    const w = anchorOf(t);
    if (!w) return;
    anchors.add(w);
    if (t.pos === 'NOUN' || t.pos === 'PROPN') nouns.add(w);
    // "alcohol-free", "gluten-free": the thing is absent.
    const further = tokens.slice(Math.max(0, i - 2), i).some((x) => FURTHER.has(x.lower));
    if ((t.negated && !further) || (tokens[i + 1]?.text === '-' && FREE_OF.has(tokens[i + 2]?.lower ?? ''))) denied.add(w);
    if (isName(i)) named.add(w);
    else common.add(w);
  });
  const keyAnchors = new Set(key.filter((t) => CONTENT.has(t.pos)).map(anchorOf).filter((w): w is string => w !== undefined));
  // "no." is one token to the tagger (an abbreviation of "number"); at the end of a field it is "no".
  const lowerValue = value.map((t) => t.lower.replace(/(?<=\p{L})[.。]$/u, ''));
  // A field's value is an absence where its first clause is negated ("none known", "没有过敏"), not
  // where a later clause denies something ("two jars of honey (she likes it unheated, no sugar)").
  const negated = (colon >= 0 ? firstClause(value) : value).some((t) => t.negated) || NONE.has(lowerValue.join(' ')) || (colon >= 0 ? NONE.has(lowerValue[0] ?? '') : lowerValue.some((w) => NONE.has(w) && w !== '0'));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = new Set<string>();
  const times = new Set<string>();
  const weekdays = new Set<string>();
  for (const d of dated) {
    const at = new Date(d.at);
    if (d.known.day) days.add(`${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
    else if (d.known.weekday) weekdays.add(String(at.getDay()));
    if (d.known.hour) times.add(`${pad(at.getHours())}:${pad(at.getMinutes())}`);
  }
  const numbers = new Set<string>();
  const years = new Set<string>();
  const digits = (t: Token) => isNumber(t) && !inDate(t) && /^[\d.,，]+$/u.test(t.text);
  /** What the facet's text has between a run of tokens and the next one (one space when grouped). */
  const between = (run: string, next: string): string => {
    const at = text.indexOf(run);
    const after = at < 0 ? -1 : text.indexOf(next, at + run.length);
    return after < 0 ? '' : text.slice(at + run.length, after);
  };
  for (let i = 0; i < value.length; i++) {
    const t = value[i]!;
    if (!digits(t)) continue;
    // Thousands grouped by commas ("4,100"), by dots in two groups or more ("1.234.567"; one group,
    // "1.500", may be a decimal) or by single spaces after one or two digits ("4 100", "12 500": two
    // tokens, as French, Swedish or Polish write them; "101 102" may be a list) are one number.
    let n0 = /^[1-9]\d{0,2}(?:\.\d{3}){2,}$/u.test(t.text) ? t.text.replace(/\./gu, '') : t.text;
    let joined = t.text;
    while (/^[1-9]\d?$/u.test(t.text) && i + 1 < value.length && /^\d{3}$/u.test(value[i + 1]!.text) && digits(value[i + 1]!) && /^[ \u00a0\u202f]$/u.test(between(joined, value[i + 1]!.text))) {
      joined += ` ${value[i + 1]!.text}`;
      n0 += value[++i]!.text;
    }
    const n = n0.replace(/(?<=\d)[,，](?=\d{3})/gu, '').replace(/[.,，]+$/u, '');
    if (/^(?:19|20)\d\d$/u.test(n)) years.add(n);
    else if (n) numbers.add(n);
  }
  // A pronoun or a function word of the text's language opening a sentence ("Mijn …", "O meu …") names no one.
  const glue = stopwordsOfAny(a.languages);
  const names = new Set(value.filter((t) => !firstPersonOf(t.lower, a.languages) && !glue.has(t.lower) && !USER_WORDS.has(t.lower) && (t.pos === 'PROPN' || (/\d/u.test(t.text) && /\p{L}/u.test(t.text))) && !inDate(t)).map((t) => t.lower));
  // A name written with a hyphen ("Jun-seo", "Hans-Peter") is one name, though the tagger splits it
  // and often tags one part only as a name.
  for (const [first, second] of hyphenated(value, text)) {
    if (!names.has(first) && !names.has(second)) continue;
    names.delete(first);
    names.delete(second);
    names.add(`${first}-${second}`);
  }
  const words = new Set(value.filter((t) => CONTENT.has(t.pos) && t.pos !== 'PROPN' && !isNumber(t)).map((t) => t.lemma));
  // A field's frame is named by its key; a sentence's by any of its words.
  const frames = new Set<string>();
  (colon >= 0 ? key : tokens).forEach((t, i, ts) => {
    // An e-mail, IP or wallet address is no home.
    if (t.lower === 'address' && NOT_HOME.has(ts[i - 1]?.lower ?? '')) return;
    const f = /\p{Script=Han}/u.test(t.text) ? frameOfZh(t.text, t.pos === 'VERB') : t.pos === 'VERB' ? frameOfVerb(t.lemma) : t.pos === 'NOUN' || t.pos === 'PROPN' ? frameOfNoun(stem(t.lower)) : undefined;
    if (f && SINGLE_VALUED.has(f.id)) frames.add(f.id);
  });
  // A field whose key names an e-mail address in any language ("Dirección de correo", "メールアドレス"),
  // or a sentence naming one a few words before giving it ("Mi correo es …"), is a contact, as
  // "E-mail: …" is.
  if (!frames.has('contact') && givesMail(text, colon >= 0 ? key : undefined)) frames.add('contact');
  const attrs = attributesOf(a, tokens, colon, keyed ? text.slice(text.search(/[:：]/u) + 1) : text);
  // In prose, a verb of a person's single-valued frame names that attribute as its words do ("the
  // flat in Kraków where you are living", "she is working for …"): the verb families of frames.ts, in
  // every tense. The sentence's names are its value, wherever they stand.
  if (colon < 0) {
    for (const t of tokens) {
      const id = t.pos === 'VERB' ? FRAME_ATTRIBUTES[frameOfVerb(t.lemma)?.id ?? ''] : undefined;
      if (!id || attrs.attributes.includes(id)) continue;
      attrs.attributes.push(id);
      attrs.slots[id] ??= [...names].filter((w) => /\p{L}/u.test(w) && !/\d/u.test(w) && !TITLES.has(w.replace(/\.$/u, '')));
    }
  }
  // Born on a day: the person's birthday (a field's key names it by the field labels).
  // (A day before the writing: "born in Cork, flying home tomorrow" gives no birthday.)
  if (attrs.born && dated.some((d) => d.known.day && !d.relative && d.at < a.at) && !attrs.attributes.includes('birthday')) {
    attrs.attributes.push('birthday');
    attrs.named.add('birthday');
  }
  for (const id of [...attrs.attributes, ...attrs.relations, ...attrs.topics]) {
    const w = `@${id}`;
    anchors.add(w);
    nouns.add(w);
    if (attrs.inKey.has(id)) keyAnchors.add(w);
    if (attrs.denied.has(id)) denied.add(w);
    // A field's frame is named by its key (as above): "Subject: Dentist reminder" is no dentist's record.
    if (ATTRIBUTES[id]?.exclusive && (colon < 0 || attrs.inKey.has(id))) frames.add(w);
  }
  for (const t of attrs.covered) names.delete(t);
  for (const w of attrs.deniedNames) if (anchors.has(w)) denied.add(w);
  const person = attrs.person || tokens.some((t) => USER_WORDS.has(t.lower) || firstPersonOf(t.lower, a.languages));
  return { text, keyed: colon >= 0, person, anchors: [...anchors], keyAnchors: [...keyAnchors], deniedAnchors: [...denied], nounAnchors: [...nouns], nameAnchors: [...named].filter((w) => !common.has(w)), modifiers, negated, days: [...days], times: [...times], weekdays: [...weekdays], numbers: [...numbers], years: [...years], names: [...names], spelled: otherScriptWords(text, MAX_SPELLED), measures: measuresOf(text, attrs.attributes.includes('shoesize')), words: [...words], frames: [...frames], size: tokens.length, addressee: attrs.person || tokens.some((t) => USER_WORDS.has(t.lower)), holder: holderOf(text, keyed && value.filter((t) => t.pos !== 'PUNCT').length <= HOLDER_TOKENS, attrs.personKey, [...names]), attributes: attrs.attributes, named: attrs.attributes.filter((id) => attrs.named.has(id)), relations: attrs.relations, slots: attrs.slots, classes: attrs.classes, language: a.language };
}

/**
 * Tokens a field naming whose record it is gives its holder in ("customer: Pieter Janssen"); a longer
 * value is a sentence about them ("Kundendaten: der Wohnort des Nutzers …"). A code ("customer_id:
 * C-20931") says which record, not whose.
 */
const HOLDER_TOKENS = 4;

/**
 * Keys giving the name of whom a record is about ("Name: …", "Nombre: …"):
 * a holder as much as "customer: …". A narrower key ("pet name", "product name") names something else.
 */
export const NAME_KEYS = new Set([
  'name', 'full name', 'first name', 'last name', 'surname', 'nombre', 'nombre completo', 'apellidos', 'nom', 'nom complet', 'prénom', 'vorname', 'nachname',
  'nome', 'nome completo', 'cognome', 'nome e cognome', 'naam', 'namn', 'ad soyad', 'adı soyadı', 'isim', 'имя', 'фио', 'фамилия', 'imię i nazwisko', 'imię', 'nazwisko',
  '姓名', '名字', '氏名', '名前', 'お名前', '이름', '성명', 'الاسم', 'الاسم الكامل', 'नाम',
]);

/** The name-field labels of further languages and of vCard (`fn`, `n`), compared without diacritics (ending-words.ts). */
const NAME_FIELDS = new Set(Object.values(NAME_FIELD_KEYS).flat().map((k) => latinFolded(k.trim())));

/** A field's key names whom the record is about: a name key, or a name field's label of the further languages. */
function namesHolder(rawKey: string): 'key' | 'field' | undefined {
  const key = rawKey.trim().toLowerCase();
  // A one-word label of the further languages ("Jméno", "Név", "名前") or vCard's FN and N — not a
  // label of two letters ("Ad:" is an advert in English) nor a path ("Contact name").
  const field = key === 'fn' || key === 'n' || (/^[\p{L}\p{M}]{3,}$/u.test(key) && NAME_FIELDS.has(latinFolded(key)));
  return NAME_KEYS.has(key) ? 'key' : field ? 'field' : undefined;
}

/** A word by which the writer speaks of themselves in any language the text may be in. */
const firstPersonOf = (word: string, languages: readonly string[]) => languages.some((l) => firstPersonWord(word, l));

/**
 * The holder a short keyed field names: the names of its value, where its key names whom the record
 * is about — a name field of the further languages only with a full name (two names or more: "Lily"
 * under an "English name" key is a nickname, not whose record it is).
 */
function holderOf(text: string, short: boolean, personKey: boolean, names: string[]): string[] {
  const by = personKey ? 'key' : namesHolder(text.slice(0, Math.max(0, text.search(/[:：]/u))));
  if (!by || !short) return [];
  const holder = names.filter((w) => !/\d/u.test(w) && !TITLES.has(w.replace(/\.$/u, '')) && !partOfCode(text, w));
  return by === 'field' && holder.length < 2 ? [] : holder;
}

/** A word written as the letters of a code ("PT" in "PT-40917", "HH_0047"): a record's number, not a name. */
const partOfCode = (text: string, w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}[-_/]?\\d`, 'iu').test(text);

/** Titles before a name ("Dr. Baert", "Frau Varga"): they say what someone is, not who. */
export const TITLES = new Set([
  'dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'madam', 'herr', 'frau', 'mme', 'mlle', 'sr', 'sra', 'srta', 'dott', 'dottssa', 'sig', 'sig.ra', 'dhr', 'mevr',
  // How one addresses a person in further languages: a title beside a name, not a name.
  'monsieur', 'madame', 'señor', 'señora', 'signor', 'signora', 'senhor', 'senhora', 'fru', 'fröken', 'pan', 'pani', 'pán', 'paní', 'slečna', 'gospodin', 'gospođa', 'úr',
  'bey', 'hanım', 'rouva', 'herra', 'ponas', 'ponia', 'domnul', 'doamna', 'doamnă', 'господин', 'госпожа', 'κύριος', 'κυρία',
]);

/**
 * The name an attribute word is said of by a copula before it: "*Dr Nadia Okafor* has been my GP",
 * "*Jonas* is my partner" — the run of names right before "be" (and its auxiliaries), where only
 * determiners, pronouns and adjectives stand between "be" and the word. Undefined otherwise.
 */
function copulaSubject(tokens: Token[], at: number): [number, number] | undefined {
  let k = at - 1;
  while (k >= 0 && (tokens[k].pos === 'DET' || tokens[k].pos === 'PRON' || tokens[k].pos === 'ADJ')) k--;
  if (k < 0 || tokens[k].lemma !== 'be') return undefined;
  let end = k;
  while (end > 0 && tokens[end - 1].pos === 'AUX') end--;
  let start = end;
  while (start > 0 && (tokens[start - 1].pos === 'PROPN' || TITLES.has(tokens[start - 1].lower.replace(/\.$/u, '')))) start--;
  // A day or a month before the copula names no one ("Tuesday is my GP appointment with …").
  return start < end && tokens.slice(start, end).some((t) => !CALENDAR_WORDS.has(t.lower) && !TITLES.has(t.lower.replace(/\.$/u, ''))) ? [start, end] : undefined;
}

/**
 * The name an attribute word stands in apposition to, before it: "*Jonas Verhaegen*, my partner, …",
 * "*Dr Amadi* — our GP." — the run of names right before a comma or a dash, where only determiners
 * and pronouns stand between it and the word, and the apposition closes right after the word ("Hi
 * Mark, my GP is …" gives the GP after it). Undefined otherwise.
 */
function appositionBefore(tokens: Token[], at: number, after: number): [number, number] | undefined {
  // ("Dear Anna, my manager, Tom Baker, …": a name right after the word is its own apposition.)
  if (after < tokens.length && (tokens[after].pos !== 'PUNCT' || /^\p{Lu}/u.test(tokens[after + 1]?.text ?? ''))) return undefined;
  let k = at - 1;
  while (k >= 0 && at - k <= 2 && (tokens[k].pos === 'DET' || tokens[k].pos === 'PRON')) k--;
  if (k < 1 || k === at - 1 || !/^[,—–]$/u.test(tokens[k].text)) return undefined;
  const end = k;
  let start = end;
  while (start > 0 && end - start < 4 && (tokens[start - 1].pos === 'PROPN' || TITLES.has(tokens[start - 1].lower.replace(/\.$/u, '')))) start--;
  return start < end && tokens.slice(start, end).some((t) => !CALENDAR_WORDS.has(t.lower) && !TITLES.has(t.lower.replace(/\.$/u, ''))) ? [start, end] : undefined;
}

/** The tokens of a field's value up to its first comma, bracket or semicolon. */
function firstClause(value: Token[]): Token[] {
  const end = value.findIndex((t, i) => i > 0 && /^[(（,，;；、]$/u.test(t.text));
  return end < 0 ? value : value.slice(0, end);
}

/** Tokens after an attribute word where its value (a name) is looked for: "partner *Jonas*", "wohnt in *Namur*". */
const SLOT_AFTER = 5;

/** Commas and clause ends of a script without spaces: a name past one belongs to another part of the sentence. */
const CJK_COMMA = /^[，,、；;：:。]$/u;

/**
 * The tokens a CJK attribute word's value is read from: after it, to the next comma, where a name
 * stands there; else before it, back to the previous comma.
 */
function cjkReach(tokens: readonly Token[], start: number, end: number): [number, number] {
  let to = end;
  while (to < tokens.length && !CJK_COMMA.test(tokens[to].text)) to++;
  if (tokens.slice(end, to).some((t) => t.pos === 'PROPN' || /\p{Script=Han}/u.test(t.text))) return [end, to];
  let from = start;
  while (from > 0 && !CJK_COMMA.test(tokens[from - 1].text)) from--;
  return [from, start];
}
/** Words that say no inside a term of a closed class ("does *not* smoke", "*non*-smoker", "*kein* Fleisch"). */
const NEGATING = new Set(['not', "n't", 'never', 'no', 'non', ...[...attributeLookupWords('negator').values()].flat()]);

/** English negators that are no common word of another language. */
const ENGLISH_ONLY_NEGATORS = new Set(['not', "n't", 'never', 'cannot']);

/** A yes in a field ("JA", "oui"): a flag, not a name. */
const YES = new Set(['yes', 'y', 'ok', 'ja', 'oui', 'si', 'sí', 'sim', 'да', '是', 'はい', '네', 'true']);
/** Words that make a denial one of further values only ("no *other* allergies"), in several languages. */
const FURTHER = new Set(['other', 'else', 'further', 'additional', 'andere', 'anderen', 'weitere', 'weiteren', 'sonstige', 'sonstigen', 'autre', 'autres', 'otra', 'otras', 'otro', 'otros', 'altre', 'altri', 'altra', 'altro', 'outra', 'outras', 'outro', 'outros', 'andra', 'övriga', 'andre', 'øvrige', 'другие', 'других', 'иных', 'innych', 'inne', 'başka', 'diğer', 'muita', 'muuta', 'muut', 'jiné', 'další', 'egyéb', 'alte', 'άλλες', 'άλλα', 'lain', 'khác']);
/** Tokens before an attribute word where a negator denies it ("keine Allergien", "sin alergias"). */
const NEGATOR_REACH = 4;

/**
 * The clause ends at most two words after `end` (a verb and its auxiliary in a language that puts
 * them last: "साइकिल से नहीं जातीं", "Fleisch isst sie nicht").
 */
const nearClauseEnd = (tokens: Token[], end: number) => {
  for (let i = end; i <= end + 2; i++) if (i >= tokens.length || endsClause(tokens[i])) return true;
  return false;
};
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The analysis's name (ISO 639-3, as franc gives it) of each language the attribute lexicons list (ISO 639-1). */
export const ISO3: Record<string, string> = {
  ar: 'arb', bn: 'ben', ca: 'cat', cs: 'ces', da: 'dan', de: 'deu', el: 'ell', en: 'eng', es: 'spa', et: 'est', fa: 'pes', fi: 'fin', fr: 'fra', he: 'heb',
  hi: 'hin', hr: 'hrv', hu: 'hun', id: 'ind', it: 'ita', ja: 'jpn', ko: 'kor', lt: 'lit', lv: 'lvs', ms: 'zsm', nb: 'nob', nl: 'nld', no: 'nob', pl: 'pol',
  pt: 'por', ro: 'ron', ru: 'rus', sk: 'slk', sl: 'slv', sv: 'swe', sw: 'swh', th: 'tha', tl: 'tgl', tr: 'tur', uk: 'ukr', ur: 'urd', vi: 'vie', zh: 'cmn',
};

/** Letters of a word in Latin script up to which one language's word is as often another's common word. */
const SHORT_WORD = 4;
/**
 * Families of languages franc tells apart less well on a short text than their words differ (it reads
 * a Spanish school record as Italian, "Ny læge: …" as Turkish): a word counts within its family.
 */
const FAMILIES: Record<string, string> = Object.fromEntries(
  Object.entries({
    romance: ['spa', 'por', 'glg', 'cat', 'ita', 'fra', 'ron'],
    germanic: ['deu', 'nld', 'afr', 'ltz'],
    nordic: ['dan', 'nob', 'nno', 'swe', 'isl'],
    slavic: ['pol', 'ces', 'slk', 'hrv', 'srp', 'bos', 'slv', 'rus', 'ukr', 'bel', 'bul'],
    malay: ['ind', 'zsm'],
  }).flatMap(([family, members]) => members.map((m) => [m, family])),
);
export const family = (iso3: string | undefined): string | undefined => (iso3 && FAMILIES[iso3]) ?? iso3;

/**
 * A short word of one language's list found in a text read in another ("mam", Dutch "mum", is Polish
 * "I have"; Swahili "dada", sister, a Spanish participle): read only in a text of its own language's
 * family — and English's anywhere, as records borrow its words ("GP", "vet"), and any in a text too
 * short for its language to be told.
 */
const foreignShortWord = (h: { lang: string; term: string }, a: Analysis) =>
  h.lang !== 'en' && a.text.length >= LANGUAGE_MIN_CHARS && a.languages.every((l) => family(ISO3[h.lang]) !== family(l)) && h.term.length <= SHORT_WORD && /^\p{Script=Latin}+$/u.test(h.term);
const CJK_ANY = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The concepts of negation. */
const NEGATORS = new Set(['negator', 'postnegator']);

/**
 * A short negator of another language than the text may be in, even of its family, or one that is a
 * function word of another language it may be in: Spanish "no" is Portuguese "in the" (analysis
 * negation.ts reads them alike).
 */
const foreignNegator = (h: { lang: string; term: string }, a: Analysis) => {
  if (a.text.length < LANGUAGE_MIN_CHARS || h.term.length > SHORT_WORD || !/^\p{Script=Latin}+$/u.test(h.term)) return false;
  const code = ISO3[h.lang] ?? h.lang;
  return !a.languages.includes(code) || (code !== a.language && stopwordsOfAny(a.languages.filter((l) => l !== code)).has(h.term));
};

/**
 * The person attributes of one line or sentence (attributes.ts): which it names (a field by its
 * key, when the key names one), whose they are (relations), the names in reach of each (its
 * value), closed-class values, denials in other languages, and whether it speaks of the person.
 */
function attributesOf(a: Analysis, tokens: Token[], colon: number, valueText: string) {
  const attributes = new Set<string>();
  const named = new Set<string>();
  const relations = new Set<string>();
  const topics = new Set<string>();
  const inKey = new Set<string>();
  const denied = new Set<string>();
  const classes: Record<string, string[]> = {};
  const slots: Record<string, string[]> = {};
  const covered = new Set<string>();
  const hits: { id: string; start: number; end: number; cjk: boolean }[] = [];
  let person = false;
  let personKey = false;
  let born = false;
  const deniedNames = new Set<string>();
  const negators: number[] = [];
  /** Where a word stands that denies what comes before it in its clause ("vejetaryen *değil*"). */
  const postNegators: number[] = [];
  let base = 0;
  for (const s of a.sentences) {
    const kana = KANA.test(s.text);
    const found = new Map([...attributeConcepts(s)].map(([id, spans]) => [id, spans.filter((h) => !foreignShortWord(h, a) && !(NEGATORS.has(id) && foreignNegator(h, a)))] as const));
    // A field's key may be a record's label for the attribute ("DOB", "data urodzenia", "緊急連絡先").
    if (colon >= base) {
      for (const [id, spans] of fieldLabelConcepts(s)) {
        const inKey = spans.filter((h) => base + h.end <= colon && !(id === 'residence' && NOT_HOME.has(tokens[base + h.start - 1]?.lower ?? '')));
        if (inKey.length > 0) found.set(id, [...(found.get(id) ?? []), ...inKey]);
      }
    }
    for (const [id, spans] of found) {
      for (const h of spans) {
        // A Japanese term written in kanji alone reads otherwise inside Chinese ("在住" in "现在住").
        if (h.lang === 'ja' && !kana) continue;
        // And a Chinese one inside Japanese ("丈夫", husband, in "大丈夫", all right): Japanese has its own terms.
        if (h.lang === 'zh' && kana && !chineseAndJapanese(h.term)) continue;
        const start = base + h.start;
        const end = base + h.end;
        for (let i = start; i < end; i++) covered.add(tokens[i]?.lower ?? '');
        if (id === 'person') {
          person = true;
          if (colon >= 0 && start < colon) personKey = true;
        }
        // A field's name denies nothing ("passport no:" is its number); its value may ("allergies: none").
        else if (id === 'negator') {
          if (colon < 0 || start > colon) negators.push(start);
        } else if (id === 'postnegator') {
          if ((colon < 0 || start > colon) && (!NEGATES_BOTH_WAYS.has(h.term) || nearClauseEnd(tokens, end))) postNegators.push(start);
        } else if (id === 'born') born = true;
        else hits.push({ id, start, end, cjk: CJK_ANY.test(tokens.slice(start, end).map((t) => t.text).join('')) });
      }
    }
    base += s.tokens.length;
  }
  const keyHit = (h: { start: number }) => colon >= 0 && h.start < colon;
  // A negator a few words before the term, in its clause ("keine Allergien"; not "Nu, medicul meu …").
  const before = (h: { start: number }) => (i: number) => i >= h.start - NEGATOR_REACH && i < h.start && !tokens.slice(i + 1, h.start).some(endsNegation);
  // The tagger's negation, where it is read: in English, or by the text's language's negators (a text
  // long enough to tell it). In a short text of no told language, only after an English negator that
  // is no word of another language ("not", "never"; "no" is Portuguese "in the").
  const tagged = (h: { start: number }) =>
    tokens[h.start]?.negated === true && (a.language === 'eng' || a.text.length >= LANGUAGE_MIN_CHARS || tokens.slice(Math.max(0, h.start - NEGATOR_REACH), h.start).some((t) => ENGLISH_ONLY_NEGATORS.has(t.lower)));
  // A word denying what precedes it, a few words after the term and in its clause.
  const deniedAfter = (h: { end: number }) => postNegators.some((i) => i >= h.end && i < h.end + NEGATOR_REACH && !tokens.slice(h.end, i).some(endsNegation));
  const keyNamesOne = hits.some((h) => keyHit(h) && !classValue(h.id));
  for (const h of hits) {
    if (isLifeTopic(h.id)) {
      topics.add(h.id);
      continue;
    }
    const cv = classValue(h.id);
    if (cv) {
      // A value of a closed class names its attribute too ("cycles to work" → how they commute);
      // in a key, it is the value when the field says yes ("Smoker?: yes"). In a negation's scope it
      // is denied ("är inte vegetarian"), unless the term says no itself ("does not smoke", "non-smoker").
      const denial = cv.value !== 'no' && !tokens.slice(h.start, h.end).some((t) => NEGATING.has(t.lower)) && (negators.some(before(h)) || deniedAfter(h) || tagged(h));
      if (!keyHit(h) || YES.has(tokens.slice(colon + 1).find((t) => t.pos !== 'PUNCT')?.lower ?? '')) (classes[cv.cls] ??= []).push(denial ? `${NOT}${cv.value}` : cv.value);
      if (ATTRIBUTES[cv.cls]) attributes.add(cv.cls);
      continue;
    }
    // A field is about what its key names; its value's words name values, not other attributes.
    if (colon >= 0 && keyNamesOne && !keyHit(h)) continue;
    (ATTRIBUTES[h.id]?.relation ? relations : attributes).add(h.id);
    named.add(h.id);
    if (keyHit(h)) inKey.add(h.id);
    const near = (i: number) => before(h)(i) || (h.cjk && i > h.start);
    // "alcohol-free" denies drinking; "gluten-free" is what someone who cannot eat gluten eats.
    // ("allergy-free" still denies: the word before "-free" is the attribute's own name.)
    const ownName = (tokens[h.end - 1]?.lower ?? '').startsWith(h.id.slice(0, 5));
    const freeOf = tokens[h.end]?.text === '-' && FREE_OF.has(tokens[h.end + 1]?.lower ?? '') && (!ATTRIBUTES[h.id]?.avoided || ownName);
    // "no other allergies", "keine weiteren Allergien", "没有其他过敏": only further values denied, not the attribute.
    const further = tokens.slice(Math.max(0, h.start - 2), h.start).some((t) => FURTHER.has(t.lower)) || (h.cjk && /其他|其它|别的|他の|その他/u.test(tokens.slice(Math.max(0, h.start - 2), h.end).map((t) => t.text).join('')));
    const refused = !further && (negators.some(near) || deniedAfter(h) || tokens.slice(h.start, h.end).some((t) => t.negated) || freeOf);
    if (refused) denied.add(h.id);
    // Its value: names in reach (a whole field's value; in a script without spaces, the part of the
    // clause after the word up to a comma, "家庭医生是 X 医生，她在 Y 看诊" — or before it, "X 是我的医生").
    const [from, to] = keyHit(h) ? [colon + 1, tokens.length] : h.cjk ? cjkReach(tokens, h.start, h.end) : (copulaSubject(tokens, h.start) ?? appositionBefore(tokens, h.start, h.end) ?? [h.end, Math.min(tokens.length, h.end + SLOT_AFTER)]);
    const slot = tokens
      .slice(from, to)
      .filter((t) => (t.pos === 'PROPN' || /^\p{Lu}/u.test(t.text) || /\p{Script=Han}/u.test(t.text)) && !NONE.has(t.lower) && !YES.has(t.lower) && !covered.has(t.lower) && !USER_WORDS.has(t.lower))
      .map((t) => t.lower.replace(/[^\p{L}\p{N}'’-]+/gu, ''))
      // A code ("S3", "TW-412") names a system or a ticket, not a person, a place or a company.
      .filter((w) => w.length > 1 && /\p{L}/u.test(w) && !/\d/u.test(w) && !TITLES.has(w) && !CALENDAR_WORDS.has(w));
    if (slot.length) (slots[h.id] ??= []).push(...slot);
    // "nunca ha tenido cuenta en Argenta": the value of a denied attribute is denied.
    if (refused) slot.forEach((w) => deniedNames.add(w));
  }
  if (attributes.has('bloodgroup')) {
    const group = bloodGroupOf(valueText);
    if (group) classes.bloodgroup = [group];
  }
  // A blood group given with its Rhesus factor is one, named or not ("I'm A Rh−").
  if (!attributes.has('bloodgroup') && /(?<![\p{L}\p{N}])(?:AB|A|B|O|0)\s*Rh(?:esus)?(?!\p{L})/u.test(valueText)) {
    attributes.add('bloodgroup');
    const group = bloodGroupOf(valueText);
    if (group) classes.bloodgroup = [group];
  }
  return { attributes: [...attributes], named, relations: [...relations], topics: [...topics], inKey, denied, classes, slots, covered, person, personKey, deniedNames, born };
}

const CACHE = 4096;
const cache = new LruMap<Facets>(CACHE);

/**
 * Files facets read elsewhere (a guard worker thread, when the write arrived) under the time the
 * record was stored, for when it meets later writes as a candidate: dates resolve to days, so the
 * moments between reading and storing change nothing but across midnight.
 */
export function rememberFacets(text: string, at: number, facets: Facets): void {
  const ck = `${at}\u0000${text}`;
  if (cache.has(ck)) return;
  cache.set(ck, facets);
}

/** The facets of a text written at `at` (epoch ms; relative dates resolve against it). Cached. */
export function facetsOf(text: string, at: number): Facets {
  const ck = `${at}\u0000${text}`;
  const hit = cache.get(ck);
  if (hit) return hit;
  const read: Facet[] = [];
  for (const line of recordLines(text)) {
    const keyed = KEYED.exec(line);
    // "Subject: Your booking" or "Note: the office is open": a key, then a value that may be a sentence.
    // A field's value is short; a label before a paragraph ("CONTENT: …") is read as prose.
    // A speaker's own clause before a colon ("I'm vegetarian: no meat …") is prose, not a field's name.
    const field = keyed && keyed[1].split(/\s+/u).length <= 5 && !keyed[1].toLowerCase().split(/[^\p{L}'’]+/u).some((w) => FIRST_PERSON.has(w)) && (keyed[1].match(/\p{Script=Han}/gu)?.length ?? 0) <= 10 && keyed[2].length <= MAX_FIELD;
    // "Passport no", "Policy No.": a key's last "no" abbreviates "number"; it denies nothing.
    const k = field ? keyed[1].replace(/(?<=\p{L}\s)no\.?$/iu, 'number') : undefined;
    const a = analyze(k ? `${k}: ${keyed![2]}` : line, at);
    if (k) read.push(facetOf(line, a, true));
    // Prose: one facet per sentence.
    else a.sentences.forEach((s, i) => read.push(facetOf(s.text, { ...a, sentences: [s], dates: a.dates.filter((d) => d.sentence === i) }, false)));
  }
  const facets = nestedRelations(read);
  const out: Facets = { facets, anchors: new Set(facets.flatMap((f) => f.anchors)) };
  cache.set(ck, out);
  return out;
}

/** The part of a record a field belongs to: its key's words but the last ("emergency contacts" of "emergency contacts city"). */
function partOf(f: Facet): string | undefined {
  if (!f.keyed) return undefined;
  const key = f.text.slice(0, f.text.search(/[:：]/u)).trim().toLowerCase().split(/\s+/u);
  return key.length >= 2 ? key.slice(0, -1).join(' ') : undefined;
}

/**
 * The fields of one nested part of a record (a JSON or YAML object's fields keep its path in their
 * keys: "emergency contacts name", "… relationship: sister", "… city") are of the person that part
 * names: a relative named in one field of the part is whose the others are.
 */
function nestedRelations(read: Facet[]): Facet[] {
  const of = new Map<string, Set<string>>();
  for (const f of read) {
    const part = partOf(f);
    if (part && f.relations.length > 0) of.set(part, new Set([...(of.get(part) ?? []), ...f.relations]));
  }
  if (of.size === 0) return read;
  return read.map((f) => {
    const theirs = f.relations.length === 0 ? of.get(partOf(f) ?? '') : undefined;
    return theirs ? { ...f, relations: [...theirs] } : f;
  });
}

/**
 * Words joined by a hyphen with no space around it, the first capitalised ("Jun-seo", "Hans-Peter"),
 * lower case: the tagger gives them as three tokens.
 */
function hyphenated(tokens: readonly Token[], text: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [a, dash, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (dash.text === '-' && /^\p{Lu}\p{L}+$/u.test(a.text) && /^\p{L}+$/u.test(b.text) && text.includes(`${a.text}-${b.text}`)) out.push([a.lower, b.lower]);
  }
  return out;
}

/** Two anchors name one thing: equal, or one word's forms ("protect" / "protection", "allergy" / "allergic"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\p{Script=Han}/u.test(a + b)) return a.length >= 2 && b.length >= 2 && (a.includes(b) || b.includes(a));
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 5 && i >= 0.7 * Math.min(a.length, b.length);
}

/**
 * Particles of family names ("van", "von", "de la", "bin"): part of many people's names, so a word
 * of no one in particular — and in Dutch, German or Spanish an ordinary word ("van" is "from").
 */
export const NAME_PARTICLES = new Set(['van', 'von', 'der', 'den', 'del', 'della', 'des', 'dos', 'das', 'ter', 'ten', 'zu', 'bin', 'ibn', 'bint', 'abu', 'ben', 'mac', 'af', 'av', 'dei', 'degli', 'vom', 'zum', 'zur', 'het']);

/** Specific words two facets share: what ties them to one attribute. */
function shared(a: readonly string[], b: readonly string[]): string[] {
  const specific = (w: string) => !GENERIC.has(w) && !CALENDAR_WORDS.has(w) && !NAME_PARTICLES.has(w);
  return a.filter((x) => specific(x) && b.some((y) => specific(y) && sameWord(x, y)));
}

/**
 * The new facet narrows a shared noun with a word the memory never uses ("your *return* flight"
 * beside "my flight to Denver"): another thing of the same kind.
 */
function narrower(n: Facet, o: Facet, tie: readonly string[]): boolean {
  const known = [...o.anchors, ...o.words];
  return tie.some((w) => (n.modifiers[w] ?? []).some((m) => !GENERIC.has(m) && !CALENDAR_WORDS.has(m) && !known.some((k) => sameWord(k, m))));
}

const both = (a: readonly string[], b: readonly string[]) => a.length > 0 && b.length > 0;
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const disjoint = (a: readonly string[], b: readonly string[]) => both(a, b) && !a.some((x) => b.includes(x));

/**
 * A word the memory uses only to narrow another noun ("*book* club", "*car* insurance") the other
 * text does not name: what a text says of a book is not what the memory says of its book club.
 */
function modifierOnly(f: Facet, w: string, other: Facet): boolean {
  const heads = Object.entries(f.modifiers).filter(([, ms]) => ms.includes(w)).map(([h]) => h);
  // "window seat" in both is one thing.
  return heads.length > 0 && f.modifiers[w] === undefined && !f.keyAnchors.includes(w) && !heads.some((h) => other.anchors.some((a) => sameWord(a, h)));
}

/** Every shared word is a name in both texts. */
const nameOnly = (tie: readonly string[], n: Facet, o: Facet) => tie.every((w) => n.nameAnchors.includes(w) && o.nameAnchors.includes(w));

/** Opposite words: WordNet's antonyms or the value table's (open / closed, 喜欢 / 讨厌). */
function opposed(a: readonly string[], b: readonly string[]): [string, string] | undefined {
  for (const x of a.slice(0, 12)) {
    for (const y of b.slice(0, 12)) {
      if (x === y) continue;
      if (antonymsOf(x)?.has(y) || (!/\p{Script=Han}/u.test(x + y) && areAntonyms(x, y))) return [x, y];
    }
  }
  return undefined;
}

/** The scripts a name is written in (Latin, Cyrillic, Han …): names in two scripts cannot be compared. */
function scriptsOf(names: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of names) for (const [sc, re] of SCRIPTS) if (re.test(w)) out.add(sc);
  return out;
}

/** The scripts names are told apart by, compiled once. */
const SCRIPTS = ['Latin', 'Cyrillic', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Arabic', 'Greek'].map((sc) => [sc, new RegExp(`\\p{Script=${sc}}`, 'u')] as const);

/** Person attributes that are measures, and the kind of measure each is. */
const MEASURED: Record<string, MeasureKind> = { '@shoesize': 'shoe', '@height': 'length', '@weight': 'mass' };

/** Scripts whose names are not read in Latin letters (transliterate.ts reads kana only as katakana names). */
const UNREAD_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}]/u;

/** Names of relatives both facets speak of ("my sister *Lieve*" / "*Lieve*, her sister"): who, not what. */
function relatives(n: Facet, o: Facet): Set<string> {
  return new Set(n.relations.flatMap((r) => n.slots[r] ?? []).filter((w) => o.relations.some((r) => o.slots[r]?.includes(w))));
}

/**
 * Another name as the value of a one-valued person attribute both name ("votre mari Lucas" / "my
 * partner is called Jonas"), read from the names in reach of the attribute word. A relative named
 * in both ("my sister Lieve" / "Lieve, the user's sister") is who, not what: set aside. Names in
 * scripts the other text does not use (a city written in Hangul) are not compared.
 */
function slotRival(n: Facet, o: Facet, tie: readonly string[], aliases: ReadonlySet<string>, who: ReadonlySet<string>): string | undefined {
  for (const w of tie) {
    const id = w.startsWith('@') ? w.slice(1) : '';
    if (!ATTRIBUTES[id]?.exclusive) continue;
    // Chinese characters in a Japanese text and in a Chinese one are two languages' words: not compared.
    const twoLanguages = KANA.test(n.text) !== KANA.test(o.text);
    const comparable = (x: string) => !(twoLanguages && /\p{Script=Han}/u.test(x));
    const theirs = fullNamesOfUser(n.text, aliases, n.language);
    const nv = (n.slots[id] ?? []).filter((x) => !who.has(x) && !isAlias(aliases, x) && !theirs.has(x) && comparable(x));
    const ov = (o.slots[id] ?? []).filter((x) => !who.has(x) && comparable(x));
    if (!disjoint(nv, ov) || statedByEither(nv, n, ov, o)) continue;
    const ns = scriptsOf(nv);
    // In two scripts, read in Latin letters: a name of the memory's spelled in the record's letters agrees.
    // Chinese characters and kana are not read so: names in them are not compared with others.
    if (![...scriptsOf(ov)].some((sc) => ns.has(sc)) && ([...nv, ...ov].some((x) => UNREAD_SCRIPT.test(x)) || nv.some((x) => ov.some((y) => nameAcrossScripts(x, y))))) continue;
    return `another ${id} (${nv[0]} / ${ov[0]})`;
  }
  return undefined;
}

/**
 * Names one facet gives that the other's text states too, in any spelling (named-in.ts): the record's
 * value is one the memory gives ("plate: KX-418-PT" beside a memory of the car with that plate), or the
 * memory's value is written inside the record's ("杭州西湖" in "杭州市西湖区", a bank by its initials).
 */
const statedByEither = (nv: readonly string[], n: Facet, ov: readonly string[], o: Facet) =>
  (nv.length > 0 && nv.every((x) => namedIn(x, o.text))) || (ov.length > 0 && ov.every((x) => namedIn(x, n.text)));

/** A value of a closed class said not to hold ("Zuzana är inte vegetarian"): `not:vegetarian`. */
const NOT = 'not:';

/**
 * Two values of a closed class that can both hold: the same, a blood group without its Rhesus
 * factor and with it ("O", "O-"), one value denied beside another ("not vegetarian" / "omnivore"), or
 * two denied ("not vegan" / "not vegetarian").
 */
const sameClassValue = (x: string, y: string) => x === y || withFactor(x, y) || withFactor(y, x) || (x.startsWith(NOT) && y.startsWith(NOT)) || (x.startsWith(NOT) !== y.startsWith(NOT) && x.replace(NOT, '') !== y.replace(NOT, ''));

/** `y` is the blood group `x` with its Rhesus factor ("O" / "O-"; "A" is not "AB"). */
const withFactor = (x: string, y: string) => /^(?:AB|A|B|O)$/u.test(x) && /^[+-]$/u.test(y.slice(x.length)) && y.startsWith(x);

/** Values of one class both give that cannot hold together: none of one agrees with any of the other. */
const classesApart = (a: readonly string[], b: readonly string[]) => both(a, b) && !a.some((x) => b.some((y) => sameClassValue(x, y)));

/** Another value of a closed class both facets give one of ("aisle" / "window" seat). */
function classRival(n: Facet, o: Facet): string | undefined {
  for (const cls of Object.keys(n.classes)) {
    if (classesApart(n.classes[cls], o.classes[cls] ?? [])) return `another ${cls} (${n.classes[cls][0]} / ${o.classes[cls][0]})`;
  }
  return undefined;
}

/** Why a facet's value cannot hold beside another's on a shared attribute, or undefined. */
function valuesRival(n: Facet, o: Facet, tie: readonly string[], aliases: ReadonlySet<string> = NO_ALIASES): string | undefined {
  // Where both give a value of one closed class, its values decide before any word of polarity
  // ("Rh negativ" is a blood group, not a denial): other values rival, the same values agree.
  const classes = Object.keys(n.classes).filter((c) => n.classes[c].length > 0 && (o.classes[c] ?? []).length > 0);
  const classed = classes.length > 0;
  const byClass = classed ? classRival(n, o) : undefined;
  if (byClass) return byClass;
  // (The one value of an attribute a person has many of says which one both speak of — "my cello
  // lesson" — not what they state of it: their other values still decide.)
  const agreeing = (c: string) => sameSet(n.classes[c], o.classes[c]) || (n.classes[c].length === 1 && o.classes[c].length === 1 && sameClassValue(n.classes[c][0], o.classes[c][0]));
  if (classed && classes.every(agreeing) && !classes.every((c) => ATTRIBUTES[c]?.exclusive === false)) return undefined;
  // Polarity at the shared word: a field whose value is an absence denies all it names; in prose,
  // the word itself must be in a negation's scope ("so don't suggest it" does not deny the venue).
  // A person attribute whose closed-class value is a no ("never smoked") is denied too.
  const denies = (f: Facet, w: string) => (f.keyed && f.negated) || f.deniedAnchors.some((x) => sameWord(x, w)) || (w.startsWith('@') && (f.classes[w.slice(1)] ?? []).includes('no'));
  const flipped = classed ? undefined : tie.find((w) => denies(n, w) !== denies(o, w));
  if (flipped) return `${denies(n, flipped) ? 'denies' : 'asserts'} what the memory ${denies(n, flipped) ? 'asserts' : 'denies'} about "${flipped}"`;
  // An attribute a person has many of (allergies, medicines) shared alone: another number or name is
  // another one of them; only a value of its closed class (instrument: cello / violin) rivals.
  const many = tie.every((w) => w.startsWith('@') && ATTRIBUTES[w.slice(1)] !== undefined && !ATTRIBUTES[w.slice(1)].exclusive && !ATTRIBUTES[w.slice(1)].relation);
  if (many) return classRival(n, o);
  // A measure of the person (height, weight, shoe size) in any unit: compared in one scale, and
  // only with a measure ("two pairs of shoes" states no size).
  const measured = compareMeasures(n.measures, o.measures);
  const measureTie = tie.find((w) => MEASURED[w] !== undefined);
  if (measureTie) {
    const kind = MEASURED[measureTie];
    const of = (f: Facet) => (f.measures.some((m) => m.kind === kind) ? f.measures.filter((m) => m.kind === kind) : bareMeasures(f.numbers, kind));
    const x = of(n);
    const y = of(o);
    if (x.length > 0 && y.length > 0) return compareMeasures(x, y)?.verdict === 'differs' ? `another ${measureTie.slice(1)} (${x[0].value.toFixed(1)} / ${y[0].value.toFixed(1)})` : undefined;
    // A size in no known scale ("size 8"): another number is another size.
    if (x.length + y.length > 0) return undefined;
  }
  if (measured?.verdict === 'differs') return `another ${measured.kind} for "${tie[0]}"`;
  if (disjoint(n.days, o.days)) return `another date for "${tie[0]}" (${n.days[0]} / ${o.days[0]})`;
  if (disjoint(n.times, o.times)) return `another time for "${tie[0]}" (${n.times[0]} / ${o.times[0]})`;
  if (disjoint(n.weekdays, o.weekdays)) return `another weekday for "${tie[0]}"`;
  // (An office line or a fax beside the user's mobile is another attribute, not another number: contact-kinds.ts.)
  if (!measured && disjoint(n.numbers, o.numbers) && sameContactKind(n.text, o.text)) return `another number for "${tie[0]}" (${n.numbers[0]} / ${o.numbers[0]})`;
  if (disjoint(n.years, o.years)) return `another year for "${tie[0]}" (${n.years[0]} / ${o.years[0]})`;
  const cls = classRival(n, o);
  if (cls) return cls;
  // A name both give is a value they share: the one fact, worded twice ("Korenmarkt, Gante" / "Ghent, near the Korenmarkt")
  // — or the one thing both speak of, which is of one kind ("Pixel, a greyhound" / "Pixel, a young retriever").
  const who = relatives(n, o);
  // A shared name that is neither's value of a one-valued attribute both name and give a value of
  // (tied by nouns or by the attribute) says where the values stand ("the GP in <city>"), not a value they share.
  const valued = n.attributes.filter((id) => ATTRIBUTES[id]?.exclusive && o.attributes.includes(id) && sameSet(n.relations, o.relations) && (n.slots[id] ?? []).length > 0 && (o.slots[id] ?? []).length > 0);
  const context = (w: string) => valued.length > 0 && valued.every((id) => !n.slots[id].includes(w) && !o.slots[id].includes(w));
  const named = tie.filter((w) => n.nameAnchors.includes(w) && o.nameAnchors.includes(w) && !isAlias(aliases, w) && !context(w));
  if (named.length > 0) {
    const kind = kindRival(n, o);
    if (kind) return `another kind of ${kind} for "${named[0]}"`;
  }
  if (named.some((w) => !who.has(w))) return undefined;
  // Names fill many roles in a sentence; a field's key says which role its name fills.
  const own = (f: Facet) => f.names.filter((x) => !tie.some((t) => sameWord(t, x)) && !isAlias(aliases, x));
  if (n.keyed && tie.some((w) => n.keyAnchors.includes(w)) && disjoint(own(n), own(o)) && !statedByEither(own(n), n, own(o), o)) return `another name for "${tie[0]}" (${own(n)[0]} / ${own(o)[0]})`;
  const slot = slotRival(n, o, [...new Set([...tie, ...valued.map((id) => `@${id}`)])], aliases, who);
  if (slot) return slot;
  const opposite = n.keyed || n.size <= MAX_OPPOSED_WORDS ? opposed(n.words, o.words) : undefined;
  if (opposite) return `opposite words for "${tie[0]}" ("${opposite[0]}" / "${opposite[1]}")`;
  return undefined;
}

/**
 * Two sorts of one kind the facets give the thing they both name ("greyhound" / "retriever", "cat" /
 * "dog"), among the nouns each uses and the other does not (wordnet.ts `kindsApart`): the kind and
 * the two words, or undefined.
 */
function kindRival(n: Facet, o: Facet): string | undefined {
  const own = (f: Facet, other: Facet) => f.nounAnchors.filter((w) => !w.startsWith('@') && !f.nameAnchors.includes(w) && !GENERIC.has(w) && !other.anchors.some((x) => sameWord(x, w)));
  const ours = own(o, n).slice(0, 8);
  for (const x of own(n, o).slice(0, 8)) {
    for (const y of ours) {
      const kind = kindsApart(x, y);
      if (kind) return `${kind} ("${x}" / "${y}")`;
    }
  }
  return undefined;
}

/**
 * The fields of a record read as one facet when one of them gives a name the memory gives a thing
 * (not the user's): what the record says of that thing, field by field. Undefined otherwise.
 */
function recordOfNamed(n: Facets, of: Facet, aliases: ReadonlySet<string>): Facet | undefined {
  const fields = n.facets.filter((f) => f.keyed);
  if (fields.length < 2 || of.nameAnchors.length === 0) return undefined;
  const named = fields.flatMap((f) => f.names).filter((w) => !isAlias(aliases, w) && of.nameAnchors.some((x) => sameWord(x, w)));
  if (named.length === 0) return undefined;
  const all = (pick: (f: Facet) => string[]) => [...new Set(fields.flatMap(pick))];
  return { ...fields[0], anchors: all((f) => f.anchors), nounAnchors: all((f) => f.nounAnchors), nameAnchors: [...new Set(named)] };
}

/** What a facet states as values: names, numbers and content words. */
const valuesOf = (f: Facet) => [...f.names, ...f.numbers, ...f.years, ...f.words].filter((w) => !GENERIC.has(w) && !STOPWORDS.has(w));

const NO_ALIASES: ReadonlySet<string> = new Set();

/** A facet speaks of a relative or other person, one of many, that the memory's facet does not ("sister", not "partner"). */
const othersRelation = (f: Facet, of: Facet) => f.relations.some((r) => !ATTRIBUTES[r]?.exclusive && !of.relations.includes(r));

/** A facet speaks of no relative the memory's facet does not ("her *sister* is not vegetarian" is the sister's). */
const ownRelations = (f: Facet, of: Facet) => f.relations.every((r) => of.relations.includes(r));

/** A run of capitalised words: a full name ("Luca Bianchi", "Quezada Ibarra"). */
const NAME_RUN = /\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)*/gu;

/**
 * The words of each full name in `text` that holds a name of the user: the rest is their family name
 * ("Luca *Bianchi*"), not a value a record gives them ("the airline of Luca Bianchi …").
 */
export function fullNamesOfUser(text: string, aliases: ReadonlySet<string>, language = 'und'): Set<string> {
  const out = new Set<string>();
  if (aliases.size === 0) return out;
  for (const m of text.matchAll(NAME_RUN)) {
    const words = m[0].split(/\s+/u).map((w) => lowerFolded(w.replace(/['’]s?$/u, '')));
    if (words.length > 1 && words.some((w) => isAlias(aliases, w, language))) words.forEach((w) => out.add(w));
  }
  return out;
}

/**
 * A name of the user's, or its possessive ("Tamsin's", German "Tamsins", Turkish "Tamsin'in") —
 * and, in a language that inflects names (`language`, ISO 639-3), one of its case forms.
 */
export function isAlias(aliases: ReadonlySet<string>, w: string, language = 'und'): boolean {
  if (aliases.has(w) || aliases.has(w.replace(/['’]?s$/u, '')) || aliases.has(w.replace(/['’]\p{L}{1,4}$/u, ''))) return true;
  // A name written with a hyphen: one of theirs written without it ("jun-seo" / "junseo"), or every part one of theirs.
  if (/^\p{L}+-\p{L}+$/u.test(w) && (aliases.has(w.replace('-', '')) || w.split('-').every((x) => isAlias(aliases, x, language)))) return true;
  if (INFLECTING.has(language) && [...aliases].some((a) => inflectedName(a, w))) return true;
  if (aliases.size === 0) return false;
  // With diacritics an id or an address leaves out ("Lucía" for "user:lucia").
  if (/[^\p{ASCII}]/u.test(w) && /^\p{Script=Latin}+$/u.test(w)) return [...aliases].some((a) => sameLetters(a, w));
  // Written in another script ("Линдквист", "リンドクヴィスト"): the same name read in Latin letters.
  if (!/[^\p{Script=Latin}\p{Script=Common}\p{Script=Han}]/u.test(w)) return false;
  for (const a of aliases) if (sameName(w, a)) return true;
  return false;
}

/**
 * A record whose first field names a relative of the user as the person it is about ("Pupil: Bento
 * Ruiz (son of <the user>)", "Paziente: Mio (figlio del titolare)") is the relative's: its other
 * fields (a blood group, an allergy, a school) are given the relation. Not where that field names the
 * user first, a relative beside them ("Account holder: <the user> (father of Isla)"), by a name of
 * theirs (`aliases`). Returns `n` itself where nothing changes.
 */
export function asRelativesRecord(n: Facets, aliases: ReadonlySet<string>): Facets {
  const first = n.facets.find((f) => f.keyed);
  // The relative's word in the field's value ("Pupil: Bento (son of …)"); in its key ("Parent: …") it
  // says what the named person is to the record's subject, whoever that is.
  const relations = first?.relations.filter((r) => !ATTRIBUTES[r]?.exclusive && !first.keyAnchors.includes(`@${r}`)) ?? [];
  if (!first || relations.length === 0 || !n.facets.some((f) => f.keyed && f.relations.length === 0)) return n;
  // The person the record is about is named first, by their given name: the user's ("Helga (daughter
  // of Rolf Brandt)") keeps the record theirs, whatever family name the relative shares with them.
  const subject = first.names.find((w) => !TITLES.has(w.replace(/\.$/u, '')));
  if (subject !== undefined && isAlias(aliases, subject, first.language)) return n;
  return { ...n, facets: n.facets.map((f) => (f.keyed && f.relations.length === 0 ? { ...f, relations: [...first.relations] } : f)) };
}

/** The facet names the user: a name of theirs among its names, or spelled in another script. */
const namesUser = (f: Facet, aliases: ReadonlySet<string>) => f.names.some((w) => isAlias(aliases, w, f.language)) || f.spelled.some((w) => isAlias(aliases, w, f.language));

/** Two texts name one one-valued attribute of the same person (in any language): "ich wohne in Graz" / "I live in Vienna". */
export function sharedAttribute(n: Facets, o: Facets): boolean {
  return n.facets.some((a) => a.attributes.some((id) => ATTRIBUTES[id]?.exclusive && o.facets.some((b) => b.attributes.includes(id) && sameSet(a.relations, b.relations))));
}

/** Attributes whose value is no name (a date, a number, a group): a name after their word says whose they are. */
const NAMELESS = new Set(['birthday', 'anniversary', 'bloodgroup', 'height', 'weight', 'shoesize', 'clothingsize', 'phone', 'salary']);

/** The facet gives someone else's attribute of that kind: "the birthday of Joaquín", "cumpleaños de Marta" — not the user's. */
const othersAttribute = (f: Facet, id: string, aliases: ReadonlySet<string>) =>
  NAMELESS.has(id) && !namesUser(f, aliases) && (f.slots[id] ?? []).some((w) => w.length > 2 && !CALENDAR_WORDS.has(w) && !isAlias(aliases, w));

/**
 * An English order in a text: "Don't …", or a verb in its base form opening a sentence or a clause
 * after a comma or a dash ("On Fridays, post the rota …"), or opened by "please" or "never" — unless a
 * verb of contact says how to reach the speaker ("call me on …", "write to …@…": theirs to state).
 */
function ordersSomething(a: Analysis): boolean {
  return a.sentences.some((s) =>
    s.tokens.some((t, i) => {
      const prev = s.tokens[i - 1];
      const opens = i === 0 || (prev !== undefined && prev.pos === 'PUNCT' && /^[,;—–-]$/u.test(prev.text));
      if (!opens) return false;
      // "Don't …", "Do not …", "Please …", "Never …" opening a clause ("I don't own a car" states something).
      const next = s.tokens[i + 1]?.lower.replace('’', "'");
      if ((t.lower === 'do' && (next === "n't" || next === 'not')) || t.lower === 'please' || t.lower === 'never') return true;
      if (t.pos !== 'VERB' || t.lemma !== t.lower) return false;
      // A verb of contact with "me", an address or a number after it says how to reach the speaker.
      return !(CONTACT_VERBS.has(t.lemma) && s.tokens.slice(i + 1, i + 1 + CONTACT_REACH).some((x) => x.lower === 'me' || x.text.includes('@') || /^\+?\d{3,}/u.test(x.text)));
    }),
  );
}

/** Verbs of reaching someone: an order of one with "me" or an address gives the speaker's contact. */
const CONTACT_VERBS = new Set(['call', 'ring', 'phone', 'text', 'write', 'email', 'e-mail', 'mail', 'message', 'reach', 'contact', 'whatsapp']);

/** Tokens after a verb of contact where "me", an e-mail address or a phone number stands. */
const CONTACT_REACH = 3;

/**
 * A user's memory speaks of themselves though the claim reader found another subject: a short
 * statement with a sentence in the first person ("call me on …", "Quickest way to reach me: …") whose subject's names
 * are none, or the value of an attribute of theirs ("Dr Nadia Okafor has been my GP"). A relative's
 * attribute ("my sister's …") is theirs, and a sentence naming someone else is about them.
 */
export function speaksOfSelf(text: string, at: number, subject: string): boolean {
  const o = facetsOf(text, at);
  // A statement of a sentence or two, not a letter, a chat message to someone or a request.
  if (!entrySized(o) || ordersSomething(analyze(text, at))) return false;
  const names = new Set(o.facets.flatMap((f) => f.names));
  // The claim reader parses English grammar: in another language the subject it found is no reading
  // of the text ("nur bei Glatteis nehme ich"), and the first person the facets read is the speaker.
  // Nor need it name the speaker: many languages drop the pronoun ("Sou vegetariana", "Trabajo en …"),
  // and a user's statement of an attribute that names no relative is taken as their own (one about a
  // friend named without a relative's word is taken so too: "Zuzana är vegetarian").
  const read = ['eng', 'cmn', 'und'].includes(analyze(text, at).language);
  return o.facets.some((f) => {
    if (f.addressee || f.relations.length > 0 || f.keyed) return false;
    if (!read) return f.person || f.attributes.length > 0;
    if (!f.person) return false;
    const values = new Set(Object.values(f.slots).flat());
    return subject.split(' ').every((w) => !names.has(w) || values.has(w) || TITLES.has(w.replace(/\.$/u, '')) || isDictionaryWord(w));
  });
}

/**
 * A text speaks of the user a memory is about: it calls them "the customer", "you" (in any
 * language) or by a name of theirs — and no field names someone else as the person it is about
 * ("customer: Pieter Janssen" is Pieter's record).
 */
export function aboutTheUser(n: Facets, aliases: ReadonlySet<string>): boolean {
  return !someoneElses(n, aliases) && n.facets.some((f) => f.addressee || namesUser(f, aliases));
}

/** The script a name is written in, where names can be compared letter by letter. */
const nameScript = (w: string) => (/\p{Script=Latin}/u.test(w) ? 'Latin' : /\p{Script=Cyrillic}/u.test(w) ? 'Cyrillic' : /\p{Script=Greek}/u.test(w) ? 'Greek' : undefined);

/**
 * A record whose holder field gives someone's full name — two names or more in the script of the
 * user's, none of them the user's and no initial of theirs — is that person's record ("nombre: Rosa
 * Huamán" in a payroll export): it says nothing of the user. "Ceban N." may be the user's; a name
 * in another script cannot be told apart.
 */
function anotherPersons(n: Facets, aliases: ReadonlySet<string>): boolean {
  const scripts = new Set([...aliases].map(nameScript));
  return n.facets.some((f) => {
    if (f.holder.length < 2 || !f.holder.every((w) => nameScript(w) !== undefined && scripts.has(nameScript(w)))) return false;
    const initial = (w: string) => w.replace(/\./gu, '').length === 1;
    if (f.holder.filter((w) => !initial(w)).length < 2) return false;
    return !holderIsUser(f.holder, aliases) && !f.holder.some((w) => initial(w) && [...aliases].some((a) => a[0] === w[0]));
  });
}

/** A field names someone else as the person the record is about ("customer: Pieter Janssen"). */
const someoneElses = (n: Facets, aliases: ReadonlySet<string>) => n.facets.some((f) => f.holder.length > 0 && !holderIsUser(f.holder, aliases));

/**
 * A holder field names the user: by a name of theirs — and, where their full name is known (two
 * names or more), by two of them or by no other name beside it ("Carolina <the user's family
 * name>" is a relative; a title of any language before their full name is still them).
 */
function holderIsUser(holder: readonly string[], aliases: ReadonlySet<string>): boolean {
  const words = holder.filter((w) => w.replace(/\./gu, '').length > 1 && !TITLES.has(w.replace(/\.$/u, '')));
  const theirs = words.filter((w) => isAlias(aliases, w)).length;
  if (theirs === 0) return false;
  return distinctNames(aliases) < 2 || theirs >= 2 || theirs === words.length;
}

/** How many names the aliases hold, a name with and without its accents once ("tomas", "tomás"). */
function distinctNames(aliases: ReadonlySet<string>): number {
  const seen: string[] = [];
  for (const a of aliases) if (!seen.some((b) => sameLetters(a, b))) seen.push(a);
  return seen.length;
}

/**
 * A sentence naming someone the way a person is named — a name no dictionary lists, not the value
 * of an attribute it names ("Tamsin hates window seats"; not "partner: Tobias Reiter") — is about them.
 */
function namesSomeone(f: Facet): boolean {
  const values = new Set(Object.values(f.slots).flat());
  return !f.keyed && f.names.some((w) => !values.has(w) && /^\p{L}+$/u.test(w) && !isDictionaryWord(w) && !acronym(f.text, w));
}

/** A name written in capitals ("CRM", "KLM", "NHS"): a system, a firm or an office, not a person. */
const acronym = (text: string, w: string) => w.length <= 5 && new RegExp(`(?<![\\p{L}])${w.toUpperCase()}(?![\\p{L}])`, 'u').test(text);

/** Tokens a text may have to be read as an entry of a profile (a lab result, a synced field), not an article. */
const ENTRY_TOKENS = 40;

/** Short enough to be one entry of a profile. */
const entrySized = (n: Facets) => n.facets.reduce((k, f) => k + f.size, 0) <= ENTRY_TOKENS;

/**
 * A short entry naming a person attribute and no one it belongs to — no holder field, no "you" or
 * "the customer", no writer speaking of its own ("our bank details") — is about the person whose
 * memory it is written into: "Blood group: 0 Rh negative", "partner field updated: …". An
 * article, a letter or a supplier's notice is longer or speaks of its writer.
 */
export function profileEntry(n: Facets): boolean {
  if (!entrySized(n) || n.facets.some((f) => f.person || f.holder.length > 0 || namesSomeone(f))) return false;
  // A provider's word is often its name ("Café …", "… Pharmacy"): an entry naming only providers is theirs (a menu, a notice).
  // An e-mail field is a person's contact ("Correo electrónico: …").
  return n.facets.some((f) => f.attributes.some((a) => !ATTRIBUTES[a]?.provider) || f.relations.length > 0 || (f.keyed && f.frames.includes('contact') && emailsOf(f.text).length > 0));
}

/** The sorts of contact a text gives: an e-mail address, a phone number. */
const contactSorts = (t: string) => [EMAIL.test(t) ? 'e-mail' : '', phonesOf(t).size > 0 ? 'phone' : ''].filter(Boolean);

/** Every field gives a contact of another sort than the memory's (a phone number beside an e-mail address). */
function otherSorts(fields: readonly Facet[], of: Facet): boolean {
  const theirs = contactSorts(of.text);
  return theirs.length > 0 && fields.every((f) => {
    const sorts = contactSorts(f.text);
    return sorts.length > 0 && !sorts.some((x) => theirs.includes(x));
  });
}

/**
 * A record whose fields give a single-valued frame the memory states (its "home address", its
 * "title") another value: no field of that frame shares a value with the memory. A record that
 * repeats the memory's value anywhere in the frame ("city: Leeds" beside a street the memory never
 * named) agrees with it and adds detail.
 */
function frameRival(n: Facets, of: Facet, aboutPerson: boolean, aliases: ReadonlySet<string>): string | undefined {
  for (const frame of of.frames) {
    if ((frame.startsWith('@') || frame === 'contact') && !aboutPerson) continue;
    // A field whose value is only the user's name ("resident: <the user>") says who, not which value.
    // A field of a relative's part of the record ("emergency contacts name: …" beside "… relationship: sister") is theirs.
    // (An address is a value whatever the tagger reads of it: a field giving one is compared by it below.)
    const valued = (f: Facet) => valuesOf(f).some((v) => !isAlias(aliases, v));
    let fields = n.facets.filter((f) => f.keyed && f.frames.includes(frame) && (valued(f) || (frame === 'contact' && emailsOf(f.text).length > 0)) && (frame.startsWith('@') ? sameSet(f.relations, of.relations) : !othersRelation(f, of)));
    if (fields.length === 0) continue;
    // An office line or a fax is another attribute than the user's own number (contact-kinds.ts);
    // a phone number is another attribute than an e-mail address.
    if (frame === '@phone' && !fields.some((f) => sameContactKind(f.text, of.text))) continue;
    if (frame === 'contact' && otherSorts(fields, of)) continue;
    // E-mail addresses are compared whole: the same address agrees whatever the words around it, and
    // two addresses sharing a part ("ana.ruiz@…") are two addresses — of the same kind (a work
    // address beside a personal one is another attribute).
    const theirMails = frame === 'contact' ? emailsOf(of.text) : [];
    const giving = theirMails.length > 0 ? fields.filter((f) => emailsOf(f.text).length > 0) : [];
    if (giving.length > 0) {
      if (!giving.some((f) => emailsOf(f.text).some((m) => theirMails.includes(m))) && giving.some((f) => sameContactKind(f.text, of.text))) return `another contact ("${giving[0].text.slice(0, 60)}")`;
      continue;
    }
    // A line of the memory's giving no address has none to compare with one ("use my personal e-mail
    // for that"); the record's other fields (a phone beside the address) are compared with it by their values.
    fields = fields.filter(valued);
    if (fields.length === 0) continue;
    // A measure is compared in one scale ("UK 8" is "EU 41"); a field with none states no other.
    const kind = MEASURED[frame];
    if (kind) {
      const x = fields.flatMap((f) => f.measures).filter((m) => m.kind === kind);
      const y = of.measures.filter((m) => m.kind === kind);
      if (x.length > 0 && y.length > 0 && compareMeasures(x, y)?.verdict === 'differs') return `another ${frame.slice(1)} ("${fields[0].text.slice(0, 60)}")`;
      continue;
    }
    // A closed class is compared by its values ("O negativo" is the memory's "O型Rh阴性").
    const given = fields.flatMap((f) => f.classes[frame.slice(1)] ?? []);
    if (given.length > 0 && (of.classes[frame.slice(1)] ?? []).length > 0) {
      if (classesApart(given, of.classes[frame.slice(1)])) return `another ${frame.slice(1)} ("${fields[0].text.slice(0, 60)}")`;
      continue;
    }
    const known = [...of.anchors, ...valuesOf(of)];
    // A name in the field's key is its value too ("Optician Kaur: eye test booked …"), not a word
    // naming the frame itself ("Correo electrónico: …", capitalised).
    const namesFrame = (w: string) => frameOfNoun(stem(w))?.id === frame || (frame === 'contact' && MAIL_KEY.test(w));
    const agrees = fields.some((f) => [...valuesOf(f), ...f.keyAnchors.filter((w) => f.nameAnchors.includes(w) && !namesFrame(w))].some((v) => known.some((k) => sameWord(k, v) || (k.length > 3 && v.includes(k)) || (v.length > 3 && k.includes(v)))));
    if (!agrees) return `another ${frame} ("${fields[0].text.slice(0, 60)}")`;
  }
  return undefined;
}

/**
 * Why the text `n` (a less trusted write) states another value than the memory `o` on an attribute
 * both name, or undefined when it does not. `oSubject` is the memory's subject as the claim parser
 * read it ('user' for the speaker): a sentence of prose must speak of that subject too, a field of
 * a record is taken to be about the record's subject. `proseTie` is how many nouns a sentence of
 * prose must share with the memory (one is enough between two texts of one speaker). `aliases` are
 * the names others call the person of a first-person memory ("Tamsin" for the user who wrote "I …"):
 * a sentence naming them speaks of that person as "the user" would. `oneUser` is false where the
 * memories in question are several users': an entry naming no one is then no one's in particular.
 */
export function facetRival(n: Facets, o: Facets, oSubject: string, proseTie = 2, aliases: ReadonlySet<string> = NO_ALIASES, oneUser = true): string | undefined {
  const person = (f: Facet) => f.person || (oSubject === 'user' && namesUser(f, aliases));
  // A memory about a named thing ("Mia", "the Riverside Clinic") is rivalled only by a text naming it.
  const names = new Set(o.facets.flatMap((f) => f.names));
  const subjectWords = oSubject.split(' ').filter((w) => names.has(w));
  if (subjectWords.length && !subjectWords.some((w) => [...n.anchors].some((x) => sameWord(x, w)))) return undefined;
  // Person attributes (attributes.ts) tie a text to a memory about a person only when the text speaks
  // of a person — names them, calls them "the customer" or "you": a supplier's "new bank details" is no one's bank.
  // A profile's entry speaks of the person without naming them; a short record naming the user
  // ("Titular: <the user> — ¿Fumador?: Sí …") speaks of them in every line, named or not.
  if (oSubject === 'user' && anotherPersons(n, aliases)) return undefined;
  const aboutUser = oSubject === 'user' && aboutTheUser(n, aliases);
  const entry = oSubject === 'user' && ((oneUser && profileEntry(n)) || (aboutUser && entrySized(n) && n.facets.some((f) => namesUser(f, aliases))));
  const aboutPerson = oSubject !== 'user' || entry || aboutUser;
  for (const of of o.facets) {
    // The record as a whole is tied to this memory by two specific words ("quarterly board meeting"):
    // its dates and times are the memory's dates and times.
    const recordTie = shared([...n.anchors], of.anchors);
    for (const nf of n.facets) {
      // A line about a relative or a pet that the memory's line does not speak of
      // ("Pupil: … (daughter of …)" and the fields after it) gives their attributes, whatever its words share.
      if (othersRelation(nf, of)) continue;
      // A relative's attribute is theirs ("her sister lives in Namur" / "I live in Ghent"): person
      // attributes tie two facets only when both speak of the same relatives.
      const tie = shared(nf.anchors, of.anchors).filter((w) => (!w.startsWith('@') || (aboutPerson && sameSet(nf.relations, of.relations) && !othersAttribute(nf, w.slice(1), aliases))) && !modifierOnly(of, w, nf));
      // A name alone ties a text to a thing, not to one of its attributes; a narrower noun is another thing.
      // Two values of one closed class narrow nothing: they are the values ("aisle seat" / "window seat").
      const classed = Object.keys(nf.classes).some((c) => (of.classes[c] ?? []).length > 0);
      // A name alone still says which thing: it is of one kind ("Tofu, a poodle" / "our dog Tofu is a dachshund").
      if (nameOnly(tie, nf, of) && tie.some((w) => !isAlias(aliases, w))) {
        const kind = kindRival(nf, of);
        if (kind) return `another kind of ${kind} for "${tie[0]}": "${nf.text.slice(0, 80)}"`;
      }
      if (nameOnly(tie, nf, of) || (!nf.keyed && !classed && narrower(nf, of, tie))) continue;
      // A field ties by a noun of its own; a sentence of prose needs two shared nouns (calendar
      // words never count): one shared verb or noun is what unrelated sentences share.
      // A person attribute named in both is one attribute, in any language ("blood type" / "группа крови").
      const nouns = tie.filter((w) => nf.nounAnchors.includes(w));
      if (nouns.length < (nf.keyed ? 1 : proseTie) && !nouns.some((w) => w.startsWith('@') && !isLifeTopic(w.slice(1)))) continue;
      // A sentence of prose must speak of the person a first-person memory is about ("the user
      // enjoys…", "your flight…"): an advert's "never leave anything behind" denies nothing of theirs.
      if (!nf.keyed && oSubject === 'user' && !person(nf) && !entry) continue;
      const why = valuesRival(nf, of, tie, aliases);
      if (why) return `${why}: "${nf.text.slice(0, 80)}"`;
    }
    // A record names a thing in one field and its sort in another ("Name: Pixel", "Breed: whippet"):
    // read together, the thing the memory names is of another kind.
    const record = recordOfNamed(n, of, aliases);
    if (record) {
      const kind = kindRival(record, of);
      if (kind) return `another kind of ${kind} for "${record.nameAnchors[0]}"`;
    }
    const narrowed = n.facets.some((nf) => !nf.keyed && narrower(nf, of, recordTie));
    const framed = frameRival(n, of, aboutPerson, aliases);
    if (framed) return framed;
    // Or by a one-valued attribute of the person it speaks of ("SUMMARY: … birthday" beside "DTSTART: …").
    const attributeTie = aboutPerson && recordTie.some((w) => w.startsWith('@') && ATTRIBUTES[w.slice(1)]?.exclusive && n.facets.some((f) => f.anchors.includes(w) && sameSet(f.relations, of.relations) && !othersAttribute(f, w.slice(1), aliases)));
    if ((recordTie.length >= 2 || attributeTie) && !recordTie.every((w) => of.nameAnchors.includes(w)) && !narrowed) {
      const days = n.facets.flatMap((f) => f.days);
      const times = n.facets.flatMap((f) => f.times);
      if (disjoint(days, of.days)) return `another date for "${recordTie.join(' ')}" (${days[0]} / ${of.days[0]})`;
      if (disjoint(times, of.times)) return `another time for "${recordTie.join(' ')}" (${times[0]} / ${of.times[0]})`;
    }
    // One clause denies what a user's fact of a sentence or two asserts while another names the same thing
    // ("no known drug allergies; penicillin is fine" beside "allergic to penicillin"), tied by two
    // nouns; a narrower word beside the denied one ("drug allergies") still denies it, and a
    // document's "no action is required" denies no fact.
    const nounTie = recordTie.filter((w) => n.facets.some((f) => f.nounAnchors.includes(w)));
    // Someone else's record (a holder who is not the user) denies and asserts nothing of the user's.
    const othersRecord = oSubject === 'user' && someoneElses(n, aliases);
    if (oSubject === 'user' && !othersRecord && o.facets.length <= 2 && nounTie.length >= 2 && !recordTie.every((w) => of.nameAnchors.includes(w))) {
      // The denying clause names the thing (a noun) and speaks of the person the fact is about.
      // (A clause about a relative denies their thing, not the user's: "her sister is not vegetarian".)
      const denies = (f: Facet, w: string) => ownRelations(f, of) && f.deniedAnchors.some((x) => sameWord(x, w)) && f.nounAnchors.some((x) => sameWord(x, w)) && (person(f) || f.keyed);
      const denied = recordTie.find((w) => !of.deniedAnchors.some((x) => sameWord(x, w)) && n.facets.some((f) => denies(f, w)));
      if (denied) return `denies what the memory asserts about "${denied}"`;
    }
    if (oSubject === 'user' && !othersRecord && o.facets.length <= 2) {
      // And the other way: the user denies a thing (a noun of theirs) that a clause about them
      // asserts ("no meat or fish" / "she loves steak and has fish on Fridays").
      // A field whose value is an absence ("Smoker: no") asserts nothing it names.
      const asserts = (f: Facet, w: string) => ownRelations(f, of) && f.anchors.some((x) => sameWord(x, w)) && !f.deniedAnchors.some((x) => sameWord(x, w)) && (person(f) || (f.keyed && !f.negated));
      const deniedByUser = recordTie.find((w) => of.deniedAnchors.some((x) => sameWord(x, w)) && of.nounAnchors.some((x) => sameWord(x, w)) && n.facets.some((f) => asserts(f, w)));
      if (deniedByUser) return `asserts what the memory denies about "${deniedByUser}"`;
      // A clause about the person denies a name the memory gives as theirs ("not registered at Leith
      // Walk Surgery" / "my GP is … at Leith Walk Surgery"): a named value negated.
      const negated = of.nameAnchors.filter((w) => n.facets.some((f) => (person(f) || f.keyed) && ownRelations(f, of) && f.deniedAnchors.some((x) => sameWord(x, w))));
      if (negated.length > 0) return `denies the memory's "${negated.join(' ')}"`;
    }
  }
  return undefined;
}
