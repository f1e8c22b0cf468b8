import { useShellText, useSite } from '../PageDataContext';
import { container } from '../../styles/layout.css';
import { LogoMark } from '../brand/LogoMark';
import { formatAddressLines } from './formatAddress';
import { LinkGroup, serviceLinks } from './LinkGroup';
import { PageLink } from './PageLink';
import { OfficeHoursList } from './OfficeHoursList';
import { PhoneAndEmailItems } from './PhoneAndEmailItems';
import * as styles from './SiteFooter.css';
import type { SiteFacts } from '../../content-pipeline/schema';

export function SiteFooter() {
  const { facts, services, aboutPath } = useSite();
  const text = useShellText();
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
              <PageLink href={aboutPath}>{text.aboutTheFirm}</PageLink>
            </p>
          </div>
        </div>
        <LinkGroup
          id="footer-services"
          heading={text.whatWeDo}
          headingLevel={2}
          links={serviceLinks(services)}
          className={styles.screenOnly}
          headingClassName={styles.heading}
          listClassName={styles.list}
        />
        <div>
          <h2 className={styles.heading}>{text.contactInfo}</h2>
          <ul className={styles.list}>
            <PhoneAndEmailItems />
            <li>
              <address className={styles.address}>
                {formatAddressLines(facts.address).map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </div>
        <div className={styles.screenOnly}>
          <h2 className={styles.heading}>{text.officeHours}</h2>
          <OfficeHoursList />
        </div>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        <p>
          © {facts.copyrightYear} {facts.firmName}. {text.allRightsReserved}
        </p>
        <ul className={`${styles.inlineList} ${styles.screenOnly}`} aria-label={text.notices}>
          {Object.entries(text.noticeLabels).map(([key, label]) => (
            <li key={key}>
              <a href={facts.notices[key as keyof SiteFacts['notices']]}>{label}</a>
            </li>
          ))}
        </ul>
        <ul className={`${styles.inlineList} ${styles.screenOnly}`} aria-label={text.followTheFirm}>
          {facts.social.map((network) => (
            <li key={network.url}>
              <a href={network.url} target="_blank" rel="noopener noreferrer">
                {network.label}
                <span className="visually-hidden">{text.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
