import { CarePlanComparison } from '@/components/forms/care-plan-comparison';
import { formPage } from '@/components/forms/form-page';

const page = formPage('carePlus', 'care-plus', {
  before: (locale) => <CarePlanComparison locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
