/**
 * Group commit: items that arrive while a commit is under way wait, and all of them go in the
 * next commit together. One commit at a time, started as soon as the previous one ends, so a
 * lone item waits for nothing and a crowd costs one commit per round instead of one each.
 * Each item's promise settles with the commit that holds it: resolved once it is committed,
 * rejected with that commit's error (then none of its items were committed).
 */
export type GroupCommit<Item> = (item: Item) => Promise<void>;

interface Waiting<Item> {
  item: Item;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** @param maxBatch the most items one commit takes; the rest wait for the next. */
export function createGroupCommit<Item>(commit: (items: Item[]) => Promise<void>, maxBatch = 1000): GroupCommit<Item> {
  let waiting: Waiting<Item>[] = [];
  let committing = false;

  async function commitWaiting(): Promise<void> {
    committing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        await commit(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    committing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!committing) void commitWaiting();
    });
}
