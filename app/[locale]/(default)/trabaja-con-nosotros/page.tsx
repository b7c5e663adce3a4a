import { formPage } from '@/components/forms/form-page';
import { JobOpenings } from '@/components/forms/job-openings';

const page = formPage('careers', 'careers', {
  before: (locale) => <JobOpenings locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
