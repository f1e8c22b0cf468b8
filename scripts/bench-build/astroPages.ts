/**
 * The Astro site's pages, the equivalents of ours for the generated articles: one page per article
 * (from a content collection of the same MDX files, through @astrojs/mdx), the list of all articles
 * and the lists by practice area and by author, 10 to a page, newest first; and a not-found page.
 */
import type { Service } from './contentNames';

/** The practice areas, for the menus and the lists' headings, as ours reads them from content/services/. */
export function astroSiteModule(services: Service[]): string {
  const list = services.map(({ name, slug, title }) => ({ name, slug, title }));
  return `export const SERVICES = ${JSON.stringify(list, null, 2)};\n`;
}

export const ASTRO_CONFIG = `import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

// Both caches inside this folder, which the benchmark removes before each build: every build is cold.
export default defineConfig({
  site: 'https://www.example.com',
  integrations: [mdx()],
  cacheDir: './.astro-cache',
  vite: { cacheDir: './.vite-cache' },
});
`;

/** The file name is the id (the glob loader would take the frontmatter's slug, which starts with a slash). */
export const ASTRO_CONTENT_CONFIG = `import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/articles', generateId: ({ entry }) => entry.replace(/\\.mdx$/, '') }),
  schema: z.object({
    slug: z.string(),
    title: z.string().max(70),
    description: z.string().min(50).max(160),
    date: z.coerce.date(),
    updated: z.coerce.date().optional(),
    author: z.string(),
    areas: z.array(z.string()).min(1),
  }),
});

export const collections = { articles };
`;

export const ASTRO_ARTICLES_MODULE = `import { getCollection, type CollectionEntry } from 'astro:content';
import { SERVICES } from './site';

export type Article = CollectionEntry<'articles'>;
export const ARTICLES_PER_PAGE = 10;

export async function newestFirst(): Promise<Article[]> {
  const articles = await getCollection('articles');
  return articles.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function personName(name: string): string {
  return name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function areaTitle(name: string): string {
  return SERVICES.find((service) => service.name === name)?.title ?? name;
}
`;

const ARTICLE_LIST = `---
import type { Page } from 'astro';
import { areaTitle, formatDate, personName, type Article } from '../articles';
interface Props { page: Page<Article>; heading: string }
const { page, heading } = Astro.props;
const first = page.url.first ?? page.url.current;
const pageHref = (n: number) => (n === 1 ? first : \`\${first}/\${n}\`);
---
<section class="hero"><h1>{heading}</h1><p>Plain-language guides to Ontario law. Page {page.currentPage} of {page.lastPage}.</p></section>
<ul class="cards">
  {page.data.map((article) => (
    <li>
      <h2><a href={\`/insights/\${article.id}\`}>{article.data.title}</a></h2>
      <p class="byline"><time datetime={article.data.date.toISOString().slice(0, 10)}>{formatDate(article.data.date)}</time> · By {personName(article.data.author)} · {article.data.areas.map(areaTitle).join(', ')}</p>
      <p>{article.data.description}</p>
    </li>
  ))}
</ul>
<nav class="pagination" aria-label="Pages">
  <ul>
    {page.url.prev && <li><a href={page.url.prev} rel="prev">Newer</a></li>}
    {Array.from({ length: page.lastPage }, (_, i) => i + 1).map((n) => (
      <li><a href={pageHref(n)} aria-current={n === page.currentPage ? 'page' : undefined}>{n}</a></li>
    ))}
    {page.url.next && <li><a href={page.url.next} rel="next">Older</a></li>}
  </ul>
</nav>
<style>
  .cards { list-style: none; padding: 0; display: grid; gap: 1.5rem; }
  .byline { color: #52606d; }
  .pagination ul { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; }
</style>
`;

const ARTICLE_PAGE = `---
import { render } from 'astro:content';
import Layout from '../../layouts/Layout.astro';
import { areaTitle, formatDate, newestFirst, personName, type Article } from '../../articles';
export async function getStaticPaths() {
  const articles = await newestFirst();
  return articles.map((article) => ({ params: { article: article.id }, props: { article } }));
}
interface Props { article: Article }
const { article } = Astro.props;
const { Content } = await render(article);
const { title, description, date, updated, author, areas } = article.data;
const isoDate = (day: Date) => day.toISOString().slice(0, 10);
const jsonLd = { '@context': 'https://schema.org', '@type': 'Article', headline: title, description, datePublished: isoDate(date), dateModified: isoDate(updated ?? date), author: { '@type': 'Person', name: personName(author) } };
---
<Layout title={title} description={description} type="article">
  <script slot="head" type="application/ld+json" set:html={JSON.stringify(jsonLd)} />
  <section class="hero"><h1>{title}</h1><p>{description}</p></section>
  <article>
    <p class="byline"><time datetime={isoDate(date)}>{formatDate(date)}</time> · By <a href={\`/insights/author/\${author}\`}>{personName(author)}</a>{updated && <> · Updated <time datetime={isoDate(updated)}>{formatDate(updated)}</time></>}</p>
    <div class="body"><Content /></div>
    <p>Practice area{areas.length > 1 ? 's' : ''}: {areas.map((area) => <a href={\`/insights/area/\${area}\`}>{areaTitle(area)}</a>)}</p>
    <p class="notice">This article is general information, not legal advice: every situation is different. <a href="/legal-notice">Read our legal notice</a>.</p>
    <p><a href="/insights">All insights</a></p>
  </article>
  <section class="call" aria-labelledby="talk"><h2 id="talk">Talk to a Lawyer About Your Situation</h2><p>Your first consultation is free and confidential.</p><a class="button" href="/contact">Get Your Free Consultation</a></section>
</Layout>
<style>
  .byline, .notice { color: #52606d; }
  .body { max-width: 44rem; }
  .call { background: #f0f4f8; padding: 2rem 1rem; text-align: center; }
</style>
`;

/** A list page: `collection` is empty for all articles, or `area` / `author` for a list of one of them. */
function listPage(collection: '' | 'area' | 'author'): string {
  const up = collection ? '../../../../' : '../../';
  const choose = {
    '': 'return paginate(articles, { pageSize: ARTICLES_PER_PAGE });',
    area: `const areas = [...new Set(articles.flatMap((article) => article.data.areas))];
  return areas.flatMap((area) => paginate(articles.filter((article) => article.data.areas.includes(area)), { params: { area }, pageSize: ARTICLES_PER_PAGE }));`,
    author: `const authors = [...new Set(articles.map((article) => article.data.author))];
  return authors.flatMap((author) => paginate(articles.filter((article) => article.data.author === author), { params: { author }, pageSize: ARTICLES_PER_PAGE }));`,
  }[collection];
  const heading = {
    '': `'Insights'`,
    area: `\`Guides on \${areaTitle(Astro.params.area)}\``,
    author: `\`Guides by \${personName(Astro.params.author)}\``,
  }[collection];
  return `---
import type { GetStaticPaths } from 'astro';
import Layout from '${up}layouts/Layout.astro';
import ArticleList from '${up}components/ArticleList.astro';
import { ARTICLES_PER_PAGE, areaTitle, newestFirst, personName } from '${up}articles';
export const getStaticPaths = (async ({ paginate }) => {
  const articles = await newestFirst();
  ${choose}
}) satisfies GetStaticPaths;
const { page } = Astro.props;
const heading = ${heading};
---
<Layout title={heading} description={\`\${heading}: plain-language guides to Ontario law from Lakeshore Law.\`}>
  <ArticleList page={page} heading={heading} />
</Layout>
`;
}

const NOT_FOUND_PAGE = `---
import Layout from '../layouts/Layout.astro';
---
<Layout title="Page not found" description="This page does not exist.">
  <section class="hero"><h1>Page not found</h1><p>The page you asked for does not exist. <a href="/">Go to the home page</a>.</p></section>
</Layout>
`;

/** The site's source files, by path inside the Astro project (the layout is in astroLayout.ts). */
export const ASTRO_PAGES: Record<string, string> = {
  'src/components/ArticleList.astro': ARTICLE_LIST,
  'src/pages/insights/[article].astro': ARTICLE_PAGE,
  'src/pages/insights/[...page].astro': listPage(''),
  'src/pages/insights/area/[area]/[...page].astro': listPage('area'),
  'src/pages/insights/author/[author]/[...page].astro': listPage('author'),
  'src/pages/404.astro': NOT_FOUND_PAGE,
};
