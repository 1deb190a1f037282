/**
 * Logging: pino to stderr, always — stdout belongs to the MCP protocol in stdio mode.
 *
 * Memory content and secrets are redacted by default (pino `redact`, by field name, at the top
 * level, one level down and on logged errors): logs go to places memory does not (a log shipper,
 * a support ticket), and a poisoned memory's text is exactly what must not travel further.
 * `HINDSIGHT_LOG_CONTENT=1` logs content (secrets stay redacted). Messages we write never embed
 * memory text; put such text in a field, where redaction applies.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

/** Fields that carry what an agent wrote or searched for. */
const CONTENT_FIELDS = ['content', 'text', 'contents', 'query', 'arguments', 'args', 'body', 'params', 'observations'];
/** Fields that carry credentials. */
const SECRET_FIELDS = ['authorization', 'token', 'password', 'secret', 'apiKey', 'api_key', 'cookie'];

/** The redaction paths for these field names: top level, one level down, on `err`, and in request headers. */
export function redactPaths(logContent: boolean): string[] {
  const fields = logContent ? SECRET_FIELDS : [...CONTENT_FIELDS, ...SECRET_FIELDS];
  return [...fields, ...fields.map((f) => `*.${f}`), ...fields.map((f) => `err.data.${f}`), 'req.headers.authorization', 'req.headers.cookie'];
}

/** Options of the process logger. */
export interface LoggerOptions {
  /** Default `HINDSIGHT_LOG_LEVEL`, else info. */
  level?: string;
  /** Log memory content (default: `HINDSIGHT_LOG_CONTENT=1`). */
  logContent?: boolean;
  /** Where to write (default: stderr, synchronously). */
  destination?: DestinationStream;
}

/** Creates the process logger. */
export function createLogger(opts: LoggerOptions | string = {}): Logger {
  const o = typeof opts === 'string' ? { level: opts } : opts;
  const level = o.level ?? process.env.HINDSIGHT_LOG_LEVEL ?? 'info';
  const logContent = o.logContent ?? process.env.HINDSIGHT_LOG_CONTENT === '1';
  const known = level === 'silent' || level in pino.levels.values;
  const log = pino(
    { name: 'hindsight-guard', level: known ? level : 'info', redact: { paths: redactPaths(logContent), censor: '[redacted]' } },
    o.destination ?? pino.destination({ fd: 2, sync: true }),
  );
  if (!known) log.warn(`HINDSIGHT_LOG_LEVEL=${level.slice(0, 40)} is not a pino level (trace, debug, info, warn, error, fatal, silent); using info`);
  return log;
}
export type { Logger };
