import { describe, expect, it } from 'vitest';

import { factsValidator, statedServiceYears } from './facts-check';
import type { TextLine } from './glossary';

const line = (locale: TextLine['locale'], text: string): TextLine => ({
  file: `content/news/x/${locale}.mdx`,
  line: 3,
  locale,
  text,
});

describe('the warranty years stated in the texts', () => {
  it('reads the figure said of the service, in words or digits, in each language', () => {
    const stated = statedServiceYears([
      line('es', 'Synetech Care incluye tres años de reparación y asistencia.'),
      line('en', 'A five-year warranty on every display.'),
      line('it', 'Garanzia di 5 anni su tutta la gamma.'),
      line('fr', 'Cinq ans de service Synetech Care.'),
    ]);
    expect(stated.map((entry) => [entry.locale, entry.years])).toEqual([
      ['es', 3],
      ['en', 5],
      ['it', 5],
      ['fr', 5],
    ]);
  });

  it('ignores years that are not said of the service', () => {
    const stated = statedServiceYears([
      line('es', 'La ley fija en 14 años la edad a partir de la cual un menor consiente.'),
      line('en', 'Interactive displays are not a fad: 80 years of history in the classroom.'),
    ]);
    expect(stated).toEqual([]);
  });

  it('finds the site consistent with warranty-terms.json', async () => {
    expect(await factsValidator.validate()).toEqual([]);
  });
});
