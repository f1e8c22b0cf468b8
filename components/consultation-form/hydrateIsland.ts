import { hydrateRoot } from 'react-dom/client';
import { createElement } from 'react';
import { CONSULTATION_FIELDS } from '../../consultation-request/schema';
import { ConsultationIsland, type ConsultationIslandProps } from './ConsultationIsland';

/**
 * The form in the page comes alive with the props written beside it (ConsultationForm.tsx), what the
 * visitor typed or chose meanwhile (a practice page's link chooses the area) and `send`: Send was pressed.
 */
export function hydrateIsland(root: Element, propsText: string, send: boolean): void {
  const form = root.querySelector('form');
  const typed = form ? new FormData(form) : undefined;
  const typedValues = Object.fromEntries(
    CONSULTATION_FIELDS.flatMap((field) => {
      const value = typed?.get(field);
      return typeof value === 'string' && value !== '' ? [[field, value]] : [];
    }),
  );
  const props = JSON.parse(propsText) as ConsultationIslandProps;
  hydrateRoot(root, createElement(ConsultationIsland, { ...props, typedValues, sendOnceHydrated: send }));
}
