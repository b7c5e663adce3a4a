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

import { localeInfo, type AppLocale, type SearchLanguage } from '@/lib/i18n/locales';

import type { Stemmer } from './tokenizer';

const stemmerOf: Record<SearchLanguage, Stemmer> = {
  spanish,
  english,
  italian,
  portuguese,
  french,
};

const stopWordsOf: Record<SearchLanguage, readonly string[]> = {
  spanish: spanishStopWords,
  english: englishStopWords,
  italian: italianStopWords,
  portuguese: portugueseStopWords,
  french: frenchStopWords,
};

/** The Snowball stemmer of a locale's language, for the build and the server (the browser loads one). */
export function stemmerFor(locale: AppLocale): Stemmer {
  return stemmerOf[localeInfo[locale].searchLanguage];
}

/** A locale's stop-word list, for the build (the index keeps the ones common in it). */
export function stopWordsFor(locale: AppLocale): readonly string[] {
  return stopWordsOf[localeInfo[locale].searchLanguage];
}
