import { getTranslations } from 'next-intl/server';

import { commonActions } from '@/components/page/common-actions';
import { CtaBand } from '@/components/page/cta-band';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Href } from '@/lib/seo';

type DemoBandProps = {
  title: string;
  body: string;
  action: { href: Href; label: string };
  secondary?: { href: Href; label: string };
};

/** The closing call to action of product pages: the free demo, or a visit for LED projects. */
export function DemoBand({ title, body, action, secondary }: DemoBandProps) {
  return (
    <CtaBand
      id="demo-band"
      tone="brand"
      size="lg"
      className="container-site py-12 md:py-16"
      title={title}
      body={body}
      actions={{ primary: action, secondary }}
    />
  );
}

type FreeDemoBandProps = {
  locale: AppLocale;
  /** Adds "talk to a specialist" beside the demo request. */
  withContact?: boolean;
};

/** The demo band with the demo page's own heading and promise. */
export async function FreeDemoBand({ locale, withContact = false }: FreeDemoBandProps) {
  const [tPages, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.demo' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const { demo, contact } = commonActions(tCommon);
  return (
    <DemoBand
      title={tPages('heading')}
      body={tPages('intro')}
      action={demo}
      secondary={withContact ? contact : undefined}
    />
  );
}

/** The LED pages' closing band: LED walls are sold as projects, so it asks for a conversation. */
export async function LedProjectBand({ locale }: { locale: AppLocale }) {
  const [tProduct, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const { contact } = commonActions(tCommon);
  return (
    <DemoBand title={tProduct('ledCtaTitle')} body={tProduct('ledCtaBody')} action={contact} />
  );
}
