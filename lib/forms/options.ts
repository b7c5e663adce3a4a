import { displayIds } from '@/lib/content/products/ids';

/**
 * The closed lists the forms offer. Values are stable codes stored with each submission; their labels
 * are in messages (`forms.options.*`) except brand names and countries (Intl.DisplayNames).
 */
export const organisationTypes = [
  'publicSchool',
  'concertedSchool',
  'privateSchool',
  'university',
  'vocational',
  'company',
  'publicAdministration',
  'other',
] as const;

/**
 * Models a visitor may name in a demo request: any display (lib/content/products/ids.ts, labelled
 * with its brand name), or "help me choose".
 */
export const demoModels = [...displayIds, 'undecided'] as const;

export const demoFormats = ['onsite', 'online'] as const;

/** `privacy` is where the privacy policy sends rights requests (content/privacy: `{privacyTopic}`). */
export const contactTopics = ['sales', 'support', 'partners', 'press', 'privacy', 'other'] as const;

export const sustainabilityTopics = [
  'tender',
  'energy',
  'recycling',
  'audits',
  'certificates',
  'other',
] as const;

export const productLines = ['interactive', 'led', 'software', 'accessory'] as const;

export const ledEnvironments = ['indoor', 'outdoor'] as const;

/** ISO 3166 codes offered in the country lists; `other` covers the rest of the world. */
export const countries = [
  'ES',
  'PT',
  'IT',
  'FR',
  'AD',
  'DE',
  'BE',
  'NL',
  'CH',
  'GB',
  'IE',
  'MX',
  'CO',
  'CL',
  'PE',
  'AR',
  'US',
  'other',
] as const;

/** Fields of the demo request remembered for 30 minutes in the store cookie (non-sensitive choices). */
export const rememberedDemoFields = ['organisationType', 'model', 'demoFormat', 'country'] as const;

/** Name of the hidden field robots fill in and people never see. */
export const HONEYPOT_FIELD = 'website';

/** Name of the hidden field carrying the signed form token. */
export const TOKEN_FIELD = '_token';
