import { useShellText, useSite } from '../PageDataContext';
import { isLanguageRoot } from '../../lib/languages';
import { container, section } from '../../styles/layout.css';
import { ArrowRightIcon } from '../icons';
import { LinkGroup, serviceLinks } from '../layout/LinkGroup';
import * as styles from './SiteDirectory.css';

export function SiteDirectory() {
  const { facts, services } = useSite();
  const text = useShellText();
  return (
    <section className={section} aria-labelledby="site-directory">
      <div className={`${container} ${styles.layout}`}>
        <h2 id="site-directory" className={styles.heading}>
          {text.lookingFor}
        </h2>
        <LinkGroup
          id="directory-areas"
          heading={text.ourPracticeAreas}
          headingLevel={3}
          links={serviceLinks(services, <ArrowRightIcon />)}
          className={styles.group}
          headingClassName={styles.groupHeading}
          listClassName={styles.areas}
        />
        <LinkGroup
          id="directory-pages"
          heading={text.elsewhere}
          headingLevel={3}
          links={facts.navigation.filter((link) => !isLanguageRoot(link.href))}
          className={styles.group}
          headingClassName={styles.groupHeading}
          listClassName={styles.pages}
        />
      </div>
    </section>
  );
}
