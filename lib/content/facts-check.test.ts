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

/** A text of `at` (a message catalogue unless told), where the model named around a figure matters. */
const file = (text: string, locale: TextLine['locale'] = 'en', at = 'messages/en.json') => ({
  file: at,
  line: 1,
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
  it('reads figures and tens in words, with the displays named around them', () => {
    const stated = statedTouchPoints([
      file(
        'CYSE, forty touch points so two or three pupils can work at once',
        'en',
        'messages/en.json',
      ),
      file('Cincuenta puntos táctiles, cuatro entradas HDMI', 'es', 'content/products/taurus.json'),
      file('Le CYSE accepte 40 points de contact.', 'fr', 'content/news/x/fr.mdx'),
    ]);
    expect(stated.map((entry) => [entry.count, entry.models])).toEqual([
      [40, ['cyse']],
      [50, ['taurus']],
      [40, ['cyse']],
    ]);
  });

  it('fails on the hybrid-learning article, which gave 50 touch points to no display in particular', () => {
    // content/news/aprendizaje-hibrido before issue 28: CYSE has 40, Piscis 20.
    expect(
      touchPointProblems([
        file('With 50 touch points, several pupils in the room can contribute at once.'),
      ]),
    ).toEqual([
      expect.objectContaining({
        field: 'touchPoints',
        message: expect.stringContaining('names no display'),
      }),
    ]);
    expect(
      touchPointProblems([file('The Piscis Infinity A1 supports 50 touch points.')]),
    ).toHaveLength(1);
    expect(
      touchPointProblems([file('With the Taurus’s 50 touch points, several pupils can write.')]),
    ).toEqual([]);
  });
});
