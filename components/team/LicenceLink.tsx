import { messagesIn } from '../../messages';
import type { LicenceView } from '../../content-pipeline/regulators';
import { ShieldIcon } from '../icons';
import * as styles from './LicenceLink.css';

/**
 * A licence as a claim a visitor can check: the body and number, then a link to the body's
 * public directory (content-pipeline/regulators.ts). The directories take no per-person
 * address, so the link opens their search; the words say what to look up there. The licence
 * is what a visitor checks first, so it leads with the regulator's name in bold beside a shield;
 * without styles it reads as the same plain sentence.
 */
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
