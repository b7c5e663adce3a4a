import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import { stopwords as italianStopWords } from '@orama/stopwords/italian';
import { stopwords as portugueseStopWords } from '@orama/stopwords/portuguese';
import { stopwords as spanishStopWords } from '@orama/stopwords/spanish';

import type { AppLocale } from '@/lib/i18n/locales';

import type { Stemmer } from './tokenizer';

/** The Snowball stemmer of each language, for the build and the server (the browser loads one). */
export const stemmers: Record<AppLocale, Stemmer> = {
  es: spanish,
  en: english,
  it: italian,
  pt: portuguese,
  fr: french,
};

/** Each language's stop-word list, for the build (the index keeps the ones common in it). */
export const stopWords: Record<AppLocale, readonly string[]> = {
  es: spanishStopWords,
  en: englishStopWords,
  it: italianStopWords,
  pt: portugueseStopWords,
  fr: frenchStopWords,
};
