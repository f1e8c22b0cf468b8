import type { ContentsEntry } from './contents';
import { useShellText } from '../PageDataContext';
import * as styles from './ArticleContents.css';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';

export function ArticleContents({ contents }: { contents: ContentsEntry[] }) {
  return (
    <nav className={styles.contents} aria-labelledby="article-contents" {...SKIP_IN_SEARCH}>
      <h2 id="article-contents" className={styles.heading}>
        {useShellText().inThisGuide}
      </h2>
      <ol className={styles.list}>
        {contents.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
