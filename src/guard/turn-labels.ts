/**
 * Conversation turns forged inside third-party content: lines that open with a role
 * label ("Assistant:", "System:", "[USER]", "### Instruction:") make data read as a new turn of
 * the chat. A label only inside code documents a prompt format; labels among the names of people
 * are a transcript. Also the code-span helper the other detectors use to weigh code less.
 */

const FENCE = /^\s*(?:```|~~~)/u;
const INDENTED = /^(?: {4}|\t)/u;
/** As many spaces as `s` has UTF-16 units. */
const blank = (s: string) => ' '.repeat(s.length);

/**
 * Inline code spans and string literals after an assignment, a call or `return`. The lookahead for
 * a quote comes first so the lookbehind, which reads back over spaces, runs only at quotes: run at
 * every position, it made a long line of spaces quadratic (64 KiB of them took seconds).
 */
const INLINE_CODE = /`[^`\n]+`|(?=["'])(?<=(?:[=(,:\[{]|\breturn)\s*[rfbu]?)(?:"[^"\n]*"|'[^'\n]*')/gu;

/**
 * `text` without its code: fenced blocks, indented lines, inline code spans and string literals
 * are blanked with as many spaces (line breaks kept), so every offset into `text` is one into the
 * result. What is left is the prose a reader is addressed in.
 *
 * @example withoutCode('Run `ls` now') // 'Run      now'
 */
export function withoutCode(text: string): string {
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return blank(line);
      }
      if (inFence || INDENTED.test(line)) return blank(line);
      return line.replace(INLINE_CODE, blank);
    })
    .join('\n');
}

/** What the turn-label check found. */
export interface TurnLabels {
  /** Distinct role labels that open a line followed by speech. */
  roles: string[];
  /** How many labelled lines there are. */
  lines: number;
  /** Every such line is inside code. */
  onlyInCode: boolean;
  /** The labels stand among the names of people ("Dana:", "Interviewer:"): a transcript. */
  transcript: boolean;
  /** The line before the first labelled one announces an example of a format ("Example conversation:"). */
  example: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * A matcher for trimmed lines opening with one of `roles`: optional bullet, markdown heading or
 * bold, a bracket, the role, a closing bracket, then ":" (or a bracketed role alone). One
 * alternation of literal words: linear time.
 */
export function compileTurnLabels(roles: string[]): RegExp {
  const alt = [...new Set(roles.map((r) => r.trim().toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length).map(escape).join('|');
  // Matched against a trimmed line; each optional part allows at most one space: no two
  // quantifiers compete for the same characters.
  return new RegExp(`^(?:(?:[-*>] ?)?(?:#{1,6} ?)?(?:\\*\\*|__)?[\\[<【(]?(${alt})[\\]>】)]?(?:\\*\\*|__)? ?[:：]|[\\[<【](${alt})[\\]>】])(.*)$`, 'iu');
}

/** "Dana:", "Q:", "Interviewer:" — a speaker label that is not a role. */
const SPEAKER = /^[ \t]*(?:\*\*)?\p{Lu}[\p{L}.'-]{0,20}(?:[ \t]\p{Lu}[\p{L}.'-]{0,20})?(?:\*\*)?[ \t]*:[ \t]*\S/u;

/**
 * The role labels that open lines of `text` followed by speech (three words, or a non-empty
 * next line). "System: Ubuntu 22.04" is a spec sheet's field, not a turn.
 */
export function turnLabels(text: string, matcher: RegExp): TurnLabels {
  const lines = text.split('\n');
  const prose = withoutCode(text).split('\n');
  const roles = new Set<string>();
  let count = 0;
  let inProse = 0;
  let speakers = 0;
  let spoken = 0;
  let firstLabel = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > 2000) continue;
    const m = matcher.exec(line.trimStart());
    if (!m) {
      if (SPEAKER.test(line)) speakers++;
      continue;
    }
    const role = (m[1] ?? m[2]).toLowerCase();
    const rest = m[3] ?? '';
    const speech = rest.split(/\s+/u).filter(Boolean).length >= 3 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{4,}/u.test(rest) || (!rest.trim() && (lines[i + 1] ?? '').trim().length > 0);
    // A short turn ("User: thanks") counts beside a turn of speech, not alone.
    if (!rest.trim() && !speech) continue;
    if (speech) spoken++;
    if (firstLabel < 0) firstLabel = i;
    roles.add(role);
    count++;
    if (matcher.test((prose[i] ?? '').trimStart())) inProse++;
  }
  // Turns written as data: {"role": "system", "content": …}, <turn speaker="assistant">: two roles or more forge an exchange as well.
  const structured = new Set<string>();
  for (const m of text.slice(0, 20000).matchAll(STRUCTURED_ROLE)) {
    const role = (m[1] ?? m[2]).toLowerCase();
    if (matcher.test(`${role}: x`)) structured.add(role);
  }
  if (structured.size >= 2 && !/^\s*(?:```|~~~)/mu.test(text)) {
    for (const r of structured) roles.add(r);
    // In program text ("messages = [ {"role": …} ]") the roles document an API call, like code.
    return { roles: [...roles], lines: count + structured.size, onlyInCode: ASSIGNMENT.test(text), transcript: false, example: false };
  }
  if (spoken === 0) return { roles: [], lines: 0, onlyInCode: false, transcript: false, example: false };
  return { roles: [...roles], lines: count, onlyInCode: count > 0 && inProse === 0, transcript: speakers >= 2 && speakers >= count, example: EXAMPLE.test(firstLabel >= 0 ? lines.slice(Math.max(0, firstLabel - 2), firstLabel).join(' ') : '') };
}

/** A line of program text assigning a name: `messages = [`, `const msgs = `, `resp = client.…(`. */
const ASSIGNMENT = /^[ \t]*(?:(?:const|let|var)[ \t]+)?[\p{L}_][\w.]*[ \t]*=[ \t]*\S/mu;
/** A role given as a field of structured data: `"role": "system"`, `speaker="user"`, `role='assistant'`. */
const STRUCTURED_ROLE = /["']?(?:role|speaker|from|author)["']?\s*[:=]\s*["']([\p{L}_]{2,20})["']|<(?:turn|message|msg)\s+(?:role|speaker)\s*=\s*["']([\p{L}_]{2,20})["']/giu;
/** A line announcing that the turns after it are an example of a format ("Example transcript:", "Beispiel:", "示例："). */
const EXAMPLE = /\b(?:example|examples|sample|for instance|e\.g\.|format|template|ejemplo|exemple|beispiel|esempio|exemplo|voorbeeld|przykład|örnek|contoh|ví dụ|exempel)\b|пример|例|示例|예시/iu;
