/** A GitHub App's settings for the hosted editor, of the right forms (none of a real App). */
export const GITHUB_EDITOR_SETTINGS = {
  KEYSTATIC_GITHUB_REPO: 'example/law-firm-site',
  KEYSTATIC_GITHUB_APP_SLUG: 'example-site-editor',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liExampleClient01',
  KEYSTATIC_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567',
  KEYSTATIC_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};
