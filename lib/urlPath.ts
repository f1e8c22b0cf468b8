/**
 * The one canonical form of a path: `/a/`, `/a//` and `/a/index.html` mean `/a`. A loop, not a
 * regular expression: a path of thousands of slashes costs linear time.
 */
export function normalisePath(urlPath: string): string {
  const withoutIndex = urlPath.endsWith('/index.html') ? urlPath.slice(0, -'index.html'.length) : urlPath;
  let end = withoutIndex.length;
  while (end > 1 && withoutIndex.charCodeAt(end - 1) === SLASH) end -= 1;
  return withoutIndex.slice(0, end);
}

const SLASH = 0x2f;
