/**
 * A page failed to render from its content file during the build: the build reports it as a
 * checker line naming that file, never as a stack trace through the bundled code. The build
 * script and the bundle hold two copies of this module, so it is recognised by its name.
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

/** The ContentRenderError in an error or its causes, however the framework wrapped it. */
export function findContentRenderError(error: unknown): { file: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth += 1) {
    if (current instanceof Error && current.name === 'ContentRenderError' && 'file' in current) {
      return { file: String(current.file), message: current.message };
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}
