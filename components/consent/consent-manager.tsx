import { getTranslations } from 'next-intl/server';
import type { Translation } from 'vanilla-cookieconsent';

import type { AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

import { ConsentIsland } from './consent-island';
import { ConsentNotice } from './consent-notice';

type ConsentManagerProps = {
  locale: AppLocale;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills `{name}` slots of an escaped text with trusted markup (the library renders HTML). */
function withMarkup(text: string, markup: Record<string, string>): string {
  return Object.entries(markup).reduce(
    (html, [name, value]) => html.replace(`{${name}}`, value),
    escapeHtml(text),
  );
}

/**
 * The consent box (server-rendered) and the settings dialog, with this locale's texts only: the
 * dialog's translation is built here from the message catalogue and handed to the island as a prop.
 */
export async function ConsentManager({ locale }: ConsentManagerProps) {
  const [t, tFooter] = await Promise.all([
    getTranslations({ locale, namespace: 'consent' }),
    getTranslations({ locale, namespace: 'footer' }),
  ]);
  const settings = tFooter('cookieSettings');
  const policyHref = getPathname({ locale, href: '/politica-de-privacidad' });
  const link = (href: string, text: string) => `<a href="${href}">${escapeHtml(text)}</a>`;
  const contactHref = getPathname({ locale, href: '/contacto' });
  const section = (key: 'necessary' | 'analytics' | 'ads') => ({
    title: escapeHtml(t(`preferences.${key}Title`)),
    description: escapeHtml(t(`preferences.${key}`)),
    linkedCategory: key,
  });

  const translation: Translation = {
    // The first layer is ConsentNotice, rendered on the server; the library never draws its own.
    consentModal: {},
    preferencesModal: {
      title: escapeHtml(settings),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      savePreferencesBtn: t('preferences.save'),
      closeIconLabel: t('preferences.close'),
      sections: [
        {
          title: escapeHtml(t('preferences.introTitle')),
          description: escapeHtml(t('preferences.intro')),
        },
        section('necessary'),
        section('analytics'),
        section('ads'),
        {
          title: escapeHtml(t('preferences.moreTitle')),
          description: withMarkup(
            t('preferences.more', { policy: '{policy}', contact: '{contact}' }),
            {
              policy: link(policyHref, t('policyLink')),
              // The contact form until the company confirms a privacy address.
              contact: link(contactHref, t('contactLink')),
            },
          ),
        },
      ],
    },
  };

  return (
    <>
      <ConsentNotice locale={locale} />
      <ConsentIsland locale={locale} translation={translation} />
    </>
  );
}
