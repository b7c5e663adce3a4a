import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ContentError, formatProblem, loaderValidator, parseOrThrow } from './validation';

describe('formatProblem', () => {
  it('writes file:line: field: message, leaving out what is unknown', () => {
    expect(formatProblem({ file: 'a.mdx', line: 3, field: 'title', message: 'is required' })).toBe(
      'a.mdx:3: title: is required',
    );
    expect(formatProblem({ file: 'a.mdx', message: 'is missing' })).toBe('a.mdx: is missing');
  });
});

describe('loaderValidator', () => {
  it('hands on the problems a loader’s content error carries', async () => {
    const validator = loaderValidator('parts', () =>
      parseOrThrow(
        z.array(z.object({ hash: z.string().length(8) })),
        [{ hash: 'x' }],
        'parts.json',
      ),
    );
    expect(await validator.validate()).toEqual([
      { file: 'parts.json', field: '0.hash', message: expect.stringContaining('8') },
    ]);
  });

  it('reports nothing for a loader that succeeds, and any other failure as one problem', async () => {
    expect(await loaderValidator('ok', () => [1, 2]).validate()).toEqual([]);
    expect(
      await loaderValidator('broken', () => {
        throw new Error('ENOENT: no such file');
      }).validate(),
    ).toEqual([{ file: 'broken', message: 'ENOENT: no such file' }]);
  });
});

describe('ContentError', () => {
  it('keeps its problems as data and lists them in its message for a failing build', () => {
    const error = new ContentError([{ file: 'a.json', field: 'id', message: 'is used twice' }]);
    expect(error.problems).toEqual([{ file: 'a.json', field: 'id', message: 'is used twice' }]);
    expect(error.message).toBe('Invalid content\na.json: id: is used twice');
  });
});
