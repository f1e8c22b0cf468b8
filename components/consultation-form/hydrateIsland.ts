import { hydrateRoot } from 'react-dom/client';
import { createElement } from 'react';
import { ConsultationIsland, type ConsultationIslandProps } from './ConsultationIsland';

/** The form in the page comes alive with the props written beside it (ConsultationForm.tsx). */
export function hydrateIsland(root: Element, propsText: string): void {
  hydrateRoot(root, createElement(ConsultationIsland, JSON.parse(propsText) as ConsultationIslandProps));
}
