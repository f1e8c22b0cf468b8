/**
 * `npm run test:machine`: what the tests need of this machine, installed or started (as root on
 * Debian), or the commands to run printed. `npm test` does this first; CI's content-only path,
 * which runs no `npm test`, calls it alone.
 */
import { prepareMachineOrExit } from '../tests/support/testMachine';

await prepareMachineOrExit();
