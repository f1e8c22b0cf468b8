/** A post answered as a bot's waits as long as a recent store took: its timing does not tell it went nowhere. */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Enough to follow the store's pace without old news. */
const KEPT = 64;
/** Before the first store: about one fdatasync of an ordinary disk. */
const FIRST_GUESS_MS = 3;

export function createSaveTimes() {
  const recent: number[] = [];
  let next = 0;
  return {
    async time<Saved>(save: () => Promise<Saved>): Promise<Saved> {
      const started = performance.now();
      const saved = await save();
      recent[next] = performance.now() - started;
      next = (next + 1) % KEPT;
      return saved;
    },
    async waitLikeASave(): Promise<void> {
      await sleep(recent.length === 0 ? FIRST_GUESS_MS : (recent[randomInt(recent.length)] ?? FIRST_GUESS_MS));
    },
  };
}
