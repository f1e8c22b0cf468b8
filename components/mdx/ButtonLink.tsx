import type { ReactNode } from 'react';
import { useBookingHref, useSite } from '../PageDataContext';
import { PageLink } from '../layout/PageLink';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { button } from './ButtonLink.css';

/** Not searched: a result's passage never ends in a button's words. */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const { contactPath } = useSite();
  // On a practice page or a guide, the form opens with that area chosen.
  const booking = useBookingHref();
  return (
    <PageLink className={button({ variant })} href={href === contactPath ? booking : href} {...SKIP_IN_SEARCH}>
      {children}
    </PageLink>
  );
}
