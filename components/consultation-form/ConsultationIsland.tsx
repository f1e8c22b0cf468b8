import type { ConsultationOption } from '../../consultation-request/options';
import { ConsultationFormView } from './ConsultationFormView';
import type { FirmContact } from './firmContact';
import { Notifications } from './Notifications';

export interface ConsultationIslandProps {
  serviceAreas: ConsultationOption[];
  /** The firm's facts the form shows (there is no site data in the browser, only these props). */
  firm: FirmContact;
}

/** Everything the contact page hydrates: the form and its notification area. */
export function ConsultationIsland({ serviceAreas, firm }: ConsultationIslandProps) {
  return (
    <>
      <ConsultationFormView serviceAreas={serviceAreas} firm={firm} />
      <Notifications />
    </>
  );
}
