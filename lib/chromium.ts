/**
 * How every browser test and script starts Debian's Chromium: Playwright's own browser download cannot
 * work on this network, and these flags keep Chromium from reaching for any other host.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
