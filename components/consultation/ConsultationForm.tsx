import { serviceAreaOptions } from '../../consultation/serviceAreas';
import { useSite } from '../../renderer/PageDataContext';
import { ConsultationIsland, type ConsultationIslandProps } from './ConsultationIsland';
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID } from './island';

/**
 * The MDX component `<ConsultationForm />`: renders the form into the HTML and leaves its props
 * as JSON beside it, so pages/contact/+client.ts can hydrate exactly what the server rendered.
 */
export function ConsultationForm() {
  const { services } = useSite();
  const props: ConsultationIslandProps = {
    serviceAreas: serviceAreaOptions(services),
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
