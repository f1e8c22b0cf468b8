/** A fake build whose /contact holds the consultation form as the component renders it. */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ConsultationIsland } from '../../../components/consultation-form/ConsultationIsland';
import { BUILD_LAYOUT } from '../../../built-site/manifest';
import { FAKE_SITE, makeFakeBuild } from './fixtures';

export function buildWithContactPage(): { buildDir: string; builtHtml: string } {
  const buildDir = makeFakeBuild();
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
  const file = path.join(buildDir, BUILD_LAYOUT.client, 'contact/index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, builtHtml);
  return { buildDir, builtHtml };
}
