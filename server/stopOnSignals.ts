/**
 * SIGTERM or Ctrl-C stops a server once, its requests in flight finishing. A terminal's Ctrl-C reaches npm and the
 * server, and npm passes its own copy on: a second signal within 2 s is that copy; one after it stops at once, exit 1.
 */
export function stopOnSignals(stop: (signal: NodeJS.Signals) => Promise<unknown>): void {
  let stoppingSince: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince > 2000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    stop(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
