/** `1 request`, `2 requests`: the count and its noun, as the server's and the tool's messages write them. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
