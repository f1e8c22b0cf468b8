/** `npm run test:machine` (README.md): alone on CI's content-only path, which runs no `npm test`. */
import { prepareMachineOrExit } from '../tests/support/testMachine';

await prepareMachineOrExit();
