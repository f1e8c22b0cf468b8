/** Playwright's server of the fixture build: the run's build (made here when the run has none yet), then npm start's server. */
import buildFixtureOnce from './fixtureSite';

await buildFixtureOnce();
await import('../../server/start');
