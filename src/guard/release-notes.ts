/**
 * Release notes and change logs: a genre that states what a product can now do ("the assistant can
 * now book meetings", "Agents may now approve refunds"). Such a line reports a change shipped by
 * the product's makers; it grants the reader nothing. A write is read as release notes when it is
 * named so (the `changelog` lexicon) or when two lines or more open with a change log's labels
 * ("Added:", "Fixed:", "### Improved", "v2.4.1 —").
 */
import type { SentenceView } from './concept-frames.js';

/** A change log's line label: a version number or a kind of change, opening the line. */
// One class for the list and heading marks before it: a group repeated inside a repeat (`(?:[-*#]+[ \t]*)*`)
// backtracks exponentially on a line of many marks, such as spelt-out text joined into one line.
const LABEL = /^[-*# \t]*(?:v?\d+\.\d+(?:\.\d+)?\b|(?:added|fixed|new|improved|changed|removed|deprecated|security|neu|behoben|nouveau|corrigé|nuevo|corregido|novo|corrigido|исправлено|добавлено|新增|修复|改进|追加|修正|추가|수정)\b[ \t]*[:—–-]?)/iu;

/** Longest stretch of the write read for labels. */
const MAX_CHARS = 4000;

/**
 * Is the write release notes or a change log?
 *
 * @example releaseNotes(views, 'Release notes 2.1\n- New: the agent can now export PDFs') // true
 */
export function releaseNotes(vs: SentenceView[], text: string): boolean {
  if (vs.some((v) => v.c.has('changelog'))) return true;
  let labels = 0;
  for (const line of text.slice(0, MAX_CHARS).split('\n')) if (LABEL.test(line) && ++labels >= 2) return true;
  return false;
}
