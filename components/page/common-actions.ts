import type { Action } from '@/components/product/hero-actions';
import type { Translator } from '@/lib/pages';

/**
 * The two calls to action most pages end with, labelled from `common`: a free demo of a display,
 * and a word with sales.
 */
export function commonActions(tCommon: Translator<'common'>) {
  return {
    demo: { href: '/demo-gratuita-de-pantalla-interactiva', label: tCommon('requestDemo') },
    contact: { href: '/contacto', label: tCommon('contactUs') },
  } satisfies Record<string, Action>;
}
