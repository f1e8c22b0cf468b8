/**
 * The one canonical form of a path on the site, shared by the page routes (at build time)
 * and the server (at run time): `/who-we-are/`, `/who-we-are//` and `/who-we-are/index.html`
 * all mean `/who-we-are`. Written as a loop, not a regular expression: a path of thousands
 * of slashes costs linear time, never quadratic.
 */
export function normalisePath(urlPath: string): string {
  const withoutIndex = urlPath.endsWith('/index.html') ? urlPath.slice(0, -'index.html'.length) : urlPath;
  let end = withoutIndex.length;
  while (end > 1 && withoutIndex.charCodeAt(end - 1) === SLASH) end -= 1;
  return withoutIndex.slice(0, end);
}

const SLASH = 0x2f;
