/** Whose fault a failed send is, which decides who waits: the mail's, or the transport's (transportHealth.ts). */
export type SendFailure =
  | 'stopping'
  | 'transport'
  | 'not-now'
  /** 5xx to the firm's own sender or recipient: every request's mail would get it. */
  | 'envelope-refused'
  | 'refused';

const ENVELOPE_CODE = 'EENVELOPE';
const MESSAGE_REPLY_CODES = new Set([ENVELOPE_CODE, 'EMESSAGE']);

/** "Authentication required", in answer to MAIL FROM: this instance lacks a login, whatever the message. */
const LOGIN_REQUIRED = 530;

const STOPPING_CODE = 'ESTOPPING';

const DEADLINE_CODE = 'ESENDDEADLINE';

export function classifySendFailure(error: unknown): SendFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === STOPPING_CODE) return 'stopping';
  if (code === DEADLINE_CODE) return 'not-now';
  const aboutMessage = typeof code === 'string' && MESSAGE_REPLY_CODES.has(code) && typeof responseCode === 'number';
  if (!aboutMessage || responseCode === LOGIN_REQUIRED) return 'transport';
  if (responseCode < 500 || responseCode >= 600) return 'not-now';
  return code === ENVELOPE_CODE ? 'envelope-refused' : 'refused';
}

/** An error's code or name only: SMTP replies can quote the addresses they reject. */
export function describeSendError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, responseCode, name } = error as { code?: unknown; responseCode?: unknown; name?: unknown };
    const parts = [code, responseCode].filter((part) => part !== undefined).map(String);
    if (parts.length > 0) return parts.join(' ');
    if (typeof name === 'string') return name;
  }
  return 'unknown';
}

/** The cut send's outcome is awaited, never raced: a mail counted as unsent was never delivered by it. */
export async function sendWithin(
  send: (signal: AbortSignal) => Promise<void>,
  deadlineMs: number,
  stopping: AbortSignal,
): Promise<void> {
  const controller = new AbortController();
  const cut = (code: string) => {
    if (!controller.signal.aborted) controller.abort(Object.assign(new Error(code), { code }));
  };
  const timer = setTimeout(() => cut(DEADLINE_CODE), deadlineMs);
  const onStopping = () => cut(STOPPING_CODE);
  if (stopping.aborted) onStopping();
  else stopping.addEventListener('abort', onStopping, { once: true });
  try {
    await send(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', onStopping);
  }
}
