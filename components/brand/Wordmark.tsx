import { useSite } from '../PageDataContext';
import { LogoMark } from './LogoMark';
import * as styles from './Wordmark.css';

export function Wordmark({ className }: { className?: string }) {
  const { facts } = useSite();
  return (
    <a className={className ? `${styles.wordmark} ${className}` : styles.wordmark} href="/">
      <LogoMark name={facts.shortName} className={styles.mark} />
      <span className={styles.name}>{facts.shortName}</span>
      <span className="visually-hidden"> home page</span>
    </a>
  );
}
