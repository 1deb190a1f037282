/**
 * Lexical terms as the PostgreSQL postings hold them. The SQLite ledger hands its terms to FTS5's
 * `unicode61` tokenizer, which folds case and splits at anything that is not a letter, digit or
 * mark; the postings table matches terms exactly, so both the stored and the queried terms are cut
 * the same way here, and a term finds the same memories in either store.
 */

/** The tokens of one term (`"o'neil"` → `o`, `neil`; `"上海"` stays whole). */
export function pgTokens(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}\p{Co}]+/u)
    .filter((t) => t.length > 0 && t.length <= 200);
}
