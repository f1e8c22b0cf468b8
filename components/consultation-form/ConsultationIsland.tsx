import type { ConsultationOption } from '../../consultation-request/options';
import { ConsultationFormView } from './ConsultationFormView';
import { Notifications } from './Notifications';
import { type FirmContact, FormLanguage } from './formWords';
import type { Lang } from '../../lib/languages';

export interface ConsultationIslandProps {
  serviceAreas: ConsultationOption[];
  firm: FirmContact;
  /** The page's language: the form's words, its messages, and the language the request records. */
  lang: Lang;
}

/** Everything the contact page hydrates: the form and its notification area. */
export function ConsultationIsland({ serviceAreas, firm, lang }: ConsultationIslandProps) {
  return (
    <FormLanguage value={lang}>
      <ConsultationFormView serviceAreas={serviceAreas} firm={firm} />
      <Notifications />
    </FormLanguage>
  );
}
