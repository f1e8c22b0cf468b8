import type { ReactNode } from 'react';
import { useSite } from '../PageDataContext';
import { bookingHref } from '../consultation-form/island';
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
  return (
    <PageLink
      className={button({ variant })}
      href={href === contactPath ? bookingHref(contactPath) : href}
      {...SKIP_IN_SEARCH}
    >
      {children}
    </PageLink>
  );
}
