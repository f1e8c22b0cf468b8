import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css';
import { ButtonLink } from './ButtonLink';
import * as styles from './CallToAction.css';
import { slugify } from './slugify';

/** The closing band of a page: a heading, a sentence and one button (to /contact unless told). */
export function CallToAction({
  heading,
  button,
  href = '/contact',
  children,
}: {
  heading: string;
  button: string;
  href?: string;
  children?: ReactNode;
}) {
  const id = slugify(heading);
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className={`${container} ${styles.inner}`}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {children && <div className={styles.text}>{children}</div>}
        <ButtonLink href={href}>{button}</ButtonLink>
      </div>
    </section>
  );
}
