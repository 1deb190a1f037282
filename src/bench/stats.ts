/** Small measurement helpers shared by the benchmark arms: timers, percentiles, memory. */
import { readFileSync } from 'node:fs';

/** Latency summary of one sample, in milliseconds. */
export interface LatencySummary {
  /** Number of timed operations. */
  n: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/** Rounds to three decimals (microsecond resolution for ms values). */
export const r3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Nearest-rank percentile of a sorted array (`p` in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** p50/p99/mean/max of a list of durations in ms. */
export function summarize(ms: readonly number[]): LatencySummary {
  const s = [...ms].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, p50: r3(percentile(s, 50)), p99: r3(percentile(s, 99)), mean: r3(mean), max: r3(s[s.length - 1] ?? NaN) };
}

/** Milliseconds since `start` (a `performance.now()` value). */
export const since = (start: number): number => performance.now() - start;

/** Times each call of `fn` over `items`, sequentially; returns the durations and the total wall time in ms. */
export async function timeEach<T>(items: readonly T[], fn: (item: T, i: number) => Promise<unknown> | unknown): Promise<{ ms: number[]; wallMs: number }> {
  const ms: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < items.length; i++) {
    const t = performance.now();
    await fn(items[i], i);
    ms.push(performance.now() - t);
  }
  return { ms, wallMs: performance.now() - t0 };
}

/** Operations per second for `count` operations in `wallMs`. */
export const perSecond = (count: number, wallMs: number): number => (wallMs > 0 ? Math.round((count * 1000) / wallMs) : NaN);

/** Peak resident set (`VmHWM`) of a process in MB, from /proc (Linux), or null when unreadable. */
export function vmHwmMb(pid: number | 'self'): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Peak resident set size of this process so far, in MB. `VmHWM` first: getrusage's `maxRSS`
 * survives exec, so a child spawned from a big parent would report the parent's peak.
 */
export const peakRssMb = (): number => vmHwmMb('self') ?? Math.round(process.resourceUsage().maxRSS / 1024);

/** Current resident set size of this process, in MB. */
export const rssMb = (): number => Math.round(process.memoryUsage().rss / (1024 * 1024));

/** Progress line on stderr (stdout carries results). */
export const progress = (msg: string): void => void process.stderr.write(`[bench core] ${msg}\n`);
