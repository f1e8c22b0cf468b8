import type { HeadData } from '../page-data/views';
import type { Lang } from '../lib/languages';
import { SHARE_IMAGE, shareImagePath } from '../lib/shareImage';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderHead(head: HeadData, siteName: string, lang: Lang): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:type" content="${head.article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:locale" content="${escapeHtml(head.locale ?? 'en_CA')}">`,
    // Link previews need the picture's absolute address: the site is served from its origin's root.
    `<meta property="og:image" content="${escapeHtml(new URL(shareImagePath(lang), head.canonicalUrl).href)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    // The picture shows the firm's name (with its tagline and region).
    `<meta property="og:image:alt" content="${escapeHtml(siteName)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    // The icons and manifest build/sharingFiles.tsx draws from the mark, favicon.svg (linked in +onRenderHtml.tsx).
    `<link rel="icon" href="/favicon.ico" sizes="any">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
    `<link rel="manifest" href="/site.webmanifest">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.redirectTo) tags.push(`<meta http-equiv="refresh" content="0; url=${escapeHtml(head.redirectTo)}">`);
  if (head.article) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(head.article.published)}">`);
    if (head.article.modified)
      tags.push(`<meta property="article:modified_time" content="${escapeHtml(head.article.modified)}">`);
  }
  if (head.feed) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(head.feed.href)}" title="${escapeHtml(head.feed.title)}">`,
    );
  }
  for (const alternate of head.alternates ?? [])
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  // JSON inside <script> must not be able to close the tag.
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('\n    ');
}
