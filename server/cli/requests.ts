/** `npm run requests -- <command>`: the firm's tool (requestsTool.ts) on this process's arguments, settings and output. */
import { stdoutFile } from './personalDataPlaces';
import { runRequestsTool } from './requestsTool';

process.exitCode = await runRequestsTool(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  outFile: stdoutFile(),
});
