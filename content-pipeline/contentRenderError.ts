/** A page that failed to render from its content file, reported as a checker line; two copies of this module exist (build script, bundle), so errors are recognised by name. */
export class ContentRenderError extends Error {
  override name = 'ContentRenderError';

  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`the page could not be built (${reason}): check the components and their values in this file`, { cause });
  }
}

/** The ContentRenderError in `error` or its causes, however the framework wrapped it. */
export function findContentRenderError(error: unknown): { file: string; message: string } | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; depth += 1) {
    if (current.name === 'ContentRenderError')
      return { file: String((current as ContentRenderError).file), message: current.message };
    current = current.cause;
  }
  return undefined;
}
