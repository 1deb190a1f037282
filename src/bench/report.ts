/**
 * Output of the core bench: one JSON object per line with `--json` (stdout carries nothing
 * else), otherwise a readable table per N. Also derives the per-N summary with ratios.
 */
import type { HindsightArmResult } from './hindsight-arm.js';
import type { ServerMemoryResult } from './server-memory-arm.js';
import type { SqliteArmResult } from './sqlite-arm.js';
import { r3 } from './stats.js';

/** One result line. */
export type BenchLine = { bench: 'core'; arm: string; n?: number } & Record<string, unknown>;

/** The aims from the issue (reported, not asserted). */
const AIM = { writeRatio: 10, searchP99Ms: 10, recall: 0.95 };

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined && b > 0 ? r3(a / b) : null);

/** The per-N summary: our numbers against both baselines, and whether the aims were met. */
export function summaryLine(
  n: number,
  ours: HindsightArmResult | undefined,
  sqlite: SqliteArmResult | undefined,
  peer: ServerMemoryResult | undefined,
): BenchLine {
  const sm = peer && !peer.skipped ? peer : undefined;
  const startup = ours && !('error' in ours.startup) ? ours.startup : undefined;
  return {
    bench: 'core',
    arm: 'summary',
    n,
    write_p50_vs_sqlite: ratio(ours?.write_ms.p50, sqlite?.write_ms.p50),
    write_p99_vs_sqlite: ratio(ours?.write_ms.p99, sqlite?.write_ms.p99),
    writes_per_s_vs_sqlite: ratio(ours?.writes_per_s, sqlite?.writes_per_s),
    write_p50_vs_server_memory: ratio(ours?.write_ms.p50, sm?.write_ms.p50),
    search_p50_vs_server_memory: ratio(ours?.search_ms.p50, sm?.search_ms.p50),
    search_p99_ms: ours?.search_ms.p99 ?? null,
    recall_at_10: ours?.recall_at_10 ?? null,
    startup_ms: startup?.open_ms ?? null,
    aims: {
      write_within_10x_sqlite: ours && sqlite ? ours.write_ms.p50 <= AIM.writeRatio * sqlite.write_ms.p50 : null,
      search_p99_under_10ms: ours ? ours.search_ms.p99 < AIM.searchP99Ms : null,
      recall_at_10_ge_0_95: ours ? ours.recall_at_10 >= AIM.recall : null,
    },
  };
}

const num = (v: unknown, unit = ''): string => (typeof v === 'number' && Number.isFinite(v) ? `${v}${unit}` : '-');
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

/** Renders the lines of one N as a table (for humans; `--json` is the machine format). */
export function renderTable(lines: readonly BenchLine[]): string {
  const n = lines[0]?.n;
  const get = (arm: string) => lines.find((l) => l.arm === arm);
  const h = get('hindsight') as (BenchLine & Partial<HindsightArmResult>) | undefined;
  const q = get('sqlite-insert') as (BenchLine & Partial<SqliteArmResult>) | undefined;
  const s = get('server-memory') as (BenchLine & Record<string, unknown>) | undefined;
  const sum = get('summary');
  const widths = [15, 10, 10, 9, 11, 11, 9, 11, 9];
  const out = [`\nN = ${n}`];
  if (h?.fill) out.push(`  fill: ${h.fill} path, ${h.fill_count} memories in ${h.fill_s} s (${h.fill_writes_per_s}/s)`);
  out.push('  ' + pad(['arm', 'write p50', 'write p99', 'writes/s', 'search p50', 'search p99', 'recall@10', 'startup ms', 'RSS MB'], widths));
  const startup = h?.startup && !('error' in h.startup) ? h.startup : undefined;
  if (h?.error) out.push(`  hindsight: failed: ${String(h.error)}`);
  else if (h?.write_ms && h.search_ms) {
    out.push('  ' + pad(['hindsight', num(h.write_ms.p50), num(h.write_ms.p99), num(h.writes_per_s), num(h.search_ms.p50), num(h.search_ms.p99), num(h.recall_at_10), num(startup?.open_ms), num(startup?.peak_rss_mb)], widths));
  }
  if (q?.error) out.push(`  sqlite-insert: failed: ${String(q.error)}`);
  else if (q?.write_ms) out.push('  ' + pad(['sqlite-insert', num(q.write_ms.p50), num(q.write_ms.p99), num(q.writes_per_s), '-', '-', '-', '-', '-'], widths));
  if (s?.skipped || s?.error) out.push(`  server-memory: skipped: ${String(s.reason ?? s.error)}`);
  else if (s) {
    const w = s.write_ms as { p50: number; p99: number };
    const r = s.search_ms as { p50: number; p99: number };
    out.push('  ' + pad(['server-memory', num(w.p50), num(w.p99), num(s.writes_per_s), num(r.p50), num(r.p99), 'n/a', num(s.startup_ms), num(s.peak_rss_mb)], widths));
  }
  if (h?.startup_cold && !('error' in h.startup_cold)) out.push(`  hindsight cold start (index rebuilt from the ledger): ${h.startup_cold.open_ms} ms`);
  if (sum) {
    out.push(`  ours/sqlite write p50 ${num(sum.write_p50_vs_sqlite, 'x')}, p99 ${num(sum.write_p99_vs_sqlite, 'x')}; ours/server-memory write p50 ${num(sum.write_p50_vs_server_memory, 'x')}, search p50 ${num(sum.search_p50_vs_server_memory, 'x')}`);
    out.push(`  aims: ${JSON.stringify(sum.aims)}`);
  }
  out.push('  (latencies in ms; sample sizes are in the --json output)');
  return out.join('\n');
}
