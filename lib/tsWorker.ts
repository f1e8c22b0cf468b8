/** Runs one of our TypeScript modules in a worker thread, which registers tsx itself (it inherits no loader). */
import { Worker, type ResourceLimits } from 'node:worker_threads';

export function startTsWorker(moduleUrl: URL, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Worker(start, { eval: true, workerData, resourceLimits });
}
