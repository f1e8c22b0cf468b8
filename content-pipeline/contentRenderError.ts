import type { ContentProblem } from './contentProblem';

/**
 * A page failed to render from its content file during the build: the build reports it as a
 * checker line naming that file, never as a stack trace through the bundled code. The build
 * script and the bundle hold two copies of this module, so errors are recognised by their name.
 */
export class ContentRenderError extends Error {
  override name = 'ContentRenderError';

  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`the page could not be built (${reason}): check the components and their values in this file`, {
      cause,
    });
  }
}

/**
 * The content checked with errors when the build's prerendering loaded it
 * (pages/+onCreateGlobalContext.server.ts): the build prints the checker's report, as
 * `npm run check:content` does, and writes no page.
 */
export class ContentCheckFailed extends Error {
  override name = 'ContentCheckFailed';

  constructor(
    readonly problems: ContentProblem[],
    readonly placeholderCount: number,
  ) {
    super(`the content has errors: ${problems.filter((problem) => problem.severity === 'error').length}`);
  }
}

/** The ContentRenderError in an error or its causes, however the framework wrapped it. */
export function findContentRenderError(error: unknown): { file: string; message: string } | undefined {
  const found = findNamed(error, 'ContentRenderError') as ContentRenderError | undefined;
  return found && { file: String(found.file), message: found.message };
}

/** The ContentCheckFailed in an error or its causes. */
export function findContentCheckFailure(error: unknown): ContentCheckFailed | undefined {
  return findNamed(error, 'ContentCheckFailed') as ContentCheckFailed | undefined;
}

function findNamed(error: unknown, name: string): Error | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth += 1) {
    if (current instanceof Error && current.name === name) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}
