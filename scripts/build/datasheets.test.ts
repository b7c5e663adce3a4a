import { describe, expect, it } from 'vitest';

import { renderDatasheet } from './datasheets';

describe('PDF datasheets', () => {
  it('renders a PDF titled with the product name in the requested language', async () => {
    const pdf = await renderDatasheet('taurus', 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('(Synetech Taurus - Datasheet)');
    expect(text).toContain('/Lang (en-GB)');
    expect(text.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
