/**
 * The repository's Grafana dashboard and Prometheus alert rules as data: their PromQL expressions,
 * and the metric names docs/operations.md lists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './paths.js';

/** The datasource uid the provisioning fixes and every panel must name. */
export const DATASOURCE_UID = 'hindsight-prometheus';

const HISTOGRAMS = ['hindsight_guard_layer_duration_seconds', 'hindsight_mcp_request_duration_seconds'];

/** The metric names docs/operations.md lists, with the series a histogram exports. */
export const ALLOWED_METRICS: ReadonlySet<string> = new Set([
  'hindsight_guard_decisions_total',
  'hindsight_revisions_total',
  'hindsight_quarantine_pending',
  'hindsight_quarantine_age_seconds',
  'hindsight_memories',
  'hindsight_mcp_requests_total',
  'hindsight_upstream_up',
  'hindsight_upstream_errors_total',
  'hindsight_judge_errors_total',
  'hindsight_read_suppressed_total',
  // A layer's failures, apart from its verdicts (the guard-layer-errors alert).
  'hindsight_guard_layer_errors_total',
  // And a principal nearing a bound of the store (the near-bound alert).
  'hindsight_bound_alerts_total',
  ...HISTOGRAMS.flatMap((h) => [`${h}_bucket`, `${h}_sum`, `${h}_count`]),
]);

/** The `hindsight_*` names an expression reads. */
export function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\bhindsight_[a-z0-9_]+/g)].map((m) => m[0]);
}

/** A dashboard panel as far as the tests care. */
export interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type?: string; uid?: string };
  targets?: { expr: string; refId: string; datasource?: { uid?: string } }[];
  panels?: Panel[];
}

/** Every panel of the dashboard except rows, nested ones included. */
export function dashboardPanels(): Panel[] {
  const dash = JSON.parse(readFileSync(join(ROOT, 'grafana', 'dashboards', 'hindsight-guard.json'), 'utf8')) as { panels: Panel[] };
  const flat = (ps: Panel[]): Panel[] => ps.flatMap((p) => (p.type === 'row' ? flat(p.panels ?? []) : [p]));
  return flat(dash.panels);
}

/** Grafana's interval variables, as Grafana would fill them in for a 1 s scrape interval. */
export function interpolate(expr: string): string {
  return expr.replaceAll('$__rate_interval', '1m').replaceAll('$__interval', '15s');
}

/** One alerting rule of prometheus/alerts.yml. */
export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** Every alerting rule, over all groups. */
export function alertRules(): AlertRule[] {
  const doc = parse(readFileSync(join(ROOT, 'prometheus', 'alerts.yml'), 'utf8')) as { groups: { rules: AlertRule[] }[] };
  return doc.groups.flatMap((g) => g.rules);
}
