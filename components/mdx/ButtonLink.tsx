import type { ReactNode } from 'react';
import { PageLink } from '../layout/PageLink';
import { button } from './ButtonLink.css';

/** A link that looks like a button, e.g. "Get Free Consultation". */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <PageLink className={button({ variant })} href={href}>
      {children}
    </PageLink>
  );
}
