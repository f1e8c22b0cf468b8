/** `npm run docs:components`: rewrites CONTENT.md's table of components from the registry. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { withComponentTable } from '../content-pipeline/componentDocs';

const GUIDE = 'CONTENT.md';
fs.writeFileSync(GUIDE, withComponentTable(fs.readFileSync(GUIDE, 'utf8')));
// The table is written plain; Prettier lines up its columns as for every other table.
execFileSync('npx', ['prettier', '--write', GUIDE], { stdio: 'inherit' });
