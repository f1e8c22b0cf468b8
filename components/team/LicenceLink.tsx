import { messagesIn } from '../../lib/languages';
import type { LicenceView } from '../../content-pipeline/regulators';
import { ShieldIcon } from '../icons';
import * as styles from './LicenceLink.css';

/** The directories take no per-person address: the link opens their search, the words say what to look up. */
export function LicenceLink({ licence }: { licence: LicenceView }) {
  const text = messagesIn(licence.lang).shell;
  return (
    <>
      <span className={styles.claim}>
        <ShieldIcon />
        <span>
          <strong>{text.licensedBy(licence.body)}</strong>
          {text.licenceNumber(licence.number)}
        </span>
      </span>{' '}
      <a className={styles.directory} href={licence.directoryUrl}>
        {text.checkLicence(licence.directoryName, licence.body)}
      </a>
    </>
  );
}
