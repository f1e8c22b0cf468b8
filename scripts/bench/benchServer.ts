/**
 * The server the endpoint benchmark measures: the production server (server/server.ts) with
 * the settings of the environment, as `npm start` runs it, logging to stdout.
 */
import { readConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { startServer } from '../../server/server';

const server = await startServer(readConfig(), { logger: createLogger() });
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
