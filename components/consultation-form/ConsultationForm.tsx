import { serviceAreaOptions } from '../../consultation-request/options';
import { frenchSpaces } from '../../lib/frenchTypography';
import { LANGUAGE_RECORDS } from '../../lib/languages';
import { useSite } from '../PageDataContext';
import { ConsultationIsland, type ConsultationIslandProps } from './ConsultationIsland';
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID } from './island';

/** The form in the HTML and its props as JSON beside it, for pages/contact/+client.ts to hydrate. */
export function ConsultationForm() {
  const { services, facts, lang } = useSite();
  // The page's French typography skips the island (its HTML must be what React renders): its words get it here.
  const words = LANGUAGE_RECORDS[lang].writesFrench ? frenchSpaces : (text: string) => text;
  const props: ConsultationIslandProps = {
    lang,
    serviceAreas: serviceAreaOptions(services).map((area) => ({ ...area, label: words(area.label) })),
    firm: {
      phones: facts.phones.map(({ label, display, dial }) => ({ label: words(label), display: words(display), dial })),
      privacyNotice: facts.notices.privacy,
    },
  };
  return (
    <>
      <div id={ISLAND_ROOT_ID}>
        <ConsultationIsland {...props} />
      </div>
      <script
        type="application/json"
        id={ISLAND_PROPS_ID}
        // JSON data, not code; "<" is escaped so the text cannot close the tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
