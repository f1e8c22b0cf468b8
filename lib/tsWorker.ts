/**
 * Runs one of our TypeScript modules in a worker thread. A worker thread does not inherit the
 * process's loader, so it registers tsx itself (resolved from the project folder) before
 * importing the module.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Our build workers keep little (their results) and make much garbage (a compiler's trees): a
 * small heap makes V8 collect it early, so the build's peak memory stays low beside Vite's.
 */
const WORKER_HEAP_MB = 256;

export function startTsWorker(moduleUrl: URL, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Worker(start, { eval: true, workerData, resourceLimits });
}

/** Runs the module and resolves with the one message it posts. */
export function runTsWorker<Result>(moduleUrl: URL, workerData: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(moduleUrl, workerData, { maxOldGenerationSizeMb: WORKER_HEAP_MB });
    worker.once('message', (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker stopped before answering (exit code ${code})`)));
  });
}
