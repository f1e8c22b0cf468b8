import { useFormikContext } from 'formik';
import { useSyncExternalStore } from 'react';
import type { URGENCY_LEVELS } from '../../consultation-request/options';
import type { ConsultationField, ConsultationFormValues } from '../../consultation-request/schema';
import { PhoneLinks } from './PhoneLinks';
import * as styles from './UrgentCallNote.css';
import { type FirmPhone, useFormWords } from './formWords';

export const URGENCY_FIELD = 'urgencyLevel' satisfies ConsultationField;
const IMMEDIATE = 'immediate' satisfies (typeof URGENCY_LEVELS)[number]['value'];

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once React runs the form in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The HTML always holds the note for CSS to show; once hydrated, React renders it in a live region, announced. */
export function UrgentCallNote({ phones }: { phones: readonly FirmPhone[] }) {
  const { values } = useFormikContext<ConsultationFormValues>();
  const hydrated = useHydrated();
  const words = useFormWords();
  const immediate = values[URGENCY_FIELD] === IMMEDIATE;
  return (
    <div aria-live="polite">
      {(!hydrated || immediate) && (
        <p className={styles.note} data-shown={hydrated ? '' : undefined}>
          {words.cannotWait} <PhoneLinks phones={phones} />. {words.inDanger} <a href="tel:911">911</a>.
        </p>
      )}
    </div>
  );
}
