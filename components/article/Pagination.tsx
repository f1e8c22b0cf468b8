import * as styles from './Pagination.css';
import { useShellText } from '../PageDataContext';

/** Page numbers shown around the current one; the first and last are always shown. */
const NEIGHBOURS = 2;

/** The numbers to show, with `undefined` where a run of numbers is left out: 1 … 4 5 6 7 8 … 300. */
export function visiblePageNumbers(current: number, count: number): (number | undefined)[] {
  const shown: (number | undefined)[] = [];
  for (let number = 1; number <= count; number += 1) {
    const near = Math.abs(number - current) <= NEIGHBOURS;
    if (number === 1 || number === count || near) shown.push(number);
    else if (shown[shown.length - 1] !== undefined) shown.push(undefined);
  }
  return shown;
}

export function Pagination({ current, pagePaths, label }: { current: number; pagePaths: string[]; label: string }) {
  const text = useShellText();
  if (pagePaths.length < 2) return null;
  const pathOf = (number: number) => pagePaths[number - 1] ?? pagePaths[0] ?? '/';
  const step = (number: number, rel: 'prev' | 'next', words: string) => (
    <li>
      <a className={styles.link} href={pathOf(number)} rel={rel}>
        {words}
        {text.articles && <span className="visually-hidden">{text.articles}</span>}
      </a>
    </li>
  );
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {current > 1 && step(current - 1, 'prev', text.newer)}
        {visiblePageNumbers(current, pagePaths.length).map((number, index) =>
          number === undefined ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a className={styles.link} href={pathOf(number)} aria-current={number === current ? 'page' : undefined}>
                <span className="visually-hidden">{text.page}</span>
                {number}
              </a>
            </li>
          ),
        )}
        {current < pagePaths.length && step(current + 1, 'next', text.older)}
      </ul>
    </nav>
  );
}
