/**
 * Who is calling: the policy's principals, each with a role, one tenant and a trust
 * ceiling; over HTTP a principal is known by its bearer token, of which only the SHA-256 is kept
 * (tokens are random, so a plain hash suffices) and compared in constant time against every
 * principal's, so neither a match nor a miss tells a timing story.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Policy, PrincipalRole } from '../config/policy-schema.js';

/** A principal as the surfaces use it. */
export interface Principal {
  name: string;
  role: PrincipalRole;
  tenant: string;
  trustCeiling: number;
}

/** What each role may do. */
export const can = {
  /** Write, revise, forget and verify memories (and, through a proxy, call write/delete tools). */
  writeMemories: (p: Principal) => p.role === 'agent' || p.role === 'admin',
  /** Read the review queue and decide on it, roll back, see readers and the audit log. */
  review: (p: Principal) => p.role === 'reviewer' || p.role === 'admin',
  /** Admin-only tools (an upstream's destructive tools in proxy mode, purge). */
  admin: (p: Principal) => p.role === 'admin',
};

/** The SHA-256 (hex) of a bearer token, as a policy stores it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random bearer token (256 bits, URL-safe) and the hash to put in the policy. */
export function newToken(): { token: string; sha256: string } {
  const token = `hgt_${randomBytes(32).toString('base64url')}`;
  return { token, sha256: tokenHash(token) };
}

/** The principals of a policy. */
export class Principals {
  private readonly all: readonly (Principal & { hash?: Buffer })[];

  constructor(policy: Pick<Policy, 'principals'>) {
    this.all = policy.principals.map((p) => ({
      name: p.name,
      role: p.role,
      tenant: p.tenant,
      trustCeiling: p.trust_ceiling,
      ...(p.token_sha256 ? { hash: Buffer.from(p.token_sha256, 'hex') } : {}),
    }));
  }

  /** Whether any principal can authenticate over HTTP. */
  get tokensConfigured(): boolean {
    return this.all.some((p) => p.hash);
  }

  /** The principal a bearer token belongs to (every configured hash is compared). */
  byToken(token: string): Principal | undefined {
    const h = createHash('sha256').update(token, 'utf8').digest();
    let found: Principal | undefined;
    for (const p of this.all) {
      if (p.hash && timingSafeEqual(p.hash, h) && !found) found = strip(p);
    }
    return found;
  }

  byName(name: string): Principal | undefined {
    const p = this.all.find((x) => x.name === name);
    return p && strip(p);
  }
}

function strip(p: Principal & { hash?: Buffer }): Principal {
  return { name: p.name, role: p.role, tenant: p.tenant, trustCeiling: p.trustCeiling };
}

/** The bearer token of an `Authorization` header value, or undefined. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer[ ]+([\x21-\x7e]{1,512})[ ]*$/i.exec(header ?? '');
  return m?.[1];
}

/** The principal a process runs as on stdio (and on HTTP without tokens): the settings' own. */
export function settingsPrincipal(s: { principal: string; role: PrincipalRole; tenant: string; trustCeiling: number }): Principal {
  return { name: s.principal, role: s.role, tenant: s.tenant, trustCeiling: s.trustCeiling };
}

/** Every tenant the process works in: the running principal's and each of the policy's principals'. */
export function policyTenants(settings: { tenant: string }, policy: Pick<Policy, 'principals'>): string[] {
  return [...new Set([settings.tenant, ...policy.principals.map((p) => p.tenant)])];
}
