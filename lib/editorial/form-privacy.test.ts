import { describe, expect, it } from 'vitest';

import { formIds, forms } from '@/lib/forms/forms';

import { undeclaredFormUses } from './form-privacy';

describe('undeclaredFormUses', () => {
  it("finds every form's purpose and retention period declared, in every language", () => {
    expect(undeclaredFormUses(formIds.map((id) => forms[id]))).toEqual([]);
  });

  it('names the file, the form and the purpose a language does not declare', () => {
    const tradeIn = { id: 'trade-in', purpose: 'trade-in', retention: 'enquiries' };
    const problems = undeclaredFormUses([tradeIn]);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toEqual({
      file: 'content/privacy/es.md',
      field: 'purposes',
      message: expect.stringContaining('trade-in'),
    });
  });
});
