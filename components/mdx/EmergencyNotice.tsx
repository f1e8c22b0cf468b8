import { Fragment } from 'react';
import { usePageData, useShellText, useSite } from '../PageDataContext';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { useBodyUses } from './MdxBody';
import * as styles from './EmergencyNotice.css';

/** The form is read during office hours: 911 and the phones before it. Not searched: it is on many pages. */
export function EmergencyNotice() {
  const { facts } = useSite();
  const text = useShellText();
  const withForm = useBodyUses(usePageData().sourceFile ?? '', 'ConsultationForm');
  return (
    <aside className={styles.notice} aria-labelledby="emergency-notice-heading" {...SKIP_IN_SEARCH}>
      <p>
        <strong id="emergency-notice-heading">{withForm ? text.notForEmergencies : text.inAnEmergency}</strong>{' '}
        {text.ifInDanger} <a href="tel:911">911</a>. {text.forUrgentMatters}{' '}
        {facts.phones.map((phone, index) => (
          <Fragment key={phone.dial}>
            {index > 0 && text.or}
            <a href={`tel:${phone.dial}`}>{phone.display}</a>
          </Fragment>
        ))}
        .
      </p>
    </aside>
  );
}
