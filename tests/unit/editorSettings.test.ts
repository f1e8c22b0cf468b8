/**
 * The visual editor's one setting: without it the editor saves files on this machine; with
 * `KEYSTATIC_GITHUB_REPO=owner/name` it saves to a branch of that repository on GitHub, from
 * which editors open a pull request. (Saving to GitHub itself needs GitHub: not run here.)
 */
import { expect, it } from 'vitest';
import { readEditorSettings } from '../../editor/editorSettings';
import { makeEditorConfig } from '../../editor/keystaticConfig';

it('writes the files of this machine without the setting', () => {
  expect(makeEditorConfig(readEditorSettings({})).storage).toEqual({ kind: 'local' });
});

it('saves to the named GitHub repository with it', () => {
  const settings = readEditorSettings({ KEYSTATIC_GITHUB_REPO: ' example/law-firm-site ' });
  const config = makeEditorConfig(settings);
  expect(config.storage).toEqual({ kind: 'github', repo: 'example/law-firm-site' });
  // In the repository the files live under content/, as the pull request will show them.
  expect(config.collections?.articles?.path).toBe('content/articles/*');
});

it('refuses anything but owner/name, in one line that shows the form', () => {
  expect(() => readEditorSettings({ KEYSTATIC_GITHUB_REPO: 'https://github.com/example/site' })).toThrow(
    'KEYSTATIC_GITHUB_REPO must be owner/name, such as example/law-firm-site (found "https://github.com/example/site")',
  );
});
