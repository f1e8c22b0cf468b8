import { useShellText, useSite } from '../PageDataContext';
import type { RelatedArticles as RelatedArticlesData, TeamMember } from '../../page-data/views';
import { profileAnchor } from '../../content-pipeline/routes';
import { RelatedArticles } from '../article/RelatedArticles';
import { MdxBody } from '../mdx/MdxBody';
import { AwardsList } from './AwardsList';
import { LicenceLink } from './LicenceLink';
import { Portrait } from './Portrait';
import * as styles from './TeamProfiles.css';

/** Without JavaScript both panels show; /scripts/tabs.js makes them WAI-ARIA tabs. */
export function TeamProfiles() {
  const { team, articles } = useSite();
  return (
    <>
      <div className={styles.profiles}>
        {team.map((member) => (
          <Profile key={member.id} member={member} related={articles.byAuthor.get(member.id)} />
        ))}
      </div>
      <script src="/scripts/tabs.js" defer />
    </>
  );
}

function Profile({ member, related }: { member: TeamMember; related: RelatedArticlesData | undefined }) {
  const text = useShellText();
  const id = (part: string) => `team-${member.id}-${part}`;
  // A profile not yet translated keeps its own language, so a screen reader reads it right.
  const words = member.lang ? { lang: member.lang } : {};
  return (
    <article id={profileAnchor(member.id)} className={styles.profile} aria-labelledby={id('name')}>
      <div className={styles.identity}>
        <Portrait member={member} size="large" />
        <div className={styles.nameBlock}>
          <h3 id={id('name')} className={styles.name}>
            {member.name}
          </h3>
          <p className={styles.role} {...words}>
            {member.role}
          </p>
        </div>
        {member.licence && (
          <p className={styles.licence}>
            <LicenceLink licence={member.licence} />
          </p>
        )}
        <p className={styles.email}>
          <a href={`mailto:${member.email}`}>{member.email}</a>
        </p>
      </div>
      <div className={styles.work}>
        <div className={styles.tabs} data-tabs="">
          {/* Filled with a tab per panel by /scripts/tabs.js: without it both panels show, and the page names no tab. */}
          <div className={styles.tablist} data-tablist={text.aboutPersonNamed(member.name)} hidden />
          <section id={id('about')} className={styles.panel} data-tab-panel="" aria-labelledby={id('about-heading')}>
            <h4 id={id('about-heading')} className={styles.panelHeading}>
              {text.aboutPerson}
            </h4>
            {member.lang ? (
              <div lang={member.lang}>
                <MdxBody file={member.file} />
              </div>
            ) : (
              <MdxBody file={member.file} />
            )}
          </section>
          <section
            id={id('education')}
            className={styles.panel}
            data-tab-panel=""
            aria-labelledby={id('education-heading')}
          >
            <h4 id={id('education-heading')} className={styles.panelHeading}>
              {text.educationAndBackground}
            </h4>
            <ul {...words}>
              {member.education.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <AwardsList awards={member.awards} heading={{ text: text.awards, level: 5 }} />
          </section>
        </div>
        <RelatedArticles related={related} headingLevel={4} />
      </div>
    </article>
  );
}
