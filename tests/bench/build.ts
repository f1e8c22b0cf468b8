/**
 * `npm run bench:build [-- --guides 1000]`: a cold build of content/ plus N generated guides, timed,
 * with the peak resident memory of the build and its child processes; docs/benchmarks.md keeps the figures.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const GUIDES = Number(parseArgs({ options: { guides: { type: 'string', default: '1000' } } }).values.guides);
// Not under test-results/, which `npm test` empties when it starts: the two may run side by side.
const WORK_DIR = path.resolve('node_modules', '.cache', 'bench-build');
const CONTENT_DIR = path.join(WORK_DIR, 'content');
const DIST_DIR = path.join(WORK_DIR, 'dist');
const WORDS = ['a tenant', 'signs', 'a lease', 'with a lawyer', 'an employer', 'reviews', 'a claim', 'in writing'];

/** Varied by `seed`, so every run builds the same site. */
function paragraph(seed: number, sentences = 8): string {
  return Array.from({ length: sentences }, (_, s) => {
    const words = Array.from({ length: 4 }, (_, w) => WORDS[(seed + s * 3 + w * 5) % WORDS.length]);
    return `Then ${words.join(' ')} before the deadline.`;
  }).join(' ');
}

function guide(index: number, area: { name: string; slug: string }, author: string): string {
  const sections = Array.from(
    { length: 4 },
    (_, s) =>
      `## Step ${s + 1} for guide ${index}\n\n${paragraph(index + s)}\n\n- ${paragraph(s, 1)}\n- ${paragraph(s + 1, 1)}`,
  );
  const date = `20${18 + (index % 8)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  const frontmatter = [`slug: /insights/bench-guide-${index}`, `title: Bench guide number ${index}`, `date: ${date}`];
  frontmatter.push(
    `description: A generated guide, number ${index}, about what to check and when, for the build benchmark.`,
  );
  frontmatter.push(`author: ${author}`, `areas: [${area.name}]`);
  const link = `See [our ${area.name.replace(/-/g, ' ')} page](${area.slug}).`;
  return `---\n${frontmatter.join('\n')}\n---\n\n${paragraph(index)} ${link}\n\n${sections.join('\n\n')}\n`;
}

function writeContent(): void {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.cpSync('content', CONTENT_DIR, { recursive: true });
  const names = (folder: string) =>
    fs
      .readdirSync(path.join(CONTENT_DIR, folder))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.slice(0, -'.mdx'.length));
  const areas = names('services').map((name) => {
    const text = fs.readFileSync(path.join(CONTENT_DIR, 'services', `${name}.mdx`), 'utf8');
    return { name, slug: /^slug:\s*(\S+)/m.exec(text)?.[1] ?? '' };
  });
  const author = names('team')[0];
  if (!author || areas.some(({ slug }) => !slug))
    throw new Error('content/ needs services with a slug and a team member');
  for (let index = 1; index <= GUIDES; index += 1) {
    const file = path.join(CONTENT_DIR, 'articles', `bench-guide-${index}.mdx`);
    fs.writeFileSync(file, guide(index, areas[index % areas.length]!, author));
  }
}

/** Resident bytes of `rootPid` and its descendants, from /proc/<pid>/stat. */
function treeRssBytes(rootPid: number): number {
  const processes = fs.readdirSync('/proc').flatMap((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command name (which may hold spaces): state, ppid, ... and rss, in 4 kB pages.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(pid), parent: Number(fields[1]), bytes: Number(fields[21]) * 4096 }];
    } catch {
      return []; // Not a process, or gone meanwhile.
    }
  });
  const tree = new Set([rootPid]);
  for (let size = 0; size !== tree.size;) {
    size = tree.size;
    for (const { pid, parent } of processes) if (tree.has(parent)) tree.add(pid);
  }
  return processes.reduce((sum, { pid, bytes }) => sum + (tree.has(pid) ? bytes : 0), 0);
}

writeContent();
console.log(`${GUIDES} guides written to ${path.relative(process.cwd(), CONTENT_DIR)}; one cold build`);
const started = performance.now();
const build = spawn('npm', ['run', '--silent', 'build'], {
  env: { ...process.env, CONTENT_DIR, DIST_DIR, BUILD_CACHE: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
  // A build that takes longer than ten minutes is stopped: the bench never hangs.
  timeout: 10 * 60 * 1000,
});
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(build.pid!))), 50);
const [code] = (await once(build, 'exit')) as [number | null];
clearInterval(sampler);
if (code !== 0) throw new Error(`the build failed (exit code ${code}); its errors are above`);
const pages = (fs.readdirSync(DIST_DIR, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
console.log(
  `${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(peak / 1e6)} MB ` +
    `(${peak < 1e9 ? 'under' : 'OVER'} 1 GB), ${pages.length} HTML files`,
);
