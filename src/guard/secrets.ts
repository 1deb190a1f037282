/**
 * Credentials and secrets in a write. A memory store is a long-lived copy of
 * whatever passed through it, so a key that lands in it leaks to every later recall; the policy
 * either redacts it (keeping a fingerprint, so two writes of the same key can still be linked) or
 * quarantines the write. Known token shapes come from secretlint's recommended rules; credentials
 * only their name gives away from `credential-assignments.ts`; a policy may add shapes of its own
 * in `guard.screening.secrets`.
 */
import { createHash } from 'node:crypto';
import { lintSource } from '@secretlint/core';
import { rules as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig } from '@secretlint/types';
import type { SecretRule } from '../config/screening-policy-schema.js';
import { credentialAssignments, isPlaceholder } from './credential-assignments.js';

/** A compiled secret rule of the policy. */
export interface SecretMatcher {
  kind: string;
  weight: number;
  regex: RegExp;
}

/** One secret found in a text. */
export interface SecretHit {
  kind: string;
  weight: number;
  fingerprint: string;
  start: number;
  end: number;
}

/** Finds and redacts secrets; asynchronous because secretlint is. */
export interface SecretScanner {
  /** Every secret in `text`, in order, without overlaps. */
  find(text: string): Promise<SecretHit[]>;
  /** `text` with each secret replaced by `[redacted:<kind>:<fingerprint>]`. */
  redact(text: string): Promise<string>;
}

/** Most secrets reported for one write: past that the write is a dump, and the first ones say so. */
const MAX_HITS = 1000;
/** Weight of a built-in finding (secretlint or a credential assignment), as a policy rule's default. */
const BUILT_IN_WEIGHT = 0.9;

/**
 * secretlint's recommended rules, minus the comment filter: `secretlint-disable` in a write would
 * otherwise let its author switch the scan off. AWS key IDs are scanned too (off by default there).
 */
const SECRETLINT: SecretLintCoreConfig = {
  rules: recommended
    .filter((rule) => rule.meta.id !== '@secretlint/secretlint-rule-filter-comments')
    .map((rule) => ({ id: rule.meta.id, rule, options: rule.meta.id === '@secretlint/secretlint-rule-aws' ? { enableIDScanRule: true } : {} })),
};

/**
 * Every recommended rule needs one of these: a 16+ run of token characters with a digit, a PEM
 * block, or a URL with credentials. Prose without them skips secretlint (it costs ~0.1 ms a call).
 */
const TOKEN_RUN = /[A-Za-z0-9+/=_.-]{16,}/g;
const NEEDS_SECRETLINT = /-----BEGIN|:\/\/[^\s/@]{1,200}@/u;

function worthLinting(text: string): boolean {
  if (NEEDS_SECRETLINT.test(text)) return true;
  for (const [run] of text.matchAll(TOKEN_RUN)) if (/\d/.test(run)) return true;
  return false;
}

/** Compiles the policy's secret rules (global and with indices, so every occurrence and its `secret` group is located). */
export function compileSecrets(rules: SecretRule[]): SecretMatcher[] {
  return rules.map((r) => ({ kind: r.kind, weight: r.weight, regex: new RegExp(r.pattern, r.flags.replace(/[gyd]/g, '') + 'gd') }));
}

/** First 12 hex of the SHA-256 of a secret: stable across writes, useless to an attacker. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 12);
}

/** `AWSAccessKeyID` → `aws_access_key_id`: a secretlint message id as a finding kind. */
function kindOf(messageId: string): string {
  const snake = messageId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').toLowerCase();
  return snake.replace(/[^a-z0-9_]/g, '_').slice(0, 32) || 'secret';
}

/** Token characters around a secretlint range: some rules report the start of the match, not of the key. */
const TOKEN_CHAR = /[A-Za-z0-9+/=_.~-]/;

function widen(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s > 0 && TOKEN_CHAR.test(text[s - 1])) s--;
  while (e < text.length && TOKEN_CHAR.test(text[e])) e++;
  return [s, e];
}

type Span = { kind: string; weight: number; start: number; end: number };

function policySpans(text: string, matchers: SecretMatcher[]): Span[] {
  const out: Span[] = [];
  for (const m of matchers) {
    for (const match of text.matchAll(m.regex)) {
      // The named group `secret` is the part to redact (the key name stays readable).
      const [start, end] = match.indices?.groups?.secret ?? match.indices?.[0] ?? [match.index as number, (match.index as number) + match[0].length];
      if (end > start) out.push({ kind: m.kind, weight: m.weight, start, end });
    }
  }
  return out;
}

async function secretlintSpans(text: string): Promise<Span[]> {
  if (!worthLinting(text)) return [];
  const result = await lintSource({
    source: { content: text, filePath: '/memory.txt', ext: '.txt', contentType: 'text' },
    options: { config: SECRETLINT, noPhysicFilePath: true },
  });
  const out: Span[] = [];
  for (const msg of result.messages) {
    const [start, end] = widen(text, msg.range[0], msg.range[1]);
    // A connection string in docs (`postgres://user:password@localhost`) names its password, it does not give one.
    const urlPassword = /:\/\/[^\s:/@]*:([^\s/@]*)@/u.exec(text.slice(start, end))?.[1];
    if (urlPassword !== undefined && (isPlaceholder(urlPassword) || /^(?:pass|pwd|passwd|password|secret)$/iu.test(urlPassword))) continue;
    out.push({ kind: kindOf(msg.messageId), weight: BUILT_IN_WEIGHT, start, end });
  }
  return out;
}

/**
 * A scanner with the policy's own rules first, then credential assignments (precise: the value
 * only), then secretlint; where two overlap, the earlier source wins.
 *
 * @example await createSecretScanner([]).redact('DB_PASSWORD=Tr0ub4dor&3') // 'DB_PASSWORD=[redacted:password:…]'
 */
export function createSecretScanner(matchers: SecretMatcher[]): SecretScanner {
  const find = async (text: string): Promise<SecretHit[]> => {
    const spans = [
      ...policySpans(text, matchers),
      ...credentialAssignments(text).map((c) => ({ ...c, weight: BUILT_IN_WEIGHT })),
      ...(await secretlintSpans(text)),
    ];
    // Kept spans stay sorted by start; a new one is checked against its two neighbours only.
    const kept: Span[] = [];
    for (const s of spans.slice(0, MAX_HITS * 3)) {
      let lo = 0;
      let hi = kept.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (kept[mid].start < s.start) lo = mid + 1;
        else hi = mid;
      }
      const before = kept[lo - 1];
      const after = kept[lo];
      if ((before && before.end > s.start) || (after && after.start < s.end)) continue;
      kept.splice(lo, 0, s);
    }
    return kept.slice(0, MAX_HITS).map((s) => ({ ...s, fingerprint: fingerprint(text.slice(s.start, s.end)) }));
  };
  return {
    find,
    async redact(text) {
      const hits = await find(text);
      let out = '';
      let at = 0;
      for (const h of hits) {
        out += text.slice(at, h.start) + `[redacted:${h.kind}:${h.fingerprint}]`;
        at = h.end;
      }
      return out + text.slice(at);
    },
  };
}
