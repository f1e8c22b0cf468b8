import type { ConsultationOption } from '../../consultation/options';
import { ConsultationFormView } from './ConsultationFormView';
import { Notifications } from './Notifications';

export interface ConsultationIslandProps {
  serviceAreas: ConsultationOption[];
}

/** Everything the contact page hydrates: the form and its notification area. */
export function ConsultationIsland({ serviceAreas }: ConsultationIslandProps) {
  return (
    <>
      <ConsultationFormView serviceAreas={serviceAreas} />
      <Notifications />
    </>
  );
}
