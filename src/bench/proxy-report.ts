/**
 * Output of the proxy bench: one JSON object per line with `--json`, otherwise a small table of
 * p50/p99 per tool for both arms and their ratio, with the guard's verdicts and the pacing below.
 */
import type { LatencySummary } from './stats.js';

/** One result line. */
export type ProxyLine = { bench: 'proxy'; arm: string; tool?: string; ms?: LatencySummary } & Record<string, unknown>;

const num = (v: unknown, unit = ''): string => (typeof v === 'number' && Number.isFinite(v) ? `${v}${unit}` : '-');
const times = (v: number | null | undefined): string => (typeof v === 'number' && Number.isFinite(v) ? `${v.toFixed(2)}x` : '-');
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

/** Renders the lines of one run as a table (for humans; `--json` is the machine format). */
export function renderProxyTable(lines: readonly ProxyLine[]): string {
  const get = (arm: string, tool?: string) => lines.find((l) => l.arm === arm && l.tool === tool);
  type Pair = { p50: number | null; p99: number | null };
  const sum = get('summary') as (ProxyLine & { ratio: Record<string, Pair>; passthrough_ratio: Record<string, Pair>; added_ms: Record<string, Record<string, Pair>> }) | undefined;
  const run = get('run');
  const widths = [16, 6, 10, 10, 9, 9, 9, 9];
  const out = [
    `bench proxy: server-memory ${String(run?.server_memory)} direct vs through \`hindsight-guard proxy\` (node ${String(run?.node)}, policy ${String(run?.policy)})`,
    '  ' + pad(['call', 'calls', 'direct p50', 'direct p99', 'proxy p50', 'proxy p99', 'ratio p50', 'ratio p99'], widths),
  ];
  for (const tool of ['search_nodes', 'open_nodes', 'add_observations', 'session_setup']) {
    const d = get('direct', tool);
    const p = get('proxy', tool);
    const r = sum?.ratio[tool];
    const label = tool === 'session_setup' ? 'session set-up' : tool;
    out.push('  ' + pad([label, num(p?.calls), num(d?.ms?.p50), num(d?.ms?.p99), num(p?.ms?.p50), num(p?.ms?.p99), times(r?.p50), times(r?.p99)], widths));
  }
  out.push(
    '  with a mapping naming server-memory\'s read tools passthrough (unfiltered, unscreened; the proxy\'s own cost):',
    '  ' + pad(['call', 'calls', 'direct p50', 'direct p99', 'pass p50', 'pass p99', 'ratio p50', 'ratio p99'], widths),
  );
  for (const tool of ['search_nodes', 'open_nodes', 'session_setup']) {
    const d = get('direct', tool);
    const p = get('passthrough', tool);
    const r = sum?.passthrough_ratio[tool];
    out.push('  ' + pad([tool === 'session_setup' ? 'session set-up' : tool, num(p?.calls), num(d?.ms?.p50), num(d?.ms?.p99), num(p?.ms?.p50), num(p?.ms?.p99), times(r?.p50), times(r?.p99)], widths));
  }
  if (sum) {
    const add = (arm: string) => Object.entries(sum.added_ms[arm]).map(([t, a]) => `${t} +${num(a.p50)}/+${num(a.p99)}`).join(', ');
    out.push(`  added ms (p50/p99 less direct): proxy ${add('proxy')}; passthrough ${add('passthrough')}`);
  }
  out.push('  (latencies in ms; session set-up = spawn + initialize + tools/list; ratio = arm / direct, same run, calls interleaved)');
  if (sum) {
    const seed = sum.seed as Record<string, unknown>;
    const held = sum.held as { seed: number; timed: number };
    const pacing = sum.pacing as { reason: string };
    const eq = sum.equal_results as Record<string, number>;
    out.push(
      `  seed: ${num(seed.entities)} entities, ${num(seed.observations_per_arm)} observations per arm in ${num(seed.seconds)} s; the proxy arm's through the proxy on an engine clock ${num(seed.engine_ms_between_writes)} ms a write (the rate limit's pace)`,
      `  writes held by the guard: seed ${held.seed}, timed ${held.timed}; timed write verdicts ${JSON.stringify(sum.timed_write_verdicts)}; proxy ledger ${JSON.stringify(sum.ledger_statuses)}`,
      `  pacing: ${pacing.reason}`,
      `  same calls on every arm: ${String(sum.same_calls)}; identical results: ${Object.entries(eq).map(([t, n]) => `${t} ${n}/${num(get('proxy', t)?.calls)}`).join(', ')}; passthrough ${Object.entries(sum.equal_passthrough_results as Record<string, number>).map(([t, n]) => `${t} ${n}/${num(get('passthrough', t)?.calls)}`).join(', ')}`,
    );
  }
  if (run) out.push(`  wall ${num(run.wall_s)} s`);
  return out.join('\n');
}
