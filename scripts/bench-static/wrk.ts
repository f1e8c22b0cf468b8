/** One wrk run (Debian's wrk 4): requests per second and the 99th percentile latency. */
import { spawn, type ChildProcess } from 'node:child_process';

export const WRK = '/usr/bin/wrk';

export interface WrkRun {
  requestsPerSecond: number;
  p99Ms: number;
}

export interface WrkOptions {
  url: string;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  /** Told of the child process, so it can be stopped on Ctrl-C. */
  started: (child: ChildProcess) => void;
}

export function runWrk({ url, seconds, connections, headers, started }: WrkOptions): Promise<WrkRun> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`wrk exited with ${code}`);
        resolve(parseWrk(output));
      } catch (error) {
        reject(new Error(`${(error as Error).message} for ${url}:\n${output}`));
      }
    });
  });
}

function parseWrk(output: string): WrkRun {
  // Every answer must be the file: an error page served fast would flatter the figure.
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (failed) throw new Error(`${failed[1]} answers were not 2xx or 3xx`);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)$/m.exec(output);
  if (!rate?.[1] || !p99?.[1] || !p99[2]) throw new Error('could not read the output of wrk');
  const toMs = { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
  return { requestsPerSecond: Number(rate[1]), p99Ms: Number(p99[1]) * toMs };
}
