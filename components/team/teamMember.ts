import type { AwardView } from '../../content-pipeline/awardSchema';
import type { LicenceView } from '../../content-pipeline/regulators';
import type { Lang } from '../../lib/languages';

/** A team profile as Who We Are shows it; `file` finds its MDX body. */
export interface TeamMember {
  file: string;
  /** Set when the profile is in another language than the page (a profile not yet translated). */
  lang?: Lang;
  id: string;
  name: string;
  /** Their profile on the team page, e.g. `/who-we-are#team-first-last`. */
  profileHref: string;
  role: string;
  email: string;
  education: string[];
  /** Who licenses the person, the number, and the directory where a visitor can check it. */
  licence?: LicenceView;
  /** The person's awards, each with where it can be checked; often none. */
  awards: AwardView[];
  /** The person's portrait and what it shows; without one the profile shows the initials. */
  photo?: { src: string; alt: string };
}
