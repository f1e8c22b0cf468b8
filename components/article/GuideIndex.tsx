import { useShellText, useSite } from '../PageDataContext';
import * as styles from './GuideIndex.css';

export function GuideIndex({ current }: { current: string }) {
  const { articles } = useSite();
  const text = useShellText();
  const groups = [
    { id: 'guides-by-area', heading: text.byPracticeArea, lists: [...articles.byArea.values()] },
    { id: 'guides-by-author', heading: text.byAuthor, lists: [...articles.byAuthor.values()] },
  ].filter((group) => group.lists.length > 0);
  if (groups.length === 0) return null;
  return (
    <nav className={styles.index} aria-label={text.guideIndex}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={group.id}>
          <h2 id={group.id} className={styles.heading}>
            {group.heading}
          </h2>
          <ul className={styles.list}>
            {group.lists.map((list) => (
              <li key={list.allHref}>
                <a
                  href={list.allHref}
                  aria-current={current === list.allHref || current.startsWith(`${list.allHref}/`) ? 'page' : undefined}
                >
                  <span>{list.name}</span>
                  <span className={styles.count}>
                    {list.total}
                    <span className="visually-hidden"> {text.guides(list.total)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
