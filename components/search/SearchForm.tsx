import type { ReactNode } from 'react';
import { useShellText } from '../PageDataContext';
import { SearchIcon } from '../icons';
import { SEARCH_FIELDS } from './searchIds';
import * as styles from './Search.css';

/** A plain GET form: it works without JavaScript, so the pages that show it stay script-free. */
export function SearchForm({
  action,
  id,
  inputId,
  label,
  children,
}: {
  action: string;
  id?: string;
  inputId: string;
  label?: string;
  children?: ReactNode;
}) {
  const text = useShellText();
  const name = label ?? text.searchTheSite;
  return (
    <form id={id} className={styles.form} action={action} method="get" role="search" aria-label={name}>
      <div className={styles.queryField}>
        <label htmlFor={inputId} className={styles.label}>
          {name}
        </label>
        <input
          id={inputId}
          className={styles.control}
          type="search"
          name={SEARCH_FIELDS.query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={text.searchPlaceholder}
        />
      </div>
      {children}
      <button type="submit" className={styles.submit}>
        <SearchIcon /> {text.search}
      </button>
    </form>
  );
}
