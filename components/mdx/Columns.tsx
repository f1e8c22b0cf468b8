import type { ReactNode } from 'react';
import * as styles from './Columns.css';

/**
 * Two columns side by side on wide screens, one above the other on narrow ones, in the order
 * they are written: the order people read and tab through is the order they see.
 */
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

/** One column of `<Columns>`; `narrow` makes it the slimmer one (contact details beside a form). */
export function Column({ narrow, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <div className={narrow ? styles.narrowColumn : styles.column} data-narrow={narrow ? '' : undefined}>
      {children}
    </div>
  );
}
