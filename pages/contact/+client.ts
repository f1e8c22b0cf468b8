// https://vike.dev/client
// The contact page stays HTML-only for Vike, and its form works without script. The form's code
// (React, Formik, Yup: most of the page's weight) comes when the visitor first reaches for the form,
// so nothing of it competes with what paints first or holds the page busy; what was typed while it
// came is kept (ConsultationFormView).
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID } from '../../components/consultation-form/island';

const root = document.getElementById(ISLAND_ROOT_ID);
const propsText = document.getElementById(ISLAND_PROPS_ID)?.textContent;
let loading: Promise<void> | undefined;
const hydrateForm = () =>
  (loading ??= import('../../components/consultation-form/hydrateIsland').then(({ hydrateIsland }) => {
    if (root && propsText) hydrateIsland(root, propsText);
  }));
// A pointer over the form (a finger's touch too) or the focus in it, by keyboard or by a link.
for (const type of ['pointerover', 'focusin']) root?.addEventListener(type, hydrateForm, { once: true });
