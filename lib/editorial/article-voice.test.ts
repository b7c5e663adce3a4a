import { describe, expect, it } from 'vitest';

import type { AppLocale } from '@/lib/i18n/locales';

import {
  articleVoiceProblems,
  CYCLE_HOME,
  NOT_X_BUT_Y_BUDGET,
  notXButYSentences,
  voiceProblems,
  type ArticleText,
} from './article-voice';

const frontmatter = '---\ntitle: "Un título de prueba"\ndraft: false\n---\n';

/** An article whose introduction, middle and closing section are the given texts. */
const article = (
  locale: AppLocale,
  {
    intro,
    middle = 'Un párrafo.',
    closing = 'Empieza por [la guía](/noticias/que-es-edtech).',
  }: {
    intro: string;
    middle?: string;
    closing?: string;
  },
  slug = 'un-articulo',
): ArticleText => ({
  slug,
  locale,
  file: `content/news/${slug}/${locale}.mdx`,
  source: `${frontmatter}\n${intro}\n\n## Sección\n\n${middle}\n\n## Cierre\n\n${closing}\n`,
});

const fields = (text: ArticleText, countries?: string[]) =>
  articleVoiceProblems(text, countries).map((problem) => problem.field);

const situation = 'Son las nueve y el proyector vuelve a tardar cinco minutos en encenderse.';

describe('the article voice check', () => {
  // Openings that were on the site before issue 38: each must be caught again.
  it.each<[AppLocale, string]>([
    [
      'es',
      'Poner a cuatro alumnos en la misma mesa no garantiza que aprendan juntos. En este artículo explicamos en qué se diferencia del simple trabajo en grupo.',
    ],
    ['es', 'En esta guía repasamos, punto por punto, qué conviene comprobar antes de decidir.'],
    [
      'es',
      'Mal montado, convierte a los alumnos remotos en espectadores. Veamos cómo hacerlo bien.',
    ],
    ['en', 'In this article we explain the European framework that defines it.'],
    ['en', 'This guide covers the five fronts a leadership team should keep under control.'],
    ['it', 'In questo articolo vediamo le fasi del progetto.'],
    ['pt', 'Neste artigo explicamos o quadro europeu que a define.'],
    ['fr', 'Dans cet article, nous présentons le cadre européen qui la définit.'],
  ])('flags a %s opening that describes the article', (locale, intro) => {
    expect(fields(article(locale, { intro }))).toContain('voice-opening');
  });

  it('accepts an opening on a situation the reader recognises', () => {
    expect(fields(article('es', { intro: situation }))).not.toContain('voice-opening');
  });

  it('flags a closing section with no next step, and accepts one that links to it', () => {
    const platitude = article('es', {
      intro: situation,
      closing:
        'La competencia digital docente es un proceso continuo que mejora la enseñanza y prepara mejor al alumnado.',
    });
    expect(fields(platitude)).toContain('voice-closing');
    expect(fields(article('es', { intro: situation }))).not.toContain('voice-closing');
  });

  it('counts "is not X but Y" sentences per language, not "not only X but also Y"', () => {
    const texts = [
      article('es', {
        intro: situation,
        middle:
          'Un aula del futuro no es un escaparate tecnológico, sino un espacio que se adapta.',
      }),
      article('es', {
        intro: situation,
        middle: 'No solo cambia la pantalla, sino también la manera de dar clase.',
      }),
      article('en', {
        intro: situation,
        middle:
          'The aim is not to get rid of screens, but to use them well. It does not work miracles, but it helps.',
      }),
      article('fr', {
        intro: situation,
        middle:
          'Il ne s’agit pas de remplir une salle d’appareils, mais de combiner pédagogie et espace.',
      }),
      article('it', { intro: situation, middle: 'Non è una vetrina tecnologica, ma uno spazio.' }),
      article('pt', { intro: situation, middle: 'Não é uma montra tecnológica, mas um espaço.' }),
    ];
    const found = notXButYSentences(texts).map(({ article: { locale }, said }) => [locale, said]);
    expect(found).toEqual([
      ['es', 'no es un escaparate tecnológico, sino'],
      ['en', 'is not to get rid of screens, but'],
      ['fr', 'ne s’agit pas de remplir une salle d’appareils, mais'],
      ['it', 'Non è una vetrina tecnologica, ma'],
      ['pt', 'Não é uma montra tecnológica, mas'],
    ]);
  });

  it('names every sentence of a language over the budget, and none at the budget', () => {
    const sentence = 'Esto no es una meta, sino un proceso.';
    const texts = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        article('es', { intro: situation, middle: sentence }, `articulo-${index}`),
      );
    const budget = voiceProblems(texts(NOT_X_BUT_Y_BUDGET));
    expect(budget.filter((problem) => problem.field === 'voice-not-x-but-y')).toEqual([]);
    const over = voiceProblems(texts(NOT_X_BUT_Y_BUDGET + 1));
    expect(over.filter((problem) => problem.field === 'voice-not-x-but-y')).toHaveLength(
      NOT_X_BUT_Y_BUDGET + 1,
    );
  });

  it('flags the diagnose → plan → pilot → train cycle outside the one article about it', () => {
    const middle =
      'Parte de un diagnóstico del claustro, fija un plan con dos objetivos, lanza un piloto en dos aulas, organiza la formación y evalúa al final del trimestre.';
    expect(fields(article('es', { intro: situation, middle }))).toContain('voice-retold-cycle');
    expect(fields(article('es', { intro: situation, middle }, CYCLE_HOME))).not.toContain(
      'voice-retold-cycle',
    );
  });

  it('flags a product figure without a link to the product page in the same paragraph', () => {
    const bare = 'La Taurus admite 50 puntos táctiles: todo un equipo escribe a la vez.';
    const linked =
      'La [Taurus](/pantallas-interactivas-educacion/taurus) admite 50 puntos táctiles: todo un equipo escribe a la vez.';
    expect(fields(article('es', { intro: situation, middle: bare }))).toContain(
      'voice-product-figures',
    );
    expect(fields(article('es', { intro: situation, middle: linked }))).not.toContain(
      'voice-product-figures',
    );
    const stat =
      '<Stat value="50" label="puntos táctiles simultáneos en la Synetech Taurus, con una precisión de ±1 mm" />';
    expect(fields(article('es', { intro: situation, middle: stat }))).toContain(
      'voice-product-figures',
    );
    expect(
      fields(article('es', { intro: situation, middle: `${stat}\n\n${linked}` })),
    ).not.toContain('voice-product-figures');
    const lifespan =
      '<Stat value="50 000 h" label="Vida útil mínima del panel de la Taurus según sus especificaciones" />';
    expect(fields(article('es', { intro: situation, middle: lifespan }))).toContain(
      'voice-product-figures',
    );
    const network = 'La Taurus dispone de puerto gigabit y de Wi-Fi 6 como alternativa.';
    expect(fields(article('es', { intro: situation, middle: network }))).toContain(
      'voice-product-figures',
    );
  });

  it('flags an English article that addresses UK schools while the UK has no warranty', () => {
    const uk = article('en', {
      intro: situation,
      middle: 'In the UK, the Department for Education publishes its own standards.',
    });
    expect(fields(uk, ['ES', 'IE'])).toContain('voice-uk-schools');
    expect(fields(uk, ['ES', 'IE', 'GB'])).not.toContain('voice-uk-schools');
    const neutral = article('en', { intro: situation, middle: 'Ask your education authority.' });
    expect(fields(neutral, ['ES', 'IE'])).not.toContain('voice-uk-schools');
  });
});
