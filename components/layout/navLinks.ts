/** Whether a nav link points at the page being shown (marked aria-current="page"). */
export function isCurrentLink(href: string, currentPath: string): boolean {
  return href === currentPath;
}
