/** Logging: pino to stderr, always — stdout belongs to the MCP protocol in stdio mode. */
import { pino, type Logger } from 'pino';

/** Creates the process logger (level from `HINDSIGHT_LOG_LEVEL`, default info). */
export function createLogger(level = process.env.HINDSIGHT_LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: 'hindsight-guard', level }, pino.destination({ fd: 2, sync: true }));
}
export type { Logger };
