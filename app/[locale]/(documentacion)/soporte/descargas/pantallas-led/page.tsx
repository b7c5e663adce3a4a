import { getTranslations } from 'next-intl/server';

import { standardPage } from '@/components/page/standard-page';
import { ledCodes } from '@/lib/content/led-downloads';
import { Link } from '@/lib/i18n/navigation';

const page = standardPage('downloadsLed', {
  extra: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'pages.ledDownloads' });
    return (
      <section className="container-site pb-16">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ledCodes.map((code) => (
            <li key={code} className="relative card p-6">
              <Link
                href={{ pathname: '/soporte/descargas/pantallas-led/[code]', params: { code } }}
                className="text-xl font-semibold after:absolute after:inset-0 hover:text-brand"
              >
                {t('heading', { code })}
              </Link>
              <p className="mt-2 text-sm text-muted">{t('intro', { code })}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
