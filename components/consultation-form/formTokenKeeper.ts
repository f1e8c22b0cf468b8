import { FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FORM_TOKEN_LIFETIME_MS, isFormTokenAnswer } from '../../consultation-request/formToken';

/** A token this old is replaced before a send: it must reach the server well within its lifetime. */
const REFRESH_AFTER_MS = FORM_TOKEN_LIFETIME_MS / 2;
/** Beyond the minimum age, for a server whose clock is a little ahead of the one that issued it. */
const CLOCK_MARGIN_MS = 1000;
/** A token that has not come by then is done without: the request goes without one. */
const FETCH_TIMEOUT_MS = 5000;

interface HeldToken {
  token: string;
  minAgeMs: number;
  /** When it came, by this browser's clock: its age is measured here, not by the server's clock. */
  receivedAt: number;
}

export interface FormTokenKeeper {
  /** Fetches a fresh token: when the form hydrates, and after a send the server accepted (a token counts once). */
  refresh(): void;
  /**
   * The token to send: the one held, or a new one if it is missing or old, once it is old enough
   * that the server will not take the send for a bot's (a visitor quicker than the minimum age
   * waits that long). Undefined when none can be had (a static host without the endpoint): the
   * request then goes without one, which the server accepts.
   */
  tokenForSend(): Promise<string | undefined>;
}

/**
 * Keeps the form's time token (docs/decisions/0021-a-signed-time-token-on-the-form.md): the
 * prerendered page cannot carry one per visit, so the form fetches it when it hydrates.
 */
export function createFormTokenKeeper(): FormTokenKeeper {
  let held: Promise<HeldToken | undefined> | undefined;
  const fetchHeld = () => (held = fetchToken());
  return {
    refresh: () => void fetchHeld(),
    async tokenForSend() {
      let token = await (held ?? fetchHeld());
      if (!token || Date.now() - token.receivedAt > REFRESH_AFTER_MS) token = await fetchHeld();
      if (!token) return undefined;
      await waitUntil(token.receivedAt + token.minAgeMs + (token.minAgeMs > 0 ? CLOCK_MARGIN_MS : 0));
      return token.token;
    },
  };
}

async function fetchToken(): Promise<HeldToken | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(FORM_TOKEN_ENDPOINT, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: controller.signal,
    });
    const answer: unknown = response.ok ? await response.json() : undefined;
    return isFormTokenAnswer(answer)
      ? { token: answer.token, minAgeMs: answer.minAgeMs, receivedAt: Date.now() }
      : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function waitUntil(time: number): Promise<void> {
  const wait = time - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
