import type { HeadData } from './types';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script> must not be able to close the tag. */
function safeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page-specific part of `<head>`, as an HTML string. */
export function renderHead(head: HeadData, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:locale" content="en_CA">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.redirectTo) tags.push(`<meta http-equiv="refresh" content="0; url=${escapeHtml(head.redirectTo)}">`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
