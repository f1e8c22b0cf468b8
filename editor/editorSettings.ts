/**
 * The editor's settings (docs/settings.md): none is local mode (`npm run dev`), all of the GitHub
 * ones GitHub mode; one given alone, or one malformed, is refused in one line naming it.
 */

/** What the editor's page needs, written into it: nothing secret. */
export interface EditorSettings {
  githubRepo?: `${string}/${string}`;
  githubAppSlug?: string;
}

export interface GitHubEditorSettings extends Required<EditorSettings> {
  clientId: string;
  clientSecret: string;
  secret: string;
}

export class EditorSettingError extends Error {
  override name = 'EditorSettingError';
}

interface SettingRule {
  test: RegExp;
  expected: string;
  /** Secrets are never quoted back. */
  secret?: boolean;
}

const RULES = {
  KEYSTATIC_GITHUB_REPO: { test: /^[\w.-]+\/[\w.-]+$/, expected: 'owner/name, such as example/law-firm-site' },
  KEYSTATIC_GITHUB_APP_SLUG: {
    test: /^[a-z0-9][a-z0-9-]*$/,
    expected: 'the GitHub App’s name as its address writes it, such as example-site-editor',
  },
  KEYSTATIC_GITHUB_CLIENT_ID: {
    test: /^Iv[A-Za-z0-9.]{6,}$/,
    expected: 'the GitHub App’s client ID, such as Iv23liAbCdEf12345678',
  },
  KEYSTATIC_GITHUB_CLIENT_SECRET: {
    test: /^[0-9a-f]{40}$/,
    expected: 'a client secret of the GitHub App: 40 characters 0-9 and a-f',
    secret: true,
  },
  KEYSTATIC_SECRET: {
    test: /^\S{32,}$/,
    expected: 'at least 32 characters without spaces: e.g. the output of openssl rand -hex 32',
    secret: true,
  },
} satisfies Record<string, SettingRule>;

type SettingName = keyof typeof RULES;
const NAMES = Object.keys(RULES) as SettingName[];

/** Local mode (`undefined`) or the GitHub settings; throws EditorSettingError with one line. */
export function readGitHubEditorSettings(env: NodeJS.ProcessEnv = process.env): GitHubEditorSettings | undefined {
  const given = Object.fromEntries(
    NAMES.map((name) => [name, env[name] ?? ''] as const).filter(([, value]) => value !== ''),
  ) as Partial<Record<SettingName, string>>;
  if (Object.keys(given).length === 0) return undefined;
  for (const name of NAMES) {
    const value = given[name];
    const rule: SettingRule = RULES[name];
    if (value === undefined) {
      const others = NAMES.filter((other) => given[other] !== undefined).join(', ');
      throw new EditorSettingError(
        `Configuration error: ${name} is missing: the editor's GitHub mode needs it with ${others} (docs/settings.md)`,
      );
    }
    const found = rule.secret ? '' : ` (found "${value}")`;
    // Never trimmed: a value pasted with a space around it is refused, as every setting is.
    if (value.trim() !== value)
      throw new EditorSettingError(`Configuration error: ${name} must not start or end with spaces${found}`);
    if (!rule.test.test(value))
      throw new EditorSettingError(`Configuration error: ${name} must be ${rule.expected}${found}`);
  }
  const value = (name: SettingName) => given[name] as string;
  return {
    githubRepo: value('KEYSTATIC_GITHUB_REPO') as `${string}/${string}`,
    githubAppSlug: value('KEYSTATIC_GITHUB_APP_SLUG'),
    clientId: value('KEYSTATIC_GITHUB_CLIENT_ID'),
    clientSecret: value('KEYSTATIC_GITHUB_CLIENT_SECRET'),
    secret: value('KEYSTATIC_SECRET'),
  };
}

export function pageSettingsOf(github: GitHubEditorSettings | undefined): EditorSettings {
  return github ? { githubRepo: github.githubRepo, githubAppSlug: github.githubAppSlug } : {};
}

/** The repository alone decides whether the build makes the editor's bundle: no secret needed to build. */
export function editorIsHosted(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.KEYSTATIC_GITHUB_REPO);
}
