/**
 * The counters port's contract, run against every adapter (in-process, Redis): what the rate and
 * repetition layer relies on, whatever holds the counts. `make` builds fresh, empty counters; with
 * `replicas` > 1 it builds that many instances sharing one state (for Redis: one client each,
 * one key prefix), as replicas would.
 */
import { describe, expect, test } from 'vitest';
import type { Counters, RecentEntry } from '../../src/guard/counters.js';

/** Builds counters for one test. */
export type MakeCounters = (opts?: { retentionMs?: number; maxEntriesPerKey?: number; replicas?: number }) => Promise<Counters[]>;

const entry = (at: number, fingerprint = 'c1'): RecentEntry => ({
  fingerprint,
  at,
  accepted: true,
  sketch: { terms: ['capital', 'mozambique'], clauses: [['capital', 'mozambique']], names: ['mozambique'], numbers: [], marks: ['mozambique'] },
});

const win = (key: string, windowMs: number, max = 1_000) => ({ key, windowMs, max });

/** Registers the contract's tests for one adapter. */
export function countersContract(adapter: string, make: MakeCounters): void {
  const one = async (opts?: Parameters<MakeCounters>[0]) => (await make(opts))[0]!;

  describe(`${adapter} counters: take`, () => {
    test('counts the events inside the sliding window, including this one', async () => {
      const c = await one();
      const take = async (now: number) => (await c.take([win('k', 15_000)], now)).counts[0];
      expect(await take(0)).toBe(1);
      expect(await take(10_000)).toBe(2);
      expect(await take(20_000)).toBe(2);
      expect(await take(40_000)).toBe(1);
    });

    test('keeps windows of different keys apart', async () => {
      const c = await one();
      await c.take([win('a', 60_000)], 0);
      expect((await c.take([win('b', 60_000)], 1)).counts).toEqual([1]);
    });

    test('admits up to max events per window, then refuses with the time until the oldest leaves it', async () => {
      const c = await one();
      for (let i = 0; i < 3; i++) expect((await c.take([win('k', 60_000, 3)], i * 1_000)).admitted).toBe(true);
      expect(await c.take([win('k', 60_000, 3)], 10_000)).toEqual({ admitted: false, counts: [3], full: 0, retryAfterMs: 50_000 });
      // Refused events use up nothing: once the oldest has left, the next one is admitted.
      expect((await c.take([win('k', 60_000, 3)], 59_999)).admitted).toBe(false);
      expect(await c.take([win('k', 60_000, 3)], 60_000)).toEqual({ admitted: true, counts: [3] });
    });

    test('admits into every window or none: a full one keeps the event out of the others', async () => {
      const c = await one();
      await c.take([win('small', 60_000, 1)], 0);
      const t = await c.take([win('big', 60_000), win('small', 60_000, 1)], 1);
      expect(t).toMatchObject({ admitted: false, full: 1, counts: [0, 1] });
      expect((await c.take([win('big', 60_000)], 2)).counts).toEqual([1]);
    });

    test('two events in the same millisecond are two events', async () => {
      const c = await one();
      await c.take([win('k', 60_000)], 5);
      expect((await c.take([win('k', 60_000)], 5)).counts).toEqual([2]);
    });

    test('concurrent takes never admit more than max, from any replica', async () => {
      const replicas = await make({ replicas: 3 });
      const all = await Promise.all(Array.from({ length: 30 }, (_, i) => replicas[i % replicas.length]!.take([win('k', 60_000, 7)], 0)));
      expect(all.filter((t) => t.admitted)).toHaveLength(7);
    });
  });

  describe(`${adapter} counters: exclusive`, () => {
    test('runs the calls of one scope one after another, in arrival order', async () => {
      const c = await one();
      const log: string[] = [];
      const step = (name: string) =>
        c.exclusive('p', async () => {
          log.push(`${name} in`);
          await new Promise((r) => setTimeout(r, 5));
          log.push(`${name} out`);
          return name;
        });
      expect(await Promise.all([step('a'), step('b'), step('c')])).toEqual(['a', 'b', 'c']);
      expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    });

    test('never runs two calls of one scope at once, whichever replica they come from', async () => {
      const replicas = await make({ replicas: 3 });
      let inside = 0;
      let most = 0;
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          replicas[i % replicas.length]!.exclusive('p', async () => {
            most = Math.max(most, ++inside);
            await new Promise((r) => setTimeout(r, 2));
            inside--;
          }),
        ),
      );
      expect(most).toBe(1);
    });

    test('lets other scopes run meanwhile and passes results and errors through', async () => {
      const c = await one();
      let release!: () => void;
      const held = c.exclusive('p', () => new Promise<void>((r) => (release = r)));
      expect(await c.exclusive('q', async () => 'other scope')).toBe('other scope');
      await expect(c.exclusive('q', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      release();
      await held;
      expect(await c.exclusive('p', async () => 'after')).toBe('after');
    });
  });

  describe(`${adapter} counters: ewma`, () => {
    test('returns the baseline before the new value is folded in', async () => {
      const c = await one();
      expect(await c.ewma('k', 4, 0, 1_000)).toEqual({ mean: 0, samples: 0 });
      expect(await c.ewma('k', 100, 1, 1_000)).toEqual({ mean: 4, samples: 1 });
    });

    test('weighs a value by the time since the previous one, halving weights every half-life', async () => {
      const c = await one();
      await c.ewma('k', 10, 0, 1_000);
      await c.ewma('k', 20, 1_000, 1_000);
      const base = await c.ewma('k', 0, 1_000, 1_000);
      // 10 (weighed by the first gap, 0.5, then halved) and 20 (0.5): (2.5 + 10) / 0.75
      expect(base.mean).toBeCloseTo(16.667, 2);
      expect(base.samples).toBe(2);
    });

    test('a young baseline is the average of what it saw, not its first value', async () => {
      const c = await one();
      let base = { mean: 0, samples: 0 };
      for (let i = 0; i < 40; i++) base = await c.ewma('k', Math.min(15, i + 1), i * 4_000, 3_600_000);
      expect(base.mean).toBeGreaterThan(10);
    });

    test('quick values barely move a baseline built from slow ones', async () => {
      const c = await one();
      for (let i = 0; i < 6; i++) await c.ewma('k', 1, i * 120_000, 3_600_000);
      let base = { mean: 0, samples: 0 };
      for (let i = 0; i < 8; i++) base = await c.ewma('k', i + 2, 720_000 + i * 2_000, 3_600_000);
      expect(base.mean).toBeLessThan(1.5);
    });

    test('keeps full precision across many folds', async () => {
      const c = await one();
      const values = [3, 7, 1, 12, 5, 9, 2];
      let base = { mean: 0, samples: 0 };
      for (let i = 0; i < values.length; i++) base = await c.ewma('k', values[i]!, i * 1_337, 10_000);
      // The same arithmetic in doubles, written out: what the in-process adapter computes.
      let sum = 0;
      let weight = 0;
      for (let i = 1; i < values.length - 1; i++) {
        const keep = Math.pow(0.5, 1_337 / 10_000);
        const gap = 1 - keep;
        if (i === 1) [sum, weight] = [gap * values[0]!, gap];
        [sum, weight] = [keep * sum + gap * values[i]!, keep * weight + gap];
      }
      expect(base.samples).toBe(values.length - 1);
      expect(base.mean).toBeCloseTo(sum / weight, 12);
    });
  });

  describe(`${adapter} counters: recent and remember`, () => {
    test('returns only the entries inside the window, oldest first', async () => {
      const c = await one();
      for (const at of [0, 30_000, 50_000, 70_000]) await c.remember('k', entry(at));
      expect((await c.recent('k', 80_000, 60_000)).map((e) => e.at)).toEqual([30_000, 50_000, 70_000]);
    });

    test("includes entries stamped after now: another replica's clock may run ahead", async () => {
      const c = await one();
      await c.remember('k', entry(1_005));
      expect((await c.recent('k', 1_000, 60_000)).map((e) => e.at)).toEqual([1_005]);
    });

    test('gives back what was remembered, field for field', async () => {
      const c = await one();
      const e = { ...entry(7, 'fp-1'), accepted: false, principal: 'tool:feed', words: entry(7).sketch };
      await c.remember('k', e);
      expect(await c.recent('k', 7, 1_000)).toEqual([e]);
    });

    test('returns copies, so a caller cannot change what is remembered', async () => {
      const c = await one();
      await c.remember('k', entry(0));
      (await c.recent('k', 0, 1_000))[0]!.accepted = false;
      expect((await c.recent('k', 0, 1_000))[0]!.accepted).toBe(true);
    });

    test('drops entries older than the retention and keeps the newest entries per key', async () => {
      const c = await one({ retentionMs: 10_000, maxEntriesPerKey: 3 });
      await c.remember('k', entry(0));
      await c.remember('k', entry(20_000));
      expect((await c.recent('k', 20_000, 1e9)).map((e) => e.at)).toEqual([20_000]);
      for (let i = 1; i <= 5; i++) await c.remember('k', entry(20_000 + i));
      expect((await c.recent('k', 20_005, 60_000)).map((e) => e.at)).toEqual([20_003, 20_004, 20_005]);
    });

    test('what one replica remembers, another reads', async () => {
      const [a, b] = await make({ replicas: 2 });
      await a!.remember('k', entry(1, 'from-a'));
      expect((await b!.recent('k', 1, 1_000)).map((e) => e.fingerprint)).toEqual(['from-a']);
    });
  });
}
