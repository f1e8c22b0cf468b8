/**
 * The editor's one setting, `KEYSTATIC_GITHUB_REPO` (docs/settings.md): unset, the editor
 * writes the files under the content folder on this machine (local mode); set to
 * `owner/name`, editors sign in with GitHub and save to a branch of that repository, from
 * which they open a pull request (GitHub mode). The dev server reads it and hands it to the
 * editor's page, which runs in the browser.
 */
export interface EditorSettings {
  githubRepo?: `${string}/${string}`;
}

const REPO = /^[\w.-]+\/[\w.-]+$/;

export function readEditorSettings(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  const repo = env.KEYSTATIC_GITHUB_REPO?.trim();
  if (!repo) return {};
  if (!REPO.test(repo)) {
    throw new Error(`KEYSTATIC_GITHUB_REPO must be owner/name, such as example/law-firm-site (found "${repo}")`);
  }
  return { githubRepo: repo as `${string}/${string}` };
}
