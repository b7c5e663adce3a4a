import { describe, expect, it } from 'vitest';

import { generatedPdfs } from '@/lib/content/downloads';

import { renderSupportPdf } from './support-pdfs';

describe('renderSupportPdf', () => {
  it('prints an LED manual as a real, titled PDF in the requested language', async () => {
    const pdf = generatedPdfs().find(
      (candidate) => candidate.href === '/downloads/docs/led-a2212d03-manual-fr.pdf',
    )!;
    const buffer = await renderSupportPdf(pdf);
    const text = buffer.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Lang (fr-FR)');
    expect(text).toMatch(/\/Count [2-9]/);
    expect(buffer.length).toBeGreaterThan(10_000);
  });
});
