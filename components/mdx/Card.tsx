import type { ReactNode } from 'react';
import * as styles from './Card.css';

/** Cards side by side, as many per row as fit. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** One card with a title (h3) and text. */
export function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      {children}
    </div>
  );
}
