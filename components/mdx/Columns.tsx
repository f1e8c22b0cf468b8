import type { ReactNode } from 'react';
import * as styles from './Columns.css';

/** Two columns on wide screens, stacked on narrow ones, in the order written (reading and tab order). */
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
