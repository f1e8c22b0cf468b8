import { useSite } from '../../renderer/PageDataContext';
import { container, section } from '../../styles/layout.css';
import { ArrowRightIcon } from '../icons';
import { LinkGroup } from '../layout/LinkGroup';
import * as styles from './SiteDirectory.css';

/**
 * Under "Page not found": the practice areas and the site's main pages, so a visitor who followed
 * a broken link finds their way in one step. Both lists come from the content (the services and
 * the header's links), so the page never points to a page that is gone.
 */
export function SiteDirectory() {
  const { facts, services } = useSite();
  return (
    <section className={section} aria-labelledby="site-directory">
      <div className={`${container} ${styles.layout}`}>
        <h2 id="site-directory" className={styles.heading}>
          Perhaps you were looking for
        </h2>
        <LinkGroup
          id="directory-areas"
          heading="Our practice areas"
          headingLevel={3}
          links={services.map((service) => ({ href: service.slug, label: service.title, icon: <ArrowRightIcon /> }))}
          className={styles.group}
          headingClassName={styles.groupHeading}
          listClassName={styles.areas}
        />
        <LinkGroup
          id="directory-pages"
          heading="Elsewhere on the site"
          headingLevel={3}
          links={facts.navigation.filter((link) => link.href !== '/')}
          className={styles.group}
          headingClassName={styles.groupHeading}
          listClassName={styles.pages}
        />
      </div>
    </section>
  );
}
