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

export function findContentRenderError(error: unknown): { file: string; message: string } | undefined {
  const found = findNamed(error, 'ContentRenderError') as ContentRenderError | undefined;
  return found && { file: String(found.file), message: found.message };
}

function findNamed(error: unknown, name: string): Error | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth += 1) {
    if (current instanceof Error && current.name === name) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}
