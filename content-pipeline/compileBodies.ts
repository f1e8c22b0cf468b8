/**
 * Compiles the MDX body of every content file: the checker reads what each one uses, and the
 * pages run the compiled code (components/mdx/MdxBody.tsx), so each body is compiled once per
 * check. `npm run dev` checks the whole folder again after every save: a text compiled by the
 * last call in this process is not compiled again, so a save compiles the edited file only.
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
