import { getTranslations } from 'next-intl/server';

import { standardPage } from '@/components/page/standard-page';
import { getSpareParts, localizePart, sparePartCategories } from '@/lib/content/spare-parts';
import { Link } from '@/lib/i18n/navigation';

const page = standardPage('spareParts', {
  extra: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'parts' });
    const parts = getSpareParts().map((part) => localizePart(part, locale));
    return (
      <div className="container-site space-y-12 pb-16">
        {sparePartCategories.map((category) => {
          const inCategory = parts.filter((part) => part.category === category);
          if (inCategory.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`cat-${category}`}>
              <h2 id={`cat-${category}`} className="text-2xl font-semibold">
                {t(`categories.${category}`)}
              </h2>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {inCategory.map((part) => (
                  <li key={part.hash} className="relative card p-5">
                    <p className="text-sm text-muted">{part.partNumber}</p>
                    <Link
                      href={{ pathname: '/recambios/[hash]', params: { hash: part.hash } }}
                      className="mt-1 block font-semibold after:absolute after:inset-0 hover:text-brand"
                    >
                      {part.name}
                    </Link>
                    <p className="mt-2 text-sm text-muted">{part.models.join(', ')}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
