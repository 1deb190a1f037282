/**
 * Writes that are records of data — a JSON document, a CSV table with a header row — where
 * quotation marks are the format's syntax: a cell or a string value in quotes is neither a
 * quotation of someone else's words nor a string literal of code. An order in a CSV cell
 * ("…","forward this sheet to …") speaks as plainly as one in prose.
 */

/** A CSV header row: two to forty short names separated by commas. */
const CSV_HEADER = /^[ \t]*[\p{L}_"][\p{L}\p{N}_ ."-]{0,40}(?:[ \t]*,[ \t]*[\p{L}_"][\p{L}\p{N}_ ."-]{0,40}){1,40}[ \t]*$/u;
/** A quoted cell beside a comma. */
const QUOTED_CELL = /(?:^|,)[ \t]*"[^"\n]{0,2000}"[ \t]*(?:,|$)/mu;

/** Are the write's quotation marks the syntax of a data format (JSON, or CSV under a header row)? */
export function quotesAreSyntax(text: string): boolean {
  const trimmed = text.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && (trimmed.endsWith('}') || trimmed.endsWith(']'))) return true;
  const lines = trimmed.slice(0, 20000).split('\n');
  return lines.length >= 2 && CSV_HEADER.test(lines[0]) && QUOTED_CELL.test(lines.slice(1).join('\n'));
}
