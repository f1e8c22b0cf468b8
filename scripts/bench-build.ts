/**
 * `npm run bench:build -- N [N2 ...] [--runs R] [--warm] [--keep]`: how long the build takes, and how much
 * memory it needs, for a site with N articles, so we know before the firm has them whether a build
 * machine (or CI) copes with a few thousand.
 *
 * Each run copies the project to a fresh temporary folder (without dist/ or data/, with
 * node_modules linked); writes N generated articles
 * of realistic size and shape into the copy's content/articles/; and runs `scripts/build.ts` there in a
 * child process. That build is cold, as on CI or a first deploy: BUILD_CACHE=refresh makes it
 * bundle the code and compile every body although the linked node_modules holds the project's
 * build cache (lib/buildCache.ts), and keep what it makes for the warm build. Peak memory is the highest summed RSS of that process and every process it starts,
 * sampled from /proc, because the build's helpers (esbuild, workers) need memory too and a machine
 * must hold all of them at once. --warm rebuilds the same copy after a one-sentence edit, as an
 * editor's next deploy would. Several N show how the build time grows with the number of articles.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run bench:build -- N [N2 ...] [--runs R] [--warm] [--keep]';
const SAMPLE_INTERVAL_MS = 50;
const LOG_FILE = 'bench-build.log';
const LOG_TAIL_LINES = 40;
const TARGET_BODY_WORDS = 600;
/** Search engines cut titles after about 60 characters, and the content checker warns beyond that. */
const TITLE_MAX_CHARACTERS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DATE = Date.UTC(2018, 0, 1);
const LAST_DATE = Date.UTC(2026, 9, 31);
const LAST_UPDATED = Date.UTC(2026, 10, 1);
const EXTERNAL_LINK = 'https://www.tribunalsontario.ca/ltb/';

/** What a build copy must not bring along: other builds, local data, caches, and the heavy folders. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', '.cache']);

interface Options {
  counts: number[];
  runs: number;
  warm: boolean;
  keep: boolean;
}

type BuildKind = 'cold' | 'warm';

interface Row {
  articles: number;
  run: string;
  kind: BuildKind;
  pages: number;
  wallMs: number;
  peakKb: number;
}

/** The content the generated articles point at: services (areas, links) and team members (authors). */
interface ContentNames {
  serviceNames: string[];
  services: { slug: string; title: string }[];
  teamNames: string[];
}

// ---------------------------------------------------------------------------------------------
// Generated articles

type Random = () => number;

/** mulberry32: tiny, seedable, and the same sequence on every machine, so N always gives the same files. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One seed per article rather than one stream for all, so article i is the same whatever N is. */
function articleSeed(index: number): number {
  return Math.imul(index, 0x9e3779b1) ^ 0x85ebca6b;
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` different items, in random order. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled.slice(0, count);
}

/** `count` different items, in the list's own order (steps of a procedure must stay in sequence). */
function pickInOrder<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set(pickDistinct(random, items, count));
  return items.filter((item) => chosen.has(item));
}

const WORDS = {
  party: [
    'tenant',
    'landlord',
    'employee',
    'employer',
    'spouse',
    'parent',
    'buyer',
    'seller',
    'borrower',
    'lender',
    'applicant',
    'contractor',
    'business owner',
    'property manager',
  ],
  parties: [
    'tenants',
    'landlords',
    'employees',
    'employers',
    'separating spouses',
    'parents',
    'home buyers',
    'sellers',
    'borrowers',
    'small business owners',
    'applicants',
    'families',
  ],
  decider: [
    'the Landlord and Tenant Board',
    'the court',
    'the tribunal',
    'the adjudicator',
    'the judge',
    'the Federal Court',
    'the Small Claims Court',
    'the Superior Court of Justice',
  ],
  document: [
    'notice',
    'order',
    'contract',
    'lease',
    'application',
    'affidavit',
    'statement of claim',
    'separation agreement',
    'offer to settle',
    'termination letter',
    'purchase agreement',
    'mortgage commitment',
    'financial statement',
    'demand letter',
    'employment contract',
  ],
  event: [
    'hearing',
    'mediation session',
    'closing',
    'case conference',
    'appeal hearing',
    'settlement meeting',
    'motion',
    'trial',
    'pre-trial conference',
  ],
  topic: [
    'eviction notices',
    'rent increases',
    'wrongful dismissal',
    'severance pay',
    'child support',
    'spousal support',
    'parenting time',
    'property division',
    'real estate closings',
    'mortgage renewals',
    'limitation periods',
    'contract disputes',
    'judicial review',
    'adjournments',
    'mediation',
    'evidence',
    'appeals',
    'custody',
    'repairs and maintenance',
    'unpaid wages',
    'deposits',
    'title searches',
    'study permits',
    'work permits',
    'termination clauses',
    'shareholder disputes',
    'personal injury claims',
  ],
  deadline: [
    'deadline',
    'limitation period',
    'filing deadline',
    'notice period',
    'appeal period',
    'response date',
    'closing date',
  ],
  evidence: [
    'evidence',
    'records',
    'emails',
    'receipts',
    'photos',
    'witness statements',
    'pay stubs',
    'bank statements',
    'text messages',
    'inspection reports',
    'medical notes',
  ],
  remedy: [
    'appeal the decision',
    'ask for an adjournment',
    'claim damages',
    'seek judicial review',
    'request a review',
    'dispute the notice',
    'claim severance',
    'enforce the contract',
    'ask for costs',
    'file a response',
  ],
  demand: ['application', 'statement of claim', 'demand letter', 'notice', 'offer to settle'],
  outcome: ['outcome', 'result', 'timeline', 'settlement range', 'cost'],
  communication: ['email', 'phone call', 'letter', 'text message', 'meeting', 'conversation'],
  fact: [
    'the amount owed',
    'the date of the agreement',
    'the reasons for termination',
    'the condition of the property',
    'the parenting schedule',
    'the terms of payment',
    'the closing adjustments',
  ],
} as const satisfies Record<string, readonly string[]>;

type Slot = keyof typeof WORDS;

/** The words an article is about: its title, description and headings use the same ones. */
type ArticleSubject = Partial<Record<Slot, string>>;

const SENTENCES = [
  '{a:party} who receives {a:document} should read it carefully and write down the {deadline}.',
  'Before the {event}, gather your {evidence} and keep copies in one place so nothing is missed.',
  '{decider} may grant an adjournment when {a:party} shows a good reason for the delay.',
  'Missing the {deadline} can cost you the chance to {remedy}, so note every date as soon as you learn it.',
  'Many {parties} find that mediation settles a dispute faster, and at lower cost, than {a:event}.',
  'Keep a written record of every {communication} with the {party}, including the date and what was said.',
  'If {decider} makes an order you disagree with, you may be able to {remedy} within a short time.',
  'A lawyer can explain how the law on {topic} applies to your situation and what {outcome} is realistic.',
  'The {document} should state its terms clearly, because vague wording often leads to a dispute later.',
  '{parties} often see {topic} differently from the other side, and clear {evidence} can make the difference.',
  'Ask for the promise in writing if the {party} says something important about {fact}.',
  '{decider} looks closely at the {evidence} both sides bring, so put everything in date order before the {event}.',
  'The rules on {topic} change from time to time, so check that any guide you rely on is current.',
  'It is rarely wise to ignore {a:document}, even when you believe it was sent by mistake.',
  'An early and honest conversation with the {party} can prevent a costly {event} later.',
  'The basic *limitation period* for many civil claims in Ontario is two years, although there are exceptions.',
  'When {a:party} cannot attend the {event}, they should tell {decider} as early as possible.',
  'Settlement discussions are usually private, and what is said in them generally cannot be used at the {event}.',
  'Bring a short timeline of events to every meeting about {topic}, because it saves time and money.',
  'A **clear timeline** and organised {evidence} make it easier for a lawyer to give useful advice.',
  'Every case about {topic} turns on its own facts, so general information is no substitute for advice.',
  '{a:party} may be entitled to more than the legal minimum, depending on what the {b:document} says.',
  'Read every page of {a:document} before signing it, and ask about anything that is unclear.',
  'The cost of {a:event} can add up quickly, which is one reason many disputes settle before it begins.',
  'A judicial review asks a court whether a decision was reasonable and fair, not to hear the whole case again.',
  'Where the other side does not answer {a:demand}, you may be able to ask {decider} for an order.',
  'Disputes about {fact} are common, and they are easier to resolve when the paperwork is complete.',
  'The most important step is often the first one, which is to understand what the {document} asks of you.',
  'Courts expect both sides to make a real effort to settle before the {event}.',
  'Some {parties} choose to represent themselves, but even one consultation can help avoid a costly mistake.',
  'Write down {fact} while your memory is fresh, and sign and date your notes.',
  'If you are unsure whether {a:document} is valid, do not sign anything until it has been reviewed.',
  'A *without prejudice* offer lets the {party} propose a settlement without admitting anything.',
  'Being on time, polite and prepared at the {event} makes a better impression than any argument.',
];

const LIST_ITEMS = [
  'A copy of the {document} and any reply you sent',
  'The date you received each {document}',
  'Notes from every {communication} with the {party}',
  'Photos, emails or texts that show {fact}',
  'Receipts and bank records that support your position',
  'The names of people who saw what happened',
  'Any order already made by {decider}',
  'A short timeline of the key events',
  'Your questions for the lawyer, written down in advance',
  '{evidence} from the months before the dispute',
];

const STEPS = [
  'Read the {document} and write down the {deadline}.',
  'Gather your {evidence} in one folder.',
  'Speak with a lawyer about your options.',
  'Try mediation if the other side is willing.',
  'File your response before the {deadline} passes.',
  'Prepare a short summary of the facts for the {event}.',
  'Attend the {event} on time with copies of your documents.',
  'Follow the order and keep proof that you did.',
];

const SECTION_HEADINGS = [
  'What {parties} should know about {topic}',
  'How the law on {topic} works in Ontario',
  'What happens at the {event}',
  'Your rights as {a:party}',
  'Preparing for the {event}',
  'Common questions about {topic}',
  'Deadlines that matter',
  'When to speak with a lawyer',
  'Costs and timelines',
  'Your options if talks break down',
];

const SUBSECTION_HEADINGS = [
  'Documents to gather',
  'Timing and deadlines',
  'What {decider} looks at',
  'If the other side does not respond',
  'Mediation and settlement',
  'A note on {evidence}',
];

const TITLES = [
  'What {parties} should know about {topic}',
  'A plain guide to {topic} in Ontario',
  '{topic} explained for {parties}',
  'How to prepare for {a:event}',
  'Five questions about {topic} answered',
  'Understanding {topic} before you act',
];

const DESCRIPTIONS = [
  'A plain-language guide for {parties} on {topic}, the key deadlines and what to expect at {a:event}.',
  'How {topic} works in Ontario, what {parties} should gather first and when to speak with a lawyer.',
  'What {parties} in Ontario need to know about {topic}, from the first {document} to the {event}.',
  'Practical steps for {parties} dealing with {topic}, with the documents and dates that matter most.',
];

const SERVICE_LINK_SENTENCES = [
  'For more on this area, see our [{title}]({slug}) page.',
  'Our [{title}]({slug}) page explains how the firm helps with matters like this.',
  'Related questions are covered on our [{title}]({slug}) page.',
];

const EXTERNAL_LINK_SENTENCES = [
  `The [Landlord and Tenant Board](${EXTERNAL_LINK}) publishes its forms, rules and practice directions online.`,
  `Tribunals Ontario posts the [Landlord and Tenant Board rules and forms](${EXTERNAL_LINK}) on its website.`,
];

const CONTACT_SENTENCES = [
  'If you would like advice about your own situation, [contact us](/contact) to book a free consultation.',
  '[Get in touch](/contact) to ask how these rules apply to you.',
];

const DISCLAIMER = '*This guide is general information about Ontario law, not legal advice for your situation.*';

const SLOT_PATTERN = /\{(?:([ab]+):)?(\w+)\}/g;

function isSlot(name: string): name is Slot {
  return Object.hasOwn(WORDS, name);
}

function indefiniteArticle(word: string): string {
  return /^\W*[aeiou]/i.test(word) ? 'an' : 'a';
}

function capitalise(text: string): string {
  return text.replace(/^(\W*)([a-z])/, (_match, prefix: string, letter: string) => prefix + letter.toUpperCase());
}

/**
 * Fills `{slot}` with a random word of WORDS (or the subject's own word for it); `{a:slot}` adds
 * "a"/"an", `{b:slot}` makes the word bold. A brace left over would be an MDX expression and break
 * the build, so a mistyped slot stops the generator instead.
 */
function fillTemplate(template: string, random: Random, subject: ArticleSubject = {}): string {
  const filled = template.replace(SLOT_PATTERN, (_match, modifiers: string | undefined, name: string) => {
    if (!isSlot(name)) throw new Error(`unknown slot {${name}} in "${template}"`);
    const word = subject[name] ?? pick(random, WORDS[name]);
    const emphasised = modifiers?.includes('b') ? `**${word}**` : word;
    return modifiers?.includes('a') ? `${indefiniteArticle(word)} ${emphasised}` : emphasised;
  });
  if (/[{}]/.test(filled)) throw new Error(`a brace is left in "${filled}" (from "${template}")`);
  return filled;
}

/**
 * Hands out the items in random order without repeats until all have been used (then starts
 * again), so an article's paragraphs, headings and links do not echo each other.
 */
function deck<T>(random: Random, items: readonly T[]): () => T {
  let remaining: T[] = [];
  return () => {
    if (remaining.length === 0) remaining = pickDistinct(random, items, items.length);
    const item = remaining.pop();
    if (item === undefined) throw new Error('deal from an empty deck');
    return item;
  };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A random template filled until the result fits, e.g. a title's word count or a description's length. */
function fillUntil(
  templates: readonly string[],
  random: Random,
  subject: ArticleSubject,
  fits: (text: string) => boolean,
): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const text = capitalise(fillTemplate(pick(random, templates), random, subject));
    if (fits(text)) return text;
  }
  throw new Error(`no template of ${JSON.stringify(templates[0])}… fits for ${JSON.stringify(subject)}`);
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A publication date spread over 2018-01-01 … 2026-10-31 (all in the past), and sometimes a later update. */
function articleDates(random: Random, index: number): { date: string; updated?: string } {
  const published = FIRST_DATE + Math.floor(random() * ((LAST_DATE - FIRST_DATE) / DAY_MS + 1)) * DAY_MS;
  if (index % 7 !== 0) return { date: isoDate(published) };
  const updated = published + (1 + Math.floor(random() * ((LAST_UPDATED - published) / DAY_MS))) * DAY_MS;
  return { date: isoDate(published), updated: isoDate(updated) };
}

function serviceLinkSentence(random: Random, service: { slug: string; title: string }): string {
  return pick(random, SERVICE_LINK_SENTENCES).replace('{title}', service.title).replace('{slug}', service.slug);
}

function paragraph(nextSentence: () => string, sentences: number, extra: string[] = []): string {
  return [...Array.from({ length: sentences }, nextSentence), ...extra].join(' ');
}

/** A whole number from low to high, both included. */
function between(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** The article's MDX body: about TARGET_BODY_WORDS words in three sections, lists and links. */
function articleBody(random: Random, subject: ArticleSubject, names: ContentNames): string {
  const nextTemplate = deck(random, SENTENCES);
  const nextSentence = () => capitalise(fillTemplate(nextTemplate(), random));
  const sentences = (low: number, high: number) => between(random, low, high);
  const nextService = deck(random, names.services);
  const serviceLink = () => [serviceLinkSentence(random, nextService())];
  const nextSection = deck(random, SECTION_HEADINGS);
  const nextSubsection = deck(random, SUBSECTION_HEADINGS);
  const heading = (level: '##' | '###', template: string) =>
    `${level} ${capitalise(fillTemplate(template, random, subject))}`;

  const blocks = [
    paragraph(nextSentence, sentences(3, 4)),
    `**Key point.** ${paragraph(nextSentence, 2)}`,
    heading('##', nextSection()),
    paragraph(nextSentence, sentences(3, 4), serviceLink()),
    heading('###', nextSubsection()),
    paragraph(nextSentence, sentences(2, 3)),
    'Useful things to keep together include:',
    pickDistinct(random, LIST_ITEMS, between(random, 4, 6))
      .map((item) => `- ${capitalise(fillTemplate(item, random))}`)
      .join('\n'),
    heading('##', nextSection()),
    paragraph(nextSentence, sentences(2, 3)),
    'In most cases the steps look like this:',
    pickInOrder(random, STEPS, between(random, 4, 6))
      .map((step, position) => `${position + 1}. ${fillTemplate(step, random)}`)
      .join('\n'),
    paragraph(nextSentence, sentences(2, 3), [pick(random, EXTERNAL_LINK_SENTENCES)]),
    heading('##', nextSection()),
    paragraph(nextSentence, sentences(3, 4), serviceLink()),
    heading('###', nextSubsection()),
  ];
  const closing = [pick(random, CONTACT_SENTENCES)];
  const lastParagraph: string[] = [];
  // The last paragraph grows until the article reaches its length, so every article is about as long.
  while (countWords([...blocks, ...lastParagraph, ...closing, DISCLAIMER].join(' ')) < TARGET_BODY_WORDS) {
    lastParagraph.push(nextSentence());
  }
  return [...blocks, [...lastParagraph, ...closing].join(' '), DISCLAIMER].join('\n\n');
}

/** One generated article, frontmatter and body; the same index always gives the same text. */
function benchArticle(index: number, names: ContentNames): string {
  const random = seededRandom(articleSeed(index));
  const subject: ArticleSubject = {
    topic: pick(random, WORDS.topic),
    parties: pick(random, WORDS.parties),
    event: pick(random, WORDS.event),
  };
  const suffix = ` (${index})`;
  const title = fillUntil(TITLES, random, subject, (text) => {
    const words = countWords(text + suffix);
    return words >= 4 && words <= 9 && (text + suffix).length <= TITLE_MAX_CHARACTERS;
  });
  const description = fillUntil(DESCRIPTIONS, random, subject, (text) => text.length >= 80 && text.length <= 150);
  const { date, updated } = articleDates(random, index);
  const areas = pickDistinct(random, names.serviceNames, between(random, 1, 2));
  // JSON strings are valid YAML double-quoted scalars, so any character is escaped correctly.
  const frontmatter = [
    '---',
    `slug: /insights/bench-guide-${index}`,
    `title: ${JSON.stringify(title + suffix)}`,
    `description: ${JSON.stringify(description)}`,
    `date: ${date}`,
    ...(updated ? [`updated: ${updated}`] : []),
    `author: ${pick(random, names.teamNames)}`,
    `areas: [${areas.join(', ')}]`,
    '---',
  ];
  return `${frontmatter.join('\n')}\n\n${articleBody(random, subject, names)}\n`;
}

function mdxNamesIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => file.slice(0, -'.mdx'.length));
}

function readContentNames(contentDir: string): ContentNames {
  const servicesDir = path.join(contentDir, 'services');
  const serviceNames = mdxNamesIn(servicesDir);
  const services = serviceNames.flatMap((name) => {
    const text = fs.readFileSync(path.join(servicesDir, `${name}.mdx`), 'utf8');
    const slug = /^slug:\s*(\S+)/m.exec(text)?.[1];
    // A title with a YAML tag (`!placeholder …`) or quotes would read oddly as link text.
    const title = /^title:\s*([A-Za-z].*?)\s*$/m.exec(text)?.[1] ?? name.replace(/-/g, ' ');
    return slug ? [{ slug, title }] : [];
  });
  const teamNames = mdxNamesIn(path.join(contentDir, 'team'));
  if (services.length === 0 || teamNames.length === 0) {
    fail(`${contentDir} needs services/*.mdx with a slug and team/*.mdx: the articles link to them`);
  }
  return { serviceNames, services, teamNames };
}

/** Writes content/articles/bench-guide-1.mdx … bench-guide-N.mdx beside any articles already there. */
function writeBenchArticles(copyDir: string, count: number): string {
  const contentDir = path.join(copyDir, 'content');
  const articlesDir = path.join(contentDir, 'articles');
  fs.mkdirSync(articlesDir, { recursive: true });
  const names = readContentNames(contentDir);
  for (let index = 1; index <= count; index++) {
    fs.writeFileSync(path.join(articlesDir, `bench-guide-${index}.mdx`), benchArticle(index, names));
  }
  return articlesDir;
}

/** The warm build's edit: one sentence more in one article, as an editor's typical change. */
function editOneArticle(articlesDir: string, count: number): void {
  const file = path.join(articlesDir, `bench-guide-${Math.ceil(count / 2)}.mdx`);
  fs.appendFileSync(file, '\nThis guide was reviewed again after a recent decision, and its advice still applies.\n');
}

// ---------------------------------------------------------------------------------------------
// Project copy

function isCopied(topLevelName: string): boolean {
  return !NOT_COPIED.has(topLevelName) && !topLevelName.startsWith('dist.') && !topLevelName.startsWith('dist-');
}

/** A fresh copy of the project without builds or caches, node_modules linked to the original's. */
function copyProject(projectDir: string): string {
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  fs.cpSync(projectDir, copyDir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(projectDir, source);
      return relative === '' || relative.includes(path.sep) || isCopied(relative);
    },
  });
  fs.symlinkSync(fs.realpathSync(path.join(projectDir, 'node_modules')), path.join(copyDir, 'node_modules'), 'dir');
  return copyDir;
}

// ---------------------------------------------------------------------------------------------
// Measuring a build

/** The kB figure of one `/proc/<pid>/status` line; 0 once the process is gone (or a zombie). */
function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Every live process's children, from the ppid field of /proc/<pid>/stat. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are safe.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const siblings = children.get(parent) ?? [];
    siblings.push(Number(entry));
    children.set(parent, siblings);
  }
  return children;
}

function processTree(rootPid: number): number[] {
  const children = childrenByParent();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/**
 * Samples the process tree's summed RSS while it runs. The root's own VmHWM catches a peak between
 * two samples that the sum would miss, when the root alone was that large.
 */
function watchTreeMemory(rootPid: number): { stop: () => number } {
  let peakTreeKb = 0;
  let lastRootHwmKb = 0;
  const sample = () => {
    const treeKb = processTree(rootPid).reduce((sum, pid) => sum + readStatusKb(pid, 'VmRSS'), 0);
    peakTreeKb = Math.max(peakTreeKb, treeKb);
    lastRootHwmKb = readStatusKb(rootPid, 'VmHWM') || lastRootHwmKb;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peakTreeKb, lastRootHwmKb);
    },
  };
}

/**
 * The environment of the build: the user's, without what would send the build elsewhere than the
 * copy's content/ and dist/, or make Vite build for another mode. A cold build bundles the code
 * with Vite even when an earlier build kept a bundle of the same code (build/codeBundle.ts),
 * and keeps its own for the warm build that follows, as an editor's next build would find it.
 */
function buildEnv(kind: BuildKind): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_CACHE: kind === 'cold' ? 'refresh' : 'on' };
  delete env.DIST_DIR;
  delete env.CONTENT_DIR;
  delete env.NODE_ENV;
  return env;
}

/** The running build, so an interrupted benchmark can stop it before removing its copy. */
let runningBuild: ChildProcess | undefined;

async function timeBuild(
  copyDir: string,
  kind: BuildKind,
): Promise<{ exitCode: number; wallMs: number; peakKb: number }> {
  const logPath = path.join(copyDir, LOG_FILE);
  fs.appendFileSync(logPath, `--- ${kind} build ---\n`);
  const log = fs.openSync(logPath, 'a');
  try {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: copyDir,
      env: buildEnv(kind),
      stdio: ['ignore', log, log],
    });
    runningBuild = child;
    const memory = child.pid === undefined ? undefined : watchTreeMemory(child.pid);
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
    const wallMs = performance.now() - started;
    runningBuild = undefined;
    return { exitCode, wallMs, peakKb: memory?.stop() ?? 0 };
  } finally {
    fs.closeSync(log);
  }
}

/** Built pages: every `index.html` (pages and redirects) and the `404.html`. */
function countPages(clientDir: string): number {
  return fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => ['index.html', '404.html'].includes(path.basename(file))).length;
}

function printLogTail(logPath: string): void {
  const lines = fs.readFileSync(logPath, 'utf8').trimEnd().split('\n');
  console.error(lines.slice(-LOG_TAIL_LINES).join('\n'));
}

async function measureBuild(copyDir: string, articles: number, run: number, kind: BuildKind): Promise<Row> {
  const { exitCode, wallMs, peakKb } = await timeBuild(copyDir, kind);
  if (exitCode !== 0) {
    printLogTail(path.join(copyDir, LOG_FILE));
    // Kept on purpose: the whole log and the generated content are what explain the failure.
    fail(`the ${kind} build of ${articles} articles exited with ${exitCode}; its copy is kept at ${copyDir}`);
  }
  const pages = countPages(path.join(copyDir, 'dist', 'client'));
  return { articles, run: String(run), kind, pages, wallMs, peakKb };
}

// ---------------------------------------------------------------------------------------------
// Report

const COLUMNS = ['N articles', 'run', 'cold/warm', 'pages', 'wall s', 'peak MB', 'pages/s'];
const COLUMN_WIDTHS = [10, 6, 9, 6, 7, 7, 7];

function formatLine(cells: string[]): string {
  return cells.map((cell, column) => cell.padStart(COLUMN_WIDTHS[column] ?? 0)).join(' | ');
}

function formatRow(row: Row): string {
  const seconds = row.wallMs / 1000;
  return formatLine([
    String(row.articles),
    row.run,
    row.kind,
    String(Math.round(row.pages)),
    seconds.toFixed(1),
    // /proc counts in KiB; "MB" here is MiB, as `top` and most tools show it.
    (row.peakKb / 1024).toFixed(0),
    (row.pages / seconds).toFixed(1),
  ]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function medianRow(rows: Row[], kind: BuildKind): Row | undefined {
  const ofKind = rows.filter((row) => row.kind === kind);
  const first = ofKind[0];
  if (!first) return undefined;
  return {
    articles: first.articles,
    run: 'median',
    kind,
    pages: median(ofKind.map((row) => row.pages)),
    wallMs: median(ofKind.map((row) => row.wallMs)),
    peakKb: median(ofKind.map((row) => row.peakKb)),
  };
}

/** How the cold build time grows with N, against the first N given. */
function scalingLines(coldMedians: Row[]): string[] {
  const [base, ...others] = coldMedians;
  if (!base) return [];
  return others.map((row) => {
    const timeRatio = (row.wallMs / base.wallMs).toFixed(1);
    const articleRatio = (row.articles / base.articles).toFixed(1);
    const perArticle =
      row.articles === base.articles
        ? ''
        : `, ${((row.wallMs - base.wallMs) / (row.articles - base.articles)).toFixed(1)} ms per added article`;
    return `${row.articles} vs ${base.articles}: ${timeRatio}× the time for ${articleRatio}× the articles${perArticle}`;
  });
}

function shellQuote(argument: string): string {
  return /^[\w./=:-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

/** The command as it was typed, as far as the process can tell: `npm run`, `npx tsx` or `tsx`. */
function commandLine(): string {
  const args = process.argv.slice(2).map(shellQuote).join(' ');
  const npmScript = process.env.npm_lifecycle_event;
  if (process.env.npm_command === 'run-script' && npmScript) return `npm run ${npmScript} -- ${args}`;
  const script = path.relative(process.cwd(), process.argv[1] ?? 'scripts/bench-build.ts');
  return `${process.env.npm_command === 'exec' ? 'npx ' : ''}tsx ${script} ${args}`;
}

// ---------------------------------------------------------------------------------------------
// Main

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function progress(message: string): void {
  console.error(message);
}

function positiveInteger(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    fail(`${name} must be a whole number of at least 1, not "${text}"\n${USAGE}`);
  return value;
}

function readOptions(args: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        runs: { type: 'string', default: '1' },
        warm: { type: 'boolean', default: false },
        keep: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) fail(USAGE);
  return {
    counts: positionals.map((text) => positiveInteger(text, 'N')),
    runs: positiveInteger(values.runs, '--runs'),
    warm: values.warm,
    keep: values.keep,
  };
}

function checkCanRun(projectDir: string): void {
  if (!fs.existsSync('/proc/self/status')) fail('bench:build reads memory from /proc, which only Linux has.');
  for (const needed of ['scripts/build.ts', 'node_modules', 'content']) {
    if (!fs.existsSync(path.join(projectDir, needed)))
      fail(`run bench:build from the project folder (no ${needed} here)`);
  }
}

/** Copies not removed yet, so Ctrl-C does not leave them behind in the temporary folder. */
const liveCopies = new Set<string>();

function removeCopy(copyDir: string): void {
  fs.rmSync(copyDir, { recursive: true, force: true, maxRetries: 3 });
  liveCopies.delete(copyDir);
}

function removeCopiesOnInterrupt(keep: boolean): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      runningBuild?.kill('SIGTERM');
      for (const copyDir of liveCopies) {
        if (keep) progress(`kept ${copyDir}`);
        else removeCopy(copyDir);
      }
      process.exit(130);
    });
  }
}

/** One fresh copy: cold build, and with --warm a second build after an edit. */
async function benchRun(projectDir: string, articles: number, run: number, options: Options): Promise<Row[]> {
  const label = `[${articles} articles, run ${run}]`;
  progress(`${label} copying…`);
  const copyDir = copyProject(projectDir);
  liveCopies.add(copyDir);
  progress(`${label} generating ${articles} articles…`);
  const articlesDir = writeBenchArticles(copyDir, articles);
  progress(`${label} building…`);
  const rows = [await measureBuild(copyDir, articles, run, 'cold')];
  console.log(formatRow(rows[0] as Row));
  if (options.warm) {
    editOneArticle(articlesDir, articles);
    progress(`${label} building again after a one-sentence edit…`);
    const warm = await measureBuild(copyDir, articles, run, 'warm');
    console.log(formatRow(warm));
    rows.push(warm);
  }
  if (options.keep) {
    liveCopies.delete(copyDir);
    progress(`${label} kept ${copyDir}`);
  } else {
    removeCopy(copyDir);
  }
  return rows;
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const projectDir = process.cwd();
  checkCanRun(projectDir);
  removeCopiesOnInterrupt(options.keep);

  console.log(formatLine(COLUMNS));
  const coldMedians: Row[] = [];
  for (const articles of options.counts) {
    const rows: Row[] = [];
    for (let run = 1; run <= options.runs; run++) rows.push(...(await benchRun(projectDir, articles, run, options)));
    const medians = [medianRow(rows, 'cold'), medianRow(rows, 'warm')].filter((row) => row !== undefined);
    if (options.runs > 1) for (const row of medians) console.log(formatRow(row));
    coldMedians.push(...medians.filter((row) => row.kind === 'cold'));
  }

  const scaling = scalingLines(coldMedians);
  if (scaling.length > 0) console.log(['', ...scaling].join('\n'));
  console.log(`\ncommand: ${commandLine()}`);
  console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
}

await main();
