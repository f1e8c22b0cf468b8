/**
 * The visual editor's settings: without them the editor saves files on this machine; with
 * `KEYSTATIC_GITHUB_REPO=owner/name` and the GitHub App's settings it saves to a branch of that
 * repository on GitHub, from which editors open a pull request. (Saving to GitHub itself needs
 * GitHub: not run here.) All of them or none; each refused in one line when malformed.
 */
import { expect, it } from 'vitest';
import { pageSettingsOf, readGitHubEditorSettings } from '../../editor/editorSettings';
import { makeEditorConfig } from '../../editor/keystaticConfig';
import { GITHUB_EDITOR_SETTINGS as GITHUB } from '../support/githubEditorSettings';

it('writes the files of this machine without the settings', () => {
  expect(readGitHubEditorSettings({})).toBeUndefined();
  expect(makeEditorConfig({}).storage).toEqual({ kind: 'local' });
});

it('saves to the named GitHub repository with them, and gives the page nothing secret', () => {
  const settings = pageSettingsOf(readGitHubEditorSettings(GITHUB));
  expect(settings).toEqual({ githubRepo: 'example/law-firm-site', githubAppSlug: 'example-site-editor' });
  const config = makeEditorConfig(settings);
  expect(config.storage).toEqual({ kind: 'github', repo: 'example/law-firm-site' });
  // In the repository the files live under content/, as the pull request will show them.
  expect(config.collections?.articles?.path).toBe('content/articles/*');
});

it('refuses anything but owner/name, in one line that shows the form', () => {
  expect(() =>
    readGitHubEditorSettings({ ...GITHUB, KEYSTATIC_GITHUB_REPO: 'https://github.com/example/site' }),
  ).toThrow(
    'Configuration error: KEYSTATIC_GITHUB_REPO must be owner/name, such as example/law-firm-site (found "https://github.com/example/site")',
  );
});

it('refuses a value with spaces around it rather than trimming it, quoting no secret', () => {
  expect(() => readGitHubEditorSettings({ ...GITHUB, KEYSTATIC_GITHUB_REPO: ' example/site ' })).toThrow(
    'Configuration error: KEYSTATIC_GITHUB_REPO must not start or end with spaces (found " example/site ")',
  );
  expect(() => readGitHubEditorSettings({ ...GITHUB, KEYSTATIC_SECRET: `${GITHUB.KEYSTATIC_SECRET}\n` })).toThrow(
    /^Configuration error: KEYSTATIC_SECRET must not start or end with spaces$/,
  );
});

it('refuses one setting given without the others, naming the one missing', () => {
  expect(() => readGitHubEditorSettings({ KEYSTATIC_GITHUB_REPO: 'example/site' })).toThrow(
    "Configuration error: KEYSTATIC_GITHUB_APP_SLUG is missing: the editor's GitHub mode needs it with KEYSTATIC_GITHUB_REPO (docs/settings.md)",
  );
});

it('never quotes a secret back', () => {
  expect(() => readGitHubEditorSettings({ ...GITHUB, KEYSTATIC_GITHUB_CLIENT_SECRET: 'not-hex-secret' })).toThrow(
    /^Configuration error: KEYSTATIC_GITHUB_CLIENT_SECRET must be a client secret of the GitHub App: 40 characters 0-9 and a-f$/,
  );
});
