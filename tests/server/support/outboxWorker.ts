/** A store and its outbox worker, as the server makes them, for the tests of the mail alone. */
import { readConfig } from '../../../server/config';
import { silentLogger } from '../../../server/logger';
import { createOutboxWorker, type OutboxWorkerOptions } from '../../../server/mail/outboxWorker';
import { createMailTransport } from '../../../server/mail/transport';
import { openStore } from '../../../server/store/openStore';
import { makeTempDir } from './fixtures';

/**
 * A worker mailing to `smtpUrl` from a store of its own (PostgreSQL when `databaseUrl` is given),
 * polling every 20 ms and retrying after 10 ms; `options` replace any of its settings. The file's
 * clean-ups (cleanUpAfterEach) stop it and close its store.
 */
export async function workerForTest(
  cleanups: (() => unknown)[],
  smtpUrl: string,
  databaseUrl?: string,
  options: Partial<OutboxWorkerOptions> = {},
) {
  const dataDir = makeTempDir();
  const { requests, outbox, close } = await openStore({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const transport = createMailTransport(smtpUrl, dataDir);
  const defaults = readConfig({});
  const worker = createOutboxWorker({
    outbox,
    requests,
    transport,
    logger: silentLogger,
    mail: () => ({ from: 'Website <no-reply@example.com>', to: 'office@example.com', serviceAreaLabel: (v) => v }),
    retry: { baseMs: 10, maxMs: 20, giveUpAfterMs: 60_000 },
    pollMs: 20,
    mailPerHour: 200,
    // The server's own defaults.
    leaseMs: defaults.OUTBOX_LEASE_MS,
    digestMaxBytes: defaults.MAIL_DIGEST_MAX_KB * 1024,
    ...options,
  });
  cleanups.push(
    close,
    () => transport.close(),
    () => worker.stop(),
  );
  return { requests, outbox, worker };
}
