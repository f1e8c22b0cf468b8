/**
 * Work in short slices of the event loop, so the loop keeps turning under load.
 *
 * Why: Node's event loop (libuv 1.46, in Node 20) accepts one new connection per turn. A turn
 * that answers every request that is ready at once runs for milliseconds, and meanwhile new
 * connections wait in the kernel's accept queue (measured: docs/decisions.md, 19).
 *
 * `slice()` resolves in the current turn while that turn's budget lasts, else in the next
 * turn. Whoever awaits it before a piece of work therefore lets the loop go back to accept()
 * and read at least once per budget. In order: the first to ask is the first to go.
 */
export type TurnSlicer = () => Promise<void>;

export function createTurnSlicer(budgetMs: number): TurnSlicer {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let turnStarted = 0;

  // Each turn lets at least one go, so every waiter gets its turn whatever the budget.
  function startTurn(): void {
    turnStarted = performance.now();
    letGo();
  }

  function letGo(): void {
    waiting.shift()!();
    queueMicrotask(letNextGo);
  }

  // Runs as a microtask after the previous one's work up to its next await, so the clock
  // read here includes that work.
  function letNextGo(): void {
    if (waiting.length === 0) scheduled = false;
    else if (performance.now() - turnStarted >= budgetMs) setImmediate(startTurn);
    else letGo();
  }

  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (scheduled) return;
      scheduled = true;
      setImmediate(startTurn);
    });
}
