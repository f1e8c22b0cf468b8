/**
 * `npm run bench:build [-- --guides 1000 --runs 1]`: a cold build of the site's content plus
 * N generated guides (about 600 words each), timed, with its peak memory: the summed resident
 * memory of the build and every process it starts, sampled from /proc. The content is a copy of
 * content/ in test-results/bench-build/, built there with `npm run build` (CONTENT_DIR and
 * DIST_DIR pointing at it, BUILD_CACHE=off so no picture copy is reused). Prints each run and
 * the median; docs/benchmarks.md keeps the figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { guides: { type: 'string', default: '1000' }, runs: { type: 'string', default: '1' } },
});
const GUIDES = Number(values.guides);
const RUNS = Number(values.runs);
/** A build that takes longer than this is stopped: the bench never hangs. */
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;
const MEMORY_TARGET_BYTES = 1e9;
const SAMPLE_MS = 50;

const WORK_DIR = path.resolve('test-results', 'bench-build');
const CONTENT_DIR = path.join(WORK_DIR, 'content');
const DIST_DIR = path.join(WORK_DIR, 'dist');

const TOPICS = ['a lease', 'a release', 'a will', 'a contract', 'a hearing', 'a claim', 'an appeal', 'a deposit'];
const VERBS = ['reads', 'signs', 'reviews', 'questions', 'files', 'answers', 'keeps', 'sends'];
const PEOPLE = ['a tenant', 'an employer', 'a buyer', 'a spouse', 'a landlord', 'a client', 'a director'];
const ENDINGS = ['before the deadline', 'with a lawyer', 'in writing', 'after the meeting', 'at the tribunal'];

/** The same index always gives the same text, so every run builds the same site. */
function sentence(seed: number): string {
  const pick = (list: string[], salt: number) => list[(seed * 7 + salt * 13) % list.length]!;
  const text = `${pick(PEOPLE, 1)} ${pick(VERBS, 2)} ${pick(TOPICS, 3)} ${pick(ENDINGS, 4)}`;
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number, sentences = 8): string {
  return Array.from({ length: sentences }, (_, i) => sentence(seed + i)).join(' ');
}

function guide(index: number, services: { name: string; slug: string }[], author: string): string {
  const service = services[index % services.length]!;
  const day = String((index % 28) + 1).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  const sections = Array.from({ length: 4 }, (_, s) => {
    const list = Array.from({ length: 3 }, (_, i) => `- ${sentence(index + s * 5 + i)}`).join('\n');
    return `## Step ${s + 1} for guide ${index}\n\n${paragraph(index + s)}\n\n${list}\n\n${paragraph(index + s + 3)}`;
  });
  return [
    '---',
    `slug: /insights/bench-guide-${index}`,
    `title: Bench guide number ${index}`,
    `description: A generated guide, number ${index}, about what to check and when, written for the build benchmark only.`,
    `date: 20${String(18 + (index % 8))}-${month}-${day}`,
    `author: ${author}`,
    `areas: [${service.name}]`,
    '---',
    '',
    `${paragraph(index)} See [our ${service.name.replace(/-/g, ' ')} page](${service.slug}).`,
    '',
    ...sections,
    '',
  ].join('\n');
}

/** The real content with N guides added, written afresh. */
function writeContent(): void {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.cpSync('content', CONTENT_DIR, { recursive: true });
  const names = (folder: string) =>
    fs
      .readdirSync(path.join(CONTENT_DIR, folder))
      .filter((file) => file.endsWith('.mdx'))
      .sort();
  const services = names('services').flatMap((file) => {
    const slug = /^slug:\s*(\S+)/m.exec(fs.readFileSync(path.join(CONTENT_DIR, 'services', file), 'utf8'))?.[1];
    return slug ? [{ name: file.slice(0, -'.mdx'.length), slug }] : [];
  });
  const author = names('team')[0]?.slice(0, -'.mdx'.length);
  if (services.length === 0 || !author) throw new Error('content/ needs services with a slug and a team member');
  const folder = path.join(CONTENT_DIR, 'articles');
  for (let index = 1; index <= GUIDES; index += 1) {
    fs.writeFileSync(path.join(folder, `bench-guide-${index}.mdx`), guide(index, services, author));
  }
}

/** Summed VmRSS (bytes) of `rootPid` and its descendants now, from /proc. */
function treeRssBytes(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces: the fields after its last ')' are safe.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid) !== undefined;
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kb * 1024;
}

interface Run {
  seconds: number;
  peakBytes: number;
  pages: number;
}

async function buildOnce(): Promise<Run> {
  fs.rmSync(DIST_DIR, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, CONTENT_DIR, DIST_DIR, BUILD_CACHE: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakBytes = 0;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRssBytes(child.pid!))), SAMPLE_MS);
  const timeout = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  clearTimeout(timeout);
  if (code !== 0) throw new Error(`the build failed (exit code ${code}); its errors are above`);
  return { seconds: (performance.now() - started) / 1000, peakBytes, pages: countPages(DIST_DIR) };
}

function countPages(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).length;
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

writeContent();
console.log(`${GUIDES} guides written to ${path.relative(process.cwd(), CONTENT_DIR)}; ${RUNS} cold build(s)`);
const runs: Run[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const result = await buildOnce();
  runs.push(result);
  console.log(
    `run ${run}: ${result.seconds.toFixed(1)} s, peak memory ${megabytes(result.peakBytes)}, ${result.pages} HTML files`,
  );
}
const peak = Math.max(...runs.map((run) => run.peakBytes));
console.log(
  `median ${median(runs.map((run) => run.seconds)).toFixed(1)} s; highest peak ${megabytes(peak)} ` +
    `(${peak < MEMORY_TARGET_BYTES ? 'under' : 'OVER'} 1 GB)`,
);
