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
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER,
  args: ARGS,
};

/**
 * The tests' browser: Debian's Chromium headless shell (`apt-get install chromium-headless-shell`),
 * the same Chromium release and engine built without the browser's windows, which is what
 * Playwright itself runs headless tests in. The suite took half the time in it
 * (docs/decisions/0027-tests-in-the-headless-shell.md). Without it, the full browser;
 * CHROMIUM_PATH chooses either.
 */
export const TEST_CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: ARGS,
};
