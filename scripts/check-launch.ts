/**
 * `npm run check:launch`: everything that must change before the site goes live (README.md), exit
 * code 1 while anything remains. Not in `npm test`: the content holds placeholders until launch.
 */
import { formatLaunchItem, isExampleHost, type LaunchItem } from '../lib/launchItem';
import { ConfigError, readConfig } from '../server/config';
import { settingsToConfirm } from '../server/launchSettings';
import { checkAndLoadContent } from '../content-pipeline/checkContent';
import { checkCopyrightYear } from '../content-pipeline/copyrightYear';
import { claimsToConfirm } from '../content-pipeline/checkFirmFacts';
import { formatProblem } from '../content-pipeline/contentProblem';
import type { SiteContent } from '../content-pipeline/contentTypes';

/** Canonical links, the sitemap and previews are built on this address: the firm's own, and https (HSTS). */
function checkSiteAddress(content: SiteContent, placeholders: LaunchItem[], env: NodeJS.ProcessEnv): LaunchItem[] {
  const fromSetting = env.SITE_URL;
  const address = fromSetting || content.facts.siteUrl;
  const where = fromSetting ? 'SITE_URL' : 'siteUrl in content/site.yaml';
  const file = fromSetting ? 'environment' : 'content/site.yaml';
  const parsed = URL.canParse(address) ? new URL(address) : undefined;
  const messages: string[] = [];
  if (parsed && parsed.protocol !== 'https:')
    messages.push(
      `${where} is not an https address (${address}): requests hold personal information and must travel ` +
        'encrypted; write it with https://, e.g. https://www.your-firm.ca (docs/going-live.md)',
    );
  const host = parsed?.hostname ?? '';
  // Already listed as a placeholder of site.yaml: one line is enough.
  const listed = !fromSetting && placeholders.some((item) => item.message.includes(address));
  if ((!host || isExampleHost(host)) && !listed)
    messages.push(
      `${where} is an example address (${address}): write the site's real address, e.g. https://www.your-firm.ca`,
    );
  return messages.map((message) => ({ file, message }));
}

function checkSettings(env: NodeJS.ProcessEnv): LaunchItem[] {
  try {
    return settingsToConfirm(readConfig(env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [{ file: 'environment', message: error.message }];
  }
}

export interface LaunchCheckOptions {
  contentDir?: string;
  /** The server's settings, as npm start would read them. */
  env?: NodeJS.ProcessEnv;
  /** The day of the check (the copyright year). */
  now?: Date;
}

/** The report, line by line (the content's errors on `errors`), and the exit code: 0 once nothing is left. */
export async function checkLaunch(
  options: LaunchCheckOptions = {},
): Promise<{ status: number; lines: string[]; errors: string[] }> {
  const { env = process.env, now = new Date() } = options;
  const checked = await checkAndLoadContent({ contentDir: options.contentDir });
  const errors = checked.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !checked.content) {
    return {
      status: 1,
      lines: ['check:launch: the content has errors: fix them first (npm run check:content).'],
      errors: errors.map(formatProblem),
    };
  }
  const items = [
    ...checked.placeholders,
    ...checkSiteAddress(checked.content, checked.placeholders, env),
    ...checkCopyrightYear(checked.content, checked.files, now),
    ...claimsToConfirm(checked.files),
    ...checkSettings(env),
  ];
  const summary =
    items.length === 0
      ? 'check:launch: nothing left to confirm: the site is ready to launch.'
      : `check:launch: ${items.length} thing${items.length === 1 ? '' : 's'} to change before launch.`;
  return { status: items.length === 0 ? 0 : 1, lines: [...items.map(formatLaunchItem), summary], errors: [] };
}

// Run as a command (not imported by a test): print the report.
if (import.meta.filename === process.argv[1]) {
  const report = await checkLaunch();
  for (const line of report.errors) console.error(line);
  for (const line of report.lines) console.log(line);
  process.exitCode = report.status;
}
