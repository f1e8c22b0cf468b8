import type { AwardView } from '../../content-pipeline/awardSchema';
import * as styles from './AwardsList.css';

/** Awards as claims a visitor can check (the checker refuses one without its source); nothing when none. */
export function AwardsList({
  awards,
  heading,
}: {
  awards: readonly AwardView[];
  heading?: { text: string; level: 2 | 3 | 4 | 5 };
}) {
  if (awards.length === 0) return null;
  const Heading = heading ? (`h${heading.level}` as const) : undefined;
  return (
    <>
      {Heading && heading && <Heading className={styles.heading}>{heading.text}</Heading>}
      <ul className={styles.list}>
        {awards.map((award) => (
          <li key={`${award.name} ${award.year}`}>
            <a className={styles.name} href={award.source}>
              {award.name}
            </a>
            <span className={styles.issuer}>
              {award.issuer}, {award.year}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
