/** Reading the Prometheus text format in tests: scrape `/metrics` and look series up by labels. */

/** One scrape: every sample, and the metric names that have a `# TYPE` line. */
export interface Scrape {
  text: string;
  types: Map<string, string>;
  samples: { name: string; labels: Record<string, string>; value: number }[];
  /** The sum of the samples of `name` whose labels include `labels`. */
  value(name: string, labels?: Record<string, string>): number;
  /** Whether some sample of `name` has (at least) `labels`. */
  has(name: string, labels?: Record<string, string>): boolean;
}

/** GETs `${url}/metrics` and parses it. */
export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(`${url}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return parse(await res.text());
}

/** Parses the text exposition format (the subset prom-client writes). */
export function parse(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Scrape['samples'] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) types.set(type[1], type[2]);
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  const matching = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return {
    text,
    types,
    samples,
    value: (name, labels) => matching(name, labels).reduce((a, s) => a + s.value, 0),
    has: (name, labels) => matching(name, labels).length > 0,
  };
}

/** The metric names docs/operations.md lists. */
export const DOCUMENTED_METRICS = [
  'hindsight_guard_decisions_total',
  'hindsight_guard_layer_duration_seconds',
  'hindsight_guard_layer_errors_total',
  'hindsight_revisions_total',
  'hindsight_quarantine_pending',
  'hindsight_quarantine_age_seconds',
  'hindsight_memories',
  'hindsight_mcp_requests_total',
  'hindsight_mcp_request_duration_seconds',
  'hindsight_upstream_up',
  'hindsight_upstream_errors_total',
  'hindsight_judge_errors_total',
  'hindsight_read_suppressed_total',
  'hindsight_backpressure_total',
  'hindsight_held_repeats_total',
  'hindsight_bound_alerts_total',
  'hindsight_coordination_degraded',
  'hindsight_coordination_events_total',
];
