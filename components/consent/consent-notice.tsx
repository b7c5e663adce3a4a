import { getTranslations } from 'next-intl/server';

import { consentConfig, consentNoticeScript } from '@/config/consent';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import type { ConsentAction } from './consent-actions';
import './consent-notice.css';

type ConsentNoticeProps = {
  locale: AppLocale;
};

/**
 * The consent box (first layer), rendered on the server so it paints with the page and costs no
 * script: `<html data-consent>` (set in `<head>`) decides whether it shows. The buttons are carried
 * out by the island, which loads vanilla-cookieconsent only once the visitor presses one.
 */
export async function ConsentNotice({ locale }: ConsentNoticeProps) {
  const [t, tFooter, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'consent' }),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const button = (action: ConsentAction, label: string) => (
    <button type="button" className="consent-notice__btn" data-consent-action={action}>
      {label}
    </button>
  );

  return (
    <>
      <div id={consentConfig.noticeId} className="consent-notice" data-nosnippet="">
        <div
          role="dialog"
          aria-modal="true"
          aria-label={t('label')}
          aria-describedby="consent-notice-desc"
          tabIndex={-1}
          // Honoured only while the box shows: a hidden element cannot take focus.
          autoFocus
          className="consent-notice__box"
        >
          <h2 className="consent-notice__title">{t('title')}</h2>
          <p id="consent-notice-desc" className="consent-notice__desc">
            <span className="consent-notice__revision">{t('revision')}</span>
            {t('description', { settings: tFooter('cookieSettings') })}
          </p>
          <div className="consent-notice__btns">
            {button('all', t('acceptAll'))}
            {button('necessary', t('acceptNecessary'))}
            {button('settings', t('customize'))}
          </div>
          <div className="consent-notice__footer">
            <Link href="/politica-de-privacidad" prefetch={false}>
              {tPages('privacy.label')}
            </Link>
          </div>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: consentNoticeScript }} />
    </>
  );
}
