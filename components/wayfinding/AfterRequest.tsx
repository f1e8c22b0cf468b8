import { useSite } from '../../renderer/PageDataContext';
import { container, sectionAlt } from '../../styles/layout.css';
import { ArticleList } from '../article/ArticleList';
import { PhoneIcon } from '../icons';
import { OfficeHoursList } from '../layout/OfficeHoursList';
import * as styles from './AfterRequest.css';

/**
 * On the page a sent request lands on, after the editors' steps: the phones for a matter that
 * cannot wait for our reply, with the office hours, and the newest guides to read meanwhile. All
 * of it from the content (site.yaml and the articles), so it stays true as they change.
 */
export function AfterRequest() {
  const { facts, articles } = useSite();
  return (
    <section className={sectionAlt} aria-labelledby="while-you-wait">
      <div className={`${container} ${styles.layout}`}>
        <h2 id="while-you-wait" className={styles.heading}>
          While you wait
        </h2>
        <div className={styles.urgent}>
          <h3 className={styles.subheading}>Is your matter urgent?</h3>
          <p>Call us rather than wait for our reply, during our office hours:</p>
          <ul className={styles.phones}>
            {facts.phones.map((phone) => (
              <li key={phone.dial}>
                <a href={`tel:${phone.dial}`}>
                  <PhoneIcon /> {phone.display}
                </a>
                <span className={styles.phoneLabel}>{phone.label}</span>
              </li>
            ))}
          </ul>
          <OfficeHoursList />
          <p className={styles.danger}>
            If you or someone else is in immediate danger, call <a href="tel:911">911</a>.
          </p>
        </div>
        {articles.latest.length > 0 && (
          <div className={styles.guides}>
            <h3 className={styles.subheading}>Read our guides</h3>
            <ArticleList articles={articles.latest} headingLevel={4} />
            {articles.insights && (
              <p className={styles.all}>
                <a href={articles.insights.href}>All {articles.insights.name.toLowerCase()}</a>
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
