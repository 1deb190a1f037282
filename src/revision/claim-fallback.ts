/**
 * The fallback reading of a claim, for text the frame reader (claim.ts) finds no subject and
 * frame in: the general English and Chinese sentence shapes — a possessive ("X's P is V"), a
 * copula, a verb of liking or living, a label and a colon — that yield a `subject|property` key.
 */
import { indexTerms, normalize, tokens } from '../core/text.js';
import { extractEventTime } from './event-time.js';
import { splitQuestion } from './claim.js';

/** What the fallback reads: a key, its subject and value, and cues. */
export interface FallbackClaim {
  key: string;
  subject: string;
  value: string;
  eventTime?: number;
  cue: boolean;
  negated: boolean;
  firstPerson: boolean;
}

/** Correction cues, English and Chinese: a writer saying the old value is no longer right. */
const CUE =
  /\b(?:actually|no longer|not any ?more|any ?more|instead|changed? to|has changed|is now|are now|now (?:is|are|lives?|works?|prefers?|likes?|uses?)|correction|corrected|moved to|switched to|replaced by|from now on|these days|nowadays)\b|其实|不对|改成|改为|改到|不再|现在|变成|换成|已经改|更正|搬到/iu;

/** Leading cue phrases stripped before the key is derived. */
const LEADING_CUE =
  /^(?:(?:update|updated|correction|note|fyi|actually|in fact|edit)\s*[:,-]?\s*|(?:其实|不对|更正|更新)[，,:：\s]*)+/iu;

/** First-person and "the user" phrases: the subject every personal memory is about. */
const USER_SUBJECT = /^(?:i|me|my|mine|i'm|im|i've|i'd|i'll|the user|user|the user's|user's|我|我的|用户|用户的)$/u;

/** English predicates that split subject from value; the verb becomes part of the key. */
const EN_VERBS =
  /\s(?:(?:does not|doesn't|do not|don't|no longer|never)\s+)?(prefers?|likes?|loves?|hates?|dislikes?|enjoys?|lives? in|lived in|works? (?:at|for|as)|worked (?:at|for|as)|uses?|wants?|needs?|drives?|owns?|speaks?|studies|studied|moved to|was born in|is from|comes from|is allergic to|is married to|favou?rs?)\s/iu;

/** English copulas (the property is the left side minus its subject). */
const EN_COPULA = /\s(?:(?:is|are|was|were|am|has been|have been|became|becomes)(?:\s+(?:now|still|currently))?|changed to|has changed to|is now)\s/iu;

/**
 * Chinese predicates, found only after a subject (lookbehind): single characters that also start
 * common nouns (用户 "user", 因为 "because") are left out.
 */
const ZH_VERBS = /(?<=\S)(不再|不)?(偏好|喜欢|爱|讨厌|住在|住|在|是|叫|改成|改为|变成|换成|位于|使用|想要|需要)/u;

const VERB_LEMMA: Record<string, string> = {
  prefer: 'prefer', like: 'prefer', love: 'prefer', enjoy: 'prefer', favor: 'prefer', favour: 'prefer',
  hate: 'dislike', dislike: 'dislike',
  偏好: 'prefer', 喜欢: 'prefer', 爱: 'prefer', 讨厌: 'dislike', 住在: 'live in', 住: 'live in',
  使用: 'use', 用: 'use', 想要: 'want', 需要: 'need',
};

function lemma(verb: string): string {
  const v = verb.toLowerCase().replace(/\s+/g, ' ');
  if (VERB_LEMMA[v]) return VERB_LEMMA[v];
  const first = v.split(' ')[0];
  const base = first.replace(/(ies)$/, 'y').replace(/(s|d)$/, '');
  const rest = v.split(' ').slice(1).join(' ');
  const b = VERB_LEMMA[base] ?? VERB_LEMMA[first] ?? base;
  return rest ? `${b} ${rest}` : b;
}

/** Adverbs between a subject and its verb ("the user now lives in…") are not part of the key. */
const ADVERBS = /\b(?:now|still|currently|also|actually|really|no longer|recently|finally|already|officially)\b/giu;

const FIRST_PERSON = /^(?:i|me|my|mine|i'm|im|i've|i'd|i'll|我|我的)$/u;

function subjectOf(raw: string): { subject: string; property: string; firstPerson?: boolean } {
  const left = raw.replace(ADVERBS, ' ').replace(/\s+/g, ' ').trim();
  const words = left.split(/\s+/);
  // "my favourite colour" → user | favourite colour; "the user's hotel" → user | hotel
  if (words.length > 0 && USER_SUBJECT.test(words[0].toLowerCase())) {
    return { subject: 'user', property: terms(words.slice(1).join(' ')), firstPerson: FIRST_PERSON.test(words[0].toLowerCase()) };
  }
  if (words.length > 1 && /^the user['’]s$/i.test(`${words[0]} ${words[1]}`)) {
    return { subject: 'user', property: terms(words.slice(2).join(' ')) };
  }
  const poss = /^(.+?)['’]s?\s+(.+)$/u.exec(left);
  if (poss && poss[1].split(/\s+/).length <= 6) return { subject: subjectTerms(poss[1]), property: terms(poss[2]) };
  if (/^(?:我|用户)/u.test(left)) return { subject: 'user', property: terms(left.replace(/^(?:我的|我|用户的|用户)/u, '')), firstPerson: left.startsWith('我') };
  // "the capital of France" → france | capital
  const of = /^(?:the\s+)?(.+?)\s+of\s+(.+)$/iu.exec(left);
  if (of && words.length <= 8 && terms(of[1])) return { subject: subjectTerms(of[2]), property: terms(of[1]) };
  return { subject: subjectTerms(left), property: '' };
}

const terms = (s: string) => indexTerms(s).join(' ');

/**
 * Subject terms keep function words ("My Friends" is not "Friends", "All About Them" is a title)
 * and drop only a leading article.
 */
const subjectTerms = (s: string): string =>
  tokens(s.replace(/^(?:the|a|an)\s+/iu, ''))
    .map((t) => t.text)
    .join(' ');

const subjectKey = (subject: string) => subjectTerms(subject) || normalize(subject);
const normValue = (v: string) => terms(v) || normalize(v);

/** Parses a memory by sentence shape; `subject` (explicit, from the caller) wins over a derived one. */
export function parseFallback(content: string, explicitSubject?: string): FallbackClaim {
  const cue = CUE.test(content) || LEADING_CUE.test(content.trim());
  const { eventTime, rest } = extractEventTime(content.normalize('NFKC').replace(/\s+/g, ' ').trim());
  let text = rest.replace(LEADING_CUE, '').replace(/[.。!！]+$/u, '').trim();
  let negated = /\b(?:not|no longer|never|doesn't|don't|isn't|aren't|wasn't|won't)\b|不再|不是|没有|不/iu.test(text);
  let subject = '';
  let property = '';
  let firstPerson = false;
  let value = text;

  const qa = splitQuestion(text, !/\n\s*\S/u.test(content.trim()));
  const dash = /^(.{1,80}?)\s+[—–-]{1,2}\s+(.{1,60}?)\s*[:：]\s*(.+)$/su.exec(text);
  const poss = /^(.{1,80}?)['’]s?\s+(.{1,60}?)\s+(?:is now|has changed to|changed to|is|are|was|were)\s+(.+)$/isu.exec(text);
  if (qa) {
    property = terms(qa.question);
    value = qa.answer;
    negated = false;
  } else if (dash) {
    subject = subjectTerms(dash[1]);
    property = terms(dash[2]);
    value = dash[3];
  } else if (poss) {
    const s = subjectOf(`${poss[1]}'s ${poss[2]}`);
    firstPerson = Boolean(s.firstPerson);
    subject = s.subject;
    property = s.property;
    value = poss[3];
  } else {
    const en = EN_VERBS.exec(` ${text} `);
    const cop = EN_COPULA.exec(` ${text} `);
    // Chinese time and cue adverbs (现在 "now" contains 在) are not predicates.
    // 改成 ("changed to") before another predicate is a cue, not the predicate: 用户改成喜欢咖啡.
    const zhText = text.replace(/现在|其实|已经|目前|如今/gu, '').replace(/(?:改成|改为|变成|换成)(?=.*(?:偏好|喜欢|爱|讨厌|住|是|叫))/u, '');
    const zh = /[\p{Script=Han}]/u.test(zhText) ? ZH_VERBS.exec(zhText) : null;
    if (en && (!cop || en.index <= cop.index)) {
      const s = subjectOf(text.slice(0, Math.max(0, en.index - 1)));
      firstPerson = Boolean(s.firstPerson);
      subject = s.subject;
      property = [s.property, lemma(en[1])].filter(Boolean).join(' ');
      value = text.slice(en.index - 1 + en[0].length - 1);
    } else if (cop) {
      const s = subjectOf(text.slice(0, Math.max(0, cop.index - 1)));
      firstPerson = Boolean(s.firstPerson);
      subject = s.subject;
      property = s.property;
      value = text.slice(cop.index - 1 + cop[0].length - 1);
    } else if (zh) {
      const s = subjectOf(zhText.slice(0, zh.index));
      firstPerson = Boolean(s.firstPerson);
      subject = s.subject;
      // 是/叫/在 are copulas: the property is what stands before them ("名字是…").
      property = ['是', '叫', '在'].includes(zh[2]) ? s.property : [s.property, lemma(zh[2])].filter(Boolean).join(' ');
      value = zhText.slice(zh.index + zh[0].length);
      negated = Boolean(zh[1]);
    } else {
      const colon = /^([^:：]{1,60})[:：]\s*(.+)$/su.exec(text);
      if (colon && colon[1].trim().split(/\s+/).length <= 6) {
        const s = subjectOf(colon[1]);
        firstPerson = Boolean(s.firstPerson);
        // "Dietary restriction: vegetarian" has a property but no subject.
        subject = s.property ? s.subject : '';
        property = s.property || s.subject;
        value = colon[2];
      }
    }
  }
  if (explicitSubject) {
    const es = subjectKey(explicitSubject);
    if (subject && subject !== es) property = [subject, property].filter(Boolean).join(' ');
    property = property
      .split(' ')
      .filter((w) => w && !es.split(' ').includes(w))
      .join(' ');
    subject = es;
  }
  // A key needs a property: "I am swamped" says something about the user, but under no key.
  const key = property ? `${subject}|${property}` : '';
  return { key, subject, value: normValue(value), eventTime, cue, negated, firstPerson: firstPerson && !explicitSubject };
}
