import type { ComponentProps } from 'react';
import type { MDXComponents, MDXContent, MDXModule } from 'mdx/types';
import * as jsxRuntime from 'react/jsx-runtime';
import { oncePerObject } from '../../lib/oncePerObject';
import { useSite } from '../PageDataContext';
import { useContext } from 'react';
import type { MdxComponentName } from '../../content-pipeline/mdxComponentRegistry';
import { MdxComponentsContext } from './MdxComponentsContext';
import { BodyPicture } from '../picture/BodyPicture';
import { PageLink } from '../layout/PageLink';

/** The components of one content object's bodies, each run once when a page first shows it. */
const componentsOf = oncePerObject((_bodies: ReadonlyMap<string, string>) => new Map<string, MDXContent>());

function getMdxBody(bodies: ReadonlyMap<string, string>, file: string): MDXContent {
  const components = componentsOf(bodies);
  const known = components.get(file);
  if (known) return known;
  const code = bodies.get(file);
  // Loud on purpose: the checker compiles every file it loads, so a miss is a bug in the code.
  if (code === undefined) throw new Error(`No compiled MDX body for ${file}`);
  const Body = runBody(code).default;
  components.set(file, Body);
  return Body;
}

/**
 * Runs a body the checker compiled with MDX's `outputFormat: 'function-body'` (content-pipeline/mdxBody.ts):
 * the code is the body of a function that takes the JSX runtime and returns the module, which is
 * all `run` of @mdx-js/mdx does. Importing that package here would put the whole MDX compiler
 * into the server bundle, for these two lines.
 */
function runBody(code: string): MDXModule {
  // Our own checker's output, never text from outside: compiled from content/ in this same build.
  const body = new Function(code) as (runtime: typeof jsxRuntime) => MDXModule;
  return body(jsxRuntime);
}

/**
 * Renders one content file's MDX body with the components editors may use, and its pictures in
 * the copies the build made (BodyPicture). `replace` swaps some
 * of them, or an HTML element, for this page (a practice area's closing band carries its guides
 * before it; a guide's headings get the ids its contents list links to).
 */
export function MdxBody({ file, replace }: { file: string; replace?: MDXComponents }) {
  const Body = useMdxBody(file);
  const mdxComponents = useContext(MdxComponentsContext);
  // Loud on purpose: every page is rendered inside PageRoot, which provides them.
  if (!mdxComponents) throw new Error('MdxBody used outside PageRoot');
  // Body is run once per file and content object (componentsOf), not created anew on each render.
  // eslint-disable-next-line react-hooks/static-components
  return <Body components={{ ...mdxComponents, img: BodyPicture, a: BodyLink, ...replace }} />;
}

/** A link written in a body: to a page in another language, it says so (PageLink). */
function BodyLink({ href, ...anchor }: ComponentProps<'a'>) {
  return href === undefined ? <a {...anchor} /> : <PageLink href={href} {...anchor} />;
}

/** The compiled body of a content file, as a component (run once per file and content object). */
export function useMdxBody(file: string): MDXContent {
  return getMdxBody(useSite().bodies, file);
}

/** Whether a content file's body uses a component, e.g. whether a page ends with `<CallToAction>`. */
export function useBodyUses(file: string, component: MdxComponentName): boolean {
  // The compiled body names each component it uses (`_components.CallToAction`): a word of the code.
  return new RegExp(`\\b${component}\\b`).test(useSite().bodies.get(file) ?? '');
}
