/** The firm's tool (`npm run requests`, server/cli/requests.ts) run as the firm runs it. */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../../support/childServer';

const TOOL = ['--import', 'tsx', 'server/cli/requests.ts'];

/** Runs the tool with `env` added to this process's environment: its exit status and what it printed. */
export function requestsTool(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, [...TOOL, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** requestsTool without blocking this process, so a server started in it goes on answering meanwhile. */
export async function requestsToolBeside(env: Record<string, string>, ...args: string[]) {
  try {
    const run = await promisify(execFile)(process.execPath, [...TOOL, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    return { status: 0, stdout: run.stdout, stderr: run.stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
