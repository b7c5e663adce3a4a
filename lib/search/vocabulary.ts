import type { AppLocale } from '@/lib/i18n/locales';

import type { HeadPosition } from './rank';
import type { SearchKind } from './types';

/**
 * How visitors ask, per language: the one reviewed list both the results page and the live
 * results use (it is written into each language's index at build time).
 *
 * - `kinds`: words that name a kind of result, besides its label (`search.kinds.<kind>` of the
 *   catalogue). They are indexed as terms of every document of that kind, so that "recambio mando"
 *   or "spare remote control" finds the remote control among the parts.
 * - `head`: where the main word of a name stands, to tell a thing from its accessories.
 * - `synonyms`: groups of terms that name one thing. A query holding one term is also searched
 *   with each of the others ("lavagna digitale" as "LIM" too). Keep a group to what the site's
 *   own pages call the thing and what a visitor of that country types for it.
 */
export type Vocabulary = {
  /** Where the language puts the main word of a name (see `HeadPosition`). */
  head: HeadPosition;
  kinds: Partial<Record<SearchKind, readonly string[]>>;
  synonyms: readonly (readonly string[])[];
};

export const vocabulary: Record<AppLocale, Vocabulary> = {
  es: {
    head: 'first',
    kinds: {
      part: ['repuesto', 'pieza'],
      download: ['documento', 'documentación'],
      article: ['noticia', 'blog'],
      support: ['ayuda'],
    },
    synonyms: [
      ['mando', 'mando a distancia', 'control remoto', 'telemando'],
      ['lápiz', 'lápiz táctil', 'stylus'],
      ['pizarra digital', 'pizarra digital interactiva', 'PDI', 'pizarra interactiva'],
      ['controladores', 'drivers'],
      ['ficha técnica', 'hoja de datos', 'datasheet'],
      ['soporte de pared', 'soporte mural'],
      ['fuente de alimentación', 'alimentador'],
      ['llave de compartición', 'dongle', 'llave USB'],
      ['trabaja con nosotros', 'empleo', 'ofertas de empleo'],
    ],
  },
  en: {
    head: 'last',
    kinds: {
      part: ['spare', 'replacement', 'part'],
      download: ['document', 'file'],
      article: ['news', 'blog'],
      support: ['help'],
    },
    synonyms: [
      ['remote', 'remote control', 'clicker'],
      ['pen', 'stylus'],
      ['interactive whiteboard', 'IWB', 'smartboard', 'smart board'],
      ['datasheet', 'data sheet', 'spec sheet', 'specification sheet'],
      ['wall bracket', 'wall mount'],
      ['power supply', 'PSU'],
      ['careers', 'jobs', 'vacancies', 'work with us'],
    ],
  },
  it: {
    head: 'first',
    kinds: {
      part: ['pezzo di ricambio', 'componente'],
      download: ['documento', 'documentazione'],
      article: ['notizia', 'blog'],
      support: ['aiuto', 'supporto'],
    },
    synonyms: [
      ['lavagna digitale', 'LIM', 'lavagna interattiva multimediale', 'lavagna interattiva'],
      ['telecomando', 'comando a distanza'],
      ['penna', 'stilo'],
      ['scheda tecnica', 'datasheet'],
      ['staffa a parete', 'supporto a parete'],
      ['lavora con noi', 'offerte di lavoro', 'carriere'],
    ],
  },
  pt: {
    head: 'first',
    kinds: {
      part: ['peça de substituição', 'sobresselente'],
      download: ['documento', 'download'],
      article: ['notícia', 'blog'],
      support: ['ajuda'],
    },
    synonyms: [
      ['comando', 'comando à distância', 'telecomando', 'controlo remoto'],
      ['caneta', 'stylus'],
      ['quadro interativo', 'quadro interativo multimédia', 'quadro digital'],
      // The spelling before the 1990 agreement, still typed.
      ['interativo', 'interactivo'],
      ['controladores', 'drivers'],
      ['ficha técnica', 'datasheet'],
      ['ecrã', 'tela'],
      ['suporte de parede', 'suporte mural'],
      ['trabalhe connosco', 'emprego', 'ofertas de emprego', 'recrutamento'],
    ],
  },
  fr: {
    head: 'first',
    kinds: {
      part: ['pièce de rechange', 'composant'],
      download: ['document', 'documentation'],
      article: ['actualité', 'blog'],
      support: ['aide'],
    },
    synonyms: [
      [
        'tableau blanc interactif',
        'TBI',
        'tableau numérique interactif',
        'TNI',
        'tableau interactif',
        'tableau numérique',
      ],
      ['télécommande', 'commande à distance'],
      ['stylet', 'stylo'],
      ['pilotes', 'drivers'],
      ['fiche technique', 'datasheet'],
      ['support mural', 'fixation murale'],
      ['nous rejoindre', 'emploi', 'offres d’emploi', 'recrutement'],
    ],
  },
};
