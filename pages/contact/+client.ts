// https://vike.dev/client
// The contact page stays HTML-only for Vike; this entry hydrates just the consultation form.
import { hydrateRoot } from 'react-dom/client';
import { createElement } from 'react';
import {
  ConsultationIsland,
  type ConsultationIslandProps,
} from '../../components/consultation-form/ConsultationIsland';
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID } from '../../components/consultation-form/island';

const root = document.getElementById(ISLAND_ROOT_ID);
const propsText = document.getElementById(ISLAND_PROPS_ID)?.textContent;
if (root && propsText) {
  const props = JSON.parse(propsText) as ConsultationIslandProps;
  hydrateRoot(root, createElement(ConsultationIsland, props));
}
