import type { routing } from './lib/i18n/routing';
import type messages from './messages/es.json';

// Spanish is the source catalogue: every other locale must have exactly its keys (tested).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
