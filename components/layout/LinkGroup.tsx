import type { ReactNode } from 'react';
import type { Lang } from '../../lib/languages';
import type { ServiceSummary } from '../../page-data/views';
import { PageLink } from './PageLink';

export interface GroupLink {
  href: string;
  label: string;
  icon?: ReactNode;
  /** Set when the words are in another language than the list's (a practice area not yet translated). */
  lang?: Lang | undefined;
}

/** The practice areas as links, each marked with its language when not yet translated. */
export function serviceLinks(services: readonly ServiceSummary[], icon?: ReactNode): GroupLink[] {
  return services.map((service) => ({ href: service.slug, label: service.title, lang: service.lang, icon }));
}

export function LinkGroup({
  id,
  heading,
  headingLevel,
  links,
  className,
  headingClassName,
  listClassName,
}: {
  id: string;
  heading: string;
  headingLevel: 2 | 3;
  links: GroupLink[];
  className?: string;
  headingClassName?: string;
  listClassName?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <nav className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href} wordsLang={link.lang}>
              {link.label}
              {link.icon}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
