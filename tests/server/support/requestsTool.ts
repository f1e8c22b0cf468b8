/** The firm's tool (`npm run requests`, server/cli/requests.ts) run as the firm runs it. */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../support/childServer';

/** Runs the tool with `env` added to this process's environment: its exit status and what it printed. */
export function requestsTool(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/requests.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
