import type { ComponentProps } from 'react';
import { languageOfPath, type Lang } from '../../lib/languages';
import { useShellText, useSite } from '../PageDataContext';

/** To a page in another language it says so, "(en anglais)"; `wordsLang` marks words in another language. */
export function PageLink({
  href,
  wordsLang,
  children,
  ...anchor
}: ComponentProps<'a'> & { href: string; wordsLang?: Lang | undefined }) {
  const { lang } = useSite();
  const text = useShellText();
  const words = wordsLang && wordsLang !== lang ? <span lang={wordsLang}>{children}</span> : children;
  const target = pageLanguage(href);
  if (!target || target === lang) {
    return (
      <a href={href} {...anchor}>
        {words}
      </a>
    );
  }
  return (
    <a href={href} hrefLang={target} {...anchor}>
      {words} ({text.languageNote[target]})
    </a>
  );
}

export function pageLanguage(href: string): Lang | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.replace(/[?#].*$/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? undefined : languageOfPath(path);
}
