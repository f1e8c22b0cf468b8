import type { LicenceView } from '../../content-pipeline/regulators';
import * as styles from './LicenceLink.css';

/**
 * A licence as a claim a visitor can check: the body and number, then a link to the body's
 * public directory (content-pipeline/regulators.ts). The directories take no per-person
 * address, so the link opens their search; the words say what to look up there.
 */
export function LicenceLink({ licence }: { licence: LicenceView }) {
  return (
    <>
      Licensed by the {licence.body}, licence no. {licence.number}.{' '}
      <a className={styles.directory} href={licence.directoryUrl}>
        Check this licence in the {licence.directoryName} of the {licence.body}
      </a>
    </>
  );
}
