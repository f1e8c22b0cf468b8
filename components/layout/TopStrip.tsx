import { useShellText, useSite } from '../PageDataContext';
import { LanguageSwitch } from './LanguageSwitch';
import { container } from '../../styles/layout.css';
import { PhoneAndEmailItems } from './PhoneAndEmailItems';
import * as styles from './TopStrip.css';

export function TopStrip() {
  const { facts } = useSite();
  const text = useShellText();
  return (
    <aside className={styles.strip} aria-label={text.contactTheFirm}>
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.region}>{facts.serviceRegion}</p>
        <ul className={styles.contacts}>
          <PhoneAndEmailItems />
        </ul>
        <LanguageSwitch />
      </div>
    </aside>
  );
}
