/** Logging: pino to stderr, always — stdout belongs to the MCP protocol in stdio mode. */
import { pino, type Logger } from 'pino';

/** Creates the process logger (level from `HINDSIGHT_LOG_LEVEL`, default info). */
export function createLogger(level = process.env.HINDSIGHT_LOG_LEVEL ?? 'info'): Logger {
  const known = level === 'silent' || level in pino.levels.values;
  const log = pino({ name: 'hindsight-guard', level: known ? level : 'info' }, pino.destination({ fd: 2, sync: true }));
  if (!known) log.warn(`HINDSIGHT_LOG_LEVEL=${level.slice(0, 40)} is not a pino level (trace, debug, info, warn, error, fatal, silent); using info`);
  return log;
}
export type { Logger };
