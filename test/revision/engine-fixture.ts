/**
 * Shared set-up for revision-engine tests: an in-memory firewall on a manual clock, and callers
 * at the default channel trust levels.
 */
import { afterEach, expect } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { makeSettings } from '../../src/config/settings.js';
import { ManualClock } from '../../src/core/clock.js';
import { HindsightError, type ErrorCode } from '../../src/core/errors.js';
import type { Caller } from '../../src/revision/context.js';

/** 2025-01-01T00:00:00Z. */
export const T0 = Date.UTC(2025, 0, 1);
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** A user principal (trust 0.9). */
export const USER: Caller = { principal: 'alice', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write' };
/** An agent principal (trust 0.6). */
export const AGENT: Caller = { principal: 'planner-agent', tenant: 'acme', trustCeiling: 0.6, tool: 'memory_write' };
/** A tool principal (trust 0.4). */
export const TOOL: Caller = { principal: 'web-fetch', tenant: 'acme', trustCeiling: 0.4, tool: 'memory_write' };
/** A reviewer (trust 0.95). */
export const REVIEWER: Caller = { principal: 'sec-reviewer', tenant: 'acme', trustCeiling: 0.95, tool: 'memory_verify' };

type SettingsInput = Parameters<typeof makeSettings>[0];

/** An open firewall on a manual clock; closed after each test. */
export interface Harness {
  fw: Firewall;
  clock: ManualClock;
  engine: Firewall['engine'];
  /** A record's current status. */
  status(id: string, caller?: Caller): Promise<string>;
}

const open: Firewall[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

/** Opens an in-memory firewall with `settings` overrides, starting at T0. */
export async function harness(settings: SettingsInput = {}): Promise<Harness> {
  const clock = new ManualClock(T0);
  const fw = await openFirewall({ settings: makeSettings(settings), clock });
  open.push(fw);
  return {
    fw,
    clock,
    engine: fw.engine,
    status: async (id, caller = USER) => (await fw.engine.get(caller, id)).record.status,
  };
}

/** Awaits `p` and asserts it rejects with a HindsightError of `code`. */
export async function expectCode(p: Promise<unknown>, code: ErrorCode): Promise<HindsightError> {
  let caught: unknown;
  try {
    await p;
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected a HindsightError ${code}`).toBeInstanceOf(HindsightError);
  expect((caught as HindsightError).code).toBe(code);
  return caught as HindsightError;
}

/** Writes `facts` as the user a day apart, then `change` two weeks later; returns every id. */
export async function history(h: Harness, facts: string[], change: string): Promise<{ facts: string[]; change: string }> {
  const ids: string[] = [];
  for (const content of facts) {
    ids.push((await h.engine.write(USER, { content })).id);
    h.clock.advance(24 * HOUR);
  }
  h.clock.advance(14 * 24 * HOUR);
  return { facts: ids, change: (await h.engine.write(USER, { content: change })).id };
}

/** The user states `facts`; a day later `caller` writes `text` in its own session. The later write's status. */
export async function against(facts: string | string[], text: string, caller: Caller = TOOL, user: Caller = USER): Promise<string> {
  const h = await harness();
  for (const content of [facts].flat()) await h.engine.write(user, { content });
  h.clock.advance(24 * HOUR);
  const w = await h.engine.write({ ...caller, session: 'other-session' }, { content: text });
  return h.status(w.id, user);
}
