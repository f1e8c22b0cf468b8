/** The firm's tool (`npm run requests`, server/cli/requests.ts), for tests. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runRequestsTool } from '../../server/cli/requestsTool';
import { ROOT } from './childServer';

const TOOL = ['--import', 'tsx', 'server/cli/requests.ts'];

/** Runs the tool in this process, as requests.ts runs it, with `env` added to this process's environment: its exit status and what it printed. */
export async function requestsTool(env: Record<string, string>, ...args: string[]) {
  const printed = { stdout: '', stderr: '' };
  const status = await runRequestsTool(
    args,
    { ...process.env, ...env },
    {
      out: (text) => (printed.stdout += `${text}\n`),
      err: (text) => (printed.stderr += `${text}\n`),
    },
  );
  return { status, ...printed };
}

/** The tool in a process of its own, as the firm runs it while the server runs (its writes beside the server's). */
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
