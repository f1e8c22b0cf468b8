import type { ReactNode } from 'react';
import { container, section, sectionAlt } from '../../styles/layout.css';
import * as styles from './Section.css';
import { slugify } from './slugify';

export function Section({
  heading,
  intro,
  tone,
  children,
}: {
  heading: string;
  intro?: string;
  tone?: 'alt';
  children?: ReactNode;
}) {
  const id = slugify(heading);
  return (
    <section className={tone === 'alt' ? sectionAlt : section} aria-labelledby={id}>
      <div className={container}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
