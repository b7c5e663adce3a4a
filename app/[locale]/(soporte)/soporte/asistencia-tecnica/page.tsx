import { formPage } from '@/components/forms/form-page';

const page = formPage('assistance', 'assistance');

export const generateMetadata = page.generateMetadata;
export default page.Page;
