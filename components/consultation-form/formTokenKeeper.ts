import { FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FORM_TOKEN_LIFETIME_MS, isFormTokenAnswer } from '../../consultation-request/formToken';

/** Replaced before a send: it must reach the server well within its lifetime. */
const REFRESH_AFTER_MS = FORM_TOKEN_LIFETIME_MS / 2;
/** Beyond the minimum age, for a server whose clock is a little ahead of the one that issued it. */
const CLOCK_MARGIN_MS = 1000;
/** A token that has not come by then is done without: the request goes without one. */
const FETCH_TIMEOUT_MS = 5000;

/** `receivedAt` is by this browser's clock: the token's age is measured here, not by the server's. */
type HeldToken = { token: string; minAgeMs: number; receivedAt: number } | undefined;

/** The form's time token (docs/decisions/0021): fetched on hydrating and after each accepted send. */
export function createFormTokenKeeper() {
  let held: Promise<HeldToken> | undefined;
  const fetchHeld = () => (held = fetchToken());
  return {
    refresh: () => void fetchHeld(),
    /** Once old enough that the server will not take the send for a bot's; none without the endpoint. */
    async tokenForSend(): Promise<string | undefined> {
      let token = await (held ?? fetchHeld());
      if (!token || Date.now() - token.receivedAt > REFRESH_AFTER_MS) token = await fetchHeld();
      if (!token) return undefined;
      const wait = token.receivedAt + token.minAgeMs + (token.minAgeMs > 0 ? CLOCK_MARGIN_MS : 0) - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return token.token;
    },
  };
}

async function fetchToken(): Promise<HeldToken> {
  try {
    const response = await fetch(FORM_TOKEN_ENDPOINT, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const answer: unknown = response.ok ? await response.json() : undefined;
    if (isFormTokenAnswer(answer)) return { token: answer.token, minAgeMs: answer.minAgeMs, receivedAt: Date.now() };
  } catch {
    // No token (no endpoint, no answer in time): the request goes without one.
  }
  return undefined;
}
