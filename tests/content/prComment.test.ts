/**
 * The pull request's comment, from what the build printed: the checker's real lines for a copy
 * of the fixture content with one mistake, read back from the build's output and worded for an
 * editor (file and field, no line number), with the changed pages and why each changed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { summarise } from '../../content-pipeline/contentProblem';
import {
  asText,
  commentMarkdown,
  COMMENT_MARKER,
  problemsInLog,
  withFailedStep,
} from '../../scripts/preview-changes/prComment';
import type { ContentFixture } from '../support/contentFixture';
import { ROOT } from '../support/childServer';
import { contentForTest } from '../support/contentForTest';

/** What a build prints around the checker's lines, for the comment to pick them out of. */
async function buildLogAfter(change: (f: ContentFixture) => void): Promise<string> {
  const fixture = contentForTest();
  change(fixture);
  const report = summarise((await checkAndLoadContent({ contentDir: fixture.dir })).problems, 'check:content');
  const vite = ['bundle: built by Vite in 20.1 s', 'vike v0.4 pre-rendering HTML...'];
  return [...vite, ...report.lines, report.summary].join('\n');
}

it('says how many errors to fix and lists each error and warning in the checker’s words', async () => {
  const log = await buildLogAfter((f) => {
    f.edit('services/family-law.mdx', (text) => text.replace(/^title: .*$/m, 'title: ""'));
    f.remove('fr/services/family-law.mdx');
  });
  const problems = problemsInLog(log);
  const errors = problems.filter((problem) => problem.severity === 'error');
  expect(errors).toEqual([expect.objectContaining({ file: 'content/services/family-law.mdx', field: 'title' })]);
  expect(problems.some((problem) => problem.severity === 'warning')).toBe(true);

  const markdown = commentMarkdown({ built: false, problems, previewLink: 'https://example.invalid/run' });
  const lines = markdown.split('\n');
  expect(lines[0]).toBe(COMMENT_MARKER);
  expect(lines[1]).toBe('❌ **1 error to fix** before this can be merged.');
  expect(markdown).toContain(
    `### Errors (1)\n\n- ${asText('content/services/family-law.mdx')} (title): ${asText(errors[0]?.message ?? '')}`,
  );
  expect(markdown).toMatch(/### Warnings \(\d+\)\n\n- content\\\//);
  // The visual editor shows no line numbers: the comment names none (the log keeps them).
  expect(log).toMatch(/content\/services\/family-law\.mdx:\d+:/);
  expect(markdown).not.toMatch(/\.mdx:\d|mdx\\:\d/);
  expect(markdown).toContain('The changed pages are shown once the site builds.');
});

it('says ready to merge, lists the changed pages grouped by why, and links to the preview', async () => {
  const problems = problemsInLog(await buildLogAfter(() => {}));
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  const menu = 'its menu or footer shows “Family Law and Mediation” (content/services/family-law.mdx), which changed';
  const reasons = new Map([
    ['/', 'it lists or links to “Family Law and Mediation” (content/services/family-law.mdx), which changed'],
    ['/privacy', menu],
    ['/services/family-law', 'its own file changed (content/services/family-law.mdx)'],
    ['/contact', menu],
  ]);
  const markdown = commentMarkdown({
    built: true,
    problems,
    changes: { changed: [...reasons.keys()], added: ['/new'], removed: ['/old'], reasons },
    previewLink: 'https://example.invalid/run',
  });
  expect(markdown.split('\n')[1]).toBe('✅ **Ready to merge**: the content check found no error.');
  expect(markdown).toContain(
    // One line per reason, the pages a menu change touches last.
    '### Changed pages (4)\n\n' +
      `- \\/: ${asText(reasons.get('/') ?? '')}\n` +
      `- ${asText('/services/family-law')}: ${asText(reasons.get('/services/family-law') ?? '')}\n` +
      `- \\/privacy, \\/contact: ${asText(menu)}`,
  );
  expect(markdown).toContain('### New pages (1)\n\n- \\/new');
  expect(markdown).toContain('### Gone pages (1)\n\n- \\/old');
  expect(markdown).toContain('[the preview](https://example.invalid/run)');
  expect(markdown).not.toContain('### Errors');
});

it('writes every title, path and message from content as text: no link, picture, HTML or comment opens', () => {
  const title = '[Ready to merge](https://evil.example) ![x](https://evil.example/a.png) <b>hi</b> <!-- *_`';
  const markdown = commentMarkdown({
    built: true,
    problems: [{ file: 'content/pages/<!--.mdx', field: 'title', message: `found "${title}"`, severity: 'warning' }],
    changes: {
      changed: ['/a](x)'],
      added: ['/<img src=x>'],
      removed: [],
      reasons: new Map([['/a](x)', `“${title}”\n# Ready`]]),
    },
    previewLink: 'https://example.invalid/run',
  });
  const fromContent = markdown.split('\n').filter((line) => line.startsWith('- '));
  expect(fromContent).toHaveLength(3);
  // Only escaped marks remain: none of [ ] < > ! ` * _ unescaped (the parentheses around a field are ours), no line of its own.
  for (const line of fromContent) expect(line.slice(2).replace(/\\[!-/:-@[-`{-~]/g, '')).not.toMatch(/[[\]<>!`*_\\]/);
  expect(markdown).not.toMatch(/^# Ready/m);
});

/**
 * The pull request's comment job (.github/workflows/ci.yml) as GitHub runs it, on the verdict file
 * the check wrote (none when the run made none), beside an earlier push's comment if any: its own
 * script, with GitHub's client replaced by one that keeps what it would post.
 */
async function commentJob(verdictFile: string | undefined, earlier?: string) {
  const workflow = parse(fs.readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
    jobs: Record<string, { steps?: { uses?: string; with?: { script?: string } }[] }>;
  };
  const script = Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .find((step) => step.uses?.startsWith('actions/github-script'))?.with?.script;
  expect(script).toBeDefined();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-'));
  if (verdictFile !== undefined) {
    fs.mkdirSync(path.join(dir, 'verdict'));
    fs.writeFileSync(path.join(dir, 'verdict/comment.md'), verdictFile);
  }
  const created: string[] = [];
  const updated: string[] = [];
  const keep =
    (list: string[]) =>
    async ({ body }: { body: string }) =>
      list.push(body);
  const github = {
    paginate: async () => (earlier ? [{ id: 7, user: { type: 'Bot' }, body: earlier }] : []),
    rest: { issues: { listComments: {}, createComment: keep(created), updateComment: keep(updated) } },
  };
  const context = { repo: { owner: 'firm', repo: 'site' }, issue: { number: 1 } };
  const env = { RUN_LINK: 'https://github.example/run/1', ARTIFACT_URL: '' };
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    // The workflow's script is the repository's own text, run as GitHub's action runs it.
    const run = new Function('require', 'github', 'context', 'process', `return (async () => {${script}})();`);
    await run(createRequire(import.meta.url), github, context, { env });
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { created, updated };
}

/** The one comment the job posts on a pull request that has none yet. */
async function postedComment(verdictFile: string): Promise<string> {
  const { created, updated } = await commentJob(verdictFile);
  expect([created.length, updated.length]).toEqual([1, 0]);
  return created[0] ?? '';
}

it('the comment job posts a verdict whose titles hold <b>, <!--, <script> or [a](b) as it is: they show as text', async () => {
  const titles = ['<b>Bold</b> offer', '<!-- hidden', '<script>alert(1)</script>', '[a](b) and ![x](y)'];
  const verdict = commentMarkdown({
    built: true,
    problems: titles.map((title) => ({
      file: 'content/pages/a.mdx',
      message: `found "${title}"`,
      severity: 'warning',
    })),
    previewLink: 'https://github.example/run/1',
  });
  expect(await postedComment(verdict)).toBe(verdict);
});

it('the comment job refuses a verdict file with HTML, a picture or a link elsewhere, unescaped', async () => {
  const refused = '❌ **The verdict could not be shown here**';
  for (const line of ['<b>hi</b>', '<!-- x -->', '![x](https://github.example/run/1)', '[x](https://evil.example)']) {
    expect(await postedComment(`${COMMENT_MARKER}\n${line}\n`), line).toContain(refused);
  }
});

it('lists the warnings this change caused, and only counts those already there before it', async () => {
  const baseProblems = problemsInLog(await buildLogAfter(() => {}));
  const problems = problemsInLog(
    await buildLogAfter((f) =>
      f.edit('services/family-law.mdx', (text) => text.replace(/^title: .*$/m, `title: ${'Family Law '.repeat(8)}`)),
    ),
  );
  const markdown = commentMarkdown({ built: true, problems, baseProblems, previewLink: 'https://example.invalid/run' });
  const caused = /### Warnings this change caused \((\d+)\)\n\n((?:- .*\n?)+)/.exec(markdown);
  // The long title, and the French page now behind its English one.
  expect(caused?.[1]).toBe('2');
  expect(caused?.[2]).toContain(`${asText('content/services/family-law.mdx')} (title)`);
  expect(caused?.[2]).toContain(`${asText('content/fr/services/family-law.mdx')} (sourceVersion)`);
  const before = baseProblems.filter((problem) => problem.severity === 'warning').length;
  expect(before).toBeGreaterThan(1);
  expect(markdown).toContain(`${before} warnings were there before this change: the check’s log lists them.`);
});

it('a step of the run that fails after the content check turns the headline: never "Ready to merge" then', async () => {
  const ready = commentMarkdown({ built: true, problems: [], previewLink: 'https://github.example/run/1' });
  expect(ready.split('\n')[1]).toMatch(/^✅ \*\*Ready to merge\*\*/);
  const failed = withFailedStep(ready, 'The accessibility check');
  expect(failed.split('\n')[1]).toBe(
    '❌ **The accessibility check failed**: the check’s log says what to fix (a developer can help).',
  );
  expect(failed).not.toContain('Ready to merge');
  expect(await postedComment(failed)).toBe(failed);
});

it('a push without a verdict (code changed, or the run stopped first) marks an earlier “Ready to merge” as no longer holding', async () => {
  const ready = commentMarkdown({ built: true, problems: [], previewLink: 'https://github.example/run/1' });
  const { created, updated } = await commentJob(undefined, ready);
  expect(created).toEqual([]);
  expect(updated).toEqual([
    `${COMMENT_MARKER}\n⏳ **No content verdict for this push**: the check's own status is its result, and [the check's log](https://github.example/run/1) has it.`,
  ]);
  // A pull request that never had a verdict gets no comment.
  expect(await commentJob(undefined)).toEqual({ created: [], updated: [] });
});
