/**
 * Compiles the MDX body of every content file: the checker reads what each one uses, and the
 * pages run the compiled code (components/mdx/MdxBody.tsx), so each body is compiled once per
 * build. A file whose text has not changed since the last call in this process is not compiled
 * again: `npm run dev` re-checks the whole folder after every save.
 */
import { readMdxBody, type MdxResult } from './mdxBody';

export interface BodySource {
  file: string;
  text: string;
}

/** Results of the last call, by text: a file edited back and forth is compiled once per version. */
let lastResults = new Map<string, MdxResult>();

/** Each file's compiled body or its MDX error, by file. */
export async function compileBodies(sources: BodySource[]): Promise<Map<string, MdxResult>> {
  const previous = lastResults;
  const results = new Map<string, MdxResult>();
  const byText = new Map<string, MdxResult>();
  for (const { file, text } of sources) {
    const result = byText.get(text) ?? previous.get(text) ?? (await readMdxBody(text));
    byText.set(text, result);
    results.set(file, result);
  }
  lastResults = byText;
  return results;
}
