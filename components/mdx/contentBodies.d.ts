// The module siteBuild/contentBodiesPlugin.ts writes: every content file's compiled MDX body.
declare module 'virtual:content-bodies' {
  import type { MDXContent } from 'mdx/types';

  const bodies: Record<string, MDXContent>;
  export default bodies;
}
