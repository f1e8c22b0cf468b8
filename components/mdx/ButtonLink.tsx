import type { ReactNode } from 'react';
import { useSite } from '../PageDataContext';
import { bookingHref } from '../consultation-form/island';
import { PageLink } from '../layout/PageLink';
import { button } from './ButtonLink.css';

/** A link that looks like a button, e.g. "Get Free Consultation"; one to the contact page lands on its form. */
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
    <PageLink className={button({ variant })} href={href === contactPath ? bookingHref(contactPath) : href}>
      {children}
    </PageLink>
  );
}
