import { describe, expect, it } from 'vitest';

import {
  factsValidator,
  microphoneProblems,
  statedMicrophones,
  statedServiceYears,
  statedTouchPoints,
  touchPointProblems,
} from './facts-check';
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

describe('the microphones stated in the texts', () => {
  const file = (text: string, locale: TextLine['locale'] = 'en', at = 'messages/en.json') => ({
    file: at,
    line: 1,
    locale,
    text,
  });

  it('reads each figure with the displays named around it', () => {
    const stated = statedMicrophones([
      file('Eight microphones for video calls, cable-free sharing for any laptop.'),
      file('El Taurus incorpora un conjunto de ocho micrófonos.', 'es', 'content/news/x/es.mdx'),
      file('- An eight-microphone array that picks up voices.', 'en', 'content/news/x/en.mdx'),
      file('Réseau de 6 microphones', 'fr', 'content/products/cyse.json'),
      file('Repita as perguntas longe de um microfone.', 'pt', 'content/news/x/pt.mdx'),
    ]);
    expect(stated.map((entry) => [entry.count, entry.models])).toEqual([
      [8, []],
      [8, ['taurus']],
      [8, []],
      [6, ['cyse']],
    ]);
  });

  it('fails on the old business hub text, which gave eight microphones to every display', () => {
    // messages/*.json hubs.companies.displaysBody before issue 28: no model named, CYSE has 6.
    expect(
      microphoneProblems([file('Eight microphones for video calls, cable-free sharing.')]),
    ).toEqual([
      expect.objectContaining({
        field: 'microphones',
        message: expect.stringContaining('names no display'),
      }),
    ]);
    expect(microphoneProblems([file('The CYSE has eight microphones.')])).toHaveLength(1);
    expect(
      microphoneProblems([
        file('Built-in microphones (eight on Taurus and IA), cable-free sharing.'),
      ]),
    ).toEqual([]);
  });
});

describe('the touch points stated in the texts', () => {
  const article = (locale: TextLine['locale'], texts: string[]): TextLine[] =>
    texts.map((text, index) => ({
      file: `content/news/x/${locale}.mdx`,
      line: index + 1,
      locale,
      text,
    }));

  it('reads each figure, in digits or words, with the display named around it', () => {
    const stated = statedTouchPoints([
      ...article('fr', ['Le CYSE accepte quarante points de contact.']),
      ...article('pt', ['O Taurus suporta até 50 pontos de toque simultâneos.']),
      ...article('it', ['Con 20 punti possono lavorare due o tre studenti.']),
    ]);
    expect(stated.map((entry) => [entry.locale, entry.count, entry.models])).toEqual([
      ['fr', 40, ['cyse']],
      ['pt', 50, ['taurus']],
    ]);
  });

  it('fails when a text gives a display the touch points of another model', () => {
    // The Piscis Infinity A1 has 20 touch points and the CYSE 40 (products/*.json specs.touchPoints).
    expect(
      touchPointProblems([
        ...article('it', ['Il Piscis Infinity A1 supporta fino a 50 punti di tocco.']),
        ...article('es', ['Con 50 puntos táctiles, varios alumnos escriben a la vez.']),
      ]),
    ).toEqual([
      expect.objectContaining({ field: 'touchPoints', message: expect.stringContaining('piscis') }),
      expect.objectContaining({ message: expect.stringContaining('names no display') }),
    ]);
  });

  it('takes the product card under the sentence as the display it speaks of', () => {
    expect(
      touchPointProblems(
        article('pt', [
          'Com 50 pontos de toque, vários alunos podem intervir ao mesmo tempo.',
          '',
          '<ProductCard product="taurus" />',
        ]),
      ),
    ).toEqual([]);
  });
});
