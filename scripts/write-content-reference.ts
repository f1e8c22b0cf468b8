/** `npm run docs:content`: writes the editors' reference from the schema and the component registry. */
import fs from 'node:fs';
import { editorReference, REFERENCE_FILE } from '../content-pipeline/editorReference';

fs.writeFileSync(REFERENCE_FILE, await editorReference());
console.log(`${REFERENCE_FILE} written`);
