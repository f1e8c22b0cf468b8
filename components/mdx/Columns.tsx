import type { ReactNode } from 'react';
import * as styles from './Columns.css';

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
