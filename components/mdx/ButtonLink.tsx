import type { ReactNode } from 'react';
import { useSite } from '../PageDataContext';
import { bookingHref } from '../consultation-form/island';
import { PageLink } from '../layout/PageLink';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { button } from './ButtonLink.css';

/**
 * A link that looks like a button, e.g. "Get Free Consultation"; one to the contact page lands on
 * its form. The search skips its words: a result's passage never ends in a button's.
 */
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
