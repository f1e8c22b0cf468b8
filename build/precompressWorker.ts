/** A worker thread of the build (buildSite.ts): compresses the files it is given and posts the totals. */
import { parentPort, workerData } from 'node:worker_threads';
import { precompress } from './precompress';

const { clientDir, files } = workerData as { clientDir: string; files: string[] };
parentPort?.postMessage(await precompress(clientDir, files));
