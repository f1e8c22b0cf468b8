import { Children, isValidElement, type ReactNode } from 'react';
import { gridClassName } from '../../styles/grid';
import * as styles from './Card.css';

/** Cards side by side, the columns chosen by their number (styles/gridRule.ts). */
export function CardGrid({ children }: { children: ReactNode }) {
  // Elements only: the white space between the cards is no card.
  const count = Children.toArray(children).filter(isValidElement).length;
  return <div className={gridClassName(count)}>{children}</div>;
}

export function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      {children && <div className={styles.body}>{children}</div>}
    </div>
  );
}
