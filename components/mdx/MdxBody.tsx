import { useContext, type ComponentProps } from 'react';
import type { MDXComponents, MDXContent, MDXModule } from 'mdx/types';
import * as jsxRuntime from 'react/jsx-runtime';
import { oncePerObject } from '../../lib/oncePerObject';
import { MdxComponentsContext, useSite } from '../PageDataContext';
import type { MdxComponentName } from '../../content-pipeline/mdxComponentRegistry';
import { Picture } from '../picture/Picture';
import { PageLink } from '../layout/PageLink';

const componentsOf = oncePerObject((_bodies: ReadonlyMap<string, string>) => new Map<string, MDXContent>());

/** A content file's compiled body (run once per file and content object), as a component. */
export function useMdxBody(file: string): MDXContent {
  const { bodies } = useSite();
  const components = componentsOf(bodies);
  const known = components.get(file);
  if (known) return known;
  const code = bodies.get(file);
  // Loud on purpose: the checker compiles every file it loads, so a miss is a bug in the code.
  if (code === undefined) throw new Error(`No compiled MDX body for ${file}`);
  // MDX's `outputFormat: 'function-body'`, run as @mdx-js/mdx's `run` would, without the compiler in the
  // server bundle. Our own checker's output, never text from outside: compiled from content/ in this build.
  const Body = (new Function(code) as (runtime: typeof jsxRuntime) => MDXModule)(jsxRuntime).default;
  components.set(file, Body);
  return Body;
}

export function MdxBody({ file, replace }: { file: string; replace?: MDXComponents }) {
  const Body = useMdxBody(file);
  const mdxComponents = useContext(MdxComponentsContext);
  // Loud on purpose: every page is rendered inside PageRoot, which provides them.
  if (!mdxComponents) throw new Error('MdxBody used outside PageRoot');
  // Body is run once per file and content object (componentsOf), not created anew on each render.
  // eslint-disable-next-line react-hooks/static-components
  return <Body components={{ ...mdxComponents, img: BodyPicture, a: BodyLink, ...replace }} />;
}

function BodyLink({ href, ...anchor }: ComponentProps<'a'>) {
  return href === undefined ? <a {...anchor} /> : <PageLink href={href} {...anchor} />;
}

function BodyPicture({ src, alt }: { src?: string; alt?: string }) {
  if (!src) return null;
  return <Picture src={src} alt={alt ?? ''} use="body" sizes="(min-width: 44rem) 44rem, 100vw" loading="lazy" />;
}

/** Whether a content file's body uses a component, e.g. whether a page ends with `<CallToAction>`. */
export function useBodyUses(file: string, component: MdxComponentName): boolean {
  // The compiled body names each component it uses (`_components.CallToAction`): a word of the code.
  return new RegExp(`\\b${component}\\b`).test(useSite().bodies.get(file) ?? '');
}
