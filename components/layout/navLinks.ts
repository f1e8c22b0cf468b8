/** Whether a nav link points at the page being shown (or, for sections, at one of its pages). */
export function isCurrentLink(href: string, currentPath: string): boolean {
  return href === currentPath;
}
