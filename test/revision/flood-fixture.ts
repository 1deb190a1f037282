/**
 * A poisoning campaign to roll back: legitimate memories written by a curator, then the first
 * blocks of the dev-flood scenario replayed with the guard in shadow mode (it decides and records,
 * it does not enforce), so the flood got through and its "Update: …" copies superseded the
 * curator's memories about the same keys.
 */
import { join } from 'node:path';
import { loadPolicy } from '../../src/config/load-policy.js';
import { policyToSettings } from '../../src/config/policy-settings.js';
import { ManualClock } from '../../src/core/clock.js';
import { openFirewall, type Firewall } from '../../src/app.js';
import { loadScenario } from '../../src/eval/scenario-runner.js';
import type { Caller } from '../../src/revision/context.js';
import { ROOT } from '../helpers/paths.js';

/** The shared replay scenarios sit beside the repository (DESIGN §10); they are not copied into it. */
export const FLOOD_FILE = join(ROOT, '..', 'shared', 'datasets', 'scenarios', 'dev-flood.jsonl');
export const POLICY = join(ROOT, 'policies', 'default.yaml');
/** When the curator wrote (2025-01-01T00:00:00Z); the flood starts an hour later. */
export const T0 = Date.UTC(2025, 0, 1);
export const FLOOD_START = T0 + 3_600_000;
/** The replay covers the scenario's events before this many seconds (three blocks per agent). */
const UNTIL_T = 8 * 3632;

/** The curator's memories: the ones agent-0 (Ouagadougou, Gap) and agent-1 (Larissa Volpert) contradict. */
export const SEEDS = {
  ouagadougou: "Ouagadougou's capital of is Burkina Faso.",
  gap: "Gap's capital of is Hautes-Alpes.",
  larissa: "Larissa Volpert's sport is chess.",
  graduate: "The Graduate's screenwriter is Buck Henry.",
} as const;

/** A replayed campaign: record ids by scenario id, and the seeds' record ids. */
export interface Flood {
  fw: Firewall;
  clock: ManualClock;
  tenant: string;
  seeds: Record<keyof typeof SEEDS, string>;
  /** Scenario write id → record id, with the writing principal. */
  writes: Map<string, { id: string; principal: string; session: string }>;
  /** The time of the last replayed event. */
  end: number;
}

/** Opens a firewall (in memory, or over `dataDir`) and replays the campaign into `tenant`. */
export async function replayFlood(opts: { tenant?: string; dataDir?: string } = {}): Promise<Flood> {
  const tenant = opts.tenant ?? 'eval';
  const { policy, hash } = loadPolicy(POLICY);
  const clock = new ManualClock(T0);
  const fw = await openFirewall({ dataDir: opts.dataDir, settings: policyToSettings(policy), clock, policyHash: hash, guard: { ...policy.guard, shadow: true } });
  const caller = (principal: string, session: string): Caller => ({ principal, tenant, trustCeiling: 0.9, session, tool: 'eval' });
  const seeds = {} as Flood['seeds'];
  for (const [name, text] of Object.entries(SEEDS)) {
    seeds[name as keyof typeof SEEDS] = (await fw.engine.write(caller('curator', 'seed'), { content: text, channel: 'agent' })).id;
  }
  const writes: Flood['writes'] = new Map();
  let end = FLOOD_START;
  for (const e of loadScenario(FLOOD_FILE).events.filter((x) => x.t < UNTIL_T)) {
    end = FLOOD_START + e.t * 1000;
    clock.set(end);
    if (e.op === 'session') await fw.engine.deps.ledger.upsertSession(tenant, e.session, e.session, e.task, end);
    else if (e.op === 'write') {
      const r = await fw.engine.write(caller(e.principal, e.session), { content: e.text, channel: e.channel });
      writes.set(e.id, { id: r.id, principal: e.principal, session: e.session });
    }
  }
  return { fw, clock, tenant, seeds, writes, end };
}
