import { describe, expect, it } from 'vitest';

import { builtInAiProblems } from './ai-claims';

describe('AI built in', () => {
  it('finds nothing wrong in what the home page says today', () => {
    expect(builtInAiProblems()).toEqual([]);
  });

  it('fails when the home page would call Taurus’s AI built in: its licence is optional', () => {
    const problems = builtInAiProblems((locale) => (locale === 'es' ? 'IA y Taurus' : 'IA'));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'messages/{es}.json',
        field: 'home.heroBody',
        message: expect.stringContaining('Taurus, whose AI licence is optional'),
      }),
    ]);
  });
});
