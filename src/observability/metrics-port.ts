/**
 * What the firewall counts, as a port: the guard, the revision core, the read path and
 * the MCP fronts report through `Metrics`; `noopMetrics` is the default, so tests and the eval
 * runner need nothing, and the Prometheus registry (metrics.ts) is only loaded by the servers.
 *
 * Every label value here comes from a bounded set: never content, ids, principals, sessions or
 * tenants. The sets below are what a fresh process pre-creates at zero.
 */
import { RelationSchema, StatusSchema, VerdictSchema, type Verdict } from '../core/types.js';

/** Guard layers (guard/create-guard.ts) plus `final`, the overall verdict of each assessed write. */
export const GUARD_LAYERS = ['provenance', 'screening', 'rate', 'relevance', 'final'] as const;
/** Verdicts a write can get. */
export const VERDICTS: readonly Verdict[] = VerdictSchema.options;
/** Judged relations of an applied revision. */
export const RELATIONS: readonly string[] = RelationSchema.options;
/** What an applied revision did to memory (see `revisionOutcomeOf` in revision/apply.ts). */
export const REVISION_OUTCOMES = ['superseded', 'merged', 'history', 'linked', 'held', 'none'] as const;
/** One label value of `hindsight_revisions_total{outcome}`. */
export type RevisionOutcomeLabel = (typeof REVISION_OUTCOMES)[number];
/** Record statuses: `hindsight_memories{status}`, and the reasons a search suppresses a match. */
export const STATUSES: readonly string[] = StatusSchema.options;
/** MCP request methods counted by name; anything else is `other`. */
export const MCP_METHODS = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'resources/subscribe',
  'resources/unsubscribe',
  'prompts/list',
  'prompts/get',
  'completion/complete',
  'logging/setLevel',
  'other',
] as const;
/** How an MCP request ended: answered, failed (protocol or tool error), or refused by the firewall. */
export const MCP_OUTCOMES = ['ok', 'error', 'refused'] as const;
/** One label value of `hindsight_mcp_requests_total{outcome}`. */
export type McpOutcome = (typeof MCP_OUTCOMES)[number];
/**
 * Why a write was refused before anything of it was stored: a full rate window (back-pressure,
 * with a retry-after), or a principal at its bound of held writes or of records.
 */
export const BACKPRESSURE_REASONS = ['rate_principal', 'rate_session', 'rate_tenant', 'bound_held', 'bound_records'] as const;
/** One label value of `hindsight_backpressure_total{reason}`. */
export type BackpressureReason = (typeof BACKPRESSURE_REASONS)[number];
/** The per-principal bounds of the store: open review items, and records of every status. */
export const BOUNDS = ['held', 'records'] as const;
/** One label value of `hindsight_bound_alerts_total{bound}`. */
export type Bound = (typeof BOUNDS)[number];
/** Directions of `hindsight_coordination_events_total`: published here, received from another replica. */
export const EVENT_DIRECTIONS = ['published', 'received'] as const;
/** One label value of `hindsight_coordination_events_total{direction}`. */
export type EventDirection = (typeof EVENT_DIRECTIONS)[number];
/** The `tool` label of requests that are not `tools/call`. */
export const NO_TOOL = 'none';

/** Where the firewall reports what it decided and how long it took. */
export interface Metrics {
  /** One guard layer assessed one write in `seconds`. */
  guardLayer(layer: string, seconds: number): void;
  /** A write got `verdict`; `layer` is a layer that found something, or `final` (once per write). */
  guardDecision(verdict: Verdict, layer: string): void;
  /** A guard layer failed (threw, timed out or returned an invalid finding) on one write. */
  guardLayerError(layer: string): void;
  /** The revision core applied a decision. */
  revision(relation: string, judge: string, outcome: RevisionOutcomeLabel): void;
  /** A search withheld `count` matching memories because of their status `reason`. */
  readSuppressed(reason: string, count: number): void;
  /** An MCP request finished. `tool` must come from a bounded set (see mcp-requests.ts). */
  mcpRequest(method: string, tool: string, outcome: McpOutcome, seconds: number): void;
  /** A tool name became a known label value: its series are created at zero. */
  declareTool(tool: string): void;
  /** An upstream call failed, or the upstream connection was lost or could not be restored. */
  upstreamError(): void;
  /** The judge threw or returned output that failed validation. */
  judgeError(): void;
  /** A write was refused before anything of it was stored. */
  backpressure(reason: BackpressureReason): void;
  /** A held write was counted on the open review item of the same claim instead of being stored. */
  heldRepeat(): void;
  /** A principal's write took it past the alert share of one of its bounds. */
  boundAlert(bound: Bound): void;
  /** An event went out to the other replicas, or came in from one (Redis pub/sub). */
  coordinationEvent(direction: EventDirection): void;
}

/** Metrics that go nowhere: the default of every dependency that takes a `metrics`. */
export const noopMetrics: Metrics = {
  guardLayer: () => undefined,
  guardDecision: () => undefined,
  guardLayerError: () => undefined,
  revision: () => undefined,
  readSuppressed: () => undefined,
  mcpRequest: () => undefined,
  declareTool: () => undefined,
  upstreamError: () => undefined,
  judgeError: () => undefined,
  backpressure: () => undefined,
  heldRepeat: () => undefined,
  boundAlert: () => undefined,
  coordinationEvent: () => undefined,
};
