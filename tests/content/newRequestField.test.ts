/**
 * A new optional field of the consultation request is added in three places: the schema
 * (consultation-request/schema.ts: its name and its rule), its label in each language (messages/)
 * and a migration (server/store/migrations.ts). In a copy of the project changed there alone, a
 * request with the field is validated, stored in SQLite, read back and mailed to the firm under the
 * field's label, and its label is French on the French side.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/projectCopy';

let project: ProjectCopy;

beforeAll(() => {
  project = copyProject();
});

afterAll(() => project?.cleanup());

/** `before` must occur once in `file`: the new text goes right after it. */
function addAfter(file: string, before: string, added: string): void {
  const text = project.read(file);
  expect(text.split(before), `${file}: ${before}`).toHaveLength(2);
  project.write(file, text.replace(before, `${before}${added}`));
}

it('reaches the store, the firm’s mail and both languages’ labels with nothing else changed', () => {
  addAfter('consultation-request/schema.ts', "  'bestTime',\n", "  'referredBy',\n");
  addAfter(
    'consultation-request/schema.ts',
    '  return yup.object({\n',
    "    referredBy: singleLine(label('referredBy'), 100, m).default(''),\n",
  );
  addAfter('messages/en.ts', "    language: { label: 'Language' },\n", "    referredBy: { label: 'Referred By' },\n");
  addAfter('messages/fr.ts', "    language: { label: 'Langue' },\n", "    referredBy: { label: 'Recommandé par' },\n");
  addAfter(
    'server/store/migrations.ts',
    'INSERT INTO mail_sends (sent_at) SELECT sent_at FROM outbox WHERE sent_at IS NOT NULL;`,\n',
    "    `ALTER TABLE consultation_requests ADD COLUMN referred_by TEXT NOT NULL DEFAULT '';`,\n",
  );
  project.write(
    'new-field.ts',
    `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConsultationSchema, fieldLabel, validateConsultation } from './consultation-request/schema';
import { composeMail, mailSettings } from './server/mail/composeMail';
import { openStore } from './server/store/openStore';

const areas = [{ value: 'family', label: 'Family Law' }];
const checked = validateConsultation(createConsultationSchema(areas), {
  firstName: 'Jane', lastName: 'Doe', email: 'jane@example.org', phone: '416 555 0199', legalServiceArea: 'family',
  problemDescription: 'A parenting plan after a separation.', referredBy: 'A former client',
});
if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
const store = await openStore({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'new-field-')) });
const id = await store.requests.save(checked.request);
const stored = await store.requests.get(id);
await store.close();
const mail = composeMail(stored!, mailSettings({ MAIL_FROM: 'site@example.org', MAIL_TO: 'firm@example.org' }, { firmEmail: '', serviceAreas: areas }));
console.log(JSON.stringify({ text: mail.text, french: fieldLabel('referredBy', 'fr') }));
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'new-field.ts'], {
    cwd: project.dir,
    env: project.env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const { text, french } = JSON.parse(run.stdout) as { text: string; french: string };
  expect(text).toContain('Referred By: A former client\n');
  expect(french).toBe('Recommandé par');
});
