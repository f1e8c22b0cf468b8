import type { ReactNode } from 'react';
import { LicenceLink } from './LicenceLink';
import { Portrait, type PortraitSize } from './Portrait';
import type { TeamMember } from '../../page-data/views';
import * as styles from './PersonCard.css';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';

export function PersonCard({
  member,
  label,
  headingLevel,
  portrait = 'medium',
  children,
}: {
  member: TeamMember;
  label?: string | undefined;
  headingLevel: 2 | 3;
  portrait?: PortraitSize;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `person-card-${member.id}`;
  return (
    <aside className={styles.card} aria-labelledby={headingId} {...SKIP_IN_SEARCH}>
      <div className={styles.layout}>
        {label && <p className={styles.label}>{label}</p>}
        <div className={styles.identity}>
          <Portrait member={member} size={portrait} />
          <div>
            <Heading id={headingId} className={styles.name}>
              <a href={member.profileHref}>{member.name}</a>
            </Heading>
            <p className={styles.role}>{member.role}</p>
          </div>
        </div>
        {member.licence && (
          <p className={styles.licence}>
            <LicenceLink licence={member.licence} />
          </p>
        )}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </aside>
  );
}
