/** How the benchmark talks: the table on stdout, progress and failures on stderr, so `> file` keeps the table only. */

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function progress(message: string): void {
  console.error(message);
}
