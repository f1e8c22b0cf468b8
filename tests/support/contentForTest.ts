/** A copy of the fixture content for one test, removed once the test has finished. */
import { onTestFinished } from 'vitest';
import { copyContent, type ContentFixture } from './contentFixture';

export function contentForTest(options: { french?: boolean } = {}): ContentFixture {
  const fixture = copyContent(options);
  onTestFinished(() => fixture.cleanup());
  return fixture;
}
