/**
 * How one replica coordinates with the others: the counters the guard's rate and repetition
 * layer decides with, and the bus that tells every replica about new records, status changes and
 * review decisions. In process by default (one replica: exactly the counters the guard always had,
 * no bus); on Redis when a URL is configured, with a fallback to this replica's own counters while
 * Redis does not answer.
 */
import type { CoordinationConfig } from '../config/coordination-config.js';
import type { Counters } from '../guard/counters.js';
import type { EventBus } from '../notify/event-bus.js';
import type { EventDirection } from '../observability/metrics-port.js';
import type { CoordinationState } from './failover-counters.js';

export type { CoordinationState } from './failover-counters.js';

/** An opened coordination. */
export interface Coordination {
  /** The guard's counters; undefined: the guard makes its own in-process ones. */
  counters?: Counters;
  /** The event bus; undefined: nobody else to tell. */
  events?: EventBus;
  /** Where the replica stands now (`/readyz`, `hindsight_coordination_degraded`). */
  state(): CoordinationState;
  /** The Redis URL in use, password hidden (for logs and health). */
  describe(): string;
  /** Closes the connections. */
  close(): Promise<void>;
}

/** Where coordination reports (pino's signatures). */
export interface CoordinationLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The single-replica default. */
export function inProcessCoordination(): Coordination {
  return { state: () => ({ mode: 'in-process' }), describe: () => 'in-process', close: async () => undefined };
}

/** Options of `openCoordination`. */
export interface OpenCoordinationOptions {
  log?: CoordinationLog;
  /** Counts events per direction (the metrics). */
  onEvent?: (direction: EventDirection) => void;
  /** How long to wait for Redis at start before starting degraded (it keeps trying after). */
  connectWaitMs?: number;
}

/**
 * Opens the coordination `config` asks for: in process without a Redis URL (ioredis is not even
 * loaded), else through Redis (`redis/redis-coordination.ts`).
 */
export async function openCoordination(config: CoordinationConfig, opts: OpenCoordinationOptions = {}): Promise<Coordination> {
  if (!config.redisUrl) return inProcessCoordination();
  const { openRedisCoordination } = await import('./redis/redis-coordination.js');
  return openRedisCoordination(config.redisUrl, config.prefix, opts);
}
