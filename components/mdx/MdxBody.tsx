import type { MDXContent } from 'mdx/types';
import bodies from 'virtual:content-bodies';
import { mdxComponents } from './mdxComponents';

function getMdxBody(file: string): MDXContent {
  // Keys are the content index's own names, e.g. "content/pages/home.mdx".
  const body = bodies[file];
  // Loud on purpose: siteContent lists only files that exist, so a miss is a bug in the code.
  if (!body) throw new Error(`No compiled MDX body for ${file}`);
  return body;
}

/** Renders one content file's MDX body with the components editors may use. */
export function MdxBody({ file }: { file: string }) {
  const Body = getMdxBody(file);
  // Body is looked up in a table built once at module load, not created during render.
  // eslint-disable-next-line react-hooks/static-components
  return <Body components={mdxComponents} />;
}
