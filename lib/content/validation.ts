import type { z } from 'zod';

/** One thing wrong in a content file, precise enough for an editor to fix it without reading code. */
export type ContentProblem = {
  /** Path from the repository root. */
  file: string;
  /** 1-based line in the file, when it can be located. */
  line?: number;
  /** The field (frontmatter key, JSON path or component prop) at fault, when there is one. */
  field?: string;
  message: string;
};

/** A content kind's check: returns every problem it finds instead of stopping at the first. */
export type ContentValidator = {
  name: string;
  validate: () => ContentProblem[] | Promise<ContentProblem[]>;
};

/** `file:line: field: message`, the shape editors' terminals and editors make clickable. */
export function formatProblem({ file, line, field, message }: ContentProblem): string {
  return `${file}${line ? `:${line}` : ''}: ${field ? `${field}: ` : ''}${message}`;
}

/**
 * Thrown by a loader on invalid content. It carries the problems as data for the validators; its
 * message lists them formatted, for a build that fails on it.
 */
export class ContentError extends Error {
  constructor(
    readonly problems: ContentProblem[],
    heading = 'Invalid content',
  ) {
    super(`${heading}\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** The problems of `file` that zod found, one per issue, the field as a dotted path. */
export function zodProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.join('.') || '(root)',
    message: issue.message,
  }));
}

/** Parses `data` with `schema` or throws a ContentError naming the file and every invalid field. */
export function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(zodProblems(file, result.error));
  return result.data;
}

/**
 * Wraps a loader that throws on invalid content into a validator: the problems of its ContentError,
 * or any other failure as one problem named after the content kind.
 */
export function loaderValidator(name: string, load: () => unknown): ContentValidator {
  return {
    name,
    validate: async () => {
      try {
        await load();
        return [];
      } catch (error) {
        if (error instanceof ContentError) return error.problems;
        return [{ file: name, message: error instanceof Error ? error.message : String(error) }];
      }
    },
  };
}
