import { type ReactNode, useContext } from 'react';
import { useSite } from '../PageDataContext';
import { bookingHref } from '../consultation-form/island';
import { PageLink } from '../layout/PageLink';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { CurrentServiceContext } from '../service/currentService';
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
  // On a practice page, the form opens with that area chosen.
  const area = useContext(CurrentServiceContext)?.formValue;
  return (
    <PageLink
      className={button({ variant })}
      href={href === contactPath ? bookingHref(contactPath, area) : href}
      {...SKIP_IN_SEARCH}
    >
      {children}
    </PageLink>
  );
}
