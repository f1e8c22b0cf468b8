/**
 * The rate limit's counts in this process's memory: enough for one instance (the SQLite
 * store serves one), and nothing about a client's address ever reaches the disk.
 */
import type { RateCounter, RateWindow } from './store';

/**
 * Expired windows are swept once the table holds this many clients, at most once a second:
 * a crowd whose windows are all current would otherwise make every request walk the table.
 */
const SWEEP_ABOVE = 10_000;
const SWEEP_EVERY_MS = 1000;

export function createMemoryRateCounter(): RateCounter {
  const windows = new Map<string, RateWindow>();
  let lastSweep = 0;

  const current = (client: string, now: number): RateWindow | undefined => {
    const window = windows.get(client);
    if (window && window.resetsAt <= now) {
      windows.delete(client);
      return undefined;
    }
    return window;
  };

  return {
    async take(client, max, windowMs, now) {
      if (windows.size > SWEEP_ABOVE && now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        sweep(windows, now);
      }
      const window = current(client, now) ?? { used: 0, resetsAt: now + windowMs };
      if (window.used >= max) return undefined;
      window.used += 1;
      windows.set(client, window);
      return { ...window };
    },
    async peek(client, now) {
      const window = current(client, now);
      return window && { ...window };
    },
    async giveBack(client, now) {
      const window = current(client, now);
      if (window && window.used > 0) window.used -= 1;
    },
  };
}

function sweep(windows: Map<string, RateWindow>, now: number): void {
  for (const [client, window] of windows) if (window.resetsAt <= now) windows.delete(client);
}
