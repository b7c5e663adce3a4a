import { localizedPathname } from '@/scripts/site-facts';

/** The page of each template the bench measures (and screenshots), in every locale asked for. */
export const BENCH_PAGES = [
  { kind: 'home', pathname: '/' },
  { kind: 'product', pathname: '/pantallas-interactivas-educacion/taurus' },
  { kind: 'article', pathname: '/noticias/[slug]', params: { slug: 'que-es-edtech' } },
  { kind: 'form', pathname: '/demo-gratuita-de-pantalla-interactiva' },
  { kind: 'support', pathname: '/soporte/garantia' },
] as const;

export type BenchPage = (typeof BENCH_PAGES)[number];

/** A bench page's public path in `locale`. */
export function benchPath(locale: string, page: BenchPage): string {
  return localizedPathname(locale, page.pathname, 'params' in page ? page.params : {});
}
