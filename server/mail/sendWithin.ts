import { DEADLINE_CODE, STOPPING_CODE } from './classifyFailure';

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
