/**
 * Webhook notifications for the security reviewer (policy `notifications.webhook`): a notifier
 * polls the ledger — so it also sees writes held by other processes sharing the data directory —
 * for newly `quarantined` records and for the open queue reaching a threshold, and POSTs JSON
 * events signed with HMAC-SHA256 over `<timestamp>.<body>`. Delivery runs off the write path:
 * retried with exponential backoff up to `max_attempts`, then dropped and logged, never blocking
 * a write. Events carry ids, reason codes and the content hash, never the content (it is
 * untrusted, and may be what an attacker wants copied out).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { systemClock, type Clock } from '../core/clock.js';
import { HindsightError } from '../core/errors.js';
import type { MemoryRecord } from '../core/types.js';
import type { NotificationsPolicy } from '../config/policy-schema.js';
import type { Ledger } from '../store/ports.js';

/** A webhook ready to use: where, with which secret, how often, how persistently. */
export interface WebhookTarget {
  url: string;
  secret: string;
  backlogThreshold: number;
  pollMs: number;
  maxAttempts: number;
}

/** A write newly held for review. */
export interface QuarantineNewEvent {
  type: 'quarantine.new';
  /** Stable per record: a receiver deduplicates retried deliveries on it. */
  id: string;
  at: number;
  tenant: string;
  record: { id: string; createdAt: number; channel: string; principal: string; session: string | null; trust: number; contentHash: string };
  verdict: string | null;
  /** Guard layers that found something. */
  layers: string[];
  /** `<layer>.<severity>` per finding, as `review list` shows them. */
  reasonCodes: string[];
}

/** The open review queue reached the threshold. */
export interface QuarantineBacklogEvent {
  type: 'quarantine.backlog';
  id: string;
  at: number;
  tenant: string;
  size: number;
  threshold: number;
  oldestId: string | null;
  oldestAgeSeconds: number | null;
}

/** Any event the webhook sends. */
export type WebhookEvent = QuarantineNewEvent | QuarantineBacklogEvent;

/** What the notifier runs on. `retryBaseMs` is the first backoff (doubled per attempt). */
export interface NotifierDeps {
  ledger: Ledger;
  /** Whose queues to watch (the policy's principals' tenants). */
  tenants: readonly string[];
  clock?: Clock;
  logger?: { warn(obj: object, msg: string): void };
  retryBaseMs?: number;
}

/** A running notifier. */
export interface Notifier {
  /** Checks the ledger now (also runs every `poll_seconds`). */
  poll(): Promise<void>;
  /** Resolves once every queued event was delivered or given up. */
  idle(): Promise<void>;
  /** Stops polling and delivering; queued events are dropped. */
  stop(): Promise<void>;
}

/** Most queued events; beyond it the oldest are dropped (a receiver that is down for hours). */
const MAX_QUEUE = 1000;
/** Most held records one poll reads per tenant. */
const LIST_LIMIT = 5000;
const TIMEOUT_MS = 10_000;

/**
 * The webhook the policy configures, with its secret read from the environment; undefined when no
 * url is set. A missing secret is a startup error: an unsigned event could be forged by anyone.
 */
export function webhookTarget(n: NotificationsPolicy | undefined, env: NodeJS.ProcessEnv = process.env): WebhookTarget | undefined {
  const w = n?.webhook;
  if (!w?.url) return undefined;
  const secret = env[w.secret_env];
  if (!secret) {
    throw new HindsightError('invalid_policy', `notifications.webhook.secret_env: the environment variable ${w.secret_env} is not set; it must hold the secret webhook events are signed with`);
  }
  return { url: w.url, secret, backlogThreshold: w.backlog_threshold, pollMs: w.poll_seconds * 1000, maxAttempts: w.max_attempts };
}

/**
 * `sha256=<hex>` of HMAC-SHA256(secret, `<timestamp>.<body>`): the `X-Hindsight-Signature` header.
 * @example signPayload('s3cret', '1735689600', '{"type":"quarantine.new"}')
 */
export function signPayload(secret: string, timestamp: string, body: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * For receivers: true when `signature` signs `body` at `timestamp` (seconds, the
 * `X-Hindsight-Timestamp` header) with `secret`, and the timestamp is within `toleranceSeconds`
 * of `nowMs` (a captured event cannot be replayed later). Compared in constant time.
 */
export function verifySignature(opts: { secret: string; timestamp: string; body: string; signature: string; toleranceSeconds?: number; nowMs?: number }): boolean {
  const { secret, timestamp, body, signature, toleranceSeconds = 300, nowMs = Date.now() } = opts;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const want = Buffer.from(signPayload(secret, timestamp, body));
  const got = Buffer.from(signature);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Starts polling the ledger and delivering events to `target`. */
export function startWebhookNotifier(target: WebhookTarget, deps: NotifierDeps): Notifier {
  const { ledger, tenants, clock = systemClock, logger, retryBaseMs = 1000 } = deps;
  const startedAt = clock.now();
  const announced = new Map<string, Set<string>>(tenants.map((t) => [t, new Set()]));
  const overThreshold = new Set<string>();
  const queue: WebhookEvent[] = [];
  const stopping = new AbortController();
  let draining: Promise<void> = Promise.resolve();
  let polling: Promise<void> | undefined;

  const enqueue = (e: WebhookEvent) => {
    queue.push(e);
    if (queue.length > MAX_QUEUE) logger?.warn({ dropped: queue.shift()!.id }, 'webhook queue full; oldest event dropped');
    draining = draining.then(drain);
  };
  const drain = async () => {
    for (let e = queue.shift(); e && !stopping.signal.aborted; e = queue.shift()) await deliver(e);
  };

  async function deliver(e: WebhookEvent): Promise<void> {
    const body = JSON.stringify(e);
    for (let attempt = 1; !stopping.signal.aborted; attempt++) {
      let problem: string;
      try {
        const timestamp = String(Math.floor(Date.now() / 1000));
        const res = await fetch(target.url, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'hindsight-guard',
            'x-hindsight-event': e.type,
            'x-hindsight-delivery': e.id,
            'x-hindsight-timestamp': timestamp,
            'x-hindsight-signature': signPayload(target.secret, timestamp, body),
          },
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(TIMEOUT_MS)]),
        });
        await res.body?.cancel();
        if (res.ok) return;
        problem = `HTTP ${res.status}`;
      } catch (err) {
        problem = err instanceof Error ? err.message : String(err);
      }
      if (attempt >= target.maxAttempts) return logger?.warn({ event: e.id, attempts: attempt, problem }, 'webhook event given up');
      await sleep(retryBaseMs * 2 ** (attempt - 1), stopping.signal);
    }
  }

  async function pollTenant(tenant: string): Promise<void> {
    const held = await ledger.listByStatus(tenant, ['quarantined'], LIST_LIMIT, startedAt);
    const seen = announced.get(tenant)!;
    // Oldest first, so a receiver sees them in the order they were held.
    for (const r of [...held].reverse()) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      enqueue(await newEvent(r));
    }
    // A record never returns to quarantine: forget those that left it (unless the list was cut short).
    if (held.length < LIST_LIMIT) {
      const still = new Set(held.map((r) => r.id));
      for (const id of seen) if (!still.has(id)) seen.delete(id);
    }
    const size = (await ledger.countByStatus(tenant)).quarantined ?? 0;
    if (size < target.backlogThreshold) overThreshold.delete(tenant);
    else if (!overThreshold.has(tenant)) {
      overThreshold.add(tenant);
      const oldest = (await ledger.listByStatus(tenant, ['quarantined'], size)).at(-1);
      const now = clock.now();
      enqueue({
        type: 'quarantine.backlog',
        id: randomUUID(),
        at: now,
        tenant,
        size,
        threshold: target.backlogThreshold,
        oldestId: oldest?.id ?? null,
        oldestAgeSeconds: oldest ? Math.round((now - oldest.createdAt) / 1000) : null,
      });
    }
  }

  async function newEvent(r: MemoryRecord): Promise<QuarantineNewEvent> {
    const trace = r.traceId ? await ledger.trace(r.traceId) : undefined;
    const found = trace?.findings.filter((f) => f.severity !== 'none') ?? [];
    const { channel, principal, session } = r.source;
    return {
      type: 'quarantine.new',
      id: `quarantine.new:${r.id}`,
      at: clock.now(),
      tenant: r.tenant,
      record: { id: r.id, createdAt: r.createdAt, channel, principal, session: session ?? null, trust: r.trust, contentHash: r.contentHash },
      verdict: trace?.verdict ?? null,
      layers: [...new Set(found.map((f) => f.layer))],
      reasonCodes: found.map((f) => `${f.layer}.${f.severity}`),
    };
  }

  const poll = () =>
    (polling ??= (async () => {
      for (const t of tenants) await pollTenant(t);
    })()
      .catch((err: unknown) => logger?.warn({ err }, 'webhook poll failed; retried at the next poll'))
      .finally(() => (polling = undefined)));
  const timer = setInterval(() => void poll(), target.pollMs).unref();
  void poll();

  return {
    poll,
    idle: async () => {
      // Delivering may queue more (a poll that finished meanwhile): wait until nothing is left.
      for (let d: Promise<void> | undefined; d !== draining || polling; ) {
        await polling;
        d = draining;
        await d;
      }
    },
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      await polling;
      await draining;
    },
  };
}

/** Waits `ms`, or less if `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
