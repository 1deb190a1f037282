/**
 * One connection pool to the PostgreSQL ledger: every connection works in the store's schema,
 * reads `bigint` columns as numbers (epoch milliseconds and seqs stay far below 2^53), and a lost
 * or refused connection becomes `store_unavailable` — a clear error the caller is answered with,
 * never an unhandled 'error' event that takes the process down.
 */
import pg from 'pg';
import { HindsightError } from '../../core/errors.js';

/** Where the ledger lives. */
export interface PgTarget {
  /** `postgres://user:password@host:port/database` (credentials are never logged). */
  url: string;
  /** The schema holding the store's tables (created if missing). */
  schema: string;
  /** Most connections this process opens (default 10). */
  poolMax?: number;
}

/** A client checked out of the pool (a transaction, or a held advisory lock). */
export type PgClient = pg.PoolClient;

const INT8 = 20;
/** Parses int8 as a number; every other type as node-postgres does. */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
};

/** SQLSTATE classes and codes that mean the server is gone or refusing work, not that the query was wrong. */
const UNAVAILABLE_STATES = /^(08|57P0[123]|53300|3D000)/;
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** A schema name safe to splice into SQL: letters, digits and underscores, starting with a letter or underscore. */
export function checkSchemaName(schema: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new HindsightError('invalid_argument', `PostgreSQL schema "${schema.slice(0, 80)}": use letters, digits and underscores (at most 63), starting with a letter or underscore`);
  }
  return schema;
}

/** The `application_name` of a connection to `schema` (PostgreSQL keeps the first 63 bytes). */
export function applicationName(schema: string, role?: string): string {
  return `hindsight-guard${role ? ` ${role}` : ''} ${schema}`.slice(0, 63);
}

/** Where the URL points, without its credentials (for messages and logs). */
export function describeTarget(t: Pick<PgTarget, 'url' | 'schema'>): string {
  try {
    const u = new URL(t.url);
    return `postgres://${u.host}${u.pathname} (schema ${t.schema})`;
  } catch {
    return `PostgreSQL (schema ${t.schema})`;
  }
}

/** Whether `err` says the database cannot be reached (as opposed to a query it refused). */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof HindsightError) return err.code === 'store_unavailable';
  const e = err as { code?: unknown; message?: unknown } | undefined;
  if (typeof e?.code === 'string' && (UNAVAILABLE_STATES.test(e.code) || UNAVAILABLE_ERRNOS.has(e.code))) return true;
  const msg = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(msg);
}

/** The database behind a pool. */
export class PgDb {
  /** The underlying pool. */
  readonly pool: pg.Pool;
  /** Where it points, without credentials. */
  readonly where: string;
  private closed = false;

  /**
   * Creates the pool (connections open lazily). Its connections name the schema in their
   * `application_name` (`hindsight-guard <schema>`), so `migrate --force` can see a server still
   * connected to a store it would replace; `role` names another kind of client instead.
   */
  constructor(
    readonly target: PgTarget,
    role?: string,
  ) {
    checkSchemaName(target.schema);
    if (/[?&]options=/.test(target.url)) {
      throw new HindsightError('invalid_argument', 'the database URL sets `options`: give the schema in the store settings instead (it sets the search path)');
    }
    this.where = describeTarget(target);
    this.pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 10,
      options: `-c search_path=${target.schema}`,
      types: TYPES,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      // A query the server never answers (a network partition) fails instead of hanging a write.
      query_timeout: 60_000,
      application_name: applicationName(target.schema, role),
    });
    // An idle connection the server drops (a restart) is reported here; unhandled, it would end the process.
    this.pool.on('error', () => undefined);
  }

  /** Runs one statement. */
  async query<R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
    try {
      return await this.pool.query<R>(sql, params);
    } catch (err) {
      throw this.mapped(err);
    }
  }

  /** Rows of one statement. */
  async rows<R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    return (await this.query<R>(sql, params)).rows;
  }

  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws. A connection that failed is discarded, not returned to the pool.
   */
  async tx<T>(fn: (c: PgClient) => Promise<T>): Promise<T> {
    const c = await this.connect();
    let broken: Error | undefined;
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      if (isUnavailable(err)) broken = err as Error;
      else await c.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw this.mapped(err);
    } finally {
      c.release(broken);
    }
  }

  /** A connection of its own (released by the caller); its failure later is swallowed, not thrown at the process. */
  async connect(): Promise<PgClient> {
    if (this.closed) throw this.mapped(new Error('Cannot use a pool after calling end'));
    try {
      const c = await this.pool.connect();
      // Between queries a checked-out client reports a dropped connection as an event.
      if (c.listenerCount('error') === 0) c.on('error', () => undefined);
      return c;
    } catch (err) {
      throw this.mapped(err);
    }
  }

  /** `store_unavailable` for a lost database; any other error as it is. */
  mapped(err: unknown): unknown {
    if (err instanceof HindsightError || !isUnavailable(err)) return err;
    const reason = err instanceof Error ? err.message.replace(/postgres(ql)?:\/\/\S+/gi, '[url]').slice(0, 160) : String(err);
    return new HindsightError('store_unavailable', `the PostgreSQL ledger at ${this.where} is unavailable (${reason}); the operation did not complete (a write is not acknowledged) — retry once the database is back`);
  }

  /** Closes every connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
