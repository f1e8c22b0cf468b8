/** Server processes (`server/start.ts`) for the tests of a file, started from a fake build unless told. */
import { afterEach } from 'vitest';
import { spawnServer, type ChildServer } from '../../support/childServer';
import { makeFakeBuild, removeTempDirs } from './fixtures';

/** Starts a process with the settings; after each test, those still running are killed (SIGKILL). */
export function childServersForEachTest(): (env: Record<string, string>) => ChildServer {
  const children: ChildServer[] = [];
  afterEach(async () => {
    for (const { child, exited } of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    removeTempDirs();
  });
  return (env) => {
    const server = spawnServer({ DIST_DIR: makeFakeBuild(), ...env });
    children.push(server);
    return server;
  };
}
