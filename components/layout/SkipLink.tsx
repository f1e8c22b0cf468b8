import { useShellText } from '../PageDataContext';
import * as styles from './SkipLink.css';

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {useShellText().skipLink}
    </a>
  );
}
