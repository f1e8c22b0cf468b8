/** A team profile as Who We Are shows it; `file` finds its MDX body. */
export interface TeamMember {
  file: string;
  id: string;
  name: string;
  /** Their profile on the team page, e.g. `/who-we-are#team-first-last`. */
  profileHref: string;
  role: string;
  email: string;
  education: string[];
  /** Who licenses the person and the licence number, when the profile gives them. */
  licence?: { body: string; number: string };
  /** The person's portrait and what it shows; without one the profile shows the initials. */
  photo?: { src: string; alt: string };
}
