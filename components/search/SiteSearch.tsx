import { useShellText, useSite } from '../PageDataContext';
import { container } from '../../styles/layout.css';
import { ArrowRightIcon } from '../icons';
import { LinkGroup, serviceLinks } from '../layout/LinkGroup';
import { CurrentPathContext } from '../layout/currentPath';
import { useContext } from 'react';
import { FactAnswers } from './FactAnswers';
import { SearchForm } from './SearchForm';
import { SEARCH_FIELDS, SEARCH_IDS } from './searchIds';
import * as styles from './Search.css';
// Laid out as the not-found page's directory: a heading across the top, the groups side by side.
import * as directory from '../wayfinding/SiteDirectory.css';

/** The Law Society of Ontario's referral service: where to turn for an area the firm does not practise. */
const LAW_SOCIETY_REFERRAL_URL =
  'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/law-society-referral-service';

/** The search page's body: the form and the results searchClient.ts fills, then links that work without JavaScript. */
export function SiteSearch() {
  const { articles, services, facts, searchListed } = useSite();
  const text = useShellText();
  const areas = [...articles.byArea.values()];
  return (
    <>
      {/* No landmark of its own: the form is the search landmark, and the hero names the page. */}
      <div className={styles.searchBand}>
        <div className={container}>
          <SearchForm action={useContext(CurrentPathContext) ?? ''} id={SEARCH_IDS.form} inputId={SEARCH_IDS.query}>
            {areas.length > 0 && (
              <div className={styles.areaField}>
                <label htmlFor={SEARCH_IDS.area} className={styles.label}>
                  {text.searchGuidesOn}
                </label>
                <select id={SEARCH_IDS.area} name={SEARCH_FIELDS.area} className={styles.control}>
                  <option value="">{text.searchEveryPage}</option>
                  {areas.map((area) => (
                    <option key={area.allHref} value={area.name}>
                      {area.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </SearchForm>
          <div id={SEARCH_IDS.answer} aria-live="polite" />
          <FactAnswers />
          <p id={SEARCH_IDS.status} className={styles.status} role="status" aria-live="polite" />
          {/* The pages a query in their own words puts first (searchWords.ts). */}
          <ol id={SEARCH_IDS.results} className={styles.results} data-listed={JSON.stringify(searchListed)} hidden />
        </div>
      </div>
      <section className={styles.browseBand} aria-labelledby="search-browse">
        <div className={`${container} ${directory.layout}`}>
          <h2 id="search-browse" className={directory.heading}>
            {text.browseInstead}
          </h2>
          {areas.length > 0 && (
            <div className={directory.group}>
              <h3 className={directory.groupHeading}>{text.guidesByPracticeArea}</h3>
              <ul className={styles.guideAreas}>
                {areas.map((area) => (
                  <li key={area.allHref}>
                    <a href={area.allHref}>
                      {area.heading} ({area.total})
                    </a>
                    <ul className={styles.areaGuides}>
                      {area.latest.map((guide) => (
                        <li key={guide.slug}>
                          <a href={guide.slug}>{guide.title}</a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <LinkGroup
            id="search-areas"
            heading={text.practiceAreasHeading}
            headingLevel={3}
            links={serviceLinks(services, <ArrowRightIcon />)}
            className={directory.group}
            headingClassName={directory.groupHeading}
            listClassName={styles.areaLinks}
          />
          {facts.notPractised.length > 0 && (
            <div className={directory.group}>
              <h3 className={directory.groupHeading}>{text.notPractisedHeading}</h3>
              {/* The script tells these areas' words from the pages' (searchWords.ts). */}
              <ul id={SEARCH_IDS.notPractised} className={styles.notPractisedList}>
                {facts.notPractised.map(({ area, searchTerms }) => (
                  <li key={area} data-search-terms={JSON.stringify(searchTerms)}>
                    {area}
                  </li>
                ))}
              </ul>
              <p id={SEARCH_IDS.referral} className={styles.referral}>
                {text.referral.before}
                <a href={LAW_SOCIETY_REFERRAL_URL}>{text.referral.link}</a>
                {text.referral.after}
              </p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
