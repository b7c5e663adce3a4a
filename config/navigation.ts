import type { LayoutId, PageId } from './pages';

type PrimaryNavKey = 'displays' | 'led' | 'software' | 'support' | 'news';

/** Header navigation: a message key in `nav` and the page it leads to. */
export const primaryNav: ReadonlyArray<{ key: PrimaryNavKey; page: PageId }> = [
  { key: 'displays', page: 'displays' },
  { key: 'led', page: 'led' },
  { key: 'software', page: 'edsuite' },
  { key: 'support', page: 'support' },
  { key: 'news', page: 'news' },
];

/**
 * The interactive displays' pages, in the order the menus show them (config/ imports nothing, so the
 * product list cannot be read here: config/navigation.test.ts fails until a new display is added).
 */
const displayPages: PageId[] = ['ia', 'cyse', 'taurus', 'piscis'];

/** The support section's pages, in the footer's support column and the soporte layout's menu. */
const supportPages: PageId[] = [
  'support',
  'warranty',
  'warrantyLookup',
  'assistance',
  'ledRepair',
  'downloads',
  'spareParts',
];

type FooterColumnKey = 'products' | 'software' | 'sectors' | 'support' | 'company';

/** Footer columns: a heading key in `footer` and pages labelled by `pages.<id>.label`. */
export const footerNav: ReadonlyArray<{ key: FooterColumnKey; pages: PageId[] }> = [
  { key: 'products', pages: ['displays', ...displayPages, 'led', 'shinelink'] },
  { key: 'software', pages: ['edsuite', 'synetechClass', 'bytello'] },
  { key: 'sectors', pages: ['education', 'companies', 'retail'] },
  { key: 'support', pages: supportPages },
  {
    key: 'company',
    pages: ['news', 'demo', 'sustainability', 'careers', 'contact'],
  },
];

type SectionKey =
  | 'educationDisplays'
  | 'software'
  | 'warranty'
  | 'downloads'
  | 'sustainability'
  | 'companies'
  | 'retail'
  | 'support';

/** The section navigation each layout shows under the header (`sections.<key>` is its title). */
export const sectionNav: Record<LayoutId, { key: SectionKey; pages: PageId[] } | null> = {
  default: null,
  educacion: {
    key: 'educationDisplays',
    pages: ['displays', ...displayPages, 'edsuite', 'bytello', 'education'],
  },
  taurus: { key: 'educationDisplays', pages: ['displays', ...displayPages] },
  retail: { key: 'retail', pages: ['retail', 'led', 'shinelink', 'ledRepair'] },
  empresas: {
    key: 'companies',
    pages: ['companies', 'downloadsCompanies', 'led', 'assistance'],
  },
  soporte: { key: 'support', pages: supportPages },
  documentacion: {
    key: 'downloads',
    pages: [
      'downloads',
      'downloadsInteractive',
      'downloadsEducation',
      'downloadsCompanies',
      'downloadsLed',
    ],
  },
  proyectos: {
    key: 'sustainability',
    pages: ['sustainability', 'sustainabilityAudits', 'sustainabilityRequest'],
  },
};
