import type { Messages } from 'next-intl';

import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';
import pt from '@/messages/pt.json';

import type { AppLocale } from './locales';

/**
 * The five message catalogues, imported here only: the request config hands one to next-intl, and
 * code outside React rendering (form handlers, emails, the search index) reads them from here. Each
 * has exactly the keys of the Spanish source (messages/messages.test.ts), so all share its type.
 */
// `satisfies` first: a locale added to `locales` without its catalogue here fails tsc; the cast then
// gives all five the Spanish source's type.
const byLocale = { es, en, it, pt, fr } satisfies Record<AppLocale, object>;
export const catalogues = byLocale as Record<AppLocale, Messages>;
