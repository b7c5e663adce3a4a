import { describe, expect, it } from 'vitest';

import { formatProblem, loaderValidator } from './validation';

describe('formatProblem', () => {
  it('writes file:line: field: message, leaving out what is unknown', () => {
    expect(formatProblem({ file: 'a.mdx', line: 3, field: 'title', message: 'is required' })).toBe(
      'a.mdx:3: title: is required',
    );
    expect(formatProblem({ file: 'a.mdx', message: 'is missing' })).toBe('a.mdx: is missing');
  });
});

describe('loaderValidator', () => {
  it('turns the lines of a loader’s error into problems', async () => {
    const validator = loaderValidator('parts', () => {
      throw new Error('Invalid content\ncontent/parts.json: 3.hash: must be 8 characters');
    });
    expect(await validator.validate()).toEqual([
      { file: 'content/parts.json', field: '3.hash', message: 'must be 8 characters' },
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
