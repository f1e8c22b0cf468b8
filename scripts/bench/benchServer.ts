/**
 * The server the endpoint benchmark measures: the production server (server/server.ts) with
 * the settings of the environment, like `npm start`, and with `--no-sync` the same server on a
 * store that does not sync (the ceiling CPU alone allows). That switch exists only here: no
 * setting of the real server can turn durability off.
 */
import { readConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { startServer } from '../../server/server';

const noSync = process.argv.includes('--no-sync');
const server = await startServer(readConfig(), { logger: createLogger(), synchronous: noSync ? 'OFF' : 'FULL' });
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
