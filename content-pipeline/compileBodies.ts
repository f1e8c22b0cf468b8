/**
 * Compiles the MDX body of every content file, for the checker and the pages alike. `npm run dev`
 * checks the whole folder after every save: a text compiled by the last call is not compiled again.
 */
import { readMdxBody, type MdxResult } from './mdxBody';

export interface BodySource {
  file: string;
  text: string;
}

/** Results of the last call in this process, by text: a file edited back and forth is compiled once per version. */
let lastResults = new Map<string, MdxResult>();

/** Each file's compiled body or its MDX error, by file. */
export async function compileBodies(sources: BodySource[]): Promise<Map<string, MdxResult>> {
  const byText = new Map<string, MdxResult>();
  const results = new Map<string, MdxResult>();
  for (const { file, text } of sources) {
    const result = byText.get(text) ?? lastResults.get(text) ?? (await readMdxBody(text));
    byText.set(text, result);
    results.set(file, result);
  }
  lastResults = byText;
  return results;
}
