/**
 * Group commit: items that arrive during a commit go together in the next one, so a crowd costs one
 * commit per round. Each item's promise settles with its commit: its result, or that commit's error.
 */
export type GroupCommit<Item, Result> = (item: Item) => Promise<Result>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** @param maxBatch the most items one commit takes; the rest wait for the next. */
export function createGroupCommit<Item, Result>(
  commit: (items: Item[]) => Promise<Result[]>,
  maxBatch = 1000,
): GroupCommit<Item, Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let committing = false;

  async function commitWaiting(): Promise<void> {
    committing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        const results = await commit(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as Result));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    committing = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!committing) void commitWaiting();
    });
}
