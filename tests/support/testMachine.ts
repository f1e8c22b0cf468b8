/**
 * What the tests need of the machine beyond npm's packages: Debian's Chromium and its headless
 * shell, Caddy, and a running PostgreSQL with the tests' role. `npm test` prepares it first: as
 * root on Debian it runs the one command each missing thing needs; elsewhere it stops at once
 * and prints those commands.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { FULL_BROWSER, HEADLESS_SHELL } from '../../lib/chromium';
import { ADMIN_URL, withoutPassword } from './postgres';

export const CADDY_PATH = '/usr/bin/caddy';

/** Each Debian package the tests need, by the file of it they run. */
const PACKAGES: { name: string; file: string }[] = [
  // The screenshots' browser, and the tests' (CHROMIUM_PATH stands in for both).
  { name: 'chromium', file: process.env.CHROMIUM_PATH ?? FULL_BROWSER },
  { name: 'chromium-headless-shell', file: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL },
  // The one-server deployment's test (tests/server/caddyFront.test.ts).
  { name: 'caddy', file: CADDY_PATH },
];
/** Debian's PostgreSQL servers, a folder per version: needed only when none answers. */
const POSTGRES_VERSIONS = '/usr/lib/postgresql';

const START_POSTGRES = 'service postgresql start';
const MAKE_ROLE = `runuser -u postgres -- psql -c "CREATE ROLE site_test LOGIN CREATEDB PASSWORD 'site_test'"`;

/** How the tests' PostgreSQL answers: it takes the tests' role, it is down, or it refuses the role. */
type PostgresState = 'ready' | 'down' | 'no role';

export interface MachineState {
  missingPackages: string[];
  postgres: PostgresState;
}

export function missingPackages(postgres: PostgresState, exists: (file: string) => boolean = fs.existsSync): string[] {
  const postgresInstalled =
    exists(POSTGRES_VERSIONS) &&
    fs.readdirSync(POSTGRES_VERSIONS).some((version) => exists(`${POSTGRES_VERSIONS}/${version}/bin/postgres`));
  return [
    ...PACKAGES.filter((needed) => !exists(needed.file)).map((needed) => needed.name),
    ...(postgres === 'down' && !postgresInstalled ? ['postgresql'] : []),
  ];
}

async function postgresState(): Promise<PostgresState> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return 'ready';
  } catch (error) {
    // 28P01 and 28000: the server runs, but the role or its password is not there.
    return ['28P01', '28000'].includes((error as { code?: string }).code ?? '') ? 'no role' : 'down';
  } finally {
    await client.end().catch(() => {});
  }
}

/** The commands that give the machine what it lacks, in order, one line each. */
export function setupCommands({ missingPackages: packages, postgres }: MachineState): string[] {
  return [
    ...(packages.length > 0 ? [`apt-get update && apt-get install -y ${packages.join(' ')}`] : []),
    ...(postgres === 'down' ? [START_POSTGRES, `${MAKE_ROLE}  # once, if the role is missing`] : []),
    ...(postgres === 'no role' ? [MAKE_ROLE] : []),
  ];
}

function run(command: string): void {
  console.log(`test machine: ${command}`);
  const result = spawnSync('bash', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"${command}" failed (${result.status})`);
}

const canInstall = () => process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');

/** Installs and starts what the tests need, or throws with the commands to run. */
export async function prepareMachine(): Promise<void> {
  const postgres = await postgresState();
  const before: MachineState = { missingPackages: missingPackages(postgres), postgres };
  const commands = setupCommands(before);
  if (commands.length === 0) return;
  const url = withoutPassword(ADMIN_URL);
  if (process.env.TEST_DATABASE_URL && before.postgres !== 'ready') {
    throw new Error(`TEST_DATABASE_URL names a PostgreSQL that does not take it (${url}): start it, or unset it.`);
  }
  if (!canInstall()) {
    throw new Error(`The tests need what this machine lacks. On Debian, as root:\n  ${commands.join('\n  ')}`);
  }
  if (before.missingPackages.length > 0) {
    run(setupCommands({ ...before, postgres: 'ready' })[0]!);
    const stillMissing = missingPackages('ready').filter((name) => before.missingPackages.includes(name));
    if (stillMissing.length > 0) throw new Error(`Still missing after apt-get install: ${stillMissing.join(', ')}.`);
  }
  if ((await postgresState()) === 'down') run(START_POSTGRES);
  if ((await postgresState()) === 'no role') run(MAKE_ROLE);
  if ((await postgresState()) !== 'ready') throw new Error(`PostgreSQL does not answer at ${url} after its set-up.`);
}

/** prepareMachine for a command line: what is missing said in one message, without a stack. */
export async function prepareMachineOrExit(): Promise<void> {
  try {
    await prepareMachine();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
