/**
 * Credentials and secrets in a write (DESIGN §4.2). A memory store is a long-lived copy of
 * whatever passed through it, so a key that lands in it leaks to every later recall; the policy
 * either redacts it (keeping a fingerprint, so two writes of the same key can still be linked) or
 * quarantines the write. Shapes come from the policy's `guard.screening.secrets`.
 */
import { createHash } from 'node:crypto';
import type { SecretRule } from '../config/screening-policy-schema.js';

/** A compiled secret rule. */
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
}

/** Compiles the policy's secret rules (global, so every occurrence is found and replaced). */
export function compileSecrets(rules: SecretRule[]): SecretMatcher[] {
  return rules.map((r) => ({ kind: r.kind, weight: r.weight, regex: new RegExp(r.pattern, r.flags.replace(/[gy]/g, '') + 'g') }));
}

/** First 12 hex of the SHA-256 of a secret: stable across writes, useless to an attacker. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 12);
}

/** The part of a match that is the secret: the named group `secret` when the rule has one. */
function secretOf(match: RegExpMatchArray): string {
  return match.groups?.secret ?? match[0];
}

/** Every secret in `text`, with its kind and fingerprint. */
export function findSecrets(text: string, matchers: SecretMatcher[]): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const m of matchers) {
    for (const match of text.matchAll(m.regex)) {
      const secret = secretOf(match);
      if (secret) hits.push({ kind: m.kind, weight: m.weight, fingerprint: fingerprint(secret) });
    }
  }
  return hits;
}

/**
 * `text` with each secret replaced by `[redacted:<kind>:<fingerprint>]`; the text around a named
 * `secret` group (`password=`) is kept so the memory still reads sensibly.
 */
export function redactSecrets(text: string, matchers: SecretMatcher[]): string {
  let out = text;
  for (const m of matchers) {
    out = out.replace(m.regex, (...args: unknown[]) => {
      const whole = args[0] as string;
      const last = args[args.length - 1];
      const groups = typeof last === 'object' && last !== null ? (last as Record<string, string | undefined>) : undefined;
      const secret = groups?.secret;
      if (!secret) return `[redacted:${m.kind}:${fingerprint(whole)}]`;
      const at = whole.indexOf(secret);
      return whole.slice(0, at) + `[redacted:${m.kind}:${fingerprint(secret)}]` + whole.slice(at + secret.length);
    });
  }
  return out;
}
