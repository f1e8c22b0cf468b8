import { LANGUAGE_RECORDS, messagesIn } from '../../lib/languages';
import { usePageData, useShellText } from '../PageDataContext';
import * as styles from './LanguageSwitch.css';

/** Without a version in a language, that language's home page, so a visitor has the way back. */
export function LanguageSwitch() {
  const { versions = [], site } = usePageData();
  const text = useShellText();
  const pairs = versions.filter((version) => version.lang !== site.lang);
  const homes = site.languageHomes
    .filter((home) => home.lang !== site.lang)
    .map((home) => ({ ...home, label: messagesIn(home.lang).shell.homeInThisLanguage }));
  const others =
    pairs.length > 0 ? pairs.map((version) => ({ ...version, label: LANGUAGE_RECORDS[version.lang].name })) : homes;
  if (others.length === 0) return null;
  return (
    <nav className={styles.languageSwitch} aria-label={text.language}>
      <ul className={styles.list}>
        {others.map((version) => (
          <li key={version.lang}>
            <a
              className={styles.link}
              href={version.path}
              lang={LANGUAGE_RECORDS[version.lang].tag}
              hrefLang={LANGUAGE_RECORDS[version.lang].tag}
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
