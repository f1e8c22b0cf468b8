import type { ConsultationOption } from '../../consultation-request/options';
import { ConsultationFormView } from './ConsultationFormView';
import type { FirmContact } from './firmContact';
import { Notifications } from './Notifications';
import { FormLanguage } from './formWords';
import type { Lang } from '../../lib/languages';

export interface ConsultationIslandProps {
  serviceAreas: ConsultationOption[];
  /** The firm's facts the form shows (there is no site data in the browser, only these props). */
  firm: FirmContact;
  /** The page's language: the form's words, its messages, and the language the request records. */
  lang: Lang;
}

/** Everything the contact page hydrates: the form and its notification area. */
export function ConsultationIsland({ serviceAreas, firm, lang }: ConsultationIslandProps) {
  return (
    <FormLanguage.Provider value={lang}>
      <ConsultationFormView serviceAreas={serviceAreas} firm={firm} />
      <Notifications />
    </FormLanguage.Provider>
  );
}
