import type { ReactNode } from 'react';
import { useShellText, useSite } from '../PageDataContext';
import { container } from '../../styles/layout.css';
import { ButtonLink } from './ButtonLink';
import * as styles from './CallToAction.css';
import { slugify } from './slugify';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';

export function CallToAction({
  heading,
  button,
  href,
  children,
}: {
  heading: string;
  button: string;
  href?: string;
  children?: ReactNode;
}) {
  const id = slugify(heading);
  const { facts, contactPath } = useSite();
  const text = useShellText();
  const phone = facts.phones[0];
  return (
    <section className={styles.band} aria-labelledby={id} {...SKIP_IN_SEARCH}>
      <div className={container}>
        <div className={styles.panel}>
          <div className={styles.copy}>
            <h2 id={id} className={styles.heading}>
              {heading}
            </h2>
            {children && <div className={styles.text}>{children}</div>}
          </div>
          <div className={styles.actions}>
            <ButtonLink href={href ?? contactPath}>{button}</ButtonLink>
            {phone && (
              <p className={styles.call}>
                {text.orCall} <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
