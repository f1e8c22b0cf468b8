/**
 * How every browser test and script starts Debian's Chromium: Playwright's own browser download cannot
 * work on this network, and these flags keep Chromium from reaching for any other host.
 */
import fs from 'node:fs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const FULL_BROWSER = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser, as a visitor's Chrome draws pages: for the screenshots a reviewer looks at. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER, args: ARGS };

/** The tests' browser: Debian's headless shell, the same engine in half the time (docs/decisions/0027); else the full one. */
export const TEST_CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: ARGS,
};
