/**
 * The build's safety net: a content problem the checker did not catch, which makes a page throw
 * while rendering, is reported with the content file to fix, however the framework wraps it.
 */
import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { onRenderHtml } from '../../renderer/+onRenderHtml';
import { findContentRenderError } from '../../content-pipeline/contentRenderError';

function pageContextThatThrows(sourceFile: string | undefined): PageContextServer {
  const Page = () => {
    throw new ReferenceError('flat is not defined');
  };
  return {
    Page,
    urlPathname: '/about',
    data: { head: {}, site: { facts: { firmName: 'Firm' } }, sourceFile },
  } as unknown as PageContextServer;
}

describe('a page that fails to render', () => {
  it('names its content file and the error', () => {
    let thrown: unknown;
    try {
      onRenderHtml(pageContextThatThrows('content/pages/about.mdx'));
    } catch (error) {
      thrown = error;
    }
    // Wrapped twice, as a framework might.
    const found = findContentRenderError(
      new Error('prerender failed', { cause: new Error('hook', { cause: thrown }) }),
    );
    expect(found).toEqual({
      file: 'content/pages/about.mdx',
      message:
        'the page could not be built (ReferenceError: flat is not defined): check the components and their values in this file',
    });
  });

  it('passes other errors on untouched', () => {
    expect(() => onRenderHtml(pageContextThatThrows(undefined))).toThrow(ReferenceError);
    expect(findContentRenderError(new Error('unrelated'))).toBeUndefined();
  });
});
