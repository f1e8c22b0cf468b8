import { initials } from '../../lib/initials';
import { Picture } from '../picture/Picture';
import type { TeamMember } from '../../page-data/views';
import * as styles from './Portrait.css';

export type PortraitSize = keyof typeof styles.sizes;

/** A photo, or the initials at the same size (hidden: the name stands beside them). */
export function Portrait({ member, size }: { member: Pick<TeamMember, 'name' | 'photo'>; size: PortraitSize }) {
  const pixels = styles.PIXELS[size];
  if (member.photo) {
    return (
      <Picture
        className={`${styles.photo} ${styles.sizes[size]}`}
        src={member.photo.src}
        alt={member.photo.alt}
        use="portrait"
        sizes={`${pixels}px`}
        box={{ width: pixels, height: pixels }}
        loading="lazy"
      />
    );
  }
  return (
    <span className={`${styles.monogram} ${styles.sizes[size]}`} aria-hidden="true">
      {initials(member.name)}
    </span>
  );
}
