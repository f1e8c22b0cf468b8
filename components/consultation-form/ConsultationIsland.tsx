import type { ConsultationOption } from '../../consultation-request/options';
import { ConsultationFormView } from './ConsultationFormView';
import { Notifications } from './Notifications';
import { type FirmContact, FormLanguage } from './formWords';
import type { Lang } from '../../lib/languages';

export interface ConsultationIslandProps {
  serviceAreas: ConsultationOption[];
  firm: FirmContact;
  lang: Lang;
}

export function ConsultationIsland({ serviceAreas, firm, lang }: ConsultationIslandProps) {
  return (
    <FormLanguage value={lang}>
      <ConsultationFormView serviceAreas={serviceAreas} firm={firm} />
      <Notifications />
    </FormLanguage>
  );
}
