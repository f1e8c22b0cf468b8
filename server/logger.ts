/**
 * JSON-lines logger. Callers pass only fields that can never carry personal data
 * (methods, paths without query strings, status codes, ids, counts): the firm's clients
 * confide legal problems, and logs are copied to places the request store never goes.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Values a log line may carry: plain scalars, never objects that could hold a request body. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export type LogSink = (line: string) => void;

/**
 * Lines of one turn of the event loop go out in one write: under load a write per line was a
 * tenth of the endpoint's time. A line is never held longer than that turn, and whatever is
 * still held when the process exits (process.exit included) is written then.
 */
function createStdoutSink(): LogSink {
  let held: string[] = [];
  const flush = () => {
    if (held.length === 0) return;
    const text = `${held.join('\n')}\n`;
    held = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (held.length === 0) setImmediate(flush);
    held.push(line);
  };
}

export function createLogger(sink: LogSink = createStdoutSink()): Logger {
  const log =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      sink(JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** A logger that drops everything (scripts that print their own output). */
export const silentLogger: Logger = createLogger(() => {});
