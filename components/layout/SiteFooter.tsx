import { useSite } from '../../renderer/PageDataContext';
import { container } from '../../styles/layout.css';
import { LogoMark } from '../brand/LogoMark';
import { ContactList } from './ContactList';
import { LinkGroup } from './LinkGroup';
import { OfficeHoursList } from './OfficeHoursList';
import * as styles from './SiteFooter.css';
import type { SiteFacts } from '../../content-pipeline/schema';

/** The footer's names for the notices of site.yaml, in the order they are listed. */
const NOTICE_LABELS: Record<keyof SiteFacts['notices'], string> = {
  privacy: 'Privacy',
  legalNotice: 'Legal Notice',
  accessibility: 'Accessibility',
};

export function SiteFooter() {
  const { facts, services } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.columns}`}>
        <div>
          <LogoMark name={facts.shortName} size={48} className={styles.mark} />
          <h2 className={styles.firmName}>{facts.firmName}</h2>
          <div className={styles.screenOnly}>
            <p>{facts.tagline}</p>
            <p>{facts.blurb}</p>
            <p>
              <a href="/about">About the firm</a>
            </p>
          </div>
        </div>
        <LinkGroup
          id="footer-services"
          heading="What We Do"
          headingLevel={2}
          links={services.map((service) => ({ href: service.slug, label: service.title }))}
          className={styles.screenOnly}
          headingClassName={styles.heading}
          listClassName={styles.list}
        />
        <div>
          <h2 className={styles.heading}>Contact Info</h2>
          <ContactList />
        </div>
        <div className={styles.screenOnly}>
          <h2 className={styles.heading}>Office Hours</h2>
          <OfficeHoursList />
        </div>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        <p>
          © {facts.copyrightYear} {facts.firmName}. All rights reserved.
        </p>
        <ul className={`${styles.inlineList} ${styles.screenOnly}`} aria-label="Notices">
          {Object.entries(NOTICE_LABELS).map(([key, label]) => (
            <li key={key}>
              <a href={facts.notices[key as keyof SiteFacts['notices']]}>{label}</a>
            </li>
          ))}
        </ul>
        <ul className={`${styles.inlineList} ${styles.screenOnly}`} aria-label="Follow the firm">
          {facts.social.map((network) => (
            <li key={network.url}>
              <a href={network.url} target="_blank" rel="noopener noreferrer">
                {network.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
