import type { ReactNode } from 'react';
import { SearchIcon } from '../icons';
import { SEARCH_FIELDS } from './searchIds';
import * as styles from './Search.css';

/**
 * A plain GET form to the search page: it works without JavaScript, so the pages that show it
 * (not found) stay script-free. `children` adds fields (the search page's practice-area filter).
 */
export function SearchForm({
  action,
  id,
  inputId,
  label = 'Search the site',
  children,
}: {
  action: string;
  id?: string;
  inputId: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <form id={id} className={styles.form} action={action} method="get" role="search" aria-label={label}>
      <div className={styles.queryField}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          id={inputId}
          className={styles.control}
          type="search"
          name={SEARCH_FIELDS.query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="A word or two, e.g. eviction notice"
        />
      </div>
      {children}
      <button type="submit" className={styles.submit}>
        <SearchIcon /> Search
      </button>
    </form>
  );
}
