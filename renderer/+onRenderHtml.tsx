// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { PageRoot } from './PageRoot';
import { withFrenchTypography } from '../lib/frenchTypography';
import { ISLAND_ROOT_ID } from '../components/consultation-form/island';
import { COLOURS } from '../lib/colours';
import { renderHead } from './renderHead';
import { ContentRenderError } from '../content-pipeline/contentRenderError';
import type { PageData } from '../page-data/views';
import { LANGUAGE_RECORDS } from '../lib/languages';

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext;
  // Loud on purpose: every page of this site defines a Page and a +data hook returning PageData.
  if (!Page) throw new Error(`No Page component for ${pageContext.urlPathname}`);
  const data = pageContext.data as PageData;
  let rendered: string;
  try {
    rendered = renderToString(
      <PageRoot data={data}>
        <Page />
      </PageRoot>,
    );
  } catch (error) {
    // A page that fails to render names its content file, so the build can say which file to fix.
    throw data.sourceFile ? new ContentRenderError(data.sourceFile, error) : error;
  }
  // French spaces that never break, outside the form island (the browser re-renders its text).
  const pageHtml = LANGUAGE_RECORDS[data.site.lang].writesFrench
    ? withFrenchTypography(rendered, [ISLAND_ROOT_ID])
    : rendered;
  const headHtml = renderHead(data.head, data.site.facts.firmName, data.site.lang);
  const lang = LANGUAGE_RECORDS[data.site.lang].tag;
  return escapeInject`<!DOCTYPE html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${COLOURS.brand}">
    ${dangerouslySkipEscape(headHtml)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  </head>
  <body>${dangerouslySkipEscape(pageHtml)}</body>
</html>`;
}
