/** The messages between the server's thread and the SQLite writer thread. */
export interface WriterRequest {
  id: number;
  /** An operation of the engine (engine.ts), or 'close' to close the store and end the thread. */
  op: string;
  args: unknown[];
}

export interface CrossedError {
  name: string;
  message: string;
  code?: string;
}

export type WriterReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: CrossedError };

export type WriterGreeting = { ready: true } | { ready: false; error: CrossedError };

/** The error again, on this side, with its code (what errorCode() reads). */
export function reviveError(crossed: CrossedError): Error {
  return Object.assign(new Error(crossed.message), { name: crossed.name, code: crossed.code });
}
