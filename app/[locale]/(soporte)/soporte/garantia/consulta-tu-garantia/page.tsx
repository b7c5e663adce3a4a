import { WarrantyLookup } from '@/components/forms/warranty-lookup';
import { standardPage } from '@/components/page/standard-page';

const page = standardPage('warrantyLookup', {
  cta: false,
  extra: (locale) => <WarrantyLookup locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
