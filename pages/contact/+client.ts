// https://vike.dev/client The contact page stays HTML-only for Vike, and its form works without script. The form's code
// (React, Formik, Yup: most of the page's weight) comes when the visitor first reaches for the form, so nothing of it
// competes with what paints first or holds the page busy; what was typed while it came is kept (ConsultationFormView).
import { SERVICE_AREA_FIELD } from '../../consultation-request/endpoint';
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID } from '../../components/consultation-form/island';
import { AREA_PARAMETER } from '../../consultation-request/endpoint';

const root = document.getElementById(ISLAND_ROOT_ID);
const propsText = document.getElementById(ISLAND_PROPS_ID)?.textContent;
const form = root?.querySelector('form');
// With script, the form's own messages in the page's language answer Send, never the browser's bubble;
// without it, the browser checks the required fields and the server checks everything.
if (form) form.noValidate = true;
// A practice page's link chooses its area (an unknown value chooses nothing).
const area = form?.elements.namedItem(SERVICE_AREA_FIELD);
const wanted = new URLSearchParams(location.search).get(AREA_PARAMETER);
if (area instanceof HTMLSelectElement && wanted && !area.value) area.value = wanted;

let hydrated = false;
let sendAsked = false;
let loading: Promise<void> | undefined;
const hydrateForm = () =>
  (loading ??= import('../../components/consultation-form/hydrateIsland').then(({ hydrateIsland }) => {
    hydrated = true;
    if (root && propsText) hydrateIsland(root, propsText, sendAsked);
  }));
// A pointer over the form (a finger's touch too) or the focus in it, by keyboard or by a link.
for (const type of ['pointerover', 'focusin']) root?.addEventListener(type, hydrateForm, { once: true });
// Send before the code came: the hydrated form checks and sends (if the code cannot come, the server checks).
form?.addEventListener('submit', (event) => {
  if (hydrated) return;
  event.preventDefault();
  sendAsked = true;
  hydrateForm().catch(() => form.submit());
});
