/**
 * The Prometheus side of `Metrics`: one prom-client `Registry` per process, with the
 * default process metrics, every metric docs/operations.md lists, and every known label combination created at zero
 * so a fresh process already exposes each series (a rate() over a series that appears late misses
 * its first increase).
 *
 * Gauges about stored state (memories by status, the quarantine) are computed when scraped, with
 * two cheap ledger queries; `hindsight_upstream_up` asks the proxy's upstream state, and exists
 * only in proxy mode (`serve` has no upstream to be up or down, and a constant would lie).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Ledger } from '../store/ports.js';
import {
  BACKPRESSURE_REASONS,
  BOUNDS,
  EVENT_DIRECTIONS,
  GUARD_LAYERS,
  MCP_METHODS,
  MCP_OUTCOMES,
  NO_TOOL,
  RELATIONS,
  REVISION_OUTCOMES,
  STATUSES,
  VERDICTS,
  type Metrics,
} from './metrics-port.js';

/** What the scrape-time gauges read. */
export interface MetricSources {
  ledger: Pick<Ledger, 'countByStatus' | 'oldestQuarantined'>;
  /** Epoch milliseconds now (the quarantine's age is measured against it). */
  now: () => number;
  /** The judge's name (its revision series are created at zero). */
  judge: string;
  /** Proxy mode: whether the upstream is up. Only with it is `hindsight_upstream_up` registered. */
  upstreamUp?: () => boolean;
  /** How the replica coordinates (Redis configured): `hindsight_coordination_degraded` reads it. */
  coordination?: () => { mode: 'in-process' | 'redis' | 'degraded' };
}

/** A Prometheus registry with the firewall's metrics. */
export interface PrometheusMetrics {
  /** Reports into the registry. */
  metrics: Metrics;
  registry: Registry;
  /** Connects the scrape-time gauges to the store (and the upstream, in proxy mode). */
  watch(sources: MetricSources): void;
  /** The text exposition format. */
  render(): Promise<string>;
  /** Its content type. */
  contentType: string;
}

const SECONDS_FAST = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2];
const SECONDS_REQUEST = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Creates the registry. `tools` are tool names known at start (the native tools); proxied tools
 * are declared as the upstream lists them, and the judge's series when the store is watched.
 *
 * @example
 * const prom = createPrometheusMetrics({ tools: nativeToolNames() });
 * const fw = await openFirewall({ settings, metrics: prom.metrics });
 * prom.watch({ ledger: fw.store.ledger, now: Date.now, judge: fw.engine.deps.judge.name });
 */
export function createPrometheusMetrics(known: { tools: readonly string[] }): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: MetricSources | undefined;
  const registers = [registry];
  // One GROUP BY per scrape, shared by the two gauges that need it (they are collected concurrently).
  let counting: Promise<Record<string, number>> | undefined;
  const statusCounts = (s: MetricSources) => (counting ??= s.ledger.countByStatus().finally(() => (counting = undefined)));

  const decisions = new Counter({ name: 'hindsight_guard_decisions_total', help: 'Guard verdicts on memory writes: per layer that found something, and once per write with layer="final"', labelNames: ['verdict', 'layer'], registers });
  const layerErrors = new Counter({ name: 'hindsight_guard_layer_errors_total', help: 'Guard layer runs that failed (threw, timed out, invalid finding): the write got guard.on_error', labelNames: ['layer'], registers });
  const layerSeconds = new Histogram({ name: 'hindsight_guard_layer_duration_seconds', help: 'Time one guard layer took on one write', labelNames: ['layer'], buckets: SECONDS_FAST, registers });
  const revisions = new Counter({ name: 'hindsight_revisions_total', help: 'Revision decisions applied, by judged relation, judge and what they did', labelNames: ['relation', 'judge', 'outcome'], registers });
  const suppressed = new Counter({ name: 'hindsight_read_suppressed_total', help: 'Matching memories a search did not serve, by their status', labelNames: ['reason'], registers });
  const requests = new Counter({ name: 'hindsight_mcp_requests_total', help: 'MCP requests answered, by method, tool (tools/call) and outcome', labelNames: ['method', 'tool', 'outcome'], registers });
  const requestSeconds = new Histogram({ name: 'hindsight_mcp_request_duration_seconds', help: 'Time to answer an MCP request', labelNames: ['method'], buckets: SECONDS_REQUEST, registers });
  const upstreamErrors = new Counter({ name: 'hindsight_upstream_errors_total', help: 'Failed upstream calls, lost upstream connections and failed restarts (proxy)', registers });
  const judgeErrors = new Counter({ name: 'hindsight_judge_errors_total', help: 'Judge calls that threw or returned invalid output', registers });
  const backpressure = new Counter({
    name: 'hindsight_backpressure_total',
    help: 'Writes refused in-band before anything was stored: over twice a rate limit (with a retry-after), or from a principal at a bound',
    labelNames: ['reason'],
    registers,
  });
  const heldRepeats = new Counter({ name: 'hindsight_held_repeats_total', help: 'Held writes counted on the open review item of the same claim from the same principal, not stored again', registers });
  const coordinationEvents = new Counter({
    name: 'hindsight_coordination_events_total',
    help: 'Record, status and review events sent to the other replicas over Redis pub/sub, and received from them',
    labelNames: ['direction'],
    registers,
  });
  new Gauge({
    name: 'hindsight_coordination_degraded',
    help: 'Whether Redis is configured but unreachable (1): rate and repetition are counted per replica until it answers again; 0 otherwise',
    registers,
    collect() {
      this.set(sources?.coordination?.().mode === 'degraded' ? 1 : 0);
    },
  });
  const boundAlerts = new Counter({ name: 'hindsight_bound_alerts_total', help: "Writes that took a principal past the alert share of its bound of held writes or of records", labelNames: ['bound'], registers });

  new Gauge({
    name: 'hindsight_memories',
    help: 'Stored memory records by status (all tenants)',
    labelNames: ['status'],
    registers,
    async collect() {
      if (!sources) return;
      const counts = await statusCounts(sources);
      for (const s of STATUSES) this.set({ status: s }, counts[s] ?? 0);
    },
  });
  new Gauge({
    name: 'hindsight_quarantine_pending',
    help: 'Writes held in quarantine awaiting review (all tenants)',
    registers,
    async collect() {
      if (sources) this.set((await statusCounts(sources)).quarantined ?? 0);
    },
  });
  new Gauge({
    name: 'hindsight_quarantine_age_seconds',
    help: 'Age of the oldest write held in quarantine (0 when none is held)',
    registers,
    async collect() {
      if (!sources) return;
      const oldest = await sources.ledger.oldestQuarantined();
      this.set(oldest === undefined ? 0 : Math.max(0, (sources.now() - oldest) / 1000));
    },
  });

  // Every known combination at zero (histograms get their series on first observation per label).
  for (const verdict of VERDICTS) for (const layer of GUARD_LAYERS) decisions.inc({ verdict, layer }, 0);
  for (const layer of GUARD_LAYERS) {
    if (layer === 'final') continue;
    layerSeconds.zero({ layer });
    layerErrors.inc({ layer }, 0);
  }
  for (const reason of STATUSES) if (reason !== 'active') suppressed.inc({ reason }, 0);
  for (const reason of BACKPRESSURE_REASONS) backpressure.inc({ reason }, 0);
  for (const bound of BOUNDS) boundAlerts.inc({ bound }, 0);
  for (const direction of EVENT_DIRECTIONS) coordinationEvents.inc({ direction }, 0);
  for (const method of MCP_METHODS) {
    requestSeconds.zero({ method });
    if (method !== 'tools/call') for (const outcome of MCP_OUTCOMES) requests.inc({ method, tool: NO_TOOL, outcome }, 0);
  }
  const declareTool = (tool: string) => {
    for (const outcome of MCP_OUTCOMES) requests.inc({ method: 'tools/call', tool, outcome }, 0);
  };
  known.tools.forEach(declareTool);

  const metrics: Metrics = {
    guardLayer: (layer, seconds) => layerSeconds.observe({ layer }, seconds),
    guardDecision: (verdict, layer) => decisions.inc({ verdict, layer }),
    guardLayerError: (layer) => layerErrors.inc({ layer }),
    revision: (relation, judge, outcome) => revisions.inc({ relation, judge, outcome }),
    readSuppressed: (reason, count) => suppressed.inc({ reason }, count),
    mcpRequest: (method, tool, outcome, seconds) => {
      requests.inc({ method, tool, outcome });
      requestSeconds.observe({ method }, seconds);
    },
    declareTool,
    upstreamError: () => upstreamErrors.inc(),
    judgeError: () => judgeErrors.inc(),
    backpressure: (reason) => backpressure.inc({ reason }),
    heldRepeat: () => heldRepeats.inc(),
    boundAlert: (bound) => boundAlerts.inc({ bound }),
    coordinationEvent: (direction) => coordinationEvents.inc({ direction }),
  };
  return {
    metrics,
    registry,
    watch: (s) => {
      sources = s;
      const upstreamUp = s.upstreamUp;
      if (upstreamUp) {
        new Gauge({ name: 'hindsight_upstream_up', help: 'Whether the proxied upstream MCP server is connected (1) or not (0)', registers, collect() { this.set(upstreamUp() ? 1 : 0); } });
      }
      for (const relation of RELATIONS) for (const outcome of REVISION_OUTCOMES) revisions.inc({ relation, judge: s.judge, outcome }, 0);
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
