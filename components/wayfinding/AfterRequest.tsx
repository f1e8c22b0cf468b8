import { useShellText, useSite } from '../PageDataContext';
import { container, sectionAlt } from '../../styles/layout.css';
import { ArticleList } from '../article/ArticleList';
import { PhoneIcon } from '../icons';
import { OfficeHoursList } from '../layout/OfficeHoursList';
import * as styles from './AfterRequest.css';

export function AfterRequest() {
  const { facts, articles } = useSite();
  const text = useShellText();
  return (
    <section className={sectionAlt} aria-labelledby="while-you-wait">
      <div className={`${container} ${styles.layout}`}>
        <h2 id="while-you-wait" className={styles.heading}>
          {text.whileYouWait}
        </h2>
        <div className={styles.urgent}>
          <h3 className={styles.subheading}>{text.isItUrgent}</h3>
          <p>{text.callRatherThanWait}</p>
          <ul className={styles.phones}>
            {facts.phones.map((phone) => (
              <li key={phone.dial}>
                <a className={styles.phone} href={`tel:${phone.dial}`}>
                  <PhoneIcon /> {phone.display}
                </a>
                <span className={styles.phoneLabel}>{phone.label}</span>
              </li>
            ))}
          </ul>
          <OfficeHoursList />
          <p className={styles.danger}>
            {text.inDanger} <a href="tel:911">911</a>.
          </p>
        </div>
        {articles.latest.length > 0 && (
          <div className={styles.guides}>
            <h3 className={styles.subheading}>{text.readOurGuides}</h3>
            <ArticleList articles={articles.latest} headingLevel={4} />
            {articles.insights && (
              <p className={styles.all}>
                <a href={articles.insights.href}>{text.allOf(articles.insights.name)}</a>
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
