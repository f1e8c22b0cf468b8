/**
 * A worker thread of compileBodies.ts: compiles the MDX texts it is given and sends back each
 * result, in order. Started through tsx, so it runs the same TypeScript the build runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readMdxBody, type MdxResult } from './mdxBody';

const texts = (workerData as { texts: string[] }).texts;
const results: MdxResult[] = [];
for (const text of texts) results.push(await readMdxBody(text));
parentPort?.postMessage(results);
