/**
 * Runs one of our TypeScript modules in a worker thread and resolves with the one message it
 * posts. A worker thread does not inherit the process's loader, so it registers tsx itself
 * (resolved from the project folder, where the build runs) before importing the module.
 */
import { Worker } from 'node:worker_threads';

/**
 * Our workers keep little (their results) and make much garbage (a compiler's trees): a small
 * heap makes V8 collect it early, so the build's peak memory stays low beside Vite's.
 */
const WORKER_HEAP_MB = 256;

export function runTsWorker<Result>(moduleUrl: URL, workerData: unknown): Promise<Result> {
  const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(start, {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.once('message', (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker stopped before answering (exit code ${code})`)));
  });
}
