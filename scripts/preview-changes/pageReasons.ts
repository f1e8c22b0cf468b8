/** Why each changed page changed, in an editor's words. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml, splitFrontmatter } from '../../content-pipeline/frontmatter';

export function changedFiles(commit: string, repo = process.cwd()): string[] {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const files = [
    ...git('diff', '--name-only', commit, '--', 'content', 'public'),
    ...git('ls-files', '--others', '--exclude-standard', '--', 'content', 'public'),
  ];
  return [...new Set(files)].sort();
}

function describeFile(repo: string, file: string) {
  if (file.startsWith('public/')) return { file, address: file.slice('public'.length) };
  const full = path.join(repo, file);
  if (!/\.mdx?$/.test(file) || !fs.existsSync(full)) return { file };
  const { yaml, firstLine } = splitFrontmatter(fs.readFileSync(full, 'utf8'));
  const fields = (parseYaml(yaml, firstLine).data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { file, address: text(fields.slug), title: text(fields.title) ?? text(fields.name) };
}

/** The changed files `html` links to or shows: `href="/services/family-law"`, `…#section`, a picture. */
function shownIn(html: string, changed: ReturnType<typeof describeFile>[]): string | undefined {
  const shown = changed.filter(
    ({ address }) => address && address !== '/' && ['"', '#', '?'].some((end) => html.includes(`"${address}${end}`)),
  );
  if (shown.length === 0) return undefined;
  return shown.map((file) => `${file.title ? `“${file.title}” ` : ''}(${file.file})`).join(', ');
}

/** One sentence per page: what the page itself (its `<main>`) shows comes before its menus. */
export function pageReasons(
  pages: readonly string[],
  files: readonly string[],
  pageHtml: (address: string) => string,
  repo = process.cwd(),
): Map<string, string> {
  const changed = files.map((file) => describeFile(repo, file));
  const shared = changed.filter((file) => !file.address).map((file) => file.file);
  const reasons = new Map<string, string>();
  for (const page of pages) {
    const html = pageHtml(page);
    const start = html.indexOf('<main');
    const main = start < 0 ? '' : html.slice(start, html.indexOf('</main>', start));
    const own = changed.find((file) => file.address === page);
    const inMain = shownIn(main, changed);
    const inMenus = shownIn(html.replace(main, ''), changed);
    reasons.set(
      page,
      own
        ? `its own file changed (${own.file})`
        : inMain
          ? `it lists or links to ${inMain}, which changed`
          : inMenus
            ? `its menu or footer shows ${inMenus}, which changed`
            : `it shows something of a shared file that changed: a menu, a list or the site settings (${shared.join(', ') || files.join(', ')})`,
    );
  }
  return reasons;
}
