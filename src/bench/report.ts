/**
 * Output of the core bench: one JSON object per line with `--json` (stdout carries nothing
 * else), otherwise a readable table per N. Also derives the per-N summary with ratios.
 */
import type { HindsightArmResult } from './hindsight-arm.js';
import type { GuardedWriteReport } from './interleaved-writes.js';
import type { ServerMemoryResult } from './server-memory-arm.js';
import type { SqliteArmResult } from './sqlite-arm.js';
import { r3 } from './stats.js';

/** One result line. */
export type BenchLine = { bench: 'core'; arm: string; n?: number } & Record<string, unknown>;

/** The project's performance aims (reported, not asserted). */
const AIM = { writeRatio: 10, searchP99Ms: 10, recall: 0.95, guardedP99Ratio: 2 };

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
  const guarded = ours?.guarded;
  const guardedP99 = ratio(guarded?.write_ms.p99, ours?.write_ms.p99);
  return {
    bench: 'core',
    arm: 'summary',
    n,
    write_p50_vs_sqlite: ratio(ours?.write_ms.p50, sqlite?.write_ms.p50),
    write_p99_vs_sqlite: ratio(ours?.write_ms.p99, sqlite?.write_ms.p99),
    writes_per_s_vs_sqlite: ratio(ours?.writes_per_s, sqlite?.writes_per_s),
    guarded_write_p50_vs_revision: ratio(guarded?.write_ms.p50, ours?.write_ms.p50),
    guarded_write_p99_vs_revision: guardedP99,
    guarded_held: guarded ? guarded.held : null,
    write_p50_vs_server_memory: ratio(ours?.write_ms.p50, sm?.write_ms.p50),
    search_p50_vs_server_memory: ratio(ours?.search_ms.p50, sm?.search_ms.p50),
    search_p99_ms: ours?.search_ms.p99 ?? null,
    recall_at_10: ours?.recall_at_10 ?? null,
    startup_ms: startup?.open_ms ?? null,
    aims: {
      write_within_10x_sqlite: ours && sqlite ? ours.write_ms.p50 <= AIM.writeRatio * sqlite.write_ms.p50 : null,
      search_p99_under_10ms: ours ? ours.search_ms.p99 < AIM.searchP99Ms : null,
      recall_at_10_ge_0_95: ours ? ours.recall_at_10 >= AIM.recall : null,
      guarded_write_p99_within_2x_revision: guardedP99 === null ? null : guardedP99 <= AIM.guardedP99Ratio,
    },
  };
}

/**
 * The PostgreSQL arm against the embedded one, same workload, same run: their write (revision-only
 * and guarded) and search p50/p99 side by side and the ratio postgres/embedded of each.
 */
export function backendLine(n: number, embedded: HindsightArmResult | undefined, postgres: HindsightArmResult | undefined): BenchLine {
  const pick = (r: HindsightArmResult | undefined) =>
    r && {
      write_ms: { p50: r.write_ms.p50, p99: r.write_ms.p99 },
      guarded_write_ms: { p50: r.guarded.write_ms.p50, p99: r.guarded.write_ms.p99 },
      search_ms: { p50: r.search_ms.p50, p99: r.search_ms.p99 },
      recall_at_10: r.recall_at_10,
    };
  const e = pick(embedded);
  const p = pick(postgres);
  return {
    bench: 'core',
    arm: 'postgres-vs-embedded',
    n,
    embedded: e ?? null,
    postgres: p ?? null,
    ratio_postgres_to_embedded: {
      write_p50: ratio(p?.write_ms.p50, e?.write_ms.p50),
      write_p99: ratio(p?.write_ms.p99, e?.write_ms.p99),
      guarded_write_p50: ratio(p?.guarded_write_ms.p50, e?.guarded_write_ms.p50),
      guarded_write_p99: ratio(p?.guarded_write_ms.p99, e?.guarded_write_ms.p99),
      search_p50: ratio(p?.search_ms.p50, e?.search_ms.p50),
      search_p99: ratio(p?.search_ms.p99, e?.search_ms.p99),
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
  const g = get('hindsight-guarded') as (BenchLine & Partial<GuardedWriteReport>) | undefined;
  const q = get('sqlite-insert') as (BenchLine & Partial<SqliteArmResult>) | undefined;
  const s = get('server-memory') as (BenchLine & Record<string, unknown>) | undefined;
  const sum = get('summary');
  const hp = get('hindsight-postgres') as (BenchLine & Partial<HindsightArmResult>) | undefined;
  const gp = get('hindsight-postgres-guarded') as (BenchLine & Partial<GuardedWriteReport>) | undefined;
  const vs = get('postgres-vs-embedded') as (BenchLine & { ratio_postgres_to_embedded?: Record<string, number | null> }) | undefined;
  const widths = [18, 10, 10, 9, 11, 11, 9, 11, 9];
  const out = [`\nN = ${n}`];
  if (h?.fill) out.push(`  fill: ${h.fill} path, ${h.fill_count} memories in ${h.fill_s} s (${h.fill_writes_per_s}/s)`);
  out.push('  ' + pad(['arm', 'write p50', 'write p99', 'writes/s', 'search p50', 'search p99', 'recall@10', 'startup ms', 'RSS MB'], widths));
  const startup = h?.startup && !('error' in h.startup) ? h.startup : undefined;
  if (h?.error) out.push(`  hindsight: failed: ${String(h.error)}`);
  else if (h?.write_ms && h.search_ms) {
    out.push('  ' + pad(['hindsight', num(h.write_ms.p50), num(h.write_ms.p99), num(h.writes_per_s), num(h.search_ms.p50), num(h.search_ms.p99), num(h.recall_at_10), num(startup?.open_ms), num(startup?.peak_rss_mb)], widths));
  }
  if (g?.error) out.push(`  hindsight+guard: failed: ${String(g.error)}`);
  else if (g?.write_ms) out.push('  ' + pad(['hindsight+guard', num(g.write_ms.p50), num(g.write_ms.p99), num(g.writes_per_s), '-', '-', '-', '-', '-'], widths));
  if (hp?.error) out.push(`  hindsight-postgres: failed: ${String(hp.error)}`);
  else if (hp?.write_ms && hp.search_ms) {
    const st = hp.startup && !('error' in hp.startup) ? hp.startup : undefined;
    out.push('  ' + pad(['hindsight-pg', num(hp.write_ms.p50), num(hp.write_ms.p99), num(hp.writes_per_s), num(hp.search_ms.p50), num(hp.search_ms.p99), num(hp.recall_at_10), num(st?.open_ms), num(st?.peak_rss_mb)], widths));
  }
  if (gp?.write_ms) out.push('  ' + pad(['hindsight-pg+guard', num(gp.write_ms.p50), num(gp.write_ms.p99), num(gp.writes_per_s), '-', '-', '-', '-', '-'], widths));
  if (q?.error) out.push(`  sqlite-insert: failed: ${String(q.error)}`);
  else if (q?.write_ms) out.push('  ' + pad(['sqlite-insert', num(q.write_ms.p50), num(q.write_ms.p99), num(q.writes_per_s), '-', '-', '-', '-', '-'], widths));
  if (s?.skipped || s?.error) out.push(`  server-memory: skipped: ${String(s.reason ?? s.error)}`);
  else if (s) {
    const w = s.write_ms as { p50: number; p99: number };
    const r = s.search_ms as { p50: number; p99: number };
    out.push('  ' + pad(['server-memory', num(w.p50), num(w.p99), num(s.writes_per_s), num(r.p50), num(r.p99), 'n/a', num(s.startup_ms), num(s.peak_rss_mb)], widths));
  }
  if (h?.startup_cold && !('error' in h.startup_cold)) out.push(`  hindsight cold start (index rebuilt from the ledger): ${h.startup_cold.open_ms} ms`);
  if (g?.write_ms && g.verdicts && g.pace) {
    const v = g.verdicts;
    out.push(`  guarded writes: ${g.write_ms.n} interleaved with the revision-only ones, principal ${g.pace.principal} at ${g.pace.principal_writes_per_min}/min on the engine clock, session task declared`);
    out.push(`    guard: allowed ${v.allow}, flagged ${v.flag}, quarantined ${v.quarantine}, rejected ${v.reject} (held ${g.held}); guard.run p50 ${num(g.guard_run_ms?.p50)}, p99 ${num(g.guard_run_ms?.p99)}; the rest of the guarded write p50 ${num(g.outside_guard_ms?.p50)}`);
    const layers = (m: Record<string, { p50: number }> | undefined) => Object.entries(m ?? {}).map(([k, s]) => `${k} ${num(s.p50)}`).join(', ');
    out.push(`    layer p50 alone: ${layers(g.layer_alone_ms)}; in the findings (overlapping, layers start together): ${layers(g.layer_ms)}`);
    out.push(`    ${String(g.fill_note)}`);
  }
  if (vs?.ratio_postgres_to_embedded) {
    const r = vs.ratio_postgres_to_embedded;
    out.push(`  postgres/embedded: write p50 ${num(r.write_p50, 'x')}, p99 ${num(r.write_p99, 'x')}; guarded write p50 ${num(r.guarded_write_p50, 'x')}, p99 ${num(r.guarded_write_p99, 'x')}; search p50 ${num(r.search_p50, 'x')}, p99 ${num(r.search_p99, 'x')}`);
    if (hp?.fill) out.push(`  postgres fill: ${hp.fill} path, ${hp.fill_count} memories in ${hp.fill_s} s (${hp.fill_writes_per_s}/s); schema ${String(hp.schema)}`);
  }
  if (sum) {
    out.push(`  guarded/revision-only write p50 ${num(sum.guarded_write_p50_vs_revision, 'x')}, p99 ${num(sum.guarded_write_p99_vs_revision, 'x')}`);
    out.push(`  ours/sqlite write p50 ${num(sum.write_p50_vs_sqlite, 'x')}, p99 ${num(sum.write_p99_vs_sqlite, 'x')}; ours/server-memory write p50 ${num(sum.write_p50_vs_server_memory, 'x')}, search p50 ${num(sum.search_p50_vs_server_memory, 'x')}`);
    out.push(`  aims: ${JSON.stringify(sum.aims)}`);
  }
  out.push('  (latencies in ms; sample sizes are in the --json output)');
  return out.join('\n');
}
