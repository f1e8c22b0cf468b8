import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../lib/languages';
import { usePageData, useShellText } from '../../renderer/PageDataContext';
import * as styles from './LanguageSwitch.css';

/**
 * The page in the other languages that have it, each link named in its own language ("Français",
 * "English") and marked with that language, so a screen reader says it right. A page with no
 * version in another language shows none: a French visitor is never sent to an empty page.
 */
export function LanguageSwitch() {
  const { versions = [], site } = usePageData();
  const text = useShellText();
  const others = versions.filter((version) => version.lang !== site.lang);
  if (others.length === 0) return null;
  return (
    <nav className={styles.languageSwitch} aria-label={text.language}>
      <ul className={styles.list}>
        {others.map((version) => (
          <li key={version.lang}>
            <a
              className={styles.link}
              href={version.path}
              lang={LANGUAGE_TAGS[version.lang].html}
              hrefLang={LANGUAGE_TAGS[version.lang].html}
            >
              {LANGUAGE_NAMES[version.lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link to a page in another language says so, for screen readers and search engines. */
export function otherLanguage(lang: string | undefined): { lang?: string; hrefLang?: string } {
  return lang ? { lang, hrefLang: lang } : {};
}
