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
 * Wraps a loader that throws on invalid content (such as `parseOrThrow` callers) into a validator:
 * each `file: field: message` line of its error becomes one problem.
 */
export function loaderValidator(name: string, load: () => unknown): ContentValidator {
  return {
    name,
    validate: async () => {
      try {
        await load();
        return [];
      } catch (error) {
        const lines = (error instanceof Error ? error.message : String(error)).split('\n');
        const problems = lines.flatMap((text): ContentProblem[] => {
          const match = /^(\S+?): (\S+?): (.+)$/.exec(text);
          return match ? [{ file: match[1]!, field: match[2]!, message: match[3]! }] : [];
        });
        return problems.length > 0 ? problems : [{ file: name, message: lines.join(' ') }];
      }
    },
  };
}
