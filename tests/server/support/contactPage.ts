/** A fake build whose /contact holds the consultation form as the component renders it. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ConsultationIsland } from '../../../components/consultation-form/ConsultationIsland';
import { FAKE_SITE, makeFakeBuild } from './fixtures';

export function buildWithContactPage(): { buildDir: string; builtHtml: string } {
  const island = renderToString(
    createElement(ConsultationIsland, {
      serviceAreas: FAKE_SITE.serviceAreas,
      lang: 'en',
      firm: {
        phones: [{ label: 'Main office', display: '(416) 555-0142', dial: '+14165550142' }],
        privacyNotice: '/privacy',
      },
    }),
  );
  const builtHtml = `<!DOCTYPE html><html lang="en"><head><title>Contact</title></head><body><main><div id="consultation-form">${island}</div></main></body></html>`;
  return { buildDir: makeFakeBuild(FAKE_SITE, { 'contact/index.html': builtHtml }), builtHtml };
}
