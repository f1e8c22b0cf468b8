import { languageRoot } from '../../lib/languages';
import { useShellText, useSite } from '../PageDataContext';
import { LogoMark } from './LogoMark';
import * as styles from './Wordmark.css';

export function Wordmark({ className }: { className?: string }) {
  const { facts, lang } = useSite();
  const text = useShellText();
  return (
    <a className={className ? `${styles.wordmark} ${className}` : styles.wordmark} href={languageRoot(lang)}>
      <LogoMark name={facts.shortName} className={styles.mark} />
      <span className={styles.name}>{facts.shortName}</span>
      <span className="visually-hidden">{text.homePage}</span>
    </a>
  );
}
