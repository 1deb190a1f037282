/**
 * Firewalls in this process standing for replicas (each with its own store handle, index and Redis
 * connections, as separate processes would have), and the flood every replica test sends them:
 * six copies of one claim in different wrappers. Closed after each test.
 */
import { afterEach } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { coordinationConfig } from '../../src/config/coordination-config.js';
import { loadPolicy } from '../../src/config/load-policy.js';
import { policyToSettings } from '../../src/config/policy-settings.js';
import type { Clock } from '../../src/core/clock.js';
import type { Caller } from '../../src/revision/context.js';
import { openCoordination, type Coordination } from '../../src/store/coordination.js';
import type { PgTarget } from '../../src/store/postgres/pg-db.js';
import { POLICY } from '../revision/flood-fixture.js';

const { policy, hash } = loadPolicy(POLICY);
const settings = policyToSettings(policy);

/** The agent that floods. */
export const AGENT: Caller = { principal: 'agent-3', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write', session: 's1' };
/** The claim it floods with, and the wrappers of its six copies. */
export const CLAIM = 'The Tromsø depot keeps its spare drone batteries in locker 14.';
export const WRAPPERS = ['', 'Confirmed again: ', 'Reminder: ', 'Update: ', 'IMPORTANT, verified: ', 'As established, '];

const opened: { fw: Firewall; coordination: Coordination }[] = [];
afterEach(async () => {
  while (opened.length) {
    const r = opened.pop()!;
    await r.fw.close();
    await r.coordination.close();
  }
});

/**
 * One replica under the default policy: an in-memory store of its own, or the PostgreSQL ledger in
 * `database`; coordinating through Redis at `url` under `prefix` (in process without a url).
 */
export async function replica(clock: Clock, url: string | undefined, prefix: string, database?: PgTarget) {
  const coordination = await openCoordination(coordinationConfig(url ? { redis: { url, prefix } } : undefined, {}), { connectWaitMs: 1_000 });
  const fw = await openFirewall({ database: database && { ...database }, settings, clock, policyHash: hash, guard: policy.guard, coordination });
  opened.push({ fw, coordination });
  return { engine: fw.engine, coordination };
}
