import type { ConsultationOption } from '../../consultation-request/options';
import { ConsultationFormView } from './ConsultationFormView';
import { Notifications } from './Notifications';
import { type FirmContact, FormLanguage } from './formWords';
import type { Lang } from '../../lib/languages';
import type { ConsultationFormValues } from '../../consultation-request/schema';

export interface ConsultationIslandProps {
  serviceAreas: ConsultationOption[];
  firm: FirmContact;
  lang: Lang;
  /** What the visitor typed, and whether Send was pressed, before the code came (hydrateIsland.ts). */
  typedValues?: Partial<ConsultationFormValues>;
  sendOnceHydrated?: boolean;
}

export function ConsultationIsland({ lang, ...form }: ConsultationIslandProps) {
  return (
    <FormLanguage value={lang}>
      <ConsultationFormView {...form} />
      <Notifications />
    </FormLanguage>
  );
}
