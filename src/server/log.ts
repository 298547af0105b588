import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The gateway's log (pino): one JSON object a line, or readable lines with LOG_FORMAT=pretty (the
 * default when a terminal is attached); LOG_LEVEL (default info) sets how much.
 */
export function makeLogger(env: NodeJS.ProcessEnv = process.env, destination?: pino.DestinationStream): Logger {
  const level = env.LOG_LEVEL || 'info';
  if (!(level in pino.levels.values) && level !== 'silent') throw new Error(`LOG_LEVEL must be one of ${Object.keys(pino.levels.values).join(', ')} or silent (got '${level}')`);
  const format = env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT must be one of json, pretty (got '${format}')`);
  const options: pino.LoggerOptions = { level, base: { service: 'flightdeck-gateway' }, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  return format === 'pretty' ? pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } }) : pino(options);
}

/** The process's log, made on first use from the environment. */
let shared: Logger | undefined;
export const log = (): Logger => (shared ??= makeLogger());
