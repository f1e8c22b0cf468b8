/** Callers pass only fields that cannot carry personal data: logs go where the request store never goes. */
import pino from 'pino';

/** Values a log line may carry: plain scalars, never objects that could hold a request body. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = ReturnType<typeof wrap>;

const OPTIONS: pino.LoggerOptions = {
  // No pid or host name: the same lines as any process of the site writes.
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

export function createLogger(sink?: (line: string) => void): Logger {
  const destination = sink ? { write: (line: string) => sink(line.trimEnd()) } : pino.destination(1);
  return wrap(pino(OPTIONS, destination));
}

function wrap(logger: pino.Logger) {
  const at =
    (level: 'info' | 'warn' | 'error') =>
    (msg: string, fields: LogFields = {}) =>
      logger[level](fields, msg);
  return { info: at('info'), warn: at('warn'), error: at('error'), pino: logger };
}

export const silentLogger: Logger = wrap(pino({ level: 'silent' }));
