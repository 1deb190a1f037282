/**
 * The proxy's link to its upstream server, kept alive: when the upstream process exits or stops
 * answering heartbeats it is started again with exponential backoff, and the proxy is told when it
 * is back (to deliver its outbox). While it is down, calls fail fast with `UpstreamUnavailable`
 * instead of hanging, so the agent's session goes on.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../logger.js';
import { noopMetrics, type Metrics } from '../observability/metrics-port.js';

/** The upstream cannot be reached right now. */
export class UpstreamUnavailable extends Error {
  constructor(message = 'the upstream server is unavailable') {
    super(message);
    this.name = 'UpstreamUnavailable';
  }
}

/** What the proxy needs of its upstream. */
export interface UpstreamLink {
  /** The connected client, or throws `UpstreamUnavailable`. */
  client(): Client;
  /** True while connected. */
  isUp(): boolean;
  /** Called each time the upstream comes back after being down. */
  onUp(listener: () => void): void;
  /** Called with the current client and every client after a restart (to install notification handlers). */
  onClient(configure: (client: Client) => void): void;
  /** Drops the current connection and connects again now (an HTTP upstream that forgot our session). */
  reconnect(): Promise<void>;
}

/** Options of a managed upstream. */
export interface ManagedUpstreamOptions {
  /** Starts the upstream and returns a connected client. */
  connect: () => Promise<Client>;
  log: Logger;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A ping this often; one that fails or takes longer than the interval restarts the upstream. */
  heartbeatMs?: number;
  /** Counts lost connections and failed restarts. */
  metrics?: Metrics;
  /** Told `true` on each (re)connection and `false` when the connection is lost (not on close()). */
  onState?: (up: boolean) => void;
}

/**
 * Whether the proxy's upstream is up, across the links of every agent session: up once one link
 * connected, as long as none of the open links has lost its connection and the last attempt to
 * start a new link did not fail. Feeds `hindsight_upstream_up` and `/readyz`.
 */
export class UpstreamHealth {
  private connected = false;
  /** The last new link could not connect: with no session open, nothing else would say so. */
  private startFailing = false;
  private readonly down = new Set<object>();

  /** A link's state changed (`ManagedUpstreamOptions.onState`). */
  report(link: object, up: boolean): void {
    this.connected ||= up;
    if (up) {
      this.startFailing = false;
      this.down.delete(link);
    } else this.down.add(link);
  }

  /** A new link (a new agent session's) could not connect: down until one connects. */
  startFailed(): void {
    this.startFailing = true;
  }

  /** A link was closed on purpose (its session ended): it no longer counts. */
  forget(link: object): void {
    this.down.delete(link);
  }

  isUp(): boolean {
    return this.connected && !this.startFailing && this.down.size === 0;
  }
}

/** A started upstream that restarts itself. */
export class ManagedUpstream implements UpstreamLink {
  private current: Client | undefined;
  private readonly listeners: (() => void)[] = [];
  private readonly configurers: ((client: Client) => void)[] = [];
  private backoff: number;
  private closing = false;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly opts: ManagedUpstreamOptions) {
    this.backoff = opts.minBackoffMs ?? 500;
  }

  /** Connects for the first time; a failure here is the caller's to report (a wrong command). */
  async start(): Promise<void> {
    this.adopt(await this.opts.connect());
    const every = this.opts.heartbeatMs ?? 15_000;
    this.heartbeat = setInterval(() => void this.beat(every), every);
    this.heartbeat.unref();
  }

  client(): Client {
    if (!this.current) throw new UpstreamUnavailable();
    return this.current;
  }

  isUp(): boolean {
    return this.current !== undefined;
  }

  onUp(listener: () => void): void {
    this.listeners.push(listener);
  }

  onClient(configure: (client: Client) => void): void {
    this.configurers.push(configure);
    if (this.current) configure(this.current);
  }

  async reconnect(): Promise<void> {
    const c = this.current;
    this.current = undefined;
    await c?.close().catch(() => undefined);
    await this.restart();
    if (!this.current) throw new UpstreamUnavailable();
  }

  /** Stops restarting and closes the upstream. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    const c = this.current;
    this.current = undefined;
    await c?.close().catch(() => undefined);
  }

  private adopt(client: Client): void {
    this.current = client;
    this.opts.onState?.(true);
    for (const c of this.configurers) c(client);
    this.backoff = this.opts.minBackoffMs ?? 500;
    client.onclose = () => {
      if (this.current !== client) return;
      this.current = undefined;
      if (!this.closing) {
        (this.opts.metrics ?? noopMetrics).upstreamError();
        this.opts.onState?.(false);
        this.opts.log.warn({ retryInMs: this.backoff }, 'upstream went away; restarting it');
        this.schedule();
      }
    };
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.restart(), this.backoff);
    this.timer.unref();
    this.backoff = Math.min(this.backoff * 2, this.opts.maxBackoffMs ?? 30_000);
  }

  private restarting: Promise<void> | undefined;

  /** One restart at a time; a client that connects after close() is closed, not adopted. */
  private restart(): Promise<void> {
    return (this.restarting ??= this.connectAgain().finally(() => (this.restarting = undefined)));
  }

  private async connectAgain(): Promise<void> {
    if (this.closing || this.current) return;
    try {
      const client = await this.opts.connect();
      if (this.closing || this.current) {
        await client.close().catch(() => undefined);
        return;
      }
      this.adopt(client);
      this.opts.log.info('upstream is back');
      for (const l of this.listeners) l();
    } catch (err) {
      (this.opts.metrics ?? noopMetrics).upstreamError();
      this.opts.log.warn({ err, retryInMs: this.backoff }, 'upstream restart failed');
      if (!this.closing) this.schedule();
    }
  }

  /** A dead connection that did not close (a hung process) is closed here, which restarts it. */
  private async beat(timeoutMs: number): Promise<void> {
    const c = this.current;
    if (!c || this.closing) return;
    try {
      await c.ping({ timeout: timeoutMs });
    } catch {
      if (this.current !== c) return;
      this.opts.log.warn('upstream missed a heartbeat; restarting it');
      await c.close().catch(() => undefined);
      // A transport that does not report its close is treated as closed all the same.
      if (this.current === c) {
        this.current = undefined;
        (this.opts.metrics ?? noopMetrics).upstreamError();
        this.opts.onState?.(false);
        this.schedule();
      }
    }
  }
}

/** A link over one already connected client that is never restarted (tests, embedding). */
export function fixedUpstream(client: Client): UpstreamLink {
  let up = true;
  client.onclose = () => (up = false);
  return {
    client: () => {
      if (!up) throw new UpstreamUnavailable();
      return client;
    },
    isUp: () => up,
    onUp: () => undefined,
    onClient: (configure) => configure(client),
    reconnect: () => Promise.reject(new UpstreamUnavailable('this upstream link does not reconnect')),
  };
}

/** Whether an error means the upstream could not be reached (down, closed, timed out), not that it refused. */
export function unreachable(err: unknown): boolean {
  if (err instanceof UpstreamUnavailable) return true;
  return err instanceof McpError && (err.code === ErrorCode.ConnectionClosed || err.code === ErrorCode.RequestTimeout);
}

